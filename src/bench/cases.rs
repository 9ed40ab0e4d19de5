//! The `cases/s` row: one small program per case, with reset and with a fresh machine.

use std::time::Instant;

use serde::Serialize;

use super::rows::counters;
use crate::cost::Transitions;
use crate::loader::Image;
use crate::machine::{Machine, Preset, RunConfig, SimError};

/// The `cases/s` row: what a property suite that runs one small program per case pays
/// per case, with [`Machine::reset`] between cases and with a fresh [`Machine`] each.
#[derive(Clone, Copy, Debug)]
pub struct CasesRow {
    /// The row's name.
    pub name: &'static str,
    /// The catalog program each case runs.
    pub program: &'static str,
    /// The probe each case attaches (PATH `x`: the program itself).
    pub probe: &'static str,
    /// Cases per timed batch with reset and with a fresh machine (one that is built each
    /// time: a fifth as long).
    pub batch: u64,
}

/// The `cases/s` row: `sim:hello` with one uprobe (single-stepped out of line, so each
/// case also creates the `[uprobes]` page), in `probesim run`'s engine mode.
pub const CASES: CasesRow = CasesRow { name: "cases/s", program: "hello", probe: "uprobe:x:write_str", batch: 2000 };

impl CasesRow {
    /// The image and configuration of every case (exact instruction counting, no trace:
    /// `RunConfig::default()` but for the preset).
    pub fn setup(&self, preset: Preset) -> Result<(Image, RunConfig), SimError> {
        let program = sim_programs::find(self.program)
            .ok_or_else(|| SimError::Setup(format!("no catalog program {}", self.program)))?;
        Ok((Image::parse(program.to_elf())?, RunConfig { preset, ..RunConfig::default() }))
    }

    /// One case on `m` (fresh, or reset): attach, run, read the hits.
    pub fn case(&self, m: &mut Machine) -> Result<u64, SimError> {
        m.attach(self.probe)?;
        m.run()?;
        Ok(m.report(self.program)?.probes.first().map_or(0, |p| p.hits))
    }
}

/// The `cases/s` row measured: transitions per case and cases per second both ways.
#[derive(Clone, Debug, Serialize)]
pub struct CasesReport {
    /// Row name.
    pub name: String,
    /// The program each case runs.
    pub program: String,
    /// The probe each case attaches.
    pub probe: String,
    /// Transitions per case.
    pub transitions: Transitions,
    /// Cases per second on one machine, [`Machine::reset`] between cases.
    pub with_reset: f64,
    /// Cases per second with a fresh [`Machine::new`] per case (which takes and resets
    /// the machine the case before dropped: the same image and configuration).
    pub fresh: f64,
    /// Cases per second with a fresh [`Machine::new`] per case where the machine dropped
    /// before does not fit (two configurations, differing in the seed, in turn): each
    /// machine is built, on a spare engine.
    pub fresh_unkept: f64,
}

/// Measures [`CASES`] under `preset`: each rate is the best of three timed batches.
pub fn cases_throughput(preset: Preset) -> Result<CasesReport, SimError> {
    let row = CASES;
    let (image, cfg) = row.setup(preset)?;
    let best = |n: u64, batch: &mut dyn FnMut() -> Result<(), SimError>| -> Result<f64, SimError> {
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let start = Instant::now();
            for _ in 0..n {
                batch()?;
            }
            best = best.min(start.elapsed().as_secs_f64());
        }
        Ok(n as f64 / best.max(1e-9))
    };
    let mut m = Machine::new(image.clone(), cfg.clone())?;
    row.case(&mut m)?;
    let transitions = {
        let c = counters(&m, preset);
        let f = |x: u64| x as f64;
        Transitions {
            traps: f(c.traps),
            single_steps: f(c.single_steps),
            syscalls: f(c.syscalls),
            iret: f(c.iret),
            sysret: f(c.sysret),
            hijacks: f(c.hijacks),
            trampoline_insns: f(c.trampoline_insns),
        }
    };
    let with_reset = best(row.batch, &mut || {
        m.reset()?;
        row.case(&mut m).map(drop)
    })?;
    let fresh = best(row.batch, &mut || row.case(&mut Machine::new(image.clone(), cfg.clone())?).map(drop))?;
    let other = RunConfig {
        kernel: crate::kernel::KernelConfig { seed: cfg.kernel.seed ^ 1, ..cfg.kernel.clone() },
        ..cfg.clone()
    };
    let mut turn = false;
    let fresh_unkept = best(row.batch / 5, &mut || {
        turn = !turn;
        row.case(&mut Machine::new(image.clone(), if turn { cfg.clone() } else { other.clone() })?).map(drop)
    })?;
    Ok(CasesReport {
        name: row.name.into(),
        program: row.program.into(),
        probe: row.probe.into(),
        transitions,
        with_reset,
        fresh,
        fresh_unkept,
    })
}
