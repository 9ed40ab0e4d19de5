//! x86 instruction bytes and register bits that the uprobe code writes or tests.

/// `EFLAGS.TF`: the trap flag (single-step).
pub const X86_EFLAGS_TF: u64 = 0x100;

/// `UPROBE_SWBP_INSN`: int3.
pub const UPROBE_SWBP_INSN: u8 = 0xcc;
/// `CALL_INSN_OPCODE`: call rel32.
pub const CALL_INSN_OPCODE: u8 = 0xe8;
/// `JMP32_INSN_OPCODE`: jmp rel32.
pub const JMP32_INSN_OPCODE: u8 = 0xe9;
/// `JMP8_INSN_OPCODE`: jmp rel8.
pub const JMP8_INSN_OPCODE: u8 = 0xeb;
/// The nop10 of the 2026 nop10 design: `nopw %cs:0x0(%rax,%rax,1)`.
pub const NOP10: [u8; 10] = [0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00];
/// `lea -0x80(%rsp),%rsp`: the first half of an optimized nop10.
pub const LEA_RSP_M128: [u8; 5] = [0x48, 0x8d, 0x64, 0x24, 0x80];

/// Exception vectors the CPU delivers to the kernel.
pub mod vector {
    /// #DE, divide error.
    pub const DE: u32 = 0;
    /// #DB, debug (the single-step trap).
    pub const DB: u32 = 1;
    /// #BP, breakpoint (int3).
    pub const BP: u32 = 3;
}
