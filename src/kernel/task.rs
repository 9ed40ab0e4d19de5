//! The per-task state of the uprobe code: `struct uprobe_task` (`include/linux/uprobes.h`),
//! which Linux hangs off `task_struct->utask`.
//!
//! A task's utask holds what is private to one thread: the single-step in progress (its
//! state, the uprobe being stepped and the XOL slot it was copied to) and the stack of
//! pending return instances. What the mm shares (the uprobes, the XOL area, the
//! trampolines) lives in [`super::uprobes::Uprobes`]. Every thread has its own utask:
//! [`super::Kernel::task`] is the current thread's, the others wait in
//! [`super::thread::Threads`].
//!
//! # Differs from Linux
//! - The utask always exists (Linux allocates it on the first hit); an empty one is
//!   what the kernel's absent one means.
//! - The return-instance pool (`ri_pool`, 6.14+) is modelled by its accounting only, in
//!   [`super::uprobes::uretprobe::RiAccounting`].

use serde::Serialize;

use super::uprobes::ConsumerId;

/// Models `struct return_instance` (`include/linux/uprobes.h`): one pending return
/// of a probed function, on its task's stack of instances.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReturnInstance {
    /// The probed function (the probe address).
    pub func: u64,
    /// sp at the probe: the address of the return-address slot.
    pub stack: u64,
    /// The real return address.
    pub orig_ret_vaddr: u64,
    /// Part of the chain of the instance below (tail call).
    pub chained: bool,
    /// The uprobe (index), as `hprobe.uprobe` names it.
    #[serde(skip)]
    pub uprobe: usize,
    /// `hprobe.state`: how the instance holds its uprobe.
    #[serde(skip)]
    pub hprobe: HprobeState,
    /// `consumer` + `extra_consumers` (`cons_cnt` of them): one record per session
    /// consumer that asked for its return at entry, in the order they ran.
    #[serde(skip)]
    pub consumers: Vec<ReturnConsumer>,
    /// Copied into a forked child by `dup_utask`.
    pub inherited: bool,
}

/// Models `struct return_consumer`: a session consumer's record in a return instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReturnConsumer {
    /// `id`: the consumer (the kernel's `uc->id`, unique per registration as ours is).
    pub id: ConsumerId,
    /// `cookie`: what the entry handler left in `*data`.
    pub cookie: u64,
}

/// Models `enum hprobe_state` (6.13+): how a return instance holds its uprobe.
///
/// Before 6.13 an instance holds a plain reference (`ri->uprobe = get_uprobe()`), which
/// is modelled as [`HprobeState::Stable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum HprobeState {
    /// `HPROBE_LEASED`: under the `uretprobes_srcu` read lock taken at entry; no
    /// reference. The uprobe may lose its last reference meanwhile (its memory stays
    /// until the lease ends).
    #[default]
    Leased,
    /// `HPROBE_STABLE`: the instance holds a reference (`hprobe_expire()` got one
    /// while the uprobe was alive, or `dup_utask()` gave the child one).
    Stable,
    /// `HPROBE_GONE`: the lease expired when the uprobe had no reference left: the
    /// return runs no handler.
    Gone,
    /// `HPROBE_CONSUMED`: taken by the return (`hprobe_consume()`).
    Consumed,
}

/// Models `enum uprobe_task_state`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UtaskState {
    /// `UTASK_RUNNING`.
    #[default]
    Running,
    /// `UTASK_SSTEP`: executing the copied instruction in an XOL slot.
    SingleStep,
}

/// Models `struct uprobe_task`.
#[derive(Clone, Debug, Default)]
pub struct Utask {
    /// `state`.
    pub state: UtaskState,
    /// `active_uprobe` (index into the mm's uprobes).
    pub active: Option<usize>,
    /// `vaddr`: the probe address being stepped.
    pub vaddr: u64,
    /// `xol_vaddr`: the XOL slot in use, 0 when none.
    pub xol_vaddr: u64,
    /// `autask.saved_scratch_register` (x86).
    pub saved_scratch: u64,
    /// `autask.saved_tf` (x86).
    pub saved_tf: bool,
    /// A signal a consumer asked for in its handler (`bpf_send_signal()`, which queues
    /// task work), sent when the handlers are done.
    pub bpf_signal: std::cell::Cell<Option<crate::abi::Signal>>,
    /// `return_instances`, oldest first (the top of the kernel's list is the last
    /// element). Its length is the kernel's `depth`.
    pub return_instances: Vec<ReturnInstance>,
    /// `ri_timer` (6.13+): when it fires, in guest instructions started (the virtual
    /// clock, see [`super::uprobes::uretprobe::RI_TIMER_PERIOD_INSNS`]); `None` when not
    /// pending.
    pub ri_timer: Option<u64>,
}

/// One task (thread) of a process.
#[derive(Clone, Debug)]
pub struct Task {
    /// The thread id.
    pub tid: u32,
    /// `task->utask`.
    pub utask: Utask,
    /// `clear_child_tid`, as `set_tid_address` set it.
    pub clear_child_tid: u64,
    /// `comm`: the name the kernel's messages print.
    pub comm: std::rc::Rc<str>,
}

impl Task {
    /// A task with thread id `tid` and no uprobe state yet.
    pub fn new(tid: u32) -> Task {
        Task { tid, utask: Utask::default(), clear_child_tid: 0, comm: COMM.into() }
    }
}

/// The `comm` of every simulated task. Linux takes the executable's file name (at most
/// 15 bytes); the simulator runs images that need not come from a file, so it uses one
/// fixed name, which the uprobe messages print (`uprobe: prog:1000 failed to handle
/// uretprobe`).
///
/// # Differs from Linux
/// Linux's `comm` is the executable's base name.
pub const COMM: &str = "prog";
