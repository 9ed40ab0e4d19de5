//! Kernel-selftest parity, with the kernel's expected values: the three scenarios of
//! the proposed `uretprobe_depth` test, the register checks of `uprobe_syscall.c` and
//! the stray uretprobe syscall, `uprobe_multi_test.c`'s `attach_uprobe_fails` (trap and
//! refctr) and `bpf_cookie.c`'s `uprobe` subtest. (The `consumers` matrix is in
//! `consumers.rs`.)

use std::cell::RefCell;
use std::rc::Rc;

use probesim::abi::Signal;
use probesim::cpu::Reg;
use probesim::kernel::uprobes::{HandlerResult, ProbeContext, UprobeConsumer};
use probesim::kernel::Exit;
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
        let omit = m.dmesg().iter().filter(|l| l.contains("omit uretprobe due to nestedness limit")).count();
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

/// The functions of `uprobe_multi.c` that `attach_uprobe_fails` and `bpf_cookie` probe:
/// three plain functions, `uprobe_multi_error_func_int3` (an `int3` at its first byte,
/// never called), two semaphores, and `trigger_func`, called once.
fn uprobe_multi_program() -> sim_programs::Program {
    use sim_programs::prelude::*;
    Program::builder("uprobe-multi")
        .function("_start", |a| {
            for f in ["uprobe_multi_func_1", "uprobe_multi_func_2", "uprobe_multi_func_3", "trigger_func"] {
                a.call_sym(f)?;
            }
            a.exit(0)
        })
        .function("uprobe_multi_func_1", |a| a.ret().map_err(Into::into))
        .function("uprobe_multi_func_2", |a| a.ret().map_err(Into::into))
        .function("uprobe_multi_func_3", |a| a.ret().map_err(Into::into))
        .function("trigger_func", |a| {
            a.mov(eax, 1u32)?;
            a.ret()?;
            Ok(())
        })
        .function("uprobe_multi_error_func_int3", |a| {
            a.int3()?;
            a.ret()?;
            Ok(())
        })
        .data("sema_1", &[0, 0])
        .data("sema_2", &[0, 0])
        .expect(Expected::exit(0, ""))
        .build()
        .unwrap()
}

fn file_offset_of(m: &Machine, name: &str) -> u64 {
    let image = m.image();
    image.file_offset(image.symbol(name).unwrap().addr).unwrap()
}

/// The text segment and both semaphores, as they are now.
fn text_and_semaphores(m: &Machine) -> (Vec<u8>, [u8; 4]) {
    let image = m.image();
    let seg = image.segments.iter().find(|s| s.prot.exec).unwrap();
    let mut text = vec![0u8; seg.memsz as usize];
    assert!(m.read(seg.vaddr, &mut text));
    let mut sema = [0u8; 4];
    assert!(m.read(image.symbol("sema_1").unwrap().addr, &mut sema[..2]));
    assert!(m.read(image.symbol("sema_2").unwrap().addr, &mut sema[2..]));
    (text, sema)
}

/// `uprobe_multi_test/attach_uprobe_fails`: a link over `uprobe_multi_func_1..3` and
/// `uprobe_multi_error_func_int3` fails (the kernel refuses an int3 site: -ENOTSUPP
/// from `prepare_uprobe()`), and so does one over func_1, func_2, func_2 with
/// `ref_ctr_offset`s sema_1, sema_2, sema_1 (two uprobes at one place with different
/// semaphores: -EINVAL). The test asserts only that each link fails; restated here
/// with what failing means: the errno, the site, and nothing left attached (the text,
/// both semaphores and the registry as before, and a run that counts nothing).
#[test]
fn uprobe_multi_test_attach_uprobe_fails() {
    use probesim::attach::UprobeMultiOpts;
    use probesim::machine::SimError;
    for preset in Preset::iter() {
        let cfg = RunConfig { preset, ..RunConfig::default() };
        let mut m = Machine::from_program(&uprobe_multi_program(), cfg).unwrap();
        let before = text_and_semaphores(&m);
        let active = |m: &Machine| m.consumer_counts().iter().filter(|c| c.active).count();
        let off = |m: &Machine, n: &str| file_offset_of(m, n);
        // attach_uprobe_fail_trap
        let trap = UprobeMultiOpts {
            offsets: [
                "uprobe_multi_func_1",
                "uprobe_multi_func_2",
                "uprobe_multi_func_3",
                "uprobe_multi_error_func_int3",
            ]
            .iter()
            .map(|n| off(&m, n))
            .collect(),
            ..Default::default()
        };
        match m.attach_uprobe_multi(&trap) {
            Err(SimError::Multi(e)) => assert_eq!((e.errno, e.site), (524, Some(3)), "{preset}: {e}"),
            other => panic!("{preset}: the int3 link attached: {other:?}"),
        }
        assert_eq!(text_and_semaphores(&m), before, "{preset}: trap");
        assert_eq!(active(&m), 0);
        // attach_uprobe_fail_refctr
        let (f1, f2) = (off(&m, "uprobe_multi_func_1"), off(&m, "uprobe_multi_func_2"));
        let (s1, s2) = (off(&m, "sema_1"), off(&m, "sema_2"));
        let refctr = UprobeMultiOpts {
            offsets: vec![f1, f2, f2],
            ref_ctr_offsets: Some(vec![s1, s2, s1]),
            ..Default::default()
        };
        match m.attach_uprobe_multi(&refctr) {
            Err(SimError::Multi(e)) => assert_eq!((e.errno, e.site), (22, Some(2)), "{preset}: {e}"),
            other => panic!("{preset}: the ref_ctr link attached: {other:?}"),
        }
        assert_eq!(text_and_semaphores(&m), before, "{preset}: refctr");
        assert_eq!(active(&m), 0);
        let dmesg = m.dmesg();
        assert!(dmesg.iter().any(|l| l.starts_with("ref_ctr_offset mismatch")), "{preset}: {dmesg:?}");
        assert_eq!(m.run().unwrap(), Exit::Exited(0));
        let r = m.report("uprobe-multi").unwrap();
        assert_eq!((r.counts["trap"], r.counts["handler"]), (0, 0), "{preset}: the run hit nothing");
    }
}

/// `bpf_cookie`'s program: ORs the link's cookie into its result at every run
/// (`uprobe_res |= bpf_get_attach_cookie(ctx)`).
struct CookieOr {
    cookie: u64,
    res: Rc<std::cell::Cell<u64>>,
    retprobe: bool,
}

impl UprobeConsumer for CookieOr {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.res.set(self.res.get() | self.cookie);
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, _func: u64) {
        self.res.set(self.res.get() | self.cookie);
    }
    fn has_handler(&self) -> bool {
        !self.retprobe
    }
    fn has_ret_handler(&self) -> bool {
        self.retprobe
    }
}

/// `bpf_cookie/uprobe`: two uprobes (cookies 0x100 for this pid, 0x200 for any) and two
/// uretprobes (0x1000 for any, 0x2000 for this pid) on `trigger_func`, one uprobe in
/// the kernel with four consumers; after one call each result holds both of its
/// links' cookies: `uprobe_res == 0x300`, `uretprobe_res == 0x3000`.
#[test]
fn bpf_cookie_uprobe() {
    use probesim::attach::{UprobeMultiOpts, BPF_F_UPROBE_MULTI_RETURN};
    for preset in Preset::iter() {
        let cfg = RunConfig { preset, ..RunConfig::default() };
        let mut m = Machine::from_program(&uprobe_multi_program(), cfg).unwrap();
        let trigger = file_offset_of(&m, "trigger_func");
        let (uprobe_res, uretprobe_res) = (Rc::new(std::cell::Cell::new(0)), Rc::new(std::cell::Cell::new(0)));
        for (cookie, retprobe, pid) in
            [(0x100, false, 1000), (0x200, false, 0), (0x1000, true, 0), (0x2000, true, 1000)]
        {
            let opts = UprobeMultiOpts {
                offsets: vec![trigger],
                cookies: Some(vec![cookie]),
                flags: if retprobe { BPF_F_UPROBE_MULTI_RETURN } else { 0 },
                pid,
                ..Default::default()
            };
            let res = if retprobe { uretprobe_res.clone() } else { uprobe_res.clone() };
            m.attach_uprobe_multi_with(&opts, |site| {
                Box::new(CookieOr { cookie: site.cookie, res: res.clone(), retprobe })
            })
            .unwrap();
        }
        assert_eq!(m.uprobe_count(), 1, "one uprobe for the four links");
        assert_eq!(m.run().unwrap(), Exit::Exited(0));
        assert_eq!((uprobe_res.get(), uretprobe_res.get()), (0x100 | 0x200, 0x1000 | 0x2000), "{preset}");
    }
}
