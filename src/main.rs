//! The `probesim` command line: a thin layer over the library.
//!
//! Each subcommand is one function returning `Result<Status, CliError>`; `exit_code` is
//! the one mapping from that to the process exit code (0 ok, 1 differences or internal
//! error, 2 bad input, 3 instruction budget exhausted, 4 real uprobes unavailable),
//! `message` the one mapping from it to the text (the library's message, with the flag in
//! place of the library setting where one is named), and `main` the one place that prints
//! an error (`probesim: MESSAGE`, one line on stderr; stdout stays empty, so `--json`
//! prints either exactly one object or nothing).

#![allow(clippy::print_stdout)] // the CLI is the one place that prints

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use probesim::bench::BenchError;
use probesim::diff;
use probesim::explore::token::ScheduleToken;
use probesim::kernel::arch::x86::cpuid::CpuModel;
use probesim::kernel::preset::Variants;
use probesim::kernel::uprobes::uretprobe::RiAlloc;
use probesim::machine::{Preset, SimError};
use probesim::probe_script::ProbeScript;
use probesim::session::{self, RunError, RunRequest};
use probesim::target::{Target, TargetError};

#[derive(Parser, Debug)]
#[command(name = "probesim", version, about = "Deterministic x86-64 simulator of Linux uprobe mechanics")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(clap::Args, Debug, Clone)]
struct RunArgs {
    /// A static ELF path, or sim:NAME for a bundled program.
    target: String,
    /// Probe spec, repeatable: uprobe:PATH:SYMBOL[+OFFSET], uprobe:PATH:0xADDR,
    /// uretprobe:PATH:SYMBOL[+OFFSET], usdt:PATH:PROVIDER:NAME.
    #[arg(long = "probe", short = 'p')]
    probes: Vec<String>,
    /// Kernel preset (see `probesim presets`).
    #[arg(long = "kernel", default_value = "6.18")]
    kernel: String,
    /// File to use as the guest's stdin (default: empty).
    #[arg(long)]
    stdin: Option<PathBuf>,
    /// The host directory the guest sees as `/`, read-only (its writes go to memory;
    /// default: the current directory).
    #[arg(long)]
    root: Option<PathBuf>,
    /// An environment variable for the guest, `KEY=VALUE`, repeatable (the native run
    /// gets the same environment, and nothing else).
    #[arg(long = "env", value_name = "KEY=VALUE")]
    env: Vec<String>,
    /// Instruction budget.
    #[arg(long, default_value_t = probesim::machine::DEFAULT_MAX_INSNS)]
    max_insns: u64,
    /// Allow probes at offsets that are not instruction boundaries.
    #[arg(long = "unsafe")]
    allow_unsafe: bool,
    /// Print the JSON report (exactly one object on stdout).
    #[arg(long)]
    json: bool,
    /// return_instance allocation: pool (6.14+, default), per-instance (before 6.14),
    /// array64 (the 2024 proposal).
    #[arg(long, default_value = "pool")]
    ri_alloc: String,
    /// Also print every kernel event (text mode).
    #[arg(long)]
    trace: bool,
    /// Probe script: probes attached and detached at the guest's control points, one
    /// `at control N: attach SPEC` or `at control N: detach SPEC` per line (run, diff).
    /// `--schedule-file` is its old name, kept as a hidden alias for one release.
    #[arg(long = "probe-script", value_name = "FILE", alias = "schedule-file")]
    probe_script: Option<PathBuf>,
    /// Schedule token: replay this interleaving of the guest's threads exactly (as
    /// printed by `explore`; simulator only: run, explain).
    #[arg(long = "schedule", value_name = "TOKEN")]
    schedule: Option<String>,
    /// A design variant that a race argument rejects, switched on over the preset
    /// (repeatable): eager-reuse (jmpslot-2026: a detached probe's slot is reassigned at
    /// once), naive-restore (nop10-2026: unoptimize restores all ten nop bytes).
    #[arg(long = "variant", value_name = "VARIANT")]
    variants: Vec<String>,
    /// How the probes are attached: system (default: every process that runs the
    /// program, as bpftrace; --real opens one event per CPU with pid -1) or process
    /// (perf events on the process with inherit).
    #[arg(long, default_value = "system")]
    scope: String,
    /// CPU model that `cpuid` describes, and that a native run's glibc is shown (see
    /// `probesim cpus`).
    #[arg(long, default_value = "haswell")]
    cpu: String,
    /// Write the guest's whole stdout to FILE as it is written (`-`: to this stdout,
    /// not with --json); the report keeps its first --output-keep bytes.
    #[arg(long, value_name = "FILE")]
    stdout_file: Option<PathBuf>,
    /// Write the guest's whole stderr to FILE as it is written (`-`: to this stderr).
    #[arg(long, value_name = "FILE")]
    stderr_file: Option<PathBuf>,
    /// Bytes of the guest's stdout and of its stderr the report keeps (the report says
    /// when there was more, and how much).
    #[arg(long, value_name = "BYTES", default_value_t = probesim::kernel::output::DEFAULT_OUTPUT_KEEP)]
    output_keep: usize,
    /// Most kernel events --trace keeps (the first ones; the report says how many more
    /// were dropped).
    #[arg(long, value_name = "N", default_value_t = probesim::trace::DEFAULT_TRACE_LIMIT)]
    trace_limit: usize,
    /// The most memory a guest process may commit (its writable mappings), in bytes or
    /// with a K, M, G or T suffix (powers of 1024); past it mmap, brk, mremap and
    /// mprotect fail with ENOMEM (simulator only).
    #[arg(long, value_name = "SIZE", default_value = "4G")]
    mem_limit: String,
    /// Extra arguments passed to the guest.
    #[arg(last = true)]
    args: Vec<String>,
}

/// `--mem-limit`'s size: a number of bytes, or one with a K, M, G or T suffix.
fn parse_size(s: &str) -> Option<u64> {
    let (digits, shift) = match s.as_bytes().last()?.to_ascii_uppercase() {
        b'K' => (&s[..s.len() - 1], 10),
        b'M' => (&s[..s.len() - 1], 20),
        b'G' => (&s[..s.len() - 1], 30),
        b'T' => (&s[..s.len() - 1], 40),
        _ => (s, 0),
    };
    let n: u64 = digits.parse().ok()?;
    n.checked_mul(1u64 << shift)
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Run a program under the simulator (or, with --real, under the real kernel).
    Run {
        #[command(flatten)]
        run: RunArgs,
        /// Run natively under real uprobes instead (needs root and the uprobe PMU).
        #[arg(long)]
        real: bool,
    },
    /// Run under both the simulator and the real kernel and print every difference.
    Diff {
        #[command(flatten)]
        run: RunArgs,
        /// Count the native hits with BPF `uprobe_multi` links (one per file and direction)
        /// instead of one perf event per probe: detaching costs the kernel one grace period
        /// per link, not about 100 ms per probe. With `--scope process` only, no probe
        /// script; forked children are not counted.
        #[arg(long)]
        bpf: bool,
        /// Also compare the system calls: every thread of the guest traced natively with
        /// ptrace, and the simulator's own log; each thread's calls in its order (numbers,
        /// the arguments that are values, results), threads matched by creation order.
        /// The first divergence is shown with the calls before it and where each side went.
        #[arg(long, conflicts_with = "bpf")]
        syscalls: bool,
    },
    /// Narrate one event step by step (a hit of the first probe by default):
    /// instructions, kernel transitions and why, registers, the stack, memory writes,
    /// return instances, probe mappings, red-zone writes.
    Explain {
        #[command(flatten)]
        run: RunArgs,
        /// Which one of the events `--at` picks (1-based): hit N of the first probe.
        #[arg(long, default_value_t = 1)]
        hit: usize,
        /// The event to explain: hit, hijack (a uretprobe's entry, whether its return
        /// comes or not), signal (a fault or a fatal signal), exec, exit (how the run
        /// ended, with the return instances still pending).
        #[arg(long, default_value = "hit")]
        at: String,
        /// Instructions shown before the event.
        #[arg(long, default_value_t = probesim::explain::BEFORE)]
        before: usize,
        /// Instructions shown after the event.
        #[arg(long, default_value_t = probesim::explain::AFTER)]
        after: usize,
        /// Output format: text, json, svg (stack picture then sequence diagram), html
        /// (a page to step through, offline).
        #[arg(long, default_value = "text")]
        format: String,
        /// The same hit under two presets, e.g. `6.18,jmpslot-2026`.
        #[arg(long)]
        compare: Option<String>,
        /// Probes from a bpftrace program: its attach points, expanded as `probesim
        /// bpftrace` attaches them, go before the `--probe`s.
        #[arg(long)]
        bpftrace: Option<String>,
        /// Write to this file instead of stdout.
        #[arg(short = 'o', long)]
        output: Option<PathBuf>,
    },
    /// Run a bpftrace program on the simulator, with bpftrace's own command line:
    /// `probesim bpftrace -e 'uprobe:/bin/bash:readline { @ = count(); }' -c 'bash -c ls'`.
    Bpftrace {
        /// The program (instead of a script file).
        #[arg(short = 'e')]
        program: Option<String>,
        /// A script file holding the program.
        script: Option<PathBuf>,
        /// The command to trace, with its arguments.
        #[arg(short = 'c')]
        command: Option<String>,
        /// List the probes a pattern names (`uprobe:PATH:*`, `usdt:PATH:*`), or with
        /// `-c` and no pattern every probe of the command's binary.
        #[arg(short = 'l')]
        list: bool,
        /// Output format: text or json.
        #[arg(short = 'f', default_value = "text")]
        format: String,
        /// Kernel preset (see `presets`).
        #[arg(long, default_value = "6.18")]
        kernel: String,
        /// The directory the command sees as `/` (default: the host's `/`).
        #[arg(long)]
        root: Option<PathBuf>,
        /// Extra environment variables for the command (`KEY=VALUE`), repeatable.
        #[arg(long = "env")]
        env: Vec<String>,
        /// Run the host's bpftrace instead (needs root and a BPF-capable kernel).
        #[arg(long)]
        real: bool,
        /// Run both and print every difference (exit 1 if any).
        #[arg(long)]
        diff: bool,
    },
    /// Run many interleavings of the guest's threads and group them by outcome (exit,
    /// stdout, hits, red-zone writes, violations), with a token and a reproducer each.
    Explore {
        #[command(flatten)]
        run: RunArgs,
        /// Schedules to run (per shard for bounded).
        #[arg(long, default_value_t = probesim::explore::DEFAULT_SCHEDULES)]
        schedules: usize,
        /// Seed of the random and pct strategies.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// random (uniform choices and slice lengths), pct (priority change points),
        /// bounded (every schedule with at most --preemptions preemptions).
        #[arg(long, default_value = "random")]
        strategy: String,
        /// bounded: the preemption bound; pct: the number of change points.
        #[arg(long, default_value_t = 2)]
        preemptions: u32,
        /// Default slice length in instructions (random: the longest slice).
        #[arg(long, default_value_t = probesim::kernel::sched::DEFAULT_QUANTUM)]
        quantum: u64,
        /// bounded: instructions before each probe-path event at which to preempt.
        #[arg(long, default_value_t = probesim::explore::DEFAULT_WINDOW)]
        window: u64,
        /// Host threads running schedules (default: one per core).
        #[arg(long, default_value_t = 0)]
        jobs: usize,
        /// Run only shard K of N (K from 0): schedule i belongs to shard i mod N. `auto`
        /// takes K and N from a Slurm job array (SLURM_ARRAY_TASK_ID, _MIN, _COUNT);
        /// `auto/N` takes K from a Kubernetes Indexed Job's JOB_COMPLETION_INDEX
        #[arg(long, value_name = "K/N|auto|auto/N")]
        shard: Option<String>,
    },
    /// Add up the JSON reports (`explore --json`) of a campaign's shards.
    ExploreMerge {
        /// The shards' reports.
        #[arg(required = true)]
        reports: Vec<PathBuf>,
        /// Print the merged report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// List the bundled sim-programs.
    Programs,
    /// Write a sim-program as a static ELF.
    Export {
        /// Program name.
        name: String,
        /// Output file.
        #[arg(short = 'o', long)]
        output: PathBuf,
        /// Loop iterations of a bench trigger (`bench-*`; the catalog versions run 1000),
        /// for timing whole processes against the real kernel.
        #[arg(long)]
        iterations: Option<u64>,
    },
    /// List the kernel presets.
    Presets,
    /// List the CPU models (`--cpu`).
    Cpus,
    /// Run the rows of the kernel's run_bench_uprobes.sh: exact transitions per hit,
    /// modelled throughput, the simulator's own throughput (and the real kernel's).
    Bench {
        /// Kernel preset.
        #[arg(long = "kernel", default_value = "6.18")]
        kernel: String,
        /// CPU profile for the modelled column (see `probesim profiles`), or `host`.
        #[arg(long, default_value = "jiri-2026")]
        profile: String,
        /// Also measure the real kernel on this machine, and run the real-program rows
        /// (lua-gc, python-startup, sqlite-query) beside qemu-x86_64 and natively.
        #[arg(long)]
        real: bool,
        /// Iterations per simulator row.
        #[arg(long, default_value_t = 300_000)]
        iterations: u64,
        /// JSON output.
        #[arg(long)]
        json: bool,
        /// Instead of the rows: time attaching and detaching N probes (one spec per
        /// function, and one pattern) in a generated guest of N functions.
        #[arg(long, value_name = "N")]
        attach: Option<usize>,
        /// Only this row (repeatable; see the row names of a full run).
        #[arg(long = "row", value_name = "ROW")]
        rows: Vec<String>,
    },
    /// Show every CPU profile: fitted costs and the fit against its published table.
    Profiles {
        /// JSON output.
        #[arg(long)]
        json: bool,
    },
    /// Measure the bench rows on the real kernel here and fit a `host` profile.
    Calibrate,
    /// List the x86-64 system calls the simulated kernel models and those it answers
    /// with -ENOSYS (counted in a report's `unknown_syscalls`).
    Syscalls {
        /// Only the unmodelled calls.
        #[arg(long)]
        unmodelled: bool,
        /// JSON output: `{modelled: [{nr, name}], unmodelled: [{nr, name}]}`.
        #[arg(long, conflicts_with = "markdown")]
        json: bool,
        /// The list of unmodelled system calls in docs/syscalls.md (scripts/readme-syscalls.sh).
        #[arg(long)]
        markdown: bool,
    },
    /// Differential test of the simulated CPU against this host's: random instruction
    /// snippets of every feature the CPU model claims, run natively and in the simulator,
    /// every register, the defined flags, MXCSR, the x87 state and the touched memory
    /// compared; exit 1 on any unexplained difference.
    CpuDiff {
        /// Seed of the snippets (the same seed, the same snippets).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Snippets to run, spread evenly over the classes.
        #[arg(long, default_value_t = 10_000)]
        count: u64,
        /// Only this class (repeatable): start, int, bits, string, x87, mmx, sse, sse4, aes.
        #[arg(long = "class", value_name = "CLASS")]
        classes: Vec<String>,
        /// CPU model whose claimed features are drawn from (see `probesim cpus`).
        #[arg(long, default_value = "haswell")]
        cpu: String,
        /// Unexplained differences shown in full (all are counted).
        #[arg(long, default_value_t = probesim::cpudiff::KEPT_DIFFERENCES)]
        show: usize,
        /// Print the summary as JSON (exactly one object on stdout).
        #[arg(long)]
        json: bool,
    },
    /// Differential fuzzer of the probe mechanics against the real kernel (root and the
    /// uprobe PMU): random static programs (calls, returns, branches, loops, RIP-relative
    /// accesses, push, syscall, rep movsb, recursion, longjmp, USDT semaphores, the red
    /// zone) with random uprobes, uretprobes and USDT probes, run natively and under the
    /// 6.18 preset; exit, output, installed, hits and site bytes compared; exit 1 on any
    /// difference.
    ProbeDiff {
        /// Seed of the programs and probes (the same seed, the same cases).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Cases to run (rounded up to whole programs).
        #[arg(long, default_value_t = 1_000)]
        cases: u64,
        /// Cases per program.
        #[arg(long, default_value_t = probesim::probediff::BATCH)]
        batch: usize,
        /// The first program (batch) to run: with `--cases` equal to `--batch`, reruns one
        /// program of a longer run.
        #[arg(long, default_value_t = 0)]
        first_batch: u64,
        /// Cases with differences shown in full (all are counted).
        #[arg(long, default_value_t = probesim::probediff::KEPT_DIFFERENCES)]
        show: usize,
        /// Static-PIE programs (the same cases, loaded where a native run without
        /// randomization loads a PIE).
        #[arg(long)]
        pie: bool,
        /// Programs run at once (the native side mostly waits for the kernel).
        #[arg(long, default_value_t = probesim::probediff::JOBS)]
        jobs: usize,
        /// Write the ELF and the probe list of every program with a difference here.
        #[arg(long)]
        save: Option<std::path::PathBuf>,
        /// Print the summary as JSON (exactly one object on stdout).
        #[arg(long)]
        json: bool,
    },
    /// List the symbols (address, size, ELF type, name) and USDT notes of a target.
    List {
        /// A static ELF path, or sim:NAME.
        target: String,
    },
}

/// Why a subcommand failed.
#[derive(Debug, thiserror::Error)]
enum CliError {
    /// A run, diff or explain failed (its exit code depends on why).
    #[error(transparent)]
    Run(#[from] RunError),
    /// The target cannot be used.
    #[error(transparent)]
    Target(#[from] TargetError),
    /// `--kernel` names no preset.
    #[error("unknown kernel preset `{0}` (see `probesim presets`)")]
    UnknownPreset(String),
    /// `--stdin` cannot be read (or is a FIFO, a device, too large).
    #[error("bad --stdin: {0}")]
    ReadStdin(probesim::target::InputError),
    /// `--json` with guest output streamed to this process's stdout.
    #[error("--stdout-file - writes the guest's stdout to this stdout, which --json keeps for its one object")]
    JsonStdout,
    /// `--env` without `=`.
    #[error("--env `{0}` is not KEY=VALUE")]
    Env(String),
    /// `--root` is not a directory.
    #[error("--root `{}` is not a directory", .0.display())]
    Root(PathBuf),
    /// `--ri-alloc` names no design.
    #[error("unknown --ri-alloc `{0}` (pool, per-instance, array64)")]
    UnknownRiAlloc(String),
    /// `--scope` names no scope.
    #[error("unknown --scope `{0}` (system, process)")]
    UnknownScope(String),
    /// `--cpu` names no model.
    #[error("unknown --cpu `{0}` (see `probesim cpus`)")]
    UnknownCpu(String),
    /// `--mem-limit` is not a size.
    #[error("--mem-limit `{0}` is not a size (bytes, or a number with K, M, G or T)")]
    MemLimit(String),
    /// `--compare` is not two presets.
    #[error("--compare wants PRESET,PRESET, got `{0}`")]
    ComparePair(String),
    /// `--format` names no format.
    #[error("unknown --format `{0}` (text, json, svg, html)")]
    UnknownFormat(String),
    /// A bpftrace program could not run.
    #[error("{0}")]
    Bpftrace(String),
    /// `--at` names no kind of event.
    #[error("unknown --at `{0}` (hit, hijack, signal, exec, exit)")]
    UnknownEvent(String),
    /// A subcommand that cannot follow a probe script was given one (the message keeps the
    /// flag's old name, which scripts and tests match).
    #[error("{0} does not take --probe-script (run and diff do)")]
    NoProbeScript(&'static str),
    /// A subcommand that cannot replay an interleaving was given a token.
    #[error("{0} does not take --schedule TOKEN (the real kernel's interleaving cannot be chosen; run and explain replay one)")]
    NoToken(&'static str),
    /// `--schedule` is not a token.
    #[error(transparent)]
    Token(#[from] probesim::explore::token::TokenError),
    /// `--variant` names no variant.
    #[error("unknown --variant `{0}` (eager-reuse, naive-restore)")]
    UnknownVariant(String),
    /// `--strategy` names no strategy.
    #[error("unknown --strategy `{0}` (random, pct, bounded)")]
    UnknownStrategy(String),
    /// `--shard` is not K/N with K < N.
    #[error("--shard wants K/N with 0 <= K < N, or auto, or auto/N; got `{0}`")]
    Shard(String),
    /// `--shard auto` found no shard in the environment.
    #[error("--shard: {0}")]
    ShardAuto(String),
    /// An `explore --json` report cannot be read.
    #[error("cannot read explore report `{}`: {why}", path.display())]
    ReadReport {
        /// The file.
        path: PathBuf,
        /// Why.
        why: String,
    },
    /// The reports are not of one campaign.
    #[error(transparent)]
    Merge(#[from] probesim::explore::MergeError),
    /// An output file cannot be written.
    #[error("cannot write `{}`: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// `export` names no sim-program.
    #[error("unknown sim-program `{0}` (see `probesim programs`)")]
    UnknownProgram(String),
    /// `export --iterations` names a program that is not a bench trigger.
    #[error("--iterations applies only to the bench triggers (`bench-*`), not `{0}`")]
    NotATrigger(String),
    /// A CPU profile cannot be had (`bench --profile`, `profiles`).
    #[error(transparent)]
    Profile(BenchError),
    /// A bench row failed.
    #[error(transparent)]
    Bench(BenchError),
    /// `bench --row` names no row of the preset.
    #[error("unknown bench row `{row}` (rows: {rows})")]
    UnknownBenchRow {
        /// The name given.
        row: String,
        /// The preset's rows, comma-separated.
        rows: String,
    },
    /// Calibration on the real kernel failed.
    #[error(transparent)]
    Calibrate(BenchError),
    /// `cpu-diff --class` names no class.
    #[error("unknown --class `{0}` (start, int, bits, string, x87, mmx, sse, sse4, aes)")]
    UnknownClass(String),
    /// `cpu-diff --count` is 0.
    #[error("--count must be at least 1")]
    ZeroCount,
    /// A `cpu-diff` batch could not be built or run.
    #[error(transparent)]
    CpuDiff(#[from] probesim::cpudiff::CpuDiffError),
    /// `probe-diff --cases` or `--batch` is 0.
    #[error("--cases and --batch must be at least 1")]
    ZeroCases,
    /// A `probe-diff` batch could not be built or saved.
    #[error(transparent)]
    ProbeDiff(probesim::probediff::ProbeDiffError),
}

/// How a subcommand that did its job ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    /// Nothing to report.
    Ok,
    /// `diff` found differences.
    Differences,
}

impl From<probesim::bpftrace::Error> for CliError {
    fn from(e: probesim::bpftrace::Error) -> Self {
        match e {
            probesim::bpftrace::Error::Run(r) => CliError::Run(r),
            other => CliError::Bpftrace(other.to_string()),
        }
    }
}

/// The process exit code for a subcommand's result: the only place that decides one.
fn exit_code(result: &Result<Status, CliError>) -> u8 {
    match result {
        Ok(Status::Ok) => 0,
        Ok(Status::Differences) => 1,
        Err(e) => match e {
            CliError::Run(RunError::Target(_) | RunError::NoSuchHit { .. } | RunError::ProbeScript(_)) => 2,
            CliError::Run(RunError::Output { .. }) => 2,
            CliError::Run(RunError::Sim(
                SimError::Load(_) | SimError::Spec(_) | SimError::Multi(_) | SimError::PathMismatch { .. },
            )) => 2,
            CliError::Run(RunError::Sim(SimError::Budget { .. })) => 3,
            CliError::Run(RunError::Unavailable(_)) => 4,
            CliError::Run(_) => 1,
            CliError::Target(_)
            | CliError::UnknownPreset(_)
            | CliError::ReadStdin(_)
            | CliError::JsonStdout
            | CliError::Root(_)
            | CliError::Env(_)
            | CliError::UnknownRiAlloc(_)
            | CliError::UnknownScope(_)
            | CliError::UnknownCpu(_)
            | CliError::MemLimit(_)
            | CliError::ComparePair(_)
            | CliError::NoProbeScript(_)
            | CliError::NoToken(_)
            | CliError::Token(_)
            | CliError::UnknownVariant(_)
            | CliError::UnknownStrategy(_)
            | CliError::Shard(_)
            | CliError::ShardAuto(_)
            | CliError::ReadReport { .. }
            | CliError::Merge(_)
            | CliError::UnknownFormat(_)
            | CliError::UnknownEvent(_)
            | CliError::Bpftrace(_)
            | CliError::Write { .. }
            | CliError::UnknownProgram(_)
            | CliError::NotATrigger(_)
            | CliError::UnknownBenchRow { .. }
            | CliError::Profile(_)
            | CliError::UnknownClass(_)
            | CliError::ZeroCount
            | CliError::ZeroCases => 2,
            CliError::Bench(BenchError::NoProbes) => 2,
            CliError::Bench(_) | CliError::CpuDiff(_) | CliError::ProbeDiff(_) => 1,
            // Calibration measures the real kernel: every failure is reported as the
            // real kernel being unusable here.
            CliError::Calibrate(_) => 4,
        },
    }
}

/// The message for a subcommand's error: the library's, except where the library names a
/// setting that a flag sets, which the command line names by its flag.
fn message(e: &CliError) -> String {
    match e {
        CliError::Run(RunError::Sim(SimError::Budget { budget, rip })) => {
            format!("instruction budget of {budget} exhausted at rip={rip:#x} (raise it with --max-insns)")
        }
        CliError::Run(RunError::Sim(SimError::Spec(s))) if s.needs_allow_unsafe => {
            format!("bad probe spec `{}`: {} (use --unsafe to probe it anyway)", s.spec, s.why)
        }
        CliError::Run(RunError::NoProbe(what)) => format!("real run failed: {what} needs at least one --probe"),
        CliError::Bench(BenchError::NoProbes) => "--attach needs at least one probe (N is 0)".to_string(),
        e => e.to_string(),
    }
}

fn preset(name: &str) -> Result<Preset, CliError> {
    name.parse::<Preset>().map_err(|e| CliError::UnknownPreset(e.name))
}

fn request(args: &RunArgs) -> Result<RunRequest, CliError> {
    if args.json && args.stdout_file.as_deref() == Some(Path::new("-")) {
        return Err(CliError::JsonStdout);
    }
    let target = Target::parse(&args.target)?;
    let preset = preset(&args.kernel)?;
    let stdin = match &args.stdin {
        Some(p) => {
            Some(probesim::target::read_input(p, probesim::target::MAX_STDIN_BYTES).map_err(CliError::ReadStdin)?)
        }
        None => None,
    };
    let ri_alloc = RiAlloc::parse(&args.ri_alloc).ok_or_else(|| CliError::UnknownRiAlloc(args.ri_alloc.clone()))?;
    let probe_script = args.probe_script.as_deref().map(ProbeScript::read).transpose().map_err(RunError::from)?;
    let interleaving = args.schedule.as_deref().map(str::parse::<ScheduleToken>).transpose()?;
    let mut variants = Variants::default();
    for v in &args.variants {
        variants = variants.with(v).ok_or_else(|| CliError::UnknownVariant(v.clone()))?;
    }
    if let Some(root) = args.root.as_ref().filter(|r| !r.is_dir()) {
        return Err(CliError::Root(root.clone()));
    }
    if let Some(bad) = args.env.iter().find(|e| e.split_once('=').is_none_or(|(k, _)| k.is_empty())) {
        return Err(CliError::Env(bad.clone()));
    }
    Ok(RunRequest {
        env: args.env.clone(),
        root: args.root.clone(),
        target,
        probes: args.probes.clone(),
        preset,
        stdin,
        stdin_path: args.stdin.clone(),
        max_insns: args.max_insns,
        allow_unsafe: args.allow_unsafe,
        extra_args: args.args.clone(),
        record_trace: args.trace,
        ri_alloc,
        probe_script,
        scope: probesim::consumers::Scope::parse(&args.scope)
            .ok_or_else(|| CliError::UnknownScope(args.scope.clone()))?,
        cpu: CpuModel::from_name(&args.cpu).ok_or_else(|| CliError::UnknownCpu(args.cpu.clone()))?,
        stdout_file: args.stdout_file.clone(),
        stderr_file: args.stderr_file.clone(),
        output_keep: args.output_keep,
        trace_limit: args.trace_limit,
        mem_limit: parse_size(&args.mem_limit).ok_or_else(|| CliError::MemLimit(args.mem_limit.clone()))?,
        interleaving,
        variants,
    })
}

fn write(path: &Path, bytes: impl AsRef<[u8]>) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(|source| CliError::Write { path: path.to_path_buf(), source })
}

fn cmd_run(args: &RunArgs, real: bool) -> Result<Status, CliError> {
    if real && args.schedule.is_some() {
        return Err(CliError::NoToken("run --real"));
    }
    let req = request(args)?;
    if real {
        contain_native_runs();
    }
    // A spent budget still prints the report so far (one JSON object), then its error.
    let (out, budget) = if real { (session::run_real(&req)?, None) } else { session::run_sim_partial(&req)? };
    if args.json {
        println!("{}", out.json());
    } else {
        print!("{}", out.text());
    }
    match budget {
        Some(e) => Err(CliError::Run(e.into())),
        None => Ok(Status::Ok),
    }
}

/// SIGINT, SIGTERM and SIGHUP kill the native guest's whole tree and remove the run's
/// scratch directory before probesim dies of the signal (`host::install_termination_cleanup`).
/// Without the handlers (they could not be installed) a native run still runs, contained
/// as far as its own end goes.
fn contain_native_runs() {
    let _ = probesim::host::install_termination_cleanup();
}

fn cmd_diff(args: &RunArgs, bpf: bool, syscalls: bool) -> Result<Status, CliError> {
    if args.schedule.is_some() {
        return Err(CliError::NoToken("diff"));
    }
    if syscalls && args.probe_script.is_some() {
        return Err(CliError::NoProbeScript("diff --syscalls"));
    }
    let req = request(args)?;
    contain_native_runs();
    let d = if bpf {
        diff::run_bpf(&req)?
    } else if syscalls {
        diff::run_syscalls(&req)?
    } else {
        diff::run(&req)?
    };
    if args.json {
        println!("{}", d.json());
    } else {
        print!("{}", d.text());
    }
    Ok(if d.differences.is_empty() { Status::Ok } else { Status::Differences })
}

fn cmd_explain(
    args: &RunArgs,
    o: &probesim::explain::Options,
    format: &str,
    compare: Option<&str>,
    bpftrace: Option<&str>,
    output: Option<&Path>,
) -> Result<Status, CliError> {
    use probesim::explain::{compare_with, explain_with};
    use probesim::render;
    if args.probe_script.is_some() {
        return Err(CliError::NoProbeScript("explain"));
    }
    if !["text", "json", "svg", "html"].contains(&format) {
        return Err(CliError::UnknownFormat(format.to_string()));
    }
    let mut req = request(args)?;
    if let Some(program) = bpftrace {
        // A script's probes, explained as any spec is.
        let prog = probesim::bpftrace::parse::parse(program).map_err(probesim::bpftrace::Error::from)?;
        let specs: Vec<String> = probesim::bpftrace::sites(&prog, &req)?.into_iter().map(|(spec, _)| spec).collect();
        req.probes.splice(0..0, specs);
    }
    let text = match (compare, format) {
        (Some(pair), _) => {
            let (a, b) = pair
                .split_once(',')
                .and_then(|(a, b)| Some((Preset::parse(a)?, Preset::parse(b)?)))
                .ok_or_else(|| CliError::ComparePair(pair.to_string()))?;
            let c = compare_with(&req, o, a, b)?;
            match format {
                "json" => serde_json::to_string_pretty(&c).unwrap_or_default() + "\n",
                "svg" => render::compare_svg(&c),
                "html" => render::compare_html(&c),
                _ => c.text(),
            }
        }
        (None, "json") => serde_json::to_string_pretty(&explain_with(&req, o)?).unwrap_or_default() + "\n",
        (None, "svg") => render::svg(&explain_with(&req, o)?),
        (None, "html") => render::html(&explain_with(&req, o)?),
        (None, _) => explain_with(&req, o)?.text(),
    };
    match output {
        Some(p) => write(p, text)?,
        None => print!("{text}"),
    }
    Ok(Status::Ok)
}

/// `probesim bpftrace`'s flags.
struct BpftraceArgs {
    program: Option<String>,
    script: Option<PathBuf>,
    command: Option<String>,
    list: bool,
    format: String,
    kernel: String,
    root: Option<PathBuf>,
    env: Vec<String>,
    real: bool,
    diff: bool,
}

fn cmd_bpftrace(b: &BpftraceArgs) -> Result<Status, CliError> {
    use probesim::bpftrace::real;
    if b.list {
        // The pattern is the positional argument (bpftrace -l 'uprobe:/bin/bash:*').
        let pattern =
            b.script.as_ref().map(|p| p.display().to_string()).or_else(|| b.program.clone()).unwrap_or_default();
        let req = match b.command.as_deref().map(real::split_command).as_deref() {
            Some([cmd, ..]) => Some(RunRequest::new(Target::parse(cmd)?, Vec::new())),
            _ => None,
        };
        for line in probesim::bpftrace::list(&pattern, req.as_ref())? {
            println!("{line}");
        }
        return Ok(Status::Ok);
    }
    let program = match (&b.program, &b.script) {
        (Some(p), None) => p.clone(),
        (None, Some(path)) => {
            std::fs::read_to_string(path).map_err(|e| CliError::Bpftrace(format!("{}: {e}", path.display())))?
        }
        _ => return Err(CliError::Bpftrace("give the program with -e PROGRAM or as a script file, not both".into())),
    };
    let json = match b.format.as_str() {
        "text" => false,
        "json" => true,
        other => return Err(CliError::UnknownFormat(other.to_string())),
    };
    let preset = preset(&b.kernel)?;
    if let Some(bad) = b.env.iter().find(|e| e.split_once('=').is_none_or(|(k, _)| k.is_empty())) {
        return Err(CliError::Env(bad.clone()));
    }
    let words = real::split_command(b.command.as_deref().unwrap_or(""));
    let req = match words.first() {
        Some(cmd) => {
            let path = real::which(cmd, b.root.as_deref())
                .ok_or_else(|| CliError::Bpftrace(format!("command not found: {cmd}")))?;
            let mut req = RunRequest::new(Target::parse(&path)?, Vec::new());
            req.extra_args = words[1..].to_vec();
            req.preset = preset;
            req.root = b.root.clone();
            req.env = b.env.clone();
            // The command reads what bpftrace's child would: this process's stdin,
            // unless that is a terminal.
            // SAFETY: isatty on fd 0 only queries the descriptor.
            #[allow(unsafe_code)]
            let tty = unsafe { libc::isatty(0) } == 1;
            if !tty {
                let mut input = Vec::new();
                std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut input)
                    .map_err(|e| CliError::Bpftrace(format!("stdin: {e}")))?;
                req.stdin = Some(input);
            }
            Some(req)
        }
        None => None,
    };
    if b.real || b.diff {
        let env = req.as_ref().map_or_else(|| b.env.clone(), RunRequest::envp);
        let stdin = req.as_ref().and_then(|r| r.stdin.as_deref());
        let host = real::run_host(&program, b.command.as_deref(), json, &env, stdin).map_err(CliError::Bpftrace)?;
        if b.real {
            print!("{}", host.stdout);
            return Ok(Status::Ok);
        }
        let sim = probesim::bpftrace::Capture::default();
        let fin = probesim::bpftrace::run_or_specials(&program, req.as_ref(), json, Box::new(sim.clone()))?;
        let (command_out, cpid) = fin.map(|f| (f.report.stdout.clone(), f.runtime.borrow().cpid)).unzip();
        let diffs = real::differences(&sim.text(), &host.stdout, &command_out.unwrap_or_default(), (cpid, host.cpid));
        if diffs.is_empty() {
            println!("no differences");
            return Ok(Status::Ok);
        }
        for d in &diffs {
            println!("{d}");
        }
        return Ok(Status::Differences);
    }
    probesim::bpftrace::run_or_specials(&program, req.as_ref(), json, Box::new(std::io::stdout()))?;
    Ok(Status::Ok)
}

/// `explore`'s one-line reproducer: `probesim run` with the run's own flags and
/// `--schedule {token}` (the token goes in place of `{token}`).
fn reproducer(args: &RunArgs) -> String {
    fn quote(s: &str) -> String {
        let plain = !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.,:/+=@%".contains(&b));
        if plain {
            s.to_string()
        } else {
            format!("'{}'", s.replace('\'', "'\\''"))
        }
    }
    let mut v = vec!["probesim".to_string(), "run".to_string(), quote(&args.target)];
    let mut flag = |name: &str, value: &str| v.extend([name.to_string(), quote(value)]);
    flag("--kernel", &args.kernel);
    for p in &args.probes {
        flag("--probe", p);
    }
    for x in &args.variants {
        flag("--variant", x);
    }
    let paths = [("--probe-script", &args.probe_script), ("--stdin", &args.stdin), ("--root", &args.root)];
    for (name, p) in paths {
        if let Some(p) = p {
            flag(name, &p.display().to_string());
        }
    }
    if args.max_insns != probesim::machine::DEFAULT_MAX_INSNS {
        flag("--max-insns", &args.max_insns.to_string());
    }
    for (name, value, default) in
        [("--ri-alloc", &args.ri_alloc, "pool"), ("--scope", &args.scope, "system"), ("--cpu", &args.cpu, "haswell")]
    {
        if value != default {
            flag(name, value);
        }
    }
    if args.allow_unsafe {
        v.push("--unsafe".to_string());
    }
    v.extend(["--schedule".to_string(), "{token}".to_string()]);
    if !args.args.is_empty() {
        v.push("--".to_string());
        v.extend(args.args.iter().map(|a| quote(a)));
    }
    v.join(" ")
}

#[allow(clippy::too_many_arguments)] // one per flag
fn cmd_explore(
    args: &RunArgs,
    schedules: usize,
    seed: u64,
    strategy: &str,
    preemptions: u32,
    quantum: u64,
    window: u64,
    jobs: usize,
    shard: Option<&str>,
) -> Result<Status, CliError> {
    use probesim::explore::{Plan, Shard, Strategy};
    if args.schedule.is_some() {
        return Err(CliError::NoToken("explore"));
    }
    let strategy =
        Strategy::parse(strategy, preemptions).ok_or_else(|| CliError::UnknownStrategy(strategy.to_string()))?;
    let shard = match shard {
        Some(s) => match Shard::auto(s, |name| std::env::var(name).ok()) {
            Some(found) => found.map_err(CliError::ShardAuto)?,
            None => Shard::parse(s).ok_or_else(|| CliError::Shard(s.to_string()))?,
        },
        None => Shard::ALL,
    };
    let req = request(args)?;
    let plan = Plan { strategy, schedules, seed, quantum: quantum.max(1), jobs, shard, window };
    let command = reproducer(args);
    let report = session::explore(&req, &plan)?.with_command(&command);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
    } else {
        print!("{}", report.text());
    }
    Ok(Status::Ok)
}

fn cmd_explore_merge(paths: &[PathBuf], json: bool) -> Result<Status, CliError> {
    let mut reports = Vec::new();
    for p in paths {
        let text =
            std::fs::read_to_string(p).map_err(|e| CliError::ReadReport { path: p.clone(), why: e.to_string() })?;
        let r =
            serde_json::from_str(&text).map_err(|e| CliError::ReadReport { path: p.clone(), why: e.to_string() })?;
        reports.push(r);
    }
    let merged = probesim::explore::ExploreReport::merge(&reports)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&merged).unwrap_or_default());
    } else {
        print!("{}", merged.text());
    }
    Ok(Status::Ok)
}

fn cmd_programs() -> Result<Status, CliError> {
    for p in sim_programs::catalog() {
        println!("{:<28} {}", p.name, p.summary);
    }
    Ok(Status::Ok)
}

fn cmd_export(name: &str, output: &Path, iterations: Option<u64>) -> Result<Status, CliError> {
    let p = match iterations {
        None => sim_programs::find(name).ok_or_else(|| CliError::UnknownProgram(name.to_string()))?,
        Some(n) => {
            let t =
                sim_programs::bench::Trigger::ALL.into_iter().find(|t| t.program_name() == name).ok_or_else(|| {
                    match sim_programs::find(name) {
                        Some(_) => CliError::NotATrigger(name.to_string()),
                        None => CliError::UnknownProgram(name.to_string()),
                    }
                })?;
            sim_programs::bench::trigger(t, n)
        }
    };
    write(output, p.to_elf())?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(output, std::fs::Permissions::from_mode(0o755));
    }
    Ok(Status::Ok)
}

fn cmd_cpus() -> Result<Status, CliError> {
    for m in CpuModel::ALL {
        println!("{:<14} {}", m.name(), m.summary());
    }
    Ok(Status::Ok)
}

fn cmd_syscalls(unmodelled_only: bool, json: bool, markdown: bool) -> Result<Status, CliError> {
    use probesim::abi::syscall_names::SYSCALL_NAMES;
    use probesim::kernel::syscall::is_modelled;
    type Calls = Vec<(u64, &'static str)>;
    let (modelled, unmodelled): (Calls, Calls) = SYSCALL_NAMES.iter().partition(|(nr, _)| is_modelled(*nr));
    if markdown {
        print!("{}", syscalls_markdown(modelled.len(), &unmodelled));
    } else if json {
        let list = |l: &[(u64, &str)]| -> Vec<serde_json::Value> {
            l.iter().map(|(nr, name)| serde_json::json!({"nr": nr, "name": name})).collect()
        };
        let mut out = serde_json::Map::new();
        if !unmodelled_only {
            out.insert("modelled".into(), list(&modelled).into());
        }
        out.insert("unmodelled".into(), list(&unmodelled).into());
        println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
    } else {
        for (nr, name) in SYSCALL_NAMES {
            let m = is_modelled(*nr);
            if !(unmodelled_only && m) {
                println!("{nr:>3} {name:<24} {}", if m { "modelled" } else { "-ENOSYS" });
            }
        }
    }
    Ok(Status::Ok)
}

/// docs/syscalls.md's list of unmodelled calls (between its `syscalls:begin` and
/// `syscalls:end` markers), wrapped at 96 columns.
fn syscalls_markdown(modelled: usize, unmodelled: &[(u64, &str)]) -> String {
    let total = modelled + unmodelled.len();
    let mut out = format!(
        "The simulated kernel models {modelled} of the {total} x86-64 system calls of Linux 6.18\n\
         (`probesim syscalls` lists them). The other {} return -ENOSYS, and a report counts\n\
         each that the guest made, by number, in `unknown_syscalls`:\n",
        unmodelled.len()
    );
    let mut line = String::new();
    for (i, (nr, name)) in unmodelled.iter().enumerate() {
        let item = format!("`{name}` ({nr}){}", if i + 1 == unmodelled.len() { "." } else { "," });
        if !line.is_empty() && line.len() + 1 + item.len() > 96 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&item);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

fn cmd_presets() -> Result<Status, CliError> {
    for p in Preset::iter() {
        println!("{:<14} {}", p.name(), p.description());
    }
    Ok(Status::Ok)
}

fn cmd_bench(
    kernel: &str,
    profile: &str,
    real: bool,
    iterations: u64,
    json: bool,
    only: &[String],
) -> Result<Status, CliError> {
    let preset = preset(kernel)?;
    let profile = probesim::bench::profile(profile).map_err(CliError::Profile)?;
    let mut rows = probesim::bench::rows(preset);
    let mut programs = probesim::bench::INTERP_ROWS.to_vec();
    let known = |n: &String| rows.iter().any(|r| r.name == n) || programs.iter().any(|r| r.name == n);
    if let Some(bad) = only.iter().find(|n| !known(n)) {
        let names: Vec<&str> = rows.iter().map(|r| r.name).chain(programs.iter().map(|r| r.name)).collect();
        return Err(CliError::UnknownBenchRow { row: bad.clone(), rows: names.join(", ") });
    }
    if !only.is_empty() {
        rows.retain(|r| only.iter().any(|n| n == r.name));
        programs.retain(|r| only.iter().any(|n| n == r.name));
    }
    // + the cases/s row, and with --real the real programs' rows
    let bar = indicatif::ProgressBar::new(rows.len() as u64 + 1 + if real { programs.len() as u64 } else { 0 });
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    // The real programs' run mode is timed as `probesim run` processes of this executable.
    let run_mode = match std::env::current_exe() {
        Ok(exe) => probesim::bench::RunMode::Process(exe),
        Err(_) => probesim::bench::RunMode::InProcess,
    };
    let programs = probesim::bench::RealPrograms { rows: &programs, mode: run_mode };
    let result = probesim::bench::run(preset, &rows, &profile, iterations, real, &programs, |row| {
        bar.set_message(row.to_string());
        bar.inc(1);
    });
    bar.finish_and_clear();
    let report = result.map_err(CliError::Bench)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
    } else {
        print!("{}", report.text());
    }
    Ok(Status::Ok)
}

fn cmd_bench_attach(kernel: &str, n: usize, real: bool, json: bool) -> Result<Status, CliError> {
    let report = probesim::bench::attach_scale(preset(kernel)?, n, real).map_err(CliError::Bench)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
    } else {
        print!("{}", report.text());
    }
    Ok(Status::Ok)
}

fn cmd_profiles(json: bool) -> Result<Status, CliError> {
    let profiles = probesim::bench::profiles().map_err(CliError::Profile)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&profiles).unwrap_or_default());
        return Ok(Status::Ok);
    }
    for p in profiles {
        println!("{}", p.text());
    }
    // The prediction is an addendum: if it cannot be had, say so and still succeed.
    match probesim::bench::uretprobe_prediction() {
        Ok(p) => println!("uretprobe rows predicted from the uprobe rows only:\n{}", p.text()),
        Err(e) => eprintln!("probesim: {e}"),
    }
    Ok(Status::Ok)
}

fn cmd_calibrate() -> Result<Status, CliError> {
    let p = probesim::bench::calibrate().map_err(CliError::Calibrate)?;
    print!("{}", p.text());
    println!("written to {}", probesim::cost::HOST_PROFILE);
    Ok(Status::Ok)
}

fn cmd_list(target: &str) -> Result<Status, CliError> {
    // A bare name is found as a spec's PATH is (`libc`, `ls`).
    let found = (!target.contains('/') && !Path::new(target).exists() && !target.starts_with("sim:"))
        .then(|| probesim::target::Library::find(target))
        .flatten()
        .map(|p| p.display().to_string());
    let target = found.as_deref().unwrap_or(target);
    let mut image = Target::parse(target).and_then(|t| t.image())?;
    // A dynamic program or a shared library is listed with the file's own addresses, as
    // its specs take them (the loader places it at run time).
    if image.interp.is_some() || (image.pie && image.entry == image.load_bias) {
        image = probesim::loader::Image::parse_as(image.file.clone(), probesim::loader::Placement::Unplaced)
            .map_err(|e| CliError::Run(probesim::machine::SimError::from(e).into()))?;
    }
    for s in &image.symbols {
        println!("{:#018x} {:>6} {:<6} {}", s.addr, s.size, s.kind, s.name);
    }
    for n in &image.usdt {
        let sema = n.semaphore.map_or("-".to_string(), |a| format!("{a:#x}"));
        println!("{:#018x}   usdt {}:{}  semaphore {sema}  args {:?}", n.pc, n.provider, n.name, n.args);
    }
    Ok(Status::Ok)
}

fn cmd_cpu_diff(
    seed: u64,
    count: u64,
    classes: &[String],
    cpu: &str,
    keep: usize,
    json: bool,
) -> Result<Status, CliError> {
    use probesim::cpudiff::{self, Class};
    let model = CpuModel::from_name(cpu).ok_or_else(|| CliError::UnknownCpu(cpu.to_string()))?;
    let classes = classes
        .iter()
        .flat_map(|c| c.split(','))
        .map(|c| Class::from_name(c).ok_or_else(|| CliError::UnknownClass(c.to_string())))
        .collect::<Result<Vec<_>, _>>()?;
    if count == 0 {
        return Err(CliError::ZeroCount);
    }
    let started = std::time::Instant::now();
    let summary = cpudiff::run(&cpudiff::Config { seed, count, classes, model, keep })?;
    if json {
        println!("{}", summary.json());
    } else {
        print!("{}", summary.text());
        println!("{:.1} s", started.elapsed().as_secs_f64());
    }
    Ok(if summary.unexplained > 0 { Status::Differences } else { Status::Ok })
}

fn cmd_probe_diff(cfg: probesim::probediff::Config, json: bool) -> Result<Status, CliError> {
    use probesim::probediff::{self, ProbeDiffError};
    if cfg.cases == 0 || cfg.batch == 0 {
        return Err(CliError::ZeroCases);
    }
    let started = std::time::Instant::now();
    let summary = probediff::run(&cfg).map_err(|e| match e {
        ProbeDiffError::Run(r) => CliError::Run(r),
        e => CliError::ProbeDiff(e),
    })?;
    if json {
        println!("{}", summary.json());
    } else {
        print!("{}", summary.text());
        println!("{:.1} s", started.elapsed().as_secs_f64());
    }
    let clean = summary.unexplained == 0 && summary.batch_differences.is_empty();
    Ok(if clean { Status::Ok } else { Status::Differences })
}

fn main() -> ExitCode {
    // Die quietly on a closed pipe (`probesim profiles | head`), like other CLI tools.
    // SAFETY: called once at start-up, before any other thread exists; SIG_DFL is a
    // valid disposition for SIGPIPE.
    #[allow(unsafe_code)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let result = match Cli::parse().cmd {
        Cmd::Run { run, real } => cmd_run(&run, real),
        Cmd::Diff { run, bpf, syscalls } => cmd_diff(&run, bpf, syscalls),
        Cmd::Bpftrace { program, script, command, list, format, kernel, root, env, real, diff } => {
            let b = BpftraceArgs { program, script, command, list, format, kernel, root, env, real, diff };
            cmd_bpftrace(&b)
        }
        Cmd::Explain { run, hit, at, before, after, format, compare, bpftrace, output } => {
            match probesim::explain::At::parse(&at) {
                Some(at) => {
                    let o = probesim::explain::Options { at, nth: hit, before, after };
                    cmd_explain(&run, &o, &format, compare.as_deref(), bpftrace.as_deref(), output.as_deref())
                }
                None => Err(CliError::UnknownEvent(at)),
            }
        }
        Cmd::Explore { run, schedules, seed, strategy, preemptions, quantum, window, jobs, shard } => {
            cmd_explore(&run, schedules, seed, &strategy, preemptions, quantum, window, jobs, shard.as_deref())
        }
        Cmd::ExploreMerge { reports, json } => cmd_explore_merge(&reports, json),
        Cmd::Programs => cmd_programs(),
        Cmd::Export { name, output, iterations } => cmd_export(&name, &output, iterations),
        Cmd::Presets => cmd_presets(),
        Cmd::Cpus => cmd_cpus(),
        Cmd::Bench { kernel, real, json, attach: Some(n), .. } => cmd_bench_attach(&kernel, n, real, json),
        Cmd::Bench { kernel, profile, real, iterations, json, attach: None, rows } => {
            cmd_bench(&kernel, &profile, real, iterations, json, &rows)
        }
        Cmd::Profiles { json } => cmd_profiles(json),
        Cmd::Calibrate => cmd_calibrate(),
        Cmd::List { target } => cmd_list(&target),
        Cmd::CpuDiff { seed, count, classes, cpu, show, json } => cmd_cpu_diff(seed, count, &classes, &cpu, show, json),
        Cmd::ProbeDiff { seed, cases, batch, first_batch, show, pie, jobs, save, json } => {
            let cfg = probesim::probediff::Config { seed, cases, batch, first_batch, keep: show, pie, jobs, save };
            cmd_probe_diff(cfg, json)
        }
        Cmd::Syscalls { unmodelled, json, markdown } => cmd_syscalls(unmodelled, json, markdown),
    };
    if let Err(e) = &result {
        eprintln!("probesim: {}", message(e));
    }
    let code = exit_code(&result);
    // Everything the command wrote is out once the standard streams are flushed (its
    // files were closed when their owners dropped). What is left is this thread's spare
    // machine and the engine pool: tearing an engine down costs more than a short run's
    // set-up, and the host frees it all at exit. So the process ends here, without
    // destructors, as `qemu-x86_64` ends at the guest's `exit_group`.
    use std::io::Write;
    if std::io::stdout().flush().is_ok() && std::io::stderr().flush().is_ok() {
        // SAFETY: `_exit` ends the process; nothing runs after it.
        #[allow(unsafe_code)]
        unsafe {
            libc::_exit(i32::from(code))
        }
    }
    ExitCode::from(code)
}
