//! Stub (replaced by the formatting module).
use std::collections::BTreeMap;
/// A runtime value.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    /// i
    Int(i64),
    /// u
    UInt(u64),
    /// s
    Str(String),
    /// t
    Tuple(Vec<Value>),
    /// stack
    Stack(Vec<String>),
}
/// agg
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Agg {
    Scalar(Value),
    Count(u64),
    Sum(i64),
    Min(i64),
    Max(i64),
    Avg { sum: i64, count: u64 },
    Stats { sum: i64, count: u64 },
    Hist(BTreeMap<i64, u64>),
    Lhist { min: i64, max: i64, step: i64, buckets: BTreeMap<i64, u64> },
}
impl Agg {
    /// h
    pub fn add_hist(&mut self, v: i64) {
        if let Agg::Hist(b) = self {
            let i = if v < 0 {
                -1
            } else if v == 0 {
                0
            } else {
                64 - i64::from(v.leading_zeros())
            };
            *b.entry(i).or_default() += 1;
        }
    }
    /// l
    pub fn add_lhist(&mut self, v: i64) {
        if let Agg::Lhist { min, max, step, buckets } = self {
            let i = if v < *min {
                -1
            } else if v >= *max {
                (*max - *min) / *step
            } else {
                (v - *min) / *step
            };
            *buckets.entry(i).or_default() += 1;
        }
    }
}
/// map
#[derive(Clone, Debug)]
pub struct Map {
    /// n
    pub name: String,
    /// e
    pub entries: indexmap::IndexMap<Vec<Value>, Agg>,
}
