//! Schedule exploration: many runs of one program under different interleavings,
//! grouped by outcome (`probesim explore`, and `testing::explore` with feature `testing`).
//!
//! A campaign is a [`Plan`]: a [`Strategy`] (seeded random walks, PCT, or the bounded
//! enumeration), how many schedules, the seed, the quantum, how many host threads run
//! them and which shard of the campaign this is. Schedule 0 is always the default
//! schedule (round-robin at the plan's quantum). Each run is given its chooser wrapped
//! in a [`strategy::Recording`], so every schedule comes back as its
//! [`token::ScheduleToken`], which `--schedule TOKEN` replays exactly.
//!
//! The driver does not know what a run is: it calls a runner with a chooser, and the
//! runner (the session's, or a test's) builds a machine, runs it and says what
//! happened ([`RunResult`]). Schedules run in parallel on a rayon pool of
//! [`Plan::jobs`] threads (each run builds its own machine on its worker), and the
//! report is put together in schedule order, so it is the same for every `jobs`.
//!
//! # Shards
//! `--shard K/N` runs the schedules of the campaign that belong to shard K: for
//! `random` and `pct`, schedule `i` belongs to shard `i mod N` (so the N shards together
//! run exactly the schedules of the unsharded campaign, each with the same token); for
//! `bounded`, the subtree under the root's `i`th child (the schedules whose first
//! preemption is the `i`th) belongs to shard `i mod N`, and each shard runs up to
//! `schedules` of its own. The default schedule is counted by shard 0 only.
//! [`ExploreReport::merge`] adds shards' reports up: the outcomes are the same set, the
//! counts add, and each outcome's first schedule is the lowest-numbered one.

pub mod strategy;
/// Schedule tokens live in the report layer ([`crate::report::token`]): a report carries one.
pub use crate::report::token;

use std::collections::BTreeSet;

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::kernel::sched::{Chooser, DEFAULT_QUANTUM};

use crate::report::ScheduleToken;
use strategy::{bounded_children, Pct, RandomWalk, Record, Recording, Replay};

/// Schedules a campaign runs when not told.
pub const DEFAULT_SCHEDULES: usize = 500;

/// Instructions before each probe-path event at which `bounded` tries a preemption.
pub const DEFAULT_WINDOW: u64 = 8;

/// How schedules are picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "name")]
pub enum Strategy {
    /// Uniform choices at every scheduling point and slice lengths uniform in
    /// `1..=quantum` ([`RandomWalk`]).
    Random,
    /// Probabilistic concurrency testing with `depth` priority change points ([`Pct`]).
    Pct {
        /// Change points per run.
        depth: u32,
    },
    /// Every schedule with at most `preemptions` departures from the default schedule,
    /// placed at kernel steps, thread switches and the instructions just before each
    /// probe-path event, in breadth-first order ([`bounded_children`]).
    Bounded {
        /// The bound.
        preemptions: u32,
    },
}

impl Strategy {
    /// The strategy named `name` (`random`, `pct`, `bounded`), with `k` change points
    /// (pct) or preemptions (bounded).
    pub fn parse(name: &str, k: u32) -> Option<Strategy> {
        match name {
            "random" => Some(Strategy::Random),
            "pct" => Some(Strategy::Pct { depth: k }),
            "bounded" => Some(Strategy::Bounded { preemptions: k }),
            _ => None,
        }
    }
}

/// Which part of a campaign one run of `explore` does (`--shard K/N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// K, from 0.
    pub index: u32,
    /// N.
    pub count: u32,
}

impl Shard {
    /// The whole campaign.
    pub const ALL: Shard = Shard { index: 0, count: 1 };

    /// `K/N` with K < N.
    pub fn parse(s: &str) -> Option<Shard> {
        let (k, n) = s.split_once('/')?;
        let (index, count) = (k.parse().ok()?, n.parse().ok()?);
        (index < count).then_some(Shard { index, count })
    }

    /// `--shard auto` or `auto/N`: this job's shard from the array-job variables of the
    /// batch system it runs under, read through `var`:
    /// - Slurm job arrays: `SLURM_ARRAY_TASK_ID` less `SLURM_ARRAY_TASK_MIN` (0 if
    ///   unset) of `SLURM_ARRAY_TASK_COUNT`;
    /// - Kubernetes Indexed Jobs: `JOB_COMPLETION_INDEX`, of N (the Job's
    ///   `completions`, which Kubernetes does not pass on: `auto/N` gives it).
    ///
    /// `None` when `spec` is not `auto` or `auto/N`; an error in words when the
    /// variables are missing or do not make a shard.
    pub fn auto(spec: &str, var: impl Fn(&str) -> Option<String>) -> Option<Result<Shard, String>> {
        let count_flag = match spec {
            "auto" => None,
            s => Some(s.strip_prefix("auto/")?),
        };
        let number = |name: &str| -> Result<Option<u32>, String> {
            match var(name) {
                None => Ok(None),
                Some(v) => v.trim().parse().map(Some).map_err(|_| format!("{name}={v:?} is not a number")),
            }
        };
        let count_flag = match count_flag.map(str::parse::<u32>) {
            None => None,
            Some(Ok(n)) if n > 0 => Some(n),
            Some(_) => return Some(Err(format!("--shard {spec}: N must be a positive number"))),
        };
        let found = (|| {
            if let Some(id) = number("SLURM_ARRAY_TASK_ID")? {
                let min = number("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0);
                let count = match (count_flag, number("SLURM_ARRAY_TASK_COUNT")?) {
                    (Some(n), _) | (None, Some(n)) => n,
                    (None, None) => return Err("SLURM_ARRAY_TASK_COUNT is not set: give --shard auto/N".into()),
                };
                let index = id.checked_sub(min).ok_or("SLURM_ARRAY_TASK_ID is below SLURM_ARRAY_TASK_MIN")?;
                return Ok(Shard { index, count });
            }
            if let Some(index) = number("JOB_COMPLETION_INDEX")? {
                let count = count_flag.ok_or(
                    "JOB_COMPLETION_INDEX is set but the count is not: give --shard auto/N (the Job's completions)",
                )?;
                return Ok(Shard { index, count });
            }
            Err("--shard auto needs SLURM_ARRAY_TASK_ID (a Slurm job array) or JOB_COMPLETION_INDEX (a Kubernetes Indexed Job)".to_string())
        })();
        Some(found.and_then(|s| {
            if s.index < s.count {
                Ok(s)
            } else {
                Err(format!("shard {} is not below the count {}", s.index, s.count))
            }
        }))
    }

    fn owns(self, i: u64) -> bool {
        i % u64::from(self.count) == u64::from(self.index)
    }
}

/// A campaign.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// How schedules are picked.
    pub strategy: Strategy,
    /// How many (per shard, for `bounded`).
    pub schedules: usize,
    /// The seed of `random` and `pct` (schedule `i` is seeded from it and `i`).
    pub seed: u64,
    /// The default quantum (and the longest slice of `random`).
    pub quantum: u64,
    /// Host threads; 0: one per core.
    pub jobs: usize,
    /// Which part of the campaign.
    pub shard: Shard,
    /// `bounded`: how many instructions before each probe-path event to try.
    pub window: u64,
}

impl Default for Plan {
    fn default() -> Self {
        Plan {
            strategy: Strategy::Random,
            schedules: DEFAULT_SCHEDULES,
            seed: 0,
            quantum: DEFAULT_QUANTUM,
            jobs: 0,
            shard: Shard::ALL,
            window: DEFAULT_WINDOW,
        }
    }
}

/// One probe's hits in an [`Outcome`].
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ProbeHits {
    /// The spec.
    pub spec: String,
    /// Hits.
    pub hits: u64,
}

/// What a run's schedules are grouped by.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Outcome {
    /// How the process ended, in words (`exited with code 0`, `killed by signal 11
    /// (SIGSEGV)`).
    pub exit: String,
    /// The guest's stdout (lossy UTF-8).
    pub stdout: String,
    /// Hits per probe, in report order.
    pub hits: Vec<ProbeHits>,
    /// Red-zone writes by the probe mechanism.
    pub red_zone_writes: u64,
    /// A property the run broke: a deadlock, the budget spent, or what the caller's
    /// check says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub violation: Option<String>,
    /// The caller's grouping key ([`Outcome::keyed`]): when set, the schedules are
    /// grouped by it (and the violation) alone, and the other fields are empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

impl Outcome {
    /// The outcome of `report`, with `violation`, or the report's own (a deadlock, the
    /// budget spent).
    pub fn of(report: &crate::report::Report, violation: Option<String>) -> Outcome {
        let own = if report.budget_exhausted {
            Some("instruction budget exhausted".to_string())
        } else {
            report.deadlock.first().map(|b| {
                format!("deadlock: pid {} was {} ({})", b.pid, b.waiting, crate::trace::syscall_name(b.syscall))
            })
        };
        Outcome {
            exit: crate::report::exit_text(&report.exit),
            stdout: report.stdout.clone(),
            hits: report.probes.iter().map(|p| ProbeHits { spec: p.spec.clone(), hits: p.hits }).collect(),
            red_zone_writes: report.red_zone.writes,
            violation: violation.or(own),
            key: None,
        }
    }

    /// An outcome grouped by the caller's `key` alone (with `report`'s own violation: a
    /// deadlock, the budget spent, unless `violation` is given).
    pub fn keyed(report: &crate::report::Report, key: String, violation: Option<String>) -> Outcome {
        let own = Outcome::of(report, violation).violation;
        Outcome {
            exit: String::new(),
            stdout: String::new(),
            hits: Vec::new(),
            red_zone_writes: 0,
            violation: own,
            key: Some(key),
        }
    }
}

/// What the runner says about one schedule.
#[derive(Debug)]
pub struct RunResult {
    /// The outcome.
    pub outcome: Outcome,
    /// Guest instructions the run executed (`pct` draws its change points below the
    /// default schedule's).
    pub instructions: u64,
    /// The instruction stamps of the probe-path events (traps, handlers, breakpoint
    /// writes): where `bounded` tries preemptions. Empty for the other strategies.
    pub events: Vec<u64>,
    /// What the caller wants back from this schedule ([`explore_collect`] gathers it,
    /// in schedule order).
    pub value: Option<Box<dyn std::any::Any + Send>>,
}

/// One outcome of a campaign.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    /// What happened.
    pub outcome: Outcome,
    /// In how many schedules.
    pub schedules: u64,
    /// The first of them (its number in the campaign).
    pub first: u64,
    /// Its token.
    pub token: ScheduleToken,
    /// For `random` and `pct`: the same schedule named by how it was drawn
    /// ([`SeededToken`]: strategy, seed, number, quantum), a few characters where the
    /// token can be a thousand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seeded: Option<SeededToken>,
    /// The command line that replays it (with [`ExploreReport::with_command`]).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reproduce: String,
}

/// A campaign's result. Deserializes from its JSON (for [`ExploreReport::merge`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ExploreReport {
    /// The strategy.
    pub strategy: Strategy,
    /// The seed.
    pub seed: u64,
    /// The default quantum.
    pub quantum: u64,
    /// The shards this report covers (all of them after a merge).
    pub shards: Vec<Shard>,
    /// Schedules run.
    pub schedules: u64,
    /// Every outcome, in order of its first schedule.
    pub outcomes: Vec<Group>,
    /// The reproducer's template, `{token}` standing for the token (see
    /// [`ExploreReport::with_command`]); empty when none was given.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub command: String,
}

/// Why reports cannot be merged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MergeError {
    /// No report.
    #[error("nothing to merge")]
    Empty,
    /// Two reports are of different campaigns.
    #[error("the reports are of different campaigns (strategy, seed or quantum differ)")]
    Campaign,
    /// A shard appears twice.
    #[error("shard {index}/{count} appears twice")]
    Twice {
        /// K.
        index: u32,
        /// N.
        count: u32,
    },
}

impl ExploreReport {
    /// The shards' reports of one campaign as one report.
    pub fn merge(reports: &[ExploreReport]) -> Result<ExploreReport, MergeError> {
        let first = reports.first().ok_or(MergeError::Empty)?;
        let mut out = ExploreReport { shards: Vec::new(), schedules: 0, outcomes: Vec::new(), ..first.clone() };
        for r in reports {
            if (r.strategy, r.seed, r.quantum) != (first.strategy, first.seed, first.quantum) {
                return Err(MergeError::Campaign);
            }
            for s in &r.shards {
                if out.shards.contains(s) {
                    return Err(MergeError::Twice { index: s.index, count: s.count });
                }
                out.shards.push(*s);
            }
            out.schedules += r.schedules;
            for g in &r.outcomes {
                match out.outcomes.iter_mut().find(|o| o.outcome == g.outcome) {
                    Some(o) => {
                        o.schedules += g.schedules;
                        if (g.first, &g.token.to_string()) < (o.first, &o.token.to_string()) {
                            o.first = g.first;
                            o.token = g.token.clone();
                            o.seeded = g.seeded;
                        }
                    }
                    None => out.outcomes.push(g.clone()),
                }
            }
        }
        out.shards.sort_by_key(|s| (s.count, s.index));
        out.outcomes.sort_by_key(|g| (g.first, g.token.to_string()));
        let command = out.command.clone();
        Ok(out.with_command(&command))
    }

    /// The report with `template` as its reproducer (`{token}` standing for each
    /// outcome's token), filled in for each outcome.
    pub fn with_command(mut self, template: &str) -> ExploreReport {
        self.command = template.to_string();
        for g in &mut self.outcomes {
            g.reproduce = template.replace("{token}", &g.token.to_string());
        }
        self
    }

    /// The outcomes with a violation.
    pub fn violations(&self) -> impl Iterator<Item = &Group> {
        self.outcomes.iter().filter(|g| g.outcome.violation.is_some())
    }

    /// The readable form: per outcome, how many schedules, the first token and its
    /// reproducer.
    pub fn text(&self) -> String {
        let strategy = match self.strategy {
            Strategy::Random => "random".to_string(),
            Strategy::Pct { depth } => format!("pct (depth {depth})"),
            Strategy::Bounded { preemptions } => format!("bounded (at most {preemptions} preemptions)"),
        };
        let shards = match self.shards.as_slice() {
            [Shard::ALL] => String::new(),
            s => {
                let s: Vec<String> = s.iter().map(|s| format!("{}/{}", s.index, s.count)).collect();
                format!("  shards {}", s.join(","))
            }
        };
        let mut out = format!(
            "{} schedules, strategy {strategy}, seed {}, quantum {}{shards}: {} outcome{}\n",
            self.schedules,
            self.seed,
            self.quantum,
            self.outcomes.len(),
            if self.outcomes.len() == 1 { "" } else { "s" }
        );
        for (i, g) in self.outcomes.iter().enumerate() {
            let o = &g.outcome;
            out.push_str(&format!(
                "\noutcome {}: {} schedule{}\n",
                i + 1,
                g.schedules,
                if g.schedules == 1 { "" } else { "s" }
            ));
            if let Some(k) = &o.key {
                out.push_str(&format!("  key: {k}\n"));
            } else {
                out.push_str(&format!("  process {}\n", o.exit));
            }
            if let Some(v) = &o.violation {
                out.push_str(&format!("  VIOLATION: {v}\n"));
            }
            if o.key.is_none() {
                let stdout = o.stdout.escape_debug().to_string();
                out.push_str(&format!("  stdout: \"{stdout}\"\n"));
            }
            for h in &o.hits {
                out.push_str(&format!("  probe {}  hits={}\n", h.spec, h.hits));
            }
            if o.red_zone_writes > 0 {
                out.push_str(&format!("  red-zone writes: {}\n", o.red_zone_writes));
            }
            out.push_str(&format!("  first: schedule {}  token {}\n", g.first, g.token));
            if !g.reproduce.is_empty() {
                out.push_str(&format!("  reproduce: {}\n", g.reproduce));
            }
        }
        out
    }
}

/// The seed of schedule `i` (splitmix64 of the campaign seed and `i`).
fn schedule_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed ^ i.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// One schedule's run: its actual token, what it chose, and what the runner said.
type Ran = (ScheduleToken, Record, RunResult);

/// Runs `chooser` through `run`, recording it.
fn run_one<E>(
    run: &(dyn Fn(Box<dyn Chooser>) -> Result<RunResult, E> + Sync),
    chooser: impl Chooser + 'static,
    quantum: u64,
) -> Result<Ran, E> {
    let (rec, record) = Recording::new(chooser, quantum);
    let result = run(Box::new(rec))?;
    let record = record.borrow().clone();
    Ok((record.token(), record, result))
}

/// Adds schedule `index` with `outcome` to `groups`.
fn count(groups: &mut Vec<Group>, index: u64, token: &ScheduleToken, seeded: Option<SeededToken>, outcome: &Outcome) {
    match groups.iter_mut().find(|g| g.outcome == *outcome) {
        Some(g) => g.schedules += 1,
        None => groups.push(Group {
            outcome: outcome.clone(),
            schedules: 1,
            first: index,
            token: token.clone(),
            seeded,
            reproduce: String::new(),
        }),
    }
}

/// What each schedule's runner gave back ([`RunResult::value`]), by schedule number.
pub type Values = Vec<(u64, Box<dyn std::any::Any + Send>)>;

/// Runs the campaign `plan` with `run` (see the module doc). `run` is given each
/// schedule's chooser and must build a fresh machine with it; it is called from the
/// pool's threads. The first error (in schedule order) ends the campaign.
pub fn explore<E: Send>(
    plan: &Plan,
    run: &(dyn Fn(Box<dyn Chooser>) -> Result<RunResult, E> + Sync),
) -> Result<ExploreReport, E> {
    explore_collect(plan, run).map(|(report, _)| report)
}

/// [`explore`], also giving back each schedule's [`RunResult::value`], in schedule
/// order (the runner runs on many threads; what it returns is gathered here).
pub fn explore_collect<E: Send>(
    plan: &Plan,
    run: &(dyn Fn(Box<dyn Chooser>) -> Result<RunResult, E> + Sync),
) -> Result<(ExploreReport, Values), E> {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(plan.jobs).build();
    let go = || match plan.strategy {
        Strategy::Bounded { preemptions } => bounded(plan, preemptions as usize, run),
        Strategy::Random | Strategy::Pct { .. } => seeded(plan, run),
    };
    let (schedules, outcomes, values) = match pool {
        Ok(pool) => pool.install(go)?,
        // A pool cannot be had (no thread could be spawned): run on this thread.
        Err(_) => go()?,
    };
    let report = ExploreReport {
        strategy: plan.strategy,
        seed: plan.seed,
        quantum: plan.quantum,
        shards: vec![plan.shard],
        schedules,
        outcomes,
        command: String::new(),
    };
    Ok((report, values))
}

/// A `random` or `pct` schedule named by how it was drawn: the strategy, the
/// campaign's seed, the schedule's number, the quantum, and for `pct` the default
/// schedule's length in instructions (its change points are drawn below it). Written
/// `random-s0-i17-q10000` or `pct3-s0-i17-q10000-l24047`; [`SeededToken::chooser`]
/// replays it, the same schedule as the explicit token of its group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct SeededToken {
    /// `random` or `pct` (with its depth).
    pub strategy: Strategy,
    /// The campaign's seed.
    pub seed: u64,
    /// The schedule's number in the campaign (0: the default schedule).
    pub index: u64,
    /// The quantum.
    pub quantum: u64,
    /// `pct`: the default schedule's instructions (0 for `random`).
    pub length: u64,
}

impl SeededToken {
    /// The chooser that makes this schedule (give it to
    /// [`crate::machine::Machine::set_chooser`] before the run).
    pub fn chooser(&self) -> Box<dyn Chooser> {
        let q = self.quantum.max(1);
        if self.index == 0 {
            return Box::new(Replay::new(ScheduleToken::with_quantum(q)));
        }
        let seed = schedule_seed(self.seed, self.index);
        match self.strategy {
            Strategy::Pct { depth } => Box::new(Pct::new(seed, depth, self.length, q)),
            _ => Box::new(RandomWalk::new(seed, q)),
        }
    }

    /// Reads the written form back (`None` if it is not one).
    pub fn parse(text: &str) -> Option<SeededToken> {
        let mut parts = text.split('-');
        let strategy = match parts.next()? {
            "random" => Strategy::Random,
            p => Strategy::Pct { depth: p.strip_prefix("pct")?.parse().ok()? },
        };
        let mut field = |tag: char| -> Option<u64> { parts.next()?.strip_prefix(tag)?.parse().ok() };
        let (seed, index, quantum) = (field('s')?, field('i')?, field('q')?);
        let length = match strategy {
            Strategy::Pct { .. } => field('l')?,
            _ => 0,
        };
        parts.next().is_none().then_some(SeededToken { strategy, seed, index, quantum, length })
    }
}

impl std::fmt::Display for SeededToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let SeededToken { seed, index, quantum, length, .. } = self;
        match self.strategy {
            Strategy::Pct { depth } => write!(f, "pct{depth}-s{seed}-i{index}-q{quantum}-l{length}"),
            _ => write!(f, "random-s{seed}-i{index}-q{quantum}"),
        }
    }
}

impl From<SeededToken> for String {
    fn from(t: SeededToken) -> String {
        t.to_string()
    }
}

impl TryFrom<String> for SeededToken {
    type Error = String;
    fn try_from(s: String) -> Result<SeededToken, String> {
        SeededToken::parse(&s).ok_or_else(|| format!("not a seeded schedule token: {s}"))
    }
}

/// A campaign's part: schedules run, their outcomes, what their runners gave back.
type Tally = (u64, Vec<Group>, Values);

/// `random` and `pct`: schedule `i` from the seed and `i`.
fn seeded<E: Send>(plan: &Plan, run: &(dyn Fn(Box<dyn Chooser>) -> Result<RunResult, E> + Sync)) -> Result<Tally, E> {
    let q = plan.quantum.max(1);
    let default = run_one(run, Replay::new(ScheduleToken::with_quantum(q)), q)?;
    let length = default.2.instructions;
    let mine: Vec<u64> = (1..plan.schedules as u64).filter(|i| plan.shard.owns(*i)).collect();
    let ran: Vec<Result<Ran, E>> = mine
        .par_iter()
        .map(|&i| {
            let seed = schedule_seed(plan.seed, i);
            match plan.strategy {
                Strategy::Pct { depth } => run_one(run, Pct::new(seed, depth, length, q), q),
                _ => run_one(run, RandomWalk::new(seed, q), q),
            }
        })
        .collect();
    let mut groups = Vec::new();
    let mut values = Vec::new();
    let mut n = 0;
    let named = |index: u64| {
        let pct = matches!(plan.strategy, Strategy::Pct { .. });
        SeededToken {
            strategy: plan.strategy,
            seed: plan.seed,
            index,
            quantum: q,
            length: if pct { length } else { 0 },
        }
    };
    let (token, _, default) = default;
    if plan.shard.owns(0) && plan.schedules > 0 {
        count(&mut groups, 0, &token, Some(named(0)), &default.outcome);
        values.extend(default.value.map(|v| (0, v)));
        n += 1;
    }
    for (i, r) in mine.iter().zip(ran) {
        let (token, _, result) = r?;
        count(&mut groups, *i, &token, Some(named(*i)), &result.outcome);
        values.extend(result.value.map(|v| (*i, v)));
        n += 1;
    }
    Ok((n, groups, values))
}

/// `bounded`: breadth-first, a level at a time (each level's schedules in parallel).
fn bounded<E: Send>(
    plan: &Plan,
    max: usize,
    run: &(dyn Fn(Box<dyn Chooser>) -> Result<RunResult, E> + Sync),
) -> Result<Tally, E> {
    let q = plan.quantum.max(1);
    let anchors = |events: &[u64]| -> Vec<u64> {
        let mut a: BTreeSet<u64> = BTreeSet::new();
        for e in events {
            for w in 0..=plan.window {
                if let Some(t) = e.checked_sub(w).filter(|t| *t > 0) {
                    a.insert(t);
                }
            }
        }
        a.into_iter().collect()
    };
    let mut groups = Vec::new();
    let mut values = Vec::new();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut n = 0u64;
    let mut frontier = vec![ScheduleToken::with_quantum(q)];
    let mut root = true;
    while !frontier.is_empty() && (n as usize) < plan.schedules {
        if !root {
            frontier.truncate(plan.schedules - n as usize);
        }
        let ran: Vec<Result<Ran, E>> = frontier.par_iter().map(|t| run_one(run, Replay::new(t.clone()), q)).collect();
        // Below the root, the next level runs at most what the campaign has left after
        // this one: children past that are not made (the same first ones as making all
        // and cutting the list).
        let left = plan.schedules.saturating_sub(n as usize + ran.len());
        let mut next = Vec::new();
        for r in ran {
            let (token, record, mut result) = r?;
            if !root || plan.shard.owns(0) {
                count(&mut groups, n, &token, None, &result.outcome);
                values.extend(result.value.take().map(|v| (n, v)));
                n += 1;
            }
            if !seen.insert(token.to_string()) {
                continue;
            }
            let room = if root { usize::MAX } else { left.saturating_sub(next.len()) };
            if room == 0 {
                continue;
            }
            let kids = bounded_children(&token, &record, &anchors(&result.events), max, room);
            if root {
                next.extend(kids.into_iter().enumerate().filter(|(i, _)| plan.shard.owns(*i as u64)).map(|(_, t)| t));
            } else {
                next.extend(kids);
            }
        }
        root = false;
        frontier = next;
    }
    Ok((n, groups, values))
}

#[cfg(test)]
mod shard_tests {
    use super::Shard;

    fn env<'a>(vars: &'a [(&str, &str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
    }

    #[test]
    fn auto_reads_slurm_and_kubernetes_array_jobs() {
        let slurm = [("SLURM_ARRAY_TASK_ID", "5"), ("SLURM_ARRAY_TASK_MIN", "3"), ("SLURM_ARRAY_TASK_COUNT", "4")];
        assert_eq!(Shard::auto("auto", env(&slurm)), Some(Ok(Shard { index: 2, count: 4 })));
        let k8s = [("JOB_COMPLETION_INDEX", "7")];
        assert_eq!(Shard::auto("auto/8", env(&k8s)), Some(Ok(Shard { index: 7, count: 8 })));
        assert!(Shard::auto("auto", env(&k8s)).unwrap().unwrap_err().contains("auto/N"));
        assert!(Shard::auto("auto/8", env(&[])).unwrap().unwrap_err().contains("JOB_COMPLETION_INDEX"));
        assert!(Shard::auto("auto/4", env(&k8s)).unwrap().unwrap_err().contains("not below"));
        assert!(Shard::auto("auto/0", env(&k8s)).unwrap().is_err());
        assert!(Shard::auto("auto", env(&[("SLURM_ARRAY_TASK_ID", "x")]))
            .unwrap()
            .unwrap_err()
            .contains("not a number"));
        assert_eq!(Shard::auto("2/4", env(&k8s)), None);
    }
}

#[cfg(test)]
mod tests {
    //! The driver over a fake program: two threads that each "increment a counter" in
    //! two steps (read, then write), so a preemption between the steps loses an update.
    use super::*;
    use crate::kernel::sched::{Decision, KernelStep, SchedPoint};

    /// Runs the fake program under `c`: thread t (1000, 1001) does `read; write` at
    /// instructions 10 and 20 of its own; a tick at every quantum, a kernel step after
    /// each read. Returns the final counter and the instructions run.
    fn fake(mut c: Box<dyn Chooser>) -> (u64, u64, Vec<u64>) {
        let mut pc = [0u64; 2]; // instructions each thread ran
        let mut local = [0u64; 2];
        let mut counter = 0;
        let mut insns = 0;
        let mut events = Vec::new();
        let mut cur = 0usize;
        let mut left = c.quantum();
        let mut point = SchedPoint::Tick;
        let runnable_of =
            |pc: &[u64; 2]| -> Vec<u32> { (0..2).filter(|t| pc[*t] < 30).map(|t| 1000 + t as u32).collect() };
        loop {
            let runnable = runnable_of(&pc);
            if runnable.is_empty() {
                return (counter, insns, events);
            }
            if point != SchedPoint::Tick || left == 0 || !runnable.contains(&(1000 + cur as u32)) {
                let p = if runnable.contains(&(1000 + cur as u32)) { point } else { SchedPoint::Switch };
                let i = c.choose(&Decision { point: p, current: 1000 + cur as u32, runnable: &runnable, insns });
                cur = (runnable[i] - 1000) as usize;
                left = c.quantum();
                point = SchedPoint::Tick;
            }
            pc[cur] += 1;
            insns += 1;
            left -= 1;
            match pc[cur] {
                10 => {
                    local[cur] = counter;
                    events.push(insns);
                    point = SchedPoint::Kernel(KernelStep::Detach);
                }
                20 => counter = local[cur] + 1,
                _ => {}
            }
        }
    }

    fn runner(c: Box<dyn Chooser>) -> Result<RunResult, String> {
        let (counter, instructions, events) = fake(c);
        let violation = (counter != 2).then(|| format!("lost update: counter {counter}"));
        let outcome = Outcome {
            exit: "exited with code 0".into(),
            stdout: format!("{counter}\n"),
            hits: Vec::new(),
            red_zone_writes: 0,
            violation,
            key: None,
        };
        Ok(RunResult { outcome, instructions, events, value: None })
    }

    fn plan(strategy: Strategy, schedules: usize, jobs: usize) -> Plan {
        Plan { strategy, schedules, seed: 42, quantum: 100, jobs, ..Plan::default() }
    }

    #[test]
    fn the_default_schedule_is_correct_and_every_strategy_finds_the_lost_update() {
        for s in [Strategy::Random, Strategy::Pct { depth: 2 }, Strategy::Bounded { preemptions: 1 }] {
            let r = explore(&plan(s, 200, 1), &runner).unwrap();
            assert_eq!(r.outcomes[0].first, 0);
            assert_eq!(r.outcomes[0].outcome.violation, None, "{s:?}");
            let bad = r.violations().next().unwrap_or_else(|| panic!("{s:?} found nothing: {r:?}"));
            // The token replays to the same outcome.
            let again = runner(Box::new(Replay::new(bad.token.clone()))).unwrap();
            assert_eq!(again.outcome, bad.outcome, "{s:?}");
        }
    }

    #[test]
    fn bounded_enumerates_every_preemption_point_once() {
        let r = explore(&plan(Strategy::Bounded { preemptions: 1 }, 10_000, 1), &runner).unwrap();
        // The root, then each one-preemption child: the kernel step of each thread's read
        // and the anchors before it (window 8: instructions 2..=10 of thread 0).
        assert!(r.schedules > 5 && r.schedules < 40, "{}", r.schedules);
        let k2 = explore(&plan(Strategy::Bounded { preemptions: 2 }, 10_000, 1), &runner).unwrap();
        assert!(k2.schedules > r.schedules);
    }

    #[test]
    fn reports_do_not_depend_on_jobs_and_shards_merge_to_the_whole() {
        for s in [Strategy::Random, Strategy::Pct { depth: 1 }, Strategy::Bounded { preemptions: 2 }] {
            let one = explore(&plan(s, 60, 1), &runner).unwrap();
            let two = explore(&plan(s, 60, 2), &runner).unwrap();
            assert_eq!(one, two, "{s:?}");
            if s == (Strategy::Bounded { preemptions: 2 }) {
                continue; // bounded shards split the tree, each with its own budget
            }
            let shards: Vec<ExploreReport> = (0..3)
                .map(|k| explore(&Plan { shard: Shard { index: k, count: 3 }, ..plan(s, 60, 1) }, &runner).unwrap())
                .collect();
            let json: Vec<ExploreReport> =
                shards.iter().map(|r| serde_json::from_str(&serde_json::to_string(r).unwrap()).unwrap()).collect();
            let mut whole = ExploreReport::merge(&json).unwrap();
            whole.shards = vec![Shard::ALL];
            assert_eq!(whole, one, "{s:?}");
        }
    }

    #[test]
    fn merging_refuses_other_campaigns_and_repeated_shards() {
        let a = explore(&plan(Strategy::Random, 10, 1), &runner).unwrap();
        let b = explore(&Plan { seed: 1, ..plan(Strategy::Random, 10, 1) }, &runner).unwrap();
        assert_eq!(ExploreReport::merge(&[a.clone(), b]), Err(MergeError::Campaign));
        assert_eq!(ExploreReport::merge(&[a.clone(), a]), Err(MergeError::Twice { index: 0, count: 1 }));
        assert_eq!(ExploreReport::merge(&[]), Err(MergeError::Empty));
    }

    #[test]
    fn shard_parse() {
        assert_eq!(Shard::parse("1/4"), Some(Shard { index: 1, count: 4 }));
        assert_eq!(Shard::parse("4/4"), None);
        assert_eq!(Shard::parse("x"), None);
    }
}
