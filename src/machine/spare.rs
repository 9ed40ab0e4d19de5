//! Spare machines: a machine dropped on a thread is kept, and the thread's next
//! [`Machine::new`] of the same image and configuration takes it and resets it, instead
//! of opening an engine and running `execve` again. [`Machine::reset`] makes a machine
//! that a run cannot tell from a new one, byte for byte (what `tests/it/reset.rs` checks),
//! and it keeps the translations of every page that did not change: a fresh machine per
//! case then costs about what a reset does.
//!
//! A spare is taken only for an image equal to its own in every field and a
//! configuration equal in every field but the chooser (a reset makes the chooser from
//! the new configuration). One spare is kept per thread: a machine of another image or
//! configuration puts it out, and its engine goes to the engine pool
//! (`Cpu::with_modes`).

use std::cell::RefCell;
use std::rc::Rc;

use crate::cpu::Cpu;
use crate::kernel::{Kernel, KernelConfig};
use crate::loader::Image;

use super::{Execed, RunConfig};

/// A value a machine owns until its `Drop` takes it (the machine's first CPU): it
/// dereferences to the value, which is always there before the drop.
#[derive(Debug)]
pub(super) struct Held<T>(Option<T>);

impl<T> Held<T> {
    pub(super) fn new(v: T) -> Held<T> {
        Held(Some(v))
    }

    /// The value, leaving the slot empty (only `Drop` does this).
    pub(super) fn take(&mut self) -> Option<T> {
        self.0.take()
    }
}

impl<T> std::ops::Deref for Held<T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.0.as_ref().expect("a machine's CPU is taken only by its drop")
    }
}

impl<T> std::ops::DerefMut for Held<T> {
    fn deref_mut(&mut self) -> &mut T {
        self.0.as_mut().expect("a machine's CPU is taken only by its drop")
    }
}

/// What a dropped machine leaves for a later one.
pub(super) struct Spare {
    pub(super) cpu: Cpu<Kernel>,
    pub(super) execed: Rc<Execed>,
    pub(super) cfg: RunConfig,
}

thread_local! {
    /// This thread's spare machine.
    static SPARE: RefCell<Option<Spare>> = const { RefCell::new(None) };
}

/// How many spare machines this thread keeps now (0 or 1): for tests that must know a
/// machine was made on one.
pub fn spare_machines() -> usize {
    SPARE.try_with(|s| usize::from(s.borrow().is_some())).unwrap_or(0)
}

/// Keeps `spare` as this thread's spare machine (the one before is dropped).
pub(super) fn keep(spare: Spare) {
    // A thread being torn down has no spare: the machine is dropped.
    let old = SPARE.try_with(|s| s.borrow_mut().replace(spare));
    drop(old);
}

/// This thread's spare machine, if it ran `image` with `cfg`.
pub(super) fn take(image: &Image, cfg: &RunConfig) -> Option<Spare> {
    SPARE
        .try_with(|s| {
            let mut s = s.borrow_mut();
            let fits =
                s.as_ref().is_some_and(|sp| same_config(&sp.cfg, cfg) && same_image(&sp.cpu.handler().image, image));
            if fits {
                s.take()
            } else {
                None
            }
        })
        .ok()
        .flatten()
}

/// Whether two configurations make the same machine: every field equal but the chooser,
/// which each reset makes anew. (The patterns name every field, so that a new one must
/// be added here.)
fn same_config(a: &RunConfig, b: &RunConfig) -> bool {
    let RunConfig { preset, max_insns, allow_unsafe, argv, envp, kernel, native_count, count_insns, scope, chooser: _ } =
        a;
    *preset == b.preset
        && *max_insns == b.max_insns
        && *allow_unsafe == b.allow_unsafe
        && *argv == b.argv
        && *envp == b.envp
        && same_kernel(kernel, &b.kernel)
        && *native_count == b.native_count
        && *count_insns == b.count_insns
        && *scope == b.scope
}

fn same_kernel(a: &KernelConfig, b: &KernelConfig) -> bool {
    let KernelConfig {
        record_trace,
        record_syscalls,
        seed,
        stdin,
        ri_alloc,
        capture_post_state,
        log_insns,
        fast_paths,
        cpu,
        root,
        exe,
        exe_link,
        output_keep,
        trace_limit,
        log_window,
        log_watch,
        mem_limit,
        variants,
        record_stamps,
    } = a;
    *record_trace == b.record_trace
        && *record_syscalls == b.record_syscalls
        && *seed == b.seed
        && *stdin == b.stdin
        && *ri_alloc == b.ri_alloc
        && *capture_post_state == b.capture_post_state
        && *log_insns == b.log_insns
        && *fast_paths == b.fast_paths
        && *cpu == b.cpu
        && *root == b.root
        && *exe == b.exe
        && *exe_link == b.exe_link
        && *output_keep == b.output_keep
        && *trace_limit == b.trace_limit
        && *log_window == b.log_window
        && *log_watch == b.log_watch
        && *mem_limit == b.mem_limit
        && *variants == b.variants
        && *record_stamps == b.record_stamps
}

/// Whether two images are the same program, loaded the same way: every field equal (the
/// symbol index is made from the symbols; the host file the bytes came from is not
/// compared: equal bytes are the same program).
fn same_image(a: &Image, b: &Image) -> bool {
    let Image {
        file,
        load_bias,
        entry,
        segments,
        symbols,
        index: _,
        phdr,
        phent,
        phnum,
        pie,
        usdt,
        brk,
        interp,
        host: _,
    } = a;
    *load_bias == b.load_bias
        && *entry == b.entry
        && *phdr == b.phdr
        && *phent == b.phent
        && *phnum == b.phnum
        && *pie == b.pie
        && *brk == b.brk
        && *interp == b.interp
        && *segments == b.segments
        && *usdt == b.usdt
        && *symbols == b.symbols
        && *file == b.file
}
