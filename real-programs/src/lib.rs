//! Real C programs for probesim's `tests/real` suite, built from upstream sources that a
//! package registry ships, statically, with glibc (`gcc -static`) and with musl
//! (`musl-gcc -static`), at test time. Nothing is vendored: the sources are found where
//! the registry's client unpacked them, and the binaries are cached under the directory
//! the caller gives (the test uses `target/tmp`), keyed by a hash of the sources, the
//! command lines and the compiler's version, so each is built once per machine.
//!
//! | program | upstream source | from | what is built |
//! |---|---|---|---|
//! | [`Program::Lua`] | Lua 5.4.9 | crate `lua-src` (crates.io) | the library with `c/lua_main.c`, a driver doing what `lua -e` does (lua-src ships no `lua.c`) |
//! | [`Program::Sqlite`] | SQLite amalgamation and its shell | crate `sqlite3-src` | `sqlite3.c` + `shell.c`: the `sqlite3` command |
//! | [`Program::Bzip2`] | bzip2 1.0.8 | crate `bzip2-sys` | the `bzip2` command (`bzip2.c` and libbz2) |
//! | [`Program::Dash`] | dash 0.5.12 | Debian's source package `dash` | `./configure && make`: the `dash` shell |
//!
//! The crates are the dependencies of `sources/Cargo.toml`, a manifest that is never
//! built: `cargo metadata --locked` on it downloads them (pinned by `sources/Cargo.lock`)
//! and says where they are. No crate on crates.io ships a shell's C source, so the shell
//! comes from Debian's archive: `apt-get source --download-only dash` with `deb-src`
//! entries made from this machine's own `deb` entries, in a private apt state directory
//! (the system's apt configuration is not changed). Its upstream tarball is checked
//! against a pinned SHA-256, the one of dash's own 0.5.12 release; the Debian patches are
//! not applied.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex, OnceLock};

/// A C library to build with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Libc {
    /// GNU libc, `gcc -static`.
    Glibc,
    /// musl, `musl-gcc -static` (Debian package musl-tools).
    Musl,
}

impl Libc {
    /// Both.
    pub const ALL: [Libc; 2] = [Libc::Glibc, Libc::Musl];

    /// `glibc` or `musl`.
    pub fn name(self) -> &'static str {
        match self {
            Libc::Glibc => "glibc",
            Libc::Musl => "musl",
        }
    }

    /// The compiler driver.
    fn cc(self) -> &'static str {
        match self {
            Libc::Glibc => "gcc",
            Libc::Musl => "musl-gcc",
        }
    }
}

/// A program of the suite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Program {
    /// The Lua interpreter (setjmp/longjmp error handling).
    Lua,
    /// The `sqlite3` shell (a database engine).
    Sqlite,
    /// The `bzip2` command (a compressor).
    Bzip2,
    /// The dash shell (files, pipes, fork, signals).
    Dash,
}

impl Program {
    /// All four.
    pub const ALL: [Program; 4] = [Program::Lua, Program::Sqlite, Program::Bzip2, Program::Dash];

    /// The command's name: `lua`, `sqlite3`, `bzip2`, `dash`.
    pub fn name(self) -> &'static str {
        match self {
            Program::Lua => "lua",
            Program::Sqlite => "sqlite3",
            Program::Bzip2 => "bzip2",
            Program::Dash => "dash",
        }
    }
}

/// This crate's directory (its `c/` and `data/` are inputs of the suite).
pub fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The built binary of `program` for `libc`, under `cache`: built on the first call
/// (per process, per program and libc; other calls wait for it), and reused from `cache`
/// when a previous process built the same sources with the same compiler.
pub fn binary(program: Program, libc: Libc, cache: &Path) -> Result<PathBuf, String> {
    type Slot = Arc<OnceLock<Result<PathBuf, String>>>;
    static BUILT: OnceLock<Mutex<HashMap<(Program, Libc), Slot>>> = OnceLock::new();
    let slot = {
        let mut map = BUILT.get_or_init(Default::default).lock().map_err(|e| e.to_string())?;
        map.entry((program, libc)).or_default().clone()
    };
    slot.get_or_init(|| build(program, libc, cache)).clone()
}

/// FNV-1a, 64 bits: a cache key that is the same in every process and on every run.
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn add(&mut self, bytes: &[u8]) {
        for b in bytes.iter().chain(&[0xff]) {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Runs `cmd`, and on failure says which command failed with the end of its output.
fn run(cmd: &mut Command) -> Result<(), String> {
    let shown = format!("{cmd:?}");
    let out = cmd.output().map_err(|e| format!("cannot run {shown}: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let mut text = String::from_utf8_lossy(&out.stderr).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stdout));
    let tail: Vec<&str> = text.lines().rev().take(12).collect();
    let tail: Vec<&str> = tail.into_iter().rev().collect();
    Err(format!("{shown} failed ({}):\n{}", out.status, tail.join("\n")))
}

/// The compiler's version line, part of the cache key; also the check that it exists.
fn cc_version(libc: Libc) -> Result<String, String> {
    let out = Command::new(libc.cc()).arg("--version").output().map_err(|e| {
        format!(
            "cannot run `{}` ({e}): scripts/setup.sh installs it (Debian packages build-essential, musl-tools)",
            libc.cc()
        )
    })?;
    Ok(String::from_utf8_lossy(&out.stdout).lines().next().unwrap_or_default().to_string())
}

/// Where each source crate of `sources/Cargo.toml` is unpacked, by crate name
/// (`cargo metadata --locked`, which downloads them first if needed).
fn crate_sources() -> Result<&'static HashMap<String, PathBuf>, String> {
    static DIRS: OnceLock<Result<HashMap<String, PathBuf>, String>> = OnceLock::new();
    DIRS.get_or_init(|| {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let manifest = crate_dir().join("sources/Cargo.toml");
        let out = Command::new(&cargo)
            .args(["metadata", "--format-version", "1", "--locked", "--manifest-path"])
            .arg(&manifest)
            .output()
            .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
        if !out.status.success() {
            return Err(format!("cargo metadata on {}: {}", manifest.display(), String::from_utf8_lossy(&out.stderr)));
        }
        let v: serde_json::Value =
            serde_json::from_slice(&out.stdout).map_err(|e| format!("cargo metadata output: {e}"))?;
        let mut dirs = HashMap::new();
        for p in v["packages"].as_array().into_iter().flatten() {
            if let (Some(name), Some(path)) = (p["name"].as_str(), p["manifest_path"].as_str()) {
                if let Some(dir) = Path::new(path).parent() {
                    dirs.insert(name.to_string(), dir.to_path_buf());
                }
            }
        }
        Ok(dirs)
    })
    .as_ref()
    .map_err(Clone::clone)
}

fn crate_source(name: &str) -> Result<PathBuf, String> {
    crate_sources()?.get(name).cloned().ok_or_else(|| format!("crate {name} is not in sources/Cargo.lock"))
}

/// dash's upstream tarball as Debian ships it (its `.orig.tar.gz`), and its SHA-256:
/// the same bytes as dash's own 0.5.12 release.
const DASH_ORIG: &str = "dash_0.5.12.orig.tar.gz";
const DASH_ORIG_SHA256: &str = "6a474ac46e8b0b32916c4c60df694c82058d3297d8b385b74508030ca4a8f28a";

fn sha256(path: &Path) -> Result<String, String> {
    let out = Command::new("sha256sum").arg(path).output().map_err(|e| format!("cannot run sha256sum: {e}"))?;
    Ok(String::from_utf8_lossy(&out.stdout).split_whitespace().next().unwrap_or_default().to_string())
}

/// `deb-src` entries for every `deb` entry of this machine's apt sources (one-line
/// `.list` and deb822 `.sources` files), as one `.sources` and one `.list` text.
fn deb_src_entries() -> (String, String) {
    let mut files = vec![PathBuf::from("/etc/apt/sources.list")];
    if let Ok(rd) = std::fs::read_dir("/etc/apt/sources.list.d") {
        let mut more: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
        more.sort();
        files.extend(more);
    }
    let (mut deb822, mut one_line) = (String::new(), String::new());
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else { continue };
        match f.extension().and_then(|e| e.to_str()) {
            Some("sources") => {
                for stanza in text.split("\n\n") {
                    let lines: Vec<&str> = stanza.lines().filter(|l| !l.trim_start().starts_with('#')).collect();
                    let is_deb = lines
                        .iter()
                        .any(|l| l.strip_prefix("Types:").is_some_and(|t| t.split_whitespace().any(|t| t == "deb")));
                    if !is_deb {
                        continue;
                    }
                    for l in lines {
                        deb822.push_str(if l.starts_with("Types:") { "Types: deb-src" } else { l });
                        deb822.push('\n');
                    }
                    deb822.push('\n');
                }
            }
            _ if f.file_name().is_some_and(|n| n == "sources.list") || f.extension().is_some_and(|e| e == "list") => {
                for l in text.lines() {
                    if let Some(rest) = l.trim_start().strip_prefix("deb ") {
                        one_line.push_str(&format!("deb-src {rest}\n"));
                    }
                }
            }
            _ => {}
        }
    }
    (deb822, one_line)
}

/// dash's upstream tarball, from Debian's source package, downloaded once into `cache`.
fn dash_tarball(cache: &Path) -> Result<PathBuf, String> {
    // One download at a time (the glibc and the musl build both want it).
    static ONE: Mutex<()> = Mutex::new(());
    let _one = ONE.lock().map_err(|e| e.to_string())?;
    let dir = cache.join("debian-source-dash");
    let tarball = dir.join(DASH_ORIG);
    if tarball.exists() && sha256(&tarball)? == DASH_ORIG_SHA256 {
        return Ok(tarball);
    }
    let apt = dir.join("apt");
    for d in ["lists/partial", "parts", "cache/archives/partial"] {
        std::fs::create_dir_all(apt.join(d)).map_err(|e| format!("{}: {e}", apt.display()))?;
    }
    let (deb822, one_line) = deb_src_entries();
    if deb822.is_empty() && one_line.is_empty() {
        return Err("no Debian `deb` entry in /etc/apt to derive a `deb-src` entry from".into());
    }
    let write = |p: PathBuf, s: &str| std::fs::write(&p, s).map_err(|e| format!("{}: {e}", p.display()));
    write(apt.join("parts/deb-src.sources"), &deb822)?;
    write(apt.join("sources.list"), &one_line)?;
    let opts = [
        format!("Dir::Etc::SourceList={}", apt.join("sources.list").display()),
        format!("Dir::Etc::SourceParts={}", apt.join("parts").display()),
        format!("Dir::State::Lists={}", apt.join("lists").display()),
        format!("Dir::Cache={}", apt.join("cache").display()),
    ];
    let apt_get = || {
        let mut c = Command::new("apt-get");
        c.arg("-qq");
        for o in &opts {
            c.args(["-o", o]);
        }
        c.current_dir(&dir);
        c
    };
    // An index that cannot be had (a third-party entry without sources) fails the
    // update without harming the others; `apt-get source` says whether dash was found.
    let _ = apt_get().arg("update").output();
    run(apt_get().args(["source", "--download-only", "dash"]))?;
    let got = sha256(&tarball)?;
    if got != DASH_ORIG_SHA256 {
        return Err(format!("{}: SHA-256 {got}, expected {DASH_ORIG_SHA256} (dash 0.5.12)", tarball.display()));
    }
    Ok(tarball)
}

/// Builds in a scratch directory; returns the binary's path there.
type BuildFn = Box<dyn Fn(&Path) -> Result<PathBuf, String>>;

/// How a program is built: the files that make it, and the command that builds it in
/// a scratch directory leaving the binary at `out` there.
struct Recipe {
    /// Files whose contents go into the cache key.
    inputs: Vec<PathBuf>,
    /// Arguments for the key (the command lines).
    args: Vec<String>,
    /// The build.
    build: BuildFn,
}

fn recipe(program: Program, libc: Libc, cache: &Path) -> Result<Recipe, String> {
    let cc = libc.cc();
    // One compiler command: `cc -static FLAGS SOURCES -o NAME LIBS`.
    let single = |flags: Vec<String>, sources: Vec<PathBuf>, libs: Vec<String>| {
        let name = program.name();
        let mut args: Vec<String> = vec!["-static".into()];
        args.extend(flags);
        args.extend(sources.iter().map(|s| s.display().to_string()));
        args.extend(["-o".to_string(), name.to_string()]);
        args.extend(libs);
        let a = args.clone();
        Recipe {
            inputs: sources,
            args,
            build: Box::new(move |dir: &Path| {
                run(Command::new(cc).args(&a).current_dir(dir))?;
                Ok(dir.join(name))
            }),
        }
    };
    Ok(match program {
        Program::Lua => {
            let src = crate_source("lua-src")?.join("lua-5.4.9");
            let mut files: Vec<PathBuf> = std::fs::read_dir(&src)
                .map_err(|e| format!("{}: {e}", src.display()))?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "c"))
                .collect();
            files.sort();
            let mut r = single(
                vec!["-O2".into(), "-std=gnu99".into(), "-DLUA_USE_POSIX".into(), format!("-I{}", src.display())],
                std::iter::once(crate_dir().join("c/lua_main.c")).chain(files).collect(),
                vec!["-lm".into()],
            );
            // Headers are inputs too.
            let mut headers: Vec<PathBuf> = std::fs::read_dir(&src)
                .map_err(|e| format!("{}: {e}", src.display()))?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "h"))
                .collect();
            headers.sort();
            r.inputs.extend(headers);
            r
        }
        Program::Sqlite => {
            let src = crate_source("sqlite3-src")?.join("source");
            let mut r = single(
                vec![
                    "-O1".into(),
                    "-DSQLITE_THREADSAFE=0".into(),
                    "-DSQLITE_OMIT_LOAD_EXTENSION".into(),
                    format!("-I{}", src.display()),
                ],
                vec![src.join("shell.c"), src.join("sqlite3.c")],
                vec!["-lm".into()],
            );
            r.inputs.push(src.join("sqlite3.h"));
            r
        }
        Program::Bzip2 => {
            let src = crate_source("bzip2-sys")?.join("bzip2-1.0.8");
            let files = ["bzip2", "blocksort", "huffman", "crctable", "randtable", "compress", "decompress", "bzlib"];
            let mut r = single(
                vec!["-O2".into(), "-D_FILE_OFFSET_BITS=64".into()],
                files.iter().map(|f| src.join(format!("{f}.c"))).collect(),
                Vec::new(),
            );
            r.inputs.extend([src.join("bzlib.h"), src.join("bzlib_private.h")]);
            r
        }
        Program::Dash => {
            let tarball = dash_tarball(cache)?;
            let configure = vec![format!("CC={cc}"), "CFLAGS=-O2".to_string(), "LDFLAGS=-static".to_string()];
            let c = configure.clone();
            Recipe {
                inputs: vec![tarball.clone()],
                args: configure,
                build: Box::new(move |dir: &Path| {
                    // Extracted with its timestamps, so make does not want to rerun
                    // autoconf.
                    run(Command::new("tar").arg("xzf").arg(&tarball).args(["--strip-components=1", "-C"]).arg(dir))?;
                    run(Command::new("./configure").arg("--quiet").args(&c).current_dir(dir))?;
                    run(Command::new("make").args(["-s", "-j2"]).current_dir(dir))?;
                    Ok(dir.join("src/dash"))
                }),
            }
        }
    })
}

fn build(program: Program, libc: Libc, cache: &Path) -> Result<PathBuf, String> {
    let version = cc_version(libc)?;
    let r = recipe(program, libc, cache)?;
    let mut key = Fnv::new();
    key.add(program.name().as_bytes());
    key.add(libc.name().as_bytes());
    key.add(version.as_bytes());
    for a in &r.args {
        key.add(a.as_bytes());
    }
    for f in &r.inputs {
        key.add(&std::fs::read(f).map_err(|e| format!("{}: {e}", f.display()))?);
    }
    let stem = format!("{}-{}-{:016x}", program.name(), libc.name(), key.0);
    let done = cache.join(&stem);
    let bin = done.join(program.name());
    if bin.exists() {
        return Ok(bin);
    }
    // Built in a scratch directory and renamed into place, so a concurrent test process
    // never sees half a build.
    let scratch = cache.join(format!("{stem}.tmp-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    let built = (r.build)(&scratch).map_err(|e| format!("building {} for {}: {e}", program.name(), libc.name()))?;
    let staged = scratch.join(format!("{}.out", program.name()));
    std::fs::rename(&built, &staged).map_err(|e| format!("{}: {e}", built.display()))?;
    let out = cache.join(format!("{stem}.out-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    std::fs::rename(&staged, out.join(program.name())).map_err(|e| format!("{}: {e}", out.display()))?;
    let _ = std::fs::remove_dir_all(&scratch);
    if std::fs::rename(&out, &done).is_err() {
        // Another process got there first with the same key.
        let _ = std::fs::remove_dir_all(&out);
    }
    if bin.exists() {
        Ok(bin)
    } else {
        Err(format!("{} was not built", bin.display()))
    }
}
