//! Thread programs: threads created with `clone` and joined with `futex`, as libc does
//! (`pthread_create` passes `CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND |
//! CLONE_THREAD | CLONE_SYSVSEM | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID`, a stack and
//! the tid word; `pthread_join` waits with `FUTEX_WAIT` until the kernel clears the tid
//! word at the thread's exit and wakes it).
//!
//! Each thread's stack is a 16 KiB slice of `.bss` (`thread_stacks`); its tid word is
//! the `u64` slot `tids[i]` (the kernel writes and clears the low 32 bits). A thread
//! ends with `exit` (60), the process with `exit_group` once every thread is joined.

use crate::builder::{Asm, AsmResult};
use crate::{Expected, Program, NOP5};

/// `CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM |
/// CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID`: what glibc's `pthread_create` passes
/// (less `CLONE_SETTLS`: these threads use no TLS).
pub const THREAD_FLAGS: u32 = 0x100 | 0x200 | 0x400 | 0x800 | 0x1_0000 | 0x4_0000 | 0x10_0000 | 0x20_0000;
/// Bytes of stack per thread.
pub const THREAD_STACK: u32 = 16 * 1024;
/// `clone`.
const NR_CLONE: u32 = 56;
/// `exit` (one thread).
const NR_EXIT: u32 = 60;
/// `futex`.
const NR_FUTEX: u32 = 202;

/// Emits `_start`'s thread creation and join: `threads` threads, thread `i` running
/// `body(i)` with `ebx = i` and its own stack, then `exit(0)`; the main thread joins them
/// all (waits until each tid word is 0) and falls through to what the caller emits next.
fn spawn_and_join(a: &mut Asm, threads: u32, child: &str) -> AsmResult {
    spawn_and_join_with(a, threads, child, |_| Ok(()))
}

/// [`spawn_and_join`], running `between(a)` after every thread is created and before
/// the joins.
fn spawn_and_join_with(
    a: &mut Asm,
    threads: u32,
    child: &str,
    between: impl FnOnce(&mut Asm) -> AsmResult,
) -> AsmResult {
    use iced_x86::code_asm::*;
    let stacks = a.sym("thread_stacks");
    let tids = a.sym("tids");
    let child = a.sym(child);
    let mut spawn = a.create_label();
    let mut join = a.create_label();
    let mut wait = a.create_label();
    let mut joined = a.create_label();
    a.xor(ebx, ebx)?;
    a.set_label(&mut spawn)?;
    a.mov(eax, NR_CLONE)?;
    a.mov(edi, THREAD_FLAGS)?;
    a.lea(rsi, qword_ptr(rbx + 1))?;
    a.imul_3(rsi, rsi, THREAD_STACK as i32)?;
    a.lea(rcx, qword_ptr(stacks))?;
    a.add(rsi, rcx)?;
    a.lea(rdx, qword_ptr(tids))?;
    a.lea(rdx, qword_ptr(rdx + rbx * 8))?;
    a.mov(r10, rdx)?;
    a.xor(r8d, r8d)?;
    a.syscall()?;
    a.test(rax, rax)?;
    a.jz(child)?;
    a.inc(ebx)?;
    a.cmp(ebx, threads as i32)?;
    a.jb(spawn)?;
    between(a)?;
    // pthread_join: while (tid word) futex(&word, FUTEX_WAIT, word, NULL).
    a.xor(ebx, ebx)?;
    a.set_label(&mut join)?;
    a.lea(rdi, qword_ptr(tids))?;
    a.lea(rdi, qword_ptr(rdi + rbx * 8))?;
    a.set_label(&mut wait)?;
    a.mov(edx, dword_ptr(rdi))?;
    a.test(edx, edx)?;
    a.jz(joined)?;
    a.mov(eax, NR_FUTEX)?;
    a.xor(esi, esi)?;
    a.xor(r10d, r10d)?;
    a.syscall()?;
    a.jmp(wait)?;
    a.set_label(&mut joined)?;
    a.inc(ebx)?;
    a.cmp(ebx, threads as i32)?;
    a.jb(join)?;
    Ok(())
}

/// The end of a thread: `exit(0)`.
fn thread_exit(a: &mut Asm) -> AsmResult {
    use iced_x86::code_asm::*;
    a.mov(eax, NR_EXIT)?;
    a.xor(edi, edi)?;
    a.syscall()?;
    a.ud2()?;
    Ok(())
}

/// Program `threads-THREADS-CALLS`: `_start` creates `threads` threads with `clone`
/// (libc's flags, [`THREAD_FLAGS`]) and then lets them all start together (a barrier:
/// each thread waits with `FUTEX_WAIT` while the word `go` is 0; `_start` sets it and
/// wakes them all with `FUTEX_WAKE`); each calls `work` `calls` times and exits;
/// `_start` joins them with `futex` as `pthread_join` does, prints
/// `total=<threads * calls>` and exits 0. `work` is a 5-byte NOP (the 6.18 optimization's site, at `work+0`), a
/// `lock inc` of the shared counter and `ret`.
///
/// The outcome does not depend on the schedule: a uprobe or a uretprobe on `work` fires
/// `threads * calls` times, and the output is always the same. Uretprobe target: `work`.
///
/// # Panics
/// If `threads` or `calls` is 0, or `threads` > 64.
pub fn threads(threads: u32, calls: u32) -> Program {
    assert!((1..=64).contains(&threads) && calls >= 1, "threads: 1..=64 threads and at least one call");
    let total = u64::from(threads) * u64::from(calls);
    Program::builder(&format!("threads-{threads}-{calls}"))
        .summary(&format!("{threads} threads (clone + futex join) call work() {calls} times each"))
        .doc(&format!(
            "`_start` creates {threads} threads with `clone` (libc's flags) and joins them with `futex` \
             as `pthread_join` does; each thread calls `work` (a nop5, a load, a `lock inc`, `ret`) {calls} times. \
             Prints `total={total}`, exits 0, whatever the schedule."
        ))
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            spawn_and_join_with(a, threads, "worker", |a| {
                // go = 1; futex(&go, FUTEX_WAKE_PRIVATE, INT_MAX)
                let go = a.sym("go");
                a.lea(rdi, qword_ptr(go))?;
                a.mov(dword_ptr(rdi), 1u32)?;
                a.mov(eax, NR_FUTEX)?;
                a.mov(esi, 1u32 | 128)?;
                a.mov(edx, i32::MAX as u32)?;
                a.syscall()?;
                Ok(())
            })?;
            let counter = a.sym("counter");
            a.mov(rax, qword_ptr(counter))?;
            a.print_dec("total=", rax)?;
            a.exit(0)
        })
        .function("worker", |a| {
            use iced_x86::code_asm::*;
            let mut again = a.create_label();
            let mut wait = a.create_label();
            let mut started = a.create_label();
            // while (!go) futex(&go, FUTEX_WAIT_PRIVATE, 0, NULL)
            let go = a.sym("go");
            a.lea(rdi, qword_ptr(go))?;
            a.set_label(&mut wait)?;
            a.cmp(dword_ptr(rdi), 0)?;
            a.jne(started)?;
            a.mov(eax, NR_FUTEX)?;
            a.mov(esi, 128u32)?;
            a.xor(edx, edx)?;
            a.xor(r10d, r10d)?;
            a.syscall()?;
            a.jmp(wait)?;
            a.set_label(&mut started)?;
            a.mov(r12d, calls)?;
            a.set_label(&mut again)?;
            a.call_sym("work")?;
            a.dec(r12d)?;
            a.jnz(again)?;
            thread_exit(a)
        })
        .function("work", |a| {
            use iced_x86::code_asm::*;
            let counter = a.sym("counter");
            a.db(NOP5)?;
            // A rip-relative load: an instruction the kernel single-steps out of line.
            a.mov(rax, qword_ptr(counter))?;
            a.lock().inc(qword_ptr(counter))?;
            a.ret()?;
            Ok(())
        })
        .bss("counter", 8)
        .bss("go", 8)
        .bss("tids", 8 * threads as usize)
        .bss("thread_stacks", (THREAD_STACK * threads) as usize)
        .ret_probe_targets(&["work"])
        .expect(Expected::exit(0, format!("total={total}\n")))
        .done()
}

/// Program `thread-recursion-DEPTH`: two threads each call `recurse(depth)` (a real
/// `call` per level), which at the bottom calls `sched_yield` so that the other thread
/// runs while this one's frames are all pending; `_start` joins both, prints
/// `sum=<2 * depth*(depth+1)/2>` and exits 0. With `longjmp` set, thread 1 leaves its
/// recursion from the bottom with `longjmp` (every frame abandoned, its part of the
/// sum is 0) and then calls `recurse(1)` once more (a new return instance, whose
/// preparation drops the abandoned ones); it prints `sum=<depth*(depth+1)/2 + 1>`.
///
/// A uretprobe on `recurse` fires `2 * min(depth, 64)` times without `longjmp`, and
/// `min(depth, 64) + 1` with it: each thread has its own return-instance stack, and
/// thread 1's cleanup never touches thread 0's instances. Uretprobe target: `recurse`.
///
/// # Panics
/// If `depth` is 0.
pub fn thread_recursion(depth: u32, longjmp: bool) -> Program {
    assert!(depth >= 1, "thread_recursion: depth must be at least 1");
    let n = u64::from(depth);
    let one = n * (n + 1) / 2;
    let sum = if longjmp { one + 1 } else { 2 * one };
    let name = if longjmp { format!("thread-recursion-longjmp-{depth}") } else { format!("thread-recursion-{depth}") };
    Program::builder(&name)
        .summary(&format!("two threads recurse {depth} deep in one function, yielding at the bottom"))
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            spawn_and_join(a, 2, "worker")?;
            let sums = a.sym("sums");
            a.lea(rcx, qword_ptr(sums))?;
            a.mov(rax, qword_ptr(rcx))?;
            a.add(rax, qword_ptr(rcx + 8))?;
            a.print_dec("sum=", rax)?;
            a.exit(0)
        })
        .function("worker", |a| {
            use iced_x86::code_asm::*;
            let sums = a.sym("sums");
            let jb = a.sym("jmpbufs");
            let mut plain = a.create_label();
            let mut store = a.create_label();
            a.mov(r13d, ebx)?;
            a.xor(r14d, r14d)?;
            if longjmp {
                a.cmp(r13d, 1)?;
                a.jne(plain)?;
                a.lea(rdi, qword_ptr(jb))?;
                a.call_sym("setjmp")?;
                a.test(eax, eax)?;
                a.jz(plain)?;
                // Back from the longjmp: one more call, then done.
                a.mov(edi, 1u32)?;
                a.call_sym("recurse")?;
                a.mov(r14, rax)?;
                a.jmp(store)?;
            }
            a.set_label(&mut plain)?;
            a.mov(edi, depth)?;
            a.call_sym("recurse")?;
            a.mov(r14, rax)?;
            a.set_label(&mut store)?;
            a.lea(rcx, qword_ptr(sums))?;
            a.mov(qword_ptr(rcx + r13 * 8), r14)?;
            thread_exit(a)
        })
        .function("recurse", |a| {
            use iced_x86::code_asm::*;
            let jb = a.sym("jmpbufs");
            let mut base = a.create_label();
            let mut out = a.create_label();
            a.push(rbp)?;
            a.mov(rbp, rsp)?;
            a.push(rbx)?;
            a.mov(rbx, rdi)?;
            a.cmp(rdi, 1)?;
            a.jbe(base)?;
            a.lea(rdi, qword_ptr(rdi - 1))?;
            a.call_sym("recurse")?;
            a.add(rax, rbx)?;
            a.jmp(out)?;
            a.set_label(&mut base)?;
            // The bottom: let the other thread run (sched_yield), then, in the longjmp
            // variant, thread 1 (r13 = 1) leaves every frame of a deep dive.
            a.mov(eax, crate::rt::nr::SCHED_YIELD)?;
            a.syscall()?;
            if longjmp {
                let jumped = a.sym("jumped");
                let mut stay = a.create_label();
                a.cmp(r13d, 1)?;
                a.jne(stay)?;
                a.cmp(byte_ptr(jumped), 0)?;
                a.jne(stay)?;
                a.mov(byte_ptr(jumped), 1u32)?;
                a.lea(rdi, qword_ptr(jb))?;
                a.mov(esi, 1u32)?;
                a.call_sym("longjmp")?;
                a.set_label(&mut stay)?;
            }
            a.mov(rax, rbx)?;
            a.set_label(&mut out)?;
            a.pop(rbx)?;
            a.pop(rbp)?;
            a.ret()?;
            Ok(())
        })
        .bss("sums", 16)
        .bss("jumped", 8)
        .bss("jmpbufs", crate::rt::JMPBUF_SIZE)
        .bss("tids", 16)
        .bss("thread_stacks", (THREAD_STACK * 2) as usize)
        .ret_probe_targets(&["recurse"])
        .expect(Expected::exit(0, format!("sum={sum}\n")))
        .done()
}
