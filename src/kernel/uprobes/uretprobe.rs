//! Return probes (`kernel/events/uprobes.c`): the `return_instance` stack with
//! chaining, the depth limit and longjmp cleanup. Models `prepare_uretprobe()`,
//! `cleanup_return_instances()`, `find_next_ret_chain()`, `uprobe_handle_trampoline()`,
//! `handle_uretprobe_chain()` and `uprobe_free_utask()`. The x86 side (the hijack, the
//! liveness check, the trampoline and `sys_uretprobe`) is in
//! [`crate::kernel::arch::x86::uprobes`].
//!
//! From 6.13 an instance holds its uprobe by an SRCU lease (`struct hprobe`), which
//! `ri_timer` (100 ms after the latest push) or `uprobe_unregister_sync()` turns into a
//! reference or into nothing (`hprobe_expire()`); before, by a reference. See
//! [`super::Kernel::uprobe_unregister`] for what that decides.
//!
//! # Differs from Linux
//! - Time is the virtual clock of guest instructions: `RI_TIMER_PERIOD` (100 ms) is
//!   [`RI_TIMER_PERIOD_INSNS`]. The timer is applied when its effect can matter (at an
//!   unregistration, at the next push), not asynchronously: a lease can only expire
//!   differently after some consumer went, so nothing observable moves.
//! - The info message for the depth limit is not rate-limited.

use serde::{Deserialize, Serialize};

use crate::cpu::{ConsumerPanic, EntryCpu, Reg};
use crate::trace::{EventKind, TraceEvent};

use super::super::arch::x86::uprobes::{arch_uretprobe_is_alive, RpCheck};
use super::super::task::{HprobeState, ReturnConsumer};
use super::super::Kernel;
use super::ProbeContext;

/// `MAX_URETPROBE_DEPTH`.
pub const MAX_URETPROBE_DEPTH: usize = 64;
/// Bytes per `struct return_instance` on x86-64 (6.13+ layout, inline consumer) (inferred from
/// the structure's fields): hprobe 16, func/stack/orig_ret_vaddr 24, chained+cons_cnt 8, next 8, rcu 16,
/// consumer 16, extra_consumers 8.
pub const RI_BYTES: u64 = 96;

pub use super::super::task::ReturnInstance;

/// `RI_TIMER_PERIOD` (`HZ / 10`, 100 ms) on the virtual clock: one guest instruction is
/// one nanosecond (a 1 GHz core retiring one instruction per cycle).
pub const RI_TIMER_PERIOD_INSNS: u64 = 100_000_000;

/// How return instances are allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RiAlloc {
    /// 6.14+ (8622e45b5da1): finished instances go to `utask->ri_pool` for reuse.
    #[default]
    Pool,
    /// Before 6.14: one allocation per instance, freed after the return.
    PerInstance,
    /// The fixed 64-entry array proposed on the list in 2024 (not merged).
    Array64,
}

impl RiAlloc {
    /// Parses `pool`, `per-instance` or `array64`.
    pub fn parse(s: &str) -> Option<RiAlloc> {
        match s {
            "pool" => Some(RiAlloc::Pool),
            "per-instance" => Some(RiAlloc::PerInstance),
            "array64" => Some(RiAlloc::Array64),
            _ => None,
        }
    }
}

/// Allocation accounting of return instances. Equality and serde cover the totals only
/// (what the report shows), not the live and pooled counts the accounting runs on.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct RiAccounting {
    /// The design.
    pub design: RiAlloc,
    /// Heap allocations made.
    pub allocations: u64,
    /// Heap frees made.
    pub frees: u64,
    /// Most instances alive (pending or pooled) at once.
    pub peak_live: u64,
    /// Bytes allocated in all.
    pub bytes: u64,
    #[serde(skip)]
    live: u64,
    #[serde(skip)]
    pool: u64,
}

impl PartialEq for RiAccounting {
    fn eq(&self, o: &RiAccounting) -> bool {
        let totals = |a: &RiAccounting| (a.design, a.allocations, a.frees, a.peak_live, a.bytes);
        totals(self) == totals(o)
    }
}

impl Eq for RiAccounting {}

impl RiAccounting {
    /// Empty accounting for `design`.
    pub fn new(design: RiAlloc) -> Self {
        RiAccounting { design, ..Default::default() }
    }

    #[inline]
    fn alloc(&mut self) {
        match self.design {
            RiAlloc::Pool if self.pool > 0 => self.pool -= 1,
            RiAlloc::Array64 => {
                if self.allocations == 0 {
                    self.allocations = 1;
                    self.bytes = RI_BYTES * MAX_URETPROBE_DEPTH as u64;
                }
            }
            _ => {
                self.allocations += 1;
                self.bytes += RI_BYTES;
            }
        }
        self.live += 1;
        self.peak_live = self.peak_live.max(self.live + self.pool);
    }

    fn release(&mut self) {
        self.live = self.live.saturating_sub(1);
        match self.design {
            RiAlloc::Pool => self.pool += 1,
            RiAlloc::PerInstance => self.frees += 1,
            RiAlloc::Array64 => {}
        }
    }

    /// `uprobe_free_utask()`: everything pending or pooled is freed.
    fn free_all(&mut self) {
        match self.design {
            RiAlloc::Array64 => self.frees = self.allocations,
            _ => self.frees += self.live + self.pool,
        }
        self.live = 0;
        self.pool = 0;
    }
}

/// Return-probe statistics for the report.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct RiStats {
    /// Deepest stack of pending instances.
    pub max_depth: u64,
    /// Hits that got no instance because depth was already 64.
    pub omitted_by_depth: u64,
    /// Instances dropped by `cleanup_return_instances` or as stale chains at a return.
    pub cleaned_stale: u64,
    /// Instances pushed as chained (tail calls).
    pub chained: u64,
    /// Returns through the trampoline.
    pub trampoline_returns: u64,
    /// Return addresses hijacked (instances pushed).
    pub hijacked: u64,
    /// `sys_uretprobe` calls that returned through sysret.
    pub syscall_sysret: u64,
    /// `sys_uretprobe` calls that returned through iret (a consumer moved sp).
    pub syscall_iret: u64,
    /// Instances still pending when the process ended (all freed with the task).
    pub pending_at_exit: u64,
    /// Allocation accounting.
    pub alloc: RiAccounting,
}

impl RiStats {
    /// Adds another process's statistics (sums; the deepest depth).
    pub fn merge(&mut self, o: &RiStats) {
        self.max_depth = self.max_depth.max(o.max_depth);
        self.omitted_by_depth += o.omitted_by_depth;
        self.cleaned_stale += o.cleaned_stale;
        self.chained += o.chained;
        self.trampoline_returns += o.trampoline_returns;
        self.hijacked += o.hijacked;
        self.syscall_sysret += o.syscall_sysret;
        self.syscall_iret += o.syscall_iret;
        self.pending_at_exit += o.pending_at_exit;
        let (a, b) = (&mut self.alloc, &o.alloc);
        a.allocations += b.allocations;
        a.frees += b.frees;
        a.peak_live = a.peak_live.max(b.peak_live);
        a.bytes += b.bytes;
    }
}

impl Kernel {
    /// Models `prepare_uretprobe()`: called from `handler_chain()` with ip at the probe
    /// address and sp at the return-address slot. Past `MAX_URETPROBE_DEPTH` nothing is
    /// pushed (and the kernel logs it); else the return address is hijacked, stale
    /// instances are cleaned up, and an instance is pushed (chained to the one below
    /// when the slot already held the trampoline: a tail call).
    ///
    /// From 6.13 the instance leases its uprobe ([`HprobeState::Leased`]) and the task's
    /// `ri_timer` is set 100 ms ahead (`mod_timer()`, so every push moves it); before,
    /// it takes a reference (`get_uprobe()`).
    pub(crate) fn prepare_uretprobe<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        idx: usize,
        records: Vec<ReturnConsumer>,
    ) {
        let Some(tramp) = self.get_xol_area(cpu.as_dyn()) else { return };
        let (ip, sp) = (cpu.reg(Reg::Rip), cpu.reg(Reg::Rsp));
        if self.task.utask.return_instances.len() >= MAX_URETPROBE_DEPTH {
            self.ri_stats.omitted_by_depth += 1;
            let pid = self.pid;
            let msg = format!("uprobe: omit uretprobe due to nestedness limit pid/tgid={pid}/{pid}");
            self.shared.borrow_mut().dmesg.push(msg);
            self.event(cpu.as_dyn_ref(), ip, EventKind::Uretprobe, || TraceEvent::DepthLimit { pid });
            return;
        }
        let Some(mut orig) = self.arch_uretprobe_hijack_return_addr(cpu, sp, tramp) else { return };
        let chained = orig == tramp;
        self.cleanup_return_instances(cpu, if chained { RpCheck::ChainCall } else { RpCheck::Call }, ip, sp);
        if chained {
            match self.task.utask.return_instances.last() {
                None => {
                    let (comm, pid) = (std::rc::Rc::clone(&self.task.comm), self.pid);
                    let what = TraceEvent::TailCallFailed { comm, pid };
                    self.shared.borrow_mut().dmesg.push(what.to_string());
                    self.event(cpu.as_dyn_ref(), ip, EventKind::Uretprobe, || what);
                    return;
                }
                Some(top) => orig = top.orig_ret_vaddr,
            }
            self.ri_stats.chained += 1;
        }
        self.ri_stats.alloc.alloc();
        self.ri_stats.hijacked += 1;
        let now = cpu.insn_count();
        let hprobe = if self.features.hprobe {
            // A timer that came due before this push fired then.
            self.ri_timer_run(now);
            self.task.utask.ri_timer = Some(now + RI_TIMER_PERIOD_INSNS);
            HprobeState::Leased
        } else {
            self.uprobes.probes[idx].refs += 1;
            HprobeState::Stable
        };
        let ri = ReturnInstance {
            func: ip,
            stack: sp,
            orig_ret_vaddr: orig,
            chained,
            uprobe: idx,
            hprobe,
            consumers: records,
            inherited: false,
        };
        self.task.utask.return_instances.push(ri);
        let depth = self.task.utask.return_instances.len() as u64;
        self.ri_stats.max_depth = self.ri_stats.max_depth.max(depth);
        self.event(cpu.as_dyn_ref(), ip, EventKind::Uretprobe, || TraceEvent::Hijacked {
            slot: sp,
            orig,
            trampoline: tramp,
            chained,
            depth,
        });
    }

    /// Models `cleanup_return_instances()`: drop the instances on top whose frames are
    /// gone (a longjmp skipped their returns), as `arch_uretprobe_is_alive()` judges for
    /// `ctx` at `sp`.
    fn cleanup_return_instances<C: EntryCpu + ?Sized>(&mut self, cpu: &C, ctx: RpCheck, ip: u64, sp: u64) {
        while let Some(top) = self.task.utask.return_instances.last() {
            if arch_uretprobe_is_alive(top, ctx, sp) {
                break;
            }
            let Some(mut dead) = self.task.utask.return_instances.pop() else { break };
            self.free_ret_instance(&mut dead);
            self.ri_stats.cleaned_stale += 1;
            self.ri_stats.alloc.release();
            self.event(cpu.as_dyn_ref(), ip, EventKind::Uretprobe, || TraceEvent::StaleDropped {
                func: dead.func,
                stack: dead.stack,
                sp,
            });
        }
    }

    /// Models `find_next_ret_chain()`: below the instance at `top`, skip the chained
    /// instances and the one they sit on; returns the index just above the next chain
    /// (the instances from there up form the chain that returns now).
    fn find_next_ret_chain(&self, top: usize) -> usize {
        let ris = &self.task.utask.return_instances;
        let mut j = top;
        while ris[j].chained && j > 0 {
            j -= 1;
        }
        j
    }

    /// Models `uprobe_handle_trampoline()`: regs are the function-return state (sp just
    /// above the popped return slot, ax = the return value). Each chain on top is either
    /// valid (its return handlers run, ip = its original return address) or stale (a
    /// longjmp skipped it: dropped). Returns false on the SIGILL path (no valid chain).
    pub(crate) fn uprobe_handle_trampoline<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C) -> bool {
        let sp = cpu.reg(Reg::Rsp);
        while let Some(top) = self.task.utask.return_instances.len().checked_sub(1) {
            let j = self.find_next_ret_chain(top);
            let ris = &self.task.utask.return_instances;
            let valid = j.checked_sub(1).is_none_or(|n| arch_uretprobe_is_alive(&ris[n], RpCheck::Ret, sp));
            cpu.set_reg(Reg::Rip, ris[top].orig_ret_vaddr);
            self.ri_stats.trampoline_returns += u64::from(valid);
            while self.task.utask.return_instances.len() > j {
                let Some(mut ri) = self.task.utask.return_instances.pop() else { break };
                let (uprobe, hstate) = hprobe_consume(&mut ri);
                if valid {
                    self.handle_uretprobe_chain(cpu, &ri, uprobe);
                }
                self.hprobe_finalize(&ri, hstate);
                if !valid {
                    self.ri_stats.cleaned_stale += 1;
                    let (func, stack) = (ri.func, ri.stack);
                    self.event(cpu.as_dyn_ref(), func, EventKind::Uretprobe, || TraceEvent::StaleChainSkipped {
                        func,
                        stack,
                        sp,
                    });
                }
                self.ri_stats.alloc.release();
                if self.exit.is_some() {
                    return true;
                }
            }
            if valid {
                return true;
            }
        }
        let msg = format!("uprobe: {}:{} failed to handle uretprobe, sending SIGILL.", self.task.comm, self.pid);
        self.shared.borrow_mut().dmesg.push(msg);
        false
    }

    /// Models `handle_uretprobe_chain()`: nothing when the instance's uprobe is gone
    /// (`uprobe` is `None`: "all consumers unsubscribed meanwhile"); else every consumer
    /// on the uprobe *now* that has a return handler runs, a session consumer only with
    /// its record from entry (`return_consumer_find()`), whose cookie it gets back.
    fn handle_uretprobe_chain<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        ri: &ReturnInstance,
        uprobe: Option<usize>,
    ) {
        let Some(up) = uprobe else { return };
        let insn_no = cpu.insn_count();
        for k in 0..self.uprobes.probes[up].consumers.len() {
            let Some(&id) = self.uprobes.probes[up].consumers.get(k) else { break };
            {
                let mut sh = self.shared.borrow_mut();
                let slot = &mut sh.consumers[id.0];
                if !slot.kind.ret_handler {
                    continue;
                }
                // return_consumer_find(): a session consumer runs only with its record.
                let mut cookie = 0;
                if slot.kind.handler {
                    match ri.consumers.iter().find(|rc| rc.id == id) {
                        Some(rc) => cookie = rc.cookie,
                        None => continue,
                    }
                }
                if ri.inherited && slot.kind.perf_event {
                    // The perf event behind this consumer belongs to the parent task; the
                    // child's inherited event is another consumer with no record in this
                    // instance. So the return is not counted (0 on the host, measured).
                    continue;
                }
                let mut ctx = ProbeContext::new(cpu.as_dyn(), ri.func, insn_no, self.pid, self.task.tid)
                    .with_cookie(cookie)
                    .with_unwind(self.unwind_info(None));
                ConsumerPanic::guard(id.0, "ret_handler", ri.func, || slot.consumer.ret_handler(&mut ctx, ri.func));
                slot.ret_hits += 1;
                let count = slot.ret_hits;
                drop(sh);
                self.note_hit(cpu.as_dyn(), id.0, true, count);
            }
            let func = ri.func;
            self.trace.emit(insn_no, func, EventKind::Handler, || TraceEvent::RetHandlerRan {
                consumer: id.0,
                func,
                ret: cpu.reg(Reg::Rip),
            });
        }
        if let Some(sig) = self.task.utask.bpf_signal.take() {
            let at = cpu.reg(Reg::Rip);
            self.send_sig(
                cpu.as_dyn(),
                sig,
                at,
                crate::trace::SignalCause::Kernel("bpf_send_signal() from a consumer"),
            );
        }
    }

    /// Models `uprobe_free_utask()` at exit: the timer is deleted and pending instances
    /// are released (`free_ret_instance()`, their references put).
    pub(crate) fn uprobe_free_utask(&mut self) {
        self.ri_stats.pending_at_exit = self.task.utask.return_instances.len() as u64;
        self.task.utask.ri_timer = None;
        let mut ris = std::mem::take(&mut self.task.utask.return_instances);
        for ri in ris.iter_mut().rev() {
            self.free_ret_instance(ri);
        }
        self.ri_stats.alloc.free_all();
    }

    /// Models `free_ret_instance(utask, ri, cleanup_hprobe = true)`'s hprobe part: an
    /// instance dropped without its return (longjmp cleanup, exit) lets go of its
    /// uprobe (`hprobe_consume()` + `hprobe_finalize()`).
    fn free_ret_instance(&mut self, ri: &mut ReturnInstance) {
        let (_, hstate) = hprobe_consume(ri);
        self.hprobe_finalize(ri, hstate);
    }

    /// Models `hprobe_finalize()`: a reference the instance held is put (a lease is just
    /// unlocked).
    fn hprobe_finalize(&mut self, ri: &ReturnInstance, hstate: HprobeState) {
        if hstate == HprobeState::Stable {
            self.put_uprobe(ri.uprobe);
        }
    }

    /// Models `ri_timer()` if it is due at `now` (guest instructions): every pending
    /// instance's lease expires ([`Kernel::ri_timer_expire`]).
    pub(crate) fn ri_timer_run(&mut self, now: u64) {
        if self.task.utask.ri_timer.is_some_and(|t| t <= now) {
            self.ri_timer_expire();
        }
    }

    /// Models `ri_timer()` firing (also the end of `uprobe_unregister_sync()`'s wait,
    /// which is that firing): `hprobe_expire(&ri->hprobe, false)` on every pending
    /// instance: a leased one takes a reference if its uprobe still has one
    /// ([`HprobeState::Stable`]), else becomes [`HprobeState::Gone`].
    pub(crate) fn ri_timer_expire(&mut self) {
        self.task.utask.ri_timer = None;
        for k in 0..self.task.utask.return_instances.len() {
            self.hprobe_expire(k);
        }
    }

    /// Models `hprobe_expire()` on pending instance `k` (`get` is the caller's business:
    /// [`Kernel::dup_utask_expire`] takes the child's reference itself).
    fn hprobe_expire(&mut self, k: usize) {
        let ri = &self.task.utask.return_instances[k];
        if ri.hprobe != HprobeState::Leased {
            return;
        }
        let up = ri.uprobe;
        let state = if self.try_get_uprobe(up) { HprobeState::Stable } else { HprobeState::Gone };
        self.task.utask.return_instances[k].hprobe = state;
    }

    /// The parent's part of `dup_utask()` (6.13+): every pending instance's lease
    /// expires (`hprobe_expire(&o->hprobe, true)`), so the parent's instances hold
    /// references from the fork on; the child's copies are [`HprobeState::Stable`] or
    /// [`HprobeState::Gone`] alike (`hprobe_init_stable()`).
    ///
    /// # Differs from Linux
    /// The child's extra reference is counted in the child's copy of the uprobe only:
    /// every process has its own copy of the registry's uprobes, and a child runs to
    /// completion (its references put) before its parent resumes.
    pub(crate) fn dup_utask_expire(&mut self) {
        if self.features.hprobe {
            for k in 0..self.task.utask.return_instances.len() {
                self.hprobe_expire(k);
            }
        }
    }
}

/// Models `hprobe_consume()`: the instance's uprobe (`None` once gone) and the state it
/// was in, which `hprobe_finalize()` needs; the instance is
/// [`HprobeState::Consumed`] after.
fn hprobe_consume(ri: &mut ReturnInstance) -> (Option<usize>, HprobeState) {
    let hstate = std::mem::replace(&mut ri.hprobe, HprobeState::Consumed);
    let uprobe = match hstate {
        HprobeState::Leased | HprobeState::Stable => Some(ri.uprobe),
        HprobeState::Gone | HprobeState::Consumed => None,
    };
    (uprobe, hstate)
}
