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
//! # Differs from Linux
//! - Not a kernel feature: a simulator instrument. It watches the uprobe (entry)
//!   optimized paths; the uretprobe trampoline's pushes land below the *caller's* sp
//!   right after a `ret`, which no compiler keeps live across a call, so they are not
//!   counted.

use serde::Serialize;

use crate::cpu::{GuestCpu, Reg};
use crate::trace::EventKind;

use super::optimize::RED_ZONE;
use super::Kernel;

/// How many writes the report lists in full.
pub const LISTED: usize = 16;

/// One write into the red zone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RedZoneWrite {
    /// Instructions started when it happened.
    pub insn: u64,
    /// The interrupted context's sp (at the probe site).
    pub site_sp: String,
    /// Written address.
    pub addr: String,
    /// The 8 bytes there before.
    pub old: String,
    /// The 8 bytes written.
    pub new: String,
    /// The instruction (with its address), or the kernel function.
    pub by: String,
}

/// Watchdog state and totals.
#[derive(Clone, Debug, Default, Serialize)]
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
}

impl RedZone {
    /// A watched site was rewritten: nothing to forget any more (kept for callers).
    pub(super) fn forget_decoded(&mut self) {}
}

impl Kernel {
    /// Starts watching `[begin, end)` (a trampoline page or an optimized site).
    pub(super) fn watch_red_zone(&mut self, cpu: &mut dyn GuestCpu, begin: u64, end: u64) {
        // In explain mode every instruction is already watched.
        if self.insn_log.is_none() {
            cpu.watch_code(begin, end);
        }
    }

    fn record_red_zone(&mut self, cpu: &dyn GuestCpu, site_sp: u64, addr: u64, new: u64, by: impl FnOnce() -> String) {
        self.record_red_zone_old(cpu, site_sp, addr, None, new, by);
    }

    fn record_red_zone_old(
        &mut self,
        cpu: &dyn GuestCpu,
        site_sp: u64,
        addr: u64,
        old: Option<u64>,
        new: u64,
        by: impl FnOnce() -> String,
    ) {
        if !(site_sp.wrapping_sub(RED_ZONE) <= addr && addr < site_sp) {
            return;
        }
        self.red_zone.writes += 1;
        if self.red_zone.first.len() >= LISTED && !self.trace.recording() {
            // Counted; the details are only built when they are kept.
            self.trace.emit(cpu.insn_count(), addr, EventKind::RedZone, String::new);
            return;
        }
        let old = old.unwrap_or_else(|| {
            let mut b = [0u8; 8];
            cpu.read(addr, &mut b);
            u64::from_le_bytes(b)
        });
        let insn_no = cpu.insn_count();
        let w = RedZoneWrite {
            insn: insn_no,
            site_sp: format!("{site_sp:#x}"),
            addr: format!("{addr:#x}"),
            old: format!("{old:#018x}"),
            new: format!("{new:#018x}"),
            by: by(),
        };
        if self.red_zone.first.len() < LISTED {
            self.red_zone.first.push(w.clone());
        }
        self.trace.emit(insn_no, addr, EventKind::RedZone, || {
            format!(
                "red-zone write at {} (sp {} - {}): {} -> {} by {}",
                w.addr,
                w.site_sp,
                site_sp - addr,
                w.old,
                w.new,
                w.by
            )
        });
    }

    /// A kernel-side write of user memory on behalf of the interrupted context whose sp
    /// is `site_sp` (`copy_to_user`), checked by the watchdog first.
    pub(super) fn kernel_write_user(&mut self, cpu: &mut dyn GuestCpu, addr: u64, data: &[u8], who: &str, site_sp: u64) -> bool {
        for (i, chunk) in data.chunks(8).enumerate() {
            let mut v = [0u8; 8];
            v[..chunk.len()].copy_from_slice(chunk);
            self.record_red_zone(cpu, site_sp, addr + 8 * i as u64, u64::from_le_bytes(v), || format!("kernel: {who}"));
        }
        self.copy_to_user(cpu, addr, data)
    }

    /// A watched optimized site is about to run: remember the interrupted context.
    pub(super) fn red_zone_watched(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        if self.uprobes.index_at(addr).is_none() {
            return;
        }
        let rsp = cpu.reg(Reg::Rsp);
        self.red_zone.ctx_sp = Some(rsp);
        let mut snap = [0u8; 128];
        self.red_zone.snapshot_ok = cpu.read(rsp.wrapping_sub(RED_ZONE), &mut snap);
        for (w, c) in self.red_zone.snapshot.iter_mut().zip(snap.chunks_exact(8)) {
            *w = u64::from_le_bytes(c.try_into().unwrap_or([0; 8]));
        }
    }

    /// At `sys_uprobe` entry: the stack writes the site and trampoline made on the way
    /// in (`writes` = (address, instruction text) from the design's fixed code), with
    /// their new values read from the stack and their old values from the snapshot.
    pub(super) fn red_zone_entry_writes(&mut self, cpu: &dyn GuestCpu, site_sp: u64, writes: &[(u64, &'static str)]) {
        if self.red_zone.ctx_sp != Some(site_sp) {
            return; // not entered through a watched site (e.g. a stray call)
        }
        for (addr, what) in writes {
            let mut b = [0u8; 8];
            cpu.read(*addr, &mut b);
            let new = u64::from_le_bytes(b);
            let old = addr
                .checked_sub(site_sp.wrapping_sub(RED_ZONE))
                .and_then(|off| usize::try_from(off).ok())
                .filter(|off| self.red_zone.snapshot_ok && off % 8 == 0)
                .and_then(|off| self.red_zone.snapshot.get(off / 8).copied());
            self.record_red_zone_old(cpu, site_sp, *addr, old, new, || (*what).to_string());
        }
    }
}
