//! The file system calls, each with the argument types of its `SYSCALL_DEFINE` (an
//! `int` or `unsigned int` argument is the low 32 bits of its register, as the
//! kernel's syscall wrappers truncate it).
//!
//! # Differs from Linux
//! - A `readv`/`writev` whose vector has a bad address anywhere fails whole with
//!   -EFAULT (Linux may move the bytes before the bad segment first).
//! - `O_TMPFILE` and `O_PATH` opens are -EINVAL; `ioctl` knows `FIONREAD` and answers
//!   every other request (`TCGETS`, `TIOCGWINSZ`, …) with -ENOTTY, as for a file that
//!   is not a terminal.
//! - `lseek` with `SEEK_DATA`/`SEEK_HOLE` is -EINVAL.

use crate::abi::errno::*;
use crate::abi::fs::*;
use crate::abi::Signal;
use crate::cpu::{GuestCpu, Reg};
use crate::trace::SignalCause;

use super::super::{neg, Kernel};
use super::file::{File, FileKind, FileRef, Stream};
use super::pipe::{End, Pipe, PipeEnd, PipeRead, PipeWrite};
use super::view::{parent_of, CharDev, DirEntry, Found};

/// The most bytes one read of `/dev/zero` or `/dev/urandom` gives (a short read past
/// it, as a read may be).
const MAX_DEV_READ: usize = 1 << 20;
use super::BlockOn;

/// A system call's result: the value, or an errno.
type Ret = Result<u64, i64>;

/// `Ret` as the register value.
fn ret(r: Ret) -> u64 {
    r.unwrap_or_else(neg)
}

/// What a path argument names after `AT_EMPTY_PATH`.
enum At {
    /// A normalized guest path (and whether it ended in `/`: it must be a directory).
    Path(String, bool),
    /// The empty path with `AT_EMPTY_PATH`: the `dirfd` itself (`None`: the working
    /// directory).
    Fd(Option<FileRef>),
}

/// The descriptor a `/dev/fd/N`, `/proc/self/fd/N` or `/dev/std{in,out,err}` path names.
///
/// # Differs from Linux
/// Opening one shares the descriptor's open file description (its offset), as `dup`
/// does; Linux opens the file again (a new offset) unless it is a pipe or socket.
fn fd_alias(path: &str) -> Option<i32> {
    match path {
        "/dev/stdin" => Some(0),
        "/dev/stdout" => Some(1),
        "/dev/stderr" => Some(2),
        _ => ["/dev/fd/", "/proc/self/fd/"].iter().find_map(|p| path.strip_prefix(p)?.parse().ok()),
    }
}

/// The `fd` argument as the kernel sees it: `unsigned int` and `int` are both 32 bits.
fn fd32(v: u64) -> i32 {
    v as u32 as i32
}

/// The `int` argument.
fn int(v: u64) -> u32 {
    v as u32
}

impl Kernel {
    /// Models `strncpy_from_user()` for a path (`getname()`): up to `PATH_MAX` bytes
    /// to the NUL; -EFAULT, -ENAMETOOLONG.
    pub(crate) fn getname(&self, cpu: &dyn GuestCpu, addr: u64) -> Result<Vec<u8>, i64> {
        let mut out = Vec::new();
        let mut at = addr;
        while out.len() < PATH_MAX {
            let page_left = 4096 - (at & 4095);
            let n = page_left.min((PATH_MAX - out.len()) as u64);
            let chunk = self.copy_from_user(cpu, at, n).ok_or(EFAULT)?;
            if let Some(z) = chunk.iter().position(|b| *b == 0) {
                out.extend_from_slice(&chunk[..z]);
                return Ok(out);
            }
            out.extend_from_slice(&chunk);
            at += n;
        }
        Err(ENAMETOOLONG)
    }

    /// Models `path_init()` + the lexical part of `link_path_walk()`: `name` relative
    /// to `dfd` (`AT_FDCWD`: the working directory) as a normalized guest path.
    fn path_at(&self, cpu: &dyn GuestCpu, dfd: i32, addr: u64, empty_ok: bool) -> Result<At, i64> {
        let name = self.getname(cpu, addr)?;
        if name.is_empty() {
            if !empty_ok {
                return Err(ENOENT);
            }
            return Ok(At::Fd(if dfd == AT_FDCWD { None } else { Some(self.fs.files.get(dfd)?) }));
        }
        let name = String::from_utf8_lossy(&name).into_owned();
        let base = if name.starts_with('/') {
            String::new()
        } else if dfd == AT_FDCWD {
            self.fs.cwd.clone()
        } else {
            let f = self.fs.files.get(dfd)?;
            let f = f.borrow();
            if !matches!(f.kind, FileKind::Dir(_)) {
                return Err(ENOTDIR);
            }
            f.path.clone()
        };
        let mut parts: Vec<&str> = base.split('/').filter(|c| !c.is_empty()).collect();
        for c in name.split('/') {
            match c {
                "" | "." => {}
                ".." => {
                    parts.pop();
                }
                c => parts.push(c),
            }
        }
        let dir = name.ends_with('/') || name.ends_with("/.") || name.ends_with("/..");
        Ok(At::Path(format!("/{}", parts.join("/")), dir))
    }

    /// A path argument that must name something (no `AT_EMPTY_PATH`).
    pub(crate) fn path_of(&self, cpu: &dyn GuestCpu, dfd: i32, addr: u64) -> Result<(String, bool), i64> {
        match self.path_at(cpu, dfd, addr, false)? {
            At::Path(p, dir) => Ok((p, dir)),
            At::Fd(_) => Err(ENOENT),
        }
    }

    /// Looks a path up in the view; a path that ended in `/` must be a directory.
    fn lookup_path(&self, path: &str, must_dir: bool, follow: bool) -> Result<Found, i64> {
        let found = self.lookup_any(path, follow || must_dir)?;
        if must_dir && !found.is_dir() {
            return Err(ENOTDIR);
        }
        Ok(found)
    }

    /// A read from the start of a synthesized `/proc` file makes its contents again
    /// (`seq_read()` at position 0 runs the `show` function then), so a file opened
    /// earlier describes the process as it is when read.
    fn proc_refresh(&self, file: &super::file::FileRef, pos: Option<u64>) {
        let f = file.borrow();
        let FileKind::Regular(i) = &f.kind else { return };
        if !i.borrow().synthetic || pos.unwrap_or(f.pos) != 0 {
            return;
        }
        if let Ok(super::proc::ProcNode::File(data)) = self.proc_node(&f.path) {
            i.borrow_mut().data = data;
        }
    }

    /// `fadvise64(fd, offset, len, advice)`: advice is only advice; an open descriptor
    /// that is not a pipe takes it (0), a pipe is -ESPIPE, an unknown advice -EINVAL.
    pub(crate) fn sys_fadvise64(&mut self, fd: u64, advice: u64) -> u64 {
        ret(self.fs.files.get(fd32(fd)).and_then(|f| {
            if matches!(f.borrow().kind, FileKind::Pipe(_) | FileKind::Output(_) | FileKind::Socket(_)) {
                Err(ESPIPE)
            } else if advice > 5 {
                Err(crate::abi::errno::EINVAL)
            } else {
                Ok(0)
            }
        }))
    }

    /// Looks `path` up: the synthesized `/proc` and `/sys` ([`super::proc`]), else the
    /// view.
    pub(crate) fn lookup_any(&self, path: &str, follow: bool) -> Result<Found, i64> {
        match self.proc_lookup(path) {
            Some(found) => found,
            None => self.shared.borrow().view.lookup(path, follow),
        }
    }

    /// `openat(dfd, filename, flags, mode)`.
    pub(crate) fn sys_openat(&mut self, cpu: &mut dyn GuestCpu, dfd: u64, filename: u64, flags: u64, mode: u64) -> u64 {
        ret(self.do_sys_open(cpu, fd32(dfd), filename, int(flags), mode as u16 as u32))
    }

    /// `open(filename, flags, mode)`: `openat(AT_FDCWD, …)`.
    pub(crate) fn sys_open(&mut self, cpu: &mut dyn GuestCpu, filename: u64, flags: u64, mode: u64) -> u64 {
        ret(self.do_sys_open(cpu, AT_FDCWD, filename, int(flags), mode as u16 as u32))
    }

    /// Models `do_sys_openat2()` → `build_open_flags()`, `path_openat()`,
    /// `do_dentry_open()`: the file is looked up (or created with `O_CREAT`), copied up
    /// into the overlay if it is a regular host file, and gets the lowest free
    /// descriptor.
    fn do_sys_open(&mut self, cpu: &mut dyn GuestCpu, dfd: i32, filename: u64, flags: u32, mode: u32) -> Ret {
        if flags & (O_PATH | O_TMPFILE_BIT) != 0 {
            return Err(EINVAL);
        }
        let (path, must_dir) = self.path_of(cpu, dfd, filename)?;
        if let Some(fd) = fd_alias(&path) {
            // /dev/fd/N (a link to /proc/self/fd/N) and /dev/std{in,out,err}: the open
            // file of descriptor N, under a new descriptor.
            // A closed one has no link in /proc/self/fd: -ENOENT.
            let file = self.fs.files.get(fd).map_err(|_| ENOENT)?;
            return Ok(self.fs.files.install_lowest(0, file, flags & O_CLOEXEC != 0)? as u64);
        }
        let acc = flags & O_ACCMODE;
        let writable = acc == O_WRONLY || acc == O_RDWR;
        let looked = self.lookup_any(&path, flags & O_NOFOLLOW == 0);
        if writable && looked.as_ref().is_ok_and(|_| super::view::is_synthesized(&path)) {
            return Err(EACCES); // the synthesized files are read-only
        }
        let kind = match looked {
            Ok(found) => {
                if flags & (O_CREAT | O_EXCL) == O_CREAT | O_EXCL {
                    return Err(EEXIST);
                }
                let ftype = found.mode() & S_IFMT;
                if ftype == S_IFLNK {
                    return Err(ELOOP);
                }
                if ftype == S_IFDIR {
                    if writable || flags & O_CREAT != 0 {
                        return Err(EISDIR);
                    }
                    FileKind::Dir(None)
                } else if flags & O_DIRECTORY != 0 || must_dir {
                    return Err(ENOTDIR);
                } else if let Found::Dev(d) = found {
                    FileKind::Dev(d)
                } else {
                    let truncate = flags & O_TRUNC != 0 && writable;
                    let mut sh = self.shared.borrow_mut();
                    let inode = sh.view.copy_up(&path, &found, truncate)?;
                    if truncate {
                        sh.view.truncate(&inode);
                    }
                    FileKind::Regular(inode)
                }
            }
            Err(ENOENT) if flags & O_CREAT != 0 => {
                if must_dir || flags & O_DIRECTORY != 0 {
                    return Err(if must_dir { EISDIR } else { EINVAL });
                }
                let mut sh = self.shared.borrow_mut();
                sh.view.check_parent(&path)?;
                FileKind::Regular(sh.view.create(&path, mode & !self.fs.umask))
            }
            Err(e) => return Err(e),
        };
        let f_flags = (flags & !(O_CREAT | O_EXCL | O_NOCTTY | O_TRUNC | O_CLOEXEC)) | O_LARGEFILE;
        let file = File::new(kind, f_flags, path);
        Ok(self.fs.files.install_lowest(0, file, flags & O_CLOEXEC != 0)? as u64)
    }

    /// `close(fd)`.
    pub(crate) fn sys_close(&mut self, fd: u64) -> u64 {
        ret(self.fs.files.close(fd32(fd)).map(|()| 0))
    }

    /// `read(fd, buf, count)`.
    pub(crate) fn sys_read(&mut self, cpu: &mut dyn GuestCpu, fd: u64, buf: u64, count: u64) -> u64 {
        ret(self.do_read(cpu, crate::abi::syscall::SYS_READ, fd32(fd), &[(buf, count)], None))
    }

    /// `write(fd, buf, count)`.
    pub(crate) fn sys_write(&mut self, cpu: &mut dyn GuestCpu, fd: u64, buf: u64, count: u64) -> u64 {
        ret(self.do_write(cpu, crate::abi::syscall::SYS_WRITE, fd32(fd), &[(buf, count)], None))
    }

    /// `pread64(fd, buf, count, pos)`.
    pub(crate) fn sys_pread64(&mut self, cpu: &mut dyn GuestCpu, fd: u64, buf: u64, count: u64, pos: u64) -> u64 {
        if (pos as i64) < 0 {
            return neg(EINVAL);
        }
        ret(self.do_read(cpu, crate::abi::syscall::SYS_PREAD64, fd32(fd), &[(buf, count)], Some(pos)))
    }

    /// `pwrite64(fd, buf, count, pos)`.
    pub(crate) fn sys_pwrite64(&mut self, cpu: &mut dyn GuestCpu, fd: u64, buf: u64, count: u64, pos: u64) -> u64 {
        if (pos as i64) < 0 {
            return neg(EINVAL);
        }
        ret(self.do_write(cpu, crate::abi::syscall::SYS_PWRITE64, fd32(fd), &[(buf, count)], Some(pos)))
    }

    /// `readv(fd, vec, vlen)`.
    pub(crate) fn sys_readv(&mut self, cpu: &mut dyn GuestCpu, fd: u64, vec: u64, vlen: u64) -> u64 {
        let r = self.import_iovec(cpu, vec, vlen);
        ret(r.and_then(|iov| self.do_read(cpu, crate::abi::syscall::SYS_READV, fd32(fd), &iov, None)))
    }

    /// `writev(fd, vec, vlen)`.
    pub(crate) fn sys_writev(&mut self, cpu: &mut dyn GuestCpu, fd: u64, vec: u64, vlen: u64) -> u64 {
        let r = self.import_iovec(cpu, vec, vlen);
        ret(r.and_then(|iov| self.do_write(cpu, crate::abi::syscall::SYS_WRITEV, fd32(fd), &iov, None)))
    }

    /// Models `import_iovec()`: at most `UIO_MAXIOV` segments, none of negative length,
    /// the total cut at `MAX_RW_COUNT`.
    fn import_iovec(&self, cpu: &dyn GuestCpu, vec: u64, vlen: u64) -> Result<Vec<(u64, u64)>, i64> {
        if vlen > UIO_MAXIOV {
            return Err(EINVAL);
        }
        let raw = self.copy_from_user(cpu, vec, vlen * IOVEC_SIZE).ok_or(EFAULT)?;
        let mut total = 0u64;
        let mut out = Vec::with_capacity(vlen as usize);
        for seg in raw.chunks_exact(16) {
            let base = u64::from_le_bytes(seg[..8].try_into().unwrap_or_default());
            let len = u64::from_le_bytes(seg[8..].try_into().unwrap_or_default());
            if (len as i64) < 0 {
                return Err(EINVAL);
            }
            let len = len.min(MAX_RW_COUNT - total);
            total += len;
            out.push((base, len));
        }
        Ok(out)
    }

    /// The open description behind `fd` for reading (`FMODE_READ`) or writing.
    fn file_for(&self, fd: i32, write: bool) -> Result<FileRef, i64> {
        let file = self.fs.files.get(fd)?;
        let acc = file.borrow().flags & O_ACCMODE;
        let ok = if write { acc == O_WRONLY || acc == O_RDWR } else { acc == O_RDONLY || acc == O_RDWR };
        if ok {
            Ok(file)
        } else {
            Err(EBADF)
        }
    }

    /// Models `vfs_read()`/`vfs_readv()` → the file's `read_iter`: regular files from
    /// the offset (or `pos`), pipes as `pipe_read()` (sleeping while empty with a
    /// writer, unless `O_NONBLOCK`), `/dev/null` empty, directories -EISDIR.
    fn do_read(&mut self, cpu: &mut dyn GuestCpu, nr: u64, fd: i32, iov: &[(u64, u64)], pos: Option<u64>) -> Ret {
        let file = self.file_for(fd, false)?;
        if pos.is_some() && !file.borrow().seekable() {
            return Err(ESPIPE);
        }
        let mut total = 0u64;
        for &(base, len) in iov {
            let len = len.min(MAX_RW_COUNT - total);
            if len > 0 && !self.mm.access_ok(base, len, |p| p.write) {
                return Err(EFAULT);
            }
            total += len;
        }
        let want = usize::try_from(total).unwrap_or(usize::MAX);
        self.proc_refresh(&file, pos);
        let data = {
            let mut f = file.borrow_mut();
            let nonblock = f.flags & O_NONBLOCK != 0;
            let at = pos.unwrap_or(f.pos);
            match &f.kind {
                FileKind::Regular(i) => {
                    let data = i.borrow().read_at(at, want as u64)?;
                    if pos.is_none() {
                        f.pos += data.len() as u64;
                    }
                    data
                }
                FileKind::Dir(_) => return Err(EISDIR),
                FileKind::Dev(CharDev::Null) => Vec::new(),
                FileKind::Dev(CharDev::Zero | CharDev::Full) => vec![0u8; want.min(MAX_DEV_READ)],
                FileKind::Dev(CharDev::Random | CharDev::Urandom) => {
                    let mut b = vec![0u8; want.min(MAX_DEV_READ)];
                    self.random.fill(&mut b);
                    b
                }
                FileKind::Output(_) => return Err(EBADF),
                // unix_stream_read_generic(): not connected.
                FileKind::Socket(_) => return Err(EINVAL),
                FileKind::Pipe(end) => {
                    if want == 0 {
                        return Ok(0);
                    }
                    let state = end.pipe.borrow().can_read(want);
                    match state {
                        PipeRead::Data(n) => end.pipe.borrow_mut().buf.drain(..n).collect(),
                        PipeRead::Eof => Vec::new(),
                        PipeRead::Wait if nonblock => return Err(EAGAIN),
                        PipeRead::Wait => {
                            drop(f);
                            self.block(cpu, nr, BlockOn::PipeRead, 0);
                            return Ok(0);
                        }
                    }
                }
            }
        };
        let mut off = 0;
        for &(base, len) in iov {
            if off == data.len() {
                break;
            }
            let n = (len as usize).min(data.len() - off);
            if !self.copy_to_user(cpu, base, &data[off..off + n]) {
                return Err(EFAULT);
            }
            off += n;
        }
        Ok(data.len() as u64)
    }

    /// A write to a captured output stream: the bytes go to the run's sink
    /// ([`crate::kernel::output::OutputStream`]) a chunk at a time, so a large write
    /// costs one chunk of host memory. Up to `MAX_RW_COUNT` bytes, as `vfs_write()`
    /// clamps; a fault part-way returns the bytes written before it (-EFAULT if none),
    /// as `pipe_write()` does.
    ///
    /// # Differs from Linux
    /// Linux copies a page at a time and keeps the pages before a fault; this copies
    /// 64 KiB at a time, so a fault drops the whole chunk it is in.
    fn write_output(&mut self, cpu: &mut dyn GuestCpu, s: Stream, iov: &[(u64, u64)]) -> Ret {
        const CHUNK: u64 = 64 * 1024;
        let mut done = 0u64;
        for &(base, len) in iov {
            let len = len.min(MAX_RW_COUNT - done);
            let mut off = 0;
            while off < len {
                let n = (len - off).min(CHUNK);
                let Some(bytes) = self.copy_from_user(cpu, base.wrapping_add(off), n) else {
                    return if done == 0 { Err(EFAULT) } else { Ok(done) };
                };
                let mut sh = self.shared.borrow_mut();
                match s {
                    Stream::Stdout => sh.stdout.write(&bytes),
                    Stream::Stderr => sh.stderr.write(&bytes),
                }
                off += n;
                done += n;
            }
        }
        Ok(done)
    }

    /// Models `vfs_write()`/`vfs_writev()` → the file's `write_iter`: regular files at
    /// the offset (the end with `O_APPEND`), pipes as `pipe_write()` (sleeping while
    /// full with a reader; -EPIPE and SIGPIPE with none), the captured output streams,
    /// `/dev/null`.
    fn do_write(&mut self, cpu: &mut dyn GuestCpu, nr: u64, fd: i32, iov: &[(u64, u64)], pos: Option<u64>) -> Ret {
        let file = self.file_for(fd, true)?;
        if pos.is_some() && !file.borrow().seekable() {
            return Err(ESPIPE);
        }
        if let FileKind::Output(s) = file.borrow().kind {
            return self.write_output(cpu, s, iov);
        }
        let mut total = 0u64;
        for &(_, len) in iov {
            total += len.min(MAX_RW_COUNT - total);
        }
        let mut f = file.borrow_mut();
        let nonblock = f.flags & O_NONBLOCK != 0;
        let append = f.flags & O_APPEND != 0;
        match &f.kind {
            FileKind::Output(_) => unreachable!("written by write_output"),
            // unix_stream_sendmsg(): no peer.
            FileKind::Socket(_) => Err(ENOTCONN),
            FileKind::Dev(CharDev::Full) => Err(ENOSPC),
            FileKind::Dev(_) => {
                // As `write_null()` (and `write_zero()`, `random_write_iter()`, which keep
                // nothing of it here): the bytes are not read (so they cost nothing); only
                // `vfs_write()`'s `access_ok()` range check applies.
                let user = |&(base, len): &(u64, u64)| {
                    len == 0 || base.checked_add(len).is_some_and(|e| e <= crate::abi::mm::TASK_SIZE)
                };
                if iov.iter().all(user) {
                    Ok(total)
                } else {
                    Err(EFAULT)
                }
            }
            FileKind::Dir(_) => Err(EISDIR),
            FileKind::Regular(i) => {
                let inode = i.clone();
                let at = if append { inode.borrow().len() } else { pos.unwrap_or(f.pos) };
                let end = at.checked_add(total).ok_or(EFBIG)?;
                // The room is checked before the bytes are copied, so a write that will
                // not fit costs no host memory.
                self.shared.borrow_mut().view.copy_up_data(&inode)?;
                let grow = end.saturating_sub(inode.borrow().len());
                self.shared.borrow_mut().view.charge(grow).map_err(|_| ENOSPC)?;
                let data = match self.gather(cpu, iov, 0, total) {
                    Ok(d) => d,
                    Err(e) => {
                        self.shared.borrow_mut().view.uncharge(grow);
                        return Err(e);
                    }
                };
                let mut i = inode.borrow_mut();
                let (at, end) = (at as usize, end as usize);
                if i.data.len() < end {
                    i.data.resize(end, 0);
                }
                i.data[at..end].copy_from_slice(&data);
                drop(i);
                if pos.is_none() {
                    f.pos = end as u64;
                }
                Ok(total)
            }
            FileKind::Pipe(end) => {
                let pipe = end.pipe.clone();
                drop(f);
                let total = total as usize;
                let mut done = (std::mem::take(&mut self.fs.resume_done) as usize).min(total);
                if total == 0 {
                    return Ok(0);
                }
                loop {
                    let state = pipe.borrow().can_write(total - done, total);
                    match state {
                        PipeWrite::Room(n) => {
                            // Only what fits now is copied (as `pipe_write()` copies a
                            // page at a time); a fault ends the write there.
                            let data = match self.gather(cpu, iov, done as u64, n as u64) {
                                Ok(d) => d,
                                Err(e) => return if done > 0 { Ok(done as u64) } else { Err(e) },
                            };
                            pipe.borrow_mut().buf.extend(&data);
                            done += n;
                            if done == total {
                                return Ok(total as u64);
                            }
                        }
                        PipeWrite::Broken => {
                            let rip = cpu.reg(Reg::Rip);
                            self.force_sig(
                                cpu,
                                Signal::Sigpipe,
                                rip,
                                SignalCause::Kernel("write to a pipe with no reader"),
                            );
                            return if done > 0 { Ok(done as u64) } else { Err(EPIPE) };
                        }
                        PipeWrite::Wait if nonblock => {
                            return if done > 0 { Ok(done as u64) } else { Err(EAGAIN) };
                        }
                        PipeWrite::Wait => {
                            self.block(cpu, nr, BlockOn::PipeWrite, done as u64);
                            return Ok(0);
                        }
                    }
                }
            }
        }
    }

    /// The bytes `skip..skip + n` of the buffers `iov` (taken as one run of bytes),
    /// copied from the guest: -EFAULT if any of them cannot be read.
    fn gather(&mut self, cpu: &mut dyn GuestCpu, iov: &[(u64, u64)], skip: u64, n: u64) -> Result<Vec<u8>, i64> {
        let mut out = Vec::with_capacity(usize::try_from(n).unwrap_or(0).min(1 << 20));
        let (mut at, end) = (0u64, skip.saturating_add(n));
        for &(base, len) in iov {
            let (lo, hi) = (at.max(skip), at.saturating_add(len).min(end));
            if lo < hi {
                out.extend_from_slice(&self.copy_from_user(cpu, base.wrapping_add(lo - at), hi - lo).ok_or(EFAULT)?);
            }
            at = at.saturating_add(len);
            if at >= end {
                break;
            }
        }
        Ok(out)
    }

    /// `lseek(fd, offset, whence)`: models `generic_file_llseek()` for regular files,
    /// `no_llseek` (-ESPIPE) for pipes, `null_lseek()`, and a directory's position as
    /// an entry index (`SEEK_SET` and `SEEK_CUR` only).
    pub(crate) fn sys_lseek(&mut self, fd: u64, offset: u64, whence: u64) -> u64 {
        let r = (|| {
            let file = self.fs.files.get(fd32(fd))?;
            let mut f = file.borrow_mut();
            let (offset, whence) = (offset as i64, int(whence));
            let base = match (&f.kind, whence) {
                (FileKind::Pipe(_) | FileKind::Output(_), _) => return Err(ESPIPE),
                (FileKind::Dev(_), _) => return Ok(0),
                (_, SEEK_SET) => 0,
                (_, SEEK_CUR) => f.pos as i64,
                (FileKind::Regular(i), SEEK_END) => i.borrow().len() as i64,
                _ => return Err(EINVAL),
            };
            let new = base.checked_add(offset).filter(|n| *n >= 0).ok_or(EINVAL)?;
            f.pos = new as u64;
            Ok(new as u64)
        })();
        ret(r)
    }

    /// `fstat(fd, statbuf)`.
    pub(crate) fn sys_fstat(&mut self, cpu: &mut dyn GuestCpu, fd: u64, statbuf: u64) -> u64 {
        let r = self.fs.files.get(fd32(fd)).and_then(|f| {
            let st = f.borrow().stat(&self.shared.borrow().view);
            if self.copy_to_user(cpu, statbuf, &st.to_stat()) {
                Ok(0)
            } else {
                Err(EFAULT)
            }
        });
        ret(r)
    }

    /// Models `vfs_statx()`: the stat of a path (or of `dfd` itself with
    /// `AT_EMPTY_PATH` and an empty path).
    fn statx_of(&self, cpu: &dyn GuestCpu, dfd: i32, filename: u64, flags: u32) -> Result<super::view::Kstat, i64> {
        let follow = flags & AT_SYMLINK_NOFOLLOW == 0;
        match self.path_at(cpu, dfd, filename, flags & AT_EMPTY_PATH != 0)? {
            At::Path(p, dir) => {
                let found = self.lookup_path(&p, dir, follow)?;
                Ok(self.shared.borrow().view.stat(&p, &found))
            }
            At::Fd(Some(f)) => Ok(f.borrow().stat(&self.shared.borrow().view)),
            At::Fd(None) => {
                let cwd = self.fs.cwd.clone();
                let found = self.lookup_path(&cwd, true, true)?;
                Ok(self.shared.borrow().view.stat(&cwd, &found))
            }
        }
    }

    /// `newfstatat(dfd, filename, statbuf, flag)` (and `stat`, `lstat`).
    pub(crate) fn sys_newfstatat(
        &mut self,
        cpu: &mut dyn GuestCpu,
        dfd: u64,
        filename: u64,
        statbuf: u64,
        flag: u64,
    ) -> u64 {
        let flag = int(flag);
        if flag & !(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH | AT_NO_AUTOMOUNT) != 0 {
            return neg(EINVAL);
        }
        let r = self.statx_of(cpu, fd32(dfd), filename, flag).and_then(|st| {
            if self.copy_to_user(cpu, statbuf, &st.to_stat()) {
                Ok(0)
            } else {
                Err(EFAULT)
            }
        });
        ret(r)
    }

    /// `statx(dfd, filename, flags, mask, buffer)`: every basic field is filled
    /// whatever the mask asks (as `STATX_BASIC_STATS` filesystems do).
    pub(crate) fn sys_statx(
        &mut self,
        cpu: &mut dyn GuestCpu,
        dfd: u64,
        filename: u64,
        flags: u64,
        mask: u64,
        buf: u64,
    ) -> u64 {
        let flags = int(flags);
        if flags & !(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH | AT_NO_AUTOMOUNT | AT_STATX_SYNC_TYPE) != 0
            || flags & AT_STATX_SYNC_TYPE == AT_STATX_SYNC_TYPE
            || int(mask) & 0x8000_0000 != 0
        {
            return neg(EINVAL);
        }
        let r = self.statx_of(cpu, fd32(dfd), filename, flags).and_then(|st| {
            if self.copy_to_user(cpu, buf, &st.to_statx()) {
                Ok(0)
            } else {
                Err(EFAULT)
            }
        });
        ret(r)
    }

    /// `fcntl(fd, cmd, arg)`: models `do_fcntl()` for `F_DUPFD`, `F_DUPFD_CLOEXEC`,
    /// `F_GETFD`, `F_SETFD`, `F_GETFL`, `F_SETFL` (`O_APPEND`, `O_NONBLOCK`, `O_DIRECT`,
    /// `O_NOATIME` change) and `F_GETPIPE_SZ`; other commands are -EINVAL.
    pub(crate) fn sys_fcntl(&mut self, fd: u64, cmd: u64, arg: u64) -> u64 {
        let fd = fd32(fd);
        let r = (|| {
            // A closed one has no link in /proc/self/fd: -ENOENT.
            let file = self.fs.files.get(fd).map_err(|_| ENOENT)?;
            match int(cmd) {
                F_DUPFD | F_DUPFD_CLOEXEC => {
                    if arg >= super::file::NR_OPEN_DEFAULT as u64 {
                        return Err(EINVAL);
                    }
                    let cloexec = int(cmd) == F_DUPFD_CLOEXEC;
                    Ok(self.fs.files.install_lowest(arg as i32, file, cloexec)? as u64)
                }
                F_GETFD => Ok(u64::from(self.fs.files.fd_mut(fd)?.cloexec)),
                F_SETFD => {
                    self.fs.files.fd_mut(fd)?.cloexec = arg & FD_CLOEXEC != 0;
                    Ok(0)
                }
                F_GETFL => Ok(u64::from(file.borrow().flags)),
                F_SETFL => {
                    const SETFL_MASK: u32 = O_APPEND | O_NONBLOCK | O_DIRECT | O_NOATIME;
                    let mut f = file.borrow_mut();
                    f.flags = (f.flags & !SETFL_MASK) | (int(arg) & SETFL_MASK);
                    Ok(0)
                }
                F_GETPIPE_SZ => match file.borrow().kind {
                    FileKind::Pipe(_) => Ok(PIPE_DEF_SIZE as u64),
                    _ => Err(EBADF),
                },
                _ => Err(EINVAL),
            }
        })();
        ret(r)
    }

    /// `dup(fildes)`.
    pub(crate) fn sys_dup(&mut self, fildes: u64) -> u64 {
        let r = self.fs.files.get(fd32(fildes)).and_then(|f| self.fs.files.install_lowest(0, f, false));
        ret(r.map(|fd| fd as u64))
    }

    /// `dup2(oldfd, newfd)`: `newfd` itself if equal and open.
    pub(crate) fn sys_dup2(&mut self, oldfd: u64, newfd: u64) -> u64 {
        let (old, new) = (fd32(oldfd), fd32(newfd));
        if old == new {
            return ret(self.fs.files.get(old).map(|_| new as u32 as u64));
        }
        ret(self.do_dup3(old, new, 0))
    }

    /// `dup3(oldfd, newfd, flags)`.
    pub(crate) fn sys_dup3(&mut self, oldfd: u64, newfd: u64, flags: u64) -> u64 {
        let (old, new) = (fd32(oldfd), fd32(newfd));
        if old == new {
            return neg(EINVAL);
        }
        ret(self.do_dup3(old, new, int(flags)))
    }

    /// Models `ksys_dup3()`: `newfd` names `oldfd`'s description (what it named
    /// before is closed).
    fn do_dup3(&mut self, old: i32, new: i32, flags: u32) -> Ret {
        if flags & !O_CLOEXEC != 0 {
            return Err(EINVAL);
        }
        let file = self.fs.files.get(old)?;
        self.fs.files.install_at(new, file, flags & O_CLOEXEC != 0)?;
        Ok(new as u32 as u64)
    }

    /// `pipe2(fildes, flags)` (and `pipe(fildes)`): models `do_pipe2()`: two lowest
    /// free descriptors, read end first.
    pub(crate) fn sys_pipe2(&mut self, cpu: &mut dyn GuestCpu, fildes: u64, flags: u64) -> u64 {
        let flags = int(flags);
        if flags & !(O_CLOEXEC | O_NONBLOCK | O_DIRECT) != 0 {
            return neg(EINVAL);
        }
        let ino = self.shared.borrow_mut().view.next_pipe_ino();
        let pipe = Pipe::new(ino);
        let status = flags & (O_NONBLOCK | O_DIRECT);
        let r = File::new(FileKind::Pipe(PipeEnd::open(&pipe, End::Read)), O_RDONLY | status, String::new());
        let w = File::new(FileKind::Pipe(PipeEnd::open(&pipe, End::Write)), O_WRONLY | status, String::new());
        let cloexec = flags & O_CLOEXEC != 0;
        let fr = match self.fs.files.install_lowest(0, r, cloexec) {
            Ok(fd) => fd,
            Err(e) => return neg(e),
        };
        let fw = match self.fs.files.install_lowest(0, w, cloexec) {
            Ok(fd) => fd,
            Err(e) => {
                let _ = self.fs.files.close(fr);
                return neg(e);
            }
        };
        let mut out = [0u8; 8];
        out[..4].copy_from_slice(&fr.to_le_bytes());
        out[4..].copy_from_slice(&fw.to_le_bytes());
        if !self.copy_to_user(cpu, fildes, &out) {
            let _ = self.fs.files.close(fr);
            let _ = self.fs.files.close(fw);
            return neg(EFAULT);
        }
        0
    }

    /// `getsockname(fd, …)` and `getpeername(fd, …)` (`sockfd_lookup_light()`): no
    /// descriptor is a socket, so an open one is -ENOTSOCK, another -EBADF. (bash asks
    /// `getpeername` of its stdin to tell whether it runs under a remote shell daemon.)
    pub(crate) fn sys_getpeername(&mut self, fd: u64) -> u64 {
        ret(self.fs.files.get(fd32(fd)).and_then(|f| match f.borrow().kind {
            FileKind::Socket(_) => Err(ENOTCONN),
            _ => Err(crate::abi::errno::ENOTSOCK),
        }))
    }

    /// `socket(family, type, protocol)`: models `__sys_socket()` for `AF_UNIX` stream,
    /// datagram and seqpacket sockets with `SOCK_NONBLOCK` and `SOCK_CLOEXEC`; any other
    /// family is -EAFNOSUPPORT.
    ///
    /// # Differs from Linux
    /// There is no other process to talk to: a socket never connects ([`Kernel::sys_connect`]),
    /// and other families (`AF_INET`, `AF_NETLINK`, …) do not exist.
    pub(crate) fn sys_socket(&mut self, family: u64, kind: u64) -> u64 {
        const AF_UNIX: u32 = 1;
        const SOCK_TYPE_MASK: u32 = 0xf;
        const SOCK_NONBLOCK: u32 = O_NONBLOCK;
        const SOCK_CLOEXEC: u32 = O_CLOEXEC;
        let (family, kind) = (int(family), int(kind));
        if kind & !(SOCK_TYPE_MASK | SOCK_NONBLOCK | SOCK_CLOEXEC) != 0 {
            return neg(EINVAL);
        }
        if family != AF_UNIX {
            return neg(EAFNOSUPPORT);
        }
        // SOCK_STREAM, SOCK_DGRAM, SOCK_SEQPACKET (and SOCK_RAW, which unix_create() takes
        // as SOCK_DGRAM).
        if !matches!(kind & SOCK_TYPE_MASK, 1 | 2 | 3 | 5) {
            return neg(ESOCKTNOSUPPORT);
        }
        let ino = self.shared.borrow_mut().view.next_pipe_ino();
        let file = File::new(FileKind::Socket(ino), O_RDWR | (kind & SOCK_NONBLOCK), String::new());
        ret(self.fs.files.install_lowest(0, file, kind & SOCK_CLOEXEC != 0).map(|fd| fd as u64))
    }

    /// `connect(fd, addr, addrlen)` of an `AF_UNIX` socket: models
    /// `unix_find_other()`: a path that does not exist is -ENOENT; one that does (or an
    /// abstract name) has no listener here, -ECONNREFUSED.
    pub(crate) fn sys_connect(&mut self, cpu: &mut dyn GuestCpu, fd: u64, addr: u64, addrlen: u64) -> u64 {
        const SUN_PATH: usize = 108;
        let r = (|| {
            let file = self.fs.files.get(fd32(fd))?;
            if !matches!(file.borrow().kind, FileKind::Socket(_)) {
                return Err(crate::abi::errno::ENOTSOCK);
            }
            if addrlen < 2 || addrlen > (2 + SUN_PATH) as u64 {
                return Err(EINVAL);
            }
            let mut sa = vec![0u8; addrlen as usize];
            if !cpu.read(addr, &mut sa) {
                return Err(EFAULT);
            }
            if u16::from_le_bytes([sa[0], sa[1]]) != 1 {
                return Err(EINVAL);
            }
            let path = &sa[2..];
            if path.first().is_none_or(|b| *b == 0) {
                return Err(if path.is_empty() { EINVAL } else { ECONNREFUSED });
            }
            let end = path.iter().position(|b| *b == 0).unwrap_or(path.len());
            let name = String::from_utf8_lossy(&path[..end]).into_owned();
            let abs = if name.starts_with('/') { name } else { format!("{}/{name}", self.fs.cwd) };
            self.lookup_path(&abs, false, true)?;
            Err(ECONNREFUSED)
        })();
        ret(r)
    }

    /// `statfs(path, buf)`: models `user_statfs()`: the path looked up as `stat` does,
    /// then the file system it is on ([`Kernel::statfs_of`]).
    pub(crate) fn sys_statfs(&mut self, cpu: &mut dyn GuestCpu, path: u64, buf: u64) -> u64 {
        let r = self.path_at(cpu, AT_FDCWD, path, false).and_then(|at| match at {
            At::Path(p, dir) => {
                self.lookup_path(&p, dir, true)?;
                Ok(p)
            }
            At::Fd(_) => Err(ENOENT),
        });
        let r = r.and_then(|p| self.statfs_out(cpu, &p, buf));
        ret(r)
    }

    /// `fstatfs(fd, buf)`: the file system the open file is on.
    pub(crate) fn sys_fstatfs(&mut self, cpu: &mut dyn GuestCpu, fd: u64, buf: u64) -> u64 {
        let r = self.fs.files.get(fd32(fd)).and_then(|f| {
            let f = f.borrow();
            let path = match f.kind {
                FileKind::Pipe(_) | FileKind::Output(_) => "pipe:",
                FileKind::Socket(_) => "socket:",
                _ => f.path.as_str(),
            }
            .to_string();
            drop(f);
            self.statfs_out(cpu, &path, buf)
        });
        ret(r)
    }

    /// Writes the `struct statfs` of the file system `path` is on (`statfs_by_dentry()`):
    /// procfs under `/proc`, sysfs under `/sys`, pipefs and sockfs for those, else an
    /// ext4 file system.
    ///
    /// # Differs from Linux
    /// The sizes and counts are fixed numbers, not the host's.
    fn statfs_out(&self, cpu: &mut dyn GuestCpu, path: &str, buf: u64) -> Result<u64, i64> {
        let under = |root: &str| path == root || path.starts_with(&format!("{root}/"));
        let (magic, namelen): (u64, u64) = if under("/proc") {
            (0x9fa0, 255)
        } else if under("/sys") {
            (0x6265_6572, 255)
        } else if path == "pipe:" {
            (0x5049_5045, 255)
        } else if path == "socket:" {
            (0x534f_434b, 255)
        } else {
            (0xef53, 255)
        };
        let disk = magic == 0xef53;
        // f_type, f_bsize, f_blocks, f_bfree, f_bavail, f_files, f_ffree, f_fsid (two
        // ints), f_namelen, f_frsize, f_flags (ST_RELATIME), f_spare[4].
        let words: [u64; 15] = [
            magic,
            4096,
            if disk { 1 << 24 } else { 0 },
            if disk { 1 << 23 } else { 0 },
            if disk { 1 << 23 } else { 0 },
            if disk { 1 << 22 } else { 0 },
            if disk { 1 << 21 } else { 0 },
            0,
            namelen,
            4096,
            0x400,
            0,
            0,
            0,
            0,
        ];
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        if self.copy_to_user(cpu, buf, &bytes) {
            Ok(0)
        } else {
            Err(EFAULT)
        }
    }

    /// `ioctl(fd, cmd, arg)`: `FIONREAD` for pipes and regular files; every other
    /// request -ENOTTY (no descriptor is a terminal: `TCGETS` and `TIOCGWINSZ` fail as
    /// on a pipe or file).
    pub(crate) fn sys_ioctl(&mut self, cpu: &mut dyn GuestCpu, fd: u64, cmd: u64, arg: u64) -> u64 {
        let r = self.fs.files.get(fd32(fd)).and_then(|file| {
            let f = file.borrow();
            let avail = match (&f.kind, int(cmd)) {
                (FileKind::Pipe(end), FIONREAD) => end.pipe.borrow().buf.len() as u64,
                (FileKind::Regular(i), FIONREAD) => i.borrow().len().saturating_sub(f.pos),
                _ => return Err(ENOTTY),
            };
            drop(f);
            if self.copy_to_user(cpu, arg, &(avail as u32).to_le_bytes()) {
                Ok(0)
            } else {
                Err(EFAULT)
            }
        });
        ret(r)
    }

    /// `getcwd(buf, size)`: the path and its NUL; -ERANGE if they do not fit.
    pub(crate) fn sys_getcwd(&mut self, cpu: &mut dyn GuestCpu, buf: u64, size: u64) -> u64 {
        let mut path = self.fs.cwd.clone().into_bytes();
        path.push(0);
        if (path.len() as u64) > size {
            return neg(ERANGE);
        }
        if self.copy_to_user(cpu, buf, &path) {
            path.len() as u64
        } else {
            neg(EFAULT)
        }
    }

    /// `readlinkat(dfd, pathname, buf, bufsiz)` (and `readlink`): the target, cut at
    /// `bufsiz`, no NUL; `/proc/self/exe` names the program.
    pub(crate) fn sys_readlinkat(
        &mut self,
        cpu: &mut dyn GuestCpu,
        dfd: u64,
        pathname: u64,
        buf: u64,
        bufsiz: u64,
    ) -> u64 {
        let bufsiz = int(bufsiz) as i32;
        if bufsiz <= 0 {
            return neg(EINVAL);
        }
        let r = self.path_of(cpu, fd32(dfd), pathname).and_then(|(p, _)| {
            let own_exe = p == "/proc/self/exe" || p == format!("/proc/{}/exe", self.pid);
            let target = if own_exe && !self.sys.exe_path.is_empty() {
                // The program this process exec'd, as its path in the view.
                self.sys.exe_path.as_bytes().to_vec()
            } else if own_exe {
                self.shared.borrow().view.readlink("/proc/self/exe")?
            } else if let Some(link) = self.proc_fd_link(&p) {
                link?
            } else {
                self.shared.borrow().view.readlink(&p)?
            };
            let n = target.len().min(bufsiz as usize);
            if self.copy_to_user(cpu, buf, &target[..n]) {
                Ok(n as u64)
            } else {
                Err(EFAULT)
            }
        });
        ret(r)
    }

    /// `faccessat2(dfd, filename, mode, flags)` (and `faccessat`, `access`): models
    /// `do_faccessat()` for root: everything may be read and written, and executed if
    /// it is a directory or has an execute bit.
    pub(crate) fn sys_faccessat2(
        &mut self,
        cpu: &mut dyn GuestCpu,
        dfd: u64,
        filename: u64,
        mode: u64,
        flags: u64,
    ) -> u64 {
        let (mode, flags) = (int(mode), int(flags));
        if mode & !(R_OK | W_OK | X_OK) != 0 || flags & !(AT_EACCESS | AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH) != 0 {
            return neg(EINVAL);
        }
        let r = self.statx_of(cpu, fd32(dfd), filename, flags & (AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH)).and_then(|st| {
            let dir = st.mode & S_IFMT == S_IFDIR;
            if mode & X_OK != 0 && !dir && st.mode & 0o111 == 0 {
                Err(EACCES)
            } else {
                Ok(0)
            }
        });
        ret(r)
    }

    /// `getdents64(fd, dirent, count)`: models `iterate_dir()` with `filldir64()`:
    /// `.`, `..` and the entries sorted by name, as many whole records as fit (-EINVAL
    /// if not even one does); the position counts entries.
    pub(crate) fn sys_getdents64(&mut self, cpu: &mut dyn GuestCpu, fd: u64, dirent: u64, count: u64) -> u64 {
        let r = (|| {
            let file = self.fs.files.get(fd32(fd))?;
            let mut guard = file.borrow_mut();
            let f = &mut *guard;
            let path = f.path.clone();
            let FileKind::Dir(entries) = &mut f.kind else { return Err(ENOTDIR) };
            if entries.is_none() {
                let mut all = vec![
                    DirEntry { name: b".".to_vec(), ino: super::view::ino_of(&path), dtype: DT_DIR },
                    DirEntry { name: b"..".to_vec(), ino: super::view::ino_of(parent_of(&path)), dtype: DT_DIR },
                ];
                match self.proc_list(&path) {
                    Some(synthesized) => all.extend(synthesized),
                    None => all.extend(self.shared.borrow().view.list(&path)?),
                }
                *entries = Some(all);
            }
            let entries = entries.as_ref().map_or(&[][..], |e| e.as_slice());
            let count = int(count) as usize;
            let mut out = Vec::new();
            let mut index = f.pos as usize;
            for e in entries.iter().skip(index) {
                let reclen = (19 + e.name.len() + 1).next_multiple_of(8);
                if out.len() + reclen > count {
                    break;
                }
                let start = out.len();
                out.extend_from_slice(&e.ino.to_le_bytes());
                out.extend_from_slice(&((index + 1) as u64).to_le_bytes());
                out.extend_from_slice(&(reclen as u16).to_le_bytes());
                out.push(e.dtype);
                out.extend_from_slice(&e.name);
                out.resize(start + reclen, 0);
                index += 1;
            }
            if out.is_empty() && index < entries.len() {
                return Err(EINVAL);
            }
            f.pos = index as u64;
            drop(guard);
            if self.copy_to_user(cpu, dirent, &out) {
                Ok(out.len() as u64)
            } else {
                Err(EFAULT)
            }
        })();
        ret(r)
    }

    /// `unlinkat(dfd, pathname, flag)` (and `unlink`, `rmdir` with `AT_REMOVEDIR`): a
    /// whiteout in the overlay; the host keeps the file.
    pub(crate) fn sys_unlinkat(&mut self, cpu: &mut dyn GuestCpu, dfd: u64, pathname: u64, flag: u64) -> u64 {
        let flag = int(flag);
        if flag & !AT_REMOVEDIR != 0 {
            return neg(EINVAL);
        }
        let r = self.path_of(cpu, fd32(dfd), pathname).and_then(|(p, _)| {
            if p == "/" {
                return Err(if flag & AT_REMOVEDIR != 0 { EBUSY } else { EISDIR });
            }
            self.shared.borrow_mut().view.remove(&p, flag & AT_REMOVEDIR != 0).map(|()| 0)
        });
        ret(r)
    }

    /// `mkdirat(dfd, pathname, mode)` (and `mkdir`): in the overlay.
    pub(crate) fn sys_mkdirat(&mut self, cpu: &mut dyn GuestCpu, dfd: u64, pathname: u64, mode: u64) -> u64 {
        let mode = mode as u16 as u32 & !self.fs.umask & 0o7777;
        let r = self
            .path_of(cpu, fd32(dfd), pathname)
            .and_then(|(p, _)| self.shared.borrow_mut().view.mkdir(&p, mode).map(|()| 0));
        ret(r)
    }

    /// `chdir(filename)`.
    pub(crate) fn sys_chdir(&mut self, cpu: &mut dyn GuestCpu, filename: u64) -> u64 {
        let r = self.path_of(cpu, AT_FDCWD, filename).and_then(|(p, _)| {
            self.lookup_path(&p, true, true)?;
            self.fs.cwd = p;
            Ok(0)
        });
        ret(r)
    }

    /// `fchdir(fd)`.
    pub(crate) fn sys_fchdir(&mut self, fd: u64) -> u64 {
        let r = self.fs.files.get(fd32(fd)).and_then(|f| {
            let f = f.borrow();
            if !matches!(f.kind, FileKind::Dir(_)) {
                return Err(ENOTDIR);
            }
            self.fs.cwd = f.path.clone();
            Ok(0)
        });
        ret(r)
    }

    /// `poll(ufds, nfds, timeout_msecs)`.
    pub(crate) fn sys_poll(&mut self, cpu: &mut dyn GuestCpu, ufds: u64, nfds: u64, timeout: u64) -> u64 {
        let nr = crate::abi::syscall::SYS_POLL;
        ret(self.do_sys_poll(cpu, nr, ufds, int(nfds), int(timeout) as i32 != 0))
    }

    /// `ppoll(ufds, nfds, tsp, sigmask, sigsetsize)`: the signal mask is not applied
    /// (signals are fatal).
    pub(crate) fn sys_ppoll(&mut self, cpu: &mut dyn GuestCpu, ufds: u64, nfds: u64, tsp: u64) -> u64 {
        let wait = if tsp == 0 {
            true
        } else {
            match self.read_user::<16>(cpu, tsp) {
                Some(ts) => ts != [0; 16],
                None => return neg(EFAULT),
            }
        };
        ret(self.do_sys_poll(cpu, crate::abi::syscall::SYS_PPOLL, ufds, int(nfds), wait))
    }

    /// Models `do_sys_poll()` with each file's `poll` (`pipe_poll()`; regular files and
    /// `/dev/null` are always ready, as `DEFAULT_POLLMASK`): the ready count, sleeping
    /// while none is ready if `wait`.
    fn do_sys_poll(&mut self, cpu: &mut dyn GuestCpu, nr: u64, ufds: u64, nfds: u32, wait: bool) -> Ret {
        if nfds > super::file::NR_OPEN_DEFAULT as u32 {
            return Err(EINVAL);
        }
        let mut raw = self.copy_from_user(cpu, ufds, u64::from(nfds) * 8).ok_or(EFAULT)?;
        let mut ready = 0;
        for pfd in raw.chunks_exact_mut(8) {
            let fd = i32::from_le_bytes([pfd[0], pfd[1], pfd[2], pfd[3]]);
            let events = u16::from_le_bytes([pfd[4], pfd[5]]);
            let revents = if fd < 0 {
                0
            } else {
                match self.poll_mask(fd) {
                    None => POLLNVAL,
                    Some(mask) => mask & (events | POLLERR | POLLHUP),
                }
            };
            pfd[6..8].copy_from_slice(&revents.to_le_bytes());
            if revents != 0 {
                ready += 1;
            }
        }
        if ready == 0 && wait {
            self.block(cpu, nr, BlockOn::Poll, 0);
            return Ok(0);
        }
        if !self.copy_to_user(cpu, ufds, &raw) {
            return Err(EFAULT);
        }
        Ok(ready)
    }

    /// A file's `poll` mask (`pipe_poll()`; regular files and `/dev/null` are always
    /// ready, as `DEFAULT_POLLMASK`); `None` for a descriptor not open.
    fn poll_mask(&self, fd: i32) -> Option<u16> {
        let file = self.fs.files.get(fd).ok()?;
        let mask = match &file.borrow().kind {
            FileKind::Pipe(end) => {
                let p = end.pipe.borrow();
                match end.end {
                    End::Read => {
                        (if p.buf.is_empty() { 0 } else { POLLIN | POLLRDNORM })
                            | (if p.writers == 0 { POLLHUP } else { 0 })
                    }
                    End::Write => {
                        (if p.buf.len() < PIPE_DEF_SIZE { POLLOUT | POLLWRNORM } else { 0 })
                            | (if p.readers == 0 { POLLERR } else { 0 })
                    }
                }
            }
            FileKind::Output(_) => POLLOUT | POLLWRNORM,
            // unix_poll() of a socket in TCP_CLOSE: hung up, and writable.
            FileKind::Socket(_) => POLLHUP | POLLOUT | POLLWRNORM | POLLWRBAND,
            _ => POLLIN | POLLOUT | POLLRDNORM | POLLWRNORM,
        };
        Some(mask)
    }

    /// `select(n, inp, outp, exp, tvp)`.
    pub(crate) fn sys_select(&mut self, cpu: &mut dyn GuestCpu, n: u64, fds: [u64; 3], tvp: u64) -> u64 {
        let wait = tvp == 0 || self.read_user::<16>(cpu, tvp).is_some_and(|t| t != [0; 16]);
        ret(self.core_sys_select(cpu, crate::abi::syscall::SYS_SELECT, n, fds, wait))
    }

    /// `pselect6(n, inp, outp, exp, tsp, sig)`: the signal mask is not applied (as
    /// `ppoll`).
    pub(crate) fn sys_pselect6(&mut self, cpu: &mut dyn GuestCpu, n: u64, fds: [u64; 3], tsp: u64) -> u64 {
        let wait = tsp == 0 || self.read_user::<16>(cpu, tsp).is_some_and(|t| t != [0; 16]);
        ret(self.core_sys_select(cpu, crate::abi::syscall::SYS_PSELECT6, n, fds, wait))
    }

    /// Models `core_sys_select()` over [`Kernel::poll_mask`]: each fd set in `inp` stays
    /// set if it is readable (`POLLIN_SET`: data, hang-up or error), in `outp` if
    /// writable (`POLLOUT_SET`), in `exp` never (no priority data); the count of bits
    /// left, sleeping while none is if `wait`. A set fd not open is -EBADF.
    fn core_sys_select(&mut self, cpu: &mut dyn GuestCpu, nr: u64, n: u64, fds: [u64; 3], wait: bool) -> Ret {
        if n > super::file::NR_OPEN_DEFAULT as u64 {
            return Err(EINVAL);
        }
        let bytes = n.div_ceil(64) * 8;
        let mut sets: [Option<Vec<u8>>; 3] = [None, None, None];
        for (set, ptr) in sets.iter_mut().zip(fds) {
            if ptr != 0 {
                *set = Some(self.copy_from_user(cpu, ptr, bytes).ok_or(EFAULT)?);
            }
        }
        const POLLIN_SET: u16 = POLLIN | POLLRDNORM | POLLHUP | POLLERR;
        const POLLOUT_SET: u16 = POLLOUT | POLLWRNORM | POLLERR;
        let mut ready = 0;
        for fd in 0..n as usize {
            let bit = |s: &Option<Vec<u8>>| s.as_ref().is_some_and(|v| v[fd / 8] & (1 << (fd % 8)) != 0);
            if !sets.iter().any(bit) {
                continue;
            }
            let mask = self.poll_mask(fd as i32).ok_or(EBADF)?;
            for (k, want) in [POLLIN_SET, POLLOUT_SET, 0].into_iter().enumerate() {
                if let Some(v) = sets[k].as_mut() {
                    if v[fd / 8] & (1 << (fd % 8)) != 0 {
                        if mask & want != 0 {
                            ready += 1;
                        } else {
                            v[fd / 8] &= !(1 << (fd % 8));
                        }
                    }
                }
            }
        }
        if ready == 0 && wait {
            self.block(cpu, nr, BlockOn::Poll, 0);
            return Ok(0);
        }
        // The result sets are fresh (zero_fd_set()): no bit past `n` comes back.
        for v in sets.iter_mut().flatten() {
            for fd in n as usize..v.len() * 8 {
                v[fd / 8] &= !(1 << (fd % 8));
            }
        }
        for (set, ptr) in sets.iter().zip(fds) {
            if let Some(v) = set {
                if !self.copy_to_user(cpu, ptr, v) {
                    return Err(EFAULT);
                }
            }
        }
        Ok(ready)
    }

    /// `umask(mask)`: the old mask.
    pub(crate) fn sys_umask(&mut self, mask: u64) -> u64 {
        let old = self.fs.umask;
        self.fs.umask = int(mask) & 0o777;
        u64::from(old)
    }
}
