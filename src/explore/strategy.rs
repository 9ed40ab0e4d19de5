//! The choosers of exploration: [`Replay`] (a token), [`Recording`] (what a run chose,
//! as a token), [`RandomWalk`] (seeded uniform choices and slice lengths), [`Pct`]
//! (probabilistic concurrency testing) and the child schedules of the `bounded`
//! enumeration ([`bounded_children`]).
//!
//! Every chooser is deterministic in its inputs: the seeded ones use [`XorShiftRng`], a
//! named algorithm whose output does not change between builds, seeded with
//! `seed_from_u64`.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use rand::{RngExt, SeedableRng};
use rand_xorshift::XorShiftRng;

use crate::kernel::sched::{Chooser, Decision, RoundRobin, SchedPoint};

use crate::report::token::{Override, ScheduleToken};

/// The recording chooser lives in the report layer (a plain [`crate::machine::Machine`]
/// run records its schedule too).
pub use crate::report::recording::{Boxed, Record, Recording, Step};

/// Replays a token: its overrides where it has them, [`RoundRobin`] and its quantum
/// everywhere else (so a token's prefix followed by the default schedule is a token too).
/// Question `k` starts slice `k + 1` (see [`Record`]).
#[derive(Clone, Debug)]
pub struct Replay {
    token: ScheduleToken,
    asked: u32,
    diverged: Rc<RefCell<bool>>,
}

impl Replay {
    /// A replay of `token`.
    pub fn new(token: ScheduleToken) -> Replay {
        Replay { token, asked: 0, diverged: Rc::default() }
    }

    /// Set when the token named a choice the run did not offer (it was made for another
    /// target, preset or probe set): the run then took the default there.
    pub fn diverged(&self) -> Rc<RefCell<bool>> {
        self.diverged.clone()
    }
}

impl Chooser for Replay {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        self.asked = self.asked.saturating_add(1);
        match self.token.at(self.asked).and_then(|o| o.choice) {
            Some(c) if (c as usize) < d.runnable.len() => c as usize,
            Some(_) => {
                *self.diverged.borrow_mut() = true;
                RoundRobin.choose(d)
            }
            None => RoundRobin.choose(d),
        }
    }

    fn quantum(&mut self) -> u64 {
        self.token.at(self.asked).and_then(|o| o.quantum).unwrap_or(self.token.quantum)
    }
}

/// Uniform choices among the runnable threads, and slice lengths uniform in
/// `1..=max_quantum`, from a seed.
#[derive(Clone, Debug)]
pub struct RandomWalk {
    rng: XorShiftRng,
    max_quantum: u64,
}

impl RandomWalk {
    /// A walk from `seed`.
    pub fn new(seed: u64, max_quantum: u64) -> RandomWalk {
        RandomWalk { rng: XorShiftRng::seed_from_u64(seed), max_quantum: max_quantum.max(1) }
    }
}

impl Chooser for RandomWalk {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        self.rng.random_range(0..d.runnable.len().max(1))
    }

    fn quantum(&mut self) -> u64 {
        self.rng.random_range(1..=self.max_quantum)
    }
}

/// Probabilistic concurrency testing (Burckhardt et al., ASPLOS 2010): each thread gets
/// a random priority when first seen, the highest-priority runnable thread always runs,
/// and at `depth` change points (instruction counts drawn uniformly below the expected
/// run length) the running thread drops below every other. A bug of depth `d` is found
/// with probability at least 1/(n·k^(d-1)) per run (n threads, k steps).
///
/// Slices end at the next change point (the quantum is cut to reach it exactly) or at
/// `quantum`, whichever comes first.
#[derive(Clone, Debug)]
pub struct Pct {
    rng: XorShiftRng,
    priority: BTreeMap<u32, u64>,
    /// Change points, latest first (popped from the end).
    changes: Vec<u64>,
    /// The next priority a change point gives (below every initial one, decreasing).
    low: u64,
    quantum: u64,
    next_quantum: u64,
}

impl Pct {
    /// PCT from `seed` with `depth` change points below `length` instructions.
    pub fn new(seed: u64, depth: u32, length: u64, quantum: u64) -> Pct {
        let mut rng = XorShiftRng::seed_from_u64(seed);
        let mut changes: Vec<u64> = (0..depth).map(|_| rng.random_range(1..=length.max(1))).collect();
        changes.sort_unstable_by(|a, b| b.cmp(a));
        Pct {
            rng,
            priority: BTreeMap::new(),
            changes,
            low: u64::from(depth) + 1,
            quantum: quantum.max(1),
            next_quantum: quantum.max(1),
        }
    }
}

impl Chooser for Pct {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        while self.changes.last().is_some_and(|c| d.insns >= *c) {
            self.changes.pop();
            self.low = self.low.saturating_sub(1);
            self.priority.insert(d.current, self.low);
        }
        for t in d.runnable {
            if !self.priority.contains_key(t) {
                // Initial priorities lie above every change point's.
                let p = self.rng.random_range(1u64 << 32..1u64 << 62);
                self.priority.insert(*t, p);
            }
        }
        let mut best = 0;
        for (i, t) in d.runnable.iter().enumerate() {
            if self.priority[t] > self.priority[&d.runnable[best]] {
                best = i;
            }
        }
        self.next_quantum = match self.changes.last() {
            Some(c) => self.quantum.min(c.saturating_sub(d.insns)).max(1),
            None => self.quantum,
        };
        best
    }

    fn quantum(&mut self) -> u64 {
        self.next_quantum
    }
}

/// The schedules one more preemption away from `parent`, for the `bounded` enumeration:
/// `run` is what the parent's run chose, `anchors` the instruction counts near which a
/// preemption matters (the probe path's events less a small window), and `max` the
/// preemption bound; at most the first `limit` children are made. Children only add
/// preemptions after the parent's last override (so each schedule is generated once), in
/// order of where they preempt:
///
/// - at a [`SchedPoint::Kernel`] step or a [`SchedPoint::Switch`], every other runnable
///   thread;
/// - at an anchor `t`: the slice timer running at `t` (started by the latest question
///   after which a quantum was asked) cut to end exactly there (a quantum override),
///   then every other thread at the tick there (those that could run at the latest
///   question before `t`).
///
/// # Differs from an exact enumeration
/// A timer the kernel starts later than its question (when a second thread becomes
/// runnable, with no question asked) is taken to start at the question, so its cut
/// lands early; the first slice's timer is taken to start at instruction 0.
pub fn bounded_children(
    parent: &ScheduleToken,
    run: &Record,
    anchors: &[u64],
    max: usize,
    limit: usize,
) -> Vec<ScheduleToken> {
    if parent.preemptions() >= max {
        return Vec::new();
    }
    let last = parent.overrides.last();
    let from = last.map_or(0, |o| o.index as usize + 1);
    // A cut may also go to the parent's last overridden slice when that override set no
    // quantum (a thread chosen at a switch, then preempted in the slice it got).
    let cuttable =
        |slice: usize| slice >= from || last.is_some_and(|o| o.index as usize == slice && o.quantum.is_none());
    let with = |extra: &[Override]| {
        let mut t = parent.clone();
        for x in extra {
            match t.overrides.last_mut() {
                Some(o) if o.index == x.index => o.quantum = x.quantum,
                _ => t.overrides.push(*x),
            }
        }
        t
    };
    // (position, alternative, child): children in order of the instruction count where
    // they preempt, the first `limit` of them.
    let mut out: BTreeSet<(u64, u32, ScheduleToken)> = BTreeSet::new();
    // Whether a child at (position, alternative) may be among the first `limit`.
    let may_keep = |out: &BTreeSet<(u64, u32, ScheduleToken)>, pos: u64, c: u32| {
        out.len() < limit || out.last().is_some_and(|l| (pos, c) <= (l.0, l.1))
    };
    let keep = |out: &mut BTreeSet<(u64, u32, ScheduleToken)>, x: (u64, u32, ScheduleToken)| {
        out.insert(x);
        if out.len() > limit {
            out.pop_last();
        }
    };
    for (k, s) in run.steps.iter().enumerate() {
        let slice = k + 1;
        let branches = matches!(s.point, SchedPoint::Kernel(_) | SchedPoint::Switch | SchedPoint::Fork);
        if slice < from || s.options < 2 || !branches {
            continue;
        }
        for c in (0..s.options).filter(|c| *c != s.chosen) {
            if may_keep(&out, s.insns, c) {
                let child = with(&[Override { index: slice as u32, choice: Some(c), quantum: None }]);
                keep(&mut out, (s.insns, c, child));
            }
        }
    }
    // The slice timers: (slice index, start, quantum).
    let first = run.first_quantum.map(|q| (0usize, 0u64, q));
    let timers: Vec<(usize, u64, u64)> = first
        .into_iter()
        .chain(run.steps.iter().enumerate().filter(|(_, s)| s.timer).map(|(k, s)| (k + 1, s.insns, s.quantum)))
        .collect();
    let anchors: BTreeSet<u64> = anchors.iter().copied().collect();
    for t in anchors {
        // The questions before t stay as they were; the tick at t is question k.
        let k = run.steps.partition_point(|s| s.insns < t);
        if run.steps.get(k).is_some_and(|s| s.insns == t) {
            continue;
        }
        let Some(&(slice, start, quantum)) = timers.iter().rev().find(|x| x.1 < t) else { continue };
        if !cuttable(slice) || t - start >= quantum {
            continue;
        }
        // Who runs at t, and who else could.
        let (running, options) = match k.checked_sub(1).map(|i| &run.steps[i]) {
            Some(last) => (Some(last.chosen), last.options),
            None => (None, 2),
        };
        for c in (0..options).filter(|c| Some(*c) != running || options < 2) {
            if may_keep(&out, t, c) {
                let child = with(&[
                    Override { index: slice as u32, choice: None, quantum: Some(t - start) },
                    Override { index: k as u32 + 1, choice: Some(c), quantum: None },
                ]);
                keep(&mut out, (t, c, child));
            }
        }
    }
    out.into_iter().map(|(_, _, t)| t).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::sched::KernelStep;

    fn ask(c: &mut dyn Chooser, point: SchedPoint, current: u32, runnable: &[u32], insns: u64) -> (usize, u64) {
        let i = c.choose(&Decision { point, current, runnable, insns });
        (i, c.quantum())
    }

    #[test]
    fn a_recorded_walk_replays_its_answers() {
        let questions: Vec<(SchedPoint, u32, Vec<u32>, u64)> = (0..50)
            .map(|i| {
                let point = if i % 5 == 0 { SchedPoint::Kernel(KernelStep::Detach) } else { SchedPoint::Tick };
                (point, 1000 + i % 3, vec![1000, 1001, 1002], u64::from(i) * 10)
            })
            .collect();
        let (mut rec, record) = Recording::new(RandomWalk::new(7, 30), 30);
        let answers: Vec<(usize, u64)> = questions.iter().map(|(p, c, r, n)| ask(&mut rec, *p, *c, r, *n)).collect();
        let token = record.borrow().token();
        let token: ScheduleToken = token.to_string().parse().unwrap();
        let mut replay = Replay::new(token.clone());
        let again: Vec<(usize, u64)> = questions.iter().map(|(p, c, r, n)| ask(&mut replay, *p, *c, r, *n)).collect();
        assert_eq!(answers, again);
        assert!(!*replay.diverged().borrow());
        // Recording a replay gives the token back.
        let (mut rec2, record2) = Recording::new(Replay::new(token.clone()), 30);
        for (p, c, r, n) in &questions {
            ask(&mut rec2, *p, *c, r, *n);
        }
        assert_eq!(record2.borrow().token(), token);
    }

    #[test]
    fn replay_of_a_choice_that_is_not_offered_takes_the_default_and_says_so() {
        let t = ScheduleToken { quantum: 5, overrides: vec![Override { index: 1, choice: Some(4), quantum: None }] };
        let mut r = Replay::new(t);
        assert_eq!(ask(&mut r, SchedPoint::Tick, 1000, &[1000, 1001], 0), (1, 5));
        assert!(*r.diverged().borrow());
    }

    #[test]
    fn pct_runs_the_highest_priority_and_cuts_slices_at_change_points() {
        let mut p = Pct::new(3, 1, 1000, 10_000);
        let change = p.changes[0];
        let (first, q) = ask(&mut p, SchedPoint::Tick, 1000, &[1000, 1001], 0);
        assert_eq!(q, change, "the first slice ends at the change point");
        // Without a change point the same thread keeps winning.
        let runnable = [1000, 1001];
        let (again, _) = ask(&mut p, SchedPoint::Tick, runnable[first], &runnable, change - 1);
        assert_eq!(again, first);
        // At the change point the running thread drops below the other.
        let (after, q) = ask(&mut p, SchedPoint::Tick, runnable[first], &runnable, change);
        assert_ne!(after, first);
        assert_eq!(q, 10_000);
    }

    #[test]
    fn bounded_children_preempt_at_kernel_steps_and_anchors_after_the_parent() {
        let step = |point, insns, timer| Step {
            point,
            current: 1000,
            options: 2,
            chosen_tid: 1000,
            insns,
            chosen: 0,
            default: 0,
            quantum: 100,
            timer,
        };
        let run = Record {
            quantum: 100,
            first_quantum: Some(100),
            steps: vec![
                step(SchedPoint::Switch, 5, true),
                step(SchedPoint::Kernel(KernelStep::RewriteInt3), 40, false),
                step(SchedPoint::Tick, 100, true),
            ],
            ..Record::default()
        };
        let root = ScheduleToken::with_quantum(100);
        let kids = bounded_children(&root, &run, &[3, 50, 60, 100, 500], 1, usize::MAX);
        // Anchor 3 in slice 0 (who runs there is not known: both threads); the switch at
        // 5 and the kernel step at 40 (one alternative each); the anchors 50 and 60 cut
        // the timer the switch at 5 started (the kernel step does not start one); 100 is
        // a question already; 500 is past the last timer's quantum.
        assert_eq!(kids.len(), 6, "{kids:?}");
        // A limit keeps the first ones, in the same order.
        for limit in 0..=7 {
            let first = bounded_children(&root, &run, &[3, 50, 60, 100, 500], 1, limit);
            assert_eq!(first, kids[..limit.min(6)], "limit {limit}");
        }
        let cut = |slice, q, at, c| {
            vec![
                Override { index: slice, choice: None, quantum: Some(q) },
                Override { index: at, choice: Some(c), quantum: None },
            ]
        };
        assert_eq!(kids[0].overrides, cut(0, 3, 1, 0));
        assert_eq!(kids[1].overrides, cut(0, 3, 1, 1));
        assert_eq!(kids[2].overrides, vec![Override { index: 1, choice: Some(1), quantum: None }]);
        assert_eq!(kids[3].overrides, vec![Override { index: 2, choice: Some(1), quantum: None }]);
        assert_eq!(kids[4].overrides, cut(1, 45, 3, 1));
        // The bound: a child with one preemption has none at K = 1.
        assert!(bounded_children(&kids[2], &run, &[50], 1, usize::MAX).is_empty());
        // Only after the parent's last override: kids[3] preempts at question 1 (slice
        // 2), after the timer of slice 1 started, so it has no child at the anchors;
        // kids[2] chose at the switch (slice 1) and may still cut that slice.
        assert!(bounded_children(&kids[3], &run, &[50, 60], 2, usize::MAX).is_empty());
        let grandkids = bounded_children(&kids[2], &run, &[50, 60], 2, usize::MAX);
        assert_eq!(grandkids.len(), 3, "{grandkids:?}");
        assert_eq!(
            grandkids[1].overrides,
            vec![
                Override { index: 1, choice: Some(1), quantum: Some(45) },
                Override { index: 3, choice: Some(1), quantum: None }
            ]
        );
        assert_eq!(grandkids[1].preemptions(), 2);
    }
}
