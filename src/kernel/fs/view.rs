//! The file view: a host directory seen read-only under the guest's `/`, with the
//! guest's changes in an in-memory overlay (the shape of `fs/overlayfs/`: an upper
//! layer in memory over a read-only lower layer), and the metadata it reports
//! (`generic_fillattr()`, `cp_new_stat()`, `cp_statx()`).
//!
//! A regular file of the host the guest opens gets an inode in the overlay at its first
//! open, which every later open of it shares; its bytes are read from the host by range
//! as the guest reads them (host memory holds one read's bytes, whatever the file's
//! size), and are copied up whole into the overlay at the guest's first write to it
//! (`ovl_copy_up()`). A file the guest creates lives only in the overlay; an unlink
//! leaves a whiteout. Nothing on the host is ever written.
//!
//! # Differs from Linux
//! - Metadata is mostly fixed, not the host's: the inode number is a hash of the guest
//!   path ([`ino_of`]), the owner is root, a directory has 2 links and a size of 4096, a
//!   file 1 link. The file type, the permission bits, a regular file's size and the
//!   modification time come from the host (programs compare it: Python checks its
//!   cached bytecode against the source's time); the access and change times are the
//!   modification time (the host's atime changes as files are read). A file the guest
//!   creates has [`FILE_TIME`], and writes do not change a file's times.
//! - Paths are resolved lexically (`..` removes the previous component even when it was
//!   a symlink). A host symlink that leads out of the view's directory is refused
//!   (-EACCES), and a symlink's target is shown as the host has it.
//! - Only regular files, directories and symlinks of the host can be opened. A FIFO, a
//!   socket or a device node is -ENXIO (the view has no drivers), except the devices
//!   of [`CharDev`] (`/dev/null`, `zero`, `full`, `random`, `urandom`), which always
//!   exist.
//! - The size of a host file is taken at its first open and kept for the run; its
//!   bytes are read from the host when the guest reads them, so a host file changed
//!   during the run is seen changed until the guest writes to it (Linux's page cache
//!   shows the change as well, but also the new size). A host file that became
//!   shorter reads as ending early.
//! - A host file larger than [`MAX_HOST_FILE`] can be opened and read, but the first
//!   write to it, which would copy it into memory, is -EFBIG; the overlay holds at most
//!   [`MAX_OVERLAY_BYTES`] in all (more is -ENOSPC).
//! - One read of a host file reads at most [`MAX_HOST_READ`] bytes (a short read, as a
//!   read may be).
//! - Hard links are not modelled (a rename, link or symlink call is not in the table).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::Read;
use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::abi::errno::{EACCES, EEXIST, EFBIG, EIO, EISDIR, ENOENT, ENOSPC, ENOTDIR, ENOTEMPTY, ENXIO};
use crate::abi::fs::*;

/// The time every file of the view reports (2026-01-01 00:00:00 UTC).
pub const FILE_TIME: i64 = 1_767_225_600;
/// The largest host file the guest may write to (which copies it up).
pub const MAX_HOST_FILE: u64 = 64 << 20;
/// The most bytes one read takes from a host file (a short read past it).
pub const MAX_HOST_READ: u64 = 16 << 20;
/// The most bytes the overlay holds (copied-up files and the guest's writes).
pub const MAX_OVERLAY_BYTES: u64 = 256 << 20;
/// The `st_dev` of the view's files.
pub const VIEW_DEV: u64 = 0x801;
/// The `st_dev` of pipes (pipefs).
pub const PIPE_DEV: u64 = 0xe;
/// The `st_dev` of `/dev/null` (devtmpfs) and its `st_rdev` (1:3).
pub const NULL_DEV: (u64, u64) = (0x5, 0x103);

/// FNV-1a of the guest path: the view's inode numbers (stable, whatever the order in
/// which files are looked at).
pub fn ino_of(path: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in path.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    (h & 0x7fff_ffff_ffff) | 1
}

/// A regular file's contents and mode: the inode behind every open file description of
/// it.
#[derive(Debug)]
pub struct Inode {
    /// The bytes, once in memory (all of them unless `lower` is set: then none).
    pub data: Vec<u8>,
    /// `st_mode` (type and permission bits).
    pub mode: u32,
    /// `st_ino`.
    pub ino: u64,
    /// The host file whose bytes these are, not yet copied up: its path and its size at
    /// the first open.
    pub lower: Option<(PathBuf, u64)>,
    /// `st_mtime` (seconds, nanoseconds): the host file's, or [`FILE_TIME`].
    pub mtime: (i64, u32),
    /// A synthesized `/proc` or `/sys` file: `stat` reports a size of 0 and a block
    /// size of 1024, as procfs does, whatever its contents.
    pub synthetic: bool,
}

impl Inode {
    /// An inode whose bytes are `data`, in memory.
    pub fn in_memory(data: Vec<u8>, mode: u32, ino: u64) -> Inode {
        Inode { data, mode, ino, lower: None, mtime: (FILE_TIME, 0), synthetic: false }
    }

    /// Its `stat` at guest path `path`.
    pub fn stat(&self, path: &str) -> Kstat {
        let st = Kstat { ino: self.ino, ..Kstat::of_view(path, self.mode, self.len()) }.with_time(self.mtime);
        if self.synthetic {
            Kstat { size: 0, blocks: 0, blksize: 1024, ..st }
        } else {
            st
        }
    }

    /// Its size (`i_size`).
    pub fn len(&self) -> u64 {
        self.lower.as_ref().map_or(self.data.len() as u64, |(_, size)| *size)
    }

    /// Whether it is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Up to `want` bytes from offset `at` (none at or past the end): from memory, or
    /// read from the host file (at most [`MAX_HOST_READ`] of them; fewer if the host
    /// file became shorter).
    pub fn read_at(&self, at: u64, want: u64) -> Result<Vec<u8>, i64> {
        let Some((host, size)) = &self.lower else {
            let start = usize::try_from(at).unwrap_or(usize::MAX).min(self.data.len());
            let end = start.saturating_add(usize::try_from(want).unwrap_or(usize::MAX)).min(self.data.len());
            return Ok(self.data[start..end].to_vec());
        };
        let n = want.min(size.saturating_sub(at)).min(MAX_HOST_READ);
        if n == 0 {
            return Ok(Vec::new());
        }
        use std::io::{Seek, SeekFrom};
        let mut f = std::fs::File::open(host).map_err(|e| host_errno(&e))?;
        f.seek(SeekFrom::Start(at)).map_err(|e| host_errno(&e))?;
        let mut data = Vec::new();
        f.take(n).read_to_end(&mut data).map_err(|e| host_errno(&e))?;
        Ok(data)
    }
}

/// A shared inode.
pub type InodeRef = Rc<RefCell<Inode>>;

/// An overlay entry.
#[derive(Clone, Debug)]
enum Node {
    /// A regular file, copied up or created.
    File(InodeRef),
    /// A directory the guest made (its contents are only in the overlay).
    Dir(u32),
    /// A whiteout: the guest removed what was there.
    Gone,
}

/// The character devices of `/dev` the view always has, whatever the host's `/dev`
/// (`drivers/char/mem.c`, `drivers/char/random.c`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CharDev {
    /// `/dev/null` (1:3): reads end at once, writes vanish.
    Null,
    /// `/dev/zero` (1:5): reads give zeros, writes vanish.
    Zero,
    /// `/dev/full` (1:7): reads give zeros, writes are -ENOSPC.
    Full,
    /// `/dev/random` (1:8): the run's seeded random stream.
    Random,
    /// `/dev/urandom` (1:9): the same stream.
    Urandom,
}

impl CharDev {
    /// Every device, with its path.
    pub const ALL: [(CharDev, &'static str); 5] = [
        (CharDev::Null, "/dev/null"),
        (CharDev::Zero, "/dev/zero"),
        (CharDev::Full, "/dev/full"),
        (CharDev::Random, "/dev/random"),
        (CharDev::Urandom, "/dev/urandom"),
    ];

    /// The device at `path`, if it is one of them.
    pub fn at(path: &str) -> Option<CharDev> {
        CharDev::ALL.iter().find(|(_, p)| *p == path).map(|(d, _)| *d)
    }

    /// Its path.
    pub fn path(self) -> &'static str {
        CharDev::ALL.iter().find(|(d, _)| *d == self).map_or("/dev/null", |(_, p)| p)
    }

    /// Its minor number (major 1, `mem`).
    fn minor(self) -> u64 {
        match self {
            CharDev::Null => 3,
            CharDev::Zero => 5,
            CharDev::Full => 7,
            CharDev::Random => 8,
            CharDev::Urandom => 9,
        }
    }
}

/// What a path names.
#[derive(Clone, Debug)]
pub enum Found {
    /// A regular file in the overlay.
    File(InodeRef),
    /// A directory the guest made, with its mode.
    OverlayDir(u32),
    /// Something on the host, not (yet) in the overlay.
    Host {
        /// Where it is on the host (symlinks resolved unless asked not to).
        path: PathBuf,
        /// Its `st_mode`.
        mode: u32,
        /// Its size.
        size: u64,
        /// Its modification time (seconds, nanoseconds).
        mtime: (i64, u32),
    },
    /// One of the view's character devices ([`CharDev`]).
    Dev(CharDev),
}

impl Found {
    /// Its `st_mode`.
    pub fn mode(&self) -> u32 {
        match self {
            Found::File(i) => i.borrow().mode,
            Found::OverlayDir(m) => *m,
            Found::Host { mode, .. } => *mode,
            Found::Dev(_) => S_IFCHR | 0o666,
        }
    }

    /// Whether it is a directory.
    pub fn is_dir(&self) -> bool {
        self.mode() & S_IFMT == S_IFDIR
    }
}

/// What `stat` reports, in the kernel's `struct kstat` shape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kstat {
    /// `st_dev`.
    pub dev: u64,
    /// `st_ino`.
    pub ino: u64,
    /// `st_nlink`.
    pub nlink: u64,
    /// `st_mode`.
    pub mode: u32,
    /// `st_uid`.
    pub uid: u32,
    /// `st_gid`.
    pub gid: u32,
    /// `st_rdev`.
    pub rdev: u64,
    /// `st_size`.
    pub size: u64,
    /// `st_blksize`.
    pub blksize: u64,
    /// `st_blocks` (512-byte units).
    pub blocks: u64,
    /// `st_atime`, `st_mtime` and `st_ctime`.
    pub time: i64,
    /// Their nanoseconds.
    pub time_nsec: u32,
}

impl Kstat {
    /// The stat of a view file of mode `mode` and size `size` at guest path `path`.
    pub fn of_view(path: &str, mode: u32, size: u64) -> Kstat {
        let dir = mode & S_IFMT == S_IFDIR;
        let size = if dir { 4096 } else { size };
        Kstat {
            dev: VIEW_DEV,
            ino: ino_of(path),
            nlink: if dir { 2 } else { 1 },
            mode,
            size,
            blksize: 4096,
            blocks: size.div_ceil(4096) * 8,
            time: FILE_TIME,
            ..Kstat::default()
        }
    }

    /// The stat with every time `mtime` (seconds, nanoseconds).
    pub fn with_time(self, mtime: (i64, u32)) -> Kstat {
        Kstat { time: mtime.0, time_nsec: mtime.1, ..self }
    }

    /// Models `cp_new_stat()`: x86-64's `struct stat`.
    pub fn to_stat(&self) -> [u8; STAT_SIZE] {
        let mut b = [0u8; STAT_SIZE];
        let mut put = |off: usize, v: &[u8]| b[off..off + v.len()].copy_from_slice(v);
        put(0, &self.dev.to_le_bytes());
        put(8, &self.ino.to_le_bytes());
        put(16, &self.nlink.to_le_bytes());
        put(24, &self.mode.to_le_bytes());
        put(28, &self.uid.to_le_bytes());
        put(32, &self.gid.to_le_bytes());
        put(40, &self.rdev.to_le_bytes());
        put(48, &self.size.to_le_bytes());
        put(56, &self.blksize.to_le_bytes());
        put(64, &self.blocks.to_le_bytes());
        for off in [72, 88, 104] {
            put(off, &self.time.to_le_bytes());
            put(off + 8, &u64::from(self.time_nsec).to_le_bytes());
        }
        b
    }

    /// Models `cp_statx()`: `struct statx` with the basic stats.
    pub fn to_statx(&self) -> [u8; STATX_SIZE] {
        let mut b = [0u8; STATX_SIZE];
        let mut put = |off: usize, v: &[u8]| b[off..off + v.len()].copy_from_slice(v);
        put(0, &STATX_BASIC_STATS.to_le_bytes());
        put(4, &(self.blksize as u32).to_le_bytes());
        put(16, &(self.nlink as u32).to_le_bytes());
        put(20, &self.uid.to_le_bytes());
        put(24, &self.gid.to_le_bytes());
        put(28, &(self.mode as u16).to_le_bytes());
        put(32, &self.ino.to_le_bytes());
        put(40, &self.size.to_le_bytes());
        put(48, &self.blocks.to_le_bytes());
        // atime, btime (not in the mask: zero), ctime, mtime.
        for off in [64, 96, 112] {
            put(off, &self.time.to_le_bytes());
            put(off + 8, &self.time_nsec.to_le_bytes());
        }
        let (rmaj, rmin) = split(self.rdev);
        let (dmaj, dmin) = split(self.dev);
        put(128, &rmaj.to_le_bytes());
        put(132, &rmin.to_le_bytes());
        put(136, &dmaj.to_le_bytes());
        put(140, &dmin.to_le_bytes());
        b
    }
}

/// `MAJOR()`/`MINOR()` of a `dev_t` as `new_encode_dev()` lays it out.
fn split(d: u64) -> (u32, u32) {
    (((d >> 8) & 0xfff) as u32, ((d & 0xff) | ((d >> 12) & 0xfff00)) as u32)
}

/// One directory entry, as `getdents64` reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirEntry {
    /// The name.
    pub name: Vec<u8>,
    /// `d_ino`.
    pub ino: u64,
    /// `d_type`.
    pub dtype: u8,
}

/// The `d_type` of a mode.
pub fn dtype_of(mode: u32) -> u8 {
    match mode & S_IFMT {
        S_IFREG => DT_REG,
        S_IFDIR => DT_DIR,
        S_IFLNK => DT_LNK,
        S_IFIFO => DT_FIFO,
        S_IFCHR => DT_CHR,
        S_IFBLK => DT_BLK,
        S_IFSOCK => DT_SOCK,
        _ => DT_UNKNOWN,
    }
}

/// The `-errno` of a host I/O error (`EIO` if it has none).
pub(crate) fn host_errno(e: &std::io::Error) -> i64 {
    e.raw_os_error().map_or(EIO, i64::from)
}

/// Whether `path` is under `/proc` or `/sys`, which the kernel synthesizes
/// (`kernel/fs/proc.rs`) instead of the host's.
pub fn is_synthesized(path: &str) -> bool {
    ["/proc", "/sys"].iter().any(|r| path == *r || path.strip_prefix(r).is_some_and(|t| t.starts_with('/')))
}

/// The parent of a normalized guest path (`/` for `/`).
pub fn parent_of(path: &str) -> &str {
    match path.rfind('/') {
        Some(0) | None => "/",
        Some(i) => &path[..i],
    }
}

/// The file view of a run: shared by every process, as a mounted file system is.
#[derive(Debug, Default)]
pub struct View {
    /// The host directory under `/` (canonical), if any: without one only the overlay
    /// and `/dev/null` exist.
    root: Option<PathBuf>,
    /// The overlay, by guest path.
    nodes: BTreeMap<String, Node>,
    /// Bytes held by the overlay's files.
    bytes: u64,
    /// Pipes made so far (their inode numbers).
    pipes: u64,
    /// The program's host path.
    pub exe: String,
    /// What `readlink("/proc/self/exe")` gives where that is not [`View::exe`]: the
    /// program's path inside an explicit root, as a chrooted native run shows it.
    pub exe_link: Option<String>,
}

impl View {
    /// A view of host directory `root` (made canonical; a root that cannot be is
    /// treated as empty).
    pub fn new(root: Option<&Path>, exe: String) -> View {
        View { root: root.and_then(|r| std::fs::canonicalize(r).ok()), exe, ..View::default() }
    }

    /// The guest path of a canonical host path under the root (`None` outside it).
    pub fn guest_path_of(&self, host: &Path) -> Option<String> {
        let rel = host.strip_prefix(self.root.as_ref()?).ok()?;
        Some(format!("/{}", rel.display()))
    }

    /// The host directory under `/`, if any.
    pub fn root(&self) -> Option<&Path> {
        self.root.as_deref()
    }

    /// The guest path the host's current directory has in the view (`/` if it is
    /// outside): where the first process starts.
    pub fn initial_cwd(&self) -> String {
        let (Some(root), Ok(cwd)) = (&self.root, std::env::current_dir()) else { return "/".into() };
        let Ok(cwd) = std::fs::canonicalize(cwd) else { return "/".into() };
        match cwd.strip_prefix(root) {
            Ok(rel) if rel.as_os_str().is_empty() => "/".into(),
            Ok(rel) => format!("/{}", rel.display()),
            Err(_) => "/".into(),
        }
    }

    /// The inode number of the next pipe.
    pub fn next_pipe_ino(&mut self) -> u64 {
        self.pipes += 1;
        0x1000 + self.pipes
    }

    /// Whether an ancestor of `path` hides the host below it: -ENOENT (removed, or a
    /// directory the guest made, whose contents are only in the overlay) or -ENOTDIR
    /// (a file).
    fn hidden_below(&self, path: &str) -> Result<(), i64> {
        // Each ancestor ends before a `/` past the first byte (slicing there is at a char
        // boundary whatever the path holds: a PT_INTERP path is any bytes).
        for (end, _) in path.match_indices('/').filter(|&(i, _)| i > 0) {
            match self.nodes.get(&path[..end]) {
                Some(Node::Gone) | Some(Node::Dir(_)) => return Err(ENOENT),
                Some(Node::File(_)) => return Err(ENOTDIR),
                None => {}
            }
        }
        Ok(())
    }

    /// Looks `path` (normalized, absolute) up: the overlay first, then the host
    /// (following symlinks, or not for the last component when `follow` is false).
    pub fn lookup(&self, path: &str, follow: bool) -> Result<Found, i64> {
        if let Some(dev) = CharDev::at(path) {
            return Ok(Found::Dev(dev));
        }
        if is_synthesized(path) {
            // The host's /proc and /sys are never shown (the kernel answers for them).
            return if path == "/proc" || path == "/sys" {
                Ok(Found::OverlayDir(S_IFDIR | 0o555))
            } else {
                Err(ENOENT)
            };
        }
        match self.nodes.get(path) {
            Some(Node::File(i)) => return Ok(Found::File(i.clone())),
            Some(Node::Dir(m)) => return Ok(Found::OverlayDir(*m)),
            Some(Node::Gone) => return Err(ENOENT),
            None => {}
        }
        // Under a directory the guest made, a name is in the overlay or nowhere.
        if path != "/" {
            match self.nodes.get(parent_of(path)) {
                Some(Node::Dir(_)) => return Err(ENOENT),
                Some(Node::File(_)) => return Err(ENOTDIR),
                _ => {}
            }
            self.hidden_below(path)?;
        }
        let Some(root) = &self.root else {
            return if path == "/" { Ok(Found::OverlayDir(S_IFDIR | 0o755)) } else { Err(ENOENT) };
        };
        let host = root.join(path.trim_start_matches('/'));
        let resolved = if follow || path == "/" {
            std::fs::canonicalize(&host).map_err(|e| host_errno(&e))?
        } else {
            let parent = std::fs::canonicalize(host.parent().unwrap_or(root)).map_err(|e| host_errno(&e))?;
            parent.join(host.file_name().unwrap_or_default())
        };
        if !resolved.starts_with(root) {
            return Err(EACCES);
        }
        let meta = std::fs::symlink_metadata(&resolved).map_err(|e| host_errno(&e))?;
        let size = if meta.file_type().is_symlink() {
            std::fs::read_link(&resolved).map_or(0, |t| t.as_os_str().len() as u64)
        } else {
            meta.len()
        };
        let mtime = (meta.mtime(), meta.mtime_nsec() as u32);
        Ok(Found::Host { path: resolved, mode: meta.mode(), size, mtime })
    }

    /// The whole contents of the regular file `found` (what `execve` reads of an
    /// executable or interpreter), at most `limit` bytes (-ENOMEM past it); -EACCES for
    /// what is not a regular file. With them the host file they were read from, open,
    /// for a file of the host's (exec maps its pages from it).
    pub fn read_whole(&self, found: &Found, limit: u64) -> Result<(Vec<u8>, Option<std::fs::File>), i64> {
        match found {
            Found::File(i) => {
                let i = i.borrow();
                if i.len() > limit {
                    return Err(crate::abi::errno::ENOMEM);
                }
                let mut out = Vec::new();
                while (out.len() as u64) < i.len() {
                    let chunk = i.read_at(out.len() as u64, i.len() - out.len() as u64)?;
                    if chunk.is_empty() {
                        break;
                    }
                    out.extend_from_slice(&chunk);
                }
                Ok((out, None))
            }
            Found::Host { path, mode, size, .. } if mode & S_IFMT == S_IFREG => {
                if *size > limit {
                    return Err(crate::abi::errno::ENOMEM);
                }
                use std::io::Read;
                let mut file = std::fs::File::open(path).map_err(|e| host_errno(&e))?;
                let mut out = Vec::with_capacity(usize::try_from(*size).unwrap_or(0));
                file.read_to_end(&mut out).map_err(|e| host_errno(&e))?;
                Ok((out, Some(file)))
            }
            _ => Err(EACCES),
        }
    }

    /// The stat of what `path` names.
    pub fn stat(&self, path: &str, found: &Found) -> Kstat {
        match found {
            Found::File(i) => {
                let i = i.borrow();
                i.stat(path)
            }
            Found::OverlayDir(m) => Kstat::of_view(path, *m, 0),
            Found::Host { mode, size, mtime, .. } => Kstat::of_view(path, *mode, *size).with_time(*mtime),
            Found::Dev(d) => Kstat {
                dev: NULL_DEV.0,
                ino: 4 + d.minor(),
                nlink: 1,
                mode: found.mode(),
                rdev: (NULL_DEV.1 & !0xff) | d.minor(),
                blksize: 4096,
                time: FILE_TIME,
                ..Kstat::default()
            },
        }
    }

    /// The inode of the regular file at `path`, made in the overlay if it is not there
    /// yet: its bytes stay on the host until [`View::copy_up_data`] (`truncate`: an
    /// empty file in memory, the host's bytes never read). -ENXIO for what is not a
    /// regular file, -EACCES if the host file cannot be opened for reading.
    pub fn copy_up(&mut self, path: &str, found: &Found, truncate: bool) -> Result<InodeRef, i64> {
        match found {
            Found::File(i) => Ok(i.clone()),
            Found::Host { path: host, mode, size, mtime } if mode & S_IFMT == S_IFREG => {
                let lower = if truncate {
                    None
                } else {
                    std::fs::File::open(host).map_err(|e| host_errno(&e))?;
                    Some((host.clone(), *size))
                };
                let inode = Rc::new(RefCell::new(Inode {
                    data: Vec::new(),
                    mode: *mode,
                    ino: ino_of(path),
                    lower,
                    mtime: *mtime,
                    synthetic: false,
                }));
                self.nodes.insert(path.to_string(), Node::File(inode.clone()));
                Ok(inode)
            }
            Found::OverlayDir(_) | Found::Host { .. } if found.is_dir() => Err(EISDIR),
            _ => Err(ENXIO),
        }
    }

    /// Models `ovl_copy_up_data()`: brings the bytes of a host file into memory before
    /// its first write (nothing for an inode already in memory). -EFBIG past
    /// [`MAX_HOST_FILE`] (also if the host file grew past it), -ENOSPC past
    /// [`MAX_OVERLAY_BYTES`], the host's errno if it cannot be read.
    ///
    /// # Differs from Linux
    /// overlayfs copies any size up, to a disk; this copies to host memory, so it
    /// refuses large files.
    pub fn copy_up_data(&mut self, inode: &InodeRef) -> Result<(), i64> {
        let Some((host, size)) = inode.borrow().lower.clone() else { return Ok(()) };
        if size > MAX_HOST_FILE {
            return Err(EFBIG);
        }
        if self.bytes + size > MAX_OVERLAY_BYTES {
            return Err(ENOSPC);
        }
        let f = std::fs::File::open(&host).map_err(|e| host_errno(&e))?;
        let mut data = Vec::new();
        f.take(MAX_HOST_FILE + 1).read_to_end(&mut data).map_err(|e| host_errno(&e))?;
        if data.len() as u64 > MAX_HOST_FILE {
            return Err(EFBIG);
        }
        // The size the guest was shown stays: a host file that changed since is cut
        // or padded to it.
        data.resize(usize::try_from(size).unwrap_or(usize::MAX), 0);
        self.charge(size)?;
        let mut i = inode.borrow_mut();
        i.data = data;
        i.lower = None;
        Ok(())
    }

    /// Counts `n` more bytes in the overlay: -ENOSPC past [`MAX_OVERLAY_BYTES`].
    pub fn charge(&mut self, n: u64) -> Result<(), i64> {
        if self.bytes + n > MAX_OVERLAY_BYTES {
            return Err(ENOSPC);
        }
        self.bytes += n;
        Ok(())
    }

    /// Gives back `n` bytes [`View::charge`] counted (a write that then failed).
    pub fn uncharge(&mut self, n: u64) {
        self.bytes = self.bytes.saturating_sub(n);
    }

    /// Empties a file (`O_TRUNC`).
    pub fn truncate(&mut self, inode: &InodeRef) {
        let mut i = inode.borrow_mut();
        i.lower = None;
        let old = std::mem::take(&mut i.data);
        self.bytes = self.bytes.saturating_sub(old.len() as u64);
    }

    /// Creates the empty regular file `path` (its parent checked by the caller) with
    /// `mode`'s permission bits.
    pub fn create(&mut self, path: &str, mode: u32) -> InodeRef {
        let inode = Rc::new(RefCell::new(Inode::in_memory(Vec::new(), S_IFREG | (mode & 0o7777), ino_of(path))));
        self.nodes.insert(path.to_string(), Node::File(inode.clone()));
        inode
    }

    /// The parent directory of `path` must exist: -ENOENT or -ENOTDIR.
    pub fn check_parent(&self, path: &str) -> Result<(), i64> {
        let found = self.lookup(parent_of(path), true)?;
        if found.is_dir() {
            Ok(())
        } else {
            Err(ENOTDIR)
        }
    }

    /// `mkdir(path, mode)` in the overlay.
    pub fn mkdir(&mut self, path: &str, mode: u32) -> Result<(), i64> {
        if path == "/" || self.lookup(path, false).is_ok() {
            return Err(EEXIST);
        }
        self.check_parent(path)?;
        self.nodes.insert(path.to_string(), Node::Dir(S_IFDIR | (mode & 0o7777)));
        Ok(())
    }

    /// `unlink(path)` (or `rmdir` with `dir`): a whiteout in the overlay.
    pub fn remove(&mut self, path: &str, dir: bool) -> Result<(), i64> {
        let found = self.lookup(path, false)?;
        match (found.is_dir(), dir) {
            (true, false) => return Err(EISDIR),
            (false, true) => return Err(ENOTDIR),
            (true, true) if !self.list(path)?.is_empty() => return Err(ENOTEMPTY),
            _ => {}
        }
        if let Some(Node::File(i)) = self.nodes.get(path) {
            self.bytes = self.bytes.saturating_sub(i.borrow().data.len() as u64);
        }
        self.nodes.insert(path.to_string(), Node::Gone);
        Ok(())
    }

    /// The entries of directory `path` (without `.` and `..`), sorted by name: the
    /// host's, with the overlay's changes applied.
    pub fn list(&self, path: &str) -> Result<Vec<DirEntry>, i64> {
        if is_synthesized(path) {
            return Ok(Vec::new()); // the kernel's /proc and /sys list nothing
        }
        let found = self.lookup(path, true)?;
        if !found.is_dir() {
            return Err(ENOTDIR);
        }
        let mut names: BTreeMap<Vec<u8>, DirEntry> = BTreeMap::new();
        let prefix = if path == "/" { "/".to_string() } else { format!("{path}/") };
        if let Found::Host { path: host, .. } = &found {
            for e in std::fs::read_dir(host).map_err(|e| host_errno(&e))?.flatten() {
                let name = e.file_name();
                let name = name.as_encoded_bytes();
                let child = format!("{prefix}{}", String::from_utf8_lossy(name));
                let mode = e.metadata().map_or(0, |m| m.mode());
                let dtype = if e.file_type().is_ok_and(|t| t.is_fifo()) { DT_FIFO } else { dtype_of(mode) };
                names.insert(name.to_vec(), DirEntry { name: name.to_vec(), ino: ino_of(&child), dtype });
            }
        }
        for (p, node) in self.nodes.range(prefix.clone()..) {
            let Some(name) = p.strip_prefix(&prefix) else { break };
            if name.is_empty() || name.contains('/') {
                continue;
            }
            let key = name.as_bytes().to_vec();
            match node {
                Node::Gone => {
                    names.remove(&key);
                }
                Node::File(i) => {
                    names.insert(key.clone(), DirEntry { name: key, ino: i.borrow().ino, dtype: DT_REG });
                }
                Node::Dir(_) => {
                    names.insert(key.clone(), DirEntry { name: key, ino: ino_of(p), dtype: DT_DIR });
                }
            }
        }
        Ok(names.into_values().collect())
    }

    /// The target of the symlink at `path` (-EINVAL if it is not one), with
    /// `/proc/self/exe` naming the running program.
    pub fn readlink(&self, path: &str) -> Result<Vec<u8>, i64> {
        if path == "/proc/self/exe" {
            return Ok(self.exe_link.as_ref().unwrap_or(&self.exe).as_bytes().to_vec());
        }
        match self.lookup(path, false)? {
            Found::Host { path: host, mode, .. } if mode & S_IFMT == S_IFLNK => {
                std::fs::read_link(host).map(|t| t.into_os_string().into_encoded_bytes()).map_err(|e| host_errno(&e))
            }
            _ => Err(crate::abi::errno::EINVAL),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host() -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir(d.path().join("dir")).unwrap();
        std::fs::write(d.path().join("dir/b"), "bee").unwrap();
        std::fs::write(d.path().join("dir/a"), "ay").unwrap();
        d
    }

    fn names(v: &View, path: &str) -> Vec<String> {
        v.list(path).unwrap().iter().map(|e| String::from_utf8_lossy(&e.name).into_owned()).collect()
    }

    /// A path that does not start with `/` and whose first character is more than one
    /// byte (a fuzzed PT_INTERP) is looked up without a panic.
    #[test]
    fn a_path_of_any_bytes_is_looked_up_without_a_panic() {
        let d = host();
        let v = View::new(Some(d.path()), String::new());
        let _ = v.lookup("", true);
        for path in ["\u{fffd}I\u{fffd}PH)/x", "é/", "a/é/b"] {
            assert!(v.lookup(path, true).is_err(), "{path:?}");
        }
        assert!(v.lookup("//dir/a", true).is_ok());
    }

    #[test]
    fn listing_is_sorted_and_follows_the_overlay() {
        let d = host();
        let mut v = View::new(Some(d.path()), String::new());
        assert_eq!(names(&v, "/dir"), ["a", "b"]);
        v.remove("/dir/a", false).unwrap();
        v.create("/dir/0new", 0o644);
        v.mkdir("/dir/sub", 0o755).unwrap();
        assert_eq!(names(&v, "/dir"), ["0new", "b", "sub"]);
        assert_eq!(v.lookup("/dir/a", true).unwrap_err(), ENOENT);
        // Under a directory the guest made, only the overlay counts.
        assert_eq!(v.lookup("/dir/sub/b", true).unwrap_err(), ENOENT);
        assert_eq!(v.remove("/dir", true).unwrap_err(), ENOTEMPTY);
        // The host is as it was.
        assert!(d.path().join("dir/a").exists());
        assert!(!d.path().join("dir/0new").exists());
    }

    #[test]
    fn copied_up_files_are_shared_and_metadata_is_fixed() {
        let d = host();
        let mut v = View::new(Some(d.path()), String::new());
        let found = v.lookup("/dir/b", true).unwrap();
        let st = v.stat("/dir/b", &found);
        // The modification time is the host's (all three times are it).
        let meta = std::fs::metadata(d.path().join("dir/b")).unwrap();
        let host_time = (meta.mtime(), meta.mtime_nsec() as u32);
        assert_eq!((st.size, (st.time, st.time_nsec), st.uid, st.ino), (3, host_time, 0, ino_of("/dir/b")));
        let i = v.copy_up("/dir/b", &found, false).unwrap();
        assert_eq!(i.borrow().read_at(1, 10).unwrap(), b"ee");
        v.copy_up_data(&i).unwrap();
        assert!(i.borrow().lower.is_none());
        i.borrow_mut().data.extend_from_slice(b"!!");
        let again = v.lookup("/dir/b", true).unwrap();
        assert_eq!(v.stat("/dir/b", &again).size, 5);
        assert_eq!(std::fs::read(d.path().join("dir/b")).unwrap(), b"bee");
        assert_eq!(v.copy_up("/dir", &v.lookup("/dir", true).unwrap(), false).unwrap_err(), EISDIR);
    }

    #[test]
    fn symlinks_out_of_the_view_are_refused() {
        let d = host();
        std::os::unix::fs::symlink("/etc", d.path().join("out")).unwrap();
        std::os::unix::fs::symlink("dir/a", d.path().join("in")).unwrap();
        let v = View::new(Some(d.path()), "/x".into());
        assert_eq!(v.lookup("/out", true).unwrap_err(), EACCES);
        assert_eq!(v.lookup("/in", true).unwrap().mode() & S_IFMT, S_IFREG);
        assert_eq!(v.lookup("/in", false).unwrap().mode() & S_IFMT, S_IFLNK);
        assert_eq!(v.readlink("/in").unwrap(), b"dir/a");
        assert_eq!(v.readlink("/proc/self/exe").unwrap(), b"/x");
    }
}
