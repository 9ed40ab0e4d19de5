//! Guest threads: `clone(CLONE_THREAD)`, `futex`, thread exit and join, the scheduler and
//! its chooser, per-thread uprobe state (return instances, longjmp cleanup), and the
//! simulated outcomes of misuse (deadlock, futex on unmapped memory, bad clone flags).

use probesim::kernel::sched::{Chooser, ChooserFactory, Decision, SchedPoint};
use probesim::machine::{Machine, Preset, Report, RunConfig};
use sim_programs::generators::{thread_recursion, threads};
use sim_programs::prelude::*;
use sim_programs::rt::nr;

/// Runs `p` with `specs` attached, returning the report.
fn run(p: &Program, cfg: RunConfig, specs: &[String]) -> Report {
    let mut m = Machine::from_program(p, cfg).unwrap();
    for s in specs {
        m.attach(s).unwrap();
    }
    m.run().unwrap();
    m.report(&p.name).unwrap()
}

fn cfg(preset: Preset) -> RunConfig {
    RunConfig { preset, ..RunConfig::default() }
}

/// A seeded chooser: a splitmix64 stream picks among the runnable threads at every
/// question, and the quantum (1..=`max_quantum` instructions).
#[derive(Clone, Debug)]
struct Seeded {
    state: u64,
    max_quantum: u64,
}

impl Seeded {
    fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

impl Chooser for Seeded {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        (self.next() % d.runnable.len() as u64) as usize
    }
    fn quantum(&mut self) -> u64 {
        1 + self.next() % self.max_quantum
    }
}

fn seeded(seed: u64, max_quantum: u64) -> ChooserFactory {
    ChooserFactory::new(move || Box::new(Seeded { state: seed, max_quantum }))
}

fn probes(p: &Program, func: &str) -> Vec<String> {
    vec![format!("uprobe:{}:{func}", p.name), format!("uretprobe:{}:{func}", p.name)]
}

#[test]
fn four_threads_hit_and_are_joined_under_every_preset() {
    let p = threads(4, 100);
    for (preset, _) in Preset::ALL {
        let r = run(&p, cfg(preset), &probes(&p, "work"));
        assert_eq!(r.exit.and_then(|e| e.code()), Some(0), "{preset:?}: {r:?}");
        assert_eq!(r.stdout, "total=400\n", "{preset:?}");
        assert_eq!(r.probes.iter().map(|p| p.hits).collect::<Vec<_>>(), [400, 400], "{preset:?}");
        assert!(r.unknown_syscalls.is_empty(), "{preset:?}: {:?}", r.unknown_syscalls);
    }
}

#[test]
fn the_6_18_site_is_optimized_while_threads_interleave() {
    let p = threads(4, 50);
    for seed in 0..8 {
        let c = RunConfig { chooser: seeded(seed, 9), ..cfg(Preset::V6_18) };
        let r = run(&p, c, &probes(&p, "work"));
        assert_eq!(r.stdout, "total=200\n", "seed {seed}");
        assert_eq!(r.probes[0].hits, 200, "seed {seed}");
        assert_eq!(r.probes[1].hits, 200, "seed {seed}");
        assert_eq!(r.probes[0].site_bytes.as_ref().map(|b| b[0]), Some(0xe8), "seed {seed}: optimized");
        assert!(r.decisions.len() > 50, "seed {seed}: {} decisions", r.decisions.len());
        assert!(r.decisions.iter().any(|d| d.point == SchedPoint::Tick));
    }
}

#[test]
fn a_seeded_schedule_is_deterministic_and_seeds_differ() {
    let p = threads(3, 40);
    let json = |seed| {
        let c = RunConfig { chooser: seeded(seed, 5), ..cfg(Preset::V6_18) };
        let mut c = c;
        c.kernel.record_trace = true;
        serde_json::to_string(&run(&p, c, &probes(&p, "work"))).unwrap()
    };
    assert_eq!(json(7), json(7));
    assert_ne!(json(7), json(8), "another seed interleaves otherwise");
}

#[test]
fn quanta_end_at_the_same_instructions_in_both_engine_modes() {
    // A quantum ends as a budget stop and the thread is later resumed: in native-count
    // mode (the block counter's budget, the last block run one instruction at a time)
    // the schedule, hits and trace come out as with Unicorn's own count, also right
    // after a uretprobe's return moved rip. Fast paths off, so that each stop is exact.
    let cases = [(threads(3, 40), "work"), (thread_recursion(20, false), "recurse")];
    for (p, func) in &cases {
        for preset in [Preset::V6_11, Preset::V6_18] {
            for (seed, max_quantum) in [(7, 13), (11, 5), (3, 50)] {
                let json = |native_count| {
                    let chooser = seeded(seed, max_quantum);
                    let mut c = RunConfig { chooser, native_count, ..cfg(preset) };
                    c.kernel.record_trace = true;
                    c.kernel.fast_paths = false;
                    serde_json::to_string(&run(p, c, &probes(p, func))).unwrap()
                };
                assert_eq!(json(true), json(false), "{}, {preset:?}, seed {seed}", p.name);
            }
        }
    }
}

#[test]
fn a_single_threaded_run_asks_nothing() {
    let p = sim_programs::find("demo").unwrap();
    let r = run(&p, cfg(Preset::V6_18), &[]);
    assert!(r.decisions.is_empty());
    assert!(!serde_json::to_string(&r).unwrap().contains("decisions"));
}

#[test]
fn each_thread_keeps_its_own_return_instances() {
    // 2 x 40 nested instances: one shared stack would pass MAX_URETPROBE_DEPTH (64).
    for (preset, _) in Preset::ALL {
        let p = thread_recursion(40, false);
        let c = RunConfig { chooser: seeded(3, 50), ..cfg(preset) };
        let r = run(&p, c, &[format!("uretprobe:{}:recurse", p.name)]);
        assert_eq!(r.stdout, format!("sum={}\n", 2 * 820), "{preset:?}");
        assert_eq!(r.probes[0].hits, 80, "{preset:?}: every return of both threads");
    }
}

#[test]
fn a_longjmp_in_one_thread_leaves_the_other_threads_instances() {
    for (preset, _) in Preset::ALL {
        let p = thread_recursion(20, true);
        let r = run(&p, cfg(preset), &[format!("uretprobe:{}:recurse", p.name)]);
        assert_eq!(r.stdout, format!("sum={}\n", 210 + 1), "{preset:?}");
        // Thread 0: 20 returns; thread 1: its dive abandoned, then one return.
        assert_eq!(r.probes[0].hits, 21, "{preset:?}");
    }
}

/// A program whose `_start` runs `body`, then prints rax in hex and exits 0.
fn prog(name: &str, body: impl FnOnce(&mut Asm) -> AsmResult) -> Program {
    Program::builder(name)
        .function("_start", |a| {
            body(a)?;
            a.print_hex("rax=", rax)?;
            a.exit(0)
        })
        .bss("word", 8)
        .bss("args", 88)
        .build()
        .unwrap()
}

/// The value of `rax=0x...` in the output.
fn rax_of(r: &Report) -> i64 {
    let hex = r.stdout.trim().strip_prefix("rax=0x").unwrap_or_else(|| panic!("{:?}", r.stdout));
    u64::from_str_radix(hex, 16).unwrap() as i64
}

#[test]
fn a_futex_on_unmapped_memory_is_efault() {
    let p = prog("futex-efault", |a| {
        a.mov(eax, nr::FUTEX)?;
        a.mov(edi, 0x1000u32)?;
        a.xor(esi, esi)?; // FUTEX_WAIT
        a.xor(edx, edx)?;
        a.xor(r10d, r10d)?;
        a.syscall()?;
        Ok(())
    });
    assert_eq!(rax_of(&run(&p, cfg(Preset::V6_18), &[])), -14);
}

#[test]
fn futex_misuse_is_an_errno() {
    let word = |a: &mut Asm| -> AsmResult {
        let w = a.sym("word");
        a.lea(rdi, qword_ptr(w))?;
        Ok(())
    };
    // A value that is not the word's: EAGAIN; misaligned: EINVAL; bitset 0: EINVAL;
    // an unknown command: ENOSYS; a wake with nobody waiting: 0.
    let cases: [(&str, u32, u32, u32, u32, i64); 5] = [
        ("futex-eagain", 0, 0, 1, 0, -11),
        ("futex-misaligned", 1, 0, 0, 0, -22),
        ("futex-bitset0", 0, 9, 0, 0, -22),
        ("futex-unknown", 0, 99, 0, 0, -38),
        ("futex-wake-none", 0, 1 | 128, 1, 0, 0),
    ];
    for (name, off, op, val, val3, want) in cases {
        let p = prog(name, |a| {
            word(a)?;
            a.add(rdi, off as i32)?;
            a.mov(eax, nr::FUTEX)?;
            a.mov(esi, op)?;
            a.mov(edx, val)?;
            a.xor(r10d, r10d)?;
            a.mov(r9d, val3)?;
            a.syscall()?;
            Ok(())
        });
        assert_eq!(rax_of(&run(&p, cfg(Preset::V6_18), &[])), want, "{name}");
    }
}

#[test]
fn a_futex_timeout_passes_in_virtual_time() {
    // FUTEX_WAIT for 0 at a word holding 0, with a 1 ms timeout: -ETIMEDOUT, and the
    // clock moved on by the timeout.
    let p = Program::builder("futex-timeout")
        .function("_start", |a| {
            let w = a.sym("word");
            let ts = a.sym("ts");
            let before = a.sym("before");
            let after = a.sym("after");
            a.mov(eax, nr::CLOCK_GETTIME)?; // clock_gettime(CLOCK_MONOTONIC, before)
            a.mov(edi, 1u32)?;
            a.lea(rsi, qword_ptr(before))?;
            a.syscall()?;
            a.mov(eax, nr::FUTEX)?;
            a.lea(rdi, qword_ptr(w))?;
            a.mov(esi, 128u32)?; // FUTEX_WAIT_PRIVATE
            a.xor(edx, edx)?;
            a.lea(r10, qword_ptr(ts))?;
            a.syscall()?;
            a.mov(r13, rax)?;
            a.mov(eax, nr::CLOCK_GETTIME)?;
            a.mov(edi, 1u32)?;
            a.lea(rsi, qword_ptr(after))?;
            a.syscall()?;
            a.print_hex("ret=", r13)?;
            a.lea(rcx, qword_ptr(after))?;
            a.mov(rax, qword_ptr(rcx + 8))?;
            a.lea(rcx, qword_ptr(before))?;
            a.sub(rax, qword_ptr(rcx + 8))?;
            a.cmp(rax, 1_000_000)?;
            a.setae(al)?;
            a.movzx(eax, al)?;
            a.print_dec("waited=", rax)?;
            a.exit(0)
        })
        .bss("word", 8)
        .data_u64("ts", &[0, 1_000_000])
        .bss("before", 16)
        .bss("after", 16)
        .build()
        .unwrap();
    let r = run(&p, cfg(Preset::V6_18), &[]);
    assert_eq!(r.stdout, format!("ret=0x{:016x}\nwaited=1\n", -110i64 as u64));
    assert!(r.deadlock.is_empty());
}

#[test]
fn every_thread_blocked_is_a_reported_deadlock() {
    // The word holds 0 and nobody wakes the waiter.
    let p = prog("futex-deadlock", |a| {
        let w = a.sym("word");
        a.mov(eax, nr::FUTEX)?;
        a.lea(rdi, qword_ptr(w))?;
        a.mov(esi, 128u32)?;
        a.xor(edx, edx)?;
        a.xor(r10d, r10d)?;
        a.syscall()?;
        Ok(())
    });
    let r = run(&p, cfg(Preset::V6_18), &[]);
    assert_eq!(r.exit.and_then(|e| e.signal()), Some(9), "{r:?}");
    assert_eq!(r.deadlock.len(), 1);
    assert_eq!(r.deadlock[0].syscall, 202);
    assert!(r.deadlock[0].waiting.contains("futex wait at"), "{:?}", r.deadlock);
}

/// `clone` of a thread ([`crate::common::clone_thread`]); the new thread jumps to `func`,
/// the caller goes on.
fn start_thread(a: &mut Asm, func: &str) -> AsmResult {
    let func = a.sym(func);
    crate::common::clone_thread(a)?;
    a.test(rax, rax)?;
    a.jz(func)?;
    Ok(())
}

#[test]
fn threads_that_all_wait_are_a_deadlock_listing_each() {
    // Two threads wait on a word nobody changes; the main thread joins them.
    let p = Program::builder("threads-deadlock")
        .function("_start", |a| {
            let tids = a.sym("tids");
            start_thread(a, "child")?;
            // join: futex(&tid, FUTEX_WAIT, tid)
            a.lea(rdi, qword_ptr(tids))?;
            a.mov(edx, dword_ptr(rdi))?;
            a.mov(eax, nr::FUTEX)?;
            a.xor(esi, esi)?;
            a.xor(r10d, r10d)?;
            a.syscall()?;
            a.exit(0)
        })
        .function("child", |a| {
            let w = a.sym("word");
            a.mov(eax, nr::FUTEX)?;
            a.lea(rdi, qword_ptr(w))?;
            a.mov(esi, 128u32)?;
            a.xor(edx, edx)?;
            a.xor(r10d, r10d)?;
            a.syscall()?;
            a.ud2()?;
            Ok(())
        })
        .bss("word", 8)
        .bss("tids", 8)
        .bss("stacks", 8192)
        .build()
        .unwrap();
    let r = run(&p, cfg(Preset::V6_18), &[]);
    assert_eq!(r.exit.and_then(|e| e.signal()), Some(9), "{r:?}");
    assert_eq!(r.deadlock.len(), 2, "{:?}", r.deadlock);
    assert!(r.deadlock.iter().all(|b| b.syscall == 202 && b.pid == 1000));
}

#[test]
fn clone_with_flags_it_cannot_model_is_einval() {
    // CLONE_VM alone (a process sharing the mm), CLONE_THREAD without CLONE_SIGHAND,
    // and a thread without CLONE_FILES: each -EINVAL, and nothing is unknown.
    for (name, flags) in [
        ("clone-vm", 0x100u32),
        ("clone-thread-nosighand", 0x100 | 0x1_0000),
        ("clone-thread-nofiles", 0x100 | 0x200 | 0x800 | 0x1_0000),
        ("clone-thread-pidfd", sim_programs::threads::THREAD_FLAGS | 0x1000),
    ] {
        let p = prog(name, |a| {
            let s = a.sym("word");
            a.mov(eax, nr::CLONE)?;
            a.mov(edi, flags)?;
            a.lea(rsi, qword_ptr(s))?;
            a.xor(edx, edx)?;
            a.xor(r10d, r10d)?;
            a.xor(r8d, r8d)?;
            a.syscall()?;
            Ok(())
        });
        let r = run(&p, cfg(Preset::V6_18), &[]);
        assert_eq!(rax_of(&r), -22, "{name}");
        assert!(r.unknown_syscalls.is_empty(), "{name}");
    }
}

/// Round-robin with a fixed quantum, and at kernel steps the next thread rather than
/// the current one (every step lets another thread run).
#[derive(Clone, Copy, Debug)]
struct Eager {
    quantum: u64,
}

impl Chooser for Eager {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        d.runnable.iter().position(|&t| t > d.current).unwrap_or(0)
    }
    fn quantum(&mut self) -> u64 {
        self.quantum
    }
}

fn eager(quantum: u64) -> ChooserFactory {
    ChooserFactory::new(move || Box::new(Eager { quantum }))
}

#[test]
fn other_threads_run_between_the_steps_of_the_int3_first_rewrite() {
    use probesim::kernel::sched::KernelStep;
    let p = threads(4, 50);
    let r = run(&p, RunConfig { chooser: eager(3), ..cfg(Preset::V6_18) }, &probes(&p, "work"));
    assert_eq!(r.stdout, "total=200\n");
    assert_eq!((r.probes[0].hits, r.probes[1].hits), (200, 200));
    assert_eq!(r.probes[0].site_bytes.as_ref().map(|b| b[0]), Some(0xe8), "optimized in the end");
    for step in [KernelStep::RewriteInt3, KernelStep::RewriteTail, KernelStep::RewriteHead] {
        let at: Vec<_> = r.decisions.iter().filter(|d| d.point == SchedPoint::Kernel(step)).collect();
        assert!(!at.is_empty(), "{step:?} was a scheduling point");
    }
    // The same run, stopped right after the first kernel step switched away: the site
    // is the int3 and the old tail, and a thread is parked in the rewrite.
    let mut m = Machine::from_program(&p, RunConfig { chooser: eager(3), ..cfg(Preset::V6_18) }).unwrap();
    for s in probes(&p, "work") {
        m.attach(&s).unwrap();
    }
    let work = p.symbol("work").unwrap().addr;
    let mut seen = Vec::new();
    for n in (1..).map(|k| k * 3) {
        match m.run_until(probesim::machine::Until::Insns(n)).unwrap() {
            probesim::machine::Stop::Insns(_) => {}
            _ => break,
        }
        let mut b = [0u8; 5];
        m.read(work, &mut b);
        if seen.last() != Some(&b) {
            seen.push(b);
        }
    }
    // Every state a thread can see at the site: the nop5, the int3 on the nop's tail,
    // the int3 on the call's tail, the call.
    assert_eq!(seen.first().map(|b| b[0]), Some(0xcc), "{seen:x?}");
    assert!(seen.iter().all(|b| b[0] == 0xcc || b[0] == 0xe8), "{seen:x?}");
    assert!(seen.len() >= 2, "the tail changed behind the int3 before the head: {seen:x?}");
}

#[test]
fn threads_wait_for_an_xol_slot_when_every_slot_is_taken() {
    // 40 threads started together by a barrier, a quantum of one instruction each in
    // turn: they single-step the probed load at `work+0x5` at once, and with 31 slots
    // some wait on the area's queue (and step later: every hit is counted once).
    let p = threads(40, 3);
    let spec = format!("uprobe:{}:work+0x5", p.name);
    let mut m = Machine::from_program(&p, RunConfig { chooser: eager(1), ..cfg(Preset::V6_10) }).unwrap();
    m.attach(&spec).unwrap();
    let mut waited = false;
    let mut n = 0;
    loop {
        n += 1;
        match m.run_until(probesim::machine::Until::Insns(n)).unwrap() {
            probesim::machine::Stop::Insns(_) => {}
            _ => break,
        }
        waited |= m.kernel().sleeping_threads().iter().any(|(_, _, w)| w.contains("XOL slot"));
    }
    assert!(waited, "some thread waited for a slot");
    let r = m.report(&p.name).unwrap();
    assert_eq!(r.stdout, "total=120\n");
    assert_eq!(r.probes[0].hits, 120);
    assert_eq!(r.counts["xol_step"], 120, "one step per hit: a waiter's handlers did not run again");
}

#[test]
fn a_detach_lets_other_threads_run_before_it_completes() {
    use probesim::kernel::sched::KernelStep;
    let p = threads(4, 50);
    let mut m = Machine::from_program(&p, RunConfig { chooser: eager(5), ..cfg(Preset::V6_18) }).unwrap();
    let h = m.attach(&format!("uprobe:{}:work", p.name)).unwrap();
    let r = m.attach(&format!("uretprobe:{}:work", p.name)).unwrap();
    assert!(matches!(m.run_until(probesim::machine::Until::hit(&h, 60)).unwrap(), probesim::machine::Stop::Hit { .. }));
    m.detach(&h);
    m.detach(&r);
    assert!(m.decisions().iter().any(|d| d.point == SchedPoint::Kernel(KernelStep::Detach)));
    m.run().unwrap();
    let rep = m.report(&p.name).unwrap();
    assert_eq!(rep.stdout, "total=200\n");
    assert_eq!(rep.probes[0].hits, 60);
    assert_eq!(rep.probes[0].site_bytes.as_deref(), Some(sim_programs::NOP5), "the nop5 is back");
}

#[test]
fn c_pthreads_with_glibc_and_musl_run_under_every_preset_and_schedule() {
    use crate::cbuild::{build_or_skip, Libc};
    for libc in Libc::ALL {
        let Some(path) = build_or_skip(libc, "pthreads.c", &["-O1", "-pthread"]) else { continue };
        let elf = std::fs::read(&path).unwrap();
        let p = path.display().to_string();
        for (preset, _) in Preset::ALL {
            for chooser in [ChooserFactory::default(), seeded(11, 2000)] {
                let mut m = Machine::from_elf_bytes(elf.clone(), RunConfig { chooser, ..cfg(preset) }).unwrap();
                m.attach(&format!("uprobe:{p}:work")).unwrap();
                m.attach(&format!("uretprobe:{p}:work")).unwrap();
                m.run().unwrap();
                let r = m.report(&p).unwrap();
                let what = format!("{} {preset:?}", libc.name());
                assert_eq!(r.stdout, "atomic=4000 locked=6000 ret=60\n", "{what}: {r:?}");
                assert_eq!(r.exit.and_then(|e| e.code()), Some(0), "{what}");
                assert_eq!((r.probes[0].hits, r.probes[1].hits), (4000, 4000), "{what}");
                assert!(r.unknown_syscalls.is_empty(), "{what}: {:?}", r.unknown_syscalls);
            }
        }
    }
}

#[test]
fn clone3_makes_threads_and_refuses_bad_arguments() {
    // clone3 with a size below CLONE_ARGS_SIZE_VER0: -EINVAL; with a stack but no
    // size: -EINVAL.
    for (name, size, stack_size, want) in [("clone3-small", 32u32, 0u32, -22i64), ("clone3-nosize", 64, 0, -22)] {
        let p = prog(name, |a| {
            let args = a.sym("args");
            a.lea(rdi, qword_ptr(args))?;
            a.mov(qword_ptr(rdi), sim_programs::threads::THREAD_FLAGS as i32)?;
            a.mov(qword_ptr(rdi + 40), 0x1000)?; // stack
            a.mov(qword_ptr(rdi + 48), stack_size as i32)?;
            a.mov(eax, nr::CLONE3)?;
            a.mov(esi, size)?;
            a.syscall()?;
            Ok(())
        });
        assert_eq!(rax_of(&run(&p, cfg(Preset::V6_18), &[])), want, "{name}");
    }
}

/// Random choices from a seed, with a fixed quantum.
struct SeededFixed(Seeded);

impl Chooser for SeededFixed {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        self.0.choose(d)
    }
    fn quantum(&mut self) -> u64 {
        7
    }
}

/// Gives back recorded answers in order (then the first thread), with the quantum 7.
struct Replay(std::collections::VecDeque<u32>);

impl Chooser for Replay {
    fn choose(&mut self, _d: &Decision<'_>) -> usize {
        self.0.pop_front().unwrap_or(0) as usize
    }
    fn quantum(&mut self) -> u64 {
        7
    }
}

#[test]
fn the_recorded_answers_replay_the_run_byte_for_byte() {
    let p = threads(4, 30);
    let go = |chooser: Box<dyn Chooser>| {
        let mut c = cfg(Preset::V6_18);
        c.kernel.record_trace = true;
        let mut m = Machine::from_program(&p, c).unwrap();
        m.set_chooser(chooser);
        for s in probes(&p, "work") {
            m.attach(&s).unwrap();
        }
        m.run().unwrap();
        let r = m.report(&p.name).unwrap();
        let trace: String = r.trace.iter().flatten().map(|e| format!("{e}\n")).collect();
        (serde_json::to_string(&r).unwrap(), trace, r.decisions)
    };
    let (json, trace, decisions) = go(Box::new(SeededFixed(Seeded { state: 99, max_quantum: 1 })));
    assert!(decisions.len() > 20);
    let answers = decisions.iter().map(|d| d.chosen).collect();
    let (json2, trace2, _) = go(Box::new(Replay(answers)));
    assert_eq!(json, json2);
    assert_eq!(trace, trace2);
}

#[test]
fn a_fault_in_one_thread_ends_the_whole_process() {
    let p = Program::builder("thread-fault")
        .function("_start", |a| {
            start_thread(a, "child")?;
            let mut spin = a.create_label();
            a.set_label(&mut spin)?;
            a.pause()?;
            a.jmp(spin)?;
            Ok(())
        })
        .function("child", |a| {
            a.ud2()?;
            Ok(())
        })
        .bss("tids", 8)
        .bss("stacks", 8192)
        .build()
        .unwrap();
    let mut m = Machine::from_program(&p, RunConfig { max_insns: 100_000, ..cfg(Preset::V6_18) }).unwrap();
    let res = m.run();
    let r = m.report(&p.name).unwrap();
    assert!(res.is_ok(), "{res:?} {:?} {:?}", r.decisions, r.counts);
    assert_eq!(r.exit.and_then(|e| e.signal()), Some(4), "SIGILL, the main thread with it: {r:?}");
}

#[test]
fn a_sleeping_thread_wakes_while_another_spins() {
    // The child sleeps 1 ms (a million instructions of virtual time) and sets `word`;
    // the main thread spins until it does.
    let p = Program::builder("thread-sleep")
        .function("_start", |a| {
            let w = a.sym("word");
            start_thread(a, "child")?;
            let mut spin = a.create_label();
            a.set_label(&mut spin)?;
            a.cmp(qword_ptr(w), 0)?;
            a.je(spin)?;
            a.print("woken\n")?;
            a.exit(0)
        })
        .function("child", |a| {
            let ts = a.sym("ts");
            let w = a.sym("word");
            a.mov(eax, nr::NANOSLEEP)?;
            a.lea(rdi, qword_ptr(ts))?;
            a.xor(esi, esi)?;
            a.syscall()?;
            a.mov(qword_ptr(w), 1)?;
            a.mov(eax, nr::EXIT)?;
            a.xor(edi, edi)?;
            a.syscall()?;
            Ok(())
        })
        .data_u64("ts", &[0, 1_000_000])
        .bss("word", 8)
        .bss("tids", 8)
        .bss("stacks", 8192)
        .build()
        .unwrap();
    let mut m = Machine::from_program(&p, RunConfig { max_insns: 20_000_000, ..cfg(Preset::V6_18) }).unwrap();
    m.run().unwrap();
    let r = m.report(&p.name).unwrap();
    assert_eq!(r.stdout, "woken\n");
    assert!(r.instructions >= 1_000_000, "the sleep took its virtual time: {}", r.instructions);
}

/// Every question a [`Logged`] chooser saw: where, who could run, who was picked.
type Questions = std::sync::Arc<std::sync::Mutex<Vec<(SchedPoint, Vec<u32>, u32)>>>;

/// Wraps [`RoundRobin`](probesim::kernel::sched::RoundRobin) and keeps every question.
struct Logged(Questions);

impl Chooser for Logged {
    fn choose(&mut self, d: &Decision<'_>) -> usize {
        let i = probesim::kernel::sched::RoundRobin.choose(d);
        self.0.lock().unwrap().push((d.point, d.runnable.to_vec(), d.runnable[i]));
        i
    }
}

#[test]
fn one_run_queue_holds_every_task_of_every_process() {
    // The main thread starts a thread, then forks a process; all three spin 20,000
    // iterations (40,000 instructions, four quanta), then the thread exits, the child
    // exits and the main thread reaps the child and exits.
    fn spin(a: &mut Asm) -> AsmResult {
        let mut again = a.create_label();
        a.mov(ecx, 20_000)?;
        a.set_label(&mut again)?;
        a.dec(ecx)?;
        a.jnz(again)?;
        Ok(())
    }
    let p = Program::builder("task-queue")
        .function("_start", |a| {
            let child = a.sym("child");
            start_thread(a, "thread")?;
            a.fork()?;
            a.test(rax, rax)?;
            a.jz(child)?;
            spin(a)?;
            a.mov(eax, nr::WAIT4)?;
            a.mov(rdi, -1i64)?;
            a.xor(esi, esi)?;
            a.xor(edx, edx)?;
            a.xor(r10d, r10d)?;
            a.syscall()?;
            a.exit(0)
        })
        .function("thread", |a| {
            spin(a)?;
            a.mov(eax, nr::EXIT)?;
            a.xor(edi, edi)?;
            a.syscall()?;
            a.ud2()?;
            Ok(())
        })
        .function("child", |a| {
            spin(a)?;
            a.exit(0)
        })
        .bss("tids", 8)
        .bss("stacks", 8192)
        .build()
        .unwrap();
    let log = Questions::default();
    let chooser = {
        let log = log.clone();
        ChooserFactory::new(move || Box::new(Logged(log.clone())))
    };
    let r = run(&p, RunConfig { chooser, ..cfg(Preset::V6_18) }, &[]);
    assert_eq!(r.exit, Some(probesim::kernel::Exit::Exited(0)));
    assert_eq!(r.processes, 2);
    let log = log.lock().unwrap();
    // The ticks ask over the main thread, its thread and the child process together,
    // and round-robin gives each of the three its turn.
    let ticks: Vec<_> = log.iter().filter(|(p, _, _)| *p == SchedPoint::Tick).collect();
    assert!(ticks.iter().any(|(_, runnable, _)| runnable.len() == 3), "{log:?}");
    let picked: std::collections::BTreeSet<u32> = ticks.iter().map(|(_, _, t)| *t).collect();
    assert_eq!(picked.len(), 3, "{log:?}");
    // The fork asked who runs first (the parent by default), and every answer is in
    // the report, in order.
    assert!(log.iter().any(|(p, _, _)| *p == SchedPoint::Fork), "{log:?}");
    assert_eq!(r.decisions.len(), log.len());
}
