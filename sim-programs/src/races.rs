//! Thread programs for the probe designs' race arguments (probesim's `tests/it/races.rs`
//! and `probesim explore`): each has a thread that hits a probe site in a loop and a
//! thread that detaches or attaches probes at a control point (a schedule file says
//! which), so that an exploration can place the second thread's kernel work while the
//! first is inside the probe path.
//!
//! Threads are made as libc makes them: `clone(CLONE_VM | CLONE_FS | CLONE_FILES |
//! CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM | CLONE_PARENT_SETTID |
//! CLONE_CHILD_CLEARTID)` on a stack in `.bss`, joined by waiting on the child-tid word
//! with `FUTEX_WAIT` until the kernel clears it at the thread's exit (`pthread_join`).
//! Each program's outcome does not depend on the schedule when the probe mechanics are
//! right (so it runs natively too).

use iced_x86::code_asm::*;

use crate::builder::{Asm, AsmResult};
use crate::rt::nr;
use crate::{Program, NOP10, NOP5};

/// The flags glibc's `pthread_create` passes, less `CLONE_SETTLS` (no TLS here).
const THREAD_FLAGS: u32 = 0x0010_0000 // CLONE_PARENT_SETTID
    | 0x0020_0000 // CLONE_CHILD_CLEARTID
    | 0x0004_0000 // CLONE_SYSVSEM
    | 0x0001_0000 // CLONE_THREAD
    | 0x0800 // CLONE_SIGHAND
    | 0x0400 // CLONE_FILES
    | 0x0200 // CLONE_FS
    | 0x0100; // CLONE_VM
/// Each thread's stack.
const STACK: usize = 64 * 1024;

/// Starts a thread running `func` (which returns; the thread then `exit`s) on the stack
/// `stack` (a `.bss` object of [`STACK`] bytes), with its tid in the word `tid` until it
/// exits (then 0, and a futex wake). Clobbers rax, rcx, rdx, rsi, rdi, r8, r10, r11.
fn spawn(a: &mut Asm, func: &str, stack: CodeLabel, tid: CodeLabel) -> AsmResult {
    let mut parent = a.create_label();
    a.mov(eax, nr::CLONE)?;
    a.mov(edi, THREAD_FLAGS)?;
    a.lea(rsi, ptr(stack))?;
    a.add(rsi, STACK as i32)?;
    a.lea(rdx, ptr(tid))?;
    a.mov(r10, rdx)?;
    a.xor(r8d, r8d)?;
    a.syscall()?;
    a.test(eax, eax)?;
    a.jnz(parent)?;
    // The child, on its own stack.
    a.call_sym(func)?;
    a.mov(eax, nr::EXIT)?;
    a.xor(edi, edi)?;
    a.syscall()?;
    a.set_label(&mut parent)?;
    Ok(())
}

/// Waits until the thread whose tid word is `tid` has exited (`pthread_join`: the word is
/// cleared and woken by the kernel). Clobbers rax, rcx, rdx, rsi, rdi, r10, r11.
fn join(a: &mut Asm, tid: CodeLabel) -> AsmResult {
    let (mut wait, mut check) = (a.create_label(), a.create_label());
    a.jmp(check)?;
    a.set_label(&mut wait)?;
    a.mov(edx, eax)?;
    a.lea(rdi, ptr(tid))?;
    a.xor(esi, esi)?; // FUTEX_WAIT
    a.xor(r10d, r10d)?;
    a.mov(eax, nr::FUTEX)?;
    a.syscall()?;
    a.set_label(&mut check)?;
    a.mov(eax, dword_ptr(tid))?;
    a.test(eax, eax)?;
    a.jnz(wait)?;
    Ok(())
}

/// A function `name`: the site `bytes` (a probe goes on the function's first byte), then
/// `mov eax, value; ret`.
fn site_fn(a: &mut Asm, bytes: &[u8], value: u32) -> AsmResult {
    a.db(bytes)?;
    a.mov(eax, value)?;
    a.ret()?;
    Ok(())
}

/// A function that calls `target` `n` times and adds the results into the 64-bit word
/// `sum`.
fn hitter(a: &mut Asm, target: &str, n: u32, sum: CodeLabel) -> AsmResult {
    let mut top = a.create_label();
    a.push(rbx)?;
    a.push(r12)?;
    a.xor(ebx, ebx)?;
    a.xor(r12d, r12d)?;
    a.set_label(&mut top)?;
    a.call_sym(target)?;
    a.add(rbx, rax)?;
    a.inc(r12d)?;
    a.cmp(r12d, n as i32)?;
    a.jb(top)?;
    a.lock().add(qword_ptr(sum), rbx)?;
    a.pop(r12)?;
    a.pop(rbx)?;
    a.ret()?;
    Ok(())
}

/// `_start` of a race program: start `threads` (function names), join them, print
/// `sum=` and the word `sum`, and exit 0.
fn start(a: &mut Asm, threads: &[&str], sum: CodeLabel) -> AsmResult {
    let mut tids = Vec::new();
    for (i, f) in threads.iter().enumerate() {
        let stack = a.bss(&format!("stack_{f}"), STACK);
        let tid = a.bss(&format!("tid_{f}_{i}"), 8);
        spawn(a, f, stack, tid)?;
        tids.push(tid);
    }
    for tid in tids {
        join(a, tid)?;
    }
    a.mov(rbx, qword_ptr(sum))?;
    a.print_dec("sum=", rbx)?;
    a.exit(0)
}

/// `race-slot-reuse`: the jmp-slot design's argument for never reassigning a slot.
///
/// Thread `hitter` calls `site_a` (a nop5, then `mov eax, 1; ret`) `hits` times and
/// adds what it returns; thread `controller` reaches control point 1 (where a schedule
/// detaches the probe on `site_a` and attaches one on `site_b`) and then calls `site_b`
/// (a nop5, then `mov eax, 2; ret`) twice, so that the new probe is optimized at once.
/// Prints `sum={hits}` and exits 0 when every call of `site_a` returned to `site_a`'s
/// own `mov eax, 1`.
pub fn slot_reuse(hits: u32) -> Program {
    Program::builder("race-slot-reuse")
        .summary("a thread parked in a jmp slot while its probe is detached and another optimized")
        .function("_start", |a| {
            let sum = a.bss("sum", 8);
            start(a, &["hitter", "controller"], sum)
        })
        .function("hitter", move |a| {
            let sum = a.sym("sum");
            hitter(a, "site_a", hits, sum)
        })
        .function("controller", |a| {
            a.control_point(1)?;
            a.call_sym("site_b")?;
            a.call_sym("site_b")?;
            a.ret()?;
            Ok(())
        })
        .function("site_a", |a| site_fn(a, NOP5, 1))
        .function("site_b", |a| site_fn(a, NOP5, 2))
        .build()
        .expect("race-slot-reuse builds")
}

/// `race-nop10-unoptimize`: the nop10 design's argument for unoptimizing by leaving the
/// `call` bytes in place.
///
/// Thread `hitter` calls `site` (a nop10, then `mov eax, 1; ret`) `hits` times; thread
/// `controller` reaches control point 1, where a schedule detaches the probe on `site`.
/// Prints `sum={hits}` and exits 0 when a thread between the optimized site's `lea` and
/// its `call` still finds an instruction boundary where it stopped.
pub fn nop10_unoptimize(hits: u32) -> Program {
    Program::builder("race-nop10-unoptimize")
        .summary("a thread between the nop10 site's lea and call while the probe is detached")
        .function("_start", |a| {
            let sum = a.bss("sum", 8);
            start(a, &["hitter", "controller"], sum)
        })
        .function("hitter", move |a| {
            let sum = a.sym("sum");
            hitter(a, "site", hits, sum)
        })
        .function("controller", |a| {
            a.control_point(1)?;
            a.ret()?;
            Ok(())
        })
        .function("site", |a| site_fn(a, NOP10, 1))
        .build()
        .expect("race-nop10-unoptimize builds")
}

/// `race-rewrite`: two threads calling `site` (a nop5, then `mov eax, 1; ret`) `hits`
/// times each while a probe on it is optimized by the first hit (6.18's int3-first
/// rewrite). Prints `sum={2 * hits}` and exits 0.
pub fn rewrite(hits: u32) -> Program {
    Program::builder("race-rewrite")
        .summary("two threads at a nop5 site while its first hit rewrites it into a call")
        .function("_start", |a| {
            let sum = a.bss("sum", 8);
            start(a, &["hitter_a", "hitter_b"], sum)
        })
        .function("hitter_a", move |a| {
            let sum = a.sym("sum");
            hitter(a, "site", hits, sum)
        })
        .function("hitter_b", move |a| {
            let sum = a.sym("sum");
            hitter(a, "site", hits, sum)
        })
        .function("site", |a| site_fn(a, NOP5, 1))
        .build()
        .expect("race-rewrite builds")
}

/// `race-uprobe-race-nop5` / `race-uprobe-race-nop10`: the kernel's `uprobe_race`
/// selftest (`uprobe_syscall.c`), deterministic. Two threads call `site` (USDT
/// `probesim:race` with a semaphore, at a nop5 or a nop10, then `mov eax, 1; ret`) `hits`
/// times each, while thread `controller` reaches control points 1 to `2 * rounds` (a
/// schedule attaches the USDT probe at odd ones and detaches it at even ones), calling
/// `site` once after each. Prints `sum={2 * hits + 2 * rounds}` and `semaphore=0`
/// (read after every thread is joined), and exits 0.
pub fn uprobe_race(nop10: bool, hits: u32, rounds: u32) -> Program {
    let name = if nop10 { "race-uprobe-race-nop10" } else { "race-uprobe-race-nop5" };
    Program::builder(name)
        .summary("attach and detach a USDT probe with a semaphore while two threads hit it")
        .function("_start", |a| {
            let sum = a.bss("sum", 8);
            let mut tids = Vec::new();
            for (i, f) in ["hitter_a", "hitter_b", "controller"].iter().enumerate() {
                let stack = a.bss(&format!("stack_{f}"), STACK);
                let tid = a.bss(&format!("tid_{f}_{i}"), 8);
                spawn(a, f, stack, tid)?;
                tids.push(tid);
            }
            for tid in tids {
                join(a, tid)?;
            }
            a.mov(rbx, qword_ptr(sum))?;
            a.print_dec("sum=", rbx)?;
            let sema = a.usdt_semaphore("probesim", "race");
            a.movzx(ebx, word_ptr(sema))?;
            a.print_dec("semaphore=", rbx)?;
            a.exit(0)
        })
        .function("hitter_a", move |a| {
            let sum = a.sym("sum");
            hitter(a, "site", hits, sum)
        })
        .function("hitter_b", move |a| {
            let sum = a.sym("sum");
            hitter(a, "site", hits, sum)
        })
        .function("controller", move |a| {
            a.push(rbx)?;
            a.xor(ebx, ebx)?;
            for n in 1..=2 * rounds {
                a.control_point(n)?;
                a.call_sym("site")?;
                a.add(rbx, rax)?;
            }
            let sum = a.sym("sum");
            a.lock().add(qword_ptr(sum), rbx)?;
            a.pop(rbx)?;
            a.ret()?;
            Ok(())
        })
        .function("site", move |a| {
            a.usdt("probesim", "race", "", true, if nop10 { NOP10 } else { NOP5 })?;
            a.mov(eax, 1u32)?;
            a.ret()?;
            Ok(())
        })
        .build()
        .expect("race-uprobe-race builds")
}
