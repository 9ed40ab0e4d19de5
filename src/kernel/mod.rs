//! The simulated Linux kernel, laid out as Linux lays it out.
//!
//! | file | models |
//! |---|---|
//! | [`task`] | `struct task_struct`'s uprobe part: the utask, its return instances and XOL slot (`include/linux/uprobes.h`) |
//! | [`syscall`] | the x86-64 system call table: one `sys_*` per call (`arch/x86/entry/syscalls/syscall_64.tbl`) |
//! | [`fork`] | `copy_process()`, `dup_mmap()`, `uprobe_copy_process()` (`kernel/fork.c`) |
//! | [`exit`] | `do_exit()`, `do_wait()` (`kernel/exit.c`) |
//! | [`fs`] | descriptor tables, open files, pipes, the file view and the file system calls (`fs/`) |
//! | [`mm`] | VMAs, `mmap`, `mprotect`, `munmap`, `brk`, `copy_{from,to}_user` (`mm/`) |
//! | [`signal`] | signal actions, masks, sending and delivery, the x86-64 `rt_sigframe` and `rt_sigreturn` (`kernel/signal.c`, `arch/x86/kernel/signal*.c`) |
//! | [`time`] | the clocks in virtual time: `clock_gettime`, `nanosleep`, … (`kernel/time/`) |
//! | [`sys`] | `prctl`, rlimits, ids, `sysinfo`, robust list, `rseq`, affinity (`kernel/sys.c`, `kernel/rseq.c`) |
//! | [`uprobes`] | `kernel/events/uprobes.c`: registry, breakpoints, the int3 path, XOL, return probes |
//! | [`arch::x86`] | `arch/x86/kernel/uprobes.c`: instruction analysis, emulation, XOL fix-ups, the trampolines, the nop5 optimization and its 2026 alternatives |
//! | [`preset`] | which kernel version or design is simulated |
//! | [`sched`] | where threads may switch and who decides: `Chooser`, the recorded `Taken` answers |
//! | [`thread`] | a process's threads on its one CPU: `clone(CLONE_THREAD)`, a thread's `exit`, `sched_yield`, `schedule()`/`__switch_to()`, the scheduling points and the kernel work split at them (`kernel/fork.c`, `kernel/exit.c`, `kernel/sched/core.c`) |
//! | [`futex`] | `futex_wait()`/`futex_wake()` and their bitset forms, with timeouts on the virtual clock (`kernel/futex/`) |
//! | [`redzone`] | the red-zone watchdog (a simulator instrument) |
//! | [`fastpath`] | shadow translations and native trampolines (simulator only, no kernel counterpart) |
//!
//! The kernel runs entirely inside the CPU's trap hooks through [`GuestCpu`]; it never
//! names the CPU engine and never calls up into the machine that drives it.
//!
//! # Differs from Linux
//! - Signals: see [`signal`] for what is not modelled (stop signals, asynchronous
//!   arrival from another process).
//! - The first process's pid is fixed ([`PID`]); its threads' tids and its children's
//!   pids count up from there. Threads interleave on one CPU ([`thread`]).
//! - Privileged instructions that the CPU engine runs at CPL0 (`cli`, `in`, …) are not
//!   turned into SIGSEGV; only `hlt` is.
//! - The instructions that would read the host (`cpuid`, `rdtsc`, `rdtscp`, `rdrand`,
//!   `rdseed`) answer from the run: a fixed CPU model, the instruction count, the seed
//!   ([`arch::x86::cpuid`]).

pub mod arch;
pub mod exec;
pub mod exit;
mod fastbudget;
pub mod fastpath;
pub mod fork;
pub mod fs;
pub mod futex;
pub mod mm;
pub mod output;
pub mod preset;
pub mod redzone;
pub mod sched;
pub mod signal;
pub mod sys;
pub mod syscall;
pub mod task;
pub mod thread;
pub mod time;
pub mod uprobes;
pub mod vdso;

use std::collections::BTreeMap;

use crate::abi::sigframe::{FPE_INTDIV, ILL_ILLOPN, SEGV_ACCERR, SEGV_MAPERR, TRAP_BRKPT, TRAP_TRACE};
use crate::abi::syscall::INT80_VECTOR;
use crate::abi::x86::vector;
use crate::abi::{errno, Signal};
use crate::cpu::{Access, FaultKind, GuestCpu, Reg, TrapHandler};
use crate::loader::Image;
use crate::trace::{EventKind, SignalCause, Trace, TraceEvent};

pub use exit::{Exit, ProcEntry};
pub use fork::ForkRequest;
use mm::Mm;
use task::Task;
use uprobes::Uprobes;

/// The simulated pid (and tid) of the first process; children count up from here.
pub const PID: u32 = 1000;
/// Most processes a run may create (fork returns -EAGAIN beyond).
pub const MAX_PROCS: usize = 64;

/// Kernel configuration chosen by the user.
#[derive(Clone, Debug)]
pub struct KernelConfig {
    /// Keep every event (counts are always kept). Off by default: a trace costs an
    /// allocation per event; the CLI sets it from `--trace`.
    pub record_trace: bool,
    /// Log every system call the guest's threads make, with its arguments and result
    /// ([`crate::trace::SyscallLog`], read by `Machine::syscall_log`): what
    /// `probesim diff --syscalls` compares. Off by default.
    pub record_syscalls: bool,
    /// Seed for AT_RANDOM and getrandom.
    pub seed: u64,
    /// stdin contents.
    pub stdin: Vec<u8>,
    /// Return-instance allocation design.
    pub ri_alloc: uprobes::uretprobe::RiAlloc,
    /// Record the registers right after each probed instruction completed
    /// (emulated or stepped), into [`Kernel::post_states`].
    pub capture_post_state: bool,
    /// Log every guest instruction with the registers before it (explain mode).
    pub log_insns: bool,
    /// Simulator fast paths, same results (on by default; off in explain mode): see
    /// [`fastpath`].
    pub fast_paths: bool,
    /// The CPU model `cpuid` describes.
    pub cpu: arch::x86::cpuid::CpuModel,
    /// The host directory the guest sees (read-only, under an overlay) as `/`
    /// ([`fs::view`]); `None`: no host file at all. Default: the current directory.
    pub root: Option<std::path::PathBuf>,
    /// The program's host path, and what `readlink("/proc/self/exe")` gives (empty: `/`
    /// and `argv[0]`).
    pub exe: String,
    /// What `readlink("/proc/self/exe")` gives instead, for a program inside an explicit
    /// root (its path there, as a chrooted native run shows it).
    pub exe_link: Option<String>,
    /// Bytes of stdout and of stderr the report keeps (the rest is counted, hashed and
    /// passed to the stream's sink: [`output::OutputStream`]).
    pub output_keep: usize,
    /// Most events the trace keeps, over all processes of the run (the rest are
    /// counted and dropped: [`Trace`]).
    pub trace_limit: usize,
    /// In explain mode (`log_insns`), the instructions whose log entries are kept, by
    /// index (`None`: all). The rest are only counted.
    pub log_window: Option<std::ops::Range<usize>>,
    /// In explain mode, addresses whose 16 bytes every kept log entry records (a probe
    /// site, a USDT semaphore), so the page can show them change.
    pub log_watch: Vec<u64>,
    /// The most guest memory a process may commit, in bytes: its writable private
    /// mappings (heap, stack, data, anonymous `mmap`s; see `mm.rs`). Past it `mmap`,
    /// `brk`, `mremap` and `mprotect` fail with -ENOMEM, as Linux's `may_expand_vm()`
    /// refuses past `RLIMIT_DATA`. Default [`DEFAULT_MEM_LIMIT`] (4 GiB); the CLI's
    /// `--mem-limit`.
    pub mem_limit: u64,
    /// Rejected design variants to switch on over the preset (`--variant`).
    pub variants: preset::Variants,
    /// Keep the instruction stamps of the probe-path events (traps and handlers), at
    /// most `trace_limit` a process, without recording the trace
    /// (`Machine::probe_path_stamps`): where `explore --strategy bounded` places its
    /// preemptions. Off by default.
    pub record_stamps: bool,
}

/// The default of [`KernelConfig::mem_limit`]: 4 GiB.
pub const DEFAULT_MEM_LIMIT: u64 = 4 << 30;

impl Default for KernelConfig {
    fn default() -> Self {
        KernelConfig {
            record_trace: false,
            record_stamps: false,
            record_syscalls: false,
            seed: 0x5eed,
            stdin: Vec::new(),
            ri_alloc: uprobes::uretprobe::RiAlloc::default(),
            log_insns: false,
            capture_post_state: false,
            fast_paths: true,
            cpu: arch::x86::cpuid::CpuModel::default(),
            root: Some(std::path::PathBuf::from(".")),
            exe: String::new(),
            exe_link: None,
            output_keep: output::DEFAULT_OUTPUT_KEEP,
            trace_limit: crate::trace::DEFAULT_TRACE_LIMIT,
            log_window: None,
            log_watch: Vec::new(),
            mem_limit: DEFAULT_MEM_LIMIT,
            variants: preset::Variants::default(),
        }
    }
}

/// Mixed into the run's seed for the `rdrand`/`rdseed` stream ("rdrand").
const HW_RANDOM_STREAM: u64 = 0x7264_7261_6e64;

/// A deterministic splitmix64 stream for AT_RANDOM and getrandom.
#[derive(Clone, Debug)]
pub struct SeededRandom(u64);

impl SeededRandom {
    /// A stream from `seed`.
    pub fn new(seed: u64) -> Self {
        SeededRandom(seed)
    }
    /// Fills `buf`.
    pub fn fill(&mut self, buf: &mut [u8]) {
        for chunk in buf.chunks_mut(8) {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^= z >> 31;
            chunk.copy_from_slice(&z.to_le_bytes()[..chunk.len()]);
        }
    }
}

/// One guest instruction in explain mode's log.
#[derive(Clone, Debug)]
pub struct LoggedInsn {
    /// Its address.
    pub addr: u64,
    /// Up to 16 bytes there.
    pub bytes: [u8; 16],
    /// Registers before it ran.
    pub regs: crate::cpu::Regs,
    /// The return-instance stack before it ran.
    pub ri: Vec<uprobes::uretprobe::ReturnInstance>,
    /// The 8-byte stack cells from [`LOG_STACK_BELOW`] bytes under sp (8-aligned) to
    /// [`LOG_STACK_ABOVE`] bytes over it, before it ran (`None`: unmapped).
    pub stack: Vec<Option<u64>>,
    /// The address of `stack[0]`.
    pub stack_base: u64,
    /// 16 bytes at each of the log's watched addresses ([`KernelConfig::log_watch`]),
    /// before it ran (`None`: unmapped).
    pub watched: Vec<Option<[u8; 16]>>,
}

/// Stack bytes under sp kept by each [`LoggedInsn`]: the red zone and the frames a
/// trampoline or signal pushes below it.
pub const LOG_STACK_BELOW: u64 = 256;
/// Stack bytes over sp kept by each [`LoggedInsn`].
pub const LOG_STACK_ABOVE: u64 = 128;

impl LoggedInsn {
    /// The 8 bytes at `addr` (8-aligned) before the instruction ran, if logged.
    pub fn stack_cell(&self, addr: u64) -> Option<u64> {
        let i = addr.checked_sub(self.stack_base)? / 8;
        self.stack.get(usize::try_from(i).ok()?).copied().flatten()
    }
}

/// Explain mode's instruction log: every instruction is counted, and the entries of a
/// window of them (by index; all without one) are kept, so a long run costs host memory
/// for the window only.
#[derive(Clone, Debug, Default)]
pub struct InsnLog {
    /// Which entries to keep (`None`: all).
    window: Option<std::ops::Range<usize>>,
    /// Addresses whose 16 bytes each kept entry records.
    watch: Vec<u64>,
    /// The kept entries, from index `window.start` (0 without a window).
    entries: Vec<LoggedInsn>,
    /// Instructions logged (kept or not).
    len: usize,
}

impl InsnLog {
    /// An empty log keeping the entries in `window` (all, for `None`).
    pub fn new(window: Option<std::ops::Range<usize>>, watch: Vec<u64>) -> InsnLog {
        InsnLog { window, watch, entries: Vec::new(), len: 0 }
    }

    /// Instructions logged, kept or not.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether none was.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The entry of instruction `i`, if kept.
    pub fn get(&self, i: usize) -> Option<&LoggedInsn> {
        let start = self.window.as_ref().map_or(0, |w| w.start);
        self.entries.get(i.checked_sub(start)?)
    }

    /// The kept entries, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, LoggedInsn> {
        self.entries.iter()
    }

    /// Logs the next instruction, building its entry only if the window keeps it.
    fn push_with(&mut self, entry: impl FnOnce(&[u64]) -> LoggedInsn) {
        if self.window.as_ref().is_none_or(|w| w.contains(&self.len)) {
            let e = entry(&self.watch);
            self.entries.push(e);
        }
        self.len += 1;
    }
}

/// State shared by every process of a run: what Linux keeps globally (the uprobe
/// consumers and their counts, the process table) or shares through inherited file
/// descriptors (stdout, stderr).
#[derive(Debug, Default)]
pub struct Shared {
    /// Registered consumers (global, like the kernel's uprobe registry).
    pub consumers: Vec<uprobes::ConsumerSlot>,
    /// Captured fd 1 (shared by every process): a sink that keeps a prefix.
    pub stdout: output::OutputStream,
    /// Captured fd 2.
    pub stderr: output::OutputStream,
    /// Simulated dmesg lines.
    pub dmesg: Vec<String>,
    /// Unknown syscalls by number, with how often each was made: at most
    /// [`MAX_UNKNOWN_SYSCALLS`] numbers (see [`Shared::count_unknown_syscall`]).
    pub unknown_syscalls: BTreeMap<u64, u64>,
    /// Unknown syscalls whose number did not fit in the table any more.
    pub unknown_syscalls_other: u64,
    /// Every process, by pid.
    pub procs: BTreeMap<u32, ProcEntry>,
    /// The file view (the mounted file system).
    pub view: fs::view::View,
    /// The system clock in virtual time (see [`time`]).
    pub clock: time::VirtualClock,
    /// Signals sent to a process by another one, until the receiver takes them.
    pub signals: BTreeMap<u32, Vec<crate::abi::sigframe::Siginfo>>,
    /// The thread scheduler's chooser and its recorded answers (one CPU for the run).
    pub sched: sched::Scheduler,
    /// The run's limit on committed guest memory ([`KernelConfig::mem_limit`]).
    pub mem_limit: u64,
}

/// Most distinct numbers [`Shared::unknown_syscalls`] holds; calls with a number beyond
/// them are counted in [`Shared::unknown_syscalls_other`].
pub const MAX_UNKNOWN_SYSCALLS: usize = 1024;

impl Shared {
    /// Counts an unknown syscall `nr`: by number while the table has room (or knows
    /// `nr`), in `unknown_syscalls_other` after, so a guest that tries every number
    /// costs bounded host memory.
    pub fn count_unknown_syscall(&mut self, nr: u64) {
        let room = self.unknown_syscalls.len() < MAX_UNKNOWN_SYSCALLS;
        match self.unknown_syscalls.get_mut(&nr) {
            Some(n) => *n += 1,
            None if room => {
                self.unknown_syscalls.insert(nr, 1);
            }
            None => self.unknown_syscalls_other += 1,
        }
    }
}

/// When the kernel should stop the run for the machine's caller (`Machine::run_until`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StopWhen {
    /// Run to the end.
    #[default]
    Never,
    /// When consumer `consumer` has run `n` times in all (its return handler if `ret`).
    Hit {
        /// The consumer.
        consumer: usize,
        /// Count return-handler runs instead of entry-handler runs.
        ret: bool,
        /// The count to stop at.
        n: u64,
    },
    /// After a system call with this number returned.
    Syscall(u64),
    /// At a guest control point ([`crate::abi::syscall::SYS_PROBESIM_CONTROL`]): any
    /// (`None`), or only the one with this number.
    ControlPoint(Option<u64>),
}

/// Why the kernel stopped the run (see [`StopWhen`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelStop {
    /// The consumer reached its count.
    Hit {
        /// The consumer.
        consumer: usize,
        /// Its count.
        n: u64,
    },
    /// The system call returned.
    Syscall(u64),
    /// The guest reached control point `n` (the call's first argument).
    ControlPoint(u64),
}

/// The shared state, owned jointly by every process's kernel.
pub type SharedRef = std::rc::Rc<std::cell::RefCell<Shared>>;

/// The simulated kernel of one process.
pub struct Kernel {
    /// The executable (the kernel reads probed instructions from the file).
    pub image: Image,
    /// pid (the thread group's id).
    pub pid: u32,
    /// Parent pid (0 for the first process).
    pub ppid: u32,
    /// The current thread's task (`current`); the others are in [`Kernel::threads`].
    pub task: Task,
    /// The address space.
    pub mm: Mm,
    /// Where the vDSO is, and what its data page holds (`mm->context.vdso`).
    pub vdso: vdso::VdsoState,
    /// uprobe state of the mm.
    pub uprobes: Uprobes,
    /// Every transition.
    pub trace: Trace,
    /// Set once the process is gone.
    pub exit: Option<Exit>,
    /// State shared with the other processes of the run.
    pub shared: SharedRef,
    /// A fork/vfork/clone waiting for the machine to create the child.
    pub pending_fork: Option<ForkRequest>,
    /// An `execve` past its checks, waiting for the machine ([`exec`]).
    pub pending_exec: Option<Box<exec::ExecPlan>>,
    /// Open files, working directory, and the call the process sleeps in.
    pub fs: fs::Fs,
    /// The seeded random stream.
    pub random: SeededRandom,
    /// The CPU model `cpuid` answers from.
    pub cpu: arch::x86::cpuid::CpuModel,
    /// The stream `rdrand` and `rdseed` read: apart from [`Kernel::random`], so that
    /// guest instructions do not change what `getrandom` returns.
    pub hw_random: SeededRandom,
    /// What the preset switches on.
    pub features: preset::Features,
    /// The red-zone watchdog.
    pub red_zone: redzone::RedZone,
    /// Explain mode: every instruction run, with the registers and the return-instance
    /// depth before it.
    pub insn_log: Option<InsnLog>,
    /// Return-probe statistics.
    pub ri_stats: uprobes::uretprobe::RiStats,
    /// With `capture_post_state`: (probe address, registers after the probed instruction).
    pub post_states: Vec<(u64, crate::cpu::Regs)>,
    capture_post_state: bool,
    /// The simulator's fast paths and their counters.
    pub fast: fastpath::FastPaths,
    /// When to stop the run for the machine's caller.
    pub stop_when: StopWhen,
    /// Why the run was stopped, until the machine takes it.
    pub stopped: Option<KernelStop>,
    /// Process attributes: name, ids, limits, robust list, rseq (see [`sys`]).
    pub sys: sys::SysState,
    /// Signal actions, mask, pending signals and alternate stack.
    pub sig: signal::SigState,
    /// The threads other than the current one, and the scheduler's state.
    pub threads: thread::Threads,
}

impl std::fmt::Debug for Kernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kernel").field("pid", &self.pid).field("exit", &self.exit).finish()
    }
}

/// A system call's return value for `-errno`.
pub(crate) fn neg(errno: i64) -> u64 {
    errno.wrapping_neg() as u64
}

impl Kernel {
    /// A kernel for `image` with the mechanics of `preset` (not yet mapped: the machine
    /// builds the address space).
    pub fn new(image: Image, cfg: &KernelConfig, preset: preset::Preset) -> Kernel {
        let shared = SharedRef::default();
        shared.borrow_mut().stdout = output::OutputStream::new(cfg.output_keep);
        shared.borrow_mut().stderr = output::OutputStream::new(cfg.output_keep);
        shared.borrow_mut().mem_limit = cfg.mem_limit;
        shared.borrow_mut().view = fs::view::View::new(cfg.root.as_deref(), cfg.exe.clone());
        shared.borrow_mut().view.exe_link = cfg.exe_link.clone();
        let fs = fs::Fs::new(cfg, &shared.borrow().view);
        Kernel {
            image,
            pid: PID,
            ppid: 0,
            task: Task::new(PID),
            mm: Mm::default(),
            vdso: vdso::VdsoState::default(),
            uprobes: Uprobes::default(),
            trace: {
                let mut t = Trace::with_limit(cfg.record_trace, cfg.trace_limit);
                if cfg.record_syscalls {
                    t.log_syscalls();
                }
                if cfg.record_stamps {
                    t.keep_stamps(cfg.trace_limit);
                }
                t
            },
            exit: None,
            shared,
            pending_fork: None,
            pending_exec: None,
            fs,
            random: SeededRandom::new(cfg.seed),
            cpu: cfg.cpu,
            hw_random: SeededRandom::new(cfg.seed ^ HW_RANDOM_STREAM),
            post_states: Vec::new(),
            features: preset::Features { variants: cfg.variants, ..preset.features() },
            red_zone: redzone::RedZone::default(),
            insn_log: cfg.log_insns.then(|| InsnLog::new(cfg.log_window.clone(), cfg.log_watch.clone())),
            ri_stats: uprobes::uretprobe::RiStats {
                alloc: uprobes::uretprobe::RiAccounting::new(cfg.ri_alloc),
                ..Default::default()
            },
            capture_post_state: cfg.capture_post_state,
            fast: fastpath::FastPaths::new(cfg.fast_paths && !cfg.log_insns),
            stop_when: StopWhen::Never,
            stopped: None,
            sys: sys::SysState::new(PID),
            sig: signal::SigState::default(),
            threads: thread::Threads::default(),
        }
    }

    /// Stops the run for the machine's caller (after the current hook).
    pub(crate) fn stop_for(&mut self, cpu: &mut dyn GuestCpu, why: KernelStop) {
        self.stopped = Some(why);
        cpu.request_stop();
    }

    /// A consumer ran: stop if it reached the count the caller waits for.
    pub(crate) fn note_hit(&mut self, cpu: &mut dyn GuestCpu, consumer: usize, ret: bool, count: u64) {
        if let StopWhen::Hit { consumer: c, ret: r, n } = self.stop_when {
            if c == consumer && r == ret && count == n {
                self.stop_for(cpu, KernelStop::Hit { consumer, n });
            }
        }
    }

    /// Records the state after a probed instruction completed, if asked to.
    pub(crate) fn note_post_state(&mut self, cpu: &dyn GuestCpu, vaddr: u64) {
        if self.capture_post_state {
            self.post_states.push((vaddr, cpu.regs()));
        }
    }

    /// Emits a trace event stamped with the current instruction count (read only when
    /// the trace records: otherwise the event is only counted).
    #[inline]
    pub(crate) fn event(&mut self, cpu: &dyn GuestCpu, rip: u64, kind: EventKind, what: impl FnOnce() -> TraceEvent) {
        if self.trace.recording() || self.trace.stamping() {
            let insn = cpu.insn_count();
            self.trace.emit(insn, rip, kind, what);
        } else {
            self.trace.tally(kind);
        }
    }
}

/// The CPU's and the kernel's answers to the traps of user mode: `exc_int3()`,
/// `exc_debug_user()`, `exc_divide_error()`, `exc_invalid_op()`, `exc_general_protection()`
/// and `exc_page_fault()` of `arch/x86/kernel/traps.c` and `arch/x86/mm/fault.c`.
///
/// # Differs from Linux
///
/// - `EFLAGS.AC` never raises #AC: the engine checks no alignment. Linux sets CR0.AM, so
///   a user access that is not aligned with AC set gets SIGBUS (`BUS_ADRALN`,
///   `exc_alignment_check()`); here it succeeds.
/// - `sysenter` is #UD (SIGILL), as AMD CPUs raise it in 64-bit mode. On Intel CPUs it
///   enters the kernel's compat entry (`entry_SYSENTER_compat`, `do_SYSENTER_32()`),
///   which takes sp from rbp and returns in 32-bit mode to the 32-bit vDSO's landing
///   pad, which a 64-bit process lacks: on a 6.18 Intel host the process is killed by
///   SIGSEGV before a handler runs. The engine has no 32-bit mode, so the simulator
///   gives the AMD answer for every CPU model.
/// - A user `iretq` is carried out here (the engine has no descriptor tables and raises
///   #GP for it): to a 64-bit frame with the user code and stack selectors (Linux's
///   `__USER_CS` 0x33 and `__USER_DS` 0x2b, or 0, which is what `mov %cs`/`mov %ss`
///   read in the engine) it returns as the CPU does; any other frame is #GP (SIGSEGV).
///   A return to 32-bit code (`__USER32_CS`) is not modelled: #GP. Only the first
///   `iretq` of a process is carried out: the engine never delivers an exception
///   itself, so it keeps the last one as in progress, and reports the next #GP as a
///   double fault (#DF), which stays SIGSEGV.
impl TrapHandler for Kernel {
    fn interrupt(&mut self, cpu: &mut dyn GuestCpu, vec: u32) {
        // rip is read where it is used (not for #BP, the probe hit, which reads its own).
        let rip = if vec == vector::BP { 0 } else { cpu.reg(Reg::Rip) };
        if vec == X86_TRAP_GP {
            match self.user_iretq(cpu, rip) {
                Some(Ok(())) => return self.exit_to_user_mode(cpu),
                Some(Err(err)) => {
                    // exc_general_protection(): SIGSEGV (SI_KERNEL), trap 13 with its code.
                    self.sig.trap = (13, err, self.sig.trap.2);
                    self.force_sig(cpu, Signal::Sigsegv, rip, SignalCause::Kernel("#GP in iretq"));
                    return self.exit_to_user_mode(cpu);
                }
                None => {}
            }
        }
        match vec {
            vector::BP => self.handle_swbp(cpu),
            vector::DB => {
                if !self.handle_singlestep(cpu) {
                    // exc_debug_user() → send_sigtrap(): TRAP_TRACE at the next ip.
                    let cause = SignalCause::Kernel("single-step trap (user TF)");
                    self.force_sig_fault(cpu, Signal::Sigtrap, TRAP_TRACE, rip, (1, 0, self.sig.trap.2), rip, cause);
                }
            }
            vector::DE => {
                let cause = SignalCause::Kernel("#DE divide error");
                self.force_sig_fault(cpu, Signal::Sigfpe, FPE_INTDIV, rip, (0, 0, self.sig.trap.2), rip, cause);
            }
            INT80_VECTOR => cpu.set_reg(Reg::Rax, neg(errno::ENOSYS)),
            _ => {
                // #GP from `int n` (error code: the IDT entry, n * 8 + 2): force_sig(SIGSEGV).
                self.sig.trap = (13, u64::from(vec) * 8 + 2, self.sig.trap.2);
                self.force_sig(cpu, Signal::Sigsegv, rip, SignalCause::Vector(vec));
            }
        }
        self.trap_exit_to_user_mode(cpu);
    }

    fn syscall(&mut self, cpu: &mut dyn GuestCpu) {
        self.entry_syscall(cpu);
    }

    #[inline(always)]
    fn syscall_direct<C: GuestCpu>(&mut self, cpu: &mut C) {
        self.entry_syscall(cpu);
    }

    fn invalid_opcode(&mut self, cpu: &mut dyn GuestCpu) {
        let rip = cpu.reg(Reg::Rip);
        if let Some(next) = icebp_end(cpu, rip) {
            return self.exc_debug_icebp(cpu, next);
        }
        let cause = SignalCause::Kernel("#UD invalid opcode");
        self.force_sig_fault(cpu, Signal::Sigill, ILL_ILLOPN, rip, (6, 0, self.sig.trap.2), rip, cause);
    }

    fn watched(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        if let Some(log) = self.insn_log.as_mut() {
            let ri = &self.task.utask.return_instances;
            log.push_with(|watch| {
                let mut bytes = [0u8; 16];
                cpu.read(addr, &mut bytes);
                let regs = cpu.regs();
                let stack_base = (regs.rsp & !7).wrapping_sub(LOG_STACK_BELOW);
                let stack = (0..(LOG_STACK_BELOW + LOG_STACK_ABOVE) / 8)
                    .map(|i| {
                        let mut b = [0u8; 8];
                        cpu.read(stack_base.wrapping_add(8 * i), &mut b).then(|| u64::from_le_bytes(b))
                    })
                    .collect();
                let watched = watch
                    .iter()
                    .map(|a| {
                        let mut b = [0u8; 16];
                        cpu.read(*a, &mut b).then_some(b)
                    })
                    .collect();
                LoggedInsn { addr, bytes, regs, ri: ri.clone(), stack, stack_base, watched }
            });
            self.trace.step = log.len();
        }
        self.red_zone_watched(cpu, addr);
    }

    fn shadowed(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        self.fastpath_shadowed(cpu, addr);
    }

    #[inline(always)]
    fn shadowed_direct<C: GuestCpu>(&mut self, cpu: &mut C, addr: u64) {
        self.fastpath_shadowed(cpu, addr);
    }

    /// A page fault (`do_user_addr_fault()` → `bad_area()`): SIGSEGV with
    /// `SEGV_MAPERR` (no mapping) or `SEGV_ACCERR` (not permitted), `si_addr` the
    /// address, and the frame's `err` the page-fault error code (present, write, user,
    /// instruction fetch).
    fn mem_fault(&mut self, cpu: &mut dyn GuestCpu, access: Access, kind: FaultKind, addr: u64) {
        let rip = cpu.reg(Reg::Rip);
        let (code, present) = match kind {
            FaultKind::Unmapped => (SEGV_MAPERR, 0),
            FaultKind::Protection => (SEGV_ACCERR, 1),
        };
        let err = present
            | 4
            | match access {
                Access::Read => 0,
                Access::Write => 2,
                Access::Fetch => 16,
            };
        let cause = SignalCause::Fault { access, kind, addr };
        self.force_sig_fault(cpu, Signal::Sigsegv, code, addr, (14, err, addr), rip, cause);
    }

    fn cpuid(&mut self, leaf: u32, subleaf: u32) -> [u32; 4] {
        self.cpu.cpuid(leaf, subleaf)
    }

    fn rdtsc(&mut self, insns: u64) -> (u64, u32) {
        (arch::x86::cpuid::tsc_at(insns), arch::x86::cpuid::TSC_AUX)
    }

    fn hw_random(&mut self, _seed: bool) -> u64 {
        let mut b = [0u8; 8];
        self.hw_random.fill(&mut b);
        u64::from_le_bytes(b)
    }
}

/// The end of the `icebp` (`int1`, 0xf1, after any legacy or REX prefixes) at `rip`, if
/// that is what is there. The engine decodes it as invalid.
fn icebp_end(cpu: &dyn GuestCpu, rip: u64) -> Option<u64> {
    let mut bytes = [0u8; 15];
    if !cpu.read(rip, &mut bytes) {
        // The instruction may end before a page that is not there: read it byte by byte.
        for (i, b) in bytes.iter_mut().enumerate() {
            if !cpu.read(rip.wrapping_add(i as u64), std::slice::from_mut(b)) {
                break;
            }
        }
    }
    let prefix =
        |b: u8| matches!(b, 0x26 | 0x2e | 0x36 | 0x3e | 0x64 | 0x65 | 0x66 | 0x67 | 0xf0 | 0xf2 | 0xf3 | 0x40..=0x4f);
    let n = bytes.iter().take_while(|b| prefix(**b)).count();
    (bytes.get(n) == Some(&0xf1)).then(|| rip.wrapping_add(n as u64 + 1))
}

/// `RFLAGS` bits an `iretq` at CPL 3 takes from its frame: CF, PF, AF, ZF, SF, TF, DF,
/// OF, NT, RF, AC, ID (IF and IOPL stay: IOPL is 0; VM, VIF and VIP are not used in
/// 64-bit mode).
const IRET_USER_FLAGS: u64 =
    0x1 | 0x4 | 0x10 | 0x40 | 0x80 | 0x100 | 0x400 | 0x800 | 0x4000 | 0x1_0000 | 0x4_0000 | 0x20_0000;

/// The #GP vector (`X86_TRAP_GP`).
const X86_TRAP_GP: u32 = 13;

/// RFLAGS.NT: an `iretq` with it set is a task return, #GP in 64-bit mode.
const X86_EFLAGS_NT: u64 = 0x4000;

/// Linux's user code selector (`__USER_CS`) and stack selector (`__USER_DS`).
const USER_SELECTORS: ([u64; 2], [u64; 2]) = ([0x33, 0], [0x2b, 0]);

impl Kernel {
    /// Models `exc_debug_user()` for an `icebp`: DR6 gives no reason, so it is a user
    /// `int1`, and `send_sigtrap()` sends SIGTRAP with `TRAP_BRKPT`, `si_addr` the next
    /// instruction (a trap: the frame's ip is after it), trap number 1 and error code 0.
    fn exc_debug_icebp(&mut self, cpu: &mut dyn GuestCpu, next: u64) {
        cpu.set_reg(Reg::Rip, next);
        let cause = SignalCause::Kernel("icebp (int1) debug trap");
        self.force_sig_fault(cpu, Signal::Sigtrap, TRAP_BRKPT, next, (1, 0, self.sig.trap.2), next, cause);
    }

    /// A user-mode `iretq` at `rip` that the engine refused (#GP), carried out as the CPU
    /// does to a CPL-3 frame (see the `TrapHandler` impl's differences): pops rip, cs,
    /// rflags, rsp and ss. `None` when `rip` is not an `iretq` or the frame cannot be
    /// read (the engine's #GP stands); `Some(Err(code))` for the CPU's #GP with its error
    /// code: a selector that is not a 64-bit user one (the selector, RPL bits clear), a
    /// rip that is not canonical, or NT set (0).
    fn user_iretq(&mut self, cpu: &mut dyn GuestCpu, rip: u64) -> Option<Result<(), u64>> {
        let mut insn = [0u8; 2];
        if !cpu.read(rip, &mut insn) || !matches!(insn, [0x48..=0x4f, 0xcf]) {
            return None;
        }
        let rsp = cpu.reg(Reg::Rsp);
        let mut frame = [0u8; 40];
        if !cpu.read(rsp, &mut frame) {
            return None;
        }
        let word = |i: usize| u64::from_le_bytes(frame[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8]));
        let (new_rip, cs, flags, new_rsp, ss) = (word(0), word(1), word(2), word(3), word(4));
        let canonical = |a: u64| !(1 << 47..0xffff_8000_0000_0000).contains(&a);
        let old = cpu.reg(Reg::Rflags);
        if old & X86_EFLAGS_NT != 0 {
            return Some(Err(0));
        }
        if !USER_SELECTORS.0.contains(&cs) {
            return Some(Err(cs & 0xfffc));
        }
        if !USER_SELECTORS.1.contains(&ss) {
            return Some(Err(ss & 0xfffc));
        }
        if !canonical(new_rip) {
            return Some(Err(0));
        }
        cpu.set_reg(Reg::Rflags, (old & !IRET_USER_FLAGS) | (flags & IRET_USER_FLAGS) | 2);
        cpu.set_reg(Reg::Rsp, new_rsp);
        cpu.set_reg(Reg::Rip, new_rip);
        Some(Ok(()))
    }
}
