//! The register cache through which the guest is seen: the one implementation of
//! [`GuestCpu`], for a trap handler inside a hook and for [`super::Cpu`] between runs.
//!
//! Invariants:
//! - The sixteen general registers are read and written in the engine's register array
//!   itself ([`Gprs`], our patch's accessor), as plain memory: that is all `uc_reg_read`
//!   and `uc_reg_write` do for them, without a call and a register switch each (5-10 ns;
//!   a probe hit reads and writes some fifty). They are never cached, so the engine
//!   always holds their current values.
//! - Each other register (rip between runs, rflags, the segment bases) is read from the
//!   engine at most once while the cache is live, and a write is kept in the cache and
//!   written back once, by [`View::flush`], only if it differs from the engine's value
//!   (RFLAGS costs the most to read: the lazily computed arithmetic flags).
//! - Nothing else touches the engine's registers while a view's cache is live. A hook's
//!   view lives for one handler call and is flushed by its owner before the hook
//!   returns (a `Drop` impl would make every drop copy the view). The
//!   [`super::Cpu`]'s own view lives between runs and is synced ([`View::sync`]: flushed
//!   and emptied) before each run. Code here that reads registers from the engine
//!   directly (making a shadow) flushes first.
//! - In a hook's view rip is the hook's value (in a syscall hook, the address after the
//!   `syscall`), which the hook writes back itself; `tf_set` answers without reading
//!   RFLAGS where TF is known clear (a shadow stub's block only runs with TF clear).

use std::borrow::BorrowMut;
use std::cell::{Cell, UnsafeCell};
use std::marker::PhantomData;
use std::mem::MaybeUninit;
use std::ptr::NonNull;

use unicorn_engine::RegisterX86;

use super::counter::BlockCounter;
use super::hooks::Gprs;
use super::{fpu, hooks, memory, shadow, Engine, TF};
use crate::cpu::{CpuCore, CpuError, FastPathCpu, Prot, Reg, TrapHandler};

/// The guest's registers (cached) and memory, over an engine held as `E`: borrowed
/// (`&mut Engine`) inside a hook, owned (`Engine`) by [`super::Cpu`].
pub(super) struct View<'u, H: 'static, E> {
    /// The engine.
    uc: E,
    /// The engine's general registers, in place.
    gprs: Gprs,
    /// Inside a hook: rip as the handler sees and sets it, written back by the hook.
    /// `None` between runs, where rip is cached like any register.
    hook_rip: Option<u64>,
    /// Register values, `Reg::ALL` order. Entry i is initialized iff bit i of `cached`
    /// is set (left uninitialized otherwise: two views are built per probe hit).
    cache: UnsafeCell<[MaybeUninit<u64>; 20]>,
    /// Which entries of `cache` are initialized.
    cached: Cell<u32>,
    /// The engine's values of the dirty registers that were cached before their first
    /// write (initialized where `dirty & !blind`).
    orig: [MaybeUninit<u64>; 20],
    /// Registers written before they were ever read: their engine value is unknown.
    blind: u32,
    /// Registers written and not yet written back to the engine.
    dirty: u32,
    /// The engine's instruction counter (kept here: reaching it through the engine's
    /// user data costs three dependent loads per `insn_count`). A pointer into the `Rc`
    /// the engine's user data holds, not a clone of it: a clone and its drop cost six
    /// host instructions a view (two views a probe hit, one a syscall). Valid as long as
    /// the view: the view holds the engine, and the user data's counter is made once,
    /// with the engine, and never replaced.
    counter: NonNull<BlockCounter>,
    /// TF is known clear unless rflags is written: a shadow stub's block only runs with
    /// TF clear (TF is part of a translation's lookup key).
    tf_clear: bool,
    /// The general register ([`Reg`] index) that [`FastPathCpu::set_reg_to_rflags`] set to
    /// rflags without reading the flags yet ([`NO_REG`]: none). It is settled when read,
    /// before rflags is written, and at a flush; a write of the register drops it.
    flags_to: Cell<u8>,
    /// A register other than the sixteen general ones was written to the engine since
    /// the view was made: a cached one by [`View::flush`], or the x87 and SSE state
    /// ([`CpuCore::fxrstor`]).
    wrote_other: bool,
    /// The engine type `E` holds.
    _engine: PhantomData<fn() -> (&'u (), H)>,
}

/// The engine's id of a register.
fn uc_reg(r: Reg) -> RegisterX86 {
    match r {
        Reg::Rax => RegisterX86::RAX,
        Reg::Rbx => RegisterX86::RBX,
        Reg::Rcx => RegisterX86::RCX,
        Reg::Rdx => RegisterX86::RDX,
        Reg::Rsi => RegisterX86::RSI,
        Reg::Rdi => RegisterX86::RDI,
        Reg::Rbp => RegisterX86::RBP,
        Reg::Rsp => RegisterX86::RSP,
        Reg::R8 => RegisterX86::R8,
        Reg::R9 => RegisterX86::R9,
        Reg::R10 => RegisterX86::R10,
        Reg::R11 => RegisterX86::R11,
        Reg::R12 => RegisterX86::R12,
        Reg::R13 => RegisterX86::R13,
        Reg::R14 => RegisterX86::R14,
        Reg::R15 => RegisterX86::R15,
        Reg::Rip => RegisterX86::RIP,
        Reg::Rflags => RegisterX86::RFLAGS,
        Reg::FsBase => RegisterX86::FS_BASE,
        Reg::GsBase => RegisterX86::GS_BASE,
    }
}

/// [`View::flags_to`] when no register waits for the flags.
const NO_REG: u8 = u8::MAX;

/// Whether `r` is one of the sixteen general registers ([`Reg::ALL`] has them first).
#[inline(always)]
fn is_gpr(r: Reg) -> bool {
    (r as usize) < 16
}

impl<'u, H: 'static, E: BorrowMut<Engine<'u, H>>> View<'u, H, E> {
    /// A view with an empty cache; `hook_rip` is rip inside a hook, `None` between runs.
    #[inline(always)]
    pub(super) fn new(uc: E, hook_rip: Option<u64>) -> Self {
        let gprs = Gprs::of(uc.borrow());
        Self::with_gprs(uc, gprs, hook_rip)
    }

    /// [`View::new`] where the engine's register array is known (the syscall callback is
    /// given it), without asking the engine for it.
    #[inline(always)]
    pub(super) fn with_gprs(uc: E, gprs: Gprs, hook_rip: Option<u64>) -> Self {
        let counter = NonNull::from(&*uc.borrow().get_data().counter);
        View {
            counter,
            gprs,
            tf_clear: false,
            flags_to: Cell::new(NO_REG),
            wrote_other: false,
            uc,
            hook_rip,
            cache: UnsafeCell::new([MaybeUninit::uninit(); 20]),
            cached: Cell::new(0),
            orig: [MaybeUninit::uninit(); 20],
            blind: 0,
            dirty: 0,
            _engine: PhantomData,
        }
    }

    /// The engine.
    #[inline(always)]
    pub(super) fn engine(&self) -> &Engine<'u, H> {
        self.uc.borrow()
    }

    /// The engine, mutably. Registers written through it bypass the cache: see the module
    /// doc for when that is allowed.
    #[inline(always)]
    pub(super) fn engine_mut(&mut self) -> &mut Engine<'u, H> {
        self.uc.borrow_mut()
    }

    /// The engine's instruction counter.
    #[inline(always)]
    fn counter(&self) -> &BlockCounter {
        // SAFETY: see the field: the pointee lives in the `Rc` of the engine's user data,
        // which outlives the view and is never replaced; it is only read through shared
        // references (its state is in cells).
        unsafe { self.counter.as_ref() }
    }

    /// Inside a hook, rip as the handler left it.
    #[inline]
    pub(super) fn hook_rip(&self) -> u64 {
        self.hook_rip.unwrap_or(0)
    }

    /// Declares TF clear until rflags is written (the view of a shadow's hook).
    #[inline]
    pub(super) fn set_tf_clear(&mut self) {
        self.tf_clear = true;
    }

    /// Whether the view is a hook's (the engine is running).
    #[inline]
    fn in_hook(&self) -> bool {
        self.hook_rip.is_some()
    }

    /// A hook changed the count other than by running instructions (a fast path's
    /// account, a stub's uncount). Outside native-count mode the budget is Unicorn's own
    /// count of what the engine ran, which does not see it: the run stops and goes on
    /// at once with what is left of the budget.
    fn recount_budget(&mut self) {
        if self.in_hook() && !self.engine().get_data().native_count {
            let uc = self.engine_mut();
            uc.get_data_mut().restart = true;
            let _ = uc.emu_stop();
        }
    }

    /// Reads a register from the engine (rflags without the register switch).
    fn raw_reg(&self, r: Reg) -> u64 {
        if r == Reg::Rflags {
            return self.gprs.rflags(self.engine());
        }
        self.engine().reg_read(uc_reg(r)).unwrap_or(0)
    }

    /// The cached value of register `i`, if any.
    #[inline]
    fn cached(&self, i: usize) -> Option<u64> {
        if self.cached.get() & (1 << i) == 0 {
            return None;
        }
        // SAFETY: bit i of `cached` is set only after entry i was written (`known`). The
        // cell is only touched through `cached`/`known`, which hold no reference across
        // calls.
        Some(unsafe { (*self.cache.get())[i].assume_init() })
    }

    /// Caches a value for register `r` (known to be the engine's, or about to be
    /// written back).
    #[inline]
    pub(super) fn known(&self, r: Reg, v: u64) {
        let i = r as usize;
        // SAFETY: see `cached`; `View` is not `Sync`, so there is no concurrent access.
        unsafe {
            (*self.cache.get())[i] = MaybeUninit::new(v);
        }
        self.cached.set(self.cached.get() | (1 << i));
    }

    /// The register [`FastPathCpu::set_reg_to_rflags`] deferred gets the flags now (they
    /// have not changed since: rflags is written only after this ran). Returns them.
    #[cold]
    #[inline(never)]
    fn settle_flags(&self) -> u64 {
        let flags = self.other_reg(Reg::Rflags);
        if let Some(&r) = Reg::ALL.get(usize::from(self.flags_to.replace(NO_REG))) {
            self.gprs.set(r, flags);
        }
        flags
    }

    /// Writes the dirty registers back to the engine. The cache stays valid. Inline
    /// where nothing is dirty (a syscall hook's view, whose handler wrote only general
    /// registers): the call cost 21 host instructions a syscall.
    #[inline(always)]
    pub(super) fn flush(&mut self) {
        if self.flags_to.get() != NO_REG {
            self.settle_flags();
        }
        if self.dirty != 0 {
            self.write_back();
        }
        self.blind = 0;
    }

    /// [`View::flush`]'s writes.
    #[inline(never)]
    fn write_back(&mut self) {
        let mut dirty = std::mem::take(&mut self.dirty);
        while dirty != 0 {
            let i = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            let v = self.cached(i).unwrap_or(0);
            // SAFETY: `orig[i]` was written when register i became dirty unless it was blind.
            let changed = self.blind & (1 << i) != 0 || v != unsafe { self.orig[i].assume_init() };
            if changed {
                self.wrote_other = true;
                // Writing a register can only fail for an invalid id; ours are all valid.
                let _ = self.engine_mut().reg_write(uc_reg(Reg::ALL[i]), v);
            }
        }
    }

    /// Empties the cache without writing anything back, before the engine's registers
    /// are replaced (a snapshot's restore).
    pub(super) fn discard(&mut self) {
        self.flags_to.set(NO_REG);
        self.dirty = 0;
        self.blind = 0;
        self.cached.set(0);
        self.tf_clear = false;
    }

    /// Flushes and empties the cache, before something else touches the registers.
    pub(super) fn sync(&mut self) {
        self.flush();
        self.cached.set(0);
        self.tf_clear = false;
    }

    /// Whether nothing but the sixteen general registers was written to the engine since
    /// the view was made (asked after [`View::flush`]). A syscall hook tells the engine
    /// so (patch syscall-callback).
    #[inline(always)]
    pub(super) fn general_only(&self) -> bool {
        !self.wrote_other
    }

    /// rflags as the handler left it, without a virtual call (a syscall hook's TF check:
    /// the view knows rflags from its set-up, so this reads the cache).
    #[inline(always)]
    pub(super) fn rflags(&self) -> u64 {
        match self.cached(Reg::Rflags as usize) {
            Some(f) => f,
            None => self.other_reg(Reg::Rflags),
        }
    }

    /// [`CpuCore::reg`] of a register the view caches (out of line: the general
    /// registers' path then needs no stack frame).
    #[inline(never)]
    fn other_reg(&self, r: Reg) -> u64 {
        if let Some(v) = self.cached(r as usize) {
            return v;
        }
        let v = self.raw_reg(r);
        self.known(r, v);
        v
    }

    /// [`CpuCore::set_reg`] of a register the view caches (out of line, as
    /// [`View::other_reg`]).
    #[inline(never)]
    fn set_other_reg(&mut self, r: Reg, v: u64) {
        if r == Reg::Rflags && self.flags_to.get() != NO_REG {
            self.settle_flags();
        }
        let i = r as usize;
        let bit = 1 << i;
        if self.dirty & bit == 0 {
            match self.cached(i) {
                Some(old) if old == v => return,
                Some(old) => self.orig[i] = MaybeUninit::new(old),
                None => self.blind |= bit,
            }
        }
        self.known(r, v);
        self.dirty |= bit;
    }
}

impl<'u, H: TrapHandler + 'static, E: BorrowMut<Engine<'u, H>>> CpuCore for View<'u, H, E> {
    #[inline(always)]
    fn reg(&self, r: Reg) -> u64 {
        if is_gpr(r) {
            if self.flags_to.get() == r as u8 {
                return self.settle_flags();
            }
            return self.gprs.get(r);
        }
        if let (Reg::Rip, Some(rip)) = (r, self.hook_rip) {
            return rip;
        }
        self.other_reg(r)
    }

    #[inline(always)]
    fn set_reg(&mut self, r: Reg, v: u64) {
        if is_gpr(r) {
            if self.flags_to.get() == r as u8 {
                self.flags_to.set(NO_REG);
            }
            self.gprs.set(r, v);
            return;
        }
        if let (Reg::Rip, Some(_)) = (r, self.hook_rip) {
            self.hook_rip = Some(v);
            return;
        }
        self.set_other_reg(r, v);
    }

    #[inline]
    fn read(&self, addr: u64, buf: &mut [u8]) -> bool {
        memory::read(self.engine(), addr, buf)
    }

    #[inline(always)]
    fn write(&mut self, addr: u64, data: &[u8]) -> bool {
        memory::write(self.engine_mut(), addr, data)
    }

    fn fill(&mut self, addr: u64, len: usize, fill: &mut dyn FnMut(&mut [u8]) -> usize) -> bool {
        memory::fill_in_place(self.engine_mut(), addr, len, fill).is_some()
            || crate::cpu::fill_by_copy(self, addr, len, fill)
    }

    fn map_file_pages(&mut self, addr: u64, len: usize, file: &std::sync::Arc<std::fs::File>, off: u64) -> bool {
        memory::map_file_in_place(self.engine_mut(), addr, len, file, off)
    }

    fn write_file(&mut self, addr: u64, file: &crate::cpu::FileBytes, from: usize, len: usize) -> bool {
        let Some(data) = file.get(from..from.saturating_add(len)) else { return false };
        let ok = memory::write(self.engine_mut(), addr, data);
        if ok {
            self.engine_mut().get_data_mut().memory.note_source(addr, len, file, from);
        }
        ok
    }

    fn patch_code(&mut self, addr: u64, data: &[u8]) -> bool {
        let ok = memory::patch_code(self.engine_mut(), addr, data);
        if self.in_hook() {
            memory::request_flush_if_due(self.engine_mut());
        }
        ok
    }

    fn zero(&mut self, addr: u64, len: u64) -> bool {
        memory::zero(self.engine_mut(), addr, len)
    }

    fn map(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        memory::map(self.engine_mut(), addr, len, prot)
    }

    fn unmap(&mut self, addr: u64, len: u64) -> Result<(), CpuError> {
        memory::unmap(self.engine_mut(), addr, len)
    }

    fn protect(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        memory::protect(self.engine_mut(), addr, len, prot)
    }

    fn insn_count(&self) -> u64 {
        self.counter().icount()
    }

    fn account_insns(&mut self, n: u64) {
        self.counter().account(n);
        if n > 0 {
            self.recount_budget();
        }
    }

    fn watch_code(&mut self, begin: u64, end: u64) {
        hooks::watch(self.engine_mut(), begin, end);
    }

    fn unwatch_code(&mut self, begin: u64, end: u64) {
        if self.in_hook() {
            hooks::request_unwatch(self.engine_mut(), begin, end);
        } else {
            hooks::unwatch(self.engine_mut(), begin, end);
        }
    }

    fn request_stop(&mut self) {
        self.engine_mut().get_data_mut().stop = true;
        if self.in_hook() {
            let _ = self.engine_mut().emu_stop();
        }
    }

    fn fxsave(&self) -> [u8; 512] {
        fpu::fxsave(self.engine())
    }

    fn fxrstor(&mut self, image: &[u8; 512]) {
        self.wrote_other = true;
        fpu::fxrstor(self.engine_mut(), image);
    }

    fn in_hook(&self) -> bool {
        View::in_hook(self)
    }

    fn save_context(&self) -> crate::cpu::CpuContext {
        super::context::save(self)
    }

    fn restore_context(&mut self, ctx: &crate::cpu::CpuContext) {
        super::context::restore(self, ctx);
    }
}

impl<'u, H: TrapHandler + 'static, E: BorrowMut<Engine<'u, H>>> FastPathCpu for View<'u, H, E> {
    /// Deferred: the flags are read when `r` is (most often it is overwritten first: the
    /// fast paths' trampoline pops take r11 right after the sysret sets it).
    fn set_reg_to_rflags(&mut self, r: Reg) {
        if !is_gpr(r) {
            let flags = self.reg(Reg::Rflags);
            self.set_reg(r, flags);
            return;
        }
        if self.flags_to.get() != NO_REG {
            self.settle_flags();
        }
        self.flags_to.set(r as u8);
    }

    fn syscall_args(&self) -> [u64; 6] {
        if self.flags_to.get() != NO_REG {
            self.settle_flags();
        }
        Reg::SYSCALL_ARGS.map(|r| self.gprs.get(r))
    }

    #[inline]
    fn write_seq(&self) -> Option<u64> {
        Some(self.engine().get_data().memory.writes)
    }

    #[inline]
    fn untouched_since(&self, seq: u64, addr: u64, len: u64) -> bool {
        self.engine().get_data().memory.untouched_since(seq, addr, len)
    }

    #[inline]
    fn exchange_word(&mut self, addr: u64, new: u64) -> Option<u64> {
        memory::exchange_word(self.engine_mut(), addr, new)
    }

    fn begin_patch_batch(&mut self) {
        memory::begin_batch(self.engine_mut());
    }

    fn end_patch_batch(&mut self) {
        memory::end_batch(self.engine_mut());
    }

    fn map_host(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        memory::map_host(self.engine_mut(), addr, len, prot)
    }

    fn insns_left(&self) -> u64 {
        self.counter().left()
    }

    fn shadow(&mut self, addr: u64, stub: &[u8]) -> bool {
        if self.in_hook() {
            shadow::request(self.engine_mut(), addr, stub)
        } else {
            // The shadow is translated under the engine's flags: write ours back first.
            self.flush();
            shadow::make(self.engine_mut(), addr, stub)
        }
    }

    fn key_code_by_content(&mut self, begin: u64, end: u64) -> bool {
        memory::key_code(self.engine_mut(), begin, end)
    }

    fn unshadow(&mut self, addr: u64) {
        if shadow::drop_one(self.engine_mut(), addr) && self.hook_rip == Some(addr) {
            // Running the stub's block: it was counted; the real code's block will be.
            self.counter().uncount(1);
            self.engine_mut().get_data_mut().force_rip = true;
            self.recount_budget();
        }
    }

    fn bypass_shadow(&mut self, addr: u64) {
        if self.hook_rip == Some(addr) && shadow::bypass(self.engine_mut(), addr) {
            // Running the stub's block: it was counted; the real code's block will be.
            self.counter().uncount(1);
            self.engine_mut().get_data_mut().force_rip = true;
            self.recount_budget();
        }
    }

    #[inline(always)]
    fn tf_set(&self) -> bool {
        match self.cached(Reg::Rflags as usize) {
            Some(f) => f & TF != 0,
            None if self.tf_clear => false,
            None => self.reg(Reg::Rflags) & TF != 0,
        }
    }
}
