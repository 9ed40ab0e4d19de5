//! Probe behaviour tested the way a tracer's own crate would test it: only probesim's
//! public API (the prelude, `testing`, `guests`), no kernel internals, no `Rc<RefCell>`.

use probesim::prelude::*;
use probesim::testing;
use proptest::prelude::*;

fn image(name: &str) -> (probesim::guests::Program, Image) {
    let p = probesim::guests::find(name).unwrap();
    let i = Image::parse(p.to_elf()).unwrap();
    (p, i)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// `recursion(d)` makes max(d, 1) nested calls of `recurse`; Linux hijacks the returns
    /// of at most `MAX_URETPROBE_DEPTH` = 64 pending calls per task, so a uretprobe fires
    /// min(max(d, 1), 64) times, on every preset.
    #[test]
    fn uretprobe_depth_limit(depth in 0u32..200, preset in testing::presets()) {
        let program = probesim::guests::generators::recursion(depth);
        let report = testing::run(
            &program,
            preset,
            &[format!("uprobe:{}:recurse", program.name), format!("uretprobe:{}:recurse", program.name)],
        )
        .unwrap();
        let calls = u64::from(depth.max(1));
        prop_assert_eq!(report.probes[0].hits, calls);
        prop_assert_eq!(report.probes[1].hits, calls.min(64));
        prop_assert_eq!(report.return_instances.omitted_by_depth, calls.saturating_sub(64));
    }

    /// A uprobe at any instruction boundary of a function changes nothing the program
    /// does, and fires once per call (nested-calls calls each level 3 times).
    #[test]
    fn a_probe_at_every_boundary_changes_nothing(preset in testing::presets(), pick in any::<prop::sample::Index>()) {
        let (program, image) = image("nested-calls");
        let sites = testing::boundaries(&image, "level3").unwrap();
        let at = sites[pick.index(sites.len())];
        let plain = testing::run(&program, preset, &[]).unwrap();
        let probed = testing::run(&program, preset, &[format!("uprobe:nested-calls:{at:#x}")]).unwrap();
        prop_assert_eq!(&probed.stdout, &plain.stdout);
        prop_assert_eq!(probed.exit, plain.exit);
        prop_assert_eq!(probed.probes[0].hits, 3);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Recursion, call chains, tail calls and longjmps: every preset gives each
    /// uretprobe the hits Linux's return-instance rules give it.
    #[test]
    fn return_walks_hit_as_linux_says(walk in testing::return_walks(), preset in testing::presets()) {
        let report = testing::run(&walk.program, preset, std::slice::from_ref(&walk.spec)).unwrap();
        prop_assert_eq!(report.exit, Some(Exit::Exited(0)));
        prop_assert_eq!(report.probes[0].hits, walk.hits, "{} under {}", walk.spec, preset.name());
    }
}

/// Sets rax when the probed function returns.
struct SetReturnValue(u64);

impl UprobeConsumer for SetReturnValue {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, _func: u64) {
        ctx.set_reg(Reg::Rax, self.0);
    }
    fn has_handler(&self) -> bool {
        false
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
}

/// nested-calls prints `level1(1) + level1(2) + level1(3)` with `level1(x) = 2 *
/// level2(x + 1)`, `level2(x) = level3(3x) + 5`, `level3(x) = level4(x ^ 0x55) - 1`. With
/// level4 returning 0, each level1 is 2 * (0 - 1 + 5) = 8: the program prints 24.
#[test]
fn a_consumer_that_changes_rax_at_return() {
    for (preset, _) in Preset::ALL {
        let (_, image) = image("nested-calls");
        let mut m = Machine::new(image, RunConfig { preset, ..RunConfig::default() }).unwrap();
        let h = m.attach_consumer("uretprobe:nested-calls:level4", SetReturnValue(0)).unwrap();
        m.run().unwrap();
        assert_eq!(m.hits(&h), 3, "{}", preset.name());
        assert_eq!(m.report("nested-calls").unwrap().stdout, "nested=24\n", "{}", preset.name());
    }
}

/// The registers at every entry and return of level3, under the int3 trampoline (6.10)
/// and the optimized kernel (6.18): a regression snapshot of what a consumer sees.
#[test]
fn register_snapshot_at_every_hit() {
    let settings = testing::insta_settings(env!("CARGO_MANIFEST_DIR"));
    for preset in [Preset::V6_10, Preset::V6_18] {
        let (_, image) = image("nested-calls");
        let mut m = Machine::new(image, RunConfig { preset, ..RunConfig::default() }).unwrap();
        let h = m.attach_consumer("uprobe:nested-calls:level3", Recorder::session()).unwrap();
        m.run().unwrap();
        let hits = m.consumer(&h).hits.clone();
        assert_eq!(hits.len(), 6);
        let json = serde_json::to_string_pretty(&hits).unwrap();
        // The records read back as they were written.
        let back: Vec<HitRecord> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, hits);
        settings.bind(|| insta::assert_snapshot!(format!("level3_hits_{}", preset.name()), json));
    }
}

/// 6.10 against 6.18 on a nop5 site with a uprobe and a uretprobe: every field that
/// differs, and nothing else. These are the differences a user once found by hand, field
/// by field: the site's bytes (int3 against the call into the trampoline), the traps,
/// the instructions, the returns through sysret, the trampoline page and the red-zone
/// writes of the optimized call.
#[test]
fn two_presets_differ_in_exactly_these_fields() {
    let program = probesim::guests::find("bench-nop5").unwrap();
    let specs = ["uprobe:x:uprobe_target_nop5".to_string(), "uretprobe:x:uprobe_target_nop5".to_string()];
    let old = testing::run(&program, Preset::V6_10, &specs).unwrap();
    let new = testing::run(&program, Preset::V6_18, &specs).unwrap();
    let d = testing::differences(&old, &new);
    assert_eq!(
        d.paths(),
        [
            "probes[0].site_bytes",
            "probes[1].site_bytes",
            "counts.trap",
            "counts.emulate",
            "counts.xol_step",
            "counts.sstep_trap",
            "counts.syscall",
            "counts.probe",
            "counts.red_zone",
            "instructions",
            "return_instances.syscall_sysret",
            "optimized.trampoline_pages",
            "optimized.sysret_returns",
            "red_zone.writes",
            "red_zone.first",
        ],
        "{d}"
    );
    // The same report twice: nothing; the ignore list leaves out whole subtrees.
    assert!(testing::differences(&new, &new).is_empty());
    let d = testing::differences_ignoring(&old, &new, &["counts", "probes[*].site_bytes", "red_zone.first"]);
    assert_eq!(
        d.paths(),
        [
            "instructions",
            "return_instances.syscall_sysret",
            "optimized.trampoline_pages",
            "optimized.sysret_returns",
            "red_zone.writes"
        ]
    );
    let settings = testing::insta_settings(env!("CARGO_MANIFEST_DIR"));
    settings.bind(|| insta::assert_snapshot!("differences_6.10_6.18", d.to_string()));
}

/// Exploration shaped for a test: outcomes grouped by the test's own key (the sum the
/// racy program prints), every schedule's key gathered without a Mutex, and each
/// outcome's short seeded token replaying its schedule on a plain machine.
#[test]
fn exploration_grouped_by_a_key_of_ours_and_replayed_from_short_tokens() {
    use probesim::explore::{Plan, Strategy};
    let program = probesim::guests::races::rewrite(3);
    let image = Image::parse(program.to_elf()).unwrap();
    let factory = || {
        let mut m = Machine::new(image.clone(), RunConfig::default())?;
        m.attach("uprobe:race-rewrite:site")?;
        Ok(m)
    };
    let plan = Plan { strategy: Strategy::Random, schedules: 60, quantum: 30, seed: 5, ..Plan::default() };
    let got = testing::explore_by(factory, &plan, |r, _| Ok(r.stdout.trim().to_string())).unwrap();
    assert_eq!(got.keys.iter().map(|(i, _)| *i).collect::<Vec<_>>(), (0..60).collect::<Vec<u64>>());
    let mut distinct: Vec<&String> = got.keys.iter().map(|(_, k)| k.as_ref().unwrap()).collect();
    distinct.sort();
    distinct.dedup();
    assert_eq!(got.report.outcomes.len(), distinct.len(), "{}", got.report.text());
    for o in &got.report.outcomes {
        let short = o.seeded.expect("random schedules have a short token");
        assert!(short.to_string().len() < 40, "{short}");
        assert_eq!(probesim::explore::SeededToken::parse(&short.to_string()), Some(short));
        let mut m = factory().unwrap();
        m.set_chooser(short.chooser());
        m.run().unwrap();
        let stdout = m.report("").unwrap().stdout;
        assert_eq!(Some(format!("{:?}", stdout.trim())), o.outcome.key, "{short}");
    }
}
