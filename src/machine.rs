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

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

use crate::abi::mm::{page_down, page_up, STACK_SIZE, STACK_TOP};
use crate::abi::Signal;
use crate::cpu::{Cpu, CpuError, Prot, Reg, Snapshot, StopReason};
use crate::kernel::mm::Mm;
use crate::kernel::uprobes::uretprobe::RiStats;
use crate::kernel::uprobes::{ConsumerId, CountingConsumer, CountingRetConsumer, UprobeConsumer};
use crate::kernel::{Exit, Kernel, KernelConfig, SeededRandom};
use crate::loader::{Image, LoadError};
use crate::spec::ProbeKind;
use crate::spec::{ProbeSpec, SpecError};
use crate::trace::EventKind;
use crate::trace::SignalCause;

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
    #[error("`{spec}` names `{path}`, but this machine runs `{target}`")]
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

/// One probe in the report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ProbeReport {
    /// As given.
    pub spec: String,
    /// The probe address (`0x…` in JSON).
    #[serde(serialize_with = "crate::fmt::ser_hex", deserialize_with = "crate::fmt::de_hex")]
    pub address: u64,
    /// Whether the breakpoint was ever written.
    pub installed: bool,
    /// Why not, if not.
    pub reason: Option<String>,
    /// Handler runs (return-handler runs for a uretprobe).
    pub hits: u64,
    /// The 5 bytes at the probe address when the process ended (`cc …` for an int3,
    /// `e8 …` for an optimized nop5; hex in JSON).
    #[serde(serialize_with = "crate::fmt::ser_opt_bytes", deserialize_with = "crate::fmt::de_opt_bytes")]
    pub site_bytes: Option<Vec<u8>>,
    /// For one site of a pattern spec (`uprobe:PATH:trig_*`): the spec as given; the
    /// entry's `spec` then names the site's symbol. Absent for a plain spec.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
}

/// Bytes read at each probe site at exit.
pub const SITE_BYTES: usize = 5;

/// The JSON report of a run.
///
/// Comparable (`PartialEq`) and deserializable from its JSON, which it writes back byte
/// for byte, with two exceptions, both because the JSON cannot hold them:
/// - `trace`: a [`crate::trace::TraceEvent`] cannot be rebuilt from its text, so a
///   deserialized report has no trace (`None`); compare traces as JSON or text.
/// - the exact bytes of stdout and stderr ([`Report::stdout_bytes`]) when they are not
///   valid UTF-8: the JSON holds the lossy text, so a deserialized report gives that
///   text's bytes.
///
/// Without a trace, and with UTF-8 output, a deserialized report equals the original.
///
/// `stdout` and `stderr` hold the first `KernelConfig::output_keep` bytes the guest
/// wrote (1 MiB by default); `stdout_len`/`stderr_len` count them all, and past the
/// prefix `stdout_truncated` and `stdout_sha256` say so (likewise for stderr).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Report {
    /// The target as given.
    pub target: String,
    /// The kernel preset.
    pub kernel: String,
    /// The CPU model `cpuid` described (`CpuModel::name`).
    #[serde(default)]
    pub cpu: String,
    /// How the process ended (`None`: it had not, when the report was made).
    #[serde(serialize_with = "Exit::serialize_opt", deserialize_with = "Exit::deserialize_opt")]
    pub exit: Option<Exit>,
    /// Guest stdout, as UTF-8 (invalid sequences replaced; [`Report::stdout_bytes`] has
    /// the bytes).
    pub stdout: String,
    /// Guest stderr, as UTF-8 (invalid sequences replaced; [`Report::stderr_bytes`] has
    /// the bytes).
    pub stderr: String,
    /// Bytes the guest wrote to stdout in all (`stdout` holds the first
    /// `KernelConfig::output_keep` of them).
    #[serde(default)]
    pub stdout_len: u64,
    /// Bytes the guest wrote to stderr in all.
    #[serde(default)]
    pub stderr_len: u64,
    /// `stdout` holds only the first bytes of the guest's stdout (`stdout_len` says how
    /// many there were). Absent from JSON when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stdout_truncated: bool,
    /// `stderr` holds only the first bytes of the guest's stderr. Absent from JSON when
    /// false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stderr_truncated: bool,
    /// SHA-256 of the whole stdout, in hex, when it was truncated (otherwise `stdout`
    /// has it all). Absent from JSON otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdout_sha256: Option<String>,
    /// SHA-256 of the whole stderr, in hex, when it was truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stderr_sha256: Option<String>,
    /// stdout's bytes when `stdout` is not exactly them (not in JSON).
    #[serde(skip)]
    raw_stdout: Option<Vec<u8>>,
    /// stderr's bytes when `stderr` is not exactly them (not in JSON).
    #[serde(skip)]
    raw_stderr: Option<Vec<u8>>,
    /// Probes.
    pub probes: Vec<ProbeReport>,
    /// Events per kind.
    pub counts: IndexMap<String, u64>,
    /// Instructions started.
    pub instructions: u64,
    /// Unknown syscalls (number → count).
    pub unknown_syscalls: IndexMap<String, u64>,
    /// Return-probe statistics.
    pub return_instances: RiStats,
    /// Processes that ran (1 + children).
    pub processes: u64,
    /// Optimized-path statistics (first process).
    pub optimized: OptimizedStats,
    /// Red-zone watchdog: writes by the probe mechanism into the interrupted context's
    /// red zone (first process).
    pub red_zone: crate::kernel::redzone::RedZone,
    /// When every live process was blocked (a deadlock, which Linux would sit in
    /// forever): each of them, ended with SIGKILL. Absent from the JSON when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deadlock: Vec<BlockedProcess>,
    /// The run stopped at the instruction budget (`exit` is then null): the rest is the
    /// state so far. Absent from JSON when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub budget_exhausted: bool,
    /// Unknown syscalls not in `unknown_syscalls`, whose table holds at most
    /// `kernel::MAX_UNKNOWN_SYSCALLS` numbers. Absent from JSON when 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub unknown_syscalls_other: u64,
    /// Events the trace did not keep: it keeps the first `KernelConfig::trace_limit` of
    /// the run. Absent from JSON when 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub trace_dropped: u64,
    /// Every event, when the run recorded them (`--trace`), process by process. Not
    /// deserialized (see [`Report`]).
    #[serde(skip_serializing_if = "Option::is_none", skip_deserializing)]
    pub trace: Option<Vec<crate::trace::Event>>,
    /// What the schedule file did, for a run with one (`run --schedule`); absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<crate::schedule::ScheduleReport>,
    /// Every thread-scheduling decision of the run, in order (asked only where two or
    /// more threads could run: absent from the JSON for a run without threads).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub decisions: Vec<crate::kernel::sched::Taken>,
    /// The run's interleaving as a schedule token (`--schedule TOKEN` replays it), for a
    /// session run with decisions ([`crate::session`] records it); absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule_token: Option<crate::explore::token::ScheduleToken>,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// A digest in lowercase hex.
fn hex_digest(d: &[u8]) -> String {
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// `bytes`, if they are not valid UTF-8 (and so not what their lossy text holds).
fn raw_unless_utf8(bytes: &[u8]) -> Option<Vec<u8>> {
    std::str::from_utf8(bytes).is_err().then(|| bytes.to_vec())
}

impl Report {
    /// The guest's stdout exactly as written (`stdout` is this, when valid UTF-8): all
    /// of it, or its first bytes when `stdout_truncated` (`stdout_len` is the total).
    pub fn stdout_bytes(&self) -> &[u8] {
        self.raw_stdout.as_deref().unwrap_or(self.stdout.as_bytes())
    }

    /// The guest's stderr exactly as written (`stderr` is this, when valid UTF-8): all
    /// of it, or its first bytes when `stderr_truncated`.
    pub fn stderr_bytes(&self) -> &[u8] {
        self.raw_stderr.as_deref().unwrap_or(self.stderr.as_bytes())
    }

    /// Sets the output from the bytes the guest wrote (all of them): the text fields
    /// lossily, the bytes exactly, the lengths.
    pub fn set_output(&mut self, stdout: &[u8], stderr: &[u8]) {
        self.stdout = String::from_utf8_lossy(stdout).into_owned();
        self.stderr = String::from_utf8_lossy(stderr).into_owned();
        self.raw_stdout = raw_unless_utf8(stdout);
        self.raw_stderr = raw_unless_utf8(stderr);
        self.stdout_len = stdout.len() as u64;
        self.stderr_len = stderr.len() as u64;
        (self.stdout_truncated, self.stderr_truncated) = (false, false);
        (self.stdout_sha256, self.stderr_sha256) = (None, None);
    }

    /// stdout as a comparison sees it: the kept prefix, the total length and the digest.
    pub fn stdout_summary(&self) -> crate::diff::OutputSummary<'_> {
        crate::diff::OutputSummary::new(self.stdout_bytes(), self.stdout_len, self.stdout_sha256.as_deref())
    }

    /// stderr as a comparison sees it.
    pub fn stderr_summary(&self) -> crate::diff::OutputSummary<'_> {
        crate::diff::OutputSummary::new(self.stderr_bytes(), self.stderr_len, self.stderr_sha256.as_deref())
    }
}

/// What the optimized probe paths did.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct OptimizedStats {
    /// `[uprobes-trampoline]` pages, oldest first (`0x…` in JSON).
    #[serde(serialize_with = "crate::fmt::ser_hex_list", deserialize_with = "crate::fmt::de_hex_list")]
    pub trampoline_pages: Vec<u64>,
    /// `sys_uprobe` returns through sysret.
    pub sysret_returns: u64,
    /// `sys_uprobe` returns through iret.
    pub iret_returns: u64,
    /// Probes with `ARCH_UPROBE_FLAG_OPTIMIZE_FAIL` set.
    pub optimize_failed: u64,
}

/// A loaded program ready to run.
#[derive(Debug)]
pub struct Machine {
    /// The first process.
    cpu: Cpu<Kernel>,
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
    /// Children still running, oldest first (the newest that can run runs: see
    /// [`Machine::run`]).
    running: Vec<Running>,
    /// The processes a deadlock ended (every live process blocked).
    deadlock: Vec<BlockedProcess>,
    /// The program's name, if known: specs must name it ([`Machine::with_target`]).
    target: Option<crate::target::Target>,
    /// The state just after `execve`, for [`Machine::reset`].
    execed: Execed,
}

/// What `execve` left that [`Machine::reset`] cannot rebuild from the configuration:
/// the CPU's state, and the kernel's address space and random stream.
#[derive(Debug)]
struct Execed {
    cpu: Snapshot,
    mm: Mm,
    random: SeededRandom,
}

/// A probe attached by [`Machine::attach_consumer`] (or [`Machine::attach`]): reads its
/// hits ([`Machine::hits`]) and, typed, its consumer ([`Machine::consumer`]) after the
/// run. `C` is the consumer's type; [`Machine::attach`] and [`Machine::attach_with`] give
/// an untyped handle (`ProbeHandle<dyn Any>`), which reads hits only.
pub struct ProbeHandle<C: ?Sized = dyn std::any::Any> {
    id: ConsumerId,
    kind: ProbeKind,
    _consumer: std::marker::PhantomData<fn() -> Box<C>>,
}

impl<C: ?Sized> ProbeHandle<C> {
    fn new(id: ConsumerId, kind: ProbeKind) -> Self {
        ProbeHandle { id, kind, _consumer: std::marker::PhantomData }
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
        f.debug_struct("ProbeHandle").field("id", &self.id).field("kind", &self.kind).finish()
    }
}

/// A process that was blocked in a system call when every live process was (the
/// report's `deadlock`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct BlockedProcess {
    /// Its pid.
    pub pid: u32,
    /// The system call it slept in.
    pub syscall: u64,
    /// What it waited for.
    pub waiting: String,
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
    /// The probe's `n`th hit in all (return-handler runs for a uretprobe).
    Hit {
        /// The probe.
        probe: crate::consumers::ConsumerId,
        /// Whether the handle is a uretprobe's.
        ret: bool,
        /// The count.
        n: u64,
    },
    /// The running process has started `n` instructions in all.
    Insns(u64),
    /// A system call with this number returned.
    Syscall(u64),
    /// The guest reached a control point (`syscall(SYS_PROBESIM_CONTROL, n)`).
    ControlPoint,
}

impl Until {
    /// The `n`th hit of the probe behind `h`.
    pub fn hit<C: ?Sized>(h: &ProbeHandle<C>, n: u64) -> Until {
        Until::Hit { probe: h.id(), ret: h.kind() == ProbeKind::Uretprobe, n }
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

/// Copies the contents of `vmas` from `from` to `to` (mapping them in `to` first when
/// `map` is set): only the pages `from` may hold non-zero bytes in, and only where they
/// differ (`Cpu::copy_pages_from`), so an untouched mapping costs nothing to copy.
fn copy_memory(
    from: &Cpu<Kernel>,
    to: &mut Cpu<Kernel>,
    vmas: &[crate::kernel::mm::Vma],
    map: bool,
) -> Result<(), SimError> {
    for v in vmas {
        if map {
            to.map(v.start, v.end - v.start, v.prot)?;
        }
        to.copy_pages_from(from, v.start, v.end, !map);
    }
    Ok(())
}

/// Creates the child of a fork/vfork/clone: kernel state from `Kernel::fork_child`, a
/// copy of every inherited mapping, and the parent's registers with rax = 0. `None` when
/// the host cannot give the child its engine or pages: the caller's fork fails with
/// -ENOMEM, as `copy_process()` does when an allocation fails.
fn spawn_child(parent: &mut Cpu<Kernel>, req: crate::kernel::ForkRequest, cfg: &RunConfig) -> Option<Cpu<Kernel>> {
    let k = parent.handler();
    let pid = crate::kernel::PID + k.shared.borrow().procs.len() as u32;
    let mut child = Cpu::new(k.fork_child(pid)).ok()?;
    child.set_native_count(cfg.native_count);
    child.set_counting(cfg.count_insns);
    let vmas: Vec<_> = child.handler().mm.vmas().cloned().collect();
    copy_memory(parent, &mut child, &vmas, true).ok()?;
    let k = parent.handler();
    k.shared.borrow_mut().procs.insert(pid, crate::kernel::ProcEntry { ppid: k.pid, exit: None, reaped: false });
    let mut regs = parent.regs();
    regs.rax = 0;
    if req.child_stack != 0 {
        regs.rsp = req.child_stack;
    }
    child.set_regs(&regs);
    child.set_reg(Reg::Rip, regs.rip);
    Some(child)
}

/// The end of a vfork: the parent takes the child's address space, which Linux shares
/// between the two (`CLONE_VM`): the mappings the child made, changed or removed, its
/// break, and the bytes it wrote. The parent keeps its own special mappings
/// (`[uprobes]`, the trampolines): the kernel's uprobe state describes them.
fn adopt_mm(child: &Cpu<Kernel>, parent: &mut Cpu<Kernel>) -> Result<(), SimError> {
    let special = |v: &crate::kernel::mm::Vma| v.name.starts_with("[uprobes");
    let theirs: Vec<_> = child.handler().mm.vmas().filter(|v| !special(v)).cloned().collect();
    let ours: Vec<_> = parent.handler().mm.vmas().cloned().collect();
    let (brk, start_brk) = (child.handler().mm.brk, child.handler().mm.start_brk);
    parent.with_handler(|k, cpu| -> Result<(), SimError> {
        for v in ours.iter().filter(|v| !special(v) && !theirs.contains(v)) {
            k.mm.unmap(cpu, v.start, v.end)?;
        }
        for v in theirs.iter().filter(|v| !ours.contains(v)) {
            if k.mm.is_free(v.start, v.end) {
                k.mm.map(cpu, v.start, v.end - v.start, v.prot, &v.name)?;
            }
        }
        k.mm.brk = brk;
        k.mm.start_brk = start_brk;
        Ok(())
    })?;
    for v in &theirs {
        if parent.handler().mm.find(v.start).is_some_and(|p| p == v) {
            parent.copy_pages_from(child, v.start, v.end, v.prot.exec);
        }
    }
    Ok(())
}

fn push_bytes(cpu: &mut Cpu<Kernel>, sp: &mut u64, data: &[u8]) -> u64 {
    *sp -= data.len() as u64;
    cpu.write(*sp, data);
    *sp
}

impl Machine {
    /// Loads `image` like `execve`: maps segments and the stack, builds argv, envp and
    /// auxv, and sets the registers as `ELF_PLAT_INIT` + `start_thread` do.
    pub fn new(image: Image, cfg: RunConfig) -> Result<Machine, SimError> {
        let kernel = Kernel::new(image, &cfg.kernel, cfg.preset);
        let mut cpu = Cpu::new(kernel)?;
        cpu.set_native_count(cfg.native_count);
        cpu.set_counting(cfg.count_insns);
        let image = cpu.handler().image.clone();
        let name = cfg.argv.first().cloned().unwrap_or_default();
        cpu.with_handler(|k, cpu| -> Result<(), SimError> {
            for s in &image.segments {
                let start = page_down(s.vaddr);
                let end = page_up(s.vaddr + s.memsz);
                // The loader refuses what Linux cannot map; what the host still cannot
                // is a load error too (ENOMEM), not the run's.
                k.mm.map(cpu, start, end - start, s.prot, &name).map_err(|e| LoadError::Exec {
                    errno: "ENOMEM",
                    why: format!("cannot map PT_LOAD at {:#x}: {e}", s.vaddr),
                })?;
                let file_start = s.offset - (s.vaddr - start);
                let file_end = s.offset + s.filesz;
                let bytes = image.file.get(file_start as usize..file_end as usize).unwrap_or(&[]);
                cpu.write(start, bytes);
            }
            k.mm.start_brk = image.end();
            k.mm.brk = image.end();
            k.mm.mmap_base = crate::abi::mm::MMAP_BASE;
            k.mm.map_host(cpu, STACK_TOP - STACK_SIZE, STACK_SIZE, Prot::RW, "[stack]")?;
            Ok(())
        })?;
        let mut random = [0u8; 16];
        cpu.with_handler(|k, _| k.random.fill(&mut random));
        // create_elf_tables(): strings at the top, then AT_RANDOM, then the vectors.
        let mut sp = STACK_TOP - 8;
        let str_addr = |cpu: &mut Cpu<Kernel>, sp: &mut u64, s: &str| {
            let mut b = s.as_bytes().to_vec();
            b.push(0);
            push_bytes(cpu, sp, &b)
        };
        let execfn = str_addr(&mut cpu, &mut sp, &name);
        let envp: Vec<u64> = cfg.envp.iter().map(|s| str_addr(&mut cpu, &mut sp, s)).collect::<Vec<_>>();
        let argv: Vec<u64> = cfg.argv.iter().map(|s| str_addr(&mut cpu, &mut sp, s)).collect::<Vec<_>>();
        let platform = str_addr(&mut cpu, &mut sp, "x86_64");
        sp &= !15;
        let at_random = push_bytes(&mut cpu, &mut sp, &random);
        sp &= !15;
        use crate::abi::auxv::*;
        let auxv: Vec<(u64, u64)> = vec![
            // ELF_HWCAP: the CPU's cpuid leaf 1 edx.
            (AT_HWCAP, u64::from(cfg.kernel.cpu.cpuid(1, 0)[3])),
            (AT_PAGESZ, crate::abi::mm::PAGE_SIZE),
            (AT_CLKTCK, 100),
            (AT_PHDR, image.phdr),
            (AT_PHENT, image.phent),
            (AT_PHNUM, image.phnum),
            (AT_BASE, 0),
            (AT_FLAGS, 0),
            (AT_ENTRY, image.entry),
            (AT_UID, 0),
            (AT_EUID, 0),
            (AT_GID, 0),
            (AT_EGID, 0),
            (AT_SECURE, 0),
            (AT_RANDOM, at_random),
            (AT_EXECFN, execfn),
            (AT_PLATFORM, platform),
            (AT_NULL, 0),
        ];
        let mut words: Vec<u64> = vec![argv.len() as u64];
        words.extend(&argv);
        words.push(0);
        words.extend(&envp);
        words.push(0);
        for (k, v) in &auxv {
            words.push(*k);
            words.push(*v);
        }
        if words.len() % 2 == 1 {
            sp -= 8;
        }
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let rsp = push_bytes(&mut cpu, &mut sp, &bytes);
        for r in crate::cpu::Reg::ALL {
            cpu.set_reg(r, 0);
        }
        cpu.set_reg(Reg::Rsp, rsp);
        cpu.set_reg(Reg::Rip, image.entry);
        cpu.set_reg(Reg::Rflags, 0x202);
        // The FPU as exec leaves it (`fpu_flush_thread()`): the engine's own reset state
        // has a control word and MXCSR of 0 (24-bit x87 precision, SSE exceptions
        // unmasked), which changes what `long double` and SSE code compute.
        cpu.fxrstor(&crate::kernel::signal::init_fpstate());
        let execed =
            Execed { cpu: cpu.snapshot()?, mm: cpu.handler().mm.clone(), random: cpu.handler().random.clone() };
        let mut m = Machine {
            cpu,
            children: Vec::new(),
            cfg,
            probes: Vec::new(),
            execed,
            ran: false,
            finished: false,
            budget_exhausted: false,
            target: None,
            running: Vec::new(),
            deadlock: Vec::new(),
        };
        m.start();
        Ok(m)
    }

    /// The last step of both [`Machine::new`] and [`Machine::reset`]: the process table's
    /// first entry, and explain mode's instruction log.
    fn start(&mut self) {
        if self.cfg.kernel.log_insns {
            // Explain mode: every instruction goes through the kernel's log.
            self.cpu.watch_code(1, u64::MAX);
        }
        let pid = self.cpu.handler().pid;
        let mut sh = self.cpu.handler().shared.borrow_mut();
        sh.procs.insert(pid, crate::kernel::ProcEntry { ppid: 0, exit: None, reaped: false });
        sh.sched = crate::kernel::sched::Scheduler { chooser: self.cfg.chooser.make(), taken: Vec::new() };
        if sh.view.exe.is_empty() {
            // /proc/self/exe: the program as argv[0] names it, from `/`.
            let argv0 = self.cfg.argv.first().map_or("", String::as_str);
            sh.view.exe = if argv0.starts_with('/') { argv0.to_string() } else { format!("/{argv0}") };
        }
    }

    /// Puts the machine back to the moment [`Machine::new`] returned, just after
    /// `execve`: memory, registers, instruction count and kernel state as they were, no
    /// probe attached, no child process. The CPU engine is kept, with the translations
    /// of every page that did not change (pages a probe or the guest changed are
    /// restored and translated again), so a reset costs a fraction of a new machine.
    ///
    /// Everything after it (attach, run, report) is what it would be on a fresh
    /// `Machine::new` of the same image and configuration, byte for byte. For a suite of
    /// cases over one program: one machine, and per case `reset`, attach the case's
    /// probes again and run. Consumers attached before are dropped, not reset (they are
    /// the caller's objects); per-probe hits live in the kernel and start at 0.
    pub fn reset(&mut self) -> Result<(), SimError> {
        self.children.clear();
        self.probes.clear();
        self.running.clear();
        self.deadlock.clear();
        self.ran = false;
        self.finished = false;
        self.budget_exhausted = false;
        self.cpu.restore(&self.execed.cpu)?;
        let mut kernel = Kernel::new(self.image().clone(), &self.cfg.kernel, self.cfg.preset);
        // The output sinks are the caller's: they stay.
        {
            let (mut old, mut new) = (self.kernel().shared.borrow_mut(), kernel.shared.borrow_mut());
            if let Some(sink) = old.stdout.take_sink() {
                new.stdout.set_sink(sink);
            }
            if let Some(sink) = old.stderr.take_sink() {
                new.stderr.set_sink(sink);
            }
        }
        kernel.mm = self.execed.mm.clone();
        kernel.random = self.execed.random.clone();
        self.cpu.replace_handler(kernel);
        self.start();
        Ok(())
    }

    /// Names the program this machine runs, so that every spec's PATH must name it too
    /// (`uprobe:sim:demo:f` or `uprobe:demo:f` for `sim:demo`; the file's path for a
    /// file). Without a name, a machine made from a bare [`Image`] takes any PATH.
    pub fn with_target(mut self, target: crate::target::Target) -> Machine {
        self.target = Some(target);
        self
    }

    /// Loads a static ELF from memory, as [`Machine::new`] does; nothing is written to disk.
    ///
    /// For a C guest compiled at test time, or any ELF a test has in hand. Probes then
    /// attach by the ELF's own symbols (`.symtab`) and USDT notes. A bad file is a
    /// [`SimError::Load`].
    pub fn from_elf_bytes(elf: Vec<u8>, cfg: RunConfig) -> Result<Machine, SimError> {
        Machine::new(Image::parse(elf)?, cfg)
    }

    /// Loads a [`sim_programs::Program`] (built with its builder, a generator or from the
    /// catalog) from memory: its ELF bytes ([`sim_programs::Program::to_elf`]), as
    /// [`Machine::from_elf_bytes`].
    ///
    /// Probe specs name the program in their PATH: `uprobe:NAME:FUNC`,
    /// `uprobe:NAME:FUNC+0xOFF`, `uretprobe:NAME:FUNC`, `usdt:NAME:PROVIDER:PROBE`, where
    /// NAME is the program's name: the machine knows it ([`Machine::with_target`]) and
    /// accepts `NAME`, `sim:NAME`, `…/NAME` and `…/NAME.elf`; a spec naming another
    /// program is [`SimError::PathMismatch`].
    ///
    /// ```
    /// use probesim::machine::{Machine, RunConfig};
    /// use sim_programs::generators::recursion;
    ///
    /// let p = recursion(70);
    /// let mut m = Machine::from_program(&p, RunConfig::default())?;
    /// m.attach("uprobe:recursion-70:recurse")?;
    /// m.attach("uretprobe:recursion-70:recurse")?;
    /// m.run()?;
    /// let report = m.report(&p.name)?;
    /// assert_eq!(Some(report.stdout.as_str()), p.expected.stdout.as_deref());
    /// // 70 entries; only 64 returns are hijacked (MAX_URETPROBE_DEPTH).
    /// assert_eq!(report.probes.iter().map(|p| p.hits).collect::<Vec<_>>(), [70, 64]);
    /// # Ok::<(), probesim::machine::SimError>(())
    /// ```
    pub fn from_program(program: &sim_programs::Program, cfg: RunConfig) -> Result<Machine, SimError> {
        let target = crate::target::Target::from(program.clone());
        Ok(Machine::from_elf_bytes(program.to_elf(), cfg)?.with_target(target))
    }

    /// The CPU engine's work so far for the first process (hooks tried, translations
    /// made: [`crate::cpu::EngineWork`]): deterministic counts for tests that guard how
    /// attaching and running scale with the number of probes.
    pub fn engine_work(&self) -> crate::cpu::EngineWork {
        self.cpu.engine_work()
    }

    /// The simulated kernel.
    pub fn kernel(&self) -> &Kernel {
        self.cpu.handler()
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

    /// Registers `consumer` at `addr` (an already resolved address).
    ///
    /// The probe is listed in the report like an attached spec, as `uprobe:0xADDR` (or
    /// `uretprobe:0xADDR` for a return-only consumer), and the handle reads its hits.
    pub fn register(&mut self, addr: u64, consumer: Box<dyn UprobeConsumer>) -> ProbeHandle {
        let kind = if consumer.has_ret_handler() && !consumer.has_handler() {
            ProbeKind::Uretprobe
        } else {
            ProbeKind::Uprobe
        };
        let id = self.register_with_ref_ctr(addr, consumer, None);
        let spec = format!("{}:{addr:#x}", if kind == ProbeKind::Uretprobe { "uretprobe" } else { "uprobe" });
        let offset = self.image().file_offset(addr).unwrap_or(0);
        self.probes.push(AttachedProbe { spec, address: addr, offset, consumer: id, kind, group: None });
        ProbeHandle::new(id, kind)
    }

    /// Registers `consumer` at `addr` with a USDT semaphore (`ref_ctr_offset`).
    pub fn register_with_ref_ctr(
        &mut self,
        addr: u64,
        consumer: Box<dyn UprobeConsumer>,
        ref_ctr: Option<u64>,
    ) -> ConsumerId {
        // Attaching is a batch of patches, ended by the run (see GuestCpu::begin_patch_batch).
        self.cpu.begin_patch_batch();
        self.cpu.with_handler(|k, cpu| k.uprobe_register(cpu, addr, consumer, ref_ctr))
    }

    /// Unregisters a consumer.
    pub fn unregister(&mut self, id: ConsumerId) {
        self.cpu.begin_patch_batch();
        self.cpu.with_handler(|k, cpu| k.uprobe_unregister(cpu, id));
    }

    /// Parses, resolves and attaches a spec with a counting consumer (entry or return,
    /// as the spec says), as a `perf` counting event would.
    pub fn attach(&mut self, spec: &str) -> Result<ProbeHandle, SimError> {
        let kind = ProbeSpec::parse(spec)?.kind;
        let consumer: Box<dyn UprobeConsumer> = match kind {
            ProbeKind::Uprobe | ProbeKind::Usdt => Box::new(CountingConsumer { scope: self.cfg.scope }),
            ProbeKind::Uretprobe => Box::new(CountingRetConsumer { scope: self.cfg.scope }),
        };
        self.attach_with(spec, consumer)
    }

    /// Parses, resolves and attaches a spec with `consumer`; the handle gives the
    /// consumer back, typed, after the run ([`Machine::consumer`]).
    ///
    /// The spec's kind and the consumer must agree: a `uretprobe:` spec needs
    /// `has_ret_handler()`, an entry spec `has_handler()`; else [`SimError::ConsumerKind`].
    pub fn attach_consumer<C: UprobeConsumer>(&mut self, spec: &str, consumer: C) -> Result<ProbeHandle<C>, SimError> {
        let h = self.attach_with(spec, Box::new(consumer))?;
        Ok(ProbeHandle::new(h.id, h.kind))
    }

    /// [`Machine::attach_consumer`] for a boxed consumer (an untyped handle).
    pub fn attach_with(&mut self, spec: &str, consumer: Box<dyn UprobeConsumer>) -> Result<ProbeHandle, SimError> {
        if self.finished {
            return Err(SimError::AttachAfterRun { spec: spec.to_string() });
        }
        let parsed = ProbeSpec::parse(spec)?;
        if let Some(t) = self.target.as_ref().filter(|t| !t.matches_path(&parsed.path)) {
            return Err(SimError::PathMismatch { spec: spec.to_string(), path: parsed.path, target: t.display() });
        }
        match parsed.kind {
            ProbeKind::Uretprobe if !consumer.has_ret_handler() => {
                return Err(SimError::ConsumerKind {
                    spec: spec.to_string(),
                    why: "a uretprobe needs a consumer with a return handler (has_ret_handler() is false)",
                })
            }
            ProbeKind::Uprobe | ProbeKind::Usdt if !consumer.has_handler() => {
                return Err(SimError::ConsumerKind {
                    spec: spec.to_string(),
                    why: "an entry probe needs a consumer with an entry handler (has_handler() is false)",
                })
            }
            _ => {}
        }
        let address = parsed.resolve(self.image(), self.cfg.allow_unsafe)?;
        let offset = self.image().file_offset(address).unwrap_or(0);
        let sema = parsed.semaphore(self.image());
        let id = self.register_with_ref_ctr(address, consumer, sema);
        self.probes.push(AttachedProbe {
            spec: spec.to_string(),
            address,
            offset,
            consumer: id,
            kind: parsed.kind,
            group: None,
        });
        Ok(ProbeHandle::new(id, parsed.kind))
    }

    /// Attaches a spec with counting consumers: a plain spec as [`Machine::attach`]
    /// does (one handle), a pattern (`uprobe:PATH:trig_*`, `uprobe:PATH:{a,b}`) through
    /// one `uprobe_multi` link over every matching code symbol, all or nothing (one
    /// handle per site, in address order). Each site is one report entry whose `spec`
    /// names the site's symbol and whose `group` is the pattern spec.
    pub fn attach_all(&mut self, spec: &str) -> Result<Vec<ProbeHandle>, SimError> {
        let parsed = ProbeSpec::parse(spec)?;
        if !parsed.is_glob() {
            return self.attach(spec).map(|h| vec![h]);
        }
        if self.ran {
            return Err(SimError::AttachAfterRun { spec: spec.to_string() });
        }
        if let Some(t) = self.target.as_ref().filter(|t| !t.matches_path(&parsed.path)) {
            return Err(SimError::PathMismatch { spec: spec.to_string(), path: parsed.path, target: t.display() });
        }
        // Symbol indices, not names: nothing is copied per site until its report name.
        let sites = match parsed.resolve_glob_sites(self.image(), self.cfg.allow_unsafe) {
            Some(found) => found?,
            None => return self.attach(spec).map(|h| vec![h]),
        };
        let image = self.image();
        let opts = crate::attach::UprobeMultiOpts {
            path: parsed.path.clone(),
            offsets: sites.iter().map(|i| image.file_offset(image.symbols[*i].addr).unwrap_or(0)).collect(),
            flags: if parsed.kind == ProbeKind::Uretprobe { crate::attach::BPF_F_UPROBE_MULTI_RETURN } else { 0 },
            ..Default::default()
        };
        self.cpu.begin_patch_batch();
        let scope = self.cfg.scope;
        let link = self.cpu.with_handler(|k, cpu| {
            crate::attach::uprobe_multi_link_attach(k, cpu, &opts, true, |site| -> Box<dyn UprobeConsumer> {
                if site.retprobe {
                    Box::new(CountingRetConsumer { scope })
                } else {
                    Box::new(CountingConsumer { scope })
                }
            })
        });
        let link = link.map_err(|mut e| {
            let image = self.image();
            e.name = e.site.and_then(|i| sites.get(i)).map(|s| {
                let sym = &image.symbols[*s];
                parsed.site_spec(&crate::spec::Site { symbol: Some(sym.name.clone()), addr: sym.addr })
            });
            e
        })?;
        let mut handles = Vec::with_capacity(sites.len());
        self.probes.reserve(sites.len());
        let group: std::rc::Rc<str> = spec.into();
        let prefix = parsed.site_spec(&crate::spec::Site { symbol: Some(String::new()), addr: 0 });
        let image = &self.cpu.handler().image;
        for ((site, ms), id) in sites.iter().zip(&link.sites).zip(&link.consumers) {
            let name = image.symbols[*site].name.as_str();
            let mut text = String::with_capacity(prefix.len() + name.len());
            text.push_str(&prefix);
            text.push_str(name);
            self.probes.push(AttachedProbe {
                spec: text,
                address: ms.vaddr,
                offset: ms.offset,
                consumer: *id,
                kind: parsed.kind,
                group: Some(group.clone()),
            });
            handles.push(ProbeHandle::new(*id, parsed.kind));
        }
        Ok(handles)
    }

    /// Attaches a `uprobe_multi` link with a counting consumer per site (see
    /// [`crate::attach`]): all or nothing. Its sites join the report, each named
    /// `KIND:PATH:0xADDR` (the address as in the file) in the group `uprobe_multi:PATH`.
    pub fn attach_uprobe_multi(
        &mut self,
        opts: &crate::attach::UprobeMultiOpts,
    ) -> Result<crate::attach::UprobeMultiLink, SimError> {
        self.attach_uprobe_multi_with(opts, |site| {
            Box::new(crate::attach::MultiCounter { cookie: site.cookie, retprobe: site.retprobe })
        })
    }

    /// [`Machine::attach_uprobe_multi`] with a consumer of the caller's making per site
    /// (handed the site, with its cookie).
    pub fn attach_uprobe_multi_with(
        &mut self,
        opts: &crate::attach::UprobeMultiOpts,
        make: impl FnMut(&crate::attach::MultiSite) -> Box<dyn UprobeConsumer>,
    ) -> Result<crate::attach::UprobeMultiLink, SimError> {
        let path = if opts.path.is_empty() { None } else { Some(opts.path.as_str()) };
        if self.ran {
            return Err(SimError::AttachAfterRun { spec: format!("uprobe_multi:{}", opts.path) });
        }
        let path_ok = match (path, &self.target) {
            (Some(p), Some(t)) => t.matches_path(p),
            _ => true,
        };
        self.cpu.begin_patch_batch();
        let link =
            self.cpu.with_handler(|k, cpu| crate::attach::uprobe_multi_link_attach(k, cpu, opts, path_ok, make))?;
        let bias = self.image().load_bias;
        let shown = path.map_or_else(|| self.target.as_ref().map_or_else(String::new, |t| t.display()), str::to_string);
        let group: std::rc::Rc<str> = format!("uprobe_multi:{shown}").into();
        for (site, id) in link.sites.iter().zip(&link.consumers) {
            let (kind, word) =
                if site.retprobe { (ProbeKind::Uretprobe, "uretprobe") } else { (ProbeKind::Uprobe, "uprobe") };
            self.probes.push(AttachedProbe {
                spec: format!("{word}:{shown}:{:#x}", site.vaddr - bias),
                address: site.vaddr,
                offset: site.offset,
                consumer: *id,
                kind,
                group: Some(group.clone()),
            });
        }
        Ok(link)
    }

    /// Releases a link ([`crate::attach::uprobe_multi_link_release`]): every site's
    /// breakpoint and semaphore go back unless another consumer wants them.
    pub fn detach_uprobe_multi(&mut self, link: &crate::attach::UprobeMultiLink) {
        self.cpu.begin_patch_batch();
        self.cpu.with_handler(|k, cpu| crate::attach::uprobe_multi_link_release(k, cpu, link));
    }

    /// Detaches one probe ([`Machine::unregister`] of its consumer).
    pub fn detach<C: ?Sized>(&mut self, h: &ProbeHandle<C>) {
        self.unregister(h.id);
    }

    /// Ends the batch of code patches that attaching and detaching open (see
    /// [`crate::cpu::GuestCpu::begin_patch_batch`]); running ends it too, so this is
    /// only for timing attach and detach whole.
    pub fn end_patch_batch(&mut self) {
        self.cpu.end_patch_batch();
    }

    /// Hits per site of a link (entry or return handler runs, as the link's kind).
    pub fn link_hits(&self, link: &crate::attach::UprobeMultiLink) -> Vec<u64> {
        let sh = self.kernel().shared.borrow();
        link.sites
            .iter()
            .zip(&link.consumers)
            .map(|(s, id)| if s.retprobe { sh.consumers[id.0].ret_hits } else { sh.consumers[id.0].hits })
            .collect()
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

    /// How often the probe fired: entry-handler runs for an entry probe, return-handler
    /// runs for a uretprobe (counted over every process of the run).
    pub fn hits<C: ?Sized>(&self, h: &ProbeHandle<C>) -> u64 {
        let sh = self.kernel().shared.borrow();
        let slot = &sh.consumers[h.id.0];
        match h.kind {
            ProbeKind::Uprobe | ProbeKind::Usdt => slot.hits,
            ProbeKind::Uretprobe => slot.ret_hits,
        }
    }

    /// The consumer behind a typed handle, as it is now (after the run: with everything
    /// it recorded).
    pub fn consumer<C: UprobeConsumer>(&self, h: &ProbeHandle<C>) -> std::cell::Ref<'_, C> {
        std::cell::Ref::map(self.kernel().shared.borrow(), |sh| {
            let any: &dyn std::any::Any = sh.consumers[h.id.0].consumer.as_ref();
            // The handle's type parameter is the type that was attached under this id.
            any.downcast_ref::<C>().unwrap_or_else(|| unreachable!("a ProbeHandle<C> always names a C"))
        })
    }

    /// The consumer behind a typed handle, mutably (e.g. to reset it between runs).
    pub fn consumer_mut<C: UprobeConsumer>(&self, h: &ProbeHandle<C>) -> std::cell::RefMut<'_, C> {
        std::cell::RefMut::map(self.kernel().shared.borrow_mut(), |sh| {
            let any: &mut dyn std::any::Any = sh.consumers[h.id.0].consumer.as_mut();
            any.downcast_mut::<C>().unwrap_or_else(|| unreachable!("a ProbeHandle<C> always names a C"))
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
    pub fn set_chooser(&mut self, chooser: Box<dyn crate::kernel::sched::Chooser>) {
        self.kernel().shared.borrow_mut().sched.chooser = chooser;
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

    /// Runs until the first process exits. Running past the budget is an error: one
    /// budget, `RunConfig::max_insns`, for the instructions of every process of the run
    /// together (checked by the engine as it runs: exactly when counting per
    /// instruction, at the end of a translation block in native-count mode).
    ///
    /// Scheduling policy (deterministic): the newest process that can run runs, until
    /// it exits, forks or blocks (a read of an empty pipe, a write to a full one, a
    /// `wait4` for a live child). So a child created by fork, vfork or clone runs before
    /// its parent resumes, to completion unless it blocks. A blocked process can run
    /// again once its call can finish (the machine retries it, newest first). A vfork
    /// parent waits for its child's exit; the child shares its memory: the parent then
    /// has the address space the child left (its writes, mappings and break). Children still able to run after the first process exited
    /// run on (as orphans do), and then the run ends. When every live process is
    /// blocked, that is a deadlock: each is ended with SIGKILL and listed in the
    /// report's `deadlock`.
    pub fn run(&mut self) -> Result<Exit, SimError> {
        match self.run_until(Until::Exit)? {
            Stop::Exited(exit) => Ok(exit),
            other => Err(SimError::Setup(format!("run stopped early: {other:?}"))),
        }
    }

    /// Runs until `until` happens or the first process exits, whichever comes first,
    /// and says which. Between two calls the caller may attach and detach probes (a
    /// detached probe's breakpoint comes out, and a uprobe with no consumer left is
    /// freed); the next call goes on from the same instruction.
    pub fn run_until(&mut self, until: Until) -> Result<Stop, SimError> {
        self.ran = true;
        let stop = self.run_until_inner(until);
        self.finished = !matches!(stop, Ok(ref s) if !matches!(s, Stop::Exited(_)));
        stop
    }

    fn run_until_inner(&mut self, until: Until) -> Result<Stop, SimError> {
        let when = match until {
            Until::Hit { probe, ret, n } => crate::kernel::StopWhen::Hit { consumer: probe.0, ret, n },
            Until::Syscall(nr) => crate::kernel::StopWhen::Syscall(nr),
            Until::ControlPoint => crate::kernel::StopWhen::ControlPoint,
            Until::Exit | Until::Insns(_) => crate::kernel::StopWhen::Never,
        };
        loop {
            let who = match self.pick()? {
                Some(who) => who,
                None => match self.kernel().exit {
                    Some(exit) => return Ok(Stop::Exited(exit)),
                    None => {
                        if !self.advance_to_wakeup() {
                            self.break_deadlock();
                        }
                        continue;
                    }
                },
            };
            let max_insns = self.cfg.max_insns;
            // One budget for the run: this process may start what every process of the
            // run has left of it (and, for `Until::Insns`, no more than its own `n`).
            let left = max_insns.saturating_sub(self.insns_used());
            let cpu = match who {
                Who::First => &mut self.cpu,
                Who::Child(i) => &mut self.running[i].cpu,
            };
            if cpu.handler().exit.is_some() {
                continue; // the retried call ended it (SIGPIPE)
            }
            if let Some(why) = cpu.with_handler(|k, _| k.stopped.take()) {
                // The retried call was the one the caller waits for.
                return Ok(Self::stop_of(why, cpu.handler().pid));
            }
            cpu.with_handler(|k, _| k.stop_when = when);
            let budget = match until {
                Until::Insns(n) => n.min(cpu.insn_count().saturating_add(left)),
                _ => cpu.insn_count().saturating_add(left),
            };
            // With two threads that can run, the run stops at the end of the quantum too.
            let slice = cpu.with_handler(|k, cpu| k.slice_budget(cpu)).filter(|s| *s < budget);
            match cpu.run(slice.unwrap_or(budget))? {
                StopReason::Requested => {
                    if let Some(req) = cpu.with_handler(|k, _| k.pending_fork.take()) {
                        let Some(child) = spawn_child(cpu, req, &self.cfg) else {
                            cpu.set_reg(Reg::Rax, crate::kernel::neg(crate::abi::errno::ENOMEM));
                            continue;
                        };
                        if !req.vfork {
                            // The parent's fork returns the child's pid (it runs on once
                            // the child blocks or exits).
                            cpu.set_reg(Reg::Rax, u64::from(child.handler().pid));
                        }
                        self.running.push(Running { cpu: child, req });
                    } else if let Some(why) = cpu.with_handler(|k, _| k.stopped.take()) {
                        return Ok(Self::stop_of(why, cpu.handler().pid));
                    }
                }
                StopReason::BudgetExhausted if slice.is_some() => {
                    // The quantum ran out: SchedPoint::Tick.
                    cpu.with_handler(|k, _| k.tick());
                }
                StopReason::BudgetExhausted => {
                    if let Until::Insns(n) = until {
                        if cpu.insn_count() >= n && left > 0 {
                            return Ok(Stop::Insns(n));
                        }
                    }
                    self.budget_exhausted = true;
                    return Err(SimError::Budget { budget: max_insns, rip: cpu.reg(Reg::Rip) });
                }
                StopReason::Halted { at } => {
                    // hlt at CPL3 is #GP → SIGSEGV.
                    cpu.with_handler(|k, cpu| {
                        cpu.set_reg(Reg::Rip, at);
                        k.force_sig(cpu, Signal::Sigsegv, at, SignalCause::Kernel("hlt in user mode (#GP)"));
                    });
                }
            }
        }
    }

    /// Instructions started so far by every process of the run (the budget's use).
    fn insns_used(&self) -> u64 {
        let running = self.running.iter().map(|r| r.cpu.insn_count());
        let done = self.children.iter().map(|c| c.insns);
        self.cpu.insn_count().saturating_add(running.chain(done).fold(0u64, u64::saturating_add))
    }

    /// The kernel's stop as the caller's.
    fn stop_of(why: crate::kernel::KernelStop, pid: u32) -> Stop {
        match why {
            crate::kernel::KernelStop::Hit { consumer, n } => {
                Stop::Hit { probe: crate::consumers::ConsumerId(consumer), n }
            }
            crate::kernel::KernelStop::Syscall(nr) => Stop::Syscall(nr),
            crate::kernel::KernelStop::ControlPoint(n) => Stop::ControlPoint { n, pid },
        }
    }

    /// Whether the process `pid` waits for a vfork child that is still running.
    fn vfork_waits(&self, pid: u32) -> bool {
        self.running.iter().any(|r| r.req.vfork && r.cpu.handler().ppid == pid)
    }

    /// The scheduler: the newest live process that can run (a blocked one whose call
    /// can now finish, after finishing it), children that exited moved to the
    /// finished ones on the way; `None` if no process can run.
    fn pick(&mut self) -> Result<Option<Who>, SimError> {
        let mut i = self.running.len();
        while i > 0 {
            i -= 1;
            if self.running[i].cpu.handler().exit.is_some() {
                self.child_exited(i)?;
                i = self.running.len();
                continue;
            }
            let pid = self.running[i].cpu.handler().pid;
            if !self.vfork_waits(pid)
                && self.running[i].cpu.with_handler(|k, cpu| k.retry_blocked(cpu) && k.schedule(cpu))
            {
                return Ok(Some(Who::Child(i)));
            }
        }
        let pid = self.cpu.handler().pid;
        let first_can_run = self.cpu.handler().exit.is_none()
            && !self.vfork_waits(pid)
            && self.cpu.with_handler(|k, cpu| k.retry_blocked(cpu) && k.schedule(cpu));
        Ok(first_can_run.then_some(Who::First))
    }

    /// No thread of any process can run, and some sleep with a timeout: the system
    /// clock jumps to the earliest wake-up (virtual time passes while all sleep).
    /// False if none sleeps with one (a deadlock).
    fn advance_to_wakeup(&mut self) -> bool {
        let wake = std::iter::once(&self.cpu)
            .chain(self.running.iter().map(|r| &r.cpu))
            .filter(|c| c.handler().exit.is_none())
            .filter_map(|c| c.handler().next_deadline())
            .min();
        let mut sh = self.cpu.handler().shared.borrow_mut();
        match wake {
            Some(at) if at > sh.clock.ns => {
                sh.clock.ns = at;
                true
            }
            _ => false,
        }
    }

    /// Every live process is blocked: each is ended with SIGKILL and listed (Linux
    /// would leave them asleep forever). A process whose threads all sleep (in
    /// `futex`, say) is listed with each of them.
    fn break_deadlock(&mut self) {
        let mut blocked = Vec::new();
        for cpu in std::iter::once(&mut self.cpu).chain(self.running.iter_mut().map(|r| &mut r.cpu)) {
            cpu.with_handler(|k, cpu| {
                if let (None, Some(b)) = (k.exit, k.fs.blocked) {
                    blocked.push(BlockedProcess { pid: k.pid, syscall: b.nr, waiting: b.on.what().to_string() });
                    let rip = cpu.reg(Reg::Rip);
                    k.force_sig(cpu, Signal::Sigkill, rip, SignalCause::Kernel("deadlock: every process is blocked"));
                } else if k.exit.is_none() && k.runnable_tids().is_empty() {
                    for (tid, nr, what) in k.sleeping_threads() {
                        blocked.push(BlockedProcess {
                            pid: k.pid,
                            syscall: nr,
                            waiting: format!("thread {tid}: {what}"),
                        });
                    }
                    let rip = cpu.reg(Reg::Rip);
                    k.force_sig(cpu, Signal::Sigkill, rip, SignalCause::Kernel("deadlock: every thread is blocked"));
                }
            });
        }
        blocked.sort_by_key(|b| b.pid);
        self.deadlock.extend(blocked);
    }

    /// Running child `i` exited: a vfork parent sees the child's writes and its vfork
    /// returns the child's pid; the child joins the finished processes.
    fn child_exited(&mut self, i: usize) -> Result<(), SimError> {
        let done = self.running.remove(i);
        if done.req.vfork {
            let ppid = done.cpu.handler().ppid;
            let parent = match self.running.iter().position(|r| r.cpu.handler().pid == ppid) {
                Some(j) => &mut self.running[j].cpu,
                None => &mut self.cpu,
            };
            adopt_mm(&done.cpu, parent)?;
            parent.set_reg(Reg::Rax, u64::from(done.cpu.handler().pid));
        }
        // The engine and the pages go now; the kernel state stays for the report.
        let insns = done.cpu.insn_count();
        let mut kernel = done.cpu.into_handler();
        kernel.mm = Mm::default();
        self.children.push(Finished { kernel, insns });
        Ok(())
    }

    /// Builds the report after [`Machine::run`] (also after a run that ended in an
    /// error, such as a spent budget: the report then shows the state so far).
    /// Before the run it is [`SimError::NotRun`].
    pub fn report(&self, target: &str) -> Result<Report, SimError> {
        if !self.ran {
            return Err(SimError::NotRun);
        }
        Ok(self.report_now(target))
    }

    /// The report of the state as it is, whether or not the machine ran.
    pub(crate) fn report_now(&self, target: &str) -> Report {
        let k = self.kernel();
        let sh = k.shared.borrow();
        let procs: Vec<(&Kernel, u64)> = std::iter::once((k, self.cpu.insn_count()))
            .chain(self.children.iter().map(|c| (&c.kernel, c.insns)))
            .chain(self.running.iter().map(|r| (r.cpu.handler(), r.cpu.insn_count())))
            .collect();
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
            raw_stdout: raw_unless_utf8(sh.stdout.kept()),
            raw_stderr: raw_unless_utf8(sh.stderr.kept()),
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
            schedule: None,
            decisions: sh.sched.taken.clone(),
            schedule_token: None,
        }
    }
}
