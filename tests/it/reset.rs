//! `Machine::reset` changes speed, never results: on every catalog program and preset, in
//! both engine modes, a machine reset between cases reports exactly (serde_json, trace
//! and instruction count included) what a fresh machine reports for each case, whatever
//! the cases before it attached, patched, mapped and ran.

use probesim::kernel::preset::Preset;
use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};

/// The probes a case attaches.
#[derive(Clone, Copy, Debug)]
enum Probes {
    /// As the real-kernel trials attach them: uprobes on every probe target, uretprobes.
    All,
    /// The uretprobes only (the first return creates the XOL area from inside a hook).
    Returns,
    /// None.
    Unprobed,
}

fn attach(m: &mut Machine, p: &sim_programs::Program, probes: Probes) {
    if matches!(probes, Probes::All) {
        for t in &p.probe_targets {
            m.attach(&format!("uprobe:x:{t}")).unwrap();
        }
        for u in &p.usdt_targets {
            m.attach(&format!("usdt:x:{u}")).unwrap();
        }
    }
    if !matches!(probes, Probes::Unprobed) {
        for t in &p.ret_probe_targets {
            m.attach(&format!("uretprobe:x:{t}")).unwrap();
        }
    }
}

/// Runs the case and returns its report as JSON.
fn case(m: &mut Machine, p: &sim_programs::Program, probes: Probes) -> String {
    attach(m, p, probes);
    // A guest that dies is data, not an error; the report says how it ended.
    let _ = m.run();
    serde_json::to_string_pretty(&m.report(&p.name).unwrap()).unwrap()
}

fn config(preset: Preset, native: bool) -> RunConfig {
    let kernel = KernelConfig { record_trace: true, ..KernelConfig::default() };
    RunConfig { preset, kernel, native_count: native, ..RunConfig::default() }
}

#[test]
fn reset_machines_report_what_fresh_ones_do() {
    let presets = [Preset::V6_10, Preset::V6_11, Preset::V6_18, Preset::JmpSlot2026, Preset::Nop10_2026];
    let cases = [Probes::All, Probes::Returns, Probes::Unprobed, Probes::All];
    for (i, p) in sim_programs::catalog().iter().enumerate() {
        let image = Image::parse(p.to_elf()).unwrap();
        for (j, &preset) in presets.iter().enumerate() {
            // Both engine modes, alternating, to keep the test short.
            let native = (i + j) % 2 == 0;
            // Each on a thread of its own: a new engine, not a spare machine of this
            // thread's (`Machine::new` takes one of the same image and configuration).
            let fresh = |probes| {
                std::thread::scope(|s| {
                    s.spawn(|| case(&mut Machine::new(image.clone(), config(preset, native)).unwrap(), p, probes))
                        .join()
                        .unwrap()
                })
            };
            let expected = [fresh(Probes::All), fresh(Probes::Returns), fresh(Probes::Unprobed)];
            let mut m = Machine::new(image.clone(), config(preset, native)).unwrap();
            for (n, &probes) in cases.iter().enumerate() {
                // Reset before the first case too: right after `new` it changes nothing.
                m.reset().unwrap();
                let got = case(&mut m, p, probes);
                let want = &expected[match probes {
                    Probes::All => 0,
                    Probes::Returns => 1,
                    Probes::Unprobed => 2,
                }];
                assert!(
                    got == *want,
                    "{} on {} (native count {native}), case {n} ({probes:?}) after a reset differs from a fresh machine:\n{}",
                    p.name,
                    preset.name(),
                    first_difference(want, &got)
                );
            }
        }
    }
}

/// The first line where two reports differ, with its neighbours.
fn first_difference(want: &str, got: &str) -> String {
    let (w, g): (Vec<_>, Vec<_>) = (want.lines().collect(), got.lines().collect());
    let at = w.iter().zip(&g).position(|(a, b)| a != b).unwrap_or(w.len().min(g.len()));
    let from = at.saturating_sub(3);
    format!(
        "fresh:\n{}\nreset:\n{}",
        w[from..(at + 3).min(w.len())].join("\n"),
        g[from..(at + 3).min(g.len())].join("\n")
    )
}

#[test]
fn a_reset_machine_spends_its_budget_where_a_fresh_one_does() {
    // The probe on the emulated nop is delivered through a shadow made when it is
    // attached, before the first run; where the budget stops the guest must not depend
    // on whether the engine ran before.
    let p = sim_programs::bench::trigger(sim_programs::bench::Trigger::Nop, 1000);
    let image = Image::parse(p.to_elf()).unwrap();
    for native in [false, true] {
        let cfg = RunConfig { max_insns: 5_000, ..config(Preset::V6_18, native) };
        let run = |m: &mut Machine| {
            m.attach("uprobe:x:uprobe_target_nop").unwrap();
            let outcome = format!("{:?}", m.run());
            (outcome, serde_json::to_string(&m.report("bench-nop").unwrap()).unwrap())
        };
        let fresh = run(&mut Machine::new(image.clone(), cfg.clone()).unwrap());
        assert!(fresh.0.contains("Budget"), "{}", fresh.0);
        let mut m = Machine::new(image.clone(), cfg).unwrap();
        for _ in 0..2 {
            let _ = run(&mut m);
            m.reset().unwrap();
            let (outcome, report) = run(&mut m);
            assert_eq!(outcome, fresh.0, "native count {native}");
            assert!(report == fresh.1, "native count {native}: {}", first_difference(&fresh.1, &report));
            m.reset().unwrap();
        }
    }
}

#[test]
fn a_reset_machine_explains_what_a_fresh_one_does() {
    // Explain mode watches every instruction (a hook made after the snapshot): a reset
    // watches again, once.
    let p = sim_programs::find("bench-ret").unwrap();
    let image = Image::parse(p.to_elf()).unwrap();
    let kernel = KernelConfig { record_trace: true, log_insns: true, ..KernelConfig::default() };
    let cfg = RunConfig { kernel, ..RunConfig::default() };
    let run = |m: &mut Machine| {
        m.attach("uprobe:x:uprobe_target_ret").unwrap();
        m.run().unwrap();
        let log = m.kernel().insn_log.as_ref().map(|l| l.iter().map(|i| i.addr).collect::<Vec<_>>());
        (serde_json::to_string(&m.report("bench-ret").unwrap()).unwrap(), log)
    };
    let fresh = run(&mut Machine::new(image.clone(), cfg.clone()).unwrap());
    let mut m = Machine::new(image, cfg).unwrap();
    let _ = run(&mut m);
    m.reset().unwrap();
    assert!(run(&mut m) == fresh);
}

/// A machine made on a spare engine (one this thread's earlier machines left: see
/// `Cpu::with_modes`) reports exactly what a machine on a new engine reports. The new
/// engine's machine is made on a thread of its own, which has no spare; each program
/// runs on the spares of the programs before it, which ran other code at the same
/// addresses, patched it, and ran in both engine modes.
#[test]
fn machines_on_spare_engines_report_what_new_engines_do() {
    let presets = [Preset::V6_10, Preset::V6_18, Preset::JmpSlot2026];
    for (i, p) in sim_programs::catalog().iter().enumerate() {
        let image = Image::parse(p.to_elf()).unwrap();
        for (j, &preset) in presets.iter().enumerate() {
            let native = (i + j) % 2 == 0;
            let probes = if (i + j) % 3 == 0 { Probes::Returns } else { Probes::All };
            let run = || case(&mut Machine::new(image.clone(), config(preset, native)).unwrap(), p, probes);
            let new_engine =
                std::thread::scope(|s| s.spawn(|| (probesim::cpu::spare_engines(), run())).join().unwrap());
            assert_eq!(new_engine.0, 0, "a new thread has no spare engine");
            let spare = run();
            assert!(
                spare == new_engine.1,
                "{} under {}: a spare engine's report differs:\n{}",
                p.name,
                preset.name(),
                first_difference(&new_engine.1, &spare)
            );
        }
        // The spares are in use: this thread's machines were dropped.
        assert!(probesim::cpu::spare_engines() > 0);
    }
}

/// A machine made on a spare machine (one of the same image and configuration that this
/// thread dropped, which `Machine::new` resets) reports exactly what a new machine
/// reports, whatever the spare attached, patched and ran, and wherever it stopped. The
/// new machine is made on a thread of its own, which has no spare.
#[test]
fn machines_on_spare_machines_report_what_new_machines_do() {
    use probesim::machine::{spare_machines, Until};
    let presets = [Preset::V6_10, Preset::V6_18, Preset::Nop10_2026];
    for (i, p) in sim_programs::catalog().iter().enumerate() {
        let image = Image::parse(p.to_elf()).unwrap();
        let preset = presets[i % presets.len()];
        let native = i % 2 == 0;
        let probes = if i % 3 == 0 { Probes::Returns } else { Probes::All };
        let run = || case(&mut Machine::new(image.clone(), config(preset, native)).unwrap(), p, probes);
        let new_machine = std::thread::scope(|s| s.spawn(|| (spare_machines(), run())).join().unwrap());
        assert_eq!(new_machine.0, 0, "a new thread has no spare machine");
        // The spare: every probe attached, stopped part way (or at its end).
        {
            let mut m = Machine::new(image.clone(), config(preset, native)).unwrap();
            attach(&mut m, p, Probes::All);
            let _ = m.run_until(Until::Insns(50 + 7 * i as u64));
        }
        assert_eq!(spare_machines(), 1, "{}: the machine was kept", p.name);
        let spare = run();
        assert!(
            spare == new_machine.1,
            "{} under {}: a spare machine's report differs:\n{}",
            p.name,
            preset.name(),
            first_difference(&new_machine.1, &spare)
        );
        // The machine of that run was kept in turn; another configuration does not take
        // it, the same one does.
        assert_eq!(spare_machines(), 1);
        let other = Machine::new(image.clone(), config(preset, !native)).unwrap();
        assert_eq!(spare_machines(), 1, "{}: another configuration took the spare", p.name);
        let same = Machine::new(image.clone(), config(preset, native)).unwrap();
        assert_eq!(spare_machines(), 0, "{}: the same configuration did not take the spare", p.name);
        drop((other, same));
        // What the caller gave a machine goes with it, kept or not: a consumer.
        let held = std::rc::Rc::new(());
        let mut m = Machine::new(image.clone(), config(preset, native)).unwrap();
        let h = held.clone();
        if let Some(t) = p.probe_targets.first() {
            m.attach_consumer(
                &format!("uprobe:x:{t}"),
                probesim::consumers::on_entry(move |_| assert!(std::rc::Rc::strong_count(&h) > 0)),
            )
            .unwrap();
            assert_eq!(std::rc::Rc::strong_count(&held), 2);
            drop(m);
            assert_eq!(spare_machines(), 1, "{}: a machine with a probe attached is kept", p.name);
            assert_eq!(std::rc::Rc::strong_count(&held), 1, "{}: the kept machine holds a consumer", p.name);
        }
    }
}
