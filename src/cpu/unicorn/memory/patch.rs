//! Code patches: writing instruction bytes, the patch batch, and flushing the translation
//! cache when enough dropped code has piled up.
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - A host write never drops translated code. So [`patch_code`] drops the translations
//!   over every patched byte (`ctl_remove_cache`) and any shadow there; [`write()`] is
//!   for data only. Dropping one byte of a block drops the whole block.
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

use unicorn_engine::unicorn_const::uc_error;

use super::super::ffi::uc_probesim_key_code;
use super::super::{shadow, Engine};
use super::write;

/// A batch of code patches in progress (see
/// [`FastPathCpu::begin_patch_batch`](crate::cpu::FastPathCpu::begin_patch_batch)). A
/// per-patch cost is paid once per batch instead (Unicorn 2.1.5, measured with 10k
/// probes): dropping a block count resets the direct-mapped cache (64 KiB). Translations are still dropped exactly over the patched bytes, so no
/// unrelated code is translated again.
#[derive(Debug, Default)]
pub(in crate::cpu::unicorn) struct PatchBatch {
    /// Patched ranges whose translations and shadows are still to be
    /// dropped, in patch order: (start, end).
    pending: Vec<(u64, u64)>,
}

/// Starts a batch (nothing if one is open).
pub(in crate::cpu::unicorn) fn begin_batch<H>(uc: &mut Engine<'_, H>) {
    let data = uc.get_data_mut();
    if data.batch.is_none() {
        data.batch = Some(PatchBatch::default());
    }
}

/// Ends the open batch, if any: drops what the patches made stale.
pub(in crate::cpu::unicorn) fn end_batch<H>(uc: &mut Engine<'_, H>) {
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
pub(in crate::cpu::unicorn) fn batch_flush_range<H>(uc: &mut Engine<'_, H>, addr: u64, end: u64) {
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
pub(in crate::cpu::unicorn) const FLUSH_AFTER_STALE: u64 = 16 * 1024;

/// Counts `n` dropped code ranges.
pub(in crate::cpu::unicorn) fn note_stale<H>(uc: &mut Engine<'_, H>, n: u64) {
    uc.get_data_mut().stale_code += n;
}

/// Inside a hook: if the cache is due for a flush, stops the run so that
/// [`flush_if_due`] runs (the run then goes on, as for a shadow asked for in a hook).
pub(in crate::cpu::unicorn) fn request_flush_if_due<H>(uc: &mut Engine<'_, H>) {
    let data = uc.get_data_mut();
    if data.stale_code >= FLUSH_AFTER_STALE && !data.restart {
        data.restart = true;
        let _ = uc.emu_stop();
    }
}

/// Between two runs: flushes every translation if enough were dropped since the last
/// flush, and translates the live shadows again.
pub(in crate::cpu::unicorn) fn flush_if_due<H: crate::cpu::TrapHandler + 'static>(uc: &mut Engine<'_, H>) {
    if uc.get_data().stale_code < FLUSH_AFTER_STALE {
        return;
    }
    uc.get_data_mut().stale_code = 0;
    let _ = uc.ctl_flush_tb();
    shadow::remake_all(uc);
}

/// Keys the translations of `[begin, end)` by their bytes (our engine patch
/// content-keyed; see [`FastPathCpu::key_code_by_content`]): from then on a plain
/// [`write()`] there needs no [`patch_code`], and code rewritten with a content it held
/// before runs that content's translation again instead of a new one. No shadow may lie
/// in the range (a stub's translation is not memory's bytes).
///
/// [`FastPathCpu::key_code_by_content`]: crate::cpu::FastPathCpu::key_code_by_content
pub(in crate::cpu::unicorn) fn key_code<H>(uc: &mut Engine<'_, H>, begin: u64, end: u64) -> bool {
    let data = uc.get_data();
    let shadowed = |a: &u64| (begin..end).contains(a);
    if data.shadows.keys().any(shadowed) || data.pending_shadows.iter().any(|(a, _)| shadowed(a)) {
        return false;
    }
    // SAFETY: a live engine; the call drops translations as `ctl_remove_cache` does,
    // which is safe from a hook too.
    unsafe { uc_probesim_key_code(uc.get_handle(), begin, end) == uc_error::OK }
}

/// Writes instruction bytes and drops everything derived from the old ones: the
/// translations and any shadow (in a batch: at its end).
pub(in crate::cpu::unicorn) fn patch_code<H>(uc: &mut Engine<'_, H>, addr: u64, data: &[u8]) -> bool {
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
