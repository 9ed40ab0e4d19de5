//! One run session: a [`RunRequest`] (what the CLI asks for) turned into a simulated run
//! ([`simulate`], [`run_sim`]) or a native run under real uprobes ([`real`], [`run_real`]),
//! and the [`Outcome`] printed as JSON or text. Comparing the two is [`crate::diff`].

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::abi::Signal;
use crate::fmt::hex_bytes;
use crate::host;
use crate::kernel::uprobes::uretprobe::RiAlloc;
use crate::kernel::{Exit, KernelConfig};
use crate::machine::{Machine, Preset, Report, RunConfig, SimError, DEFAULT_MAX_INSNS, SITE_BYTES};
use crate::spec::{ProbeKind, ProbeSpec};
use crate::target::{Target, TargetError};

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
}

impl RunRequest {
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
    /// How it ended.
    #[serde(serialize_with = "Exit::serialize_opt", deserialize_with = "Exit::deserialize_opt")]
    pub exit: Option<Exit>,
    /// stdout.
    pub stdout: String,
    /// stderr.
    pub stderr: String,
    /// Probes with hits.
    pub probes: Vec<RealProbeReport>,
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
    Real(RealReport),
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
        out.push_str(&format!("process {}\n", exit_text(exit)));
        if !stdout.is_empty() {
            out.push_str("--- guest stdout ---\n");
            out.push_str(stdout);
            if !stdout.ends_with('\n') {
                out.push('\n');
            }
            out.push_str("--------------------\n");
        }
        match self {
            Outcome::Sim(r) => {
                let groups: Vec<Option<&str>> = r.probes.iter().map(|p| p.group.as_deref()).collect();
                for (i, p) in r.probes.iter().enumerate() {
                    push_group_header(&mut out, &groups, i);
                    push_probe_line(&mut out, &p.spec, p.address, p.reason.as_deref(), p.hits, p.site_bytes.as_deref());
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
                    let u: Vec<String> = r.unknown_syscalls.iter().map(|(k, v)| format!("{k}×{v}")).collect();
                    out.push_str(&format!("unknown syscalls (-ENOSYS): {}\n", u.join(" ")));
                }
            }
            Outcome::Real(r) => {
                let groups: Vec<Option<&str>> = r.probes.iter().map(|p| p.group.as_deref()).collect();
                for (i, p) in r.probes.iter().enumerate() {
                    push_group_header(&mut out, &groups, i);
                    push_probe_line(&mut out, &p.spec, p.address, p.reason.as_deref(), p.hits, p.site_bytes.as_deref());
                }
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
        ..KernelConfig::default()
    };
    tweak(&mut kernel);
    let cfg = RunConfig {
        preset: req.preset,
        max_insns: req.max_insns,
        allow_unsafe: req.allow_unsafe,
        argv: req.argv(),
        envp: Vec::new(),
        kernel,
        native_count: false,
        count_insns: true,
    };
    let mut m = Machine::new(image, cfg)?.with_target(req.target.clone());
    for p in &req.probes {
        m.attach_all(p)?;
    }
    Ok(m)
}

/// A simulated run, with its machine (for traces and further inspection).
pub fn simulate(req: &RunRequest) -> Result<(Machine, Report), RunError> {
    simulate_with(req, |_| {})
}

/// [`simulate`] with the kernel configuration adjusted by `tweak` (see [`build_machine`]).
pub fn simulate_with(req: &RunRequest, tweak: impl FnOnce(&mut KernelConfig)) -> Result<(Machine, Report), RunError> {
    let mut m = build_machine(req, tweak)?;
    m.run()?;
    let report = m.report(&req.target.display())?;
    Ok((m, report))
}

/// Runs under the simulator.
pub fn run_sim(req: &RunRequest) -> Result<Outcome, RunError> {
    let (_, report) = simulate(req)?;
    Ok(Outcome::Sim(Box::new(report)))
}

/// Runs natively under real uprobes.
pub fn run_real(req: &RunRequest) -> Result<Outcome, RunError> {
    real(req).map(Outcome::Real)
}

/// Runs natively under real uprobes (root and the uprobe PMU), as [`run_real`], and
/// returns the report itself.
pub fn real(req: &RunRequest) -> Result<RealReport, RunError> {
    host::availability().map_err(RunError::Unavailable)?;
    let image = req.target.image()?;
    let mut probes = Vec::new();
    let mut reports = Vec::new();
    for p in &req.probes {
        let spec = req.checked_spec(p)?;
        for site in spec.resolve_sites(&image, req.allow_unsafe).map_err(SimError::from)? {
            let addr = site.addr;
            let offset = image.file_offset(addr).unwrap_or(0);
            let retprobe = spec.kind == ProbeKind::Uretprobe;
            let ref_ctr_offset = spec.semaphore(&image).and_then(|a| image.file_offset(a)).unwrap_or(0);
            probes.push(host::RealProbe { file_offset: offset, retprobe, ref_ctr_offset });
            let (name, group) =
                if spec.is_glob() { (spec.site_spec(&site), Some(p.clone())) } else { (p.clone(), None) };
            reports.push(RealProbeReport {
                spec: name,
                address: addr,
                installed: true,
                reason: None,
                hits: 0,
                site_bytes: None,
                group,
            });
        }
    }
    static RUN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("probesim-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(RunError::TempDir)?;
    let path = req.target.materialize(&dir)?;
    let request = host::RealRequest {
        elf: path,
        argv: req.argv(),
        envp: Vec::new(),
        stdin: req.stdin_path.clone(),
        probes,
        read_at_exit: if image.pie { Vec::new() } else { reports.iter().map(|r| (r.address, SITE_BYTES)).collect() },
        timeout_ms: 60_000,
    };
    // The real kernel refuses some probes at perf_event_open time (e.g. -ENOTSUPP for a
    // lock prefix): such a probe is reported as not installed, and the run is retried
    // without it, like a tracer that skips the probe.
    let mut active: Vec<usize> = (0..request.probes.len()).collect();
    let all_probes = request.probes.clone();
    let mut busy = 0;
    let out = loop {
        let attempt =
            host::RealRequest { probes: active.iter().map(|i| all_probes[*i].clone()).collect(), ..request.clone() };
        match host::run(&attempt) {
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
    if !matches!(req.target, Target::File(_)) {
        let _ = std::fs::remove_dir_all(&dir);
    }
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
    Ok(RealReport {
        target: req.target.display(),
        kernel: "host".to_string(),
        exit: match (out.exit_code, out.signal) {
            (Some(c), _) => Some(Exit::Exited(c)),
            (None, Some(s)) => Some(Exit::Signaled(Signal::from_number(s))),
            (None, None) => None,
        },
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        probes: reports,
    })
}
