//! Simulator fast paths change speed, never results: every program with return probes
//! gives byte-identical reports with the uretprobe trampoline run natively and run
//! instruction by instruction, on every preset with the syscall trampoline.

use probesim::kernel::preset::Preset;
use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};

/// The report (with the full trace and instruction count) and how many returns took
/// the fast path.
fn run(p: &sim_programs::Program, preset: Preset, fast: bool) -> (String, u64) {
    let kernel = KernelConfig { preset, fast_trampoline: fast, ..KernelConfig::default() };
    let cfg = RunConfig { kernel, ..RunConfig::default() };
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
    for t in &p.probe_targets {
        m.attach(&format!("uprobe:x:{t}")).unwrap();
    }
    for t in &p.ret_probe_targets {
        m.attach(&format!("uretprobe:x:{t}")).unwrap();
    }
    // A guest that dies is data, not an error; the report says how it ended.
    let _ = m.run();
    let fast_returns = m.kernel().fast_trampoline_returns;
    (serde_json::to_string_pretty(&m.report(&p.name)).unwrap(), fast_returns)
}

#[test]
fn fast_trampoline_gives_identical_reports() {
    let mut used = 0;
    let programs: Vec<_> = sim_programs::catalog().into_iter().filter(|p| !p.ret_probe_targets.is_empty()).collect();
    assert!(programs.len() >= 10, "expected the return-probe programs, got {}", programs.len());
    for preset in [Preset::V6_11, Preset::V6_18, Preset::JmpSlot2026, Preset::Nop10_2026] {
        for p in &programs {
            let (slow, none) = run(p, preset, false);
            let (fast, n) = run(p, preset, true);
            assert_eq!(none, 0, "{} on {}: the fast path ran while disabled", p.name, preset.name());
            assert_eq!(slow, fast, "{} on {}", p.name, preset.name());
            used += n;
        }
    }
    assert!(used > 0, "no return took the fast path");
}

#[test]
fn fast_trampoline_is_off_while_explaining() {
    // The instruction log must show the trampoline's instructions.
    let p = sim_programs::find("bench-nop").unwrap();
    let kernel = KernelConfig { log_insns: true, ..KernelConfig::default() };
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig { kernel, ..RunConfig::default() }).unwrap();
    m.attach("uretprobe:x:uprobe_target_nop").unwrap();
    let _ = m.run();
    assert_eq!(m.kernel().fast_trampoline_returns, 0);
}
