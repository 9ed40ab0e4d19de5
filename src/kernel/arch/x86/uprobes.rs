//! The x86 hooks of the uprobe code (`arch/x86/kernel/uprobes.c`): emulation of the
//! probed instruction, the out-of-line step's set-up, fix-ups and abort, the
//! return-address hijack and its liveness check, the uretprobe trampoline and
//! `SYSCALL_DEFINE0(uretprobe)`.
//!
//! # Differs from Linux
//! - No shadow stack: `shstk_update_last_frame()`, `shstk_push()` and `shstk_pop()`
//!   always succeed.
//! - No compat (32-bit) tasks: the int3 trampoline is used only by the 6.10 preset.

use crate::abi::trampoline::{Trampoline, UretprobeSyscallArgs, URETPROBE_INT3, URETPROBE_SYSCALL};
use crate::abi::x86::{CALL_INSN_OPCODE, X86_EFLAGS_TF};
use crate::abi::Signal;
use crate::cpu::{EntryCpu, GuestCpu, Reg};
use crate::trace::{Emulation, EventKind, SignalCause, TraceEvent};

use super::insn::{check_jmp_cond, ArchUprobe, XolOps, FIX_CALL, FIX_IP, FIX_SETF};
use crate::kernel::task::ReturnInstance;
use crate::kernel::Kernel;

/// The x86 liveness contexts (`enum rp_check`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RpCheck {
    /// `RP_CHECK_CALL`: a new entry; an instance whose slot is at or below sp is dead.
    Call,
    /// `RP_CHECK_CHAIN_CALL`: a tail call's entry (the slot itself may be sp).
    ChainCall,
    /// `RP_CHECK_RET`: a return through the trampoline.
    Ret,
}

/// Models `arch_uretprobe_is_alive()`: whether `ri`'s frame still exists at `sp`.
pub fn arch_uretprobe_is_alive(ri: &ReturnInstance, ctx: RpCheck, sp: u64) -> bool {
    match ctx {
        RpCheck::Call => sp < ri.stack,
        RpCheck::ChainCall | RpCheck::Ret => sp <= ri.stack,
    }
}

impl Kernel {
    /// Models `arch_uprobe_trampoline()`: what XOL slot 0 holds for this preset, the
    /// syscall trampoline (6.11+) or a lone int3.
    pub(crate) fn arch_uprobe_trampoline(&self) -> Trampoline {
        if self.features.uretprobe_syscall {
            URETPROBE_SYSCALL
        } else {
            URETPROBE_INT3
        }
    }

    /// Models `arch_uprobe_skip_sstep()`: emulate branches, nops and pushes
    /// (`branch_emulate_op()`, `push_emulate_op()`). Returns false when the instruction
    /// must be stepped out of line.
    pub(crate) fn arch_uprobe_skip_sstep<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        arch: &ArchUprobe,
        bp: u64,
    ) -> bool {
        let ilen = u64::from(arch.ilen);
        let how = match arch.ops {
            XolOps::Branch { opc1, offs } => {
                let new_ip = bp.wrapping_add(ilen);
                if opc1 == CALL_INSN_OPCODE {
                    if !self.emulate_push_stack(cpu, new_ip) {
                        return false;
                    }
                    cpu.set_reg(Reg::Rip, new_ip.wrapping_add(offs as u64));
                    Emulation::Call
                } else {
                    // Only a jcc looks at the flags (reading them is not free).
                    let jcc = (0x70..=0x7f).contains(&opc1);
                    let taken = !jcc || check_jmp_cond(opc1, cpu.reg(Reg::Rflags));
                    cpu.set_reg(Reg::Rip, if taken { new_ip.wrapping_add(offs as u64) } else { new_ip });
                    if offs == 0 && !jcc {
                        Emulation::Nop
                    } else if taken {
                        Emulation::BranchTaken
                    } else {
                        Emulation::BranchNotTaken
                    }
                }
            }
            XolOps::Push { reg } => {
                let val = cpu.reg(reg);
                if !self.emulate_push_stack(cpu, val) {
                    return false;
                }
                cpu.set_reg(Reg::Rip, bp.wrapping_add(ilen));
                Emulation::Push
            }
            XolOps::Default { .. } => return false,
        };
        self.event(cpu.as_dyn_ref(), bp, EventKind::Emulate, || TraceEvent::Emulated { how, insn: arch.text() });
        self.note_post_state(cpu.as_dyn_ref(), bp);
        if cpu.tf_set() {
            self.force_sig(
                cpu.as_dyn(),
                Signal::Sigtrap,
                bp,
                SignalCause::Kernel("TF set after an emulated probed instruction"),
            );
        }
        true
    }

    /// Models `emulate_push_stack()`: `copy_to_user(sp-8)` then `sp -= 8`.
    pub(crate) fn emulate_push_stack<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, val: u64) -> bool {
        let new_sp = cpu.reg(Reg::Rsp).wrapping_sub(8);
        if !self.mm.access_ok(new_sp, 8, |p| p.write) || !cpu.write(new_sp, &val.to_le_bytes()) {
            return false;
        }
        cpu.set_reg(Reg::Rsp, new_sp);
        true
    }

    /// Models `arch_uprobe_pre_xol()`: the rip-relative scratch register saved and
    /// pointed past the original instruction (`riprel_pre_xol()`), ip at the slot, and TF
    /// set (its old value saved).
    pub(crate) fn arch_uprobe_pre_xol(&mut self, cpu: &mut dyn GuestCpu, arch: &ArchUprobe, bp: u64, slot: u64) {
        let ut = &mut self.task.utask;
        if let XolOps::Default { scratch: Some(r), .. } = arch.ops {
            ut.saved_scratch = cpu.reg(r);
            cpu.set_reg(r, bp.wrapping_add(u64::from(arch.ilen)));
        }
        cpu.set_reg(Reg::Rip, slot);
        let flags = cpu.reg(Reg::Rflags);
        ut.saved_tf = flags & X86_EFLAGS_TF != 0;
        cpu.set_reg(Reg::Rflags, flags | X86_EFLAGS_TF);
    }

    /// Models `arch_uprobe_post_xol()` with the ops' `post_xol` (`default_post_xol_op()`,
    /// `branch_post_xol_op()`): restore the scratch register, move ip back from the slot
    /// (`UPROBE_FIX_IP`) or rewrite the pushed return address (`UPROBE_FIX_CALL`), and
    /// clear TF unless the user had it. Returns whether to send the user's SIGTRAP.
    pub(crate) fn arch_uprobe_post_xol(&mut self, cpu: &mut dyn GuestCpu, arch: &ArchUprobe) -> bool {
        let ut = self.task.utask.clone();
        let mut send_sigtrap = ut.saved_tf;
        let mut failed = false;
        match arch.ops {
            XolOps::Default { fixups, scratch } => {
                if let Some(r) = scratch {
                    cpu.set_reg(r, ut.saved_scratch);
                }
                if fixups & FIX_IP != 0 {
                    let ip = cpu.reg(Reg::Rip);
                    cpu.set_reg(Reg::Rip, ip.wrapping_add(ut.vaddr.wrapping_sub(ut.xol_vaddr)));
                } else if fixups & FIX_CALL != 0 {
                    let sp = cpu.reg(Reg::Rsp).wrapping_add(8);
                    cpu.set_reg(Reg::Rsp, sp);
                    if !self.emulate_push_stack(cpu, ut.vaddr + u64::from(arch.ilen)) {
                        failed = true; // -ERESTART: counts as success, ip reset below
                    }
                }
                if fixups & FIX_SETF != 0 {
                    self.task.utask.saved_tf = true;
                }
            }
            XolOps::Branch { .. } => {
                // branch_post_xol_op(): only reachable after a failed call emulation.
                let sp = cpu.reg(Reg::Rsp).wrapping_add(8);
                cpu.set_reg(Reg::Rsp, sp);
                failed = true;
            }
            XolOps::Push { .. } => {}
        }
        if failed {
            cpu.set_reg(Reg::Rip, ut.vaddr);
            send_sigtrap = false;
        }
        if !self.task.utask.saved_tf {
            let f = cpu.reg(Reg::Rflags);
            cpu.set_reg(Reg::Rflags, f & !X86_EFLAGS_TF);
        }
        send_sigtrap
    }

    /// Models `arch_uprobe_abort_xol()`: the scratch register restored, ip back at the
    /// probe address, TF cleared unless the user had it.
    pub(crate) fn arch_uprobe_abort_xol(&mut self, cpu: &mut dyn GuestCpu, arch: &ArchUprobe) {
        let ut = &self.task.utask;
        if let XolOps::Default { scratch: Some(r), .. } = arch.ops {
            cpu.set_reg(r, ut.saved_scratch);
        }
        cpu.set_reg(Reg::Rip, ut.vaddr);
        if !ut.saved_tf {
            let f = cpu.reg(Reg::Rflags);
            cpu.set_reg(Reg::Rflags, f & !X86_EFLAGS_TF);
        }
    }

    /// Models `arch_uretprobe_hijack_return_addr()`: the return address at `sp` (the
    /// regs' sp, which the caller has read) is replaced with the trampoline's address,
    /// unless it already is the trampoline (a tail call: chained). Returns the address
    /// that was there, or `None` when the slot cannot be read or written.
    pub(crate) fn arch_uretprobe_hijack_return_addr<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        sp: u64,
        tramp: u64,
    ) -> Option<u64> {
        // The slot's VMA allows the read and the write (the stack's always does): one
        // lookup and one access for both. Writing the trampoline over itself (a tail
        // call) leaves the word as it was, as no write does.
        if self.mm.prot_within(sp, 8).is_some_and(|p| p.read && p.write) {
            return cpu.exchange_word(sp, tramp);
        }
        let orig = u64::from_le_bytes(self.read_user::<8>(cpu.as_dyn_ref(), sp)?);
        if orig != tramp && !self.copy_to_user(cpu.as_dyn(), sp, &tramp.to_le_bytes()) {
            return None;
        }
        Some(orig)
    }

    /// Models `SYSCALL_DEFINE0(uretprobe)` (6.11+). `at` is the `syscall` instruction.
    ///
    /// Only the trampoline may call it: ip must be just after the trampoline's
    /// `syscall`, else SIGILL. The trampoline's pushes are restored into the registers
    /// (consumers see the function's real rax, rcx, r11 and sp), the return handlers
    /// run, and, unless a consumer moved sp (then iret to wherever ip now is), the frame
    /// is rewritten for the trampoline's pops and `ret`: its ax slot takes the real
    /// return address, and the return is through sysret to the trampoline.
    ///
    /// From the trampoline's fast path (`kernel/fastpath.rs`) the frame is the one it
    /// has just pushed (`FastPaths::take_frame`): the bytes `copy_from_user()` would
    /// read there, the range known readable and writable. The rewritten frame goes back
    /// to it for its pops. Called from a real `syscall`, the frame is read from guest
    /// memory.
    pub(crate) fn sys_uretprobe(&mut self, cpu: &mut dyn GuestCpu, at: u64) -> Option<u64> {
        let sigill = |k: &mut Kernel, cpu: &mut dyn GuestCpu, why| {
            k.force_sig(cpu, Signal::Sigill, at, SignalCause::Kernel(why));
            None
        };
        let Some(tramp) = self.uprobe_get_trampoline_vaddr() else {
            return sigill(self, cpu, "sys_uretprobe: no trampoline (goto sigill)");
        };
        let check = tramp + URETPROBE_SYSCALL.after_syscall.unwrap_or(0);
        let ip = cpu.reg(Reg::Rip);
        if ip != check {
            return sigill(self, cpu, "sys_uretprobe called from outside the trampoline");
        }
        let frame_at = cpu.reg(Reg::Rsp);
        // From the simulator's fast path, the frame its pushes just wrote (what the read
        // would find: it checked the range is readable and writable).
        let fast = self.fast.take_frame(frame_at);
        let from_fast = fast.is_some();
        let frame = match fast {
            Some(f) => f,
            None => match self.read_user::<{ UretprobeSyscallArgs::SIZE }>(cpu, frame_at) {
                Some(raw) => UretprobeSyscallArgs::from_bytes(&raw),
                None => return sigill(self, cpu, "sys_uretprobe: cannot read the saved registers"),
            },
        };
        if let Err(ret) = self.sys_uretprobe_enter(cpu, at, frame_at, &frame) {
            return ret;
        }
        self.sys_uretprobe_return(cpu, at, ip, frame_at, frame, from_fast)
    }

    /// The middle of [`Kernel::sys_uretprobe`], from its frame at `frame_at`: the
    /// registers the consumers see, and the consumers (`uprobe_handle_trampoline()`).
    /// `Err` with the call's result when it ends there (a signal, the task's end, an
    /// iret); `Ok` when the frame is to be written back for the sysret. The simulator's
    /// trampoline fast path enters here directly, with the frame its pushes wrote and
    /// rip after the `syscall` (the entry's rax, rcx and r11 are restored here before
    /// anything reads them).
    pub(crate) fn sys_uretprobe_enter<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        at: u64,
        frame_at: u64,
        frame: &UretprobeSyscallArgs,
    ) -> Result<(), Option<u64>> {
        // Expose the "right" values of r11, cx, ax and sp to the consumers.
        let sp = frame_at + UretprobeSyscallArgs::SIZE as u64;
        cpu.set_reg(Reg::R11, frame.r11);
        cpu.set_reg(Reg::Rcx, frame.cx);
        cpu.set_reg(Reg::Rax, frame.ax);
        cpu.set_reg(Reg::Rsp, sp);

        if !self.uprobe_handle_trampoline(cpu) {
            self.force_sig(cpu.as_dyn(), Signal::Sigill, at, SignalCause::Kernel("failed to handle uretprobe"));
            return Err(None);
        }
        if self.exit.is_some() {
            return Err(None);
        }
        if cpu.reg(Reg::Rsp) != sp {
            // A consumer changed sp: return through iret, to wherever ip is now.
            self.ri_stats.syscall_iret += 1;
            return Err(Some(cpu.reg(Reg::Rax)));
        }
        Ok(())
    }

    /// The end of [`Kernel::sys_uretprobe`] once its consumers ran: the frame written
    /// back (the real return address in its ax slot, for the trampoline's `ret`) and
    /// the registers for the sysret to `ip`.
    pub(crate) fn sys_uretprobe_return<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        at: u64,
        ip: u64,
        frame_at: u64,
        mut frame: UretprobeSyscallArgs,
        from_fast: bool,
    ) -> Option<u64> {
        let sigill = |k: &mut Kernel, cpu: &mut dyn GuestCpu, why| {
            k.force_sig(cpu, Signal::Sigill, at, SignalCause::Kernel(why));
            None
        };
        // For consumers that changed r11 or cx; and the ax slot takes the ip for the
        // trampoline's `ret` (ax itself is the syscall's return value).
        frame.r11 = cpu.reg(Reg::R11);
        frame.cx = cpu.reg(Reg::Rcx);
        frame.ax = cpu.reg(Reg::Rip);
        // The fast path's range is still writable: nothing here changes the mm.
        let written = if from_fast {
            cpu.write(frame_at, &frame.to_bytes())
        } else {
            self.copy_to_user(cpu.as_dyn(), frame_at, &frame.to_bytes())
        };
        if !written {
            return sigill(self, cpu.as_dyn(), "sys_uretprobe: cannot write the saved registers");
        }
        if from_fast {
            self.fast.keep_frame(frame_at, frame);
        }
        // Ensure sysret (do_syscall_64()): r11 = flags, rcx = ip.
        cpu.set_reg(Reg::Rsp, frame_at);
        cpu.set_reg(Reg::Rip, ip);
        cpu.set_reg_to_rflags(Reg::R11);
        cpu.set_reg(Reg::Rcx, ip);
        self.ri_stats.syscall_sysret += 1;
        Some(cpu.reg(Reg::Rax))
    }
}
