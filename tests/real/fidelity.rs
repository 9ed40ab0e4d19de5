//! Instructions and system call entry details where the simulator once differed from
//! Linux, each a small C guest built at test time and compared with the real kernel
//! (exit, stdout, hits): `icebp`, `sysenter`, user-mode `iretq`, the 32-bit system call
//! number, and `mprotect` of the `[uprobes]` page. (`EFLAGS.AC` is a documented
//! difference: the engine checks no alignment.)

use libtest_mimic::{Failed, Trial};

use probesim::diff;
use probesim::session::RunRequest;
use probesim::target::Target;

use crate::contain::compile_c;

/// The signal handler the guests share: prints the signal, its code, where `si_addr` and
/// the interrupted rip are relative to the labels `at` and `after`, then resumes at
/// `after`.
const HANDLER_C: &str = r#"
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>
#include <sys/syscall.h>
extern char at[], after[];
static void on_signal(int sig, siginfo_t *si, void *uc_) {
    ucontext_t *uc = uc_;
    long rip = uc->uc_mcontext.gregs[REG_RIP];
    char addr[32] = "0";
    if (si->si_addr) snprintf(addr, sizeof addr, "at%+ld", (long)((char *)si->si_addr - at));
    printf("sig %d code %d addr %s rip at%+ld trapno %lld err %lld\n", sig, si->si_code, addr, (long)((char *)rip - at),
           (long long)uc->uc_mcontext.gregs[REG_TRAPNO], (long long)uc->uc_mcontext.gregs[REG_ERR]);
    uc->uc_mcontext.gregs[REG_RIP] = (long)after;
}
static void handle(int sig) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_signal;
    sa.sa_flags = SA_SIGINFO;
    sigaction(sig, &sa, 0);
}
"#;

/// `icebp` (0xf1), handled then unhandled: SIGTRAP (`TRAP_BRKPT`), reported after it.
const ICEBP_C: &str = r#"
int main(int argc, char **argv) {
    handle(SIGTRAP);
    __asm__ volatile(".globl at, after\nat: .byte 0xf1\nafter: nop");
    printf("resumed\n");
    fflush(stdout);
    signal(SIGTRAP, SIG_DFL);
    __asm__ volatile(".byte 0xf1");
    return 0;
}
"#;

/// `sysenter` in 64-bit mode, handled then unhandled.
const SYSENTER_C: &str = r#"
int main(void) {
    handle(SIGILL);
    __asm__ volatile(".globl at, after\nat: sysenter\nafter: nop" ::: "memory");
    printf("resumed\n");
    fflush(stdout);
    signal(SIGILL, SIG_DFL);
    __asm__ volatile("mov $60, %%eax\nmov $3, %%edi\nsysenter" ::: "memory");
    return 0;
}
"#;

/// A user-mode `iretq` to a label with other flags (CF set, then clear) and another
/// stack, then to a non-canonical rip (#GP: SIGSEGV, handled), then with a bad CS.
const IRETQ_C: &str = r#"
static char stack[4096] __attribute__((aligned(16)));
static unsigned long iret_to(unsigned long rip, unsigned long cs, unsigned long flags, unsigned long sp) {
    unsigned long got_sp, got_flags;
    __asm__ volatile(
        "mov %%ss, %%eax\n push %%rax\n push %[sp]\n push %[flags]\n push %[cs]\n push %[rip]\n"
        ".globl at, after\nat: iretq\n"
        "back: mov %%rsp, %[got_sp]\n pushfq\n pop %[got_flags]\n"
        "after: nop\n"
        : [got_sp] "=&r"(got_sp), [got_flags] "=&r"(got_flags)
        : [rip] "r"(rip), [cs] "r"(cs), [flags] "r"(flags), [sp] "r"(sp)
        : "rax", "memory", "cc");
    return got_flags & 0xfff;
}
extern char back[];
int main(void) {
    unsigned long cs;
    __asm__ volatile("mov %%cs, %0" : "=r"(cs));
    unsigned long save;
    __asm__ volatile("mov %%rsp, %0" : "=r"(save));
    for (int cf = 0; cf < 2; cf++) {
        unsigned long sp = (unsigned long)(stack + sizeof stack - 64);
        unsigned long got;
        /* Returns on the other stack, which then goes back to ours. */
        __asm__ volatile(
            "mov %%rsp, %%r12\n"
            "mov %%ss, %%eax\n push %%rax\n push %[sp]\n pushfq\n orq %[cf], (%%rsp)\n push %[cs]\n"
            "lea 1f(%%rip), %%rax\n push %%rax\n iretq\n"
            "1: pushfq\n pop %[got]\n mov %%rsp, %%rax\n mov %%r12, %%rsp\n sub %[sp], %%rax\n or %%rax, %[got]\n"
            : [got] "=&r"(got)
            : [sp] "r"(sp), [cf] "r"((unsigned long)cf), [cs] "r"(cs)
            : "rax", "r12", "memory", "cc");
        printf("cf %d: flags&1=%lu sp-delta=%lu\n", cf, got & 1, got & ~0xfffUL);
    }
    handle(SIGSEGV);
    iret_to(0x8000000000000000UL, cs, 0x202, save - 256);
    printf("non-canonical: handled\n");
    fflush(stdout);
    signal(SIGSEGV, SIG_DFL);
    iret_to((unsigned long)back, 0x23 + 0x100, 0x202, save - 256);
    return 0;
}
"#;

/// The number in rax is an `int`: high bits are dropped, -1 is -ENOSYS.
const SYSCALL_NR_C: &str = r#"
static long raw(unsigned long nr, long a, long b, long c) {
    long ret;
    __asm__ volatile("syscall" : "=a"(ret) : "a"(nr), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return ret;
}
int main(void) {
    extern char at[], after[];
    (void)at; (void)after;
    printf("getpid high bits: %d\n", raw(0x100000000UL | SYS_getpid, 0, 0, 0) == getpid());
    printf("getpid all high bits: %d\n", raw(0xffffffff00000000UL | SYS_getpid, 0, 0, 0) == getpid());
    printf("-1: %ld\n", raw(0xffffffffUL, 0, 0, 0));
    printf("0x7fffffff: %ld\n", raw(0x7fffffffUL, 0, 0, 0));
    fflush(stdout);
    raw(0x500000000UL | SYS_write, 1, (long)"written\n", 8);
    raw(0x100000000UL | SYS_exit_group, 7, 0, 0);
    return 1;
}
__asm__(".globl at, after\nat:\nafter:\n");
"#;

/// `mprotect` of the `[uprobes]` XOL page (there once a probe on `step` has been
/// single-stepped out of line): its answer, and that the probe still works after.
const MPROTECT_XOL_C: &str = r#"
#include <sys/mman.h>
__attribute__((noinline)) long step(long x) {
    long r;
    __asm__ volatile("mov %1, %0\n add $1, %0" : "=r"(r) : "r"(x)); /* mov: stepped out of line */
    return r;
}
int main(void) {
    extern char at[], after[];
    (void)at; (void)after;
    long s = step(1);
    FILE *f = fopen("/proc/self/maps", "r");
    char line[512];
    unsigned long lo = 0, hi = 0;
    while (f && fgets(line, sizeof line, f))
        if (strstr(line, "[uprobes]")) sscanf(line, "%lx-%lx", &lo, &hi);
    if (!lo) { printf("no [uprobes] page\n"); return 1; }
    for (int prot = 0; prot < 8; prot++) {
        int r = mprotect((void *)lo, hi - lo, prot);
        printf("prot %d: %d %s\n", prot, r, r ? strerror(errno) : "ok");
        mprotect((void *)lo, hi - lo, PROT_READ | PROT_EXEC);
    }
    printf("munmap-less: step %ld\n", step(s));
    return 0;
}
__asm__(".globl at, after\nat:\nafter:\n");
"#;

/// Runs `source` (after [`HANDLER_C`]) natively and in the simulator with `probes`
/// (specs, `PATH` standing for the guest's path), and wants no difference and the simulator's stdout
/// `want`.
fn compare(name: &str, source: &str, probes: &[&str], want: &str) -> Result<(), Failed> {
    let full = format!("{HANDLER_C}\n#include <errno.h>\n{source}");
    let (_dir, guest) = compile_c(name, &full)?;
    let path = guest.display().to_string();
    let probes = probes.iter().map(|p| p.replace("PATH", &path)).collect();
    let req = RunRequest::new(Target::parse(&path).map_err(|e| e.to_string())?, probes);
    let d = diff::run(&req).map_err(|e| format!("{name}: {e}"))?;
    if !d.differences.is_empty() {
        return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
    }
    if d.sim.stdout != want {
        return Err(format!("{name}: stdout {:?}, expected {want:?}", d.sim.stdout).into());
    }
    Ok(())
}

/// The trials, ignored where real uprobes are unavailable.
pub fn trials(unavailable: bool) -> Vec<Trial> {
    let list: [(&str, fn() -> Result<(), Failed>); 5] = [
        ("icebp_is_sigtrap", || {
            compare("icebp", ICEBP_C, &[], "sig 5 code 1 addr at+1 rip at+1 trapno 1 err 0\nresumed\n")
        }),
        ("sysenter_is_sigill", || {
            compare("sysenter", SYSENTER_C, &[], "sig 4 code 2 addr at+0 rip at+0 trapno 6 err 0\nresumed\n")
        }),
        ("user_iretq_returns", || {
            compare(
                "iretq",
                IRETQ_C,
                &[],
                "cf 0: flags&1=0 sp-delta=0\ncf 1: flags&1=1 sp-delta=0\n\
                 sig 11 code 128 addr at+-4198400 rip at+0 trapno 13 err 0\nnon-canonical: handled\n",
            )
        }),
        ("syscall_number_is_32_bits", || {
            compare(
                "syscall_nr",
                SYSCALL_NR_C,
                &[],
                "getpid high bits: 1\ngetpid all high bits: 1\n-1: -38\n0x7fffffff: -38\nwritten\n",
            )
        }),
        ("mprotect_of_the_xol_page", || {
            compare("mprotect_xol", MPROTECT_XOL_C, &["uretprobe:PATH:step"], "")
        }),
    ];
    list.into_iter().map(|(name, f)| Trial::test(format!("fidelity::{name}"), f).with_ignored_flag(unavailable)).collect()
}
