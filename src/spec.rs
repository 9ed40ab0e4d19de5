//! Probe specs in bpftrace syntax: `uprobe:PATH:SYMBOL`, `uprobe:PATH:SYMBOL+OFFSET`,
//! `uprobe:PATH:0xADDR`.

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
        let location = if loc.starts_with("0x") || loc.starts_with("0X") {
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
                let sym = image.symbol(name).ok_or_else(|| err(&self.text, format!("unknown symbol `{name}`")))?;
                if sym.size > 0 && *offset >= sym.size {
                    return Err(err(
                        &self.text,
                        format!("offset {offset:#x} is outside `{name}` (size {:#x})", sym.size),
                    ));
                }
                sym.addr + offset
            }
        };
        if image.file_offset(addr).is_none() {
            return Err(err(&self.text, format!("address {addr:#x} is not backed by the file")));
        }
        if !allow_unsafe {
            if let Some(f) = image.function_at(addr) {
                if !is_insn_boundary(image, f.addr, f.size, addr) {
                    let why = format!("{addr:#x} is not an instruction boundary of `{}`", f.name);
                    return Err(SpecError { needs_allow_unsafe: true, ..err(&self.text, why) });
                }
            }
        }
        Ok(addr)
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
