//! The address space: models the VMA list of `struct mm_struct` (mm/mmap.c) closely
//! enough for brk, anonymous mmap/munmap/mprotect, permission checks of
//! `copy_to_user`/`copy_from_user`, and `/proc/PID/maps`-style listings.
//!
//! # Differs from Linux
//! - No merging of adjacent anonymous VMAs with equal permissions.
//! - No stack growth: the whole 8 MiB stack is mapped up front.

use std::collections::BTreeMap;

use crate::abi::errno::{EBADF, EEXIST, EINVAL, ENODEV, ENOMEM};
use crate::abi::flags::{MAP_ANONYMOUS, MAP_FIXED, MAP_FIXED_NOREPLACE};
use crate::abi::mm::{page_down, page_up, PAGE_SIZE, TASK_SIZE};
use crate::cpu::{CpuError, GuestCpu, Prot};

use super::{neg, Kernel};

/// One mapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vma {
    /// First byte.
    pub start: u64,
    /// One past the last byte.
    pub end: u64,
    /// Permissions.
    pub prot: Prot,
    /// `/proc/PID/maps` name: a path, `[stack]`, `[heap]`, `[uprobes]`, or empty.
    pub name: String,
}

/// The VMA list plus brk state.
#[derive(Clone, Debug, Default)]
pub struct Mm {
    vmas: BTreeMap<u64, Vma>,
    /// Start of the heap (`mm->start_brk`).
    pub start_brk: u64,
    /// Current break (`mm->brk`).
    pub brk: u64,
    /// Top of the top-down mmap area.
    pub mmap_base: u64,
    /// The last VMA `access_ok` found, (start, end, prot); cleared on any change.
    last: std::cell::Cell<Option<(u64, u64, Prot)>>,
}

impl Mm {
    /// The VMA containing `addr`.
    pub fn find(&self, addr: u64) -> Option<&Vma> {
        self.vmas.range(..=addr).next_back().map(|(_, v)| v).filter(|v| addr < v.end)
    }

    /// Keeps only the VMAs for which `keep` is true (no engine change: for copies).
    pub fn retain(&mut self, keep: impl Fn(&Vma) -> bool) {
        self.last.set(None);
        self.vmas.retain(|_, v| keep(v));
    }

    /// Records a VMA (no engine change: for copies).
    pub fn insert(&mut self, v: Vma) {
        self.last.set(None);
        self.vmas.insert(v.start, v);
    }

    /// Every VMA, by address.
    pub fn vmas(&self) -> impl Iterator<Item = &Vma> {
        self.vmas.values()
    }

    /// True when no VMA intersects `[start, end)`.
    pub fn is_free(&self, start: u64, end: u64) -> bool {
        start < end && end <= TASK_SIZE && self.vmas.values().all(|v| v.end <= start || v.start >= end)
    }

    /// Whether every byte of `[addr, addr+len)` is mapped with a permission satisfying `ok`.
    pub fn access_ok(&self, addr: u64, len: u64, ok: impl Fn(Prot) -> bool) -> bool {
        let Some(end) = addr.checked_add(len) else { return false };
        // Fast path: the last VMA found (almost always the stack on the hot paths).
        if let Some((s, e, p)) = self.last.get() {
            if s <= addr && end <= e {
                return ok(p);
            }
        }
        if let Some(v) = self.find(addr) {
            if end <= v.end {
                self.last.set(Some((v.start, v.end, v.prot)));
                return ok(v.prot);
            }
        }
        let mut at = addr;
        while at < end {
            match self.find(at) {
                Some(v) if ok(v.prot) => at = v.end,
                _ => return false,
            }
        }
        true
    }

    /// Maps `[start, start+len)` (page aligned, free) in the CPU and records it.
    pub fn map(
        &mut self,
        cpu: &mut dyn GuestCpu,
        start: u64,
        len: u64,
        prot: Prot,
        name: &str,
    ) -> Result<(), CpuError> {
        self.last.set(None);
        cpu.map(start, len, prot)?;
        self.vmas.insert(start, Vma { start, end: start + len, prot, name: name.to_string() });
        Ok(())
    }

    /// Like [`Mm::map`], backed by host memory the CPU owns (see `GuestCpu::map_host`).
    pub fn map_host(
        &mut self,
        cpu: &mut dyn GuestCpu,
        start: u64,
        len: u64,
        prot: Prot,
        name: &str,
    ) -> Result<(), CpuError> {
        self.last.set(None);
        cpu.map_host(start, len, prot)?;
        self.vmas.insert(start, Vma { start, end: start + len, prot, name: name.to_string() });
        Ok(())
    }

    /// Splits VMAs so that `at` is a boundary.
    fn split_at(&mut self, at: u64) {
        let Some(v) = self.find(at).cloned() else { return };
        if v.start == at {
            return;
        }
        self.vmas.insert(v.start, Vma { end: at, ..v.clone() });
        self.vmas.insert(at, Vma { start: at, ..v });
    }

    /// Unmaps every page in `[start, end)`; unmapped holes are fine (as munmap).
    pub fn unmap(&mut self, cpu: &mut dyn GuestCpu, start: u64, end: u64) -> Result<(), CpuError> {
        self.last.set(None);
        self.split_at(start);
        self.split_at(end);
        let keys: Vec<u64> = self.vmas.range(start..end).map(|(k, _)| *k).collect();
        for k in keys {
            if let Some(v) = self.vmas.remove(&k) {
                cpu.unmap(v.start, v.end - v.start)?;
            }
        }
        Ok(())
    }

    /// Changes permissions of `[start, end)`; every page must be mapped (else ENOMEM).
    pub fn protect(&mut self, cpu: &mut dyn GuestCpu, start: u64, end: u64, prot: Prot) -> Result<bool, CpuError> {
        self.last.set(None);
        if !self.access_ok(start, end - start, |_| true) {
            return Ok(false);
        }
        self.split_at(start);
        self.split_at(end);
        let keys: Vec<u64> = self.vmas.range(start..end).map(|(k, _)| *k).collect();
        for k in keys {
            if let Some(v) = self.vmas.get_mut(&k) {
                v.prot = prot;
                cpu.protect(v.start, v.end - v.start, prot)?;
            }
        }
        Ok(true)
    }

    /// Top-down search for `len` free bytes below `mmap_base` (`vm_unmapped_area`
    /// with `VM_UNMAPPED_AREA_TOPDOWN`).
    pub fn unmapped_area_topdown(&self, len: u64) -> Option<u64> {
        let mut top = self.mmap_base;
        for v in self.vmas.values().rev() {
            if v.start >= top {
                continue;
            }
            if v.end <= top.checked_sub(len)? {
                return Some(page_down(top - len));
            }
            top = top.min(v.start);
        }
        top.checked_sub(len).filter(|a| *a >= 0x10000).map(page_down)
    }

    /// The free gaps `[start, end)` between VMAs, lowest first, within `[0, TASK_SIZE)`.
    fn gaps(&self) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        let mut prev = 0;
        for v in self.vmas.values() {
            if v.start > prev {
                out.push((prev, v.start));
            }
            prev = prev.max(v.end);
        }
        if prev < TASK_SIZE {
            out.push((prev, TASK_SIZE));
        }
        out
    }

    /// Models `vm_unmapped_area()` bottom-up: the lowest page-aligned free range of
    /// `len` bytes with `start >= low` and `end <= high`.
    pub fn unmapped_area_in(&self, len: u64, low: u64, high: u64) -> Option<u64> {
        self.gaps().into_iter().find_map(|(gs, ge)| {
            let start = page_up(gs.max(low));
            (start.checked_add(len)? <= ge.min(high)).then_some(start)
        })
    }

    /// Models `vm_unmapped_area()` with `VM_UNMAPPED_AREA_TOPDOWN`: the highest
    /// page-aligned free range of `len` bytes with `start >= low` and `end <= high`.
    pub fn unmapped_area_topdown_in(&self, len: u64, low: u64, high: u64) -> Option<u64> {
        self.gaps().into_iter().rev().find_map(|(gs, ge)| {
            let start = page_down(ge.min(high).checked_sub(len)?);
            (start >= gs.max(low)).then_some(start)
        })
    }

    /// Renders the map like `/proc/PID/maps` (without device and inode columns).
    pub fn render(&self) -> String {
        let mut out = String::new();
        for v in self.vmas.values() {
            out.push_str(&format!("{:012x}-{:012x} {}p {}\n", v.start, v.end, v.prot, v.name));
        }
        out
    }
}

/// Page-aligned length helper for syscalls.
pub fn page_len(len: u64) -> Option<u64> {
    if len == 0 {
        None
    } else {
        Some(page_up(len)).filter(|l| *l >= len && *l % PAGE_SIZE == 0)
    }
}

impl Kernel {
    /// `copy_from_user()`: `len` bytes at `addr` if the mm allows reading them all (at
    /// most 1 GiB).
    pub(crate) fn copy_from_user(&self, cpu: &dyn GuestCpu, addr: u64, len: u64) -> Option<Vec<u8>> {
        if len > (1 << 30) || !self.mm.access_ok(addr, len, |p| p.read) {
            return None;
        }
        let mut buf = vec![0u8; usize::try_from(len).ok()?];
        cpu.read(addr, &mut buf).then_some(buf)
    }

    /// `copy_from_user()` of a fixed-size block, without allocating (hot paths).
    pub(crate) fn read_user<const N: usize>(&self, cpu: &dyn GuestCpu, addr: u64) -> Option<[u8; N]> {
        if !self.mm.access_ok(addr, N as u64, |p| p.read) {
            return None;
        }
        let mut buf = [0u8; N];
        cpu.read(addr, &mut buf).then_some(buf)
    }

    /// `copy_to_user()`: false if the mm does not allow writing every byte.
    pub(crate) fn copy_to_user(&self, cpu: &mut dyn GuestCpu, addr: u64, data: &[u8]) -> bool {
        self.mm.access_ok(addr, data.len() as u64, |p| p.write) && cpu.write(addr, data)
    }

    /// `brk(addr)`: grows or shrinks `[heap]`; returns the (possibly unchanged) break.
    pub(crate) fn sys_brk(&mut self, cpu: &mut dyn GuestCpu, want: u64) -> u64 {
        let cur = self.mm.brk;
        if want < self.mm.start_brk {
            return cur;
        }
        let (old_top, new_top) = (page_up(cur), page_up(want));
        if new_top > old_top {
            if !self.mm.is_free(old_top, new_top)
                || self.mm.map(cpu, old_top, new_top - old_top, Prot::RW, "[heap]").is_err()
            {
                return cur;
            }
        } else if new_top < old_top && self.mm.unmap(cpu, new_top, old_top).is_err() {
            return cur;
        }
        self.mm.brk = want;
        want
    }

    /// `mmap(addr, len, prot, flags, fd, off)`: anonymous mappings only.
    ///
    /// # Differs from Linux
    /// File mappings are refused with -ENODEV (-EBADF for fd -1 without
    /// `MAP_ANONYMOUS`).
    pub(crate) fn sys_mmap(
        &mut self,
        cpu: &mut dyn GuestCpu,
        addr: u64,
        len: u64,
        prot: u64,
        flags: u64,
        fd: u64,
    ) -> u64 {
        if flags & MAP_ANONYMOUS == 0 {
            return neg(if fd as i64 == -1 { EBADF } else { ENODEV });
        }
        let Some(len) = page_len(len) else { return neg(EINVAL) };
        let fixed = flags & (MAP_FIXED | MAP_FIXED_NOREPLACE) != 0;
        if !addr.is_multiple_of(PAGE_SIZE) && fixed {
            return neg(EINVAL);
        }
        let start = if fixed {
            if !self.mm.is_free(addr, addr.saturating_add(len)) {
                if flags & MAP_FIXED_NOREPLACE != 0 {
                    return neg(EEXIST);
                }
                if self.mm.unmap(cpu, addr, addr + len).is_err() {
                    return neg(ENOMEM);
                }
            }
            addr
        } else if addr != 0 && addr.is_multiple_of(PAGE_SIZE) && self.mm.is_free(addr, addr.saturating_add(len)) {
            addr
        } else {
            match self.mm.unmapped_area_topdown(len) {
                Some(a) => a,
                None => return neg(ENOMEM),
            }
        };
        match self.mm.map(cpu, start, len, Prot::from_linux(prot), "") {
            Ok(()) => start,
            Err(_) => neg(ENOMEM),
        }
    }

    /// `mprotect(addr, len, prot)`.
    pub(crate) fn sys_mprotect(&mut self, cpu: &mut dyn GuestCpu, addr: u64, len: u64, prot: u64) -> u64 {
        if !addr.is_multiple_of(PAGE_SIZE) {
            return neg(EINVAL);
        }
        let end = addr.saturating_add(page_up(len));
        match self.mm.protect(cpu, addr, end, Prot::from_linux(prot)) {
            Ok(true) => 0,
            Ok(false) | Err(_) => neg(ENOMEM),
        }
    }

    /// `munmap(addr, len)`. The XOL page is a special mapping the program may unmap.
    pub(crate) fn sys_munmap(&mut self, cpu: &mut dyn GuestCpu, addr: u64, len: u64) -> u64 {
        if !addr.is_multiple_of(PAGE_SIZE) || len == 0 {
            return neg(EINVAL);
        }
        let end = addr.saturating_add(page_up(len));
        match self.mm.unmap(cpu, addr, end) {
            Ok(()) => 0,
            Err(_) => neg(EINVAL),
        }
    }
}
