//! Files, pipes and blocking: C programs compiled with `cc -static` (and `musl-gcc`
//! where installed) at test time run against a file view of a temporary directory.
//! What they print is what the real kernel gives them (`tests/real` compares the same
//! program with the host); here the simulator's own guarantees are checked: the host
//! is never written, a deadlock is a guest outcome, and the runs are deterministic.

use std::path::Path;

use probesim::abi::Signal;
use probesim::kernel::Exit;
use probesim::machine::{Machine, Report, RunConfig};

use crate::cbuild::{self, Libc};

/// What `tests/data/files.c` prints on Linux (the same on glibc and musl), given a
/// directory it may write to.
const FILES_OUT: &str = "\
stdout fifo 1 tty 0
mkdir 0
mkdir again -1 errno 17
writev 19 cloexec 1 accmode 1
size 19 reg 1 perm 644
pread 6 'vector'
end 19 read 19 hello vector world
at eof 0
shared offset 'vector'
redirected: into the file
access 0 missing -1 errno 2
dir: . .. a.txt b.txt
pipe total 200000 child exit 7
child read 10: LATE NEWS
child then 0
late writer child 0
child signaled 1 sig 13
exe link 1
unlink 0 0 rmdir 0
gone -1 errno 2
";

/// `tests/data/NAME` built with each available compiler: (compiler, ELF bytes).
fn builds(name: &str) -> Vec<(&'static str, Vec<u8>)> {
    let mut out = Vec::new();
    for libc in Libc::ALL {
        let cc = libc.cc();
        if !libc.available() {
            assert_ne!(libc, Libc::Glibc, "no C compiler: scripts/setup.sh installs one");
            println!("{cc} not installed: its build is skipped (scripts/setup.sh installs it)");
            continue;
        }
        let elf = cbuild::build(libc, name, &["-O1"]).unwrap();
        out.push((cc, std::fs::read(&elf).unwrap()));
    }
    out
}

/// Runs `elf` with `args` over the file view of `root`, with `stdin`.
fn run(elf: &[u8], root: &Path, args: &[&str], stdin: &[u8]) -> (Exit, Report, Machine) {
    let mut cfg = RunConfig {
        argv: std::iter::once("prog").chain(args.iter().copied()).map(String::from).collect(),
        ..RunConfig::default()
    };
    cfg.kernel.root = Some(root.to_path_buf());
    cfg.kernel.stdin = stdin.to_vec();
    let mut m = Machine::from_elf_bytes(elf.to_vec(), cfg).unwrap();
    let exit = m.run().unwrap();
    let r = m.report("prog").unwrap();
    (exit, r, m)
}

/// The names in a host directory, sorted.
fn host_listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    v.sort();
    v
}

#[test]
fn files_pipes_fork_and_writev_give_what_linux_gives() {
    for (cc, elf) in builds("files.c") {
        let root = tempfile::tempdir().unwrap();
        std::fs::write(root.path().join("keep.txt"), "host file\n").unwrap();
        let (exit, r, _) = run(&elf, root.path(), &["/"], b"");
        assert_eq!(exit, Exit::Exited(3), "{cc}: {}", r.stdout);
        assert_eq!(r.stdout, FILES_OUT, "{cc}");
        assert!(r.unknown_syscalls.keys().all(|nr| !["0", "1", "2", "3", "20", "257", "293"].contains(&nr.as_str())));
        // Five processes: the program, and one child per fork test (the broken pipe's
        // child ended by SIGPIPE).
        assert_eq!(r.processes, 5, "{cc}");
        assert!(r.deadlock.is_empty());
        // The guest made and removed a directory with two files: the host saw none of it.
        assert_eq!(host_listing(root.path()), ["keep.txt"], "{cc}");
    }
}

#[test]
fn the_guest_reads_host_files_and_its_writes_stay_in_memory() {
    for (cc, elf) in builds("deadlock.c") {
        let root = tempfile::tempdir().unwrap();
        std::fs::create_dir(root.path().join("sub")).unwrap();
        std::fs::write(root.path().join("sub/data.txt"), "original\n").unwrap();
        // Relative to the working directory (the view's `/` when the host's is outside it).
        let (exit, r, _) = run(&elf, root.path(), &["cat", "sub/data.txt"], b"from stdin\n");
        assert_eq!(exit, Exit::Exited(0), "{cc}");
        assert_eq!(r.stdout, "original\nchanged\nstdin regular 1 chr 0:from stdin\n", "{cc}");
        assert_eq!(std::fs::read_to_string(root.path().join("sub/data.txt")).unwrap(), "original\n");
        // Without stdin, fd 0 is /dev/null (a character device), as the native runner gives.
        let (_, r, _) = run(&elf, root.path(), &["cat", "/sub/data.txt"], b"");
        assert_eq!(r.stdout, "original\nchanged\nstdin regular 0 chr 1:", "{cc}");
        // A path out of the view does not exist.
        let (exit, _, _) = run(&elf, root.path(), &["cat", "../../etc/passwd"], b"");
        assert_eq!(exit, Exit::Exited(1), "{cc}");
    }
}

#[test]
fn a_deadlock_ends_every_blocked_process_and_is_reported() {
    for (cc, elf) in builds("deadlock.c") {
        let root = tempfile::tempdir().unwrap();
        let (exit, r, _) = run(&elf, root.path(), &[], b"");
        assert_eq!(exit, Exit::Signaled(Signal::Sigkill), "{cc}");
        let blocked: Vec<(u32, u64, &str)> =
            r.deadlock.iter().map(|b| (b.pid, b.syscall, b.waiting.as_str())).collect();
        // The parent sleeps in read (it never got to wait), the child too.
        assert_eq!(blocked, [(1000, 0, "reading an empty pipe"), (1001, 0, "reading an empty pipe")], "{cc}");
        assert_eq!(r.processes, 2);
        let json = serde_json::to_string(&r).unwrap();
        assert!(json.contains("\"deadlock\":[{\"pid\":1000"), "{json}");
    }
}

#[test]
fn runs_with_files_and_pipes_are_deterministic() {
    for (cc, elf) in builds("files.c") {
        let root = tempfile::tempdir().unwrap();
        let once = || {
            let mut cfg = RunConfig { argv: vec!["prog".into(), "/".into()], ..RunConfig::default() };
            cfg.kernel.root = Some(root.path().to_path_buf());
            cfg.kernel.record_trace = true;
            let mut m = Machine::from_elf_bytes(elf.clone(), cfg).unwrap();
            m.attach("uprobe:prog:big_pipe").unwrap();
            m.attach("uretprobe:prog:read_file").unwrap();
            m.run().unwrap();
            serde_json::to_string(&m.report("prog").unwrap()).unwrap()
        };
        let a = once();
        assert_eq!(a, once(), "{cc}");
        assert!(a.contains("\"hits\":1"), "{cc}");
    }
}
