//! `probesim diff`: one request run natively under real uprobes and in the simulator
//! (both through [`crate::session`]), and every difference between the two reports in
//! exit, stdout and stderr (each whole, as bytes, even where the report kept only its
//! first bytes: [`output_difference`]), hits, installed and the bytes at each probe site at exit, and for a
//! schedule, the control points reached and when each action applied.

use serde::Serialize;

pub mod syscalls;

use crate::fmt::hex_bytes;
use crate::report::{exit_text, RealReport, Report};
use crate::session::{self, RunError, RunRequest};

pub use crate::report::OutputSummary;

/// The result of `probesim diff`.
#[derive(Clone, Debug, Serialize)]
pub struct Diff {
    /// Simulator report.
    pub sim: Report,
    /// Real report.
    pub real: RealReport,
    /// One line per difference.
    pub differences: Vec<String>,
    /// With `--syscalls`: the two runs' system calls compared ([`syscalls::compare`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub syscalls: Option<syscalls::SyscallDiff>,
}

impl Diff {
    /// JSON form.
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
    /// Text form.
    pub fn text(&self) -> String {
        let mut out = format!("target: {}  preset: {} vs host\n", self.sim.target, self.sim.kernel);
        out.push_str(&self.real.cpu_text());
        if let Some(t) = self.real.truncation_text() {
            out.push_str(&t);
        }
        if let Some(s) = &self.syscalls {
            out.push_str(&s.text());
        }
        if self.differences.is_empty() {
            out.push_str(&format!(
                "no differences: {}, {} bytes of stdout, {} of stderr, {} probe(s) with equal hits\n",
                exit_text(&self.sim.exit),
                self.sim.stdout_len,
                self.sim.stderr_len,
                self.sim.probes.len()
            ));
        } else {
            for d in &self.differences {
                out.push_str(&format!("DIFF {d}\n"));
            }
        }
        out
    }
}

/// Compares a simulated and a real report: one line per difference, none if they agree.
pub fn compare(sim: &Report, real: &RealReport) -> Vec<String> {
    let mut d = Vec::new();
    if sim.exit != real.exit {
        d.push(format!("exit: simulator {} / host {}", exit_text(&sim.exit), exit_text(&real.exit)));
    }
    let (sim_out, host_out) = stdout_sides(sim, real);
    if let Some(line) = output_difference("stdout", &sim_out, &host_out) {
        d.push(line);
    }
    let (sim_err, host_err) = stderr_sides(sim, real);
    if let Some(line) = output_difference("stderr", &sim_err, &host_err) {
        d.push(line);
    }
    for (s, r) in sim.probes.iter().zip(&real.probes) {
        if s.hits != r.hits {
            d.push(format!("hits of {}: simulator {} / host {}", s.spec, s.hits, r.hits));
        }
        if let (Some(a), Some(b)) = (&s.site_bytes, &r.site_bytes) {
            if a != b {
                let (a, b) = (hex_bytes(a), hex_bytes(b));
                d.push(format!("bytes at {} ({:#x}) at exit: simulator {a} / host {b}", s.spec, s.address));
            }
        }
        if s.installed != r.installed {
            d.push(format!(
                "installed {}: simulator {} ({}) / host {} ({})",
                s.spec,
                s.installed,
                s.reason.as_deref().unwrap_or("-"),
                r.installed,
                r.reason.as_deref().unwrap_or("-")
            ));
        }
    }
    if let (Some(a), Some(b)) = (&sim.probe_script, &real.probe_script) {
        if a.control_points != b.control_points {
            d.push(format!("control points reached: simulator {} / host {}", a.control_points, b.control_points));
        }
        for (x, y) in a.actions.iter().zip(&b.actions) {
            if x.applied_at != y.applied_at {
                let at = |k: Option<u64>| k.map_or("never".to_string(), |k| format!("at #{k}"));
                d.push(format!(
                    "probe script line {} ({} {}): simulator applied {} / host {}",
                    x.line,
                    x.action,
                    x.spec,
                    at(x.applied_at),
                    at(y.applied_at)
                ));
            }
        }
    }
    d
}

/// The two stdouts as [`compare`] sees them, as bytes: the simulator's kept bytes, length
/// and (when truncated) digest; the host's kept bytes and the length it counted (the
/// host runner keeps a prefix too, and says so).
fn stdout_sides<'a>(sim: &'a Report, real: &'a RealReport) -> (OutputSummary<'a>, OutputSummary<'a>) {
    let sim_out = if sim.stdout_truncated { sim.stdout_summary() } else { OutputSummary::whole(sim.stdout_bytes()) };
    let kept = real.stdout_bytes();
    (sim_out, OutputSummary::new(kept, real.stdout_len.max(kept.len() as u64), None))
}

/// The two stderrs as [`compare`] sees them (as [`stdout_sides`]).
fn stderr_sides<'a>(sim: &'a Report, real: &'a RealReport) -> (OutputSummary<'a>, OutputSummary<'a>) {
    let sim_err = if sim.stderr_truncated { sim.stderr_summary() } else { OutputSummary::whole(sim.stderr_bytes()) };
    let kept = real.stderr_bytes();
    (sim_err, OutputSummary::new(kept, real.stderr_len.max(kept.len() as u64), None))
}

/// Outputs up to this long, both whole, are quoted whole in a difference.
const QUOTE_WHOLE: usize = 4096;

/// Bytes quoted on each side of the first differing byte.
const AROUND: usize = 24;

/// The difference between two captures of one output stream (`stream` names it), in one
/// line, or `None` when they are equal. They are compared whole: byte for byte as far
/// as both kept, then by length, then by the digest of all of it. A line says where the
/// first difference is, or, when it lies beyond what both kept, that the lengths or the
/// digests differ (and when the rest cannot be compared, that too: never silently).
pub fn output_difference(stream: &str, sim: &OutputSummary<'_>, host: &OutputSummary<'_>) -> Option<String> {
    let both_whole = sim.complete() && host.complete();
    if both_whole && sim.kept == host.kept {
        return None;
    }
    if both_whole && sim.kept.len() <= QUOTE_WHOLE && host.kept.len() <= QUOTE_WHOLE {
        let (a, b) = (String::from_utf8_lossy(sim.kept), String::from_utf8_lossy(host.kept));
        return Some(format!("{stream}: simulator {a:?} / host {b:?}"));
    }
    let sizes = format!("simulator {} bytes / host {} bytes", sim.len, host.len);
    let common = sim.kept.len().min(host.kept.len());
    if let Some(at) = (0..common).find(|&i| sim.kept[i] != host.kept[i]) {
        let lo = at.saturating_sub(AROUND);
        let quote = |k: &[u8]| String::from_utf8_lossy(&k[lo..(at + AROUND).min(k.len())]).into_owned();
        return Some(format!(
            "{stream}: {sizes}, first difference at byte {at}: simulator …{:?}… / host …{:?}…",
            quote(sim.kept),
            quote(host.kept)
        ));
    }
    if sim.len != host.len {
        let shorter = if sim.len < host.len { "simulator" } else { "host" };
        let detail = if (common as u64) < sim.len.min(host.len) {
            format!("equal in the first {common} bytes, which both kept")
        } else {
            format!("equal until the {shorter}'s ends")
        };
        return Some(format!("{stream}: {sizes}, {detail}"));
    }
    match (sim.digest(), host.digest()) {
        (Some(a), Some(b)) if a == b => None,
        (Some(a), Some(b)) => Some(format!(
            "{stream}: {sizes}, equal in the first {common} bytes, which both kept, different after (sha256 {} / {})",
            &a[..16.min(a.len())],
            &b[..16.min(b.len())]
        )),
        _ => Some(format!(
            "{stream}: {sizes}, equal in the first {common} bytes; the rest cannot be compared (no digest of it)"
        )),
    }
}

/// Runs `req` under the real kernel, then in the simulator, and compares the two.
pub fn run(req: &RunRequest) -> Result<Diff, RunError> {
    let real = session::real(req)?;
    let (_, sim) = session::simulate(req)?;
    let differences = compare(&sim, &real);
    Ok(Diff { sim, real, differences, syscalls: None })
}

/// [`run`] with the system calls of both runs compared too ([`syscalls`]): natively
/// every task of the guest is traced with ptrace; the simulator logs its calls
/// (`KernelConfig::record_syscalls`). The first divergence is one more difference.
pub fn run_syscalls(req: &RunRequest) -> Result<Diff, RunError> {
    let (real, host_log) = session::real_syscalls(req)?;
    let (m, sim) = session::simulate_with(req, |k| k.record_syscalls = true)?;
    let sim_log = m.syscall_log().unwrap_or_default();
    let mut differences = compare(&sim, &real);
    let calls = syscalls::compare(&sim_log, &host_log);
    differences.extend(calls.difference());
    Ok(Diff { sim, real, differences, syscalls: Some(calls) })
}

/// [`run`] with the native hits counted by BPF `uprobe_multi` links
/// ([`session::real_with`]): the simulator runs first, and the probes it refused are tried
/// alone natively (a refused probe in a shared link costs the kernel a grace period).
pub fn run_bpf(req: &RunRequest) -> Result<Diff, RunError> {
    let (_, sim) = session::simulate(req)?;
    let refused: Vec<usize> = sim.probes.iter().enumerate().filter(|(_, p)| !p.installed).map(|(i, _)| i).collect();
    let real = session::real_with(req, crate::host::Consumer::BpfMulti, &refused)?;
    let differences = compare(&sim, &real);
    Ok(Diff { sim, real, differences, syscalls: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digest(b: &[u8]) -> String {
        OutputSummary::whole(b).digest().unwrap_or_default()
    }

    #[test]
    fn whole_outputs_compare_byte_for_byte() {
        assert_eq!(output_difference("stdout", &OutputSummary::whole(b"a\n"), &OutputSummary::whole(b"a\n")), None);
        assert_eq!(
            output_difference("stdout", &OutputSummary::whole(b"a\n"), &OutputSummary::whole(b"b\n")),
            Some("stdout: simulator \"a\\n\" / host \"b\\n\"".to_string())
        );
        let (a, mut b) = (vec![b'x'; 10_000], vec![b'x'; 10_000]);
        b[5000] = b'y';
        let line = output_difference("stdout", &OutputSummary::whole(&a), &OutputSummary::whole(&b)).unwrap();
        assert!(
            line.starts_with("stdout: simulator 10000 bytes / host 10000 bytes, first difference at byte 5000"),
            "{line}"
        );
    }

    #[test]
    fn a_truncated_output_compares_by_length_then_digest() {
        let all = vec![b'z'; 100];
        let h = digest(&all);
        let sim = OutputSummary::new(&all[..10], 100, Some(&h));
        assert_eq!(output_difference("stdout", &sim, &OutputSummary::whole(&all)), None);
        let line = output_difference("stdout", &sim, &OutputSummary::whole(&all[..99])).unwrap();
        assert_eq!(line, "stdout: simulator 100 bytes / host 99 bytes, equal in the first 10 bytes, which both kept");
        let mut other = all.clone();
        other[50] = b'q';
        let line = output_difference("stdout", &sim, &OutputSummary::whole(&other)).unwrap();
        assert!(line.contains("equal in the first 10 bytes, which both kept, different after (sha256"), "{line}");
        let blind = OutputSummary::new(&all[..10], 100, None);
        let line = output_difference("stdout", &sim, &blind).unwrap();
        assert!(line.ends_with("the rest cannot be compared (no digest of it)"), "{line}");
    }

    #[test]
    fn output_is_compared_as_bytes() {
        // Equal as lossy text (two U+FFFD), different as bytes.
        let line =
            output_difference("stdout", &OutputSummary::whole(b"x\xff\xfe"), &OutputSummary::whole(b"x\xfe\xff"))
                .unwrap();
        assert!(line.starts_with("stdout: simulator"), "{line}");
        // The host kept 10 of 100 equal bytes: equal as far as can be told, and said.
        let all = vec![b'A'; 100];
        let line = output_difference("stdout", &OutputSummary::whole(&all), &OutputSummary::new(&all[..10], 100, None));
        assert!(line.unwrap().ends_with("the rest cannot be compared (no digest of it)"));
    }
}
