//! Simulator fast paths change speed, never results. Every catalog program, probed as
//! the real-kernel trials probe it, gives byte-identical reports with the fast paths on
//! (entry shadows for emulated nops, the uretprobe trampoline run natively) and off, on
//! every preset and in both engine modes.

use probesim::kernel::preset::Preset;
use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};

/// The report (with the full trace and instruction count), and the hits that took the
/// fast paths: (trampoline returns, entry shadow hits).
fn run(p: &sim_programs::Program, preset: Preset, fast: bool, native: bool, entry_probes: bool) -> (String, u64, u64) {
    let kernel = KernelConfig { fast_paths: fast, ..KernelConfig::default() };
    let cfg = RunConfig { preset, kernel, native_count: native, ..RunConfig::default() };
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
    for t in p.probe_targets.iter().filter(|_| entry_probes) {
        m.attach(&format!("uprobe:x:{t}")).unwrap();
    }
    for t in &p.ret_probe_targets {
        m.attach(&format!("uretprobe:x:{t}")).unwrap();
    }
    // A guest that dies is data, not an error; the report says how it ended.
    let _ = m.run();
    let k = m.kernel();
    let (returns, entries) = (k.fast_trampoline_returns, k.shadow_entry_hits);
    (serde_json::to_string_pretty(&m.report(&p.name)).unwrap(), returns, entries)
}

#[test]
fn fast_paths_give_identical_reports() {
    let (mut returns, mut entries) = (0, 0);
    let programs = sim_programs::catalog();
    let presets = [Preset::V6_10, Preset::V6_11, Preset::V6_18, Preset::JmpSlot2026, Preset::Nop10_2026];
    for (i, p) in programs.iter().enumerate() {
        for (j, &preset) in presets.iter().enumerate() {
            // Both engine modes, alternating, to keep the test short; with and without
            // the entry probes (without them, the first return probe hit creates the
            // XOL area, from inside a shadow's hook).
            let native = (i + j) % 2 == 0;
            for entry_probes in [true, false] {
                let (slow, r0, e0) = run(p, preset, false, native, entry_probes);
                let (fast, r, e) = run(p, preset, true, native, entry_probes);
                let what = format!("{} on {} (native count {native}, entry probes {entry_probes})", p.name, preset.name());
                assert_eq!((r0, e0), (0, 0), "{what}: a fast path ran while disabled");
                assert_eq!(slow, fast, "{what}");
                returns += r;
                entries += e;
            }
        }
    }
    assert!(returns > 0, "no return took the fast path");
    assert!(entries > 0, "no hit went through an entry shadow");
}

#[test]
fn fast_paths_are_off_while_explaining() {
    // The instruction log must show the trampoline's instructions and the int3.
    let p = sim_programs::find("bench-nop").unwrap();
    let kernel = KernelConfig { log_insns: true, ..KernelConfig::default() };
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig { kernel, ..RunConfig::default() }).unwrap();
    m.attach("uretprobe:x:uprobe_target_nop").unwrap();
    let _ = m.run();
    assert_eq!(m.kernel().fast_trampoline_returns, 0);
    assert_eq!(m.kernel().shadow_entry_hits, 0);
}
