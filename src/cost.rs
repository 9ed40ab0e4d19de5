//! The cost model: per-transition costs (ns) fitted to published benchmark tables.
//!
//! A row's time per iteration is `Σ cost[i] * feature[i]`, where the features are the
//! row's exact transitions per hit from the simulator ([`crate::bench::Transitions`]):
//! the loop itself, #BP traps, #DB single-steps, probe syscalls (335/336), the guest's own
//! syscalls, iret returns from syscalls, and return-address hijacks. Throughput is
//! `1000 / time_ns` M/s. Each table's costs are fitted by non-negative least squares on
//! the relative error; every constant therefore comes from the table named in its profile.

use serde::Serialize;

use crate::bench::{guest_syscalls, transitions, Row, RowProbe};
use crate::machine::Preset;
use sim_programs::bench::Trigger;

/// Names of the cost-model features, in order.
pub const FEATURES: [&str; 7] = ["loop", "trap", "single_step", "probe_syscall", "guest_syscall", "syscall_iret", "hijack"];

/// One published row: name, the preset whose mechanics it ran on, trigger, probe, M/s.
#[derive(Clone, Copy, Debug)]
pub struct Published {
    /// Row name as published.
    pub row: &'static str,
    /// Mechanics of the kernel it was measured on.
    pub preset: Preset,
    /// Trigger.
    pub trigger: Trigger,
    /// What was attached.
    pub probe: RowProbe,
    /// Published throughput, M/s.
    pub mps: f64,
}

/// A published table: one machine, one source.
#[derive(Clone, Debug)]
pub struct Table {
    /// Profile name.
    pub name: &'static str,
    /// Where the numbers come from.
    pub source: &'static str,
    /// Rows.
    pub rows: Vec<Published>,
    /// Rows left out of the fit (reported as predicted), with the reason in `source`.
    pub exclude: &'static [&'static str],
}

const fn p(row: &'static str, preset: Preset, trigger: Trigger, probe: RowProbe, mps: f64) -> Published {
    Published { row, preset, trigger, probe, mps }
}

use Preset::{JmpSlot2026 as FIXA, V6_10, V6_11, V6_18};
use RowProbe::{None as NOPROBE, Uprobe as UP, Uretprobe as URET, Usdt as USDT};
use Trigger::{Nop, Nop5, Push, Ret, SyscallCount, UsdtNop, UsdtNop5, UsermodeCount};

fn std_rows(preset: Preset, v: [f64; 12]) -> Vec<Published> {
    vec![
        p("usermode-count", preset, UsermodeCount, NOPROBE, v[0]),
        p("syscall-count", preset, SyscallCount, NOPROBE, v[1]),
        p("uprobe-nop", preset, Nop, UP, v[2]),
        p("uprobe-push", preset, Push, UP, v[3]),
        p("uprobe-ret", preset, Ret, UP, v[4]),
        p("uprobe-nop5", preset, Nop5, UP, v[5]),
        p("uretprobe-nop", preset, Nop, URET, v[6]),
        p("uretprobe-push", preset, Push, URET, v[7]),
        p("uretprobe-ret", preset, Ret, URET, v[8]),
        p("uretprobe-nop5", preset, Nop5, URET, v[9]),
        p("usdt-nop", preset, UsdtNop, USDT, v[10]),
        p("usdt-nop5", preset, UsdtNop5, USDT, v[11]),
    ]
}

fn usdt_2026(preset_rows: [f64; 3]) -> Vec<Published> {
    vec![
        p("usdt-nop", V6_18, UsdtNop, USDT, preset_rows[0]),
        p("usdt-nop5 (base)", V6_18, UsdtNop5, USDT, preset_rows[1]),
        p("usdt-nop5 (fix A)", FIXA, UsdtNop5, USDT, preset_rows[2]),
    ]
}

/// Every published table.
pub fn tables() -> Vec<Table> {
    vec![
        Table {
            name: "i7-1165G7-2024",
            source: "Intel i7-1165G7: seed 000 (Jiri Olsa, uretprobe syscall PATCHv2, 2024-04-02): uretprobe rows with the int3 trampoline (6.10) and the syscall (6.11); uprobe rows from kernel-mechanics.md §7.3 (same thread)",
            exclude: &[],
            rows: vec![
                p("syscall-count", V6_10, SyscallCount, NOPROBE, 15.888),
                p("uprobe-nop", V6_10, Nop, UP, 3.016),
                p("uprobe-push", V6_10, Push, UP, 2.832),
                p("uprobe-ret", V6_10, Ret, UP, 1.104),
                p("uretprobe-nop (int3)", V6_10, Nop, URET, 1.498),
                p("uretprobe-push (int3)", V6_10, Push, URET, 1.448),
                p("uretprobe-ret (int3)", V6_10, Ret, URET, 0.816),
                p("uretprobe-nop (syscall)", V6_11, Nop, URET, 1.969),
                p("uretprobe-push (syscall)", V6_11, Push, URET, 1.910),
                p("uretprobe-ret (syscall)", V6_11, Ret, URET, 0.934),
            ],
        },
        Table {
            name: "ryzen7-5700U-2024",
            source: "AMD Ryzen 7 5700U: seed 000 (uretprobe syscall PATCHv2, 2024-04-02); uprobe rows from kernel-mechanics.md §7.3",
            exclude: &[],
            rows: vec![
                p("syscall-count", V6_10, SyscallCount, NOPROBE, 5.105),
                p("uprobe-nop", V6_10, Nop, UP, 1.552),
                p("uprobe-push", V6_10, Push, UP, 1.408),
                p("uprobe-ret", V6_10, Ret, UP, 0.827),
                p("uretprobe-nop (int3)", V6_10, Nop, URET, 0.778),
                p("uretprobe-push (int3)", V6_10, Push, URET, 0.744),
                p("uretprobe-ret (int3)", V6_10, Ret, URET, 0.540),
                p("uretprobe-nop (syscall)", V6_11, Nop, URET, 0.860),
                p("uretprobe-push (syscall)", V6_11, Push, URET, 0.818),
                p("uretprobe-ret (syscall)", V6_11, Ret, URET, 0.578),
            ],
        },
        Table {
            name: "nop5-dec2024",
            source: "seed 001 (Jiri Olsa, nop5 optimization series, Dec 2024), run_bench_uprobes.sh; uretprobe-nop5 is left out of the fit: the thread itself questions it (it equals uprobe-nop5, although a uretprobe adds a hijack and a return syscall)",
            exclude: &["uretprobe-nop5"],
            rows: std_rows(V6_18, [233.831, 12.107, 3.246, 3.057, 1.113, 6.751, 1.740, 1.677, 0.852, 6.769, f64::NAN, f64::NAN])
                .into_iter()
                .filter(|r| !r.mps.is_nan())
                .collect(),
        },
        Table {
            name: "jiri-2026",
            source: "seed 004 (Jiri Olsa, 2026-05-12, nop5 base kernel, 6.18 mechanics)",
            exclude: &[],
            rows: std_rows(V6_18, [152.509, 15.177, 3.215, 3.054, 1.100, 7.251, 2.149, 2.088, 0.960, 3.402, 3.185, 7.378]),
        },
        Table { name: "skylake-2026", source: "seed 004 (Andrii Nakryiko, Fix A, 2026-05-08): Skylake", rows: usdt_2026([3.149, 6.422, 4.865]), exclude: &[] },
        Table { name: "milan-2026", source: "seed 004 (Fix A, 2026-05-08): AMD Milan", rows: usdt_2026([2.910, 3.443, 3.820]), exclude: &[] },
        Table {
            name: "sapphire-rapids-2026",
            source: "seed 004 (Fix A, 2026-05-08): Intel Sapphire Rapids",
            rows: usdt_2026([1.896, 4.023, 3.693]),
            exclude: &[],
        },
        Table { name: "bergamo-2026", source: "seed 004 (Fix A, 2026-05-08): AMD Bergamo", rows: usdt_2026([3.393, 3.895, 3.849]), exclude: &[] },
    ]
}

/// One row of a fit.
#[derive(Clone, Debug, Serialize)]
pub struct FitRow {
    /// Row.
    pub row: String,
    /// Published M/s (for the `host` profile: measured on this machine).
    pub published: f64,
    /// Modelled M/s.
    pub modelled: f64,
    /// Relative error.
    pub error: f64,
    /// Whether the row was used for fitting (false = predicted).
    pub fitted: bool,
}

/// A CPU profile: fitted costs and how well they reproduce their table.
#[derive(Clone, Debug, Serialize)]
pub struct Profile {
    /// Name.
    pub name: String,
    /// Source of the numbers.
    pub source: String,
    /// Cost (ns) per feature, in [`FEATURES`] order; 0 where the table does not
    /// determine it.
    pub costs_ns: [f64; FEATURES.len()],
    /// The fit.
    pub fit: Vec<FitRow>,
}

impl Profile {
    /// Modelled throughput (M/s) for a feature vector.
    pub fn throughput(&self, x: &[f64; FEATURES.len()]) -> f64 {
        let t: f64 = self.costs_ns.iter().zip(x).map(|(c, x)| c * x).sum();
        if t > 0.0 {
            1e3 / t
        } else {
            f64::INFINITY
        }
    }

    /// Readable fit table.
    pub fn text(&self) -> String {
        let mut out = format!("profile {}\n  source: {}\n  costs (ns):", self.name, self.source);
        for (n, c) in FEATURES.iter().zip(&self.costs_ns) {
            out.push_str(&format!(" {n}={c:.2}"));
        }
        out.push('\n');
        let label = if self.name == "host" { "measured " } else { "published" };
        for r in &self.fit {
            out.push_str(&format!(
                "  {:<26} : {label} {:>8.3} M/s  modelled {:>8.3} M/s  error {:>+6.1}%{}\n",
                r.row,
                r.published,
                r.modelled,
                r.error * 100.0,
                if r.fitted { "" } else { "  (predicted)" }
            ));
        }
        out
    }
}

/// Non-negative least squares on the relative error, by an active-set loop over the
/// normal equations (the problems here have at most 7 unknowns).
pub fn fit_costs(xs: &[[f64; FEATURES.len()]], ys_ns: &[f64]) -> [f64; FEATURES.len()] {
    let n = FEATURES.len();
    let mut active: Vec<usize> = (0..n).filter(|&j| xs.iter().any(|x| x[j] != 0.0)).collect();
    loop {
        let k = active.len();
        let mut a = vec![vec![0.0; k + 1]; k];
        for (x, y) in xs.iter().zip(ys_ns) {
            // Row scaled by 1/y: minimise the relative error.
            let row: Vec<f64> = active.iter().map(|j| x[*j] / y).collect();
            for i in 0..k {
                for j in 0..k {
                    a[i][j] += row[i] * row[j];
                }
                a[i][k] += row[i];
            }
        }
        for (i, r) in a.iter_mut().enumerate() {
            r[i] += 1e-12; // keep under-determined problems solvable
        }
        let sol = solve(a);
        let mut out = [0.0; FEATURES.len()];
        for (i, j) in active.iter().enumerate() {
            out[*j] = sol[i];
        }
        match active.iter().enumerate().filter(|(i, _)| sol[*i] < 0.0).min_by(|a, b| sol[a.0].total_cmp(&sol[b.0])) {
            Some((i, _)) => {
                active.remove(i);
            }
            None => return out,
        }
        if active.is_empty() {
            return [0.0; FEATURES.len()];
        }
    }
}

/// Gaussian elimination with partial pivoting on an augmented matrix.
fn solve(mut a: Vec<Vec<f64>>) -> Vec<f64> {
    let k = a.len();
    for c in 0..k {
        let piv = (c..k).max_by(|x, y| a[*x][c].abs().total_cmp(&a[*y][c].abs())).unwrap_or(c);
        a.swap(c, piv);
        let d = a[c][c];
        if d.abs() < 1e-300 {
            continue;
        }
        for r in 0..k {
            if r != c {
                let f = a[r][c] / d;
                for j in c..=k {
                    a[r][j] -= f * a[c][j];
                }
            }
        }
    }
    (0..k).map(|i| if a[i][i].abs() < 1e-300 { 0.0 } else { a[i][k] / a[i][i] }).collect()
}

/// The feature vector of a published row (from the simulator's exact transitions).
pub fn features_of(r: &Published) -> Result<[f64; FEATURES.len()], String> {
    let row = Row { name: r.row, trigger: r.trigger, probe: r.probe };
    let t = transitions(&row, r.preset).map_err(|e| e.to_string())?;
    Ok(t.features(guest_syscalls(&row)))
}

/// Fits a profile to `table`, using only the rows `use_row` accepts for the fit.
pub fn fit(table: &Table, use_row: impl Fn(&Published) -> bool) -> Result<Profile, String> {
    let mut xs = Vec::new();
    let mut all = Vec::new();
    for r in &table.rows {
        let x = features_of(r)?;
        all.push((r, x));
    }
    let (mut fx, mut fy) = (Vec::new(), Vec::new());
    for (r, x) in &all {
        if use_row(r) {
            fx.push(*x);
            fy.push(1e3 / r.mps);
        }
        xs.push(*x);
    }
    let costs = fit_costs(&fx, &fy);
    let mut profile = Profile { name: table.name.to_string(), source: table.source.to_string(), costs_ns: costs, fit: Vec::new() };
    for (r, x) in &all {
        let modelled = profile.throughput(x);
        profile.fit.push(FitRow {
            row: r.row.to_string(),
            published: r.mps,
            modelled,
            error: modelled / r.mps - 1.0,
            fitted: use_row(r),
        });
    }
    Ok(profile)
}

/// Every published profile, fitted on all of its rows.
pub fn profiles() -> Result<Vec<Profile>, String> {
    tables().iter().map(|t| fit(t, |r| !t.exclude.contains(&r.row))).collect()
}

/// A profile by name: a published one, or `host` from a calibration file.
pub fn profile(name: &str) -> Result<Profile, String> {
    if name == "host" {
        let text = std::fs::read_to_string(HOST_PROFILE)
            .map_err(|e| format!("no host profile ({HOST_PROFILE}: {e}); run `probesim calibrate` first"))?;
        let costs: Vec<f64> = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| v.get("costs_ns").cloned())
            .and_then(|c| serde_json::from_value(c).ok())
            .ok_or_else(|| format!("{HOST_PROFILE}: no costs_ns"))?;
        let mut c = [0.0; FEATURES.len()];
        for (i, v) in costs.iter().take(c.len()).enumerate() {
            c[i] = *v;
        }
        return Ok(Profile { name: "host".into(), source: format!("probesim calibrate ({HOST_PROFILE})"), costs_ns: c, fit: Vec::new() });
    }
    let table = tables()
        .into_iter()
        .find(|t| t.name == name)
        .ok_or_else(|| format!("unknown profile `{name}` (see `probesim profiles`)"))?;
    fit(&table, |r| !table.exclude.contains(&r.row))
}

/// Where `probesim calibrate` writes the host profile.
pub const HOST_PROFILE: &str = "probesim-host-profile.json";

/// The jiri-2026 table's uretprobe rows predicted from a profile fitted on its other
/// rows only (the uretprobe return path shares the probe-syscall and trap costs).
pub fn uretprobe_prediction() -> Result<Profile, String> {
    let table = tables().into_iter().find(|t| t.name == "jiri-2026").ok_or("jiri-2026 table missing")?;
    let mut p = fit(&table, |r| r.probe != RowProbe::Uretprobe)?;
    p.name = "jiri-2026 (fitted without the uretprobe rows)".into();
    Ok(p)
}

/// `probesim calibrate`: measure every 6.18 row on the real kernel here, fit a `host`
/// profile, and write it to [`HOST_PROFILE`].
pub fn calibrate() -> Result<Profile, String> {
    let mut rows = Vec::new();
    for row in crate::bench::rows(Preset::V6_18) {
        let mps = crate::bench::real_throughput(&row, crate::bench::real_iterations(&row))?;
        rows.push(Published { row: row.name, preset: Preset::V6_18, trigger: row.trigger, probe: row.probe, mps });
    }
    let table = Table { name: "host", source: "probesim calibrate on this machine", rows, exclude: &[] };
    let p = fit(&table, |_| true)?;
    let json = serde_json::to_string_pretty(&p).map_err(|e| e.to_string())?;
    std::fs::write(HOST_PROFILE, json).map_err(|e| format!("{HOST_PROFILE}: {e}"))?;
    Ok(p)
}
