//! uprobes: registration, breakpoint install/remove, the int3 hit path and
//! single-step out of line. Models `kernel/events/uprobes.c` (6.18) together with
//! the x86 hooks of `arch/x86/kernel/uprobes.c`.
//!
//! # Differs from Linux
//! - One process, one thread: there is no RCU, no `register_rwsem`, no refcounting;
//!   uprobes live until the machine is dropped.
//! - Probes are keyed by virtual address in the one mm (the kernel keys them by
//!   inode and file offset; with one mapping of the one file this is equivalent).

use crate::cpu::{GuestCpu, Prot, Reg, Regs};
use crate::trace::EventKind;

use super::insn::{self, ArchUprobe, Refusal, XolOps, FIX_CALL, FIX_IP, FIX_SETF};
use super::{Kernel, SIGTRAP};

/// `UPROBE_SWBP_INSN`.
pub const SWBP_INSN: u8 = 0xcc;
/// `UPROBE_XOL_SLOT_BYTES`.
pub const XOL_SLOT_BYTES: u64 = 128;
/// Slots in the one-page XOL area.
pub const XOL_SLOTS: u32 = 32;
/// Where the XOL area goes when the hint is free: `TASK_SIZE - PAGE_SIZE`.
pub const XOL_VADDR: u64 = crate::loader::TASK_SIZE - crate::loader::PAGE_SIZE;
/// `__NR_uretprobe`.
pub const NR_URETPROBE: u64 = 335;
/// `__NR_uprobe`.
pub const NR_UPROBE: u64 = 336;
/// The uretprobe syscall trampoline written into XOL slot 0 on 6.11+ (§7.1):
/// `push rax; push rcx; push r11; mov rax,335; syscall; pop r11; pop rcx; ret; int3`.
pub const URETPROBE_TRAMPOLINE: [u8; 21] = [
    0x50, 0x51, 0x41, 0x53, 0x48, 0xc7, 0xc0, 0x4f, 0x01, 0x00, 0x00, 0x0f, 0x05, 0x41, 0x5b, 0x59, 0xc3, 0xcc,
    0, 0, 0,
];
/// Length of the trampoline proper.
pub const URETPROBE_TRAMPOLINE_LEN: usize = 18;
/// `jmp qword [rsp-8]`: the uretprobe trampoline's shadow stub (see
/// `Kernel::uretprobe_trampoline_fast`).
pub const JMP_RSP_MINUS_8: [u8; 4] = [0xff, 0x64, 0x24, 0xf8];

/// What a consumer's handler returns (`UPROBE_HANDLER_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HandlerResult {
    /// 0: keep going.
    #[default]
    Keep,
    /// `UPROBE_HANDLER_REMOVE` (1): remove the breakpoint from this mm if no other
    /// consumer wants it.
    Remove,
    /// `UPROBE_HANDLER_IGNORE` (2): no return handler for this hit (6.13+).
    Ignore,
}

/// What a handler sees: the interrupted user context with ip at the probe address.
pub struct ProbeContext<'a> {
    cpu: &'a mut dyn GuestCpu,
    /// The probe address.
    pub vaddr: u64,
    /// Guest instructions started so far.
    pub insn: u64,
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
    /// Reads user memory (ignores permissions, like a probe-read helper).
    pub fn read_user(&self, addr: u64, buf: &mut [u8]) -> bool {
        self.cpu.read(addr, buf)
    }
}

impl<'a> ProbeContext<'a> {
    /// A context over `cpu`.
    pub(super) fn new(cpu: &'a mut dyn GuestCpu, vaddr: u64, insn: u64) -> Self {
        ProbeContext { cpu, vaddr, insn }
    }
}

/// Models `struct uprobe_consumer`: an entry handler, a return handler, a filter.
/// A consumer with both handlers is a *session* consumer (6.13+).
pub trait UprobeConsumer {
    /// Runs on every hit with ip at the probe address.
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult;
    /// Runs at the function's return, with ip = the original return address and the
    /// return value in rax (`ret_handler`). `func` is the probe address.
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, _func: u64) {}
    /// Whether `handler` is set (false for a return-only consumer). This and the next
    /// two are asked once, at registration, as the kernel reads fields of the consumer.
    fn has_handler(&self) -> bool {
        true
    }
    /// Whether `ret_handler` is set.
    fn has_ret_handler(&self) -> bool {
        false
    }
    /// Whether this consumer stands for a perf event (one consumer per task with
    /// `inherit`); see `Kernel::fork_child`.
    fn is_perf_event(&self) -> bool {
        false
    }
    /// Whether this consumer wants the process (`filter`); absent filter = true.
    fn filter(&self, _pid: u32) -> bool {
        true
    }
}

/// A consumer that only counts, as a `perf stat` counting event does.
#[derive(Debug, Default)]
pub struct CountingConsumer;

impl UprobeConsumer for CountingConsumer {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn is_perf_event(&self) -> bool {
        true
    }
}

/// A return-only counting consumer, as a perf uretprobe event.
#[derive(Debug, Default)]
pub struct CountingRetConsumer;

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
        true
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
    /// The consumer's `has_handler`, `has_ret_handler` and `is_perf_event`, asked once
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
}

impl ConsumerKind {
    fn of(c: &dyn UprobeConsumer) -> ConsumerKind {
        ConsumerKind { handler: c.has_handler(), ret_handler: c.has_ret_handler(), perf_event: c.is_perf_event() }
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
}

/// Models `enum uprobe_task_state`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UtaskState {
    /// `UTASK_RUNNING`.
    #[default]
    Running,
    /// `UTASK_SSTEP`: executing the copied instruction in an XOL slot.
    SingleStep,
}

/// Models `struct uprobe_task` (single-step part).
#[derive(Clone, Debug, Default)]
pub struct Utask {
    /// State.
    pub state: UtaskState,
    /// `active_uprobe` (index).
    pub active: Option<usize>,
    /// `vaddr`: the probe address being stepped.
    pub vaddr: u64,
    /// `xol_vaddr`: the slot.
    pub xol_vaddr: u64,
    /// `autask.saved_scratch_register`.
    pub saved_scratch: u64,
    /// `autask.saved_tf`.
    pub saved_tf: bool,
}

/// Models `struct xol_area`.
#[derive(Clone, Debug)]
pub struct XolArea {
    /// Page address.
    pub vaddr: u64,
    /// Slot bitmap; bit 0 (the return trampoline) is always set.
    pub bitmap: u32,
}

/// All uprobe state of the machine.
#[derive(Default)]
pub struct Uprobes {
    /// Uprobes, in registration order.
    pub probes: Vec<Uprobe>,
    /// Address → uprobe index, for the hit path.
    by_vaddr: crate::fastmap::FastMap<u64, usize>,
    /// The thread's utask.
    pub utask: Utask,
    /// `utask->return_instances`, oldest first (the top is the last element).
    pub return_instances: Vec<super::uretprobes::ReturnInstance>,
    /// The XOL area, created on first need.
    pub xol: Option<XolArea>,
    /// `MMF_HAS_UPROBES`.
    pub has_uprobes: bool,
    /// `[uprobes-trampoline]` pages, newest first (`hlist_add_head` order).
    pub trampolines: Vec<u64>,
    /// Fix A: slot address → probe address (never reassigned).
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
    pub(super) fn rebuild_index(&mut self) {
        self.by_vaddr = self.probes.iter().enumerate().map(|(i, p)| (p.vaddr, i)).collect();
    }

    /// Index of the installed uprobe at `vaddr`.
    pub fn index_at(&self, vaddr: u64) -> Option<usize> {
        self.by_vaddr.get(&vaddr).copied().filter(|i| self.probes[*i].installed)
    }
}

fn sign_extend(v: i64) -> u64 {
    v as u64
}

impl Kernel {
    /// Models `uprobe_register()` + `install_breakpoint()` for our one mm: find or
    /// create the uprobe at `vaddr`, prepend the consumer, and write int3 if the
    /// instruction analysis (`prepare_uprobe`) accepts it and the filter wants us.
    pub fn uprobe_register(
        &mut self,
        cpu: &mut dyn GuestCpu,
        vaddr: u64,
        consumer: Box<dyn UprobeConsumer>,
        ref_ctr: Option<u64>,
    ) -> ConsumerId {
        let idx = match self.uprobes.by_vaddr.get(&vaddr) {
            Some(i) => *i,
            None => {
                let offset = self.image.file_offset(vaddr).unwrap_or(0);
                // prepare_uprobe(): up to 16 bytes from the *file*, then analysis.
                let bytes = self.image.file_bytes_at(vaddr, 16).unwrap_or(&[]).to_vec();
                let arch = if ref_ctr.is_some_and(|a| a % 2 != 0) {
                    // uprobe_register(): ref_ctr_offset must be 2-byte aligned.
                    Err(Refusal { errno: 22, why: "ref_ctr_offset is not 2-byte aligned".into() })
                } else if bytes.first() == Some(&SWBP_INSN) {
                    Err(Refusal { errno: insn::ENOTSUPP, why: "the original instruction is int3".into() })
                } else {
                    insn::analyze_for(&bytes, vaddr, &self.features).map(std::rc::Rc::new)
                };
                self.uprobes.probes.push(Uprobe { vaddr, offset, arch, installed: false, consumers: Vec::new(), optimize_fail: false, ref_ctr });
                let i = self.uprobes.probes.len() - 1;
                self.uprobes.by_vaddr.insert(vaddr, i);
                i
            }
        };
        // insert_uprobe(): a uprobe at the same place with another ref_ctr_offset
        // (zero against non-zero included, as the host shows) is -EINVAL.
        if self.uprobes.probes[idx].ref_ctr != ref_ctr {
            let msg = format!(
                "ref_ctr_offset mismatch. inode: prog offset: {:#x} ref_ctr_offset(old): {:#x} ref_ctr_offset(new): {:#x}",
                self.uprobes.probes[idx].offset,
                self.uprobes.probes[idx].ref_ctr.and_then(|a| self.image.file_offset(a)).unwrap_or(0),
                ref_ctr.and_then(|a| self.image.file_offset(a)).unwrap_or(0)
            );
            self.shared.borrow_mut().dmesg.push(msg);
            let mut sh = self.shared.borrow_mut();
            let kind = ConsumerKind::of(consumer.as_ref());
            sh.consumers.push(ConsumerSlot {
                uprobe: idx,
                consumer,
                hits: 0,
                ret_hits: 0,
                active: false,
                refused: Some("-EINVAL: ref_ctr_offset mismatch with the existing uprobe".into()),
                kind,
            });
            return ConsumerId(sh.consumers.len() - 1);
        }
        let wants = consumer.filter(self.pid);
        let id = {
            let mut sh = self.shared.borrow_mut();
            let kind = ConsumerKind::of(consumer.as_ref());
            sh.consumers.push(ConsumerSlot { uprobe: idx, consumer, hits: 0, ret_hits: 0, active: true, refused: None, kind });
            ConsumerId(sh.consumers.len() - 1)
        };
        self.uprobes.probes[idx].consumers.insert(0, id);
        let insn_no = cpu.insn_count();
        match &self.uprobes.probes[idx].arch {
            Err(r) => {
                let why = r.to_string();
                self.trace.emit(insn_no, vaddr, EventKind::Probe, || format!("prepare_uprobe refused: {why}"));
            }
            Ok(_) if wants && !self.uprobes.probes[idx].installed => {
                self.set_swbp(cpu, idx);
            }
            Ok(_) => {}
        }
        id
    }

    /// Models `uprobe_unregister_nosync()` + `_sync()`: drop the consumer and remove the
    /// breakpoint if no remaining consumer wants this mm.
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
        self.uprobes.probes[idx].consumers.retain(|c| *c != id);
        if !self.filter_chain(idx) && self.uprobes.probes[idx].installed {
            self.set_orig_insn(cpu, idx);
        }
    }

    /// Models `filter_chain()`.
    fn filter_chain(&self, idx: usize) -> bool {
        let sh = self.shared.borrow();
        self.uprobes.probes[idx].consumers.iter().any(|c| sh.consumers[c.0].consumer.filter(self.pid))
    }

    /// Models `update_ref_ctr()` / `__update_ref_ctr()`: add `delta` to the `short`
    /// semaphore, refusing to go negative.
    fn update_ref_ctr(&mut self, cpu: &mut dyn GuestCpu, idx: usize, delta: i16) {
        let Some(addr) = self.uprobes.probes[idx].ref_ctr else { return };
        let mut b = [0u8; 2];
        if !self.mm.access_ok(addr, 2, |p| p.write) || !cpu.read(addr, &mut b) {
            let msg = format!(
                "ref_ctr {} failed for offset {:#x} ref_ctr_offset {addr:#x} of mm",
                if delta > 0 { "increment" } else { "decrement" },
                self.uprobes.probes[idx].offset
            );
            self.shared.borrow_mut().dmesg.push(msg);
            return;
        }
        let cur = i16::from_le_bytes(b);
        if cur.wrapping_add(delta) < 0 {
            let msg = format!("ref_ctr going negative. vaddr: {addr:#x}, curr val: {cur}, delta: {delta}");
            self.shared.borrow_mut().dmesg.push(msg);
            return;
        }
        cpu.write(addr, &cur.wrapping_add(delta).to_le_bytes());
    }

    /// Models `set_swbp()` → `uprobe_write_opcode()`: write 0xCC over byte 0.
    fn set_swbp(&mut self, cpu: &mut dyn GuestCpu, idx: usize) {
        let vaddr = self.uprobes.probes[idx].vaddr;
        let mut cur = [0u8; 1];
        if !cpu.read(vaddr, &mut cur) {
            return;
        }
        // 6.18: an already optimized site is left alone.
        let optimized = self.should_optimize(idx) && self.is_optimized(cpu, vaddr);
        if cur[0] != SWBP_INSN && !optimized {
            // The ref_ctr update comes right before the byte really changes.
            self.update_ref_ctr(cpu, idx, 1);
            cpu.patch_code(vaddr, &[SWBP_INSN]);
        }
        self.uprobes.has_uprobes = true;
        self.uprobes.probes[idx].installed = true;
        let insn_no = cpu.insn_count();
        self.trace.emit(insn_no, vaddr, EventKind::Probe, || {
            format!("set_swbp: wrote cc over {:02x}", cur[0])
        });
        if let Some(len) = self.entry_shadow_len(idx).filter(|_| !optimized) {
            // jmp rel8 to the next instruction: what the emulation does to ip.
            let rel = (i64::from(len) - 2) as i8;
            cpu.shadow(vaddr, &[0xeb, rel as u8]);
        }
    }

    /// The probed instruction's length if hits at it may be delivered through a shadow
    /// translation instead of the int3 trap (see [`Kernel::entry_shadowed`]): fast paths
    /// on, and an instruction whose emulation only moves ip on (the nop forms), at a site
    /// this preset will not optimize.
    fn entry_shadow_len(&self, idx: usize) -> Option<u8> {
        let p = &self.uprobes.probes[idx];
        let arch = p.arch.as_ref().ok()?;
        let nop = matches!(arch.ops, XolOps::Branch { opc1, offs: 0 } if opc1 != 0xe8 && !(0x70..=0x7f).contains(&opc1));
        let optimizable = arch.can_optimize && self.features.optimize != super::preset::OptDesign::None;
        (self.fast_paths && nop && !optimizable).then_some(arch.ilen)
    }

    /// A hit at a shadowed uprobe site: the int3 trap, delivered by the shadow's hook
    /// instead of the trap (a simulator fast path, not a kernel function). `handle_swbp`
    /// runs exactly as from the #BP hook, with rip after the int3; when it ends by
    /// emulating the nop (ip moved past the instruction), the shadow's `jmp` does that
    /// move, so the engine neither traps nor rewrites rip. The block hook counted the
    /// stub's one instruction where it would have counted the int3.
    ///
    /// # Differs from Linux
    /// Linux takes the #BP exception. Same registers, memory, events and counts.
    pub(super) fn entry_shadowed(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        let len = self.uprobes.by_vaddr.get(&addr).and_then(|&i| self.uprobes.probes[i].arch.as_ref().ok()).map(|a| u64::from(a.ilen));
        self.shadow_entry_hits += 1;
        cpu.set_reg(Reg::Rip, addr + 1);
        <Self as crate::cpu::TrapHandler>::interrupt(self, cpu, 3);
        if len.is_some_and(|len| cpu.reg(Reg::Rip) == addr + len) {
            cpu.set_reg(Reg::Rip, addr);
        } else if cpu.reg(Reg::Rip) == addr {
            // Retry at the site (the probe went away): run memory's code there. The
            // stub stood for the int3, which counts as run.
            cpu.unshadow(addr);
            cpu.account_insns(1);
        }
    }

    /// Models `set_orig_insn()`: write back the original first byte.
    fn set_orig_insn(&mut self, cpu: &mut dyn GuestCpu, idx: usize) {
        let p = &self.uprobes.probes[idx];
        let Ok(arch) = &p.arch else { return };
        let (vaddr, orig, insn, can_opt) = (p.vaddr, arch.insn[0], arch.insn, arch.can_optimize);
        let mut cur = [0u8; 1];
        if can_opt && self.is_optimized(cpu, vaddr) {
            self.update_ref_ctr(cpu, idx, -1);
            self.swbp_unoptimize(cpu, vaddr, &insn);
        } else if cpu.read(vaddr, &mut cur) && cur[0] == SWBP_INSN {
            self.update_ref_ctr(cpu, idx, -1);
            cpu.patch_code(vaddr, &[orig]);
        }
        self.uprobes.probes[idx].installed = false;
        let insn_no = cpu.insn_count();
        self.trace.emit(insn_no, vaddr, EventKind::Probe, || format!("set_orig_insn: restored {orig:02x}"));
    }

    /// Models `handle_swbp()` (6.18 order). Called from the #BP hook with rip = bp+1.
    pub(super) fn handle_swbp(&mut self, cpu: &mut dyn GuestCpu) {
        let bp = cpu.reg(Reg::Rip).wrapping_sub(1);
        let insn_no = cpu.insn_count();
        self.trace.emit(insn_no, bp, EventKind::Trap, || "#BP (int3) → handle_swbp".to_string());
        // The int3 trampoline (pre-6.11 and compat tasks).
        if !self.features.uretprobe_syscall && self.trampoline_vaddr() == Some(bp) {
            self.handle_int3_trampoline(cpu, bp);
            return;
        }
        let idx = match self.uprobes.by_vaddr.get(&bp) {
            Some(i) if self.uprobes.probes[*i].installed => *i,
            _ => {
                // No uprobe: a genuine int3 → SIGTRAP; else the probe went away → retry.
                let mut b = [0u8; 1];
                if self.mm.access_ok(bp, 1, |p| p.exec) && cpu.read(bp, &mut b) && b[0] == SWBP_INSN {
                    self.force_sig(cpu, SIGTRAP, bp, "int3 with no uprobe behind it");
                } else {
                    cpu.set_reg(Reg::Rip, bp);
                }
                return;
            }
        };
        // Handlers see ip at the probe address.
        cpu.set_reg(Reg::Rip, bp);
        self.handler_chain(cpu, idx, bp);
        if self.exit.is_some() {
            return;
        }
        // 6.18: try to turn a 5-byte nop into a call to the uprobe trampoline.
        self.arch_uprobe_optimize(cpu, idx, bp);
        // 6.18: a handler that changed ip skips the original instruction.
        if self.features.skip_on_ip_change && cpu.reg(Reg::Rip) != bp {
            return;
        }
        let Ok(arch) = &self.uprobes.probes[idx].arch else { return };
        let arch = std::rc::Rc::clone(arch);
        if self.arch_uprobe_skip_sstep(cpu, &arch, bp) {
            return;
        }
        self.pre_ssout(cpu, idx, &arch, bp);
    }

    /// Models `handler_chain()`: run every consumer newest first, then prepare a return
    /// instance if any consumer has a return handler and did not return REMOVE or IGNORE.
    pub(super) fn handler_chain(&mut self, cpu: &mut dyn GuestCpu, idx: usize, bp: u64) {
        let mut remove = true;
        let mut has_consumers = false;
        let mut want_ri = false;
        let mut sessions = Vec::new();
        for k in 0..self.uprobes.probes[idx].consumers.len() {
            let Some(&id) = self.uprobes.probes[idx].consumers.get(k) else { break };
            let insn_no = cpu.insn_count();
            let mut sh = self.shared.borrow_mut();
            let slot = &mut sh.consumers[id.0];
            let (has_h, has_r) = (slot.kind.handler, slot.kind.ret_handler);
            let mut rc = HandlerResult::Keep;
            if has_h {
                let mut ctx = ProbeContext { cpu: &mut *cpu, vaddr: bp, insn: insn_no };
                rc = slot.consumer.handler(&mut ctx);
                slot.hits += 1;
                drop(sh);
                self.trace.emit(insn_no, bp, EventKind::Handler, || {
                    format!("handler_chain: consumer #{} ran → {rc:?}", id.0)
                });
            }
            remove &= rc == HandlerResult::Remove;
            has_consumers = true;
            if !has_r || rc != HandlerResult::Keep {
                continue;
            }
            want_ri = true;
            if has_h {
                sessions.push((id, 0));
            }
        }
        if want_ri {
            self.prepare_uretprobe(cpu, idx, sessions);
        }
        if remove && has_consumers && !self.filter_chain(idx) {
            // unapply_uprobe(): remove the breakpoint from this mm only.
            self.set_orig_insn(cpu, idx);
        }
    }

    /// Models `arch_uprobe_skip_sstep()`: emulate branches, nops and pushes.
    fn arch_uprobe_skip_sstep(&mut self, cpu: &mut dyn GuestCpu, arch: &ArchUprobe, bp: u64) -> bool {
        let ilen = u64::from(arch.ilen);
        let (ok, what) = match arch.ops {
            XolOps::Branch { opc1, offs } => {
                let new_ip = bp.wrapping_add(ilen);
                if opc1 == 0xe8 {
                    if !self.emulate_push_stack(cpu, new_ip) {
                        return false;
                    }
                    cpu.set_reg(Reg::Rip, new_ip.wrapping_add(sign_extend(offs)));
                    (true, "call rel32 emulated (return address pushed)")
                } else {
                    // Only a jcc looks at the flags (reading them is not free).
                    let taken = !(0x70..=0x7f).contains(&opc1) || insn::check_jmp_cond(opc1, cpu.reg(Reg::Rflags));
                    let target = if taken { new_ip.wrapping_add(sign_extend(offs)) } else { new_ip };
                    cpu.set_reg(Reg::Rip, target);
                    let what = if offs == 0 && !(0x70..=0x7f).contains(&opc1) {
                        "nop emulated (ip += len)"
                    } else if taken {
                        "branch emulated (taken)"
                    } else {
                        "branch emulated (not taken)"
                    };
                    (true, what)
                }
            }
            XolOps::Push { reg } => {
                let val = cpu.reg(reg);
                if !self.emulate_push_stack(cpu, val) {
                    return false;
                }
                cpu.set_reg(Reg::Rip, bp.wrapping_add(ilen));
                (true, "push emulated")
            }
            XolOps::Default { .. } => (false, ""),
        };
        if ok {
            let insn_no = cpu.insn_count();
            let text = &arch.text;
            self.trace.emit(insn_no, bp, EventKind::Emulate, || format!("{what}: {text}"));
            self.note_post_state(cpu, bp);
            if cpu.tf_set() {
                self.force_sig(cpu, SIGTRAP, bp, "TF set after an emulated probed instruction");
            }
        }
        ok
    }

    /// Models `emulate_push_stack()`: `copy_to_user(sp-8)` then `sp -= 8`.
    fn emulate_push_stack(&mut self, cpu: &mut dyn GuestCpu, val: u64) -> bool {
        let new_sp = cpu.reg(Reg::Rsp).wrapping_sub(8);
        if !self.mm.access_ok(new_sp, 8, |p| p.write) || !cpu.write(new_sp, &val.to_le_bytes()) {
            return false;
        }
        cpu.set_reg(Reg::Rsp, new_sp);
        true
    }

    /// Models `get_xol_area()` / `__create_xol_area()`: one `--x` page named `[uprobes]`,
    /// slot 0 holding the return trampoline.
    pub(super) fn get_xol_area(&mut self, cpu: &mut dyn GuestCpu) -> Option<u64> {
        if let Some(a) = &self.uprobes.xol {
            return Some(a.vaddr);
        }
        let page = crate::loader::PAGE_SIZE;
        let vaddr = if self.mm.is_free(XOL_VADDR, XOL_VADDR + page) {
            XOL_VADDR
        } else {
            self.mm.unmapped_area_topdown(page)?
        };
        self.mm.map(cpu, vaddr, page, Prot::X, "[uprobes]").ok()?;
        cpu.patch_code(vaddr, self.trampoline_bytes());
        if self.fast_paths && self.features.uretprobe_syscall {
            // If the engine cannot, the trampoline just runs as it is.
            cpu.shadow(vaddr, &JMP_RSP_MINUS_8);
        }
        self.uprobes.xol = Some(XolArea { vaddr, bitmap: 1 });
        Some(vaddr)
    }

    /// Models `pre_ssout()` + `xol_get_insn_slot()` + `arch_uprobe_pre_xol()`.
    fn pre_ssout(&mut self, cpu: &mut dyn GuestCpu, idx: usize, arch: &ArchUprobe, bp: u64) {
        let Some(area) = self.get_xol_area(cpu) else {
            cpu.set_reg(Reg::Rip, bp); // retry, as the kernel does on failure
            return;
        };
        let Some(xol) = self.uprobes.xol.as_mut() else { return };
        let free = (!xol.bitmap).trailing_zeros();
        if free >= XOL_SLOTS {
            cpu.set_reg(Reg::Rip, bp);
            return;
        }
        xol.bitmap |= 1 << free;
        let slot = area + u64::from(free) * XOL_SLOT_BYTES;
        // arch_uprobe_copy_ixol(): all 16 bytes of ixol. Rewriting identical bytes would
        // only throw away translated code, so an unchanged slot is left as it is.
        let mut cur = [0u8; 16];
        if !cpu.read(slot, &mut cur) || cur != arch.ixol {
            cpu.patch_code(slot, &arch.ixol);
        }
        let ut = &mut self.uprobes.utask;
        ut.vaddr = bp;
        ut.xol_vaddr = slot;
        if let XolOps::Default { scratch: Some(r), .. } = arch.ops {
            ut.saved_scratch = cpu.reg(r);
            cpu.set_reg(r, bp.wrapping_add(u64::from(arch.ilen)));
        }
        cpu.set_reg(Reg::Rip, slot);
        let flags = cpu.reg(Reg::Rflags);
        ut.saved_tf = flags & 0x100 != 0;
        cpu.set_reg(Reg::Rflags, flags | 0x100);
        ut.active = Some(idx);
        ut.state = UtaskState::SingleStep;
        let insn_no = cpu.insn_count();
        let text = &arch.text;
        self.trace.emit(insn_no, bp, EventKind::XolStep, || {
            format!("pre_ssout: `{text}` copied to XOL slot {free} at {slot:#x}, TF set")
        });
    }

    /// Models `handle_singlestep()` for `UTASK_SSTEP_ACK` → `arch_uprobe_post_xol()`.
    /// Returns false when no single-step was active (a user #DB).
    pub(super) fn handle_singlestep(&mut self, cpu: &mut dyn GuestCpu) -> bool {
        let ut = self.uprobes.utask.clone();
        let (UtaskState::SingleStep, Some(idx)) = (ut.state, ut.active) else { return false };
        let Ok(arch) = self.uprobes.probes[idx].arch.clone() else { return false };
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
                    self.uprobes.utask.saved_tf = true;
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
        if !self.uprobes.utask.saved_tf {
            let f = cpu.reg(Reg::Rflags);
            cpu.set_reg(Reg::Rflags, f & !0x100);
        }
        self.finish_sstep(ut.xol_vaddr);
        self.note_post_state(cpu, ut.vaddr);
        let insn_no = cpu.insn_count();
        let new_ip = cpu.reg(Reg::Rip);
        self.trace.emit(insn_no, ut.vaddr, EventKind::SstepTrap, || {
            format!("#DB → handle_singlestep: arch_uprobe_post_xol fixed ip to {new_ip:#x}")
        });
        if send_sigtrap {
            self.force_sig(cpu, SIGTRAP, ut.vaddr, "user TF was set across the probed instruction");
        }
        true
    }

    /// Frees the slot and returns the utask to `UTASK_RUNNING`.
    fn finish_sstep(&mut self, slot: u64) {
        if let Some(xol) = self.uprobes.xol.as_mut() {
            let n = ((slot - xol.vaddr) / XOL_SLOT_BYTES) as u32;
            if n > 0 && n < XOL_SLOTS {
                xol.bitmap &= !(1 << n);
            }
        }
        let ut = &mut self.uprobes.utask;
        ut.state = UtaskState::Running;
        ut.active = None;
    }

    /// Models `uprobe_deny_signal()` + `arch_uprobe_abort_xol()`: a signal raised by
    /// the out-of-line instruction is delivered with ip back at the probe address.
    pub(super) fn abort_sstep_if_active(&mut self, cpu: &mut dyn GuestCpu) -> Option<u64> {
        let ut = self.uprobes.utask.clone();
        let (UtaskState::SingleStep, Some(idx)) = (ut.state, ut.active) else { return None };
        if let Ok(a) = &self.uprobes.probes[idx].arch {
            if let XolOps::Default { scratch: Some(r), .. } = a.ops {
                cpu.set_reg(r, ut.saved_scratch);
            }
        }
        cpu.set_reg(Reg::Rip, ut.vaddr);
        if !ut.saved_tf {
            let f = cpu.reg(Reg::Rflags);
            cpu.set_reg(Reg::Rflags, f & !0x100);
        }
        self.finish_sstep(ut.xol_vaddr);
        Some(ut.vaddr)
    }

    /// `sys_uretprobe` outside the trampoline, and `sys_uprobe` outside a
    /// `[uprobes-trampoline]` (6.18): the only behaviour before return probes and the
    /// nop5 optimization are modelled.
    pub(super) fn sys_uprobe_family(&mut self, cpu: &mut dyn GuestCpu, nr: u64, at: u64) -> Option<u64> {
        match nr {
            NR_URETPROBE if self.features.uretprobe_syscall => self.sys_uretprobe(cpu, at),
            NR_UPROBE if self.features.optimize != super::preset::OptDesign::None => self.sys_uprobe(cpu, at),
            _ => {
                *self.shared.borrow_mut().unknown_syscalls.entry(nr).or_insert(0) += 1;
                Some((-38i64) as u64) // -ENOSYS: not in this kernel's table
            }
        }
    }
}
