//! Two output states compared field by field, and the differences that are explained:
//! each [`Explained`] rule names a class of difference and why it is not a bug of the
//! simulator, so that only the unexplained ones are reported.

use iced_x86::{Instruction, Mnemonic, RflagsBits};
use serde::Serialize;

use super::harness::{fx, State, GPRS};

/// A state field that differs, with both values.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct FieldDiff {
    /// The field: `rax`, `rflags`, `fsw`, `st3`, `xmm7`, `mem+0x40`, ...
    pub field: String,
    /// The simulator's value, in hex.
    pub sim: String,
    /// The host's value, in hex.
    pub host: String,
}

/// A class of difference that is not a bug of the simulator.
#[derive(Clone, Copy, Debug)]
pub struct Explained {
    /// Its name, as reports count it.
    pub name: &'static str,
    /// Why.
    pub reason: &'static str,
}

/// Every explained class, by name.
pub const EXPLAINED: &[Explained] = &[
    Explained {
        name: "undefined-flags",
        reason: "rflags bits the instruction leaves undefined (iced-x86's rflags_undefined) differ",
    },
    Explained {
        name: "undefined-fpu-flags",
        reason: "x87 condition codes C0-C3 the instruction leaves undefined (iced-x86) differ",
    },
    Explained {
        name: "host-mxcsr-mask",
        reason: "MXCSR_MASK of the fxsave image: the engine reports the 0xffff of the Intel CPU it models; an AMD \
                 host also sets bit 17 (MM, misaligned SSE mode), which the model does not claim",
    },
    Explained {
        name: "x87-last-instruction",
        reason: "FOP, FIP and FDP of the fxsave image: the engine records the last x87 instruction as QEMU does \
                 (any x87 instruction, fxrstor included, and no data pointer), the CPU only for non-control x87 \
                 instructions; no program reads them but to save and restore them",
    },
    Explained {
        name: "sse-exception-flags",
        reason: "MXCSR's exception flags (IE DE ZE OE UE PE): the engine computes SSE exceptions and drops them \
                 (a known difference)",
    },
    Explained {
        name: "x87-exception-flags",
        reason: "FSW's exception flags (IE DE ZE OE UE PE, SF, ES, B) and C1 (set when a result was rounded up): \
                 the engine records no x87 exception and leaves C1 as it was",
    },
    Explained {
        name: "x87-constant-rounding",
        reason: "fldpi, fldl2e, fldl2t, fldlg2 and fldln2 round their 66-bit constant by FCW's rounding control on \
                 the CPU; the engine loads the round-to-nearest value in every mode",
    },
    Explained {
        name: "mmx-exponent",
        reason: "bits 64-79 of an MMX register an MMX instruction writes: the CPU sets them to ones, the engine \
                 leaves the x87 register's exponent as it was (seen only by x87 code that reads the register \
                 without emms)",
    },
    Explained {
        name: "sse-approximations",
        reason: "rcpps, rcpss, rsqrtps and rsqrtss: approximations whose low bits are the CPU's own (relative error \
                 at most 1.5 * 2^-12); the engine computes the exact quotient",
    },
    Explained {
        name: "x87-double-helpers",
        reason: "fsin, fcos, fsincos, fptan, fpatan, f2xm1, fyl2x, fyl2xp1, fprem, fprem1, fscale, fxtract and fbstp: \
                 the engine computes them through host doubles (53-bit, no range or invalid-operand checks), the CPU \
                 in 64-bit extended precision",
    },
    Explained {
        name: "sse-denormal-modes",
        reason: "with DAZ or FTZ set in MXCSR, denormal inputs and tiny results: the engine flushes where the CPU \
                 does in fewer operations (horizontal adds, conversions, min/max)",
    },
    Explained {
        name: "cvtpi2-memory-mmx-state",
        reason: "cvtpi2ps and cvtpi2pd with a memory source: the CPU does not enter the MMX state (TOP and the \
                 tags stay); the engine does, as for their register forms",
    },
    Explained {
        name: "nan-choice",
        reason: "a NaN result where both sides are NaNs of another sign or payload: which operand's NaN an \
                 operation returns (and whether a signalling one is quieted on a store) follows QEMU's softfloat \
                 rules, not the CPU's",
    },
    Explained {
        name: "bsf-bsr-zero-source",
        reason: "bsf and bsr of a zero source leave the destination undefined (SDM); the CPU keeps the whole \
                 register, the engine writes a 32-bit one back zero-extended",
    },
    Explained {
        name: "cmpxchg-register-writeback",
        reason: "a 32-bit cmpxchg: the register the CPU does not write (the destination register when the \
                 comparison fails, eax when it succeeds) keeps its high half on the CPU; the engine writes it back \
                 zero-extended",
    },
    Explained {
        name: "shld-shrd-count-past-size",
        reason: "a 16-bit shld or shrd with a masked count past 16: the SDM leaves the result and the flags \
                 undefined; Intel and AMD CPUs compute different ones",
    },
    Explained {
        name: "rcl-rcr-overflow",
        reason: "OF of an rcl or rcr whose masked count is not 1: undefined (SDM); Intel CPUs and the engine leave it \
                 as it was for a count that rotates by a multiple of the width, AMD ones change it",
    },
    Explained {
        name: "amd-host-reserved-nop",
        reason: "the register forms of 0f 0d: reserved NOPs on the Intel CPU the engine models, #UD (SIGILL) on an \
                 AMD host, where 0f 0d is the prefetch group",
    },
];

/// Whether every 32-bit lane (`lane` 4) or 64-bit lane (8) where `a` and `b` differ is a
/// NaN in both.
fn nan_lanes(a: &[u8], b: &[u8], lane: usize) -> bool {
    let nan = |x: &[u8]| match lane {
        4 => {
            let v = u32::from_le_bytes([x[0], x[1], x[2], x[3]]);
            v & 0x7f80_0000 == 0x7f80_0000 && v & 0x007f_ffff != 0
        }
        _ => {
            let mut w = [0u8; 8];
            w.copy_from_slice(&x[..8]);
            let v = u64::from_le_bytes(w);
            v & 0x7ff0_0000_0000_0000 == 0x7ff0_0000_0000_0000 && v & 0x000f_ffff_ffff_ffff != 0
        }
    };
    a.chunks(lane).zip(b.chunks(lane)).all(|(x, y)| x == y || (nan(x) && nan(y)))
}

/// Whether `field` names a general-purpose register.
fn is_gpr(field: &str) -> bool {
    GPRS.iter().any(|r| format!("{r:?}").to_lowercase() == field)
}

/// The input's rcx, whose cl is a shift's or rotate's count.
fn rcx(input: &State) -> u64 {
    GPRS.iter().position(|r| *r == iced_x86::Register::RCX).map_or(0, |n| input.gpr[n])
}

/// A 16-bit `shld` or `shrd` whose masked count (imm8 or cl, from `input`) is past 16:
/// the SDM leaves its result and flags undefined.
fn shift_count_past_size(i: &Instruction, input: &State) -> bool {
    if !matches!(i.mnemonic(), Mnemonic::Shld | Mnemonic::Shrd) || i.op1_register().size() != 2 {
        return false;
    }
    let count = if i.op2_kind() == iced_x86::OpKind::Register { rcx(input) } else { i.immediate8().into() };
    count & 0x1f > 16
}

/// The masked count of a shift or rotate `i`: its immediate, cl (from `input`) or 1.
fn shift_count(i: &Instruction, input: &State) -> u64 {
    let count = match i.op1_kind() {
        iced_x86::OpKind::Register => rcx(input),
        iced_x86::OpKind::Immediate8 => i.immediate8().into(),
        _ => 1,
    };
    count & if i.op0_register().size() == 8 || i.memory_size().size() == 8 { 0x3f } else { 0x1f }
}

/// An `rcl` or `rcr` whose masked count is not 1: the SDM leaves OF undefined (iced-x86
/// calls it defined where the count is a multiple of the rotation's width, where the
/// engine and Intel CPUs leave it as it was and AMD ones change it).
fn rotate_through_carry_of_undefined(i: &Instruction, input: &State) -> bool {
    matches!(i.mnemonic(), Mnemonic::Rcl | Mnemonic::Rcr) && shift_count(i, input) != 1
}

/// Code the CPU's vendor decides: the register forms of `0f 0d` are reserved NOPs on
/// Intel CPUs (what the engine models) and #UD on AMD ones, where `0f 0d` is the
/// `prefetch` group and takes only memory.
pub fn vendor_defined(insns: &[Instruction]) -> bool {
    insns.iter().any(|i| {
        let op = i.op_code();
        op.table() == iced_x86::OpCodeTableKind::T0F
            && op.op_code() == 0x0d
            && i.op1_kind() == iced_x86::OpKind::Register
    })
}

/// x87 instructions the engine computes through host doubles.
const DOUBLE_HELPERS: [Mnemonic; 13] = [
    Mnemonic::Fsin,
    Mnemonic::Fcos,
    Mnemonic::Fsincos,
    Mnemonic::Fptan,
    Mnemonic::Fpatan,
    Mnemonic::F2xm1,
    Mnemonic::Fyl2x,
    Mnemonic::Fyl2xp1,
    Mnemonic::Fprem,
    Mnemonic::Fprem1,
    Mnemonic::Fscale,
    Mnemonic::Fxtract,
    Mnemonic::Fbstp,
];

/// The x86 rflags bits of iced-x86's [`RflagsBits`] mask.
fn rflags_bits(iced: u32) -> u64 {
    let map = [
        (RflagsBits::OF, 0x800),
        (RflagsBits::SF, 0x80),
        (RflagsBits::ZF, 0x40),
        (RflagsBits::AF, 0x10),
        (RflagsBits::CF, 0x1),
        (RflagsBits::PF, 0x4),
        (RflagsBits::DF, 0x400),
        (RflagsBits::IF, 0x200),
        (RflagsBits::AC, 0x4_0000),
    ];
    map.iter().filter(|(b, _)| iced & b != 0).map(|(_, x)| x).sum()
}

/// The FSW condition-code bits of iced-x86's [`RflagsBits`] mask.
fn fsw_bits(iced: u32) -> u64 {
    let map = [(RflagsBits::C0, 0x100), (RflagsBits::C1, 0x200), (RflagsBits::C2, 0x400), (RflagsBits::C3, 0x4000)];
    map.iter().filter(|(b, _)| iced & b != 0).map(|(_, x)| x).sum()
}

/// The outcome of comparing one snippet's two output states.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Fields that differ with no explanation.
    pub unexplained: Vec<FieldDiff>,
    /// The explained classes seen (each once).
    pub explained: Vec<&'static str>,
}

impl Outcome {
    fn explain(&mut self, name: &'static str) {
        if !self.explained.contains(&name) {
            self.explained.push(name);
        }
    }
}

fn hex(v: u64) -> String {
    format!("{v:#x}")
}

fn hex_bytes(b: &[u8]) -> String {
    b.iter().rev().map(|x| format!("{x:02x}")).collect()
}

/// Compares the simulator's output state `sim` with the host's `host` after `insns`.
pub fn compare(insns: &[Instruction], input: &State, sim: &State, host: &State) -> Outcome {
    let mut out = Outcome::default();
    let first = compare_fields(insns, input, sim, host);
    let (mnemonics, regs): (Vec<Mnemonic>, Vec<iced_x86::Register>) = (
        insns.iter().map(Instruction::mnemonic).collect(),
        insns.iter().flat_map(|i| (0..i.op_count()).map(move |n| i.op_register(n))).collect(),
    );
    for (name, rule) in [
        ("sse-approximations", &[Mnemonic::Rcpps, Mnemonic::Rcpss, Mnemonic::Rsqrtps, Mnemonic::Rsqrtss][..]),
        ("x87-double-helpers", &DOUBLE_HELPERS[..]),
    ] {
        if mnemonics.iter().any(|m| rule.contains(m)) && !first.unexplained.is_empty() {
            out.explained = first.explained;
            out.explain(name);
            return out;
        }
    }
    if mnemonics.iter().any(|m| matches!(m, Mnemonic::Cvtpi2ps | Mnemonic::Cvtpi2pd))
        && insns.iter().any(|i| i.op1_kind() == iced_x86::OpKind::Memory)
        && first.unexplained.iter().all(|f| f.field == "fsw" || f.field == "ftw" || f.field.starts_with("st"))
        && !first.unexplained.is_empty()
    {
        out.explained = first.explained;
        out.explain("cvtpi2-memory-mmx-state");
        return out;
    }
    if mnemonics.contains(&Mnemonic::Cmpxchg)
        && insns.iter().any(|i| i.op1_kind() == iced_x86::OpKind::Register && i.op1_register().size() == 4)
        && first.unexplained.len() == 1
        && first.unexplained.iter().all(|f| is_gpr(&f.field))
    {
        out.explained = first.explained;
        out.explain("cmpxchg-register-writeback");
        return out;
    }
    if mnemonics.iter().any(|m| matches!(m, Mnemonic::Bsf | Mnemonic::Bsr))
        && host.rflags & 0x40 != 0
        && !first.unexplained.is_empty()
        && first.unexplained.iter().all(|f| is_gpr(&f.field))
    {
        out.explained = first.explained;
        out.explain("bsf-bsr-zero-source");
        return out;
    }
    if insns.iter().any(|i| shift_count_past_size(i, input))
        && !first.unexplained.is_empty()
        && first.unexplained.iter().all(|f| f.field == "rflags" || f.field.starts_with("mem") || is_gpr(&f.field))
    {
        out.explained = first.explained;
        out.explain("shld-shrd-count-past-size");
        return out;
    }
    let nan_only = |f: &FieldDiff| -> bool {
        let bytes = |st: &State, field: &str| -> Option<Vec<u8>> {
            if let Some(n) = field.strip_prefix("xmm") {
                let n: usize = n.parse().ok()?;
                Some(st.fx[fx::XMM + 16 * n..fx::XMM + 16 * n + 16].to_vec())
            } else if let Some(k) = field.strip_prefix("mem+0x") {
                let k = usize::from_str_radix(k, 16).ok()?;
                Some(st.mem[k..k + 16].to_vec())
            } else {
                None
            }
        };
        if let Some(n) = f.field.strip_prefix("st").and_then(|n| n.parse::<usize>().ok()) {
            let at = fx::ST + 16 * n;
            let nan80 = |x: &[u8]| {
                x[8] == 0xff
                    && x[9] & 0x7f == 0x7f
                    && (x[..8].iter().any(|b| *b != 0) && x[..8] != [0, 0, 0, 0, 0, 0, 0, 0x80])
            };
            return nan80(&sim.fx[at..at + 10]) && nan80(&host.fx[at..at + 10]);
        }
        match (bytes(sim, &f.field), bytes(host, &f.field)) {
            (Some(a), Some(b)) => nan_lanes(&a, &b, 4) || nan_lanes(&a, &b, 8),
            _ => false,
        }
    };
    if !first.unexplained.is_empty() && first.unexplained.iter().all(nan_only) {
        out.explained = first.explained;
        out.explain("nan-choice");
        return out;
    }
    let mxcsr = input.fx_u64(fx::MXCSR, 4);
    let sse_result = |f: &FieldDiff| {
        f.field.starts_with("xmm")
            || f.field.starts_with("st")
            || f.field.starts_with("mem")
            || (f.field.starts_with("r") && f.field != "run")
    };
    if mxcsr & 0x8040 != 0
        && regs.iter().any(|r| r.is_xmm())
        && !first.unexplained.is_empty()
        && first.unexplained.iter().all(sse_result)
    {
        out.explained = first.explained;
        out.explain("sse-denormal-modes");
        return out;
    }
    first
}

/// [`compare`] before the rules that explain a whole instruction's results.
fn compare_fields(insns: &[Instruction], input: &State, sim: &State, host: &State) -> Outcome {
    let mut out = Outcome::default();
    let undefined = insns.iter().fold(0u32, |u, i| (u & !i.rflags_modified()) | i.rflags_undefined());
    let mnemonics: Vec<Mnemonic> = insns.iter().map(Instruction::mnemonic).collect();
    let push = |out: &mut Outcome, field: String, s: String, h: String| {
        out.unexplained.push(FieldDiff { field, sim: s, host: h });
    };
    for (n, r) in GPRS.iter().enumerate() {
        if sim.gpr[n] != host.gpr[n] {
            push(&mut out, format!("{r:?}").to_lowercase(), hex(sim.gpr[n]), hex(host.gpr[n]));
        }
    }
    let flags = sim.rflags ^ host.rflags;
    if flags != 0 {
        if flags & !rflags_bits(undefined) == 0 {
            out.explain("undefined-flags");
        } else if flags == 0x800 && insns.iter().any(|i| rotate_through_carry_of_undefined(i, input)) {
            out.explain("rcl-rcr-overflow");
        } else {
            push(&mut out, "rflags".into(), hex(sim.rflags), hex(host.rflags));
        }
    }
    let fields: [(&str, usize, usize); 8] = [
        ("fcw", fx::FCW, 2),
        ("fsw", fx::FSW, 2),
        ("ftw", fx::FTW, 1),
        ("fop", fx::FOP, 2),
        ("fip", fx::FIP, 8),
        ("fdp", fx::FDP, 8),
        ("mxcsr", fx::MXCSR, 4),
        ("mxcsr_mask", fx::MXCSR_MASK, 4),
    ];
    for (name, at, len) in fields {
        let (s, h) = (sim.fx_u64(at, len), host.fx_u64(at, len));
        if s == h {
            continue;
        }
        if name == "fsw" && (s ^ h) & !fsw_bits(undefined) == 0 {
            out.explain("undefined-fpu-flags");
            continue;
        }
        if name == "fsw" && (s ^ h) & !(fsw_bits(undefined) | 0x82ff) == 0 {
            out.explain("x87-exception-flags");
            continue;
        }
        if name == "mxcsr" && (s ^ h) & !0x3f == 0 {
            out.explain("sse-exception-flags");
            continue;
        }
        if name == "mxcsr_mask" && s == 0xffff && h & 0xffff == 0xffff {
            out.explain("host-mxcsr-mask");
            continue;
        }
        if matches!(name, "fop" | "fip" | "fdp") {
            out.explain("x87-last-instruction");
            continue;
        }
        push(&mut out, name.into(), hex(s), hex(h));
    }
    let constant = mnemonics.iter().any(|m| {
        matches!(m, Mnemonic::Fldpi | Mnemonic::Fldl2e | Mnemonic::Fldl2t | Mnemonic::Fldlg2 | Mnemonic::Fldln2)
    });
    let mmx = insns.iter().any(|i| (0..i.op_count()).any(|n| i.op_register(n).is_mm()));
    for i in 0..8 {
        let at = fx::ST + 16 * i;
        if constant
            && i == 0
            && sim.fx[at + 1..at + 10] == host.fx[at + 1..at + 10]
            && sim.fx[at].abs_diff(host.fx[at]) == 1
        {
            out.explain("x87-constant-rounding");
            continue;
        }
        if mmx && sim.fx[at..at + 8] == host.fx[at..at + 8] && host.fx[at + 8..at + 10] == [0xff, 0xff] {
            out.explain("mmx-exponent");
            continue;
        }
        if sim.fx[at..at + 10] != host.fx[at..at + 10] {
            push(&mut out, format!("st{i}"), hex_bytes(&sim.fx[at..at + 10]), hex_bytes(&host.fx[at..at + 10]));
        }
    }
    for i in 0..16 {
        let at = fx::XMM + 16 * i;
        if sim.fx[at..at + 16] != host.fx[at..at + 16] {
            push(&mut out, format!("xmm{i}"), hex_bytes(&sim.fx[at..at + 16]), hex_bytes(&host.fx[at..at + 16]));
        }
    }
    for k in (0..sim.mem.len()).step_by(16) {
        if sim.mem[k..k + 16] != host.mem[k..k + 16] {
            push(&mut out, format!("mem+{k:#x}"), hex_bytes(&sim.mem[k..k + 16]), hex_bytes(&host.mem[k..k + 16]));
        }
    }
    out
}

/// The input state as text: the GPRs, rflags, the x87 and SSE control and status, the
/// x87 stack and XMM registers the instructions name, and the scratch area's lines that
/// are not zero.
pub fn state_text(s: &State, insns: &[Instruction]) -> String {
    let mut t = String::new();
    for (n, r) in GPRS.iter().enumerate() {
        t.push_str(&format!("{}={:#x} ", format!("{r:?}").to_lowercase(), s.gpr[n]));
    }
    t.push_str(&format!(
        "\n    rflags={:#x} fcw={:#x} fsw={:#x} ftw={:#x} mxcsr={:#x}",
        s.rflags,
        s.fx_u64(fx::FCW, 2),
        s.fx_u64(fx::FSW, 2),
        s.fx_u64(fx::FTW, 1),
        s.fx_u64(fx::MXCSR, 4)
    ));
    let named: Vec<iced_x86::Register> =
        insns.iter().flat_map(|i| (0..i.op_count()).map(move |n| i.op_register(n))).collect();
    let x87 = insns.iter().any(|i| {
        i.cpuid_features().iter().any(|f| matches!(f, iced_x86::CpuidFeature::FPU | iced_x86::CpuidFeature::FPU387))
    });
    for i in 0..8 {
        let at = fx::ST + 16 * i;
        if x87 || named.iter().any(|r| r.number() == i && r.is_mm()) {
            t.push_str(&format!("\n    st{i}/mm{i}={}", hex_bytes(&s.fx[at..at + 10])));
        }
    }
    for i in 0..16 {
        let at = fx::XMM + 16 * i;
        if named.iter().any(|r| r.is_xmm() && r.number() == i) {
            t.push_str(&format!("\n    xmm{i}={}", hex_bytes(&s.fx[at..at + 16])));
        }
    }
    for k in (0..s.mem.len()).step_by(16) {
        if s.mem[k..k + 16].iter().any(|b| *b != 0) {
            t.push_str(&format!("\n    mem+{k:#04x}={}", hex_bytes(&s.mem[k..k + 16])));
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced_x86::{Code, Register};

    /// An input state with rcx = `rcx`.
    fn with_rcx(rcx: u64) -> State {
        let mut input = State::default();
        input.gpr[GPRS.iter().position(|r| *r == Register::RCX).unwrap()] = rcx;
        input
    }

    #[test]
    fn the_vendor_rules_take_only_their_own_forms() {
        let rcl = |count: u32| Instruction::with2(Code::Rcl_rm8_imm8, Register::R8L, count).unwrap();
        let input = State::default();
        // OF is defined for a count of 1 only (masked: 0x21 is 1).
        assert!(rotate_through_carry_of_undefined(&rcl(0xfb), &input));
        assert!(!rotate_through_carry_of_undefined(&rcl(0x21), &input));
        let rcr_cl = Instruction::with2(Code::Rcr_rm16_CL, Register::DI, Register::CL).unwrap();
        assert!(!rotate_through_carry_of_undefined(&rcr_cl, &with_rcx(0x41)));
        assert!(rotate_through_carry_of_undefined(&rcr_cl, &with_rcx(0x11)));

        let shrd = |code, dst, src| Instruction::with3(code, dst, src, Register::CL).unwrap();
        let shrd16 = shrd(Code::Shrd_rm16_r16_CL, Register::AX, Register::CX);
        assert!(shift_count_past_size(&shrd16, &with_rcx(0x38)));
        assert!(!shift_count_past_size(&shrd16, &with_rcx(0x30)));
        let shrd32 = shrd(Code::Shrd_rm32_r32_CL, Register::EAX, Register::ECX);
        assert!(!shift_count_past_size(&shrd32, &with_rcx(0x38)));

        let nop_0f0d = Instruction::with2(Code::Reservednop_rm64_r64_0F0D, Register::R8, Register::R12).unwrap();
        let nop_0f1f = Instruction::with1(Code::Nop_rm64, Register::R8).unwrap();
        assert!(vendor_defined(&[nop_0f0d]));
        assert!(!vendor_defined(&[nop_0f1f]));
    }
}
