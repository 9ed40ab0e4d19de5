//! Criterion benches of address-space work at scale (`tests/data/mm_scale.c`, built
//! with `cc -static` at bench time): the worst cases of issue 15, each a whole run.
//! `fork_2gib_x63`: a 2 GiB mapping forked as often as the process table allows
//! (was 5.3 s and 3 GB of host memory per fork: every page copied; now only the pages
//! the host touched are). `mprotect_split_100k`: 100k splits of a VMA, each merged back
//! (7.3 s a run, now 1.7 s).
//! `mprotect_distinct_500` and `mmap_one_page_500`: 500 distinct VMAs, by splitting one
//! mapping and by mapping pages one at a time (were 8.0 s and 1.7 s a run while each
//! mapping was an engine region; now 0.11 s and 0.12 s: `cpu/unicorn/memory/pages.rs`), and
//! `mprotect_distinct_30k` and `mmap_one_page_4000` (the latter did not finish in
//! 300 s before; 0.46 s and 0.30 s a run now, as whole CLI runs on a loaded 2-core VM).
//!
//! Skipped (with a line saying why) where no static C toolchain is installed.

// Bench code: a failed unwrap is a failed bench, which is what it should be.
#![allow(clippy::unwrap_used)]
#![allow(missing_docs)] // criterion_group! generates an undocumented function

#[allow(dead_code)]
#[path = "../tests/support/cbuild.rs"]
mod cbuild;

use criterion::{criterion_group, criterion_main, Criterion};

use probesim::machine::{Machine, RunConfig};

fn run(elf: &[u8], args: &[&str]) {
    let mut argv = vec!["mm_scale".to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let cfg = RunConfig {
        argv,
        kernel: probesim::kernel::KernelConfig { root: None, ..Default::default() },
        ..RunConfig::default()
    };
    let mut m = Machine::from_elf_bytes(elf.to_vec(), cfg).unwrap();
    m.run().unwrap();
}

fn mm(c: &mut Criterion) {
    let elf = match cbuild::build(cbuild::Libc::Glibc, "mm_scale.c", &["-O1", "-w"]) {
        Ok(p) => std::fs::read(p).unwrap(),
        Err(why) => {
            eprintln!("SKIPPED: {why}");
            return;
        }
    };
    let mut g = c.benchmark_group("mm");
    g.sample_size(10);
    g.bench_function("fork_2gib_x63", |b| b.iter(|| run(&elf, &["fork", "64"])));
    g.bench_function("mprotect_split_100k", |b| b.iter(|| run(&elf, &["split", "100000"])));
    g.bench_function("mprotect_distinct_500", |b| b.iter(|| run(&elf, &["alt", "500"])));
    g.bench_function("mmap_one_page_500", |b| b.iter(|| run(&elf, &["mmap", "500"])));
    g.bench_function("mprotect_distinct_30k", |b| b.iter(|| run(&elf, &["alt", "30000"])));
    g.bench_function("mmap_one_page_4000", |b| b.iter(|| run(&elf, &["mmap", "4000"])));
    g.finish();
}

criterion_group!(benches, mm);
criterion_main!(benches);
