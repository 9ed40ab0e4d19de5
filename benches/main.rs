//! Criterion benches over the bench-trigger sim-programs: whole runs with a probe on the
//! trigger function (probe hits per second of the simulator itself), in the engine
//! mode of `probesim run` (group `uprobe`: exact instruction counting) and in the one
//! of `probesim bench` (group `bench-mode`: no instruction accounting). Group `cases`:
//! the `cases/s` row of `probesim bench` (`bench::CASES`), one case per iteration, on
//! one machine reset between cases (`reset`), on a fresh machine each (`fresh`: each
//! `Machine::new` takes the one dropped before) and on a fresh machine that is built each
//! time (`fresh-unkept`: two configurations in turn).
//! Group `hostile`: refusing hostile executables. Group `counting`: the unprobed loop
//! (usermode-count) in each engine mode: `exact` (the block counter, `probesim run`'s
//! default), `unicorn-count` (Unicorn's per-instruction count hook, `native_count`
//! off) and `none` (no accounting, `probesim bench`'s simulator column).

// Test code: a failed unwrap is a failed test, which is what it should be.
#![allow(clippy::unwrap_used)]
#![allow(missing_docs)] // criterion_group! generates an undocumented function

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};
use sim_programs::bench::{trigger, Trigger};

const ITERS: u64 = 20_000;

fn run(t: Trigger, symbol: Option<&str>, bench_mode: bool) {
    run_spec(t, symbol.map(|s| format!("uprobe:x:{s}")), bench_mode);
}

fn run_spec(t: Trigger, spec: Option<String>, bench_mode: bool) {
    let prog = trigger(t, ITERS);
    let image = Image::parse(prog.to_elf()).expect("bench ELF parses");
    let cfg = RunConfig {
        kernel: KernelConfig { record_trace: false, ..KernelConfig::default() },
        native_count: bench_mode || RunConfig::default().native_count,
        count_insns: !bench_mode,
        ..RunConfig::default()
    };
    let mut m = Machine::new(image, cfg).expect("machine");
    if let Some(s) = spec {
        m.attach(&s).expect("attach");
    }
    m.run().expect("run");
}

fn probe_hits(c: &mut Criterion) {
    for (group, bench_mode) in [("uprobe", false), ("bench-mode", true)] {
        let mut g = c.benchmark_group(group);
        g.throughput(Throughput::Elements(ITERS));
        g.sample_size(10);
        g.bench_function("usermode-count", |b| b.iter(|| run(Trigger::UsermodeCount, None, bench_mode)));
        g.bench_function("uprobe-nop", |b| b.iter(|| run(Trigger::Nop, Some("uprobe_target_nop"), bench_mode)));
        g.bench_function("uprobe-push", |b| b.iter(|| run(Trigger::Push, Some("uprobe_target_push"), bench_mode)));
        g.bench_function("uprobe-ret", |b| b.iter(|| run(Trigger::Ret, Some("uprobe_target_ret"), bench_mode)));
        g.bench_function("uprobe-nop5", |b| b.iter(|| run(Trigger::Nop5, Some("uprobe_target_nop5"), bench_mode)));
        g.bench_function("uretprobe-nop", |b| {
            b.iter(|| run_spec(Trigger::Nop, Some("uretprobe:x:uprobe_target_nop".to_string()), bench_mode))
        });
        g.finish();
    }
}

fn cases(c: &mut Criterion) {
    let row = probesim::bench::CASES;
    let (image, cfg) = row.setup(probesim::machine::Preset::default()).expect("cases set up");
    let mut g = c.benchmark_group("cases");
    g.throughput(Throughput::Elements(1));
    let mut m = Machine::new(image.clone(), cfg.clone()).expect("machine");
    g.bench_function("reset", |b| {
        b.iter(|| {
            m.reset().expect("reset");
            row.case(&mut m).expect("case")
        })
    });
    g.bench_function("fresh", |b| {
        b.iter(|| row.case(&mut Machine::new(image.clone(), cfg.clone()).expect("machine")).expect("case"))
    });
    // Where the machine dropped before does not fit (another seed in turn), each one is
    // built on a spare engine.
    let other = probesim::machine::RunConfig {
        kernel: probesim::kernel::KernelConfig { seed: cfg.kernel.seed ^ 1, ..cfg.kernel.clone() },
        ..cfg.clone()
    };
    let mut turn = false;
    g.bench_function("fresh-unkept", |b| {
        b.iter(|| {
            turn = !turn;
            let cfg = if turn { cfg.clone() } else { other.clone() };
            row.case(&mut Machine::new(image.clone(), cfg).expect("machine")).expect("case")
        })
    });
    g.finish();
}

/// An ELF64 x86-64 header with `n` `PT_LOAD` headers of one page each, and no code.
fn many_pt_loads(n: u16) -> Vec<u8> {
    let mut elf = b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0".to_vec();
    elf.extend_from_slice(&2u16.to_le_bytes()); // ET_EXEC
    elf.extend_from_slice(&62u16.to_le_bytes()); // EM_X86_64
    elf.extend_from_slice(&1u32.to_le_bytes());
    for w in [0x400000u64, 64, 0] {
        elf.extend_from_slice(&w.to_le_bytes()); // e_entry, e_phoff, e_shoff
    }
    elf.extend_from_slice(&0u32.to_le_bytes());
    for h in [64u16, 56, n, 64, 0, 0] {
        elf.extend_from_slice(&h.to_le_bytes());
    }
    for i in 0..u64::from(n) {
        elf.extend_from_slice(&1u32.to_le_bytes());
        elf.extend_from_slice(&4u32.to_le_bytes());
        for w in [0, 0x400000 + i * 0x1000, 0x400000 + i * 0x1000, 0, 8, 0x1000] {
            elf.extend_from_slice(&w.to_le_bytes());
        }
    }
    elf
}

/// Group `hostile`: what a hostile input costs before it is refused (the 8,000-PT_LOAD
/// ELF of issue 15, refused as `execve` refuses more than 64 KiB of program headers).
fn hostile(c: &mut Criterion) {
    let elf = many_pt_loads(8000);
    let mut g = c.benchmark_group("hostile");
    g.bench_function("refuse_8000_pt_load", |b| b.iter(|| Image::parse(elf.clone()).unwrap_err()));
    g.finish();
}

/// Group `counting` (see the module doc).
fn counting(c: &mut Criterion) {
    let prog = trigger(Trigger::UsermodeCount, 1_000_000);
    let image = Image::parse(prog.to_elf()).expect("bench ELF parses");
    let mut g = c.benchmark_group("counting");
    g.throughput(Throughput::Elements(1_000_000));
    g.sample_size(10);
    for (name, native_count, count_insns) in
        [("exact", true, true), ("unicorn-count", false, true), ("none", true, false)]
    {
        g.bench_function(name, |b| {
            b.iter(|| {
                let kernel = KernelConfig { record_trace: false, ..KernelConfig::default() };
                let cfg = RunConfig { kernel, native_count, count_insns, ..RunConfig::default() };
                let mut m = Machine::new(image.clone(), cfg).expect("machine");
                m.run().expect("run");
            })
        });
    }
    g.finish();
}

criterion_group!(benches, probe_hits, cases, hostile, counting);
criterion_main!(benches);
