//! Exact instruction counts where a translation block does not run to its end, and
//! budgets that nothing overshoots.
//!
//! - A fault in the middle of a block (a failed store or load, a divide error, a push
//!   onto an unmapped stack) counts the instructions up to and including the faulting
//!   one, never the rest of the block, in both engine modes: hand-counted tiny guests.
//! - A budget that ends inside what a fast path applies at once (a trampoline's pushes,
//!   `syscall` and pops) stops where the real code stops: the report is the same with
//!   fast paths on and off at every budget, in both engine modes.
//! - One budget for every process and thread, exact, in both engine modes.

use iced_x86::code_asm::*;
use probesim::kernel::preset::Preset;
use probesim::kernel::{Exit, KernelConfig};
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig, SimError};
use probesim::trace::TraceEvent;
use sim_programs::rt::nr;
use sim_programs::{Asm, AsmResult, Program};

/// `_start`: two `mov`s, then `fault` (its instructions), then seven `add`s and
/// `exit_group(0)`, all one translation block up to the `call`.
fn straight(name: &str, fault: impl FnOnce(&mut Asm) -> AsmResult) -> Program {
    Program::new(name, |a| {
        a.func("_start")?;
        a.mov(eax, 1)?;
        a.mov(ebx, 2)?;
        fault(a)?;
        for _ in 0..7 {
            a.add(eax, ebx)?;
        }
        a.exit(0)
    })
    .unwrap()
}

/// The run's report fields that matter here: exit, instruction count, and the count
/// stamped on its (first) signal event.
fn run_counted(p: &Program, native: bool, max_insns: u64) -> (Result<Exit, SimError>, u64, Option<u64>) {
    let kernel = KernelConfig { record_trace: true, ..KernelConfig::default() };
    let cfg = RunConfig { native_count: native, kernel, max_insns, ..RunConfig::default() };
    let mut m = Machine::from_program(p, cfg).unwrap();
    let res = m.run();
    let r = m.report(&p.name).unwrap();
    let signal = r.trace.as_deref().unwrap_or(&[]).iter().find(|e| matches!(e.what, TraceEvent::Signal { .. }));
    (res, r.instructions, signal.map(|e| e.insn))
}

#[test]
fn a_fault_inside_a_block_counts_up_to_the_faulting_instruction() {
    // Each guest is one straight block; the fault is its instruction number `at`, and
    // nothing after it runs. Both engine modes count the faulting instruction (it
    // started) and none after it: the count at the fault, on its signal event and at
    // the end of the run (the signal kills the process) is `at`. Budgets below `at` stop
    // at exactly their instruction inside the same block.
    let cases: Vec<(Program, u64, i32)> = vec![
        (straight("store-unmapped", |a| Ok(a.mov(dword_ptr(0x10), eax)?)), 3, 11),
        (straight("load-unmapped", |a| Ok(a.mov(ecx, dword_ptr(0x10))?)), 3, 11),
        (
            straight("store-to-text", |a| {
                let start = a.sym("_start");
                Ok(a.mov(dword_ptr(start), eax)?)
            }),
            3,
            11,
        ),
        (
            straight("push-unmapped", |a| {
                a.mov(rsp, 0x10u64)?;
                Ok(a.push(rax)?)
            }),
            4,
            11,
        ),
        (
            straight("divide-error", |a| {
                a.xor(ecx, ecx)?;
                Ok(a.div(ecx)?)
            }),
            4,
            8,
        ),
        (straight("ud2", |a| Ok(a.ud2()?)), 3, 4),
        (
            straight("fetch-unmapped", |a| {
                a.mov(ecx, 0x10_0000)?;
                Ok(a.jmp(rcx)?)
            }),
            4,
            11,
        ),
    ];
    for (p, at, sig) in &cases {
        for native in [true, false] {
            let what = format!("{} (native count {native})", p.name);
            let (res, insns, stamp) = run_counted(p, native, 1_000_000);
            assert_eq!(res.ok().and_then(|e| e.signal()), Some(*sig), "{what}");
            assert_eq!(insns, *at, "{what}: the count at the end");
            assert_eq!(stamp, Some(*at), "{what}: the count at the fault");
            for budget in 1..*at {
                let (res, insns, _) = run_counted(p, native, budget);
                assert!(matches!(res, Err(SimError::Budget { .. })), "{what}, budget {budget}: {res:?}");
                assert_eq!(insns, budget, "{what}, budget {budget}");
            }
            assert_eq!(run_counted(p, native, *at).1, *at, "{what}, budget {at}");
        }
    }
}

#[test]
fn a_handler_after_a_fault_inside_a_block_goes_on_from_the_exact_count() {
    // A SIGSEGV handler (`push rdi; pop rdi; exit_group(rdi)`) for a store that faults
    // in the middle of a block, followed by instructions that would change rdi and rsp
    // and fault again: none of them runs, the handler gets signo in rdi and a stack, and
    // the count goes on from the faulting instruction: 8 to install the handler, `mov`
    // and the store (10), then the handler's 4.
    let p = Program::builder("segv-handler-count")
        .function("_start", |a| {
            let act = a.sym("act");
            let handler = a.sym("handler");
            a.lea(rax, qword_ptr(handler))?;
            a.mov(qword_ptr(act), rax)?;
            a.mov(eax, nr::RT_SIGACTION)?; // rt_sigaction(SIGSEGV, &act, NULL, 8)
            a.mov(edi, 11)?;
            a.lea(rsi, qword_ptr(act))?;
            a.xor(edx, edx)?;
            a.mov(r10d, 8)?;
            a.syscall()?;
            a.mov(eax, 1)?;
            a.mov(dword_ptr(0x10), eax)?;
            a.mov(edi, 77)?;
            a.mov(rsp, 0x1234u64)?;
            a.mov(dword_ptr(0x20), eax)?;
            a.add(eax, eax)?;
            a.exit(0)
        })
        .function("handler", |a| {
            a.push(rdi)?;
            a.pop(rdi)?;
            a.mov(eax, nr::EXIT_GROUP)?;
            a.syscall()?;
            Ok(())
        })
        // struct sigaction: handler, flags (SA_RESTORER), restorer, mask.
        .data_u64("act", &[0, 0x0400_0000, 0, 0])
        .build()
        .unwrap();
    for native in [true, false] {
        let (res, insns, stamp) = run_counted(&p, native, 1_000_000);
        assert_eq!(res.unwrap(), Exit::Exited(11), "native count {native}");
        assert_eq!(stamp, Some(10), "native count {native}");
        assert_eq!(insns, 14, "native count {native}");
    }
}

/// A report with its trace, and the rip a spent budget stopped at.
fn budget_run(
    p: &Program,
    preset: Preset,
    spec: &[&str],
    native: bool,
    fast: bool,
    budget: u64,
) -> (String, Option<u64>) {
    let kernel = KernelConfig { fast_paths: fast, record_trace: true, ..KernelConfig::default() };
    let cfg = RunConfig { preset, kernel, native_count: native, max_insns: budget, ..RunConfig::default() };
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
    for s in spec {
        m.attach(s).unwrap();
    }
    let rip = match m.run() {
        Err(SimError::Budget { rip, .. }) => Some(rip),
        Ok(_) => None,
        Err(e) => panic!("{}: {e}", p.name),
    };
    let r = m.report(&p.name).unwrap();
    if rip.is_some() {
        assert_eq!(r.instructions, budget, "{} at budget {budget} (fast paths {fast})", p.name);
    }
    (serde_json::to_string(&r).unwrap(), rip)
}

#[test]
fn budgets_inside_a_fast_path_stop_where_the_real_code_stops() {
    // Every budget from 1 to the end of the run, across every pass through each
    // optimized design's trampoline or slot and the uretprobe trampoline: the run stops
    // at exactly the budget, at the same rip and with the same report, with the fast
    // paths on and off, in both engine modes. (A fast path used to apply its
    // instructions whole and stop past the budget.)
    use sim_programs::bench::{trigger, Trigger};
    let cases: [(Preset, Trigger, &[&str]); 6] = [
        (Preset::V6_18, Trigger::Nop5, &["uprobe:x:uprobe_target_nop5"]),
        (Preset::V6_18, Trigger::Nop5, &["uprobe:x:uprobe_target_nop5", "uretprobe:x:uprobe_target_nop5"]),
        (Preset::V6_11, Trigger::Nop, &["uretprobe:x:uprobe_target_nop"]),
        (Preset::JmpSlot2026, Trigger::Nop5, &["uprobe:x:uprobe_target_nop5"]),
        (Preset::Nop10_2026, Trigger::UsdtNop10, &["usdt:x:probesim:bench_nop10"]),
        (Preset::V6_18, Trigger::UsdtNop5, &["usdt:x:probesim:bench_nop5"]),
    ];
    for (preset, t, spec) in cases {
        let p = trigger(t, 3);
        for native in [true, false] {
            let what = format!("{spec:?} on {} (native count {native})", preset.name());
            let (whole, rip) = budget_run(&p, preset, spec, native, false, u64::MAX / 2);
            assert!(rip.is_none(), "{what}");
            let total: u64 =
                serde_json::from_str::<serde_json::Value>(&whole).unwrap()["instructions"].as_u64().unwrap();
            for budget in 1..=total {
                let slow = budget_run(&p, preset, spec, native, false, budget);
                let fast = budget_run(&p, preset, spec, native, true, budget);
                assert_eq!(slow, fast, "{what}, budget {budget} of {total}");
            }
        }
    }
}

/// Two processes (a fork) of two threads each (a clone in each), every thread calling
/// `work` (a nop5 and `ret`) for ever.
fn fork_and_thread_spinners() -> Program {
    Program::builder("fork-thread-spinners")
        .function("_start", |a| {
            a.fork()?;
            crate::common::clone_thread(a)?;
            let mut spin = a.create_label();
            a.set_label(&mut spin)?;
            a.call_sym("work")?;
            a.jmp(spin)?;
            Ok(())
        })
        .function("work", |a| {
            a.db(sim_programs::NOP5)?;
            a.ret()?;
            Ok(())
        })
        .bss("tids", 8)
        .bss("stacks", 8192)
        .build()
        .unwrap()
}

#[test]
fn one_exact_budget_for_every_process_and_thread_in_both_engine_modes() {
    // A fork and a thread in each process, all spinning through a probed nop5 whose
    // trampolines (6.18's call trampoline and the uretprobe trampoline) run at almost
    // every other instruction, so that thread quanta and the budget fall inside them:
    // the run stops at exactly the budget summed over both processes and all four
    // threads, with the same report with fast paths on and off, in both engine modes.
    let p = fork_and_thread_spinners();
    let spec = ["uprobe:x:work", "uretprobe:x:work"];
    for budget in [1, 2, 3, 50, 1_000, 9_999, 10_000, 10_001, 25_013, 100_000, 123_457] {
        let mut reports = Vec::new();
        for native in [true, false] {
            for fast in [true, false] {
                let (report, rip) = budget_run(&p, Preset::V6_18, &spec, native, fast, budget);
                assert!(rip.is_some(), "budget {budget}: the guest never ends");
                reports.push(report);
            }
        }
        let v: serde_json::Value = serde_json::from_str(&reports[0]).unwrap();
        if budget >= 1_000 {
            assert_eq!(v["processes"].as_u64(), Some(2), "budget {budget}");
        }
        assert_eq!(reports[0], reports[1], "budget {budget}: native count, fast paths on and off");
        assert_eq!(reports[2], reports[3], "budget {budget}: Unicorn's count, fast paths on and off");
        // The budget stops at the same instruction in both engine modes.
        assert_eq!(reports[0], reports[2], "budget {budget}: both engine modes");
    }
}
