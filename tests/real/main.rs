//! Agreement with the real kernel (the oracle): every sim-program is run natively under
//! real uprobes and in the simulator, with a uprobe on each function and on a later
//! instruction boundary (the program's `probe_targets`) plus a uretprobe on each of its
//! `ret_probe_targets` and a USDT probe (with its semaphore) on each `usdt_targets`, and
//! also unprobed. Exit status,
//! stdout, installed/refused, hits and the bytes at each probe site must be equal.
//!
//! One trial per program and mode. Where real uprobes are unavailable (not root, no
//! uprobe PMU, not Linux x86-64) every trial is reported as *ignored* with the reason
//! printed; under CI (`CI` set) that is a failure instead, since CI machines have them.

// Test code: a failed unwrap is a failed test, which is what it should be.
#![allow(clippy::unwrap_used)]

#[path = "../support/labels.rs"]
mod labels_build;
mod programs;

use libtest_mimic::{Arguments, Failed, Trial};

use probesim::diff;
use probesim::session::RunRequest;
use probesim::target::Target;

fn check(name: &str, targets: &[String], ret_targets: &[String], usdt: &[String]) -> Result<(), Failed> {
    let probes = targets
        .iter()
        .map(|t| format!("uprobe:sim:{name}:{t}"))
        .chain(ret_targets.iter().map(|t| format!("uretprobe:sim:{name}:{t}")))
        .chain(usdt.iter().map(|t| format!("usdt:sim:{name}:{t}")))
        .collect();
    let req = RunRequest::new(Target::parse(&format!("sim:{name}")).map_err(|e| e.to_string())?, probes);
    let d = diff::run(&req).map_err(|e| format!("{name}: {e}"))?;
    if d.differences.is_empty() {
        Ok(())
    } else {
        Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into())
    }
}

/// A hand-written assembly program (`tests/data/labels.S`) assembled and linked with
/// `cc -nostdlib -static`: uprobes on its labels (`STT_NOTYPE`, no size), a boundary
/// inside a label, the sized function, the IFUNC (its resolver), a uretprobe, and two
/// patterns (one uprobe_multi link each in the simulator, one perf event per site on
/// the host), compared with the real kernel.
fn labels() -> Result<(), Failed> {
    let out = std::env::temp_dir().join(format!("probesim-real-labels-{}", std::process::id()));
    labels_build::assemble_labels(&out)?;
    let p = out.display().to_string();
    let probes = [
        format!("uprobe:{p}:trig_nop"),
        format!("uprobe:{p}:trig_push+1"),
        format!("uprobe:{p}:trig_func"),
        format!("uprobe:{p}:pick"),
        format!("uretprobe:{p}:trig_func"),
        format!("uprobe:{p}:trig_*"),
        format!("uretprobe:{p}:{{trig_nop,pick_impl}}"),
    ];
    let req = RunRequest::new(Target::parse(&p).map_err(|e| e.to_string())?, probes.to_vec());
    let d = diff::run(&req).map_err(|e| format!("labels: {e}"));
    let _ = std::fs::remove_file(&out);
    let d = d?;
    if d.sim.probes.len() != 10 || d.sim.probes.iter().any(|p| p.hits == 0) {
        return Err(format!("unexpected probes: {:?}", d.sim.probes).into());
    }
    if d.differences.is_empty() {
        Ok(())
    } else {
        Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into())
    }
}

fn main() {
    let args = Arguments::from_args();
    let unavailable = probesim::host::availability().err();
    if let Some(why) = &unavailable {
        if std::env::var_os("CI").is_some() {
            eprintln!("real-kernel tests cannot run under CI: {why}");
            std::process::exit(1);
        }
        eprintln!("SKIPPED (reported as ignored): real uprobes unavailable: {why}");
    }
    let mut trials = Vec::new();
    for p in sim_programs::catalog() {
        let (name, targets, rets, usdt) =
            (p.name.clone(), p.probe_targets.clone(), p.ret_probe_targets.clone(), p.usdt_targets.clone());
        trials.push(
            Trial::test(format!("probed::{name}"), move || check(&name, &targets, &rets, &usdt))
                .with_ignored_flag(unavailable.is_some()),
        );
        let name = p.name.clone();
        trials.push(
            Trial::test(format!("unprobed::{name}"), move || check(&name, &[], &[], &[]))
                .with_ignored_flag(unavailable.is_some()),
        );
    }
    trials.push(Trial::test("asm::labels", labels).with_ignored_flag(unavailable.is_some()));
    trials.extend(programs::trials(unavailable.is_some()));
    trials.push(Trial::test("program::expected-to-fail-list", programs::expected_to_fail_names_are_trials));
    libtest_mimic::run(&args, trials).exit();
}
