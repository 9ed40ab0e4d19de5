//! `probesim bench`: the rows of the kernel's `run_bench_uprobes.sh`, with the exact
//! kernel transitions per hit, the throughput a CPU profile predicts, the simulator's own
//! measured throughput and, optionally, the real kernel's.

use serde::Serialize;
use sim_programs::bench::Trigger;

use crate::cost::{CostError, Profile, Transitions, HOST_PROFILE};
use crate::host;
use crate::loader::LoadError;
use crate::machine::{Preset, SimError};
use crate::spec::SpecError;

mod attach;
mod cases;
mod fit;
mod interp;
mod native;
mod rows;
mod timing;

pub use attach::{attach_scale, AttachReport, AttachRow, RealAttach, REAL_ATTACH_MAX};
pub use cases::{cases_throughput, CasesReport, CasesRow, CASES};
pub use fit::{calibrate, measure, profile, profiles, uretprobe_prediction};
pub use interp::{
    interp_throughput, InterpProgram, InterpReport, InterpRow, RealPrograms, RunMode, INTERP, INTERP_ROWS,
};
pub use native::real_throughput;
use native::NativeRuns;
pub use rows::{row_named, rows, transitions, Row, RowProbe, ROWS};
use timing::{bare_seconds, sim_seconds, Fastest};
pub use timing::{bare_unicorn_throughput, counted_throughput, sim_throughput, HostSpeed, ROUNDS};

/// Errors of `probesim bench`, `probesim profiles` and `probesim calibrate`.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BenchError {
    /// The simulator failed on a row.
    #[error(transparent)]
    Sim(#[from] SimError),
    /// A trigger ELF for a native run did not parse.
    #[error(transparent)]
    Load(LoadError),
    /// A row's probe spec did not parse or resolve for a native run.
    #[error(transparent)]
    Spec(SpecError),
    /// Real uprobes are unavailable here (the host layer's reason).
    #[error("{0}")]
    Unavailable(String),
    /// Writing a trigger ELF for a native run failed.
    #[error("{0}")]
    Io(#[source] std::io::Error),
    /// A native run failed in the host layer.
    #[error("{0}")]
    Host(#[source] host::HostError),
    /// A native trigger run did not exit with code 0.
    #[error("{program} exited with {code:?}/{signal:?}")]
    TriggerFailed {
        /// The trigger program.
        program: String,
        /// Its exit code.
        code: Option<i32>,
        /// The signal that ended it.
        signal: Option<i32>,
    },
    /// A published row names a bench row that does not exist.
    #[error("published row `{row}` names no bench row `{bench_row}`")]
    UnknownRow {
        /// The published row.
        row: &'static str,
        /// The bench row it names.
        bench_row: &'static str,
    },
    /// [`attach_scale`] was asked for no probes: there is nothing to time.
    #[error("attach_scale needs at least one probe (`n` is 0)")]
    NoProbes,
    /// No profile of that name.
    #[error("unknown profile `{0}` (see `probesim profiles`)")]
    UnknownProfile(String),
    /// No published table of that name.
    #[error("{0} table missing")]
    MissingTable(&'static str),
    /// The host profile's file cannot be read.
    #[error("no host profile ({HOST_PROFILE}: {0}); run `probesim calibrate` first")]
    NoHostProfile(#[source] std::io::Error),
    /// The host profile's file has no costs.
    #[error(transparent)]
    Cost(#[from] CostError),
    /// The host profile could not be serialized.
    #[error("{0}")]
    Json(#[source] serde_json::Error),
    /// The host profile's file cannot be written.
    #[error("{HOST_PROFILE}: {0}")]
    WriteProfile(#[source] std::io::Error),
}

/// One row of the report.
#[derive(Clone, Debug, Serialize)]
pub struct RowReport {
    /// Row name.
    pub name: String,
    /// Transitions per hit.
    pub transitions: Transitions,
    /// Throughput the profile predicts (M/s).
    pub modelled: f64,
    /// The simulator's own throughput (M/s), without instruction accounting.
    pub simulator: f64,
    /// The simulator's throughput with exact instruction counting, `probesim run`'s
    /// mode (M/s).
    pub counted: f64,
    /// The real kernel's throughput (M/s), with `--real`.
    pub real: Option<f64>,
}

/// The whole report.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    /// Preset.
    pub kernel: String,
    /// Profile.
    pub profile: String,
    /// Iterations per simulator row.
    pub iterations: u64,
    /// Rows.
    pub rows: Vec<RowReport>,
    /// The simulator on the unprobed loop (usermode-count) with exact instruction
    /// counting, as `probesim run` does; the simulator column runs without it.
    pub counted_usermode: f64,
    /// Bare Unicorn (no hook at all) on the unprobed loop's code.
    pub bare_usermode: f64,
    /// The `cases/s` row.
    pub cases: CasesReport,
    /// The real-program rows (with `--real`; [`INTERP_ROWS`]): real programs under the
    /// simulator and under `qemu-x86_64`. A row whose host program is not installed is
    /// left out and named in `skipped`.
    pub interp: Vec<InterpReport>,
    /// The real-program rows left out, each with why.
    pub skipped: Vec<String>,
    /// How much the machine's own speed varied during the run.
    pub host: HostSpeed,
}

impl BenchReport {
    /// The report as a table, one row per line, then the two reference rates.
    pub fn text(&self) -> String {
        let mut out = format!(
            "kernel {}  profile {}  ({} iterations per simulator row)\n{:<15}   {:>5} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5}   {:>13} {:>13} {:>13} {:>13}\n",
            self.kernel, self.profile, self.iterations, "row", "traps", "sstep", "sysc", "iret", "sysret", "hijack", "tramp",
            "modelled", "simulator", "run mode", "real"
        );
        for r in &self.rows {
            let t = &r.transitions;
            let real = r.real.map_or("-".to_string(), |x| format!("{x:.3} M/s"));
            out.push_str(&format!(
                "{:<15} : {:>5} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5}   {:>9.3} M/s {:>9.3} M/s {:>9.3} M/s {:>13}\n",
                r.name,
                fmt_n(t.traps),
                fmt_n(t.single_steps),
                fmt_n(t.syscalls),
                fmt_n(t.iret),
                fmt_n(t.sysret),
                fmt_n(t.hijacks),
                fmt_n(t.trampoline_insns),
                r.modelled,
                r.simulator,
                r.counted,
                real
            ));
        }
        let c = &self.cases;
        let t = &c.transitions;
        out.push_str(&format!(
            "{:<15} : {:>5} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5}   {:>13} {:>9.3} k/s {:>13} {:>13}\n",
            c.name,
            fmt_n(t.traps),
            fmt_n(t.single_steps),
            fmt_n(t.syscalls),
            fmt_n(t.iret),
            fmt_n(t.sysret),
            fmt_n(t.hijacks),
            fmt_n(t.trampoline_insns),
            "-",
            c.with_reset / 1e3,
            "-",
            "-"
        ));
        out.push_str(&format!(
            "simulator column: no instruction accounting; run mode: exact instruction counting, as `probesim run`. \
             usermode-count on bare Unicorn (no hooks): {:.3} M/s; in the simulator with exact instruction counting: \
             {:.3} M/s ({:.2}x bare Unicorn)\n",
            self.bare_usermode,
            self.counted_usermode,
            self.counted_usermode / self.bare_usermode.max(1e-9)
        ));
        out.push_str(&format!(
            "cases/s: one case is `{}` attached to sim:{}, run and its hits read, with exact instruction counting; \
             transitions per case. With Machine::reset between cases {:.0} cases/s; a fresh Machine per case {:.0} cases/s \
             (Machine::new takes the machine the case before dropped); {:.0} cases/s where none fits (two configurations \
             in turn)\n",
            c.probe, c.program, c.with_reset, c.fresh, c.fresh_unkept
        ));
        let ratios: Vec<String> = self
            .rows
            .iter()
            // The unprobed loop's real column is native code, no kernel at all.
            .filter(|r| r.name != "usermode-count")
            .filter_map(|r| {
                let real = r.real.filter(|&x| x > 0.0)?;
                Some(format!("{} {:.1}x / {:.1}x", r.name, r.simulator / real, r.counted / real))
            })
            .collect();
        if !ratios.is_empty() {
            out.push_str(&format!("against the real kernel (simulator / run mode): {}\n", ratios.join(", ")));
        }
        if self.host.slowest_s > 0.0 {
            out.push_str(&format!(
                "machine speed: a fixed native loop, timed before each of the {ROUNDS} rounds of each row, took \
                 {:.0}-{:.0} ms ({:.2}x); each column keeps its fastest round\n",
                self.host.fastest_s * 1e3,
                self.host.slowest_s * 1e3,
                self.host.slowest_s / self.host.fastest_s.max(1e-9)
            ));
        }
        for i in &self.interp {
            out.push_str(&i.text());
        }
        for why in &self.skipped {
            out.push_str(&format!("{why}\n"));
        }
        out
    }
}

fn fmt_n(x: f64) -> String {
    if (x - x.round()).abs() < 1e-9 {
        format!("{}", x.round() as i64)
    } else {
        format!("{x:.3}")
    }
}

/// Runs `rows` (of `preset`: see [`rows()`]), then the [`CASES`] row, then with `real` the
/// real `programs` (their run mode timed as `programs.mode` says). `progress` is told
/// the row name before each row.
pub fn run(
    preset: Preset,
    rows: &[Row],
    profile: &Profile,
    iterations: u64,
    real: bool,
    programs: &RealPrograms<'_>,
    mut progress: impl FnMut(&str),
) -> Result<BenchReport, BenchError> {
    let mut out = Vec::new();
    let mut host = HostSpeed::new();
    // One directory for every row's native runs (removed when the rows are done).
    let native_runs = if real { Some(NativeRuns::new()?) } else { None };
    for &row in rows {
        progress(row.name);
        let t = transitions(&row, preset)?;
        let modelled = profile.throughput(&t.features(row.guest_syscalls));
        // The columns timed in turn, round by round (see ROUNDS).
        let n = row.sim_iterations(iterations);
        let (mut simulator, mut counted) = (Fastest::new(n), Fastest::new(n));
        let mut native = native_runs.as_ref().map(|runs| (runs, Fastest::new(row.real_iterations)));
        for _ in 0..ROUNDS {
            host.sample();
            simulator.round(|n| sim_seconds(&row, preset, n, false))?;
            counted.round(|n| sim_seconds(&row, preset, n, true))?;
            if let Some((runs, t)) = &mut native {
                t.round(|n| runs.seconds(&row, n))?;
            }
        }
        let (simulator, counted) = (simulator.mps(), counted.mps());
        let real = native.map(|(_, t)| t.mps());
        out.push(RowReport { name: row.name.to_string(), transitions: t, modelled, simulator, counted, real });
    }
    let usermode = rows.iter().find(|r| r.trigger == Trigger::UsermodeCount);
    let (counted_usermode, bare_usermode) = match usermode {
        Some(row) => {
            // Timed in turn, round by round (see ROUNDS).
            let n = row.sim_iterations(iterations);
            let (mut counted, mut bare) = (Fastest::new(n), Fastest::new(n));
            for _ in 0..ROUNDS {
                counted.round(|n| sim_seconds(row, preset, n, true))?;
                bare.round(|n| bare_seconds(row, n))?;
            }
            (counted.mps(), bare.mps())
        }
        None => (0.0, 0.0),
    };
    progress(CASES.name);
    let cases = cases_throughput(preset)?;
    let (mut interp, mut skipped) = (Vec::new(), Vec::new());
    for row in programs.rows.iter().filter(|_| real) {
        progress(row.name);
        match interp_throughput(row, preset, &programs.mode)? {
            Some(report) => interp.push(report),
            None => {
                let path = match row.program {
                    InterpProgram::Host(path) => path,
                    InterpProgram::Built(p) => p.name(),
                };
                skipped.push(format!("{}: {path} is not installed here: the row is skipped", row.name));
            }
        }
    }
    Ok(BenchReport {
        kernel: preset.name().into(),
        profile: profile.name.clone(),
        iterations,
        rows: out,
        counted_usermode,
        bare_usermode,
        cases,
        interp,
        skipped,
        host,
    })
}
