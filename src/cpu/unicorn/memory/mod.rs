//! Guest memory: host pages behind every mapping, the guest's page permissions, reads
//! and writes, mapping, code patching and dropping translations. One file per mechanism,
//! each with the invariants it keeps:
//! - `host_pages.rs`: the host's private pages behind guest memory ([`HostPages`]):
//!   anonymous, zero until touched and given back when unmapped, or a host file's
//!   pages the guest cannot write, mapped shared and read-only.
//! - `pages.rs`: reservations ([`Block`], one engine region each), each page's state and
//!   permissions, the engine's TLB fill from them, map, unmap and protect.
//! - `access.rs`: the host's reads and writes of guest memory, as plain copies.
//! - `patch.rs`: code patches ([`patch_code`]), the patch batch and the flush of the
//!   translation cache.
//! - `fork.rs`: copying an address space from another CPU.
//!
//! # Differs from Linux
//! A guest address at or above [`WINDOW`] (2^47, non-canonical or kernel) is never
//! mapped; an access there fails as on an unmapped page, as on Linux, but one that falls
//! in `[PHYS, PHYS + WINDOW)` (non-canonical: Linux raises #GP, SIGSEGV with no address)
//! would reach guest memory.

use crate::abi::mm::PAGE_SIZE;

mod access;
mod fork;
mod host_pages;
mod pages;
mod patch;
#[cfg(test)]
mod tests;

pub(super) use access::{exchange_word, fill_in_place, map_file_in_place, read, write, zero};
pub(super) use host_pages::HostPages;
pub(super) use pages::{first_difference, install, map, map_host, protect, remove_code, set_states, unmap, Memory};
pub(super) use patch::{
    batch_flush_range, begin_batch, end_batch, flush_if_due, key_code, patch_code, request_flush_if_due, PatchBatch,
};

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
