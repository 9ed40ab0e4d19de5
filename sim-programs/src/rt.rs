//! The guest runtime: small routines appended to a program's text when its code refers
//! to them by name ([`Asm::sym`], [`Asm::call_sym`]
//! or one of the [`Asm`] helpers) and does not define a symbol of that name
//! itself. Each is a global function with its size, so it can be probed like the program's
//! own (`uprobe:PATH:put_dec`). Routines are appended after the program's functions, in
//! name order, so adding one never moves the program's own code.
//!
//! Convention: arguments in `rdi`, `rsi`, `rdx` as listed; a routine may clobber
//! `rax rcx rdx rsi rdi r8 r11` and the flags; `rbx rbp rsp r12`–`r15` survive.
//!
//! | Symbol | Does | Helper |
//! |---|---|---|
//! | `write_str` | `write(1, rsi, rdx)`, returns its result | [`Asm::print`] |
//! | `put_hex` | prints `rdi` as `0x%016x\n` | [`Asm::print_hex`] |
//! | `put_dec` | prints `rdi` as unsigned decimal and `\n` | [`Asm::print_dec`] |
//! | `exit_group` | `exit_group(edi)`, does not return | [`Asm::exit`] |
//! | `fold` | `fold_acc = (fold_acc ^ rdi) * FNV_PRIME` (64-bit FNV-1a step on a whole word; [`fold`] is its model), returns it | |
//! | `setjmp` | saves rbx rbp r12–r15, the caller's rsp and the return address into the 64-byte buffer at `rdi`, in that order; returns 0 | [`Asm::setjmp`] |
//! | `longjmp` | restores from the buffer at `rdi` and returns `esi` (1 if `esi` is 0) from the matching `setjmp` | [`Asm::longjmp`] |
//! | `fork` | `fork()`: the child's pid in the parent, 0 in the child | [`Asm::fork`] |
//! | `wait4` | `wait4(rdi, rsi, 0, NULL)`: waits for child `rdi` (-1: any), its status to the `int` at `rsi` (or NULL) | |
//!
//! Data they use: `hexbuf`, `hexdigits` (`put_hex`), `decbuf` (`put_dec`, in `.bss`),
//! `fold_acc` (`fold`, initially [`FNV_OFFSET`]).
//!
//! `setjmp`/`longjmp` follow C semantics but save everything unmangled and do not touch
//! the signal mask, so they are pure user-space control flow: a `longjmp` abandons every
//! frame between it and the `setjmp`'s caller, including frames whose return address a
//! uretprobe hijacked.

use crate::builder::{err, Asm, AsmResult};

/// Linux x86-64 syscall numbers used by the guests (`arch/x86/entry/syscalls/syscall_64.tbl`).
pub mod nr {
    /// `read`
    pub const READ: u32 = 0;
    /// `write`
    pub const WRITE: u32 = 1;
    /// `mmap`
    pub const MMAP: u32 = 9;
    /// `mprotect`
    pub const MPROTECT: u32 = 10;
    /// `munmap`
    pub const MUNMAP: u32 = 11;
    /// `brk`
    pub const BRK: u32 = 12;
    /// `rt_sigaction`
    pub const RT_SIGACTION: u32 = 13;
    /// `sched_yield`
    pub const SCHED_YIELD: u32 = 24;
    /// `nanosleep`
    pub const NANOSLEEP: u32 = 35;
    /// `getpid`
    pub const GETPID: u32 = 39;
    /// `clone`
    pub const CLONE: u32 = 56;
    /// `fork`
    pub const FORK: u32 = 57;
    /// `exit`: the calling thread only.
    pub const EXIT: u32 = 60;
    /// `wait4`
    pub const WAIT4: u32 = 61;
    /// `uname`
    pub const UNAME: u32 = 63;
    /// `getpgid`
    pub const GETPGID: u32 = 121;
    /// `arch_prctl`
    pub const ARCH_PRCTL: u32 = 158;
    /// `gettid`
    pub const GETTID: u32 = 186;
    /// `futex`
    pub const FUTEX: u32 = 202;
    /// `set_tid_address`
    pub const SET_TID_ADDRESS: u32 = 218;
    /// `clock_gettime`
    pub const CLOCK_GETTIME: u32 = 228;
    /// `exit_group`
    pub const EXIT_GROUP: u32 = 231;
    /// `getrandom`
    pub const GETRANDOM: u32 = 318;
    /// The uretprobe trampoline's syscall (6.11+).
    pub const URETPROBE: u32 = 335;
    /// The uprobe trampoline's syscall (6.18).
    pub const UPROBE: u32 = 336;
    /// `clone3`
    pub const CLONE3: u32 = 435;
    /// probesim's control point ([`crate::Asm::control_point`]): no Linux assigns this number, so
    /// it returns -ENOSYS natively; probesim and a ptrace tracer stop there.
    pub const PROBESIM_CONTROL: u32 = 0x5052_4f42;
}

/// Every runtime routine, by symbol name.
pub const ROUTINES: [&str; 9] =
    ["write_str", "put_hex", "put_dec", "exit_group", "fold", "setjmp", "longjmp", "fork", "wait4"];

/// Size of a `setjmp` buffer in bytes: rbx rbp r12 r13 r14 r15, then the caller's rsp after
/// `setjmp` returns, then `setjmp`'s return address (8 bytes each).
pub const JMPBUF_SIZE: usize = 64;

/// Initial value of `fold_acc` (the 64-bit FNV offset basis).
pub const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
/// Multiplier of `fold` (the 64-bit FNV prime).
pub const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// Reference model of folding words with the guest's `fold`.
pub fn fold(acc: u64, v: u64) -> u64 {
    (acc ^ v).wrapping_mul(FNV_PRIME)
}

/// Defines runtime symbol `name` at the end of the text.
pub(crate) fn provide(b: &mut Asm, name: &str) -> AsmResult {
    use iced_x86::code_asm::*;
    match name {
        "write_str" => {
            b.func("write_str")?;
            b.mov(eax, nr::WRITE)?;
            b.mov(edi, 1u32)?;
            b.syscall()?;
            b.ret()?;
        }
        "put_hex" => {
            let hexbuf = b.sym("hexbuf");
            let digits = b.sym("hexdigits");
            b.func("put_hex")?;
            b.lea(rsi, qword_ptr(hexbuf))?;
            b.lea(r8, qword_ptr(digits))?;
            b.mov(ecx, 16u32)?;
            let mut again = b.create_label();
            b.set_label(&mut again)?;
            b.mov(eax, edi)?;
            b.and(eax, 0xf)?;
            b.movzx(eax, byte_ptr(r8 + rax))?;
            // Digit k (k = 16..1, least significant first) goes to hexbuf[1 + k].
            b.mov(byte_ptr(rsi + rcx + 1), al)?;
            b.shr(rdi, 4)?;
            b.dec(ecx)?;
            b.jnz(again)?;
            b.mov(eax, nr::WRITE)?;
            b.mov(edi, 1u32)?;
            b.mov(edx, 19u32)?;
            b.syscall()?;
            b.ret()?;
        }
        "hexbuf" => {
            b.data("hexbuf", b"0x0000000000000000\n");
        }
        "hexdigits" => {
            b.data("hexdigits", b"0123456789abcdef");
        }
        "put_dec" => {
            let decbuf = b.sym("decbuf");
            b.func("put_dec")?;
            b.lea(r8, qword_ptr(decbuf))?;
            b.lea(rsi, qword_ptr(r8 + 23))?;
            b.mov(byte_ptr(rsi), 10u32)?;
            b.mov(rax, rdi)?;
            b.mov(ecx, 10u32)?;
            let mut again = b.create_label();
            b.set_label(&mut again)?;
            b.xor(edx, edx)?;
            b.div(rcx)?;
            b.add(dl, b'0' as i32)?;
            b.dec(rsi)?;
            b.mov(byte_ptr(rsi), dl)?;
            b.test(rax, rax)?;
            b.jnz(again)?;
            b.lea(rdx, qword_ptr(r8 + 24))?;
            b.sub(rdx, rsi)?;
            b.mov(eax, nr::WRITE)?;
            b.mov(edi, 1u32)?;
            b.syscall()?;
            b.ret()?;
        }
        "decbuf" => {
            b.bss("decbuf", 24);
        }
        "exit_group" => {
            b.func("exit_group")?;
            b.mov(eax, nr::EXIT_GROUP)?;
            b.syscall()?;
            b.ud2()?;
        }
        "fold" => {
            let acc = b.sym("fold_acc");
            b.func("fold")?;
            b.mov(rax, qword_ptr(acc))?;
            b.xor(rax, rdi)?;
            b.mov(rcx, FNV_PRIME)?;
            b.imul_2(rax, rcx)?;
            b.mov(qword_ptr(acc), rax)?;
            b.ret()?;
        }
        "setjmp" => {
            b.func("setjmp")?;
            b.mov(qword_ptr(rdi), rbx)?;
            b.mov(qword_ptr(rdi + 8), rbp)?;
            b.mov(qword_ptr(rdi + 16), r12)?;
            b.mov(qword_ptr(rdi + 24), r13)?;
            b.mov(qword_ptr(rdi + 32), r14)?;
            b.mov(qword_ptr(rdi + 40), r15)?;
            b.lea(rdx, qword_ptr(rsp + 8))?;
            b.mov(qword_ptr(rdi + 48), rdx)?;
            b.mov(rdx, qword_ptr(rsp))?;
            b.mov(qword_ptr(rdi + 56), rdx)?;
            b.xor(eax, eax)?;
            b.ret()?;
        }
        "longjmp" => {
            let mut nonzero = b.create_label();
            b.func("longjmp")?;
            b.mov(eax, esi)?;
            b.test(eax, eax)?;
            b.jnz(nonzero)?;
            b.inc(eax)?;
            b.set_label(&mut nonzero)?;
            b.mov(rbx, qword_ptr(rdi))?;
            b.mov(rbp, qword_ptr(rdi + 8))?;
            b.mov(r12, qword_ptr(rdi + 16))?;
            b.mov(r13, qword_ptr(rdi + 24))?;
            b.mov(r14, qword_ptr(rdi + 32))?;
            b.mov(r15, qword_ptr(rdi + 40))?;
            b.mov(rsp, qword_ptr(rdi + 48))?;
            b.jmp(qword_ptr(rdi + 56))?;
        }
        "fork" => {
            b.func("fork")?;
            b.mov(eax, nr::FORK)?;
            b.syscall()?;
            b.ret()?;
        }
        "wait4" => {
            b.func("wait4")?;
            b.mov(eax, nr::WAIT4)?;
            b.xor(edx, edx)?;
            b.xor(r10d, r10d)?;
            b.syscall()?;
            b.ret()?;
        }
        "fold_acc" => {
            b.data_u64("fold_acc", &[FNV_OFFSET]);
        }
        other => return Err(err(format!("undefined symbol {other}"))),
    }
    Ok(())
}
