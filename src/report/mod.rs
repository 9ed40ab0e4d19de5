//! The report layer: what a run produced, simulated ([`Report`]) or native
//! ([`RealReport`]), in the types every driver writes and every reader reads.
//!
//! It sits above the kernel and below everything that drives runs: [`crate::machine`]
//! builds a [`Report`], [`crate::session`] a [`RealReport`] and the text of both,
//! [`crate::explore`] reads outcomes and writes [`ScheduleToken`]s, and `diff`
//! compares an [`OutputSummary`] of each side. It depends on none of them
//! (`tests/it/layers.rs` holds the table of allowed dependencies between top-level
//! modules).

mod output;
mod real;
pub mod recording;
pub mod token;

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

pub use crate::kernel::exit::Exit;
pub use crate::kernel::redzone::{RedZone, RedZoneWrite};
pub use crate::kernel::uprobes::uretprobe::{ReturnInstance, RiAccounting, RiStats};
pub use crate::probe_script::{AppliedAction, ProbeScriptReport};
pub use output::OutputSummary;
pub(crate) use output::{hex_digest, is_zero, raw_unless_utf8};
pub use real::{RealContainment, RealReport};
pub use token::ScheduleToken;

/// How a process ended, in words ([`Exit`]'s `Display`), or `did not exit`.
pub fn exit_text(e: &Option<Exit>) -> String {
    match e {
        Some(e) => e.to_string(),
        None => "did not exit".to_string(),
    }
}

/// One probe in a report, simulated or native (the native run fills it from its perf
/// events and `/proc/PID/mem`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ProbeReport {
    /// As given.
    pub spec: String,
    /// The probe address (`0x…` in JSON).
    #[serde(serialize_with = "crate::fmt::ser_hex", deserialize_with = "crate::fmt::de_hex")]
    pub address: u64,
    /// Whether the breakpoint was ever written (native: false when the kernel refused
    /// the probe at `perf_event_open`).
    pub installed: bool,
    /// Why not, if not.
    pub reason: Option<String>,
    /// Handler runs (return-handler runs for a uretprobe).
    pub hits: u64,
    /// The 5 bytes at the probe address when the process ended (`cc …` for an int3,
    /// `e8 …` for an optimized nop5; hex in JSON). Native runs read them for a non-PIE
    /// only: a PIE's load address is randomized and not known before the run.
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
/// for byte, with one exception: `trace`, because a [`crate::trace::TraceEvent`] cannot
/// be rebuilt from its text, so a deserialized report has no trace (`None`); compare
/// traces as JSON or text. Without a trace, a deserialized report equals the original.
/// Output that is not valid UTF-8 is in the JSON twice: as lossy text (`stdout`) and
/// exactly, in base64 (`stdout_raw`), as in a [`RealReport`].
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
    /// stdout's bytes when `stdout` is not exactly them (base64 in JSON, as in
    /// [`RealReport`]; absent when they are): binary output is comparable from the JSON.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "output::base64_bytes")]
    pub stdout_raw: Option<Vec<u8>>,
    /// stderr's bytes when `stderr` is not exactly them (base64 in JSON).
    #[serde(default, skip_serializing_if = "Option::is_none", with = "output::base64_bytes")]
    pub stderr_raw: Option<Vec<u8>>,
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
    /// What the probe script did, for a run with one (`run --probe-script`); absent otherwise.
    /// JSON key `probe_script` (`schedule`, its old name, is read too).
    #[serde(default, skip_serializing_if = "Option::is_none", alias = "schedule")]
    pub probe_script: Option<crate::probe_script::ProbeScriptReport>,
    /// Every thread-scheduling decision of the run, in order (asked only where two or
    /// more threads could run: absent from the JSON for a run without threads).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub decisions: Vec<crate::kernel::sched::Taken>,
    /// The run's interleaving as a schedule token (`--schedule TOKEN` replays it), for a
    /// session run with decisions ([`crate::session`] records it); absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule_token: Option<ScheduleToken>,
}

impl Report {
    /// The instruction stamps of the trace's probe-path events (traps and handlers),
    /// when the trace was recorded: where `explore --strategy bounded` places its
    /// preemptions.
    pub fn probe_path_stamps(&self) -> Option<Vec<u64>> {
        let trace = self.trace.as_ref()?;
        Some(trace.iter().filter(|e| e.kind().is_probe_path()).map(|e| e.insn).collect())
    }

    /// The guest's stdout exactly as written (`stdout` is this, when valid UTF-8): all
    /// of it, or its first bytes when `stdout_truncated` (`stdout_len` is the total).
    pub fn stdout_bytes(&self) -> &[u8] {
        self.stdout_raw.as_deref().unwrap_or(self.stdout.as_bytes())
    }

    /// The guest's stderr exactly as written (`stderr` is this, when valid UTF-8): all
    /// of it, or its first bytes when `stderr_truncated`.
    pub fn stderr_bytes(&self) -> &[u8] {
        self.stderr_raw.as_deref().unwrap_or(self.stderr.as_bytes())
    }

    /// Sets the output from the bytes the guest wrote (all of them): the text fields
    /// lossily, the bytes exactly, the lengths.
    pub fn set_output(&mut self, stdout: &[u8], stderr: &[u8]) {
        self.stdout = String::from_utf8_lossy(stdout).into_owned();
        self.stderr = String::from_utf8_lossy(stderr).into_owned();
        self.stdout_raw = raw_unless_utf8(stdout);
        self.stderr_raw = raw_unless_utf8(stderr);
        self.stdout_len = stdout.len() as u64;
        self.stderr_len = stderr.len() as u64;
        (self.stdout_truncated, self.stderr_truncated) = (false, false);
        (self.stdout_sha256, self.stderr_sha256) = (None, None);
    }

    /// stdout as a comparison sees it: the kept prefix, the total length and the digest.
    pub fn stdout_summary(&self) -> OutputSummary<'_> {
        OutputSummary::new(self.stdout_bytes(), self.stdout_len, self.stdout_sha256.as_deref())
    }

    /// stderr as a comparison sees it.
    pub fn stderr_summary(&self) -> OutputSummary<'_> {
        OutputSummary::new(self.stderr_bytes(), self.stderr_len, self.stderr_sha256.as_deref())
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
