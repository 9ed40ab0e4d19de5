//! Probe specs in bpftrace syntax: `uprobe:PATH:SYMBOL`, `uprobe:PATH:SYMBOL+OFFSET`,
//! `uprobe:PATH:0xADDR`, and patterns that name many sites at once:
//! `uprobe:PATH:trig_*`, `uprobe:PATH:{a,b}` (`uretprobe:` likewise).
//!
//! A SYMBOL is any named symbol defined in an executable section (`STT_FUNC`,
//! `STT_NOTYPE` labels, `STT_GNU_IFUNC`) or a data object. An IFUNC name resolves to
//! its own address, the resolver's, as bcc's `bcc_resolve_symname()` (used by
//! bpftrace) does: a probe there counts the resolver's runs, not the chosen
//! implementation's.
//!
//! A pattern matches code symbols only: `*` matches any run of characters and
//! `{a,b,...}` any one of its comma-separated alternatives (one level, no nesting). An
//! alternative without `*` must name an existing symbol; the whole pattern must match
//! at least one. Sites come out in address order, then name.

use iced_x86::{Decoder, DecoderOptions};

use crate::loader::Image;

/// Kind of probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ProbeKind {
    /// Entry probe.
    Uprobe,
    /// Return probe.
    Uretprobe,
    /// A USDT site (an entry probe at the note's pc, with its semaphore as ref_ctr).
    Usdt,
}

/// Where a probe point is named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// A symbol plus a byte offset.
    Symbol {
        /// Symbol name.
        name: String,
        /// Offset from the symbol.
        offset: u64,
    },
    /// A virtual address as in the ELF file (before any load bias).
    Address(u64),
    /// A pattern over code symbol names (`*`, `{a,b}`), one site per match.
    Glob(Glob),
    /// A USDT site.
    Usdt {
        /// Provider.
        provider: String,
        /// Probe name.
        name: String,
    },
}

/// A parsed probe spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProbeSpec {
    /// The spec exactly as given.
    pub text: String,
    /// uprobe or uretprobe.
    pub kind: ProbeKind,
    /// The PATH part.
    pub path: String,
    /// Where.
    pub location: Location,
}

/// A bad probe spec.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("bad probe spec `{spec}`: {why}{}", if *needs_allow_unsafe { ALLOW_UNSAFE_HINT } else { "" })]
#[non_exhaustive]
pub struct SpecError {
    /// The spec.
    pub spec: String,
    /// What is wrong.
    pub why: String,
    /// The only thing wrong is that the address is not an instruction boundary: with
    /// `RunConfig::allow_unsafe` the spec resolves (the message then says so).
    pub needs_allow_unsafe: bool,
}

/// What a [`SpecError`] with `needs_allow_unsafe` adds to its message.
const ALLOW_UNSAFE_HINT: &str = " (set `RunConfig::allow_unsafe` to probe it anyway)";

/// A parsed symbol pattern: the brace alternatives expanded, each a list of literal
/// pieces separated by `*`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Glob {
    /// The pattern as written.
    pub text: String,
    /// Every expansion of the braces, in the order written: the pieces between `*`s.
    alternatives: Vec<Vec<String>>,
}

/// Most expansions a brace pattern may have.
pub const MAX_GLOB_ALTERNATIVES: usize = 4096;

impl Glob {
    /// Whether `text` is a pattern (has `*`, `{` or `}`) rather than a name.
    pub fn is_pattern(text: &str) -> bool {
        text.contains(['*', '{', '}'])
    }

    /// Parses a pattern; the error says what is wrong, in one line.
    pub fn parse(text: &str) -> Result<Glob, String> {
        // Split into literal runs and brace groups.
        let mut expansions: Vec<String> = vec![String::new()];
        let mut rest = text;
        while !rest.is_empty() {
            if let Some(body) = rest.strip_prefix('{') {
                let close = body.find('}').ok_or_else(|| format!("unclosed `{{` in pattern `{text}`"))?;
                let group = &body[..close];
                if group.contains('{') {
                    return Err(format!("nested `{{` in pattern `{text}`"));
                }
                let alts: Vec<&str> = group.split(',').collect();
                if alts.iter().any(|a| a.is_empty()) {
                    return Err(format!("empty alternative in `{{{group}}}` of pattern `{text}`"));
                }
                if expansions.len().saturating_mul(alts.len()) > MAX_GLOB_ALTERNATIVES {
                    return Err(format!("pattern `{text}` expands to more than {MAX_GLOB_ALTERNATIVES} alternatives"));
                }
                expansions = expansions.iter().flat_map(|e| alts.iter().map(move |a| format!("{e}{a}"))).collect();
                rest = &body[close + 1..];
            } else if rest.starts_with('}') {
                return Err(format!("unmatched `}}` in pattern `{text}`"));
            } else {
                let end = rest.find(['{', '}']).unwrap_or(rest.len());
                let lit = &rest[..end];
                if lit.contains(',') {
                    return Err(format!("`,` outside `{{...}}` in pattern `{text}`"));
                }
                for e in &mut expansions {
                    e.push_str(lit);
                }
                rest = &rest[end..];
            }
        }
        if expansions.iter().any(|e| e.contains('+')) {
            return Err(format!("`+OFFSET` cannot follow a pattern (`{text}`)"));
        }
        let mut alternatives: Vec<Vec<String>> = Vec::new();
        // Deduplicated through a set: a linear search of the list was quadratic in the
        // expansions (seconds for one 4096-way pattern; found by the schedule fuzzer).
        let mut seen = std::collections::BTreeSet::new();
        for e in expansions {
            let pieces: Vec<String> = e.split('*').map(str::to_string).collect();
            if seen.insert(pieces.clone()) {
                alternatives.push(pieces);
            }
        }
        Ok(Glob { text: text.to_string(), alternatives })
    }

    /// Whether `name` matches the pattern.
    pub fn matches(&self, name: &str) -> bool {
        self.alternatives.iter().any(|p| matches_pieces(p, name))
    }

    /// Every code symbol of `image` the pattern matches (indices into
    /// `image.symbols`), in address order then name; each `*`-free alternative must
    /// name a symbol (else the error names it, with the nearest names). Candidates
    /// come from the name index: the range of names sharing the alternative's literal
    /// prefix, so a pattern never rescans the table per site.
    pub fn resolve(&self, image: &Image) -> Result<Vec<usize>, String> {
        let mut out: Vec<usize> = Vec::new();
        for pieces in &self.alternatives {
            if pieces.len() == 1 {
                let hits = image.index.by_name(&image.symbols, &pieces[0]);
                let code: Vec<usize> = hits.into_iter().filter(|i| image.symbols[*i].is_func).collect();
                if code.is_empty() {
                    return Err(unknown_symbol(image, &pieces[0]));
                }
                out.extend(code);
                continue;
            }
            out.extend(
                image
                    .index
                    .with_prefix(&image.symbols, &pieces[0])
                    .filter(|i| image.symbols[*i].is_func && matches_pieces(pieces, &image.symbols[*i].name)),
            );
        }
        // The symbols are sorted by address then name: index order is that order.
        out.sort_unstable();
        out.dedup();
        if out.is_empty() {
            return Err(format!("no code symbol matches `{}`", self.text));
        }
        Ok(out)
    }
}

/// Whether `name` matches `pieces` joined by `*`.
fn matches_pieces(pieces: &[String], name: &str) -> bool {
    let (first, last) = (&pieces[0], &pieces[pieces.len() - 1]);
    if pieces.len() == 1 {
        return name == first;
    }
    if !name.starts_with(first.as_str()) || name.len() < first.len() + last.len() || !name.ends_with(last.as_str()) {
        return false;
    }
    let mut rest = &name[first.len()..name.len() - last.len()];
    for mid in &pieces[1..pieces.len() - 1] {
        match rest.find(mid.as_str()) {
            Some(at) => rest = &rest[at + mid.len()..],
            None => return false,
        }
    }
    true
}

/// "unknown symbol `x`", with the nearest names if there are any.
fn unknown_symbol(image: &Image, name: &str) -> String {
    let near = image.nearest_symbols(name, 3);
    if near.is_empty() {
        format!("unknown symbol `{name}`")
    } else {
        let list: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
        format!("unknown symbol `{name}` (nearest: {})", list.join(", "))
    }
}

/// One site a spec resolved to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The symbol's name (for a pattern: the matched symbol).
    pub symbol: Option<String>,
    /// The probe address (biased).
    pub addr: u64,
}

fn err(spec: &str, why: impl Into<String>) -> SpecError {
    SpecError { spec: spec.to_string(), why: why.into(), needs_allow_unsafe: false }
}

fn parse_num(s: &str) -> Option<u64> {
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else {
        s.parse().ok()
    }
}

impl ProbeSpec {
    /// Parses a spec. PATH may itself contain `:` (e.g. `sim:demo`).
    pub fn parse(text: &str) -> Result<ProbeSpec, SpecError> {
        let (kind_str, rest) = text.split_once(':').ok_or_else(|| err(text, "expected uprobe:PATH:SYMBOL"))?;
        let kind = match kind_str {
            "uprobe" | "u" => ProbeKind::Uprobe,
            "uretprobe" | "ur" => ProbeKind::Uretprobe,
            "usdt" | "U" => {
                let (rest2, name) =
                    rest.rsplit_once(':').ok_or_else(|| err(text, "expected usdt:PATH:PROVIDER:NAME"))?;
                let (path, provider) =
                    rest2.rsplit_once(':').ok_or_else(|| err(text, "expected usdt:PATH:PROVIDER:NAME"))?;
                if path.is_empty() || provider.is_empty() || name.is_empty() {
                    return Err(err(text, "expected usdt:PATH:PROVIDER:NAME"));
                }
                return Ok(ProbeSpec {
                    text: text.to_string(),
                    kind: ProbeKind::Usdt,
                    path: path.to_string(),
                    location: Location::Usdt { provider: provider.to_string(), name: name.to_string() },
                });
            }
            other => {
                return Err(err(text, format!("unknown probe type `{other}` (expected uprobe, uretprobe or usdt)")))
            }
        };
        let (path, loc) = rest.rsplit_once(':').ok_or_else(|| err(text, "expected uprobe:PATH:SYMBOL"))?;
        if path.is_empty() {
            return Err(err(text, "empty PATH"));
        }
        if loc.is_empty() {
            return Err(err(text, "empty SYMBOL"));
        }
        let location = if Glob::is_pattern(loc) {
            Location::Glob(Glob::parse(loc).map_err(|why| err(text, why))?)
        } else if loc.starts_with("0x") || loc.starts_with("0X") {
            Location::Address(parse_num(loc).ok_or_else(|| err(text, format!("bad address `{loc}`")))?)
        } else if let Some((name, off)) = loc.split_once('+') {
            let offset = parse_num(off).ok_or_else(|| err(text, format!("bad offset `{off}`")))?;
            Location::Symbol { name: name.to_string(), offset }
        } else {
            Location::Symbol { name: loc.to_string(), offset: 0 }
        };
        Ok(ProbeSpec { text: text.to_string(), kind, path: path.to_string(), location })
    }

    /// Resolves to a (biased) virtual address in `image`. Unless `allow_unsafe`, an
    /// offset that is not an instruction boundary of its function is refused, as
    /// bpftrace does.
    pub fn resolve(&self, image: &Image, allow_unsafe: bool) -> Result<u64, SpecError> {
        let addr = match &self.location {
            Location::Address(a) => {
                a.checked_add(image.load_bias).ok_or_else(|| err(&self.text, "address overflows"))?
            }
            Location::Usdt { provider, name } => {
                return image
                    .usdt(provider, name)
                    .map(|n| n.pc)
                    .ok_or_else(|| err(&self.text, format!("no USDT note {provider}:{name}")));
            }
            Location::Symbol { name, offset } => {
                let sym = image.symbol(name).ok_or_else(|| err(&self.text, unknown_symbol(image, name)))?;
                if sym.size > 0 && *offset >= sym.size {
                    return Err(err(
                        &self.text,
                        format!("offset {offset:#x} is outside `{name}` (size {:#x})", sym.size),
                    ));
                }
                // An offset past the end of the address space would wrap around to
                // below the symbol (for a symbol without a size, into the previous
                // function): bpftrace refuses what it cannot add.
                sym.addr.checked_add(*offset).ok_or_else(|| {
                    err(&self.text, format!("offset {offset:#x} from `{name}` ({:#x}) overflows", sym.addr))
                })?
            }
            Location::Glob(g) => {
                return Err(err(
                    &self.text,
                    format!(
                        "`{}` is a pattern: it names many sites (Machine::attach_all attaches one probe per site)",
                        g.text
                    ),
                ));
            }
        };
        self.check_site(image, addr, allow_unsafe)?;
        Ok(addr)
    }

    /// Whether the spec is a pattern (one site per matching symbol).
    pub fn is_glob(&self) -> bool {
        matches!(self.location, Location::Glob(_))
    }

    /// Every site the spec names: one for a plain spec ([`ProbeSpec::resolve`]), one per
    /// matching code symbol for a pattern, each checked as a plain spec's site is.
    pub fn resolve_sites(&self, image: &Image, allow_unsafe: bool) -> Result<Vec<Site>, SpecError> {
        let Location::Glob(g) = &self.location else {
            let symbol = match &self.location {
                Location::Symbol { name, .. } => Some(name.clone()),
                _ => None,
            };
            return Ok(vec![Site { symbol, addr: self.resolve(image, allow_unsafe)? }]);
        };
        let found = self.resolve_glob_symbols(g, image, allow_unsafe)?;
        Ok(found
            .into_iter()
            .map(|i| Site { symbol: Some(image.symbols[i].name.clone()), addr: image.symbols[i].addr })
            .collect())
    }

    /// A pattern's sites as indices into `image.symbols` (address order), each checked
    /// as [`ProbeSpec::resolve_sites`] checks it; `None` for a plain spec. No name is
    /// copied: what attaching 100k sites at once uses.
    pub fn resolve_glob_sites(&self, image: &Image, allow_unsafe: bool) -> Option<Result<Vec<usize>, SpecError>> {
        let Location::Glob(g) = &self.location else { return None };
        Some(self.resolve_glob_symbols(g, image, allow_unsafe))
    }

    fn resolve_glob_symbols(&self, g: &Glob, image: &Image, allow_unsafe: bool) -> Result<Vec<usize>, SpecError> {
        let found = g.resolve(image).map_err(|why| err(&self.text, why))?;
        let mut cursor = 0;
        for &i in &found {
            self.check_site_ascending(image, image.symbols[i].addr, allow_unsafe, &mut cursor)?;
        }
        Ok(found)
    }

    /// The text of the plain spec for one site of a pattern: `KIND:PATH:SYMBOL`.
    pub fn site_spec(&self, site: &Site) -> String {
        let kind = self.text.split_once(':').map_or("uprobe", |(k, _)| k);
        match &site.symbol {
            Some(name) => format!("{kind}:{}:{name}", self.path),
            None => format!("{kind}:{}:{:#x}", self.path, site.addr),
        }
    }

    /// The checks every resolved address passes: backed by the file, and (unless
    /// `allow_unsafe`) an instruction boundary of the code symbol containing it.
    fn check_site(&self, image: &Image, addr: u64, allow_unsafe: bool) -> Result<(), SpecError> {
        self.check_site_ascending(image, addr, allow_unsafe, &mut 0)
    }

    /// [`ProbeSpec::check_site`] for sites in ascending address order: `cursor` is
    /// [`Image::function_at_ascending`]'s.
    fn check_site_ascending(
        &self,
        image: &Image,
        addr: u64,
        allow_unsafe: bool,
        cursor: &mut usize,
    ) -> Result<(), SpecError> {
        if image.file_offset(addr).is_none() {
            return Err(err(&self.text, format!("address {addr:#x} is not backed by the file")));
        }
        if !allow_unsafe {
            if let Some(f) = image.function_at_ascending(addr, cursor) {
                if !is_insn_boundary(image, f.addr, f.end - f.addr, addr) {
                    let why = format!("{addr:#x} is not an instruction boundary of `{}`", f.name);
                    return Err(SpecError { needs_allow_unsafe: true, ..err(&self.text, why) });
                }
            }
        }
        Ok(())
    }
}

impl ProbeSpec {
    /// The USDT semaphore address (the kernel's `ref_ctr_offset`, as a vaddr).
    pub fn semaphore(&self, image: &Image) -> Option<u64> {
        match &self.location {
            Location::Usdt { provider, name } => image.usdt(provider, name).and_then(|n| n.semaphore),
            _ => None,
        }
    }
}

/// Whether decoding `[start, start+size)` from `start` lands exactly on `addr`.
pub fn is_insn_boundary(image: &Image, start: u64, size: u64, addr: u64) -> bool {
    if addr == start {
        return image.file_bytes_at(start, 0).is_some();
    }
    let Some(bytes) = image.file_bytes_at(start, usize::try_from(size).unwrap_or(0)) else { return false };
    let mut d = Decoder::with_ip(64, bytes, start, DecoderOptions::NONE);
    while d.can_decode() {
        let ip = d.ip();
        if ip == addr {
            return true;
        }
        if ip > addr {
            return false;
        }
        let i = d.decode();
        if i.is_invalid() {
            return false;
        }
    }
    d.ip() == addr
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_specs() {
        let s = ProbeSpec::parse("uprobe:/bin/x:main+0x4").unwrap();
        assert_eq!(s.path, "/bin/x");
        assert_eq!(s.location, Location::Symbol { name: "main".into(), offset: 4 });
        let s = ProbeSpec::parse("uprobe:sim:demo:0x401000").unwrap();
        assert_eq!(s.path, "sim:demo");
        assert_eq!(s.location, Location::Address(0x401000));
        let s = ProbeSpec::parse("usdt:sim:usdt-nop:test:probe1").unwrap();
        assert_eq!(s.path, "sim:usdt-nop");
        assert_eq!(s.location, Location::Usdt { provider: "test".into(), name: "probe1".into() });
    }

    #[test]
    fn a_pattern_of_many_alternatives_keeps_each_once() {
        // 2^12 expansions, many pieces each (the schedule fuzzer's slow input had this
        // shape); and the same twice over, which keeps each once.
        let text = "*{a,b}*".repeat(12);
        assert_eq!(Glob::parse(&text).unwrap().alternatives.len(), 4096);
        let g = Glob::parse(&"*{a,b}*{a,b}*".repeat(6)).unwrap();
        assert!(g.alternatives.len() <= 4096 && g.matches("abababababab"));
        assert_eq!(Glob::parse("{x,x,x}*").unwrap().alternatives.len(), 1);
    }

    #[test]
    fn patterns() {
        let g = Glob::parse("trig_*").unwrap();
        assert!(g.matches("trig_nop") && g.matches("trig_") && !g.matches("xtrig_nop"));
        let g = Glob::parse("{a,b}_*x").unwrap();
        assert!(g.matches("a_1x") && g.matches("b_x") && !g.matches("c_x") && !g.matches("a_1"));
        let g = Glob::parse("*mid*").unwrap();
        assert!(g.matches("mid") && g.matches("amidb") && !g.matches("mi"));
        let s = ProbeSpec::parse("uretprobe:sim:demo:{f,g}").unwrap();
        assert!(s.is_glob());
        for bad in ["{a,b", "a}", "{a,,b}", "{a,{b}}", "a,b*", "f*+4", "{}"] {
            let e = ProbeSpec::parse(&format!("uprobe:x:{bad}")).unwrap_err();
            assert!(!e.to_string().contains('\n'), "{e}");
        }
    }

    #[test]
    fn invalid_specs() {
        for bad in [
            "",
            "uprobe",
            "uprobe:x",
            "kprobe:x:y",
            "uprobe::f",
            "uprobe:x:",
            "uprobe:x:f+zz",
            "uprobe:x:0xzz",
            "usdt:x:p",
            "usdt::p:n",
        ] {
            assert!(ProbeSpec::parse(bad).is_err(), "{bad}");
        }
    }
}
