//! The int3 hit: `handle_swbp()`, `handler_chain()`, `pre_ssout()`,
//! `handle_singlestep()` and `uprobe_deny_signal()` (`kernel/events/uprobes.c`).
//!
//! A hit runs the consumers with ip at the probe address, then either emulates the
//! probed instruction (`arch_uprobe_skip_sstep()`) or copies it into an XOL slot and
//! single-steps it there with TF set; the #DB after that step comes back to
//! `handle_singlestep()`, which lets the arch code fix ip (and more) up.
//!
//! # Differs from Linux
//! - No `UTASK_SSTEP_ACK`/`UTASK_SSTEP_TRAPPED` round trip through task work: the #DB
//!   is handled at once, and a signal the stepped instruction's fault raises aborts the
//!   step where it is raised (`Kernel::uprobe_deny_signal`); any other signal that
//!   becomes pending during the step (one a stepped `syscall` sent) waits for the #DB,
//!   as the denied signal of `uprobe_deny_signal()` does, and is delivered on the #DB's
//!   way back to user mode.

use crate::abi::x86::UPROBE_SWBP_INSN;
use crate::abi::Signal;
use crate::cpu::{ConsumerPanic, EntryCpu, GuestCpu, Reg};
use crate::trace::{EventKind, SignalCause, TraceEvent, XolFix};

use super::super::arch::x86::insn::ArchUprobe;
use super::super::task::{ReturnConsumer, UtaskState};
use super::super::Kernel;
use super::{HandlerResult, ProbeContext};

impl Kernel {
    /// Models `handle_swbp()` (6.18 order). Called from the #BP hook with rip = bp+1.
    pub(crate) fn handle_swbp(&mut self, cpu: &mut dyn GuestCpu) {
        let bp = cpu.reg(Reg::Rip).wrapping_sub(1);
        let found = self.uprobes.by_vaddr.get(&bp).copied();
        self.handle_swbp_found(cpu, bp, found);
        if let Some(idx) = found.filter(|i| self.uprobes.probes[*i].installed) {
            self.fastpath_trap_hit(cpu, idx, bp);
        }
    }

    /// [`Kernel::handle_swbp`] at `bp` (rip = bp+1) where the index lookup by address
    /// has been made (`found`: the uprobe at `bp` in `Uprobes::by_vaddr`, installed
    /// or not). The simulator's entry shadow, which has made it, enters here with the
    /// view's own type.
    #[inline]
    pub(crate) fn handle_swbp_found<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, bp: u64, found: Option<usize>) {
        self.event(cpu.as_dyn_ref(), bp, EventKind::Trap, || TraceEvent::Breakpoint);
        // The int3 trampoline (pre-6.11 and compat tasks).
        if !self.features.uretprobe_syscall && self.uprobe_get_trampoline_vaddr() == Some(bp) {
            if !self.uprobe_handle_trampoline(cpu) {
                self.force_sig(cpu.as_dyn(), Signal::Sigill, bp, SignalCause::Kernel("failed to handle uretprobe"));
            }
            return;
        }
        let idx = match found {
            Some(i) if self.uprobes.probes[i].installed => i,
            _ => {
                // No uprobe: a genuine int3 → SIGTRAP; else the probe went away → retry.
                let mut b = [0u8; 1];
                if self.mm.access_ok(bp, 1, |p| p.exec) && cpu.read(bp, &mut b) && b[0] == UPROBE_SWBP_INSN {
                    // Without MMF_HAS_UPROBES, do_int3_user() → do_trap(X86_TRAP_BP) sets
                    // the frame's trapno to 3; with it, the uprobe notifier takes the trap
                    // and this force_sig(SIGTRAP) leaves trapno as it was (host 6.18).
                    if !self.uprobes.has_uprobes {
                        self.sig.trap = (3, 0, self.sig.trap.2);
                    }
                    self.force_sig(
                        cpu.as_dyn(),
                        Signal::Sigtrap,
                        bp,
                        SignalCause::Kernel("int3 with no uprobe behind it"),
                    );
                } else {
                    cpu.set_reg(Reg::Rip, bp);
                }
                return;
            }
        };
        self.handle_swbp_hit(cpu, idx, bp);
    }

    /// The rest of [`Kernel::handle_swbp`] once `find_active_uprobe()` found uprobe `idx`
    /// at `bp`, installed: the handlers, the 6.18 optimization, then skip, emulate or
    /// step.
    fn handle_swbp_hit<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, idx: usize, bp: u64) {
        // Handlers see ip at the probe address.
        cpu.set_reg(Reg::Rip, bp);
        self.handler_chain(cpu, idx, bp);
        if self.exit.is_some() {
            return;
        }
        // 6.18: try to turn a 5-byte nop into a call to the uprobe trampoline (which may
        // let another thread run in the middle: the rest then runs when this one is
        // scheduled again).
        // (`should_optimize()` is asked first here too: the call costs more than the
        // answer on every hit of a probe that is never optimized.)
        if self.should_optimize(idx) && !self.arch_uprobe_optimize(cpu.as_dyn(), idx, bp) {
            return;
        }
        self.handle_swbp_rest(cpu, idx, bp);
    }

    /// The rest of `handle_swbp()` after the optimization: skip, emulate or step.
    pub(crate) fn handle_swbp_rest<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, idx: usize, bp: u64) {
        // 6.18: a handler that changed ip skips the original instruction.
        if self.features.skip_on_ip_change && cpu.reg(Reg::Rip) != bp {
            return;
        }
        let Ok(arch) = &self.uprobes.probes[idx].arch else { return };
        let arch = std::rc::Rc::clone(arch);
        if self.arch_uprobe_skip_sstep(cpu, &arch, bp) {
            return;
        }
        self.pre_ssout(cpu.as_dyn(), idx, &arch, bp);
    }

    /// Models `handler_chain()`: run every consumer newest first, then prepare a return
    /// instance if any consumer has a return handler and did not return REMOVE or IGNORE;
    /// if every consumer asked for REMOVE and none still wants the mm, remove the
    /// breakpoint (`unapply_uprobe()`).
    pub(crate) fn handler_chain<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, idx: usize, bp: u64) {
        let mut remove = true;
        let mut has_consumers = false;
        let mut want_ri = false;
        let mut records = Vec::new();
        for k in 0..self.uprobes.probes[idx].consumers.len() {
            let Some(&id) = self.uprobes.probes[idx].consumers.get(k) else { break };
            let mut sh = self.shared.borrow_mut();
            let slot = &mut sh.consumers[id.0];
            let (has_h, has_r) = (slot.kind.handler, slot.kind.ret_handler);
            let mut rc = HandlerResult::Keep;
            let mut cookie = 0;
            if slot.kind.filter && !ConsumerPanic::guard(id.0, "filter", bp, || slot.consumer.filter(self.pid)) {
                // uprobe_perf_func(): a process the consumer's filter does not want.
                rc = HandlerResult::Remove;
            } else if has_h {
                let insn_no = cpu.insn_count();
                let mut ctx = ProbeContext::new(cpu.as_dyn(), bp, insn_no, self.pid, self.task.tid)
                    .with_unwind(self.unwind_info(Some(idx)));
                rc = ConsumerPanic::guard(id.0, "handler", bp, || slot.consumer.handler(&mut ctx));
                cookie = ctx.cookie();
                slot.hits += 1;
                let count = slot.hits;
                drop(sh);
                self.note_hit(cpu.as_dyn(), id.0, false, count);
                self.trace
                    .emit(insn_no, bp, EventKind::Handler, || TraceEvent::HandlerRan { consumer: id.0, result: rc });
            }
            remove &= rc == HandlerResult::Remove;
            has_consumers = true;
            if !has_r || rc != HandlerResult::Keep {
                continue;
            }
            want_ri = true;
            if has_h {
                // push_consumer(): a session consumer's record, with its cookie.
                records.push(ReturnConsumer { id, cookie });
            }
        }
        if let Some(sig) = self.task.utask.bpf_signal.take() {
            self.send_sig(cpu.as_dyn(), sig, bp, SignalCause::Kernel("bpf_send_signal() from a consumer"));
        }
        if want_ri {
            self.prepare_uretprobe(cpu, idx, records);
        }
        if remove && has_consumers && !self.filter_chain(idx) {
            self.remove_breakpoint(cpu.as_dyn(), idx);
        }
    }

    /// Models `pre_ssout()`: get a slot (`xol_get_insn_slot()`, which copies the
    /// instruction there), let the arch code prepare the step
    /// (`arch_uprobe_pre_xol()`), and enter `UTASK_SSTEP`. Without an XOL area or a free
    /// slot, ip goes back to the breakpoint and the hit is retried, as in the kernel.
    ///
    /// With every slot taken by other threads' steps, the thread sleeps until one is
    /// freed ([`crate::kernel::thread::ThreadState::XolSlot`]) and tries again.
    ///
    /// The task holds a reference to the uprobe while it steps (`try_get_uprobe()`;
    /// `handle_singlestep()` puts it): a uprobe whose last consumer goes during the step
    /// outlives it (6.13+).
    pub(crate) fn pre_ssout(&mut self, cpu: &mut dyn GuestCpu, idx: usize, arch: &ArchUprobe, bp: u64) {
        if !self.try_get_uprobe(idx) {
            cpu.set_reg(Reg::Rip, bp);
            return;
        }
        let Some((slot, n)) = self.xol_get_insn_slot(cpu, arch) else {
            self.put_uprobe(idx);
            cpu.set_reg(Reg::Rip, bp);
            let full = self.uprobes.xol.as_ref().is_some_and(|a| (!a.bitmap).trailing_zeros() >= super::xol::XOL_SLOTS);
            if full && self.is_threaded() {
                // xol_get_insn_slot(): wait_event(area->wq, ...) until a slot is free;
                // the step goes on from there (the handlers do not run again).
                self.threads.work = Some(crate::kernel::thread::KernelWork::XolSlot { idx, bp });
                self.block_current(cpu, crate::kernel::thread::ThreadState::XolSlot);
            }
            return;
        };
        self.task.utask.vaddr = bp;
        self.task.utask.xol_vaddr = slot;
        self.arch_uprobe_pre_xol(cpu, arch, bp, slot);
        self.task.utask.active = Some(idx);
        self.task.utask.state = UtaskState::SingleStep;
        self.event(cpu, bp, EventKind::XolStep, || TraceEvent::XolStepped { insn: arch.text(), slot: n, addr: slot });
    }

    /// Models `handle_singlestep()` for `UTASK_SSTEP_ACK`: `arch_uprobe_post_xol()`, the
    /// slot freed, back to `UTASK_RUNNING`. Returns false when no single-step was active
    /// (a #DB of the user's own).
    pub(crate) fn handle_singlestep(&mut self, cpu: &mut dyn GuestCpu) -> bool {
        let ut = &self.task.utask;
        let (UtaskState::SingleStep, Some(idx)) = (ut.state, ut.active) else { return false };
        let (vaddr, slot) = (ut.vaddr, ut.xol_vaddr);
        let Ok(arch) = self.uprobes.probes[idx].arch.clone() else { return false };
        // What the fix-up started from, for the trace only (off the hot path).
        let pre = self.trace.recording().then(|| {
            let (from, sp) = (cpu.reg(Reg::Rip), cpu.reg(Reg::Rsp));
            let mut b = [0u8; 8];
            cpu.read(sp, &mut b);
            (from, sp, u64::from_le_bytes(b))
        });
        let send_sigtrap = self.arch_uprobe_post_xol(cpu, &arch);
        self.end_sstep(slot);
        self.note_post_state(cpu, vaddr);
        let ip = cpu.reg(Reg::Rip);
        self.event(cpu, vaddr, EventKind::SstepTrap, || TraceEvent::PostXol {
            ip,
            fix: post_xol_fix(&arch, ip, vaddr, pre.unwrap_or_default()),
        });
        if send_sigtrap {
            // send_sig(SIGTRAP, current, 0): not forced; delivered on the #DB's way out.
            self.send_sig(
                cpu,
                Signal::Sigtrap,
                vaddr,
                SignalCause::Kernel("user TF was set across the probed instruction"),
            );
        }
        true
    }

    /// Frees the slot (`xol_free_insn_slot()`), puts the stepped uprobe's reference and
    /// returns the utask to `UTASK_RUNNING`.
    fn end_sstep(&mut self, slot: u64) {
        self.xol_free_insn_slot(slot);
        let ut = &mut self.task.utask;
        ut.state = UtaskState::Running;
        if let Some(idx) = ut.active.take() {
            self.put_uprobe(idx);
        }
    }

    /// Models `uprobe_deny_signal()` with the abort it leads to
    /// (`arch_uprobe_abort_xol()`): a signal raised by the out-of-line instruction is
    /// delivered with ip back at the probe address. Returns that address, or `None` when
    /// no step was active.
    pub(crate) fn uprobe_deny_signal(&mut self, cpu: &mut dyn GuestCpu) -> Option<u64> {
        let ut = &self.task.utask;
        let (UtaskState::SingleStep, Some(idx)) = (ut.state, ut.active) else { return None };
        let (vaddr, slot) = (ut.vaddr, ut.xol_vaddr);
        if let Ok(arch) = self.uprobes.probes[idx].arch.clone() {
            self.arch_uprobe_abort_xol(cpu, &arch);
        }
        self.end_sstep(slot);
        Some(vaddr)
    }
}

/// What `arch_uprobe_post_xol()` did, for the trace: from ip after the step (`pre.0`),
/// sp then and the word there (`pre.1`, `pre.2`), and ip after the fix-up.
#[cold]
#[inline(never)]
fn post_xol_fix(arch: &ArchUprobe, ip: u64, vaddr: u64, pre: (u64, u64, u64)) -> XolFix {
    use crate::kernel::arch::x86::insn::{XolOps, FIX_CALL, FIX_IP};
    let (from, sp, pushed) = pre;
    match arch.ops {
        _ if ip == vaddr && from != vaddr => XolFix::Restart,
        XolOps::Default { fixups, .. } if fixups & FIX_IP != 0 => XolFix::Ip { from },
        XolOps::Default { fixups, .. } if fixups & FIX_CALL != 0 => {
            XolFix::Call { slot: sp, pushed, ret: vaddr + u64::from(arch.ilen) }
        }
        _ => XolFix::None,
    }
}
