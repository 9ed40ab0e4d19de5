//! The return-probe programs: `ret_probe_targets` are consistent, the code has the shape
//! each scenario depends on (real recursive calls, a tail jump, the selftest's trigger
//! bytes), and each runs natively, unprobed, with the documented output.

mod common;

use iced_x86::{Decoder, DecoderOptions, FlowControl, Instruction, Mnemonic};
use sim_programs::{classes, Program, SymKind};

/// The programs that set `ret_probe_targets`, with them.
const RET_PROGRAMS: [(&str, &[&str]); 17] = [
    ("recursion-63", &["recurse"]),
    ("recursion-64", &["recurse"]),
    ("recursion-65", &["recurse"]),
    ("longjmp-once", &["uretprobe_longjmp"]),
    ("longjmp-cleanup", &["uretprobe_longjmp"]),
    ("longjmp-depth-limit", &["uretprobe_longjmp"]),
    ("setjmp-depth", &["walk", "leaf"]),
    ("longjmp-shallow-after-deep", &["walk"]),
    ("tail-call", &["f", "g"]),
    ("uretprobe-and-uprobe", &["both"]),
    ("fork-pending", &["parent_fn"]),
    ("fork-pending-child-call", &["parent_fn"]),
    ("fork-race", &["child_work"]),
    ("uprobe-regs", &["uprobe_regs_trigger"]),
    ("stray-uretprobe-syscall", &["uretprobe_syscall_call"]),
    ("stray-uprobe-syscall", &["uprobe_syscall_direct"]),
    ("live-control", &["outer"]),
];

fn program(name: &str) -> Program {
    sim_programs::find(name).unwrap_or_else(|| panic!("{name} missing"))
}

fn code(p: &Program, sym: &str) -> Vec<u8> {
    let s = p.symbol(sym).unwrap_or_else(|| panic!("{}: no {sym}", p.name));
    let text = &p.segments[1];
    let off = (s.addr - text.vaddr) as usize;
    text.data[off..off + s.size as usize].to_vec()
}

fn insns(p: &Program, sym: &str) -> Vec<Instruction> {
    let s = p.symbol(sym).unwrap();
    let bytes = code(p, sym);
    Decoder::with_ip(64, &bytes, s.addr, DecoderOptions::NONE).into_iter().collect()
}

#[test]
fn ret_probe_targets_are_exactly_the_return_probe_programs() {
    let mut seen = 0;
    for p in sim_programs::catalog() {
        match RET_PROGRAMS.iter().find(|(n, _)| *n == p.name) {
            Some((_, targets)) => {
                seen += 1;
                assert_eq!(p.ret_probe_targets, *targets, "{}", p.name);
                for t in &p.ret_probe_targets {
                    let s = p.symbol(t).unwrap_or_else(|| panic!("{}: {t}", p.name));
                    assert_eq!(s.kind, SymKind::Func, "{}: {t}", p.name);
                    assert!(p.probe_targets.contains(t), "{}: {t} has no entry probe target", p.name);
                }
            }
            // Bench triggers put a uretprobe on their called target (the uretprobe rows).
            None if p.name.starts_with("bench-") => {
                assert!(p.ret_probe_targets.len() <= 1, "{}", p.name);
                for t in &p.ret_probe_targets {
                    assert!(p.symbol(t).is_some(), "{}: {t}", p.name);
                }
            }
            None => assert!(p.ret_probe_targets.is_empty(), "{}", p.name),
        }
    }
    assert_eq!(seen, RET_PROGRAMS.len());
    for name in classes::names() {
        for inputs in common::harness_inputs() {
            assert!(classes::harness(name, &inputs).unwrap().ret_probe_targets.is_empty());
        }
    }
}

/// Each recursive function recurses with a real `call` to itself (a return instance per
/// level), never a jump.
#[test]
fn recursion_is_made_of_real_calls() {
    for (prog, func) in [
        ("recursion-63", "recurse"),
        ("recursion-64", "recurse"),
        ("recursion-65", "recurse"),
        ("longjmp-once", "uretprobe_longjmp"),
        ("longjmp-cleanup", "uretprobe_longjmp"),
        ("longjmp-depth-limit", "uretprobe_longjmp"),
        ("setjmp-depth", "walk"),
        ("longjmp-shallow-after-deep", "walk"),
    ] {
        let p = program(prog);
        let addr = p.symbol(func).unwrap().addr;
        let list = insns(&p, func);
        assert!(
            list.iter().any(|i| i.mnemonic() == Mnemonic::Call && i.near_branch_target() == addr),
            "{prog}: {func} does not call itself"
        );
        assert!(
            !list
                .iter()
                .any(|i| i.flow_control() == FlowControl::UnconditionalBranch && i.near_branch_target() == addr),
            "{prog}: {func} jumps to itself"
        );
    }
}

#[test]
fn tail_call_jumps_from_f_into_g() {
    let p = program("tail-call");
    let g = p.symbol("g").unwrap().addr;
    let f = insns(&p, "f");
    let last = f.last().unwrap();
    assert_eq!(last.mnemonic(), Mnemonic::Jmp);
    assert_eq!(last.near_branch_target(), g);
    assert!(!f.iter().any(|i| i.mnemonic() == Mnemonic::Call));
    assert_eq!(insns(&p, "g").last().unwrap().mnemonic(), Mnemonic::Ret);
}

#[test]
fn uprobe_regs_trigger_has_the_selftest_shape() {
    let p = program("uprobe-regs");
    let c = code(&p, "uprobe_regs_trigger");
    assert_eq!(&c[..5], &[0x0f, 0x1f, 0x44, 0x00, 0x00], "nop5 first");
    let list = insns(&p, "uprobe_regs_trigger");
    assert_eq!(list.len(), 3);
    assert_eq!(list[1].mnemonic(), Mnemonic::Mov);
    assert_eq!(list[1].immediate64(), 0xdead_beef);
    assert_eq!(list[2].mnemonic(), Mnemonic::Ret);
    // The nop5 must not cross a page (the kernel would not optimize it).
    let addr = p.symbol("uprobe_regs_trigger").unwrap().addr;
    assert!(0x1000 - (addr & 0xfff) >= 5);
}

#[test]
fn stray_uretprobe_helper_has_the_trampoline_bytes() {
    let p = program("stray-uretprobe-syscall");
    assert_eq!(
        code(&p, "uretprobe_syscall_helper"),
        [0x50, 0x51, 0x41, 0x53, 0x48, 0xc7, 0xc0, 0x4f, 0x01, 0x00, 0x00, 0x0f, 0x05, 0x41, 0x5b, 0x59, 0xc3]
    );
}

/// The documented outputs, written out by hand (independent of the programs' `expected`).
#[test]
fn return_probe_programs_run_natively() {
    let cases: [(&str, Option<i32>, Option<i32>, &str); 15] = [
        ("recursion-63", Some(0), None, "sum=2016\n"),
        ("recursion-64", Some(0), None, "sum=2080\n"),
        ("recursion-65", Some(0), None, "sum=2145\n"),
        ("longjmp-once", Some(0), None, "longjmp=0x0000000000004b1d\nretval=0x0000000000004b1d\n"),
        ("longjmp-cleanup", Some(0), None, "longjmp=0x0000000000004b1d\nretval=0x0000000000000050\n"),
        ("longjmp-depth-limit", Some(0), None, "longjmp=0x0000000000004b1d\nretval=0x0000000000000050\n"),
        ("setjmp-depth", Some(0), None, "sum=21\n"),
        ("longjmp-shallow-after-deep", Some(0), None, "done\n"),
        ("tail-call", Some(0), None, "sum=300\n"),
        ("uretprobe-and-uprobe", Some(0), None, "sum=147\n"),
        ("fork-pending", Some(0), None, "parent_fn returned\nchild status=0\n"),
        ("fork-pending-child-call", Some(0), None, "parent_fn returned\nchild status=0\nparent_fn(0)=0\n"),
        (
            "uprobe-regs",
            Some(0),
            None,
            "call 1: regs-equal ok\ncall 1: rax=0x00000000deadbeef\n\
             call 2: regs-equal ok\ncall 2: rax=0x00000000deadbeef\n",
        ),
        ("stray-uretprobe-syscall", None, Some(4), "calling uretprobe syscall\n"),
        ("stray-uprobe-syscall", Some(0), None, "uprobe syscall=-6\n"),
    ];
    let mut failures = Vec::new();
    for (name, exit, signal, stdout) in cases {
        let p = program(name);
        assert_eq!(p.expected.exit_code, exit, "{name}");
        assert_eq!(p.expected.signal, signal, "{name}");
        assert_eq!(p.expected.stdout.as_deref(), Some(stdout), "{name}");
        let got = common::run_native(&p, b"");
        if let Err(e) = common::check_expected(&p, &got) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
