/* Floating point as a program sees it from its first instruction: the x87 control word
 * saved and loaded again (as libm's rounding functions do: with the control word a
 * program starts with, which is Linux's 0x37f), printf of double and long double
 * (musl's printf computes with long double, so x87 precision shows), and a long double
 * product. (SSE exception flags are not here: the engine does not record them in MXCSR,
 * a difference of its QEMU base.) */
#include <stdio.h>

int main(void) {
    unsigned short cw;
    __asm__ volatile("fnstcw %0\n\tfldcw %0" : "=m"(cw));
    volatile double one = 1.0;
    volatile int n = 20;
    long double f = 1;
    for (int i = 2; i <= n; i++) f *= i;
    printf("%f %Lf %.0Lf\n", one / 3, (long double)one / 3, f);
    return 0;
}
