//! ELF64 export with `object::write::elf::Writer`.
//!
//! File layout: the ELF header and program headers at offset 0 (mapped by `PT_LOAD` 0 at the
//! image base), then every other segment at `file offset == vaddr - base`, so offsets and
//! addresses agree modulo the page size; zero padding up to the next page after the last
//! segment (so a natively mapped page holds exactly what the simulator maps), then
//! `.symtab`, `.strtab`, `.shstrtab` and the section headers. A `PT_GNU_STACK` (RW) header
//! follows the loads, as in any Linux executable.
//!
//! Programs with USDT sites ([`Program::usdt`]) also get, as `sys/sdt.h` lays them out:
//! a 1-byte allocated `.stapsdt.base` section right after the program headers (inside the
//! read-only header segment, whose file size grows by one byte), a `.probes` section over
//! the semaphores at the end of the initialized data, and a non-allocated `SHT_NOTE`
//! `.note.stapsdt` section (one `stapsdt` note of type 3 per site) after the image padding.
//! Programs without USDT sites are written exactly as before.

use object::elf;
use object::write::elf::{FileHeader, ProgramHeader, SectionHeader, SectionIndex, Sym, Writer};
use object::write::StringId;
use object::Endianness;

use crate::builder::{page_up, EXEC_BASE, PAGE};
use crate::{Program, SymKind};

const EHDR_SIZE: usize = 64;
const PHDR_SIZE: usize = 56;

fn phnum(p: &Program) -> usize {
    p.segments.len() + 1
}

/// Size of the ELF header plus program headers.
pub(crate) fn header_len(p: &Program) -> usize {
    EHDR_SIZE + PHDR_SIZE * phnum(p)
}

/// The header segment's file size: [`header_len`], plus the 1-byte `.stapsdt.base` section
/// when the program has USDT notes.
pub(crate) fn header_segment_len(p: &Program) -> usize {
    header_len(p) + usize::from(!p.usdt.is_empty())
}

/// Link-time address of `.stapsdt.base` (the `base` field of every note).
pub(crate) fn stapsdt_base(p: &Program) -> u64 {
    let base = if p.pie { 0 } else { EXEC_BASE };
    base + header_len(p) as u64
}

/// Note type of a SystemTap SDT note.
pub(crate) const NT_STAPSDT: u32 = 3;

/// The contents of `.note.stapsdt`: one `stapsdt` note per site, each 4-byte aligned.
fn stapsdt_notes(p: &Program) -> Vec<u8> {
    fn pad4(v: &mut Vec<u8>) {
        while !v.len().is_multiple_of(4) {
            v.push(0);
        }
    }
    let base = stapsdt_base(p);
    let mut out = Vec::new();
    for n in &p.usdt {
        let mut desc = Vec::new();
        desc.extend_from_slice(&n.pc.to_le_bytes());
        desc.extend_from_slice(&base.to_le_bytes());
        desc.extend_from_slice(&n.semaphore.unwrap_or(0).to_le_bytes());
        for s in [&n.provider, &n.name, &n.args] {
            desc.extend_from_slice(s.as_bytes());
            desc.push(0);
        }
        let name = b"stapsdt\0";
        out.extend_from_slice(&(name.len() as u32).to_le_bytes());
        out.extend_from_slice(&(desc.len() as u32).to_le_bytes());
        out.extend_from_slice(&NT_STAPSDT.to_le_bytes());
        out.extend_from_slice(name);
        pad4(&mut out);
        out.extend_from_slice(&desc);
        pad4(&mut out);
    }
    out
}

fn pflags(perms: crate::Perms) -> u32 {
    let mut f = 0;
    if perms.r {
        f |= elf::PF_R;
    }
    if perms.w {
        f |= elf::PF_W;
    }
    if perms.x {
        f |= elf::PF_X;
    }
    f
}

/// One section carved out of a segment.
struct Sect {
    name: StringId,
    index: SectionIndex,
    sh_type: u32,
    flags: u64,
    addr: u64,
    offset: u64,
    size: u64,
    align: u64,
}

pub(crate) fn write(p: &Program) -> Vec<u8> {
    let base = if p.pie { 0 } else { EXEC_BASE };
    let hdr_len = header_len(p);
    let file_off = |vaddr: u64| vaddr.saturating_sub(base);

    let mut out = Vec::new();
    let mut w = Writer::new(Endianness::Little, true, &mut out);

    // Phase 1: names, indices and file ranges.
    let mut sects: Vec<Sect> = Vec::new();
    let usdt = !p.usdt.is_empty();
    if usdt {
        let name = w.add_section_name(b".stapsdt.base");
        let index = w.reserve_section_index();
        sects.push(Sect {
            name,
            index,
            sh_type: elf::SHT_PROGBITS,
            flags: u64::from(elf::SHF_ALLOC),
            addr: stapsdt_base(p),
            offset: hdr_len as u64,
            size: 1,
            align: 1,
        });
    }
    // Start of `.probes` (the semaphores, at the end of the initialized data).
    let probes_start = p.usdt.iter().filter_map(|n| n.semaphore).min();
    for seg in p.segments.iter().skip(1) {
        let off = file_off(seg.vaddr);
        let filesz = seg.data.len() as u64;
        let (name, sh_type, flags, align): (&'static [u8], u32, u64, u64) = if seg.perms.x {
            (b".text", elf::SHT_PROGBITS, u64::from(elf::SHF_ALLOC | elf::SHF_EXECINSTR), 16)
        } else if seg.perms.w {
            (b".data", elf::SHT_PROGBITS, u64::from(elf::SHF_ALLOC | elf::SHF_WRITE), 16)
        } else {
            (b".rodata", elf::SHT_PROGBITS, u64::from(elf::SHF_ALLOC), 16)
        };
        // Split off `.probes` when the semaphores are in this segment.
        let probes =
            probes_start.filter(|&a| seg.perms.w && a >= seg.vaddr && a < seg.vaddr + filesz).map(|a| a - seg.vaddr);
        let main_size = probes.unwrap_or(filesz);
        if main_size > 0 {
            let name = w.add_section_name(name);
            let index = w.reserve_section_index();
            sects.push(Sect { name, index, sh_type, flags, addr: seg.vaddr, offset: off, size: main_size, align });
        }
        if let Some(start) = probes {
            let name = w.add_section_name(b".probes");
            let index = w.reserve_section_index();
            sects.push(Sect {
                name,
                index,
                sh_type: elf::SHT_PROGBITS,
                flags: u64::from(elf::SHF_ALLOC | elf::SHF_WRITE),
                addr: seg.vaddr + start,
                offset: off + start,
                size: filesz - start,
                align: 2,
            });
        }
        if seg.perms.w && seg.mem_size > filesz {
            let name = w.add_section_name(b".bss");
            let index = w.reserve_section_index();
            sects.push(Sect {
                name,
                index,
                sh_type: elf::SHT_NOBITS,
                flags: u64::from(elf::SHF_ALLOC | elf::SHF_WRITE),
                addr: seg.vaddr + filesz,
                offset: off + filesz,
                size: seg.mem_size - filesz,
                align: 16,
            });
        }
    }
    let notes = if usdt { stapsdt_notes(p) } else { Vec::new() };
    let note_sect = if usdt {
        let name = w.add_section_name(b".note.stapsdt");
        let index = w.reserve_section_index();
        sects.push(Sect {
            name,
            index,
            sh_type: elf::SHT_NOTE,
            flags: 0,
            addr: 0,
            offset: 0, // known after reserving
            size: notes.len() as u64,
            align: 4,
        });
        Some(sects.len() - 1)
    } else {
        None
    };
    w.reserve_symtab_section_index();
    w.reserve_strtab_section_index();
    w.reserve_shstrtab_section_index();

    let mut syms = Vec::with_capacity(p.symbols.len());
    for s in &p.symbols {
        let section = sects
            .iter()
            .filter(|x| x.flags & u64::from(elf::SHF_ALLOC) != 0)
            .find(|x| s.addr >= x.addr && s.addr < x.addr + x.size)
            .map(|x| x.index);
        let name = w.add_string(s.name.as_bytes());
        w.reserve_symbol_index(section);
        let st_type = match s.kind {
            SymKind::Func => elf::STT_FUNC,
            SymKind::Object => elf::STT_OBJECT,
        };
        syms.push(Sym {
            name: Some(name),
            section,
            st_info: (elf::STB_GLOBAL << 4) | st_type,
            st_other: elf::STV_DEFAULT,
            st_shndx: if section.is_none() { elf::SHN_ABS } else { 0 },
            st_value: s.addr,
            st_size: s.size,
        });
    }

    w.reserve_file_header();
    w.reserve_program_headers(phnum(p) as u32);
    if usdt {
        w.reserve(1, 1); // .stapsdt.base
    }
    let mut image_end = header_segment_len(p) as u64;
    for seg in p.segments.iter().skip(1) {
        let off = file_off(seg.vaddr);
        w.reserve_until(off as usize);
        w.reserve(seg.data.len(), 1);
        image_end = off + seg.data.len() as u64;
    }
    let image_end = page_up(image_end);
    w.reserve_until(image_end as usize);
    if let Some(i) = note_sect {
        sects[i].offset = w.reserve(notes.len(), 4) as u64;
    }
    w.reserve_symtab();
    w.reserve_strtab();
    w.reserve_shstrtab();
    w.reserve_section_headers();

    // Phase 2: write in the same order.
    w.write_file_header(&FileHeader {
        os_abi: elf::ELFOSABI_NONE,
        abi_version: 0,
        e_type: if p.pie { elf::ET_DYN } else { elf::ET_EXEC },
        e_machine: elf::EM_X86_64,
        e_entry: p.entry,
        e_flags: 0,
    })
    .expect("writing to a Vec cannot fail");
    w.write_align_program_headers();
    for (i, seg) in p.segments.iter().enumerate() {
        let (offset, filesz, memsz) = if i == 0 {
            let len = header_segment_len(p) as u64;
            (0, len, len)
        } else {
            (file_off(seg.vaddr), seg.data.len() as u64, seg.mem_size.max(seg.data.len() as u64))
        };
        w.write_program_header(&ProgramHeader {
            p_type: elf::PT_LOAD,
            p_flags: pflags(seg.perms),
            p_offset: offset,
            p_vaddr: seg.vaddr,
            p_paddr: seg.vaddr,
            p_filesz: filesz,
            p_memsz: memsz,
            p_align: PAGE,
        });
    }
    w.write_program_header(&ProgramHeader {
        p_type: elf::PT_GNU_STACK,
        p_flags: elf::PF_R | elf::PF_W,
        p_offset: 0,
        p_vaddr: 0,
        p_paddr: 0,
        p_filesz: 0,
        p_memsz: 0,
        p_align: 16,
    });
    if usdt {
        w.write(&[0]); // .stapsdt.base
    }
    for seg in p.segments.iter().skip(1) {
        w.pad_until(file_off(seg.vaddr) as usize);
        w.write(&seg.data);
    }
    w.pad_until(image_end as usize);
    if note_sect.is_some() {
        w.write_align(4);
        w.write(&notes);
    }
    w.write_null_symbol();
    for s in &syms {
        w.write_symbol(s);
    }
    w.write_strtab();
    w.write_shstrtab();
    w.write_null_section_header();
    for s in &sects {
        w.write_section_header(&SectionHeader {
            name: Some(s.name),
            sh_type: s.sh_type,
            sh_flags: s.flags,
            sh_addr: s.addr,
            sh_offset: s.offset,
            sh_size: s.size,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: s.align,
            sh_entsize: 0,
        });
    }
    w.write_symtab_section_header(1);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    out
}
