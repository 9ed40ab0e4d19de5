//! `explain --compare P,Q`: the same event under two presets, side by side. The two
//! windows are aligned on their instructions (a longest common subsequence of
//! `address + text`, so the program's own code lines up and each path's kernel or
//! trampoline part stands opposite the other's), and the first divergence is the first
//! aligned row whose two sides differ.

use serde::Serialize;

use crate::machine::Preset;
use crate::session::{RunError, RunRequest};

use super::{explain_with, Explanation, Options, Step};

/// Most cells of the alignment table; longer windows are aligned by their distance
/// from the event instead.
const MAX_TABLE: usize = 4 << 20;

/// Two explanations of one event, aligned.
#[derive(Clone, Debug, Serialize)]
pub struct Comparison {
    /// The first preset's.
    pub a: Explanation,
    /// The second preset's.
    pub b: Explanation,
    /// Aligned rows: a step index of each side, `None` where that side has no
    /// counterpart.
    pub rows: Vec<(Option<usize>, Option<usize>)>,
    /// The first row whose sides differ (instruction or kernel work).
    pub first_divergence: Option<usize>,
}

fn key(s: &Step) -> String {
    format!("{} {}", s.addr, s.text)
}

fn same(x: &Step, y: &Step) -> bool {
    key(x) == key(y) && x.kernel == y.kernel && x.writes.len() == y.writes.len()
}

/// Aligns two windows: a longest common subsequence of their keys, the unmatched runs
/// between matches paired up row by row.
fn align(a: &[Step], b: &[Step], focus: (usize, usize)) -> Vec<(Option<usize>, Option<usize>)> {
    let (n, m) = (a.len(), b.len());
    if n.saturating_mul(m) > MAX_TABLE {
        // By distance from the event.
        let shift = focus.0 as i64 - focus.1 as i64;
        let lo = 0i64.min(-shift);
        let hi = (n as i64).max(m as i64 + shift);
        return (lo..hi)
            .map(|i| {
                let ia = usize::try_from(i).ok().filter(|x| *x < n);
                let ib = usize::try_from(i - shift).ok().filter(|x| *x < m);
                (ia, ib)
            })
            .filter(|r| r.0.is_some() || r.1.is_some())
            .collect();
    }
    let ka: Vec<String> = a.iter().map(key).collect();
    let kb: Vec<String> = b.iter().map(key).collect();
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[at(i, j)] =
                if ka[i] == kb[j] { lcs[at(i + 1, j + 1)] + 1 } else { lcs[at(i + 1, j)].max(lcs[at(i, j + 1)]) };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut rows = Vec::new();
    let (mut only_a, mut only_b) = (Vec::new(), Vec::new());
    let flush = |rows: &mut Vec<(Option<usize>, Option<usize>)>, oa: &mut Vec<usize>, ob: &mut Vec<usize>| {
        for k in 0..oa.len().max(ob.len()) {
            rows.push((oa.get(k).copied(), ob.get(k).copied()));
        }
        oa.clear();
        ob.clear();
    };
    while i < n || j < m {
        if i < n && j < m && ka[i] == kb[j] {
            flush(&mut rows, &mut only_a, &mut only_b);
            rows.push((Some(i), Some(j)));
            i += 1;
            j += 1;
        } else if j >= m || (i < n && lcs[at(i + 1, j)] >= lcs[at(i, j + 1)]) {
            only_a.push(i);
            i += 1;
        } else {
            only_b.push(j);
            j += 1;
        }
    }
    flush(&mut rows, &mut only_a, &mut only_b);
    rows
}

/// The first and last rows with a step on both sides: rows outside them hold steps
/// that the other window does not reach (its event came earlier or later), which are
/// not differences.
fn both_ends(rows: &[(Option<usize>, Option<usize>)]) -> (usize, usize) {
    let both = |r: &&(Option<usize>, Option<usize>)| r.0.is_some() && r.1.is_some();
    let first = rows.iter().position(|r| both(&r)).unwrap_or(0);
    let last = rows.iter().rposition(|r| both(&r)).unwrap_or(rows.len().saturating_sub(1));
    (first, last)
}

/// The event `o` picks under presets `a` and `b`, aligned.
pub fn compare_with(req: &RunRequest, o: &Options, a: Preset, b: Preset) -> Result<Comparison, RunError> {
    let ea = explain_with(&RunRequest { preset: a, ..req.clone() }, o)?;
    let eb = explain_with(&RunRequest { preset: b, ..req.clone() }, o)?;
    let rows = align(&ea.steps, &eb.steps, (ea.focus, eb.focus));
    let (first, last) = both_ends(&rows);
    let first_divergence = (first..=last).find(|r| match rows[*r] {
        (Some(x), Some(y)) => !same(&ea.steps[x], &eb.steps[y]),
        _ => true,
    });
    Ok(Comparison { a: ea, b: eb, rows, first_divergence })
}

/// The same hit under two presets as text: the first divergence, the red-zone writes
/// of each, the aligned windows side by side, then each narrative.
pub fn compare(req: &RunRequest, hit: usize, a: Preset, b: Preset) -> Result<String, RunError> {
    Ok(compare_with(req, &Options::hit(hit), a, b)?.text())
}

impl Comparison {
    fn side(e: &Explanation, i: Option<usize>) -> String {
        match i {
            Some(i) => {
                let s = &e.steps[i];
                let k = if s.kernel.is_empty() { String::new() } else { format!(" [{} kernel]", s.kernel.len()) };
                format!("{} {}{k}", s.addr, s.text)
            }
            None => "-".to_string(),
        }
    }

    /// The comparison as text.
    pub fn text(&self) -> String {
        let (a, b) = (&self.a, &self.b);
        let mut out = String::new();
        match self.first_divergence {
            Some(r) => {
                let (x, y) = self.rows[r];
                let line = |e: &Explanation, i: Option<usize>| match i {
                    Some(i) => {
                        let s = &e.steps[i];
                        std::iter::once(format!("{} {}", s.addr, s.text))
                            .chain(s.kernel.iter().cloned())
                            .collect::<Vec<_>>()
                            .join("; ")
                    }
                    None => "(no counterpart)".to_string(),
                };
                out.push_str(&format!(
                    "first divergence (aligned row {r} of {}):\n  {}: {}\n  {}: {}\n",
                    self.rows.len(),
                    a.kernel,
                    line(a, x),
                    b.kernel,
                    line(b, y)
                ));
            }
            None => out.push_str("no divergence in the window\n"),
        }
        out.push_str(&format!(
            "red-zone writes in the window: {} under {}, {} under {}\n",
            a.red_zone.len(),
            a.kernel,
            b.red_zone.len(),
            b.kernel
        ));
        for w in a.red_zone.iter().take(4) {
            out.push_str(&format!("  {}: {w}\n", a.kernel));
        }
        for w in b.red_zone.iter().take(4) {
            out.push_str(&format!("  {}: {w}\n", b.kernel));
        }
        out.push_str(&format!(
            "\naligned ({} | {}; * marks rows that differ, . rows outside the other's window):\n",
            a.kernel, b.kernel
        ));
        let (first, last) = both_ends(&self.rows);
        for (r, (x, y)) in self.rows.iter().enumerate() {
            let differ = match (x, y) {
                (Some(x), Some(y)) => !same(&a.steps[*x], &b.steps[*y]),
                _ if r < first || r > last => {
                    let mut l = Self::side(a, *x);
                    l = l.chars().take(58).collect();
                    out.push_str(&format!(". {l:<58} | {}\n", Self::side(b, *y)));
                    continue;
                }
                _ => true,
            };
            let mut l = Self::side(a, *x);
            if l.chars().count() > 58 {
                l = l.chars().take(57).collect::<String>() + "~";
            }
            out.push_str(&format!("{} {l:<58} | {}\n", if differ { '*' } else { ' ' }, Self::side(b, *y)));
        }
        out.push_str(&format!("\n===== {} =====\n{}", a.kernel, a.text()));
        out.push_str(&format!("\n===== {} =====\n{}", b.kernel, b.text()));
        out
    }
}
