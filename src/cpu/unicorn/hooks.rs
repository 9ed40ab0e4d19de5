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
//!   after the hook; it sets neither rcx nor r11. The syscall view corrects all three.
//! - `int3` reaches the interrupt hook with rip one past it; a fault with rip at the
//!   faulting instruction; a fault hook that leaves rip in place is called again as #DF.
//! - a `syscall` executed with TF set: Unicorn raises #DB right after it, before any
//!   instruction at the return address. On hardware SYSCALL masks TF and SYSRET/IRET
//!   restores it, so the trap comes after the *next* instruction. We swallow that #DB.
//! - a code hook added after its code was translated never fires until the translation
//!   is dropped, so [`watch`] drops it first.
//! - a memory-fault hook ends the run with an error whatever it returns (returning true
//!   without mapping the page is `Err(MAP)`), and the engine's unwinding to the faulting
//!   instruction may not keep a rip the hook wrote: a handler that redirected the guest
//!   has its rip and rflags written again after the run, which then goes on.

use std::panic::{catch_unwind, AssertUnwindSafe};

use unicorn_engine::unicorn_const::{HookType, MemType};
use unicorn_engine::{RegisterX86, X86Insn};

use super::view::View;
use super::{eng, Engine, TF};
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
        with_handler_rip(uc, |h, cpu| h.interrupt(cpu, vector));
    })
    .map_err(eng("hook intr"))?;
    uc.add_insn_sys_hook(X86Insn::SYSCALL, 1, 0, |uc| {
        // Hardware SYSCALL: rcx <- next rip, r11 <- rflags. Unicorn does neither;
        // the view writes them back with the handler's changes.
        let at = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
        let next = at.wrapping_add(2);
        let flags = uc.reg_read(RegisterX86::RFLAGS).unwrap_or(0);
        let mut tf = false;
        let rip = with_handler(
            uc,
            next,
            |view| {
                view.known(Reg::Rflags, flags);
                view.set_reg(Reg::Rcx, next);
                view.set_reg(Reg::R11, flags);
            },
            |h, cpu| {
                h.syscall(cpu);
                tf = cpu.reg(Reg::Rflags) & TF != 0;
            },
        )
        .unwrap_or(next);
        if rip != next {
            // Unicorn adds 2 after the hook.
            let _ = uc.reg_write(RegisterX86::RIP, rip.wrapping_sub(2));
        }
        if tf {
            uc.get_data_mut().swallow_db = Some(rip);
        }
    })
    .map_err(eng("hook syscall"))?;
    uc.add_insn_invalid_hook(|uc| {
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
            kind = FaultKind::Unmapped; // a parked page is unmapped to the guest (memory.rs)
        }
        let rip = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
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
    Ok(())
}

/// From now on, runs [`TrapHandler::watched`] before every instruction in `[begin, end)`
/// (see [`GuestCpu::watch_code`]).
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
    if let Some(new) = with_handler(uc, rip, |_| {}, f) {
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
    f: impl FnOnce(&mut H, &mut dyn GuestCpu),
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

/// The message of a caught panic.
pub(super) fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    crate::cpu::panic_message(p)
}
