//! Snapshots of a CPU ([`Snapshot`]): registers, memory layout and contents, the
//! instruction count and the watched ranges, restored into the same engine so that a
//! run after the restore is the run a fresh engine in that state would make.
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - Registers are the engine's whole CPU context (`uc_context_save`: general, segment,
//!   x87/SSE registers, flags and their lazily computed state), not only [`Regs`], so
//!   nothing a guest left in a register it does not report survives a restore.
//! - Memory layout: every block (reservation, see `memory/pages.rs`) is kept for the life of
//!   the engine, so the layout is each block's page states (mapped, permissions), saved
//!   and put back page run by page run: no engine region changes. Blocks made since the
//!   snapshot have all their pages unmapped (they stay reserved).
//! - Memory contents: pages of the hot block (the stack) are zeroed, which gives the
//!   touched ones back to the host, and the saved ones written back. Other pages are
//!   compared with the snapshot's, and only the bytes that differ are written back, with
//!   their translations dropped (a host write never drops translated code, see
//!   `memory/patch.rs`): code patched by a probe is translated again from the restored bytes,
//!   and the rest of its page keeps its translations.
//! - Translations of bytes that did not change are kept. A translation depends only on
//!   the bytes, the flags it was made under and the hooks compiled into it; every hook
//!   made since the snapshot is removed, and removing a hook drops the translations it
//!   was compiled into (Unicorn's `uc_hook_del`).
//! - Shadow translations are dropped, hooks included (they are a cache of kernel-owned
//!   code: the kernel makes them again). Watched ranges made since the snapshot are
//!   removed; older ones stay.
//! - A snapshot saves each block's non-zero pages from its `dirty_from` on: a snapshot
//!   of a stack the guest has not run on is a page or two. A page still mapped from a
//!   host file (`memory/host_pages.rs`: it holds the file's bytes) is saved as its file
//!   and offset, unread; at a restore it is left alone where it is still that file's
//!   page at that offset, and compared with the file's bytes where it is not.
//! - The instruction count is the snapshot's; per-block counts are forgotten and
//!   decoded again (cheap, and right whatever was patched).
//! - A snapshot is restored only into the engine it was taken from (checked).
//!
//! [`Regs`]: crate::cpu::Regs

use unicorn_engine::unicorn_const::Prot as UcProt;
use unicorn_engine::Context;

use super::memory::{self, PAGE};
use super::{eng, shadow, Engine};
use crate::cpu::{CpuError, TrapHandler};

/// A CPU's state at one moment between runs, for [`super::Cpu::restore`]: registers
/// (the whole engine context), memory layout and contents, instruction count and
/// watched ranges. Opaque; restored only into the CPU it was taken from.
pub struct Snapshot {
    /// The engine it was taken from (its handle's address).
    engine: usize,
    /// The engine's CPU context.
    context: Context,
    /// Every block, with its page states and contents.
    blocks: Vec<SavedBlock>,
    /// Instructions started at the snapshot.
    icount: u64,
    /// Watched ranges at the snapshot.
    watches: Vec<(u64, u64)>,
}

impl std::fmt::Debug for Snapshot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let pages: usize = self.blocks.iter().map(|b| b.pages.len()).sum();
        f.debug_struct("Snapshot")
            .field("blocks", &self.blocks.len())
            .field("saved_pages", &pages)
            .field("icount", &self.icount)
            .finish()
    }
}

/// One block of host pages, with its saved page states and contents.
struct SavedBlock {
    /// The block's id in the engine.
    id: u64,
    /// Its length.
    len: usize,
    /// Its page states (`Block::prot`).
    prot: Box<[u8]>,
    /// The hot block (restored by zeroing).
    hot: bool,
    /// A page of it is executable.
    exec: bool,
    /// Its `dirty_from`.
    dirty_from: usize,
    /// Its mapped pages that are not all zero: (offset, bytes), ascending.
    pages: Vec<(usize, SavedPage)>,
}

/// A saved page's bytes.
enum SavedPage {
    /// Copied.
    Own(Box<[u8]>),
    /// The page held a file's bytes (from this offset), as exec wrote them: shared, not
    /// copied (a fresh machine's snapshot of a 6 MiB executable copied every page).
    File(crate::cpu::FileBytes, usize),
    /// The page was a host file's page, mapped read-only (this file, from this offset):
    /// unread, and read at the first restore that needs its bytes.
    Mapped(std::sync::Arc<std::fs::File>, u64, std::sync::OnceLock<Box<[u8]>>),
}

impl SavedPage {
    /// The bytes (a mapped page's read the first time: zero past the file's end).
    fn bytes(&self) -> &[u8] {
        match self {
            SavedPage::Own(b) => b,
            SavedPage::File(f, off) => &f[*off..*off + PAGE],
            SavedPage::Mapped(file, off, read) => read.get_or_init(|| {
                let mut buf = vec![0u8; PAGE];
                crate::cpu::read_file_at(file, *off, &mut buf);
                buf.into_boxed_slice()
            }),
        }
    }

    /// Whether page `p` of `pages` is it, unread: the same file's page at the same
    /// offset, still mapped (so still holding the file's bytes).
    fn is_mapped_at(&self, pages: &super::memory::HostPages, p: usize) -> bool {
        let SavedPage::Mapped(file, off, _) = self else { return false };
        pages.file_of(p).is_some_and(|(f, o)| std::sync::Arc::ptr_eq(f, file) && o == *off)
    }
}

impl SavedBlock {
    /// The saved page at offset `off` (`None`: all zero).
    fn page(&self, off: usize) -> Option<&SavedPage> {
        self.pages.binary_search_by_key(&off, |(o, _)| *o).ok().map(|i| &self.pages[i].1)
    }
}

/// Whether `bytes` are all zero: eight bytes at a time in blocks of 256 (a byte loop
/// here was 14% of a fresh machine's whole case).
fn all_zero(bytes: &[u8]) -> bool {
    let word = |w: &[u8]| u64::from_ne_bytes(w.try_into().unwrap_or_default());
    let mut blocks = bytes.chunks_exact(256);
    blocks.by_ref().all(|b| b.chunks_exact(8).fold(0, |acc, w| acc | word(w)) == 0)
        && blocks.remainder().iter().all(|x| *x == 0)
}

/// Takes a snapshot (between runs; the caller has written its cached registers back).
pub(super) fn take<H>(uc: &Engine<'_, H>) -> Result<Snapshot, CpuError> {
    let context = uc.context_init().map_err(eng("context_save"))?;
    let data = uc.get_data();
    let mem = &data.memory;
    let blocks = (mem.blocks.iter())
        .map(|b| {
            let bytes = b.pages.bytes();
            // Mapped pages from `dirty_from` on, each run of unmapped ones skipped in one
            // scan (most of a 64 MiB block is unmapped).
            let mut pages = Vec::new();
            let mut p = b.dirty_from / PAGE;
            while p < b.prot.len() {
                if !b.is_mapped(p) {
                    p += zero_run(&b.prot[p..]);
                    continue;
                }
                let off = p * PAGE;
                if let Some((file, at)) = b.pages.file_of(p) {
                    pages.push((off, SavedPage::Mapped(file.clone(), at, std::sync::OnceLock::new())));
                    p += 1;
                    continue;
                }
                let page = &bytes[off..(off + PAGE).min(bytes.len())];
                if !all_zero(page) {
                    let saved = match mem.source_of(b.start + off as u64, page) {
                        Some((file, at)) if page.len() == PAGE => SavedPage::File(file, at),
                        _ => SavedPage::Own(Box::from(page)),
                    };
                    pages.push((off, saved));
                }
                p += 1;
            }
            SavedBlock {
                id: b.id,
                len: bytes.len(),
                prot: b.prot.clone().into_boxed_slice(),
                hot: mem.is_hot(b.id),
                exec: any_has(&b.prot, UcProt::EXEC.0 as u8),
                dirty_from: b.dirty_from,
                pages,
            }
        })
        .collect();
    Ok(Snapshot {
        engine: uc.get_handle() as usize,
        context,
        blocks,
        icount: data.counter.icount(),
        watches: data.watches.iter().map(|&(b, e, _)| (b, e)).collect(),
    })
}

/// Restores `snap` (between runs; the caller has dropped its cached registers).
pub(super) fn restore<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>, snap: &Snapshot) -> Result<(), CpuError> {
    if snap.engine != uc.get_handle() as usize {
        return Err(CpuError::Invariant("a snapshot restored into another CPU"));
    }
    drop_hooks(uc, &snap.watches)?;
    restore_layout(uc, snap)?;
    for b in &snap.blocks {
        restore_block(uc, b)?;
    }
    uc.context_restore(&snap.context).map_err(eng("context_restore"))?;
    let data = uc.get_data_mut();
    data.counter.reset(snap.icount);
    data.stop = false;
    data.error = None;
    data.swallow_db = None;
    data.restart = false;
    data.force_rip = false;
    data.resume = None;
    Ok(())
}

/// Drops every shadow with its hook, and makes the watched ranges those of `keep`: the
/// ones watched since go, the ones unwatched since come back.
fn drop_hooks<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>, keep: &[(u64, u64)]) -> Result<(), CpuError> {
    uc.get_data_mut().pending_shadows.clear();
    uc.get_data_mut().bypassed.clear();
    let addrs: Vec<u64> = uc.get_data().shadows.keys().copied().collect();
    for addr in addrs {
        shadow::drop_one(uc, addr);
    }
    shadow::remove_hooks(uc)?;
    uc.get_data_mut().pending_unwatches.clear();
    let mut missing = keep.to_vec();
    let now = std::mem::take(&mut uc.get_data_mut().watches);
    for (begin, end, id) in now {
        if let Some(k) = missing.iter().position(|&r| r == (begin, end)) {
            missing.remove(k);
            uc.get_data_mut().watches.push((begin, end, id));
        } else {
            uc.remove_hook(id).map_err(eng("remove watch hook"))?;
            let _ = uc.ctl_remove_cache(begin, end);
        }
    }
    for (begin, end) in missing {
        super::hooks::watch(uc, begin, end);
    }
    Ok(())
}

/// Gives every block its page states at the snapshot (none mapped for a block made
/// since).
fn restore_layout<H>(uc: &mut Engine<'_, H>, snap: &Snapshot) -> Result<(), CpuError> {
    let ids: Vec<u64> = uc.get_data().memory.blocks.iter().map(|b| b.id).collect();
    for (i, id) in ids.into_iter().enumerate() {
        match snap.blocks.iter().find(|b| b.id == id) {
            Some(saved) => memory::set_states(uc, i, &saved.prot),
            None => {
                let n = uc.get_data().memory.blocks[i].prot.len();
                memory::set_states(uc, i, &vec![0; n]);
                // Every page unmapped, so every byte zero (unmapping discards).
                let b = &mut uc.get_data_mut().memory.blocks[i];
                b.dirty_from = b.pages.bytes().len();
            }
        }
    }
    if snap
        .blocks
        .iter()
        .any(|b| uc.get_data().memory.blocks.iter().all(|c| c.id != b.id || c.pages.bytes().len() != b.len))
    {
        return Err(CpuError::Invariant("a snapshot's block is gone"));
    }
    Ok(())
}

/// Puts the saved contents of `saved` back into its block.
fn restore_block<H>(uc: &mut Engine<'_, H>, saved: &SavedBlock) -> Result<(), CpuError> {
    let block = uc.get_data_mut().memory.by_id_mut(saved.id).ok_or(CpuError::Invariant("no such block"))?;
    let mut dropped = Vec::new();
    if saved.hot {
        // Unmapped pages are zero (unmapping discards them): only the span from the
        // first mapped page to the last, a few MiB of stack in a 64 MiB reservation.
        let first = zero_run(&block.prot);
        let last = block.prot[first..].iter().rposition(|&s| s != 0).map_or(first, |p| first + p + 1);
        block.pages.zero(first * PAGE, last * PAGE);
        for (off, page) in &saved.pages {
            let len = PAGE.min(saved.len - off);
            block.put(*off, &page.bytes()[..len]);
        }
        if saved.exec {
            // Code the guest ran there was written back by the host: translate it again.
            dropped.push((block.start, block.end()));
        }
    } else {
        // Below both `dirty_from`s both are zero.
        let from = saved.dirty_from.min(block.dirty_from) / PAGE * PAGE;
        let zero = [0u8; PAGE];
        let pages = saved.len.div_ceil(PAGE);
        let mut p = from / PAGE;
        while p < pages {
            // Unmapped pages are zero in both: skip each run of them in one scan.
            if !block.is_mapped(p) {
                p += zero_run(&block.prot[p..pages]);
                continue;
            }
            let off = p * PAGE;
            p += 1;
            let len = PAGE.min(saved.len - off);
            let want = match saved.page(off) {
                Some(page) if page.is_mapped_at(&block.pages, p - 1) => continue,
                Some(page) => &page.bytes()[..len],
                None => &zero[..len],
            };
            let now = &block.pages.bytes()[off..off + len];
            if now == want {
                continue;
            }
            // Only the bytes that differ (a probe's int3): translations elsewhere on the
            // page stay.
            let (first, last) = differing(now, want);
            block.pages.bytes_mut(off + first, off + last + 1).copy_from_slice(&want[first..=last]);
            dropped.push((block.start + (off + first) as u64, block.start + (off + last) as u64 + 1));
        }
    }
    block.dirty_from = saved.dirty_from;
    for (begin, end) in dropped {
        memory::remove_code(uc, begin, end);
    }
    Ok(())
}

/// How many bytes `s` starts with that are zero: a block is 16k page states, and most
/// of a block far from the others' mappings (the vDSO's) is unmapped.
fn zero_run(s: &[u8]) -> usize {
    let mut run = 0;
    for part in s.chunks(ZEROS.len()) {
        match memory::first_difference(part, &ZEROS[..part.len()]) {
            Some(i) => return run + i,
            None => run += part.len(),
        }
    }
    run
}

/// Whether any of the page states `s` has a bit of `bits`: eight states at a time (a
/// block has 16k, and a fresh machine's snapshot asks for each block).
fn any_has(s: &[u8], bits: u8) -> bool {
    let mask = u64::from_ne_bytes([bits; 8]);
    let mut words = s.chunks_exact(8);
    words.by_ref().any(|w| u64::from_ne_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]) & mask != 0)
        || words.remainder().iter().any(|b| b & bits != 0)
}

/// Zero page states to compare with: a 64 MiB block's worth.
static ZEROS: [u8; (memory::RESERVE as usize) / PAGE] = [0; (memory::RESERVE as usize) / PAGE];

/// The first and last index where `a` and `b` (of equal length, not equal) differ.
fn differing(a: &[u8], b: &[u8]) -> (usize, usize) {
    // Eight bytes at a time from each end, then the bytes of the word that differs.
    let (n, words) = (a.len(), a.len() / 8);
    let word_differs = |i: usize| a[i * 8..i * 8 + 8] != b[i * 8..i * 8 + 8];
    let first_from = (0..words).find(|&i| word_differs(i)).map_or(words * 8, |i| i * 8);
    let first = (first_from..n).find(|&i| a[i] != b[i]).unwrap_or(0);
    let last_to = if a[words * 8..] != b[words * 8..] {
        n
    } else {
        (0..words).rev().find(|&i| word_differs(i)).map_or(0, |i| i * 8 + 8)
    };
    let last = (0..last_to).rev().find(|&i| a[i] != b[i]).unwrap_or(first);
    (first, last)
}

#[cfg(test)]
mod tests {
    use super::super::tests::Recorder;
    use super::super::Cpu;
    use super::{all_zero, SavedPage, PAGE};
    use crate::cpu::Prot;

    #[test]
    fn a_page_written_from_a_file_is_saved_as_the_files_bytes_while_it_holds_them() {
        let mut cpu = Cpu::new(Recorder::default()).expect("engine opens");
        let file: crate::cpu::FileBytes = (0..4 * PAGE).map(|i| (i % 251) as u8 + 1).collect();
        let at = 0x40_0000;
        cpu.map(at, 4 * 0x1000, Prot::RW).expect("maps");
        // Pages 0 and 1 whole from the file's page 1 on, page 2 in part (zeros after).
        assert!(cpu.write_file(at, &file, PAGE, 2 * PAGE + 100));
        // Page 1 no longer holds the file's bytes.
        assert!(cpu.write(at + 0x1000 + 7, &[0]));
        let snap = cpu.snapshot().expect("snapshot");
        let shared: Vec<bool> =
            (snap.blocks.iter()).flat_map(|b| &b.pages).map(|(_, p)| matches!(p, SavedPage::File(..))).collect();
        assert_eq!(shared, [true, false, false]);
        // The guest changes every page; the restore brings each back.
        assert!(cpu.write(at, &[0xee; 3 * 0x1000]));
        cpu.restore(&snap).expect("restore");
        let mut back = vec![0u8; 3 * PAGE];
        assert!(cpu.read(at, &mut back));
        let mut want = file[PAGE..3 * PAGE + 100].to_vec();
        want[PAGE + 7] = 0;
        want.resize(3 * PAGE, 0);
        assert!(back == want, "the restored bytes are the file's, with the write");
    }

    #[test]
    fn a_file_page_is_saved_unread_while_mapped_and_every_page_comes_back() {
        use std::io::Write;
        let mut cpu = Cpu::new(Recorder::default()).expect("engine opens");
        let bytes: Vec<u8> = (0..6 * PAGE + 100).map(|i| (i % 251) as u8 + 1).collect();
        let mut f = tempfile::tempfile().expect("a temporary file");
        f.write_all(&bytes).expect("written");
        let file = std::sync::Arc::new(f);
        let at = 0x40_0000;
        cpu.map(at, 8 * 0x1000, Prot::R).expect("maps");
        // Two runs of the file: pages 0-2 and 3-6 (page 6 holds the file's end); page 7
        // anonymous.
        assert!(cpu.map_file_pages(at, 3 * PAGE, &file, 0));
        assert!(cpu.map_file_pages(at + 3 * 0x1000, 4 * PAGE, &file, 3 * PAGE as u64));
        // A write makes the first run private, all of it; page 7 is written too.
        assert!(cpu.write(at + 0x1000 + 7, &[0]));
        assert!(cpu.write(at + 7 * 0x1000, &[9; 16]));
        let snap = cpu.snapshot().expect("snapshot");
        let kinds: Vec<&str> = (snap.blocks.iter())
            .flat_map(|b| &b.pages)
            .map(|(_, p)| if matches!(p, SavedPage::Mapped(..)) { "mapped" } else { "copied" })
            .collect();
        assert_eq!(kinds, ["copied", "copied", "copied", "mapped", "mapped", "mapped", "mapped", "copied"]);
        let mut want = bytes.clone();
        want[PAGE + 7] = 0;
        want.resize(7 * PAGE, 0);
        want.extend_from_slice(&[9; 16]);
        want.resize(8 * PAGE, 0);
        // Every page changes (the second run becomes private), and page 4 is unmapped and
        // mapped again (zero).
        assert!(cpu.write(at, &[0xee; 8 * 0x1000]));
        cpu.unmap(at + 4 * 0x1000, 0x1000).expect("unmaps");
        cpu.map(at + 4 * 0x1000, 0x1000, Prot::R).expect("maps");
        for round in 0..2 {
            cpu.restore(&snap).expect("restore");
            let mut back = vec![0u8; 8 * PAGE];
            assert!(cpu.read(at, &mut back));
            assert!(back == want, "round {round}: the restored bytes are the file's, with the writes");
        }
        // Pages still mapped from the file at the restore are left as they are.
        assert!(cpu.map_file_pages(at + 3 * 0x1000, 4 * PAGE, &file, 3 * PAGE as u64));
        cpu.restore(&snap).expect("restore");
        let mut back = vec![0u8; 8 * PAGE];
        assert!(cpu.read(at, &mut back) && back == want);
    }

    #[test]
    fn all_zero_sees_one_byte_anywhere() {
        let mut page = vec![0u8; 4096 + 3];
        assert!(all_zero(&page) && all_zero(&page[..5]) && all_zero(&[]));
        for at in [0, 7, 8, 255, 256, 4095, 4096, 4098] {
            page[at] = 0x80;
            assert!(!all_zero(&page), "byte {at}");
            page[at] = 0;
        }
    }
}
