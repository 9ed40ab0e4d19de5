//! Schedule tokens: a run's interleaving as a short printable string.
//!
//! A token is the list of answers in which a run departs from the default schedule
//! ([`RoundRobin`](crate::kernel::sched::RoundRobin) with the token's quantum): at the
//! `n`th question to the [`Chooser`](crate::kernel::sched::Chooser) (0-based), the index
//! chosen, and the quantum given to the thread chosen there. Every other answer is the
//! default one, so a token names one interleaving exactly, and the run it replays is the
//! same run (the machine is deterministic).
//!
//! # Format
//! `s1-` then the payload in lowercase base32 (RFC 4648 alphabet, no padding): LEB128
//! varints, the base quantum, the number of entries, then per entry the gap to the
//! previous entry's last decision, the choice + 1 (0: the default), the quantum (0: the
//! default) and how many consecutive decisions the entry covers less one; last, one
//! check byte (the payload's bytes summed, mod 251). The default schedule at the
//! default quantum is `s1-` and 7 characters.

use std::fmt;
use std::str::FromStr;

use crate::kernel::sched::DEFAULT_QUANTUM;

/// The version prefix of every token this build writes.
pub const PREFIX: &str = "s1-";

/// The base32 alphabet (RFC 4648, lowercase): shell-safe and unambiguous when read aloud.
const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// One departure from the default schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Override {
    /// Which question (0-based count of the chooser's `choose` calls in the run).
    pub index: u32,
    /// The index into the runnable threads; `None`: the default choice.
    pub choice: Option<u32>,
    /// The quantum given to the chosen thread; `None`: the token's quantum.
    pub quantum: Option<u64>,
}

/// A run's interleaving (see the module doc).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ScheduleToken {
    /// The quantum of every slice no override names.
    pub quantum: u64,
    /// The departures, in ascending `index` order, at most one per index.
    pub overrides: Vec<Override>,
}

impl Default for ScheduleToken {
    /// The default schedule: round-robin at [`DEFAULT_QUANTUM`].
    fn default() -> Self {
        ScheduleToken { quantum: DEFAULT_QUANTUM, overrides: Vec::new() }
    }
}

/// Why a string is not a schedule token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TokenError {
    /// It does not start with a version this build reads.
    #[error(
        "bad schedule token `{0}`: it does not start with `{PREFIX}` (tokens are printed by `probesim run`, `explore`)"
    )]
    Version(String),
    /// A character outside the alphabet, a truncated varint, a wrong check byte, or
    /// entries out of order.
    #[error("bad schedule token `{token}`: {why}")]
    Corrupt {
        /// The token as given.
        token: String,
        /// What is wrong.
        why: &'static str,
    },
}

impl ScheduleToken {
    /// The token of the default schedule at `quantum`.
    pub fn with_quantum(quantum: u64) -> ScheduleToken {
        ScheduleToken { quantum, overrides: Vec::new() }
    }

    /// The override at decision `index`, if any.
    pub fn at(&self, index: u32) -> Option<&Override> {
        self.overrides.binary_search_by_key(&index, |o| o.index).ok().map(|i| &self.overrides[i])
    }

    /// Preemptions: departures from the default schedule, a slice cut short and the
    /// choice at the tick that ends it (the next override) counting as one.
    pub fn preemptions(&self) -> usize {
        let mut n = 0;
        let mut after_cut = false;
        for o in &self.overrides {
            n += usize::from(o.quantum.is_some()) + usize::from(o.choice.is_some() && !after_cut);
            after_cut = o.quantum.is_some();
        }
        n
    }

    /// The payload bytes (before base32).
    fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        put(&mut out, self.quantum);
        // Runs of consecutive indices with the same answer become one entry.
        let mut entries: Vec<(u32, Option<u32>, Option<u64>, u32)> = Vec::new();
        for o in &self.overrides {
            match entries.last_mut() {
                Some((start, c, q, run)) if *start + *run + 1 == o.index && *c == o.choice && *q == o.quantum => {
                    *run += 1;
                }
                _ => entries.push((o.index, o.choice, o.quantum, 0)),
            }
        }
        put(&mut out, entries.len() as u64);
        let mut next = 0u64;
        for (start, c, q, run) in entries {
            put(&mut out, u64::from(start) - next);
            put(&mut out, c.map_or(0, |c| u64::from(c) + 1));
            put(&mut out, q.unwrap_or(0));
            put(&mut out, u64::from(run));
            next = u64::from(start) + u64::from(run) + 1;
        }
        out.push(check(&out));
        out
    }

    /// Reads a payload (check byte included).
    fn from_bytes(b: &[u8]) -> Result<ScheduleToken, &'static str> {
        let (&sum, body) = b.split_last().ok_or("empty")?;
        if check(body) != sum {
            return Err("its check byte does not match (a character changed or missing?)");
        }
        let mut r = Reader { b: body, at: 0 };
        let quantum = r.get()?;
        if quantum == 0 {
            return Err("quantum 0");
        }
        let n = r.get()?;
        let mut overrides = Vec::new();
        let mut next = 0u64;
        for _ in 0..n {
            let start = next.checked_add(r.get()?).ok_or("index overflow")?;
            let c = r.get()?;
            let q = r.get()?;
            let run = r.get()?;
            let end = start.checked_add(run).filter(|e| *e < u64::from(u32::MAX)).ok_or("index overflow")?;
            if c == 0 && q == 0 {
                return Err("an entry that departs from nothing");
            }
            let choice = match c {
                0 => None,
                c => Some(u32::try_from(c - 1).map_err(|_| "choice overflow")?),
            };
            let quantum = (q != 0).then_some(q);
            if end - start >= 1 << 24 {
                return Err("a run too long");
            }
            for index in start..=end {
                overrides.push(Override { index: index as u32, choice, quantum });
            }
            next = end + 1;
        }
        if r.at != body.len() {
            return Err("trailing bytes");
        }
        Ok(ScheduleToken { quantum, overrides })
    }
}

/// The check byte: the bytes summed mod 251 (a prime, so any one changed byte shows).
fn check(b: &[u8]) -> u8 {
    (b.iter().map(|x| u64::from(*x)).sum::<u64>() % 251) as u8
}

/// Appends `v` as an LEB128 varint.
fn put(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn get(&mut self) -> Result<u64, &'static str> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = *self.b.get(self.at).ok_or("truncated")?;
            self.at += 1;
            v |= u64::from(byte & 0x7f).checked_shl(shift).ok_or("varint overflow")?;
            if byte & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err("varint overflow")
    }
}

fn base32(b: &[u8]) -> String {
    let mut out = String::new();
    let (mut acc, mut bits) = (0u32, 0);
    for &x in b {
        acc = (acc << 8) | u32::from(x);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(ALPHABET[((acc >> bits) & 31) as usize] as char);
        }
    }
    if bits > 0 {
        out.push(ALPHABET[((acc << (5 - bits)) & 31) as usize] as char);
    }
    out
}

fn unbase32(s: &str) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for c in s.bytes() {
        let v = ALPHABET.iter().position(|a| *a == c.to_ascii_lowercase())? as u32;
        acc = ((acc << 5) | v) & 0xffff;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

impl fmt::Display for ScheduleToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PREFIX}{}", base32(&self.to_bytes()))
    }
}

impl FromStr for ScheduleToken {
    type Err = TokenError;

    fn from_str(s: &str) -> Result<ScheduleToken, TokenError> {
        let body = s.strip_prefix(PREFIX).ok_or_else(|| TokenError::Version(s.to_string()))?;
        let corrupt = |why| TokenError::Corrupt { token: s.to_string(), why };
        let bytes = unbase32(body).ok_or_else(|| corrupt("a character outside a-z and 2-7"))?;
        ScheduleToken::from_bytes(&bytes).map_err(corrupt)
    }
}

impl serde::Serialize for ScheduleToken {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for ScheduleToken {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_default_schedule_is_a_short_token() {
        let t = ScheduleToken::default();
        let s = t.to_string();
        assert!(s.starts_with(PREFIX) && s.len() <= 10, "{s}");
        assert_eq!(s.parse::<ScheduleToken>().unwrap(), t);
    }

    #[test]
    fn runs_of_equal_answers_cost_one_entry() {
        let overrides: Vec<Override> =
            (10..1010).map(|index| Override { index, choice: Some(1), quantum: Some(3) }).collect();
        let t = ScheduleToken { quantum: 10_000, overrides };
        let s = t.to_string();
        assert!(s.len() < 20, "{s}");
        assert_eq!(s.parse::<ScheduleToken>().unwrap(), t);
    }

    #[test]
    fn bad_tokens_are_refused_with_a_reason() {
        assert!(matches!("x1-aaaa".parse::<ScheduleToken>(), Err(TokenError::Version(_))));
        assert!(matches!("s1-a!".parse::<ScheduleToken>(), Err(TokenError::Corrupt { .. })));
        let good = ScheduleToken { quantum: 7, overrides: vec![Override { index: 3, choice: Some(2), quantum: None }] };
        let s = good.to_string();
        // Change one character: the check byte (or the varints) catch it.
        let mut bad: Vec<u8> = s.clone().into_bytes();
        let last = PREFIX.len() + 1;
        bad[last] = if bad[last] == b'a' { b'b' } else { b'a' };
        let bad = String::from_utf8(bad).unwrap();
        assert!(bad.parse::<ScheduleToken>().is_err(), "{s} vs {bad}");
        assert!(s[..s.len() - 2].parse::<ScheduleToken>().is_err());
    }

    proptest! {
        #[test]
        fn every_token_reads_back(
            quantum in 1u64..1_000_000,
            raw in proptest::collection::btree_map(0u32..5000, (proptest::option::of(0u32..8), proptest::option::of(1u64..100_000)), 0..60),
        ) {
            let overrides: Vec<Override> = raw
                .into_iter()
                .filter(|(_, (c, q))| c.is_some() || q.is_some())
                .map(|(index, (choice, quantum))| Override { index, choice, quantum })
                .collect();
            let t = ScheduleToken { quantum, overrides };
            let s = t.to_string();
            prop_assert!(s.bytes().skip(PREFIX.len()).all(|c| ALPHABET.contains(&c)));
            prop_assert_eq!(s.parse::<ScheduleToken>().unwrap(), t);
        }

        #[test]
        fn random_text_never_panics(s in "s1-[a-z2-7]{0,40}") {
            let _ = s.parse::<ScheduleToken>();
        }
    }
}
