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

/// A `-c` command line split into words as a shell would: blanks separate words,
/// single quotes keep everything, double quotes keep all but `\"` and `\\`, a backslash
/// outside quotes keeps the next character.
pub fn split_command(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut has = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' => {
                if has {
                    out.push(std::mem::take(&mut cur));
                    has = false;
                }
            }
            '\'' => {
                has = true;
                for d in chars.by_ref() {
                    if d == '\'' {
                        break;
                    }
                    cur.push(d);
                }
            }
            '"' => {
                has = true;
                while let Some(d) = chars.next() {
                    match d {
                        '"' => break,
                        '\\' => match chars.next() {
                            Some(e @ ('"' | '\\')) => cur.push(e),
                            Some(e) => {
                                cur.push('\\');
                                cur.push(e);
                            }
                            None => cur.push('\\'),
                        },
                        _ => cur.push(d),
                    }
                }
            }
            '\\' => {
                has = true;
                if let Some(d) = chars.next() {
                    cur.push(d);
                }
            }
            _ => {
                has = true;
                cur.push(c);
            }
        }
    }
    if has {
        out.push(cur);
    }
    out
}

/// Runs the host's bpftrace with `program` and `command` (`-c`), `-f json` when
/// `json`; the command sees exactly `env` (bpftrace passes its own environment on, so
/// it runs with that one: the simulated command's, so that both make the same calls);
/// its stdout.
pub fn run_host(program: &str, command: Option<&str>, json: bool, env: &[String]) -> Result<String, String> {
    let mut c = std::process::Command::new("bpftrace");
    c.env_clear();
    if json {
        c.args(["-f", "json"]);
    }
    c.args(["-e", program]);
    if let Some(cmd) = command {
        c.args(["-c", cmd]);
    }
    for e in env {
        if let Some((k, v)) = e.split_once('=') {
            c.env(k, v);
        }
    }
    let out = c.output().map_err(|e| format!("bpftrace: {e} (is bpftrace installed? it needs root)"))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        let err: Vec<String> =
            String::from_utf8_lossy(&out.stderr).lines().filter(|l| !noise(l)).map(str::to_string).collect();
        return Err(format!("the host's bpftrace failed ({}): {}", out.status, err.join(" | ")));
    }
    Ok(stdout)
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

/// The lines of `out` as compared: the command's own lines taken out (the first
/// occurrence of each, as a multiset), runs of map entries sorted by value then text,
/// blank lines dropped.
fn canonical(out: &str, command: &str) -> Vec<String> {
    let mut lines: Vec<String> = out.lines().map(str::to_string).collect();
    for c in command.lines() {
        if let Some(i) = lines.iter().position(|l| l == c) {
            lines.remove(i);
        }
    }
    lines.retain(|l| !l.trim().is_empty());
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
/// (none when they agree). `command` is the command's own stdout.
pub fn differences(sim: &str, host: &str, command: &str) -> Vec<String> {
    let (a, b) = (canonical(sim, command), canonical(host, command));
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
        assert!(differences(sim, host, "20\n").is_empty());
        let d = differences(sim, "Attaching 1 probe...\nhi\n@[a]: 1\n@[b]: 1\n@[c]: 3\n", "20\n");
        assert_eq!(d, ["line 5: simulator \"@[c]: 2\" | host \"@[c]: 3\""]);
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
