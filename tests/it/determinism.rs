//! Same inputs, byte-identical outputs, for every sim-program.

use crate::common::sim;

#[test]
fn every_program_gives_byte_identical_json_twice() {
    for p in sim_programs::catalog() {
        let a = serde_json::to_string(&sim(&p.name, &p.probe_targets)).unwrap();
        let b = serde_json::to_string(&sim(&p.name, &p.probe_targets)).unwrap();
        assert_eq!(a, b, "{}", p.name);
    }
}

#[test]
fn cli_json_is_byte_identical_twice() {
    let run = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_probesim"))
            .args(["run", "sim:demo", "--json", "--probe", "uprobe:sim:demo:compute"])
            .output()
            .unwrap()
    };
    let (a, b) = (run(), run());
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    assert_eq!(a.stdout, b.stdout);
    let v: serde_json::Value = serde_json::from_slice(&a.stdout).unwrap();
    for key in ["exit", "stdout", "probes", "counts", "instructions"] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
}
