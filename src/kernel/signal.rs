//! Signals as Linux delivers them (`kernel/signal.c`, `arch/x86/kernel/signal.c`,
//! `arch/x86/kernel/signal_64.c`): actions (`rt_sigaction`), the blocked mask
//! (`rt_sigprocmask`), pending signals (`rt_sigpending`), the alternate stack
//! (`sigaltstack`), sending (`kill`, `tkill`, `tgkill`, the kernel's `force_sig()` and
//! `force_sig_fault()`, `SIGCHLD` from `do_notify_parent()`), and delivery on the way
//! back to user mode (`arch_do_signal_or_restart()` → `get_signal()` →
//! `handle_signal()`): a default action, or a `struct rt_sigframe` built on the user
//! stack and the handler entered, which `rt_sigreturn` undoes.
//!
//! Delivery points: after every system call (with the syscall-restart rules), and
//! after a trap that sent a signal (a fault, int3, #DB, #UD, #DE), which is delivered at
//! once, as the trap's return to user mode does.
//!
//! # Differs from Linux
//! - Stop signals (`SIGSTOP`, `SIGTSTP`, `SIGTTIN`, `SIGTTOU`) are not modelled: their
//!   default action is treated as *ignore* (on Linux the process stops until a
//!   `SIGCONT` that, in a one-process run, never comes); `SIGCONT` is ignored too.
//! - A signal sent to another process (a child's `kill(getppid(), …)`, a child's
//!   `SIGCHLD`) is taken up by the receiver at its next system call, not at whatever
//!   interrupt it would get first on Linux. Processes run one at a time (a parent
//!   first after `fork`, until it blocks or exits; see `Machine::run`), so a parent
//!   blocked in a call sees its child's `SIGCHLD` once the child has ended, where on
//!   Linux the child's last writes may wake it earlier.
//! - A parent whose `SIGCHLD` is `SIG_IGN` or has `SA_NOCLDWAIT` still gets a zombie
//!   (no auto-reap); the signal itself is discarded as Linux discards it.
//! - `clone`'s exit signal (`CSIGNAL`) is not kept: every child sends `SIGCHLD`.
//! - The FPU state in a frame is an XSAVE image of x87 and SSE only (XCR0 = 3, 576
//!   bytes and the trailing magic), whatever the host CPU saves; the FPU opcode and
//!   pointers read 0.
//! - A core dump writes nothing anywhere: it is the `0x80` flag of the wait status and
//!   [`Exit::Dumped`], given when [`SigState::rlimit_core`] is non-zero (0 by default, as
//!   `ulimit -c` is by default, so the host runner's children dump no core either).

use std::cell::Cell;
use std::rc::Rc;

use crate::abi::errno::{EFAULT, EINTR, EINVAL, ENOMEM, EPERM, ESRCH};
use crate::abi::sigframe::*;
use crate::abi::syscall::{SYS_RT_SIGRETURN, SYS_RT_SIGSUSPEND};
use crate::abi::Signal;
use crate::cpu::{GuestCpu, Reg};
use crate::trace::{EventKind, SignalCause, TraceEvent};

use super::exit::Exit;
use super::{neg, Kernel};

/// `sigmask(sig)`: the signal's bit in a `sigset_t`.
pub const fn sigmask(sig: i32) -> u64 {
    1u64 << (sig - 1)
}

/// Signals that cannot be caught, blocked or ignored.
const KERNEL_ONLY: u64 = sigmask(9) | sigmask(19);
/// `SIG_KERNEL_IGNORE_MASK` plus the stop signals (see the module's differences).
const DEFAULT_IGNORE: u64 = sigmask(17) | sigmask(18) | sigmask(23) | sigmask(28) | STOP_MASK;
/// `SIG_KERNEL_STOP_MASK`.
const STOP_MASK: u64 = sigmask(19) | sigmask(20) | sigmask(21) | sigmask(22);
/// `SIG_KERNEL_COREDUMP_MASK`: QUIT, ILL, TRAP, ABRT, BUS, FPE, SEGV, XCPU, XFSZ, SYS.
const COREDUMP_MASK: u64 = sigmask(3)
    | sigmask(4)
    | sigmask(5)
    | sigmask(6)
    | sigmask(7)
    | sigmask(8)
    | sigmask(11)
    | sigmask(24)
    | sigmask(25)
    | sigmask(31);
/// `SYNCHRONOUS_MASK`: dequeued before any other (`next_signal()`).
const SYNCHRONOUS_MASK: u64 = sigmask(11) | sigmask(7) | sigmask(4) | sigmask(5) | sigmask(8) | sigmask(31);
/// `FIX_EFLAGS`: the flags `rt_sigreturn` takes from the frame.
const FIX_EFLAGS: u64 = 0x40000 | 0x800 | 0x400 | 0x100 | 0x80 | 0x40 | 0x10 | 0x4 | 0x1 | 0x10000;
/// DF, RF and TF: cleared on entry to a handler.
const HANDLER_CLEAR_EFLAGS: u64 = 0x400 | 0x10000 | 0x100;
/// `__NR_restart_syscall`.
const SYS_RESTART_SYSCALL: u64 = 219;

/// The signal state of a process's one task and its `sighand`: what `fork` copies
/// (actions, mask, alternate stack) and what it clears (pending signals).
#[derive(Clone, Debug)]
pub struct SigState {
    /// `sighand->action[sig - 1]`.
    pub actions: [KSigaction; 64],
    /// `task->blocked`.
    pub blocked: u64,
    /// `task->pending` (and the shared pending of the thread group, which is the same
    /// with one thread): queued signals, oldest first; a standard signal at most once.
    pub pending: Vec<Siginfo>,
    /// `sas_ss_sp`.
    pub sas_sp: u64,
    /// `sas_ss_size`.
    pub sas_size: u64,
    /// `sas_ss_flags`: the flags as `sigaltstack` was given them (0 at first,
    /// `SS_DISABLE` after an auto-disarm), which a frame's `uc_stack` saves as they are.
    pub sas_flags: u32,
    /// `thread.trap_nr`, `thread.error_code` and `thread.cr2` of the last trap that sent
    /// a signal: what a frame's `trapno`, `err` and `cr2` say.
    pub trap: (u64, u64, u64),
    /// The soft `RLIMIT_CORE`: non-zero lets a core-dumping signal dump (see the
    /// module's differences).
    pub rlimit_core: u64,
    /// Inside a system call: a signal the kernel forces now is delivered on the call's
    /// way out (with its return value in the frame), not at once.
    pub in_syscall: bool,
    /// `saved_sigmask` while `TIF_RESTORE_SIGMASK` is set (`rt_sigsuspend`): the mask
    /// the next frame saves, or that comes back if no handler runs.
    pub saved_mask: Option<u64>,
    /// How many signals senders have left in [`super::Shared::signals`] for any process:
    /// one counter for the whole run, shared by every process's and thread's copy (fork
    /// and `clone` clone the `Rc`). A simulator instrument: the way back to user mode
    /// looks at the shared table only when it moved.
    pub posted: Rc<Cell<u64>>,
    /// `posted` when this task last took its signals from the shared table; 0 (never)
    /// for a new task, which looks once.
    pub seen: u64,
}

impl Default for SigState {
    fn default() -> Self {
        SigState {
            actions: [KSigaction::default(); 64],
            blocked: 0,
            pending: Vec::new(),
            sas_sp: 0,
            sas_size: 0,
            sas_flags: 0,
            trap: (0, 0, 0),
            rlimit_core: 0,
            in_syscall: false,
            saved_mask: None,
            posted: Rc::new(Cell::new(1)),
            seen: 0,
        }
    }
}

impl SigState {
    /// What a forked child starts with (`copy_process()`: `copy_sighand()`, the mask and
    /// the alternate stack copied, `init_sigpending()`).
    pub fn for_child(&self) -> SigState {
        SigState { pending: Vec::new(), saved_mask: None, seen: 0, ..self.clone() }
    }

    /// The pending set (`task->pending.signal`).
    pub fn pending_set(&self) -> u64 {
        self.pending.iter().fold(0, |s, i| s | sigmask(i.signo))
    }

    /// Whether a signal is pending and not blocked (`signal_pending()`).
    #[inline]
    pub fn deliverable(&self) -> bool {
        !self.pending.is_empty() && self.pending_set() & !self.blocked != 0
    }

    /// `__on_sig_stack(sp)`.
    fn on_stack(&self, sp: u64) -> bool {
        sp > self.sas_sp && sp - self.sas_sp <= self.sas_size
    }

    /// `on_sig_stack(sp)`: never while the stack is auto-disarmed.
    fn on_sig_stack(&self, sp: u64) -> bool {
        self.sas_flags & SS_AUTODISARM == 0 && self.on_stack(sp)
    }

    /// `sas_ss_flags(sp)`.
    fn ss_flags(&self, sp: u64) -> u32 {
        if self.sas_size == 0 {
            SS_DISABLE
        } else if self.on_sig_stack(sp) {
            SS_ONSTACK
        } else {
            0
        }
    }

    /// `sas_ss_reset()`.
    fn sas_reset(&mut self) {
        (self.sas_sp, self.sas_size, self.sas_flags) = (0, 0, SS_DISABLE);
    }

    /// Whether `sig` would be ignored as it is sent (`sig_ignored()`): blocked signals
    /// never are, since the handler may change before they are unblocked.
    fn ignored(&self, sig: i32) -> bool {
        if self.blocked & sigmask(sig) != 0 {
            return false;
        }
        let h = self.actions[(sig - 1) as usize].handler;
        h == SIG_IGN || (h == SIG_DFL && DEFAULT_IGNORE & sigmask(sig) != 0)
    }

    /// `__send_signal_locked()`: queue `info` unless ignored; a standard signal already
    /// pending is not queued again (`legacy_queue()`).
    pub fn send(&mut self, info: Siginfo) {
        let sig = info.signo;
        if self.ignored(sig) || (sig < 32 && self.pending_set() & sigmask(sig) != 0) {
            return;
        }
        self.pending.push(info);
    }

    /// `force_sig_info_to_task()`: a blocked or ignored signal is unblocked and its
    /// action reset to the default, so it cannot be lost; then it is queued.
    pub fn force(&mut self, info: Siginfo) {
        let sig = info.signo;
        let i = (sig - 1) as usize;
        let blocked = self.blocked & sigmask(sig) != 0;
        if blocked || self.actions[i].handler == SIG_IGN {
            self.actions[i].handler = SIG_DFL;
            if blocked {
                self.blocked &= !sigmask(sig);
            }
        }
        self.send(info);
    }

    /// `dequeue_signal()` with `next_signal()`: the lowest-numbered unblocked pending
    /// signal, the synchronous ones first.
    fn dequeue(&mut self) -> Option<Siginfo> {
        let ready = self.pending_set() & !self.blocked;
        if ready == 0 {
            return None;
        }
        let pick = if ready & SYNCHRONOUS_MASK != 0 { ready & SYNCHRONOUS_MASK } else { ready };
        let sig = pick.trailing_zeros() as i32 + 1;
        let at = self.pending.iter().position(|i| i.signo == sig)?;
        Some(self.pending.remove(at))
    }

    /// `set_current_blocked()`: SIGKILL and SIGSTOP are never blocked.
    fn set_blocked(&mut self, set: u64) {
        self.blocked = set & !KERNEL_ONLY;
    }
}

/// A signal number as a system call's `int` argument gives it: valid if 1..=64.
fn valid_signal(sig: u64) -> Option<i32> {
    let sig = sig as i32;
    (1..=NSIG).contains(&sig).then_some(sig)
}

/// The x87 and SSE state in its initial configuration (`init_fpstate`): control word
/// 0x37f (every exception masked, 64-bit precision, round to nearest), status 0, every
/// register empty, MXCSR 0x1f80 (every SSE exception masked, round to nearest). A signal
/// handler starts with it (`fpu__clear_user_states()`), and so does a new program at
/// exec (`fpu_flush_thread()`, `fpstate_reset()`).
pub(crate) fn init_fpstate() -> [u8; 512] {
    let mut img = [0u8; 512];
    img[0..2].copy_from_slice(&FCW_DEFAULT.to_le_bytes());
    img[FX_MXCSR_OFFSET..FX_MXCSR_OFFSET + 4].copy_from_slice(&MXCSR_DEFAULT.to_le_bytes());
    img
}

impl Kernel {
    /// Models `force_sig()`: the kernel sends `sig` (`si_code` `SI_KERNEL`) as forced
    /// (unblocked, a `SIG_IGN` action reset), and it is delivered at once, as on the
    /// trap's return to user mode (from a system call such as `sys_uretprobe`, on the
    /// call's way out). If an out-of-line step is active,
    /// `uprobe_deny_signal()` aborts it first, so the signal is reported (and a handler's
    /// frame saves ip) at the probe address.
    pub fn force_sig(&mut self, cpu: &mut dyn GuestCpu, sig: Signal, at: u64, cause: SignalCause) {
        self.force_sig_info(cpu, Siginfo::new(sig.number(), SI_KERNEL), at, cause);
    }

    /// Models `force_sig_fault()`: [`Kernel::force_sig`] with a fault's `si_code` and
    /// `si_addr`, and the trap's `trapno`, `err` and `cr2` kept for the frame
    /// (`thread.trap_nr`, `error_code`, `cr2`).
    #[allow(clippy::too_many_arguments)]
    pub fn force_sig_fault(
        &mut self,
        cpu: &mut dyn GuestCpu,
        sig: Signal,
        code: i32,
        addr: u64,
        trap: (u64, u64, u64),
        at: u64,
        cause: SignalCause,
    ) {
        self.sig.trap = trap;
        self.force_sig_info(cpu, Siginfo::new(sig.number(), code).with_addr(addr), at, cause);
    }

    /// Models `send_sig(sig, current, 0)`: `sig` from the kernel on the task's behalf
    /// (`si_code` `SI_USER`, the task's own pid), neither unblocked nor forced; it is
    /// delivered on the way back to user mode.
    pub fn send_sig(&mut self, cpu: &mut dyn GuestCpu, sig: Signal, at: u64, cause: SignalCause) {
        self.event(cpu, at, EventKind::Signal, || TraceEvent::Signal { sig, at, cause });
        self.sig.send(Siginfo::new(sig.number(), SI_USER).with_sender(self.pid, 0));
    }

    /// `force_sig_info_to_task()` and the delivery on the trap's way out (or the system
    /// call's, from inside one).
    fn force_sig_info(&mut self, cpu: &mut dyn GuestCpu, info: Siginfo, at: u64, cause: SignalCause) {
        let at = self.uprobe_deny_signal(cpu).unwrap_or(at);
        let sig = Signal::from_number(info.signo);
        self.event(cpu, at, EventKind::Signal, || TraceEvent::Signal { sig, at, cause });
        self.sig.force(info);
        if !self.sig.in_syscall {
            self.do_signal(cpu, None);
        }
    }

    /// A trap's way back to user mode (`irqentry_exit_to_user_mode()` after the #BP,
    /// #DB or other exception handler): a signal left pending (one the single-step
    /// deferred) is delivered now, unless the thread is parked in the middle of kernel
    /// work, whose rest comes first (see `thread`).
    #[inline]
    pub(crate) fn trap_exit_to_user_mode(&mut self, cpu: &mut dyn GuestCpu) {
        if self.threads.work.is_none() {
            self.exit_to_user_mode(cpu);
        }
    }

    /// The way back to user mode after a trap (`irqentry_exit_to_user_mode()` →
    /// `exit_to_user_mode_loop()`): pending signals are delivered, unless an
    /// out-of-line step is active (`uprobe_deny_signal()` defers them to its end).
    #[inline]
    pub(crate) fn exit_to_user_mode(&mut self, cpu: &mut dyn GuestCpu) {
        if self.sig.deliverable() && self.exit.is_none() && !self.sstep_active() {
            self.do_signal(cpu, None);
        }
    }

    /// The way back to user mode after system call `nr` (`syscall_exit_to_user_mode()`):
    /// signals other processes sent meanwhile are taken up, then delivered with the
    /// restart rules (`rt_sigreturn` disables them, as its `orig_ax = -1` does). During
    /// an out-of-line step (a stepped `syscall`) they wait for its end
    /// (`uprobe_deny_signal()`).
    ///
    /// Inline, down to the delivery: after almost every call there is nothing to do,
    /// and that is three comparisons (a call of its own cost 20 host instructions a
    /// system call).
    #[inline(always)]
    pub(crate) fn syscall_exit_to_user_mode(&mut self, cpu: &mut dyn GuestCpu, nr: u64) {
        if self.exit_to_user_mode_work() {
            self.syscall_do_signal(cpu, nr);
        }
    }

    /// Whether [`Kernel::syscall_exit_to_user_mode`] has a signal to deliver, having
    /// taken the ones other processes posted.
    pub(crate) fn exit_to_user_mode_work(&mut self) -> bool {
        if self.exit.is_some() {
            return false;
        }
        self.collect_signals();
        self.sig.deliverable() && !self.sstep_active()
    }

    /// [`Kernel::syscall_exit_to_user_mode`]'s delivery, out of line.
    #[cold]
    #[inline(never)]
    fn syscall_do_signal(&mut self, cpu: &mut dyn GuestCpu, nr: u64) {
        self.do_signal(cpu, (nr != SYS_RT_SIGRETURN).then_some(nr));
    }

    /// Whether a uprobe's out-of-line step is active (`utask->active_uprobe`).
    fn sstep_active(&self) -> bool {
        self.task.utask.active.is_some()
    }

    /// Takes the signals other processes sent to this one. Looks at the shared table only
    /// if a signal was left there since this task last looked ([`SigState::posted`]):
    /// after almost every system call nothing was, and this is one comparison.
    #[inline]
    fn collect_signals(&mut self) {
        let posted = self.sig.posted.get();
        if posted != self.sig.seen {
            self.sig.seen = posted;
            self.take_posted_signals();
        }
    }

    /// [`Kernel::collect_signals`]'s look at the shared table.
    #[cold]
    #[inline(never)]
    fn take_posted_signals(&mut self) {
        let incoming = {
            let mut sh = self.shared.borrow_mut();
            if sh.signals.is_empty() {
                return;
            }
            sh.signals.remove(&self.pid).unwrap_or_default()
        };
        for info in incoming {
            self.sig.send(info);
        }
    }

    /// Records that a signal was left in the shared table (see [`SigState::posted`]).
    fn note_posted(&self) {
        self.sig.posted.set(self.sig.posted.get().wrapping_add(1));
    }

    /// Sends `info` to process `pid` (`send_signal_locked()`): queued here for this
    /// process, else left in the shared state for the receiver; a zombie takes nothing.
    fn send_to(&mut self, pid: u32, info: Siginfo) {
        if pid == self.pid {
            self.sig.send(info);
            return;
        }
        let mut sh = self.shared.borrow_mut();
        if sh.procs.get(&pid).is_some_and(|e| e.exit.is_none()) {
            sh.signals.entry(pid).or_default().push(info);
            drop(sh);
            self.note_posted();
        }
    }

    /// `do_notify_parent()` for an exiting child: `SIGCHLD` with `CLD_EXITED`,
    /// `CLD_KILLED` or `CLD_DUMPED`, the child's pid and its status.
    pub(crate) fn do_notify_parent(&mut self, exit: Exit) {
        if self.ppid == 0 {
            return;
        }
        let (code, status) = match exit {
            Exit::Exited(c) => (CLD_EXITED, c),
            Exit::Signaled(s) => (CLD_KILLED, s.number()),
            Exit::Dumped(s) => (CLD_DUMPED, s.number()),
        };
        let info = Siginfo::new(Signal::Sigchld.number(), code).with_sender(self.pid, 0).with_status(status);
        self.shared.borrow_mut().signals.entry(self.ppid).or_default().push(info);
        self.note_posted();
    }

    /// Models `arch_do_signal_or_restart()`: `get_signal()` dequeues each deliverable
    /// signal and applies its action (ignore, the default action, or `handle_signal()`,
    /// which builds a frame; each further signal's frame goes on top, so the last one's
    /// handler runs first); with no handler run, an interrupted system call `nr` is
    /// restarted.
    fn do_signal(&mut self, cpu: &mut dyn GuestCpu, syscall: Option<u64>) {
        let mut handled = false;
        while let Some(info) = self.sig.dequeue() {
            let sig = info.signo;
            let i = (sig - 1) as usize;
            let ka = self.sig.actions[i];
            if ka.handler == SIG_IGN {
                continue;
            }
            if ka.handler != SIG_DFL {
                if ka.flags & SA_RESETHAND != 0 {
                    self.sig.actions[i].handler = SIG_DFL;
                }
                self.handle_signal(cpu, &info, &ka, syscall);
                handled = true;
                continue;
            }
            if DEFAULT_IGNORE & sigmask(sig) != 0 {
                continue;
            }
            // do_group_exit(): the default action ends the process, dumping core first
            // for the core signals (do_coredump()) when RLIMIT_CORE allows it.
            let s = Signal::from_number(sig);
            let dumped = COREDUMP_MASK & sigmask(sig) != 0 && self.sig.rlimit_core != 0;
            self.do_exit(if dumped { Exit::Dumped(s) } else { Exit::Signaled(s) });
            cpu.request_stop();
            return;
        }
        if handled {
            return;
        }
        // restore_saved_sigmask(): no frame took the mask sigsuspend saved.
        if let Some(saved) = self.sig.saved_mask.take() {
            self.sig.set_blocked(saved);
        }
        // No handler ran: restart the system call (the no-handler half of the rules).
        let Some(nr) = syscall else { return };
        let ax = cpu.reg(Reg::Rax) as i64;
        match -ax {
            ERESTARTNOHAND | ERESTARTSYS | ERESTARTNOINTR => {
                cpu.set_reg(Reg::Rax, nr);
                cpu.set_reg(Reg::Rip, cpu.reg(Reg::Rip).wrapping_sub(2));
            }
            ERESTART_RESTARTBLOCK => {
                cpu.set_reg(Reg::Rax, SYS_RESTART_SYSCALL);
                cpu.set_reg(Reg::Rip, cpu.reg(Reg::Rip).wrapping_sub(2));
            }
            _ => {}
        }
    }

    /// Models `handle_signal()`: the system-call restart rules (`-ERESTARTSYS` restarts
    /// only with `SA_RESTART`), the frame (`x64_setup_rt_frame()`), flags cleared for the
    /// handler and the FPU reset, then `signal_setup_done()`: the handler's mask added
    /// (and the signal itself, without `SA_NODEFER`). A frame that cannot be written
    /// (`SA_RESTORER` missing, the stack unwritable, the alternate stack overflowed)
    /// is `force_sigsegv()`.
    fn handle_signal(&mut self, cpu: &mut dyn GuestCpu, info: &Siginfo, ka: &KSigaction, syscall: Option<u64>) {
        let sig = info.signo;
        if let Some(nr) = syscall {
            let ax = cpu.reg(Reg::Rax) as i64;
            match -ax {
                ERESTART_RESTARTBLOCK | ERESTARTNOHAND => cpu.set_reg(Reg::Rax, neg(EINTR)),
                ERESTARTSYS if ka.flags & SA_RESTART == 0 => cpu.set_reg(Reg::Rax, neg(EINTR)),
                ERESTARTSYS | ERESTARTNOINTR => {
                    cpu.set_reg(Reg::Rax, nr);
                    cpu.set_reg(Reg::Rip, cpu.reg(Reg::Rip).wrapping_sub(2));
                }
                _ => {}
            }
        }
        // Logged before the frame is written, as a tracer sees the signal-delivery stop
        // before `handle_signal()` runs.
        if self.trace.logs_syscalls() {
            let sender = u32::from_le_bytes(info.fields[0..4].try_into().unwrap_or_default());
            let handler = crate::trace::HandlerEntry { signo: sig, code: info.code, from_self: sender == self.pid };
            let mark = crate::trace::SyscallRecord {
                handler: Some(handler),
                ..crate::trace::SyscallRecord::call(self.task.tid, 0, [0; 6], None)
            };
            self.trace.log_syscall(mark);
        }
        if !self.setup_rt_frame(cpu, info, ka) {
            // force_sigsegv(): a SIGSEGV whose own frame failed goes back to SIG_DFL.
            if sig == Signal::Sigsegv.number() {
                self.sig.actions[(sig - 1) as usize].handler = SIG_DFL;
            }
            self.sig.force(Siginfo::new(Signal::Sigsegv.number(), SI_KERNEL));
            return;
        }
        let mut blocked = self.sig.blocked | ka.mask;
        if ka.flags & SA_NODEFER == 0 {
            blocked |= sigmask(sig);
        }
        self.sig.set_blocked(blocked);
    }

    /// Models `x64_setup_rt_frame()` with `get_sigframe()` and
    /// `copy_fpstate_to_sigframe()`: below the red zone (or at the top of the alternate
    /// stack with `SA_ONSTACK`), the FPU state 64-byte aligned, the `rt_sigframe` below
    /// it with rsp 16-byte aligned minus 8 (as after a `call`); registers set for the
    /// handler: `rdi` = sig, `rsi` = &info, `rdx` = &uc, `rax` = 0, rip = the handler.
    fn setup_rt_frame(&mut self, cpu: &mut dyn GuestCpu, info: &Siginfo, ka: &KSigaction) -> bool {
        let regs = cpu.regs();
        let nested_altstack = self.sig.on_sig_stack(regs.rsp);
        let mut sp = regs.rsp.wrapping_sub(128);
        let mut entering_altstack = false;
        if ka.flags & SA_ONSTACK != 0 && self.sig.ss_flags(sp) == 0 {
            sp = self.sig.sas_sp.wrapping_add(self.sig.sas_size);
            entering_altstack = true;
        }
        // fpu__alloc_mathframe()
        let fp = sp.wrapping_sub(FPSTATE_SIGFRAME_SIZE as u64) & !63;
        let frame_addr = (fp.wrapping_sub(RtSigframe::SIZE as u64) & !15).wrapping_sub(8);
        if (nested_altstack || entering_altstack) && !self.sig.on_stack(frame_addr) {
            return false;
        }
        if ka.flags & SA_RESTORER == 0 {
            return false;
        }
        // copy_fpstate_to_sigframe(): the fxsave area with its software bytes, the
        // XSAVE header, and FP_XSTATE_MAGIC2 after the image.
        let mut fpstate = vec![0u8; FPSTATE_SIGFRAME_SIZE];
        fpstate[..FXSAVE_SIZE].copy_from_slice(&cpu.fxsave());
        let sw = FX_SW_BYTES_OFFSET;
        fpstate[sw..sw + 4].copy_from_slice(&FP_XSTATE_MAGIC1.to_le_bytes());
        fpstate[sw + 4..sw + 8].copy_from_slice(&(FPSTATE_SIGFRAME_SIZE as u32).to_le_bytes());
        fpstate[sw + 8..sw + 16].copy_from_slice(&XFEATURE_MASK_FPSSE.to_le_bytes());
        fpstate[sw + 16..sw + 20].copy_from_slice(&(XSTATE_USER_SIZE as u32).to_le_bytes());
        fpstate[FXSAVE_SIZE..FXSAVE_SIZE + 8].copy_from_slice(&XFEATURE_MASK_FPSSE.to_le_bytes());
        fpstate[XSTATE_USER_SIZE..].copy_from_slice(&FP_XSTATE_MAGIC2.to_le_bytes());
        let (trapno, err, cr2) = self.sig.trap;
        // sigmask_to_save(): the mask rt_sigsuspend saved, else the current one.
        let oldset = self.sig.saved_mask.take().unwrap_or(self.sig.blocked);
        let mut frame = RtSigframe {
            pretcode: ka.restorer,
            uc: Ucontext {
                flags: UC_FP_XSTATE | UC_SIGCONTEXT_SS | UC_STRICT_RESTORE_SS,
                link: 0,
                // unsafe_save_altstack(): the task's fields as they are.
                stack: StackT { sp: self.sig.sas_sp, flags: self.sig.sas_flags, _pad: 0, size: self.sig.sas_size },
                mcontext: Sigcontext {
                    r8: regs.r8,
                    r9: regs.r9,
                    r10: regs.r10,
                    r11: regs.r11,
                    r12: regs.r12,
                    r13: regs.r13,
                    r14: regs.r14,
                    r15: regs.r15,
                    rdi: regs.rdi,
                    rsi: regs.rsi,
                    rbp: regs.rbp,
                    rbx: regs.rbx,
                    rdx: regs.rdx,
                    rax: regs.rax,
                    rcx: regs.rcx,
                    rsp: regs.rsp,
                    rip: regs.rip,
                    eflags: regs.rflags,
                    cs: USER_CS,
                    gs: 0,
                    fs: 0,
                    ss: USER_DS,
                    err,
                    trapno,
                    oldmask: oldset,
                    cr2,
                    fpstate: fp,
                    reserved: [0; 8],
                },
                sigmask: oldset,
            },
            info: Siginfo::default(),
        };
        let mut bytes = frame.to_bytes();
        if ka.flags & SA_SIGINFO != 0 {
            frame.info = *info;
            bytes = frame.to_bytes();
        } else {
            // Without SA_SIGINFO the info area is left as the stack had it.
            let mut old = [0u8; Siginfo::SIZE];
            if cpu.read(frame_addr + RT_SIGFRAME_INFO, &mut old) {
                bytes[RT_SIGFRAME_INFO as usize..].copy_from_slice(&old);
            }
        }
        if !self.copy_to_user(cpu, fp, &fpstate) || !self.copy_to_user(cpu, frame_addr, &bytes) {
            return false;
        }
        if self.sig.sas_flags & SS_AUTODISARM != 0 {
            self.sig.sas_reset();
        }
        cpu.set_reg(Reg::Rdi, info.signo as u64);
        cpu.set_reg(Reg::Rax, 0);
        cpu.set_reg(Reg::Rsi, frame_addr + RT_SIGFRAME_INFO);
        cpu.set_reg(Reg::Rdx, frame_addr + RT_SIGFRAME_UC);
        cpu.set_reg(Reg::Rip, ka.handler);
        cpu.set_reg(Reg::Rsp, frame_addr);
        cpu.set_reg(Reg::Rflags, regs.rflags & !HANDLER_CLEAR_EFLAGS);
        cpu.fxrstor(&init_fpstate());
        true
    }

    /// Models `rt_sigreturn()`: the frame is at rsp - 8 (the handler's `ret` popped
    /// `pretcode`); the mask, the alternate stack, the registers (only the
    /// `FIX_EFLAGS` bits of rflags) and the FPU state (reset when `fpstate` is 0) come
    /// back from it, and rax is the call's return value. A frame that cannot be read is
    /// `signal_fault()`: SIGSEGV.
    pub(crate) fn sys_rt_sigreturn(&mut self, cpu: &mut dyn GuestCpu) -> u64 {
        let frame_addr = cpu.reg(Reg::Rsp).wrapping_sub(8);
        let Some(bytes) = self.copy_from_user(cpu, frame_addr, RtSigframe::SIZE as u64) else {
            return self.signal_fault(cpu);
        };
        let frame = RtSigframe::from_bytes(&bytes);
        self.sig.set_blocked(frame.uc.sigmask);
        // restore_altstack(): errors other than a fault are squashed.
        let _ = self.do_sigaltstack(Some(frame.uc.stack), cpu.reg(Reg::Rsp));
        let sc = frame.uc.mcontext;
        let fx = if sc.fpstate == 0 {
            init_fpstate()
        } else {
            match self.copy_from_user(cpu, sc.fpstate, FXSAVE_SIZE as u64) {
                Some(b) => {
                    let mut img = [0u8; FXSAVE_SIZE];
                    img.copy_from_slice(&b);
                    // sanitize: reserved MXCSR bits are dropped.
                    img[FX_MXCSR_OFFSET + 2] = 0;
                    img[FX_MXCSR_OFFSET + 3] = 0;
                    img
                }
                None => return self.signal_fault(cpu),
            }
        };
        let flags = (cpu.reg(Reg::Rflags) & !FIX_EFLAGS) | (sc.eflags & FIX_EFLAGS);
        for (r, v) in [
            (Reg::R8, sc.r8),
            (Reg::R9, sc.r9),
            (Reg::R10, sc.r10),
            (Reg::R11, sc.r11),
            (Reg::R12, sc.r12),
            (Reg::R13, sc.r13),
            (Reg::R14, sc.r14),
            (Reg::R15, sc.r15),
            (Reg::Rdi, sc.rdi),
            (Reg::Rsi, sc.rsi),
            (Reg::Rbp, sc.rbp),
            (Reg::Rbx, sc.rbx),
            (Reg::Rdx, sc.rdx),
            (Reg::Rcx, sc.rcx),
            (Reg::Rsp, sc.rsp),
            (Reg::Rip, sc.rip),
            (Reg::Rflags, flags),
        ] {
            cpu.set_reg(r, v);
        }
        cpu.fxrstor(&fx);
        sc.rax
    }

    /// `signal_fault()`: a bad frame is SIGSEGV (forced), delivered on the way out.
    fn signal_fault(&mut self, cpu: &mut dyn GuestCpu) -> u64 {
        let at = cpu.reg(Reg::Rip).wrapping_sub(2);
        self.event(cpu, at, EventKind::Signal, || TraceEvent::Signal {
            sig: Signal::Sigsegv,
            at,
            cause: SignalCause::Kernel("bad frame in rt_sigreturn"),
        });
        self.sig.force(Siginfo::new(Signal::Sigsegv.number(), SI_KERNEL));
        0
    }

    /// `rt_sigaction(sig, act, oact, sigsetsize)` → `do_sigaction()`: `sigsetsize` must
    /// be 8; SIGKILL and SIGSTOP take no action; unknown flag bits are cleared (so
    /// `SA_UNSUPPORTED` reads back clear); SIGKILL and SIGSTOP leave the new mask; a new
    /// `SIG_IGN` (or default-ignored `SIG_DFL`) discards the pending instances.
    pub(crate) fn sys_rt_sigaction(
        &mut self,
        cpu: &mut dyn GuestCpu,
        sig: u64,
        act: u64,
        oact: u64,
        sigsetsize: u64,
    ) -> u64 {
        if sigsetsize != SIGSET_SIZE {
            return neg(EINVAL);
        }
        let new = if act != 0 {
            match self.copy_from_user(cpu, act, KSigaction::SIZE as u64) {
                Some(b) => Some(KSigaction::from_bytes(&b)),
                None => return neg(EFAULT),
            }
        } else {
            None
        };
        let Some(sig) = valid_signal(sig) else { return neg(EINVAL) };
        if new.is_some() && KERNEL_ONLY & sigmask(sig) != 0 {
            return neg(EINVAL);
        }
        let i = (sig - 1) as usize;
        let old = self.sig.actions[i];
        if let Some(mut a) = new {
            a.flags &= SA_KNOWN;
            a.mask &= !KERNEL_ONLY;
            self.sig.actions[i] = a;
            let ignores = a.handler == SIG_IGN || (a.handler == SIG_DFL && DEFAULT_IGNORE & sigmask(sig) != 0);
            if ignores {
                self.sig.pending.retain(|p| p.signo != sig);
            }
        }
        if oact != 0 {
            let mut o = old;
            o.flags &= SA_KNOWN;
            if !self.copy_to_user(cpu, oact, &o.to_bytes()) {
                return neg(EFAULT);
            }
        }
        0
    }

    /// `rt_sigprocmask(how, set, oset, sigsetsize)`: `sigsetsize` must be 8; `how` (an
    /// `int`) is checked only when a new set is given.
    pub(crate) fn sys_rt_sigprocmask(
        &mut self,
        cpu: &mut dyn GuestCpu,
        how: u64,
        set: u64,
        oset: u64,
        sigsetsize: u64,
    ) -> u64 {
        if sigsetsize != SIGSET_SIZE {
            return neg(EINVAL);
        }
        let old = self.sig.blocked;
        if set != 0 {
            let Some(b) = self.read_user::<8>(cpu, set) else { return neg(EFAULT) };
            let new = u64::from_le_bytes(b) & !KERNEL_ONLY;
            let blocked = match u64::from(how as u32) {
                SIG_BLOCK => old | new,
                SIG_UNBLOCK => old & !new,
                SIG_SETMASK => new,
                _ => return neg(EINVAL),
            };
            self.sig.set_blocked(blocked);
        }
        if oset != 0 && !self.copy_to_user(cpu, oset, &old.to_le_bytes()) {
            return neg(EFAULT);
        }
        0
    }

    /// `rt_sigpending(set, sigsetsize)`: the pending signals that are blocked;
    /// `sigsetsize` at most 8 (that many bytes are written).
    pub(crate) fn sys_rt_sigpending(&mut self, cpu: &mut dyn GuestCpu, set: u64, sigsetsize: u64) -> u64 {
        if sigsetsize > SIGSET_SIZE {
            return neg(EINVAL);
        }
        self.collect_signals();
        let pending = self.sig.pending_set() & self.sig.blocked;
        if !self.copy_to_user(cpu, set, &pending.to_le_bytes()[..sigsetsize as usize]) {
            return neg(EFAULT);
        }
        0
    }

    /// `rt_sigsuspend(mask, sigsetsize)`: the mask is replaced until a signal is
    /// delivered (`sigsuspend()`: `saved_sigmask` and `TIF_RESTORE_SIGMASK`), and the
    /// call returns `-ERESTARTNOHAND`: -EINTR once a handler ran (its frame saves the
    /// old mask, which `rt_sigreturn` restores), a restart if the signal was ignored.
    ///
    /// With no signal deliverable under the new mask, the process sleeps in the call
    /// until another process sends one (a child's `SIGCHLD`); when none can, the run's
    /// deadlock ends it, where Linux would sleep for ever.
    pub(crate) fn sys_rt_sigsuspend(&mut self, cpu: &mut dyn GuestCpu, mask: u64, sigsetsize: u64) -> u64 {
        if sigsetsize != SIGSET_SIZE {
            return neg(EINVAL);
        }
        let Some(b) = self.read_user::<8>(cpu, mask) else { return neg(EFAULT) };
        self.collect_signals();
        let saved = self.sig.blocked;
        self.sig.set_blocked(u64::from_le_bytes(b));
        if !self.sig.deliverable() {
            self.sig.blocked = saved;
            self.block(cpu, SYS_RT_SIGSUSPEND, super::fs::BlockOn::Signal, 0);
            return 0;
        }
        self.sig.saved_mask = Some(saved);
        neg(ERESTARTNOHAND)
    }

    /// `sigaltstack(uss, uoss)`.
    pub(crate) fn sys_sigaltstack(&mut self, cpu: &mut dyn GuestCpu, uss: u64, uoss: u64) -> u64 {
        let new = if uss != 0 {
            match self.copy_from_user(cpu, uss, StackT::SIZE as u64) {
                Some(b) => Some(StackT::from_bytes(&b)),
                None => return neg(EFAULT),
            }
        } else {
            None
        };
        let sp = cpu.reg(Reg::Rsp);
        let old = StackT {
            sp: self.sig.sas_sp,
            flags: self.sig.ss_flags(sp) | (self.sig.sas_flags & SS_AUTODISARM),
            _pad: 0,
            size: self.sig.sas_size,
        };
        let ret = self.do_sigaltstack(new, sp);
        if ret == 0 && uoss != 0 && !self.copy_to_user(cpu, uoss, &old.to_bytes()) {
            return neg(EFAULT);
        }
        ret
    }

    /// `do_sigaltstack()`'s change: -EPERM while on the alternate stack, -EINVAL for a
    /// mode other than 0, `SS_ONSTACK` or `SS_DISABLE`, -ENOMEM below `MINSIGSTKSZ`.
    fn do_sigaltstack(&mut self, new: Option<StackT>, sp: u64) -> u64 {
        let Some(ss) = new else { return 0 };
        if self.sig.on_sig_stack(sp) {
            return neg(EPERM);
        }
        let mode = ss.flags & !SS_AUTODISARM;
        if mode != SS_DISABLE && mode != SS_ONSTACK && mode != 0 {
            return neg(EINVAL);
        }
        if (self.sig.sas_sp, self.sig.sas_size, self.sig.sas_flags) == (ss.sp, ss.size, ss.flags) {
            return 0;
        }
        let (ss_sp, ss_size) = if mode == SS_DISABLE {
            (0, 0)
        } else {
            if ss.size < MINSIGSTKSZ {
                return neg(ENOMEM);
            }
            (ss.sp, ss.size)
        };
        self.sig.sas_sp = ss_sp;
        self.sig.sas_size = ss_size;
        self.sig.sas_flags = ss.flags;
        0
    }

    /// `kill(pid, sig)` (both `int`): a pid > 0 is that process (a zombie still exists),
    /// 0 and -pgid every process of the run (one process group), -1 every process but
    /// the caller; signal 0 only checks. `si_code` `SI_USER`.
    pub(crate) fn sys_kill(&mut self, cpu: &mut dyn GuestCpu, pid: u64, sig: u64) -> u64 {
        let (pid, signo) = (pid as i32, sig as i32);
        if signo != 0 && valid_signal(sig).is_none() {
            return neg(EINVAL);
        }
        let targets: Vec<u32> = {
            let sh = self.shared.borrow();
            let alive = sh.procs.iter().filter(|(_, e)| !e.reaped).map(|(p, _)| *p);
            match pid {
                p if p > 0 => alive.filter(|q| *q == p as u32).collect(),
                0 => alive.collect(),
                -1 => alive.filter(|q| *q != self.pid).collect(),
                p if p.unsigned_abs() == super::PID => alive.collect(),
                _ => Vec::new(),
            }
        };
        if targets.is_empty() {
            return neg(ESRCH);
        }
        if signo != 0 {
            let at = cpu.reg(Reg::Rip).wrapping_sub(2);
            let s = Signal::from_number(signo);
            self.event(cpu, at, EventKind::Signal, || TraceEvent::Signal {
                sig: s,
                at,
                cause: SignalCause::Kernel("kill(2)"),
            });
            for t in targets {
                self.send_to(t, Siginfo::new(signo, SI_USER).with_sender(self.pid, 0));
            }
        }
        0
    }

    /// `tgkill(tgid, tid, sig)` and `tkill(tid, sig)` (`tgid` < 0 for tkill): -EINVAL for
    /// a non-positive id or a bad signal, -ESRCH for no such thread; `si_code`
    /// `SI_TKILL`.
    pub(crate) fn sys_tgkill(&mut self, cpu: &mut dyn GuestCpu, tgid: Option<u64>, tid: u64, sig: u64) -> u64 {
        let tid = tid as i32;
        let tgid = tgid.map(|t| t as i32);
        if tid <= 0 || tgid.is_some_and(|t| t <= 0) || (sig as i32 != 0 && valid_signal(sig).is_none()) {
            return neg(EINVAL);
        }
        // A thread of this process (the caller included): its own pending list.
        let own = tgid.is_none_or(|t| t as u32 == self.pid) && self.thread_task(tid as u32).is_some();
        if own {
            let signo = sig as i32;
            if signo != 0 {
                let at = cpu.reg(Reg::Rip).wrapping_sub(2);
                let s = Signal::from_number(signo);
                let cause = SignalCause::Kernel("tgkill(2)");
                self.event(cpu, at, EventKind::Signal, || TraceEvent::Signal { sig: s, at, cause });
                self.send_to_thread(tid as u32, Siginfo::new(signo, SI_TKILL).with_sender(self.pid, 0));
            }
            return 0;
        }
        let exists = {
            let sh = self.shared.borrow();
            // Another process's only thread: the tid is its pid.
            sh.procs.get(&(tid as u32)).is_some_and(|e| !e.reaped) && tgid.is_none_or(|t| t == tid)
        };
        if !exists {
            return neg(ESRCH);
        }
        let signo = sig as i32;
        if signo != 0 {
            let at = cpu.reg(Reg::Rip).wrapping_sub(2);
            let s = Signal::from_number(signo);
            self.event(cpu, at, EventKind::Signal, || TraceEvent::Signal {
                sig: s,
                at,
                cause: SignalCause::Kernel("tgkill(2)"),
            });
            self.send_to(tid as u32, Siginfo::new(signo, SI_TKILL).with_sender(self.pid, 0));
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(sig: i32) -> Siginfo {
        Siginfo::new(sig, SI_USER)
    }

    #[test]
    fn synchronous_signals_first_then_lowest_number() {
        let mut s = SigState::default();
        for sig in [12, 10, 11, 40, 40] {
            s.send(info(sig));
        }
        // A standard signal is queued once, a real-time one each time.
        s.send(info(10));
        let order: Vec<i32> = std::iter::from_fn(|| s.dequeue()).map(|i| i.signo).collect();
        assert_eq!(order, [11, 10, 12, 40, 40]);
    }

    #[test]
    fn ignored_signals_are_dropped_unless_blocked() {
        let mut s = SigState::default();
        s.send(info(17)); // SIGCHLD: ignored by default
        s.actions[9].handler = SIG_IGN;
        s.send(info(10));
        assert!(s.pending.is_empty());
        s.blocked = sigmask(10);
        s.send(info(10));
        assert_eq!(s.pending_set(), sigmask(10));
        assert!(!s.deliverable());
    }

    #[test]
    fn forcing_unblocks_and_resets_an_ignored_action() {
        let mut s = SigState { blocked: sigmask(11) | sigmask(10), ..SigState::default() };
        s.actions[10].handler = 0x401000;
        s.force(info(11));
        assert_eq!((s.blocked, s.actions[10].handler), (sigmask(10), SIG_DFL));
        s.actions[3].handler = SIG_IGN;
        s.force(info(4));
        assert_eq!(s.actions[3].handler, SIG_DFL);
        assert_eq!(s.pending_set(), sigmask(11) | sigmask(4));
        // SIGKILL and SIGSTOP are never blocked.
        s.set_blocked(u64::MAX);
        assert_eq!(s.blocked & KERNEL_ONLY, 0);
    }

    #[test]
    fn altstack_flags() {
        let mut s = SigState::default();
        assert_eq!(s.ss_flags(0x1000), SS_DISABLE);
        (s.sas_sp, s.sas_size) = (0x1000, 0x1000);
        assert_eq!((s.ss_flags(0x1800), s.ss_flags(0x2000), s.ss_flags(0x1000)), (SS_ONSTACK, SS_ONSTACK, 0));
        s.sas_flags = SS_AUTODISARM;
        assert_eq!(s.ss_flags(0x1800), 0);
        s.sas_reset();
        assert_eq!((s.sas_size, s.sas_flags), (0, SS_DISABLE));
    }
}
