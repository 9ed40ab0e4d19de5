//! Guest memory: mapping, the host-backed region, reads and writes, code patching and
//! dropping translations.
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - A host `mem_write` never drops translated code (stale code would keep running, even
//!   across runs). So [`patch_code`] drops the translations over every patched byte
//!   (`ctl_remove_cache`), the block counts, and any shadow there; [`write()`] is for data
//!   only. Dropping one byte of a block drops the whole block.
//! - Changing a page's protection leaves translated code as it was (dropping EXEC is
//!   ignored for cached code), so [`protect`] drops the range's translations, and
//!   [`unmap`] does too.
//! - Host reads and writes ignore page permissions.
//! - At most one region is host-backed ([`map_host`]), mapped with `mem_map_ptr` over a
//!   buffer the engine's user data owns, so the kernel's frequent stack reads and writes
//!   are plain copies instead of `uc_mem_read`/`uc_mem_write` (~80 ns each through the
//!   engine's address-space lookup). The host touches the buffer only between guest
//!   instructions, from this thread.

use unicorn_engine::unicorn_const::Prot as UcProt;

use super::{eng, shadow, Engine};
use crate::cpu::{CpuError, Prot};

/// A guest region backed by host memory we own (`uc_mem_map_ptr`).
pub(super) struct DirectRegion {
    /// Guest address of the first byte.
    start: u64,
    /// The bytes, mapped into the engine.
    buf: Box<[u8]>,
}

impl DirectRegion {
    /// The offset of `[addr, addr+len)` if it lies wholly inside the region.
    #[inline]
    fn offset(&self, addr: u64, len: usize) -> Option<usize> {
        let off = usize::try_from(addr.checked_sub(self.start)?).ok()?;
        (off.checked_add(len)? <= self.buf.len()).then_some(off)
    }
}

/// The engine's protection bits for `p`.
fn uc_prot(p: Prot) -> UcProt {
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
    if let Some(d) = &uc.get_data().direct {
        if let Some(off) = d.offset(addr, buf.len()) {
            copy_small(buf, &d.buf[off..off + buf.len()]);
            return true;
        }
    }
    uc.mem_read(addr, buf).is_ok()
}

/// Writes guest data memory (see [`crate::cpu::GuestCpu::write`]).
pub(super) fn write<H>(uc: &mut Engine<'_, H>, addr: u64, data: &[u8]) -> bool {
    if let Some(d) = &mut uc.get_data_mut().direct {
        if let Some(off) = d.offset(addr, data.len()) {
            copy_small(&mut d.buf[off..off + data.len()], data);
            return true;
        }
    }
    uc.mem_write(addr, data).is_ok()
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
    uc.mem_map(addr, len, uc_prot(prot)).map_err(eng("mem_map"))
}

/// Maps fresh zeroed pages backed by a host buffer, or plain pages if there is a
/// host-backed region already.
pub(super) fn map_host<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    if uc.get_data().direct.is_some() {
        return map(uc, addr, len, prot);
    }
    let size = usize::try_from(len).map_err(|_| CpuError::Engine { op: "mem_map_ptr", code: "size".into() })?;
    let mut buf = vec![0u8; size].into_boxed_slice();
    let ptr = buf.as_mut_ptr().cast::<core::ffi::c_void>();
    // SAFETY: `buf` is `len` bytes (page alignment of `addr` and `len` is checked by
    // Unicorn), and it is kept alive in the engine's user data, which is dropped only
    // after the engine is closed (`uc_close` runs in the handle's Drop before its fields
    // are dropped). Moving the box into the user data does not move its heap bytes. The
    // host touches them only between guest instructions, from this thread.
    unsafe { uc.mem_map_ptr(addr, len, uc_prot(prot), ptr) }.map_err(eng("mem_map_ptr"))?;
    uc.get_data_mut().direct = Some(DirectRegion { start: addr, buf });
    Ok(())
}

/// Unmaps pages, dropping their translations and shadows first.
pub(super) fn unmap<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64) -> Result<(), CpuError> {
    shadow::forget_in(uc, addr, addr.saturating_add(len));
    let _ = uc.ctl_remove_cache(addr, addr.saturating_add(len));
    uc.mem_unmap(addr, len).map_err(eng("mem_unmap"))
}

/// Changes page permissions and drops the range's translations and shadows.
pub(super) fn protect<H>(uc: &mut Engine<'_, H>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    uc.mem_protect(addr, len, uc_prot(prot)).map_err(eng("mem_protect"))?;
    let _ = uc.ctl_remove_cache(addr, addr.saturating_add(len));
    shadow::forget_in(uc, addr, addr.saturating_add(len));
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
    /// Patched ranges whose translations, block counts and shadows are still to be
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

/// Drops the translations, block counts and shadows over every range of `ranges`
/// (sorted, disjoint).
fn drop_stale<H>(uc: &mut Engine<'_, H>, ranges: &[(u64, u64)]) {
    if ranges.is_empty() {
        return;
    }
    uc.get_data().counter.invalidate_many(ranges);
    shadow::forget_in_many(uc, ranges);
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

/// Writes instruction bytes and drops everything derived from the old ones: the
/// translations, the block counts and any shadow (in a batch: at its end).
pub(super) fn patch_code<H>(uc: &mut Engine<'_, H>, addr: u64, data: &[u8]) -> bool {
    if data.is_empty() {
        return true;
    }
    if uc.get_data().batch.is_some() {
        let end = addr + data.len() as u64;
        batch_writable(uc, addr, end);
        if uc.mem_write(addr, data).is_err() {
            return false;
        }
        if let Some(b) = uc.get_data_mut().batch.as_mut() {
            b.pending.push((addr, end));
        }
        return true;
    }
    if uc.mem_write(addr, data).is_err() {
        return false;
    }
    // Block instruction counts are keyed by (address, size): drop the stale ones.
    let end = addr + data.len() as u64;
    uc.get_data().counter.invalidate(addr, end);
    // A shadow over patched bytes goes with its translation.
    shadow::forget_in(uc, addr, end);
    uc.ctl_remove_cache(addr, end).is_ok()
}
