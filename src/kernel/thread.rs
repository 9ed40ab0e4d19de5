//! The threads of a process and their part of the scheduler that interleaves every task
//! of the run on one simulated CPU: `clone(CLONE_THREAD)` (`kernel/fork.c: copy_process()`), a thread's
//! `exit` (`kernel/exit.c: do_exit()` → `exit_mm()` → `mm_release()`), `sched_yield`,
//! and `schedule()` → `context_switch()` → `__switch_to()` (`kernel/sched/core.c`,
//! `arch/x86/kernel/process_64.c`).
//!
//! One thread is *current*: its task is [`Kernel::task`] (so every uprobe path reads
//! `current->utask` as the kernel does), its signal mask, pending signals and alternate
//! stack are [`Kernel::sig`] (whose actions are the process's, `sighand`), its robust
//! list and rseq area are in [`Kernel::sys`], its registers are on the CPU. Every other
//! thread waits in [`Threads::others`] with its saved [`CpuContext`]. A switch swaps
//! them ([`Kernel::switch_to`]). What the mm shares (the uprobes, the XOL area, the
//! trampolines, the optimization state) is [`Kernel::uprobes`], untouched by a switch.
//!
//! # Scheduling points
//! The run's chooser ([`super::sched::Scheduler`]) is asked at each point where two or
//! more tasks can run; with one, nothing is asked or recorded. At a tick or a switch the
//! process only says that a question is due ([`Kernel::schedule`] returns
//! [`Resched::Ask`]): the machine asks it over every runnable task of every process, and
//! hands the thread picked to its process ([`Kernel::pick_thread`]). A kernel step is
//! asked here, over the process's own threads.
//!
//! | point | where | models |
//! |---|---|---|
//! | [`SchedPoint::Tick`] | the thread ran its quantum of instructions (the machine stops the run at that instruction count, an instruction boundary) | the timer tick's `sched_tick()` setting `TIF_NEED_RESCHED`, and the preemption on the way back to user mode |
//! | [`SchedPoint::Switch`] | `futex` wait, `nanosleep`/`clock_nanosleep` of a thread, `sched_yield`, a thread's `exit`, a wait for an XOL slot | `schedule()` from `futex_wait_queue()`, `hrtimer_nanosleep()`, `do_sched_yield()`, `do_task_dead()`, `xol_get_insn_slot()`'s `wait_event(area->wq)` |
//! | [`KernelStep::RewriteInt3`], [`KernelStep::RewriteTail`], [`KernelStep::RewriteHead`] | after each write of the 6.18 optimization's `int3_update()` (`arch/x86/kernel/uprobes.c`) | `smp_text_poke_sync_each_cpu()` between the writes: other CPUs run user code meanwhile, and see the site as each write left it |
//! | [`KernelStep::Detach`] | `uprobe_unregister()` after `remove_breakpoint()` | the time between `__uprobe_unregister()` and `uprobe_unregister_sync()` |
//!
//! # Kernel work split at a step
//! Kernel work runs inside a trap hook (or, for a detach, between two runs); it cannot
//! run user code of another thread in the middle. So a step that lets another thread run
//! does it the way a preempted kernel path would come back: [`Kernel::sched_point`] asks
//! the chooser; if the current thread goes on, the work goes on at once (the common
//! case, and always with one thread). If another thread is picked, the caller saves the
//! rest of its work as a [`KernelWork`] (the state the kernel function would have on its
//! stack) with [`Kernel::park`] and returns from the hook; the run stops, the machine
//! switches to the picked thread, and when the scheduler next picks the parked thread,
//! [`Kernel::resume_work`] finishes the work before that thread runs user code again.
//! To add a point (`Unoptimize`, `SlotAssign`, a variant's step): add a [`KernelWork`]
//! variant with what the rest of the function needs, call `sched_point` after the step,
//! `park` on false, and finish the work in `resume_work`.
//!
//! # Differs from Linux
//! - One CPU: threads interleave at the points above, never truly in parallel; the
//!   interleaving is the chooser's (round-robin by tid by default).
//! - A thread blocked in a file call (an empty pipe, `wait4`) blocks its whole process
//!   (the call is retried by the machine at each question, as for one thread): the
//!   switch goes to a task of another process, never to a sibling thread.
//! - `sched_yield` of a process's only thread asks nothing (other processes get their
//!   turn at the next tick), and its sleep advances the system clock at once.
//! - A thread reaching `arch_uprobe_optimize()` while another one is parked in the
//!   middle of rewriting the same site does not sleep on `mmap_write_lock()`: it leaves
//!   the site to that rewrite (what the kernel's `is_optimized()` check after taking
//!   the lock finds) and goes on at once. An unregistration finishes a parked rewrite of
//!   its site first (it would wait for the lock).
//! - Process-directed signals (from `kill` or another process) go to the current thread.
//! - A sleeping or futex-waiting thread is not interrupted by a signal (no -EINTR).

use std::collections::BTreeMap;

use crate::abi::errno::{EAGAIN, EINVAL};
use crate::abi::flags::*;
use crate::abi::syscall::{SYS_FUTEX, SYS_NANOSLEEP};
use crate::cpu::{CpuContext, GuestCpu, Reg};

use super::sched::{KernelStep, SchedPoint};
use super::signal::SigState;
use super::sys::Rseq;
use super::task::Task;
use super::{neg, Exit, Kernel, ProcEntry, MAX_PROCS};

/// What a thread is doing, as the scheduler sees it (`task->__state` with the wait
/// it sleeps in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ThreadState {
    /// `TASK_RUNNING`: can run (or runs).
    #[default]
    Running,
    /// In `futex_wait()` on `uaddr` with `bitset`, until woken or `deadline` (virtual
    /// clock nanoseconds, [`super::time::VirtualClock`]).
    Futex {
        /// The futex word.
        uaddr: u64,
        /// The wait's bitset.
        bitset: u32,
        /// When the wait times out.
        deadline: Option<u64>,
    },
    /// In `hrtimer_nanosleep()` until `deadline` (virtual clock nanoseconds).
    Sleep {
        /// When it wakes.
        deadline: u64,
    },
    /// In `xol_get_insn_slot()`, waiting on `area->wq` for a free slot.
    XolSlot,
    /// Exited (`TASK_DEAD`): gone at the next switch.
    Dead,
}

/// What [`Kernel::schedule`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resched {
    /// The current thread runs now.
    Runs,
    /// A decision is due here: the machine asks the chooser and picks a task
    /// ([`Kernel::pick_thread`] when it is one of this process's).
    Ask(SchedPoint),
    /// The process has exited.
    Exited,
}

impl ThreadState {
    /// When the sleep ends by itself, and the system call's return value then.
    fn deadline(&self) -> Option<(u64, u64)> {
        match *self {
            ThreadState::Futex { deadline: Some(d), .. } => Some((d, neg(crate::abi::errno::ETIMEDOUT))),
            ThreadState::Sleep { deadline } => Some((deadline, 0)),
            _ => None,
        }
    }

    /// The system call it sleeps in and what it waits for, in words (a deadlock's list).
    fn waiting(&self) -> Option<(u64, String)> {
        match *self {
            ThreadState::Futex { uaddr, .. } => Some((SYS_FUTEX, format!("futex wait at {uaddr:#x}"))),
            ThreadState::Sleep { .. } => Some((SYS_NANOSLEEP, "sleeping".to_string())),
            ThreadState::XolSlot => Some((0, "waiting for an XOL slot".to_string())),
            ThreadState::Running | ThreadState::Dead => None,
        }
    }
}

/// A signal for thread `tid` of this process, from `tgkill`/`tkill`: queued on its
/// own pending list (`send_signal_locked()` with `PIDTYPE_PID`).
impl Kernel {
    pub(crate) fn send_to_thread(&mut self, tid: u32, info: crate::abi::sigframe::Siginfo) -> bool {
        if tid == self.task.tid {
            self.sig.send(info);
            return true;
        }
        match self.threads.others.get_mut(&tid) {
            Some(t) if t.state != ThreadState::Dead => {
                t.sig.send(info);
                true
            }
            _ => false,
        }
    }
}

/// Kernel work a thread was in the middle of when a scheduling point let another
/// thread run (see the module's "Kernel work split at a step"): what the rest of the
/// kernel function needs, finished by [`Kernel::resume_work`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelWork {
    /// `int3_update()` of `arch_uprobe_optimize()` for uprobe `idx` at `vaddr`, with
    /// `done` of its three writes made (the int3, the tail, the first byte) of `insn`;
    /// then the rest of `handle_swbp()`, and the trap's way back to user mode.
    Int3Update {
        /// The uprobe.
        idx: usize,
        /// The site.
        vaddr: u64,
        /// The new bytes.
        insn: Vec<u8>,
        /// Writes made.
        done: u8,
    },
    /// `uprobe_unregister()` of uprobe `idx` after `remove_breakpoint()`.
    Unregister {
        /// The uprobe.
        idx: usize,
    },
    /// `pre_ssout()` for uprobe `idx` at `bp`, waiting in `xol_get_insn_slot()`.
    XolSlot {
        /// The uprobe.
        idx: usize,
        /// The probe address.
        bp: u64,
    },
}

/// A thread that is not current: its task, saved registers and per-thread state.
#[derive(Clone, Debug)]
pub struct Thread {
    /// The task (tid, utask, `clear_child_tid`).
    pub task: Task,
    /// Its registers, as the switch saved them.
    pub ctx: CpuContext,
    /// Its signal state (mask, pending, alternate stack); the actions in it are unused
    /// (the process's are [`Kernel::sig`]'s).
    pub sig: SigState,
    /// `robust_list` head and length.
    pub robust_list: (u64, u64),
    /// Its rseq area.
    pub rseq: Option<Rseq>,
    /// What it does.
    pub state: ThreadState,
    /// Kernel work it was parked in.
    pub work: Option<KernelWork>,
}

/// One waiter of a futex (`struct futex_q`): the thread and its key, in queue order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FutexQ {
    /// The waiting thread.
    pub tid: u32,
    /// The key: the address in this mm.
    pub uaddr: u64,
    /// `bitset`.
    pub bitset: u32,
}

/// The threads of a process.
#[derive(Clone, Debug, Default)]
pub struct Threads {
    /// Every thread but the current one, by tid.
    pub others: BTreeMap<u32, Thread>,
    /// The current thread's state.
    pub state: ThreadState,
    /// The current thread's parked kernel work.
    pub work: Option<KernelWork>,
    /// A switch was asked for at this point (the machine calls [`Kernel::schedule`]).
    pub resched: Option<SchedPoint>,
    /// A decision picked this thread: switch to it without asking again.
    pub pending_switch: Option<u32>,
    /// Futex waiters, oldest first (the hash bucket's `plist`, all of one priority).
    pub futex_q: Vec<FutexQ>,
    /// The exit status the group leader left with `exit` while other threads ran on
    /// (what the parent's `wait4` sees, `p->exit_code`).
    pub leader_exit: Option<i32>,
    /// Return instances still pending in threads that exited before the process (the
    /// report's `pending_at_exit` counts them with the last thread's).
    pub ri_pending_exited: u64,
}

impl Threads {
    /// Whether any thread sleeps with a deadline.
    fn has_sleepers(&self) -> bool {
        self.state.deadline().is_some() || self.others.values().any(|t| t.state.deadline().is_some())
    }
}

impl Kernel {
    /// Whether the process has more than one thread.
    pub fn is_threaded(&self) -> bool {
        !self.threads.others.is_empty()
    }

    /// The tids of the threads that can run, ascending.
    pub fn runnable_tids(&self) -> Vec<u32> {
        let mut v: Vec<u32> =
            self.threads.others.iter().filter(|(_, t)| t.state == ThreadState::Running).map(|(t, _)| *t).collect();
        if self.threads.state == ThreadState::Running {
            v.push(self.task.tid);
        }
        v.sort_unstable();
        v
    }

    /// The task of thread `tid`, current or not.
    pub fn thread_task(&self, tid: u32) -> Option<&Task> {
        if self.task.tid == tid {
            return Some(&self.task);
        }
        self.threads.others.get(&tid).map(|t| &t.task)
    }

    /// How many tasks the process has that are not dead: the machine keeps a quantum
    /// running while the run has two or more (a tick is where a sleeper whose time came
    /// wakes, and where one that another task woke gets its turn, even when nothing can
    /// be asked).
    pub fn tasks(&self) -> usize {
        if self.exit.is_some() {
            return 0;
        }
        1 + self.threads.others.len()
    }

    /// The quantum ran out (the machine stopped the run at the end of the slice).
    pub fn tick(&mut self) {
        self.threads.resched = Some(SchedPoint::Tick);
    }

    /// The tids of the threads that can run now, ascending, after waking those whose
    /// sleep ended; none once the process exited. For the machine's run queue.
    pub fn ready_tids(&mut self, cpu: &mut dyn GuestCpu) -> Vec<u32> {
        if self.exit.is_some() {
            return Vec::new();
        }
        self.wake_expired(cpu);
        self.runnable_tids()
    }

    /// The machine's scheduler picked thread `tid` of this process (at a tick, a switch
    /// or a fork): the next [`Kernel::schedule`] switches to it without asking.
    pub fn pick_thread(&mut self, tid: u32) {
        self.threads.pending_switch = Some(tid);
    }

    /// Models `schedule()` (between two runs), for what the process does itself: wakes
    /// sleepers whose time came, switches to the thread a decision picked, and finishes
    /// its parked kernel work. Where a decision is due (the quantum ran out, the current
    /// thread blocked, yielded or exited), it says so: the machine asks the run's
    /// chooser over every task of every process ([`Resched::Ask`]) and calls again.
    pub fn schedule(&mut self, cpu: &mut dyn GuestCpu) -> Resched {
        loop {
            if self.exit.is_some() {
                return Resched::Exited;
            }
            self.wake_expired(cpu);
            let cur = self.task.tid;
            let cur_runs = self.threads.state == ThreadState::Running;
            let next = match self.threads.pending_switch.take() {
                Some(t) => t,
                None => match self.threads.resched.take().or((!cur_runs).then_some(SchedPoint::Switch)) {
                    Some(point) => return Resched::Ask(point),
                    None => cur,
                },
            };
            if next != cur {
                self.switch_to(cpu, next);
                if self.threads.work.is_none() && self.threads.state == ThreadState::Running {
                    // Back to user mode after the switch: a signal another thread sent
                    // it meanwhile is delivered now.
                    self.exit_to_user_mode(cpu);
                }
            }
            if let Some(work) = self.threads.work.take() {
                self.resume_work(cpu, work);
                continue;
            }
            if self.threads.state == ThreadState::Running && self.threads.resched.is_none() {
                return Resched::Runs;
            }
        }
    }

    /// Models `context_switch()` → `__switch_to()`: the current thread's registers,
    /// task and per-thread state are saved, thread `tid`'s put in their place. A dead
    /// current thread is dropped (it reaped itself).
    pub fn switch_to(&mut self, cpu: &mut dyn GuestCpu, tid: u32) {
        let Some(mut t) = self.threads.others.remove(&tid) else { return };
        let ctx = cpu.save_context();
        cpu.restore_context(&t.ctx);
        t.ctx = ctx;
        std::mem::swap(&mut self.task, &mut t.task);
        std::mem::swap(&mut self.sig, &mut t.sig);
        // The actions and RLIMIT_CORE are the process's.
        std::mem::swap(&mut self.sig.actions, &mut t.sig.actions);
        std::mem::swap(&mut self.sig.rlimit_core, &mut t.sig.rlimit_core);
        std::mem::swap(&mut self.sys.robust_list, &mut t.robust_list);
        std::mem::swap(&mut self.sys.rseq, &mut t.rseq);
        std::mem::swap(&mut self.threads.state, &mut t.state);
        std::mem::swap(&mut self.threads.work, &mut t.work);
        if t.state != ThreadState::Dead {
            self.threads.others.insert(t.task.tid, t);
        }
    }

    /// A scheduling point between two steps of kernel work (see the module's table):
    /// true if the current thread goes on with the work now, false if the chooser
    /// picked another thread, which then runs first: the caller saves the rest of its
    /// work with [`Kernel::park`] and returns.
    pub fn sched_point(&mut self, cpu: &dyn GuestCpu, step: KernelStep) -> bool {
        // A thread already parked (two detaches between runs), or one that is not
        // running (the machine's caller detaches while it sleeps), finishes at once.
        if !self.is_threaded() || self.threads.work.is_some() || self.threads.state != ThreadState::Running {
            return true;
        }
        let runnable = self.runnable_tids();
        if runnable.len() < 2 {
            return true;
        }
        let cur = self.task.tid;
        let mut sh = self.shared.borrow_mut();
        let insns = sh.sched.others_insns.saturating_add(cpu.insn_count());
        let t = sh.sched.decide(SchedPoint::Kernel(step), cur, &runnable, insns);
        drop(sh);
        if t == cur {
            return true;
        }
        self.threads.pending_switch = Some(t);
        false
    }

    /// Saves the rest of the current thread's kernel work after a
    /// [`Kernel::sched_point`] that picked another thread (and stops the run, in a trap
    /// hook).
    pub fn park(&mut self, cpu: &mut dyn GuestCpu, work: KernelWork) {
        self.threads.work = Some(work);
        self.stop_for_switch(cpu);
    }

    /// Inside a trap hook, stops the run so that the machine can schedule; between
    /// runs (the machine called the kernel) there is no run to stop.
    fn stop_for_switch(&mut self, cpu: &mut dyn GuestCpu) {
        if cpu.in_hook() {
            cpu.request_stop();
        }
    }

    /// Finishes the current thread's parked kernel work (it was just picked).
    pub fn resume_work(&mut self, cpu: &mut dyn GuestCpu, work: KernelWork) {
        match work {
            KernelWork::Int3Update { idx, vaddr, insn, done } => {
                if self.int3_update_from(cpu, idx, vaddr, insn, done) {
                    self.handle_swbp_rest(cpu, idx, vaddr);
                    self.exit_to_user_mode(cpu);
                }
            }
            KernelWork::Unregister { idx } => self.uprobe_unregister_rest(idx),
            KernelWork::XolSlot { idx, bp } => {
                if let Ok(arch) = self.uprobes.probes[idx].arch.clone() {
                    self.pre_ssout(cpu, idx, &arch, bp);
                }
                if self.threads.state == ThreadState::Running {
                    self.exit_to_user_mode(cpu);
                }
            }
        }
    }

    /// The current thread sleeps in `state` (from a system call or trap hook): the run
    /// stops and the machine schedules.
    pub(crate) fn block_current(&mut self, cpu: &mut dyn GuestCpu, state: ThreadState) {
        self.threads.state = state;
        self.threads.resched = Some(SchedPoint::Switch);
        self.stop_for_switch(cpu);
    }

    /// Wakes thread `tid` (`wake_up_state()`): runnable again, its system call
    /// returning `ret` if given.
    pub(crate) fn wake_thread(&mut self, cpu: &mut dyn GuestCpu, tid: u32, ret: Option<u64>) {
        self.threads.futex_q.retain(|q| q.tid != tid);
        if tid == self.task.tid {
            if self.threads.state != ThreadState::Dead {
                self.threads.state = ThreadState::Running;
                if let Some(r) = ret {
                    cpu.set_reg(Reg::Rax, r);
                }
            }
        } else if let Some(t) = self.threads.others.get_mut(&tid) {
            if t.state != ThreadState::Dead {
                t.state = ThreadState::Running;
                if let Some(r) = ret {
                    t.ctx.regs.rax = r;
                }
            }
        }
    }

    /// The hrtimers that expired: threads whose sleep or futex timeout passed on the
    /// virtual clock wake (the futex wait with -ETIMEDOUT).
    fn wake_expired(&mut self, cpu: &mut dyn GuestCpu) {
        if !self.threads.has_sleepers() {
            return;
        }
        let now = self.clock_sync(cpu);
        let mut due: Vec<(u32, u64)> = Vec::new();
        if let Some((d, ret)) = self.threads.state.deadline() {
            if d <= now {
                due.push((self.task.tid, ret));
            }
        }
        for (tid, t) in &self.threads.others {
            if let Some((d, ret)) = t.state.deadline() {
                if d <= now {
                    due.push((*tid, ret));
                }
            }
        }
        for (tid, ret) in due {
            self.wake_thread(cpu, tid, Some(ret));
        }
    }

    /// The earliest time (virtual clock nanoseconds) at which a sleeping thread of the
    /// process wakes by itself.
    pub fn next_deadline(&self) -> Option<u64> {
        std::iter::once(&self.threads.state)
            .chain(self.threads.others.values().map(|t| &t.state))
            .filter_map(|s| s.deadline().map(|(d, _)| d))
            .min()
    }

    /// Every sleeping thread with the call it sleeps in and what it waits for, by tid.
    pub fn sleeping_threads(&self) -> Vec<(u32, u64, String)> {
        let mut v: Vec<(u32, u64, String)> = std::iter::once((self.task.tid, &self.threads.state))
            .chain(self.threads.others.iter().map(|(tid, t)| (*tid, &t.state)))
            .filter_map(|(tid, s)| s.waiting().map(|(nr, w)| (tid, nr, w)))
            .collect();
        v.sort_by_key(|(tid, _, _)| *tid);
        v
    }

    /// Models `copy_process()` for a new thread (`CLONE_VM | CLONE_THREAD`): the flag
    /// checks, a tid from the pid space, `CLONE_PARENT_SETTID`/`CLONE_CHILD_SETTID`
    /// stores, `CLONE_CHILD_CLEARTID`, `CLONE_SETTLS`, the registers of the caller with
    /// rax 0 and the new stack, a fresh utask (`uprobe_copy_process()` copies nothing
    /// into a thread), the caller's signal mask with nothing pending and no alternate
    /// stack (`sas_ss_reset()`), no robust list and no rseq area. The new thread is
    /// runnable; the caller goes on.
    ///
    /// # Differs from Linux
    /// Flags that make a new thread share less than a libc thread does (no `CLONE_FS`
    /// or `CLONE_FILES`), `CLONE_VM` without `CLONE_THREAD` (a process sharing the
    /// mm), and `CLONE_PIDFD`, `CLONE_PTRACE`, `CLONE_PARENT`, `CLONE_UNTRACED` and the
    /// namespace flags are -EINVAL (Linux accepts them); the combinations Linux refuses
    /// are -EINVAL as there.
    pub(crate) fn clone_thread(
        &mut self,
        cpu: &mut dyn GuestCpu,
        flags: u64,
        stack: u64,
        ptid: u64,
        ctid: u64,
        tls: u64,
    ) -> u64 {
        /// What a libc thread shares.
        const THREAD: u64 = CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD;
        /// What it may ask for besides.
        const OPTIONAL: u64 = CSIGNAL
            | CLONE_SYSVSEM
            | CLONE_SETTLS
            | CLONE_PARENT_SETTID
            | CLONE_CHILD_SETTID
            | CLONE_CHILD_CLEARTID
            | CLONE_DETACHED;
        // copy_process()'s own refusals first.
        if flags & CLONE_THREAD != 0 && flags & CLONE_SIGHAND == 0 {
            return neg(EINVAL);
        }
        if flags & (CLONE_NEWNS | CLONE_FS) == CLONE_NEWNS | CLONE_FS {
            return neg(EINVAL);
        }
        if flags & THREAD != THREAD || flags & !(THREAD | OPTIONAL) != 0 {
            return neg(EINVAL);
        }
        let tid = {
            let mut sh = self.shared.borrow_mut();
            if sh.procs.len() >= MAX_PROCS {
                return neg(EAGAIN);
            }
            let tid = super::PID + sh.procs.len() as u32;
            // The tid takes a number of the pid space; it is nobody's child to wait for.
            sh.procs.insert(tid, ProcEntry { ppid: 0, exit: None, reaped: true });
            tid
        };
        if flags & CLONE_PARENT_SETTID != 0 {
            self.copy_to_user(cpu, ptid, &tid.to_le_bytes());
        }
        if flags & CLONE_CHILD_SETTID != 0 {
            // schedule_tail() stores it in the child: the same memory.
            self.copy_to_user(cpu, ctid, &tid.to_le_bytes());
        }
        let mut ctx = cpu.save_context();
        ctx.regs.rax = 0;
        if stack != 0 {
            ctx.regs.rsp = stack;
        }
        if flags & CLONE_SETTLS != 0 {
            ctx.regs.fs_base = tls;
        }
        let mut task = Task::new(tid);
        task.comm = self.task.comm.clone();
        if flags & CLONE_CHILD_CLEARTID != 0 {
            task.clear_child_tid = ctid;
        }
        let sig = SigState {
            pending: Vec::new(),
            saved_mask: None,
            sas_sp: 0,
            sas_size: 0,
            sas_flags: SigState::default().sas_flags,
            in_syscall: false,
            ..self.sig.clone()
        };
        let t = Thread { task, ctx, sig, robust_list: (0, 0), rseq: None, state: ThreadState::Running, work: None };
        self.threads.others.insert(tid, t);
        // wake_up_new_task(): the run stops so that the machine starts the quantum.
        self.stop_for_switch(cpu);
        u64::from(tid)
    }

    /// Models `exit(int error_code)` (`do_exit()` of one thread): with other threads
    /// alive, the thread's utask is freed (`uprobe_free_utask()`), `mm_release()`
    /// clears `*clear_child_tid` and wakes one waiter there (what `pthread_join`
    /// sleeps on), and the thread is gone at the switch that follows. The last thread's
    /// `exit` ends the process, with the status the group leader left if it exited
    /// first.
    pub(crate) fn sys_exit(&mut self, cpu: &mut dyn GuestCpu, status: u64) -> Option<u64> {
        let code = status as i32 & 0xff;
        if !self.is_threaded() {
            let code = if self.task.tid == self.pid { code } else { self.threads.leader_exit.unwrap_or(code) };
            return self.sys_exit_group(cpu, code as u64);
        }
        if self.task.tid == self.pid {
            self.threads.leader_exit = Some(code);
        }
        let pending = self.ri_stats.pending_at_exit;
        self.uprobe_free_utask();
        self.threads.ri_pending_exited += self.ri_stats.pending_at_exit;
        self.ri_stats.pending_at_exit = pending;
        let ctid = self.task.clear_child_tid;
        if ctid != 0 && self.copy_to_user(cpu, ctid, &0u32.to_le_bytes()) {
            self.futex_wake(ctid, 1, FUTEX_BITSET_MATCH_ANY);
        }
        if let Some(e) = self.shared.borrow_mut().procs.get_mut(&self.task.tid) {
            e.exit = Some(Exit::Exited(code));
        }
        self.threads.futex_q.retain(|q| q.tid != self.task.tid);
        self.block_current(cpu, ThreadState::Dead);
        None
    }

    /// The other threads end with the process (`zap_other_threads()` at `exit_group`
    /// or a fatal signal): each one's utask is freed, its pending return instances
    /// counted with the process's.
    pub(crate) fn exit_threads(&mut self) {
        let others = std::mem::take(&mut self.threads.others);
        let mut pending = self.ri_stats.pending_at_exit + self.threads.ri_pending_exited;
        for (_, mut t) in others {
            std::mem::swap(&mut self.task, &mut t.task);
            self.uprobe_free_utask();
            pending += self.ri_stats.pending_at_exit;
            std::mem::swap(&mut self.task, &mut t.task);
        }
        self.ri_stats.pending_at_exit = pending;
        self.threads.futex_q.clear();
    }

    /// Models `sched_yield()`: with other threads, the scheduler is asked
    /// ([`SchedPoint::Switch`], the caller among the runnable ones).
    pub(crate) fn sys_sched_yield(&mut self, cpu: &mut dyn GuestCpu) -> u64 {
        if self.is_threaded() {
            self.threads.resched = Some(SchedPoint::Switch);
            self.stop_for_switch(cpu);
        }
        0
    }

    /// A thread's sleep until `deadline` (virtual clock nanoseconds) when other threads
    /// can run meanwhile (`hrtimer_nanosleep()`); a lone thread's sleep advances the
    /// clock instead (see [`super::time`]).
    pub(crate) fn sleep_current(&mut self, cpu: &mut dyn GuestCpu, deadline: u64) {
        self.block_current(cpu, ThreadState::Sleep { deadline });
    }

    /// Runs `f` with each thread's task as the current one in turn (the current thread
    /// first): for kernel work that walks every task of the mm, such as the end of
    /// `uprobe_unregister_sync()`'s grace period, which every thread's leases see.
    pub(crate) fn for_each_thread(&mut self, mut f: impl FnMut(&mut Kernel)) {
        f(self);
        let tids: Vec<u32> = self.threads.others.keys().copied().collect();
        for tid in tids {
            let Some(mut t) = self.threads.others.remove(&tid) else { continue };
            std::mem::swap(&mut self.task, &mut t.task);
            f(self);
            std::mem::swap(&mut self.task, &mut t.task);
            self.threads.others.insert(tid, t);
        }
    }

    /// `wake_up(&area->wq)` after `xol_free_insn_slot()`: every thread waiting for a slot
    /// can run (and tries again).
    pub(crate) fn wake_xol_waiters(&mut self) {
        for t in self.threads.others.values_mut() {
            if t.state == ThreadState::XolSlot {
                t.state = ThreadState::Running;
            }
        }
    }
}
