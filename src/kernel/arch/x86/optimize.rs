//! Optimized probe paths and the uprobe syscall (nr 336): the 6.18 nop5 → call
//! optimization, and the two 2026 fixes of its red-zone bug (Fix A: jmp to 16-byte
//! slots; Fix B: nop10 with `lea -0x80(%rsp),%rsp; call`).
//!
//! 6.18 models `arch_uprobe_optimize()`, `get_uprobe_trampoline()`,
//! `find_nearest_trampoline()`, `int3_update()`, `swbp_optimize()`/`swbp_unoptimize()`
//! and `SYSCALL_DEFINE0(uprobe)` in `arch/x86/kernel/uprobes.c`, and
//! `handle_syscall_uprobe()` in `kernel/events/uprobes.c`. The two 2026 designs follow
//! the descriptions posted with them: Fix A (jmp slots, 2026-05-08) and Fix B (nop10,
//! 2026-05).
//!
//! # Differs from Linux
//! - The three writes of `int3_update()` are scheduling points
//!   ([`KernelStep::RewriteInt3`], `RewriteTail`, `RewriteHead`): where another thread
//!   can run (what another CPU does during `smp_text_poke_sync_each_cpu()`), the chooser
//!   decides whether it does; with one thread they are written back to back. A thread
//!   that reaches the optimization of a site another thread is parked in the middle of
//!   rewriting leaves it to that thread (see [`crate::kernel::thread`]).
//! - No shadow stack (`shstk_pop`/`shstk_push` always succeed).
//! - Fix A: a new slot page is created only when no page is reachable; a reachable full
//!   page leaves the probe on int3 (as the patch description says). Pages are placed
//!   like 6.18 trampolines, with the whole page reachable (inferred: the posting does
//!   not say).
//! - Fix B: a nop10 is emulated as a NOP on the int3 path (inferred).

use crate::abi::errno::{ENXIO, EPROTO};
use crate::abi::mm::{PAGE_SIZE, RED_ZONE, TASK_SIZE, TRAMPOLINE_MAPPING_NAME};
use crate::abi::trampoline::{
    JmpSlotSyscallArgs, UprobeSyscallArgs, JMP_SLOT, JMP_SLOT_BYTES, UPROBE_SYSCALL, UPROBE_SYSCALL_NOP10,
};
use crate::abi::x86::{CALL_INSN_OPCODE, JMP32_INSN_OPCODE, LEA_RSP_M128, UPROBE_SWBP_INSN};
use crate::abi::Signal;
use crate::cpu::{EntryCpu, GuestCpu, Prot, Reg};
use crate::trace::{EventKind, SignalCause, TraceEvent};

use crate::kernel::preset::OptDesign;
use crate::kernel::sched::KernelStep;
use crate::kernel::thread::KernelWork;
use crate::kernel::{neg, Kernel};

/// What [`Kernel::sys_uprobe_return`] returns: the call's result (`None`: the task
/// ended or was signalled) and, on the sysret path, the frame it wrote back, which the
/// trampoline's pops then take.
pub(crate) struct UprobeSyscallOut {
    pub ret: Option<u64>,
    pub frame: Option<UprobeSyscallArgs>,
}

/// Where [`Kernel::sys_uprobe_enter`] put the task for the consumers: ip at the probe
/// site, sp at `site_sp`.
#[derive(Clone, Copy)]
pub(crate) struct UprobeEntered {
    pub probe: u64,
    pub site_sp: u64,
    pub site_len: u64,
}

/// Slots per jmp-slot page.
pub const SLOTS_PER_PAGE: u64 = PAGE_SIZE / JMP_SLOT_BYTES;

/// `is_reachable_by_call()`: a rel32 from `from_end` reaches `target`.
fn reachable(target: u64, from_end: u64) -> bool {
    let delta = from_end.wrapping_sub(target) as i64;
    i64::from(i32::MIN) <= delta && delta <= i64::from(i32::MAX)
}

fn rel32(target: u64, from_end: u64) -> [u8; 4] {
    (target.wrapping_sub(from_end) as i64 as i32).to_le_bytes()
}

impl Kernel {
    /// `__in_uprobe_trampoline()`: ip lies in a `[uprobes-trampoline]` mapping.
    pub fn in_uprobe_trampoline(&self, ip: u64) -> bool {
        self.mm.in_trampoline_mapping(ip)
    }

    /// Length of the optimized site for this preset.
    fn site_len(&self) -> u64 {
        if self.features.optimize == OptDesign::Nop10 {
            10
        } else {
            5
        }
    }

    /// `is_optimized()`: the site holds the optimized instruction(s) into a trampoline.
    pub(crate) fn is_optimized(&self, cpu: &dyn GuestCpu, vaddr: u64) -> bool {
        let (op, at) = match self.features.optimize {
            OptDesign::None => return false,
            OptDesign::Nop5Call => (CALL_INSN_OPCODE, vaddr),
            OptDesign::JmpSlot => (JMP32_INSN_OPCODE, vaddr),
            OptDesign::Nop10 => (CALL_INSN_OPCODE, vaddr + 5),
        };
        let mut b = [0u8; 5];
        if !cpu.read(at, &mut b) || b[0] != op {
            return false;
        }
        if self.features.optimize == OptDesign::Nop10 {
            let mut lea = [0u8; 5];
            if !cpu.read(vaddr, &mut lea) || lea != LEA_RSP_M128 {
                return false;
            }
        }
        let rel = i32::from_le_bytes([b[1], b[2], b[3], b[4]]);
        self.in_uprobe_trampoline((at + 5).wrapping_add(i64::from(rel) as u64))
    }

    /// `find_nearest_trampoline()`: the free page closest to `call_end`, searching up
    /// and down within rel32 reach.
    fn find_nearest_trampoline(&self, call_end: u64) -> Option<u64> {
        let low_limit = call_end.checked_sub(1 << 31).unwrap_or(PAGE_SIZE);
        let high_limit = call_end + i32::MAX as u64;
        // The whole page must stay reachable (Fix A slots anywhere in it).
        let high = self.mm.unmapped_area_in(PAGE_SIZE, call_end, high_limit.min(TASK_SIZE) - PAGE_SIZE);
        let low = self.mm.unmapped_area_topdown_in(PAGE_SIZE, low_limit.max(PAGE_SIZE), call_end);
        match (low, high) {
            (None, None) => None,
            (Some(l), None) => Some(l),
            (None, Some(h)) => Some(h),
            (Some(l), Some(h)) => Some(if call_end - l < h - call_end { l } else { h }),
        }
    }

    /// Maps a new trampoline page holding `code` at the page nearest to `call_end`.
    fn new_trampoline_page(&mut self, cpu: &mut dyn GuestCpu, call_end: u64, code: &[u8]) -> Option<u64> {
        let at = self.find_nearest_trampoline(call_end)?;
        self.mm.map(cpu, at, PAGE_SIZE, Prot::RX, TRAMPOLINE_MAPPING_NAME).ok()?;
        cpu.patch_code(at, code);
        self.event(cpu, call_end, EventKind::Probe, || TraceEvent::TrampolinePage { at });
        Some(at)
    }

    /// `get_uprobe_trampoline()`: reuse a reachable trampoline (newest first), or map a
    /// new one at the nearest free page.
    fn get_uprobe_trampoline(&mut self, cpu: &mut dyn GuestCpu, call_end: u64) -> Option<u64> {
        if !(PAGE_SIZE..=TASK_SIZE).contains(&call_end) {
            return None;
        }
        if let Some(t) = self.uprobes.trampolines.iter().find(|t| reachable(**t, call_end)) {
            return Some(*t);
        }
        let code = if self.features.optimize == OptDesign::Nop10 { UPROBE_SYSCALL_NOP10 } else { UPROBE_SYSCALL }.code;
        let at = self.new_trampoline_page(cpu, call_end, code)?;
        self.uprobes.trampolines.insert(0, at);
        Some(at)
    }

    /// Fix A: a free slot in a reachable slot page, or a new page if none is reachable.
    /// `None` leaves the probe on int3.
    fn get_jmp_slot(&mut self, cpu: &mut dyn GuestCpu, vaddr: u64) -> Option<u64> {
        let end = vaddr + 5;
        let whole_page = |p: u64| reachable(p, end) && reachable(p + PAGE_SIZE - JMP_SLOT_BYTES, end);
        if let Some(page) = self.uprobes.trampolines.iter().copied().find(|p| whole_page(*p)) {
            // The lowest free slot. Slots are never freed in the posted design, so this
            // is the next one after the last assigned; with `eager_slot_reuse` it is
            // the one a detached probe gave back.
            return (0..SLOTS_PER_PAGE)
                .map(|i| page + i * JMP_SLOT_BYTES)
                .find(|s| !self.uprobes.slots.contains_key(s));
        }
        let code: Vec<u8> = JMP_SLOT.code.iter().copied().cycle().take(PAGE_SIZE as usize).collect();
        let page = self.new_trampoline_page(cpu, end, &code)?;
        self.uprobes.trampolines.insert(0, page);
        Some(page)
    }

    /// `arch_uprobe_optimize()`: after the first int3 hit, rewrite the site. A failure
    /// sets the sticky `ARCH_UPROBE_FLAG_OPTIMIZE_FAIL`. False if the rewrite was
    /// parked at a scheduling point ([`Kernel::park`]): the caller returns at once, and
    /// the rest of the hit runs when this thread is scheduled again.
    pub(crate) fn arch_uprobe_optimize(&mut self, cpu: &mut dyn GuestCpu, idx: usize, vaddr: u64) -> bool {
        if !self.should_optimize(idx) {
            return true;
        }
        let mut b = [0u8; 1];
        if !cpu.read(vaddr, &mut b) || b[0] != UPROBE_SWBP_INSN || self.mm.find(vaddr).is_none() {
            return true;
        }
        // Another thread holds mmap_write_lock() in the middle of this very rewrite.
        if self.rewrite_parked(vaddr) {
            return true;
        }
        // swbp_optimize() → int3_update(optimize = true): the int3 is already there;
        // write every byte but the first, then the first.
        let new: Option<Vec<u8>> = match self.features.optimize {
            OptDesign::None => return true,
            OptDesign::Nop5Call => self.get_uprobe_trampoline(cpu, vaddr + 5).map(|t| {
                let mut v = vec![CALL_INSN_OPCODE];
                v.extend(rel32(t, vaddr + 5));
                v
            }),
            OptDesign::JmpSlot => self.get_jmp_slot(cpu, vaddr).map(|slot| {
                self.uprobes.slots.insert(slot, vaddr);
                let mut v = vec![JMP32_INSN_OPCODE];
                v.extend(rel32(slot, vaddr + 5));
                v
            }),
            OptDesign::Nop10 => self.get_uprobe_trampoline(cpu, vaddr + 10).map(|t| {
                let mut v = LEA_RSP_M128.to_vec();
                v.push(CALL_INSN_OPCODE);
                v.extend(rel32(t, vaddr + 10));
                v
            }),
        };
        match new {
            Some(insn) => self.int3_update_from(cpu, idx, vaddr, insn, 0),
            None => {
                self.optimize_failed(cpu, idx, vaddr);
                true
            }
        }
    }

    /// `ARCH_UPROBE_FLAG_OPTIMIZE_FAIL` set.
    fn optimize_failed(&mut self, cpu: &dyn GuestCpu, idx: usize, vaddr: u64) {
        self.uprobes.probes[idx].optimize_fail = true;
        self.event(cpu, vaddr, EventKind::Probe, || TraceEvent::OptimizeFailed);
    }

    /// Models `int3_update(optimize = true)` from its write `done` on: (0) the int3
    /// over the first byte (already there after the first hit), (1) every byte but the
    /// first, (2) the first byte, each followed by `smp_text_poke_sync_each_cpu()`, a
    /// scheduling point ([`KernelStep::RewriteInt3`], `RewriteTail`, `RewriteHead`).
    /// False if parked at one ([`KernelWork::Int3Update`] holds the rest).
    pub(crate) fn int3_update_from(
        &mut self,
        cpu: &mut dyn GuestCpu,
        idx: usize,
        vaddr: u64,
        insn: Vec<u8>,
        done: u8,
    ) -> bool {
        const STEPS: [KernelStep; 3] = [KernelStep::RewriteInt3, KernelStep::RewriteTail, KernelStep::RewriteHead];
        let mut done = done;
        while usize::from(done) < STEPS.len() {
            let ok = match done {
                0 => true,
                1 => cpu.patch_code(vaddr + 1, &insn[1..]),
                _ => cpu.patch_code(vaddr, &insn[..1]),
            };
            if !ok {
                self.optimize_failed(cpu, idx, vaddr);
                return true;
            }
            let step = STEPS[usize::from(done)];
            done += 1;
            if !self.sched_point(cpu, step) {
                self.park(cpu, KernelWork::Int3Update { idx, vaddr, insn, done });
                return false;
            }
        }
        self.watch_red_zone(cpu, vaddr, vaddr + 1);
        self.fastpath_optimized(cpu, vaddr, &insn);
        self.event(cpu, vaddr, EventKind::Probe, || TraceEvent::Optimized { site: insn });
        true
    }

    /// Whether another thread is parked in the middle of `int3_update()` at `vaddr`.
    fn rewrite_parked(&self, vaddr: u64) -> bool {
        self.threads
            .others
            .values()
            .any(|t| matches!(&t.work, Some(KernelWork::Int3Update { vaddr: v, .. }) if *v == vaddr))
    }

    /// An unregistration takes `mmap_write_lock()` after a parked rewrite of `vaddr`
    /// holding it: the parked thread's writes are made first (what it does before it
    /// drops the lock); its rest of the hit runs when it is scheduled.
    pub(crate) fn finish_parked_rewrites(&mut self, cpu: &mut dyn GuestCpu, vaddr: u64) {
        let tids: Vec<u32> = self
            .threads
            .others
            .iter()
            .filter(|(_, t)| matches!(&t.work, Some(KernelWork::Int3Update { vaddr: v, .. }) if *v == vaddr))
            .map(|(tid, _)| *tid)
            .collect();
        for tid in tids {
            let Some(t) = self.threads.others.get_mut(&tid) else { continue };
            let Some(KernelWork::Int3Update { idx, insn, done, .. }) = t.work.as_mut() else { continue };
            let (idx, insn, from) = (*idx, insn.clone(), *done);
            *done = 3;
            if from < 2 && !cpu.patch_code(vaddr + 1, &insn[1..]) {
                self.optimize_failed(cpu, idx, vaddr);
                continue;
            }
            if from < 3 && !cpu.patch_code(vaddr, &insn[..1]) {
                self.optimize_failed(cpu, idx, vaddr);
            }
        }
    }

    /// `should_optimize()`.
    pub(crate) fn should_optimize(&self, idx: usize) -> bool {
        let p = &self.uprobes.probes[idx];
        !p.optimize_fail && p.arch.as_ref().is_ok_and(|a| a.can_optimize)
    }

    /// `swbp_unoptimize()` → `int3_update(optimize = false)`: int3 over the first byte,
    /// the original bytes after it, then the original first byte. Fix B restores only
    /// the 5-byte NOP prefix: the old `call rel32` bytes then form the SIB+disp32 of a
    /// still-valid nop10.
    ///
    /// The rejected variants ([`crate::kernel::preset::Variants`]): `naive_restore`
    /// writes back all ten bytes of a nop10; `eager_slot_reuse` gives a jmp-slot site's
    /// slot back at once.
    pub(crate) fn swbp_unoptimize(&mut self, cpu: &mut dyn GuestCpu, vaddr: u64, orig: &[u8]) {
        let v = self.features.variants;
        let tail = if self.features.optimize == OptDesign::Nop10 && v.naive_restore { 10 } else { 5 };
        cpu.patch_code(vaddr, &[UPROBE_SWBP_INSN]);
        cpu.patch_code(vaddr + 1, &orig[1..tail]);
        cpu.patch_code(vaddr, &orig[..1]);
        if self.features.optimize == OptDesign::JmpSlot && v.eager_slot_reuse {
            self.uprobes.slots.retain(|_, probe| *probe != vaddr);
        }
    }

    /// `SYSCALL_DEFINE0(uprobe)`, per design. `at` is the syscall instruction.
    pub(crate) fn sys_uprobe(&mut self, cpu: &mut dyn GuestCpu, at: u64) -> Option<u64> {
        match self.features.optimize {
            OptDesign::None => None,
            OptDesign::JmpSlot => self.sys_uprobe_jmpslot(cpu, at),
            OptDesign::Nop5Call | OptDesign::Nop10 => self.sys_uprobe_call(cpu, at),
        }
    }

    /// Models `handle_syscall_uprobe()`: with the registers put back as they were at
    /// the probe site (the pushed `[ax, r11, cx]`, ip at the probe, sp at `site_sp`), run
    /// the consumers of the uprobe installed there. Returns false when the task ended.
    /// `idx` is the uprobe installed at `probe`, looked up once by the caller.
    fn handle_syscall_uprobe<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        pushed: [u64; 3],
        probe: u64,
        idx: Option<usize>,
        site_sp: u64,
    ) -> bool {
        for (r, v) in [Reg::Rax, Reg::R11, Reg::Rcx].into_iter().zip(pushed) {
            cpu.set_reg(r, v);
        }
        cpu.set_reg(Reg::Rip, probe);
        cpu.set_reg(Reg::Rsp, site_sp);
        if let Some(idx) = idx {
            self.handler_chain(cpu, idx, probe);
        }
        self.exit.is_none()
    }

    /// 6.18 and Fix B: entered from the trampoline's `syscall` with the stack holding
    /// [`UprobeSyscallArgs`] (Fix B: 128 bytes below the probe-site sp).
    fn sys_uprobe_call(&mut self, cpu: &mut dyn GuestCpu, at: u64) -> Option<u64> {
        let ip = cpu.reg(Reg::Rip);
        let nop10 = self.features.optimize == OptDesign::Nop10;
        if !self.in_uprobe_trampoline(ip) {
            return Some(neg(if nop10 { EPROTO } else { ENXIO }));
        }
        let sp = cpu.reg(Reg::Rsp);
        let Some(raw) = self.read_user::<{ UprobeSyscallArgs::SIZE }>(cpu, sp) else {
            self.force_sig(
                cpu,
                Signal::Sigill,
                at,
                SignalCause::Kernel("sys_uprobe: cannot read the trampoline frame"),
            );
            return None;
        };
        let args = UprobeSyscallArgs::from_bytes(&raw);
        let entered = self.sys_uprobe_enter(cpu, sp, args, None)?;
        self.sys_uprobe_return(cpu, at, ip, sp, args, entered).ret
    }

    /// The first half of [`Kernel::sys_uprobe_call`] once its frame at `sp` is read
    /// (`args`): the red-zone writes of the way
    /// in, and `handle_syscall_uprobe()`. `None` when the task ended. The simulator's
    /// trampoline fast path enters here directly, with the frame it just wrote and
    /// rax, rcx, r11, rsp and rip as they were at the site: `handle_syscall_uprobe()`
    /// restores those before anything reads them. `found`: the caller's lookup of the
    /// address index, `(address, uprobe there)`, used when the frame names that address
    /// (the fast path entered at the site has looked it up already).
    pub(crate) fn sys_uprobe_enter<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        sp: u64,
        args: UprobeSyscallArgs,
        found: Option<(u64, usize)>,
    ) -> Option<UprobeEntered> {
        let nop10 = self.features.optimize == OptDesign::Nop10;
        let site_len = self.site_len();
        let probe = args.retaddr.wrapping_sub(site_len);
        let site_sp = sp + UprobeSyscallArgs::SIZE as u64 + if nop10 { RED_ZONE } else { 0 };
        let idx = match found {
            Some((at, i)) if at == probe => Some(i).filter(|&i| self.uprobes.probes[i].installed),
            _ => self.uprobes.index_at(probe),
        };
        // What the site's call and the trampoline's pushes wrote on the way in.
        self.red_zone_entry_writes(cpu, site_sp, sp, idx.is_some(), &UprobeSyscallArgs::WRITES);
        self.red_zone_unwatch_if_counting(cpu);
        self.handle_syscall_uprobe(cpu, [args.ax, args.r11, args.cx], probe, idx, site_sp).then_some(UprobeEntered {
            probe,
            site_sp,
            site_len,
        })
    }

    /// The second half of [`Kernel::sys_uprobe_call`], after the consumers ran: the
    /// iret if one moved sp, else the frame written back with the registers as they
    /// left them, ready for the trampoline's pops and sysret.
    pub(crate) fn sys_uprobe_return<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        at: u64,
        ip: u64,
        sp: u64,
        args: UprobeSyscallArgs,
        entered: UprobeEntered,
    ) -> UprobeSyscallOut {
        let UprobeEntered { probe, site_sp, site_len } = entered;
        if cpu.reg(Reg::Rsp) != site_sp {
            // A consumer changed sp: return through iret, skipping the site.
            if cpu.reg(Reg::Rip) == probe {
                cpu.set_reg(Reg::Rip, probe + site_len);
            }
            self.uprobes.iret_returns += 1;
            return UprobeSyscallOut { ret: Some(cpu.reg(Reg::Rax)), frame: None };
        }
        cpu.set_reg(Reg::Rsp, sp);
        let frame = self.sys_uprobe_frame_back(cpu, args, probe);
        cpu.set_reg(Reg::Rip, ip);
        if !self.kernel_write_user(cpu, sp, &frame.to_bytes(), "sys_uprobe: write back the trampoline frame", site_sp) {
            self.force_sig(
                cpu.as_dyn(),
                Signal::Sigill,
                at,
                SignalCause::Kernel("sys_uprobe: cannot write the trampoline frame"),
            );
            return UprobeSyscallOut { ret: None, frame: None };
        }
        // Ensure sysret (do_syscall_64()): r11 = flags, rcx = ip.
        cpu.set_reg_to_rflags(Reg::R11);
        cpu.set_reg(Reg::Rcx, ip);
        self.uprobes.sysret_returns += 1;
        UprobeSyscallOut { ret: Some(0), frame: Some(frame) }
    }

    /// The frame `sys_uprobe()` writes back for the trampoline's pops: the registers as
    /// the consumers left them, and the return address the `ret` takes (the new ip if
    /// a consumer moved it off the probe).
    pub(crate) fn sys_uprobe_frame_back<C: EntryCpu + ?Sized>(
        &self,
        cpu: &C,
        args: UprobeSyscallArgs,
        probe: u64,
    ) -> UprobeSyscallArgs {
        let new_ip = cpu.reg(Reg::Rip);
        UprobeSyscallArgs {
            ax: cpu.reg(Reg::Rax),
            r11: cpu.reg(Reg::R11),
            cx: cpu.reg(Reg::Rcx),
            retaddr: if new_ip != probe { new_ip } else { args.retaddr },
        }
    }

    /// Fix A: the slot is identified from ip (slot start + 16); the pushes
    /// ([`JmpSlotSyscallArgs`]) are restored, the handlers run, and the return is always
    /// through iret.
    fn sys_uprobe_jmpslot(&mut self, cpu: &mut dyn GuestCpu, at: u64) -> Option<u64> {
        let ip = cpu.reg(Reg::Rip);
        let after = JMP_SLOT.after_syscall.unwrap_or(JMP_SLOT_BYTES);
        let Some(&probe) = self.uprobes.slots.get(&ip.wrapping_sub(after)) else {
            return Some(neg(EPROTO));
        };
        let sp = cpu.reg(Reg::Rsp);
        let Some(raw) = self.read_user::<{ JmpSlotSyscallArgs::SIZE }>(cpu, sp) else {
            self.force_sig(cpu, Signal::Sigill, at, SignalCause::Kernel("sys_uprobe: cannot read the slot pushes"));
            return None;
        };
        let args = JmpSlotSyscallArgs::from_bytes(&raw);
        let site_sp = sp + JmpSlotSyscallArgs::SIZE as u64 + RED_ZONE;
        let idx = self.uprobes.index_at(probe);
        self.red_zone_entry_writes(cpu, site_sp, sp, idx.is_some(), &JmpSlotSyscallArgs::WRITES);
        self.red_zone_unwatch_if_counting(cpu);
        if !self.handle_syscall_uprobe(cpu, [args.ax, args.r11, args.cx], probe, idx, site_sp) {
            return None;
        }
        if cpu.reg(Reg::Rip) == probe {
            cpu.set_reg(Reg::Rip, probe + 5);
        }
        self.uprobes.iret_returns += 1;
        Some(cpu.reg(Reg::Rax))
    }
}
