//! Loading static ELF64 x86-64 executables (non-PIE and static-PIE), as
//! `fs/binfmt_elf.c: load_elf_binary()` does for a binary without an interpreter.
//!
//! # Differs from Linux
//! - No address-space randomization: a static-PIE is placed top-down just below the
//!   mmap base, where Linux would put it with `randomize_va_space=0`.
//! - The file is read whole; there is no page cache.

use object::elf;
use object::read::elf::{ElfFile64, FileHeader, ProgramHeader, SectionHeader};
use object::ObjectSection;
use object::{Endianness, Object, ObjectSymbol, SymbolKind};

use crate::abi::mm::{page_down, page_up, MMAP_BASE, PAGE_SIZE, TASK_SIZE};
use crate::cpu::Prot;

/// Why a file could not be loaded.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    /// Not parseable as ELF at all.
    #[error("not a valid ELF file: {0}")]
    Malformed(String),
    /// An ELF, but not one we run.
    #[error("unsupported executable: {0}")]
    Unsupported(String),
}

/// One `PT_LOAD` segment after relocation by the load bias.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadSegment {
    /// Virtual address (biased).
    pub vaddr: u64,
    /// Bytes in memory.
    pub memsz: u64,
    /// Bytes from the file.
    pub filesz: u64,
    /// File offset.
    pub offset: u64,
    /// Permissions.
    pub prot: Prot,
}

/// A symbol of the executable (address biased).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageSymbol {
    /// Name.
    pub name: String,
    /// Address.
    pub addr: u64,
    /// Size in bytes (0 if unknown).
    pub size: u64,
    /// `STT_FUNC`.
    pub is_func: bool,
}

/// A USDT probe site from `.note.stapsdt` (SystemTap SDT v3 note, type 3).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct UsdtNote {
    /// Provider.
    pub provider: String,
    /// Probe name.
    pub name: String,
    /// Site address, adjusted by `.stapsdt.base` and the load bias.
    pub pc: u64,
    /// The note's link-time `.stapsdt.base` address.
    pub base: u64,
    /// The `unsigned short` semaphore's address (biased, not base-adjusted, as libbpf
    /// does), if any.
    pub semaphore: Option<u64>,
    /// The argument string (`size@location ...`).
    pub args: String,
}

/// A parsed executable, ready to map.
#[derive(Clone, Debug)]
pub struct Image {
    /// The whole file.
    pub file: Vec<u8>,
    /// Added to every virtual address of the file (0 for ET_EXEC).
    pub load_bias: u64,
    /// Entry point (biased).
    pub entry: u64,
    /// `PT_LOAD` segments.
    pub segments: Vec<LoadSegment>,
    /// Symbols sorted by address then name.
    pub symbols: Vec<ImageSymbol>,
    /// Address of the program headers in memory (AT_PHDR).
    pub phdr: u64,
    /// `e_phentsize`.
    pub phent: u64,
    /// `e_phnum`.
    pub phnum: u64,
    /// `ET_DYN`.
    pub pie: bool,
    /// USDT sites.
    pub usdt: Vec<UsdtNote>,
}

impl Image {
    /// Parses `file`, checking that Linux would run it without an interpreter.
    pub fn parse(file: Vec<u8>) -> Result<Image, LoadError> {
        if file.len() < 4 || &file[..4] != b"\x7fELF" {
            return Err(LoadError::Malformed("missing ELF magic".into()));
        }
        if file.len() < 5 || file[4] != elf::ELFCLASS64 {
            return Err(LoadError::Unsupported("not a 64-bit ELF (ELFCLASS32?)".into()));
        }
        let obj = ElfFile64::<Endianness>::parse(&*file).map_err(|e| LoadError::Malformed(e.to_string()))?;
        let hdr = obj.elf_header();
        let endian = obj.endian();
        if !matches!(endian, Endianness::Little) {
            return Err(LoadError::Unsupported("big-endian ELF".into()));
        }
        let machine = hdr.e_machine(endian);
        if machine != elf::EM_X86_64 {
            return Err(LoadError::Unsupported(format!("machine {machine} is not x86-64 (62)")));
        }
        let etype = hdr.e_type(endian);
        let pie = match etype {
            elf::ET_EXEC => false,
            elf::ET_DYN => true,
            other => return Err(LoadError::Unsupported(format!("ELF type {other} is not an executable"))),
        };
        let phdrs = obj.elf_program_headers();
        if phdrs.iter().any(|p| p.p_type(endian) == elf::PT_INTERP) {
            return Err(LoadError::Unsupported(
                "dynamically linked executable (has PT_INTERP); only static executables are supported".into(),
            ));
        }
        let mut raw = Vec::new();
        let mut phdr_vaddr = None;
        for p in phdrs {
            match p.p_type(endian) {
                elf::PT_LOAD => {
                    let (off, filesz, memsz, vaddr) =
                        (p.p_offset(endian), p.p_filesz(endian), p.p_memsz(endian), p.p_vaddr(endian));
                    if off.checked_add(filesz).is_none_or(|end| end > file.len() as u64) {
                        return Err(LoadError::Malformed(format!(
                            "PT_LOAD at {vaddr:#x} reaches past the end of the file (truncated?)"
                        )));
                    }
                    if filesz > memsz || vaddr.checked_add(memsz).is_none_or(|e| e > TASK_SIZE) {
                        return Err(LoadError::Malformed(format!("PT_LOAD at {vaddr:#x} has bad sizes")));
                    }
                    if (vaddr % PAGE_SIZE) != (off % PAGE_SIZE) {
                        return Err(LoadError::Malformed(format!("PT_LOAD at {vaddr:#x} is misaligned")));
                    }
                    let flags = p.p_flags(endian);
                    let prot = Prot {
                        read: flags & elf::PF_R != 0,
                        write: flags & elf::PF_W != 0,
                        exec: flags & elf::PF_X != 0,
                    };
                    raw.push(LoadSegment { vaddr, memsz, filesz, offset: off, prot });
                }
                elf::PT_PHDR => phdr_vaddr = Some(p.p_vaddr(endian)),
                _ => {}
            }
        }
        if raw.is_empty() {
            return Err(LoadError::Malformed("no PT_LOAD segment".into()));
        }
        raw.sort_by_key(|s| s.vaddr);
        for w in raw.windows(2) {
            if page_up(w[0].vaddr + w[0].memsz) > page_down(w[1].vaddr) {
                return Err(LoadError::Malformed(format!("PT_LOAD segments overlap at {:#x}", w[1].vaddr)));
            }
        }
        let lo = page_down(raw[0].vaddr);
        let hi = raw.iter().map(|s| page_up(s.vaddr + s.memsz)).max().unwrap_or(lo);
        let load_bias = if pie { page_down(MMAP_BASE - (hi - lo)) - lo } else { 0 };
        if !pie && lo < 0x10000 {
            return Err(LoadError::Unsupported(format!("ET_EXEC loads at {lo:#x}, below mmap_min_addr")));
        }
        let phoff = hdr.e_phoff(endian);
        let phdr = phdr_vaddr.or_else(|| {
            raw.iter().find(|s| s.offset <= phoff && phoff < s.offset + s.filesz).map(|s| s.vaddr + (phoff - s.offset))
        });
        let segments = raw.into_iter().map(|s| LoadSegment { vaddr: s.vaddr + load_bias, ..s }).collect();
        let mut symbols: Vec<ImageSymbol> = obj
            .symbols()
            .filter_map(|s| {
                let name = s.name().ok()?;
                if name.is_empty() || s.is_undefined() {
                    return None;
                }
                let is_func = s.kind() == SymbolKind::Text;
                if !is_func && s.kind() != SymbolKind::Data {
                    return None;
                }
                Some(ImageSymbol { name: name.to_string(), addr: s.address() + load_bias, size: s.size(), is_func })
            })
            .collect();
        symbols.sort_by(|a, b| (a.addr, &a.name).cmp(&(b.addr, &b.name)));
        symbols.dedup();
        let usdt = parse_usdt(&obj, load_bias).map_err(LoadError::Malformed)?;
        Ok(Image {
            load_bias,
            entry: hdr.e_entry(endian) + load_bias,
            segments,
            symbols,
            phdr: phdr.map_or(0, |p| p + load_bias),
            phent: u64::from(hdr.e_phentsize(endian)),
            phnum: u64::from(hdr.e_phnum(endian)),
            pie,
            usdt,
            file,
        })
    }

    /// A symbol by name.
    pub fn symbol(&self, name: &str) -> Option<&ImageSymbol> {
        self.symbols.iter().find(|s| s.name == name)
    }

    /// The function symbol containing `addr`.
    pub fn function_at(&self, addr: u64) -> Option<&ImageSymbol> {
        self.symbols.iter().find(|s| s.is_func && s.addr <= addr && addr < s.addr + s.size.max(1))
    }

    /// The file offset backing `vaddr` (biased address), as the kernel computes
    /// `vm_pgoff << PAGE_SHIFT + vaddr - vm_start`.
    pub fn file_offset(&self, vaddr: u64) -> Option<u64> {
        self.segments
            .iter()
            .find(|s| s.vaddr <= vaddr && vaddr < s.vaddr + s.filesz)
            .map(|s| s.offset + (vaddr - s.vaddr))
    }

    /// Up to `n` bytes of the file at `vaddr` (fewer where the file ends).
    pub fn file_bytes_at(&self, vaddr: u64, n: usize) -> Option<&[u8]> {
        let off = usize::try_from(self.file_offset(vaddr)?).ok()?;
        let end = off.saturating_add(n).min(self.file.len());
        self.file.get(off..end)
    }

    /// The USDT site `provider:name`.
    pub fn usdt(&self, provider: &str, name: &str) -> Option<&UsdtNote> {
        self.usdt.iter().find(|n| n.provider == provider && n.name == name)
    }

    /// End of the highest segment, page aligned: where `brk` starts.
    pub fn end(&self) -> u64 {
        self.segments.iter().map(|s| page_up(s.vaddr + s.memsz)).max().unwrap_or(0)
    }
}

/// Reads every `stapsdt` note (type 3) of `.note.stapsdt`. The site address is adjusted
/// by the difference between the actual `.stapsdt.base` address and the note's `base`
/// (libbpf's and SystemTap's prelink correction).
fn parse_usdt(obj: &ElfFile64<'_, Endianness>, load_bias: u64) -> Result<Vec<UsdtNote>, String> {
    let endian = obj.endian();
    let data = obj.data();
    let actual_base = obj.section_by_name(".stapsdt.base").map(|s| s.address());
    let table = obj.elf_section_table();
    let mut out = Vec::new();
    for section in table.iter() {
        if table.section_name(endian, section).ok() != Some(b".note.stapsdt".as_slice()) {
            continue;
        }
        let Some(mut notes) = section.notes(endian, data).map_err(|e| format!(".note.stapsdt: {e}"))? else { continue };
        while let Some(note) = notes.next().map_err(|e| format!(".note.stapsdt: {e}"))? {
            if note.name() != b"stapsdt" || note.n_type(endian) != 3 {
                continue;
            }
            let desc = note.desc();
            if desc.len() < 24 {
                return Err("stapsdt note descriptor too short".into());
            }
            let word = |i: usize| u64::from_le_bytes(desc[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8]));
            let (pc, base, sema) = (word(0), word(1), word(2));
            let mut strings = desc[24..].split(|b| *b == 0).map(|s| String::from_utf8_lossy(s).into_owned());
            let provider = strings.next().unwrap_or_default();
            let name = strings.next().unwrap_or_default();
            let args = strings.next().unwrap_or_default();
            let adjust = actual_base.map_or(0, |a| a.wrapping_sub(base));
            out.push(UsdtNote {
                provider,
                name,
                pc: pc.wrapping_add(adjust).wrapping_add(load_bias),
                base,
                semaphore: (sema != 0).then(|| sema.wrapping_add(load_bias)),
                args,
            });
        }
    }
    Ok(out)
}
