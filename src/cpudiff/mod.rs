//! `probesim cpu-diff`: a differential tester of the simulated CPU against the host CPU,
//! in the spirit of SiliFuzz.
//!
//! Snippets are drawn ([`gen`]) from every instruction form the CPU model claims in
//! `cpuid` (iced-x86's CPUID features of each `Code`), by class ([`Class`]), with random
//! operands and an input state of edge values. A batch of them becomes one static ELF
//! ([`harness`]) that loads each snippet's state, runs it and stores every GPR, rflags, the
//! `fxsave64` image (x87, MXCSR, XMM0-15) and a scratch area. The ELF runs natively as a
//! child process and in the simulator, and the two records of each snippet are compared
//! ([`compare`]): differences of an explained class ([`compare::EXPLAINED`]: undefined
//! flags, ...) are counted by name, every other one is reported with the snippet's
//! disassembly, its input state and both outputs. The first record of every batch is the
//! state a process starts with (class `start`).
//!
//! A run is deterministic for its seed: snippet `j` of batch `b` depends only on the seed,
//! `b` and the classes chosen.

pub mod compare;
pub mod gen;
pub mod harness;

use iced_x86::{Formatter, InstructionInfoFactory, IntelFormatter};
use rand::SeedableRng;
use rand_xorshift::XorShiftRng;
use rayon::prelude::*;
use serde::Serialize;

use crate::kernel::arch::x86::cpuid::CpuModel;
use compare::FieldDiff;
use harness::{Block, HarnessError};

/// A class of snippets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// The state `execve` leaves: GPRs, rflags, x87 and SSE state at the entry point.
    Start,
    /// Integer ALU, flags, shifts and rotates, multiply and divide, bit tests, moves,
    /// conversions, `cmpxchg`, `lahf`/`sahf`, `rdfsbase`.
    Int,
    /// POPCNT, LZCNT, BMI1, BMI2, MOVBE.
    Bits,
    /// The string instructions, with and without `rep`/`repne`.
    String,
    /// x87: arithmetic, comparisons, conversions, transcendental instructions, loads and
    /// stores, under any precision and rounding control.
    X87,
    /// MMX, and the SSE forms on MMX registers.
    Mmx,
    /// SSE and SSE2, under any MXCSR rounding mode, DAZ and FTZ.
    Sse,
    /// SSE3, SSSE3, SSE4.1 and SSE4.2 (`pcmpistri`, `crc32`, ...).
    Sse4,
    /// AES-NI and PCLMULQDQ.
    Aes,
}

impl Class {
    /// Every class, as `--class` names them.
    pub const ALL: [Class; 9] = [
        Class::Start,
        Class::Int,
        Class::Bits,
        Class::String,
        Class::X87,
        Class::Mmx,
        Class::Sse,
        Class::Sse4,
        Class::Aes,
    ];
    /// The classes of generated snippets (all but `start`).
    pub const GENERATED: [Class; 8] =
        [Class::Int, Class::Bits, Class::String, Class::X87, Class::Mmx, Class::Sse, Class::Sse4, Class::Aes];

    /// The name `--class` takes.
    pub fn name(self) -> &'static str {
        match self {
            Class::Start => "start",
            Class::Int => "int",
            Class::Bits => "bits",
            Class::String => "string",
            Class::X87 => "x87",
            Class::Mmx => "mmx",
            Class::Sse => "sse",
            Class::Sse4 => "sse4",
            Class::Aes => "aes",
        }
    }

    /// The class called `name`.
    pub fn from_name(name: &str) -> Option<Class> {
        Class::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// Snippets per ELF.
pub const BATCH: usize = 1000;
/// Stack of each thread that runs batches.
const STACK_BYTES: usize = 256 << 20;
/// Unexplained differences a summary keeps in full by default (all are counted).
pub const KEPT_DIFFERENCES: usize = 20;

/// What to run.
#[derive(Clone, Debug)]
pub struct Config {
    /// The seed.
    pub seed: u64,
    /// Snippets, spread evenly over the generated classes chosen (with only `start`:
    /// that many processes started).
    pub count: u64,
    /// The classes (empty: all).
    pub classes: Vec<Class>,
    /// The CPU model whose claimed features are drawn from.
    pub model: CpuModel,
    /// Unexplained differences the summary keeps in full (all are counted).
    pub keep: usize,
}

/// One unexplained difference.
#[derive(Clone, Debug, Serialize)]
pub struct Difference {
    /// The snippet's class.
    pub class: Class,
    /// Its batch.
    pub batch: u64,
    /// Its place in the batch (0: the start record).
    pub index: usize,
    /// Its disassembly (Intel syntax) and bytes.
    pub disassembly: String,
    /// The input state, as text.
    pub input: String,
    /// The fields that differ, with both values.
    pub fields: Vec<FieldDiff>,
}

impl Difference {
    /// As text: the snippet, its input and each field with both values.
    pub fn text(&self) -> String {
        let mut t = format!(
            "DIFF {} batch {} snippet {}: {}\n  input: {}\n",
            self.class.name(),
            self.batch,
            self.index,
            self.disassembly,
            self.input
        );
        for f in &self.fields {
            t.push_str(&format!("  {}: simulator {} / host {}\n", f.field, f.sim, f.host));
        }
        t
    }
}

/// The figures of one class.
#[derive(Clone, Debug, Default, Serialize)]
pub struct ClassFigures {
    /// Snippets run.
    pub snippets: u64,
    /// Snippets with an unexplained difference.
    pub unexplained: u64,
    /// Snippets with a difference of each explained class (by name, in
    /// [`compare::EXPLAINED`] order).
    pub explained: Vec<(String, u64)>,
    /// Instruction forms drawn from.
    pub forms: usize,
}

/// The result of a run.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The seed.
    pub seed: u64,
    /// Snippets run (start records included).
    pub snippets: u64,
    /// ELFs run on each side.
    pub batches: u64,
    /// Per class, in [`Class::ALL`] order.
    pub classes: Vec<(Class, ClassFigures)>,
    /// Unexplained differences in all.
    pub unexplained: u64,
    /// The first [`Config::keep`] of them.
    pub differences: Vec<Difference>,
}

impl Summary {
    /// As text.
    pub fn text(&self) -> String {
        let mut t = format!(
            "cpu-diff seed {}: {} snippets in {} batches, {} with unexplained differences\n",
            self.seed, self.snippets, self.batches, self.unexplained
        );
        for (c, f) in &self.classes {
            let explained: Vec<String> = f.explained.iter().map(|(n, k)| format!("{n} {k}")).collect();
            t.push_str(&format!(
                "  {:<7} {:>9} snippets  {:>5} forms  {} unexplained  explained: {}\n",
                c.name(),
                f.snippets,
                f.forms,
                f.unexplained,
                if explained.is_empty() { "-".to_string() } else { explained.join(", ") }
            ));
        }
        for d in &self.differences {
            t.push_str(&d.text());
        }
        t
    }

    /// As one JSON object.
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
pub enum CpuDiffError {
    /// A batch could not be built or run.
    #[error("batch {batch}: {source}")]
    Batch {
        /// The batch.
        batch: u64,
        /// Why.
        #[source]
        source: HarnessError,
    },
    /// The temporary directory for the native runs cannot be made.
    #[error("temporary directory: {0}")]
    TempDir(std::io::Error),
}

/// What one batch found.
struct BatchResult {
    /// Per class: snippets, unexplained, explained names seen (one entry per snippet).
    counts: Vec<(Class, u64, u64, Vec<&'static str>)>,
    differences: Vec<Difference>,
}

/// The disassembly of `insns` with their bytes.
fn disassemble(insns: &[iced_x86::Instruction]) -> String {
    let mut f = IntelFormatter::new();
    let mut out = Vec::new();
    for i in insns {
        let mut s = String::new();
        f.format(i, &mut s);
        let mut enc = iced_x86::Encoder::new(64);
        let bytes = match enc.encode(i, i.ip()) {
            Ok(_) => enc.take_buffer().iter().map(|b| format!("{b:02x}")).collect::<Vec<_>>().join(" "),
            Err(_) => String::new(),
        };
        out.push(format!("{s} ({bytes})"));
    }
    if out.is_empty() {
        "(the process's first instruction)".into()
    } else {
        out.join("; ")
    }
}

/// The seed of batch `b`'s generator.
fn batch_seed(seed: u64, b: u64) -> u64 {
    seed ^ (b + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Runs batch `b`: snippets `classes[(b * BATCH + j) % classes.len()]` for each `j`.
fn run_batch(
    b: u64,
    n: usize,
    cfg: &Config,
    classes: &[Class],
    codes: &[(Class, Vec<iced_x86::Code>)],
    dir: &std::path::Path,
    with_start: bool,
) -> Result<BatchResult, HarnessError> {
    let mut rng = XorShiftRng::seed_from_u64(batch_seed(cfg.seed, b));
    let mut info = InstructionInfoFactory::new();
    let mut blocks = Vec::with_capacity(n);
    let mut kinds = Vec::with_capacity(n);
    for j in 0..n {
        let class = classes[(b as usize * BATCH + j) % classes.len()];
        let list = codes.iter().find(|(c, _)| *c == class).map(|(_, l)| l.as_slice()).unwrap_or(&[]);
        if let Some(block) = gen::snippet(list, &mut rng, &mut info) {
            blocks.push(block);
            kinds.push(class);
        }
    }
    let name = format!("batch-{b}");
    // A batch that does not run through on both sides is run a block at a time: a block
    // that fails alone is a difference of its own (`run`), with each side's outcome.
    let (sim, native, failed) = match run_blocks(&blocks, dir, &name) {
        Ok((sim, native)) => (sim, native, Vec::new()),
        Err(_) => {
            let (mut sim, mut native, mut failed) = (Vec::new(), Vec::new(), Vec::new());
            for (j, block) in blocks.iter().enumerate() {
                match run_blocks(std::slice::from_ref(block), dir, &name) {
                    Ok((s, n)) => {
                        if j == 0 {
                            sim.push(s[0].clone());
                            native.push(n[0].clone());
                        }
                        sim.push(s[1].clone());
                        native.push(n[1].clone());
                    }
                    Err(e) => {
                        if j == 0 {
                            sim.push(harness::State::default());
                            native.push(harness::State::default());
                        }
                        sim.push(harness::State::default());
                        native.push(harness::State::default());
                        failed.push((j, e.to_string()));
                    }
                }
            }
            (sim, native, failed)
        }
    };
    let mut counts: Vec<(Class, u64, u64, Vec<&'static str>)> = Vec::new();
    let mut differences = Vec::new();
    let mut record = |class: Class, index: usize, block: Option<&Block>, s: &harness::State, h: &harness::State| {
        let insns = block.map_or(&[][..], |b| b.insns.as_slice());
        let input = block.map_or_else(harness::State::default, |b| b.input.clone());
        let mut outcome = compare::compare(insns, &input, s, h);
        if let Some((_, why)) = failed.iter().find(|(j, _)| index == j + 1) {
            outcome = compare::Outcome::default();
            if why.starts_with("native run")
                && why.contains("SIGILL")
                && host_is_amd()
                && compare::vendor_defined(insns)
            {
                outcome.explained.push("amd-host-reserved-nop");
            } else {
                outcome.unexplained.push(FieldDiff { field: "run".into(), sim: why.clone(), host: "-".into() });
            }
        }
        let entry = match counts.iter_mut().position(|c| c.0 == class) {
            Some(p) => &mut counts[p],
            None => {
                counts.push((class, 0, 0, Vec::new()));
                let last = counts.len() - 1;
                &mut counts[last]
            }
        };
        entry.1 += 1;
        entry.3.extend(outcome.explained.iter().copied());
        if !outcome.unexplained.is_empty() {
            entry.2 += 1;
            if differences.len() < cfg.keep {
                differences.push(Difference {
                    class,
                    batch: b,
                    index,
                    disassembly: disassemble(insns),
                    input: block.map_or("(as exec left it)".into(), |b| compare::state_text(&b.input, insns)),
                    fields: outcome.unexplained,
                });
            }
        }
    };
    if with_start {
        record(Class::Start, 0, None, &sim[0], &native[0]);
    }
    for (j, block) in blocks.iter().enumerate() {
        record(kinds[j], j + 1, Some(block), &sim[j + 1], &native[j + 1]);
    }
    Ok(BatchResult { counts, differences })
}

/// Runs `blocks` natively and in the simulator: each side's records.
fn run_blocks(
    blocks: &[Block],
    dir: &std::path::Path,
    name: &str,
) -> Result<(Vec<harness::State>, Vec<harness::State>), HarnessError> {
    let elf = harness::build(blocks)?;
    let native = harness::run_native(&elf, blocks.len(), dir, name)?;
    let sim = harness::run_sim(elf, blocks.len())?;
    Ok((sim, native))
}

/// Runs `cfg`: generates, runs both ways and compares every snippet.
pub fn run(cfg: &Config) -> Result<Summary, CpuDiffError> {
    let chosen: Vec<Class> = if cfg.classes.is_empty() { Class::ALL.to_vec() } else { cfg.classes.clone() };
    let with_start = chosen.contains(&Class::Start);
    let generated: Vec<Class> = Class::GENERATED.into_iter().filter(|c| chosen.contains(c)).collect();
    let codes = gen::codes(cfg.model);
    let batches: Vec<(u64, usize)> = if generated.is_empty() {
        (0..cfg.count).map(|b| (b, 0)).collect()
    } else {
        let full = cfg.count / BATCH as u64;
        let rest = (cfg.count % BATCH as u64) as usize;
        let mut v: Vec<(u64, usize)> = (0..full).map(|b| (b, BATCH)).collect();
        if rest > 0 {
            v.push((full, rest));
        }
        v
    };
    let dir = std::env::temp_dir().join(format!("probesim-cpu-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(CpuDiffError::TempDir)?;
    let go = || -> Vec<Result<BatchResult, CpuDiffError>> {
        batches
            .par_iter()
            .map(|&(b, n)| {
                run_batch(b, n, cfg, &generated, &codes, &dir, with_start)
                    .map_err(|source| CpuDiffError::Batch { batch: b, source })
            })
            .collect()
    };
    // The engine's translation of a thousand-block program needs more stack than a
    // pool thread's default.
    let results = match rayon::ThreadPoolBuilder::new().stack_size(STACK_BYTES).build() {
        Ok(pool) => pool.install(go),
        Err(_) => go(),
    };
    let _ = std::fs::remove_dir_all(&dir);
    let mut figures: Vec<(Class, ClassFigures)> = chosen
        .iter()
        .map(|c| {
            let forms = codes.iter().find(|(k, _)| k == c).map_or(0, |(_, l)| l.len());
            (*c, ClassFigures { forms, ..ClassFigures::default() })
        })
        .collect();
    figures.sort_by_key(|(c, _)| *c);
    let mut summary = Summary {
        seed: cfg.seed,
        snippets: 0,
        batches: batches.len() as u64,
        classes: Vec::new(),
        unexplained: 0,
        differences: Vec::new(),
    };
    for r in results {
        let r = r?;
        for (class, n, bad, names) in r.counts {
            summary.snippets += n;
            summary.unexplained += bad;
            if let Some((_, f)) = figures.iter_mut().find(|(c, _)| *c == class) {
                f.snippets += n;
                f.unexplained += bad;
                for name in names {
                    match f.explained.iter_mut().find(|(k, _)| k == name) {
                        Some((_, k)) => *k += 1,
                        None => f.explained.push((name.to_string(), 1)),
                    }
                }
            }
        }
        for d in r.differences {
            if summary.differences.len() < cfg.keep {
                summary.differences.push(d);
            }
        }
    }
    for (_, f) in &mut figures {
        f.explained.sort_by_key(|(n, _)| compare::EXPLAINED.iter().position(|e| e.name == n));
    }
    summary.classes = figures;
    Ok(summary)
}

/// Whether the host CPU is AMD's (`vendor_id` of `/proc/cpuinfo`), where code the vendor
/// decides ([`compare::vendor_defined`]) runs otherwise than on the Intel CPU modelled.
fn host_is_amd() -> bool {
    std::fs::read_to_string("/proc/cpuinfo")
        .is_ok_and(|info| info.lines().any(|l| l.starts_with("vendor_id") && l.ends_with("AuthenticAMD")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced_x86::{Code, Instruction, Register};

    /// The engine once read past its registers for a length of -2^31 (probesim patch
    /// pcmp-elen): the host process crashed.
    #[test]
    fn pcmpestri_with_a_length_of_minus_2_pow_31_runs() {
        let insn =
            Instruction::with3(Code::Pcmpestri_xmm_xmmm128_imm8, Register::XMM0, Register::XMM1, 0x34u32).unwrap();
        let mut input = harness::State::default();
        input.set_fx(harness::fx::FCW, 2, 0x37f);
        input.set_fx(harness::fx::MXCSR, 4, 0x1f80);
        input.gpr[0] = 0xffff_ffff_8000_0000;
        input.gpr[2] = 0xffff_ffff_8000_0000;
        let block = Block { insns: vec![insn], input };
        let dir = tempfile::tempdir().unwrap();
        let (sim, native) = run_blocks(std::slice::from_ref(&block), dir.path(), "pcmpestri").unwrap();
        let outcome = compare::compare(&block.insns, &block.input, &sim[1], &native[1]);
        assert_eq!(outcome.unexplained, []);
    }

    /// The engine computes `pcmp[ei]str[im]` with whole-register compares where it can
    /// (probesim patch pcmp-fast). Random registers seldom hold short strings or repeated
    /// elements, so this draws them: every control byte's mode, element size, sign,
    /// polarity and output choice, against strings of every length with few distinct
    /// elements, each checked against the host CPU.
    #[test]
    fn pcmpxstrx_agrees_with_the_host_on_short_strings() {
        use rand::RngExt;
        let forms = [
            Code::Pcmpistri_xmm_xmmm128_imm8,
            Code::Pcmpistrm_xmm_xmmm128_imm8,
            Code::Pcmpestri_xmm_xmmm128_imm8,
            Code::Pcmpestrm_xmm_xmmm128_imm8,
        ];
        let mut rng = XorShiftRng::seed_from_u64(0x70636d70);
        let mut blocks = Vec::new();
        for ctrl in 0..128u32 {
            for (f, &code) in forms.iter().enumerate() {
                for _ in 0..4 {
                    let insn = Instruction::with3(code, Register::XMM1, Register::XMM2, ctrl).unwrap();
                    let mut input = harness::State::default();
                    input.set_fx(harness::fx::FCW, 2, 0x37f);
                    input.set_fx(harness::fx::MXCSR, 4, 0x1f80);
                    for xmm in [1, 2] {
                        // A string of 0 to 16 bytes over a small alphabet, then a zero and
                        // (sometimes) more bytes after it, which an implicit length ignores.
                        let len = rng.random_range(0..=16usize);
                        for k in 0..16 {
                            let byte = match k.cmp(&len) {
                                std::cmp::Ordering::Less => b"aab\x80"[rng.random_range(0..4)],
                                std::cmp::Ordering::Equal => 0,
                                std::cmp::Ordering::Greater => rng.random(),
                            };
                            input.fx[harness::fx::XMM + 16 * xmm + k] = byte;
                        }
                    }
                    if f >= 2 {
                        // Explicit lengths: rax for xmm1's string, rdx for xmm2's, some
                        // negative, some past the register.
                        input.gpr[0] = rng.random_range(-20i64..=20) as u64;
                        input.gpr[2] = rng.random_range(-20i64..=20) as u64;
                    }
                    blocks.push(Block { insns: vec![insn], input });
                }
            }
        }
        let dir = tempfile::tempdir().unwrap();
        let (sim, native) = run_blocks(&blocks, dir.path(), "pcmpxstrx").unwrap();
        let mut differ = Vec::new();
        for (j, block) in blocks.iter().enumerate() {
            let outcome = compare::compare(&block.insns, &block.input, &sim[j + 1], &native[j + 1]);
            if !outcome.unexplained.is_empty() {
                differ.push((block.insns[0].to_string(), outcome.unexplained));
            }
        }
        assert!(differ.is_empty(), "{} of {} differ: {differ:?}", differ.len(), blocks.len());
    }

    /// `dpps` adds pairs of products, then the two sums; `dppd` adds its two products
    /// (probesim patch dp-order). The engine added each product in turn to +0.0: for
    /// products 1e8, 1, -1e8, 1 (binary32) that gives 1 where the CPU gives 0, and two
    /// products of -0.0 summed to +0.0.
    #[test]
    fn dpps_and_dppd_sum_in_the_cpus_order() {
        let mut blocks = Vec::new();
        let mut block = |code, ctrl: u32, xmm1: [u8; 16], xmm2: [u8; 16]| {
            let insn = Instruction::with3(code, Register::XMM1, Register::XMM2, ctrl).unwrap();
            let mut input = harness::State::default();
            input.set_fx(harness::fx::FCW, 2, 0x37f);
            input.set_fx(harness::fx::MXCSR, 4, 0x1f80);
            input.fx[harness::fx::XMM + 16..][..16].copy_from_slice(&xmm1);
            input.fx[harness::fx::XMM + 32..][..16].copy_from_slice(&xmm2);
            blocks.push(Block { insns: vec![insn], input });
        };
        let f32s = |v: [f32; 4]| -> [u8; 16] { v.map(f32::to_le_bytes).concat().try_into().unwrap() };
        let f64s = |v: [f64; 2]| -> [u8; 16] { v.map(f64::to_le_bytes).concat().try_into().unwrap() };
        block(Code::Dpps_xmm_xmmm128_imm8, 0xf1, f32s([1e8, 1.0, -1e8, 1.0]), f32s([1.0; 4]));
        block(Code::Dppd_xmm_xmmm128_imm8, 0x33, f64s([-0.0, -0.0]), f64s([1.0, 1.0]));
        block(Code::Dpps_xmm_xmmm128_imm8, 0xff, f32s([-0.0; 4]), f32s([1.0; 4]));
        let dir = tempfile::tempdir().unwrap();
        let (sim, native) = run_blocks(&blocks, dir.path(), "dp").unwrap();
        for (j, block) in blocks.iter().enumerate() {
            let outcome = compare::compare(&block.insns, &block.input, &sim[j + 1], &native[j + 1]);
            assert_eq!(outcome.unexplained, [], "{}", block.insns[0]);
        }
    }

    #[test]
    fn a_seed_draws_the_same_snippets() {
        let codes = gen::codes(CpuModel::Haswell);
        let draw = || {
            let mut rng = XorShiftRng::seed_from_u64(batch_seed(7, 3));
            let mut info = InstructionInfoFactory::new();
            (0..50).filter_map(|_| gen::snippet(&codes[0].1, &mut rng, &mut info)).collect::<Vec<_>>()
        };
        let (a, b) = (draw(), draw());
        assert_eq!(a.len(), 50);
        assert!(a.iter().zip(&b).all(|(x, y)| x.insns == y.insns && x.input == y.input));
    }

    #[test]
    fn every_class_draws_only_what_the_model_claims() {
        let haswell = gen::codes(CpuModel::Haswell);
        assert!(haswell.iter().all(|(_, l)| !l.is_empty()), "{haswell:?}");
        // The x86-64 model claims none of these: none of their forms is drawn.
        use iced_x86::CpuidFeature as F;
        let unclaimed = [F::BMI1, F::BMI2, F::POPCNT, F::LZCNT, F::MOVBE, F::AES, F::SSSE3, F::SSE4_1, F::SSE4_2];
        let baseline = gen::codes(CpuModel::X86_64);
        for (class, list) in &baseline {
            for code in list {
                assert!(!code.cpuid_features().iter().any(|f| unclaimed.contains(f)), "{class:?}: {code:?}");
            }
        }
        assert!(baseline.iter().find(|(c, _)| *c == Class::Aes).is_some_and(|(_, l)| l.is_empty()));
    }
}
