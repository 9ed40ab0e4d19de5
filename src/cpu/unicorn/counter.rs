//! Instruction counting per translation block, and the native-count budget.
//!
//! A block hook adds each translation block's instruction count when the block is
//! entered. It is a raw `extern "C"` callback ([`count_block`]) on a [`BlockCounter`] the
//! engine's user data owns: the safe wrapper's proxy upgrades an `Rc` and re-wraps the
//! engine on every block, which cost about as much as the guest code of a tight loop.
//!
//! Invariants:
//! - The count is exact at every trap and syscall (int3, syscall and a TF step each end a
//!   block); a fault in the middle of a block is stamped with the block's end. Handlers
//!   that apply guest instructions themselves add them ([`BlockCounter::account`]).
//! - A block's count is decoded once and cached by (address, size), with a direct-mapped
//!   cache in front; patching code drops the counts of the blocks it overlaps
//!   ([`BlockCounter::invalidate`]), and a shadow stub's block has the stub's count. The
//!   direct-mapped cache is emptied by a new generation (its slots carry the one they were
//!   filled in), not by clearing its 4096 slots on every patch.
//! - The guest can rewrite code the count was cached for: the engine drops the stale
//!   translation, and the new block has the same (address, size) when the new code is
//!   as long. Where it cannot happen unseen, a mapping change in between drops the counts
//!   ([`BlockCounter::set_mapping`]: map, unmap, protect); where it can (pages writable
//!   and executable at once) counts are never cached but decoded at each entry, from the
//!   bytes the block was translated from. A block that rewrites its own later bytes is
//!   still counted whole when entered.
//! - The running block is remembered, so a hook inside it can tell the exact count at
//!   its instruction ([`BlockCounter::exact_at`]: `rdtsc`).
//! - A new block that holds an `rdrand` or `rdseed` without a hook is stopped before it
//!   runs (and not counted); `hooks.rs` hooks them between two runs.
//! - The hook is compiled only into blocks translated after it is added, so it is
//!   installed before the first translation: at the first run, or at the first shadow
//!   (made outside a run). With counting off in native-count mode it is never installed.
//! - The callback cannot unwind into the engine: its only call that could panic (the
//!   cold decode) runs under `catch_unwind`, and a panic there stops the run and is
//!   reported as [`CpuError::HookPanicked`].

use std::cell::{Cell, RefCell};
use std::ffi::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};

use unicorn_engine::unicorn_const::{uc_emu_stop, uc_engine, uc_error, uc_hook, uc_hook_add, uc_mem_read, HookType};

use unicorn_engine::RegisterX86;

use super::Engine;
use crate::cpu::CpuError;

/// Slots of [`BlockCounter`]'s direct-mapped cache (a power of two).
const SLOTS: usize = 4096;

/// A slot that matches no block (no block starts at `u64::MAX`).
const EMPTY: (u64, u32, u32) = (u64::MAX, 0, 0);

/// The instruction counter, the native-count budget and the per-block counts. Fields are
/// cells because the callback and the hooks reach it through a shared pointer.
pub(super) struct BlockCounter {
    /// Instructions started.
    icount: Cell<u64>,
    /// Counting is on (the hook is installed): [`BlockCounter::account`] adds.
    active: Cell<bool>,
    /// Native-count mode: stop once `icount` passes it (`u64::MAX` otherwise).
    budget: Cell<u64>,
    /// The callback stopped the run at the budget.
    budget_hit: Cell<bool>,
    /// The callback caught a panic (its message); the run was stopped.
    panic: Cell<Option<String>>,
    /// Direct-mapped cache of `tb_insns`: (address, [`tag`] of the generation and size,
    /// instructions).
    slots: Box<[Cell<(u64, u32, u32)>]>,
    /// The slots' generation: a slot filled in another one is empty.
    generation: Cell<u32>,
    /// Instructions per translation block, by (address, size), from decoding it once.
    tb_insns: RefCell<crate::fastmap::FastMap<(u64, u32), u32>>,
    /// The block entered last: (address, size). The running block, inside a hook.
    block: Cell<(u64, u32)>,
    /// Ranges mapped writable and executable at once, sorted and disjoint: the guest may
    /// rewrite code there without the kernel seeing it, so their blocks' counts are
    /// decoded at every entry, never cached.
    wx: RefCell<Vec<(u64, u64)>>,
    /// `rdrand`/`rdseed` instructions found in a block, not yet hooked: the block was
    /// stopped before it ran, and the hooks are made between two runs (`hooks.rs`).
    rand_pending: RefCell<Vec<u64>>,
    /// Addresses with an `rdrand`/`rdseed` hook.
    rand_hooked: RefCell<std::collections::BTreeSet<u64>>,
}

/// What the cold path found in a block it decoded.
enum Decoded {
    /// Its instruction count, and whether it may be cached.
    Count(u32, bool),
    /// It holds an `rdrand` or `rdseed` with no hook yet: stop before it runs.
    Stop,
}

impl BlockCounter {
    /// A counter at 0, not yet active, with no budget.
    pub(super) fn new() -> Self {
        BlockCounter {
            icount: Cell::new(0),
            active: Cell::new(false),
            budget: Cell::new(u64::MAX),
            budget_hit: Cell::new(false),
            panic: Cell::new(None),
            slots: (0..SLOTS).map(|_| Cell::new(EMPTY)).collect(),
            generation: Cell::new(0),
            tb_insns: RefCell::new(crate::fastmap::FastMap::default()),
            block: Cell::new((0, 0)),
            wx: RefCell::new(Vec::new()),
            rand_pending: RefCell::new(Vec::new()),
            rand_hooked: RefCell::new(std::collections::BTreeSet::new()),
        }
    }

    /// The instruction count at the instruction at `rip` of the running block, that
    /// instruction included (the block's whole count was added when it was entered).
    pub(super) fn exact_at(&self, mem: &super::memory::Memory, rip: u64) -> u64 {
        let (start, size) = self.block.get();
        let end = start + u64::from(size);
        let mut buf = vec![0u8; end.saturating_sub(rip) as usize];
        if rip < start || buf.is_empty() || !mem.read(rip, &mut buf) {
            return self.icount();
        }
        self.icount().saturating_sub(count_insns(&buf, rip) - 1)
    }

    /// Records that `[addr, end)` is now mapped `exec`utable or not, and `writable_exec`
    /// (writable and executable at once) or not; if executable, forgets the counts of its
    /// blocks (their code may have changed since: only a mapping change that makes code
    /// executable can make a cached count stale, so the many changes of data mappings
    /// cost nothing here).
    pub(super) fn set_mapping(&self, addr: u64, end: u64, exec: bool, writable_exec: bool) {
        {
            let mut wx = self.wx.borrow_mut();
            let mut out: Vec<(u64, u64)> = Vec::with_capacity(wx.len() + 2);
            for &(a, e) in wx.iter() {
                if e <= addr || a >= end {
                    out.push((a, e));
                    continue;
                }
                if a < addr {
                    out.push((a, addr));
                }
                if e > end {
                    out.push((end, e));
                }
            }
            if writable_exec {
                out.push((addr, end));
            }
            out.sort_unstable();
            *wx = out;
        }
        if exec {
            self.invalidate(addr, end);
        }
    }

    /// Whether `[addr, end)` overlaps a writable and executable range.
    fn in_wx(&self, addr: u64, end: u64) -> bool {
        self.wx.borrow().iter().any(|&(a, e)| a < end && addr < e)
    }

    /// The `rdrand`/`rdseed` addresses found since the last call, to hook now.
    pub(super) fn take_rand_pending(&self) -> Vec<u64> {
        let sites = std::mem::take(&mut *self.rand_pending.borrow_mut());
        self.rand_hooked.borrow_mut().extend(sites.iter().copied());
        sites
    }

    /// Instructions started so far.
    #[inline]
    pub(super) fn icount(&self) -> u64 {
        self.icount.get()
    }

    /// The engine stopped at its instruction limit, `max`, inside a block this counter
    /// had counted whole: the count is what ran (the rest of the block is counted when
    /// it runs).
    pub(super) fn clamp(&self, max: u64) {
        if self.icount.get() > max {
            self.icount.set(max);
        }
    }

    /// Counts `n` instructions a handler applied itself, if counting is on.
    #[inline]
    pub(super) fn account(&self, n: u64) {
        if self.active.get() {
            self.icount.set(self.icount.get() + n);
        }
    }

    /// Takes back `n` instructions counted for a block that will not run them.
    #[inline]
    pub(super) fn uncount(&self, n: u64) {
        self.icount.set(self.icount.get().saturating_sub(n));
    }

    /// Native-count mode: the callback stops the run once the count passes `budget`.
    #[inline]
    pub(super) fn set_budget(&self, budget: u64) {
        self.budget.set(budget);
    }

    /// Whether the callback stopped the last run at the budget (and forgets it).
    #[inline]
    pub(super) fn take_budget_hit(&self) -> bool {
        self.budget_hit.take()
    }

    /// The message of a panic the callback caught, if any (and forgets it).
    pub(super) fn take_panic(&self) -> Option<String> {
        self.panic.take()
    }

    /// The cache slot of a block address.
    #[inline]
    fn slot(&self, addr: u64) -> &Cell<(u64, u32, u32)> {
        // Truncation is the point: the low bits pick the slot.
        #[allow(clippy::cast_possible_truncation)]
        &self.slots[((addr ^ (addr >> 12)) as usize) & (SLOTS - 1)]
    }

    /// Forgets the counts of blocks overlapping `[addr, end)` (the code was patched).
    pub(super) fn invalidate(&self, addr: u64, end: u64) {
        self.tb_insns.borrow_mut().retain(|(a, sz), _| *a + u64::from(*sz) <= addr || *a >= end);
        self.empty_slots();
    }

    /// Empties the direct-mapped cache: a new generation, or, when the 16 bits of
    /// generations wrap, every slot cleared.
    fn empty_slots(&self) {
        let g = self.generation.get().wrapping_add(1) & 0xffff;
        self.generation.set(g);
        if g == 0 {
            for s in &*self.slots {
                s.set(EMPTY);
            }
        }
    }

    /// [`BlockCounter::invalidate`] over many ranges (sorted, disjoint), in one pass.
    pub(super) fn invalidate_many(&self, ranges: &[(u64, u64)]) {
        let overlaps = |a: u64, end: u64| {
            // The last range starting before `end` is the only one that can overlap.
            let k = ranges.partition_point(|(s, _)| *s < end);
            k > 0 && ranges[k - 1].1 > a
        };
        self.tb_insns.borrow_mut().retain(|(a, sz), _| !overlaps(*a, *a + u64::from(*sz)));
        self.empty_slots();
    }

    /// The slot tag of a block of `size` bytes in this generation (`None`: too large for
    /// a slot, looked up in `tb_insns` every time).
    #[inline]
    fn tag(&self, size: u32) -> Option<u32> {
        (size <= 0xffff).then(|| (self.generation.get() << 16) | size)
    }

    /// Back to `icount` instructions, no budget and no per-block counts (a snapshot's
    /// restore); whether counting is on stays.
    pub(super) fn reset(&self, icount: u64) {
        self.icount.set(icount);
        self.budget.set(u64::MAX);
        self.budget_hit.set(false);
        self.panic.set(None);
        self.tb_insns.borrow_mut().clear();
        self.wx.borrow_mut().clear();
        self.empty_slots();
    }

    /// Records that the block at `addr` of `size` bytes is `bytes` (a shadow stub).
    pub(super) fn set_block(&self, addr: u64, size: u32, bytes: &[u8]) {
        let n = u32::try_from(count_insns(bytes, addr)).unwrap_or(u32::MAX);
        self.tb_insns.borrow_mut().insert((addr, size), n);
    }
}

/// Unicorn's `UC_HOOK_BLOCK` callback: adds the block's instruction count.
unsafe extern "C" fn count_block(uc: *mut uc_engine, addr: u64, size: u32, user_data: *mut c_void) {
    // SAFETY: `user_data` is `Rc::as_ptr` of the counter kept alive in the engine's user
    // data, which outlives the engine (see `hook`); all its fields are cells, and the
    // hooks hold no reference into them across a guest instruction.
    let c = unsafe { &*user_data.cast::<BlockCounter>() };
    let slot = c.slot(addr);
    let (a, tag, n) = slot.get();
    let want = c.tag(size);
    let n = if a == addr && Some(tag) == want {
        n
    } else {
        let Some(Decoded::Count(n, cache)) = block_insns_caught(c, uc, addr, size) else {
            // A panic, or an unhooked `rdrand`: the block must not run. Stopping here
            // exits before its first instruction (the exit check follows this hook).
            // SAFETY: `uc` is the live engine that called us.
            let _ = unsafe { uc_emu_stop(uc) };
            return;
        };
        if let (Some(tag), true) = (want, cache) {
            slot.set((addr, tag, n));
        }
        n
    };
    c.block.set((addr, size));
    let total = c.icount.get() + u64::from(n);
    if total > c.budget.get() {
        // The block does not run (the exit check follows this hook): it is not counted,
        // so a spent budget is never exceeded.
        c.budget_hit.set(true);
        // SAFETY: `uc` is the live engine that called us.
        let _ = unsafe { uc_emu_stop(uc) };
        return;
    }
    c.icount.set(total);
}

/// [`block_insns`] under `catch_unwind`: `None` if it panicked (the message is kept for
/// the run to report). Out of line, so that the callback's hit path keeps its arguments
/// in registers.
#[cold]
#[inline(never)]
fn block_insns_caught(c: &BlockCounter, uc: *mut uc_engine, addr: u64, size: u32) -> Option<Decoded> {
    match catch_unwind(AssertUnwindSafe(|| block_insns(c, uc, addr, size))) {
        Ok(n) => Some(n),
        Err(p) => {
            c.panic.set(Some(super::hooks::panic_text(p.as_ref())));
            None
        }
    }
}

/// The instruction count of the block at `addr` (`size` bytes), decoded once, or at
/// every entry where the guest may rewrite it unseen (a writable and executable
/// mapping: its bytes now are the ones translated, since the engine drops a translation
/// the guest writes over).
#[cold]
fn block_insns(c: &BlockCounter, uc: *mut uc_engine, addr: u64, size: u32) -> Decoded {
    if let Some(&n) = c.tb_insns.borrow().get(&(addr, size)) {
        return Decoded::Count(n, true);
    }
    let mut buf = vec![0u8; size as usize];
    // SAFETY: `uc` is the live engine that called us; `buf` holds `size` bytes. A failed
    // read leaves zeros, which still decode to a count >= 1.
    let _ = unsafe { uc_mem_read(uc, addr, buf.as_mut_ptr().cast(), u64::from(size)) };
    let mut unhooked = Vec::new();
    let n = decode_block(&buf, addr, |ip| {
        if !c.rand_hooked.borrow().contains(&ip) {
            unhooked.push(ip);
        }
    });
    if !unhooked.is_empty() {
        c.rand_pending.borrow_mut().extend(unhooked);
        return Decoded::Stop;
    }
    let n = u32::try_from(n).unwrap_or(u32::MAX);
    let cache = !c.in_wx(addr, addr + u64::from(size));
    if cache {
        c.tb_insns.borrow_mut().insert((addr, size), n);
    }
    Decoded::Count(n, cache)
}

/// Instructions in a translation block's bytes (at least 1).
pub(super) fn count_insns(bytes: &[u8], addr: u64) -> u64 {
    decode_block(bytes, addr, |_| {})
}

/// Instructions in a translation block's bytes (at least 1), calling `rand` with the
/// address of each `rdrand` and `rdseed`.
fn decode_block(bytes: &[u8], addr: u64, mut rand: impl FnMut(u64)) -> u64 {
    let mut d = iced_x86::Decoder::with_ip(64, bytes, addr, iced_x86::DecoderOptions::NONE);
    let mut n = 0;
    while d.can_decode() {
        let i = d.decode();
        if matches!(i.mnemonic(), iced_x86::Mnemonic::Rdrand | iced_x86::Mnemonic::Rdseed) {
            rand(i.ip());
        }
        n += 1;
    }
    n.max(1)
}

/// Installs the block-count hook if this CPU counts and it is not there yet: at the
/// first run, or before the first translation made outside a run (a shadow).
pub(super) fn ensure_hooked<H>(uc: &mut Engine<'_, H>) -> Result<(), CpuError> {
    let data = uc.get_data();
    if !data.counter_hooked && (data.counting || !data.native_count) {
        hook(uc)?;
    }
    Ok(())
}

/// Where [`ensure_count_hook`] starts its run: in the kernel half, which no guest maps.
const PRIME_AT: u64 = 0xffff_ffff_ffff_f000;

/// Outside native-count mode, makes Unicorn install its own instruction-count hook now,
/// before code is translated outside a run (a shadow made when a probe is attached).
///
/// Unicorn compiles its count hook into the translations made after the first
/// `emu_start` with a non-zero count installs it; code translated before would run
/// uncounted by it, so that the run's count (and with it where a run that spends its
/// budget stops) would depend on whether the engine had run before: a machine reset
/// between cases, whose engine has, must stop where a fresh one does. So the first
/// shadow of a CPU that has not run yet first starts a run of one instruction at
/// [`PRIME_AT`]: it installs the hook and faults before anything is translated, and the
/// fault hook ignores it ([`super::Inner::priming`]). rip is put back.
pub(super) fn ensure_count_hook<H>(uc: &mut Engine<'_, H>) {
    let data = uc.get_data();
    if data.native_count || data.count_hooked {
        return;
    }
    let rip = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
    uc.get_data_mut().priming = true;
    let _ = uc.emu_start(PRIME_AT, 0, 0, 1);
    let data = uc.get_data_mut();
    data.priming = false;
    data.count_hooked = true;
    let _ = uc.reg_write(RegisterX86::RIP, rip);
}

/// Installs the block-count hook on the engine's counter.
fn hook<H>(uc: &mut Engine<'_, H>) -> Result<(), CpuError> {
    let counter = std::rc::Rc::as_ptr(&uc.get_data().counter).cast_mut().cast::<c_void>();
    let mut hh: uc_hook = 0;
    // SAFETY: `count_block` has the `uc_cb_hookcode_t` signature; `counter` stays valid
    // while the engine lives: it is owned by the engine's user data, dropped after
    // `uc_close` (which runs in the handle's Drop before its fields are dropped), and
    // never replaced.
    let err = unsafe {
        uc_hook_add(uc.get_handle(), &mut hh, HookType::BLOCK.0 as i32, count_block as *mut c_void, counter, 1, 0)
    };
    if err != uc_error::OK {
        return Err(CpuError::Engine { op: "hook block", code: format!("{err:?}") });
    }
    uc.get_data_mut().counter_hooked = true;
    uc.get_data().counter.active.set(true);
    Ok(())
}
