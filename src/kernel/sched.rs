//! The scheduler's decision interface: where the one simulated CPU may switch from one
//! task to another, and who decides.
//!
//! Every task of the run (each thread of each process) is in one run queue on one
//! simulated CPU; a switch happens only at an instruction boundary or between two steps
//! of kernel work that Linux does not do atomically on SMP (so another CPU could run
//! user code between them). At each such place a [`Chooser`] is asked which runnable task
//! goes on, and the answer is recorded as a [`Taken`]; the list of answers replays the
//! run exactly. Ticks, switches and forks are asked by the machine over every runnable
//! task of every process (`Machine::run`); a kernel step is asked by the process's kernel
//! over its own threads, the ones that share the mm being changed.
//!
//! Where each point is asked, with the kernel code it models, and how kernel work is
//! split at a [`KernelStep`] (`Kernel::sched_point`, `Kernel::park`,
//! `Kernel::resume_work`): [`super::thread`]. A run's chooser comes from
//! `RunConfig::chooser` (a [`ChooserFactory`]) or `Machine::set_chooser`; its answers are
//! `Machine::decisions` and the report's `decisions`. `quantum` is asked whenever a new
//! quantum starts: after a `Tick` or `Switch` answer with two or more tasks runnable,
//! after a `Fork`, and when the run has two or more tasks and the running one has none.
//!
//! # Differs from Linux
//! Linux runs tasks truly in parallel on several CPUs, and preempts them on timer ticks
//! and wake-ups that depend on wall-clock time. Here one CPU interleaves them at points
//! the chooser picks, which makes every interleaving reachable and repeatable; the kernel
//! steps that are scheduling points stand for "another CPU ran user code meanwhile". A
//! kernel step does not offer other processes' tasks: they cannot see the mm it changes,
//! so running them there would only repeat schedules.

use serde::{Deserialize, Serialize};

/// Instructions a thread runs before [`SchedPoint::Tick`] when the chooser does not say.
pub const DEFAULT_QUANTUM: u64 = 10_000;

/// A step of kernel work after which another thread may run (the work is not atomic on
/// SMP in Linux). Each names the kernel code it stands for in its doc.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum KernelStep {
    /// `int3_update()` of the 6.18 nop5 optimization wrote the int3 over the first byte
    /// (and synced cores).
    RewriteInt3,
    /// `int3_update()` wrote the four tail bytes behind the int3.
    RewriteTail,
    /// `int3_update()` wrote the new first byte; the rewrite is complete.
    RewriteHead,
    /// An optimized site's unoptimize (`swbp_unoptimize()`, or a 2026 design's) wrote one
    /// of its steps.
    Unoptimize,
    /// `uprobe_unregister()` removed a breakpoint (`remove_breakpoint()`), before the
    /// synchronisation that follows.
    Detach,
    /// A trampoline slot or XOL slot was assigned (`xol_get_insn_slot()`, a jmp-slot
    /// design's slot allocation).
    SlotAssign,
}

/// Where the scheduler was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SchedPoint {
    /// The running task's quantum ran out (an instruction boundary).
    Tick,
    /// The running task blocked (in a futex, a sleep, a read of an empty pipe, a
    /// `wait4`), yielded or exited: another must be picked (the running task is not
    /// among the runnable ones unless it yielded).
    Switch,
    /// Between two steps of non-atomic kernel work.
    Kernel(KernelStep),
    /// A process forked (`fork`, or `clone` of a process): the parent goes on, as Linux
    /// returns to the parent first (`sched_child_runs_first` is 0), or the child runs
    /// first, as another CPU may start it at once. The options are the parent's thread
    /// and the child.
    Fork,
}

/// One question to a [`Chooser`].
#[derive(Clone, Copy, Debug)]
pub struct Decision<'a> {
    /// Where.
    pub point: SchedPoint,
    /// The tid that ran until now (it is in `runnable` only if it can go on).
    pub current: u32,
    /// The tasks that can run (threads of every process at a tick, a switch or a fork;
    /// of the process at a kernel step), in ascending tid order; never empty.
    pub runnable: &'a [u32],
    /// Guest instructions executed so far in the run (all threads).
    pub insns: u64,
}

/// Decides the interleaving.
pub trait Chooser {
    /// The index into `d.runnable` of the thread that runs next.
    fn choose(&mut self, d: &Decision<'_>) -> usize;
    /// How many instructions the thread just picked may run before the next
    /// [`SchedPoint::Tick`].
    fn quantum(&mut self) -> u64 {
        DEFAULT_QUANTUM
    }
}

/// One answered question, as recorded for replay and for exploration (which needs to
/// know how many answers there were).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Taken {
    /// Where.
    pub point: SchedPoint,
    /// How many threads could run.
    pub options: u32,
    /// The index chosen.
    pub chosen: u32,
    /// Guest instructions executed so far in the run.
    pub insns: u64,
}

/// The default: round-robin by tid at ticks and switches (over every process's tasks);
/// across a kernel step and a fork the current thread goes on.
#[derive(Clone, Copy, Debug, Default)]
pub struct RoundRobin;

impl Chooser for RoundRobin {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        let stay = d.runnable.iter().position(|&t| t == d.current);
        match (d.point, stay) {
            (SchedPoint::Kernel(_) | SchedPoint::Fork, Some(i)) => i,
            _ => d.runnable.iter().position(|&t| t > d.current).unwrap_or(0),
        }
    }
}

/// Makes the chooser of each run ([`crate::machine::RunConfig::chooser`]): a run
/// configuration is `Clone` and `Send`, a chooser has state, so the configuration holds
/// how to make one. The default makes [`RoundRobin`].
#[derive(Clone)]
pub struct ChooserFactory(std::sync::Arc<dyn Fn() -> Box<dyn Chooser> + Send + Sync>);

impl ChooserFactory {
    /// A factory calling `f` for each run.
    pub fn new(f: impl Fn() -> Box<dyn Chooser> + Send + Sync + 'static) -> ChooserFactory {
        ChooserFactory(std::sync::Arc::new(f))
    }

    /// A new chooser.
    pub fn make(&self) -> Box<dyn Chooser> {
        (self.0)()
    }
}

impl Default for ChooserFactory {
    fn default() -> Self {
        ChooserFactory::new(|| Box::new(RoundRobin))
    }
}

impl std::fmt::Debug for ChooserFactory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ChooserFactory")
    }
}

/// The run's scheduler, shared by every process of the run (there is one simulated
/// CPU): the chooser and every answer it gave, in order.
pub struct Scheduler {
    /// Who decides.
    pub chooser: Box<dyn Chooser>,
    /// Every question asked, answered (only questions with two or more runnable
    /// threads are asked).
    pub taken: Vec<Taken>,
    /// Instructions run by the processes other than the one on the CPU (the machine
    /// sets it before each run), so that a kernel step's question counts every
    /// instruction of the run.
    pub others_insns: u64,
}

impl Default for Scheduler {
    fn default() -> Self {
        Scheduler { chooser: Box::new(RoundRobin), taken: Vec::new(), others_insns: 0 }
    }
}

impl std::fmt::Debug for Scheduler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scheduler").field("taken", &self.taken.len()).finish()
    }
}

impl Scheduler {
    /// Asks the chooser which of `runnable` (ascending, never empty) goes on, and
    /// records the answer; with one runnable thread nothing is asked or recorded. An
    /// index out of range counts modulo the number of threads (a replayed answer from
    /// another program must not panic the host).
    pub fn decide(&mut self, point: SchedPoint, current: u32, runnable: &[u32], insns: u64) -> u32 {
        if runnable.len() < 2 {
            return runnable.first().copied().unwrap_or(current);
        }
        let d = Decision { point, current, runnable, insns };
        let i = self.chooser.choose(&d) % runnable.len();
        self.taken.push(Taken { point, options: runnable.len() as u32, chosen: i as u32, insns });
        runnable[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_robin_rotates_on_ticks_and_stays_in_kernel_steps() {
        let run = [1000, 1001, 1002];
        let mut rr = RoundRobin;
        let at = |point, current| Decision { point, current, runnable: &run, insns: 0 };
        assert_eq!(rr.choose(&at(SchedPoint::Tick, 1000)), 1);
        assert_eq!(rr.choose(&at(SchedPoint::Tick, 1002)), 0);
        assert_eq!(rr.choose(&at(SchedPoint::Kernel(KernelStep::RewriteInt3), 1001)), 1);
        assert_eq!(rr.choose(&at(SchedPoint::Fork, 1000)), 0);
        // 1001 blocked: the next after it.
        let after = [1000, 1002];
        let d = Decision { point: SchedPoint::Switch, current: 1001, runnable: &after, insns: 0 };
        assert_eq!(rr.choose(&d), 1);
    }
}
