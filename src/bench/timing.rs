//! Timing: the fastest of [`ROUNDS`] rounds at two lengths, the machine's own speed, the
//! simulator's and bare Unicorn's throughput.

use std::time::Instant;

use serde::Serialize;
use sim_programs::bench::trigger;

use super::rows::run_sim;
use super::Row;
use crate::loader::Image;
use crate::machine::{Preset, SimError};

/// Rounds of every timed measurement: each side of a row is timed once per round, the
/// simulator's and the real kernel's in turn, and each keeps its fastest round. This VM's
/// speed changes by up to 2x over seconds (a plain native loop varies 1.5x), and a
/// simulated hit suffers more from a slow phase than a real trap does, so the columns
/// are timed interleaved and each takes its best phase.
pub const ROUNDS: usize = 5;

/// The fastest times seen at the two lengths of a timed measurement: a tenth of `n`
/// iterations and all of them. The rate is taken from their difference, so engine
/// set-up, ELF loading, the first translations, process start-up and probe
/// attach/detach cancel.
#[derive(Clone, Copy, Debug)]
pub(super) struct Fastest {
    n: u64,
    small: f64,
    full: f64,
}

impl Fastest {
    pub(super) fn new(n: u64) -> Fastest {
        Fastest { n, small: f64::INFINITY, full: f64::INFINITY }
    }

    /// One round: times both lengths once with `run` (seconds for `n` iterations).
    pub(super) fn round<E>(&mut self, mut run: impl FnMut(u64) -> Result<f64, E>) -> Result<(), E> {
        self.small = self.small.min(run(self.n / 10)?);
        self.full = self.full.min(run(self.n)?);
        Ok(())
    }

    /// M iterations per second.
    pub(super) fn mps(&self) -> f64 {
        (self.n - self.n / 10) as f64 / (self.full - self.small).max(1e-9) / 1e6
    }
}

/// Seconds of a fixed native computation (a dependent chain of 20M multiply-adds, about
/// 25 ms here), timed before every round of every row: the spread of its times over a
/// run is how much this machine's own speed changed meanwhile ([`HostSpeed`]).
fn host_probe_seconds() -> f64 {
    let start = Instant::now();
    let (mut a, mut b) = (1u64, std::hint::black_box(2u64));
    for _ in 0..20_000_000u64 {
        a = a.wrapping_mul(3).wrapping_add(b);
        b ^= a >> 3;
    }
    std::hint::black_box((a, b));
    start.elapsed().as_secs_f64()
}

/// The fastest and slowest times of a fixed native computation (a dependent chain of
/// 20M multiply-adds), timed before every round of every row of a bench run: a ratio
/// far above 1 says the machine changed speed during the run, so only the columns of
/// one row, timed in turn, compare.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct HostSpeed {
    /// Fastest time (seconds).
    pub fastest_s: f64,
    /// Slowest time (seconds).
    pub slowest_s: f64,
}

impl HostSpeed {
    pub(super) fn new() -> HostSpeed {
        HostSpeed { fastest_s: f64::INFINITY, slowest_s: 0.0 }
    }

    pub(super) fn sample(&mut self) {
        let t = host_probe_seconds();
        self.fastest_s = self.fastest_s.min(t);
        self.slowest_s = self.slowest_s.max(t);
    }
}

/// The simulator's own throughput on a row, in M hits (iterations) per second: the
/// fastest of [`ROUNDS`] rounds at two lengths, a tenth of the iterations and all of
/// them, whose difference gives the rate (set-up and first translations cancel). The
/// simulator runs without instruction accounting (`count_insns`), which only feeds the
/// report's instruction count and stamps; [`counted_throughput`] measures with it.
pub fn sim_throughput(row: &Row, preset: Preset, iterations: u64) -> Result<f64, SimError> {
    timed_throughput(row, preset, row.sim_iterations(iterations), false)
}

/// [`sim_throughput`] with exact instruction counting, as `probesim run` does.
pub fn counted_throughput(row: &Row, preset: Preset, iterations: u64) -> Result<f64, SimError> {
    timed_throughput(row, preset, row.sim_iterations(iterations), true)
}

fn timed_throughput(row: &Row, preset: Preset, n: u64, count_insns: bool) -> Result<f64, SimError> {
    let mut t = Fastest::new(n);
    for _ in 0..ROUNDS {
        t.round(|n| sim_seconds(row, preset, n, count_insns))?;
    }
    Ok(t.mps())
}

/// Seconds of one simulated run of a row.
pub(super) fn sim_seconds(row: &Row, preset: Preset, n: u64, count_insns: bool) -> Result<f64, SimError> {
    Ok(run_sim(row, preset, n, count_insns)?.1)
}

/// Bare Unicorn's throughput on a row's trigger (M iterations per second): the same
/// code on an engine with no hook at all, timed like [`sim_throughput`]. Only
/// meaningful for the unprobed loop, the baseline of "Unicorn's native speed".
pub fn bare_unicorn_throughput(row: &Row, iterations: u64) -> Result<f64, SimError> {
    let mut t = Fastest::new(row.sim_iterations(iterations));
    for _ in 0..ROUNDS {
        t.round(|n| bare_seconds(row, n))?;
    }
    Ok(t.mps())
}

/// Seconds of one run of a row's trigger on bare Unicorn.
pub(super) fn bare_seconds(row: &Row, n: u64) -> Result<f64, SimError> {
    let image = Image::parse(trigger(row.trigger, n).to_elf())?;
    let mut regions = Vec::new();
    for s in &image.segments {
        let start = crate::abi::mm::page_down(s.vaddr);
        let end = crate::abi::mm::page_up(s.vaddr + s.memsz);
        let file_start = (s.offset - (s.vaddr - start)) as usize;
        let file_end = (s.offset + s.filesz) as usize;
        let bytes = image.file.get(file_start..file_end).unwrap_or(&[]).to_vec();
        regions.push((start, end - start, bytes));
    }
    let stack = crate::abi::mm::STACK_TOP - crate::abi::mm::STACK_SIZE;
    regions.push((stack, crate::abi::mm::STACK_SIZE, Vec::new()));
    Ok(crate::cpu::bare_seconds(&regions, image.entry, crate::abi::mm::STACK_TOP - 4096)?)
}
