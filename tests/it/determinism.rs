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
            // A scheduling decision's stamp (a fork's, here).
            if m.contains_key("point") {
                m.remove("insns");
            }
            m.values_mut().for_each(strip_insn);
        }
        serde_json::Value::Array(a) => a.iter_mut().for_each(strip_insn),
        _ => {}
    }
}

#[test]
fn a_budget_stops_at_exactly_its_instruction_in_both_engine_modes() {
    use probesim::kernel::KernelConfig;
    use probesim::machine::{RunConfig, SimError};
    // The block counter stops before the block that would pass the budget and finishes
    // the budget inside it one instruction at a time: the count is then exactly the
    // budget, at the rip Unicorn's own per-instruction count stops at. Probed (fast paths
    // off: a fast path applies several instructions at once, see the next test), so
    // that traps and single steps are among the blocks the budget ends in.
    let run = |name: &str, native: bool, budget: u64, probed: bool| {
        let p = sim_programs::find(name).unwrap();
        let kernel = KernelConfig { record_trace: true, fast_paths: false, ..KernelConfig::default() };
        let cfg = RunConfig { native_count: native, max_insns: budget, kernel, ..RunConfig::default() };
        let mut m = if probed {
            crate::common::probed_machine(&p, cfg, true)
        } else {
            probesim::machine::Machine::new(probesim::loader::Image::parse(p.to_elf()).unwrap(), cfg).unwrap()
        };
        let rip = match m.run() {
            Err(SimError::Budget { rip, .. }) => Some(rip),
            Ok(_) => None,
            Err(e) => panic!("{name}, budget {budget}: {e}"),
        };
        (rip, m.report(name).unwrap().instructions)
    };
    for name in ["demo", "bench-ret", "recursion", "red-zone"] {
        let (_, total) = run(name, true, u64::MAX / 2, true);
        let (_, unprobed) = run(name, true, u64::MAX / 2, false);
        for budget in (1..300).chain((300..total).step_by(41)) {
            let (rip, insns) = run(name, true, budget, true);
            assert!(rip.is_some(), "{name}, budget {budget} of {total}");
            assert_eq!(insns, budget, "{name}, budget {budget}");
            if budget < unprobed {
                assert_eq!(run(name, true, budget, false).1, budget, "{name} unprobed, budget {budget}");
            }
            if budget < unprobed {
                let (rip, _) = run(name, true, budget, false);
                assert_eq!(run(name, false, budget, false).0, rip, "{name}, budget {budget}: the same instruction");
            }
        }
    }
}

#[test]
fn stopping_at_instruction_counts_and_going_on_gives_the_whole_run() {
    use probesim::kernel::KernelConfig;
    use probesim::machine::{RunConfig, Stop, Until};
    // A run cut into pieces at instruction counts ends with the report of a run in one
    // piece, in Unicorn's count mode (`native_count` off); the next test is native-count.
    for name in ["demo", "bench-ret", "recursion", "red-zone"] {
        let p = sim_programs::find(name).unwrap();
        for fast_paths in [true, false] {
            let cfg = || RunConfig {
                native_count: false,
                kernel: KernelConfig { fast_paths, ..KernelConfig::default() },
                ..RunConfig::default()
            };
            let mut whole = crate::common::probed_machine(&p, cfg(), true);
            whole.run().unwrap();
            let whole = serde_json::to_string(&whole.report(name).unwrap()).unwrap();
            let mut cut = crate::common::probed_machine(&p, cfg(), true);
            let mut at = 0;
            loop {
                at += 97;
                match cut.run_until(Until::Insns(at)).unwrap() {
                    Stop::Insns(n) => assert_eq!(n, at),
                    Stop::Exited(_) => break,
                    other => panic!("{other:?}"),
                }
                at = at.max(cut.report(name).unwrap().instructions);
            }
            let cut = serde_json::to_string(&cut.report(name).unwrap()).unwrap();
            assert_eq!(whole, cut, "{name}, fast paths {fast_paths}");
        }
    }
}

#[test]
fn native_count_runs_cut_at_instruction_counts_give_the_whole_run() {
    use probesim::kernel::KernelConfig;
    use probesim::machine::{RunConfig, Stop, Until};
    // The native-count budget stops inside a block (the block run again one instruction
    // at a time) and at a block's start, also right after a hook moved rip (a uretprobe
    // return): the resumed run neither runs nor counts an instruction twice. The stop
    // is exact with fast paths too (one that does not fit in what is left takes the real
    // code: tests/it/exact_count.rs).
    for name in ["demo", "bench-ret", "recursion", "red-zone"] {
        let p = sim_programs::find(name).unwrap();
        for fast_paths in [true, false] {
            let cfg =
                || RunConfig { kernel: KernelConfig { fast_paths, ..KernelConfig::default() }, ..RunConfig::default() };
            let mut whole = crate::common::probed_machine(&p, cfg(), true);
            whole.run().unwrap();
            let whole = serde_json::to_string(&whole.report(name).unwrap()).unwrap();
            let mut cut = crate::common::probed_machine(&p, cfg(), true);
            let mut at = 0;
            loop {
                at += 97;
                match cut.run_until(Until::Insns(at)).unwrap() {
                    Stop::Insns(n) => assert_eq!(n, at, "{name}, fast paths {fast_paths}"),
                    Stop::Exited(_) => break,
                    other => panic!("{other:?}"),
                }
                at = at.max(cut.report(name).unwrap().instructions);
            }
            let cut = serde_json::to_string(&cut.report(name).unwrap()).unwrap();
            assert_eq!(whole, cut, "{name}, fast paths {fast_paths}");
        }
    }
}

#[test]
fn a_budget_at_every_instruction_of_short_blocks_stops_where_sparser_cuts_do() {
    use probesim::cpu::Reg;
    use probesim::loader::Image;
    use probesim::machine::{RunConfig, Stop, Until};
    // The engine counts each block inline at its start and leaves it for the exit
    // check's helper only when the block would pass the budget (PROBESIM-PATCHES.md, block-icount).
    // A budget on every instruction of a loop of short blocks (a call and a ret, no
    // probes: the engine's counting alone) takes that cold path at every block start and
    // inside every block; each stop is at its instruction, with the registers a run cut
    // every 7 instructions has at the same count, and neither cut run's report differs
    // from the whole run's.
    let p = sim_programs::find("bench-ret").unwrap();
    let name = "bench-ret";
    let machine = || probesim::machine::Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig::default()).unwrap();
    let mut whole = machine();
    whole.run().unwrap();
    let whole = serde_json::to_string(&whole.report(name).unwrap()).unwrap();
    let cut = |step: u64, each: &mut dyn FnMut(u64, [u64; 2])| {
        let mut m = machine();
        let mut at = 0;
        loop {
            at += step;
            match m.run_until(Until::Insns(at)).unwrap() {
                Stop::Insns(n) => assert_eq!(n, at, "step {step}"),
                Stop::Exited(_) => break,
                other => panic!("{other:?}"),
            }
            each(at, [m.reg(Reg::Rip), m.reg(Reg::Rsp)]);
            at = at.max(m.report(name).unwrap().instructions);
        }
        serde_json::to_string(&m.report(name).unwrap()).unwrap()
    };
    let mut states = std::collections::BTreeMap::new();
    let every = cut(1, &mut |at, s| {
        states.insert(at, s);
    });
    assert!(states.len() > 5000, "{} stops", states.len());
    // (A stop the step-1 run went past at once, after a hook that applied several
    // instructions, has no state to compare.)
    let (mut stops, mut compared) = (0, 0);
    let sparse = cut(7, &mut |at, s| {
        stops += 1;
        if let Some(every) = states.get(&at) {
            compared += 1;
            assert_eq!(every, &s, "at {at}");
        }
    });
    assert!(compared * 10 > stops * 9, "{compared} of {stops} stops compared");
    assert_eq!(whole, every);
    assert_eq!(whole, sparse);
}
