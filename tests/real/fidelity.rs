//! Instructions and system call entry details where the simulator once differed from
//! Linux, each a small C guest built at test time and compared with the real kernel
//! (exit, stdout, hits): `icebp`, `sysenter`, user-mode `iretq`, the 32-bit system call
//! number, `mprotect` of the `[uprobes]` page, and the FPU state and selectors a program
//! starts with (and the floats static glibc and musl programs print with it). (`EFLAGS.AC` is a
//! documented difference: the engine checks no alignment.)

use libtest_mimic::{Failed, Trial};

use probesim::diff;
use probesim::session::RunRequest;
use probesim::target::Target;

use crate::contain::{compile_asm, compile_c};

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
static int quiet_ip;
static void on_signal(int sig, siginfo_t *si, void *uc_) {
    ucontext_t *uc = uc_;
    long rip = uc->uc_mcontext.gregs[REG_RIP];
    char addr[32] = "0";
    if (si->si_addr) snprintf(addr, sizeof addr, "at%+ld", (long)((char *)si->si_addr - at));
    if (quiet_ip) { strcpy(addr, "-"); rip = (long)at; }
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

/// `icebp` (0xf1), handled then unhandled: SIGTRAP (`TRAP_BRKPT`, trap 1, error 0). Where
/// the frame's rip points is not compared: on hardware after the `icebp` (a trap, as the
/// simulator has it), but a KVM guest on AMD, as the oracle machine is, sees it at the
/// `icebp`; the handler resumes at `after` either way.
const ICEBP_C: &str = r#"
int main(int argc, char **argv) {
    quiet_ip = 1;
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

/// A user-mode `iretq` to a label on another stack with other flags (CF set): the exit
/// code says what it got (CF, and whether rsp is the new stack). One round: the
/// simulator carries out only a process's first `iretq` (see the kernel's `TrapHandler`
/// docs).
const IRETQ_S: &str = "
.globl _start
_start:
 xor %ebx, %ebx
 mov $1, %r12d
 lea stack_top(%rip), %rcx
 mov %ss, %eax
 push %rax
 push %rcx
 mov $0x202, %eax
 or %r12, %rax
 push %rax
 mov %cs, %eax
 push %rax
 lea 1f(%rip), %rax
 push %rax
 iretq
1:
 setc %al
 movzbl %al, %eax
 lea stack_top(%rip), %rcx
 cmp %rcx, %rsp
 sete %cl
 movzbl %cl, %ecx
 shl $1, %ecx
 or %ecx, %eax
 or %eax, %ebx
 mov $60, %eax
 mov %ebx, %edi
 syscall
.bss
.balign 16
 .skip 4096
stack_top:
";

/// Writes the rest of the page its data ends in: a data segment with no `.bss` has
/// `p_memsz == p_filesz`, so `elf_load()` zeroes nothing and the page shows the file's
/// bytes after the segment (here the symbol table), as `elf_map()` maps whole pages.
/// The simulator once copied only the segment's own bytes and showed zeros.
const DATA_PAGE_TAIL_S: &str = "
    .globl _start
    .text
_start:
    mov $1, %eax
    mov $1, %edi
    lea data_end(%rip), %rsi
    mov %rsi, %rdx
    neg %rdx
    and $0xfff, %rdx
    syscall
    mov $60, %eax
    xor %edi, %edi
    syscall
    .data
    .quad 1
data_end:
";

/// `f` is entered with its return address on a read-only page (written, then
/// `mprotect(PROT_READ)`), and returns without writing the stack: the uretprobe's
/// return-address hijack fails its `copy_to_user`, so no return instance is made (no
/// return hit), and the program runs on unharmed (exit 5); the entry uprobe hits.
const RO_STACK_S: &str = "
.globl _start, f
_start:
 mov $9, %eax
 xor %edi, %edi
 mov $4096, %esi
 mov $3, %edx
 mov $0x22, %r10d
 mov $-1, %r8
 xor %r9d, %r9d
 syscall
 mov %rax, %rbx
 lea back(%rip), %rcx
 mov %rcx, 4088(%rbx)
 mov $10, %eax
 mov %rbx, %rdi
 mov $4096, %esi
 mov $1, %edx
 syscall
 mov %rsp, %r12
 lea 4088(%rbx), %rsp
 jmp f
back:
 mov %r12, %rsp
 mov $60, %eax
 mov $5, %edi
 syscall
f:
 mov $1, %eax
 ret
";

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

/// Three divide errors in a row, each handled (the handler resumes past the `div`): each
/// is SIGFPE (`FPE_INTDIV`, trap 0). The engine once kept the first as the exception in
/// progress, which made the second a double fault (SIGSEGV) and the third a triple fault.
const DIVIDE_ERRORS_C: &str = r#"
__attribute__((noinline)) static void divide_by_zero(void) {
    __asm__ volatile("xor %%edx, %%edx\n mov $1, %%eax\n xor %%ecx, %%ecx\n"
                     ".globl at, after\nat: div %%rcx\nafter: nop" ::: "rax", "rcx", "rdx");
}
int main(void) {
    handle(SIGFPE);
    for (int i = 0; i < 3; i++) divide_by_zero();
    printf("resumed\n");
    return 0;
}
"#;

/// `mprotect` of the `[uprobes]` XOL page (the uretprobe on `step` returns through its
/// trampoline there) and of the 6.18 `[uprobes-trampoline]` page (the optimized nop5 at
/// `nop5site` calls into it), with every PROT combination: the answers, and that both
/// probes still work after.
const MPROTECT_XOL_C: &str = r#"#include <sys/mman.h>
static unsigned long xol;
__attribute__((noinline)) long step(long x) {
    xol = (unsigned long)__builtin_return_address(0);
    __asm__ volatile("" ::: "memory");
    return x + 1;
}
__attribute__((noinline)) void site(void) {
    __asm__ volatile(".globl nop5site\nnop5site: .byte 0x0f,0x1f,0x44,0x00,0x00");
}
extern unsigned char nop5site[];
static void try(const char *what, unsigned long page, int restore) {
    for (int prot = 0; prot < 8; prot++) {
        int r = mprotect((void *)page, 4096, prot);
        printf("%s prot %d: %s\n", what, prot, r ? strerror(errno) : "ok");
        mprotect((void *)page, 4096, restore);
    }
}
int main(void) {
    long s = step(1);
    for (int i = 0; i < 3; i++) site();
    printf("xol in text: %d\n", xol < 0x1000000);
    try("xol", xol & ~4095UL, PROT_EXEC);
    if (nop5site[0] == 0xe8) {
        int rel; memcpy(&rel, nop5site + 1, 4);
        unsigned long t = (unsigned long)nop5site + 5 + rel;
        try("tramp", t & ~4095UL, PROT_READ | PROT_EXEC);
    } else printf("nop5 site not optimized: %02x\n", nop5site[0]);
    site();
    printf("step %ld\n", step(s));
    return 0;
}
__asm__(".globl at, after\nat:\nafter:\n");
"#;

/// What the real kernel (6.18) answers: the XOL page may become only `PROT_NONE` or
/// `PROT_EXEC`; the trampoline page also `PROT_READ`; neither writable.
const MPROTECT_WANT: &str = "xol in text: 0
xol prot 0: ok\nxol prot 1: Permission denied\nxol prot 2: Permission denied\nxol prot 3: Permission denied
xol prot 4: ok\nxol prot 5: Permission denied\nxol prot 6: Permission denied\nxol prot 7: Permission denied
tramp prot 0: ok\ntramp prot 1: ok\ntramp prot 2: Permission denied\ntramp prot 3: Permission denied
tramp prot 4: ok\ntramp prot 5: ok\ntramp prot 6: Permission denied\ntramp prot 7: Permission denied
step 3
";

/// Runs `source` (after [`HANDLER_C`]) natively and in the simulator with `probes`
/// (specs, `PATH` standing for the guest's path), and wants no difference and the simulator's stdout
/// `want`.
fn compare(name: &str, source: &str, probes: &[&str], want: &str) -> Result<(), Failed> {
    let (_dir, guest) = compile_with_handler(name, source)?;
    compare_built(name, &guest, probes, want, None)
}

/// `source` after [`HANDLER_C`], built (the directory holds the guest).
fn compile_with_handler(name: &str, source: &str) -> Result<(tempfile::TempDir, std::path::PathBuf), Failed> {
    compile_c(name, &format!("{HANDLER_C}\n#include <errno.h>\n{source}"))
}

/// `guest` natively and in the simulator with `probes` (`PATH` standing for its path).
fn diff_built(name: &str, guest: &std::path::Path, probes: &[&str]) -> Result<diff::Diff, Failed> {
    let path = guest.display().to_string();
    let probes = probes.iter().map(|p| p.replace("PATH", &path)).collect();
    let req = RunRequest::new(Target::parse(&path).map_err(|e| e.to_string())?, probes);
    Ok(crate::diff_run(&req).map_err(|e| format!("{name}: {e}"))?)
}

/// [`compare`] for a built guest, also wanting the simulator's exit `exit` if given.
fn compare_built(
    name: &str,
    guest: &std::path::Path,
    probes: &[&str],
    want: &str,
    exit: Option<probesim::kernel::Exit>,
) -> Result<(), Failed> {
    let d = diff_built(name, guest, probes)?;
    if !d.differences.is_empty() {
        return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
    }
    if d.sim.stdout != want {
        return Err(format!("{name}: stdout {:?}, expected {want:?}", d.sim.stdout).into());
    }
    if exit.is_some() && d.sim.exit != exit {
        return Err(format!("{name}: exit {:?}, expected {exit:?}", d.sim.exit).into());
    }
    Ok(())
}

/// The host CPU's vendor (`vendor_id` of `/proc/cpuinfo`).
fn host_vendor() -> Option<String> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("vendor_id"))?;
    Some(line.split_once(':')?.1.trim().to_string())
}

/// `sysenter` on an Intel host, where 64-bit `sysenter` is no #UD: it enters the kernel's
/// compat entry (`entry_SYSENTER_compat`, `do_SYSENTER_32()`), which takes sp from rbp
/// and returns in 32-bit mode to the 32-bit vDSO's landing pad, which a 64-bit process
/// lacks: the process is killed by SIGSEGV before its handler prints anything. The
/// simulator gives the AMD answer (#UD, SIGILL), a known difference
/// (`kernel::Kernel`'s `TrapHandler` docs): the trial wants exactly these two answers.
fn sysenter_on_intel(sim_want: &str) -> Result<(), Failed> {
    let (_dir, guest) = compile_with_handler("sysenter", SYSENTER_C)?;
    let d = diff_built("sysenter", &guest, &[])?;
    let segv = Some(probesim::kernel::Exit::Signaled(probesim::abi::signal::Signal::Sigsegv));
    if d.real.exit != segv || !d.real.stdout.is_empty() {
        return Err(format!(
            "sysenter on an Intel host: expected SIGSEGV and no output, got {:?} and {:?}",
            d.real.exit, d.real.stdout
        )
        .into());
    }
    if d.sim.stdout != sim_want {
        return Err(format!("sysenter: simulator stdout {:?}, expected {sim_want:?}", d.sim.stdout).into());
    }
    Ok(())
}

/// `guest` natively and in the simulator, unprobed: no difference (output compared as
/// bytes), and the simulator's stdout is `want`.
fn compare_bytes(name: &str, guest: &std::path::Path, want: &[u8]) -> Result<(), Failed> {
    let d = diff_built(name, guest, &[])?;
    if !d.differences.is_empty() {
        return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
    }
    if d.sim.stdout_bytes() != want {
        return Err(format!("{name}: stdout {:02x?}, expected {want:02x?}", d.sim.stdout_bytes()).into());
    }
    Ok(())
}

/// `tests/data/thp_mmap.c`: where `mmap` places anonymous and file mappings that 6.18
/// may align to 2 MiB for transparent huge pages (`__get_unmapped_area()`,
/// `__thp_get_unmapped_area()`), printed modulo 2 MiB. The simulator once placed
/// every mapping at the top of the free space, and a Go program's heap `madvise` then
/// covered another range.
fn thp_aligned_mappings() -> Result<(), Failed> {
    // What the rules decide whatever else is mapped (the rest must agree with the host).
    const ALIGNED: [(&str, &str); 8] = [
        ("8M", "0"),
        ("2M none", "0"),
        ("4M stack", "0"),
        ("4M hint free", "0x1000"),
        ("file 3M", "0"),
        ("file shared", "0"),
        ("file off 2M", "0"),
        ("file off 4k", "0x1000"),
    ];
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("probesim-real-thp-mmap-{}", std::process::id()));
    crate::cbuild::build_into(crate::cbuild::Libc::Glibc, "thp_mmap.c", &["-O1"], &out)?;
    let path = out.display().to_string();
    let r = (|| -> Result<(), Failed> {
        let mut req = RunRequest::new(Target::parse(&path).map_err(|e| e.to_string())?, vec![]);
        // The program maps itself (argv[0], a host path).
        req.root = Some("/".into());
        let d = crate::diff_run(&req).map_err(|e| format!("thp_mmap: {e}"))?;
        if !d.differences.is_empty() {
            return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
        }
        for (what, want) in ALIGNED {
            let line = d.sim.stdout.lines().find(|l| l.get(..15).map(str::trim) == Some(what));
            if line.map(|l| l[15..].trim()) != Some(want) {
                return Err(format!("thp_mmap: {what}: {line:?}, expected {want}\n{}", d.sim.stdout).into());
            }
        }
        Ok(())
    })();
    let _ = std::fs::remove_file(&out);
    r
}

/// A program whose output and exit agree but whose system calls do not: `msync`, which
/// the simulator does not model (-ENOSYS) and Linux does (0). `diff --syscalls` names that
/// call as the first divergence, with the calls before it and what each side did next.
fn syscalls_planted_divergence() -> Result<(), Failed> {
    const PLANTED_C: &str = r#"
#include <sys/mman.h>
#include <unistd.h>
int main(void) {
    char *p = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    p[0] = 1;
    write(1, "before\n", 7);
    getpid();
    msync(p, 4096, MS_ASYNC); /* the planted divergence */
    write(1, "after\n", 6);
    return 0;
}
"#;
    let (_dir, guest) = compile_c("planted", PLANTED_C)?;
    let d = diff_built("planted", &guest, &[])?;
    let fail = |why: &str| -> Result<(), Failed> {
        let text = d.syscalls.as_ref().map(|s| s.text()).unwrap_or_default();
        Err(format!("{why}\n{}\n{text}", d.differences.join("\n")).into())
    };
    let [only] = d.differences.as_slice() else { return fail("want exactly one difference") };
    let Some(div) = d.syscalls.as_ref().and_then(|s| s.divergence.clone()) else { return fail("no divergence") };
    let first = |v: &[String]| v.first().cloned().unwrap_or_default();
    let (sim, host) = (first(&div.sim), first(&div.host));
    if !only.starts_with("syscalls: task 0 call #") || div.task != 0 {
        return fail("the difference is not task 0's syscalls");
    }
    if !(sim.starts_with("msync(") && sim.ends_with("= -38 (Function not implemented)")) {
        return fail("the simulator's side is not msync's -ENOSYS (msync modelled now? plant another call)");
    }
    if !(host.starts_with("msync(") && host.ends_with(", 4096, 1) = 0")) {
        return fail("the host's side is not msync returning 0");
    }
    let before = div.before.join("\n");
    if !(before.contains("write(1, ") && before.ends_with("getpid() = task 0")) || div.before.len() < 3 {
        return fail("the calls before it are not shown");
    }
    if !div.sim.get(1).is_some_and(|c| c.starts_with("write(1, ") && c.ends_with(", 6) = 6")) {
        return fail("what the simulator did next is not shown");
    }
    Ok(())
}

/// `tests/data/floats.c` built with `libc`, compared with the real kernel.
fn floats(libc: crate::cbuild::Libc) -> Result<(), Failed> {
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("probesim-real-floats-{libc:?}-{}", std::process::id()));
    crate::cbuild::build_into(libc, "floats.c", &["-O1"], &out)?;
    let r = compare_bytes("floats", &out, b"0.333333 0.333333 2432902008176640000\n");
    let _ = std::fs::remove_file(&out);
    r
}

/// A static glibc program's start-up and a `puts` (`tests/data/hello.c`), with a probe on
/// every variant the CPU model allows of glibc's IFUNC'd string and memory routines
/// (`__strlen_sse2`, `__memmove_ssse3`, `__strcmp_sse42`, …): the same variants are
/// called the same number of times as natively. (With no vDSO, `setup_vdso()`'s `strlen` and `memcpy` were
/// missing; with `/proc/self/exe` read as another path, `_dl_get_origin()`'s `mempcpy`.)
fn ifunc_calls_at_startup() -> Result<(), Failed> {
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("probesim-real-ifunc-calls-{}", std::process::id()));
    crate::cbuild::build_into(crate::cbuild::Libc::Glibc, "hello.c", &["-O1"], &out)?;
    let r = (|| -> Result<(), Failed> {
        let image = probesim::loader::Image::parse(std::fs::read(&out).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
        // Every variant the model's CPU features allow, of the routines start-up and
        // stdio use (a real uprobe costs the host about 0.2 s to open: all 160 variants
        // would take minutes).
        let families = ["strlen", "memmove", "memcpy", "mempcpy", "memset", "strchr", "strchrnul", "strnlen"];
        let families = families.into_iter().chain(["memchr", "rawmemchr", "strrchr", "strcmp", "strncmp"]);
        let families: Vec<&str> = families.chain(["stpcpy", "strcpy", "memcmp"]).collect();
        let mut names: Vec<&str> = image
            .symbols
            .iter()
            .filter(|s| s.is_func)
            .map(|s| s.name.as_str())
            .filter(|n| {
                let Some((family, variant)) = n.strip_prefix("__").and_then(|n| n.split_once('_')) else {
                    return false;
                };
                families.contains(&family) && ["sse2", "ssse3", "sse4"].iter().any(|v| variant.starts_with(v))
            })
            .collect();
        names.sort_unstable();
        names.dedup();
        if names.len() < 20 {
            return Err(format!("only {} variants found: {names:?}", names.len()).into());
        }
        let probes: Vec<String> = names.iter().map(|n| format!("uprobe:PATH:{n}")).collect();
        let probes: Vec<&str> = probes.iter().map(String::as_str).collect();
        let d = diff_built("ifunc_calls", &out, &probes)?;
        if !d.differences.is_empty() {
            return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
        }
        if d.sim.probes.iter().map(|p| p.hits).sum::<u64>() == 0 {
            return Err("no variant was called".into());
        }
        Ok(())
    })();
    let _ = std::fs::remove_file(&out);
    r
}

/// The trials, ignored where real uprobes are unavailable.
pub fn trials(unavailable: bool) -> Vec<Trial> {
    let list: [(&str, crate::Check); 14] = [
        ("ifunc_calls_at_startup", ifunc_calls_at_startup),
        ("thp_aligned_mappings", thp_aligned_mappings),
        ("syscalls_planted_divergence", syscalls_planted_divergence),
        ("cpu_state_at_exec", || {
            // fcw 0x37f, fsw 0, mxcsr 0x1f80, 1/3 in 80 bits (64-bit precision), cs 0x33,
            // ss 0x2b.
            let (_dir, guest) = compile_asm("start_state", include_str!("../data/start_state.S"))?;
            let want = [
                0x7f, 0x03, 0x00, 0x00, 0x80, 0x1f, 0x00, 0x00, 0xab, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xfd,
                0x3f, 0x33, 0x00, 0x2b, 0x00,
            ];
            compare_bytes("start_state", &guest, &want)
        }),
        ("floats::glibc", || floats(crate::cbuild::Libc::Glibc)),
        ("floats::musl", || floats(crate::cbuild::Libc::Musl)),
        ("uretprobe_hijack_on_a_read_only_stack", || {
            let (_dir, guest) = compile_asm("ro_stack", RO_STACK_S)?;
            let probes = ["uprobe:PATH:f", "uretprobe:PATH:f"];
            compare_built("ro_stack", &guest, &probes, "", Some(probesim::kernel::Exit::Exited(5)))?;
            Ok(())
        }),
        ("a_segments_last_page_holds_the_files_next_bytes", || {
            let (_dir, guest) = compile_asm("data_page_tail", DATA_PAGE_TAIL_S)?;
            let d = diff_built("data_page_tail", &guest, &[])?;
            if !d.differences.is_empty() {
                return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
            }
            let out = d.sim.stdout_bytes();
            if out.len() < 64 || out.iter().all(|&b| b == 0) {
                return Err(format!("{} bytes, all zero: the check would prove nothing", out.len()).into());
            }
            Ok(())
        }),
        ("divide_errors_in_a_row_are_each_sigfpe", || {
            let once = "sig 8 code 1 addr at+0 rip at+0 trapno 0 err 0\n";
            compare("divide_errors", DIVIDE_ERRORS_C, &[], &format!("{once}{once}{once}resumed\n"))
        }),
        ("icebp_is_sigtrap", || {
            compare("icebp", ICEBP_C, &[], "sig 5 code 1 addr - rip at+0 trapno 1 err 0\nresumed\n")
        }),
        ("sysenter_is_sigill", || {
            let want = "sig 4 code 2 addr at+0 rip at+0 trapno 6 err 0\nresumed\n";
            if host_vendor().as_deref() == Some("GenuineIntel") {
                return sysenter_on_intel(want);
            }
            compare("sysenter", SYSENTER_C, &[], want)
        }),
        ("user_iretq_returns", || {
            let (_dir, guest) = compile_asm("iretq", IRETQ_S)?;
            // CF set (1), on the new stack (2).
            compare_built("iretq", &guest, &[], "", Some(probesim::kernel::Exit::Exited(3)))
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
            compare("mprotect_xol", MPROTECT_XOL_C, &["uretprobe:PATH:step", "uprobe:PATH:nop5site"], MPROTECT_WANT)
        }),
    ];
    list.into_iter()
        .map(|(name, f)| Trial::test(format!("fidelity::{name}"), f).with_ignored_flag(unavailable))
        .collect()
}
