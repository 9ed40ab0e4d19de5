//! `probesim bpftrace --diff` on bpftrace one-liners against the host's bpftrace: the
//! same program and command, the two outputs compared as bpftrace's runtime tests
//! compare them ([`probesim::bpftrace::real::differences`]). Probes on libc are
//! system-wide on the host, so those programs filter on `cpid`, as a user of `-c`
//! does; each trial probes its own copy of the trial program (a uprobe is on the file,
//! so two trials on one file would count each other's calls natively), and the host
//! runs go one at a time. Needs the host's bpftrace (`scripts/setup.sh` installs it): without it each
//! trial is a skip, and under CI a failure.

use std::path::Path;

use libtest_mimic::{Failed, Trial};

use probesim::bpftrace::{self, real, Capture};
use probesim::session::RunRequest;
use probesim::target::Target;

/// (name, command, program). `{t}` is the trial program `tests/data/bt_calls.c`.
const ONE_LINERS: &[(&str, &str, &str)] = &[
    ("count_by_arg", "{t}", "uprobe:{t}:twice { @[arg0] = count(); }"),
    (
        "sum_min_max_avg",
        "{t}",
        "uprobe:{t}:twice { @s = sum(arg0); @mx = max(arg0); @mn = min(arg0); @a = avg(arg0); }",
    ),
    ("stats", "{t}", "uprobe:{t}:twice { @st = stats(arg0); }"),
    ("hist_retval", "{t}", "uretprobe:{t}:twice { @ret = hist(retval); }"),
    ("lhist_arg", "{t}", "uprobe:{t}:twice { @l = lhist(arg0, 0, 10, 2); }"),
    ("predicate_printf", "{t}", "uprobe:{t}:twice /arg0 > 6/ { printf(\"big %d\\n\", arg0); }"),
    ("three_args", "{t}", "uprobe:{t}:add3 { printf(\"%d %d %d\\n\", arg0, arg1, arg2); }"),
    ("str_arg", "{t}", "uprobe:{t}:greet { printf(\"greet %s\\n\", str(arg0)); }"),
    ("retval_negative_cast", "{t}", "uretprobe:{t}:neg { printf(\"%d\\n\", (int32)retval); }"),
    ("entry_and_return_probe_names", "{t}", "u:{t}:twice { @[probe] = count(); } ur:{t}:twice { @[probe] = count(); }"),
    (
        "recursion_depth",
        "{t}",
        "uprobe:{t}:depth { @calls = count(); } uretprobe:{t}:depth { @rets[retval] = count(); }",
    ),
    ("variables_and_if", "{t}", "uprobe:{t}:twice { $x = arg0 * 3 + 1; if ($x > 7) { @big++; } else { @small++; } }"),
    ("wildcard_functions", "{t}", "uprobe:{t}:t* { @[probe] = count(); }"),
    (
        "begin_end_order",
        "{t}",
        "BEGIN { printf(\"begin\\n\"); } uprobe:{t}:add3 { printf(\"add3\\n\"); } END { printf(\"end\\n\"); }",
    ),
    ("comm", "{t}", "uprobe:{t}:greet { @[comm] = count(); }"),
    ("ternary_and_tuple_key", "{t}", "uprobe:{t}:twice { @[arg0 % 2 == 0 ? 10 : 11, arg0 > 4] = count(); }"),
    (
        "delete_and_clear",
        "{t}",
        "uprobe:{t}:twice { @a[arg0] = 1; if (arg0 > 2) { delete(@a[arg0 - 1]); } } END { clear(@a); }",
    ),
    // exit() in the last call: how many calls bpftrace counts after an earlier exit()
    // depends on how soon it detaches (see interp::EXIT_LATENCY_NS).
    (
        "exit_in_the_last_call",
        "{t}",
        "uprobe:{t}:twice /arg0 == 21/ { printf(\"last\\n\"); exit(); } uprobe:{t}:twice { @n = count(); }",
    ),
    ("count_never_hit", "{t}", "uprobe:{t}:twice /arg0 == 100/ { @never = count(); }"),
    ("libc_malloc_by_comm", "/bin/ls /", "uprobe:libc:malloc /pid == cpid/ { @[comm] = count(); }"),
    (
        "libc_malloc_and_free",
        "/bin/ls /",
        "uprobe:libc:free /pid == cpid/ { @frees = count(); } uprobe:libc:malloc /pid == cpid/ { @mallocs = count(); }",
    ),
    (
        "libc_write_probes",
        "/bin/echo hi",
        "uprobe:libc:fwrite, uprobe:libc:fputs_unlocked /pid == cpid/ { @[probe] = count(); }",
    ),
    ("libc_opendir_path", "/bin/ls /", "uprobe:libc:opendir /pid == cpid/ { printf(\"opendir %s\\n\", str(arg0)); }"),
    ("libc_strlen_count", "/bin/ls /", "uprobe:libc:strlen /pid == cpid/ { @n = count(); }"),
];

/// The trial program, built once.
static PROGRAM: std::sync::OnceLock<Result<(tempfile::TempDir, String), String>> = std::sync::OnceLock::new();

fn program() -> Result<String, Failed> {
    let built = PROGRAM.get_or_init(|| {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let exe = dir.path().join("bt_calls").display().to_string();
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bt_calls.c");
        let out = std::process::Command::new("cc")
            .args(["-O1", "-fno-omit-frame-pointer", "-o", &exe])
            .arg(&src)
            .output()
            .map_err(|e| format!("cc: {e}"))?;
        if !out.status.success() {
            return Err(format!("cc failed:\n{}", String::from_utf8_lossy(&out.stderr)));
        }
        Ok((dir, exe))
    });
    match built {
        Ok((_, exe)) => Ok(exe.clone()),
        Err(e) => Err(e.clone().into()),
    }
}

/// Whether the host's bpftrace is there; a missing one fails under CI.
fn have_bpftrace() -> Result<bool, Failed> {
    let found = std::process::Command::new("bpftrace").arg("--version").output().is_ok_and(|o| o.status.success());
    if !found && std::env::var_os("CI").is_some() {
        return Err("no bpftrace on the host: scripts/setup.sh installs it".into());
    }
    Ok(found)
}

/// One host bpftrace at a time.
static HOST: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// One-liners compared in `-f json`: (name, command, program).
const JSON_ONE_LINERS: &[(&str, &str, &str)] = &[
    (
        "json_maps",
        "{t}",
        "uprobe:{t}:twice { @[arg0] = count(); @h = hist(arg0); @s = stats(arg0); @l = lhist(arg0, 0, 10, 5); }",
    ),
    ("json_printf", "{t}", "uretprobe:{t}:twice { printf(\"ret %d\\n\", retval); }"),
];

fn one_liner(name: &str, command: &str, program_text: &str) -> Result<(), Failed> {
    one_liner_as(name, command, program_text, false)
}

fn one_liner_as(name: &str, command: &str, program_text: &str, json: bool) -> Result<(), Failed> {
    if !have_bpftrace()? {
        return Ok(());
    }
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let t = dir.path().join(name).display().to_string();
    std::fs::copy(program()?, &t).map_err(|e| e.to_string())?;
    let command = command.replace("{t}", &t);
    let text = program_text.replace("{t}", &t);
    let words: Vec<&str> = command.split_whitespace().collect();
    let mut req = RunRequest::new(Target::parse(words[0]).map_err(|e| e.to_string())?, Vec::new());
    req.extra_args = words[1..].iter().map(|w| w.to_string()).collect();
    let sim = Capture::default();
    let fin = bpftrace::run(&text, &req, json, Box::new(sim.clone())).map_err(|e| e.to_string())?;
    // Deterministic: a second run prints the same bytes.
    let again = Capture::default();
    bpftrace::run(&text, &req, json, Box::new(again.clone())).map_err(|e| e.to_string())?;
    if again.text() != sim.text() {
        return Err(format!("two runs differ:\n{}\n---\n{}", sim.text(), again.text()).into());
    }
    let host = {
        let _one = HOST.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        real::run_host(&text, Some(&command), json, &req.envp(), None)?
    };
    let cpid = fin.runtime.borrow().cpid;
    let d = real::differences(&sim.text(), &host.stdout, &fin.report.stdout, (Some(cpid), host.cpid));
    let host = host.stdout;
    if !d.is_empty() {
        return Err(format!("{}\nsimulator:\n{}\nhost:\n{}", d.join("\n"), sim.text(), host).into());
    }
    Ok(())
}

/// bpftrace's own tools that trace user space with uprobes, as Debian installs them:
/// (name, command, its stdin, the C program the command runs (`{p}` in the command)).
/// threadsnoop.bt is not here: its `uprobe:libpthread:pthread_create` names a
/// function that glibc 2.34 moved into libc, so on this host it traces nothing.
/// ssllatency.bt and sslsnoop.bt need a TLS peer.
const TOOLS: &[(&str, &str, &str, Option<&str>)] = &[
    ("bashreadline", "/bin/bash --norc -i", "echo hi\nexit\n", None),
    ("gethostlatency", "{p}", "", Some("bt_hosts.c")),
];

fn tool(name: &str, command: &str, stdin: &str, source: Option<&str>) -> Result<(), Failed> {
    if !have_bpftrace()? {
        return Ok(());
    }
    let script = format!("/usr/sbin/{name}.bt");
    let Ok(text) = std::fs::read_to_string(&script) else {
        return Err(format!("{script} is missing (Debian's bpftrace installs it)").into());
    };
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let command = match source {
        Some(src) => {
            let exe = dir.path().join(name).display().to_string();
            let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(src);
            let out = std::process::Command::new("cc")
                .args(["-O1", "-o", &exe])
                .arg(&src)
                .output()
                .map_err(|e| e.to_string())?;
            if !out.status.success() {
                return Err(format!("cc failed:\n{}", String::from_utf8_lossy(&out.stderr)).into());
            }
            command.replace("{p}", &exe)
        }
        None => command.to_string(),
    };
    let words = real::split_command(&command);
    let mut req = RunRequest::new(Target::parse(&words[0]).map_err(|e| e.to_string())?, Vec::new());
    req.extra_args = words[1..].to_vec();
    req.stdin = Some(stdin.as_bytes().to_vec());
    let sim = Capture::default();
    let fin = bpftrace::run(&text, &req, false, Box::new(sim.clone())).map_err(|e| e.to_string())?;
    let host = {
        let _one = HOST.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        real::run_host(&text, Some(&command), false, &req.envp(), Some(stdin.as_bytes()))?
    };
    let cpid = fin.runtime.borrow().cpid;
    let d = real::differences(&sim.text(), &host.stdout, &fin.report.stdout, (Some(cpid), host.cpid));
    if !d.is_empty() {
        return Err(format!("{}\nsimulator:\n{}\nhost:\n{}", d.join("\n"), sim.text(), host.stdout).into());
    }
    // The tool saw what the command did: a line past its header.
    if sim.text().lines().filter(|l| l.contains(&cpid.to_string())).count() == 0 {
        return Err(format!("{name} traced nothing:\n{}", sim.text()).into());
    }
    Ok(())
}

pub fn trials(unavailable: bool) -> Vec<Trial> {
    let mut out: Vec<Trial> = ONE_LINERS
        .iter()
        .map(|(name, command, text)| {
            Trial::test(format!("bpftrace::{name}"), move || one_liner(name, command, text))
                .with_ignored_flag(unavailable)
        })
        .collect();
    out.extend(JSON_ONE_LINERS.iter().map(|(name, command, text)| {
        Trial::test(format!("bpftrace::{name}"), move || one_liner_as(name, command, text, true))
            .with_ignored_flag(unavailable)
    }));
    out.extend(TOOLS.iter().map(|(name, command, stdin, source)| {
        Trial::test(format!("bpftrace::tools::{name}"), move || tool(name, command, stdin, *source))
            .with_ignored_flag(unavailable)
    }));
    out
}

/// bpftrace v0.17.0's own runtime cases with uprobes, uretprobes and USDT, restated in
/// `tests/data/bpftrace/cases.tsv` (with the test programs they run), each run by
/// `probesim bpftrace` and its output matched against the case's expectation (a
/// regex, as upstream's runner matches it). The command is the case's `-c`, or the
/// process upstream starts before or after bpftrace (`BEFORE`, `AFTER`, `-p`).
mod runtime {
    use super::*;

    /// The suites restated (the rest of the file holds every uprobe case upstream has,
    /// for reference).
    pub const SUITES: [&str; 7] = ["probe", "usdt", "call", "builtin", "other", "uprobe", "intcast"];

    /// Cases left out, with the reason. Everything else in [`SUITES`] must pass.
    pub const LEFT_OUT: &[(&str, &str)] = &[
        ("call/printf_argument_alignment", STRUCTS),
        ("call/buf", STRUCTS),
        ("call/print_non_map_array", STRUCTS),
        ("call/print_non_map_multi_dimensional_array", STRUCTS),
        ("call/print_non_map_struct", STRUCTS),
        ("call/macaddr", STRUCTS),
        ("call/macaddr as map key", STRUCTS),
        ("call/macaddr as map value", STRUCTS),
        ("other/strncmp function argument", STRUCTS),
        ("other/short non null-terminated string print", STRUCTS),
        ("other/bitfield access", STRUCTS),
        ("other/bitfield_access_2", STRUCTS),
        ("call/uaddr", "dereferences a typed pointer (`*(int32 *)uaddr(...)`): the subset has no pointer types"),
        ("uprobe/uprobes - list probes by pid in separate mount namespace", MOUNT_NS),
        ("uprobe/uprobes - attach to probe for executable in separate mount namespace", MOUNT_NS),
        ("usdt/usdt probes - list probes by pid in separate mountns", MOUNT_NS),
        ("usdt/usdt probes - lists linked library probes by pid", "lists the libraries a running process has mapped (its /proc/PID/maps): `-l` lists files, and a command's libraries are mapped only when it runs"),
        ("usdt/usdt probes - file based semaphore activation no process", "expects bpftrace's failure to find a running process for --usdt-file-activation: the simulator always has its command"),
        ("usdt/usdt probes - file based semaphore activation multi process", "two processes started before bpftrace and found through the semaphore file; the simulator runs one command, and --usdt-file-activation is not modelled"),
    ];

    /// Why the cases with C declarations are left out.
    const STRUCTS: &str = "declares C structs, arrays or bitfields that bpftrace parses with clang: the subset has no struct types or typed pointers";
    /// Why the mount-namespace cases are left out.
    const MOUNT_NS: &str = "needs a process in another mount namespace (unshare): the simulator has one view of files (`--root` is its analogue)";

    /// Restatements of cases whose upstream form leans on the host: (case, the
    /// expectation, the command), each `None` where upstream's stands.
    pub const RESTATED: &[(&str, Option<&str>, Option<&str>)] = &[
        // bpftrace 0.17 writes `__BPFTRACE_NOTIFY_PROBES_ATTACHED` to stderr between
        // the two lines upstream's regex expects; stdout alone has them adjacent.
        ("usdt/usdt duplicated markers", Some(r"Attaching 2 probes.*\n(.*\n)?\s*999\s*100"), None),
        // Upstream starts two bash processes after attaching (the first arms the
        // probes, the second prints): one bash running echo twice does the same.
        ("probe/uprobe_order", None, Some("/bin/bash -c 'echo lala; echo lala'")),
        ("probe/uretprobe_order", None, Some("/bin/bash -c 'echo lala; echo lala'")),
    ];

    /// One row of cases.tsv.
    #[derive(Clone, Debug)]
    pub struct Case {
        pub suite: String,
        pub name: String,
        pub program: String,
        pub command: String,
        pub expect: String,
        pub requires: String,
        pub run: String,
        pub before: String,
        pub after: String,
        pub will_fail: bool,
    }

    pub fn cases() -> Vec<Case> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bpftrace/cases.tsv");
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let mut lines = text.lines();
        let head: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
        let col = |row: &[&str], name: &str| -> String {
            head.iter().position(|h| *h == name).and_then(|i| row.get(i)).map_or(String::new(), |s| s.to_string())
        };
        lines
            .map(|l| l.split('\t').collect::<Vec<&str>>())
            .map(|r| Case {
                suite: col(&r, "suite"),
                name: col(&r, "name"),
                program: col(&r, "program"),
                command: col(&r, "command"),
                expect: col(&r, "expect"),
                requires: col(&r, "requires"),
                run: col(&r, "run"),
                before: col(&r, "before"),
                after: col(&r, "after"),
                will_fail: col(&r, "will_fail") == "yes",
            })
            .filter(|c| SUITES.contains(&c.suite.as_str()))
            .collect()
    }

    /// The test programs, built once with `tests/data/bpftrace/testprogs/build.sh`.
    static BUILT: std::sync::OnceLock<Result<(tempfile::TempDir, String), String>> = std::sync::OnceLock::new();

    fn testprogs() -> Result<Option<String>, Failed> {
        let built = BUILT.get_or_init(|| {
            let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
            let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bpftrace/testprogs/build.sh");
            let out = std::process::Command::new("bash")
                .arg(&script)
                .arg(dir.path())
                .output()
                .map_err(|e| format!("build.sh: {e}"))?;
            if !out.status.success() {
                return Err(format!("build.sh failed:\n{}", String::from_utf8_lossy(&out.stderr)));
            }
            let d = dir.path().display().to_string();
            Ok((dir, d))
        });
        match built {
            Ok((_, d)) => Ok(Some(d.clone())),
            Err(e) if std::env::var_os("CI").is_some() => Err(e.clone().into()),
            Err(e) => {
                eprintln!("skipped: the bpftrace test programs did not build ({e})");
                Ok(None)
            }
        }
    }

    pub fn run(case: &Case) -> Result<(), Failed> {
        let Some(tp) = testprogs()? else { return Ok(()) };
        let key = format!("{}/{}", case.suite, case.name);
        let sub = |s: &str| {
            s.replace("{testprogs}", &tp)
                .replace("{testlibs}", &format!("{tp}/testlibs"))
                .replace("{scripts}", concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/bpftrace/scripts"))
                .replace("{before_pid}", "1")
        };
        let run_words = real::split_command(&sub(&case.run));
        let command = [&case.command, &case.after, &case.before].into_iter().map(|c| sub(c)).find(|c| !c.is_empty());
        let expect = RESTATED.iter().find(|(k, ..)| *k == key).and_then(|r| r.1).unwrap_or(case.expect.as_str());
        let command = RESTATED.iter().find(|(k, ..)| *k == key).and_then(|r| r.2).map(&sub).or(command);
        let re = regex::Regex::new(&format!("(?m){}", sub(expect))).map_err(|e| e.to_string())?;
        if let Some(i) = run_words.iter().position(|w| w == "-l") {
            // `bpftrace -l [PATTERN] [-p PID]`: the listing; `-p`'s process is the command.
            let pattern =
                run_words.get(i + 1).filter(|w| !w.starts_with('-') && *w != "|").cloned().unwrap_or_default();
            let req = match command.as_deref().map(real::split_command).as_deref() {
                Some([cmd, ..]) if run_words.iter().any(|w| w == "-p") => {
                    Some(RunRequest::new(Target::parse(cmd).map_err(|e| e.to_string())?, Vec::new()))
                }
                _ => None,
            };
            let text = match bpftrace::list(&pattern, req.as_ref()) {
                Ok(lines) => lines.join("\n") + "\n",
                Err(e) => format!("{e}\n"),
            };
            if !re.is_match(&text) {
                return Err(format!("expected /{}/ in:\n{text}", sub(expect)).into());
            }
            return Ok(());
        }
        // The program: -e's text, or a script file of the RUN line.
        let program = if case.program.is_empty() || run_words.iter().any(|w| w.ends_with(".bt")) {
            let script = run_words.iter().find(|w| w.ends_with(".bt")).ok_or("no program")?;
            sub(&std::fs::read_to_string(script).map_err(|e| format!("{script}: {e}"))?)
        } else {
            sub(&case.program)
        };
        let out = Capture::default();
        let result = match command.as_deref().map(real::split_command) {
            Some(words) if !words.is_empty() => {
                let mut req = RunRequest::new(Target::parse(&words[0]).map_err(|e| e.to_string())?, Vec::new());
                req.extra_args = words[1..].to_vec();
                bpftrace::run(&program, &req, false, Box::new(out.clone())).map(|_| ())
            }
            _ => bpftrace::run_or_specials(&program, None, false, Box::new(out.clone())).map(|_| ()),
        };
        let mut text = out.text();
        if let Err(e) = &result {
            text.push_str(&format!("{e}\n"));
        }
        if !re.is_match(&text) {
            return Err(format!("expected /{}/ in:\n{text}", sub(expect)).into());
        }
        if result.is_err() != case.will_fail {
            return Err(format!(
                "{} (expected {}):\n{text}",
                if result.is_err() { "failed" } else { "ran" },
                if case.will_fail { "a failure" } else { "a run" }
            )
            .into());
        }
        Ok(())
    }
}

/// The runtime cases as trials: those upstream disables (`REQUIRES bash -c "exit 1"`)
/// and those in [`runtime::LEFT_OUT`] are ignored, with the reason in the name's list.
pub fn runtime_trials() -> Vec<Trial> {
    runtime::cases()
        .into_iter()
        .map(|c| {
            let key = format!("{}/{}", c.suite, c.name);
            let disabled = c.requires.contains("exit 1");
            let left_out =
                runtime::LEFT_OUT.iter().any(|(k, _)| *k == key) && !runtime::RESTATED.iter().any(|(k, ..)| *k == key);
            let name = format!("bpftrace::runtime::{}::{}", c.suite, c.name.replace(' ', "_"));
            Trial::test(name, move || runtime::run(&c)).with_ignored_flag(disabled || left_out)
        })
        .collect()
}
