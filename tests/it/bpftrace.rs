//! `probesim bpftrace` in the simulator alone (the host comparison is in
//! `tests/real/bpftrace.rs`): a program's maps read as values from a Rust test, the
//! same output twice, and errors that name what is wrong.

use probesim::bpftrace::{self, value::Agg, value::Value, Capture};
use probesim::session::RunRequest;
use probesim::target::Target;

fn req(target: &str) -> RunRequest {
    RunRequest::new(Target::parse(target).unwrap(), Vec::new())
}

#[test]
fn a_scripts_maps_are_values_for_a_rust_test() {
    let prog = "uprobe:sim:bench-nop:uprobe_target_nop { @hits = count(); @by[comm] = count(); } \
                uretprobe:sim:bench-nop:uprobe_target_nop { @ret = sum(1); }";
    let out = Capture::default();
    let fin = bpftrace::run(prog, &req("sim:bench-nop"), false, Box::new(out.clone())).unwrap();
    let rt = fin.runtime.borrow();
    let hits = &rt.maps["@hits"].entries[&Vec::new()];
    assert_eq!(*hits, Agg::Count(1000));
    assert_eq!(rt.maps["@by"].entries[&vec![Value::Str("prog".into())]], Agg::Count(1000));
    assert_eq!(rt.maps["@ret"].entries[&Vec::new()], Agg::Sum(1000));
    assert_eq!(fin.attached, 2);
    assert!(out.text().starts_with("Attaching 2 probes...\n"), "{}", out.text());
    // Deterministic: byte-identical output from a second run.
    let again = Capture::default();
    bpftrace::run(prog, &req("sim:bench-nop"), false, Box::new(again.clone())).unwrap();
    assert_eq!(out.text(), again.text());
}

#[test]
fn begin_and_end_run_around_the_command_and_exit_stops_the_output() {
    // As bpftrace: after exit() no printf is read any more, while the probes count on
    // until they are detached (1 ms of virtual time later: the whole loop here).
    let prog = "BEGIN { printf(\"begin\\n\"); } uprobe:sim:bench-nop:uprobe_target_nop { @n = count(); printf(\"hit %d\\n\", @n); if (@n == 3) { exit(); } } END { printf(\"end %d\\n\", @n); }";
    let out = Capture::default();
    bpftrace::run(prog, &req("sim:bench-nop"), false, Box::new(out.clone())).unwrap();
    let text = out.text();
    assert!(text.starts_with("Attaching 3 probes...\nbegin\nhit 1\nhit 2\nhit 3\n"), "{text}");
    assert!(!text.contains("hit 4"), "{text}");
    assert!(text.contains("end 1000\n"), "{text}");
}

#[test]
fn errors_say_what_is_wrong() {
    let e = bpftrace::run(
        "uprobe:sim:bench-nop:uprobe_target_nop { @x = ; }",
        &req("sim:bench-nop"),
        false,
        Box::new(Capture::default()),
    );
    assert!(matches!(e, Err(bpftrace::Error::Parse(p)) if p.line == 1), "syntax");
    let e = bpftrace::run(
        "uprobe:sim:bench-nop:no_such_function { @x = 1; }",
        &req("sim:bench-nop"),
        false,
        Box::new(Capture::default()),
    );
    assert!(
        matches!(&e, Err(bpftrace::Error::Attach(m)) if m.contains("no_such_function")),
        "{:?}",
        e.err().map(|e| e.to_string())
    );
    let e = bpftrace::run(
        "uprobe:sim:bench-nop:uprobe_target_nop { @x = retval; }",
        &req("sim:bench-nop"),
        false,
        Box::new(Capture::default()),
    );
    assert!(
        matches!(&e, Err(bpftrace::Error::Action(m)) if m.0.contains("retval")),
        "{:?}",
        e.err().map(|e| e.to_string())
    );
}
