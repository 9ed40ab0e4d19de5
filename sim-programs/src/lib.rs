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
//! - [`classes`]: one program per x86 instruction class the kernel's instruction analysis
//!   distinguishes, plus a register-in/register-out harness for property tests.
//! - `misc` (via [`catalog`]): syscalls, faults, static-PIE, calls and recursion.
//! - `retprobe` (via [`catalog`]): return-probe mechanics: the depth limit, longjmp over
//!   hijacked frames, tail calls, fork with a pending return, register preservation of the
//!   uprobe/uretprobe syscall paths, and stray calls of syscalls 335/336. These programs set
//!   [`Program::ret_probe_targets`].
//!
//! Every program carries an [`Expected`] outcome derived independently of its code (by
//! arithmetic or a small reference model), checked natively by this crate's tests.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bench;
mod builder;
pub mod classes;
mod elf;
mod misc;
mod retprobe;
mod rt;

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
    pub const R: Perms = Perms {
        r: true,
        w: false,
        x: false,
    };
    /// `r-x`: text.
    pub const RX: Perms = Perms {
        r: true,
        w: false,
        x: true,
    };
    /// `rw-`: data and bss.
    pub const RW: Perms = Perms {
        r: true,
        w: true,
        x: false,
    };
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
        Expected {
            exit_code: Some(code),
            signal: None,
            stdout: Some(stdout.into()),
        }
    }

    fn signal(sig: i32, stdout: impl Into<String>) -> Expected {
        Expected {
            exit_code: None,
            signal: Some(sig),
            stdout: Some(stdout.into()),
        }
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
    /// is the ELF header plus program headers, byte for byte what [`Program::to_elf`]
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
}

/// Every program, in a deterministic order: misc programs, return-probe programs, bench
/// triggers, instruction classes.
pub fn catalog() -> Vec<Program> {
    let mut all = misc::all();
    all.extend(retprobe::all());
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
    if let Some(t) = bench::Trigger::ALL
        .iter()
        .find(|t| t.program_name() == name)
    {
        return Some(bench::trigger(*t, bench::CATALOG_ITERATIONS));
    }
    let class = name.strip_prefix("insn-")?;
    classes::names()
        .contains(&class)
        .then(|| classes::insn_program(class))
}
