//! Probe scripts: probes attached and detached while the guest runs, at its control
//! points (`probesim run --probe-script FILE`, `run --real --probe-script FILE`,
//! `diff --probe-script FILE`; `--schedule-file` is the flag's old, hidden name). Not to
//! be confused with schedule tokens (`--schedule TOKEN`, interleavings of threads).
//!
//! A control point is the guest's `syscall(SYS_PROBESIM_CONTROL, N)`
//! ([`crate::abi::syscall::SYS_PROBESIM_CONTROL`], `Asm::control_point` in the guest
//! builder). Linux has no such call and returns -ENOSYS, so the guest runs the same with
//! and without a watcher; the simulator stops there (`Machine::run_until(Until::ControlPoint)`),
//! and under `--real` a ptrace tracer stops the native guest at the call's
//! syscall-entry stop. Either applies the actions due, then lets the guest go on.
//!
//! # Format
//!
//! One action per line:
//!
//! ```text
//! # a comment: a line whose first non-blank character is `#`; blank lines are ignored
//! at control 1: attach uprobe:sim:live-control:step
//! at control 2: detach uprobe:sim:live-control:step
//! at control point 3: detach uretprobe:sim:live-control:outer   # trailing comment
//! ```
//!
//! - `at control N:` (or `at control point N:`): when the guest first reaches control
//!   point `N` (decimal, or hex with `0x`). Several lines may name the same `N`; they
//!   apply in file order. An action applies once: a control point reached again (a loop)
//!   applies nothing more.
//! - `attach SPEC` / `detach SPEC`: SPEC is a probe spec as `--probe` takes it
//!   (`uprobe:PATH:SYMBOL[+OFF]`, `uprobe:PATH:0xADDR`, `uretprobe:…`, `usdt:…`, and the
//!   patterns `uprobe:PATH:trig_*`, `uprobe:PATH:{a,b}`), without blanks. `detach` names
//!   the spec exactly as it was attached (by `--probe` or an `attach` line) and takes
//!   every site of a pattern. A probe is the spec: its hits add up over its attach
//!   periods, in one report entry per site.
//! - After the spec, only a comment (`#` after a blank) may follow.
//!
//! # Checks
//!
//! Before the run ([`ProbeScript::check`]): every spec parses (and, in the session, resolves
//! in the target); and read in the order of control point numbers (file order for one
//! number), every `attach` finds its spec detached and every `detach` finds it attached,
//! starting from the `--probe` specs attached. Each failure is one [`ProbeScriptError`]
//! naming `FILE:LINE`, which the CLI reports on one line with exit code 2. At run time an
//! action that finds its probe already as it asks (the guest reached the control points
//! in another order) changes nothing.
//!
//! Only the first process's control points count: under `--real` only it is traced, so in
//! the simulator a forked child's control points are passed over too.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::spec::ProbeSpec;

/// What an action does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Op {
    /// Attach the spec.
    Attach,
    /// Detach the spec.
    Detach,
}

impl std::fmt::Display for Op {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Op::Attach => "attach",
            Op::Detach => "detach",
        })
    }
}

/// One line of a probe script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    /// Its line in the file (1-based).
    pub line: usize,
    /// The control point number that triggers it.
    pub control: u64,
    /// Attach or detach.
    pub op: Op,
    /// The probe spec, as written.
    pub spec: String,
}

/// A parsed probe script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProbeScript {
    /// The file, as named (for messages and the report).
    pub file: String,
    /// The actions, in file order.
    pub actions: Vec<Action>,
}

/// A bad probe script: every message names `FILE:LINE` (or the file) and fits on one
/// line.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ProbeScriptError {
    /// The file cannot be read.
    #[error("cannot read probe script `{file}`: {source}")]
    Read {
        /// The file.
        file: String,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// A line is not `at control N: attach|detach SPEC`.
    #[error("{file}:{line}: {why}")]
    Syntax {
        /// The file.
        file: String,
        /// The line (1-based).
        line: usize,
        /// What is wrong.
        why: String,
    },
    /// A spec does not parse, or does not resolve in the target.
    #[error("{file}:{line}: bad probe spec `{spec}`: {why}")]
    Spec {
        /// The file.
        file: String,
        /// The line.
        line: usize,
        /// The spec.
        spec: String,
        /// Why.
        why: String,
    },
    /// `detach SPEC` where SPEC is not attached (in control point order).
    #[error("{file}:{line}: `detach {spec}` at control point {control}, but `{spec}` is not attached there")]
    NotAttached {
        /// The file.
        file: String,
        /// The line.
        line: usize,
        /// The control point.
        control: u64,
        /// The spec.
        spec: String,
    },
    /// `attach SPEC` where SPEC is already attached (in control point order).
    #[error("{file}:{line}: `attach {spec}` at control point {control}, but `{spec}` is already attached there")]
    AlreadyAttached {
        /// The file.
        file: String,
        /// The line.
        line: usize,
        /// The control point.
        control: u64,
        /// The spec.
        spec: String,
    },
    /// The file has no action line.
    #[error("{file}: no action (expected lines like `at control 1: attach SPEC`)")]
    Empty {
        /// The file.
        file: String,
    },
}

/// The form every action line has, for messages.
const FORM: &str = "expected `at control N: attach SPEC` or `at control N: detach SPEC`";

impl ProbeScript {
    /// Reads and parses `path` ([`ProbeScript::parse`]).
    pub fn read(path: &Path) -> Result<ProbeScript, ProbeScriptError> {
        let file = path.display().to_string();
        let text = std::fs::read(path).map_err(|source| ProbeScriptError::Read { file: file.clone(), source })?;
        let text = std::str::from_utf8(&text).map_err(|e| ProbeScriptError::Read {
            file: file.clone(),
            source: std::io::Error::new(std::io::ErrorKind::InvalidData, format!("not UTF-8 text ({e})")),
        })?;
        ProbeScript::parse(&file, text)
    }

    /// Parses the text of probe script `file` (see the module docs for the format).
    pub fn parse(file: &str, text: &str) -> Result<ProbeScript, ProbeScriptError> {
        let mut actions = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let body = raw.trim();
            if body.is_empty() || body.starts_with('#') {
                continue;
            }
            let syntax = |why: String| ProbeScriptError::Syntax { file: file.to_string(), line, why };
            let (when, what) = body.split_once(':').ok_or_else(|| syntax(format!("{FORM}, got `{body}`")))?;
            let control = parse_when(when).map_err(syntax)?;
            let mut words = what.split_whitespace();
            let op = match words.next() {
                Some("attach") => Op::Attach,
                Some("detach") => Op::Detach,
                Some(other) => return Err(syntax(format!("unknown action `{other}` (attach, detach)"))),
                None => return Err(syntax(format!("{FORM}, got no action after `{}:`", when.trim()))),
            };
            let spec = words.next().ok_or_else(|| syntax(format!("`{op}` needs a probe spec")))?;
            if let Some(extra) = words.next().filter(|w| !w.starts_with('#')) {
                return Err(syntax(format!("unexpected `{extra}` after the spec (a spec has no blanks)")));
            }
            ProbeSpec::parse(spec).map_err(|e| ProbeScriptError::Spec {
                file: file.to_string(),
                line,
                spec: spec.to_string(),
                why: e.why,
            })?;
            actions.push(Action { line, control, op, spec: spec.to_string() });
        }
        if actions.is_empty() {
            return Err(ProbeScriptError::Empty { file: file.to_string() });
        }
        Ok(ProbeScript { file: file.to_string(), actions })
    }

    /// Checks the attach and detach lines against each other, read in the order of their
    /// control point numbers (file order for one number), starting with `initial` (the
    /// `--probe` specs) attached: each `attach` must find its spec detached, each
    /// `detach` attached.
    pub fn check(&self, initial: &[String]) -> Result<(), ProbeScriptError> {
        let mut attached: Vec<&str> = initial.iter().map(String::as_str).collect();
        let mut order: Vec<&Action> = self.actions.iter().collect();
        order.sort_by_key(|a| a.control); // stable: file order within one number
        for a in order {
            let at = attached.iter().position(|s| *s == a.spec);
            let (file, line, control, spec) = (self.file.clone(), a.line, a.control, a.spec.clone());
            match (a.op, at) {
                (Op::Attach, None) => attached.push(&a.spec),
                (Op::Attach, Some(_)) => return Err(ProbeScriptError::AlreadyAttached { file, line, control, spec }),
                (Op::Detach, Some(i)) => {
                    attached.remove(i);
                }
                (Op::Detach, None) => return Err(ProbeScriptError::NotAttached { file, line, control, spec }),
            }
        }
        Ok(())
    }

    /// The specs that `attach` lines name and `initial` does not, each once, in file
    /// order: with `initial`, every probe the run can have.
    pub fn attached_later(&self, initial: &[String]) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for a in &self.actions {
            if a.op == Op::Attach && !initial.contains(&a.spec) && !out.contains(&a.spec) {
                out.push(a.spec.clone());
            }
        }
        out
    }

    /// A [`ProbeScriptError::Spec`] for the spec of `action` (for resolution failures).
    pub fn spec_error(&self, action: &Action, why: impl Into<String>) -> ProbeScriptError {
        ProbeScriptError::Spec {
            file: self.file.clone(),
            line: action.line,
            spec: action.spec.clone(),
            why: why.into(),
        }
    }

    /// Which actions are due when the guest reaches control point `n`: those naming `n`
    /// that have not been applied yet (`applied[i]` is `Some` once action `i` was), in
    /// file order.
    pub fn due(&self, n: u64, applied: &[Option<u64>]) -> Vec<usize> {
        (0..self.actions.len())
            .filter(|i| self.actions[*i].control == n && applied.get(*i).is_some_and(Option::is_none))
            .collect()
    }

    /// The report of a run of this probe script: `applied[i]` is the ordinal (1-based, in the
    /// order the guest reached them) of the control point at which action `i` applied.
    pub fn report(&self, control_points: u64, applied: &[Option<u64>]) -> ProbeScriptReport {
        ProbeScriptReport {
            file: self.file.clone(),
            control_points,
            actions: self
                .actions
                .iter()
                .zip(applied.iter().chain(std::iter::repeat(&None)))
                .map(|(a, at)| AppliedAction {
                    line: a.line,
                    control: a.control,
                    action: a.op,
                    spec: a.spec.clone(),
                    applied_at: *at,
                })
                .collect(),
        }
    }
}

/// `at control N` or `at control point N`.
fn parse_when(when: &str) -> Result<u64, String> {
    let words: Vec<&str> = when.split_whitespace().collect();
    let n = match words.as_slice() {
        ["at", "control", n] | ["at", "control", "point", n] => *n,
        _ => return Err(format!("{FORM}, got `{}`", when.trim())),
    };
    let parsed = match n.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => n.parse::<u64>(),
    };
    parsed.map_err(|_| format!("bad control point number `{n}` (decimal, or hex with 0x)"))
}

/// What a probe script did in a run (in the report, sim and real alike).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ProbeScriptReport {
    /// The probe script's file.
    pub file: String,
    /// Control points the first process reached.
    pub control_points: u64,
    /// Every action, in file order.
    pub actions: Vec<AppliedAction>,
}

/// One action of a probe script, and when it applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct AppliedAction {
    /// Its line in the file.
    pub line: usize,
    /// The control point number that triggers it.
    pub control: u64,
    /// Attach or detach.
    pub action: Op,
    /// The spec.
    pub spec: String,
    /// The ordinal (1-based, in the order the guest reached them) of the control point
    /// at which it applied; `None`: the guest never reached control point `control`.
    pub applied_at: Option<u64>,
}

impl ProbeScriptReport {
    /// The report's text block: a header, then one line per action.
    pub fn text(&self) -> String {
        let mut out = format!("probe script {}: {} control point(s) reached\n", self.file, self.control_points);
        for a in &self.actions {
            let when = match a.applied_at {
                Some(k) => format!("applied (stop #{k} of the control points reached)"),
                None => "not applied (control point not reached)".to_string(),
            };
            out.push_str(&format!("  line {}: at control {}: {} {}  {when}\n", a.line, a.control, a.action, a.spec));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_actions_comments_and_both_forms() {
        let s = ProbeScript::parse(
            "s.txt",
            "# header\n\n  at control 1: attach uprobe:p:f\nat control point 0x2 : detach uprobe:p:f   # done\n",
        )
        .unwrap();
        assert_eq!(
            s.actions,
            [
                Action { line: 3, control: 1, op: Op::Attach, spec: "uprobe:p:f".into() },
                Action { line: 4, control: 2, op: Op::Detach, spec: "uprobe:p:f".into() },
            ]
        );
        s.check(&[]).unwrap();
    }

    #[test]
    fn errors_name_file_and_line() {
        let cases = [
            ("attach uprobe:p:f\n", "s:1: expected `at control N"),
            ("at control x: attach uprobe:p:f\n", "s:1: bad control point number `x`"),
            ("\nat control 1: fire uprobe:p:f\n", "s:2: unknown action `fire`"),
            ("at control 1: attach\n", "s:1: `attach` needs a probe spec"),
            ("at control 1: attach uprobe:p:f extra\n", "s:1: unexpected `extra`"),
            ("at control 1: attach kprobe:p:f\n", "s:1: bad probe spec `kprobe:p:f`"),
            (
                "at control 1:\n",
                "s:1: expected `at control N: attach SPEC` or `at control N: detach SPEC`, got no action",
            ),
            ("# nothing\n", "s: no action"),
        ];
        for (text, want) in cases {
            let e = ProbeScript::parse("s", text).unwrap_err().to_string();
            assert!(e.starts_with(want), "{text:?}: {e}");
            assert_eq!(e.lines().count(), 1);
        }
    }

    #[test]
    fn check_follows_control_point_order() {
        let s = ProbeScript::parse("s", "at control 5: attach uprobe:p:f\nat control 2: detach uprobe:p:f\n").unwrap();
        // From --probe uprobe:p:f: detach at 2, attach again at 5.
        s.check(&["uprobe:p:f".to_string()]).unwrap();
        let e = s.check(&[]).unwrap_err().to_string();
        assert_eq!(e, "s:2: `detach uprobe:p:f` at control point 2, but `uprobe:p:f` is not attached there");
        let twice = ProbeScript::parse("s", "at control 1: attach uprobe:p:f\n").unwrap();
        assert!(twice.check(&["uprobe:p:f".to_string()]).unwrap_err().to_string().contains("already attached"));
        assert_eq!(twice.attached_later(&[]), ["uprobe:p:f"]);
        assert!(twice.attached_later(&["uprobe:p:f".to_string()]).is_empty());
    }

    #[test]
    fn due_applies_each_action_once() {
        let s = ProbeScript::parse("s", "at control 1: attach uprobe:p:f\nat control 1: detach uprobe:p:g\n").unwrap();
        let mut applied = vec![None; 2];
        assert_eq!(s.due(1, &applied), [0, 1]);
        assert!(s.due(2, &applied).is_empty());
        applied[0] = Some(1);
        assert_eq!(s.due(1, &applied), [1]);
        let r = s.report(3, &applied);
        assert_eq!(r.actions[0].applied_at, Some(1));
        assert_eq!(r.actions[1].applied_at, None);
        assert!(r.text().contains("line 2: at control 1: detach uprobe:p:g  not applied"));
    }
}
