//! The code of every probe trampoline, with its labels, and the stack frames that the
//! trampolines push and the kernel reads and writes back.
//!
//! Each trampoline is kept once, as bytes, with the offsets of its labels and its
//! instruction counts named beside it. A unit test assembles each one again from its
//! instructions with iced-x86's `CodeAssembler` and checks bytes, labels and counts, so
//! the numbers here cannot drift from the code. Everything that depends on a layout
//! (the uretprobe syscall's caller check, the fast paths' instruction accounting, the
//! red-zone watchdog's list of writes, the benchmark's trampoline instruction counts)
//! reads it from here.

use std::mem::{offset_of, size_of};

/// A trampoline's code and layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trampoline {
    /// Its bytes, as the kernel writes them.
    pub code: &'static [u8],
    /// Offset of the `syscall` instruction, if it has one.
    pub syscall: Option<u64>,
    /// Offset just after the `syscall`: the ip the kernel sees in the syscall, which
    /// `sys_uretprobe` checks (`uretprobe_syscall_check` in the 6.11 assembly).
    pub after_syscall: Option<u64>,
    /// Instructions from the entry up to and including the `syscall` (or all of them).
    pub head_insns: u64,
    /// Instructions after the `syscall` up to and including the `ret` (0 without one).
    pub tail_insns: u64,
}

impl Trampoline {
    /// Instructions one pass through it runs (the final `int3`, never reached, excluded).
    pub const fn insns(&self) -> u64 {
        self.head_insns + self.tail_insns
    }
}

/// The uretprobe trampoline of 6.11+ in XOL slot 0 (`uretprobe_trampoline` in
/// `arch/x86/kernel/uprobes.c`): `push rax; push rcx; push r11; mov rax, 335; syscall;
/// pop r11; pop rcx; ret; int3`. The `ret` takes the frame's ax slot, which
/// `sys_uretprobe` has overwritten with the real return address.
pub const URETPROBE_SYSCALL: Trampoline = Trampoline {
    code: &[0x50, 0x51, 0x41, 0x53, 0x48, 0xc7, 0xc0, 0x4f, 0x01, 0x00, 0x00, 0x0f, 0x05, 0x41, 0x5b, 0x59, 0xc3, 0xcc],
    syscall: Some(11),
    after_syscall: Some(13),
    head_insns: 5,
    tail_insns: 3,
};

/// The uretprobe trampoline before 6.11 (and for compat tasks): a lone int3 in XOL
/// slot 0, which `handle_swbp()` recognizes by address.
pub const URETPROBE_INT3: Trampoline =
    Trampoline { code: &[0xcc], syscall: None, after_syscall: None, head_insns: 1, tail_insns: 0 };

/// `uprobe_trampoline_entry` of 6.18 (`arch/x86/kernel/uprobes.c`), one per
/// `[uprobes-trampoline]` page: `push rcx; push r11; push rax; mov rax, 336; syscall;
/// pop rax; pop r11; pop rcx; ret; int3`.
pub const UPROBE_SYSCALL: Trampoline = Trampoline {
    code: &[
        0x51, 0x41, 0x53, 0x50, 0x48, 0xc7, 0xc0, 0x50, 0x01, 0x00, 0x00, 0x0f, 0x05, 0x58, 0x41, 0x5b, 0x59, 0xc3,
        0xcc,
    ],
    syscall: Some(11),
    after_syscall: Some(13),
    head_insns: 5,
    tail_insns: 4,
};

/// The nop10 design's trampoline (2026 proposal): [`UPROBE_SYSCALL`] ending with
/// `ret $0x80; int3`, which also drops the 128 bytes the site's `lea` skipped.
pub const UPROBE_SYSCALL_NOP10: Trampoline = Trampoline {
    code: &[
        0x51, 0x41, 0x53, 0x50, 0x48, 0xc7, 0xc0, 0x50, 0x01, 0x00, 0x00, 0x0f, 0x05, 0x58, 0x41, 0x5b, 0x59, 0xc2,
        0x80, 0x00, 0xcc,
    ],
    syscall: Some(11),
    after_syscall: Some(13),
    head_insns: 5,
    tail_insns: 4,
};

/// One 16-byte slot of the jmp-slot design (2026 proposal, 2026-05-08): `lea
/// -128(%rsp),%rsp; push rcx; push r11; push rax; mov eax, 336; syscall`. The kernel
/// returns through iret, so nothing after the `syscall` runs.
pub const JMP_SLOT: Trampoline = Trampoline {
    code: &[0x48, 0x8d, 0x64, 0x24, 0x80, 0x51, 0x41, 0x53, 0x50, 0xb8, 0x50, 0x01, 0x00, 0x00, 0x0f, 0x05],
    syscall: Some(14),
    after_syscall: Some(16),
    head_insns: 6,
    tail_insns: 0,
};

/// Bytes of one jmp-slot slot.
pub const JMP_SLOT_BYTES: u64 = 16;

/// One field of a trampoline frame and the instruction that wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameWrite {
    /// Offset from the frame's start (the sp the kernel sees).
    pub offset: u64,
    /// The instruction, as the red-zone watchdog names it.
    pub by: &'static str,
}

macro_rules! frame {
    ($(#[$m:meta])* $name:ident { $($(#[$fm:meta])* $field:ident),* $(,)? }) => {
        $(#[$m])*
        #[repr(C)]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name {
            $($(#[$fm])* pub $field: u64,)*
        }

        impl $name {
            /// The frame's size in bytes.
            pub const SIZE: usize = size_of::<$name>();

            /// The frame from the bytes at its start (little-endian words, in field order).
            pub fn from_bytes(b: &[u8; Self::SIZE]) -> $name {
                let mut words = b.chunks_exact(8).map(|c| {
                    let mut w = [0u8; 8];
                    w.copy_from_slice(c);
                    u64::from_le_bytes(w)
                });
                $name { $($field: words.next().unwrap_or(0),)* }
            }

            /// The bytes the frame is stored as.
            pub fn to_bytes(&self) -> [u8; Self::SIZE] {
                let mut b = [0u8; Self::SIZE];
                let words = [$(self.$field),*];
                for (chunk, w) in b.chunks_exact_mut(8).zip(words) {
                    chunk.copy_from_slice(&w.to_le_bytes());
                }
                b
            }
        }
    };
}

frame! {
    /// What the uretprobe syscall trampoline pushes (`r11_cx_ax` in
    /// `SYSCALL_DEFINE0(uretprobe)`), lowest address first. On the way back the kernel
    /// stores the real return address in the `ax` slot, for the trampoline's `ret`.
    UretprobeSyscallArgs {
        /// `push r11` (third push).
        r11,
        /// `push rcx` (second push).
        cx,
        /// `push rax` (first push); on return, the ip the `ret` takes.
        ax,
    }
}

frame! {
    /// What the 6.18 uprobe trampoline's entry leaves on the stack (`struct
    /// uprobe_syscall_args` in `arch/x86/kernel/uprobes.c`), lowest address first: its
    /// three pushes, then the return address the probe site's `call` pushed.
    UprobeSyscallArgs {
        /// `push rax` (third push).
        ax,
        /// `push r11` (second push).
        r11,
        /// `push rcx` (first push).
        cx,
        /// The site's `call`: the address after the optimized site.
        retaddr,
    }
}

frame! {
    /// What a jmp-slot slot pushes, lowest address first (there is no return address:
    /// the site jumps).
    JmpSlotSyscallArgs {
        /// `push rax` (third push).
        ax,
        /// `push r11` (second push).
        r11,
        /// `push rcx` (first push).
        cx,
    }
}

impl UprobeSyscallArgs {
    /// Each word of the frame with its writer, in the order they were written.
    pub const WRITES: [FrameWrite; 4] = [
        FrameWrite {
            offset: offset_of!(UprobeSyscallArgs, retaddr) as u64,
            by: "`call [uprobes-trampoline]` at the probe site",
        },
        FrameWrite { offset: offset_of!(UprobeSyscallArgs, cx) as u64, by: "`push rcx` in [uprobes-trampoline]" },
        FrameWrite { offset: offset_of!(UprobeSyscallArgs, r11) as u64, by: "`push r11` in [uprobes-trampoline]" },
        FrameWrite { offset: offset_of!(UprobeSyscallArgs, ax) as u64, by: "`push rax` in [uprobes-trampoline]" },
    ];
}

impl JmpSlotSyscallArgs {
    /// Each word of the frame with its writer, in the order they were written.
    pub const WRITES: [FrameWrite; 3] = [
        FrameWrite { offset: offset_of!(JmpSlotSyscallArgs, cx) as u64, by: "`push rcx` in the jmp slot" },
        FrameWrite { offset: offset_of!(JmpSlotSyscallArgs, r11) as u64, by: "`push r11` in the jmp slot" },
        FrameWrite { offset: offset_of!(JmpSlotSyscallArgs, ax) as u64, by: "`push rax` in the jmp slot" },
    ];
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced_x86::code_asm::*;
    use iced_x86::{BlockEncoderOptions, Code, Decoder, DecoderOptions, Instruction, Mnemonic, Register};

    /// Assembles `f`'s instructions at 0 and returns the bytes and the offset of the
    /// label it set after the `syscall`.
    fn assemble(f: impl FnOnce(&mut CodeAssembler, &mut CodeLabel)) -> (Vec<u8>, Option<u64>) {
        let mut a = CodeAssembler::new(64).unwrap();
        let mut after = a.create_label();
        f(&mut a, &mut after);
        let r = a.assemble_options(0, BlockEncoderOptions::RETURN_NEW_INSTRUCTION_OFFSETS).unwrap();
        let after = r.label_ip(&after).ok();
        (r.inner.code_buffer, after)
    }

    /// `mov rax, imm32` (sign-extended, `48 c7 c0`), the form the kernel's trampolines
    /// use; `CodeAssembler::mov` would pick `mov r64, imm64`.
    fn mov_rax_imm32(a: &mut CodeAssembler, imm: i32) {
        a.add_instruction(Instruction::with2(Code::Mov_rm64_imm32, Register::RAX, imm).unwrap()).unwrap();
    }

    /// Instruction counts (head through `syscall`, tail through `ret`) and the
    /// `syscall` offset, decoded from the bytes.
    fn layout(code: &[u8]) -> (u64, u64, Option<u64>) {
        let (mut head, mut tail, mut sys, mut seen_ret) = (0, 0, None, false);
        for i in Decoder::with_ip(64, code, 0, DecoderOptions::NONE) {
            if i.mnemonic() == Mnemonic::Int3 || seen_ret {
                break;
            }
            if sys.is_none() {
                head += 1;
            } else {
                tail += 1;
            }
            if i.mnemonic() == Mnemonic::Syscall {
                sys = Some(i.ip());
            }
            seen_ret = i.mnemonic() == Mnemonic::Ret;
        }
        (head, tail, sys)
    }

    fn check(t: &Trampoline, bytes: Vec<u8>, after: Option<u64>) {
        assert_eq!(t.code, &bytes[..]);
        assert_eq!(t.after_syscall, after);
        let (head, tail, sys) = layout(t.code);
        assert_eq!((t.head_insns, t.tail_insns, t.syscall), (head, tail, sys));
        assert_eq!(t.after_syscall, t.syscall.map(|s| s + 2));
    }

    #[test]
    fn uretprobe_syscall_trampoline_is_its_assembly() {
        let (b, after) = assemble(|a, l| {
            a.push(rax).unwrap();
            a.push(rcx).unwrap();
            a.push(r11).unwrap();
            mov_rax_imm32(a, 335);
            a.syscall().unwrap();
            a.set_label(l).unwrap();
            a.pop(r11).unwrap();
            a.pop(rcx).unwrap();
            a.ret().unwrap();
            a.int3().unwrap();
        });
        check(&URETPROBE_SYSCALL, b, after);
    }

    #[test]
    fn uprobe_trampolines_are_their_assembly() {
        for nop10 in [false, true] {
            let (b, after) = assemble(|a, l| {
                a.push(rcx).unwrap();
                a.push(r11).unwrap();
                a.push(rax).unwrap();
                mov_rax_imm32(a, 336);
                a.syscall().unwrap();
                a.set_label(l).unwrap();
                a.pop(rax).unwrap();
                a.pop(r11).unwrap();
                a.pop(rcx).unwrap();
                if nop10 {
                    a.ret_1(0x80).unwrap();
                } else {
                    a.ret().unwrap();
                }
                a.int3().unwrap();
            });
            check(if nop10 { &UPROBE_SYSCALL_NOP10 } else { &UPROBE_SYSCALL }, b, after);
        }
    }

    #[test]
    fn jmp_slot_is_its_assembly() {
        let (b, _) = assemble(|a, _| {
            a.lea(rsp, ptr(rsp - 128)).unwrap();
            a.push(rcx).unwrap();
            a.push(r11).unwrap();
            a.push(rax).unwrap();
            a.mov(eax, 336).unwrap();
            a.syscall().unwrap();
        });
        // The slot ends with its syscall: the label after it is the slot's end.
        check(&JMP_SLOT, b, Some(JMP_SLOT_BYTES));
        assert_eq!(JMP_SLOT.code.len() as u64, JMP_SLOT_BYTES);
    }

    #[test]
    fn int3_trampoline_is_one_int3() {
        assert_eq!(URETPROBE_INT3.code, &[0xcc]);
        // The int3 itself is the one instruction a return through it runs.
        assert_eq!(layout(URETPROBE_INT3.code), (0, 0, None));
        assert_eq!(URETPROBE_INT3.insns(), 1);
    }

    #[test]
    fn frames_match_the_pushes() {
        // The trampolines push in reverse field order, so field 0 is the last push,
        // at the lowest address; the frame sizes are what the kernel copies.
        assert_eq!(UretprobeSyscallArgs::SIZE, 24);
        assert_eq!(UprobeSyscallArgs::SIZE, 32);
        assert_eq!(JmpSlotSyscallArgs::SIZE, 24);
        let f = UprobeSyscallArgs { ax: 1, r11: 2, cx: 3, retaddr: 4 };
        assert_eq!(UprobeSyscallArgs::from_bytes(&f.to_bytes()), f);
        assert_eq!(&f.to_bytes()[24..], &4u64.to_le_bytes());
        let offs: Vec<u64> = UprobeSyscallArgs::WRITES.iter().map(|w| w.offset).collect();
        assert_eq!(offs, [24, 16, 8, 0]);
        let offs: Vec<u64> = JmpSlotSyscallArgs::WRITES.iter().map(|w| w.offset).collect();
        assert_eq!(offs, [16, 8, 0]);
    }
}
