//! One run session: a [`RunRequest`] (what the CLI asks for) turned into a simulated run
//! ([`simulate`], [`run_sim`]) or a native run under real uprobes ([`real`], [`run_real`]),
//! and the [`Outcome`] printed as JSON or text. Comparing the two is [`crate::diff`].
//!
//! This file holds the request and the simulated run; `real.rs` the native run,
//! `script.rs` runs with a probe script (both sides), `text.rs` the readable report.

#[cfg(feature = "cli")]
mod real;
mod script;
mod text;

#[cfg(feature = "cli")]
use std::io::Write;
use std::path::PathBuf;

use crate::explore::strategy::Replay;
use crate::explore::{ExploreReport, Plan, RunResult, Strategy};
#[cfg(feature = "cli")]
use crate::host;
use crate::kernel::arch::x86::cpuid::{self, CpuModel};
use crate::kernel::output::OutputSink;
use crate::kernel::preset::Variants;
use crate::kernel::sched::Chooser;
use crate::kernel::uprobes::uretprobe::RiAlloc;
use crate::kernel::KernelConfig;
use crate::machine::{Machine, Preset, RunConfig, SimError, DEFAULT_MAX_INSNS};
use crate::probe_script::{ProbeScript, ProbeScriptError};
use crate::report::{ProbeReport, Report, ScheduleToken};
use crate::spec::ProbeSpec;
use crate::target::{Target, TargetError};

#[cfg(feature = "cli")]
pub use real::{real, real_syscalls, real_with};
use script::simulate_schedule;
pub use text::Outcome;

/// The report types of a native run live in [`crate::report`]; these names stay here for
/// existing users.
pub use crate::report::{exit_text, RealContainment, RealReport};

/// A probe of a native run: the same [`ProbeReport`] as a simulated run's.
pub type RealProbeReport = ProbeReport;

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
    /// Probes attached and detached at the guest's control points (`--probe-script`).
    pub probe_script: Option<ProbeScript>,
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
    /// More of the guest's environment, `KEY=VALUE` each (`--env`), after what
    /// [`RunRequest::envp`] always passes.
    pub env: Vec<String>,
}

impl RunRequest {
    /// The guest's environment, the same in the simulator and natively: for a program
    /// of a file or ELF bytes (which may be linked with glibc), `GLIBC_TUNABLES` showing
    /// glibc the CPU model ([`cpuid::glibc_tunables`], from the model alone, so the same on
    /// every host); none for sim-programs, which have no libc.
    pub fn envp(&self) -> Vec<String> {
        let mut env = match self.target {
            Target::Sim(_) | Target::Program(_) => Vec::new(),
            Target::File(_) | Target::Elf { .. } => {
                vec![format!("GLIBC_TUNABLES={}", cpuid::glibc_tunables(self.cpu))]
            }
        };
        env.extend(self.env.iter().cloned());
        env
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
            probe_script: None,
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
            env: Vec::new(),
        }
    }

    /// The program's path inside an explicit `--root`, where it runs as in a chroot.
    fn path_in_root(&self) -> Option<String> {
        match (&self.target, &self.root) {
            (Target::File(p), Some(root)) => {
                let (p, root) = (std::fs::canonicalize(p).ok(), std::fs::canonicalize(root).ok());
                p.zip(root).and_then(|(p, r)| p.strip_prefix(&r).ok().map(|rel| format!("/{}", rel.display())))
            }
            _ => None,
        }
    }

    fn argv(&self) -> Vec<String> {
        let mut v = vec![self.path_in_root().unwrap_or_else(|| self.target.argv0())];
        v.extend(self.extra_args.iter().cloned());
        v
    }

    /// Parses probe spec `p` and checks that its PATH names the target.
    fn checked_spec(&self, p: &str) -> Result<ProbeSpec, RunError> {
        let spec = ProbeSpec::parse(p).map_err(SimError::from)?;
        if !self.target.matches_path(&spec.path) && crate::target::Library::locate(&spec.path).is_none() {
            return Err(
                SimError::PathMismatch { spec: p.to_string(), path: spec.path, target: self.target.display() }.into()
            );
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
    #[cfg(feature = "cli")]
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
    /// A bad probe script (or a spec in it that does not resolve).
    #[error(transparent)]
    ProbeScript(#[from] ProbeScriptError),
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
    /// `explain --hit N` asks for a hit the probe did not make.
    #[error("{probe} fired {hits} time(s){cut}; there is no hit {hit}")]
    NoSuchHit {
        /// The probe narrated.
        probe: String,
        /// Its hits in the trace.
        hits: usize,
        /// Where the trace was cut, if it was (` in the trace's first N events ...`).
        cut: String,
        /// The hit asked for (1-based).
        hit: usize,
    },
}

/// The machine `req` describes, with its probes attached and not yet run. `tweak`
/// adjusts the kernel configuration (explain mode turns on the trace and the
/// instruction log).
pub fn build_machine(req: &RunRequest, tweak: impl FnOnce(&mut KernelConfig)) -> Result<Machine, RunError> {
    let image = req.target.image()?;
    for p in &req.probes {
        req.checked_spec(p)?;
    }
    let dynamic = image.interp.is_some();
    let mut kernel = KernelConfig {
        record_trace: req.record_trace,
        stdin: req.stdin.clone().unwrap_or_default(),
        ri_alloc: req.ri_alloc,
        cpu: req.cpu,
        mem_limit: req.mem_limit,
        // A dynamic program finds its interpreter and libraries under the host's `/`
        // unless told otherwise; a static one sees the current directory.
        root: Some(req.root.clone().unwrap_or_else(|| PathBuf::from(if dynamic { "/" } else { "." }))),
        exe: match &req.target {
            Target::File(p) => std::fs::canonicalize(p).map(|p| p.display().to_string()).unwrap_or_default(),
            _ => String::new(),
        },
        exe_link: req.path_in_root(),
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
    if let Some(schedule) = &req.probe_script {
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

/// Numbers exploration campaigns, so that a worker thread's machine is reused only within
/// its own campaign ([`reused_machine`]).
static CAMPAIGN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

thread_local! {
    /// This thread's machine of its latest campaign, kept between schedules.
    static MACHINE: std::cell::RefCell<Option<(u64, Machine)>> = const { std::cell::RefCell::new(None) };
}

/// A machine for one schedule of `campaign` (which runs `req`), with its probes attached
/// and not yet run: the one this thread ran the campaign's last schedule on, reset
/// ([`Machine::reset`]: byte for byte what a new one would do, at a third of the cost),
/// or a new one.
fn reused_machine(req: &RunRequest, campaign: u64, stamps: bool) -> Result<Machine, RunError> {
    let kept = MACHINE.with(|c| c.borrow_mut().take()).filter(|(c, _)| *c == campaign).map(|(_, m)| m);
    let Some(mut m) = kept else { return build_machine(req, |k| k.record_stamps = stamps) };
    m.reset()?;
    for p in &req.probes {
        m.attach_all(p)?;
    }
    Ok(m)
}

/// Runs the exploration campaign `plan` over the interleavings of `req` (`probesim
/// explore`): each schedule is a simulated run of `req` with its own chooser, from
/// the state just after `execve` (a worker's machine, reset between its schedules); a
/// run that spends its budget is an outcome (its violation), other errors end the
/// campaign. `bounded` keeps each run's probe-path stamps (`KernelConfig::record_stamps`;
/// with a probe script, the trace).
pub fn explore(req: &RunRequest, plan: &Plan) -> Result<ExploreReport, RunError> {
    // Bad input is refused once, before the campaign.
    build_machine(req, |_| {})?;
    let campaign = CAMPAIGN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let bounded = matches!(plan.strategy, Strategy::Bounded { .. });
    let traced = bounded && req.probe_script.is_some();
    let req = RunRequest { record_trace: traced, interleaving: None, ..req.clone() };
    let run = |chooser: Box<dyn Chooser>| -> Result<RunResult, RunError> {
        let (report, stamps) = if let Some(schedule) = &req.probe_script {
            let report = match simulate_schedule(&req, schedule, |_| {}, Some(chooser)) {
                Ok((_, report)) => report,
                Err(RunError::Sim(SimError::Budget { .. })) => {
                    let mut r = Report::default();
                    (r.budget_exhausted, r.instructions) = (true, req.max_insns);
                    r
                }
                Err(e) => return Err(e),
            };
            (report, None)
        } else {
            let mut m = reused_machine(&req, campaign, bounded)?;
            m.set_chooser(chooser);
            let ran = m.run();
            let report = match ran {
                Ok(_) | Err(SimError::Budget { .. }) => m.report(&req.target.display())?,
                Err(e) => return Err(e.into()),
            };
            let stamps = bounded.then(|| m.probe_path_stamps());
            MACHINE.with(|c| *c.borrow_mut() = Some((campaign, m)));
            (report, stamps)
        };
        let events = stamps.or_else(|| report.probe_path_stamps()).unwrap_or_default();
        Ok(RunResult {
            outcome: crate::explore::Outcome::of(&report, None),
            instructions: report.instructions,
            events,
            value: None,
        })
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
    if req.probe_script.is_some() {
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
#[cfg(feature = "cli")]
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
