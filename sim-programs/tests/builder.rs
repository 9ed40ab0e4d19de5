//! The public builder and generators: the catalog's parametric programs are generator
//! instances byte for byte; generated programs with other parameters, and programs built
//! from scratch, run natively as their `expected` says; bad programs are refused with a
//! reason.

mod common;

use common::{check_expected, run_native};
use sim_programs::generators::{
    call_chain, longjmp, longjmp_shallow_after_deep, recursion, red_zone, red_zone_leaf, red_zone_usdt, setjmp_depth,
    tail_call, usdt_semaphore_loop, UsdtSite,
};
use sim_programs::prelude::*;
use sim_programs::{find, rt};

fn same_program(generated: &Program, catalog_name: &str) {
    let c = find(catalog_name).expect("catalog program");
    assert_eq!(generated.to_elf(), c.to_elf(), "{catalog_name}: ELF bytes");
    assert_eq!(generated.segments, c.segments, "{catalog_name}: segments");
    assert_eq!(generated.symbols, c.symbols, "{catalog_name}: symbols");
    assert_eq!(generated.probe_targets, c.probe_targets, "{catalog_name}: probe targets");
    assert_eq!(generated.usdt, c.usdt, "{catalog_name}: USDT notes");
    assert_eq!(generated.expected, c.expected, "{catalog_name}: expected");
}

#[test]
fn catalog_programs_are_generator_instances() {
    for depth in [63, 64, 65] {
        let g = recursion(depth);
        same_program(&g, &format!("recursion-{depth}"));
        assert_eq!(g.ret_probe_targets, ["recurse"]);
    }
    same_program(&recursion(101), "recursion");
    same_program(&tail_call(10), "tail-call");
    same_program(&longjmp(1, 1), "longjmp-once");
    same_program(&longjmp(9, 17), "longjmp-cleanup");
    same_program(&longjmp(81, 17), "longjmp-depth-limit");
    same_program(&setjmp_depth(70), "setjmp-depth");
    same_program(&longjmp_shallow_after_deep(40, 30), "longjmp-shallow-after-deep");
    same_program(&red_zone(1000), "red-zone");
    same_program(&red_zone_usdt("red_zone", NOP5, 1000), "red-zone-usdt");
    same_program(&red_zone_usdt("red_zone_nop10", NOP10, 1000), "red-zone-nop10");
    same_program(&usdt_semaphore_loop(UsdtSite::Nop, 100), "usdt-nop");
    same_program(&usdt_semaphore_loop(UsdtSite::Nop5, 100), "usdt-nop5");
    same_program(&usdt_semaphore_loop(UsdtSite::NopNop10, 100), "usdt-nop-nop10");
    for (g, c) in [(tail_call(10), "tail-call"), (longjmp(9, 17), "longjmp-cleanup")] {
        assert_eq!(g.ret_probe_targets, find(c).unwrap().ret_probe_targets, "{c}");
    }
    assert_eq!(red_zone_usdt("red_zone", NOP5, 1000).usdt_targets, ["probesim:red_zone"]);
}

#[test]
fn generated_programs_run_natively() {
    let mut programs = vec![
        recursion(0),
        recursion(1),
        recursion(2),
        recursion(5000),
        call_chain(1, 1),
        call_chain(3, 7),
        call_chain(70, 4),
        tail_call(1),
        tail_call(33),
        setjmp_depth(1),
        setjmp_depth(200),
        longjmp_shallow_after_deep(1, 1),
        longjmp_shallow_after_deep(63, 5),
        red_zone(1),
        red_zone(77),
        red_zone_usdt("rz", NOP1, 3),
        usdt_semaphore_loop(UsdtSite::Nop5, 1),
        usdt_semaphore_loop(UsdtSite::NopNop10, 250),
        red_zone_leaf(&[(1, 1), (16, u64::MAX), (1, 7)], &[NOP5, NOP1, NOP10], 5),
        red_zone_leaf::<&[u8]>(&[], &[], 1),
        red_zone_leaf(&[(3, 0x33)], &[vec![0x90u8; 3]], 2),
    ];
    for (dive, after) in [(1, 2), (2, 1), (40, 81), (63, 64), (64, 3), (81, 81)] {
        programs.push(longjmp(dive, after));
    }
    let mut failures = Vec::new();
    for p in &programs {
        if let Err(e) = check_expected(p, &run_native(p, b"")) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(recursion(2).expected.stdout.as_deref(), Some("sum=3\n"));
    assert_eq!(call_chain(3, 7).expected.stdout.as_deref(), Some("sum=35\n"));
    assert_eq!(call_chain(3, 7).ret_probe_targets, ["level1", "level2", "level3"]);
    let leaf = red_zone_leaf(&[(1, 1)], &[NOP5, NOP1], 1);
    assert_eq!(leaf.site("site1").unwrap().addr, leaf.site("site0").unwrap().addr + 5);
    assert!(leaf.probe_targets.contains(&leaf.site("site1").unwrap().location()));
}

#[test]
fn runtime_routines_fork_wait_setjmp_longjmp() {
    // The child prints and exits 3; the parent reaps it and prints the raw status.
    let p = Program::builder("fork-wait")
        .bss("status", 8)
        .bss("jmpbuf", rt::JMPBUF_SIZE)
        .function("_start", |a| {
            let (status, jmpbuf) = (a.sym("status"), a.sym("jmpbuf"));
            let mut child = a.create_label();
            let mut jumped = a.create_label();
            a.fork()?;
            a.test(rax, rax)?;
            a.jz(child)?;
            a.mov(rdi, rax)?;
            a.lea(rsi, qword_ptr(status))?;
            a.call_sym("wait4")?;
            a.mov(eax, dword_ptr(status))?;
            a.mov(rbx, rax)?;
            a.print_hex("status=", rbx)?;
            a.setjmp(jmpbuf)?;
            a.test(eax, eax)?;
            a.jnz(jumped)?;
            a.call_sym("jumper")?;
            a.exit(1)?;
            a.set_label(&mut jumped)?;
            a.mov(rbx, rax)?;
            a.print_dec("setjmp=", rbx)?;
            a.exit(0)?;
            a.set_label(&mut child)?;
            a.print("child\n")?;
            a.exit(3)
        })
        .function("jumper", |a| {
            let jmpbuf = a.sym("jmpbuf");
            a.longjmp(jmpbuf, 0)
        })
        .expect(Expected::exit(0, "child\nstatus=0x0000000000000300\nsetjmp=1\n"))
        .build()
        .unwrap();
    for r in ["fork", "wait4", "setjmp", "longjmp", "put_hex", "put_dec", "write_str", "exit_group"] {
        assert!(rt::ROUTINES.contains(&r));
        let s = p.symbol(r).unwrap_or_else(|| panic!("{r} pulled in"));
        assert!(s.size > 0 && p.probe_targets.contains(&r.to_string()), "{r}");
    }
    check_expected(&p, &run_native(&p, b"")).unwrap();
}

#[test]
fn entry_pie_data_and_sites() {
    let p = Program::builder("pie-main")
        .pie(true)
        .entry("main")
        .doc("  a static-PIE whose entry is main  ")
        .data_u64("table", &[10, 20, 30])
        .data("greeting", b"hi\n")
        .function("helper", |a| {
            a.lea(rax, qword_ptr(rdi * 2))?;
            a.ret()?;
            Ok(())
        })
        .function("main", |a| {
            let (table, greeting) = (a.sym("table"), a.sym("greeting"));
            a.lea(rsi, qword_ptr(greeting))?;
            a.mov(edx, 3u32)?;
            a.call_sym("write_str")?;
            a.lea(rbx, qword_ptr(table))?;
            a.mov(rdi, qword_ptr(rbx + 16))?;
            a.site("call-helper")?;
            a.call_sym("helper")?;
            a.mov(rbx, rax)?;
            a.print_dec("", rbx)?;
            a.exit(0)
        })
        .expect(Expected::exit(0, "hi\n60\n"))
        .build()
        .unwrap();
    assert!(p.pie && p.segments[0].vaddr == 0);
    assert_eq!(p.doc, "a static-PIE whose entry is main");
    assert_eq!(p.entry, p.symbol("main").unwrap().addr);
    assert_eq!(p.symbol("helper").unwrap().addr, 0x1000);
    assert_eq!(p.symbol("table").unwrap().size, 24);
    let site = p.site("call-helper").unwrap();
    assert_eq!((site.function.as_str(), site.offset), ("main", 0x1c));
    assert_eq!(site.addr, p.symbol("main").unwrap().addr + 0x1c);
    // No probe_here: the default later probe target is the entry's second instruction.
    assert_eq!(p.probe_targets.last().map(String::as_str), Some("main+0x7"));
    check_expected(&p, &run_native(&p, b"")).unwrap();

    // Without `_start` or an entry, the first function is the entry.
    let q = Program::new("first", |a| {
        a.func("first")?;
        a.exit(5)
    })
    .unwrap();
    assert_eq!(q.entry, 0x401000);
    assert_eq!(q.expected, Expected::default());
    assert_eq!(run_native(&q, b"").exit_code, Some(5));
}

#[test]
fn usdt_sites_from_the_builder() {
    let p = Program::builder("my-usdt")
        .function("_start", |a| {
            a.usdt("myprov", "tick", "8@%rdi", true, NOP5)?;
            a.exit(0)
        })
        .usdt_targets(&["myprov:tick"])
        .expect(Expected::exit(0, ""))
        .build()
        .unwrap();
    let n = p.usdt_note("myprov:tick").unwrap();
    assert_eq!(n.pc, p.symbol("_start").unwrap().addr);
    assert_eq!(n.semaphore, Some(p.symbol("myprov_tick_semaphore").unwrap().addr));
    check_expected(&p, &run_native(&p, b"")).unwrap();
}

fn build_err(b: ProgramBuilder) -> String {
    b.build().expect_err("must not build").to_string()
}

#[test]
fn bad_programs_are_refused_with_a_reason() {
    let ret = |a: &mut Asm| -> AsmResult {
        a.ret()?;
        Ok(())
    };
    let e = build_err(Program::builder("x").function("f", ret).function("f", ret));
    assert_eq!(e, "in function f: symbol f defined twice");
    let e = build_err(Program::builder("x").data("d", b"1").bss("d", 1).function("f", ret));
    assert_eq!(e, "data object d defined twice");
    let e = build_err(Program::builder("x").function("f", |a| a.call_sym("nowhere")));
    assert_eq!(e, "undefined symbol nowhere");
    let e = build_err(Program::builder("x").function("f", ret).entry("g"));
    assert_eq!(e, "entry g is not a function");
    let e = build_err(Program::builder("x").data("d", b"1").function("f", ret).entry("d"));
    assert_eq!(e, "entry d is not a function");
    let e = build_err(Program::builder("x").function("f", ret).ret_probe_targets(&["g"]));
    assert_eq!(e, "x: uretprobe target g is not a function");
    let e = build_err(Program::builder("x").function("f", ret).usdt_targets(&["p:n"]));
    assert_eq!(e, "x: USDT target p:n has no note");
    let e = build_err(Program::builder("x").function("f", |_| Err(BuildError::msg("my reason"))));
    assert_eq!(e, "in function f: my reason");
    let e = build_err(Program::builder("x").code(|a| a.probe_here()));
    assert_eq!(e, "probe_here outside a function");
    let e = build_err(Program::builder("x"));
    assert_eq!(e, "empty program");
    let e = build_err(Program::builder("x").code(|a| {
        a.nop()?;
        Ok(())
    }));
    assert_eq!(e, "code before the first function (start one with Asm::func)");
    let e = build_err(Program::builder("x").function("f", |a| {
        let l = a.create_label();
        a.jmp(l)?;
        Ok(())
    }));
    assert_eq!(e, "Jmp refers to a label that is never set");
    let e = build_err(Program::builder("x").function("f", |a| {
        let l = a.create_label();
        a.mov(rax, qword_ptr(l))?;
        a.ret()?;
        Ok(())
    }));
    assert_eq!(e, "Mov refers to a label that is never set");
    let e = build_err(Program::builder("x").function("f", |a| {
        let mut l = a.create_label();
        a.set_label(&mut l)?;
        a.nop()?;
        a.set_label(&mut l)?;
        a.ret()?;
        Ok(())
    }));
    assert!(e.starts_with("in function f: iced-x86: "), "{e}");
    // The first error wins; later code is not run.
    let e = build_err(
        Program::builder("x").function("f", |_| Err(BuildError::msg("first"))).function("g", |_| panic!("not run")),
    );
    assert_eq!(e, "in function f: first");
    let err = Program::builder("x").function("f", |_| Err(BuildError::msg("inner"))).build().unwrap_err();
    let source = std::error::Error::source(&err).map(|s| s.to_string());
    assert_eq!(source.as_deref(), Some("inner"));
}
