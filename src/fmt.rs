//! Formatting helpers shared by the reports, the trace and explain.

/// Bytes as lowercase hex pairs separated by spaces (`cc 0f 1f 44 00`).
pub fn hex_bytes(b: &[u8]) -> String {
    let mut out = String::with_capacity(b.len() * 3);
    for (i, x) in b.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&format!("{x:02x}"));
    }
    out
}
