/* Synchronous faults to handlers (SIGSEGV MAPERR and ACCERR, SIGFPE, SIGILL) with
 * siginfo and the frame's err/trapno, left by siglongjmp; then a fault while SIGSEGV is
 * blocked kills (force_sig_fault unblocks it). */
#define _GNU_SOURCE
#include <signal.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <ucontext.h>
static sigjmp_buf jb;
static void h(int s, siginfo_t *si, void *ucv) {
  ucontext_t *uc = ucv;
  printf("sig %d code %d addr %p err %lld trapno %lld\n", s, si->si_code, si->si_addr,
         (long long)uc->uc_mcontext.gregs[REG_ERR], (long long)uc->uc_mcontext.gregs[REG_TRAPNO]);
  siglongjmp(jb, 1);
}
static void fpe(int s, siginfo_t *si, void *ucv) { printf("fpe %d code %d\n", s, si->si_code); siglongjmp(jb, 2); }
static void ill(int s, siginfo_t *si, void *ucv) { printf("ill %d code %d\n", s, si->si_code); siglongjmp(jb, 3); }
volatile int zero = 0;
int main(void) {
  struct sigaction sa; memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = h; sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, 0);
  sa.sa_sigaction = fpe; sigaction(SIGFPE, &sa, 0);
  sa.sa_sigaction = ill; sigaction(SIGILL, &sa, 0);
  for (int i = 0; i < 3; i++) {
    if (sigsetjmp(jb, 1) == 0) { *(volatile int *)(long)(0x10 + i * 0x1000) = 1; }
    else printf("back %d\n", i);
  }
  if (sigsetjmp(jb, 1) == 0) { printf("%d\n", 5 / zero); } else printf("back fpe\n");
  if (sigsetjmp(jb, 1) == 0) { __asm__ volatile("ud2"); } else printf("back ill\n");
  /* read-only text write: ACCERR */
  if (sigsetjmp(jb, 1) == 0) { *(volatile char *)main = 1; } else printf("back accerr\n");
  sigset_t cur; sigprocmask(SIG_BLOCK, 0, &cur); printf("segv blocked after: %d\n", sigismember(&cur, SIGSEGV));
  /* blocked SIGSEGV fault kills */
  sigset_t b; sigemptyset(&b); sigaddset(&b, SIGSEGV); sigprocmask(SIG_BLOCK, &b, 0);
  fflush(stdout);
  *(volatile int *)8 = 0;
  return 0;
}
