//! The real thing beside the simulator: the host's bpftrace run with the same program
//! and command (`--real`), and the comparison of the two outputs (`--diff`) made as
//! bpftrace's own runtime tests make it: the command's own output may interleave with
//! the script's anywhere, entries of equal value in a printed map may come in any
//! order, and bpftrace's own noise on stderr is not output.

use std::path::Path;

/// The command `cmd` resolved as a shell would: a path as given, else the first
/// executable of that name in `PATH`, looked up under `root` when one is given.
pub fn which(cmd: &str, root: Option<&Path>) -> Option<String> {
    if cmd.contains('/') || cmd.starts_with("sim:") {
        return Some(cmd.to_string());
    }
    let path = std::env::var("PATH").unwrap_or_else(|_| "/usr/local/bin:/usr/bin:/bin".to_string());
    for dir in path.split(':').filter(|d| !d.is_empty()) {
        let guest = format!("{dir}/{cmd}");
        let host = match root {
            Some(r) => r.join(guest.trim_start_matches('/')),
            None => Path::new(&guest).to_path_buf(),
        };
        if host.is_file() {
            return Some(host.display().to_string());
        }
    }
    None
}

/// A `-c` command line split into words as a shell would (POSIX quoting, by the
/// `shlex` crate); at blanks when its quotes do not close.
pub fn split_command(line: &str) -> Vec<String> {
    shlex::split(line).unwrap_or_else(|| line.split_whitespace().map(str::to_string).collect())
}

/// What the host's bpftrace printed.
#[derive(Clone, Debug, Default)]
pub struct HostRun {
    /// Its stdout, as it would be without the line [`run_host`] adds.
    pub stdout: String,
    /// The command's pid (`cpid`), when there was a command.
    pub cpid: Option<u32>,
}

/// The line [`run_host`] has the host's bpftrace print at END: the command's pid, so
/// that pids can be compared (the simulator's are its own).
const CPID_MARK: &str = "__probesim_cpid ";

/// Runs the host's bpftrace with `program` and `command` (`-c`), `-f json` when
/// `json`; the command sees exactly `env` (bpftrace passes its own environment on, so
/// it runs with that one: the simulated command's, so that both make the same calls)
/// and `stdin`. With a command, an END probe prints its pid; that line is taken out
/// and the "Attaching N probes..." count put back.
pub fn run_host(
    program: &str,
    command: Option<&str>,
    json: bool,
    env: &[String],
    stdin: Option<&[u8]>,
) -> Result<HostRun, String> {
    use std::io::Write as _;
    let mut c = std::process::Command::new("bpftrace");
    c.env_clear();
    if json {
        c.args(["-f", "json"]);
    }
    let (marked, added) = match command {
        Some(_) if !json => with_cpid_mark(program),
        _ => (program.to_string(), false),
    };
    c.args(["-e", &marked]);
    if let Some(cmd) = command {
        c.args(["-c", cmd]);
    }
    for e in env {
        if let Some((k, v)) = e.split_once('=') {
            c.env(k, v);
        }
    }
    c.stdin(std::process::Stdio::piped()).stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped());
    let mut child = c.spawn().map_err(|e| format!("bpftrace: {e} (is bpftrace installed? it needs root)"))?;
    if let Some(mut pipe) = child.stdin.take() {
        // A command that does not read leaves the pipe full: its error is not ours.
        let _ = pipe.write_all(stdin.unwrap_or_default());
    }
    let out = child.wait_with_output().map_err(|e| format!("bpftrace: {e}"))?;
    let raw = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        let err: Vec<String> =
            String::from_utf8_lossy(&out.stderr).lines().filter(|l| !noise(l)).map(str::to_string).collect();
        return Err(format!("the host's bpftrace failed ({}): {}", out.status, err.join(" | ")));
    }
    let mut cpid = None;
    let mut stdout = String::new();
    for line in raw.split_inclusive('\n') {
        if let Some(p) = line.trim_end().strip_prefix(CPID_MARK) {
            cpid = p.parse().ok();
            continue;
        }
        let n = line.strip_prefix("Attaching ").and_then(|r| r.split(' ').next()).and_then(|n| n.parse::<usize>().ok());
        let fixed = match n {
            Some(n) if added && n > 0 => super::print::attached(n - 1),
            _ => line.to_string(),
        };
        stdout.push_str(&fixed);
    }
    Ok(HostRun { stdout, cpid })
}

/// `program` with a printf of `cpid` first in its END block (bpftrace allows one),
/// or with an END block of its own (then `true`: one more probe is attached).
fn with_cpid_mark(program: &str) -> (String, bool) {
    let mark = format!("printf(\"{CPID_MARK}%d\\n\", cpid); ");
    let b = program.as_bytes();
    let mut from = 0;
    while let Some(i) = program[from..].find("END").map(|i| i + from) {
        let before = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        let rest = program[i + 3..].trim_start();
        if before && rest.starts_with('{') {
            let brace = program.len() - rest.len();
            return (format!("{}{{ {}{}", &program[..brace], mark.trim_end(), &program[brace + 1..]), false);
        }
        from = i + 3;
    }
    (format!("{program}\nEND {{ {mark}}}"), true)
}

/// bpftrace 0.17's stderr lines that say nothing about the program: a memlock limit
/// it could not raise, and the detach of probes whose tracefs file it never used.
pub fn noise(line: &str) -> bool {
    line.contains("RLIMIT_MEMLOCK")
        || line.contains("failed to detach probe")
        || line.contains("/sys/kernel/tracing/uprobe_events")
        || line.trim().is_empty()
}

/// A printed map entry's value, for ordering entries of equal value.
fn entry_value(line: &str) -> Option<i128> {
    if !line.starts_with('@') {
        return None;
    }
    line.rsplit_once(": ").and_then(|(_, v)| v.trim().parse().ok())
}

/// `line` with every time of day (`HH:MM:SS`) made `HH:MM:SS` and every whole
/// number equal to `pid` made `PID`: the parts of a line that the runtime tests match
/// with a pattern.
fn mask(line: &str, pid: Option<u32>) -> String {
    let b = line.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        let digit = |k: usize| b.get(k).is_some_and(u8::is_ascii_digit);
        let start = i == 0 || !b[i - 1].is_ascii_digit();
        if start
            && digit(i)
            && digit(i + 1)
            && b.get(i + 2) == Some(&b':')
            && digit(i + 3)
            && digit(i + 4)
            && b.get(i + 5) == Some(&b':')
            && digit(i + 6)
            && digit(i + 7)
            && !digit(i + 8)
        {
            out.push_str("HH:MM:SS");
            i += 8;
            continue;
        }
        if start && digit(i) {
            let mut j = i;
            while digit(j) {
                j += 1;
            }
            let n = &line[i..j];
            let word =
                (i == 0 || !b[i - 1].is_ascii_alphanumeric()) && b.get(j).is_none_or(|c| !c.is_ascii_alphanumeric());
            if word && pid.is_some_and(|p| n == p.to_string()) {
                // The pid's width differs between the runs: so does the padding
                // printf put around it.
                while out.ends_with("  ") {
                    out.pop();
                }
                out.push_str("PID");
                while b.get(j) == Some(&b' ') && b.get(j + 1) == Some(&b' ') {
                    j += 1;
                }
            } else {
                out.push_str(n);
            }
            i = j;
            continue;
        }
        let c = line[i..].chars().next().unwrap_or(' ');
        out.push(c);
        i += c.len_utf8();
    }
    out
}

/// A `-f json` map record with its entries in a fixed order (by value, then key):
/// bpftrace orders them by value, entries of equal value in any order. Other lines as
/// they are.
fn json_sorted(line: &str) -> String {
    let Ok(mut v) = serde_json::from_str::<serde_json::Value>(line) else { return line.to_string() };
    if v.get("type").and_then(|t| t.as_str()) != Some("map") {
        return line.to_string();
    }
    if let Some(data) = v.get_mut("data").and_then(|d| d.as_object_mut()) {
        for (_, m) in data.iter_mut() {
            if let Some(obj) = m.as_object() {
                let mut entries: Vec<(String, serde_json::Value)> =
                    obj.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
                entries.sort_by(|a, b| a.1.to_string().cmp(&b.1.to_string()).then_with(|| a.0.cmp(&b.0)));
                *m = serde_json::Value::Object(entries.into_iter().collect());
            }
        }
    }
    v.to_string()
}

/// The lines of `out` as compared: the command's own lines taken out (the first
/// occurrence of each, as a multiset), times and the command's pid masked, runs of map
/// entries sorted by value then text, blank lines dropped.
fn canonical(out: &str, command: &str, pid: Option<u32>) -> Vec<String> {
    let mut lines: Vec<String> = out.lines().map(str::to_string).collect();
    for c in command.lines() {
        if let Some(i) = lines.iter().position(|l| l == c) {
            lines.remove(i);
        }
    }
    lines.retain(|l| !l.trim().is_empty());
    for l in &mut lines {
        *l = json_sorted(&mask(l, pid));
    }
    let mut i = 0;
    while i < lines.len() {
        if entry_value(&lines[i]).is_none() {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < lines.len() && entry_value(&lines[j]).is_some() {
            j += 1;
        }
        lines[i..j].sort_by(|a, b| entry_value(a).cmp(&entry_value(b)).then_with(|| a.cmp(b)));
        i = j;
    }
    lines
}

/// Every difference between the simulator's output and the host's, as lines to print
/// (none when they agree). `command` is the command's own stdout; `pids` the command's
/// pid in each run.
pub fn differences(sim: &str, host: &str, command: &str, pids: (Option<u32>, Option<u32>)) -> Vec<String> {
    let (a, b) = (canonical(sim, command, pids.0), canonical(host, command, pids.1));
    let mut out = Vec::new();
    for k in 0..a.len().max(b.len()) {
        match (a.get(k), b.get(k)) {
            (Some(x), Some(y)) if x == y => {}
            (x, y) => out.push(format!(
                "line {}: simulator {:?} | host {:?}",
                k + 1,
                x.map_or("(none)", String::as_str),
                y.map_or("(none)", String::as_str)
            )),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interleaving_and_equal_values_do_not_differ() {
        let sim = "Attaching 1 probe...\nhi\n20\n\n@[b]: 1\n@[a]: 1\n@[c]: 2\n";
        let host = "Attaching 1 probe...\n20\nhi\n\n\n@[a]: 1\n@[b]: 1\n@[c]: 2\n";
        assert!(differences(sim, host, "20\n", (None, None)).is_empty());
        let d = differences(sim, "Attaching 1 probe...\nhi\n@[a]: 1\n@[b]: 1\n@[c]: 3\n", "20\n", (None, None));
        assert_eq!(d, ["line 5: simulator \"@[c]: 2\" | host \"@[c]: 3\""]);
    }

    #[test]
    fn times_and_the_commands_pid_are_masked() {
        let sim = "00:00:00  1000   gh  0 localhost\n";
        let host = "07:44:53  27485  gh  0 localhost\n";
        assert!(differences(sim, host, "", (Some(1000), Some(27485))).is_empty());
        assert_eq!(mask("10000 1000 x1000", Some(1000)), "10000 PID x1000");
        assert_eq!(mask("t  1000   gh", Some(1000)), "t PID gh");
    }

    #[test]
    fn the_cpid_mark_goes_in_the_one_end_block() {
        let (p, added) = with_cpid_mark("BEGIN { }");
        assert_eq!(p, "BEGIN { }\nEND { printf(\"__probesim_cpid %d\\n\", cpid); }");
        assert!(added);
        let (p, added) = with_cpid_mark("u:/t:f { @SEND = 1 } END { x }");
        assert_eq!(p, "u:/t:f { @SEND = 1 } END { printf(\"__probesim_cpid %d\\n\", cpid); x }");
        assert!(!added);
    }

    #[test]
    fn commands_split_as_a_shell_splits_them() {
        assert_eq!(split_command("/bin/bash -c \"echo lala\""), ["/bin/bash", "-c", "echo lala"]);
        assert_eq!(split_command(" a  'b c' d\\ e \"\""), ["a", "b c", "d e", ""]);
    }

    #[test]
    fn bpftraces_own_noise_is_recognised() {
        assert!(noise("ERROR: Unknown error -1: couldn't set RLIMIT_MEMLOCK for bpftrace."));
        assert!(noise("ERROR: failed to detach probe: uprobe:/tmp/t:f"));
        assert!(!noise("ERROR: syntax error"));
    }
}
