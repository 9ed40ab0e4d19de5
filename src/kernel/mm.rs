//! The address space: models the VMA list of `struct mm_struct` (mm/mmap.c) closely
//! enough for brk, anonymous mmap/munmap/mprotect, permission checks of
//! `copy_to_user`/`copy_from_user`, `mremap`, `madvise`, and `/proc/PID/maps`-style
//! listings.
//!
//! Every operation on the list costs O(log n) in the number of VMAs (a `BTreeMap` by
//! start address: a lookup, a split and a free-range check are each a range query).
//!
//! Committed memory is accounted per process as `mm->data_vm` is: every writable
//! private mapping (anonymous memory, the heap, the stack, an ELF data segment) counts
//! while it is writable, and a mapping, growth or `mprotect` that would take it past
//! the run's limit (`KernelConfig::mem_limit`, default 4 GiB) is -ENOMEM, as
//! `may_expand_vm()` refuses past `RLIMIT_DATA`. So whether a guest's large `mmap`
//! works depends on that limit only, never on the host's memory or its overcommit
//! settings (host pages are reserved with `MAP_NORESERVE` and cost nothing untouched).
//! The number of VMAs is limited as `sysctl_max_map_count` limits it (65530).
//!
//! # Differs from Linux
//! - No merging of adjacent anonymous VMAs with equal permissions, but for the growths
//!   Linux makes by expanding a VMA (`brk`, an `mremap` growing in place): those extend
//!   the VMA.
//! - No stack growth: the whole 8 MiB stack is mapped up front.
//! - The limit is the run's, not `RLIMIT_DATA` (see `Kernel::vm_enough_memory`);
//!   the stack counts; the special mappings never do.

use std::collections::BTreeMap;

use crate::abi::errno::{EACCES, EBADF, EEXIST, EFAULT, EINVAL, ENODEV, ENOMEM};
use crate::abi::flags::{MAP_ANONYMOUS, MAP_FIXED, MAP_FIXED_NOREPLACE, MAP_SHARED, MAP_SHARED_VALIDATE};
use crate::abi::mm::{page_down, page_up, PAGE_SIZE, TASK_SIZE, TRAMPOLINE_MAPPING_NAME, XOL_MAPPING_NAME};
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
    /// The file behind it (`vma->vm_file`, `vma->vm_pgoff`), for a file mapping.
    pub file: Option<VmaFile>,
}

/// What a file mapping maps: `vma->vm_file` (as the identity `uprobe_mmap()` compares:
/// the inode) and `vma->vm_pgoff` (in bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VmaFile {
    /// The file's identity: its canonical host path, or `overlay:` and the guest path
    /// for a file that lives only in the overlay.
    pub id: std::rc::Rc<str>,
    /// The file offset of the VMA's first byte.
    pub pgoff: u64,
    /// `MAP_SHARED` (`VM_MAYSHARE`): `valid_vma()` refuses it.
    pub shared: bool,
    /// `st_dev` and `st_ino`, as `/proc/PID/maps` prints them.
    pub dev: u64,
    /// `st_ino`.
    pub ino: u64,
    /// Where the file's bytes are read again from (`MADV_DONTNEED` drops a private
    /// mapping's copies, and the file shows through again).
    pub contents: FileContents,
}

/// The bytes behind a file mapping.
#[derive(Clone)]
pub enum FileContents {
    /// An open file's inode (a file the guest mapped with `mmap`).
    Inode(super::fs::view::InodeRef),
    /// The whole file, as exec read it (an executable or interpreter).
    Bytes(crate::cpu::FileBytes),
}

/// The bytes [`Mm::map_file`] writes into a new mapping.
#[derive(Clone, Copy, Debug)]
pub enum MapBytes<'a> {
    /// These, copied.
    Copy(&'a [u8]),
    /// `bytes[from..from + len]` of a file that stays shared (an executable).
    Shared(&'a crate::cpu::FileBytes, usize, usize),
    /// At most `len` bytes of a host file from offset `from` (to the file's end, or as
    /// far as the host reads): the file's own pages where the CPU maps them (pages the
    /// guest cannot write, [`CpuCore::map_file_pages`]), read straight into the mapping
    /// where it does not.
    ///
    /// [`CpuCore::map_file_pages`]: crate::cpu::CpuCore::map_file_pages
    Host(&'a std::sync::Arc<std::fs::File>, u64, u64),
}

/// The bytes a file mapping of [`Kernel::sys_mmap`] starts with.
enum MmapBytes {
    /// These (a file that lives in the overlay, in memory).
    Data(Vec<u8>),
    /// The host file, open, and how many bytes to read from the mapping's offset.
    Host(std::sync::Arc<std::fs::File>, u64),
}

/// Writes `n` bytes of the host `file` from `from` at `start`: the whole pages that
/// hold a byte of the file now mapped from it (see [`MapBytes::Host`]), the rest read.
/// The last mapped page shows the file's bytes past `n`, as Linux shows them.
fn write_host_file(cpu: &mut dyn GuestCpu, start: u64, n: u64, file: &std::sync::Arc<std::fs::File>, from: u64) {
    let now = file.metadata().map_or(0, |m| m.len());
    // A page wholly past the file's end now would be the host's SIGBUS when touched.
    let mapped = n.next_multiple_of(PAGE_SIZE).min(now.saturating_sub(from).next_multiple_of(PAGE_SIZE));
    let mapped = if from.is_multiple_of(PAGE_SIZE)
        && start.is_multiple_of(PAGE_SIZE)
        && mapped > 0
        && cpu.map_file_pages(start, mapped as usize, file, from)
    {
        mapped.min(n)
    } else {
        0
    };
    if mapped < n {
        let at = from + mapped;
        cpu.fill(start + mapped, (n - mapped) as usize, &mut |buf| crate::cpu::read_file_at(file, at, buf));
    }
}

impl FileContents {
    /// Up to `len` bytes from `offset` (fewer at the file's end).
    pub fn read(&self, offset: u64, len: u64) -> Vec<u8> {
        match self {
            FileContents::Inode(i) => {
                let i = i.borrow();
                let mut out = Vec::new();
                while (out.len() as u64) < len {
                    match i.read_at(offset + out.len() as u64, len - out.len() as u64) {
                        Ok(chunk) if !chunk.is_empty() => out.extend_from_slice(&chunk),
                        _ => break,
                    }
                }
                out
            }
            FileContents::Bytes(b) => {
                let start = usize::try_from(offset).unwrap_or(usize::MAX).min(b.len());
                let end = start.saturating_add(usize::try_from(len).unwrap_or(usize::MAX)).min(b.len());
                b[start..end].to_vec()
            }
        }
    }
}

impl std::fmt::Debug for FileContents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FileContents::Inode(_) => "Inode",
            FileContents::Bytes(_) => "Bytes",
        })
    }
}

/// Two handles are equal when they are the same file's (the identity in
/// [`VmaFile::id`] says which; the handle only reads it).
impl PartialEq for FileContents {
    fn eq(&self, _: &FileContents) -> bool {
        true
    }
}

impl Eq for FileContents {}

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
    /// The VMAs lookups found lately ([`VmaCache`]); emptied by every change of the list.
    vmacache: VmaCache,
    /// Bytes of the VMAs that are charged (see [`charged`]): `mm->data_vm`.
    committed: u64,
}

/// One entry of a [`VmaCache`]: a VMA's `[start, end)` and permissions.
#[derive(Clone, Copy, Debug)]
struct CachedVma {
    /// First byte.
    start: u64,
    /// One past the last byte (at most `start`: an empty entry).
    end: u64,
    /// Permissions.
    prot: Prot,
    /// Whether it is the `[uprobes-trampoline]` special mapping (what
    /// `vma_is_special_mapping()` asks of it on the optimized probe path).
    tramp: bool,
}

impl CachedVma {
    /// The entry for `v`.
    fn of(v: &Vma) -> CachedVma {
        CachedVma { start: v.start, end: v.end, prot: v.prot, tramp: v.name == TRAMPOLINE_MAPPING_NAME }
    }
}

/// An empty [`CachedVma`]: it holds no address.
const NO_VMA: CachedVma = CachedVma { start: 1, end: 0, prot: Prot::NONE, tramp: false };

/// Entries of a [`VmaCache`] (`VMACACHE_SIZE`).
const VMACACHE_SIZE: usize = 4;

/// The VMAs lookups found lately: models the per-task VMA cache of Linux before 6.1
/// (`struct vmacache`, `vmacache_find()`, `vmacache_update()`, `vmacache_invalidate()`
/// in mm/vmacache.c): [`VMACACHE_SIZE`] entries, the one for an address chosen by its
/// page number (`VMACACHE_HASH()`), all of them searched from that one on.
///
/// # Differs from Linux
/// - One cache per mm (the process's threads share it), not one per task.
/// - An invalidation empties the entries (Linux bumps `mm->vmacache_seqnum`, and a
///   task whose number differs flushes its own at its next lookup).
/// - Since 6.1 Linux has no such cache (`find_vma()` walks the maple tree each time);
///   a lookup's result is the same either way, and nothing observable depends on the
///   cache.
#[derive(Clone, Debug)]
struct VmaCache([std::cell::Cell<CachedVma>; VMACACHE_SIZE]);

impl Default for VmaCache {
    fn default() -> VmaCache {
        VmaCache(std::array::from_fn(|_| std::cell::Cell::new(NO_VMA)))
    }
}

impl VmaCache {
    /// `VMACACHE_HASH()`: the entry for `addr`.
    #[inline]
    fn hash(addr: u64) -> usize {
        (addr / PAGE_SIZE) as usize % VMACACHE_SIZE
    }

    /// Models `vmacache_find()`: the cached VMA holding `addr`, searched from its own
    /// entry on.
    #[inline]
    fn find(&self, addr: u64) -> Option<CachedVma> {
        let idx = Self::hash(addr);
        let v = self.0[idx].get();
        if v.start <= addr && addr < v.end {
            return Some(v);
        }
        self.find_after(addr, idx)
    }

    /// [`VmaCache::find`] in the entries after `idx` (wrapping around).
    #[inline(never)]
    fn find_after(&self, addr: u64, idx: usize) -> Option<CachedVma> {
        (1..VMACACHE_SIZE).map(|i| self.0[(idx + i) % VMACACHE_SIZE].get()).find(|v| v.start <= addr && addr < v.end)
    }

    /// Models `vmacache_update()`: `v` was found for `addr`.
    #[inline]
    fn update(&self, addr: u64, v: CachedVma) {
        self.0[Self::hash(addr)].set(v);
    }

    /// Models `vmacache_invalidate()`: the VMA list changed.
    #[inline]
    fn invalidate(&self) {
        for e in &self.0 {
            e.set(NO_VMA);
        }
    }
}

/// The most VMAs an mm holds (`DEFAULT_MAX_MAP_COUNT`, the default of
/// `vm.max_map_count`): a split or a new mapping past it is -ENOMEM.
pub const MAX_MAP_COUNT: usize = 65530;

/// The most bytes one file mapping may copy in (the `mmap` system call; see the
/// known differences).
pub const MAX_FILE_MAPPING: u64 = 1 << 30;

/// The bytes `v` charges to the commit (`VM_ACCOUNT`): a writable private mapping that
/// is not one of the kernel's special mappings.
fn charged(v: &Vma) -> u64 {
    if v.prot.write && v.name != XOL_MAPPING_NAME && v.name != TRAMPOLINE_MAPPING_NAME {
        v.end - v.start
    } else {
        0
    }
}

impl Mm {
    /// Records `v` (replacing the VMA at its start, if any), keeping the charge.
    fn put(&mut self, v: Vma) {
        self.vmacache.invalidate();
        self.committed += charged(&v);
        if let Some(old) = self.vmas.insert(v.start, v) {
            self.committed -= charged(&old);
        }
    }

    /// Forgets the VMA starting at `start`, keeping the charge.
    fn take(&mut self, start: u64) -> Option<Vma> {
        self.vmacache.invalidate();
        let v = self.vmas.remove(&start)?;
        self.committed -= charged(&v);
        Some(v)
    }

    /// The bytes this mm charges to the commit (its writable private mappings).
    pub fn committed(&self) -> u64 {
        self.committed
    }

    /// How many VMAs there are (`mm->map_count`).
    pub fn map_count(&self) -> usize {
        self.vmas.len()
    }

    /// The VMA containing `addr`: models `vma_lookup()` (`find_vma()` with the VMA's
    /// start checked), the VMA cache first (`vmacache_find()`).
    #[inline]
    pub fn find(&self, addr: u64) -> Option<&Vma> {
        match self.vmacache.find(addr) {
            Some(c) => self.vmas.get(&c.start),
            None => self.find_uncached(addr),
        }
    }

    /// [`Mm::find`] past the cache: the list searched, the cache updated.
    #[inline(never)]
    fn find_uncached(&self, addr: u64) -> Option<&Vma> {
        let v = self.vmas.range(..=addr).next_back().map(|(_, v)| v).filter(|v| addr < v.end)?;
        self.vmacache.update(addr, CachedVma::of(v));
        Some(v)
    }

    /// The bounds and permissions of the VMA containing `addr` ([`Mm::find`] without
    /// the VMA itself: a hit in the cache needs no search at all).
    #[inline]
    fn find_bounds(&self, addr: u64) -> Option<CachedVma> {
        self.vmacache.find(addr).or_else(|| self.find_uncached(addr).map(CachedVma::of))
    }

    /// Whether `addr` lies in a `[uprobes-trampoline]` mapping: models `vma_lookup()`
    /// then `vma_is_special_mapping(vma, &tramp_mapping)`, from the cache when it holds
    /// the VMA (no search, no name compared).
    #[inline]
    pub fn in_trampoline_mapping(&self, addr: u64) -> bool {
        self.find_bounds(addr).is_some_and(|v| v.tramp)
    }

    /// Keeps only the VMAs for which `keep` is true (no engine change: for copies).
    pub fn retain(&mut self, keep: impl Fn(&Vma) -> bool) {
        self.vmacache.invalidate();
        self.vmas.retain(|_, v| keep(v));
        self.committed = self.vmas.values().map(charged).sum();
    }

    /// Records a VMA (no engine change: for copies).
    pub fn insert(&mut self, v: Vma) {
        self.put(v);
    }

    /// Every VMA, by address.
    pub fn vmas(&self) -> impl Iterator<Item = &Vma> {
        self.vmas.values()
    }

    /// True when no VMA intersects `[start, end)`.
    pub fn is_free(&self, start: u64, end: u64) -> bool {
        // The last VMA starting below `end` is the only one that can reach `start`.
        start < end && end <= TASK_SIZE && self.vmas.range(..end).next_back().is_none_or(|(_, v)| v.end <= start)
    }

    /// Whether every byte of `[addr, addr+len)` is mapped with a permission satisfying `ok`.
    #[inline]
    pub fn access_ok(&self, addr: u64, len: u64, ok: impl Fn(Prot) -> bool) -> bool {
        let Some(end) = addr.checked_add(len) else { return false };
        // Fast path: one VMA holds it all (almost always the stack on the hot paths).
        if let Some(v) = self.vmacache.find(addr) {
            if end <= v.end {
                return ok(v.prot);
            }
        }
        self.access_ok_walk(addr, end, &ok)
    }

    /// The permissions of the one VMA that holds all of `[addr, addr+len)`, if one does
    /// (`None` also when the range spans VMAs: [`Mm::access_ok`] walks them). A read
    /// and a write of the same user word check their VMA once with it.
    #[inline]
    pub fn prot_within(&self, addr: u64, len: u64) -> Option<Prot> {
        let end = addr.checked_add(len)?;
        self.find_bounds(addr).filter(|v| end <= v.end).map(|v| v.prot)
    }

    /// [`Mm::access_ok`] of `[addr, end)` VMA by VMA.
    #[inline(never)]
    fn access_ok_walk(&self, addr: u64, end: u64, ok: &dyn Fn(Prot) -> bool) -> bool {
        if let Some(v) = self.find_bounds(addr) {
            if end <= v.end {
                return ok(v.prot);
            }
        }
        let mut at = addr;
        while at < end {
            match self.find_bounds(at) {
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
        cpu.map(start, len, prot)?;
        self.put(Vma { start, end: start + len, prot, name: name.to_string(), file: None });
        Ok(())
    }

    /// [`Mm::map`] of a file: the VMA carries the file and the offset, and the bytes
    /// (`data`, the file from that offset; zeros past it) are written in: the file's own
    /// pages where the CPU maps a host file's (`MapBytes::Host`), as `mmap_region()` maps
    /// the file.
    ///
    /// # Differs from Linux
    /// Pages of a host file the guest can write, or that the CPU does not map, are copies
    /// made now. A host file truncated under the pages the CPU maps stops the simulator
    /// with the host's SIGBUS at the next touch, where Linux sends the guest SIGBUS.
    pub fn map_file(
        &mut self,
        cpu: &mut dyn GuestCpu,
        (start, len): (u64, u64),
        prot: Prot,
        (name, file, data): (&str, VmaFile, MapBytes<'_>),
    ) -> Result<(), CpuError> {
        cpu.map(start, len, prot)?;
        match data {
            MapBytes::Copy(data) if !data.is_empty() => {
                cpu.write(start, &data[..data.len().min(len as usize)]);
            }
            MapBytes::Shared(all, from, n) if n > 0 => {
                cpu.write_file(start, all, from, n.min(len as usize));
            }
            MapBytes::Host(file, from, n) if n > 0 => write_host_file(cpu, start, n.min(len), file, from),
            _ => {}
        }
        self.put(Vma { start, end: start + len, prot, name: name.to_string(), file: Some(file) });
        Ok(())
    }

    /// Like [`Mm::map`], backed by host memory the CPU owns (see `FastPathCpu::map_host`).
    pub fn map_host(
        &mut self,
        cpu: &mut dyn GuestCpu,
        start: u64,
        len: u64,
        prot: Prot,
        name: &str,
    ) -> Result<(), CpuError> {
        cpu.map_host(start, len, prot)?;
        self.put(Vma { start, end: start + len, prot, name: name.to_string(), file: None });
        Ok(())
    }

    /// Extends the VMA that ends at `end` by `grow` bytes (free, page aligned) in place,
    /// as `vma_expand()` does for a growth that Linux merges into the VMA (a `brk` or an
    /// `mremap` growing in place): one VMA, not two. False if no VMA ends there.
    pub fn grow_vma(&mut self, cpu: &mut dyn GuestCpu, end: u64, grow: u64) -> Result<bool, CpuError> {
        let Some(v) = end.checked_sub(1).and_then(|last| self.find(last)).filter(|v| v.end == end).cloned() else {
            return Ok(false);
        };
        cpu.map(end, grow, v.prot)?;
        self.put(Vma { end: end + grow, ..v });
        Ok(true)
    }

    /// The VMAs that overlap `[start, end)`, by address (a range query, not a walk).
    pub fn vmas_in(&self, start: u64, end: u64) -> impl Iterator<Item = &Vma> {
        let first = self.find(start).filter(|v| v.start < start);
        first.into_iter().chain(self.vmas.range(start..end).map(|(_, v)| v))
    }

    /// Gives the VMA at `start` the file `file` (a moved file mapping keeps its file).
    pub fn set_file(&mut self, start: u64, file: Option<VmaFile>) {
        if let Some(v) = self.vmas.get_mut(&start) {
            v.file = file;
        }
    }

    /// Splits VMAs so that `at` is a boundary.
    fn split_at(&mut self, at: u64) {
        let Some(v) = self.find(at).cloned() else { return };
        if v.start == at {
            return;
        }
        self.put(Vma { end: at, ..v.clone() });
        let file = v.file.clone().map(|f| VmaFile { pgoff: f.pgoff + (at - v.start), ..f });
        self.put(Vma { start: at, file, ..v });
    }

    /// How many VMAs splitting at `start` and `end` would add.
    fn splits(&self, start: u64, end: u64) -> usize {
        [start, end].iter().filter(|&&at| self.find(at).is_some_and(|v| v.start != at)).count()
    }

    /// Whether the split and the `added` new VMAs that an operation on `[start, end)`
    /// makes stay within [`MAX_MAP_COUNT`] (`mm->map_count >= sysctl_max_map_count` is
    /// -ENOMEM in `split_vma()`).
    pub fn may_add(&self, start: u64, end: u64, added: usize) -> bool {
        self.vmas.len() + self.splits(start, end) + added <= MAX_MAP_COUNT
    }

    /// Unmaps every page in `[start, end)`; unmapped holes are fine (as munmap).
    pub fn unmap(&mut self, cpu: &mut dyn GuestCpu, start: u64, end: u64) -> Result<(), CpuError> {
        self.split_at(start);
        self.split_at(end);
        let keys: Vec<u64> = self.vmas.range(start..end).map(|(k, _)| *k).collect();
        for k in keys {
            if let Some(v) = self.take(k) {
                cpu.unmap(v.start, v.end - v.start)?;
            }
        }
        Ok(())
    }

    /// Changes permissions of `[start, end)`; every page must be mapped (else ENOMEM).
    pub fn protect(&mut self, cpu: &mut dyn GuestCpu, start: u64, end: u64, prot: Prot) -> Result<bool, CpuError> {
        if !self.access_ok(start, end - start, |_| true) {
            return Ok(false);
        }
        self.split_at(start);
        self.split_at(end);
        let keys: Vec<u64> = self.vmas.range(start..end).map(|(k, _)| *k).collect();
        for k in keys {
            if let Some(v) = self.take(k) {
                let v = Vma { prot, ..v };
                let r = cpu.protect(v.start, v.end - v.start, prot);
                self.put(v);
                r?;
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
    /// Whether this process may commit `extra` more bytes: models `may_expand_vm()`'s
    /// `RLIMIT_DATA` check (`mm->data_vm + npages > rlimit(RLIMIT_DATA)` is -ENOMEM)
    /// with the run's limit (`KernelConfig::mem_limit`) as the limit.
    ///
    /// # Differs from Linux
    /// - The limit is the run's setting, not the process's `RLIMIT_DATA` (which
    ///   `getrlimit` reports as Linux's default, unlimited), so that the host's memory
    ///   and ulimits never decide a guest's result.
    /// - The stack counts too (Linux leaves `VM_STACK` out of `data_vm`).
    pub(crate) fn vm_enough_memory(&self, extra: u64) -> bool {
        self.mm.committed().saturating_add(extra) <= self.shared.borrow().mem_limit
    }

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

    /// The heap grows from `old_top` to `new_top`: `[heap]` is extended (`do_brk_flags()`
    /// expands the brk VMA), or made at the first growth.
    fn brk_grow(&mut self, cpu: &mut dyn GuestCpu, old_top: u64, new_top: u64) -> bool {
        let heap_ends_here = old_top
            .checked_sub(1)
            .and_then(|last| self.mm.find(last))
            .is_some_and(|v| v.end == old_top && v.name == "[heap]");
        if heap_ends_here {
            matches!(self.mm.grow_vma(cpu, old_top, new_top - old_top), Ok(true))
        } else {
            self.mm.map(cpu, old_top, new_top - old_top, Prot::RW, "[heap]").is_ok()
        }
    }

    /// `brk(addr)`: grows or shrinks `[heap]`; returns the (possibly unchanged) break,
    /// unchanged also past the commit limit or the map count.
    pub(crate) fn sys_brk(&mut self, cpu: &mut dyn GuestCpu, want: u64) -> u64 {
        let cur = self.mm.brk;
        if want < self.mm.start_brk {
            return cur;
        }
        let (old_top, new_top) = (page_up(cur), page_up(want));
        if new_top > old_top {
            if !self.mm.is_free(old_top, new_top)
                || !self.vm_enough_memory(new_top - old_top)
                || !self.mm.may_add(old_top, new_top, 1)
                || !self.brk_grow(cpu, old_top, new_top)
            {
                return cur;
            }
        } else if new_top < old_top
            && (!self.mm.may_add(new_top, old_top, 0) || self.mm.unmap(cpu, new_top, old_top).is_err())
        {
            return cur;
        }
        self.mm.brk = want;
        want
    }

    /// `mmap(unsigned long addr, unsigned long len, unsigned long prot, unsigned long
    /// flags, unsigned long fd, unsigned long off)`. `off` must be page aligned
    /// (-EINVAL); the fd is looked up as `unsigned int` (`fget()`). A writable mapping
    /// past the commit limit, or one more VMA than [`MAX_MAP_COUNT`], is -ENOMEM
    /// (`mmap_region()`: `accountable_mapping()` → `security_vm_enough_memory_mm()`, the
    /// map count check).
    ///
    /// A file mapping (models `do_mmap()` with a file, then `uprobe_mmap()` on the new
    /// VMA): the fd must be a regular file open for reading (-EACCES; a pipe, directory
    /// or `/dev/null` is -ENODEV), and `MAP_SHARED` with `PROT_WRITE` needs it open for
    /// writing (-EACCES). The VMA is named by the file's path and remembers the file and
    /// offset, so that the uprobes registered on the file are installed in it.
    ///
    /// # Differs from Linux
    /// - A file mapping is a copy of the file's bytes at the time of the `mmap` (a
    ///   private mapping is one anyway until the file changes); a writable
    ///   `MAP_SHARED` mapping of a file is -ENODEV, and a read-only one does not see
    ///   later writes to the file. `MADV_DONTNEED` on a private file mapping reads the
    ///   file again, as Linux drops the private copies.
    /// - The bytes are read when the mapping is made, not page by page as they are
    ///   touched: at most [`MAX_FILE_MAPPING`] bytes of a file can be mapped in one call
    ///   (-ENOMEM past it). Pages past the file's end read as zeros (Linux: SIGBUS).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn sys_mmap(
        &mut self,
        cpu: &mut dyn GuestCpu,
        addr: u64,
        len: u64,
        prot: u64,
        flags: u64,
        fd: u64,
        off: u64,
    ) -> u64 {
        if !off.is_multiple_of(PAGE_SIZE) {
            return neg(EINVAL);
        }
        let Some(plen) = page_len(len) else { return neg(EINVAL) };
        let file = if flags & MAP_ANONYMOUS == 0 {
            match self.mmap_file_of(fd, flags, prot, off, plen) {
                Ok(f) => Some(f),
                Err(e) => return neg(e),
            }
        } else {
            None
        };
        let len = plen;
        let fixed = flags & (MAP_FIXED | MAP_FIXED_NOREPLACE) != 0;
        if !addr.is_multiple_of(PAGE_SIZE) && fixed {
            return neg(EINVAL);
        }
        let prot = Prot::from_linux(prot);
        if (prot.write && !self.vm_enough_memory(len)) || self.mm.map_count() > MAX_MAP_COUNT {
            // do_mmap(): `mm->map_count > sysctl_max_map_count`; mmap_region(): the charge.
            return neg(ENOMEM);
        }
        let start = if fixed {
            if !self.mm.is_free(addr, addr.saturating_add(len)) {
                if flags & MAP_FIXED_NOREPLACE != 0 {
                    return neg(EEXIST);
                }
                self.uprobe_munmap(cpu, addr, addr + len);
                if self.mm.unmap(cpu, addr, addr + len).is_err() {
                    return neg(ENOMEM);
                }
            }
            addr
        } else {
            match self.get_unmapped_area(addr, len, flags, file.as_ref().map(|_| off)) {
                Some(a) => a,
                None => return neg(ENOMEM),
            }
        };
        let mapped = match file {
            None => self.mm.map(cpu, start, len, prot, ""),
            Some((name, vf, MmapBytes::Data(data))) => {
                self.mm.map_file(cpu, (start, len), prot, (&name, vf, MapBytes::Copy(&data)))
            }
            Some((name, vf, MmapBytes::Host(f, n))) => {
                self.mm.map_file(cpu, (start, len), prot, (&name, vf, MapBytes::Host(&f, off, n)))
            }
        };
        match mapped {
            Ok(()) => {
                self.uprobe_mmap(cpu, start, start + len);
                start
            }
            Err(_) => neg(ENOMEM),
        }
    }

    /// Models `__get_unmapped_area()` for a mapping that is not `MAP_FIXED`: `len` bytes
    /// (page multiple) at hint `addr`, of a file at offset `file_off` or anonymous. A
    /// regular file's search is `thp_get_unmapped_area()` (ext4's
    /// `get_unmapped_area`), and so is an anonymous private mapping's
    /// (`thp_get_unmapped_area_vmflags()`): 6.12+ only with no hint and a length that is
    /// a multiple of `PMD_SIZE`, earlier for any. The rest is
    /// [`Kernel::plain_unmapped_area`]. `None`: no room (-ENOMEM).
    ///
    /// # Differs from Linux
    /// Every file is searched as ext4's are: a tmpfs file (`shmem_get_unmapped_area()`)
    /// is THP-aligned natively only with `huge=`. An anonymous mapping's offset is taken
    /// as 0 in every preset (6.12+ sets it so).
    fn get_unmapped_area(&self, addr: u64, len: u64, flags: u64, file_off: Option<u64>) -> Option<u64> {
        let limited = self.features.thp_align_limited;
        let thp_off = match file_off {
            Some(off) => Some(off),
            None if flags & MAP_SHARED != 0 => None,
            None if limited && (addr != 0 || !len.is_multiple_of(PMD_SIZE)) => None,
            None => Some(0),
        };
        thp_off
            .and_then(|off| self.thp_unmapped_area(addr, len, off, limited))
            .or_else(|| self.plain_unmapped_area(addr, len))
    }

    /// Models `__thp_get_unmapped_area()` with `PMD_SIZE` in a top-down mm: room for
    /// `len + PMD_SIZE` bytes, then the start moved up to where file offset `off` is
    /// `PMD_SIZE`-aligned (a whole `PMD_SIZE` up when it already was: 96204e153626).
    /// With `keep_hint` (6.13+), a hint the search got is kept. `None` when the range
    /// holds no whole aligned `PMD_SIZE` block or the padded search fails (the caller
    /// then searches without padding).
    fn thp_unmapped_area(&self, addr: u64, len: u64, off: u64, keep_hint: bool) -> Option<u64> {
        let off_end = off.checked_add(len)?;
        let off_align = off.checked_next_multiple_of(PMD_SIZE)?;
        if off_end <= off_align || off_end - off_align < PMD_SIZE {
            return None;
        }
        let len_pad = len.checked_add(PMD_SIZE)?;
        off.checked_add(len_pad)?;
        let ret = self.plain_unmapped_area(addr, len_pad)?;
        if keep_hint && ret == addr {
            return Some(addr);
        }
        let off_sub = off.wrapping_sub(ret) & (PMD_SIZE - 1);
        Some(if off_sub == 0 { ret + PMD_SIZE } else { ret + off_sub })
    }

    /// Models `arch_get_unmapped_area_topdown()`: the hint `addr` when `len` bytes there
    /// are free, else the top-down search ([`Mm::unmapped_area_topdown`]).
    ///
    /// # Differs from Linux
    /// A hint that is not page-aligned is not used (Linux rounds it down).
    fn plain_unmapped_area(&self, addr: u64, len: u64) -> Option<u64> {
        if addr != 0 && addr.is_multiple_of(PAGE_SIZE) && self.mm.is_free(addr, addr.saturating_add(len)) {
            return Some(addr);
        }
        self.mm.unmapped_area_topdown(len)
    }

    /// The file side of [`Kernel::sys_mmap`]: the name, the VMA's file and the bytes a
    /// mapping of `len` bytes of `fd` from `off` holds, or the errno `do_mmap()` gives.
    fn mmap_file_of(
        &self,
        fd: u64,
        flags: u64,
        prot: u64,
        off: u64,
        len: u64,
    ) -> Result<(String, VmaFile, MmapBytes), i64> {
        use super::fs::file::FileKind;
        use crate::abi::fs::{O_ACCMODE, O_RDWR, O_WRONLY};
        let file = self.fs.files.get(fd as u32 as i32).map_err(|_| EBADF)?;
        let file = file.borrow();
        let FileKind::Regular(inode_ref) = &file.kind else { return Err(ENODEV) };
        let inode = inode_ref;
        let acc = file.flags & O_ACCMODE;
        if acc == O_WRONLY {
            return Err(EACCES);
        }
        let shared = flags & MAP_SHARED_VALIDATE == MAP_SHARED || flags & MAP_SHARED_VALIDATE == MAP_SHARED_VALIDATE;
        let want_write = prot & 0x2 != 0;
        if shared && want_write {
            return Err(if acc == O_RDWR { ENODEV } else { EACCES });
        }
        if len > MAX_FILE_MAPPING {
            return Err(ENOMEM);
        }
        let inode = inode.borrow();
        // A host file's bytes are read into the mapping once it is made (opened here, so
        // that a file the host refuses is this call's error, as a read of it was).
        let data = match &inode.lower {
            Some((host, size)) => {
                let f = std::fs::File::open(host).map_err(|e| super::fs::view::host_errno(&e))?;
                MmapBytes::Host(std::sync::Arc::new(f), len.min(size.saturating_sub(off)))
            }
            None => MmapBytes::Data(inode.read_at(off, len)?),
        };
        let sh = self.shared.borrow();
        let (id, name): (std::rc::Rc<str>, String) = match &inode.lower {
            Some((host, _)) => {
                (host.to_string_lossy().into(), sh.view.guest_path_of(host).unwrap_or_else(|| file.path.clone()))
            }
            None => (format!("overlay:{}", file.path).into(), file.path.clone()),
        };
        let contents = FileContents::Inode(inode_ref.clone());
        let vf = VmaFile { id, pgoff: off, shared, dev: super::fs::view::VIEW_DEV, ino: inode.ino, contents };
        Ok((name, vf, data))
    }

    /// `mprotect(unsigned long start, size_t len, unsigned long prot)`: prot bits other
    /// than read, write, exec, `PROT_SEM`, `PROT_GROWSDOWN` and `PROT_GROWSUP` are -EINVAL;
    /// a split past [`MAX_MAP_COUNT`] VMAs, or making pages writable past the commit
    /// limit, is -ENOMEM (`mprotect_fixup()`).
    /// an access a special mapping may not get is -EACCES ([`special_mapping_refuses`]).
    pub(crate) fn sys_mprotect(&mut self, cpu: &mut dyn GuestCpu, addr: u64, len: u64, prot: u64) -> u64 {
        const PROT_VALID: u64 = 0x1 | 0x2 | 0x4 | 0x8 | 0x0100_0000 | 0x0200_0000;
        if !addr.is_multiple_of(PAGE_SIZE) || prot & !PROT_VALID != 0 {
            return neg(EINVAL);
        }
        let end = addr.saturating_add(page_up(len));
        if self
            .mm
            .vmas
            .range(..end)
            .rev()
            .take_while(|(_, v)| v.end > addr)
            .any(|(_, v)| special_mapping_refuses(v, prot))
        {
            return neg(EACCES);
        }
        let prot = Prot::from_linux(prot);
        if end > addr && !self.mm.may_add(addr, end, 0) {
            return neg(ENOMEM);
        }
        if prot.write {
            // What making the range writable would newly charge (`mprotect_fixup()`).
            let newly: u64 = self
                .mm
                .vmas
                .range(..end)
                .rev()
                .take_while(|(_, v)| v.end > addr)
                .filter(|(_, v)| !v.prot.write)
                .map(|(_, v)| v.end.min(end) - v.start.max(addr))
                .sum();
            if newly > 0 && !self.vm_enough_memory(newly) {
                return neg(ENOMEM);
            }
        }
        match self.mm.protect(cpu, addr, end, prot) {
            Ok(true) => 0,
            Ok(false) | Err(_) => neg(ENOMEM),
        }
    }

    /// `munmap(addr, len)`. The XOL page is a special mapping the program may unmap. A
    /// split that would pass [`MAX_MAP_COUNT`] VMAs is -ENOMEM.
    pub(crate) fn sys_munmap(&mut self, cpu: &mut dyn GuestCpu, addr: u64, len: u64) -> u64 {
        if !addr.is_multiple_of(PAGE_SIZE) || len == 0 {
            return neg(EINVAL);
        }
        let end = addr.saturating_add(page_up(len));
        let inside = self.mm.find(addr).is_some_and(|v| v.start < addr && end < v.end);
        if inside && self.mm.map_count() >= MAX_MAP_COUNT {
            // do_vmi_align_munmap(): splitting one VMA in two needs one more.
            return neg(ENOMEM);
        }
        self.uprobe_munmap(cpu, addr, end);
        match self.mm.unmap(cpu, addr, end) {
            Ok(()) => 0,
            Err(_) => neg(EINVAL),
        }
    }
}

// mremap(2) and madvise(2) flags (`include/uapi/linux/mman.h`,
// `include/uapi/asm-generic/mman-common.h`).
/// `PMD_SIZE` on x86-64: a transparent huge page.
const PMD_SIZE: u64 = 2 << 20;
const MREMAP_MAYMOVE: u64 = 1;
const MREMAP_FIXED: u64 = 2;
const MREMAP_DONTUNMAP: u64 = 4;
const MADV_DONTNEED: i32 = 4;
const MADV_REMOVE: i32 = 9;

/// Whether `behavior` is one `madvise_behavior_valid()` accepts (6.12: no guard regions;
/// `MADV_HWPOISON`/`MADV_SOFT_OFFLINE` left out, as without `CONFIG_MEMORY_FAILURE`).
fn madvise_behavior_valid(behavior: i32) -> bool {
    matches!(behavior, 0..=4 | 8..=25)
}

/// Whether a VMA is anonymous memory (mmap'ed without a file, the heap or the stack), as
/// opposed to an ELF segment (a private file mapping) or a special mapping.
fn is_anon(v: &Vma) -> bool {
    v.name.is_empty() || v.name == "[heap]" || v.name == "[stack]"
}

/// Whether `mprotect(prot)` of special mapping `v` is refused: `do_mprotect_pkey()`
/// gives -EACCES when the new flags ask for an access whose `VM_MAY*` bit the VMA lacks
/// (`(newflags & ~(newflags >> 4)) & VM_ACCESS_FLAGS`). The XOL page
/// (`xol_add_vma()`: `VM_EXEC | VM_MAYEXEC | VM_DONTCOPY | VM_IO`) may only become
/// `PROT_EXEC` or `PROT_NONE`; the 6.18 trampoline page (`VM_READ | VM_EXEC |
/// VM_MAYREAD | VM_MAYEXEC | …`) also `PROT_READ`; neither may become writable
/// (checked against the real kernel, 6.18).
///
/// # Differs from Linux
///
/// Linux walks the range VMA by VMA and stops at the refused one, leaving the VMAs
/// before it changed; here a range with a refused VMA changes nothing.
fn special_mapping_refuses(v: &Vma, prot: u64) -> bool {
    const PROT_READ: u64 = 1;
    const PROT_WRITE: u64 = 2;
    let denied = if v.name == crate::abi::mm::XOL_MAPPING_NAME {
        PROT_READ | PROT_WRITE
    } else if v.name == crate::abi::mm::TRAMPOLINE_MAPPING_NAME {
        PROT_WRITE
    } else {
        return false;
    };
    prot & denied != 0
}

/// Whether a VMA is one of the kernel's special mappings (`VM_DONTEXPAND`).
fn is_special(v: &Vma) -> bool {
    v.name == crate::abi::mm::XOL_MAPPING_NAME || v.name == crate::abi::mm::TRAMPOLINE_MAPPING_NAME
}

impl Kernel {
    /// Copies `len` bytes of guest memory from `from` to `to` (both mapped, `to` fresh
    /// zero pages), in chunks; zero chunks are not written, so untouched pages stay
    /// untouched.
    fn move_bytes(cpu: &mut dyn GuestCpu, from: u64, to: u64, len: u64, exec: bool) -> bool {
        const CHUNK: u64 = 1 << 20;
        let mut buf = vec![0u8; CHUNK.min(len) as usize];
        let mut off = 0;
        while off < len {
            let n = CHUNK.min(len - off) as usize;
            if !cpu.read(from + off, &mut buf[..n]) {
                return false;
            }
            if buf[..n].iter().all(|b| *b == 0) {
                // The new pages are zero already: writing would only make the host back them.
                off += n as u64;
                continue;
            }
            let ok = if exec { cpu.patch_code(to + off, &buf[..n]) } else { cpu.write(to + off, &buf[..n]) };
            if !ok {
                return false;
            }
            off += n as u64;
        }
        true
    }

    /// Zeroes `[start, end)` of guest memory (dropping translations if executable); in
    /// code, chunks already zero are not written.
    fn zero_range(cpu: &mut dyn GuestCpu, start: u64, end: u64, exec: bool) {
        if !exec {
            // Data: the pages are given back, never read (an 8 MiB thread stack that
            // glibc's thread exit advises away is a few resident pages).
            cpu.zero(start, end - start);
            return;
        }
        const CHUNK: u64 = 1 << 20;
        let zeros = vec![0u8; CHUNK.min(end - start) as usize];
        let mut now = zeros.clone();
        let mut at = start;
        while at < end {
            let n = CHUNK.min(end - at) as usize;
            if cpu.read(at, &mut now[..n]) && now[..n] == zeros[..n] {
                // Zero already (untouched pages among them): left as they are.
                at += n as u64;
                continue;
            }
            if exec {
                cpu.patch_code(at, &zeros[..n]);
            } else {
                cpu.write(at, &zeros[..n]);
            }
            at += n as u64;
        }
    }

    /// Models `move_vma()`: maps `[new, new+new_len)` like the VMA `v`'s `[addr,
    /// addr+old_len)`, copies its pages, and unmaps the old range (unless
    /// `MREMAP_DONTUNMAP`, `keep`, which leaves it mapped and empty).
    fn move_vma(
        &mut self,
        cpu: &mut dyn GuestCpu,
        v: &Vma,
        (addr, old_len): (u64, u64),
        (new, new_len): (u64, u64),
        keep: bool,
    ) -> u64 {
        if self.mm.map(cpu, new, new_len, v.prot, &v.name).is_err() {
            return neg(ENOMEM);
        }
        self.mm.set_file(new, v.file.clone().map(|f| VmaFile { pgoff: f.pgoff + (addr - v.start), ..f }));
        let n = old_len.min(new_len);
        if !Self::move_bytes(cpu, addr, new, n, v.prot.exec) {
            return neg(ENOMEM);
        }
        self.uprobe_munmap(cpu, addr, addr + old_len);
        if keep {
            Self::zero_range(cpu, addr, addr + old_len, v.prot.exec);
        } else if self.mm.unmap(cpu, addr, addr + old_len).is_err() {
            return neg(ENOMEM);
        }
        self.uprobe_mmap(cpu, new, new + new_len);
        new
    }

    /// `mremap(unsigned long addr, unsigned long old_len, unsigned long new_len,
    /// unsigned long flags, unsigned long new_addr)`, as `mm/mremap.c` does it (6.12):
    /// flags checked first (`MREMAP_FIXED` needs `MREMAP_MAYMOVE`, `MREMAP_DONTUNMAP`
    /// needs it and equal lengths), lengths page-rounded, a shrink unmaps the tail in
    /// place, a growth at the end of its VMA extends it if the pages after it are free,
    /// else with `MREMAP_MAYMOVE` the VMA moves to a new top-down address (or
    /// `new_addr` with `MREMAP_FIXED`, replacing what is there; the two ranges must not
    /// overlap), else -ENOMEM. The old range must lie in one VMA (-EFAULT). A growth of
    /// a writable mapping past the commit limit is -ENOMEM (`vma_to_resize()`), as is the
    /// copy `MREMAP_DONTUNMAP` leaves (`move_vma()`).
    ///
    /// # Differs from Linux
    /// - VMAs are never merged, so a range that Linux would see as one merged VMA (two
    ///   adjacent `mmap`s with the same protection) is -EFAULT here.
    /// - Moving is a copy of the pages (Linux moves the page tables).
    /// - The `[uprobes]` and trampoline pages cannot be moved (-EINVAL) or grown
    ///   (-EFAULT, `VM_DONTEXPAND`), so the kernel's idea of where they are stays true.
    pub(crate) fn sys_mremap(
        &mut self,
        cpu: &mut dyn GuestCpu,
        addr: u64,
        old_len: u64,
        new_len: u64,
        flags: u64,
        new_addr: u64,
    ) -> u64 {
        if flags & !(MREMAP_FIXED | MREMAP_MAYMOVE | MREMAP_DONTUNMAP) != 0 {
            return neg(EINVAL);
        }
        if flags & MREMAP_FIXED != 0 && flags & MREMAP_MAYMOVE == 0 {
            return neg(EINVAL);
        }
        if flags & MREMAP_DONTUNMAP != 0 && (flags & MREMAP_MAYMOVE == 0 || old_len != new_len) {
            return neg(EINVAL);
        }
        if !addr.is_multiple_of(PAGE_SIZE) {
            return neg(EINVAL);
        }
        let (old_len, new_len) = (page_up(old_len), page_up(new_len));
        if new_len == 0 || old_len == 0 {
            // old_len 0 duplicates a shared mapping; every mapping here is private.
            return neg(EINVAL);
        }
        if flags & (MREMAP_FIXED | MREMAP_DONTUNMAP) != 0 {
            return self.mremap_to(cpu, addr, old_len, new_len, flags, new_addr);
        }
        if old_len >= new_len {
            if old_len > new_len && self.mm.unmap(cpu, addr + new_len, addr + old_len).is_err() {
                return neg(ENOMEM);
            }
            return addr;
        }
        let v = match self.vma_to_resize(addr, old_len, new_len) {
            Ok(v) => v,
            Err(e) => return neg(e),
        };
        let end = addr + old_len;
        let grow = new_len - old_len;
        if v.prot.write && !self.vm_enough_memory(grow) {
            // vma_to_resize(): the growth is charged.
            return neg(ENOMEM);
        }
        if end == v.end && self.mm.is_free(end, end.saturating_add(grow)) {
            // vma_expand(): the VMA itself grows (a later mremap finds one VMA).
            if !matches!(self.mm.grow_vma(cpu, end, grow), Ok(true)) {
                return neg(ENOMEM);
            }
            return addr;
        }
        if flags & MREMAP_MAYMOVE == 0 {
            return neg(ENOMEM);
        }
        if is_special(&v) {
            return neg(EINVAL);
        }
        let Some(new) = self.mm.unmapped_area_topdown(new_len) else { return neg(ENOMEM) };
        self.move_vma(cpu, &v, (addr, old_len), (new, new_len), false)
    }

    /// Models `vma_to_resize()`: the VMA holding all of `[addr, addr+old_len)`
    /// (-EFAULT if none or it ends before), not growable if special.
    fn vma_to_resize(&self, addr: u64, old_len: u64, new_len: u64) -> Result<Vma, i64> {
        let v = self.mm.find(addr).cloned().ok_or(EFAULT)?;
        if old_len > v.end - addr {
            return Err(EFAULT);
        }
        if new_len > old_len && is_special(&v) {
            return Err(EFAULT);
        }
        Ok(v)
    }

    /// Models `mremap_to()`: the move to `new_addr` (`MREMAP_FIXED`) or, with
    /// `MREMAP_DONTUNMAP` alone, to a new address.
    fn mremap_to(
        &mut self,
        cpu: &mut dyn GuestCpu,
        addr: u64,
        old_len: u64,
        new_len: u64,
        flags: u64,
        new_addr: u64,
    ) -> u64 {
        let fixed = flags & MREMAP_FIXED != 0;
        if fixed {
            if !new_addr.is_multiple_of(PAGE_SIZE) {
                return neg(EINVAL);
            }
            if new_len > TASK_SIZE || new_addr > TASK_SIZE - new_len {
                return neg(EINVAL);
            }
            if addr + old_len > new_addr && new_addr + new_len > addr {
                return neg(EINVAL);
            }
        }
        let v = match self.vma_to_resize(addr, old_len.min(new_len), new_len) {
            Ok(v) => v,
            Err(e) => return neg(e),
        };
        if is_special(&v) {
            return neg(EINVAL);
        }
        let keep = flags & MREMAP_DONTUNMAP != 0;
        let charge = if keep { new_len } else { new_len.saturating_sub(old_len) };
        if v.prot.write && !self.vm_enough_memory(charge) {
            // vma_to_resize() charges a growth, move_vma() the copy MREMAP_DONTUNMAP keeps.
            return neg(ENOMEM);
        }
        if fixed && self.mm.unmap(cpu, new_addr, new_addr + new_len).is_err() {
            return neg(ENOMEM);
        }
        let mut old_len = old_len;
        if old_len > new_len {
            if self.mm.unmap(cpu, addr + new_len, addr + old_len).is_err() {
                return neg(ENOMEM);
            }
            old_len = new_len;
        }
        let new = if fixed {
            new_addr
        } else {
            match self.mm.unmapped_area_topdown(new_len) {
                Some(a) => a,
                None => return neg(ENOMEM),
            }
        };
        self.move_vma(cpu, &v, (addr, old_len), (new, new_len), flags & MREMAP_DONTUNMAP != 0)
    }

    /// `madvise(unsigned long start, size_t len_in, int behavior)`, as `mm/madvise.c`
    /// checks it: an unknown behaviour or an unaligned start is -EINVAL, a zero length
    /// 0; a hole in the range is -ENOMEM (after the advice is applied to the rest).
    /// `MADV_DONTNEED` empties private anonymous pages (they read as zero afterwards);
    /// `MADV_REMOVE` is -EACCES (every mapping here is private); every other valid
    /// advice is accepted and changes nothing observable.
    ///
    /// # Differs from Linux
    /// - `MADV_DONTNEED` on a private file mapping (an ELF segment) leaves it as it is;
    ///   Linux drops its copied pages, so it reads the file's bytes again.
    /// - `MADV_FREE`d pages keep their contents (Linux frees them only under memory
    ///   pressure); `MADV_WIPEONFORK` is not applied at fork.
    pub(crate) fn sys_madvise(&mut self, cpu: &mut dyn GuestCpu, start: u64, len: u64, behavior: u64) -> u64 {
        let behavior = behavior as i32;
        if !madvise_behavior_valid(behavior) || !start.is_multiple_of(PAGE_SIZE) {
            return neg(EINVAL);
        }
        let Some(end) = start.checked_add(page_up(len)).filter(|e| len == 0 || *e > start) else {
            return neg(EINVAL);
        };
        if end == start {
            return 0;
        }
        let mut at = start;
        let mut hole = false;
        while at < end {
            let Some(v) = self.mm.find(at).cloned() else {
                hole = true;
                match self.mm.vmas.range(at..end).next() {
                    Some((k, _)) => {
                        at = *k;
                        continue;
                    }
                    None => break,
                }
            };
            let stop = v.end.min(end);
            if behavior == MADV_REMOVE {
                return neg(EACCES);
            }
            if behavior == MADV_DONTNEED && is_anon(&v) {
                Self::zero_range(cpu, at, stop, v.prot.exec);
            } else if let Some(f) = v.file.as_ref().filter(|f| behavior == MADV_DONTNEED && !f.shared) {
                // The private copies go; the file shows through again (zeros past its
                // end). A breakpoint written in the page goes with them, as on Linux.
                let mut bytes = f.contents.read(f.pgoff + (at - v.start), stop - at);
                bytes.resize((stop - at) as usize, 0);
                if v.prot.exec {
                    cpu.patch_code(at, &bytes);
                } else {
                    cpu.write(at, &bytes);
                }
            }
            at = stop;
        }
        if hole {
            neg(ENOMEM)
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    //! The VMA cache ([`VmaCache`]) against every path that changes the list: each test
    //! fills the cache with a lookup, changes the list, and looks again.

    use super::*;
    use crate::abi::flags::{PROT_READ, PROT_WRITE};
    use crate::loader::Image;
    use crate::machine::{Machine, Preset, RunConfig};

    /// `MAP_PRIVATE | MAP_ANONYMOUS`.
    const ANON: u64 = 0x02 | MAP_ANONYMOUS;

    /// Runs `f` on the kernel and CPU of a fresh machine (the demo program, not run).
    fn with_kernel(f: impl FnOnce(&mut Kernel, &mut dyn GuestCpu)) {
        let image = Image::parse(crate::guests::find("demo").expect("demo").to_elf()).expect("parses");
        let mut m = Machine::new(image, RunConfig::default()).expect("machine");
        m.with_kernel(f);
    }

    /// `__get_unmapped_area()`'s THP alignment as each preset has it: 6.18 aligns an
    /// anonymous private mapping only with no hint and a length that is a multiple of
    /// 2 MiB, and keeps a free hint; 6.10 aligns any of at least 2 MiB, a free hint
    /// moved up to the next 2 MiB boundary (fixed in 6.13).
    #[test]
    fn anonymous_mappings_are_thp_aligned_as_each_version_does() {
        for (preset, odd_aligned, hint_kept) in [(Preset::V6_18, false, true), (Preset::V6_10, true, false)] {
            let image = Image::parse(crate::guests::find("demo").expect("demo").to_elf()).expect("parses");
            let mut m = Machine::new(image, RunConfig { preset, ..RunConfig::default() }).expect("machine");
            m.with_kernel(|k, cpu| {
                let map = |k: &mut Kernel, cpu: &mut dyn GuestCpu, addr: u64, len: u64| {
                    k.sys_mmap(cpu, addr, len, PROT_READ | PROT_WRITE, ANON, u64::MAX, 0)
                };
                assert!(map(k, cpu, 0, PAGE_SIZE) % PMD_SIZE != 0);
                assert_eq!(map(k, cpu, 0, 4 * PMD_SIZE) % PMD_SIZE, 0, "{preset:?}");
                let odd = map(k, cpu, 0, 4 * PMD_SIZE + PAGE_SIZE);
                assert_eq!(odd % PMD_SIZE == 0, odd_aligned, "{preset:?}: {odd:#x}");
                let hint = 0x1000_1000;
                let got = map(k, cpu, hint, 2 * PMD_SIZE);
                assert_eq!(got == hint, hint_kept, "{preset:?}: {got:#x}");
                if !hint_kept {
                    assert_eq!(got, hint.next_multiple_of(PMD_SIZE));
                }
            });
        }
    }

    /// A fresh anonymous read-write mapping of `pages` pages.
    fn mmap(k: &mut Kernel, cpu: &mut dyn GuestCpu, pages: u64) -> u64 {
        let a = k.sys_mmap(cpu, 0, pages * PAGE_SIZE, PROT_READ | PROT_WRITE, ANON, u64::MAX, 0);
        assert!(a.is_multiple_of(PAGE_SIZE) && a < TASK_SIZE, "mmap gave {a:#x}");
        a
    }

    #[test]
    fn the_vma_cache_sees_mprotect_munmap_and_mmap() {
        with_kernel(|k, cpu| {
            let a = mmap(k, cpu, 2);
            assert!(k.mm.access_ok(a, 8, |p| p.write));
            assert!(k.mm.access_ok(a + PAGE_SIZE, 8, |p| p.write));
            assert_eq!(k.sys_mprotect(cpu, a, PAGE_SIZE, PROT_READ), 0);
            assert!(!k.mm.access_ok(a, 8, |p| p.write), "mprotect reaches the cached VMA");
            assert!(k.mm.find(a).is_some_and(|v| !v.prot.write && v.end == a + PAGE_SIZE));
            assert!(k.mm.access_ok(a + PAGE_SIZE, 8, |p| p.write), "the split's other half");
            assert_eq!(k.sys_munmap(cpu, a, 2 * PAGE_SIZE), 0);
            assert!(k.mm.find(a).is_none() && k.mm.find(a + PAGE_SIZE).is_none(), "munmap reaches it");
            assert!(!k.mm.access_ok(a, 1, |_| true));
            let b = k.sys_mmap(cpu, a, PAGE_SIZE, PROT_READ, ANON | MAP_FIXED, u64::MAX, 0);
            assert_eq!(b, a);
            assert!(k.mm.access_ok(a, 8, |p| p.read) && !k.mm.access_ok(a, 8, |p| p.write));
        });
    }

    #[test]
    fn the_vma_cache_sees_brk_both_ways() {
        with_kernel(|k, cpu| {
            let top = page_up(k.sys_brk(cpu, 0));
            assert_eq!(k.sys_brk(cpu, top + PAGE_SIZE), top + PAGE_SIZE);
            assert!(k.mm.access_ok(top, 8, |p| p.write));
            assert_eq!(k.sys_brk(cpu, top), top);
            assert!(!k.mm.access_ok(top, 8, |_| true), "the shrink reaches the cached heap page");
            assert!(k.mm.find(top).is_none());
            assert_eq!(k.sys_brk(cpu, top + PAGE_SIZE), top + PAGE_SIZE);
            assert!(k.mm.find(top).is_some_and(|v| v.name == "[heap]"));
            assert!(k.mm.access_ok(top, 8, |p| p.write));
        });
    }

    #[test]
    fn the_vma_cache_sees_mremap_move_and_shrink() {
        with_kernel(|k, cpu| {
            let a = mmap(k, cpu, 2);
            let to = mmap(k, cpu, 2);
            assert!(k.mm.access_ok(a, 8, |p| p.write) && k.mm.access_ok(a + PAGE_SIZE, 8, |p| p.write));
            assert_eq!(k.sys_mremap(cpu, a, 2 * PAGE_SIZE, PAGE_SIZE, 0, 0), a);
            assert!(k.mm.find(a + PAGE_SIZE).is_none(), "the shrink reaches the cached VMA");
            let moved = k.sys_mremap(cpu, a, PAGE_SIZE, PAGE_SIZE, MREMAP_MAYMOVE | MREMAP_FIXED, to);
            assert_eq!(moved, to);
            assert!(k.mm.find(a).is_none(), "the move reaches the cached VMA");
            assert!(k.mm.find(to).is_some_and(|v| v.end == to + PAGE_SIZE));
        });
    }

    #[test]
    fn the_vma_cache_of_a_copy_sees_retain_and_insert() {
        with_kernel(|k, cpu| {
            let a = mmap(k, cpu, 1);
            assert!(k.mm.access_ok(a, 8, |p| p.write));
            assert!(!k.mm.in_trampoline_mapping(a));
            // A fork's copy: the parent's cache comes along, and its changes reach it.
            let mut copy = k.mm.clone();
            assert!(copy.access_ok(a, 8, |p| p.write));
            copy.retain(|v| v.start != a);
            assert!(copy.find(a).is_none() && !copy.access_ok(a, 1, |_| true));
            assert!(k.mm.find(a).is_some(), "the original keeps its own");
            copy.insert(Vma {
                start: a,
                end: a + PAGE_SIZE,
                prot: Prot::RX,
                name: TRAMPOLINE_MAPPING_NAME.into(),
                file: None,
            });
            assert!(copy.in_trampoline_mapping(a) && !copy.access_ok(a, 8, |p| p.write));
            // Replacing the VMA at the same start.
            copy.insert(Vma { start: a, end: a + PAGE_SIZE, prot: Prot::RW, name: String::new(), file: None });
            assert!(!copy.in_trampoline_mapping(a) && copy.access_ok(a, 8, |p| p.write));
        });
    }

    #[test]
    fn the_vma_cache_answers_as_the_list_does() {
        // Addresses in, between and across VMAs, each asked twice (the second time from
        // the cache), against a search of the list itself.
        with_kernel(|k, cpu| {
            let a = mmap(k, cpu, 3);
            assert_eq!(k.sys_mprotect(cpu, a + PAGE_SIZE, PAGE_SIZE, PROT_READ), 0);
            assert_eq!(k.sys_munmap(cpu, a + 2 * PAGE_SIZE, PAGE_SIZE), 0);
            let sp = k.mm.vmas().find(|v| v.name == "[stack]").map(|v| v.end - 8).expect("a stack");
            for addr in [a, a + 8, a + PAGE_SIZE - 4, a + PAGE_SIZE, a + 2 * PAGE_SIZE, sp, 0, TASK_SIZE] {
                let want = k.mm.vmas.range(..=addr).next_back().map(|(_, v)| v).filter(|v| addr < v.end).cloned();
                for len in [0, 1, 8, 16] {
                    let walk = |ok: fn(Prot) -> bool| {
                        let end = addr.saturating_add(len);
                        let mut at = addr;
                        let first = k.mm.vmas.range(..=addr).next_back().map(|(_, v)| v).filter(|v| addr < v.end);
                        if let Some(v) = first.filter(|v| end <= v.end) {
                            return ok(v.prot);
                        }
                        while at < end {
                            match k.mm.vmas.range(..=at).next_back().map(|(_, v)| v).filter(|v| at < v.end) {
                                Some(v) if ok(v.prot) => at = v.end,
                                _ => return false,
                            }
                        }
                        true
                    };
                    for _ in 0..2 {
                        assert_eq!(k.mm.find(addr).cloned(), want, "find {addr:#x}");
                        assert_eq!(k.mm.access_ok(addr, len, |p| p.write), walk(|p| p.write), "{addr:#x}+{len}");
                        assert_eq!(k.mm.access_ok(addr, len, |p| p.read), walk(|p| p.read), "{addr:#x}+{len}");
                    }
                }
            }
        });
    }
}
