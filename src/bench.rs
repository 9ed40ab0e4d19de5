//! `probesim bench`: the rows of the kernel's `run_bench_uprobes.sh`, with the exact
//! kernel transitions per hit, the throughput a CPU profile predicts, the simulator's own
//! measured throughput and, optionally, the real kernel's.

use std::time::Instant;

use serde::Serialize;
use sim_programs::bench::{trigger, Trigger};

use crate::cost::{self, CostError, Measured, Profile, Published, Table, Transitions, HOST_PROFILE};
use crate::host;
use crate::kernel::preset::OptDesign;
use crate::kernel::KernelConfig;
use crate::loader::{Image, LoadError};
use crate::machine::{Machine, Preset, RunConfig, SimError};
use crate::spec::{ProbeKind, ProbeSpec, SpecError};
use crate::trace::EventKind;

/// Errors of `probesim bench`, `probesim profiles` and `probesim calibrate`.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BenchError {
    /// The simulator failed on a row.
    #[error(transparent)]
    Sim(#[from] SimError),
    /// A trigger ELF for a native run did not parse.
    #[error(transparent)]
    Load(LoadError),
    /// A row's probe spec did not parse or resolve for a native run.
    #[error(transparent)]
    Spec(SpecError),
    /// Real uprobes are unavailable here (the host layer's reason).
    #[error("{0}")]
    Unavailable(String),
    /// Writing a trigger ELF for a native run failed.
    #[error("{0}")]
    Io(#[source] std::io::Error),
    /// A native run failed in the host layer.
    #[error("{0}")]
    Host(#[source] host::HostError),
    /// A native trigger run did not exit with code 0.
    #[error("{program} exited with {code:?}/{signal:?}")]
    TriggerFailed {
        /// The trigger program.
        program: String,
        /// Its exit code.
        code: Option<i32>,
        /// The signal that ended it.
        signal: Option<i32>,
    },
    /// A published row names a bench row that does not exist.
    #[error("published row `{row}` names no bench row `{bench_row}`")]
    UnknownRow {
        /// The published row.
        row: &'static str,
        /// The bench row it names.
        bench_row: &'static str,
    },
    /// No profile of that name.
    #[error("unknown profile `{0}` (see `probesim profiles`)")]
    UnknownProfile(String),
    /// No published table of that name.
    #[error("{0} table missing")]
    MissingTable(&'static str),
    /// The host profile's file cannot be read.
    #[error("no host profile ({HOST_PROFILE}: {0}); run `probesim calibrate` first")]
    NoHostProfile(#[source] std::io::Error),
    /// The host profile's file has no costs.
    #[error(transparent)]
    Cost(#[from] CostError),
    /// The host profile could not be serialized.
    #[error("{0}")]
    Json(#[source] serde_json::Error),
    /// The host profile's file cannot be written.
    #[error("{HOST_PROFILE}: {0}")]
    WriteProfile(#[source] std::io::Error),
}

/// What a row attaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowProbe {
    /// Nothing (the loop-cost rows).
    None,
    /// A uprobe on the trigger's target function.
    Uprobe,
    /// A uretprobe on the trigger's target function.
    Uretprobe,
    /// A USDT probe on the trigger's site.
    Usdt,
    /// One uprobe at each of these `SYMBOL+OFFSET` sites of the trigger.
    Sites(&'static [&'static str]),
}

/// One benchmark row, as defined in [`ROWS`].
#[derive(Clone, Copy, Debug)]
pub struct Row {
    /// The row's name in the kernel's bench (`uprobe-nop`).
    pub name: &'static str,
    /// The trigger program.
    pub trigger: Trigger,
    /// What is attached.
    pub probe: RowProbe,
    /// Syscalls per iteration the guest makes itself (the syscall-count loop's getpgid).
    pub guest_syscalls: f64,
    /// Simulator iterations per requested iteration: the unprobed loops run 100
    /// (usermode) and 10 (syscall) times more, so that each timing lasts long enough to
    /// measure.
    pub sim_scale: u64,
    /// Iterations of a native run: enough to dominate start-up, few enough for slow rows.
    pub real_iterations: u64,
    /// The row exists only under presets with this optimization design.
    pub only_with: Option<OptDesign>,
}

const fn row(name: &'static str, trigger: Trigger, probe: RowProbe) -> Row {
    Row { name, trigger, probe, guest_syscalls: 0.0, sim_scale: 1, real_iterations: 2_000_000, only_with: None }
}

/// Every bench row, in the order of the kernel's `run_bench_uprobes.sh`, then the rows of
/// our own: `uprobe-xol-alt` has two single-stepped sites hit in turn, `mov rbp, rsp`
/// and `mov eax, 1` of `uprobe_target_push`, so that XOL slot 1 holds another instruction
/// at every hit (the pattern that once made memory grow with every step).
pub const ROWS: [Row; 14] = [
    Row {
        sim_scale: 100,
        real_iterations: 200_000_000,
        ..row("usermode-count", Trigger::UsermodeCount, RowProbe::None)
    },
    Row {
        guest_syscalls: 1.0,
        sim_scale: 10,
        real_iterations: 4_000_000,
        ..row("syscall-count", Trigger::SyscallCount, RowProbe::None)
    },
    row("uprobe-nop", Trigger::Nop, RowProbe::Uprobe),
    row("uprobe-push", Trigger::Push, RowProbe::Uprobe),
    Row { real_iterations: 400_000, ..row("uprobe-ret", Trigger::Ret, RowProbe::Uprobe) },
    row("uprobe-nop5", Trigger::Nop5, RowProbe::Uprobe),
    row("uretprobe-nop", Trigger::Nop, RowProbe::Uretprobe),
    row("uretprobe-push", Trigger::Push, RowProbe::Uretprobe),
    Row { real_iterations: 400_000, ..row("uretprobe-ret", Trigger::Ret, RowProbe::Uretprobe) },
    row("uretprobe-nop5", Trigger::Nop5, RowProbe::Uretprobe),
    row("usdt-nop", Trigger::UsdtNop, RowProbe::Usdt),
    row("usdt-nop5", Trigger::UsdtNop5, RowProbe::Usdt),
    Row { only_with: Some(OptDesign::Nop10), ..row("usdt-nop10", Trigger::UsdtNop10, RowProbe::Usdt) },
    Row {
        real_iterations: 400_000,
        ..row("uprobe-xol-alt", Trigger::Push, RowProbe::Sites(&["uprobe_target_push+0x1", "uprobe_target_push+0x9"]))
    },
];

/// The rows for a preset (nop10 rows only where the preset optimizes nop10).
pub fn rows(preset: Preset) -> Vec<Row> {
    ROWS.iter().filter(|r| r.only_with.is_none_or(|d| d == preset.features().optimize)).copied().collect()
}

/// The row named `name`, under any preset.
pub fn row_named(name: &str) -> Option<Row> {
    ROWS.iter().find(|r| r.name == name).copied()
}

impl Row {
    /// The probe specs the row attaches (PATH `x`: the trigger itself).
    pub fn specs(&self) -> Vec<String> {
        let Some(target) = self.trigger.target() else { return Vec::new() };
        match self.probe {
            RowProbe::None => Vec::new(),
            RowProbe::Uprobe => vec![format!("uprobe:x:{target}")],
            RowProbe::Uretprobe => vec![format!("uretprobe:x:{target}")],
            RowProbe::Usdt => self.trigger.usdt_site().map(|(p, n)| format!("usdt:x:{p}:{n}")).into_iter().collect(),
            RowProbe::Sites(sites) => sites.iter().map(|s| format!("uprobe:x:{s}")).collect(),
        }
    }

    /// Iterations of a simulator row for `iterations` requested (see [`Row::sim_scale`]).
    pub fn sim_iterations(&self, iterations: u64) -> u64 {
        iterations * self.sim_scale
    }
}

/// Raw counters of one simulated run.
#[derive(Clone, Copy, Debug, Default)]
struct Counters {
    traps: u64,
    single_steps: u64,
    syscalls: u64,
    iret: u64,
    sysret: u64,
    hijacks: u64,
    trampoline_insns: u64,
}

/// Instructions one pass through the design's trampoline (or slot) runs.
fn trampoline_len(preset: Preset) -> u64 {
    use crate::abi::trampoline::{JMP_SLOT, UPROBE_SYSCALL, UPROBE_SYSCALL_NOP10};
    match preset.features().optimize {
        OptDesign::JmpSlot => JMP_SLOT.insns(),
        OptDesign::Nop10 => UPROBE_SYSCALL_NOP10.insns(),
        _ => UPROBE_SYSCALL.insns(),
    }
}

/// Runs a row in the simulator for `iterations`; returns the counters and the elapsed
/// wall-clock seconds. `count_insns`: see [`RunConfig::count_insns`].
fn run_sim(row: &Row, preset: Preset, iterations: u64, count_insns: bool) -> Result<(Counters, f64), SimError> {
    let image = Image::parse(trigger(row.trigger, iterations).to_elf())?;
    let cfg = RunConfig {
        preset,
        max_insns: u64::MAX / 2,
        kernel: KernelConfig { record_trace: false, ..KernelConfig::default() },
        // Counting: `probesim run`'s own engine mode (the default); not counting: the
        // native-count mode without its counter.
        native_count: !count_insns || RunConfig::default().native_count,
        count_insns,
        ..RunConfig::default()
    };
    let mut m = Machine::new(image, cfg)?;
    for s in row.specs() {
        m.attach(&s)?;
    }
    let start = Instant::now();
    m.run()?;
    let secs = start.elapsed().as_secs_f64();
    Ok((counters(&m, preset), secs))
}

/// The raw counters of the run `m` made.
fn counters(m: &Machine, preset: Preset) -> Counters {
    let r = m.report_now("bench");
    let k = m.kernel();
    let count = |kind: EventKind| k.trace.count(kind);
    let ri = &r.return_instances;
    let up_iret = k.uprobes.iret_returns;
    let up_sysret = k.uprobes.sysret_returns;
    let int3_tramp = if preset.features().uretprobe_syscall { 0 } else { ri.trampoline_returns };
    Counters {
        traps: count(EventKind::Trap),
        single_steps: count(EventKind::SstepTrap),
        syscalls: count(EventKind::Syscall),
        iret: count(EventKind::Trap) + count(EventKind::SstepTrap) + up_iret + ri.syscall_iret,
        sysret: count(EventKind::Syscall).saturating_sub(up_iret + ri.syscall_iret),
        hijacks: ri.hijacked,
        trampoline_insns: (up_iret + up_sysret) * trampoline_len(preset)
            + (ri.syscall_sysret + ri.syscall_iret) * crate::abi::trampoline::URETPROBE_SYSCALL.insns()
            + int3_tramp,
    }
}

/// The steady-state transitions of a row: the difference between runs of `2n` and `n`
/// iterations, divided by `n` (so first-hit effects such as the optimizing int3 and the
/// program's own start-up and exit cancel).
pub fn transitions(row: &Row, preset: Preset) -> Result<Transitions, SimError> {
    const N: u64 = 200;
    let (a, _) = run_sim(row, preset, N, true)?;
    let (b, _) = run_sim(row, preset, 2 * N, true)?;
    let d = |x: u64, y: u64| (y.saturating_sub(x)) as f64 / N as f64;
    Ok(Transitions {
        traps: d(a.traps, b.traps),
        single_steps: d(a.single_steps, b.single_steps),
        syscalls: d(a.syscalls, b.syscalls),
        iret: d(a.iret, b.iret),
        sysret: d(a.sysret, b.sysret),
        hijacks: d(a.hijacks, b.hijacks),
        trampoline_insns: d(a.trampoline_insns, b.trampoline_insns),
    })
}

/// Rounds of every timed measurement: each side of a row is timed once per round, the
/// simulator's and the real kernel's in turn, and each keeps its fastest round. This VM's
/// speed changes by up to 2x over seconds (a plain native loop varies 1.5x), and a
/// simulated hit suffers more from a slow phase than a real trap does, so the columns
/// are timed interleaved and each takes its best phase.
pub const ROUNDS: usize = 5;

/// The fastest times seen at the two lengths of a timed measurement: a tenth of `n`
/// iterations and all of them. The rate is taken from their difference, so engine
/// set-up, ELF loading, the first translations, process start-up and probe
/// attach/detach cancel.
#[derive(Clone, Copy, Debug)]
struct Fastest {
    n: u64,
    small: f64,
    full: f64,
}

impl Fastest {
    fn new(n: u64) -> Fastest {
        Fastest { n, small: f64::INFINITY, full: f64::INFINITY }
    }

    /// One round: times both lengths once with `run` (seconds for `n` iterations).
    fn round<E>(&mut self, mut run: impl FnMut(u64) -> Result<f64, E>) -> Result<(), E> {
        self.small = self.small.min(run(self.n / 10)?);
        self.full = self.full.min(run(self.n)?);
        Ok(())
    }

    /// M iterations per second.
    fn mps(&self) -> f64 {
        (self.n - self.n / 10) as f64 / (self.full - self.small).max(1e-9) / 1e6
    }
}

/// Seconds of a fixed native computation (a dependent chain of 20M multiply-adds, about
/// 25 ms here), timed before every round of every row: the spread of its times over a
/// run is how much this machine's own speed changed meanwhile ([`HostSpeed`]).
fn host_probe_seconds() -> f64 {
    let start = Instant::now();
    let (mut a, mut b) = (1u64, std::hint::black_box(2u64));
    for _ in 0..20_000_000u64 {
        a = a.wrapping_mul(3).wrapping_add(b);
        b ^= a >> 3;
    }
    std::hint::black_box((a, b));
    start.elapsed().as_secs_f64()
}

/// The fastest and slowest times of a fixed native computation (a dependent chain of
/// 20M multiply-adds), timed before every round of every row of a bench run: a ratio
/// far above 1 says the machine changed speed during the run, so only the columns of
/// one row, timed in turn, compare.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct HostSpeed {
    /// Fastest time (seconds).
    pub fastest_s: f64,
    /// Slowest time (seconds).
    pub slowest_s: f64,
}

impl HostSpeed {
    fn new() -> HostSpeed {
        HostSpeed { fastest_s: f64::INFINITY, slowest_s: 0.0 }
    }

    fn sample(&mut self) {
        let t = host_probe_seconds();
        self.fastest_s = self.fastest_s.min(t);
        self.slowest_s = self.slowest_s.max(t);
    }
}

/// The simulator's own throughput on a row, in M hits (iterations) per second: the
/// fastest of [`ROUNDS`] rounds at two lengths, a tenth of the iterations and all of
/// them, whose difference gives the rate (set-up and first translations cancel). The
/// simulator runs without instruction accounting (`count_insns`), which only feeds the
/// report's instruction count and stamps; [`counted_throughput`] measures with it.
pub fn sim_throughput(row: &Row, preset: Preset, iterations: u64) -> Result<f64, SimError> {
    timed_throughput(row, preset, row.sim_iterations(iterations), false)
}

/// [`sim_throughput`] with exact instruction counting, as `probesim run` does.
pub fn counted_throughput(row: &Row, preset: Preset, iterations: u64) -> Result<f64, SimError> {
    timed_throughput(row, preset, row.sim_iterations(iterations), true)
}

fn timed_throughput(row: &Row, preset: Preset, n: u64, count_insns: bool) -> Result<f64, SimError> {
    let mut t = Fastest::new(n);
    for _ in 0..ROUNDS {
        t.round(|n| sim_seconds(row, preset, n, count_insns))?;
    }
    Ok(t.mps())
}

/// Seconds of one simulated run of a row.
fn sim_seconds(row: &Row, preset: Preset, n: u64, count_insns: bool) -> Result<f64, SimError> {
    Ok(run_sim(row, preset, n, count_insns)?.1)
}

/// Bare Unicorn's throughput on a row's trigger (M iterations per second): the same
/// code on an engine with no hook at all, timed like [`sim_throughput`]. Only
/// meaningful for the unprobed loop, the baseline of "Unicorn's native speed".
pub fn bare_unicorn_throughput(row: &Row, iterations: u64) -> Result<f64, SimError> {
    let mut t = Fastest::new(row.sim_iterations(iterations));
    for _ in 0..ROUNDS {
        t.round(|n| bare_seconds(row, n))?;
    }
    Ok(t.mps())
}

/// Seconds of one run of a row's trigger on bare Unicorn.
fn bare_seconds(row: &Row, n: u64) -> Result<f64, SimError> {
    let image = Image::parse(trigger(row.trigger, n).to_elf())?;
    let mut regions = Vec::new();
    for s in &image.segments {
        let start = crate::abi::mm::page_down(s.vaddr);
        let end = crate::abi::mm::page_up(s.vaddr + s.memsz);
        let file_start = (s.offset - (s.vaddr - start)) as usize;
        let file_end = (s.offset + s.filesz) as usize;
        let bytes = image.file.get(file_start..file_end).unwrap_or(&[]).to_vec();
        regions.push((start, end - start, bytes));
    }
    let stack = crate::abi::mm::STACK_TOP - crate::abi::mm::STACK_SIZE;
    regions.push((stack, crate::abi::mm::STACK_SIZE, Vec::new()));
    Ok(crate::cpu::bare_seconds(&regions, image.entry, crate::abi::mm::STACK_TOP - 4096)?)
}

/// The `cases/s` row: what a property suite that runs one small program per case pays
/// per case, with [`Machine::reset`] between cases and with a fresh [`Machine`] each.
#[derive(Clone, Copy, Debug)]
pub struct CasesRow {
    /// The row's name.
    pub name: &'static str,
    /// The catalog program each case runs.
    pub program: &'static str,
    /// The probe each case attaches (PATH `x`: the program itself).
    pub probe: &'static str,
    /// Cases per timed batch with reset (a fresh machine's batches are a fifth as long).
    pub batch: u64,
}

/// The `cases/s` row: `sim:hello` with one uprobe (single-stepped out of line, so each
/// case also creates the `[uprobes]` page), in `probesim run`'s engine mode.
pub const CASES: CasesRow = CasesRow { name: "cases/s", program: "hello", probe: "uprobe:x:write_str", batch: 2000 };

impl CasesRow {
    /// The image and configuration of every case (exact instruction counting, no trace:
    /// `RunConfig::default()` but for the preset).
    pub fn setup(&self, preset: Preset) -> Result<(Image, RunConfig), SimError> {
        let program = sim_programs::find(self.program)
            .ok_or_else(|| SimError::Setup(format!("no catalog program {}", self.program)))?;
        Ok((Image::parse(program.to_elf())?, RunConfig { preset, ..RunConfig::default() }))
    }

    /// One case on `m` (fresh, or reset): attach, run, read the hits.
    pub fn case(&self, m: &mut Machine) -> Result<u64, SimError> {
        m.attach(self.probe)?;
        m.run()?;
        Ok(m.report(self.program)?.probes.first().map_or(0, |p| p.hits))
    }
}

/// The `cases/s` row measured: transitions per case and cases per second both ways.
#[derive(Clone, Debug, Serialize)]
pub struct CasesReport {
    /// Row name.
    pub name: String,
    /// The program each case runs.
    pub program: String,
    /// The probe each case attaches.
    pub probe: String,
    /// Transitions per case.
    pub transitions: Transitions,
    /// Cases per second on one machine, [`Machine::reset`] between cases.
    pub with_reset: f64,
    /// Cases per second with a fresh [`Machine::new`] per case.
    pub fresh: f64,
}

/// Measures [`CASES`] under `preset`: each rate is the best of three timed batches.
pub fn cases_throughput(preset: Preset) -> Result<CasesReport, SimError> {
    let row = CASES;
    let (image, cfg) = row.setup(preset)?;
    let best = |n: u64, batch: &mut dyn FnMut() -> Result<(), SimError>| -> Result<f64, SimError> {
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let start = Instant::now();
            for _ in 0..n {
                batch()?;
            }
            best = best.min(start.elapsed().as_secs_f64());
        }
        Ok(n as f64 / best.max(1e-9))
    };
    let mut m = Machine::new(image.clone(), cfg.clone())?;
    row.case(&mut m)?;
    let transitions = {
        let c = counters(&m, preset);
        let f = |x: u64| x as f64;
        Transitions {
            traps: f(c.traps),
            single_steps: f(c.single_steps),
            syscalls: f(c.syscalls),
            iret: f(c.iret),
            sysret: f(c.sysret),
            hijacks: f(c.hijacks),
            trampoline_insns: f(c.trampoline_insns),
        }
    };
    let with_reset = best(row.batch, &mut || {
        m.reset()?;
        row.case(&mut m).map(drop)
    })?;
    let fresh = best(row.batch / 5, &mut || row.case(&mut Machine::new(image.clone(), cfg.clone())?).map(drop))?;
    Ok(CasesReport {
        name: row.name.into(),
        program: row.program.into(),
        probe: row.probe.into(),
        transitions,
        with_reset,
        fresh,
    })
}

/// The interpreter row: a real statically linked program (an interpreter) on a CPU-bound
/// script, timed whole in the simulator and under `qemu-x86_64`, user-mode QEMU (the same
/// TCG family as Unicorn), side by side. `probesim bench --real` measures it.
#[derive(Clone, Copy, Debug)]
pub struct InterpRow {
    /// The row's name.
    pub name: &'static str,
    /// The interpreter (built by the `real-programs` crate, statically with glibc).
    pub program: real_programs::Program,
    /// Its arguments (after `argv[0]`).
    pub args: &'static [&'static str],
}

/// The interpreter row: Lua 5.4 on a script that allocates (the collector runs) and
/// computes; about 150 M guest instructions.
pub const INTERP: InterpRow = InterpRow {
    name: "lua-gc",
    program: real_programs::Program::Lua,
    args: &[
        "-e",
        "local t = {} for i = 1, 40000 do t[i % 1000 + 1] = {i, tostring(i)} end \
         local s = 0 for i = 1, 60000 do s = s + (i * 7) % 13 end print(s, #t)",
    ],
};

/// The interpreter row measured: seconds of each whole run (the fastest of [`ROUNDS`]
/// rounds, the columns timed in turn).
#[derive(Clone, Debug, Serialize)]
pub struct InterpReport {
    /// Row name.
    pub name: String,
    /// The command line (the interpreter's path first).
    pub command: Vec<String>,
    /// Guest instructions of the run.
    pub instructions: u64,
    /// `probesim run`'s mode (exact instruction counting), in seconds.
    pub counted_s: f64,
    /// The simulator without instruction accounting, in seconds.
    pub uncounted_s: f64,
    /// `qemu-x86_64`, in seconds; `None` if it is not installed.
    pub qemu_s: Option<f64>,
    /// The program natively, in seconds.
    pub native_s: f64,
    /// Why a column is missing.
    pub note: Option<String>,
}

impl InterpReport {
    /// The row as text.
    pub fn text(&self) -> String {
        let rate = |s: f64| self.instructions as f64 / s.max(1e-9) / 1e6;
        let mut out = format!(
            "{} ({} guest instructions): run mode {:.3} s ({:.0} M insns/s), no accounting {:.3} s, native {:.3} s",
            self.name,
            self.instructions,
            self.counted_s,
            rate(self.counted_s),
            self.uncounted_s,
            self.native_s
        );
        match self.qemu_s {
            Some(q) => out.push_str(&format!(
                ", qemu-x86_64 {q:.3} s ({:.0} M insns/s): run mode at {:.2}x qemu's speed\n",
                rate(q),
                q / self.counted_s.max(1e-9)
            )),
            None => out.push('\n'),
        }
        if let Some(n) = &self.note {
            out.push_str(&format!("{}: {n}\n", self.name));
        }
        out
    }
}

/// Measures an interpreter row ([`INTERP`]): builds (or finds) the interpreter, then
/// times whole runs in the simulator both ways, under `qemu-x86_64` and natively, in
/// turn, [`ROUNDS`] times.
pub fn interp_throughput(row: &InterpRow, preset: Preset) -> Result<InterpReport, BenchError> {
    let setup = |e: String| BenchError::Sim(SimError::Setup(e));
    let cache = std::env::temp_dir().join("probesim-bench-programs");
    let path = real_programs::binary(row.program, real_programs::Libc::Glibc, &cache)
        .map_err(|e| setup(format!("building {}: {e}", row.program.name())))?;
    let command: Vec<String> =
        std::iter::once(path.display().to_string()).chain(row.args.iter().map(|a| a.to_string())).collect();
    let target = crate::target::Target::parse(&command[0]).map_err(|e| setup(e.to_string()))?;
    let mut req = crate::session::RunRequest::new(target, Vec::new());
    req.preset = preset;
    req.extra_args = command[1..].to_vec();
    let image = Image::parse(std::fs::read(&path).map_err(BenchError::Io)?).map_err(BenchError::Load)?;
    let uncounted_cfg = RunConfig {
        preset,
        argv: std::iter::once(row.program.name().to_string()).chain(req.extra_args.iter().cloned()).collect(),
        envp: req.envp(),
        kernel: KernelConfig { record_trace: false, ..KernelConfig::default() },
        native_count: true,
        count_insns: false,
        ..RunConfig::default()
    };
    let time = |program: &str, args: &[String]| -> std::io::Result<f64> {
        let start = Instant::now();
        let status = std::process::Command::new(program).args(args).stdout(std::process::Stdio::null()).status()?;
        if !status.success() {
            return Err(std::io::Error::other(format!("{program} failed: {status}")));
        }
        Ok(start.elapsed().as_secs_f64())
    };
    let mut qemu = true;
    let mut note = None;
    let mut instructions = 0;
    let (mut counted_s, mut uncounted_s, mut native_s, mut qemu_s) =
        (f64::INFINITY, f64::INFINITY, f64::INFINITY, f64::INFINITY);
    // The four columns timed in turn, round by round (see ROUNDS); each keeps its fastest.
    for _ in 0..ROUNDS {
        let start = Instant::now();
        let (_, report) = crate::session::simulate(&req).map_err(|e| setup(e.to_string()))?;
        instructions = report.instructions;
        counted_s = counted_s.min(start.elapsed().as_secs_f64());
        let start = Instant::now();
        Machine::new(image.clone(), uncounted_cfg.clone())?.run()?;
        uncounted_s = uncounted_s.min(start.elapsed().as_secs_f64());
        native_s = native_s.min(time(&command[0], &command[1..]).map_err(BenchError::Io)?);
        if qemu {
            match time("qemu-x86_64", &command) {
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    qemu = false;
                    note = Some("no qemu-x86_64 here (apt-get install qemu-user): its column is skipped".to_string());
                }
                Err(e) => return Err(BenchError::Io(e)),
                Ok(t) => qemu_s = qemu_s.min(t),
            }
        }
    }
    let qemu_s = qemu.then_some(qemu_s);
    Ok(InterpReport { name: row.name.into(), command, instructions, counted_s, uncounted_s, qemu_s, native_s, note })
}

/// The real kernel's throughput on a row (M iterations per second): the fastest of
/// [`ROUNDS`] rounds of native runs at two lengths, a tenth of `iterations` and all of
/// them, whose difference gives the rate (process start-up and probe attach/detach cancel).
pub fn real_throughput(row: &Row, iterations: u64) -> Result<f64, BenchError> {
    let native = NativeRuns::new()?;
    let mut t = Fastest::new(iterations);
    for _ in 0..ROUNDS {
        t.round(|n| native.seconds(row, n))?;
    }
    Ok(t.mps())
}

/// Native runs of bench triggers under real uprobes, their ELFs in a directory of their
/// own (removed on drop).
struct NativeRuns {
    dir: std::path::PathBuf,
}

impl NativeRuns {
    fn new() -> Result<NativeRuns, BenchError> {
        host::availability().map_err(BenchError::Unavailable)?;
        let dir = std::env::temp_dir().join(format!("probesim-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(BenchError::Io)?;
        Ok(NativeRuns { dir })
    }

    /// Seconds of one native run of `row`'s trigger for `n` iterations, with the row's
    /// probes attached for real.
    fn seconds(&self, row: &Row, n: u64) -> Result<f64, BenchError> {
        let prog = trigger(row.trigger, n);
        let path = self.dir.join(format!("{}-{n}.elf", prog.name));
        std::fs::write(&path, prog.to_elf()).map_err(BenchError::Io)?;
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).map_err(BenchError::Io)?;
        }
        let image = Image::parse(prog.to_elf()).map_err(BenchError::Load)?;
        let mut probes = Vec::new();
        for s in row.specs() {
            let parsed = ProbeSpec::parse(&s).map_err(BenchError::Spec)?;
            let addr = parsed.resolve(&image, false).map_err(BenchError::Spec)?;
            probes.push(host::RealProbe {
                file_offset: image.file_offset(addr).unwrap_or(0),
                retprobe: parsed.kind == ProbeKind::Uretprobe,
                ref_ctr_offset: 0,
                path: None,
            });
        }
        let req = host::RealRequest {
            elf: path,
            argv: vec![prog.name.clone()],
            envp: Vec::new(),
            stdin: None,
            probes,
            read_at_exit: Vec::new(),
            timeout_ms: 120_000,
            schedule: Default::default(),
        };
        let start = Instant::now();
        let out = host::run(&req).map_err(BenchError::Host)?;
        if out.exit_code != Some(0) {
            return Err(BenchError::TriggerFailed {
                program: prog.name.clone(),
                code: out.exit_code,
                signal: out.signal,
            });
        }
        Ok(start.elapsed().as_secs_f64())
    }
}

impl Drop for NativeRuns {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// One row of the report.
#[derive(Clone, Debug, Serialize)]
pub struct RowReport {
    /// Row name.
    pub name: String,
    /// Transitions per hit.
    pub transitions: Transitions,
    /// Throughput the profile predicts (M/s).
    pub modelled: f64,
    /// The simulator's own throughput (M/s), without instruction accounting.
    pub simulator: f64,
    /// The simulator's throughput with exact instruction counting, `probesim run`'s
    /// mode (M/s).
    pub counted: f64,
    /// The real kernel's throughput (M/s), with `--real`.
    pub real: Option<f64>,
}

/// The whole report.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    /// Preset.
    pub kernel: String,
    /// Profile.
    pub profile: String,
    /// Iterations per simulator row.
    pub iterations: u64,
    /// Rows.
    pub rows: Vec<RowReport>,
    /// The simulator on the unprobed loop (usermode-count) with exact instruction
    /// counting, as `probesim run` does; the simulator column runs without it.
    pub counted_usermode: f64,
    /// Bare Unicorn (no hook at all) on the unprobed loop's code.
    pub bare_usermode: f64,
    /// The `cases/s` row.
    pub cases: CasesReport,
    /// The interpreter row (with `--real`): a real static program under the simulator
    /// and under `qemu-x86_64`.
    pub interp: Option<InterpReport>,
    /// How much the machine's own speed varied during the run.
    pub host: HostSpeed,
}

impl BenchReport {
    /// The report as a table, one row per line, then the two reference rates.
    pub fn text(&self) -> String {
        let mut out = format!(
            "kernel {}  profile {}  ({} iterations per simulator row)\n{:<15}   {:>5} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5}   {:>13} {:>13} {:>13} {:>13}\n",
            self.kernel, self.profile, self.iterations, "row", "traps", "sstep", "sysc", "iret", "sysret", "hijack", "tramp",
            "modelled", "simulator", "run mode", "real"
        );
        for r in &self.rows {
            let t = &r.transitions;
            let real = r.real.map_or("-".to_string(), |x| format!("{x:.3} M/s"));
            out.push_str(&format!(
                "{:<15} : {:>5} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5}   {:>9.3} M/s {:>9.3} M/s {:>9.3} M/s {:>13}\n",
                r.name,
                fmt_n(t.traps),
                fmt_n(t.single_steps),
                fmt_n(t.syscalls),
                fmt_n(t.iret),
                fmt_n(t.sysret),
                fmt_n(t.hijacks),
                fmt_n(t.trampoline_insns),
                r.modelled,
                r.simulator,
                r.counted,
                real
            ));
        }
        let c = &self.cases;
        let t = &c.transitions;
        out.push_str(&format!(
            "{:<15} : {:>5} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5}   {:>13} {:>9.3} k/s {:>13} {:>13}\n",
            c.name,
            fmt_n(t.traps),
            fmt_n(t.single_steps),
            fmt_n(t.syscalls),
            fmt_n(t.iret),
            fmt_n(t.sysret),
            fmt_n(t.hijacks),
            fmt_n(t.trampoline_insns),
            "-",
            c.with_reset / 1e3,
            "-",
            "-"
        ));
        out.push_str(&format!(
            "simulator column: no instruction accounting; run mode: exact instruction counting, as `probesim run`. \
             usermode-count on bare Unicorn (no hooks): {:.3} M/s; in the simulator with exact instruction counting: \
             {:.3} M/s ({:.2}x bare Unicorn)\n",
            self.bare_usermode,
            self.counted_usermode,
            self.counted_usermode / self.bare_usermode.max(1e-9)
        ));
        out.push_str(&format!(
            "cases/s: one case is `{}` attached to sim:{}, run and its hits read, with exact instruction counting; \
             transitions per case. With Machine::reset between cases {:.0} cases/s; a fresh Machine per case {:.0} cases/s\n",
            c.probe, c.program, c.with_reset, c.fresh
        ));
        let ratios: Vec<String> = self
            .rows
            .iter()
            // The unprobed loop's real column is native code, no kernel at all.
            .filter(|r| r.name != "usermode-count")
            .filter_map(|r| {
                let real = r.real.filter(|&x| x > 0.0)?;
                Some(format!("{} {:.1}x / {:.1}x", r.name, r.simulator / real, r.counted / real))
            })
            .collect();
        if !ratios.is_empty() {
            out.push_str(&format!("against the real kernel (simulator / run mode): {}\n", ratios.join(", ")));
        }
        if self.host.slowest_s > 0.0 {
            out.push_str(&format!(
                "machine speed: a fixed native loop, timed before each of the {ROUNDS} rounds of each row, took \
                 {:.0}-{:.0} ms ({:.2}x); each column keeps its fastest round\n",
                self.host.fastest_s * 1e3,
                self.host.slowest_s * 1e3,
                self.host.slowest_s / self.host.fastest_s.max(1e-9)
            ));
        }
        if let Some(i) = &self.interp {
            out.push_str(&i.text());
        }
        out
    }
}

fn fmt_n(x: f64) -> String {
    if (x - x.round()).abs() < 1e-9 {
        format!("{}", x.round() as i64)
    } else {
        format!("{x:.3}")
    }
}

/// Runs `rows` (of `preset`: see [`rows`]), then the [`CASES`] row. `progress` is told
/// the row name before each row.
pub fn run(
    preset: Preset,
    rows: &[Row],
    profile: &Profile,
    iterations: u64,
    real: bool,
    mut progress: impl FnMut(&str),
) -> Result<BenchReport, BenchError> {
    let mut out = Vec::new();
    let mut host = HostSpeed::new();
    // One directory for every row's native runs (removed when the rows are done).
    let native_runs = if real { Some(NativeRuns::new()?) } else { None };
    for &row in rows {
        progress(row.name);
        let t = transitions(&row, preset)?;
        let modelled = profile.throughput(&t.features(row.guest_syscalls));
        // The columns timed in turn, round by round (see ROUNDS).
        let n = row.sim_iterations(iterations);
        let (mut simulator, mut counted) = (Fastest::new(n), Fastest::new(n));
        let mut native = native_runs.as_ref().map(|runs| (runs, Fastest::new(row.real_iterations)));
        for _ in 0..ROUNDS {
            host.sample();
            simulator.round(|n| sim_seconds(&row, preset, n, false))?;
            counted.round(|n| sim_seconds(&row, preset, n, true))?;
            if let Some((runs, t)) = &mut native {
                t.round(|n| runs.seconds(&row, n))?;
            }
        }
        let (simulator, counted) = (simulator.mps(), counted.mps());
        let real = native.map(|(_, t)| t.mps());
        out.push(RowReport { name: row.name.to_string(), transitions: t, modelled, simulator, counted, real });
    }
    let usermode = rows.iter().find(|r| r.trigger == Trigger::UsermodeCount);
    let (counted_usermode, bare_usermode) = match usermode {
        Some(row) => {
            // Timed in turn, round by round (see ROUNDS).
            let n = row.sim_iterations(iterations);
            let (mut counted, mut bare) = (Fastest::new(n), Fastest::new(n));
            for _ in 0..ROUNDS {
                counted.round(|n| sim_seconds(row, preset, n, true))?;
                bare.round(|n| bare_seconds(row, n))?;
            }
            (counted.mps(), bare.mps())
        }
        None => (0.0, 0.0),
    };
    progress(CASES.name);
    let cases = cases_throughput(preset)?;
    let interp = if real {
        progress(INTERP.name);
        Some(interp_throughput(&INTERP, preset)?)
    } else {
        None
    };
    Ok(BenchReport {
        kernel: preset.name().into(),
        profile: profile.name.clone(),
        iterations,
        rows: out,
        counted_usermode,
        bare_usermode,
        cases,
        interp,
        host,
    })
}

/// Measures the transitions of every row of `table` in the simulator, marking the rows
/// `fitted` accepts as the ones to fit: the input of [`cost::fit`].
pub fn measure(table: &Table, fitted: impl Fn(&Published, &Row) -> bool) -> Result<Vec<Measured>, BenchError> {
    table
        .rows
        .iter()
        .map(|p| {
            let row = row_named(p.bench_row).ok_or(BenchError::UnknownRow { row: p.row, bench_row: p.bench_row })?;
            let transitions = transitions(&row, p.preset)?;
            Ok(Measured { row: *p, transitions, guest_syscalls: row.guest_syscalls, fitted: fitted(p, &row) })
        })
        .collect()
}

/// A table's profile, fitted on the rows it does not exclude.
fn fitted(table: &Table) -> Result<Profile, BenchError> {
    let rows = measure(table, |p, _| table.fits(p))?;
    Ok(cost::fit(table.name, table.source, &rows))
}

/// Every published profile (`probesim profiles`), fitted on all of its rows but the
/// excluded ones.
pub fn profiles() -> Result<Vec<Profile>, BenchError> {
    cost::tables().iter().map(fitted).collect()
}

/// A profile by name: a published one, or `host` from the file `probesim calibrate`
/// writes ([`HOST_PROFILE`]).
pub fn profile(name: &str) -> Result<Profile, BenchError> {
    if name == "host" {
        let text = std::fs::read_to_string(HOST_PROFILE).map_err(BenchError::NoHostProfile)?;
        return Ok(Profile::host_from_json(&text)?);
    }
    let table = cost::tables()
        .into_iter()
        .find(|t| t.name == name)
        .ok_or_else(|| BenchError::UnknownProfile(name.to_string()))?;
    fitted(&table)
}

/// The jiri-2026 table's uretprobe rows predicted from a profile fitted on its other
/// rows only (the uretprobe return path shares the probe-syscall and trap costs).
pub fn uretprobe_prediction() -> Result<Profile, BenchError> {
    const TABLE: &str = "jiri-2026";
    let table = cost::tables().into_iter().find(|t| t.name == TABLE).ok_or(BenchError::MissingTable(TABLE))?;
    let rows = measure(&table, |_, row| row.probe != RowProbe::Uretprobe)?;
    Ok(cost::fit("jiri-2026 (fitted without the uretprobe rows)", table.source, &rows))
}

/// `probesim calibrate`: measures every 6.18 row on the real kernel here, fits a `host`
/// profile, and writes it to [`HOST_PROFILE`].
pub fn calibrate() -> Result<Profile, BenchError> {
    let mut published = Vec::new();
    for row in rows(Preset::V6_18) {
        let mps = real_throughput(&row, row.real_iterations)?;
        published.push(Published { row: row.name, bench_row: row.name, preset: Preset::V6_18, mps });
    }
    let table = Table { name: "host", source: "probesim calibrate on this machine", rows: published, exclude: &[] };
    let p = fitted(&table)?;
    let json = serde_json::to_string_pretty(&p).map_err(BenchError::Json)?;
    std::fs::write(HOST_PROFILE, json).map_err(BenchError::WriteProfile)?;
    Ok(p)
}

/// Most probes the real-kernel measurement of `bench --attach N --real` opens: closing
/// a uprobe perf event waits for an RCU grace period in the kernel, about 90 ms each on
/// a 6.18 VM and serial (closing from many threads was measured no faster), so 100k
/// probes would take hours to detach. The first `min(N, REAL_ATTACH_MAX)` functions are
/// measured and the real columns are per probe.
pub const REAL_ATTACH_MAX: usize = 200;

/// One attach-scale measurement: `n` probes attached and detached one way.
#[derive(Clone, Debug, Serialize)]
pub struct AttachRow {
    /// `single` (one spec per function, `Machine::attach`, as one perf event each) or
    /// `multi` (one pattern spec `uprobe:x:f_*`, one `uprobe_multi` link).
    pub mode: &'static str,
    /// Probes.
    pub probes: usize,
    /// Simulator: attaching them all (best of three, the deferred patch work
    /// included), in milliseconds.
    pub attach_ms: f64,
    /// Simulator: detaching them all, in milliseconds.
    pub detach_ms: f64,
}

/// The real kernel's cost on the same ELF held at its exec stop: one `perf_event_open`
/// per probe, then closing them (the same for both modes: the host measures perf
/// events only).
#[derive(Clone, Debug, Serialize)]
pub struct RealAttach {
    /// Probes measured (the first functions, at most [`REAL_ATTACH_MAX`]).
    pub probes: usize,
    /// Opening them, per probe, in nanoseconds.
    pub attach_ns_per_probe: f64,
    /// Closing them, per probe, in nanoseconds.
    pub detach_ns_per_probe: f64,
    /// Probes the kernel refused.
    pub refused: usize,
}

/// `probesim bench --attach N`.
#[derive(Clone, Debug, Serialize)]
pub struct AttachReport {
    /// Kernel preset.
    pub kernel: String,
    /// Functions in the generated guest (`sim_programs::many`).
    pub functions: usize,
    /// Parsing the guest's ELF, symbol index included, in milliseconds.
    pub parse_ms: f64,
    /// The two modes in the simulator.
    pub rows: Vec<AttachRow>,
    /// The real kernel (`--real`).
    pub real: Option<RealAttach>,
}

impl AttachReport {
    /// The table as text.
    pub fn text(&self) -> String {
        let mut out = format!(
            "kernel {}  {} functions (sim_programs::many, `push rbp` first)  ELF parse + symbol index {:.3} ms\n",
            self.kernel, self.functions, self.parse_ms
        );
        out.push_str("mode      probes   sim attach  sim detach   attach/probe  detach/probe");
        if let Some(r) = &self.real {
            out.push_str(&format!("   real attach/probe  real detach/probe ({} probes)", r.probes));
        }
        out.push('\n');
        for row in &self.rows {
            let per = |ms: f64| ms * 1e6 / row.probes.max(1) as f64;
            out.push_str(&format!(
                "{:<8} {:>7} {:>9.3} ms {:>8.3} ms {:>10.0} ns {:>10.0} ns",
                row.mode,
                row.probes,
                row.attach_ms,
                row.detach_ms,
                per(row.attach_ms),
                per(row.detach_ms)
            ));
            if let Some(r) = &self.real {
                out.push_str(&format!("   {:>14.0} ns  {:>14.0} ns", r.attach_ns_per_probe, r.detach_ns_per_probe));
            }
            out.push('\n');
        }
        if let Some(r) = &self.real {
            out.push_str(&format!(
                "real kernel: one perf_event_open per probe, then close (each close waits for an RCU grace period); at this rate {} probes take {:.1} s to attach and {:.1} s to detach\n",
                self.functions,
                r.attach_ns_per_probe * self.functions as f64 / 1e9,
                r.detach_ns_per_probe * self.functions as f64 / 1e9
            ));
        }
        out
    }
}
/// Times attaching and detaching `n` probes, one at a function entry each, in a
/// generated guest of `n` functions: one spec per function, and one pattern spec for
/// all of them; with `real`, the real kernel's cost for the same probes on the same
/// ELF.
pub fn attach_scale(preset: Preset, n: usize, real: bool) -> Result<AttachReport, BenchError> {
    use sim_programs::many;
    if n == 0 {
        return Err(BenchError::Sim(SimError::Setup("--attach needs at least one probe".into())));
    }
    let program = many::many_functions(n, many::Entry::Push);
    let elf = program.to_elf();
    let t = Instant::now();
    let image = Image::parse(elf.clone()).map_err(BenchError::Load)?;
    let parse_ms = t.elapsed().as_secs_f64() * 1e3;
    // As the bench rows: no trace (an event per breakpoint written would be measured).
    let kernel = KernelConfig { record_trace: false, ..KernelConfig::default() };
    let cfg = RunConfig { preset, kernel, ..RunConfig::default() };
    let specs: Vec<String> = (0..n).map(|i| format!("uprobe:x:{}", many::name(i))).collect();
    let best = |attach: &dyn Fn(&mut Machine) -> Result<Vec<crate::machine::ProbeHandle>, SimError>| {
        let mut times = (f64::INFINITY, f64::INFINITY);
        for _ in 0..3 {
            let mut m = Machine::new(image.clone(), cfg.clone())?;
            let t = Instant::now();
            let handles = attach(&mut m)?;
            // What the patch batch deferred is part of the cost.
            m.end_patch_batch();
            let a = t.elapsed().as_secs_f64() * 1e3;
            if handles.len() != n {
                return Err(SimError::Setup(format!("{} probes attached of {n}", handles.len())));
            }
            let t = Instant::now();
            for h in &handles {
                m.detach(h);
            }
            m.end_patch_batch();
            let d = t.elapsed().as_secs_f64() * 1e3;
            times = (times.0.min(a), times.1.min(d));
        }
        Ok::<_, SimError>(times)
    };
    let single = best(&|m| specs.iter().map(|s| m.attach(s)).collect())?;
    let multi = best(&|m| m.attach_all("uprobe:x:f_*"))?;
    let real = if real {
        host::availability().map_err(BenchError::Unavailable)?;
        let dir = std::env::temp_dir().join(format!("probesim-attach-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(BenchError::Io)?;
        let path = dir.join(&program.name);
        std::fs::write(&path, &elf).map_err(BenchError::Io)?;
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).map_err(BenchError::Io)?;
        let probes: Vec<host::RealProbe> = (0..n.min(REAL_ATTACH_MAX))
            .filter_map(|i| image.symbol(&many::name(i)))
            .map(|s| host::RealProbe {
                file_offset: image.file_offset(s.addr).unwrap_or(0),
                retprobe: false,
                ref_ctr_offset: 0,
                path: None,
            })
            .collect();
        let cost = host::attach_cost(&path, &probes);
        let _ = std::fs::remove_dir_all(&dir);
        let cost = cost.map_err(BenchError::Host)?;
        let per = |d: std::time::Duration| d.as_secs_f64() * 1e9 / probes.len().max(1) as f64;
        Some(RealAttach {
            probes: probes.len(),
            attach_ns_per_probe: per(cost.attach),
            detach_ns_per_probe: per(cost.detach),
            refused: cost.refused,
        })
    } else {
        None
    };
    let row = |mode, (attach_ms, detach_ms): (f64, f64)| AttachRow { mode, probes: n, attach_ms, detach_ms };
    Ok(AttachReport {
        kernel: preset.name().to_string(),
        functions: n,
        parse_ms,
        rows: vec![row("single", single), row("multi", multi)],
        real,
    })
}
