/* SIGTRAP to a handler: a bare int3 (SI_KERNEL, ip after it, trapno 3) and the user's
 * own single-stepping (TF set with popf; TRAP_TRACE each instruction, until the handler
 * clears TF in the frame). Run with a uprobe on `tf_insn`, the instruction stepped out of
 * line while the user's TF is set, whose step ends in the kernel's send_sig(SIGTRAP). */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>

extern char after_int3[];
static volatile int traps, steps, codes;

static void on_trap(int s, siginfo_t *si, void *ucv) {
  ucontext_t *uc = ucv;
  if (si->si_code == 0x80) {
    traps++;
    printf("int3 code %d at_after %d trapno %lld\n", si->si_code, (char *)uc->uc_mcontext.gregs[REG_RIP] == after_int3,
           (long long)uc->uc_mcontext.gregs[REG_TRAPNO]);
  } else {
    steps++;
    codes = codes * 10 + si->si_code;
    if (steps == 4) uc->uc_mcontext.gregs[REG_EFL] &= ~0x100L;
  }
}

int main(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_trap;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGTRAP, &sa, 0);
  __asm__ volatile("int3\n.globl after_int3\nafter_int3: nop");
  long v;
  __asm__ volatile("pushf\n\torq $0x100, (%%rsp)\n\tpopf\n\tnop\n\t"
                   ".globl tf_insn\ntf_insn: movq $5, %0\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop"
                   : "=r"(v)::"memory", "cc");
  printf("traps %d steps %d codes %d v %ld\n", traps, steps, codes, v);
  return 0;
}
