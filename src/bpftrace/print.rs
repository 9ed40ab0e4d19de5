//! bpftrace 0.17's output formatting: `printf`, `print()`, map printing
//! (mid-run `print(@m)` and at exit), text and `-f json`.
//!
//! What each function models in bpftrace 0.17's sources:
//!
//! * [`printf`] — `FormatString::split`/`FormatString::format`
//!   (format_string.cpp), `format_specifier_re` (printf.h), the
//!   `printf_format_types` table (printf_format_types.h) and
//!   `validate_format_string` (its error messages); each piece is formatted by
//!   glibc `snprintf`, which is emulated here.
//! * [`map_text`]: `BPFtrace::print_map` / `print_map_hist` /
//!   `print_map_stats` (bpftrace.cpp, the entry sorting and top/div handling)
//!   and `TextOutput::map` / `map_hist` / `map_stats`, `hist_to_str`,
//!   `lhist_to_str`, `hist_index_label`, `lhist_index_label` (output.cpp).
//! * [`json_map`]: the same sorting plus `JsonOutput::map` / `map_hist` /
//!   `map_stats` (output.cpp).
//! * [`maps_at_exit`] / [`maps_at_exit_json`]: main.cpp's
//!   `std::cout << "\n\n"` followed by `BPFtrace::print_maps`.
//! * [`attached`] / [`json_attached`]: `TextOutput::attached_probes` /
//!   `JsonOutput::attached_probes`; [`lost_events`] / [`json_lost_events`]:
//!   `*Output::lost_events`; [`value_text`] / [`json_value`]: `*Output::value`
//!   (`print(expr)` of a non-map); [`json_printf`] / [`json_message`]:
//!   `JsonOutput::message` (printf, time, cat, system, join records).
//!
//! # The rules (all verified against the real bpftrace 0.17 on this host)
//!
//! **Map order at exit**: by map name in byte order (bpftrace keeps the maps in
//! a `std::map<std::string, ...>`), *not* by first use: `@`, `@A`, `@Z9`,
//! `@_x`, `@a1`, `@a_b`, `@ab`, `@b`. Every map the program mentions is
//! printed, including ones never assigned at runtime or emptied by
//! `clear()`/`delete()` (those print just their trailing newline(s)). Before
//! the maps bpftrace writes `"\n\n"` to stdout — also with `-f json`.
//!
//! **Blank lines** (text): a plain map prints its entries joined by `"\n"`
//! then `"\n"`; an `avg()`/`stats()` map the same then `"\n\n"`; a
//! `hist()`/`lhist()` map prints `"@h[k]: \n"` + one line per bucket per
//! entry, entries joined by `"\n"` (so a blank line between entries) and a
//! final `"\n"`. An empty map prints `"\n"` (`"\n\n"` for avg/stats). A
//! zeroed hist entry prints `"@h: \n"` with no bucket lines.
//!
//! **Entry order**:
//! * `count`/`sum`/integer values: ascending by value (signed unless the value
//!   type is unsigned; `count` unsigned); `min` by its signed value, `max` as
//!   unsigned. bpftrace's order for *equal* values is random (hash-table
//!   order, run to run); here ties are ordered by key as below.
//! * string / tuple values: by key, element by element: integers compared as
//!   *unsigned* 64-bit (so `-1` sorts after `5`), strings by bytes.
//! * `hist`/`lhist`: by the total count of the entry, `avg`/`stats`: by the
//!   average (`total / count`, truncated); the order entering that `std::sort`
//!   is the raw key bytes' order (integers little-endian, so key `256` comes
//!   before `1`, negatives last; strings by bytes). `std::sort` is not stable
//!   for more than 16 entries; libstdc++'s introsort is reproduced exactly
//!   (so ties come out exactly as bpftrace orders them).
//! * `print(@m, N)` keeps the last N (largest) entries. `stats()` maps ignore
//!   N (a bpftrace bug: only `avg` honours it). `print(@m, N, D)` divides
//!   count/sum/min/max/integer values (and integers inside tuples), avg's
//!   average and hist's printed counts (not the bars) by D; stats and lhist
//!   ignore D.
//!
//! **Values**: integers via `std::to_string`: signed values signed, unsigned
//! (`count`, `max`, `uint64` values) unsigned. Map *keys* are always printed
//! signed (`@m[(uint64)-1]` prints `@m[-1]`). Strings raw. Tuples `(1, a)` in
//! text, `[1,"a"]` in JSON. `avg` prints `total / count` truncated toward
//! zero; `stats` prints `count C, average A, total T`. `max()` of a negative
//! first value and `min()` of a value above `0xffffffff` create no entry;
//! `min(0xffffffff)` prints 0 (see `value.rs`).
//!
//! **Histogram lines**: `format!("{:<16}{:>8} |{:<52}|\n", label, count, bar)`.
//! hist labels: index 0 `(..., 0)`, 1 `[0]`, 2 `[1]`, then `[2, 4)`,
//! `[4, 8)`, ... with `K`/`M`/`G`/`T` for powers 10/20/30/40 (`[512, 1K)`,
//! `[1K, 2K)`, `[1M, 2M)`, `[2G, 4G)`). lhist labels: `(..., min)`,
//! `[lo, hi)`, `[max, ...)`; a number that is a non-zero multiple of 1048576
//! prints as `NM`, of 1024 as `NK` (`[2K, 3K)`). Only the buckets from the
//! first non-zero to the last non-zero are printed (zeros in between are
//! printed). The bar is `count / (float)max_count * 52` `@`s, truncated
//! (computed on the undivided counts).
//!
//! **JSON**: one line per record, `{"type": T, "data": D}` with `": "` and
//! `", "` separators. Maps: `{"type": "map"|"hist"|"stats", "data": {"@m":
//! V}}` where V is the bare value for a keyless map, else `{"k1,k2": v, ...}`
//! (key elements joined by `,` with no space). hist buckets are objects
//! `{"min": lo, "max": hi, "count": c}` (`{"max": -1, ...}` for negatives;
//! lhist's `{"max": min-1, ...}` and `{"min": max, ...}` for the
//! out-of-range buckets); hist's `min`/`max` are computed with 32-bit
//! `1 << n`, so the `[2G, 4G)` bucket reads `"min": -2147483648, "max": 0`.
//! stats: `{"count": C, "average": A, "total": T}`; avg is type "stats" with
//! a bare number. Empty maps print nothing. Strings are escaped by
//! `json_escape` (bytes >= 0x80 become `\uffffffXX`). Other records:
//! `{"type": "attached_probes", "data": {"probes": N}}`,
//! `{"type": "printf", "data": "..."}`, `{"type": "value", "data": V}`,
//! `{"type": "time", "data": "..."}`, `{"type": "lost_events", "data":
//! {"events": N}}`.
//!
//! **printf**: the format is cut after each conversion matched by
//! `%-?[0-9]*(\.[0-9]+)?(s|c|d|u|o|x|X|p|hhd|hd|ld|lld|jd|zd|td|...)` and
//! each piece is handed to `snprintf` with its one argument; the text after
//! the last conversion is copied *verbatim*. Hence `%%` prints `%` in a piece
//! that has a conversion after it but stays `%%` at the end of the format
//! (`printf("100%% done %d%%\n", 5)` prints `100% done 5%%`, and
//! `printf("100%%\n")` prints `100%%`). Integers are passed as 64-bit, so
//! `%d`/`%u`/`%x`/`%o`/`%c` see the low 32 bits (`%d` of `0x100000005` is
//! `5`, `%u` of -1 is `4294967295`), `%hd`/`%hhd` 16/8 bits, and
//! `l`/`ll`/`j`/`z`/`t` all 64. `%p` prints `0x...` or `(nil)`. Flags:
//! only `-` and `0`, width and `.precision`. Escapes (`\n`, `\t`, `\"`,
//! `\\`, `\r`, octal, hex) are resolved by bpftrace's lexer, *before*
//! `printf` sees the format.
//!
//! **Attaching line**: `Attaching 1 probe...` / `Attaching N probes...`.
//!
//! # Differs from bpftrace
//!
//! * Ties in value-sorted maps (count/sum/min/max/int values) are random in
//!   bpftrace; here they are ordered by key (integers unsigned, strings by
//!   bytes).
//! * Buffer (`%r`), stack, symbol, inet and other special types are not
//!   modelled; `printf` rejects `%r`. A format piece with a C conversion that
//!   bpftrace's regex does not recognise before a recognised one (e.g.
//!   `"%f %d"`, undefined behaviour in bpftrace) is reported as an error.
//! * Output is returned as `String`: a `%.Ns` cutting a multi-byte UTF-8
//!   character leaves a replacement character where bpftrace writes the raw
//!   byte.

use std::cmp::Ordering;

use super::value::*;

// ---------------------------------------------------------------- printf

/// The length+conversion suffixes of bpftrace's `printf_format_types`, and
/// whether each takes a string (`true`) or an integer (`false`).
fn conversion_at(b: &[u8], j: usize) -> Option<(usize, bool)> {
    // bpftrace's table has no ambiguity except r/rx/rh (longest taken here).
    let rest = &b[j..];
    let starts = |s: &str| rest.starts_with(s.as_bytes());
    if starts("rx") || starts("rh") {
        return Some((2, true));
    }
    if starts("s") || starts("r") {
        return Some((1, true));
    }
    if starts("c") {
        return Some((1, false));
    }
    for len in ["hh", "ll", "h", "l", "j", "z", "t", ""] {
        if starts(len) {
            if let Some(c) = rest.get(len.len()) {
                if b"duoxXp".contains(c) {
                    return Some((len.len() + 1, false));
                }
            }
        }
    }
    None
}

/// One match of bpftrace's `format_specifier_re`: `(start, end, is_string)`.
fn find_tokens(fmt: &str) -> Vec<(usize, usize, bool)> {
    let b = fmt.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'%' {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        if j < b.len() && b[j] == b'-' {
            j += 1;
        }
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        if j + 1 < b.len() && b[j] == b'.' && b[j + 1].is_ascii_digit() {
            j += 1;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
        }
        match conversion_at(b, j) {
            Some((len, is_str)) => {
                out.push((i, j + len, is_str));
                i = j + len;
            }
            None => i += 1,
        }
    }
    out
}

/// A parsed C conversion specification.
struct Spec {
    left: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
    length: String,
    conv: u8,
}

/// Parse a C conversion starting after the `%` at `b[i]`; returns the spec
/// and the index after it.
fn parse_c_spec(b: &[u8], mut i: usize) -> Option<(Spec, usize)> {
    let mut spec = Spec { left: false, zero: false, width: 0, precision: None, length: String::new(), conv: 0 };
    while i < b.len() && b"-+ #0".contains(&b[i]) {
        match b[i] {
            b'-' => spec.left = true,
            b'0' => spec.zero = true,
            _ => return None, // flags bpftrace's regex never produces
        }
        i += 1;
    }
    while i < b.len() && b[i].is_ascii_digit() {
        spec.width = spec.width.saturating_mul(10).saturating_add(usize::from(b[i] - b'0'));
        i += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let mut p = 0usize;
        while i < b.len() && b[i].is_ascii_digit() {
            p = p.saturating_mul(10).saturating_add(usize::from(b[i] - b'0'));
            i += 1;
        }
        spec.precision = Some(p);
    }
    while i < b.len() && b"hljztLq".contains(&b[i]) {
        spec.length.push(char::from(b[i]));
        i += 1;
    }
    let conv = *b.get(i)?;
    spec.conv = conv;
    Some((spec, i + 1))
}

/// Pad `body` (already including sign/prefix) to the spec's width.
fn pad(spec: &Spec, prefix: &[u8], digits: &[u8], zero_ok: bool) -> Vec<u8> {
    let len = prefix.len() + digits.len();
    let mut out = Vec::with_capacity(len.max(spec.width));
    if len >= spec.width {
        out.extend_from_slice(prefix);
        out.extend_from_slice(digits);
    } else if spec.left {
        out.extend_from_slice(prefix);
        out.extend_from_slice(digits);
        out.resize(spec.width, b' ');
    } else if spec.zero && zero_ok {
        out.extend_from_slice(prefix);
        out.resize(spec.width - digits.len(), b'0');
        out.extend_from_slice(digits);
    } else {
        out.resize(spec.width - len, b' ');
        out.extend_from_slice(prefix);
        out.extend_from_slice(digits);
    }
    out
}

/// glibc's formatting of one integer conversion of a 64-bit argument.
fn format_int(spec: &Spec, raw: u64) -> Vec<u8> {
    let len = spec.length.as_str();
    let wide = matches!(len, "l" | "ll" | "j" | "z" | "t" | "q" | "L");
    if spec.conv == b'c' {
        let c = raw as u8;
        return pad(spec, &[], &[c], false);
    }
    if spec.conv == b'p' {
        if raw == 0 {
            return pad(spec, &[], b"(nil)", false);
        }
        let mut digits = format!("{raw:x}").into_bytes();
        if let Some(p) = spec.precision {
            while digits.len() < p {
                digits.insert(0, b'0');
            }
        }
        return pad(spec, b"0x", &digits, true);
    }
    let (neg, mag): (bool, u64) = if spec.conv == b'd' || spec.conv == b'i' {
        let v: i64 = if wide {
            raw as i64
        } else if len == "h" {
            i64::from(raw as i16)
        } else if len == "hh" {
            i64::from(raw as i8)
        } else {
            i64::from(raw as i32)
        };
        (v < 0, v.unsigned_abs())
    } else {
        let v: u64 = if wide {
            raw
        } else if len == "h" {
            u64::from(raw as u16)
        } else if len == "hh" {
            u64::from(raw as u8)
        } else {
            u64::from(raw as u32)
        };
        (false, v)
    };
    let mut digits = match spec.conv {
        b'o' => format!("{mag:o}"),
        b'x' => format!("{mag:x}"),
        b'X' => format!("{mag:X}"),
        _ => mag.to_string(),
    }
    .into_bytes();
    if let Some(p) = spec.precision {
        if p == 0 && mag == 0 {
            digits.clear();
        }
        while digits.len() < p {
            digits.insert(0, b'0');
        }
    }
    let prefix: &[u8] = if neg { b"-" } else { b"" };
    pad(spec, prefix, &digits, spec.precision.is_none())
}

/// glibc's `%s`.
fn format_str(spec: &Spec, s: &[u8]) -> Vec<u8> {
    let s = match spec.precision {
        Some(p) if p < s.len() => &s[..p],
        _ => s,
    };
    pad(spec, &[], s, false)
}

/// `snprintf(buf, fmt=piece, arg)` where `piece` ends with bpftrace's token.
fn format_piece(piece: &str, arg: &Value) -> Result<Vec<u8>, String> {
    let b = piece.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'%' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let (spec, end) =
            parse_c_spec(b, i + 1).ok_or_else(|| format!("printf: unsupported format sequence in \"{piece}\""))?;
        if spec.conv == b'%' {
            out.push(b'%');
        } else if end == b.len() {
            let formatted = match (spec.conv, arg) {
                (b's', Value::Str(s)) => format_str(&spec, s.as_bytes()),
                (b's', Value::Stack(_)) => format_str(&spec, arg.text().as_bytes()),
                (b'd' | b'i' | b'u' | b'o' | b'x' | b'X' | b'p' | b'c', Value::Int(_) | Value::UInt(_)) => {
                    format_int(&spec, arg.as_i64() as u64)
                }
                _ => return Err(format!("printf: unsupported format \"{piece}\"")),
            };
            out.extend_from_slice(&formatted);
        } else {
            return Err(format!("printf: unsupported format sequence in \"{piece}\""));
        }
        i = end;
    }
    // bpftrace streams the snprintf buffer as a C string: stop at a NUL.
    if let Some(nul) = out.iter().position(|&c| c == 0) {
        out.truncate(nul);
    }
    Ok(out)
}

/// bpftrace's printf (C-like subset bpftrace supports). `fmt` is the format
/// string after the lexer resolved its escapes. Errors are bpftrace's
/// semantic-analysis messages (e.g. `printf: Too many arguments for format
/// string (2 supplied, 1 expected)`) or, for formats bpftrace would accept
/// but whose output is undefined, a description.
pub fn printf(fmt: &str, args: &[Value]) -> Result<String, String> {
    let tokens = find_tokens(fmt);
    if args.len() < tokens.len() {
        return Err(format!(
            "printf: Not enough arguments for format string ({} supplied, {} expected)",
            args.len(),
            tokens.len()
        ));
    }
    if args.len() > tokens.len() {
        return Err(format!(
            "printf: Too many arguments for format string ({} supplied, {} expected)",
            args.len(),
            tokens.len()
        ));
    }
    for (&(start, end, is_str), arg) in tokens.iter().zip(args) {
        let tok = &fmt[start + 1..end];
        let bare = tok.trim_start_matches(['-']).trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        let want = if bare.starts_with('r') {
            "buffer"
        } else if is_str {
            "string"
        } else {
            "integer"
        };
        // bpftrace checks stacks (and symbols) as strings
        let have = match arg {
            Value::Stack(_) => "string",
            _ => arg.type_name(),
        };
        if want != have {
            return Err(format!("printf: %{bare} specifier expects a value of type {want} ({have} supplied)"));
        }
    }
    let mut out: Vec<u8> = Vec::new();
    let mut last = 0;
    for (&(_, end, _), arg) in tokens.iter().zip(args) {
        out.extend_from_slice(&format_piece(&fmt[last..end], arg)?);
        last = end;
    }
    out.extend_from_slice(&fmt.as_bytes()[last..]);
    Ok(String::from_utf8_lossy(&out).into_owned())
}

// ---------------------------------------------------------------- records

/// "Attaching N probes...\n" (singular for 1), `TextOutput::attached_probes`.
pub fn attached(n: usize) -> String {
    if n == 1 {
        "Attaching 1 probe...\n".to_string()
    } else {
        format!("Attaching {n} probes...\n")
    }
}

/// `-f json` form of [`attached`]: `{"type": "attached_probes", "data": {"probes": N}}`.
pub fn json_attached(n: usize) -> String {
    format!("{{\"type\": \"attached_probes\", \"data\": {{\"probes\": {n}}}}}\n")
}

/// `TextOutput::lost_events`: "Lost N events\n".
pub fn lost_events(n: u64) -> String {
    format!("Lost {n} events\n")
}

/// `JsonOutput::lost_events`.
pub fn json_lost_events(n: u64) -> String {
    format!("{{\"type\": \"lost_events\", \"data\": {{\"events\": {n}}}}}\n")
}

/// `JsonOutput::message`: `{"type": "<kind>", "data": "<escaped msg>"}` —
/// kinds bpftrace uses: "printf", "time", "cat", "syscall", "join".
pub fn json_message(kind: &str, msg: &str) -> String {
    format!("{{\"type\": \"{kind}\", \"data\": \"{}\"}}\n", json_escape(msg))
}

/// `-f json` record of one printf's output (text mode prints the string as is).
pub fn json_printf(s: &str) -> String {
    json_message("printf", s)
}

/// A value as bpftrace's text output prints it (`Output::value_to_str`), no
/// newline: `print(expr)` of a non-map value prints this and `"\n"`.
pub fn value_text(v: &Value) -> String {
    v.text()
}

/// `print(expr)` of a non-map value with `-f json`: `{"type": "value", "data": V}`.
pub fn json_value(v: &Value) -> String {
    format!("{{\"type\": \"value\", \"data\": {}}}\n", v.json())
}

// ---------------------------------------------------------------- sorting

/// `BPFtrace::sort_by_key` comparison: element-wise, integers as unsigned
/// 64-bit, strings by bytes (strncmp), other types equal.
fn cmp_key_sorted(a: &[Value], b: &[Value]) -> Ordering {
    for (x, y) in a.iter().zip(b) {
        let o = match (x, y) {
            (Value::Int(_) | Value::UInt(_), Value::Int(_) | Value::UInt(_)) => {
                (x.as_i64() as u64).cmp(&(y.as_i64() as u64))
            }
            (Value::Str(s), Value::Str(t)) => s.as_bytes().cmp(t.as_bytes()),
            _ => Ordering::Equal,
        };
        if o != Ordering::Equal {
            return o;
        }
    }
    Ordering::Equal
}

/// Order of the raw key bytes (`std::map<std::vector<uint8_t>, ...>`):
/// integers by their little-endian bytes, strings by (NUL-padded) bytes.
fn cmp_key_bytes(a: &[Value], b: &[Value]) -> Ordering {
    fn one(x: &Value, y: &Value) -> Ordering {
        match (x, y) {
            (Value::Int(_) | Value::UInt(_), Value::Int(_) | Value::UInt(_)) => {
                (x.as_i64() as u64).to_le_bytes().cmp(&(y.as_i64() as u64).to_le_bytes())
            }
            (Value::Str(s), Value::Str(t)) => s.as_bytes().cmp(t.as_bytes()),
            (Value::Tuple(s), Value::Tuple(t)) => cmp_key_bytes(s, t),
            _ => Ordering::Equal,
        }
    }
    for (x, y) in a.iter().zip(b) {
        let o = one(x, y);
        if o != Ordering::Equal {
            return o;
        }
    }
    Ordering::Equal
}

/// libstdc++'s `std::sort` (introsort, threshold 16, median-of-three,
/// heapsort fallback, final insertion sort), reproduced step by step so that
/// equal elements end up where bpftrace puts them.
fn cxx_sort<T: Clone>(v: &mut [T], less: &dyn Fn(&T, &T) -> bool) {
    let n = v.len();
    if n < 2 {
        return;
    }
    let lg = (usize::BITS - 1 - n.leading_zeros()) as usize;
    introsort_loop(v, 0, n, lg * 2, less);
    final_insertion_sort(v, 0, n, less);
}

const THRESHOLD: usize = 16;

fn introsort_loop<T: Clone>(
    v: &mut [T],
    first: usize,
    mut last: usize,
    mut depth: usize,
    less: &dyn Fn(&T, &T) -> bool,
) {
    while last - first > THRESHOLD {
        if depth == 0 {
            heap_sort(v, first, last, less);
            return;
        }
        depth -= 1;
        let cut = partition_pivot(v, first, last, less);
        introsort_loop(v, cut, last, depth, less);
        last = cut;
    }
}

fn partition_pivot<T: Clone>(v: &mut [T], first: usize, last: usize, less: &dyn Fn(&T, &T) -> bool) -> usize {
    let mid = first + (last - first) / 2;
    move_median_to_first(v, first, first + 1, mid, last - 1, less);
    unguarded_partition(v, first + 1, last, first, less)
}

fn move_median_to_first<T>(v: &mut [T], result: usize, a: usize, b: usize, c: usize, less: &dyn Fn(&T, &T) -> bool) {
    if less(&v[a], &v[b]) {
        if less(&v[b], &v[c]) {
            v.swap(result, b);
        } else if less(&v[a], &v[c]) {
            v.swap(result, c);
        } else {
            v.swap(result, a);
        }
    } else if less(&v[a], &v[c]) {
        v.swap(result, a);
    } else if less(&v[b], &v[c]) {
        v.swap(result, c);
    } else {
        v.swap(result, b);
    }
}

fn unguarded_partition<T>(
    v: &mut [T],
    mut first: usize,
    mut last: usize,
    pivot: usize,
    less: &dyn Fn(&T, &T) -> bool,
) -> usize {
    loop {
        while less(&v[first], &v[pivot]) {
            first += 1;
        }
        last -= 1;
        while less(&v[pivot], &v[last]) {
            last -= 1;
        }
        if first >= last {
            return first;
        }
        v.swap(first, last);
        first += 1;
    }
}

fn final_insertion_sort<T: Clone>(v: &mut [T], first: usize, last: usize, less: &dyn Fn(&T, &T) -> bool) {
    if last - first > THRESHOLD {
        insertion_sort(v, first, first + THRESHOLD, less);
        for i in first + THRESHOLD..last {
            unguarded_linear_insert(v, i, less);
        }
    } else {
        insertion_sort(v, first, last, less);
    }
}

fn insertion_sort<T: Clone>(v: &mut [T], first: usize, last: usize, less: &dyn Fn(&T, &T) -> bool) {
    if first == last {
        return;
    }
    for i in first + 1..last {
        if less(&v[i], &v[first]) {
            v[first..=i].rotate_right(1);
        } else {
            unguarded_linear_insert(v, i, less);
        }
    }
}

fn unguarded_linear_insert<T: Clone>(v: &mut [T], mut last: usize, less: &dyn Fn(&T, &T) -> bool) {
    let val = v[last].clone();
    let mut next = last - 1;
    while less(&val, &v[next]) {
        v[last] = v[next].clone();
        last = next;
        if next == 0 {
            break;
        }
        next -= 1;
    }
    v[last] = val;
}

fn heap_sort<T: Clone>(v: &mut [T], first: usize, last: usize, less: &dyn Fn(&T, &T) -> bool) {
    let h = &mut v[first..last];
    let len = h.len();
    if len >= 2 {
        let mut parent = (len - 2) / 2;
        loop {
            let value = h[parent].clone();
            adjust_heap(h, parent, len, value, less);
            if parent == 0 {
                break;
            }
            parent -= 1;
        }
    }
    let mut end = len;
    while end > 1 {
        end -= 1;
        let value = h[end].clone();
        h[end] = h[0].clone();
        adjust_heap(h, 0, end, value, less);
    }
}

fn adjust_heap<T: Clone>(h: &mut [T], mut hole: usize, len: usize, value: T, less: &dyn Fn(&T, &T) -> bool) {
    let top = hole;
    let mut second = hole;
    while second < (len.saturating_sub(1)) / 2 {
        second = 2 * (second + 1);
        if less(&h[second], &h[second - 1]) {
            second -= 1;
        }
        h[hole] = h[second].clone();
        hole = second;
    }
    if len & 1 == 0 && len >= 2 && second == (len - 2) / 2 {
        second = 2 * (second + 1);
        h[hole] = h[second - 1].clone();
        hole = second - 1;
    }
    // __push_heap
    while hole > top {
        let parent = (hole - 1) / 2;
        if !less(&h[parent], &value) {
            break;
        }
        h[hole] = h[parent].clone();
        hole = parent;
    }
    h[hole] = value;
}

// ---------------------------------------------------------------- maps

/// Which of bpftrace's three printers a map kind goes through.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Printer {
    Plain,
    Hist,
    Stats,
}

fn printer(kind: MapKind) -> Printer {
    match kind {
        MapKind::Hist | MapKind::Lhist { .. } => Printer::Hist,
        MapKind::Avg | MapKind::Stats => Printer::Stats,
        _ => Printer::Plain,
    }
}

/// A sort key derived from an entry's value.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum SortVal {
    S(i64),
    U(u64),
}

/// `(count, total)` of an avg/stats entry, and its average.
fn avg_parts(a: &Agg) -> (i64, i64, i64) {
    match a {
        Agg::Avg { sum, count } | Agg::Stats { sum, count } => {
            let c = *count as i64;
            let avg = if c != 0 { sum.wrapping_div(c) } else { 0 };
            (c, *sum, avg)
        }
        _ => (0, 0, 0),
    }
}

/// Per-bucket counts of a hist entry as bpftrace's 65-slot vector.
fn hist_vec(a: &Agg) -> Vec<u64> {
    let mut v = vec![0u64; 65];
    if let Agg::Hist(b) = a {
        for (&i, &c) in b {
            if let Some(slot) = usize::try_from(i).ok().and_then(|i| v.get_mut(i)) {
                *slot = c;
            }
        }
    }
    v
}

/// Per-bucket counts of an lhist entry as bpftrace's 1002-slot vector.
fn lhist_vec(a: &Agg) -> Vec<u64> {
    let mut v = vec![0u64; 1002];
    if let Agg::Lhist { buckets, .. } = a {
        for (&i, &c) in buckets {
            if let Some(slot) = usize::try_from(i).ok().and_then(|i| v.get_mut(i)) {
                *slot = c;
            }
        }
    }
    v
}

/// The entries in bpftrace's print order, after applying `top`.
fn sorted_entries(m: &Map, top: usize) -> Vec<(&Vec<Value>, &Agg)> {
    let mut entries: Vec<(&Vec<Value>, &Agg)> = m.entries.iter().collect();
    match printer(m.kind) {
        Printer::Plain => {
            entries.sort_by(|a, b| cmp_key_sorted(a.0, b.0));
            let unsigned_scalars = entries.iter().any(|(_, a)| matches!(a, Agg::Scalar(Value::UInt(_))));
            let key = |a: &Agg| -> Option<SortVal> {
                match a {
                    Agg::Count(c) => Some(SortVal::U(*c)),
                    Agg::Sum(s) => Some(match m.kind {
                        MapKind::Sum { unsigned: true } => SortVal::U(*s as u64),
                        _ => SortVal::S(*s),
                    }),
                    Agg::Min(raw) => Some(SortVal::S(Agg::min_value(*raw))),
                    Agg::Max(x) => Some(SortVal::U(*x as u64)),
                    Agg::Scalar(v @ (Value::Int(_) | Value::UInt(_))) => {
                        Some(if unsigned_scalars { SortVal::U(v.as_i64() as u64) } else { SortVal::S(v.as_i64()) })
                    }
                    _ => None,
                }
            };
            if entries.iter().all(|(_, a)| key(a).is_some()) {
                entries.sort_by_key(|(_, a)| key(a));
            }
        }
        Printer::Hist | Printer::Stats => {
            entries.sort_by(|a, b| cmp_key_bytes(a.0, b.0));
            if printer(m.kind) == Printer::Hist {
                let mut with_total: Vec<(u64, (&Vec<Value>, &Agg))> = entries
                    .iter()
                    .map(|e| {
                        let total = match e.1 {
                            Agg::Hist(b) => b.values().fold(0u64, |s, c| s.wrapping_add(*c)),
                            Agg::Lhist { buckets, .. } => buckets.values().fold(0u64, |s, c| s.wrapping_add(*c)),
                            _ => 0,
                        };
                        (total, *e)
                    })
                    .collect();
                cxx_sort(&mut with_total, &|a, b| a.0 < b.0);
                entries = with_total.into_iter().map(|(_, e)| e).collect();
            } else {
                let mut with_avg: Vec<(i64, (&Vec<Value>, &Agg))> =
                    entries.iter().map(|e| (avg_parts(e.1).2, *e)).collect();
                cxx_sort(&mut with_avg, &|a, b| a.0 < b.0);
                entries = with_avg.into_iter().map(|(_, e)| e).collect();
            }
        }
    }
    let honours_top = m.kind != MapKind::Stats;
    if honours_top && top > 0 && entries.len() > top {
        entries.drain(..entries.len() - top);
    }
    entries
}

/// A scalar value with `div` applied (integers, also inside tuples), text.
fn scalar_div(v: &Value, div: u32) -> Value {
    match v {
        Value::Int(x) => Value::Int(x.wrapping_div(i64::from(div))),
        Value::UInt(x) => Value::UInt(x / u64::from(div)),
        Value::Str(_) | Value::Stack(_) => v.clone(),
        Value::Tuple(t) => Value::Tuple(t.iter().map(|e| scalar_div(e, div)).collect()),
    }
}

/// `hist_index_label`: `1 << power` with a K/M/G/T suffix.
fn hist_label(power: i64) -> String {
    let (p, suffix) = if power >= 40 {
        (power - 40, "T")
    } else if power >= 30 {
        (power - 30, "G")
    } else if power >= 20 {
        (power - 20, "M")
    } else if power >= 10 {
        (power - 10, "K")
    } else {
        (power, "")
    };
    format!("{}{}", 1i32.wrapping_shl(p as u32), suffix)
}

/// `lhist_index_label`.
fn lhist_label(n: i64) -> String {
    let n = n as i32;
    if n == 0 {
        "0".to_string()
    } else if n % 1_048_576 == 0 {
        format!("{}M", n / 1_048_576)
    } else if n % 1024 == 0 {
        format!("{}K", n / 1024)
    } else {
        n.to_string()
    }
}

/// One histogram line: label, count, bar.
fn hist_line(label: &str, count: u64, value: u64, max_value: i32) -> String {
    let bar_width = ((value as f32) / (max_value as f32) * 52.0) as i32;
    let bar = "@".repeat(usize::try_from(bar_width).unwrap_or(0));
    format!("{label:<16}{count:>8} |{bar:<52}|\n")
}

/// `hist_prepare`: (min_index, max_index, max_value), with bpftrace's `int`
/// truncations.
fn hist_prepare(values: &[u64]) -> Option<(usize, usize, i32)> {
    let mut min_index = None;
    let mut max_index = 0;
    let mut max_value = 0i32;
    for (i, &v) in values.iter().enumerate() {
        let v = v as i32;
        if v > 0 {
            if min_index.is_none() {
                min_index = Some(i);
            }
            max_index = i;
        }
        if v > max_value {
            max_value = v;
        }
    }
    min_index.map(|mi| (mi, max_index, max_value))
}

/// `lhist_prepare`: (start, end, max_value, buckets).
fn lhist_prepare(values: &[u64], min: i64, max: i64, step: i64) -> Option<(usize, usize, i32, i64)> {
    let buckets = if step != 0 { (max as i32).wrapping_sub(min as i32) / step as i32 } else { 0 };
    let buckets = i64::from(buckets);
    let mut any = false;
    let mut max_value = 0i32;
    for &v in values {
        let v = v as i32;
        if v != 0 {
            any = true;
        }
        if v > max_value {
            max_value = v;
        }
    }
    if !any {
        return None;
    }
    let mut start = None;
    let mut end = 0;
    let upto = usize::try_from(buckets + 1).unwrap_or(0).min(values.len() - 1);
    for (i, &v) in values.iter().enumerate().take(upto + 1) {
        if v > 0 {
            if start.is_none() {
                start = Some(i);
            }
            end = i;
        }
    }
    Some((start.unwrap_or(0), end, max_value, buckets))
}

fn hist_text(a: &Agg, div: u32) -> String {
    let values = hist_vec(a);
    let Some((lo, hi, max_value)) = hist_prepare(&values) else {
        return String::new();
    };
    let mut out = String::new();
    for (i, &v) in values.iter().enumerate().take(hi + 1).skip(lo) {
        let label = match i {
            0 => "(..., 0)".to_string(),
            1 => "[0]".to_string(),
            2 => "[1]".to_string(),
            _ => format!("[{}, {})", hist_label(i as i64 - 2), hist_label(i as i64 - 1)),
        };
        out.push_str(&hist_line(&label, v / u64::from(div), v, max_value));
    }
    out
}

fn lhist_text(a: &Agg) -> String {
    let Agg::Lhist { min, max, step, .. } = a else {
        return String::new();
    };
    let values = lhist_vec(a);
    let Some((start, end, max_value, buckets)) = lhist_prepare(&values, *min, *max, *step) else {
        return String::new();
    };
    let mut out = String::new();
    for (i, &v) in values.iter().enumerate().take(end + 1).skip(start) {
        let i64i = i as i64;
        let label = if i == 0 {
            format!("(..., {})", lhist_label(*min))
        } else if i64i == buckets + 1 {
            format!("[{}, ...)", lhist_label(*max))
        } else {
            format!("[{}, {})", lhist_label((i64i - 1) * step + min), lhist_label(i64i * step + min))
        };
        out.push_str(&hist_line(&label, v, v, max_value));
    }
    out
}

fn hist_json(a: &Agg, div: u32) -> String {
    let values = hist_vec(a);
    let Some((lo, hi, _)) = hist_prepare(&values) else {
        return "[]".to_string();
    };
    let mut parts = Vec::new();
    for (i, &v) in values.iter().enumerate().take(hi + 1).skip(lo) {
        let range = match i {
            0 => "\"max\": -1, ".to_string(),
            1 => "\"min\": 0, \"max\": 0, ".to_string(),
            2 => "\"min\": 1, \"max\": 1, ".to_string(),
            _ => {
                let low = 1i32.wrapping_shl((i - 2) as u32);
                let high = 1i32.wrapping_shl((i - 1) as u32).wrapping_sub(1);
                format!("\"min\": {low}, \"max\": {high}, ")
            }
        };
        parts.push(format!("{{{range}\"count\": {}}}", v / u64::from(div)));
    }
    format!("[{}]", parts.join(", "))
}

fn lhist_json(a: &Agg) -> String {
    let Agg::Lhist { min, max, step, .. } = a else {
        return "[]".to_string();
    };
    let values = lhist_vec(a);
    let Some((start, end, _, buckets)) = lhist_prepare(&values, *min, *max, *step) else {
        return "[]".to_string();
    };
    let mut parts = Vec::new();
    for (i, &v) in values.iter().enumerate().take(end + 1).skip(start) {
        let i64i = i as i64;
        let range = if i == 0 {
            format!("\"max\": {}, ", min - 1)
        } else if i64i == buckets + 1 {
            format!("\"min\": {max}, ")
        } else {
            format!("\"min\": {}, \"max\": {}, ", (i64i - 1) * step + min, i64i * step + min - 1)
        };
        parts.push(format!("{{{range}\"count\": {v}}}"));
    }
    format!("[{}]", parts.join(", "))
}

/// The printed value of an entry (text or JSON).
fn entry_value(m: &Map, a: &Agg, div: u32, json: bool) -> String {
    let d = u64::from(div);
    match a {
        Agg::Scalar(v) => {
            let v = scalar_div(v, div);
            if json {
                v.json()
            } else {
                v.text()
            }
        }
        Agg::Count(c) => (c / d).to_string(),
        Agg::Sum(s) => match m.kind {
            MapKind::Sum { unsigned: true } => ((*s as u64) / d).to_string(),
            _ => s.wrapping_div(div.into()).to_string(),
        },
        Agg::Min(raw) => Agg::min_value(*raw).wrapping_div(div.into()).to_string(),
        Agg::Max(x) => ((*x as u64) / d).to_string(),
        Agg::Avg { .. } => avg_parts(a).2.wrapping_div(div.into()).to_string(),
        Agg::Stats { .. } => {
            let (c, t, avg) = avg_parts(a);
            if json {
                format!("{{\"count\": {c}, \"average\": {avg}, \"total\": {t}}}")
            } else {
                format!("count {c}, average {avg}, total {t}")
            }
        }
        Agg::Hist(_) => {
            if json {
                hist_json(a, div)
            } else {
                hist_text(a, div)
            }
        }
        Agg::Lhist { .. } => {
            if json {
                lhist_json(a)
            } else {
                lhist_text(a)
            }
        }
    }
}

fn normalize_div(div: u64) -> u32 {
    (div as u32).max(1)
}

/// A map as `print(@m, top, div)` / exit printing prints it in text mode
/// (`top` 0 = all entries, `div` 0 or 1 = no division), trailing blank lines
/// included.
pub fn map_text(m: &Map, top: usize, div: u64) -> String {
    let div = normalize_div(div);
    let kind = printer(m.kind);
    let elems: Vec<String> = sorted_entries(m, top)
        .into_iter()
        .map(|(k, a)| {
            let mut s = m.name.clone();
            if !k.is_empty() {
                let ks: Vec<String> = k.iter().map(Value::key_text).collect();
                s.push('[');
                s.push_str(&ks.join(", "));
                s.push(']');
            }
            s.push_str(": ");
            if kind == Printer::Hist {
                s.push('\n');
            }
            s.push_str(&entry_value(m, a, div, false));
            s
        })
        .collect();
    // TextOutput::map_elem_delim_to_str: no delimiter after stack values
    // (they end with a newline already).
    let stack_values = m.entries.values().any(|a| matches!(a, Agg::Scalar(Value::Stack(_))));
    let mut out = elems.join(if stack_values { "" } else { "\n" });
    out.push('\n');
    if kind == Printer::Stats {
        out.push('\n');
    }
    out
}

/// A map with `-f json`, top/div as for [`map_text`]; empty string for a map
/// without entries.
pub fn json_map_top(m: &Map, top: usize, div: u64) -> String {
    if m.entries.is_empty() {
        return String::new();
    }
    let div = normalize_div(div);
    let ty = match printer(m.kind) {
        Printer::Plain => "map",
        Printer::Hist => "hist",
        Printer::Stats => "stats",
    };
    let keyed = m.keyed || m.entries.keys().any(|k| !k.is_empty());
    let elems: Vec<String> = sorted_entries(m, top)
        .into_iter()
        .map(|(k, a)| {
            let v = entry_value(m, a, div, true);
            if k.is_empty() {
                v
            } else {
                let ks: Vec<String> = k.iter().map(Value::key_text).collect();
                format!("\"{}\": {}", json_escape(&ks.join(",")), v)
            }
        })
        .collect();
    let body = elems.join(", ");
    let body = if keyed { format!("{{{body}}}") } else { body };
    format!("{{\"type\": \"{ty}\", \"data\": {{\"{}\": {body}}}}}\n", json_escape(&m.name))
}

/// One -f json line for print/exit of a map (hist/lhist/stats types
/// included); empty for a map without entries.
pub fn json_map(m: &Map) -> String {
    json_map_top(m, 0, 1)
}

/// The maps in bpftrace's exit order: by name, byte order.
fn exit_order(maps: &[Map]) -> Vec<&Map> {
    let mut v: Vec<&Map> = maps.iter().collect();
    v.sort_by(|a, b| a.name.as_bytes().cmp(b.name.as_bytes()));
    v
}

/// Everything bpftrace prints after the program ends (text mode): `"\n\n"`,
/// then every map by name.
pub fn maps_at_exit(maps: &[Map]) -> String {
    let mut out = String::from("\n\n");
    for m in exit_order(maps) {
        out.push_str(&map_text(m, 0, 1));
    }
    out
}

/// Everything bpftrace prints after the program ends with `-f json`: the same
/// bare `"\n\n"`, then one line per non-empty map, by name.
pub fn maps_at_exit_json(maps: &[Map]) -> String {
    let mut out = String::from("\n\n");
    for m in exit_order(maps) {
        out.push_str(&json_map(m));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(v: i64) -> Value {
        Value::Int(v)
    }
    fn s(v: &str) -> Value {
        Value::Str(v.to_string())
    }

    const BAR52: &str = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
    const BAR0: &str = "                                                    ";

    /// The brief's example script: `@c[1,"a"] = count(); @h = hist(5);
    /// @h = hist(1000); @l = lhist(3, 0, 10, 2); @s = stats(7); @a = avg(4);
    /// @mn = min(-3); @mx = max(9); @sum = sum(10); @str["k"] = "v";`
    fn example_maps() -> Vec<Map> {
        let mut c = Map::new("@c", MapKind::Count, true);
        c.count(vec![i(1), s("a")]);
        let mut h = Map::new("@h", MapKind::Hist, false);
        h.hist(vec![], 5);
        h.hist(vec![], 1000);
        let mut l = Map::new("@l", MapKind::Lhist { min: 0, max: 10, step: 2 }, false);
        l.lhist(vec![], 3, 0, 10, 2);
        let mut st = Map::new("@s", MapKind::Stats, false);
        st.stats(vec![], 7);
        let mut a = Map::new("@a", MapKind::Avg, false);
        a.avg(vec![], 4);
        let mut mn = Map::new("@mn", MapKind::Min, false);
        mn.min(vec![], -3);
        let mut mx = Map::new("@mx", MapKind::Max, false);
        mx.max(vec![], 9);
        let mut sum = Map::new("@sum", MapKind::Sum { unsigned: false }, false);
        sum.sum(vec![], 10);
        let mut strm = Map::new("@str", MapKind::Scalar, true);
        strm.assign(vec![s("k")], s("v"));
        vec![c, h, l, st, a, mn, mx, sum, strm]
    }

    #[test]
    fn example_text() {
        let want = format!(
            "\n\n@a: 4\n\n@c[1, a]: 1\n@h: \n\
[4, 8)                 1 |{BAR52}|\n\
[8, 16)                0 |{BAR0}|\n\
[16, 32)               0 |{BAR0}|\n\
[32, 64)               0 |{BAR0}|\n\
[64, 128)              0 |{BAR0}|\n\
[128, 256)             0 |{BAR0}|\n\
[256, 512)             0 |{BAR0}|\n\
[512, 1K)              1 |{BAR52}|\n\
\n@l: \n\
[2, 4)                 1 |{BAR52}|\n\
\n@mn: -3\n@mx: 9\n@s: count 1, average 7, total 7\n\n@str[k]: v\n@sum: 10\n"
        );
        assert_eq!(maps_at_exit(&example_maps()), want);
        assert_eq!(
            printf("%d %s %x %5d|%-5s|\n", &[i(-1), s("hi"), i(255), i(42), s("ab")]),
            Ok("-1 hi ff    42|ab   |\n".to_string())
        );
        assert_eq!(attached(1), "Attaching 1 probe...\n");
        assert_eq!(attached(2), "Attaching 2 probes...\n");
    }

    #[test]
    fn example_json() {
        let want = r#"

{"type": "stats", "data": {"@a": 4}}
{"type": "map", "data": {"@c": {"1,a": 1}}}
{"type": "hist", "data": {"@h": [{"min": 4, "max": 7, "count": 1}, {"min": 8, "max": 15, "count": 0}, {"min": 16, "max": 31, "count": 0}, {"min": 32, "max": 63, "count": 0}, {"min": 64, "max": 127, "count": 0}, {"min": 128, "max": 255, "count": 0}, {"min": 256, "max": 511, "count": 0}, {"min": 512, "max": 1023, "count": 1}]}}
{"type": "hist", "data": {"@l": [{"min": 2, "max": 3, "count": 1}]}}
{"type": "map", "data": {"@mn": -3}}
{"type": "map", "data": {"@mx": 9}}
{"type": "stats", "data": {"@s": {"count": 1, "average": 7, "total": 7}}}
{"type": "map", "data": {"@str": {"k": "v"}}}
{"type": "map", "data": {"@sum": 10}}
"#;
        assert_eq!(maps_at_exit_json(&example_maps()), want);
        assert_eq!(json_attached(1), "{\"type\": \"attached_probes\", \"data\": {\"probes\": 1}}\n");
        assert_eq!(
            json_printf("-1 hi ff    42|ab   |\n"),
            "{\"type\": \"printf\", \"data\": \"-1 hi ff    42|ab   |\\n\"}\n"
        );
    }

    /// `@h = hist(-5); @h = hist(0) x2; hist(1); hist(2); hist(3) x3;`
    /// `@g = hist(1023), hist(1024), hist(1<<20), hist(1<<30),
    /// hist((1<<31)-1), hist(1<<31), hist(1<<40), hist(1<<62)`
    fn hist_maps() -> Vec<Map> {
        let mut h = Map::new("@h", MapKind::Hist, false);
        for v in [-5, 0, 0, 1, 2, 3, 3, 3] {
            h.hist(vec![], v);
        }
        let mut g = Map::new("@g", MapKind::Hist, false);
        for v in [1023, 1024, 1 << 20, 1 << 30, (1 << 31) - 1, 1 << 31, 1 << 40, 1 << 62] {
            g.hist(vec![], v);
        }
        vec![h, g]
    }

    #[test]
    fn hist_edges_text() {
        let b13 = "@@@@@@@@@@@@@                                       ";
        let b26 = "@@@@@@@@@@@@@@@@@@@@@@@@@@                          ";
        let b17 = "@@@@@@@@@@@@@@@@@                                   ";
        let b34 = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@                  ";
        let want = format!(
            "\n\n@g: \n\
[512, 1K)              1 |{b17}|\n\
[1K, 2K)               1 |{b17}|\n\
[2K, 4K)               0 |{BAR0}|\n\
[4K, 8K)               0 |{BAR0}|\n\
[8K, 16K)              0 |{BAR0}|\n\
[16K, 32K)             0 |{BAR0}|\n\
[32K, 64K)             0 |{BAR0}|\n\
[64K, 128K)            0 |{BAR0}|\n\
[128K, 256K)           0 |{BAR0}|\n\
[256K, 512K)           0 |{BAR0}|\n\
[512K, 1M)             0 |{BAR0}|\n\
[1M, 2M)               1 |{b17}|\n\
[2M, 4M)               0 |{BAR0}|\n\
[4M, 8M)               0 |{BAR0}|\n\
[8M, 16M)              0 |{BAR0}|\n\
[16M, 32M)             0 |{BAR0}|\n\
[32M, 64M)             0 |{BAR0}|\n\
[64M, 128M)            0 |{BAR0}|\n\
[128M, 256M)           0 |{BAR0}|\n\
[256M, 512M)           0 |{BAR0}|\n\
[512M, 1G)             0 |{BAR0}|\n\
[1G, 2G)               2 |{b34}|\n\
[2G, 4G)               3 |{BAR52}|\n\
\n@h: \n\
(..., 0)               1 |{b13}|\n\
[0]                    2 |{b26}|\n\
[1]                    1 |{b13}|\n\
[2, 4)                 4 |{BAR52}|\n\
\n"
        );
        assert_eq!(maps_at_exit(&hist_maps()), want);
    }

    #[test]
    fn hist_edges_json() {
        let want = r#"

{"type": "hist", "data": {"@g": [{"min": 512, "max": 1023, "count": 1}, {"min": 1024, "max": 2047, "count": 1}, {"min": 2048, "max": 4095, "count": 0}, {"min": 4096, "max": 8191, "count": 0}, {"min": 8192, "max": 16383, "count": 0}, {"min": 16384, "max": 32767, "count": 0}, {"min": 32768, "max": 65535, "count": 0}, {"min": 65536, "max": 131071, "count": 0}, {"min": 131072, "max": 262143, "count": 0}, {"min": 262144, "max": 524287, "count": 0}, {"min": 524288, "max": 1048575, "count": 0}, {"min": 1048576, "max": 2097151, "count": 1}, {"min": 2097152, "max": 4194303, "count": 0}, {"min": 4194304, "max": 8388607, "count": 0}, {"min": 8388608, "max": 16777215, "count": 0}, {"min": 16777216, "max": 33554431, "count": 0}, {"min": 33554432, "max": 67108863, "count": 0}, {"min": 67108864, "max": 134217727, "count": 0}, {"min": 134217728, "max": 268435455, "count": 0}, {"min": 268435456, "max": 536870911, "count": 0}, {"min": 536870912, "max": 1073741823, "count": 0}, {"min": 1073741824, "max": 2147483647, "count": 2}, {"min": -2147483648, "max": 0, "count": 3}]}}
{"type": "hist", "data": {"@h": [{"max": -1, "count": 1}, {"min": 0, "max": 0, "count": 2}, {"min": 1, "max": 1, "count": 1}, {"min": 2, "max": 3, "count": 4}]}}
"#;
        assert_eq!(maps_at_exit_json(&hist_maps()), want);
    }

    /// `@l = lhist(v, 0, 10, 3)` for -1, 9, 10, 11, 4; `@k = lhist(v, 1024,
    /// 4096, 1024)` for 2048, 5000; `@j = lhist(1048576, 0, 2097152,
    /// 1048576)`; `@m = lhist(v, 0, 100, 10)` for 5, 50, 100, 1000; `@n =
    /// lhist(v, 10, 100, 10)` for 15, 55.
    fn lhist_maps() -> Vec<Map> {
        let mut out = Vec::new();
        for (name, min, max, step, vals) in [
            ("@l", 0, 10, 3, vec![-1, 9, 10, 11, 4]),
            ("@k", 1024, 4096, 1024, vec![2048, 5000]),
            ("@j", 0, 2097152, 1048576, vec![1048576]),
            ("@m", 0, 100, 10, vec![5, 50, 100, 1000]),
            ("@n", 10, 100, 10, vec![15, 55]),
        ] {
            let mut m = Map::new(name, MapKind::Lhist { min, max, step }, false);
            for v in vals {
                m.lhist(vec![], v, min, max, step);
            }
            out.push(m);
        }
        out
    }

    #[test]
    fn lhist_edges_text() {
        let b17 = "@@@@@@@@@@@@@@@@@                                   ";
        let b26 = "@@@@@@@@@@@@@@@@@@@@@@@@@@                          ";
        let want = format!(
            "\n\n@j: \n\
[1M, 2M)               1 |{BAR52}|\n\
\n@k: \n\
[2K, 3K)               1 |{BAR52}|\n\
[3K, 4K)               0 |{BAR0}|\n\
[4K, ...)              1 |{BAR52}|\n\
\n@l: \n\
(..., 0)               1 |{b17}|\n\
[0, 3)                 0 |{BAR0}|\n\
[3, 6)                 1 |{b17}|\n\
[6, 9)                 0 |{BAR0}|\n\
[10, ...)              3 |{BAR52}|\n\
\n@m: \n\
[0, 10)                1 |{b26}|\n\
[10, 20)               0 |{BAR0}|\n\
[20, 30)               0 |{BAR0}|\n\
[30, 40)               0 |{BAR0}|\n\
[40, 50)               0 |{BAR0}|\n\
[50, 60)               1 |{b26}|\n\
[60, 70)               0 |{BAR0}|\n\
[70, 80)               0 |{BAR0}|\n\
[80, 90)               0 |{BAR0}|\n\
[90, 100)              0 |{BAR0}|\n\
[100, ...)             2 |{BAR52}|\n\
\n@n: \n\
[10, 20)               1 |{BAR52}|\n\
[20, 30)               0 |{BAR0}|\n\
[30, 40)               0 |{BAR0}|\n\
[40, 50)               0 |{BAR0}|\n\
[50, 60)               1 |{BAR52}|\n\
\n"
        );
        assert_eq!(maps_at_exit(&lhist_maps()), want);
    }

    #[test]
    fn lhist_edges_json() {
        let want = r#"

{"type": "hist", "data": {"@j": [{"min": 1048576, "max": 2097151, "count": 1}]}}
{"type": "hist", "data": {"@k": [{"min": 2048, "max": 3071, "count": 1}, {"min": 3072, "max": 4095, "count": 0}, {"min": 4096, "count": 1}]}}
{"type": "hist", "data": {"@l": [{"max": -1, "count": 1}, {"min": 0, "max": 2, "count": 0}, {"min": 3, "max": 5, "count": 1}, {"min": 6, "max": 8, "count": 0}, {"min": 10, "count": 3}]}}
{"type": "hist", "data": {"@m": [{"min": 0, "max": 9, "count": 1}, {"min": 10, "max": 19, "count": 0}, {"min": 20, "max": 29, "count": 0}, {"min": 30, "max": 39, "count": 0}, {"min": 40, "max": 49, "count": 0}, {"min": 50, "max": 59, "count": 1}, {"min": 60, "max": 69, "count": 0}, {"min": 70, "max": 79, "count": 0}, {"min": 80, "max": 89, "count": 0}, {"min": 90, "max": 99, "count": 0}, {"min": 100, "count": 2}]}}
{"type": "hist", "data": {"@n": [{"min": 10, "max": 19, "count": 1}, {"min": 20, "max": 29, "count": 0}, {"min": 30, "max": 39, "count": 0}, {"min": 40, "max": 49, "count": 0}, {"min": 50, "max": 59, "count": 1}]}}
"#;
        assert_eq!(maps_at_exit_json(&lhist_maps()), want);
    }

    /// `@a[1] = avg(-7); @a[1]=avg(2); @a[2] = avg(10); @a[3]=avg(-1);
    /// @s[1] = stats(-7); @s[1]=stats(2); @s[2]=stats(100); @sum[1] = sum(-5);
    /// @sum[2] = sum(3); @sum[3]=sum(-10); @mn[1] = min(5); @mn[2] = min(-5);
    /// @mx[1] = max(-2); @mx[2]=max(7); @i[1] = -3; @i[2] = 5; @i[3] = -9;
    /// @u = 0xffffffffffffffff; @neg = -1; @big = sum(0x7fffffffffffffff);
    /// @big = sum(1); @t[1] = (1, "a"); @t[2] = (-2, "b");`
    fn value_maps() -> Vec<Map> {
        let mut a = Map::new("@a", MapKind::Avg, true);
        a.avg(vec![i(1)], -7);
        a.avg(vec![i(1)], 2);
        a.avg(vec![i(2)], 10);
        a.avg(vec![i(3)], -1);
        let mut st = Map::new("@s", MapKind::Stats, true);
        st.stats(vec![i(1)], -7);
        st.stats(vec![i(1)], 2);
        st.stats(vec![i(2)], 100);
        let mut sum = Map::new("@sum", MapKind::Sum { unsigned: false }, true);
        sum.sum(vec![i(1)], -5);
        sum.sum(vec![i(2)], 3);
        sum.sum(vec![i(3)], -10);
        let mut mn = Map::new("@mn", MapKind::Min, true);
        mn.min(vec![i(1)], 5);
        mn.min(vec![i(2)], -5);
        let mut mx = Map::new("@mx", MapKind::Max, true);
        mx.max(vec![i(1)], -2);
        mx.max(vec![i(2)], 7);
        let mut im = Map::new("@i", MapKind::Scalar, true);
        im.assign(vec![i(1)], i(-3));
        im.assign(vec![i(2)], i(5));
        im.assign(vec![i(3)], i(-9));
        let mut u = Map::new("@u", MapKind::Scalar, false);
        u.assign(vec![], i(-1));
        let mut neg = Map::new("@neg", MapKind::Scalar, false);
        neg.assign(vec![], i(-1));
        let mut big = Map::new("@big", MapKind::Sum { unsigned: false }, false);
        big.sum(vec![], 0x7fff_ffff_ffff_ffff);
        big.sum(vec![], 1);
        let mut t = Map::new("@t", MapKind::Scalar, true);
        t.assign(vec![i(1)], Value::Tuple(vec![i(1), s("a")]));
        t.assign(vec![i(2)], Value::Tuple(vec![i(-2), s("b")]));
        vec![a, st, sum, mn, mx, im, u, neg, big, t]
    }

    #[test]
    fn values_text() {
        let want = "\n\n@a[1]: -2\n@a[3]: -1\n@a[2]: 10\n\n@big: -9223372036854775808\n@i[3]: -9\n@i[1]: -3\n@i[2]: 5\n@mn[2]: -5\n@mn[1]: 5\n@mx[2]: 7\n@neg: -1\n@s[1]: count 2, average -2, total -5\n@s[2]: count 1, average 100, total 100\n\n@sum[3]: -10\n@sum[1]: -5\n@sum[2]: 3\n@t[1]: (1, a)\n@t[2]: (-2, b)\n@u: -1\n";
        assert_eq!(maps_at_exit(&value_maps()), want);
    }

    #[test]
    fn values_json() {
        let want = r#"

{"type": "stats", "data": {"@a": {"1": -2, "3": -1, "2": 10}}}
{"type": "map", "data": {"@big": -9223372036854775808}}
{"type": "map", "data": {"@i": {"3": -9, "1": -3, "2": 5}}}
{"type": "map", "data": {"@mn": {"2": -5, "1": 5}}}
{"type": "map", "data": {"@mx": {"2": 7}}}
{"type": "map", "data": {"@neg": -1}}
{"type": "stats", "data": {"@s": {"1": {"count": 2, "average": -2, "total": -5}, "2": {"count": 1, "average": 100, "total": 100}}}}
{"type": "map", "data": {"@sum": {"3": -10, "1": -5, "2": 3}}}
{"type": "map", "data": {"@t": {"1": [1,"a"], "2": [-2,"b"]}}}
{"type": "map", "data": {"@u": -1}}
"#;
        assert_eq!(maps_at_exit_json(&value_maps()), want);
    }

    /// `BEGIN { @zc = count(); @b = 1; exit(); } interval:s:100 { @never =
    /// count(); @neverk[1] = count(); @nh = hist(1); @ns = stats(1); @nl =
    /// lhist(1,0,10,1); @nsum = sum(1); @nmin = min(1); @navg = avg(1); @nstr
    /// = "a"; @nint = 5;}` — the interval probe never fires.
    #[test]
    fn never_assigned_maps() {
        let mut zc = Map::new("@zc", MapKind::Count, false);
        zc.count(vec![]);
        let mut b = Map::new("@b", MapKind::Scalar, false);
        b.assign(vec![], i(1));
        let maps = vec![
            zc,
            b,
            Map::new("@never", MapKind::Count, false),
            Map::new("@neverk", MapKind::Count, true),
            Map::new("@nh", MapKind::Hist, false),
            Map::new("@ns", MapKind::Stats, false),
            Map::new("@nl", MapKind::Lhist { min: 0, max: 10, step: 1 }, false),
            Map::new("@nsum", MapKind::Sum { unsigned: false }, false),
            Map::new("@nmin", MapKind::Min, false),
            Map::new("@navg", MapKind::Avg, false),
            Map::new("@nstr", MapKind::Scalar, false),
            Map::new("@nint", MapKind::Scalar, false),
        ];
        assert_eq!(maps_at_exit(&maps), "\n\n@b: 1\n\n\n@never: 0\n\n\n\n\n\n\n\n\n\n@zc: 1\n");
        assert_eq!(
            maps_at_exit_json(&maps),
            "\n\n{\"type\": \"map\", \"data\": {\"@b\": 1}}\n{\"type\": \"map\", \"data\": {\"@never\": 0}}\n{\"type\": \"map\", \"data\": {\"@zc\": 1}}\n"
        );
    }

    /// Mid-run print() with top and div, print of values, zero/clear, from
    /// `@c[1] = count(); @c[2] = count() x2; @c[4] = count() x3; print(@c);
    /// print(@c, 2); print(@c, 0, 2); @e[1] = 1; delete(@e[1]); print(@e);
    /// @h[1] = hist(10); @h[2]=hist(1) x2; print(@h, 1); print(@h, 0, 2);
    /// @s[1]=stats(10); @s[2] = stats(20); print(@s, 1); @a[1]=avg(10);
    /// @a[2] = avg(21); print(@a, 1, 2); print(@s, 1, 2); print(5);
    /// print("str\"q"); print((1, "x")); print(-3); zero(@a); zero(@c);
    /// clear(@h); zero(@s); exit();`
    #[test]
    fn print_top_div_and_zero() {
        let mut c = Map::new("@c", MapKind::Count, true);
        c.count(vec![i(1)]);
        for _ in 0..2 {
            c.count(vec![i(2)]);
        }
        for _ in 0..3 {
            c.count(vec![i(4)]);
        }
        assert_eq!(map_text(&c, 0, 1), "@c[1]: 1\n@c[2]: 2\n@c[4]: 3\n");
        assert_eq!(map_text(&c, 2, 1), "@c[2]: 2\n@c[4]: 3\n");
        assert_eq!(map_text(&c, 0, 2), "@c[1]: 0\n@c[2]: 1\n@c[4]: 1\n");
        assert_eq!(json_map(&c), "{\"type\": \"map\", \"data\": {\"@c\": {\"1\": 1, \"2\": 2, \"4\": 3}}}\n");
        assert_eq!(json_map_top(&c, 2, 1), "{\"type\": \"map\", \"data\": {\"@c\": {\"2\": 2, \"4\": 3}}}\n");
        assert_eq!(json_map_top(&c, 0, 2), "{\"type\": \"map\", \"data\": {\"@c\": {\"1\": 0, \"2\": 1, \"4\": 1}}}\n");

        let mut e = Map::new("@e", MapKind::Scalar, true);
        e.assign(vec![i(1)], i(1));
        e.delete(&[i(1)]);
        assert_eq!(map_text(&e, 0, 1), "\n");
        assert_eq!(json_map(&e), "");

        let mut h = Map::new("@h", MapKind::Hist, true);
        h.hist(vec![i(1)], 10);
        h.hist(vec![i(2)], 1);
        h.hist(vec![i(2)], 1);
        assert_eq!(map_text(&h, 1, 1), format!("@h[2]: \n[1]                    2 |{BAR52}|\n\n"));
        assert_eq!(
            map_text(&h, 0, 2),
            format!("@h[1]: \n[8, 16)                0 |{BAR52}|\n\n@h[2]: \n[1]                    1 |{BAR52}|\n\n")
        );
        assert_eq!(
            json_map_top(&h, 1, 1),
            "{\"type\": \"hist\", \"data\": {\"@h\": {\"2\": [{\"min\": 1, \"max\": 1, \"count\": 2}]}}}\n"
        );
        assert_eq!(
            json_map_top(&h, 0, 2),
            "{\"type\": \"hist\", \"data\": {\"@h\": {\"1\": [{\"min\": 8, \"max\": 15, \"count\": 0}], \"2\": [{\"min\": 1, \"max\": 1, \"count\": 1}]}}}\n"
        );

        let mut st = Map::new("@s", MapKind::Stats, true);
        st.stats(vec![i(1)], 10);
        st.stats(vec![i(2)], 20);
        let st_text = "@s[1]: count 1, average 10, total 10\n@s[2]: count 1, average 20, total 20\n\n";
        assert_eq!(map_text(&st, 1, 1), st_text);
        assert_eq!(map_text(&st, 1, 2), st_text);
        assert_eq!(
            json_map_top(&st, 1, 2),
            "{\"type\": \"stats\", \"data\": {\"@s\": {\"1\": {\"count\": 1, \"average\": 10, \"total\": 10}, \"2\": {\"count\": 1, \"average\": 20, \"total\": 20}}}}\n"
        );

        let mut a = Map::new("@a", MapKind::Avg, true);
        a.avg(vec![i(1)], 10);
        a.avg(vec![i(2)], 21);
        assert_eq!(map_text(&a, 1, 2), "@a[2]: 10\n\n");
        assert_eq!(json_map_top(&a, 1, 2), "{\"type\": \"stats\", \"data\": {\"@a\": {\"2\": 10}}}\n");

        assert_eq!(value_text(&i(5)), "5");
        assert_eq!(value_text(&s("str\"q")), "str\"q");
        assert_eq!(value_text(&Value::Tuple(vec![i(1), s("x")])), "(1, x)");
        assert_eq!(json_value(&i(5)), "{\"type\": \"value\", \"data\": 5}\n");
        assert_eq!(json_value(&s("str\"q")), "{\"type\": \"value\", \"data\": \"str\\\"q\"}\n");
        assert_eq!(json_value(&Value::Tuple(vec![i(1), s("x")])), "{\"type\": \"value\", \"data\": [1,\"x\"]}\n");
        assert_eq!(json_value(&i(-3)), "{\"type\": \"value\", \"data\": -3}\n");

        a.zero();
        c.zero();
        h.clear();
        st.zero();
        // bpftrace prints the zeroed @c in random (hash) order; ours is by key.
        assert_eq!(
            maps_at_exit(&[a.clone(), c.clone(), e.clone(), h.clone(), st.clone()]),
            "\n\n@a[1]: 0\n@a[2]: 0\n\n@c[1]: 0\n@c[2]: 0\n@c[4]: 0\n\n\n@s[1]: count 0, average 0, total 0\n@s[2]: count 0, average 0, total 0\n\n"
        );
        assert_eq!(
            json_map(&st),
            "{\"type\": \"stats\", \"data\": {\"@s\": {\"1\": {\"count\": 0, \"average\": 0, \"total\": 0}, \"2\": {\"count\": 0, \"average\": 0, \"total\": 0}}}}\n"
        );
    }

    /// `@h[1] = hist(10); @h[2] = hist(3) x2; zero(@h); @l[1] =
    /// lhist(3,0,10,1); @l[2] = lhist(3,0,10,1) x2; zero(@l); @k = count() x2;
    /// delete(@k); @z = count(); clear(@z); @mn = min(3); zero(@mn); @mx =
    /// max(3); zero(@mx); @m2 = min(0xffffffff); @m3 = min(-5); @m4 =
    /// min(0x100000000); @x = max(0); @y = 7; print(@y); print(@y, 0, 2);
    /// @hh = hist(1); zero(@hh);`
    #[test]
    fn zero_clear_delete_quirks() {
        let mut h = Map::new("@h", MapKind::Hist, true);
        h.hist(vec![i(1)], 10);
        h.hist(vec![i(2)], 3);
        h.hist(vec![i(2)], 3);
        h.zero();
        let lk = MapKind::Lhist { min: 0, max: 10, step: 1 };
        let mut l = Map::new("@l", lk, true);
        l.lhist(vec![i(1)], 3, 0, 10, 1);
        l.lhist(vec![i(2)], 3, 0, 10, 1);
        l.lhist(vec![i(2)], 3, 0, 10, 1);
        l.zero();
        let mut k = Map::new("@k", MapKind::Count, false);
        k.count(vec![]);
        k.count(vec![]);
        k.delete(&[]);
        let mut z = Map::new("@z", MapKind::Count, false);
        z.count(vec![]);
        z.clear();
        let mut mn = Map::new("@mn", MapKind::Min, false);
        mn.min(vec![], 3);
        mn.zero();
        let mut mx = Map::new("@mx", MapKind::Max, false);
        mx.max(vec![], 3);
        mx.zero();
        let mut m2 = Map::new("@m2", MapKind::Min, false);
        m2.min(vec![], 0xffff_ffff);
        let mut m3 = Map::new("@m3", MapKind::Min, false);
        m3.min(vec![], -5);
        let mut m4 = Map::new("@m4", MapKind::Min, false);
        m4.min(vec![], 0x1_0000_0000);
        let mut x = Map::new("@x", MapKind::Max, false);
        x.max(vec![], 0);
        let mut y = Map::new("@y", MapKind::Scalar, false);
        y.assign(vec![], i(7));
        assert_eq!(map_text(&y, 0, 1), "@y: 7\n");
        assert_eq!(map_text(&y, 0, 2), "@y: 3\n");
        assert_eq!(json_map_top(&y, 0, 2), "{\"type\": \"map\", \"data\": {\"@y\": 3}}\n");
        let mut hh = Map::new("@hh", MapKind::Hist, false);
        hh.hist(vec![], 1);
        hh.zero();
        let maps = vec![h, l, k, z, mn, mx, m2, m3, m4, x, y, hh];
        assert_eq!(
            maps_at_exit(&maps),
            "\n\n@h[1]: \n\n@h[2]: \n\n@hh: \n\n@k: 0\n@l[1]: \n\n@l[2]: \n\n@m2: 0\n@m3: -5\n\n@mn: 0\n@mx: 0\n@x: 0\n@y: 7\n@z: 0\n"
        );
        let want = r#"

{"type": "hist", "data": {"@h": {"1": [], "2": []}}}
{"type": "hist", "data": {"@hh": []}}
{"type": "map", "data": {"@k": 0}}
{"type": "hist", "data": {"@l": {"1": [], "2": []}}}
{"type": "map", "data": {"@m2": 0}}
{"type": "map", "data": {"@m3": -5}}
{"type": "map", "data": {"@mn": 0}}
{"type": "map", "data": {"@mx": 0}}
{"type": "map", "data": {"@x": 0}}
{"type": "map", "data": {"@y": 7}}
{"type": "map", "data": {"@z": 0}}
"#;
        assert_eq!(maps_at_exit_json(&maps), want);
    }

    /// Map names in byte order; keys with escapes; ties in a count map.
    /// `@b = 1; @ = 2; @A = 3; @_x = 4; @a1 = 5; @a_b = 6; @ab = 7; @Z9 = 8;
    /// @s["q\"k\n", 2] = "v\t\"x\\";`
    #[test]
    fn map_order_and_escapes() {
        let mut maps = Vec::new();
        for (n, v) in [("@b", 1), ("@", 2), ("@A", 3), ("@_x", 4), ("@a1", 5), ("@a_b", 6), ("@ab", 7), ("@Z9", 8)] {
            let mut m = Map::new(n, MapKind::Scalar, false);
            m.assign(vec![], i(v));
            maps.push(m);
        }
        let mut sm = Map::new("@s", MapKind::Scalar, true);
        sm.assign(vec![s("q\"k\n"), i(2)], s("v\t\"x\\"));
        maps.push(sm);
        assert_eq!(
            maps_at_exit(&maps),
            "\n\n@: 2\n@A: 3\n@Z9: 8\n@_x: 4\n@a1: 5\n@a_b: 6\n@ab: 7\n@b: 1\n@s[q\"k\n, 2]: v\t\"x\\\n"
        );
        let want = r#"

{"type": "map", "data": {"@": 2}}
{"type": "map", "data": {"@A": 3}}
{"type": "map", "data": {"@Z9": 8}}
{"type": "map", "data": {"@_x": 4}}
{"type": "map", "data": {"@a1": 5}}
{"type": "map", "data": {"@a_b": 6}}
{"type": "map", "data": {"@ab": 7}}
{"type": "map", "data": {"@b": 1}}
{"type": "map", "data": {"@s": {"q\"k\n,2": "v\t\"x\\"}}}
"#;
        assert_eq!(maps_at_exit_json(&maps), want);
    }

    /// Key orders: hist maps by little-endian key bytes then (stable for <= 16)
    /// total; string-valued maps by key with integers unsigned.
    /// `@h[2]=hist(1); @h[256]=hist(1); @h[1]=hist(1); @h[-1]=hist(1);
    /// @h[3]=hist(1) x2; @s["b"]=stats(1); @s["a"]=stats(1);
    /// @s["ab"]=stats(1); @v[-1]="x"; @v[5]="y"; @v[2]="z"; @w[1,"b"]="1";
    /// @w[1,"a"]="1"; @w[0,"z"]="1";`
    #[test]
    fn key_orders() {
        let mut h = Map::new("@h", MapKind::Hist, true);
        for k in [2, 256, 1, -1, 3, 3] {
            h.hist(vec![i(k)], 1);
        }
        let mut st = Map::new("@s", MapKind::Stats, true);
        for k in ["b", "a", "ab"] {
            st.stats(vec![s(k)], 1);
        }
        let mut v = Map::new("@v", MapKind::Scalar, true);
        v.assign(vec![i(-1)], s("x"));
        v.assign(vec![i(5)], s("y"));
        v.assign(vec![i(2)], s("z"));
        let mut w = Map::new("@w", MapKind::Scalar, true);
        w.assign(vec![i(1), s("b")], s("1"));
        w.assign(vec![i(1), s("a")], s("1"));
        w.assign(vec![i(0), s("z")], s("1"));
        let line = |c: u64| format!("[1]                    {c} |{BAR52}|\n");
        let want = format!(
            "\n\n@h[256]: \n{}\n@h[1]: \n{}\n@h[2]: \n{}\n@h[-1]: \n{}\n@h[3]: \n{}\n\
@s[a]: count 1, average 1, total 1\n@s[ab]: count 1, average 1, total 1\n@s[b]: count 1, average 1, total 1\n\n\
@v[2]: z\n@v[5]: y\n@v[-1]: x\n@w[0, z]: 1\n@w[1, a]: 1\n@w[1, b]: 1\n",
            line(1),
            line(1),
            line(1),
            line(1),
            line(2)
        );
        assert_eq!(maps_at_exit(&[h, st, v, w]), want);
    }

    /// More than 16 entries: libstdc++'s unstable introsort decides the order
    /// of ties. Generated by: for k in 0..25: hist(1) ((k*7)%3+1) times into
    /// `@h[k]`, and `@a[k] = avg((k*5)%4)`.
    #[test]
    fn introsort_ties_like_bpftrace() {
        let mut h = Map::new("@h", MapKind::Hist, true);
        let mut a = Map::new("@a", MapKind::Avg, true);
        for k in 0..25i64 {
            for _ in 0..((k * 7) % 3 + 1) {
                h.hist(vec![i(k)], 1);
            }
            a.avg(vec![i(k)], (k * 5) % 4);
        }
        let order = |m: &Map| -> String {
            map_text(m, 0, 1)
                .lines()
                .filter(|l| l.starts_with('@'))
                .map(|l| l.split(':').next().unwrap_or("").to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(
            order(&a),
            "@a[12] @a[24] @a[20] @a[16] @a[0] @a[8] @a[4] @a[1] @a[5] @a[9] @a[13] @a[17] @a[21] @a[10] @a[14] @a[6] @a[22] @a[18] @a[2] @a[15] @a[23] @a[19] @a[3] @a[11] @a[7]"
        );
        assert_eq!(
            order(&h),
            "@h[12] @h[24] @h[21] @h[18] @h[15] @h[0] @h[9] @h[6] @h[3] @h[16] @h[1] @h[22] @h[19] @h[7] @h[4] @h[13] @h[10] @h[14] @h[17] @h[5] @h[11] @h[20] @h[2] @h[23] @h[8]"
        );
    }

    /// Unsigned values: `@u = (uint64)-1; @su = sum((uint64)-1) + sum((uint64)2);
    /// @m[1] = (uint64)-1; @m[2] = (uint64)5; @mx = max((uint64)-1);
    /// @mx2 = max(-1); @a = avg((uint64)-1); @c[(uint64)-1] = count()`
    #[test]
    fn unsigned_values() {
        let mut u = Map::new("@u", MapKind::Scalar, false);
        u.assign(vec![], Value::UInt(u64::MAX));
        let mut su = Map::new("@su", MapKind::Sum { unsigned: true }, false);
        su.sum(vec![], -1);
        su.sum(vec![], 2);
        let mut m = Map::new("@m", MapKind::Scalar, true);
        m.assign(vec![i(1)], Value::UInt(u64::MAX));
        m.assign(vec![i(2)], Value::UInt(5));
        let mut mx = Map::new("@mx", MapKind::Max, false);
        mx.max(vec![], -1);
        let mut mx2 = Map::new("@mx2", MapKind::Max, false);
        mx2.max(vec![], -1);
        let mut a = Map::new("@a", MapKind::Avg, false);
        a.avg(vec![], -1);
        let maps = [u, su, m, mx, mx2, a];
        assert_eq!(
            maps_at_exit(&maps),
            "\n\n@a: -1\n\n@m[2]: 5\n@m[1]: 18446744073709551615\n\n\n@su: 1\n@u: 18446744073709551615\n"
        );
        let want = r#"

{"type": "stats", "data": {"@a": -1}}
{"type": "map", "data": {"@m": {"2": 5, "1": 18446744073709551615}}}
{"type": "map", "data": {"@su": 1}}
{"type": "map", "data": {"@u": 18446744073709551615}}
"#;
        assert_eq!(maps_at_exit_json(&maps), want);
        let mut c = Map::new("@c", MapKind::Count, true);
        c.count(vec![Value::UInt(u64::MAX)]);
        assert_eq!(map_text(&c, 0, 1), "@c[-1]: 1\n");
    }

    #[test]
    fn printf_integers() {
        let r = printf(
            "%d|%u|%x|%X|%o|%ld|%lu|%lx|%c|%p|%p\n",
            &[i(0x1_0000_0005), i(-1), i(-1), i(255), i(8), i(-1), i(-1), i(-1), i(65), i(0), i(4096)],
        );
        assert_eq!(
            r.as_deref(),
            Ok("5|4294967295|ffffffff|FF|10|-1|18446744073709551615|ffffffffffffffff|A|(nil)|0x1000\n")
        );
        let r = printf(
            "%hd|%hhd|%hu|%hhu|%lld|%jd|%zd|%td|%zu|%llu\n",
            &[i(70000), i(300), i(-1), i(-1), i(-2), i(-3), i(-4), i(-5), i(-6), i(-7)],
        );
        assert_eq!(r.as_deref(), Ok("4464|44|65535|255|-2|-3|-4|-5|18446744073709551610|18446744073709551609\n"));
        let r = printf(
            "[%5d][%-5d][%05d][%.3d][%8.3d][%-8.3d][%3d]\n",
            &[i(42), i(42), i(42), i(7), i(7), i(7), i(123456)],
        );
        assert_eq!(r.as_deref(), Ok("[   42][42   ][00042][007][     007][007     ][123456]\n"));
        // (uint64)-1 with %d and %u
        let r = printf("%d %u %s\n", &[Value::UInt(u64::MAX), Value::UInt(u64::MAX), s("é")]);
        assert_eq!(r.as_deref(), Ok("-1 4294967295 é\n"));
        assert_eq!(
            json_printf("-1 4294967295 é\n"),
            "{\"type\": \"printf\", \"data\": \"-1 4294967295 \\uffffffc3\\uffffffa9\\n\"}\n"
        );
    }

    #[test]
    fn printf_strings_and_percent() {
        let r = printf("[%10s][%-10s][%.2s][%5.1s][%s]\n", &[s("abc"), s("abc"), s("abcdef"), s("xyz"), s("")]);
        assert_eq!(r.as_deref(), Ok("[       abc][abc       ][ab][    x][]\n"));
        assert_eq!(printf("100%% done %d%%\n", &[i(5)]).as_deref(), Ok("100% done 5%%\n"));
        assert_eq!(printf("tab\there \"q\" back\\slash\n", &[]).as_deref(), Ok("tab\there \"q\" back\\slash\n"));
        assert_eq!(printf("no newline", &[]).as_deref(), Ok("no newline"));
        assert_eq!(printf("\n%s\n", &[s("x")]).as_deref(), Ok("\nx\n"));
        assert_eq!(printf("100%%\n", &[]).as_deref(), Ok("100%%\n"));
        assert_eq!(
            json_printf("tab\there \"q\" back\\slash\n"),
            "{\"type\": \"printf\", \"data\": \"tab\\there \\\"q\\\" back\\\\slash\\n\"}\n"
        );
        // glibc details (checked with a C program on this host)
        assert_eq!(printf("[%05s][%05c][%.0d]", &[s("ab"), i(120), i(0)]).as_deref(), Ok("[   ab][    x][]"));
        assert_eq!(printf("[%-05d][%5p][%05p]", &[i(7), i(16), i(16)]).as_deref(), Ok("[7    ][ 0x10][0x010]"));
        assert_eq!(printf("[%05d][%.5d][%5p]", &[i(-42), i(-42), i(0)]).as_deref(), Ok("[-0042][-00042][(nil)]"));
    }

    /// `printf("a%%db\n", 5); printf("x%cy|%-3c|\n", 0, 66); @t[1] = (10, "s",
    /// 7); print(@t, 0, 2); @v["b"] = "1"; @v["a"] = "2"; @v["c"]="0";
    /// print(@v, 2);`
    #[test]
    fn printf_quirks_and_tuple_div() {
        assert_eq!(printf("a%%db\n", &[i(5)]).as_deref(), Ok("a%db\n"));
        assert_eq!(printf("x%cy|%-3c|\n", &[i(0), i(66)]).as_deref(), Ok("xy|B  |\n"));
        let mut t = Map::new("@t", MapKind::Scalar, true);
        t.assign(vec![i(1)], Value::Tuple(vec![i(10), s("s"), i(7)]));
        assert_eq!(map_text(&t, 0, 2), "@t[1]: (5, s, 3)\n");
        assert_eq!(json_map_top(&t, 0, 2), "{\"type\": \"map\", \"data\": {\"@t\": {\"1\": [5,\"s\",3]}}}\n");
        let mut v = Map::new("@v", MapKind::Scalar, true);
        v.assign(vec![s("b")], s("1"));
        v.assign(vec![s("a")], s("2"));
        v.assign(vec![s("c")], s("0"));
        assert_eq!(map_text(&v, 2, 1), "@v[b]: 1\n@v[c]: 0\n");
        assert_eq!(json_map_top(&v, 2, 1), "{\"type\": \"map\", \"data\": {\"@v\": {\"b\": \"1\", \"c\": \"0\"}}}\n");
        assert_eq!(map_text(&v, 0, 1), "@v[a]: 2\n@v[b]: 1\n@v[c]: 0\n");
    }

    /// `@[ustack(2)] = count(); @s = ustack(2); @k[ustack(2), 1] = count();
    /// printf("%s|\n", ustack(2)); print(ustack(2)); print(@s);` (BEGIN's
    /// user stack is bpftrace's own: `syscall+25`, then an address).
    #[test]
    fn stacks() {
        let st = Value::Stack(vec!["syscall+25".to_string(), "0x7ffee3c25878".to_string()]);
        assert_eq!(
            printf("%s|\n", std::slice::from_ref(&st)).as_deref(),
            Ok("\n        syscall+25\n        0x7ffee3c25878\n|\n")
        );
        assert_eq!(format!("{}\n", value_text(&st)), "\n        syscall+25\n        0x7ffee3c25878\n\n");
        let mut anon = Map::new("@", MapKind::Count, true);
        anon.count(vec![st.clone()]);
        let mut sm = Map::new("@s", MapKind::Scalar, false);
        sm.assign(vec![], st.clone());
        let mut k = Map::new("@k", MapKind::Count, true);
        k.count(vec![st.clone(), i(1)]);
        assert_eq!(map_text(&sm, 0, 1), "@s: \n        syscall+25\n        0x7ffee3c25878\n\n");
        assert_eq!(
            maps_at_exit(&[sm.clone(), k, anon.clone()]),
            "\n\n@[\n    syscall+25\n    0x7ffee3c25878\n]: 1\n@k[\n    syscall+25\n    0x7ffee3c25878\n, 1]: 1\n@s: \n        syscall+25\n        0x7ffee3c25878\n\n"
        );
        let st2 = Value::Stack(vec!["syscall+25".to_string(), "0x7ffd3c7d3fc8".to_string()]);
        assert_eq!(
            json_value(&st2),
            "{\"type\": \"value\", \"data\": \"\\n        syscall+25\\n        0x7ffd3c7d3fc8\\n\"}\n"
        );
        let mut anon2 = Map::new("@", MapKind::Count, true);
        anon2.count(vec![st2.clone()]);
        let mut sm2 = Map::new("@s", MapKind::Scalar, false);
        sm2.assign(vec![], st2);
        assert_eq!(
            maps_at_exit_json(&[sm2, anon2]),
            "\n\n{\"type\": \"map\", \"data\": {\"@\": {\"\\n    syscall+25\\n    0x7ffd3c7d3fc8\\n\": 1}}}\n{\"type\": \"map\", \"data\": {\"@s\": \"\\n        syscall+25\\n        0x7ffd3c7d3fc8\\n\"}}\n"
        );
    }

    #[test]
    fn aggregate_dispatch() {
        let mut m = Map::new("@x", MapKind::Scalar, true);
        assert!(m.aggregate(vec![i(1)], "lhist", &[i(3), i(0), i(10), i(2)]).is_ok());
        assert_eq!(m.kind, MapKind::Lhist { min: 0, max: 10, step: 2 });
        let mut su = Map::new("@su", MapKind::Scalar, false);
        assert!(su.aggregate(vec![], "sum", &[Value::UInt(u64::MAX)]).is_ok());
        assert!(su.aggregate(vec![], "sum", &[Value::UInt(2)]).is_ok());
        assert_eq!(map_text(&su, 0, 1), "@su: 1\n");
        assert!(m.aggregate(vec![], "nope", &[]).is_err());
    }

    #[test]
    fn printf_errors() {
        assert_eq!(
            printf("%d %d\n", &[i(1)]),
            Err("printf: Not enough arguments for format string (1 supplied, 2 expected)".to_string())
        );
        assert_eq!(
            printf("%d\n", &[s("a")]),
            Err("printf: %d specifier expects a value of type integer (string supplied)".to_string())
        );
        assert_eq!(
            printf("%d\n", &[i(1), i(2)]),
            Err("printf: Too many arguments for format string (2 supplied, 1 expected)".to_string())
        );
        assert_eq!(
            printf("%s\n", &[i(1)]),
            Err("printf: %s specifier expects a value of type string (integer supplied)".to_string())
        );
        assert_eq!(
            printf("%f\n", &[i(1)]),
            Err("printf: Too many arguments for format string (1 supplied, 0 expected)".to_string())
        );
    }

    #[test]
    fn other_records() {
        assert_eq!(lost_events(3), "Lost 3 events\n");
        assert_eq!(json_lost_events(3), "{\"type\": \"lost_events\", \"data\": {\"events\": 3}}\n");
        assert_eq!(json_message("time", "12:00:00\n"), "{\"type\": \"time\", \"data\": \"12:00:00\\n\"}\n");
    }
}
