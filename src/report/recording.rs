//! What a run chose, as a token: [`Recording`] wraps a thread-scheduling chooser and
//! keeps every question and answer ([`Record`]), from which [`Record::token`] makes the
//! run's [`ScheduleToken`]. Every machine records its run with one, so a threaded run's
//! report carries its token; exploration wraps each schedule's chooser in one.

use std::cell::RefCell;
use std::rc::Rc;

use crate::kernel::sched::{Chooser, Decision, RoundRobin, SchedPoint};
use crate::report::token::{Override, ScheduleToken};

/// One question a [`Recording`] saw, with its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Where.
    pub point: SchedPoint,
    /// The thread that ran until then.
    pub current: u32,
    /// How many threads could run.
    pub options: u32,
    /// The tid of the thread chosen.
    pub chosen_tid: u32,
    /// Guest instructions so far.
    pub insns: u64,
    /// The index chosen.
    pub chosen: u32,
    /// The index [`RoundRobin`] would have chosen.
    pub default: u32,
    /// The quantum given to the thread chosen.
    pub quantum: u64,
    /// Whether a quantum was asked after it (a new slice timer started here; the kernel
    /// asks after a tick or a switch, not after a kernel step, whose thread goes on in
    /// the slice it had).
    pub timer: bool,
}

/// What a [`Recording`] saw in one run. Its token numbers *slices*: slice 0 is the one
/// the run starts with (no question was asked; only its quantum), slice `k + 1` the one
/// that question `k` (`steps[k]`) started.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// The default quantum of the token it makes.
    pub quantum: u64,
    /// The quantum of slice 0, if it was asked for.
    pub first_quantum: Option<u64>,
    /// Every question, in order.
    pub steps: Vec<Step>,
    /// Whether a quantum was answered since the last question.
    pub(crate) answered: bool,
}

impl Record {
    /// The run's token: every answer that is not the default.
    pub fn token(&self) -> ScheduleToken {
        let first = self.first_quantum.filter(|q| *q != self.quantum).map(|q| Override {
            index: 0,
            choice: None,
            quantum: Some(q),
        });
        let overrides = first
            .into_iter()
            .chain(self.steps.iter().enumerate().filter_map(|(i, s)| {
                let choice = (s.chosen != s.default).then_some(s.chosen);
                let quantum = (s.quantum != self.quantum).then_some(s.quantum);
                (choice.is_some() || quantum.is_some()).then_some(Override { index: i as u32 + 1, choice, quantum })
            }))
            .collect();
        ScheduleToken { quantum: self.quantum, overrides }
    }
}

/// A chooser that records every question and answer of another (shared, so the record
/// can be read after the machine that owns the chooser ran).
pub struct Recording<C> {
    inner: C,
    record: Rc<RefCell<Record>>,
}

impl<C: Chooser> Recording<C> {
    /// Records `inner`'s answers; `quantum` is the default quantum of the token.
    pub fn new(inner: C, quantum: u64) -> (Recording<C>, Rc<RefCell<Record>>) {
        let record = Rc::new(RefCell::new(Record { quantum, ..Record::default() }));
        (Recording { inner, record: record.clone() }, record)
    }
}

impl<C: Chooser> Chooser for Recording<C> {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        let default = RoundRobin.choose(d);
        let chosen = self.inner.choose(d).min(d.runnable.len().saturating_sub(1));
        let mut r = self.record.borrow_mut();
        let quantum = r.quantum;
        r.steps.push(Step {
            point: d.point,
            current: d.current,
            options: d.runnable.len() as u32,
            chosen_tid: d.runnable.get(chosen).copied().unwrap_or(d.current),
            insns: d.insns,
            chosen: chosen as u32,
            default: default as u32,
            quantum,
            timer: false,
        });
        r.answered = false;
        chosen
    }

    /// The inner chooser's first answer after each question, given again to every later
    /// ask before the next question (so a token holds one quantum per question).
    fn quantum(&mut self) -> u64 {
        let r = self.record.borrow_mut();
        if r.answered {
            return r.steps.last().map_or(r.first_quantum.unwrap_or(r.quantum), |s| s.quantum);
        }
        drop(r);
        let q = self.inner.quantum().max(1);
        let mut r = self.record.borrow_mut();
        r.answered = true;
        match r.steps.last_mut() {
            Some(s) => (s.quantum, s.timer) = (q, true),
            None => r.first_quantum = Some(q),
        }
        q
    }
}

/// A boxed chooser as a chooser (to wrap one in a [`Recording`]).
pub struct Boxed(pub Box<dyn Chooser>);

impl Chooser for Boxed {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        self.0.choose(d)
    }

    fn quantum(&mut self) -> u64 {
        self.0.quantum()
    }
}
