//! The red-zone watchdog: every write into `[sp-128, sp)` of the interrupted context
//! made by the probe mechanism, i.e. by the instructions of an optimized probe site, by
//! trampoline instructions, or by kernel-side code writing user memory (`sys_uprobe`'s
//! frame write-back). Each write is an event with the address, the old and new values
//! and the instruction; the report counts them.
//!
//! The interrupted context's sp is the sp at the first instruction of the optimized site:
//! a code hook there records it together with the 128 bytes below it (the old values).
//! The writes of the site's `call` and of the trampoline's pushes are then taken from the
//! fixed code of each design at `sys_uprobe` entry, where their new values are on the
//! stack; the kernel's own writes are checked as they happen. One hook per optimized
//! site keeps the hit path fast (a hook on every trampoline instruction costs ~10×).
//!
//! Once the report's list is full and no trace records, no old value is ever shown
//! again and the watchdog only counts: it then stops watching the sites (the hook was
//! a tenth of an optimized hit), and `sys_uprobe` takes the interrupted context from
//! the frame it was entered with, the site being the one its return address names
//! (the probe `sys_uprobe` runs the handlers of).
//!
//! # Differs from Linux
//! - Not a kernel feature: a simulator instrument. It watches the uprobe (entry)
//!   optimized paths; the uretprobe trampoline's pushes land below the *caller's* sp
//!   right after a `ret`, which no compiler keeps live across a call, so they are not
//!   counted.
//! - While only counting, a trampoline entered other than through its site's `call`
//!   (a forged return address naming a probed site) counts as entered through it; while
//!   the watch is on, it counts only if sp happens to equal the sp the site last ran
//!   with.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::abi::mm::RED_ZONE;
use crate::abi::trampoline::FrameWrite;
use crate::cpu::{EntryCpu, GuestCpu, Reg};
use crate::trace::{EventKind, TraceEvent};

use super::Kernel;

/// How many writes the report lists in full.
pub const LISTED: usize = 16;

/// One write into the red zone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct RedZoneWrite {
    /// Instructions started when it happened.
    pub insn: u64,
    /// The interrupted context's sp (at the probe site).
    #[serde(serialize_with = "crate::fmt::ser_hex", deserialize_with = "crate::fmt::de_hex")]
    pub site_sp: u64,
    /// Written address.
    #[serde(serialize_with = "crate::fmt::ser_hex", deserialize_with = "crate::fmt::de_hex")]
    pub addr: u64,
    /// The 8 bytes there before.
    #[serde(serialize_with = "crate::fmt::ser_hex64", deserialize_with = "crate::fmt::de_hex")]
    pub old: u64,
    /// The 8 bytes written.
    #[serde(serialize_with = "crate::fmt::ser_hex64", deserialize_with = "crate::fmt::de_hex")]
    pub new: u64,
    /// The instruction (with its address), or the kernel function.
    pub by: Rc<str>,
}

/// Watchdog state and totals. Equality and serde cover the totals only (what the report
/// shows), not the watchdog's state.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct RedZone {
    /// Writes seen.
    pub writes: u64,
    /// The first [`LISTED`] writes.
    pub first: Vec<RedZoneWrite>,
    /// The current interrupted context's sp.
    #[serde(skip)]
    ctx_sp: Option<u64>,
    /// The 128 bytes below it when the site started (valid if `snapshot_ok`).
    #[serde(skip)]
    snapshot: [u64; 16],
    #[serde(skip)]
    snapshot_ok: bool,
    /// The watched optimized sites, while they are watched.
    #[serde(skip)]
    sites: Vec<(u64, u64)>,
    /// Only counting: the sites are no longer watched (see the module doc).
    #[serde(skip)]
    unwatched: bool,
}

impl PartialEq for RedZone {
    fn eq(&self, o: &RedZone) -> bool {
        self.writes == o.writes && self.first == o.first
    }
}

impl Eq for RedZone {}

impl Kernel {
    /// Starts watching `[begin, end)` (a trampoline page or an optimized site).
    pub(crate) fn watch_red_zone(&mut self, cpu: &mut dyn GuestCpu, begin: u64, end: u64) {
        // In explain mode every instruction is already watched; once only counting, no
        // site is.
        if self.insn_log.is_none() && !self.red_zone.unwatched {
            cpu.watch_code(begin, end);
            self.red_zone.sites.push((begin, end));
        }
    }

    /// Whether a write's details (old value, writer) can still be kept: the report's
    /// list has room, or the trace records. Once false it stays false for the run (the
    /// list only grows; recording is fixed), so the watchdog then only counts.
    #[inline]
    fn red_zone_details(&self) -> bool {
        self.red_zone.first.len() < LISTED || self.trace.recording()
    }

    /// Counts the writes of `n` words from `addr` up that land in the red zone below
    /// `site_sp`, when their details are no longer kept (see [`Kernel::red_zone_details`]).
    fn count_red_zone(&mut self, site_sp: u64, addr: u64, n: u64) {
        let (lo, hi) = (site_sp.wrapping_sub(RED_ZONE), site_sp);
        let k = if lo <= addr && addr.checked_add(8 * n).is_some_and(|end| end <= hi) {
            n // all of them (a trampoline frame: the common case)
        } else {
            (0..n).map(|i| addr.wrapping_add(8 * i)).filter(|a| lo <= *a && *a < hi).count() as u64
        };
        self.red_zone.writes += k;
        self.trace.tally_n(EventKind::RedZone, k);
    }

    fn record_red_zone(&mut self, cpu: &dyn GuestCpu, site_sp: u64, addr: u64, new: u64, by: impl FnOnce() -> Rc<str>) {
        self.record_red_zone_old(cpu, site_sp, addr, None, new, by);
    }

    fn record_red_zone_old(
        &mut self,
        cpu: &dyn GuestCpu,
        site_sp: u64,
        addr: u64,
        old: Option<u64>,
        new: u64,
        by: impl FnOnce() -> Rc<str>,
    ) {
        if !(site_sp.wrapping_sub(RED_ZONE) <= addr && addr < site_sp) {
            return;
        }
        self.red_zone.writes += 1;
        if self.red_zone.first.len() >= LISTED && !self.trace.recording() {
            // Counted; the details are only built when they are kept.
            self.trace.tally(EventKind::RedZone);
            return;
        }
        let old = old.unwrap_or_else(|| {
            let mut b = [0u8; 8];
            cpu.read(addr, &mut b);
            u64::from_le_bytes(b)
        });
        let insn = cpu.insn_count();
        let w = RedZoneWrite { insn, site_sp, addr, old, new, by: by() };
        if self.red_zone.first.len() < LISTED {
            self.red_zone.first.push(w.clone());
        }
        self.trace.emit(insn, addr, EventKind::RedZone, || TraceEvent::RedZoneWrite {
            addr,
            site_sp,
            old,
            new,
            by: w.by,
        });
    }

    /// A kernel-side write of user memory on behalf of the interrupted context whose sp
    /// is `site_sp` (`copy_to_user`), checked by the watchdog first.
    #[inline]
    pub(crate) fn kernel_write_user<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &mut C,
        addr: u64,
        data: &[u8],
        who: &str,
        site_sp: u64,
    ) -> bool {
        self.red_zone_kernel_write(cpu, addr, data, who, site_sp);
        self.copy_to_user(cpu.as_dyn(), addr, data)
    }

    /// The watchdog's part of [`Kernel::kernel_write_user`]: the words of `data` at
    /// `addr` that fall in the red zone, counted (and recorded, with the old values
    /// memory holds, while the details are kept). A caller that knows memory holds
    /// `data` already (it wrote them, and nothing wrote since) calls only this.
    #[inline]
    pub(crate) fn red_zone_kernel_write<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &C,
        addr: u64,
        data: &[u8],
        who: &str,
        site_sp: u64,
    ) {
        if !self.red_zone_details() {
            self.count_red_zone(site_sp, addr, data.len().div_ceil(8) as u64);
            return;
        }
        for (i, chunk) in data.chunks(8).enumerate() {
            let mut v = [0u8; 8];
            v[..chunk.len()].copy_from_slice(chunk);
            self.record_red_zone(cpu.as_dyn_ref(), site_sp, addr + 8 * i as u64, u64::from_le_bytes(v), || {
                format!("kernel: {who}").into()
            });
        }
    }

    /// A watched optimized site is about to run: remember the interrupted context.
    pub(crate) fn red_zone_watched(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        if self.uprobes.index_at(addr).is_none() {
            return;
        }
        let rsp = cpu.reg(Reg::Rsp);
        self.red_zone.ctx_sp = Some(rsp);
        if !self.red_zone_details() {
            // No old value will ever be shown again: no snapshot.
            self.red_zone.snapshot_ok = false;
            return;
        }
        let mut snap = [0u8; 128];
        self.red_zone.snapshot_ok = cpu.read(rsp.wrapping_sub(RED_ZONE), &mut snap);
        for (w, c) in self.red_zone.snapshot.iter_mut().zip(snap.chunks_exact(8)) {
            *w = u64::from_le_bytes(c.try_into().unwrap_or([0; 8]));
        }
    }

    /// Whether the sites are no longer watched ([`Kernel::red_zone_unwatch_if_counting`]).
    pub(crate) fn red_zone_unwatched(&self) -> bool {
        self.red_zone.unwatched
    }

    /// At `sys_uprobe`, after [`Kernel::red_zone_entry_writes`]: once the watchdog only
    /// counts, the sites are watched no more (see the module doc). Done from the system
    /// call, never from the site's own hook: a hook that stops the run before its
    /// instruction would leave that instruction's block counted.
    pub(crate) fn red_zone_unwatch_if_counting<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C) {
        if self.red_zone.unwatched || self.red_zone_details() {
            return;
        }
        self.red_zone.unwatched = true;
        for (begin, end) in std::mem::take(&mut self.red_zone.sites) {
            cpu.unwatch_code(begin, end);
        }
    }

    /// At `sys_uprobe` entry: the stack writes the site and trampoline made on the way
    /// in, one per word of the design's frame at `frame_sp` (`writes`, from the frame's
    /// definition), with their new values read from the stack and their old values from
    /// the snapshot. `installed`: a uprobe is installed at the site the frame names.
    #[inline]
    pub(crate) fn red_zone_entry_writes<C: EntryCpu + ?Sized>(
        &mut self,
        cpu: &C,
        site_sp: u64,
        frame_sp: u64,
        installed: bool,
        writes: &[FrameWrite],
    ) {
        let through_site = if self.red_zone.unwatched { installed } else { self.red_zone.ctx_sp == Some(site_sp) };
        if !through_site {
            return; // not entered through a watched site (e.g. a stray call)
        }
        if !self.red_zone_details() {
            // Only counted: no need for the new values (nor the snapshot's old ones).
            let zone = site_sp.wrapping_sub(RED_ZONE)..site_sp;
            let n = writes.iter().filter(|w| zone.contains(&(frame_sp + w.offset))).count() as u64;
            self.red_zone.writes += n;
            self.trace.tally_n(EventKind::RedZone, n);
            return;
        }
        // The frame in one read (it is at most a few words).
        let mut frame = [0u8; 64];
        let span = writes.iter().map(|w| w.offset as usize + 8).max().unwrap_or(0).min(frame.len());
        let whole = cpu.read(frame_sp, &mut frame[..span]);
        for w in writes {
            let addr = frame_sp + w.offset;
            let at = w.offset as usize;
            let mut b = [0u8; 8];
            match frame.get(at..at + 8) {
                Some(word) if whole && at + 8 <= span => b.copy_from_slice(word),
                _ => {
                    cpu.read(addr, &mut b);
                }
            }
            let new = u64::from_le_bytes(b);
            let old = addr
                .checked_sub(site_sp.wrapping_sub(RED_ZONE))
                .and_then(|off| usize::try_from(off).ok())
                .filter(|off| self.red_zone.snapshot_ok && off % 8 == 0)
                .and_then(|off| self.red_zone.snapshot.get(off / 8).copied());
            self.record_red_zone_old(cpu.as_dyn_ref(), site_sp, addr, old, new, || w.by.into());
        }
    }
}
