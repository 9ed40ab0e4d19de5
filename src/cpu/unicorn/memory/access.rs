//! The host's reads and writes of guest memory.
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - The host reads and writes guest memory as plain copies, not through
//!   `uc_mem_read`/`uc_mem_write` (those cost ~80 ns each through the engine's
//!   address-space lookup). Host reads and writes ignore page permissions (a probe's
//!   int3 in read-only text, an XOL slot), and fail (changing nothing) if any byte is
//!   unmapped. The host touches the pages only between guest instructions, from this
//!   thread.

use unicorn_engine::unicorn_const::Prot as UcProt;

use super::super::Engine;
use super::{Memory, PAGE};
use crate::abi::mm::PAGE_SIZE;

/// Reads guest memory (see [`crate::cpu::CpuCore::read`]).
#[inline]
pub(in crate::cpu::unicorn) fn read<H>(uc: &Engine<'_, H>, addr: u64, buf: &mut [u8]) -> bool {
    uc.get_data().memory.read(addr, buf)
}

impl Memory {
    /// [`read()`], from the memory alone (a raw hook has no engine handle to pass).
    #[inline]
    pub(in crate::cpu::unicorn) fn read(&self, addr: u64, buf: &mut [u8]) -> bool {
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

/// Makes `[addr, addr+len)` of guest data memory zero (see
/// [`crate::cpu::CpuCore::zero`]): its whole pages through [`super::HostPages::zero`]
/// (the host's resident pages written, the others given back, never read), the parts of
/// pages at either end written. `false`, changing nothing, if any byte is unmapped.
pub(in crate::cpu::unicorn) fn zero<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64) -> bool {
    let mem = &mut uc.get_data_mut().memory;
    let Ok(n) = usize::try_from(len) else { return false };
    if !mem.all_mapped(addr, n) {
        return false;
    }
    // The range as spans of one block each: (block, offset, end offset).
    let mut spans: Vec<(usize, usize, usize)> = Vec::new();
    for (b, off, k) in mem.pieces(addr, n).flatten() {
        match spans.last_mut() {
            Some(s) if s.0 == b && s.2 == off => s.2 += k,
            _ => spans.push((b, off, off + k)),
        }
    }
    for (b, from, to) in spans {
        let pages = &mut mem.blocks[b].pages;
        let (lo, hi) = (from.next_multiple_of(PAGE), to / PAGE * PAGE);
        if lo < hi {
            pages.bytes_mut(from, lo).fill(0);
            pages.zero(lo, hi);
            pages.bytes_mut(hi, to).fill(0);
        } else {
            pages.bytes_mut(from, to).fill(0);
        }
    }
    // Counted as more than one write: what was known untouched is not any more.
    mem.writes = mem.writes.wrapping_add(2);
    mem.last_write = (addr, addr + len);
    true
}

/// Fills guest data memory through `fill` in place (see [`crate::cpu::CpuCore::fill`]),
/// where `[addr, addr+len)` lies in one block's mapped pages; `None` (nothing done)
/// where it does not.
pub(in crate::cpu::unicorn) fn fill_in_place<H>(
    uc: &mut Engine<'_, H>,
    addr: u64,
    len: usize,
    fill: &mut dyn FnMut(&mut [u8]) -> usize,
) -> Option<()> {
    let mem = &mut uc.get_data_mut().memory;
    let (b, off) = mem.find(addr, len)?;
    let block = &mut mem.blocks[b];
    fill(block.pages.bytes_mut(off, off + len));
    block.dirty_from = block.dirty_from.min(off);
    // Counted as more than one write, as `zero` is.
    mem.writes = mem.writes.wrapping_add(2);
    mem.last_write = (addr, addr + len as u64);
    Some(())
}

/// Maps `[addr, addr + len)` from a host file in place (see
/// [`crate::cpu::CpuCore::map_file_pages`]), where it lies in one block's mapped pages
/// and is page aligned; false (nothing done) where it does not or the host refuses.
pub(in crate::cpu::unicorn) fn map_file_in_place<H>(
    uc: &mut Engine<'_, H>,
    addr: u64,
    len: usize,
    file: &std::sync::Arc<std::fs::File>,
    off: u64,
) -> bool {
    if !addr.is_multiple_of(PAGE_SIZE) || !len.is_multiple_of(PAGE) || len == 0 {
        return false;
    }
    let mem = &mut uc.get_data_mut().memory;
    let Some((b, at)) = mem.find(addr, len) else { return false };
    let block = &mut mem.blocks[b];
    // Only pages the guest cannot write (see `HostPages::map_file`).
    let writable = UcProt::WRITE.0 as u8;
    if block.prot[at / PAGE..(at + len) / PAGE].iter().any(|&s| s & writable != 0) {
        return false;
    }
    if !block.pages.map_file(at, len, file, off) {
        return false;
    }
    block.dirty_from = block.dirty_from.min(at);
    // Counted as more than one write, as `zero` is.
    mem.writes = mem.writes.wrapping_add(2);
    mem.last_write = (addr, addr + len as u64);
    true
}

/// Writes guest data memory (see [`crate::cpu::CpuCore::write`]).
#[inline]
pub(in crate::cpu::unicorn) fn write<H>(uc: &mut Engine<'_, H>, addr: u64, data: &[u8]) -> bool {
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

/// Exchanges a guest word (see [`crate::cpu::FastPathCpu::exchange_word`]): one lookup of
/// its page for the read and the write when it lies in one page.
#[inline]
pub(in crate::cpu::unicorn) fn exchange_word<H>(uc: &mut Engine<'_, H>, addr: u64, new: u64) -> Option<u64> {
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
pub(super) fn copy_small(dst: &mut [u8], src: &[u8]) {
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
