//! Builds the C programs of `tests/data/signals/` into static ELFs at test time, with
//! glibc (`cc -static`) or musl (`musl-gcc -static`), for the test binaries that run
//! them (`tests/it/signals.rs`, `tests/real/main.rs`).

use std::path::PathBuf;

/// The programs, by file stem.
pub const SIGNAL_PROGRAMS: [&str; 7] = ["kill_self", "faults", "children", "frame", "uprobes", "edges", "traps"];

/// Which C library a program is linked with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Libc {
    /// glibc, through the system `cc`.
    Glibc,
    /// musl, through `musl-gcc`.
    Musl,
}

impl Libc {
    /// The compiler driver.
    pub fn cc(self) -> &'static str {
        match self {
            Libc::Glibc => "cc",
            Libc::Musl => "musl-gcc",
        }
    }

    /// Its name in test names.
    pub fn name(self) -> &'static str {
        match self {
            Libc::Glibc => "glibc",
            Libc::Musl => "musl",
        }
    }

    /// Whether its compiler driver runs here.
    pub fn available(self) -> bool {
        std::process::Command::new(self.cc())
            .arg("--version")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    }
}

/// Compiles `tests/data/signals/NAME.c` with `-static -O1 -fno-omit-frame-pointer` against
/// `libc` into the temporary directory (one file per test process, name, libc and
/// `tag`, so that tests running at once do not share one) and returns its path.
pub fn build_signal_program(name: &str, libc: Libc, tag: &str) -> Result<PathBuf, String> {
    let src = format!("{}/tests/data/signals/{name}.c", env!("CARGO_MANIFEST_DIR"));
    let file = format!("probesim-sig-{name}-{}-{tag}-{}", libc.name(), std::process::id());
    let out = std::env::temp_dir().join(file);
    let status = std::process::Command::new(libc.cc())
        .args(["-static", "-O1", "-fno-omit-frame-pointer", "-w", "-o"])
        .arg(&out)
        .arg(&src)
        .status()
        .map_err(|e| format!("cannot run {}: {e}", libc.cc()))?;
    if status.success() {
        Ok(out)
    } else {
        Err(format!("{} -static {src} failed: {status}", libc.cc()))
    }
}
