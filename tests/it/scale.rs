//! Guards of scale: the work done with N probes against 10N, counted, never timed.
//!
//! The engine counts the hooks it tries against an address (when it translates an
//! instruction or a block, and when it walks the code hooks at run time) and the
//! translation blocks it makes (`Machine::engine_work`, our engine patch shadow-table). Both are
//! deterministic. Attaching one uprobe to each of N functions and running a guest that
//! calls each once must cost at most about ten times as much of each at 10N as at N:
//! when each shadowed address had a code hook of its own, every translated instruction
//! tried all of them, and 10x the probes cost 100x the hook steps.

use probesim::cpu::EngineWork;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};
use probesim::presets::Preset;
use sim_programs::many::{self, Entry};

/// The engine's work to attach a uprobe to every function of a guest of `n` functions
/// (one pattern), and then to run it (each function called once), under `preset`.
///
/// On a thread of its own, so on a new engine: an engine this thread's earlier machines
/// left (`Cpu::with_modes`) has their hooks already, and tries each of them too.
fn work(n: usize, entry: Entry, preset: Preset) -> (EngineWork, EngineWork) {
    std::thread::scope(|s| s.spawn(|| work_here(n, entry, preset)).join().unwrap())
}

fn work_here(n: usize, entry: Entry, preset: Preset) -> (EngineWork, EngineWork) {
    let image = Image::parse(many::many_functions_called(n, entry).to_elf()).unwrap();
    let mut m = Machine::new(image, RunConfig { preset, ..RunConfig::default() }).unwrap();
    let before = m.engine_work();
    let probes = m.attach_all("uprobe:x:f_*").unwrap();
    m.end_patch_batch();
    let attached = m.engine_work();
    m.run().unwrap();
    let ran = m.engine_work();
    assert_eq!(probes.len(), n);
    assert!(probes.iter().all(|p| m.hits(p) == 1), "every function is called once");
    let minus = |a: EngineWork, b: EngineWork| EngineWork {
        hook_steps: a.hook_steps - b.hook_steps,
        translations: a.translations - b.translations,
    };
    (minus(attached, before), minus(ran, attached))
}

/// At most `LINEAR` times the work for ten times the probes.
const LINEAR: f64 = 12.0;

fn assert_linear(what: &str, small: u64, large: u64) {
    let ratio = large as f64 / small.max(1) as f64;
    assert!(ratio <= LINEAR, "{what}: {small} at N, {large} at 10N: {ratio:.1}x (at most {LINEAR}x)");
}

#[test]
fn attaching_and_running_n_probes_is_linear_engine_work() {
    // A `push` entry is emulated; a `nop` entry is delivered through a shadow made at
    // attach (6.18); on 6.10 neither takes a shadow.
    for (entry, preset) in [(Entry::Nop, Preset::V6_18), (Entry::Push, Preset::V6_18), (Entry::Nop, Preset::V6_10)] {
        let (attach_n, run_n) = work(400, entry, preset);
        let (attach_10n, run_10n) = work(4_000, entry, preset);
        let at = |w: &str| format!("{w} ({entry:?} entries, {})", preset.name());
        eprintln!("{}: attach {attach_n:?} -> {attach_10n:?}; run {run_n:?} -> {run_10n:?}", at("N -> 10N"));
        assert_linear(&at("attach: hooks tried"), attach_n.hook_steps, attach_10n.hook_steps);
        assert_linear(&at("attach: translations"), attach_n.translations, attach_10n.translations);
        assert_linear(&at("run: hooks tried"), run_n.hook_steps, run_10n.hook_steps);
        assert_linear(&at("run: translations"), run_n.translations, run_10n.translations);
    }
}

/// The run's translations with `uprobe-xol-alt`'s two single-stepped sites (`mov rbp,
/// rsp` and `mov eax, 1` of `uprobe_target_push`) hit `iterations` times each: every hit
/// copies its instruction into XOL slot 1, so the slot holds the other content at every
/// step.
fn xol_alternating_translations(iterations: u64) -> u64 {
    std::thread::scope(|s| {
        s.spawn(|| {
            let p = sim_programs::bench::trigger(sim_programs::bench::Trigger::Push, iterations);
            let mut m = Machine::from_program(&p, RunConfig::default()).unwrap();
            let sites = ["uprobe_target_push+0x1", "uprobe_target_push+0x9"]
                .map(|s| m.attach(&format!("uprobe:{}:{s}", p.name)).unwrap());
            let before = m.engine_work();
            m.run().unwrap();
            for site in &sites {
                assert_eq!(m.hits(site), iterations);
            }
            m.engine_work().translations - before.translations
        })
        .join()
        .unwrap()
    })
}

#[test]
fn single_steps_that_rewrite_a_slot_translate_each_content_once() {
    // Before the engine keyed the XOL slots by content, each step translated its
    // instruction again: about 2 translations an iteration.
    let (n, ten_n) = (xol_alternating_translations(100), xol_alternating_translations(1_000));
    eprintln!("translations: {n} at 100 iterations, {ten_n} at 1000");
    assert!(ten_n <= n + 8, "translations grow with the steps: {n} at 100 iterations, {ten_n} at 1000");
}
