//! Agreement with the real kernel (the oracle): for every sim-program, with a uprobe on
//! each function and on a later instruction boundary, exit, stdout and hits are equal.

use probesim::compare;

use crate::common::{real_available, request};

fn check(name: &str, targets: &[String]) -> Vec<String> {
    let req = request(name, targets);
    match compare::diff(&req) {
        Ok(d) => d.differences.iter().map(|x| format!("{name}: {x}")).collect(),
        Err(e) => vec![format!("{name}: {e}")],
    }
}

#[test]
fn every_program_agrees_with_the_real_kernel() {
    if !real_available() {
        return;
    }
    let mut diffs = Vec::new();
    for p in sim_programs::catalog() {
        let d = check(&p.name, &p.probe_targets);
        diffs.extend(d);
    }
    assert!(diffs.is_empty(), "differences from the real kernel:\n{}", diffs.join("\n"));
}

#[test]
fn unprobed_programs_agree_with_the_real_kernel() {
    if !real_available() {
        return;
    }
    let mut diffs = Vec::new();
    for p in sim_programs::catalog() {
        diffs.extend(check(&p.name, &[]));
    }
    assert!(diffs.is_empty(), "differences from the real kernel:\n{}", diffs.join("\n"));
}
