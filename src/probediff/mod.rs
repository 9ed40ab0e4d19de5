//! `probesim probe-diff`: a differential fuzzer of the probe mechanics against the real
//! kernel.
//!
//! Random static programs ([`gen`]: calls, returns, branches, loops, RIP-relative
//! accesses, `push`, `syscall`, `rep movsb`, recursion past the return-instance limit,
//! `longjmp`, USDT sites with semaphores, the red zone, a `lock` prefix) are run natively
//! under real uprobes, uretprobes and USDT probes at random places, and under the 6.18
//! preset, and the two are compared as `probesim diff` compares them
//! ([`crate::diff::compare`]): exit, stdout and stderr, and for every probe whether it was
//! installed, its hits and the bytes at its site at exit. Each difference is traced to the
//! case whose probe or output line shows it.
//!
//! The native side counts hits with BPF `uprobe_multi` links
//! ([`crate::host::Consumer::BpfMulti`]), so a batch of a thousand probes costs two RCU
//! grace periods to detach, not a thousand; what the kernel does at each site is the same
//! as under perf events. A run is deterministic for its seed: case `j` of batch `b` depends
//! only on the seed, `b` and `j`, and the batch size.
//!
//! # Differs from Linux
//! Nothing here models the kernel; the native runs are scoped to the guest's process,
//! and the generated programs do not fork.

pub mod gen;

use rayon::prelude::*;
use serde::Serialize;

use crate::consumers::Scope;
use crate::diff;
use crate::machine::Preset;
use crate::session::{RunError, RunRequest};
use crate::target::Target;

/// Cases per program, by default: about a hundred probes per case on average at the
/// highest density, so a batch stays well under the kernel's limits and a difference is
/// easy to read.
pub const BATCH: usize = 20;

/// Programs run at once, by default.
pub const JOBS: usize = 8;

/// Differences kept in full, by default.
pub const KEPT_DIFFERENCES: usize = 10;

/// What to run.
#[derive(Clone, Debug)]
pub struct Config {
    /// The seed (the same seed, the same programs and probes).
    pub seed: u64,
    /// Cases in all (rounded up to whole batches).
    pub cases: u64,
    /// Cases per program.
    pub batch: usize,
    /// The first batch (to rerun one batch of a long run: its index and `cases` = one batch).
    pub first_batch: u64,
    /// Differences kept in full.
    pub keep: usize,
    /// Static-PIE programs instead of `ET_EXEC` ones (the same cases at other addresses;
    /// the bytes at each site at exit are then not compared, as `diff` does not for a PIE).
    pub pie: bool,
    /// Programs run at once (the native side mostly waits for the kernel's grace
    /// periods, so more than the cores pays).
    pub jobs: usize,
    /// Where to write the program and probes of every batch with a difference (a
    /// regression case: `probesim diff --probe ...` on the ELF reproduces it).
    pub save: Option<std::path::PathBuf>,
}

/// One case with a difference.
#[derive(Clone, Debug, Serialize)]
pub struct Difference {
    /// The batch (program).
    pub batch: u64,
    /// The case in it.
    pub case: usize,
    /// The batch's program name.
    pub program: String,
    /// The case's probes.
    pub probes: Vec<String>,
    /// What differs, as `probesim diff` says it.
    pub differences: Vec<String>,
}

/// What a run found.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    /// The seed.
    pub seed: u64,
    /// Cases run.
    pub cases: u64,
    /// Programs run on each side.
    pub batches: u64,
    /// Probes attached in all.
    pub probes: u64,
    /// Probes the kernel refused (where the simulator refused them too).
    pub refused: u64,
    /// Hits counted on the host in all.
    pub hits: u64,
    /// Cases with a difference.
    pub unexplained: u64,
    /// Differences not traced to a case (the exit status, a batch that failed to run).
    pub batch_differences: Vec<String>,
    /// The first [`Config::keep`] cases with a difference.
    pub differences: Vec<Difference>,
}

impl Summary {
    /// As text.
    pub fn text(&self) -> String {
        let mut t = format!(
            "probe-diff seed {}: {} cases in {} programs, {} probes ({} refused by the kernel), {} hits; {} cases with \
             differences\n",
            self.seed, self.cases, self.batches, self.probes, self.refused, self.hits, self.unexplained
        );
        for d in &self.batch_differences {
            t.push_str(&format!("  {d}\n"));
        }
        for d in &self.differences {
            t.push_str(&format!("batch {} case {} ({}):\n", d.batch, d.case, d.program));
            for line in &d.differences {
                t.push_str(&format!("  {line}\n"));
            }
            t.push_str(&format!("  probes: {}\n", d.probes.join(" ")));
        }
        t
    }

    /// As one JSON object.
    pub fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}

/// Why a run could not be made.
#[derive(Debug, thiserror::Error)]
pub enum ProbeDiffError {
    /// A generated program did not build (a bug of the generator).
    #[error("batch {batch}: the generated program does not build: {source}")]
    Build {
        /// The batch.
        batch: u64,
        /// Why.
        source: sim_programs::BuildError,
    },
    /// The real kernel's side cannot run here.
    #[error("{0}")]
    Run(#[from] RunError),
    /// `--save` failed.
    #[error("cannot save batch {batch} to {path}: {source}")]
    Save {
        /// The batch.
        batch: u64,
        /// The directory.
        path: String,
        /// Why.
        source: std::io::Error,
    },
}

/// What one batch found.
struct BatchResult {
    probes: u64,
    refused: u64,
    hits: u64,
    /// Per case with a difference.
    cases: Vec<Difference>,
    /// Not traced to a case.
    other: Vec<String>,
}

/// Runs `cfg`.
pub fn run(cfg: &Config) -> Result<Summary, ProbeDiffError> {
    crate::host::availability().map_err(|e| ProbeDiffError::Run(RunError::Unavailable(e)))?;
    let batch = cfg.batch.max(1);
    let batches = cfg.cases.div_ceil(batch as u64).max(1);
    let go = || -> Vec<Result<BatchResult, ProbeDiffError>> {
        (cfg.first_batch..cfg.first_batch + batches).into_par_iter().map(|b| run_batch(cfg, b, batch)).collect()
    };
    let results = match rayon::ThreadPoolBuilder::new().num_threads(cfg.jobs.max(1)).build() {
        Ok(pool) => pool.install(go),
        Err(_) => go(),
    };
    let mut s = Summary { seed: cfg.seed, cases: batches * batch as u64, batches, ..Summary::default() };
    for r in results {
        let r = r?;
        s.probes += r.probes;
        s.refused += r.refused;
        s.hits += r.hits;
        s.unexplained += r.cases.len() as u64;
        s.batch_differences.extend(r.other);
        let room = cfg.keep.saturating_sub(s.differences.len());
        s.differences.extend(r.cases.into_iter().take(room));
    }
    Ok(s)
}

/// The case a probe spec or an output line belongs to: the `J` of `cJ_` or of a line
/// `cJ=`/`dJ=`.
fn case_of(text: &str) -> Option<usize> {
    let digits = |s: &str| -> Option<usize> {
        let n: String = s.chars().take_while(char::is_ascii_digit).collect();
        n.parse().ok()
    };
    if let Some(i) = text.find(":c") {
        return digits(&text[i + 2..]);
    }
    let rest = text.strip_prefix('c').or_else(|| text.strip_prefix('d'))?;
    digits(rest)
}

fn run_batch(cfg: &Config, b: u64, cases: usize) -> Result<BatchResult, ProbeDiffError> {
    let (program, generated) =
        gen::batch(cfg.seed, b, cases, cfg.pie).map_err(|source| ProbeDiffError::Build { batch: b, source })?;
    let probes: Vec<String> = generated.iter().flat_map(|c| c.probes.iter().cloned()).collect();
    let mut req = RunRequest::new(Target::from(program.clone()), probes.clone());
    req.preset = Preset::V6_18;
    req.scope = Scope::Process;
    let diff::Diff { sim, real, differences, .. } = diff::run_bpf(&req)?;
    let mut out = BatchResult {
        probes: probes.len() as u64,
        refused: real.probes.iter().filter(|p| !p.installed).count() as u64,
        hits: real.probes.iter().map(|p| p.hits).sum(),
        cases: Vec::new(),
        other: Vec::new(),
    };
    let mut found: Vec<(usize, String)> = Vec::new();
    for line in differences {
        if line.starts_with("stdout:") {
            // The first line that differs names the case.
            let (s, r) = (sim.stdout.lines(), real.stdout.lines());
            match s.zip(r).find(|(x, y)| x != y) {
                Some((x, y)) if case_of(x).is_some() => {
                    found.push((case_of(x).unwrap_or(0), format!("stdout: simulator {x} / host {y}")))
                }
                _ => out.other.push(format!("batch {b}: {line}")),
            }
            continue;
        }
        let spec = line.split_whitespace().find(|w| w.contains(":c")).unwrap_or("");
        match case_of(spec) {
            Some(j) => found.push((j, line)),
            None => out.other.push(format!("batch {b}: {line}")),
        }
    }
    for c in &generated {
        let lines: Vec<String> = found.iter().filter(|(j, _)| *j == c.index).map(|(_, l)| l.clone()).collect();
        if !lines.is_empty() {
            out.cases.push(Difference {
                batch: b,
                case: c.index,
                program: program.name.clone(),
                probes: c.probes.clone(),
                differences: lines,
            });
        }
    }
    if let (Some(dir), false) = (&cfg.save, out.cases.is_empty() && out.other.is_empty()) {
        let save = |source| ProbeDiffError::Save { batch: b, path: dir.display().to_string(), source };
        std::fs::create_dir_all(dir).map_err(save)?;
        let elf = dir.join(&program.name);
        std::fs::write(&elf, program.to_elf()).map_err(save)?;
        let specs: Vec<String> = probes
            .iter()
            .map(|p| p.replacen(&format!(":{}:", program.name), &format!(":{}:", elf.display()), 1))
            .collect();
        std::fs::write(dir.join(format!("{}.probes", program.name)), specs.join("\n") + "\n").map_err(save)?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_are_traced_to_their_case() {
        assert_eq!(case_of("uprobe:probe-diff-1-0:c12_f0+0x3"), Some(12));
        assert_eq!(case_of("c3=0x0000000000000001"), Some(3));
        assert_eq!(case_of("d7=0x0000000000000001"), Some(7));
        assert_eq!(case_of("exit: simulator 0 / host 1"), None);
    }

    #[test]
    fn a_batch_is_the_same_for_the_same_seed() {
        let (a, ca) = gen::batch(5, 3, 4, false).unwrap();
        let (b, cb) = gen::batch(5, 3, 4, false).unwrap();
        assert_eq!(a.to_elf(), b.to_elf());
        assert_eq!(ca.iter().map(|c| &c.probes).collect::<Vec<_>>(), cb.iter().map(|c| &c.probes).collect::<Vec<_>>());
        let (c, _) = gen::batch(6, 3, 4, false).unwrap();
        assert_ne!(a.to_elf(), c.to_elf());
        let (pie, cpie) = gen::batch(5, 3, 4, true).unwrap();
        assert!(pie.pie);
        let strip = |p: &str| p.replacen("probe-diff-pie-", "probe-diff-", 1);
        let same: Vec<Vec<String>> = cpie.iter().map(|c| c.probes.iter().map(|p| strip(p)).collect()).collect();
        assert_eq!(same, ca.iter().map(|c| c.probes.clone()).collect::<Vec<_>>(), "the same cases, as a PIE");
    }
}
