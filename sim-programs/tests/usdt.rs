//! USDT notes: `.note.stapsdt` parses back (with `object`'s note iterator and with
//! `readelf -n`) to exactly `Program::usdt`, `.stapsdt.base` and `.probes` are where
//! `sys/sdt.h` puts them, and the USDT programs carry the sites their docs describe.

mod common;

use object::elf;
use object::read::elf::{FileHeader, SectionHeader};
use object::{Object, ObjectSection, ObjectSegment, ObjectSymbol};
use sim_programs::{Program, SymKind, UsdtNote};

const NOP1: &[u8] = &[0x90];
const NOP5: &[u8] = &[0x0f, 0x1f, 0x44, 0x00, 0x00];
const NOP10: &[u8] = &[0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00];

fn usdt_programs() -> Vec<Program> {
    sim_programs::catalog().into_iter().filter(|p| !p.usdt.is_empty()).collect()
}

/// One parsed `stapsdt` note.
#[derive(Debug, PartialEq, Eq)]
struct Parsed {
    pc: u64,
    base: u64,
    semaphore: u64,
    provider: String,
    name: String,
    args: String,
}

/// Parses `.note.stapsdt` with `object`'s ELF note iterator; also returns the section's
/// `sh_type` and `sh_flags`.
fn parse_notes(data: &[u8]) -> Option<(u32, u64, Vec<Parsed>)> {
    let header = elf::FileHeader64::<object::Endianness>::parse(data).expect("ELF header");
    let endian = header.endian().expect("endianness");
    let sections = header.sections(endian, data).expect("sections");
    let (_, sh) =
        sections.iter().enumerate().find(|(_, s)| sections.section_name(endian, s) == Ok(&b".note.stapsdt"[..]))?;
    let mut notes = sh.notes(endian, data).expect("note data").expect("an SHT_NOTE section");
    let mut out = Vec::new();
    while let Some(note) = notes.next().expect("well-formed note") {
        assert_eq!(note.name(), b"stapsdt");
        assert_eq!(note.n_type(endian), 3, "NT_STAPSDT");
        let desc = note.desc();
        let word = |i: usize| u64::from_le_bytes(desc[i * 8..i * 8 + 8].try_into().unwrap());
        let strings: Vec<String> =
            desc[24..].split(|&b| b == 0).map(|s| String::from_utf8(s.to_vec()).expect("UTF-8")).collect();
        // provider\0 name\0 args\0: three strings and the empty tail after the last NUL.
        assert_eq!(strings.len(), 4, "{strings:?}");
        assert_eq!(desc.last(), Some(&0));
        out.push(Parsed {
            pc: word(0),
            base: word(1),
            semaphore: word(2),
            provider: strings[0].clone(),
            name: strings[1].clone(),
            args: strings[2].clone(),
        });
    }
    Some((sh.sh_type(endian), sh.sh_flags(endian), out))
}

fn expected_parsed(p: &Program, base: u64) -> Vec<Parsed> {
    p.usdt
        .iter()
        .map(|n| Parsed {
            pc: n.pc,
            base,
            semaphore: n.semaphore.unwrap_or(0),
            provider: n.provider.clone(),
            name: n.name.clone(),
            args: n.args.clone(),
        })
        .collect()
}

/// The site bytes each USDT probe of the catalog must start with.
fn site_bytes(spec: &str) -> Vec<u8> {
    match spec {
        "probesim:nop" | "probesim:bench_nop" => NOP1.to_vec(),
        "probesim:nop5" | "probesim:red_zone" | "probesim:bench_nop5" => NOP5.to_vec(),
        "probesim:nop_nop10" => [NOP1, NOP10].concat(),
        "probesim:red_zone_nop10" | "probesim:bench_nop10" => NOP10.to_vec(),
        other => panic!("no site bytes for {other}"),
    }
}

#[test]
fn the_usdt_programs_are_in_the_catalog() {
    let names: Vec<String> = usdt_programs().into_iter().map(|p| p.name).collect();
    assert_eq!(
        names,
        [
            "usdt-nop",
            "usdt-nop5",
            "usdt-nop-nop10",
            "red-zone-usdt",
            "red-zone-nop10",
            "bench-usdt-nop",
            "bench-usdt-nop5",
            "bench-usdt-nop10",
        ]
    );
    for p in sim_programs::catalog() {
        assert_eq!(p.usdt.is_empty(), p.usdt_targets.is_empty(), "{}: usdt_targets", p.name);
    }
}

#[test]
fn notes_parse_back() {
    for p in usdt_programs() {
        let data = p.to_elf();
        let file = object::File::parse(&*data).expect("ELF");
        let base_sect = file.section_by_name(".stapsdt.base").expect(".stapsdt.base");
        assert_eq!(base_sect.size(), 1, "{}", p.name);
        assert_eq!(base_sect.data().unwrap(), [0], "{}", p.name);
        let base = base_sect.address();
        // Allocated and inside the read-only header segment.
        let hdr = file.segments().next().expect("header segment");
        assert!(
            hdr.address() <= base && base < hdr.address() + hdr.size(),
            "{}: .stapsdt.base outside the header segment",
            p.name
        );
        assert_eq!(hdr.address(), p.segments[0].vaddr);
        assert!(!p.segments[0].perms.w && !p.segments[0].perms.x);
        assert_eq!(hdr.data().unwrap(), &p.segments[0].data[..]);
        match base_sect.flags() {
            object::SectionFlags::Elf { sh_flags } => {
                assert_eq!(sh_flags, u64::from(elf::SHF_ALLOC), "{}", p.name)
            }
            other => panic!("{other:?}"),
        }

        let (sh_type, sh_flags, parsed) = parse_notes(&data).expect(".note.stapsdt");
        assert_eq!(sh_type, elf::SHT_NOTE, "{}", p.name);
        assert_eq!(sh_flags, 0, "{}: .note.stapsdt must not be allocated", p.name);
        assert_eq!(parsed, expected_parsed(&p, base), "{}", p.name);

        let text = &p.segments[1];
        for n in &p.usdt {
            assert_eq!(n.provider, "probesim");
            // The site: in the text, at an instruction boundary of its function, with the
            // NOP bytes of its kind.
            let off = (n.pc - text.vaddr) as usize;
            let want = site_bytes(&n.spec());
            assert_eq!(&text.data[off..off + want.len()], &want[..], "{}: {}", p.name, n.spec());
            let func = p
                .symbols
                .iter()
                .find(|s| s.kind == SymKind::Func && s.addr <= n.pc && n.pc < s.addr + s.size)
                .expect("site inside a function");
            let code = &text.data[(func.addr - text.vaddr) as usize..][..func.size as usize];
            let boundaries: Vec<u64> = iced_x86::Decoder::with_ip(64, code, func.addr, iced_x86::DecoderOptions::NONE)
                .into_iter()
                .map(|i| i.ip())
                .collect();
            assert!(boundaries.contains(&n.pc), "{}: pc not a boundary", p.name);
            assert_eq!(p.file_offset(n.pc), Some(n.pc - p.segments[0].vaddr));

            // The semaphore: `<provider>_<name>_semaphore`, 2 bytes, zero in the file, in
            // `.probes` inside the RW data segment's file-backed part.
            if let Some(sema) = n.semaphore {
                let sym_name = format!("{}_{}_semaphore", n.provider, n.name);
                let sym = p.symbol(&sym_name).expect("semaphore symbol");
                assert_eq!((sym.addr, sym.size, sym.kind), (sema, 2, SymKind::Object));
                let esym = file.symbols().find(|s| s.name() == Ok(sym_name.as_str())).expect("semaphore in .symtab");
                assert_eq!(esym.address(), sema);
                assert_eq!(esym.kind(), object::SymbolKind::Data);
                let probes = file.section_by_name(".probes").expect(".probes");
                assert_eq!(esym.section_index(), Some(probes.index()), "{}: semaphore not in .probes", p.name);
                assert!(probes.address() <= sema && sema + 2 <= probes.address() + probes.size());
                let data_seg = p.segments.iter().find(|s| s.perms.w).expect("RW segment");
                assert!(
                    data_seg.vaddr <= sema && sema + 2 <= data_seg.vaddr + data_seg.data.len() as u64,
                    "{}: semaphore not file-backed",
                    p.name
                );
                let at = (sema - data_seg.vaddr) as usize;
                assert_eq!(&data_seg.data[at..at + 2], [0, 0]);
                let file_off = p.file_offset(sema).expect("file offset");
                assert_eq!(file_off % 2, 0);
                assert_eq!(&data[file_off as usize..file_off as usize + 2], [0, 0]);
                // A semaphore site is not a plain probe target: the kernel refuses the same
                // offset with and without a ref_ctr_offset (EINVAL).
                for t in &p.probe_targets {
                    let (s, o) = t.split_once('+').unwrap_or((t, "0x0"));
                    let o = u64::from_str_radix(o.trim_start_matches("0x"), 16).unwrap();
                    assert_ne!(p.symbol(s).unwrap().addr + o, n.pc, "{}: {t}", p.name);
                }
            }
        }
        for spec in &p.usdt_targets {
            assert!(p.usdt_note(spec).is_some(), "{}: {spec}", p.name);
        }
    }
}

#[test]
fn programs_without_usdt_have_no_usdt_sections() {
    for p in sim_programs::catalog().into_iter().filter(|p| p.usdt.is_empty()) {
        let data = p.to_elf();
        let file = object::File::parse(&*data).expect("ELF");
        for s in [".note.stapsdt", ".stapsdt.base", ".probes"] {
            assert!(file.section_by_name(s).is_none(), "{}: {s}", p.name);
        }
        assert!(parse_notes(&data).is_none());
    }
}

#[test]
fn readelf_shows_the_notes() {
    if std::process::Command::new("readelf").arg("--version").output().is_err() {
        eprintln!("readelf not installed; skipping");
        return;
    }
    for p in usdt_programs() {
        let path = common::write_elf(&p);
        let out = std::process::Command::new("readelf").args(["-n", "-S", "-W"]).arg(&path).output().expect("readelf");
        let _ = std::fs::remove_file(&path);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && stderr.is_empty(), "{}: {stderr}", p.name);
        assert!(stdout.contains("Displaying notes found in: .note.stapsdt"));
        // Section list: .stapsdt.base PROGBITS A, .note.stapsdt NOTE (no flags), .probes WA.
        let sect = |name: &str| {
            stdout
                .lines()
                .find(|l| l.split_whitespace().nth(1) == Some(name) || l.contains(&format!("] {name} ")))
                .map(|l| l.to_string())
        };
        let base_line = sect(".stapsdt.base").expect(".stapsdt.base in readelf -S");
        assert!(base_line.contains("PROGBITS"), "{base_line}");
        let note_line = sect(".note.stapsdt").expect(".note.stapsdt in readelf -S");
        assert!(note_line.contains("NOTE"), "{note_line}");
        let has_sema = p.usdt.iter().any(|n| n.semaphore.is_some());
        assert_eq!(sect(".probes").is_some(), has_sema, "{}", p.name);

        // Notes: Provider/Name/Location/Base/Semaphore/Arguments, in order.
        let base = object::File::parse(&*p.to_elf()).unwrap().section_by_name(".stapsdt.base").unwrap().address();
        let lines: Vec<&str> = stdout.lines().map(str::trim).collect();
        let mut got: Vec<UsdtNote> = Vec::new();
        for (i, l) in lines.iter().enumerate() {
            // With -W, "Provider:" follows the description on the note's own line.
            let Some(provider) = l.split("Provider: ").nth(1) else {
                continue;
            };
            let name = lines[i + 1].strip_prefix("Name: ").expect("Name");
            let loc = lines[i + 2];
            let args = lines[i + 3].strip_prefix("Arguments:").expect("Arguments");
            let field = |key: &str| {
                let v = loc.split(&format!("{key}: ")).nth(1).expect(key);
                let v = v.split(',').next().unwrap().trim();
                u64::from_str_radix(v.trim_start_matches("0x"), 16).expect("hex")
            };
            assert_eq!(field("Base"), base, "{}", p.name);
            let sema = field("Semaphore");
            got.push(UsdtNote {
                provider: provider.to_string(),
                name: name.to_string(),
                pc: field("Location"),
                semaphore: (sema != 0).then_some(sema),
                args: args.trim().to_string(),
            });
        }
        assert_eq!(got, p.usdt, "{}", p.name);
    }
}

#[test]
fn bench_usdt_triggers_name_their_site() {
    use sim_programs::bench::{trigger, Trigger};
    for t in Trigger::ALL {
        let p = trigger(t, 7);
        match t.usdt_site() {
            Some((provider, name)) => {
                let spec = format!("{provider}:{name}");
                assert_eq!(p.usdt_targets, std::slice::from_ref(&spec));
                let note = p.usdt_note(&spec).expect("note");
                let target = p.symbol(t.target().unwrap()).unwrap();
                assert!(
                    target.addr < note.pc && note.pc < target.addr + target.size,
                    "{t:?}: the site is inside the called function, past its entry"
                );
                assert_eq!(p.usdt.len(), 3);
            }
            None => {
                assert!(p.usdt.is_empty() && p.usdt_targets.is_empty());
            }
        }
    }
}

/// The site programs run natively with their `expected` outcome (as in `native.rs`), and
/// the outputs are the unprobed ones of their docs.
#[test]
fn usdt_programs_run_natively() {
    for p in usdt_programs() {
        let got = common::run_native(&p, b"");
        common::check_expected(&p, &got).unwrap();
        let want = match p.name.as_str() {
            "usdt-nop" | "usdt-nop5" | "usdt-nop-nop10" => "sema-active=0\nsemaphore=0\n",
            "red-zone-usdt" | "red-zone-nop10" => "corrupted=0\nrsp-8=0\nrsp-16=0\nrsp-24=0\n",
            _ => "count=1000\n",
        };
        assert_eq!(got.stdout, want, "{}", p.name);
        assert_eq!(got.exit_code, Some(0));
    }
}
