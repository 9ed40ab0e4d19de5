//! Red-zone property test: random leaf functions keep random values in the red zone
//! across random probe sites (nop1, nop5, nop10). Under 6.18 the optimized nop5 `call`
//! clobbers the red zone: the test asserts that proptest finds such a counterexample and
//! prints the minimal one. Under 6.10, 6.11, jmpslot-2026 and nop10-2026 no red-zone
//! write ever happens and the results equal the unprobed run.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestError, TestRng, TestRunner};

use probesim::loader::Image;
use probesim::machine::{Machine, Preset, Report, RunConfig};
use sim_programs::rt::nr;
use sim_programs::{Perms, Program, Segment, SymKind, Symbol};

const NOPS: [&[u8]; 3] =
    [&[0x90], &[0x0f, 0x1f, 0x44, 0x00, 0x00], &[0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00]];

/// A leaf: red-zone slots (k → value at `[rsp - 8k]`), then NOP sites (kind, probed).
#[derive(Clone, Debug)]
struct Leaf {
    slots: Vec<(u8, u64)>,
    sites: Vec<(usize, bool)>,
}

fn leaf_strategy() -> impl Strategy<Value = Leaf> {
    (
        proptest::collection::vec((1u8..=16, any::<u64>()), 1..6),
        proptest::collection::vec((0usize..3, any::<bool>()), 1..4),
    )
        .prop_map(|(slots, sites)| Leaf { slots, sites })
}

const TEXT: u64 = 0x401000;

/// `_start` calls the leaf three times (the first hit optimizes a site, later ones use
/// the optimized path) and writes the three results (xor of the red-zone slots read
/// back) to stdout. Returns the program and the site addresses.
fn assemble(l: &Leaf) -> (Program, Vec<(u64, bool)>) {
    use iced_x86::code_asm::*;
    let mut a = CodeAssembler::new(64).unwrap();
    let mut leaf = a.create_label();
    let mut start = a.create_label();
    let mut site_labels = Vec::new();
    a.set_label(&mut leaf).unwrap();
    for (k, v) in &l.slots {
        a.mov(rax, *v).unwrap();
        a.mov(qword_ptr(rsp - 8 * i32::from(*k)), rax).unwrap();
    }
    for (kind, _) in &l.sites {
        let mut lab = a.create_label();
        a.set_label(&mut lab).unwrap();
        a.db(NOPS[*kind]).unwrap();
        site_labels.push(lab);
    }
    a.xor(eax, eax).unwrap();
    for (k, _) in &l.slots {
        a.xor(rax, qword_ptr(rsp - 8 * i32::from(*k))).unwrap();
    }
    a.ret().unwrap();
    a.set_label(&mut start).unwrap();
    a.sub(rsp, 24).unwrap();
    for i in 0..3 {
        a.call(leaf).unwrap();
        a.mov(qword_ptr(rsp + 8 * i), rax).unwrap();
    }
    a.mov(eax, nr::WRITE).unwrap();
    a.mov(edi, 1u32).unwrap();
    a.mov(rsi, rsp).unwrap();
    a.mov(edx, 24u32).unwrap();
    a.syscall().unwrap();
    a.mov(eax, nr::EXIT_GROUP).unwrap();
    a.xor(edi, edi).unwrap();
    a.syscall().unwrap();
    let r = a.assemble_options(TEXT, iced_x86::BlockEncoderOptions::RETURN_NEW_INSTRUCTION_OFFSETS).unwrap();
    let addr = |lab: &CodeLabel| r.label_ip(lab).unwrap();
    let text = r.inner.code_buffer.clone();
    let (leaf_at, start_at) = (addr(&leaf), addr(&start));
    let sites = site_labels.iter().zip(&l.sites).map(|(lab, (_, p))| (addr(lab), *p)).collect();
    let base = sim_programs::find("hello").unwrap();
    let prog = Program {
        name: "red-zone-prop".into(),
        entry: start_at,
        segments: vec![
            base.segments[0].clone(),
            Segment { vaddr: TEXT, mem_size: text.len() as u64, data: text.clone(), perms: Perms::RX },
        ],
        symbols: vec![
            Symbol { name: "leaf".into(), addr: leaf_at, size: start_at - leaf_at, kind: SymKind::Func },
            Symbol {
                name: "_start".into(),
                addr: start_at,
                size: TEXT + text.len() as u64 - start_at,
                kind: SymKind::Func,
            },
        ],
        ..base
    };
    (prog, sites)
}

fn run(p: &Program, preset: Preset, probes: &[u64]) -> Report {
    let cfg = RunConfig { preset, allow_unsafe: true, ..RunConfig::default() };
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
    for a in probes {
        m.attach(&format!("uprobe:x:{a:#x}")).unwrap();
    }
    m.run().unwrap();
    m.report("red-zone-prop").unwrap()
}

/// The property: probing changes nothing and the mechanism never writes the red zone.
fn check(preset: Preset, l: &Leaf) -> Result<(), TestCaseError> {
    let (p, sites) = assemble(l);
    let probes: Vec<u64> = sites.iter().filter(|(_, probed)| *probed).map(|(a, _)| *a).collect();
    let plain = run(&p, preset, &[]);
    let probed = run(&p, preset, &probes);
    prop_assert_eq!(probed.red_zone.writes, 0, "red-zone writes: {:?}", probed.red_zone.first.first());
    prop_assert_eq!(&plain.stdout, &probed.stdout);
    prop_assert_eq!(&plain.exit, &probed.exit);
    Ok(())
}

fn runner(cases: u32) -> TestRunner {
    let config = Config { cases, failure_persistence: None, ..Config::default() };
    TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha))
}

#[test]
fn fixed_presets_never_write_the_red_zone() {
    for preset in [Preset::V6_10, Preset::V6_11, Preset::JmpSlot2026, Preset::Nop10_2026] {
        let result = runner(48).run(&leaf_strategy(), |l| check(preset, &l));
        assert!(result.is_ok(), "{}: {result:?}", preset.name());
    }
}

#[test]
fn v6_18_clobbers_the_red_zone_and_proptest_finds_it() {
    match runner(64).run(&leaf_strategy(), |l| check(Preset::V6_18, &l)) {
        Err(TestError::Fail(reason, minimal)) => {
            // Shown with --nocapture; the minimal case is a probed nop5 with a slot in
            // [rsp-32, rsp), where the call and the trampoline's pushes land.
            println!("6.18 red-zone counterexample: {minimal:?}\n  {reason}");
            assert!(minimal.sites.iter().any(|(kind, probed)| *kind == 1 && *probed), "{minimal:?}");
            assert!(minimal.slots.iter().any(|(k, _)| *k <= 4), "{minimal:?}");
        }
        other => panic!("expected a red-zone counterexample under 6.18, got {other:?}"),
    }
}
