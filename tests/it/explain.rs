//! `probesim explain`: canonical paths snapshotted as text; facts cross-checked against
//! the run's report; byte-identical output twice; the red-zone compare names the writer.

use std::path::Path;

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
fn compare_aligns_the_windows_and_diverges_at_the_probe_site() {
    // 6.10 traps on int3 at the site where 6.18 calls the trampoline: the windows hold
    // different numbers of instructions before the site, and the first divergence is
    // the site itself, on both sides, not "step 0".
    let r = req("sim:red-zone", "uprobe:sim:red-zone:leaf+0xa", Preset::V6_18);
    let c = explain::compare_with(&r, &explain::Options::hit(2), Preset::V6_10, Preset::V6_18).unwrap();
    let row = c.first_divergence.expect("the paths differ");
    let (a, b) = c.rows[row];
    let (a, b) = (&c.a.steps[a.unwrap()], &c.b.steps[b.unwrap()]);
    assert_eq!(a.addr, "0x40105e", "{}", c.text());
    assert_eq!(b.addr, "0x40105e", "{}", c.text());
    assert!(a.text.starts_with("int3") && b.text.starts_with("call"), "{} | {}", a.text, b.text);
    // Every row before it is the same instruction on both sides.
    for (x, y) in &c.rows[..row] {
        if let (Some(x), Some(y)) = (x, y) {
            assert_eq!(c.a.steps[*x].text, c.b.steps[*y].text);
        }
    }
    // HTML and SVG are valid and carry both sides.
    roxmltree::Document::parse(&probesim::render::compare_svg(&c)).unwrap();
    let html = probesim::render::compare_html(&c);
    roxmltree::Document::parse_with_options(&html, roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() })
        .unwrap();
    assert!(html.contains("data-side=\"1\"") && html.contains("First divergence at aligned row"), "compare page");
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
    // Each step carries the whole register file and the stack cells with values.
    for s in v["steps"].as_array().unwrap() {
        assert_eq!(s["regs"].as_array().unwrap().len(), explain::REG_NAMES.len());
        assert!(s["stack"].as_array().unwrap().iter().any(|c| c.as_str().is_some_and(|c| c.starts_with("0x"))));
    }
}

#[test]
fn svg_and_html_are_well_formed_and_deterministic() {
    let r = req("sim:red-zone", "uprobe:sim:red-zone:leaf+0xa", Preset::V6_18);
    let e = explain::explain(&r, 2).unwrap();
    let svg = probesim::render::svg(&e);
    let html = probesim::render::html(&e);
    roxmltree::Document::parse(&svg).unwrap();
    // The page is XHTML-compatible, so an XML parser checks it too.
    let doc = roxmltree::Document::parse_with_options(
        &html,
        roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() },
    )
    .unwrap();
    // Self-contained: no element loads anything.
    for n in doc.descendants() {
        assert!(n.attribute("src").is_none() && n.attribute("href").is_none(), "{:?} loads something", n.tag_name());
    }
    assert!(!html.contains("<link"), "self-contained");
    // The embedded state: one row per step, the event's step marked.
    let data = doc.descendants().find(|n| n.attribute("id") == Some("data")).unwrap().text().unwrap();
    let v: serde_json::Value = serde_json::from_str(data).unwrap();
    assert_eq!(v["rows"].as_array().unwrap().len(), e.steps.len());
    assert_eq!(v["focus"].as_u64(), Some(e.focus as u64));
    assert!(e.steps[e.focus].focus);
    assert!(svg.contains("8 red-zone write(s) in this hit"), "{svg}");
    // Drawn to scale with the page.
    assert!(svg.contains("width=\"100%\"") && svg.contains("viewBox=\"0 0 960 "), "scales");
    // Arrowheads, and returns labelled with how and where.
    assert!(svg.contains("marker-end=\"url(#ah-red)\"") && svg.contains("sysret to 0x40300d"), "{svg}");
    // The call's red-zone write is drawn by the call, in the user lane, not in the kernel's.
    let call = e.steps.iter().position(|s| s.addr == "0x40105e").unwrap();
    let group = svg.split(&format!("<g data-seq=\"0-{call}\"")).nth(1).unwrap().split("</g>").next().unwrap();
    assert!(group.contains("writes 0x401063 to red zone sp-8") && group.contains("fill=\"#c00\""), "{group}");
    let e2 = explain::explain(&r, 2).unwrap();
    assert_eq!(svg, probesim::render::svg(&e2));
    assert_eq!(html, probesim::render::html(&e2));
}

/// The sentences of one explained path, all steps together.
fn said(e: &explain::Explanation) -> String {
    e.text()
}

#[test]
fn a_stepped_ret_is_not_said_to_have_its_ip_fixed() {
    let e =
        explain::explain(&req("sim:bench-ret", "uprobe:sim:bench-ret:uprobe_target_ret", Preset::V6_18), 1).unwrap();
    let t = said(&e);
    assert!(!t.contains("fixed ip"), "{t}");
    assert!(t.contains("arch_uprobe_post_xol left ip at 0x401017 (the instruction set it)"), "{t}");
    assert!(t.contains("`ret` sets ip itself, so default_post_xol_op() has no ip fixup to do"), "{t}");
    // Two identical hits in the window: only the explained one is marked.
    assert_eq!(t.matches("<== hit 1").count(), 1, "{t}");
    assert_eq!(t.matches("int3    ; uprobe breakpoint over `ret`").count(), 2, "{t}");
}

#[test]
fn a_stepped_indirect_call_has_its_return_address_fixed() {
    let e = explain::explain(&req("sim:insn-call-reg", "uprobe:sim:insn-call-reg:target", Preset::V6_18), 1).unwrap();
    let t = said(&e);
    assert!(
        t.contains("default_post_xol_op() (UPROBE_FIX_CALL) rewrites it at 0x7ffffffdde60 to 0x401509, just past the original call, and leaves ip at the call's target 0x40150a"),
        "{t}"
    );
    let step = e.steps.iter().find(|s| s.text == "call rax").unwrap();
    let w = step.writes.iter().find(|w| w.addr == "0x7ffffffdde60").expect("the fixed return address is a write");
    assert_eq!(w.new, "0x0000000000401509");
    assert_eq!(w.by, "arch_uprobe_post_xol (UPROBE_FIX_CALL)");
}

#[test]
fn a_rip_relative_step_names_its_scratch_register() {
    let e = explain::explain(&req("sim:insn-rip-load", "uprobe:sim:insn-rip-load:target", Preset::V6_18), 1).unwrap();
    assert!(said(&e).contains("modrm 05\u{2192}86: rsi becomes the scratch register"), "{}", said(&e));
}

#[test]
fn sys_uretprobe_writes_the_return_address_and_returns_through_the_trampoline() {
    let e =
        explain::explain(&req("sim:bench-nop", "uretprobe:sim:bench-nop:uprobe_target_nop", Preset::V6_11), 1).unwrap();
    let t = said(&e);
    assert!(!t.contains("ip set to the real return address"), "{t}");
    assert!(
        t.contains("then writes 0x401017 into 0x7ffffffdde68 and sets ip back to the trampoline's pop, whose `ret` then returns there"),
        "{t}"
    );
    let s = e.steps.iter().find(|s| s.focus).unwrap();
    assert_eq!(s.ret.as_deref(), Some("sysret to 0x7fffffffe00d"));
    let w = s.writes.iter().find(|w| w.by == "sys_uretprobe").expect("sys_uretprobe's write is shown");
    assert_eq!((w.addr.as_str(), w.new.as_str()), ("0x7ffffffdde68", "0x0000000000401017"));
    // Every write to a drawn slot is in the stack picture, not only the first: the
    // return slot is written by the call, the hijack, the trampoline's push and
    // sys_uretprobe.
    let svg = probesim::render::stack_svg(&e);
    for by in ["by `call", "by prepare_uretprobe", "by `push rax`", "by sys_uretprobe"] {
        assert!(svg.contains(by), "{by} missing from\n{svg}");
    }
}

#[test]
fn the_610_trampoline_int3_is_not_a_probe_hit() {
    let e =
        explain::explain(&req("sim:bench-nop", "uretprobe:sim:bench-nop:uprobe_target_nop", Preset::V6_10), 1).unwrap();
    let s = e.steps.iter().find(|s| s.focus).unwrap();
    let sum = s.summary.as_deref().unwrap();
    assert!(sum.contains("ip is the trampoline -> uprobe_handle_trampoline"), "{sum}");
    assert!(!sum.contains("probe found"), "{sum}");
    assert_eq!(s.ret.as_deref(), Some("iret to 0x401017"));
}

#[test]
fn a_hijack_whose_return_never_comes_can_be_explained() {
    // The first call longjmps out: its return never comes, so it has no hit to
    // explain; its hijack does.
    let r = req("sim:longjmp-once", "uretprobe:sim:longjmp-once:uretprobe_longjmp", Preset::V6_18);
    let o = explain::Options { at: explain::At::Hijack, nth: 1, before: 3, after: 3 };
    let e = explain::explain_with(&r, &o).unwrap();
    assert!(e.event.starts_with("hijack 1:"), "{}", e.event);
    let s = &e.steps[e.focus];
    assert!(s.why.iter().any(|w| w.starts_with("prepare_uretprobe() saves the real return address")), "{:?}", s.why);
    assert!(s.writes.iter().any(|w| w.by == "prepare_uretprobe"), "{:?}", s.writes);
    // The window: `before` instructions, the event's own, `after` more.
    assert_eq!(e.steps.len(), o.before + 1 + o.after);
}

#[test]
fn a_fatal_signal_can_be_explained() {
    let r = RunRequest::new(Target::parse("sim:fault-segv").unwrap(), vec![]);
    let o = explain::Options { at: explain::At::Signal, nth: 1, before: 2, after: 2 };
    let e = explain::explain_with(&r, &o).unwrap();
    let s = &e.steps[e.focus];
    assert_eq!(s.text, "mov qword ptr [rdi],5Ah");
    assert!(s.why.iter().any(|w| w == "The kernel sends SIGSEGV: Write fault (unmapped) at 0x10."), "{:?}", s.why);
    assert_eq!(e.exit, "killed by signal 11 (SIGSEGV)");
    // No such event: a clear error.
    let o = explain::Options { at: explain::At::Exec, ..o };
    assert!(explain::explain_with(&r, &o).is_err());
}

#[test]
fn usdt_is_explained_with_its_note_semaphore_and_arguments() {
    let e = explain::explain(&req("sim:usdt-nop", "usdt:sim:usdt-nop:probesim:nop", Preset::V6_18), 1).unwrap();
    let u = e.usdt.as_ref().expect("a USDT probe");
    assert_eq!((u.provider.as_str(), u.name.as_str(), u.args.as_str()), ("probesim", "nop", "8@%r12 2@%ax"));
    assert_eq!(u.semaphore.as_deref(), Some("0x402020"));
    assert_eq!((u.semaphore_in_file, u.semaphore_at_start), (Some(0), Some(1)));
    // The first hit: the loop counter (r12) is 0, and ax holds the semaphore the
    // program just read, which the attach raised to 1.
    assert_eq!(u.values, ["arg0 = 8@%r12 = 0 (0x0)", "arg1 = 2@%ax = 1 (0x1)"]);
    // In the red-zone USDT case the consumer reads the return address the optimized
    // call pushed over the leaf's first red-zone value.
    let e = explain::explain(&req("sim:red-zone-usdt", "usdt:sim:red-zone-usdt:probesim:red_zone", Preset::V6_18), 2)
        .unwrap();
    let u = e.usdt.as_ref().unwrap();
    // What the optimized site's 5-byte `call` pushed: the address after the site.
    let ret = u64::from_str_radix(u.pc.trim_start_matches("0x"), 16).unwrap() + 5;
    assert_eq!(u.values[0], format!("arg0 = 8@-8(%rsp) = {ret} ({ret:#x})"), "{:?}", u.values);
}

#[test]
fn an_unknown_format_or_event_is_a_one_line_error() {
    let exe = env!("CARGO_BIN_EXE_probesim");
    for extra in [&["--format", "bogus"][..], &["--compare", "6.18,6.10", "--format", "bogus"], &["--at", "bogus"]] {
        let out = std::process::Command::new(exe)
            .args(["explain", "sim:red-zone", "--probe", "uprobe:sim:red-zone:leaf+0xa"])
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
        assert!(out.stdout.is_empty(), "{extra:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1, "{extra:?}");
    }
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

#[test]
fn an_exec_is_explained_with_what_it_drops() {
    let dash = "/bin/dash";
    if !Path::new(dash).exists() {
        assert!(std::env::var_os("CI").is_none(), "{dash} is missing");
        return;
    }
    let mut r = RunRequest::new(Target::parse(dash).unwrap(), vec![]);
    r.extra_args = vec!["-c".into(), "exec /bin/true".into()];
    let o = explain::Options { at: explain::At::Exec, nth: 1, before: 1, after: 1 };
    let e = explain::explain_with(&r, &o).unwrap();
    let s = &e.steps[e.focus];
    assert_eq!(s.text, "syscall");
    assert!(
        s.why[0].starts_with("execve() passed the point of no return: begin_new_exec() drops the old mm"),
        "{:?}",
        s.why
    );
    assert!(s.ret.as_deref().is_some_and(|r| r.starts_with("iret to 0x7ffff7f")), "{:?}", s.ret);
    assert_eq!(e.exit, "exited with code 0");
}

#[test]
fn a_bpftrace_programs_probe_is_explained_as_a_spec_is() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_probesim"))
        .args(["explain", "sim:bench-nop", "--bpftrace", "ur:sim:bench-nop:uprobe_target_nop { @ = count(); }"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        text.starts_with("explain: sim:bench-nop  kernel 6.18  hit 1 of uretprobe:sim:bench-nop:uprobe_target_nop"),
        "{text}"
    );
    assert!(text.contains("sys_uretprobe"), "{text}");
}
