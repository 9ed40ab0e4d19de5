//! Running: the first process and its children, forks and their address spaces, which
//! process runs next, deadlocks.

use crate::abi::Signal;
use crate::cpu::{Cpu, Reg, StopReason};
use crate::kernel::mm::Mm;
use crate::kernel::sched::SchedPoint;
use crate::kernel::thread::Resched;
use crate::kernel::{Exit, Kernel};
use crate::report::BlockedProcess;
use crate::trace::SignalCause;

use super::{Finished, Machine, RunConfig, Running, SimError, Stop, Until, Who};

/// Copies the contents of `vmas` from `from` to `to` (mapping them in `to` first when
/// `map` is set): only the pages `from` may hold non-zero bytes in, and only where they
/// differ (`Cpu::copy_pages_from`), so an untouched mapping costs nothing to copy.
fn copy_memory(
    from: &Cpu<Kernel>,
    to: &mut Cpu<Kernel>,
    vmas: &[crate::kernel::mm::Vma],
    map: bool,
) -> Result<(), SimError> {
    for v in vmas {
        if map {
            to.map(v.start, v.end - v.start, v.prot)?;
        }
        to.copy_pages_from(from, v.start, v.end, !map);
    }
    Ok(())
}

/// Creates the child of a fork/vfork/clone: kernel state from `Kernel::fork_child`, a
/// copy of every inherited mapping, and the parent's registers with rax = 0. `None` when
/// the host cannot give the child its engine or pages: the caller's fork fails with
/// -ENOMEM, as `copy_process()` does when an allocation fails.
fn spawn_child(parent: &mut Cpu<Kernel>, req: crate::kernel::ForkRequest, cfg: &RunConfig) -> Option<Cpu<Kernel>> {
    let k = parent.handler();
    let pid = crate::kernel::PID + k.shared.borrow().procs.len() as u32;
    let mut child = Cpu::with_modes(k.fork_child(pid), cfg.native_count, cfg.count_insns).ok()?;
    let vmas: Vec<_> = child.handler().mm.vmas().cloned().collect();
    copy_memory(parent, &mut child, &vmas, true).ok()?;
    let k = parent.handler();
    k.shared.borrow_mut().procs.insert(pid, crate::kernel::ProcEntry { ppid: k.pid, exit: None, reaped: false });
    let mut regs = parent.regs();
    regs.rax = 0;
    if req.child_stack != 0 {
        regs.rsp = req.child_stack;
    }
    child.set_regs(&regs);
    child.set_reg(Reg::Rip, regs.rip);
    Some(child)
}

/// The end of a vfork: the parent takes the child's address space, which Linux shares
/// between the two (`CLONE_VM`): the mappings the child made, changed or removed, its
/// break, and the bytes it wrote. The parent keeps its own special mappings
/// (`[uprobes]`, the trampolines): the kernel's uprobe state describes them.
fn adopt_mm(child: &Cpu<Kernel>, parent: &mut Cpu<Kernel>) -> Result<(), SimError> {
    let special = |v: &crate::kernel::mm::Vma| v.name.starts_with("[uprobes");
    let theirs: Vec<_> = child.handler().mm.vmas().filter(|v| !special(v)).cloned().collect();
    let ours: Vec<_> = parent.handler().mm.vmas().cloned().collect();
    let (brk, start_brk) = (child.handler().mm.brk, child.handler().mm.start_brk);
    parent.with_handler(|k, cpu| -> Result<(), SimError> {
        for v in ours.iter().filter(|v| !special(v) && !theirs.contains(v)) {
            k.mm.unmap(cpu, v.start, v.end)?;
        }
        for v in theirs.iter().filter(|v| !ours.contains(v)) {
            if k.mm.is_free(v.start, v.end) {
                k.mm.map(cpu, v.start, v.end - v.start, v.prot, &v.name)?;
            }
        }
        k.mm.brk = brk;
        k.mm.start_brk = start_brk;
        Ok(())
    })?;
    for v in &theirs {
        if parent.handler().mm.find(v.start).is_some_and(|p| p == v) {
            parent.copy_pages_from(child, v.start, v.end, v.prot.exec);
        }
    }
    Ok(())
}

impl Machine {
    /// Runs until the first process exits. Running past the budget is an error: one
    /// budget, `RunConfig::max_insns`, for the instructions of every process of the run
    /// together (checked by the engine as it runs: exactly when counting per
    /// instruction, at the end of a translation block in native-count mode).
    ///
    /// Scheduling (deterministic): every task of every process is in one run queue,
    /// scheduled by the run's one chooser (`Machine::set_chooser`) with one quantum.
    /// While the run has two or more tasks, the running one is stopped at the end of
    /// its quantum and the chooser is asked which runnable task goes on
    /// ([`SchedPoint::Tick`]; by default the next by tid, round-robin). When the running
    /// task blocks (a futex wait, a sleep of a thread, a read of an empty pipe, a write
    /// to a full one, a `wait4` for a live child), yields or exits, it is asked which
    /// goes next ([`SchedPoint::Switch`]). After a fork it is asked who runs first
    /// ([`SchedPoint::Fork`]; by default the parent, as on Linux). A process blocked in a
    /// call can run again once its call can finish (the machine retries it at each
    /// question). A vfork parent waits for its child's exit or `execve`; the child shares
    /// its memory: the parent then has the address space the child left (its writes,
    /// mappings and break). Children still able to run after the first process exited
    /// run on (as orphans do), and then the run ends. When every live task is blocked,
    /// that is a deadlock: each process is ended with SIGKILL and listed in the report's
    /// `deadlock`.
    ///
    /// # Differs from Linux
    /// Every task shares one simulated CPU, where Linux runs them on several at once:
    /// two processes interleave a quantum at a time (round-robin by default), and
    /// `explore` takes the other orders. A single-threaded process's sleep advances the
    /// system clock at once rather than letting the other processes run meanwhile.
    ///
    /// [`SchedPoint::Tick`]: crate::kernel::sched::SchedPoint::Tick
    /// [`SchedPoint::Switch`]: crate::kernel::sched::SchedPoint::Switch
    /// [`SchedPoint::Fork`]: crate::kernel::sched::SchedPoint::Fork
    pub fn run(&mut self) -> Result<Exit, SimError> {
        match self.run_until(Until::Exit)? {
            Stop::Exited(exit) => Ok(exit),
            other => Err(SimError::Setup(format!("run stopped early: {other:?}"))),
        }
    }

    /// Runs until `until` happens or the first process exits, whichever comes first,
    /// and says which. Between two calls the caller may attach and detach probes (a
    /// detached probe's breakpoint comes out, and a uprobe with no consumer left is
    /// freed); the next call goes on from the same instruction.
    ///
    /// After the first process exited (or a run failed), it is
    /// [`SimError::AlreadyRan`]: [`Machine::reset`] first.
    pub fn run_until(&mut self, until: Until) -> Result<Stop, SimError> {
        if self.finished {
            return Err(SimError::AlreadyRan);
        }
        self.ran = true;
        let stop = self.run_until_inner(until);
        self.finished = !matches!(stop, Ok(ref s) if !matches!(s, Stop::Exited(_)));
        stop
    }

    fn run_until_inner(&mut self, until: Until) -> Result<Stop, SimError> {
        let when = match until {
            Until::Hit { probe, ret, n, stamp } => {
                if let Some(stamp) = stamp {
                    self.check_stamp(stamp)?;
                }
                crate::kernel::StopWhen::Hit { consumer: probe.0, ret, n }
            }
            Until::Syscall(nr) => crate::kernel::StopWhen::Syscall(nr),
            Until::ControlPoint => crate::kernel::StopWhen::ControlPoint(None),
            Until::ControlPointN(n) => crate::kernel::StopWhen::ControlPoint(Some(n)),
            Until::Exit | Until::Insns(_) => crate::kernel::StopWhen::Never,
        };
        loop {
            let who = match self.pick()? {
                Some(who) => who,
                None => match self.kernel().exit {
                    Some(exit) => return Ok(Stop::Exited(exit)),
                    None => {
                        if !self.advance_to_wakeup() {
                            self.break_deadlock();
                        }
                        continue;
                    }
                },
            };
            let max_insns = self.cfg.max_insns;
            // One budget for the run: this process may start what every process of the
            // run has left of it (and, for `Until::Insns`, no more than its own `n`).
            let used = self.insns_used();
            let left = max_insns.saturating_sub(used);
            // While the run has two or more tasks, the running one runs a quantum at a
            // time (a new one starts where the last question gave none).
            if self.tasks() >= 2 {
                if self.slice_end.is_none() {
                    self.new_slice();
                }
            } else {
                self.slice_end = None;
            }
            // (A quantum that ended while the run was stopped ends at once.)
            let slice_left = self.slice_end.map(|end| end.saturating_sub(used));
            let cpu = match who {
                Who::First => &mut self.cpu,
                Who::Child(i) => &mut self.running[i].cpu,
            };
            if let Some(why) = cpu.with_handler(|k, _| k.stopped.take()) {
                // The retried call was the one the caller waits for.
                return Ok(Self::stop_of(why, cpu.handler().pid));
            }
            self.on_tid = cpu.handler().task.tid;
            cpu.with_handler(|k, cpu| {
                k.stop_when = when;
                // Other processes and sleeps moved the clock while this one was off it.
                k.vdso_refresh(cpu);
                k.shared.borrow_mut().sched.others_insns = used.saturating_sub(cpu.insn_count());
            });
            let budget = match until {
                Until::Insns(n) => n.min(cpu.insn_count().saturating_add(left)),
                _ => cpu.insn_count().saturating_add(left),
            };
            // The end of the quantum, if it comes before the budget's.
            let cut = slice_left.map(|l| cpu.insn_count().saturating_add(l)).filter(|s| *s < budget);
            let stop = cpu.run(cut.unwrap_or(budget))?;
            // The process goes off the CPU: its instructions go into the system clock,
            // which the next one (and its vDSO) reads.
            cpu.with_handler(|k, cpu| k.clock_sync(cpu));
            match stop {
                StopReason::Requested => {
                    if let Some(plan) = cpu.with_handler(|k, _| k.pending_exec.take()) {
                        self.exec(who, *plan)?;
                    } else if let Some(req) = cpu.with_handler(|k, _| k.pending_fork.take()) {
                        let Some(child) = spawn_child(cpu, req, &self.cfg) else {
                            let enomem = crate::kernel::neg(crate::abi::errno::ENOMEM);
                            cpu.set_reg(Reg::Rax, enomem);
                            Self::fork_returned(cpu, enomem);
                            continue;
                        };
                        if !req.vfork {
                            // The parent's fork returns the child's pid (who runs first
                            // is asked next: SchedPoint::Fork).
                            cpu.set_reg(Reg::Rax, u64::from(child.handler().pid));
                            Self::fork_returned(cpu, u64::from(child.handler().pid));
                        }
                        let (ppid, ptid, child_pid) = (cpu.handler().pid, cpu.handler().task.tid, child.handler().pid);
                        self.running.push(Running { cpu: child, req });
                        if !req.vfork {
                            self.fork_decision(ppid, ptid, child_pid);
                        }
                    } else if let Some(why) = cpu.with_handler(|k, _| k.stopped.take()) {
                        return Ok(Self::stop_of(why, cpu.handler().pid));
                    }
                }
                StopReason::BudgetExhausted if cut.is_some() => {
                    // The quantum ran out: SchedPoint::Tick is asked next.
                    if cut.is_some_and(|c| cpu.insn_count() >= c) {
                        cpu.with_handler(|k, _| k.tick());
                    }
                }
                StopReason::BudgetExhausted => {
                    if let Until::Insns(n) = until {
                        if cpu.insn_count() >= n && left > 0 {
                            return Ok(Stop::Insns(n));
                        }
                    }
                    self.budget_exhausted = true;
                    return Err(SimError::Budget { budget: max_insns, rip: cpu.reg(Reg::Rip) });
                }
                StopReason::Halted { at } => {
                    // hlt at CPL3 is #GP → SIGSEGV.
                    cpu.with_handler(|k, cpu| {
                        cpu.set_reg(Reg::Rip, at);
                        k.force_sig(cpu, Signal::Sigsegv, at, SignalCause::Kernel("hlt in user mode (#GP)"));
                    });
                }
            }
        }
    }

    /// Tasks alive in the run (running, runnable or asleep), every process together.
    fn tasks(&self) -> usize {
        std::iter::once(&*self.cpu).chain(self.running.iter().map(|r| &r.cpu)).map(|c| c.handler().tasks()).sum()
    }

    /// The run queue: every task that can run now, as (tid, pid), by tid. A process
    /// blocked in a call is in it once its call can finish (the call is finished now);
    /// a vfork parent waiting is not.
    fn ready_tasks(&mut self) -> Vec<(u32, u32)> {
        let waiting: Vec<u32> = self.running.iter().filter(|r| r.req.vfork).map(|r| r.cpu.handler().ppid).collect();
        let mut v = Vec::new();
        for cpu in std::iter::once(&mut *self.cpu).chain(self.running.iter_mut().map(|r| &mut r.cpu)) {
            let pid = cpu.handler().pid;
            if waiting.contains(&pid) {
                continue;
            }
            let tids =
                cpu.with_handler(
                    |k, cpu| if k.exit.is_none() && k.retry_blocked(cpu) { k.ready_tids(cpu) } else { Vec::new() },
                );
            v.extend(tids.into_iter().map(|t| (t, pid)));
        }
        v.sort_unstable();
        v
    }

    /// A new quantum from the chooser, from now on.
    fn new_slice(&mut self) {
        let used = self.insns_used();
        let q = self.kernel().shared.borrow_mut().sched.chooser.quantum().max(1);
        self.slice_end = Some(used.saturating_add(q));
    }

    /// Process `ppid`'s thread `ptid` forked `child`: [`SchedPoint::Fork`] asks who runs
    /// first (by default the parent), who then has a new quantum.
    ///
    /// [`SchedPoint::Fork`]: crate::kernel::sched::SchedPoint::Fork
    fn fork_decision(&mut self, ppid: u32, ptid: u32, child: u32) {
        let insns = self.insns_used();
        let first = self.kernel().shared.borrow_mut().sched.decide(SchedPoint::Fork, ptid, &[ptid, child], insns);
        self.on = if first == child { child } else { ppid };
        self.new_slice();
    }

    /// The fork (or vfork, or clone of a process) that the current thread of `cpu` made
    /// returned `ret`: the system-call log learns it (the call itself returned nothing).
    fn fork_returned(cpu: &Cpu<Kernel>, ret: u64) {
        let k = cpu.handler();
        k.trace.set_syscall_ret(k.task.tid, ret);
    }

    /// Instructions started so far by every process of the run (the budget's use).
    fn insns_used(&self) -> u64 {
        let running = self.running.iter().map(|r| r.cpu.insn_count());
        let done = self.children.iter().map(|c| c.insns);
        self.cpu.insn_count().saturating_add(running.chain(done).fold(0u64, u64::saturating_add))
    }

    /// The kernel's stop as the caller's.
    fn stop_of(why: crate::kernel::KernelStop, pid: u32) -> Stop {
        match why {
            crate::kernel::KernelStop::Hit { consumer, n } => {
                Stop::Hit { probe: crate::consumers::ConsumerId(consumer), n }
            }
            crate::kernel::KernelStop::Syscall(nr) => Stop::Syscall(nr),
            crate::kernel::KernelStop::ControlPoint(n) => Stop::ControlPoint { n, pid },
        }
    }

    /// Whether the process `pid` waits for a vfork child that is still running.
    fn vfork_waits(&self, pid: u32) -> bool {
        self.running.iter().any(|r| r.req.vfork && r.cpu.handler().ppid == pid)
    }

    /// The scheduler: the task on the CPU goes on if it can and no question is due;
    /// otherwise the chooser is asked over the whole run queue ([`Machine::ready_tasks`])
    /// and the task it picks goes on (its process switches to it). Children that exited
    /// move to the finished ones on the way. `None` if no task can run.
    fn pick(&mut self) -> Result<Option<Who>, SimError> {
        loop {
            if let Some(i) = self.running.iter().position(|r| r.cpu.handler().exit.is_some()) {
                self.child_exited(i)?;
                continue;
            }
            let on = self.find(self.on).filter(|_| !self.vfork_waits(self.on));
            let point = match on {
                Some(who) => {
                    let cpu = self.cpu_of(who);
                    let found = cpu.with_handler(|k, cpu| {
                        if k.exit.is_none() && !k.retry_blocked(cpu) {
                            Resched::Ask(SchedPoint::Switch)
                        } else {
                            k.schedule(cpu)
                        }
                    });
                    match found {
                        Resched::Runs => return Ok(Some(who)),
                        Resched::Ask(point) => point,
                        Resched::Exited => SchedPoint::Switch,
                    }
                }
                None => SchedPoint::Switch,
            };
            if self.running.iter().any(|r| r.cpu.handler().exit.is_some()) {
                continue; // the retried call ended a child (SIGPIPE)
            }
            let ready = self.ready_tasks();
            if ready.is_empty() {
                return Ok(None);
            }
            let tids: Vec<u32> = ready.iter().map(|r| r.0).collect();
            let insns = self.insns_used();
            let shared = self.kernel().shared.clone();
            let mut sh = shared.borrow_mut();
            let tid = sh.sched.decide(point, self.on_tid, &tids, insns);
            let quantum = (tids.len() >= 2).then(|| sh.sched.chooser.quantum().max(1));
            drop(sh);
            self.slice_end = quantum.map(|q| insns.saturating_add(q));
            let pid = ready.iter().find(|r| r.0 == tid).map_or(self.on, |r| r.1);
            self.on = pid;
            self.on_tid = tid;
            if let Some(who) = self.find(pid) {
                self.cpu_of(who).with_handler(|k, _| k.pick_thread(tid));
            }
        }
    }

    /// The live process `pid`, if it is one.
    fn find(&self, pid: u32) -> Option<Who> {
        match self.running.iter().position(|r| r.cpu.handler().pid == pid) {
            Some(i) => Some(Who::Child(i)),
            None => (self.cpu.handler().pid == pid).then_some(Who::First),
        }
    }

    /// The CPU of process `who`.
    fn cpu_of(&mut self, who: Who) -> &mut Cpu<Kernel> {
        match who {
            Who::First => &mut self.cpu,
            Who::Child(i) => &mut self.running[i].cpu,
        }
    }

    /// No thread of any process can run, and some sleep with a timeout: the system
    /// clock jumps to the earliest wake-up (virtual time passes while all sleep).
    /// False if none sleeps with one (a deadlock).
    fn advance_to_wakeup(&mut self) -> bool {
        let wake = std::iter::once(&*self.cpu)
            .chain(self.running.iter().map(|r| &r.cpu))
            .filter(|c| c.handler().exit.is_none())
            .filter_map(|c| c.handler().next_deadline())
            .min();
        let mut sh = self.cpu.handler().shared.borrow_mut();
        match wake {
            Some(at) if at > sh.clock.ns => {
                sh.clock.ns = at;
                true
            }
            _ => false,
        }
    }

    /// Every live process is blocked: each is ended with SIGKILL and listed (Linux
    /// would leave them asleep forever). A process whose threads all sleep (in
    /// `futex`, say) is listed with each of them.
    fn break_deadlock(&mut self) {
        let mut blocked = Vec::new();
        for cpu in std::iter::once(&mut *self.cpu).chain(self.running.iter_mut().map(|r| &mut r.cpu)) {
            cpu.with_handler(|k, cpu| {
                if let (None, Some(b)) = (k.exit, k.fs.blocked) {
                    blocked.push(BlockedProcess { pid: k.pid, syscall: b.nr, waiting: b.on.what().to_string() });
                    let rip = cpu.reg(Reg::Rip);
                    k.force_sig(cpu, Signal::Sigkill, rip, SignalCause::Kernel("deadlock: every process is blocked"));
                } else if k.exit.is_none() && k.runnable_tids().is_empty() {
                    for (tid, nr, what) in k.sleeping_threads() {
                        blocked.push(BlockedProcess {
                            pid: k.pid,
                            syscall: nr,
                            waiting: format!("thread {tid}: {what}"),
                        });
                    }
                    let rip = cpu.reg(Reg::Rip);
                    k.force_sig(cpu, Signal::Sigkill, rip, SignalCause::Kernel("deadlock: every thread is blocked"));
                }
            });
        }
        blocked.sort_by_key(|b| b.pid);
        self.deadlock.extend(blocked);
    }

    /// Process `who` passed the checks of an `execve`: a vfork parent waiting for it
    /// resumes now (`mm_release()` → `complete_vfork_done()`), with the address space the
    /// child leaves, and the child's new image replaces the old one
    /// (`Kernel::exec_commit`).
    fn exec(&mut self, who: Who, plan: crate::kernel::exec::ExecPlan) -> Result<(), SimError> {
        if let Who::Child(i) = who {
            if self.running[i].req.vfork {
                self.running[i].req.vfork = false;
                let ppid = self.running[i].cpu.handler().ppid;
                let pid = self.running[i].cpu.handler().pid;
                let child = self.running.remove(i);
                let parent = match self.running.iter().position(|r| r.cpu.handler().pid == ppid) {
                    Some(j) => &mut self.running[j].cpu,
                    None => &mut self.cpu,
                };
                let adopted = adopt_mm(&child.cpu, parent);
                parent.set_reg(Reg::Rax, u64::from(pid));
                Self::fork_returned(parent, u64::from(pid));
                self.running.insert(i, child);
                adopted?;
            }
        }
        let cpu = match who {
            Who::First => &mut self.cpu,
            Who::Child(i) => &mut self.running[i].cpu,
        };
        cpu.with_handler(|k, cpu| k.exec_commit(cpu, plan));
        Ok(())
    }

    /// Running child `i` exited: a vfork parent sees the child's writes and its vfork
    /// returns the child's pid; the child joins the finished processes.
    fn child_exited(&mut self, i: usize) -> Result<(), SimError> {
        let done = self.running.remove(i);
        if done.req.vfork {
            let ppid = done.cpu.handler().ppid;
            let parent = match self.running.iter().position(|r| r.cpu.handler().pid == ppid) {
                Some(j) => &mut self.running[j].cpu,
                None => &mut self.cpu,
            };
            adopt_mm(&done.cpu, parent)?;
            parent.set_reg(Reg::Rax, u64::from(done.cpu.handler().pid));
            Self::fork_returned(parent, u64::from(done.cpu.handler().pid));
        }
        // The engine and the pages go now; the kernel state stays for the report.
        let insns = done.cpu.insn_count();
        let mut kernel = done.cpu.into_handler();
        kernel.mm = Mm::default();
        self.children.push(Finished { kernel, insns });
        Ok(())
    }
}
