//! Building guest programs: [`ProgramBuilder`] (from [`Program::builder`]) names the
//! program, its functions, data, probe targets and expected outcome; [`Asm`] is the
//! assembler each piece of code is written with.
//!
//! [`Asm`] wraps an iced-x86 [`CodeAssembler`], reachable through `Deref`, so every
//! `code_asm` instruction method works on it directly (`a.mov(rax, rbx)?`). On top of that
//! it names things: functions ([`Asm::func`]; each becomes an `STT_FUNC` symbol whose size
//! runs up to the next function), data objects ([`Asm::data`], [`Asm::bss`]), extra probe
//! targets ([`Asm::probe_here`]), named sites ([`Asm::site`]) and USDT sites
//! ([`Asm::usdt`]). A symbol is referred to by name ([`Asm::sym`]) before or after it is
//! defined. A referenced symbol that the program never defines is taken from the runtime
//! ([`crate::rt`]): `write_str`, `put_hex`, `put_dec`, `exit_group`, `setjmp`, `longjmp`,
//! `fork`, ... are appended to the text only when used.
//!
//! Layout, as a static Linux executable: the ELF-header page at the image base, `.text`
//! from the next page, then data objects in their own block starting at the first page
//! after the text (`.data`, then USDT semaphores in `.probes`, then `.bss`, each object
//! 16-byte aligned). References to data are RIP-relative, so the same code works for
//! static-PIE.
//!
//! ```
//! use sim_programs::prelude::*;
//!
//! // f(x) = 2x + 1, called from _start; prints the result and exits 0.
//! let p = Program::builder("double")
//!     .function("_start", |a| {
//!         a.mov(edi, 20u32)?;
//!         a.call_sym("f")?;
//!         a.print_dec("f(20)=", rax)?;
//!         a.exit(0)
//!     })
//!     .function("f", |a| {
//!         a.lea(rax, qword_ptr(rdi + rdi + 1))?;
//!         a.ret()?;
//!         Ok(())
//!     })
//!     .expect(Expected::exit(0, "f(20)=41\n"))
//!     .build()?;
//!
//! let f = p.symbol("f").unwrap();
//! assert_eq!((f.addr, f.size), (0x401000 + p.symbol("_start").unwrap().size, 6));
//! assert_eq!(p.entry, p.symbol("_start").unwrap().addr);
//! // The runtime routines it used were pulled in after the program's own functions.
//! assert!(p.symbol("put_dec").unwrap().addr > f.addr);
//! assert!(p.symbol("put_hex").is_none());
//! assert_eq!(&p.to_elf()[..4], b"\x7fELF");
//! # Ok::<(), sim_programs::BuildError>(())
//! ```

use std::collections::BTreeMap;
use std::ops::{Deref, DerefMut};

use iced_x86::code_asm::{AsmRegister64, CodeAssembler, CodeLabel};
use iced_x86::{BlockEncoder, BlockEncoderOptions, Decoder, DecoderOptions, IcedError, InstructionBlock};

use crate::{Expected, Perms, Program, Segment, Site, SymKind, Symbol, UsdtNote};

/// Page size of every layout decision.
pub(crate) const PAGE: u64 = 0x1000;
/// Image base of non-PIE programs (where the ELF header is mapped).
pub(crate) const EXEC_BASE: u64 = 0x40_0000;
/// Alignment of each data object.
const DATA_ALIGN: usize = 16;

/// Why a guest program failed to assemble or lay out.
#[derive(Debug)]
#[non_exhaustive]
pub enum BuildError {
    /// iced-x86 refused an instruction or a label (e.g. an operand combination that does
    /// not exist, or a label used but never set).
    Asm(IcedError),
    /// The program is inconsistent: a symbol defined twice, a referenced symbol that is
    /// neither defined nor a runtime routine, an entry or uretprobe target that is not a
    /// function, a USDT target without a note, an empty program, ...
    Layout(String),
    /// An error inside the body of [`ProgramBuilder::function`].
    InFunction {
        /// The function being written.
        function: String,
        /// What went wrong there.
        source: Box<BuildError>,
    },
}

impl BuildError {
    /// A [`BuildError::Layout`] with `msg`, for code that wants to fail with its own reason.
    pub fn msg(msg: impl Into<String>) -> BuildError {
        BuildError::Layout(msg.into())
    }
}

impl From<IcedError> for BuildError {
    fn from(e: IcedError) -> BuildError {
        BuildError::Asm(e)
    }
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Asm(e) => write!(f, "iced-x86: {e}"),
            BuildError::Layout(m) => f.write_str(m),
            BuildError::InFunction { function, source } => write!(f, "in function {function}: {source}"),
        }
    }
}

impl std::error::Error for BuildError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BuildError::Asm(e) => Some(e),
            BuildError::Layout(_) => None,
            BuildError::InFunction { source, .. } => Some(source.as_ref()),
        }
    }
}

pub(crate) fn err(msg: impl Into<String>) -> BuildError {
    BuildError::Layout(msg.into())
}

/// What code-emitting closures return: `?` works on every `code_asm` call (an
/// [`IcedError`] converts into [`BuildError::Asm`]).
pub type AsmResult = Result<(), BuildError>;

/// Round `v` up to a multiple of the page size.
pub(crate) fn page_up(v: u64) -> u64 {
    v.div_ceil(PAGE) * PAGE
}

struct DataItem {
    name: Option<String>,
    label: CodeLabel,
    /// Extra labels inside the object: (offset > 0, label).
    sub: Vec<(usize, CodeLabel)>,
    bytes: Vec<u8>,
    bss: bool,
    /// A USDT semaphore: laid out after every other initialized object (`.probes`).
    probes: bool,
}

/// A USDT site recorded by [`Asm::usdt_here`], resolved when the program is laid out.
struct UsdtSite {
    provider: String,
    name: String,
    args: String,
    /// Symbol of the semaphore, if any.
    semaphore: Option<String>,
    /// Index of the site's first instruction.
    index: usize,
}

/// The assembler guest code is written with: an iced-x86 [`CodeAssembler`] (through
/// `Deref`/`DerefMut`) plus named functions, data objects, probe targets and sites.
///
/// Get one from [`ProgramBuilder::function`], [`ProgramBuilder::code`] or [`Program::new`].
/// Everything emitted goes into `.text` in order; a function starts at [`Asm::func`] and
/// runs up to the next one, so instructions belong to the function last started (emit none
/// before the first).
///
/// The builder lays the program out itself: leave `CodeAssembler`'s whole-program methods
/// (`assemble`, `take_instructions`, `reset`) alone.
///
/// Register conventions of the helpers ([`Asm::print`], [`Asm::print_dec`], ...): they
/// call runtime routines, which may clobber `rax rcx rdx rsi rdi r8 r11` and the flags;
/// [`Asm::print_dec`] and [`Asm::print_hex`] also use `r12`. `rbx rbp r13 r14 r15` survive.
pub struct Asm {
    asm: CodeAssembler,
    pie: bool,
    /// Label of every named symbol (function or data object), created on first use.
    labels: BTreeMap<String, CodeLabel>,
    /// Defined functions, in text order, with the index of their first instruction.
    funcs: Vec<(String, usize)>,
    /// Extra probe points: (function, instruction index).
    marks: Vec<(String, usize)>,
    /// Named sites: (site name, function, instruction index).
    sites: Vec<(String, String, usize)>,
    data: Vec<DataItem>,
    usdt: Vec<UsdtSite>,
    /// The first error of a method that cannot return one (a data object defined twice).
    deferred: Option<BuildError>,
}

impl Deref for Asm {
    type Target = CodeAssembler;
    fn deref(&self) -> &CodeAssembler {
        &self.asm
    }
}

impl DerefMut for Asm {
    fn deref_mut(&mut self) -> &mut CodeAssembler {
        &mut self.asm
    }
}

impl std::fmt::Debug for Asm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Asm")
            .field("pie", &self.pie)
            .field("instructions", &self.asm.instructions().len())
            .field("functions", &self.funcs.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>())
            .finish_non_exhaustive()
    }
}

/// Text, data and symbols at their final addresses.
pub(crate) struct Layout {
    pub text_base: u64,
    pub text: Vec<u8>,
    pub data_base: u64,
    pub data: Vec<u8>,
    pub bss_size: u64,
    pub symbols: Vec<Symbol>,
    pub marks: Vec<(String, u64)>,
    pub sites: Vec<Site>,
    pub usdt: Vec<UsdtNote>,
}

impl Asm {
    pub(crate) fn new(pie: bool) -> Asm {
        Asm {
            asm: CodeAssembler::new(64).expect("64 is a valid bitness"),
            pie,
            labels: BTreeMap::new(),
            funcs: Vec::new(),
            marks: Vec::new(),
            sites: Vec::new(),
            data: Vec::new(),
            usdt: Vec::new(),
            deferred: None,
        }
    }

    /// The label of a named symbol (function, data object or runtime routine), defined
    /// now or later. `a.call(a.sym("f"))` does not borrow-check; bind it first, or use
    /// [`Asm::call_sym`].
    pub fn sym(&mut self, name: &str) -> CodeLabel {
        if let Some(l) = self.labels.get(name) {
            return *l;
        }
        let l = self.asm.create_label();
        self.labels.insert(name.to_string(), l);
        l
    }

    fn is_defined(&self, name: &str) -> bool {
        self.funcs.iter().any(|(n, _)| n == name) || self.data.iter().any(|d| d.name.as_deref() == Some(name))
    }

    /// Starts function `name` (a global `STT_FUNC` symbol) at the next instruction; it runs
    /// up to the next function, or the end of the program's own text.
    pub fn func(&mut self, name: &str) -> AsmResult {
        if self.is_defined(name) {
            return Err(err(format!("symbol {name} defined twice")));
        }
        let mut l = self.sym(name);
        self.asm.set_label(&mut l)?;
        self.funcs.push((name.to_string(), self.asm.instructions().len()));
        Ok(())
    }

    /// Records the next instruction as an extra probe target, `FUNC+0xOFF` in
    /// [`Program::probe_targets`] (after every function entry).
    pub fn probe_here(&mut self) -> AsmResult {
        let Some((f, _)) = self.funcs.last() else {
            return Err(err("probe_here outside a function"));
        };
        let f = f.clone();
        self.marks.push((f, self.asm.instructions().len()));
        Ok(())
    }

    /// Names the next instruction: after the build, [`Program::site`] gives its address
    /// and its `FUNC+0xOFF` location, ready for a probe spec. A site is not a symbol (the
    /// ELF does not change) and not a probe target (use [`Asm::probe_here`] for that too).
    pub fn site(&mut self, name: &str) -> AsmResult {
        let Some((f, _)) = self.funcs.last() else {
            return Err(err(format!("site {name} outside a function")));
        };
        if self.sites.iter().any(|(n, ..)| n == name) {
            return Err(err(format!("site {name} defined twice")));
        }
        let f = f.clone();
        self.sites.push((name.to_string(), f, self.asm.instructions().len()));
        Ok(())
    }

    /// The `unsigned short` semaphore of USDT probe `provider:name`: a 2-byte object named
    /// `<provider>_<name>_semaphore` in `.probes` (after every other initialized object of
    /// `.data`), created on first use.
    pub fn usdt_semaphore(&mut self, provider: &str, name: &str) -> CodeLabel {
        let sym = format!("{provider}_{name}_semaphore");
        if self.data.iter().any(|d| d.name.as_deref() == Some(&*sym)) {
            return self.sym(&sym);
        }
        let label = self.add_data(Some(&sym), vec![0; 2], false);
        if let Some(item) = self.data.last_mut() {
            item.probes = true;
        }
        label
    }

    /// Records the next instruction as USDT site `provider:name` (a `stapsdt` note whose
    /// `pc` is that instruction's address, with argument string `args`, e.g.
    /// `8@%rdi -4@%esi`), with the semaphore of [`Asm::usdt_semaphore`] when `semaphore`
    /// is true. The caller then emits the NOP; [`Asm::usdt`] does both.
    pub fn usdt_here(&mut self, provider: &str, name: &str, args: &str, semaphore: bool) -> AsmResult {
        if self.funcs.is_empty() {
            return Err(err("usdt_here outside a function"));
        }
        let semaphore = if semaphore {
            self.usdt_semaphore(provider, name);
            Some(format!("{provider}_{name}_semaphore"))
        } else {
            None
        };
        self.usdt.push(UsdtSite {
            provider: provider.into(),
            name: name.into(),
            args: args.into(),
            semaphore,
            index: self.asm.instructions().len(),
        });
        Ok(())
    }

    /// A USDT site `provider:name` here: [`Asm::usdt_here`], then `site` as raw bytes (one
    /// of [`crate::NOP1`], [`crate::NOP5`], [`crate::NOP10`], or any instruction bytes).
    pub fn usdt(&mut self, provider: &str, name: &str, args: &str, semaphore: bool, site: &[u8]) -> AsmResult {
        self.usdt_here(provider, name, args, semaphore)?;
        self.asm.db(site)?;
        Ok(())
    }

    fn add_data(&mut self, name: Option<&str>, bytes: Vec<u8>, bss: bool) -> CodeLabel {
        let label = match name {
            Some(n) => {
                if self.is_defined(n) && self.deferred.is_none() {
                    self.deferred = Some(err(format!("data object {n} defined twice")));
                }
                self.sym(n)
            }
            None => self.asm.create_label(),
        };
        self.data.push(DataItem { name: name.map(str::to_string), label, sub: Vec::new(), bytes, bss, probes: false });
        label
    }

    /// A named data object of 64-bit words in `.data` with one label per word (`[0]` is
    /// the object's own label). Use these instead of `label + disp`, which `code_asm` does
    /// not support.
    pub fn data_u64_slots(&mut self, name: &str, words: &[u64]) -> Vec<CodeLabel> {
        let first = self.data_u64(name, words);
        let mut labels = vec![first];
        let mut sub = Vec::new();
        for i in 1..words.len() {
            let l = self.asm.create_label();
            sub.push((i * 8, l));
            labels.push(l);
        }
        if let Some(item) = self.data.last_mut() {
            item.sub = sub;
        }
        labels
    }

    /// A named, initialized data object (`STT_OBJECT`) in `.data`.
    pub fn data(&mut self, name: &str, bytes: &[u8]) -> CodeLabel {
        self.add_data(Some(name), bytes.to_vec(), false)
    }

    /// A named data object of 64-bit little-endian words in `.data`.
    pub fn data_u64(&mut self, name: &str, words: &[u64]) -> CodeLabel {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        self.add_data(Some(name), bytes, false)
    }

    /// An anonymous string in `.data` (no symbol), e.g. a message: its label and length.
    ///
    /// # Panics
    /// If `s` is 4 GiB or longer.
    pub fn str(&mut self, s: &str) -> (CodeLabel, u32) {
        let len = u32::try_from(s.len()).expect("guest strings are short");
        (self.add_data(None, s.as_bytes().to_vec(), false), len)
    }

    /// A named, zero-initialized object in `.bss`.
    pub fn bss(&mut self, name: &str, size: usize) -> CodeLabel {
        self.add_data(Some(name), vec![0; size], true)
    }

    /// `call name` (a function of the program or a runtime routine).
    pub fn call_sym(&mut self, name: &str) -> AsmResult {
        let l = self.sym(name);
        self.asm.call(l)?;
        Ok(())
    }

    /// Writes `msg` to stdout: `lea rsi, [msg]; mov edx, len; call write_str`.
    pub fn print(&mut self, msg: &str) -> AsmResult {
        use iced_x86::code_asm::*;
        let (label, len) = self.str(msg);
        let write_str = self.sym("write_str");
        self.lea(rsi, qword_ptr(label))?;
        self.mov(edx, len)?;
        self.call(write_str)?;
        Ok(())
    }

    /// `exit_group(code)`: `mov edi, code; call exit_group` (does not return).
    pub fn exit(&mut self, code: u32) -> AsmResult {
        use iced_x86::code_asm::*;
        let exit_group = self.sym("exit_group");
        self.mov(edi, code)?;
        self.call(exit_group)?;
        Ok(())
    }

    /// Prints `prefix`, then the value of `r` in unsigned decimal and a newline
    /// (`put_dec`). Uses `r12` to keep the value across the first write.
    pub fn print_dec(&mut self, prefix: &str, r: AsmRegister64) -> AsmResult {
        self.print_value(prefix, r, "put_dec")
    }

    /// Prints `prefix`, then the value of `r` as `0x%016x` and a newline (`put_hex`).
    /// Uses `r12` to keep the value across the first write.
    pub fn print_hex(&mut self, prefix: &str, r: AsmRegister64) -> AsmResult {
        self.print_value(prefix, r, "put_hex")
    }

    fn print_value(&mut self, prefix: &str, r: AsmRegister64, routine: &str) -> AsmResult {
        use iced_x86::code_asm::*;
        let put = self.sym(routine);
        self.mov(r12, r)?;
        self.print(prefix)?;
        self.mov(rdi, r12)?;
        self.call(put)?;
        Ok(())
    }

    /// `lea rdi, [buf]; call setjmp`: eax is 0 now, and the `longjmp` value when a
    /// [`Asm::longjmp`] on the same buffer comes back here. `buf` must be
    /// [`crate::rt::JMPBUF_SIZE`] bytes (e.g. `a.bss("jmpbuf", rt::JMPBUF_SIZE)`).
    pub fn setjmp(&mut self, buf: CodeLabel) -> AsmResult {
        use iced_x86::code_asm::*;
        let setjmp = self.sym("setjmp");
        self.lea(rdi, qword_ptr(buf))?;
        self.call(setjmp)?;
        Ok(())
    }

    /// `lea rdi, [buf]; mov esi, value; call longjmp`: returns `value` (1 if 0) from the
    /// [`Asm::setjmp`] that filled `buf`, abandoning every frame in between.
    pub fn longjmp(&mut self, buf: CodeLabel, value: u32) -> AsmResult {
        use iced_x86::code_asm::*;
        let longjmp = self.sym("longjmp");
        self.lea(rdi, qword_ptr(buf))?;
        self.mov(esi, value)?;
        self.call(longjmp)?;
        Ok(())
    }

    /// A control point: `syscall(PROBESIM_CONTROL, n)` ([`crate::rt::nr::PROBESIM_CONTROL`]),
    /// where a caller that watches for it (probesim's `Machine::run_until`, a schedule
    /// file, a ptrace tracer under the real kernel) may attach or detach probes. Linux
    /// returns -ENOSYS, so the program runs the same either way. Clobbers rax, rdi, rcx
    /// and r11.
    pub fn control_point(&mut self, n: u32) -> AsmResult {
        use iced_x86::code_asm::*;
        self.mov(eax, crate::rt::nr::PROBESIM_CONTROL)?;
        self.mov(edi, n)?;
        self.syscall()?;
        Ok(())
    }

    /// `call fork`: rax is the child's pid in the parent and 0 in the child (or `-errno`).
    pub fn fork(&mut self) -> AsmResult {
        self.call_sym("fork")
    }

    /// Lays the program out. Undefined symbols are taken from the runtime ([`crate::rt`]).
    pub(crate) fn finish(mut self) -> Result<Layout, BuildError> {
        if let Some(e) = self.deferred.take() {
            return Err(e);
        }
        // Pull in runtime routines until every referenced symbol is defined.
        loop {
            let missing: Vec<String> = self.labels.keys().filter(|n| !self.is_defined(n)).cloned().collect();
            if missing.is_empty() {
                break;
            }
            for name in missing {
                crate::rt::provide(&mut self, &name)?;
            }
        }

        let text_count = self.asm.instructions().len();
        if text_count == 0 {
            return Err(err("empty program"));
        }
        if self.funcs.first().map(|(_, idx)| *idx) != Some(0) {
            return Err(err("code before the first function (start one with Asm::func)"));
        }
        // Data first, then USDT semaphores (`.probes`), then bss, each object aligned.
        let mut items = std::mem::take(&mut self.data);
        items.sort_by_key(|d| (d.bss, d.probes));
        let mut data_offsets = Vec::with_capacity(items.len());
        let mut off = 0usize;
        let mut file_len = 0usize;
        for item in &mut items {
            let pad = off.next_multiple_of(DATA_ALIGN) - off;
            if pad > 0 {
                self.asm.db(&vec![0; pad])?;
                off += pad;
            }
            if item.bytes.is_empty() {
                item.bytes.push(0);
            }
            self.asm.set_label(&mut item.label)?;
            let mut start = 0;
            for (sub_off, sub_label) in &mut item.sub {
                self.asm.db(&item.bytes[start..*sub_off])?;
                self.asm.set_label(sub_label)?;
                start = *sub_off;
            }
            self.asm.db(&item.bytes[start..])?;
            data_offsets.push(off);
            off += item.bytes.len();
            if !item.bss {
                file_len = off;
            }
        }

        let instrs = self.asm.take_instructions();
        check_labels(&instrs)?;
        let (text_instrs, data_instrs) = instrs.split_at(text_count);
        let text_base = if self.pie { PAGE } else { EXEC_BASE + PAGE };
        let encode = |data_base: u64| {
            let blocks = [InstructionBlock::new(text_instrs, text_base), InstructionBlock::new(data_instrs, data_base)];
            let n = if data_instrs.is_empty() { 1 } else { 2 };
            BlockEncoder::encode_slice(64, &blocks[..n], BlockEncoderOptions::RETURN_NEW_INSTRUCTION_OFFSETS)
        };
        // Pass 1 finds the text size (independent of where data goes: data references are
        // always RIP-relative disp32), pass 2 puts data in the first page after the text.
        let probe = encode(text_base + 0x1000_0000)?;
        let data_base = page_up(text_base + probe[0].code_buffer.len() as u64);
        let mut blocks = encode(data_base)?;
        if blocks[0].code_buffer.len() != probe[0].code_buffer.len() {
            return Err(err("text size changed between layout passes"));
        }
        let data_block = if blocks.len() > 1 { blocks.pop() } else { None };
        let text_block = blocks.pop().ok_or_else(|| err("no text block"))?;
        let text_end = text_base + text_block.code_buffer.len() as u64;

        let text_addr = |idx: usize| -> Result<u64, BuildError> {
            match text_block.new_instruction_offsets.get(idx) {
                Some(&o) if o != u32::MAX => Ok(text_base + u64::from(o)),
                Some(_) => Err(err("labelled instruction was rewritten")),
                None => Ok(text_end),
            }
        };

        let mut symbols = Vec::new();
        for (i, (name, idx)) in self.funcs.iter().enumerate() {
            let addr = text_addr(*idx)?;
            let end = match self.funcs.get(i + 1) {
                Some((_, next)) => text_addr(*next)?,
                None => text_end,
            };
            symbols.push(Symbol { name: name.clone(), addr, size: end - addr, kind: SymKind::Func });
        }
        for (item, off) in items.iter().zip(&data_offsets) {
            if let Some(name) = &item.name {
                symbols.push(Symbol {
                    name: name.clone(),
                    addr: data_base + *off as u64,
                    size: item.bytes.len() as u64,
                    kind: SymKind::Object,
                });
            }
        }
        symbols.sort_by_key(|s| s.addr);

        let mut marks = Vec::new();
        for (f, idx) in &self.marks {
            marks.push((f.clone(), text_addr(*idx)?));
        }

        let mut sites = Vec::new();
        for (name, f, idx) in &self.sites {
            let addr = text_addr(*idx)?;
            let func = symbols.iter().find(|s| &s.name == f).map_or(addr, |s| s.addr);
            sites.push(Site { name: name.clone(), function: f.clone(), offset: addr - func, addr });
        }

        let mut usdt = Vec::new();
        for site in &self.usdt {
            let semaphore = match &site.semaphore {
                Some(sym) => Some(
                    symbols
                        .iter()
                        .find(|s| &s.name == sym)
                        .map(|s| s.addr)
                        .ok_or_else(|| err(format!("no semaphore {sym}")))?,
                ),
                None => None,
            };
            usdt.push(UsdtNote {
                provider: site.provider.clone(),
                name: site.name.clone(),
                pc: text_addr(site.index)?,
                semaphore,
                args: site.args.clone(),
            });
        }

        let mut data = data_block.map(|b| b.code_buffer).unwrap_or_default();
        let total = data.len() as u64;
        data.truncate(file_len);
        Ok(Layout {
            text_base,
            text: text_block.code_buffer,
            data_base,
            bss_size: total - file_len as u64,
            data,
            symbols,
            marks,
            sites,
            usdt,
        })
    }
}

/// Refuses a reference to a label that was never set.
///
/// `code_asm` records a label reference as the label's id (a small number, counting from 1)
/// in the branch target or the RIP-relative displacement, and a set label as the id in the
/// `ip` of the instruction it labels; the block encoder would silently encode an unset one
/// as a branch or access to that small absolute address. Nothing is mapped below 0x1000,
/// so a reference at or below the larger of 0xfff and the highest set label id that no
/// instruction carries is an unset label.
fn check_labels(instrs: &[iced_x86::Instruction]) -> AsmResult {
    use iced_x86::{OpKind, Register};
    let set: std::collections::BTreeSet<u64> = instrs.iter().map(|i| i.ip()).filter(|&ip| ip != 0).collect();
    let bound = set.last().copied().unwrap_or(0).max(0xfff);
    for insn in instrs {
        for op in 0..insn.op_count() {
            let target = match insn.op_kind(op) {
                OpKind::NearBranch64 => insn.near_branch64(),
                OpKind::Memory if insn.memory_base() == Register::RIP => insn.memory_displacement64(),
                _ => continue,
            };
            if target <= bound && !set.contains(&target) {
                return Err(err(format!("{:?} refers to a label that is never set", insn.mnemonic())));
            }
        }
    }
    Ok(())
}

/// Builds a [`Program`]: name and descriptions, code (function by function, or free-form),
/// data, entry, the expected outcome and the probe targets of the kernel comparison.
///
/// Made by [`Program::builder`]. Code runs as it is added (each closure gets the one
/// [`Asm`]), so functions appear in `.text` in the order they are added; the first error
/// is kept and returned by [`ProgramBuilder::build`] (later code is skipped).
///
/// ```
/// use sim_programs::prelude::*;
/// use sim_programs::rt;
///
/// // A setjmp/longjmp program: dive(n) recurses n deep and longjmps out of the bottom.
/// let p = Program::builder("dive")
///     .summary("longjmp out of a 10-deep dive")
///     .bss("jmpbuf", rt::JMPBUF_SIZE)
///     .function("_start", |a| {
///         let jmpbuf = a.sym("jmpbuf");
///         let mut back = a.create_label();
///         a.setjmp(jmpbuf)?;
///         a.test(eax, eax)?;
///         a.jnz(back)?;
///         a.mov(edi, 10u32)?;
///         a.call_sym("dive")?;
///         a.exit(1)?; // not reached
///         a.set_label(&mut back)?;
///         a.mov(rbx, rax)?;
///         a.print_dec("longjmp returned ", rbx)?;
///         a.exit(0)
///     })
///     .function("dive", |a| {
///         let jmpbuf = a.sym("jmpbuf");
///         let mut bottom = a.create_label();
///         a.push(rbp)?;
///         a.mov(rbp, rsp)?;
///         a.test(rdi, rdi)?;
///         a.jz(bottom)?;
///         a.dec(rdi)?;
///         a.site("recursive-call")?;
///         a.call_sym("dive")?;
///         a.pop(rbp)?;
///         a.ret()?;
///         a.set_label(&mut bottom)?;
///         a.longjmp(jmpbuf, 7)?;
///         Ok(())
///     })
///     .ret_probe_targets(&["dive"])
///     .expect(Expected::exit(0, "longjmp returned 7\n"))
///     .build()?;
///
/// assert_eq!(p.ret_probe_targets, ["dive"]);
/// assert_eq!(p.site("recursive-call").unwrap().location(), "dive+0xc");
/// assert!(p.symbol("setjmp").is_some() && p.symbol("longjmp").is_some());
/// assert_eq!(p.symbol("jmpbuf").unwrap().size, 64);
/// # Ok::<(), sim_programs::BuildError>(())
/// ```
#[derive(Debug)]
pub struct ProgramBuilder {
    asm: Asm,
    name: String,
    summary: String,
    doc: String,
    entry: Option<String>,
    expected: Expected,
    ret_probe_targets: Vec<String>,
    usdt_targets: Vec<String>,
    error: Option<BuildError>,
}

impl ProgramBuilder {
    pub(crate) fn new(name: &str) -> ProgramBuilder {
        ProgramBuilder {
            asm: Asm::new(false),
            name: name.to_string(),
            summary: String::new(),
            doc: String::new(),
            entry: None,
            expected: Expected::default(),
            ret_probe_targets: Vec::new(),
            usdt_targets: Vec::new(),
            error: None,
        }
    }

    /// One line describing the program ([`Program::summary`]).
    pub fn summary(mut self, summary: &str) -> Self {
        self.summary = summary.to_string();
        self
    }

    /// What it exercises ([`Program::doc`]; trimmed).
    pub fn doc(mut self, doc: &str) -> Self {
        self.doc = doc.trim().to_string();
        self
    }

    /// Lays the program out as a static-PIE (`ET_DYN` at base 0, loaded anywhere) instead
    /// of `ET_EXEC` at 0x400000. The code must then be position-independent (references
    /// through [`Asm::sym`] labels are: RIP-relative `lea` and `call`).
    pub fn pie(mut self, pie: bool) -> Self {
        self.asm.pie = pie;
        self
    }

    /// The entry point: function `name`. Default: `_start` if the program has one, else
    /// the first function.
    pub fn entry(mut self, name: &str) -> Self {
        self.entry = Some(name.to_string());
        self
    }

    /// Adds function `name` with `body` as its code: [`Asm::func`], then `body`. An error
    /// in `body` is reported as [`BuildError::InFunction`].
    pub fn function(mut self, name: &str, body: impl FnOnce(&mut Asm) -> AsmResult) -> Self {
        if self.error.is_none() {
            if let Err(e) = self.asm.func(name).and_then(|()| body(&mut self.asm)) {
                self.error = Some(BuildError::InFunction { function: name.to_string(), source: Box::new(e) });
            }
        }
        self
    }

    /// Adds free-form code: `body` starts its functions itself with [`Asm::func`] (the way
    /// the catalog programs are written, where helpers emit several functions).
    pub fn code(mut self, body: impl FnOnce(&mut Asm) -> AsmResult) -> Self {
        if self.error.is_none() {
            if let Err(e) = body(&mut self.asm) {
                self.error = Some(e);
            }
        }
        self
    }

    /// A named, initialized data object in `.data` (see [`Asm::data`]); code refers to
    /// it as `a.sym(name)`.
    pub fn data(mut self, name: &str, bytes: &[u8]) -> Self {
        self.asm.data(name, bytes);
        self
    }

    /// A named data object of 64-bit words in `.data` (see [`Asm::data_u64`]).
    pub fn data_u64(mut self, name: &str, words: &[u64]) -> Self {
        self.asm.data_u64(name, words);
        self
    }

    /// A named, zero-initialized object of `size` bytes in `.bss` (see [`Asm::bss`]).
    pub fn bss(mut self, name: &str, size: usize) -> Self {
        self.asm.bss(name, size);
        self
    }

    /// The outcome of an unprobed run ([`Program::expected`]). Default:
    /// [`Expected::default`], which claims nothing.
    pub fn expect(mut self, expected: Expected) -> Self {
        self.expected = expected;
        self
    }

    /// Functions on which the kernel comparison attaches uretprobes
    /// ([`Program::ret_probe_targets`]); each must be a function of the program.
    pub fn ret_probe_targets(mut self, functions: &[&str]) -> Self {
        self.ret_probe_targets = functions.iter().map(|t| t.to_string()).collect();
        self
    }

    /// USDT probes (`provider:name`) the kernel comparison attaches
    /// ([`Program::usdt_targets`]); each must name a USDT site of the program.
    pub fn usdt_targets(mut self, specs: &[&str]) -> Self {
        self.usdt_targets = specs.iter().map(|t| t.to_string()).collect();
        self
    }

    /// Assembles and lays the program out.
    pub fn build(self) -> Result<Program, BuildError> {
        if let Some(e) = self.error {
            return Err(e);
        }
        let pie = self.asm.pie;
        let layout = self.asm.finish()?;
        let func = |name: &str| layout.symbols.iter().find(|s| s.kind == SymKind::Func && s.name == name);
        let entry = match &self.entry {
            Some(e) => Some(func(e).ok_or_else(|| err(format!("entry {e} is not a function")))?.name.clone()),
            None => func("_start")
                .or_else(|| layout.symbols.iter().find(|s| s.kind == SymKind::Func))
                .map(|s| s.name.clone()),
        };
        for t in &self.ret_probe_targets {
            if func(t).is_none() {
                return Err(err(format!("{}: uretprobe target {t} is not a function", self.name)));
            }
        }
        let meta = Meta { name: self.name, summary: self.summary, doc: self.doc };
        let mut p = program_from_layout(meta, pie, layout, entry.as_deref(), self.expected);
        for s in &self.usdt_targets {
            if p.usdt_note(s).is_none() {
                return Err(err(format!("{}: USDT target {s} has no note", p.name)));
            }
        }
        p.ret_probe_targets = self.ret_probe_targets;
        p.usdt_targets = self.usdt_targets;
        Ok(p)
    }

    /// [`ProgramBuilder::build`] for the catalog, whose code is fixed: a failure is a bug.
    pub(crate) fn done(self) -> Program {
        let name = self.name.clone();
        match self.build() {
            Ok(p) => p,
            Err(e) => panic!("guest program {name} does not build: {e}"),
        }
    }
}

/// Descriptive parts of a program.
pub(crate) struct Meta {
    pub name: String,
    pub summary: String,
    pub doc: String,
}

impl Meta {
    pub(crate) fn new(name: &str, summary: &str, doc: &str) -> Meta {
        Meta { name: name.into(), summary: summary.into(), doc: doc.trim().into() }
    }
}

/// A catalog program through [`ProgramBuilder`]: free-form `code`, and `expected` from
/// the laid-out symbols (for address-dependent outcomes). The code is fixed (or depends
/// only on immediates), so a failure is a bug and panics.
pub(crate) fn build(
    meta: Meta,
    pie: bool,
    code: impl FnOnce(&mut Asm) -> AsmResult,
    expected: impl FnOnce(&[Symbol]) -> Expected,
) -> Program {
    let mut p = Program::builder(&meta.name).summary(&meta.summary).doc(&meta.doc).pie(pie).code(code).done();
    p.expected = expected(&p.symbols);
    p
}

fn program_from_layout(meta: Meta, pie: bool, l: Layout, entry: Option<&str>, expected: Expected) -> Program {
    let base = if pie { 0 } else { EXEC_BASE };
    let mut segments = vec![Segment { vaddr: base, data: Vec::new(), mem_size: 0, perms: Perms::R }];
    segments.push(Segment { vaddr: l.text_base, mem_size: l.text.len() as u64, data: l.text, perms: Perms::RX });
    if !l.data.is_empty() || l.bss_size > 0 {
        segments.push(Segment {
            vaddr: l.data_base,
            mem_size: l.data.len() as u64 + l.bss_size,
            data: l.data,
            perms: Perms::RW,
        });
    }
    let entry_sym = entry.and_then(|e| l.symbols.iter().find(|s| s.name == e));
    let entry = entry_sym.map_or(l.text_base, |s| s.addr);

    let mut probe_targets: Vec<String> =
        l.symbols.iter().filter(|s| s.kind == SymKind::Func).map(|s| s.name.clone()).collect();
    for (f, addr) in &l.marks {
        if let Some(s) = l.symbols.iter().find(|s| &s.name == f) {
            probe_targets.push(format!("{}+{:#x}", f, addr - s.addr));
        }
    }
    if l.marks.is_empty() {
        // Default: the second instruction of the entry function.
        if let Some(s) = entry_sym {
            let off = usize::try_from(s.addr - l.text_base).unwrap_or(usize::MAX);
            let code = segments[1].data.get(off..).unwrap_or_default();
            let mut d = Decoder::with_ip(64, code, s.addr, DecoderOptions::NONE);
            let first = d.decode();
            if !first.is_invalid() && (first.len() as u64) < s.size {
                probe_targets.push(format!("{}+{:#x}", s.name, first.len()));
            }
        }
    }

    let mut p = Program {
        name: meta.name,
        summary: meta.summary,
        doc: meta.doc,
        entry,
        segments,
        symbols: l.symbols,
        pie,
        expected,
        probe_targets,
        ret_probe_targets: Vec::new(),
        usdt: l.usdt,
        usdt_targets: Vec::new(),
        sites: l.sites,
    };
    let header_len = crate::elf::header_segment_len(&p);
    let elf = p.to_elf();
    p.segments[0].data = elf[..header_len].to_vec();
    p.segments[0].mem_size = header_len as u64;
    p
}

/// Address of a symbol in a laid-out symbol list (for `expected` closures).
pub(crate) fn addr_of(symbols: &[Symbol], name: &str) -> u64 {
    symbols.iter().find(|s| s.name == name).map_or(0, |s| s.addr)
}
