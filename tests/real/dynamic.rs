//! Dynamically linked programs (#26): the distribution's own programs (coreutils, Perl,
//! Python, the SQLite shell and Tcl with probes in libsqlite3 and libtcl), shells running
//! external commands (fork + exec), a program that `dlopen`s a library built at test
//! time and one that execs with a uretprobe pending, with probes on their shared
//! libraries (libc, the dlopened one) and on the executables, compared with the real
//! kernel: exit, stdout, stderr and every probe's hits.
//!
//! The host counts a library probe only in the guest's processes (a system-wide event
//! on the run's cgroup), so the rest of the machine calling `malloc` meanwhile does not
//! change the counts.

use std::path::Path;

use libtest_mimic::{Failed, Trial};

use probesim::diff;
use probesim::session::RunRequest;
use probesim::target::Target;

/// glibc's libc, as the guest's loader maps it.
const LIBC: &str = "/lib/x86_64-linux-gnu/libc.so.6";

/// Runs `exe ARGS` with `probes` in both and fails on any difference.
fn agree(exe: &str, args: &[&str], probes: Vec<String>) -> Result<(), Failed> {
    let mut req = RunRequest::new(Target::parse(exe).map_err(|e| e.to_string())?, probes);
    req.extra_args = args.iter().map(|a| a.to_string()).collect();
    agree_req(req).map(|_| ())
}

/// Runs `req` (with the host's `/` as its root) in both and fails on any difference, or
/// if no probe hit at all (the check would prove nothing); the comparison otherwise.
fn agree_req(mut req: RunRequest) -> Result<diff::Diff, Failed> {
    req.root = Some("/".into());
    let exe = req.target.display();
    let d = crate::diff_run(&req).map_err(|e| format!("{exe}: {e}"))?;
    if !d.differences.is_empty() {
        return Err(format!("{exe}: differences from the real kernel:\n{}", d.differences.join("\n")).into());
    }
    if d.sim.probes.iter().all(|p| p.hits == 0) && !d.sim.probes.is_empty() {
        return Err(format!("{exe}: no probe hit at all: the check would prove nothing").into());
    }
    Ok(d)
}

/// The probes every distribution program runs under: libc's allocator in and out, an
/// IFUNC (its resolver, which the loader calls), `free`, and the executable's entry
/// point by address.
fn libc_probes(exe: &str) -> Result<Vec<String>, Failed> {
    let bytes = std::fs::read(exe).map_err(|e| format!("{exe}: {e}"))?;
    let entry = u64::from_le_bytes(bytes.get(24..32).and_then(|b| b.try_into().ok()).ok_or("short ELF")?);
    Ok(vec![
        format!("uprobe:{LIBC}:malloc"),
        format!("uretprobe:{LIBC}:malloc"),
        format!("uprobe:{LIBC}:strlen"),
        format!("uprobe:{LIBC}:free"),
        format!("uprobe:{exe}:{entry:#x}"),
    ])
}

/// A coreutils program over files made here (names and contents only: the view's file
/// times are not the host's).
fn coreutils(tool: &'static str) -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let d = dir.path();
    std::fs::write(d.join("b.txt"), "pear\napple\nfig\napple\n").map_err(|e| e.to_string())?;
    std::fs::write(d.join("a.txt"), "one two three\n").map_err(|e| e.to_string())?;
    let (b, a) = (d.join("b.txt").display().to_string(), d.join("a.txt").display().to_string());
    let exe = format!("/usr/bin/{tool}");
    let args: Vec<String> = match tool {
        "ls" => vec!["-1".into(), d.display().to_string()],
        "sort" => vec!["-u".into(), b],
        "wc" => vec![a, b],
        "cat" => vec!["-n".into(), b],
        "uniq" => vec!["-c".into(), b],
        _ => return Err(format!("no case for {tool}").into()),
    };
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    agree(&exe, &args, libc_probes(&exe)?)
}

/// Perl (dynamic, with its own `libperl` code in the executable): a script, with probes
/// on libc and on Perl's interpreter loop.
fn perl() -> Result<(), Failed> {
    let exe = "/usr/bin/perl";
    let mut probes = libc_probes(exe)?;
    probes.push(format!("uprobe:{exe}:Perl_runops_standard"));
    probes.push(format!("uretprobe:{exe}:Perl_runops_standard"));
    agree(
        exe,
        &["-e", "my %h; $h{$_ % 7} += $_ for 1..500; print join(',', map { $h{$_} } sort keys %h), \"\\n\""],
        probes,
    )
}

/// `dyn_main` loads `libdyn.so` (both built here) with `dlopen`, calls into it,
/// `dlclose`s it and loads it again. The library's probes are registered before it is
/// first mapped (`uprobe_mmap()` installs them at each load) and hit in both loads;
/// probes on the executable and on libc's `dlopen` too.
fn dlopen_round_trip() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let lib = dir.path().join("libdyn.so");
    let exe = dir.path().join("dyn_main");
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let cc = |args: &[&str]| -> Result<(), Failed> {
        let out = std::process::Command::new("cc").args(args).output().map_err(|e| format!("cc: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!("cc {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr)).into())
        }
    };
    let src = |f: &str| data.join(f).display().to_string();
    cc(&["-O1", "-fPIC", "-shared", "-o", &lib.display().to_string(), &src("dyn_lib.c")])?;
    cc(&["-O1", "-o", &exe.display().to_string(), &src("dyn_main.c")])?;
    let (l, e) = (lib.display().to_string(), exe.display().to_string());
    let probes = vec![
        format!("uprobe:{l}:lib_square"),
        format!("uretprobe:{l}:lib_sum"),
        format!("uprobe:{e}:round_trip"),
        format!("uretprobe:{e}:round_trip"),
        format!("uprobe:{LIBC}:dlopen"),
        format!("uretprobe:{LIBC}:dlclose"),
    ];
    agree(&e, &[&l], probes)
}

/// A USDT probe in a library whose semaphore is in the library's data, registered before
/// the loader maps the library: the semaphore is raised when its mapping appears
/// (`delayed_uprobe_add()`, `delayed_ref_ctr_inc()`), so the program sees it set (its
/// output says so) and the hits agree.
fn library_usdt_semaphore() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let d = dir.path().display().to_string();
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let src = |f: &str| data.join(f).display().to_string();
    let lib = format!("{d}/libusdt_lib.so");
    let exe = format!("{d}/usdt_main");
    for args in [
        vec!["-O1".to_string(), "-fPIC".into(), "-shared".into(), "-o".into(), lib.clone(), src("usdt_lib.c")],
        vec![
            "-O1".to_string(),
            "-o".into(),
            exe.clone(),
            src("usdt_main.c"),
            format!("-L{d}"),
            "-lusdt_lib".into(),
            format!("-Wl,-rpath,{d}"),
        ],
    ] {
        let out = std::process::Command::new("cc").args(&args).output().map_err(|e| format!("cc: {e}"))?;
        if !out.status.success() {
            return Err(format!("cc {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr)).into());
        }
    }
    let req = RunRequest::new(
        Target::parse(&exe).map_err(|e| e.to_string())?,
        vec![format!("usdt:{lib}:usdt_lib:hit"), format!("uprobe:{lib}:lib_probe_point")],
    );
    let d = agree_req(req)?;
    // 1 + 2 + 3, and 1000 more each time while the semaphore is raised.
    if d.sim.stdout != "sum 3006\n" {
        return Err(format!("the semaphore was not seen raised: {:?}", d.sim.stdout).into());
    }
    Ok(())
}

/// The Go program, built once for both Go trials (in a directory kept for the test
/// binary's life), or why not.
static GO_PROGRAM: std::sync::OnceLock<Result<Option<(tempfile::TempDir, String)>, String>> =
    std::sync::OnceLock::new();

/// [`GO_PROGRAM`]'s path.
fn go_program() -> Result<Option<String>, Failed> {
    let built = GO_PROGRAM.get_or_init(|| {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let exe = build_go(dir.path()).map_err(|e| e.message().unwrap_or("go build failed").to_string())?;
        Ok(exe.map(|e| (dir, e)))
    });
    match built {
        Ok(Some((_, exe))) => Ok(Some(exe.clone())),
        Ok(None) => Ok(None),
        Err(e) => Err(e.clone().into()),
    }
}

/// `tests/data/goroutines.go` built with the distribution's Go (static, no cgo) into
/// `dir`, or `None` without Go (a skip; a failure under CI).
fn build_go(dir: &Path) -> Result<Option<String>, Failed> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/goroutines.go");
    std::fs::copy(&src, dir.join("main.go")).map_err(|e| e.to_string())?;
    std::fs::write(dir.join("go.mod"), "module goroutines\n\ngo 1.19\n").map_err(|e| e.to_string())?;
    let out = std::process::Command::new("go")
        .args(["build", "-o", "goroutines", "."])
        .current_dir(dir)
        .env("CGO_ENABLED", "0")
        .env("GOCACHE", dir.join("cache"))
        .env("GOPATH", dir.join("gopath"))
        .env("GOFLAGS", "-mod=mod")
        .output();
    match out {
        Ok(o) if o.status.success() => Ok(Some(dir.join("goroutines").display().to_string())),
        Ok(o) => Err(format!("go build failed:\n{}", String::from_utf8_lossy(&o.stderr)).into()),
        Err(e) if std::env::var_os("CI").is_some() => Err(format!("go: {e}").into()),
        Err(_) => Ok(None),
    }
}

/// A static Go program with goroutines (threads made by the Go runtime with `clone`):
/// probes on the recursive function agree with the host.
fn go_goroutines() -> Result<(), Failed> {
    let Some(exe) = go_program()? else { return Ok(()) };
    let work = past_stack_check(&exe, "main.work")?;
    let mut req = RunRequest::new(
        Target::parse(&exe).map_err(|e| e.to_string())?,
        vec![format!("uprobe:{exe}:{work}"), format!("uprobe:{exe}:main.grow")],
    );
    // The probe is past the stack check (see `past_stack_check`). And Go preempts
    // running goroutines with SIGURG: a signal that arrives while a thread single-steps
    // a probed instruction makes the kernel abort the step and hit the breakpoint again
    // (`uprobe_deny_signal()`, `arch_uprobe_abort_xol()`), and its collector's timing is
    // the host's clock's. Without the collector and async preemption, the count is the
    // program's alone.
    req.env = GO_DETERMINISTIC.iter().map(|s| s.to_string()).collect();
    agree_req(req).map(|_| ())
}

/// `main.work`'s first instruction past its stack check (`cmp rsp, [r14+16]; jbe
/// morestack`), as `+0xOFF`: a probe there counts each call once. A probe on the first
/// instruction also hits each time the function starts over, after its stack grew or
/// the runtime asked it to yield at that check, which the host's timing decides.
fn past_stack_check(exe: &str, func: &str) -> Result<String, Failed> {
    use iced_x86::{Decoder, DecoderOptions, Mnemonic};
    let bytes = std::fs::read(exe).map_err(|e| e.to_string())?;
    let image = probesim::loader::Image::parse(bytes).map_err(|e| e.to_string())?;
    let sym = image.symbol(func).ok_or_else(|| format!("no {func} in {exe}"))?;
    let code = image.file_bytes_at(sym.addr, 64).ok_or("no code bytes")?;
    let mut d = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    while d.can_decode() {
        let insn = d.decode();
        if insn.mnemonic() == Mnemonic::Jbe {
            return Ok(format!("{func}+{:#x}", insn.next_ip()));
        }
    }
    Err(format!("{func} has no stack check").into())
}

/// Go without its collector and asynchronous preemption (see [`go_goroutines`]).
const GO_DETERMINISTIC: [&str; 2] = ["GODEBUG=asyncpreemptoff=1", "GOGC=off"];

/// The same program with a uretprobe on `main.grow`, whose goroutine stack grows while
/// the uretprobe has hijacked its return addresses: Go finds the trampoline as a return
/// pc ("unexpected return pc for main.grow called from 0x…") and the program ends as
/// natively, with the same exit, stdout, hits and first line of stderr, but for the
/// trampoline's address in it: the simulator's `[uprobes]` page is at `0x7fffffffe000`,
/// where a native run without randomization has its stack (see known differences).
fn go_uretprobe_stack_growth() -> Result<(), Failed> {
    let Some(exe) = go_program()? else { return Ok(()) };
    let work = past_stack_check(&exe, "main.work")?;
    let mut req = RunRequest::new(
        Target::parse(&exe).map_err(|e| e.to_string())?,
        vec![format!("uprobe:{exe}:{work}"), format!("uretprobe:{exe}:main.grow")],
    );
    req.extra_args = vec!["grow".into()];
    req.env = GO_DETERMINISTIC.iter().map(|s| s.to_string()).collect();
    let d = crate::diff_run(&req).map_err(|e| format!("goroutines: {e}"))?;
    let crash = "unexpected return pc for main.grow called from 0x";
    if !d.sim.stderr.contains(crash) {
        return Err(format!("the simulated run did not end as Go does:\n{}", d.sim.stderr).into());
    }
    let tramp = |s: &str| -> String {
        let at = s.find(crash).map_or(s.len(), |i| i + crash.len());
        let end = s[at..].find(|c: char| !c.is_ascii_hexdigit()).map_or(s.len(), |e| at + e);
        let addr = &s[at..end];
        if addr.is_empty() {
            s.to_string()
        } else {
            s.replace(addr, "TRAMPOLINE")
        }
    };
    // The rest of Go's dump (its goroutines' stacks, their heap addresses) depends on
    // the Go scheduler's threads, one per CPU: not compared.
    let first = |s: &str| tramp(s.lines().next().unwrap_or_default());
    let rest: Vec<&String> = d.differences.iter().filter(|l| !l.starts_with("stderr")).collect();
    if !rest.is_empty() || first(&d.sim.stderr) != first(&d.real.stderr) {
        return Err(format!(
            "differences from the real kernel:\n{}\nsimulator stderr:\n{}\nhost stderr:\n{}",
            d.differences.join("\n"),
            d.sim.stderr,
            d.real.stderr
        )
        .into());
    }
    Ok(())
}

/// `explain --at exit` on the Go crash says why the program died: the kernel's pending
/// instances, the trampoline address found in a copy of the goroutine's stack (the
/// stack moved when it grew), and the runtime's own line naming the trampoline as a
/// return pc. `--at hijack` shows the entry half: the return address replaced.
fn go_uretprobe_crash_explained() -> Result<(), Failed> {
    use probesim::explain::{explain_with, At, Options};
    let Some(exe) = go_program()? else { return Ok(()) };
    let mut req =
        RunRequest::new(Target::parse(&exe).map_err(|e| e.to_string())?, vec![format!("uretprobe:{exe}:main.grow")]);
    req.extra_args = vec!["grow".into()];
    req.env = GO_DETERMINISTIC.iter().map(|s| s.to_string()).collect();
    let e = explain_with(&req, &Options { at: At::Exit, nth: 1, before: 4, after: 0 }).map_err(|e| e.to_string())?;
    let pending = e.pending.join("\n");
    let moved = e.pending.iter().any(|l| l.contains("(not a pending slot: a copy (the stack moved))"));
    let met = e.pending.iter().any(|l| {
        l.starts_with("the program met the trampoline address:") && l.contains("unexpected return pc for main.grow")
    });
    if !moved || !met || e.exit != "exited with code 2" {
        return Err(format!("the crash is not explained ({}):\n{pending}", e.exit).into());
    }
    let h = explain_with(&req, &Options { at: At::Hijack, nth: 1, before: 2, after: 2 }).map_err(|e| e.to_string())?;
    let s = &h.steps[h.focus];
    if !s.writes.iter().any(|w| w.by == "prepare_uretprobe") {
        return Err(format!("the hijack's write is not shown: {:?}", s.writes).into());
    }
    Ok(())
}

/// A probe on a library that the program never maps stays registered with no hits, as
/// the kernel keeps it.
fn unmapped_library() -> Result<(), Failed> {
    let Some(lib) = ["/lib/x86_64-linux-gnu/libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1"]
        .into_iter()
        .find(|p| Path::new(p).exists())
    else {
        return Ok(());
    };
    let mut probes = libc_probes("/usr/bin/true")?;
    probes.push(format!("uprobe:{lib}:inflate"));
    agree("/usr/bin/true", &[], probes)
}

/// Python 3: a script, with its own USDT probe (`python:function__entry`, whose
/// semaphore Python reads to decide whether to fire it), its evaluation loop's return,
/// its allocator and libc's. (Python compares each module's time with its cached
/// bytecode's: the view gives the host's file times, so it loads the same caches.)
fn python() -> Result<(), Failed> {
    let exe = std::fs::canonicalize("/usr/bin/python3").map_err(|e| format!("python3: {e}"))?;
    let exe = exe.display().to_string();
    let mut probes = libc_probes(&exe)?;
    probes.push(format!("usdt:{exe}:python:function__entry"));
    probes.push(format!("uretprobe:{exe}:PyEval_EvalCode"));
    probes.push(format!("uprobe:{exe}:PyObject_Malloc"));
    let script = "import json\ndef f(x):\n    return {'k': x * 2}\nprint(json.dumps([f(i) for i in range(20)])[:40])";
    agree(&exe, &["-c", script], probes)
}

/// Whether the distribution program `exe` is here; without it a trial is skipped, but
/// under CI (`CI` set) it must be (`scripts/setup.sh` installs it).
fn installed(exe: &str) -> Result<bool, Failed> {
    match (Path::new(exe).exists(), std::env::var_os("CI").is_some()) {
        (true, _) => Ok(true),
        (false, true) => Err(format!("{exe} is not installed (scripts/setup.sh installs it)").into()),
        (false, false) => Ok(false),
    }
}

/// The SQLite shell, whose engine is the shared library `libsqlite3.so.0`: probes on the
/// library's API (found by its bare name, as bpftrace takes `libsqlite3`) and on libc.
fn sqlite() -> Result<(), Failed> {
    if !installed("/usr/bin/sqlite3")? {
        return Ok(());
    }
    let sql = "create table t(a, b); insert into t values (1, 'x'), (2, 'y'), (3, 'z'); \
               select group_concat(b), sum(a) from t where a > 1;";
    let probes = vec![
        "uprobe:libsqlite3:sqlite3_prepare_v2".into(),
        "uretprobe:libsqlite3:sqlite3_step".into(),
        format!("uprobe:{LIBC}:malloc"),
    ];
    agree("/usr/bin/sqlite3", &[":memory:", sql], probes)
}

/// Tcl, whose interpreter is the shared library `libtcl8.6.so`: a script with a loop and
/// a procedure, probes on the library's evaluator and on libc.
fn tcl() -> Result<(), Failed> {
    if !installed("/usr/bin/tclsh")? {
        return Ok(());
    }
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let script = dir.path().join("t.tcl");
    std::fs::write(&script, "proc sq {x} { return [expr {$x * $x}] }\nset s 0\nfor {set i 0} {$i < 40} {incr i} { incr s [sq $i] }\nputs $s\n")
        .map_err(|e| e.to_string())?;
    let probes = vec![
        "uprobe:libtcl8.6:Tcl_EvalObjv".into(),
        "uretprobe:libtcl8.6:Tcl_EvalEx".into(),
        format!("uprobe:{LIBC}:free"),
    ];
    agree("/usr/bin/tclsh", &[&script.display().to_string()], probes)
}

/// A shell running external commands (fork + execve of dynamic programs from a dynamic
/// program), a command substitution, a pipe and a failing exec, with probes on libc,
/// on the shell and on the programs it runs.
fn shell(sh: &'static str) -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    std::fs::write(dir.path().join("f"), "c\na\nb\n").map_err(|e| e.to_string())?;
    let script = format!(
        "cd {}; /bin/ls; x=$(/usr/bin/sort f | /usr/bin/head -n 2); echo \"$x\"; /usr/bin/true && echo ok; \
         /nonexistent; echo rc=$?; for i in 1 2 3; do /bin/echo $i; done",
        dir.path().display()
    );
    let ls = "/usr/bin/ls";
    let bytes = std::fs::read(ls).map_err(|e| e.to_string())?;
    let entry = u64::from_le_bytes(bytes.get(24..32).and_then(|b| b.try_into().ok()).ok_or("short ELF")?);
    let probes = vec![
        format!("uprobe:{LIBC}:malloc"),
        format!("uretprobe:{LIBC}:malloc"),
        format!("uprobe:{LIBC}:execve"),
        format!("uretprobe:{LIBC}:execve"),
        format!("uprobe:{ls}:{entry:#x}"),
    ];
    agree(sh, &["-c", &script], probes)
}

/// A program that execs from inside a function with a uretprobe: the return instance
/// pending at the exec is dropped (no return is counted), and a failing exec before it
/// returns ENOENT and the program goes on.
fn exec_pending() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe = dir.path().join("exec_pending");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/exec_pending.c");
    let out = std::process::Command::new("cc")
        .args(["-O1", "-o", &exe.display().to_string(), &src.display().to_string()])
        .output()
        .map_err(|e| format!("cc: {e}"))?;
    if !out.status.success() {
        return Err(format!("cc failed:\n{}", String::from_utf8_lossy(&out.stderr)).into());
    }
    let e = exe.display().to_string();
    let probes = vec![
        format!("uprobe:{e}:run_it"),
        format!("uretprobe:{e}:run_it"),
        format!("uprobe:{LIBC}:execve"),
        format!("uretprobe:{LIBC}:execve"),
        format!("uprobe:{LIBC}:malloc"),
    ];
    agree(&e, &["/bin/echo", "after exec"], probes)
}

/// One line of `/proc/PID/maps`: addresses, permissions, offset and name (the device
/// and inode columns are the view's in the simulator, see known differences).
fn maps_lines(text: &str) -> Vec<(String, String, String, String)> {
    text.lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            Some((
                f.first()?.to_string(),
                f.get(1)?.to_string(),
                f.get(2)?.to_string(),
                f.get(5).unwrap_or(&"").to_string(),
            ))
        })
        .collect()
}

/// `/proc/self/maps` read by a dynamic program lists what the native one lists, in the
/// same order: the executable (a private copy's name natively), libc and the loader at
/// the same addresses with the same permissions and offsets, `[heap]`, the vDSO pages,
/// `[stack]` (by name and permissions: the simulator's stack is its own fixed range),
/// `[vsyscall]` and the unnamed anonymous mappings ld.so makes.
fn proc_self_maps() -> Result<(), Failed> {
    let mut req = RunRequest::new(Target::parse("/usr/bin/cat").map_err(|e| e.to_string())?, Vec::new());
    req.extra_args = vec!["/proc/self/maps".into()];
    req.root = Some("/".into());
    let d = crate::diff_run(&req).map_err(|e| format!("cat: {e}"))?;
    maps_agree(&d, "/cat", 10)
}

/// `tests/data/self_maps.c` built static: its `/proc/self/maps` after a clock read and
/// an `mmap` lists the same lines natively, the vDSO pages and the new mapping at the
/// same addresses (`[stack]` by name and permissions).
fn static_proc_self_maps() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe = dir.path().join("self_maps").display().to_string();
    crate::cbuild::build_into(crate::cbuild::Libc::Glibc, "self_maps.c", &["-O1"], Path::new(&exe))?;
    let req = RunRequest::new(Target::parse(&exe).map_err(|e| e.to_string())?, Vec::new());
    let d = crate::diff_run(&req).map_err(|e| format!("self_maps: {e}"))?;
    maps_agree(&d, "/self_maps", 8)
}

/// The maps both sides of `d` printed are the same lines (at least `min`), the
/// executable's (named `..exe`) by its place, `[stack]` by name and permissions; and
/// both exits are the same.
fn maps_agree(d: &diff::Diff, exe: &str, min: usize) -> Result<(), Failed> {
    let keep = |text: &str| -> Vec<(String, String, String, String)> {
        maps_lines(text)
            .into_iter()
            .map(|(a, p, o, n)| match n.as_str() {
                "[stack]" => (String::new(), p, o, n),
                n if n.ends_with(exe) => (a, p, o, "EXE".into()),
                _ => (a, p, o, n),
            })
            .collect()
    };
    let (sim, host) = (keep(&d.sim.stdout), keep(&d.real.stdout));
    if sim.len() < min || sim != host || d.sim.exit != d.real.exit {
        return Err(format!("maps differ:\nsimulator:\n{}\nhost:\n{}", d.sim.stdout, d.real.stdout).into());
    }
    Ok(())
}

/// Patterns on libc by its bare name (`uprobe:libc:mem*`, `uretprobe:libc:{malloc,calloc}`),
/// as bpftrace takes them: every site's hits agree.
fn library_patterns() -> Result<(), Failed> {
    agree(
        "/usr/bin/sort",
        &["/etc/os-release"],
        vec!["uprobe:libc:mem*".into(), "uretprobe:libc:{malloc,calloc}".into()],
    )
}

/// `tests/data/file_map.c`: private, shared, offset and `MAP_FIXED` file mappings,
/// `MADV_DONTNEED` on a written private one, `mprotect`, `mremap` and `munmap` of them,
/// and the refusals (a bad fd, a write-only one), with probes on libc's `mmap` and
/// `madvise`.
fn file_mappings() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe = build_c(dir.path(), "file_map.c", "file_map")?;
    let work = dir.path().display().to_string();
    agree(&exe, &[&work], vec![format!("uprobe:{LIBC}:mmap"), format!("uretprobe:{LIBC}:madvise")])
}

/// Builds `tests/data/SRC` with `cc -O1` (dynamic) into `dir` as `name`.
/// `tests/data/NAME.c` built and run with no argument under [`agree`] with `probes`.
fn agree_c(name: &str, probes: Vec<String>) -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe = build_c(dir.path(), &format!("{name}.c"), name)?;
    agree(&exe, &[], probes)
}

fn build_c(dir: &Path, src: &str, name: &str) -> Result<String, Failed> {
    let exe = dir.join(name).display().to_string();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(src).display().to_string();
    let out =
        std::process::Command::new("cc").args(["-O1", "-o", &exe, &src]).output().map_err(|e| format!("cc: {e}"))?;
    if !out.status.success() {
        return Err(format!("cc failed:\n{}", String::from_utf8_lossy(&out.stderr)).into());
    }
    Ok(exe)
}

/// `tests/data/proc_dirs.c`: `/proc/self/fd` and its links, `/proc/self/task`, and what
/// `/proc` and `/proc/self` list, with probes on libc's `opendir` and `readlink` (`/proc` natively lists every pid).
fn proc_dirs() -> Result<(), Failed> {
    agree_c("proc_dirs", vec![format!("uprobe:{LIBC}:opendir"), format!("uretprobe:{LIBC}:readlink")])
}

/// `tests/data/fork_nohang.c`: after `fork` the parent runs first, so a `wait4(-1,
/// WNOHANG)` made at once finds the child running (#27), with probes on libc's `fork`
/// and `waitpid`.
fn fork_returns_to_the_parent_first() -> Result<(), Failed> {
    agree_c("fork_nohang", vec![format!("uprobe:{LIBC}:fork"), format!("uretprobe:{LIBC}:waitpid")])
}

/// `tests/data/devices.c`: `/dev` as programs expect it, whatever the view's root holds.
fn devices() -> Result<(), Failed> {
    agree_c("devices", vec![format!("uprobe:{LIBC}:open"), format!("uretprobe:{LIBC}:read")])
}

/// `mremap(MREMAP_MAYMOVE)` growing an anonymous mapping again and again (realloc's
/// pattern): each growth works, as natively (the simulator once refused the third with
/// -EFAULT, having made the in-place growth a second VMA).
fn mremap_grows_in_place() -> Result<(), Failed> {
    agree_c("mremap_grow", vec![format!("uprobe:{LIBC}:mremap"), format!("uretprobe:{LIBC}:mremap")])
}

/// A uprobe of the host's on a guest's executable, as another tracer on the host may
/// have: the host kernel leaves guest memory alone. Registered while the simulated
/// program runs unprobed, it plants no `int3` in the guest (which would be its
/// SIGTRAP); registered and removed at the very site a simulated probe patched, it
/// leaves the simulator's `int3` in place (the probe hits once). The host acts on every
/// private mapping of a probed file that may execute (`valid_vma()`): guest memory
/// backed by one would see both.
fn host_probe_on_the_same_file() -> Result<(), Failed> {
    let exe = "/usr/bin/wc";
    let mut req = RunRequest::new(Target::parse(exe).map_err(|e| e.to_string())?, vec![]);
    req.root = Some("/".into());
    req.extra_args = vec!["/etc/hostname".into()];
    let image = req.target.image().map_err(|e| e.to_string())?;
    let entry = image.entry - image.load_bias;
    let seg = (image.segments.iter().find(|s| s.vaddr <= image.entry && image.entry < s.vaddr + s.filesz))
        .ok_or("no segment holds the entry point")?;
    let offset = seg.offset + (image.entry - seg.vaddr);
    // Unprobed in the simulator, probed by the host throughout.
    let mut m = probesim::session::build_machine(&req, |_| {}).map_err(|e| e.to_string())?;
    let host = HostUprobe::open(exe, offset)?;
    let exit = m.run().map_err(|e| e.to_string())?;
    drop(host);
    if exit != probesim::kernel::Exit::Exited(0) {
        return Err(format!("{exe} under a host probe at {offset:#x}: {exit:?}, not exit 0").into());
    }
    // Probed in the simulator first; the host's probe comes and goes before the run.
    req.probes = vec![format!("uprobe:{exe}:{entry:#x}")];
    let mut m = probesim::session::build_machine(&req, |_| {}).map_err(|e| e.to_string())?;
    drop(HostUprobe::open(exe, offset)?);
    m.run().map_err(|e| e.to_string())?;
    let hits: Vec<u64> = m.consumer_counts().iter().map(|c| c.hits).collect();
    if hits != [1] {
        return Err(format!("the simulated probe at {offset:#x} of {exe} hit {hits:?} times, not once").into());
    }
    Ok(())
}

/// A uprobe perf event of the host's on this process, at `offset` of `path`: registered
/// while the value (its descriptor) lives.
struct HostUprobe {
    _event: std::os::fd::OwnedFd,
}

impl HostUprobe {
    fn open(path: &str, offset: u64) -> Result<HostUprobe, Failed> {
        use std::os::fd::FromRawFd;
        let pmu: u32 = std::fs::read_to_string("/sys/bus/event_source/devices/uprobe/type")
            .map_err(|e| e.to_string())?
            .trim()
            .parse()
            .map_err(|_| "no uprobe PMU type")?;
        let path = std::ffi::CString::new(path).map_err(|e| e.to_string())?;
        // `perf_event_attr` up to `config2` (PERF_ATTR_SIZE_VER1).
        #[repr(C)]
        #[derive(Default)]
        struct Attr {
            type_: u32,
            size: u32,
            config: u64,
            sample_period: u64,
            sample_type: u64,
            read_format: u64,
            flags: u64,
            wakeup: u32,
            bp_type: u32,
            config1: u64,
            config2: u64,
        }
        let attr = Attr {
            type_: pmu,
            size: std::mem::size_of::<Attr>() as u32,
            config1: path.as_ptr() as u64,
            config2: offset,
            ..Default::default()
        };
        // SAFETY: `attr` is a live perf_event_attr of the size it says; its one pointer,
        // `config1`, points at `path`, alive across the call. Pid 0 (this process), any
        // CPU, no group, PERF_FLAG_FD_CLOEXEC.
        #[allow(unsafe_code)]
        let fd = unsafe { libc::syscall(libc::SYS_perf_event_open, &attr as *const Attr, 0, -1, -1, 8) };
        if fd < 0 {
            return Err(format!("perf_event_open: {}", std::io::Error::last_os_error()).into());
        }
        // SAFETY: `fd` is the event just opened, owned by nothing else.
        #[allow(unsafe_code)]
        Ok(HostUprobe { _event: unsafe { std::os::fd::OwnedFd::from_raw_fd(fd as i32) } })
    }
}

/// The trials, ignored where real uprobes are unavailable.
pub fn trials(unavailable: bool) -> Vec<Trial> {
    let mut out = Vec::new();
    for tool in ["ls", "sort", "wc", "cat", "uniq"] {
        out.push(Trial::test(format!("dynamic::coreutils::{tool}"), move || coreutils(tool)));
    }
    out.push(Trial::test("dynamic::perl", perl));
    out.push(Trial::test("dynamic::python", python));
    out.push(Trial::test("dynamic::sqlite", sqlite));
    out.push(Trial::test("dynamic::tcl", tcl));
    for sh in ["/bin/dash", "/bin/bash"] {
        let name = sh.rsplit('/').next().unwrap_or(sh);
        out.push(Trial::test(format!("dynamic::shell::{name}"), move || shell(sh)));
    }
    out.push(Trial::test("dynamic::exec_pending", exec_pending));
    out.push(Trial::test("dynamic::proc_self_maps", proc_self_maps));
    out.push(Trial::test("dynamic::static_proc_self_maps", static_proc_self_maps));
    out.push(Trial::test("dynamic::dlopen_round_trip", dlopen_round_trip));
    out.push(Trial::test("dynamic::unmapped_library", unmapped_library));
    out.push(Trial::test("dynamic::library_usdt_semaphore", library_usdt_semaphore));
    out.push(Trial::test("dynamic::library_patterns", library_patterns));
    out.push(Trial::test("dynamic::file_mappings", file_mappings));
    out.push(Trial::test("dynamic::mremap_grows_in_place", mremap_grows_in_place));
    out.push(Trial::test("dynamic::devices", devices));
    out.push(Trial::test("dynamic::host_probe_on_the_same_file", host_probe_on_the_same_file));
    out.push(Trial::test("dynamic::select", || agree_c("select", vec![])));
    out.push(Trial::test("dynamic::proc_dirs", proc_dirs));
    out.push(Trial::test("dynamic::fork_returns_to_the_parent_first", fork_returns_to_the_parent_first));
    out.push(Trial::test("dynamic::go::goroutines", go_goroutines));
    out.push(Trial::test("dynamic::go::uretprobe_stack_growth", go_uretprobe_stack_growth));
    out.push(Trial::test("dynamic::go::uretprobe_crash_explained", go_uretprobe_crash_explained));
    out.into_iter().map(|t| t.with_ignored_flag(unavailable)).collect()
}
