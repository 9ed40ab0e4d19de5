//! The simulator's fast paths. **No kernel counterpart**: nothing here models Linux.
//!
//! Each fast path delivers a probe transition without the CPU exception or engine exit
//! that the real instructions would cost, through a *shadow translation*
//! ([`GuestCpu::shadow`]): a short branch stub that the engine runs at an address in
//! place of memory's bytes, after calling [`crate::cpu::TrapHandler::shadowed`]. The
//! stub's hook calls the kernel's own functions, exactly as the trap would have, so
//! registers, memory, trace events and instruction counts come out the same; a test
//! runs every catalog program with the fast paths on and off, on every preset and in
//! both engine modes, and compares the reports byte for byte.
//!
//! - At a uprobe on an emulated nop: stub `jmp` past the instruction; the hook runs
//!   `handle_swbp()` as the #BP would.
//! - At the uretprobe syscall trampoline: stub `jmp [rsp-8]`; the hook applies the
//!   trampoline's pushes, runs the `syscall` through the kernel's entry and applies the
//!   pops and `ret` when the real code would run them.
//!
//! Any other outcome (a handler moving ip, a signal, single-stepping) writes rip, so
//! the guest takes the ordinary path. Explain mode turns the fast paths off (its log
//! shows the real instructions).

use crate::abi::syscall::SYS_URETPROBE;
use crate::abi::trampoline::{UretprobeSyscallArgs, URETPROBE_SYSCALL};
use crate::abi::x86::vector;
use crate::abi::x86::JMP8_INSN_OPCODE;
use crate::cpu::{GuestCpu, Reg, TrapHandler};

use super::arch::x86::insn::XolOps;
use super::preset::OptDesign;
use super::Kernel;

/// `jmp qword [rsp-8]`: the uretprobe trampoline's stub. After the pops, sp is just
/// above the frame, whose last word the kernel set to the return address.
pub const JMP_RSP_MINUS_8: [u8; 4] = [0xff, 0x64, 0x24, 0xf8];

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
}

impl FastPaths {
    /// Counters at zero.
    pub fn new(enabled: bool) -> FastPaths {
        FastPaths { enabled, ..FastPaths::default() }
    }
}

impl Kernel {
    /// The hook of a shadow translation at `addr`.
    pub(crate) fn fastpath_shadowed(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        if Some(addr) == self.uprobe_get_trampoline_vaddr() {
            if !self.uretprobe_trampoline_fast(cpu) {
                // The real trampoline must run (see uretprobe_trampoline_fast).
                cpu.unshadow(addr);
            }
            return;
        }
        self.entry_shadowed(cpu, addr);
    }

    /// `set_swbp()` wrote the int3 of uprobe `idx`: shadow the site if its hits can be
    /// delivered without the trap.
    pub(crate) fn fastpath_breakpoint_set(&mut self, cpu: &mut dyn GuestCpu, idx: usize) {
        if let Some(len) = self.entry_shadow_len(idx) {
            // jmp rel8 to the next instruction: what the emulation does to ip.
            let rel = (i64::from(len) - 2) as i8;
            cpu.shadow(self.uprobes.probes[idx].vaddr, &[JMP8_INSN_OPCODE, rel as u8]);
        }
    }

    /// The XOL area was created at `vaddr`: shadow the uretprobe syscall trampoline in
    /// its slot 0. If the engine cannot, the trampoline just runs as it is.
    pub(crate) fn fastpath_xol_created(&mut self, cpu: &mut dyn GuestCpu, vaddr: u64) {
        if self.fast.enabled && self.features.uretprobe_syscall {
            cpu.shadow(vaddr, &JMP_RSP_MINUS_8);
        }
    }

    /// The probed instruction's length if hits at uprobe `idx` may be delivered through
    /// a shadow translation instead of the int3 trap: fast paths on, and an instruction
    /// whose emulation only moves ip on (the nop forms), at a site this preset will not
    /// optimize.
    fn entry_shadow_len(&self, idx: usize) -> Option<u8> {
        let p = &self.uprobes.probes[idx];
        let arch = p.arch.as_ref().ok()?;
        let nop =
            matches!(arch.ops, XolOps::Branch { opc1, offs: 0 } if opc1 != 0xe8 && !(0x70..=0x7f).contains(&opc1));
        let optimizable = arch.can_optimize && self.features.optimize != OptDesign::None;
        (self.fast.enabled && nop && !optimizable).then_some(arch.ilen)
    }

    /// A hit at a shadowed uprobe site: the int3 trap, delivered by the shadow's hook
    /// instead of the trap. `handle_swbp` runs exactly as from the #BP hook, with rip
    /// after the int3; when it ends by emulating the nop (ip moved past the
    /// instruction), the shadow's `jmp` does that move, so the engine neither traps nor
    /// rewrites rip. The block hook counted the stub's one instruction where it would
    /// have counted the int3.
    fn entry_shadowed(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        let len = self
            .uprobes
            .by_vaddr
            .get(&addr)
            .and_then(|&i| self.uprobes.probes[i].arch.as_ref().ok())
            .map(|a| u64::from(a.ilen));
        self.fast.entry_hits += 1;
        cpu.set_reg(Reg::Rip, addr + 1);
        <Self as TrapHandler>::interrupt(self, cpu, vector::BP);
        if len.is_some_and(|len| cpu.reg(Reg::Rip) == addr + len) {
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
    /// the kernel as the `syscall` would (rcx and r11 set by the instruction), and when
    /// the call returns to the trampoline through sysret, applies `pop r11; pop rcx;
    /// ret` too. Registers, memory, trace events and the instruction count come out as
    /// if the eight instructions had run.
    ///
    /// Returns false, having changed nothing, when the guest must run the real
    /// trampoline: single-stepping (TF), or a stack it may not write (the real push
    /// then faults as it should).
    fn uretprobe_trampoline_fast(&mut self, cpu: &mut dyn GuestCpu) -> bool {
        const FRAME: u64 = UretprobeSyscallArgs::SIZE as u64;
        let Some(tramp) = self.uprobe_get_trampoline_vaddr() else { return false };
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
        // mov rax, 335; syscall (which leaves rip after itself, rcx = rip, r11 = flags).
        let check = tramp + URETPROBE_SYSCALL.after_syscall.unwrap_or(0);
        cpu.set_reg(Reg::Rsp, sp - FRAME);
        cpu.set_reg(Reg::Rax, SYS_URETPROBE);
        cpu.set_reg(Reg::Rcx, check);
        let flags = cpu.reg(Reg::Rflags);
        cpu.set_reg(Reg::R11, flags);
        cpu.set_reg(Reg::Rip, check);
        self.entry_syscall(cpu);
        if self.exit.is_none() && !cpu.tf_set() && cpu.reg(Reg::Rip) == check {
            // Back through sysret: pop r11; pop rcx; ret. The stub's `jmp [rsp-8]` goes
            // where `ret` went, the frame's last word.
            let frame_at = cpu.reg(Reg::Rsp);
            if let Some(raw) = self.read_user::<{ UretprobeSyscallArgs::SIZE }>(cpu, frame_at) {
                let frame = UretprobeSyscallArgs::from_bytes(&raw);
                cpu.set_reg(Reg::R11, frame.r11);
                cpu.set_reg(Reg::Rcx, frame.cx);
                cpu.set_reg(Reg::Rsp, frame_at + FRAME);
                cpu.account_insns(URETPROBE_SYSCALL.tail_insns);
                cpu.set_reg(Reg::Rip, tramp);
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
}
