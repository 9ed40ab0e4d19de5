//! Output streams in a report: the bytes kept, how many were written, their digest, and
//! the JSON forms they take.

/// Whether a count is 0 (for `skip_serializing_if`).
pub(crate) fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// A digest in lowercase hex.
pub(crate) fn hex_digest(d: &[u8]) -> String {
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// `bytes`, if they are not valid UTF-8 (and so not what their lossy text holds).
pub(crate) fn raw_unless_utf8(bytes: &[u8]) -> Option<Vec<u8>> {
    std::str::from_utf8(bytes).is_err().then(|| bytes.to_vec())
}

/// One output stream as a comparison sees it: the bytes kept, how many were written in
/// all, and a digest of all of them when not all were kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutputSummary<'a> {
    /// The first bytes (all of them when `kept.len() == len`).
    pub kept: &'a [u8],
    /// Bytes written in all.
    pub len: u64,
    /// SHA-256 of all of them, in lowercase hex (`None`: unknown, or not needed because
    /// `kept` is all).
    pub sha256: Option<&'a str>,
}

impl<'a> OutputSummary<'a> {
    /// A summary from its parts.
    pub fn new(kept: &'a [u8], len: u64, sha256: Option<&'a str>) -> Self {
        OutputSummary { kept, len, sha256 }
    }

    /// A stream whose every byte is at hand.
    pub fn whole(bytes: &'a [u8]) -> Self {
        OutputSummary { kept: bytes, len: bytes.len() as u64, sha256: None }
    }

    /// Whether `kept` is all of it.
    pub fn complete(&self) -> bool {
        self.kept.len() as u64 >= self.len
    }

    /// SHA-256 of all of it, if known.
    pub fn digest(&self) -> Option<String> {
        use sha2::Digest;
        match (self.sha256, self.complete()) {
            (Some(h), _) => Some(h.to_string()),
            (None, true) => Some(hex_digest(&sha2::Sha256::digest(self.kept))),
            (None, false) => None,
        }
    }
}

/// `Option<Vec<u8>>` as a base64 string (RFC 4648, padded) in JSON.
pub(crate) mod base64_bytes {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    /// Encodes `b`.
    pub(crate) fn encode(b: &[u8]) -> String {
        let mut out = String::with_capacity(b.len().div_ceil(3) * 4);
        for chunk in b.chunks(3) {
            let n = chunk.iter().enumerate().fold(0u32, |n, (i, x)| n | u32::from(*x) << (16 - 8 * i));
            for i in 0..4 {
                if i <= chunk.len() {
                    out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
                } else {
                    out.push('=');
                }
            }
        }
        out
    }

    /// Decodes what [`encode`] wrote; `None` for anything else.
    pub(crate) fn decode(s: &str) -> Option<Vec<u8>> {
        let s = s.as_bytes();
        if !s.len().is_multiple_of(4) {
            return None;
        }
        let mut out = Vec::with_capacity(s.len() / 4 * 3);
        for (k, quad) in s.chunks(4).enumerate() {
            let last = k + 1 == s.len() / 4;
            let pad = quad.iter().rev().take_while(|c| **c == b'=').count();
            if pad > 2 || (pad > 0 && !last) {
                return None;
            }
            let mut n = 0u32;
            for (i, c) in quad.iter().enumerate() {
                let v = if i >= 4 - pad { 0 } else { ALPHABET.iter().position(|a| a == c)? as u32 };
                n |= v << (18 - 6 * i);
            }
            out.extend_from_slice(&n.to_be_bytes()[1..4 - pad]);
        }
        Some(out)
    }

    pub(crate) fn serialize<S: serde::Serializer>(v: &Option<Vec<u8>>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(b) => s.serialize_some(&encode(b)),
            None => s.serialize_none(),
        }
    }

    pub(crate) fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Vec<u8>>, D::Error> {
        match <Option<String> as serde::Deserialize>::deserialize(d)? {
            Some(s) => decode(&s).map(Some).ok_or_else(|| serde::de::Error::custom("expected base64 bytes")),
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::base64_bytes::{decode, encode};

    #[test]
    fn base64_round_trips_and_matches_rfc4648() {
        for (raw, text) in [(&b""[..], ""), (b"f", "Zg=="), (b"fo", "Zm8="), (b"foo", "Zm9v"), (b"foobar", "Zm9vYmFy")]
        {
            assert_eq!(encode(raw), text);
            assert_eq!(decode(text).as_deref(), Some(raw));
        }
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(decode(&encode(&all)), Some(all));
        for bad in ["Zg=", "Z===", "Zg==Zg==", "Zm9*"] {
            assert_eq!(decode(bad), None, "{bad}");
        }
    }
}
