//! Text formatting shared by every layer (kernel trace details, reports, explain output).
//! A leaf module: it depends on nothing else in the crate, so any module may use it
//! without creating a dependency cycle.

/// Lower-case hex bytes separated by spaces: `[0xe8, 0x0f]` → `e8 0f`.
pub fn hex_bytes(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect::<Vec<_>>().join(" ")
}
