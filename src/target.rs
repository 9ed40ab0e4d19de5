//! Targets: a path to a static ELF, or `sim:NAME` for a bundled sim-program (the two the
//! CLI takes), or a program in memory: a [`sim_programs::Program`] built in Rust, or ELF
//! bytes (e.g. compiled at test time).
//!
//! A probe spec's PATH must name the target ([`Target::matches_path`]). An in-memory
//! target is named by its name, as `NAME`, `sim:NAME`, or any path ending in `/NAME` or
//! `/NAME.elf` (where a real run writes it):
//!
//! ```
//! use probesim::session::{run_sim, Outcome, RunRequest};
//! use probesim::target::Target;
//!
//! let target = Target::from(sim_programs::generators::tail_call(3));
//! assert_eq!(target.display(), "tail-call-3");
//! let req = RunRequest::new(target, vec!["uretprobe:tail-call-3:g".into(), "uprobe:sim:tail-call-3:f".into()]);
//! let Outcome::Sim(report) = run_sim(&req)? else { unreachable!() };
//! assert_eq!(report.stdout, "sum=27\n");
//! assert_eq!(report.probes.iter().map(|p| p.hits).collect::<Vec<_>>(), [3, 3]);
//! # Ok::<(), probesim::session::RunError>(())
//! ```

use std::path::{Path, PathBuf};

use sim_programs::Program;

use crate::loader::{FileBytes, Image, LoadError};

/// What to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A bundled program from the `sim-programs` catalog.
    Sim(String),
    /// An ELF file on disk.
    File(PathBuf),
    /// A program built in memory ([`sim_programs::Program::builder`], a generator, or a
    /// catalog program changed); named by [`Program::name`]. Also `Target::from(program)`.
    Program(Box<Program>),
    /// ELF bytes in memory, under a name (for display, `argv[0]` and probe specs' PATH).
    Elf {
        /// The name.
        name: String,
        /// The whole ELF file.
        bytes: Vec<u8>,
    },
}

impl From<Program> for Target {
    fn from(p: Program) -> Target {
        Target::Program(Box::new(p))
    }
}

/// A file name for an in-memory target: `name` with anything but ASCII letters, digits,
/// `.`, `-` and `_` replaced by `_`.
fn file_stem(name: &str) -> String {
    let s: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with('.') {
        format!("_{s}")
    } else {
        s
    }
}

/// A bad target.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TargetError {
    /// No such sim-program.
    #[error("unknown sim-program `{0}` (see `probesim programs`)")]
    UnknownProgram(String),
    /// The file cannot be read.
    #[error("cannot read `{path}`: {why}")]
    Io {
        /// Path.
        path: String,
        /// OS error.
        why: String,
    },
    /// The file is not a regular file, or too large (see [`read_input`]).
    #[error(transparent)]
    Input(InputError),
    /// The file is not a loadable executable.
    #[error("`{path}`: {err}")]
    Load {
        /// Path.
        path: String,
        /// Why.
        err: LoadError,
    },
}

/// The largest ELF file a target may be (256 MiB): a bigger one is refused before it
/// is read.
pub const MAX_TARGET_BYTES: u64 = 256 << 20;

/// The largest file `--stdin` may name (32 MiB: the run holds about three copies, the
/// request's, the configuration's that a reset starts from, and the file's own).
pub const MAX_STDIN_BYTES: u64 = 32 << 20;

/// Why an input file cannot be used.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum InputError {
    /// It cannot be read.
    #[error("cannot read `{path}`: {why}")]
    Io {
        /// Path.
        path: String,
        /// OS error.
        why: String,
    },
    /// It is not a regular file (a FIFO, a device, a directory, a socket), which could
    /// be endless or block forever.
    #[error("`{path}` is {what}, not a regular file")]
    NotRegular {
        /// Path.
        path: String,
        /// What it is.
        what: &'static str,
    },
    /// It is bigger than the limit.
    #[error("`{path}` is larger than the limit of {limit} bytes")]
    TooLarge {
        /// Path.
        path: String,
        /// The limit.
        limit: u64,
    },
}

/// What kind of file `t` is, in words, unless it is a regular file.
fn not_regular(t: std::fs::FileType) -> Option<&'static str> {
    use std::os::unix::fs::FileTypeExt;
    match () {
        _ if t.is_file() => None,
        _ if t.is_dir() => Some("a directory"),
        _ if t.is_fifo() => Some("a FIFO"),
        _ if t.is_char_device() => Some("a character device"),
        _ if t.is_block_device() => Some("a block device"),
        _ if t.is_socket() => Some("a socket"),
        _ => Some("not a file"),
    }
}

/// Reads the regular file at `path`, of at most `limit` bytes. A FIFO, a device or
/// anything else that is not a regular file is refused before it is opened (it might
/// never end, or never answer), and a file that is, or grows, larger than `limit` is
/// refused after reading at most `limit + 1` bytes: host memory stays bounded.
pub fn read_input(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    let (file, len) = open_input(path, limit)?;
    read_rest(path, file, limit, len)
}

/// [`read_input`] into shared bytes: the file's pages mapped read-only where the host
/// can map it ([`FileBytes::map`]: nothing is read or copied before it is used; Python's
/// 7 MiB executable took 5 ms to read), else read once, straight into an `Arc`.
pub fn read_input_shared(path: &Path, limit: u64) -> Result<FileBytes, InputError> {
    read_input_with_file(path, limit).map(|(bytes, _)| bytes)
}

/// [`read_input_shared`], and the file the bytes are, open.
pub fn read_input_with_file(path: &Path, limit: u64) -> Result<(FileBytes, std::fs::File), InputError> {
    use std::io::{Read, Seek};
    let (mut file, len) = open_input(path, limit)?;
    // The size `metadata` gave, and nothing after it; a file that changed size since is
    // read again from its start, as `read_input` reads it.
    let len = usize::try_from(len).unwrap_or(0);
    if let Some(mapped) = FileBytes::map(&file, len) {
        return Ok((mapped, file));
    }
    // Allocated zeroed: fresh pages from the host, written once, by the read (a 7 MiB
    // executable's memset was a page fault a page).
    // SAFETY: every byte of the allocation is zero, a valid `u8`.
    #[allow(unsafe_code)]
    let mut buf: std::sync::Arc<[u8]> = unsafe { std::sync::Arc::<[u8]>::new_zeroed_slice(len).assume_init() };
    let whole = std::sync::Arc::get_mut(&mut buf).is_some_and(|dst| file.read_exact(dst).is_ok())
        && matches!(file.read(&mut [0u8; 1]), Ok(0));
    if whole {
        return Ok((buf.into(), file));
    }
    file.rewind().map_err(|e| input_io(path, &e))?;
    let again = read_rest(path, file.try_clone().map_err(|e| input_io(path, &e))?, limit, len as u64)?;
    Ok((again.into(), file))
}

/// A target file's input error, as a [`TargetError`].
fn target_input_error(e: InputError) -> TargetError {
    match e {
        InputError::Io { path, why } => TargetError::Io { path, why },
        e => TargetError::Input(e),
    }
}

/// An I/O error of reading `path`.
fn input_io(path: &Path, e: &std::io::Error) -> InputError {
    InputError::Io { path: path.display().to_string(), why: e.to_string() }
}

/// [`read_input`]'s checks, then the file opened: it and its size. A FIFO, a device or
/// anything else that is not a regular file is refused before it is opened, as is one
/// larger than `limit`.
fn open_input(path: &Path, limit: u64) -> Result<(std::fs::File, u64), InputError> {
    let meta = std::fs::metadata(path).map_err(|e| input_io(path, &e))?;
    if let Some(what) = not_regular(meta.file_type()) {
        return Err(InputError::NotRegular { path: path.display().to_string(), what });
    }
    if meta.len() > limit {
        return Err(InputError::TooLarge { path: path.display().to_string(), limit });
    }
    Ok((std::fs::File::open(path).map_err(|e| input_io(path, &e))?, meta.len()))
}

/// The rest of `file` (of `path`, `len` bytes when opened), at most `limit` bytes: past
/// `limit + 1` it stops reading and refuses the file.
fn read_rest(path: &Path, file: std::fs::File, limit: u64, len: u64) -> Result<Vec<u8>, InputError> {
    use std::io::Read;
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes).map_err(|e| input_io(path, &e))?;
    if bytes.len() as u64 > limit {
        return Err(InputError::TooLarge { path: path.display().to_string(), limit });
    }
    Ok(bytes)
}

impl Target {
    /// Parses `sim:NAME` or a path.
    pub fn parse(s: &str) -> Result<Target, TargetError> {
        match s.strip_prefix("sim:") {
            Some(name) => {
                if sim_programs::find(name).is_none() {
                    return Err(TargetError::UnknownProgram(name.to_string()));
                }
                Ok(Target::Sim(name.to_string()))
            }
            None => Ok(Target::File(PathBuf::from(s))),
        }
    }

    /// ELF bytes in memory under `name`: [`Target::Elf`].
    pub fn elf(name: impl Into<String>, bytes: Vec<u8>) -> Target {
        Target::Elf { name: name.into(), bytes }
    }

    /// The target as the user wrote it (an in-memory target: its name).
    pub fn display(&self) -> String {
        match self {
            Target::Sim(n) => format!("sim:{n}"),
            Target::File(p) => p.display().to_string(),
            Target::Program(p) => p.name.clone(),
            Target::Elf { name, .. } => name.clone(),
        }
    }

    /// The ELF bytes (a file's read with [`read_input_shared`], at most [`MAX_TARGET_BYTES`]).
    pub fn elf_bytes(&self) -> Result<FileBytes, TargetError> {
        match self {
            Target::Sim(n) => {
                sim_programs::find(n).map(|p| p.to_elf().into()).ok_or_else(|| TargetError::UnknownProgram(n.clone()))
            }
            Target::File(p) => read_input_shared(p, MAX_TARGET_BYTES).map_err(target_input_error),
            Target::Program(p) => Ok(p.to_elf().into()),
            Target::Elf { bytes, .. } => Ok(bytes.as_slice().into()),
        }
    }

    /// The parsed image (with the host file it was read from, for a file).
    pub fn image(&self) -> Result<Image, TargetError> {
        let load = |err| TargetError::Load { path: self.display(), err };
        match self {
            Target::File(p) => {
                let (bytes, file) = read_input_with_file(p, MAX_TARGET_BYTES).map_err(target_input_error)?;
                Ok(Image::parse(bytes).map_err(load)?.with_host_file(std::sync::Arc::new(file)))
            }
            _ => Image::parse(self.elf_bytes()?).map_err(load),
        }
    }

    /// `argv[0]` for the guest: the file name, as a shell would pass it.
    pub fn argv0(&self) -> String {
        match self {
            Target::Sim(n) => n.clone(),
            Target::File(p) => p.display().to_string(),
            Target::Program(p) => p.name.clone(),
            Target::Elf { name, .. } => name.clone(),
        }
    }

    /// A path on disk holding the ELF (sim-programs and in-memory targets are written to
    /// `dir`, as `NAME.elf`).
    pub fn materialize(&self, dir: &Path) -> Result<PathBuf, TargetError> {
        let stem = match self {
            Target::File(p) => return Ok(p.clone()),
            Target::Sim(n) => n.clone(),
            Target::Program(p) => file_stem(&p.name),
            Target::Elf { name, .. } => file_stem(name),
        };
        let path = dir.join(format!("{stem}.elf"));
        let bytes = self.elf_bytes()?;
        let io = |e: std::io::Error| TargetError::Io { path: path.display().to_string(), why: e.to_string() };
        std::fs::write(&path, bytes).map_err(io)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).map_err(io)?;
        }
        Ok(path)
    }

    /// Whether a spec's PATH names this target: `sim:NAME`, `NAME` or `…/NAME.elf` for a
    /// sim-program; the same path (or one to the same file) for a file; `NAME`,
    /// `sim:NAME`, `…/NAME` or `…/NAME.elf` for an in-memory target.
    pub fn matches_path(&self, path: &str) -> bool {
        let in_memory = |name: &str| {
            path == name
                || path.strip_prefix("sim:") == Some(name)
                || path.ends_with(&format!("/{name}"))
                || path.ends_with(&format!("/{}.elf", file_stem(name)))
        };
        match self {
            Target::Sim(n) => path == format!("sim:{n}") || path == n || path.ends_with(&format!("/{n}.elf")),
            Target::File(p) => {
                let canon = |x: &Path| std::fs::canonicalize(x).ok();
                Path::new(path) == p.as_path()
                    || (canon(Path::new(path)).is_some() && canon(Path::new(path)) == canon(p))
            }
            Target::Program(p) => in_memory(&p.name),
            Target::Elf { name, .. } => in_memory(name),
        }
    }
}

/// A file other than the target that a probe spec names: a shared library (or any ELF)
/// on the host, as bpftrace takes `uprobe:PATH:SYMBOL`. Its addresses are the file's own
/// (not placed): a probe goes at a file offset, and lands wherever a process maps it.
#[derive(Clone, Debug)]
pub struct Library {
    /// Its canonical host path: the identity its mappings are matched by.
    pub host: PathBuf,
    /// The file, parsed for its symbols and USDT notes.
    pub image: std::rc::Rc<Image>,
}

/// Where [`Library::find`] looks for a library by name, in order (the x86-64 Debian
/// and Fedora layouts, then the generic ones).
const LIBRARY_DIRS: [&str; 6] =
    ["/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64", "/usr/lib64", "/lib", "/usr/lib"];

impl Library {
    /// The file a bare name (no `/`) stands for, as bpftrace resolves `uprobe:NAME:…`: a
    /// shared library `NAME.so*` or `libNAME.so*` in the usual library directories (the
    /// shortest such name that is an ELF file: `libc` is `libc.so.6`), else an executable
    /// `NAME` on `PATH`. (bpftrace reads `ld.so.cache`; the directories give the same
    /// answer for the distribution's libraries.)
    pub fn find(name: &str) -> Option<PathBuf> {
        if name.is_empty() {
            return None;
        }
        let stems = [format!("{name}.so"), format!("lib{name}.so")];
        for dir in LIBRARY_DIRS {
            let Ok(entries) = std::fs::read_dir(dir) else { continue };
            let mut hits: Vec<String> = entries
                .flatten()
                .filter_map(|e| e.file_name().into_string().ok())
                .filter(|f| stems.iter().any(|s| f == s || f.starts_with(&format!("{s}."))))
                .collect();
            hits.sort_by_key(|f| (f.len(), f.clone()));
            // Only ELF files (`libc.so` is a linker script, which ld.so.cache leaves out).
            let is_elf = |p: &Path| {
                use std::io::Read;
                let mut magic = [0u8; 4];
                std::fs::File::open(p).and_then(|mut f| f.read_exact(&mut magic)).is_ok() && &magic == b"\x7fELF"
            };
            if let Some(p) = hits.iter().map(|f| Path::new(dir).join(f)).find(|p| is_elf(p)) {
                return Some(p);
            }
        }
        std::env::var_os("PATH")
            .into_iter()
            .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    }

    /// The canonical host path of the regular file a spec's PATH names (a path, or a bare
    /// name as [`Library::find`] resolves it), without reading it.
    pub fn locate(path: &str) -> Option<PathBuf> {
        let found = if path.contains('/') { Some(PathBuf::from(path)) } else { Library::find(path) };
        let host = std::fs::canonicalize(found?).ok()?;
        std::fs::metadata(&host).ok()?.is_file().then_some(host)
    }

    /// The library `path` names: `None` if no regular file is there, the load error if
    /// it is not an x86-64 ELF.
    pub fn open(path: &str) -> Option<Result<Library, LoadError>> {
        let host = Library::locate(path)?;
        Some(read_input_shared(&host, MAX_TARGET_BYTES).map_err(|e| LoadError::Malformed(e.to_string())).and_then(
            |bytes| {
                let image = Image::parse_as(bytes, crate::loader::Placement::Unplaced)?;
                Ok(Library { host, image: std::rc::Rc::new(image) })
            },
        ))
    }
}
