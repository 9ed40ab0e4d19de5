//! Compiles a C test program from `tests/data/` into a static ELF with the system
//! compiler (`cc`) or musl's wrapper (`musl-gcc`), for the test binaries that use them
//! (`tests/it/files.rs`, `tests/real/main.rs`).

use std::path::Path;

/// The C compilers a test can build with: glibc's `cc`, and `musl-gcc` where installed.
pub const COMPILERS: [&str; 2] = ["cc", "musl-gcc"];

/// Whether `compiler` can be run.
pub fn available(compiler: &str) -> bool {
    std::process::Command::new(compiler).arg("--version").output().is_ok_and(|o| o.status.success())
}

/// Compiles `tests/data/NAME` with `compiler -static -O1` to `out`.
pub fn build_static(compiler: &str, name: &str, out: &Path) -> Result<(), String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    let o = std::process::Command::new(compiler)
        .args(["-static", "-O1", "-o"])
        .arg(out)
        .arg(&src)
        .output()
        .map_err(|e| format!("cannot run {compiler}: {e}"))?;
    if o.status.success() {
        Ok(())
    } else {
        Err(format!("{compiler} -static {} failed:\n{}", src.display(), String::from_utf8_lossy(&o.stderr)))
    }
}
