//! Files: the descriptor table, open file descriptions, pipes, the file view and the
//! file system calls, laid out as Linux's `fs/` is.
//!
//! | file | models |
//! |---|---|
//! | [`file`](mod@file) | `struct file` and `struct files_struct`: open file descriptions and the per-process descriptor table (`include/linux/fs.h`, `fs/file.c`) |
//! | [`pipe`] | `struct pipe_inode_info`, `pipe_read()`/`pipe_write()`'s decisions, `pipe_release()` (`fs/pipe.c`) |
//! | [`view`] | the mounted file system: a host directory, read-only, under an in-memory overlay (`fs/overlayfs/`), and `struct kstat` with `cp_new_stat()`/`cp_statx()` (`fs/stat.c`) |
//! | [`sys`] | the system calls: `open`, `poll`, `read`/`write` and their vector and positional forms, `lseek`, `stat`s, `fcntl`, `dup`s, `pipe2`, `ioctl`, `getcwd`, `readlink`, `access`, `getdents64`, `unlink`, `mkdir`, `chdir`, `umask` (`fs/open.c`, `fs/read_write.c`, `fs/stat.c`, `fs/fcntl.c`, `fs/file.c`, `fs/pipe.c`, `fs/ioctl.c`, `fs/d_path.c`, `fs/namei.c`, `fs/readdir.c`) |
//!
//! A process blocks in a system call (a read of an empty pipe, a write to a full one, a
//! `wait4` for a live child) by leaving a [`Blocked`] note and stopping its run; the
//! machine then runs another process and later retries the call
//! ([`Kernel::retry_blocked`]) before it lets the blocked one run again.
//!
//! # Differs from Linux
//! - No `execve`, so `O_CLOEXEC`/`FD_CLOEXEC` is recorded and reported but never acts.
//! - A `poll` with a timeout that finds nothing ready waits as one without (no virtual
//!   time passes while processes wait), so it never times out.
//! - Blocking is not interruptible: no signal handler can run while a process waits
//!   (signals are fatal-only), so no call returns -EINTR.

pub mod file;
pub mod pipe;
pub mod proc;
pub mod sys;
pub mod view;

use std::rc::Rc;

use crate::abi::fs::{O_LARGEFILE, O_RDONLY, O_WRONLY, S_IFREG};
use crate::cpu::GuestCpu;

use super::{Kernel, KernelConfig};
use file::{File, FileKind, Files, Stream};
use view::{Inode, View};

/// What a blocked system call waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockOn {
    /// Data in an empty pipe that still has a writer.
    PipeRead,
    /// Room in a full pipe that still has a reader.
    PipeWrite,
    /// A child to change state (`wait4`).
    Child,
    /// A polled descriptor to become ready.
    Poll,
    /// A signal to come (`rt_sigsuspend`).
    Signal,
}

impl BlockOn {
    /// What it waits for, in words (the report's deadlock list).
    pub fn what(&self) -> &'static str {
        match self {
            BlockOn::PipeRead => "reading an empty pipe",
            BlockOn::PipeWrite => "writing a full pipe",
            BlockOn::Child => "waiting for a child",
            BlockOn::Poll => "polling descriptors that are not ready",
            BlockOn::Signal => "waiting for a signal",
        }
    }
}

/// A system call that cannot finish yet: the process sleeps in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blocked {
    /// The call.
    pub nr: u64,
    /// What it waits for.
    pub on: BlockOn,
    /// Bytes a write has already moved (the retry goes on from there, as the sleeping
    /// `pipe_write()` would).
    pub done: u64,
}

/// A process's file state: `struct files_struct` and `struct fs_struct` (its working
/// directory and umask), and the call it sleeps in.
#[derive(Clone, Debug)]
pub struct Fs {
    /// The descriptor table.
    pub files: Files,
    /// The working directory, a normalized guest path.
    pub cwd: String,
    /// The file-mode creation mask.
    pub umask: u32,
    /// The system call the process sleeps in, if any.
    pub blocked: Option<Blocked>,
    /// Bytes the retried write had moved before it slept.
    resume_done: u64,
    /// A blocked call is being retried from outside the run (it must not ask the CPU to
    /// stop).
    retrying: bool,
}

impl Fs {
    /// The first process's file state: fd 0 reads the run's stdin (a regular file of
    /// its bytes; `/dev/null` when there are none, as the native runner gives), fds 1
    /// and 2 write the captured output (pipes, as the native runner gives); the working
    /// directory is where the host's is in the view.
    ///
    /// # Differs from Linux
    /// The standard streams are not files of the view: fd 0's inode has no path.
    pub fn new(cfg: &KernelConfig, view: &View) -> Fs {
        let mut files = Files::default();
        let stdin = if cfg.stdin.is_empty() {
            File::new(FileKind::Dev(view::CharDev::Null), O_RDONLY | O_LARGEFILE, "/dev/null".into())
        } else {
            let inode = Inode::in_memory(cfg.stdin.clone(), S_IFREG | 0o644, view::ino_of("<stdin>"));
            File::new(FileKind::Regular(Rc::new(std::cell::RefCell::new(inode))), O_RDONLY | O_LARGEFILE, String::new())
        };
        let streams = [
            stdin,
            File::new(FileKind::Output(Stream::Stdout), O_WRONLY, String::new()),
            File::new(FileKind::Output(Stream::Stderr), O_WRONLY, String::new()),
        ];
        for (fd, f) in streams.into_iter().enumerate() {
            let _ = files.install_at(fd as i32, f, false);
        }
        Fs { files, cwd: view.initial_cwd(), umask: 0o022, blocked: None, resume_done: 0, retrying: false }
    }

    /// Models `copy_files()` + `copy_fs_struct()` at fork: the same open file
    /// descriptions under the same numbers, the same working directory and umask.
    pub fn fork(&self) -> Fs {
        Fs { blocked: None, resume_done: 0, retrying: false, ..self.clone() }
    }
}

impl Kernel {
    /// The current call sleeps until `on` may have changed: the note is left for the
    /// machine, which runs another process (a call retried from outside the run only
    /// leaves the note again).
    pub(crate) fn block(&mut self, cpu: &mut dyn GuestCpu, nr: u64, on: BlockOn, done: u64) {
        self.fs.blocked = Some(Blocked { nr, on, done });
        if !self.fs.retrying {
            cpu.request_stop();
        }
    }

    /// Retries the call the process sleeps in (the machine calls this between runs,
    /// with the registers as the call left them: rax still the call's number). True if
    /// the process can run on (it was not blocked, or the call finished now, or ended
    /// the process).
    pub fn retry_blocked(&mut self, cpu: &mut dyn GuestCpu) -> bool {
        let Some(b) = self.fs.blocked.take() else { return true };
        self.fs.resume_done = b.done;
        self.fs.retrying = true;
        self.entry_syscall(cpu);
        self.fs.retrying = false;
        self.fs.resume_done = 0;
        self.fs.blocked.is_none()
    }

    /// Models `exit_files()`: every descriptor closed (a pipe end with it, so readers
    /// see EOF and writers EPIPE).
    pub(crate) fn exit_files(&mut self) {
        self.fs.files.close_all();
        self.fs.blocked = None;
    }
}
