//! Agreement with the real kernel (the oracle): every sim-program is run natively under
//! real uprobes and in the simulator, with a uprobe on each function and on a later
//! instruction boundary (the program's `probe_targets`) plus a uretprobe on each of its
//! `ret_probe_targets` and a USDT probe (with its semaphore) on each `usdt_targets`, and
//! also unprobed. Exit status,
//! stdout, installed/refused, hits and the bytes at each probe site must be equal.
//!
//! `threads::PRESET::NAME` trials run the thread programs (clone + futex join) against
//! the host under every preset (`threads.rs`).
//!
//! `schedule::*` trials run `live-control` with probe scripts (probes attached and
//! detached at its control points) the same way.
//! Probes are system-wide (the default scope); the programs that fork are also run with
//! per-process probes (`process-scope::NAME`), where the counts differ.
//!
//! `cpu::diff` runs `probesim cpu-diff` at a fixed seed against the host CPU; it needs no
//! uprobes, so it runs wherever the tests do (`cpu_diff.rs`).
//!
//! `probe-diff::fixed-seed` runs `probesim probe-diff` (generated programs, random probes)
//! at a fixed seed, and `bpf-consumer::*` checks that its BPF hit counting agrees with
//! perf events (`probe_diff.rs`).
//!
//! One trial per program and mode. Where real uprobes are unavailable (not root, no
//! uprobe PMU, not Linux x86-64) every trial is reported as *ignored* with the reason
//! printed; under CI (`CI` set) that is a failure instead, since CI machines have them.

// Test code: a failed unwrap is a failed test, which is what it should be.
#![allow(clippy::unwrap_used)]

mod bpftrace;
#[path = "../support/cbuild.rs"]
mod cbuild;
mod contain;
mod cpu_diff;
mod dynamic;
mod fidelity;
mod probe_diff;
mod programs;
mod threads;

use std::path::Path;

use cbuild::{Libc, SIGNAL_FLAGS, SIGNAL_PROGRAMS};

use libtest_mimic::{Arguments, Failed, Trial};

use probesim::abi::Signal;
use probesim::consumers::Scope;
use probesim::diff;
use probesim::kernel::Exit;
use probesim::probe_script::ProbeScript;
use probesim::session::RunRequest;
use probesim::target::Target;

/// System-call divergences known and not yet fixed: (the target's file name, text the
/// `syscalls:` difference line contains, why). Such a line is not a difference of the
/// trial; any other divergence of that target still is. Removing an entry is all it takes
/// to check the target again.
const SYSCALL_DIVERGENCES: &[(&str, &str, &str)] = &[
    // Environment: the host's /proc lists the host's processes.
    ("proc_dirs", "getdents64(6, ", "the host's /proc lists every process of the host"),
    // Threads the Go runtime starts: an M is started when the scheduler finds an idle P
    // and a runnable goroutine, so how many and when is the host's timing (neither
    // asyncpreemptoff nor GOGC=off changes that). Any divergence of the program.
    ("goroutines", "", "the Go runtime starts its threads (Ms) as the host's timing has its goroutines ready"),
];

/// `probesim diff` as every trial here runs it: with the system calls compared too
/// (`diff --syscalls`), except with a probe script (not traced). A divergence is printed
/// with its context; one listed in [`SYSCALL_DIVERGENCES`] is not a difference.
pub(crate) fn diff_run(req: &RunRequest) -> Result<diff::Diff, probesim::session::RunError> {
    if req.probe_script.is_some() {
        return diff::run(req);
    }
    let mut d = diff::run_syscalls(req)?;
    if let Some(s) = d.syscalls.as_ref().filter(|s| s.divergence.is_some()) {
        eprintln!("{}: {}", req.target.display(), s.text());
    }
    let target = req.target.display();
    let name = target.rsplit('/').next().unwrap_or_default().to_string();
    d.differences.retain(|line| {
        !(line.starts_with("syscalls: ")
            && SYSCALL_DIVERGENCES.iter().any(|(t, text, _)| name.starts_with(t) && line.contains(text)))
    });
    Ok(d)
}

fn check(name: &str, targets: &[String], ret_targets: &[String], usdt: &[String]) -> Result<(), Failed> {
    check_scoped(name, targets, ret_targets, usdt, Scope::System)
}

/// Held for reading by every [`check_scoped`] trial's run, for writing by one that
/// attaches more than [`MANY_PROBES`] probes.
static HOST_RUNS: std::sync::RwLock<()> = std::sync::RwLock::new(());

/// See [`HOST_RUNS`].
const MANY_PROBES: usize = 64;

/// [`check`] with the probes attached in `scope` (system-wide: per-CPU events with pid
/// -1 on the host; per process: task events with `inherit`).
fn check_scoped(
    name: &str,
    targets: &[String],
    ret_targets: &[String],
    usdt: &[String],
    scope: Scope,
) -> Result<(), Failed> {
    let probes = targets
        .iter()
        .map(|t| format!("uprobe:sim:{name}:{t}"))
        .chain(ret_targets.iter().map(|t| format!("uretprobe:sim:{name}:{t}")))
        .chain(usdt.iter().map(|t| format!("usdt:sim:{name}:{t}")))
        .collect();
    let mut req = RunRequest::new(Target::parse(&format!("sim:{name}")).map_err(|e| e.to_string())?, probes);
    req.scope = scope;
    // A trial that registers many probes runs alone: each registration takes the host's
    // `dup_mmap_sem` for writing, which stalls every fork on the machine, so another
    // trial's native run, spawned meanwhile, could pass its 60 s limit.
    let _alone = if req.probes.len() > MANY_PROBES {
        Box::new(HOST_RUNS.write().unwrap_or_else(std::sync::PoisonError::into_inner)) as Box<dyn std::any::Any>
    } else {
        Box::new(HOST_RUNS.read().unwrap_or_else(std::sync::PoisonError::into_inner))
    };
    let d = crate::diff_run(&req).map_err(|e| format!("{name}: {e}"))?;
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
    let out =
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("probesim-real-labels-{}", std::process::id()));
    cbuild::build_into(Libc::Glibc, "labels.S", &["-nostdlib"], &out)?;
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
    let d = crate::diff_run(&req).map_err(|e| format!("labels: {e}"));
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

/// The schedules of `live-control` (see `generators::live_control`): control point 1 is
/// in the loop's 5th iteration, 2 after the loop, 3, 4 and 5 inside the three calls of
/// `outer` (after its entry, before its call of `step`).
const SCHEDULES: [(&str, &[&str], &str, &[u64]); 2] = [
    (
        // A uprobe attached in the middle of a loop, detached, attached again; a
        // uretprobe detached while its return instance is pending (its uprobe is freed),
        // and attached in the middle of a call (that return is missed).
        "attach_mid_loop_detach_pending_return",
        &["uretprobe:sim:live-control:outer"],
        "# step from iteration 4 on, then once more from outer's third call
at control 1: attach uprobe:sim:live-control:step
at control 2: detach uprobe:sim:live-control:step
at control 3: detach uretprobe:sim:live-control:outer   # outer's first return is pending
at control 4: attach uretprobe:sim:live-control:outer   # in the middle of the second call
at control 5: attach uprobe:sim:live-control:step
",
        // uretprobe outer (only the third return), step (6 in the loop + 1).
        &[1, 7],
    ),
    (
        // A pattern attached mid-loop and detached inside a call; a uretprobe replaced by
        // another while its return is pending and its uprobe survives (a uprobe stays):
        // the perf event's consumer is a session consumer, so the new one misses it.
        "pattern_and_replaced_uretprobe",
        &["uretprobe:sim:live-control:outer", "uprobe:sim:live-control:outer"],
        "at control 1: attach uprobe:sim:live-control:{step,outer}
at control 4: detach uprobe:sim:live-control:{step,outer}
at control 5: detach uretprobe:sim:live-control:outer
at control 5: attach uretprobe:sim:live-control:outer
",
        // uretprobe outer, uprobe outer, then the pattern's sites in address order.
        &[2, 3, 7, 2],
    ),
];

/// `live-control` with a schedule, natively and in the simulator: exit, stdout, hits,
/// the bytes at each site, the control points reached and when each action applied
/// agree; and the hits are the ones the schedule's comments derive.
fn schedule(name: &str, probes: &[&str], text: &str, hits: &[u64]) -> Result<(), Failed> {
    let mut req = RunRequest::new(
        Target::parse("sim:live-control").map_err(|e| e.to_string())?,
        probes.iter().map(|p| p.to_string()).collect(),
    );
    req.probe_script = Some(ProbeScript::parse(name, text).map_err(|e| e.to_string())?);
    let d = crate::diff_run(&req).map_err(|e| format!("{name}: {e}"))?;
    if !d.differences.is_empty() {
        return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
    }
    let got: Vec<u64> = d.sim.probes.iter().map(|p| p.hits).collect();
    let sched = d.real.probe_script.as_ref().ok_or("no probe script in the real report")?;
    if got != hits || sched.control_points != 5 || sched.actions.iter().any(|a| a.applied_at.is_none()) {
        return Err(format!("unexpected: hits {got:?} (want {hits:?}), {sched:?}").into());
    }
    Ok(())
}

/// `source` (assembly) built with `cc FLAGS`, in a temporary directory kept while the
/// returned guard lives.
fn assemble(name: &str, flags: &[&str], source: &str) -> Result<(tempfile::TempDir, String), Failed> {
    let dir = tempfile::Builder::new().prefix("probesim-real-").tempdir().map_err(|e| e.to_string())?;
    let (src, out) = (dir.path().join(format!("{name}.S")), dir.path().join(name));
    std::fs::write(&src, source).map_err(|e| e.to_string())?;
    let o = std::process::Command::new("cc").args(flags).arg("-o").arg(&out).arg(&src).output();
    match o {
        Ok(o) if o.status.success() => Ok((dir, out.display().to_string())),
        Ok(o) => Err(format!("cc {flags:?} failed: {}", String::from_utf8_lossy(&o.stderr)).into()),
        Err(e) => Err(format!("cannot run cc: {e}").into()),
    }
}

/// The hostile guests of `tests/it/hostile.rs` that the real kernel can run, compared
/// with it: each must show no difference, and the simulator's outcome must be the one
/// named (a test that a broken simulator and a broken oracle cannot both pass).
fn hostile(name: &str, flags: &[&str], source: &str, probe: &str, exit: Exit, hits: u64) -> Result<(), Failed> {
    let (_dir, path) = assemble(name, flags, source)?;
    let probes = vec![format!("uprobe:{path}:{probe}")];
    let req = RunRequest::new(Target::parse(&path).map_err(|e| e.to_string())?, probes);
    let d = crate::diff_run(&req).map_err(|e| format!("{name}: {e}"))?;
    if !d.differences.is_empty() {
        return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
    }
    if d.sim.exit != Some(exit) || d.sim.probes[0].hits != hits {
        let got = (d.sim.exit, &d.sim.probes);
        return Err(format!("{name}: expected {exit:?} with {hits} hit(s), got {got:?}").into());
    }
    Ok(())
}

/// A trial's body.
type Check = fn() -> Result<(), Failed>;

/// `_start` exits with 7.
const EXIT7_ASM: &str = ".globl _start\n_start:\n mov $60, %eax\n mov $7, %edi\n syscall\n";

/// `_start` calls address 0.
const CALL0_ASM: &str = ".globl _start\n_start:\n xor %eax, %eax\n call *%rax\n";

/// A probe on `msg`, in a page-aligned writable `.data` of its own (no other segment
/// maps its file page), which `_start` writes to stdout.
const DATA_ASM: &str = "\
.globl _start
.text
_start:
 mov $1, %eax
 mov $1, %edi
 lea msg(%rip), %rsi
 mov $4, %edx
 syscall
 mov $60, %eax
 xor %edi, %edi
 syscall
.data
.balign 4096
.globl msg
.type msg, @object
msg: .byte 0x90, 0x90, 0x90, 0x0a
.size msg, 4
";

/// glibc's IFUNC choice agrees with the simulator's: `tests/data/cpu_ifunc.c`, built with
/// `cc -static`, run under every CPU model natively (its glibc shown the model through
/// `GLIBC_TUNABLES`) and in the simulator: the same stdout (the chosen strlen, memcpy, …
/// addresses, glibc's usable features and its cache thresholds), and the same hits on
/// the `wcslen` and `memrchr` variants (11 on the model's, 0 on AVX2's), whatever the
/// host has.
fn ifunc() -> Result<(), Failed> {
    use probesim::kernel::arch::x86::cpuid::CpuModel;
    let dir = std::env::temp_dir().join(format!("probesim-real-cpu-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let elf = dir.join("cpu_ifunc");
    if let Err(why) = cbuild::build_into(Libc::Glibc, "cpu_ifunc.c", &["-O1", "-fno-builtin"], &elf) {
        let _ = std::fs::remove_dir_all(&dir);
        return Err(format!("{why}\n(glibc's libc.a is needed)").into());
    }
    let p = elf.display().to_string();
    let result = (|| -> Result<(), Failed> {
        let image = probesim::loader::Image::parse(std::fs::read(&elf).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
        let funcs = ["__wcslen_sse4_1", "__wcslen_sse2", "__wcslen_avx2", "__memrchr_sse2", "__memrchr_avx2"];
        for (cpu, want) in [(CpuModel::Haswell, [11, 0, 0, 11, 0]), (CpuModel::X86_64, [0, 11, 0, 11, 0])] {
            let probes = funcs.iter().map(|f| format!("uprobe:{p}:{f}")).collect();
            let mut req = RunRequest::new(Target::parse(&p).map_err(|e| e.to_string())?, probes);
            req.cpu = cpu;
            let d = crate::diff_run(&req).map_err(|e| format!("{cpu}: {e}"))?;
            if !d.differences.is_empty() {
                return Err(format!("{cpu}: differences from the real kernel:\n{}", d.differences.join("\n")).into());
            }
            let hits: Vec<u64> = d.sim.probes.iter().map(|p| p.hits).collect();
            let sse2 = image.symbol("__strlen_sse2").ok_or("no __strlen_sse2")?.addr;
            if hits != want || !d.sim.stdout.starts_with(&format!("strlen={sse2:#x} ")) {
                return Err(format!("{cpu}: hits {hits:?}, stdout:\n{}", d.sim.stdout).into());
            }
            if d.real.cpu != cpu.name() || !d.real.glibc_tunables.starts_with("glibc.cpu.hwcaps=") {
                return Err(
                    format!("{cpu}: the report does not say what the native run was shown: {:?}", d.real).into()
                );
            }
        }
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// `tests/data/files.c` (files, pipes, fork, dup2, writev, a directory listing, a
/// broken pipe) built with `libc`'s compiler, run under `diff` with entry and return
/// probes on its functions and on libc's `writev` and `fork`. Both runs work in a
/// fresh host directory; the real run makes and removes a subdirectory there, the
/// simulated one (whose view is the host's `/`) only in its overlay.
fn files(libc: Libc) -> Result<(), Failed> {
    let compiler = libc.cc();
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let elf = dir.path().join("files");
    cbuild::build_into(libc, "files.c", &["-O1"], &elf)?;
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
    let d = crate::diff_run(&req).map_err(|e| format!("files ({compiler}): {e}"))?;
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
    let d = crate::diff_run(&req).map_err(|e| format!("busybox: {e}"))?;
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

/// `tests/data/env_shape.c` built with `cc -static` (glibc): the clocks (whether they
/// advance and are plausible, not their values: virtual time is not the host's),
/// `waitpid(-1)` collecting four exit codes, `getrlimit(RLIMIT_STACK)`, and realloc of big
/// blocks (glibc's `mremap`), with a uprobe and a uretprobe on its `work` and a uprobe on
/// `realloc`, compared with the real kernel.
fn env_shape() -> Result<(), Failed> {
    let out = std::env::temp_dir().join(format!("probesim-real-env-shape-{}", std::process::id()));
    cbuild::build_into(Libc::Glibc, "env_shape.c", &["-O1"], &out)?;
    let p = out.display().to_string();
    let probes = vec![format!("uprobe:{p}:work"), format!("uretprobe:{p}:work"), format!("uprobe:{p}:realloc")];
    let req = RunRequest::new(Target::parse(&p).map_err(|e| e.to_string())?, probes);
    let d = crate::diff_run(&req).map_err(|e| format!("env_shape: {e}"));
    let _ = std::fs::remove_file(&out);
    let d = d?;
    let want = "waitpid(-1) reaped 4 children, exit codes summing to 18";
    if !d.sim.stdout.contains(want) || d.sim.stdout.contains(": 0\n") {
        return Err(format!("unexpected simulated output:\n{}", d.sim.stdout).into());
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
    let file = format!("probesim-sig-{name}-{}-{tag}-{}", libc.name(), std::process::id());
    let path = std::env::temp_dir().join(file);
    cbuild::build_into(libc, &format!("signals/{name}.c"), SIGNAL_FLAGS, &path)?;
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
    let d = crate::diff_run(&req).map_err(|e| format!("{name}: {e}"));
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
        let Ok(path) = cbuild::build(libc, "signals/kill_self.c", SIGNAL_FLAGS) else { return false };
        let req = RunRequest::new(Target::parse(&path.display().to_string()).unwrap(), vec![]);
        let sim = probesim::session::simulate(&req).map(|(_, r)| r);
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
        // The programs that fork, also with per-process probes: there a child's return
        // through an inherited return instance is not counted (it is system-wide).
        if p.name.contains("fork") {
            let (name, targets, rets, usdt) =
                (p.name.clone(), p.probe_targets.clone(), p.ret_probe_targets.clone(), p.usdt_targets.clone());
            trials.push(
                Trial::test(format!("process-scope::{name}"), move || {
                    check_scoped(&name, &targets, &rets, &usdt, Scope::Process)
                })
                .with_ignored_flag(unavailable.is_some()),
            );
        }
    }
    for libc in Libc::ALL {
        let skip = unavailable.is_some() || !libc_usable(libc);
        let l = libc.name();
        for name in SIGNAL_PROGRAMS {
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
    trials.push(Trial::test("asm::labels", labels).with_ignored_flag(unavailable.is_some()));
    for (name, probes, text, hits) in SCHEDULES {
        trials.push(
            Trial::test(format!("schedule::{name}"), move || schedule(name, probes, text, hits))
                .with_ignored_flag(unavailable.is_some()),
        );
    }
    trials.push(Trial::test("c::env_shape", env_shape).with_ignored_flag(unavailable.is_some()));
    for libc in Libc::ALL {
        let (cc, missing) = (libc.cc(), !libc.available());
        if missing {
            eprintln!("{cc} not installed: c::files::{cc} is ignored (scripts/setup.sh installs it)");
        }
        trials.push(
            Trial::test(format!("c::files::{cc}"), move || files(libc))
                .with_ignored_flag(unavailable.is_some() || missing),
        );
    }
    let no_busybox = !Path::new(BUSYBOX).exists();
    trials.push(Trial::test("busybox::sh", busybox_sh).with_ignored_flag(unavailable.is_some() || no_busybox));
    trials.push(Trial::test("cpu::ifunc", ifunc).with_ignored_flag(unavailable.is_some()));
    let hostile_trials: [(&str, Check); 4] = [
        // gcc's -static-pie layout has an empty PT_LOAD: mapped as nothing.
        ("static_pie_empty_load", || {
            hostile("static-pie", &["-static-pie", "-nostdlib"], EXIT7_ASM, "_start", Exit::Exited(7), 1)
        }),
        // An entry point of 0 and a call to 0: SIGSEGV, not a host error.
        ("entry_zero", || {
            let flags = ["-static", "-nostdlib", "-no-pie", "-Wl,-e,0"];
            hostile("entry0", &flags, EXIT7_ASM, "_start", Exit::Signaled(Signal::Sigsegv), 0)
        }),
        ("call_zero", || {
            let flags = ["-static", "-nostdlib", "-no-pie"];
            hostile("call0", &flags, CALL0_ASM, "_start", Exit::Signaled(Signal::Sigsegv), 1)
        }),
        // valid_vma(): no breakpoint in a writable VMA; the data and stdout stay.
        ("uprobe_in_writable_data", || {
            hostile("data", &["-static", "-nostdlib", "-no-pie"], DATA_ASM, "msg", Exit::Exited(0), 0)
        }),
    ];
    for (name, f) in hostile_trials {
        trials.push(Trial::test(format!("hostile::{name}"), f).with_ignored_flag(unavailable.is_some()));
    }
    trials.extend(programs::trials(unavailable.is_some()));
    trials.extend(threads::trials(unavailable.is_some()));
    trials.extend(contain::trials(unavailable.is_some()));
    trials.extend(fidelity::trials(unavailable.is_some()));
    trials.extend(cpu_diff::trials());
    trials.extend(probe_diff::trials(unavailable.is_some()));
    trials.extend(dynamic::trials(unavailable.is_some()));
    trials.extend(bpftrace::trials(unavailable.is_some()));
    trials.extend(bpftrace::runtime_trials());
    trials.push(Trial::test("program::expected-to-fail-list", programs::expected_to_fail_names_are_trials));
    libtest_mimic::run(&args, trials).exit();
}
