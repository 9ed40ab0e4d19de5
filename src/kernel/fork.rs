//! Process creation: `fork`, `vfork` and `clone`/`clone3` without `CLONE_VM`, as
//! `kernel/fork.c: copy_process()` does them, with the uprobe part
//! (`uprobe_copy_process()` → `dup_utask()`). A new thread (`CLONE_VM` without
//! `CLONE_VFORK`) is [`super::thread`]'s.
//!
//! The kernel decides; the machine, which owns the CPUs, carries the request out right
//! after the system call (it copies memory and registers and runs the child).

use crate::abi::errno::{EAGAIN, EINVAL};
use crate::abi::flags::{CLONE_VFORK, CLONE_VM};
use crate::abi::mm::{TRAMPOLINE_MAPPING_NAME, XOL_MAPPING_NAME};
use crate::cpu::GuestCpu;

use super::preset::OptDesign;
use super::task::Task;
use super::uprobes::xol::XolArea;
use super::uprobes::Uprobes;
use super::{fastpath, neg, redzone, uprobes, Kernel, SeededRandom, MAX_PROCS};

/// A process creation requested by fork, vfork or clone, carried out by the machine
/// (which owns the CPUs) right after the syscall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForkRequest {
    /// `CLONE_VFORK`: the parent waits and the child shares its memory.
    pub vfork: bool,
    /// The new stack pointer for the child (clone's `stack`), 0 = same as the parent.
    pub child_stack: u64,
}

impl Kernel {
    /// `fork()`.
    pub(crate) fn sys_fork(&mut self, cpu: &mut dyn GuestCpu) -> Option<u64> {
        self.kernel_clone(cpu, ForkRequest { vfork: false, child_stack: 0 })
    }

    /// `vfork()`.
    pub(crate) fn sys_vfork(&mut self, cpu: &mut dyn GuestCpu) -> Option<u64> {
        self.kernel_clone(cpu, ForkRequest { vfork: true, child_stack: 0 })
    }

    /// `clone(flags, stack, parent_tid, child_tid, tls)`: `CLONE_VM` without
    /// `CLONE_VFORK` is a new thread ([`Kernel::clone_thread`]); anything else a new
    /// process.
    pub(crate) fn sys_clone(
        &mut self,
        cpu: &mut dyn GuestCpu,
        flags: u64,
        stack: u64,
        ptid: u64,
        ctid: u64,
        tls: u64,
    ) -> Option<u64> {
        if flags & CLONE_VM != 0 && flags & CLONE_VFORK == 0 {
            return Some(self.clone_thread(cpu, flags, stack, ptid, ctid, tls));
        }
        self.kernel_clone(cpu, ForkRequest { vfork: flags & CLONE_VFORK != 0, child_stack: stack })
    }

    /// `clone3(struct clone_args *uargs, size_t size)`: `copy_clone_args_from_user()`
    /// (a size below `CLONE_ARGS_SIZE_VER0`, 64, or above a page is -EINVAL, an
    /// unreadable struct -EFAULT) and `clone3_args_valid()` (flags beyond 32 bits, an
    /// exit signal beyond `CSIGNAL` or given to a thread, a stack without a size or a
    /// size without a stack: -EINVAL); then as `clone`, with the stack given as its
    /// lowest address and size (the new sp is their sum).
    ///
    /// # Differs from Linux
    /// `set_tid` and `cgroup` (the `VER1`/`VER2` fields) must be 0 (-EINVAL), and
    /// `CLONE_CLEAR_SIGHAND`/`CLONE_INTO_CGROUP` are refused with the other flags
    /// `clone` does not model.
    pub(crate) fn sys_clone3(&mut self, cpu: &mut dyn GuestCpu, uargs: u64, size: u64) -> Option<u64> {
        /// `CLONE_ARGS_SIZE_VER0`.
        const VER0: u64 = 64;
        if !(VER0..=crate::abi::mm::PAGE_SIZE).contains(&size) {
            return Some(neg(EINVAL));
        }
        let mut raw = vec![0u8; size as usize];
        if !self.mm.access_ok(uargs, size, |p| p.read) || !cpu.read(uargs, &mut raw) {
            return Some(neg(crate::abi::errno::EFAULT));
        }
        let word =
            |i: usize| raw.get(i * 8..i * 8 + 8).map_or(0, |b| u64::from_le_bytes(b.try_into().unwrap_or_default()));
        let [flags, _pidfd, child_tid, parent_tid, exit_signal, stack, stack_size, tls] = std::array::from_fn(word);
        // `struct clone_args` beyond VER0 (set_tid, set_tid_size, cgroup) and any larger
        // tail must be zero.
        let rest_zero = raw.get(VER0 as usize..).is_none_or(|r| r.iter().all(|b| *b == 0));
        let thread = flags & (crate::abi::flags::CLONE_THREAD | crate::abi::flags::CLONE_PARENT) != 0;
        if flags >> 32 != 0
            || exit_signal & !crate::abi::flags::CSIGNAL != 0
            || (thread && exit_signal != 0)
            || (stack == 0) != (stack_size == 0)
            || !rest_zero
        {
            return Some(neg(EINVAL));
        }
        let sp = if stack == 0 { 0 } else { stack.wrapping_add(stack_size) };
        self.sys_clone(cpu, flags | exit_signal, sp, parent_tid, child_tid, tls)
    }

    /// `kernel_clone()`: -EAGAIN past [`MAX_PROCS`], else the request goes to the machine
    /// (the run stops; the machine creates the child and sets both return values, or
    /// -ENOMEM if the host cannot give the child its engine or pages, as
    /// `copy_process()` fails when an allocation does). The child's mm is the parent's
    /// size, so the memory limit never refuses a fork.
    fn kernel_clone(&mut self, cpu: &mut dyn GuestCpu, req: ForkRequest) -> Option<u64> {
        if self.shared.borrow().procs.len() >= MAX_PROCS {
            return Some(neg(EAGAIN));
        }
        // uprobe_copy_process() → dup_utask(): the parent's leases expire here.
        self.dup_utask_expire();
        self.pending_fork = Some(req);
        cpu.request_stop();
        None
    }

    /// Models `copy_process()` for a child with its own (copied) mm: `dup_mmap()` minus
    /// the `VM_DONTCOPY` mappings (`[uprobes]`, `[uprobes-trampoline]`), the breakpoint
    /// bytes inherited as memory, and `uprobe_copy_process()` → `dup_utask()`: pending
    /// return instances are copied and the XOL area is recreated at the same address
    /// (`dup_xol_work`). The caller (the machine) copies memory and registers.
    ///
    /// # Differs from Linux
    /// - The XOL area is recreated immediately rather than from task work on the
    ///   child's first return to user mode; nothing can observe the difference.
    /// - Consumers are shared by all processes. A perf event with `inherit` is really one
    ///   consumer per task; we model that only where it is observable: a perf-style
    ///   consumer ([`uprobes::UprobeConsumer::is_perf_event`]) is not counted at a
    ///   child's return through an instance inherited from its parent (the instance
    ///   records the parent's consumer, whose event is not active in the child). The
    ///   6.18 host shows exactly this with per-process events (fork-pending: 1 hit);
    ///   system-wide ones ([`uprobes::Scope::System`], the default) count it (2).
    /// - 6.13+: `dup_utask()` expires the parent's leases before the copy
    ///   (`Kernel::dup_utask_expire`, called at the fork), so the child's copies hold
    ///   references or nothing.
    /// - The child's pages are copied at the fork (by the machine), not shared
    ///   copy-on-write; only the pages the host has touched are copied, so an untouched
    ///   mapping costs nothing, but a touched page costs its copy in each child alive.
    /// - A vfork child runs on a copy of the mm too; at its exit the parent takes the
    ///   child's mappings, break and bytes (the machine's `adopt_mm`), which is what
    ///   sharing gives, since the parent cannot run meanwhile. The parent keeps its own
    ///   `[uprobes]` and trampoline mappings, which its uprobe state describes.
    pub fn fork_child(&self, pid: u32) -> Kernel {
        let mut mm = self.mm.clone();
        // The nop10 design maps its trampoline without VM_DONTCOPY (its fork selftest).
        let keep_tramp = self.features.optimize == OptDesign::Nop10;
        mm.retain(|v| v.name != XOL_MAPPING_NAME && (keep_tramp || v.name != TRAMPOLINE_MAPPING_NAME));
        let mut uprobes = Uprobes::default();
        uprobes.probes = self.uprobes.probes.clone();
        uprobes.rebuild_index();
        uprobes.has_uprobes = self.uprobes.has_uprobes;
        if keep_tramp {
            uprobes.trampolines = self.uprobes.trampolines.clone();
        }
        let mut task = Task::new(pid);
        // dup_utask(): the pending return instances, marked as inherited.
        if !self.task.utask.return_instances.is_empty() {
            task.utask.return_instances = self.task.utask.return_instances.clone();
            for ri in &mut task.utask.return_instances {
                ri.inherited = true;
            }
            if let Some(area) = &self.uprobes.xol {
                uprobes.xol = Some(XolArea::new(area.vaddr));
                if let Some(v) = self.mm.find(area.vaddr) {
                    mm.insert(v.clone());
                }
            }
        }
        let mut random = self.random.clone();
        let mut seed = [0u8; 8];
        random.fill(&mut seed);
        Kernel {
            image: self.image.clone(),
            pid,
            ppid: self.pid,
            task,
            mm,
            vdso: self.vdso,
            uprobes,
            trace: self.trace.for_child(),
            exit: None,
            fs: self.fs.fork(),
            random: SeededRandom::new(u64::from_le_bytes(seed) ^ u64::from(pid)),
            cpu: self.cpu,
            hw_random: {
                let mut hw = self.hw_random.clone();
                let mut seed = [0u8; 8];
                hw.fill(&mut seed);
                SeededRandom::new(u64::from_le_bytes(seed) ^ u64::from(pid))
            },
            post_states: Vec::new(),
            capture_post_state: self.capture_post_state,
            fast: fastpath::FastPaths::new(self.fast.enabled),
            features: self.features,
            red_zone: redzone::RedZone::default(),
            insn_log: None,
            ri_stats: uprobes::uretprobe::RiStats {
                alloc: uprobes::uretprobe::RiAccounting::new(self.ri_stats.alloc.design),
                ..Default::default()
            },
            shared: self.shared.clone(),
            pending_fork: None,
            pending_exec: None,
            stop_when: self.stop_when,
            stopped: None,
            sys: self.sys.fork_copy(),
            sig: self.sig.for_child(),
            threads: super::thread::Threads::default(),
        }
    }
}
