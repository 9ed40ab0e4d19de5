//! Text formatting shared by every layer (kernel trace details, reports, explain output).
//! A leaf module: it depends on nothing else in the crate, so any module may use it
//! without creating a dependency cycle.

/// Lower-case hex bytes separated by spaces: `[0xe8, 0x0f]` → `e8 0f`.
pub fn hex_bytes(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect::<Vec<_>>().join(" ")
}

/// Serializes an address as `0x…` (reports keep numbers; only their JSON form is hex).
pub fn ser_hex<S: serde::Serializer>(v: &u64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&format!("{v:#x}"))
}

/// Serializes a 64-bit value as `0x` and 16 digits.
pub fn ser_hex64<S: serde::Serializer>(v: &u64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&format!("{v:#018x}"))
}

/// Serializes addresses as a list of `0x…` strings.
pub fn ser_hex_list<S: serde::Serializer>(v: &[u64], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(v.iter().map(|a| format!("{a:#x}")))
}

/// Serializes optional bytes as [`hex_bytes`] text, or null.
pub fn ser_opt_bytes<S: serde::Serializer>(v: &Option<Vec<u8>>, s: S) -> Result<S::Ok, S::Error> {
    match v {
        Some(b) => s.serialize_some(&hex_bytes(b)),
        None => s.serialize_none(),
    }
}
