//! Shared helpers.

use probesim::compare::{self, RunRequest};
use probesim::machine::Report;
use probesim::target::Target;

/// Runs a sim-program under the simulator with the given probe targets (SYMBOL[+OFF]).
pub fn sim(name: &str, targets: &[String]) -> Report {
    let req = request(name, targets);
    compare::simulate(&req).map(|(_, r)| r).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A request for `sim:NAME` with probes on `targets`.
pub fn request(name: &str, targets: &[String]) -> RunRequest {
    let probes = targets.iter().map(|t| format!("uprobe:sim:{name}:{t}")).collect();
    RunRequest::new(Target::parse(&format!("sim:{name}")).unwrap(), probes)
}

/// Insta settings with snapshots under the crate's `snapshots/`.
pub fn insta_settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s
}
