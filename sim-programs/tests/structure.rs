//! The exported ELF files and the `Program` metadata agree with each other and with Linux
//! conventions; probe targets are instruction boundaries; building is deterministic.

mod common;

use iced_x86::{Decoder, DecoderOptions, Instruction};
use object::{Object, ObjectSection, ObjectSegment, ObjectSymbol};
use sim_programs::{classes, Program, SymKind};

fn all_programs() -> Vec<Program> {
    let mut all = sim_programs::catalog();
    for name in classes::names() {
        for inputs in common::harness_inputs() {
            all.push(classes::harness(name, &inputs).expect("known class"));
        }
    }
    all
}

/// The bytes at `addr` (text segment).
fn code_at(p: &Program, addr: u64) -> &[u8] {
    let seg = p
        .segments
        .iter()
        .find(|s| s.vaddr <= addr && addr < s.vaddr + s.data.len() as u64)
        .unwrap_or_else(|| panic!("{}: {addr:#x} not in any segment", p.name));
    assert!(seg.perms.x, "{}: {addr:#x} not executable", p.name);
    &seg.data[(addr - seg.vaddr) as usize..]
}

fn first_insn(p: &Program, sym: &str) -> Instruction {
    let s = p.symbol(sym).unwrap_or_else(|| panic!("{}: no {sym}", p.name));
    Decoder::with_ip(64, code_at(p, s.addr), s.addr, DecoderOptions::NONE).decode()
}

#[test]
fn names_are_unique_kebab_case_and_findable() {
    let cat = sim_programs::catalog();
    let mut names: Vec<&str> = cat.iter().map(|p| p.name.as_str()).collect();
    for n in &names {
        assert!(n.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'), "{n} is not kebab-case");
        let found = sim_programs::find(n).expect("find");
        assert_eq!(found.to_elf(), cat.iter().find(|p| p.name == *n).unwrap().to_elf());
    }
    names.sort_unstable();
    let before = names.len();
    names.dedup();
    assert_eq!(before, names.len(), "duplicate names");
    assert!(sim_programs::find("no-such-program").is_none());
    assert!(sim_programs::find("insn-no-such-class").is_none());
    for required in [
        "bench-usermode-count",
        "bench-syscall-count",
        "bench-nop",
        "bench-push",
        "bench-ret",
        "bench-nop5",
        "hello",
        "demo",
        "exit-code",
        "echo-stdin",
        "syscalls",
        "fault-segv",
        "fault-ill",
        "fault-trap",
        "write-to-text",
        "pie-hello",
        "nested-calls",
        "recursion",
    ] {
        assert!(sim_programs::find(required).is_some(), "{required} missing");
    }
}

#[test]
fn metadata_is_consistent() {
    for p in all_programs() {
        let base = if p.pie { 0 } else { 0x40_0000 };
        assert!(!p.summary.is_empty() && !p.summary.contains('\n'), "{}: summary", p.name);
        assert!(!p.doc.is_empty(), "{}: doc", p.name);
        assert_eq!(p.segments[0].vaddr, base, "{}", p.name);
        assert_eq!(p.segments[0].perms, sim_programs::Perms { r: true, w: false, x: false });
        assert_eq!(p.segments[1].perms, sim_programs::Perms { r: true, w: false, x: true });
        let elf = p.to_elf();
        assert_eq!(&elf[..p.segments[0].data.len()], &p.segments[0].data[..], "{}: header segment", p.name);
        for w in p.segments.windows(2) {
            assert!(w[0].vaddr + w[0].mem_size <= w[1].vaddr, "{}: segments overlap or unsorted", p.name);
        }
        for s in &p.segments {
            assert_eq!(s.vaddr % 0x1000, 0, "{}: unaligned segment", p.name);
            assert!(s.mem_size >= s.data.len() as u64);
        }
        assert_eq!(Some(p.entry), p.symbol("_start").map(|s| s.addr), "{}: entry", p.name);
        // Functions tile the text exactly.
        let funcs: Vec<_> = p.symbols.iter().filter(|s| s.kind == SymKind::Func).collect();
        let text = &p.segments[1];
        assert_eq!(funcs[0].addr, text.vaddr);
        for w in funcs.windows(2) {
            assert_eq!(w[0].addr + w[0].size, w[1].addr, "{}: {} size", p.name, w[0].name);
        }
        let last = funcs.last().unwrap();
        assert_eq!(last.addr + last.size, text.vaddr + text.data.len() as u64);
        for s in p.symbols.iter().filter(|s| s.kind == SymKind::Object) {
            let data = p.segments.iter().find(|g| g.perms.w).expect("data segment");
            assert!(s.addr >= data.vaddr && s.addr + s.size <= data.vaddr + data.mem_size, "{}: {}", p.name, s.name);
        }
        assert!(p.symbols.windows(2).all(|w| w[0].addr <= w[1].addr), "{}: symbols unsorted", p.name);
    }
}

#[test]
fn elf_parses_and_matches_the_program() {
    for p in all_programs() {
        let elf = p.to_elf();
        let f = object::File::parse(&*elf).unwrap_or_else(|e| panic!("{}: {e}", p.name));
        assert_eq!(f.entry(), p.entry);
        assert_eq!(f.architecture(), object::Architecture::X86_64);
        assert_eq!(f.kind(), if p.pie { object::ObjectKind::Dynamic } else { object::ObjectKind::Executable });
        let segs: Vec<_> = f.segments().collect();
        assert_eq!(segs.len(), p.segments.len(), "{}", p.name);
        for (got, want) in segs.iter().zip(&p.segments) {
            assert_eq!(got.address(), want.vaddr);
            assert_eq!(got.size(), want.mem_size);
            assert_eq!(got.data().unwrap(), &want.data[..], "{}: segment {:#x}", p.name, want.vaddr);
            let (off, _) = got.file_range();
            assert_eq!(off % 0x1000, want.vaddr % 0x1000);
        }
        let text = f.section_by_name(".text").expect(".text");
        assert_eq!(text.address(), p.segments[1].vaddr);
        assert_eq!(text.data().unwrap(), &p.segments[1].data[..]);
        for s in &p.symbols {
            let sym = f
                .symbols()
                .find(|x| x.name() == Ok(s.name.as_str()))
                .unwrap_or_else(|| panic!("{}: {}", p.name, s.name));
            assert_eq!(sym.address(), s.addr, "{}: {}", p.name, s.name);
            assert_eq!(sym.size(), s.size, "{}: {}", p.name, s.name);
            assert!(sym.is_global());
            let kind = match s.kind {
                SymKind::Func => object::SymbolKind::Text,
                SymKind::Object => object::SymbolKind::Data,
            };
            assert_eq!(sym.kind(), kind, "{}: {}", p.name, s.name);
        }
        assert_eq!(f.symbols().count(), p.symbols.len());
    }
}

#[test]
fn readelf_is_happy() {
    if std::process::Command::new("readelf").arg("--version").output().is_err() {
        eprintln!("readelf not installed; skipping");
        return;
    }
    for p in sim_programs::catalog() {
        let path = common::write_elf(&p);
        let out = std::process::Command::new("readelf")
            .args(["-h", "-l", "-S", "-s", "-W"])
            .arg(&path)
            .output()
            .expect("readelf");
        let _ = std::fs::remove_file(&path);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && stderr.is_empty(), "{}: readelf: {stderr}", p.name);
        let kind = if p.pie { "DYN" } else { "EXEC" };
        assert!(stdout.contains(&format!("Type:                              {kind}")), "{}", p.name);
        assert!(!stdout.contains("INTERP") && !stdout.contains("DYNAMIC"), "{}", p.name);
        for s in p.symbols.iter().filter(|s| s.kind == SymKind::Func) {
            let line = stdout
                .lines()
                .find(|l| l.split_whitespace().last() == Some(s.name.as_str()))
                .unwrap_or_else(|| panic!("{}: {} not in readelf -s", p.name, s.name));
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields[1], format!("{:016x}", s.addr), "{line}");
            assert_eq!(fields[2], s.size.to_string(), "{line}");
            assert_eq!(&fields[3..5], &["FUNC", "GLOBAL"], "{line}");
        }
    }
}

/// Decodes a function linearly and returns its instruction offsets.
fn boundaries(p: &Program, sym: &str) -> Vec<u64> {
    let s = p.symbol(sym).unwrap();
    let code = &code_at(p, s.addr)[..s.size as usize];
    let mut d = Decoder::with_ip(64, code, s.addr, DecoderOptions::NONE);
    let mut out = Vec::new();
    while d.can_decode() {
        let i = d.decode();
        assert!(!i.is_invalid(), "{}: invalid instruction in {sym} at {:#x}", p.name, i.ip());
        out.push(i.ip() - s.addr);
    }
    out
}

#[test]
fn probe_targets_are_instruction_boundaries() {
    for p in all_programs() {
        let funcs: Vec<&str> = p.symbols.iter().filter(|s| s.kind == SymKind::Func).map(|s| s.name.as_str()).collect();
        for f in &funcs {
            assert!(p.probe_targets.iter().any(|t| t == f), "{}: {f} entry not a probe target", p.name);
        }
        let mut later = 0;
        for t in &p.probe_targets {
            let (sym, off) = match t.split_once('+') {
                Some((s, o)) => (s, u64::from_str_radix(o.trim_start_matches("0x"), 16).expect("hex offset")),
                None => (t.as_str(), 0),
            };
            assert!(funcs.contains(&sym), "{}: {t} is not in a function", p.name);
            assert!(boundaries(&p, sym).contains(&off), "{}: {t} is not an instruction boundary", p.name);
            if off > 0 {
                later += 1;
            }
        }
        assert!(later >= 1, "{}: no probe target past a function entry", p.name);
    }
}

#[test]
fn building_is_deterministic() {
    let a: Vec<Vec<u8>> = all_programs().iter().map(Program::to_elf).collect();
    let b: Vec<Vec<u8>> = all_programs().iter().map(Program::to_elf).collect();
    assert_eq!(a, b);
}

#[test]
fn bench_targets_have_the_kernel_bench_first_bytes() {
    let p = sim_programs::find("bench-nop").unwrap();
    let code = |sym: &str| {
        let s = p.symbol(sym).unwrap();
        code_at(&p, s.addr)[..s.size as usize].to_vec()
    };
    assert_eq!(code("uprobe_target_nop"), [0x90, 0xc3]);
    assert_eq!(code("uprobe_target_ret"), [0xc3]);
    assert_eq!(code("uprobe_target_nop5"), [0x0f, 0x1f, 0x44, 0x00, 0x00, 0xc3]);
    assert_eq!(code("opaque_noop_func"), [0xc3]);
    // push rbp; mov rbp,rsp; call rel32; mov eax,1; pop rbp; ret
    let push = code("uprobe_target_push");
    assert_eq!(&push[..4], &[0x55, 0x48, 0x89, 0xe5]);
    assert_eq!(push[4], 0xe8);
    assert_eq!(&push[9..], &[0xb8, 1, 0, 0, 0, 0x5d, 0xc3]);
}

/// The first bytes of `target` for each class, written out by hand.
#[test]
fn class_targets_start_with_the_class_instruction() {
    let exact: &[(&str, &[u8])] = &[
        ("nop1", &[0x90]),
        ("nop2", &[0x66, 0x90]),
        ("nop3", &[0x0f, 0x1f, 0x00]),
        ("nop4", &[0x0f, 0x1f, 0x40, 0x00]),
        ("nop5", &[0x0f, 0x1f, 0x44, 0x00, 0x00]),
        ("nop6", &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00]),
        ("nop7", &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00]),
        ("nop8", &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00]),
        ("nop9", &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00]),
        ("nop-prefixed", &[0x66, 0x66, 0x90]),
        ("pause", &[0xf3, 0x90]),
        ("push-rbx", &[0x53]),
        ("push-r12", &[0x41, 0x54]),
        ("push-imm32", &[0x68, 0x21, 0x43, 0x65, 0x87]),
        ("call-reg", &[0xff, 0xd0]),
        ("ret", &[0xc3]),
        ("ret-imm16", &[0xc2, 0x10, 0x00]),
        ("lea", &[0x48, 0x8d, 0x84, 0x8b, 0x34, 0x12, 0x00, 0x00]),
        ("mov-imm64", &[0x49, 0xba, 0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11]),
        ("xchg", &[0x48, 0x92]),
        ("pushfq", &[0x9c]),
        ("endbr64", &[0xf3, 0x0f, 0x1e, 0xfa]),
        ("rep-movsb", &[0xf3, 0xa4]),
        ("cpuid", &[0x0f, 0xa2]),
        ("syscall", &[0x0f, 0x05]),
    ];
    // Opcode bytes before a rel/disp field, and the total length.
    let prefix: &[(&str, &[u8], usize)] = &[
        ("rip-load", &[0x48, 0x8b, 0x05], 7),
        ("rip-store", &[0x48, 0x89, 0x1d], 7),
        ("rip-imm", &[0x81, 0x05], 10),
        ("rip-r9", &[0x4c, 0x8b, 0x0d], 7),
        ("rip-rsi", &[0x48, 0x8b, 0x35], 7),
        ("call-rel32", &[0xe8], 5),
        ("call-rip", &[0xff, 0x15], 6),
        ("jmp-rel8", &[0xeb], 2),
        ("jmp-rel32", &[0xe9], 5),
        ("jmp-rip", &[0xff, 0x25], 6),
        ("jcc-rel8-taken", &[0x74], 2),
        ("jcc-rel8-not-taken", &[0x74], 2),
        ("jcc-rel32-taken", &[0x0f, 0x8c], 6),
        ("jcc-rel32-not-taken", &[0x0f, 0x8c], 6),
        ("loop", &[0xe2], 2),
        ("jrcxz", &[0xe3], 2),
        ("xchg-mem", &[0x48, 0x87, 0x0d], 7),
        ("lock-add", &[0xf0, 0x01, 0x05], 7),
        ("cs-mov", &[0x2e, 0x48, 0x8b, 0x05], 8),
    ];
    let jcc = ["o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g"];
    let mut checked = 0;
    for name in classes::names() {
        let p = sim_programs::find(&format!("insn-{name}")).expect("insn program");
        let i = first_insn(&p, "target");
        let bytes = &code_at(&p, i.ip())[..i.len()];
        if let Some((_, want)) = exact.iter().find(|(n, _)| *n == name) {
            assert_eq!(bytes, *want, "{name}");
        } else if let Some((_, want, len)) = prefix.iter().find(|(n, ..)| *n == name) {
            assert_eq!(&bytes[..want.len()], *want, "{name}");
            assert_eq!(bytes.len(), *len, "{name}");
        } else if let Some(cc) = name.strip_prefix("jcc-").and_then(|c| jcc.iter().position(|x| *x == c)) {
            assert_eq!(bytes, &[0x70 + cc as u8, bytes[1]][..], "{name}");
        } else {
            panic!("class {name} has no hand-written first bytes");
        }
        if name.starts_with("rip-") || ["call-rip", "jmp-rip", "xchg-mem", "lock-add", "cs-mov"].contains(&name) {
            assert!(i.is_ip_rel_memory_operand(), "{name}");
            let buf_or_ptr = p.symbols.iter().any(|s| {
                s.addr <= i.ip_rel_memory_address()
                    && i.ip_rel_memory_address() < s.addr + s.size
                    && s.kind == SymKind::Object
            });
            assert!(buf_or_ptr, "{name}: RIP-relative operand outside the data objects");
        }
        checked += 1;
        assert_eq!(classes::kernel_accepts(name), !["lock-add", "cs-mov"].contains(&name));
    }
    assert!(checked >= 50);
    assert!(!classes::kernel_accepts("no-such-class"));
    assert!(classes::harness("no-such-class", &[0; 16]).is_none());
}

#[test]
fn pie_programs_are_position_independent() {
    // No absolute addresses: every memory operand is RIP-relative or register-based, and
    // no instruction materializes an image address as an immediate.
    for p in sim_programs::catalog().into_iter().filter(|p| p.pie) {
        for s in p.symbols.iter().filter(|s| s.kind == SymKind::Func) {
            let code = &code_at(&p, s.addr)[..s.size as usize];
            for i in Decoder::with_ip(64, code, s.addr, DecoderOptions::NONE) {
                for op in 0..i.op_count() {
                    if i.op_kind(op) == iced_x86::OpKind::Memory {
                        assert!(
                            i.memory_base() != iced_x86::Register::None || i.segment_prefix() == iced_x86::Register::FS,
                            "{}: absolute memory operand at {:#x}",
                            p.name,
                            i.ip()
                        );
                    }
                }
            }
        }
    }
}
