//! Guest programs for probesim.
//!
//! Every program is written in Rust with iced-x86 [`CodeAssembler`](iced_x86::code_asm::CodeAssembler)
//! and laid out like a small static Linux executable: an ELF-header page at the image base
//! (0x400000, or 0 for static-PIE), `.text` from the next page (R+X), `.data`/`.bss` in the
//! page(s) after the text (R+W). [`Program::to_elf`] writes the same bytes as a real ELF64
//! file, so one program runs both in the simulator and natively, where real uprobes can be
//! attached to compare. Programs use raw syscalls only (no libc).
//!
//! Modules:
//! - [`mod@bench`]: the triggers of the kernel's `benchs/run_bench_uprobes.sh`.
//! - [`many`]: a generated program with N functions, for attach-scale measurements.
//! - [`classes`]: one program per x86 instruction class the kernel's instruction analysis
//!   distinguishes, plus a register-in/register-out harness for property tests.
//! - `misc` (via [`catalog`]): syscalls, faults, static-PIE, calls and recursion.
//! - `retprobe` (via [`catalog`]): return-probe mechanics: the depth limit, longjmp over
//!   hijacked frames, tail calls, fork with a pending return, register preservation of the
//!   uprobe/uretprobe syscall paths, and stray calls of syscalls 335/336. These programs set
//!   [`Program::ret_probe_targets`].
//! - `usdt` (via [`catalog`]): USDT (SystemTap SDT) probe sites with `.note.stapsdt` notes
//!   and semaphores: `nop`, `nop5` and `nop; nop10` sites, the red-zone test with a nop5 and
//!   a nop10 site. These programs set [`Program::usdt`] and [`Program::usdt_targets`]; the
//!   USDT bench triggers are in [`mod@bench`].
//!
//! Every program carries an [`Expected`] outcome derived independently of its code (by
//! arithmetic or a small reference model), checked natively by this crate's tests.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bench;
mod builder;
pub mod classes;
mod elf;
pub mod many;
mod misc;
mod retprobe;
mod rt;
mod usdt;

/// Segment permissions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Perms {
    /// Readable.
    pub r: bool,
    /// Writable.
    pub w: bool,
    /// Executable.
    pub x: bool,
}

impl Perms {
    /// `r--`: the ELF-header segment.
    pub const R: Perms = Perms { r: true, w: false, x: false };
    /// `r-x`: text.
    pub const RX: Perms = Perms { r: true, w: false, x: true };
    /// `rw-`: data and bss.
    pub const RW: Perms = Perms { r: true, w: true, x: false };
}

/// One `PT_LOAD` segment.
#[derive(Clone, Debug)]
pub struct Segment {
    /// Page-aligned virtual address (relative to 0 for PIE programs).
    pub vaddr: u64,
    /// File-backed bytes (`p_filesz`).
    pub data: Vec<u8>,
    /// Size in memory (`p_memsz`); bytes past `data.len()` are zero (bss).
    pub mem_size: u64,
    /// Permissions.
    pub perms: Perms,
}

/// Kind of a symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymKind {
    /// A function (`STT_FUNC`).
    Func,
    /// A data object (`STT_OBJECT`).
    Object,
}

/// One symbol (all are global in the ELF symbol table).
#[derive(Clone, Debug)]
pub struct Symbol {
    /// Name.
    pub name: String,
    /// Virtual address (relative to 0 for PIE programs).
    pub addr: u64,
    /// Size in bytes. A function's size runs up to the next function (or the end of text).
    pub size: u64,
    /// Function or data object.
    pub kind: SymKind,
}

/// The outcome of an unprobed run, derived independently of the program's own output.
#[derive(Clone, Debug)]
pub struct Expected {
    /// Exit status when the program exits normally.
    pub exit_code: Option<i32>,
    /// Signal number when the program is killed by a signal.
    pub signal: Option<i32>,
    /// Exact stdout, when it is deterministic (`None` when it depends on stdin).
    pub stdout: Option<String>,
}

impl Expected {
    fn exit(code: i32, stdout: impl Into<String>) -> Expected {
        Expected { exit_code: Some(code), signal: None, stdout: Some(stdout.into()) }
    }

    fn signal(sig: i32, stdout: impl Into<String>) -> Expected {
        Expected { exit_code: None, signal: Some(sig), stdout: Some(stdout.into()) }
    }
}

/// One USDT probe site, exported as a `stapsdt` note (type 3) in `.note.stapsdt`, the way
/// `sys/sdt.h` and libbpf's `usdt.h` emit it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsdtNote {
    /// Provider (the part before `:` in a `provider:name` spec).
    pub provider: String,
    /// Probe name.
    pub name: String,
    /// Link-time address of the probe site (the first byte of its NOP).
    pub pc: u64,
    /// Link-time address of the `unsigned short` semaphore (in `.probes`, symbol
    /// `<provider>_<name>_semaphore`), if the site has one.
    pub semaphore: Option<u64>,
    /// Argument specs, space-separated `size@location` (e.g. `8@%r12 -4@%r13d`), possibly empty.
    pub args: String,
}

impl UsdtNote {
    /// `provider:name`.
    pub fn spec(&self) -> String {
        format!("{}:{}", self.provider, self.name)
    }
}

/// A guest program: memory image, symbols and what an unprobed run must do.
#[derive(Clone, Debug)]
pub struct Program {
    /// Kebab-case name, unique in the [`catalog`].
    pub name: String,
    /// One line, for `probesim programs`.
    pub summary: String,
    /// What it exercises and what must happen.
    pub doc: String,
    /// Entry point (`_start`).
    pub entry: u64,
    /// `PT_LOAD` segments sorted by vaddr, page-aligned. `segments[0]` is always the
    /// read-only ELF-header segment at the image base (0x400000, or 0 for PIE); its `data`
    /// is the ELF header plus program headers (plus the 1-byte `.stapsdt.base` section for
    /// programs with [`Program::usdt`] notes), byte for byte what [`Program::to_elf`]
    /// writes at file offset 0. Then text (R+X) and, if the program has any, data+bss (R+W).
    pub segments: Vec<Segment>,
    /// Every function (`Func`, with its size) and data object (`Object`), sorted by address.
    pub symbols: Vec<Symbol>,
    /// Exported as `ET_DYN` static-PIE (no `PT_INTERP`, no relocations; vaddrs relative to 0).
    pub pie: bool,
    /// Outcome of an unprobed run.
    pub expected: Expected,
    /// Probe points for the kernel-comparison test, as `SYMBOL` or `SYMBOL+0xOFF` (OFF is an
    /// instruction boundary): every function entry, then at least one later boundary.
    pub probe_targets: Vec<String>,
    /// Functions (`SYMBOL`, always an entry) on which the kernel-comparison test attaches
    /// uretprobes. Empty for programs that are not about return probes.
    pub ret_probe_targets: Vec<String>,
    /// USDT sites, exported as `.note.stapsdt` notes by [`Program::to_elf`]. Empty for
    /// programs without USDT sites (their ELF then has no note, `.stapsdt.base` or
    /// `.probes` section).
    pub usdt: Vec<UsdtNote>,
    /// USDT probes (`provider:name`, each naming a note of [`Program::usdt`]) that the
    /// kernel-comparison test attaches: a uprobe at the note's `pc`, with `ref_ctr_offset` =
    /// the semaphore's file offset when the note has a semaphore. Empty for other programs.
    pub usdt_targets: Vec<String>,
}

impl Program {
    /// Writes the program as a static ELF64 x86-64 executable (`ET_EXEC`, or `ET_DYN` for PIE)
    /// with `.text`/`.data`/`.bss`/`.symtab`/`.strtab`/`.shstrtab` section headers.
    ///
    /// The header segment (`segments[0]`) is regenerated, so its `data` is ignored.
    pub fn to_elf(&self) -> Vec<u8> {
        elf::write(self)
    }

    /// Looks a symbol up by name.
    pub fn symbol(&self, name: &str) -> Option<&Symbol> {
        self.symbols.iter().find(|s| s.name == name)
    }

    /// Looks a USDT note up by its `provider:name` spec.
    pub fn usdt_note(&self, spec: &str) -> Option<&UsdtNote> {
        self.usdt.iter().find(|n| n.spec() == spec)
    }

    /// File offset of a virtual address in a `PT_LOAD` segment's file-backed bytes (for
    /// `perf_event_open`: `config2` of a probe address, `config >> 32` of a semaphore).
    /// Every segment is mapped at `file offset == vaddr - image base`.
    pub fn file_offset(&self, vaddr: u64) -> Option<u64> {
        let base = self.segments.first()?.vaddr;
        self.segments.iter().any(|s| s.vaddr <= vaddr && vaddr < s.vaddr + s.data.len() as u64).then(|| vaddr - base)
    }
}

/// Every program, in a deterministic order: misc programs, return-probe programs, USDT
/// programs, bench triggers, instruction classes.
pub fn catalog() -> Vec<Program> {
    let mut all = misc::all();
    all.extend(retprobe::all());
    all.extend(usdt::all());
    all.extend(bench::all());
    all.extend(classes::all());
    all
}

/// Finds a catalog program by name.
pub fn find(name: &str) -> Option<Program> {
    if let Some((_, build)) = misc::PROGRAMS.iter().find(|(n, _)| *n == name) {
        return Some(build());
    }
    if let Some((_, build)) = retprobe::PROGRAMS.iter().find(|(n, _)| *n == name) {
        return Some(build());
    }
    if let Some((_, build)) = usdt::PROGRAMS.iter().find(|(n, _)| *n == name) {
        return Some(build());
    }
    if let Some(t) = bench::Trigger::ALL.iter().find(|t| t.program_name() == name) {
        return Some(bench::trigger(*t, bench::CATALOG_ITERATIONS));
    }
    let class = name.strip_prefix("insn-")?;
    classes::names().contains(&class).then(|| classes::insn_program(class))
}
