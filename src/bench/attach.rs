//! `probesim bench --attach N`: attaching and detaching many probes, in the simulator
//! and on the real kernel.

use std::time::Instant;

use serde::Serialize;

use super::BenchError;
use crate::host;
use crate::kernel::KernelConfig;
use crate::loader::Image;
use crate::machine::{Machine, Preset, RunConfig, SimError};

/// Most probes the real-kernel measurement of `bench --attach N --real` opens: closing
/// a uprobe perf event waits for an RCU grace period in the kernel, about 90 ms each on
/// a 6.18 VM and serial (closing from many threads was measured no faster), so 100k
/// probes would take hours to detach. The first `min(N, REAL_ATTACH_MAX)` functions are
/// measured and the real columns are per probe.
pub const REAL_ATTACH_MAX: usize = 200;

/// One attach-scale measurement: `n` probes attached and detached one way.
#[derive(Clone, Debug, Serialize)]
pub struct AttachRow {
    /// `single` (one spec per function, `Machine::attach`, as one perf event each) or
    /// `multi` (one pattern spec `uprobe:x:f_*`, one `uprobe_multi` link).
    pub mode: &'static str,
    /// Probes.
    pub probes: usize,
    /// Simulator: attaching them all (best of three, the deferred patch work
    /// included), in milliseconds.
    pub attach_ms: f64,
    /// Simulator: detaching them all, in milliseconds.
    pub detach_ms: f64,
}

/// The real kernel's cost on the same ELF held at its exec stop: one `perf_event_open`
/// per probe, then closing them (the same for both modes: the host measures perf
/// events only).
#[derive(Clone, Debug, Serialize)]
pub struct RealAttach {
    /// Probes measured (the first functions, at most [`REAL_ATTACH_MAX`]).
    pub probes: usize,
    /// Opening them, per probe, in nanoseconds.
    pub attach_ns_per_probe: f64,
    /// Closing them, per probe, in nanoseconds.
    pub detach_ns_per_probe: f64,
    /// Probes the kernel refused.
    pub refused: usize,
}

/// `probesim bench --attach N`.
#[derive(Clone, Debug, Serialize)]
pub struct AttachReport {
    /// Kernel preset.
    pub kernel: String,
    /// Functions in the generated guest (`sim_programs::many`).
    pub functions: usize,
    /// Parsing the guest's ELF, symbol index included, in milliseconds.
    pub parse_ms: f64,
    /// The two modes in the simulator.
    pub rows: Vec<AttachRow>,
    /// The real kernel (`--real`).
    pub real: Option<RealAttach>,
}

impl AttachReport {
    /// The table as text.
    pub fn text(&self) -> String {
        let mut out = format!(
            "kernel {}  {} functions (sim_programs::many, `push rbp` first)  ELF parse + symbol index {:.3} ms\n",
            self.kernel, self.functions, self.parse_ms
        );
        out.push_str("mode      probes   sim attach  sim detach   attach/probe  detach/probe");
        if let Some(r) = &self.real {
            out.push_str(&format!("   real attach/probe  real detach/probe ({} probes)", r.probes));
        }
        out.push('\n');
        for row in &self.rows {
            let per = |ms: f64| ms * 1e6 / row.probes.max(1) as f64;
            out.push_str(&format!(
                "{:<8} {:>7} {:>9.3} ms {:>8.3} ms {:>10.0} ns {:>10.0} ns",
                row.mode,
                row.probes,
                row.attach_ms,
                row.detach_ms,
                per(row.attach_ms),
                per(row.detach_ms)
            ));
            if let Some(r) = &self.real {
                out.push_str(&format!("   {:>14.0} ns  {:>14.0} ns", r.attach_ns_per_probe, r.detach_ns_per_probe));
            }
            out.push('\n');
        }
        if let Some(r) = &self.real {
            out.push_str(&format!(
                "real kernel: one perf_event_open per probe, then close (each close waits for an RCU grace period); at this rate {} probes take {:.1} s to attach and {:.1} s to detach\n",
                self.functions,
                r.attach_ns_per_probe * self.functions as f64 / 1e9,
                r.detach_ns_per_probe * self.functions as f64 / 1e9
            ));
        }
        out
    }
}
/// Times attaching and detaching `n` probes, one at a function entry each, in a
/// generated guest of `n` functions: one spec per function, and one pattern spec for
/// all of them; with `real`, the real kernel's cost for the same probes on the same
/// ELF.
pub fn attach_scale(preset: Preset, n: usize, real: bool) -> Result<AttachReport, BenchError> {
    use sim_programs::many;
    if n == 0 {
        return Err(BenchError::NoProbes);
    }
    let program = many::many_functions(n, many::Entry::Push);
    let elf = program.to_elf();
    let t = Instant::now();
    let image = Image::parse(elf.clone()).map_err(BenchError::Load)?;
    let parse_ms = t.elapsed().as_secs_f64() * 1e3;
    // As the bench rows: no trace (an event per breakpoint written would be measured).
    let kernel = KernelConfig { record_trace: false, ..KernelConfig::default() };
    let cfg = RunConfig { preset, kernel, ..RunConfig::default() };
    let specs: Vec<String> = (0..n).map(|i| format!("uprobe:x:{}", many::name(i))).collect();
    let best = |attach: &dyn Fn(&mut Machine) -> Result<Vec<crate::machine::ProbeHandle>, SimError>| {
        let mut times = (f64::INFINITY, f64::INFINITY);
        for _ in 0..3 {
            let mut m = Machine::new(image.clone(), cfg.clone())?;
            let t = Instant::now();
            let handles = attach(&mut m)?;
            // What the patch batch deferred is part of the cost.
            m.end_patch_batch();
            let a = t.elapsed().as_secs_f64() * 1e3;
            if handles.len() != n {
                return Err(SimError::Setup(format!("{} probes attached of {n}", handles.len())));
            }
            let t = Instant::now();
            for h in &handles {
                m.detach(h);
            }
            m.end_patch_batch();
            let d = t.elapsed().as_secs_f64() * 1e3;
            times = (times.0.min(a), times.1.min(d));
        }
        Ok::<_, SimError>(times)
    };
    let single = best(&|m| specs.iter().map(|s| m.attach(s)).collect())?;
    let multi = best(&|m| m.attach_all("uprobe:x:f_*"))?;
    let real = if real {
        host::availability().map_err(BenchError::Unavailable)?;
        let dir = std::env::temp_dir().join(format!("probesim-attach-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(BenchError::Io)?;
        let path = dir.join(&program.name);
        std::fs::write(&path, &elf).map_err(BenchError::Io)?;
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).map_err(BenchError::Io)?;
        let probes: Vec<host::RealProbe> = (0..n.min(REAL_ATTACH_MAX))
            .filter_map(|i| image.symbol(&many::name(i)))
            .map(|s| host::RealProbe {
                file_offset: image.file_offset(s.addr).unwrap_or(0),
                retprobe: false,
                ref_ctr_offset: 0,
                path: None,
            })
            .collect();
        let cost = host::attach_cost(&path, &probes);
        let _ = std::fs::remove_dir_all(&dir);
        let cost = cost.map_err(BenchError::Host)?;
        let per = |d: std::time::Duration| d.as_secs_f64() * 1e9 / probes.len().max(1) as f64;
        Some(RealAttach {
            probes: probes.len(),
            attach_ns_per_probe: per(cost.attach),
            detach_ns_per_probe: per(cost.detach),
            refused: cost.refused,
        })
    } else {
        None
    };
    let row = |mode, (attach_ms, detach_ms): (f64, f64)| AttachRow { mode, probes: n, attach_ms, detach_ms };
    Ok(AttachReport {
        kernel: preset.name().to_string(),
        functions: n,
        parse_ms,
        rows: vec![row("single", single), row("multi", multi)],
        real,
    })
}
