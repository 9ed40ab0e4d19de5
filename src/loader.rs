//! Loading ELF64 x86-64 files as `fs/binfmt_elf.c: load_elf_binary()` does: static
//! executables (non-PIE and static-PIE), dynamic ones (their `PT_INTERP` is recorded,
//! and the machine loads the interpreter as `load_elf_interp()` does), and shared
//! objects read for their symbols ([`Placement::Unplaced`]).
//!
//! What `execve` refuses is refused here too, with the errno the kernel gives
//! ([`LoadError::Exec`]): program headers of another size than 56 bytes, none, or more
//! than 64 KiB of them (`elf_read_phdrs()`/`load_elf_phdrs()`: ENOEXEC); segments that
//! cannot be placed (ENOMEM). A `PT_LOAD` with `p_filesz` and `p_memsz` both 0 (as
//! `gcc -static-pie` emits for an empty read-only segment) maps nothing, as
//! `elf_load()` maps nothing for it, but still counts for the image's span
//! (`total_mapping_size()`) and for where `brk` starts.
//!
//! # Differs from Linux
//! - No address-space randomization: a static-PIE is placed top-down just below the
//!   mmap base, where Linux would put it with `randomize_va_space=0`.
//! - The file is read whole; there is no page cache.
//! - A failure to map a segment happens after `execve`'s point of no return on Linux,
//!   which then kills the process with SIGSEGV (`bprm_execve()`); here it is a load
//!   error ([`LoadError::Exec`], ENOMEM), before any process exists.
//! - Whether Linux can map a large segment depends on the host's memory and overcommit
//!   policy; here an image of more than [`MAX_IMAGE_BYTES`] is refused with ENOMEM,
//!   whatever the host.
//! - Segments in the simulator's fixed stack and `[uprobes]` range (from
//!   `STACK_TOP - STACK_SIZE` to `TASK_SIZE`) are refused with ENOMEM. Linux places its
//!   (randomized) stack after the segments are known not to be there, and its initial
//!   stack VMA is far smaller than the 8 MiB the simulator maps up front.

use object::elf;
use object::read::elf::{ElfFile64, FileHeader, ProgramHeader, SectionHeader};
use object::ObjectSection;
use object::{Endianness, Object, ObjectSymbol, SymbolSection};

use crate::abi::mm::{page_down, page_up, MMAP_BASE, PAGE_SIZE, STACK_SIZE, STACK_TOP, TASK_SIZE};
pub use crate::cpu::FileBytes;
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
    /// An ELF that Linux's `execve` refuses too, with this errno.
    #[error("execve fails with {errno}: {why}")]
    Exec {
        /// The errno's name (`ENOEXEC`, `ENOMEM`).
        errno: &'static str,
        /// Why, in one line.
        why: String,
    },
}

/// The most memory an image's segments may take (their page-rounded sizes added up):
/// what the simulator commits for a guest by default. More is refused with ENOMEM
/// ([`LoadError::Exec`]), whatever the host could map.
pub const MAX_IMAGE_BYTES: u64 = 4 << 30;

/// The most program-header bytes `execve` reads (`load_elf_phdrs()`: 64 KiB).
pub const MAX_PHDR_BYTES: u64 = 65536;

/// `sizeof(struct elf64_phdr)`.
const PHDR_SIZE: u64 = 56;

/// The lowest address a mapping may have (`vm.mmap_min_addr`'s default).
const MMAP_MIN_ADDR: u64 = 0x10000;

/// A [`LoadError::Exec`].
fn exec_error(errno: &'static str, why: String) -> LoadError {
    LoadError::Exec { errno, why }
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

/// The ELF type of a symbol the loader keeps (`st_info & 0xf`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub enum SymType {
    /// `STT_FUNC`: a function.
    Func,
    /// `STT_NOTYPE` in an executable section: a label, as hand-written assembly
    /// defines them (`nm` shows `T`). Usually without a size.
    NoType,
    /// `STT_GNU_IFUNC`: an indirect function. Its address is the *resolver*'s, which
    /// the program's start-up code calls to pick the implementation; a probe on the
    /// name fires on the resolver (as bcc's `bcc_resolve_symname()`, which bpftrace
    /// uses, takes `st_value` as it is).
    Ifunc,
    /// `STT_OBJECT` or `STT_COMMON`: data.
    Object,
}

impl SymType {
    /// The name `readelf -s` prints for the type.
    pub fn name(self) -> &'static str {
        match self {
            SymType::Func => "FUNC",
            SymType::NoType => "NOTYPE",
            SymType::Ifunc => "IFUNC",
            SymType::Object => "OBJECT",
        }
    }
}

impl std::fmt::Display for SymType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.name())
    }
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
    /// Defined in an executable section (`SHF_EXECINSTR`) with type `STT_FUNC`,
    /// `STT_GNU_IFUNC` or `STT_NOTYPE`: a place code can be probed by name.
    pub is_func: bool,
    /// The ELF symbol type.
    pub kind: SymType,
    /// Where the symbol's code ends, for the instruction-boundary check: `addr + size`,
    /// or for a symbol without a size the next code symbol's address above it (or the
    /// end of its section). `addr` for data.
    pub end: u64,
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
    /// The whole file, shared: a clone of the image (each `Machine` keeps one) and the
    /// kernel's record of the mapped file hold the same bytes (in memory, or the host
    /// file mapped read-only: [`FileBytes`]).
    pub file: FileBytes,
    /// Added to every virtual address of the file (0 for ET_EXEC).
    pub load_bias: u64,
    /// Entry point (biased).
    pub entry: u64,
    /// `PT_LOAD` segments.
    pub segments: Vec<LoadSegment>,
    /// Symbols sorted by address then name.
    pub symbols: Vec<ImageSymbol>,
    /// The lookup index over [`Image::symbols`], built once by [`Image::parse`].
    pub index: SymbolIndex,
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
    /// The end of the highest `PT_LOAD` (biased), empty ones included: where `brk`
    /// starts once page aligned (`elf_brk` in `load_elf_binary()`).
    pub brk: u64,
    /// `PT_INTERP`: the program interpreter a dynamic executable names.
    pub interp: Option<String>,
    /// The open host file [`Image::file`] was read from, if it was (see [`HostFile`]).
    pub host: Option<HostFile>,
}

/// The open host file an [`Image`]'s bytes were read from: exec maps the pages of the
/// image the guest cannot write from it, read when first touched (as `elf_map()` maps
/// the file), instead of copying them. It stands for [`Image::file`] only while that is the very
/// allocation it was read into ([`Image::host_file`]): an image given other bytes has
/// them copied.
#[derive(Clone, Debug)]
pub struct HostFile {
    /// The file.
    file: std::sync::Arc<std::fs::File>,
    /// Its bytes, as read or mapped from it.
    bytes: FileBytes,
}

/// Where [`Image::parse_as`] places an `ET_DYN` file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// As `load_elf_binary()` places the executable: an `ET_DYN` with an interpreter
    /// at `ELF_ET_DYN_BASE`, a static-PIE top-down below the mmap base.
    Executable,
    /// The interpreter, at this base (`load_elf_interp()`: wherever `mmap` put its
    /// whole span).
    At(u64),
    /// Not placed (bias 0): a file read for its symbols and offsets (a shared library
    /// a spec names).
    Unplaced,
}

/// `ELF_ET_DYN_BASE` on x86-64: `DEFAULT_MAP_WINDOW / 3 * 2`, where a dynamic PIE goes
/// without randomization (then aligned down to its segments' largest alignment).
pub const ELF_ET_DYN_BASE: u64 = TASK_SIZE / 3 * 2;

impl Image {
    /// Parses an executable `file`, placed as `execve` places it.
    pub fn parse(file: impl Into<FileBytes>) -> Result<Image, LoadError> {
        Image::parse_as(file, Placement::Executable)
    }

    /// The image, with `file` as the host file its bytes were read from (the caller read
    /// [`Image::file`] from it, whole).
    pub(crate) fn with_host_file(mut self, file: std::sync::Arc<std::fs::File>) -> Image {
        self.host = Some(HostFile { file, bytes: self.file.clone() });
        self
    }

    /// The host file this image's bytes were read from, while [`Image::file`] holds them.
    pub fn host_file(&self) -> Option<&std::sync::Arc<std::fs::File>> {
        self.host.as_ref().filter(|h| FileBytes::ptr_eq(&h.bytes, &self.file)).map(|h| &h.file)
    }

    /// The span of an `ET_DYN` file's segments (`total_mapping_size()`), page rounded:
    /// what the interpreter's first `mmap` reserves.
    pub fn span(&self) -> u64 {
        let lo = self.segments.iter().map(|s| page_down(s.vaddr)).min().unwrap_or(0);
        page_up(self.brk).saturating_sub(lo)
    }

    /// Parses `file` placed as `placement` says.
    pub fn parse_as(file: impl Into<FileBytes>, placement: Placement) -> Result<Image, LoadError> {
        let file: FileBytes = file.into();
        if file.len() < 4 || &file[..4] != b"\x7fELF" {
            return Err(LoadError::Malformed("missing ELF magic".into()));
        }
        if file.len() < 5 || file[4] != elf::ELFCLASS64 {
            return Err(LoadError::Unsupported("not a 64-bit ELF (ELFCLASS32?)".into()));
        }
        check_phdrs(&file)?;
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
        let (phent, phnum) = (u64::from(hdr.e_phentsize(endian)), u64::from(hdr.e_phnum(endian)));
        let phdrs = obj.elf_program_headers();
        let mut interp = None;
        let mut align = PAGE_SIZE;
        for p in phdrs {
            match p.p_type(endian) {
                elf::PT_INTERP => {
                    let bytes = p
                        .data(endian, &*file)
                        .map_err(|_| LoadError::Malformed("PT_INTERP past the end of the file".into()))?;
                    // load_elf_binary(): the path must end in its NUL.
                    let Some((0, path)) = bytes.split_last() else {
                        return Err(exec_error("ENOEXEC", "PT_INTERP is not NUL-terminated".into()));
                    };
                    interp = Some(String::from_utf8_lossy(path).into_owned());
                }
                // maximum_alignment(): the largest power-of-two p_align of a PT_LOAD.
                elf::PT_LOAD if p.p_align(endian).is_power_of_two() => align = align.max(p.p_align(endian)),
                _ => {}
            }
        }
        let mut raw = Vec::new();
        let mut phdr_vaddr = None;
        for p in phdrs {
            match p.p_type(endian) {
                elf::PT_LOAD => {
                    let (off, filesz, memsz, vaddr) =
                        (p.p_offset(endian), p.p_filesz(endian), p.p_memsz(endian), p.p_vaddr(endian));
                    // An empty segment reads and maps nothing (elf_load()): its offset is
                    // not checked.
                    let empty = filesz == 0 && memsz == 0;
                    if !empty && off.checked_add(filesz).is_none_or(|end| end > file.len() as u64) {
                        return Err(LoadError::Malformed(format!(
                            "PT_LOAD at {vaddr:#x} reaches past the end of the file (truncated?)"
                        )));
                    }
                    if filesz > memsz || vaddr.checked_add(memsz).is_none_or(|e| e > TASK_SIZE) {
                        return Err(LoadError::Malformed(format!("PT_LOAD at {vaddr:#x} has bad sizes")));
                    }
                    if !empty && (vaddr % PAGE_SIZE) != (off % PAGE_SIZE) {
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
        // The span Linux reserves for an ET_DYN (total_mapping_size()) and the end that
        // brk starts from count every PT_LOAD; an empty one maps nothing (elf_load()).
        let lo = page_down(raw[0].vaddr);
        let hi = raw.iter().map(|s| page_up(s.vaddr + s.memsz)).max().unwrap_or(lo);
        let top = raw.iter().map(|s| s.vaddr + s.memsz).max().unwrap_or(lo);
        raw.retain(|s| s.memsz > 0);
        if raw.is_empty() {
            return Err(LoadError::Malformed("no PT_LOAD segment with a size".into()));
        }
        for w in raw.windows(2) {
            if page_up(w[0].vaddr + w[0].memsz) > page_down(w[1].vaddr) {
                return Err(LoadError::Malformed(format!("PT_LOAD segments overlap at {:#x}", w[1].vaddr)));
            }
        }
        let total: u64 = raw.iter().map(|s| page_up(s.vaddr + s.memsz) - page_down(s.vaddr)).sum();
        if total > MAX_IMAGE_BYTES {
            return Err(exec_error(
                "ENOMEM",
                format!("the segments take {total:#x} bytes, more than the {MAX_IMAGE_BYTES:#x} a guest may commit"),
            ));
        }
        if pie && placement == Placement::Executable && hi - lo > MMAP_BASE - MMAP_MIN_ADDR {
            return Err(exec_error(
                "ENOMEM",
                format!("the segments span {:#x} bytes, more than fits below the mmap base", hi - lo),
            ));
        }
        let load_bias = match placement {
            _ if !pie => 0,
            Placement::Unplaced => 0,
            Placement::At(base) => base.wrapping_sub(lo),
            // load_elf_binary(): ELF_ET_DYN_BASE, aligned, less the first vaddr.
            Placement::Executable if interp.is_some() => page_down((ELF_ET_DYN_BASE & !(align - 1)).wrapping_sub(lo)),
            Placement::Executable => page_down(MMAP_BASE - (hi - lo)) - lo,
        };
        if !pie && lo < MMAP_MIN_ADDR {
            return Err(LoadError::Unsupported(format!("ET_EXEC loads at {lo:#x}, below mmap_min_addr")));
        }
        let reserved = if placement == Placement::Unplaced { u64::MAX } else { STACK_TOP - STACK_SIZE };
        if let Some(s) = raw.iter().find(|s| page_up(s.vaddr + load_bias + s.memsz) > reserved) {
            return Err(exec_error(
                "ENOMEM",
                format!(
                    "PT_LOAD at {:#x} reaches into the simulated stack and [uprobes] range ({reserved:#x}-{TASK_SIZE:#x})",
                    s.vaddr
                ),
            ));
        }
        let phoff = hdr.e_phoff(endian);
        let phdr = phdr_vaddr.or_else(|| {
            raw.iter().find(|s| s.offset <= phoff && phoff < s.offset + s.filesz).map(|s| s.vaddr + (phoff - s.offset))
        });
        let segments = raw.into_iter().map(|s| LoadSegment { vaddr: s.vaddr + load_bias, ..s }).collect();
        let symbols = code_and_data_symbols(&obj, load_bias);
        let index = SymbolIndex::build(&symbols);
        let usdt = parse_usdt(&obj, load_bias).map_err(LoadError::Malformed)?;
        Ok(Image {
            load_bias,
            // `e_entry + load_bias` in unsigned long arithmetic, as load_elf_binary()
            // adds them. An entry at or above TASK_SIZE there fails `BAD_ADDR()` past the
            // point of no return: SIGSEGV. Here the first fetch faults: SIGSEGV too.
            entry: hdr.e_entry(endian).wrapping_add(load_bias),
            segments,
            symbols,
            index,
            phdr: phdr.map_or(0, |p| p.wrapping_add(load_bias)),
            phent,
            phnum,
            pie,
            usdt,
            brk: top + load_bias,
            interp,
            host: None,
            file,
        })
    }

    /// A symbol by name (the lowest-addressed one if the name is defined twice),
    /// through the index: O(log n).
    pub fn symbol(&self, name: &str) -> Option<&ImageSymbol> {
        self.index.by_name(&self.symbols, name).first().map(|i| &self.symbols[*i])
    }

    /// The code symbol containing `addr` (between its address and [`ImageSymbol::end`],
    /// the symbol itself at least), the lowest-addressed if several do: O(log n) plus
    /// the symbols that overlap `addr`.
    pub fn function_at(&self, addr: u64) -> Option<&ImageSymbol> {
        self.index.containing(&self.symbols, addr).map(|i| &self.symbols[i])
    }

    /// [`Image::function_at`] for a run of addresses in ascending order (a pattern's
    /// sites): `cursor` starts at 0 and carries the position from one query to the
    /// next, so the run costs one pass over the index, not a search per address. Any
    /// order is answered correctly; only ascending runs are fast.
    pub fn function_at_ascending(&self, addr: u64, cursor: &mut usize) -> Option<&ImageSymbol> {
        self.index.containing_ascending(&self.symbols, addr, cursor).map(|i| &self.symbols[i])
    }

    /// The code symbols whose names are nearest to `name` by edit distance, at most
    /// `n`, nearest first, then by name: what an "unknown symbol" error suggests.
    pub fn nearest_symbols(&self, name: &str, n: usize) -> Vec<&str> {
        let limit = (name.chars().count() / 2).max(2);
        let mut scored: Vec<(usize, &str)> = self
            .index
            .names
            .iter()
            .map(|i| &self.symbols[*i as usize])
            .filter(|s| s.is_func)
            .filter_map(|s| {
                let d = edit_distance(name, &s.name, limit)?;
                Some((d, s.name.as_str()))
            })
            .collect();
        scored.sort();
        scored.dedup();
        scored.into_iter().take(n).map(|(_, s)| s).collect()
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

    /// End of the highest `PT_LOAD`, page aligned: where `brk` starts.
    pub fn end(&self) -> u64 {
        page_up(self.brk)
    }
}

/// `load_elf_phdrs()`'s checks, made on the raw header before anything reads a program
/// header: each is 56 bytes, and there are 1 to 64 KiB of them (else ENOEXEC). A header
/// too short to hold the fields, or not little-endian, is left to the ELF parser.
fn check_phdrs(file: &[u8]) -> Result<(), LoadError> {
    if file.get(5) != Some(&elf::ELFDATA2LSB) {
        return Ok(());
    }
    let half = |at: usize| file.get(at..at + 2).map(|b| u64::from(u16::from_le_bytes([b[0], b[1]])));
    let (Some(phent), Some(phnum)) = (half(54), half(56)) else { return Ok(()) };
    if phent != PHDR_SIZE {
        return Err(exec_error("ENOEXEC", format!("e_phentsize is {phent}, not {PHDR_SIZE}")));
    }
    if phnum == 0 || phnum * PHDR_SIZE > MAX_PHDR_BYTES {
        return Err(exec_error(
            "ENOEXEC",
            format!(
                "{phnum} program headers ({} bytes; Linux reads 1 to {} of them, at most {MAX_PHDR_BYTES} bytes)",
                phnum * PHDR_SIZE,
                MAX_PHDR_BYTES / PHDR_SIZE
            ),
        ));
    }
    Ok(())
}

/// The symbols a probe can name: every defined, named `STT_FUNC`, `STT_GNU_IFUNC` and
/// `STT_NOTYPE` symbol of an executable section (code), and every `STT_OBJECT` /
/// `STT_COMMON` one (data), sorted by address then name, with each code symbol's
/// [`ImageSymbol::end`].
fn code_and_data_symbols(obj: &ElfFile64<'_, Endianness>, load_bias: u64) -> Vec<ImageSymbol> {
    let endian = obj.endian();
    let table = obj.elf_section_table();
    // (end of section) for executable sections, by section index.
    let exec_end = |sym: &object::read::elf::ElfSymbol64<'_, '_, Endianness>| -> Option<u64> {
        let SymbolSection::Section(idx) = sym.section() else { return None };
        let sh = table.section(idx).ok()?;
        (sh.sh_flags(endian) & u64::from(elf::SHF_EXECINSTR) != 0)
            .then(|| sh.sh_addr(endian).saturating_add(sh.sh_size(endian)).wrapping_add(load_bias))
    };
    // `.symtab`, and `.dynsym` (all a stripped library or executable has): names
    // without their version (`malloc@@GLIBC_2.2.5` is `malloc`).
    let mut symbols: Vec<(ImageSymbol, u64)> = obj
        .symbols()
        // Version definitions (`GLIBC_2.2.5`) are absolute symbols of `.dynsym`: no place.
        .chain(obj.dynamic_symbols().filter(|s| s.section() != SymbolSection::Absolute))
        .filter_map(|s| {
            let name = s.name().ok()?;
            if name.is_empty() || s.is_undefined() {
                return None;
            }
            let st_type = s.elf_symbol().st_type();
            let section_end = exec_end(&s);
            let kind = match st_type {
                elf::STT_FUNC if section_end.is_some() => SymType::Func,
                elf::STT_GNU_IFUNC if section_end.is_some() => SymType::Ifunc,
                elf::STT_NOTYPE if section_end.is_some() => SymType::NoType,
                // A function symbol outside executable sections stays what it was: a
                // function (the simulator always kept STT_FUNC).
                elf::STT_FUNC => SymType::Func,
                elf::STT_OBJECT | elf::STT_COMMON => SymType::Object,
                _ => return None,
            };
            let addr = s.address().wrapping_add(load_bias);
            let is_func = kind != SymType::Object;
            let sym = ImageSymbol { name: name.to_string(), addr, size: s.size(), is_func, kind, end: addr };
            Some((sym, section_end.unwrap_or(addr)))
        })
        .collect();
    symbols.sort_by(|a, b| (a.0.addr, &a.0.name).cmp(&(b.0.addr, &b.0.name)));
    symbols.dedup();
    // A sized symbol ends at addr + size; a sizeless code symbol at the next code
    // symbol above it, or its section's end.
    let code_addrs: Vec<u64> = symbols.iter().filter(|(s, _)| s.is_func).map(|(s, _)| s.addr).collect();
    for (s, section_end) in &mut symbols {
        s.end = if s.size > 0 {
            s.addr.saturating_add(s.size)
        } else if s.is_func {
            let next = code_addrs.partition_point(|a| *a <= s.addr);
            code_addrs.get(next).copied().unwrap_or(*section_end).min(*section_end).max(s.addr)
        } else {
            s.addr
        };
    }
    symbols.into_iter().map(|(s, _)| s).collect()
}

/// The lookup index over an image's symbols, built once when the image is parsed, so
/// that resolving a spec never scans the symbol table: names sorted (binary search,
/// and a range for a glob's literal prefix), and the code symbols by address with the
/// furthest end so far (containment by binary search).
#[derive(Clone, Debug, Default)]
pub struct SymbolIndex {
    /// Indices into the symbols, sorted by (name, address).
    names: Vec<u32>,
    /// Indices of the code symbols, in address order (the symbols' own order).
    code: Vec<u32>,
    /// `reach[i]`: the largest `end` among `code[..=i]`.
    reach: Vec<u64>,
}

impl SymbolIndex {
    /// Builds the index over `symbols` (sorted by address then name).
    fn build(symbols: &[ImageSymbol]) -> SymbolIndex {
        let mut names: Vec<u32> = (0..symbols.len() as u32).collect();
        names.sort_by(|a, b| {
            let (a, b) = (&symbols[*a as usize], &symbols[*b as usize]);
            (&a.name, a.addr).cmp(&(&b.name, b.addr))
        });
        let code: Vec<u32> = (0..symbols.len() as u32).filter(|i| symbols[*i as usize].is_func).collect();
        let mut reach = Vec::with_capacity(code.len());
        let mut far = 0u64;
        for i in &code {
            far = far.max(symbols[*i as usize].end.max(symbols[*i as usize].addr + 1));
            reach.push(far);
        }
        SymbolIndex { names, code, reach }
    }

    /// The symbols named `name`, lowest address first.
    pub fn by_name(&self, symbols: &[ImageSymbol], name: &str) -> Vec<usize> {
        let lo = self.names.partition_point(|i| symbols[*i as usize].name.as_str() < name);
        self.names[lo..].iter().take_while(|i| symbols[**i as usize].name == name).map(|i| *i as usize).collect()
    }

    /// The symbols whose names start with `prefix`, in name order.
    pub fn with_prefix<'a>(&'a self, symbols: &'a [ImageSymbol], prefix: &'a str) -> impl Iterator<Item = usize> + 'a {
        let lo = self.names.partition_point(|i| symbols[*i as usize].name.as_str() < prefix);
        self.names[lo..].iter().take_while(move |i| symbols[**i as usize].name.starts_with(prefix)).map(|i| *i as usize)
    }

    /// The lowest-addressed code symbol containing `addr`.
    fn containing(&self, symbols: &[ImageSymbol], addr: u64) -> Option<usize> {
        let k = self.code.partition_point(|i| symbols[*i as usize].addr <= addr);
        self.containing_below(symbols, addr, k)
    }

    /// [`SymbolIndex::containing`] for addresses asked in ascending order: `cursor`
    /// (0 at first) remembers how far the last query got, so a run of nearby queries
    /// steps forward through the index instead of searching it from the top each time
    /// (a search over 100k symbols misses the cache at nearly every step). A query
    /// below the previous one searches afresh.
    fn containing_ascending(&self, symbols: &[ImageSymbol], addr: u64, cursor: &mut usize) -> Option<usize> {
        let at = |k: usize| symbols[self.code[k] as usize].addr;
        let mut k = (*cursor).min(self.code.len());
        if k > 0 && at(k - 1) > addr {
            k = self.code.partition_point(|i| symbols[*i as usize].addr <= addr);
        } else {
            // A few steps forward, then a search over what is left.
            let mut steps = 0;
            while k < self.code.len() && at(k) <= addr {
                k += 1;
                steps += 1;
                if steps == 8 {
                    k += self.code[k..].partition_point(|i| symbols[*i as usize].addr <= addr);
                    break;
                }
            }
        }
        *cursor = k;
        self.containing_below(symbols, addr, k)
    }

    /// The lowest-addressed code symbol among `code[..k]` (those at or below `addr`)
    /// containing `addr`.
    fn containing_below(&self, symbols: &[ImageSymbol], addr: u64, k: usize) -> Option<usize> {
        let mut best = None;
        for j in (0..k).rev() {
            if self.reach[j] <= addr {
                break; // nothing at or below j reaches addr
            }
            let s = &symbols[self.code[j] as usize];
            if addr < s.end.max(s.addr + 1) {
                best = Some(self.code[j] as usize);
            }
        }
        best
    }
}

/// The Levenshtein distance between `a` and `b`, if it is at most `limit`.
fn edit_distance(a: &str, b: &str, limit: usize) -> Option<usize> {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len().abs_diff(b.len()) > limit {
        return None;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb)).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    let d = prev[b.len()];
    (d <= limit).then_some(d)
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
