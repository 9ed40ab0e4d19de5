//! The host's pages behind guest memory: private anonymous mappings, zeroed and given
//! back page by page, and which of them the host has given a page frame.
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - Fresh pages are zero without being written and cost nothing until touched (zeroing
//!   an 8 MiB stack up front was over half of a small program's set-up); unmapped pages
//!   are handed back to the host (`MADV_DONTNEED`), so they are zero when mapped again and
//!   cost no host memory. Transparent huge pages are refused, so a first touch zeroes one
//!   4 KiB page, not 2 MiB. Reservations are made with `MAP_NORESERVE`, so the host's
//!   overcommit policy never refuses a mapping the simulated kernel allowed (its own
//!   limit decides: `kernel/mm.rs`).

use super::PAGE;
use crate::cpu::CpuError;

/// Private anonymous pages of the host, mapped for the life of the value.
pub(in crate::cpu::unicorn) struct HostPages {
    /// First byte (page aligned; never null).
    pub(super) ptr: std::ptr::NonNull<u8>,
    /// Length in bytes.
    pub(super) len: usize,
}

impl HostPages {
    /// `len` bytes of fresh zero pages, none of them touched yet.
    pub(super) fn new(len: usize) -> Result<HostPages, CpuError> {
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
    pub(in crate::cpu::unicorn) fn bytes(&self) -> &[u8] {
        // SAFETY: `ptr` is a live mapping of `len` readable bytes, owned by `self`. The
        // engine writes them only while a run is in progress, and no reference made here
        // outlives a host call between two guest instructions (see the module doc).
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }

    /// The bytes, mutably.
    #[inline]
    pub(in crate::cpu::unicorn) fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as in `bytes`; `&mut self` makes this the only reference made here.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }

    /// Makes every byte of `[from, to)` (page-aligned offsets) zero again. A few pages
    /// are written; a larger range has its resident pages written if there are few of
    /// them (a stack the guest used a little: they stay, so the next touch costs no
    /// fault), and everything else handed back to the host, which makes it zero whether
    /// it was never touched, touched or swapped out.
    pub(in crate::cpu::unicorn) fn zero(&mut self, from: usize, to: usize) {
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
    pub(in crate::cpu::unicorn) fn discard(&mut self, from: usize, to: usize) {
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

/// Bits of a `/proc/self/pagemap` entry: the page is present in RAM, or swapped out.
const PM_PRESENT: u64 = 1 << 63;
/// See [`PM_PRESENT`].
const PM_SWAPPED: u64 = 1 << 62;

/// The pages of `pages` (page offsets `[from, to)`) that the host has ever given a page
/// frame (present or swapped out, from `/proc/self/pagemap`): the only ones that can hold
/// a non-zero byte. `None` if the host does not say (every page may then be non-zero).
pub(super) fn host_touched(pages: &HostPages, from: usize, to: usize) -> Option<Vec<usize>> {
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
