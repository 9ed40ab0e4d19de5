//! Code that runs in a forked child of the driver, between `fork(2)` and
//! `execve(2)` or `_exit(2)`: the guest before it execs, and the attach
//! helpers that open perf events for it.
//!
//! The driver is multi-threaded (the output thread, other concurrent runs),
//! and after `fork` the child has only the forking thread, while any lock
//! another thread held (the allocator's, stdio's, a `Mutex`) stays locked
//! for good. So the child may call only async-signal-safe functions (POSIX,
//! signal-safety(7)). Everything this module runs after `fork` keeps to
//! that, and must keep to it:
//!
//! - no allocation, no locks, no `std` I/O, no thread-locals but `errno`;
//! - no panics: no `unwrap`, indexing, slicing or overflowing arithmetic
//!   (the lints below deny them here), only `get`, saturating operations and
//!   fixed-size arrays with constant indices;
//! - only raw system calls through `libc`, on data the parent allocated and
//!   validated before forking ([`GuestSpec`], [`HelperSpec`]);
//! - no return into the caller: every path ends in `execve`, `_exit`, or
//!   `pause` until the parent kills the process.
//!
//! The `spawn_*` functions up to their `fork`, [`step_name`] and
//! [`decode_record`] run in the parent.
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::unreachable,
    clippy::todo,
    clippy::unimplemented
)]

use std::ffi::CStr;
use std::io;
use std::os::fd::{OwnedFd, RawFd};

use libc::{c_int, c_long, pid_t};

use crate::io::ChildEnds;
use crate::sys::{errno, CStrArray, PerfEventAttr, CLOSE_RANGE_CLOEXEC, PERF_FLAG_FD_CLOEXEC};
use crate::HostError;

/// Exit status of the guest child when it gives up before exec (the parent
/// went away: barrier EOF, or a parent other than the one that forked it).
const CHILD_ABANDONED: c_int = 126;
/// Exit status of the guest child after reporting a setup or exec error.
const CHILD_FAILED: c_int = 127;

/// The guest child's setup steps, reported through the error pipe by index.
const STEPS: [&str; 7] = [
    "setpgid",
    "prctl(PR_SET_PDEATHSIG)",
    "personality(ADDR_NO_RANDOMIZE)",
    "dup2(stdin)",
    "dup2(stdout)",
    "dup2(stderr)",
    "execve",
];
const STEP_SETPGID: u32 = 0;
const STEP_PDEATHSIG: u32 = 1;
const STEP_PERSONALITY: u32 = 2;
const STEP_DUP_STDIN: u32 = 3;
const STEP_DUP_STDOUT: u32 = 4;
const STEP_DUP_STDERR: u32 = 5;
/// The step index of `execve` itself.
pub(crate) const STEP_EXECVE: u32 = 6;

/// The name of setup step `step` of the guest child.
pub(crate) fn step_name(step: u32) -> &'static str {
    STEPS.get(step as usize).copied().unwrap_or("unknown")
}

/// Index in a helper's report record that stands for its `mmap`, not a probe.
pub(crate) const RECORD_MAPPING: u32 = u32::MAX;

/// A record a child writes to a pipe: two native-endian 32-bit words
/// (guest: setup step and errno; helper: probe index and fd or -errno).
/// At 8 bytes (at most `PIPE_BUF`) each `write` is atomic, so records of
/// concurrent writers never interleave.
pub(crate) fn encode_record(a: u32, b: u32) -> [u8; 8] {
    let (a, b) = (a.to_ne_bytes(), b.to_ne_bytes());
    [a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]]
}

/// The two words of a record written by [`encode_record`].
pub(crate) fn decode_record(r: [u8; 8]) -> (u32, u32) {
    (u32::from_ne_bytes([r[0], r[1], r[2], r[3]]), u32::from_ne_bytes([r[4], r[5], r[6], r[7]]))
}

/// Writes one record to `fd`, retrying on `EINTR`; other failures are ignored.
fn write_record(fd: RawFd, a: u32, b: u32) {
    let rec = encode_record(a, b);
    loop {
        // SAFETY: `rec` is a live 8-byte buffer; write reads exactly that.
        let r = unsafe { libc::write(fd, rec.as_ptr().cast(), rec.len()) };
        if r < 0 && errno() == libc::EINTR {
            continue;
        }
        return;
    }
}

// ------------------------------------------------------------------- guest

/// Everything the guest child needs, prepared by the parent before `fork`.
pub(crate) struct GuestSpec<'a> {
    /// Becomes fd 0. All five fds are above 2, so the `dup2`s onto 0..=2
    /// cannot clobber one that is still needed.
    pub(crate) stdin_fd: RawFd,
    /// Becomes fd 1.
    pub(crate) out_fd: RawFd,
    /// Becomes fd 2.
    pub(crate) err_fd: RawFd,
    /// The child blocks reading one byte from this socket before `execve`.
    pub(crate) barrier_fd: RawFd,
    /// A failed step is reported here as (step, errno); close-on-exec, so a
    /// successful `execve` closes it without writing.
    pub(crate) errpipe_fd: RawFd,
    /// The file to execute.
    pub(crate) path: &'a CStr,
    /// `argv` for `execve`.
    pub(crate) argv: &'a CStrArray,
    /// `envp` for `execve`.
    pub(crate) envp: &'a CStrArray,
    /// The forking process; the child exits if its parent is another one.
    pub(crate) parent_pid: pid_t,
    /// Set `ADDR_NO_RANDOMIZE` with `personality(2)` before `execve`.
    pub(crate) no_aslr: bool,
}

/// Forks the guest child, which runs [`guest_main`] (drop what it inherited, set up,
/// wait for the barrier, `execve`), and returns its pid once the child holds no
/// descriptor but `ends` (it says so on the barrier; see [`crate::sys::fork_window`]).
/// `ends` are closed here after the fork; `barrier` is the parent's end of the barrier.
pub(crate) fn spawn_guest(spec: &GuestSpec<'_>, ends: ChildEnds, barrier: &OwnedFd) -> io::Result<pid_t> {
    let _gate = crate::sys::fork_window();
    // SAFETY: fork is sound in a multi-threaded process as long as the
    // child makes only async-signal-safe calls until it execs or exits;
    // the child runs only `guest_main`, which keeps to that (module docs)
    // and never returns.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(io::Error::last_os_error());
    }
    if pid == 0 {
        guest_main(spec);
    }
    // With the child's ends closed here, EOF means the child died first (its
    // descriptors are gone too).
    drop(ends);
    let mut b = [0u8; 1];
    while let Err(e) = crate::sys::read(barrier, &mut b) {
        if e.kind() != io::ErrorKind::Interrupted {
            break;
        }
    }
    Ok(pid)
}

/// Closes every descriptor from 3 up but those in `keep`.
fn close_all_but(mut keep: [c_int; 5]) {
    keep.sort_unstable();
    let mut lo: c_int = 3;
    for k in keep {
        if k > lo {
            // SAFETY: close_range takes integers; closing descriptors this copy of the
            // parent inherited touches nothing of the parent's.
            unsafe {
                libc::syscall(libc::SYS_close_range, c_long::from(lo), c_long::from(k.saturating_sub(1)), 0 as c_long)
            };
        }
        if k >= lo {
            lo = k.saturating_add(1);
        }
    }
    // SAFETY: as above.
    unsafe { libc::syscall(libc::SYS_close_range, c_long::from(lo), c_long::from(u32::MAX), 0 as c_long) };
}

/// Reports the failed step `step` with `err` on the error pipe and exits.
fn guest_fail(s: &GuestSpec<'_>, step: u32, err: c_int) -> ! {
    write_record(s.errpipe_fd, step, err as u32);
    // SAFETY: _exit takes an integer and ends the process without running
    // any of the parent's atexit handlers or destructors.
    unsafe { libc::_exit(CHILD_FAILED) }
}

/// The guest child: own process group, die with the parent, optional
/// `ADDR_NO_RANDOMIZE`, default signal mask and dispositions, fds 0..=2
/// wired, every other fd close-on-exec, wait for the barrier, `execve`.
fn guest_main(s: &GuestSpec<'_>) -> ! {
    // SAFETY: every call below is an async-signal-safe system call with
    // valid arguments: integers, stack-local sigset_t/sigaction structs,
    // fds open in this process, and the NUL-terminated path and
    // NULL-terminated argv/envp arrays that `s` borrows (allocated by the
    // parent before fork, so present in this copy of its memory).
    unsafe {
        // First, drop every descriptor inherited from the parent but this run's own:
        // a copy of another run's probe fd would keep that probe registered after its
        // run closed it, and a copy of its pipe ends would keep them open. Then tell
        // the parent, which holds its fork window until now (`sys::fork_window`).
        close_all_but([s.stdin_fd, s.out_fd, s.err_fd, s.barrier_fd, s.errpipe_fd]);
        let ready = [0u8; 1];
        while libc::send(s.barrier_fd, ready.as_ptr().cast(), 1, libc::MSG_NOSIGNAL) < 0 && errno() == libc::EINTR {}
        // Own process group so a deadline kill also reaches descendants.
        if libc::setpgid(0, 0) != 0 {
            guest_fail(s, STEP_SETPGID, errno());
        }
        // Die with the parent thread; close the race with its death.
        if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong, 0, 0, 0) != 0 {
            guest_fail(s, STEP_PDEATHSIG, errno());
        }
        if libc::getppid() != s.parent_pid {
            libc::_exit(CHILD_ABANDONED);
        }
        if s.no_aslr {
            let cur = libc::personality(0xffff_ffff);
            if cur < 0 || libc::personality((cur | libc::ADDR_NO_RANDOMIZE) as libc::c_ulong) < 0 {
                guest_fail(s, STEP_PERSONALITY, errno());
            }
        }
        // Default signal state, like a fresh process (the Rust runtime
        // ignores SIGPIPE, and ignored dispositions survive exec).
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigprocmask(libc::SIG_SETMASK, &set, std::ptr::null_mut());
        let mut dfl: libc::sigaction = std::mem::zeroed();
        dfl.sa_sigaction = libc::SIG_DFL;
        libc::sigemptyset(&mut dfl.sa_mask);
        for sig in 1..=64 {
            if sig != libc::SIGKILL && sig != libc::SIGSTOP {
                libc::sigaction(sig, &dfl, std::ptr::null_mut());
            }
        }
        // All source fds are > 2; dup2 clears close-on-exec on the copy.
        if libc::dup2(s.stdin_fd, 0) < 0 {
            guest_fail(s, STEP_DUP_STDIN, errno());
        }
        if libc::dup2(s.out_fd, 1) < 0 {
            guest_fail(s, STEP_DUP_STDOUT, errno());
        }
        if libc::dup2(s.err_fd, 2) < 0 {
            guest_fail(s, STEP_DUP_STDERR, errno());
        }
        // Nothing but 0..=2 may leak into the guest. Best effort.
        libc::syscall(libc::SYS_close_range, 3 as c_long, c_long::from(u32::MAX), CLOSE_RANGE_CLOEXEC);
        // Wait for the parent to attach ptrace / the probes.
        let mut b = 0u8;
        loop {
            let r = libc::read(s.barrier_fd, (&mut b as *mut u8).cast(), 1);
            if r == 1 {
                break;
            }
            if r < 0 && errno() == libc::EINTR {
                continue;
            }
            libc::_exit(CHILD_ABANDONED);
        }
        libc::execve(s.path.as_ptr(), s.argv.as_ptr(), s.envp.as_ptr());
        guest_fail(s, STEP_EXECVE, errno())
    }
}

// ----------------------------------------------------------------- helpers

/// What one attach helper needs, prepared by the parent before `fork`.
///
/// A helper maps a private anonymous range at `map_start` over whatever its
/// copy of the parent's memory has there and writes `path` at `dst`, so
/// [`spawn_helper`] first checks that the range holds `dst..dst+path.len()`
/// and overlaps neither the spec, its data, nor the calling thread's stack.
#[derive(Clone, Copy)]
pub(crate) struct HelperSpec<'a> {
    /// The events to open (their `config1` is `dst`).
    pub(crate) attrs: &'a [PerfEventAttr],
    /// This helper opens `attrs[first]`, `attrs[first + step]`, ...
    pub(crate) first: usize,
    /// The number of helpers; not 0.
    pub(crate) step: usize,
    /// Start of the range to map (page-aligned).
    pub(crate) map_start: u64,
    /// End of the range to map (page-aligned).
    pub(crate) map_end: u64,
    /// Where `path` goes: the guest's `AT_EXECFN` address.
    pub(crate) dst: u64,
    /// The exec path with its NUL, as the guest has it at `dst`.
    pub(crate) path: &'a [u8],
    /// The process the events are opened for.
    pub(crate) guest: pid_t,
    /// Write end of the report pipe.
    pub(crate) report_fd: RawFd,
    /// The forking process; the helper exits if its parent is another one.
    pub(crate) parent_pid: pid_t,
}

fn overlaps(a0: u64, a1: u64, b0: u64, b1: u64) -> bool {
    a0 < b1 && b0 < a1
}

/// Whether `spec`'s range overlaps the stack this thread is running on (see
/// [`spawn_helper`]). The guest's `AT_EXECFN` page is at the top of its stack, a
/// random address in the same region as the main thread's stack here: now and then
/// the two meet.
pub(crate) fn collides_with_this_stack(spec: &HelperSpec<'_>) -> bool {
    let probe = 0u8;
    let sp = &probe as *const u8 as u64;
    overlaps(spec.map_start, spec.map_end, sp.saturating_sub(STACK_BELOW), sp.saturating_add(STACK_ABOVE))
}

/// How far below the current stack pointer a helper may use its stack: the helper's
/// frames, with room to spare.
const STACK_BELOW: u64 = 256 << 10;
/// How far above it: the caller's frames up to the spec's.
const STACK_ABOVE: u64 = 16 << 10;

/// [`spawn_helper`], from a short-lived thread when the range meets this thread's stack
/// ([`collides_with_this_stack`]): the thread's stack is mapped elsewhere (not in the
/// stack region), and the spec is copied onto it. A collision that remains is an error,
/// as in [`spawn_helper`].
pub(crate) fn spawn_helper_clear_of_stack(spec: &HelperSpec<'_>) -> Result<pid_t, HostError> {
    if !collides_with_this_stack(spec) {
        return spawn_helper(spec);
    }
    let spec = *spec;
    std::thread::scope(|s| {
        s.spawn(move || {
            let local = spec;
            spawn_helper(&local)
        })
        .join()
        .unwrap_or_else(|_| {
            Err(HostError::Attach { reason: "the attach helper's thread panicked".into(), source: None })
        })
    })
}

/// Checks `spec` (see [`HelperSpec`]) and forks an attach helper, which runs
/// [`helper_main`]. Returns its pid in the parent.
pub(crate) fn spawn_helper(spec: &HelperSpec<'_>) -> Result<pid_t, HostError> {
    let attach = |reason: String| HostError::Attach { reason, source: None };
    let (map_start, map_end) = (spec.map_start, spec.map_end);
    let dst_end = spec.dst.saturating_add(spec.path.len() as u64);
    if spec.dst < map_start || dst_end > map_end || spec.step == 0 {
        return Err(attach(format!(
            "AT_EXECFN {:#x} is not inside the helper mapping {map_start:#x}..{map_end:#x}",
            spec.dst
        )));
    }
    // The helper runs on this thread's stack below here; the spec lives
    // in the caller's frame above.
    let range = |lo: *const u8, len: usize| (lo as u64, (lo as u64).saturating_add(len as u64));
    let used = [
        range((spec as *const HelperSpec<'_>).cast(), std::mem::size_of::<HelperSpec<'_>>()),
        range(spec.attrs.as_ptr().cast(), std::mem::size_of_val(spec.attrs)),
        range(spec.path.as_ptr(), spec.path.len()),
    ];
    if collides_with_this_stack(spec) || used.iter().any(|&(lo, hi)| overlaps(map_start, map_end, lo, hi)) {
        return Err(attach(format!(
            "the guest's AT_EXECFN page {map_start:#x} collides with memory this thread is using \
             (is ASLR disabled for this process?); retry or use AttachMode::EnableOnExec"
        )));
    }
    // SAFETY: as for `spawn_guest`: the child runs only `helper_main`,
    // which makes only async-signal-safe calls and never returns.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(HostError::Sys { what: "fork (attach helper)", source: io::Error::last_os_error() });
    }
    if pid == 0 {
        helper_main(spec);
    }
    Ok(pid)
}

/// The attach helper: maps a private page range at the guest's `AT_EXECFN`
/// address, copies the path there, opens the perf events `first, first +
/// step, ...` for the guest, reports each fd number (or -errno), closes its
/// end of the report pipe and waits to be killed once the parent has taken
/// the fds with `pidfd_getfd`.
fn helper_main(s: &HelperSpec<'_>) -> ! {
    // SAFETY: `spawn_helper` checked that [map_start, map_end) holds
    // [dst, dst+path.len()) and overlaps neither `s`, `attrs`, `path` nor
    // this thread's live stack, so replacing whatever this throwaway copy of
    // the parent had there is harmless and the copy writes only freshly
    // mapped memory. Everything else is async-signal-safe
    // system calls on integers and on the live `attrs` elements.
    unsafe {
        // Drop every inherited fd but the report pipe: a copy of another
        // concurrent run's pipe end kept alive here would stall it.
        let rfd = c_long::from(s.report_fd);
        if rfd > 3 {
            libc::syscall(libc::SYS_close_range, 3 as c_long, rfd.saturating_sub(1), 0 as c_long);
        }
        libc::syscall(libc::SYS_close_range, rfd.saturating_add(1), c_long::from(u32::MAX), 0 as c_long);
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong, 0, 0, 0);
        if libc::getppid() != s.parent_pid {
            libc::_exit(1);
        }
        let m = libc::mmap(
            s.map_start as usize as *mut libc::c_void,
            s.map_end.saturating_sub(s.map_start) as usize,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED,
            -1,
            0,
        );
        if m == libc::MAP_FAILED {
            write_record(s.report_fd, RECORD_MAPPING, errno().saturating_neg() as u32);
            libc::_exit(1);
        }
        std::ptr::copy_nonoverlapping(s.path.as_ptr(), s.dst as usize as *mut u8, s.path.len());
        let mut i = s.first;
        while let Some(attr) = s.attrs.get(i) {
            let fd = libc::syscall(
                libc::SYS_perf_event_open,
                attr as *const PerfEventAttr,
                c_long::from(s.guest),
                -1 as c_long,
                -1 as c_long,
                PERF_FLAG_FD_CLOEXEC,
            );
            let v = if fd < 0 { errno().saturating_neg() } else { fd as c_int };
            write_record(s.report_fd, i as u32, v as u32);
            i = i.saturating_add(s.step);
        }
        libc::close(s.report_fd);
        loop {
            libc::pause();
        }
    }
}
