//! Builds the C (and assembly) programs of `tests/data/` into static ELFs at test time,
//! with glibc (`cc -static`) or musl (`musl-gcc -static`), for the test binaries that run
//! them (`tests/it`: files, syscalls, signals, attach; `tests/real`).
//!
//! A build is made once: it is kept under `target/tmp/c-programs`, named by a hash of the
//! source, the flags and the compiler's `--version`, so test processes and later runs
//! reuse it, and a file once made is never rewritten (a probed run may be executing it).

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// The programs of `tests/data/signals/`, by file stem.
pub const SIGNAL_PROGRAMS: [&str; 7] = ["kill_self", "faults", "children", "frame", "uprobes", "edges", "traps"];

/// The flags the signal programs are built with (frame pointers, for the user stacks).
pub const SIGNAL_FLAGS: &[&str] = &["-O1", "-fno-omit-frame-pointer", "-w"];

/// Which C library a program is linked with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Libc {
    /// glibc, through the system `cc`.
    Glibc,
    /// musl, through `musl-gcc`.
    Musl,
}

impl Libc {
    /// Both, glibc first.
    pub const ALL: [Libc; 2] = [Libc::Glibc, Libc::Musl];

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
        self.version().is_some()
    }

    /// The compiler driver's `--version` output (once per process), `None` where it
    /// cannot be run.
    fn version(self) -> Option<&'static str> {
        static VERSIONS: [OnceLock<Option<String>>; 2] = [OnceLock::new(), OnceLock::new()];
        VERSIONS[self as usize]
            .get_or_init(|| {
                let o = std::process::Command::new(self.cc()).arg("--version").output().ok()?;
                o.status.success().then(|| String::from_utf8_lossy(&o.stdout).into_owned())
            })
            .as_deref()
    }
}

/// `tests/data/SRC` (`files.c`, `signals/faults.c`, `labels.S`) compiled with `libc`'s
/// driver, `-static` and `flags`: the path of the cached build (see the module doc).
pub fn build(libc: Libc, src: &str, flags: &[&str]) -> Result<PathBuf, String> {
    type Built = Mutex<BTreeMap<(Libc, String, Vec<String>), Result<PathBuf, String>>>;
    static BUILT: OnceLock<Built> = OnceLock::new();
    let key = (libc, src.to_string(), flags.iter().map(|f| f.to_string()).collect());
    // Held while building: one build of each program at a time in this process.
    let mut built = BUILT.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    built.entry(key).or_insert_with(|| compile(libc, src, flags)).clone()
}

/// [`build`], copied to `out`: a file of its own, for a run that probes the file in
/// place (real uprobes are on the inode, and system-wide: two trials running one file at
/// once would count each other's hits).
#[allow(dead_code)] // tests/real's; tests/it runs nothing natively
pub fn build_into(libc: Libc, src: &str, flags: &[&str], out: &Path) -> Result<(), String> {
    let built = build(libc, src, flags)?;
    std::fs::copy(&built, out).map(drop).map_err(|e| format!("{}: {e}", out.display()))
}

/// [`build`], or `None` with the reason printed where it cannot be made (no compiler, no
/// static libc); under CI (`CI` set) that is a failure instead.
#[allow(dead_code)] // tests/it's; tests/real reports a failed build as a failed trial
pub fn build_or_skip(libc: Libc, src: &str, flags: &[&str]) -> Option<PathBuf> {
    match build(libc, src, flags) {
        Ok(p) => Some(p),
        Err(why) if std::env::var_os("CI").is_some() => panic!("{why}"),
        Err(why) => {
            eprintln!("SKIPPED: {why}");
            None
        }
    }
}

fn compile(libc: Libc, src: &str, flags: &[&str]) -> Result<PathBuf, String> {
    let cc = libc.cc();
    let version = libc.version().ok_or_else(|| format!("cannot run {cc} (scripts/setup.sh installs it)"))?;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(src);
    let source = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (&source, flags, cc, version).hash(&mut h);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("c-programs");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let stem = Path::new(src).file_stem().and_then(|s| s.to_str()).unwrap_or("program");
    let out = dir.join(format!("{stem}-{}-{:016x}", libc.name(), h.finish()));
    if out.exists() {
        return Ok(out);
    }
    // Built beside it, then linked in: another process making the same build at once
    // finds the name taken and keeps the one already there.
    let part = out.with_extension(format!("part{}", std::process::id()));
    let o = std::process::Command::new(cc)
        .arg("-static")
        .args(flags)
        .arg("-o")
        .arg(&part)
        .arg(&path)
        .output()
        .map_err(|e| format!("cannot run {cc}: {e}"))?;
    if !o.status.success() {
        let _ = std::fs::remove_file(&part);
        let why = String::from_utf8_lossy(&o.stderr);
        return Err(format!("{cc} -static {} failed:\n{why}", path.display()));
    }
    let linked = std::fs::hard_link(&part, &out);
    let _ = std::fs::remove_file(&part);
    match linked {
        Ok(()) => Ok(out),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(out),
        Err(e) => Err(format!("{}: {e}", out.display())),
    }
}
