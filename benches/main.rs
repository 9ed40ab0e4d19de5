//! Criterion benches over the bench-trigger sim-programs: whole runs with a probe on the
//! trigger function (probe hits per second of the simulator itself).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};
use sim_programs::bench::{trigger, Trigger};

const ITERS: u64 = 20_000;

fn run(t: Trigger, symbol: Option<&str>) {
    run_spec(t, symbol.map(|s| format!("uprobe:x:{s}")));
}

fn run_spec(t: Trigger, spec: Option<String>) {
    let prog = trigger(t, ITERS);
    let image = Image::parse(prog.to_elf()).expect("bench ELF parses");
    let cfg = RunConfig { kernel: KernelConfig { record_trace: false, ..KernelConfig::default() }, ..RunConfig::default() };
    let mut m = Machine::new(image, cfg).expect("machine");
    if let Some(s) = spec {
        m.attach(&s).expect("attach");
    }
    m.run().expect("run");
}

fn probe_hits(c: &mut Criterion) {
    let mut g = c.benchmark_group("uprobe");
    g.throughput(Throughput::Elements(ITERS));
    g.sample_size(10);
    g.bench_function("usermode-count", |b| b.iter(|| run(Trigger::UsermodeCount, None)));
    g.bench_function("uprobe-nop", |b| b.iter(|| run(Trigger::Nop, Some("uprobe_target_nop"))));
    g.bench_function("uprobe-push", |b| b.iter(|| run(Trigger::Push, Some("uprobe_target_push"))));
    g.bench_function("uprobe-ret", |b| b.iter(|| run(Trigger::Ret, Some("uprobe_target_ret"))));
    g.bench_function("uprobe-nop5", |b| b.iter(|| run(Trigger::Nop5, Some("uprobe_target_nop5"))));
    g.bench_function("uretprobe-nop", |b| {
        b.iter(|| run_spec(Trigger::Nop, Some("uretprobe:x:uprobe_target_nop".to_string())))
    });
    g.finish();
}

criterion_group!(benches, probe_hits);
criterion_main!(benches);
