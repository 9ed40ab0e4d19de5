/* The bpftrace trials' program: a function called with arguments 0..9, its return
 * values, a string argument, a recursive function and a call through a pointer. */
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) int twice(int x) { return x * 2; }
__attribute__((noinline)) long add3(long a, long b, long c) { return a + b + c; }
__attribute__((noinline)) int greet(const char *who) { return printf("hello %s\n", who); }
/* The string on the stack: bpftrace's str() cannot fault a page in, and a literal in a
 * page of .rodata nothing touched yet reads as "" natively. */
__attribute__((noinline)) int greet_copy(const char *who) {
    char buf[32];
    strncpy(buf, who, sizeof buf - 1);
    buf[sizeof buf - 1] = 0;
    return greet(buf);
}
__attribute__((noinline)) int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
__attribute__((noinline)) int neg(int x) { return -x; }

int main(void) {
    long s = 0;
    for (int i = 0; i < 10; i++) s += twice(i);
    s += add3(1, 2, 3);
    greet_copy("world");
    greet_copy("bpftrace");
    s += depth(5);
    for (int i = 0; i < 3; i++) s += neg(i * 100);
    int (*fp)(int) = twice;
    s += fp(21);
    printf("sum %ld\n", s);
    return 0;
}
