//! The machine: CPU + simulated kernel + the loaded program, and the run report.
//!
//! `Machine::new` does what `execve` does for a static binary (map the segments, build
//! the initial stack), `Machine::attach` registers probes, `Machine::run` runs to exit.
//! `Machine::reset` puts the machine back to just after `execve`, on the same CPU engine,
//! for suites that run many cases of one program.
//!
//! Invariant: a reset machine and a fresh one built from the same image and
//! configuration are indistinguishable to everything after them (attach, run, report);
//! a test compares their reports byte for byte over the catalog and every preset.
//!
//! This file holds the configuration, the errors, the machine's state and its report;
//! `exec.rs` makes a machine from an image and resets it, `attach.rs` attaches and
//! detaches probes, `procs.rs` runs the processes (which runs next, fork, deadlock).

mod attach;
mod exec;
mod procs;
mod spare;

pub use spare::spare_machines;

use crate::cpu::{Cpu, CpuError, Reg, Snapshot};
use crate::kernel::mm::Mm;
use crate::kernel::uprobes::{ConsumerId, UprobeConsumer};
use crate::kernel::{Exit, Kernel, KernelConfig, SeededRandom};
use crate::loader::{Image, LoadError};
use crate::report::{hex_digest, raw_unless_utf8};
use crate::spec::{ProbeKind, SpecError};
use crate::trace::EventKind;

/// The report types live in [`crate::report`]; these names stay here for existing users.
pub use crate::report::{BlockedProcess, OptimizedStats, ProbeReport, Report, SITE_BYTES};

/// Default instruction budget.
pub const DEFAULT_MAX_INSNS: u64 = 2_000_000_000;

/// Everything that can go wrong on the host side of a run.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SimError {
    /// The executable could not be loaded.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// A probe spec is bad.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// The CPU layer failed.
    #[error(transparent)]
    Cpu(#[from] CpuError),
    /// The run's processes together ran past the budget (`RunConfig::max_insns`).
    #[error("instruction budget of {budget} exhausted at rip={rip:#x} (raise `RunConfig::max_insns`)")]
    Budget {
        /// The budget.
        budget: u64,
        /// Where the guest was.
        rip: u64,
    },
    /// Anything else about the setup.
    #[error("{0}")]
    Setup(String),
    /// A spec's PATH names another program than the machine's.
    #[error("probe spec `{spec}` names `{path}`, but the target is `{target}`")]
    PathMismatch {
        /// The spec.
        spec: String,
        /// Its PATH.
        path: String,
        /// The machine's program.
        target: String,
    },
    /// A probe was attached after the run ended (attach before [`Machine::run`], or
    /// while [`Machine::run_until`] has it stopped).
    #[error("`{spec}` attached after the run ended: attach before Machine::run or at a Machine::run_until stop")]
    AttachAfterRun {
        /// The spec.
        spec: String,
    },
    /// A `uprobe_multi` link (a pattern spec, or [`Machine::attach_uprobe_multi`]) was
    /// refused; nothing of it stayed attached.
    #[error(transparent)]
    Multi(#[from] crate::attach::UprobeMultiError),
    /// A report was asked for before the machine ran.
    #[error("no report before Machine::run")]
    NotRun,
    /// A [`ProbeHandle`] used on a machine that did not attach it, or after the
    /// [`Machine::reset`] that detached its probe.
    #[error("{why}")]
    StaleHandle {
        /// Which of the two, in words.
        why: &'static str,
    },
    /// The machine's program already ran to its end: [`Machine::reset`] puts it back to
    /// run again.
    #[error("the machine already ran to its end: Machine::reset puts it back to run again")]
    AlreadyRan,
    /// The consumer cannot serve the spec's kind: a `uretprobe:` spec needs a consumer
    /// whose `has_ret_handler()` is true, a `uprobe:`/`usdt:` spec one whose
    /// `has_handler()` is true.
    #[error("`{spec}`: {why}")]
    ConsumerKind {
        /// The spec.
        spec: String,
        /// What is missing.
        why: &'static str,
    },
}

pub use crate::kernel::preset::Preset;

/// Run configuration.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Kernel preset.
    pub preset: Preset,
    /// Instruction budget of the whole run: every process's instructions together.
    pub max_insns: u64,
    /// Allow probes at non-boundary offsets.
    pub allow_unsafe: bool,
    /// argv (`argv[0]` included).
    pub argv: Vec<String>,
    /// envp.
    pub envp: Vec<String>,
    /// Kernel settings (stdin, seed, trace recording).
    pub kernel: KernelConfig,
    /// Engine native-count mode (the default): the budget is enforced by the block
    /// counter, exactly, with no per-instruction count hook. Off: Unicorn's own
    /// instruction count enforces it (the same reports, about 5x slower on real programs;
    /// kept for the tests that compare the two).
    pub native_count: bool,
    /// Count guest instructions (default). Off only takes effect with `native_count`:
    /// guest code then runs with no hook at all, at Unicorn's own speed; the report's
    /// `instructions` and every instruction stamp (trace, red-zone writes) are 0, and
    /// `max_insns` is not enforced. Everything else is the same. For guests known to
    /// end: `probesim bench` runs its triggers this way.
    pub count_insns: bool,
    /// How the counting consumers of [`Machine::attach`] are attached (system-wide by
    /// default, as bpftrace does; see [`crate::consumers::Scope`]).
    pub scope: crate::consumers::Scope,
    /// Makes each run's thread-scheduling chooser (round-robin by default; see
    /// [`crate::kernel::sched`] and [`Machine::set_chooser`]).
    pub chooser: crate::kernel::sched::ChooserFactory,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            preset: Preset::default(),
            max_insns: DEFAULT_MAX_INSNS,
            allow_unsafe: false,
            argv: vec!["prog".to_string()],
            envp: Vec::new(),
            kernel: KernelConfig::default(),
            native_count: true,
            count_insns: true,
            scope: crate::consumers::Scope::default(),
            chooser: crate::kernel::sched::ChooserFactory::default(),
        }
    }
}

/// A probe attached by spec, for the report.
#[derive(Clone, Debug)]
pub struct AttachedProbe {
    /// The spec as given.
    pub spec: String,
    /// Resolved address.
    pub address: u64,
    /// File offset.
    pub offset: u64,
    /// The consumer.
    pub consumer: ConsumerId,
    /// Entry or return probe.
    pub kind: ProbeKind,
    /// For a site of a pattern spec or a `uprobe_multi` link: the spec as given (or
    /// the link's name), shared by all of its sites.
    pub group: Option<std::rc::Rc<str>>,
}

/// A loaded program ready to run.
#[derive(Debug)]
pub struct Machine {
    /// The first process. (Taken by `Drop`, which may keep the machine for a later
    /// [`Machine::new`]: see `spare.rs`.)
    cpu: spare::Held<Cpu<Kernel>>,
    /// Processes it (or they) created that exited, in the order they exited.
    children: Vec<Finished>,
    cfg: RunConfig,
    probes: Vec<AttachedProbe>,
    /// `run` or `run_until` was called.
    ran: bool,
    /// The first process has exited (or the run failed): nothing more can be attached.
    finished: bool,
    /// The last run stopped at the instruction budget ([`SimError::Budget`]).
    budget_exhausted: bool,
    /// Children still running, oldest first (see [`Machine::run`] for who runs).
    running: Vec<Running>,
    /// The process on the CPU (its pid): it runs until the scheduler picks a task of
    /// another one.
    on: u32,
    /// The task that ran last (the `current` of the next question).
    on_tid: u32,
    /// While the run has two or more tasks, the run-wide instruction count at which the
    /// running one's quantum ends (then [`SchedPoint::Tick`] is asked).
    ///
    /// [`SchedPoint::Tick`]: crate::kernel::sched::SchedPoint::Tick
    slice_end: Option<u64>,
    /// The processes a deadlock ended (every live process blocked).
    deadlock: Vec<BlockedProcess>,
    /// The program's name, if known: specs must name it ([`Machine::with_target`]).
    target: Option<crate::target::Target>,
    /// The state just after `execve`, for [`Machine::reset`].
    execed: std::rc::Rc<Execed>,
    /// Files other than the program that specs named, parsed, by PATH as written
    /// (`None`: no file there).
    other_files: std::collections::BTreeMap<String, Option<crate::target::Library>>,
    /// This machine and its life since the last reset, stamped on every handle.
    stamp: HandleStamp,
    /// What the run's chooser answered, for the report's schedule token (`None`: the
    /// chooser was replaced mid-run).
    record: Option<std::rc::Rc<std::cell::RefCell<crate::report::recording::Record>>>,
    /// Whether a drop may keep it for a later [`Machine::new`] (not after its reset
    /// failed).
    spare: bool,
}

/// Which machine, and which of its lives, a [`ProbeHandle`] was made in: a handle is
/// good only on the machine that attached it and until that machine's next
/// [`Machine::reset`] (which detaches every probe).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandleStamp {
    /// Unique among the machines of this host process.
    machine: u64,
    /// Resets so far.
    generation: u64,
}

impl HandleStamp {
    fn fresh() -> HandleStamp {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        HandleStamp { machine: NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed), generation: 0 }
    }
}

/// What `execve` left that [`Machine::reset`] cannot rebuild from the configuration:
/// the CPU's state, and the kernel's address space and random stream.
#[derive(Debug)]
struct Execed {
    cpu: Snapshot,
    mm: Mm,
    random: SeededRandom,
    /// The task's name after exec.
    comm: std::rc::Rc<str>,
    /// The vDSO exec mapped, and its data page as exec wrote it.
    vdso: crate::kernel::vdso::VdsoState,
}

/// A probe attached by [`Machine::attach_consumer`] (or [`Machine::attach`]): reads its
/// hits ([`Machine::hits`]) and, typed, its consumer ([`Machine::consumer`]) after the
/// run. `C` is the consumer's type; [`Machine::attach`] and [`Machine::attach_with`] give
/// an untyped handle (`ProbeHandle<dyn Any>`), which reads hits only.
///
/// A handle is good on the machine that attached its probe, until that machine's next
/// [`Machine::reset`]: on another machine, or after a reset, the `try_` readers give
/// [`SimError::StaleHandle`] and the others panic with that message; neither ever
/// answers with another probe's data.
pub struct ProbeHandle<C: ?Sized = dyn std::any::Any> {
    id: ConsumerId,
    kind: ProbeKind,
    stamp: HandleStamp,
    _consumer: std::marker::PhantomData<fn() -> Box<C>>,
}

impl<C: ?Sized> ProbeHandle<C> {
    fn new(id: ConsumerId, kind: ProbeKind, stamp: HandleStamp) -> Self {
        ProbeHandle { id, kind, stamp, _consumer: std::marker::PhantomData }
    }

    /// The same handle, typed as `D` (the caller knows the consumer is a `D`).
    fn cast<D: ?Sized>(self) -> ProbeHandle<D> {
        ProbeHandle::new(self.id, self.kind, self.stamp)
    }

    /// The consumer's id in the kernel's registry.
    pub fn id(&self) -> ConsumerId {
        self.id
    }

    /// The spec's kind.
    pub fn kind(&self) -> ProbeKind {
        self.kind
    }
}

impl<C: ?Sized> Clone for ProbeHandle<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: ?Sized> Copy for ProbeHandle<C> {}

impl<C: ?Sized> std::fmt::Debug for ProbeHandle<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProbeHandle").field("id", &self.id).field("kind", &self.kind).finish_non_exhaustive()
    }
}

/// Which process: the first, or a running child by index in `Machine::running`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Who {
    First,
    Child(usize),
}

/// A child process that exited: its kernel state (trace, counts, return-instance
/// statistics) without its address space, and its instruction count. Its CPU engine and
/// guest pages were released at its exit.
struct Finished {
    kernel: Kernel,
    insns: u64,
}

impl std::fmt::Debug for Finished {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Finished").field("pid", &self.kernel.pid).field("insns", &self.insns).finish()
    }
}

/// A child process still running, with the request that created it.
#[derive(Debug)]
struct Running {
    cpu: Cpu<Kernel>,
    req: crate::kernel::ForkRequest,
}

/// What [`Machine::run_until`] waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// The first process's exit.
    Exit,
    /// The probe's `n`th hit in all (return-handler runs for a uretprobe). The run
    /// stops when the whole hit is handled: after every consumer at that site ran its
    /// handler (the kernel's `handler_chain`, or its return chain), with ip where the
    /// task goes on.
    Hit {
        /// The probe.
        probe: crate::consumers::ConsumerId,
        /// Whether the handle is a uretprobe's.
        ret: bool,
        /// The count.
        n: u64,
        /// The handle's machine and generation, checked by [`Machine::run_until`]
        /// (`None` for a bare [`crate::consumers::ConsumerId`]).
        stamp: Option<HandleStamp>,
    },
    /// The running process has started `n` instructions in all.
    Insns(u64),
    /// A system call with this number returned.
    Syscall(u64),
    /// The guest reached a control point (`syscall(SYS_PROBESIM_CONTROL, n)`), any `n`.
    ControlPoint,
    /// The guest reached control point `n` (the others run on).
    ControlPointN(u64),
}

impl Until {
    /// The `n`th hit of the probe behind `h`.
    /// ([`Machine::run_until`] answers [`SimError::StaleHandle`] if `h` is not a current
    /// handle of its machine).
    pub fn hit<C: ?Sized>(h: &ProbeHandle<C>, n: u64) -> Until {
        Until::Hit { probe: h.id(), ret: h.kind() == ProbeKind::Uretprobe, n, stamp: Some(h.stamp) }
    }
}

/// Why [`Machine::run_until`] returned (the rust-vmm `VcpuExit` style): the machine can
/// be changed (probes attached or detached) and run on from there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Stop {
    /// The first process exited.
    Exited(Exit),
    /// The probe reached its count.
    Hit {
        /// The probe.
        probe: crate::consumers::ConsumerId,
        /// The count.
        n: u64,
    },
    /// The running process started this many instructions.
    Insns(u64),
    /// The system call returned.
    Syscall(u64),
    /// The guest reached control point `n` (pid `pid`).
    ControlPoint {
        /// The control point's number (the call's first argument).
        n: u64,
        /// The process that reached it.
        pid: u32,
    },
}

/// One consumer's counts ([`Machine::consumer_counts`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct ConsumerCounts {
    /// Times its entry handler ran.
    pub hits: u64,
    /// Times its return handler ran.
    pub ret_hits: u64,
    /// Whether it is attached now (not detached, and its attach not refused).
    pub active: bool,
}

impl Drop for Machine {
    /// Keeps the machine for this thread's next [`Machine::new`] of the same image and
    /// configuration (`spare.rs`), unless its engine is in the middle of a run (a panic
    /// unwinding through it) or its reset failed.
    fn drop(&mut self) {
        let Some(mut cpu) = self.cpu.take() else { return };
        if !self.spare || std::thread::panicking() || !cpu.settle() {
            return;
        }
        // The caller's objects go now, with the machine: the output sinks, the
        // consumers and the chooser.
        {
            let mut sh = cpu.handler().shared.borrow_mut();
            drop(sh.stdout.take_sink());
            drop(sh.stderr.take_sink());
            sh.consumers.clear();
            sh.sched.chooser = Box::new(crate::kernel::sched::RoundRobin);
        }
        let cfg = RunConfig { chooser: Default::default(), ..std::mem::take(&mut self.cfg) };
        spare::keep(spare::Spare { cpu, execed: self.execed.clone(), cfg });
    }
}

impl Machine {
    /// The CPU engine's work so far for the first process (hooks tried, translations
    /// made: [`crate::cpu::EngineWork`]): deterministic counts for tests that guard how
    /// attaching and running scale with the number of probes. Compare two readings of
    /// one machine: the counts are the engine's since it was opened, and an engine a
    /// dropped machine left to this thread (see [`crate::cpu::Cpu::with_modes`]) also
    /// tries the hooks its earlier machines installed.
    pub fn engine_work(&self) -> crate::cpu::EngineWork {
        self.cpu.engine_work()
    }

    /// The simulated kernel of the first process: its internals, for this crate's tests
    /// and `explain`; not promised (see [`Machine::dmesg`], [`Machine::uprobe_count`] and
    /// [`Machine::consumer_counts`] for what is).
    #[doc(hidden)]
    pub fn kernel(&self) -> &Kernel {
        self.cpu.handler()
    }

    /// The kernel log so far, a line per message (`dmesg`), of every process of the
    /// machine: the uprobe warnings Linux prints (`ref_ctr going negative`, `omit
    /// uretprobe due to nestedness limit`, ...) in the kernel's words.
    pub fn dmesg(&self) -> Vec<String> {
        self.kernel().shared.borrow().dmesg.clone()
    }

    /// Every system call the run's threads made so far, in the order they returned,
    /// with their arguments and results (the uprobe calls 335 and 336 left out); `None`
    /// unless `KernelConfig::record_syscalls` was set.
    pub fn syscall_log(&self) -> Option<crate::trace::SyscallLog> {
        self.kernel().trace.syscall_log()
    }

    /// How many uprobes the first process's registry holds: one per probed address
    /// (`struct uprobe`), however many consumers share it.
    pub fn uprobe_count(&self) -> usize {
        self.kernel().uprobes.probes.len()
    }

    /// Every consumer ever registered on the machine, in registration order (a
    /// [`ProbeHandle`]'s order): its hits and whether it is attached now.
    pub fn consumer_counts(&self) -> Vec<ConsumerCounts> {
        let shared = self.kernel().shared.borrow();
        shared
            .consumers
            .iter()
            .map(|c| ConsumerCounts { hits: c.hits, ret_hits: c.ret_hits, active: c.active })
            .collect()
    }

    /// The first process's kernel and CPU, for the crate's unit tests.
    #[cfg(test)]
    pub(crate) fn with_kernel<R>(&mut self, f: impl FnOnce(&mut Kernel, &mut dyn crate::cpu::GuestCpu) -> R) -> R {
        self.cpu.with_handler(f)
    }

    /// The loaded image.
    pub fn image(&self) -> &Image {
        &self.cpu.handler().image
    }

    /// The instruction stamps of the run's probe-path events (traps and handlers), in
    /// the order the report's trace lists them (the first process, then the others),
    /// when [`KernelConfig::record_stamps`] is set; empty otherwise.
    pub fn probe_path_stamps(&self) -> Vec<u64> {
        self.processes().flat_map(|(k, _)| k.trace.stamps().iter().copied()).collect()
    }

    /// Every process of the run with its instruction count: the first, those that
    /// exited (in the order they did), those still running.
    fn processes(&self) -> impl Iterator<Item = (&Kernel, u64)> {
        std::iter::once((self.kernel(), self.cpu.insn_count()))
            .chain(self.children.iter().map(|c| (&c.kernel, c.insns)))
            .chain(self.running.iter().map(|r| (r.cpu.handler(), r.cpu.insn_count())))
    }

    /// Sends every byte the guest writes to `stream` from now on to `sink` too (the
    /// report keeps only the first `KernelConfig::output_keep`). The sink stays across
    /// [`Machine::reset`]. Its first write error is kept for [`Machine::flush_output`].
    pub fn set_output_sink(
        &mut self,
        stream: crate::kernel::fs::file::Stream,
        sink: crate::kernel::output::OutputSink,
    ) {
        let mut sh = self.kernel().shared.borrow_mut();
        match stream {
            crate::kernel::fs::file::Stream::Stdout => sh.stdout.set_sink(sink),
            crate::kernel::fs::file::Stream::Stderr => sh.stderr.set_sink(sink),
        }
    }

    /// Flushes the output sinks; the first write error of either (and which stream).
    pub fn flush_output(&mut self) -> Result<(), (crate::kernel::fs::file::Stream, std::io::Error)> {
        use crate::kernel::fs::file::Stream;
        let mut sh = self.kernel().shared.borrow_mut();
        sh.stdout.flush().map_err(|e| (Stream::Stdout, e))?;
        sh.stderr.flush().map_err(|e| (Stream::Stderr, e))
    }

    /// The report of the state as it is now, before or after the run (for comparisons
    /// of attach and detach effects; [`Machine::report`] is the one after a run).
    pub fn report_snapshot(&self, target: &str) -> Report {
        self.report_now(target)
    }

    /// Whether `h` was made by this machine since its last reset
    /// ([`SimError::StaleHandle`] if not).
    pub fn check_handle<C: ?Sized>(&self, h: &ProbeHandle<C>) -> Result<(), SimError> {
        self.check_stamp(h.stamp)
    }

    fn check_stamp(&self, stamp: HandleStamp) -> Result<(), SimError> {
        if stamp.machine != self.stamp.machine {
            Err(SimError::StaleHandle { why: "this ProbeHandle belongs to another Machine" })
        } else if stamp.generation != self.stamp.generation {
            Err(SimError::StaleHandle {
                why: "this ProbeHandle is stale: its machine was reset after the probe was attached (a reset detaches every probe)",
            })
        } else {
            Ok(())
        }
    }

    /// [`Machine::check_handle`], as the panic the infallible readers document.
    fn expect_handle<C: ?Sized>(&self, h: &ProbeHandle<C>) {
        if let Err(e) = self.check_handle(h) {
            panic!("{e}");
        }
    }

    /// How often the probe fired: entry-handler runs for an entry probe, return-handler
    /// runs for a uretprobe (counted over every process of the run).
    ///
    /// # Panics
    /// If `h` is stale or another machine's ([`Machine::try_hits`] returns the error).
    pub fn hits<C: ?Sized>(&self, h: &ProbeHandle<C>) -> u64 {
        self.try_hits(h).unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`Machine::hits`], or [`SimError::StaleHandle`].
    pub fn try_hits<C: ?Sized>(&self, h: &ProbeHandle<C>) -> Result<u64, SimError> {
        self.check_handle(h)?;
        let sh = self.kernel().shared.borrow();
        let slot = &sh.consumers[h.id.0];
        Ok(match h.kind {
            ProbeKind::Uprobe | ProbeKind::Usdt => slot.hits,
            ProbeKind::Uretprobe => slot.ret_hits,
        })
    }

    /// The consumer behind a typed handle, as it is now (after the run: with everything
    /// it recorded).
    ///
    /// # Panics
    /// If `h` is stale or another machine's ([`Machine::try_consumer`] returns the error).
    pub fn consumer<C: UprobeConsumer>(&self, h: &ProbeHandle<C>) -> std::cell::Ref<'_, C> {
        self.try_consumer(h).unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`Machine::consumer`], or [`SimError::StaleHandle`].
    pub fn try_consumer<C: UprobeConsumer>(&self, h: &ProbeHandle<C>) -> Result<std::cell::Ref<'_, C>, SimError> {
        self.check_handle(h)?;
        Ok(std::cell::Ref::map(self.kernel().shared.borrow(), |sh| {
            let any: &dyn std::any::Any = sh.consumers[h.id.0].consumer.as_ref();
            // This machine attached a C under this id in this generation (checked above).
            any.downcast_ref::<C>().unwrap_or_else(|| unreachable!("a current ProbeHandle<C> names a C"))
        }))
    }

    /// The consumer behind a typed handle, mutably (e.g. to reset it between runs).
    ///
    /// # Panics
    /// If `h` is stale or another machine's.
    pub fn consumer_mut<C: UprobeConsumer>(&self, h: &ProbeHandle<C>) -> std::cell::RefMut<'_, C> {
        self.expect_handle(h);
        std::cell::RefMut::map(self.kernel().shared.borrow_mut(), |sh| {
            let any: &mut dyn std::any::Any = sh.consumers[h.id.0].consumer.as_mut();
            any.downcast_mut::<C>().unwrap_or_else(|| unreachable!("a current ProbeHandle<C> names a C"))
        })
    }

    /// The return instances pending in task `tid` of the first process (its
    /// `utask->return_instances`, oldest first; any of its threads); empty for an
    /// unknown tid.
    pub fn return_instances(&self, tid: u32) -> Vec<crate::kernel::uprobes::uretprobe::ReturnInstance> {
        self.kernel().thread_task(tid).map(|t| t.utask.return_instances.clone()).unwrap_or_default()
    }

    /// Replaces the thread-scheduling chooser for the rest of the run (before
    /// [`Machine::run`], or at a [`Machine::run_until`] stop); [`Machine::reset`] goes
    /// back to [`RunConfig::chooser`]'s.
    ///
    /// The chooser is recorded, so the report's `schedule_token` replays the run; a
    /// chooser replaced at a stop makes a run no one token names (the report has none).
    pub fn set_chooser(&mut self, chooser: Box<dyn crate::kernel::sched::Chooser>) {
        let chooser = if self.ran {
            self.record = None;
            chooser
        } else {
            let (rec, record) = self.recorded(chooser);
            self.record = Some(record);
            rec
        };
        self.kernel().shared.borrow_mut().sched.chooser = chooser;
    }

    /// `chooser` wrapped in a recording, and its record.
    pub(super) fn recorded(
        &self,
        chooser: Box<dyn crate::kernel::sched::Chooser>,
    ) -> (Box<dyn crate::kernel::sched::Chooser>, std::rc::Rc<std::cell::RefCell<crate::report::recording::Record>>)
    {
        use crate::report::recording::{Boxed, Recording};
        let (rec, record) = Recording::new(Boxed(chooser), crate::kernel::sched::DEFAULT_QUANTUM);
        (Box::new(rec), record)
    }

    /// Every thread-scheduling decision so far, in order (the chooser's answers; see
    /// [`crate::kernel::sched`]). Empty for a run in which two threads never could run
    /// at once.
    pub fn decisions(&self) -> std::cell::Ref<'_, [crate::kernel::sched::Taken]> {
        std::cell::Ref::map(self.kernel().shared.borrow(), |sh| sh.sched.taken.as_slice())
    }

    /// Probes attached by spec.
    pub fn attached(&self) -> &[AttachedProbe] {
        &self.probes
    }

    /// Reads a register (between runs).
    pub fn reg(&self, r: Reg) -> u64 {
        self.cpu.reg(r)
    }

    /// Reads guest memory (between runs).
    pub fn read(&self, addr: u64, buf: &mut [u8]) -> bool {
        self.cpu.read(addr, buf)
    }

    /// Builds the report after [`Machine::run`] (also after a run that ended in an
    /// error, such as a spent budget: the report then shows the state so far).
    /// Before the run it is [`SimError::NotRun`].
    ///
    /// `target` is only the name the report gives the program (its `target` field):
    /// nothing else depends on it. An empty one takes the machine's own name where it
    /// has one (its [`crate::target::Target`]: `sim:NAME`, the file's path, the
    /// program's name), else stays empty.
    pub fn report(&self, target: &str) -> Result<Report, SimError> {
        if !self.ran {
            return Err(SimError::NotRun);
        }
        if target.is_empty() {
            if let Some(t) = &self.target {
                return Ok(self.report_now(&t.display()));
            }
        }
        Ok(self.report_now(target))
    }

    /// The report of the state as it is, whether or not the machine ran.
    pub(crate) fn report_now(&self, target: &str) -> Report {
        let k = self.kernel();
        let sh = k.shared.borrow();
        let procs: Vec<(&Kernel, u64)> = self.processes().collect();
        let probes = self
            .probes
            .iter()
            .map(|p| {
                let up = k.uprobes.at(p.address);
                let slot = &sh.consumers[p.consumer.0];
                let reason =
                    slot.refused.clone().or_else(|| up.and_then(|u| u.arch.as_ref().err().map(|r| r.to_string())));
                ProbeReport {
                    spec: p.spec.clone(),
                    address: p.address,
                    installed: reason.is_none(),
                    reason,
                    hits: match p.kind {
                        ProbeKind::Uprobe | ProbeKind::Usdt => slot.hits,
                        ProbeKind::Uretprobe => slot.ret_hits,
                    },
                    site_bytes: {
                        let mut b = [0u8; SITE_BYTES];
                        self.cpu.read(p.address, &mut b).then(|| b.to_vec())
                    },
                    group: p.group.as_deref().map(str::to_string),
                }
            })
            .collect();
        let counts = EventKind::ALL
            .iter()
            .map(|kind| (kind.name().to_string(), procs.iter().map(|c| c.0.trace.count(*kind)).sum()))
            .collect();
        let mut ri = k.ri_stats.clone();
        for c in &self.children {
            ri.merge(&c.kernel.ri_stats);
        }
        Report {
            target: target.to_string(),
            kernel: self.cfg.preset.name().to_string(),
            cpu: self.cfg.kernel.cpu.name().to_string(),
            exit: k.exit,
            stdout: String::from_utf8_lossy(sh.stdout.kept()).into_owned(),
            stderr: String::from_utf8_lossy(sh.stderr.kept()).into_owned(),
            stdout_raw: raw_unless_utf8(sh.stdout.kept()),
            stderr_raw: raw_unless_utf8(sh.stderr.kept()),
            stdout_len: sh.stdout.total(),
            stderr_len: sh.stderr.total(),
            stdout_truncated: sh.stdout.truncated(),
            stderr_truncated: sh.stderr.truncated(),
            stdout_sha256: sh.stdout.truncated().then(|| hex_digest(&sh.stdout.sha256())),
            stderr_sha256: sh.stderr.truncated().then(|| hex_digest(&sh.stderr.sha256())),
            probes,
            counts,
            instructions: procs.iter().map(|c| c.1).sum(),
            unknown_syscalls: sh.unknown_syscalls.iter().map(|(n, c)| (n.to_string(), *c)).collect(),
            unknown_syscalls_other: sh.unknown_syscalls_other,
            trace_dropped: k.trace.dropped(),
            return_instances: ri,
            trace: k.trace.recording().then(|| procs.iter().flat_map(|c| c.0.trace.events().iter().cloned()).collect()),
            processes: procs.len() as u64,
            budget_exhausted: self.budget_exhausted,
            red_zone: k.red_zone.clone(),
            deadlock: self.deadlock.clone(),
            optimized: OptimizedStats {
                trampoline_pages: k.uprobes.trampolines.iter().rev().copied().collect(),
                sysret_returns: k.uprobes.sysret_returns,
                iret_returns: k.uprobes.iret_returns,
                optimize_failed: k.uprobes.probes.iter().filter(|p| p.optimize_fail).count() as u64,
            },
            probe_script: None,
            decisions: sh.sched.taken.clone(),
            schedule_token: self.record.as_ref().filter(|_| !sh.sched.taken.is_empty()).map(|r| r.borrow().token()),
        }
    }
}
