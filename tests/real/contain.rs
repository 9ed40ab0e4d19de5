//! The contained real-kernel runner (`probesim_host::contain`): a native guest's whole
//! tree dies with probesim, the temp dir keeps nothing, a fork chain stops at the
//! simulator's process limit natively too, and output is compared as bytes.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use libtest_mimic::{Failed, Trial};

use probesim::diff;
use probesim::session::RunRequest;
use probesim::target::Target;

/// `source` (C) built with `cc -static -O1` in a temporary directory kept while the
/// returned guard lives; the path of the program.
pub fn compile_c(name: &str, source: &str) -> Result<(tempfile::TempDir, PathBuf), Failed> {
    compile(&format!("{name}.c"), source, &["-static", "-O1", "-w"])
}

/// `source` (assembly, `_start`) built with `cc -nostdlib -static -no-pie`, as
/// [`compile_c`].
pub fn compile_asm(name: &str, source: &str) -> Result<(tempfile::TempDir, PathBuf), Failed> {
    compile(&format!("{name}.S"), source, &["-nostdlib", "-static", "-no-pie"])
}

fn compile(file: &str, source: &str, flags: &[&str]) -> Result<(tempfile::TempDir, PathBuf), Failed> {
    let dir = tempfile::Builder::new().prefix("probesim-real-").tempdir().map_err(|e| e.to_string())?;
    let src = dir.path().join(file);
    let out = dir.path().join(file.split('.').next().unwrap_or("guest"));
    std::fs::write(&src, source).map_err(|e| e.to_string())?;
    let o = Command::new("cc").args(flags).arg("-o").arg(&out).arg(&src).output();
    match o {
        Ok(o) if o.status.success() => Ok((dir, out)),
        Ok(o) => Err(format!("cc failed: {}", String::from_utf8_lossy(&o.stderr)).into()),
        Err(e) => Err(format!("cannot run cc: {e}").into()),
    }
}

/// Forks three children (one `setsid`s itself out of the process group, one forks a
/// grandchild), each sleeping for ever; the parent says so and waits for ever.
const FORKER_C: &str = r#"
#include <stdio.h>
#include <unistd.h>
int main(void) {
    for (int i = 0; i < 3; i++) {
        if (fork() == 0) {
            if (i == 1) setsid();
            if (i == 2 && fork() == 0) setpgid(0, 0);
            for (;;) pause();
        }
    }
    printf("forked\n");
    fflush(stdout);
    for (;;) pause();
}
"#;

/// The live (not zombie) processes running `exe`: `/proc/PID/exe` of a zombie cannot be
/// read.
fn live_processes_of(exe: &Path) -> Vec<i32> {
    let Ok(dir) = std::fs::read_dir("/proc") else { return Vec::new() };
    dir.filter_map(|e| {
        let e = e.ok()?;
        let pid: i32 = e.file_name().to_str()?.parse().ok()?;
        let target = std::fs::read_link(e.path().join("exe")).ok()?;
        (target == exe).then_some(pid)
    })
    .collect()
}

/// The cgroup directories a probesim process `pid` made (`probesim-PID-N`) that are
/// still there.
fn cgroups_of(pid: u32) -> Vec<PathBuf> {
    let prefix = format!("probesim-{pid}-");
    let mut out = Vec::new();
    for root in ["/sys/fs/cgroup", "/sys/fs/cgroup/unified", "/sys/fs/cgroup/pids"] {
        if let Ok(dir) = std::fs::read_dir(root) {
            out.extend(
                dir.filter_map(Result::ok)
                    .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix))
                    .map(|e| e.path()),
            );
        }
    }
    out
}

/// Waits (polling, up to `limit`) until `done` holds; whether it did. The limits given
/// guard hangs only: generous, so that a loaded machine cannot miss them (what they wait
/// for takes milliseconds).
fn wait_until(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let step = Duration::from_millis(10);
    let mut waited = Duration::ZERO;
    while waited < limit {
        if done() {
            return true;
        }
        std::thread::sleep(step);
        waited += step;
    }
    done()
}

/// `probesim diff` on a guest whose children (one in a session of its own, one with a
/// grandchild in a group of its own) sleep for ever, killed with SIGTERM while the native
/// run goes on: probesim dies of SIGTERM, no guest process is left, the private TMPDIR
/// holds nothing, and no cgroup of probesim's is left.
fn sigterm_kills_the_guest_tree() -> Result<(), Failed> {
    let (_dir, guest) = compile_c("forker", FORKER_C)?;
    let tmp = tempfile::tempdir().map_err(|e| e.to_string())?;
    let mut child = Command::new(env!("CARGO_BIN_EXE_probesim"))
        .arg("diff")
        .arg(&guest)
        .env("TMPDIR", tmp.path())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let pid = child.id();
    // The parent, three children and a grandchild.
    if !wait_until(Duration::from_secs(60), || live_processes_of(&guest).len() == 5) {
        let _ = child.kill();
        return Err(format!("the guest tree never had 5 processes: {:?}", live_processes_of(&guest)).into());
    }
    let sent = Command::new("kill").args(["-TERM", &pid.to_string()]).status().map_err(|e| e.to_string())?;
    if !sent.success() {
        return Err("kill -TERM failed".into());
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    use std::os::unix::process::ExitStatusExt;
    if status.signal() != Some(libc::SIGTERM) {
        let mut err = String::new();
        let _ = std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err);
        return Err(format!("probesim did not die of SIGTERM: {status:?} {err}").into());
    }
    // SIGKILL is asynchronous: the last ones may take a moment to die.
    if !wait_until(Duration::from_secs(60), || live_processes_of(&guest).is_empty()) {
        return Err(format!("guest processes left: {:?}", live_processes_of(&guest)).into());
    }
    let left: Vec<_> =
        std::fs::read_dir(tmp.path()).map_err(|e| e.to_string())?.map(|e| e.map(|e| e.file_name())).collect();
    if !left.is_empty() {
        return Err(format!("left in the temp dir: {left:?}").into());
    }
    let cgroups = cgroups_of(pid);
    if !cgroups.is_empty() {
        return Err(format!("cgroups left: {cgroups:?}").into());
    }
    Ok(())
}

/// `probesim run --real` of the same guest, killed with SIGKILL (which it cannot handle)
/// once the tree is up: the guest's descendants and the run's cgroup directories
/// outlive it. The next `probesim run --real` (of another program) reaps them: it kills
/// what is left in each `probesim-PID-N` directory whose `PID` is dead and removes the
/// directory, so afterwards no directory of the killed probesim and no guest process is
/// left.
fn the_next_run_reaps_what_a_sigkill_left() -> Result<(), Failed> {
    let (_dir, guest) = compile_c("forker", FORKER_C)?;
    let (_dir2, other) = compile_c("exit0", "int main(void) { return 0; }")?;
    let tmp = tempfile::tempdir().map_err(|e| e.to_string())?;
    let mut child = Command::new(env!("CARGO_BIN_EXE_probesim"))
        .args(["run", "--real"])
        .arg(&guest)
        .env("TMPDIR", tmp.path())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| e.to_string())?;
    let pid = child.id();
    if !wait_until(Duration::from_secs(60), || live_processes_of(&guest).len() == 5) {
        let _ = child.kill();
        return Err(format!("the guest tree never had 5 processes: {:?}", live_processes_of(&guest)).into());
    }
    child.kill().map_err(|e| e.to_string())?;
    let status = child.wait().map_err(|e| e.to_string())?;
    use std::os::unix::process::ExitStatusExt;
    if status.signal() != Some(libc::SIGKILL) {
        return Err(format!("probesim did not die of SIGKILL: {status:?}").into());
    }
    // What the SIGKILL left: the guest itself dies with its tracer, its descendants stay.
    let stale = cgroups_of(pid);
    if stale.is_empty() {
        return Err("the killed run left no cgroup directory: nothing here contains the guest to reap".into());
    }
    if live_processes_of(&guest).is_empty() {
        return Err("no guest process outlived the SIGKILL: the test shows nothing".into());
    }
    let out = Command::new(env!("CARGO_BIN_EXE_probesim"))
        .args(["run", "--real"])
        .arg(&other)
        .env("TMPDIR", tmp.path())
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("the next run failed: {}", String::from_utf8_lossy(&out.stderr)).into());
    }
    let left = cgroups_of(pid);
    if !left.is_empty() {
        return Err(format!("stale cgroups left after the next run: {left:?} (were {stale:?})").into());
    }
    // SIGKILL is asynchronous: the last ones may take a moment to die.
    if !wait_until(Duration::from_secs(60), || live_processes_of(&guest).is_empty()) {
        return Err(format!("guest processes left after the next run: {:?}", live_processes_of(&guest)).into());
    }
    Ok(())
}

/// Each process forks once and waits for its child; the last says how deep the chain
/// got when `fork` failed.
const CHAIN_C: &str = r#"
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
    int depth = 0;
    for (;;) {
        pid_t p = fork();
        if (p < 0) { printf("depth %d\n", depth); return 0; }
        if (p > 0) { int st; waitpid(p, &st, 0); return 0; }
        if (++depth > 100000) return 1;
    }
}
"#;

/// A fork chain: the simulator stops it at its process limit (`kernel::MAX_PROCS`), and
/// natively the run's `pids.max` stops it at the same depth, so the two agree (without
/// the limit the native chain went on to thousands).
fn fork_chain_stops_at_the_process_limit() -> Result<(), Failed> {
    let (_dir, guest) = compile_c("chain", CHAIN_C)?;
    let req = RunRequest::new(Target::parse(&guest.display().to_string()).map_err(|e| e.to_string())?, vec![]);
    let d = crate::diff_run(&req).map_err(|e| e.to_string())?;
    let want = format!("depth {}\n", probesim::kernel::MAX_PROCS - 1);
    if d.sim.stdout != want {
        return Err(format!("simulator: {:?}, expected {want:?}", d.sim.stdout).into());
    }
    if !d.differences.is_empty() {
        return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
    }
    let c = &d.real.containment;
    if c.task_limit != Some(probesim::kernel::MAX_PROCS as u32) || c.task_limit_hits == 0 {
        return Err(format!("containment: {c:?}").into());
    }
    Ok(())
}

/// Writes bytes that are not UTF-8 (two that both read as U+FFFD in lossy text).
const BINARY_C: &str = r#"
#include <unistd.h>
int main(void) { write(1, "\xff\xfe\0A", 4); return 0; }
"#;

/// Binary stdout: the real report carries the bytes (base64 in JSON), the diff compares
/// them, and a simulator report whose bytes differ where the lossy text is equal is a
/// difference.
fn binary_output_is_compared_as_bytes() -> Result<(), Failed> {
    let (_dir, guest) = compile_c("binary", BINARY_C)?;
    let req = RunRequest::new(Target::parse(&guest.display().to_string()).map_err(|e| e.to_string())?, vec![]);
    let d = crate::diff_run(&req).map_err(|e| e.to_string())?;
    if d.real.stdout_bytes() != b"\xff\xfe\x00A" || d.sim.stdout_bytes() != b"\xff\xfe\x00A" {
        return Err(format!("stdout: host {:?} / simulator {:?}", d.real.stdout_bytes(), d.sim.stdout_bytes()).into());
    }
    if !d.differences.is_empty() {
        return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
    }
    let json = d.json();
    if !json.contains("\"stdout_raw\": \"//4AQQ==\"") {
        return Err(format!("no base64 stdout in the JSON: {json}").into());
    }
    // The same lossy text, other bytes: a difference.
    let mut sim = d.sim.clone();
    sim.set_output(b"\xfe\xff\x00A", b"");
    if sim.stdout != d.real.stdout || diff::compare(&sim, &d.real).is_empty() {
        return Err("bytes that differ under equal lossy text compared equal".into());
    }
    Ok(())
}

/// Writes to both streams, the bytes of stderr not UTF-8.
const STDERR_C: &str = r#"
#include <stdio.h>
#include <unistd.h>
int main(void) {
    printf("out\n");
    fflush(stdout);
    write(2, "err \xff\n", 6);
    return 0;
}
"#;

/// stderr is compared as stdout is: a guest writing bytes that are not UTF-8 to it
/// agrees with the real kernel, and the real report carries them.
fn stderr_is_compared_and_agrees() -> Result<(), Failed> {
    let (_dir, guest) = compile_c("stderr", STDERR_C)?;
    let req = RunRequest::new(Target::parse(&guest.display().to_string()).map_err(|e| e.to_string())?, vec![]);
    let d = crate::diff_run(&req).map_err(|e| e.to_string())?;
    if d.real.stderr_bytes() != b"err \xff\n" || d.sim.stderr_bytes() != b"err \xff\n" {
        return Err(format!("stderr: host {:?} / simulator {:?}", d.real.stderr_bytes(), d.sim.stderr_bytes()).into());
    }
    if !d.differences.is_empty() {
        return Err(format!("differences from the real kernel:\n{}", d.differences.join("\n")).into());
    }
    if !d.text().contains("6 of stderr") {
        return Err(format!("the text does not count stderr: {}", d.text()).into());
    }
    // One byte changed: a `DIFF stderr` line.
    let mut sim = d.sim.clone();
    sim.set_output(b"out\n", b"err \xfe\n");
    let lines = diff::compare(&sim, &d.real);
    if lines.len() != 1 || !lines[0].starts_with("stderr: simulator") {
        return Err(format!("a changed stderr byte: {lines:?}").into());
    }
    Ok(())
}

/// Prints its pid and parent's pid to stderr: the simulator's (1000 and its parent's)
/// are not the host's.
const PID_TO_STDERR_C: &str = r#"
#include <stdio.h>
#include <unistd.h>
int main(void) { fprintf(stderr, "pid %d ppid %d\n", getpid(), getppid()); return 0; }
"#;

/// A stderr that differs from the host's (the pid) is a difference, in the text (a
/// `DIFF stderr` line) and in the JSON, while stdout and exit agree.
fn a_different_stderr_is_a_difference() -> Result<(), Failed> {
    let (_dir, guest) = compile_c("pidstderr", PID_TO_STDERR_C)?;
    let req = RunRequest::new(Target::parse(&guest.display().to_string()).map_err(|e| e.to_string())?, vec![]);
    // Without the system calls: the host's longer pid is a longer `write` too.
    let d = diff::run(&req).map_err(|e| e.to_string())?;
    if !d.real.stderr.starts_with("pid ") || !d.sim.stderr.starts_with("pid 1000 ") {
        return Err(format!("stderr: host {:?} / simulator {:?}", d.real.stderr, d.sim.stderr).into());
    }
    let want = format!("stderr: simulator {:?} / host {:?}", d.sim.stderr, d.real.stderr);
    if d.differences != [want.clone()] {
        return Err(format!("differences: {:?}, expected [{want:?}]", d.differences).into());
    }
    if !d.text().contains(&format!("DIFF {want}\n")) {
        return Err(format!("no DIFF stderr line in the text: {}", d.text()).into());
    }
    let json: serde_json::Value = serde_json::from_str(&d.json()).map_err(|e| e.to_string())?;
    if json["differences"][0].as_str() != Some(want.as_str()) {
        return Err(format!("JSON differences: {}", json["differences"]).into());
    }
    Ok(())
}

/// The trials, ignored where real uprobes are unavailable.
pub fn trials(unavailable: bool) -> Vec<Trial> {
    let list: [(&str, crate::Check); 6] = [
        ("sigterm_kills_the_guest_tree", sigterm_kills_the_guest_tree),
        ("the_next_run_reaps_what_a_sigkill_left", the_next_run_reaps_what_a_sigkill_left),
        ("fork_chain_stops_at_the_process_limit", fork_chain_stops_at_the_process_limit),
        ("binary_output_is_compared_as_bytes", binary_output_is_compared_as_bytes),
        ("stderr_is_compared_and_agrees", stderr_is_compared_and_agrees),
        ("a_different_stderr_is_a_difference", a_different_stderr_is_a_difference),
    ];
    list.into_iter()
        .map(|(name, f)| Trial::test(format!("contain::{name}"), f).with_ignored_flag(unavailable))
        .collect()
}
