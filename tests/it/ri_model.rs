//! State-machine property test of the return-instance stack.
//!
//! Random programs of calls, tail calls, deep recursion, setjmp and longjmp are generated
//! as real guest code (iced-x86), run in the simulator with a uretprobe on every function,
//! and compared with a plain reference model of the return-instance stack that follows
//! the rules of `prepare_uretprobe()` and `uprobe_handle_trampoline()` on an abstract
//! stack pointer.
//!
//! Asserted: the return handlers that fire, and their order, equal the model's; the
//! program's result equals the unprobed run's; the depth never exceeds 64; no return
//! instance survives process exit.

use std::cell::RefCell;
use std::rc::Rc;

use iced_x86::BlockEncoderOptions;
use proptest::prelude::*;

use probesim::kernel::uprobes::{HandlerResult, ProbeContext, UprobeConsumer};
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};
use sim_programs::rt::nr;
use sim_programs::{Perms, Program, Segment, SymKind, Symbol};

/// Plain functions F0..F3; F4 = R (recursion), F5 = RL (recursion, then longjmp).
const PLAIN: usize = 4;
const R: usize = PLAIN;
const RL: usize = PLAIN + 1;

#[derive(Clone, Debug)]
enum Op {
    Call(usize),
    TailCall(usize),
    Longjmp,
    Recurse { depth: u64, longjmp: bool },
}

#[derive(Clone, Debug)]
struct Script {
    funcs: Vec<Vec<Op>>,
    main: Vec<usize>,
}

/// A deterministic generator (splitmix64) so proptest only has to choose a seed.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn script(seed: u64) -> Script {
    let mut g = Gen(seed);
    let mut funcs = Vec::new();
    for i in 0..PLAIN {
        let mut ops = Vec::new();
        for _ in 0..g.below(4) {
            let op = match g.below(10) {
                0..=3 if i + 1 < PLAIN => Op::Call(i + 1 + g.below((PLAIN - i - 1) as u64) as usize),
                4..=6 => Op::Recurse { depth: 1 + g.below(90), longjmp: g.below(4) == 0 },
                7 => Op::Longjmp,
                _ => continue,
            };
            let stop = matches!(op, Op::Longjmp | Op::Recurse { longjmp: true, .. });
            ops.push(op);
            if stop {
                break;
            }
        }
        let ends_in_jump = matches!(ops.last(), Some(Op::Longjmp | Op::Recurse { longjmp: true, .. }));
        if i + 1 < PLAIN && !ends_in_jump && g.below(3) == 0 {
            ops.push(Op::TailCall(i + 1 + g.below((PLAIN - i - 1) as u64) as usize));
        }
        funcs.push(ops);
    }
    let main = (0..1 + g.below(6)).map(|_| g.below(PLAIN as u64) as usize).collect();
    Script { funcs, main }
}

const TEXT: u64 = 0x401000;
const DATA: u64 = 0x402000;

fn fname(i: usize) -> String {
    match i {
        R => "rec".into(),
        RL => "rec_longjmp".into(),
        _ => format!("f{i}"),
    }
}

/// Assembles the script: every function bumps a counter; main calls each top-level
/// function after a setjmp (saving rsp and a resume address); `_start` prints the counter.
fn assemble(s: &Script) -> Program {
    use iced_x86::code_asm::*;
    let mut a = CodeAssembler::new(64).unwrap();
    let counter = DATA;
    let jb_sp = DATA + 8;
    let jb_ip = DATA + 16;
    let mut labels: Vec<CodeLabel> = (0..=RL).map(|_| a.create_label()).collect();
    let mut do_longjmp = a.create_label();
    let mut start = a.create_label();
    let mut ends = Vec::new();
    // Plain functions.
    for i in 0..PLAIN {
        a.set_label(&mut labels[i]).unwrap();
        a.push(rbp).unwrap();
        a.mov(rbp, rsp).unwrap();
        a.inc(qword_ptr(counter)).unwrap();
        let mut tail = false;
        for op in &s.funcs[i] {
            match op {
                Op::Call(j) => a.call(labels[*j]).unwrap(),
                Op::Recurse { depth, longjmp } => {
                    a.mov(rdi, *depth).unwrap();
                    a.call(labels[if *longjmp { RL } else { R }]).unwrap();
                }
                Op::Longjmp => a.jmp(do_longjmp).unwrap(),
                Op::TailCall(j) => {
                    a.pop(rbp).unwrap();
                    a.jmp(labels[*j]).unwrap();
                    tail = true;
                }
            }
        }
        if !tail {
            a.pop(rbp).unwrap();
            a.ret().unwrap();
        }
        ends.push(a.create_label());
        let l = ends.last_mut().unwrap();
        a.set_label(l).unwrap();
        a.nop().unwrap();
    }
    // rec / rec_longjmp: rdi levels deep.
    for (f, lj) in [(R, false), (RL, true)] {
        let mut base = a.create_label();
        let mut bottom = a.create_label();
        a.set_label(&mut labels[f]).unwrap();
        a.push(rbp).unwrap();
        a.mov(rbp, rsp).unwrap();
        a.inc(qword_ptr(counter)).unwrap();
        a.dec(rdi).unwrap();
        a.jz(bottom).unwrap();
        a.call(labels[f]).unwrap();
        a.set_label(&mut base).unwrap();
        a.pop(rbp).unwrap();
        a.ret().unwrap();
        a.set_label(&mut bottom).unwrap();
        if lj {
            a.jmp(do_longjmp).unwrap();
        } else {
            a.jmp(base).unwrap();
        }
        ends.push(a.create_label());
        let l = ends.last_mut().unwrap();
        a.set_label(l).unwrap();
        a.nop().unwrap();
    }
    // longjmp: back to the saved main context.
    a.set_label(&mut do_longjmp).unwrap();
    a.mov(rsp, qword_ptr(jb_sp)).unwrap();
    a.jmp(qword_ptr(jb_ip)).unwrap();
    // _start
    a.set_label(&mut start).unwrap();
    for t in &s.main {
        let mut resume = a.create_label();
        a.lea(rax, qword_ptr(resume)).unwrap();
        a.mov(qword_ptr(jb_ip), rax).unwrap();
        a.mov(qword_ptr(jb_sp), rsp).unwrap();
        a.call(labels[*t]).unwrap();
        a.set_label(&mut resume).unwrap();
    }
    a.mov(eax, nr::WRITE).unwrap();
    a.mov(edi, 1u32).unwrap();
    a.mov(rsi, counter).unwrap();
    a.mov(edx, 8u32).unwrap();
    a.syscall().unwrap();
    a.mov(eax, nr::EXIT_GROUP).unwrap();
    a.xor(edi, edi).unwrap();
    a.syscall().unwrap();
    let result = a.assemble_options(TEXT, BlockEncoderOptions::RETURN_NEW_INSTRUCTION_OFFSETS).unwrap();
    let addr = |l: &CodeLabel| result.label_ip(l).unwrap();
    let text = result.inner.code_buffer.clone();
    let mut symbols = Vec::new();
    for f in 0..=RL {
        let (lo, hi) = (addr(&labels[f]), addr(&ends[f]));
        symbols.push(Symbol { name: fname(f), addr: lo, size: hi - lo, kind: SymKind::Func });
    }
    let entry = addr(&start);
    symbols.push(Symbol {
        name: "_start".into(),
        addr: entry,
        size: TEXT + text.len() as u64 - entry,
        kind: SymKind::Func,
    });
    let base = sim_programs::find("hello").unwrap();
    Program {
        name: "ri-model".into(),
        entry,
        segments: vec![
            base.segments[0].clone(),
            Segment { vaddr: TEXT, mem_size: text.len() as u64, data: text, perms: Perms::RX },
            Segment { vaddr: DATA, data: vec![0; 24], mem_size: 0x1000, perms: Perms::RW },
        ],
        symbols,
        ..base
    }
}

/// The reference model: a plain stack of (func, stack, chained) with the x86 rules.
#[derive(Default)]
struct Model {
    ri: Vec<(usize, i64, bool)>,
    fired: Vec<usize>,
    max_depth: usize,
}

enum Jump {
    Longjmp,
}

impl Model {
    /// Entry probe at sp `e` whose return slot holds the trampoline iff `slot_tramp`.
    /// Returns whether the slot holds the trampoline afterwards.
    fn entry(&mut self, f: usize, e: i64, slot_tramp: bool) -> bool {
        if self.ri.len() >= 64 {
            return slot_tramp; // omitted: no hijack, no cleanup
        }
        let chained = slot_tramp;
        while let Some(&(_, stack, _)) = self.ri.last() {
            let alive = if chained { e <= stack } else { e < stack };
            if alive {
                break;
            }
            self.ri.pop();
        }
        if chained && self.ri.is_empty() {
            return true; // "failed to handle tail call"
        }
        self.ri.push((f, e, chained));
        self.max_depth = self.max_depth.max(self.ri.len());
        true
    }

    /// A `ret` into the trampoline, leaving sp at `sp`.
    fn trampoline(&mut self, sp: i64) {
        loop {
            let top = self.ri.len() - 1;
            let mut j = top;
            while self.ri[j].2 && j > 0 {
                j -= 1;
            }
            let valid = j == 0 || sp <= self.ri[j - 1].1;
            while self.ri.len() > j {
                let (f, _, _) = self.ri.pop().unwrap();
                if valid {
                    self.fired.push(f);
                }
            }
            if valid {
                return;
            }
        }
    }

    fn run_fn(&mut self, s: &Script, f: usize, e: i64, slot_tramp: bool) -> Result<(), Jump> {
        let slot = self.entry(f, e, slot_tramp);
        for op in &s.funcs[f] {
            match op {
                Op::Call(j) => self.run_fn(s, *j, e - 16, false)?,
                Op::Recurse { depth, longjmp } => {
                    self.run_rec(if *longjmp { RL } else { R }, e - 16, *depth, *longjmp)?
                }
                Op::Longjmp => return Err(Jump::Longjmp),
                Op::TailCall(j) => return self.run_fn(s, *j, e, slot),
            }
        }
        if slot {
            self.trampoline(e + 8);
        }
        Ok(())
    }

    fn run_rec(&mut self, f: usize, e: i64, n: u64, longjmp: bool) -> Result<(), Jump> {
        let slot = self.entry(f, e, false);
        if n > 1 {
            self.run_rec(f, e - 16, n - 1, longjmp)?;
        } else if longjmp {
            return Err(Jump::Longjmp);
        }
        if slot {
            self.trampoline(e + 8);
        }
        Ok(())
    }

    fn run(s: &Script) -> Model {
        let mut m = Model::default();
        for t in &s.main {
            let _ = m.run_fn(s, *t, -8, false);
        }
        m
    }
}

struct Record(usize, Rc<RefCell<Vec<usize>>>);

impl UprobeConsumer for Record {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, _func: u64) {
        self.1.borrow_mut().push(self.0);
    }
    fn has_handler(&self) -> bool {
        false
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
}

fn run(p: &Program, probed: bool) -> (probesim::machine::Report, Vec<usize>, bool) {
    let mut m =
        Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig { max_insns: 5_000_000, ..RunConfig::default() })
            .unwrap();
    let fired = Rc::new(RefCell::new(Vec::new()));
    if probed {
        for f in 0..=RL {
            m.attach_with(&format!("uretprobe:x:{}", fname(f)), Box::new(Record(f, fired.clone()))).unwrap();
        }
    }
    m.run().unwrap();
    let empty = m.kernel().task.utask.return_instances.is_empty();
    let order = fired.borrow().clone();
    (m.report("ri-model").unwrap(), order, empty)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn return_instance_stack_matches_the_model(seed in any::<u64>()) {
        let s = script(seed);
        let p = assemble(&s);
        let model = Model::run(&s);
        let (plain, _, _) = run(&p, false);
        let (probed, fired, empty) = run(&p, true);
        prop_assert_eq!(plain.exit.and_then(|e| e.code()), Some(0), "{:?}", s);
        prop_assert_eq!(&plain.stdout, &probed.stdout, "{:?}", s);
        prop_assert_eq!(&plain.exit, &probed.exit);
        prop_assert_eq!(&fired, &model.fired, "{:?}", s);
        let ri = &probed.return_instances;
        prop_assert!(ri.max_depth <= 64);
        prop_assert_eq!(ri.max_depth as usize, model.max_depth);
        prop_assert!(empty, "return instances survived exit");
        prop_assert_eq!(ri.alloc.allocations, ri.alloc.frees);
    }
}
