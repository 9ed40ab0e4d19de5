//! Snippet generation: which instruction forms each class draws from (every iced-x86
//! `Code` valid in 64-bit mode whose CPUID features the CPU model claims, less those the
//! harness cannot run, each left out with its reason), random operands, and an input
//! state of edge values, adjusted so that the snippet cannot fault.

use iced_x86::{
    Code, CpuidFeature, EncodingKind, FlowControl, Instruction, InstructionInfoFactory, MemoryOperand, Mnemonic,
    OpCodeOperandKind, OpKind, Register,
};
use rand::{Rng, RngExt};
use rand_xorshift::XorShiftRng;

use super::harness::{fx, Block, State, GPRS, SCRATCH, SCRATCH_BYTES};
use super::Class;
use crate::kernel::arch::x86::cpuid::CpuModel;

/// Instructions the harness leaves out although the model claims them, and why.
pub const LEFT_OUT: &[(&[Mnemonic], &str)] = &[
    (&[Mnemonic::Cpuid], "answers from the CPU model, not the host, by design"),
    (
        &[Mnemonic::Rdtsc, Mnemonic::Rdtscp, Mnemonic::Rdrand, Mnemonic::Rdseed, Mnemonic::Rdpmc, Mnemonic::Rdpid],
        "not deterministic natively (time, randomness)",
    ),
    (&[Mnemonic::Xgetbv], "the engine's XCR0 (a known difference)"),
    (
        &[Mnemonic::Lar, Mnemonic::Lsl, Mnemonic::Verr, Mnemonic::Verw, Mnemonic::Sldt, Mnemonic::Str, Mnemonic::Smsw],
        "system-state reads answer the engine's values (a known difference)",
    ),
    (&[Mnemonic::Sgdt, Mnemonic::Sidt], "system-state reads answer the engine's values (a known difference)"),
    (
        &[
            Mnemonic::Ldmxcsr,
            Mnemonic::Fldcw,
            Mnemonic::Fldenv,
            Mnemonic::Frstor,
            Mnemonic::Fxrstor,
            Mnemonic::Fxrstor64,
        ],
        "loads a control word from memory that could unmask exceptions; the harness loads FCW and MXCSR itself",
    ),
    (
        &[Mnemonic::Fnsave, Mnemonic::Fsave, Mnemonic::Fnstenv, Mnemonic::Fstenv, Mnemonic::Fxsave, Mnemonic::Fxsave64],
        "stores more than the scratch area holds, or the harness's own state",
    ),
    (
        &[
            Mnemonic::Xsave,
            Mnemonic::Xsave64,
            Mnemonic::Xsaveopt,
            Mnemonic::Xsaveopt64,
            Mnemonic::Xrstor,
            Mnemonic::Xrstor64,
        ],
        "the XSAVE area is larger than the scratch area and depends on XCR0 (a known difference)",
    ),
    (&[Mnemonic::Wrfsbase, Mnemonic::Wrgsbase], "changes the thread's segment base for the snippets after it"),
    (
        &[
            Mnemonic::In,
            Mnemonic::Out,
            Mnemonic::Insb,
            Mnemonic::Insw,
            Mnemonic::Insd,
            Mnemonic::Outsb,
            Mnemonic::Outsw,
            Mnemonic::Outsd,
        ],
        "port I/O: SIGSEGV in user mode",
    ),
    (&[Mnemonic::Cli, Mnemonic::Sti, Mnemonic::Hlt], "privileged: SIGSEGV in user mode"),
    (&[Mnemonic::Syscall, Mnemonic::Sysenter, Mnemonic::Sysexit, Mnemonic::Sysret], "enters the kernel"),
    (&[Mnemonic::Lss, Mnemonic::Lfs, Mnemonic::Lgs], "loads a segment register"),
];

/// Inputs the generator never makes, and why: x87 stack faults. The engine (QEMU's x87)
/// detects no stack underflow or overflow: an empty operand register is read as the value
/// it holds, and a push onto a full stack overwrites, where the CPU sets IE and SF and
/// stores the QNaN indefinite. So every input has one empty register, ST7.
pub const X87_STACK_FAULTS: &str =
    "x87 stack underflow and overflow: the engine raises no stack fault (IE|SF, the QNaN indefinite)";

/// Whether `code` is left out ([`LEFT_OUT`], control flow, the stack, privileged).
fn left_out(code: Code) -> bool {
    let m = code.mnemonic();
    LEFT_OUT.iter().any(|(ms, _)| ms.contains(&m))
        || code.flow_control() != FlowControl::Next
        || code.is_stack_instruction()
        || code.is_privileged()
        || code.is_save_restore_instruction()
}

/// Whether the model claims `f`.
fn claimed(model: CpuModel, f: CpuidFeature) -> bool {
    // A leaf past the maximum answers as the highest basic one: not a claim.
    let max = |leaf: u32| model.cpuid(leaf & 0x8000_0000, 0)[0];
    let bit = |leaf: u32, reg: usize, bit: u32| leaf <= max(leaf) && model.cpuid(leaf, 0)[reg] & (1 << bit) != 0;
    match f {
        CpuidFeature::INTEL8086
        | CpuidFeature::INTEL186
        | CpuidFeature::INTEL286
        | CpuidFeature::INTEL386
        | CpuidFeature::INTEL486
        | CpuidFeature::MULTIBYTENOP => true,
        CpuidFeature::X64 => bit(0x8000_0001, 3, 29),
        CpuidFeature::FPU | CpuidFeature::FPU287 | CpuidFeature::FPU387 => bit(1, 3, 0),
        CpuidFeature::CX8 => bit(1, 3, 8),
        CpuidFeature::CMOV => bit(1, 3, 15),
        CpuidFeature::CLFSH => bit(1, 3, 19),
        CpuidFeature::MMX => bit(1, 3, 23),
        CpuidFeature::SSE => bit(1, 3, 25),
        CpuidFeature::SSE2 | CpuidFeature::PAUSE => bit(1, 3, 26),
        CpuidFeature::SSE3 => bit(1, 2, 0),
        CpuidFeature::PCLMULQDQ => bit(1, 2, 1),
        CpuidFeature::SSSE3 => bit(1, 2, 9),
        CpuidFeature::CMPXCHG16B => bit(1, 2, 13),
        CpuidFeature::SSE4_1 => bit(1, 2, 19),
        CpuidFeature::SSE4_2 => bit(1, 2, 20),
        CpuidFeature::MOVBE => bit(1, 2, 22),
        CpuidFeature::POPCNT => bit(1, 2, 23),
        CpuidFeature::AES => bit(1, 2, 25),
        CpuidFeature::FSGSBASE => bit(7, 1, 0),
        CpuidFeature::BMI1 => bit(7, 1, 3),
        CpuidFeature::BMI2 => bit(7, 1, 8),
        CpuidFeature::LZCNT => bit(0x8000_0001, 2, 5),
        _ => false,
    }
}

/// The class of a form the model claims.
fn class_of(code: Code) -> Class {
    let fs = code.cpuid_features();
    let any = |list: &[CpuidFeature]| fs.iter().any(|f| list.contains(f));
    let op = code.op_code();
    if op.op_kinds().iter().any(|k| matches!(k, OpCodeOperandKind::seg_rSI | OpCodeOperandKind::es_rDI)) {
        Class::String
    } else if any(&[CpuidFeature::FPU, CpuidFeature::FPU287, CpuidFeature::FPU387])
        || code.mnemonic() == Mnemonic::Fisttp
    {
        Class::X87
    } else if any(&[CpuidFeature::AES, CpuidFeature::PCLMULQDQ]) {
        Class::Aes
    } else if any(&[CpuidFeature::SSE3, CpuidFeature::SSSE3, CpuidFeature::SSE4_1, CpuidFeature::SSE4_2]) {
        Class::Sse4
    } else if any(&[CpuidFeature::SSE, CpuidFeature::SSE2]) && !op.op_kinds().iter().any(is_mm) {
        Class::Sse
    } else if any(&[CpuidFeature::MMX, CpuidFeature::SSE, CpuidFeature::SSE2]) {
        Class::Mmx
    } else if any(&[
        CpuidFeature::POPCNT,
        CpuidFeature::LZCNT,
        CpuidFeature::BMI1,
        CpuidFeature::BMI2,
        CpuidFeature::MOVBE,
    ]) {
        Class::Bits
    } else {
        Class::Int
    }
}

fn is_mm(k: &OpCodeOperandKind) -> bool {
    matches!(k, OpCodeOperandKind::mm_or_mem | OpCodeOperandKind::mm_reg | OpCodeOperandKind::mm_rm)
}

/// Whether the generator can make every operand of `code`.
fn operands_supported(code: Code) -> bool {
    code.op_code().op_kinds().iter().all(|k| operand_kind(*k).is_some())
}

/// How an operand is made.
#[derive(Clone, Copy)]
enum Operand {
    Reg(&'static [Register]),
    RegOrMem(&'static [Register]),
    Fixed(Register),
    Mem,
    Imm(OpKind),
    One,
    Implicit(OpKind),
    Xlat,
}

const R8: &[Register] = &[
    Register::AL,
    Register::CL,
    Register::DL,
    Register::BL,
    Register::AH,
    Register::CH,
    Register::DH,
    Register::BH,
    Register::BPL,
    Register::SIL,
    Register::DIL,
    Register::R8L,
    Register::R9L,
    Register::R10L,
    Register::R11L,
    Register::R12L,
    Register::R13L,
    Register::R14L,
    Register::R15L,
];
const R16: &[Register] = &[
    Register::AX,
    Register::CX,
    Register::DX,
    Register::BX,
    Register::BP,
    Register::SI,
    Register::DI,
    Register::R8W,
    Register::R9W,
    Register::R10W,
    Register::R11W,
    Register::R12W,
    Register::R13W,
    Register::R14W,
    Register::R15W,
];
const R32: &[Register] = &[
    Register::EAX,
    Register::ECX,
    Register::EDX,
    Register::EBX,
    Register::EBP,
    Register::ESI,
    Register::EDI,
    Register::R8D,
    Register::R9D,
    Register::R10D,
    Register::R11D,
    Register::R12D,
    Register::R13D,
    Register::R14D,
    Register::R15D,
];
const R64: &[Register] = &GPRS;
const MM: &[Register] = &[
    Register::MM0,
    Register::MM1,
    Register::MM2,
    Register::MM3,
    Register::MM4,
    Register::MM5,
    Register::MM6,
    Register::MM7,
];
const XMM: &[Register] = &[
    Register::XMM0,
    Register::XMM1,
    Register::XMM2,
    Register::XMM3,
    Register::XMM4,
    Register::XMM5,
    Register::XMM6,
    Register::XMM7,
    Register::XMM8,
    Register::XMM9,
    Register::XMM10,
    Register::XMM11,
    Register::XMM12,
    Register::XMM13,
    Register::XMM14,
    Register::XMM15,
];
const STI: &[Register] = &[
    Register::ST0,
    Register::ST1,
    Register::ST2,
    Register::ST3,
    Register::ST4,
    Register::ST5,
    Register::ST6,
    Register::ST7,
];

fn operand_kind(k: OpCodeOperandKind) -> Option<Operand> {
    use OpCodeOperandKind as K;
    Some(match k {
        K::r8_or_mem => Operand::RegOrMem(R8),
        K::r16_or_mem => Operand::RegOrMem(R16),
        K::r32_or_mem => Operand::RegOrMem(R32),
        K::r64_or_mem => Operand::RegOrMem(R64),
        K::mm_or_mem => Operand::RegOrMem(MM),
        K::xmm_or_mem => Operand::RegOrMem(XMM),
        K::r8_reg | K::r8_opcode => Operand::Reg(R8),
        K::r16_reg | K::r16_reg_mem | K::r16_rm | K::r16_opcode => Operand::Reg(R16),
        K::r32_reg | K::r32_reg_mem | K::r32_rm | K::r32_opcode | K::r32_vvvv => Operand::Reg(R32),
        K::r64_reg | K::r64_reg_mem | K::r64_rm | K::r64_opcode | K::r64_vvvv => Operand::Reg(R64),
        K::mm_reg | K::mm_rm => Operand::Reg(MM),
        K::xmm_reg | K::xmm_rm => Operand::Reg(XMM),
        // Not ST7: the one empty register (see `X87_STACK_FAULTS`).
        K::sti_opcode => Operand::Reg(&STI[..7]),
        K::mem => Operand::Mem,
        K::al => Operand::Fixed(Register::AL),
        K::cl => Operand::Fixed(Register::CL),
        K::ax => Operand::Fixed(Register::AX),
        K::dx => Operand::Fixed(Register::DX),
        K::eax => Operand::Fixed(Register::EAX),
        K::rax => Operand::Fixed(Register::RAX),
        K::st0 => Operand::Fixed(Register::ST0),
        K::imm8 => Operand::Imm(OpKind::Immediate8),
        K::imm8_const_1 => Operand::One,
        K::imm8sex16 => Operand::Imm(OpKind::Immediate8to16),
        K::imm8sex32 => Operand::Imm(OpKind::Immediate8to32),
        K::imm8sex64 => Operand::Imm(OpKind::Immediate8to64),
        K::imm16 => Operand::Imm(OpKind::Immediate16),
        K::imm32 => Operand::Imm(OpKind::Immediate32),
        K::imm32sex64 => Operand::Imm(OpKind::Immediate32to64),
        K::imm64 => Operand::Imm(OpKind::Immediate64),
        K::seg_rSI => Operand::Implicit(OpKind::MemorySegRSI),
        K::es_rDI => Operand::Implicit(OpKind::MemoryESRDI),
        K::seg_rDI => Operand::Implicit(OpKind::MemorySegRDI),
        K::seg_rBX_al => Operand::Xlat,
        _ => return None,
    })
}

/// The forms of each class the model claims and the harness runs, in `Code` order.
pub fn codes(model: CpuModel) -> Vec<(Class, Vec<Code>)> {
    let mut by_class: Vec<(Class, Vec<Code>)> = Class::GENERATED.iter().map(|c| (*c, Vec::new())).collect();
    for code in Code::values() {
        let op = code.op_code();
        if !op.is_instruction() || !op.mode64() || left_out(code) || !operands_supported(code) {
            continue;
        }
        if !matches!(code.encoding(), EncodingKind::Legacy | EncodingKind::VEX) {
            continue;
        }
        if code.cpuid_features().iter().any(|f| !claimed(model, *f)) {
            continue;
        }
        // Address-size forms of the string instructions other than 64-bit.
        if op.op_kinds().iter().any(|k| {
            matches!(
                k,
                OpCodeOperandKind::seg_rSI
                    | OpCodeOperandKind::es_rDI
                    | OpCodeOperandKind::seg_rDI
                    | OpCodeOperandKind::seg_rBX_al
            )
        }) && op.address_size() != 64
            && op.address_size() != 0
        {
            continue;
        }
        let class = class_of(code);
        if let Some((_, list)) = by_class.iter_mut().find(|(c, _)| *c == class) {
            list.push(code);
        }
    }
    by_class
}

/// Edge values for integers.
fn edge_u64(rng: &mut XorShiftRng) -> u64 {
    const EDGES: [u64; 20] = [
        0,
        1,
        2,
        u64::MAX,
        u64::MAX - 1,
        0x7f,
        0x80,
        0xff,
        0x100,
        0x7fff,
        0x8000,
        0xffff,
        0x7fff_ffff,
        0x8000_0000,
        0xffff_ffff,
        0x1_0000_0000,
        i64::MAX as u64,
        i64::MIN as u64,
        0xffff_ffff_ffff_ff80,
        0xffff_ffff_8000_0000,
    ];
    match rng.random_range(0..8u32) {
        0..=2 => EDGES[rng.random_range(0..EDGES.len())],
        3 => 1u64 << rng.random_range(0..64u32),
        4 => rng.random_range(0..64u64),
        5 => (rng.random::<u32>() as i32) as i64 as u64,
        _ => rng.random(),
    }
}

/// Edge values for binary32.
fn edge_f32(rng: &mut XorShiftRng) -> u32 {
    const EDGES: [u32; 16] = [
        0,
        0x8000_0000,
        0x3f80_0000,
        0xbf80_0000,
        0x3f00_0000,
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0000,
        0x7fa0_0000,
        0x0000_0001,
        0x007f_ffff,
        0x0080_0000,
        0x7f7f_ffff,
        0x4f00_0000,
        0xcf00_0000,
        0x3eaa_aaab,
    ];
    match rng.random_range(0..4u32) {
        0 | 1 => EDGES[rng.random_range(0..EDGES.len())] ^ (u32::from(rng.random::<bool>()) << 31),
        2 => (rng.random_range(100..160u32) << 23) | (rng.random::<u32>() & 0x807f_ffff),
        _ => rng.random(),
    }
}

/// Edge values for binary64.
fn edge_f64(rng: &mut XorShiftRng) -> u64 {
    const EDGES: [u64; 16] = [
        0,
        0x3ff0_0000_0000_0000,
        0x3fe0_0000_0000_0000,
        0x7ff0_0000_0000_0000,
        0x7ff8_0000_0000_0000,
        0x7ff4_0000_0000_0000,
        1,
        0x000f_ffff_ffff_ffff,
        0x0010_0000_0000_0000,
        0x7fef_ffff_ffff_ffff,
        0x43e0_0000_0000_0000,
        0x41e0_0000_0000_0000,
        0x3fd5_5555_5555_5555,
        0x4009_21fb_5444_2d18,
        0x4330_0000_0000_0000,
        0x3ff8_0000_0000_0000,
    ];
    match rng.random_range(0..4u32) {
        0 | 1 => EDGES[rng.random_range(0..EDGES.len())] ^ (u64::from(rng.random::<bool>()) << 63),
        2 => (rng.random_range(0x3c0..0x440u64) << 52) | (rng.random::<u64>() & 0x800f_ffff_ffff_ffff),
        _ => rng.random(),
    }
}

/// Edge values for 80-bit extended precision: (mantissa, sign and exponent).
fn edge_f80(rng: &mut XorShiftRng) -> (u64, u16) {
    let sign = u16::from(rng.random::<bool>()) << 15;
    let int = 1u64 << 63;
    let (m, e) = match rng.random_range(0..12u32) {
        0 => (0, 0),
        1 => (int, 0x3fff),
        2 => (int, 0x7fff),
        3 => (int | 1 << 62, 0x7fff),
        4 => (int | 1 << 61, 0x7fff),
        5 => (rng.random::<u64>() >> 1, 0),
        6 => (int | rng.random::<u64>(), rng.random_range(1..0x7fffu16)),
        7 => (int | rng.random::<u64>() >> 20, rng.random_range(0x3fc0..0x4040u16)),
        8 => (int | 0x5555_5555_5555_5555, 0x3ffd),
        9 => (int | rng.random::<u64>(), rng.random_range(0x3ff0..0x4010u16)),
        10 => (int | 0x490f_daa2_2168_c235, 0x4000 + rng.random_range(0..70u16)),
        _ => (int | rng.random::<u64>(), rng.random_range(0x3f00..0x4100u16)),
    };
    (m, sign | e)
}

/// 16 bytes of an XMM register or scratch line: integers, binary32 or binary64 lanes.
fn edge_line(rng: &mut XorShiftRng) -> [u8; 16] {
    let mut b = [0u8; 16];
    match rng.random_range(0..5u32) {
        0 => {
            for w in b.chunks_mut(4) {
                w.copy_from_slice(&edge_f32(rng).to_le_bytes());
            }
        }
        1 => {
            for w in b.chunks_mut(8) {
                w.copy_from_slice(&edge_f64(rng).to_le_bytes());
            }
        }
        2 => {
            let (m, e) = edge_f80(rng);
            b[..8].copy_from_slice(&m.to_le_bytes());
            b[8..10].copy_from_slice(&e.to_le_bytes());
        }
        3 => {
            for w in b.chunks_mut(8) {
                w.copy_from_slice(&edge_u64(rng).to_le_bytes());
            }
        }
        _ => rng.fill_bytes(&mut b),
    }
    b
}

/// A random input state: GPRs and scratch of edge values, arithmetic flags and DF, x87
/// registers, tags, TOP and condition codes with every exception masked and none pending,
/// MXCSR with every exception masked and any rounding mode, DAZ and FTZ.
pub fn random_state(rng: &mut XorShiftRng) -> State {
    let mut s = State::default();
    for g in &mut s.gpr {
        *g = edge_u64(rng);
    }
    // CF PF AF ZF SF DF OF, and the always-one bit and IF.
    s.rflags = 0x202 | (rng.random::<u64>() & 0xcd5);
    for k in 0..SCRATCH_BYTES / 16 {
        s.mem[k * 16..k * 16 + 16].copy_from_slice(&edge_line(rng));
    }
    // FCW: every exception masked, precision 24, 53 or 64 bits, any rounding.
    let pc = [0u64, 2, 3][rng.random_range(0..3)];
    let fcw = 0x40 | 0x3f | pc << 8 | rng.random_range(0..4u64) << 10;
    s.set_fx(fx::FCW, 2, fcw);
    // FSW: TOP, C0-C3, sticky flags; no summary bit (nothing pending).
    let top = rng.random_range(0..8u64);
    let fsw = top << 11
        | (rng.random::<u64>() & 0x4700)
        | ((rng.random::<u64>() & 0x3f) * u64::from(rng.random_range(0..4u32) == 0));
    s.set_fx(fx::FSW, 2, fsw);
    // Every register valid but ST7 (the one a push fills): the engine raises no x87
    // stack fault (see `X87_STACK_FAULTS`), so no snippet reads an empty register or
    // pushes onto a full one.
    s.set_fx(fx::FTW, 1, 0xff & !(1 << ((top + 7) % 8)));
    for i in 0..8 {
        let (m, e) = edge_f80(rng);
        s.set_fx(fx::ST + 16 * i, 8, m);
        s.set_fx(fx::ST + 16 * i + 8, 2, e as u64);
    }
    // MXCSR: every exception masked; flags, DAZ, rounding, FTZ random.
    let mxcsr =
        0x1f80 | ((rng.random::<u64>() & 0xe07f) * u64::from(rng.random::<bool>())) | rng.random_range(0..4u64) << 13;
    s.set_fx(fx::MXCSR, 4, mxcsr);
    for i in 0..16 {
        s.fx[fx::XMM + 16 * i..fx::XMM + 16 * i + 16].copy_from_slice(&edge_line(rng));
    }
    s
}

/// Index in [`GPRS`] of a general register of any size, and the bit shift of its value.
fn gpr_slot(r: Register) -> Option<(usize, u32)> {
    let high = matches!(r, Register::AH | Register::CH | Register::DH | Register::BH);
    let full = match r {
        Register::AH => Register::RAX,
        Register::CH => Register::RCX,
        Register::DH => Register::RDX,
        Register::BH => Register::RBX,
        r => r.full_register(),
    };
    let i = GPRS.iter().position(|g| *g == full)?;
    Some((i, if high { 8 } else { 0 }))
}

/// The value of general register `r` in `s`.
fn reg_get(s: &State, r: Register) -> Option<u64> {
    let (i, shift) = gpr_slot(r)?;
    let bits = r.size() as u32 * 8;
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    Some(s.gpr[i] >> shift & mask)
}

/// Sets general register `r` in `s` (the rest of the full register kept).
fn reg_set(s: &mut State, r: Register, v: u64) {
    if let Some((i, shift)) = gpr_slot(r) {
        let bits = r.size() as u32 * 8;
        let mask = if bits == 64 { u64::MAX } else { ((1u64 << bits) - 1) << shift };
        s.gpr[i] = (s.gpr[i] & !mask) | (v << shift & mask);
    }
}

/// One instruction of form `code` with random operands, and the scratch offset of its
/// memory operand, if any.
fn instruction(code: Code, rng: &mut XorShiftRng) -> Option<(Instruction, Option<usize>)> {
    let op = code.op_code();
    let mut i = Instruction::default();
    i.set_code(code);
    let mut mem = None;
    for (n, k) in op.op_kinds().iter().enumerate() {
        let n = n as u32;
        match operand_kind(*k)? {
            Operand::Reg(list) => {
                i.set_op_kind(n, OpKind::Register);
                i.set_op_register(n, list[rng.random_range(0..list.len())]);
            }
            Operand::RegOrMem(list) if rng.random::<bool>() => {
                i.set_op_kind(n, OpKind::Register);
                i.set_op_register(n, list[rng.random_range(0..list.len())]);
            }
            Operand::RegOrMem(_) | Operand::Mem => {
                let off = rng.random_range(0..SCRATCH_BYTES / 16 - 1) * 16;
                let m = MemoryOperand::with_base_displ(Register::RIP, (SCRATCH + off as u64) as i64);
                i.set_op_kind(n, OpKind::Memory);
                i.set_memory_base(m.base);
                i.set_memory_index(m.index);
                i.set_memory_index_scale(m.scale);
                i.set_memory_displ_size(m.displ_size);
                i.set_memory_displacement64(m.displacement as u64);
                mem = Some(off);
            }
            Operand::Fixed(r) => {
                i.set_op_kind(n, OpKind::Register);
                i.set_op_register(n, r);
            }
            Operand::One => {
                i.set_op_kind(n, OpKind::Immediate8);
                i.set_immediate8(1);
            }
            Operand::Imm(kind) => {
                i.set_op_kind(n, kind);
                let v = edge_u64(rng);
                match kind {
                    OpKind::Immediate8 => i.set_immediate8(v as u8),
                    OpKind::Immediate8to16 => i.set_immediate8to16(v as i8 as i16),
                    OpKind::Immediate8to32 => i.set_immediate8to32(v as i8 as i32),
                    OpKind::Immediate8to64 => i.set_immediate8to64(v as i8 as i64),
                    OpKind::Immediate16 => i.set_immediate16(v as u16),
                    OpKind::Immediate32 => i.set_immediate32(v as u32),
                    OpKind::Immediate32to64 => i.set_immediate32to64(v as i32 as i64),
                    _ => i.set_immediate64(v),
                }
            }
            Operand::Implicit(kind) => i.set_op_kind(n, kind),
            Operand::Xlat => {
                i.set_op_kind(n, OpKind::Memory);
                i.set_memory_base(Register::RBX);
                i.set_memory_index(Register::AL);
                i.set_memory_index_scale(1);
            }
        }
    }
    if op.can_use_rep_prefix() && rng.random::<bool>() {
        i.set_has_rep_prefix(true);
    } else if op.can_use_repne_prefix() && rng.random::<bool>() {
        i.set_has_repne_prefix(true);
    }
    Some((i, mem))
}

/// Adjusts `s` so that `i` cannot fault: implicit memory operands (string instructions,
/// `xlat`, `maskmovq`) point into the scratch area with a short `rep` count, a bit
/// offset into memory stays inside it, and a division neither divides by zero nor
/// overflows. `None`: no state makes `i` safe (a division by rdx).
fn make_safe(
    i: &Instruction,
    mem: Option<usize>,
    s: &mut State,
    info: &mut InstructionInfoFactory,
    rng: &mut XorShiftRng,
) -> Option<()> {
    let used: Vec<(Register, Register)> = info.info(i).used_memory().iter().map(|m| (m.base(), m.index())).collect();
    for (base, index) in used {
        if base == Register::RIP || base == Register::None {
            continue;
        }
        let at = if index == Register::None { 96 + rng.random_range(0..64u64) } else { 0 };
        reg_set(s, base, SCRATCH + at);
    }
    if i.has_rep_prefix() || i.has_repne_prefix() {
        reg_set(s, Register::RCX, rng.random_range(0..9u64));
    }
    let mnemonic = i.mnemonic();
    if matches!(mnemonic, Mnemonic::Bt | Mnemonic::Bts | Mnemonic::Btr | Mnemonic::Btc)
        && i.op0_kind() == OpKind::Memory
        && i.op1_kind() == OpKind::Register
    {
        reg_set(s, i.op1_register(), rng.random_range(0..64u64));
    }
    if matches!(mnemonic, Mnemonic::Div | Mnemonic::Idiv) {
        let size = if i.op0_kind() == OpKind::Register { i.op0_register().size() } else { i.memory_size().size() };
        let bits = size as u32 * 8;
        let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
        let (lo, hi) = match size {
            1 => (Register::AL, Register::AH),
            2 => (Register::AX, Register::DX),
            4 => (Register::EAX, Register::EDX),
            _ => (Register::RAX, Register::RDX),
        };
        let divisor_reg = (i.op0_kind() == OpKind::Register).then(|| i.op0_register());
        if divisor_reg == Some(hi) {
            return None;
        }
        let read = |s: &State| match divisor_reg {
            Some(r) => reg_get(s, r).unwrap_or(0),
            None => mem.map_or(0, |o| {
                let mut v = [0u8; 8];
                v[..size].copy_from_slice(&s.mem[o..o + size]);
                u64::from_le_bytes(v)
            }),
        };
        if read(s) & mask == 0 {
            match divisor_reg {
                Some(r) => reg_set(s, r, 1),
                None => {
                    if let Some(o) = mem {
                        s.mem[o] = 1;
                    }
                }
            }
        }
        let d = read(s) & mask;
        let sign = 1u64 << (bits - 1);
        if mnemonic == Mnemonic::Div {
            reg_set(s, hi, rng.random::<u64>() % d);
        } else {
            let low = reg_get(s, lo).unwrap_or(0) & mask;
            if d == mask && low == sign {
                reg_set(s, lo, low + 1);
            }
            let low = reg_get(s, lo).unwrap_or(0) & mask;
            reg_set(s, hi, if low & sign != 0 { mask } else { 0 });
            // The divisor may be the dividend's low half.
            let d = read(s) & mask;
            if d == 0 {
                return None;
            }
        }
    }
    Some(())
}

/// A snippet of `class` drawn from `codes`.
pub fn snippet(codes: &[Code], rng: &mut XorShiftRng, info: &mut InstructionInfoFactory) -> Option<Block> {
    for _ in 0..32 {
        let code = *codes.get(rng.random_range(0..codes.len().max(1)))?;
        let Some((insn, mem)) = instruction(code, rng) else { continue };
        // Forms iced-x86 cannot encode as drawn (AH with a REX prefix, ...): draw again.
        if iced_x86::Encoder::new(64).encode(&insn, super::harness::TEXT_BASE).is_err() {
            continue;
        }
        let mut input = random_state(rng);
        if make_safe(&insn, mem, &mut input, info, rng).is_none() {
            continue;
        }
        return Some(Block { insns: vec![insn], input });
    }
    None
}
