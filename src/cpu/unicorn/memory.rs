//! Guest memory: host pages behind every mapping, reads and writes, mapping, code
//! patching and dropping translations.
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - Every guest page is a page of the host's that the engine's user data owns
//!   ([`Memory`]): each mapping is its own private anonymous mapping ([`HostPages`]),
//!   given to the engine with `mem_map_ptr`. The host reads and writes guest memory as
//!   plain copies, not through `uc_mem_read`/`uc_mem_write` (only the block counter's
//!   cold decode reads through the engine): those cost ~80 ns each through the engine's
//!   address-space lookup, and a `uc_mem_write` to a page without write permission (a
//!   probe's int3 in text, an XOL slot) makes the region writable and read-only again,
//!   two rebuilds of the engine's memory map (14 µs). The host touches the pages only
//!   between guest instructions, from this thread.
//! - A host write never drops translated code (nor did `uc_mem_write`: stale code would
//!   keep running, even across runs). So [`patch_code`] drops the translations over every
//!   patched byte (`ctl_remove_cache`) and any shadow there; [`write()`]
//!   is for data only. Dropping one byte of a block drops the whole block.
//! - Changing a page's protection leaves translated code as it was (dropping EXEC is
//!   ignored for cached code), so [`protect`] drops the range's translations, and
//!   [`unmap`] does too.
//! - Host reads and writes ignore page permissions, and fail (changing nothing) if any
//!   byte is unmapped.
//! - Fresh pages are zero without being written and cost nothing until touched (zeroing
//!   an 8 MiB stack up front was over half of a small program's set-up). Transparent huge
//!   pages are refused, so a first touch zeroes one 4 KiB page, not 2 MiB. They are
//!   reserved with `MAP_NORESERVE`, so the host's overcommit policy never refuses a
//!   mapping the simulated kernel allowed (its own limit decides: `kernel/mm.rs`).
//! - Only pages the host has given a page frame (present or swapped out, as
//!   `/proc/self/pagemap` says) can hold a non-zero byte, so copying an address space
//!   ([`super::Cpu::copy_pages_from`]: fork) reads those alone: an untouched 2 GiB
//!   mapping costs nothing to copy. `dirty_from` does not bound that copy: a block mapped
//!   in a system call's hook is written by the guest in the same run.
//! - A [`Block`] (one mapping call's pages) lives while any of its pages is mapped: the
//!   engine splits a mapping on a partial unmap or reprotect by mapping pieces over the
//!   same pages. [`Block::dirty_from`] bounds what may be non-zero: the lowest offset the
//!   host wrote, or 0 once the guest has run (it writes without the host seeing it).
//! - At most one block is the hot one ([`map_host`]: the stack), looked up first; a
//!   snapshot's restore zeroes it ([`HostPages::zero`]: its few resident pages written,
//!   the rest given back to the host kernel) instead of comparing its 8 MiB.
//! - Mapping or unmapping rebuilds the engine's memory map (10-20 µs); changing a page
//!   between two protections without write access does not. So a snapshot's restore
//!   *parks* a region the run added that is not writable (an `[uprobes]` page, a
//!   trampoline) instead of unmapping it ([`park`]): the engine keeps it mapped with no
//!   access, and everything here treats it as unmapped: host reads and writes fail, it
//!   is in no layout ([`visible_layout`]), a fault there is reported as on unmapped
//!   memory, and the engine's TLB is flushed when it is parked or taken back. Mapping
//!   exactly that range again takes it back (zeroed) instead of mapping new pages; any
//!   other mapping over it unmaps it first.
//! - Dropping a translation does not give its generated code back: the engine's code
//!   buffer (1 GiB) only fills, until a flush empties it. Code patched over and over
//!   (an XOL slot that two alternating single-stepped probes rewrite at every hit) would
//!   grow the process by each new translation, about 270 bytes a step, to the whole
//!   buffer. So every [`FLUSH_AFTER_STALE`] dropped ranges the whole cache is flushed
//!   between two runs ([`flush_if_due`]; a hook asks for the restart) and the live
//!   shadows are translated again: the buffer is reused from its start, and memory stays
//!   constant. The engine never has to flush by itself (which it cannot do safely outside
//!   its own loop, as when a shadow is translated).

use unicorn_engine::unicorn_const::Prot as UcProt;

use super::{eng, shadow, Engine};
use crate::abi::mm::PAGE_SIZE;
use crate::cpu::{CpuError, Prot};

/// Bytes per page, as a length.
pub(super) const PAGE: usize = PAGE_SIZE as usize;

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

    /// Makes every byte zero again. A few pages are written; a larger mapping has its
    /// resident pages written if there are few of them (a stack the guest used a little:
    /// they stay, so the next touch costs no fault), and everything else handed back to
    /// the host, which makes it zero whether it was never touched, touched or swapped out.
    pub(super) fn zero(&mut self) {
        if self.len <= SMALL * PAGE {
            self.bytes_mut().fill(0);
            return;
        }
        let mut resident = vec![0u8; self.len.div_ceil(PAGE)];
        // SAFETY: `ptr`/`len` are the mapping made in `new` (page aligned); `resident`
        // has one byte per page of it, as mincore writes.
        let r = unsafe { libc::mincore(self.ptr.as_ptr().cast(), self.len, resident.as_mut_ptr()) };
        let touched: Vec<usize> = (0..resident.len()).filter(|&i| resident[i] & 1 != 0).collect();
        if r != 0 || touched.len() > SMALL * 8 {
            self.discard(0, self.len);
            return;
        }
        // The pages not resident now: one range between each two resident ones.
        let mut from = 0;
        for &p in touched.iter().chain(std::iter::once(&resident.len())) {
            if p > from {
                self.discard(from * PAGE, (p * PAGE).min(self.len));
            }
            if p < resident.len() {
                let end = ((p + 1) * PAGE).min(self.len);
                self.bytes_mut()[p * PAGE..end].fill(0);
            }
            from = p + 1;
        }
    }

    /// Hands `[from, to)` (page aligned) back to the host: it reads as zero afterwards.
    fn discard(&mut self, from: usize, to: usize) {
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
        // of it: a block is dropped when its last page is unmapped from the engine, or
        // with the user data, after the engine is closed (`uc_close` runs in the handle's
        // Drop before its fields are dropped).
        unsafe { libc::munmap(self.ptr.as_ptr().cast(), self.len) };
    }
}

/// The pages of one mapping call.
pub(super) struct Block {
    /// Unique for the life of the engine (a snapshot knows its blocks by it).
    pub(super) id: u64,
    /// Guest address of the first byte.
    pub(super) start: u64,
    /// The bytes.
    pub(super) pages: HostPages,
    /// Per page: mapped in the engine now.
    mapped: Vec<bool>,
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
        let all = self.live == self.mapped.len() || (off / PAGE..end.div_ceil(PAGE)).all(|p| self.mapped[p]);
        all.then_some(off)
    }

    /// Whether page `i` is mapped.
    pub(super) fn is_mapped(&self, i: usize) -> bool {
        self.mapped[i]
    }

    /// Writes `data` at offset `off` (inside the block).
    pub(super) fn put(&mut self, off: usize, data: &[u8]) {
        copy_small(&mut self.pages.bytes_mut()[off..off + data.len()], data);
        self.dirty_from = self.dirty_from.min(off);
    }

    /// The range of pages `[addr, addr+len)` covers, if it lies inside the block.
    fn page_range(&self, addr: u64, len: u64) -> Option<std::ops::Range<usize>> {
        let off = usize::try_from(addr.checked_sub(self.start)?).ok()?;
        let end = off.checked_add(usize::try_from(len).ok()?)?;
        (end <= self.pages.len).then(|| off / PAGE..end.div_ceil(PAGE))
    }
}

/// Gives the engine `[addr, addr+len)` of block `b` with `prot`, and marks it mapped.
fn map_into<H>(uc: &mut Engine<'_, H>, b: usize, addr: u64, len: u64, prot: UcProt) -> Result<(), CpuError> {
    let block = &uc.get_data().memory.blocks[b];
    let pages = block.page_range(addr, len).ok_or(CpuError::Invariant("a mapping outside its host pages"))?;
    let ptr = block.pages.ptr.as_ptr().wrapping_add((addr - block.start) as usize).cast();
    // SAFETY: `[addr, addr+len)` lies inside the block's pages (checked above), which
    // live until no page of theirs is mapped in the engine (`Memory::unmapped`) or the
    // engine is closed (see `HostPages`'s Drop). Page alignment is checked by Unicorn.
    // The host touches them only between guest instructions, from this thread.
    unsafe { uc.mem_map_ptr(addr, len, prot, ptr) }.map_err(eng("mem_map"))?;
    let block = &mut uc.get_data_mut().memory.blocks[b];
    for p in pages {
        if !block.mapped[p] {
            block.mapped[p] = true;
            block.live += 1;
        }
    }
    Ok(())
}

/// Every block of host pages behind the guest's memory.
#[derive(Default)]
pub(super) struct Memory {
    /// The blocks, in creation order. Their ranges may overlap, their mapped pages not.
    pub(super) blocks: Vec<Block>,
    /// Index of the hot block ([`map_host`]) in `blocks`.
    hot: Option<usize>,
    /// Parked regions (see the module doc): (begin, end, block id), each a whole block.
    parked: Vec<(u64, u64, u64)>,
    /// The next block's id.
    next_id: u64,
}

impl Memory {
    /// The block and offset of `[addr, addr+len)` if it lies in one block's mapped pages.
    #[inline]
    fn find(&self, addr: u64, len: usize) -> Option<(usize, usize)> {
        if let Some(h) = self.hot {
            if let Some(off) = self.blocks[h].offset(addr, len) {
                return Some((h, off));
            }
        }
        self.blocks.iter().enumerate().find_map(|(i, b)| b.offset(addr, len).map(|off| (i, off)))
    }

    /// The (block, offset, length) pieces of `[addr, addr+len)`, if every byte is mapped.
    fn pieces(&self, addr: u64, len: usize) -> Option<Vec<(usize, usize, usize)>> {
        addr.checked_add(len as u64)?;
        let mut out = Vec::new();
        let mut done = 0;
        while done < len {
            let at = addr + done as u64;
            let n = (PAGE - (at % PAGE_SIZE) as usize).min(len - done);
            let (b, off) = self.find(at, n)?;
            out.push((b, off, n));
            done += n;
        }
        Some(out)
    }

    /// The block with id `id`.
    pub(super) fn by_id_mut(&mut self, id: u64) -> Option<&mut Block> {
        self.blocks.iter_mut().find(|b| b.id == id)
    }

    /// The id of the block whose mapped page holds `addr`.
    pub(super) fn id_at(&self, addr: u64) -> Option<u64> {
        self.find(addr, 1).map(|(b, _)| self.blocks[b].id)
    }

    /// Whether `id` is the hot block's.
    pub(super) fn is_hot(&self, id: u64) -> bool {
        self.hot.is_some_and(|h| self.blocks[h].id == id)
    }

    /// Whether no region is parked.
    pub(super) fn parked_is_empty(&self) -> bool {
        self.parked.is_empty()
    }

    /// Whether `[addr, addr+len)` touches a parked region.
    pub(super) fn is_parked(&self, addr: u64, len: u64) -> bool {
        let end = addr.saturating_add(len.max(1));
        self.parked.iter().any(|&(b, e, _)| addr < e && b < end)
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
        let mapped = vec![false; len.div_ceil(PAGE)];
        self.blocks.push(Block { id, start: addr, pages, mapped, live: 0, dirty_from: len });
        let i = self.blocks.len() - 1;
        if hot && self.hot.is_none() {
            self.hot = Some(i);
        }
        Ok(i)
    }

    /// Forgets that `[addr, end)` is mapped; drops the blocks left with no mapped page.
    fn unmapped(&mut self, addr: u64, end: u64) {
        for b in &mut self.blocks {
            let lo = addr.max(b.start);
            let hi = end.min(b.end());
            if lo >= hi {
                continue;
            }
            for p in ((lo - b.start) as usize) / PAGE..((hi - b.start) as usize).div_ceil(PAGE) {
                if b.mapped[p] {
                    b.mapped[p] = false;
                    b.live -= 1;
                }
            }
        }
        let hot = self.hot.map(|h| self.blocks[h].id);
        let parked = &self.parked;
        self.blocks.retain(|b| b.live > 0 || parked.iter().any(|p| p.2 == b.id));
        self.hot = hot.and_then(|id| self.blocks.iter().position(|b| b.id == id));
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
pub(super) fn read<H>(uc: &Engine<'_, H>, addr: u64, buf: &mut [u8]) -> bool {
    uc.get_data().memory.read(addr, buf)
}

impl Memory {
    /// [`read()`], from the memory alone (a raw hook has no engine handle to pass).
    pub(super) fn read(&self, addr: u64, buf: &mut [u8]) -> bool {
        read_in(self, addr, buf)
    }
}

/// [`read()`] in `mem`.
fn read_in(mem: &Memory, addr: u64, buf: &mut [u8]) -> bool {
    if let Some((b, off)) = mem.find(addr, buf.len()) {
        copy_small(buf, &mem.blocks[b].pages.bytes()[off..off + buf.len()]);
        return true;
    }
    let Some(pieces) = mem.pieces(addr, buf.len()) else { return false };
    let mut done = 0;
    for (b, off, n) in pieces {
        buf[done..done + n].copy_from_slice(&mem.blocks[b].pages.bytes()[off..off + n]);
        done += n;
    }
    true
}

/// Writes guest data memory (see [`crate::cpu::GuestCpu::write`]).
pub(super) fn write<H>(uc: &mut Engine<'_, H>, addr: u64, data: &[u8]) -> bool {
    let mem = &mut uc.get_data_mut().memory;
    if let Some((b, off)) = mem.find(addr, data.len()) {
        mem.blocks[b].put(off, data);
        return true;
    }
    let Some(pieces) = mem.pieces(addr, data.len()) else { return false };
    let mut done = 0;
    for (b, off, n) in pieces {
        mem.blocks[b].put(off, &data[done..done + n]);
        done += n;
    }
    true
}

/// `dst.copy_from_slice(src)` with the kernel's usual sizes (a word, a three-word
/// frame) inlined: a `memcpy` call for 8 bytes costs more than the copy.
#[inline]
fn copy_small(dst: &mut [u8], src: &[u8]) {
    match (dst.len(), src.len()) {
        (8, 8) => dst.copy_from_slice(&src[..8]),
        (24, 24) => {
            dst[..8].copy_from_slice(&src[..8]);
            dst[8..16].copy_from_slice(&src[8..16]);
            dst[16..24].copy_from_slice(&src[16..24]);
        }
        _ => dst.copy_from_slice(src),
    }
}

/// Maps fresh zeroed pages.
pub(super) fn map<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    map_block(uc, addr, len, uc_prot(prot), false).map(|_| ())
}

/// Maps fresh zeroed pages as the hot block, or as a plain one if there is a hot block
/// already.
pub(super) fn map_host<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    map_block(uc, addr, len, uc_prot(prot), true).map(|_| ())
}

/// Maps `[addr, addr+len)` over a new block (or the parked one of exactly that range);
/// returns the block's id.
pub(super) fn map_block<H>(
    uc: &mut Engine<'_, H>,
    addr: u64,
    len: u64,
    prot: UcProt,
    hot: bool,
) -> Result<u64, CpuError> {
    if let Some(id) = unpark(uc, addr, len, prot)? {
        return Ok(id);
    }
    let size = usize::try_from(len).map_err(|_| CpuError::Engine { op: "mem_map", code: "NOMEM".into() })?;
    let i = uc.get_data_mut().memory.new_block(addr, size, hot)?;
    let mapped = map_into(uc, i, addr, len, prot);
    let mem = &mut uc.get_data_mut().memory;
    let id = mem.blocks[i].id;
    if mapped.is_err() {
        // Nothing of it is mapped: drop it (it is the last block).
        mem.blocks.pop();
        if mem.hot == Some(i) {
            mem.hot = None;
        }
    }
    mapped.map(|()| id)
}

/// Makes a block of `len` bytes for `addr` with nothing mapped yet (the hot one if
/// `hot` and there is none); returns its id. Dropped at the next unmap if still unmapped.
pub(super) fn new_block<H>(uc: &mut Engine<'_, H>, addr: u64, len: usize, hot: bool) -> Result<u64, CpuError> {
    let mem = &mut uc.get_data_mut().memory;
    let i = mem.new_block(addr, len, hot)?;
    Ok(mem.blocks[i].id)
}

/// Maps `[addr, addr+len)` over the block `id` again (a snapshot's restore).
pub(super) fn map_again<H>(uc: &mut Engine<'_, H>, id: u64, addr: u64, len: u64, prot: UcProt) -> Result<(), CpuError> {
    let i = uc.get_data().memory.blocks.iter().position(|b| b.id == id).ok_or(CpuError::Invariant("no such block"))?;
    map_into(uc, i, addr, len, prot)
}

/// Takes back the parked region `[addr, addr+len)` with `prot`, zeroed; unmaps parked
/// regions that overlap it otherwise. The id of the block taken back, if one was.
fn unpark<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: UcProt) -> Result<Option<u64>, CpuError> {
    let end = addr.saturating_add(len);
    if !uc.get_data().memory.is_parked(addr, len) {
        return Ok(None);
    }
    let exact = uc.get_data().memory.parked.iter().position(|&(b, e, _)| (b, e) == (addr, end));
    let Some(i) = exact else {
        drop_parked(uc, addr, end)?;
        return Ok(None);
    };
    uc.mem_protect(addr, len, prot).map_err(eng("mem_protect"))?;
    let _ = uc.ctl_flush_tlb();
    let mem = &mut uc.get_data_mut().memory;
    let (_, _, id) = mem.parked.swap_remove(i);
    let block = mem.by_id_mut(id).ok_or(CpuError::Invariant("a parked region without its block"))?;
    block.pages.zero();
    block.dirty_from = block.pages.len;
    block.mapped.fill(true);
    block.live = block.mapped.len();
    Ok(Some(id))
}

/// Parks the region `[begin, end)` (see the module doc), if it is a whole block and
/// not writable: true if it was parked, false if it must be unmapped instead. The caller
/// flushes the engine's TLB afterwards.
pub(super) fn park<H>(uc: &mut Engine<'_, H>, begin: u64, end: u64, prot: UcProt) -> Result<bool, CpuError> {
    let mem = &uc.get_data().memory;
    let whole = mem
        .find(begin, 1)
        .map(|(b, _)| &mem.blocks[b])
        .filter(|b| b.start == begin && b.end() == end && b.live == b.mapped.len() && !mem.is_hot(b.id));
    let Some(id) = whole.map(|b| b.id) else { return Ok(false) };
    if prot.0 & UcProt::WRITE.0 != 0 {
        return Ok(false);
    }
    shadow::forget_in(uc, begin, end);
    let _ = uc.ctl_remove_cache(begin, end);
    uc.mem_protect(begin, end - begin, UcProt::NONE).map_err(eng("mem_protect"))?;
    let mem = &mut uc.get_data_mut().memory;
    mem.parked.push((begin, end, id));
    mem.unmapped(begin, end);
    Ok(true)
}

/// Unmaps the parked regions that touch `[addr, end)` from the engine for good.
pub(super) fn drop_parked<H>(uc: &mut Engine<'_, H>, addr: u64, end: u64) -> Result<(), CpuError> {
    let gone: Vec<(u64, u64, u64)> =
        uc.get_data().memory.parked.iter().copied().filter(|&(b, e, _)| addr < e && b < end).collect();
    for (b, e, id) in gone {
        uc.mem_unmap(b, e - b).map_err(eng("mem_unmap"))?;
        let mem = &mut uc.get_data_mut().memory;
        mem.parked.retain(|p| p.2 != id);
        mem.unmapped(b, e);
    }
    Ok(())
}

/// The engine's regions as (begin, end, perms), `end` exclusive, without the parked ones.
pub(super) fn visible_layout<H>(uc: &Engine<'_, H>) -> Result<Vec<(u64, u64, UcProt)>, CpuError> {
    let regions = uc.mem_regions().map_err(eng("mem_regions"))?;
    let parked = &uc.get_data().memory.parked;
    Ok(regions
        .iter()
        .map(|r| (r.begin, r.end.wrapping_add(1), UcProt(r.perms)))
        .filter(|&(b, e, _)| !parked.iter().any(|p| (p.0, p.1) == (b, e)))
        .collect())
}

/// Unmaps pages, dropping their translations and shadows first.
pub(super) fn unmap<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64) -> Result<(), CpuError> {
    let end = addr.saturating_add(len);
    drop_parked(uc, addr, end)?;
    shadow::forget_in(uc, addr, end);
    let _ = uc.ctl_remove_cache(addr, end);
    uc.mem_unmap(addr, len).map_err(eng("mem_unmap"))?;
    uc.get_data_mut().memory.unmapped(addr, end);
    Ok(())
}

/// Changes page permissions and drops the range's translations and shadows.
pub(super) fn protect<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    uc.mem_protect(addr, len, uc_prot(prot)).map_err(eng("mem_protect"))?;
    let end = addr.saturating_add(len);
    let _ = uc.ctl_remove_cache(addr, end);
    shadow::forget_in(uc, addr, end);
    Ok(())
}

/// A batch of code patches in progress (see
/// [`GuestCpu::begin_patch_batch`](crate::cpu::GuestCpu::begin_patch_batch)). Two
/// per-patch costs are paid once per batch instead (Unicorn 2.1.5, measured with 10k
/// probes): a host write to a region without `WRITE` makes it writable and read-only
/// again around the write, each a rebuild of the engine's address-space dispatch (about
/// 7 µs of the 12 µs a probe cost); and dropping a block count resets the direct-mapped
/// cache (64 KiB). Translations are still dropped exactly over the patched bytes, so no
/// unrelated code is translated again.
#[derive(Debug, Default)]
pub(super) struct PatchBatch {
    /// Patched ranges whose translations and shadows are still to be
    /// dropped, in patch order: (start, end).
    pending: Vec<(u64, u64)>,
    /// Regions made writable for the batch: (begin, length, their own permissions).
    unprotected: Vec<(u64, u64, UcProt)>,
}

/// Starts a batch (nothing if one is open).
pub(super) fn begin_batch<H>(uc: &mut Engine<'_, H>) {
    let data = uc.get_data_mut();
    if data.batch.is_none() {
        data.batch = Some(PatchBatch::default());
    }
}

/// Ends the open batch, if any: drops what the patches made stale and gives the regions
/// their permissions back.
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
    for (begin, len, perms) in batch.unprotected {
        let _ = uc.mem_protect(begin, len, perms);
    }
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

/// In a batch: makes the region holding `[addr, end)` writable for the rest of the
/// batch, if it is not.
fn batch_writable<H>(uc: &mut Engine<'_, H>, addr: u64, end: u64) {
    let covered = |b: &PatchBatch| b.unprotected.iter().any(|(s, l, _)| *s <= addr && end <= s + l);
    if uc.get_data().batch.as_ref().is_none_or(covered) {
        return;
    }
    let Ok(regions) = uc.mem_regions() else { return };
    let Some(r) = regions.into_iter().find(|r| r.begin <= addr && end <= r.end.saturating_add(1)) else { return };
    let len = r.end - r.begin + 1;
    let perms = UcProt(r.perms);
    if (perms.0 & UcProt::WRITE.0) == 0 && uc.mem_protect(r.begin, len, perms | UcProt::WRITE).is_err() {
        return;
    }
    if let Some(b) = uc.get_data_mut().batch.as_mut() {
        b.unprotected.push((r.begin, len, perms));
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
    batch_writable(uc, addr, end);
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
        out.extend(pages.into_iter().filter(|&p| b.mapped[p]).map(|p| (b.start + (p * PAGE) as u64, i, p * PAGE)));
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
