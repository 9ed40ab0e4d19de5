//! ELF64 export with `object::write::elf::Writer`.
//!
//! File layout: the ELF header and program headers at offset 0 (mapped by `PT_LOAD` 0 at the
//! image base), then every other segment at `file offset == vaddr - base`, so offsets and
//! addresses agree modulo the page size; zero padding up to the next page after the last
//! segment (so a natively mapped page holds exactly what the simulator maps), then
//! `.symtab`, `.strtab`, `.shstrtab` and the section headers. A `PT_GNU_STACK` (RW) header
//! follows the loads, as in any Linux executable.

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

/// Size of the ELF header plus program headers (the header segment's file size).
pub(crate) fn header_len(p: &Program) -> usize {
    EHDR_SIZE + PHDR_SIZE * phnum(p)
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
    for seg in p.segments.iter().skip(1) {
        let off = file_off(seg.vaddr);
        let filesz = seg.data.len() as u64;
        let (name, sh_type, flags, align): (&'static [u8], u32, u64, u64) = if seg.perms.x {
            (
                b".text",
                elf::SHT_PROGBITS,
                u64::from(elf::SHF_ALLOC | elf::SHF_EXECINSTR),
                16,
            )
        } else if seg.perms.w {
            (
                b".data",
                elf::SHT_PROGBITS,
                u64::from(elf::SHF_ALLOC | elf::SHF_WRITE),
                16,
            )
        } else {
            (b".rodata", elf::SHT_PROGBITS, u64::from(elf::SHF_ALLOC), 16)
        };
        if filesz > 0 {
            let name = w.add_section_name(name);
            let index = w.reserve_section_index();
            sects.push(Sect {
                name,
                index,
                sh_type,
                flags,
                addr: seg.vaddr,
                offset: off,
                size: filesz,
                align,
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
    w.reserve_symtab_section_index();
    w.reserve_strtab_section_index();
    w.reserve_shstrtab_section_index();

    let mut syms = Vec::with_capacity(p.symbols.len());
    for s in &p.symbols {
        let section = sects
            .iter()
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
    let mut image_end = hdr_len as u64;
    for seg in p.segments.iter().skip(1) {
        let off = file_off(seg.vaddr);
        w.reserve_until(off as usize);
        w.reserve(seg.data.len(), 1);
        image_end = off + seg.data.len() as u64;
    }
    let image_end = page_up(image_end);
    w.reserve_until(image_end as usize);
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
            (0, hdr_len as u64, hdr_len as u64)
        } else {
            (
                file_off(seg.vaddr),
                seg.data.len() as u64,
                seg.mem_size.max(seg.data.len() as u64),
            )
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
    for seg in p.segments.iter().skip(1) {
        w.pad_until(file_off(seg.vaddr) as usize);
        w.write(&seg.data);
    }
    w.pad_until(image_end as usize);
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
