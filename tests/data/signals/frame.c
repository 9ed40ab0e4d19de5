/* The signal frame as a handler sees it: uc_flags, the FPU state with its XSAVE magic
 * words, alignment, the red zone, the saved registers, the handler's fresh FPU state and
 * the interrupted code's SSE registers restored by rt_sigreturn. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

static volatile uintptr_t sp_at_kill;
static volatile int results[16];

static void handler(int sig, siginfo_t *si, void *ucv) {
  ucontext_t *uc = ucv;
  uintptr_t here = (uintptr_t)__builtin_frame_address(0);
  uintptr_t frame = (uintptr_t)ucv - 8; /* &rt_sigframe: pretcode precedes uc */
  uint8_t *fp = (uint8_t *)uc->uc_mcontext.fpregs;
  uint32_t magic1, xsize, magic2;
  unsigned mxcsr;
  memcpy(&magic1, fp + 464, 4);
  memcpy(&xsize, fp + 468, 4);
  memcpy(&magic2, fp + xsize - 4, 4);
  __asm__ volatile("stmxcsr %0" : "=m"(mxcsr));
  results[0] = sig;
  results[1] = (int)uc->uc_flags;
  results[2] = magic1 == 0x46505853;
  results[3] = magic2 == 0x46505845;
  results[4] = ((uintptr_t)fp & 63) == 0;
  results[5] = (frame & 15) == 8;
  results[6] = frame + 440 <= (uintptr_t)fp;
  results[7] = (uintptr_t)fp + xsize <= uc->uc_mcontext.gregs[REG_RSP] - 128;
  results[8] = (char *)si == (char *)ucv + 304;
  results[9] = mxcsr == 0x1f80;
  results[10] = uc->uc_mcontext.gregs[REG_R12] == 0x1212121212121212LL;
  results[11] = (int)((uc->uc_mcontext.gregs[REG_CSGSFS] & 0xffff) == 0x33);
  results[12] = here < frame;
  results[13] = uc->uc_stack.ss_flags;
  results[14] = sigismember(&uc->uc_sigmask, SIGUSR2);
  /* clobber the SSE state: rt_sigreturn must give the interrupted code its own back */
  __asm__ volatile("pxor %%xmm0, %%xmm0\n\tpcmpeqd %%xmm1, %%xmm1\n\tpcmpeqd %%xmm8, %%xmm8" ::: "xmm0", "xmm1", "xmm8");
  unsigned weird = 0x1f80 | 0x6000; /* round toward zero */
  __asm__ volatile("ldmxcsr %0" ::"m"(weird));
}

int main(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = handler;
  sa.sa_flags = SA_SIGINFO;
  sigemptyset(&sa.sa_mask);
  sigaddset(&sa.sa_mask, SIGUSR2);
  sigaction(SIGUSR1, &sa, 0);
  unsigned long long x0[2] = {0x0123456789abcdefULL, 0xfedcba9876543210ULL}, x8[2] = {7, 9}, y0[2], y8[2];
  unsigned m0, m1;
  __asm__ volatile("stmxcsr %0" : "=m"(m0));
  long pid = getpid(), r;
  register long r12 __asm__("r12") = 0x1212121212121212LL;
  __asm__ volatile("movdqu %[a], %%xmm0\n\tmovdqu %[b], %%xmm8\n\t"
                   "syscall\n\t"
                   "movdqu %%xmm0, %[c]\n\tmovdqu %%xmm8, %[d]"
                   : "=a"(r), [c] "=m"(y0), [d] "=m"(y8)
                   : "a"(62L), "D"(pid), "S"((long)SIGUSR1), "r"(r12), [a] "m"(x0), [b] "m"(x8)
                   : "rcx", "r11", "xmm0", "xmm8", "memory");
  __asm__ volatile("stmxcsr %0" : "=m"(m1));
  for (int i = 0; i < 15; i++) printf("%d ", results[i]);
  printf("\nkill=%ld xmm0 %d xmm8 %d mxcsr %d\n", r, memcmp(x0, y0, 16) == 0, memcmp(x8, y8, 16) == 0, m0 == m1);
  return 0;
}
