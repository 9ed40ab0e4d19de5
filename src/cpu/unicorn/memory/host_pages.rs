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
//! - Pages the guest cannot write may instead be a host file's pages, mapped read-only
//!   and shared ([`HostPages::map_file`]): the text and read-only data of the guest's
//!   executable, its libraries and the files it maps are then read from the host's page
//!   cache when first touched, as `qemu-x86_64` maps them, instead of being read whole
//!   into fresh pages. Such pages are recorded in runs ([`FileRun`]) and hold the file's
//!   bytes for as long as they are mapped so: before the host writes one (a probe's
//!   `int3`, a snapshot's restore) or the guest may (a protection with write), its whole
//!   run becomes private anonymous pages holding the same bytes
//!   ([`HostPages::bytes_mut`]). A snapshot names such a page by file and offset.
//!   Making them zero maps fresh anonymous pages over them, and they count as touched
//!   ([`host_touched`]) whether the host has read them or not.
//! - Shared and read-only, not private: the host kernel's uprobes act on every private
//!   mapping of a probed file that may execute (`valid_vma()`: a breakpoint removed
//!   when a probe goes, over the guest's own `int3` at that offset) and raise a USDT
//!   semaphore in every private writable one (`valid_ref_ctr_vma()`): the guest would
//!   see what other processes of the host trace. A shared mapping is neither.

use super::PAGE;
use crate::cpu::CpuError;

/// Private anonymous pages of the host, mapped for the life of the value.
pub(in crate::cpu::unicorn) struct HostPages {
    /// First byte (page aligned; never null).
    pub(super) ptr: std::ptr::NonNull<u8>,
    /// Length in bytes.
    pub(super) len: usize,
    /// The runs of pages mapped from a host file, by first page.
    files: std::collections::BTreeMap<usize, FileRun>,
}

/// Pages of a [`HostPages`] mapped from a host file, read-only and shared.
#[derive(Clone, Debug)]
pub(in crate::cpu::unicorn) struct FileRun {
    /// How many pages.
    pub(in crate::cpu::unicorn) pages: usize,
    /// The file, open.
    pub(in crate::cpu::unicorn) file: std::sync::Arc<std::fs::File>,
    /// The file offset of the first page.
    pub(in crate::cpu::unicorn) off: u64,
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
        Ok(HostPages { ptr, len, files: std::collections::BTreeMap::new() })
    }

    /// The bytes.
    #[inline]
    pub(in crate::cpu::unicorn) fn bytes(&self) -> &[u8] {
        // SAFETY: `ptr` is a live mapping of `len` readable bytes, owned by `self`. The
        // engine writes them only while a run is in progress, and no reference made here
        // outlives a host call between two guest instructions (see the module doc).
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }

    /// The bytes of `[from, to)`, mutably: pages there mapped from a file become
    /// private ones first (see the module doc).
    #[inline]
    pub(in crate::cpu::unicorn) fn bytes_mut(&mut self, from: usize, to: usize) -> &mut [u8] {
        if !self.files.is_empty() {
            self.make_private(from, to);
        }
        &mut self.all_mut()[from..to]
    }

    /// Every byte, mutably, whatever maps them.
    #[inline]
    fn all_mut(&mut self) -> &mut [u8] {
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
        if self.has_file(from, to) {
            // Fresh pages over the file's (see `discard`).
            self.discard(from, to);
            return;
        }
        if len <= SMALL * PAGE {
            self.all_mut()[from..to].fill(0);
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
            self.all_mut()[from + p * PAGE..end].fill(0);
            at = p + 1;
        }
        if at < resident.len() {
            self.discard(from + at * PAGE, to);
        }
    }

    /// Hands `[from, to)` (page aligned) back to the host: it reads as zero afterwards.
    pub(in crate::cpu::unicorn) fn discard(&mut self, from: usize, to: usize) {
        if self.has_file(from, to) {
            // Fresh anonymous pages over the file's: MADV_DONTNEED would bring its bytes
            // back. Failing that (the host's mapping limit), the pages are written.
            if self.map_anonymous(from, to) {
                self.forget_files(from, to);
            } else {
                self.bytes_mut(from, to).fill(0);
            }
            return;
        }
        // SAFETY: `[from, to)` lies inside the private anonymous mapping made in `new`;
        // after MADV_DONTNEED its pages read as zero (the mapping itself stays).
        let r = unsafe { libc::madvise(self.ptr.as_ptr().add(from).cast(), to - from, libc::MADV_DONTNEED) };
        if r != 0 {
            self.all_mut()[from..to].fill(0);
        }
    }

    /// Maps `[from, from + len)` (page aligned, `len` > 0) from `file` at `off` (page
    /// aligned), read-only and shared: the pages read as the file's bytes from then on,
    /// and as zero past its end in its last page, until [`HostPages::bytes_mut`] makes
    /// them private. The caller makes sure no page lies wholly past the file's end (a
    /// host access there would be the host's SIGBUS) and that the guest cannot write
    /// them. False, the pages left as they were (zero), if the host refuses.
    pub(in crate::cpu::unicorn) fn map_file(
        &mut self,
        from: usize,
        len: usize,
        file: &std::sync::Arc<std::fs::File>,
        off: u64,
    ) -> bool {
        use std::os::fd::AsRawFd;
        use std::sync::atomic::Ordering;
        let Ok(at) = libc::off_t::try_from(off) else { return false };
        if !from.is_multiple_of(PAGE) || !len.is_multiple_of(PAGE) || len == 0 || from + len > self.len {
            return false;
        }
        if FILE_RUNS.fetch_add(1, Ordering::Relaxed) >= MAX_FILE_RUNS {
            FILE_RUNS.fetch_sub(1, Ordering::Relaxed);
            return false;
        }
        self.forget_files(from, from + len);
        // SAFETY: `[from, from + len)` lies inside the mapping made in `new`, which this
        // value owns; the new mapping replaces those pages only (MAP_FIXED inside our own
        // range aliases nothing else). Nothing holds a reference into them now (`&mut`).
        let p = unsafe {
            libc::mmap(
                self.ptr.as_ptr().add(from).cast(),
                len,
                libc::PROT_READ,
                libc::MAP_SHARED | libc::MAP_FIXED,
                file.as_raw_fd(),
                at,
            )
        };
        if p == libc::MAP_FAILED {
            FILE_RUNS.fetch_sub(1, Ordering::Relaxed);
            // A failed MAP_FIXED may have unmapped the range: make it fresh pages again.
            if !self.map_anonymous(from, from + len) {
                host_refused();
            }
            return false;
        }
        self.files.insert(from / PAGE, FileRun { pages: len / PAGE, file: file.clone(), off });
        true
    }

    /// Makes every file run over `[from, to)` (byte offsets), whole, private anonymous
    /// pages holding the same bytes: one copy into fresh pages moved into place.
    pub(in crate::cpu::unicorn) fn make_private(&mut self, from: usize, to: usize) {
        let runs: Vec<(usize, usize)> =
            self.file_runs(from / PAGE, to.div_ceil(PAGE)).map(|(p, r)| (p * PAGE, r.pages * PAGE)).collect();
        for (at, len) in runs {
            // SAFETY: a fresh anonymous mapping of the host's choice aliases nothing; the
            // copy reads `[at, at + len)` of our own mapping (the run: readable, no page
            // past the file's end) into it; `mremap` then moves it over that range
            // (MREMAP_FIXED inside our own range replaces those pages only).
            let moved = unsafe {
                let flags = libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE;
                let tmp = libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ | libc::PROT_WRITE, flags, -1, 0);
                if tmp == libc::MAP_FAILED {
                    host_refused();
                }
                let _ = libc::madvise(tmp, len, libc::MADV_NOHUGEPAGE);
                std::ptr::copy_nonoverlapping(self.ptr.as_ptr().add(at), tmp.cast::<u8>(), len);
                let dst: *mut libc::c_void = self.ptr.as_ptr().add(at).cast();
                let r = libc::mremap(tmp, len, len, libc::MREMAP_MAYMOVE | libc::MREMAP_FIXED, dst);
                if r == libc::MAP_FAILED {
                    libc::munmap(tmp, len);
                }
                r != libc::MAP_FAILED
            };
            if !moved {
                host_refused();
            }
            self.forget_files(at, at + len);
        }
    }

    /// Maps fresh anonymous pages over `[from, to)` (page aligned), as `new` makes them.
    fn map_anonymous(&mut self, from: usize, to: usize) -> bool {
        // SAFETY: as in `map_file`: our own range, replaced in place.
        let p = unsafe {
            libc::mmap(
                self.ptr.as_ptr().add(from).cast(),
                to - from,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE | libc::MAP_FIXED,
                -1,
                0,
            )
        };
        if p == libc::MAP_FAILED {
            return false;
        }
        // SAFETY: the pages just mapped. Advice only, as in `new`.
        let _ = unsafe { libc::madvise(p, to - from, libc::MADV_NOHUGEPAGE) };
        true
    }

    /// Whether a page of `[from, to)` (byte offsets) is mapped from a file.
    fn has_file(&self, from: usize, to: usize) -> bool {
        !self.files.is_empty() && self.file_runs(from / PAGE, to.div_ceil(PAGE)).next().is_some()
    }

    /// The file runs that overlap pages `[first, last)`: (first page, run).
    pub(in crate::cpu::unicorn) fn file_runs(
        &self,
        first: usize,
        last: usize,
    ) -> impl Iterator<Item = (usize, &FileRun)> {
        let before = self.files.range(..first).next_back().filter(|(p, r)| *p + r.pages > first);
        before.into_iter().chain(self.files.range(first..last)).map(|(p, r)| (*p, r))
    }

    /// The file and offset page `p` is mapped from, if it is.
    pub(in crate::cpu::unicorn) fn file_of(&self, p: usize) -> Option<(&std::sync::Arc<std::fs::File>, u64)> {
        let (first, run) = self.file_runs(p, p + 1).next()?;
        Some((&run.file, run.off + ((p - first) * PAGE) as u64))
    }

    /// Forgets the file runs over `[from, to)` (page aligned), keeping their parts
    /// outside it.
    fn forget_files(&mut self, from: usize, to: usize) {
        let (first, last) = (from / PAGE, to / PAGE);
        let hit: Vec<(usize, FileRun)> = self.file_runs(first, last).map(|(p, r)| (p, r.clone())).collect();
        for (p, run) in hit {
            self.files.remove(&p);
            FILE_RUNS.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
            if p < first {
                FILE_RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                self.files.insert(p, FileRun { pages: first - p, ..run.clone() });
            }
            if p + run.pages > last {
                let skip = last - p;
                FILE_RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let rest = FileRun { pages: run.pages - skip, off: run.off + (skip * PAGE) as u64, ..run };
                self.files.insert(last, rest);
            }
        }
    }
}

/// At most this many file runs in the whole process; past it a file's pages are copied.
/// Each run is a region of the host's, and so is each piece of anonymous pages around
/// it, which the host limits (`vm.max_map_count`, 65530 by default).
const MAX_FILE_RUNS: usize = 8192;

/// How many file runs there are in the process.
static FILE_RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Stops the process: the host refused to map pages again inside our own mapping, which
/// would leave a hole in guest memory (the host's SIGSEGV at the engine's next access).
/// Not reached under [`MAX_FILE_RUNS`].
fn host_refused() -> ! {
    eprintln!("probesim: the host refused to map guest memory ({})", std::io::Error::last_os_error());
    std::process::abort()
}

/// Mappings of at most this many pages are zeroed by writing them; larger ones write at
/// most 8 times as many resident pages (see [`HostPages::zero`]).
const SMALL: usize = 4;

impl Drop for HostPages {
    fn drop(&mut self) {
        FILE_RUNS.fetch_sub(self.files.len(), std::sync::atomic::Ordering::Relaxed);
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

/// Calls `each(page, entry)` with the `/proc/self/pagemap` entry of each page of
/// `pages` in `[from, to)`; false if the host does not say.
fn pagemap(pages: &HostPages, from: usize, to: usize, each: &mut dyn FnMut(usize, u64)) -> bool {
    use std::os::unix::fs::FileExt;
    thread_local! {
        static PAGEMAP: Option<std::fs::File> = std::fs::File::open("/proc/self/pagemap").ok();
    }
    PAGEMAP.with(|pm| {
        let Some(pm) = pm.as_ref() else { return false };
        let base = pages.ptr.as_ptr() as usize / PAGE;
        let mut buf = vec![0u8; 8 * 4096];
        let mut at = from;
        while at < to {
            let n = (to - at).min(4096);
            let bytes = &mut buf[..n * 8];
            if pm.read_exact_at(bytes, ((base + at) * 8) as u64).is_err() {
                return false;
            }
            for (i, e) in bytes.chunks_exact(8).enumerate() {
                let mut w = [0u8; 8];
                w.copy_from_slice(e);
                each(at + i, u64::from_le_bytes(w));
            }
            at += n;
        }
        true
    })
}

/// The pages of `pages` (page offsets `[from, to)`) that can hold a non-zero byte,
/// ascending: those the host has ever given a page frame (present or swapped out, from
/// `/proc/self/pagemap`) and those mapped from a file (see the module doc). `None` if the
/// host does not say (every page may then be non-zero).
pub(super) fn host_touched(pages: &HostPages, from: usize, to: usize) -> Option<Vec<usize>> {
    let mut out = Vec::new();
    let files: Vec<(usize, usize)> =
        pages.file_runs(from, to).map(|(p, r)| (p.max(from), (p + r.pages).min(to))).collect();
    let mut runs = files.iter().peekable();
    let ok = pagemap(pages, from, to, &mut |p, e| {
        while runs.peek().is_some_and(|&&(_, end)| end <= p) {
            runs.next();
        }
        let in_file = runs.peek().is_some_and(|&&(start, _)| start <= p);
        if in_file || e & (PM_PRESENT | PM_SWAPPED) != 0 {
            out.push(p);
        }
    });
    ok.then_some(out)
}
