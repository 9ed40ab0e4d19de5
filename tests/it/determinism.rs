//! Same inputs, byte-identical outputs, for every sim-program.

use crate::common::sim;

#[test]
fn every_program_gives_byte_identical_json_twice() {
    for p in sim_programs::catalog() {
        let a = serde_json::to_string(&sim(&p.name, &p.probe_targets)).unwrap();
        let b = serde_json::to_string(&sim(&p.name, &p.probe_targets)).unwrap();
        assert_eq!(a, b, "{}", p.name);
    }
}

#[test]
fn cli_json_is_byte_identical_twice() {
    let run = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_probesim"))
            .args(["run", "sim:demo", "--json", "--probe", "uprobe:sim:demo:compute"])
            .output()
            .unwrap()
    };
    let (a, b) = (run(), run());
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    assert_eq!(a.stdout, b.stdout);
    let v: serde_json::Value = serde_json::from_slice(&a.stdout).unwrap();
    for key in ["exit", "stdout", "probes", "counts", "instructions"] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
}

#[test]
fn native_count_mode_gives_the_same_runs() {
    use probesim::kernel::KernelConfig;
    use probesim::loader::Image;
    use probesim::machine::{Machine, RunConfig, SimError};
    // The bench's engine mode (budget per block, no per-instruction count hook) must not
    // change any outcome, only speed.
    for name in ["demo", "bench-ret", "recursion", "red-zone", "fork-pending", "longjmp-cleanup"] {
        let p = sim_programs::find(name).unwrap();
        let run = |native| {
            let kernel = KernelConfig { record_trace: true, ..KernelConfig::default() };
            let cfg = RunConfig { native_count: native, kernel, ..RunConfig::default() };
            let mut m = crate::common::probed_machine(&p, cfg, true);
            m.run().unwrap();
            serde_json::to_string(&m.report(name).unwrap()).unwrap()
        };
        assert_eq!(run(false), run(true), "{name}");
    }
    // The budget still stops a runaway guest.
    let p = sim_programs::find("demo").unwrap();
    let cfg = RunConfig { native_count: true, max_insns: 50, ..RunConfig::default() };
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
    assert!(matches!(m.run(), Err(SimError::Budget { .. })));
}

#[test]
fn uncounted_mode_changes_only_the_instruction_count() {
    use probesim::kernel::KernelConfig;
    use probesim::machine::RunConfig;
    // `probesim bench` runs without instruction accounting; every other outcome
    // (output, exit, hits, events, return instances, optimized sites) must be the same.
    for name in ["demo", "bench-ret", "recursion", "red-zone", "fork-pending", "longjmp-cleanup", "nop5-300"] {
        let p = sim_programs::find(name).unwrap();
        let run = |count_insns| {
            let kernel = KernelConfig { record_trace: true, ..KernelConfig::default() };
            let cfg = RunConfig { native_count: true, count_insns, kernel, ..RunConfig::default() };
            let mut m = crate::common::probed_machine(&p, cfg, true);
            m.run().unwrap();
            serde_json::to_value(m.report(name).unwrap()).unwrap()
        };
        let (mut counted, mut uncounted) = (run(true), run(false));
        assert!(counted["instructions"].as_u64().unwrap() > 0, "{name}");
        assert_eq!(uncounted["instructions"].as_u64(), Some(0), "{name}");
        for r in [&mut counted, &mut uncounted] {
            r.as_object_mut().unwrap().remove("instructions");
            // Instruction stamps (trace events, red-zone writes) are 0 without accounting.
            strip_insn(r);
        }
        assert_eq!(counted, uncounted, "{name}");
    }
}

fn strip_insn(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Object(m) => {
            m.remove("insn");
            m.values_mut().for_each(strip_insn);
        }
        serde_json::Value::Array(a) => a.iter_mut().for_each(strip_insn),
        _ => {}
    }
}
