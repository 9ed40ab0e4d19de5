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

#[path = "../support/cprogs.rs"]
mod cprogs;

use cprogs::Libc;

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

/// The probes each signal program runs under, on its own functions and on libc's (as
/// `SYMBOL` or `uretprobe:SYMBOL`), and its extra arguments.
fn signal_case(name: &str) -> (Vec<&'static str>, Vec<&'static str>) {
    match name {
        "kill_self" => (vec!["on_usr1", "uretprobe:on_usr1", "__restore_rt", "kill", "uretprobe:kill"], vec![]),
        "faults" => (vec!["h", "uretprobe:h", "fpe", "ill", "siglongjmp", "__sigsetjmp"], vec![]),
        "children" => (vec!["chld", "alt", "nodefer", "uretprobe:nodefer", "__restore_rt", "raise"], vec![]),
        "frame" => (vec!["handler", "uretprobe:handler", "__restore_rt"], vec![]),
        "edges" => (vec!["main", "uretprobe:main"], vec![]),
        "traps" => (vec!["on_trap", "uretprobe:on_trap", "tf_insn"], vec![]),
        "uprobes" => (
            vec![
                "work",
                "uretprobe:work",
                "usr1",
                "uretprobe:deep",
                "uretprobe:faulty",
                "fault_insn",
                "sc_insn",
                "segv",
                "usr2",
                "uretprobe:usr2",
            ],
            vec![],
        ),
        _ => (vec![], vec![]),
    }
}

/// A C program of `tests/data/signals/` (signals as Linux delivers them, and their
/// interplay with uprobes) built statically with glibc or musl, run under probes and
/// unprobed, and compared with the real kernel; `abort` runs `kill_self` with an
/// argument, which ends it in libc's `abort()`.
fn signals(name: &str, libc: Libc, probed: bool, args: &[&str]) -> Result<(), Failed> {
    let tag = format!("{}{}", if probed { "p" } else { "u" }, args.len());
    let path = cprogs::build_signal_program(name, libc, &tag)?;
    let p = path.display().to_string();
    let probes = if probed { signal_case(name).0 } else { vec![] };
    let probes = probes
        .iter()
        .map(|s| match s.strip_prefix("uretprobe:") {
            Some(sym) => format!("uretprobe:{p}:{sym}"),
            None => format!("uprobe:{p}:{s}"),
        })
        .collect();
    let mut req = RunRequest::new(Target::parse(&p).map_err(|e| e.to_string())?, probes);
    req.extra_args = args.iter().map(|a| a.to_string()).collect();
    let d = diff::run(&req).map_err(|e| format!("{name}: {e}"));
    let _ = std::fs::remove_file(&path);
    let d = d?;
    // Every entry probe is on code the program runs (a uretprobe may legitimately never
    // fire: a handler left by siglongjmp does not return).
    if probed && d.sim.probes.iter().any(|p| p.hits == 0 && p.spec.starts_with("uprobe:")) {
        return Err(format!("an entry probe that never hit: {:?}", d.sim.probes).into());
    }
    if d.differences.is_empty() {
        Ok(())
    } else {
        Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into())
    }
}

/// Whether the signal programs can be compared with `libc`: its compiler is installed,
/// and (musl) the simulator models `writev`, through which musl's stdio writes
/// (without it a musl program is mute in the simulator). Prints why not.
fn libc_usable(libc: Libc) -> bool {
    if !libc.available() {
        eprintln!("SKIPPED (reported as ignored): signals::{}: no `{}`", libc.name(), libc.cc());
        return false;
    }
    if libc == Libc::Musl {
        let Ok(path) = cprogs::build_signal_program("kill_self", libc, "probe") else { return false };
        let req = RunRequest::new(Target::parse(&path.display().to_string()).unwrap(), vec![]);
        let sim = probesim::session::simulate(&req).map(|(_, r)| r);
        let _ = std::fs::remove_file(&path);
        if sim.is_ok_and(|r| r.unknown_syscalls.contains_key("20")) {
            eprintln!("SKIPPED (reported as ignored): signals::musl: the simulator does not model writev (20)");
            return false;
        }
    }
    true
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
    for libc in [Libc::Glibc, Libc::Musl] {
        let skip = unavailable.is_some() || !libc_usable(libc);
        let l = libc.name();
        for name in cprogs::SIGNAL_PROGRAMS {
            for probed in [true, false] {
                let mode = if probed { "probed" } else { "unprobed" };
                trials.push(
                    Trial::test(format!("signals::{l}::{mode}::{name}"), move || signals(name, libc, probed, &[]))
                        .with_ignored_flag(skip),
                );
            }
        }
        trials.push(
            Trial::test(format!("signals::{l}::unprobed::badframe"), move || {
                signals("edges", libc, false, &["badframe"])
            })
            .with_ignored_flag(skip),
        );
        trials.push(
            Trial::test(format!("signals::{l}::probed::abort"), move || signals("kill_self", libc, true, &["abort"]))
                .with_ignored_flag(skip),
        );
    }
    libtest_mimic::run(&args, trials).exit();
}
