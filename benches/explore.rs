//! Schedules per second of `probesim explore` for a small two-thread program
//! (`race-rewrite`: two threads hitting an optimized nop5 three times each, on 6.18),
//! with one and two host threads (`--jobs 1`, `--jobs 2`). Each schedule is a fresh
//! machine: execve, the run, the report. docs/benchmarks.md shows the numbers.

// Test code: a failed unwrap is a failed test, which is what it should be.
#![allow(clippy::unwrap_used)]
#![allow(missing_docs)] // criterion_group! generates an undocumented function

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

use probesim::explore::{Plan, Strategy};
use probesim::machine::Preset;
use probesim::session::{self, RunRequest};
use probesim::target::Target;

/// Schedules per campaign (one iteration).
const SCHEDULES: usize = 64;

fn schedules_per_second(c: &mut Criterion) {
    let program = sim_programs::races::rewrite(3);
    let mut req = RunRequest::new(Target::from(program), vec!["uprobe:race-rewrite:site".to_string()]);
    req.preset = Preset::V6_18;
    let mut g = c.benchmark_group("explore");
    g.throughput(Throughput::Elements(SCHEDULES as u64));
    g.sample_size(10);
    for jobs in [1, 2] {
        let plan = Plan { strategy: Strategy::Random, schedules: SCHEDULES, quantum: 40, jobs, ..Plan::default() };
        g.bench_function(format!("random-jobs-{jobs}"), |b| {
            b.iter(|| assert_eq!(session::explore(&req, &plan).unwrap().schedules, SCHEDULES as u64))
        });
    }
    g.finish();
}

criterion_group!(benches, schedules_per_second);
criterion_main!(benches);
