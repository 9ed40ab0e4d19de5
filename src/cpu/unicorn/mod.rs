//! The Unicorn engine (crate `unicorn-engine` 2.1.5) behind [`GuestCpu`].
//! **The only module that names `unicorn_engine`, and the only one with `unsafe` code.**
//!
//! One file per mechanism, each stating its own invariants:
//! - this file: [`Cpu`], the state the hooks share ([`Inner`]) and the run loops;
//! - `hooks.rs`: the trap hooks, the `catch_unwind` wrapper and the dispatch into
//!   [`TrapHandler`];
//! - `view.rs`: the register cache through which the handler and [`Cpu`]'s users see the
//!   guest, the one implementation of [`GuestCpu`];
//! - `fpu.rs`: the x87/SSE state as an `fxsave` image (signal frames);
//! - `ffi.rs`: every foreign declaration of our engine patches and every struct that
//!   mirrors an engine C struct, its layout asserted on both sides;
//! - `counter.rs`: instruction counting per translation block (compiled into the blocks by
//!   our patch of the engine, `vendor/unicorn-engine-sys`) and the native-count budget;
//! - `memory/`: the host pages behind guest memory, reads and writes, mapping, code
//!   patching and dropping translations, one file per mechanism;
//! - `shadow.rs`: shadow translations and their stubs;
//! - `snapshot.rs`: [`Snapshot`]s of registers and memory, restored into the same engine;
//! - `bare.rs`: the bare-engine baseline [`bare_seconds`].
//!
//! Invariants of the run loops (Unicorn 2.1.5, measured):
//! - `emu_start` always gets `until = 0` and no timeout: `until` is compiled into the
//!   translations, and the block holding `until - 1` is dropped after every run (7.3 µs
//!   per restart instead of 0.3 µs); a timeout is wall-clock (not deterministic) and costs a
//!   timer thread per call (+124 µs). A guest that reaches address 0 therefore stops the
//!   run there without a fetch fault: the loops hand the handler that fault themselves.
//! - `emu_start` gets a non-zero count unless the CPU is in native-count mode for its
//!   whole life: each switch between a zero and a non-zero count removes or adds Unicorn's
//!   count hook and flushes every translation (1.09 ms).
//! - No hook calls `emu_start`: a nested run ends the outer one early and was seen to
//!   crash in translated code. The handler is lent to the hooks only while `emu_start`
//!   runs ([`Cpu::emu_start`]); a hook that finds none reports [`CpuError::Invariant`].
//! - `emu_start` returning `Ok` proves nothing (a fault hook that leaves rip in place is
//!   called again as #DF, then the run stops with `Ok`): each loop decides from its own
//!   flags, the budget and `hlt`.
//! - [`Cpu`]'s own view is synced (written back and emptied) before a run, the only
//!   other thing that touches the engine's registers.

/// In test handlers: the traps a test does not expect stop the run, and the engine's
/// questions (cpuid, rdtsc, the hardware random source) get fixed answers.
#[cfg(test)]
macro_rules! unexpected_traps_stop {
    () => {
        fn invalid_opcode(&mut self, cpu: &mut dyn crate::cpu::GuestCpu) {
            cpu.request_stop();
        }
        fn mem_fault(
            &mut self,
            cpu: &mut dyn crate::cpu::GuestCpu,
            _access: crate::cpu::Access,
            _kind: crate::cpu::FaultKind,
            _addr: u64,
        ) {
            cpu.request_stop();
        }
        fn cpuid(&mut self, _leaf: u32, _subleaf: u32) -> [u32; 4] {
            [0; 4]
        }
        fn rdtsc(&mut self, insns: u64) -> (u64, u32) {
            (insns, 0)
        }
        fn hw_random(&mut self, _seed: bool) -> u64 {
            0
        }
    };
}

mod bare;
mod context;
mod counter;
mod ffi;
mod file_bytes;
mod fpu;
mod hooks;
mod memory;
mod shadow;
mod snapshot;
mod view;

use std::ptr::NonNull;
use std::rc::Rc;

use unicorn_engine::unicorn_const::{uc_error, Arch, Mode};
use unicorn_engine::{RegisterX86, UcHookId, Unicorn};

use super::{Access, CpuCore, CpuError, FaultKind, GuestCpu, StopReason, TrapHandler};
use counter::BlockCounter;
use ffi::{uc_probesim_work, uc_probesim_x86_user_selectors};
use memory::Memory;
use shadow::Stub;
use view::View;

pub use bare::bare_seconds;
pub use file_bytes::FileBytes;
pub use snapshot::Snapshot;

/// RFLAGS.TF (single-step).
const TF: u64 = 0x100;
/// RFLAGS.RF (resume).
const RF: u64 = 1 << 16;
/// RFLAGS.AC (alignment check).
const AC: u64 = 1 << 18;

/// The engine as every part of this module holds it.
type Engine<'u, H> = Unicorn<'u, Inner<H>>;

/// State shared with the hooks through Unicorn's user data.
struct Inner<H> {
    /// The trap handler, lent by [`Cpu::emu_start`] for one run and taken out while a
    /// hook runs it (see `hooks.rs`). `None` between runs.
    handler: Option<NonNull<H>>,
    /// Instruction counting and the native-count budget, shared with the raw block hook.
    counter: Rc<BlockCounter>,
    /// A handler asked to stop.
    stop: bool,
    /// A host-side failure inside a hook (a panic, a broken invariant), reported by the
    /// run that saw it. The first one is kept.
    error: Option<CpuError>,
    /// rip of a #DB that Unicorn raises spuriously right after a TF-set syscall.
    swallow_db: Option<u64>,
    /// The host pages behind every guest page: see `memory/`.
    memory: Memory,
    /// Native-count mode: `emu_start` with count 0 (see [`Cpu::set_native_count`]).
    native_count: bool,
    /// Count instructions (see [`Cpu::set_counting`]).
    counting: bool,
    /// The block-count hook is installed (by the first run or the first shadow).
    counter_hooked: bool,
    /// Unicorn's own instruction-count hook is installed (non-native mode: by the first
    /// `emu_start`, or before the first shadow, see `counter::ensure_count_hook`).
    count_hooked: bool,
    /// An `emu_start` that only installs Unicorn's count hook is running: its fault is
    /// expected and goes to no handler.
    priming: bool,
    /// Live shadow translations by address (see [`FastPathCpu::shadow`](crate::cpu::FastPathCpu::shadow)).
    shadows: crate::fastmap::FastMap<u64, Stub>,
    /// The one code hook of every shadowed address (our engine patch shadow-table: a table of
    /// addresses, each with its slot), once the first is made: a raw hook (see
    /// `shadow.rs`).
    shadow_table: Option<unicorn_engine::unicorn_const::uc_hook>,
    /// The addresses in that hook's table: every address ever shadowed (it outlives its
    /// shadow, idle, until a snapshot is restored).
    shadow_hooked: crate::fastmap::FastMap<u64, ()>,
    /// The user data of those hooks, by address: kept for as long as the engine.
    shadow_slots: crate::fastmap::FastMap<u64, Box<shadow::Slot>>,
    /// The shadow hooks' copy of the engine handle (see `shadow::install`).
    shadow_engine: Option<Box<dyn std::any::Any>>,
    /// Watched ranges (see [`CpuCore::watch_code`]), oldest first, with their hooks.
    watches: Vec<(u64, u64, UcHookId)>,
    /// Shadows asked for inside a hook, made between two runs (translating from inside
    /// the engine's own loop is not safe).
    pending_shadows: Vec<(u64, Vec<u8>)>,
    /// Watched ranges to stop watching, asked for inside a hook (see `hooks::unwatch`).
    pending_unwatches: Vec<(u64, u64)>,
    /// Shadows bypassed from their hook, made again at the start of a later run with rip
    /// elsewhere (see `shadow::bypass`).
    bypassed: Vec<(u64, Stub)>,
    /// A hook asked to leave the run so that pending work can be done; the run goes on.
    restart: bool,
    /// The handler dropped the shadow it is running in: write rip back even if unchanged,
    /// so the block exits and the real code is translated.
    force_rip: bool,
    /// A batch of code patches in progress (see `memory/patch.rs`); ended before any run.
    batch: Option<memory::PatchBatch>,
    /// Ranges of code dropped since the translation cache was last flushed (see
    /// `memory::note_stale`).
    stale_code: u64,
    /// A fault's handler redirected the guest (a signal handler's entry): rip and rflags
    /// to resume with, which the engine's failed access does not keep (see `hooks.rs`).
    resume: Option<(u64, u64)>,
    /// The direct syscall hook's copy of the engine handle (see `hooks::install_syscall_hook`),
    /// kept here for as long as the engine.
    syscall_engine: Option<Box<dyn std::any::Any>>,
}

impl<H> Inner<H> {
    /// Records a host-side failure for the run to report, and asks the run to stop.
    fn fail(&mut self, e: CpuError) {
        self.error.get_or_insert(e);
        self.stop = true;
    }
}

/// The error of a failed engine call during `op`.
fn eng(op: &'static str) -> impl Fn(uc_error) -> CpuError {
    move |e| CpuError::Engine { op, code: format!("{e:?}") }
}

/// Counts of the engine's work that grows with what is hooked, kept by our engine patch
/// shadow-table over the engine's life: deterministic (the same for the same guest, probes and
/// run), for tests of scale that must not time anything.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EngineWork {
    /// Hooks tried against an address: by the translator, for each instruction and
    /// block it translates; by the code-hook walk at run time; and by the check of each
    /// new block's instrumented regions. Constant per instruction while the hooks are a
    /// fixed few, whatever the number of shadowed addresses.
    pub hook_steps: u64,
    /// Translation blocks made.
    pub translations: u64,
}

/// An x86-64 CPU plus guest memory, owning the trap handler `H` (the simulated kernel).
///
/// Between runs a `Cpu` is its guest's [`GuestCpu`] (it dereferences to it): the same
/// register-caching view a trap handler gets, so reads and writes from outside a run
/// behave exactly as the handler's do.
pub struct Cpu<H: TrapHandler + 'static> {
    /// The handler; lent to the hooks only while `emu_start` runs. Dropped by `Drop`.
    handler: std::mem::ManuallyDrop<H>,
    /// The engine, behind the view that is this CPU's [`GuestCpu`] between runs. Dropped
    /// by `Drop`, which may keep the engine for a later CPU of this thread instead
    /// ([`Cpu::with_modes`]).
    view: std::mem::ManuallyDrop<View<'static, H, Engine<'static, H>>>,
    /// The engine's state when it was new (no memory, no hook of a guest's), for a reuse.
    blank: Option<Rc<Snapshot>>,
}

/// Engines of CPUs this thread dropped, kept for its next CPUs ([`Cpu::with_modes`]):
/// opening an engine (QEMU's TCG context, its page tables) is most of a fresh machine's
/// cost. Each is a `Spare<H>`, with the modes it ran in.
struct Spare<H: TrapHandler + 'static> {
    view: View<'static, H, Engine<'static, H>>,
    blank: Rc<Snapshot>,
}

/// The most engines a thread keeps.
const SPARES_KEPT: usize = 2;

/// Which CPUs an engine can serve: the handler's type, native-count mode, counting.
type SpareKey = (std::any::TypeId, bool, bool);

thread_local! {
    /// This thread's spare engines, each a boxed `Spare<H>`, with its key.
    static SPARES: std::cell::RefCell<Vec<(SpareKey, Box<dyn std::any::Any>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// How many spare engines this thread keeps now (see [`Cpu::with_modes`]): for tests that
/// must know a machine was made on one.
pub fn spare_engines() -> usize {
    SPARES.try_with(|s| s.borrow().len()).unwrap_or(0)
}

impl<H: TrapHandler + 'static> Drop for Cpu<H> {
    fn drop(&mut self) {
        // SAFETY: the handler is dropped once, here, and never used again.
        unsafe { std::mem::ManuallyDrop::drop(&mut self.handler) };
        // SAFETY: the view is taken once, here, and never used again.
        let view = unsafe { std::mem::ManuallyDrop::take(&mut self.view) };
        let Some(blank) = self.blank.take() else { return };
        if std::thread::panicking() {
            return;
        }
        let data = view.engine().get_data();
        if data.handler.is_some() || data.batch.is_some() {
            return;
        }
        let key = (std::any::TypeId::of::<H>(), data.native_count, data.counting);
        let spare: Box<dyn std::any::Any> = Box::new(Spare { view, blank });
        // A thread being torn down has no pool: the engine is closed.
        let _ = SPARES.try_with(|s| {
            let mut s = s.borrow_mut();
            if s.len() < SPARES_KEPT {
                s.push((key, spare));
            }
        });
    }
}

impl<H: TrapHandler + 'static> std::fmt::Debug for Cpu<H> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cpu").field("icount", &self.view.insn_count()).finish()
    }
}

impl<H: TrapHandler + 'static> std::ops::Deref for Cpu<H> {
    type Target = dyn GuestCpu;

    fn deref(&self) -> &Self::Target {
        &*self.view
    }
}

impl<H: TrapHandler + 'static> std::ops::DerefMut for Cpu<H> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut *self.view
    }
}

impl<H: TrapHandler + 'static> Cpu<H> {
    /// A fresh 64-bit CPU with no memory, owning `handler`.
    pub fn new(handler: H) -> Result<Self, CpuError> {
        let inner = Inner {
            handler: None,
            counter: Rc::new(BlockCounter::new()),
            stop: false,
            error: None,
            swallow_db: None,
            memory: Memory::default(),
            native_count: false,
            counting: true,
            counter_hooked: false,
            count_hooked: false,
            priming: false,
            shadows: crate::fastmap::FastMap::default(),
            shadow_table: None,
            shadow_hooked: crate::fastmap::FastMap::default(),
            shadow_slots: crate::fastmap::FastMap::default(),
            shadow_engine: None,
            watches: Vec::new(),
            pending_shadows: Vec::new(),
            pending_unwatches: Vec::new(),
            bypassed: Vec::new(),
            restart: false,
            force_rip: false,
            batch: None,
            stale_code: 0,
            resume: None,
            syscall_engine: None,
        };
        let mut uc = Unicorn::new_with_data(Arch::X86, Mode::MODE_64, inner).map_err(eng("open"))?;
        hooks::install(&mut uc)?;
        memory::install(&mut uc)?;
        shadow::install(&mut uc);
        counter::inline_exit_checks(&mut uc)?;
        // The selectors a Linux process has in cs and ss (`start_thread()`: __USER_CS,
        // __USER_DS), which `mov %cs`/`mov %ss` read; the engine's own are 0.
        // SAFETY: a live engine; the call writes two selector fields of its CPU state.
        unsafe {
            uc_probesim_x86_user_selectors(
                uc.get_handle(),
                crate::abi::sigframe::USER_CS,
                crate::abi::sigframe::USER_DS,
            )
        };
        let blank = Rc::new(snapshot::take(&uc)?);
        Ok(Cpu {
            handler: std::mem::ManuallyDrop::new(handler),
            view: std::mem::ManuallyDrop::new(View::new(uc, None)),
            blank: Some(blank),
        })
    }

    /// A CPU as [`Cpu::new`] makes it, in native-count mode `native_count` and counting
    /// `counting` ([`Cpu::set_native_count`], [`Cpu::set_counting`]), on the engine of a
    /// CPU this thread dropped in the same modes if there is one: put back to the state
    /// it had new ([`Cpu::restore`] of its first snapshot: no memory mapped, no hook of a
    /// guest's, the translations of every page dropped with the page, and their code
    /// buffer emptied), which a run cannot tell from a new engine's, at a tenth of the
    /// cost.
    pub fn with_modes(handler: H, native_count: bool, counting: bool) -> Result<Self, CpuError> {
        let key = (std::any::TypeId::of::<H>(), native_count, counting);
        let spare = SPARES.try_with(|s| {
            let mut s = s.borrow_mut();
            let i = s.iter().rposition(|(k, _)| *k == key)?;
            s.swap_remove(i).1.downcast::<Spare<H>>().ok()
        });
        if let Ok(Some(spare)) = spare {
            let Spare { view, blank } = *spare;
            let mut cpu = Cpu {
                handler: std::mem::ManuallyDrop::new(handler),
                view: std::mem::ManuallyDrop::new(view),
                blank: None,
            };
            cpu.restore(&blank)?;
            // The restore dropped every page's translations, but their code stays in the
            // engine's code buffer until a flush: without one, each machine's code went
            // after the last one's, into memory the host had not yet given the process
            // (a huge page zeroed at each first touch: about 5% of a real program's run),
            // and a kept engine's buffer grew by every machine's code.
            cpu.uc_mut().ctl_flush_tb().map_err(eng("flush the spare engine's translations"))?;
            let data = cpu.uc_mut().get_data_mut();
            data.stale_code = 0;
            cpu.blank = Some(blank);
            return Ok(cpu);
        }
        let mut cpu = Cpu::new(handler)?;
        cpu.set_native_count(native_count);
        cpu.set_counting(counting);
        Ok(cpu)
    }

    /// Ends an open batch of code patches (as the next run would), and says whether the
    /// engine is between runs (no handler lent to its hooks): what a drop must see to
    /// keep the CPU for reuse.
    pub fn settle(&mut self) -> bool {
        memory::end_batch(self.uc_mut());
        self.uc().get_data().handler.is_none()
    }

    /// The trap handler (the simulated kernel).
    pub fn handler(&self) -> &H {
        &self.handler
    }

    /// Runs `f` with the handler and this CPU's [`GuestCpu`], outside of emulation.
    pub fn with_handler<R>(&mut self, f: impl FnOnce(&mut H, &mut dyn GuestCpu) -> R) -> R {
        f(&mut self.handler, &mut *self.view)
    }

    /// Consumes the CPU and returns the handler (the engine is closed).
    pub fn into_handler(self) -> H {
        let mut me = std::mem::ManuallyDrop::new(self);
        // SAFETY: `me` is never dropped (so `Drop` does not run): each field is taken or
        // dropped here exactly once.
        unsafe {
            let handler = std::mem::ManuallyDrop::take(&mut me.handler);
            std::mem::ManuallyDrop::drop(&mut me.view);
            drop(me.blank.take());
            handler
        }
    }

    /// Puts `handler` in place of the handler, which is returned (between runs).
    pub fn replace_handler(&mut self, handler: H) -> H {
        std::mem::replace(&mut *self.handler, handler)
    }

    /// The CPU's state now (between runs): registers (the engine's whole context),
    /// memory layout and contents, the instruction count and the watched ranges, for
    /// [`Cpu::restore`]. Costs a copy of the non-zero pages, but for pages that neither
    /// the host nor the guest can have written yet (before the first run, most of the
    /// stack).
    pub fn snapshot(&mut self) -> Result<Snapshot, CpuError> {
        self.view.sync();
        snapshot::take(self.uc())
    }

    /// Puts this CPU back into the state of `snap`, which it took, keeping its engine
    /// (and the translations of every page that did not change): a run afterwards is
    /// the run a CPU freshly brought into that state would make. Shadows are dropped
    /// (see [`FastPathCpu::shadow`](crate::cpu::FastPathCpu::shadow)) and ranges watched since the snapshot are no longer
    /// watched; the handler is left as it is. Costs a comparison of the mapped pages
    /// (the stack of [`FastPathCpu::map_host`](crate::cpu::FastPathCpu::map_host) is zeroed instead, and its saved pages
    /// written back) and of the page states; no engine region changes. After an error
    /// the CPU's state is unspecified.
    pub fn restore(&mut self, snap: &Snapshot) -> Result<(), CpuError> {
        self.view.discard();
        snapshot::restore(self.uc_mut(), snap)
    }

    /// The engine's work so far that grows with what is hooked (see [`EngineWork`]).
    pub fn engine_work(&self) -> EngineWork {
        let (mut hook_steps, mut translations) = (0u64, 0u64);
        // SAFETY: a live engine; the call writes the two counters it is given.
        unsafe { uc_probesim_work(self.uc().get_handle(), &mut hook_steps, &mut translations) };
        EngineWork { hook_steps, translations }
    }

    /// Native-count mode (the default of [`crate::machine::RunConfig`]): every
    /// `emu_start` passes count 0 and the budget is enforced by the block counter, exactly
    /// (the block the budget ends in is run once more one counted instruction at a time),
    /// instead of Unicorn's per-instruction count hook, which computes the flags and calls
    /// out before every instruction (the Lua row of `probesim bench --real`: 5x slower).
    /// Always the one mode for the life of the CPU, so counted and uncounted runs never
    /// mix (a switch costs a full translation-cache flush).
    pub fn set_native_count(&mut self, on: bool) {
        self.uc_mut().get_data_mut().native_count = on;
    }

    /// Whether to count instructions (on by default). Off, which only native-count mode
    /// honours, leaves no hook on guest code at all: unprobed code runs at Unicorn's own
    /// speed, [`CpuCore::insn_count`] stays 0 and `run`'s budget is not enforced, so only
    /// for guests known to end (`probesim bench` and its triggers). Takes effect at the
    /// first run; a hook cannot be removed from translated code cheaply.
    pub fn set_counting(&mut self, on: bool) {
        self.uc_mut().get_data_mut().counting = on;
    }

    /// Runs the guest until a handler requests a stop or `budget` total instructions
    /// have started.
    pub fn run(&mut self, budget: u64) -> Result<StopReason, CpuError> {
        memory::end_batch(self.uc_mut());
        memory::flush_if_due(self.uc_mut());
        self.view.sync();
        counter::ensure_hooked(self.uc_mut())?;
        shadow::remake_bypassed(self.uc_mut());
        self.uc().get_data().counter.begin_run(budget);
        if self.uc().get_data().native_count {
            return self.run_native(budget);
        }
        loop {
            let icount = self.view.insn_count();
            if icount >= budget {
                return Ok(StopReason::BudgetExhausted);
            }
            let remaining = usize::try_from(budget - icount).unwrap_or(usize::MAX);
            let rip = self.uc().reg_read(RegisterX86::RIP).map_err(eng("read rip"))?;
            let result = self.emu_start(rip, remaining);
            let restart = match self.end_of_run()? {
                Ok(restart) => restart,
                Err(stop) => return Ok(stop),
            };
            let icount_after = self.view.insn_count();
            let rip = self.uc().reg_read(RegisterX86::RIP).map_err(eng("read rip"))?;
            match result {
                Ok(()) if icount_after >= budget => {
                    // Unicorn's count stopped before the instruction at rip, inside the
                    // block counted whole: the count is what started before it.
                    let data = self.uc().get_data();
                    data.counter.set(data.counter.before(&data.memory, rip));
                    return Ok(StopReason::BudgetExhausted);
                }
                Ok(()) if restart => {}
                Err(_) if restart => {}
                Ok(()) if rip == 0 => {
                    if let Some(stop) = self.fetch_at_zero()? {
                        return Ok(stop);
                    }
                }
                Ok(()) => {
                    if let Some(halt) = self.halted(rip) {
                        return Ok(halt);
                    }
                    if icount_after == icount {
                        return Err(CpuError::Unexpected { rip, detail: "no progress".into() });
                    }
                    // Unicorn's count ran out inside a block our block-level count had
                    // not finished; go on with the rest of the budget.
                }
                Err(e) => return Err(CpuError::Unexpected { rip, detail: format!("{e:?}") }),
            }
        }
    }

    /// [`Cpu::run`] in native-count mode: count 0, the budget enforced by the block hook,
    /// exactly: a block that would pass the budget is stopped before it runs, and then
    /// run again with a code hook on its instructions that stops at the budget's
    /// instruction ([`Cpu::step_block`]).
    fn run_native(&mut self, budget: u64) -> Result<StopReason, CpuError> {
        let mut step = false;
        loop {
            if self.view.insn_count() >= budget {
                return Ok(StopReason::BudgetExhausted);
            }
            let stepped = if std::mem::take(&mut step) {
                self.step_block(budget)
            } else {
                self.uc().get_data().counter.set_budget(budget);
                None
            };
            let rip = self.uc().reg_read(RegisterX86::RIP).map_err(eng("read rip"))?;
            let result = self.emu_start(rip, 0);
            let step_hit = match stepped {
                Some(stepped) => self.end_step_block(stepped, budget),
                None => false,
            };
            let restart = match self.end_of_run()? {
                Ok(restart) => restart,
                Err(stop) => return Ok(stop),
            };
            if step_hit {
                return Ok(StopReason::BudgetExhausted);
            }
            if self.uc().get_data().counter.take_budget_hit() {
                // Stopped before the block that passes the budget: finish the budget
                // inside it, one counted instruction at a time.
                step = true;
                continue;
            }
            let rip = self.uc().reg_read(RegisterX86::RIP).map_err(eng("read rip"))?;
            return match result {
                Ok(()) if restart => continue,
                Err(_) if restart => continue,
                Ok(()) if rip == 0 => match self.fetch_at_zero()? {
                    Some(stop) => Ok(stop),
                    None => continue,
                },
                Ok(()) if stepped.is_some() => continue,
                Ok(()) => self
                    .halted(rip)
                    .ok_or_else(|| CpuError::Unexpected { rip, detail: "stopped without a reason".into() }),
                Err(e) => Err(CpuError::Unexpected { rip, detail: format!("{e:?}") }),
            };
        }
    }

    /// Prepares running the block the budget ends in (the block hook stopped the run
    /// before it, uncounted) with a code hook on each of its instructions, which stops
    /// the run before the instruction at which the budget is spent. The block's
    /// translation is dropped so the hook is compiled into it, and again afterwards
    /// ([`Cpu::end_step_block`]). `None` where the block is a shadow's stub (whose
    /// translation must stay; stubs are one instruction, so the budget cannot end inside
    /// one): the block then runs whole, and the budget stops the run after it.
    fn step_block(&mut self, budget: u64) -> Option<(UcHookId, u64)> {
        let uc = self.uc_mut();
        let (addr, insns) = uc.get_data().counter.block();
        uc.get_data().counter.begin_step(budget);
        if uc.get_data().shadows.contains_key(&addr) {
            uc.get_data().counter.end_step(budget);
            return None;
        }
        // Only the translations holding the block's first byte: a shadow's stub later in
        // the block's range keeps its own.
        let _ = uc.ctl_remove_cache(addr, addr + 1);
        // Instructions are at most 15 bytes long.
        let end = addr + 15 * u64::from(insns.max(1)) - 1;
        let hooked = uc.add_code_hook(addr, end, |uc, _addr, _size| {
            if uc.get_data().counter.step_insn() {
                let _ = uc.emu_stop();
            }
        });
        match hooked {
            Ok(id) => Some((id, addr)),
            Err(_) => {
                // As for a stub: the block runs whole.
                uc.get_data().counter.end_step(budget);
                None
            }
        }
    }

    /// After the run of [`Cpu::step_block`]: removes the hook and the translation it is
    /// compiled into; whether the run stopped at the budget (the count is then exactly
    /// the budget).
    fn end_step_block(&mut self, (hook, addr): (UcHookId, u64), budget: u64) -> bool {
        let uc = self.uc_mut();
        let _ = uc.remove_hook(hook);
        let _ = uc.ctl_remove_cache(addr, addr + 1);
        uc.get_data().counter.end_step(budget)
    }

    /// One `emu_start` (`until = 0`, no timeout), with the handler lent to the hooks for
    /// exactly its duration.
    fn emu_start(&mut self, begin: u64, count: usize) -> Result<(), uc_error> {
        // The pointer stays valid for the whole call, which holds `&mut self`; between
        // lending and taking it back, only the hooks reach the handler, through it (see
        // `hooks::with_handler`). The two fields are borrowed apart so that nothing
        // reborrows the handler meanwhile.
        let Cpu { handler, view, .. } = self;
        let uc = view.engine_mut();
        let data = uc.get_data_mut();
        data.handler = Some(NonNull::from(&mut **handler));
        data.count_hooked |= count > 0;
        data.memory.guest_may_write();
        let result = uc.emu_start(begin, 0, 0, count);
        uc.get_data_mut().handler = None;
        result
    }

    /// After `emu_start` returns: makes what hooks left for between two runs, then
    /// reports a hook's failure as the error, a handler's stop as `Err(Requested)`, and
    /// otherwise whether a hook stopped the run only for that work (`Ok(true)`: the run
    /// goes on).
    fn end_of_run(&mut self) -> Result<Result<bool, StopReason>, CpuError> {
        // Unwatching drops the translations of its range: before the shadows asked for
        // in the same run are made (a shadow of an optimized site is asked for once its
        // watch goes).
        hooks::unwatch_pending(self.uc_mut());
        shadow::make_pending(self.uc_mut());
        memory::flush_if_due(self.uc_mut());
        let resume = self.uc_mut().get_data_mut().resume.take();
        if let Some((rip, flags)) = resume {
            let uc = self.uc_mut();
            uc.reg_write(RegisterX86::RIP, rip).map_err(eng("write rip"))?;
            uc.reg_write(RegisterX86::RFLAGS, flags).map_err(eng("write rflags"))?;
        }
        let data = self.uc_mut().get_data_mut();
        let restart = std::mem::take(&mut data.restart) || resume.is_some();
        if let Some(e) = data.error.take() {
            data.stop = false;
            return Err(e);
        }
        if std::mem::take(&mut data.stop) {
            return Ok(Err(StopReason::Requested));
        }
        Ok(Ok(restart))
    }

    /// The run stopped with rip at 0, `emu_start`'s `until` address: the guest jumped or
    /// returned to address 0, where the engine stops before fetching, so no fault hook
    /// ran. The handler gets the fetch fault it would have got
    /// ([`TrapHandler::mem_fault`], unmapped: page 0 is below `mmap_min_addr`), as the
    /// fault hook gives it; the run ends as the handler asked.
    fn fetch_at_zero(&mut self) -> Result<Option<StopReason>, CpuError> {
        self.with_handler(|h, cpu| h.mem_fault(cpu, Access::Fetch, FaultKind::Unmapped, 0));
        if std::mem::take(&mut self.uc_mut().get_data_mut().stop) {
            return Ok(Some(StopReason::Requested));
        }
        // A signal handler took the fault: the guest goes on where it was sent.
        if self.uc().reg_read(RegisterX86::RIP).map_err(eng("read rip"))? != 0 {
            return Ok(None);
        }
        Err(CpuError::Unexpected { rip: 0, detail: "the handler let a fetch from address 0 go on".into() })
    }

    /// `Halted` if the run ended on a `hlt` (rip is just past it).
    fn halted(&self, rip: u64) -> Option<StopReason> {
        let mut b = [0u8; 1];
        (memory::read(self.uc(), rip.wrapping_sub(1), &mut b) && b[0] == 0xF4)
            .then(|| StopReason::Halted { at: rip - 1 })
    }

    /// The engine.
    fn uc(&self) -> &Engine<'static, H> {
        self.view.engine()
    }

    /// The engine, mutably.
    fn uc_mut(&mut self) -> &mut Engine<'static, H> {
        self.view.engine_mut()
    }
}

#[cfg(test)]
mod tests;
