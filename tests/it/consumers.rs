//! The kernel's `consumers` selftest (`tools/testing/selftests/bpf/prog_tests/
//! uprobe_multi_test.c`: `test_consumers()` → `consumer_test()`): four consumers on one
//! function, attached per a `before` mask, changed to an `after` mask from inside the
//! probed function, and counted when it has returned, for all 16 × 16 masks. Each cell
//! is checked against the expected counts the kernel test computes, restated here.
//!
//! The kernel's test has had two layouts. The one in 6.11 (`uprobe_multi_consumers.c`
//! with four plain programs) has two entry and two return consumers and expects the
//! uretprobe to run when one was there at entry and the uprobe survived (some consumer
//! stayed): it runs on the 6.10 and 6.11 presets. The current one (6.13+, with
//! sessions) has an entry consumer, a return consumer, a session returning 0 and a
//! session returning 1, and its uretprobe expectation (`uret_stays || uret_survives`)
//! follows from the hprobe leases: it runs on the presets from 6.18 on.

use std::cell::Cell;
use std::rc::Rc;

use probesim::abi::syscall::SYS_PROBESIM_CONTROL;
use probesim::consumers::ConsumerId;
use probesim::machine::{Stop, Until};
use probesim::prelude::*;
use sim_programs::prelude::*;

/// The probed function, as the kernel test's `uprobe_consumer_test()`: it changes the
/// consumers (here: a control point where the test does it) and returns.
pub fn consumer_test_program() -> Program {
    Program::builder("consumers")
        .function("_start", |a| {
            a.call_sym("uprobe_consumer_test")?;
            a.exit(0)
        })
        .function("uprobe_consumer_test", |a| {
            a.mov(eax, SYS_PROBESIM_CONTROL as u32)?;
            a.mov(edi, 1u32)?;
            a.syscall()?;
            a.ret()?;
            Ok(())
        })
        .expect(Expected::exit(0, ""))
        .build()
        .unwrap()
}

/// What one of the four BPF programs is attached as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Prog {
    /// `uprobe.multi`: entry only.
    Entry,
    /// `uretprobe.multi`: return only.
    Return,
    /// `uprobe.session` returning 0: its return runs.
    SessionReturn,
    /// `uprobe.session` returning 1: IGNORE, no return.
    SessionNoReturn,
}

/// A program counting its runs in `uprobe_result[idx]` (every run, entry or return).
struct Counter {
    prog: Prog,
    result: Rc<Cell<u64>>,
}

impl UprobeConsumer for Counter {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.result.set(self.result.get() + 1);
        if self.prog == Prog::SessionNoReturn {
            HandlerResult::Ignore
        } else {
            HandlerResult::Keep
        }
    }
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, _func: u64) {
        self.result.set(self.result.get() + 1);
    }
    fn has_handler(&self) -> bool {
        self.prog != Prog::Return
    }
    fn has_ret_handler(&self) -> bool {
        self.prog != Prog::Entry
    }
}

fn bit(mask: u32, idx: usize) -> bool {
    mask & (1 << idx) != 0
}

/// One `consumer_test(before, after)`: attach `before`, stop inside the function,
/// detach what `after` drops and attach what it adds (in index order, as
/// `uprobe_consumer_test()` does), let the function return, and read the four results.
fn consumer_test(m: &mut Machine, layout: [Prog; 4], before: u32, after: u32) -> [u64; 4] {
    m.reset().unwrap();
    let results: [Rc<Cell<u64>>; 4] = Default::default();
    let mut links: [Option<ConsumerId>; 4] = [None; 4];
    let attach = |m: &mut Machine, idx: usize| {
        let prog = layout[idx];
        let kind = if prog == Prog::Return { "uretprobe" } else { "uprobe" };
        let spec = format!("{kind}:consumers:uprobe_consumer_test");
        Some(m.attach_consumer(&spec, Counter { prog, result: results[idx].clone() }).unwrap().id())
    };
    for idx in (0..4).filter(|&i| bit(before, i)) {
        links[idx] = attach(m, idx);
    }
    assert_eq!(m.run_until(Until::ControlPoint).unwrap(), Stop::ControlPoint { n: 1, pid: 1000 });
    for idx in (0..4).filter(|&i| bit(before, i) && !bit(after, i)) {
        m.unregister(links[idx].unwrap());
    }
    for idx in (0..4).filter(|&i| !bit(before, i) && bit(after, i)) {
        links[idx] = attach(m, idx);
    }
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    results.map(|r| r.get())
}

/// The current kernel test's expected counts (`consumer_test()` of 6.13+).
fn expected_6_13(before: u32, after: u32) -> [u64; 4] {
    let uret_stays = before & after & 0b0110 != 0;
    let uret_survives = before & 0b0110 != 0 && after & 0b0110 != 0 && before & 0b1001 != 0;
    [
        u64::from(bit(before, 0)),
        u64::from((uret_stays || uret_survives) && bit(after, 1)),
        u64::from(bit(before, 2)) + u64::from(bit(before, 2) && bit(after, 2)),
        u64::from(bit(before, 3)),
    ]
}

/// The 6.11 kernel test's expected counts: entries count if attached before; a
/// uretprobe runs if one was installed at entry, the uprobe was preserved (some
/// consumer in both masks) and it is in `after`.
fn expected_6_11(before: u32, after: u32) -> [u64; 4] {
    let had_uretprobes = before & 0b1100 != 0;
    let probe_preserved = before & after != 0;
    std::array::from_fn(|idx| {
        if idx < 2 {
            u64::from(bit(before, idx))
        } else {
            u64::from(had_uretprobes && probe_preserved && bit(after, idx))
        }
    })
}

fn matrix(preset: Preset, layout: [Prog; 4], expected: fn(u32, u32) -> [u64; 4]) {
    let mut m = Machine::from_program(&consumer_test_program(), RunConfig { preset, ..RunConfig::default() }).unwrap();
    let mut wrong = Vec::new();
    for before in 0..16 {
        for after in 0..16 {
            let got = consumer_test(&mut m, layout, before, after);
            let want = expected(before, after);
            if got != want {
                wrong.push(format!("before={before:#06b} after={after:#06b}: got {got:?}, want {want:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}: {} of 256 cells differ:\n{}", preset.name(), wrong.len(), wrong.join("\n"));
}

/// `uprobe_multi_test/consumers` as of 6.13+: entry, return, session with return,
/// session without return; all 256 cells.
#[test]
fn consumers_matrix_matches_the_kernel_from_6_13() {
    let layout = [Prog::Entry, Prog::Return, Prog::SessionReturn, Prog::SessionNoReturn];
    for preset in [Preset::V6_18, Preset::JmpSlot2026, Preset::Nop10_2026] {
        matrix(preset, layout, expected_6_13);
    }
}

/// `uprobe_multi_test/consumers` as of 6.11: two entry and two return consumers; all
/// 256 cells.
#[test]
fn consumers_matrix_matches_the_kernel_of_6_11() {
    let layout = [Prog::Entry, Prog::Entry, Prog::Return, Prog::Return];
    for preset in [Preset::V6_10, Preset::V6_11] {
        matrix(preset, layout, expected_6_11);
    }
}

/// Nops per iteration of [`lease_program`]'s spin loop (one translation block each, so
/// the loop costs the instruction counter one call per iteration).
const SPIN_BLOCK: usize = 1000;

/// A function that holds a uretprobe's return instance through three control points:
/// 1 at entry; 2 after spinning `spins` iterations of `SPIN_BLOCK + 2` instructions (the
/// virtual clock); 3 after a `fork` whose child exits at once and is reaped.
fn lease_program(spins: u32) -> Program {
    Program::builder("leases")
        .function("_start", |a| {
            a.call_sym("f")?;
            a.exit(0)
        })
        .function("f", |a| {
            let control = |a: &mut Asm, n: u32| -> AsmResult {
                a.mov(eax, SYS_PROBESIM_CONTROL as u32)?;
                a.mov(edi, n)?;
                a.syscall()?;
                Ok(())
            };
            a.push(r12)?;
            control(a, 1)?;
            if spins > 0 {
                a.mov(r12d, spins)?;
                let mut top = a.create_label();
                a.set_label(&mut top)?;
                for _ in 0..SPIN_BLOCK {
                    a.nop()?;
                }
                a.dec(r12d)?;
                a.jnz(top)?;
            }
            control(a, 2)?;
            a.fork()?;
            let mut parent = a.create_label();
            a.test(rax, rax)?;
            a.jnz(parent)?;
            a.exit(0)?;
            a.set_label(&mut parent)?;
            a.mov(rdi, rax)?;
            a.xor(esi, esi)?;
            a.call_sym("wait4")?;
            control(a, 3)?;
            a.pop(r12)?;
            a.ret()?;
            Ok(())
        })
        .expect(Expected::exit(0, ""))
        .build()
        .unwrap()
}

/// Counts return-handler runs.
struct RetCount(Rc<Cell<u64>>);

impl UprobeConsumer for RetCount {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, _func: u64) {
        self.0.set(self.0.get() + 1);
    }
    fn has_handler(&self) -> bool {
        false
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
}

/// Runs [`lease_program`] with one uretprobe on `f`; at control point `at` its only
/// consumer is replaced by a new one. Returns how often the new one ran (the one call's
/// return: 1 if the uprobe outlived its last consumer, 0 if the new consumer got a new
/// uprobe), with the old one's count (always 0: detached before the return).
fn replaced_at(preset: Preset, spins: u32, at: u64) -> (u64, u64) {
    // Native-count mode: the spin loop runs at the engine's speed (same results).
    let cfg = RunConfig { preset, native_count: true, ..RunConfig::default() };
    let mut m = Machine::from_program(&lease_program(spins), cfg).unwrap();
    let (old, new) = (Rc::new(Cell::new(0)), Rc::new(Cell::new(0)));
    let h = m.attach_consumer("uretprobe:leases:f", RetCount(old.clone())).unwrap();
    loop {
        match m.run_until(Until::ControlPoint).unwrap() {
            Stop::ControlPoint { n, pid: 1000 } if n == at => break,
            Stop::ControlPoint { .. } => {}
            other => panic!("{other:?}"),
        }
    }
    m.unregister(h.id());
    m.attach_consumer("uretprobe:leases:f", RetCount(new.clone())).unwrap();
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    (new.get(), old.get())
}

/// The lease of a return instance (6.13+): if the only consumer goes while the lease
/// holds, `uprobe_unregister_sync()` finds the uprobe without references and the lease
/// ends GONE; a consumer attached then gets a new uprobe and misses the return. Once the
/// lease has become a reference (STABLE), the uprobe outlives its last consumer and the
/// new consumer joins it: after `ri_timer` fired (100 ms of virtual time after the
/// push, here 100M instructions), and after a `fork` (`dup_utask()` expires the
/// parent's leases). Before 6.13 the uprobe leaves the tree with its last consumer
/// whatever holds it: 0 in every case.
#[test]
fn a_uprobe_outlives_its_consumers_once_a_lease_became_a_reference() {
    use probesim::kernel::uprobes::uretprobe::RI_TIMER_PERIOD_INSNS;
    let block = SPIN_BLOCK as u64 + 2;
    // Just short of the period (with the instructions around the loop) and just past it.
    let short = u32::try_from(RI_TIMER_PERIOD_INSNS / block - 1).unwrap();
    let long = u32::try_from(RI_TIMER_PERIOD_INSNS / block + 1).unwrap();
    for preset in Preset::iter() {
        let hprobe = !matches!(preset, Preset::V6_10 | Preset::V6_11);
        let kept = u64::from(hprobe);
        assert_eq!(replaced_at(preset, 0, 1), (0, 0), "{preset}: at entry");
        assert_eq!(replaced_at(preset, 0, 3), (kept, 0), "{preset}: after the fork");
        assert_eq!(replaced_at(preset, short, 2), (0, 0), "{preset}: before the timer");
        assert_eq!(replaced_at(preset, long, 2), (kept, 0), "{preset}: after the timer");
    }
}

/// The consumer scope (`RunRequest::scope`, `--scope`): fork-pending forks inside
/// `parent_fn` while its uretprobe's return is pending, and both processes return
/// through the trampoline. System-wide (one consumer for every process, as bpftrace
/// and `--real` attach), the child's return through the inherited instance counts: 2,
/// as on the host. Per process (a perf event with `inherit`), it belongs to the
/// parent's event: 1, as on the host. The entry probe counts once either way (the
/// child is forked after it). On every preset.
#[test]
fn scope_decides_whether_a_childs_inherited_return_counts() {
    use probesim::consumers::Scope;
    use probesim::session::{self, RunRequest};
    use probesim::target::Target;
    for preset in Preset::iter() {
        for (scope, want) in [(Scope::System, 2), (Scope::Process, 1)] {
            let probes = vec![
                "uprobe:sim:fork-pending:parent_fn".to_string(),
                "uretprobe:sim:fork-pending:parent_fn".to_string(),
            ];
            let mut req = RunRequest::new(Target::parse("sim:fork-pending").unwrap(), probes);
            req.preset = preset;
            req.scope = scope;
            let (_, r) = session::simulate(&req).unwrap();
            let hits: Vec<u64> = r.probes.iter().map(|p| p.hits).collect();
            assert_eq!(hits, [1, want], "{preset} {}", scope.name());
            assert_eq!(r.stdout, "parent_fn returned\nchild status=0\n");
        }
    }
}

/// `--scope` on the command line: the fork-pending uretprobe counts 2 system-wide (the
/// default) and 1 with `--scope process`; a bad value is a one-line error, exit 2.
#[test]
fn cli_scope_flag() {
    let run = |extra: &[&str]| {
        let mut args = vec!["run", "sim:fork-pending", "-p", "uretprobe:sim:fork-pending:parent_fn", "--json"];
        args.extend_from_slice(extra);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_probesim")).args(&args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned(), stderr)
    };
    let hits = |stdout: &str| {
        let v: serde_json::Value = serde_json::from_str(stdout).unwrap();
        v["probes"][0]["hits"].as_u64().unwrap()
    };
    let (code, out, _) = run(&[]);
    assert_eq!((code, hits(&out)), (Some(0), 2));
    let (code, out, _) = run(&["--scope", "system"]);
    assert_eq!((code, hits(&out)), (Some(0), 2));
    let (code, out, _) = run(&["--scope", "process"]);
    assert_eq!((code, hits(&out)), (Some(0), 1));
    let (code, out, err) = run(&["--scope", "thread"]);
    assert_eq!(code, Some(2));
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("unknown --scope `thread` (system, process)"), "{err}");
}
