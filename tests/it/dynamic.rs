//! Dynamic programs in the simulator alone (the host comparison is in `tests/real`):
//! the distribution's loader links them, and probes on a library registered before the
//! library is mapped are installed at each mapping (`uprobe_mmap()`) and gone while it
//! is not mapped.

use std::path::Path;

use probesim::session::{run_sim, Outcome, RunRequest};
use probesim::target::Target;

/// `dyn_main` and `libdyn.so` built into a new directory, or `None` (a skip, but a
/// failure under CI) without a C compiler.
fn build() -> Option<(tempfile::TempDir, String, String)> {
    let dir = tempfile::tempdir().unwrap();
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let lib = dir.path().join("libdyn.so").display().to_string();
    let exe = dir.path().join("dyn_main").display().to_string();
    let src = |f: &str| data.join(f).display().to_string();
    for args in [
        vec!["-O1".to_string(), "-fPIC".into(), "-shared".into(), "-o".into(), lib.clone(), src("dyn_lib.c")],
        vec!["-O1".to_string(), "-o".into(), exe.clone(), src("dyn_main.c")],
    ] {
        match std::process::Command::new("cc").args(&args).status() {
            Ok(s) if s.success() => {}
            other => {
                assert!(std::env::var_os("CI").is_none(), "cc {args:?}: {other:?}");
                return None;
            }
        }
    }
    Some((dir, lib, exe))
}

fn run(exe: &str, args: &[&str], probes: Vec<String>) -> probesim::report::Report {
    let mut req = RunRequest::new(Target::parse(exe).unwrap(), probes);
    req.extra_args = args.iter().map(|a| a.to_string()).collect();
    let Outcome::Sim(report) = run_sim(&req).unwrap() else { panic!("not a simulated run") };
    *report
}

#[test]
fn dlopen_dlclose_dlopen_hits_in_both_loads() {
    let Some((_dir, lib, exe)) = build() else { return };
    let probes = vec![
        format!("uprobe:{lib}:lib_square"),
        format!("uretprobe:{lib}:lib_sum"),
        format!("uprobe:{exe}:round_trip"),
    ];
    let r = run(&exe, &[&lib], probes);
    assert_eq!(r.stdout, "dyn_main: 30 91\n");
    // 5 + 7 squares, one lib_sum return per load, two round trips.
    assert_eq!(r.probes.iter().map(|p| p.hits).collect::<Vec<_>>(), [12, 2, 2]);
    // Same inputs, same report.
    let again = run(&exe, &[&lib], r.probes.iter().map(|p| p.spec.clone()).collect());
    assert_eq!(serde_json::to_string(&r).unwrap(), serde_json::to_string(&again).unwrap());
}

#[test]
fn a_library_nothing_maps_keeps_its_probe_with_no_hits() {
    let Some((_dir, lib, exe)) = build() else { return };
    // Without the argument, the program never loads the library.
    let r = run(&exe, &[], vec![format!("uprobe:{lib}:lib_square")]);
    assert_eq!(r.exit, Some(probesim::kernel::Exit::Exited(2)));
    assert_eq!(r.probes[0].hits, 0);
    assert!(r.probes[0].installed, "registered, as the kernel keeps it");
}

#[test]
fn a_reset_dynamic_machine_runs_as_a_fresh_one() {
    let Some((_dir, lib, exe)) = build() else { return };
    let mut cfg = probesim::machine::RunConfig::default();
    cfg.kernel.root = Some("/".into());
    cfg.argv = vec![exe.clone(), lib.clone()];
    let bytes = std::fs::read(&exe).unwrap();
    let mut m = probesim::machine::Machine::from_elf_bytes(bytes, cfg).unwrap();
    let spec = format!("uprobe:{lib}:lib_square");
    let h = m.attach(&spec).unwrap();
    m.run().unwrap();
    let first = (m.hits(&h), m.report("dyn_main").unwrap().stdout);
    m.reset().unwrap();
    let h = m.attach(&spec).unwrap();
    m.run().unwrap();
    assert_eq!((m.hits(&h), m.report("dyn_main").unwrap().stdout), first);
    assert_eq!(first, (12, "dyn_main: 30 91\n".to_string()));
}
