//! Return-probe programs: the uretprobe depth limit, longjmp over hijacked frames, tail
//! calls, fork with a pending return, register preservation through the uprobe and
//! uretprobe syscall paths, and stray calls of syscalls 335/336.
//!
//! Every program here sets [`Program::ret_probe_targets`]: the functions on which the
//! kernel-comparison test attaches uretprobes. Its `probe_targets` (entry uprobes) are the
//! usual ones: every function entry plus at least one later instruction boundary.
//!
//! The hit counts quoted in the docs were measured on the host (Linux 6.18, real uprobes
//! through `perf_event_open` on the uprobe PMU, one perf event per probe, counting with
//! `inherit`), with all `probe_targets` and all `ret_probe_targets` attached together, and
//! again with only the uretprobes attached: the counts were the same both ways.
//!
//! Register convention inside `_start`: `r12`–`r15` and `rbx` survive runtime calls and
//! syscalls.

use crate::builder::{build, Asm, AsmResult, Meta, ProgramBuilder};
use crate::misc::{recursion_builder, recursion_summary, SIGILL};
use crate::rt::{nr, JMPBUF_SIZE};
use crate::{Expected, Program, SymKind};

/// Name and builder of every program of this module, in catalog order.
pub(crate) const PROGRAMS: [(&str, crate::misc::BuildFn); 17] = [
    ("recursion-63", recursion_63),
    ("recursion-64", recursion_64),
    ("recursion-65", recursion_65),
    ("longjmp-once", longjmp_once),
    ("longjmp-cleanup", longjmp_cleanup),
    ("longjmp-depth-limit", longjmp_depth_limit),
    ("setjmp-depth", setjmp_depth_70),
    ("longjmp-shallow-after-deep", longjmp_shallow_after_deep_40),
    ("tail-call", tail_call_10),
    ("uretprobe-and-uprobe", uretprobe_and_uprobe),
    ("fork-pending", fork_pending),
    ("fork-pending-child-call", fork_pending_child_call),
    ("fork-optimized", fork_optimized),
    ("fork-race", fork_race),
    ("uprobe-regs", uprobe_regs),
    ("stray-uretprobe-syscall", stray_uretprobe_syscall),
    ("stray-uprobe-syscall", stray_uprobe_syscall),
];

pub(crate) fn all() -> Vec<Program> {
    PROGRAMS.iter().map(|(_, f)| f()).collect()
}

/// Sets `ret_probe_targets`; every target must be a function of the program.
fn with_ret(mut p: Program, targets: &[&str]) -> Program {
    for t in targets {
        assert!(
            p.symbols.iter().any(|s| s.kind == SymKind::Func && s.name == *t),
            "{}: uretprobe target {t} is not a function",
            p.name
        );
    }
    p.ret_probe_targets = targets.iter().map(|t| t.to_string()).collect();
    p
}

/// `0x%016x\n`, as the runtime's `put_hex` prints it.
fn hex(v: u64) -> String {
    format!("0x{v:016x}\n")
}

// ---------------------------------------------------------------------------------------
// recursion-63 / -64 / -65

fn recursion_n(depth: u32, doc: &str) -> Program {
    recursion_builder(&format!("recursion-{depth}"), depth)
        .summary(&recursion_summary(depth))
        .doc(doc)
        .ret_probe_targets(&["recurse"])
        .done()
}

/// `recurse(63)`: one level below `MAX_URETPROBE_DEPTH`.
///
/// `recurse(n) = n <= 1 ? n : n + recurse(n - 1)` with real calls; prints `sum=2016`, exits
/// 0. Uretprobe on `recurse`: all 63 returns are caught (depth never reaches 64).
/// Measured on Linux 6.18: entry uprobe on `recurse` 63 hits, on `recurse+0x11` 62,
/// uretprobe on `recurse` **63**.
pub fn recursion_63() -> Program {
    recursion_n(63, "`recurse(n) = n <= 1 ? n : n + recurse(n - 1)` called as `recurse(63)`, every level a real `call`; prints `sum=2016`, exits 0. One level below `MAX_URETPROBE_DEPTH` (64): a uretprobe on `recurse` catches every return. Measured on Linux 6.18: entry uprobe on `recurse` 63 hits, on `recurse+0x11` 62, uretprobe on `recurse` 63.")
}

/// `recurse(64)`: exactly `MAX_URETPROBE_DEPTH`.
///
/// Prints `sum=2080`, exits 0. The 64th nested entry runs with depth 63, so it is still
/// hijacked: all 64 returns are caught. Measured on Linux 6.18: entry uprobe on `recurse`
/// 64 hits, on `recurse+0x11` 63, uretprobe on `recurse` **64**.
pub fn recursion_64() -> Program {
    recursion_n(64, "`recurse(n) = n <= 1 ? n : n + recurse(n - 1)` called as `recurse(64)`, every level a real `call`; prints `sum=2080`, exits 0. Exactly `MAX_URETPROBE_DEPTH`: the 64th nested entry sees depth 63 and is still hijacked, so a uretprobe on `recurse` catches all 64 returns. Measured on Linux 6.18: entry uprobe on `recurse` 64 hits, on `recurse+0x11` 63, uretprobe on `recurse` 64.")
}

/// `recurse(65)`: one level past `MAX_URETPROBE_DEPTH`.
///
/// Prints `sum=2145`, exits 0. The innermost (65th) entry sees depth 64: "omit uretprobe due
/// to nestedness limit", no hijack; the 64 outer returns are caught. Measured on Linux 6.18:
/// entry uprobe on `recurse` 65 hits, on `recurse+0x11` 64, uretprobe on `recurse` **64**.
pub fn recursion_65() -> Program {
    recursion_n(65, "`recurse(n) = n <= 1 ? n : n + recurse(n - 1)` called as `recurse(65)`, every level a real `call`; prints `sum=2145`, exits 0. One past `MAX_URETPROBE_DEPTH`: the innermost entry sees depth 64 and is not hijacked (\"omit uretprobe due to nestedness limit\"); the 64 outer returns are caught. Measured on Linux 6.18: entry uprobe on `recurse` 65 hits, on `recurse+0x11` 64, uretprobe on `recurse` 64.")
}

// ---------------------------------------------------------------------------------------
// longjmp-* (the proposed `uretprobe_depth` selftest)

/// `JMPVAL` of the proposed `uretprobe_depth` selftest.
const JMPVAL: u64 = 0x4B1D;
/// `RETVAL` of the proposed `uretprobe_depth` selftest.
const RETVAL: u64 = 0xFFFF;

/// What one call of `uretprobe_longjmp` does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// Returned this value.
    Returned(u64),
    /// Called `longjmp(jmpbuf, value)`.
    Longjmp(u64),
}

/// Reference model of `uretprobe_longjmp(nest, jmpval, retval)`: the outcome and the
/// number of invocations (the outermost included).
fn longjmp_model(nest: u64, jmpval: u64, retval: u64) -> (Outcome, u64) {
    let (mut nest, mut retval, mut calls) = (nest, retval, 1);
    while nest != 0 {
        retval += 1;
        nest = u64::from(retval < 80);
        calls += 1;
    }
    if jmpval == JMPVAL {
        (Outcome::Longjmp(JMPVAL), calls)
    } else {
        (Outcome::Returned(retval), calls)
    }
}

/// Emits `uretprobe_longjmp(nest=rdi, jmpval=rsi, retval=rdx)`:
///
/// ```text
/// if nest { nest = ++retval < 80; return uretprobe_longjmp(nest, jmpval, retval); }  // real call
/// if jmpval == 0x4B1D { longjmp(jmpbuf, 0x4B1D); }
/// return retval;
/// ```
///
/// with a `push rbp; mov rbp, rsp` frame, like the -O0 build the selftest assumes.
fn emit_uretprobe_longjmp(b: &mut Asm) -> AsmResult {
    use iced_x86::code_asm::*;
    let this = b.sym("uretprobe_longjmp");
    let jmpbuf = b.sym("jmpbuf");
    let longjmp = b.sym("longjmp");
    let mut leaf = b.create_label();
    let mut plain = b.create_label();
    let mut out = b.create_label();
    b.func("uretprobe_longjmp")?;
    b.push(rbp)?;
    b.mov(rbp, rsp)?;
    b.test(rdi, rdi)?;
    b.jz(leaf)?;
    b.inc(rdx)?;
    b.xor(edi, edi)?;
    b.cmp(rdx, 80)?;
    b.setb(dil)?;
    b.probe_here()?;
    b.call(this)?;
    b.jmp(out)?;
    b.set_label(&mut leaf)?;
    b.cmp(rsi, JMPVAL as i32)?;
    b.jne(plain)?;
    b.lea(rdi, qword_ptr(jmpbuf))?;
    b.mov(esi, JMPVAL as u32)?;
    b.call(longjmp)?;
    b.set_label(&mut plain)?;
    b.mov(rax, rdx)?;
    b.set_label(&mut out)?;
    b.pop(rbp)?;
    b.ret()?;
    Ok(())
}

/// `mov edi, a; mov esi, b; mov edx, c`.
fn load_args(b: &mut Asm, (x, y, z): (u64, u64, u64)) -> AsmResult {
    use iced_x86::code_asm::*;
    for (r, v) in [(edi, x), (esi, y), (edx, z)] {
        let v = u32::try_from(v).map_err(|_| crate::builder::err("argument too large"))?;
        b.mov(r, v)?;
    }
    Ok(())
}

/// `(nest, jmpval, retval)` of a first-pass call that makes `frames` nested invocations
/// (1..=81) and longjmps out of the innermost.
fn dive_args(frames: u32) -> (u64, u64, u64) {
    if frames == 1 {
        (0, JMPVAL, RETVAL)
    } else {
        (1, JMPVAL, 81 - u64::from(frames))
    }
}

/// `(nest, jmpval, retval)` of a second-pass call that makes `frames` nested invocations
/// (1..=81) and returns (0x4B1D for 1 frame, else 80).
fn return_args(frames: u32) -> (u64, u64, u64) {
    if frames == 1 {
        (0, 0, JMPVAL)
    } else {
        (1, 0, 81 - u64::from(frames))
    }
}

/// Program `longjmp-DIVE-AFTER`: longjmp out of `dive` nested invocations of a
/// uretprobed function, then `after` nested invocations from the same stack level.
///
/// `_start` does `setjmp(jmpbuf)`; the first pass calls `uretprobe_longjmp`, which
/// recurses (real calls, `push rbp` frames) until `dive` invocations are live and the
/// innermost calls `longjmp(jmpbuf, 0x4B1D)`, abandoning all of them (with uretprobes,
/// their return instances stay behind, stale). The second pass calls it again from the same
/// stack level so that it makes `after` nested invocations and returns. Prints
/// `longjmp=0x0000000000004b1d` (what `setjmp` returned the second time) and `retval=0x…`
/// (the second pass's result: 0x4b1d when `after` is 1, else 0x50), exits 0. This is the
/// function of the proposed `uretprobe_depth` selftest (posted with the 2024
/// return-instance rework); uretprobe target: `uretprobe_longjmp`.
///
/// With a uretprobe on `uretprobe_longjmp` on Linux: the first pass hijacks
/// `min(dive, 64)` returns; the second pass's first entry has the same sp as the first
/// pass's, and its cleanup (`RP_CHECK_CALL`) drops the stale instances, unless the depth
/// already is 64 (`dive` ≥ 64), in which case no later call is hijacked or cleaned up. So
/// the uretprobe fires `min(after, 64)` times if `dive` < 64, else 0. The catalog's
/// `longjmp-once`, `longjmp-cleanup` and `longjmp-depth-limit` are (1, 1), (9, 17) and
/// (81, 17).
///
/// # Panics
/// If `dive` or `after` is not in 1..=81 (the selftest function counts up to 80).
pub fn longjmp(dive: u32, after: u32) -> Program {
    assert!((1..=81).contains(&dive) && (1..=81).contains(&after), "longjmp: dive and after must be in 1..=81");
    longjmp_builder(&format!("longjmp-{dive}-{after}"), dive, after)
        .summary(&format!("uretprobe_longjmp: longjmp out of {dive} frames, then {after} nested calls"))
        .done()
}

/// One `longjmp-*` program: `setjmp(jmpbuf)`; the first pass calls
/// `uretprobe_longjmp(dive_args(dive))` (which must longjmp); the second pass calls
/// `uretprobe_longjmp(return_args(after))` from the same stack level and prints what
/// `setjmp` returned the second time (`longjmp=0x…`) and the second call's return value
/// (`retval=0x…`).
fn longjmp_builder(name: &str, dive: u32, after: u32) -> ProgramBuilder {
    let (first, second) = (dive_args(dive), return_args(after));
    let (first_outcome, _) = longjmp_model(first.0, first.1, first.2);
    let (second_outcome, _) = longjmp_model(second.0, second.1, second.2);
    assert_eq!(first_outcome, Outcome::Longjmp(JMPVAL), "first pass must longjmp");
    let Outcome::Returned(retval) = second_outcome else {
        panic!("second pass must return");
    };
    Program::builder(name)
        .code(|b| {
            use iced_x86::code_asm::*;
            let jmpbuf = b.bss("jmpbuf", JMPBUF_SIZE);
            let setjmp = b.sym("setjmp");
            let f = b.sym("uretprobe_longjmp");
            let mut second_pass = b.create_label();
            b.func("_start")?;
            b.lea(rdi, qword_ptr(jmpbuf))?;
            b.call(setjmp)?;
            b.test(eax, eax)?;
            b.jnz(second_pass)?;
            load_args(b, first)?;
            b.call(f)?;
            b.print("first pass returned\n")?;
            b.exit(1)?;
            b.set_label(&mut second_pass)?;
            b.mov(r13, rax)?;
            load_args(b, second)?;
            b.call(f)?;
            b.mov(r14, rax)?;
            b.print_hex("longjmp=", r13)?;
            b.print_hex("retval=", r14)?;
            b.exit(0)?;
            emit_uretprobe_longjmp(b)
        })
        .expect(Expected::exit(0, format!("longjmp={}retval={}", hex(JMPVAL), hex(retval))))
        .ret_probe_targets(&["uretprobe_longjmp"])
}

/// Subtest `uretprobe_longjmp` of the proposed `uretprobe_depth` selftest (posted with the 2024 return-instance rework).
///
/// `setjmp`; first pass `uretprobe_longjmp(0, 0x4B1D, 0xFFFF)`: one invocation, which calls
/// `longjmp(jmpbuf, 0x4B1D)` and leaves its hijacked return behind (1 stale return instance).
/// Second pass, from the same stack level, `uretprobe_longjmp(0, 0, 0x4B1D)` returns 0x4B1D.
/// Prints `longjmp=0x…4b1d`, `retval=0x…4b1d`, exits 0. The second entry has the same sp as
/// the first, so its cleanup (`RP_CHECK_CALL`) drops the stale instance; one trampoline
/// return runs the handler, with rax = 0x4B1D.
///
/// Measured on Linux 6.18: entry uprobe on `uretprobe_longjmp` 2 hits, uretprobe **1**.
pub fn longjmp_once() -> Program {
    longjmp_builder("longjmp-once", 1, 1)
        .summary("uretprobe_longjmp: longjmp out of 1 hijacked frame, then 1 normal call")
        .doc("Subtest `uretprobe_longjmp` of the proposed `uretprobe_depth` selftest. `setjmp(jmpbuf)`; first pass `uretprobe_longjmp(0, 0x4B1D, 0xFFFF)`: one invocation, which calls `longjmp(jmpbuf, 0x4B1D)` and leaves its hijacked return behind (1 stale return instance). Second pass, from the same stack level, `uretprobe_longjmp(0, 0, 0x4B1D)` returns 0x4B1D. Prints `longjmp=0x0000000000004b1d` and `retval=0x0000000000004b1d`, exits 0. The second entry has the same sp as the first, so its cleanup (`RP_CHECK_CALL`) drops the stale instance; one trampoline return runs the handler (rax = 0x4B1D). Measured on Linux 6.18: entry uprobe on `uretprobe_longjmp` 2 hits, uretprobe on `uretprobe_longjmp` 1.")
        .done()
}

/// Subtest `uretprobe_cleanup_return_instances` of the proposed `uretprobe_depth` selftest.
///
/// First pass `uretprobe_longjmp(1, 0x4B1D, 72)`: 9 nested invocations (retval 72..79 with
/// nest = 1, then the final one), then `longjmp`: 9 stale return instances. Second pass
/// `uretprobe_longjmp(1, 0, 64)`: 17 nested invocations returning 80. Prints
/// `longjmp=0x…4b1d`, `retval=0x…50`, exits 0. The second pass's first entry drops all 9
/// stale instances; 17 new ones, 17 trampoline returns.
///
/// Measured on Linux 6.18: entry uprobe on `uretprobe_longjmp` 26 hits, uretprobe **17**.
pub fn longjmp_cleanup() -> Program {
    longjmp_builder("longjmp-cleanup", 9, 17)
        .summary("uretprobe_longjmp: longjmp out of 9 hijacked frames, then 17 nested calls")
        .doc("Subtest `uretprobe_cleanup_return_instances` of the proposed `uretprobe_depth` selftest. First pass `uretprobe_longjmp(1, 0x4B1D, 72)`: 9 nested invocations (retval 72..79 with nest = 1, then the final one), then `longjmp`: 9 stale return instances. Second pass `uretprobe_longjmp(1, 0, 64)`: 17 nested invocations returning 80. Prints `longjmp=0x0000000000004b1d` and `retval=0x0000000000000050`, exits 0. The second pass's first entry (same sp as the first pass's) drops all 9 stale instances; 17 new ones, 17 trampoline returns. Measured on Linux 6.18: entry uprobe on `uretprobe_longjmp` 26 hits, uretprobe on `uretprobe_longjmp` 17.")
        .done()
}

/// Subtest `uretprobe_reach_nestedness_limit` of the proposed `uretprobe_depth` selftest.
///
/// First pass `uretprobe_longjmp(1, 0x4B1D, 0)`: 81 nested invocations; the first 64 are
/// hijacked, 17 omitted (depth limit), then `longjmp`: 64 stale return instances. Second pass
/// `uretprobe_longjmp(1, 0, 64)`: 17 nested invocations returning 80; every entry sees depth
/// 64 and returns before hijack *and* cleanup, so nothing is caught and the 64 stale
/// instances stay until exit. Prints `longjmp=0x…4b1d`, `retval=0x…50`, exits 0.
///
/// Measured on Linux 6.18: entry uprobe on `uretprobe_longjmp` 98 hits, uretprobe **0**.
pub fn longjmp_depth_limit() -> Program {
    longjmp_builder("longjmp-depth-limit", 81, 17)
        .summary("uretprobe_longjmp: longjmp out of 81 frames (64 hijacked), then 17 calls get no uretprobe")
        .doc("Subtest `uretprobe_reach_nestedness_limit` of the proposed `uretprobe_depth` selftest. First pass `uretprobe_longjmp(1, 0x4B1D, 0)`: 81 nested invocations; the first 64 are hijacked, 17 omitted (depth limit), then `longjmp`: 64 stale return instances. Second pass `uretprobe_longjmp(1, 0, 64)`: 17 nested invocations returning 80; every entry sees depth 64 and returns before the hijack and before the cleanup, so nothing is caught and the 64 stale instances stay until exit. Prints `longjmp=0x0000000000004b1d` and `retval=0x0000000000000050`, exits 0. Measured on Linux 6.18: entry uprobe on `uretprobe_longjmp` 98 hits, uretprobe on `uretprobe_longjmp` 0.")
        .done()
}

// ---------------------------------------------------------------------------------------
// setjmp-depth

/// Shallow `walk(0, 0)` calls after the longjmp.
const SHALLOW_CALLS: u64 = 5;
/// `walk(NESTED_AFTER, 0)` after the shallow calls.
const NESTED_AFTER: u64 = 9;
/// `leaf(x)` calls at the end (x = 1..=LEAF_CALLS).
const LEAF_CALLS: u64 = 3;

/// Emits `walk(n=rdi, jump=rsi)`: `n > 0 ? walk(n - 1, jump) + 1 : (jump ? longjmp(jmpbuf, 1)
/// : 0)`, every level a real call with a `push rbp` frame.
fn emit_walk(b: &mut Asm) -> AsmResult {
    use iced_x86::code_asm::*;
    let this = b.sym("walk");
    let jmpbuf = b.sym("jmpbuf");
    let longjmp = b.sym("longjmp");
    let mut bottom = b.create_label();
    let mut zero = b.create_label();
    let mut out = b.create_label();
    b.func("walk")?;
    b.push(rbp)?;
    b.mov(rbp, rsp)?;
    b.test(rdi, rdi)?;
    b.jz(bottom)?;
    b.dec(rdi)?;
    b.probe_here()?;
    b.call(this)?;
    b.inc(rax)?;
    b.jmp(out)?;
    b.set_label(&mut bottom)?;
    b.test(rsi, rsi)?;
    b.jz(zero)?;
    b.lea(rdi, qword_ptr(jmpbuf))?;
    b.mov(esi, 1u32)?;
    b.call(longjmp)?;
    b.set_label(&mut zero)?;
    b.xor(eax, eax)?;
    b.set_label(&mut out)?;
    b.pop(rbp)?;
    b.ret()?;
    Ok(())
}

/// setjmp/longjmp out of a dive deeper than the depth limit, then ordinary calls.
///
/// `setjmp`; `walk(69, 1)` recurses 70 deep (real calls) and the innermost call does
/// `longjmp(jmpbuf, 1)`. Then, from `_start`: 5 × `walk(0, 0)`, one `walk(9, 0)` (10 nested),
/// and `leaf(1)`, `leaf(2)`, `leaf(3)` (`leaf(x) = 2x`, a different function). Prints
/// `sum=21` (0·5 + 9 + 2 + 4 + 6), exits 0.
///
/// With uretprobes on `walk` and `leaf`: the dive hijacks 64 returns and omits 6, and the
/// longjmp leaves all 64 behind. `depth` stays at 64 for the rest of the thread's life
/// (the depth check comes before the cleanup), so **no** later call of any uretprobed
/// function is caught, even a shallow one from `_start`'s own frame, even `leaf`.
///
/// Measured on Linux 6.18: entry uprobe on `walk` 85 hits (70 + 5 + 10), on `leaf` 3;
/// uretprobe on `walk` **0**, on `leaf` **0**.
pub fn setjmp_depth_70() -> Program {
    let doc = "setjmp/longjmp out of a dive deeper than the depth limit, then ordinary calls. `setjmp(jmpbuf)`; `walk(69, 1)` recurses 70 deep (real calls) and the innermost call does `longjmp(jmpbuf, 1)`. Then, from `_start`: 5 x `walk(0, 0)`, one `walk(9, 0)` (10 nested), and `leaf(1)`, `leaf(2)`, `leaf(3)` (`leaf(x) = 2x`, a different function). Prints `sum=21`, exits 0. With uretprobes on `walk` and `leaf`: the dive hijacks 64 returns and omits 6, and the longjmp leaves all 64 behind. The thread's depth stays at 64 for good (the depth check comes before the cleanup), so no later call of any uretprobed function is caught, even a shallow one from `_start`'s own frame, even `leaf`. Measured on Linux 6.18: entry uprobe on `walk` 85 hits (70 + 5 + 10), on `leaf` 3; uretprobe on `walk` 0, on `leaf` 0.";
    setjmp_depth_builder("setjmp-depth", 70)
        .summary("longjmp out of a 70-deep dive: 64 stale return instances, later calls get no uretprobe")
        .doc(doc)
        .done()
}

/// Program `setjmp-depth-FRAMES`: setjmp/longjmp out of a dive `frames` deep, then
/// ordinary calls.
///
/// `setjmp(jmpbuf)`; `walk(frames - 1, 1)` recurses `frames` deep (real calls, `push rbp`
/// frames) and the innermost call does `longjmp(jmpbuf, 1)`. Then, from `_start`: 5 ×
/// `walk(0, 0)`, one `walk(9, 0)` (10 nested), and `leaf(1)`, `leaf(2)`, `leaf(3)`
/// (`leaf(x) = 2x`, a different function). Prints `sum=21`, exits 0. Uretprobe targets:
/// `walk` and `leaf`.
///
/// With uretprobes on both, by `prepare_uretprobe()`'s rules: the dive hijacks
/// `min(frames, 64)` returns and the longjmp leaves them all behind. If that is 64, the
/// thread's depth stays at 64 for good (the depth check comes before the cleanup), so no
/// later call of any uretprobed function is caught; otherwise the first later `walk` from
/// `_start`'s frame drops the stale instances and every later return is caught. The
/// catalog's `setjmp-depth` is `frames` = 70 (measured on Linux 6.18: uretprobe hits 0).
///
/// # Panics
/// If `frames` is 0.
pub fn setjmp_depth(frames: u32) -> Program {
    assert!(frames >= 1, "setjmp_depth: frames must be at least 1");
    setjmp_depth_builder(&format!("setjmp-depth-{frames}"), frames)
        .summary(&format!("longjmp out of a {frames}-deep dive, then shallow calls of the uretprobed functions"))
        .done()
}

fn setjmp_depth_builder(name: &str, frames: u32) -> ProgramBuilder {
    Program::builder(name)
        .code(|b| {
            use iced_x86::code_asm::*;
            let jmpbuf = b.bss("jmpbuf", JMPBUF_SIZE);
            let setjmp = b.sym("setjmp");
            let walk = b.sym("walk");
            let leaf = b.sym("leaf");
            let mut after = b.create_label();
            b.func("_start")?;
            b.lea(rdi, qword_ptr(jmpbuf))?;
            b.call(setjmp)?;
            b.test(eax, eax)?;
            b.jnz(after)?;
            b.mov(edi, frames - 1)?;
            b.mov(esi, 1u32)?;
            b.call(walk)?;
            b.print("walk returned\n")?;
            b.exit(1)?;
            b.set_label(&mut after)?;
            b.xor(ebx, ebx)?;
            b.mov(r13d, SHALLOW_CALLS as u32)?;
            let mut shallow = b.create_label();
            b.set_label(&mut shallow)?;
            b.xor(edi, edi)?;
            b.xor(esi, esi)?;
            b.call(walk)?;
            b.add(rbx, rax)?;
            b.dec(r13d)?;
            b.jnz(shallow)?;
            b.mov(edi, NESTED_AFTER as u32)?;
            b.xor(esi, esi)?;
            b.call(walk)?;
            b.add(rbx, rax)?;
            for x in 1..=LEAF_CALLS {
                b.mov(edi, x as u32)?;
                b.call(leaf)?;
                b.add(rbx, rax)?;
            }
            b.print_dec("sum=", rbx)?;
            b.exit(0)?;

            emit_walk(b)?;

            b.func("leaf")?;
            b.lea(rax, qword_ptr(rdi + rdi))?;
            b.ret()?;
            Ok(())
        })
        .expect(Expected::exit(0, format!("sum={}\n", NESTED_AFTER + (1..=LEAF_CALLS).map(|x| 2 * x).sum::<u64>())))
        .ret_probe_targets(&["walk", "leaf"])
}

// ---------------------------------------------------------------------------------------
// longjmp-shallow-after-deep

/// Stack `deep_call` reserves below `_start`'s frame before calling `walk(0, 0)`.
const DEEP_FRAME: u32 = 0x4000;

/// A longjmp leaves stale return instances; later calls made from *below* them on the
/// stack do not clean them up.
///
/// `setjmp`; `walk(39, 1)` recurses 40 deep and longjmps out: 40 stale return instances.
/// Then 30 × `deep_call()`, which reserves 16 KiB of stack (far below every stale instance's
/// `ri->stack`) and calls `walk(0, 0)`; then 5 × `walk(0, 0)` straight from `_start`.
/// Prints `done`, exits 0.
///
/// With a uretprobe on `walk`: at each `deep_call` → `walk` entry, `RP_CHECK_CALL` keeps
/// every stale instance (they all lie *above* the current sp, so they look alive); the new
/// instance is pushed on top (depth 41), and its return pops just it, after `RP_CHECK_RET`
/// judges the next (stale) chain alive too: every one of these 30 returns is caught. The
/// first `walk` from `_start`'s frame has the same entry sp as the dive's outermost call and
/// drops all 40 stale instances; all 5 are caught.
///
/// Measured on Linux 6.18: entry uprobe on `walk` 75 hits (40 + 30 + 5), on `deep_call` 30;
/// uretprobe on `walk` **35** (the 40 of the dive are never caught).
pub fn longjmp_shallow_after_deep_40() -> Program {
    let doc = "A longjmp leaves stale return instances; later calls made from below them on the stack do not clean them up. `setjmp(jmpbuf)`; `walk(39, 1)` recurses 40 deep and longjmps out: 40 stale return instances. Then 30 x `deep_call()`, which reserves 16 KiB of stack (far below every stale instance's `ri->stack`) and calls `walk(0, 0)`; then 5 x `walk(0, 0)` straight from `_start`. Prints `done`, exits 0. With a uretprobe on `walk`: at each `deep_call` -> `walk` entry, `RP_CHECK_CALL` keeps every stale instance (they all lie above the current sp, so they look alive); the new instance goes on top (depth 41) and its return pops just it, after `RP_CHECK_RET` judges the next (stale) chain alive too: each of these 30 returns is caught. The first `walk` from `_start`'s frame has the same entry sp as the dive's outermost call and drops all 40 stale instances; all 5 are caught. Measured on Linux 6.18: entry uprobe on `walk` 75 hits (40 + 30 + 5), on `deep_call` 30; uretprobe on `walk` 35 (the 40 of the dive are never caught).";
    shallow_after_deep_builder("longjmp-shallow-after-deep", 40, 30)
        .summary("longjmp out of 40 frames; later calls from deeper in the stack keep the stale instances")
        .doc(doc)
        .done()
}

/// Program `longjmp-shallow-after-deep-FRAMES-CALLS`: a longjmp out of `frames` frames
/// leaves stale return instances; later calls made from below them on the stack do not
/// clean them up.
///
/// `setjmp(jmpbuf)`; `walk(frames - 1, 1)` recurses `frames` deep and longjmps out. Then
/// `deep_calls` × `deep_call()`, which reserves 16 KiB of stack (far below every stale
/// instance's `ri->stack`) and calls `walk(0, 0)`; then 5 × `walk(0, 0)` straight from
/// `_start`. Prints `done`, exits 0. Uretprobe target: `walk`.
///
/// With a uretprobe on `walk`, by `prepare_uretprobe()`'s rules: the dive leaves
/// `min(frames, 64)` stale instances. If `frames` < 64, each `deep_call` → `walk` entry
/// keeps them all (`RP_CHECK_CALL`: they lie above the current sp, so they look alive),
/// pushes its own on top and its return is caught; the first `walk` from `_start`'s frame
/// drops the stale ones; so the uretprobe fires `deep_calls + 5` times (the dive's returns
/// never). If `frames` ≥ 64 the depth stays at the limit and it never fires. The catalog's
/// `longjmp-shallow-after-deep` is (40, 30) (measured on Linux 6.18: 35 uretprobe hits).
///
/// # Panics
/// If `frames` or `deep_calls` is 0.
pub fn longjmp_shallow_after_deep(frames: u32, deep_calls: u32) -> Program {
    assert!(frames >= 1 && deep_calls >= 1, "longjmp_shallow_after_deep: frames and deep_calls must be at least 1");
    shallow_after_deep_builder(&format!("longjmp-shallow-after-deep-{frames}-{deep_calls}"), frames, deep_calls)
        .summary(&format!(
            "longjmp out of {frames} frames, then {deep_calls} calls from deeper in the stack keep the stale instances"
        ))
        .done()
}

fn shallow_after_deep_builder(name: &str, frames: u32, deep_calls: u32) -> ProgramBuilder {
    Program::builder(name)
        .code(|b| {
            use iced_x86::code_asm::*;
            let jmpbuf = b.bss("jmpbuf", JMPBUF_SIZE);
            let setjmp = b.sym("setjmp");
            let walk = b.sym("walk");
            let deep_call = b.sym("deep_call");
            let mut after = b.create_label();
            b.func("_start")?;
            b.lea(rdi, qword_ptr(jmpbuf))?;
            b.call(setjmp)?;
            b.test(eax, eax)?;
            b.jnz(after)?;
            b.mov(edi, frames - 1)?;
            b.mov(esi, 1u32)?;
            b.call(walk)?;
            b.print("walk returned\n")?;
            b.exit(1)?;
            b.set_label(&mut after)?;
            b.mov(r13d, deep_calls)?;
            let mut deep = b.create_label();
            b.set_label(&mut deep)?;
            b.call(deep_call)?;
            b.dec(r13d)?;
            b.jnz(deep)?;
            b.mov(r13d, SHALLOW_CALLS as u32)?;
            let mut shallow = b.create_label();
            b.set_label(&mut shallow)?;
            b.xor(edi, edi)?;
            b.xor(esi, esi)?;
            b.call(walk)?;
            b.dec(r13d)?;
            b.jnz(shallow)?;
            b.print("done\n")?;
            b.exit(0)?;

            b.func("deep_call")?;
            b.push(rbp)?;
            b.mov(rbp, rsp)?;
            b.sub(rsp, DEEP_FRAME as i32)?;
            // Touch the reserved stack from the top down, one page at a time, so the stack
            // guard gap is never skipped.
            for page in 1..=(DEEP_FRAME / 0x1000) {
                b.mov(qword_ptr(rbp - (page * 0x1000) as i32), 0)?;
            }
            b.xor(edi, edi)?;
            b.xor(esi, esi)?;
            b.probe_here()?;
            b.call(walk)?;
            b.leave()?;
            b.ret()?;

            emit_walk(b)
        })
        .expect(Expected::exit(0, "done\n"))
        .ret_probe_targets(&["walk"])
}

// ---------------------------------------------------------------------------------------
// tail-call

/// A probed function that tail-jumps into another probed function.
///
/// `f(x)` computes `2x + 1` and tail-jumps (`jmp g`) into `g(y) = 3y`, which returns to
/// `f`'s caller. `_start` calls `f(0..10)`, prints `sum=300`, exits 0.
///
/// With uretprobes on both: `f`'s entry hijacks the return address; at `g`'s entry `[sp]`
/// already holds the trampoline, so `g`'s return instance is *chained* and copies `f`'s
/// original return address. The single trampoline return runs both handlers (`g`'s first).
///
/// Measured on Linux 6.18: entry uprobes on `f` 10, `g` 10; uretprobe on `f` **10**, on `g`
/// **10**.
pub fn tail_call_10() -> Program {
    let doc = "A probed function that tail-jumps into another probed function. `f(x)` computes `2x + 1` and tail-jumps (`jmp g`) into `g(y) = 3y`, which returns to `f`'s caller. `_start` calls `f(0..10)`, prints `sum=300`, exits 0. With uretprobes on both: `f`'s entry hijacks the return address; at `g`'s entry `[sp]` already holds the trampoline, so `g`'s return instance is chained and copies `f`'s original return address. The single trampoline return runs both handlers (`g`'s first). Measured on Linux 6.18: entry uprobes on `f` 10 and `g` 10; uretprobe on `f` 10, on `g` 10.";
    tail_call_builder("tail-call", 10)
        .summary("f tail-jumps into g (both uretprobed): chained return instances")
        .doc(doc)
        .done()
}

/// Program `tail-call-CALLS`: a uretprobed function that tail-jumps into another.
///
/// `f(x)` computes `2x + 1` and tail-jumps (`jmp g`, at `f+0x5`, a probe target) into
/// `g(y) = 3y`, which returns to `f`'s caller. `_start` calls `f(0)` … `f(calls - 1)`,
/// prints `sum=<3 calls²>`, exits 0. Uretprobe targets: `f` and `g`.
///
/// With uretprobes on both: `f`'s entry hijacks the return address; at `g`'s entry `[sp]`
/// already holds the trampoline, so `g`'s return instance is chained and copies `f`'s
/// original return address; the single trampoline return runs both handlers (`g`'s
/// first). Each fires `calls` times. The catalog's `tail-call` is `calls` = 10 (measured
/// on Linux 6.18: 10 and 10).
///
/// # Panics
/// If `calls` is 0.
pub fn tail_call(calls: u32) -> Program {
    assert!(calls >= 1, "tail_call: calls must be at least 1");
    tail_call_builder(&format!("tail-call-{calls}"), calls)
        .summary(&format!("f tail-jumps into g (both uretprobed), {calls} calls: chained return instances"))
        .done()
}

fn tail_call_builder(name: &str, calls: u32) -> ProgramBuilder {
    let sum: u64 = (0..u64::from(calls)).map(|x| 3 * (2 * x + 1)).sum();
    Program::builder(name)
        .code(|b| {
            use iced_x86::code_asm::*;
            let f = b.sym("f");
            let g = b.sym("g");
            b.func("_start")?;
            b.xor(ebx, ebx)?;
            b.xor(r13d, r13d)?;
            let mut top = b.create_label();
            b.set_label(&mut top)?;
            b.mov(rdi, r13)?;
            b.call(f)?;
            b.add(rbx, rax)?;
            b.inc(r13d)?;
            b.cmp(r13d, calls as i32)?;
            b.jb(top)?;
            b.print_dec("sum=", rbx)?;
            b.exit(0)?;

            b.func("f")?;
            b.lea(rdi, qword_ptr(rdi + rdi + 1))?;
            b.probe_here()?;
            b.jmp(g)?;

            b.func("g")?;
            b.lea(rax, qword_ptr(rdi + rdi * 2))?;
            b.ret()?;
            Ok(())
        })
        .expect(Expected::exit(0, format!("sum={sum}\n")))
        .ret_probe_targets(&["f", "g"])
}

// ---------------------------------------------------------------------------------------
// uretprobe-and-uprobe

/// Calls of `both` in `uretprobe-and-uprobe` (x = 1..=BOTH_CALLS).
const BOTH_CALLS: u64 = 7;

/// One function with an entry uprobe and a uretprobe at the same address.
///
/// `both(x) = x*x + 1` (`push rbp` first: emulated push), called for x = 1..=7; prints
/// `sum=147`, exits 0. Both consumers share one `struct uprobe`: every hit runs the entry
/// handler and prepares a return instance; every return runs the return handler.
///
/// Measured on Linux 6.18: entry uprobe on `both` 7, on `both+0x4` 7; uretprobe on `both`
/// **7**.
pub fn uretprobe_and_uprobe() -> Program {
    let doc = "One function with an entry uprobe and a uretprobe at the same address. `both(x) = x*x + 1` (`push rbp` first: emulated push), called for x = 1..=7; prints `sum=147`, exits 0. Both consumers share one `struct uprobe`: every hit runs the entry handler and prepares a return instance; every return runs the return handler. Measured on Linux 6.18: entry uprobe on `both` 7, on `both+0x4` 7; uretprobe on `both` 7.";
    let p = build(
        Meta::new("uretprobe-and-uprobe", "both(x): entry uprobe and uretprobe on the same function", doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let both = b.sym("both");
            b.func("_start")?;
            b.xor(ebx, ebx)?;
            for x in 1..=BOTH_CALLS {
                b.mov(edi, x as u32)?;
                b.call(both)?;
                b.add(rbx, rax)?;
            }
            b.print_dec("sum=", rbx)?;
            b.exit(0)?;

            b.func("both")?;
            b.push(rbp)?;
            b.mov(rbp, rsp)?;
            b.probe_here()?;
            b.mov(rax, rdi)?;
            b.imul_2(rax, rdi)?;
            b.inc(rax)?;
            b.pop(rbp)?;
            b.ret()?;
            Ok(())
        },
        |_| {
            let sum: u64 = (1..=BOTH_CALLS).map(|x| x * x + 1).sum();
            Expected::exit(0, format!("sum={sum}\n"))
        },
    );
    with_ret(p, &["both"])
}

// ---------------------------------------------------------------------------------------
// fork-pending

/// Callee-saved value `_start` keeps in rbx across `parent_fn` in `fork-pending`.
const FORK_MAGIC: u64 = 0x5eed_f00d_cafe_b0ba;

/// `fork` while a hijacked return is pending: both processes return through the trampoline.
///
/// `parent_fn` (frame, then `fork()` via syscall 57, then returns the result) is called once
/// from `_start`. The child checks that rbx (callee-saved, set by `_start`) survived and
/// exits 0 (2 if not) without printing. The parent prints `parent_fn returned`, reaps the
/// child with `wait4` and prints `child status=0`, exits 0.
///
/// With a uretprobe on `parent_fn`: at fork, `dup_utask` copies the pending return instance
/// into the child and `dup_xol_work` maps the XOL area (which holds the trampoline) at the
/// same address, so the child's `ret` also lands on the trampoline and returns correctly
/// (checked natively: the child's return slot holds the trampoline address and it gets back
/// to `_start`).
///
/// Measured on Linux 6.18, perf events with `inherit` (hits in the child counted, e.g.
/// `exit_group` 2): entry uprobe on `parent_fn` 1, on `parent_fn+0x5` 1; uretprobe on
/// `parent_fn` **1**, not 2; without `inherit` also 1. The child's return is not counted.
/// Explanation (inferred from the 6.18 source): each perf uprobe event is its own
/// `trace_uprobe` consumer, and the child's inherited event is a *new* consumer (its
/// `perf_uprobe_init` runs again at fork). A perf uretprobe consumer has both `handler` and
/// `ret_handler`, i.e. it is a session consumer, so at a return only consumers with a record
/// in the return instance run. The copied instance only has the parent's consumer's record,
/// and the parent's perf event is not active in the child: nothing is counted. A fresh call
/// in the child is counted (see `fork-pending-child-call`).
pub fn fork_pending() -> Program {
    let doc = "`fork` while a hijacked return is pending: both processes return through the trampoline. `parent_fn` (frame, then `fork()` via syscall 57, then returns the result) is called once from `_start`. The child checks that rbx (callee-saved, set by `_start`) survived and exits 0 (2 if not) without printing. The parent prints `parent_fn returned`, reaps the child with `wait4` and prints `child status=0`, exits 0. With a uretprobe on `parent_fn`: at fork, `dup_utask` copies the pending return instance into the child and `dup_xol_work` maps the XOL area (which holds the trampoline) at the same address, so the child's `ret` also lands on the trampoline and returns correctly. Measured on Linux 6.18, perf events with `inherit` (hits in the child counted, e.g. `exit_group` 2): entry uprobe on `parent_fn` 1, on `parent_fn+0x5` 1; uretprobe on `parent_fn` 1, not 2; without `inherit` also 1. The child's return is not counted. Explanation (inferred from the 6.18 source): each perf uprobe event is its own `trace_uprobe` consumer, and the child's inherited event is a new consumer (`perf_uprobe_init` runs again at fork). A perf uretprobe consumer has both `handler` and `ret_handler`, i.e. it is a session consumer, so at a return only consumers with a record in the return instance run. The copied instance only has the parent's consumer's record, and the parent's perf event is not active in the child: nothing is counted. A fresh call in the child is counted (see `fork-pending-child-call`).";
    let p = build(
        Meta::new(
            "fork-pending",
            "parent_fn forks while its return is hijacked; both processes return through it",
            doc,
        ),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let parent_fn = b.sym("parent_fn");
            let status = b.bss("wait_status", 8);
            let mut child = b.create_label();
            let mut fail = b.create_label();
            let mut bad_child = b.create_label();
            b.func("_start")?;
            b.mov(rbx, FORK_MAGIC)?;
            b.call(parent_fn)?;
            b.test(rax, rax)?;
            b.js(fail)?;
            b.jz(child)?;
            b.mov(r13, rax)?;
            b.print("parent_fn returned\n")?;
            b.mov(eax, nr::WAIT4)?;
            b.mov(rdi, r13)?;
            b.lea(rsi, qword_ptr(status))?;
            b.xor(edx, edx)?;
            b.xor(r10d, r10d)?;
            b.syscall()?;
            b.cmp(rax, r13)?;
            b.jne(fail)?;
            b.mov(eax, dword_ptr(status))?;
            b.print_dec("child status=", rax)?;
            b.exit(0)?;
            b.set_label(&mut fail)?;
            b.print("fork or wait4 failed\n")?;
            b.exit(1)?;
            b.set_label(&mut child)?;
            b.mov(rax, FORK_MAGIC)?;
            b.cmp(rbx, rax)?;
            b.jne(bad_child)?;
            b.exit(0)?;
            b.set_label(&mut bad_child)?;
            b.exit(2)?;

            b.func("parent_fn")?;
            b.push(rbp)?;
            b.mov(rbp, rsp)?;
            b.push(rbx)?;
            b.probe_here()?;
            b.mov(eax, nr::FORK)?;
            b.syscall()?;
            b.pop(rbx)?;
            b.pop(rbp)?;
            b.ret()?;
            Ok(())
        },
        |_| Expected::exit(0, "parent_fn returned\nchild status=0\n"),
    );
    with_ret(p, &["parent_fn"])
}

/// `wait4(r13, &status, 0, NULL)` (r13: the child's pid), then `child status=` and the
/// raw wait status, and `exit_group(0)`.
fn reap_child_and_exit(b: &mut Asm, status: iced_x86::code_asm::CodeLabel) -> AsmResult {
    use iced_x86::code_asm::*;
    b.mov(eax, nr::WAIT4)?;
    b.mov(rdi, r13)?;
    b.lea(rsi, qword_ptr(status))?;
    b.xor(edx, edx)?;
    b.xor(r10d, r10d)?;
    b.syscall()?;
    b.mov(eax, dword_ptr(status))?;
    b.print_dec("child status=", rax)?;
    b.exit(0)
}

/// A `wait4(-1, WNOHANG)` right after `fork`, whose answer depends on who runs first.
///
/// The parent forks and at once asks `wait4(-1, &status, WNOHANG)`: it prints `at once:
/// running` when the child is still running (0), `at once: reaped` when it already
/// exited. Then it waits for the child and prints its raw status (`child status=1792`,
/// exit 7). The child first makes 1,000 `getpid` calls (tens of microseconds natively,
/// so that the parent's call comes first on Linux, which returns to the parent first;
/// about 4,000 instructions, less than one quantum in the simulator), in `child_work`,
/// then prints `child done` and exits 7. Natively and by default in the simulator: `at
/// once: running`. `probesim explore` finds the other order (the child first, to its
/// end).
pub fn fork_race() -> Program {
    let doc = "A `wait4(-1, WNOHANG)` right after `fork`, whose answer depends on who runs first. The parent forks and at once asks `wait4(-1, &status, WNOHANG)`: it prints `at once: running` when the child is still running, `at once: reaped` when it already exited; then it waits and prints the child's raw status (`child status=1792`, exit 7). The child makes 1,000 `getpid` calls in `child_work` (tens of microseconds natively, less than one quantum in the simulator, so that the parent's call comes first on Linux, which returns to the parent first), prints `child done` and exits 7. Natively and by default in the simulator: `at once: running`; `probesim explore` finds the other order.";
    let p = build(
        Meta::new("fork-race", "wait4(WNOHANG) at once after fork: running or reaped, by who runs first", doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let child_work = b.sym("child_work");
            let status = b.bss("race_status", 8);
            let (mut child, mut fail, mut reaped, mut wait) =
                (b.create_label(), b.create_label(), b.create_label(), b.create_label());
            b.func("_start")?;
            b.mov(eax, nr::FORK)?;
            b.syscall()?;
            b.test(rax, rax)?;
            b.js(fail)?;
            b.jz(child)?;
            b.mov(r13, rax)?;
            b.mov(eax, nr::WAIT4)?;
            b.mov(rdi, -1i64)?;
            b.lea(rsi, qword_ptr(status))?;
            b.mov(edx, 1)?; // WNOHANG
            b.xor(r10d, r10d)?;
            b.syscall()?;
            b.test(rax, rax)?;
            b.jnz(reaped)?;
            b.print("at once: running\n")?;
            b.jmp(wait)?;
            b.set_label(&mut reaped)?;
            b.print("at once: reaped\n")?;
            b.set_label(&mut wait)?;
            reap_child_and_exit(b, status)?;
            b.set_label(&mut fail)?;
            b.print("fork failed\n")?;
            b.exit(1)?;
            b.set_label(&mut child)?;
            b.call(child_work)?;
            b.print("child done\n")?;
            b.exit(7)?;

            b.func("child_work")?;
            let mut again = b.create_label();
            b.push(rbx)?;
            b.probe_here()?;
            b.mov(ebx, 1_000)?;
            b.set_label(&mut again)?;
            b.mov(eax, nr::GETPID)?;
            b.syscall()?;
            b.dec(ebx)?;
            b.jnz(again)?;
            b.pop(rbx)?;
            b.ret()?;
            Ok(())
        },
        |_| Expected::exit(0, "at once: running\nchild done\nchild status=1792\n"),
    );
    with_ret(p, &["child_work"])
}

/// The 6.18 fork caveat (the trampoline page is `VM_DONTCOPY`): a child hitting a nop5 site its parent had optimized.
///
/// `_start` calls `t5` (`nop5; ret`) twice, forks, and the child calls `t5` once more and
/// exits 0; the parent reaps it and prints the raw wait status (`child status=0`
/// unprobed), exits 0. With a uprobe on `t5`, the first call optimizes the site into
/// `call [uprobes-trampoline]`; the child inherits those bytes (private COW page) but not
/// the `VM_DONTCOPY` trampoline page, so its call lands on unmapped memory: measured on
/// Linux 6.18, the child dies by SIGSEGV (`child status=11`), and the probe counts 2
/// (the parent's calls).
pub fn fork_optimized() -> Program {
    build(
        Meta::new(
            "fork-optimized",
            "child calls a nop5 site its parent optimized (6.18 fork caveat: SIGSEGV)",
            "The 6.18 fork caveat: a forked child calls a nop5 probe site that its parent optimized into a call to `[uprobes-trampoline]`, which fork does not copy. Unprobed: prints `child status=0`, exits 0. With a uprobe on `t5`, measured on Linux 6.18: `child status=11` (SIGSEGV), 2 hits.",
        ),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let t5 = b.sym("t5");
            let status = b.bss("wait_status", 8);
            let mut child = b.create_label();
            b.func("_start")?;
            b.call(t5)?;
            b.call(t5)?;
            b.mov(eax, nr::FORK)?;
            b.syscall()?;
            b.test(rax, rax)?;
            b.jz(child)?;
            b.mov(r13, rax)?;
            reap_child_and_exit(b, status)?;
            b.set_label(&mut child)?;
            b.call(t5)?;
            b.exit(0)?;

            b.func("t5")?;
            b.db(&[0x0f, 0x1f, 0x44, 0x00, 0x00])?;
            b.ret()?;
            Ok(())
        },
        |_| Expected::exit(0, "child status=0\n"),
    )
}

/// `fork-pending` plus one fresh call of the uretprobed function in each process.
///
/// `_start` calls `parent_fn(1)`, which forks (while its return is hijacked) and returns the
/// result. The child then calls `parent_fn(0)` (returns 0, no fork), checks rbx and the
/// result, and exits 0 (2 on a mismatch). The parent prints `parent_fn returned`, reaps the
/// child and prints `child status=0`, then calls `parent_fn(0)` and prints `parent_fn(0)=0`,
/// exits 0.
///
/// Measured on Linux 6.18 with perf `inherit`: entry uprobe on `parent_fn` 3 (parent 2,
/// child 1), on `parent_fn+0x9` (the fork path) 1; uretprobe on `parent_fn` **3**: the
/// parent's 2 returns and the child's fresh call; the child's return from the inherited
/// pending instance is not counted (see `fork-pending`). Without `inherit`: 2.
pub fn fork_pending_child_call() -> Program {
    let doc = "`fork-pending` plus one fresh call of the uretprobed function in each process. `_start` calls `parent_fn(1)`, which forks (while its return is hijacked) and returns the result. The child then calls `parent_fn(0)` (returns 0, no fork), checks rbx and the result, and exits 0 (2 on a mismatch). The parent prints `parent_fn returned`, reaps the child and prints `child status=0`, then calls `parent_fn(0)` and prints `parent_fn(0)=0`, exits 0. Measured on Linux 6.18 with perf `inherit`: entry uprobe on `parent_fn` 3 (parent 2, child 1), on `parent_fn+0x9` (the fork path) 1; uretprobe on `parent_fn` 3: the parent's 2 returns and the child's fresh call; the child's return from the inherited pending instance is not counted (see `fork-pending`: the copied instance only carries the parent's perf consumer, and the child's inherited perf event is a separate consumer). Without `inherit`: 2.";
    let p = build(
        Meta::new(
            "fork-pending-child-call",
            "parent_fn(1) forks with its return hijacked; then each process calls parent_fn(0) once more",
            doc,
        ),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let parent_fn = b.sym("parent_fn");
            let status = b.bss("wait_status", 8);
            let mut child = b.create_label();
            let mut fail = b.create_label();
            let mut bad_child = b.create_label();
            b.func("_start")?;
            b.mov(rbx, FORK_MAGIC)?;
            b.mov(edi, 1u32)?;
            b.call(parent_fn)?;
            b.test(rax, rax)?;
            b.js(fail)?;
            b.jz(child)?;
            b.mov(r13, rax)?;
            b.print("parent_fn returned\n")?;
            b.mov(eax, nr::WAIT4)?;
            b.mov(rdi, r13)?;
            b.lea(rsi, qword_ptr(status))?;
            b.xor(edx, edx)?;
            b.xor(r10d, r10d)?;
            b.syscall()?;
            b.cmp(rax, r13)?;
            b.jne(fail)?;
            b.mov(eax, dword_ptr(status))?;
            b.print_dec("child status=", rax)?;
            b.xor(edi, edi)?;
            b.call(parent_fn)?;
            b.print_dec("parent_fn(0)=", rax)?;
            b.exit(0)?;
            b.set_label(&mut fail)?;
            b.print("fork or wait4 failed\n")?;
            b.exit(1)?;
            b.set_label(&mut child)?;
            b.mov(rax, FORK_MAGIC)?;
            b.cmp(rbx, rax)?;
            b.jne(bad_child)?;
            b.xor(edi, edi)?;
            b.call(parent_fn)?;
            b.test(rax, rax)?;
            b.jnz(bad_child)?;
            b.exit(0)?;
            b.set_label(&mut bad_child)?;
            b.exit(2)?;

            let mut no_fork = b.create_label();
            let mut out = b.create_label();
            b.func("parent_fn")?;
            b.push(rbp)?;
            b.mov(rbp, rsp)?;
            b.push(rbx)?;
            b.test(edi, edi)?;
            b.jz(no_fork)?;
            b.probe_here()?;
            b.mov(eax, nr::FORK)?;
            b.syscall()?;
            b.jmp(out)?;
            b.set_label(&mut no_fork)?;
            b.xor(eax, eax)?;
            b.set_label(&mut out)?;
            b.pop(rbx)?;
            b.pop(rbp)?;
            b.ret()?;
            Ok(())
        },
        |_| Expected::exit(0, "parent_fn returned\nchild status=0\nparent_fn(0)=0\n"),
    );
    with_ret(p, &["parent_fn"])
}

// ---------------------------------------------------------------------------------------
// uprobe-regs

/// Slots of `regs_before`/`regs_after`: the 16 GPRs, then rflags.
const REG_SLOTS: [&str; 17] = [
    "rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
    "rflags",
];

/// rflags loaded (with `popfq`) before each call of the trigger in `uprobe-regs`:
/// CF PF AF ZF SF OF set, then none (bit 1 is always set; IF stays set).
const REGS_FLAGS: [u64; 2] = [0x8d7, 0x202];

/// The distinctive value `uprobe-regs` loads into GPR `i` (`REG_SLOTS` order) before call
/// `round`.
fn regs_value(round: usize, i: usize) -> u64 {
    0x0101_0101_0101_0101u64.wrapping_mul(i as u64 + 1) ^ ((round as u64 + 1) << 56) ^ 0x5a
}

/// The register-preservation test of the kernel selftest `uprobe_syscall.c`.
///
/// `uprobe_regs_trigger` is `nop5; mov rax, 0xdeadbeef; ret` (the nop5 is what the 6.18
/// kernel optimizes into a `call` to the uprobe trampoline). `_start` calls it twice (the
/// first hit of a probed nop5 traps and optimizes the site, the second takes the syscall
/// path); before each call it loads distinctive values into every GPR but rsp and a rflags
/// pattern, stores all 16 GPRs and rflags into `regs_before`, calls the trigger, stores them
/// into `regs_after`, and compares every slot but rax. Prints, per call,
/// `call N: regs-equal ok` (or `call N: <reg> differs` per differing register) and
/// `call N: rax=0x00000000deadbeef`; exits 0. Stack addresses are compared, never printed.
///
/// Probed (entry uprobe and uretprobe on `uprobe_regs_trigger`, entry uprobe on
/// `uprobe_regs_trigger+0x5`): the output must not change — neither the int3 path, the
/// uprobe syscall (336) trampoline nor the uretprobe syscall (335) trampoline may leak a
/// change to rcx, r11, rflags, rsp or any other register.
///
/// Measured on Linux 6.18: same output probed; entry uprobe on `uprobe_regs_trigger` 2, on
/// `uprobe_regs_trigger+0x5` 2; uretprobe on `uprobe_regs_trigger` **2**. The site reads
/// `e8 …` (optimized) at exit, also with only the uretprobe attached.
pub fn uprobe_regs() -> Program {
    let doc = "The register-preservation test of the kernel selftest `uprobe_syscall.c`. `uprobe_regs_trigger` is `nop5; mov rax, 0xdeadbeef; ret` (the nop5 is what the 6.18 kernel optimizes into a `call` to the uprobe trampoline). `_start` calls it twice (the first hit of a probed nop5 traps and optimizes the site, the second takes the syscall path); before each call it loads distinctive values into every GPR but rsp and a rflags pattern, stores all 16 GPRs and rflags into `regs_before`, calls the trigger, stores them into `regs_after`, and compares every slot but rax. Prints, per call, `call N: regs-equal ok` (or `call N: <reg> differs` per differing register) and `call N: rax=0x00000000deadbeef`; exits 0. Stack addresses are compared, never printed. Probed (entry uprobe and uretprobe on `uprobe_regs_trigger`, entry uprobe on `uprobe_regs_trigger+0x5`), the output must not change: neither the int3 path, the uprobe syscall (336) trampoline nor the uretprobe syscall (335) trampoline may leak a change to rcx, r11, rflags, rsp or any other register. Measured on Linux 6.18: same output probed; entry uprobe on `uprobe_regs_trigger` 2, on `uprobe_regs_trigger+0x5` 2; uretprobe on `uprobe_regs_trigger` 2; the site reads `e8 …` (optimized) at exit, also with only the uretprobe attached.";
    let p = build(
        Meta::new(
            "uprobe-regs",
            "uprobe_syscall.c regs test: every register and rflags survive uprobe + uretprobe on a nop5",
            doc,
        ),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let gprs: [AsmRegister64; 16] =
                [rax, rbx, rcx, rdx, rsi, rdi, rbp, rsp, r8, r9, r10, r11, r12, r13, r14, r15];
            let zeros = [0u64; REG_SLOTS.len()];
            let before = b.data_u64_slots("regs_before", &zeros);
            let after = b.data_u64_slots("regs_after", &zeros);
            let trigger = b.sym("uprobe_regs_trigger");
            let put_hex = b.sym("put_hex");
            let flags_slot = REG_SLOTS.len() - 1;

            b.func("_start")?;
            for (round, flags) in REGS_FLAGS.iter().enumerate() {
                let n = round + 1;
                for (i, r) in gprs.iter().enumerate() {
                    if *r != rsp {
                        b.mov(*r, regs_value(round, i))?;
                    }
                }
                b.push(i32::try_from(*flags).map_err(|_| crate::builder::err("flags"))?)?;
                b.popfq()?;
                for (i, r) in gprs.iter().enumerate() {
                    b.mov(qword_ptr(before[i]), *r)?;
                }
                b.pushfq()?;
                b.pop(qword_ptr(before[flags_slot]))?;
                b.call(trigger)?;
                for (i, r) in gprs.iter().enumerate() {
                    b.mov(qword_ptr(after[i]), *r)?;
                }
                b.pushfq()?;
                b.pop(qword_ptr(after[flags_slot]))?;

                b.xor(r15d, r15d)?;
                for (i, name) in REG_SLOTS.iter().enumerate().skip(1) {
                    let mut same = b.create_label();
                    b.mov(rax, qword_ptr(before[i]))?;
                    b.cmp(rax, qword_ptr(after[i]))?;
                    b.je(same)?;
                    b.print(&format!("call {n}: {name} differs\n"))?;
                    b.inc(r15)?;
                    b.set_label(&mut same)?;
                }
                let mut differed = b.create_label();
                b.test(r15, r15)?;
                b.jnz(differed)?;
                b.print(&format!("call {n}: regs-equal ok\n"))?;
                b.set_label(&mut differed)?;
                b.print(&format!("call {n}: rax="))?;
                b.mov(rdi, qword_ptr(after[0]))?;
                b.call(put_hex)?;
            }
            b.exit(0)?;

            b.func("uprobe_regs_trigger")?;
            b.db(&[0x0f, 0x1f, 0x44, 0x00, 0x00])?;
            b.probe_here()?;
            b.mov(rax, 0xdead_beef_u64)?;
            b.ret()?;
            Ok(())
        },
        |_| {
            let out: String = (1..=REGS_FLAGS.len())
                .map(|n| format!("call {n}: regs-equal ok\ncall {n}: rax={}", hex(0xdead_beef)))
                .collect();
            Expected::exit(0, out)
        },
    );
    with_ret(p, &["uprobe_regs_trigger"])
}

// ---------------------------------------------------------------------------------------
// stray syscalls

/// `push rax; push rcx; push r11; mov rax, 335; syscall; pop r11; pop rcx; ret` — the bytes
/// of the kernel's uretprobe trampoline (except the trailing int3), but in the program's own
/// text.
const FAKE_URETPROBE_TRAMPOLINE: [u8; 17] =
    [0x50, 0x51, 0x41, 0x53, 0x48, 0xc7, 0xc0, 0x4f, 0x01, 0x00, 0x00, 0x0f, 0x05, 0x41, 0x5b, 0x59, 0xc3];

/// The uretprobe syscall (335) called from the program's own code: SIGILL.
///
/// `uretprobe_syscall_call` calls `uretprobe_syscall_helper`, whose bytes are those of the
/// kernel's uretprobe trampoline (`push rax; push rcx; push r11; mov rax, 335; syscall; pop
/// r11; pop rcx; ret`). `_start` prints `calling uretprobe syscall` first. `sys_uretprobe`
/// finds no XOL area (unprobed) or an ip that is not `trampoline + 13` (uretprobed):
/// killed by SIGILL (4) either way, as in the selftest `uretprobe_syscall_call`.
///
/// Measured on Linux 6.18: SIGILL unprobed and probed; entry uprobes on
/// `uretprobe_syscall_call` 1, `uretprobe_syscall_helper` 1; uretprobe on
/// `uretprobe_syscall_call` **0**.
pub fn stray_uretprobe_syscall() -> Program {
    let doc = "The uretprobe syscall (335) called from the program's own code: SIGILL. `uretprobe_syscall_call` calls `uretprobe_syscall_helper`, whose bytes are those of the kernel's uretprobe trampoline (`push rax; push rcx; push r11; mov rax, 335; syscall; pop r11; pop rcx; ret`). `_start` prints `calling uretprobe syscall` first. `sys_uretprobe` finds no XOL area (unprobed) or an ip that is not `trampoline + 13` (uretprobed): killed by SIGILL (4) either way, as in the selftest `uretprobe_syscall_call`. Measured on Linux 6.18: SIGILL unprobed and probed; entry uprobes on `uretprobe_syscall_call` 1, `uretprobe_syscall_helper` 1; uretprobe on `uretprobe_syscall_call` 0.";
    let p = build(
        Meta::new("stray-uretprobe-syscall", "uretprobe syscall (335) from the program's own code -> SIGILL", doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let call = b.sym("uretprobe_syscall_call");
            let helper = b.sym("uretprobe_syscall_helper");
            b.func("_start")?;
            b.print("calling uretprobe syscall\n")?;
            b.call(call)?;
            b.print("survived\n")?;
            b.exit(0)?;

            b.func("uretprobe_syscall_call")?;
            b.push(rbp)?;
            b.mov(rbp, rsp)?;
            b.probe_here()?;
            b.call(helper)?;
            b.pop(rbp)?;
            b.ret()?;

            b.func("uretprobe_syscall_helper")?;
            b.db(&FAKE_URETPROBE_TRAMPOLINE)?;
            Ok(())
        },
        |_| Expected::signal(SIGILL, "calling uretprobe syscall\n"),
    );
    with_ret(p, &["uretprobe_syscall_call"])
}

/// The uprobe syscall (336) called directly: `-ENXIO`.
///
/// `uprobe_syscall_direct` is `mov eax, 336; syscall; ret`; `_start` prints
/// `uprobe syscall=-6` and exits 0. `sys_uprobe` returns `-ENXIO` when the caller's ip is not
/// in a `[uprobes-trampoline]` mapping (6.18; the July 2025 series sent SIGILL instead, and
/// kernels without the syscall return `-ENOSYS`, -38).
///
/// The later probe target is the `ret` (`uprobe_syscall_direct+0x7`), not the syscall: a
/// single-stepped `syscall; ret` dies (see `syscall-xol`).
///
/// Measured on Linux 6.18: `uprobe syscall=-6` unprobed and probed; entry uprobe on
/// `uprobe_syscall_direct` 1, on `uprobe_syscall_direct+0x7` 1; uretprobe on
/// `uprobe_syscall_direct` **1**.
pub fn stray_uprobe_syscall() -> Program {
    let doc = "The uprobe syscall (336) called directly: `-ENXIO`. `uprobe_syscall_direct` is `mov eax, 336; syscall; ret`; `_start` prints `uprobe syscall=-6` and exits 0. `sys_uprobe` returns `-ENXIO` when the caller's ip is not in a `[uprobes-trampoline]` mapping (6.18; the July 2025 series sent SIGILL instead, and kernels without the syscall return `-ENOSYS`, -38). The later probe target is the `ret` (`uprobe_syscall_direct+0x7`), not the syscall: a single-stepped `syscall; ret` dies (see `syscall-xol`). Measured on Linux 6.18: `uprobe syscall=-6` unprobed and probed; entry uprobe on `uprobe_syscall_direct` 1, on `uprobe_syscall_direct+0x7` 1; uretprobe on `uprobe_syscall_direct` 1.";
    let p = build(
        Meta::new("stray-uprobe-syscall", "uprobe syscall (336) called directly -> -ENXIO", doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let direct = b.sym("uprobe_syscall_direct");
            let put_dec = b.sym("put_dec");
            let mut positive = b.create_label();
            b.func("_start")?;
            b.call(direct)?;
            b.mov(r13, rax)?;
            b.print("uprobe syscall=")?;
            b.test(r13, r13)?;
            b.jns(positive)?;
            b.print("-")?;
            b.neg(r13)?;
            b.set_label(&mut positive)?;
            b.mov(rdi, r13)?;
            b.call(put_dec)?;
            b.exit(0)?;

            b.func("uprobe_syscall_direct")?;
            b.mov(eax, nr::UPROBE)?;
            b.syscall()?;
            b.probe_here()?;
            b.ret()?;
            Ok(())
        },
        |_| Expected::exit(0, "uprobe syscall=-6\n"),
    );
    with_ret(p, &["uprobe_syscall_direct"])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The invocation counts of the proposed `uretprobe_depth` selftest).
    #[test]
    fn longjmp_model_matches_the_selftest_counts() {
        assert_eq!(longjmp_model(0, JMPVAL, RETVAL), (Outcome::Longjmp(JMPVAL), 1));
        assert_eq!(longjmp_model(0, 0, JMPVAL), (Outcome::Returned(JMPVAL), 1));
        assert_eq!(longjmp_model(1, JMPVAL, 72), (Outcome::Longjmp(JMPVAL), 9));
        assert_eq!(longjmp_model(1, 0, 64), (Outcome::Returned(80), 17));
        assert_eq!(longjmp_model(1, JMPVAL, 0), (Outcome::Longjmp(JMPVAL), 81));
    }

    #[test]
    fn fake_trampoline_calls_syscall_335() {
        assert_eq!(&FAKE_URETPROBE_TRAMPOLINE[4..7], &[0x48, 0xc7, 0xc0]);
        let nr = u32::from_le_bytes(FAKE_URETPROBE_TRAMPOLINE[7..11].try_into().unwrap());
        assert_eq!(nr, 335);
    }
}
