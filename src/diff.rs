//! `probesim diff`: one request run natively under real uprobes and in the simulator
//! (both through [`crate::session`]), and every difference between the two reports in
//! exit, stdout, hits, installed and the bytes at each probe site at exit, and for a
//! schedule, the control points reached and when each action applied.

use serde::Serialize;

use crate::fmt::hex_bytes;
use crate::machine::Report;
use crate::session::{self, exit_text, RealReport, RunError, RunRequest};

/// The result of `probesim diff`.
#[derive(Clone, Debug, Serialize)]
pub struct Diff {
    /// Simulator report.
    pub sim: Report,
    /// Real report.
    pub real: RealReport,
    /// One line per difference.
    pub differences: Vec<String>,
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
        if self.differences.is_empty() {
            out.push_str(&format!(
                "no differences: {}, {} bytes of stdout, {} probe(s) with equal hits\n",
                exit_text(&self.sim.exit),
                self.sim.stdout.len(),
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
    let sim_out = Output { kept: sim.stdout_bytes(), len: sim.stdout_bytes().len() as u64 };
    let real_out = Output { kept: real.stdout_bytes(), len: real.stdout_len.max(real.stdout_bytes().len() as u64) };
    if let Some(line) = compare_output("stdout", sim_out, real_out) {
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
    if let (Some(a), Some(b)) = (&sim.schedule, &real.schedule) {
        if a.control_points != b.control_points {
            d.push(format!("control points reached: simulator {} / host {}", a.control_points, b.control_points));
        }
        for (x, y) in a.actions.iter().zip(&b.actions) {
            if x.applied_at != y.applied_at {
                let at = |k: Option<u64>| k.map_or("never".to_string(), |k| format!("at #{k}"));
                d.push(format!(
                    "schedule line {} ({} {}): simulator applied {} / host {}",
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

/// One side's output stream: the bytes kept (a prefix when truncated) and how many were
/// written in all.
#[derive(Clone, Copy, Debug)]
pub struct Output<'a> {
    /// The bytes kept: all of them, or a prefix.
    pub kept: &'a [u8],
    /// The bytes written in all (`kept.len()` when nothing was cut).
    pub len: u64,
}

impl Output<'_> {
    fn truncated(&self) -> bool {
        (self.kept.len() as u64) < self.len
    }
}

/// The most bytes of each side a difference line quotes.
const QUOTE: usize = 64;

/// Compares one output stream as bytes: `None` when the two are equal: the same length,
/// and the same bytes as far as both sides kept them (when a side kept only a prefix, the
/// bytes beyond it cannot be compared, and the line that reports a difference says so).
/// Otherwise one line: the first differing offset with a short quote of each side there,
/// or the lengths.
pub fn compare_output(stream: &str, sim: Output<'_>, real: Output<'_>) -> Option<String> {
    let common = sim.kept.len().min(real.kept.len());
    let first = sim.kept.iter().zip(real.kept).position(|(a, b)| a != b);
    let kept_note = |o: &Output<'_>, who: &str| {
        o.truncated().then(|| format!(" ({who} kept only the first {} of {} bytes)", o.kept.len(), o.len))
    };
    let notes: String = [kept_note(&sim, "simulator"), kept_note(&real, "host")].into_iter().flatten().collect();
    let quote = |b: &[u8], at: usize| {
        let end = b.len().min(at + QUOTE);
        format!("{:?}", String::from_utf8_lossy(&b[at.min(end)..end]))
    };
    if let Some(at) = first {
        return Some(format!(
            "{stream}: first difference at byte {at}: simulator {} / host {}{notes}",
            quote(sim.kept, at),
            quote(real.kept, at)
        ));
    }
    if sim.len != real.len {
        let rest = |o: &Output<'_>| {
            if o.kept.len() > common {
                format!(", then {}", quote(o.kept, common))
            } else {
                String::new()
            }
        };
        return Some(format!(
            "{stream}: simulator {} bytes{} / host {} bytes{} (equal in the first {common}){notes}",
            sim.len,
            rest(&sim),
            real.len,
            rest(&real)
        ));
    }
    None
}

/// Runs `req` under the real kernel, then in the simulator, and compares the two.
pub fn run(req: &RunRequest) -> Result<Diff, RunError> {
    let real = session::real(req)?;
    let (_, sim) = session::simulate(req)?;
    let differences = compare(&sim, &real);
    Ok(Diff { sim, real, differences })
}

#[cfg(test)]
mod tests {
    use super::{compare_output, Output};

    fn whole(b: &[u8]) -> Output<'_> {
        Output { kept: b, len: b.len() as u64 }
    }

    #[test]
    fn output_is_compared_as_bytes() {
        assert_eq!(compare_output("stdout", whole(b"abc"), whole(b"abc")), None);
        // Equal as lossy text (two U+FFFD), different as bytes.
        let line = compare_output("stdout", whole(b"x\xff\xfe"), whole(b"x\xfe\xff")).unwrap();
        assert!(line.starts_with("stdout: first difference at byte 1:"), "{line}");
        let line = compare_output("stdout", whole(b"abc"), whole(b"abcdef")).unwrap();
        assert_eq!(line, "stdout: simulator 3 bytes / host 6 bytes, then \"def\" (equal in the first 3)");
    }

    #[test]
    fn a_kept_prefix_is_compared_as_far_as_it_goes_and_said() {
        let all = vec![b'A'; 100];
        // The host kept 10 of 100 equal bytes: equal as far as can be told.
        assert_eq!(compare_output("stdout", whole(&all), Output { kept: &all[..10], len: 100 }), None);
        // Kept 10 of 200: the lengths differ, and the line says what was kept.
        let line = compare_output("stdout", whole(&all), Output { kept: &all[..10], len: 200 }).unwrap();
        assert!(line.contains("simulator 100 bytes") && line.contains("host 200 bytes"), "{line}");
        assert!(line.ends_with("(host kept only the first 10 of 200 bytes)"), "{line}");
        // A difference inside the kept prefix is found.
        let mut other = all.clone();
        other[5] = b'B';
        let line = compare_output("stdout", whole(&all), Output { kept: &other[..10], len: 100 }).unwrap();
        assert!(line.starts_with("stdout: first difference at byte 5: simulator \"AAAAA"), "{line}");
    }
}
