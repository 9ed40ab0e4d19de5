//! Threads against the real kernel: the thread programs of `sim_programs::threads`
//! (threads made with `clone` as libc makes them, joined with `futex`) run natively under
//! real uprobes, uretprobes and an optimized nop5, and in the simulator. Their outcome
//! does not depend on the schedule, so exit, stdout and hits must agree with the host's
//! under every preset; under the host's own kernel (6.18) the bytes at each site too.
//! `tests/data/pthreads.c` does the same with real POSIX threads, built with glibc and
//! musl.

use libtest_mimic::{Failed, Trial};

use crate::cbuild::{self, Libc};

use probesim::machine::Preset;
use probesim::session::{self, RunRequest};
use probesim::target::Target;
use sim_programs::generators::{thread_recursion, threads};
use sim_programs::Program;

/// The programs and the probes on each.
fn cases() -> Vec<(Program, Vec<String>)> {
    let both = |p: &Program, f: &str| vec![format!("uprobe:{}:{f}", p.name), format!("uretprobe:{}:{f}", p.name)];
    let mut v = Vec::new();
    for p in [threads(4, 100), threads(8, 25)] {
        let probes = both(&p, "work");
        v.push((p, probes));
    }
    for p in [thread_recursion(40, false), thread_recursion(20, true)] {
        let probes = vec![format!("uretprobe:{}:recurse", p.name), format!("uprobe:{}:recurse", p.name)];
        v.push((p, probes));
    }
    v
}

/// One program under one preset: the full comparison on 6.18 (the host's kernel), exit,
/// stdout and hits on the others.
fn check(p: &Program, probes: &[String], preset: Preset) -> Result<(), Failed> {
    check_target(&p.name, Target::from(p.clone()), probes, preset)
}

/// [`check`] for any target.
fn check_target(name: &str, target: Target, probes: &[String], preset: Preset) -> Result<(), Failed> {
    let mut req = RunRequest::new(target, probes.to_vec());
    req.preset = preset;
    if preset == Preset::V6_18 {
        let d = crate::diff_run(&req).map_err(|e| format!("{name}: {e}"))?;
        return if d.differences.is_empty() {
            Ok(())
        } else {
            Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into())
        };
    }
    let real = session::real(&req).map_err(|e| format!("{name}: {e}"))?;
    let (_, sim) = session::simulate(&req).map_err(|e| format!("{name}: {e}"))?;
    let mut d = Vec::new();
    if sim.exit != real.exit {
        d.push(format!("exit: simulator {:?} / host {:?}", sim.exit, real.exit));
    }
    if sim.stdout != real.stdout {
        d.push(format!("stdout: simulator {:?} / host {:?}", sim.stdout, real.stdout));
    }
    for (s, r) in sim.probes.iter().zip(&real.probes) {
        if s.hits != r.hits {
            d.push(format!("hits of {}: simulator {} / host {}", s.spec, s.hits, r.hits));
        }
    }
    if d.is_empty() {
        Ok(())
    } else {
        Err(d.join("\n").into())
    }
}

/// `tests/data/pthreads.c` (four POSIX threads calling `work` 1000 times each) built
/// with `libc`, with a uprobe and a uretprobe on `work`.
fn pthreads(libc: Libc, preset: Preset) -> Result<(), Failed> {
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "probesim-real-pthreads-{}-{}-{}",
        libc.name(),
        preset.name(),
        std::process::id()
    ));
    cbuild::build_into(libc, "pthreads.c", &["-O1", "-pthread"], &out)?;
    let p = out.display().to_string();
    let probes = [format!("uprobe:{p}:work"), format!("uretprobe:{p}:work")];
    let r = check_target(&p, Target::parse(&p).map_err(|e| e.to_string())?, &probes, preset);
    let _ = std::fs::remove_file(&out);
    r
}

/// One trial per program and preset (`threads::PRESET::NAME`), and per libc and preset
/// for the C program (`threads::PRESET::pthreads-LIBC`).
pub fn trials(skip: bool) -> Vec<Trial> {
    let mut v = Vec::new();
    for libc in Libc::ALL {
        for (preset, _) in Preset::ALL {
            let title = format!("threads::{}::pthreads-{}", preset.name(), libc.name());
            let missing = !libc.available();
            v.push(Trial::test(title, move || pthreads(libc, preset)).with_ignored_flag(skip || missing));
        }
    }
    for (p, probes) in cases() {
        for (preset, _) in Preset::ALL {
            let (p, probes) = (p.clone(), probes.clone());
            let title = format!("threads::{}::{}", preset.name(), p.name);
            v.push(Trial::test(title, move || check(&p, &probes, preset)).with_ignored_flag(skip));
        }
    }
    v
}
