//! Tests against the real kernel. They need root, the uprobe PMU and `gcc`
//! (to assemble `testprog.S`); without them every test prints a note and
//! passes. Run `cargo test -p probesim-host` (add `-- --ignored --test-threads=1` for
//! the fd/zombie leak loop, which must run alone in its process).
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::panic)]

use super::*;
use object::{Object, ObjectSegment, ObjectSymbol};
use std::os::fd::AsRawFd;
use std::sync::OnceLock;

struct Prog {
    path: PathBuf,
    bytes: Vec<u8>,
}

/// The assembled test guest, or None (with a note) when the host cannot run it.
fn prog() -> Option<&'static Prog> {
    static P: OnceLock<Option<Prog>> = OnceLock::new();
    P.get_or_init(|| {
        if let Err(why) = availability() {
            eprintln!("skipping real-kernel test: {why}");
            return None;
        }
        let dir = test_dir()?;
        let src = dir.join("testprog.S");
        std::fs::write(&src, include_str!("testprog.S")).ok()?;
        let path = dir.join("tprog");
        let ok = std::process::Command::new("gcc")
            .args(["-nostdlib", "-static", "-no-pie", "-o"])
            .arg(&path)
            .arg(&src)
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        if !ok {
            eprintln!("skipping real-kernel test: gcc could not build the test guest");
            return None;
        }
        let bytes = std::fs::read(&path).ok()?;
        Some(Prog { path, bytes })
    })
    .as_ref()
}

/// This process's directory for the test guest, made once by the tempfile crate and
/// removed when the process exits: the guest must stay on disk while the tests exec it,
/// and a static is never dropped.
fn test_dir() -> Option<PathBuf> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    extern "C" fn remove_test_dir() {
        if let Some(Some(dir)) = DIR.get() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    DIR.get_or_init(|| {
        let dir = tempfile::Builder::new().prefix("probesim-host-test-").tempdir().ok()?.keep();
        // SAFETY: `atexit` only records the function pointer; `remove_test_dir` takes
        // nothing, reads a static that is initialized by then, and cannot unwind out of
        // `exit` (it ignores the one error it can get).
        unsafe { libc::atexit(remove_test_dir) };
        Some(dir)
    })
    .clone()
}

macro_rules! need_prog {
    () => {
        match prog() {
            Some(p) => p,
            None => return,
        }
    };
}

fn sym(p: &Prog, name: &str) -> u64 {
    let f = object::File::parse(&*p.bytes).unwrap();
    f.symbols().find(|s| s.name() == Ok(name)).unwrap_or_else(|| panic!("no symbol {name}")).address()
}

fn file_offset(p: &Prog, vaddr: u64) -> u64 {
    let f = object::File::parse(&*p.bytes).unwrap();
    for seg in f.segments() {
        let (off, fsz) = seg.file_range();
        if vaddr >= seg.address() && vaddr < seg.address() + fsz {
            return vaddr - seg.address() + off;
        }
    }
    panic!("vaddr {vaddr:#x} not in a file-backed segment")
}

fn probe(p: &Prog, name: &str) -> RealProbe {
    RealProbe { file_offset: file_offset(p, sym(p, name)), retprobe: false, ref_ctr_offset: 0, path: None }
}

fn probe_at(p: &Prog, name: &str, delta: u64) -> RealProbe {
    RealProbe { file_offset: file_offset(p, sym(p, name) + delta), retprobe: false, ref_ctr_offset: 0, path: None }
}

fn retprobe(p: &Prog, name: &str) -> RealProbe {
    RealProbe { retprobe: true, ..probe(p, name) }
}

fn req(p: &Prog, mode: &str, probes: Vec<RealProbe>) -> RealRequest {
    RealRequest {
        elf: p.path.clone(),
        argv: vec!["tprog".into(), mode.into()],
        envp: vec!["A=1".into()],
        stdin: None,
        probes,
        read_at_exit: vec![],
        timeout_ms: 10_000,
        schedule: Default::default(),
    }
}

/// ptrace only until the exec stop, then detached.
fn detached() -> RunOptions {
    RunOptions { trace_exit: false, ..Default::default() }
}

/// No ptrace at all (enable_on_exec attach; fork in the guest breaks).
fn legacy() -> RunOptions {
    RunOptions { trace_exit: false, attach: AttachMode::EnableOnExec, ..Default::default() }
}

fn tolerant() -> RunOptions {
    RunOptions { tolerate_probe_errors: true, ..Default::default() }
}

fn same(a: &RealOutcome, b: &RealOutcome) {
    assert_eq!(a.exit_code, b.exit_code, "exit code");
    assert_eq!(a.signal, b.signal, "signal");
    assert_eq!(a.stdout, b.stdout, "stdout");
    assert_eq!(a.stderr, b.stderr, "stderr");
    assert_eq!(a.hits, b.hits, "hits");
    assert_eq!(a.timed_out, b.timed_out, "timed_out");
}

/// Fully traced, detached after exec, and never traced must agree.
fn run_all_ways(r: &RealRequest) -> RealOutcome {
    let a = run(r).unwrap();
    let b = run_with_options(r, &detached()).unwrap();
    same(&a, &b);
    assert!(b.maps_at_exit.is_none());
    let c = run_with_options(r, &legacy()).unwrap();
    same(&a, &c);
    a
}

#[test]
fn available_here() {
    let _ = need_prog!();
    availability().unwrap();
}

#[test]
fn entry_and_return_counts() {
    let p = need_prog!();
    let probes = vec![
        probe(p, "func_nop5"),
        probe(p, "func_nop1"),
        probe(p, "func_push"),
        probe(p, "func_mov"),
        retprobe(p, "func_nop5"),
        retprobe(p, "func_push"),
    ];
    let o = run_all_ways(&req(p, "c", probes));
    assert_eq!(o.exit_code, Some(0));
    assert_eq!(o.hits, vec![1000; 6]);
}

#[test]
fn exit_code_signal_and_output() {
    let p = need_prog!();
    let o = run_all_ways(&req(p, "e", vec![probe(p, "func_nop1")]));
    assert_eq!((o.exit_code, o.signal, o.hits.clone()), (Some(42), None, vec![0]));
    let o = run_all_ways(&req(p, "s", vec![probe(p, "func_nop1")]));
    assert_eq!((o.exit_code, o.signal, o.hits.clone()), (None, Some(11), vec![1]));
    assert!(o.exit_stop_seen);
    let o = run_all_ways(&req(p, "o", vec![]));
    assert_eq!(o.exit_code, Some(3));
    assert_eq!(o.stdout, vec![b'A'; 30 * 4096]);
    assert_eq!(o.stderr, b"to-stderr\n");
    let o = run_all_ways(&req(p, "h", vec![probe(p, "func_nop1")]));
    assert_eq!((o.exit_code, o.hits.clone()), (Some(3), vec![3]), "handled SIGUSR1 x3");
}

#[test]
fn stdin_argv_envp() {
    let p = need_prog!();
    let f = p.path.with_file_name("stdin.bin");
    let data: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
    std::fs::write(&f, &data).unwrap();
    let mut r = req(p, "i", vec![]);
    r.stdin = Some(f);
    assert_eq!(run_all_ways(&r).stdout, data);
    assert!(run(&req(p, "i", vec![])).unwrap().stdout.is_empty());
    let mut r = req(p, "a", vec![]);
    r.argv = vec!["zeroth".into(), "a".into(), "with space".into(), "".into()];
    r.envp = vec!["X=y".into(), "EMPTY=".into()];
    assert_eq!(run_all_ways(&r).stdout, b"zeroth\na\nwith space\n\nX=y\nEMPTY=\n");
}

#[test]
fn patched_bytes_and_maps_at_exit() {
    let p = need_prog!();
    let mut r = req(p, "c", vec![probe(p, "func_nop5"), probe(p, "func_nop1")]);
    r.read_at_exit = vec![(sym(p, "func_nop5"), 6), (sym(p, "func_nop1"), 2), (sym(p, "func_push"), 3), (0, 8)];
    let o = run(&r).unwrap();
    let m = &o.memory_at_exit;
    let nop5 = m[0].clone().unwrap();
    assert_eq!((nop5[0], nop5[5]), (0xe8, 0xc3), "optimized nop5 becomes a call");
    assert_eq!(m[1].as_deref(), Some(&[0xcc, 0xc3][..]));
    assert_eq!(m[2].as_deref(), Some(&[0x55, 0x5d, 0xc3][..]));
    assert_eq!(m[3], None);
    let maps = o.maps_at_exit.unwrap();
    assert!(maps.contains("[uprobes-trampoline]"));
    assert!(!maps.contains("[uprobes]\n"), "emulated probes need no XOL page");
    // Single-stepped insn + uretprobe: XOL page [uprobes], unreadable.
    let mut r = req(p, "c", vec![probe(p, "func_mov"), retprobe(p, "func_push")]);
    r.read_at_exit = vec![(sym(p, "func_mov"), 6), (sym(p, "func_push"), 3), (0x7fff_ffff_e000, 8)];
    let o = run(&r).unwrap();
    assert!(o.maps_at_exit.unwrap().contains("7fffffffe000-7ffffffff000 --xp 00000000 00:00 0"));
    assert_eq!(o.memory_at_exit[0].as_deref(), Some(&[0xcc, 0x78, 0x56, 0x34, 0x12, 0xc3][..]));
    assert_eq!(o.memory_at_exit[1].as_deref(), Some(&[0xcc, 0x5d, 0xc3][..]), "uretprobe = int3 at entry");
    assert_eq!(o.memory_at_exit[2], None);
    // The guest itself can read the trampoline that /proc/PID/mem cannot.
    let o = run(&req(p, "T", vec![probe(p, "func_nop5")])).unwrap();
    assert_eq!(
        o.stdout,
        [
            0x51, 0x41, 0x53, 0x50, 0x48, 0xc7, 0xc0, 0x50, 0x01, 0x00, 0x00, 0x0f, 0x05, 0x58, 0x41, 0x5b, 0x59, 0xc3,
            0xcc
        ]
    );
}

/// How long a guest that must exit on its own (or reach a probe) before its deadline
/// is given. Generous: it only has to be scheduled for a moment, and a machine loaded by
/// a parallel build can keep a runnable process waiting for tens of milliseconds. The
/// tests that use it take this long, so they run side by side.
const GENEROUS_MS: u64 = 3_000;

#[test]
fn timeouts() {
    let p = need_prog!();
    std::thread::scope(|scope| {
        for opts in [RunOptions::default(), detached(), legacy()] {
            // Killed at the deadline, with the hits counted before it: the loop must
            // have reached its probe by then.
            scope.spawn(move || {
                let mut r = req(p, "l", vec![probe(p, "func_nop1")]);
                r.timeout_ms = GENEROUS_MS;
                let o = run_with_options(&r, &opts).unwrap();
                assert!(o.timed_out && o.signal == Some(9) && o.hits[0] > 0, "{o:?}");
            });
        }
        for mode in ["x", "p"] {
            // closed stdout/stderr + spin; self-SIGSTOP: never done, so any deadline
            // passes whatever the load.
            scope.spawn(move || {
                let mut r = req(p, mode, vec![]);
                r.timeout_ms = 200;
                let o = run_all_ways(&r);
                assert!(o.timed_out && o.signal == Some(9));
            });
        }
        // The guest exits at once, its child holds stdout for ever: the deadline ends
        // the run, and the guest itself was not the one timed out.
        scope.spawn(|| {
            let mut r = req(p, "d", vec![]);
            r.timeout_ms = GENEROUS_MS;
            let o = run(&r).unwrap();
            assert_eq!(o.exit_code, Some(0));
            assert!(!o.timed_out && o.descendants_killed);
        });
    });
}

#[test]
fn forked_children_are_counted() {
    let p = need_prog!();
    for i in 0..10 {
        let opts = if i % 2 == 0 { RunOptions::default() } else { detached() };
        let r = req(p, "g", vec![probe(p, "func_nop5"), retprobe(p, "func_nop5")]);
        let o = run_with_options(&r, &opts).unwrap();
        let ret = i64::from_le_bytes(o.stdout[..8].try_into().unwrap());
        assert!(ret > 0, "fork returned {ret}");
        assert_eq!(o.hits, vec![15, 15], "iteration {i}");
    }
    // Kernel quirk: enable_on_exec attach + inherit makes the guest's fork fail.
    let o = run_with_options(&req(p, "g", vec![probe(p, "func_nop5")]), &legacy()).unwrap();
    assert_eq!(i64::from_le_bytes(o.stdout[..8].try_into().unwrap()), -14);
    assert_eq!(o.hits, vec![5]);
    let no_inherit = RunOptions { inherit: false, ..Default::default() };
    assert_eq!(run_with_options(&req(p, "f", vec![probe(p, "func_nop5")]), &no_inherit).unwrap().hits, vec![5]);
}

#[test]
fn uretprobe_depth_limit() {
    let p = need_prog!();
    let o = run_all_ways(&req(p, "r", vec![probe(p, "func_rec"), retprobe(p, "func_rec")]));
    assert_eq!(o.hits, vec![101, 64]);
}

#[test]
fn refused_and_odd_probes() {
    let p = need_prog!();
    let size = p.bytes.len() as u64;
    let at = |off| RealProbe { file_offset: off, retprobe: false, ref_ctr_offset: 0, path: None };
    // Beyond the file: EINVAL at open, both attach modes.
    for opts in [RunOptions::default(), legacy()] {
        let e = run_with_options(&req(p, "c", vec![at(size + 1)]), &opts).unwrap_err();
        assert_eq!(e.errno(), Some(libc::EINVAL), "{e}");
    }
    // Exactly at the end: EIO when installed at open (exec stop), silently
    // never installed with enable_on_exec.
    assert_eq!(run(&req(p, "c", vec![at(size)])).unwrap_err().errno(), Some(libc::EIO));
    assert_eq!(run_with_options(&req(p, "c", vec![at(size)]), &legacy()).unwrap().hits, vec![0]);
    // int3: ENOTSUPP (524); tolerated, the guest then dies of its own SIGTRAP.
    let e = run(&req(p, "t", vec![probe(p, "func_int3")])).unwrap_err();
    assert_eq!(e.errno(), Some(524));
    let o = run_with_options(&req(p, "t", vec![probe(p, "func_int3"), probe(p, "func_nop1")]), &tolerant()).unwrap();
    assert_eq!(o.probe_errors, vec![Some(524), None]);
    assert_eq!((o.signal, o.hits.clone()), (Some(libc::SIGTRAP), vec![0, 0]));
    // Mid-instruction (imm32 byte of `mov eax, imm`): accepted (decodes as a
    // `js rel8`), never hit, and it corrupts the immediate while attached.
    let mut r = req(p, "c", vec![probe_at(p, "func_mov", 1)]);
    r.read_at_exit = vec![(sym(p, "func_mov"), 6)];
    let o = run(&r).unwrap();
    assert_eq!((o.exit_code, o.hits.clone()), (Some(0), vec![0]));
    assert_eq!(o.memory_at_exit[0].as_deref(), Some(&[0xb8, 0xcc, 0x56, 0x34, 0x12, 0xc3][..]));
    // Misaligned ref_ctr_offset: EINVAL; > 32 bits: rejected up front.
    let odd = RealProbe { ref_ctr_offset: 0x2001, ..probe(p, "func_nop5") };
    assert_eq!(run(&req(p, "c", vec![odd])).unwrap_err().errno(), Some(libc::EINVAL));
    let big = RealProbe { ref_ctr_offset: 1 << 33, ..probe(p, "func_nop5") };
    assert!(matches!(run(&req(p, "c", vec![big])), Err(HostError::InvalidRequest(_))));
}

#[test]
fn request_errors() {
    let p = need_prog!();
    let dir = p.path.with_file_name("errs");
    std::fs::create_dir_all(&dir).unwrap();
    use std::os::unix::fs::PermissionsExt;
    let junk = dir.join("junk");
    std::fs::write(&junk, b"not an elf").unwrap();
    std::fs::set_permissions(&junk, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut r = req(p, "c", vec![]);
    r.elf = junk;
    let e = run(&r).unwrap_err();
    assert!(matches!(e, HostError::Exec { .. }) && e.errno() == Some(libc::ENOEXEC), "{e}");
    r.elf = dir.join("missing");
    assert!(matches!(run(&r), Err(HostError::Elf { .. })));
    r.elf = dir.clone();
    assert!(matches!(run(&r), Err(HostError::Elf { .. })));
    let mut r = req(p, "c", vec![]);
    r.stdin = Some(dir.join("missing"));
    assert!(matches!(run(&r), Err(HostError::Stdin { .. })));
    let mut r = req(p, "c", vec![]);
    r.envp.push("A\0B".into());
    assert!(matches!(run(&r), Err(HostError::InvalidRequest(_))));
    let mut r = req(p, "c", vec![]);
    r.read_at_exit = vec![(0, usize::MAX)];
    assert!(matches!(run(&r), Err(HostError::InvalidRequest(_))));
    // A schedule naming a probe that is not there, or with the pre-exec attach mode.
    let mut r = req(p, "c", vec![probe(p, "func_nop5")]);
    r.schedule.actions.push(RealAction { control: 1, probe: 1, attach: true });
    assert!(matches!(run(&r), Err(HostError::InvalidRequest(_))));
    r.schedule.actions[0].probe = 0;
    assert!(matches!(run_with_options(&r, &legacy()), Err(HostError::InvalidRequest(_))));
}

#[test]
fn concurrent_runs() {
    let p = need_prog!();
    let handles: Vec<_> = (0..6)
        .map(|i| {
            let r = req(p, ["c", "g", "o"][i % 3], vec![probe(p, "func_nop5")]);
            std::thread::spawn(move || {
                for _ in 0..3 {
                    let o = run(&r).unwrap();
                    match r.argv[1].as_str() {
                        "c" => assert_eq!(o.hits, vec![1000]),
                        "g" => assert_eq!(o.hits, vec![15]),
                        _ => assert_eq!(o.stdout.len(), 30 * 4096),
                    }
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
}

/// Must run alone: `cargo test -p probesim-host tests::no_leaks -- --ignored --test-threads=1`.
#[test]
#[ignore = "counts this process's fds/threads/children; run alone"]
fn no_leaks() {
    let p = need_prog!();
    let fds = || std::fs::read_dir("/proc/self/fd").unwrap().count();
    let threads = || {
        std::fs::read_to_string("/proc/self/status")
            .unwrap()
            .lines()
            .find(|l| l.starts_with("Threads:"))
            .unwrap()
            .to_string()
    };
    run(&req(p, "c", vec![probe(p, "func_nop5")])).unwrap();
    let (fd0, th0) = (fds(), threads());
    for i in 0..100 {
        let opts = [RunOptions::default(), detached(), legacy()][i % 3].clone();
        let mut r = req(
            p,
            ["c", "f", "s", "e", "o", "k", "g", "i"][i % 8],
            vec![probe(p, "func_nop5"), retprobe(p, "func_nop1")],
        );
        r.read_at_exit = vec![(sym(p, "func_nop5"), 5)];
        run_with_options(&r, &opts).unwrap();
        if i % 10 == 0 {
            assert!(run(&req(p, "t", vec![probe(p, "func_int3")])).is_err());
            let mut t = req(p, "l", vec![probe(p, "func_nop1")]);
            t.timeout_ms = 20;
            assert!(run_with_options(&t, &opts).unwrap().timed_out);
        }
    }
    assert_eq!((fds(), threads()), (fd0, th0));
    let mut st = 0;
    // SAFETY: non-blocking waitpid for any child with a valid status pointer.
    let r = unsafe { libc::waitpid(-1, &mut st, libc::WNOHANG | libc::__WALL) };
    assert_eq!(r, -1, "unreaped child");
}

#[test]
fn truncated_output_is_counted_and_said() {
    let p = need_prog!();
    let opts = RunOptions { max_output_bytes: 1000, ..Default::default() };
    let o = run_with_options(&req(p, "o", vec![]), &opts).unwrap();
    assert_eq!(o.stdout, vec![b'A'; 1000]);
    assert_eq!((o.stdout_len, o.stderr_len, o.output_truncated), (30 * 4096, 10, true));
    let o = run(&req(p, "o", vec![])).unwrap();
    assert_eq!((o.stdout.len(), o.stdout_len, o.output_truncated), (30 * 4096, 30 * 4096, false));
}

#[test]
fn the_tree_is_contained_and_killed_at_the_end() {
    let p = need_prog!();
    // A child that sleeps holding stdout: killed at the deadline, through the cgroup.
    let mut r = req(p, "d", vec![]);
    r.timeout_ms = GENEROUS_MS;
    let o = run(&r).unwrap();
    assert!(o.descendants_killed && o.exit_code == Some(0), "{o:?}");
    let c = &o.containment;
    assert_eq!(c.task_limit, Some(DEFAULT_MAX_TASKS), "{c:?}");
    assert!(c.kill.starts_with("cgroup"), "{c:?}");
    // Under a limit of 1 task, the guest's own fork fails with EAGAIN (mode `g` prints
    // fork's return value first).
    let opts = RunOptions { max_tasks: Some(1), ..Default::default() };
    let o = run_with_options(&req(p, "g", vec![]), &opts).unwrap();
    assert_eq!(i64::from_le_bytes(o.stdout[..8].try_into().unwrap()), -i64::from(libc::EAGAIN));
    assert_eq!(o.containment.task_limit_hits, 1);
}

/// Forks a guest child the way a concurrent run does (its barrier held, as while that
/// run's parent attaches its probes) and returns what releases it: the child execs
/// `/bin/true` and is reaped.
fn concurrent_fork() -> impl FnOnce() {
    let (child_ends, parent_ends) = crate::io::open_channels(None).unwrap();
    let path = std::ffi::CString::new("/bin/true").unwrap();
    let argv = sys::CStrArray::new(vec![path.clone()]);
    let envp = sys::CStrArray::new(Vec::new());
    let spec = crate::child::GuestSpec {
        stdin_fd: child_ends.stdin.as_raw_fd(),
        out_fd: child_ends.stdout.as_raw_fd(),
        err_fd: child_ends.stderr.as_raw_fd(),
        barrier_fd: child_ends.barrier.as_raw_fd(),
        errpipe_fd: child_ends.errpipe.as_raw_fd(),
        path: &path,
        argv: &argv,
        envp: &envp,
        parent_pid: sys::getpid(),
        no_aslr: false,
    };
    let pid = crate::child::spawn_guest(&spec, child_ends, &parent_ends.barrier).unwrap();
    move || {
        crate::io::send_byte(&parent_ends.barrier, 1).unwrap();
        drop(parent_ends);
        sys::waitpid(pid).unwrap();
    }
}

/// A probe detached at a control point is gone from the guest at its exit, while another
/// thread of this process has forked a child that has not exec'd yet (a concurrent run
/// whose parent is still attaching): the child must not keep the perf event, and with
/// it the uprobe, alive. `tests/real`'s `schedule::pattern_and_replaced_uretprobe`
/// failed this way under load (the int3 still at the detached site at exit).
#[test]
fn a_detach_is_final_while_another_run_forks() {
    let p = need_prog!();
    let dir = test_dir().unwrap();
    let fifo = |name: &str| {
        let path = dir.join(format!("{name}-{}", std::process::id()));
        let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: `c` is a NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0, "mkfifo {}", path.display());
        path
    };
    let (go, started) = (fifo("go"), fifo("started"));
    let nop1 = sym(p, "func_nop1");
    let mut r = req(p, "w", vec![probe(p, "func_nop1")]);
    r.argv.push(started.display().to_string());
    r.stdin = Some(go.clone());
    r.read_at_exit = vec![(nop1, 1)];
    r.schedule.actions = vec![RealAction { control: 1, probe: 0, attach: false }];
    let run = std::thread::spawn(move || run(&r));
    // The run opens `go` as the guest's stdin; the guest, past its exec stop (the probe
    // attached), opens `started`.
    let mut go_w = std::fs::OpenOptions::new().write(true).open(&go).unwrap();
    let mut b = [0u8; 1];
    std::io::Read::read_exact(&mut std::fs::File::open(&started).unwrap(), &mut b).unwrap();
    let release = concurrent_fork();
    std::io::Write::write_all(&mut go_w, b"x").unwrap();
    let o = run.join().unwrap().unwrap();
    release();
    assert_eq!(o.exit_code, Some(0), "{o:?}");
    assert_eq!(o.hits, vec![0], "detached before its calls");
    assert_eq!(o.memory_at_exit[0].as_deref(), Some(&[0x90][..]), "the int3 outlived the detach");
}

#[test]
fn an_attach_helper_whose_page_meets_this_threads_stack_is_forked_from_another_thread() {
    // The guest's AT_EXECFN page can fall on the calling thread's stack (both are random
    // addresses in the stack region; `bench --real` once stopped on it). A helper forked
    // here would map over the stack it runs on, so `spawn_helper` refuses; forked from a
    // new thread, whose stack is mapped elsewhere, it maps the page, copies the path and
    // closes its report pipe (EOF with no record: no mapping error). No probes, no root.
    let probe = 0u8;
    let page = (&probe as *const u8 as u64) & !(crate::sys::PAGE - 1);
    let path = b"/x\0";
    let _gate = crate::sys::fork_window();
    let (report_r, report_w) = crate::io::pipe_pair().unwrap();
    let spec = child::HelperSpec {
        attrs: &[],
        first: 0,
        step: 1,
        map_start: page,
        map_end: page + crate::sys::PAGE,
        dst: page + 16,
        path,
        guest: 0,
        report_fd: report_w.as_raw_fd(),
        parent_pid: crate::sys::getpid(),
    };
    assert!(child::collides_with_this_stack(&spec));
    assert!(matches!(child::spawn_helper(&spec), Err(HostError::Attach { .. })));
    let elsewhere = std::thread::scope(|s| s.spawn(|| child::collides_with_this_stack(&spec)).join().unwrap());
    assert!(!elsewhere, "a new thread's stack is not at {page:#x}");
    let pid = child::spawn_helper_clear_of_stack(&spec).unwrap();
    let _guard = crate::sys::ChildGuard { pid, group: false, reaped: false };
    drop(report_w);
    let mut rec = [0u8; 8];
    assert!(!crate::sys::read_exact(&report_r, &mut rec), "the helper reported {rec:?}: it could not map {page:#x}");
}
