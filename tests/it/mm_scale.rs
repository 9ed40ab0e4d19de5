//! Address-space work at scale stays bounded in host memory (`tests/data/mm_scale.c`,
//! built with `cc -static`): forking a 2 GiB mapping as often as the process table
//! allows, 100k `mprotect` splits, 4,000 one-page mmaps, 30k distinct protections (the
//! engine's regions stay few: `cpu/unicorn/memory/pages.rs`). Each runs the CLI as a
//! child process and asserts the child's peak RSS (see [`run`]) under a fixed limit;
//! the time is printed, not asserted (the bench rows `mm-*` measure it). Also the memory
//! limit (`--mem-limit`: Linux's answers under `RLIMIT_DATA`, checked natively too) and
//! a vfork child's mapping changes seen by its parent.

use std::process::{Command, Stdio};
use std::time::Instant;

use crate::cbuild::Libc;

/// The peak RSS a run may have, in bytes.
const RSS_LIMIT: u64 = 200 << 20;

fn program() -> Option<std::path::PathBuf> {
    crate::cbuild::build_or_skip(Libc::Glibc, "mm_scale.c", &["-O1", "-w"])
}

/// Runs `probesim run [flags] ELF -- args`: (exit code, stdout, peak RSS in bytes).
///
/// The peak is the larger of two readings of the same figure: `wait4`'s rusage for the
/// child (what `getrusage(RUSAGE_CHILDREN)` gives, for this child alone) and the
/// child's `VmHWM`, read from `/proc` while it runs. The first is an upper bound
/// (Linux keeps the high-water mark of the memory a child had before its `execve`,
/// which for a child spawned from this test process is this process's, over 100 MB),
/// so it is asserted only when it is below the limit anyway or the second is not to
/// be had; the second is the probesim process's own.
#[allow(unsafe_code)]
#[allow(clippy::zombie_processes)] // reaped by `wait4`, which `Child::wait` cannot do
fn run(elf: &std::path::Path, flags: &[&str], args: &[&str]) -> (i32, String, u64) {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_probesim"))
        .arg("run")
        .args(flags)
        .arg(elf)
        .arg("--")
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut out).unwrap();
        out
    });
    // VmHWM of the running process (0 once it has exited: a zombie has no memory).
    let mut hwm = 0u64;
    let status_path = format!("/proc/{pid}/status");
    while !reader.is_finished() {
        if let Ok(status) = std::fs::read_to_string(&status_path) {
            let kb = status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok());
            hwm = hwm.max(kb.unwrap_or(0) * 1024);
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let out = reader.join().unwrap();
    let mut status = 0;
    // SAFETY: an all-zero `rusage` is a valid value of the plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child (never waited for: `child.wait()` is not called),
    // writing into the two locals.
    let waited = unsafe { libc::wait4(pid as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid as libc::pid_t);
    let rusage = u64::try_from(usage.ru_maxrss).unwrap() * 1024;
    eprintln!(
        "probesim run {flags:?} mm_scale {args:?}: {:.2} s, VmHWM {} MB, wait4 maxrss {} MB",
        started.elapsed().as_secs_f64(),
        hwm >> 20,
        rusage >> 20
    );
    let code = if libc::WIFEXITED(status) { libc::WEXITSTATUS(status) } else { -1 };
    let peak = if hwm == 0 || rusage < RSS_LIMIT { rusage.max(hwm) } else { hwm };
    (code, out, peak)
}

/// The guest's stdout in the text report.
fn guest_stdout(report: &str) -> &str {
    let start = report.find("--- guest stdout ---\n").map_or(0, |i| i + 21);
    let end = report[start..].find("\n--------------------").map_or(report.len(), |i| start + i);
    &report[start..end]
}

#[test]
fn forking_a_2gib_mapping_64_times_stays_small() {
    let Some(elf) = program() else { return };
    let (code, out, rss) = run(&elf, &[], &["fork", "64"]);
    assert_eq!(code, 0, "{out}");
    // 64 processes in all (kernel::MAX_PROCS): the 64th fork is -EAGAIN.
    assert_eq!(guest_stdout(&out), "forks 64 ok 63 bad 0 parent 0 first failure Resource temporarily unavailable");
    assert!(rss < RSS_LIMIT, "peak RSS {} MB", rss >> 20);
}

#[test]
fn a_hundred_thousand_mprotect_splits_stay_small() {
    let Some(elf) = program() else { return };
    let (code, out, rss) = run(&elf, &[], &["split", "100000"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(guest_stdout(&out), "splits 100000 sum 100000");
    assert!(rss < RSS_LIMIT, "peak RSS {} MB", rss >> 20);
}

#[test]
fn four_thousand_one_page_mmaps_stay_small() {
    let Some(elf) = program() else { return };
    let (code, out, rss) = run(&elf, &[], &["mmap", "4000"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(guest_stdout(&out), "mmaps 4000 sum 4000");
    assert!(rss < RSS_LIMIT, "peak RSS {} MB", rss >> 20);
}

#[test]
fn thirty_thousand_distinct_mprotects_stay_small() {
    let Some(elf) = program() else { return };
    // 60,000 VMAs, under Linux's vm.max_map_count (65,530).
    let (code, out, rss) = run(&elf, &[], &["alt", "30000"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(guest_stdout(&out), "read-only pages 30000 of 30000");
    assert!(rss < RSS_LIMIT, "peak RSS {} MB", rss >> 20);
}

/// What Linux answers with `RLIMIT_DATA` at 4 GiB (`prlimit --data=4294967296`, 6.18).
const AT_4G: &str = "writable 5G: Cannot allocate memory
reserved 5G: ok
mprotect 5G writable: Cannot allocate memory
mprotect 1G writable: ok
brk +5G: Cannot allocate memory
brk unchanged: yes
writable 1G: ok
mremap to 4G: Cannot allocate memory";

#[test]
fn the_memory_limit_is_enomem_as_linux_gives_it() {
    let Some(elf) = program() else { return };
    let (code, out, _) = run(&elf, &[], &["limit"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(guest_stdout(&out), AT_4G);
    // A limit of 32 GiB: all of it fits.
    let (code, out, rss) = run(&elf, &["--mem-limit", "32G"], &["limit"]);
    assert_eq!(code, 0, "{out}");
    assert!(!guest_stdout(&out).contains("Cannot allocate"), "{out}");
    assert!(rss < RSS_LIMIT, "peak RSS {} MB", rss >> 20);
    // 2 GiB: the 1 GiB made writable leaves no room for another (as natively with
    // `prlimit --data=2147483648`).
    let (code, out, _) = run(&elf, &["--mem-limit", "2G"], &["limit"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        guest_stdout(&out),
        AT_4G.replace("writable 1G: ok\nmremap to 4G: Cannot allocate memory", "writable 1G: Cannot allocate memory")
    );
}

#[test]
fn a_bad_memory_limit_is_a_one_line_error() {
    let out =
        Command::new(env!("CARGO_BIN_EXE_probesim")).args(["run", "--mem-limit", "lots", "sim:demo"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--mem-limit `lots`"), "{err}");
}

#[test]
fn a_vfork_childs_mapping_changes_reach_its_parent() {
    let Some(elf) = program() else { return };
    let (code, out, _) = run(&elf, &[], &["vfork"]);
    assert_eq!(code, 0, "{out}");
    // As on Linux (the child shares the parent's mm until it exits).
    assert_eq!(
        guest_stdout(&out),
        "child's mapping: 42
child's munmap: Cannot allocate memory
child's mprotect: read-only, byte 7
child's brk: 8 pages"
    );
}
