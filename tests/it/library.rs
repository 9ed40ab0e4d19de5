//! The library API as a downstream test would use it: typed consumer handles, hit
//! records, and the traps that used to fail silently (each is now an error or correct).

use probesim::machine::{SimError, Stop, Until};
use probesim::prelude::*;
use probesim::target::Target;

fn machine(name: &str, preset: Preset) -> Machine {
    let image = Image::parse(probesim::guests::find(name).unwrap().to_elf()).unwrap();
    Machine::new(image, RunConfig { preset, ..RunConfig::default() }).unwrap()
}

/// A consumer with an entry handler only.
#[derive(Default)]
struct EntryOnly(u64);

impl UprobeConsumer for EntryOnly {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.0 += 1;
        HandlerResult::Keep
    }
}

/// A consumer that implements `ret_handler` but forgets `has_ret_handler`.
#[derive(Default)]
struct ForgotRet(u64);

impl UprobeConsumer for ForgotRet {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, _func: u64) {
        self.0 += 1;
    }
    fn has_handler(&self) -> bool {
        false
    }
}

#[test]
fn typed_handle_gives_the_consumer_back_after_the_run() {
    let mut m = machine("demo", Preset::V6_18);
    let h = m.attach_consumer("uprobe:demo:compute", EntryOnly::default()).unwrap();
    let count = m.attach("uprobe:demo:checksum").unwrap();
    m.run().unwrap();
    // demo calls compute and checksum 10 times each (its summary).
    assert_eq!(m.consumer(&h).0, 10);
    assert_eq!(m.hits(&h), 10);
    assert_eq!(m.hits(&count), 10);
    m.consumer_mut(&h).0 = 0;
    assert_eq!(m.consumer(&h).0, 0);
}

#[test]
fn an_entry_only_consumer_on_a_uretprobe_is_refused() {
    let mut m = machine("demo", Preset::V6_18);
    let e = m.attach_consumer("uretprobe:demo:compute", EntryOnly::default()).unwrap_err();
    assert!(matches!(e, SimError::ConsumerKind { .. }), "{e}");
    assert!(e.to_string().contains("has_ret_handler"), "{e}");
}

#[test]
fn a_ret_handler_without_has_ret_handler_is_refused_on_a_uretprobe() {
    let mut m = machine("demo", Preset::V6_18);
    let e = m.attach_consumer("uretprobe:demo:compute", ForgotRet::default()).unwrap_err();
    assert!(e.to_string().contains("has_ret_handler() is false"), "{e}");
    // And a return-only consumer cannot serve an entry probe.
    let e = m.attach_consumer("uprobe:demo:compute", ForgotRet::default()).unwrap_err();
    assert!(e.to_string().contains("has_handler() is false"), "{e}");
}

#[test]
fn report_before_run_and_attach_after_run_are_errors() {
    let mut m = machine("demo", Preset::V6_18);
    assert!(matches!(m.report("demo"), Err(SimError::NotRun)));
    m.run().unwrap();
    assert!(m.report("demo").is_ok());
    let e = m.attach("uprobe:demo:compute").unwrap_err();
    assert!(matches!(e, SimError::AttachAfterRun { .. }), "{e}");
}

#[test]
fn a_named_machine_refuses_a_spec_for_another_program() {
    let mut m = machine("demo", Preset::V6_18).with_target(Target::parse("sim:demo").unwrap());
    let e = m.attach("uprobe:sim:hello:compute").unwrap_err();
    assert!(matches!(e, SimError::PathMismatch { .. }), "{e}");
    m.attach("uprobe:sim:demo:compute").unwrap();
    m.attach("uprobe:demo:checksum").unwrap();
}

#[test]
fn the_run_config_preset_is_the_one_preset() {
    // A uretprobe hit costs the entry's int3 on every preset; 6.10 returns through the
    // int3 trampoline (a second #BP), 6.11+ through the uretprobe syscall.
    for (preset, traps_per_hit) in [(Preset::V6_10, 2), (Preset::V6_11, 1), (Preset::V6_18, 1)] {
        let mut m = machine("bench-ret", preset);
        let h = m.attach("uretprobe:bench-ret:uprobe_target_ret").unwrap();
        m.run().unwrap();
        let r = m.report("bench-ret").unwrap();
        assert_eq!(r.kernel, preset.name());
        assert!(m.hits(&h) > 0);
        assert_eq!(r.counts["trap"], traps_per_hit * m.hits(&h), "{}", preset.name());
    }
}

#[test]
fn recorder_keeps_entry_and_return_of_every_hit_with_pid_and_tid() {
    for preset in [Preset::V6_10, Preset::V6_11, Preset::V6_18] {
        let mut m = machine("nested-calls", preset);
        let h = m.attach_consumer("uprobe:nested-calls:level3", Recorder::session()).unwrap();
        m.run().unwrap();
        let rec = m.consumer(&h);
        let (entries, returns): (Vec<_>, Vec<_>) = rec.hits.iter().partition(|r| r.at == HitAt::Entry);
        assert_eq!(entries.len(), returns.len(), "{}", preset.name());
        assert!(!entries.is_empty());
        for (e, r) in entries.iter().zip(&returns) {
            assert_eq!(e.ip, e.probe);
            assert_eq!(e.pid, 1000);
            assert_eq!((r.pid, r.tid), (1000, 1000));
            assert!(r.insn > e.insn);
            // At the return, sp is one word above the entry's (the return address popped).
            assert_eq!(r.regs.rsp, e.regs.rsp + 8, "{}", preset.name());
        }
    }
}

#[test]
fn a_consumer_registered_by_address_is_in_the_report() {
    let mut m = machine("demo", Preset::V6_18);
    let addr = m.image().symbols.iter().find(|s| s.name == "compute").unwrap().addr;
    let h = m.register(addr, Box::new(EntryOnly::default()));
    m.run().unwrap();
    let r = m.report("demo").unwrap();
    assert_eq!(r.probes.len(), 1);
    assert_eq!(r.probes[0].spec, format!("uprobe:{addr:#x}"));
    assert_eq!((r.probes[0].hits, m.hits(&h)), (10, 10));
}

/// A handle read after [`Machine::reset`]: the reset detached its probe, so the
/// handle is stale. (Before handles carried their machine and generation, `hits`
/// panicked with an index out of bounds here.)
#[test]
fn a_handle_after_reset_is_stale() {
    let mut m = machine("demo", Preset::V6_18);
    let h = m.attach("uprobe:demo:compute").unwrap();
    m.run().unwrap();
    assert_eq!(m.hits(&h), 10);
    m.reset().unwrap();
    assert!(matches!(m.try_hits(&h), Err(SimError::StaleHandle { .. })), "{:?}", m.try_hits(&h));
    assert!(matches!(m.try_detach(&h), Err(SimError::StaleHandle { .. })));
    let msg = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| m.hits(&h))).unwrap_err();
    let msg = msg.downcast_ref::<String>().unwrap();
    assert!(msg.contains("stale") && msg.contains("reset"), "{msg}");
}

/// After a reset and a new attach, the old typed handle names the new probe's id: it
/// must not read the new probe's count, nor its consumer as the old type. (Before, the
/// count came back silently and `consumer` hit `unreachable!`.)
#[test]
fn a_handle_after_reset_and_a_new_attach_reads_nothing_of_the_new_probe() {
    let mut m = machine("demo", Preset::V6_18);
    let old = m.attach_consumer("uprobe:demo:compute", EntryOnly::default()).unwrap();
    m.run().unwrap();
    m.reset().unwrap();
    let new = m.attach("uprobe:demo:checksum").unwrap();
    assert_eq!(old.id(), new.id(), "the test needs the id to be reused");
    m.run().unwrap();
    assert_eq!(m.hits(&new), 10);
    assert!(matches!(m.try_hits(&old), Err(SimError::StaleHandle { .. })));
    assert!(matches!(m.try_consumer(&old).map(|c| c.0), Err(SimError::StaleHandle { .. })));
    assert!(matches!(m.run_until(Until::hit(&old, 1)), Err(SimError::AlreadyRan)));
    m.reset().unwrap();
    assert!(matches!(m.run_until(Until::hit(&old, 1)), Err(SimError::StaleHandle { .. })));
}

/// A handle from machine A used on machine B, with the same program and the same
/// probe (so the same id): an error, not B's count.
#[test]
fn a_handle_on_another_machine_is_refused() {
    let (mut a, mut b) = (machine("demo", Preset::V6_18), machine("demo", Preset::V6_18));
    let ha = a.attach("uprobe:demo:compute").unwrap();
    let hb = b.attach("uprobe:demo:compute").unwrap();
    assert_eq!(ha.id(), hb.id());
    b.run().unwrap();
    assert_eq!(b.hits(&hb), 10);
    let err = b.try_hits(&ha).unwrap_err();
    assert!(err.to_string().contains("another Machine"), "{err}");
    assert!(matches!(b.try_detach(&ha), Err(SimError::StaleHandle { .. })));
    assert_eq!(a.try_hits(&ha).unwrap(), 0);
}

/// `run` after the program ran to its end is an error, not a silent `Ok`.
#[test]
fn running_twice_is_an_error_until_reset() {
    let mut m = machine("demo", Preset::V6_18);
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    assert!(matches!(m.run(), Err(SimError::AlreadyRan)));
    m.reset().unwrap();
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
}

/// `Until::ControlPointN(n)` runs past the other control points to control point `n`.
#[test]
fn run_until_a_numbered_control_point() {
    use probesim::guests::prelude::*;
    let p = Program::builder("points")
        .function("_start", |a| {
            a.control_point(1)?;
            a.control_point(2)?;
            a.control_point(3)?;
            a.exit(0)
        })
        .build()
        .unwrap();
    let mut m = Machine::from_program(&p, RunConfig::default()).unwrap();
    assert_eq!(m.run_until(Until::ControlPointN(2)).unwrap(), Stop::ControlPoint { n: 2, pid: 1000 });
    assert_eq!(m.run_until(Until::ControlPoint).unwrap(), Stop::ControlPoint { n: 3, pid: 1000 });
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    // The report takes the program's name when given none.
    assert_eq!(m.report("").unwrap().target, "points");
}

/// A plain `Machine::run` of a threaded guest reports its schedule token, and the token
/// replays the same run (decisions, output, instructions).
#[test]
fn a_plain_threaded_run_reports_a_token_that_replays() {
    use probesim::explore::strategy::{RandomWalk, Replay};
    let program = probesim::guests::races::rewrite(3);
    let run = |chooser: Option<Box<dyn probesim::kernel::sched::Chooser>>| {
        let mut m = Machine::from_program(&program, RunConfig::default()).unwrap();
        m.attach("uprobe:race-rewrite:site").unwrap();
        if let Some(c) = chooser {
            m.set_chooser(c);
        }
        m.run().unwrap();
        m.report("").unwrap()
    };
    let plain = run(None);
    assert!(!plain.decisions.is_empty());
    assert!(plain.schedule_token.is_some(), "the default schedule has a token too");
    let walked = run(Some(Box::new(RandomWalk::new(7, 50))));
    let token = walked.schedule_token.clone().unwrap();
    let replayed = run(Some(Box::new(Replay::new(token.clone()))));
    assert_eq!(replayed.decisions, walked.decisions);
    assert_eq!((&replayed.stdout, replayed.instructions), (&walked.stdout, walked.instructions));
    assert_eq!(replayed.schedule_token, Some(token));
}
