//! Every foreign declaration of our engine patches (`vendor/patches/`, each explained by
//! name in `vendor/unicorn-engine-sys/PROBESIM-PATCHES.md`) and every Rust struct that
//! mirrors one of the engine's C structs. Upstream's own API (`uc_hook_add`,
//! `uc_hook_del`, ...) comes from the `unicorn_engine` crate, not from here.
//!
//! Invariant: a mirrored layout is asserted on both sides. The Rust side has a
//! `const _: () = assert!(...)` for each size and offset ([`EngineCount`]); the C side
//! asserts the same numbers with `_Static_assert` (probesim patch layout-asserts, next to
//! the struct's accessor in `uc.c` and to `uc_probesim_x86_regs` in the x86 target's
//! `unicorn.c`). *Why:* the engine fills these structs itself (the counter from
//! generated code, at `offsetof` offsets), so a field moved on one side only would be
//! read as another field, silently; either build now fails instead.

use std::ffi::c_void;
use std::mem::{offset_of, size_of};

use unicorn_engine::unicorn_const::{uc_engine, uc_error, uc_hook};

/// The engine's side of the instruction counter (`struct uc_probesim_icount`, probesim
/// patches block-icount, fault-count, inline-exit and count-register; `counter.rs` drives it).
#[repr(C)]
pub(super) struct EngineCount {
    /// Null: off. Set to [`EngineCount::left`] to count.
    pub(super) counter: *mut u64,
    /// The countdown: the instructions the run may still start. A block runs if this is
    /// at least its count, and takes its count; a block it does not cover is stopped
    /// before it runs. Set by the engine with its CPU (null before).
    pub(super) left: *mut u64,
    /// The counted block entered last, or stopped before: its offset from
    /// [`EngineCount::code_base`] (0: none, as after the engine dropped its translations;
    /// patch last-tb-offset). Set by the engine with its CPU.
    pub(super) last_tb: *mut u32,
    /// Non-zero: a block was stopped at the budget.
    pub(super) budget_hit: u32,
    /// Non-zero: the record below is of the run of the block entered last, and not
    /// settled since.
    pub(super) live: u32,
    /// The last state restore inside that block (`cpu_restore_state`): the instruction's
    /// index in the block,
    pub(super) fault_index: u32,
    _pad: u32,
    /// its address,
    pub(super) fault_pc: u64,
    /// the block's address,
    pub(super) fault_tb: u64,
    /// and the countdown then.
    pub(super) fault_at: u64,
    /// Non-zero: without the counter, blocks test the exit request inline (patch inline-exit).
    pub(super) inline_exit: u32,
    /// Non-zero: an exit request holds the countdown in `exit_saved`, and its home is 0
    /// until the engine takes the request (patch exit-hold).
    pub(super) exit_pending: u32,
    /// The countdown while held.
    pub(super) exit_saved: u64,
    /// The start of the engine's code buffer, which holds every translation block.
    pub(super) code_base: *const u8,
}

// The layout of `struct uc_probesim_icount` (x86-64), as `uc.c` asserts it too.
const _: () = assert!(size_of::<EngineCount>() == 88);
const _: () = assert!(offset_of!(EngineCount, counter) == 0);
const _: () = assert!(offset_of!(EngineCount, left) == 8);
const _: () = assert!(offset_of!(EngineCount, last_tb) == 16);
const _: () = assert!(offset_of!(EngineCount, budget_hit) == 24);
const _: () = assert!(offset_of!(EngineCount, live) == 28);
const _: () = assert!(offset_of!(EngineCount, fault_index) == 32);
const _: () = assert!(offset_of!(EngineCount, fault_pc) == 40);
const _: () = assert!(offset_of!(EngineCount, fault_tb) == 48);
const _: () = assert!(offset_of!(EngineCount, fault_at) == 56);
const _: () = assert!(offset_of!(EngineCount, inline_exit) == 64);
const _: () = assert!(offset_of!(EngineCount, exit_pending) == 68);
const _: () = assert!(offset_of!(EngineCount, exit_saved) == 72);
const _: () = assert!(offset_of!(EngineCount, code_base) == 80);

/// The head of the engine's `TranslationBlock` (x86 target): the block's address and its
/// instruction count, found through [`EngineCount::last_tb`]. The engine's
/// `translate-all.c` asserts these offsets for the x86-64 target (patch layout-asserts).
#[repr(C)]
pub(super) struct TbHead {
    /// The block's first instruction.
    pub(super) pc: u64,
    _cs_base: u64,
    _flags: u32,
    _size: u16,
    /// Its instructions.
    pub(super) icount: u16,
}

const _: () = assert!(offset_of!(TbHead, pc) == 0);
const _: () = assert!(offset_of!(TbHead, icount) == 22);

/// The index of eip in the register array [`uc_probesim_x86_regs`] returns: the sixteen
/// general registers in encoding order, then eip (`CPUX86State`'s `regs[CPU_NB_REGS]`
/// and the `eip` after it, which the x86 target's `unicorn.c` asserts).
pub(super) const REGS_RIP: usize = 16;

/// The one `syscall` callback the engine calls directly (`uc_probesim_syscall_cb_t`,
/// patch syscall-callback): engine, user data, the register array, rflags; non-zero if
/// it wrote no register but the sixteen general ones.
pub(super) type SyscallCallback = unsafe extern "C" fn(*mut uc_engine, *mut c_void, *mut u64, u64) -> u32;

extern "C" {
    /// Patch block-icount: the engine's [`EngineCount`], which lives as long as it.
    pub(super) fn uc_probesim_icount(uc: *mut uc_engine) -> *mut EngineCount;

    /// Patch syscall-path: the engine's general registers in encoding order, then eip
    /// ([`REGS_RIP`]), in place; valid as long as the engine.
    pub(super) fn uc_probesim_x86_regs(uc: *mut uc_engine) -> *mut u64;
    /// Patch syscall-path: rflags, what `uc_reg_read` of RFLAGS computes, without its
    /// switch.
    pub(super) fn uc_probesim_x86_rflags(uc: *mut uc_engine) -> u64;
    /// Patch syscall-callback: registers the one `syscall` callback the engine calls
    /// directly, in place of walking the instruction hooks (`None`: upstream's walk).
    pub(super) fn uc_probesim_syscall_hook(uc: *mut uc_engine, callback: Option<SyscallCallback>, data: *mut c_void);

    /// Patch user-selectors: the selectors in cs and ss, without a descriptor load.
    pub(super) fn uc_probesim_x86_user_selectors(uc: *mut uc_engine, cs: u16, ss: u16);
    /// Patch shadow-table: the engine's work counters.
    pub(super) fn uc_probesim_work(uc: *mut uc_engine, hook_steps: *mut u64, translations: *mut u64);

    /// Patch shadow-table: code hook `hh` becomes the hook of a table of single addresses,
    /// each called with user data of its own ([`uc_probesim_shadow_at`]), and called
    /// directly where it is the only code hook at an instruction (patch direct-code-hook).
    pub(super) fn uc_probesim_shadow_table(uc: *mut uc_engine, hh: uc_hook) -> uc_error;
    /// Patch shadow-table: `addr` is in the bounds of table hook `hh`, called with `user`.
    pub(super) fn uc_probesim_shadow_at(uc: *mut uc_engine, hh: uc_hook, addr: u64, user: *mut c_void) -> uc_error;
    /// Patch block-split: translation blocks end before `addr` (`on`), so that a block
    /// starts there, or no longer need to. Turned on, it drops the translations
    /// holding `addr`'s first byte. Between runs only when `on`.
    pub(super) fn uc_probesim_block_split(uc: *mut uc_engine, addr: u64, on: bool) -> uc_error;
    /// Patch content-keyed: code in `[begin, end)` (within one page; empty: none) is
    /// translated an instruction a block, each block keyed by the 16 bytes at its address
    /// as they were when it was made and found again only while memory holds them. Drops
    /// the translations of the old range and the new one (from a hook too).
    pub(super) fn uc_probesim_key_code(uc: *mut uc_engine, begin: u64, end: u64) -> uc_error;
}
