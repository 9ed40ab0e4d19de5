//! USDT argument specs, as `.note.stapsdt` writes them (`-4@%edi 8@-8(%rbp) 4@$5`), and
//! how a consumer reads each: the size (negative: signed), then a register, an
//! immediate or a memory operand in AT&T syntax. libbpf's `parse_usdt_arg()` and
//! bpftrace read them the same way.

use crate::cpu::Reg;

/// Where an argument lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// `$imm`.
    Imm(i64),
    /// `%reg`: the register and the width named (1, 2, 4 or 8 bytes).
    Reg(Reg, u8),
    /// `disp(%base)`, `disp(%base,%index,scale)`; `%rip` as base reads rip.
    Mem {
        /// Displacement.
        disp: i64,
        /// Base register.
        base: Reg,
        /// Index register and scale.
        index: Option<(Reg, u8)>,
    },
}

/// One argument: `size@location`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// Bytes (1, 2, 4 or 8).
    pub size: u8,
    /// Sign-extended when read.
    pub signed: bool,
    /// Where.
    pub loc: Location,
    /// As written.
    pub text: String,
}

/// A register's AT&T name (without `%`): the 64-bit register and the width named.
fn reg(name: &str) -> Option<(Reg, u8)> {
    const LEGACY: [(&str, &str, &str, &str, Reg); 8] = [
        ("rax", "eax", "ax", "al", Reg::Rax),
        ("rbx", "ebx", "bx", "bl", Reg::Rbx),
        ("rcx", "ecx", "cx", "cl", Reg::Rcx),
        ("rdx", "edx", "dx", "dl", Reg::Rdx),
        ("rsi", "esi", "si", "sil", Reg::Rsi),
        ("rdi", "edi", "di", "dil", Reg::Rdi),
        ("rbp", "ebp", "bp", "bpl", Reg::Rbp),
        ("rsp", "esp", "sp", "spl", Reg::Rsp),
    ];
    for (q, d, w, b, r) in LEGACY {
        for (n, width) in [(q, 8), (d, 4), (w, 2), (b, 1)] {
            if name == n {
                return Some((r, width));
            }
        }
    }
    if name == "rip" {
        return Some((Reg::Rip, 8));
    }
    let rest = name.strip_prefix('r')?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let n: usize = digits.parse().ok()?;
    let r = *[Reg::R8, Reg::R9, Reg::R10, Reg::R11, Reg::R12, Reg::R13, Reg::R14, Reg::R15].get(n.checked_sub(8)?)?;
    let width = match &rest[digits.len()..] {
        "" => 8,
        "d" => 4,
        "w" => 2,
        "b" => 1,
        _ => return None,
    };
    Some((r, width))
}

fn number(s: &str) -> Option<i64> {
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let v = match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok()? as i64,
        None => s.parse::<i64>().ok()?,
    };
    Some(if neg { v.wrapping_neg() } else { v })
}

impl Arg {
    /// Parses one `size@location`.
    pub fn parse(text: &str) -> Result<Arg, String> {
        let bad = || format!("USDT argument `{text}` is not `size@location`");
        let (size, loc) = text.split_once('@').ok_or_else(bad)?;
        let size: i8 = size.parse().map_err(|_| bad())?;
        let (signed, size) = (size < 0, size.unsigned_abs());
        if ![1, 2, 4, 8].contains(&size) {
            return Err(format!("USDT argument `{text}`: size {size} is not 1, 2, 4 or 8"));
        }
        let loc = if let Some(imm) = loc.strip_prefix('$') {
            Location::Imm(number(imm).ok_or_else(bad)?)
        } else if let Some(r) = loc.strip_prefix('%') {
            let (r, w) = reg(r).ok_or_else(|| format!("USDT argument `{text}`: unknown register"))?;
            Location::Reg(r, w)
        } else {
            let open = loc.find('(').ok_or_else(bad)?;
            let disp = if open == 0 { 0 } else { number(&loc[..open]).ok_or_else(bad)? };
            let inner = loc[open + 1..].strip_suffix(')').ok_or_else(bad)?;
            let mut parts = inner.split(',');
            let base = parts.next().and_then(|b| b.strip_prefix('%')).and_then(reg).ok_or_else(bad)?.0;
            let index = match (parts.next(), parts.next()) {
                (Some(i), s) => {
                    let i = i.strip_prefix('%').and_then(reg).ok_or_else(bad)?.0;
                    let s: u8 = s.map_or(Ok(1), str::parse).map_err(|_| bad())?;
                    Some((i, s))
                }
                (None, _) => None,
            };
            Location::Mem { disp, base, index }
        };
        Ok(Arg { size, signed, loc, text: text.to_string() })
    }

    /// Parses a note's whole argument string (space-separated).
    pub fn parse_all(args: &str) -> Vec<Result<Arg, String>> {
        args.split_whitespace().map(Arg::parse).collect()
    }

    /// The value a consumer reads: registers by `reg`, memory by `mem(addr, size)`
    /// (`None`: unreadable), sign- or zero-extended from the argument's size.
    pub fn read(&self, reg: impl Fn(Reg) -> u64, mem: impl Fn(u64, usize) -> Option<u64>) -> Option<i64> {
        let raw = match &self.loc {
            Location::Imm(v) => *v as u64,
            Location::Reg(r, w) => reg(*r) & mask(*w),
            Location::Mem { disp, base, index } => {
                let mut a = reg(*base).wrapping_add(*disp as u64);
                if let Some((i, s)) = index {
                    a = a.wrapping_add(reg(*i).wrapping_mul(u64::from(*s)));
                }
                mem(a, usize::from(self.size))?
            }
        };
        let v = raw & mask(self.size);
        let bits = u32::from(self.size) * 8;
        Some(if self.signed && bits < 64 { ((v << (64 - bits)) as i64) >> (64 - bits) } else { v as i64 })
    }
}

fn mask(bytes: u8) -> u64 {
    if bytes >= 8 {
        u64::MAX
    } else {
        (1u64 << (u32::from(bytes) * 8)) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_forms_compilers_write() {
        assert_eq!(Arg::parse("-4@%edi").unwrap().loc, Location::Reg(Reg::Rdi, 4));
        assert_eq!(Arg::parse("8@%r12").unwrap().loc, Location::Reg(Reg::R12, 8));
        assert_eq!(Arg::parse("1@%r9b").unwrap().loc, Location::Reg(Reg::R9, 1));
        assert_eq!(Arg::parse("4@$-5").unwrap().loc, Location::Imm(-5));
        assert_eq!(Arg::parse("8@-8(%rbp)").unwrap().loc, Location::Mem { disp: -8, base: Reg::Rbp, index: None });
        assert_eq!(
            Arg::parse("4@8(%rax,%rdx,4)").unwrap().loc,
            Location::Mem { disp: 8, base: Reg::Rax, index: Some((Reg::Rdx, 4)) }
        );
        assert_eq!(Arg::parse("8@(%rsp)").unwrap().loc, Location::Mem { disp: 0, base: Reg::Rsp, index: None });
        assert!(Arg::parse("3@%eax").is_err());
        assert!(Arg::parse("4@%xyz").is_err());
        assert!(Arg::parse("nonsense").is_err());
    }

    #[test]
    fn reads_sign_extend_by_the_size() {
        let regs = |r: Reg| if r == Reg::Rdi { 0xffff_ffff_ffff_fffc } else { 0x1000 };
        let mem = |a: u64, _| (a == 0x0ff8).then_some(0x8000_0000_0000_0001u64);
        assert_eq!(Arg::parse("-4@%edi").unwrap().read(regs, mem), Some(-4));
        assert_eq!(Arg::parse("4@%edi").unwrap().read(regs, mem), Some(0xffff_fffc));
        assert_eq!(Arg::parse("8@-8(%rbp)").unwrap().read(regs, mem), Some(0x8000_0000_0000_0001u64 as i64));
        assert_eq!(Arg::parse("8@16(%rbp)").unwrap().read(regs, mem), None);
    }
}
