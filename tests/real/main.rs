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

#[path = "../support/cc.rs"]
mod cc_build;
#[path = "../support/labels.rs"]
mod labels_build;

use std::path::Path;

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

/// `tests/data/files.c` (files, pipes, fork, dup2, writev, a directory listing, a
/// broken pipe) built with `compiler -static`, run under `diff` with entry and return
/// probes on its functions and on libc's `writev` and `fork`. Both runs work in a
/// fresh host directory; the real run makes and removes a subdirectory there, the
/// simulated one (whose view is the host's `/`) only in its overlay.
fn files(compiler: &str) -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let elf = dir.path().join("files");
    cc_build::build_static(compiler, "files.c", &elf)?;
    let p = elf.display().to_string();
    let probes =
        ["uprobe:{p}:write_file", "uretprobe:{p}:read_file", "uprobe:{p}:big_pipe", "uretprobe:{p}:late_writer"]
            .iter()
            .map(|s| s.replace("{p}", &p))
            .chain(["writev", "fork"].iter().map(|f| format!("uprobe:{p}:{f}")))
            .collect();
    let mut req = RunRequest::new(Target::parse(&p).map_err(|e| e.to_string())?, probes);
    req.extra_args = vec![dir.path().display().to_string()];
    req.root = Some("/".into());
    let d = diff::run(&req).map_err(|e| format!("files ({compiler}): {e}"))?;
    if d.sim.probes.iter().any(|p| p.hits == 0) || !d.sim.stdout.contains("child signaled 1 sig 13") {
        return Err(format!("unexpected run: {:?}\n{}", d.sim.probes, d.sim.stdout).into());
    }
    let left: Vec<_> =
        std::fs::read_dir(dir.path()).map_err(|e| e.to_string())?.flatten().map(|e| e.file_name()).collect();
    if left.len() != 1 {
        return Err(format!("the real run left {left:?} behind").into());
    }
    if d.differences.is_empty() {
        Ok(())
    } else {
        Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into())
    }
}

/// busybox's shell (Debian's `busybox-static`, where installed): `$(...)`, a pipe into
/// a subshell, redirections to and from a file, all in builtins (no `execve`).
fn busybox_sh() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let script = format!(
        "cd {}; echo one > f; echo two >> f; while read l; do echo \"got $l\"; done < f; \
         x=$(echo b | {{ read z; echo $z$z; }}); echo $x; rm f",
        dir.path().display()
    );
    let mut req = RunRequest::new(Target::parse(BUSYBOX).map_err(|e| e.to_string())?, Vec::new());
    req.extra_args = vec!["sh".into(), "-c".into(), script];
    req.root = Some("/".into());
    let d = diff::run(&req).map_err(|e| format!("busybox: {e}"))?;
    if d.sim.stdout != "got one\ngot two\nbb\n" {
        return Err(format!("unexpected output {:?}", d.sim.stdout).into());
    }
    if d.differences.is_empty() {
        Ok(())
    } else {
        Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into())
    }
}

/// Debian's static busybox.
const BUSYBOX: &str = "/usr/bin/busybox";

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
    for cc in cc_build::COMPILERS {
        let missing = !cc_build::available(cc);
        if missing {
            eprintln!("{cc} not installed: c::files::{cc} is ignored (scripts/setup.sh installs it)");
        }
        trials.push(
            Trial::test(format!("c::files::{cc}"), move || files(cc))
                .with_ignored_flag(unavailable.is_some() || missing),
        );
    }
    let no_busybox = !Path::new(BUSYBOX).exists();
    trials.push(Trial::test("busybox::sh", busybox_sh).with_ignored_flag(unavailable.is_some() || no_busybox));
    libtest_mimic::run(&args, trials).exit();
}
