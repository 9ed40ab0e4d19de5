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

/// Parses `0x…` hex, the form [`ser_hex`] and [`ser_hex64`] write.
pub fn parse_hex(s: &str) -> Option<u64> {
    let digits = s.strip_prefix("0x")?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None; // `from_str_radix` would take a sign
    }
    u64::from_str_radix(digits, 16).ok()
}

/// Parses [`hex_bytes`] text (`e8 0f` → `[0xe8, 0x0f]`; the empty string is no bytes).
pub fn parse_hex_bytes(s: &str) -> Option<Vec<u8>> {
    if s.is_empty() {
        return Some(Vec::new());
    }
    let byte = |b: &str| match b.as_bytes() {
        [hi, lo] if hi.is_ascii_hexdigit() && lo.is_ascii_hexdigit() => u8::from_str_radix(b, 16).ok(),
        _ => None,
    };
    s.split(' ').map(byte).collect()
}

fn hex_error<E: serde::de::Error>(what: &str, got: &str) -> E {
    E::custom(format!("expected {what}, got `{got}`"))
}

/// Deserializes what [`ser_hex`] or [`ser_hex64`] wrote.
pub fn de_hex<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    let s = <String as serde::Deserialize>::deserialize(d)?;
    parse_hex(&s).ok_or_else(|| hex_error("a 0x… hex number", &s))
}

/// Deserializes what [`ser_hex_list`] wrote.
pub fn de_hex_list<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<u64>, D::Error> {
    let v = <Vec<String> as serde::Deserialize>::deserialize(d)?;
    v.iter().map(|s| parse_hex(s).ok_or_else(|| hex_error("a 0x… hex number", s))).collect()
}

/// Deserializes what [`ser_opt_bytes`] wrote.
pub fn de_opt_bytes<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Vec<u8>>, D::Error> {
    match <Option<String> as serde::Deserialize>::deserialize(d)? {
        Some(s) => parse_hex_bytes(&s).map(Some).ok_or_else(|| hex_error("hex bytes (`e8 0f`)", &s)),
        None => Ok(None),
    }
}
