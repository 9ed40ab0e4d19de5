//! A recursive-descent parser for the bpftrace language subset of [`super::ast`], after
//! bpftrace's `lexer.l` and `parser.yy`: comments, attach points (read raw, as the
//! lexer's attach-point state does: a path may hold `/`), a predicate between `/` and
//! `/` (the closing `/` is the one followed by `{`), statements separated by `;`, and
//! C's expression precedence.

use super::ast::*;

/// A syntax error with its line and column (1-based).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {msg}")]
pub struct ParseError {
    /// Line.
    pub line: usize,
    /// Column.
    pub col: usize,
    /// What is wrong.
    pub msg: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Int(i64),
    Str(String),
    Ident(String),
    Var(String),
    Map(String),
    Punct(&'static str),
    Eof,
}

struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

/// The integer types a cast names.
const CAST_TYPES: [&str; 8] = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"];

/// Punctuation, longest first.
const PUNCT: [&str; 38] = [
    "<<=", ">>=", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "==", "!=", "<=", ">=", "&&",
    "||", "+", "-", "*", "/", "%", "&", "|", "^", "<", ">", "=", "!", "~", "?", ":", ",", ";", ".",
];

impl Lexer<'_> {
    fn line_col(&self, pos: usize) -> (usize, usize) {
        let before = &self.src[..pos.min(self.src.len())];
        let line = before.iter().filter(|b| **b == b'\n').count() + 1;
        let col = pos - before.iter().rposition(|b| *b == b'\n').map_or(0, |p| p + 1) + 1;
        (line, col)
    }

    fn err(&self, pos: usize, msg: impl Into<String>) -> ParseError {
        let (line, col) = self.line_col(pos);
        ParseError { line, col, msg: msg.into() }
    }

    /// Skips blanks and comments.
    fn skip(&mut self) -> Result<(), ParseError> {
        loop {
            while self.pos < self.src.len() && self.src[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            let line_start = self.pos == 0 || self.src[self.pos - 1] == b'\n';
            if line_start && self.src.get(self.pos) == Some(&b'#') {
                // A shebang or a preprocessor line (`#include`): bpftrace hands those to
                // its C parser, which the subset here does not need.
                while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else if self.src[self.pos..].starts_with(b"//") {
                while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else if self.src[self.pos..].starts_with(b"/*") {
                let start = self.pos;
                match self.src[self.pos + 2..].windows(2).position(|w| w == b"*/") {
                    Some(e) => self.pos += 2 + e + 2,
                    None => return Err(self.err(start, "unterminated comment")),
                }
            } else {
                return Ok(());
            }
        }
    }

    fn peek_byte(&mut self) -> Result<Option<u8>, ParseError> {
        self.skip()?;
        Ok(self.src.get(self.pos).copied())
    }

    /// An attach point's raw text: up to blank, `,` or `{` (quoted parts kept whole).
    fn attach_text(&mut self) -> Result<(String, usize), ParseError> {
        self.skip()?;
        let start = self.pos;
        let mut out = String::new();
        while let Some(&b) = self.src.get(self.pos) {
            if b.is_ascii_whitespace() || b == b',' || b == b'{' {
                break;
            }
            if b == b'"' {
                // A quoted part (a probe name with odd characters): `\"` and `\\` escaped.
                let open = self.pos;
                self.pos += 1;
                loop {
                    match self.src.get(self.pos) {
                        None => return Err(self.err(open, "unterminated string")),
                        Some(b'"') => break,
                        Some(b'\\') if self.src.get(self.pos + 1).is_some() => {
                            out.push(char::from(self.src[self.pos + 1]));
                            self.pos += 2;
                        }
                        Some(&c) => {
                            out.push(char::from(c));
                            self.pos += 1;
                        }
                    }
                }
                self.pos += 1;
                continue;
            }
            out.push(char::from(b));
            self.pos += 1;
        }
        if out.is_empty() {
            return Err(self.err(start, "expected an attach point"));
        }
        Ok((out, start))
    }

    fn next(&mut self) -> Result<(Tok, usize), ParseError> {
        self.skip()?;
        let start = self.pos;
        let Some(&b) = self.src.get(self.pos) else { return Ok((Tok::Eof, start)) };
        let word = |l: &mut Self, from: usize| {
            let mut e = from;
            while e < l.src.len() && (l.src[e].is_ascii_alphanumeric() || l.src[e] == b'_') {
                e += 1;
            }
            let w = String::from_utf8_lossy(&l.src[from..e]).into_owned();
            l.pos = e;
            w
        };
        let tok = match b {
            b'0'..=b'9' => {
                let w = word(self, start);
                let v = if let Some(h) = w.strip_prefix("0x").or_else(|| w.strip_prefix("0X")) {
                    u64::from_str_radix(h, 16).map(|v| v as i64).ok()
                } else if let Some((m, e)) = w.split_once('e') {
                    // `1e6`: an integer in scientific notation.
                    let (m, e) = (m.parse::<u64>().ok(), e.parse::<u32>().ok());
                    m.zip(e).and_then(|(m, e)| m.checked_mul(10u64.checked_pow(e)?)).map(|v| v as i64)
                } else {
                    w.replace('_', "").parse::<u64>().ok().map(|v| v as i64)
                };
                Tok::Int(v.ok_or_else(|| self.err(start, format!("bad number `{w}`")))?)
            }
            b'"' => Tok::Str(self.string()?),
            b'$' => {
                let w = word(self, start + 1);
                if w.is_empty() {
                    return Err(self.err(start, "expected a variable name after `$`"));
                }
                Tok::Var(w)
            }
            b'@' => Tok::Map(format!("@{}", word(self, start + 1))),
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => Tok::Ident(word(self, start)),
            b'(' | b')' | b'{' | b'}' | b'[' | b']' => {
                self.pos += 1;
                Tok::Punct(match b {
                    b'(' => "(",
                    b')' => ")",
                    b'{' => "{",
                    b'}' => "}",
                    b'[' => "[",
                    _ => "]",
                })
            }
            _ => {
                let p = PUNCT
                    .iter()
                    .find(|p| self.src[self.pos..].starts_with(p.as_bytes()))
                    .ok_or_else(|| self.err(start, format!("unexpected character `{}`", char::from(b))))?;
                self.pos += p.len();
                Tok::Punct(p)
            }
        };
        Ok((tok, start))
    }

    /// A string literal at `pos` (the opening quote), escapes resolved.
    fn string(&mut self) -> Result<String, ParseError> {
        let start = self.pos;
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            let Some(&b) = self.src.get(self.pos) else { return Err(self.err(start, "unterminated string")) };
            self.pos += 1;
            match b {
                b'"' => break,
                b'\\' => {
                    let Some(&e) = self.src.get(self.pos) else { return Err(self.err(start, "unterminated string")) };
                    self.pos += 1;
                    out.push(match e {
                        b'n' => b'\n',
                        b't' => b'\t',
                        b'r' => b'\r',
                        b'0' => 0,
                        b'\\' => b'\\',
                        b'"' => b'"',
                        b'\'' => b'\'',
                        other => {
                            return Err(self.err(self.pos - 2, format!("invalid escape `\\{}`", char::from(other))))
                        }
                    });
                }
                _ => out.push(b),
            }
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }
}

/// The parser: a lexer and one token of lookahead.
struct Parser<'a> {
    lex: Lexer<'a>,
    tok: Tok,
    at: usize,
}

/// Parses a whole program.
pub fn parse(src: &str) -> Result<Program, ParseError> {
    let mut lex = Lexer { src: src.as_bytes(), pos: 0 };
    let mut probes = Vec::new();
    loop {
        if lex.peek_byte()?.is_none() {
            break;
        }
        let mut attach = Vec::new();
        loop {
            let (text, at) = lex.attach_text()?;
            attach.push(attach_point(&text).map_err(|m| lex.err(at, m))?);
            if lex.peek_byte()? == Some(b',') {
                lex.pos += 1;
                continue;
            }
            break;
        }
        let mut p = Parser::new(lex)?;
        let pred = if p.tok == Tok::Punct("/") {
            p.bump()?;
            let e = p.expr_until_pred_end()?;
            p.expect("/")?;
            Some(e)
        } else {
            None
        };
        p.expect("{")?;
        let body = p.stmts_until_close()?;
        lex = p.into_lexer();
        probes.push(Probe { attach, pred, body });
    }
    if probes.is_empty() {
        return Err(ParseError { line: 1, col: 1, msg: "no probes".to_string() });
    }
    Ok(Program { probes })
}

/// Reads one attach point: `BEGIN`, `END`, `TYPE:TARGET:FUNC[+OFF]`, `usdt:TARGET:[PROVIDER:]NAME`.
pub fn attach_point(text: &str) -> Result<AttachPoint, String> {
    let simple =
        |kind| AttachPoint { kind, target: String::new(), func: String::new(), offset: None, text: text.to_string() };
    match text {
        "BEGIN" => return Ok(simple(ProbeType::Begin)),
        "END" => return Ok(simple(ProbeType::End)),
        _ => {}
    }
    let (kind, rest) = text.split_once(':').ok_or_else(|| format!("invalid probe `{text}`"))?;
    let kind = match kind {
        "uprobe" | "u" => ProbeType::Uprobe,
        "uretprobe" | "ur" => ProbeType::Uretprobe,
        "usdt" | "U" => ProbeType::Usdt,
        other => return Err(format!("unsupported probe type `{other}` (uprobe, uretprobe, usdt, BEGIN, END)")),
    };
    // probesim's bundled programs are targets of their own: `uprobe:sim:NAME:FUNC`.
    let split = match rest.strip_prefix("sim:") {
        Some(r) => r.split_once(':').map(|(n, f)| (&rest[..4 + n.len()], f)),
        None => rest.split_once(':'),
    };
    let (target, func) = split.ok_or_else(|| format!("{} probe `{text}` needs TARGET:FUNCTION", kind.name()))?;
    // An empty target is the traced command's binary (bpftrace: `-p`'s process).
    if func.is_empty() {
        return Err(format!("{} probe `{text}` needs TARGET:FUNCTION", kind.name()));
    }
    let (func, offset) = match func.rsplit_once('+') {
        Some((f, off)) if kind != ProbeType::Usdt => {
            let off = match off.strip_prefix("0x") {
                Some(h) => u64::from_str_radix(h, 16),
                None => off.parse::<u64>(),
            }
            .map_err(|_| format!("invalid offset `{off}` in `{text}`"))?;
            (f.to_string(), Some(off))
        }
        _ => (func.to_string(), None),
    };
    if kind == ProbeType::Uretprobe && offset.is_some() {
        return Err(format!("uretprobe `{text}` cannot have an offset"));
    }
    // The long form, as the `probe` builtin names it.
    let long = match offset {
        Some(o) => format!("{}:{target}:{func}+{o}", kind.name()),
        None => format!("{}:{target}:{func}", kind.name()),
    };
    Ok(AttachPoint { kind, target: target.to_string(), func, offset, text: long })
}

impl<'a> Parser<'a> {
    fn new(mut lex: Lexer<'a>) -> Result<Self, ParseError> {
        let (tok, at) = lex.next()?;
        Ok(Parser { lex, tok, at })
    }

    /// The lexer, positioned after the last token consumed.
    fn into_lexer(self) -> Lexer<'a> {
        let mut lex = self.lex;
        lex.pos = self.at;
        lex
    }

    fn bump(&mut self) -> Result<Tok, ParseError> {
        let (t, at) = self.lex.next()?;
        self.at = at;
        Ok(std::mem::replace(&mut self.tok, t))
    }

    fn err(&self, msg: impl Into<String>) -> ParseError {
        self.lex.err(self.at, msg)
    }

    fn is(&self, p: &str) -> bool {
        matches!(&self.tok, Tok::Punct(x) if *x == p)
    }

    fn expect(&mut self, p: &str) -> Result<(), ParseError> {
        if self.is(p) {
            self.bump()?;
            Ok(())
        } else {
            Err(self.err(format!("expected `{p}`, found {}", describe(&self.tok))))
        }
    }

    /// Statements up to and including the closing `}`.
    fn stmts_until_close(&mut self) -> Result<Vec<Stmt>, ParseError> {
        let mut out = Vec::new();
        loop {
            if self.is("}") {
                // Leave the lexer just past the brace: the next probe is read raw.
                self.at = self.lex.pos;
                return Ok(out);
            }
            if self.is(";") {
                self.bump()?;
                continue;
            }
            if self.tok == Tok::Eof {
                return Err(self.err("expected `}`"));
            }
            let (s, block) = self.stmt()?;
            out.push(s);
            if !block && !self.is("}") {
                self.expect(";")?;
            }
        }
    }

    /// A `{ ... }` block.
    fn block(&mut self) -> Result<Vec<Stmt>, ParseError> {
        self.expect("{")?;
        let body = self.stmts_until_close()?;
        // stmts_until_close left `}` as the current token.
        self.bump()?;
        Ok(body)
    }

    /// One statement, and whether it ended with a block (no `;` needed).
    fn stmt(&mut self) -> Result<(Stmt, bool), ParseError> {
        match &self.tok {
            Tok::Ident(w) if w == "if" => {
                self.bump()?;
                self.expect("(")?;
                let cond = self.expr()?;
                self.expect(")")?;
                let then = self.block()?;
                let otherwise = if matches!(&self.tok, Tok::Ident(w) if w == "else") {
                    self.bump()?;
                    if matches!(&self.tok, Tok::Ident(w) if w == "if") {
                        vec![self.stmt()?.0]
                    } else {
                        self.block()?
                    }
                } else {
                    Vec::new()
                };
                return Ok((Stmt::If { cond, then, otherwise }, true));
            }
            Tok::Ident(w) if w == "unroll" => {
                self.bump()?;
                self.expect("(")?;
                let Tok::Int(n) = self.bump()? else { return Err(self.err("unroll takes an integer")) };
                self.expect(")")?;
                if !(1..=100).contains(&n) {
                    return Err(self.err("unroll count must be 1 to 100"));
                }
                let body = self.block()?;
                return Ok((Stmt::Unroll { times: n as u64, body }, true));
            }
            Tok::Ident(w) if w == "return" => {
                self.bump()?;
                return Ok((Stmt::Return, false));
            }
            _ => {}
        }
        let lhs = self.expr()?;
        for (op, bin) in [
            ("=", None),
            ("+=", Some(BinOp::Add)),
            ("-=", Some(BinOp::Sub)),
            ("*=", Some(BinOp::Mul)),
            ("/=", Some(BinOp::Div)),
            ("%=", Some(BinOp::Mod)),
            ("&=", Some(BinOp::BitAnd)),
            ("|=", Some(BinOp::BitOr)),
            ("^=", Some(BinOp::BitXor)),
            ("<<=", Some(BinOp::Shl)),
            (">>=", Some(BinOp::Shr)),
            ("++", Some(BinOp::Add)),
            ("--", Some(BinOp::Sub)),
        ] {
            if !self.is(op) {
                continue;
            }
            self.bump()?;
            let rhs = match op {
                "++" | "--" => Expr::Int(1),
                _ => self.expr()?,
            };
            let value = match bin {
                Some(b) => Expr::Binary { op: b, lhs: Box::new(lhs.clone()), rhs: Box::new(rhs) },
                None => rhs,
            };
            return match lhs {
                Expr::Map(map) => Ok((Stmt::MapAssign { map, value }, false)),
                Expr::Var(name) => Ok((Stmt::VarAssign { name, value }, false)),
                _ => Err(self.err("only a map or a $variable can be assigned")),
            };
        }
        Ok((Stmt::Expr(lhs), false))
    }

    fn expr(&mut self) -> Result<Expr, ParseError> {
        self.ternary(false)
    }

    /// An expression that ends at a `/` followed by `{` (a predicate's end).
    fn expr_until_pred_end(&mut self) -> Result<Expr, ParseError> {
        self.ternary(true)
    }

    fn ternary(&mut self, pred: bool) -> Result<Expr, ParseError> {
        let cond = self.binary(0, pred)?;
        if self.is("?") {
            self.bump()?;
            let then = self.ternary(pred)?;
            self.expect(":")?;
            let otherwise = self.ternary(pred)?;
            return Ok(Expr::Ternary { cond: Box::new(cond), then: Box::new(then), otherwise: Box::new(otherwise) });
        }
        Ok(cond)
    }

    /// Whether the current `/` closes a predicate: the next token is `{`.
    fn closes_pred(&mut self) -> Result<bool, ParseError> {
        Ok(self.is("/") && self.lex.peek_byte()? == Some(b'{'))
    }

    fn binop(&self) -> Option<(BinOp, u8)> {
        let Tok::Punct(p) = &self.tok else { return None };
        Some(match *p {
            "||" => (BinOp::Or, 1),
            "&&" => (BinOp::And, 2),
            "|" => (BinOp::BitOr, 3),
            "^" => (BinOp::BitXor, 4),
            "&" => (BinOp::BitAnd, 5),
            "==" => (BinOp::Eq, 6),
            "!=" => (BinOp::Ne, 6),
            "<" => (BinOp::Lt, 7),
            "<=" => (BinOp::Le, 7),
            ">" => (BinOp::Gt, 7),
            ">=" => (BinOp::Ge, 7),
            "<<" => (BinOp::Shl, 8),
            ">>" => (BinOp::Shr, 8),
            "+" => (BinOp::Add, 9),
            "-" => (BinOp::Sub, 9),
            "*" => (BinOp::Mul, 10),
            "/" => (BinOp::Div, 10),
            "%" => (BinOp::Mod, 10),
            _ => return None,
        })
    }

    /// Precedence climbing over [`Parser::binop`].
    fn binary(&mut self, min: u8, pred: bool) -> Result<Expr, ParseError> {
        let mut lhs = self.unary(pred)?;
        while let Some((op, prec)) = self.binop() {
            if prec < min || (pred && self.closes_pred()?) {
                break;
            }
            self.bump()?;
            let rhs = self.binary(prec + 1, pred)?;
            lhs = Expr::Binary { op, lhs: Box::new(lhs), rhs: Box::new(rhs) };
        }
        Ok(lhs)
    }

    fn unary(&mut self, pred: bool) -> Result<Expr, ParseError> {
        let op = match &self.tok {
            Tok::Punct("!") => Some(UnOp::Not),
            Tok::Punct("~") => Some(UnOp::BitNot),
            Tok::Punct("-") => Some(UnOp::Neg),
            _ => None,
        };
        if let Some(op) = op {
            self.bump()?;
            let arg = self.unary(pred)?;
            return Ok(match (op, arg) {
                (UnOp::Neg, Expr::Int(v)) => Expr::Int(v.wrapping_neg()),
                (op, arg) => Expr::Unary { op, arg: Box::new(arg) },
            });
        }
        let mut e = self.primary(pred)?;
        while self.is(".") {
            self.bump()?;
            let Tok::Int(i) = self.bump()? else { return Err(self.err("expected a tuple index after `.`")) };
            e = Expr::Field { of: Box::new(e), index: i as usize };
        }
        Ok(e)
    }

    fn args(&mut self, close: &str) -> Result<Vec<Expr>, ParseError> {
        let mut out = Vec::new();
        if self.is(close) {
            self.bump()?;
            return Ok(out);
        }
        loop {
            out.push(self.expr()?);
            if self.is(",") {
                self.bump()?;
                continue;
            }
            self.expect(close)?;
            return Ok(out);
        }
    }

    fn primary(&mut self, pred: bool) -> Result<Expr, ParseError> {
        let at = self.at;
        let tok = self.bump()?;
        Ok(match tok {
            Tok::Int(v) => Expr::Int(v),
            Tok::Str(s) => Expr::Str(s),
            Tok::Var(v) => Expr::Var(v),
            Tok::Map(name) => {
                let keys = if self.is("[") {
                    self.bump()?;
                    self.args("]")?
                } else {
                    Vec::new()
                };
                Expr::Map(MapRef { name, keys })
            }
            Tok::Ident(name) => {
                if self.is("(") {
                    self.bump()?;
                    let args = self.args(")")?;
                    Expr::Call { name, args }
                } else {
                    Expr::Builtin(name)
                }
            }
            Tok::Punct("(") => {
                // A cast: `(int32)expr`.
                if let Tok::Ident(ty) = &self.tok {
                    if CAST_TYPES.contains(&ty.as_str()) {
                        let name = ty.clone();
                        self.bump()?;
                        self.expect(")")?;
                        let arg = self.unary(pred)?;
                        return Ok(Expr::Call { name, args: vec![arg] });
                    }
                }
                let first = self.ternary(false)?;
                if self.is(",") {
                    self.bump()?;
                    let mut items = vec![first];
                    items.extend(self.args(")")?);
                    Expr::Tuple(items)
                } else {
                    self.expect(")")?;
                    first
                }
            }
            other => return Err(self.lex.err(at, format!("syntax error, unexpected {}", describe(&other)))),
        })
    }
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Int(v) => format!("integer {v}"),
        Tok::Str(s) => format!("string \"{s}\""),
        Tok::Ident(w) => format!("identifier `{w}`"),
        Tok::Var(v) => format!("variable ${v}"),
        Tok::Map(m) => format!("map {m}"),
        Tok::Punct(p) => format!("`{p}`"),
        Tok::Eof => "end of file".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_attach_points_predicates_and_statements() {
        let p = parse(
            "// count\nuprobe:/bin/bash:readline, ur:/bin/bash:readline /pid == 42 && arg0 > 1/ {\n  @[comm] = count(); $x = 1 + 2 * 3; @h = hist(retval);\n}\nEND { printf(\"%d\\n\", $x); clear(@); }",
        )
        .unwrap();
        assert_eq!(p.probes.len(), 2);
        let a = &p.probes[0].attach;
        assert_eq!(a[0].kind, ProbeType::Uprobe);
        assert_eq!((a[0].target.as_str(), a[0].func.as_str()), ("/bin/bash", "readline"));
        assert_eq!(a[1].kind, ProbeType::Uretprobe);
        assert_eq!(a[1].text, "uretprobe:/bin/bash:readline");
        assert!(matches!(p.probes[0].pred, Some(Expr::Binary { op: BinOp::And, .. })));
        assert_eq!(p.probes[0].body.len(), 3);
        let Stmt::VarAssign { value, .. } = &p.probes[0].body[1] else { panic!() };
        // Precedence: 1 + (2 * 3).
        assert!(
            matches!(value, Expr::Binary { op: BinOp::Add, rhs, .. } if matches!(**rhs, Expr::Binary { op: BinOp::Mul, .. }))
        );
        assert_eq!(p.probes[1].attach[0].kind, ProbeType::End);
    }

    #[test]
    fn a_predicate_may_divide_and_ends_at_the_slash_before_the_brace() {
        let p = parse("u:/t:f /arg0 / 2 == 1/ { @x++ }").unwrap();
        assert!(matches!(p.probes[0].pred, Some(Expr::Binary { op: BinOp::Eq, .. })));
        let Stmt::MapAssign { value, .. } = &p.probes[0].body[0] else { panic!() };
        assert!(matches!(value, Expr::Binary { op: BinOp::Add, .. }));
    }

    #[test]
    fn offsets_usdt_and_if_else() {
        let p = parse("uprobe:/t:f+0x10 { if (arg0 == 1) { @a = 1 } else if (arg0 == 2) { @a = 2 } else { @a = 3 } } U:/t:prov:name { @u = count() }").unwrap();
        assert_eq!(p.probes[0].attach[0].offset, Some(16));
        assert_eq!(p.probes[0].attach[0].text, "uprobe:/t:f+16");
        assert!(matches!(&p.probes[0].body[0], Stmt::If { otherwise, .. } if matches!(otherwise[0], Stmt::If { .. })));
        assert_eq!(p.probes[1].attach[0].func, "prov:name");
    }

    #[test]
    fn preprocessor_lines_and_scientific_integers() {
        let p = parse("#!/usr/bin/bpftrace\n#include <linux/sched.h>\nBEGIN { $x = 1e6; }").unwrap();
        let Stmt::VarAssign { value, .. } = &p.probes[0].body[0] else { panic!() };
        assert_eq!(*value, Expr::Int(1_000_000));
    }

    #[test]
    fn casts_are_calls_of_the_type() {
        let p = parse("ur:/t:f { @x = (int32)retval - 3 }").unwrap();
        let Stmt::MapAssign { value, .. } = &p.probes[0].body[0] else { panic!() };
        let Expr::Binary { lhs, .. } = value else { panic!("{value:?}") };
        assert!(matches!(&**lhs, Expr::Call { name, .. } if name == "int32"));
    }

    #[test]
    fn errors_name_the_place() {
        let e = parse("uprobe:/t:f { @x = ; }").unwrap_err();
        assert_eq!((e.line, e.col), (1, 20), "{e}");
        assert!(parse("kprobe:do_sys_open { }").unwrap_err().msg.contains("unsupported probe type"));
        assert!(parse("uretprobe:/t:f+4 { }").is_err());
        assert!(parse("uprobe:/t:f { printf(\"x) }").is_err());
    }
}
