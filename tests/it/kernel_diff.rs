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
        if p.name == "red-zone" {
            // FIXME(#4): the 6.18 nop5 → call optimization is not modelled yet, so the
            // host's red-zone corruption (999 of 1000 calls) does not happen in the
            // simulator. Asserted as different so this breaks when #4 lands.
            assert!(d.iter().any(|x| x.contains("stdout")), "red-zone now agrees: remove this FIXME");
            continue;
        }
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
