//! Guest memory: host pages behind every mapping, the guest's page permissions, reads
//! and writes, mapping, code patching and dropping translations.
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - The engine's memory regions are few and large: *reservations* ([`Block`]), each a
//!   span of guest addresses aligned to [`RESERVE`] (or one mapping's span, if larger),
//!   made the first time a mapping touches it and kept for the life of the engine. Each
//!   is one private anonymous mapping of the host's ([`HostPages`]) given to the engine
//!   with `mem_map_ptr`, readable, writable and executable, at *physical* address
//!   [`PHYS`] + its guest address. Unicorn rebuilds its whole memory map at each map,
//!   unmap or protect of a region (O(regions)) and finds a new RAM block's offset in
//!   O(blocks²): with a region per mapping, n distinct mappings cost O(n³) (bench `mm`).
//!   Now a map, unmap or protect changes no region (but the first map into a new
//!   reservation).
//! - The guest's pages and their permissions are kept here (per page of a block: mapped,
//!   read, write, exec) and given to the engine page by page: it runs with
//!   `UC_TLB_VIRTUAL`, and its TLB fill asks [`Memory::tlb_entry`]. An access the page
//!   allows gets the page's physical address and permissions; one it does not allow
//!   (an unmapped page, a write to text, a fetch from data) gets the *no-access window*:
//!   the physical page equal to the guest address, inside an I/O region over
//!   `[0, WINDOW)` with no permissions and no callbacks. The access then fails there as a
//!   protection fault whose address is the guest's own address, exactly, and with the
//!   faulting instruction's rip, as before; the fault hook asks [`Memory::is_parked`]
//!   whether the page is mapped at all (`SEGV_MAPERR` or `SEGV_ACCERR`). The window
//!   entry grants only the failed kind of access, so a later allowed access to the same
//!   page misses the TLB and gets the real page again.
//! - Every change of mapping or permission flushes the engine's TLB (no region is
//!   rebuilt) and drops the translations of the pages that were executable
//!   ([`remove_code`]: dropping EXEC is otherwise ignored for cached code; a block
//!   chained to a page that lost EXEC is unchained with it). The translations are
//!   dropped *before* the change: the engine finds a translation's physical page through
//!   a fetch, which a page without EXEC no longer allows.
//! - Stores leave the slow path where the page is not executable (our engine patch virtual-tlb in
//!   `vendor/unicorn-engine-sys`: the TLB entry's permission, with `UC_TLB_VIRTUAL`);
//!   stores to executable pages keep it, so self-modifying code drops its translations.
//! - The host reads and writes guest memory as plain copies, not through
//!   `uc_mem_read`/`uc_mem_write` (those cost ~80 ns each through the engine's
//!   address-space lookup). Host reads and writes ignore page permissions (a probe's
//!   int3 in read-only text, an XOL slot), and fail (changing nothing) if any byte is
//!   unmapped. The host touches the pages only between guest instructions, from this
//!   thread.
//! - The last two pages a host read or write found mapped are remembered
//!   ([`Memory::seen`]: page, block, offset), so an access inside one page (a probe
//!   hit's few words on the stack) costs a compare and a copy. Only mapped pages are
//!   remembered, and every change that could make an entry wrong empties both: each
//!   change of a page's state goes through [`set_state`] (map, unmap, protect, a
//!   snapshot's restore), and a new block empties them too. An access across pages is
//!   checked page by page first and then copied, without allocating.
//! - A host write never drops translated code. So [`patch_code`] drops the translations
//!   over every patched byte (`ctl_remove_cache`) and any shadow there; [`write()`] is
//!   for data only. Dropping one byte of a block drops the whole block.
//! - Fresh pages are zero without being written and cost nothing until touched (zeroing
//!   an 8 MiB stack up front was over half of a small program's set-up); unmapped pages
//!   are handed back to the host (`MADV_DONTNEED`), so they are zero when mapped again and
//!   cost no host memory. Transparent huge pages are refused, so a first touch zeroes one
//!   4 KiB page, not 2 MiB. Reservations are made with `MAP_NORESERVE`, so the host's
//!   overcommit policy never refuses a mapping the simulated kernel allowed (its own
//!   limit decides: `kernel/mm.rs`).
//! - Only pages the host has given a page frame (present or swapped out, as
//!   `/proc/self/pagemap` says) can hold a non-zero byte, so copying an address space
//!   ([`super::Cpu::copy_pages_from`]: fork) reads those alone: an untouched 2 GiB
//!   mapping costs nothing to copy. `dirty_from` does not bound that copy: a block mapped
//!   in a system call's hook is written by the guest in the same run.
//!   [`Block::dirty_from`] bounds what may be non-zero for a snapshot: the lowest offset
//!   the host wrote, or 0 once the guest has run (it writes without the host seeing it).
//! - At most one block is the hot one ([`map_host`]: the stack's), looked up first; a
//!   snapshot's restore zeroes it ([`HostPages::zero`]: its few resident pages written,
//!   the rest given back to the host kernel) instead of comparing it.
//! - Dropping a translation does not give its generated code back: the engine's code
//!   buffer (1 GiB) only fills, until a flush empties it. Code patched over and over
//!   (an XOL slot that two alternating single-stepped probes rewrite at every hit) would
//!   grow the process by each new translation, about 270 bytes a step, to the whole
//!   buffer. So every [`FLUSH_AFTER_STALE`] dropped ranges the whole cache is flushed
//!   between two runs ([`flush_if_due`]; a hook asks for the restart) and the live
//!   shadows are translated again: the buffer is reused from its start, and memory stays
//!   constant. The engine never has to flush by itself (which it cannot do safely outside
//!   its own loop, as when a shadow is translated).
//!
//! # Differs from Linux
//! A guest address at or above [`WINDOW`] (2^47, non-canonical or kernel) is never
//! mapped; an access there fails as on an unmapped page, as on Linux, but one that falls
//! in `[PHYS, PHYS + WINDOW)` (non-canonical: Linux raises #GP, SIGSEGV with no address)
//! would reach guest memory.

use unicorn_engine::unicorn_const::{MemType, Prot as UcProt, TlbEntry, TlbType};

use super::{eng, shadow, Engine};
use crate::abi::mm::PAGE_SIZE;
use crate::cpu::{CpuError, Prot};

/// Bytes per page, as a length.
pub(super) const PAGE: usize = PAGE_SIZE as usize;

/// Reservations are aligned to this and at least this long (see the module doc): a
/// program's text, data and heap share one, its stack and its mmaps one or two more.
pub(super) const RESERVE: u64 = 64 << 20;

/// Where guest memory lies in the engine's physical address space: guest address +
/// `PHYS` (above every address a guest can map, see the module doc).
const PHYS: u64 = 1 << 51;

/// The no-access window covers physical `[0, WINDOW)`: every address a guest maps.
pub(super) const WINDOW: u64 = 1 << 47;

/// Per-page state in [`Block::prot`]: the page is mapped (with the engine's permission
/// bits `UcProt::READ`/`WRITE`/`EXEC` beside it, 0 if it is unmapped).
const MAPPED: u8 = 8;
/// The permission bits of a page's state.
const PERMS: u8 = 7;

/// Private anonymous pages of the host, mapped for the life of the value.
pub(super) struct HostPages {
    /// First byte (page aligned; never null).
    ptr: std::ptr::NonNull<u8>,
    /// Length in bytes.
    len: usize,
}

impl HostPages {
    /// `len` bytes of fresh zero pages, none of them touched yet.
    fn new(len: usize) -> Result<HostPages, CpuError> {
        let fail = |what: String| CpuError::Engine { op: "mem_map", code: what };
        if len == 0 {
            return Err(fail("ARG".into()));
        }
        // SAFETY: an anonymous private mapping at an address of the host kernel's choice
        // aliases nothing; the result is checked before use.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if p == libc::MAP_FAILED {
            return Err(fail(format!("NOMEM ({})", std::io::Error::last_os_error())));
        }
        // SAFETY: `p` is the mapping just made, `len` bytes. Advice only: if the host has
        // no transparent huge pages the call fails, which changes nothing.
        let _ = unsafe { libc::madvise(p, len, libc::MADV_NOHUGEPAGE) };
        let ptr = std::ptr::NonNull::new(p.cast::<u8>()).ok_or_else(|| fail("NOMEM".into()))?;
        Ok(HostPages { ptr, len })
    }

    /// The bytes.
    #[inline]
    pub(super) fn bytes(&self) -> &[u8] {
        // SAFETY: `ptr` is a live mapping of `len` readable bytes, owned by `self`. The
        // engine writes them only while a run is in progress, and no reference made here
        // outlives a host call between two guest instructions (see the module doc).
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }

    /// The bytes, mutably.
    #[inline]
    pub(super) fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as in `bytes`; `&mut self` makes this the only reference made here.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }

    /// Makes every byte of `[from, to)` (page-aligned offsets) zero again. A few pages
    /// are written; a larger range has its resident pages written if there are few of
    /// them (a stack the guest used a little: they stay, so the next touch costs no
    /// fault), and everything else handed back to the host, which makes it zero whether
    /// it was never touched, touched or swapped out.
    pub(super) fn zero(&mut self, from: usize, to: usize) {
        let to = to.min(self.len);
        if from >= to {
            return;
        }
        let len = to - from;
        if len <= SMALL * PAGE {
            self.bytes_mut()[from..to].fill(0);
            return;
        }
        let mut resident = vec![0u8; len.div_ceil(PAGE)];
        // SAFETY: `[from, to)` lies inside the mapping made in `new` (page aligned);
        // `resident` has one byte per page of it, as mincore writes.
        let r = unsafe { libc::mincore(self.ptr.as_ptr().add(from).cast(), len, resident.as_mut_ptr()) };
        // Counted and walked without collecting: a reservation has thousands of pages.
        let resident_pages = resident.iter().filter(|&&b| b & 1 != 0).count();
        if r != 0 || resident_pages > SMALL * 8 {
            self.discard(from, to);
            return;
        }
        // The pages not resident now: one range between each two resident ones.
        let mut at = 0;
        while let Some(q) = resident[at..].iter().position(|&b| b & 1 != 0) {
            let p = at + q;
            if p > at {
                self.discard(from + at * PAGE, from + p * PAGE);
            }
            let end = (from + (p + 1) * PAGE).min(to);
            self.bytes_mut()[from + p * PAGE..end].fill(0);
            at = p + 1;
        }
        if at < resident.len() {
            self.discard(from + at * PAGE, to);
        }
    }

    /// Hands `[from, to)` (page aligned) back to the host: it reads as zero afterwards.
    pub(super) fn discard(&mut self, from: usize, to: usize) {
        // SAFETY: `[from, to)` lies inside the private anonymous mapping made in `new`;
        // after MADV_DONTNEED its pages read as zero (the mapping itself stays).
        let r = unsafe { libc::madvise(self.ptr.as_ptr().add(from).cast(), to - from, libc::MADV_DONTNEED) };
        if r != 0 {
            self.bytes_mut()[from..to].fill(0);
        }
    }
}

/// Mappings of at most this many pages are zeroed by writing them; larger ones write at
/// most 8 times as many resident pages (see [`HostPages::zero`]).
const SMALL: usize = 4;

impl Drop for HostPages {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `new`, unmapped once. The engine no longer maps any
        // of it: a block is dropped only with the user data, after the engine is closed
        // (`uc_close` runs in the handle's Drop before its fields are dropped), or when
        // the engine refused to map it.
        unsafe { libc::munmap(self.ptr.as_ptr().cast(), self.len) };
    }
}

/// One reservation: host pages behind a span of guest addresses, one engine region.
pub(super) struct Block {
    /// Unique for the life of the engine (a snapshot knows its blocks by it).
    pub(super) id: u64,
    /// Guest address of the first byte.
    pub(super) start: u64,
    /// The bytes.
    pub(super) pages: HostPages,
    /// Per page: [`MAPPED`] and the guest's permissions, or 0 (unmapped).
    pub(super) prot: Vec<u8>,
    /// How many pages are mapped.
    live: usize,
    /// The lowest offset that may hold a non-zero byte (the length if none).
    pub(super) dirty_from: usize,
}

impl Block {
    /// One past the last byte.
    pub(super) fn end(&self) -> u64 {
        self.start + self.pages.len as u64
    }

    /// The offset of `[addr, addr+len)` if it lies wholly inside the block's mapped pages.
    #[inline]
    fn offset(&self, addr: u64, len: usize) -> Option<usize> {
        let off = usize::try_from(addr.checked_sub(self.start)?).ok()?;
        let end = off.checked_add(len)?;
        if end > self.pages.len {
            return None;
        }
        let all = self.live == self.prot.len()
            || (off / PAGE..end.div_ceil(PAGE).max(off / PAGE + 1)).all(|p| self.prot[p] != 0);
        all.then_some(off)
    }

    /// Whether page `i` is mapped.
    pub(super) fn is_mapped(&self, i: usize) -> bool {
        self.prot[i] != 0
    }

    /// Writes `data` at offset `off` (inside the block).
    pub(super) fn put(&mut self, off: usize, data: &[u8]) {
        copy_small(&mut self.pages.bytes_mut()[off..off + data.len()], data);
        self.dirty_from = self.dirty_from.min(off);
    }

    /// The pages of `[addr, end)` inside the block, as page indices.
    fn page_span(&self, addr: u64, end: u64) -> std::ops::Range<usize> {
        let lo = addr.max(self.start).min(self.end());
        let hi = end.min(self.end()).max(lo);
        ((lo - self.start) as usize / PAGE)..((hi - self.start) as usize).div_ceil(PAGE)
    }
}

/// A page a host access found mapped: one entry of [`Memory::seen`].
#[derive(Clone, Copy)]
struct Seen {
    /// The page's guest address ([`NOT_SEEN`]: an empty entry, never a page's).
    page: u64,
    /// Its block's index in [`Memory::blocks`].
    block: usize,
    /// Its offset in the block.
    off: usize,
}

/// [`Seen::page`] of an empty entry: not page aligned, so no address's page.
const NOT_SEEN: u64 = u64::MAX;

/// An empty [`Seen`].
const UNSEEN: Seen = Seen { page: NOT_SEEN, block: 0, off: 0 };

/// Every block of host pages behind the guest's memory.
#[derive(Default)]
pub(super) struct Memory {
    /// The blocks, in creation order; their ranges do not overlap.
    pub(super) blocks: Vec<Block>,
    /// Index of the hot block ([`map_host`]) in `blocks`.
    hot: Option<usize>,
    /// The next block's id.
    next_id: u64,
    /// The last two pages a host access found mapped, the newer first: a probe hit
    /// reads and writes a few words on the stack and the odd word elsewhere, so most
    /// accesses find their page here with no block search and no page-state check.
    /// Emptied ([`Memory::forget_seen`]) by every change of a page's state and of the
    /// blocks: map, unmap, protect, a snapshot's restore (all through [`set_state`]), a
    /// new block.
    seen: [std::cell::Cell<Seen>; 2],
    /// Host writes of guest memory so far ([`Memory::put`]): see
    /// [`crate::cpu::GuestCpu::write_seq`].
    pub(super) writes: u64,
    /// The guest range `[start, end)` of the last of those writes.
    pub(super) last_write: (u64, u64),
}

impl Default for Seen {
    fn default() -> Seen {
        UNSEEN
    }
}

impl Memory {
    /// Writes `data` at offset `off` of block `b`, counted in [`Memory::writes`].
    #[inline(always)]
    fn put(&mut self, b: usize, off: usize, data: &[u8]) {
        let block = &mut self.blocks[b];
        let at = block.start + off as u64;
        self.writes = self.writes.wrapping_add(1);
        self.last_write = (at, at + data.len() as u64);
        block.put(off, data);
    }

    /// See [`crate::cpu::GuestCpu::untouched_since`]: exact for no write or one write
    /// since `seq`, and false (not known) after more.
    #[inline]
    pub(super) fn untouched_since(&self, seq: u64, addr: u64, len: u64) -> bool {
        match self.writes.wrapping_sub(seq) {
            0 => true,
            1 => {
                let (start, end) = self.last_write;
                end <= addr || addr.saturating_add(len) <= start
            }
            _ => false,
        }
    }

    /// Empties [`Memory::seen`]: a page's state or the blocks changed.
    #[inline]
    fn forget_seen(&self) {
        for s in &self.seen {
            s.set(UNSEEN);
        }
    }

    /// The block holding `addr`.
    #[inline]
    fn block_at(&self, addr: u64) -> Option<usize> {
        if let Some(h) = self.hot {
            let b = &self.blocks[h];
            if b.start <= addr && addr < b.end() {
                return Some(h);
            }
        }
        self.blocks.iter().position(|b| b.start <= addr && addr < b.end())
    }

    /// The block and offset of `[addr, addr+len)` if it lies in one block's mapped pages.
    /// A range inside one page is looked up in [`Memory::seen`] first.
    #[inline(always)]
    fn find(&self, addr: u64, len: usize) -> Option<(usize, usize)> {
        let page = addr & !(PAGE_SIZE - 1);
        let in_page = (addr - page) as usize;
        if len > PAGE - in_page {
            let b = self.block_at(addr)?;
            return self.blocks[b].offset(addr, len).map(|off| (b, off));
        }
        let [newer, older] = &self.seen;
        let n = newer.get();
        if n.page == page {
            return Some((n.block, n.off + in_page));
        }
        let o = older.get();
        if o.page == page {
            newer.set(o);
            older.set(n);
            return Some((o.block, o.off + in_page));
        }
        self.find_page(page, in_page, len)
    }

    /// [`Memory::find`] of a range inside one page that [`Memory::seen`] does not hold;
    /// the page becomes the newer entry if it is mapped.
    #[inline(never)]
    fn find_page(&self, page: u64, in_page: usize, len: usize) -> Option<(usize, usize)> {
        let b = self.block_at(page)?;
        let off = self.blocks[b].offset(page + in_page as u64, len)? - in_page;
        let [newer, older] = &self.seen;
        older.set(newer.get());
        newer.set(Seen { page, block: b, off });
        Some((b, off + in_page))
    }

    /// The (block, offset, length) pieces of `[addr, addr+len)`, one per page, in order
    /// (each `None` where its page is not mapped); none if the range wraps around.
    fn pieces(&self, addr: u64, len: usize) -> impl Iterator<Item = Option<(usize, usize, usize)>> + '_ {
        let len = if addr.checked_add(len as u64).is_some() { len } else { 0 };
        let mut done = 0;
        std::iter::from_fn(move || {
            if done >= len {
                return None;
            }
            let at = addr + done as u64;
            let n = (PAGE - (at % PAGE_SIZE) as usize).min(len - done);
            done += n;
            Some(self.find(at, n).map(|(b, off)| (b, off, n)))
        })
    }

    /// Whether every byte of `[addr, addr+len)` is mapped (and it does not wrap around).
    fn all_mapped(&self, addr: u64, len: usize) -> bool {
        addr.checked_add(len as u64).is_some() && self.pieces(addr, len).all(|p| p.is_some())
    }

    /// The block with id `id`.
    pub(super) fn by_id_mut(&mut self, id: u64) -> Option<&mut Block> {
        self.blocks.iter_mut().find(|b| b.id == id)
    }

    /// Whether `id` is the hot block's.
    pub(super) fn is_hot(&self, id: u64) -> bool {
        self.hot.is_some_and(|h| self.blocks[h].id == id)
    }

    /// The state ([`MAPPED`] and permissions) of the page holding `addr` (0: unmapped).
    #[inline]
    fn page_state(&self, addr: u64) -> u8 {
        self.block_at(addr).map_or(0, |b| {
            let blk = &self.blocks[b];
            blk.prot[(addr - blk.start) as usize / PAGE]
        })
    }

    /// Whether `[addr, addr+len)` touches a page the guest does not have mapped: the
    /// fault hook reports a fault there as on unmapped memory (`SEGV_MAPERR`), any other
    /// as a protection fault (see the module doc; the name is from when only parked
    /// regions, now gone, were mapped in the engine and unmapped to the guest).
    pub(super) fn is_parked(&self, addr: u64, len: u64) -> bool {
        let last = addr.saturating_add(len.max(1) - 1);
        let mut page = addr & !(PAGE_SIZE - 1);
        loop {
            if self.page_state(page) == 0 {
                return true;
            }
            match page.checked_add(PAGE_SIZE) {
                Some(next) if next <= last => page = next,
                _ => return false,
            }
        }
    }

    /// The engine's TLB entry for an access of kind `ty` to the page at `vaddr` (see the
    /// module doc): the page, if it allows that access, or the no-access window.
    ///
    /// Models the page-table walk of `handle_mm_fault()`'s callers: `access_error()`
    /// decides from the VMA's `vm_flags` whether the access is allowed.
    #[inline]
    fn tlb_entry(&self, vaddr: u64, ty: MemType) -> TlbEntry {
        let want = match ty {
            MemType::WRITE => UcProt::WRITE.0 as u8,
            MemType::FETCH => UcProt::EXEC.0 as u8,
            _ => UcProt::READ.0 as u8,
        };
        let page = vaddr & !(PAGE_SIZE - 1);
        let state = if page < WINDOW { self.page_state(page) } else { 0 };
        if state & want != 0 {
            return TlbEntry { paddr: page + PHYS, perms: UcProt(u32::from(state & PERMS)) };
        }
        TlbEntry { paddr: page, perms: UcProt(u32::from(want)) }
    }

    /// The guest is about to run: it may write any block.
    #[inline]
    pub(super) fn guest_may_write(&mut self) {
        for b in &mut self.blocks {
            b.dirty_from = 0;
        }
    }

    /// Makes a block of `len` bytes for `addr` (the hot one if `hot` and there is none).
    fn new_block(&mut self, addr: u64, len: usize, hot: bool) -> Result<usize, CpuError> {
        let pages = HostPages::new(len)?;
        let id = self.next_id;
        self.next_id += 1;
        let prot = vec![0; len.div_ceil(PAGE)];
        self.forget_seen();
        self.blocks.push(Block { id, start: addr, pages, prot, live: 0, dirty_from: len });
        let i = self.blocks.len() - 1;
        if hot && self.hot.is_none() {
            self.hot = Some(i);
        }
        Ok(i)
    }

    /// The blocks overlapping `[addr, end)`, with their page spans.
    fn spans(&self, addr: u64, end: u64) -> Vec<(usize, std::ops::Range<usize>)> {
        let mut out: Vec<(usize, std::ops::Range<usize>)> = (self.blocks.iter().enumerate())
            .filter(|(_, b)| b.start < end && addr < b.end())
            .map(|(i, b)| (i, b.page_span(addr, end)))
            .collect();
        out.sort_unstable_by_key(|(i, _)| self.blocks[*i].start);
        out
    }

    /// Whether every page of `[addr, end)` is mapped (`all`) or none is (`!all`).
    fn every_page(&self, addr: u64, end: u64, all: bool) -> bool {
        let spans = self.spans(addr, end);
        let covered: u64 = spans.iter().map(|(_, r)| (r.end - r.start) as u64).sum();
        let pages = (end - addr).div_ceil(PAGE_SIZE);
        if all && covered < pages {
            return false;
        }
        spans.iter().all(|(i, r)| self.blocks[*i].prot[r.clone()].iter().all(|&p| (p != 0) == all))
    }
}

/// Sets up the engine for this module (at its creation): `UC_TLB_VIRTUAL`, the TLB fill
/// hook and the no-access window (see the module doc).
pub(super) fn install<H: 'static>(uc: &mut Engine<'_, H>) -> Result<(), CpuError> {
    uc.ctl_set_tlb_type(TlbType::VIRTUAL).map_err(eng("tlb type"))?;
    uc.add_tlb_hook(1, 0, |uc, vaddr, ty| Some(uc.get_data().memory.tlb_entry(vaddr, ty))).map_err(eng("hook tlb"))?;
    uc.mmio_map(
        0,
        WINDOW,
        None::<fn(&mut Engine<'_, H>, u64, usize) -> u64>,
        None::<fn(&mut Engine<'_, H>, u64, usize, u64)>,
    )
    .map_err(eng("map window"))?;
    Ok(())
}

/// Makes sure reservations cover `[addr, end)`: each gap in the [`RESERVE`]-aligned span
/// around it that no block covers becomes a new block, one engine region each.
fn reserve<H>(uc: &mut Engine<'_, H>, addr: u64, end: u64, hot: bool) -> Result<(), CpuError> {
    let lo = addr / RESERVE * RESERVE;
    let hi = end.div_ceil(RESERVE).saturating_mul(RESERVE).min(WINDOW);
    let mut taken: Vec<(u64, u64)> = (uc.get_data().memory.blocks.iter())
        .filter(|b| b.start < hi && lo < b.end())
        .map(|b| (b.start, b.end()))
        .collect();
    taken.sort_unstable();
    let mut gaps = Vec::new();
    let mut at = lo;
    for (s, e) in taken.iter().copied().chain(std::iter::once((hi, hi))) {
        if s > at {
            gaps.push((at, s));
        }
        at = at.max(e);
    }
    for (s, e) in gaps.into_iter().filter(|&(s, e)| s < end && addr < e) {
        let size = usize::try_from(e - s).map_err(|_| CpuError::Engine { op: "mem_map", code: "NOMEM".into() })?;
        let i = uc.get_data_mut().memory.new_block(s, size, hot && s <= addr && addr < e)?;
        let ptr = uc.get_data().memory.blocks[i].pages.ptr.as_ptr().cast();
        // SAFETY: the block's pages are `e - s` bytes, owned by the user data, which lives
        // as long as the engine; they are unmapped from the host only after the engine is
        // closed (see `HostPages`'s Drop), and blocks are never dropped before. The host
        // touches them only between guest instructions, from this thread.
        let mapped = unsafe { uc.mem_map_ptr(s + PHYS, e - s, UcProt::ALL, ptr) }.map_err(eng("mem_map"));
        if let Err(err) = mapped {
            let mem = &mut uc.get_data_mut().memory;
            mem.forget_seen();
            mem.blocks.pop();
            if mem.hot == Some(i) {
                mem.hot = None;
            }
            return Err(err);
        }
    }
    Ok(())
}

/// The error of a bad mapping range, as the engine gave it.
fn bad_range(op: &'static str, code: &str) -> CpuError {
    CpuError::Engine { op, code: code.into() }
}

/// Checks that `[addr, addr+len)` is a page-aligned range of guest addresses; its end.
fn range(op: &'static str, addr: u64, len: u64) -> Result<u64, CpuError> {
    let end = addr.checked_add(len).filter(|&e| e <= WINDOW).ok_or_else(|| bad_range(op, "ARG"))?;
    if len == 0 || !addr.is_multiple_of(PAGE_SIZE) || !len.is_multiple_of(PAGE_SIZE) {
        return Err(bad_range(op, "ARG"));
    }
    Ok(end)
}

/// Sets the state of every page of `[addr, end)` (inside blocks) to `state`: drops the
/// translations of those that were executable first, hands those that become unmapped
/// back to the host, and flushes the engine's TLB.
fn set_state<H>(uc: &mut Engine<'_, H>, addr: u64, end: u64, state: u8) {
    remove_code(uc, addr, end);
    let spans = uc.get_data().memory.spans(addr, end);
    let mem = &mut uc.get_data_mut().memory;
    mem.forget_seen();
    for (i, r) in spans {
        let b = &mut mem.blocks[i];
        let mut freed: Option<usize> = None;
        for p in r.clone() {
            let was = b.prot[p] != 0;
            b.prot[p] = state;
            match (was, state != 0) {
                (false, true) => b.live += 1,
                (true, false) => b.live -= 1,
                _ => {}
            }
            if was && state == 0 {
                freed.get_or_insert(p);
            } else if let Some(f) = freed.take() {
                b.pages.discard(f * PAGE, p * PAGE);
            }
        }
        if let Some(f) = freed {
            b.pages.discard(f * PAGE, (r.end * PAGE).min(b.pages.len));
        }
    }
    let _ = uc.ctl_flush_tlb();
}

/// Drops the translations over `[addr, end)`: of each run of executable pages, the only
/// ones a translation can come from (the engine finds a translation's page through a
/// fetch, which other pages refuse: see the module doc).
pub(super) fn remove_code<H>(uc: &mut Engine<'_, H>, addr: u64, end: u64) {
    let mem = &uc.get_data().memory;
    let mut runs: Vec<(u64, u64)> = Vec::new();
    for (i, r) in mem.spans(addr, end) {
        let b = &mem.blocks[i];
        let mut from: Option<usize> = None;
        for p in r.clone().chain(std::iter::once(r.end)) {
            let exec = p < r.end && b.prot[p] & UcProt::EXEC.0 as u8 != 0;
            match (exec, from) {
                (true, None) => from = Some(p),
                (false, Some(f)) => {
                    let s = (b.start + (f * PAGE) as u64).max(addr);
                    let e = (b.start + (p * PAGE) as u64).min(end);
                    runs.push((s, e));
                    from = None;
                }
                _ => {}
            }
        }
    }
    for (s, e) in runs {
        let _ = uc.ctl_remove_cache(s, e);
    }
}
/// The engine's protection bits for `p`.
pub(super) fn uc_prot(p: Prot) -> UcProt {
    let mut out = UcProt::NONE;
    if p.read {
        out |= UcProt::READ;
    }
    if p.write {
        out |= UcProt::WRITE;
    }
    if p.exec {
        out |= UcProt::EXEC;
    }
    out
}

/// Reads guest memory (see [`crate::cpu::GuestCpu::read`]).
#[inline]
pub(super) fn read<H>(uc: &Engine<'_, H>, addr: u64, buf: &mut [u8]) -> bool {
    uc.get_data().memory.read(addr, buf)
}

impl Memory {
    /// [`read()`], from the memory alone (a raw hook has no engine handle to pass).
    #[inline]
    pub(super) fn read(&self, addr: u64, buf: &mut [u8]) -> bool {
        read_in(self, addr, buf)
    }
}

/// [`read()`] in `mem`.
#[inline(always)]
fn read_in(mem: &Memory, addr: u64, buf: &mut [u8]) -> bool {
    if let Some((b, off)) = mem.find(addr, buf.len()) {
        copy_small(buf, &mem.blocks[b].pages.bytes()[off..off + buf.len()]);
        return true;
    }
    read_pieces(mem, addr, buf)
}

/// [`read_in`] of a range that is not in one block's mapped pages: page by page, if
/// every page is mapped (checked first, so a failed read leaves `buf` as it was).
#[inline(never)]
fn read_pieces(mem: &Memory, addr: u64, buf: &mut [u8]) -> bool {
    if !mem.all_mapped(addr, buf.len()) {
        return false;
    }
    let mut done = 0;
    for (b, off, n) in mem.pieces(addr, buf.len()).flatten() {
        buf[done..done + n].copy_from_slice(&mem.blocks[b].pages.bytes()[off..off + n]);
        done += n;
    }
    true
}

/// Writes guest data memory (see [`crate::cpu::GuestCpu::write`]).
#[inline]
pub(super) fn write<H>(uc: &mut Engine<'_, H>, addr: u64, data: &[u8]) -> bool {
    write_in(&mut uc.get_data_mut().memory, addr, data)
}

/// [`write()`] in `mem`.
#[inline(always)]
fn write_in(mem: &mut Memory, addr: u64, data: &[u8]) -> bool {
    if let Some((b, off)) = mem.find(addr, data.len()) {
        mem.put(b, off, data);
        return true;
    }
    write_pieces(mem, addr, data)
}

/// [`write_in`] of a range that is not in one block's mapped pages: page by page, if
/// every page is mapped (checked first: a failed write changes nothing).
#[inline(never)]
fn write_pieces(mem: &mut Memory, addr: u64, data: &[u8]) -> bool {
    if !mem.all_mapped(addr, data.len()) {
        return false;
    }
    let mut done = 0;
    let mut at = addr;
    while done < data.len() {
        let n = (PAGE - (at % PAGE_SIZE) as usize).min(data.len() - done);
        let Some((b, off)) = mem.find(at, n) else { return false };
        mem.put(b, off, &data[done..done + n]);
        done += n;
        at += n as u64;
    }
    true
}

/// Exchanges a guest word (see [`crate::cpu::GuestCpu::exchange_word`]): one lookup of
/// its page for the read and the write when it lies in one page.
#[inline]
pub(super) fn exchange_word<H>(uc: &mut Engine<'_, H>, addr: u64, new: u64) -> Option<u64> {
    let mem = &mut uc.get_data_mut().memory;
    if let Some((b, off)) = mem.find(addr, 8) {
        let mut old = [0u8; 8];
        old.copy_from_slice(&mem.blocks[b].pages.bytes()[off..off + 8]);
        mem.put(b, off, &new.to_le_bytes());
        return Some(u64::from_le_bytes(old));
    }
    let mut old = [0u8; 8];
    (read_pieces(mem, addr, &mut old) && write_pieces(mem, addr, &new.to_le_bytes())).then_some(u64::from_le_bytes(old))
}

/// `dst.copy_from_slice(src)` with the kernel's usual sizes (a word, the trampolines'
/// frames of three and four words) inlined: a `memcpy` call for 8 bytes costs more
/// than the copy.
#[inline(always)]
fn copy_small(dst: &mut [u8], src: &[u8]) {
    match (dst.len(), src.len()) {
        (8, 8) => dst.copy_from_slice(&src[..8]),
        (24, 24) => {
            dst[..8].copy_from_slice(&src[..8]);
            dst[8..16].copy_from_slice(&src[8..16]);
            dst[16..24].copy_from_slice(&src[16..24]);
        }
        (32, 32) => {
            dst[..16].copy_from_slice(&src[..16]);
            dst[16..32].copy_from_slice(&src[16..32]);
        }
        _ => dst.copy_from_slice(src),
    }
}

/// Maps fresh zeroed pages.
pub(super) fn map<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    map_pages(uc, addr, len, prot, false)
}

/// Maps fresh zeroed pages in the hot block (the first block mapped so: the stack's).
pub(super) fn map_host<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    map_pages(uc, addr, len, prot, true)
}

/// Maps `[addr, addr+len)` (page aligned, none of it mapped) with `prot`, reserving
/// what no block covers yet.
fn map_pages<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot, hot: bool) -> Result<(), CpuError> {
    let end = range("mem_map", addr, len)?;
    if !uc.get_data().memory.every_page(addr, end, false) {
        return Err(bad_range("mem_map", "MAP"));
    }
    reserve(uc, addr, end, hot)?;
    set_state(uc, addr, end, MAPPED | uc_prot(prot).0 as u8);
    Ok(())
}

/// Unmaps pages (those of `[addr, addr+len)` that are mapped), dropping their
/// translations and shadows first.
pub(super) fn unmap<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64) -> Result<(), CpuError> {
    let end = range("mem_unmap", addr, len)?;
    shadow::forget_in(uc, addr, end);
    set_state(uc, addr, end, 0);
    Ok(())
}

/// Changes page permissions (every page must be mapped) and drops the range's
/// translations and shadows.
pub(super) fn protect<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    let end = range("mem_protect", addr, len)?;
    if !uc.get_data().memory.every_page(addr, end, true) {
        return Err(bad_range("mem_protect", "NOMEM"));
    }
    shadow::forget_in(uc, addr, end);
    set_state(uc, addr, end, MAPPED | uc_prot(prot).0 as u8);
    Ok(())
}

/// Gives block `i`'s pages the states `want` (one per page, as [`Block::prot`]), as
/// mapping, unmapping and protecting would: a snapshot's restore.
pub(super) fn set_states<H>(uc: &mut Engine<'_, H>, i: usize, want: &[u8]) {
    let mut p = 0;
    loop {
        // The next run of pages that differ from `want` and share one wanted state, found
        // with the block borrowed once (a reset compares every page of every block).
        let (start, s, e) = {
            let b = &uc.get_data().memory.blocks[i];
            let n = b.prot.len().min(want.len());
            let (have, want) = (&b.prot[p..n], &want[p..n]);
            let Some(first) = first_difference(have, want) else { return };
            let len =
                have[first..].iter().zip(&want[first..]).take_while(|(h, w)| h != w && **w == want[first]).count();
            (b.start, p + first, p + first + len)
        };
        let (a, end) = (start + (s * PAGE) as u64, start + (e * PAGE) as u64);
        shadow::forget_in(uc, a, end);
        set_state(uc, a, end, want[s]);
        p = e;
    }
}

/// The first index where `a` and `b` (of equal length) differ: 64 bytes compared at a
/// time (a reset compares every page state of every block, 16k a block), then bytes.
pub(super) fn first_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    const CHUNK: usize = 64;
    let n = a.len().min(b.len());
    let same = a[..n].chunks_exact(CHUNK).zip(b[..n].chunks_exact(CHUNK)).take_while(|(x, y)| x == y).count() * CHUNK;
    a[same..n].iter().zip(&b[same..n]).position(|(x, y)| x != y).map(|i| same + i)
}

/// A batch of code patches in progress (see
/// [`GuestCpu::begin_patch_batch`](crate::cpu::GuestCpu::begin_patch_batch)). A
/// per-patch cost is paid once per batch instead (Unicorn 2.1.5, measured with 10k
/// probes): dropping a block count resets the direct-mapped cache (64 KiB). Translations are still dropped exactly over the patched bytes, so no
/// unrelated code is translated again.
#[derive(Debug, Default)]
pub(super) struct PatchBatch {
    /// Patched ranges whose translations and shadows are still to be
    /// dropped, in patch order: (start, end).
    pending: Vec<(u64, u64)>,
}

/// Starts a batch (nothing if one is open).
pub(super) fn begin_batch<H>(uc: &mut Engine<'_, H>) {
    let data = uc.get_data_mut();
    if data.batch.is_none() {
        data.batch = Some(PatchBatch::default());
    }
}

/// Ends the open batch, if any: drops what the patches made stale.
pub(super) fn end_batch<H>(uc: &mut Engine<'_, H>) {
    let Some(mut batch) = uc.get_data_mut().batch.take() else { return };
    // Sorted and merged (patches usually come in address order: the sort is cheap).
    batch.pending.sort_unstable();
    let mut merged: Vec<(u64, u64)> = Vec::with_capacity(batch.pending.len());
    for (a, e) in batch.pending {
        match merged.last_mut() {
            Some(last) if a <= last.1 => last.1 = last.1.max(e),
            _ => merged.push((a, e)),
        }
    }
    drop_stale(uc, &merged);
}

/// Drops the translations and shadows over every range of `ranges`
/// (sorted, disjoint).
fn drop_stale<H>(uc: &mut Engine<'_, H>, ranges: &[(u64, u64)]) {
    if ranges.is_empty() {
        return;
    }
    shadow::forget_in_many(uc, ranges);
    note_stale(uc, ranges.len() as u64);
    if ranges.len() as u64 >= FLUSH_AFTER_STALE {
        // So many ranges make a flush of the whole cache due anyway ([`flush_if_due`],
        // which every run does first and which translates the live shadows again): one
        // flush now costs less than a removal per range (100k probes attached at once).
        let _ = uc.ctl_flush_tb();
        return;
    }
    for (a, e) in ranges {
        let _ = uc.ctl_remove_cache(*a, *e);
    }
}

/// In a batch: drops now what the latest patches of the batch made stale over
/// `[addr, end)` (a shadow is about to be made there, right after its breakpoint was
/// written). An older pending patch over the same bytes drops the shadow at the batch's
/// end, as a patch after it would: the site then just runs without its shadow.
pub(super) fn batch_flush_range<H>(uc: &mut Engine<'_, H>, addr: u64, end: u64) {
    let Some(b) = uc.get_data_mut().batch.as_mut() else { return };
    let mut taken = Vec::new();
    while let Some(&(a, e)) = b.pending.last() {
        if a >= end || e <= addr {
            break;
        }
        taken.push((a, e));
        b.pending.pop();
    }
    taken.sort_unstable();
    drop_stale(uc, &taken);
}

/// Dropped code ranges after which the translation cache is flushed (see the module doc):
/// at most a few MiB of dead generated code.
pub(super) const FLUSH_AFTER_STALE: u64 = 16 * 1024;

/// Counts `n` dropped code ranges.
pub(super) fn note_stale<H>(uc: &mut Engine<'_, H>, n: u64) {
    uc.get_data_mut().stale_code += n;
}

/// Inside a hook: if the cache is due for a flush, stops the run so that
/// [`flush_if_due`] runs (the run then goes on, as for a shadow asked for in a hook).
pub(super) fn request_flush_if_due<H>(uc: &mut Engine<'_, H>) {
    let data = uc.get_data_mut();
    if data.stale_code >= FLUSH_AFTER_STALE && !data.restart {
        data.restart = true;
        let _ = uc.emu_stop();
    }
}

/// Between two runs: flushes every translation if enough were dropped since the last
/// flush, and translates the live shadows again.
pub(super) fn flush_if_due<H: crate::cpu::TrapHandler + 'static>(uc: &mut Engine<'_, H>) {
    if uc.get_data().stale_code < FLUSH_AFTER_STALE {
        return;
    }
    uc.get_data_mut().stale_code = 0;
    let _ = uc.ctl_flush_tb();
    shadow::remake_all(uc);
}

/// Writes instruction bytes and drops everything derived from the old ones: the
/// translations and any shadow (in a batch: at its end).
pub(super) fn patch_code<H>(uc: &mut Engine<'_, H>, addr: u64, data: &[u8]) -> bool {
    if data.is_empty() {
        return true;
    }
    if uc.get_data().batch.is_some() {
        // Every guest page is host-backed: the write needs no change of protection.
        if !write(uc, addr, data) {
            return false;
        }
        let end = addr + data.len() as u64;
        if let Some(b) = uc.get_data_mut().batch.as_mut() {
            b.pending.push((addr, end));
        }
        return true;
    }
    if !write(uc, addr, data) {
        return false;
    }
    let end = addr + data.len() as u64;
    // A shadow over patched bytes goes with its translation.
    shadow::forget_in(uc, addr, end);
    note_stale(uc, 1);
    uc.ctl_remove_cache(addr, end).is_ok()
}

/// Bits of a `/proc/self/pagemap` entry: the page is present in RAM, or swapped out.
const PM_PRESENT: u64 = 1 << 63;
/// See [`PM_PRESENT`].
const PM_SWAPPED: u64 = 1 << 62;

/// The pages of `pages` (page offsets `[from, to)`) that the host has ever given a page
/// frame (present or swapped out, from `/proc/self/pagemap`): the only ones that can hold
/// a non-zero byte. `None` if the host does not say (every page may then be non-zero).
fn host_touched(pages: &HostPages, from: usize, to: usize) -> Option<Vec<usize>> {
    use std::os::unix::fs::FileExt;
    thread_local! {
        static PAGEMAP: Option<std::fs::File> = std::fs::File::open("/proc/self/pagemap").ok();
    }
    PAGEMAP.with(|pm| {
        let pm = pm.as_ref()?;
        let base = pages.ptr.as_ptr() as usize / PAGE;
        let mut out = Vec::new();
        let mut buf = vec![0u8; 8 * 4096];
        let mut at = from;
        while at < to {
            let n = (to - at).min(4096);
            let bytes = &mut buf[..n * 8];
            pm.read_exact_at(bytes, ((base + at) * 8) as u64).ok()?;
            for (i, e) in bytes.chunks_exact(8).enumerate() {
                let e = u64::from_le_bytes(e.try_into().ok()?);
                if e & (PM_PRESENT | PM_SWAPPED) != 0 {
                    out.push(at + i);
                }
            }
            at += n;
        }
        Some(out)
    })
}

/// The guest pages of `[addr, end)` that may hold a non-zero byte in `mem`, as
/// (guest address, block index, offset), ascending: mapped pages of a block that the
/// host has given a page frame.
fn touched_pages(mem: &Memory, addr: u64, end: u64) -> Vec<(u64, usize, usize)> {
    let mut out = Vec::new();
    for (i, b) in mem.blocks.iter().enumerate() {
        let lo = addr.max(b.start);
        let hi = end.min(b.end());
        if lo >= hi {
            continue;
        }
        // Not bounded by `dirty_from`: a block mapped in a system call's hook is written
        // by the guest in the same run, before the next `guest_may_write`.
        let first = (lo - b.start) as usize / PAGE;
        let last = ((hi - b.start) as usize).div_ceil(PAGE);
        if first >= last {
            continue;
        }
        let pages = host_touched(&b.pages, first, last).unwrap_or_else(|| (first..last).collect());
        out.extend(pages.into_iter().filter(|&p| b.prot[p] != 0).map(|p| (b.start + (p * PAGE) as u64, i, p * PAGE)));
    }
    out.sort_unstable_by_key(|p| p.0);
    out
}

impl<H: crate::cpu::TrapHandler + 'static> super::Cpu<H> {
    /// Makes this CPU's memory over `[addr, end)` (page aligned, mapped here) hold what
    /// `from`'s holds, where `from` maps it, writing only the pages that differ and
    /// reading only the pages of `from` that can hold a non-zero byte (the host's page
    /// tables say which: pages neither the host nor the guest touched cost nothing). With
    /// `code` the written bytes' translations are dropped (as `patch_code` drops them). For fork (a
    /// child's fresh pages) and the end of a vfork (the parent's). The pages of this
    /// CPU that `from` has as zero are left as they are: the caller maps fresh ones.
    pub fn copy_pages_from(&mut self, from: &super::Cpu<H>, addr: u64, end: u64, code: bool) {
        let src = &from.uc().get_data().memory;
        let mut want = [0u8; PAGE];
        let mut now = [0u8; PAGE];
        for (at, b, off) in touched_pages(src, addr, end) {
            let bytes = src.blocks[b].pages.bytes();
            let len = PAGE.min(bytes.len() - off);
            want[..len].copy_from_slice(&bytes[off..off + len]);
            let uc = self.uc_mut();
            if !read(uc, at, &mut now[..len]) || now[..len] == want[..len] {
                continue;
            }
            if code {
                patch_code(uc, at, &want[..len]);
            } else {
                write(uc, at, &want[..len]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    //! The page permissions this module gives the engine: faults with their exact
    //! address and kind, protection changes that reach translated code, unmapped pages
    //! that come back zero, and many mappings in few engine regions.

    use super::super::tests::Recorder;
    use super::super::Cpu;
    use crate::cpu::{Access, FaultKind, Prot, Reg};

    /// The code page.
    const CODE: u64 = 0x40_0000;
    /// A data page.
    const DATA: u64 = 0x40_1000;
    /// A page never mapped (inside the same reservation).
    const HOLE: u64 = 0x40_3000;

    /// A CPU with `code` at [`CODE`] (read and exec), [`DATA`] with `data`, rip at the code.
    fn cpu(code: &[u8], data: Prot) -> Cpu<Recorder> {
        let mut cpu = Cpu::new(Recorder::default()).expect("engine opens");
        cpu.map(CODE, 0x1000, Prot::RX).expect("code maps");
        cpu.map(DATA, 0x1000, data).expect("data maps");
        assert!(cpu.write(CODE, code));
        cpu.set_reg(Reg::Rip, CODE);
        cpu
    }

    /// `mov rax, [addr]` (absolute 32-bit address).
    fn load(addr: u64) -> Vec<u8> {
        let mut v = vec![0x48, 0x8b, 0x04, 0x25];
        v.extend_from_slice(&u32::try_from(addr).expect("low address").to_le_bytes());
        v
    }

    /// `mov [addr], al`.
    fn store(addr: u64) -> Vec<u8> {
        let mut v = vec![0x88, 0x04, 0x25];
        v.extend_from_slice(&u32::try_from(addr).expect("low address").to_le_bytes());
        v
    }

    #[test]
    fn untouched_since_sees_every_write_into_the_range() {
        let mut cpu = cpu(&[0x90], Prot::RW);
        let frame = DATA + 0x100;
        let seq = cpu.write_seq().expect("the engine counts its writes");
        assert!(cpu.untouched_since(seq, frame, 32));
        // One write elsewhere (below, and just past the end) leaves the range untouched.
        assert!(cpu.write(frame + 32, &[1; 8]));
        assert!(cpu.untouched_since(seq, frame, 32));
        assert!(cpu.untouched_since(seq, frame - 8, 8));
        // A second write, even elsewhere, is not tracked: not known, so false.
        assert!(cpu.write(frame - 64, &[2; 8]));
        assert!(!cpu.untouched_since(seq, frame, 32));
        // One write that overlaps by a byte, at either end, or a patch of code bytes.
        for (addr, len) in [(frame + 31, 1), (frame - 7, 8), (frame + 8, 8)] {
            let seq = cpu.write_seq().expect("counts");
            assert!(cpu.write(addr, &vec![3; len]));
            assert!(!cpu.untouched_since(seq, frame, 32), "a write at {addr:#x}+{len}");
        }
        let seq = cpu.write_seq().expect("counts");
        assert!(cpu.patch_code(frame, &[0xcc]));
        assert!(!cpu.untouched_since(seq, frame, 32));
        let seq = cpu.write_seq().expect("counts");
        assert!(cpu.exchange_word(frame + 24, 7).is_some());
        assert!(!cpu.untouched_since(seq, frame, 32));
        assert!(cpu.untouched_since(seq, frame, 24));
    }

    #[test]
    fn faults_give_the_exact_address_and_whether_the_page_is_mapped() {
        type Fault = (Access, FaultKind, u64);
        let cases: [(Vec<u8>, Prot, Fault); 5] = [
            (store(DATA + 0x10), Prot::R, (Access::Write, FaultKind::Protection, DATA + 0x10)),
            (store(CODE + 0x123), Prot::RW, (Access::Write, FaultKind::Protection, CODE + 0x123)),
            (load(HOLE + 8), Prot::RW, (Access::Read, FaultKind::Unmapped, HOLE + 8)),
            (load(DATA + 0x20), Prot::NONE, (Access::Read, FaultKind::Protection, DATA + 0x20)),
            // jmp DATA (rel32 from CODE + 5)
            (vec![0xe9, 0xfb, 0x0f, 0x00, 0x00], Prot::RW, (Access::Fetch, FaultKind::Protection, DATA)),
        ];
        for (code, data, want) in cases {
            let mut cpu = cpu(&code, data);
            cpu.run(100).expect("runs");
            assert_eq!(cpu.handler().faults, vec![want], "{code:02x?} with data {data:?}");
        }
        // A fetch from a page never mapped, far from any reservation.
        let mut cpu = cpu(&[0xff, 0xe0], Prot::RW); // jmp rax
        cpu.set_reg(Reg::Rax, 0x7000_1234_5000);
        cpu.run(100).expect("runs");
        assert_eq!(cpu.handler().faults, vec![(Access::Fetch, FaultKind::Unmapped, 0x7000_1234_5000)]);
    }

    #[test]
    fn a_protection_change_reaches_the_next_access_and_translated_code() {
        // mov rax, [DATA]; int3
        let mut code = load(DATA);
        code.push(0xcc);
        let mut cpu = cpu(&code, Prot::RW);
        assert!(cpu.write(DATA, &5u64.to_le_bytes()));
        cpu.run(100).expect("runs");
        assert_eq!(cpu.handler().rax, vec![5]);
        // The code page without exec: its translation no longer runs.
        cpu.protect(CODE, 0x1000, Prot::RW).expect("protect");
        cpu.set_reg(Reg::Rip, CODE);
        cpu.run(100).expect("runs");
        assert_eq!(cpu.handler().faults, vec![(Access::Fetch, FaultKind::Protection, CODE)]);
        // Exec again, and the data page unreadable: the load faults (its TLB entry is gone).
        cpu.protect(CODE, 0x1000, Prot::RX).expect("protect");
        cpu.protect(DATA, 0x1000, Prot::NONE).expect("protect");
        cpu.set_reg(Reg::Rip, CODE);
        cpu.run(100).expect("runs");
        assert_eq!(cpu.handler().faults[1], (Access::Read, FaultKind::Protection, DATA));
        // Readable again: the same translation loads.
        cpu.protect(DATA, 0x1000, Prot::R).expect("protect");
        cpu.set_reg(Reg::Rip, CODE);
        cpu.run(100).expect("runs");
        assert_eq!(cpu.handler().rax, vec![5, 5]);
        // Protecting a page that is not mapped fails, as the engine's protect did.
        assert!(cpu.protect(HOLE, 0x1000, Prot::R).is_err());
    }

    #[test]
    fn exchange_word_reads_the_old_word_and_writes_the_new_one_or_changes_nothing() {
        let mut cpu = cpu(&[0xcc], Prot::RW);
        cpu.map(DATA + 0x1000, 0x1000, Prot::R).expect("second data page maps");
        let word = |cpu: &Cpu<Recorder>, at: u64| {
            let mut b = [0u8; 8];
            cpu.read(at, &mut b).then(|| u64::from_le_bytes(b))
        };
        // Inside one page, and across the boundary of two mapped pages (page by page);
        // the guest's permissions do not matter (the second page is read-only).
        for at in [DATA + 8, DATA + 0xffc] {
            assert!(cpu.write(at, &0x1122_3344_5566_7788u64.to_le_bytes()));
            assert_eq!(cpu.exchange_word(at, 0x99aa_bbcc_ddee_ff00), Some(0x1122_3344_5566_7788), "at {at:#x}");
            assert_eq!(word(&cpu, at), Some(0x99aa_bbcc_ddee_ff00), "at {at:#x}");
        }
        // Into the hole after the second page: nothing is written.
        let at = HOLE - 4;
        assert!(cpu.write(at, &[1, 2, 3, 4]));
        assert_eq!(cpu.exchange_word(at, u64::MAX), None);
        let mut b = [0u8; 4];
        assert!(cpu.read(at, &mut b));
        assert_eq!(b, [1, 2, 3, 4]);
        assert_eq!(cpu.exchange_word(HOLE + 8, 1), None);
    }

    #[test]
    fn an_unmapped_page_faults_and_comes_back_zero() {
        // mov rax, [DATA]; int3
        let mut code = load(DATA);
        code.push(0xcc);
        let mut cpu = cpu(&code, Prot::RW);
        assert!(cpu.write(DATA, &9u64.to_le_bytes()));
        cpu.run(100).expect("runs");
        cpu.unmap(DATA, 0x1000).expect("unmap");
        let mut b = [0u8; 8];
        assert!(!cpu.read(DATA, &mut b), "the host cannot read it either");
        cpu.set_reg(Reg::Rip, CODE);
        cpu.run(100).expect("runs");
        assert_eq!(cpu.handler().faults, vec![(Access::Read, FaultKind::Unmapped, DATA)]);
        cpu.map(DATA, 0x1000, Prot::R).expect("maps again");
        assert!(cpu.map(DATA, 0x1000, Prot::R).is_err(), "mapped once");
        cpu.set_reg(Reg::Rip, CODE);
        cpu.run(100).expect("runs");
        assert_eq!(cpu.handler().rax, vec![9, 0]);
    }

    #[test]
    fn the_page_cache_sees_unmap_map_and_protect() {
        let mut cpu = cpu(&[0xcc], Prot::RW);
        assert!(cpu.write(DATA + 8, &7u64.to_le_bytes()));
        let mut b = [0u8; 8];
        assert!(cpu.read(DATA + 8, &mut b) && u64::from_le_bytes(b) == 7);
        cpu.unmap(DATA, 0x1000).expect("unmap");
        assert!(!cpu.read(DATA + 8, &mut b), "the cached page is gone");
        assert!(!cpu.write(DATA + 8, &[1]), "for writes too");
        cpu.map(DATA, 0x1000, Prot::R).expect("maps again");
        assert!(cpu.read(DATA + 8, &mut b) && b == [0; 8], "a fresh page");
        // Host writes ignore permissions: a protected page stays writable to the host.
        cpu.protect(DATA, 0x1000, Prot::NONE).expect("protect");
        assert!(cpu.write(DATA + 8, &[3]) && cpu.read(DATA + 8, &mut b) && b[0] == 3);
        cpu.unmap(DATA, 0x1000).expect("unmap");
        assert!(!cpu.read(DATA, &mut b));
    }

    #[test]
    fn the_page_cache_holds_pages_of_several_blocks() {
        // Two pages in two reservations and one in the first, read in turns (each read
        // either from the cache or not), then the far one unmapped.
        let far = 0x7f00_0000_0000u64;
        let mut cpu = cpu(&[0xcc], Prot::RW);
        cpu.map(far, 0x1000, Prot::RW).expect("maps");
        for (at, v) in [(DATA, 1u8), (far, 2), (CODE + 0x100, 3)] {
            assert!(cpu.write(at, &[v]));
        }
        let mut b = [0u8; 1];
        for _ in 0..3 {
            for (at, v) in [(DATA, 1u8), (far, 2), (CODE + 0x100, 3), (far, 2)] {
                assert!(cpu.read(at, &mut b) && b[0] == v, "{at:#x}");
            }
        }
        cpu.unmap(far, 0x1000).expect("unmap");
        assert!(!cpu.read(far, &mut b));
        assert!(cpu.read(DATA, &mut b) && b[0] == 1);
        // A new reservation made after the cache was filled.
        let farther = 0x7e00_0000_0000u64;
        cpu.map(farther, 0x1000, Prot::R).expect("maps");
        assert!(cpu.write(farther + 1, &[5]) && cpu.read(farther + 1, &mut b) && b[0] == 5);
        assert!(cpu.read(DATA, &mut b) && b[0] == 1);
    }

    #[test]
    fn the_page_cache_sees_a_snapshot_restore() {
        let mut cpu = cpu(&[0xcc], Prot::RW);
        assert!(cpu.write(DATA, &[4]));
        let snap = cpu.snapshot().expect("snapshot");
        // Unmapped after the snapshot (and read from the cache before): the restore maps
        // it again with its bytes.
        let mut b = [0u8; 1];
        assert!(cpu.read(DATA, &mut b) && b[0] == 4);
        cpu.unmap(DATA, 0x1000).expect("unmap");
        assert!(!cpu.read(DATA, &mut b));
        cpu.restore(&snap).expect("restore");
        assert!(cpu.read(DATA, &mut b) && b[0] == 4);
        // Mapped after the snapshot (and cached): the restore unmaps it.
        cpu.map(HOLE, 0x1000, Prot::RW).expect("maps");
        assert!(cpu.write(HOLE, &[6]) && cpu.read(HOLE, &mut b) && b[0] == 6);
        cpu.restore(&snap).expect("restore");
        assert!(!cpu.read(HOLE, &mut b), "the restore unmapped the cached page");
        assert!(!cpu.write(HOLE, &[1]));
    }

    #[test]
    fn an_access_across_pages_needs_every_page_and_fails_whole() {
        let mut cpu = cpu(&[0xcc], Prot::RW);
        cpu.map(DATA + 0x1000, 0x1000, Prot::R).expect("maps the next page");
        let at = DATA + 0x1000 - 8;
        let word: Vec<u8> = (1..=16).collect();
        assert!(cpu.write(at, &word));
        let mut b = [0u8; 16];
        assert!(cpu.read(at, &mut b) && b.as_slice() == word.as_slice());
        cpu.unmap(DATA + 0x1000, 0x1000).expect("unmap");
        let mut b = [9u8; 16];
        assert!(!cpu.read(at, &mut b) && b == [9; 16], "a failed read leaves the buffer");
        assert!(!cpu.write(at, &[0xee; 16]), "a write that ends on an unmapped page");
        let mut first = [0u8; 8];
        assert!(cpu.read(at, &mut first) && first.as_slice() == &word[..8], "changes nothing");
        // Past the end of the address space.
        assert!(!cpu.read(u64::MAX - 3, &mut b[..8]));
    }

    #[test]
    fn many_mappings_and_protections_stay_few_engine_regions() {
        let mut cpu = cpu(&[0xcc], Prot::RW);
        let base = 0x7f00_0000_0000u64;
        for i in 0..2000u64 {
            cpu.map(base + i * 0x2000, 0x1000, Prot::RW).expect("maps");
        }
        for i in (0..2000u64).step_by(2) {
            cpu.protect(base + i * 0x2000, 0x1000, Prot::R).expect("protects");
        }
        assert!(cpu.write(base + 3 * 0x2000, &[1]));
        assert!(!cpu.write(base + 0x1000, &[1]), "the gaps stay unmapped");
        // The window, the code's reservation and one for the 16 MiB of pages.
        let regions = cpu.uc().mem_regions().expect("regions").len();
        assert_eq!(regions, 3);
    }
}
