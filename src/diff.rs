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
    if sim.stdout != real.stdout {
        d.push(format!("stdout: simulator {:?} / host {:?}", sim.stdout, real.stdout));
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

/// Runs `req` under the real kernel, then in the simulator, and compares the two.
pub fn run(req: &RunRequest) -> Result<Diff, RunError> {
    let real = session::real(req)?;
    let (_, sim) = session::simulate(req)?;
    let differences = compare(&sim, &real);
    Ok(Diff { sim, real, differences })
}
