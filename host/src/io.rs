//! The child's I/O: the pipes and sockets of a run (`pipe2(2)`,
//! `socketpair(2)`), feeding stdin from a file, and the I/O thread that
//! captures stdout and stderr with `poll(2)` and enforces the deadline with
//! `pidfd_send_signal(2)` and `kill(2)` on the process group.

use std::fs::File;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::Path;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use libc::{c_int, pid_t};

use crate::sys::{self, last_error};
use crate::HostError;

/// When traced, the clock restarts at the exec stop; until then this much
/// extra time is allowed (fork, exec, helper forks, perf_event_open).
pub(crate) const PRE_EXEC_SLACK: Duration = Duration::from_secs(10);

/// Message on the control socket to the I/O thread: restart the clock.
pub(crate) const MSG_RESTART_CLOCK: u8 = b'R';
/// Message on the control socket to the I/O thread: the child is reaped.
pub(crate) const MSG_REAPED: u8 = b'D';

/// Pipe with both ends close-on-exec: `(read end, write end)`.
pub(crate) fn pipe_pair() -> Result<(OwnedFd, OwnedFd), HostError> {
    let mut fds = [-1 as c_int; 2];
    // SAFETY: `fds` is a valid, writable array of two c_ints as pipe2 requires.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(last_error("pipe2"));
    }
    // SAFETY: pipe2 succeeded, so both fds are open and owned by nobody else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Unix stream socket pair, close-on-exec (written with `MSG_NOSIGNAL`).
fn socket_pair() -> Result<(OwnedFd, OwnedFd), HostError> {
    let mut fds = [-1 as c_int; 2];
    // SAFETY: `fds` is a valid, writable array of two c_ints as socketpair requires.
    let r = unsafe { libc::socketpair(libc::AF_UNIX, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0, fds.as_mut_ptr()) };
    if r != 0 {
        return Err(last_error("socketpair"));
    }
    // SAFETY: socketpair succeeded, so both fds are open and owned by nobody else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Makes sure `fd` is not 0, 1 or 2 (`fcntl(F_DUPFD_CLOEXEC, 3)`), so the
/// child's `dup2` onto 0..=2 can never clobber a source fd it still needs.
fn above_stdio(fd: OwnedFd) -> Result<OwnedFd, HostError> {
    if fd.as_raw_fd() > 2 {
        return Ok(fd);
    }
    // SAFETY: F_DUPFD_CLOEXEC on an fd we own takes an integer argument and
    // returns a new fd or -1.
    let new = unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_DUPFD_CLOEXEC, 3) };
    if new < 0 {
        return Err(last_error("fcntl(F_DUPFD_CLOEXEC)"));
    }
    // SAFETY: fcntl returned a fresh fd that nobody else owns.
    Ok(unsafe { OwnedFd::from_raw_fd(new) })
}

/// The ends of a run's pipes and sockets that the guest child uses. All are
/// above 2 and close-on-exec; the parent closes its copies right after `fork`.
pub(crate) struct ChildEnds {
    /// The stdin file, opened for reading.
    pub(crate) stdin: OwnedFd,
    /// Write end of the stdout pipe.
    pub(crate) stdout: OwnedFd,
    /// Write end of the stderr pipe.
    pub(crate) stderr: OwnedFd,
    /// Write end of the error pipe (child setup/exec failures).
    pub(crate) errpipe: OwnedFd,
    /// The child's end of the barrier socket.
    pub(crate) barrier: OwnedFd,
}

/// The parent's ends of a run's pipes and sockets.
pub(crate) struct ParentEnds {
    /// Read end of the stdout pipe.
    pub(crate) stdout: OwnedFd,
    /// Read end of the stderr pipe.
    pub(crate) stderr: OwnedFd,
    /// Read end of the error pipe.
    pub(crate) errpipe: OwnedFd,
    /// One byte on it releases the child to `execve`.
    pub(crate) barrier: OwnedFd,
    /// The I/O thread's end of the control socket.
    pub(crate) control_rx: OwnedFd,
    /// The main thread's end of the control socket ([`MSG_RESTART_CLOCK`],
    /// [`MSG_REAPED`]).
    pub(crate) control_tx: OwnedFd,
}

/// Opens the stdin file (`None`: `/dev/null`) and creates the stdout,
/// stderr and error pipes, the barrier and the control socket.
pub(crate) fn open_channels(stdin: Option<&Path>) -> Result<(ChildEnds, ParentEnds), HostError> {
    let stdin_path: &Path = stdin.unwrap_or(Path::new("/dev/null"));
    let stdin_file =
        File::open(stdin_path).map_err(|source| HostError::Stdin { path: stdin_path.to_path_buf(), source })?;
    let stdin = above_stdio(OwnedFd::from(stdin_file))?;
    let (out_r, out_w) = pipe_pair()?;
    let out_w = above_stdio(out_w)?;
    let (err_r, err_w) = pipe_pair()?;
    let err_w = above_stdio(err_w)?;
    let (errpipe_r, errpipe_w) = pipe_pair()?;
    let errpipe_w = above_stdio(errpipe_w)?;
    let (barrier_parent, barrier_child) = socket_pair()?;
    let barrier_child = above_stdio(barrier_child)?;
    let (control_rx, control_tx) = socket_pair()?;
    Ok((
        ChildEnds { stdin, stdout: out_w, stderr: err_w, errpipe: errpipe_w, barrier: barrier_child },
        ParentEnds {
            stdout: out_r,
            stderr: err_r,
            errpipe: errpipe_r,
            barrier: barrier_parent,
            control_rx,
            control_tx,
        },
    ))
}

/// Sends one byte on a socket with `MSG_NOSIGNAL` (no SIGPIPE), retrying on `EINTR`.
pub(crate) fn send_byte(fd: &OwnedFd, byte: u8) -> std::io::Result<()> {
    let b = [byte];
    loop {
        // SAFETY: `b` is a live 1-byte buffer; send reads exactly that.
        let r = unsafe { libc::send(fd.as_raw_fd(), b.as_ptr().cast(), 1, libc::MSG_NOSIGNAL) };
        if r == 1 {
            return Ok(());
        }
        let e = std::io::Error::last_os_error();
        if r < 0 && e.kind() == std::io::ErrorKind::Interrupted {
            continue;
        }
        return Err(e);
    }
}

/// What the I/O thread collected.
pub(crate) struct IoResult {
    /// Everything read from the stdout pipe, up to the cap.
    pub(crate) stdout: Vec<u8>,
    /// Everything read from the stderr pipe, up to the cap.
    pub(crate) stderr: Vec<u8>,
    /// Bytes read from the stdout pipe in all (kept or not).
    pub(crate) stdout_len: u64,
    /// Bytes read from the stderr pipe in all.
    pub(crate) stderr_len: u64,
    /// Output beyond the cap was discarded.
    pub(crate) truncated: bool,
    /// The deadline passed and the child and its process group were killed.
    pub(crate) killed_at_deadline: bool,
}

/// What the I/O thread works on.
pub(crate) struct IoSetup {
    /// Read end of the stdout pipe.
    pub(crate) out: OwnedFd,
    /// Read end of the stderr pipe.
    pub(crate) err: OwnedFd,
    /// The I/O thread's end of the control socket.
    pub(crate) control: OwnedFd,
    /// pidfd of the child, for the deadline kill.
    pub(crate) pidfd: OwnedFd,
    /// The child's process group, killed at the deadline too.
    pub(crate) pgid: pid_t,
    /// The guest's wall-clock limit.
    pub(crate) timeout: Duration,
    /// Extra time allowed before the first clock restart (exec stop),
    /// so that slow probe attachment never eats into the guest's time.
    pub(crate) pre_exec_slack: Duration,
    /// Cap per output stream.
    pub(crate) max: usize,
    /// How long to keep reading after the deadline kill.
    pub(crate) grace: Duration,
    /// The guest's whole tree, killed at the deadline with the process group.
    pub(crate) tree: std::sync::Arc<crate::contain::Tree>,
}

/// Starts the I/O thread on `setup`; see [`io_loop`].
pub(crate) fn spawn_io_thread(setup: IoSetup) -> Result<JoinHandle<Result<IoResult, HostError>>, HostError> {
    std::thread::Builder::new()
        .name("probesim-host-io".into())
        .spawn(move || io_loop(setup))
        .map_err(|e| HostError::Thread { what: "spawn", source: Some(e) })
}

/// SIGKILL the child through its pidfd (which can never hit a reused pid)
/// and its process group with `kill(-pgid)` (a process group id cannot be
/// reallocated while any member exists, and the group is the child's own), and the
/// rest of its tree through its cgroup ([`crate::contain`]).
fn kill_all(s: &IoSetup) {
    sys::pidfd_sigkill(&s.pidfd);
    sys::kill(-s.pgid, libc::SIGKILL);
    s.tree.kill();
}

/// Milliseconds until `t` for `poll`, rounded up, saturating at `c_int::MAX`.
fn ms_until(t: Instant) -> c_int {
    let d = t.saturating_duration_since(Instant::now());
    let ms = d.as_millis().saturating_add(u128::from(!d.subsec_nanos().is_multiple_of(1_000_000)));
    c_int::try_from(ms).unwrap_or(c_int::MAX)
}

/// Reads both output pipes to EOF and enforces the deadline. Ends when
/// both pipes are closed and the main thread has reaped the child
/// (signalled through `control`), or after the post-kill grace period.
/// On error the child and its group are killed, so the main thread's wait ends.
fn io_loop(s: IoSetup) -> Result<IoResult, HostError> {
    let r = io_loop_inner(&s);
    if r.is_err() {
        kill_all(&s);
    }
    r
}

fn io_loop_inner(s: &IoSetup) -> Result<IoResult, HostError> {
    let mut res = IoResult {
        stdout: Vec::new(),
        stderr: Vec::new(),
        stdout_len: 0,
        stderr_len: 0,
        truncated: false,
        killed_at_deadline: false,
    };
    let fds = [&s.out, &s.err, &s.control];
    let mut open = [true, true];
    let mut cancelled = false;
    let mut killed_at: Option<Instant> = None;
    let mut deadline = Instant::now().checked_add(s.timeout).and_then(|d| d.checked_add(s.pre_exec_slack));
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        if !open[0] && !open[1] && cancelled {
            break;
        }
        let now = Instant::now();
        if killed_at.is_none() {
            if let Some(d) = deadline {
                if now >= d {
                    kill_all(s);
                    res.killed_at_deadline = true;
                    killed_at = Some(now);
                }
            }
        }
        let wake = match killed_at {
            Some(k) => {
                let give_up = k.checked_add(s.grace).unwrap_or(k);
                if now >= give_up {
                    // Something outside the process group holds the
                    // pipes; keep what was read.
                    break;
                }
                Some(give_up)
            }
            None => deadline,
        };
        let mut pfds = [libc::pollfd { fd: -1, events: 0, revents: 0 }; 3];
        let mut which = [0usize; 3];
        let mut n = 0usize;
        for (i, fd) in fds.into_iter().enumerate() {
            let wanted = if i == 2 { !cancelled } else { open.get(i).copied().unwrap_or(false) };
            if let (true, Some(p), Some(w)) = (wanted, pfds.get_mut(n), which.get_mut(n)) {
                *p = libc::pollfd { fd: fd.as_raw_fd(), events: libc::POLLIN, revents: 0 };
                *w = i;
                n += 1;
            }
        }
        let timeout = wake.map_or(-1, ms_until);
        if let Err(e) = sys::poll(pfds.get_mut(..n).unwrap_or(&mut []), timeout) {
            if e.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(HostError::Sys { what: "poll", source: e });
        }
        for (p, &w) in pfds.iter().zip(which.iter()).take(n) {
            let Some(fd) = fds.get(w).filter(|_| p.revents != 0) else {
                continue;
            };
            if w == 2 {
                let mut msgs = [0u8; 16];
                let got = match sys::read(fd, &mut msgs) {
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Ok(0) | Err(_) => {
                        cancelled = true; // main thread gone: stop waiting for it
                        continue;
                    }
                    Ok(got) => got,
                };
                for &m in msgs.iter().take(got) {
                    match m {
                        MSG_RESTART_CLOCK if killed_at.is_none() => {
                            deadline = Instant::now().checked_add(s.timeout);
                        }
                        MSG_REAPED => cancelled = true,
                        _ => {}
                    }
                }
                continue;
            }
            let got = match sys::read(fd, &mut chunk) {
                Ok(got) => got,
                Err(e) => {
                    if !matches!(e.raw_os_error(), Some(libc::EINTR | libc::EAGAIN)) {
                        if let Some(o) = open.get_mut(w) {
                            *o = false;
                        }
                    }
                    continue;
                }
            };
            if got == 0 {
                if let Some(o) = open.get_mut(w) {
                    *o = false;
                }
                continue;
            }
            let data = chunk.get(..got).unwrap_or(&[]);
            let total = if w == 0 { &mut res.stdout_len } else { &mut res.stderr_len };
            *total = total.saturating_add(got as u64);
            let buf = if w == 0 { &mut res.stdout } else { &mut res.stderr };
            let room = s.max.saturating_sub(buf.len());
            if data.len() > room {
                res.truncated = true;
            }
            buf.extend_from_slice(data.get(..room.min(data.len())).unwrap_or(&[]));
        }
    }
    Ok(res)
}
