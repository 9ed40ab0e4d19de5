//! Real programs against the real kernel: Lua, the `sqlite3` shell, `bzip2` and dash,
//! built from upstream sources (crate `real-programs`) with glibc and with musl, each run
//! under `probesim::diff` with entry probes and return probes on libc and program
//! functions. Exit, stdout, stderr and every probe's hits must agree; a binary stdout is
//! also compared byte for byte with a plain native run.
//!
//! Each case first checks the host's run (the oracle) against what the case is for: its
//! exit status, text it must print, and a hit on every probe. A case that stops
//! exercising its path (another libc version, another compiler) fails there instead of
//! agreeing vacuously.
//!
//! [`EXPECTED_TO_FAIL`] lists the trials that do not agree yet, each with the first
//! difference; they are reported as ignored (`--include-ignored` runs them). The list
//! shrinks as the simulator's syscalls land: removing a name is all it takes.

use std::path::{Path, PathBuf};

use libtest_mimic::{Failed, Trial};
use real_programs::{Libc, Program};

use probesim::session::{exit_text, RunRequest};
use probesim::target::Target;

/// Trials (`CASE::LIBC`) that differ from the host on this branch, with the first
/// difference. To shrink as the simulator's syscalls land: delete a line and the trial
/// runs (and must pass).
///
/// On a trial merge of this branch with the syscall branches (files and pipes, signals,
/// time and process calls, the CPU model, process blocking) every trial agreed but for
/// two environment differences: the native run gets `GLIBC_TUNABLES` in its
/// environment and the simulated one does not, so dash imports one more variable (one
/// `malloc` more on the host, every dash trial); and with the file view at the current
/// directory, /etc/localtime is missing (lua-clock with glibc: one `free` fewer).
///
/// Syscalls are named with their x86-64 numbers, as the report's `unknown_syscalls`
/// lists them. Every dash trial also prints `sh: 0: getcwd() failed` (no getcwd, 79),
/// and every glibc trial makes one `malloc` fewer at startup (no readlink, 89).
const EXPECTED_TO_FAIL: &[(&str, &str)] = &[];

/// What a case feeds on stdin.
#[derive(Clone, Copy)]
enum Input {
    /// Nothing (`/dev/null` on the host).
    Empty,
    /// [`text_input`].
    Text,
    /// [`text_input`] compressed by the same `bzip2`, natively.
    Bz2,
    /// That, with one byte in the middle changed.
    CorruptBz2,
}

/// One invocation of one program, and what the host must show for it.
struct Case {
    name: &'static str,
    program: Program,
    args: &'static [&'static str],
    input: Input,
    /// `u:SYMBOL` (uprobe) or `r:SYMBOL` (uretprobe), on top of the program's own.
    probes: &'static [&'static str],
    /// The host's exit, as [`exit_text`] puts it.
    exit: &'static str,
    /// Text the host's stdout must contain.
    stdout_has: &'static [&'static str],
    /// Text the host's stderr must contain.
    stderr_has: &'static [&'static str],
    /// stdout is binary: compare bytes with a plain native run.
    binary_stdout: bool,
}

/// Probes on every case of a program: the interpreter loop, the allocator, the shell's
/// evaluator.
fn common_probes(p: Program) -> &'static [&'static str] {
    match p {
        // Lua allocates with realloc only (`l_alloc`); musl's realloc(NULL) does not
        // enter `malloc`.
        Program::Lua => &["u:luaV_execute", "u:realloc", "r:free"],
        Program::Sqlite => &["u:sqlite3_prepare_v2", "u:malloc", "r:free"],
        Program::Bzip2 => &["u:malloc", "r:free"],
        Program::Dash => &["u:evaltree", "u:malloc"],
    }
}

const SQLITE_INIT: [&str; 3] = ["-init", "real-programs/data/sqliterc", ":memory:"];

const CASES: &[Case] = &[
    Case {
        name: "lua-pcall",
        program: Program::Lua,
        args: &["print(pcall(error, 'boom')) local n = 0 \
                 for i = 1, 100 do if not pcall(function() error({i}) end) then n = n + 1 end end print(n) \
                 print(pcall(string.rep)) \
                 print(select(2, xpcall(function() local t = nil return t.x end, function(m) return 'handled: ' .. m end)))"],
        input: Input::Empty,
        probes: &["u:luaD_throw", "u:_longjmp", "u:_setjmp", "r:lua_pcallk"],
        exit: "exited with code 0",
        stdout_has: &["false\tboom\n100\nfalse\tbad argument #1 to 'string.rep'", "handled: "],
        stderr_has: &[],
        binary_stdout: false,
    },
    Case {
        name: "lua-error",
        program: Program::Lua,
        args: &["local t = setmetatable({}, {__index = function(_, k) error('no field ' .. k, 2) end}) print(t.answer)"],
        input: Input::Empty,
        probes: &["u:luaD_throw", "u:_longjmp"],
        exit: "exited with code 1",
        stdout_has: &[],
        stderr_has: &["lua: ", "no field answer"],
        binary_stdout: false,
    },
    Case {
        name: "lua-abort",
        program: Program::Lua,
        args: &["-u", "local function f() error('unprotected') end f()"],
        input: Input::Empty,
        probes: &["u:luaD_throw", "u:abort", "u:raise"],
        exit: "killed by signal 6 (SIGABRT)",
        stdout_has: &[],
        stderr_has: &["PANIC: unprotected error in call to Lua API", "unprotected)"],
        binary_stdout: false,
    },
    Case {
        name: "lua-clock",
        program: Program::Lua,
        args: &["local t = os.time() \
                 print(math.type(t), t > 1.5e9, os.difftime(os.time(), t) < 60, math.type(os.clock()), \
                 os.date('!%Y-%m-%d %H:%M', 86400 * 365))"],
        input: Input::Empty,
        probes: &["u:time", "u:clock_gettime"],
        exit: "exited with code 0",
        stdout_has: &["integer\ttrue\ttrue\tfloat\t1971-01-01 00:00\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
    Case {
        name: "lua-alloc",
        program: Program::Lua,
        args: &["local s = string.rep('ab', 300000) .. '!' local t = {} \
                 for i = 1, 3000 do t[i] = i .. '' end collectgarbage() print(#s, #table.concat(t, ','))"],
        input: Input::Empty,
        probes: &["r:realloc"],
        exit: "exited with code 0",
        stdout_has: &["600001\t13892\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
    Case {
        name: "sqlite-query",
        program: Program::Sqlite,
        args: &[
            SQLITE_INIT[0],
            SQLITE_INIT[1],
            SQLITE_INIT[2],
            "create table t(a integer primary key, b text); insert into t(b) values ('x'), ('y'), ('z'); \
             select count(*) as n, group_concat(b, '-') as g from t; \
             select a * a as sq from t where b > 'x' order by a desc;",
        ],
        input: Input::Empty,
        probes: &["u:sqlite3_step", "r:sqlite3_step"],
        exit: "exited with code 0",
        stdout_has: &["n|g\n3|x-y-z\nsq\n9\n4\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
    Case {
        name: "sqlite-error",
        program: Program::Sqlite,
        args: &[SQLITE_INIT[0], SQLITE_INIT[1], SQLITE_INIT[2], "select 40 + 2 as x; select * from nosuch;"],
        input: Input::Empty,
        probes: &["r:sqlite3_prepare_v2"],
        exit: "exited with code 1",
        stdout_has: &["x\n42\n"],
        stderr_has: &["no such table: nosuch"],
        binary_stdout: false,
    },
    Case {
        name: "sqlite-time",
        program: Program::Sqlite,
        args: &[
            SQLITE_INIT[0],
            SQLITE_INIT[1],
            SQLITE_INIT[2],
            "select julianday('now') > 2451545.0 as y2k, typeof(strftime('%s', 'now')) as ty, \
             date(86400, 'unixepoch') as d;",
        ],
        input: Input::Empty,
        probes: &["u:sqlite3_step"],
        exit: "exited with code 0",
        stdout_has: &["y2k|ty|d\n1|text|1970-01-02\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
    Case {
        name: "bzip2-file",
        program: Program::Bzip2,
        args: &["-c", "-9", "Cargo.lock"],
        input: Input::Empty,
        probes: &["u:fopen", "u:BZ2_bzCompress", "r:BZ2_bzCompressInit", "u:compressStream"],
        exit: "exited with code 0",
        stdout_has: &["BZh9"],
        stderr_has: &[],
        binary_stdout: true,
    },
    Case {
        name: "bzip2-stdin",
        program: Program::Bzip2,
        args: &["-c", "-1"],
        input: Input::Text,
        probes: &["u:BZ2_bzCompress", "u:compressStream"],
        exit: "exited with code 0",
        stdout_has: &["BZh1"],
        stderr_has: &[],
        binary_stdout: true,
    },
    Case {
        name: "bzip2-decompress",
        program: Program::Bzip2,
        args: &["-d", "-c"],
        input: Input::Bz2,
        probes: &["u:BZ2_bzDecompress", "u:uncompressStream", "r:BZ2_bzDecompressInit"],
        exit: "exited with code 0",
        stdout_has: &["1 1\n2 4\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
    Case {
        name: "bzip2-corrupt",
        program: Program::Bzip2,
        args: &["-t"],
        input: Input::CorruptBz2,
        probes: &["u:BZ2_bzDecompress"],
        exit: "exited with code 2",
        stdout_has: &[],
        stderr_has: &["(stdin)"],
        binary_stdout: false,
    },
    Case {
        name: "dash-subshell",
        program: Program::Dash,
        args: &["-c", "(exit 3); echo \"subshell $?\"; x=$(exit 4); echo \"substitution $?\"; (trap 'echo trap in subshell' EXIT; exit 5); echo \"again $?\""],
        input: Input::Empty,
        probes: &["r:_Fork", "u:wait4", "u:dowait", "r:forkshell"],
        exit: "exited with code 0",
        stdout_has: &["subshell 3\nsubstitution 4\ntrap in subshell\nagain 5\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
    // No probe on `wait4` here: `wait` polls with WNOHANG and then sleeps in sigsuspend
    // until SIGCHLD, so it calls wait4 once or twice depending on whether the child has
    // exited when the parent gets there: the host's scheduling, not the kernel's uprobes.
    Case {
        name: "dash-background",
        program: Program::Dash,
        args: &["-c", "false & wait $!; echo \"background $?\"; (exit 7) & (exit 8) & wait; echo \"all $?\""],
        input: Input::Empty,
        probes: &["r:_Fork", "u:dowait", "r:forkshell"],
        exit: "exited with code 0",
        stdout_has: &["background 1\nall 0\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
    Case {
        name: "dash-pipe",
        program: Program::Dash,
        args: &["-c", "echo \"$(echo inner)\"; echo piped | { read x; echo \"read $x\"; }; echo a b c | { read a b; echo \"$b\"; }"],
        input: Input::Empty,
        probes: &["u:pipe", "r:_Fork", "u:evalpipe"],
        exit: "exited with code 0",
        stdout_has: &["inner\nread piped\nb c\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
    Case {
        name: "dash-trap",
        program: Program::Dash,
        args: &["-c", "trap 'echo caught USR1' USR1; kill -USR1 $$; echo after; trap 'echo bye' EXIT"],
        input: Input::Empty,
        probes: &["u:onsig", "u:dotrap", "u:kill", "u:sigaction"],
        exit: "exited with code 0",
        stdout_has: &["caught USR1\nafter\nbye\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
    Case {
        name: "dash-files",
        program: Program::Dash,
        args: &["-c", "read l < real-programs/data/lines.txt; echo \"$l\"; exec 3< real-programs/data/lines.txt; \
                 read a <&3; read b <&3; echo \"fd3: $b\"; set -- real-programs/data/*.txt; echo \"$# file\"; \
                 echo to-stderr >&2; cd real-programs/data && read l < lines.txt && echo \"after cd: $l\""],
        input: Input::Empty,
        probes: &["u:open", "u:dup2", "u:read", "u:chdir"],
        exit: "exited with code 0",
        stdout_has: &["first line of a file that dash reads\nfd3: second line\n1 file\nafter cd: first line"],
        stderr_has: &["to-stderr\n"],
        binary_stdout: false,
    },
    Case {
        name: "dash-kill",
        program: Program::Dash,
        args: &["-c", "echo before; kill -TERM $$; echo not reached"],
        input: Input::Empty,
        probes: &["u:kill"],
        exit: "killed by signal 15 (SIGTERM)",
        stdout_has: &["before\n"],
        stderr_has: &[],
        binary_stdout: false,
    },
];

/// The instruction budget of a simulated run.
const MAX_INSNS: u64 = 400_000_000;

/// Where the binaries are cached: `target/tmp/real-programs`.
fn cache_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("real-programs")
}

/// A few kilobytes of text: `N N²` per line.
fn text_input() -> Vec<u8> {
    (1..=400u64).map(|i| format!("{i} {}\n", i * i)).collect::<String>().into_bytes()
}

/// Runs `bin` natively with `args`, `stdin` as its stdin: its stdout.
fn native(bin: &Path, args: &[&str], stdin: &[u8]) -> Result<Vec<u8>, String> {
    use std::io::Write;
    let mut child = std::process::Command::new(bin)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map_err(|e| format!("{}: {e}", bin.display()))?;
    child.stdin.take().ok_or("no stdin")?.write_all(stdin).map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    Ok(out.stdout)
}

fn stdin_bytes(input: Input, bin: &Path) -> Result<Vec<u8>, String> {
    Ok(match input {
        Input::Empty => Vec::new(),
        Input::Text => text_input(),
        Input::Bz2 => native(bin, &["-c"], &text_input())?,
        Input::CorruptBz2 => {
            let mut b = native(bin, &["-c"], &text_input())?;
            let mid = b.len() / 2;
            b[mid] ^= 0x55;
            b
        }
    })
}

fn check(case: &Case, libc: Libc) -> Result<(), Failed> {
    let built = real_programs::binary(case.program, libc, &cache_dir())?;
    // A private copy per trial: the probes are system-wide (the default scope), so on
    // the host they count every process that runs the file, and trials run in parallel.
    let own = tempfile::Builder::new().prefix("probesim-real-program-").tempdir().map_err(|e| e.to_string())?;
    let bin = own.path().join(built.file_name().unwrap_or_default());
    std::fs::copy(&built, &bin).map_err(|e| format!("{}: {e}", bin.display()))?;
    let path = bin.display().to_string();
    let probes: Vec<String> = common_probes(case.program)
        .iter()
        .chain(case.probes)
        .map(|p| match p.split_once(':') {
            Some(("u", sym)) => format!("uprobe:{path}:{sym}"),
            Some(("r", sym)) => format!("uretprobe:{path}:{sym}"),
            _ => unreachable!("probe `{p}` is neither u:SYMBOL nor r:SYMBOL"),
        })
        .collect();
    let stdin = stdin_bytes(case.input, &bin)?;
    let stdin_file =
        std::env::temp_dir().join(format!("probesim-real-{}-{}-{}.in", case.name, libc.name(), std::process::id()));
    std::fs::write(&stdin_file, &stdin).map_err(|e| format!("{}: {e}", stdin_file.display()))?;
    let mut req = RunRequest::new(Target::File(bin.clone()), probes);
    // Each case runs a few million instructions; a simulated run gone astray (a loop
    // on an errno) stops at this instead of the default two billion.
    req.max_insns = MAX_INSNS;
    // The real run sees the host's `/`, and so does the simulated one: glibc's strftime
    // calls tzset, which reads /etc/localtime (lua-clock); the cases' relative paths
    // resolve from the current directory either way.
    req.root = Some("/".into());
    req.extra_args = case.args.iter().map(|a| a.to_string()).collect();
    req.stdin = Some(stdin.clone());
    req.stdin_path = Some(stdin_file.clone());
    let d = crate::diff_run(&req);
    let _ = std::fs::remove_file(&stdin_file);
    let d = d.map_err(|e| format!("{}: {e}", case.name))?;

    // The oracle's run does what the case is for.
    let (real, sim) = (&d.real, &d.sim);
    let mut wrong = Vec::new();
    if exit_text(&real.exit) != case.exit {
        wrong.push(format!("host {} (the case expects {})", exit_text(&real.exit), case.exit));
    }
    for s in case.stdout_has {
        if !real.stdout.contains(s) {
            wrong.push(format!("host stdout {:?} lacks {s:?}", real.stdout));
        }
    }
    for s in case.stderr_has {
        if !real.stderr.contains(s) {
            wrong.push(format!("host stderr {:?} lacks {s:?}", real.stderr));
        }
    }
    for p in &real.probes {
        if !p.installed || p.hits == 0 {
            wrong.push(format!("host: {} installed={} hits={} (every probe must fire)", p.spec, p.installed, p.hits));
        }
    }
    if !wrong.is_empty() {
        return Err(format!("the host run does not exercise the case:\n{}", wrong.join("\n")).into());
    }

    // The simulator agrees.
    let mut differences = d.differences.clone();
    if sim.stderr != real.stderr {
        differences.push(format!("stderr: simulator {:?} / host {:?}", sim.stderr, real.stderr));
    }
    if case.binary_stdout {
        let native = native(&bin, case.args, &stdin)?;
        if sim.stdout_bytes() != native.as_slice() {
            differences.push(format!(
                "stdout bytes: simulator {} bytes / native {} bytes, first difference at byte {}",
                sim.stdout_bytes().len(),
                native.len(),
                sim.stdout_bytes().iter().zip(&native).take_while(|(a, b)| a == b).count()
            ));
        }
    }
    if differences.is_empty() {
        return Ok(());
    }
    let unknown: Vec<String> = sim.unknown_syscalls.iter().map(|(k, v)| format!("{k}×{v}")).collect();
    Err(format!(
        "differences from the real kernel:\n{}\nsimulator's unknown syscalls (-ENOSYS): {}",
        differences.join("\n"),
        if unknown.is_empty() { "none".to_string() } else { unknown.join(" ") }
    )
    .into())
}

/// One trial per case and libc, `program::CASE::LIBC`; ignored when real uprobes are
/// unavailable or the trial is in [`EXPECTED_TO_FAIL`].
pub fn trials(unavailable: bool) -> Vec<Trial> {
    if !unavailable && !EXPECTED_TO_FAIL.is_empty() {
        eprintln!(
            "{} real-program trials are expected to fail and reported as ignored (EXPECTED_TO_FAIL in \
             tests/real/programs.rs; --include-ignored runs them)",
            EXPECTED_TO_FAIL.len()
        );
    }
    let mut trials = Vec::new();
    for (i, case) in CASES.iter().enumerate() {
        for libc in Libc::ALL {
            let id = format!("{}::{}", case.name, libc.name());
            let expected_fail = EXPECTED_TO_FAIL.iter().any(|(n, _)| *n == id);
            trials.push(
                Trial::test(format!("program::{id}"), move || check(&CASES[i], libc))
                    .with_ignored_flag(unavailable || expected_fail),
            );
        }
    }
    trials
}

/// Every name in [`EXPECTED_TO_FAIL`] is a trial, so a stale entry is noticed.
pub fn expected_to_fail_names_are_trials() -> Result<(), Failed> {
    let stale: Vec<&str> = EXPECTED_TO_FAIL
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| !CASES.iter().any(|c| Libc::ALL.iter().any(|l| format!("{}::{}", c.name, l.name()) == *n)))
        .collect();
    if stale.is_empty() {
        Ok(())
    } else {
        Err(format!("EXPECTED_TO_FAIL names no such trial: {stale:?}").into())
    }
}
