//! Cost profiles fitted on the rows' transitions: `probesim profiles` and
//! `probesim calibrate`.

use super::{real_throughput, row_named, rows, transitions, BenchError, Row, RowProbe};
use crate::cost::{self, Measured, Profile, Published, Table, HOST_PROFILE};
use crate::machine::Preset;

/// Measures the transitions of every row of `table` in the simulator, marking the rows
/// `fitted` accepts as the ones to fit: the input of [`cost::fit`].
pub fn measure(table: &Table, fitted: impl Fn(&Published, &Row) -> bool) -> Result<Vec<Measured>, BenchError> {
    table
        .rows
        .iter()
        .map(|p| {
            let row = row_named(p.bench_row).ok_or(BenchError::UnknownRow { row: p.row, bench_row: p.bench_row })?;
            let transitions = transitions(&row, p.preset)?;
            Ok(Measured { row: *p, transitions, guest_syscalls: row.guest_syscalls, fitted: fitted(p, &row) })
        })
        .collect()
}

/// A table's profile, fitted on the rows it does not exclude.
fn fitted(table: &Table) -> Result<Profile, BenchError> {
    let rows = measure(table, |p, _| table.fits(p))?;
    Ok(cost::fit(table.name, table.source, &rows))
}

/// Every published profile (`probesim profiles`), fitted on all of its rows but the
/// excluded ones.
pub fn profiles() -> Result<Vec<Profile>, BenchError> {
    cost::tables().iter().map(fitted).collect()
}

/// A profile by name: a published one, or `host` from the file `probesim calibrate`
/// writes ([`HOST_PROFILE`]).
pub fn profile(name: &str) -> Result<Profile, BenchError> {
    if name == "host" {
        let text = std::fs::read_to_string(HOST_PROFILE).map_err(BenchError::NoHostProfile)?;
        return Ok(Profile::host_from_json(&text)?);
    }
    let table = cost::tables()
        .into_iter()
        .find(|t| t.name == name)
        .ok_or_else(|| BenchError::UnknownProfile(name.to_string()))?;
    fitted(&table)
}

/// The jiri-2026 table's uretprobe rows predicted from a profile fitted on its other
/// rows only (the uretprobe return path shares the probe-syscall and trap costs).
pub fn uretprobe_prediction() -> Result<Profile, BenchError> {
    const TABLE: &str = "jiri-2026";
    let table = cost::tables().into_iter().find(|t| t.name == TABLE).ok_or(BenchError::MissingTable(TABLE))?;
    let rows = measure(&table, |_, row| row.probe != RowProbe::Uretprobe)?;
    Ok(cost::fit("jiri-2026 (fitted without the uretprobe rows)", table.source, &rows))
}

/// `probesim calibrate`: measures every 6.18 row on the real kernel here, fits a `host`
/// profile, and writes it to [`HOST_PROFILE`].
pub fn calibrate() -> Result<Profile, BenchError> {
    let mut published = Vec::new();
    for row in rows(Preset::V6_18) {
        let mps = real_throughput(&row, row.real_iterations)?;
        published.push(Published { row: row.name, bench_row: row.name, preset: Preset::V6_18, mps });
    }
    let table = Table { name: "host", source: "probesim calibrate on this machine", rows: published, exclude: &[] };
    let p = fitted(&table)?;
    let json = serde_json::to_string_pretty(&p).map_err(BenchError::Json)?;
    std::fs::write(HOST_PROFILE, json).map_err(BenchError::WriteProfile)?;
    Ok(p)
}
