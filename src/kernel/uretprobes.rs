//! Return probes: the return-address hijack, the `return_instance` stack with chaining,
//! the depth limit and longjmp cleanup, and both trampolines. Models
//! `prepare_uretprobe()`, `cleanup_return_instances()`, `uprobe_handle_trampoline()`,
//! `handle_uretprobe_chain()` and `find_next_ret_chain()` in `kernel/events/uprobes.c`,
//! and `arch_uretprobe_hijack_return_addr()`, `arch_uretprobe_is_alive()` and
//! `SYSCALL_DEFINE0(uretprobe)` in `arch/x86/kernel/uprobes.c`.
//!
//! # Differs from Linux
//! - No SRCU leases, no 100 ms timer, no hprobe states: one thread, so a pending
//!   instance always finds its uprobe (the kernel's LEASED/STABLE cases); the GONE case
//!   cannot happen because uprobes are never freed while the machine lives.
//! - The info message for the depth limit is not rate-limited.

use serde::Serialize;

use crate::cpu::{GuestCpu, Reg};
use crate::trace::EventKind;

use super::uprobes::{ConsumerId, ProbeContext, URETPROBE_TRAMPOLINE_LEN};
use super::{Kernel, SIGILL};

/// `MAX_URETPROBE_DEPTH`.
pub const MAX_URETPROBE_DEPTH: usize = 64;
/// Offset of the caller-ip check in the syscall trampoline (`uretprobe_syscall_check`).
pub const TRAMPOLINE_CHECK_OFFSET: u64 = 13;
/// Bytes per `struct return_instance` on x86-64 (6.13+ layout, inline consumer) [I]:
/// hprobe 16, func/stack/orig_ret_vaddr 24, chained+cons_cnt 8, next 8, rcu 16,
/// consumer 16, extra_consumers 8.
pub const RI_BYTES: u64 = 96;

/// Models `struct return_instance`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReturnInstance {
    /// The probed function (the probe address).
    pub func: u64,
    /// sp at the probe: the address of the return-address slot.
    pub stack: u64,
    /// The real return address.
    pub orig_ret_vaddr: u64,
    /// Part of the chain of the instance below (tail call).
    pub chained: bool,
    /// The uprobe (index).
    #[serde(skip)]
    pub uprobe: usize,
    /// Session records: (consumer, cookie).
    #[serde(skip)]
    pub sessions: Vec<(ConsumerId, u64)>,
    /// Copied into a forked child by `dup_utask`.
    pub inherited: bool,
}

/// How return instances are allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RiAlloc {
    /// 6.14+ (8622e45b5da1): finished instances go to `utask->ri_pool` for reuse.
    #[default]
    Pool,
    /// Before 6.14: one allocation per instance, freed after the return.
    PerInstance,
    /// The fixed 64-entry array proposed in 2024 (seed 003, not merged).
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

/// Allocation accounting of return instances.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
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

impl RiAccounting {
    /// Empty accounting for `design`.
    pub fn new(design: RiAlloc) -> Self {
        RiAccounting { design, ..Default::default() }
    }

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
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
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

/// The x86 liveness contexts (`enum rp_check`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RpCheck {
    Call,
    ChainCall,
    Ret,
}

/// `arch_uretprobe_is_alive()`.
fn is_alive(ri: &ReturnInstance, ctx: RpCheck, sp: u64) -> bool {
    match ctx {
        RpCheck::Call => sp < ri.stack,
        RpCheck::ChainCall | RpCheck::Ret => sp <= ri.stack,
    }
}

impl Kernel {
    /// `uprobe_get_trampoline_vaddr()`.
    pub fn trampoline_vaddr(&self) -> Option<u64> {
        self.uprobes.xol.as_ref().map(|a| a.vaddr)
    }

    /// `prepare_uretprobe()`: called from `handler_chain` with ip at the probe address
    /// and sp at the return-address slot.
    pub(super) fn prepare_uretprobe(&mut self, cpu: &mut dyn GuestCpu, idx: usize, sessions: Vec<(ConsumerId, u64)>) {
        let Some(tramp) = self.get_xol_area(cpu) else { return };
        let insn_no = cpu.insn_count();
        let (ip, sp) = (cpu.reg(Reg::Rip), cpu.reg(Reg::Rsp));
        if self.uprobes.return_instances.len() >= MAX_URETPROBE_DEPTH {
            self.ri_stats.omitted_by_depth += 1;
            let msg = format!("uprobe: omit uretprobe due to nestedness limit pid/tgid={}/{}", self.pid, self.pid);
            self.shared.borrow_mut().dmesg.push(msg.clone());
            self.trace.emit(insn_no, ip, EventKind::Uretprobe, || format!("prepare_uretprobe: {msg}"));
            return;
        }
        // arch_uretprobe_hijack_return_addr()
        let mut word = [0u8; 8];
        if !self.mm.access_ok(sp, 8, |p| p.read) || !cpu.read(sp, &mut word) {
            return;
        }
        let mut orig = u64::from_le_bytes(word);
        let chained = orig == tramp;
        if !chained && !self.copy_to_user(cpu, sp, &tramp.to_le_bytes()) {
            return;
        }
        // cleanup_return_instances()
        let ctx = if chained { RpCheck::ChainCall } else { RpCheck::Call };
        while let Some(top) = self.uprobes.return_instances.last() {
            if is_alive(top, ctx, sp) {
                break;
            }
            let dead = self.uprobes.return_instances.pop();
            self.ri_stats.cleaned_stale += 1;
            self.ri_stats.alloc.release();
            if let Some(d) = dead {
                self.trace.emit(insn_no, ip, EventKind::Uretprobe, || {
                    format!("cleanup_return_instances: dropped stale instance of {:#x} (stack {:#x} <= sp {sp:#x})", d.func, d.stack)
                });
            }
        }
        if chained {
            match self.uprobes.return_instances.last() {
                None => {
                    let msg = format!("uprobe: {}:{} failed to handle tail call", self.comm(), self.pid);
                    self.shared.borrow_mut().dmesg.push(msg.clone());
                    self.trace.emit(insn_no, ip, EventKind::Uretprobe, || msg);
                    return;
                }
                Some(top) => orig = top.orig_ret_vaddr,
            }
            self.ri_stats.chained += 1;
        }
        self.ri_stats.alloc.alloc();
        self.ri_stats.hijacked += 1;
        self.uprobes.return_instances.push(ReturnInstance {
            func: ip,
            stack: sp,
            orig_ret_vaddr: orig,
            chained,
            uprobe: idx,
            sessions,
            inherited: false,
        });
        let depth = self.uprobes.return_instances.len() as u64;
        self.ri_stats.max_depth = self.ri_stats.max_depth.max(depth);
        self.trace.emit(insn_no, ip, EventKind::Uretprobe, || {
            let how = if chained { "chained (return slot already hijacked)" } else { "hijacked" };
            format!("prepare_uretprobe: [{sp:#x}] {how}: return to {orig:#x} → trampoline {tramp:#x}; depth {depth}")
        });
    }

    /// `uprobe_handle_trampoline()`: regs are the function-return state (sp just above the
    /// popped return slot, ax = return value). Returns false on the SIGILL path.
    pub(super) fn uprobe_handle_trampoline(&mut self, cpu: &mut dyn GuestCpu) -> bool {
        let insn_no = cpu.insn_count();
        let sp = cpu.reg(Reg::Rsp);
        while let Some(top) = self.uprobes.return_instances.len().checked_sub(1) {
            // find_next_ret_chain(): skip the chained instances and the one they sit on.
            let mut j = top;
            while self.uprobes.return_instances[j].chained && j > 0 {
                j -= 1;
            }
            let next = j.checked_sub(1);
            let valid = next.is_none_or(|n| is_alive(&self.uprobes.return_instances[n], RpCheck::Ret, sp));
            let orig = self.uprobes.return_instances[top].orig_ret_vaddr;
            cpu.set_reg(Reg::Rip, orig);
            self.ri_stats.trampoline_returns += u64::from(valid);
            while self.uprobes.return_instances.len() > j {
                let Some(ri) = self.uprobes.return_instances.pop() else { break };
                if valid {
                    self.handle_uretprobe_chain(cpu, &ri);
                } else {
                    self.ri_stats.cleaned_stale += 1;
                    self.trace.emit(insn_no, ri.func, EventKind::Uretprobe, || {
                        format!("uprobe_handle_trampoline: stale chain of {:#x} skipped (sp {sp:#x} > stack {:#x})", ri.func, ri.stack)
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
        let msg = format!("uprobe: {}:{} failed to handle uretprobe, sending SIGILL.", self.comm(), self.pid);
        self.shared.borrow_mut().dmesg.push(msg);
        false
    }

    /// `handle_uretprobe_chain()`: every consumer currently on the uprobe that has a return
    /// handler runs (session consumers only with a record from entry).
    fn handle_uretprobe_chain(&mut self, cpu: &mut dyn GuestCpu, ri: &ReturnInstance) {
        let insn_no = cpu.insn_count();

        for k in 0..self.uprobes.probes[ri.uprobe].consumers.len() {
            let Some(&id) = self.uprobes.probes[ri.uprobe].consumers.get(k) else { break };
            {
                let mut sh = self.shared.borrow_mut();
                let slot = &mut sh.consumers[id.0];
                if !slot.kind.ret_handler {
                    continue;
                }
                if slot.kind.handler && !ri.sessions.iter().any(|(c, _)| *c == id) {
                    continue;
                }
                if ri.inherited && slot.kind.perf_event {
                    // The perf event behind this consumer belongs to the parent task; the
                    // child's inherited event is another consumer with no record in this
                    // instance. So the return is not counted (0 on the host, measured).
                    continue;
                }
                let mut ctx = ProbeContext::new(&mut *cpu, ri.func, insn_no);
                slot.consumer.ret_handler(&mut ctx, ri.func);
                slot.ret_hits += 1;
            }
            let ret = cpu.reg(Reg::Rip);
            self.trace.emit(insn_no, ri.func, EventKind::Handler, || {
                format!("handle_uretprobe_chain: consumer #{} return handler ran (func {:#x}, returning to {ret:#x})", id.0, ri.func)
            });
        }
    }

    /// `SYSCALL_DEFINE0(uretprobe)` (6.11+). `at` is the syscall instruction.
    pub(super) fn sys_uretprobe(&mut self, cpu: &mut dyn GuestCpu, at: u64) -> Option<u64> {
        let Some(tramp) = self.trampoline_vaddr().filter(|_| self.features.uretprobe_syscall) else {
            self.force_sig(cpu, SIGILL, at, "sys_uretprobe: no trampoline (goto sigill)");
            return None;
        };
        let ip = cpu.reg(Reg::Rip);
        if ip != tramp + TRAMPOLINE_CHECK_OFFSET {
            self.force_sig(cpu, SIGILL, at, "sys_uretprobe called from outside the trampoline");
            return None;
        }
        let s = cpu.reg(Reg::Rsp);
        let Some(raw) = self.read_user::<24>(cpu, s) else {
            self.force_sig(cpu, SIGILL, at, "sys_uretprobe: cannot read the saved registers");
            return None;
        };
        let w = |i: usize| u64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8]));
        cpu.set_reg(Reg::R11, w(0));
        cpu.set_reg(Reg::Rcx, w(1));
        cpu.set_reg(Reg::Rax, w(2));
        cpu.set_reg(Reg::Rsp, s + 24);
        self.sys_uretprobe_restored(cpu, at, ip)
    }

    /// The rest of `sys_uretprobe` once the trampoline's saved rax, rcx and r11 are back
    /// in the registers and sp is above them: the return handlers, then the return to
    /// user space. `ip` is the trampoline's check label (the syscall's return address).
    fn sys_uretprobe_restored(&mut self, cpu: &mut dyn GuestCpu, at: u64, ip: u64) -> Option<u64> {
        match self.sys_uretprobe_handlers(cpu, at) {
            SysretOrNot::Sysret => self.sys_uretprobe_sysret(cpu, ip),
            SysretOrNot::Done(ret) => ret,
        }
    }

    /// `sys_uretprobe` from the return handlers to the choice of the way back: the frame
    /// for sysret is written when that is the way.
    fn sys_uretprobe_handlers(&mut self, cpu: &mut dyn GuestCpu, at: u64) -> SysretOrNot {
        let sp = cpu.reg(Reg::Rsp);
        if !self.uprobe_handle_trampoline(cpu) {
            self.force_sig(cpu, SIGILL, at, "failed to handle uretprobe");
            return SysretOrNot::Done(None);
        }
        if self.exit.is_some() {
            return SysretOrNot::Done(None);
        }
        if cpu.reg(Reg::Rsp) != sp {
            // A consumer changed sp: iret straight to regs->ip.
            self.ri_stats.syscall_iret += 1;
            return SysretOrNot::Done(Some(cpu.reg(Reg::Rax)));
        }
        let s = sp - 24;
        let mut frame = [0u8; 24];
        for (i, v) in [cpu.reg(Reg::R11), cpu.reg(Reg::Rcx), cpu.reg(Reg::Rip)].into_iter().enumerate() {
            frame[i * 8..i * 8 + 8].copy_from_slice(&v.to_le_bytes());
        }
        if !self.copy_to_user(cpu, s, &frame) {
            self.force_sig(cpu, SIGILL, at, "sys_uretprobe: cannot write the saved registers");
            return SysretOrNot::Done(None);
        }
        cpu.set_reg(Reg::Rsp, s);
        SysretOrNot::Sysret
    }

    /// The sysret back to the trampoline's check label `ip`: the registers that the
    /// trampoline's pops restore from the frame are the sysret's (rcx = ip, r11 = flags).
    fn sys_uretprobe_sysret(&mut self, cpu: &mut dyn GuestCpu, ip: u64) -> Option<u64> {
        cpu.set_reg(Reg::Rip, ip);
        let flags = cpu.reg(Reg::Rflags);
        cpu.set_reg(Reg::R11, flags);
        cpu.set_reg(Reg::Rcx, ip);
        self.ri_stats.syscall_sysret += 1;
        Some(cpu.reg(Reg::Rax))
    }

    /// The int3 trampoline (6.10): `handle_swbp` found the breakpoint at the trampoline.
    pub(super) fn handle_int3_trampoline(&mut self, cpu: &mut dyn GuestCpu, bp: u64) {
        if !self.uprobe_handle_trampoline(cpu) {
            self.force_sig(cpu, SIGILL, bp, "failed to handle uretprobe");
        }
    }

    /// The uretprobe syscall trampoline run natively. Not a kernel function: a
    /// simulator fast path, called from the hook of the trampoline's shadow translation
    /// (see [`GuestCpu::shadow`]), whose stub `jmp [rsp-8]` then carries on to the
    /// return address the frame holds, with no exit from the engine at all.
    ///
    /// It applies the effects of `push rax; push rcx; push r11; mov rax, 335; syscall`
    /// itself, runs the `syscall` as the hook would (`sys_uretprobe` from the point
    /// where it has restored the registers it just pushed, which changes none), and when
    /// that returns through sysret to the trampoline, applies `pop r11; pop rcx; ret`
    /// too. Registers, memory, trace events and the instruction count come out as if
    /// the eight instructions had run; a test runs every catalog program both ways and
    /// compares the reports byte for byte.
    ///
    /// Returns false, having changed nothing, when the guest must run the real
    /// trampoline: single-stepping (TF), or a stack it may not write (the real push then
    /// faults as it should).
    ///
    /// # Differs from Linux
    /// Linux runs the trampoline's instructions. In the engine they cost a syscall exit,
    /// three slow-path stores and a second block, about 150 ns per return; this path
    /// costs one code hook.
    pub(super) fn uretprobe_trampoline_fast(&mut self, cpu: &mut dyn GuestCpu) -> bool {
        /// The trampoline's instructions up to the syscall, and after it.
        const HEAD_INSNS: u64 = 5;
        const TAIL_INSNS: u64 = 3;
        let Some(tramp) = self.trampoline_vaddr() else { return false };
        let sp = cpu.reg(Reg::Rsp);
        if cpu.tf_set() || sp < 24 || !self.mm.access_ok(sp - 24, 24, |p| p.write && p.read) {
            return false;
        }
        // push rax; push rcx; push r11
        let (rax, rcx, r11) = (cpu.reg(Reg::Rax), cpu.reg(Reg::Rcx), cpu.reg(Reg::R11));
        let mut frame = [0u8; 24];
        for (i, v) in [r11, rcx, rax].into_iter().enumerate() {
            frame[i * 8..i * 8 + 8].copy_from_slice(&v.to_le_bytes());
        }
        if !cpu.write(sp - 24, &frame) {
            return false;
        }
        self.fast_trampoline_returns += 1;
        // The block hook counted the stub's one instruction where the real trampoline's
        // first block has five.
        cpu.account_insns(HEAD_INSNS - 1);
        // mov rax, 335; syscall. The syscall entry and sys_uretprobe's restore of rax,
        // rcx, r11 and sp from the frame just written leave every register as it is
        // now, so that part is skipped.
        let at = tramp + TRAMPOLINE_CHECK_OFFSET - 2;
        let next = tramp + TRAMPOLINE_CHECK_OFFSET;
        let ret = self.sys_uretprobe_handlers(cpu, at);
        // With sysret back to the trampoline and no single-step, the pops restore r11
        // and rcx as the frame holds them, which are their values now (the frame was
        // written from them), and `ret` takes the frame's ip slot, the ip now: so the
        // sysret's own rip, rcx and r11 never show, and only sp and ip move.
        let mut popped = false;
        let ret = match ret {
            SysretOrNot::Sysret if self.exit.is_none() && !cpu.tf_set() => {
                self.ri_stats.syscall_sysret += 1;
                cpu.set_reg(Reg::Rsp, sp);
                popped = true;
                Some(cpu.reg(Reg::Rax))
            }
            SysretOrNot::Sysret => self.sys_uretprobe_sysret(cpu, next),
            SysretOrNot::Done(ret) => ret,
        };
        if let Some(ret) = ret {
            cpu.set_reg(Reg::Rax, ret);
        }
        let nr = super::uprobes::NR_URETPROBE;
        self.trace.emit(cpu.insn_count(), at, EventKind::Syscall, || match ret {
            Some(r) => format!("{}({nr}) = {:#x}", super::syscall_name(nr), r),
            None => format!("{}({nr})", super::syscall_name(nr)),
        });
        if popped {
            // pop r11; pop rcx; ret
            cpu.account_insns(TAIL_INSNS);
        }
        if popped {
            // The stub's `jmp [rsp-8]` goes where `ret` went: the frame's ip slot.
            cpu.set_reg(Reg::Rip, tramp);
        } else if cpu.reg(Reg::Rip) == tramp {
            // Killed, iret or single-stepping, and the new ip is the trampoline itself:
            // the real code must run there, not the stub.
            cpu.unshadow(tramp);
            cpu.account_insns(1);
        }
        true
    }


    /// `uprobe_free_utask()` at exit: pending instances are released.
    pub(super) fn free_utask(&mut self) {
        self.ri_stats.pending_at_exit = self.uprobes.return_instances.len() as u64;
        self.uprobes.return_instances.clear();
        self.ri_stats.alloc.free_all();
    }

    /// The slot-0 bytes for this preset: the syscall trampoline, or a single int3.
    pub(super) fn trampoline_bytes(&self) -> &'static [u8] {
        if self.features.uretprobe_syscall {
            &super::uprobes::URETPROBE_TRAMPOLINE[..URETPROBE_TRAMPOLINE_LEN]
        } else {
            &[0xcc]
        }
    }
}

/// How `sys_uretprobe` goes back to user space once the handlers ran.
enum SysretOrNot {
    /// Through sysret to the trampoline; the frame is written and sp points at it.
    Sysret,
    /// Done another way (iret, or a signal), with the syscall's return value if any.
    Done(Option<u64>),
}
