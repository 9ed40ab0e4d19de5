//! Simulator fast paths change speed, never results. Every catalog program, probed as
//! the real-kernel trials probe it, gives byte-identical reports with the fast paths on
//! (entry shadows for emulated instructions, the uretprobe trampoline, the 6.18 and nop10
//! uprobe trampolines and the jmp slots run natively) and off, on every preset and in
//! both engine modes.

use probesim::kernel::preset::{OptDesign, Preset};
use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};

/// How often each fast path ran in one run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Used {
    /// Returns through the uretprobe trampoline's shadow.
    returns: u64,
    /// Hits through an entry shadow.
    entries: u64,
    /// Passes through a shadowed uprobe trampoline or jmp slot.
    optimized: u64,
}

impl std::ops::AddAssign for Used {
    fn add_assign(&mut self, o: Used) {
        self.returns += o.returns;
        self.entries += o.entries;
        self.optimized += o.optimized;
    }
}

/// The report (with the full trace and instruction count), the fast paths it took and
/// its red-zone writes.
fn run(p: &sim_programs::Program, preset: Preset, fast: bool, native: bool, entry_probes: bool) -> (String, Used, u64) {
    let kernel = KernelConfig { fast_paths: fast, record_trace: true, ..KernelConfig::default() };
    let cfg = RunConfig { preset, kernel, native_count: native, ..RunConfig::default() };
    let mut m = crate::common::probed_machine(p, cfg, entry_probes);
    if entry_probes {
        // USDT sites too: the optimized nop5 and nop10 sites of the USDT programs.
        for u in &p.usdt_targets {
            m.attach(&format!("usdt:x:{u}")).unwrap();
        }
    }
    // A guest that dies is data, not an error; the report says how it ended.
    let _ = m.run();
    let k = m.kernel();
    let used =
        Used { returns: k.fast.trampoline_returns, entries: k.fast.entry_hits, optimized: k.fast.optimized_hits };
    let writes = k.red_zone.writes;
    (serde_json::to_string_pretty(&m.report(&p.name).unwrap()).unwrap(), used, writes)
}

#[test]
fn fast_paths_give_identical_reports() {
    let mut total = Used::default();
    let programs = sim_programs::catalog();
    let presets = [Preset::V6_10, Preset::V6_11, Preset::V6_18, Preset::JmpSlot2026, Preset::Nop10_2026];
    // Per preset: optimized passes that took the fast path, and red-zone writes seen on it.
    let mut optimized = [(0u64, 0u64); 5];
    for (i, p) in programs.iter().enumerate() {
        for (j, &preset) in presets.iter().enumerate() {
            // Both engine modes, alternating, to keep the test short; with and without
            // the entry probes (without them, the first return probe hit creates the
            // XOL area, from inside a shadow's hook).
            let native = (i + j) % 2 == 0;
            for entry_probes in [true, false] {
                let (slow, u0, w0) = run(p, preset, false, native, entry_probes);
                let (fast, u, w) = run(p, preset, true, native, entry_probes);
                let what =
                    format!("{} on {} (native count {native}, entry probes {entry_probes})", p.name, preset.name());
                assert_eq!(u0, Used::default(), "{what}: a fast path ran while disabled");
                assert_eq!(slow, fast, "{what}");
                assert_eq!(w0, w, "{what}");
                total += u;
                if u.optimized > 0 {
                    optimized[j].0 += u.optimized;
                    optimized[j].1 += w;
                }
            }
        }
    }
    assert!(total.returns > 0, "no return took the fast path");
    assert!(total.entries > 0, "no hit went through an entry shadow");
    for (j, preset) in presets.iter().enumerate() {
        let (passes, writes) = optimized[j];
        match preset.features().optimize {
            OptDesign::None => assert_eq!(passes, 0, "{}: no optimized path to take", preset.name()),
            design => {
                assert!(passes > 0, "{}: no pass through the optimized path took the fast path", preset.name());
                // 6.18's call writes into the red zone (the bug the 2026 designs fix,
                // whose frames lie below it): the watchdog saw it on the fast path too.
                if design == OptDesign::Nop5Call {
                    assert!(writes > 0, "{}: the fast optimized path saw no red-zone write", preset.name());
                }
            }
        }
    }
}

#[test]
fn emulated_push_takes_the_entry_shadow() {
    // `push rbp` at a function's entry (the bench row's probe), emulated, so delivered
    // through the shadow, with the same report as through the trap.
    let p = sim_programs::find("bench-push").unwrap();
    for preset in [Preset::V6_10, Preset::V6_18] {
        let run = |fast: bool| {
            let kernel = KernelConfig { fast_paths: fast, record_trace: true, ..KernelConfig::default() };
            let cfg = RunConfig { preset, kernel, ..RunConfig::default() };
            let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
            m.attach("uprobe:x:uprobe_target_push").unwrap();
            let _ = m.run();
            (serde_json::to_string(&m.report(&p.name).unwrap()).unwrap(), m.kernel().fast.entry_hits)
        };
        let (slow, _) = run(false);
        let (fast, entries) = run(true);
        assert_eq!(slow, fast, "{}", preset.name());
        // Every hit but the first two, which trap (the second asks for the shadow).
        assert!(entries >= sim_programs::bench::CATALOG_ITERATIONS - 2, "{}: {entries} hits", preset.name());
    }
}

#[test]
fn fast_paths_are_off_while_explaining() {
    // The instruction log must show the trampoline's instructions and the int3.
    let p = sim_programs::find("bench-nop").unwrap();
    let kernel = KernelConfig { log_insns: true, ..KernelConfig::default() };
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig { kernel, ..RunConfig::default() }).unwrap();
    m.attach("uretprobe:x:uprobe_target_nop").unwrap();
    let _ = m.run();
    assert_eq!(m.kernel().fast.trampoline_returns, 0);
    assert_eq!(m.kernel().fast.entry_hits, 0);
    assert_eq!(m.kernel().fast.optimized_hits, 0);
}

/// What a test consumer does on each hit.
#[derive(Clone, Copy, Debug)]
enum Act {
    /// Nothing; keep the probe.
    Keep,
    /// Ask for the breakpoint's removal (`UPROBE_HANDLER_REMOVE`).
    Remove,
    /// Change rax.
    Rax,
    /// Move ip past the probed nop itself (what the emulation would do).
    IpNext,
    /// Return from the function at once (ip = the return address, sp above it), as an
    /// override of the function's result would.
    IpRet,
    /// Return handler: move sp (sys_uretprobe then returns through iret).
    MoveSp,
}

/// A consumer acting as `act`, logging the registers it sees.
struct Actor {
    act: Act,
    ret: bool,
    seen: std::rc::Rc<std::cell::RefCell<Vec<probesim::cpu::Regs>>>,
}

impl probesim::kernel::uprobes::UprobeConsumer for Actor {
    fn handler(
        &mut self,
        ctx: &mut probesim::kernel::uprobes::ProbeContext<'_>,
    ) -> probesim::kernel::uprobes::HandlerResult {
        use probesim::cpu::Reg;
        use probesim::kernel::uprobes::HandlerResult;
        self.seen.borrow_mut().push(ctx.regs());
        match self.act {
            Act::Remove => return HandlerResult::Remove,
            Act::Rax => ctx.set_reg(Reg::Rax, 0x5151),
            Act::IpNext => ctx.set_reg(Reg::Rip, ctx.vaddr + 1),
            Act::IpRet => {
                let sp = ctx.reg(Reg::Rsp);
                let mut w = [0u8; 8];
                assert!(ctx.read_user(sp, &mut w));
                ctx.set_reg(Reg::Rip, u64::from_le_bytes(w));
                ctx.set_reg(Reg::Rsp, sp + 8);
            }
            Act::Keep | Act::MoveSp => {}
        }
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, ctx: &mut probesim::kernel::uprobes::ProbeContext<'_>, _func: u64) {
        use probesim::cpu::Reg;
        self.seen.borrow_mut().push(ctx.regs());
        match self.act {
            Act::Rax => ctx.set_reg(Reg::Rax, 0x7272),
            Act::MoveSp => {
                // Return one slot higher with the return address copied there: the
                // caller then sees sp 8 bytes off, the iret path either way.
                let sp = ctx.reg(Reg::Rsp);
                ctx.set_reg(Reg::Rsp, sp.wrapping_sub(8));
            }
            _ => {}
        }
    }
    fn has_handler(&self) -> bool {
        !self.ret
    }
    fn has_ret_handler(&self) -> bool {
        self.ret
    }
}

#[test]
fn fast_paths_agree_with_consumers_that_act() {
    // Consumers that remove the probe, change registers or move ip/sp at a shadowed
    // site (an emulated nop, and each optimized design's trampoline or slot) and at the
    // shadowed uretprobe trampoline: the reports and every register state a consumer
    // saw are the same with and without the fast paths.
    use sim_programs::bench::Trigger;
    use std::cell::RefCell;
    use std::rc::Rc;
    let acts = [Act::Keep, Act::Remove, Act::Rax, Act::IpNext, Act::IpRet, Act::MoveSp];
    let cases = [
        (Preset::V6_10, Trigger::Nop, "uprobe_target_nop", "uprobe:x:uprobe_target_nop"),
        (Preset::V6_11, Trigger::Nop, "uprobe_target_nop", "uprobe:x:uprobe_target_nop"),
        (Preset::V6_18, Trigger::Nop, "uprobe_target_nop", "uprobe:x:uprobe_target_nop"),
        (Preset::V6_18, Trigger::Nop5, "uprobe_target_nop5", "uprobe:x:uprobe_target_nop5"),
        (Preset::JmpSlot2026, Trigger::Nop5, "uprobe_target_nop5", "uprobe:x:uprobe_target_nop5"),
        (Preset::Nop10_2026, Trigger::UsdtNop10, "usdt_target_nop10", "usdt:x:probesim:bench_nop10"),
    ];
    for (preset, trigger, func, entry_spec) in cases {
        let p = sim_programs::bench::trigger(trigger, 50);
        for entry in acts {
            for ret in acts {
                let run = |fast: bool| {
                    let kernel = KernelConfig { fast_paths: fast, record_trace: true, ..KernelConfig::default() };
                    let mut m = Machine::new(
                        Image::parse(p.to_elf()).unwrap(),
                        RunConfig { preset, kernel, ..RunConfig::default() },
                    )
                    .unwrap();
                    let seen = Rc::new(RefCell::new(Vec::new()));
                    let e = Actor { act: entry, ret: false, seen: seen.clone() };
                    let r = Actor { act: ret, ret: true, seen: seen.clone() };
                    m.attach_with(entry_spec, Box::new(e)).unwrap();
                    m.attach_with(&format!("uretprobe:x:{func}"), Box::new(r)).unwrap();
                    let _ = m.run();
                    let k = m.kernel();
                    let used = k.fast.trampoline_returns + k.fast.entry_hits + k.fast.optimized_hits;
                    let seen = format!("{:?}", seen.borrow());
                    (serde_json::to_string(&m.report(&p.name).unwrap()).unwrap(), seen, used)
                };
                let (slow, slow_seen, _) = run(false);
                let (fast, fast_seen, used) = run(true);
                let what = format!("{} {entry_spec} entry {entry:?} return {ret:?}", preset.name());
                assert_eq!(slow, fast, "{what}");
                assert_eq!(slow_seen, fast_seen, "{what}");
                if matches!((entry, ret), (Act::Keep, Act::Keep)) {
                    assert!(used > 0, "{what}: no fast path ran");
                }
            }
        }
    }
}

#[test]
fn optimized_paths_take_the_fast_path_at_every_hit() {
    // The bench triggers of each optimized design: after the first hit (the int3 that
    // optimizes the site), every pass through the trampoline or slot is run natively,
    // with the same report as the real instructions give.
    use sim_programs::bench::{trigger, Trigger, CATALOG_ITERATIONS};
    let cases = [
        (Preset::V6_18, Trigger::Nop5, "uprobe:x:uprobe_target_nop5"),
        (Preset::V6_18, Trigger::Nop5, "uretprobe:x:uprobe_target_nop5"),
        (Preset::V6_18, Trigger::UsdtNop5, "usdt:x:probesim:bench_nop5"),
        (Preset::JmpSlot2026, Trigger::Nop5, "uprobe:x:uprobe_target_nop5"),
        (Preset::JmpSlot2026, Trigger::UsdtNop5, "usdt:x:probesim:bench_nop5"),
        (Preset::Nop10_2026, Trigger::UsdtNop10, "usdt:x:probesim:bench_nop10"),
    ];
    let p_of = |t| trigger(t, CATALOG_ITERATIONS);
    for (preset, t, spec) in cases {
        let p = p_of(t);
        for native in [false, true] {
            let run = |fast: bool| {
                let kernel = KernelConfig { fast_paths: fast, record_trace: true, ..KernelConfig::default() };
                let cfg = RunConfig { preset, kernel, native_count: native, ..RunConfig::default() };
                let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
                m.attach(spec).unwrap();
                let _ = m.run();
                (serde_json::to_string(&m.report(&p.name).unwrap()).unwrap(), m.kernel().fast.optimized_hits)
            };
            let (slow, _) = run(false);
            let (fast, passes) = run(true);
            let what = format!("{spec} on {} (native count {native})", preset.name());
            assert_eq!(slow, fast, "{what}");
            assert_eq!(passes, CATALOG_ITERATIONS - 1, "{what}");
        }
    }
}

#[test]
fn red_zone_counts_alike_with_and_without_the_trace() {
    // Once the report's list of red-zone writes is full and no trace records, the
    // watchdog only counts (no snapshot at the site, no frame read at `sys_uprobe`): the
    // report must not tell. Every catalog program that writes into the red zone, on every
    // preset, fast paths on and off: the same report, trace aside, as a recorded run's.
    let presets = [Preset::V6_10, Preset::V6_11, Preset::V6_18, Preset::JmpSlot2026, Preset::Nop10_2026];
    let mut compared = 0;
    for p in sim_programs::catalog() {
        for preset in presets {
            let run = |fast: bool, record: bool| {
                let kernel = KernelConfig { fast_paths: fast, record_trace: record, ..KernelConfig::default() };
                let cfg = RunConfig { preset, kernel, ..RunConfig::default() };
                let mut m = crate::common::probed_machine(&p, cfg, true);
                for u in &p.usdt_targets {
                    m.attach(&format!("usdt:x:{u}")).unwrap();
                }
                let _ = m.run();
                let mut r = m.report(&p.name).unwrap();
                r.trace = None;
                r.trace_dropped = 0;
                (serde_json::to_string_pretty(&r).unwrap(), r.red_zone.writes)
            };
            let (recorded, writes) = run(false, true);
            if writes <= probesim::kernel::redzone::LISTED as u64 {
                continue; // the list never filled: nothing was only counted
            }
            for fast in [false, true] {
                let (counted, w) = run(fast, false);
                assert_eq!(w, writes, "{} on {} (fast paths {fast})", p.name, preset.name());
                assert_eq!(recorded, counted, "{} on {} (fast paths {fast})", p.name, preset.name());
            }
            compared += 1;
        }
    }
    assert!(compared > 0, "no program filled the red-zone list");
}

#[test]
fn a_reset_after_the_watchdog_stopped_watching_reports_as_a_fresh_machine() {
    // A run whose red-zone list fills stops watching its optimized sites (the watchdog
    // then only counts). The next case on the same machine, after a reset, optimizes
    // and watches them again, and must list the same writes, old values included, as a
    // fresh machine's first run: fast paths on and off, both engine modes.
    let presets = [Preset::V6_18, Preset::JmpSlot2026, Preset::Nop10_2026];
    let mut compared = 0;
    for p in sim_programs::catalog() {
        for preset in presets {
            for (fast, native) in [(true, true), (false, true), (true, false)] {
                let kernel = KernelConfig { fast_paths: fast, record_trace: false, ..KernelConfig::default() };
                let cfg = RunConfig { preset, kernel, native_count: native, ..RunConfig::default() };
                let case = |m: &mut Machine| {
                    for t in &p.probe_targets {
                        m.attach(&format!("uprobe:x:{t}")).unwrap();
                    }
                    for u in &p.usdt_targets {
                        m.attach(&format!("usdt:x:{u}")).unwrap();
                    }
                    let _ = m.run();
                    let r = m.report(&p.name).unwrap();
                    (serde_json::to_string_pretty(&r).unwrap(), r.red_zone.writes, r.red_zone.first.len())
                };
                let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg.clone()).unwrap();
                let (first, writes, listed) = case(&mut m);
                if writes <= probesim::kernel::redzone::LISTED as u64 {
                    continue; // the list never filled: the sites stayed watched
                }
                assert_eq!(listed, probesim::kernel::redzone::LISTED);
                for k in 0..2 {
                    m.reset().unwrap();
                    let (again, ..) = case(&mut m);
                    let what = format!("{} on {} (fast {fast}, native {native}, reset {k})", p.name, preset.name());
                    assert_eq!(first, again, "{what}");
                }
                compared += 1;
            }
        }
    }
    assert!(compared > 0, "no program filled the red-zone list");
}

#[test]
fn optimized_sites_apply_call_trampoline_and_ret_in_one_hook_once_unwatched() {
    // Without a trace, the red-zone watchdog stops watching the 6.18 sites once its list
    // is full; from then on a block entered at the site applies its `call`, the
    // trampoline and the `ret` from one hook. The USDT site is inside its function's
    // straight-line code: the block before it ends there (engine patch block-split), so it takes
    // the site's hook too. Same report as the real instructions give, and every budget
    // over the passes stops where the real code stops.
    use sim_programs::bench::{trigger, Trigger};
    let cases = [
        (Trigger::Nop5, "uprobe:x:uprobe_target_nop5"),
        (Trigger::Nop5, "uretprobe:x:uprobe_target_nop5"),
        (Trigger::UsdtNop5, "usdt:x:probesim:bench_nop5"),
    ];
    let iterations = 40;
    for (t, spec) in cases {
        let p = trigger(t, iterations);
        for native in [false, true] {
            let run = |fast: bool, budget: u64| {
                let kernel = KernelConfig { fast_paths: fast, ..KernelConfig::default() };
                let cfg = RunConfig {
                    preset: Preset::V6_18,
                    kernel,
                    native_count: native,
                    max_insns: budget,
                    ..RunConfig::default()
                };
                let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
                m.attach(spec).unwrap();
                let stop = format!("{:?}", m.run().err());
                let k = m.kernel();
                let used = (k.fast.optimized_hits, k.fast.site_hits);
                (serde_json::to_string(&m.report(&p.name).unwrap()).unwrap(), stop, used)
            };
            let what = format!("{spec} (native count {native})");
            let (slow, _, _) = run(false, u64::MAX / 2);
            let (fast, _, (passes, sites)) = run(true, u64::MAX / 2);
            assert_eq!(slow, fast, "{what}");
            assert_eq!(passes, iterations - 1, "{what}");
            // The list fills within a few hits (4 red-zone words each).
            assert!(sites >= iterations - 10, "{what}: {sites} of {passes} at the site");
            let total = serde_json::from_str::<serde_json::Value>(&slow).unwrap()["instructions"].as_u64().unwrap();
            // Every budget over the last ten passes (each about 20 instructions).
            for budget in total.saturating_sub(220)..total {
                let (slow, slow_stop, _) = run(false, budget);
                let (fast, fast_stop, _) = run(true, budget);
                assert_eq!((slow, slow_stop), (fast, fast_stop), "{what}, budget {budget} of {total}");
            }
        }
    }
}
