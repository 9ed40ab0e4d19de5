//! The 6.18 nop5 → call optimization and the uprobe syscall (nr 336). Models
//! `arch_uprobe_optimize()`, `get_uprobe_trampoline()`, `find_nearest_trampoline()`,
//! `int3_update()`, `swbp_optimize()`/`swbp_unoptimize()` and `SYSCALL_DEFINE0(uprobe)`
//! in `arch/x86/kernel/uprobes.c`, and `handle_syscall_uprobe()` in
//! `kernel/events/uprobes.c`.
//!
//! # Differs from Linux
//! - One thread: the three steps of `int3_update()` are written back to back, with no
//!   SMP sync in between (no other thread can observe the intermediate states).
//! - No shadow stack (`shstk_pop`/`shstk_push` always succeed).

use crate::cpu::{GuestCpu, Prot, Reg};
use crate::loader::{PAGE_SIZE, TASK_SIZE};
use crate::trace::EventKind;

use super::uprobes::SWBP_INSN;
use super::{Kernel, SIGILL};

/// `CALL_INSN_OPCODE`.
pub const CALL_INSN: u8 = 0xe8;
/// `uprobe_trampoline_entry` of 6.18 (§8.3, confirmed on the host):
/// `push rcx; push r11; push rax; mov rax,336; syscall; pop rax; pop r11; pop rcx; ret; int3`.
pub const UPROBE_TRAMPOLINE: [u8; 19] =
    [0x51, 0x41, 0x53, 0x50, 0x48, 0xc7, 0xc0, 0x50, 0x01, 0x00, 0x00, 0x0f, 0x05, 0x58, 0x41, 0x5b, 0x59, 0xc3, 0xcc];
/// Name of the trampoline mapping.
pub const TRAMPOLINE_NAME: &str = "[uprobes-trampoline]";
const ENXIO: i64 = 6;

/// `is_reachable_by_call()`.
fn is_reachable_by_call(vtramp: u64, vaddr: u64) -> bool {
    let delta = vaddr.wrapping_add(5).wrapping_sub(vtramp) as i64;
    i64::from(i32::MIN) <= delta && delta <= i64::from(i32::MAX)
}

impl Kernel {
    /// `__in_uprobe_trampoline()`: ip lies in a `[uprobes-trampoline]` mapping.
    pub fn in_uprobe_trampoline(&self, ip: u64) -> bool {
        self.mm.find(ip).is_some_and(|v| v.name == TRAMPOLINE_NAME)
    }

    /// `is_optimized()`: the site holds a `call` into a trampoline.
    pub(super) fn is_optimized(&self, cpu: &dyn GuestCpu, vaddr: u64) -> bool {
        let mut b = [0u8; 5];
        if !cpu.read(vaddr, &mut b) || b[0] != CALL_INSN {
            return false;
        }
        let rel = i32::from_le_bytes([b[1], b[2], b[3], b[4]]);
        self.in_uprobe_trampoline(vaddr.wrapping_add(5).wrapping_add(i64::from(rel) as u64))
    }

    /// `find_nearest_trampoline()`: the free page closest to the call, searching up
    /// from the call's end and down from it.
    fn find_nearest_trampoline(&self, vaddr: u64) -> Option<u64> {
        let call_end = vaddr + 5;
        let low_limit = call_end.checked_sub(1 << 31).unwrap_or(PAGE_SIZE);
        let high_limit = call_end + i32::MAX as u64;
        let high = self.mm.unmapped_area_in(PAGE_SIZE, call_end, high_limit.min(TASK_SIZE));
        let low = self.mm.unmapped_area_topdown_in(PAGE_SIZE, low_limit.max(PAGE_SIZE), call_end);
        match (low, high) {
            (None, None) => None,
            (Some(l), None) => Some(l),
            (None, Some(h)) => Some(h),
            (Some(l), Some(h)) => Some(if call_end - l < h - call_end { l } else { h }),
        }
    }

    /// `get_uprobe_trampoline()`: reuse a reachable trampoline (newest first), or map a
    /// new one at the nearest free page.
    fn get_uprobe_trampoline(&mut self, cpu: &mut dyn GuestCpu, vaddr: u64) -> Option<u64> {
        if vaddr > TASK_SIZE || vaddr < PAGE_SIZE {
            return None;
        }
        if let Some(t) = self.uprobes.trampolines.iter().find(|t| is_reachable_by_call(**t, vaddr)) {
            return Some(*t);
        }
        let at = self.find_nearest_trampoline(vaddr)?;
        self.mm.map(cpu, at, PAGE_SIZE, Prot::RX, TRAMPOLINE_NAME).ok()?;
        cpu.patch_code(at, &UPROBE_TRAMPOLINE);
        self.uprobes.trampolines.insert(0, at);
        let insn_no = cpu.insn_count();
        self.trace.emit(insn_no, vaddr, EventKind::Probe, || format!("new [uprobes-trampoline] page at {at:#x}"));
        Some(at)
    }

    /// `arch_uprobe_optimize()`: after the first int3 hit, rewrite the 5-byte nop into
    /// `call trampoline`. A failure sets the sticky `ARCH_UPROBE_FLAG_OPTIMIZE_FAIL`.
    pub(super) fn arch_uprobe_optimize(&mut self, cpu: &mut dyn GuestCpu, idx: usize, vaddr: u64) {
        if !self.should_optimize(idx) {
            return;
        }
        let mut b = [0u8; 5];
        if !cpu.read(vaddr, &mut b) || b[0] != SWBP_INSN {
            return;
        }
        let ok = self.mm.find(vaddr).is_some()
            && match self.get_uprobe_trampoline(cpu, vaddr) {
                Some(tramp) => {
                    // swbp_optimize() → int3_update(optimize = true): the int3 is already
                    // there; write bytes 1..5, then byte 0.
                    let rel = (tramp.wrapping_sub(vaddr + 5) as i64 as i32).to_le_bytes();
                    cpu.patch_code(vaddr + 1, &rel) && cpu.patch_code(vaddr, &[CALL_INSN])
                }
                None => false,
            };
        let insn_no = cpu.insn_count();
        if ok {
            self.trace.emit(insn_no, vaddr, EventKind::Probe, || "arch_uprobe_optimize: nop5 → call trampoline".into());
        } else {
            self.uprobes.probes[idx].optimize_fail = true;
            self.trace.emit(insn_no, vaddr, EventKind::Probe, || "arch_uprobe_optimize failed: OPTIMIZE_FAIL set".into());
        }
    }

    /// `should_optimize()`.
    pub(super) fn should_optimize(&self, idx: usize) -> bool {
        let p = &self.uprobes.probes[idx];
        !p.optimize_fail && p.arch.as_ref().is_ok_and(|a| a.can_optimize)
    }

    /// `swbp_unoptimize()` → `int3_update(optimize = false)`: int3 over the call, the
    /// original bytes 1..5, then the original byte 0.
    pub(super) fn swbp_unoptimize(&mut self, cpu: &mut dyn GuestCpu, vaddr: u64, orig: &[u8]) {
        cpu.patch_code(vaddr, &[SWBP_INSN]);
        cpu.patch_code(vaddr + 1, &orig[1..5]);
        cpu.patch_code(vaddr, &orig[..1]);
    }

    /// `SYSCALL_DEFINE0(uprobe)`: entered from the trampoline's `syscall` with the
    /// stack holding `{ax, r11, cx, retaddr}`.
    pub(super) fn sys_uprobe(&mut self, cpu: &mut dyn GuestCpu, at: u64) -> Option<u64> {
        let ip = cpu.reg(Reg::Rip);
        if !self.in_uprobe_trampoline(ip) {
            return Some((-ENXIO) as u64);
        }
        let sp = cpu.reg(Reg::Rsp);
        let Some(raw) = self.copy_from_user(cpu, sp, 32) else {
            self.force_sig(cpu, SIGILL, at, "sys_uprobe: cannot read the trampoline frame");
            return None;
        };
        let w = |i: usize| u64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8]));
        let (ax, r11, cx, retaddr) = (w(0), w(1), w(2), w(3));
        let probe = retaddr.wrapping_sub(5);
        cpu.set_reg(Reg::Rax, ax);
        cpu.set_reg(Reg::R11, r11);
        cpu.set_reg(Reg::Rcx, cx);
        cpu.set_reg(Reg::Rip, probe);
        cpu.set_reg(Reg::Rsp, sp + 32);
        // handle_syscall_uprobe()
        if let Some(idx) = self.uprobes.index_at(probe) {
            self.handler_chain(cpu, idx, probe);
        }
        if self.exit.is_some() {
            return None;
        }
        if cpu.reg(Reg::Rsp) != sp + 32 {
            // A consumer changed sp: return through iret, skipping the call.
            if cpu.reg(Reg::Rip) == probe {
                cpu.set_reg(Reg::Rip, probe + 5);
            }
            self.uprobes.iret_returns += 1;
            return Some(cpu.reg(Reg::Rax));
        }
        cpu.set_reg(Reg::Rsp, sp);
        let new_ip = cpu.reg(Reg::Rip);
        let ret = if new_ip != probe { new_ip } else { retaddr };
        let mut frame = Vec::with_capacity(32);
        for v in [cpu.reg(Reg::Rax), cpu.reg(Reg::R11), cpu.reg(Reg::Rcx), ret] {
            frame.extend_from_slice(&v.to_le_bytes());
        }
        cpu.set_reg(Reg::Rip, ip);
        if !self.copy_to_user(cpu, sp, &frame) {
            self.force_sig(cpu, SIGILL, at, "sys_uprobe: cannot write the trampoline frame");
            return None;
        }
        // Ensure sysret (do_syscall_64): r11 = flags, rcx = ip.
        let flags = cpu.reg(Reg::Rflags);
        cpu.set_reg(Reg::R11, flags);
        cpu.set_reg(Reg::Rcx, ip);
        self.uprobes.sysret_returns += 1;
        Some(0)
    }
}
