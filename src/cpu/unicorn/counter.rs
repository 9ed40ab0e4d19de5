//! Instruction counting per translation block, and the native-count budget.
//!
//! The engine counts (our patch of its C source, `vendor/unicorn-engine-sys`, see its
//! `PROBESIM-PATCHES.md`, patches block-icount, fault-count, count-register, tb-ops and
//! exit-hold): with a counter set, every translation block starts with generated code
//! that takes its instruction count, the translator's own, from a countdown (the
//! instructions the run may still start, which a host register holds while generated
//! code runs) and records the block; it calls the engine's exit check only when the
//! countdown does not cover the block, which is also how an exit request reaches it (the
//! request holds the countdown at 0 until it is taken). There is no call per block, into
//! Rust or into the engine, no load or store of the count, and no hook per instruction:
//! unprobed code runs at nearly the engine's own speed. This module turns the countdown
//! and the budget back into a count ([`BlockCounter`]).
//!
//! Invariants:
//! - The count is exact at every trap and syscall (int3, syscall and a TF step each end a
//!   block) and at every fault: one in the middle of a block (a failed load or store, a
//!   divide error) takes back the block's instructions after the faulting one
//!   ([`BlockCounter::settle_fault`], from where the engine restored the state to), so
//!   the count includes the faulting instruction, as Unicorn's per-instruction count
//!   does. Handlers that apply guest instructions themselves add them
//!   ([`BlockCounter::account`]).
//! - The count is the translation's: code the guest rewrote (the engine drops the stale
//!   translation) and a shadow stub's block (the stub's instructions) count what runs,
//!   with nothing to invalidate here.
//! - A block is counted when it starts to run, never when the exit check stops the run
//!   before it (a stop a hook asked for in the block before it).
//! - The budget: a block that would take the count past it is stopped before it runs,
//!   uncounted; the run loop then runs that block once more with a code hook on its
//!   instructions, which stops at the budget's instruction
//!   ([`BlockCounter::begin_step`]), so the count at a budget stop is exactly the budget.
//! - The running block's address and count are known, so a hook inside it can tell the
//!   exact count at its instruction ([`BlockCounter::exact_at`]: `rdtsc`, `rdrand`).
//! - The counter is compiled only into blocks translated after it is set, so it is set
//!   before the first translation: at the first run, or at the first shadow (made outside
//!   a run). With counting off in native-count mode it is never set (no code at all).
//! - While it is set, `rdrand` and `rdseed` raise #UD in the engine (the patch), and the
//!   invalid-opcode hook applies them from the handler's seed (`hooks.rs`).

use std::cell::Cell;

use unicorn_engine::RegisterX86;

use super::ffi::{uc_probesim_icount, EngineCount, TbHead};
use super::Engine;
use crate::cpu::CpuError;

/// The instruction counter, the native-count budget and the stepping of the budget's
/// last block. Fields are cells because the hooks reach it through a shared pointer, and
/// the engine writes the countdown itself.
///
/// Invariant, while counting: the count is `base - countdown` (the engine's countdown,
/// [`BlockCounter::countdown`]), and `base` is `max(count, budget)`, so the countdown is
/// what the budget leaves ([`BlockCounter::store`]).
pub(super) struct BlockCounter {
    /// Instructions started, while not counting.
    icount: Cell<u64>,
    /// While counting: the count at which the countdown is spent.
    base: Cell<u64>,
    /// While counting: the budget (a block that would take the count past it is stopped
    /// before it runs).
    budget: Cell<u64>,
    /// The engine's countdown, once counting is on (null before).
    left: Cell<*mut u64>,
    /// Counting is on (the counter is set): [`BlockCounter::account`] adds.
    active: Cell<bool>,
    /// The engine's side, once counting is on (null before).
    engine: Cell<*mut EngineCount>,
    /// The block the budget ends in, run with a code hook on each of its instructions:
    /// the count the next of them starts at, and the budget (see
    /// [`BlockCounter::step_insn`]).
    step: Cell<Option<(u64, u64)>>,
    /// The stepped block reached the budget.
    step_hit: Cell<bool>,
    /// The budget of the run in progress ([`BlockCounter::left`]); `u64::MAX` when not
    /// counting.
    run_budget: Cell<u64>,
}

impl BlockCounter {
    /// A counter at 0, not yet active, with no budget.
    pub(super) fn new() -> Self {
        BlockCounter {
            icount: Cell::new(0),
            base: Cell::new(0),
            budget: Cell::new(u64::MAX),
            left: Cell::new(std::ptr::null_mut()),
            active: Cell::new(false),
            engine: Cell::new(std::ptr::null_mut()),
            step: Cell::new(None),
            step_hit: Cell::new(false),
            run_budget: Cell::new(u64::MAX),
        }
    }

    /// A run up to `budget` instructions begins.
    pub(super) fn begin_run(&self, budget: u64) {
        self.run_budget.set(if self.active.get() { budget } else { u64::MAX });
    }

    /// What the run in progress may still start: its budget less the count (`u64::MAX`
    /// when not counting, which enforces no budget).
    #[inline]
    pub(super) fn left(&self) -> u64 {
        match self.run_budget.get() {
            u64::MAX => u64::MAX,
            b => b.saturating_sub(self.icount()),
        }
    }

    /// Runs `f` on the engine's side of the counter, if counting is on.
    #[inline]
    fn with_engine<R>(&self, f: impl FnOnce(&mut EngineCount) -> R) -> Option<R> {
        let p = self.engine.get();
        // SAFETY: `p` is null or the engine's `EngineCount`, which lives as long as the
        // engine, and the engine outlives this counter's use (both are owned by the CPU;
        // the counter is only used while the engine is open). The engine writes it only
        // inside `emu_start`, on this thread, and no reference made here outlives `f`.
        (!p.is_null()).then(|| f(unsafe { &mut *p }))
    }

    /// The instruction count at the instruction at `rip` of the running block, that
    /// instruction included (the block's whole count was added when it was entered).
    pub(super) fn exact_at(&self, mem: &super::memory::Memory, rip: u64) -> u64 {
        (self.before(mem, rip) + 1).min(self.icount())
    }

    /// The instruction count before the instruction at `rip` of the block entered last
    /// (at its start: the count before the block; past its end: the count).
    pub(super) fn before(&self, mem: &super::memory::Memory, rip: u64) -> u64 {
        let (start, n) = self.block();
        if n == 0 {
            return self.icount();
        }
        // Instructions are at most 15 bytes long.
        let len = rip.saturating_sub(start);
        if rip < start || len > 15 * u64::from(n) {
            return self.icount();
        }
        let mut buf = vec![0u8; len as usize];
        let got = (0..=buf.len()).rev().find(|&k| mem.read(start, &mut buf[..k])).unwrap_or(0);
        let mut d = iced_x86::Decoder::with_ip(64, &buf[..got], start, iced_x86::DecoderOptions::NONE);
        let mut k = 0u64;
        while k < u64::from(n) && d.can_decode() && d.ip() < rip {
            let _ = d.decode();
            k += 1;
        }
        self.icount().saturating_sub(u64::from(n)) + k
    }

    /// A fault (an exception or a failed memory access) at the instruction at `rip`:
    /// takes back the instructions of the running block after it, which were counted
    /// when the block was entered and will never run, so the count includes the
    /// faulting instruction and nothing after it. The engine recorded where in the block
    /// it restored the state to (patch fault-count), which is exact, with no decoding; nothing is
    /// taken back unless that record is of this block's run, at `rip` (a fault at a
    /// block's end, such as `int3` or `ud2`, or in a block being translated, finds none).
    /// Once per block run.
    pub(super) fn settle_fault(&self, rip: u64) {
        let Some(now) = self.countdown_now() else { return };
        let (start, n) = self.block();
        let rest = self.with_engine(|e| {
            let here =
                e.live != 0 && e.fault_tb == start && e.fault_pc == rip && e.fault_at == now && e.fault_index < n;
            if here {
                e.live = 0;
            }
            here.then(|| u64::from(n - e.fault_index - 1))
        });
        if let Some(Some(rest)) = rest {
            self.uncount(rest);
        }
    }

    /// Sets the count (a budget stop inside a block settles it at the stopping
    /// instruction).
    pub(super) fn set(&self, icount: u64) {
        self.store(icount);
    }

    /// Where the engine's countdown is, once counting is on: its home (`left`), or, while
    /// an exit request holds it (patch exit-hold: the home is 0 so that the next block
    /// stops), the engine's `exit_saved`.
    #[inline]
    fn countdown(&self) -> Option<*mut u64> {
        let left = self.left.get();
        if left.is_null() {
            return None;
        }
        let held = self.with_engine(|e| (e.exit_pending != 0).then_some(&raw mut e.exit_saved)).flatten();
        Some(held.unwrap_or(left))
    }

    /// The countdown's value, once counting is on.
    #[inline]
    fn countdown_now(&self) -> Option<u64> {
        // SAFETY: the countdown is the engine's (its CPU's home, or its `exit_saved`),
        // valid while the engine is (see `hook`); the engine writes it only inside
        // `emu_start`, on this thread, and no reference to it is kept.
        self.countdown().map(|p| unsafe { *p })
    }

    /// Instructions started so far.
    #[inline]
    pub(super) fn icount(&self) -> u64 {
        match self.countdown_now() {
            Some(left) => self.base.get() - left,
            None => self.icount.get(),
        }
    }

    /// Makes the count `icount`: while counting, the countdown is what the budget leaves
    /// it (none where it is already past the budget).
    #[inline]
    fn store(&self, icount: u64) {
        let Some(left) = self.countdown() else {
            self.icount.set(icount);
            return;
        };
        let rest = self.budget.get().saturating_sub(icount);
        self.base.set(icount + rest);
        // SAFETY: as in `countdown_now`.
        unsafe { *left = rest };
    }

    /// Counts `n` instructions a handler applied itself, if counting is on.
    #[inline]
    pub(super) fn account(&self, n: u64) {
        if self.active.get() {
            self.store(self.icount() + n);
        }
    }

    /// Takes back `n` instructions counted for a block that will not run them.
    #[inline]
    pub(super) fn uncount(&self, n: u64) {
        self.store(self.icount().saturating_sub(n));
    }

    /// Native-count mode: the engine stops before a block that would take the count
    /// past `budget`.
    #[inline]
    pub(super) fn set_budget(&self, budget: u64) {
        if self.active.get() {
            let icount = self.icount();
            self.budget.set(budget);
            self.store(icount);
        }
    }

    /// Whether the engine stopped the last run at the budget (and forgets it).
    #[inline]
    pub(super) fn take_budget_hit(&self) -> bool {
        self.with_engine(|e| std::mem::take(&mut e.budget_hit) != 0).unwrap_or(false)
    }

    /// The block entered last, or stopped before: (address, instructions); (0, 0) if
    /// none is known.
    #[inline]
    pub(super) fn block(&self) -> (u64, u32) {
        self.with_engine(|e| {
            if e.last_tb.is_null() || e.code_base.is_null() {
                return (0, 0);
            }
            // SAFETY: `last_tb` is the engine's record of the block, valid for the
            // engine's life; the record is 0 or a translation block's offset in the code
            // buffer, whose memory the engine reuses only after a flush, which zeroes it
            // (patches count-register, last-tb-offset).
            let offset = unsafe { *e.last_tb };
            if offset == 0 {
                return (0, 0);
            }
            // SAFETY: as above: a translation block lies at that offset from `code_base`.
            let tb = unsafe { e.code_base.add(offset as usize).cast::<TbHead>() };
            // SAFETY: as above.
            unsafe { ((*tb).pc, u32::from((*tb).icount)) }
        })
        .unwrap_or((0, 0))
    }

    /// Starts running the block the budget ends in one counted instruction at a time:
    /// the count is at the block's start, and the engine lets that block in (the code
    /// hook of [`BlockCounter::step_insn`] stops at the budget's instruction) but stops
    /// before any block after it.
    pub(super) fn begin_step(&self, budget: u64) {
        let at = self.icount();
        self.step.set(Some((at, budget)));
        self.step_hit.set(false);
        let (_, n) = self.block();
        self.set_budget(at + u64::from(n));
    }

    /// The stepped block's code hook, before each of its instructions: whether the budget
    /// is spent here (the instruction must not start).
    #[inline]
    pub(super) fn step_insn(&self) -> bool {
        match self.step.get() {
            Some((at, budget)) if at >= budget => {
                self.step.set(None);
                self.step_hit.set(true);
                true
            }
            Some((at, budget)) => {
                self.step.set(Some((at + 1, budget)));
                false
            }
            None => false,
        }
    }

    /// Ends the stepped run: whether it stopped at the budget, and if so the count is the
    /// budget exactly (the engine had added the whole block on entering it).
    pub(super) fn end_step(&self, budget: u64) -> bool {
        self.step.set(None);
        let hit = self.step_hit.take();
        if hit {
            self.store(budget);
        }
        hit
    }

    /// Back to `icount` instructions and no budget (a snapshot's restore); whether
    /// counting is on stays.
    pub(super) fn reset(&self, icount: u64) {
        self.budget.set(u64::MAX);
        self.store(icount);
        self.with_engine(|e| {
            e.budget_hit = 0;
            e.live = 0;
        });
        self.step.set(None);
        self.step_hit.set(false);
    }
}

/// Sets the engine's counter if this CPU counts and it is not set yet: at the first run,
/// or before the first translation made outside a run (a shadow).
pub(super) fn ensure_hooked<H>(uc: &mut Engine<'_, H>) -> Result<(), CpuError> {
    let data = uc.get_data();
    if !data.counter_hooked && (data.counting || !data.native_count) {
        hook(uc)?;
    }
    Ok(())
}

/// Asks the engine to test the exit request inline at every block's start when the
/// counter is off (our patch inline-exit; with it on, patch block-icount does so anyway), instead of
/// calling the exit check's helper per block: counting off (`probesim bench`'s
/// simulator column) then runs unprobed code faster than counting on, not slower. Set
/// at the CPU's creation, before anything is translated. The bare-engine baseline
/// (`bare.rs`) does not set it: it stays upstream Unicorn's own speed.
pub(super) fn inline_exit_checks<H>(uc: &mut Engine<'_, H>) -> Result<(), CpuError> {
    // SAFETY: as in `hook`: the accessor returns the address of a field of the live
    // engine's own state.
    let engine = unsafe { uc_probesim_icount(uc.get_handle()) };
    if engine.is_null() {
        return Err(CpuError::Invariant("the engine has no block counter (is it the patched one?)"));
    }
    // SAFETY: `engine` is valid for the engine's life; nothing else references it now.
    unsafe { (*engine).inline_exit = 1 };
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

/// Points the engine's counter at this CPU's [`BlockCounter`].
fn hook<H>(uc: &mut Engine<'_, H>) -> Result<(), CpuError> {
    // SAFETY: `get_handle` is the live engine; the accessor only returns the address of a
    // field of the engine's own state.
    let engine = unsafe { uc_probesim_icount(uc.get_handle()) };
    if engine.is_null() {
        return Err(CpuError::Invariant("the engine has no block counter (is it the patched one?)"));
    }
    let counter = &uc.get_data().counter;
    // SAFETY: `engine` is valid for the engine's life (see `BlockCounter::with_engine`).
    let left = unsafe { (*engine).left };
    // SAFETY: as above.
    if left.is_null() || unsafe { (*engine).last_tb }.is_null() {
        return Err(CpuError::Invariant("the engine's CPU is not made yet (count-register)"));
    }
    // SAFETY: as above; `left` is the countdown's home in the engine's CPU, which lives as
    // long as the engine.
    unsafe {
        (*engine).counter = left;
        (*engine).budget_hit = 0;
        (*engine).live = 0;
    }
    let icount = counter.icount.get();
    counter.budget.set(u64::MAX);
    counter.left.set(left);
    counter.store(icount);
    counter.engine.set(engine);
    counter.active.set(true);
    uc.get_data_mut().counter_hooked = true;
    Ok(())
}
