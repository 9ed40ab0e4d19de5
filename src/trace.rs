//! The trace: every kernel transition, stamped with the guest instruction count.
//!
//! Events are past-tense facts, typed: a [`TraceEvent`] carries the numbers of one
//! kernel transition, and only its `Display` turns them into the text `--trace` prints.
//! Counts per kind are always kept; the event list itself can be switched off for long
//! benchmark runs, and then no event is even built.

use std::fmt;
use std::rc::Rc;

use serde::ser::SerializeStruct;
use serde::Serialize;

use crate::abi::uprobes::HandlerResult;
use crate::abi::Signal;
use crate::cpu::{Access, FaultKind};

/// The kinds of events, in report order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// A #BP (int3) trap was taken.
    Trap,
    /// A consumer's handler ran.
    Handler,
    /// The probed instruction was emulated (no single-step).
    Emulate,
    /// The probed instruction was started out of line in an XOL slot with TF set.
    XolStep,
    /// The #DB trap after an out-of-line step was taken and fixed up.
    SstepTrap,
    /// A system call was made.
    Syscall,
    /// A signal was generated.
    Signal,
    /// A breakpoint was written or removed, or a probe was refused.
    Probe,
    /// A return-probe transition: hijack, omission at the depth limit, cleanup of a
    /// stale instance.
    Uretprobe,
    /// The probe mechanism wrote into the interrupted context's red zone.
    RedZone,
}

impl EventKind {
    /// Whether it is on the probe path: a trap or a handler (where `explore --strategy
    /// bounded` places its preemptions).
    pub fn is_probe_path(self) -> bool {
        matches!(self, EventKind::Trap | EventKind::Handler)
    }

    /// Every kind, in report order.
    pub const ALL: [EventKind; 10] = [
        EventKind::Trap,
        EventKind::Handler,
        EventKind::Emulate,
        EventKind::XolStep,
        EventKind::SstepTrap,
        EventKind::Syscall,
        EventKind::Signal,
        EventKind::Probe,
        EventKind::Uretprobe,
        EventKind::RedZone,
    ];

    /// Name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Trap => "trap",
            EventKind::Handler => "handler",
            EventKind::Emulate => "emulate",
            EventKind::XolStep => "xol_step",
            EventKind::SstepTrap => "sstep_trap",
            EventKind::Syscall => "syscall",
            EventKind::Signal => "signal",
            EventKind::Probe => "probe",
            EventKind::Uretprobe => "uretprobe",
            EventKind::RedZone => "red_zone",
        }
    }
}

/// How `arch_uprobe_skip_sstep()` emulated a probed instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emulation {
    /// `call rel32`: the return address pushed, ip at the target.
    Call,
    /// A nop: ip moved past it.
    Nop,
    /// A jmp, or a jcc whose condition held.
    BranchTaken,
    /// A jcc whose condition did not hold.
    BranchNotTaken,
    /// `push r64`.
    Push,
}

impl fmt::Display for Emulation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Emulation::Call => "call rel32 emulated (return address pushed)",
            Emulation::Nop => "nop emulated (ip += len)",
            Emulation::BranchTaken => "branch emulated (taken)",
            Emulation::BranchNotTaken => "branch emulated (not taken)",
            Emulation::Push => "push emulated",
        })
    }
}

/// Why a signal was sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignalCause {
    /// A page fault the guest took.
    Fault {
        /// Read, write or fetch.
        access: Access,
        /// Not mapped, or not permitted.
        kind: FaultKind,
        /// The faulting address.
        addr: u64,
    },
    /// An exception vector with no handler of its own (delivered as #GP).
    Vector(u32),
    /// A kernel path that sends the signal, named as the kernel's code would say it.
    Kernel(&'static str),
}

impl fmt::Display for SignalCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SignalCause::Fault { access, kind, addr } => {
                let what = match kind {
                    FaultKind::Unmapped => "unmapped",
                    FaultKind::Protection => "protection",
                };
                write!(f, "{access:?} fault ({what}) at {addr:#x}")
            }
            SignalCause::Vector(v) => write!(f, "exception vector {v} (#GP)"),
            SignalCause::Kernel(why) => f.write_str(why),
        }
    }
}

/// What `arch_uprobe_post_xol()` (`default_post_xol_op()`) did after an out-of-line
/// step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum XolFix {
    /// `UPROBE_FIX_IP`: ip moved from after the slot's copy to after the original
    /// instruction (`regs->ip += utask->vaddr - utask->xol_vaddr`).
    Ip {
        /// ip in the XOL page, before the fix.
        from: u64,
    },
    /// `UPROBE_FIX_CALL`: the return address the stepped call pushed (pointing into
    /// the slot) replaced by the one after the original call; ip stays at the target.
    Call {
        /// The return-address slot on the stack.
        slot: u64,
        /// What the call pushed.
        pushed: u64,
        /// What the kernel wrote instead.
        ret: u64,
    },
    /// No fix: the instruction set ip itself (`ret`, an indirect `jmp`).
    None,
    /// The fix failed (`-ERESTART`): ip back at the probe, to hit it again.
    Restart,
}

/// One kernel transition, with its numbers. `Display` gives the trace line's detail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceEvent {
    /// The #BP trap of an int3 was taken and went to `handle_swbp()`.
    Breakpoint,
    /// `handler_chain()` ran a consumer's entry handler.
    HandlerRan {
        /// The consumer's id.
        consumer: usize,
        /// What it returned.
        result: HandlerResult,
    },
    /// `handle_uretprobe_chain()` ran a consumer's return handler.
    RetHandlerRan {
        /// The consumer's id.
        consumer: usize,
        /// The probed function.
        func: u64,
        /// Where the function returns to.
        ret: u64,
    },
    /// `arch_uprobe_skip_sstep()` emulated the probed instruction.
    Emulated {
        /// How.
        how: Emulation,
        /// The instruction, in Intel syntax.
        insn: Rc<str>,
    },
    /// `pre_ssout()` copied the instruction to an XOL slot and set TF.
    XolStepped {
        /// The instruction, in Intel syntax.
        insn: Rc<str>,
        /// The slot's index.
        slot: u32,
        /// The slot's address.
        addr: u64,
    },
    /// The #DB after an out-of-line step: `handle_singlestep()` and
    /// `arch_uprobe_post_xol()`.
    PostXol {
        /// ip after the fix-up.
        ip: u64,
        /// What the fix-up did.
        fix: XolFix,
    },
    /// A signal was sent (and, every signal being fatal here, ended the process).
    Signal {
        /// Which.
        sig: Signal,
        /// Where (the probe address when an out-of-line step was aborted).
        at: u64,
        /// Why.
        cause: SignalCause,
    },
    /// A system call returned (`ret`), or ended the task or handed over to the machine
    /// (`None`).
    Syscall {
        /// Its number.
        nr: u64,
        /// What it returned in rax.
        ret: Option<u64>,
    },
    /// `prepare_uprobe()` refused the instruction: no breakpoint was written.
    Refused {
        /// The errno and reason.
        why: String,
    },
    /// `valid_vma()` refused the VMA at the probe address (writable, or not the
    /// file's): the registration stands and no breakpoint was written.
    VmaSkipped,
    /// `set_swbp()` wrote int3 over the first byte.
    SetSwbp {
        /// The byte it replaced.
        orig: u8,
    },
    /// `set_orig_insn()` wrote the original first byte back.
    SetOrigInsn {
        /// The byte restored.
        orig: u8,
    },
    /// A `[uprobes-trampoline]` page was mapped.
    TrampolinePage {
        /// Its address.
        at: u64,
    },
    /// `arch_uprobe_optimize()` rewrote the site.
    Optimized {
        /// The site's new bytes.
        site: Vec<u8>,
    },
    /// `arch_uprobe_optimize()` failed and set the sticky `ARCH_UPROBE_FLAG_OPTIMIZE_FAIL`.
    OptimizeFailed,
    /// `prepare_uretprobe()` hijacked (or, chained, found already hijacked) the return
    /// address and pushed a return instance.
    Hijacked {
        /// The return-address slot (sp at the probe).
        slot: u64,
        /// The real return address.
        orig: u64,
        /// The trampoline now in the slot.
        trampoline: u64,
        /// The slot already held the trampoline (a tail call).
        chained: bool,
        /// Pending instances after the push.
        depth: u64,
    },
    /// `prepare_uretprobe()` pushed nothing: `MAX_URETPROBE_DEPTH` instances are pending.
    DepthLimit {
        /// The task.
        pid: u32,
    },
    /// `cleanup_return_instances()` dropped an instance whose frame is gone.
    StaleDropped {
        /// Its function.
        func: u64,
        /// Its return-address slot.
        stack: u64,
        /// sp at the new entry.
        sp: u64,
    },
    /// A chained call found no instance to chain to.
    TailCallFailed {
        /// The task's `comm`.
        comm: Rc<str>,
        /// The task.
        pid: u32,
    },
    /// `uprobe_handle_trampoline()` skipped a chain whose frame is gone.
    StaleChainSkipped {
        /// Its function.
        func: u64,
        /// Its return-address slot.
        stack: u64,
        /// sp at the return.
        sp: u64,
    },
    /// The probe mechanism wrote into the interrupted context's red zone.
    RedZoneWrite {
        /// The address written.
        addr: u64,
        /// The interrupted context's sp.
        site_sp: u64,
        /// The 8 bytes there before.
        old: u64,
        /// The 8 bytes written.
        new: u64,
        /// The instruction or kernel function that wrote.
        by: Rc<str>,
    },
}

impl TraceEvent {
    /// The kind the event is counted under.
    pub fn kind(&self) -> EventKind {
        match self {
            TraceEvent::Breakpoint => EventKind::Trap,
            TraceEvent::HandlerRan { .. } | TraceEvent::RetHandlerRan { .. } => EventKind::Handler,
            TraceEvent::Emulated { .. } => EventKind::Emulate,
            TraceEvent::XolStepped { .. } => EventKind::XolStep,
            TraceEvent::PostXol { .. } => EventKind::SstepTrap,
            TraceEvent::Signal { .. } => EventKind::Signal,
            TraceEvent::Syscall { .. } => EventKind::Syscall,
            TraceEvent::Refused { .. }
            | TraceEvent::VmaSkipped
            | TraceEvent::SetSwbp { .. }
            | TraceEvent::SetOrigInsn { .. }
            | TraceEvent::TrampolinePage { .. }
            | TraceEvent::Optimized { .. }
            | TraceEvent::OptimizeFailed => EventKind::Probe,
            TraceEvent::Hijacked { .. }
            | TraceEvent::DepthLimit { .. }
            | TraceEvent::StaleDropped { .. }
            | TraceEvent::TailCallFailed { .. }
            | TraceEvent::StaleChainSkipped { .. } => EventKind::Uretprobe,
            TraceEvent::RedZoneWrite { .. } => EventKind::RedZone,
        }
    }

    /// The consumer whose handler ran, for handler events.
    pub fn consumer(&self) -> Option<usize> {
        match self {
            TraceEvent::HandlerRan { consumer, .. } | TraceEvent::RetHandlerRan { consumer, .. } => Some(*consumer),
            _ => None,
        }
    }
}

impl fmt::Display for TraceEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TraceEvent::Breakpoint => f.write_str("#BP (int3) \u{2192} handle_swbp"),
            TraceEvent::HandlerRan { consumer, result } => {
                write!(f, "handler_chain: consumer #{consumer} ran \u{2192} {result:?}")
            }
            TraceEvent::RetHandlerRan { consumer, func, ret } => write!(
                f,
                "handle_uretprobe_chain: consumer #{consumer} return handler ran (func {func:#x}, returning to {ret:#x})"
            ),
            TraceEvent::Emulated { how, insn } => write!(f, "{how}: {insn}"),
            TraceEvent::XolStepped { insn, slot, addr } => {
                write!(f, "pre_ssout: `{insn}` copied to XOL slot {slot} at {addr:#x}, TF set")
            }
            TraceEvent::PostXol { ip, fix } => {
                f.write_str("#DB \u{2192} handle_singlestep: arch_uprobe_post_xol ")?;
                match fix {
                    XolFix::Ip { from } => write!(f, "fixed ip from {from:#x} to {ip:#x}"),
                    XolFix::Call { slot, pushed, ret } => write!(
                        f,
                        "fixed the call's return address at {slot:#x} from {pushed:#x} to {ret:#x} (ip stays at {ip:#x})"
                    ),
                    XolFix::None => write!(f, "left ip at {ip:#x} (the instruction set it)"),
                    XolFix::Restart => write!(f, "reset ip to the probe at {ip:#x} (restart)"),
                }
            }
            TraceEvent::Signal { sig, at, cause } => write!(f, "{sig} at {at:#x}: {cause}"),
            TraceEvent::Syscall { nr, ret: Some(r) } => write!(f, "{}({nr}) = {r:#x}", syscall_name(*nr)),
            TraceEvent::Syscall { nr, ret: None } => write!(f, "{}({nr})", syscall_name(*nr)),
            TraceEvent::Refused { why } => write!(f, "prepare_uprobe refused: {why}"),
            TraceEvent::VmaSkipped => write!(f, "valid_vma refused the mapping: no breakpoint"),
            TraceEvent::SetSwbp { orig } => write!(f, "set_swbp: wrote cc over {orig:02x}"),
            TraceEvent::SetOrigInsn { orig } => write!(f, "set_orig_insn: restored {orig:02x}"),
            TraceEvent::TrampolinePage { at } => write!(f, "new [uprobes-trampoline] page at {at:#x}"),
            TraceEvent::Optimized { site } => write!(f, "arch_uprobe_optimize: site now {}", crate::fmt::hex_bytes(site)),
            TraceEvent::OptimizeFailed => f.write_str("arch_uprobe_optimize failed: OPTIMIZE_FAIL set"),
            TraceEvent::Hijacked { slot, orig, trampoline, chained, depth } => {
                let how = if *chained { "chained (return slot already hijacked)" } else { "hijacked" };
                write!(
                    f,
                    "prepare_uretprobe: [{slot:#x}] {how}: return to {orig:#x} \u{2192} trampoline {trampoline:#x}; depth {depth}"
                )
            }
            TraceEvent::DepthLimit { pid } => {
                write!(f, "prepare_uretprobe: uprobe: omit uretprobe due to nestedness limit pid/tgid={pid}/{pid}")
            }
            TraceEvent::StaleDropped { func, stack, sp } => write!(
                f,
                "cleanup_return_instances: dropped stale instance of {func:#x} (stack {stack:#x} <= sp {sp:#x})"
            ),
            TraceEvent::TailCallFailed { comm, pid } => write!(f, "uprobe: {comm}:{pid} failed to handle tail call"),
            TraceEvent::StaleChainSkipped { func, stack, sp } => write!(
                f,
                "uprobe_handle_trampoline: stale chain of {func:#x} skipped (sp {sp:#x} > stack {stack:#x})"
            ),
            TraceEvent::RedZoneWrite { addr, site_sp, old, new, by } => write!(
                f,
                "red-zone write at {addr:#x} (sp {site_sp:#x} - {}): {old:#018x} -> {new:#018x} by {by}",
                site_sp.wrapping_sub(*addr)
            ),
        }
    }
}

/// Name of a system call in traces: the kernel table's name
/// ([`crate::abi::syscall_names`]), or `unknown` for a number it does not assign.
pub fn syscall_name(nr: u64) -> &'static str {
    crate::abi::syscall_names::syscall_name(nr).unwrap_or("unknown")
}

/// One transition, stamped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// Guest instructions started before this event.
    pub insn: u64,
    /// The user rip the event concerns (the probe address, the syscall site, …).
    pub rip: u64,
    /// What happened.
    pub what: TraceEvent,
    /// With an instruction log (explain): how many instructions were logged before it.
    pub step: usize,
}

impl Event {
    /// The kind it is counted under.
    pub fn kind(&self) -> EventKind {
        self.what.kind()
    }
}

impl fmt::Display for Event {
    /// The `--trace` line: `insn#  rip  kind  detail`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:>10}  {:016x}  {:<10}  {}", self.insn, self.rip, self.kind().name(), self.what)
    }
}

impl Serialize for Event {
    /// `{insn, rip, kind, detail}`, the detail being the event's text.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Event", 4)?;
        st.serialize_field("insn", &self.insn)?;
        st.serialize_field("rip", &self.rip)?;
        st.serialize_field("kind", &self.kind())?;
        st.serialize_field("detail", &self.what.to_string())?;
        st.end()
    }
}

/// One system call a guest thread made, as it returned: what `probesim diff --syscalls`
/// compares with the host's calls (`crate::sysdiff`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SyscallRecord {
    /// The thread (for a process's first thread, its pid).
    pub tid: u32,
    /// The call's number.
    pub nr: u64,
    /// Its six argument registers (rdi, rsi, rdx, r10, r8, r9).
    pub args: [u64; 6],
    /// What it returned in rax; `None` when it did not return (`exit`, `exit_group`).
    pub ret: Option<u64>,
    /// When set, this record is not a call: a signal was delivered to a handler here (the
    /// handler runs from this point to its `rt_sigreturn`); `nr`, `args` and `ret` are 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub handler: Option<HandlerEntry>,
}

impl SyscallRecord {
    /// The call `nr` with `args` that returned `ret`.
    pub fn call(tid: u32, nr: u64, args: [u64; 6], ret: Option<u64>) -> SyscallRecord {
        SyscallRecord { tid, nr, args, ret, handler: None }
    }
}

/// A signal delivered to a handler, in a [`SyscallLog`]: what `probesim diff --syscalls`
/// needs to tell a handler that ran where the thread itself made it run (a fault, a
/// signal the process sent itself) from one whose place depends on other tasks' timing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandlerEntry {
    /// The signal.
    pub signo: i32,
    /// Its `si_code`.
    pub code: i32,
    /// Whether the process that receives it sent it (`si_pid` is its own).
    pub from_self: bool,
}

/// The system calls of a run, in the order they returned, over every process and
/// thread: the first [`SYSCALL_LOG_LIMIT`], and a count of the rest.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SyscallLog {
    /// The calls kept.
    pub records: Vec<SyscallRecord>,
    /// Calls made after the log was full.
    pub dropped: u64,
}

/// Calls a [`SyscallLog`] keeps (about 70 bytes each).
pub const SYSCALL_LOG_LIMIT: usize = 1 << 20;

impl SyscallLog {
    fn push(&mut self, record: SyscallRecord) {
        if self.records.len() < SYSCALL_LOG_LIMIT {
            self.records.push(record);
        } else {
            self.dropped += 1;
        }
    }
}

/// Events a trace keeps by default, over all processes of a run
/// ([`crate::kernel::KernelConfig::trace_limit`]; about 190 bytes each).
pub const DEFAULT_TRACE_LIMIT: usize = 200_000;

/// Event log plus per-kind counters. The log keeps the first events of the run, up to a
/// limit shared by every process of the run (a child's trace shares its parent's:
/// [`Trace::for_child`]); later events are counted per kind as always, and counted as
/// dropped ([`Trace::dropped`]), so host memory stays bounded and the cut is never silent.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    events: Vec<Event>,
    counts: [u64; EventKind::ALL.len()],
    record: bool,
    /// The run's limit: (events the run's traces may still keep, events dropped).
    room: Rc<std::cell::Cell<(usize, u64)>>,
    /// Instructions logged so far (explain mode), stamped on each event.
    pub step: usize,
    /// The run's system-call log, shared by every process of the run, when one is kept
    /// ([`crate::kernel::KernelConfig::record_syscalls`]).
    syscalls: Option<Rc<std::cell::RefCell<SyscallLog>>>,
    /// The instruction stamps of the probe-path events (traps and handlers), when they
    /// are kept without the events ([`crate::kernel::KernelConfig::record_stamps`]), and
    /// how many more this process may keep.
    stamps: Option<(Vec<u64>, usize)>,
}

impl Trace {
    /// A trace that records events when `record` is true (counts are always kept), up
    /// to [`DEFAULT_TRACE_LIMIT`] events.
    pub fn new(record: bool) -> Trace {
        Trace::with_limit(record, DEFAULT_TRACE_LIMIT)
    }

    /// A trace that records events when `record` is true, up to `limit` events.
    pub fn with_limit(record: bool, limit: usize) -> Trace {
        Trace {
            events: Vec::new(),
            counts: [0; EventKind::ALL.len()],
            record,
            room: Rc::new(std::cell::Cell::new((limit, 0))),
            step: 0,
            syscalls: None,
            stamps: None,
        }
    }

    /// Keeps the instruction stamps of the probe-path events from now on, at most
    /// `limit` of them (per process), whether or not the events are recorded.
    pub fn keep_stamps(&mut self, limit: usize) {
        self.stamps = Some((Vec::new(), limit));
    }

    /// Whether probe-path stamps are kept.
    #[inline]
    pub fn stamping(&self) -> bool {
        self.stamps.is_some()
    }

    /// The probe-path stamps kept so far (empty when none are kept).
    pub fn stamps(&self) -> &[u64] {
        self.stamps.as_ref().map_or(&[], |(s, _)| s.as_slice())
    }

    /// Keeps a log of the run's system calls from now on ([`SyscallLog`]).
    pub fn log_syscalls(&mut self) {
        self.syscalls = Some(Rc::default());
    }

    /// Whether the run's system calls are logged.
    #[inline]
    pub fn logs_syscalls(&self) -> bool {
        self.syscalls.is_some()
    }

    /// Logs one system call (when a log is kept).
    pub fn log_syscall(&self, record: SyscallRecord) {
        if let Some(log) = &self.syscalls {
            log.borrow_mut().push(record);
        }
    }

    /// Gives the last call that thread `tid` logged without a return value the value
    /// it returned after all: a fork's, which the machine finishes after the call.
    pub fn set_syscall_ret(&self, tid: u32, ret: u64) {
        if let Some(log) = &self.syscalls {
            let mut log = log.borrow_mut();
            if let Some(r) = log.records.iter_mut().rev().find(|r| r.tid == tid) {
                if r.ret.is_none() {
                    r.ret = Some(ret);
                }
            }
        }
    }

    /// The run's system-call log so far, when one is kept.
    pub fn syscall_log(&self) -> Option<SyscallLog> {
        self.syscalls.as_ref().map(|l| l.borrow().clone())
    }

    /// A new process's trace: empty, recording as this one does, and sharing its limit.
    pub fn for_child(&self) -> Trace {
        Trace {
            events: Vec::new(),
            counts: [0; EventKind::ALL.len()],
            record: self.record,
            room: self.room.clone(),
            step: 0,
            syscalls: self.syscalls.clone(),
            stamps: self.stamps.as_ref().map(|(s, left)| (Vec::new(), s.len() + left)),
        }
    }

    /// Whether full events are kept.
    pub fn recording(&self) -> bool {
        self.record
    }

    /// Counts an event of `kind` and, when recording, builds and stores it. The event
    /// is only built when recording, so the hot paths build nothing.
    #[inline]
    pub fn emit(&mut self, insn: u64, rip: u64, kind: EventKind, what: impl FnOnce() -> TraceEvent) {
        self.counts[kind as usize] += 1;
        if let Some((stamps, left)) = &mut self.stamps {
            if *left > 0 && kind.is_probe_path() {
                stamps.push(insn);
                *left -= 1;
            }
        }
        if self.record {
            let (left, dropped) = self.room.get();
            if left == 0 {
                self.room.set((0, dropped + 1));
                return;
            }
            self.room.set((left - 1, dropped));
            let what = what();
            debug_assert_eq!(what.kind(), kind, "{what}");
            self.events.push(Event { insn, rip, what, step: self.step });
        }
    }

    /// Counts an event of `kind` that is not kept (only valid when not recording).
    #[inline]
    pub fn tally(&mut self, kind: EventKind) {
        self.tally_n(kind, 1);
    }

    /// [`Trace::tally`] of `n` events at once.
    #[inline]
    pub fn tally_n(&mut self, kind: EventKind, n: u64) {
        debug_assert!(!self.record);
        self.counts[kind as usize] += n;
    }

    /// The events kept so far.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Events of the run (every process) not kept because the limit was reached.
    pub fn dropped(&self) -> u64 {
        self.room.get().1
    }

    /// How many events of `kind` happened.
    pub fn count(&self, kind: EventKind) -> u64 {
        self.counts[kind as usize]
    }
}

#[cfg(test)]
mod limit_tests {
    use super::*;

    #[test]
    fn the_limit_is_shared_with_children_and_the_rest_is_counted() {
        let mut parent = Trace::with_limit(true, 3);
        let mut child = parent.for_child();
        let ev = || TraceEvent::Breakpoint;
        parent.emit(1, 0, EventKind::Trap, ev);
        child.emit(2, 0, EventKind::Trap, ev);
        parent.emit(3, 0, EventKind::Trap, ev);
        child.emit(4, 0, EventKind::Trap, ev);
        parent.emit(5, 0, EventKind::Trap, ev);
        assert_eq!(parent.events().len() + child.events().len(), 3);
        assert_eq!(parent.dropped(), 2);
        assert_eq!(child.dropped(), 2);
        assert_eq!(parent.count(EventKind::Trap) + child.count(EventKind::Trap), 5);
    }
}
