//! Reservations ([`Block`]), each page's state and permissions, the engine's TLB fill
//! from them, and mapping, unmapping and protecting.
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - The engine's memory regions are few and large: *reservations* ([`Block`]), each a
//!   span of guest addresses aligned to [`RESERVE`] (or one mapping's span, if larger),
//!   made the first time a mapping touches it and kept for the life of the engine. Each
//!   is one private anonymous mapping of the host's ([`HostPages`]; a file's pages the
//!   guest cannot write may be mapped into it) given to the engine
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
//! - The last two pages a host read or write found mapped are remembered
//!   ([`Memory::seen`]: page, block, offset), so an access inside one page (a probe
//!   hit's few words on the stack) costs a compare and a copy. Only mapped pages are
//!   remembered, and every change that could make an entry wrong empties both: each
//!   change of a page's state goes through [`set_state`] (map, unmap, protect, a
//!   snapshot's restore), and a new block empties them too. An access across pages is
//!   checked page by page first and then copied, without allocating.
//! - At most one block is the hot one ([`map_host`]: the stack's), looked up first; a
//!   snapshot's restore zeroes it ([`HostPages::zero`]: its few resident pages written,
//!   the rest given back to the host kernel) instead of comparing it.

use unicorn_engine::unicorn_const::{MemType, Prot as UcProt, TlbEntry, TlbType};

use super::super::{eng, shadow, Engine};
use super::access::copy_small;
use super::{HostPages, MAPPED, PAGE, PERMS, PHYS, RESERVE, WINDOW};
use crate::abi::mm::PAGE_SIZE;
use crate::cpu::{CpuError, Prot};

/// One reservation: host pages behind a span of guest addresses, one engine region.
pub(in crate::cpu::unicorn) struct Block {
    /// Unique for the life of the engine (a snapshot knows its blocks by it).
    pub(in crate::cpu::unicorn) id: u64,
    /// Guest address of the first byte.
    pub(in crate::cpu::unicorn) start: u64,
    /// The bytes.
    pub(in crate::cpu::unicorn) pages: HostPages,
    /// Per page: [`MAPPED`] and the guest's permissions, or 0 (unmapped).
    pub(in crate::cpu::unicorn) prot: Vec<u8>,
    /// How many pages are mapped.
    live: usize,
    /// The lowest offset that may hold a non-zero byte (the length if none).
    pub(in crate::cpu::unicorn) dirty_from: usize,
}

impl Block {
    /// One past the last byte.
    pub(in crate::cpu::unicorn) fn end(&self) -> u64 {
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
    pub(in crate::cpu::unicorn) fn is_mapped(&self, i: usize) -> bool {
        self.prot[i] != 0
    }

    /// Writes `data` at offset `off` (inside the block).
    pub(in crate::cpu::unicorn) fn put(&mut self, off: usize, data: &[u8]) {
        copy_small(self.pages.bytes_mut(off, off + data.len()), data);
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
pub(in crate::cpu::unicorn) struct Memory {
    /// The blocks, in creation order; their ranges do not overlap.
    pub(in crate::cpu::unicorn) blocks: Vec<Block>,
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
    /// [`crate::cpu::FastPathCpu::write_seq`].
    pub(in crate::cpu::unicorn) writes: u64,
    /// The guest range `[start, end)` of the last of those writes.
    pub(in crate::cpu::unicorn) last_write: (u64, u64),
    /// Where guest ranges were written from shared file bytes ([`Memory::note_source`]):
    /// a snapshot saves a page that still holds its file's bytes as a reference to them,
    /// not a copy. Hints only: a snapshot compares before it shares.
    pub(in crate::cpu::unicorn) sources: Vec<Source>,
}

/// A guest range `[start, end)` written from `bytes[off..]`: see [`Memory::sources`].
pub(in crate::cpu::unicorn) struct Source {
    /// The range's first byte.
    pub(in crate::cpu::unicorn) start: u64,
    /// One past its last.
    pub(in crate::cpu::unicorn) end: u64,
    /// The file's bytes.
    pub(in crate::cpu::unicorn) bytes: crate::cpu::FileBytes,
    /// The offset in `bytes` of the byte written at `start`.
    pub(in crate::cpu::unicorn) off: usize,
}

/// At most this many [`Source`]s are kept (each exec adds a few; an unmap drops those
/// inside it), the oldest dropped first.
const MAX_SOURCES: usize = 64;

impl Default for Seen {
    fn default() -> Seen {
        UNSEEN
    }
}

impl Memory {
    /// Writes `data` at offset `off` of block `b`, counted in [`Memory::writes`].
    #[inline(always)]
    pub(super) fn put(&mut self, b: usize, off: usize, data: &[u8]) {
        let block = &mut self.blocks[b];
        let at = block.start + off as u64;
        self.writes = self.writes.wrapping_add(1);
        self.last_write = (at, at + data.len() as u64);
        block.put(off, data);
    }

    /// Records that `[start, start + len)` was just written from `bytes[off..]`.
    pub(in crate::cpu::unicorn) fn note_source(
        &mut self,
        start: u64,
        len: usize,
        bytes: &crate::cpu::FileBytes,
        off: usize,
    ) {
        if self.sources.len() == MAX_SOURCES {
            self.sources.remove(0);
        }
        self.sources.push(Source { start, end: start + len as u64, bytes: bytes.clone(), off });
    }

    /// The file bytes that `[at, at + len)` was written from, if a [`Source`] covers it
    /// and they are `now`, its bytes now: the shared bytes and their offset.
    pub(in crate::cpu::unicorn) fn source_of(&self, at: u64, now: &[u8]) -> Option<(crate::cpu::FileBytes, usize)> {
        let end = at.checked_add(now.len() as u64)?;
        let s = self.sources.iter().rev().find(|s| s.start <= at && end <= s.end)?;
        let off = s.off + (at - s.start) as usize;
        (s.bytes.get(off..off + now.len())? == now).then(|| (s.bytes.clone(), off))
    }

    /// See [`crate::cpu::FastPathCpu::untouched_since`]: exact for no write or one write
    /// since `seq`, and false (not known) after more.
    #[inline]
    pub(in crate::cpu::unicorn) fn untouched_since(&self, seq: u64, addr: u64, len: u64) -> bool {
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
    pub(super) fn find(&self, addr: u64, len: usize) -> Option<(usize, usize)> {
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
    pub(super) fn pieces(&self, addr: u64, len: usize) -> impl Iterator<Item = Option<(usize, usize, usize)>> + '_ {
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
    pub(super) fn all_mapped(&self, addr: u64, len: usize) -> bool {
        addr.checked_add(len as u64).is_some() && self.pieces(addr, len).all(|p| p.is_some())
    }

    /// The block with id `id`.
    pub(in crate::cpu::unicorn) fn by_id_mut(&mut self, id: u64) -> Option<&mut Block> {
        self.blocks.iter_mut().find(|b| b.id == id)
    }

    /// Whether `id` is the hot block's.
    pub(in crate::cpu::unicorn) fn is_hot(&self, id: u64) -> bool {
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
    pub(in crate::cpu::unicorn) fn is_parked(&self, addr: u64, len: u64) -> bool {
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
    pub(in crate::cpu::unicorn) fn guest_may_write(&mut self) {
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
pub(in crate::cpu::unicorn) fn install<H: 'static>(uc: &mut Engine<'_, H>) -> Result<(), CpuError> {
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
        if state & UcProt::WRITE.0 as u8 != 0 {
            // The guest may write them now: no page of a file's stays shared.
            b.pages.make_private(r.start * PAGE, (r.end * PAGE).min(b.pages.len));
        }
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
pub(in crate::cpu::unicorn) fn remove_code<H>(uc: &mut Engine<'_, H>, addr: u64, end: u64) {
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
pub(in crate::cpu::unicorn) fn uc_prot(p: Prot) -> UcProt {
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

/// Maps fresh zeroed pages.
pub(in crate::cpu::unicorn) fn map<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    map_pages(uc, addr, len, prot, false)
}

/// Maps fresh zeroed pages in the hot block (the first block mapped so: the stack's).
pub(in crate::cpu::unicorn) fn map_host<H>(
    uc: &mut Engine<'_, H>,
    addr: u64,
    len: u64,
    prot: Prot,
) -> Result<(), CpuError> {
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
pub(in crate::cpu::unicorn) fn unmap<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64) -> Result<(), CpuError> {
    let end = range("mem_unmap", addr, len)?;
    shadow::forget_in(uc, addr, end);
    set_state(uc, addr, end, 0);
    uc.get_data_mut().memory.sources.retain(|s| s.start < addr || s.end > end);
    Ok(())
}

/// Changes page permissions (every page must be mapped) and drops the range's
/// translations and shadows.
pub(in crate::cpu::unicorn) fn protect<H>(
    uc: &mut Engine<'_, H>,
    addr: u64,
    len: u64,
    prot: Prot,
) -> Result<(), CpuError> {
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
pub(in crate::cpu::unicorn) fn set_states<H>(uc: &mut Engine<'_, H>, i: usize, want: &[u8]) {
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
pub(in crate::cpu::unicorn) fn first_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    const CHUNK: usize = 64;
    let n = a.len().min(b.len());
    let same = a[..n].chunks_exact(CHUNK).zip(b[..n].chunks_exact(CHUNK)).take_while(|(x, y)| x == y).count() * CHUNK;
    a[same..n].iter().zip(&b[same..n]).position(|(x, y)| x != y).map(|i| same + i)
}
