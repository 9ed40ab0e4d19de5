//! Probe scripts (`run --probe-script`, and its old name `--schedule-file`): bad files get
//! one-line errors naming FILE:LINE and exit code 2; in the simulator, actions apply at the first time their control point is
//! reached, hits add up over attach periods, and the report says when each applied.
//! (`tests/real` compares the same schedules with the real kernel.)

use std::process::Command;

use probesim::guests::prelude::*;
use probesim::machine::{Preset, Report};
use probesim::probe_script::ProbeScript;
use probesim::session::{self, RunRequest};
use probesim::target::Target;

fn probesim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_probesim")).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn temp(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("probesim-schedule-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p.display().to_string()
}

const P: &str = "sim:live-control";

/// One bad schedule through `run`, `run --real` and `diff`: exit code 2, stdout empty, one
/// line on stderr containing `needle` (each is refused before anything runs).
fn assert_refused(name: &str, text: &[u8], needle: &str) {
    let file = temp(name, text);
    let needle = needle.replace("FILE", &file);
    for cmd in [&["run"][..], &["run", "--real"], &["diff"]] {
        let mut args = cmd.to_vec();
        args.extend([P, "--probe", "uretprobe:sim:live-control:outer", "--probe-script", &file]);
        let (code, stdout, stderr) = probesim(&args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: {stdout}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: one line expected, got {stderr}");
        assert!(stderr.contains(&needle), "{args:?}: `{needle}` not in {stderr}");
    }
}

#[test]
fn bad_schedule_files_get_one_line_errors_and_exit_2() {
    let (code, _, stderr) = probesim(&["run", P, "--schedule-file", "/no/such/schedule"]);
    assert_eq!((code, stderr.lines().count()), (2, 1), "{stderr}");
    assert!(stderr.contains("cannot read probe script `/no/such/schedule`"), "{stderr}");
    let cases: [(&str, &[u8], &str); 11] = [
        ("syntax", b"# ok\nattach uprobe:sim:live-control:step\n", "FILE:2: expected `at control N: attach SPEC`"),
        ("number", b"at control one: attach uprobe:sim:live-control:step\n", "FILE:1: bad control point number `one`"),
        ("action", b"at control 1: fire uprobe:sim:live-control:step\n", "FILE:1: unknown action `fire`"),
        ("nospec", b"at control 1: attach\n", "FILE:1: `attach` needs a probe spec"),
        ("kind", b"at control 1: attach kprobe:sim:live-control:step\n", "FILE:1: bad probe spec `kprobe:"),
        ("glob", b"\n\nat control 1: attach uprobe:sim:live-control:{step,\n", "FILE:3: bad probe spec"),
        (
            "symbol",
            b"at control 1: attach uprobe:sim:live-control:nope\n",
            "FILE:1: bad probe spec `uprobe:sim:live-control:nope`: unknown symbol",
        ),
        (
            "path",
            b"at control 1: attach uprobe:sim:hello:_start\n",
            "FILE:1: bad probe spec `uprobe:sim:hello:_start`: names `sim:hello`",
        ),
        (
            "detach",
            b"at control 1: detach uprobe:sim:live-control:step\n",
            "FILE:1: `detach uprobe:sim:live-control:step` at control point 1, but",
        ),
        ("twice", b"at control 3: attach uretprobe:sim:live-control:outer\n", "is already attached there"),
        ("empty", b"# nothing but a comment\n\n", "FILE: no action"),
    ];
    for (name, text, needle) in cases {
        assert_refused(name, text, needle);
    }
    assert_refused("binary", &[0xff, 0xfe, b'\n'], "not UTF-8");
}

#[test]
fn explain_refuses_a_schedule() {
    let file = temp("explain", b"at control 1: attach uprobe:sim:live-control:step\n");
    let (code, stdout, stderr) =
        probesim(&["explain", P, "--probe", "uprobe:sim:live-control:outer", "--schedule-file", &file]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty());
    assert_eq!(stderr.trim(), "probesim: explain does not take --probe-script (run and diff do)");
}

fn scheduled(target: Target, probes: &[&str], text: &str, preset: Preset) -> Report {
    let mut req = RunRequest::new(target, probes.iter().map(|p| p.to_string()).collect());
    req.preset = preset;
    req.probe_script = Some(ProbeScript::parse("s", text).unwrap());
    session::simulate(&req).map(|(_, r)| r).unwrap()
}

/// The first schedule of `tests/real`: a uprobe attached in the middle of the loop,
/// detached and attached again (its hits add up), a uretprobe detached while its return
/// is pending and attached in the middle of a call (both returns missed). Every preset
/// agrees with what the real kernel (6.18) counts.
#[test]
fn mid_loop_attach_and_pending_return_detach() {
    let text = "at control 1: attach uprobe:sim:live-control:step
at control 2: detach uprobe:sim:live-control:step
at control 3: detach uretprobe:sim:live-control:outer
at control 4: attach uretprobe:sim:live-control:outer
at control 5: attach uprobe:sim:live-control:step
";
    for (preset, _) in Preset::ALL {
        let r = scheduled(Target::parse(P).unwrap(), &["uretprobe:sim:live-control:outer"], text, preset);
        assert_eq!(r.stdout, "sum=703\n");
        let hits: Vec<(&str, u64)> = r.probes.iter().map(|p| (p.spec.as_str(), p.hits)).collect();
        assert_eq!(
            hits,
            [("uretprobe:sim:live-control:outer", 1), ("uprobe:sim:live-control:step", 7)],
            "{}",
            preset.name()
        );
        let s = r.probe_script.as_ref().unwrap();
        assert_eq!(s.control_points, 5);
        let at: Vec<Option<u64>> = s.actions.iter().map(|a| a.applied_at).collect();
        assert_eq!(at, [Some(1), Some(2), Some(3), Some(4), Some(5)]);
        // Detached at the end? No: attached again at 5, so the breakpoint is in at exit.
        assert_eq!(r.probes[1].site_bytes.as_deref().unwrap()[0], 0xcc);
    }
}

/// The second schedule of `tests/real`: a pattern's sites attached mid-loop and detached
/// inside a call, and a uretprobe replaced while its return is pending with the uprobe
/// kept alive by an entry probe: the new perf uretprobe missed that call's entry, so it
/// misses its return (session rule, as measured on the host).
#[test]
fn pattern_sites_and_a_replaced_uretprobe() {
    let text = "at control 1: attach uprobe:sim:live-control:{step,outer}
at control 4: detach uprobe:sim:live-control:{step,outer}
at control 5: detach uretprobe:sim:live-control:outer
at control 5: attach uretprobe:sim:live-control:outer
";
    let r = scheduled(
        Target::parse(P).unwrap(),
        &["uretprobe:sim:live-control:outer", "uprobe:sim:live-control:outer"],
        text,
        Preset::V6_18,
    );
    let hits: Vec<(&str, Option<&str>, u64)> =
        r.probes.iter().map(|p| (p.spec.as_str(), p.group.as_deref(), p.hits)).collect();
    let g = Some("uprobe:sim:live-control:{step,outer}");
    assert_eq!(
        hits,
        [
            ("uretprobe:sim:live-control:outer", None, 2),
            ("uprobe:sim:live-control:outer", None, 3),
            ("uprobe:sim:live-control:step", g, 7),
            ("uprobe:sim:live-control:outer", g, 2),
        ]
    );
}

/// A control point that the guest never reaches: its action is reported as not applied,
/// and the probe it would have attached as never attached (0 hits, the site untouched).
#[test]
fn an_unreached_control_point_applies_nothing() {
    let r =
        scheduled(Target::parse(P).unwrap(), &[], "at control 9: attach uprobe:sim:live-control:step\n", Preset::V6_18);
    let p = &r.probes[0];
    assert_eq!((p.hits, p.installed), (0, false));
    assert!(p.reason.as_deref().unwrap().contains("never attached"));
    assert_eq!(p.site_bytes.as_deref().unwrap(), [0x48, 0x8d, 0x44, 0x3f, 0x01], "lea rax, [rdi+rdi+1]");
    assert_eq!(r.probe_script.as_ref().unwrap().actions[0].applied_at, None);
    assert_eq!(r.probe_script.as_ref().unwrap().control_points, 5);
}

/// A control point reached on every loop iteration: the actions naming it apply once, at
/// its first reach, in file order.
#[test]
fn a_control_point_reached_again_applies_nothing_more() {
    let p = Program::builder("cp-loop")
        .function("_start", |a| {
            let mut top = a.create_label();
            a.xor(r12d, r12d)?;
            a.set_label(&mut top)?;
            a.control_point(7)?;
            a.call_sym("f")?;
            a.inc(r12d)?;
            a.cmp(r12d, 3)?;
            a.jb(top)?;
            a.exit(0)
        })
        .function("f", |a| {
            a.nop()?;
            a.ret()?;
            Ok(())
        })
        .build()
        .unwrap();
    let target = Target::from(p);
    let once = scheduled(target.clone(), &[], "at control 7: attach uprobe:cp-loop:f\n", Preset::V6_18);
    assert_eq!(once.probes[0].hits, 3, "attached at the first reach, before the first call");
    let both = "at control 7: attach uprobe:cp-loop:f\nat control 7: detach uprobe:cp-loop:f\n";
    let r = scheduled(target, &[], both, Preset::V6_18);
    assert_eq!(r.probes[0].hits, 0, "attached and detached at the first reach");
    let s = r.probe_script.unwrap();
    assert_eq!(s.control_points, 3);
    assert!(s.actions.iter().all(|a| a.applied_at == Some(1)));
}

/// The CLI: text shows the probe script's block; `--json` is one object with it, which reads
/// back and writes again byte for byte.
#[test]
fn reports_show_when_each_action_applied() {
    let file = temp("report", b"# mid-loop\nat control 1: attach uprobe:sim:live-control:step\n");
    let (code, text, stderr) = probesim(&["run", P, "--probe-script", &file]);
    assert_eq!(code, 0, "{stderr}");
    assert!(text.contains("probe uprobe:sim:live-control:step  at "), "{text}");
    assert!(text.contains("hits=9"), "6 loop iterations and 3 calls from outer: {text}");
    assert!(text.contains(&format!("probe script {file}: 5 control point(s) reached\n")), "{text}");
    assert!(text.contains("  line 2: at control 1: attach uprobe:sim:live-control:step  applied (stop #1"), "{text}");
    let (code, json, _) = probesim(&["run", P, "--probe-script", &file, "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["probe_script"]["actions"][0]["applied_at"], 1);
    assert_eq!(v["probe_script"]["actions"][0]["action"], "attach");
    let r: Report = serde_json::from_str(&json).unwrap();
    assert_eq!(serde_json::to_string_pretty(&r).unwrap(), json.trim_end());
    // Without a probe script the report has no such key.
    let (_, plain, _) = probesim(&["run", P, "--json"]);
    assert!(!plain.contains("\"probe_script\""));
    // A report written before the key's rename (`schedule`) reads back the same.
    let old = json.replacen("\"probe_script\":", "\"schedule\":", 1);
    assert_ne!(old, json);
    assert_eq!(serde_json::from_str::<Report>(&old).unwrap(), r);
}
