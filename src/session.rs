//! One run session: a [`RunRequest`] (what the CLI asks for) turned into a simulated run
//! ([`simulate`], [`run_sim`]) or a native run under real uprobes ([`real`], [`run_real`]),
//! and the [`Outcome`] printed as JSON or text. Comparing the two is [`crate::diff`].

use std::io::Write;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::abi::Signal;
use crate::explore::strategy::Replay;
use crate::explore::token::ScheduleToken;
use crate::explore::{ExploreReport, Plan, RunResult, Strategy};
use crate::fmt::hex_bytes;
use crate::host;
use crate::kernel::arch::x86::cpuid::{self, CpuModel};
use crate::kernel::output::OutputSink;
use crate::kernel::preset::Variants;
use crate::kernel::sched::Chooser;
use crate::kernel::uprobes::uretprobe::RiAlloc;
use crate::kernel::{Exit, KernelConfig};
use crate::machine::{
    Machine, Preset, ProbeReport, Report, RunConfig, SimError, Stop, Until, DEFAULT_MAX_INSNS, SITE_BYTES,
};
use crate::schedule::{Op, Schedule, ScheduleError, ScheduleReport};
use crate::spec::{ProbeKind, ProbeSpec};
use crate::target::{Target, TargetError};
use crate::trace::EventKind;

/// One run, as the CLI describes it.
#[derive(Clone, Debug)]
pub struct RunRequest {
    /// What to run.
    pub target: Target,
    /// Probe specs.
    pub probes: Vec<String>,
    /// Kernel preset.
    pub preset: Preset,
    /// stdin contents.
    pub stdin: Option<Vec<u8>>,
    /// stdin file (for the real run).
    pub stdin_path: Option<PathBuf>,
    /// Instruction budget.
    pub max_insns: u64,
    /// Allow probes at offsets that are not instruction boundaries
    /// ([`RunConfig::allow_unsafe`]).
    pub allow_unsafe: bool,
    /// Guest arguments after `argv[0]`.
    pub extra_args: Vec<String>,
    /// Keep every event.
    pub record_trace: bool,
    /// Return-instance allocation design.
    pub ri_alloc: RiAlloc,
    /// Probes attached and detached at the guest's control points (`--schedule-file`).
    pub schedule: Option<Schedule>,
    /// How the probes are attached: system-wide (default) or per process, in the
    /// simulator and on the host alike.
    pub scope: crate::consumers::Scope,
    /// The CPU model the simulated `cpuid` describes, and the native run is shown.
    pub cpu: CpuModel,
    /// The host directory the simulated guest sees as `/` ([`KernelConfig::root`]);
    /// `None`: the current directory. The real run always sees the host's own `/`.
    pub root: Option<PathBuf>,
    /// Where the guest's whole stdout is written as the simulated guest writes it
    /// (`-`: this process's stdout); the report keeps its first `output_keep` bytes.
    pub stdout_file: Option<PathBuf>,
    /// Where the guest's whole stderr is written (`-`: this process's stderr).
    pub stderr_file: Option<PathBuf>,
    /// Bytes of stdout and of stderr the report keeps ([`KernelConfig::output_keep`]).
    pub output_keep: usize,
    /// Most events a trace keeps ([`KernelConfig::trace_limit`]).
    pub trace_limit: usize,
    /// The most memory a simulated process may commit ([`KernelConfig::mem_limit`]).
    pub mem_limit: u64,
    /// The interleaving of the guest's threads to replay (`--schedule TOKEN`); `None`:
    /// the default schedule. Simulator only.
    pub interleaving: Option<ScheduleToken>,
    /// Rejected design variants switched on over the preset (`--variant`,
    /// [`KernelConfig::variants`]). Simulator only.
    pub variants: Variants,
}

impl RunRequest {
    /// The guest's environment, the same in the simulator and natively: for a program
    /// of a file or ELF bytes (which may be linked with glibc), `GLIBC_TUNABLES` showing
    /// glibc the CPU model ([`cpuid::glibc_tunables`], from the model alone, so the same on
    /// every host); none for sim-programs, which have no libc.
    pub fn envp(&self) -> Vec<String> {
        match self.target {
            Target::Sim(_) | Target::Program(_) => Vec::new(),
            Target::File(_) | Target::Elf { .. } => {
                vec![format!("GLIBC_TUNABLES={}", cpuid::glibc_tunables(self.cpu))]
            }
        }
    }

    /// A request with defaults for `target` and `probes`.
    pub fn new(target: Target, probes: Vec<String>) -> RunRequest {
        RunRequest {
            target,
            probes,
            preset: Preset::default(),
            stdin: None,
            stdin_path: None,
            max_insns: DEFAULT_MAX_INSNS,
            allow_unsafe: false,
            extra_args: Vec::new(),
            record_trace: false,
            ri_alloc: Default::default(),
            schedule: None,
            scope: Default::default(),
            cpu: CpuModel::default(),
            root: None,
            stdout_file: None,
            stderr_file: None,
            output_keep: crate::kernel::output::DEFAULT_OUTPUT_KEEP,
            trace_limit: crate::trace::DEFAULT_TRACE_LIMIT,
            mem_limit: crate::kernel::DEFAULT_MEM_LIMIT,
            interleaving: None,
            variants: Variants::default(),
        }
    }

    fn argv(&self) -> Vec<String> {
        let mut v = vec![self.target.argv0()];
        v.extend(self.extra_args.iter().cloned());
        v
    }

    /// Parses probe spec `p` and checks that its PATH names the target.
    fn checked_spec(&self, p: &str) -> Result<ProbeSpec, RunError> {
        let spec = ProbeSpec::parse(p).map_err(SimError::from)?;
        if !self.target.matches_path(&spec.path) {
            return Err(RunError::PathMismatch { spec: p.to_string(), path: spec.path, target: self.target.display() });
        }
        Ok(spec)
    }
}

/// Errors of a run session.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RunError {
    /// Bad target.
    #[error(transparent)]
    Target(#[from] TargetError),
    /// Simulator error.
    #[error(transparent)]
    Sim(#[from] SimError),
    /// The real-kernel oracle is not usable here.
    #[error("real uprobes are unavailable here: {0}")]
    Unavailable(String),
    /// The real run failed in the host layer.
    #[error("real run failed: {0}")]
    HostRun(#[source] host::HostError),
    /// The directory for the real run's ELF could not be created.
    #[error("real run failed: {0}")]
    TempDir(#[source] std::io::Error),
    /// The real run failed otherwise (it timed out; or a request the session cannot serve).
    #[error("real run failed: {0}")]
    Host(String),
    /// The request has no probe, and needs one (explain narrates a probe hit).
    #[error("{0} needs at least one probe (`RunRequest::probes` is empty)")]
    NoProbe(&'static str),
    /// A bad schedule file (or a spec in it that does not resolve).
    #[error(transparent)]
    Schedule(#[from] ScheduleError),
    /// The guest's output cannot be written where the request sends it
    /// ([`RunRequest::stdout_file`], [`RunRequest::stderr_file`]).
    #[error("cannot write the guest's output to `{}`: {source}", path.display())]
    Output {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// A probe spec does not name the target.
    #[error("probe spec `{spec}` names `{path}`, but the target is `{target}`")]
    PathMismatch {
        /// Spec.
        spec: String,
        /// Its PATH.
        path: String,
        /// The target.
        target: String,
    },
}

/// A report of a real run: the fields the host can know. Deserializes from its JSON,
/// which it writes back byte for byte.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct RealReport {
    /// Target.
    pub target: String,
    /// Always `"host"`.
    pub kernel: String,
    /// The CPU model the run was shown (through glibc; see [`RealReport::glibc_tunables`]).
    #[serde(default)]
    pub cpu: String,
    /// Host CPU features the model lacks, masked for glibc (`glibc.cpu.hwcaps=-NAME`).
    #[serde(default)]
    pub masked_features: Vec<String>,
    /// The `GLIBC_TUNABLES` the native run got, which makes its glibc see the model.
    #[serde(default)]
    pub glibc_tunables: String,
    /// How it ended.
    #[serde(serialize_with = "Exit::serialize_opt", deserialize_with = "Exit::deserialize_opt")]
    pub exit: Option<Exit>,
    /// stdout, as UTF-8 (invalid sequences replaced; [`RealReport::stdout_bytes`] has
    /// the bytes). Only a prefix of [`RealReport::stdout_len`] bytes when the host
    /// truncated it ([`RealReport::output_truncated`]).
    pub stdout: String,
    /// stderr, as UTF-8 (as `stdout`).
    pub stderr: String,
    /// stdout's bytes when `stdout` is not exactly them (base64 in JSON; absent when
    /// it is).
    #[serde(default, skip_serializing_if = "Option::is_none", with = "base64_bytes")]
    pub stdout_raw: Option<Vec<u8>>,
    /// stderr's bytes when `stderr` is not exactly them (base64 in JSON).
    #[serde(default, skip_serializing_if = "Option::is_none", with = "base64_bytes")]
    pub stderr_raw: Option<Vec<u8>>,
    /// Bytes the guest wrote to stdout in all, kept or not (absent in JSON when 0, as in
    /// reports from before it was recorded: then the kept bytes are the whole).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub stdout_len: u64,
    /// Bytes the guest wrote to stderr in all, kept or not (as `stdout_len`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub stderr_len: u64,
    /// The host kept only a prefix of the output (its cap per stream,
    /// `host::RunOptions::max_output_bytes`); the lengths are the whole.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub output_truncated: bool,
    /// How the native guest's process tree was contained (cgroup, process limit; absent
    /// in JSON from before it was recorded).
    #[serde(default, skip_serializing_if = "RealContainment::is_unknown")]
    pub containment: RealContainment,
    /// Probes with hits.
    pub probes: Vec<RealProbeReport>,
    /// What the schedule file did, for a run with one; absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<ScheduleReport>,
}

/// How a native run's process tree was contained ([`host::Containment`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct RealContainment {
    /// How the tree is killed at the end, at the deadline, and when probesim is
    /// interrupted (`cgroup v2 cgroup.kill`, `cgroup v1 pids`, `process group only`).
    pub kill: String,
    /// The process-count limit (`pids.max`), or none.
    pub task_limit: Option<u32>,
    /// Where the limit is, or why there is none.
    pub task_limit_how: String,
    /// Times a `fork`/`clone` of the tree failed at the limit.
    pub task_limit_hits: u64,
}

impl RealContainment {
    /// Nothing is known (a report from before containment was recorded).
    fn is_unknown(&self) -> bool {
        *self == RealContainment::default()
    }
}

/// Whether a count is 0 (for `skip_serializing_if`).
fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// `Option<Vec<u8>>` as a base64 string (RFC 4648, padded) in JSON.
mod base64_bytes {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    /// Encodes `b`.
    pub(super) fn encode(b: &[u8]) -> String {
        let mut out = String::with_capacity(b.len().div_ceil(3) * 4);
        for chunk in b.chunks(3) {
            let n = chunk.iter().enumerate().fold(0u32, |n, (i, x)| n | u32::from(*x) << (16 - 8 * i));
            for i in 0..4 {
                if i <= chunk.len() {
                    out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
                } else {
                    out.push('=');
                }
            }
        }
        out
    }

    /// Decodes what [`encode`] wrote; `None` for anything else.
    pub(super) fn decode(s: &str) -> Option<Vec<u8>> {
        let s = s.as_bytes();
        if !s.len().is_multiple_of(4) {
            return None;
        }
        let mut out = Vec::with_capacity(s.len() / 4 * 3);
        for (k, quad) in s.chunks(4).enumerate() {
            let last = k + 1 == s.len() / 4;
            let pad = quad.iter().rev().take_while(|c| **c == b'=').count();
            if pad > 2 || (pad > 0 && !last) {
                return None;
            }
            let mut n = 0u32;
            for (i, c) in quad.iter().enumerate() {
                let v = if i >= 4 - pad { 0 } else { ALPHABET.iter().position(|a| a == c)? as u32 };
                n |= v << (18 - 6 * i);
            }
            out.extend_from_slice(&n.to_be_bytes()[1..4 - pad]);
        }
        Some(out)
    }

    pub(super) fn serialize<S: serde::Serializer>(v: &Option<Vec<u8>>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(b) => s.serialize_some(&encode(b)),
            None => s.serialize_none(),
        }
    }

    pub(super) fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Vec<u8>>, D::Error> {
        match <Option<String> as serde::Deserialize>::deserialize(d)? {
            Some(s) => decode(&s).map(Some).ok_or_else(|| serde::de::Error::custom("expected base64 bytes")),
            None => Ok(None),
        }
    }
}

/// The bytes, when `text` (their lossy UTF-8 form) is not exactly them.
fn raw_unless_utf8(bytes: &[u8]) -> Option<Vec<u8>> {
    std::str::from_utf8(bytes).is_err().then(|| bytes.to_vec())
}

impl RealReport {
    /// The guest's stdout exactly as the host kept it (`stdout` is this, when valid
    /// UTF-8).
    pub fn stdout_bytes(&self) -> &[u8] {
        self.stdout_raw.as_deref().unwrap_or(self.stdout.as_bytes())
    }

    /// The guest's stderr exactly as the host kept it.
    pub fn stderr_bytes(&self) -> &[u8] {
        self.stderr_raw.as_deref().unwrap_or(self.stderr.as_bytes())
    }

    /// The line saying that the host kept only a prefix of the output, if it did.
    pub fn truncation_text(&self) -> Option<String> {
        self.output_truncated.then(|| {
            format!(
                "host output truncated: kept stdout {} of {} bytes, stderr {} of {} bytes\n",
                self.stdout_bytes().len(),
                self.stdout_len,
                self.stderr_bytes().len(),
                self.stderr_len
            )
        })
    }

    /// The lines saying which CPU the run was shown, and how.
    pub fn cpu_text(&self) -> String {
        let masked = if self.masked_features.is_empty() { "none".to_string() } else { self.masked_features.join(",") };
        format!(
            "cpu: {} (host features masked for glibc: {masked})\nGLIBC_TUNABLES={}\n",
            self.cpu, self.glibc_tunables
        )
    }
}

/// A probe of a real run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct RealProbeReport {
    /// As given.
    pub spec: String,
    /// The probe address (`0x…` in JSON).
    #[serde(serialize_with = "crate::fmt::ser_hex", deserialize_with = "crate::fmt::de_hex")]
    pub address: u64,
    /// False when the kernel refused the probe at `perf_event_open`.
    pub installed: bool,
    /// The refusal.
    pub reason: Option<String>,
    /// Times it fired.
    pub hits: u64,
    /// Bytes at the probe site at exit (non-PIE only: a PIE's real load address is
    /// randomized and not known before the run; hex in JSON).
    #[serde(serialize_with = "crate::fmt::ser_opt_bytes", deserialize_with = "crate::fmt::de_opt_bytes")]
    pub site_bytes: Option<Vec<u8>>,
    /// The pattern spec this site came from (absent for a plain spec).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
}

/// The outcome of `run` or `run --real`.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Simulated.
    Sim(Box<Report>),
    /// Real.
    Real(Box<RealReport>),
}

/// How a process ended, in words: `exited with code 0`, `killed by signal 11 (SIGSEGV)`,
/// `killed by signal 6 (SIGABRT), core dumped`.
pub fn exit_text(e: &Option<Exit>) -> String {
    match e {
        Some(Exit::Exited(c)) => format!("exited with code {c}"),
        Some(Exit::Signaled(s)) => format!("killed by signal {} ({s})", s.number()),
        Some(Exit::Dumped(s)) => format!("killed by signal {} ({s}), core dumped", s.number()),
        None => "did not exit".to_string(),
    }
}

/// One probe line of a readable report.
fn push_probe_line(out: &mut String, spec: &str, address: u64, reason: Option<&str>, hits: u64, bytes: Option<&[u8]>) {
    let state = match reason {
        None => "installed".to_string(),
        Some(why) => format!("NOT installed ({why})"),
    };
    out.push_str(&format!("probe {spec}  at {address:#x}  {state}  hits={hits}"));
    if let Some(b) = bytes {
        out.push_str(&format!("  bytes at exit: {}", hex_bytes(b)));
    }
    out.push('\n');
}

/// Before the first site of a pattern spec: `probes SPEC: N sites (one uprobe_multi
/// link)`; the site lines follow, each a plain probe line.
fn push_group_header(out: &mut String, groups: &[Option<&str>], i: usize) {
    let Some(g) = groups[i] else { return };
    if i > 0 && groups[i - 1] == Some(g) {
        return;
    }
    let n = groups[i..].iter().take_while(|x| **x == Some(g)).count();
    out.push_str(&format!("probes {g}: {n} site{} (one uprobe_multi link)\n", if n == 1 { "" } else { "s" }));
}

impl Outcome {
    /// One JSON object.
    pub fn json(&self) -> String {
        let r = match self {
            Outcome::Sim(r) => serde_json::to_string_pretty(r),
            Outcome::Real(r) => serde_json::to_string_pretty(r),
        };
        r.unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }

    /// A readable summary.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let (target, kernel, exit, stdout) = match self {
            Outcome::Sim(r) => (&r.target, &r.kernel, &r.exit, &r.stdout),
            Outcome::Real(r) => (&r.target, &r.kernel, &r.exit, &r.stdout),
        };
        out.push_str(&format!("target: {target}  kernel: {kernel}\n"));
        let budget = matches!(self, Outcome::Sim(r) if r.budget_exhausted);
        let why = if budget { " (instruction budget exhausted; what follows is the state so far)" } else { "" };
        out.push_str(&format!("process {}{why}\n", exit_text(exit)));
        if !stdout.is_empty() {
            out.push_str("--- guest stdout ---\n");
            out.push_str(stdout);
            if !stdout.ends_with('\n') {
                out.push('\n');
            }
            out.push_str("--------------------\n");
        }
        if let Outcome::Sim(r) = self {
            for (name, truncated, len, kept) in [
                ("stdout", r.stdout_truncated, r.stdout_len, r.stdout_bytes().len()),
                ("stderr", r.stderr_truncated, r.stderr_len, r.stderr_bytes().len()),
            ] {
                if truncated {
                    out.push_str(&format!(
                        "guest {name}: {len} bytes in all, the report kept the first {kept} (--output-keep; --{name}-file writes it all)\n"
                    ));
                }
            }
        }
        match self {
            Outcome::Sim(r) => {
                let groups: Vec<Option<&str>> = r.probes.iter().map(|p| p.group.as_deref()).collect();
                for (i, p) in r.probes.iter().enumerate() {
                    push_group_header(&mut out, &groups, i);
                    push_probe_line(&mut out, &p.spec, p.address, p.reason.as_deref(), p.hits, p.site_bytes.as_deref());
                }
                if let Some(s) = &r.schedule {
                    out.push_str(&s.text());
                }
                if let Some(t) = &r.schedule_token {
                    out.push_str(&format!("threads: {} scheduling decisions, schedule token {t}\n", r.decisions.len()));
                }
                for b in &r.deadlock {
                    out.push_str(&format!(
                        "deadlock: pid {} was {} ({}), ended with SIGKILL\n",
                        b.pid,
                        b.waiting,
                        crate::trace::syscall_name(b.syscall)
                    ));
                }
                let counts: Vec<String> = r.counts.iter().map(|(k, v)| format!("{k}={v}")).collect();
                out.push_str(&format!("events: {}\n", counts.join(" ")));
                out.push_str(&format!("instructions: {}\n", r.instructions));
                let o = &r.optimized;
                if !o.trampoline_pages.is_empty() {
                    out.push_str(&format!(
                        "optimized path: trampoline pages {} sysret={} iret={} optimize_failed={}\n",
                        o.trampoline_pages.iter().map(|t| format!("{t:#x}")).collect::<Vec<_>>().join(","),
                        o.sysret_returns,
                        o.iret_returns,
                        o.optimize_failed
                    ));
                }
                if r.red_zone.writes > 0 {
                    out.push_str(&format!("red-zone writes by the probe mechanism: {}\n", r.red_zone.writes));
                    for w in r.red_zone.first.iter().take(4) {
                        out.push_str(&format!(
                            "  {:#x} (sp {:#x}): {:#018x} -> {:#018x} by {}\n",
                            w.addr, w.site_sp, w.old, w.new, w.by
                        ));
                    }
                }
                if let Some(events) = &r.trace {
                    out.push_str("--- kernel events ---\n");
                    for e in events {
                        out.push_str(&format!("{e}\n"));
                    }
                    if r.trace_dropped > 0 {
                        out.push_str(&format!(
                            "(trace cut: the first {} events kept, {} later ones dropped; --trace-limit raises it)\n",
                            events.len(),
                            r.trace_dropped
                        ));
                    }
                }
                let ri = &r.return_instances;
                if ri.max_depth > 0 || ri.omitted_by_depth > 0 {
                    out.push_str(&format!(
                        "return instances: max_depth={} omitted_by_depth={} cleaned_stale={} chained={} trampoline_returns={} pending_at_exit={}\n",
                        ri.max_depth, ri.omitted_by_depth, ri.cleaned_stale, ri.chained, ri.trampoline_returns, ri.pending_at_exit
                    ));
                    let a = &ri.alloc;
                    out.push_str(&format!(
                        "return_instance allocation ({:?}): allocations={} frees={} peak_live={} bytes={}\n",
                        a.design, a.allocations, a.frees, a.peak_live, a.bytes
                    ));
                }
                if !r.unknown_syscalls.is_empty() {
                    let name = |k: &str| k.parse().map_or("unknown", crate::trace::syscall_name);
                    let u: Vec<String> =
                        r.unknown_syscalls.iter().map(|(k, v)| format!("{}({k})×{v}", name(k))).collect();
                    out.push_str(&format!("unknown syscalls (-ENOSYS): {}\n", u.join(" ")));
                }
                if r.unknown_syscalls_other > 0 {
                    out.push_str(&format!(
                        "unknown syscalls beyond the table's {} numbers: {}\n",
                        crate::kernel::MAX_UNKNOWN_SYSCALLS,
                        r.unknown_syscalls_other
                    ));
                }
                out.push_str(&format!("cpu: {}\n", r.cpu));
            }
            Outcome::Real(r) => {
                let groups: Vec<Option<&str>> = r.probes.iter().map(|p| p.group.as_deref()).collect();
                for (i, p) in r.probes.iter().enumerate() {
                    push_group_header(&mut out, &groups, i);
                    push_probe_line(&mut out, &p.spec, p.address, p.reason.as_deref(), p.hits, p.site_bytes.as_deref());
                }
                if let Some(s) = &r.schedule {
                    out.push_str(&s.text());
                }
                if let Some(t) = r.truncation_text() {
                    out.push_str(&t);
                }
                out.push_str(&r.cpu_text());
            }
        }
        out
    }
}

/// The machine `req` describes, with its probes attached and not yet run. `tweak`
/// adjusts the kernel configuration (explain mode turns on the trace and the
/// instruction log).
pub fn build_machine(req: &RunRequest, tweak: impl FnOnce(&mut KernelConfig)) -> Result<Machine, RunError> {
    let image = req.target.image()?;
    for p in &req.probes {
        req.checked_spec(p)?;
    }
    let mut kernel = KernelConfig {
        record_trace: req.record_trace,
        stdin: req.stdin.clone().unwrap_or_default(),
        ri_alloc: req.ri_alloc,
        cpu: req.cpu,
        mem_limit: req.mem_limit,
        root: Some(req.root.clone().unwrap_or_else(|| PathBuf::from("."))),
        exe: match &req.target {
            Target::File(p) => std::fs::canonicalize(p).map(|p| p.display().to_string()).unwrap_or_default(),
            _ => String::new(),
        },
        output_keep: req.output_keep,
        trace_limit: req.trace_limit,
        variants: req.variants,
        ..KernelConfig::default()
    };
    tweak(&mut kernel);
    let cfg = RunConfig {
        preset: req.preset,
        max_insns: req.max_insns,
        allow_unsafe: req.allow_unsafe,
        argv: req.argv(),
        envp: req.envp(),
        kernel,
        native_count: RunConfig::default().native_count,
        count_insns: true,
        scope: req.scope,
        chooser: Default::default(),
    };
    let mut m = Machine::new(image, cfg)?.with_target(req.target.clone());
    for p in &req.probes {
        m.attach_all(p)?;
    }
    use crate::kernel::fs::file::Stream;
    for (stream, path) in [(Stream::Stdout, &req.stdout_file), (Stream::Stderr, &req.stderr_file)] {
        if let Some(path) = path {
            m.set_output_sink(stream, open_sink(stream, path)?);
        }
    }
    Ok(m)
}

/// The sink for `stream` at `path` (`-`: this process's own stream), buffered.
fn open_sink(stream: crate::kernel::fs::file::Stream, path: &std::path::Path) -> Result<OutputSink, RunError> {
    use crate::kernel::fs::file::Stream;
    if path.as_os_str() == "-" {
        return Ok(match stream {
            Stream::Stdout => Box::new(std::io::stdout()),
            Stream::Stderr => Box::new(std::io::stderr()),
        });
    }
    let file = std::fs::File::create(path).map_err(|source| RunError::Output { path: path.to_path_buf(), source })?;
    Ok(Box::new(std::io::BufWriter::with_capacity(1 << 16, file)))
}

/// After a run: the output sinks flushed, and their first write error as the run's.
fn finish_output(m: &mut Machine, req: &RunRequest) -> Result<(), RunError> {
    use crate::kernel::fs::file::Stream;
    m.flush_output().map_err(|(stream, source)| {
        let path = match stream {
            Stream::Stdout => req.stdout_file.clone(),
            Stream::Stderr => req.stderr_file.clone(),
        };
        RunError::Output { path: path.unwrap_or_default(), source }
    })
}

/// A simulated run, with its machine (for traces and further inspection).
pub fn simulate(req: &RunRequest) -> Result<(Machine, Report), RunError> {
    simulate_with(req, |_| {})
}

/// [`simulate`] with the kernel configuration adjusted by `tweak` (see [`build_machine`]).
pub fn simulate_with(req: &RunRequest, tweak: impl FnOnce(&mut KernelConfig)) -> Result<(Machine, Report), RunError> {
    simulate_chosen(req, tweak, None)
}

/// The recorded chooser of a run: what the report's schedule token is read from.
type Recorded = std::rc::Rc<std::cell::RefCell<crate::explore::strategy::Record>>;

/// Gives `m` the thread-scheduling chooser of a run of `req` (`chooser`, or a replay of
/// `req.interleaving`, or the default schedule), recorded.
fn set_req_chooser(m: &mut Machine, req: &RunRequest, chooser: Option<Box<dyn Chooser>>) -> Recorded {
    let token = req.interleaving.clone().unwrap_or_default();
    let quantum = token.quantum;
    let chooser = chooser.unwrap_or_else(|| Box::new(Replay::new(token)));
    let (rec, record) = crate::explore::strategy::Recording::new(crate::explore::strategy::Boxed(chooser), quantum);
    m.set_chooser(Box::new(rec));
    record
}

/// Sets `report`'s schedule token from `record`, for a run that made decisions.
fn set_token(report: &mut Report, record: &Recorded) {
    if !report.decisions.is_empty() {
        report.schedule_token = Some(record.borrow().token());
    }
}

/// [`simulate_with`] with the threads scheduled by `chooser` (`None`: as `req` says).
fn simulate_chosen(
    req: &RunRequest,
    tweak: impl FnOnce(&mut KernelConfig),
    chooser: Option<Box<dyn Chooser>>,
) -> Result<(Machine, Report), RunError> {
    if let Some(schedule) = &req.schedule {
        return simulate_schedule(req, schedule, tweak, chooser);
    }
    let mut m = build_machine(req, tweak)?;
    let record = set_req_chooser(&mut m, req, chooser);
    let ran = m.run();
    finish_output(&mut m, req)?;
    ran?;
    let mut report = m.report(&req.target.display())?;
    set_token(&mut report, &record);
    Ok((m, report))
}

/// Runs the exploration campaign `plan` over the interleavings of `req` (`probesim
/// explore`): each schedule is a fresh simulated run of `req` with its own chooser; a
/// run that spends its budget is an outcome (its violation), other errors end the
/// campaign. `bounded` records each run's trace for the probe-path events.
pub fn explore(req: &RunRequest, plan: &Plan) -> Result<ExploreReport, RunError> {
    // Bad input is refused once, before the campaign.
    build_machine(req, |_| {})?;
    let bounded = matches!(plan.strategy, Strategy::Bounded { .. });
    let req = RunRequest { record_trace: bounded, interleaving: None, ..req.clone() };
    let run = |chooser: Box<dyn Chooser>| -> Result<RunResult, RunError> {
        let report = if let Some(schedule) = &req.schedule {
            match simulate_schedule(&req, schedule, |_| {}, Some(chooser)) {
                Ok((_, report)) => report,
                Err(RunError::Sim(SimError::Budget { .. })) => {
                    let mut r = Report::default();
                    (r.budget_exhausted, r.instructions) = (true, req.max_insns);
                    r
                }
                Err(e) => return Err(e),
            }
        } else {
            let mut m = build_machine(&req, |_| {})?;
            m.set_chooser(chooser);
            match m.run() {
                Ok(_) | Err(SimError::Budget { .. }) => {}
                Err(e) => return Err(e.into()),
            }
            m.report(&req.target.display())?
        };
        let events = report
            .trace
            .iter()
            .flatten()
            .filter(|e| matches!(e.kind(), EventKind::Trap | EventKind::Handler))
            .map(|e| e.insn)
            .collect();
        Ok(RunResult { outcome: crate::explore::Outcome::of(&report, None), instructions: report.instructions, events })
    };
    crate::explore::explore(plan, &run)
}

/// Runs under the simulator.
pub fn run_sim(req: &RunRequest) -> Result<Outcome, RunError> {
    let (_, report) = simulate(req)?;
    Ok(Outcome::Sim(Box::new(report)))
}

/// Runs under the simulator as [`run_sim`] does, except that a run that spends its
/// instruction budget still has an outcome: the report of the state so far (hits
/// included, `exit` null, [`Report::budget_exhausted`] set), with the budget's
/// [`SimError::Budget`] beside it for the caller to report as well.
pub fn run_sim_partial(req: &RunRequest) -> Result<(Outcome, Option<SimError>), RunError> {
    if req.schedule.is_some() {
        return run_sim(req).map(|o| (o, None));
    }
    let mut m = build_machine(req, |_| {})?;
    let record = set_req_chooser(&mut m, req, None);
    let ran = m.run();
    finish_output(&mut m, req)?;
    let budget = match ran {
        Ok(_) => None,
        Err(e @ SimError::Budget { .. }) => Some(e),
        Err(e) => return Err(e.into()),
    };
    let mut report = m.report(&req.target.display())?;
    set_token(&mut report, &record);
    Ok((Outcome::Sim(Box::new(report)), budget))
}

/// Runs natively under real uprobes.
pub fn run_real(req: &RunRequest) -> Result<Outcome, RunError> {
    use crate::kernel::fs::file::Stream;
    let r = real(req)?;
    // The native run's output goes where the simulator's would (as the host captured it).
    for (stream, path, bytes) in [
        (Stream::Stdout, &req.stdout_file, r.stdout.as_bytes()),
        (Stream::Stderr, &req.stderr_file, r.stderr.as_bytes()),
    ] {
        if let Some(path) = path {
            let fail = |source| RunError::Output { path: path.clone(), source };
            let mut sink = open_sink(stream, path)?;
            sink.write_all(bytes).and_then(|()| sink.flush()).map_err(fail)?;
        }
    }
    Ok(Outcome::Real(Box::new(r)))
}

/// Runs natively under real uprobes (root and the uprobe PMU), as [`run_real`], and
/// returns the report itself.
pub fn real(req: &RunRequest) -> Result<RealReport, RunError> {
    host::availability().map_err(RunError::Unavailable)?;
    let image = req.target.image()?;
    let mut probes = Vec::new();
    let mut reports = Vec::new();
    let entries = probe_sites(req, &image)?;
    for e in &entries {
        let (spec, addr) = (&e.spec, e.address);
        let offset = image.file_offset(addr).unwrap_or(0);
        let retprobe = spec.kind == ProbeKind::Uretprobe;
        let ref_ctr_offset = spec.semaphore(&image).and_then(|a| image.file_offset(a)).unwrap_or(0);
        probes.push(host::RealProbe { file_offset: offset, retprobe, ref_ctr_offset });
        reports.push(RealProbeReport {
            spec: e.name.clone(),
            address: addr,
            installed: true,
            reason: None,
            hits: 0,
            site_bytes: None,
            group: e.group.clone(),
        });
    }
    let schedule = req.schedule.as_ref().map(|s| real_schedule(req, s, &entries)).unwrap_or_default();
    // A private copy's directory, removed with the copy when the run ends, and when
    // probesim is interrupted (`host::install_termination_cleanup`).
    let scratch = host::ScratchDir::new().map_err(RunError::TempDir)?;
    let path = req.target.materialize(scratch.path())?;
    // The same CPU as the simulator's, as far as glibc can be told (see `native_view`).
    let view = cpuid::native_view(req.cpu, host::cpuid);
    let request = host::RealRequest {
        elf: path,
        argv: req.argv(),
        envp: req.envp(),
        stdin: req.stdin_path.clone(),
        probes,
        read_at_exit: if image.pie { Vec::new() } else { reports.iter().map(|r| (r.address, SITE_BYTES)).collect() },
        timeout_ms: 60_000,
        schedule: host::RealSchedule::default(),
    };
    // The real kernel refuses some probes at perf_event_open time (e.g. -ENOTSUPP for a
    // lock prefix): such a probe is reported as not installed, and the run is retried
    // without it, like a tracer that skips the probe.
    let mut active: Vec<usize> = (0..request.probes.len()).collect();
    let all_probes = request.probes.clone();
    let mut busy = 0;
    let out = loop {
        let attempt = host::RealRequest {
            probes: active.iter().map(|i| all_probes[*i].clone()).collect(),
            schedule: schedule.only(&active),
            ..request.clone()
        };
        let opts = host::RunOptions {
            system_wide: req.scope == crate::consumers::Scope::System,
            // The simulator's process limit, as pids.max: a fork past it is -EAGAIN in both.
            max_tasks: Some(crate::kernel::MAX_PROCS as u32),
            ..Default::default()
        };
        match host::run_with_options(&attempt, &opts) {
            // ETXTBSY: another thread's child, forked while our ELF was still open for
            // writing and not yet exec'd, briefly holds the write fd. Try again.
            Err(host::HostError::Exec { source, .. }) if source.raw_os_error() == Some(libc::ETXTBSY) && busy < 50 => {
                busy += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(host::HostError::ProbeOpen { index, source, .. }) if index < active.len() => {
                let which = active.remove(index);
                if let Some(g) = &reports[which].group {
                    // A pattern attaches all or nothing, as its uprobe_multi link does.
                    let site = &reports[which].spec;
                    break Err(RunError::Host(format!("`{g}`: perf_event_open refused site `{site}`: {source}")));
                }
                reports[which].installed = false;
                reports[which].reason = Some(format!("perf_event_open: {source}"));
            }
            other => break other.map_err(RunError::HostRun),
        }
    };
    let out = out?;
    if out.timed_out {
        return Err(RunError::Host("the program did not finish within 60 s".into()));
    }
    for (i, h) in active.iter().zip(&out.hits) {
        reports[*i].hits = *h;
    }
    for (r, m) in reports.iter_mut().zip(&out.memory_at_exit) {
        r.site_bytes = m.clone();
    }
    let schedule = req.schedule.as_ref().map(|s| {
        let applied = schedule.applied(s, &active, &out.actions_applied);
        for (i, r) in reports.iter_mut().enumerate() {
            if never_attached(req, s, &entries[i], &applied) {
                r.installed = false;
                r.reason = Some(NEVER_ATTACHED.to_string());
            }
        }
        s.report(out.control_points, &applied)
    });
    Ok(RealReport {
        target: req.target.display(),
        kernel: "host".to_string(),
        cpu: req.cpu.name().to_string(),
        masked_features: view.masked.iter().map(|s| s.to_string()).collect(),
        glibc_tunables: view.tunables,
        exit: match (out.exit_code, out.signal) {
            (Some(c), _) => Some(Exit::Exited(c)),
            (None, Some(s)) => Some(Exit::Signaled(Signal::from_number(s))),
            (None, None) => None,
        },
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        stdout_raw: raw_unless_utf8(&out.stdout),
        stderr_raw: raw_unless_utf8(&out.stderr),
        stdout_len: out.stdout_len,
        stderr_len: out.stderr_len,
        output_truncated: out.output_truncated,
        containment: RealContainment {
            kill: out.containment.kill.clone(),
            task_limit: out.containment.task_limit,
            task_limit_how: out.containment.task_limit_how.clone(),
            task_limit_hits: out.containment.task_limit_hits,
        },
        probes: reports,
        schedule,
    })
}

// ---------------------------------------------------------------- schedules

/// The reason given for a scheduled probe whose `attach` never applied.
const NEVER_ATTACHED: &str = "never attached: its control point was not reached";

/// One probe site a run can have (one report entry): a site of a `--probe` spec or of a
/// schedule's `attach` line, in that order (`--probe` order, then file order).
struct ProbeSite {
    /// The report entry's name: the spec, or for a pattern the site's own spec.
    name: String,
    /// The pattern spec, for a site of one.
    group: Option<String>,
    /// The spec as given (what `attach` and `detach` lines name).
    source: String,
    /// It, parsed.
    spec: ProbeSpec,
    /// The probe address.
    address: u64,
}

/// Every probe site of `req` (its `--probe` specs, then the specs its schedule attaches
/// later), resolved in `image`. A schedule's own faults (its checks, a spec that does not
/// resolve) are [`ScheduleError`]s naming the line.
fn probe_sites(req: &RunRequest, image: &crate::loader::Image) -> Result<Vec<ProbeSite>, RunError> {
    let mut specs: Vec<(String, Option<&crate::schedule::Action>)> =
        req.probes.iter().map(|p| (p.clone(), None)).collect();
    if let Some(s) = &req.schedule {
        s.check(&req.probes)?;
        for later in s.attached_later(&req.probes) {
            let line = s.actions.iter().find(|a| a.spec == later);
            specs.push((later, line));
        }
    }
    let mut out = Vec::new();
    for (p, line) in specs {
        let resolved = req.checked_spec(&p).and_then(|spec| {
            let sites = spec.resolve_sites(image, req.allow_unsafe).map_err(SimError::from)?;
            Ok((spec, sites))
        });
        let (spec, sites) = match (resolved, line, &req.schedule) {
            (Ok(x), _, _) => x,
            (Err(e), Some(a), Some(s)) => {
                let why = match e {
                    RunError::Sim(SimError::Spec(e)) => e.why,
                    RunError::PathMismatch { path, target, .. } => {
                        format!("names `{path}`, but the target is `{target}`")
                    }
                    e => e.to_string(),
                };
                return Err(s.spec_error(a, why).into());
            }
            (Err(e), _, _) => return Err(e),
        };
        for site in sites {
            let (name, group) =
                if spec.is_glob() { (spec.site_spec(&site), Some(p.clone())) } else { (p.clone(), None) };
            out.push(ProbeSite { name, group, source: p.clone(), spec: spec.clone(), address: site.addr });
        }
    }
    Ok(out)
}

/// Whether `site` is one of a spec that only the schedule attaches, and no `attach` of it
/// applied (`applied` per action, as [`Schedule::report`] takes it).
fn never_attached(req: &RunRequest, s: &Schedule, site: &ProbeSite, applied: &[Option<u64>]) -> bool {
    !req.probes.contains(&site.source)
        && !s.actions.iter().zip(applied).any(|(a, at)| a.op == Op::Attach && a.spec == site.source && at.is_some())
}

/// The host's form of schedule `s`: the sites only the schedule attaches start detached,
/// and each line is one host action per site of its spec.
fn real_schedule(req: &RunRequest, s: &Schedule, sites: &[ProbeSite]) -> RealPlan {
    let start_detached = (0..sites.len()).filter(|i| !req.probes.contains(&sites[*i].source)).collect();
    let mut actions = Vec::new();
    let mut line_of = Vec::new();
    for (k, a) in s.actions.iter().enumerate() {
        for (i, _) in sites.iter().enumerate().filter(|(_, site)| site.source == a.spec) {
            actions.push(host::RealAction { control: a.control, probe: i, attach: a.op == Op::Attach });
            line_of.push(k);
        }
    }
    RealPlan { schedule: host::RealSchedule { start_detached, actions }, line_of }
}

/// A schedule as the host runs it, and which schedule action each host action is of.
#[derive(Default)]
struct RealPlan {
    schedule: host::RealSchedule,
    line_of: Vec<usize>,
}

impl RealPlan {
    /// The schedule for a run with only the probes `active` (indices into all of them;
    /// their position is the index in that run).
    fn only(&self, active: &[usize]) -> host::RealSchedule {
        let at = |i: usize| active.iter().position(|a| *a == i);
        host::RealSchedule {
            start_detached: self.schedule.start_detached.iter().filter_map(|i| at(*i)).collect(),
            actions: self
                .schedule
                .actions
                .iter()
                .filter_map(|a| Some(host::RealAction { probe: at(a.probe)?, ..*a }))
                .collect(),
        }
    }

    /// Per action of `s`: when it applied, from the host's `applied` of the run with
    /// `active` probes (an action applies at once for all sites of its spec).
    fn applied(&self, s: &Schedule, active: &[usize], applied: &[Option<u64>]) -> Vec<Option<u64>> {
        let mut out = vec![None; s.actions.len()];
        let kept = self.schedule.actions.iter().zip(&self.line_of).filter(|(a, _)| active.contains(&a.probe));
        for ((_, line), at) in kept.zip(applied) {
            if out[*line].is_none() {
                out[*line] = *at;
            }
        }
        out
    }
}

/// The consumer of a perf uretprobe event, as `perf_event_open` makes it (a
/// `trace_uprobe` with `uprobe_dispatcher` as its handler, which returns 0 for a return
/// probe, and `uretprobe_dispatcher` as its return handler): with both handlers it is a
/// session consumer, so its return handler runs only for a call whose entry it saw. A
/// uretprobe attached in the middle of a call misses that call's return even when a
/// return instance is pending for another consumer (measured on the host, 6.18).
///
/// # Differs from Linux
/// Before 6.13 (no sessions) a return consumer ran at every return of an instance,
/// whoever pushed it; the model applies the session rule on every preset.
struct PerfUretprobe;

impl crate::consumers::UprobeConsumer for PerfUretprobe {
    fn handler(&mut self, _ctx: &mut crate::consumers::ProbeContext<'_>) -> crate::consumers::HandlerResult {
        crate::consumers::HandlerResult::Keep
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
    fn is_perf_event(&self) -> bool {
        true
    }
}

/// A simulated run of `req` with `schedule`: the machine stops at every control point of
/// the first process and applies the actions due there; the report has one entry per
/// site ([`probe_sites`]), with the hits of all its attach periods, and the schedule's
/// report.
fn simulate_schedule(
    req: &RunRequest,
    schedule: &Schedule,
    tweak: impl FnOnce(&mut KernelConfig),
    chooser: Option<Box<dyn Chooser>>,
) -> Result<(Machine, Report), RunError> {
    let sites = probe_sites(req, &req.target.image()?)?;
    let mut m = build_machine(&RunRequest { probes: Vec::new(), ..req.clone() }, tweak)?;
    let record = set_req_chooser(&mut m, req, chooser);
    // Which site each consumer counts for, and the consumers of each attached spec.
    let mut owner: Vec<(crate::consumers::ConsumerId, usize)> = Vec::new();
    let mut active: Vec<(String, Vec<crate::consumers::ConsumerId>)> = Vec::new();
    let mut attach = |m: &mut Machine, spec: &str, active: &mut Vec<_>| -> Result<(), RunError> {
        let mut ids = Vec::new();
        for (i, site) in sites.iter().enumerate().filter(|(_, s)| s.source == spec) {
            // Site by site, each its own consumer, as the host opens one perf event per
            // site (and a uprobe_multi link is attached only before the run).
            let h = match site.spec.kind {
                ProbeKind::Uretprobe => m.attach_with(&site.name, Box::new(PerfUretprobe))?,
                ProbeKind::Uprobe | ProbeKind::Usdt => m.attach(&site.name)?,
            };
            owner.push((h.id(), i));
            ids.push(h.id());
        }
        active.push((spec.to_string(), ids));
        Ok(())
    };
    for p in &req.probes {
        attach(&mut m, p, &mut active)?;
    }
    let first = m.kernel().pid;
    let mut applied = vec![None; schedule.actions.len()];
    let mut reached = 0;
    loop {
        let stop = m.run_until(Until::ControlPoint);
        if !matches!(stop, Ok(Stop::ControlPoint { .. })) {
            finish_output(&mut m, req)?;
        }
        let Stop::ControlPoint { n, pid } = stop? else { break };
        if pid != first {
            continue;
        }
        reached += 1;
        for k in schedule.due(n, &applied) {
            applied[k] = Some(reached);
            let a = &schedule.actions[k];
            let at = active.iter().position(|(s, _)| *s == a.spec);
            match (a.op, at) {
                (Op::Attach, None) => attach(&mut m, &a.spec, &mut active)?,
                (Op::Detach, Some(at)) => {
                    for id in active.remove(at).1 {
                        m.unregister(id);
                    }
                }
                _ => {}
            }
        }
    }
    let mut report = m.report(&req.target.display())?;
    let mut merged: Vec<Option<ProbeReport>> = vec![None; sites.len()];
    for (a, p) in m.attached().iter().zip(std::mem::take(&mut report.probes)) {
        let Some(&(_, i)) = owner.iter().find(|(id, _)| *id == a.consumer) else { continue };
        match &mut merged[i] {
            Some(acc) => acc.hits += p.hits,
            slot @ None => {
                *slot = Some(ProbeReport { spec: sites[i].name.clone(), group: sites[i].group.clone(), ..p })
            }
        }
    }
    report.probes = merged
        .into_iter()
        .zip(&sites)
        .map(|(p, site)| {
            p.unwrap_or_else(|| {
                let mut b = [0u8; SITE_BYTES];
                ProbeReport {
                    spec: site.name.clone(),
                    address: site.address,
                    installed: false,
                    reason: Some(NEVER_ATTACHED.to_string()),
                    hits: 0,
                    site_bytes: m.read(site.address, &mut b).then(|| b.to_vec()),
                    group: site.group.clone(),
                }
            })
        })
        .collect();
    report.schedule = Some(schedule.report(reached, &applied));
    set_token(&mut report, &record);
    Ok((m, report))
}

#[cfg(test)]
mod base64_tests {
    use super::base64_bytes::{decode, encode};

    #[test]
    fn base64_round_trips_and_matches_rfc4648() {
        for (raw, text) in [(&b""[..], ""), (b"f", "Zg=="), (b"fo", "Zm8="), (b"foo", "Zm9v"), (b"foobar", "Zm9vYmFy")]
        {
            assert_eq!(encode(raw), text);
            assert_eq!(decode(text).as_deref(), Some(raw));
        }
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(decode(&encode(&all)), Some(all));
        for bad in ["Zg=", "Z===", "Zg==Zg==", "Zm9*"] {
            assert_eq!(decode(bad), None, "{bad}");
        }
    }
}
