//! Builds `tests/data/labels.S` (hand-written assembly with labels, a sized function and
//! an IFUNC) into a static ELF with the system compiler, for the test binaries that use
//! it (`tests/it/attach.rs`, `tests/real/main.rs`).

use std::path::{Path, PathBuf};

/// Assembles and links `tests/data/labels.S` to `out` with `cc -nostdlib -static`.
pub fn assemble_labels(out: &Path) -> Result<PathBuf, String> {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/labels.S");
    let status = std::process::Command::new("cc")
        .args(["-nostdlib", "-static", "-o"])
        .arg(out)
        .arg(src)
        .status()
        .map_err(|e| format!("cannot run cc: {e}"))?;
    if status.success() {
        Ok(out.to_path_buf())
    } else {
        Err(format!("cc -nostdlib -static failed: {status}"))
    }
}
