//! Small whole programs: syscalls, faults, static-PIE, nested calls and recursion.
//!
//! Register convention inside `_start`: `r12`–`r15` survive runtime calls and syscalls.

use iced_x86::code_asm::CodeLabel;

use crate::builder::{build, Asm, AsmResult, Meta, ProgramBuilder};
use crate::rt::nr;
use crate::{Expected, Program};

/// Builds one program.
pub(crate) type BuildFn = fn() -> Program;

/// Name and builder of every program of this module, in catalog order.
pub(crate) const PROGRAMS: [(&str, BuildFn); 17] = [
    ("hello", hello),
    ("demo", demo),
    ("exit-code", exit_code),
    ("echo-stdin", echo_stdin),
    ("syscalls", syscalls),
    ("fault-segv", fault_segv),
    ("fault-ill", fault_ill),
    ("fault-trap", fault_trap),
    ("write-to-text", write_to_text),
    ("pie-hello", pie_hello),
    ("nested-calls", nested_calls),
    ("recursion", recursion_101),
    ("red-zone", red_zone_1000),
    ("nop5-300", nop5_300),
    ("exit-code-pie", exit_code_pie),
    ("syscall-xol", syscall_xol),
    ("live-control", live_control),
];

/// `generators::live_control(10, 4, 3)`: control points for probe scripts.
fn live_control() -> Program {
    crate::generators::live_control(10, 4, 3)
}

pub(crate) fn all() -> Vec<Program> {
    PROGRAMS.iter().map(|(_, f)| f()).collect()
}

const HELLO: &str = "Hello from probesim!\n";

/// Prints `Hello from probesim!` and exits 0: one `write`, one `exit_group`. The smallest
/// end-to-end check of loading, syscalls and exit.
pub fn hello() -> Program {
    build(
        Meta::new("hello", "prints a line and exits 0", "Prints `Hello from probesim!` and exits 0: one `write`, one `exit_group`. The smallest end-to-end check of loading, syscalls and exit."),
        false,
        |b| {
            b.func("_start")?;
            b.print(HELLO)?;
            b.exit(0)
        },
        |_| Expected::exit(0, HELLO),
    )
}

const DEMO_ROUNDS: u64 = 10;

/// Reference model of `demo`: `acc = acc * 31 + compute(i)` with `compute(i) = 3i + 7`.
fn demo_model() -> u64 {
    (0..DEMO_ROUNDS).fold(0u64, |acc, i| acc.wrapping_mul(31).wrapping_add(3 * i + 7))
}

/// A loop calling two small functions, for the README demo.
///
/// `compute(i)` starts with a `nop` (emulated probe) and returns `3i + 7`; `checksum(acc, v)`
/// starts with `push rbp` (emulated push) and returns `acc * 31 + v`. `_start` runs 10
/// rounds, prints `demo result=<acc>` and exits 0. A probe on either function fires 10 times.
pub fn demo() -> Program {
    let doc = "A loop calling two small functions, for the README demo. `compute(i)` starts with a `nop` (emulated probe) and returns `3i + 7`; `checksum(acc, v)` starts with `push rbp` (emulated push) and returns `acc * 31 + v`. `_start` runs 10 rounds, prints `demo result=<acc>` and exits 0. A probe on either function fires 10 times.";
    build(
        Meta::new("demo", "loop calling compute (nop first) and checksum (push rbp first)", doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let compute = b.sym("compute");
            let checksum = b.sym("checksum");
            b.func("_start")?;
            b.xor(r12d, r12d)?;
            b.xor(r13d, r13d)?;
            let mut top = b.create_label();
            b.set_label(&mut top)?;
            b.mov(rdi, r12)?;
            b.call(compute)?;
            b.mov(rdi, r13)?;
            b.mov(rsi, rax)?;
            b.call(checksum)?;
            b.mov(r13, rax)?;
            b.inc(r12)?;
            b.cmp(r12, DEMO_ROUNDS as i32)?;
            b.jb(top)?;
            b.print_dec("demo result=", r13)?;
            b.exit(0)?;

            b.func("compute")?;
            b.nop()?;
            b.probe_here()?;
            b.lea(rax, qword_ptr(rdi + rdi * 2 + 7))?;
            b.ret()?;

            b.func("checksum")?;
            b.push(rbp)?;
            b.mov(rbp, rsp)?;
            b.imul_3(rax, rdi, 31)?;
            b.add(rax, rsi)?;
            b.pop(rbp)?;
            b.ret()?;
            Ok(())
        },
        |_| Expected::exit(0, format!("demo result={}\n", demo_model())),
    )
}

/// Exits with `exit_group(42)` and prints nothing: checks exit-status plumbing.
pub fn exit_code() -> Program {
    build(
        Meta::new(
            "exit-code",
            "exit_group(42)",
            "Exits with `exit_group(42)` and prints nothing: checks exit-status plumbing.",
        ),
        false,
        |b| {
            b.func("_start")?;
            b.exit(42)
        },
        |_| Expected::exit(42, ""),
    )
}

/// The same as `exit-code`, as a static-PIE: exits with `exit_group(43)`.
pub fn exit_code_pie() -> Program {
    build(
        Meta::new("exit-code-pie", "static-PIE exit_group(43)", "The same as `exit-code`, as a static-PIE (`ET_DYN` at base 0, loaded anywhere): exits with `exit_group(43)`, prints nothing."),
        true,
        |b| {
            b.func("_start")?;
            b.exit(43)
        },
        |_| Expected::exit(43, ""),
    )
}

/// Copies stdin to stdout until EOF (`read`/`write` loop with partial writes), exits 0
/// (1 on a read or write error). `expected.stdout` is `None`: it equals stdin.
pub fn echo_stdin() -> Program {
    build(
        Meta::new("echo-stdin", "copies stdin to stdout until EOF", "Copies stdin to stdout until EOF (`read`/`write` loop, handling partial writes) and exits 0, or 1 on a read or write error. The expected stdout is whatever stdin held (empty stdin: empty stdout)."),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let buf = b.bss("iobuf", 4096);
            let read = b.sym("_start");
            let mut write = b.create_label();
            let mut done = b.create_label();
            let mut error = b.create_label();
            b.func("_start")?;
            b.mov(eax, nr::READ)?;
            b.xor(edi, edi)?;
            b.lea(rsi, qword_ptr(buf))?;
            b.mov(edx, 4096u32)?;
            b.syscall()?;
            b.test(rax, rax)?;
            b.js(error)?;
            b.jz(done)?;
            b.mov(r12, rax)?;
            b.lea(r13, qword_ptr(buf))?;
            b.set_label(&mut write)?;
            b.mov(eax, nr::WRITE)?;
            b.mov(edi, 1u32)?;
            b.mov(rsi, r13)?;
            b.mov(rdx, r12)?;
            b.syscall()?;
            b.test(rax, rax)?;
            b.jle(error)?;
            b.add(r13, rax)?;
            b.sub(r12, rax)?;
            b.jnz(write)?;
            b.jmp(read)?;
            b.set_label(&mut done)?;
            b.exit(0)?;
            b.set_label(&mut error)?;
            b.exit(1)
        },
        |_| Expected { exit_code: Some(0), signal: None, stdout: None },
    )
}

/// One check of `syscalls`: `body` jumps to its `fail` label on failure; prints
/// `<name> ok` or `<name> FAIL` (and counts failures in r15).
fn check(b: &mut Asm, name: &str, body: impl FnOnce(&mut Asm, CodeLabel) -> AsmResult) -> AsmResult {
    use iced_x86::code_asm::*;
    let mut fail = b.create_label();
    let mut next = b.create_label();
    body(b, fail)?;
    b.print(&format!("{name} ok\n"))?;
    b.jmp(next)?;
    b.set_label(&mut fail)?;
    b.print(&format!("{name} FAIL\n"))?;
    b.inc(r15)?;
    b.set_label(&mut next)?;
    b.nop()?;
    Ok(())
}

const SYSCALL_CHECKS: [&str; 11] = [
    "brk",
    "mmap",
    "mprotect",
    "munmap",
    "arch_prctl",
    "set_tid_address",
    "uname",
    "getrandom",
    "getpid",
    "gettid",
    "done",
];

/// Exercises the syscalls a static binary's start-up uses and prints only results that are
/// the same on every Linux.
///
/// Checks, each printing `<name> ok` (or `FAIL`): `brk` (query, grow by two pages, touch,
/// shrink), anonymous `mmap` (page-aligned, zero-filled, writable), `mprotect` to read-only,
/// `munmap`, `arch_prctl` `ARCH_SET_FS` then `ARCH_GET_FS` round trip plus a `fs:`-relative
/// load, `set_tid_address` (returns the tid, equal to `gettid`), `uname` (sysname `Linux`),
/// `getrandom` (16 bytes), `getpid` (positive), `gettid` (equals the pid). Prints `done ok`,
/// exits with the number of failures (0).
pub fn syscalls() -> Program {
    let doc = "Exercises the syscalls a static binary's start-up uses and prints only results that are the same on every Linux. Checks, each printing `<name> ok` (or `FAIL`): `brk` (query, grow by two pages, touch, shrink back), anonymous `mmap` (page-aligned, zero-filled, writable), `mprotect` to read-only, `munmap`, `arch_prctl` `ARCH_SET_FS` then `ARCH_GET_FS` round trip plus an `fs:`-relative load, `set_tid_address` (returns the tid, equal to `gettid`), `uname` (sysname `Linux`), `getrandom` (16 bytes), `getpid` (positive), `gettid` (equals the pid). Exits with the number of failures (0).";
    build(
        Meta::new(
            "syscalls",
            "brk, mmap/munmap, mprotect, arch_prctl, set_tid_address, uname, getrandom, getpid, gettid",
            doc,
        ),
        false,
        |b| {
            use iced_x86::code_asm::*;
            const TLS_MAGIC: u64 = 0x7e57_f00d_7e57_f00d;
            let tls = b.data_u64("tls_block", &[TLS_MAGIC, 0]);
            let fs_out = b.bss("fs_out", 8);
            let tid_word = b.bss("tid_word", 8);
            let uts = b.bss("utsname", 6 * 65);
            let random = b.bss("random_bytes", 16);

            b.func("_start")?;
            b.xor(r15d, r15d)?;
            check(b, "brk", |b, fail| {
                b.mov(eax, nr::BRK)?;
                b.xor(edi, edi)?;
                b.syscall()?;
                b.mov(r12, rax)?;
                b.lea(r13, qword_ptr(rax + 0x2000))?;
                b.mov(rdi, r13)?;
                b.mov(eax, nr::BRK)?;
                b.syscall()?;
                b.cmp(rax, r13)?;
                b.jne(fail)?;
                b.mov(byte_ptr(r13 - 1), 0x5au32)?;
                b.cmp(byte_ptr(r12), 0)?;
                b.jne(fail)?;
                b.mov(rdi, r12)?;
                b.mov(eax, nr::BRK)?;
                b.syscall()?;
                b.cmp(rax, r12)?;
                b.jne(fail)?;
                Ok(())
            })?;
            check(b, "mmap", |b, fail| {
                b.mov(eax, nr::MMAP)?;
                b.xor(edi, edi)?;
                b.mov(esi, 0x2000u32)?;
                b.mov(edx, 3u32)?; // PROT_READ | PROT_WRITE
                b.mov(r10d, 0x22u32)?; // MAP_PRIVATE | MAP_ANONYMOUS
                b.mov(r8, -1i64)?;
                b.xor(r9d, r9d)?;
                b.syscall()?;
                b.cmp(rax, -4095)?;
                b.jae(fail)?;
                b.mov(r12, rax)?;
                b.test(r12d, 0xfff)?;
                b.jnz(fail)?;
                b.cmp(qword_ptr(r12 + 0x1ff8), 0)?;
                b.jne(fail)?;
                b.mov(qword_ptr(r12 + 0x1ff8), r12)?;
                b.cmp(qword_ptr(r12 + 0x1ff8), r12)?;
                b.jne(fail)?;
                Ok(())
            })?;
            check(b, "mprotect", |b, fail| {
                b.mov(eax, nr::MPROTECT)?;
                b.mov(rdi, r12)?;
                b.mov(esi, 0x1000u32)?;
                b.mov(edx, 1u32)?; // PROT_READ
                b.syscall()?;
                b.test(rax, rax)?;
                b.jnz(fail)?;
                b.cmp(qword_ptr(r12), 0)?;
                b.jne(fail)?;
                Ok(())
            })?;
            check(b, "munmap", |b, fail| {
                b.mov(eax, nr::MUNMAP)?;
                b.mov(rdi, r12)?;
                b.mov(esi, 0x2000u32)?;
                b.syscall()?;
                b.test(rax, rax)?;
                b.jnz(fail)?;
                Ok(())
            })?;
            check(b, "arch_prctl", |b, fail| {
                b.mov(eax, nr::ARCH_PRCTL)?;
                b.mov(edi, 0x1002u32)?; // ARCH_SET_FS
                b.lea(rsi, qword_ptr(tls))?;
                b.syscall()?;
                b.test(rax, rax)?;
                b.jnz(fail)?;
                b.mov(eax, nr::ARCH_PRCTL)?;
                b.mov(edi, 0x1003u32)?; // ARCH_GET_FS
                b.lea(rsi, qword_ptr(fs_out))?;
                b.syscall()?;
                b.test(rax, rax)?;
                b.jnz(fail)?;
                b.lea(rax, qword_ptr(tls))?;
                b.cmp(rax, qword_ptr(fs_out))?;
                b.jne(fail)?;
                b.mov(rax, qword_ptr(0u64).fs())?;
                b.mov(rcx, TLS_MAGIC)?;
                b.cmp(rax, rcx)?;
                b.jne(fail)?;
                Ok(())
            })?;
            check(b, "set_tid_address", |b, fail| {
                b.mov(eax, nr::SET_TID_ADDRESS)?;
                b.lea(rdi, qword_ptr(tid_word))?;
                b.syscall()?;
                b.mov(r13, rax)?;
                b.mov(eax, nr::GETTID)?;
                b.syscall()?;
                b.cmp(rax, r13)?;
                b.jne(fail)?;
                Ok(())
            })?;
            check(b, "uname", |b, fail| {
                b.mov(eax, nr::UNAME)?;
                b.lea(rdi, qword_ptr(uts))?;
                b.syscall()?;
                b.test(rax, rax)?;
                b.jnz(fail)?;
                b.lea(rdi, qword_ptr(uts))?;
                b.cmp(dword_ptr(rdi), i32::from_le_bytes(*b"Linu"))?;
                b.jne(fail)?;
                b.cmp(word_ptr(rdi + 4), i32::from(u16::from_le_bytes(*b"x\0")))?;
                b.jne(fail)?;
                Ok(())
            })?;
            check(b, "getrandom", |b, fail| {
                b.mov(eax, nr::GETRANDOM)?;
                b.lea(rdi, qword_ptr(random))?;
                b.mov(esi, 16u32)?;
                b.xor(edx, edx)?;
                b.syscall()?;
                b.cmp(rax, 16)?;
                b.jne(fail)?;
                Ok(())
            })?;
            check(b, "getpid", |b, fail| {
                b.mov(eax, nr::GETPID)?;
                b.syscall()?;
                b.mov(r14, rax)?;
                b.test(rax, rax)?;
                b.jle(fail)?;
                Ok(())
            })?;
            check(b, "gettid", |b, fail| {
                b.mov(eax, nr::GETTID)?;
                b.syscall()?;
                b.cmp(rax, r14)?;
                b.jne(fail)?;
                Ok(())
            })?;
            b.print("done ok\n")?;
            let exit_group = b.sym("exit_group");
            b.mov(rdi, r15)?;
            b.call(exit_group)?;
            Ok(())
        },
        |_| {
            let out: String = SYSCALL_CHECKS.iter().map(|c| format!("{c} ok\n")).collect();
            Expected::exit(0, out)
        },
    )
}

pub(crate) const SIGILL: i32 = 4;
const SIGTRAP: i32 = 5;
const SIGSEGV: i32 = 11;

/// Prints a line, then `poke(0x10)` stores to an unmapped address (the null page) →
/// SIGSEGV (11). The line must come out before the fault.
pub fn fault_segv() -> Program {
    build(
        Meta::new("fault-segv", "store to an unmapped address -> SIGSEGV", "Prints `before fault`, then `poke(0x10)` stores to an unmapped address (the null page): killed by SIGSEGV (11). The line must come out before the fault."),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let poke = b.sym("poke");
            b.func("_start")?;
            b.print("before fault\n")?;
            b.mov(edi, 0x10u32)?;
            b.call(poke)?;
            b.exit(0)?;
            b.func("poke")?;
            b.mov(qword_ptr(rdi), 0x5a)?;
            b.ret()?;
            Ok(())
        },
        |_| Expected::signal(SIGSEGV, "before fault\n"),
    )
}

/// Prints a line, then executes `ud2` → SIGILL (4).
pub fn fault_ill() -> Program {
    build(
        Meta::new("fault-ill", "ud2 -> SIGILL", "Prints `before ud2`, then executes `ud2`: killed by SIGILL (4)."),
        false,
        |b| {
            b.func("_start")?;
            b.print("before ud2\n")?;
            b.ud2()?;
            b.exit(0)
        },
        |_| Expected::signal(SIGILL, "before ud2\n"),
    )
}

/// Prints a line, then executes a bare `int3` that no probe put there → SIGTRAP (5). The
/// simulated kernel must tell this apart from a uprobe breakpoint (no uprobe at that
/// address: deliver SIGTRAP).
pub fn fault_trap() -> Program {
    build(
        Meta::new("fault-trap", "bare int3 in the program -> SIGTRAP", "Prints `before int3`, then executes a bare `int3` that no probe put there: killed by SIGTRAP (5). The simulated kernel must tell this apart from a uprobe breakpoint (no uprobe at that address: deliver SIGTRAP)."),
        false,
        |b| {
            b.func("_start")?;
            b.print("before int3\n")?;
            b.int3()?;
            b.exit(0)
        },
        |_| Expected::signal(SIGTRAP, "before int3\n"),
    )
}

/// Prints a line, then stores a byte into its own `r-x` text (at `_start`) → SIGSEGV (11).
/// Text is never writable for the program, even where the kernel wrote a breakpoint.
pub fn write_to_text() -> Program {
    build(
        Meta::new("write-to-text", "store into its own r-x text -> SIGSEGV", "Prints `before write`, then stores a byte into its own `r-x` text (at `_start`): killed by SIGSEGV (11). Text is never writable for the program, even where the kernel wrote a breakpoint."),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let start = b.sym("_start");
            b.func("_start")?;
            b.print("before write\n")?;
            b.lea(rax, qword_ptr(start))?;
            b.mov(byte_ptr(rax), 0xc3u32)?;
            b.exit(0)
        },
        |_| Expected::signal(SIGSEGV, "before write\n"),
    )
}

/// A static-PIE (`ET_DYN`, vaddrs from 0, no `PT_INTERP`, no relocations): `greet` prints a
/// line, `triple(14)` returns 42, `_start` prints `answer=42`, exits 0. All code is
/// position-independent (RIP-relative `lea`), so it runs wherever the kernel maps it; probe
/// addresses must be resolved against the load bias.
pub fn pie_hello() -> Program {
    build(
        Meta::new("pie-hello", "static-PIE: greet() prints a line, triple(14) = 42", "A static-PIE (`ET_DYN`, vaddrs from 0, no `PT_INTERP`, no relocations): `greet` prints `hello from a static PIE`, `triple(14)` returns 42, `_start` prints `answer=42` and exits 0. All code is position-independent (RIP-relative `lea`), so it runs wherever the kernel maps it; probe addresses must be resolved against the load bias."),
        true,
        |b| {
            use iced_x86::code_asm::*;
            let greet = b.sym("greet");
            let triple = b.sym("triple");
            b.func("_start")?;
            b.call(greet)?;
            b.mov(edi, 14u32)?;
            b.call(triple)?;
            b.print_dec("answer=", rax)?;
            b.exit(0)?;

            b.func("greet")?;
            b.push(rbp)?;
            b.mov(rbp, rsp)?;
            b.print("hello from a static PIE\n")?;
            b.pop(rbp)?;
            b.ret()?;

            b.func("triple")?;
            b.lea(rax, qword_ptr(rdi + rdi * 2))?;
            b.ret()?;
            Ok(())
        },
        |_| Expected::exit(0, format!("hello from a static PIE\nanswer={}\n", 14 * 3)),
    )
}

/// Reference model of `nested-calls`.
fn nested_model(x: u64) -> u64 {
    let level4 = |x: u64| x.wrapping_add(100);
    let level3 = |x: u64| level4(x ^ 0x55).wrapping_sub(1);
    let level2 = |x: u64| level3(x.wrapping_mul(3)).wrapping_add(5);
    level2(x + 1).wrapping_mul(2)
}

const NESTED_INPUTS: [u32; 3] = [1, 2, 3];

/// Four levels of calls with frame pointers, for return-probe work.
///
/// `level1(x) = 2 * level2(x + 1)`, `level2(x) = level3(3x) + 5`,
/// `level3(x) = level4(x ^ 0x55) - 1`, `level4(x) = x + 100` (a leaf). `_start` sums
/// `level1(1) + level1(2) + level1(3)`, prints `nested=<sum>` and exits 0. A uretprobe on each
/// level fires 3 times; return instances nest 4 deep.
pub fn nested_calls() -> Program {
    let doc = "Four levels of calls with frame pointers, for return-probe work. `level1(x) = 2 * level2(x + 1)`, `level2(x) = level3(3x) + 5`, `level3(x) = level4(x ^ 0x55) - 1`, `level4(x) = x + 100` (a leaf). `_start` sums `level1(1) + level1(2) + level1(3)`, prints `nested=<sum>` and exits 0. A uretprobe on each level fires 3 times; return instances nest 4 deep.";
    build(
        Meta::new("nested-calls", "four levels of calls (level1..level4), summed over 3 inputs", doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let l1 = b.sym("level1");
            let l2 = b.sym("level2");
            let l3 = b.sym("level3");
            let l4 = b.sym("level4");
            b.func("_start")?;
            b.xor(r13d, r13d)?;
            for x in NESTED_INPUTS {
                b.mov(edi, x)?;
                b.call(l1)?;
                b.add(r13, rax)?;
            }
            b.print_dec("nested=", r13)?;
            b.exit(0)?;

            let frame = |b: &mut Asm, name: &str, body: &dyn Fn(&mut Asm) -> AsmResult| -> AsmResult {
                b.func(name)?;
                b.push(rbp)?;
                b.mov(rbp, rsp)?;
                body(b)?;
                b.pop(rbp)?;
                b.ret()?;
                Ok(())
            };
            frame(b, "level1", &|b| {
                b.inc(rdi)?;
                b.call(l2)?;
                b.add(rax, rax)?;
                Ok(())
            })?;
            frame(b, "level2", &|b| {
                b.lea(rdi, qword_ptr(rdi + rdi * 2))?;
                b.call(l3)?;
                b.add(rax, 5)?;
                Ok(())
            })?;
            frame(b, "level3", &|b| {
                b.xor(rdi, 0x55)?;
                b.call(l4)?;
                b.dec(rax)?;
                Ok(())
            })?;
            b.func("level4")?;
            b.lea(rax, qword_ptr(rdi + 100))?;
            b.ret()?;
            Ok(())
        },
        |_| {
            let sum: u64 = NESTED_INPUTS.iter().map(|&x| nested_model(u64::from(x))).sum();
            Expected::exit(0, format!("nested={sum}\n"))
        },
    )
}

/// Depth of `recursion`: deeper than the kernel's `MAX_URETPROBE_DEPTH` (64).
pub const RECURSION_DEPTH: u32 = 101;

/// `recurse(n) = n <= 1 ? n : n + recurse(n - 1)`, called as `recurse(101)`: 101 nested
/// invocations. Prints `sum=5151`, exits 0. An entry uprobe fires 101 times; a uretprobe
/// fires only 64 times on Linux (`MAX_URETPROBE_DEPTH`): deeper returns are not hijacked.
pub fn recursion_101() -> Program {
    let doc = "`recurse(n) = n <= 1 ? n : n + recurse(n - 1)`, called as `recurse(101)`: 101 nested invocations. Prints `sum=5151`, exits 0. An entry uprobe fires 101 times; a uretprobe fires only 64 times on Linux (`MAX_URETPROBE_DEPTH`): deeper returns are not hijacked.";
    recursion_builder("recursion", RECURSION_DEPTH)
        .summary("recurse(101): 101 nested invocations, deeper than MAX_URETPROBE_DEPTH")
        .doc(doc)
        .done()
}

/// The summary of `recursion-DEPTH`.
pub(crate) fn recursion_summary(depth: u32) -> String {
    format!("recurse({depth}): {depth} nested invocations, uretprobe on recurse (depth limit 64)")
}

/// Program `recursion-DEPTH`: `_start` calls `recurse(depth)`, where
/// `recurse(n) = n <= 1 ? n : n + recurse(n - 1)`, prints `sum=<depth*(depth+1)/2>` and
/// exits 0.
///
/// Every level is a real `call` (never a tail jump) with a `push rbp; mov rbp, rsp;
/// push rbx` frame (24 bytes of stack per level, so depths up to about 300 000 fit the
/// 8 MiB stack). Probe targets: `_start`, `recurse`, `recurse+0x11` (the recursive call's
/// set-up, reached `depth - 1` times) and the runtime's; uretprobe target: `recurse`.
///
/// An entry uprobe on `recurse` fires `depth` times (`depth` ≥ 1; `recurse(0)` returns at
/// once, 1 hit); a uretprobe fires `min(depth, 64)` times on Linux, since deeper entries
/// are past `MAX_URETPROBE_DEPTH` and their returns are not hijacked. The catalog's
/// `recursion-63`, `-64`, `-65` are this with depths 63, 64, 65; `recursion` is depth 101
/// without uretprobe targets.
pub fn recursion(depth: u32) -> Program {
    let doc = format!(
        "`recurse(n) = n <= 1 ? n : n + recurse(n - 1)` called as `recurse({depth})`, every level a real \
         `call`; prints `sum=<depth*(depth+1)/2>`, exits 0. A uretprobe on `recurse` catches min(depth, 64) \
         returns (`MAX_URETPROBE_DEPTH`)."
    );
    recursion_builder(&format!("recursion-{depth}"), depth)
        .summary(&recursion_summary(depth))
        .doc(&doc)
        .ret_probe_targets(&["recurse"])
        .done()
}

/// The code and expected outcome of `recursion-DEPTH` under `name`.
pub(crate) fn recursion_builder(name: &str, depth: u32) -> ProgramBuilder {
    use iced_x86::code_asm::*;
    let n = u64::from(depth);
    Program::builder(name)
        .function("_start", |a| {
            a.mov(edi, depth)?;
            a.call_sym("recurse")?;
            a.print_dec("sum=", rax)?;
            a.exit(0)
        })
        .function("recurse", |a| {
            let mut base = a.create_label();
            let mut out = a.create_label();
            a.push(rbp)?;
            a.mov(rbp, rsp)?;
            a.push(rbx)?;
            a.mov(rbx, rdi)?;
            a.mov(rax, rdi)?;
            a.cmp(rdi, 1)?;
            a.jbe(base)?;
            a.probe_here()?;
            a.lea(rdi, qword_ptr(rdi - 1))?;
            a.call_sym("recurse")?;
            a.add(rax, rbx)?;
            a.jmp(out)?;
            a.set_label(&mut base)?;
            a.mov(rax, rbx)?;
            a.set_label(&mut out)?;
            a.pop(rbx)?;
            a.pop(rbp)?;
            a.ret()?;
            Ok(())
        })
        .expect(Expected::exit(0, format!("sum={}\n", n * (n + 1) / 2)))
}

/// Calls of `leaf` in `red-zone`.
pub const RED_ZONE_CALLS: u32 = 1000;

/// A leaf function that keeps values in the red zone across a 5-byte NOP.
///
/// `leaf` stores two values at `[rsp-8]`/`[rsp-16]`, passes `nop5`
/// (`0f 1f 44 00 00`, at `leaf+0xa`, a probe target) and reads them back; a mismatch counts as
/// corrupted. `_start` calls it 1000 times, prints `corrupted=<n>` and exits 0. Unprobed:
/// `corrupted=0`. With a uprobe on the nop5 on Linux 6.18 the optimized path's `call` clobbers
/// `[rsp-8]` on every hit after the first: `corrupted=999`.
pub fn red_zone_1000() -> Program {
    let doc = "A leaf function that keeps values in the red zone across a 5-byte NOP. `leaf` stores two values at `[rsp-8]`/`[rsp-16]`, passes a `nop5` (`0f 1f 44 00 00`, a probe target) and reads them back; a mismatch counts as corrupted. `_start` calls it 1000 times, prints `corrupted=<n>` and exits 0. Unprobed: `corrupted=0`. With a uprobe on the nop5 on Linux 6.18 the optimized path's `call` clobbers `[rsp-8]` on every hit after the first: `corrupted=999`.";
    red_zone_builder("red-zone", RED_ZONE_CALLS)
        .summary("leaf keeps values in the red zone across a probed nop5")
        .doc(doc)
        .done()
}

/// Program `red-zone-CALLS`: a leaf function that keeps two values in the red zone across
/// a 5-byte NOP, called `calls` times.
///
/// `leaf` (no frame) stores `0x1234_5678_dead_beef` at `[rsp-8]` and
/// `0x0bad_cafe_f00d_d00d` at `[rsp-16]`, passes a nop5 ([`crate::NOP5`], at `leaf+0xa`: a
/// probe target and the site named `nop5`) and reads both back; a mismatch counts as
/// corrupted. `_start` calls it `calls` times (`calls` ≥ 1), prints `corrupted=<n>` and
/// exits 0. Unprobed: `corrupted=0`. With a uprobe on the nop5 on Linux 6.18 the first hit
/// traps and optimizes the site; the optimized path's `call` then clobbers `[rsp-8]` on
/// every later hit: `corrupted=<calls - 1>`. The catalog's `red-zone` is `calls` = 1000.
///
/// # Panics
/// If `calls` is 0.
pub fn red_zone(calls: u32) -> Program {
    assert!(calls >= 1, "red_zone: calls must be at least 1");
    red_zone_builder(&format!("red-zone-{calls}"), calls)
        .summary(&format!("leaf keeps values in the red zone across a probed nop5, {calls} calls"))
        .done()
}

fn red_zone_builder(name: &str, calls: u32) -> ProgramBuilder {
    use iced_x86::code_asm::*;
    Program::builder(name)
        .function("_start", |a| {
            let leaf = a.sym("leaf");
            a.xor(r12d, r12d)?;
            a.xor(r13d, r13d)?;
            a.mov(rdi, 0x1234_5678_dead_beef_u64)?;
            a.mov(rsi, 0x0bad_cafe_f00d_d00d_u64)?;
            let mut top = a.create_label();
            a.set_label(&mut top)?;
            a.call(leaf)?;
            a.add(r13, rax)?;
            a.inc(r12d)?;
            a.cmp(r12d, calls as i32)?;
            a.jb(top)?;
            a.print_dec("corrupted=", r13)?;
            a.exit(0)
        })
        .function("leaf", |a| {
            a.mov(qword_ptr(rsp - 8), rdi)?;
            a.mov(qword_ptr(rsp - 16), rsi)?;
            a.probe_here()?;
            a.site("nop5")?;
            a.db(crate::NOP5)?;
            a.xor(eax, eax)?;
            a.cmp(qword_ptr(rsp - 8), rdi)?;
            a.setne(al)?;
            a.cmp(qword_ptr(rsp - 16), rsi)?;
            a.setne(cl)?;
            a.or(al, cl)?;
            a.ret()?;
            Ok(())
        })
        .expect(Expected::exit(0, "corrupted=0\n"))
}

/// Sites in `nop5-300`.
pub const NOP5_SITES: usize = 300;

/// 300 distinct nop5 sites in one function, each a probe target.
///
/// `sites` is 300 `0f 1f 44 00 00` followed by `ret`; `_start` calls it 3 times, prints
/// `calls=3` and exits 0. With a uprobe on every site on Linux 6.18: every site is hit 3
/// times; after its first (int3) hit each is rewritten to `call` into the one
/// `[uprobes-trampoline]` page they all reach, so the other 600 hits take the syscall path.
pub fn nop5_300() -> Program {
    let doc = "300 distinct nop5 sites in one function, each a probe target. `sites` is 300 `0f 1f 44 00 00` followed by `ret`; `_start` calls it 3 times, prints `calls=3` and exits 0. With a uprobe on every site on Linux 6.18: every site is hit 3 times; after its first (int3) hit each is rewritten to `call` into the one `[uprobes-trampoline]` page they all reach, so the other 600 hits take the syscall path.";
    build(
        Meta::new("nop5-300", "300 distinct nop5 probe sites in one function, called 3 times", doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let sites = b.sym("sites");
            b.func("_start")?;
            b.call(sites)?;
            b.call(sites)?;
            b.call(sites)?;
            b.mov(r13, 3u64)?;
            b.print_dec("calls=", r13)?;
            b.exit(0)?;

            b.func("sites")?;
            for _ in 0..NOP5_SITES {
                b.probe_here()?;
                b.db(&[0x0f, 0x1f, 0x44, 0x00, 0x00])?;
            }
            b.ret()?;
            Ok(())
        },
        |_| Expected::exit(0, "calls=3\n"),
    )
}

/// What single-stepping a `syscall` out of line does, observable from user space.
///
/// `yield_then_nop` is `mov eax, 24; syscall; nop; ret` (sched_yield) and `_start` checks
/// that rcx (the return address `syscall` saves) points right after the syscall: prints
/// `rcx=next`. `yield_then_ret` is `mov eax, 24; syscall; ret`; then `survived`, exit 0.
///
/// Probed on Linux 6.18 (host observation): a probe on `yield_then_nop+0x5` (the syscall)
/// makes rcx point into the XOL slot, so it prints `rcx=elsewhere`. A probe on
/// `yield_then_ret+0x5` fires once, then the process dies with SIGSEGV after the syscall.
/// Explanation (inferred from the kernel source): the slot holds the 16 bytes copied from
/// the probe address; after `sysret` with TF set, the *next* original instruction runs in
/// the slot before the single-step trap, then FIX_IP adds `vaddr - xol_vaddr`. For a `nop`
/// that is harmless; a `ret` returns to the caller, and the fix-up then moves ip off into
/// unmapped memory.
pub fn syscall_xol() -> Program {
    let doc = "What single-stepping a `syscall` out of line does, observable from user space. `yield_then_nop` is `mov eax, 24; syscall; nop; ret` (sched_yield) and `_start` checks that rcx (the return address `syscall` saves) points right after the syscall: prints `rcx=next`. `yield_then_ret` is `mov eax, 24; syscall; ret`; then `survived`, exit 0. Probed on Linux 6.18 (host observation): a probe on `yield_then_nop+0x5` (the syscall) makes rcx point into the XOL slot, so it prints `rcx=elsewhere`; a probe on `yield_then_ret+0x5` fires once, then the process dies with SIGSEGV after the syscall. Explanation (inferred from the kernel source): the slot holds the 16 bytes copied from the probe address; after `sysret` with TF set, the next original instruction runs in the slot before the single-step trap, then FIX_IP adds `vaddr - xol_vaddr`. For a `nop` that is harmless; a `ret` returns to the caller, and the fix-up then moves ip into unmapped memory.";
    build(
        Meta::new("syscall-xol", "probed syscall: rcx points into the XOL slot; `syscall; ret` dies", doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let with_nop = b.sym("yield_then_nop");
            let with_ret = b.sym("yield_then_ret");
            let mut after = b.create_label();
            let mut elsewhere = b.create_label();
            let mut second = b.create_label();
            b.func("_start")?;
            b.call(with_nop)?;
            b.lea(rdx, qword_ptr(after))?;
            b.cmp(rcx, rdx)?;
            b.jne(elsewhere)?;
            b.print("rcx=next\n")?;
            b.jmp(second)?;
            b.set_label(&mut elsewhere)?;
            b.print("rcx=elsewhere\n")?;
            b.set_label(&mut second)?;
            b.call(with_ret)?;
            b.print("survived\n")?;
            b.exit(0)?;

            b.func("yield_then_nop")?;
            b.mov(eax, nr::SCHED_YIELD)?;
            b.probe_here()?;
            b.syscall()?;
            b.set_label(&mut after)?;
            b.nop()?;
            b.ret()?;

            b.func("yield_then_ret")?;
            b.mov(eax, nr::SCHED_YIELD)?;
            b.probe_here()?;
            b.syscall()?;
            b.ret()?;
            Ok(())
        },
        |_| Expected::exit(0, "rcx=next\nsurvived\n"),
    )
}
