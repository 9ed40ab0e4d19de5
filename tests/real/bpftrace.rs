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
    (
        "exit_stops_actions",
        "{t}",
        "uprobe:{t}:twice /arg0 == 3/ { printf(\"three\\n\"); exit(); } uprobe:{t}:twice { @n = count(); }",
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

fn one_liner(name: &str, command: &str, program_text: &str) -> Result<(), Failed> {
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
    let fin = bpftrace::run(&text, &req, false, Box::new(sim.clone())).map_err(|e| e.to_string())?;
    // Deterministic: a second run prints the same bytes.
    let again = Capture::default();
    bpftrace::run(&text, &req, false, Box::new(again.clone())).map_err(|e| e.to_string())?;
    if again.text() != sim.text() {
        return Err(format!("two runs differ:\n{}\n---\n{}", sim.text(), again.text()).into());
    }
    let host = {
        let _one = HOST.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        real::run_host(&text, Some(&command), false, &req.envp())?
    };
    let d = real::differences(&sim.text(), &host, &fin.report.stdout);
    if !d.is_empty() {
        return Err(format!("{}\nsimulator:\n{}\nhost:\n{}", d.join("\n"), sim.text(), host).into());
    }
    Ok(())
}

pub fn trials(unavailable: bool) -> Vec<Trial> {
    ONE_LINERS
        .iter()
        .map(|(name, command, text)| {
            Trial::test(format!("bpftrace::{name}"), move || one_liner(name, command, text))
                .with_ignored_flag(unavailable)
        })
        .collect()
}
