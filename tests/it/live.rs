//! Live probes: `Machine::run_until` stops the run at a hit, an instruction count or a
//! system call; probes attached or detached there take effect at once, and a uprobe
//! whose last consumer goes is freed.

use probesim::machine::{Stop, Until};
use probesim::prelude::*;

fn machine(name: &str, preset: Preset) -> Machine {
    let image = Image::parse(probesim::guests::find(name).unwrap().to_elf()).unwrap();
    Machine::new(image, RunConfig { preset, ..RunConfig::default() }).unwrap()
}

fn bytes_at(m: &Machine, addr: u64) -> [u8; 5] {
    let mut b = [0u8; 5];
    assert!(m.read(addr, &mut b));
    b
}

/// uprobe_syscall's reattach rounds: an optimized nop5 site, detached, is a clean nop5
/// again (`swbp_unoptimize()`), stays clean with no probe, and a new attach optimizes it
/// again through the same `[uprobes-trampoline]` page.
#[test]
fn detach_restores_the_site_and_reattach_reuses_the_trampoline() {
    let total = {
        let mut m = machine("bench-nop5", Preset::V6_18);
        let h = m.attach("uprobe:bench-nop5:uprobe_target_nop5").unwrap();
        m.run().unwrap();
        m.hits(&h)
    };
    let mut m = machine("bench-nop5", Preset::V6_18);
    let a = m.attach("uprobe:bench-nop5:uprobe_target_nop5").unwrap();
    let site = m.attached()[0].address;
    // The trigger's nop5 (`nopl 0x0(%rax,%rax,1)`), with the int3 over its first byte.
    let nop5 = [0x0f, 0x1f, 0x44, 0x00, 0x00];
    assert_eq!(bytes_at(&m, site), [0xcc, 0x1f, 0x44, 0x00, 0x00]);
    assert_eq!(m.run_until(Until::hit(&a, 2)).unwrap(), Stop::Hit { probe: a.id(), n: 2 });
    assert_eq!(bytes_at(&m, site)[0], 0xe8, "optimized after the first hit");
    m.unregister(a.id());
    assert_eq!(bytes_at(&m, site), nop5, "detach unoptimizes the site");
    let insns = m.report("x").unwrap().instructions;
    assert_eq!(m.run_until(Until::Insns(insns + 2000)).unwrap(), Stop::Insns(insns + 2000));
    assert_eq!(bytes_at(&m, site), nop5, "no probe, no change");
    let b = m.attach("uprobe:bench-nop5:uprobe_target_nop5").unwrap();
    m.run().unwrap();
    let r = m.report("bench-nop5").unwrap();
    assert_eq!(m.hits(&a), 2);
    assert!(m.hits(&b) > 0 && m.hits(&a) + m.hits(&b) < total, "some calls ran unprobed");
    assert_eq!(bytes_at(&m, site)[0], 0xe8, "optimized again");
    assert_eq!(r.optimized.trampoline_pages.len(), 1, "the trampoline page is reused");
}

/// Stops at the first hit of level3, which level2 calls: level2's first call is on the
/// stack. Returns the machine there with `entry` consumers on level2 attached before.
fn stopped_inside_level2(preset: Preset, before: &[&str]) -> (Machine, Vec<probesim::machine::ProbeHandle>) {
    let mut m = machine("nested-calls", preset);
    let hs: Vec<_> = before.iter().map(|s| m.attach(s).unwrap()).collect();
    let inner = m.attach("uprobe:nested-calls:level3").unwrap();
    assert_eq!(m.run_until(Until::hit(&inner, 1)).unwrap(), Stop::Hit { probe: inner.id(), n: 1 });
    (m, hs)
}

/// A return instance exists only if a return consumer was there at the entry: a
/// uretprobe attached during level2's first call misses that call's return (level2 runs
/// 3 times: 2 returns), as the kernel's `consumers` test expects for a uretprobe in
/// `after` only with no return consumer in `before`.
#[test]
fn a_uretprobe_attached_mid_call_misses_that_return_without_an_instance() {
    for (preset, _) in Preset::ALL {
        let (mut m, _) = stopped_inside_level2(preset, &["uprobe:nested-calls:level2"]);
        let r = m.attach("uretprobe:nested-calls:level2").unwrap();
        m.run().unwrap();
        assert_eq!(m.hits(&r), 2, "{}", preset.name());
    }
}

/// With a return consumer at entry (an instance was pushed) and the uprobe alive across
/// the change (a consumer stays), a uretprobe attached mid-call runs at that return:
/// `uret_stays`/`uret_survives` of the kernel's `consumers` test.
#[test]
fn a_uretprobe_attached_mid_call_catches_that_return_when_the_uprobe_survives() {
    for (preset, _) in Preset::ALL {
        let (mut m, before) =
            stopped_inside_level2(preset, &["uprobe:nested-calls:level2", "uretprobe:nested-calls:level2"]);
        // The uretprobe of `before` goes, another comes; the entry uprobe stays.
        m.unregister(before[1].id());
        let r = m.attach("uretprobe:nested-calls:level2").unwrap();
        m.run().unwrap();
        assert_eq!(m.hits(&r), 3, "{}", preset.name());
        assert_eq!(m.hits(&before[0]), 3);
        assert_eq!(m.hits(&before[1]), 0, "detached before its first return");
    }
}

/// If every consumer goes, the uprobe is freed: the pending instance names a uprobe
/// nobody can join, and a uretprobe attached then (on a new uprobe) misses the return.
#[test]
fn a_freed_uprobe_takes_its_pending_return_with_it() {
    for (preset, _) in Preset::ALL {
        let (mut m, before) = stopped_inside_level2(preset, &["uretprobe:nested-calls:level2"]);
        m.unregister(before[0].id());
        let r = m.attach("uretprobe:nested-calls:level2").unwrap();
        m.run().unwrap();
        assert_eq!(m.hits(&r), 2, "{}", preset.name());
        let exit = m.report("nested-calls").unwrap().exit;
        assert_eq!(exit, Some(Exit::Exited(0)), "the return through the trampoline still works");
    }
}

/// Stops after a chosen system call, and the guest goes on unchanged.
#[test]
fn stop_after_a_syscall_then_resume() {
    let mut m = machine("nested-calls", Preset::V6_18);
    let h = m.attach("uprobe:nested-calls:level1").unwrap();
    // nested-calls writes its line with write(2) (1), then exits.
    assert_eq!(m.run_until(Until::Syscall(1)).unwrap(), Stop::Syscall(1));
    assert_eq!(m.hits(&h), 3);
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    assert_eq!(m.report("nested-calls").unwrap().stdout, "nested=1152\n");
}

/// `uprobe-ref_ctr`: the USDT semaphore goes 0 → 1 when the breakpoint goes in, stays 1
/// for a second consumer on the same uprobe (one `struct uprobe`, one breakpoint), and
/// goes back to 0 when the last consumer leaves. usdt-nop counts the loop iterations
/// that saw the semaphore set (`sema-active=N`) and prints it at the end: stopping at the
/// 50th hit and detaching there leaves exactly 50.
#[test]
fn the_usdt_semaphore_follows_the_breakpoint() {
    for (preset, _) in Preset::ALL {
        let mut m = machine("usdt-nop", preset);
        let sema = symbol_addr(&m, "probesim_nop_semaphore");
        let read = |m: &Machine| {
            let mut b = [0u8; 2];
            assert!(m.read(sema, &mut b));
            i16::from_le_bytes(b)
        };
        assert_eq!(read(&m), 0);
        let a = m.attach("usdt:usdt-nop:probesim:nop").unwrap();
        assert_eq!(read(&m), 1, "{}", preset.name());
        let b = m.attach("usdt:usdt-nop:probesim:nop").unwrap();
        assert_eq!(read(&m), 1, "a second consumer shares the uprobe");
        assert!(matches!(m.run_until(Until::hit(&a, 50)).unwrap(), Stop::Hit { .. }));
        m.unregister(a.id());
        assert_eq!(read(&m), 1, "one consumer is left");
        m.unregister(b.id());
        assert_eq!(read(&m), 0, "{}", preset.name());
        assert_eq!(m.run().unwrap(), Exit::Exited(0));
        assert_eq!(m.report("usdt-nop").unwrap().stdout, "sema-active=50\nsemaphore=0\n", "{}", preset.name());
        assert_eq!((m.hits(&a), m.hits(&b)), (50, 50));
    }
}

fn symbol_addr(m: &Machine, name: &str) -> u64 {
    m.image().symbols.iter().find(|s| s.name == name).unwrap().addr
}
