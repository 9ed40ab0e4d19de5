//! The rows of the kernel's `run_bench_uprobes.sh` (and ours) and the transitions each
//! makes per hit, counted in the simulator.

use std::time::Instant;

use sim_programs::bench::{trigger, Trigger};

use crate::cost::Transitions;
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
pub(super) struct Counters {
    pub(super) traps: u64,
    pub(super) single_steps: u64,
    pub(super) syscalls: u64,
    pub(super) iret: u64,
    pub(super) sysret: u64,
    pub(super) hijacks: u64,
    pub(super) trampoline_insns: u64,
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
pub(super) fn run_sim(
    row: &Row,
    preset: Preset,
    iterations: u64,
    count_insns: bool,
) -> Result<(Counters, f64), SimError> {
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
pub(super) fn counters(m: &Machine, preset: Preset) -> Counters {
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
