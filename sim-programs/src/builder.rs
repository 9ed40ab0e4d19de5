//! The assembling side: a [`Builder`] wraps a `CodeAssembler` (reachable through `Deref`, so
//! `b.mov(rax, rbx)?` works), names functions and data objects, and lays everything out like
//! a static Linux executable. Data objects are emitted after the text, in their own block
//! starting at the first page after the text; references to them are RIP-relative, so the
//! same code works for static-PIE.

use std::collections::BTreeMap;
use std::ops::{Deref, DerefMut};

use iced_x86::code_asm::{CodeAssembler, CodeLabel};
use iced_x86::{BlockEncoder, BlockEncoderOptions, Decoder, DecoderOptions, IcedError, InstructionBlock};

use crate::{Expected, Perms, Program, Segment, SymKind, Symbol, UsdtNote};

/// Page size of every layout decision.
pub(crate) const PAGE: u64 = 0x1000;
/// Image base of non-PIE programs (where the ELF header is mapped).
pub(crate) const EXEC_BASE: u64 = 0x40_0000;
/// Alignment of each data object.
const DATA_ALIGN: usize = 16;

/// Why a guest program failed to assemble: always a bug in the builder code.
#[derive(Debug)]
pub(crate) enum BuildError {
    /// iced-x86 refused an instruction or a label.
    Asm(IcedError),
    /// The builder found an inconsistency.
    Layout(String),
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
        }
    }
}

pub(crate) fn err(msg: impl Into<String>) -> BuildError {
    BuildError::Layout(msg.into())
}

pub(crate) type AsmResult = Result<(), BuildError>;

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

/// A USDT site recorded by [`Builder::usdt_here`], resolved by [`Builder::finish`].
struct UsdtSite {
    provider: String,
    name: String,
    args: String,
    /// Symbol of the semaphore, if any.
    semaphore: Option<String>,
    /// Index of the site's first instruction.
    index: usize,
}

/// Builds one program.
pub(crate) struct Builder {
    asm: CodeAssembler,
    pie: bool,
    /// Label of every named symbol (function or data object), created on first use.
    labels: BTreeMap<String, CodeLabel>,
    /// Defined functions, in text order, with the index of their first instruction.
    funcs: Vec<(String, usize)>,
    /// Extra probe points: (function, instruction index).
    marks: Vec<(String, usize)>,
    data: Vec<DataItem>,
    usdt: Vec<UsdtSite>,
}

impl Deref for Builder {
    type Target = CodeAssembler;
    fn deref(&self) -> &CodeAssembler {
        &self.asm
    }
}

impl DerefMut for Builder {
    fn deref_mut(&mut self) -> &mut CodeAssembler {
        &mut self.asm
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
    pub usdt: Vec<UsdtNote>,
}

impl Builder {
    pub(crate) fn new(pie: bool) -> Builder {
        Builder {
            asm: CodeAssembler::new(64).expect("64 is a valid bitness"),
            pie,
            labels: BTreeMap::new(),
            funcs: Vec::new(),
            marks: Vec::new(),
            data: Vec::new(),
            usdt: Vec::new(),
        }
    }

    /// The label of a named symbol (function or data object), defined now or later.
    pub(crate) fn sym(&mut self, name: &str) -> CodeLabel {
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

    /// Starts function `name` at the next instruction; it runs up to the next function.
    pub(crate) fn func(&mut self, name: &str) -> AsmResult {
        if self.is_defined(name) {
            return Err(err(format!("symbol {name} defined twice")));
        }
        let mut l = self.sym(name);
        self.asm.set_label(&mut l)?;
        self.funcs.push((name.to_string(), self.asm.instructions().len()));
        Ok(())
    }

    /// Records the next instruction as an extra probe target (`FUNC+0xOFF`).
    pub(crate) fn probe_here(&mut self) -> AsmResult {
        let Some((f, _)) = self.funcs.last() else {
            return Err(err("probe_here outside a function"));
        };
        let f = f.clone();
        self.marks.push((f, self.asm.instructions().len()));
        Ok(())
    }

    /// The `unsigned short` semaphore of USDT probe `provider:name`: a 2-byte object named
    /// `<provider>_<name>_semaphore` in `.probes` (after every other initialized object of
    /// `.data`), created on first use.
    pub(crate) fn usdt_semaphore(&mut self, provider: &str, name: &str) -> CodeLabel {
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
    /// `pc` is that instruction's address), with the semaphore of
    /// [`Builder::usdt_semaphore`] when `semaphore` is true. The caller then emits the NOP.
    pub(crate) fn usdt_here(&mut self, provider: &str, name: &str, args: &str, semaphore: bool) -> AsmResult {
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

    fn add_data(&mut self, name: Option<&str>, bytes: Vec<u8>, bss: bool) -> CodeLabel {
        let label = match name {
            Some(n) => {
                assert!(!self.is_defined(n), "data object {n} defined twice");
                self.sym(n)
            }
            None => self.asm.create_label(),
        };
        self.data.push(DataItem { name: name.map(str::to_string), label, sub: Vec::new(), bytes, bss, probes: false });
        label
    }

    /// A named data object of 64-bit words with one label per word (`[0]` is the object's
    /// own label). Use these instead of `label + disp`, which code_asm does not support.
    pub(crate) fn data_u64_slots(&mut self, name: &str, words: &[u64]) -> Vec<CodeLabel> {
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

    /// A named, initialized data object in `.data`.
    pub(crate) fn data(&mut self, name: &str, bytes: &[u8]) -> CodeLabel {
        self.add_data(Some(name), bytes.to_vec(), false)
    }

    /// A named data object of 64-bit words in `.data`.
    pub(crate) fn data_u64(&mut self, name: &str, words: &[u64]) -> CodeLabel {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        self.add_data(Some(name), bytes, false)
    }

    /// An anonymous string in `.data` (no symbol), e.g. a message.
    pub(crate) fn str(&mut self, s: &str) -> (CodeLabel, u32) {
        let len = u32::try_from(s.len()).expect("guest strings are short");
        (self.add_data(None, s.as_bytes().to_vec(), false), len)
    }

    /// A named, zero-initialized object in `.bss`.
    pub(crate) fn bss(&mut self, name: &str, size: usize) -> CodeLabel {
        self.add_data(Some(name), vec![0; size], true)
    }

    /// Lays the program out. Undefined symbols are taken from the runtime ([`crate::rt`]).
    pub(crate) fn finish(mut self) -> Result<Layout, BuildError> {
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
            usdt,
        })
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

/// Assembles a program whose code is fixed (or depends only on immediates), so assembling
/// it cannot fail; `expected` gets the laid-out symbols (for address-dependent outcomes).
pub(crate) fn build(
    meta: Meta,
    pie: bool,
    code: impl FnOnce(&mut Builder) -> AsmResult,
    expected: impl FnOnce(&[Symbol]) -> Expected,
) -> Program {
    let mut b = Builder::new(pie);
    if let Err(e) = code(&mut b) {
        panic!("guest program {} does not assemble: {e}", meta.name);
    }
    let layout = match b.finish() {
        Ok(l) => l,
        Err(e) => panic!("guest program {} does not lay out: {e}", meta.name),
    };
    program_from_layout(meta, pie, layout, expected)
}

fn program_from_layout(meta: Meta, pie: bool, l: Layout, expected: impl FnOnce(&[Symbol]) -> Expected) -> Program {
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
    let entry = l.symbols.iter().find(|s| s.name == "_start").map_or(l.text_base, |s| s.addr);

    let mut probe_targets: Vec<String> =
        l.symbols.iter().filter(|s| s.kind == SymKind::Func).map(|s| s.name.clone()).collect();
    for (f, addr) in &l.marks {
        if let Some(s) = l.symbols.iter().find(|s| &s.name == f) {
            probe_targets.push(format!("{}+{:#x}", f, addr - s.addr));
        }
    }
    if l.marks.is_empty() {
        // Default: the second instruction of `_start`.
        if let Some(s) = l.symbols.iter().find(|s| s.name == "_start") {
            let off = usize::try_from(s.addr - l.text_base).unwrap_or(usize::MAX);
            let code = segments[1].data.get(off..).unwrap_or_default();
            let mut d = Decoder::with_ip(64, code, s.addr, DecoderOptions::NONE);
            let first = d.decode();
            if !first.is_invalid() && (first.len() as u64) < s.size {
                probe_targets.push(format!("_start+{:#x}", first.len()));
            }
        }
    }

    let expected = expected(&l.symbols);
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
