/* The system calls of tests/it/syscalls.rs: each line is `name: value`, values the
 * test checks against the simulated kernel's documented behaviour. Built with
 * `cc -static` at test time (glibc; with musl where musl-gcc exists). */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#ifdef __GLIBC__
#include <sys/rseq.h>
#endif
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long ns(struct timespec t) { return t.tv_sec * 1000000000L + t.tv_nsec; }
static long raw(long r) { return r < 0 ? -errno : r; }

int main(void) {
    struct timespec a, b, c;
    /* Clocks. */
    clock_gettime(CLOCK_REALTIME, &a);
    printf("realtime_sec: %ld\n", (long)a.tv_sec);
    clock_gettime(CLOCK_MONOTONIC, &a);
    printf("monotonic_sec: %ld\n", (long)a.tv_sec);
    struct timespec req = {1, 500000000};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c);
    nanosleep(&req, NULL);
    clock_gettime(CLOCK_MONOTONIC, &b);
    printf("slept_ns_at_least: %d\n", ns(b) - ns(a) >= 1500000000L);
    struct timespec c2;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c2);
    printf("cputime_excludes_sleep: %d\n", ns(c2) - ns(c) < 1000000000L);
    clock_gettime(CLOCK_MONOTONIC_COARSE, &a);
    printf("coarse_on_tick: %d\n", ns(a) % 4000000 == 0);
    clock_getres(CLOCK_MONOTONIC_COARSE, &a);
    printf("coarse_res_ns: %ld\n", ns(a));
    clock_getres(CLOCK_MONOTONIC, &a);
    printf("res_ns: %ld\n", ns(a));
    printf("bad_clock: %ld\n", raw(syscall(SYS_clock_gettime, 99, &a)));
    struct timespec bad = {0, 1000000000L};
    printf("bad_timespec: %ld\n", raw(syscall(SYS_nanosleep, &bad, NULL)));
    clock_gettime(CLOCK_MONOTONIC, &a);
    struct timespec until = {a.tv_sec + 2, a.tv_nsec};
    clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &until, NULL);
    clock_gettime(CLOCK_MONOTONIC, &b);
    printf("abs_sleep_reached: %d\n", ns(b) >= ns(until));
    struct timeval tv;
    gettimeofday(&tv, NULL);
    time_t t = time(NULL);
    printf("time_matches_gettimeofday: %d\n", t - tv.tv_sec >= 0 && t - tv.tv_sec <= 1);

    /* wait4: the pid is an int; -1 as 0xffffffff is any child. */
    for (int i = 0; i < 3; i++)
        if (fork() == 0) _exit(20 + i);
    int st = 0, sum = 0, n = 0;
    long w = syscall(SYS_wait4, 0xffffffffUL, &st, 0, NULL);
    if (w > 0) { sum += WEXITSTATUS(st); n++; }
    while ((w = waitpid(-1, &st, 0)) > 0) { sum += WEXITSTATUS(st); n++; }
    printf("reaped: %d sum %d\n", n, sum);
    printf("wait_no_child: %ld\n", raw(waitpid(-1, &st, 0)));
    printf("wait_bad_options: %ld\n", raw(syscall(SYS_wait4, -1L, &st, 0x100L, NULL)));
    if (fork() == 0) _exit(7);
    printf("wait_group: %ld\n", raw(waitpid(0, &st, 0)) > 0 ? (long)WEXITSTATUS(st) : -1L);

    /* Limits. */
    struct rlimit rl;
    getrlimit(RLIMIT_STACK, &rl);
    printf("stack: %lu %d\n", (unsigned long)rl.rlim_cur, rl.rlim_max == RLIM_INFINITY);
    getrlimit(RLIMIT_NOFILE, &rl);
    printf("nofile: %lu %lu\n", (unsigned long)rl.rlim_cur, (unsigned long)rl.rlim_max);
    rl.rlim_cur = 256;
    printf("setrlimit: %ld\n", raw(setrlimit(RLIMIT_NOFILE, &rl)));
    struct rlimit old;
    printf("prlimit: %ld\n", raw(prlimit(0, RLIMIT_NOFILE, NULL, &old)));
    printf("nofile_now: %lu\n", (unsigned long)old.rlim_cur);
    rl.rlim_cur = 10; rl.rlim_max = 5;
    printf("cur_above_max: %ld\n", raw(setrlimit(RLIMIT_NOFILE, &rl)));
    printf("bad_resource: %ld\n", raw(syscall(SYS_getrlimit, 16, &rl)));
    printf("resource_as_uint: %ld\n", raw(syscall(SYS_getrlimit, 0x100000003UL, &rl)));

    /* mremap through realloc, then directly. */
    char *p = malloc(1 << 20);
    memset(p, 7, 1 << 20);
    for (int i = 2; i <= 32; i *= 2) p = realloc(p, (size_t)i << 20);
    int same = 1;
    for (long i = 0; i < (1 << 20); i++) same &= p[i] == 7;
    printf("realloc_kept: %d\n", same);
    free(p);
    char *m = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    m[0] = 'a';
    m[2 * 4096] = 'c';
    char *s = mremap(m, 3 * 4096, 4096, 0);
    printf("shrink_in_place: %d\n", s == m);
    char *f = mmap(NULL, 2 * 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    char *moved = mremap(s, 4096, 2 * 4096, MREMAP_MAYMOVE | MREMAP_FIXED, f);
    printf("fixed_move: %d %c\n", moved == f, moved[0]);
    printf("fixed_needs_maymove: %ld\n", raw((long)mremap(moved, 4096, 4096, MREMAP_FIXED, m)));
    printf("bad_flags: %ld\n", raw((long)mremap(moved, 4096, 4096, 8)));
    printf("unmapped_old: %ld\n", raw((long)mremap(m, 4096, 8192, MREMAP_MAYMOVE)));
    moved[4096] = 'z';
    long dn = raw(madvise(moved, 2 * 4096, MADV_DONTNEED));
    printf("madvise_dontneed: %ld %d %d\n", dn, moved[0], moved[4096]);
    printf("madvise_bad: %ld\n", raw(madvise(moved, 4096, 77)));
    printf("madvise_hole: %ld\n", raw(madvise(m, 4 * 4096, MADV_WILLNEED)));

    /* Process attributes. */
    char name[16] = {0};
    prctl(PR_SET_NAME, "renamed-task-with-long-name");
    prctl(PR_GET_NAME, name);
    printf("name: %s\n", name);
    printf("prctl_unknown: %ld\n", raw(prctl(9999, 0, 0, 0, 0)));
    char *anon = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    printf("set_vma_name: %ld\n", raw(prctl(0x53564d41, 0, (unsigned long)anon, 4096, "probesim test")));
    printf("set_vma_bad_name: %ld\n", raw(prctl(0x53564d41, 0, (unsigned long)anon, 4096, "a$b")));
    printf("cpu: %d\n", sched_getcpu());
    cpu_set_t set;
    long aff = raw(sched_getaffinity(0, sizeof set, &set));
    printf("affinity: %ld %d %d\n", aff, CPU_COUNT(&set), CPU_ISSET(0, &set));
    printf("affinity_raw: %ld\n", raw(syscall(SYS_sched_getaffinity, 0, 128, &set)));
    printf("affinity_bad_len: %ld\n", raw(syscall(SYS_sched_getaffinity, 0, 3, &set)));
    struct sysinfo si;
    sysinfo(&si);
    printf("sysinfo: up %d ram %lu procs %u unit %u\n", si.uptime >= 100, si.totalram, si.procs, si.mem_unit);
    uid_t r, e, sv;
    getresuid(&r, &e, &sv);
    printf("ids: %u %u %u %u %u %u\n", getuid(), geteuid(), getgid(), getegid(), r + e + sv, (unsigned)getppid() > 0);
    printf("pgrp_is_pid: %d\n", getpgrp() == getpid() && getpgid(0) == getpid());
    printf("setsid_leader: %ld\n", raw(setsid()));
    printf("getsid_other: %ld\n", raw(getsid(12345)));
    printf("setpgid_self: %ld\n", raw(setpgid(0, 0)));
    void *head; size_t len;
    long rb = raw(syscall(SYS_get_robust_list, 0, &head, &len));
    printf("robust: %ld %zu %d\n", rb, len, head != NULL);
    printf("robust_bad_len: %ld\n", raw(syscall(SYS_set_robust_list, head, 8)));

#ifdef __GLIBC__
    /* rseq: glibc registered its area at startup (at least 32 bytes). */
    struct rseq *rs = (struct rseq *)((char *)__builtin_thread_pointer() + __rseq_offset);
    unsigned int rlen = __rseq_size < 32 ? 32 : __rseq_size;
    printf("rseq_registered: %d cpu %d\n", __rseq_size > 0, (int)rs->cpu_id);
    printf("rseq_again: %ld\n", raw(syscall(SYS_rseq, rs, rlen, 0, 0x53053053)));
    printf("rseq_other_sig: %ld\n", raw(syscall(SYS_rseq, rs, rlen, 0, 0x12345678)));
    printf("rseq_other_area: %ld\n", raw(syscall(SYS_rseq, (char *)rs + 64, rlen, 0, 0x53053053)));
#endif

    /* int arguments: only the low 32 bits count. */
    unsigned long fs = 0;
    long ap = raw(syscall(SYS_arch_prctl, 0x100001003UL, &fs));
    printf("arch_prctl_int: %ld %d\n", ap, fs != 0);
    printf("getrandom_flags_int: %ld\n", raw(syscall(SYS_getrandom, &fs, 8, 0x100000000UL)));
    printf("getrandom_bad_flags: %ld\n", raw(syscall(SYS_getrandom, &fs, 8, 6)));
    fflush(stdout);
    printf("write_fd_int: %ld\n", raw(syscall(SYS_write, 0x100000001UL, "", 0)));
    return 0;
}
