//! probesim-host: the real-kernel oracle of probesim. It runs a static ELF
//! natively on this machine with real uprobes attached and reports its exit
//! status, its output, how often every probe fired, and (optionally) bytes
//! of its memory and its `/proc/PID/maps` at exit, so the simulator's
//! results can be diffed against the kernel's. probesim re-exports it as
//! `probesim::host`.
//!
//! Linux interfaces used: `perf_event_open(2)` on the uprobe PMU
//! (`/sys/bus/event_source/devices/uprobe`) for the probes and their hit
//! counters, `fork(2)`/`execve(2)` for the guest, `ptrace(2)`
//! (`PTRACE_SEIZE`) for its exec and exit stops, `/proc/PID/{mem,maps,auxv}`
//! to read its memory, pidfds (`pidfd_open(2)`, `pidfd_getfd(2)`,
//! `pidfd_send_signal(2)`), pipes and `poll(2)` for its output. Only Linux
//! on x86-64 is supported; elsewhere every run fails with
//! [`HostError::Unavailable`]. It needs root.
//!
//! # Mechanics
//!
//! 1. Everything the child needs (C strings, fds) is prepared before `fork`,
//!    so the child only makes async-signal-safe system calls.
//! 2. The child puts itself in its own process group, resets its signal mask
//!    and dispositions to the defaults, wires stdin/stdout/stderr, marks every
//!    other fd close-on-exec, then blocks on a barrier socket.
//! 3. The parent `PTRACE_SEIZE`s the child (`PTRACE_O_TRACEEXEC |
//!    PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL`), starts a thread that reads the
//!    output pipes and enforces the deadline, and releases the child, which
//!    `execve`s the ELF.
//! 4. At the exec stop (no user instruction of the new image has run yet) the
//!    probes are attached, see [`AttachMode::ExecStop`], and the child is
//!    continued (or detached when `trace_exit` is off).
//! 5. Signal-delivery stops pass the signal on unchanged, group stops stay
//!    stopped (`PTRACE_LISTEN`), and at `PTRACE_EVENT_EXIT` (the mm is still
//!    alive) the requested memory ranges are read from `/proc/PID/mem` and
//!    `/proc/PID/maps` is captured.
//! 6. With a [`RealSchedule`], the child is resumed with `PTRACE_SYSCALL` instead, and
//!    at the syscall-entry stop of each control point ([`PROBESIM_CONTROL`]) the actions
//!    due there open or close perf events (a closed event's count is added to its probe's
//!    hits) before it goes on.
//! 7. After the child is reaped the hit counts are read from the perf fds.
//!
//! # Kernel quirk that shapes the design
//!
//! An `inherit`ed uprobe perf event is re-created at every `fork`/`clone` of
//! the traced task, and the kernel then re-reads `attr.config1` (the path
//! pointer) from the memory of the *forking guest* (`perf_uprobe_init` →
//! `strndup_user`). A pointer into the driver's own memory is garbage there,
//! so with [`AttachMode::EnableOnExec`] + `inherit` every `fork` in the guest
//! fails with `-EFAULT`. [`AttachMode::ExecStop`] instead points `config1`
//! at the guest's own copy of the executable path (the `AT_EXECFN` string at
//! the top of its stack, which is exactly the canonical path we exec'd) and
//! opens the events from a short-lived helper process that maps that same
//! address, so the pointer is valid in both address spaces.
//!
//! # Usage
//!
//! ```no_run
//! use probesim_host::{availability, run, RealProbe, RealRequest};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! availability().map_err(|why| format!("skip: {why}"))?;
//! let out = run(&RealRequest {
//!     elf: "/tmp/prog".into(),
//!     argv: vec!["prog".into()],
//!     envp: vec![],
//!     stdin: None,
//!     probes: vec![RealProbe { file_offset: 0x10a0, retprobe: false, ref_ctr_offset: 0, path: None }],
//!     read_at_exit: vec![(0x4010a0, 5)],
//!     timeout_ms: 5_000,
//!     schedule: Default::default(),
//! })?;
//! assert_eq!(out.exit_code, Some(0));
//! println!("hits {:?}, probed bytes {:02x?}", out.hits, out.memory_at_exit[0]);
//! # Ok(())
//! # }
//! ```
//!
//! Cost: the kernel needs ~85 ms to create and ~85 ms to destroy each uprobe
//! perf event (measured on a 6.18 VM); creation is parallelised, destruction
//! is serial. Concurrent runs probing the same file share the kernel's
//! `struct uprobe` per (inode, offset); copy the ELF to a private path for
//! full isolation.
//!
//! Every failure is a [`HostError`]; nothing here panics on any input.
//!
//! # Layout
//!
//! The run itself is in `run` (prepare → spawn → supervise → collect);
//! `child` holds the code that runs between `fork` and `execve` (async-signal-safe
//! only), `perf` the perf events, `ptrace` the tracee's memory, `io` the pipes
//! and the output thread, and `sys` the kernel ABI definitions and thin
//! system call wrappers.
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]
// Nothing here may panic on any input; `child` also denies overflowing arithmetic.
#![warn(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use std::path::PathBuf;
use std::time::Duration;

mod error;
pub use error::HostError;

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod attach_cost;
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod bpf;

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod child;
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod contain;
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
pub use contain::{install_termination_cleanup, terminate_all_runs, ScratchDir};
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod io;
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod perf;
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod ptrace;
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod run;
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod sys;

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
use run as imp;

/// Stand-in for [`run()`] where real uprobes cannot exist.
#[cfg(not(all(target_os = "linux", target_arch = "x86_64")))]
mod imp {
    use super::{HostError, RealOutcome, RealRequest, RunOptions};

    const WHY: &str = "real uprobes need Linux on x86-64";

    pub(crate) fn availability() -> Result<u32, String> {
        Err(WHY.to_string())
    }

    pub(crate) fn run(_req: &RealRequest, _opts: &RunOptions) -> Result<RealOutcome, HostError> {
        Err(HostError::Unavailable(WHY.to_string()))
    }
}

/// One uprobe to attach: a file offset in the ELF, optionally a return probe,
/// optionally with a USDT-style reference counter (semaphore) file offset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RealProbe {
    /// File offset of the probed instruction (`vaddr - p_vaddr + p_offset`).
    pub file_offset: u64,
    /// `true` for a uretprobe.
    pub retprobe: bool,
    /// File offset of a 16-bit reference counter the kernel increments while
    /// the probe is attached; 0 for none. Must fit in 32 bits.
    pub ref_ctr_offset: u64,
    /// The file probed, when it is not the ELF run (a shared library the guest maps):
    /// `file_offset` is then in this file. System-wide events are restricted to the
    /// guest's cgroup (`PERF_FLAG_PID_CGROUP`) where the run has a cgroup v2 directory,
    /// so that the other processes of the host that map the same file are not counted;
    /// probes on another file need `RunOptions::system_wide` and that directory.
    pub path: Option<PathBuf>,
}

/// What to run.
#[derive(Clone, Debug)]
pub struct RealRequest {
    /// The static ELF to execute. It is canonicalised; the real path is both
    /// executed and probed (uprobes key on the inode).
    pub elf: PathBuf,
    /// Exact argument vector, `argv[0]` included.
    pub argv: Vec<String>,
    /// Exact environment, `NAME=value` strings.
    pub envp: Vec<String>,
    /// File to use as stdin; `None` = `/dev/null` (empty stdin).
    pub stdin: Option<PathBuf>,
    /// Probes to attach; `RealOutcome::hits` has the same order.
    pub probes: Vec<RealProbe>,
    /// `(vaddr, len)` ranges to read from the exiting process (needs
    /// `RunOptions::trace_exit`, which [`run()`] enables). At most
    /// [`MAX_READ_AT_EXIT`] bytes each.
    pub read_at_exit: Vec<(u64, usize)>,
    /// Wall-clock limit in milliseconds for the guest, counted from the moment
    /// it starts running its new image (after the probes are attached; with
    /// `AttachMode::EnableOnExec`, from the release of the child just before
    /// `execve`); then the child and its process group get SIGKILL.
    pub timeout_ms: u64,
    /// Probes attached and detached at the guest's control points (see
    /// [`RealSchedule`]); empty for none, and then nothing but exec, signals and exit
    /// stops the guest.
    pub schedule: RealSchedule,
}

/// The number of probesim's control-point system call, [`RealSchedule`]'s marker: a
/// guest makes `syscall(PROBESIM_CONTROL, n)` to reach control point `n`. No Linux
/// assigns it, so the kernel answers -ENOSYS and the guest runs the same traced or not.
pub const PROBESIM_CONTROL: u64 = 0x5052_4f42;

/// Probes attached and detached while the guest runs.
///
/// With any action, the guest is traced with `PTRACE_SYSCALL`: at the syscall-entry stop
/// of a [`PROBESIM_CONTROL`] call (`PTRACE_GET_SYSCALL_INFO`: entry, that number) the
/// actions due are applied while the guest is stopped (an attach is a `perf_event_open`
/// as at the exec stop, a detach reads the event's count and closes it), then it goes on.
/// An action is due at the first time the guest reaches its control point; several at
/// one point apply in order. An attach of a probe that is open, or a detach of one that
/// is not, changes nothing. A probe's hits ([`RealOutcome::hits`]) add up over its
/// attach periods. Only the first process is traced: a forked child's control points are
/// not seen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RealSchedule {
    /// Probes (indices into [`RealRequest::probes`]) that are not attached at the exec
    /// stop: only an action attaches them.
    pub start_detached: Vec<usize>,
    /// The actions.
    pub actions: Vec<RealAction>,
}

impl RealSchedule {
    /// No action, no probe held back.
    pub fn is_empty(&self) -> bool {
        self.start_detached.is_empty() && self.actions.is_empty()
    }
}

/// One action of a [`RealSchedule`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RealAction {
    /// The control point (the `n` of `syscall(PROBESIM_CONTROL, n)`).
    pub control: u64,
    /// The probe (an index into [`RealRequest::probes`]).
    pub probe: usize,
    /// Attach (open its perf event) or detach (close it).
    pub attach: bool,
}

/// What happened.
#[derive(Clone, Debug, Default)]
pub struct RealOutcome {
    /// Exit status when the process exited normally.
    pub exit_code: Option<i32>,
    /// Terminating signal when the process was killed by a signal.
    pub signal: Option<i32>,
    /// Everything written to fd 1 (up to `RunOptions::max_output_bytes`).
    pub stdout: Vec<u8>,
    /// Everything written to fd 2 (up to `RunOptions::max_output_bytes`).
    pub stderr: Vec<u8>,
    /// Hit count per probe, same order as `RealRequest::probes`. Hits in
    /// forked descendants are included when `RunOptions::inherit` or
    /// `RunOptions::system_wide` is on.
    pub hits: Vec<u64>,
    /// Bytes per `RealRequest::read_at_exit` range; `None` if the range could
    /// not be read completely (unmapped, or `[uprobes]` / `[uprobes-trampoline]`
    /// pages, which `/proc/PID/mem` cannot read: EIO) or no exit stop was
    /// observed (`trace_exit` off). On 6.18 even SIGKILL (including the
    /// deadline kill) passes through the exit stop.
    pub memory_at_exit: Vec<Option<Vec<u8>>>,
    /// `/proc/PID/maps` read at the exit stop (`None` when not traced).
    pub maps_at_exit: Option<String>,
    /// The deadline passed while the process was still running and it was
    /// killed with SIGKILL (then `signal == Some(9)`).
    pub timed_out: bool,
    /// The process itself ended, but a descendant still held stdout/stderr
    /// open at the deadline, or was still running when the output ended, and the
    /// guest's tree was killed.
    pub descendants_killed: bool,
    /// Output beyond `RunOptions::max_output_bytes` was discarded (`stdout_len` or
    /// `stderr_len` is then more than what was kept).
    pub output_truncated: bool,
    /// Bytes the guest tree wrote to fd 1 in all, kept or not.
    pub stdout_len: u64,
    /// Bytes the guest tree wrote to fd 2 in all, kept or not.
    pub stderr_len: u64,
    /// How the guest's tree was contained: its kill mechanism and process-count limit
    /// (see the `contain` module docs: a cgroup when this machine has one).
    pub containment: Containment,
    /// The exit stop (`PTRACE_EVENT_EXIT`) was observed.
    pub exit_stop_seen: bool,
    /// Per probe (same order as `RealRequest::probes`): the errno with which
    /// `perf_event_open` refused it, when `RunOptions::tolerate_probe_errors`
    /// is set (otherwise such a refusal is a [`HostError::ProbeOpen`]).
    /// A refused probe has 0 hits. 524 is the kernel-internal ENOTSUPP.
    pub probe_errors: Vec<Option<i32>>,
    /// Control points the guest reached ([`RealRequest::schedule`]; 0 without one).
    pub control_points: u64,
    /// Per action of [`RealRequest::schedule`]: the ordinal (1-based, in the order the
    /// guest reached them) of the control point at which it applied; `None` if the guest
    /// never reached its control point.
    pub actions_applied: Vec<Option<u64>>,
    /// With [`RunOptions::trace_syscalls`]: every system call the guest's tasks made
    /// after the exec, in the order the tracer saw them return (per task, in the task's
    /// own order). At most [`MAX_SYSCALLS`]; the rest are counted in `syscalls_dropped`.
    pub syscalls: Vec<HostSyscall>,
    /// Calls past [`MAX_SYSCALLS`], not kept.
    pub syscalls_dropped: u64,
}

/// Calls [`RealOutcome::syscalls`] keeps.
pub const MAX_SYSCALLS: usize = 1 << 20;

/// One system call a task of the guest made, seen at its entry and exit stops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostSyscall {
    /// The task (thread) id.
    pub tid: i32,
    /// The call's number.
    pub nr: u64,
    /// Its six arguments.
    pub args: [u64; 6],
    /// What it returned; `None` when the task ended in it (`exit`, `exit_group`).
    pub ret: Option<i64>,
    /// When set, this record is not a call: the task took a signal to a handler here
    /// (a signal-delivery stop of a signal `/proc/TID/status` lists as caught); `nr`,
    /// `args` and `ret` are 0.
    pub handler: Option<HostHandler>,
}

/// A signal delivered to a handler, as [`HostSyscall::handler`] gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostHandler {
    /// The signal.
    pub signo: i32,
    /// Its `si_code` (`PTRACE_GETSIGINFO`).
    pub code: i32,
    /// Whether its `si_pid` is the receiving task's own process.
    pub from_self: bool,
}

/// How a run was contained, reported in [`RealOutcome::containment`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Containment {
    /// How the tree is killed: `"cgroup v2 cgroup.kill"`, `"cgroup v1 pids"` or
    /// `"process group only"` (a descendant that left the group would escape).
    pub kill: String,
    /// The process-count limit in force (`pids.max`), or `None`.
    pub task_limit: Option<u32>,
    /// Where the limit is, or why there is none.
    pub task_limit_how: String,
    /// Times a `fork`/`clone` in the tree failed at the limit (`pids.events`' `max`).
    pub task_limit_hits: u64,
}

/// When and how the perf events are opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AttachMode {
    /// Open the events at the ptrace exec stop, with `config1` pointing at the
    /// guest's `AT_EXECFN` string, so `inherit` works and the guest's `fork`
    /// succeeds. Always uses ptrace at least until the exec.
    #[default]
    ExecStop,
    /// Open the events before exec (`disabled` + `enable_on_exec`) with
    /// `config1` pointing into this process. Needs no ptrace when
    /// `trace_exit` is off, but with `inherit` every `fork`/`clone` in the
    /// guest fails with EFAULT (kernel quirk, see the crate docs).
    EnableOnExec,
}

/// What counts the hits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Consumer {
    /// One perf uprobe event per probe (per CPU for [`RunOptions::system_wide`]), as
    /// `perf` and the uprobe PMU attach. Closing each costs the kernel an RCU grace
    /// period (about 100 ms on a 6.18 VM), one at a time machine-wide.
    #[default]
    PerfEvents,
    /// A BPF counting program on one `uprobe_multi` link per file and direction
    /// (Linux 6.6), restricted to the guest's pid, as bpftrace attaches a wildcard: the
    /// run ends after one grace period per link, whatever the number of probes. Task
    /// scope only: not with [`RunOptions::system_wide`], and not with a schedule;
    /// children of the guest are not counted (`inherit` does not apply).
    BpfMulti,
}

/// Knobs for [`run_with_options`]. `Default` is what [`run()`] uses.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Stay attached with ptrace until exit to capture `read_at_exit` and
    /// `maps_at_exit`. When off, those stay `None`.
    pub trace_exit: bool,
    /// See [`AttachMode`].
    pub attach: AttachMode,
    /// Set `attr.inherit` so hits in forked children/threads are counted.
    pub inherit: bool,
    /// System-wide probes instead of the guest's task events: one event per online
    /// CPU with pid -1 for each probe, as bpftrace and BPF links attach, so every
    /// process that runs the ELF counts (a forked child's return through a return
    /// instance inherited from its parent included); `inherit` does not apply. Needs
    /// [`AttachMode::ExecStop`]; the ELF should be a private copy that nothing else
    /// runs.
    pub system_wide: bool,
    /// Run the guest with `ADDR_NO_RANDOMIZE` (deterministic stack, vdso and
    /// mmap addresses).
    pub no_aslr: bool,
    /// Cap per output stream; the rest is read, counted (`RealOutcome::stdout_len`) and
    /// discarded, and `RealOutcome::output_truncated` set.
    pub max_output_bytes: usize,
    /// Most tasks (processes and threads) the guest's tree may have at once
    /// (`pids.max` of its cgroup; `fork`/`clone` past it fail with `EAGAIN`); `None`: no
    /// limit. Where this machine has no pids controller there is none either way
    /// ([`RealOutcome::containment`] says).
    pub max_tasks: Option<u32>,
    /// After a deadline kill, how long to keep waiting for the output pipes
    /// to close (a process that left the process group may hold them).
    pub kill_grace_ms: u64,
    /// Record probes the kernel refuses in `RealOutcome::probe_errors` (and
    /// count 0 hits for them) instead of failing the run.
    pub tolerate_probe_errors: bool,
    /// What counts the hits: see [`Consumer`].
    pub consumer: Consumer,
    /// With [`Consumer::BpfMulti`]: the probes the caller expects the kernel to refuse
    /// (indices into `RealRequest::probes`), each tried in a link of its own. A link the
    /// kernel refuses unregisters the sites it registered before the refused one, which
    /// costs a grace period; a refused probe first and alone costs none, so a caller that
    /// knows (the simulator's verdict) saves the search for it.
    pub expect_refused: Vec<usize>,
    /// Trace every task the guest creates (`PTRACE_O_TRACEFORK`, `TRACEVFORK`,
    /// `TRACECLONE`) and record each system call it makes after the exec, with its
    /// arguments and result, into [`RealOutcome::syscalls`] (`PTRACE_SYSCALL` and
    /// `PTRACE_GET_SYSCALL_INFO`). Needs [`AttachMode::ExecStop`] and no schedule. The
    /// tracer waits for the guest's process group: a task that leaves it (`setpgid`,
    /// `setsid`) is not followed.
    pub trace_syscalls: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            trace_exit: true,
            attach: AttachMode::ExecStop,
            inherit: true,
            system_wide: false,
            no_aslr: false,
            max_output_bytes: 64 << 20,
            max_tasks: Some(DEFAULT_MAX_TASKS),
            kill_grace_ms: 2000,
            tolerate_probe_errors: false,
            consumer: Consumer::PerfEvents,
            expect_refused: Vec::new(),
            trace_syscalls: false,
        }
    }
}

/// What attaching and detaching `probes` costs the real kernel on `elf`, held at its
/// exec stop: one `perf_event_open(2)` per probe, then closing them all (see
/// [`AttachCost`]). Needs what [`run()`] needs.
pub fn attach_cost(elf: &std::path::Path, probes: &[RealProbe]) -> Result<AttachCost, HostError> {
    #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
    return attach_cost::attach_cost(elf, probes);
    #[cfg(not(all(target_os = "linux", target_arch = "x86_64")))]
    return Err(HostError::Unavailable(format!(
        "real uprobes need Linux on x86-64 ({}, {} probes)",
        elf.display(),
        probes.len()
    )));
}

/// The measured cost of one batch.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AttachCost {
    /// Opening every probe's perf event, one after another.
    pub attach: Duration,
    /// Closing them all.
    pub detach: Duration,
    /// Probes the kernel refused (their failed opens are part of `attach`).
    pub refused: usize,
}

/// [`RunOptions::max_tasks`] by default.
pub const DEFAULT_MAX_TASKS: u32 = 1024;

/// Largest single `read_at_exit` range accepted.
pub const MAX_READ_AT_EXIT: usize = 16 << 20;

/// Directory of the uprobe PMU.
pub const UPROBE_PMU_DIR: &str = "/sys/bus/event_source/devices/uprobe";

/// `Ok(())` when real uprobes can be used here; `Err(reason)` otherwise
/// (not Linux x86-64, not root, no uprobe PMU).
pub fn availability() -> Result<(), String> {
    imp::availability().map(|_| ())
}

/// Run `req` natively under real uprobes with [`RunOptions::default`].
pub fn run(req: &RealRequest) -> Result<RealOutcome, HostError> {
    run_with_options(req, &RunOptions::default())
}

/// Run `req` natively under real uprobes.
pub fn run_with_options(req: &RealRequest, opts: &RunOptions) -> Result<RealOutcome, HostError> {
    imp::run(req, opts)
}

#[cfg(all(test, target_os = "linux", target_arch = "x86_64"))]
mod tests;

/// What this machine's `cpuid` answers for `leaf` and `subleaf`: `[eax, ebx, ecx, edx]`
/// (all zero where there is no `cpuid`). The simulator shows a native run its own CPU
/// model through glibc's tunables, masking what this answer has and the model lacks.
pub fn cpuid(leaf: u32, subleaf: u32) -> [u32; 4] {
    #[cfg(target_arch = "x86_64")]
    {
        let r = std::arch::x86_64::__cpuid_count(leaf, subleaf);
        [r.eax, r.ebx, r.ecx, r.edx]
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (leaf, subleaf);
        [0; 4]
    }
}
