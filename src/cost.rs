//! The cost model: per-transition costs (ns) fitted to published benchmark tables.
//!
//! A row's time per iteration is `Σ cost[i] * feature[i]`, where the features come from
//! the row's exact transitions per hit in the simulator ([`Transitions`]): the loop
//! itself, #BP traps, #DB single-steps, probe syscalls (335/336), the guest's own
//! syscalls, iret returns from syscalls, and return-address hijacks. Throughput is
//! `1000 / time_ns` M/s. Each table's costs are fitted by non-negative least squares on
//! the relative error; every constant therefore comes from the table named in its profile.
//!
//! Everything here is pure: [`fit`] takes rows whose transitions the caller measured
//! ([`crate::bench`] runs the machines and reads and writes the host profile's file).

use serde::Serialize;

use crate::kernel::preset::Preset;

/// Names of the cost-model features, in order.
pub const FEATURES: [&str; 7] =
    ["loop", "trap", "single_step", "probe_syscall", "guest_syscall", "syscall_iret", "hijack"];

/// A feature vector, in [`FEATURES`] order.
pub type Features = [f64; FEATURES.len()];

/// Where `probesim calibrate` writes the host profile (the `host` profile is read back
/// from it).
pub const HOST_PROFILE: &str = "probesim-host-profile.json";

/// Errors of the cost model.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CostError {
    /// A host profile's JSON has no `costs_ns` array of numbers.
    #[error("{HOST_PROFILE}: no costs_ns")]
    NoCosts,
}

/// Kernel transitions per hit (per loop iteration), in the steady state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Transitions {
    /// #BP traps (int3), including the int3 return trampoline of 6.10.
    pub traps: f64,
    /// #DB traps after an out-of-line single-step.
    pub single_steps: f64,
    /// System calls: the probe syscalls (335, 336) and the guest's own.
    pub syscalls: f64,
    /// Returns to user mode through iret (every trap, and syscalls that cannot sysret).
    pub iret: f64,
    /// Returns to user mode through sysret.
    pub sysret: f64,
    /// Return addresses hijacked.
    pub hijacks: f64,
    /// Instructions run in trampolines (`[uprobes-trampoline]`, slots, XOL slot 0).
    pub trampoline_insns: f64,
}

impl Transitions {
    /// The cost-model feature vector, in [`FEATURES`] order, given how many of the
    /// syscalls per hit are the guest's own.
    pub fn features(&self, guest_syscalls: f64) -> Features {
        let probe_syscalls = self.syscalls - guest_syscalls;
        let syscall_iret = (self.iret - self.traps - self.single_steps).max(0.0);
        [1.0, self.traps, self.single_steps, probe_syscalls, guest_syscalls, syscall_iret, self.hijacks]
    }
}

/// One published row: its name, the bench row it corresponds to, the preset whose
/// mechanics it ran on, and its throughput.
#[derive(Clone, Copy, Debug)]
pub struct Published {
    /// Row name as published.
    pub row: &'static str,
    /// The name of the `probesim bench` row that measures the same thing
    /// (`uretprobe-nop` for `uretprobe-nop (int3)`).
    pub bench_row: &'static str,
    /// Mechanics of the kernel it was measured on.
    pub preset: Preset,
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

impl Table {
    /// Whether a row of this table takes part in its standard fit (it is not excluded).
    pub fn fits(&self, r: &Published) -> bool {
        !self.exclude.contains(&r.row)
    }
}

const fn p(row: &'static str, bench_row: &'static str, preset: Preset, mps: f64) -> Published {
    Published { row, bench_row, preset, mps }
}

use Preset::{JmpSlot2026 as FIXA, V6_10, V6_11, V6_18};

/// The bench rows every `run_bench_uprobes.sh` table has, in its order.
const STD_ROWS: [&str; 12] = [
    "usermode-count",
    "syscall-count",
    "uprobe-nop",
    "uprobe-push",
    "uprobe-ret",
    "uprobe-nop5",
    "uretprobe-nop",
    "uretprobe-push",
    "uretprobe-ret",
    "uretprobe-nop5",
    "usdt-nop",
    "usdt-nop5",
];

fn std_rows(preset: Preset, v: [f64; 12]) -> Vec<Published> {
    STD_ROWS.iter().zip(v).map(|(name, mps)| p(name, name, preset, mps)).collect()
}

fn usdt_2026(preset_rows: [f64; 3]) -> Vec<Published> {
    vec![
        p("usdt-nop", "usdt-nop", V6_18, preset_rows[0]),
        p("usdt-nop5 (base)", "usdt-nop5", V6_18, preset_rows[1]),
        p("usdt-nop5 (fix A)", "usdt-nop5", FIXA, preset_rows[2]),
    ]
}

/// Every published table.
pub fn tables() -> Vec<Table> {
    vec![
        Table {
            name: "i7-1165G7-2024",
            source: "Intel i7-1165G7: Jiri Olsa, uretprobe syscall PATCHv2 (linux-trace-kernel, 2024-04-02): uretprobe rows with the int3 trampoline (6.10) and the syscall (6.11); uprobe rows from the same thread",
            exclude: &[],
            rows: vec![
                p("syscall-count", "syscall-count", V6_10, 15.888),
                p("uprobe-nop", "uprobe-nop", V6_10, 3.016),
                p("uprobe-push", "uprobe-push", V6_10, 2.832),
                p("uprobe-ret", "uprobe-ret", V6_10, 1.104),
                p("uretprobe-nop (int3)", "uretprobe-nop", V6_10, 1.498),
                p("uretprobe-push (int3)", "uretprobe-push", V6_10, 1.448),
                p("uretprobe-ret (int3)", "uretprobe-ret", V6_10, 0.816),
                p("uretprobe-nop (syscall)", "uretprobe-nop", V6_11, 1.969),
                p("uretprobe-push (syscall)", "uretprobe-push", V6_11, 1.910),
                p("uretprobe-ret (syscall)", "uretprobe-ret", V6_11, 0.934),
            ],
        },
        Table {
            name: "ryzen7-5700U-2024",
            source: "AMD Ryzen 7 5700U: uretprobe syscall PATCHv2 (2024-04-02); uprobe rows from the same thread",
            exclude: &[],
            rows: vec![
                p("syscall-count", "syscall-count", V6_10, 5.105),
                p("uprobe-nop", "uprobe-nop", V6_10, 1.552),
                p("uprobe-push", "uprobe-push", V6_10, 1.408),
                p("uprobe-ret", "uprobe-ret", V6_10, 0.827),
                p("uretprobe-nop (int3)", "uretprobe-nop", V6_10, 0.778),
                p("uretprobe-push (int3)", "uretprobe-push", V6_10, 0.744),
                p("uretprobe-ret (int3)", "uretprobe-ret", V6_10, 0.540),
                p("uretprobe-nop (syscall)", "uretprobe-nop", V6_11, 0.860),
                p("uretprobe-push (syscall)", "uretprobe-push", V6_11, 0.818),
                p("uretprobe-ret (syscall)", "uretprobe-ret", V6_11, 0.578),
            ],
        },
        Table {
            name: "nop5-dec2024",
            source: "Jiri Olsa, uprobe nop5 optimization series (Dec 2024), run_bench_uprobes.sh; uretprobe-nop5 is left out of the fit: the thread itself questions it (it equals uprobe-nop5, although a uretprobe adds a hijack and a return syscall)",
            exclude: &["uretprobe-nop5"],
            rows: std_rows(V6_18, [233.831, 12.107, 3.246, 3.057, 1.113, 6.751, 1.740, 1.677, 0.852, 6.769, f64::NAN, f64::NAN])
                .into_iter()
                .filter(|r| !r.mps.is_nan())
                .collect(),
        },
        Table {
            name: "jiri-2026",
            source: "Jiri Olsa, red-zone thread (2026-05-12): nop5 base kernel, 6.18 mechanics",
            exclude: &[],
            rows: std_rows(V6_18, [152.509, 15.177, 3.215, 3.054, 1.100, 7.251, 2.149, 2.088, 0.960, 3.402, 3.185, 7.378]),
        },
        Table { name: "skylake-2026", source: "Andrii Nakryiko, Fix A (2026-05-08): Skylake", rows: usdt_2026([3.149, 6.422, 4.865]), exclude: &[] },
        Table { name: "milan-2026", source: "Fix A (2026-05-08): AMD Milan", rows: usdt_2026([2.910, 3.443, 3.820]), exclude: &[] },
        Table {
            name: "sapphire-rapids-2026",
            source: "Fix A (2026-05-08): Intel Sapphire Rapids",
            rows: usdt_2026([1.896, 4.023, 3.693]),
            exclude: &[],
        },
        Table { name: "bergamo-2026", source: "Fix A (2026-05-08): AMD Bergamo", rows: usdt_2026([3.393, 3.895, 3.849]), exclude: &[] },
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
    pub costs_ns: Features,
    /// The fit.
    pub fit: Vec<FitRow>,
}

impl Profile {
    /// Modelled throughput (M/s) for a feature vector.
    pub fn throughput(&self, x: &Features) -> f64 {
        let t: f64 = self.costs_ns.iter().zip(x).map(|(c, x)| c * x).sum();
        if t > 0.0 {
            1e3 / t
        } else {
            f64::INFINITY
        }
    }

    /// The `host` profile from the JSON `probesim calibrate` writes (a serialized
    /// [`Profile`]; only its `costs_ns` are read).
    pub fn host_from_json(text: &str) -> Result<Profile, CostError> {
        let costs: Vec<f64> = serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .and_then(|v| v.get("costs_ns").cloned())
            .and_then(|c| serde_json::from_value(c).ok())
            .ok_or(CostError::NoCosts)?;
        let mut c = [0.0; FEATURES.len()];
        for (i, v) in costs.iter().take(c.len()).enumerate() {
            c[i] = *v;
        }
        Ok(Profile {
            name: "host".into(),
            source: format!("probesim calibrate ({HOST_PROFILE})"),
            costs_ns: c,
            fit: Vec::new(),
        })
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
pub fn fit_costs(xs: &[Features], ys_ns: &[f64]) -> Features {
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
        let pivot = a[c].clone();
        for (r, row) in a.iter_mut().enumerate() {
            if r != c {
                let f = row[c] / d;
                for (x, p) in row[c..=k].iter_mut().zip(&pivot[c..=k]) {
                    *x -= f * p;
                }
            }
        }
    }
    (0..k).map(|i| if a[i][i].abs() < 1e-300 { 0.0 } else { a[i][k] / a[i][i] }).collect()
}

/// A table row with the transitions the simulator measured for it: the input of [`fit`].
#[derive(Clone, Copy, Debug)]
pub struct Measured {
    /// The published row.
    pub row: Published,
    /// The simulator's exact transitions per hit on it.
    pub transitions: Transitions,
    /// How many of those syscalls per hit are the guest's own (see [`Transitions::features`]).
    pub guest_syscalls: f64,
    /// Whether it takes part in the fit (false: it is only predicted).
    pub fitted: bool,
}

/// Fits a profile named `name` (numbers from `source`) to `rows`: the costs from the rows
/// marked `fitted`, then every row's modelled throughput and error.
pub fn fit(name: &str, source: &str, rows: &[Measured]) -> Profile {
    let xs: Vec<Features> = rows.iter().map(|r| r.transitions.features(r.guest_syscalls)).collect();
    let (mut fx, mut fy) = (Vec::new(), Vec::new());
    for (r, x) in rows.iter().zip(&xs) {
        if r.fitted {
            fx.push(*x);
            fy.push(1e3 / r.row.mps);
        }
    }
    let costs = fit_costs(&fx, &fy);
    let mut profile = Profile { name: name.to_string(), source: source.to_string(), costs_ns: costs, fit: Vec::new() };
    for (r, x) in rows.iter().zip(&xs) {
        let modelled = profile.throughput(x);
        profile.fit.push(FitRow {
            row: r.row.row.to_string(),
            published: r.row.mps,
            modelled,
            error: modelled / r.row.mps - 1.0,
            fitted: r.fitted,
        });
    }
    profile
}
