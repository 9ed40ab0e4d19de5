//! One program per x86 instruction class that the kernel's uprobe instruction analysis
//! treats differently (emulated, single-stepped with or without fixups, rejected), plus a
//! harness for property tests.
//!
//! In every program the probed function is `target`, and its **first** instruction is the
//! class instruction. Shared shape:
//!
//! 1. `_start` loads rflags (masked to CF PF AF ZF SF OF, via `push`/`popfq`) and the 15 GPRs
//!    other than rsp from immediates, then calls `target`.
//! 2. Right after the return it saves rflags and the GPRs (`pushfq`, 15 pushes).
//! 3. `insn-<class>` does this 3 times with different inputs and folds every saved value
//!    (rflags masked to CF PF AF ZF SF DF OF) and finally the 128-byte data buffer `buf`
//!    into one 64-bit FNV-style checksum, printed as `checksum=0x%016x`, then exits 0.
//!    [`harness`] does it once and prints every register, rflags and a checksum of `buf`.
//!
//! Values that legitimately differ between the host and a simulator never reach the
//! output: cpuid results (zeroed by `target`), stack addresses (only register values and
//! `buf` are printed; `pushfq` is popped back and masked), and rcx/r11 after `syscall`
//! (zeroed by `target`). Expected outputs come from a small reference model of each class
//! (`model` in this file), written from the ISA semantics, not from running the program.

use iced_x86::code_asm::CodeLabel;

use crate::builder::{addr_of, build, Asm, AsmResult, Meta};
use crate::rt::{fold, nr, FNV_OFFSET};
use crate::{Expected, Program, Symbol};

/// Names of the 15 GPRs in `inputs[0..15]` order (all but rsp).
pub const GPR_NAMES: [&str; 15] =
    ["rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"];

const RAX: usize = 0;
const RBX: usize = 1;
const RCX: usize = 2;
const RDX: usize = 3;
const RSI: usize = 4;
const RDI: usize = 5;
const R9: usize = 8;
const R10: usize = 9;
const R11: usize = 10;
const R12: usize = 11;

const CF: u64 = 1 << 0;
const PF: u64 = 1 << 2;
const AF: u64 = 1 << 4;
const ZF: u64 = 1 << 6;
const SF: u64 = 1 << 7;
const DF: u64 = 1 << 10;
const OF: u64 = 1 << 11;

/// Input rflags are masked to the arithmetic flags CF PF AF ZF SF OF.
pub const INPUT_FLAGS_MASK: u64 = CF | PF | AF | ZF | SF | OF;
/// Printed/folded rflags are masked to CF PF AF ZF SF OF plus DF.
pub const OUTPUT_FLAGS_MASK: u64 = INPUT_FLAGS_MASK | DF;

/// Number of 64-bit words of the data buffer `buf`.
pub const BUF_WORDS: usize = 16;

/// Initial contents of `buf`.
pub fn initial_buf() -> [u64; BUF_WORDS] {
    let mut buf = [0u64; BUF_WORDS];
    for (i, w) in buf.iter_mut().enumerate() {
        let k = i as u64 + 1;
        *w = k.wrapping_mul(0x0101_0101_0101_0101) ^ (k << 60) ^ 0x00f0_0f00_a55a_5aa5;
    }
    buf
}

/// Initial contents of `buf` in a harness: word `i` is `initial_buf()[i] ^ inputs[i % 15]`,
/// so memory operands see input-dependent values too.
pub fn harness_buf(inputs: &[u64; 16]) -> [u64; BUF_WORDS] {
    let mut buf = initial_buf();
    for (i, w) in buf.iter_mut().enumerate() {
        *w ^= inputs[i % 15];
    }
    buf
}

/// What `rdx` is set to on the taken path of a conditional class.
pub const TAKEN_MARK: u64 = 0x7a;
/// What `rdx` is set to on the fall-through path of a conditional class.
pub const NOT_TAKEN_MARK: u64 = 0x4e;
/// What `rdx` is set to by `jmp_dest` (the target of `jmp-rip`).
pub const JMP_DEST_MARK: u64 = 0x6a;
/// Immediate of `rip-imm` (`add dword [rip+x], imm32`).
pub const RIP_IMM: u32 = 0x1234_5678;
/// Value pushed by `push-imm32` (`68 21 43 65 87`), sign-extended.
pub const PUSH_IMM: i32 = 0x8765_4321_u32 as i32;
/// Value loaded by `mov-imm64`.
pub const MOV_IMM64: u64 = 0x1122_3344_5566_7788;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// Canonical `x86_nops[n]`, or the 9-byte NOP for `n == 9`.
    Nop(usize),
    NopPrefixed,
    Pause,
    PushRbx,
    PushR12,
    PushImm32,
    RipLoad,
    RipStore,
    RipImm,
    RipR9,
    RipRsi,
    CallRel32,
    CallRip,
    CallReg,
    JmpRel8,
    JmpRel32,
    JmpRip,
    /// `jz` (rel8) or `jl` (rel32), with the harness forcing the outcome.
    JccFixed {
        rel32: bool,
        taken: bool,
    },
    /// `jcc rel8` with condition code `cc` (0 = `jo` … 15 = `jg`), free flags.
    Jcc(u8),
    Loop,
    Jrcxz,
    Ret,
    RetImm16,
    Lea,
    MovImm64,
    Xchg,
    XchgMem,
    Pushfq,
    Endbr64,
    RepMovsb,
    Cpuid,
    Syscall,
    LockAdd,
    CsMov,
}

/// The canonical NOPs of the kernel's `x86_nops[]` (index = length), plus a 9-byte one.
const NOPS: [&[u8]; 10] = [
    &[],
    &[0x90],
    &[0x66, 0x90],
    &[0x0f, 0x1f, 0x00],
    &[0x0f, 0x1f, 0x40, 0x00],
    &[0x0f, 0x1f, 0x44, 0x00, 0x00],
    &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
    &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
    &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
    &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
];

/// (name, class, first instruction, what the kernel does with a probe on it).
const TABLE: &[(&str, Class, &str, &str)] = &[
    ("nop1", Class::Nop(1), "`90` nop", "emulated: matches x86_nops[1], ip += 1"),
    ("nop2", Class::Nop(2), "`66 90`", "emulated: matches x86_nops[2], ip += 2"),
    ("nop3", Class::Nop(3), "`0f 1f 00`", "emulated: matches x86_nops[3], ip += 3"),
    ("nop4", Class::Nop(4), "`0f 1f 40 00`", "emulated: matches x86_nops[4], ip += 4"),
    ("nop5", Class::Nop(5), "`0f 1f 44 00 00`", "emulated: matches x86_nops[5]; optimizable to a call into the uprobe trampoline on 6.18"),
    ("nop6", Class::Nop(6), "`66 0f 1f 44 00 00`", "emulated: matches x86_nops[6], ip += 6"),
    ("nop7", Class::Nop(7), "`0f 1f 80 00 00 00 00`", "emulated: matches x86_nops[7], ip += 7"),
    ("nop8", Class::Nop(8), "`0f 1f 84 00 00 00 00 00`", "emulated: matches x86_nops[8], ip += 8"),
    ("nop9", Class::Nop(9), "`66 0f 1f 84 00 00 00 00 00` (9-byte NOP)", "single-stepped: longer than any x86_nops entry, not opcode 90"),
    ("nop-prefixed", Class::NopPrefixed, "`66 66 90` (opcode 90 with two prefixes)", "emulated: opcode 90 with prefixes, ip += 3"),
    ("pause", Class::Pause, "`f3 90` pause", "emulated: opcode 90 with an F3 prefix, ip += 2"),
    ("push-rbx", Class::PushRbx, "`53` push rbx (no REX)", "emulated push: store at sp-8, sp -= 8"),
    ("push-r12", Class::PushR12, "`41 54` push r12 (REX 41)", "emulated push (2 bytes, REX 41)"),
    ("push-imm32", Class::PushImm32, "`68 21 43 65 87` push imm32", "single-stepped: only push r64 is emulated"),
    ("rip-load", Class::RipLoad, "`48 8b 05 d32` mov rax, [rip+x]", "single-stepped with the RIP-relative rewrite (scratch rsi)"),
    ("rip-store", Class::RipStore, "`48 89 1d d32` mov [rip+x], rbx", "single-stepped with the RIP-relative rewrite (scratch rsi)"),
    ("rip-imm", Class::RipImm, "`81 05 d32 imm32` add dword [rip+x], 0x12345678", "single-stepped with the RIP-relative rewrite; the displacement is relative to the end of the immediate"),
    ("rip-r9", Class::RipR9, "`4c 8b 0d d32` mov r9, [rip+x]", "single-stepped with the RIP-relative rewrite: REX.R selects r9, scratch rsi"),
    ("rip-rsi", Class::RipRsi, "`48 8b 35 d32` mov rsi, [rip+x]", "single-stepped with the RIP-relative rewrite: modrm.reg is rsi, so the scratch register is rdi"),
    ("call-rel32", Class::CallRel32, "`e8 rel32` call callee", "emulated call: push ip+5, jump"),
    ("call-rip", Class::CallRip, "`ff 15 d32` call [rip+fnptr]", "single-stepped with FIX_CALL and the RIP-relative rewrite"),
    ("call-reg", Class::CallReg, "`ff d0` call rax", "single-stepped with FIX_CALL (return address rewritten)"),
    ("jmp-rel8", Class::JmpRel8, "`eb rel8` jmp", "emulated jmp"),
    ("jmp-rel32", Class::JmpRel32, "`e9 rel32` jmp", "emulated jmp"),
    ("jmp-rip", Class::JmpRip, "`ff 25 d32` jmp [rip+jmpptr]", "single-stepped with the RIP-relative rewrite, no fixup of ip"),
    ("jcc-rel8-taken", Class::JccFixed { rel32: false, taken: true }, "`74 rel8` jz, ZF forced to 1", "emulated jcc, taken"),
    ("jcc-rel8-not-taken", Class::JccFixed { rel32: false, taken: false }, "`74 rel8` jz, ZF forced to 0", "emulated jcc, not taken"),
    ("jcc-rel32-taken", Class::JccFixed { rel32: true, taken: true }, "`0f 8c rel32` jl, SF != OF forced", "emulated jcc (rel32 mapped onto the rel8 table), taken"),
    ("jcc-rel32-not-taken", Class::JccFixed { rel32: true, taken: false }, "`0f 8c rel32` jl, SF = OF forced", "emulated jcc (rel32 mapped onto the rel8 table), not taken"),
    ("jcc-o", Class::Jcc(0), "`70 rel8` jo", "emulated jcc: OF"),
    ("jcc-no", Class::Jcc(1), "`71 rel8` jno", "emulated jcc: !OF"),
    ("jcc-b", Class::Jcc(2), "`72 rel8` jb", "emulated jcc: CF"),
    ("jcc-ae", Class::Jcc(3), "`73 rel8` jae", "emulated jcc: !CF"),
    ("jcc-e", Class::Jcc(4), "`74 rel8` je", "emulated jcc: ZF"),
    ("jcc-ne", Class::Jcc(5), "`75 rel8` jne", "emulated jcc: !ZF"),
    ("jcc-be", Class::Jcc(6), "`76 rel8` jbe", "emulated jcc: CF or ZF"),
    ("jcc-a", Class::Jcc(7), "`77 rel8` ja", "emulated jcc: !CF and !ZF"),
    ("jcc-s", Class::Jcc(8), "`78 rel8` js", "emulated jcc: SF"),
    ("jcc-ns", Class::Jcc(9), "`79 rel8` jns", "emulated jcc: !SF"),
    ("jcc-p", Class::Jcc(10), "`7a rel8` jp", "emulated jcc: PF"),
    ("jcc-np", Class::Jcc(11), "`7b rel8` jnp", "emulated jcc: !PF"),
    ("jcc-l", Class::Jcc(12), "`7c rel8` jl", "emulated jcc: SF != OF"),
    ("jcc-ge", Class::Jcc(13), "`7d rel8` jge", "emulated jcc: SF = OF"),
    ("jcc-le", Class::Jcc(14), "`7e rel8` jle", "emulated jcc: ZF or SF != OF"),
    ("jcc-g", Class::Jcc(15), "`7f rel8` jg", "emulated jcc: !ZF and SF = OF"),
    ("loop", Class::Loop, "`e2 rel8` loop", "single-stepped with FIX_IP (the branch is taken relative to the XOL slot, then ip is corrected)"),
    ("jrcxz", Class::Jrcxz, "`e3 rel8` jrcxz", "single-stepped with FIX_IP"),
    ("ret", Class::Ret, "`c3` ret", "single-stepped, no fixup (2 traps per hit)"),
    ("ret-imm16", Class::RetImm16, "`c2 10 00` ret 16", "single-stepped, no fixup; pops 16 bytes of arguments"),
    ("lea", Class::Lea, "`48 8d 84 8b 34 12 00 00` lea rax, [rbx+rcx*4+0x1234]", "single-stepped with FIX_IP"),
    ("mov-imm64", Class::MovImm64, "`49 ba imm64` mov r10, 0x1122334455667788", "single-stepped with FIX_IP"),
    ("xchg", Class::Xchg, "`48 92` xchg rdx, rax", "single-stepped with FIX_IP"),
    ("xchg-mem", Class::XchgMem, "`48 87 0d d32` xchg [rip+x], rcx (implicitly locked, no prefix)", "single-stepped with the RIP-relative rewrite (scratch rsi)"),
    ("pushfq", Class::Pushfq, "`9c` pushfq", "single-stepped with FIX_IP; the pushed value is popped and masked, so TF never shows"),
    ("endbr64", Class::Endbr64, "`f3 0f 1e fa` endbr64", "single-stepped with FIX_IP"),
    ("rep-movsb", Class::RepMovsb, "`f3 a4` rep movsb", "single-stepped with FIX_IP; a rep string instruction stops after each iteration under TF, so ip comes back to the probe address while rcx != 0 and the probe re-fires per iteration (kernel logic, not measured here)"),
    ("cpuid", Class::Cpuid, "`0f a2` cpuid", "single-stepped (accepted on 6.18); the results are zeroed by target"),
    ("syscall", Class::Syscall, "`0f 05` syscall (sched_yield)", "accepted and single-stepped; the next original instruction (`mov ecx, 0`, copied into the XOL slot with it) runs in the slot before the single-step trap, which is harmless here, and target zeroes rcx (it would point into the XOL slot) and r11; see `syscall-xol` for the cases that differ"),
    ("lock-add", Class::LockAdd, "`f0 01 05 d32` lock add [rip+x], eax", "rejected at registration (LOCK prefix): never installed, the program runs normally"),
    ("cs-mov", Class::CsMov, "`2e 48 8b 05 d32` mov rax, cs:[rip+x]", "rejected at registration (CS prefix): never installed, the program runs normally"),
];

fn lookup(name: &str) -> Option<(Class, &'static str, &'static str)> {
    TABLE.iter().find(|(n, ..)| *n == name).map(|(_, c, insn, kernel)| (*c, *insn, *kernel))
}

/// All instruction class names, in a fixed order.
pub fn names() -> Vec<&'static str> {
    TABLE.iter().map(|(n, ..)| *n).collect()
}

/// Whether the kernel installs a probe on this class at all: `false` for the LOCK- and
/// CS-prefixed classes (rejected by `uprobe_init_insn`), and for unknown names.
pub fn kernel_accepts(name: &str) -> bool {
    matches!(lookup(name), Some((c, ..)) if !matches!(c, Class::LockAdd | Class::CsMov))
}

/// Register file and memory the reference model works on.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    r: [u64; 15],
    flags: u64,
    buf: [u64; BUF_WORDS],
}

/// Addresses the model needs (harness programs are non-PIE, so these are fixed).
struct Addrs {
    buf: u64,
    callee: u64,
}

impl Addrs {
    fn from_symbols(symbols: &[Symbol]) -> Addrs {
        Addrs { buf: addr_of(symbols, "buf"), callee: addr_of(symbols, "callee") }
    }
}

/// Makes arbitrary inputs safe for `class` (termination, no faults, forced branch outcome).
/// For `rep-movsb`, rsi/rdi become offsets into `buf`; for `call-reg` rax is replaced by the
/// address of `callee` later.
fn sanitize(class: Class, inputs: &[u64; 16]) -> [u64; 16] {
    let mut v = *inputs;
    v[15] &= INPUT_FLAGS_MASK;
    match class {
        Class::JccFixed { rel32: false, taken } => {
            v[15] = if taken { v[15] | ZF } else { v[15] & !ZF };
        }
        Class::JccFixed { rel32: true, taken } => {
            v[15] = if taken { (v[15] | SF) & !OF } else { v[15] & !(SF | OF) };
        }
        Class::Syscall => v[RAX] = u64::from(nr::SCHED_YIELD),
        Class::RepMovsb => {
            v[RCX] &= 0x3f;
            v[RSI] &= 0x3f;
            v[RDI] &= 0x3f;
        }
        Class::CallReg => v[RAX] = 0,
        _ => {}
    }
    v
}

/// The register state at the `call target`, from sanitized inputs.
fn initial_state(class: Class, v: &[u64; 16], buf: [u64; BUF_WORDS], a: &Addrs) -> State {
    let mut r = [0u64; 15];
    r.copy_from_slice(&v[..15]);
    match class {
        Class::RepMovsb => {
            r[RSI] = a.buf + v[RSI];
            r[RDI] = a.buf + v[RDI];
        }
        Class::CallReg => r[RAX] = a.callee,
        _ => {}
    }
    State { r, flags: v[15], buf }
}

/// Whether condition code `cc` (0 = o … 15 = g) holds for `flags`.
fn cond(cc: u8, flags: u64) -> bool {
    let f = |m: u64| flags & m != 0;
    let base = match cc >> 1 {
        0 => f(OF),
        1 => f(CF),
        2 => f(ZF),
        3 => f(CF) || f(ZF),
        4 => f(SF),
        5 => f(PF),
        6 => f(SF) != f(OF),
        _ => f(ZF) || (f(SF) != f(OF)),
    };
    base != (cc & 1 == 1)
}

/// 32-bit `add` of `b` to the low half of `*word`, updating CF PF AF ZF SF OF.
fn add32(word: &mut u64, b: u32, flags: &mut u64) {
    let a = *word as u32;
    let res = a.wrapping_add(b);
    let mut f = 0;
    if u64::from(a) + u64::from(b) > u64::from(u32::MAX) {
        f |= CF;
    }
    if res.to_le_bytes()[0].count_ones() & 1 == 0 {
        f |= PF;
    }
    if (a ^ b ^ res) & 0x10 != 0 {
        f |= AF;
    }
    if res == 0 {
        f |= ZF;
    }
    if res & 0x8000_0000 != 0 {
        f |= SF;
    }
    if (a ^ res) & (b ^ res) & 0x8000_0000 != 0 {
        f |= OF;
    }
    *flags = (*flags & !INPUT_FLAGS_MASK) | f;
    *word = (*word & 0xffff_ffff_0000_0000) | u64::from(res);
}

/// Reference model: the effect of one `call target` on the state.
fn model(class: Class, s: &mut State, a: &Addrs) {
    let mark = |taken: bool| if taken { TAKEN_MARK } else { NOT_TAKEN_MARK };
    match class {
        Class::Nop(_)
        | Class::NopPrefixed
        | Class::Pause
        | Class::JmpRel8
        | Class::JmpRel32
        | Class::Ret
        | Class::RetImm16
        | Class::Endbr64 => {}
        Class::PushRbx => s.r[RAX] = s.r[RBX],
        Class::PushR12 => s.r[RAX] = s.r[R12],
        Class::PushImm32 => s.r[RAX] = i64::from(PUSH_IMM) as u64,
        Class::RipLoad => s.r[RAX] = s.buf[0],
        Class::RipStore => s.buf[1] = s.r[RBX],
        Class::RipImm => add32(&mut s.buf[2], RIP_IMM, &mut s.flags),
        Class::RipR9 => s.r[R9] = s.buf[3],
        Class::RipRsi => s.r[RSI] = s.buf[4],
        Class::CallRel32 | Class::CallRip | Class::CallReg => {
            s.r[RDX] = s.r[RDX].wrapping_add(s.r[RBX].wrapping_mul(2)).wrapping_add(7);
        }
        Class::JmpRip => s.r[RDX] = JMP_DEST_MARK,
        Class::JccFixed { rel32: false, .. } => s.r[RDX] = mark(s.flags & ZF != 0),
        Class::JccFixed { rel32: true, .. } => s.r[RDX] = mark(cond(12, s.flags)),
        Class::Jcc(cc) => s.r[RDX] = mark(cond(cc, s.flags)),
        Class::Loop => {
            s.r[RCX] = s.r[RCX].wrapping_sub(1);
            s.r[RDX] = mark(s.r[RCX] != 0);
        }
        Class::Jrcxz => s.r[RDX] = mark(s.r[RCX] == 0),
        Class::Lea => s.r[RAX] = s.r[RBX].wrapping_add(s.r[RCX].wrapping_mul(4)).wrapping_add(0x1234),
        Class::MovImm64 => s.r[R10] = MOV_IMM64,
        Class::Xchg => s.r.swap(RAX, RDX),
        Class::XchgMem => std::mem::swap(&mut s.buf[5], &mut s.r[RCX]),
        Class::Pushfq => s.r[RAX] = s.flags & OUTPUT_FLAGS_MASK,
        Class::RepMovsb => {
            let mut bytes: Vec<u8> = s.buf.iter().flat_map(|w| w.to_le_bytes()).collect();
            let (src, dst) = (s.r[RSI] - a.buf, s.r[RDI] - a.buf);
            for i in 0..s.r[RCX] {
                bytes[(dst + i) as usize] = bytes[(src + i) as usize];
            }
            for (w, chunk) in s.buf.iter_mut().zip(bytes.chunks(8)) {
                let mut le = [0u8; 8];
                le.copy_from_slice(chunk);
                *w = u64::from_le_bytes(le);
            }
            s.r[RSI] += s.r[RCX];
            s.r[RDI] += s.r[RCX];
            s.r[RCX] = 0;
        }
        Class::Cpuid => {
            for r in [RAX, RBX, RCX, RDX] {
                s.r[r] = 0;
            }
        }
        Class::Syscall => {
            // sched_yield returns 0; target zeroes rcx and r11 (clobbered by syscall).
            for r in [RAX, RCX, R11] {
                s.r[r] = 0;
            }
        }
        Class::LockAdd => add32(&mut s.buf[6], s.r[RAX] as u32, &mut s.flags),
        Class::CsMov => s.r[RAX] = s.buf[7],
    }
}

/// Labels the target and the run sequences refer to.
struct Labels {
    buf: Vec<CodeLabel>,
    fnptr: Option<CodeLabel>,
    jmpptr: Option<CodeLabel>,
}

fn declare_data(b: &mut Asm, class: Class, buf: &[u64; BUF_WORDS]) -> Labels {
    let buf = b.data_u64_slots("buf", buf);
    let fnptr = (class == Class::CallRip).then(|| b.bss("fnptr", 8));
    let jmpptr = (class == Class::JmpRip).then(|| b.bss("jmpptr", 8));
    Labels { buf, fnptr, jmpptr }
}

/// Code at the very start of `_start`: store function pointers the target jumps through.
fn emit_prologue(b: &mut Asm, l: &Labels) -> AsmResult {
    use iced_x86::code_asm::*;
    if let Some(fnptr) = l.fnptr {
        let callee = b.sym("callee");
        b.lea(rax, qword_ptr(callee))?;
        b.mov(qword_ptr(fnptr), rax)?;
    }
    if let Some(jmpptr) = l.jmpptr {
        let dest = b.sym("jmp_dest");
        b.lea(rax, qword_ptr(dest))?;
        b.mov(qword_ptr(jmpptr), rax)?;
    }
    Ok(())
}

/// Loads the sanitized inputs, calls `target` and pushes rflags and the 15 GPRs, so that
/// afterwards `[rsp + 8*i]` is GPR `i` and `[rsp + 120]` is rflags.
fn emit_run(b: &mut Asm, class: Class, v: &[u64; 16], l: &Labels) -> AsmResult {
    use iced_x86::code_asm::*;
    let regs = [rax, rbx, rcx, rdx, rsi, rdi, rbp, r8, r9, r10, r11, r12, r13, r14, r15];
    let flags = u32::try_from(v[15] & INPUT_FLAGS_MASK).unwrap_or(0);
    b.mov(eax, flags)?;
    b.push(rax)?;
    b.popfq()?;
    for (reg, val) in regs.iter().zip(v.iter()) {
        b.mov(*reg, *val)?;
    }
    // Address-valued registers, loaded without touching the flags.
    match class {
        Class::RepMovsb => {
            let buf = l.buf[0];
            b.lea(rsi, qword_ptr(buf))?;
            b.lea(rsi, qword_ptr(rsi + v[RSI] as i32))?;
            b.lea(rdi, qword_ptr(buf))?;
            b.lea(rdi, qword_ptr(rdi + v[RDI] as i32))?;
        }
        Class::CallReg => {
            let callee = b.sym("callee");
            b.lea(rax, qword_ptr(callee))?;
        }
        _ => {}
    }
    let target = b.sym("target");
    if class == Class::RetImm16 {
        // Room for the 16 bytes `ret 16` pops (lea keeps the flags).
        b.lea(rsp, qword_ptr(rsp - 16))?;
    }
    b.call(target)?;
    b.pushfq()?;
    for reg in regs.iter().rev() {
        b.push(*reg)?;
    }
    Ok(())
}

/// `target` (first instruction = the class instruction) and its helpers.
fn emit_target(b: &mut Asm, class: Class, l: &Labels) -> AsmResult {
    use iced_x86::code_asm::*;
    let mut taken = b.create_label();
    /// Padding that forces a rel32 branch (the block encoder picks rel8 when it fits).
    const FAR: [u8; 160] = [0x90; 160];

    b.func("target")?;
    match class {
        Class::Nop(n) => b.db(NOPS[n])?,
        Class::NopPrefixed => b.db(&[0x66, 0x66, 0x90])?,
        Class::Pause => b.pause()?,
        Class::PushRbx => {
            b.push(rbx)?;
            b.pop(rax)?;
        }
        Class::PushR12 => {
            b.push(r12)?;
            b.pop(rax)?;
        }
        Class::PushImm32 => {
            b.push(PUSH_IMM)?;
            b.pop(rax)?;
        }
        Class::RipLoad => b.mov(rax, qword_ptr(l.buf[0]))?,
        Class::RipStore => b.mov(qword_ptr(l.buf[1]), rbx)?,
        Class::RipImm => b.add(dword_ptr(l.buf[2]), RIP_IMM as i32)?,
        Class::RipR9 => b.mov(r9, qword_ptr(l.buf[3]))?,
        Class::RipRsi => b.mov(rsi, qword_ptr(l.buf[4]))?,
        Class::CallRel32 => {
            let callee = b.sym("callee");
            b.call(callee)?;
        }
        Class::CallRip => {
            let fnptr = l.fnptr.ok_or_else(|| crate::builder::err("no fnptr"))?;
            b.call(qword_ptr(fnptr))?;
        }
        Class::CallReg => b.call(rax)?,
        Class::JmpRel8 | Class::JmpRel32 => {
            b.jmp(taken)?;
            b.mov(eax, 0xbadu32)?;
            if class == Class::JmpRel32 {
                b.db(&FAR)?;
            }
            b.set_label(&mut taken)?;
        }
        Class::JmpRip => {
            let jmpptr = l.jmpptr.ok_or_else(|| crate::builder::err("no jmpptr"))?;
            b.jmp(qword_ptr(jmpptr))?;
            b.mov(eax, 0xbadu32)?;
        }
        Class::JccFixed { .. } | Class::Jcc(_) | Class::Loop | Class::Jrcxz => {
            let far = matches!(class, Class::JccFixed { rel32: true, .. });
            match class {
                Class::JccFixed { rel32: false, .. } => b.jz(taken)?,
                Class::JccFixed { rel32: true, .. } => b.jl(taken)?,
                Class::Jcc(cc) => emit_jcc(b, cc, taken)?,
                Class::Loop => b.loop_(taken)?,
                _ => b.jrcxz(taken)?,
            }
            b.probe_here()?;
            b.mov(edx, NOT_TAKEN_MARK as u32)?;
            b.ret()?;
            if far {
                b.db(&FAR)?;
            }
            b.set_label(&mut taken)?;
            b.mov(edx, TAKEN_MARK as u32)?;
        }
        Class::Ret => {}
        Class::RetImm16 => b.ret_1(16)?,
        Class::Lea => b.lea(rax, qword_ptr(rbx + rcx * 4 + 0x1234))?,
        Class::MovImm64 => b.mov(r10, MOV_IMM64)?,
        Class::Xchg => b.xchg(rdx, rax)?,
        Class::XchgMem => b.xchg(qword_ptr(l.buf[5]), rcx)?,
        Class::Pushfq => {
            b.pushfq()?;
            b.pop(rax)?;
            // Mask without disturbing the flags the caller checks.
            b.pushfq()?;
            b.and(rax, OUTPUT_FLAGS_MASK as i32)?;
            b.popfq()?;
        }
        Class::Endbr64 => b.endbr64()?,
        Class::RepMovsb => b.rep().movsb()?,
        Class::Cpuid => {
            b.cpuid()?;
            for r in [eax, ebx, ecx, edx] {
                b.mov(r, 0u32)?;
            }
        }
        Class::Syscall => {
            b.syscall()?;
            b.mov(ecx, 0u32)?;
            b.mov(r11d, 0u32)?;
        }
        Class::LockAdd => b.lock().add(dword_ptr(l.buf[6]), eax)?,
        Class::CsMov => b.mov(rax, qword_ptr(l.buf[7]).cs())?,
    }
    if !matches!(class, Class::RetImm16) {
        b.ret()?;
    }

    if matches!(class, Class::CallRel32 | Class::CallRip | Class::CallReg) {
        b.func("callee")?;
        b.lea(rdx, qword_ptr(rdx + rbx * 2 + 7))?;
        b.ret()?;
    }
    if class == Class::JmpRip {
        b.func("jmp_dest")?;
        b.mov(edx, JMP_DEST_MARK as u32)?;
        b.ret()?;
    }
    Ok(())
}

fn emit_jcc(b: &mut Asm, cc: u8, l: CodeLabel) -> AsmResult {
    Ok(match cc {
        0 => b.jo(l),
        1 => b.jno(l),
        2 => b.jb(l),
        3 => b.jae(l),
        4 => b.je(l),
        5 => b.jne(l),
        6 => b.jbe(l),
        7 => b.ja(l),
        8 => b.js(l),
        9 => b.jns(l),
        10 => b.jp(l),
        11 => b.jnp(l),
        12 => b.jl(l),
        13 => b.jge(l),
        14 => b.jle(l),
        _ => b.jg(l),
    }?)
}

/// Folds the saved rflags+GPRs at `[rsp]` into `fold_acc`, then drops them.
fn emit_fold_saved(b: &mut Asm) -> AsmResult {
    use iced_x86::code_asm::*;
    let fold = b.sym("fold");
    for i in 0..16 {
        b.mov(rdi, qword_ptr(rsp + 8 * i))?;
        if i == 15 {
            b.and(rdi, OUTPUT_FLAGS_MASK as i32)?;
        }
        b.call(fold)?;
    }
    b.lea(rsp, qword_ptr(rsp + 128))?;
    Ok(())
}

/// Folds the 16 words of `buf` into `fold_acc`.
fn emit_fold_buf(b: &mut Asm, l: &Labels) -> AsmResult {
    use iced_x86::code_asm::*;
    let fold = b.sym("fold");
    b.lea(rbx, qword_ptr(l.buf[0]))?;
    for i in 0..BUF_WORDS as i32 {
        b.mov(rdi, qword_ptr(rbx + 8 * i))?;
        b.call(fold)?;
    }
    Ok(())
}

fn emit_exit0(b: &mut Asm) -> AsmResult {
    use iced_x86::code_asm::*;
    let exit_group = b.sym("exit_group");
    b.xor(edi, edi)?;
    b.call(exit_group)?;
    Ok(())
}

fn fold_state(acc: u64, s: &State) -> u64 {
    let acc = s.r.iter().fold(acc, |acc, &v| fold(acc, v));
    fold(acc, s.flags & OUTPUT_FLAGS_MASK)
}

fn fold_buf(acc: u64, buf: &[u64; BUF_WORDS]) -> u64 {
    buf.iter().fold(acc, |acc, &v| fold(acc, v))
}

/// The three input sets of `insn-<class>`: distinctive register values, three flag patterns,
/// class-specific rcx where the count matters.
fn catalog_inputs(class: Class) -> [[u64; 16]; 3] {
    const BASE: [u64; 15] = [
        0x1111_2222_3333_4444,
        0x5555_6666_7777_8888,
        0x9999_aaaa_bbbb_cccc,
        0xdddd_eeee_ffff_0001,
        0x0123_4567_89ab_cdef,
        0xfedc_ba98_7654_3210,
        0x1234_5678_dead_beef,
        0x8888_0000_8888_0008,
        0x9999_0000_9999_0009,
        0xaaaa_0000_aaaa_000a,
        0xbbbb_0000_bbbb_000b,
        0xcccc_0000_cccc_000c,
        0xdddd_0000_dddd_000d,
        0xeeee_0000_eeee_000e,
        0xffff_0000_ffff_000f,
    ];
    const FLAGS: [u64; 3] = [0, CF | PF | AF | ZF | SF | OF, CF | PF | ZF | SF];
    let mut sets = [[0u64; 16]; 3];
    for (k, set) in sets.iter_mut().enumerate() {
        for (i, v) in set.iter_mut().take(15).enumerate() {
            *v = BASE[i].rotate_left(8 * k as u32) ^ (k as u64);
        }
        set[15] = FLAGS[k];
    }
    match class {
        Class::Loop => {
            sets[0][RCX] = 5;
            sets[1][RCX] = 1;
            sets[2][RCX] = 0;
        }
        Class::Jrcxz => {
            sets[0][RCX] = 0;
            sets[2][RCX] = 0;
        }
        Class::RepMovsb => {
            // (count, src offset, dst offset): overlapping forward copy, plain copy, none.
            for (set, (c, s, d)) in sets.iter_mut().zip([(24, 3, 9), (40, 60, 8), (0, 1, 2)]) {
                set[RCX] = c;
                set[RSI] = s;
                set[RDI] = d;
            }
        }
        _ => {}
    }
    sets
}

fn class_doc(name: &str, insn: &str, kernel: &str) -> String {
    format!(
        "Instruction class `{name}`: the first instruction of `target` is {insn}. Probe on \
         `target`: {kernel}. `_start` loads distinctive values into the 15 GPRs and rflags, \
         calls `target` three times with different inputs, folds the registers, rflags \
         (CF PF AF ZF SF DF OF) and the data buffer into a checksum, prints \
         `checksum=0x<16 hex digits>` and exits 0; a probed run must print the same checksum."
    )
}

/// `insn-<class>` for every class, in [`names`] order.
pub(crate) fn all() -> Vec<Program> {
    TABLE.iter().map(|(name, ..)| insn_program(name)).collect()
}

/// Builds `insn-<class>` for a class from [`names`].
pub(crate) fn insn_program(class_name: &str) -> Program {
    let (class, insn, kernel) = lookup(class_name).unwrap_or((Class::Ret, "`c3` ret", ""));
    let inputs = catalog_inputs(class).map(|set| sanitize(class, &set));
    let short = kernel.split([':', ';', '(']).next().unwrap_or(kernel).trim();
    let summary = format!("{insn} first in target: {short}");
    build(
        Meta::new(&format!("insn-{class_name}"), &summary, &class_doc(class_name, insn, kernel)),
        false,
        |b| {
            let l = declare_data(b, class, &initial_buf());
            b.func("_start")?;
            emit_prologue(b, &l)?;
            for set in &inputs {
                emit_run(b, class, set, &l)?;
                emit_fold_saved(b)?;
            }
            emit_fold_buf(b, &l)?;
            b.print("checksum=")?;
            let acc = b.sym("fold_acc");
            let put_hex = b.sym("put_hex");
            {
                use iced_x86::code_asm::*;
                b.mov(rdi, qword_ptr(acc))?;
                b.call(put_hex)?;
            }
            emit_exit0(b)?;
            emit_target(b, class, &l)
        },
        |symbols| {
            let a = Addrs::from_symbols(symbols);
            let mut buf = initial_buf();
            let mut acc = FNV_OFFSET;
            for set in &inputs {
                let mut s = initial_state(class, set, buf, &a);
                model(class, &mut s, &a);
                acc = fold_state(acc, &s);
                buf = s.buf;
            }
            acc = fold_buf(acc, &buf);
            Expected::exit(0, format!("checksum={acc:#018x}\n"))
        },
    )
}

/// A register-in/register-out program for property tests.
///
/// Loads the 15 GPRs other than rsp from `inputs[0..15]` (in [`GPR_NAMES`] order) and rflags
/// from `inputs[15]` (masked to CF PF AF ZF SF OF, via `push`/`popfq`), calls `target` of
/// class `name` once (`buf` starts as [`harness_buf`]), then prints one line per GPR (`rax=0x%016x` …), `rflags=0x%016x`
/// (masked to CF PF AF ZF SF DF OF) and `data=0x%016x` (a checksum of `buf`), and exits 0.
///
/// Inputs are sanitized first so that every input terminates quickly and cannot fault:
/// `rep-movsb` masks rcx, rsi and rdi to 0..63 (rsi/rdi become offsets into `buf`),
/// `call-reg` loads rax with the address of `callee`, `syscall` sets rax to `sched_yield`,
/// the `jcc-rel*-taken`/`-not-taken` classes force the flags that decide the branch.
/// `expected.stdout` comes from the reference model. `None` for an unknown class.
pub fn harness(name: &str, inputs: &[u64; 16]) -> Option<Program> {
    let (class, insn, kernel) = lookup(name)?;
    let v = sanitize(class, inputs);
    let buf = harness_buf(inputs);
    let doc = format!(
        "Harness for instruction class `{name}` ({insn}; probe: {kernel}). Loads 15 GPRs and \
         rflags from the inputs, calls `target` once, prints every GPR, the masked rflags and a \
         checksum of the data buffer, exits 0."
    );
    Some(build(
        Meta::new(&format!("harness-{name}"), &format!("harness: {insn} first in target"), &doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let l = declare_data(b, class, &buf);
            let put_hex = b.sym("put_hex");
            b.func("_start")?;
            emit_prologue(b, &l)?;
            emit_run(b, class, &v, &l)?;
            b.mov(r12, rsp)?;
            for (i, reg) in GPR_NAMES.iter().chain(["rflags"].iter()).enumerate() {
                b.print(&format!("{reg}="))?;
                b.mov(rdi, qword_ptr(r12 + 8 * i as i32))?;
                if i == 15 {
                    b.and(rdi, OUTPUT_FLAGS_MASK as i32)?;
                }
                b.call(put_hex)?;
            }
            emit_fold_buf(b, &l)?;
            b.print("data=")?;
            let acc = b.sym("fold_acc");
            b.mov(rdi, qword_ptr(acc))?;
            b.call(put_hex)?;
            emit_exit0(b)?;
            emit_target(b, class, &l)
        },
        |symbols| {
            let a = Addrs::from_symbols(symbols);
            let mut s = initial_state(class, &v, buf, &a);
            model(class, &mut s, &a);
            let mut out = String::new();
            for (reg, val) in GPR_NAMES.iter().zip(s.r.iter()) {
                out.push_str(&format!("{reg}={val:#018x}\n"));
            }
            out.push_str(&format!("rflags={:#018x}\n", s.flags & OUTPUT_FLAGS_MASK));
            out.push_str(&format!("data={:#018x}\n", fold_buf(FNV_OFFSET, &s.buf)));
            Expected::exit(0, out)
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cond_table_matches_the_kernel_description() {
        // Even opcode = jump if the expression is true, odd = if false.
        assert!(cond(0, OF) && !cond(1, OF));
        assert!(cond(6, ZF) && cond(6, CF) && !cond(6, 0));
        assert!(cond(12, SF) && !cond(12, SF | OF) && cond(12, OF));
        assert!(cond(14, ZF) && cond(14, OF) && !cond(14, SF | OF));
        assert!(cond(15, 0) && !cond(15, ZF));
        assert!(cond(10, PF) && cond(11, 0));
    }

    #[test]
    fn add32_flags() {
        let mut f = 0;
        let mut w = 0xdead_beef_ffff_ffff_u64;
        add32(&mut w, 1, &mut f);
        assert_eq!(w, 0xdead_beef_0000_0000);
        assert_eq!(f, CF | PF | AF | ZF);
        let mut w = 0x7fff_ffff_u64;
        add32(&mut w, 1, &mut f);
        assert_eq!(w, 0x8000_0000);
        assert_eq!(f, SF | OF | AF | PF);
    }

    #[test]
    fn names_are_unique() {
        let mut n = names();
        n.sort_unstable();
        n.dedup();
        assert_eq!(n.len(), TABLE.len());
    }
}
