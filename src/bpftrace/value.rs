//! Runtime values and map storage of the bpftrace emulation.
//!
//! This models what bpftrace 0.17 keeps in its BPF maps and how the BPF
//! programs it generates update them:
//!
//! * [`Value`] is a script value (bpftrace's `SizedType` integer / string /
//!   tuple, as decoded by `Output::value_to_str` and `MapKey::argument_value`).
//! * [`Agg`] is the state of one map entry. The update rules follow the code
//!   bpftrace's `CodegenLLVM::visit(Call&)` emits for `count()`, `sum()`,
//!   `min()`, `max()`, `avg()`, `stats()`, `hist()` (`createLog2Function`) and
//!   `lhist()` (`createLinearFunction`), including their quirks (see below).
//! * [`Map`] is one `@name` map with its entries, plus the map's kind
//!   ([`MapKind`]), which bpftrace needs to print a map that has no entries.
//!
//! # Quirks of bpftrace 0.17 that are reproduced here
//!
//! * `max(v)` compares against the looked-up value, which is 0 for a missing
//!   entry, so a first `max(v)` with `v < 0` creates **no** entry
//!   (`@m = max(-2)` prints nothing but an empty line at exit).
//! * `min(v)` stores `0xffffffff - v` and keeps the largest stored value; a
//!   first `min(v)` with `v > 0xffffffff` creates no entry, and `min(0xffffffff)`
//!   prints `0`. [`Agg::Min`] therefore holds the *raw stored* value; use
//!   [`Agg::min_value`] for the printed one.
//! * `hist()`'s log2 only looks at 32 bits: every value `>= 2^31` lands in the
//!   `[2G, 4G)` bucket (index 33). See [`hist_index`].
//! * `lhist()`: a value equal to `max` (or any value above `max`) goes to the
//!   "`[max, ...)`" bucket (index `(max-min)/step + 1`), even when
//!   `max - min` is not a multiple of `step`. See [`lhist_index`].
//! * A map with no key whose value is `count()` is a BPF per-CPU *array* in
//!   bpftrace: it always has its one entry (printed `@c: 0` when never
//!   incremented), and `clear()`/`delete()` only zero it. [`Map::new`] creates
//!   that entry.
//! * `zero()` keeps every entry (hist buckets included) at 0; `clear()` removes
//!   the entries.
//!
//! # Differs from bpftrace
//!
//! * Per-CPU maps are modelled as a single CPU (bpftrace sums/maxes the
//!   per-CPU slots when printing; with one CPU that is the same value).
//! * Integers are always 64-bit; bpftrace's narrower integer types (e.g. a
//!   `uint32` map value) are represented as 64-bit values.

use std::collections::BTreeMap;

/// A runtime value of a script.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    /// A signed 64-bit integer (bpftrace `int64`, the type of literals).
    Int(i64),
    /// An unsigned 64-bit integer (bpftrace `uint64`, e.g. `nsecs`, casts).
    UInt(u64),
    /// A string.
    Str(String),
    /// A tuple `(a, b, ...)`.
    Tuple(Vec<Value>),
    /// A `ustack`/`kstack`: its symbolized frames, innermost first (e.g.
    /// `"syscall+25"`, `"0x7ffee3c25878"`).
    Stack(Vec<String>),
}

impl Value {
    /// The value's bits as a signed 64-bit integer (strings and tuples: 0).
    pub fn as_i64(&self) -> i64 {
        match self {
            Value::Int(v) => *v,
            Value::UInt(v) => *v as i64,
            Value::Str(_) | Value::Tuple(_) | Value::Stack(_) => 0,
        }
    }

    /// Whether the value is a signed integer.
    pub fn is_signed(&self) -> bool {
        matches!(self, Value::Int(_))
    }

    /// Text form, as bpftrace's `Output::value_to_str` / `TextOutput` prints a
    /// value (`print(v)`, map values, printf `%s` of a stack): integers in
    /// decimal (signed or unsigned per type), strings raw, tuples as `(a, b)`,
    /// stacks as `BPFtrace::get_stack(..., indent 8)` does: `"\n"` then
    /// `"        frame\n"` per frame.
    pub fn text(&self) -> String {
        match self {
            Value::Int(v) => v.to_string(),
            Value::UInt(v) => v.to_string(),
            Value::Str(s) => s.clone(),
            Value::Tuple(items) => {
                let parts: Vec<String> = items.iter().map(Value::text).collect();
                format!("({})", parts.join(", "))
            }
            Value::Stack(frames) => stack_text(frames, 8),
        }
    }

    /// Text of one map key element, as `MapKey::argument_value` prints it:
    /// 64-bit integers are always read back as *signed* (`(uint64)-1` prints
    /// `-1`), strings raw.
    pub fn key_text(&self) -> String {
        match self {
            Value::Int(v) => v.to_string(),
            Value::UInt(v) => (*v as i64).to_string(),
            Value::Str(s) => s.clone(),
            Value::Tuple(items) => {
                let parts: Vec<String> = items.iter().map(Value::key_text).collect();
                format!("({})", parts.join(", "))
            }
            Value::Stack(frames) => stack_text(frames, 4),
        }
    }

    /// JSON form, as `JsonOutput::value_to_str` prints it: integers bare,
    /// strings quoted with bpftrace's escaping ([`json_escape`]), tuples as
    /// `[a,"b"]` (no spaces), stacks as the quoted [`Value::text`].
    pub fn json(&self) -> String {
        match self {
            Value::Int(v) => v.to_string(),
            Value::UInt(v) => v.to_string(),
            Value::Str(s) => format!("\"{}\"", json_escape(s)),
            Value::Tuple(items) => {
                let parts: Vec<String> = items.iter().map(Value::json).collect();
                format!("[{}]", parts.join(","))
            }
            Value::Stack(_) => format!("\"{}\"", json_escape(&self.text())),
        }
    }

    /// The value with all its bytes zeroed (what `zero()` leaves): 0, "",
    /// or a tuple of zeroed elements.
    pub fn zeroed(&self) -> Value {
        match self {
            Value::Int(_) => Value::Int(0),
            Value::UInt(_) => Value::UInt(0),
            Value::Str(_) => Value::Str(String::new()),
            Value::Tuple(t) => Value::Tuple(t.iter().map(Value::zeroed).collect()),
            Value::Stack(_) => Value::Stack(Vec::new()),
        }
    }

    /// bpftrace's type name of the value, as used in its error messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Int(_) | Value::UInt(_) => "integer",
            Value::Str(_) => "string",
            Value::Tuple(_) => "tuple",
            Value::Stack(_) => "ustack",
        }
    }
}

/// `BPFtrace::get_stack`'s text: a newline, then each frame indented by
/// `indent` spaces and ended by a newline (indent 8 for values, 4 in keys).
pub fn stack_text(frames: &[String], indent: usize) -> String {
    let mut out = String::from("\n");
    for f in frames {
        out.push_str(&" ".repeat(indent));
        out.push_str(f);
        out.push('\n');
    }
    out
}

/// bpftrace's `JsonOutput::json_escape`: escapes `"` `\` `\n` `\r` `\t`, other
/// bytes `<= 0x1f` as `\u00XX`, and — because it tests a signed `char` — every
/// byte `>= 0x80` as `\uffffffXX` (so `"é"` becomes `\uffffffc3\uffffffa9`).
pub fn json_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for &b in s.as_bytes() {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            _ if b <= 0x1f => out.push_str(&format!("\\u{:04x}", b)),
            _ if b >= 0x80 => out.push_str(&format!("\\u{:04x}", (b as i8) as i32 as u32)),
            _ => out.push(char::from(b)),
        }
    }
    out
}

/// The log2 bucket index bpftrace's `hist()` computes (`createLog2Function`):
/// 0 for `v < 0`, 1 for `v == 0`, and `2 + floor(log2(v))` for `v > 0` —
/// but the BPF code only shifts by at most 31 bits, so every `v >= 2^31` gets
/// index 33. Index `i >= 3` is the bucket `[2^(i-2), 2^(i-1))`, index 2 is `[1]`.
pub fn hist_index(v: i64) -> i64 {
    if v < 0 {
        return 0;
    }
    if v == 0 {
        return 1;
    }
    let mut n = v as u64;
    let mut result = 2i64;
    for i in (0..=4).rev() {
        let limit: u64 = 1u64 << (1u32 << i);
        let shift: u32 = if (n as i64) >= limit as i64 { 1u32 << i } else { 0 };
        n >>= shift;
        result += i64::from(shift);
    }
    result
}

/// The bucket index bpftrace's `lhist(v, min, max, step)` computes
/// (`createLinearFunction`): 0 for `v < min`; `(max - min) / step + 1` for
/// `v > max`; otherwise `(v - min) / step + 1` (unsigned divisions). The
/// printed buckets are `0` = `(..., min)`, `1..=(max-min)/step` the ranges,
/// and `(max-min)/step + 1` = `[max, ...)`.
pub fn lhist_index(v: i64, min: i64, max: i64, step: i64) -> i64 {
    if v < min {
        return 0;
    }
    let step = (step as u64).max(1);
    if v > max {
        return ((max.wrapping_sub(min) as u64) / step) as i64 + 1;
    }
    ((v.wrapping_sub(min) as u64) / step) as i64 + 1
}

/// One map entry's aggregation state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Agg {
    /// `@x = v`.
    Scalar(Value),
    /// `count()`.
    Count(u64),
    /// `sum(v)` (wrapping 64-bit total; printed unsigned when the map's kind
    /// says so, see [`MapKind::Sum`]).
    Sum(i64),
    /// `min(v)`: the raw stored value, `0xffffffff - min` (0 after `zero()`);
    /// see [`Agg::min_value`].
    Min(i64),
    /// `max(v)` (never negative, see the module docs).
    Max(i64),
    /// `avg(v)`.
    Avg {
        /// Total of the values.
        sum: i64,
        /// Number of values.
        count: u64,
    },
    /// `stats(v)`.
    Stats {
        /// Total of the values.
        sum: i64,
        /// Number of values.
        count: u64,
    },
    /// `hist(v)`: bucket index (see [`hist_index`]) -> count.
    Hist(BTreeMap<i64, u64>),
    /// `lhist(v, min, max, step)`: bucket index (see [`lhist_index`]) -> count.
    Lhist {
        /// `min` argument.
        min: i64,
        /// `max` argument.
        max: i64,
        /// `step` argument.
        step: i64,
        /// Bucket index -> count.
        buckets: BTreeMap<i64, u64>,
    },
}

impl Agg {
    /// A fresh `count()` entry after its first increment.
    pub fn count() -> Agg {
        Agg::Count(1)
    }

    /// Add one to a `count()` entry.
    pub fn add_count(&mut self) {
        if let Agg::Count(c) = self {
            *c = c.wrapping_add(1);
        }
    }

    /// Add `v` to a `sum()` entry.
    pub fn add_sum(&mut self, v: i64) {
        if let Agg::Sum(s) = self {
            *s = s.wrapping_add(v);
        }
    }

    /// Apply `min(v)` to a `min()` entry (BPF: store `0xffffffff - v` when it is
    /// `>=` the stored value).
    pub fn add_min(&mut self, v: i64) {
        if let Agg::Min(raw) = self {
            let inverted = 0xffff_ffffi64.wrapping_sub(v);
            if inverted >= *raw {
                *raw = inverted;
            }
        }
    }

    /// Apply `max(v)` to a `max()` entry (store when `v >=` the stored value).
    pub fn add_max(&mut self, v: i64) {
        if let Agg::Max(m) = self {
            if v >= *m {
                *m = v;
            }
        }
    }

    /// Apply `avg(v)` or `stats(v)`.
    pub fn add_avg(&mut self, v: i64) {
        match self {
            Agg::Avg { sum, count } | Agg::Stats { sum, count } => {
                *sum = sum.wrapping_add(v);
                *count = count.wrapping_add(1);
            }
            _ => {}
        }
    }

    /// Apply `hist(v)`.
    pub fn add_hist(&mut self, v: i64) {
        if let Agg::Hist(b) = self {
            let e = b.entry(hist_index(v)).or_insert(0);
            *e = e.wrapping_add(1);
        }
    }

    /// Apply `lhist(v, ...)` (the entry's own min/max/step are used).
    pub fn add_lhist(&mut self, v: i64) {
        if let Agg::Lhist { min, max, step, buckets } = self {
            let e = buckets.entry(lhist_index(v, *min, *max, *step)).or_insert(0);
            *e = e.wrapping_add(1);
        }
    }

    /// The value `min()` prints (bpftrace `min_value()` in utils.cpp): the raw
    /// value 0 (zeroed, or `min(0xffffffff)`) prints 0, otherwise
    /// `0xffffffff - raw`.
    pub fn min_value(raw: i64) -> i64 {
        if raw == 0 {
            0
        } else if 0xffff_ffffi64.wrapping_sub(raw) <= 0 {
            0i64.wrapping_sub(raw.wrapping_sub(0xffff_ffff))
        } else {
            0xffff_ffffi64.wrapping_sub(raw)
        }
    }

    /// The entry as `zero()` leaves it: same shape, all counters 0.
    pub fn zeroed(&self) -> Agg {
        match self {
            Agg::Scalar(v) => Agg::Scalar(v.zeroed()),
            Agg::Count(_) => Agg::Count(0),
            Agg::Sum(_) => Agg::Sum(0),
            Agg::Min(_) => Agg::Min(0),
            Agg::Max(_) => Agg::Max(0),
            Agg::Avg { .. } => Agg::Avg { sum: 0, count: 0 },
            Agg::Stats { .. } => Agg::Stats { sum: 0, count: 0 },
            Agg::Hist(b) => Agg::Hist(b.keys().map(|k| (*k, 0)).collect()),
            Agg::Lhist { min, max, step, buckets } => {
                Agg::Lhist { min: *min, max: *max, step: *step, buckets: buckets.keys().map(|k| (*k, 0)).collect() }
            }
        }
    }
}

/// What kind of values a map holds (fixed by the script's first assignment;
/// needed to print maps without entries, and for signedness).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MapKind {
    /// `@x = v` (integer, string, tuple or stack values).
    #[default]
    Scalar,
    /// `count()`.
    Count,
    /// `sum(v)`; `unsigned` when the summed expression is unsigned (bpftrace
    /// then prints and sorts the total as `uint64`).
    Sum {
        /// Whether the total is unsigned.
        unsigned: bool,
    },
    /// `min(v)`.
    Min,
    /// `max(v)`.
    Max,
    /// `avg(v)`.
    Avg,
    /// `stats(v)`.
    Stats,
    /// `hist(v)`.
    Hist,
    /// `lhist(v, min, max, step)`.
    Lhist {
        /// `min` argument.
        min: i64,
        /// `max` argument.
        max: i64,
        /// `step` argument.
        step: i64,
    },
}

impl MapKind {
    /// The kind of an aggregation function's map (`"count"`, `"sum"`, `"min"`,
    /// `"max"`, `"avg"`, `"stats"`, `"hist"`, `"lhist"`), `args` being the
    /// call's arguments (sum's signedness, lhist's min/max/step); anything
    /// else is [`MapKind::Scalar`].
    pub fn of_call(func: &str, args: &[Value]) -> MapKind {
        let int = |i: usize| args.get(i).map_or(0, Value::as_i64);
        match func {
            "count" => MapKind::Count,
            "sum" => MapKind::Sum { unsigned: matches!(args.first(), Some(Value::UInt(_))) },
            "min" => MapKind::Min,
            "max" => MapKind::Max,
            "avg" => MapKind::Avg,
            "stats" => MapKind::Stats,
            "hist" => MapKind::Hist,
            "lhist" => MapKind::Lhist { min: int(1), max: int(2), step: int(3) },
            _ => MapKind::Scalar,
        }
    }
}

/// A map: its name with the @ ("@" alone for the anonymous map) and entries keyed by the key values (empty Vec for a map with no key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    /// Name including the `@`.
    pub name: String,
    /// The entries, in insertion order (printing sorts them the way bpftrace does).
    pub entries: indexmap::IndexMap<Vec<Value>, Agg>,
    /// The kind of values.
    pub kind: MapKind,
    /// Whether the map is indexed by keys (`@m[k]`) — false for `@m = ...`.
    pub keyed: bool,
}

impl Map {
    /// A map as bpftrace creates it before the program runs. A keyless
    /// `count()` map is a BPF array and starts with its one entry at 0.
    pub fn new(name: &str, kind: MapKind, keyed: bool) -> Map {
        let mut entries = indexmap::IndexMap::new();
        if kind == MapKind::Count && !keyed {
            entries.insert(Vec::new(), Agg::Count(0));
        }
        Map { name: name.to_string(), entries, kind, keyed }
    }

    /// Whether this map is a BPF array (keyless `count()`), which bpftrace
    /// cannot delete entries from.
    pub fn is_array(&self) -> bool {
        self.kind == MapKind::Count && !self.keyed
    }

    /// `@m[key] = func(args...)` for an aggregation function (`count`, `sum`,
    /// `min`, `max`, `avg`, `stats`, `hist`, `lhist`), with bpftrace's update
    /// rules; also records the map's kind. Errors on an unknown function.
    pub fn aggregate(&mut self, key: Vec<Value>, func: &str, args: &[Value]) -> Result<(), String> {
        let kind = MapKind::of_call(func, args);
        if kind == MapKind::Scalar {
            return Err(format!("{func}() is not an aggregation function"));
        }
        self.kind = kind;
        let v = args.first().map_or(0, Value::as_i64);
        match kind {
            MapKind::Count => self.count(key),
            MapKind::Sum { .. } => self.sum(key, v),
            MapKind::Min => self.min(key, v),
            MapKind::Max => self.max(key, v),
            MapKind::Avg => self.avg(key, v),
            MapKind::Stats => self.stats(key, v),
            MapKind::Hist => self.hist(key, v),
            MapKind::Lhist { min, max, step } => self.lhist(key, v, min, max, step),
            MapKind::Scalar => {}
        }
        Ok(())
    }

    /// `@m[key] = v`.
    pub fn assign(&mut self, key: Vec<Value>, v: Value) {
        self.entries.insert(key, Agg::Scalar(v));
    }

    /// `@m[key] = count()`.
    pub fn count(&mut self, key: Vec<Value>) {
        match self.entries.get_mut(&key) {
            Some(e) => e.add_count(),
            None => {
                self.entries.insert(key, Agg::count());
            }
        }
    }

    /// `@m[key] = sum(v)`.
    pub fn sum(&mut self, key: Vec<Value>, v: i64) {
        match self.entries.get_mut(&key) {
            Some(e) => e.add_sum(v),
            None => {
                self.entries.insert(key, Agg::Sum(v));
            }
        }
    }

    /// `@m[key] = min(v)` (a missing entry reads as raw 0, so it is created
    /// only when `0xffffffff - v >= 0`).
    pub fn min(&mut self, key: Vec<Value>, v: i64) {
        let e = self.entries.get_mut(&key);
        match e {
            Some(e) => e.add_min(v),
            None => {
                let mut a = Agg::Min(0);
                a.add_min(v);
                if 0xffff_ffffi64.wrapping_sub(v) >= 0 {
                    self.entries.insert(key, a);
                }
            }
        }
    }

    /// `@m[key] = max(v)` (a missing entry reads as 0, so it is created only
    /// when `v >= 0`).
    pub fn max(&mut self, key: Vec<Value>, v: i64) {
        match self.entries.get_mut(&key) {
            Some(e) => e.add_max(v),
            None => {
                if v >= 0 {
                    self.entries.insert(key, Agg::Max(v));
                }
            }
        }
    }

    /// `@m[key] = avg(v)`.
    pub fn avg(&mut self, key: Vec<Value>, v: i64) {
        self.entries.entry(key).or_insert(Agg::Avg { sum: 0, count: 0 }).add_avg(v);
    }

    /// `@m[key] = stats(v)`.
    pub fn stats(&mut self, key: Vec<Value>, v: i64) {
        self.entries.entry(key).or_insert(Agg::Stats { sum: 0, count: 0 }).add_avg(v);
    }

    /// `@m[key] = hist(v)`.
    pub fn hist(&mut self, key: Vec<Value>, v: i64) {
        self.entries.entry(key).or_insert_with(|| Agg::Hist(BTreeMap::new())).add_hist(v);
    }

    /// `@m[key] = lhist(v, min, max, step)`.
    pub fn lhist(&mut self, key: Vec<Value>, v: i64, min: i64, max: i64, step: i64) {
        self.entries.entry(key).or_insert_with(|| Agg::Lhist { min, max, step, buckets: BTreeMap::new() }).add_lhist(v);
    }

    /// `delete(@m[key])` (on a keyless `count()` array: sets it to 0).
    pub fn delete(&mut self, key: &[Value]) {
        if self.is_array() {
            if let Some(e) = self.entries.get_mut(key) {
                *e = e.zeroed();
            }
        } else {
            self.entries.shift_remove(key);
        }
    }

    /// `clear(@m)`: removes every entry (a keyless `count()` array is zeroed).
    pub fn clear(&mut self) {
        if self.is_array() {
            self.zero();
        } else {
            self.entries.clear();
        }
    }

    /// `zero(@m)`: keeps the entries, with every counter/value at 0.
    pub fn zero(&mut self) {
        for e in self.entries.values_mut() {
            *e = e.zeroed();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hist_indexes() {
        assert_eq!(hist_index(-5), 0);
        assert_eq!(hist_index(0), 1);
        assert_eq!(hist_index(1), 2);
        assert_eq!(hist_index(2), 3);
        assert_eq!(hist_index(3), 3);
        assert_eq!(hist_index(5), 4);
        assert_eq!(hist_index(1023), 11);
        assert_eq!(hist_index(1024), 12);
        assert_eq!(hist_index((1 << 31) - 1), 32);
        // bpftrace 0.17's log2 caps at 31 shifts: all of these are [2G, 4G)
        assert_eq!(hist_index(1 << 31), 33);
        assert_eq!(hist_index(1 << 40), 33);
        assert_eq!(hist_index(1 << 62), 33);
        assert_eq!(hist_index(i64::MAX), 33);
    }

    #[test]
    fn lhist_indexes() {
        // lhist(v, 0, 10, 3): buckets = 3, [10, ...) is index 4
        assert_eq!(lhist_index(-1, 0, 10, 3), 0);
        assert_eq!(lhist_index(4, 0, 10, 3), 2);
        assert_eq!(lhist_index(9, 0, 10, 3), 4);
        assert_eq!(lhist_index(10, 0, 10, 3), 4);
        assert_eq!(lhist_index(11, 0, 10, 3), 4);
        assert_eq!(lhist_index(100, 0, 100, 10), 11);
        assert_eq!(lhist_index(99, 0, 100, 10), 10);
    }

    #[test]
    fn min_max_creation_quirks() {
        let mut m = Map::new("@mx", MapKind::Max, true);
        m.max(vec![Value::Int(1)], -2);
        assert!(m.entries.is_empty());
        m.max(vec![Value::Int(2)], 7);
        m.max(vec![Value::Int(2)], 3);
        assert_eq!(m.entries.get(&vec![Value::Int(2)]), Some(&Agg::Max(7)));

        let mut n = Map::new("@mn", MapKind::Min, false);
        n.min(vec![], 0x1_0000_0000);
        assert!(n.entries.is_empty());
        n.min(vec![], 5);
        n.min(vec![], 9);
        n.min(vec![], -5);
        let raw = match n.entries.get(&Vec::new()) {
            Some(Agg::Min(r)) => *r,
            other => panic!("{other:?}"),
        };
        assert_eq!(Agg::min_value(raw), -5);
        assert_eq!(Agg::min_value(0xffff_ffffi64 - 3), 3);
        // min(0xffffffff) is stored as 0 and prints 0
        assert_eq!(Agg::min_value(0), 0);
    }

    #[test]
    fn keyless_count_is_an_array() {
        let mut c = Map::new("@c", MapKind::Count, false);
        assert_eq!(c.entries.get(&Vec::new()), Some(&Agg::Count(0)));
        c.count(vec![]);
        c.count(vec![]);
        c.delete(&[]);
        assert_eq!(c.entries.get(&Vec::new()), Some(&Agg::Count(0)));
        c.count(vec![]);
        c.clear();
        assert_eq!(c.entries.get(&Vec::new()), Some(&Agg::Count(0)));
        let mut k = Map::new("@k", MapKind::Count, true);
        k.count(vec![Value::Int(1)]);
        k.clear();
        assert!(k.entries.is_empty());
    }

    #[test]
    fn zero_keeps_hist_buckets() {
        let mut h = Map::new("@h", MapKind::Hist, false);
        h.hist(vec![], 3);
        h.zero();
        let want: BTreeMap<i64, u64> = [(3, 0)].into_iter().collect();
        assert_eq!(h.entries.get(&Vec::new()), Some(&Agg::Hist(want)));
    }

    #[test]
    fn value_forms() {
        let t = Value::Tuple(vec![Value::Int(1), Value::Str("a".into())]);
        assert_eq!(t.text(), "(1, a)");
        assert_eq!(t.json(), "[1,\"a\"]");
        assert_eq!(Value::UInt(u64::MAX).text(), "18446744073709551615");
        assert_eq!(Value::UInt(u64::MAX).key_text(), "-1");
        assert_eq!(json_escape("q\"k\n"), "q\\\"k\\n");
        assert_eq!(json_escape("\u{1}é"), "\\u0001\\uffffffc3\\uffffffa9");
    }
}
