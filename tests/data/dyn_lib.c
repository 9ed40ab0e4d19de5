/* A shared library for dyn_main.c: probed before the program maps it. */
#include <stdio.h>

__attribute__((noinline)) int lib_square(int x) {
    return x * x;
}

__attribute__((noinline)) int lib_sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += lib_square(i);
    return s;
}
