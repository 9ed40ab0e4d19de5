//! The XOL area: the `[uprobes]` page where probed instructions are single-stepped out
//! of line, and where slot 0 holds the uretprobe trampoline. Models `struct xol_area`,
//! `get_xol_area()`, `__create_xol_area()`, `xol_get_insn_slot()`,
//! `xol_free_insn_slot()` and `uprobe_get_trampoline_vaddr()`
//! (`kernel/events/uprobes.c`).
//!
//! # Differs from Linux
//! - One page of 32 slots of 128 bytes (`UPROBE_XOL_SLOT_BYTES`), as on x86-64. A
//!   thread that finds every slot taken sleeps until one is freed, as on `area->wq`
//!   (`pre_ssout()`); a lone thread (which cannot find them all taken) would retry
//!   the hit.

use crate::abi::mm::{PAGE_SIZE, TASK_SIZE, XOL_MAPPING_NAME};
use crate::cpu::{GuestCpu, Prot};

use super::super::arch::x86::insn::ArchUprobe;
use super::super::Kernel;

/// `UPROBE_XOL_SLOT_BYTES`.
pub const UPROBE_XOL_SLOT_BYTES: u64 = 128;
/// Slots in the one-page XOL area.
pub const XOL_SLOTS: u32 = (PAGE_SIZE / UPROBE_XOL_SLOT_BYTES) as u32;
/// Where the XOL area goes when the hint is free: `TASK_SIZE - PAGE_SIZE`.
pub const XOL_VADDR: u64 = TASK_SIZE - PAGE_SIZE;

/// Models `struct xol_area`.
#[derive(Clone, Debug)]
pub struct XolArea {
    /// Page address.
    pub vaddr: u64,
    /// Slot bitmap; bit 0 (the return trampoline) is always set.
    pub bitmap: u32,
    /// The CPU keys the slots' code by content
    /// ([`FastPathCpu::key_code_by_content`](crate::cpu::FastPathCpu::key_code_by_content)):
    /// a slot is rewritten with a plain write and each instruction stepped there keeps its
    /// translation (a simulator fast path; memory holds the same bytes either way).
    pub keyed: bool,
}

impl XolArea {
    /// An area at `vaddr` with only slot 0 (the trampoline) taken.
    pub fn new(vaddr: u64) -> XolArea {
        XolArea { vaddr, bitmap: 1, keyed: false }
    }
}

impl Kernel {
    /// Models `uprobe_get_trampoline_vaddr()`: slot 0 of the XOL area, once there is one.
    pub fn uprobe_get_trampoline_vaddr(&self) -> Option<u64> {
        self.uprobes.xol.as_ref().map(|a| a.vaddr)
    }

    /// Models `get_xol_area()` / `__create_xol_area()`: one `--x` page named `[uprobes]`
    /// at the hint if it is free (else the highest free page), slot 0 holding the
    /// uretprobe trampoline (`arch_uprobe_trampoline()`).
    #[inline]
    pub(crate) fn get_xol_area(&mut self, cpu: &mut dyn GuestCpu) -> Option<u64> {
        match &self.uprobes.xol {
            Some(a) => Some(a.vaddr),
            None => self.create_xol_area(cpu),
        }
    }

    /// [`Kernel::get_xol_area`] when there is no area yet (`__create_xol_area()` and
    /// its installation in the mm).
    #[cold]
    fn create_xol_area(&mut self, cpu: &mut dyn GuestCpu) -> Option<u64> {
        let vaddr = if self.mm.is_free(XOL_VADDR, XOL_VADDR + PAGE_SIZE) {
            XOL_VADDR
        } else {
            self.mm.unmapped_area_topdown(PAGE_SIZE)?
        };
        self.mm.map(cpu, vaddr, PAGE_SIZE, Prot::X, XOL_MAPPING_NAME).ok()?;
        cpu.patch_code(vaddr, self.arch_uprobe_trampoline().code);
        self.uprobes.xol = Some(XolArea::new(vaddr));
        self.fastpath_xol_created(cpu, vaddr);
        Some(vaddr)
    }

    /// Models `xol_get_insn_slot()` with `arch_uprobe_copy_ixol()`: take the lowest free
    /// slot and copy the instruction's `ixol` bytes there. Returns the slot's address
    /// and index.
    pub(crate) fn xol_get_insn_slot(&mut self, cpu: &mut dyn GuestCpu, arch: &ArchUprobe) -> Option<(u64, u32)> {
        let area = self.get_xol_area(cpu)?;
        let xol = self.uprobes.xol.as_mut()?;
        let free = (!xol.bitmap).trailing_zeros();
        if free >= XOL_SLOTS {
            return None;
        }
        xol.bitmap |= 1 << free;
        let slot = area + u64::from(free) * UPROBE_XOL_SLOT_BYTES;
        // All 16 bytes of ixol. Rewriting identical bytes would only throw away
        // translated code, so an unchanged slot is left as it is. The first slot
        // rewritten with another instruction has the CPU key the slots by content
        // (slots 1 on: slot 0 holds the trampoline, which may be shadowed); from then on
        // a plain write keeps every translation. Until then nothing pays for keys: one
        // instruction stepped over and over (uprobe-ret) runs as before.
        let mut cur = [0u8; 16];
        if !cpu.read(slot, &mut cur) || cur != arch.ixol {
            if !xol.keyed && self.fast.enabled && cur != [0; 16] {
                xol.keyed = cpu.key_code_by_content(area + UPROBE_XOL_SLOT_BYTES, area + PAGE_SIZE);
            }
            if xol.keyed {
                cpu.write(slot, &arch.ixol);
            } else {
                cpu.patch_code(slot, &arch.ixol);
            }
        }
        Some((slot, free))
    }

    /// Models `xol_free_insn_slot()`: the slot at `slot` is free again (slot 0, the
    /// trampoline, never is).
    pub(crate) fn xol_free_insn_slot(&mut self, slot: u64) {
        if let Some(xol) = self.uprobes.xol.as_mut() {
            let n = slot.wrapping_sub(xol.vaddr) / UPROBE_XOL_SLOT_BYTES;
            if n > 0 && n < u64::from(XOL_SLOTS) {
                xol.bitmap &= !(1 << n);
                self.wake_xol_waiters();
            }
        }
    }
}
