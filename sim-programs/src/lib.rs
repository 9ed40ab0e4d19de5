//! Guest programs for probesim, and the builder they are written with.
//!
//! Every program is written in Rust with iced-x86 [`CodeAssembler`](iced_x86::code_asm::CodeAssembler)
//! and laid out like a small static Linux executable: an ELF-header page at the image base
//! (0x400000, or 0 for static-PIE), `.text` from the next page (R+X), `.data`/`.bss` in the
//! page(s) after the text (R+W). [`Program::to_elf`] writes the same bytes as a real ELF64
//! file, so one program runs both in the simulator and natively, where real uprobes can be
//! attached to compare. Programs use raw syscalls only (no libc).
//!
//! # Writing a guest
//!
//! [`Program::builder`] (or [`Program::new`] for one free-form closure) with [`Asm`], the
//! assembler: `code_asm` instructions plus named functions, data, probe targets, sites and
//! calls of the runtime routines in [`rt`] (print, write, exit, setjmp/longjmp, fork).
//! Every function gets an `STT_FUNC` symbol with its size, so probes attach by name
//! (`uprobe:NAME:FUNC`, `uprobe:NAME:FUNC+0xOFF`). The catalog programs are built the same
//! way. [`prelude`] has everything a guest needs in scope.
//!
//! ```
//! use sim_programs::prelude::*;
//!
//! let p = Program::new("hello-world", |a| {
//!     a.func("_start")?;
//!     a.print("hello, world\n")?;
//!     a.exit(0)
//! })?;
//! assert_eq!(p.probe_targets, ["_start", "exit_group", "write_str", "_start+0x7"]);
//! # Ok::<(), BuildError>(())
//! ```
//!
//! # Modules
//!
//! - [`generators`]: parametric programs (recursion depth, call chains, tail calls,
//!   longjmp patterns, red-zone leaves, USDT loops, bench triggers, instruction-class
//!   harnesses), with their parameters documented; the catalog's fixed programs are
//!   instances of them.
//! - [`mod@bench`]: the triggers of the kernel's `benchs/run_bench_uprobes.sh`.
//! - [`many`]: a generated program with N functions, for attach-scale measurements.
//! - [`classes`]: one program per x86 instruction class the kernel's instruction analysis
//!   distinguishes, plus a register-in/register-out harness for property tests.
//! - [`rt`]: the runtime routines and their register conventions, syscall numbers.
//! - [`catalog`] and [`find`]: every bundled program: syscalls, faults, static-PIE, calls
//!   and recursion; return-probe mechanics (the depth limit, longjmp over hijacked frames,
//!   tail calls, fork with a pending return, register preservation of the uprobe/uretprobe
//!   syscall paths, stray calls of syscalls 335/336; these set
//!   [`Program::ret_probe_targets`]); USDT (SystemTap SDT) sites with `.note.stapsdt`
//!   notes and semaphores (these set [`Program::usdt`] and [`Program::usdt_targets`]).
//!
//! Every catalog program carries an [`Expected`] outcome derived independently of its code
//! (by arithmetic or a small reference model), checked natively by this crate's tests.
//!
//! # C guests
//!
//! A guest can also be compiled from C with the system compiler at test time; see the
//! crate README, section "C guests", for the flags and a minimal `_start`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bench;
mod builder;
pub mod classes;
mod elf;
pub mod generators;
pub mod many;
mod misc;
pub mod races;
mod retprobe;
pub mod rt;
pub mod threads;
mod usdt;

pub use builder::{Asm, AsmResult, BuildError, ProgramBuilder};
/// The iced-x86 this crate assembles with (its `code_asm` registers and operands are what
/// [`Asm`] takes), re-exported so guests need no version of their own.
pub use iced_x86;

/// The classic one-byte `nop` (`90`): the USDT site of `sys/sdt.h`; a probe on it is emulated.
pub const NOP1: &[u8] = &[0x90];
/// The 5-byte nop `0f 1f 44 00 00` (`nopl 0x0(%rax,%rax,1)`): the kernel selftests'
/// `USDT_NOP`, which Linux 6.18 optimizes into a `call` to `[uprobes-trampoline]`.
pub const NOP5: &[u8] = &[0x0f, 0x1f, 0x44, 0x00, 0x00];
/// The 10-byte nop `66 2e 0f 1f 84 00 00 00 00 00` (`nopw %cs:0x0(%rax,%rax,1)`, CS prefix)
/// of the proposed 2026 red-zone fix B; Linux 6.18 refuses a uprobe on it.
pub const NOP10: &[u8] = &[0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00];

/// What a guest's code needs in scope: every `code_asm` register and operand helper, the
/// builder types, [`Program`] and [`Expected`], and the NOP sites.
pub mod prelude {
    pub use crate::{Asm, AsmResult, BuildError, Expected, Program, ProgramBuilder, NOP1, NOP10, NOP5};
    pub use iced_x86::code_asm::*;
}

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
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
///
/// `Expected::default()` claims nothing (no exit status, no signal, any stdout).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expected {
    /// Exit status when the program exits normally.
    pub exit_code: Option<i32>,
    /// Signal number when the program is killed by a signal.
    pub signal: Option<i32>,
    /// Exact stdout, when it is deterministic (`None` when it depends on stdin).
    pub stdout: Option<String>,
}

impl Expected {
    /// Exits with status `code` after printing exactly `stdout`.
    pub fn exit(code: i32, stdout: impl Into<String>) -> Expected {
        Expected { exit_code: Some(code), signal: None, stdout: Some(stdout.into()) }
    }

    /// Killed by signal `sig` (e.g. 11 for SIGSEGV) after printing exactly `stdout`.
    pub fn signal(sig: i32, stdout: impl Into<String>) -> Expected {
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

/// A named instruction of a program, recorded by [`Asm::site`]: where a probe can go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The site's name.
    pub name: String,
    /// The function it is in.
    pub function: String,
    /// Its offset from the function's start.
    pub offset: u64,
    /// Its virtual address (relative to 0 for PIE programs).
    pub addr: u64,
}

impl Site {
    /// `FUNC` or `FUNC+0xOFF`: the SYMBOL part of a probe spec (`uprobe:PATH:FUNC+0xOFF`).
    pub fn location(&self) -> String {
        if self.offset == 0 {
            self.function.clone()
        } else {
            format!("{}+{:#x}", self.function, self.offset)
        }
    }
}

/// A guest program: memory image, symbols and what an unprobed run must do.
///
/// Built with [`Program::builder`] or [`Program::new`]; the catalog's are in [`catalog`].
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// Named sites ([`Asm::site`]), in the order they were recorded. Not in the ELF.
    pub sites: Vec<Site>,
}

impl Program {
    /// A builder for program `name` (kebab-case by convention): add functions, data and
    /// metadata, then [`ProgramBuilder::build`].
    pub fn builder(name: &str) -> ProgramBuilder {
        ProgramBuilder::new(name)
    }

    /// Program `name` from one free-form closure that starts its functions with
    /// [`Asm::func`]: `Program::builder(name).code(code).build()`.
    pub fn new(name: &str, code: impl FnOnce(&mut Asm) -> AsmResult) -> Result<Program, BuildError> {
        Program::builder(name).code(code).build()
    }

    /// Looks a named site ([`Asm::site`]) up.
    pub fn site(&self, name: &str) -> Option<&Site> {
        self.sites.iter().find(|s| s.name == name)
    }

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
