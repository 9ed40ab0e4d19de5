//! Open file descriptions (`struct file`, `include/linux/fs.h`) and the per-process
//! descriptor table that points at them (`struct files_struct`, `fs/file.c`).
//!
//! A description is shared by every descriptor `dup`ed from it and by a forked child's
//! copy of the table, so they share its offset and status flags, as on Linux; the
//! close-on-exec flag belongs to the descriptor.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use crate::abi::errno::{EBADF, EMFILE};
use crate::abi::fs::S_IFIFO;

use super::pipe::PipeEnd;
use super::view::{DirEntry, InodeRef, Kstat, View, FILE_TIME, PIPE_DEV};

/// `RLIMIT_NOFILE`'s default soft limit: descriptors are below it.
pub const NR_OPEN_DEFAULT: i32 = 1024;

/// The captured output streams.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    /// The run's stdout.
    Stdout,
    /// The run's stderr.
    Stderr,
}

/// What an open file description reads and writes.
#[derive(Debug)]
pub enum FileKind {
    /// A regular file: of the view, or the run's stdin.
    Regular(InodeRef),
    /// A directory of the view, with its entries once `getdents64` has read them.
    Dir(Option<Vec<DirEntry>>),
    /// One end of a pipe.
    Pipe(PipeEnd),
    /// A character device of the view (`/dev/null`, `/dev/zero`, …).
    Dev(super::view::CharDev),
    /// A captured output stream: the write end of a pipe that the run reads.
    Output(Stream),
    /// An `AF_UNIX` socket that never connected (`connect` finds no listener): its
    /// inode number.
    Socket(u64),
}

/// Models `struct file`: what is open, its status flags and its offset.
#[derive(Debug)]
pub struct File {
    /// What is open.
    pub kind: FileKind,
    /// `f_flags`: the access mode and the status flags (`O_APPEND`, `O_NONBLOCK`, …).
    pub flags: u32,
    /// `f_pos`.
    pub pos: u64,
    /// The guest path it was opened by (empty for pipes and the standard streams).
    pub path: String,
}

/// A shared open file description.
pub type FileRef = Rc<RefCell<File>>;

impl File {
    /// A new description.
    pub fn new(kind: FileKind, flags: u32, path: String) -> FileRef {
        Rc::new(RefCell::new(File { kind, flags, pos: 0, path }))
    }

    /// Models `vfs_getattr()` on the open file.
    pub fn stat(&self, view: &View) -> Kstat {
        let fifo = |ino: u64| Kstat {
            dev: PIPE_DEV,
            ino,
            nlink: 1,
            mode: S_IFIFO | 0o600,
            blksize: 4096,
            time: FILE_TIME,
            ..Kstat::default()
        };
        match &self.kind {
            FileKind::Regular(i) => {
                let i = i.borrow();
                i.stat(&self.path)
            }
            FileKind::Dir(_) => match view.lookup(&self.path, true) {
                Ok(found) => view.stat(&self.path, &found),
                Err(_) => Kstat::of_view(&self.path, crate::abi::fs::S_IFDIR | 0o755, 0),
            },
            FileKind::Pipe(end) => fifo(end.pipe.borrow().ino),
            FileKind::Dev(d) => view.stat(d.path(), &super::view::Found::Dev(*d)),
            FileKind::Output(Stream::Stdout) => fifo(1),
            FileKind::Output(Stream::Stderr) => fifo(2),
            FileKind::Socket(ino) => Kstat { mode: crate::abi::fs::S_IFSOCK | 0o777, ..fifo(*ino) },
        }
    }

    /// Whether `lseek` and `pread`/`pwrite` apply (`FMODE_LSEEK`/`FMODE_PREAD`): not
    /// for pipes.
    pub fn seekable(&self) -> bool {
        !matches!(self.kind, FileKind::Pipe(_) | FileKind::Output(_) | FileKind::Socket(_))
    }
}

/// One descriptor: its open file description and its close-on-exec flag.
#[derive(Clone, Debug)]
pub struct Fd {
    /// The description.
    pub file: FileRef,
    /// `FD_CLOEXEC`: `execve` closes it.
    pub cloexec: bool,
}

/// Models `struct files_struct`: the descriptor table.
#[derive(Clone, Debug, Default)]
pub struct Files {
    fds: BTreeMap<i32, Fd>,
}

impl Files {
    /// Models `fget()`: the description behind `fd`, or -EBADF.
    pub fn get(&self, fd: i32) -> Result<FileRef, i64> {
        self.fds.get(&fd).map(|d| d.file.clone()).ok_or(EBADF)
    }

    /// The descriptor `fd`, or -EBADF.
    pub fn fd_mut(&mut self, fd: i32) -> Result<&mut Fd, i64> {
        self.fds.get_mut(&fd).ok_or(EBADF)
    }

    /// Models `alloc_fd()` + `fd_install()`: the lowest free descriptor at or above
    /// `min`, or -EMFILE.
    pub fn install_lowest(&mut self, min: i32, file: FileRef, cloexec: bool) -> Result<i32, i64> {
        let mut fd = min.max(0);
        for (&used, _) in self.fds.range(fd..) {
            if used != fd {
                break;
            }
            fd += 1;
        }
        if fd >= NR_OPEN_DEFAULT {
            return Err(EMFILE);
        }
        self.fds.insert(fd, Fd { file, cloexec });
        Ok(fd)
    }

    /// Models `do_dup2()`'s install: `fd` now names `file` (whatever it named before is
    /// closed).
    pub fn install_at(&mut self, fd: i32, file: FileRef, cloexec: bool) -> Result<(), i64> {
        if !(0..NR_OPEN_DEFAULT).contains(&fd) {
            return Err(EBADF);
        }
        self.fds.insert(fd, Fd { file, cloexec });
        Ok(())
    }

    /// Models `close_fd()`: -EBADF if `fd` is not open.
    pub fn close(&mut self, fd: i32) -> Result<(), i64> {
        self.fds.remove(&fd).map(|_| ()).ok_or(EBADF)
    }

    /// Models `exit_files()`: every descriptor closed.
    pub fn close_all(&mut self) {
        self.fds.clear();
    }

    /// Models `do_close_on_exec()`: every descriptor with `FD_CLOEXEC` closed.
    pub fn close_on_exec(&mut self) {
        self.fds.retain(|_, fd| !fd.cloexec);
    }

    /// The open descriptors, lowest first.
    pub fn fds(&self) -> impl Iterator<Item = (i32, &Fd)> {
        self.fds.iter().map(|(k, v)| (*k, v))
    }
}
