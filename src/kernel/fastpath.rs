//! The simulator's fast paths. **No kernel counterpart**: nothing here models Linux.
//!
//! Each fast path delivers a probe transition without the CPU exception or engine exit
//! that the real instructions would cost, through a *shadow translation*
//! ([`FastPathCpu::shadow`](crate::cpu::FastPathCpu::shadow)): a short branch stub that the engine runs at an address in
//! place of memory's bytes, after calling [`crate::cpu::TrapHandler::shadowed`]. The
//! stub's hook calls the kernel's own functions, exactly as the trap would have, so
//! registers, memory, trace events and instruction counts come out the same; a test
//! runs every catalog program with the fast paths on and off, on every preset and in
//! both engine modes, and compares the reports byte for byte.
//!
//! - At a uprobe on an emulated nop: stub `jmp` past the instruction; the hook runs
//!   `handle_swbp()` as the #BP would. A site's stub is made at its second hit, from
//!   the trap's hook (`Kernel::fastpath_trap_hit`): sites hit once or never, most of a
//!   pattern over every function, cost no translation.
//! - At a uprobe on another emulated instruction (`push`, `call`, `jmp`, `jcc`): stub
//!   `jmp` to where the emulation sends ip when it is fixed (past a push or an untaken
//!   jcc, the branch target of a call or jmp); any other ip is written by the hook.
//! - At the uretprobe syscall trampoline: stub `jmp [rsp-8]`; the hook applies the
//!   trampoline's pushes, runs the `syscall` through the kernel's entry and applies the
//!   pops and `ret` when the real code would run them. The frame it pushed is handed to
//!   `sys_uretprobe()` (`FastPaths::take_frame`), and the frame that rewrote back to
//!   the pops (`FastPaths::keep_frame`): neither is read back from guest memory.
//! - At the entry of a 6.18 `[uprobes-trampoline]` (reached by the optimized site's
//!   `call`): stub `jmp [rsp-8]`; the hook applies the trampoline's pushes, its `mov`
//!   and `syscall` (`sys_uprobe`), and after a sysret its pops and `ret`. The nop10
//!   design's trampoline is the same with `ret $0x80`: stub `jmp [rsp-0x88]`.
//! - At a jmp-slot slot (2026 Fix A, reached by the site's `jmp`): stub `jmp` back to
//!   the end of the site; the hook applies the slot's `lea`, pushes, `mov` and
//!   `syscall`, whose return is an iret to the end of the site.
//! - At an optimized 6.18 site, once the red-zone watchdog no longer watches it: stub
//!   `jmp` past the site; its hook applies the site's `call` and the whole trampoline.
//!   The engine ends blocks before every shadowed address, so a site inside a
//!   function's straight-line code (a USDT's) is reached through its stub too.
//!
//! The red-zone watchdog sees what the real code would make it see: the optimized
//! site's watch hook still runs (the site's own `call` or `jmp` and `lea` run in the
//! engine) as long as it watches, and the hooks write the trampoline's frame exactly as
//! its pushes would, so `sys_uprobe()` reads the frame's words and their writers from
//! the same definitions ([`UprobeSyscallArgs::WRITES`], [`JmpSlotSyscallArgs::WRITES`]).
//!
//! The trampolines' hooks enter the kernel's functions past what the real instruction
//! sequence would compute only to undo: `sys_uprobe()` from the frame just written
//! (rax, rcx, r11, rsp and rip as at the site, which `handle_syscall_uprobe()` restores
//! first), and when the rest of the call would only write the frame back and count
//! (`Kernel::syscall_return_is_plain`), the sysret's registers and the pops, which
//! cancel out, are not applied.
//!
//! Any other outcome (a handler moving ip, a signal, single-stepping) writes rip, so
//! the guest takes the ordinary path. Explain mode turns the fast paths off (its log
//! shows the real instructions).

use std::mem::offset_of;

use crate::abi::mm::RED_ZONE;
use crate::abi::syscall::{SYS_UPROBE, SYS_URETPROBE};
use crate::abi::trampoline::{
    JmpSlotSyscallArgs, Trampoline, UprobeSyscallArgs, UretprobeSyscallArgs, JMP_SLOT, UPROBE_SYSCALL,
    UPROBE_SYSCALL_NOP10, URETPROBE_SYSCALL,
};
use crate::abi::x86::{CALL_INSN_OPCODE, JMP32_INSN_OPCODE, LEA_RSP_M128};
use crate::cpu::{EntryCpu, GuestCpu, Reg};
use crate::trace::EventKind;

use super::arch::x86::insn::XolOps;
use super::preset::OptDesign;
use super::Kernel;

/// `jmp qword [rsp-8]`: the uretprobe trampoline's stub. After the pops, sp is just
/// above the frame, whose last word the kernel set to the return address. Also the
/// 6.18 uprobe trampoline's: after its `ret`, the word just below sp is the return
/// address the `ret` took.
pub const JMP_RSP_MINUS_8: [u8; 4] = [0xff, 0x64, 0x24, 0xf8];

/// `jmp qword [rsp-0x88]`: the nop10 trampoline's stub. Its `ret $0x80` leaves sp 0x80
/// above the word it took.
pub const JMP_RSP_MINUS_0X88: [u8; 7] = [0xff, 0xa4, 0x24, 0x78, 0xff, 0xff, 0xff];

/// `jmp rel32` from `at` to `target`, as written at `at` (a stub; `None` out of reach).
fn jmp_to(at: u64, target: u64) -> Option<[u8; 5]> {
    let rel = i32::try_from(target.wrapping_sub(at.wrapping_add(5)) as i64).ok()?;
    let r = rel.to_le_bytes();
    Some([JMP32_INSN_OPCODE, r[0], r[1], r[2], r[3]])
}

/// The rel32 branch target of the 5-byte `call` or `jmp` at `at` whose bytes are `b`.
fn rel32_target(at: u64, b: &[u8]) -> Option<u64> {
    let rel = i32::from_le_bytes(b.get(1..5)?.try_into().ok()?);
    Some(at.wrapping_add(5).wrapping_add(i64::from(rel) as u64))
}

/// Whether the fast paths are on, and how often each ran. The counters are in no
/// report (the reports are the same either way); tests read them.
#[derive(Clone, Debug, Default)]
pub struct FastPaths {
    /// Fast paths on ([`super::KernelConfig::fast_paths`], off in explain mode).
    pub enabled: bool,
    /// Returns through the uretprobe trampoline's shadow.
    pub trampoline_returns: u64,
    /// Uprobe hits delivered through an entry shadow.
    pub entry_hits: u64,
    /// Passes through a shadowed optimized path: a 6.18 or nop10 `[uprobes-trampoline]`
    /// entry, or a jmp slot.
    pub optimized_hits: u64,
    /// Of those, the passes entered at a shadowed 6.18 site (`Kernel::site_fast`).
    pub site_hits: u64,
    /// The shadowed `[uprobes-trampoline]` entries (6.18 and nop10 designs).
    trampolines: Vec<u64>,
    /// The shadowed jmp slots, each with the end of its site (the stub's target).
    slots: std::collections::BTreeMap<u64, u64>,
    /// The shadowed 6.18 sites ([`Kernel::site_shadow_wanted`]), each with its
    /// trampoline.
    pub(crate) sites: crate::fastmap::FastMap<u64, u64>,
    /// Sites whose int3 was written and whose entry shadow waits for their second hit
    /// ([`Kernel::fastpath_breakpoint_set`]), with whether the first came: a site that
    /// is never hit, or hit once, as a pattern over every function of a program leaves
    /// most, costs no translation.
    lazy: std::collections::BTreeMap<u64, bool>,
    /// The uretprobe trampoline's frame, with its address, as the fast path's pushes
    /// wrote it (until `sys_uretprobe()` takes it) or as `sys_uretprobe()` rewrote it
    /// for that fast path (until its pops take it): the bytes a read of the frame would
    /// find, so neither reads them back. Only set between the two inside one fast path.
    frame: Option<(u64, UretprobeSyscallArgs)>,
}

/// How [`Kernel::uprobe_trampoline_run`] ended.
enum TrampolineRun {
    /// Nothing was done: the real trampoline must run.
    NotRun,
    /// Back through the sysret, pops and `ret` applied: the `ret` of the call from the
    /// probe at `site` goes `to`, the frame's return address.
    Returned { site: u64, to: u64 },
    /// The kernel left rip elsewhere (killed, a signal, an iret, single-stepping).
    Left,
}

impl FastPaths {
    /// Counters at zero.
    pub fn new(enabled: bool) -> FastPaths {
        FastPaths { enabled, ..FastPaths::default() }
    }

    /// Forgets every shadowed address (an `execve` unmapped them all); the counters stay.
    pub(crate) fn forget_addresses(&mut self) {
        self.trampolines.clear();
        self.slots.clear();
        self.sites.clear();
        self.lazy.clear();
        self.frame = None;
    }

    /// The uretprobe trampoline's frame at `at` as the running fast path wrote it
    /// (taken: it is there once), if there is one. `sys_uretprobe()` takes its pushes
    /// here; the range is known readable and writable (the fast path checked it).
    pub(crate) fn take_frame(&mut self, at: u64) -> Option<UretprobeSyscallArgs> {
        self.frame.take().filter(|(a, _)| *a == at).map(|(_, f)| f)
    }

    /// `sys_uretprobe()`, called from the fast path (it took its frame), rewrote the
    /// frame at `at` as `frame`: the fast path's pops take it.
    pub(crate) fn keep_frame(&mut self, at: u64, frame: UretprobeSyscallArgs) {
        self.frame = Some((at, frame));
    }
}

impl Kernel {
    /// The hook of a shadow translation at `addr`.
    pub(crate) fn fastpath_shadowed<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, addr: u64) {
        if self.fastpath_over_budget(cpu, addr) {
            return; // the real code runs (see fastbudget.rs)
        }
        if Some(addr) == self.uprobe_get_trampoline_vaddr() {
            if !self.uretprobe_trampoline_fast(cpu, addr) {
                // The real trampoline must run (see uretprobe_trampoline_fast).
                cpu.unshadow(addr);
            }
            return;
        }
        // One lookup of the uprobe here, for the entry shadow too.
        let idx = self.uprobes.by_vaddr.get(&addr).copied();
        if idx.is_none() {
            let fast = if self.fast.trampolines.contains(&addr) {
                Some(self.uprobe_trampoline_fast(cpu, addr))
            } else {
                self.fast.slots.get(&addr).copied().map(|end| self.jmp_slot_fast(cpu, addr, end))
            };
            if let Some(ran) = fast {
                if !ran {
                    // The real code must run (see uprobe_trampoline_fast).
                    cpu.unshadow(addr);
                }
                return;
            }
        }
        if let Some(&tramp) = self.fast.sites.get(&addr) {
            if idx.is_some_and(|i| self.site_fast(cpu, addr, tramp, i)) {
                return;
            }
            // Not the site it was made for: drop it (an entry shadow's hook runs
            // memory's code as the int3 would).
            self.fast.sites.remove(&addr);
        }
        self.entry_shadowed(cpu, addr, idx);
    }

    /// `set_swbp()` wrote the int3 of uprobe `idx`: if its hits can be delivered without
    /// the trap, the site is shadowed at its second hit ([`Kernel::fastpath_trap_hit`]).
    /// Attaching then costs no translation: 100,000 sites attach in a fraction of the
    /// time, and a site hit once costs one trap instead of a translation.
    pub(crate) fn fastpath_breakpoint_set(&mut self, _cpu: &mut dyn GuestCpu, idx: usize) {
        // The int3 dropped a shadow of the optimized site there, if any.
        let vaddr = self.uprobes.probes[idx].vaddr;
        self.fast.sites.remove(&vaddr);
        if self.entry_shadow_target(idx).is_some() {
            self.fast.lazy.insert(vaddr, false);
        }
    }

    /// A trap at uprobe `idx`'s site `bp` that waits for its entry shadow
    /// ([`Kernel::fastpath_breakpoint_set`]): at the second, the shadow is asked for (from
    /// the trap's hook it is made when the run stops, which it asks for), so later hits
    /// take it.
    pub(crate) fn fastpath_trap_hit(&mut self, cpu: &mut dyn GuestCpu, idx: usize, bp: u64) {
        match self.fast.lazy.get_mut(&bp) {
            Some(seen @ false) => {
                *seen = true;
                return;
            }
            Some(true) => {
                self.fast.lazy.remove(&bp);
            }
            None => return,
        }
        // jmp to where the emulation sends ip.
        if let Some(stub) = self.entry_shadow_target(idx).and_then(|target| jmp_to(bp, target)) {
            cpu.shadow(bp, &stub);
        }
    }

    /// `arch_uprobe_optimize()` rewrote the site at `vaddr` into `site`: shadow the
    /// trampoline or slot it enters, if not yet done. If the engine cannot, the real
    /// code runs.
    pub(crate) fn fastpath_optimized(&mut self, cpu: &mut dyn GuestCpu, vaddr: u64, site: &[u8]) {
        if !self.fast.enabled {
            return;
        }
        match self.features.optimize {
            OptDesign::None => {}
            OptDesign::Nop5Call | OptDesign::Nop10 => {
                let (call_at, stub) = if self.features.optimize == OptDesign::Nop10 {
                    (vaddr + LEA_RSP_M128.len() as u64, &JMP_RSP_MINUS_0X88[..])
                } else {
                    (vaddr, &JMP_RSP_MINUS_8[..])
                };
                let off = (call_at - vaddr) as usize;
                let Some(tramp) = site
                    .get(off..)
                    .filter(|b| b.first() == Some(&CALL_INSN_OPCODE))
                    .and_then(|b| rel32_target(call_at, b))
                else {
                    return;
                };
                if !self.fast.trampolines.contains(&tramp) && cpu.shadow(tramp, stub) {
                    self.fast.trampolines.push(tramp);
                }
            }
            OptDesign::JmpSlot => {
                let Some(slot) =
                    site.first().filter(|&&b| b == JMP32_INSN_OPCODE).and_then(|_| rel32_target(vaddr, site))
                else {
                    return;
                };
                let end = vaddr + 5;
                if self.fast.slots.get(&slot) != Some(&end) {
                    if let Some(stub) = jmp_to(slot, end) {
                        if cpu.shadow(slot, &stub) {
                            self.fast.slots.insert(slot, end);
                        }
                    }
                }
            }
        }
    }

    /// The XOL area was created at `vaddr`: shadow the uretprobe syscall trampoline in
    /// its slot 0. If the engine cannot, the trampoline just runs as it is.
    pub(crate) fn fastpath_xol_created(&mut self, cpu: &mut dyn GuestCpu, vaddr: u64) {
        if self.fast.enabled && self.features.uretprobe_syscall {
            cpu.shadow(vaddr, &JMP_RSP_MINUS_8);
        }
    }

    /// Where the stub of uprobe `idx`'s entry shadow branches, if its hits may be
    /// delivered through one instead of the int3 trap: fast paths on, and an emulated
    /// instruction (`branch_emulate_op()`, `push_emulate_op()`) at a site this preset
    /// will not optimize. The target is where the emulation usually sends ip: past a
    /// nop, a push or an untaken jcc, to the branch target of a call or jmp.
    fn entry_shadow_target(&self, idx: usize) -> Option<u64> {
        let p = &self.uprobes.probes[idx];
        let arch = p.arch.as_ref().ok()?;
        let next = p.vaddr.wrapping_add(u64::from(arch.ilen));
        let target = match arch.ops {
            XolOps::Branch { opc1, .. } if (0x70..=0x7f).contains(&opc1) => next,
            XolOps::Branch { offs, .. } => next.wrapping_add(offs as u64),
            XolOps::Push { .. } => next,
            XolOps::Default { .. } => return None,
        };
        let optimizable = arch.can_optimize && self.features.optimize != OptDesign::None;
        (self.fast.enabled && !optimizable).then_some(target)
    }

    /// A hit at a shadowed uprobe site: the int3 trap, delivered by the shadow's hook
    /// instead of the trap. `handle_swbp` (past the lookup by address, made by the
    /// caller) and the trap's way back to user mode run exactly as from the #BP hook
    /// ([`crate::cpu::TrapHandler::interrupt`]), with rip after the int3, and with the
    /// view's own type; when the hit ends by emulating the
    /// instruction with ip where the shadow's `jmp` goes, the stub does that move, so
    /// the engine neither traps nor rewrites rip (any other ip is written back). The
    /// block hook counted the stub's one instruction where it would have counted the
    /// int3.
    fn entry_shadowed<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, addr: u64, idx: Option<usize>) {
        let target = idx.and_then(|i| self.entry_shadow_target(i));
        self.fast.entry_hits += 1;
        cpu.set_reg(Reg::Rip, addr + 1);
        self.handle_swbp_found(cpu, addr, idx);
        self.trap_exit_to_user_mode(cpu.as_dyn());
        if target.is_some_and(|t| cpu.reg(Reg::Rip) == t) {
            cpu.set_reg(Reg::Rip, addr);
        } else if cpu.reg(Reg::Rip) == addr {
            // Retry at the site (the probe went away): run memory's code there. The
            // stub stood for the int3, which counts as run.
            cpu.unshadow(addr);
            cpu.account_insns(1);
        }
    }

    /// The uretprobe syscall trampoline run natively, from the hook of its shadow,
    /// whose stub `jmp [rsp-8]` then carries on to the return address the frame holds.
    ///
    /// It applies `push rax; push rcx; push r11; mov rax, 335; syscall` itself, enters
    /// `sys_uretprobe()` from the frame it wrote, and when the call returns to the
    /// trampoline through sysret, applies `pop r11; pop rcx; ret` too (or, when that
    /// would only write the frame back and count, just that: see
    /// `Kernel::sysret_is_plain`). Registers, memory, trace events and the instruction
    /// count come out as if the eight instructions had run.
    ///
    /// Returns false, having changed nothing, when the guest must run the real
    /// trampoline: single-stepping (TF), or a stack it may not write (the real push
    /// then faults as it should). `tramp` is the trampoline's address
    /// ([`Kernel::uprobe_get_trampoline_vaddr`]).
    fn uretprobe_trampoline_fast<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, tramp: u64) -> bool {
        const FRAME: u64 = UretprobeSyscallArgs::SIZE as u64;
        let sp = cpu.reg(Reg::Rsp);
        if cpu.tf_set() || sp < FRAME || !self.mm.access_ok(sp - FRAME, FRAME, |p| p.write && p.read) {
            return false;
        }
        // push rax; push rcx; push r11
        let (rax, rcx, r11) = (cpu.reg(Reg::Rax), cpu.reg(Reg::Rcx), cpu.reg(Reg::R11));
        let pushed = UretprobeSyscallArgs { r11, cx: rcx, ax: rax };
        if !cpu.write(sp - FRAME, &pushed.to_bytes()) {
            return false;
        }
        self.fast.trampoline_returns += 1;
        // The block hook counted the stub's one instruction where the trampoline's
        // first block has the instructions up to its syscall.
        cpu.account_insns(URETPROBE_SYSCALL.head_insns - 1);
        // mov rax, 335; syscall, and `sys_uretprobe()` from the frame just written: of
        // the kernel entry's registers only rip (after the syscall) is written, since
        // `sys_uretprobe()` puts rax, rcx, r11 and sp back as they are now before
        // anything reads them (the trampoline check cannot fail: this is the trampoline).
        let check = tramp + URETPROBE_SYSCALL.after_syscall.unwrap_or(0);
        let at = check.wrapping_sub(2);
        let frame_at = sp - FRAME;
        cpu.set_reg(Reg::Rip, check);
        self.sig.in_syscall = true;
        let ret = match self.sys_uretprobe_enter(cpu, at, frame_at, &pushed) {
            Err(ret) => Some(ret),
            Ok(()) if self.sysret_is_plain(cpu, SYS_URETPROBE, sp) => {
                // The sysret and the pops undo each other but for the frame's words:
                // the registers stay as the consumers left them, and the stub's `jmp`
                // takes the return address the frame's ax slot now holds.
                let frame =
                    UretprobeSyscallArgs { r11: cpu.reg(Reg::R11), cx: cpu.reg(Reg::Rcx), ax: cpu.reg(Reg::Rip) };
                let wrote = cpu.write(frame_at, &frame.to_bytes());
                debug_assert!(wrote, "access_ok said at entry the frame is writable");
                self.ri_stats.syscall_sysret += 1;
                self.trace.tally(EventKind::Syscall);
                cpu.set_reg(Reg::Rip, tramp);
                cpu.account_insns(URETPROBE_SYSCALL.tail_insns);
                return true;
            }
            Ok(()) => None,
        };
        let ret = match ret {
            Some(ret) => ret,
            None => self.sys_uretprobe_return(cpu, at, check, frame_at, pushed, true),
        };
        self.sig.in_syscall = false;
        self.syscall_return(cpu, SYS_URETPROBE, at, ret);
        // The frame as sys_uretprobe() rewrote it, if it did.
        let rewritten = self.fast.frame.take();
        if self.exit.is_none() && !cpu.tf_set() && cpu.reg(Reg::Rip) == check {
            // Back through sysret: pop r11; pop rcx; ret. The stub's `jmp [rsp-8]` goes
            // where `ret` went, the frame's last word.
            let frame_at = cpu.reg(Reg::Rsp);
            let frame = match rewritten {
                Some((at, f)) if at == frame_at => Some(f),
                _ => self
                    .read_user::<{ UretprobeSyscallArgs::SIZE }>(cpu.as_dyn_ref(), frame_at)
                    .map(|raw| UretprobeSyscallArgs::from_bytes(&raw)),
            };
            if let Some(frame) = frame {
                cpu.set_reg(Reg::R11, frame.r11);
                cpu.set_reg(Reg::Rcx, frame.cx);
                cpu.set_reg(Reg::Rsp, frame_at + FRAME);
                cpu.set_reg(Reg::Rip, tramp);
                cpu.account_insns(URETPROBE_SYSCALL.tail_insns);
                return true;
            }
        }
        if cpu.reg(Reg::Rip) == tramp {
            // Killed, iret or single-stepping, and the new ip is the trampoline itself:
            // the real code must run there, not the stub.
            cpu.unshadow(tramp);
            cpu.account_insns(1);
        }
        true
    }

    /// A 6.18 (or nop10) `[uprobes-trampoline]` run natively, from the hook of its
    /// shadow at `tramp`, whose stub then carries on to the return address the `ret`
    /// takes. Returns false, having changed nothing, when the guest must run the real
    /// trampoline (see [`Kernel::uprobe_trampoline_run`]).
    fn uprobe_trampoline_fast<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, tramp: u64) -> bool {
        match self.uprobe_trampoline_run(cpu, tramp, None, None) {
            TrampolineRun::NotRun => false,
            TrampolineRun::Returned { site, .. } => {
                cpu.set_reg(Reg::Rip, tramp);
                self.site_shadow_wanted(cpu, site, tramp);
                true
            }
            TrampolineRun::Left => {
                self.fast_syscall_left(cpu, tramp);
                true
            }
        }
    }

    /// The trampoline at `tramp` run natively: it applies `push rcx; push r11; push
    /// rax; mov rax, 336; syscall` itself (the frame written as the pushes write it:
    /// [`UprobeSyscallArgs`] but for the return address, which the site's `call`
    /// pushed), enters the kernel as the `syscall` would (`sys_uprobe()`), and when the
    /// call returns to the trampoline through sysret, applies `pop rax; pop r11; pop
    /// rcx; ret` (nop10: `ret $0x80`) too. Registers, memory, red-zone writes, trace
    /// events and the instruction count come out as if the nine instructions had run;
    /// Entered at the trampoline (`call` = `None`), its first instruction is counted
    /// already (the shadow stub stood for it) and the site's `call` pushed the return
    /// address; entered at the site (`call` = the address after it), the stub stood
    /// for the `call`, whose push this writes with the trampoline's.
    ///
    /// [`TrampolineRun::NotRun`], having changed nothing, when the guest must run the
    /// real code: a stack it may not write (the real push then faults as it should).
    /// `found`: the caller's lookup of the uprobe index at an address (see
    /// [`Kernel::sys_uprobe_enter`]).
    fn uprobe_trampoline_run<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        tramp: u64,
        call: Option<u64>,
        found: Option<(u64, usize)>,
    ) -> TrampolineRun {
        const RET_AT: usize = offset_of!(UprobeSyscallArgs, retaddr);
        const PUSHED: u64 = RET_AT as u64;
        const FRAME: u64 = UprobeSyscallArgs::SIZE as u64;
        let (code, popped) = if self.features.optimize == OptDesign::Nop10 {
            (UPROBE_SYSCALL_NOP10, FRAME + RED_ZONE)
        } else {
            (UPROBE_SYSCALL, FRAME)
        };
        // sp as the trampoline is entered (after the site's `call`).
        let sp = cpu.reg(Reg::Rsp).wrapping_sub(if call.is_some() { 8 } else { 0 });
        // The pushes' words and the return address the site's `call` left above them.
        let Some(frame_at) = sp.checked_sub(PUSHED) else { return TrampolineRun::NotRun };
        if !self.mm.access_ok(frame_at, FRAME, |p| p.write && p.read) {
            return TrampolineRun::NotRun;
        }
        let retaddr = match call {
            Some(end) => end,
            None => {
                let mut ret = [0u8; 8];
                if !cpu.read(sp, &mut ret) {
                    return TrampolineRun::NotRun;
                }
                u64::from_le_bytes(ret)
            }
        };
        // (call;) push rcx; push r11; push rax
        let args = UprobeSyscallArgs { ax: cpu.reg(Reg::Rax), r11: cpu.reg(Reg::R11), cx: cpu.reg(Reg::Rcx), retaddr };
        let pushed = if call.is_some() { UprobeSyscallArgs::SIZE } else { RET_AT };
        if !cpu.write(frame_at, &args.to_bytes()[..pushed]) {
            return TrampolineRun::NotRun;
        }
        if call.is_some() {
            cpu.set_reg(Reg::Rsp, sp);
        }
        // Memory holds `args` at the frame from here (the pushes, and the return address
        // read there or just written) until something writes guest memory.
        let pushed_seq = cpu.write_seq();
        self.fast.optimized_hits += 1;
        // The trampoline's first block has the instructions up to its syscall; entered
        // at the trampoline, the stub stood for its first.
        cpu.account_insns(code.head_insns - u64::from(call.is_none()));
        // mov rax, 336; syscall, and `sys_uprobe()` from its frame (just written): the
        // kernel entry's registers (rax = 336, rcx = rip and rip after the syscall, r11
        // = flags, sp at the frame) are not written, since `handle_syscall_uprobe()`
        // puts rax, r11, rcx, rip and sp back as they are now before anything reads
        // them (the trampoline check cannot fail: this is the trampoline).
        let check = tramp + code.after_syscall.unwrap_or(0);
        let at = check.wrapping_sub(2);
        self.sig.in_syscall = true;
        let Some(entered) = self.sys_uprobe_enter(cpu, frame_at, args, found) else {
            self.sig.in_syscall = false;
            self.syscall_return(cpu, SYS_UPROBE, at, None);
            return TrampolineRun::Left;
        };
        let site = entered.probe;
        if self.sysret_is_plain(cpu, SYS_UPROBE, entered.site_sp) {
            // The sysret and the pops undo each other but for the frame's words: the
            // registers stay as the consumers left them, and the `ret` takes the
            // frame's return address.
            let frame = self.sys_uprobe_frame_back(cpu, args, entered.probe);
            const WHO: &str = "sys_uprobe: write back the trampoline frame";
            if frame == args && pushed_seq.is_some_and(|seq| cpu.untouched_since(seq, frame_at, FRAME)) {
                // The consumers changed neither the registers nor memory: the write-back
                // would not change a byte. The watchdog still sees it.
                self.red_zone_kernel_write(cpu, frame_at, &frame.to_bytes(), WHO, entered.site_sp);
            } else {
                let wrote = self.kernel_write_user(cpu, frame_at, &frame.to_bytes(), WHO, entered.site_sp);
                debug_assert!(wrote, "access_ok said at entry the frame is writable");
            }
            self.uprobes.sysret_returns += 1;
            self.trace.tally(EventKind::Syscall);
            cpu.account_insns(code.tail_insns);
            return TrampolineRun::Returned { site, to: frame.retaddr };
        }
        let out = self.sys_uprobe_return(cpu, at, check, frame_at, args, entered);
        self.sig.in_syscall = false;
        self.syscall_return(cpu, SYS_UPROBE, at, out.ret);
        if !(self.exit.is_none() && !cpu.tf_set() && cpu.reg(Reg::Rip) == check) {
            return TrampolineRun::Left;
        }
        // Back through sysret: pop rax; pop r11; pop rcx; ret. The frame is the one
        // `sys_uprobe()` wrote back (nothing wrote the stack since: the exit to user
        // mode delivered no signal, as rip is still the trampoline's).
        let frame_at = cpu.reg(Reg::Rsp);
        let frame = match out.frame {
            Some(f) => f,
            None => match self.read_user::<{ UprobeSyscallArgs::SIZE }>(cpu.as_dyn_ref(), frame_at) {
                Some(raw) => UprobeSyscallArgs::from_bytes(&raw),
                None => return TrampolineRun::Left,
            },
        };
        cpu.set_reg(Reg::Rax, frame.ax);
        cpu.set_reg(Reg::R11, frame.r11);
        cpu.set_reg(Reg::Rcx, frame.cx);
        cpu.set_reg(Reg::Rsp, frame_at.wrapping_add(popped));
        cpu.account_insns(code.tail_insns);
        TrampolineRun::Returned { site, to: frame.retaddr }
    }

    /// After a pass through the 6.18 trampoline at `tramp` from the probe at `site`:
    /// shadow the site itself once the red-zone watchdog no longer watches it (its
    /// `call` then needs no hook of its own), so that the guest reaching it applies the
    /// `call`, the trampoline and its `ret` in one hook ([`Kernel::site_fast`]). The
    /// engine ends every block before a shadowed address ([`FastPathCpu::shadow`](crate::cpu::FastPathCpu::shadow)), so this
    /// holds for a site in the middle of straight-line code (a USDT's) as for one at a
    /// function's entry.
    fn site_shadow_wanted<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, site: u64, tramp: u64) {
        if self.features.optimize != OptDesign::Nop5Call
            || !self.red_zone_unwatched()
            || self.fast.sites.contains_key(&site)
            || self.site_call_target(cpu, site) != Some(tramp)
        {
            return;
        }
        if let Some(stub) = jmp_to(site, site + 5) {
            if cpu.shadow(site, &stub) {
                self.fast.sites.insert(site, tramp);
            }
        }
    }

    /// Where the `call rel32` at `site` goes, if memory holds one there.
    fn site_call_target<C: EntryCpu + ?Sized>(&self, cpu: &C, site: u64) -> Option<u64> {
        let mut b = [0u8; 5];
        (cpu.read(site, &mut b) && b[0] == CALL_INSN_OPCODE).then(|| rel32_target(site, &b)).flatten()
    }

    /// The guest at an optimized 6.18 site whose shadow ([`Kernel::site_shadow_wanted`])
    /// stands for its `call` (counted as the stub's one instruction; the block before a
    /// site inside straight-line code ends at the site, so that is reached through the
    /// stub too, with no indirect jump back from the trampoline): the hook applies
    /// the `call` (the return address pushed) and the trampoline
    /// ([`Kernel::uprobe_trampoline_run`]), and the stub's `jmp` goes on after the site
    /// when the trampoline's `ret` goes there (`idx`: the uprobe at `site` in the address
    /// index, installed or not). False if the site is no longer what the
    /// shadow was made for: the caller treats it as an entry shadow (or none).
    ///
    /// The shadow's bytes are the site's as made (patching them drops it), and every
    /// other shadow at a probe site is made through [`Kernel::fastpath_breakpoint_set`],
    /// which forgets this one: the site still holds its `call`.
    fn site_fast<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, site: u64, tramp: u64, idx: usize) -> bool {
        if !self.red_zone_unwatched() {
            // Watched again (a restored snapshot): the site's own code runs.
            self.fast.sites.remove(&site);
            cpu.unshadow(site);
            return true;
        }
        let end = site + 5;
        let run = self.uprobe_trampoline_run(cpu, tramp, Some(end), Some((site, idx)));
        if !matches!(run, TrampolineRun::NotRun) {
            self.fast.site_hits += 1;
        }
        match run {
            TrampolineRun::NotRun => {
                // The stack may not be written: the real `call` faults as it should.
                cpu.unshadow(site);
            }
            TrampolineRun::Returned { to, .. } => {
                if to == end {
                    cpu.set_reg(Reg::Rip, site); // the stub's `jmp`
                } else {
                    cpu.set_reg(Reg::Rip, to);
                }
            }
            TrampolineRun::Left => {
                self.fast_syscall_left(cpu, tramp);
                self.fast_syscall_left(cpu, site);
            }
        }
        true
    }

    /// A jmp slot (2026 Fix A) run natively, from the hook of its shadow at `slot`,
    /// whose stub then jumps to `end`, the end of the site.
    ///
    /// It applies `lea -128(%rsp),%rsp; push rcx; push r11; push rax; mov eax, 336;
    /// syscall` itself (the frame as [`JmpSlotSyscallArgs`]) and enters the kernel as
    /// the `syscall` would (`sys_uprobe()`), which returns through iret, usually to
    /// `end`. Returns false, having changed nothing, when the stack may not be written
    /// (the real push then faults).
    fn jmp_slot_fast<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, slot: u64, end: u64) -> bool {
        const PUSHED: u64 = JmpSlotSyscallArgs::SIZE as u64;
        let sp = cpu.reg(Reg::Rsp);
        let Some(frame_at) = sp.checked_sub(RED_ZONE + PUSHED) else { return false };
        if !self.mm.access_ok(frame_at, PUSHED, |p| p.write && p.read) {
            return false;
        }
        let frame = JmpSlotSyscallArgs { ax: cpu.reg(Reg::Rax), r11: cpu.reg(Reg::R11), cx: cpu.reg(Reg::Rcx) };
        if !cpu.write(frame_at, &frame.to_bytes()) {
            return false;
        }
        self.fast.optimized_hits += 1;
        let check = slot + JMP_SLOT.after_syscall.unwrap_or(0);
        self.fast_syscall(cpu, &JMP_SLOT, frame_at, SYS_UPROBE, check);
        if cpu.reg(Reg::Rip) == end && self.exit.is_none() && !cpu.tf_set() {
            // The iret went where the stub goes.
            cpu.set_reg(Reg::Rip, slot);
        } else {
            self.fast_syscall_left(cpu, slot);
        }
        true
    }

    /// After the consumers of `sys_uprobe()` or `sys_uretprobe()` (`nr`), from a natively
    /// run trampoline whose pops leave sp at `site_sp`: whether the rest of the call, its
    /// sysret and the trampoline's pops would only write the frame back and count (no
    /// iret, no single-step, and [`Kernel::syscall_return_is_plain`], asked outside the
    /// call, as the exit to user mode is). The frame is still writable: the fast path
    /// checked it at entry, and nothing in the call changes the stack's mapping.
    fn sysret_is_plain<C: EntryCpu + ?Sized>(&mut self, cpu: &C, nr: u64, site_sp: u64) -> bool {
        self.sig.in_syscall = false;
        let plain = cpu.reg(Reg::Rsp) == site_sp && !cpu.tf_set() && self.syscall_return_is_plain(nr);
        self.sig.in_syscall = !plain;
        plain
    }

    /// The head of a natively run trampoline: its pushes are written; this applies the
    /// rest up to and including its `syscall` (sp at `frame_at`, rax = `nr`, and the
    /// instruction's rcx = rip = `check`, r11 = flags) and enters the kernel. True when
    /// the call returned through sysret to `check` (the trampoline's tail runs next).
    fn fast_syscall<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        code: &Trampoline,
        frame_at: u64,
        nr: u64,
        check: u64,
    ) -> bool {
        // The block hook counted the stub's one instruction where the trampoline's
        // first block has the instructions up to its syscall.
        cpu.account_insns(code.head_insns - 1);
        cpu.set_reg(Reg::Rsp, frame_at);
        cpu.set_reg(Reg::Rax, nr);
        cpu.set_reg(Reg::Rcx, check);
        cpu.set_reg_to_rflags(Reg::R11);
        cpu.set_reg(Reg::Rip, check);
        self.entry_syscall(cpu);
        self.exit.is_none() && !cpu.tf_set() && cpu.reg(Reg::Rip) == check
    }

    /// A natively run trampoline at `at` whose kernel entry did not return where the
    /// stub goes: rip stays where the kernel left it, and when that is the trampoline
    /// itself (killed, iret or single-stepping there), the real code must run there,
    /// not the stub.
    fn fast_syscall_left<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, at: u64) {
        if cpu.reg(Reg::Rip) == at {
            cpu.unshadow(at);
            cpu.account_insns(1);
        }
    }
}
