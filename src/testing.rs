//! Helpers for property suites and snapshot tests in other crates (feature `testing`).
//!
//! - [`run`]: one call from a program, a preset and specs to a [`Report`];
//! - strategies: [`presets`], [`boundaries`] of a function, [`probe_sets`], and
//!   [`return_walks`]: programs from the catalog's generators (recursion, call chains,
//!   tail calls, longjmp out of hijacked frames) with the uretprobe hits Linux gives them;
//! - [`differences`] between two reports (two presets' runs, say): every differing
//!   field, with an ignore list and a snapshot-friendly rendering;
//! - [`explore`]: a closure run on every schedule of an exploration campaign (the
//!   interleavings of a threaded guest), the outcomes grouped, each with its replay token;
//! - [`insta_settings`] for snapshots kept beside the test.
//!
//! ```
//! use probesim::prelude::*;
//! use probesim::testing;
//! use proptest::prelude::*;
//!
//! let program = probesim::guests::find("nested-calls").unwrap();
//! let image = Image::parse(program.to_elf()).unwrap();
//! let sites = testing::boundaries(&image, "level2").unwrap();
//! let mut runner = proptest::test_runner::TestRunner::deterministic();
//! runner
//!     .run(&(testing::presets(), proptest::sample::select(sites)), |(preset, at)| {
//!         let probed = testing::run(&program, preset, &[format!("uprobe:x:{at:#x}")]).unwrap();
//!         let plain = testing::run(&program, preset, &[]).unwrap();
//!         prop_assert_eq!(&probed.stdout, &plain.stdout);
//!         prop_assert!(probed.probes[0].hits > 0);
//!         Ok(())
//!     })
//!     .unwrap();
//! ```

use iced_x86::{Decoder, DecoderOptions};
use proptest::prelude::*;

use crate::explore::token::ScheduleToken;
use crate::explore::{ExploreReport, Outcome, Plan, RunResult};
use crate::guests::Program;
use crate::loader::Image;
use crate::machine::{Machine, Report, RunConfig, SimError};
use crate::presets::Preset;

/// Runs `program` under `preset` with counting probes on `specs` (any PATH: the machine
/// runs only this program) and returns the report.
pub fn run(program: &Program, preset: Preset, specs: &[String]) -> Result<Report, SimError> {
    let image = Image::parse(program.to_elf())?;
    let mut m = Machine::new(image, RunConfig { preset, ..RunConfig::default() })?;
    for s in specs {
        m.attach(s)?;
    }
    m.run()?;
    m.report(&program.name)
}

/// Every preset, uniformly.
pub fn presets() -> impl Strategy<Value = Preset> {
    proptest::sample::select(Preset::ALL.iter().map(|(p, _)| *p).collect::<Vec<_>>())
}

/// The instruction boundaries of function `symbol` of `image` (its sized symbol,
/// decoded from the file's bytes), or `None` when there is no such function.
pub fn boundaries(image: &Image, symbol: &str) -> Option<Vec<u64>> {
    let s = image.symbols.iter().find(|s| s.name == symbol && s.is_func)?;
    let bytes = image.file_bytes_at(s.addr, s.size as usize)?;
    let mut d = Decoder::with_ip(64, bytes, s.addr, DecoderOptions::NONE);
    let mut out = Vec::new();
    while d.can_decode() {
        let ip = d.ip();
        if d.decode().is_invalid() {
            break;
        }
        out.push(ip);
    }
    Some(out)
}

/// A generated program that exercises the return-instance stack, with a uretprobe spec
/// on it and the hits Linux's `prepare_uretprobe()` rules give that uretprobe (the
/// generators' documented counts).
#[derive(Clone, Debug)]
pub struct ReturnWalk {
    /// The program.
    pub program: Program,
    /// A `uretprobe:` spec naming it.
    pub spec: String,
    /// Return-handler runs on Linux.
    pub hits: u64,
}

/// Random [`ReturnWalk`]s: `recursion(d)` (min(max(d, 1), 64) returns), `call_chain(depth,
/// calls)` on its innermost level (`calls`: one pending instance, however deep),
/// `tail_call(calls)`
/// (`calls`, through one chained return each), and `longjmp(dive, after)` (min(after, 64)
/// if `dive` < 64, else 0: a longjmp out of `dive` hijacked frames).
pub fn return_walks() -> impl Strategy<Value = ReturnWalk> {
    use crate::guests::generators::{call_chain, longjmp, recursion, tail_call};
    let walk = |program: Program, func: &str, hits: u64| {
        let spec = format!("uretprobe:{}:{func}", program.name);
        ReturnWalk { program, spec, hits }
    };
    prop_oneof![
        (0u32..200).prop_map(move |d| walk(recursion(d), "recurse", u64::from(d.max(1)).min(64))),
        (1u32..80, 1u32..6).prop_map(move |(depth, calls)| {
            walk(call_chain(depth, calls), &format!("level{depth}"), u64::from(calls))
        }),
        (1u32..20).prop_map(move |calls| walk(tail_call(calls), "g", u64::from(calls))),
        (1u32..=81, 1u32..=81).prop_map(move |(dive, after)| {
            let hits = if dive < 64 { u64::from(after.min(64)) } else { 0 };
            walk(longjmp(dive, after), "uretprobe_longjmp", hits)
        }),
    ]
}

/// Sets of up to `max` distinct addresses drawn from `sites`, in address order.
pub fn probe_sets(sites: Vec<u64>, max: usize) -> impl Strategy<Value = Vec<u64>> {
    let n = sites.len();
    proptest::sample::subsequence(sites, 0..=max.min(n))
}

/// One field where two reports differ: its path in the report's JSON
/// (`probes[0].site_bytes`, `counts.trap`), and its value on each side (`None`: absent).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Difference {
    /// The field, as a JSON path from the report (`optimized.trampoline_pages`).
    pub path: String,
    /// Its value in the first report.
    pub left: Option<serde_json::Value>,
    /// Its value in the second.
    pub right: Option<serde_json::Value>,
}

/// Every field where two reports differ, in the report's field order
/// ([`differences`]). Its `Display` is one line per field, `path: left -> right`, for
/// an insta snapshot or an assertion message.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
#[serde(transparent)]
pub struct Differences(pub Vec<Difference>);

impl Differences {
    /// No field differs.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The differing fields' paths, in order.
    pub fn paths(&self) -> Vec<&str> {
        self.0.iter().map(|d| d.path.as_str()).collect()
    }

    /// The difference at `path`, if that field differs.
    pub fn get(&self, path: &str) -> Option<&Difference> {
        self.0.iter().find(|d| d.path == path)
    }
}

impl std::fmt::Display for Differences {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        fn show(v: &Option<serde_json::Value>) -> String {
            const LONG: usize = 100;
            let text = match v {
                None => "(absent)".to_string(),
                Some(serde_json::Value::Array(items)) if items.iter().any(|i| i.is_object()) => {
                    format!("[{} items]", items.len())
                }
                Some(v) => v.to_string(),
            };
            match text.char_indices().nth(LONG) {
                Some((cut, _)) => format!("{}...", &text[..cut]),
                None => text,
            }
        }
        for d in &self.0 {
            writeln!(f, "{}: {} -> {}", d.path, show(&d.left), show(&d.right))?;
        }
        Ok(())
    }
}

/// Every field where reports `a` and `b` differ, except `kernel` (the preset's name,
/// which differs whenever two presets are compared: what a preset changes shows in the
/// other fields).
///
/// Objects are compared field by field and arrays of objects item by item (`probes[1]`);
/// a scalar, a string (the site's bytes) or an array of scalars (the trampoline pages)
/// is one field, and so is an array of objects whose lengths differ.
///
/// ```
/// use probesim::prelude::*;
/// use probesim::testing;
///
/// let program = probesim::guests::find("bench-nop5").unwrap();
/// let specs = ["uprobe:x:uprobe_target_nop5".to_string()];
/// let old = testing::run(&program, Preset::V6_10, &specs).unwrap();
/// let new = testing::run(&program, Preset::V6_18, &specs).unwrap();
/// let d = testing::differences(&old, &new);
/// // 6.18 rewrites the nop5 into a call to its trampoline: no more int3 traps.
/// assert_eq!(d.get("probes[0].site_bytes").unwrap().right.as_ref().unwrap(), "e8 ac 1f 00 00");
/// assert!(d.get("counts.trap").is_some());
/// // Leave out what the comparison is not about:
/// let d = testing::differences_ignoring(&old, &new, &["counts", "instructions", "red_zone.first"]);
/// assert!(d.paths().iter().all(|p| !p.starts_with("counts.")));
/// ```
pub fn differences(a: &Report, b: &Report) -> Differences {
    differences_ignoring(a, b, &[])
}

/// [`differences`], also leaving out the fields `ignore` names: a path as
/// [`Difference::path`] writes it, where a field leaves out everything under it
/// (`counts`: every count) and `[*]` stands for any index (`probes[*].hits`).
pub fn differences_ignoring(a: &Report, b: &Report, ignore: &[&str]) -> Differences {
    use serde_json::Value;
    let ignored = |path: &str| -> bool {
        let any_index = any_index(path);
        ["kernel"].iter().chain(ignore).any(|pat| {
            [path, any_index.as_str()].iter().any(|p| {
                p.strip_prefix(pat)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with('.') || rest.starts_with('['))
            })
        })
    };
    fn join(path: &str, key: &str) -> String {
        if path.is_empty() {
            key.to_string()
        } else {
            format!("{path}.{key}")
        }
    }
    fn walk(
        path: &str,
        a: Option<&Value>,
        b: Option<&Value>,
        ignored: &dyn Fn(&str) -> bool,
        out: &mut Vec<Difference>,
    ) {
        if !path.is_empty() && ignored(path) {
            return;
        }
        match (a, b) {
            (Some(Value::Object(x)), Some(Value::Object(y))) => {
                for (k, v) in x {
                    walk(&join(path, k), Some(v), y.get(k), ignored, out);
                }
                for (k, w) in y.iter().filter(|(k, _)| !x.contains_key(*k)) {
                    walk(&join(path, k), None, Some(w), ignored, out);
                }
            }
            (Some(Value::Array(x)), Some(Value::Array(y)))
                if x.len() == y.len() && x.iter().chain(y).any(|v| v.is_object() || v.is_array()) =>
            {
                for (i, (v, w)) in x.iter().zip(y).enumerate() {
                    walk(&format!("{path}[{i}]"), Some(v), Some(w), ignored, out);
                }
            }
            _ if a != b => out.push(Difference { path: path.to_string(), left: a.cloned(), right: b.cloned() }),
            _ => {}
        }
    }
    let (a, b) = (serde_json::to_value(a).unwrap_or_default(), serde_json::to_value(b).unwrap_or_default());
    let mut out = Vec::new();
    walk("", Some(&a), Some(&b), &ignored, &mut out);
    Differences(out)
}

/// `path` with every array index written `[*]`.
fn any_index(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    let mut rest = path;
    while let Some(open) = rest.find('[') {
        out.push_str(&rest[..=open]);
        match rest[open..].find(']') {
            Some(close) => {
                out.push('*');
                rest = &rest[open + close..];
            }
            None => {
                rest = &rest[open + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The first of [`differences`], as `path: left -> right`, or `None` when the reports
/// agree (the preset's name aside).
pub fn first_difference(a: &Report, b: &Report) -> Option<String> {
    let d = differences(a, b);
    let first = d.0.into_iter().next()?;
    Some(Differences(vec![first]).to_string().trim_end().to_string())
}

/// insta settings for snapshots in a `snapshots/` folder beside the calling crate's
/// manifest, without module prefixes (pass `env!("CARGO_MANIFEST_DIR")`).
pub fn insta_settings(manifest_dir: &str) -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(std::path::Path::new(manifest_dir).join("snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s
}

/// Runs the exploration campaign `plan` (see [`crate::explore`]) over the machines
/// `factory` builds (probes attached, not yet run; one per schedule, built on the
/// campaign's threads): each runs under its schedule's chooser, and `check` judges its
/// report, given the schedule's token; an `Err` is that schedule's violation. The
/// outcomes come back grouped, each with the token of its first schedule (replay it
/// with [`crate::explore::strategy::Replay`] and [`Machine::set_chooser`], or
/// `probesim run --schedule TOKEN`). A run that spends its budget is a violation too;
/// any other error ends the campaign.
///
/// For `bounded`, build the machines with [`crate::kernel::KernelConfig::record_stamps`]
/// on (or `record_trace`, which costs far more): its preemptions go just before the
/// probe path's events (without either, only at kernel steps, thread switches and
/// forks).
///
/// ```
/// use probesim::explore::{Plan, Strategy};
/// use probesim::prelude::*;
/// use probesim::testing;
///
/// let program = probesim::guests::races::rewrite(3);
/// let image = Image::parse(program.to_elf()).unwrap();
/// let factory = || {
///     let mut m = Machine::new(image.clone(), RunConfig::default())?;
///     m.attach("uprobe:race-rewrite:site")?;
///     Ok(m)
/// };
/// let plan = Plan { strategy: Strategy::Random, schedules: 20, quantum: 50, ..Plan::default() };
/// let report = testing::explore(factory, &plan, |r, _token| {
///     if r.stdout == "sum=6\n" { Ok(()) } else { Err(format!("stdout {:?}", r.stdout)) }
/// })
/// .unwrap();
/// assert_eq!(report.schedules, 20);
/// assert_eq!(report.violations().count(), 0, "{}", report.text());
/// ```
pub fn explore(
    factory: impl Fn() -> Result<Machine, SimError> + Sync,
    plan: &Plan,
    check: impl Fn(&Report, &ScheduleToken) -> Result<(), String> + Sync,
) -> Result<ExploreReport, SimError> {
    let run = |report: &Report, token: &ScheduleToken| (Outcome::of(report, check(report, token).err()), None);
    explore_with(&factory, plan, &run).map(|(report, _)| report)
}

/// What [`explore_by`] gives back: the campaign's report, its outcomes grouped by the
/// caller's key, and every schedule's key (or violation), in schedule order.
#[derive(Debug)]
pub struct Explored<K> {
    /// The campaign, grouped by key.
    pub report: ExploreReport,
    /// Schedule number and what `key` returned for it, in schedule order.
    pub keys: Vec<(u64, Result<K, String>)>,
}

/// [`explore`] with the grouping in the caller's hands: `key` returns what a schedule's
/// outcome is (anything `Debug`: a number, a tuple, a struct), or an `Err` violation.
/// Schedules are grouped by the key alone (and the violation), not by stdout, hits and
/// red-zone writes, and every schedule's key comes back in [`Explored::keys`], so a
/// test collects what it saw without a `Mutex`. `random` and `pct` outcomes also carry
/// a short [`crate::explore::SeededToken`] that replays them.
///
/// ```
/// use probesim::explore::{Plan, Strategy};
/// use probesim::prelude::*;
/// use probesim::testing;
///
/// let program = probesim::guests::races::rewrite(3);
/// let image = Image::parse(program.to_elf()).unwrap();
/// let factory = || {
///     let mut m = Machine::new(image.clone(), RunConfig::default())?;
///     m.attach("uprobe:race-rewrite:site")?;
///     Ok(m)
/// };
/// let plan = Plan { strategy: Strategy::Random, schedules: 20, quantum: 50, ..Plan::default() };
/// let got = testing::explore_by(factory, &plan, |r, _token| Ok(r.stdout.clone())).unwrap();
/// assert_eq!(got.keys.len(), 20);
/// assert!(got.report.outcomes.iter().all(|o| o.outcome.key.is_some()));
/// // A short token replays an outcome's first schedule.
/// let first = &got.report.outcomes[0];
/// let mut m = factory().unwrap();
/// m.set_chooser(first.seeded.unwrap().chooser());
/// m.run().unwrap();
/// assert_eq!(Some(format!("{:?}", m.report("").unwrap().stdout)), first.outcome.key);
/// ```
pub fn explore_by<K: std::fmt::Debug + Send + 'static>(
    factory: impl Fn() -> Result<Machine, SimError> + Sync,
    plan: &Plan,
    key: impl Fn(&Report, &ScheduleToken) -> Result<K, String> + Sync,
) -> Result<Explored<K>, SimError> {
    let run = |report: &Report, token: &ScheduleToken| {
        let k = key(report, token);
        let outcome = match &k {
            Ok(k) => Outcome::keyed(report, format!("{k:?}"), None),
            Err(v) => Outcome::keyed(report, String::new(), Some(v.clone())),
        };
        (outcome, Some(Box::new(k) as Box<dyn std::any::Any + Send>))
    };
    let (report, values) = explore_with(&factory, plan, &run)?;
    let keys =
        values.into_iter().filter_map(|(i, v)| v.downcast::<Result<K, String>>().ok().map(|k| (i, *k))).collect();
    Ok(Explored { report, keys })
}

/// The runner of [`explore`] and [`explore_by`]: each schedule on a machine from
/// `factory`, its report judged by `judge` (an outcome, and a value to gather).
#[allow(clippy::type_complexity)]
fn explore_with(
    factory: &(dyn Fn() -> Result<Machine, SimError> + Sync),
    plan: &Plan,
    judge: &(dyn Fn(&Report, &ScheduleToken) -> (Outcome, Option<Box<dyn std::any::Any + Send>>) + Sync),
) -> Result<(ExploreReport, crate::explore::Values), SimError> {
    use crate::explore::strategy::{Boxed, Recording};
    let run = |chooser: Box<dyn crate::kernel::sched::Chooser>| -> Result<RunResult, SimError> {
        let mut m = factory()?;
        // A second recording of the same answers: the token `check` is given.
        let (rec, record) = Recording::new(Boxed(chooser), plan.quantum.max(1));
        m.set_chooser(Box::new(rec));
        match m.run() {
            Ok(_) | Err(SimError::Budget { .. }) => {}
            Err(e) => return Err(e),
        }
        let report = m.report("explore")?;
        let token = record.borrow().token();
        let (outcome, value) = judge(&report, &token);
        let events = report.probe_path_stamps().unwrap_or_else(|| m.probe_path_stamps());
        Ok(RunResult { outcome, instructions: report.instructions, events, value })
    };
    crate::explore::explore_collect(plan, &run)
}
