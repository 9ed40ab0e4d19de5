//! Copying an address space from another CPU (fork, the end of a vfork).
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - Only pages the host has given a page frame (present or swapped out, as
//!   `/proc/self/pagemap` says) or that are a file's pages (`host_pages.rs`: those hold
//!   the file's bytes unread) can hold a non-zero byte, so copying an address space
//!   ([`super::super::Cpu::copy_pages_from`]: fork) reads those alone: an untouched 2 GiB
//!   mapping costs nothing to copy. `dirty_from` does not bound that copy: a block mapped
//!   in a system call's hook is written by the guest in the same run.
//!   [`Block::dirty_from`] bounds what may be non-zero for a snapshot: the lowest offset
//!   the host wrote, or 0 once the guest has run (it writes without the host seeing it).

use super::host_pages::host_touched;
use super::{patch_code, read, write, Memory, PAGE};

/// The guest pages of `[addr, end)` that may hold a non-zero byte in `mem`, as
/// (guest address, block index, offset), ascending: mapped pages of a block that the
/// host has given a page frame or that are a file's.
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

impl<H: crate::cpu::TrapHandler + 'static> super::super::Cpu<H> {
    /// Makes this CPU's memory over `[addr, end)` (page aligned, mapped here) hold what
    /// `from`'s holds, where `from` maps it, writing only the pages that differ and
    /// reading only the pages of `from` that can hold a non-zero byte (the host's page
    /// tables say which: pages neither the host nor the guest touched cost nothing). With
    /// `code` the written bytes' translations are dropped (as `patch_code` drops them). For fork (a
    /// child's fresh pages) and the end of a vfork (the parent's). The pages of this
    /// CPU that `from` has as zero are left as they are: the caller maps fresh ones.
    pub fn copy_pages_from(&mut self, from: &super::super::Cpu<H>, addr: u64, end: u64, code: bool) {
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
