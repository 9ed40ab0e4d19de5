//! Shadow translations (see [`FastPathCpu::shadow`](crate::cpu::FastPathCpu::shadow)): a translated one-instruction branch
//! stub at an address whose memory keeps its own bytes, with a code hook that runs
//! [`TrapHandler::shadowed`] first.
//!
//! Invariants (Unicorn 2.1.5, measured):
//! - A host write never drops translated code: [`make`] writes the stub, translates it,
//!   and puts memory's bytes back, keeping the translation. Patching, unmapping or
//!   reprotecting the bytes drops the translation and so the shadow ([`forget_in`]).
//! - Blocks end before every live shadow's address (our engine patch block-split,
//!   `uc_probesim_block_split`): the stub runs wherever plain execution reaches the
//!   address, inside a function's straight-line code as well as at a jump target, and
//!   making a shadow drops the translations that ran through its address. The split
//!   blocks count the same instructions between them.
//! - A translation is found again only under the flags it was made with (TF included),
//!   so stubs are translated with TF, RF and AC clear: entering the address while
//!   single-stepping runs memory's code.
//! - The stub is padded to 15 bytes, a length real code at such an address never has
//!   (the int3 of a uprobe, the trampoline's `push`): the code hook tells the stub's
//!   block from memory's code by the length of the instruction it is called for.
//! - Shadows asked for inside a hook are made between two runs ([`request`]): the hook
//!   stops the run and the run goes on at once. Translating from inside the engine's own
//!   loop is not safe.
//! - `emu_stop` from a code hook stops *before* the hooked instruction, so a shadow's hook
//!   that needs the run to stop sends rip to the stub's target itself.
//! - A shadow bypassed from its hook ([`bypass`]: the real code runs this time) is made
//!   again at the start of a later run, once rip is elsewhere ([`remake_bypassed`]).
//! - One code hook serves every shadowed address (our engine patch shadow-table): a table of
//!   addresses, each with its own user data, in bounds exactly at them. With a hook an
//!   address, the translator tried every one of them at every instruction it translated:
//!   attaching N probes cost N² (`tests/it/scale.rs` counts it).
//! - The code hook is a raw `extern "C"` callback ([`shadow_callback`]), not the safe
//!   wrapper's closure: its proxy upgrades a weak reference and makes an engine handle at
//!   every call (about 125 host instructions a hit, callgrind). It is called with the
//!   address's [`Slot`], which holds the live stub itself (kept equal to
//!   [`super::Inner::shadows`] by every change of it here), so a hit looks nothing up.
//!   A slot lives as long as the engine (reused if its address is shadowed again), so
//!   no translation can reach a freed one.

use std::any::Any;
use std::cell::Cell;
use std::ffi::c_void;
use std::mem::ManuallyDrop;

use unicorn_engine::unicorn_const::{uc_engine, uc_error, uc_hook, uc_hook_add, uc_hook_del, HookType};
use unicorn_engine::RegisterX86;

use super::ffi::{uc_probesim_block_split, uc_probesim_shadow_at, uc_probesim_shadow_table};
use super::{counter, hooks, memory, Engine, Inner, AC, RF, TF};
use crate::cpu::{CpuError, TrapHandler};

/// A shadow's stub: its length and where it branches.
#[derive(Clone, Copy, Debug)]
pub(super) struct Stub {
    /// Length of the translated stub ([`STUB_LEN`]).
    len: u32,
    /// Where it branches.
    target: StubTarget,
}

/// The length of every translated stub: the x86 maximum.
const STUB_LEN: usize = 15;

/// The branch forms a stub may take.
#[derive(Clone, Copy, Debug)]
enum StubTarget {
    /// `jmp rel8` or `jmp rel32`: a fixed address.
    Fixed(u64),
    /// `jmp qword [rsp+disp8]` or `jmp qword [rsp+disp32]`: the word at rsp + disp.
    RspSlot(i32),
}

impl Stub {
    /// Decodes the supported stub forms, as written at `addr` without padding.
    fn parse(addr: u64, stub: &[u8]) -> Option<Stub> {
        let rel32 = |b: &[u8]| i32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        let target = match *stub {
            [0xeb, rel] => StubTarget::Fixed(addr.wrapping_add(2).wrapping_add(i64::from(rel as i8) as u64)),
            [0xe9, ref rel @ ..] if rel.len() == 4 => {
                StubTarget::Fixed(addr.wrapping_add(5).wrapping_add(i64::from(rel32(rel)) as u64))
            }
            [0xff, 0x64, 0x24, disp] => StubTarget::RspSlot(i32::from(disp as i8)),
            [0xff, 0xa4, 0x24, ref disp @ ..] if disp.len() == 4 => StubTarget::RspSlot(rel32(disp)),
            _ => return None,
        };
        let stub = Stub { len: STUB_LEN as u32, target };
        stub.bytes(addr).map(|_| stub)
    }

    /// The stub as translated: padded with `ds` prefixes (ignored in 64-bit mode) to the
    /// longest instruction x86 allows, a `jmp rel8` (or `rel32` where rel8 does not
    /// reach) rebased on the padded length, and the shortest displacement form.
    fn bytes(self, addr: u64) -> Option<Vec<u8>> {
        let end = addr.wrapping_add(STUB_LEN as u64);
        let core = match self.target {
            StubTarget::Fixed(t) => match i8::try_from(t.wrapping_sub(end) as i64) {
                Ok(rel) => vec![0xeb, rel as u8],
                Err(_) => {
                    let rel = i32::try_from(t.wrapping_sub(end) as i64).ok()?;
                    let mut v = vec![0xe9];
                    v.extend_from_slice(&rel.to_le_bytes());
                    v
                }
            },
            StubTarget::RspSlot(disp) => match i8::try_from(disp) {
                Ok(d) => vec![0xff, 0x64, 0x24, d as u8],
                Err(_) => {
                    let mut v = vec![0xff, 0xa4, 0x24];
                    v.extend_from_slice(&disp.to_le_bytes());
                    v
                }
            },
        };
        let mut out = vec![0x3e; STUB_LEN - core.len()];
        out.extend_from_slice(&core);
        Some(out)
    }

    /// Where the stub would branch, given the registers and memory now.
    fn target<H>(self, uc: &Engine<'_, H>) -> Option<u64> {
        match self.target {
            StubTarget::Fixed(t) => Some(t),
            StubTarget::RspSlot(disp) => {
                let sp = uc.reg_read(RegisterX86::RSP).ok()?;
                let mut w = [0u8; 8];
                memory::read(uc, sp.wrapping_add(i64::from(disp) as u64), &mut w).then(|| u64::from_le_bytes(w))
            }
        }
    }
}

/// What the shadows' code hook is called with at one shadowed address.
pub(super) struct Slot {
    /// The engine copy of [`install`] (a `ManuallyDrop<Engine<'static, H>>`).
    engine: *const c_void,
    /// The live shadow's stub at this address; `None` while there is none.
    stub: Cell<Option<Stub>>,
}

/// Keeps the engine handle the raw shadow hooks reach the engine through: a copy of the
/// `Cpu`'s handle, in the engine's user data for as long as the engine (as the syscall
/// hook's, `hooks::install_syscall_hook`).
pub(super) fn install<H: TrapHandler + 'static>(uc: &mut Engine<'static, H>) {
    // SAFETY: a bitwise copy of the handle (an `Rc`) without its count: it is never
    // dropped (`ManuallyDrop`), and used only by the shadow hooks, which run only inside
    // a run of this engine, while the handle the `Cpu` owns keeps the engine alive.
    let copy: Box<ManuallyDrop<Engine<'static, H>>> = Box::new(ManuallyDrop::new(unsafe { std::ptr::read(uc) }));
    uc.get_data_mut().shadow_engine = Some(copy);
}

/// Records the live stub at `addr` (or none) in both the map and the hook's slot.
fn set_live<H>(data: &mut Inner<H>, addr: u64, stub: Option<Stub>) {
    if let Some(slot) = data.shadow_slots.get(&addr) {
        slot.stub.set(stub);
    }
    match stub {
        Some(s) => {
            data.shadows.insert(addr, s);
        }
        None => {
            data.shadows.remove(&addr);
        }
    }
}

/// Puts `addr` in the shadows' code hook (one for every address, our engine patch shadow-table;
/// added with the first), with its slot. An address is put in once: twice would not
/// run the handler twice, but the slot is the address's for good.
fn add_hook<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>, addr: u64) -> bool {
    let data = uc.get_data_mut();
    let Some(engine) =
        data.shadow_engine.as_deref().and_then(<dyn Any>::downcast_ref::<ManuallyDrop<Engine<'static, H>>>)
    else {
        return false;
    };
    let engine = std::ptr::from_ref(engine).cast::<c_void>();
    let slot = data.shadow_slots.entry(addr).or_insert_with(|| Box::new(Slot { engine, stub: Cell::new(None) }));
    let user = std::ptr::from_ref::<Slot>(slot).cast_mut().cast::<c_void>();
    let table = match data.shadow_table {
        Some(hh) => hh,
        None => {
            let mut hh: uc_hook = 0;
            // SAFETY: `shadow_callback::<H>` has the `uc_cb_hookcode_t` signature the
            // engine calls code hooks with. The hook's own user data is never used: as a
            // table hook (below) it is called with its address's slot.
            let err = unsafe {
                uc_hook_add(
                    uc.get_handle(),
                    &mut hh,
                    HookType::CODE.0 as i32,
                    shadow_callback::<H> as *mut c_void,
                    std::ptr::null_mut(),
                    1,
                    0,
                )
            };
            if err != uc_error::OK {
                return false;
            }
            // SAFETY: `hh` is the code hook just added to this live engine, not yet in
            // bounds anywhere (its table is empty) and so in no translation.
            if unsafe { uc_probesim_shadow_table(uc.get_handle(), hh) } != uc_error::OK {
                // SAFETY: the hook just added, removed once.
                unsafe { uc_hook_del(uc.get_handle(), hh) };
                return false;
            }
            uc.get_data_mut().shadow_table = Some(hh);
            hh
        }
    };
    // SAFETY: `table` is this engine's table hook; `user` is the address's boxed slot,
    // which does not move and lives in the engine's user data as long as the engine
    // (slots are never dropped). Patch direct-code-hook lets the translator call the hook directly
    // where it is the only code hook; the callback checks that the instruction is its
    // stub's.
    if unsafe { uc_probesim_shadow_at(uc.get_handle(), table, addr, user) } != uc_error::OK {
        return false;
    }
    uc.get_data_mut().shadow_hooked.insert(addr, ());
    true
}

/// Makes blocks end before `addr` (`on`: its shadow is being made, between runs) or lets
/// them run through it again (its shadow is gone). False if the engine could not
/// record it (out of memory).
fn block_split<H>(uc: &mut Engine<'_, H>, addr: u64, on: bool) -> bool {
    // SAFETY: a live engine; `on` is asked for only between runs (`make_parsed`), and
    // `off` changes nothing but the engine's list.
    unsafe { uc_probesim_block_split(uc.get_handle(), addr, on) == uc_error::OK }
}

/// Removes the shadows' hook, and with it every address in it (between runs; their
/// shadows are dropped first).
pub(super) fn remove_hooks<H>(uc: &mut Engine<'_, H>) -> Result<(), CpuError> {
    let data = uc.get_data_mut();
    data.shadow_hooked.clear();
    if let Some(hh) = data.shadow_table.take() {
        // SAFETY: `hh` is the table hook `add_hook` added to this live engine, removed once.
        let err = unsafe { uc_hook_del(uc.get_handle(), hh) };
        if err != uc_error::OK {
            return Err(CpuError::Engine { op: "remove shadow hook", code: format!("{err:?}") });
        }
    }
    Ok(())
}

/// The code hook of a shadowed address (see the module doc): the hooked instruction is
/// the stub's (its length tells) and the shadow is live, or memory's own code is running
/// here and this does nothing.
///
/// # Safety
/// Called by the engine as [`add_hook`] registered it: `data` is the address's slot,
/// inside a run of that engine.
unsafe extern "C" fn shadow_callback<H: TrapHandler + 'static>(
    _uc: *mut uc_engine,
    at: u64,
    size: u32,
    data: *mut c_void,
) {
    // SAFETY: the caller's contract. The slot is shared, never freed, and changed only
    // through its cell (a handler that drops its own shadow sets it through the map's
    // reference meanwhile, which a `Cell` allows).
    let slot = unsafe { &*data.cast::<Slot>() };
    let Some(stub) = slot.stub.get().filter(|s| s.len == size) else {
        return; // memory's own code is running here
    };
    // SAFETY: `slot.engine` is the copy `install` made for this engine. It is read, not
    // referenced, so nothing else that reaches the engine's state (all of it through the
    // `Rc`'s cell, as the safe wrapper's own proxies do) is aliased by a Rust reference
    // from here.
    let mut engine = unsafe { std::ptr::read(slot.engine.cast::<ManuallyDrop<Engine<'static, H>>>()) };
    shadow_hook(&mut engine, at, stub);
}

/// Asks for a shadow from inside a hook: it is made when the run stops, which this asks
/// for (the run then goes on). False if the stub is not a supported form.
pub(super) fn request<H>(uc: &mut Engine<'_, H>, addr: u64, stub: &[u8]) -> bool {
    if Stub::parse(addr, stub).is_none() {
        return false;
    }
    let data = uc.get_data_mut();
    data.pending_shadows.push((addr, stub.to_vec()));
    data.restart = true;
    let _ = uc.emu_stop();
    true
}

/// Makes the shadows asked for during the last run.
pub(super) fn make_pending<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>) {
    for (addr, stub) in std::mem::take(&mut uc.get_data_mut().pending_shadows) {
        make(uc, addr, &stub);
    }
}

/// Makes a shadow translation now (between runs): the stub is written, translated, and
/// memory's bytes are put back without dropping the translation.
pub(super) fn make<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>, addr: u64, stub: &[u8]) -> bool {
    let Some(parsed) = Stub::parse(addr, stub) else {
        return false;
    };
    make_parsed(uc, addr, parsed)
}

/// After a flush of every translation (between runs): translates every live shadow again.
pub(super) fn remake_all<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>) {
    let mut live: Vec<(u64, Stub)> = uc.get_data_mut().shadows.drain().collect();
    live.sort_unstable_by_key(|(a, _)| *a);
    for slot in uc.get_data().shadow_slots.values() {
        slot.stub.set(None);
    }
    for &(addr, _) in &live {
        block_split(uc, addr, false);
    }
    for (addr, stub) in live {
        make_parsed(uc, addr, stub);
    }
}

/// [`make`] of a parsed stub.
fn make_parsed<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>, addr: u64, parsed: Stub) -> bool {
    let len = parsed.len;
    let Some(bytes) = parsed.bytes(addr) else {
        return false;
    };
    let stub = &bytes[..];
    let mut old = vec![0u8; stub.len()];
    if stub.is_empty() || !memory::read(uc, addr, &mut old) {
        return false;
    }
    if counter::ensure_hooked(uc).is_err() {
        return false;
    }
    counter::ensure_count_hook(uc);
    // The hook must exist before the translation to be compiled into it.
    if !uc.get_data().shadow_hooked.contains_key(&addr) && !add_hook(uc, addr) {
        return false;
    }
    let end = addr + u64::from(len);
    // In a patch batch: what earlier patches made stale here goes first (else it would
    // take the new translation with it), and the stub's write needs no permission flip.
    memory::batch_flush_range(uc, addr, end);
    // Blocks end before the stub from now on (a block running through `addr` is dropped
    // here), so it is entered wherever the guest reaches `addr` in plain execution, not
    // only where a block starts.
    if !block_split(uc, addr, true) {
        return false;
    }
    // The guest may be about to single-step (an out-of-line step): translate for plain
    // execution, TF, RF and AC clear.
    let flags = uc.reg_read(RegisterX86::RFLAGS).unwrap_or(0x202);
    let plain = flags & !(TF | RF | AC);
    let _ = uc.reg_write(RegisterX86::RFLAGS, plain);
    // A page the guest may not execute (a library's read-only first mapping, before
    // the loader maps its text) is not translated: the fault hook ignores the fetch
    // fault while priming, and no shadow is made.
    uc.get_data_mut().priming = true;
    let made = memory::write(uc, addr, stub)
        && uc.ctl_remove_cache(addr, end).is_ok()
        && uc.ctl_request_cache(addr, None).is_ok();
    uc.get_data_mut().priming = false;
    let _ = uc.reg_write(RegisterX86::RFLAGS, flags);
    let restored = memory::write(uc, addr, &old);
    if made && restored {
        set_live(uc.get_data_mut(), addr, Some(parsed));
        true
    } else {
        let _ = uc.ctl_remove_cache(addr, end);
        if !uc.get_data().shadows.contains_key(&addr) {
            block_split(uc, addr, false);
        }
        false
    }
}

/// Drops the shadow at `addr` and its translation; true if there was one.
pub(super) fn drop_one<H>(uc: &mut Engine<'_, H>, addr: u64) -> bool {
    uc.get_data_mut().bypassed.retain(|(a, _)| *a != addr);
    uc.get_data_mut().pending_shadows.retain(|(a, _)| *a != addr);
    let Some(stub) = uc.get_data().shadows.get(&addr).copied() else {
        return false;
    };
    set_live(uc.get_data_mut(), addr, None);
    block_split(uc, addr, false);
    let end = addr + u64::from(stub.len);
    let _ = uc.ctl_remove_cache(addr, end);
    true
}

/// Drops the shadow at `addr` and its translation for now, to be made again by
/// [`remake_bypassed`]; true if there was one.
pub(super) fn bypass<H>(uc: &mut Engine<'_, H>, addr: u64) -> bool {
    let Some(&stub) = uc.get_data().shadows.get(&addr) else {
        return false;
    };
    drop_one(uc, addr);
    uc.get_data_mut().bypassed.push((addr, stub));
    true
}

/// At the start of a run (`Cpu::run`, never between the engine runs inside one: the
/// stepping of a budget's last block drops the translations holding that block's first
/// byte, which a 15-byte stub just before it would be among): makes again the bypassed
/// shadows ([`bypass`]) but one at rip, whose real code is still to run (it waits for
/// the next run). A shadow is bypassed only when the budget ends a few instructions on,
/// so the run that bypassed it ends soon.
pub(super) fn remake_bypassed<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>) {
    if uc.get_data().bypassed.is_empty() {
        return;
    }
    let rip = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
    let (wait, now): (Vec<_>, Vec<_>) =
        std::mem::take(&mut uc.get_data_mut().bypassed).into_iter().partition(|(a, _)| *a == rip);
    uc.get_data_mut().bypassed = wait;
    for (addr, stub) in now {
        make_parsed(uc, addr, stub);
    }
}

/// Forgets the shadows overlapping `[start, end)`, whose translations were dropped.
pub(super) fn forget_in<H>(uc: &mut Engine<'_, H>, start: u64, end: u64) {
    let data = uc.get_data_mut();
    let slots = &data.shadow_slots;
    let mut gone = Vec::new();
    data.shadows.retain(|a, stub| {
        let keep = *a + u64::from(stub.len) <= start || *a >= end;
        forgotten(slots, *a, keep, &mut gone)
    });
    data.bypassed.retain(|(a, stub)| *a + u64::from(stub.len) <= start || *a >= end);
    for addr in gone {
        block_split(uc, addr, false);
    }
}

/// [`forget_in`] over many ranges (sorted, disjoint), in one pass.
pub(super) fn forget_in_many<H>(uc: &mut Engine<'_, H>, ranges: &[(u64, u64)]) {
    let outside = |a: u64, stub: &Stub| {
        let end = a + u64::from(stub.len);
        let k = ranges.partition_point(|(s, _)| *s < end);
        !(k > 0 && ranges[k - 1].1 > a)
    };
    let data = uc.get_data_mut();
    let slots = &data.shadow_slots;
    let mut gone = Vec::new();
    data.shadows.retain(|a, stub| forgotten(slots, *a, outside(*a, stub), &mut gone));
    data.bypassed.retain(|(a, stub)| outside(*a, stub));
    for addr in gone {
        block_split(uc, addr, false);
    }
}

/// In a `retain` of [`Inner::shadows`]: unless `keep`, clears the slot of `addr` and
/// adds `addr` to `gone` (whose blocks need no longer end before it); `keep`.
fn forgotten(slots: &crate::fastmap::FastMap<u64, Box<Slot>>, addr: u64, keep: bool, gone: &mut Vec<u64>) -> bool {
    if !keep {
        if let Some(slot) = slots.get(&addr) {
            slot.stub.set(None);
        }
        gone.push(addr);
    }
    keep
}

/// The hook before a shadow stub at `at`: the handler runs (TF is known clear), and
/// the stub branches on unless the handler moved rip. If the handler asked for a
/// restart (new shadows) or a stop, the run stops before the stub, so rip goes straight
/// to the stub's target (else the next run would enter the stub, and its hook, again).
fn shadow_hook<H: TrapHandler + 'static>(uc: &mut Engine<'_, H>, at: u64, stub: Stub) {
    let Some(new) = hooks::with_handler(uc, at, |v| v.set_tf_clear(), |h, cpu| h.shadowed_direct(cpu, at)) else {
        return;
    };
    let data = uc.get_data_mut();
    // A stop (the handler's, or for the machine's caller) also stops before the stub.
    let (force, restart) = (std::mem::take(&mut data.force_rip), data.restart || data.stop);
    let write = if new != at || force {
        Some(new)
    } else if restart {
        stub.target(uc)
    } else {
        None
    };
    if let Some(rip) = write {
        let _ = uc.reg_write(RegisterX86::RIP, rip);
    }
}

#[cfg(test)]
mod tests {
    use super::{Stub, StubTarget, STUB_LEN};
    use iced_x86::{Decoder, DecoderOptions, Mnemonic, OpKind, Register};

    /// The stub as translated, decoded: one instruction of the full length.
    fn decoded(addr: u64, stub: &[u8]) -> iced_x86::Instruction {
        let s = Stub::parse(addr, stub).expect("a supported form");
        let bytes = s.bytes(addr).expect("encodable");
        assert_eq!(bytes.len(), STUB_LEN);
        let insn = Decoder::with_ip(64, &bytes, addr, DecoderOptions::NONE).decode();
        assert_eq!(insn.len(), STUB_LEN, "{stub:x?}");
        assert_eq!(insn.mnemonic(), Mnemonic::Jmp);
        insn
    }

    #[test]
    fn fixed_stubs_branch_where_written() {
        let at: u64 = 0x40_1000;
        // jmp rel8 to the next instruction of a 1-byte nop, and jmp rel32 far away,
        // both ways: the padded stub branches to the same place.
        for (stub, target) in [
            (vec![0xeb, 0xff], at + 1),
            (vec![0xe9, 0x00, 0x10, 0x00, 0x00], at + 5 + 0x1000),
            (vec![0xe9, 0x00, 0xff, 0xff, 0xff], at + 5 - 0x100),
        ] {
            let insn = decoded(at, &stub);
            assert_eq!(insn.near_branch_target(), target, "{stub:x?}");
            assert!(matches!(Stub::parse(at, &stub).map(|s| s.target), Some(StubTarget::Fixed(t)) if t == target));
        }
    }

    #[test]
    fn rsp_slot_stubs_read_the_slot_written() {
        for (stub, disp) in
            [(vec![0xff, 0x64, 0x24, 0xf8], -8i64), (vec![0xff, 0xa4, 0x24, 0x78, 0xff, 0xff, 0xff], -0x88)]
        {
            let insn = decoded(0x7fff_f000, &stub);
            assert_eq!(insn.op0_kind(), OpKind::Memory);
            assert_eq!(insn.memory_base(), Register::RSP);
            assert_eq!(insn.memory_displacement64() as i64, disp, "{stub:x?}");
        }
    }

    #[test]
    fn other_forms_are_refused() {
        assert!(Stub::parse(0x1000, &[0x90]).is_none());
        assert!(Stub::parse(0x1000, &[0xe9, 0, 0]).is_none());
        assert!(Stub::parse(0x1000, &[0xff, 0xa4, 0x24, 0]).is_none());
    }
}
