//! The trap hooks: their installation, the `catch_unwind` wrapper every handler call runs
//! under, and the dispatch into [`TrapHandler`].
//!
//! Invariants:
//! - A panic unwinding out of a hook would abort the host (the engine calls hooks through
//!   `extern "C"` frames). So every handler call runs under `catch_unwind` in
//!   [`with_handler`]; a panic is recorded as [`CpuError::HookPanicked`] (or
//!   [`CpuError::ConsumerPanicked`], see [`crate::cpu::ConsumerPanic`]) and stops the run.
//!   The rest of each hook body is plain reads and writes of registers and of the engine's
//!   user data, which do not panic.
//! - The handler is reached only through the pointer [`super::Cpu::emu_start`] lends for
//!   one run; [`with_handler`] takes it out for the duration of the call, so a re-entered
//!   hook (or one firing outside a run) finds none and reports [`CpuError::Invariant`]
//!   instead of making a second reference.
//! - rip is written back only if the handler changed it: a rip write ends the current
//!   translation block (about 30 ns a hit).
//!
//! Unicorn 2.1.5 behaviour handled here (measured):
//! - inside the SYSCALL hook rip is the address *of* the `syscall`, and Unicorn adds 2
//!   after the hook; upstream it sets neither rcx nor r11. Our patch syscall-callback calls one raw
//!   callback ([`syscall_hook`]) directly, not through the hook list and the safe
//!   wrapper's proxy, with rcx and r11 set as SYSCALL sets them and rflags computed
//!   once; the hook's view corrects rip. The hook reads the number, the arguments and
//!   rip, and writes rax, in the engine's register array ([`Gprs`]), not through one
//!   `uc_reg_read`/`uc_reg_write` call each, and without a virtual call
//!   ([`TrapHandler::syscall_direct`]); any other register goes through the view.
//!   With our patches the engine neither searches the block before the hook nor returns
//!   to its run loop after it, unless a hook asked for an exit (a stop, a rip write):
//!   the block jumps straight to the next one (patch syscall-callback), or looks it up (patch syscall-path) if
//!   the hook wrote a register other than the general ones (its answer, patch syscall-callback).
//!   The engine's TF check after the instruction is in its syscall helper (patch syscall-callback).
//! - `int3` reaches the interrupt hook with rip one past it; a fault with rip at the
//!   faulting instruction; a fault hook that leaves rip in place is called again as #DF.
//! - a `syscall` executed with TF set: Unicorn raises #DB right after it, before any
//!   instruction at the return address. On hardware SYSCALL masks TF and SYSRET/IRET
//!   restores it, so the trap comes after the *next* instruction. We swallow that #DB.
//! - a code hook added after its code was translated never fires until the translation
//!   is dropped, so [`watch`] drops it first.
//! - `cpuid`, `rdtsc` and `rdtscp` can be hooked (`UC_HOOK_INSN`), with rip at the
//!   instruction; a hook that returns 1 skips the engine's own result. The safe wrapper's
//!   proxy for instruction hooks returns nothing (the engine would read garbage), so
//!   these are raw callbacks ([`install_insn_hooks`]) that reach the handler through the
//!   engine's user data. They answer from [`TrapHandler::cpuid`] and
//!   [`TrapHandler::rdtsc`], never from the host.
//! - `rdrand` and `rdseed` cannot be hooked, and the engine would fill them from the
//!   host's random source. While the block counter is on, our patch of the engine makes
//!   them raise #UD; the invalid-opcode hook applies them from
//!   [`TrapHandler::hw_random`] and skips them ([`rand_insn`]). (Counting off, in the
//!   bench's mode, they run as the engine has them.)
//! - a memory-fault hook ends the run with an error whatever it returns (returning true
//!   without mapping the page is `Err(MAP)`), and the engine's unwinding to the faulting
//!   instruction may not keep a rip the hook wrote: a handler that redirected the guest
//!   has its rip and rflags written again after the run, which then goes on.

use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::panic::{catch_unwind, AssertUnwindSafe};

use unicorn_engine::unicorn_const::{
    uc_emu_stop, uc_engine, uc_error, uc_hook, uc_hook_add, uc_reg_read, uc_reg_write, HookType, MemType,
};
use unicorn_engine::{RegisterX86, X86Insn};

use super::ffi::{uc_probesim_syscall_hook, uc_probesim_x86_regs, uc_probesim_x86_rflags, REGS_RIP};
use super::view::View;
use super::{eng, memory, Engine, Inner, TF};
use crate::cpu::{Access, CpuError, FaultKind, GuestCpu, Reg, TrapHandler};

/// Installs the interrupt, syscall, invalid-opcode and memory-fault hooks of a new CPU.
pub(super) fn install<H: TrapHandler + 'static>(uc: &mut Engine<'static, H>) -> Result<(), CpuError> {
    uc.add_intr_hook(|uc, vector| {
        if vector == 1 {
            let rip = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
            if uc.get_data_mut().swallow_db.take() == Some(rip) {
                return; // see the module doc: TF after syscall traps one instruction later
            }
        }
        let rip = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
        uc.get_data().counter.settle_fault(rip);
        with_handler_at(uc, rip, |h, cpu| h.interrupt(cpu, vector));
    })
    .map_err(eng("hook intr"))?;
    install_syscall_hook(uc);
    // `sysenter`: Unicorn runs it as a no-op that calls this hook with rip at it and adds
    // 2 after. It reaches the handler as #UD, as AMD CPUs raise it in 64-bit mode (the
    // kernel's `TrapHandler` docs say why).
    uc.add_insn_sys_hook(X86Insn::SYSENTER, 1, 0, |uc| {
        let at = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
        let rip = with_handler(uc, at, |_| {}, |h, cpu| h.invalid_opcode(cpu)).unwrap_or(at);
        let _ = uc.reg_write(RegisterX86::RIP, rip.wrapping_sub(2));
    })
    .map_err(eng("hook sysenter"))?;
    uc.add_insn_invalid_hook(|uc| {
        if rand_insn(uc) {
            return !uc.get_data().stop;
        }
        with_handler_rip(uc, |h, cpu| h.invalid_opcode(cpu));
        !uc.get_data().stop
    })
    .map_err(eng("hook invalid"))?;
    uc.add_mem_hook(HookType::MEM_UNMAPPED | HookType::MEM_PROT, 1, 0, |uc, ty, addr, size, _value| {
        if uc.get_data().priming {
            return false; // see `counter::ensure_count_hook`
        }
        let (access, mut kind) = match ty {
            MemType::READ_UNMAPPED => (Access::Read, FaultKind::Unmapped),
            MemType::WRITE_UNMAPPED => (Access::Write, FaultKind::Unmapped),
            MemType::FETCH_UNMAPPED => (Access::Fetch, FaultKind::Unmapped),
            MemType::READ_PROT => (Access::Read, FaultKind::Protection),
            MemType::WRITE_PROT => (Access::Write, FaultKind::Protection),
            _ => (Access::Fetch, FaultKind::Protection),
        };
        if uc.get_data().memory.is_parked(addr, size as u64) {
            kind = FaultKind::Unmapped; // a parked page is unmapped to the guest (memory/pages.rs)
        }
        let rip = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
        uc.get_data().counter.settle_fault(rip);
        let mut moved = None;
        with_handler_at(uc, rip, |h, cpu| {
            h.mem_fault(cpu, access, kind, addr);
            let new = cpu.reg(Reg::Rip);
            moved = (new != rip).then(|| (new, cpu.reg(Reg::Rflags)));
        });
        if !uc.get_data().stop {
            // A handler that moved rip (a signal handler's entry): the failed access
            // ends the run whatever the hook returns; it resumes there.
            uc.get_data_mut().resume = moved;
        }
        false
    })
    .map_err(eng("hook mem"))?;
    install_insn_hooks(uc)
}

/// Installs the `syscall` hook: [`syscall_hook`], which our patch of the engine calls
/// directly (`PROBESIM-PATCHES.md`, syscall-callback), with rcx and r11 set as the instruction sets
/// them, instead of walking the instruction hook list and calling the safe wrapper's
/// proxy (which makes an engine handle from a weak reference per call). The hook reaches
/// the engine through a copy of its handle, kept in the engine's user data.
fn install_syscall_hook<H: TrapHandler + 'static>(uc: &mut Engine<'static, H>) {
    // SAFETY: a bitwise copy of the handle (an `Rc`) without its count: it is never
    // dropped (`ManuallyDrop`), and used only by the hook, which runs only inside a run
    // of this engine, while the handle the `Cpu` owns keeps the engine alive.
    let copy: Box<ManuallyDrop<Engine<'static, H>>> = Box::new(ManuallyDrop::new(unsafe { std::ptr::read(uc) }));
    let data = std::ptr::from_ref::<ManuallyDrop<Engine<'static, H>>>(&copy).cast_mut().cast::<c_void>();
    uc.get_data_mut().syscall_engine = Some(copy);
    // SAFETY: `syscall_hook::<H>` has the callback type the patch declares (engine, user
    // data, registers, rflags); `data` is the boxed copy, which does not move and lives
    // in the engine's user data as long as the engine.
    unsafe { uc_probesim_syscall_hook(uc.get_handle(), Some(syscall_hook::<H>), data) };
}

/// The `syscall` instruction (see [`install_syscall_hook`]): rip is at the instruction
/// (the engine adds 2 after), rcx and r11 are set, `rflags` is what r11 holds.
///
/// The handler runs as [`with_handler`] runs one (lent handler, `catch_unwind`, view
/// flushed), with three things left out that a syscall does not need: the view is made
/// over the register array the engine passes (no call to ask for it), the handler is
/// called with the view's own type ([`TrapHandler::syscall_direct`]: no virtual call per
/// register), and TF is read from the view's cache, which holds rflags from the start.
///
/// Returns 1 if the handler wrote no register but the sixteen general ones (rip, rflags,
/// the segment bases and the x87/SSE state as they were): the engine then knows that
/// nothing the next block is looked up by changed, without comparing (patch syscall-callback).
///
/// # Safety
/// Called by the patched engine as registered: `data` is the boxed engine copy, `regs`
/// the engine's register array, inside a run of that engine.
unsafe extern "C" fn syscall_hook<H: TrapHandler + 'static>(
    _uc: *mut uc_engine,
    data: *mut c_void,
    regs: *mut u64,
    flags: u64,
) -> u32 {
    // SAFETY: the caller's contract; the copy is read, not referenced, so nothing else
    // that reaches the engine's state (all of it through the `Rc`'s cell, as the safe
    // wrapper's own proxies do) is aliased by a Rust reference from here.
    let mut engine = unsafe { std::ptr::read(data.cast::<ManuallyDrop<Engine<'static, H>>>()) };
    let uc: &mut Engine<'static, H> = &mut engine;
    let gprs = Gprs(regs);
    let next = gprs.rip().wrapping_add(2);
    let Some(mut lent) = uc.get_data_mut().handler.take() else {
        uc.get_data_mut().fail(CpuError::Invariant("a trap hook ran with no handler lent to it"));
        let _ = uc.emu_stop();
        return 0;
    };
    // SAFETY: as in `with_handler`: `lent` points to `Cpu::handler`, lent by
    // `Cpu::emu_start` for the run that called this hook; taken out of the user data,
    // so no re-entered hook can make a second `&mut`, and put back after the last use.
    let h = unsafe { lent.as_mut() };
    let mut view = View::with_gprs(&mut *uc, gprs, Some(next));
    view.known(Reg::Rflags, flags);
    let result = catch_unwind(AssertUnwindSafe(|| h.syscall_direct(&mut view)));
    view.flush();
    let general_only = view.general_only();
    let rip = view.hook_rip();
    let tf = result.is_ok() && view.rflags() & TF != 0;
    let data = uc.get_data_mut();
    data.handler = Some(lent);
    if let Err(p) = result {
        data.fail(CpuError::from_panic(p));
        let _ = uc.emu_stop();
    }
    if rip != next {
        // The engine adds 2 after the hook.
        let _ = uc.reg_write(RegisterX86::RIP, rip.wrapping_sub(2));
    }
    if tf {
        uc.get_data_mut().swallow_db = Some(rip);
    }
    u32::from(general_only && rip == next)
}

/// Installs the raw `cpuid`, `rdtsc` and `rdtscp` hooks (see the module doc).
fn install_insn_hooks<H: TrapHandler + 'static>(uc: &mut Engine<'static, H>) -> Result<(), CpuError> {
    let inner = std::ptr::from_mut(uc.get_data_mut()).cast::<c_void>();
    let hooks: [(X86Insn, *mut c_void); 3] = [
        (X86Insn::CPUID, cpuid_hook::<H> as *mut c_void),
        (X86Insn::RDTSC, rdtsc_hook::<H> as *mut c_void),
        (X86Insn::RDTSCP, rdtscp_hook::<H> as *mut c_void),
    ];
    for (insn, callback) in hooks {
        let mut hh: uc_hook = 0;
        // SAFETY: each callback has the `uc_cb_insn_cpuid_t` signature (engine, user data)
        // -> int that the engine calls these three instructions' hooks with; `inner` is
        // the engine's user data, which lives in the engine's own allocation (it does not
        // move) as long as the engine and its hooks. The variadic argument is the
        // instruction id, an int.
        let err = unsafe {
            uc_hook_add(uc.get_handle(), &mut hh, HookType::INSN.0 as i32, callback, inner, 1, 0, insn as i32)
        };
        if err != uc_error::OK {
            return Err(CpuError::Engine { op: "hook insn", code: format!("{err:?}") });
        }
    }
    Ok(())
}

/// The engine's general registers and eip in place, read and written as plain memory
/// inside a hook (one `uc_reg_read` or `uc_reg_write` call each costs 5-10 ns; a
/// syscall reads eight): the array our patch's syscall callback is given (patch syscall-callback; the
/// layout is `uc_probesim_x86_regs`'s, patch syscall-path). A write here is the engine's own for
/// these registers (the patch says so); rip is only read (a pc write must end the
/// block, which only `uc_reg_write` does).
#[derive(Clone, Copy)]
pub(super) struct Gprs(*mut u64);

impl Gprs {
    /// The engine's registers (in a hook, or between runs: [`super::Cpu::new`] installs
    /// the hooks, which initializes the engine, before it makes its view).
    #[inline]
    pub(super) fn of<H>(uc: &Engine<'_, H>) -> Gprs {
        // SAFETY: the handle is a live engine, initialized (the CPU state exists once a
        // hook was added); the accessor returns the address of its CPU state's register
        // array, which lives as long as the engine.
        Gprs(unsafe { uc_probesim_x86_regs(uc.get_handle()) })
    }

    /// The index of a general register in the array (its encoding); rip is at 16.
    #[inline]
    pub(super) fn index(r: Reg) -> usize {
        match r {
            Reg::Rax => 0,
            Reg::Rcx => 1,
            Reg::Rdx => 2,
            Reg::Rbx => 3,
            Reg::Rsp => 4,
            Reg::Rbp => 5,
            Reg::Rsi => 6,
            Reg::Rdi => 7,
            Reg::R8 => 8,
            Reg::R9 => 9,
            Reg::R10 => 10,
            Reg::R11 => 11,
            Reg::R12 => 12,
            Reg::R13 => 13,
            Reg::R14 => 14,
            Reg::R15 => 15,
            // rip, and (never asked for) the registers that are not general.
            Reg::Rip | Reg::Rflags | Reg::FsBase | Reg::GsBase => REGS_RIP,
        }
    }

    /// Reads register `r` (a general register or rip).
    #[inline]
    pub(super) fn get(self, r: Reg) -> u64 {
        // SAFETY: the array holds 16 registers and eip (the patch pins the layout with a
        // build-time check); the engine outlives the hook this is used in, and nothing
        // holds a Rust reference into it.
        unsafe { self.0.add(Self::index(r)).read() }
    }

    /// rflags, computed from the engine's lazily kept arithmetic flags.
    #[inline]
    pub(super) fn rflags<H>(self, uc: &Engine<'_, H>) -> u64 {
        // SAFETY: as in `of`.
        unsafe { uc_probesim_x86_rflags(uc.get_handle()) }
    }

    /// rip (the engine's eip: the pc is synced in a syscall hook).
    #[inline]
    fn rip(self) -> u64 {
        self.get(Reg::Rip)
    }

    /// Writes general register `r` (anything else is not written here).
    #[inline]
    pub(super) fn set(self, r: Reg, v: u64) {
        let i = Self::index(r);
        debug_assert!(i < 16, "{r:?} is not a general register");
        if i < 16 {
            // SAFETY: as in `get`.
            unsafe { self.0.add(i).write(v) }
        }
    }
}

/// Reads a register from a raw hook (0 if the engine refuses, which it does not for
/// these registers).
fn raw_reg(uc: *mut uc_engine, r: RegisterX86) -> u64 {
    let mut v = 0u64;
    // SAFETY: `uc` is the live engine that called the hook; `v` holds the 8 bytes the
    // engine writes for a 64-bit register.
    let _ = unsafe { uc_reg_read(uc, r as i32, std::ptr::from_mut(&mut v).cast()) };
    v
}

/// Writes a register from a raw hook.
fn raw_set(uc: *mut uc_engine, r: RegisterX86, v: u64) {
    // SAFETY: as in `raw_reg`; the engine reads 8 bytes.
    let _ = unsafe { uc_reg_write(uc, r as i32, std::ptr::from_ref(&v).cast()) };
}

/// Runs `f` with the lent handler and the engine's state from a raw hook, under
/// `catch_unwind` (as [`with_handler`]); `None` if there was no handler or `f` panicked
/// (the run then stops with the error).
///
/// # Safety
/// `uc` is the live engine that called the hook, and `data` its user data (an
/// `Inner<H>`, as [`install_insn_hooks`] registered it), with no reference to it live.
unsafe fn with_raw_handler<H: TrapHandler + 'static, R>(
    uc: *mut uc_engine,
    data: *mut c_void,
    f: impl FnOnce(&mut H, &Inner<H>) -> R,
) -> Option<R> {
    // SAFETY: the caller's contract: `data` is the engine's `Inner<H>`, which nothing
    // else references while the engine runs this hook (the run's owner touches its user
    // data only outside `emu_start`, and hooks do not nest).
    let inner = unsafe { &mut *data.cast::<Inner<H>>() };
    let Some(mut lent) = inner.handler.take() else {
        inner.fail(CpuError::Invariant("a trap hook ran with no handler lent to it"));
        // SAFETY: `uc` is the live engine.
        let _ = unsafe { uc_emu_stop(uc) };
        return None;
    };
    // SAFETY: as in `with_handler`: `lent` is the handler `Cpu::emu_start` lent for this
    // run, taken out of the user data for the duration of the call.
    let h = unsafe { lent.as_mut() };
    let result = catch_unwind(AssertUnwindSafe(|| f(h, inner)));
    inner.handler = Some(lent);
    match result {
        Ok(r) => Some(r),
        Err(p) => {
            inner.fail(CpuError::from_panic(p));
            // SAFETY: `uc` is the live engine.
            let _ = unsafe { uc_emu_stop(uc) };
            None
        }
    }
}

/// `cpuid`: the handler's answer in eax, ebx, ecx, edx (zero-extended, as the
/// instruction writes them); the engine's own is skipped.
unsafe extern "C" fn cpuid_hook<H: TrapHandler + 'static>(uc: *mut uc_engine, data: *mut c_void) -> i32 {
    // Truncation is the point: cpuid reads eax and ecx.
    #[allow(clippy::cast_possible_truncation)]
    let (leaf, subleaf) = (raw_reg(uc, RegisterX86::RAX) as u32, raw_reg(uc, RegisterX86::RCX) as u32);
    // SAFETY: called by the engine as registered in `install_insn_hooks`.
    if let Some(out) = unsafe { with_raw_handler::<H, _>(uc, data, |h, _| h.cpuid(leaf, subleaf)) } {
        for (r, v) in [RegisterX86::RAX, RegisterX86::RBX, RegisterX86::RCX, RegisterX86::RDX].into_iter().zip(out) {
            raw_set(uc, r, u64::from(v));
        }
    }
    1
}

/// `rdtsc` and `rdtscp`: the handler's counter in edx:eax (and TSC_AUX in ecx), at the
/// exact instruction count of the instruction.
///
/// # Safety
/// As [`with_raw_handler`].
unsafe fn tsc<H: TrapHandler + 'static>(uc: *mut uc_engine, data: *mut c_void, aux: bool) -> i32 {
    let rip = raw_reg(uc, RegisterX86::RIP);
    // SAFETY: the caller's contract.
    let got =
        unsafe { with_raw_handler::<H, _>(uc, data, |h, inner| h.rdtsc(inner.counter.exact_at(&inner.memory, rip))) };
    if let Some((tsc, tsc_aux)) = got {
        raw_set(uc, RegisterX86::RAX, tsc & 0xffff_ffff);
        raw_set(uc, RegisterX86::RDX, tsc >> 32);
        if aux {
            raw_set(uc, RegisterX86::RCX, u64::from(tsc_aux));
        }
    }
    1
}

/// `rdtsc` (see [`tsc`]).
unsafe extern "C" fn rdtsc_hook<H: TrapHandler + 'static>(uc: *mut uc_engine, data: *mut c_void) -> i32 {
    // SAFETY: called by the engine as registered in `install_insn_hooks`.
    unsafe { tsc::<H>(uc, data, false) }
}

/// `rdtscp` (see [`tsc`]).
unsafe extern "C" fn rdtscp_hook<H: TrapHandler + 'static>(uc: *mut uc_engine, data: *mut c_void) -> i32 {
    // SAFETY: called by the engine as registered in `install_insn_hooks`.
    unsafe { tsc::<H>(uc, data, true) }
}

/// RFLAGS bits a successful `rdrand` clears (OF SF ZF AF PF) and sets (CF).
const RAND_CLEARED: u64 = 0x800 | 0x80 | 0x40 | 0x10 | 0x4;
const CF: u64 = 0x1;

/// The invalid-opcode hook's first step: if the instruction at rip is an `rdrand` or
/// `rdseed` (which the patched engine raises #UD for), applies it and skips it, and
/// returns true.
fn rand_insn<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>) -> bool {
    let addr = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
    let mut bytes = [0u8; 15];
    let n = (0..=15).rev().find(|&n| memory::read(uc, addr, &mut bytes[..n])).unwrap_or(0);
    let insn = iced_x86::Decoder::with_ip(64, &bytes[..n], addr, iced_x86::DecoderOptions::NONE).decode();
    let seed = match insn.mnemonic() {
        iced_x86::Mnemonic::Rdrand => false,
        iced_x86::Mnemonic::Rdseed => true,
        _ => return false, // a real #UD: the handler's
    };
    let dst = insn.op0_register();
    let Some(index) = (dst.full_register() as usize).checked_sub(iced_x86::Register::RAX as usize) else {
        return false;
    };
    let Some(&reg) = Reg::GPR_BY_ENCODING.get(index) else { return false };
    let next = addr + insn.len() as u64;
    // The rest of the running block will not run in it: rip moves, and what follows is
    // counted as the new block it starts.
    let counter = std::rc::Rc::clone(&uc.get_data().counter);
    let rest = counter.icount() - counter.exact_at(&uc.get_data().memory, addr);
    counter.uncount(rest);
    with_handler_at(uc, addr, |h, cpu| {
        let v = h.hw_random(seed);
        let old = cpu.reg(reg);
        let new = match dst.size() {
            2 => (old & !0xffff) | (v & 0xffff),
            4 => v & 0xffff_ffff,
            _ => v,
        };
        cpu.set_reg(reg, new);
        let flags = cpu.reg(Reg::Rflags);
        cpu.set_reg(Reg::Rflags, (flags & !RAND_CLEARED) | CF);
        cpu.set_reg(Reg::Rip, next);
        if flags & TF != 0 {
            // The single-step trap that follows the instruction.
            h.interrupt(cpu, 1);
        }
    });
    true
}

/// From now on, runs [`TrapHandler::watched`] before every instruction in `[begin, end)`
/// (see [`CpuCore::watch_code`]).
pub(super) fn watch<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>, begin: u64, end: u64) {
    if end <= begin {
        return;
    }
    // A hook added after its code was translated would never fire.
    let _ = uc.ctl_remove_cache(begin, end);
    // Unicorn's code-hook range is inclusive.
    let hooked = uc.add_code_hook(begin, end - 1, |uc, addr, _size| {
        // A code hook runs with rip synced to the hooked instruction.
        with_handler_at(uc, addr, |h, cpu| h.watched(cpu, addr));
    });
    if let Ok(id) = hooked {
        uc.get_data_mut().watches.push((begin, end, id));
    }
}

/// Stops watching `[begin, end)` (between runs): its hook goes, and so do its
/// translations, which held the hook's call.
pub(super) fn unwatch<H>(uc: &mut Engine<'_, H>, begin: u64, end: u64) {
    let watches = &mut uc.get_data_mut().watches;
    let Some(k) = watches.iter().position(|&(b, e, _)| (b, e) == (begin, end)) else {
        return;
    };
    let (_, _, id) = watches.remove(k);
    let _ = uc.remove_hook(id);
    let _ = uc.ctl_remove_cache(begin, end);
}

/// [`unwatch`] asked for inside a hook: done when the run stops, which this asks for
/// (the run then goes on). Dropping translations from inside the engine's loop is not
/// safe.
pub(super) fn request_unwatch<H>(uc: &mut Engine<'_, H>, begin: u64, end: u64) {
    let data = uc.get_data_mut();
    data.pending_unwatches.push((begin, end));
    data.restart = true;
    let _ = uc.emu_stop();
}

/// Does the unwatches asked for during the last run.
pub(super) fn unwatch_pending<H>(uc: &mut Engine<'_, H>) {
    for (begin, end) in std::mem::take(&mut uc.get_data_mut().pending_unwatches) {
        unwatch(uc, begin, end);
    }
}

/// [`with_handler`] for a non-syscall hook: rip is read once and kept in the view; it is
/// written back only if the handler changed it.
fn with_handler_rip<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>, f: impl FnOnce(&mut H, &mut dyn GuestCpu)) {
    let rip = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
    with_handler_at(uc, rip, f);
}

/// [`with_handler_rip`] where the hook already knows rip (a code hook's address).
fn with_handler_at<H: TrapHandler + 'static>(
    uc: &mut Engine<'_, H>,
    rip: u64,
    f: impl FnOnce(&mut H, &mut dyn GuestCpu),
) {
    if let Some(new) = with_handler(uc, rip, |_| {}, |h, cpu| f(h, cpu)) {
        if new != rip || std::mem::take(&mut uc.get_data_mut().force_rip) {
            let _ = uc.reg_write(RegisterX86::RIP, new);
        }
    }
}

/// Runs `f` with the lent handler and a view of the guest in which rip reads `rip` (in a
/// syscall hook, the address after the syscall), under `catch_unwind`. `setup` prepares
/// the view first (registers the hook already knows or changes). Returns rip as the
/// handler left it, for the caller to write back; `None` if there was no handler to run
/// (the run then stops with [`CpuError::Invariant`]). Always inlined into each hook:
/// called out of line from another file, it cost 11 more host instructions a shadow hit
/// (callgrind).
#[inline(always)]
pub(super) fn with_handler<'u, H: TrapHandler + 'static>(
    uc: &mut Engine<'u, H>,
    rip: u64,
    setup: impl FnOnce(&mut View<'u, H, &mut Engine<'u, H>>),
    f: impl FnOnce(&mut H, &mut View<'u, H, &mut Engine<'u, H>>),
) -> Option<u64> {
    let Some(mut lent) = uc.get_data_mut().handler.take() else {
        uc.get_data_mut().fail(CpuError::Invariant("a trap hook ran with no handler lent to it"));
        let _ = uc.emu_stop();
        return None;
    };
    // SAFETY: `lent` points to `Cpu::handler`, lent by `Cpu::emu_start` for exactly one
    // `emu_start`, which runs this hook; `Cpu::emu_start` holds `&mut Cpu` for the whole
    // call and touches nothing but the engine meanwhile, so the handler is alive and no
    // other reference to it exists. Taking the pointer out of the user data above means
    // no re-entered hook can make a second `&mut`; it is put back below, after the last
    // use of `h`.
    let h = unsafe { lent.as_mut() };
    let mut view = View::new(&mut *uc, Some(rip));
    setup(&mut view);
    let result = catch_unwind(AssertUnwindSafe(|| f(h, &mut view)));
    view.flush();
    let rip = view.hook_rip();
    let data = uc.get_data_mut();
    data.handler = Some(lent);
    if let Err(p) = result {
        data.fail(CpuError::from_panic(p));
        let _ = uc.emu_stop();
    }
    Some(rip)
}
