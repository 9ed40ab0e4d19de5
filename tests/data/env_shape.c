/* A program whose output does not depend on time, CPU or host: it prints whether the
 * clocks behave like clocks, the exit codes waitpid(-1) collects, the stack limit, and
 * whether realloc of big blocks (mremap in glibc) keeps their contents. tests/real runs
 * it under the simulator and natively and compares stdout, exit and hits. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long ns(struct timespec t) { return t.tv_sec * 1000000000L + t.tv_nsec; }

__attribute__((noinline)) long work(long n) {
    volatile long x = 0;
    for (long i = 0; i < n; i++) x += i;
    return x;
}

int main(void) {
    struct timespec a, b, r;
    clock_gettime(CLOCK_MONOTONIC, &a);
    work(200000);
    clock_gettime(CLOCK_MONOTONIC, &b);
    long d = ns(b) - ns(a);
    printf("monotonic advanced and below 10 s: %d\n", d > 0 && d < 10000000000L);
    clock_gettime(CLOCK_REALTIME, &a);
    printf("realtime after 2023 and before 2100: %d\n", a.tv_sec > 1700000000L && a.tv_sec < 4102444800L);
    time_t t = time(NULL);
    printf("time() within a second of realtime: %d\n", t - a.tv_sec >= 0 && t - a.tv_sec <= 1);
    struct timeval tv;
    gettimeofday(&tv, NULL);
    printf("gettimeofday usec in range: %d\n", tv.tv_usec >= 0 && tv.tv_usec < 1000000);
    clock_getres(CLOCK_MONOTONIC, &r);
    printf("monotonic resolution at most 1 us: %d\n", r.tv_sec == 0 && r.tv_nsec > 0 && r.tv_nsec <= 1000);
    struct timespec s = {0, 2000000};
    clock_gettime(CLOCK_MONOTONIC, &a);
    nanosleep(&s, NULL);
    clock_gettime(CLOCK_MONOTONIC, &b);
    printf("nanosleep(2 ms) took at least 2 ms: %d\n", ns(b) - ns(a) >= 2000000);

    fflush(stdout);
    for (int i = 0; i < 4; i++)
        if (fork() == 0) _exit(3 + i);
    int st, sum = 0, n = 0;
    while (waitpid(-1, &st, 0) > 0)
        if (WIFEXITED(st)) { sum += WEXITSTATUS(st); n++; }
    printf("waitpid(-1) reaped %d children, exit codes summing to %d\n", n, sum);

    struct rlimit rl;
    getrlimit(RLIMIT_STACK, &rl);
    printf("RLIMIT_STACK soft %lu MiB\n", (unsigned long)rl.rlim_cur >> 20);

    char *p = malloc(1 << 20);
    memset(p, 0x5a, 1 << 20);
    for (int i = 2; i <= 64; i *= 2) {
        p = realloc(p, (size_t)i << 20);
        p[((size_t)i << 20) - 1] = 1;
    }
    int same = 1;
    for (long i = 0; i < (1 << 20); i++) same &= p[i] == 0x5a;
    printf("realloc to 64 MiB kept the first MiB: %d\n", same);
    free(p);
    return 5;
}
