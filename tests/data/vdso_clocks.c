/* Clocks read through the vDSO and through the system call, across a sleep, a fork
 * and a child's run: each read is at least the one before it, whichever way it was
 * made and by whichever process. Prints 1 for each property that holds. */
#define _GNU_SOURCE
#include <elf.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>
#include <sched.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long ns(struct timespec t) { return t.tv_sec * 1000000000LL + t.tv_nsec; }
static long long vdso(clockid_t c) { struct timespec t; clock_gettime(c, &t); return ns(t); }
static long long sys(clockid_t c) { struct timespec t; syscall(SYS_clock_gettime, c, &t); return ns(t); }

int main(void) {
    const unsigned char *ehdr = (const unsigned char *)getauxval(AT_SYSINFO_EHDR);
    printf("ehdr: %d\n", ehdr && memcmp(ehdr, ELFMAG, SELFMAG) == 0);
    int ordered = 1;
    long long last = 0;
    for (int i = 0; i < 8; i++) {
        long long a = vdso(CLOCK_MONOTONIC), b = sys(CLOCK_MONOTONIC);
        ordered &= last <= a && a <= b;
        last = b;
    }
    printf("ordered: %d\n", ordered);
    long long real = vdso(CLOCK_REALTIME) - vdso(CLOCK_MONOTONIC);
    long long real_sys = sys(CLOCK_REALTIME) - sys(CLOCK_MONOTONIC);
    printf("same_offset: %d\n", real / 1000000 == real_sys / 1000000);
    long long before = vdso(CLOCK_MONOTONIC);
    struct timespec one = {1, 0};
    nanosleep(&one, 0);
    printf("slept: %d\n", vdso(CLOCK_MONOTONIC) - before >= 1000000000LL);
    before = vdso(CLOCK_MONOTONIC);
    int fds[2];
    pipe(fds);
    pid_t pid = fork();
    if (pid == 0) {
        long long c = vdso(CLOCK_MONOTONIC);
        nanosleep(&one, 0);
        long long d = vdso(CLOCK_MONOTONIC);
        write(fds[1], &d, sizeof d);
        _exit(c >= before && d - c >= 1000000000LL ? 0 : 1);
    }
    int status;
    waitpid(pid, &status, 0);
    long long child_last = 0;
    read(fds[0], &child_last, sizeof child_last);
    printf("child: %d\n", WIFEXITED(status) && WEXITSTATUS(status) == 0);
    printf("after_child: %d\n", vdso(CLOCK_MONOTONIC) >= child_last);
    time_t t = time(0);
    struct timeval tv;
    gettimeofday(&tv, 0);
    printf("time_matches: %d\n", tv.tv_sec - t <= 1 && tv.tv_sec >= t);
    printf("cpu: %d\n", sched_getcpu());
    return 0;
}
