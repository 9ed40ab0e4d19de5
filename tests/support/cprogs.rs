//! Builds the C programs of `tests/data/signals/` into static ELFs with the system
//! compiler (glibc, `cc -static`), for the test binaries that run them
//! (`tests/it/signals.rs`, `tests/real/main.rs`).

use std::path::PathBuf;

/// The programs, by file stem.
pub const SIGNAL_PROGRAMS: [&str; 6] = ["kill_self", "faults", "children", "frame", "uprobes", "edges"];

/// Compiles `tests/data/signals/NAME.c` with `cc -static -O1 -fno-omit-frame-pointer` into
/// the temporary directory (one file per test process, name and `tag`, so that tests
/// running at once do not share one) and returns its path.
pub fn build_signal_program(name: &str, tag: &str) -> Result<PathBuf, String> {
    let src = format!("{}/tests/data/signals/{name}.c", env!("CARGO_MANIFEST_DIR"));
    let out = std::env::temp_dir().join(format!("probesim-sig-{name}-{tag}-{}", std::process::id()));
    let status = std::process::Command::new("cc")
        .args(["-static", "-O1", "-fno-omit-frame-pointer", "-w", "-o"])
        .arg(&out)
        .arg(&src)
        .status()
        .map_err(|e| format!("cannot run cc: {e}"))?;
    if status.success() {
        Ok(out)
    } else {
        Err(format!("cc -static {src} failed: {status}"))
    }
}
