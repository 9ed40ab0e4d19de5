//! `probesim explain`: canonical paths snapshotted as text; facts cross-checked against
//! the run's report; byte-identical output twice; the red-zone compare names the writer.

use probesim::explain;
use probesim::machine::Preset;
use probesim::session::{self, RunRequest};
use probesim::target::Target;

use crate::common::insta_settings;

fn req(target: &str, probe: &str, preset: Preset) -> RunRequest {
    let mut r = RunRequest::new(Target::parse(target).unwrap(), vec![probe.to_string()]);
    r.preset = preset;
    r
}

const PATHS: [(&str, &str, &str, Preset, usize); 11] = [
    ("int3-emulated", "sim:bench-nop", "uprobe:sim:bench-nop:uprobe_target_nop", Preset::V6_18, 1),
    ("int3-single-step", "sim:bench-ret", "uprobe:sim:bench-ret:uprobe_target_ret", Preset::V6_18, 1),
    ("uretprobe-int3-trampoline", "sim:bench-nop", "uretprobe:sim:bench-nop:uprobe_target_nop", Preset::V6_10, 1),
    ("uretprobe-syscall-trampoline", "sim:bench-nop", "uretprobe:sim:bench-nop:uprobe_target_nop", Preset::V6_11, 1),
    ("nop5-first-hit", "sim:bench-nop5", "uprobe:sim:bench-nop5:uprobe_target_nop5", Preset::V6_18, 1),
    ("nop5-optimized-hit", "sim:bench-nop5", "uprobe:sim:bench-nop5:uprobe_target_nop5", Preset::V6_18, 2),
    ("red-zone-jmpslot", "sim:red-zone", "uprobe:sim:red-zone:leaf+0xa", Preset::JmpSlot2026, 2),
    ("red-zone-clobber", "sim:red-zone", "uprobe:sim:red-zone:leaf+0xa", Preset::V6_18, 2),
    ("red-zone-nop10", "sim:red-zone-nop10", "usdt:sim:red-zone-nop10:probesim:red_zone_nop10", Preset::Nop10_2026, 2),
    ("longjmp-stale-cleaned", "sim:longjmp-once", "uretprobe:sim:longjmp-once:uretprobe_longjmp", Preset::V6_18, 1),
    ("depth-limit", "sim:recursion-65", "uprobe:sim:recursion-65:recurse", Preset::V6_18, 65),
];

#[test]
fn canonical_paths_are_snapshotted_and_agree_with_the_report() {
    let settings = insta_settings();
    for (name, target, probe, preset, hit) in PATHS {
        let mut r = req(target, probe, preset);
        if name == "depth-limit" {
            // The uretprobe whose 65th nested entry is omitted.
            r.probes.push("uretprobe:sim:recursion-65:recurse".to_string());
        }
        let e = explain::explain(&r, hit).unwrap();
        let text = e.text();
        assert_eq!(text, explain::explain(&r, hit).unwrap().text(), "{name}: not deterministic");
        // Cross-check with the plain run's report: the kernel transitions narrated for
        // one hit are of the kinds the report counts, and the probe did fire `hit` times.
        let (_, report) = session::simulate(&r).unwrap();
        // Explain mode changes nothing: the same counts and hits as the plain run.
        assert_eq!(e.counts, report.counts, "{name}");
        assert_eq!(e.hits, report.probes.iter().map(|p| p.hits).collect::<Vec<_>>(), "{name}");
        assert!(report.probes[0].hits >= hit as u64, "{name}");
        // The narrated hit has the transitions the spec gives for its path.
        let kinds: Vec<&str> = e.steps.iter().flat_map(|s| &s.kernel).map(|k| &k[1..k.find(']').unwrap()]).collect();
        let count = |k: &str| kinds.iter().filter(|x| **x == k).count();
        match name {
            "int3-emulated" => {
                assert!(count("trap") >= 1 && count("emulate") >= 1 && count("xol_step") == 0, "{kinds:?}")
            }
            "int3-single-step" => assert!(count("xol_step") >= 1 && count("sstep_trap") >= 1, "{kinds:?}"),
            "nop5-optimized-hit" => {
                assert!(count("trap") == 0 && count("syscall") >= 1 && count("red_zone") == 8, "{kinds:?}")
            }
            "red-zone-jmpslot" | "red-zone-nop10" => assert_eq!(count("red_zone"), 0, "{kinds:?}"),
            "red-zone-clobber" => assert_eq!(count("red_zone"), 8, "{kinds:?}"),
            "depth-limit" => assert!(
                e.steps.iter().flat_map(|s| &s.kernel).any(|k| k.contains("omit uretprobe due to nestedness limit")),
                "{kinds:?}"
            ),
            "longjmp-stale-cleaned" => assert!(
                e.steps.iter().flat_map(|s| &s.kernel).any(|k| k.contains("dropped stale instance")),
                "{kinds:?}"
            ),
            _ => {}
        }
        settings.bind(|| insta::assert_snapshot!(format!("explain__{name}"), text));
    }
}

#[test]
fn compare_names_the_red_zone_writer_address_and_values() {
    let r = req("sim:red-zone", "uprobe:sim:red-zone:leaf+0xa", Preset::V6_18);
    let out = explain::compare(&r, 2, Preset::V6_18, Preset::JmpSlot2026).unwrap();
    let line = out.lines().find(|l| l.starts_with("  6.18: red-zone write at")).expect(&out);
    assert!(line.contains("by `call [uprobes-trampoline]` at the probe site"), "{line}");
    assert!(line.contains("0x12345678deadbeef -> 0x0000000000401063"), "{line}");
    assert!(out.contains("red-zone writes in the window: 8 under 6.18, 0 under jmpslot-2026"), "{out}");
}

#[test]
fn json_output_is_well_formed() {
    let r = req("sim:bench-nop5", "uprobe:sim:bench-nop5:uprobe_target_nop5", Preset::V6_18);
    let e = explain::explain(&r, 2).unwrap();
    let json = serde_json::to_string(&e).unwrap();
    assert_eq!(json, serde_json::to_string(&explain::explain(&r, 2).unwrap()).unwrap());
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert!(v["steps"].as_array().unwrap().len() > 5);
    assert!(v["mappings"].as_array().unwrap().iter().any(|m| m.as_str().unwrap().contains("[uprobes-trampoline]")));
}

#[test]
fn svg_and_html_are_well_formed_and_deterministic() {
    let r = req("sim:red-zone", "uprobe:sim:red-zone:leaf+0xa", Preset::V6_18);
    let e = explain::explain(&r, 2).unwrap();
    let svg = probesim::render::svg(&e);
    let html = probesim::render::html(&e);
    roxmltree::Document::parse(&svg).unwrap();
    // The page is XHTML-compatible, so an XML parser checks it too.
    roxmltree::Document::parse_with_options(&html, roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() })
        .unwrap();
    assert!(!html.contains("http://") || !html.contains("<script"), "no scripts");
    assert!(!html.contains("<link") && !html.contains("src=\"http"), "self-contained");
    assert!(svg.contains("8 red-zone write(s) in this hit"), "{svg}");
    let e2 = explain::explain(&r, 2).unwrap();
    assert_eq!(svg, probesim::render::svg(&e2));
    assert_eq!(html, probesim::render::html(&e2));
}

#[test]
fn the_guide_is_up_to_date() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/probe-paths.md");
    let fresh = explain::guide().unwrap();
    let svg_path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/red-zone.svg");
    let svg = probesim::render::svg(
        &explain::explain(&req("sim:red-zone", "uprobe:sim:red-zone:leaf+0xa", Preset::V6_18), 2).unwrap(),
    );
    if std::env::var_os("PROBESIM_BLESS").is_some() {
        std::fs::create_dir_all(concat!(env!("CARGO_MANIFEST_DIR"), "/docs")).unwrap();
        std::fs::write(path, &fresh).unwrap();
        std::fs::write(svg_path, &svg).unwrap();
    }
    let on_disk = std::fs::read_to_string(path).unwrap_or_default();
    assert!(on_disk == fresh, "docs/probe-paths.md is out of date: run PROBESIM_BLESS=1 cargo test --test it explain");
    assert_eq!(
        std::fs::read_to_string(svg_path).unwrap_or_default(),
        svg,
        "docs/red-zone.svg is out of date (PROBESIM_BLESS=1)"
    );
}
