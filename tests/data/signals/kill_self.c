/* A SIGUSR1 handler (SA_SIGINFO) run by kill(getpid()), then glibc's abort(). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile int got;

static void on_usr1(int sig, siginfo_t *si, void *uc) {
  got = sig;
  printf("handler %d code=%d from_self=%d\n", sig, si->si_code, si->si_pid == getpid());
}

int main(int argc, char **argv) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_usr1;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGUSR1, &sa, 0);
  kill(getpid(), SIGUSR1);
  printf("after kill got=%d\n", got);
  double d = 1.5;
  for (int i = 0; i < 3; i++) d *= 2;
  printf("fp %.2f\n", d);
  fflush(stdout);
  if (argc > 1) abort();
  return 3;
}
