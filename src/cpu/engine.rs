//! The Unicorn-backed CPU. **The only module that names `unicorn_engine`.**
//!
//! Quirks of Unicorn 2.1.5 handled here (measured in `../shared/reference/unicorn.md`):
//! - host `mem_write` never invalidates translated code: [`GuestCpu::patch_code`] always
//!   calls `ctl_remove_cache` over the patched bytes;
//! - inside the SYSCALL hook RIP is the address *of* the `syscall`, and Unicorn adds 2
//!   after the hook; Unicorn also does not set rcx/r11. The syscall view corrects both;
//! - a panic in a hook would abort the host: every hook body runs under `catch_unwind`;
//! - `emu_start` is always called with `until = 0` and no timeout, and with a non-zero
//!   `count` unless the CPU is in native-count mode for its whole life;
//! - a host write never drops translated code, which shadow translations rely on
//!   ([`GuestCpu::shadow`]); a translation is looked up under the flags it was made
//!   with (TF included), so shadows are translated with TF, RF and AC clear;
//! - `emu_stop` from a code hook stops *before* the hooked instruction, so a shadow's
//!   hook that needs the run to stop sends rip to the stub's target itself;
//! - a `syscall` executed with TF set: Unicorn raises #DB right after it, before any
//!   instruction at the return address. On hardware SYSCALL masks TF and SYSRET/IRET
//!   restores it, so the trap comes after the *next* instruction. We swallow that #DB.

use std::cell::{Cell, RefCell};
use std::ffi::c_void;
use std::mem::MaybeUninit;
use std::panic::{catch_unwind, AssertUnwindSafe};

use unicorn_engine::unicorn_const::{
    uc_emu_stop, uc_engine, uc_hook, uc_hook_add, uc_mem_read, Arch, HookType, MemType, Mode, Prot as UcProt,
};
use unicorn_engine::{RegisterX86, Unicorn, X86Insn};

use super::{Access, CpuError, FaultKind, GuestCpu, Prot, Reg, StopReason, TrapHandler};

const TF: u64 = 0x100;
/// RFLAGS.RF and RFLAGS.AC.
const RF: u64 = 1 << 16;
const AC: u64 = 1 << 18;

/// State shared with the hooks through Unicorn's user data.
struct Inner<H> {
    /// The trap handler; taken out while a hook runs it.
    handler: Option<Box<H>>,
    /// Instruction counting and the native-count budget, shared with the raw block hook.
    counter: std::rc::Rc<BlockCounter>,
    /// A handler asked to stop.
    stop: bool,
    /// A handler panicked (message).
    panic: Option<String>,
    /// rip of a #DB that Unicorn raises spuriously right after a TF-set syscall.
    swallow_db: Option<u64>,
    /// Host-owned guest memory (the stack), so the kernel's frequent stack accesses
    /// are plain copies instead of `uc_mem_read`/`uc_mem_write` (~80 ns each through
    /// the emulator's address-space lookup).
    direct: Option<DirectRegion>,
    /// Native-count mode: `emu_start` with count 0 (see [`Cpu::set_native_count`]).
    native_count: bool,
    /// Count instructions (see [`Cpu::set_counting`]).
    counting: bool,
    /// The block-count hook is installed (by the first run).
    counter_hooked: bool,
    /// Live shadow translations by address (see [`GuestCpu::shadow`]).
    shadows: crate::fastmap::FastMap<u64, Stub>,
    /// Shadows asked for inside a hook, made between two runs (translating from inside
    /// the engine's own loop is not safe).
    pending_shadows: Vec<(u64, Vec<u8>)>,
    /// A hook asked to leave the run so that pending work can be done; the run goes on.
    restart: bool,
    /// The handler dropped the shadow it is running in: write rip back even if unchanged,
    /// so the block exits and the real code is translated.
    force_rip: bool,
}

/// Slots of [`BlockCounter`]'s direct-mapped cache (a power of two).
const SLOTS: usize = 4096;

/// Instruction counting per translation block entered, run by Unicorn at the start of
/// every block through a raw C callback ([`count_block`]): the safe wrapper's proxy
/// upgrades an `Rc` and re-wraps the engine on every block, which cost about as much as
/// the guest code of a tight loop. Fields are cells because the callback and the hooks
/// reach it through a shared pointer.
struct BlockCounter {
    /// Instructions started (see [`Cpu::insn_count`]).
    icount: Cell<u64>,
    /// Counting is on (the hook is installed): [`GuestCpu::account_insns`] adds.
    active: Cell<bool>,
    /// Native-count mode: stop once `icount` passes it (`u64::MAX` otherwise).
    budget: Cell<u64>,
    /// The callback stopped the run at the budget.
    budget_hit: Cell<bool>,
    /// Direct-mapped cache of `tb_insns`: (address, size, instructions).
    slots: Box<[Cell<(u64, u32, u32)>]>,
    /// Instructions per translation block, by (address, size), from decoding it once.
    tb_insns: RefCell<crate::fastmap::FastMap<(u64, u32), u32>>,
}

impl BlockCounter {
    fn new() -> Self {
        BlockCounter {
            icount: Cell::new(0),
            active: Cell::new(false),
            budget: Cell::new(u64::MAX),
            budget_hit: Cell::new(false),
            slots: (0..SLOTS).map(|_| Cell::new((u64::MAX, 0, 0))).collect(),
            tb_insns: RefCell::new(crate::fastmap::FastMap::default()),
        }
    }

    fn slot(&self, addr: u64) -> &Cell<(u64, u32, u32)> {
        // Truncation is the point: the low bits pick the slot.
        #[allow(clippy::cast_possible_truncation)]
        &self.slots[((addr ^ (addr >> 12)) as usize) & (SLOTS - 1)]
    }

    /// Forgets the counts of blocks overlapping `[addr, end)` (the code was patched).
    fn invalidate(&self, addr: u64, end: u64) {
        self.tb_insns.borrow_mut().retain(|(a, sz), _| *a + u64::from(*sz) <= addr || *a >= end);
        for s in &*self.slots {
            s.set((u64::MAX, 0, 0));
        }
    }
}

/// Unicorn's `UC_HOOK_BLOCK` callback: adds the block's instruction count.
#[allow(unsafe_code)]
unsafe extern "C" fn count_block(uc: *mut uc_engine, addr: u64, size: u32, user_data: *mut c_void) {
    // SAFETY: `user_data` is `Rc::as_ptr` of the counter kept alive in the engine's user
    // data, which outlives the engine (see `Cpu::new`); all its fields are cells.
    let c = unsafe { &*user_data.cast::<BlockCounter>() };
    let slot = c.slot(addr);
    let (a, sz, n) = slot.get();
    let n = if a == addr && sz == size {
        n
    } else {
        let n = block_insns(c, uc, addr, size);
        slot.set((addr, size, n));
        n
    };
    let total = c.icount.get() + u64::from(n);
    c.icount.set(total);
    if total > c.budget.get() {
        c.budget_hit.set(true);
        // SAFETY: `uc` is the live engine that called us.
        let _ = unsafe { uc_emu_stop(uc) };
    }
}

/// The instruction count of the block at `addr` (`size` bytes), decoded once.
#[cold]
fn block_insns(c: &BlockCounter, uc: *mut uc_engine, addr: u64, size: u32) -> u32 {
    if let Some(&n) = c.tb_insns.borrow().get(&(addr, size)) {
        return n;
    }
    let mut buf = vec![0u8; size as usize];
    // SAFETY: `uc` is the live engine that called us; `buf` holds `size` bytes. A failed
    // read leaves zeros, which still decode to a count >= 1.
    #[allow(unsafe_code)]
    let _ = unsafe { uc_mem_read(uc, addr, buf.as_mut_ptr().cast(), u64::from(size)) };
    let n = u32::try_from(count_insns(&buf, addr)).unwrap_or(u32::MAX);
    c.tb_insns.borrow_mut().insert((addr, size), n);
    n
}

/// A guest region backed by host memory we own (`uc_mem_map_ptr`).
struct DirectRegion {
    start: u64,
    buf: Box<[u8]>,
}

impl DirectRegion {
    /// The offset of `[addr, addr+len)` if it lies wholly inside the region.
    fn offset(&self, addr: u64, len: usize) -> Option<usize> {
        let off = usize::try_from(addr.checked_sub(self.start)?).ok()?;
        (off.checked_add(len)? <= self.buf.len()).then_some(off)
    }
}

fn direct_read<H>(uc: &Unicorn<'_, Inner<H>>, addr: u64, buf: &mut [u8]) -> bool {
    if let Some(d) = &uc.get_data().direct {
        if let Some(off) = d.offset(addr, buf.len()) {
            copy_small(buf, &d.buf[off..off + buf.len()]);
            return true;
        }
    }
    uc.mem_read(addr, buf).is_ok()
}

fn direct_write<H>(uc: &mut Unicorn<'_, Inner<H>>, addr: u64, data: &[u8]) -> bool {
    if let Some(d) = &mut uc.get_data_mut().direct {
        if let Some(off) = d.offset(addr, data.len()) {
            copy_small(&mut d.buf[off..off + data.len()], data);
            return true;
        }
    }
    uc.mem_write(addr, data).is_ok()
}

/// `dst.copy_from_slice(src)` with the kernel's usual sizes (a word, a three-word
/// frame) inlined: a `memcpy` call for 8 bytes costs more than the copy.
#[inline]
fn copy_small(dst: &mut [u8], src: &[u8]) {
    match (dst.len(), src.len()) {
        (8, 8) => dst.copy_from_slice(&src[..8]),
        (24, 24) => {
            dst[..8].copy_from_slice(&src[..8]);
            dst[8..16].copy_from_slice(&src[8..16]);
            dst[16..24].copy_from_slice(&src[16..24]);
        }
        _ => dst.copy_from_slice(src),
    }
}

fn map_direct<H>(uc: &mut Unicorn<'_, Inner<H>>, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
    if uc.get_data().direct.is_some() {
        return uc.mem_map(addr, len, uc_prot(prot)).map_err(eng("mem_map"));
    }
    let size = usize::try_from(len).map_err(|_| CpuError::Engine { op: "mem_map_ptr", code: "size".into() })?;
    let mut buf = vec![0u8; size].into_boxed_slice();
    let ptr = buf.as_mut_ptr().cast::<core::ffi::c_void>();
    // SAFETY: `buf` is `len` bytes, page-aligned sizes are checked by Unicorn, and it is
    // kept alive in the engine's user data, which is dropped only after the engine is
    // closed (`uc_close` runs in the handle's Drop before its fields are dropped). The
    // host touches it only between guest instructions, from this thread.
    #[allow(unsafe_code)]
    unsafe { uc.mem_map_ptr(addr, len, uc_prot(prot), ptr) }.map_err(eng("mem_map_ptr"))?;
    uc.get_data_mut().direct = Some(DirectRegion { start: addr, buf });
    Ok(())
}

/// An x86-64 CPU plus guest memory, owning the trap handler `H` (the simulated kernel).
pub struct Cpu<H: TrapHandler + 'static> {
    uc: Unicorn<'static, Inner<H>>,
}

impl<H: TrapHandler + 'static> std::fmt::Debug for Cpu<H> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cpu").field("icount", &self.uc.get_data().counter.icount.get()).finish()
    }
}

fn eng(op: &'static str) -> impl Fn(unicorn_engine::unicorn_const::uc_error) -> CpuError {
    move |e| CpuError::Engine { op, code: format!("{e:?}") }
}

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

fn uc_prot(p: Prot) -> UcProt {
    let mut out = UcProt::NONE;
    if p.read {
        out = out | UcProt::READ;
    }
    if p.write {
        out = out | UcProt::WRITE;
    }
    if p.exec {
        out = out | UcProt::EXEC;
    }
    out
}

/// The register/memory view handed to the trap handler.
///
/// Registers are cached: each is read from the engine at most once, and writes are
/// kept in the cache and written back once, by [`View::flush`], when the handler
/// returns (the owner must call it: a `Drop` impl would make every `drop` copy the
/// view). Handlers read the same few registers many times and often write one twice
/// (sys_uretprobe restores rsp it moved), and each engine access costs 5-10 ns.
struct View<'a, 'u, H: 'static> {
    uc: &'a mut Unicorn<'u, Inner<H>>,
    /// Inside a hook: rip as the handler sees and sets it (in a syscall hook, the
    /// address after the syscall), written back by the caller.
    syscall_rip: Option<u64>,
    /// Register values, `Reg::ALL` order. Entry i is initialized iff bit i of `cached`
    /// is set (left uninitialized otherwise: two views are built per probe hit).
    cache: std::cell::UnsafeCell<[MaybeUninit<u64>; 20]>,
    cached: Cell<u32>,
    /// The engine's values of the dirty registers that were cached before their first
    /// write (initialized where `dirty & !blind`).
    orig: [MaybeUninit<u64>; 20],
    /// Registers written before they were ever read: their engine value is unknown.
    blind: u32,
    /// Registers written and not yet written back to the engine.
    dirty: u32,
    /// The engine's instruction counter (kept here: reaching it through the engine's
    /// user data costs three dependent loads per `insn_count`).
    counter: std::rc::Rc<BlockCounter>,
    /// Built inside a hook (the engine is running), not between runs.
    in_hook: bool,
    /// TF is known clear unless rflags is written: a shadow stub's block only runs with
    /// TF clear (TF is part of a translation's lookup key).
    tf_clear: bool,
}

impl<H: 'static> View<'_, '_, H> {
    #[inline(always)]
    fn new<'a, 'u>(uc: &'a mut Unicorn<'u, Inner<H>>, syscall_rip: Option<u64>) -> View<'a, 'u, H> {
        let counter = std::rc::Rc::clone(&uc.get_data().counter);
        View {
            counter,
            in_hook: syscall_rip.is_some(),
            tf_clear: false,
            uc,
            syscall_rip,
            cache: std::cell::UnsafeCell::new([MaybeUninit::uninit(); 20]),
            cached: Cell::new(0),
            orig: [MaybeUninit::uninit(); 20],
            blind: 0,
            dirty: 0,
        }
    }

    fn raw_reg(&self, r: Reg) -> u64 {
        self.uc.reg_read(uc_reg(r)).unwrap_or(0)
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
        #[allow(unsafe_code)]
        Some(unsafe { (*self.cache.get())[i].assume_init() })
    }

    /// Caches a value for register `r`.
    #[inline]
    fn known(&self, r: Reg, v: u64) {
        let i = r as usize;
        // SAFETY: see `cached`; `View` is not `Sync`, so there is no concurrent access.
        #[allow(unsafe_code)]
        unsafe {
            (*self.cache.get())[i] = MaybeUninit::new(v);
        }
        self.cached.set(self.cached.get() | (1 << i));
    }

    /// Writes the dirty registers back to the engine.
    fn flush(&mut self) {
        let mut dirty = std::mem::take(&mut self.dirty);
        while dirty != 0 {
            let i = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            let v = self.cached(i).unwrap_or(0);
            // SAFETY: `orig[i]` was written when register i became dirty unless it was blind.
            #[allow(unsafe_code)]
            let changed = self.blind & (1 << i) != 0 || v != unsafe { self.orig[i].assume_init() };
            if changed {
                // Writing a register can only fail for an invalid id; ours are all valid.
                let _ = self.uc.reg_write(uc_reg(Reg::ALL[i]), v);
            }
        }
        self.blind = 0;
    }
}

impl<H: TrapHandler + 'static> GuestCpu for View<'_, '_, H> {
    fn reg(&self, r: Reg) -> u64 {
        if let (Reg::Rip, Some(rip)) = (r, self.syscall_rip) {
            return rip;
        }
        if let Some(v) = self.cached(r as usize) {
            return v;
        }
        let v = self.raw_reg(r);
        self.known(r, v);
        v
    }

    fn set_reg(&mut self, r: Reg, v: u64) {
        if let (Reg::Rip, Some(_)) = (r, self.syscall_rip) {
            self.syscall_rip = Some(v);
            return;
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

    fn read(&self, addr: u64, buf: &mut [u8]) -> bool {
        direct_read(self.uc, addr, buf)
    }

    fn write(&mut self, addr: u64, data: &[u8]) -> bool {
        direct_write(self.uc, addr, data)
    }

    fn map_host(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        map_direct(self.uc, addr, len, prot)
    }

    fn patch_code(&mut self, addr: u64, data: &[u8]) -> bool {
        patch_code(self.uc, addr, data)
    }

    fn map(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        self.uc.mem_map(addr, len, uc_prot(prot)).map_err(eng("mem_map"))
    }

    fn unmap(&mut self, addr: u64, len: u64) -> Result<(), CpuError> {
        drop_shadows_in(self.uc, addr, addr.saturating_add(len));
        let _ = self.uc.ctl_remove_cache(addr, addr.saturating_add(len));
        self.uc.mem_unmap(addr, len).map_err(eng("mem_unmap"))
    }

    fn protect(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        self.uc.mem_protect(addr, len, uc_prot(prot)).map_err(eng("mem_protect"))?;
        let _ = self.uc.ctl_remove_cache(addr, addr.saturating_add(len));
        drop_shadows_in(self.uc, addr, addr.saturating_add(len));
        Ok(())
    }

    fn insn_count(&self) -> u64 {
        self.counter.icount.get()
    }
    fn account_insns(&mut self, n: u64) {
        let c = &self.counter;
        if c.active.get() {
            c.icount.set(c.icount.get() + n);
        }
    }

    fn watch_code(&mut self, begin: u64, end: u64) {
        add_watch(self.uc, begin, end);
    }

    fn request_stop(&mut self) {
        self.uc.get_data_mut().stop = true;
        let _ = self.uc.emu_stop();
    }

    fn shadow(&mut self, addr: u64, stub: &[u8]) -> bool {
        if !self.in_hook {
            return make_shadow(self.uc, addr, stub);
        }
        if Stub::parse(addr, stub).is_none() {
            return false;
        }
        let data = self.uc.get_data_mut();
        data.pending_shadows.push((addr, stub.to_vec()));
        data.restart = true;
        let _ = self.uc.emu_stop();
        true
    }

    fn tf_set(&self) -> bool {
        match self.cached(Reg::Rflags as usize) {
            Some(f) => f & TF != 0,
            None if self.tf_clear => false,
            None => self.reg(Reg::Rflags) & TF != 0,
        }
    }

    fn unshadow(&mut self, addr: u64) {
        if drop_shadow(self.uc, addr) && self.in_hook && self.syscall_rip == Some(addr) {
            // Running the stub's block: it was counted; the real code's block will be.
            let c = &self.counter;
            c.icount.set(c.icount.get().saturating_sub(1));
            self.uc.get_data_mut().force_rip = true;
        }
    }
}

/// A shadow's stub: its length and where it branches.
#[derive(Clone, Copy, Debug)]
struct Stub {
    len: u32,
    target: StubTarget,
}

/// The length of every translated stub: the x86 maximum.
const STUB_LEN: usize = 15;

/// The branch forms a stub may take.
#[derive(Clone, Copy, Debug)]
enum StubTarget {
    /// `jmp rel8`: a fixed address.
    Fixed(u64),
    /// `jmp qword [rsp+disp8]`: the word at rsp + disp.
    RspSlot(i8),
}

impl Stub {
    /// Decodes the supported stub forms, as written at `addr` without padding.
    fn parse(addr: u64, stub: &[u8]) -> Option<Stub> {
        let target = match *stub {
            [0xeb, rel] => StubTarget::Fixed(addr.wrapping_add(2).wrapping_add(i64::from(rel as i8) as u64)),
            [0xff, 0x64, 0x24, disp] => StubTarget::RspSlot(disp as i8),
            _ => return None,
        };
        let stub = Stub { len: STUB_LEN as u32, target };
        stub.bytes(addr).map(|_| stub)
    }

    /// The stub as translated: padded with `ds` prefixes (ignored in 64-bit mode) to the
    /// longest instruction x86 allows, a `jmp rel8` rebased on the padded length. The
    /// hook tells the stub's block from memory's code by the length of the instruction
    /// at the address, and memory's code there is never expected to be a 15-byte
    /// instruction (the int3 of a uprobe, the trampoline's `push`).
    fn bytes(self, addr: u64) -> Option<Vec<u8>> {
        let core = match self.target {
            StubTarget::Fixed(t) => {
                let rel = i8::try_from(t.wrapping_sub(addr.wrapping_add(STUB_LEN as u64)) as i64).ok()?;
                vec![0xeb, rel as u8]
            }
            StubTarget::RspSlot(disp) => vec![0xff, 0x64, 0x24, disp as u8],
        };
        let mut out = vec![0x3e; STUB_LEN - core.len()];
        out.extend_from_slice(&core);
        Some(out)
    }

    /// Where the stub would branch, given the registers and memory now.
    fn target<H>(self, uc: &Unicorn<'_, Inner<H>>) -> Option<u64> {
        match self.target {
            StubTarget::Fixed(t) => Some(t),
            StubTarget::RspSlot(disp) => {
                let sp = uc.reg_read(RegisterX86::RSP).ok()?;
                let mut w = [0u8; 8];
                direct_read(uc, sp.wrapping_add(i64::from(disp) as u64), &mut w).then(|| u64::from_le_bytes(w))
            }
        }
    }
}

/// Makes a shadow translation now (between runs): the stub is written, translated, and
/// memory's bytes are put back without dropping the translation (Unicorn never drops
/// translations on a host write: unicorn.md pitfall 1, used here on purpose).
fn make_shadow<H: TrapHandler + 'static>(uc: &mut Unicorn<'_, Inner<H>>, addr: u64, stub: &[u8]) -> bool {
    let Some(parsed) = Stub::parse(addr, stub) else { return false };
    let len = parsed.len;
    let Some(bytes) = parsed.bytes(addr) else { return false };
    let stub = &bytes[..];
    let mut old = vec![0u8; stub.len()];
    if stub.is_empty() || uc.mem_read(addr, &mut old).is_err() {
        return false;
    }
    if ensure_counter(uc).is_err() {
        return false;
    }
    if !uc.get_data().shadows.contains_key(&addr) {
        // The hook must exist before the translation to be compiled into it.
        let hooked = uc.add_code_hook(addr, addr, |uc, at, size| {
            let Some(stub) = uc.get_data().shadows.get(&at).copied().filter(|s| s.len == size) else {
                return; // memory's own code is running here
            };
            shadow_hook(uc, at, stub);
        });
        if hooked.is_err() {
            return false;
        }
    }
    let end = addr + u64::from(len);
    // A translation is found again only under the flags it was made with, TF among
    // them; the guest may be about to single-step (an out-of-line step), so translate
    // for plain execution: TF, RF and AC clear.
    let flags = uc.reg_read(RegisterX86::RFLAGS).unwrap_or(0x202);
    let plain = flags & !(TF | RF | AC);
    let _ = uc.reg_write(RegisterX86::RFLAGS, plain);
    let made = uc.mem_write(addr, stub).is_ok()
        && uc.ctl_remove_cache(addr, end).is_ok()
        && uc.ctl_request_cache(addr, None).is_ok();
    let _ = uc.reg_write(RegisterX86::RFLAGS, flags);
    let restored = uc.mem_write(addr, &old).is_ok();
    if made && restored {
        uc.get_data_mut().shadows.insert(addr, parsed);
        // The block is the stub's, not memory's: count the stub's instructions.
        let c = &uc.get_data().counter;
        c.invalidate(addr, end);
        let n = u32::try_from(count_insns(stub, addr)).unwrap_or(u32::MAX);
        c.tb_insns.borrow_mut().insert((addr, len), n);
        true
    } else {
        let _ = uc.ctl_remove_cache(addr, end);
        false
    }
}

/// Drops the shadow at `addr`; true if there was one.
fn drop_shadow<H>(uc: &mut Unicorn<'_, Inner<H>>, addr: u64) -> bool {
    let Some(stub) = uc.get_data_mut().shadows.remove(&addr) else { return false };
    let end = addr + u64::from(stub.len);
    let _ = uc.ctl_remove_cache(addr, end);
    uc.get_data().counter.invalidate(addr, end);
    true
}

/// Forgets the shadows overlapping `[start, end)`, whose translations were dropped.
fn drop_shadows_in<H>(uc: &mut Unicorn<'_, Inner<H>>, start: u64, end: u64) {
    uc.get_data_mut().shadows.retain(|a, stub| *a + u64::from(stub.len) <= start || *a >= end);
}

/// Makes the shadows asked for during the last run.
fn make_pending_shadows<H: TrapHandler + 'static>(uc: &mut Unicorn<'_, Inner<H>>) {
    for (addr, stub) in std::mem::take(&mut uc.get_data_mut().pending_shadows) {
        make_shadow(uc, addr, &stub);
    }
}

fn add_watch<H: TrapHandler + 'static>(uc: &mut Unicorn<'_, Inner<H>>, begin: u64, end: u64) {
    if end <= begin {
        return;
    }
    // A hook added after its code was translated would never fire (unicorn.md pitfall 10).
    let _ = uc.ctl_remove_cache(begin, end);
    // Unicorn's code-hook range is inclusive.
    let _ = uc.add_code_hook(begin, end - 1, |uc, addr, _size| {
        // A code hook runs with rip synced to the hooked instruction.
        with_handler_at(uc, addr, |h, cpu| h.watched(cpu, addr));
    });
}

/// Installs the block-count hook if this CPU counts and it is not there yet: at the
/// first run, or before the first translation made outside a run (a shadow), since a
/// hook is only compiled into blocks translated after it.
fn ensure_counter<H: TrapHandler + 'static>(uc: &mut Unicorn<'_, Inner<H>>) -> Result<(), CpuError> {
    let data = uc.get_data();
    if !data.counter_hooked && (data.counting || !data.native_count) {
        hook_counter(uc)?;
    }
    Ok(())
}

/// Installs the block-count hook (see [`BlockCounter`]).
fn hook_counter<H: TrapHandler + 'static>(uc: &mut Unicorn<'_, Inner<H>>) -> Result<(), CpuError> {
    // Instruction counting per translation block: a block hook is far cheaper than a
    // hook on every instruction, and exact at every trap and syscall, since int3,
    // syscall and a TF step each end a block.
    let counter = std::rc::Rc::as_ptr(&uc.get_data().counter).cast_mut().cast::<c_void>();
    let mut hh: uc_hook = 0;
    // SAFETY: `count_block` has the `uc_cb_hookcode_t` signature; `counter` stays valid
    // while the engine lives: it is owned by the engine's user data, dropped after
    // `uc_close`, and never replaced.
    #[allow(unsafe_code)]
    let err = unsafe {
        uc_hook_add(
            uc.get_handle(),
            &mut hh,
            HookType::BLOCK.0 as i32,
            count_block as *mut c_void,
            counter,
            1,
            0,
        )
    };
    if err != unicorn_engine::unicorn_const::uc_error::OK {
        return Err(CpuError::Engine { op: "hook block", code: format!("{err:?}") });
    }
    uc.get_data_mut().counter_hooked = true;
    uc.get_data().counter.active.set(true);
    Ok(())
}

/// Instructions in a translation block's bytes.
fn count_insns(bytes: &[u8], addr: u64) -> u64 {
    let mut d = iced_x86::Decoder::with_ip(64, bytes, addr, iced_x86::DecoderOptions::NONE);
    let mut n = 0;
    while d.can_decode() {
        let _ = d.decode();
        n += 1;
    }
    n.max(1)
}

fn patch_code<H>(uc: &mut Unicorn<'_, Inner<H>>, addr: u64, data: &[u8]) -> bool {
    if data.is_empty() {
        return true;
    }
    if uc.mem_write(addr, data).is_err() {
        return false;
    }
    // Block instruction counts are keyed by (address, size): drop the stale ones.
    let end = addr + data.len() as u64;
    uc.get_data().counter.invalidate(addr, end);
    // A shadow over patched bytes goes with its translation.
    drop_shadows_in(uc, addr, end);
    // Unicorn never invalidates translated code on a host write (unicorn.md pitfall 1).
    uc.ctl_remove_cache(addr, addr + data.len() as u64).is_ok()
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "non-string panic payload".to_string()
    }
}

/// [`with_handler`] for a non-syscall hook: rip is read once and kept in the view; it is
/// written back only if the handler changed it (a rip write also ends the current
/// translation block, so skipping it when an emulated instruction ends exactly where
/// the trap left ip saves ~30 ns per hit).
fn with_handler_rip<H: TrapHandler + 'static>(
    uc: &mut Unicorn<'_, Inner<H>>,
    f: impl FnOnce(&mut H, &mut dyn GuestCpu),
) {
    let rip = uc.reg_read(RegisterX86::RIP).unwrap_or(0);
    with_handler_at(uc, rip, f);
}

/// [`with_handler_rip`] where the hook already knows rip (a code hook's address).
fn with_handler_at<H: TrapHandler + 'static>(
    uc: &mut Unicorn<'_, Inner<H>>,
    rip: u64,
    f: impl FnOnce(&mut H, &mut dyn GuestCpu),
) {
    if let Some(new) = with_handler(uc, Some(rip), |_| {}, f) {
        if new != rip || std::mem::take(&mut uc.get_data_mut().force_rip) {
            let _ = uc.reg_write(RegisterX86::RIP, new);
        }
    }
}

/// The hook before a shadow stub at `at`: the handler runs (TF is known clear), and
/// the stub branches on unless the handler moved rip. If the handler asked for a
/// restart (new shadows), the run stops before the stub, so rip goes straight to the
/// stub's target.
fn shadow_hook<H: TrapHandler + 'static>(uc: &mut Unicorn<'_, Inner<H>>, at: u64, stub: Stub) {
    let Some(new) = with_handler(uc, Some(at), |v| v.tf_clear = true, |h, cpu| h.shadowed(cpu, at)) else { return };
    let data = uc.get_data_mut();
    let (force, restart) = (std::mem::take(&mut data.force_rip), data.restart);
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

/// Runs `f` with the handler taken out of the engine's user data, under `catch_unwind`.
/// `setup` prepares the view first (registers the hook already knows or changes).
fn with_handler<H: TrapHandler + 'static>(
    uc: &mut Unicorn<'_, Inner<H>>,
    syscall_rip: Option<u64>,
    setup: impl FnOnce(&mut View<'_, '_, H>),
    f: impl FnOnce(&mut H, &mut dyn GuestCpu),
) -> Option<u64> {
    let Some(mut h) = uc.get_data_mut().handler.take() else {
        let _ = uc.emu_stop();
        return syscall_rip;
    };
    let mut view = View::new(uc, syscall_rip);
    setup(&mut view);
    let result = catch_unwind(AssertUnwindSafe(|| f(&mut h, &mut view)));
    view.flush();
    let rip = view.syscall_rip;
    let data = uc.get_data_mut();
    data.handler = Some(h);
    if let Err(p) = result {
        data.panic = Some(panic_text(p.as_ref()));
        data.stop = true;
        let _ = uc.emu_stop();
    }
    rip
}

impl<H: TrapHandler + 'static> Cpu<H> {
    /// A fresh 64-bit CPU with no memory, owning `handler`.
    pub fn new(handler: H) -> Result<Self, CpuError> {
        let inner = Inner {
            handler: Some(Box::new(handler)),
            counter: std::rc::Rc::new(BlockCounter::new()),
            stop: false,
            panic: None,
            swallow_db: None,
            direct: None,
            native_count: false,
            counting: true,
            counter_hooked: false,
            shadows: crate::fastmap::FastMap::default(),
            pending_shadows: Vec::new(),
            restart: false,
            force_rip: false,
        };
        let mut uc = Unicorn::new_with_data(Arch::X86, Mode::MODE_64, inner).map_err(eng("open"))?;

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
            let setup = |view: &mut View<'_, '_, H>| {
                view.known(Reg::Rflags, flags);
                view.set_reg(Reg::Rcx, next);
                view.set_reg(Reg::R11, flags);
            };
            let rip = with_handler(uc, Some(next), setup, |h, cpu| {
                h.syscall(cpu);
                tf = cpu.reg(Reg::Rflags) & TF != 0;
            })
            .unwrap_or(next);
            if rip != next {
                // Unicorn adds 2 after the hook (unicorn.md pitfall 2).
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
        uc.add_mem_hook(HookType::MEM_UNMAPPED | HookType::MEM_PROT, 1, 0, |uc, ty, addr, _size, _value| {
            let (access, kind) = match ty {
                MemType::READ_UNMAPPED => (Access::Read, FaultKind::Unmapped),
                MemType::WRITE_UNMAPPED => (Access::Write, FaultKind::Unmapped),
                MemType::FETCH_UNMAPPED => (Access::Fetch, FaultKind::Unmapped),
                MemType::READ_PROT => (Access::Read, FaultKind::Protection),
                MemType::WRITE_PROT => (Access::Write, FaultKind::Protection),
                _ => (Access::Fetch, FaultKind::Protection),
            };
            with_handler_rip(uc, |h, cpu| h.mem_fault(cpu, access, kind, addr));
            false
        })
        .map_err(eng("hook mem"))?;
        Ok(Cpu { uc })
    }

    /// The trap handler (the simulated kernel).
    pub fn handler(&self) -> &H {
        // The handler is only absent while a hook runs, never between runs.
        match self.uc.get_data().handler.as_deref() {
            Some(h) => h,
            None => unreachable_handler(),
        }
    }

    /// Runs `f` with the handler and a register/memory view, outside of emulation.
    pub fn with_handler<R>(&mut self, f: impl FnOnce(&mut H, &mut dyn GuestCpu) -> R) -> R {
        let Some(mut h) = self.uc.get_data_mut().handler.take() else { unreachable_handler() };
        let mut view = View::new(&mut self.uc, None);
        let r = f(&mut h, &mut view);
        view.flush();
        self.uc.get_data_mut().handler = Some(h);
        r
    }

    /// Consumes the CPU and returns the handler.
    pub fn into_handler(mut self) -> H {
        match self.uc.get_data_mut().handler.take() {
            Some(h) => *h,
            None => unreachable_handler(),
        }
    }

    /// Instructions started so far.
    pub fn insn_count(&self) -> u64 {
        self.uc.get_data().counter.icount.get()
    }

    /// Native-count mode: every `emu_start` passes count 0 and the budget is enforced by
    /// the block hook (at block granularity) instead of Unicorn's per-instruction count
    /// hook, which roughly triples the speed of straight-line code. Always the one mode
    /// for the life of the CPU, so counted and uncounted runs never mix (a switch costs a
    /// full translation-cache flush).
    pub fn set_native_count(&mut self, on: bool) {
        self.uc.get_data_mut().native_count = on;
    }

    /// Whether to count instructions (on by default). Off, which only native-count mode
    /// honours, leaves no hook on guest code at all: unprobed code runs at Unicorn's own
    /// speed, [`Cpu::insn_count`] stays 0 and `run`'s budget is not enforced, so only
    /// for guests known to end (`probesim bench` and its triggers). Takes effect at the
    /// first run; a hook cannot be removed from translated code cheaply.
    pub fn set_counting(&mut self, on: bool) {
        self.uc.get_data_mut().counting = on;
    }

    /// Runs the guest until a handler requests a stop or `budget` total instructions
    /// have started.
    pub fn run(&mut self, budget: u64) -> Result<StopReason, CpuError> {
        ensure_counter(&mut self.uc)?;
        if self.uc.get_data().native_count {
            return self.run_native(budget);
        }
        loop {
            let icount = self.uc.get_data().counter.icount.get();
            if icount >= budget {
                return Ok(StopReason::BudgetExhausted);
            }
            let remaining = usize::try_from(budget - icount).unwrap_or(usize::MAX);
            let rip = self.uc.reg_read(RegisterX86::RIP).map_err(eng("read rip"))?;
            let result = self.uc.emu_start(rip, 0, 0, remaining);
            let restart = match self.end_of_run()? {
                Ok(restart) => restart,
                Err(stop) => return Ok(stop),
            };
            let icount_after = self.uc.get_data().counter.icount.get();
            let rip = self.uc.reg_read(RegisterX86::RIP).map_err(eng("read rip"))?;
            match result {
                Ok(()) if icount_after >= budget => return Ok(StopReason::BudgetExhausted),
                Ok(()) if restart => {}
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
}

impl<H: TrapHandler + 'static> Cpu<H> {
    fn run_native(&mut self, budget: u64) -> Result<StopReason, CpuError> {
        loop {
            if self.uc.get_data().counter.icount.get() >= budget {
                return Ok(StopReason::BudgetExhausted);
            }
            self.uc.get_data().counter.budget.set(budget);
            let rip = self.uc.reg_read(RegisterX86::RIP).map_err(eng("read rip"))?;
            let result = self.uc.emu_start(rip, 0, 0, 0);
            let restart = match self.end_of_run()? {
                Ok(restart) => restart,
                Err(stop) => return Ok(stop),
            };
            if self.uc.get_data().counter.budget_hit.take() {
                return Ok(StopReason::BudgetExhausted);
            }
            let rip = self.uc.reg_read(RegisterX86::RIP).map_err(eng("read rip"))?;
            return match result {
                Ok(()) if restart => continue,
                Ok(()) => self
                    .halted(rip)
                    .ok_or_else(|| CpuError::Unexpected { rip, detail: "stopped without a reason".into() }),
                Err(e) => Err(CpuError::Unexpected { rip, detail: format!("{e:?}") }),
            };
        }
    }

    /// After `emu_start` returns: makes what hooks left for between two runs, then
    /// reports a hook's panic as the error, a handler's stop as `Err(Requested)`, and
    /// otherwise whether a hook stopped the run only for that work (`Ok(true)`: the run
    /// goes on).
    fn end_of_run(&mut self) -> Result<Result<bool, StopReason>, CpuError> {
        make_pending_shadows(&mut self.uc);
        let data = self.uc.get_data_mut();
        let restart = std::mem::take(&mut data.restart);
        if let Some(p) = data.panic.take() {
            data.stop = false;
            return Err(CpuError::HookPanicked(p));
        }
        if std::mem::take(&mut data.stop) {
            return Ok(Err(StopReason::Requested));
        }
        Ok(Ok(restart))
    }

    /// `Halted` if the run ended on a `hlt` (rip is just past it).
    fn halted(&self, rip: u64) -> Option<StopReason> {
        let mut b = [0u8; 1];
        (self.uc.mem_read(rip.wrapping_sub(1), &mut b).is_ok() && b[0] == 0xF4).then(|| StopReason::Halted { at: rip - 1 })
    }
}

impl<H: TrapHandler + 'static> GuestCpu for Cpu<H> {
    fn reg(&self, r: Reg) -> u64 {
        self.uc.reg_read(uc_reg(r)).unwrap_or(0)
    }
    fn set_reg(&mut self, r: Reg, v: u64) {
        let _ = self.uc.reg_write(uc_reg(r), v);
    }
    fn read(&self, addr: u64, buf: &mut [u8]) -> bool {
        direct_read(&self.uc, addr, buf)
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> bool {
        direct_write(&mut self.uc, addr, data)
    }
    fn map_host(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        map_direct(&mut self.uc, addr, len, prot)
    }
    fn patch_code(&mut self, addr: u64, data: &[u8]) -> bool {
        patch_code(&mut self.uc, addr, data)
    }
    fn map(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        self.uc.mem_map(addr, len, uc_prot(prot)).map_err(eng("mem_map"))
    }
    fn unmap(&mut self, addr: u64, len: u64) -> Result<(), CpuError> {
        drop_shadows_in(&mut self.uc, addr, addr.saturating_add(len));
        let _ = self.uc.ctl_remove_cache(addr, addr.saturating_add(len));
        self.uc.mem_unmap(addr, len).map_err(eng("mem_unmap"))
    }
    fn protect(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        self.uc.mem_protect(addr, len, uc_prot(prot)).map_err(eng("mem_protect"))?;
        let _ = self.uc.ctl_remove_cache(addr, addr.saturating_add(len));
        drop_shadows_in(&mut self.uc, addr, addr.saturating_add(len));
        Ok(())
    }
    fn insn_count(&self) -> u64 {
        self.uc.get_data().counter.icount.get()
    }
    fn account_insns(&mut self, n: u64) {
        let c = &self.uc.get_data().counter;
        if c.active.get() {
            c.icount.set(c.icount.get() + n);
        }
    }
    fn watch_code(&mut self, begin: u64, end: u64) {
        add_watch(&mut self.uc, begin, end);
    }
    fn request_stop(&mut self) {
        self.uc.get_data_mut().stop = true;
    }
    fn shadow(&mut self, addr: u64, stub: &[u8]) -> bool {
        make_shadow(&mut self.uc, addr, stub)
    }
    fn unshadow(&mut self, addr: u64) {
        drop_shadow(&mut self.uc, addr);
    }
}

#[cold]
fn unreachable_handler() -> ! {
    // Only reachable if a hook re-entered the engine, which this module never does.
    std::process::abort()
}

/// The speed of Unicorn itself: runs code on a bare engine with no hook but one that
/// stops at the first `syscall`, and returns the wall-clock seconds of that run. The
/// baseline `probesim bench` puts next to the simulator's unprobed loop. `regions` are
/// (address, length, bytes) to map read-write-execute; rsp starts at `sp`.
pub fn bare_seconds(regions: &[(u64, u64, Vec<u8>)], entry: u64, sp: u64) -> Result<f64, CpuError> {
    let mut uc = Unicorn::new(Arch::X86, Mode::MODE_64).map_err(eng("open"))?;
    for (addr, len, bytes) in regions {
        uc.mem_map(*addr, *len, UcProt::ALL).map_err(eng("mem_map"))?;
        uc.mem_write(*addr, bytes).map_err(eng("mem_write"))?;
    }
    uc.add_insn_sys_hook(X86Insn::SYSCALL, 1, 0, |uc| {
        let _ = uc.emu_stop();
    })
    .map_err(eng("hook syscall"))?;
    uc.reg_write(RegisterX86::RSP, sp).map_err(eng("write rsp"))?;
    let start = std::time::Instant::now();
    uc.emu_start(entry, 0, 0, 0).map_err(eng("emu_start"))?;
    Ok(start.elapsed().as_secs_f64())
}
