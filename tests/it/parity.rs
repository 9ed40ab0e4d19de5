//! More kernel-selftest parity: `get_func_ip_test` (the probed function's address at
//! entry and at return) and `uprobe.c`'s `regs_change_common` / `regs_change_ip`
//! (register writes of an entry handler reach the caller; a new ip skips the probed
//! instruction), restated on the catalog's bench-ret, whose `uprobe_target_ret` is a
//! bare `ret` (single-stepped out of line).

use probesim::machine::{Stop, Until};
use probesim::prelude::*;

fn machine(name: &str, preset: Preset) -> Machine {
    Machine::from_program(&probesim::guests::find(name).unwrap(), RunConfig { preset, ..RunConfig::default() }).unwrap()
}

fn symbol(m: &Machine, name: &str) -> u64 {
    m.image().symbols.iter().find(|s| s.name == name).unwrap().addr
}

/// `get_func_ip`: the function's address, at its entry and at its return.
#[test]
fn get_func_ip_at_entry_and_return() {
    for (preset, _) in Preset::ALL {
        let mut m = machine("nested-calls", preset);
        let f = symbol(&m, "level4");
        let h = m.attach_consumer("uprobe:nested-calls:level4", Recorder::session()).unwrap();
        m.run().unwrap();
        let hits = &m.consumer(&h).hits;
        assert_eq!(hits.len(), 6);
        assert!(hits.iter().all(|r| r.probe == f), "{}", preset.name());
    }
}

/// The return address of bench-ret's call of `uprobe_target_ret` (where the caller
/// resumes), as a uretprobe sees it.
fn return_address(preset: Preset) -> u64 {
    let mut m = machine("bench-ret", preset);
    let h = m.attach_consumer("uretprobe:bench-ret:uprobe_target_ret", Recorder::ret()).unwrap();
    assert!(matches!(m.run_until(Until::hit(&h, 1)).unwrap(), Stop::Hit { .. }));
    let ip = m.consumer(&h).hits[0].ip;
    ip
}

const CHANGED: [(Reg, u64); 9] = [
    (Reg::Rsi, 0x5151_5151_5151_5151),
    (Reg::Rdi, 0xd1d1_d1d1_d1d1_d1d1),
    (Reg::R8, 0x0808_0808_0808_0808),
    (Reg::R9, 0x0909_0909_0909_0909),
    (Reg::R10, 0x1010_1010_1010_1010),
    (Reg::R12, 0x1212_1212_1212_1212),
    (Reg::R13, 0x1313_1313_1313_1313),
    (Reg::R14, 0x1414_1414_1414_1414),
    (Reg::R15, 0x1515_1515_1515_1515),
];

/// Writes [`CHANGED`] at entry.
struct ChangeRegs;

impl UprobeConsumer for ChangeRegs {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        for (r, v) in CHANGED {
            ctx.set_reg(r, v);
        }
        HandlerResult::Keep
    }
}

/// `regs_change_common`: nine general registers written at the entry of a `ret` (which
/// is single-stepped in an XOL slot) are what the caller sees after it.
#[test]
fn regs_change_common_reaches_the_caller() {
    for (preset, _) in Preset::ALL {
        let ret = return_address(preset);
        let mut m = machine("bench-ret", preset);
        m.attach_consumer("uprobe:bench-ret:uprobe_target_ret", ChangeRegs).unwrap();
        let seen = m.attach_consumer(&format!("uprobe:bench-ret:{ret:#x}"), Recorder::entry()).unwrap();
        assert!(matches!(m.run_until(Until::hit(&seen, 1)).unwrap(), Stop::Hit { .. }));
        let regs = m.consumer(&seen).hits[0].regs;
        for (r, v) in CHANGED {
            assert_eq!(regs.get(r), v, "{} {}", preset.name(), r.name());
        }
    }
}

/// Sends ip straight to the return address and pops it, as the `ret` would.
struct ReturnNow;

impl UprobeConsumer for ReturnNow {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        let sp = ctx.reg(Reg::Rsp);
        let mut b = [0u8; 8];
        assert!(ctx.read_user(sp, &mut b));
        ctx.set_reg(Reg::Rip, u64::from_le_bytes(b));
        ctx.set_reg(Reg::Rsp, sp + 8);
        HandlerResult::Keep
    }
}

/// `regs_change_ip` (6.18: a handler's new ip skips the probed instruction): a handler
/// that returns on the function's behalf must not have the `ret` run after it, or the
/// program would pop twice. The run's output is the unprobed run's.
#[test]
fn regs_change_ip_skips_the_probed_instruction() {
    for preset in [Preset::V6_18, Preset::JmpSlot2026, Preset::Nop10_2026] {
        let plain = {
            let mut m = machine("bench-ret", preset);
            m.run().unwrap();
            m.report("bench-ret").unwrap()
        };
        let mut m = machine("bench-ret", preset);
        let h = m.attach_consumer("uprobe:bench-ret:uprobe_target_ret", ReturnNow).unwrap();
        assert_eq!(m.run().unwrap(), Exit::Exited(0), "{}", preset.name());
        let r = m.report("bench-ret").unwrap();
        assert_eq!(r.stdout, plain.stdout);
        assert!(m.hits(&h) > 0);
        // Nothing was single-stepped: every hit skipped the `ret`.
        assert_eq!(r.counts["xol_step"], 0, "{}", preset.name());
    }
}
