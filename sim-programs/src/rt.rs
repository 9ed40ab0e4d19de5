//! The guest runtime: tiny routines pulled into a program when it references them by name
//! (`b.sym("put_hex")`). They follow a simple convention: argument in `rdi` (or `rsi`/`rdx`
//! for `write_str`), and they may clobber `rax rcx rdx rsi rdi r8 r11` and the flags.
//!
//! | Symbol | Does |
//! |---|---|
//! | `write_str` | `write(1, rsi, rdx)` |
//! | `put_hex` | prints `rdi` as `0x%016x\n` |
//! | `put_dec` | prints `rdi` as unsigned decimal and `\n` |
//! | `exit_group` | `exit_group(edi)` |
//! | `fold` | `fold_acc = (fold_acc ^ rdi) * FNV_PRIME` (64-bit FNV-1a step on a whole word) |
//! | `setjmp` | saves rbx rbp r12–r15, the caller's rsp and the return address into the 64-byte buffer at `rdi`, in that order; returns 0 |
//! | `longjmp` | restores from the buffer at `rdi` and returns `esi` (1 if `esi` is 0) from the matching `setjmp` |
//!
//! `setjmp`/`longjmp` follow C semantics but save everything unmangled and do not touch
//! the signal mask, so they are pure user-space control flow: a `longjmp` abandons every
//! frame between it and the `setjmp`'s caller, including frames whose return address a
//! uretprobe hijacked.

use crate::builder::{err, AsmResult, Builder};

/// Linux x86-64 syscall numbers used by the guests.
pub(crate) mod nr {
    pub const READ: u32 = 0;
    pub const WRITE: u32 = 1;
    pub const MMAP: u32 = 9;
    pub const MPROTECT: u32 = 10;
    pub const MUNMAP: u32 = 11;
    pub const BRK: u32 = 12;
    pub const SCHED_YIELD: u32 = 24;
    pub const GETPID: u32 = 39;
    pub const FORK: u32 = 57;
    pub const WAIT4: u32 = 61;
    pub const UNAME: u32 = 63;
    pub const GETPGID: u32 = 121;
    pub const ARCH_PRCTL: u32 = 158;
    pub const GETTID: u32 = 186;
    pub const SET_TID_ADDRESS: u32 = 218;
    pub const EXIT_GROUP: u32 = 231;
    pub const GETRANDOM: u32 = 318;
    pub const UPROBE: u32 = 336;
}

/// Size of a `setjmp` buffer in bytes: rbx rbp r12 r13 r14 r15, then the caller's rsp after
/// `setjmp` returns, then `setjmp`'s return address (8 bytes each).
pub(crate) const JMPBUF_SIZE: usize = 64;

/// Initial value of `fold_acc` (the 64-bit FNV offset basis).
pub(crate) const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
/// Multiplier of `fold` (the 64-bit FNV prime).
pub(crate) const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// Reference model of folding words with the guest's `fold`.
pub(crate) fn fold(acc: u64, v: u64) -> u64 {
    (acc ^ v).wrapping_mul(FNV_PRIME)
}

/// Defines runtime symbol `name` at the end of the text.
pub(crate) fn provide(b: &mut Builder, name: &str) -> AsmResult {
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
        "fold_acc" => {
            b.data_u64("fold_acc", &[FNV_OFFSET]);
        }
        other => return Err(err(format!("undefined symbol {other}"))),
    }
    Ok(())
}
