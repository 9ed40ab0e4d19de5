//! The process, memory and time system calls static glibc programs make (C programs of
//! `tests/data/` built with `cc -static` at test time), the bugs of the same issue
//! (wait4's `int` pid, the alternating-XOL memory growth, `--json` at budget
//! exhaustion), and the kernel's `uretprobe_stack` selftest restated for
//! `ProbeContext::user_stack`.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

use probesim::consumers::{HandlerResult, ProbeContext, UprobeConsumer};
use probesim::loader::Image;
use probesim::machine::{Machine, Preset, RunConfig};
use probesim::session::{self, RunRequest};
use probesim::target::Target;
use probesim::trace::TraceEvent;

use crate::cbuild::Libc;

/// `tests/data/NAME.c` built with `cc -static` and `flags`. `None`, with the reason
/// printed, where there is no `cc`; under CI that is a failure.
fn c_elf(name: &str, flags: &[&str]) -> Option<PathBuf> {
    crate::cbuild::build_or_skip(Libc::Glibc, &format!("{name}.c"), flags)
}

fn request(path: &std::path::Path, probes: &[String]) -> RunRequest {
    RunRequest::new(Target::parse(&path.display().to_string()).unwrap(), probes.to_vec())
}

/// The `name: value` lines of a run's stdout.
fn lines(stdout: &str) -> BTreeMap<String, String> {
    stdout.lines().filter_map(|l| l.split_once(": ")).map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

/// Every call the program makes is one the kernel models (or one of the two file calls
/// glibc's start-up makes, which this kernel does not have).
const NOT_HERE: [&str; 2] = ["89", "262"]; // readlink, newfstatat

#[test]
fn syscalls_c_program_sees_the_modelled_kernel() {
    let Some(elf) = c_elf("syscalls", &["-O1"]) else { return };
    let (_, r) = session::simulate(&request(&elf, &[])).unwrap();
    assert_eq!(r.exit.and_then(|e| e.code()), Some(0), "{}", r.stdout);
    let got = lines(&r.stdout);
    let want = [
        // time.rs: EPOCH_SECS + BOOT_UPTIME_NS at start, 1 ns an instruction.
        ("realtime_sec", "1767225700"),
        ("monotonic_sec", "100"),
        ("slept_ns_at_least", "1"),
        ("cputime_excludes_sleep", "1"),
        ("coarse_on_tick", "1"),
        ("coarse_res_ns", "4000000"),
        ("res_ns", "1"),
        ("bad_clock", "-22"),
        ("bad_timespec", "-22"),
        ("abs_sleep_reached", "1"),
        ("time_matches_gettimeofday", "1"),
        // wait4(0xffffffff, …) is wait4(-1, …): 20 + 21 + 22.
        ("reaped", "3 sum 63"),
        ("wait_no_child", "-10"),
        ("wait_bad_options", "-22"),
        ("wait_group", "7"),
        ("stack", "8388608 1"),
        ("nofile", "1024 4096"),
        ("setrlimit", "0"),
        ("prlimit", "0"),
        ("nofile_now", "256"),
        ("cur_above_max", "-22"),
        ("bad_resource", "-22"),
        ("resource_as_uint", "0"),
        ("realloc_kept", "1"),
        ("shrink_in_place", "1"),
        ("fixed_move", "1 a"),
        ("fixed_needs_maymove", "-22"),
        ("bad_flags", "-22"),
        ("unmapped_old", "-14"),
        ("madvise_dontneed", "0 0 0"),
        ("madvise_bad", "-22"),
        ("madvise_hole", "-12"), // the hole where the mapping was before it moved
        ("name", "renamed-task-wi"),
        ("prctl_unknown", "-22"),
        ("set_vma_name", "-22"), // as the host: no CONFIG_ANON_VMA_NAME
        ("set_vma_bad_name", "-22"),
        ("cpu", "0"),
        ("affinity", "0 1 1"),
        ("affinity_raw", "32"), // cpumask_size() with NR_CPUS=256, as the host
        ("affinity_bad_len", "-22"),
        ("sysinfo", "up 1 ram 4294967296 procs 1 unit 1"),
        ("ids", "0 0 0 0 0 1"),
        ("pgrp_is_pid", "1"),
        ("setsid_leader", "-1"),
        ("getsid_other", "-3"),
        ("setpgid_self", "0"),
        ("robust", "0 24 1"),
        ("robust_bad_len", "-22"),
        ("rseq_registered", "1 cpu 0"),
        ("rseq_again", "-16"),
        ("rseq_other_sig", "-1"),
        ("rseq_other_area", "-22"),
        ("arch_prctl_int", "0 1"),
        ("getrandom_flags_int", "8"),
        ("getrandom_bad_flags", "-22"),
        ("write_fd_int", "0"),
    ];
    for (k, v) in want {
        assert_eq!(got.get(k).map(String::as_str), Some(v), "{k}\n{}", r.stdout);
    }
    assert_eq!(got.len(), want.len(), "{}", r.stdout);
    let unknown: Vec<&String> = r.unknown_syscalls.keys().filter(|k| !NOT_HERE.contains(&k.as_str())).collect();
    assert!(unknown.is_empty(), "{unknown:?}");
}

#[test]
fn virtual_time_is_deterministic() {
    let Some(elf) = c_elf("syscalls", &["-O1"]) else { return };
    let a = session::simulate(&request(&elf, &[])).unwrap().1;
    let b = session::simulate(&request(&elf, &[])).unwrap().1;
    assert_eq!(a, b);
}

#[test]
fn glibc_reads_clocks_in_the_vdso_and_reallocs_with_mremap() {
    // The vDSO (AT_SYSINFO_EHDR) answers clock_gettime without a system call, as
    // natively; the CPU-time clocks still make it.
    let Some(elf) = c_elf("syscalls", &["-O1"]) else { return };
    let req = RunRequest { record_trace: true, ..request(&elf, &[]) };
    let (m, r) = session::simulate(&req).unwrap();
    let nrs: Vec<u64> = r
        .trace
        .unwrap()
        .iter()
        .filter_map(|e| match e.what {
            TraceEvent::Syscall { nr, .. } => Some(nr),
            _ => None,
        })
        .collect();
    let count = |n: u64| nrs.iter().filter(|x| **x == n).count();
    assert_eq!(count(228), 3, "clock_gettime of the CPU-time clock (twice) and of a bad id only");
    assert_eq!(count(96) + count(201), 0, "gettimeofday and time come from the vDSO");
    assert!(count(25) >= 4, "mremap: {}", count(25)); // realloc of mmapped chunks, then direct
    assert_eq!(count(334), 3 + 1, "rseq: glibc's registration and the test's three");
    // The kernel holds glibc's registration: its signature, 32 bytes, 32-aligned.
    let rseq = m.kernel().sys.rseq.unwrap();
    assert_eq!((rseq.sig, rseq.len, rseq.addr % 32), (0x5305_3053, 32, 0));
}

#[test]
fn static_musl_reads_clocks_in_the_vdso() {
    // musl's clock_gettime finds `__vdso_clock_gettime` from AT_SYSINFO_EHDR.
    if !Libc::Musl.available() {
        eprintln!("SKIPPED: no musl-gcc (scripts/setup.sh installs it)");
        return;
    }
    let elf = crate::cbuild::build(Libc::Musl, "syscalls.c", &["-O1"]).unwrap();
    let req = RunRequest { record_trace: true, ..request(&elf, &[]) };
    let (_, r) = session::simulate(&req).unwrap();
    let clock_reads =
        r.trace.unwrap().iter().filter(|e| matches!(e.what, TraceEvent::Syscall { nr: 228, ret: Some(0) })).count();
    assert_eq!(clock_reads, 2, "only the two reads of the CPU-time clock make the call");
    for line in ["realtime_sec: 1767225700", "monotonic_sec: 100", "coarse_on_tick: 1", "time_matches_gettimeofday: 1"]
    {
        assert!(r.stdout.contains(line), "{line}\n{}", r.stdout);
    }
    assert_eq!(r.exit.and_then(|e| e.code()), Some(0));
}

/// Runs the probesim binary; (exit code, stdout, stderr).
fn probesim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_probesim")).args(args).output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

#[test]
fn budget_exhaustion_prints_one_json_object_with_the_hits_so_far() {
    let args = ["run", "sim:demo", "-p", "uprobe:sim:demo:compute", "--max-insns", "300"];
    let (code, out, err) = probesim(&[&args[..], &["--json"]].concat());
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("instruction budget of 300 exhausted"), "{err}");
    // Exactly one object: serde_json refuses anything after it.
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["budget_exhausted"], serde_json::Value::Bool(true));
    assert!(v["exit"]["code"].is_null() && v["exit"]["signal"].is_null(), "{v}");
    let hits = v["probes"][0]["hits"].as_u64().unwrap();
    assert!(hits > 0, "{v}");
    // The report reads back as the Report type.
    let r: probesim::machine::Report = serde_json::from_str(&out).unwrap();
    assert!(r.budget_exhausted && r.probes[0].hits == hits);
    // The text report likewise.
    let (code, out, _) = probesim(&args);
    assert_eq!(code, 3);
    assert!(out.contains("instruction budget exhausted"), "{out}");
    assert!(out.contains(&format!("hits={hits}")), "{out}");
    // A run that ends has no such field.
    let (code, out, _) = probesim(&["run", "sim:demo", "--json"]);
    assert_eq!(code, 0);
    assert!(!out.contains("budget_exhausted"), "{out}");
}

/// The peak resident set of a probesim run with two alternating single-stepped probes
/// (the bench row `uprobe-xol-alt`) over a trigger of `n` iterations, in KiB: the
/// child's `VmHWM` (a high-water mark), read until it exits.
fn alternating_peak_rss(dir: &std::path::Path, n: u64) -> u64 {
    use std::io::Read;
    let prog = sim_programs::bench::trigger(sim_programs::bench::Trigger::Push, n);
    let path = dir.join(format!("alt-{n}.elf"));
    std::fs::write(&path, prog.to_elf()).unwrap();
    let p = path.display().to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_probesim"))
        .args(["run", &p, "-p", &format!("uprobe:{p}:uprobe_target_push+0x1")])
        .args(["-p", &format!("uprobe:{p}:uprobe_target_push+0x9"), "--json"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    while child.try_wait().unwrap().is_none() {
        let hwm = std::fs::read_to_string(&status).ok().and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("VmHWM:"))?.to_string();
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        });
        peak = peak.max(hwm.unwrap_or(0));
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let mut out = String::new();
    child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    assert!(out.contains(&format!("\"hits\": {n}")), "{out}");
    peak
}

#[test]
fn alternating_single_steps_keep_memory_constant() {
    // Each hit of one probe rewrites XOL slot 1 with the other's instruction: every
    // step once left a new translation in the engine's code buffer (about 270 bytes,
    // 108 MB over 400k steps). Ten times the steps must not cost ten times the memory.
    let dir = std::env::temp_dir().join(format!("probesim-alt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let small = alternating_peak_rss(&dir, 20_000);
    let big = alternating_peak_rss(&dir, 200_000);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(small > 0 && big > 0);
    assert!(big.saturating_sub(small) < 16 * 1024, "peak RSS {small} KiB at 40k steps, {big} KiB at 400k steps");
}

/// Records `ProbeContext::user_stack()` at every entry hit.
#[derive(Default)]
struct EntryStacks(Vec<Vec<u64>>);

impl UprobeConsumer for EntryStacks {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.0.push(ctx.user_stack());
        HandlerResult::Keep
    }
}

/// Records `ProbeContext::user_stack()` at every return.
#[derive(Default)]
struct ReturnStacks(Vec<Vec<u64>>);

impl UprobeConsumer for ReturnStacks {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, _func: u64) {
        self.0.push(ctx.user_stack());
    }
    fn has_handler(&self) -> bool {
        false
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
}

/// The kernel's `uretprobe_stack` selftest (`prog_tests/uretprobe_stack.c`, with
/// `progs/uretprobe_stack.c`), restated: caller → target_1 → target_1 → target_2 →
/// target_3 → target_4, uprobes on the four targets, uretprobes on target_1 and target_4,
/// and a probe inside target_4 in place of the selftest's USDT. Each handler captures
/// the user stack; the innermost entries must lie in the functions the selftest expects,
/// innermost first: the uretprobe trampoline never shows (each is replaced by the
/// return address it hijacked), an entry handler sees its caller through `*sp`, and a
/// return handler sees only the frames below the returning function.
#[test]
fn uretprobe_stack() {
    let Some(elf) = c_elf("uretprobe_stack", &["-O0", "-fno-omit-frame-pointer"]) else { return };
    let image = Image::parse(std::fs::read(&elf).unwrap()).unwrap();
    let range = |name: &str| {
        let s = image.symbol(name).unwrap();
        (name.to_string(), s.addr..s.end)
    };
    let (caller, t1, t2, t3, t4) =
        (range("caller"), range("target_1"), range("target_2"), range("target_3"), range("target_4"));
    let check = |what: &str, stack: &[u64], want: &[&(String, std::ops::Range<u64>)]| {
        assert!(stack.len() >= want.len(), "{what}: {stack:x?}");
        for (i, (name, r)) in want.iter().enumerate() {
            assert!(r.contains(&stack[i]), "{what}: entry #{i} {:#x} not in {name}: {stack:x?}", stack[i]);
        }
    };
    for preset in [Preset::V6_10, Preset::V6_11, Preset::V6_18] {
        let mut m = Machine::new(image.clone(), RunConfig { preset, ..RunConfig::default() }).unwrap();
        let e1 = m.attach_consumer("uprobe:x:target_1", EntryStacks::default()).unwrap();
        let r1 = m.attach_consumer("uretprobe:x:target_1", ReturnStacks::default()).unwrap();
        let e2 = m.attach_consumer("uprobe:x:target_2", EntryStacks::default()).unwrap();
        let e3 = m.attach_consumer("uprobe:x:target_3", EntryStacks::default()).unwrap();
        let e4 = m.attach_consumer("uprobe:x:target_4", EntryStacks::default()).unwrap();
        let r4 = m.attach_consumer("uretprobe:x:target_4", ReturnStacks::default()).unwrap();
        let site = m.attach_consumer("uprobe:x:target_4_site", EntryStacks::default()).unwrap();
        let exit = m.run().unwrap();
        assert_eq!(exit.code(), Some(0), "{preset:?}");
        let what = |w: &str| format!("{} {w}", preset.name());
        let (e1, r1) = (m.consumer(&e1).0.clone(), m.consumer(&r1).0.clone());
        assert_eq!((e1.len(), r1.len()), (2, 2));
        // Entry uprobes.
        check(&what("entry_stack1"), &e1[0], &[&t1, &caller]);
        check(&what("entry_stack1_recur"), &e1[1], &[&t1, &t1, &caller]);
        check(&what("entry_stack2"), &m.consumer(&e2).0[0], &[&t2, &t1, &t1, &caller]);
        check(&what("entry_stack3"), &m.consumer(&e3).0[0], &[&t3, &t2, &t1, &t1, &caller]);
        check(&what("entry_stack4"), &m.consumer(&e4).0[0], &[&t4, &t3, &t2, &t1, &t1, &caller]);
        // The USDT stand-in: inside target_4, after its frame is set up.
        check(&what("usdt_stack"), &m.consumer(&site).0[0], &[&t4, &t3, &t2, &t1, &t1, &caller]);
        // Return uprobes: the returning function itself is gone.
        check(&what("exit_stack4"), &m.consumer(&r4).0[0], &[&t3, &t2, &t1, &t1, &caller]);
        check(&what("exit_stack1_recur"), &r1[0], &[&t1, &caller]);
        check(&what("exit_stack1"), &r1[1], &[&caller]);
    }
}
