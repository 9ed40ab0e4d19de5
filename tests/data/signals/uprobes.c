/* The uprobe interplay: a uretprobed function interrupted by a handler that calls it
 * again (return instances pending while the handler runs), siglongjmp out of a SIGSEGV
 * handler with instances pending (then the stale-instance cleanup), a fault in a probed
 * instruction stepped out of line (reported at the original address), and a signal
 * raised by a probed `syscall` during its single-step (deferred to its end; `seen`
 * says whether the frame's ip is just after the original `syscall`: the step of a
 * `syscall` ends one instruction late, after what the XOL slot holds past it). */
#define _GNU_SOURCE
#include <signal.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <ucontext.h>
#include <sys/syscall.h>
static sigjmp_buf jb;
static volatile int hdepth;
extern char fault_insn[], sc_insn[];
__attribute__((noinline)) int work(int n);
static void usr1(int s) { if (hdepth++ < 3) work(100 + hdepth); }
__attribute__((noinline)) int work(int n) {
  if (n < 3) raise(SIGUSR1);
  __asm__ volatile("" ::: "memory");
  return n + 1;
}
__attribute__((noinline)) long faulty(long *p) {
  long v;
  __asm__ volatile(".globl fault_insn\nfault_insn: mov (%1), %0" : "=r"(v) : "r"(p) : "memory");
  return v;
}
__attribute__((noinline)) long rawkill(int sig) {
  long r;
  long pid = getpid();
  __asm__ volatile(".globl sc_insn\nsc_insn: syscall" : "=a"(r) : "a"(62L), "D"(pid), "S"((long)sig) : "rcx", "r11", "memory");
  return r;
}
static void segv(int s, siginfo_t *si, void *ucv) {
  ucontext_t *uc = ucv;
  printf("segv at_insn=%d addr=%lx\n", (char *)uc->uc_mcontext.gregs[REG_RIP] == fault_insn, (unsigned long)si->si_addr);
  siglongjmp(jb, 1);
}
static volatile int usr2seen;
static void usr2(int s, siginfo_t *si, void *ucv) {
  ucontext_t *uc = ucv;
  usr2seen = ((char *)uc->uc_mcontext.gregs[REG_RIP] == sc_insn + 2) ? 1 : 2;
}
__attribute__((noinline)) long deep(long *p, int n) { return n ? deep(p, n - 1) + 1 : faulty(p); }
int main(void) {
  struct sigaction sa; memset(&sa, 0, sizeof sa);
  sa.sa_handler = usr1; sigaction(SIGUSR1, &sa, 0);
  printf("work %d\n", work(1));
  printf("work %d\n", work(2));
  sa.sa_sigaction = segv; sa.sa_flags = SA_SIGINFO; sigaction(SIGSEGV, &sa, 0);
  for (int i = 0; i < 5; i++) {
    if (sigsetjmp(jb, 1) == 0) printf("v %ld\n", deep((long *)(0x100 + i * 8), 3));
    else printf("jumped %d\n", i);
  }
  long ok = 42; printf("deep ok %ld\n", deep(&ok, 2));
  sa.sa_sigaction = usr2; sigaction(SIGUSR2, &sa, 0);
  long rk = rawkill(SIGUSR2);
  printf("rawkill %ld seen %d\n", rk, usr2seen);
  return 0;
}
