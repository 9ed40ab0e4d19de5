//! Writing and removing the breakpoint: `install_breakpoint()`, `set_swbp()`,
//! `set_orig_insn()`, `remove_breakpoint()` and the USDT semaphore's `update_ref_ctr()`
//! (`kernel/events/uprobes.c`).
//!
//! # Differs from Linux
//! - Code is patched in place in the one mm (Linux breaks copy-on-write on the file
//!   page in `uprobe_write_opcode()`); the file's bytes stay as they were, as in Linux.

use crate::abi::x86::UPROBE_SWBP_INSN;
use crate::cpu::GuestCpu;
use crate::trace::{EventKind, TraceEvent};

use super::super::Kernel;

impl Kernel {
    /// Models `install_breakpoint()`: the uprobe's instruction was accepted and a
    /// consumer wants this mm, so the int3 goes in (once).
    pub(crate) fn install_breakpoint(&mut self, cpu: &mut dyn GuestCpu, idx: usize) {
        if self.uprobes.probes[idx].arch.is_ok() && !self.uprobes.probes[idx].installed {
            self.set_swbp(cpu, idx);
        }
    }

    /// Models `valid_vma(vma, is_register)`, which `register_for_each_vma()` (through
    /// `build_map_info()`) and `uprobe_mmap()` ask of every VMA before a breakpoint goes
    /// into it: the VMA maps a file, has `VM_MAYEXEC` and neither `VM_HUGETLB` nor
    /// `VM_MAYSHARE`, and, when registering, no `VM_WRITE`. A VMA that fails is skipped
    /// without an error: the registration succeeds (the host's `perf_event_open` returns
    /// a descriptor) and nothing is written, so a probe in a writable data segment never
    /// fires and the guest's data stays as it is. A read-only data segment passes.
    ///
    /// # Differs from Linux
    /// - Every mapping of the executable's file is private and may be executable (the
    ///   file is on a mount without `noexec`); a VMA counts as the file's where the
    ///   image has file bytes at `vaddr` and the VMA is not a special one (`[stack]`,
    ///   `[heap]`, …). An anonymous mapping laid over the file's range with `MAP_FIXED`
    ///   still counts as the file's.
    /// - The uprobe is still analysed at registration (`alloc_uprobe()` here, where
    ///   Linux's `prepare_uprobe()` runs only for a valid VMA), so bytes that do not
    ///   decode in a skipped writable VMA are reported as refused.
    pub(crate) fn valid_vma(&self, vaddr: u64, is_register: bool) -> bool {
        let Some(vma) = self.mm.find(vaddr) else { return false };
        let file = (self.image.file_offset(vaddr).is_some() && !vma.name.starts_with('['))
            || vma.file.as_ref().is_some_and(|f| !f.shared);
        file && !(is_register && vma.prot.write)
    }

    /// Models `remove_breakpoint()` (and `unapply_uprobe()` for this mm).
    pub(crate) fn remove_breakpoint(&mut self, cpu: &mut dyn GuestCpu, idx: usize) {
        self.set_orig_insn(cpu, idx);
    }

    /// Models `update_ref_ctr()` / `__update_ref_ctr()`: add `delta` to the `short`
    /// semaphore, refusing to go negative.
    ///
    /// For a uprobe on another file than the program, the counter is in the file's
    /// writable mapping; while there is none (the loader maps a library's data after its
    /// text), an increment waits (`delayed_uprobe_add()`) for the mapping
    /// (`delayed_ref_ctr_inc()` from `uprobe_mmap()`), and a decrement drops the wait.
    pub(crate) fn update_ref_ctr(&mut self, cpu: &mut dyn GuestCpu, idx: usize, delta: i16) {
        if !self.has_ref_ctr(idx) {
            return;
        }
        match self.ref_ctr_vaddr(idx) {
            Some(addr) => {
                self.update_ref_ctr_at(cpu, idx, addr, delta);
                if delta < 0 {
                    self.delayed_uprobe_remove(idx);
                }
            }
            None if delta > 0 => self.delayed_uprobe_add(idx),
            None => self.delayed_uprobe_remove(idx),
        }
    }

    /// `__update_ref_ctr()` at `addr`.
    pub(crate) fn update_ref_ctr_at(&mut self, cpu: &mut dyn GuestCpu, idx: usize, addr: u64, delta: i16) {
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

    /// Models `set_swbp()` → `uprobe_write_opcode()`: write 0xCC over byte 0. The
    /// semaphore is raised right before the byte really changes. 6.18: a site that is
    /// already optimized (by another registration) is left alone.
    pub(crate) fn set_swbp(&mut self, cpu: &mut dyn GuestCpu, idx: usize) {
        let vaddr = self.uprobes.probes[idx].vaddr;
        let mut cur = [0u8; 1];
        if !cpu.read(vaddr, &mut cur) {
            return;
        }
        let optimized = self.should_optimize(idx) && self.is_optimized(cpu, vaddr);
        if cur[0] != UPROBE_SWBP_INSN && !optimized {
            self.update_ref_ctr(cpu, idx, 1);
            cpu.patch_code(vaddr, &[UPROBE_SWBP_INSN]);
        }
        self.uprobes.has_uprobes = true;
        self.uprobes.probes[idx].installed = true;
        let orig = cur[0];
        self.event(cpu, vaddr, EventKind::Probe, || TraceEvent::SetSwbp { orig });
        if !optimized {
            self.fastpath_breakpoint_set(cpu, idx);
        }
    }

    /// Models `set_orig_insn()`: write back the original first byte (6.18: an optimized
    /// site is unoptimized first, `swbp_unoptimize()`).
    pub(crate) fn set_orig_insn(&mut self, cpu: &mut dyn GuestCpu, idx: usize) {
        let p = &self.uprobes.probes[idx];
        let Ok(arch) = &p.arch else { return };
        let (vaddr, orig, insn, can_opt) = (p.vaddr, arch.insn[0], arch.insn, arch.can_optimize);
        let mut cur = [0u8; 1];
        if can_opt && self.is_optimized(cpu, vaddr) {
            self.update_ref_ctr(cpu, idx, -1);
            self.swbp_unoptimize(cpu, vaddr, &insn);
        } else if cpu.read(vaddr, &mut cur) && cur[0] == UPROBE_SWBP_INSN {
            self.update_ref_ctr(cpu, idx, -1);
            cpu.patch_code(vaddr, &[orig]);
        }
        self.uprobes.probes[idx].installed = false;
        self.event(cpu, vaddr, EventKind::Probe, || TraceEvent::SetOrigInsn { orig });
    }
}
