//! x86 instruction analysis for uprobes (`arch/x86/kernel/uprobes.c`, 6.18):
//! `arch_uprobe_analyze_insn()` and the functions it is made of, `uprobe_init_insn()`,
//! `branch_setup_xol_ops()`, `push_setup_xol_ops()` and `riprel_analyze()`, plus the
//! `check_jmp_cond()` table that jcc emulation uses.
//!
//! # Differs from Linux
//! - Decoding uses iced-x86 instead of the kernel's `insn_decode()`. Encodings that
//!   one decoder accepts and the other refuses (rare, e.g. `lock` on a non-lockable
//!   instruction) are both refused in the end; only the reason text differs
//!   (-ENOEXEC vs -ENOTSUPP).

use iced_x86::{Decoder, DecoderOptions};

use crate::abi::errno::EINVAL;
pub use crate::abi::errno::{ENOEXEC, ENOTSUPP};
use crate::abi::x86::NOP10;
use crate::cpu::Reg;
use crate::kernel::preset::{Features, OptDesign};

/// `UPROBE_FIX_IP`: after the XOL step, move ip back near the original instruction.
pub const FIX_IP: u8 = 0x01;
/// `UPROBE_FIX_CALL`: after the XOL step, rewrite the pushed return address.
pub const FIX_CALL: u8 = 0x02;
/// `UPROBE_FIX_SETF`: popf; do not touch TF.
pub const FIX_SETF: u8 = 0x04;

/// `x86_nops[1..=8]` of `arch/x86/kernel/nops.c` (64-bit): the canonical NOPs.
pub const X86_NOPS: [&[u8]; 9] = [
    &[],
    &[0x90],
    &[0x66, 0x90],
    &[0x0f, 0x1f, 0x00],
    &[0x0f, 0x1f, 0x40, 0x00],
    &[0x0f, 0x1f, 0x44, 0x00, 0x00],
    &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
    &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
    &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
];

/// `good_insns_64` of the kernel: bit set = the one-byte opcode may be probed.
#[rustfmt::skip]
const GOOD_INSNS_64: [[u8; 16]; 16] = [
    /*      0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f */
    /* 00 */[1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0, 1],
    /* 10 */[1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0],
    /* 20 */[1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0],
    /* 30 */[1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0],
    /* 40 */[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    /* 50 */[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    /* 60 */[0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0],
    /* 70 */[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    /* 80 */[1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    /* 90 */[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1],
    /* a0 */[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    /* b0 */[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    /* c0 */[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0],
    /* d0 */[1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    /* e0 */[1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0],
    /* f0 */[1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1],
];

fn good_one_byte(op: u8) -> bool {
    GOOD_INSNS_64[usize::from(op >> 4)][usize::from(op & 0xf)] == 1
}

/// How a probed instruction is executed after the handlers ran.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XolOps {
    /// `branch_xol_ops`: nops, jmp, call rel32 and jcc are emulated.
    Branch {
        /// The (possibly remapped) first opcode byte, as `auprobe->branch.opc1`.
        opc1: u8,
        /// Branch displacement (`insn->immediate.value`; 0 for nops).
        offs: i64,
    },
    /// `push_xol_ops`: push r64 is emulated.
    Push {
        /// The pushed register.
        reg: Reg,
    },
    /// `default_xol_ops`: single-step a copy in an XOL slot.
    Default {
        /// `FIX_*` bits.
        fixups: u8,
        /// The rip-relative scratch register, if the instruction was rewritten.
        scratch: Option<Reg>,
    },
}

/// Models `struct arch_uprobe` (x86).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchUprobe {
    /// The 16 bytes copied from the file (`insn`), first byte never rewritten.
    pub insn: [u8; 16],
    /// The bytes copied into an XOL slot (`ixol`): `insn` after the rip-relative
    /// rewrite or the call-offset zeroing. Same storage in the kernel (a union).
    pub ixol: [u8; 16],
    /// Instruction length.
    pub ilen: u8,
    /// Emulation or out-of-line fixups.
    pub ops: XolOps,
    /// `ARCH_UPROBE_FLAG_CAN_OPTIMIZE` (6.18): a 5-byte nop not crossing a page.
    pub can_optimize: bool,
    /// Where the instruction is mapped: what [`ArchUprobe::text`] formats branch
    /// targets against. (The kernel's `struct arch_uprobe` has no such field.)
    pub vaddr: u64,
}

impl ArchUprobe {
    /// The instruction in Intel syntax, for reports and trace events. Formatted on
    /// demand: attaching 100k probes formats nothing.
    pub fn text(&self) -> std::rc::Rc<str> {
        use iced_x86::{Formatter, IntelFormatter};
        if self.ilen == 10 && self.insn.starts_with(&NOP10) {
            // Fix B's nop10, claimed before decoding.
            return "nop word ptr cs:[rax+rax]".into();
        }
        let ilen = usize::from(self.ilen).min(16);
        let mut decoder = Decoder::with_ip(64, &self.insn[..ilen], self.vaddr, DecoderOptions::NONE);
        let decoded = decoder.decode();
        let mut text = String::new();
        IntelFormatter::new().format(&decoded, &mut text);
        text.into()
    }
}

/// Why `arch_uprobe_analyze_insn` refused an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// Positive errno (`ENOEXEC` or `ENOTSUPP`).
    pub errno: i64,
    /// Explanation.
    pub why: String,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = match self.errno {
            ENOEXEC => "ENOEXEC",
            EINVAL => "EINVAL",
            _ => "ENOTSUPP",
        };
        write!(f, "-{name}: {}", self.why)
    }
}

fn refuse(errno: i64, why: impl Into<String>) -> Refusal {
    Refusal { errno, why: why.into() }
}

/// Byte positions of an instruction's parts, found by scanning the raw bytes the way
/// the kernel decoder splits them.
struct Layout {
    legacy_prefixes: Vec<u8>,
    rex_at: Option<usize>,
    vex_at: Option<(usize, usize)>, // (offset, vex prefix length)
    opcode_at: usize,
}

fn scan_layout(bytes: &[u8]) -> Layout {
    let mut i = 0;
    let mut legacy_prefixes = Vec::new();
    while i < bytes.len()
        && matches!(bytes[i], 0x26 | 0x2e | 0x36 | 0x3e | 0x64 | 0x65 | 0x66 | 0x67 | 0xf0 | 0xf2 | 0xf3)
    {
        legacy_prefixes.push(bytes[i]);
        i += 1;
    }
    let mut rex_at = None;
    if i < bytes.len() && (0x40..=0x4f).contains(&bytes[i]) {
        rex_at = Some(i);
        i += 1;
    }
    let mut vex_at = None;
    if rex_at.is_none() && i < bytes.len() {
        match bytes[i] {
            0xc5 => vex_at = Some((i, 2)),
            0xc4 | 0x8f if bytes.get(i + 1).is_some_and(|b| b & 0x1f != 0) => vex_at = Some((i, 3)),
            0x62 => vex_at = Some((i, 4)),
            _ => {}
        }
    }
    if let Some((at, len)) = vex_at {
        i = at + len;
    }
    Layout { legacy_prefixes, rex_at, vex_at, opcode_at: i }
}

fn modrm_reg(b: u8) -> u8 {
    (b >> 3) & 7
}

fn push_reg(opc1: u8, rex41: bool) -> Reg {
    let idx = usize::from(opc1 - 0x50) + if rex41 { 8 } else { 0 };
    Reg::GPR_BY_ENCODING[idx]
}

/// Models `arch_uprobe_analyze_insn()` for a 64-bit mm under 6.18's mechanics. `bytes`
/// are up to 16 bytes copied from the file at the probe's offset; `vaddr` is where it is
/// mapped.
pub fn analyze(bytes: &[u8], vaddr: u64) -> Result<ArchUprobe, Refusal> {
    arch_uprobe_analyze_insn(bytes, vaddr, &crate::kernel::preset::Preset::V6_18.features())
}

/// A decoded instruction as `struct insn` gives it to the analysis: its bytes, parts
/// and operands.
struct Insn {
    /// The 16 bytes copied from the file.
    bytes: [u8; 16],
    /// iced-x86's decoding (the kernel's `insn_decode()`).
    decoded: iced_x86::Instruction,
    /// Where its displacement and immediate sit.
    offsets: iced_x86::ConstantOffsets,
    /// Its length.
    len: usize,
    /// Prefixes, REX and VEX positions.
    layout: Layout,
    /// First and second opcode bytes, and how many opcode bytes there are.
    opc1: u8,
    opc2: u8,
    opcode_nbytes: usize,
    /// The ModRM byte, if the instruction has one.
    modrm: Option<u8>,
}

impl Insn {
    /// The instruction's own bytes.
    fn raw(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    /// `insn->immediate.value`, sign-extended (0 without an immediate).
    fn immediate(&self) -> i64 {
        let (o, raw) = (&self.offsets, self.raw());
        if !o.has_immediate() {
            return 0;
        }
        let at = o.immediate_offset();
        match o.immediate_size() {
            1 => i64::from(raw[at] as i8),
            2 => i64::from(i16::from_le_bytes([raw[at], raw[at + 1]])),
            _ => i64::from(i32::from_le_bytes([raw[at], raw[at + 1], raw[at + 2], raw[at + 3]])),
        }
    }
}

/// Models `uprobe_init_insn()`: decode (a failure is -ENOEXEC), refuse the bad prefixes
/// (`is_prefix_bad()`), the exception-masking `mov`/`pop ss`
/// (`insn_masking_exception()`) and opcodes not in `good_insns_64`.
fn uprobe_init_insn(bytes: [u8; 16], n: usize, vaddr: u64) -> Result<Insn, Refusal> {
    let mut decoder = Decoder::with_ip(64, &bytes[..n], vaddr, DecoderOptions::NONE);
    let decoded = decoder.decode();
    if decoded.is_invalid() {
        return Err(refuse(ENOEXEC, "instruction does not decode"));
    }
    let offsets = decoder.get_constant_offsets(&decoded);
    let len = decoded.len();
    let raw = &bytes[..len];
    let layout = scan_layout(raw);
    if let Some(p) = layout.legacy_prefixes.iter().find(|p| matches!(p, 0x26 | 0x2e | 0x36 | 0x3e | 0xf0)) {
        let name = match p {
            0x26 => "es",
            0x2e => "cs",
            0x36 => "ss",
            0x3e => "ds",
            _ => "lock",
        };
        return Err(refuse(ENOTSUPP, format!("{name} prefix ({p:02x}) is refused by is_prefix_bad()")));
    }
    let opc1 = raw.get(layout.opcode_at).copied().unwrap_or(0);
    let opc2 = raw.get(layout.opcode_at + 1).copied().unwrap_or(0);
    let two_byte = layout.vex_at.is_none() && opc1 == 0x0f;
    let opcode_nbytes = if two_byte {
        if matches!(opc2, 0x38 | 0x3a) {
            3
        } else {
            2
        }
    } else {
        1
    };
    let modrm = if offsets.has_displacement() || decoded.op_count() > 0 {
        raw.get(layout.opcode_at + opcode_nbytes).copied()
    } else {
        None
    };
    // insn_masking_exception(): mov ss, pop ss.
    if opc1 == 0x17 || (layout.vex_at.is_none() && opc1 == 0x8e && modrm.is_some_and(|m| modrm_reg(m) == 2)) {
        return Err(refuse(ENOTSUPP, "instruction masks exceptions (mov/pop ss)"));
    }
    // One-byte table. 0x0f is good, so every two-byte opcode is accepted here and
    // good_2byte_insns is never consulted (confirmed on the host: a probe on
    // `syscall` is accepted).
    if !good_one_byte(opc1) {
        return Err(refuse(ENOTSUPP, format!("opcode {opc1:02x} is not in good_insns_64")));
    }
    Ok(Insn { bytes, decoded, offsets, len, layout, opc1, opc2, opcode_nbytes, modrm })
}

/// Models `branch_setup_xol_ops()`: nops (the canonical `x86_nops` where the preset
/// emulates them, and 0x90), jmp, call rel32 and jcc are emulated. `ixol` gets the call's
/// offset cleared (`branch_clear_offset()`): its out-of-line fallback is `call .+5`.
/// `None`: not a branch.
fn branch_setup_xol_ops(insn: &Insn, f: &Features, ixol: &mut [u8; 16]) -> Option<Result<XolOps, Refusal>> {
    let (raw, opc1, opc2) = (insn.raw(), insn.opc1, insn.opc2);
    let no_vex = insn.layout.vex_at.is_none();
    let is_canonical_nop = f.emulate_x86_nops && insn.len <= 8 && raw == X86_NOPS[insn.len];
    if is_canonical_nop || (no_vex && opc1 == 0x90) {
        return Some(Ok(XolOps::Branch { opc1, offs: 0 }));
    }
    let bopc = match opc1 {
        0xeb | 0xe9 | 0xe8 => opc1,
        0x0f if insn.opcode_nbytes == 2 && (0x80..=0x8f).contains(&opc2) => opc2 - 0x10,
        0x70..=0x7f if no_vex => opc1,
        _ => return None,
    };
    if insn.layout.legacy_prefixes.contains(&0x66) {
        return Some(Err(refuse(ENOTSUPP, "branch with a 66 prefix is refused")));
    }
    if bopc == 0xe8 && insn.offsets.has_immediate() {
        let at = insn.offsets.immediate_offset();
        for b in &mut ixol[at..at + insn.offsets.immediate_size()] {
            *b = 0;
        }
    }
    Some(Ok(XolOps::Branch { opc1: bopc, offs: insn.immediate() }))
}

/// Models `push_setup_xol_ops()`: `push r64` (one byte, or `41 5x` for r8–r15) is
/// emulated. `None`: not such a push.
fn push_setup_xol_ops(insn: &Insn) -> Option<XolOps> {
    let (raw, opc1) = (insn.raw(), insn.opc1);
    if !(0x50..=0x57).contains(&opc1) || insn.layout.vex_at.is_some() {
        return None;
    }
    match insn.len {
        1 => Some(XolOps::Push { reg: push_reg(opc1, false) }),
        2 if insn.layout.rex_at == Some(0) && raw[0] == 0x41 => Some(XolOps::Push { reg: push_reg(opc1, true) }),
        _ => None,
    }
}

/// Models `riprel_analyze()`: a rip-relative operand (`modrm` = `00 reg 101`, then
/// disp32) is rewritten in `ixol` to use a scratch register (rsi, else rdi, else rbx,
/// whichever the instruction does not use), REX.B and VEX.B cleared to match. Returns
/// the scratch register, which `riprel_pre_xol()` points past the original instruction.
fn riprel_analyze(insn: &Insn, ixol: &mut [u8; 16]) -> Option<Reg> {
    if !insn.decoded.is_ip_rel_memory_operand() || !insn.offsets.has_displacement() {
        return None;
    }
    let raw = insn.raw();
    let modrm_at = insn.offsets.displacement_offset() - 1;
    if let Some(rex) = insn.layout.rex_at {
        ixol[rex] &= 0xfe;
    }
    let mut reg2: u8 = 0xff;
    if let Some((vex, len)) = insn.layout.vex_at {
        if len >= 3 {
            ixol[vex + 1] |= 0x60;
        }
        reg2 = raw[vex + len - 1];
    }
    let reg2 = ((reg2 >> 3) & 7) ^ 7;
    let reg = modrm_reg(raw[modrm_at]);
    let (num, r) = if reg != 6 && reg2 != 6 {
        (6, Reg::Rsi)
    } else if reg != 7 && reg2 != 7 {
        (7, Reg::Rdi)
    } else {
        (3, Reg::Rbx)
    };
    ixol[modrm_at] = 0x80 | (reg << 3) | num;
    Some(r)
}

/// Models `arch_uprobe_analyze_insn()` for a 64-bit mm with the mechanics of a given
/// preset: `uprobe_init_insn()`, then the first of `branch_setup_xol_ops()`,
/// `push_setup_xol_ops()` and the default ops (fix-ups chosen by opcode, then
/// `riprel_analyze()`) that claims the instruction. 6.18 also sets
/// `ARCH_UPROBE_FLAG_CAN_OPTIMIZE` for a 5-byte nop that does not cross a page.
pub fn arch_uprobe_analyze_insn(bytes: &[u8], vaddr: u64, f: &Features) -> Result<ArchUprobe, Refusal> {
    let mut buf = [0u8; 16];
    let n = bytes.len().min(16);
    buf[..n].copy_from_slice(&bytes[..n]);

    // Fix B special-cases nop10 before uprobe_init_insn (its cs prefix is "bad").
    if f.optimize == OptDesign::Nop10 && buf[..n].starts_with(&NOP10) {
        return Ok(ArchUprobe {
            insn: buf,
            ixol: buf,
            ilen: 10,
            ops: XolOps::Branch { opc1: 0x0f, offs: 0 },
            can_optimize: 0x1000 - (vaddr & 0xfff) >= 10,
            vaddr,
        });
    }
    let insn = uprobe_init_insn(buf, n, vaddr)?;
    let can_optimize = matches!(f.optimize, OptDesign::Nop5Call | OptDesign::JmpSlot)
        && insn.len == 5
        && (insn.opcode_nbytes == 1 && insn.opc1 == 0x90
            || insn.opcode_nbytes == 2
                && insn.opc1 == 0x0f
                && insn.opc2 == 0x1f
                && insn.modrm.is_some_and(|m| modrm_reg(m) == 0))
        && 0x1000 - (vaddr & 0xfff) >= 5;
    let mut ixol = buf;
    let done =
        |ops: XolOps, ixol: [u8; 16]| ArchUprobe { insn: buf, ixol, ilen: insn.len as u8, ops, can_optimize, vaddr };
    if let Some(ops) = branch_setup_xol_ops(&insn, f, &mut ixol) {
        return Ok(done(ops?, ixol));
    }
    if let Some(ops) = push_setup_xol_ops(&insn) {
        return Ok(done(ops, ixol));
    }
    // Default XOL ops: choose fixups by opcode, then riprel_analyze().
    let mut fix_ip_or_call = FIX_IP;
    let mut fixups = 0u8;
    let mut analyze_riprel = true;
    match insn.opc1 {
        0x9d => fixups |= FIX_SETF,
        0xc3 | 0xcb | 0xc2 | 0xca | 0xea => {
            fix_ip_or_call = 0;
            analyze_riprel = false;
        }
        0x9a => {
            fix_ip_or_call = FIX_CALL;
            analyze_riprel = false;
        }
        0xff => match insn.modrm.map(modrm_reg) {
            Some(2 | 3) => fix_ip_or_call = FIX_CALL,
            Some(4 | 5) => fix_ip_or_call = 0,
            _ => {}
        },
        _ => {}
    }
    let scratch = if analyze_riprel { riprel_analyze(&insn, &mut ixol) } else { None };
    fixups |= fix_ip_or_call;
    Ok(done(XolOps::Default { fixups, scratch }, ixol))
}

/// The jcc condition table of `check_jmp_cond()`; `true` for non-jcc opcodes.
pub fn check_jmp_cond(opc1: u8, flags: u64) -> bool {
    let f = |bit: u64| flags & bit != 0;
    let (cf, pf, zf, sf, of) = (f(0x1), f(0x4), f(0x40), f(0x80), f(0x800));
    let cond = match opc1 & !1 {
        0x70 => of,
        0x72 => cf,
        0x74 => zf,
        0x76 => cf || zf,
        0x78 => sf,
        0x7a => pf,
        0x7c => sf != of,
        0x7e => zf || sf != of,
        _ => return true,
    };
    if (0x70..=0x7f).contains(&opc1) {
        if opc1 & 1 == 0 {
            cond
        } else {
            !cond
        }
    } else {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_nops_are_emulated() {
        for (len, nop) in X86_NOPS.iter().enumerate().skip(1) {
            let a = analyze(nop, 0x401000).unwrap();
            assert!(matches!(a.ops, XolOps::Branch { offs: 0, .. }), "nop{len}");
            assert_eq!(usize::from(a.ilen), len);
        }
    }

    #[test]
    fn riprel_store_uses_rsi_scratch() {
        // 89 05 d32: mov [rip+d], eax  ->  89 86 d32 through rsi (kernel comment example)
        let a = analyze(&[0x89, 0x05, 0x10, 0, 0, 0], 0x401000).unwrap();
        assert_eq!(a.ixol[..6], [0x89, 0x86, 0x10, 0, 0, 0]);
        assert!(matches!(a.ops, XolOps::Default { scratch: Some(Reg::Rsi), fixups: FIX_IP }));
    }

    #[test]
    fn riprel_r8_clears_rex_b_and_keeps_reg() {
        // 4c 8b 0d d32: mov r9, [rip+d] (REX.W+R) -> rex stays 4c, modrm 0x8e
        let a = analyze(&[0x4c, 0x8b, 0x0d, 0x10, 0, 0, 0], 0x401000).unwrap();
        assert_eq!(a.ixol[..3], [0x4c, 0x8b, 0x8e]);
    }

    #[test]
    fn riprel_with_reg_rsi_uses_rdi() {
        // 48 8b 35 d32: mov rsi, [rip+d]
        let a = analyze(&[0x48, 0x8b, 0x35, 0, 0, 0, 0], 0x401000).unwrap();
        assert_eq!(a.ixol[2], 0x80 | (6 << 3) | 7);
    }

    #[test]
    fn refusals_match_the_kernel_tables() {
        assert_eq!(analyze(&[0xf0, 0x01, 0x05, 0, 0, 0, 0], 0x1000).unwrap_err().errno, ENOTSUPP);
        assert_eq!(analyze(&[0x2e, 0x90], 0x1000).unwrap_err().errno, ENOTSUPP);
        assert_eq!(analyze(&[0xcc], 0x1000).unwrap_err().errno, ENOTSUPP);
        assert_eq!(analyze(&[0xf4], 0x1000).unwrap_err().errno, ENOTSUPP);
        assert_eq!(analyze(&[0x66, 0xe8, 0, 0, 0, 0, 0, 0], 0x1000).unwrap_err().errno, ENOTSUPP);
        assert_eq!(analyze(&[0x0f, 0xff], 0x1000).unwrap_err().errno, ENOEXEC);
        // 0x0f is good in the one-byte table: syscall and cpuid are accepted.
        assert!(analyze(&[0x0f, 0x05], 0x1000).is_ok());
        assert!(analyze(&[0x0f, 0xa2], 0x1000).is_ok());
    }

    #[test]
    fn call_rel32_offset_is_cleared_in_ixol() {
        let a = analyze(&[0xe8, 0x10, 0x20, 0, 0], 0x1000).unwrap();
        assert_eq!(a.ops, XolOps::Branch { opc1: 0xe8, offs: 0x2010 });
        assert_eq!(a.ixol[..5], [0xe8, 0, 0, 0, 0]);
        assert_eq!(a.insn[..5], [0xe8, 0x10, 0x20, 0, 0]);
    }

    #[test]
    fn push_forms() {
        assert_eq!(analyze(&[0x55], 0).unwrap().ops, XolOps::Push { reg: Reg::Rbp });
        assert_eq!(analyze(&[0x41, 0x54], 0).unwrap().ops, XolOps::Push { reg: Reg::R12 });
        // 48 55 (REX.W push rbp) is not emulated: single-stepped.
        assert!(matches!(analyze(&[0x48, 0x55], 0).unwrap().ops, XolOps::Default { .. }));
    }

    #[test]
    fn jcc_conditions() {
        assert!(check_jmp_cond(0x74, 0x40));
        assert!(!check_jmp_cond(0x75, 0x40));
        assert!(check_jmp_cond(0x7c, 0x80));
        assert!(!check_jmp_cond(0x7c, 0x880));
        assert!(check_jmp_cond(0xeb, 0));
        let a = analyze(&[0x0f, 0x84, 4, 0, 0, 0], 0).unwrap();
        assert_eq!(a.ops, XolOps::Branch { opc1: 0x74, offs: 4 });
    }
}
