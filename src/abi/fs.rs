//! File-system ABI: open flags, file types, `*at` flags, `fcntl` commands, `lseek`
//! whences, directory-entry types, the terminal ioctls, and the layouts of `struct stat`
//! and `struct statx` (`include/uapi/asm-generic/fcntl.h`, `include/uapi/linux/stat.h`,
//! `include/uapi/linux/fcntl.h`, `arch/x86/include/uapi/asm/stat.h`).

#![allow(missing_docs)] // each constant is the uapi constant of the same name

// open(2) flags (x86-64 values).
pub const O_ACCMODE: u32 = 0o3;
pub const O_RDONLY: u32 = 0o0;
pub const O_WRONLY: u32 = 0o1;
pub const O_RDWR: u32 = 0o2;
pub const O_CREAT: u32 = 0o100;
pub const O_EXCL: u32 = 0o200;
pub const O_NOCTTY: u32 = 0o400;
pub const O_TRUNC: u32 = 0o1000;
pub const O_APPEND: u32 = 0o2000;
pub const O_NONBLOCK: u32 = 0o4000;
pub const O_DIRECT: u32 = 0o40000;
pub const O_LARGEFILE: u32 = 0o100000;
pub const O_DIRECTORY: u32 = 0o200000;
pub const O_NOFOLLOW: u32 = 0o400000;
pub const O_NOATIME: u32 = 0o1000000;
pub const O_CLOEXEC: u32 = 0o2000000;
pub const O_PATH: u32 = 0o10000000;
/// `__O_TMPFILE` (with `O_DIRECTORY` it is `O_TMPFILE`).
pub const O_TMPFILE_BIT: u32 = 0o20000000;

// File types and permission bits (`st_mode`).
pub const S_IFMT: u32 = 0o170000;
pub const S_IFSOCK: u32 = 0o140000;
pub const S_IFLNK: u32 = 0o120000;
pub const S_IFREG: u32 = 0o100000;
pub const S_IFBLK: u32 = 0o060000;
pub const S_IFDIR: u32 = 0o040000;
pub const S_IFCHR: u32 = 0o020000;
pub const S_IFIFO: u32 = 0o010000;

// The `*at` calls.
pub const AT_FDCWD: i32 = -100;
pub const AT_SYMLINK_NOFOLLOW: u32 = 0x100;
pub const AT_REMOVEDIR: u32 = 0x200;
pub const AT_EACCESS: u32 = 0x200;
pub const AT_SYMLINK_FOLLOW: u32 = 0x400;
pub const AT_NO_AUTOMOUNT: u32 = 0x800;
pub const AT_EMPTY_PATH: u32 = 0x1000;
pub const AT_STATX_SYNC_TYPE: u32 = 0x6000;

// access(2) modes.
pub const F_OK: u32 = 0;
pub const X_OK: u32 = 1;
pub const W_OK: u32 = 2;
pub const R_OK: u32 = 4;

// fcntl(2) commands.
pub const F_DUPFD: u32 = 0;
pub const F_GETFD: u32 = 1;
pub const F_SETFD: u32 = 2;
pub const F_GETFL: u32 = 3;
pub const F_SETFL: u32 = 4;
pub const F_DUPFD_CLOEXEC: u32 = 1030;
pub const F_GETPIPE_SZ: u32 = 1032;
pub const FD_CLOEXEC: u64 = 1;

// lseek(2).
pub const SEEK_SET: u32 = 0;
pub const SEEK_CUR: u32 = 1;
pub const SEEK_END: u32 = 2;

// linux_dirent64's d_type.
pub const DT_UNKNOWN: u8 = 0;
pub const DT_FIFO: u8 = 1;
pub const DT_CHR: u8 = 2;
pub const DT_DIR: u8 = 4;
pub const DT_BLK: u8 = 6;
pub const DT_REG: u8 = 8;
pub const DT_LNK: u8 = 10;
pub const DT_SOCK: u8 = 12;

// Terminal and pipe ioctls (`include/uapi/asm-generic/ioctls.h`).
pub const TCGETS: u32 = 0x5401;
pub const TIOCGWINSZ: u32 = 0x5413;
pub const FIONREAD: u32 = 0x541b;

// poll(2) (`include/uapi/asm-generic/poll.h`).
pub const POLLIN: u16 = 0x1;
pub const POLLOUT: u16 = 0x4;
pub const POLLERR: u16 = 0x8;
pub const POLLHUP: u16 = 0x10;
pub const POLLNVAL: u16 = 0x20;
pub const POLLRDNORM: u16 = 0x40;
pub const POLLWRNORM: u16 = 0x100;
pub const POLLWRBAND: u16 = 0x200;

// statx(2) (`include/uapi/linux/stat.h`).
/// `STATX_BASIC_STATS`: type, mode, nlink, uid, gid, atime, mtime, ctime, ino, size,
/// blocks.
pub const STATX_BASIC_STATS: u32 = 0x7ff;

/// `sizeof(struct stat)` on x86-64.
pub const STAT_SIZE: usize = 144;
/// `sizeof(struct statx)`.
pub const STATX_SIZE: usize = 256;
/// `sizeof(struct iovec)`.
pub const IOVEC_SIZE: u64 = 16;
/// `UIO_MAXIOV`.
pub const UIO_MAXIOV: u64 = 1024;
/// `PATH_MAX`, the terminating NUL included.
pub const PATH_MAX: usize = 4096;
/// `PIPE_BUF`: writes up to this size are atomic.
pub const PIPE_BUF: usize = 4096;
/// A pipe's default capacity (16 pages).
pub const PIPE_DEF_SIZE: usize = 65536;
/// `MAX_RW_COUNT`: the most one read or write transfers (`INT_MAX & PAGE_MASK`).
pub const MAX_RW_COUNT: u64 = 0x7fff_f000;
