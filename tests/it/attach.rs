//! Symbols of a real assembled binary, pattern specs, and the `uprobe_multi` link:
//! errnos as the kernel returns them, and all or nothing (a proptest over random site
//! sets with refused sites mixed in: text, semaphores and report as before).

use std::path::PathBuf;

use proptest::prelude::*;

use probesim::attach::{UprobeMultiOpts, BPF_F_UPROBE_MULTI_RETURN, MAX_UPROBE_MULTI_CNT};
use probesim::loader::{Image, SymType};
use probesim::machine::{Machine, RunConfig, SimError};
use probesim::session::{self, RunRequest};
use probesim::target::Target;

/// `tests/data/labels.S` assembled and linked with `cc -nostdlib -static`. `None`, with
/// the reason printed, where there is no `cc`; under CI that is a failure.
pub fn labels_elf() -> Option<PathBuf> {
    crate::cbuild::build_or_skip(crate::cbuild::Libc::Glibc, "labels.S", &["-nostdlib"])
}

#[test]
fn labels_ifunc_and_sizeless_symbols() {
    let Some(path) = labels_elf() else { return };
    let image = Image::parse(std::fs::read(&path).unwrap()).unwrap();
    let kind = |n: &str| image.symbol(n).unwrap().kind;
    assert_eq!(kind("trig_nop"), SymType::NoType);
    assert_eq!(kind("trig_func"), SymType::Func);
    assert_eq!(kind("pick"), SymType::Ifunc);
    assert_eq!(image.symbol("pick").unwrap().addr, image.symbol("pick_resolver").unwrap().addr);
    // A sizeless label ends at the next code symbol.
    assert_eq!(image.symbol("trig_push").unwrap().end, image.symbol("trig_func").unwrap().addr);
    let p = path.display();
    let run = |specs: &[String]| {
        let req = RunRequest::new(Target::parse(&p.to_string()).unwrap(), specs.to_vec());
        session::simulate(&req).map(|(_, r)| r)
    };
    let r =
        run(&[format!("uprobe:{p}:trig_nop"), format!("uprobe:{p}:trig_push+1"), format!("uprobe:{p}:pick")]).unwrap();
    let hits: Vec<u64> = r.probes.iter().map(|p| p.hits).collect();
    assert_eq!(hits, [3, 3, 1], "the IFUNC's probe counts resolver runs");
    // mov %rsp,%rbp is 3 bytes from trig_push+1: +2 is inside it.
    let e = run(&[format!("uprobe:{p}:trig_push+2")]).unwrap_err().to_string();
    assert!(e.contains("not an instruction boundary of `trig_push`"), "{e}");
    let e = run(&[format!("uprobe:{p}:trig_pus")]).unwrap_err().to_string();
    assert!(e.ends_with("unknown symbol `trig_pus` (nearest: `trig_push`, `trig_func`, `trig_nop`)"), "{e}");
}

/// `Image::function_at_ascending` (what a pattern's sites are checked with) answers as
/// `Image::function_at` does for every address of the labels program (nested and
/// sizeless labels, an IFUNC), asked in ascending order, in descending order and in a
/// jumping order, with one cursor carried through each run.
#[test]
fn function_at_ascending_agrees_with_function_at() {
    let Some(path) = labels_elf() else { return };
    let image = Image::parse(std::fs::read(&path).unwrap()).unwrap();
    let lo = image.symbols.iter().map(|s| s.addr).min().unwrap().saturating_sub(16);
    let hi = image.symbols.iter().map(|s| s.end.max(s.addr + 1)).max().unwrap() + 16;
    let up: Vec<u64> = (lo..hi).collect();
    let down: Vec<u64> = up.iter().rev().copied().collect();
    let jumping: Vec<u64> = up.iter().step_by(7).chain(up.iter().step_by(3)).copied().collect();
    for (order, addrs) in [("ascending", &up), ("descending", &down), ("jumping", &jumping)] {
        let mut cursor = 0;
        for &a in addrs {
            let want = image.function_at(a).map(|s| (s.name.clone(), s.addr));
            let got = image.function_at_ascending(a, &mut cursor).map(|s| (s.name.clone(), s.addr));
            assert_eq!(got, want, "{order} at {a:#x}");
        }
    }
    assert!(up.iter().any(|a| image.function_at(*a).is_some()), "the range holds code symbols");
}

#[test]
fn pattern_specs_are_grouped_and_plain_ones_unchanged() {
    let req = |specs: &[&str]| {
        let specs = specs.iter().map(|s| s.to_string()).collect();
        session::simulate(&RunRequest::new(Target::parse("sim:nested-calls").unwrap(), specs)).unwrap().1
    };
    let glob = req(&["uprobe:sim:nested-calls:level*"]);
    let plain = req(&[
        "uprobe:sim:nested-calls:level1",
        "uprobe:sim:nested-calls:level2",
        "uprobe:sim:nested-calls:level3",
        "uprobe:sim:nested-calls:level4",
    ]);
    assert_eq!(glob.probes.len(), 4);
    for (g, p) in glob.probes.iter().zip(&plain.probes) {
        assert_eq!((&g.spec, g.address, g.hits, &g.site_bytes), (&p.spec, p.address, p.hits, &p.site_bytes));
        assert_eq!(g.group.as_deref(), Some("uprobe:sim:nested-calls:level*"));
        assert_eq!(p.group, None);
    }
    let json = serde_json::to_string(&plain).unwrap();
    assert!(!json.contains("group"), "a plain spec's report has no group field");
    let braces = req(&["uretprobe:sim:nested-calls:{level4,level2}"]);
    let names: Vec<&str> = braces.probes.iter().map(|p| p.spec.as_str()).collect();
    assert_eq!(names, ["uretprobe:sim:nested-calls:level2", "uretprobe:sim:nested-calls:level4"], "address order");
}

#[test]
fn bad_patterns_are_spec_errors() {
    let mut m = Machine::new(Image::parse(sim_programs::find("demo").unwrap().to_elf()).unwrap(), RunConfig::default())
        .unwrap();
    for (spec, why) in [
        ("uprobe:x:{compute", "unclosed `{`"),
        ("uprobe:x:compute}", "unmatched `}`"),
        ("uprobe:x:{a,,b}", "empty alternative"),
        ("uprobe:x:c*+4", "`+OFFSET` cannot follow a pattern"),
        ("uprobe:x:zz*", "no code symbol matches `zz*`"),
        ("uprobe:x:{compute,nosuch}", "unknown symbol `nosuch`"),
    ] {
        match m.attach_all(spec) {
            Err(SimError::Spec(e)) => assert!(e.to_string().contains(why), "{spec}: {e}"),
            other => panic!("{spec}: {other:?}"),
        }
    }
    assert!(m.attached().is_empty());
}

/// The USDT program with a semaphore: functions, the `90` site (with the semaphore),
/// and the nop10 after it (refused on 6.18).
struct Usdt {
    image: Image,
    /// File offsets of every function entry.
    entries: Vec<u64>,
    /// The USDT site's file offset and its semaphore's.
    site: u64,
    sema: u64,
    /// The nop10's file offset.
    nop10: u64,
}

fn usdt() -> Usdt {
    let image = Image::parse(sim_programs::find("usdt-nop-nop10").unwrap().to_elf()).unwrap();
    let entries = image.symbols.iter().filter(|s| s.is_func).map(|s| image.file_offset(s.addr).unwrap()).collect();
    let note = &image.usdt[0];
    let site = image.file_offset(note.pc).unwrap();
    let sema = image.file_offset(note.semaphore.unwrap()).unwrap();
    Usdt { entries, site, sema, nop10: site + 1, image }
}

fn text_and_sema(m: &Machine, u: &Usdt) -> (Vec<u8>, [u8; 2]) {
    let seg = u.image.segments.iter().find(|s| s.prot.exec).unwrap();
    let mut text = vec![0u8; seg.memsz as usize];
    assert!(m.read(seg.vaddr, &mut text));
    let mut sema = [0u8; 2];
    assert!(m.read(u.image.usdt[0].semaphore.unwrap(), &mut sema));
    (text, sema)
}

#[test]
fn link_errnos() {
    let u = usdt();
    let m = || Machine::new(u.image.clone(), RunConfig::default()).unwrap();
    let errno = |opts: UprobeMultiOpts| match m().attach_uprobe_multi(&opts) {
        Err(SimError::Multi(e)) => (e.errno, e.site),
        other => panic!("{opts:?}: {other:?}"),
    };
    let one = UprobeMultiOpts { offsets: vec![u.entries[0]], ..Default::default() };
    assert_eq!(errno(UprobeMultiOpts { flags: 2, ..one.clone() }), (22, None));
    assert_eq!(errno(UprobeMultiOpts { offsets: vec![], ..one.clone() }), (22, None));
    assert_eq!(
        errno(UprobeMultiOpts { offsets: vec![u.entries[0]; MAX_UPROBE_MULTI_CNT + 1], ..one.clone() }),
        (7, None)
    );
    assert_eq!(errno(UprobeMultiOpts { pid: 4242, ..one.clone() }), (3, None));
    assert_eq!(errno(UprobeMultiOpts { cookies: Some(vec![]), ..one.clone() }), (14, None));
    let two = UprobeMultiOpts { offsets: vec![u.entries[0], u.image.file.len() as u64 + 1], ..one.clone() };
    assert_eq!(errno(two), (22, Some(1)));
    let odd = UprobeMultiOpts { ref_ctr_offsets: Some(vec![u.sema + 1]), ..one.clone() };
    assert_eq!(errno(odd), (22, Some(0)));
    let nop10 = UprobeMultiOpts { offsets: vec![u.entries[0], u.nop10], ..one.clone() };
    assert_eq!(errno(nop10), (524, Some(1)));
    let mismatch =
        UprobeMultiOpts { offsets: vec![u.site, u.site], ref_ctr_offsets: Some(vec![u.sema, 0]), ..Default::default() };
    assert_eq!(errno(mismatch), (22, Some(1)));
    // A pid the link filters on, and a path: the machine's own program is pid 1000.
    let t = Target::parse("sim:usdt-nop-nop10").unwrap();
    let mut mm = Machine::new(u.image.clone(), RunConfig::default()).unwrap().with_target(t);
    let wrong = UprobeMultiOpts { path: "sim:demo".into(), ..one.clone() };
    assert!(matches!(mm.attach_uprobe_multi(&wrong), Err(SimError::Multi(e)) if e.errno == 2));
    let link = mm
        .attach_uprobe_multi(&UprobeMultiOpts {
            path: "sim:usdt-nop-nop10".into(),
            offsets: vec![u.entries[0], u.site],
            ref_ctr_offsets: Some(vec![0, u.sema]),
            cookies: Some(vec![7, 8]),
            pid: 1000,
            ..Default::default()
        })
        .unwrap();
    assert_eq!(link.sites.iter().map(|s| s.cookie).collect::<Vec<_>>(), [7, 8]);
    mm.run().unwrap();
    assert_eq!(mm.link_hits(&link), [1, 100]);
    let ret = UprobeMultiOpts { flags: BPF_F_UPROBE_MULTI_RETURN, offsets: vec![u.entries[2]], ..Default::default() };
    let mut mr = m();
    let link = mr.attach_uprobe_multi(&ret).unwrap();
    mr.run().unwrap();
    assert!(mr.link_hits(&link)[0] > 0, "put_dec returns");
}

/// A site in a random link: a good one (a function entry, or the USDT site with its
/// semaphore or without) or a refused one.
#[derive(Clone, Copy, Debug)]
enum Pick {
    Entry(usize),
    UsdtWithSema,
    UsdtWithout,
    Nop10,
    PastEnd,
    OddRefCtr,
}

fn pick() -> impl Strategy<Value = Pick> {
    prop_oneof![
        6 => (0usize..4).prop_map(Pick::Entry),
        2 => Just(Pick::UsdtWithSema),
        1 => Just(Pick::UsdtWithout),
        1 => Just(Pick::Nop10),
        1 => Just(Pick::PastEnd),
        1 => Just(Pick::OddRefCtr),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Every random link either attaches whole or leaves text, semaphore, registry and
    /// report exactly as before, with the first refused site named; a successful link
    /// released leaves them as before too. Sometimes a plain USDT probe is attached
    /// first, and must stay as it was.
    #[test]
    fn link_is_all_or_nothing(picks in prop::collection::vec(pick(), 1..10), pre in any::<bool>()) {
        let u = usdt();
        let mut m = Machine::new(u.image.clone(), RunConfig::default()).unwrap();
        if pre {
            m.attach("usdt:x:probesim:nop_nop10").unwrap();
        }
        let before = text_and_sema(&m, &u);
        let report_before = m.report_snapshot("x").probes;
        let registry = (m.uprobe_count(), m.consumer_counts().len());
        let (mut offsets, mut refs) = (Vec::new(), Vec::new());
        for p in &picks {
            let (o, r) = match *p {
                Pick::Entry(i) => (u.entries[i], 0),
                Pick::UsdtWithSema => (u.site, u.sema),
                Pick::UsdtWithout => (u.site, 0),
                Pick::Nop10 => (u.nop10, 0),
                Pick::PastEnd => (u.image.file.len() as u64 + 16, 0),
                Pick::OddRefCtr => (u.entries[0], u.sema + 1),
            };
            offsets.push(o);
            refs.push(r);
        }
        // The model: the first site the kernel refuses, in order.
        let mut usdt_ref = if pre { Some(u.sema) } else { None };
        let mut expect = None;
        for (i, p) in picks.iter().enumerate() {
            let bad = match p {
                Pick::Nop10 => Some(524),
                Pick::PastEnd | Pick::OddRefCtr => Some(22),
                Pick::UsdtWithSema | Pick::UsdtWithout => {
                    let r = refs[i];
                    match usdt_ref {
                        Some(old) if old != r => Some(22),
                        _ => { usdt_ref = Some(r); None }
                    }
                }
                Pick::Entry(_) => None,
            };
            if let Some(e) = bad {
                expect = Some((e, i));
                break;
            }
        }
        let opts = UprobeMultiOpts { offsets, ref_ctr_offsets: Some(refs), ..Default::default() };
        match (m.attach_uprobe_multi(&opts), expect) {
            (Err(SimError::Multi(e)), Some((errno, site))) => {
                prop_assert_eq!((e.errno, e.site), (errno, Some(site)));
                prop_assert_eq!(&text_and_sema(&m, &u), &before);
                prop_assert_eq!(&m.report_snapshot("x").probes, &report_before);
                let now = (m.uprobe_count(), m.consumer_counts().len());
                prop_assert_eq!(now, registry);
            }
            (Ok(link), None) => {
                prop_assert_eq!(link.sites.len(), picks.len());
                let (text, sema) = text_and_sema(&m, &u);
                let seg = u.image.segments.iter().find(|s| s.prot.exec).unwrap();
                for s in &link.sites {
                    prop_assert_eq!(text[(s.vaddr - seg.vaddr) as usize], 0xcc);
                }
                let with_sema = pre || picks.iter().any(|p| matches!(p, Pick::UsdtWithSema));
                prop_assert_eq!(u16::from_le_bytes(sema), u16::from(with_sema));
                m.detach_uprobe_multi(&link);
                prop_assert_eq!(&text_and_sema(&m, &u), &before);
            }
            (got, want) => prop_assert!(false, "got {:?}, want {:?}", got.map(|l| l.sites.len()), want),
        }
    }
}

#[test]
fn a_refused_link_changes_no_run() {
    let u = usdt();
    let run = |with_link: bool| {
        let mut m = Machine::new(u.image.clone(), RunConfig::default()).unwrap();
        m.attach("uprobe:x:put_dec").unwrap();
        if with_link {
            let opts = UprobeMultiOpts { offsets: vec![u.entries[1], u.site, u.nop10], ..Default::default() };
            assert!(m.attach_uprobe_multi(&opts).is_err());
        }
        m.run().unwrap();
        let mut r = m.report("x").unwrap();
        // The breakpoints the link wrote and took back are events of the run.
        r.counts.shift_remove("probe");
        r.trace = None;
        serde_json::to_string(&r).unwrap()
    };
    assert_eq!(run(true), run(false));
}

#[test]
fn cli_patterns_and_bench_attach() {
    let bin = env!("CARGO_BIN_EXE_probesim");
    let run = |args: &[&str]| std::process::Command::new(bin).args(args).output().unwrap();
    for bad in ["uprobe:sim:demo:{compute", "uprobe:sim:demo:c*+1", "uprobe:sim:demo:nope*"] {
        let out = run(&["run", "--probe", bad, "sim:demo"]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(out.stdout.is_empty());
    }
    let out = run(&["run", "--probe", "uprobe:sim:demo:{compute,checksum}", "sim:demo"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("probes uprobe:sim:demo:{compute,checksum}: 2 sites (one uprobe_multi link)"), "{text}");
    let out = run(&["bench", "--attach", "500", "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["rows"][1]["mode"], "multi");
    assert_eq!(v["rows"][1]["probes"], 500);
}
