//! Kernel ABI definitions that `libc` does not provide, and thin safe
//! wrappers around the system calls the driver (the parent process) makes.
//!
//! The constants and [`PerfEventAttr`] mirror the Linux user-space ABI
//! (the `<linux/ptrace.h>`, `<linux/perf_event.h>`, `<linux/close_range.h>`
//! and `<linux/auxvec.h>` definitions). The wrappers retry on `EINTR` where a caller would
//! always do so and report failures as [`std::io::Error`] or [`HostError`].
//! Of this module, only the constants, [`PerfEventAttr`] and [`errno`] are
//! used after `fork` (by [`crate::child`]).

use std::ffi::CString;
use std::io;
use std::os::fd::{AsFd, AsRawFd, FromRawFd, OwnedFd, RawFd};

use libc::{c_char, c_int, c_long, pid_t};

use crate::HostError;

// ptrace(2) requests, options and event codes (`<linux/ptrace.h>`).
/// `PTRACE_CONT`: resume a stopped tracee, optionally delivering a signal.
const PTRACE_CONT: c_long = 7;
/// `PTRACE_DETACH`: resume a stopped tracee and stop tracing it.
const PTRACE_DETACH: c_long = 17;
/// `PTRACE_SEIZE`: attach without stopping the tracee.
const PTRACE_SEIZE: c_long = 0x4206;
/// `PTRACE_LISTEN`: leave a group-stopped tracee stopped, but report events.
const PTRACE_LISTEN: c_long = 0x4208;
/// `PTRACE_SYSCALL`: resume a stopped tracee until the next syscall entry or exit.
const PTRACE_SYSCALL: c_long = 24;
/// `PTRACE_GET_SYSCALL_INFO`: what a syscall stop is (entry, exit), and its call.
pub(crate) const PTRACE_GET_SYSCALL_INFO: c_long = 0x420e;
/// `PTRACE_O_TRACESYSGOOD`: syscall stops report `SIGTRAP | 0x80`.
pub(crate) const PTRACE_O_TRACESYSGOOD: c_long = 0x1;
/// `PTRACE_O_TRACEFORK`: trace the children `fork` makes.
pub(crate) const PTRACE_O_TRACEFORK: c_long = 0x2;
/// `PTRACE_O_TRACEVFORK`: trace the children `vfork` makes.
pub(crate) const PTRACE_O_TRACEVFORK: c_long = 0x4;
/// `PTRACE_O_TRACECLONE`: trace the tasks `clone` makes.
pub(crate) const PTRACE_O_TRACECLONE: c_long = 0x8;
/// `PTRACE_O_TRACEEXEC`: stop at `PTRACE_EVENT_EXEC` after a successful `execve`.
pub(crate) const PTRACE_O_TRACEEXEC: c_long = 0x10;
/// `PTRACE_O_TRACEEXIT`: stop at `PTRACE_EVENT_EXIT` while the mm is still alive.
pub(crate) const PTRACE_O_TRACEEXIT: c_long = 0x40;
/// `PTRACE_O_EXITKILL`: SIGKILL the tracee when the tracer exits.
pub(crate) const PTRACE_O_EXITKILL: c_long = 0x10_0000;
/// Event code (bits 16..24 of the wait status) of the exec stop.
pub(crate) const PTRACE_EVENT_EXEC: c_int = 4;
/// Event code of the exit stop.
pub(crate) const PTRACE_EVENT_EXIT: c_int = 6;
/// Event code of a group stop or `PTRACE_INTERRUPT` stop of a seized tracee.
pub(crate) const PTRACE_EVENT_STOP: c_int = 128;

// perf_event_open(2) (`<linux/perf_event.h>`).
/// `PERF_FLAG_FD_CLOEXEC`: open the event fd close-on-exec.
pub(crate) const PERF_FLAG_FD_CLOEXEC: c_long = 1 << 3;
/// `PERF_TYPE_SOFTWARE`.
pub(crate) const PERF_TYPE_SOFTWARE: u32 = 1;
/// `PERF_COUNT_SW_DUMMY`: a software event that never counts.
pub(crate) const PERF_COUNT_SW_DUMMY: u64 = 9;
/// `perf_event_attr.disabled` (bit 0 of the flag word).
pub(crate) const ATTR_DISABLED: u64 = 1 << 0;
/// `perf_event_attr.inherit` (bit 1): children and threads inherit the event.
pub(crate) const ATTR_INHERIT: u64 = 1 << 1;
/// `perf_event_attr.enable_on_exec` (bit 12).
pub(crate) const ATTR_ENABLE_ON_EXEC: u64 = 1 << 12;

/// `CLOSE_RANGE_CLOEXEC` (`<linux/close_range.h>`): mark the range close-on-exec
/// instead of closing it.
pub(crate) const CLOSE_RANGE_CLOEXEC: c_long = 1 << 2;
/// `AT_EXECFN` (`<linux/auxvec.h>`): auxv entry pointing at the exec'd path string.
pub(crate) const AT_EXECFN: u64 = 31;
/// Page size on x86-64.
pub(crate) const PAGE: u64 = 4096;

/// `struct perf_event_attr` as of `PERF_ATTR_SIZE_VER8` (136 bytes). The
/// single-bit fields (`disabled`, `inherit`, ...) are the `flags` word.
#[repr(C)]
#[derive(Default, Clone)]
pub(crate) struct PerfEventAttr {
    pub(crate) type_: u32,
    pub(crate) size: u32,
    pub(crate) config: u64,
    pub(crate) sample_period: u64,
    pub(crate) sample_type: u64,
    pub(crate) read_format: u64,
    pub(crate) flags: u64,
    pub(crate) wakeup_events: u32,
    pub(crate) bp_type: u32,
    pub(crate) config1: u64,
    pub(crate) config2: u64,
    pub(crate) branch_sample_type: u64,
    pub(crate) sample_regs_user: u64,
    pub(crate) sample_stack_user: u32,
    pub(crate) clockid: i32,
    pub(crate) sample_regs_intr: u64,
    pub(crate) aux_watermark: u32,
    pub(crate) sample_max_stack: u16,
    pub(crate) reserved_2: u16,
    pub(crate) aux_sample_size: u32,
    pub(crate) reserved_3: u32,
    pub(crate) sig_data: u64,
    pub(crate) config3: u64,
}
const _: () = assert!(std::mem::size_of::<PerfEventAttr>() == 136);

/// The calling thread's `errno`. Async-signal-safe (reads a thread-local
/// integer, allocates nothing).
pub(crate) fn errno() -> c_int {
    io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// [`HostError::Sys`] for the system call `what` that just failed.
pub(crate) fn last_error(what: &'static str) -> HostError {
    HostError::Sys { what, source: io::Error::last_os_error() }
}

/// A NULL-terminated array of C strings, as `execve(2)` takes for `argv` and
/// `envp`, owning its strings.
pub(crate) struct CStrArray {
    /// Keeps the strings `ptrs` points at alive.
    _strings: Vec<CString>,
    /// One pointer per string, then NULL.
    ptrs: Vec<*const c_char>,
}

impl CStrArray {
    /// Takes ownership of `strings` and builds the pointer array.
    pub(crate) fn new(strings: Vec<CString>) -> CStrArray {
        let mut ptrs: Vec<*const c_char> = strings.iter().map(|c| c.as_ptr()).collect();
        ptrs.push(std::ptr::null());
        CStrArray { _strings: strings, ptrs }
    }

    /// The NULL-terminated pointer array, valid while `self` lives.
    pub(crate) fn as_ptr(&self) -> *const *const c_char {
        self.ptrs.as_ptr()
    }
}

/// `getpid(2)`.
pub(crate) fn getpid() -> pid_t {
    // SAFETY: getpid takes no arguments, touches no memory and cannot fail.
    unsafe { libc::getpid() }
}

/// `geteuid(2)`.
pub(crate) fn geteuid() -> libc::uid_t {
    // SAFETY: geteuid takes no arguments, touches no memory and cannot fail.
    unsafe { libc::geteuid() }
}

/// `setpgid(pid, pid)`: make `pid` the leader of its own process group.
/// Failure is ignored: the child does the same itself, and reports if it fails.
pub(crate) fn make_group_leader(pid: pid_t) {
    // SAFETY: setpgid takes integers only and touches no memory of this process.
    unsafe { libc::setpgid(pid, pid) };
}

/// `kill(2)`.
pub(crate) fn kill(pid: pid_t, sig: c_int) {
    // SAFETY: kill takes integers only and touches no memory of this process.
    unsafe { libc::kill(pid, sig) };
}

/// `kill(2)`; whether it succeeded (with signal 0: whether `pid` names a live process
/// or, negative, process group).
pub(crate) fn kill_checked(pid: pid_t, sig: c_int) -> bool {
    // SAFETY: kill takes integers only and touches no memory of this process.
    unsafe { libc::kill(pid, sig) == 0 }
}

/// The `ptrace(2)` requests this crate makes: the ones whose `addr` and
/// `data` are integers, never pointers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PtraceRequest {
    /// `PTRACE_SEIZE` with these `PTRACE_O_*` options.
    Seize(c_long),
    /// `PTRACE_CONT`, delivering this signal (0: none).
    Cont(c_int),
    /// `PTRACE_SYSCALL`, delivering this signal (0: none).
    Syscall(c_int),
    /// `PTRACE_LISTEN`.
    Listen,
    /// `PTRACE_DETACH`.
    Detach,
}

impl PtraceRequest {
    /// The request's name, for error messages.
    pub(crate) fn name(self) -> &'static str {
        match self {
            PtraceRequest::Seize(_) => "PTRACE_SEIZE",
            PtraceRequest::Cont(_) => "PTRACE_CONT",
            PtraceRequest::Syscall(_) => "PTRACE_SYSCALL",
            PtraceRequest::Listen => "PTRACE_LISTEN",
            PtraceRequest::Detach => "PTRACE_DETACH",
        }
    }
}

/// `ptrace(request, pid, 0, data)`.
pub(crate) fn ptrace(pid: pid_t, request: PtraceRequest) -> io::Result<()> {
    let (req, data) = match request {
        PtraceRequest::Seize(options) => (PTRACE_SEIZE, options),
        PtraceRequest::Cont(signal) => (PTRACE_CONT, c_long::from(signal)),
        PtraceRequest::Syscall(signal) => (PTRACE_SYSCALL, c_long::from(signal)),
        PtraceRequest::Listen => (PTRACE_LISTEN, 0),
        PtraceRequest::Detach => (PTRACE_DETACH, 0),
    };
    // SAFETY: for these five requests `addr` (0 here) and `data` are
    // integers; the kernel does not access this process's memory through them.
    let r = unsafe { libc::syscall(libc::SYS_ptrace, req, c_long::from(pid), 0 as c_long, data) };
    if r < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(())
    }
}

/// `waitpid(pid, &status, __WALL)`, retried on `EINTR`; returns the status.
pub(crate) fn waitpid(pid: pid_t) -> io::Result<c_int> {
    loop {
        let mut status: c_int = 0;
        // SAFETY: `status` is a valid, writable c_int for the kernel to fill.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::__WALL) };
        if r >= 0 {
            return Ok(status);
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

/// `waitpid(-pgid, &status, __WALL)`, retried on `EINTR`: any task of process group
/// `pgid` this process may wait for (its children and its tracees); returns the task's
/// id and status.
pub(crate) fn waitpid_group(pgid: pid_t) -> io::Result<(pid_t, c_int)> {
    loop {
        let mut status: c_int = 0;
        // SAFETY: `status` is a valid, writable c_int for the kernel to fill.
        let r = unsafe { libc::waitpid(-pgid, &mut status, libc::__WALL) };
        if r >= 0 {
            return Ok((r, status));
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

/// `pidfd_open(2)`: a close-on-exec fd referring to process `pid`.
pub(crate) fn pidfd_open(pid: pid_t) -> Result<OwnedFd, HostError> {
    // SAFETY: pidfd_open takes integers only; it returns a new fd or -1.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, c_long::from(pid), 0 as c_long) };
    fd_result(fd, "pidfd_open")
}

/// `pidfd_getfd(2)`: a close-on-exec duplicate of the fd `target_fd` of the
/// process `pidfd` refers to.
pub(crate) fn pidfd_getfd(pidfd: &OwnedFd, target_fd: RawFd) -> Result<OwnedFd, HostError> {
    // SAFETY: pidfd_getfd takes integers only; it returns a new fd or -1.
    let fd = unsafe {
        libc::syscall(libc::SYS_pidfd_getfd, c_long::from(pidfd.as_raw_fd()), c_long::from(target_fd), 0 as c_long)
    };
    fd_result(fd, "pidfd_getfd")
}

/// `pidfd_send_signal(pidfd, SIGKILL, NULL, 0)`. Unlike `kill(2)` it can
/// never hit a reused pid. Failure (the process is gone) is ignored.
pub(crate) fn pidfd_sigkill(pidfd: &OwnedFd) {
    // SAFETY: the `info` argument is NULL, so pidfd_send_signal reads no
    // memory of this process; all other arguments are integers.
    unsafe {
        libc::syscall(
            libc::SYS_pidfd_send_signal,
            c_long::from(pidfd.as_raw_fd()),
            c_long::from(libc::SIGKILL),
            0 as c_long,
            0 as c_long,
        )
    };
}

/// Wraps the result of a syscall that returns a new fd (or -1) in an [`OwnedFd`].
fn fd_result(fd: c_long, what: &'static str) -> Result<OwnedFd, HostError> {
    if fd < 0 {
        return Err(last_error(what));
    }
    // SAFETY: the syscall just returned `fd` (a c_int, so the cast is
    // lossless) as a new descriptor, which nothing else in this process owns.
    Ok(unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
}

/// One `read(2)` into `buf` (no retry); returns the byte count.
pub(crate) fn read(fd: impl AsFd, buf: &mut [u8]) -> io::Result<usize> {
    // SAFETY: `buf` is a live, writable buffer of `buf.len()` bytes.
    let r = unsafe { libc::read(fd.as_fd().as_raw_fd(), buf.as_mut_ptr().cast(), buf.len()) };
    usize::try_from(r).map_err(|_| io::Error::last_os_error())
}

/// Fills `buf` from `fd`, retrying on `EINTR`; `false` on EOF or error first.
pub(crate) fn read_exact(fd: impl AsFd, buf: &mut [u8]) -> bool {
    let mut done = 0;
    while let Some(rest) = buf.get_mut(done..).filter(|r| !r.is_empty()) {
        match read(fd.as_fd(), rest) {
            Ok(0) => return false,
            Ok(k) => done += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return false,
        }
    }
    true
}

/// `poll(2)` on `fds` with a timeout in ms (-1: none); returns how many are ready.
pub(crate) fn poll(fds: &mut [libc::pollfd], timeout_ms: c_int) -> io::Result<usize> {
    // SAFETY: `fds` is a live, writable slice of initialised pollfd structs
    // and the count passed is its length.
    let r = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, timeout_ms) };
    usize::try_from(r).map_err(|_| io::Error::last_os_error())
}

/// Converts a request string to a C string; a NUL in it is an invalid request.
pub(crate) fn cstring(what: &str, bytes: &[u8]) -> Result<CString, HostError> {
    CString::new(bytes).map_err(|_| HostError::InvalidRequest(format!("{what} contains a NUL byte")))
}

/// Kills (the process and, with `group`, its process group) and reaps a
/// child when dropped, unless it has been reaped already.
pub(crate) struct ChildGuard {
    /// The child; unreaped while `reaped` is false, so the pid is not reused.
    pub(crate) pid: pid_t,
    /// The child leads its own process group, which is killed too.
    pub(crate) group: bool,
    /// Set once the child has been waited for.
    pub(crate) reaped: bool,
}

impl ChildGuard {
    /// SIGKILL the child (and its group) and reap it, continuing any ptrace
    /// stops on the way; a no-op once reaped.
    pub(crate) fn kill_and_reap(&mut self) {
        if self.reaped {
            return;
        }
        // The pid is our unreaped child, so it cannot have been reused, and
        // its process group id cannot be reallocated while the child exists.
        kill(self.pid, libc::SIGKILL);
        if self.group {
            kill(-self.pid, libc::SIGKILL);
        }
        while let Ok(status) = waitpid(self.pid) {
            if libc::WIFEXITED(status) || libc::WIFSIGNALED(status) {
                break;
            }
            if libc::WIFSTOPPED(status) {
                let _ = ptrace(self.pid, PtraceRequest::Cont(0));
            }
        }
        self.reaped = true;
    }
}

impl Drop for ChildGuard {
    fn drop(&mut self) {
        self.kill_and_reap();
    }
}

/// Orders this process's forks against the closing of its probe fds.
///
/// A forked child gets a copy of every descriptor of the parent, those of other runs in
/// other threads included, and a perf event lives until its last descriptor is closed:
/// a probe "detached" while some child still held a copy stayed registered, with its
/// int3 in the guest, until that child exec'd (`tests::a_detach_is_final_while_another_run_forks`).
/// So each fork here holds the gate for reading until its child has dropped every
/// descriptor it inherited (or exec'd, or died) and the parent knows it, and each close
/// of probe fds holds it for writing. While a closer holds it, no child of this crate
/// holds a copy, so the close drops the last reference: `perf_release` (run from the
/// closing task's `task_work` before `close` returns) unregisters the consumer, and the
/// uprobe with it, before the run goes on.
///
/// Forks made elsewhere in the process (`std::process::Command`) are not ordered by it:
/// they exec at once, which closes their copies (perf fds are opened close-on-exec), so
/// only such a fork in the instant before its exec can still make a close not the last.
static FORK_GATE: std::sync::RwLock<()> = std::sync::RwLock::new(());

/// Held from before a `fork` until the child holds no inherited descriptor ([`FORK_GATE`]).
pub(crate) fn fork_window() -> std::sync::RwLockReadGuard<'static, ()> {
    FORK_GATE.read().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Drops `fds` (probe fds) with no child of this process holding a copy ([`FORK_GATE`]),
/// so each close is the last one.
pub(crate) fn close_finally<T>(fds: T) {
    let _gate = FORK_GATE.write().unwrap_or_else(std::sync::PoisonError::into_inner);
    drop(fds);
}
