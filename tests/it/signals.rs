//! Signals as Linux delivers them, in the simulator: the C programs of
//! `tests/data/signals/` (built with `cc -static`, glibc) give the output and exit the
//! host gave them (`tests/real` compares the two; here the expected lines are written
//! out), on every preset where the program has probes, deterministically, with and
//! without the fast paths; plus the `Exit::Dumped` encodings.

use probesim::abi::Signal;
use probesim::kernel::preset::Preset;
use probesim::kernel::{Exit, KernelConfig};
use probesim::loader::Image;
use probesim::machine::{Machine, Report, RunConfig};
use probesim::session::exit_text;
use probesim::trace::EventKind;

use crate::cbuild::{self, Libc, SIGNAL_FLAGS};

/// Runs program `name` with `args` under `probes` (`SYMBOL` for a uprobe,
/// `uretprobe:SYMBOL`), with the full trace.
fn run(name: &str, args: &[&str], probes: &[&str], preset: Preset, fast: bool) -> Report {
    run_with(Libc::Glibc, name, args, probes, preset, fast)
}

/// [`run`] with the program linked against `libc`.
fn run_with(libc: Libc, name: &str, args: &[&str], probes: &[&str], preset: Preset, fast: bool) -> Report {
    let path = cbuild::build(libc, &format!("signals/{name}.c"), SIGNAL_FLAGS).unwrap();
    let elf = std::fs::read(&path).unwrap();
    let mut argv = vec![name.to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let kernel = KernelConfig { record_trace: true, fast_paths: fast, ..KernelConfig::default() };
    let cfg = RunConfig { preset, argv, kernel, ..RunConfig::default() };
    let mut m = Machine::new(Image::parse(elf).unwrap(), cfg).unwrap();
    for p in probes {
        match p.strip_prefix("uretprobe:") {
            Some(sym) => m.attach(&format!("uretprobe:x:{sym}")).unwrap(),
            None => m.attach(&format!("uprobe:x:{p}")).unwrap(),
        };
    }
    let _ = m.run();
    m.report(name).unwrap()
}

fn sim(name: &str, args: &[&str]) -> Report {
    run(name, args, &[], Preset::V6_18, true)
}

#[test]
fn kill_self_runs_the_handler() {
    let r = sim("kill_self", &[]);
    assert_eq!(r.stdout, "handler 10 code=0 from_self=1\nafter kill got=10\nfp 12.00\n");
    assert_eq!(r.exit, Some(Exit::Exited(3)));
    let sent = r.trace.as_ref().unwrap().iter().filter(|e| e.what.to_string().contains("SIGUSR1")).count();
    assert_eq!(sent, 1, "one SIGUSR1 sent");
}

#[test]
fn glibc_abort_ends_in_sigabrt() {
    // abort(): rt_sigprocmask, raise() = tgkill with every signal blocked, then the
    // mask restored: the default action kills (no core: RLIMIT_CORE is 0).
    let r = sim("kill_self", &["abort"]);
    assert_eq!(r.exit, Some(Exit::Signaled(Signal::Sigabrt)));
    assert_eq!(r.exit.unwrap().wait_status(), 6);
    assert!(r.stdout.ends_with("fp 12.00\n"), "{}", r.stdout);
    assert!(!r.unknown_syscalls.contains_key("13") && !r.unknown_syscalls.contains_key("234"));
}

#[test]
fn faults_reach_handlers_with_siginfo() {
    let r = sim("faults", &[]);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(
        &lines[..10],
        [
            "sig 11 code 1 addr 0x10 err 6 trapno 14",
            "back 0",
            "sig 11 code 1 addr 0x1010 err 6 trapno 14",
            "back 1",
            "sig 11 code 1 addr 0x2010 err 6 trapno 14",
            "back 2",
            "fpe 8 code 1",
            "back fpe",
            "ill 4 code 2",
            "back ill",
        ]
    );
    // A write to read-only text: SEGV_ACCERR, the error code's present bit set.
    assert!(lines[10].starts_with("sig 11 code 2 addr 0x") && lines[10].ends_with(" err 7 trapno 14"), "{}", lines[10]);
    assert_eq!(&lines[11..], ["back accerr", "segv blocked after: 0"]);
    // The last fault, with SIGSEGV blocked, is forced through: the default action.
    assert_eq!(r.exit, Some(Exit::Signaled(Signal::Sigsegv)));
}

#[test]
fn sigchld_altstack_masks_and_errors() {
    let r = sim("children", &[]);
    assert_eq!(
        r.stdout,
        "chld code=1 status=7\nwaited 1 status 700\nchld code=2 status=15\n\
         waited 1 status f signaled 1 sig 15\nsigaltstack 0 errno 0\nold flags 0 size 16384\n\
         onalt 1 count 1\nreset to dfl 1\ndepth 3\npending usr2 1 depth 3\ndepth after unblock 6\n\
         sigaction(SIGKILL) -1 errno 22\nrt_sigaction sigsetsize 4 -1 errno 22\n\
         rt_sigprocmask how 7 -1 errno 22\ntgkill upper bits 0 errno 0\nkill(99999, 0) -1 errno 3\n\
         tkill(-5, 0) -1 errno 22\nkill(getpid(), 65) -1 errno 22\nsmall altstack -1 errno 12\n\
         ignored term\nchld code=1 status=9\nsigsuspend -1 errno 4\nchld blocked again 1\n"
    );
    assert_eq!(r.exit, Some(Exit::Signaled(Signal::Sigquit)));
    assert_eq!(r.processes, 4);
}

#[test]
fn frame_is_the_kernels_and_rt_sigreturn_restores_the_fpu() {
    // See frame.c: uc_flags 7, both XSAVE magic words, fpstate 64-byte aligned, rsp
    // 16n+8, the frame below the fpstate below the red zone, siginfo after the
    // ucontext, MXCSR reset in the handler, r12 and cs saved, the interrupted mask in
    // uc_sigmask; then xmm0, xmm8 and MXCSR as before the signal.
    let r = sim("frame", &[]);
    assert_eq!(r.stdout, "10 7 1 1 1 1 1 1 1 1 1 1 1 0 0 \nkill=0 xmm0 1 xmm8 1 mxcsr 1\n");
    assert_eq!(r.exit, Some(Exit::Exited(0)));
}

#[test]
fn sigtrap_handlers_for_int3_and_the_users_single_step() {
    let r = sim("traps", &[]);
    assert_eq!(r.stdout, "int3 code 128 at_after 1 trapno 3\ntraps 1 steps 4 codes 2222 v 5\n");
    // A uprobe on an instruction stepped while the user's TF is set: its step ends in
    // send_sig(SIGTRAP) (SI_USER, code 0) instead of the hardware's TRAP_TRACE; and with
    // uprobes in the mm, the bare int3 leaves the frame's trapno alone (the host's
    // numbers).
    let r = run("traps", &[], &["tf_insn", "on_trap"], Preset::V6_18, true);
    assert_eq!(r.stdout, "int3 code 128 at_after 1 trapno 0\ntraps 1 steps 4 codes 2022 v 5\n");
    assert_eq!(r.probes.iter().map(|p| p.hits).collect::<Vec<_>>(), [1, 5]);
}

#[test]
fn refused_frames_are_sigsegv() {
    for args in [&[][..], &["badframe"][..]] {
        let r = sim("edges", args);
        assert_eq!(r.stdout, "set 0 flags read back 0\n", "{args:?}");
        assert_eq!(r.exit, Some(Exit::Signaled(Signal::Sigsegv)), "{args:?}");
    }
}

/// The probes of the uprobe-interplay program, and the hits the host gives them (6.18).
const INTERPLAY: [(&str, u64); 10] = [
    ("work", 4),
    ("uretprobe:work", 4),
    ("usr1", 2),
    ("uretprobe:deep", 3),
    ("uretprobe:faulty", 1),
    ("fault_insn", 6),
    ("sc_insn", 1),
    ("segv", 5),
    ("usr2", 1),
    ("uretprobe:usr2", 1),
];

#[test]
fn uprobe_interplay_on_every_preset() {
    let unprobed = sim("uprobes", &[]);
    assert!(unprobed.stdout.ends_with("deep ok 44\nrawkill 0 seen 1\n"), "{}", unprobed.stdout);
    let probes: Vec<&str> = INTERPLAY.iter().map(|(p, _)| *p).collect();
    for preset in Preset::iter() {
        let r = run("uprobes", &[], &probes, preset, true);
        let what = preset.name();
        // The probes change nothing the program sees but the last line: the handler's
        // frame holds the original address of a faulting stepped instruction
        // (`at_insn=1`), and the signal a stepped `syscall` raised waited for the end of
        // the step. Where that step ends is Linux's own wart: the return to user mode
        // with TF set traps one instruction late, after whatever the XOL slot holds past
        // the `syscall` (stale bytes of an earlier step), and the ip is then "fixed" from
        // there; the frame's ip is after the original `syscall` (`seen 1`) or not
        // (`seen 2`) depending on those bytes. With these probes the host (6.18) says
        // `seen 2` (tests/real compares the whole run).
        let (probed_head, _) = r.stdout.rsplit_once("rawkill").unwrap();
        let (unprobed_head, _) = unprobed.stdout.rsplit_once("rawkill").unwrap();
        assert_eq!(probed_head, unprobed_head, "{what}");
        if preset == Preset::V6_18 {
            assert!(r.stdout.ends_with("rawkill 0 seen 2\n"), "{what}: {}", r.stdout);
        }
        assert_eq!(r.exit, Some(Exit::Exited(0)), "{what}");
        // siglongjmp out of the handler left instances behind, cleaned at later hits.
        assert!(r.return_instances.cleaned_stale > 0, "{what}");
        // The SIGUSR2 that the stepped `syscall` sent waited: the step's #DB comes
        // before the handler's first instruction (its probe's int3).
        let trace = r.trace.as_ref().unwrap();
        let sent = trace.iter().position(|e| e.what.to_string().contains("SIGUSR2")).unwrap();
        let usr2 = r.probes.iter().find(|p| p.spec == "uprobe:x:usr2").unwrap().address;
        let next: Vec<EventKind> = trace[sent + 1..]
            .iter()
            .filter(|e| matches!(e.kind(), EventKind::SstepTrap) || (e.kind() == EventKind::Trap && e.rip == usr2))
            .take(2)
            .map(|e| e.kind())
            .collect();
        assert_eq!(next, [EventKind::SstepTrap, EventKind::Trap], "{what}");
        if preset == Preset::V6_18 {
            let hits: Vec<u64> = r.probes.iter().map(|p| p.hits).collect();
            assert_eq!(hits, INTERPLAY.iter().map(|(_, h)| *h).collect::<Vec<_>>(), "{what}");
        }
    }
}

#[test]
fn signals_are_deterministic_and_fast_paths_change_nothing() {
    let probes: Vec<&str> = INTERPLAY.iter().map(|(p, _)| *p).collect();
    let json = |fast| serde_json::to_string(&run("uprobes", &[], &probes, Preset::V6_18, fast)).unwrap();
    let a = json(true);
    assert_eq!(a, json(true));
    assert_eq!(a, json(false));
}

#[test]
fn a_dumped_core_is_the_wait_status_flag() {
    let e = Exit::Dumped(Signal::Sigabrt);
    assert_eq!(e.wait_status(), 0x86);
    assert_eq!((e.code(), e.signal(), e.core_dumped()), (None, Some(6), true));
    assert_eq!(exit_text(&Some(e)), "killed by signal 6 (SIGABRT), core dumped");
    let json = serde_json::to_string(&e).unwrap();
    assert_eq!(json, r#"{"code":null,"signal":6,"core_dumped":true}"#);
    assert_eq!(serde_json::from_str::<Exit>(&json).unwrap(), e);
    // A plain death by signal writes no core field, as before.
    assert_eq!(serde_json::to_string(&Exit::Signaled(Signal::Sigabrt)).unwrap(), r#"{"code":null,"signal":6}"#);
    assert!(serde_json::from_str::<Exit>(r#"{"code":0,"signal":null,"core_dumped":true}"#).is_err());
}

#[test]
fn musl_programs_end_as_the_glibc_ones() {
    // musl's own sigaction (its `__restore_rt`), raise, abort and sigsetjmp. Their
    // output goes through writev, which the simulator may not model: only the exits are
    // compared here (tests/real compares everything with the host).
    if !Libc::Musl.available() {
        eprintln!("skipped: no musl-gcc");
        return;
    }
    for name in cbuild::SIGNAL_PROGRAMS {
        for args in [&[][..], &["x"][..]] {
            let glibc = run(name, args, &[], Preset::V6_18, true);
            let musl = run_with(Libc::Musl, name, args, &[], Preset::V6_18, true);
            assert_eq!(musl.exit, glibc.exit, "{name} {args:?}");
        }
    }
}
