/* Frames the kernel refuses: a handler installed without SA_RESTORER (x86-64 has no
 * default restorer, so the frame cannot be built: force_sigsegv), and with an argument,
 * rt_sigreturn on a stack that holds no frame (signal_fault: SIGSEGV). Before either,
 * SA_UNSUPPORTED reads back clear (flag-bit probing, 5.11+). */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

struct ksigaction {
  void (*handler)(int);
  unsigned long flags;
  void (*restorer)(void);
  unsigned long mask;
};

static void h(int s) { printf("handler ran\n"); }

int main(int argc, char **argv) {
  struct ksigaction ka = {h, 0x400 /* SA_UNSUPPORTED */, 0, 0}, old;
  long r = syscall(SYS_rt_sigaction, SIGUSR1, &ka, 0, 8);
  r |= syscall(SYS_rt_sigaction, SIGUSR1, 0, &old, 8);
  printf("set %ld flags read back %#lx\n", r, old.flags);
  fflush(stdout);
  if (argc > 1) {
    __asm__ volatile("mov $0x10, %%rsp\n\tmov $15, %%eax\n\tsyscall" ::: "memory");
  }
  syscall(SYS_kill, getpid(), SIGUSR1);
  printf("not reached\n");
  return 0;
}
