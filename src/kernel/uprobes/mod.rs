//! uprobes (`kernel/events/uprobes.c`): the registry of uprobes and their consumers.
//!
//! - this file: `struct uprobe`, `struct uprobe_consumer`, `uprobe_register()`,
//!   `uprobe_unregister()`, `filter_chain()`;
//! - [`breakpoint`]: writing and removing the int3 (`install_breakpoint()`,
//!   `set_swbp()`, `set_orig_insn()`, `update_ref_ctr()`);
//! - [`swbp`]: the int3 hit (`handle_swbp()`, `handler_chain()`, `pre_ssout()`,
//!   `handle_singlestep()`, `uprobe_deny_signal()`);
//! - [`xol`]: the `[uprobes]` page and its slots (`struct xol_area`,
//!   `xol_get_insn_slot()`, `xol_free_insn_slot()`);
//! - [`uretprobe`]: return probes (`prepare_uretprobe()`,
//!   `cleanup_return_instances()`, `find_next_ret_chain()`,
//!   `uprobe_handle_trampoline()`, `handle_uretprobe_chain()`).
//!
//! The x86 hooks these call are in [`super::arch::x86`].
//!
//! # Differs from Linux
//! - One process per kernel, one task per process: there is no RCU and no
//!   `register_rwsem`. The refcount is modelled (`Uprobe::refs`) for what it decides:
//!   when a uprobe leaves the tree. Each process has its own copy of the uprobes (made
//!   at fork); registration and unregistration act on the first process's.
//! - Probes on the program's own file are keyed by virtual address in the one mm (the
//!   kernel keys them by inode and file offset; with one mapping of the one file this
//!   is equivalent). Probes on other files (shared libraries) are keyed by file and
//!   offset, and placed in the mm as it maps them ([`mmap`]).

pub mod breakpoint;
pub mod mmap;
pub mod swbp;
pub mod uretprobe;
pub mod xol;

#[cfg(test)]
mod tests;

use crate::abi::errno::{EINVAL, ENOTSUPP};
use crate::abi::x86::UPROBE_SWBP_INSN;
use crate::cpu::{ConsumerPanic, GuestCpu, Reg, Regs};
use crate::trace::{EventKind, TraceEvent};

use super::arch::x86::insn::{self, ArchUprobe, Refusal};
use super::Kernel;
use xol::XolArea;

pub use crate::abi::uprobes::HandlerResult;

/// What a handler sees: the interrupted user context with ip at the probe address.
pub struct ProbeContext<'a> {
    cpu: &'a mut dyn GuestCpu,
    /// The probe address.
    pub vaddr: u64,
    /// Guest instructions started so far.
    pub insn: u64,
    /// The process (thread group) that hit the probe.
    pub pid: u32,
    /// The thread that hit the probe.
    pub tid: u32,
    /// The session cookie (`__u64 *cookie` of the 6.13 handlers): set at entry, read at
    /// the return of the same call.
    cookie: u64,
    /// What [`ProbeContext::user_stack`] needs from the kernel.
    unwind: Unwind<'a>,
}

/// The kernel state a user stack trace reads: the uretprobe trampoline's address, the
/// pending return instances (oldest first, as `Utask::return_instances` keeps them) and
/// whether the handler runs at a function's entry (`is_uprobe_at_func_entry()`).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Unwind<'a> {
    /// `uprobe_get_trampoline_vaddr()`, once there is an XOL area.
    trampoline: Option<u64>,
    /// The pending return instances, oldest first.
    pending: &'a [uretprobe::ReturnInstance],
    /// An entry handler at a `push %rbp` or `endbr64`.
    at_entry: bool,
    /// The task's `comm`.
    comm: &'a str,
    /// The address space, for [`ProbeContext::file_at`].
    mm: Option<&'a super::mm::Mm>,
    /// Where [`ProbeContext::send_signal`] leaves its signal.
    signal: Option<&'a std::cell::Cell<Option<crate::abi::Signal>>>,
}

/// `PERF_MAX_STACK_DEPTH`: the default of `kernel.perf_event_max_stack`.
pub const PERF_MAX_STACK_DEPTH: usize = 127;

/// `endbr64`.
const ENDBR64: [u8; 4] = [0xf3, 0x0f, 0x1e, 0xfa];

impl super::Shared {
    /// Records a consumer of uprobe `idx` in the global table: active, or, with a
    /// `refused` reason, kept inactive so its registration can report why.
    fn push_consumer(
        &mut self,
        idx: usize,
        consumer: Box<dyn UprobeConsumer>,
        kind: ConsumerKind,
        refused: Option<String>,
    ) -> ConsumerId {
        self.consumers.push(ConsumerSlot {
            uprobe: idx,
            consumer,
            hits: 0,
            ret_hits: 0,
            active: refused.is_none(),
            refused,
            kind,
        });
        ConsumerId(self.consumers.len() - 1)
    }
}

impl Kernel {
    /// The [`Unwind`] of a handler: `entry` is the probe of an entry handler (`None` in a
    /// return handler: `utask->auprobe` is only set around `handler_chain()`).
    #[inline]
    pub(crate) fn unwind_info(&self, entry: Option<usize>) -> Unwind<'_> {
        let at_entry = entry.and_then(|i| self.uprobes.probes.get(i)).is_some_and(|p| match &p.arch {
            Ok(a) => a.insn[0] == 0x55 || a.insn[..4] == ENDBR64,
            Err(_) => false,
        });
        Unwind {
            trampoline: self.uprobe_get_trampoline_vaddr(),
            pending: &self.task.utask.return_instances,
            at_entry,
            comm: &self.task.comm,
            mm: Some(&self.mm),
            signal: Some(&self.task.utask.bpf_signal),
        }
    }
}

impl std::fmt::Debug for ProbeContext<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProbeContext").field("vaddr", &self.vaddr).field("insn", &self.insn).finish()
    }
}

impl ProbeContext<'_> {
    /// Reads one register.
    pub fn reg(&self, r: Reg) -> u64 {
        self.cpu.reg(r)
    }
    /// Writes one register (a changed ip skips the probed instruction, 6.18).
    pub fn set_reg(&mut self, r: Reg, v: u64) {
        self.cpu.set_reg(r, v);
    }
    /// Every register, as `struct pt_regs`.
    pub fn regs(&self) -> Regs {
        self.cpu.regs()
    }
    /// The session cookie: 0 at entry, and at a session consumer's return the value its
    /// entry handler set (`bpf_session_cookie()`). A per-call value: it survives
    /// recursion, tail calls and the longjmp cleanup with its return instance.
    pub fn cookie(&self) -> u64 {
        self.cookie
    }

    /// Sets the session cookie (meaningful in a session consumer's entry handler).
    pub fn set_cookie(&mut self, v: u64) {
        self.cookie = v;
    }

    /// The task's name (`comm`, as `bpf_get_current_comm()` reads it).
    pub fn comm(&self) -> &str {
        self.unwind.comm
    }

    /// The file mapped at `addr` (its identity: the canonical host path) and the
    /// address's offset in it, for symbolizing a user address as a tracer does from
    /// `/proc/PID/maps`; `None` for anonymous memory or no mapping.
    pub fn file_at(&self, addr: u64) -> Option<(&str, u64)> {
        let v = self.unwind.mm?.find(addr)?;
        let f = v.file.as_ref()?;
        Some((&f.id, addr - v.start + f.pgoff))
    }

    /// Sends `sig` to the task that hit the probe once the handlers are done
    /// (`bpf_send_signal()`: the signal is queued from the handler and delivered on the
    /// way back to user mode).
    pub fn send_signal(&self, sig: crate::abi::Signal) {
        if let Some(cell) = self.unwind.signal {
            cell.set(Some(sig));
        }
    }

    /// Reads user memory (ignores permissions, like a probe-read helper).
    pub fn read_user(&self, addr: u64, buf: &mut [u8]) -> bool {
        self.cpu.read(addr, buf)
    }

    /// The user stack trace `bpf_get_stack(ctx, buf, size, BPF_F_USER_STACK)` gives
    /// here, innermost first, at most [`PERF_MAX_STACK_DEPTH`] entries. Models
    /// `perf_callchain_user()` (x86) and `fixup_uretprobe_trampoline_entries()` (6.11+):
    /// - the first entry is ip (the probe address at entry, the original return address
    ///   in a return handler);
    /// - at a function's entry (the probed instruction is `push %rbp` or `endbr64`), the
    ///   word at sp comes next: the caller's return address, which the frame-pointer
    ///   walk would miss, since rbp is not yet set up;
    /// - then the frame-pointer walk from rbp: each frame's return address at `fp+8`,
    ///   the next frame at `fp`, until a frame is outside user space or unreadable;
    /// - finally each uretprobe trampoline address, in order, is replaced by the
    ///   original return address of the next pending return instance, newest first (a
    ///   return handler runs after its own instance was popped, so it sees only those
    ///   of its callers).
    ///
    /// # Differs from Linux
    /// Frames are read ignoring page permissions (`__get_user` would fault on a
    /// `PROT_NONE` page and end the walk there).
    pub fn user_stack(&self) -> Vec<u64> {
        let mut out = vec![self.cpu.reg(Reg::Rip)];
        if self.unwind.at_entry {
            let mut w = [0u8; 8];
            if self.cpu.read(self.cpu.reg(Reg::Rsp), &mut w) {
                out.push(u64::from_le_bytes(w));
            }
        }
        let mut fp = self.cpu.reg(Reg::Rbp);
        while out.len() < PERF_MAX_STACK_DEPTH {
            // valid_user_frame(): the whole frame below TASK_SIZE.
            if fp.checked_add(16).is_none_or(|end| end > crate::abi::mm::TASK_SIZE) {
                break;
            }
            let mut frame = [0u8; 16];
            if !self.cpu.read(fp, &mut frame) {
                break;
            }
            let (next, ret) = frame.split_at(8);
            out.push(u64::from_le_bytes(ret.try_into().unwrap_or_default()));
            fp = u64::from_le_bytes(next.try_into().unwrap_or_default());
        }
        if let Some(tramp) = self.unwind.trampoline {
            let mut ris = self.unwind.pending.iter().rev();
            for ip in &mut out {
                if *ip == tramp {
                    match ris.next() {
                        Some(ri) => *ip = ri.orig_ret_vaddr,
                        None => break,
                    }
                }
            }
        }
        out
    }
}

impl<'a> ProbeContext<'a> {
    /// A context over `cpu`.
    #[inline]
    pub(crate) fn new(cpu: &'a mut dyn GuestCpu, vaddr: u64, insn: u64, pid: u32, tid: u32) -> Self {
        ProbeContext { cpu, vaddr, insn, pid, tid, cookie: 0, unwind: Unwind::default() }
    }

    /// The context with what [`ProbeContext::user_stack`] reads from the kernel
    /// ([`Kernel::unwind_info`]).
    #[inline]
    pub(crate) fn with_unwind(mut self, unwind: Unwind<'a>) -> Self {
        self.unwind = unwind;
        self
    }

    /// The context of a return handler, with the session cookie its entry left.
    #[inline]
    pub(crate) fn with_cookie(mut self, cookie: u64) -> Self {
        self.cookie = cookie;
        self
    }
}

/// Models `struct uprobe_consumer`: an entry handler, a return handler, a filter.
/// A consumer with both handlers is a *session* consumer (6.13+).
///
/// Every method has a default, so a consumer implements only what it uses:
///
/// | method | default | implement it for |
/// |---|---|---|
/// | [`handler`](Self::handler) | returns [`HandlerResult::Keep`] | an entry probe (`uprobe:`, `usdt:`) |
/// | [`ret_handler`](Self::ret_handler) | does nothing | a return probe (`uretprobe:`), with `has_ret_handler` |
/// | [`has_handler`](Self::has_handler) | `true` | `false` for a return-only consumer |
/// | [`has_ret_handler`](Self::has_ret_handler) | `false` | `true` with a `ret_handler` |
/// | [`filter`](Self::filter) | `true` (every process) | a per-process filter, with `has_filter` |
/// | [`has_filter`](Self::has_filter) | `true` | `false`: never asked `filter` |
/// | [`is_perf_event`](Self::is_perf_event) | `false` | a per-task perf event with `inherit` |
///
/// A closure is a consumer too: [`crate::consumers::on_entry`],
/// [`crate::consumers::on_return`] (and `_with` forms that keep a state to read after
/// the run).
///
/// Consumers are `'static` (`Any`), so that a typed [`crate::machine::ProbeHandle`] can
/// give the consumer back after the run ([`crate::machine::Machine::consumer`]).
pub trait UprobeConsumer: std::any::Any {
    /// Runs on every hit with ip at the probe address.
    ///
    /// Default: nothing, and [`HandlerResult::Keep`].
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    /// Runs at the function's return, with ip = the original return address and the
    /// return value in rax (`ret_handler`). `func` is the probe address.
    ///
    /// Default: nothing (asked only when [`has_ret_handler`](Self::has_ret_handler)
    /// says `true`).
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, _func: u64) {}
    /// Whether `handler` is set (false for a return-only consumer). This and the next
    /// two are asked once, at registration, as the kernel reads fields of the consumer.
    ///
    /// Default: `true`.
    fn has_handler(&self) -> bool {
        true
    }
    /// Whether `ret_handler` is set.
    ///
    /// Default: `false`.
    fn has_ret_handler(&self) -> bool {
        false
    }
    /// Whether this consumer stands for a per-task perf event with `inherit` (one
    /// consumer per task; [`Scope::Process`]): a return through an instance a child
    /// inherited from its parent is not counted for it; see `Kernel::fork_child`.
    ///
    /// Default: `false`.
    fn is_perf_event(&self) -> bool {
        false
    }
    /// Whether `filter` is set (`uc->filter` is not NULL). A consumer that says false
    /// is never asked `filter`: it wants every process. Asked once, at registration.
    ///
    /// Default: `true` (and the default `filter` wants every process).
    fn has_filter(&self) -> bool {
        true
    }
    /// Whether this consumer wants the process (`filter`); absent filter = true. Asked
    /// when the breakpoint is installed or removed, and at every hit: a hit in a process
    /// the consumer does not want runs no handler and counts as `UPROBE_HANDLER_REMOVE`,
    /// as `uprobe_perf_func()` does with `uprobe_perf_filter()` (so a forked child that
    /// nobody wants loses the breakpoint at its first hit).
    ///
    /// Default: `true`.
    fn filter(&self, _pid: u32) -> bool {
        true
    }
}

/// Which tasks a counting consumer stands for: how the tracer attached it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scope {
    /// System-wide, as bpftrace and BPF links attach (a perf event per CPU with pid
    /// -1): one consumer for every process that runs the file, so a forked child's
    /// hits count, and so does its return through a return instance inherited from its
    /// parent.
    #[default]
    System,
    /// Per process: a perf event on the task with `inherit` (what `perf stat -p`
    /// opens). A forked child gets its own copy of the event, so its hits count, but a
    /// return through an instance inherited from the parent belongs to the parent's
    /// event, which is not active in the child: not counted (the host: fork-pending
    /// counts 1 return, not 2).
    Process,
}

impl Scope {
    /// Parses `system` or `process`.
    pub fn parse(s: &str) -> Option<Scope> {
        match s {
            "system" => Some(Scope::System),
            "process" => Some(Scope::Process),
            _ => None,
        }
    }

    /// `system` or `process`.
    pub fn name(self) -> &'static str {
        match self {
            Scope::System => "system",
            Scope::Process => "process",
        }
    }
}

/// A consumer that only counts, as a `perf stat` counting event does.
#[derive(Debug, Default)]
pub struct CountingConsumer {
    /// How it is attached.
    pub scope: Scope,
}

impl UprobeConsumer for CountingConsumer {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn is_perf_event(&self) -> bool {
        self.scope == Scope::Process
    }
    fn has_filter(&self) -> bool {
        false
    }
}

/// A return-only counting consumer, as a perf uretprobe event.
#[derive(Debug, Default)]
pub struct CountingRetConsumer {
    /// How it is attached.
    pub scope: Scope,
}

impl UprobeConsumer for CountingRetConsumer {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, _func: u64) {}
    fn has_handler(&self) -> bool {
        false
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
    fn is_perf_event(&self) -> bool {
        self.scope == Scope::Process
    }
    fn has_filter(&self) -> bool {
        false
    }
}

/// Identifies a registered consumer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ConsumerId(pub usize);

/// One registered consumer and its hit count.
pub struct ConsumerSlot {
    /// The uprobe it is attached to (index into `Uprobes::probes`).
    pub uprobe: usize,
    /// The handler.
    pub consumer: Box<dyn UprobeConsumer>,
    /// Times its entry handler ran.
    pub hits: u64,
    /// Times its return handler ran.
    pub ret_hits: u64,
    /// Still registered.
    pub active: bool,
    /// Why registration failed (the consumer never joined the uprobe).
    pub refused: Option<String>,
    /// The consumer's `has_handler`, `has_ret_handler`, `is_perf_event` and `has_filter`, asked once
    /// at registration (they describe the consumer and never change; the hot paths read
    /// these instead of calling through the trait object).
    pub kind: ConsumerKind,
}

/// What a consumer is, as its trait methods say at registration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConsumerKind {
    /// `has_handler`.
    pub handler: bool,
    /// `has_ret_handler`.
    pub ret_handler: bool,
    /// `is_perf_event`.
    pub perf_event: bool,
    /// `has_filter`.
    pub filter: bool,
}

impl ConsumerKind {
    pub(crate) fn of(c: &dyn UprobeConsumer) -> ConsumerKind {
        ConsumerKind {
            handler: c.has_handler(),
            ret_handler: c.has_ret_handler(),
            perf_event: c.is_perf_event(),
            filter: c.has_filter(),
        }
    }
}

impl std::fmt::Debug for ConsumerSlot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ConsumerSlot").field("uprobe", &self.uprobe).field("hits", &self.hits).finish()
    }
}

/// Models `struct uprobe` (one per probed address in our single mm).
#[derive(Clone, Debug)]
pub struct Uprobe {
    /// Probe address.
    pub vaddr: u64,
    /// File offset of the probed instruction.
    pub offset: u64,
    /// Analysis result: the arch data, or why the kernel refuses to install it.
    pub arch: Result<std::rc::Rc<ArchUprobe>, Refusal>,
    /// The breakpoint byte is currently written in this mm.
    pub installed: bool,
    /// Consumers, newest first (`list_add_rcu` order).
    pub consumers: Vec<ConsumerId>,
    /// `ARCH_UPROBE_FLAG_OPTIMIZE_FAIL` (sticky).
    pub optimize_fail: bool,
    /// The USDT semaphore (`ref_ctr_offset`, as a vaddr in this mm).
    pub ref_ctr: Option<u64>,
    /// Gone from the tree (`delete_uprobe()` before 6.13, the last `put_uprobe()`
    /// after): no longer found at its address. A return instance may still name it;
    /// its consumer list stays empty.
    pub freed: bool,
    /// For a uprobe on another file than the program's (a shared library): the file,
    /// and whether it is mapped here now ([`mmap`]).
    pub file: Option<mmap::FileSite>,
    /// `ref` (`refcount_t`): one per registered consumer (each `uprobe_register()`
    /// returns a reference), one per return instance holding it
    /// ([`crate::kernel::task::HprobeState::Stable`]) and one while a task
    /// single-steps it (`pre_ssout()`'s `try_get_uprobe()`).
    pub refs: u32,
}

impl Uprobe {
    /// A uprobe with no consumer, reference or breakpoint yet.
    pub(crate) fn new(
        vaddr: u64,
        offset: u64,
        arch: Result<std::rc::Rc<ArchUprobe>, Refusal>,
        ref_ctr: Option<u64>,
        file: Option<mmap::FileSite>,
    ) -> Uprobe {
        Uprobe {
            vaddr,
            offset,
            arch,
            installed: false,
            consumers: Vec::new(),
            optimize_fail: false,
            ref_ctr,
            freed: false,
            refs: 0,
            file,
        }
    }
}

/// All uprobe state of one mm: `mm->uprobes_state` and the uprobes that have a
/// breakpoint in it.
#[derive(Default)]
pub struct Uprobes {
    /// Uprobes, in registration order.
    pub probes: Vec<Uprobe>,
    /// Address → uprobe index, for the hit path.
    pub(crate) by_vaddr: crate::fastmap::FastMap<u64, usize>,
    /// (file, offset) → uprobe index, for the uprobes on other files ([`mmap`]).
    pub(crate) by_file: std::collections::BTreeMap<(std::rc::Rc<str>, u64), usize>,
    /// `delayed_uprobe_list` for this mm: uprobes whose reference counter waits for
    /// its mapping.
    pub(crate) delayed: Vec<usize>,
    /// `mm->uprobes_state.xol_area`, created on first need.
    pub xol: Option<XolArea>,
    /// `MMF_HAS_UPROBES`.
    pub has_uprobes: bool,
    /// `[uprobes-trampoline]` pages, newest first (`hlist_add_head` order).
    pub trampolines: Vec<u64>,
    /// The jmp-slot design: slot address → probe address (never reassigned).
    pub slots: std::collections::BTreeMap<u64, u64>,
    /// `sys_uprobe` returns through sysret.
    pub sysret_returns: u64,
    /// `sys_uprobe` returns through iret (a consumer changed sp).
    pub iret_returns: u64,
}

impl std::fmt::Debug for Uprobes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Uprobes").field("probes", &self.probes).finish()
    }
}

impl Uprobes {
    /// The uprobe at `vaddr`.
    pub fn at(&self, vaddr: u64) -> Option<&Uprobe> {
        self.by_vaddr.get(&vaddr).map(|i| &self.probes[*i])
    }

    /// Rebuilds the address index after `probes` was replaced (fork).
    pub(crate) fn rebuild_index(&mut self) {
        self.by_vaddr = self
            .probes
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.freed && p.file.as_ref().is_none_or(|f| f.mapped))
            .map(|(i, p)| (p.vaddr, i))
            .collect();
        self.by_file = self
            .probes
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.freed)
            .filter_map(|(i, p)| Some(((p.file.as_ref()?.id.clone(), p.offset), i)))
            .collect();
    }

    /// Index of the installed uprobe at `vaddr`.
    pub fn index_at(&self, vaddr: u64) -> Option<usize> {
        self.by_vaddr.get(&vaddr).copied().filter(|i| self.probes[*i].installed)
    }
}

impl Kernel {
    /// Models `alloc_uprobe()` + `prepare_uprobe()` for our one mm: the uprobe at
    /// `vaddr`, created on first use with up to 16 bytes read from the *file* and
    /// analysed (`arch_uprobe_analyze_insn()`), or the refusal.
    fn alloc_uprobe(&mut self, vaddr: u64, ref_ctr: Option<u64>) -> usize {
        let (idx, new) = self.find_or_index(vaddr);
        if new {
            self.push_uprobe(vaddr, ref_ctr);
        }
        idx
    }

    /// The uprobe at `vaddr` (`false`), or the index a new one there gets, already in
    /// the address index (`true`: the caller pushes it with [`Kernel::push_uprobe`] or
    /// takes the entry out again). One lookup: with 100k uprobes each one misses the
    /// cache.
    fn find_or_index(&mut self, vaddr: u64) -> (usize, bool) {
        let next = self.uprobes.probes.len();
        let idx = *self.uprobes.by_vaddr.entry(vaddr).or_insert(next);
        (idx, idx == next)
    }

    /// Analyses the instruction at `vaddr` and appends its uprobe (indexed by
    /// [`Kernel::find_or_index`]).
    fn push_uprobe(&mut self, vaddr: u64, ref_ctr: Option<u64>) {
        let offset = self.image.file_offset(vaddr).unwrap_or(0);
        let bytes = self.image.file_bytes_at(vaddr, 16).unwrap_or(&[]);
        let arch = if ref_ctr.is_some_and(|a| a % 2 != 0) {
            // uprobe_register(): ref_ctr_offset must be 2-byte aligned.
            Err(Refusal { errno: EINVAL, why: "ref_ctr_offset is not 2-byte aligned".into() })
        } else {
            self.prepare_uprobe(bytes, vaddr)
        };
        self.uprobes.probes.push(Uprobe::new(vaddr, offset, arch, ref_ctr, None));
    }

    /// Models the analysis `prepare_uprobe()` makes of the instruction `bytes` (up to 16,
    /// as copied from the file) at `vaddr`: an int3 is refused, the rest is
    /// `arch_uprobe_analyze_insn()`'s.
    pub(crate) fn prepare_uprobe(&self, bytes: &[u8], vaddr: u64) -> Result<std::rc::Rc<ArchUprobe>, Refusal> {
        if bytes.first() == Some(&UPROBE_SWBP_INSN) {
            return Err(Refusal { errno: ENOTSUPP, why: "the original instruction is int3".into() });
        }
        insn::arch_uprobe_analyze_insn(bytes, vaddr, &self.features).map(std::rc::Rc::new)
    }

    /// Models `uprobe_register()`: find or create the uprobe at `vaddr`, prepend the
    /// consumer, and `install_breakpoint()` if the filter wants this mm.
    pub fn uprobe_register(
        &mut self,
        cpu: &mut dyn GuestCpu,
        vaddr: u64,
        consumer: Box<dyn UprobeConsumer>,
        ref_ctr: Option<u64>,
    ) -> ConsumerId {
        let idx = self.alloc_uprobe(vaddr, ref_ctr);
        // insert_uprobe(): a uprobe at the same place with another ref_ctr_offset
        // (zero against non-zero included, as the host shows) is -EINVAL.
        if self.uprobes.probes[idx].ref_ctr != ref_ctr {
            let msg = format!(
                "ref_ctr_offset mismatch. inode: prog offset: {:#x} ref_ctr_offset(old): {:#x} ref_ctr_offset(new): {:#x}",
                self.uprobes.probes[idx].offset,
                self.uprobes.probes[idx].ref_ctr.and_then(|a| self.image.file_offset(a)).unwrap_or(0),
                ref_ctr.and_then(|a| self.image.file_offset(a)).unwrap_or(0)
            );
            let mut sh = self.shared.borrow_mut();
            sh.dmesg.push(msg);
            let kind = ConsumerKind::of(consumer.as_ref());
            let refused = Some("-EINVAL: ref_ctr_offset mismatch with the existing uprobe".into());
            return sh.push_consumer(idx, consumer, kind, refused);
        }
        let kind = ConsumerKind::of(consumer.as_ref());
        let wants = !kind.filter || consumer.filter(self.pid);
        let id = self.shared.borrow_mut().push_consumer(idx, consumer, kind, None);
        self.consumer_add(idx, id);
        if wants && !self.valid_vma(vaddr, true) {
            self.event(cpu, vaddr, EventKind::Probe, || TraceEvent::VmaSkipped);
        } else if let Err(r) = &self.uprobes.probes[idx].arch {
            // prepare_uprobe() failed: every registration hears of it.
            let why = r.to_string();
            self.event(cpu, vaddr, EventKind::Probe, || TraceEvent::Refused { why });
        } else if wants {
            self.install_breakpoint(cpu, idx);
        }
        id
    }

    /// Models `consumer_add()` with the reference `uprobe_register()` hands out: the
    /// consumer goes first in the list (`list_add_rcu()`), and the uprobe gains a
    /// reference (`alloc_uprobe()`'s initial one or `__insert_uprobe()`'s
    /// `try_get_uprobe()`).
    fn consumer_add(&mut self, idx: usize, id: ConsumerId) {
        let p = &mut self.uprobes.probes[idx];
        p.consumers.insert(0, id);
        p.refs += 1;
    }

    /// Models `uprobe_unregister_nosync()` + `uprobe_unregister_sync()`: drop the
    /// consumer, remove the breakpoint if no remaining consumer wants this mm, and drop
    /// the registration's reference.
    ///
    /// Before 6.13 (`__uprobe_unregister()`) the uprobe leaves the tree with its last
    /// consumer (`delete_uprobe()`), whatever else holds it. From 6.13 it leaves with
    /// its last reference, and `uprobe_unregister_sync()` waits for an SRCU grace
    /// period of `uretprobes_srcu`: the leases that this task's pending return
    /// instances hold end only when `ri_timer` expires them (`hprobe_expire()`), so the
    /// wait ends with every lease expired: an instance whose uprobe still has a
    /// reference takes one (`HPROBE_STABLE`: the uprobe then outlives its consumers
    /// and a new registration at the address joins it); else it is `HPROBE_GONE`.
    /// Which of the two the first unregistration during a call leaves is what the
    /// kernel's `consumers` selftest pins (`uret_survives`).
    ///
    /// Pending `ri_timer` expiries that came due while the guest ran are applied first
    /// (the timer would have fired then).
    ///
    /// # Differs from Linux
    /// - The wait takes no guest time (the guest is stopped while the caller acts).
    /// - Only this process's instances are expired: the caller acts on the first
    ///   process, and children run to completion before their parent resumes.
    pub fn uprobe_unregister(&mut self, cpu: &mut dyn GuestCpu, id: ConsumerId) {
        let idx = {
            let mut sh = self.shared.borrow_mut();
            let Some(slot) = sh.consumers.get_mut(id.0) else { return };
            if !slot.active {
                return;
            }
            slot.active = false;
            slot.uprobe
        };
        let now = cpu.insn_count();
        self.for_each_thread(|k| k.ri_timer_run(now));
        self.uprobes.probes[idx].consumers.retain(|c| *c != id);
        if !self.filter_chain(idx) && self.uprobes.probes[idx].installed {
            let vaddr = self.uprobes.probes[idx].vaddr;
            self.finish_parked_rewrites(cpu, vaddr);
            self.remove_breakpoint(cpu, idx);
            // Other threads may run before the rest (another CPU would).
            if !self.sched_point(cpu, crate::kernel::sched::KernelStep::Detach) {
                self.park(cpu, crate::kernel::thread::KernelWork::Unregister { idx });
                return;
            }
        }
        self.uprobe_unregister_rest(idx);
    }

    /// The rest of [`Kernel::uprobe_unregister`] after the breakpoint came out: the
    /// uprobe's reference, and `uprobe_unregister_sync()`, whose grace period ends the
    /// leases of every thread's pending instances.
    pub(crate) fn uprobe_unregister_rest(&mut self, idx: usize) {
        if !self.features.hprobe && self.uprobes.probes[idx].consumers.is_empty() {
            self.delete_uprobe(idx);
        }
        self.put_uprobe(idx);
        if self.features.hprobe {
            // uprobe_unregister_sync(): synchronize_srcu(&uretprobes_srcu).
            self.for_each_thread(|k| k.ri_timer_expire());
        }
    }

    /// Models `put_uprobe()`: drops one reference. From 6.13 the last one takes the
    /// uprobe out of the tree (`uprobe_free_deferred()`; until that work runs,
    /// `__insert_uprobe()` already treats a uprobe without references as gone).
    pub(crate) fn put_uprobe(&mut self, idx: usize) {
        let p = &mut self.uprobes.probes[idx];
        p.refs = p.refs.saturating_sub(1);
        if self.features.hprobe && p.refs == 0 {
            self.delete_uprobe(idx);
        }
    }

    /// Models `try_get_uprobe()`: a new reference, unless the uprobe has none left.
    pub(crate) fn try_get_uprobe(&mut self, idx: usize) -> bool {
        let p = &mut self.uprobes.probes[idx];
        if p.refs == 0 || p.freed {
            return false;
        }
        p.refs += 1;
        true
    }

    /// Takes the uprobe out of the address index: `delete_uprobe()` (before 6.13, from
    /// `__uprobe_unregister()` when the last consumer went) or the tree removal of
    /// `uprobe_free_deferred()` (6.13+, with the last reference). A later registration
    /// at the same address creates a new uprobe (the instruction analysed again,
    /// `ARCH_UPROBE_FLAG_OPTIMIZE_FAIL` clear). The mm keeps what the kernel keeps per
    /// mm: the XOL area and, on 6.18, the `[uprobes-trampoline]` pages, which a new
    /// optimization reuses.
    ///
    /// A pending return instance of the removed uprobe runs no return handler at its
    /// return: its uprobe's consumer list is empty (a reference or a lease keeps only
    /// the memory), or its lease found it gone (`HPROBE_GONE`).
    fn delete_uprobe(&mut self, idx: usize) {
        let p = &mut self.uprobes.probes[idx];
        p.freed = true;
        let vaddr = p.vaddr;
        if let Some(f) = &p.file {
            let key = (f.id.clone(), p.offset);
            let mapped = f.mapped;
            self.uprobes.by_file.remove(&key);
            if !mapped {
                return;
            }
        }
        // One lookup in the common case (the entry is this uprobe's).
        if let Some(other) = self.uprobes.by_vaddr.remove(&vaddr).filter(|i| *i != idx) {
            self.uprobes.by_vaddr.insert(vaddr, other);
        }
    }

    /// Models `filter_chain()`: whether any consumer wants this mm.
    pub(crate) fn filter_chain(&self, idx: usize) -> bool {
        let sh = self.shared.borrow();
        let vaddr = self.uprobes.probes[idx].vaddr;
        self.uprobes.probes[idx].consumers.iter().any(|c| {
            let slot = &sh.consumers[c.0];
            !slot.kind.filter || ConsumerPanic::guard(c.0, "filter", vaddr, || slot.consumer.filter(self.pid))
        })
    }

    /// Models `uprobe_register()` as it has returned since 6.12 (the uprobe, or
    /// `ERR_PTR(err)`), for callers that must know (the `uprobe_multi` link): the
    /// consumer registered at `vaddr`, or the refusal with nothing left behind: no
    /// consumer, no new uprobe, no byte written.
    ///
    /// The checks, in the kernel's order: a consumer with neither handler is
    /// `-EINVAL`; a `ref_ctr_offset` that is not 2-byte aligned is `-EINVAL`;
    /// `alloc_uprobe()` finding a uprobe at the same place with another
    /// `ref_ctr_offset` is `-EINVAL`; then `register_for_each_vma()`: if the consumer's
    /// filter wants this mm, `install_breakpoint()` and its `prepare_uprobe()`, which
    /// refuses an int3 and what `arch_uprobe_analyze_insn()` refuses (`-ENOTSUPP`, …).
    /// On that last failure the kernel unregisters the consumer again
    /// (`uprobe_unregister_nosync()` + `_sync()`) and the uprobe is freed with its last
    /// reference; here the uprobe the call created is dropped.
    ///
    /// # Differs from Linux
    /// - The checks on the file itself (`offset > i_size`, a page cache to read) are
    ///   the caller's, which maps file offsets to addresses in the one mm.
    pub fn uprobe_register_or_error(
        &mut self,
        cpu: &mut dyn GuestCpu,
        vaddr: u64,
        consumer: Box<dyn UprobeConsumer>,
        ref_ctr: Option<u64>,
    ) -> Result<ConsumerId, Refusal> {
        let kind = ConsumerKind::of(consumer.as_ref());
        if !kind.handler && !kind.ret_handler {
            return Err(Refusal { errno: EINVAL, why: "the consumer has neither handler".into() });
        }
        if ref_ctr.is_some_and(|a| a % 2 != 0) {
            return Err(Refusal { errno: EINVAL, why: "ref_ctr_offset is not 2-byte aligned".into() });
        }
        let (found, new) = self.find_or_index(vaddr);
        let existed = (!new).then_some(found);
        if let Some(i) = existed {
            if self.uprobes.probes[i].ref_ctr != ref_ctr {
                let msg = format!(
                    "ref_ctr_offset mismatch. inode: prog offset: {:#x} ref_ctr_offset(old): {:#x} ref_ctr_offset(new): {:#x}",
                    self.uprobes.probes[i].offset,
                    self.uprobes.probes[i].ref_ctr.and_then(|a| self.image.file_offset(a)).unwrap_or(0),
                    ref_ctr.and_then(|a| self.image.file_offset(a)).unwrap_or(0)
                );
                self.shared.borrow_mut().dmesg.push(msg);
                return Err(Refusal { errno: EINVAL, why: "ref_ctr_offset mismatch with the existing uprobe".into() });
            }
        }
        if new {
            self.push_uprobe(vaddr, ref_ctr);
        }
        let idx = found;
        let wants = !consumer.has_filter() || consumer.filter(self.pid);
        let valid = self.valid_vma(vaddr, true);
        if wants && !valid {
            self.event(cpu, vaddr, EventKind::Probe, || TraceEvent::VmaSkipped);
        }
        if wants && valid {
            if let Err(r) = &self.uprobes.probes[idx].arch {
                // prepare_uprobe() failed: the registration is undone.
                let refusal = r.clone();
                let why = r.to_string();
                self.event(cpu, vaddr, EventKind::Probe, || TraceEvent::Refused { why });
                if existed.is_none() {
                    self.uprobe_free_last(idx);
                }
                return Err(refusal);
            }
        }
        let id = self.shared.borrow_mut().push_consumer(idx, consumer, kind, None);
        self.consumer_add(idx, id);
        if wants && valid {
            self.install_breakpoint(cpu, idx);
        }
        Ok(id)
    }

    /// Makes room for `n` more uprobes and consumers (a link about to register `n`
    /// sites), so that registering them never moves the registry.
    pub fn uprobe_reserve(&mut self, n: usize) {
        self.uprobes.probes.reserve(n);
        self.uprobes.by_vaddr.reserve(n);
        self.shared.borrow_mut().consumers.reserve(n);
    }

    /// The registry's size now: what [`Kernel::uprobe_rollback`] goes back to.
    pub fn registry_mark(&self) -> RegistryMark {
        RegistryMark { uprobes: self.uprobes.probes.len(), consumers: self.shared.borrow().consumers.len() }
    }

    /// Undoes registrations made since `mark`, as a failed `uprobe_multi` link does
    /// (`bpf_uprobe_unregister()` over the sites registered so far): every consumer in
    /// `ids` is unregistered in order ([`Kernel::uprobe_unregister`]: the original
    /// instruction and the semaphore go back), then the uprobes and consumer slots
    /// created since `mark` are freed, as the kernel frees a uprobe with its last
    /// reference. `ids` must be the registrations made since `mark`.
    ///
    /// # Differs from Linux
    /// - `MMF_HAS_UPROBES` stays set once a breakpoint was written, as in Linux
    ///   (cleared only by a later recalculation, which is not modelled).
    pub fn uprobe_rollback(&mut self, cpu: &mut dyn GuestCpu, ids: &[ConsumerId], mark: RegistryMark) {
        for id in ids {
            self.uprobe_unregister(cpu, *id);
        }
        while self.uprobes.probes.len() > mark.uprobes {
            let idx = self.uprobes.probes.len() - 1;
            self.uprobe_free_last(idx);
        }
        // Entries of the older uprobes that named the freed consumers go too.
        for p in &mut self.uprobes.probes {
            p.consumers.retain(|c| c.0 < mark.consumers);
        }
        self.shared.borrow_mut().consumers.truncate(mark.consumers);
    }

    /// Frees uprobe `idx`, the newest, which must have no breakpoint in this mm.
    fn uprobe_free_last(&mut self, idx: usize) {
        debug_assert_eq!(idx + 1, self.uprobes.probes.len());
        if let Some(p) = self.uprobes.probes.pop() {
            if let Some(f) = &p.file {
                self.uprobes.by_file.remove(&(f.id.clone(), p.offset));
            }
            if self.uprobes.by_vaddr.get(&p.vaddr) == Some(&idx) {
                self.uprobes.by_vaddr.remove(&p.vaddr);
            }
        }
    }
}

/// The registry's size at one point (see [`Kernel::registry_mark`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegistryMark {
    /// `Uprobes::probes.len()`.
    uprobes: usize,
    /// `Shared::consumers.len()`.
    consumers: usize,
}
