//! Kernel-selftest parity for return probes, with the exact expected values of the
//! three scenarios of the proposed `uretprobe_depth` test, the register checks of
//! `uprobe_syscall.c` and the stray uretprobe syscall.

use std::cell::RefCell;
use std::rc::Rc;

use probesim::abi::Signal;
use probesim::cpu::Reg;
use probesim::kernel::uprobes::{HandlerResult, ProbeContext, UprobeConsumer};
use probesim::loader::Image;
use probesim::machine::{Machine, Preset, RunConfig};

/// The BPF program of the depth test: `depth++` and `retval = ctx->ax` at every return.
struct DepthProg(Rc<RefCell<(u64, u64)>>);

impl UprobeConsumer for DepthProg {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, _func: u64) {
        let mut s = self.0.borrow_mut();
        s.0 += 1;
        s.1 = ctx.reg(Reg::Rax);
    }
    fn has_handler(&self) -> bool {
        false
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
}

fn machine(name: &str, preset: Preset) -> Machine {
    let p = sim_programs::find(name).unwrap();
    Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig { preset, ..RunConfig::default() }).unwrap()
}

fn depth_test(name: &str, preset: Preset) -> (u64, u64) {
    let mut m = machine(name, preset);
    let state = Rc::new(RefCell::new((0, 0)));
    m.attach_with("uretprobe:x:uretprobe_longjmp", Box::new(DepthProg(state.clone()))).unwrap();
    let exit = m.run().unwrap();
    assert_eq!(exit.code(), Some(0), "{name}");
    let s = *state.borrow();
    s
}

const PRESETS: [Preset; 3] = [Preset::V6_10, Preset::V6_11, Preset::V6_18];

#[test]
fn uretprobe_depth_selftest_longjmp() {
    for preset in PRESETS {
        // uretprobe_longjmp: the handler ran once, for the live call, and saw 0x4B1D.
        assert_eq!(depth_test("longjmp-once", preset), (1, 0x4B1D), "{}", preset.name());
    }
}

#[test]
fn uretprobe_depth_selftest_cleanup_return_instances() {
    for preset in PRESETS {
        // 9 stale instances dropped by the second pass's first entry; 17 live returns.
        assert_eq!(depth_test("longjmp-cleanup", preset).0, 17, "{}", preset.name());
    }
}

#[test]
fn uretprobe_depth_selftest_reach_nestedness_limit() {
    for preset in PRESETS {
        // 64 stale instances stay: every later entry is omitted, nothing returns.
        assert_eq!(depth_test("longjmp-depth-limit", preset).0, 0, "{}", preset.name());
        let mut m = machine("longjmp-depth-limit", preset);
        m.attach("uretprobe:x:uretprobe_longjmp").unwrap();
        m.run().unwrap();
        let r = m.report("longjmp-depth-limit").unwrap();
        assert_eq!(r.return_instances.max_depth, 64);
        // First pass: 81 entries, 17 omitted; second pass: 17 entries, all omitted.
        assert_eq!(r.return_instances.omitted_by_depth, 17 + 17);
        assert_eq!(r.return_instances.pending_at_exit, 64);
        let omit = m
            .kernel()
            .shared
            .borrow()
            .dmesg
            .iter()
            .filter(|l| l.contains("omit uretprobe due to nestedness limit"))
            .count();
        assert_eq!(omit, 34);
    }
}

#[test]
fn uprobe_syscall_regs_equal_with_uprobe_and_uretprobe() {
    for preset in PRESETS {
        let mut m = machine("uprobe-regs", preset);
        m.attach("uprobe:x:uprobe_regs_trigger").unwrap();
        m.attach("uretprobe:x:uprobe_regs_trigger").unwrap();
        let exit = m.run().unwrap();
        let r = m.report("uprobe-regs").unwrap();
        assert_eq!(exit.code(), Some(0));
        // The guest compares every register before and after the call (rsp and rflags
        // included), with rax = 0xdeadbeef, on the first (int3) and second call.
        assert_eq!(r.stdout.matches("regs-equal ok").count(), 2, "{}: {}", preset.name(), r.stdout);
        assert_eq!(r.stdout.matches("rax=0x00000000deadbeef").count(), 2, "{}", r.stdout);
        assert_eq!((r.probes[0].hits, r.probes[1].hits), (2, 2));
    }
}

/// A consumer that changes registers at entry (rcx) and at return (rax, r11), as
/// bpf_testmod does for `uretprobe_regs_change`.
struct Changer;

impl UprobeConsumer for Changer {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        ctx.set_reg(Reg::Rcx, 0x8765_4321_feeb_daed);
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, _func: u64) {
        ctx.set_reg(Reg::Rax, 0x1234_5678_dead_beef);
        ctx.set_reg(Reg::R11, 0xffff_ffff_ffff_ffff);
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
}

#[test]
fn uprobe_syscall_regs_change_reaches_the_caller() {
    for preset in PRESETS {
        let mut m = machine("uprobe-regs", preset);
        m.attach_with("uprobe:x:uprobe_regs_trigger", Box::new(Changer)).unwrap();
        m.run().unwrap();
        let r = m.report("uprobe-regs").unwrap();
        // The guest reports which registers differ: exactly rcx, r11 (and rax's value).
        for reg in ["rcx", "r11"] {
            assert!(r.stdout.contains(reg), "{}: {reg} change lost: {}", preset.name(), r.stdout);
        }
        assert!(!r.stdout.contains("regs-equal ok"), "{}", r.stdout);
        assert!(r.stdout.contains("rax=0x12345678deadbeef"), "{}: {}", preset.name(), r.stdout);
    }
}

#[test]
fn stray_uretprobe_syscall_raises_sigill() {
    for preset in [Preset::V6_11, Preset::V6_18] {
        let mut m = machine("stray-uretprobe-syscall", preset);
        m.attach("uretprobe:x:uretprobe_syscall_call").unwrap();
        let exit = m.run().unwrap();
        assert_eq!(exit.signal(), Some(Signal::Sigill.number()), "{}", preset.name());
        assert_eq!(m.report("x").unwrap().probes[0].hits, 0);
    }
}

#[test]
fn stray_uprobe_syscall_gets_enxio_on_6_18() {
    let mut m = machine("stray-uprobe-syscall", Preset::V6_18);
    m.run().unwrap();
    assert!(m.report("x").unwrap().stdout.contains("uprobe syscall=-6"));
}

#[test]
fn fork_caveat_child_hitting_an_optimized_site_dies_with_sigsegv() {
    // 6.18 maps the trampoline page VM_DONTCOPY: the child inherits the `call` bytes but not the VM_DONTCOPY trampoline page.
    let mut m = machine("fork-optimized", Preset::V6_18);
    m.attach("uprobe:x:t5").unwrap();
    m.run().unwrap();
    let r = m.report("x").unwrap();
    assert_eq!(r.stdout, "child status=11\n");
    assert_eq!(r.probes[0].hits, 2);
    assert_eq!(r.processes, 2);
    // Before 6.18 nothing is optimized, so the child's hit is an ordinary int3 hit.
    let mut m = machine("fork-optimized", Preset::V6_11);
    m.attach("uprobe:x:t5").unwrap();
    m.run().unwrap();
    let r = m.report("x").unwrap();
    assert_eq!((r.stdout.as_str(), r.probes[0].hits), ("child status=0\n", 3));
}

/// After `n` hits its filter stops wanting the process and the handler returns REMOVE,
/// so the breakpoint (or the optimized call) is removed from the mm (`unapply_uprobe`).
/// REMOVE alone does nothing while the filter still wants the mm (`filter_chain`).
struct RemoveAfter(std::cell::Cell<u64>);

impl UprobeConsumer for RemoveAfter {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.0.set(self.0.get().saturating_sub(1));
        if self.0.get() == 0 {
            HandlerResult::Remove
        } else {
            HandlerResult::Keep
        }
    }
    fn filter(&self, _pid: u32) -> bool {
        self.0.get() > 0
    }
}

#[test]
fn unoptimize_restores_the_nop5_and_keeps_the_trampoline() {
    // uprobe_syscall.c check(): after two calls the site is `e8` into the start of an
    // r-x [uprobes-trampoline]; after detach the bytes are 0f 1f 44 00 00 again and the
    // trampoline mapping is still there.
    let p = sim_programs::bench::trigger(sim_programs::bench::Trigger::Nop5, 10);
    let image = Image::parse(p.to_elf()).unwrap();
    let site = image.symbol("uprobe_target_nop5").unwrap().addr;
    let mut m = Machine::new(image, RunConfig::default()).unwrap();
    m.attach_with("uprobe:x:uprobe_target_nop5", Box::new(RemoveAfter(std::cell::Cell::new(3)))).unwrap();
    m.run().unwrap();
    let r = m.report("x").unwrap();
    assert_eq!(r.probes[0].hits, 3);
    let mut b = [0u8; 5];
    assert!(m.read(site, &mut b));
    assert_eq!(b, [0x0f, 0x1f, 0x44, 0x00, 0x00]);
    let maps = m.kernel().mm.render();
    assert!(maps.lines().any(|l| l.contains("r-xp [uprobes-trampoline]")), "{maps}");
    // Hits 2 and 3 went through the call path and returned through sysret.
    assert_eq!((r.optimized.sysret_returns, r.optimized.iret_returns), (2, 0));
    assert_eq!(r.optimized.trampoline_pages.len(), 1);
}

#[test]
fn jmpslot_returns_through_iret_and_stray_336_gets_eproto() {
    let p = sim_programs::bench::trigger(sim_programs::bench::Trigger::Nop5, 10);
    let cfg = RunConfig { preset: Preset::JmpSlot2026, ..RunConfig::default() };
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
    m.attach("uprobe:x:uprobe_target_nop5").unwrap();
    m.run().unwrap();
    let r = m.report("x").unwrap();
    assert_eq!(r.probes[0].hits, 10);
    assert_eq!(r.probes[0].site_bytes.as_deref().unwrap()[0], 0xe9);
    assert_eq!((r.optimized.sysret_returns, r.optimized.iret_returns), (0, 9));
    assert_eq!(r.red_zone.writes, 0);
    let mut m = machine("stray-uprobe-syscall", Preset::JmpSlot2026);
    m.run().unwrap();
    assert!(m.report("x").unwrap().stdout.contains("uprobe syscall=-71"), "{}", m.report("x").unwrap().stdout);
}
