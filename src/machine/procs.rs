//! Running: the first process and its children, forks and their address spaces, which
//! process runs next, deadlocks.

use crate::abi::Signal;
use crate::cpu::{Cpu, Reg, StopReason};
use crate::kernel::mm::Mm;
use crate::kernel::sched::SchedPoint;
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
    /// Scheduling policy (deterministic), with the run's one chooser (the same that
    /// schedules threads, `Machine::set_chooser`): after a fork the chooser is asked who
    /// runs first ([`SchedPoint::Fork`]; by default the parent, as on Linux), and while
    /// two or more processes can run, the running one is asked about at the end of each
    /// quantum ([`SchedPoint::Preempt`]; by default it goes on). Otherwise a process runs
    /// until it exits, forks or blocks (a read of an empty pipe, a write to a full one, a
    /// `wait4` for a live child), and then the newest process that can run runs. A
    /// blocked process can run again once its call can finish (the machine retries it,
    /// newest first). A vfork parent waits for its child's exit; the child shares its
    /// memory: the parent then has the address space the child left (its writes,
    /// mappings and break). Children still able to run after the first process exited
    /// run on (as orphans do), and then the run ends. When every live process is
    /// blocked, that is a deadlock: each is ended with SIGKILL and listed in the
    /// report's `deadlock`.
    ///
    /// # Differs from Linux
    /// Processes share one simulated CPU: by default a parent runs until it blocks or
    /// exits before its child starts, where Linux may start the child on another CPU at
    /// once. `explore` takes the other orders.
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
            // While another process can run, this one runs a quantum at a time.
            if !self.running.is_empty() && self.ready_processes().len() >= 2 {
                if self.slice_end.is_none() {
                    self.new_slice();
                }
            } else {
                self.slice_end = None;
            }
            let slice_left = self.slice_end.map(|end| end.saturating_sub(used).max(1));
            let cpu = match who {
                Who::First => &mut self.cpu,
                Who::Child(i) => &mut self.running[i].cpu,
            };
            if cpu.handler().exit.is_some() {
                continue; // the retried call ended it (SIGPIPE)
            }
            if let Some(why) = cpu.with_handler(|k, _| k.stopped.take()) {
                // The retried call was the one the caller waits for.
                return Ok(Self::stop_of(why, cpu.handler().pid));
            }
            cpu.with_handler(|k, cpu| {
                k.stop_when = when;
                // Other processes and sleeps moved the clock while this one was off it.
                k.vdso_refresh(cpu);
            });
            let budget = match until {
                Until::Insns(n) => n.min(cpu.insn_count().saturating_add(left)),
                _ => cpu.insn_count().saturating_add(left),
            };
            // With two threads that can run, the run stops at the end of the quantum too;
            // with two processes, at the end of the process's.
            let slice = cpu.with_handler(|k, cpu| k.slice_budget(cpu)).filter(|s| *s < budget);
            let proc_end = slice_left.map(|l| cpu.insn_count().saturating_add(l)).filter(|s| *s < budget);
            let cut = match (slice, proc_end) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            let stop = cpu.run(cut.unwrap_or(budget))?;
            let mut preempt = false;
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
                    // A thread's quantum ran out (SchedPoint::Tick), or the process's
                    // (SchedPoint::Preempt), or both.
                    let at = cpu.insn_count();
                    if slice.is_some_and(|s| at >= s) {
                        cpu.with_handler(|k, _| k.tick());
                    }
                    preempt = proc_end.is_some_and(|e| at >= e);
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
            if preempt {
                self.preempt(who);
            }
        }
    }

    /// The processes that can run now, without running anything: alive, not asleep in a
    /// call, not a vfork parent waiting, with a thread that can run. Each as (pid, the
    /// thread that would run: the current one if it can), by pid.
    fn ready_processes(&self) -> Vec<(u32, u32)> {
        let mut v: Vec<(u32, u32)> = std::iter::once(&self.cpu)
            .chain(self.running.iter().map(|r| &r.cpu))
            .map(|c| c.handler())
            .filter(|k| k.exit.is_none() && k.fs.blocked.is_none() && !self.vfork_waits(k.pid))
            .filter_map(|k| {
                let runnable = k.runnable_tids();
                let tid = if runnable.contains(&k.task.tid) { k.task.tid } else { *runnable.first()? };
                Some((k.pid, tid))
            })
            .collect();
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
    /// first (by default the parent, until it blocks or exits).
    ///
    /// [`SchedPoint::Fork`]: crate::kernel::sched::SchedPoint::Fork
    fn fork_decision(&mut self, ppid: u32, ptid: u32, child: u32) {
        let insns = self.insns_used();
        let first = self.kernel().shared.borrow_mut().sched.decide(SchedPoint::Fork, ptid, &[ptid, child], insns);
        if first == child {
            self.forked = None;
            self.chosen = Some(child);
        } else {
            self.forked = Some(ppid);
        }
        self.new_slice();
    }

    /// The running process `who`'s quantum ended: [`SchedPoint::Preempt`] asks which of
    /// the processes that can run goes on (by default, `who`).
    ///
    /// [`SchedPoint::Preempt`]: crate::kernel::sched::SchedPoint::Preempt
    fn preempt(&mut self, who: Who) {
        let ready = self.ready_processes();
        let k = match who {
            Who::First => self.cpu.handler(),
            Who::Child(i) => self.running[i].cpu.handler(),
        };
        let current = ready.iter().find(|(pid, _)| *pid == k.pid).map_or(k.task.tid, |(_, tid)| *tid);
        if ready.len() < 2 {
            self.slice_end = None;
            return;
        }
        let mut tids: Vec<u32> = ready.iter().map(|(_, tid)| *tid).collect();
        tids.sort_unstable();
        let insns = self.insns_used();
        let next = self.kernel().shared.borrow_mut().sched.decide(SchedPoint::Preempt, current, &tids, insns);
        if next != current {
            if let Some((pid, _)) = ready.iter().find(|(_, tid)| *tid == next) {
                self.chosen = Some(*pid);
                self.forked = None;
            }
        }
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

    /// The scheduler: a parent that has just forked while it can run (Linux returns to
    /// the parent first), else the newest live process that can run (a blocked one whose
    /// call can now finish, after finishing it), children that exited moved to the
    /// finished ones on the way; `None` if no process can run.
    fn pick(&mut self) -> Result<Option<Who>, SimError> {
        if let Some(pid) = self.chosen.take() {
            if let Some(who) = self.pick_parent(pid) {
                return Ok(Some(who));
            }
        }
        if let Some(pid) = self.forked.take() {
            if let Some(who) = self.pick_parent(pid) {
                self.forked = Some(pid);
                return Ok(Some(who));
            }
        }
        let mut i = self.running.len();
        while i > 0 {
            i -= 1;
            if self.running[i].cpu.handler().exit.is_some() {
                self.child_exited(i)?;
                i = self.running.len();
                continue;
            }
            let pid = self.running[i].cpu.handler().pid;
            if !self.vfork_waits(pid)
                && self.running[i].cpu.with_handler(|k, cpu| k.retry_blocked(cpu) && k.schedule(cpu))
            {
                return Ok(Some(Who::Child(i)));
            }
        }
        let pid = self.cpu.handler().pid;
        let first_can_run = self.cpu.handler().exit.is_none()
            && !self.vfork_waits(pid)
            && self.cpu.with_handler(|k, cpu| k.retry_blocked(cpu) && k.schedule(cpu));
        Ok(first_can_run.then_some(Who::First))
    }

    /// The process `pid` (one that has just forked, or that the scheduler chose), if it
    /// can still run.
    fn pick_parent(&mut self, pid: u32) -> Option<Who> {
        let (who, cpu) = match self.running.iter().position(|r| r.cpu.handler().pid == pid) {
            Some(i) => (Who::Child(i), &mut self.running[i].cpu),
            None if self.cpu.handler().pid == pid => (Who::First, &mut self.cpu),
            None => return None,
        };
        let can_run =
            cpu.handler().exit.is_none() && cpu.with_handler(|k, cpu| k.retry_blocked(cpu) && k.schedule(cpu));
        (can_run && !self.vfork_waits(pid)).then_some(who)
    }

    /// No thread of any process can run, and some sleep with a timeout: the system
    /// clock jumps to the earliest wake-up (virtual time passes while all sleep).
    /// False if none sleeps with one (a deadlock).
    fn advance_to_wakeup(&mut self) -> bool {
        let wake = std::iter::once(&self.cpu)
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
        for cpu in std::iter::once(&mut self.cpu).chain(self.running.iter_mut().map(|r| &mut r.cpu)) {
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
