//! Criterion benches of each probe path, in the engine mode of `probesim bench` (no
//! instruction accounting), with the simulator's fast paths on (`fast`) and off
//! (`trap`: every hit through the engine's int3 and `syscall` exits), one probe hit or
//! system call per element:
//!
//! - `nop5-call`: the 6.18 optimized nop5 (`call` into `[uprobes-trampoline]`,
//!   `sys_uprobe`, sysret);
//! - `jmpslot`: the 2026 jmp-slot design (a `jmp` to a 16-byte slot, iret);
//! - `nop10`: the 2026 nop10 design (`lea`, `call`, `ret $0x80`), on a USDT nop10;
//! - `syscall`: the `getpgid` loop (no probe);
//! - `push`: a uprobe on an emulated `push rbp`;
//! - `nop` and `uretprobe-nop`: the emulated nop and the uretprobe trampoline, for
//!   reference.
//!
//! The machine is built and the probe attached outside the timing; each sample runs
//! the whole trigger.

// Test code: a failed unwrap is a failed test, which is what it should be.
#![allow(clippy::unwrap_used)]
#![allow(missing_docs)] // criterion_group! generates an undocumented function

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};

use probesim::kernel::preset::Preset;
use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};
use sim_programs::bench::{trigger, Trigger};

const ITERS: u64 = 20_000;

/// One path: its name, the trigger, the preset and the probe spec.
struct Path {
    name: &'static str,
    trigger: Trigger,
    preset: Preset,
    spec: Option<&'static str>,
}

const PATHS: [Path; 7] = [
    Path {
        name: "nop5-call",
        trigger: Trigger::Nop5,
        preset: Preset::V6_18,
        spec: Some("uprobe:x:uprobe_target_nop5"),
    },
    Path {
        name: "jmpslot",
        trigger: Trigger::Nop5,
        preset: Preset::JmpSlot2026,
        spec: Some("uprobe:x:uprobe_target_nop5"),
    },
    Path {
        name: "nop10",
        trigger: Trigger::UsdtNop10,
        preset: Preset::Nop10_2026,
        spec: Some("usdt:x:probesim:bench_nop10"),
    },
    Path { name: "syscall", trigger: Trigger::SyscallCount, preset: Preset::V6_18, spec: None },
    Path { name: "push", trigger: Trigger::Push, preset: Preset::V6_18, spec: Some("uprobe:x:uprobe_target_push") },
    Path { name: "nop", trigger: Trigger::Nop, preset: Preset::V6_18, spec: Some("uprobe:x:uprobe_target_nop") },
    Path {
        name: "uretprobe-nop",
        trigger: Trigger::Nop,
        preset: Preset::V6_18,
        spec: Some("uretprobe:x:uprobe_target_nop"),
    },
];

/// A machine ready to run `path`'s trigger, probe attached.
fn machine(path: &Path, image: &Image, fast: bool) -> Machine {
    let cfg = RunConfig {
        preset: path.preset,
        kernel: KernelConfig { record_trace: false, fast_paths: fast, ..KernelConfig::default() },
        native_count: true,
        count_insns: false,
        max_insns: u64::MAX / 2,
        ..RunConfig::default()
    };
    let mut m = Machine::new(image.clone(), cfg).expect("machine");
    if let Some(s) = path.spec {
        m.attach(s).expect("attach");
    }
    m
}

fn paths(c: &mut Criterion) {
    for path in &PATHS {
        let image = Image::parse(trigger(path.trigger, ITERS).to_elf()).expect("bench ELF parses");
        let mut g = c.benchmark_group(format!("paths/{}", path.name));
        g.throughput(Throughput::Elements(ITERS));
        g.sample_size(10);
        for (mode, fast) in [("fast", true), ("trap", false)] {
            g.bench_function(mode, |b| {
                b.iter_batched(|| machine(path, &image, fast), |mut m| m.run().expect("run"), BatchSize::PerIteration)
            });
        }
        g.finish();
    }
}

criterion_group!(benches, paths);
criterion_main!(benches);
