//! Return probes: register state at the return handler and after each trampoline,
//! allocation accounting of the three return_instance designs.

use std::cell::RefCell;
use std::rc::Rc;

use probesim::cpu::Regs;
use probesim::kernel::uprobes::uretprobe::RiAlloc;
use probesim::kernel::uprobes::{HandlerResult, ProbeContext, UprobeConsumer};
use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, Preset, Report, RunConfig};
use sim_programs::bench::{trigger, Trigger};

use crate::common::insta_settings;

/// Captures the registers its return handler (or, as an entry consumer, its handler) sees.
struct Capture {
    seen: Rc<RefCell<Vec<Regs>>>,
    ret: bool,
}

impl UprobeConsumer for Capture {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        if !self.ret {
            self.seen.borrow_mut().push(ctx.regs());
        }
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, _func: u64) {
        self.seen.borrow_mut().push(ctx.regs());
    }
    fn has_handler(&self) -> bool {
        !self.ret
    }
    fn has_ret_handler(&self) -> bool {
        self.ret
    }
}

fn machine(preset: Preset, iterations: u64, ri_alloc: RiAlloc) -> Machine {
    let image = Image::parse(trigger(Trigger::Nop, iterations).to_elf()).unwrap();
    let cfg =
        RunConfig { preset, kernel: KernelConfig { ri_alloc, ..KernelConfig::default() }, ..RunConfig::default() };
    Machine::new(image, cfg).unwrap()
}

/// (registers at the return handler, registers on arrival at the return address).
fn return_states(preset: Preset) -> (Regs, Regs, Report) {
    let mut m = machine(preset, 1, RiAlloc::Pool);
    let at_ret = Rc::new(RefCell::new(Vec::new()));
    m.attach_with("uretprobe:x:uprobe_target_nop", Box::new(Capture { seen: at_ret.clone(), ret: true })).unwrap();
    m.run().unwrap();
    let handler = at_ret.borrow()[0];
    // Second run: an entry probe at the original return address sees the state after
    // the trampoline brought us back.
    let mut m = machine(preset, 1, RiAlloc::Pool);
    m.attach_with(
        "uretprobe:x:uprobe_target_nop",
        Box::new(Capture { seen: Rc::new(RefCell::new(Vec::new())), ret: true }),
    )
    .unwrap();
    let after = Rc::new(RefCell::new(Vec::new()));
    m.attach_with(&format!("uprobe:x:{:#x}", handler.rip), Box::new(Capture { seen: after.clone(), ret: false }))
        .unwrap();
    m.run().unwrap();
    let report = m.report("bench-nop").unwrap();
    let after = after.borrow()[0];
    (handler, after, report)
}

#[test]
fn return_handler_and_trampoline_state_per_preset() {
    let settings = insta_settings();
    for preset in [Preset::V6_10, Preset::V6_11, Preset::V6_18] {
        let (handler, after, report) = return_states(preset);
        // uprobe_syscall.c (uretprobe_regs_equal): the trampoline leaks nothing: the
        // state at the return address is exactly what the return handler saw.
        assert_eq!(handler, after, "preset {}", preset.name());
        assert_eq!(report.probes[0].hits, 1);
        let tramp = if preset == Preset::V6_10 { "int3 in XOL slot 0" } else { "uretprobe syscall (335)" };
        let text = format!(
            "preset: {}\ntrampoline: {tramp}\ncounts: {:?}\n--- return handler sees ---\n{handler}--- at the return address after the trampoline ---\n{after}",
            preset.name(),
            report.counts
        );
        settings.bind(|| insta::assert_snapshot!(format!("uretprobe__bench_nop__{}", preset.name()), text));
    }
}

#[test]
fn return_handler_sees_the_return_value_and_original_return_address() {
    let (handler, _, _) = return_states(Preset::V6_18);
    // uprobe_target_nop is `nop; ret` called from the loop: rax is whatever the loop had,
    // ip is the instruction after the call, sp is one slot above the call's push.
    let image = Image::parse(trigger(Trigger::Nop, 1).to_elf()).unwrap();
    let start = image.symbol("_start").unwrap();
    assert!(handler.rip > start.addr && handler.rip < start.addr + start.size);
    assert_eq!(handler.rsp % 16, 0, "the loop keeps the ABI alignment at the call site");
}

#[test]
fn return_instance_allocation_designs_differ() {
    // 1000 sequential calls, one pending instance at a time.
    let run = |design| {
        let mut m = machine(Preset::V6_18, 1000, design);
        m.attach("uretprobe:x:uprobe_target_nop").unwrap();
        m.run().unwrap();
        m.report("bench-nop").unwrap().return_instances
    };
    let pool = run(RiAlloc::Pool);
    let per = run(RiAlloc::PerInstance);
    let arr = run(RiAlloc::Array64);
    for r in [&pool, &per, &arr] {
        assert_eq!(r.trampoline_returns, 1000);
        assert_eq!(r.max_depth, 1);
        assert_eq!(r.pending_at_exit, 0);
    }
    // Pool: the first instance is allocated once and recycled 999 times; freed at exit.
    assert_eq!((pool.alloc.allocations, pool.alloc.frees, pool.alloc.peak_live), (1, 1, 1));
    // Per instance: one allocation and one free per call.
    assert_eq!((per.alloc.allocations, per.alloc.frees, per.alloc.peak_live), (1000, 1000, 1));
    // Fixed array: one allocation of 64 slots up front.
    assert_eq!((arr.alloc.allocations, arr.alloc.frees), (1, 1));
    assert_eq!(arr.alloc.bytes, 64 * pool.alloc.bytes);
}
