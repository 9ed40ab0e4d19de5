/* SIGCHLD with a handler (CLD_EXITED, CLD_KILLED), the alternate stack with
 * SA_ONSTACK | SA_RESETHAND, SA_NODEFER recursion, a blocked signal pending and then
 * delivered, the kernel's EINVAL/ESRCH answers, an ignored SIGTERM, sigsuspend (the
 * handler, EINTR, the mask restored), and death by SIGQUIT
 * (a core-dumping default action). */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static char altstack[16384];
static volatile int depth, count, onalt;

static void chld(int s, siginfo_t *si, void *uc) { printf("chld code=%d status=%d\n", si->si_code, si->si_status); }
static void alt(int s) {
  char c;
  onalt = (&c > altstack && &c < altstack + sizeof altstack);
  count++;
}
static void nodefer(int s) {
  if (depth++ < 2) raise(SIGUSR2);
}
static void report(const char *what, long r) {
  int e = r < 0 ? errno : 0;
  printf("%s %ld errno %d\n", what, r, e);
}

int main(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = chld;
  sa.sa_flags = SA_SIGINFO | SA_RESTART;
  sigaction(SIGCHLD, &sa, 0);
  int st;
  pid_t p = fork();
  if (p == 0) _exit(7);
  pid_t w = waitpid(p, &st, 0);
  printf("waited %d status %x\n", w == p, st);
  p = fork();
  if (p == 0) {
    raise(SIGTERM);
    _exit(1);
  }
  w = waitpid(p, &st, 0);
  printf("waited %d status %x signaled %d sig %d\n", w == p, st, WIFSIGNALED(st), WTERMSIG(st));
  stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0};
  report("sigaltstack", sigaltstack(&ss, 0));
  stack_t os;
  sigaltstack(0, &os);
  printf("old flags %d size %zu\n", os.ss_flags, os.ss_size);
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = alt;
  sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
  sigaction(SIGUSR1, &sa, 0);
  raise(SIGUSR1);
  printf("onalt %d count %d\n", onalt, count);
  struct sigaction cur;
  sigaction(SIGUSR1, 0, &cur);
  printf("reset to dfl %d\n", cur.sa_handler == SIG_DFL);
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = nodefer;
  sa.sa_flags = SA_NODEFER;
  sigaction(SIGUSR2, &sa, 0);
  raise(SIGUSR2);
  printf("depth %d\n", depth);
  sigset_t b, pend;
  sigemptyset(&b);
  sigaddset(&b, SIGUSR2);
  sigprocmask(SIG_BLOCK, &b, 0);
  raise(SIGUSR2);
  sigpending(&pend);
  printf("pending usr2 %d depth %d\n", sigismember(&pend, SIGUSR2), depth);
  depth = 5;
  sigprocmask(SIG_UNBLOCK, &b, 0);
  printf("depth after unblock %d\n", depth);
  report("sigaction(SIGKILL)", sigaction(SIGKILL, &sa, 0));
  report("rt_sigaction sigsetsize 4", syscall(SYS_rt_sigaction, SIGUSR1, 0, 0, 4));
  report("rt_sigprocmask how 7", syscall(SYS_rt_sigprocmask, 7, &b, 0, 8));
  report("tgkill upper bits", syscall(SYS_tgkill, 0x100000000L | getpid(), 0x100000000L | getpid(), 0x100000000L));
  report("kill(99999, 0)", kill(99999, 0));
  report("tkill(-5, 0)", syscall(SYS_tkill, -5, 0));
  report("kill(getpid(), 65)", kill(getpid(), 65));
  report("small altstack", sigaltstack(&(stack_t){.ss_sp = altstack, .ss_size = 100}, 0));
  signal(SIGTERM, SIG_IGN);
  raise(SIGTERM);
  printf("ignored term\n");
  /* sigsuspend: SIGCHLD blocked while a child exits, then unblocked only inside
   * sigsuspend, which runs the handler and fails with EINTR; the mask comes back. */
  sigset_t cb, none, now;
  sigemptyset(&cb);
  sigaddset(&cb, SIGCHLD);
  sigprocmask(SIG_BLOCK, &cb, 0);
  p = fork();
  if (p == 0) _exit(9);
  sigemptyset(&none);
  report("sigsuspend", sigsuspend(&none));
  sigprocmask(SIG_BLOCK, 0, &now);
  printf("chld blocked again %d\n", sigismember(&now, SIGCHLD));
  waitpid(p, &st, 0);
  fflush(stdout);
  raise(SIGQUIT);
  return 0;
}
