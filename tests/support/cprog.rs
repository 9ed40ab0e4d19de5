//! Builds the C programs of `tests/data/` into static ELFs with the system compiler
//! (`cc -static`, glibc), for the test binaries that run them (`tests/it/syscalls.rs`,
//! `tests/real/main.rs`).

use std::path::{Path, PathBuf};

/// Compiles `tests/data/NAME.c` to `out` with `cc -static` and `flags`.
pub fn build_c(name: &str, flags: &[&str], out: &Path) -> Result<PathBuf, String> {
    build_c_with("cc", name, flags, out)
}

/// [`build_c`] with another compiler driver (`musl-gcc`).
pub fn build_c_with(cc: &str, name: &str, flags: &[&str], out: &Path) -> Result<PathBuf, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(format!("{name}.c"));
    let status = std::process::Command::new(cc)
        .arg("-static")
        .args(flags)
        .arg("-o")
        .arg(out)
        .arg(&src)
        .status()
        .map_err(|e| format!("cannot run {cc}: {e}"))?;
    if status.success() {
        Ok(out.to_path_buf())
    } else {
        Err(format!("{cc} -static {} failed: {status}", src.display()))
    }
}
