//! A run's [`Outcome`] as JSON or readable text.

use crate::fmt::hex_bytes;
use crate::report::Report;
use crate::report::{exit_text, RealReport};

/// The outcome of `run` or `run --real`.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Simulated.
    Sim(Box<Report>),
    /// Real.
    Real(Box<RealReport>),
}

/// One probe line of a readable report.
fn push_probe_line(out: &mut String, spec: &str, address: u64, reason: Option<&str>, hits: u64, bytes: Option<&[u8]>) {
    let state = match reason {
        None => "installed".to_string(),
        Some(why) => format!("NOT installed ({why})"),
    };
    out.push_str(&format!("probe {spec}  at {address:#x}  {state}  hits={hits}"));
    if let Some(b) = bytes {
        out.push_str(&format!("  bytes at exit: {}", hex_bytes(b)));
    }
    out.push('\n');
}

/// Before the first site of a pattern spec: `probes SPEC: N sites (one uprobe_multi
/// link)`; the site lines follow, each a plain probe line.
fn push_group_header(out: &mut String, groups: &[Option<&str>], i: usize) {
    let Some(g) = groups[i] else { return };
    if i > 0 && groups[i - 1] == Some(g) {
        return;
    }
    let n = groups[i..].iter().take_while(|x| **x == Some(g)).count();
    out.push_str(&format!("probes {g}: {n} site{} (one uprobe_multi link)\n", if n == 1 { "" } else { "s" }));
}

impl Outcome {
    /// One JSON object.
    pub fn json(&self) -> String {
        let r = match self {
            Outcome::Sim(r) => serde_json::to_string_pretty(r),
            Outcome::Real(r) => serde_json::to_string_pretty(r),
        };
        r.unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }

    /// A readable summary.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let (target, kernel, exit, stdout, stderr, probes, schedule) = match self {
            Outcome::Sim(r) => (&r.target, &r.kernel, &r.exit, &r.stdout, &r.stderr, &r.probes, &r.probe_script),
            Outcome::Real(r) => (&r.target, &r.kernel, &r.exit, &r.stdout, &r.stderr, &r.probes, &r.probe_script),
        };
        out.push_str(&format!("target: {target}  kernel: {kernel}\n"));
        let budget = matches!(self, Outcome::Sim(r) if r.budget_exhausted);
        let why = if budget { " (instruction budget exhausted; what follows is the state so far)" } else { "" };
        out.push_str(&format!("process {}{why}\n", exit_text(exit)));
        // The guest's own output, then its errors (a program that fails says why there).
        for (name, text) in [("stdout", stdout), ("stderr", stderr)] {
            if !text.is_empty() {
                out.push_str(&format!("--- guest {name} ---\n"));
                out.push_str(text);
                if !text.ends_with('\n') {
                    out.push('\n');
                }
                out.push_str("--------------------\n");
            }
        }
        if let Outcome::Sim(r) = self {
            for (name, truncated, len, kept) in [
                ("stdout", r.stdout_truncated, r.stdout_len, r.stdout_bytes().len()),
                ("stderr", r.stderr_truncated, r.stderr_len, r.stderr_bytes().len()),
            ] {
                if truncated {
                    out.push_str(&format!(
                        "guest {name}: {len} bytes in all, the report kept the first {kept} (--output-keep; --{name}-file writes it all)\n"
                    ));
                }
            }
        }
        let groups: Vec<Option<&str>> = probes.iter().map(|p| p.group.as_deref()).collect();
        for (i, p) in probes.iter().enumerate() {
            push_group_header(&mut out, &groups, i);
            push_probe_line(&mut out, &p.spec, p.address, p.reason.as_deref(), p.hits, p.site_bytes.as_deref());
        }
        if let Some(s) = schedule {
            out.push_str(&s.text());
        }
        match self {
            Outcome::Sim(r) => push_sim_details(&mut out, r),
            Outcome::Real(r) => {
                if let Some(t) = r.truncation_text() {
                    out.push_str(&t);
                }
                out.push_str(&r.cpu_text());
            }
        }
        out
    }
}

/// What only a simulated run knows: its interleaving, deadlock, event counts, the
/// optimized path, red-zone writes, the trace, return instances, unknown system calls
/// and the CPU model.
fn push_sim_details(out: &mut String, r: &Report) {
    if let Some(t) = &r.schedule_token {
        out.push_str(&format!("threads: {} scheduling decisions, schedule token {t}\n", r.decisions.len()));
    }
    for b in &r.deadlock {
        out.push_str(&format!(
            "deadlock: pid {} was {} ({}), ended with SIGKILL\n",
            b.pid,
            b.waiting,
            crate::trace::syscall_name(b.syscall)
        ));
    }
    let counts: Vec<String> = r.counts.iter().map(|(k, v)| format!("{k}={v}")).collect();
    out.push_str(&format!("events: {}\n", counts.join(" ")));
    out.push_str(&format!("instructions: {}\n", r.instructions));
    let o = &r.optimized;
    if !o.trampoline_pages.is_empty() {
        out.push_str(&format!(
            "optimized path: trampoline pages {} sysret={} iret={} optimize_failed={}\n",
            o.trampoline_pages.iter().map(|t| format!("{t:#x}")).collect::<Vec<_>>().join(","),
            o.sysret_returns,
            o.iret_returns,
            o.optimize_failed
        ));
    }
    if r.red_zone.writes > 0 {
        out.push_str(&format!("red-zone writes by the probe mechanism: {}\n", r.red_zone.writes));
        for w in r.red_zone.first.iter().take(4) {
            out.push_str(&format!(
                "  {:#x} (sp {:#x}): {:#018x} -> {:#018x} by {}\n",
                w.addr, w.site_sp, w.old, w.new, w.by
            ));
        }
    }
    if let Some(events) = &r.trace {
        out.push_str("--- kernel events ---\n");
        for e in events {
            out.push_str(&format!("{e}\n"));
        }
        if r.trace_dropped > 0 {
            out.push_str(&format!(
                "(trace cut: the first {} events kept, {} later ones dropped; --trace-limit raises it)\n",
                events.len(),
                r.trace_dropped
            ));
        }
    }
    let ri = &r.return_instances;
    if ri.max_depth > 0 || ri.omitted_by_depth > 0 {
        out.push_str(&format!(
                "return instances: max_depth={} omitted_by_depth={} cleaned_stale={} chained={} trampoline_returns={} pending_at_exit={}\n",
                ri.max_depth, ri.omitted_by_depth, ri.cleaned_stale, ri.chained, ri.trampoline_returns, ri.pending_at_exit
            ));
        let a = &ri.alloc;
        out.push_str(&format!(
            "return_instance allocation ({:?}): allocations={} frees={} peak_live={} bytes={}\n",
            a.design, a.allocations, a.frees, a.peak_live, a.bytes
        ));
    }
    if !r.unknown_syscalls.is_empty() {
        let name = |k: &str| k.parse().map_or("unknown", crate::trace::syscall_name);
        let u: Vec<String> = r.unknown_syscalls.iter().map(|(k, v)| format!("{}({k})×{v}", name(k))).collect();
        out.push_str(&format!("unknown syscalls (-ENOSYS): {}\n", u.join(" ")));
    }
    if r.unknown_syscalls_other > 0 {
        out.push_str(&format!(
            "unknown syscalls beyond the table's {} numbers: {}\n",
            crate::kernel::MAX_UNKNOWN_SYSCALLS,
            r.unknown_syscalls_other
        ));
    }
    out.push_str(&format!("cpu: {}\n", r.cpu));
}
