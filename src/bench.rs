//! `probesim bench`: the rows of the kernel's `run_bench_uprobes.sh`, with the exact
//! kernel transitions per hit, the throughput a CPU profile predicts, the simulator's own
//! measured throughput and, optionally, the real kernel's.

use std::time::Instant;

use serde::Serialize;
use sim_programs::bench::{trigger, Trigger};

use crate::cost::{Profile, FEATURES};
use crate::host;
use crate::kernel::preset::OptDesign;
use crate::kernel::KernelConfig;
use crate::loader::Image;
use crate::machine::{Machine, Preset, RunConfig, SimError};
use crate::trace::EventKind;

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
}

/// One benchmark row.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    /// The row's name in the kernel's bench (`uprobe-nop`).
    pub name: &'static str,
    /// The trigger program.
    pub trigger: Trigger,
    /// What is attached.
    pub probe: RowProbe,
}

/// The rows for a preset (nop10 rows only where the preset optimizes nop10).
pub fn rows(preset: Preset) -> Vec<Row> {
    let r = |name, trigger, probe| Row { name, trigger, probe };
    let mut v = vec![
        r("usermode-count", Trigger::UsermodeCount, RowProbe::None),
        r("syscall-count", Trigger::SyscallCount, RowProbe::None),
        r("uprobe-nop", Trigger::Nop, RowProbe::Uprobe),
        r("uprobe-push", Trigger::Push, RowProbe::Uprobe),
        r("uprobe-ret", Trigger::Ret, RowProbe::Uprobe),
        r("uprobe-nop5", Trigger::Nop5, RowProbe::Uprobe),
        r("uretprobe-nop", Trigger::Nop, RowProbe::Uretprobe),
        r("uretprobe-push", Trigger::Push, RowProbe::Uretprobe),
        r("uretprobe-ret", Trigger::Ret, RowProbe::Uretprobe),
        r("uretprobe-nop5", Trigger::Nop5, RowProbe::Uretprobe),
        r("usdt-nop", Trigger::UsdtNop, RowProbe::Usdt),
        r("usdt-nop5", Trigger::UsdtNop5, RowProbe::Usdt),
    ];
    if preset.features().optimize == OptDesign::Nop10 {
        v.push(r("usdt-nop10", Trigger::UsdtNop10, RowProbe::Usdt));
    }
    v
}

/// Kernel transitions per hit (per loop iteration), in the steady state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Transitions {
    /// #BP traps (int3), including the int3 return trampoline of 6.10.
    pub traps: f64,
    /// #DB traps after an out-of-line single-step.
    pub single_steps: f64,
    /// System calls: the probe syscalls (335, 336) and the guest's own.
    pub syscalls: f64,
    /// Returns to user mode through iret (every trap, and syscalls that cannot sysret).
    pub iret: f64,
    /// Returns to user mode through sysret.
    pub sysret: f64,
    /// Return addresses hijacked.
    pub hijacks: f64,
    /// Instructions run in trampolines (`[uprobes-trampoline]`, slots, XOL slot 0).
    pub trampoline_insns: f64,
}

impl Transitions {
    /// The cost-model feature vector, in [`FEATURES`] order.
    pub fn features(&self, guest_syscalls: f64) -> [f64; FEATURES.len()] {
        let probe_syscalls = self.syscalls - guest_syscalls;
        let syscall_iret = (self.iret - self.traps - self.single_steps).max(0.0);
        [1.0, self.traps, self.single_steps, probe_syscalls, guest_syscalls, syscall_iret, self.hijacks]
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

fn trampoline_len(preset: Preset) -> u64 {
    match preset.features().optimize {
        OptDesign::JmpSlot => 6,
        _ => 9,
    }
}

fn spec(row: &Row) -> Option<String> {
    let target = row.trigger.target()?;
    Some(match row.probe {
        RowProbe::None => return None,
        RowProbe::Uprobe => format!("uprobe:x:{target}"),
        RowProbe::Uretprobe => format!("uretprobe:x:{target}"),
        RowProbe::Usdt => {
            let (p, n) = row.trigger.usdt_site()?;
            format!("usdt:x:{p}:{n}")
        }
    })
}

/// Runs a row in the simulator for `iterations`; returns the counters and the elapsed
/// wall-clock seconds. `count_insns`: see [`RunConfig::count_insns`].
fn run_sim(row: &Row, preset: Preset, iterations: u64, count_insns: bool) -> Result<(Counters, f64), SimError> {
    let image = Image::parse(trigger(row.trigger, iterations).to_elf())?;
    let cfg = RunConfig {
        preset,
        max_insns: u64::MAX / 2,
        kernel: KernelConfig { record_trace: false, ..KernelConfig::default() },
        native_count: true,
        count_insns,
        ..RunConfig::default()
    };
    let mut m = Machine::new(image, cfg)?;
    if let Some(s) = spec(row) {
        m.attach(&s)?;
    }
    let start = Instant::now();
    m.run()?;
    let secs = start.elapsed().as_secs_f64();
    let r = m.report("bench");
    let k = m.kernel();
    let count = |kind: EventKind| k.trace.count(kind);
    let ri = &r.return_instances;
    let up_iret = k.uprobes.iret_returns;
    let up_sysret = k.uprobes.sysret_returns;
    let int3_tramp = if preset.features().uretprobe_syscall { 0 } else { ri.trampoline_returns };
    let c = Counters {
        traps: count(EventKind::Trap),
        single_steps: count(EventKind::SstepTrap),
        syscalls: count(EventKind::Syscall),
        iret: count(EventKind::Trap) + count(EventKind::SstepTrap) + up_iret + ri.syscall_iret,
        sysret: count(EventKind::Syscall).saturating_sub(up_iret + ri.syscall_iret),
        hijacks: ri.hijacked,
        trampoline_insns: (up_iret + up_sysret) * trampoline_len(preset)
            + (ri.syscall_sysret + ri.syscall_iret) * 8
            + int3_tramp,
    };
    Ok((c, secs))
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

/// Guest syscalls per iteration of a row (the syscall-count loop's getpgid).
pub fn guest_syscalls(row: &Row) -> f64 {
    if row.trigger == Trigger::SyscallCount {
        1.0
    } else {
        0.0
    }
}

/// The simulator's own throughput on a row, in M hits (iterations) per second.
///
/// Like [`real_throughput`], two lengths of the same trigger are timed and the
/// difference is used, so engine set-up, ELF loading and the first translation cancel;
/// each length is the best of three runs, since a shared VM's wall clock is noisy. The
/// simulator runs without instruction accounting (`count_insns`), which only feeds the
/// report's instruction count and stamps; [`counted_throughput`] measures what that
/// accounting costs on the unprobed loop.
pub fn sim_throughput(row: &Row, preset: Preset, iterations: u64) -> Result<f64, SimError> {
    timed_throughput(row, preset, sim_iterations(row, iterations), false)
}

/// [`sim_throughput`] with exact instruction counting, as `probesim run` does.
pub fn counted_throughput(row: &Row, preset: Preset, iterations: u64) -> Result<f64, SimError> {
    timed_throughput(row, preset, sim_iterations(row, iterations), true)
}

fn timed_throughput(row: &Row, preset: Preset, n: u64, count_insns: bool) -> Result<f64, SimError> {
    let best = |n: u64| -> Result<f64, SimError> {
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            best = best.min(run_sim(row, preset, n, count_insns)?.1);
        }
        Ok(best)
    };
    let small = n / 10;
    let (t1, t2) = (best(small)?, best(n)?);
    Ok((n - small) as f64 / (t2 - t1).max(1e-9) / 1e6)
}

/// Bare Unicorn's throughput on a row's trigger (M iterations per second): the same
/// code on an engine with no hook at all, timed like [`sim_throughput`]. Only
/// meaningful for the unprobed loop, the baseline of "Unicorn's native speed".
pub fn bare_unicorn_throughput(row: &Row, iterations: u64) -> Result<f64, SimError> {
    let n = sim_iterations(row, iterations);
    let run = |n: u64| -> Result<f64, SimError> {
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
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            best = best.min(crate::cpu::bare_seconds(&regions, image.entry, crate::abi::mm::STACK_TOP - 4096)?);
        }
        Ok(best)
    };
    let small = n / 10;
    let (t1, t2) = (run(small)?, run(n)?);
    Ok((n - small) as f64 / (t2 - t1).max(1e-9) / 1e6)
}

/// Iterations of a simulator row: the unprobed loops run 100 (usermode) and 10
/// (syscall) times more, so that each timing lasts long enough to measure.
pub fn sim_iterations(row: &Row, iterations: u64) -> u64 {
    match row.trigger {
        Trigger::UsermodeCount => iterations * 100,
        Trigger::SyscallCount => iterations * 10,
        _ => iterations,
    }
}

/// The real kernel's throughput on a row: two native runs of the same trigger with
/// different iteration counts, so process start-up and probe attach/detach cancel.
pub fn real_throughput(row: &Row, iterations: u64) -> Result<f64, String> {
    host::availability()?;
    let dir = std::env::temp_dir().join(format!("probesim-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let time = |n: u64| -> Result<f64, String> {
        let prog = trigger(row.trigger, n);
        let path = dir.join(format!("{}-{n}.elf", prog.name));
        std::fs::write(&path, prog.to_elf()).map_err(|e| e.to_string())?;
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).map_err(|e| e.to_string())?;
        }
        let image = Image::parse(prog.to_elf()).map_err(|e| e.to_string())?;
        let mut probes = Vec::new();
        if let Some(s) = spec(row) {
            let parsed = crate::spec::ProbeSpec::parse(&s).map_err(|e| e.to_string())?;
            let addr = parsed.resolve(&image, false).map_err(|e| e.to_string())?;
            probes.push(host::RealProbe {
                file_offset: image.file_offset(addr).unwrap_or(0),
                retprobe: parsed.kind == crate::spec::ProbeKind::Uretprobe,
                ref_ctr_offset: 0,
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
        };
        let start = Instant::now();
        let out = host::run(&req).map_err(|e| e.to_string())?;
        if out.exit_code != Some(0) {
            return Err(format!("{} exited with {:?}/{:?}", prog.name, out.exit_code, out.signal));
        }
        Ok(start.elapsed().as_secs_f64())
    };
    let small = iterations / 10;
    let t1 = time(small)?;
    let t2 = time(iterations)?;
    let _ = std::fs::remove_dir_all(&dir);
    Ok((iterations - small) as f64 / (t2 - t1).max(1e-9) / 1e6)
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
    /// The simulator's own throughput (M/s).
    pub simulator: f64,
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
}

impl BenchReport {
    /// The seeds' table format, one row per line.
    pub fn text(&self) -> String {
        let mut out = format!(
            "kernel {}  profile {}  ({} iterations per simulator row)\n{:<15}   {:>5} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5}   {:>13} {:>13} {:>13}\n",
            self.kernel, self.profile, self.iterations, "row", "traps", "sstep", "sysc", "iret", "sysret", "hijack", "tramp",
            "modelled", "simulator", "real"
        );
        for r in &self.rows {
            let t = &r.transitions;
            let real = r.real.map_or("-".to_string(), |x| format!("{x:.3} M/s"));
            out.push_str(&format!(
                "{:<15} : {:>5} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5}   {:>9.3} M/s {:>9.3} M/s {:>13}\n",
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
                real
            ));
        }
        out.push_str(&format!(
            "simulator column: no instruction accounting. usermode-count on bare Unicorn (no hooks): {:.3} M/s; \
             in the simulator with exact instruction counting (as `probesim run`): {:.3} M/s\n",
            self.bare_usermode, self.counted_usermode
        ));
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

/// Runs every row of `preset`. `progress` is told the row name before each row.
pub fn run(
    preset: Preset,
    profile: &Profile,
    iterations: u64,
    real: bool,
    mut progress: impl FnMut(&str),
) -> Result<BenchReport, String> {
    let mut out = Vec::new();
    for row in rows(preset) {
        progress(row.name);
        let t = transitions(&row, preset).map_err(|e| e.to_string())?;
        let modelled = profile.throughput(&t.features(guest_syscalls(&row)));
        let simulator = sim_throughput(&row, preset, iterations).map_err(|e| e.to_string())?;
        let real = if real { Some(real_throughput(&row, real_iterations(&row))?) } else { None };
        out.push(RowReport { name: row.name.to_string(), transitions: t, modelled, simulator, real });
    }
    let usermode = rows(preset).into_iter().find(|r| r.trigger == Trigger::UsermodeCount);
    let (counted_usermode, bare_usermode) = match usermode {
        Some(row) => (
            counted_throughput(&row, preset, iterations).map_err(|e| e.to_string())?,
            bare_unicorn_throughput(&row, iterations).map_err(|e| e.to_string())?,
        ),
        None => (0.0, 0.0),
    };
    Ok(BenchReport {
        kernel: preset.name().into(),
        profile: profile.name.clone(),
        iterations,
        rows: out,
        counted_usermode,
        bare_usermode,
    })
}

/// Iterations for a real row: enough to dominate start-up, few enough for slow rows.
pub fn real_iterations(row: &Row) -> u64 {
    match row.trigger {
        Trigger::UsermodeCount => 200_000_000,
        Trigger::SyscallCount => 4_000_000,
        Trigger::Ret => 400_000,
        _ => 2_000_000,
    }
}
