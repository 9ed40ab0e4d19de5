//! The generator of `probe-diff`: random static programs built from the instruction
//! classes that `arch_uprobe_analyze_insn` tells apart, and random probe sets on them.
//!
//! A batch is one program holding [`Config::batch`](super::Config::batch) independent
//! cases. Case `j` is a call graph of functions named `cJ_*`: an entry `cJ_f0` that
//! `_start` calls with a seed in `rdi`, later functions `cJ_f1`... (a function calls only
//! later ones, so every run ends), optionally a recursive `cJ_rec` (depth drawn past the
//! 64 return instances a task may hold), and optionally a `setjmp` in `cJ_f0` with a
//! `cJ_dive` that recurses and `longjmp`s out (abandoning return instances). A function
//! keeps its accumulator in `rbx` (saved in its prologue) and returns it in `rax`; its body
//! is a list of blocks (`Block`), each one kind of instruction the kernel handles its own
//! way: emulated (`push`, `call`, `jmp`, `jcc`, `nop`), stepped out of line with a fixup
//! (`loop`, `pushf`, `ret`, ALU), RIP-relative (loads, stores, `xchg`, an indirect `call`
//! through memory), `syscall`, `rep movsb`, USDT sites with semaphores, the red zone
//! across a NOP, and a `lock`-prefixed instruction the kernel refuses to probe.
//!
//! After each case `_start` prints `cJ=<its result>`, and at the end `dJ=<its data word>`
//! for every case, then exits 0. The probes of case `j` name only `cJ_*` functions and
//! sites: uprobes at instruction boundaries (found by decoding the built text), uretprobes
//! on functions, USDT probes on its sites. Everything depends only on the seed, the batch
//! and the case's index.

use iced_x86::code_asm::*;
use iced_x86::{Decoder, DecoderOptions};
use rand::{Rng, RngExt, SeedableRng};
use rand_xorshift::XorShiftRng;
use sim_programs::{rt::JMPBUF_SIZE, Asm, AsmResult, BuildError, Program, NOP1, NOP5};

/// The USDT provider of generated sites.
pub const PROVIDER: &str = "pd";

/// One case of a batch: its probes, as `probesim` specs on the batch's program.
#[derive(Clone, Debug)]
pub struct Case {
    /// Index in the batch (the `J` of `cJ_*`).
    pub index: usize,
    /// The probe specs.
    pub probes: Vec<String>,
}

/// One kind of block in a function's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Block {
    Alu,
    PushPop,
    RipRel,
    Nop,
    Jcc,
    JmpOver,
    Loop,
    Call,
    CallReg,
    CallMem,
    Recurse,
    Usdt,
    Syscall,
    Lock,
    Pushf,
    RedZone,
    CallNextPop,
    RepMovsb,
}

/// The blocks drawn, with their weights.
const BLOCKS: [(Block, u32); 18] = [
    (Block::Alu, 8),
    (Block::PushPop, 3),
    (Block::RipRel, 4),
    (Block::Nop, 3),
    (Block::Jcc, 5),
    (Block::JmpOver, 2),
    (Block::Loop, 3),
    (Block::Call, 4),
    (Block::CallReg, 2),
    (Block::CallMem, 2),
    (Block::Recurse, 2),
    (Block::Usdt, 2),
    (Block::Syscall, 1),
    (Block::Lock, 1),
    (Block::Pushf, 1),
    (Block::RedZone, 2),
    (Block::CallNextPop, 1),
    (Block::RepMovsb, 1),
];

/// A case's shape, drawn before anything is emitted.
struct Plan {
    j: usize,
    /// Plain functions `cJ_f0..`.
    functions: usize,
    /// The depth `cJ_rec` is called with, if the case has one.
    recursion: Option<u32>,
    /// The depth `cJ_dive` goes to before its `longjmp`, if the case has one.
    dive: Option<u32>,
    /// Each function's blocks.
    bodies: Vec<Vec<Block>>,
    /// Whether function `i` has a `push rbp; mov rbp, rsp` frame, an `endbr64` first, and
    /// ends in a tail call.
    frame: Vec<bool>,
    endbr: Vec<bool>,
    tail: Vec<bool>,
    /// The seed `_start` passes.
    arg: u64,
}

fn draw_block(rng: &mut impl Rng) -> Block {
    let total: u32 = BLOCKS.iter().map(|(_, w)| w).sum();
    let mut x = rng.random_range(0..total);
    for (b, w) in BLOCKS {
        if x < w {
            return b;
        }
        x -= w;
    }
    Block::Alu
}

fn plan(j: usize, rng: &mut impl Rng) -> Plan {
    let functions = rng.random_range(1..=5usize);
    let recursion = rng.random_bool(0.4).then(|| rng.random_range(1..=90u32));
    let dive = rng.random_bool(0.25).then(|| rng.random_range(1..=80u32));
    let bodies = (0..functions)
        .map(|_| {
            let n = rng.random_range(1..=9usize);
            (0..n).map(|_| draw_block(rng)).filter(|b| recursion.is_some() || *b != Block::Recurse).collect()
        })
        .collect();
    let frame = (0..functions).map(|_| rng.random_bool(0.5)).collect();
    let endbr = (0..functions).map(|_| rng.random_bool(0.2)).collect();
    let tail = (0..functions).map(|i| i + 1 < functions && rng.random_bool(0.2)).collect();
    Plan { j, functions, recursion, dive, bodies, frame, endbr, tail, arg: rng.random() }
}

/// The random number generator of case `j` of batch `b`.
fn case_rng(seed: u64, b: u64, j: usize) -> XorShiftRng {
    // splitmix64 of the three, so that neighbouring seeds draw unrelated cases.
    let mut z = seed ^ b.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (j as u64).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    XorShiftRng::seed_from_u64(z ^ (z >> 31))
}

/// Batch `b` of `seed`: its program and cases. With `pie`, the program is a static PIE
/// (loaded where a native run without randomization loads it: the same code, so the
/// same cases, at other addresses).
pub fn batch(seed: u64, b: u64, cases: usize, pie: bool) -> Result<(Program, Vec<Case>), BuildError> {
    let mut rngs: Vec<XorShiftRng> = (0..cases).map(|j| case_rng(seed, b, j)).collect();
    let plans: Vec<Plan> = rngs.iter_mut().enumerate().map(|(j, r)| plan(j, r)).collect();
    let name = if pie { format!("probe-diff-pie-{seed}-{b}") } else { format!("probe-diff-{seed}-{b}") };
    let program = Program::builder(&name)
        .pie(pie)
        .summary("probe-diff: generated cases")
        .code(|a| {
            a.func("_start")?;
            for p in &plans {
                a.mov(rdi, p.arg)?;
                a.call_sym(&format!("c{}_f0", p.j))?;
                a.print_hex(&format!("c{}=", p.j), rax)?;
            }
            for p in &plans {
                let data = a.sym(&format!("c{}_data", p.j));
                a.mov(rax, qword_ptr(data))?;
                a.print_hex(&format!("d{}=", p.j), rax)?;
            }
            a.exit(0)?;
            for (p, rng) in plans.iter().zip(rngs.iter_mut()) {
                emit_case(a, p, rng)?;
            }
            Ok(())
        })
        .build()?;
    let cases = plans
        .iter()
        .zip(rngs.iter_mut())
        .map(|(p, rng)| Case { index: p.j, probes: probes(&program, p, rng) })
        .collect();
    Ok((program, cases))
}

fn emit_case(a: &mut Asm, p: &Plan, rng: &mut impl Rng) -> AsmResult {
    let j = p.j;
    let data = a.data_u64(&format!("c{j}_data"), &[rng.random(), rng.random()]);
    let slot = a.bss(&format!("c{j}_slot"), 16);
    let jmpbuf = a.bss(&format!("c{j}_jmpbuf"), JMPBUF_SIZE);
    let mut sites = 0;
    for i in 0..p.functions {
        a.func(&format!("c{j}_f{i}"))?;
        if p.endbr[i] {
            a.db(&[0xf3, 0x0f, 0x1e, 0xfa])?;
        }
        if p.frame[i] {
            a.push(rbp)?;
            a.mov(rbp, rsp)?;
        }
        a.push(rbx)?;
        a.mov(rbx, rdi)?;
        if i == 0 {
            if let Some(depth) = p.dive {
                let mut after = a.create_label();
                a.setjmp(jmpbuf)?;
                a.test(eax, eax)?;
                a.jnz(after)?;
                a.mov(edi, depth)?;
                a.call_sym(&format!("c{j}_dive"))?;
                a.set_label(&mut after)?;
                a.add(rbx, rax)?;
            }
        }
        for block in &p.bodies[i] {
            emit_block(a, p, i, *block, data, slot, &mut sites, rng)?;
        }
        if p.tail[i] {
            let callee = rng.random_range(i + 1..p.functions);
            a.mov(rdi, rbx)?;
            a.pop(rbx)?;
            if p.frame[i] {
                a.pop(rbp)?;
            }
            let target = a.sym(&format!("c{j}_f{callee}"));
            a.jmp(target)?;
        } else {
            a.mov(rax, rbx)?;
            a.pop(rbx)?;
            if p.frame[i] {
                a.leave()?;
            }
            a.ret()?;
        }
    }
    if p.recursion.is_some() {
        // rec(n) = n == 0 ? 1 : rec(n - 1) * 3 + n
        a.func(&format!("c{j}_rec"))?;
        let rec = a.sym(&format!("c{j}_rec"));
        let mut base = a.create_label();
        a.push(rbx)?;
        a.mov(rbx, rdi)?;
        a.test(rdi, rdi)?;
        a.jz(base)?;
        a.dec(rdi)?;
        a.call(rec)?;
        a.lea(rax, qword_ptr(rax + rax * 2))?;
        a.add(rax, rbx)?;
        a.pop(rbx)?;
        a.ret()?;
        a.set_label(&mut base)?;
        a.mov(eax, 1)?;
        a.pop(rbx)?;
        a.ret()?;
    }
    if p.dive.is_some() {
        a.func(&format!("c{j}_dive"))?;
        let dive = a.sym(&format!("c{j}_dive"));
        let mut bottom = a.create_label();
        a.test(rdi, rdi)?;
        a.jz(bottom)?;
        a.dec(rdi)?;
        a.call(dive)?;
        a.ret()?;
        a.set_label(&mut bottom)?;
        a.longjmp(jmpbuf, 7)?;
    }
    Ok(())
}

/// A function later than `i`, or `None` for the last one.
fn later(p: &Plan, i: usize, rng: &mut impl Rng) -> Option<usize> {
    (i + 1 < p.functions).then(|| rng.random_range(i + 1..p.functions))
}

#[allow(clippy::too_many_arguments)]
fn emit_block(
    a: &mut Asm,
    p: &Plan,
    i: usize,
    block: Block,
    data: CodeLabel,
    slot: CodeLabel,
    sites: &mut usize,
    rng: &mut impl Rng,
) -> AsmResult {
    let j = p.j;
    match block {
        Block::Alu => alu(a, rng)?,
        Block::PushPop => {
            a.push(rbx)?;
            a.push(rng.random_range(-0x4000_0000..0x4000_0000i32))?;
            a.pop(rax)?;
            a.pop(rcx)?;
            a.add(rbx, rax)?;
            a.xor(rbx, rcx)?;
        }
        Block::RipRel => match rng.random_range(0..5u32) {
            0 => a.add(rbx, qword_ptr(data))?,
            1 => a.mov(qword_ptr(data), rbx)?,
            2 => a.xor(qword_ptr(data), rbx)?,
            3 => a.xchg(qword_ptr(data), rbx)?,
            _ => {
                a.cmp(qword_ptr(data), rng.random_range(-0x1000..0x1000i32))?;
                a.adc(rbx, 0)?;
            }
        },
        Block::Nop => match rng.random_range(0..3u32) {
            0 => a.db(NOP1)?,
            1 => a.db(NOP5)?,
            _ => a.db(&[0x66, 0x90])?,
        },
        Block::Jcc => {
            let mut skip = a.create_label();
            a.cmp(rbx, rng.random_range(-0x8000_0000..0x7fff_ffffi32))?;
            match rng.random_range(0..16u32) {
                0 => a.jo(skip)?,
                1 => a.jno(skip)?,
                2 => a.jb(skip)?,
                3 => a.jae(skip)?,
                4 => a.je(skip)?,
                5 => a.jne(skip)?,
                6 => a.jbe(skip)?,
                7 => a.ja(skip)?,
                8 => a.js(skip)?,
                9 => a.jns(skip)?,
                10 => a.jp(skip)?,
                11 => a.jnp(skip)?,
                12 => a.jl(skip)?,
                13 => a.jge(skip)?,
                14 => a.jle(skip)?,
                _ => a.jg(skip)?,
            }
            alu(a, rng)?;
            a.set_label(&mut skip)?;
        }
        Block::JmpOver => {
            let mut over = a.create_label();
            a.jmp(over)?;
            alu(a, rng)?;
            a.set_label(&mut over)?;
        }
        Block::Loop => {
            let mut top = a.create_label();
            a.mov(ecx, rng.random_range(1..=6u32))?;
            a.set_label(&mut top)?;
            a.add(rbx, rcx)?;
            a.rol(rbx, 3)?;
            match rng.random_range(0..3u32) {
                0 => a.loop_(top)?,
                1 => {
                    a.dec(ecx)?;
                    a.jnz(top)?;
                }
                _ => {
                    let mut out = a.create_label();
                    a.dec(rcx)?;
                    a.jrcxz(out)?;
                    a.jmp(top)?;
                    a.set_label(&mut out)?;
                }
            }
        }
        Block::Call | Block::CallReg | Block::CallMem => {
            let Some(callee) = later(p, i, rng) else { return alu(a, rng) };
            let target = a.sym(&format!("c{j}_f{callee}"));
            a.mov(rdi, rbx)?;
            match block {
                Block::Call => a.call(target)?,
                Block::CallReg => {
                    a.lea(rax, qword_ptr(target))?;
                    a.call(rax)?;
                }
                _ => {
                    a.lea(rax, qword_ptr(target))?;
                    a.mov(qword_ptr(slot), rax)?;
                    a.call(qword_ptr(slot))?;
                }
            }
            a.xor(rbx, rax)?;
        }
        Block::Recurse => {
            let depth = p.recursion.unwrap_or(1);
            a.mov(edi, depth)?;
            a.call_sym(&format!("c{j}_rec"))?;
            a.add(rbx, rax)?;
        }
        Block::Usdt => {
            let name = format!("c{j}_u{sites}");
            *sites += 1;
            let semaphore = rng.random_bool(0.7);
            if semaphore {
                // Runs the extra code only while a tracer holds the semaphore, as
                // `if (PROVIDER_NAME_ENABLED())` does.
                let sem = a.usdt_semaphore(PROVIDER, &name);
                let mut off = a.create_label();
                a.cmp(word_ptr(sem), 0)?;
                a.je(off)?;
                a.add(rbx, 0x55)?;
                a.set_label(&mut off)?;
            }
            let site = if rng.random_bool(0.5) { NOP1 } else { NOP5 };
            a.usdt(PROVIDER, &name, "8@%rbx", semaphore, site)?;
        }
        Block::Syscall => {
            // `syscall` leaves the flags in r11 (which the 6.18 trampoline saves in the red
            // zone): `cmp` defines all six first. And rcx holds where it returns to, inside
            // the `[uprobes]` page when the probe single-stepped it, a page the simulator
            // places elsewhere than a native run without randomization (known difference):
            // zeroed.
            a.cmp(rbx, rng.random_range(-0x8000_0000..0x7fff_ffffi32))?;
            a.mov(eax, sim_programs::rt::nr::SCHED_YIELD)?;
            a.syscall()?;
            a.xor(ecx, ecx)?;
            a.add(rbx, rax)?;
        }
        Block::Lock => a.lock().add(dword_ptr(data), ebx)?,
        Block::Pushf => {
            // `cmp` defines the six status flags (an ALU block before may leave OF or AF
            // undefined, which the host CPU and the engine set differently).
            a.cmp(rbx, rng.random_range(-0x8000_0000..0x7fff_ffffi32))?;
            a.pushfq()?;
            a.pop(rax)?;
            a.and(eax, 0x8d5)?;
            a.add(rbx, rax)?;
        }
        Block::RedZone => {
            // A value kept below rsp across a NOP: what the 6.18 nop5 optimization's
            // `call` clobbers.
            let slot = rng.random_range(1..=4i32);
            a.mov(qword_ptr(rsp - 8 * slot), rbx)?;
            a.db(if rng.random_bool(0.7) { NOP5 } else { NOP1 })?;
            a.add(rbx, qword_ptr(rsp - 8 * slot))?;
        }
        Block::CallNextPop => {
            let mut next = a.create_label();
            a.call(next)?;
            a.set_label(&mut next)?;
            a.pop(rax)?;
            a.xor(rbx, rax)?;
        }
        Block::RepMovsb => {
            a.lea(rsi, qword_ptr(data))?;
            a.lea(rdi, qword_ptr(slot))?;
            a.mov(ecx, rng.random_range(0..=8u32))?;
            a.rep().movsb()?;
            a.add(rbx, qword_ptr(slot))?;
        }
    }
    Ok(())
}

fn alu(a: &mut Asm, rng: &mut impl Rng) -> AsmResult {
    let imm = rng.random_range(-0x4000_0000..0x4000_0000i32);
    match rng.random_range(0..10u32) {
        0 => a.add(rbx, imm)?,
        1 => a.xor(rbx, imm)?,
        2 => a.imul_3(rbx, rbx, imm | 1)?,
        3 => a.rol(rbx, rng.random_range(1..64u32))?,
        4 => a.lea(rbx, qword_ptr(rbx + rbx * 2 + imm))?,
        5 => {
            a.mov(rax, rbx)?;
            a.shr(rax, rng.random_range(1..64u32))?;
            a.xor(rbx, rax)?;
        }
        6 => a.neg(rbx)?,
        7 => a.bswap(rbx)?,
        8 => a.mov(rax, rng.random::<u64>())?,
        _ => {
            a.mov(rdx, rbx)?;
            a.xchg(rdx, rax)?;
            a.sub(rbx, rax)?;
        }
    }
    Ok(())
}

/// The case's probes: each instruction boundary of its functions with one probability,
/// a uretprobe on each function with another, each USDT site with a third.
fn probes(program: &Program, p: &Plan, rng: &mut impl Rng) -> Vec<String> {
    let prefix = format!("c{}_", p.j);
    let name = &program.name;
    let density = [0.05, 0.15, 0.4, 1.0][rng.random_range(0..4usize)];
    let returns = [0.0, 0.3, 0.7][rng.random_range(0..3usize)];
    let mut out = Vec::new();
    for f in program.symbols.iter().filter(|s| s.name.starts_with(&prefix)) {
        if f.kind != sim_programs::SymKind::Func {
            continue;
        }
        for off in boundaries(program, f.addr, f.size) {
            if rng.random_bool(density) {
                out.push(if off == 0 {
                    format!("uprobe:{name}:{}", f.name)
                } else {
                    format!("uprobe:{name}:{}+{off:#x}", f.name)
                });
            }
        }
        if rng.random_bool(returns) {
            out.push(format!("uretprobe:{name}:{}", f.name));
        }
    }
    for n in program.usdt.iter().filter(|n| n.name.starts_with(&prefix)) {
        if rng.random_bool(0.7) {
            out.push(format!("usdt:{name}:{}", n.spec()));
        }
    }
    out
}

/// The offsets of the instruction boundaries in `[addr, addr + size)`.
fn boundaries(program: &Program, addr: u64, size: u64) -> Vec<u64> {
    let Some(seg) = program.segments.iter().find(|s| s.vaddr <= addr && addr < s.vaddr + s.data.len() as u64) else {
        return Vec::new();
    };
    let start = (addr - seg.vaddr) as usize;
    let end = (start + size as usize).min(seg.data.len());
    let Some(code) = seg.data.get(start..end) else { return Vec::new() };
    let mut d = Decoder::with_ip(64, code, addr, DecoderOptions::NONE);
    let mut v = Vec::new();
    while d.can_decode() {
        let insn = d.decode();
        v.push(insn.ip() - addr);
    }
    v
}
