//! Real-kernel oracle: run a static ELF natively on this machine with real
//! uprobes attached (via `perf_event_open` on the uprobe PMU) and report its
//! exit status, its output and how often every probe fired.
//!
//! # Mechanics
//!
//! 1. Everything the child needs (C strings, fds) is prepared before `fork`,
//!    so the child only makes async-signal-safe system calls.
//! 2. The child puts itself in its own process group, resets its signal mask
//!    and dispositions to the defaults, wires stdin/stdout/stderr, marks every
//!    other fd close-on-exec, then blocks on a barrier socket.
//! 3. The parent `PTRACE_SEIZE`s the child (`PTRACE_O_TRACEEXEC |
//!    PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL`), starts a thread that reads the
//!    output pipes and enforces the deadline, and releases the child, which
//!    `execve`s the ELF.
//! 4. At the exec stop (no user instruction of the new image has run yet) the
//!    probes are attached, see [`AttachMode::ExecStop`], and the child is
//!    continued (or detached when `trace_exit` is off).
//! 5. Signal-delivery stops pass the signal on unchanged, group stops stay
//!    stopped (`PTRACE_LISTEN`), and at `PTRACE_EVENT_EXIT` (the mm is still
//!    alive) the requested memory ranges are read from `/proc/PID/mem` and
//!    `/proc/PID/maps` is captured.
//! 6. After the child is reaped the hit counts are read from the perf fds.
//!
//! # Kernel quirk that shapes the design
//!
//! An `inherit`ed uprobe perf event is re-created at every `fork`/`clone` of
//! the traced task, and the kernel then re-reads `attr.config1` (the path
//! pointer) from the memory of the *forking guest* (`perf_uprobe_init` →
//! `strndup_user`). A pointer into the driver's own memory is garbage there,
//! so with [`AttachMode::EnableOnExec`] + `inherit` every `fork` in the guest
//! fails with `-EFAULT`. [`AttachMode::ExecStop`] instead points `config1`
//! at the guest's own copy of the executable path (the `AT_EXECFN` string at
//! the top of its stack, which is exactly the canonical path we exec'd) and
//! opens the events from a short-lived helper process that maps that same
//! address, so the pointer is valid in both address spaces.
//!
//! # Usage
//!
//! ```ignore
//! use probesim_host::{availability, run, RealProbe, RealRequest};
//! availability().map_err(|why| format!("skip: {why}"))?;
//! let out = run(&RealRequest {
//!     elf: "/tmp/prog".into(),
//!     argv: vec!["prog".into()],
//!     envp: vec![],
//!     stdin: None,
//!     probes: vec![RealProbe { file_offset: 0x10a0, retprobe: false, ref_ctr_offset: 0 }],
//!     read_at_exit: vec![(0x4010a0, 5)],
//!     timeout_ms: 5_000,
//! })?;
//! assert_eq!(out.exit_code, Some(0));
//! println!("hits {:?}, probed bytes {:02x?}", out.hits, out.memory_at_exit[0]);
//! ```
//!
//! Cost: the kernel needs ~85 ms to create and ~85 ms to destroy each uprobe
//! perf event on this VM; creation is parallelised, destruction is serial.
//! Concurrent runs probing the same file share the kernel's `struct uprobe`
//! per (inode, offset); copy the ELF to a private path for full isolation.
//!
//! Every failure is a [`HostError`]; nothing here panics on any input.
#![allow(unsafe_code)]

use std::path::PathBuf;

/// One uprobe to attach: a file offset in the ELF, optionally a return probe,
/// optionally with a USDT-style reference counter (semaphore) file offset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RealProbe {
    /// File offset of the probed instruction (`vaddr - p_vaddr + p_offset`).
    pub file_offset: u64,
    /// `true` for a uretprobe.
    pub retprobe: bool,
    /// File offset of a 16-bit reference counter the kernel increments while
    /// the probe is attached; 0 for none. Must fit in 32 bits.
    pub ref_ctr_offset: u64,
}

/// What to run.
#[derive(Clone, Debug)]
pub struct RealRequest {
    /// The static ELF to execute. It is canonicalised; the real path is both
    /// executed and probed (uprobes key on the inode).
    pub elf: PathBuf,
    /// Exact argument vector, `argv[0]` included.
    pub argv: Vec<String>,
    /// Exact environment, `NAME=value` strings.
    pub envp: Vec<String>,
    /// File to use as stdin; `None` = `/dev/null` (empty stdin).
    pub stdin: Option<PathBuf>,
    /// Probes to attach; `RealOutcome::hits` has the same order.
    pub probes: Vec<RealProbe>,
    /// `(vaddr, len)` ranges to read from the exiting process (needs
    /// `RunOptions::trace_exit`, which [`run`] enables). At most
    /// [`MAX_READ_AT_EXIT`] bytes each.
    pub read_at_exit: Vec<(u64, usize)>,
    /// Wall-clock limit in milliseconds for the guest, counted from the moment
    /// it starts running its new image (after the probes are attached; with
    /// `AttachMode::EnableOnExec`, from the release of the child just before
    /// `execve`); then the child and its process group get SIGKILL.
    pub timeout_ms: u64,
}

/// What happened.
#[derive(Clone, Debug, Default)]
pub struct RealOutcome {
    /// Exit status when the process exited normally.
    pub exit_code: Option<i32>,
    /// Terminating signal when the process was killed by a signal.
    pub signal: Option<i32>,
    /// Everything written to fd 1 (up to `RunOptions::max_output_bytes`).
    pub stdout: Vec<u8>,
    /// Everything written to fd 2 (up to `RunOptions::max_output_bytes`).
    pub stderr: Vec<u8>,
    /// Hit count per probe, same order as `RealRequest::probes`. Hits in
    /// forked descendants are included when `RunOptions::inherit` is on.
    pub hits: Vec<u64>,
    /// Bytes per `RealRequest::read_at_exit` range; `None` if the range could
    /// not be read completely (unmapped, or `[uprobes]` / `[uprobes-trampoline]`
    /// pages, which `/proc/PID/mem` cannot read: EIO) or no exit stop was
    /// observed (`trace_exit` off). On 6.18 even SIGKILL (including the
    /// deadline kill) passes through the exit stop.
    pub memory_at_exit: Vec<Option<Vec<u8>>>,
    /// `/proc/PID/maps` read at the exit stop (`None` when not traced).
    pub maps_at_exit: Option<String>,
    /// The deadline passed while the process was still running and it was
    /// killed with SIGKILL (then `signal == Some(9)`).
    pub timed_out: bool,
    /// The process itself ended, but a descendant still held stdout/stderr
    /// open at the deadline and the process group was killed.
    pub descendants_killed: bool,
    /// Output beyond `RunOptions::max_output_bytes` was discarded.
    pub output_truncated: bool,
    /// The exit stop (`PTRACE_EVENT_EXIT`) was observed.
    pub exit_stop_seen: bool,
    /// Per probe (same order as `RealRequest::probes`): the errno with which
    /// `perf_event_open` refused it, when `RunOptions::tolerate_probe_errors`
    /// is set (otherwise such a refusal is a [`HostError::ProbeOpen`]).
    /// A refused probe has 0 hits. 524 is the kernel-internal ENOTSUPP.
    pub probe_errors: Vec<Option<i32>>,
}

/// When and how the perf events are opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AttachMode {
    /// Open the events at the ptrace exec stop, with `config1` pointing at the
    /// guest's `AT_EXECFN` string, so `inherit` works and the guest's `fork`
    /// succeeds. Always uses ptrace at least until the exec.
    #[default]
    ExecStop,
    /// Open the events before exec (`disabled` + `enable_on_exec`) with
    /// `config1` pointing into this process. Needs no ptrace when
    /// `trace_exit` is off, but with `inherit` every `fork`/`clone` in the
    /// guest fails with EFAULT (kernel quirk, see module docs).
    EnableOnExec,
}

/// Knobs for [`run_with_options`]. `Default` is what [`run`] uses.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Stay attached with ptrace until exit to capture `read_at_exit` and
    /// `maps_at_exit`. When off, those stay `None`.
    pub trace_exit: bool,
    /// See [`AttachMode`].
    pub attach: AttachMode,
    /// Set `attr.inherit` so hits in forked children/threads are counted.
    pub inherit: bool,
    /// Run the guest with `ADDR_NO_RANDOMIZE` (deterministic stack, vdso and
    /// mmap addresses).
    pub no_aslr: bool,
    /// Cap per output stream; the rest is read and discarded.
    pub max_output_bytes: usize,
    /// After a deadline kill, how long to keep waiting for the output pipes
    /// to close (a process that left the process group may hold them).
    pub kill_grace_ms: u64,
    /// Record probes the kernel refuses in `RealOutcome::probe_errors` (and
    /// count 0 hits for them) instead of failing the run.
    pub tolerate_probe_errors: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            trace_exit: true,
            attach: AttachMode::ExecStop,
            inherit: true,
            no_aslr: false,
            max_output_bytes: 64 << 20,
            kill_grace_ms: 2000,
            tolerate_probe_errors: false,
        }
    }
}

/// Largest single `read_at_exit` range accepted.
pub const MAX_READ_AT_EXIT: usize = 16 << 20;

/// Directory of the uprobe PMU.
pub const UPROBE_PMU_DIR: &str = "/sys/bus/event_source/devices/uprobe";

/// Every way running under real uprobes can fail. All messages are one line.
#[allow(missing_docs)] // struct-variant fields are self-explanatory
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    /// Not Linux x86-64, not root, or no uprobe PMU.
    #[error("real uprobes unavailable: {0}")]
    Unavailable(String),
    /// The request cannot be executed as given (NUL in a string, oversized range, ...).
    #[error("invalid request: {0}")]
    InvalidRequest(String),
    /// The ELF path does not resolve to a regular file.
    #[error("cannot use ELF {path}: {source}")]
    Elf { path: PathBuf, source: std::io::Error },
    /// The stdin file cannot be opened.
    #[error("cannot open stdin file {path}: {source}")]
    Stdin { path: PathBuf, source: std::io::Error },
    /// A system call in the driver failed.
    #[error("{what} failed: {source}")]
    Sys { what: &'static str, source: std::io::Error },
    /// The kernel refused a probe (see `RunOptions::tolerate_probe_errors`).
    #[error(
        "perf_event_open for probe #{index} (file offset {file_offset:#x}, retprobe {retprobe}, \
         ref_ctr_offset {ref_ctr_offset:#x}) failed: {source}{}",
        errno_hint(source)
    )]
    ProbeOpen {
        index: usize,
        file_offset: u64,
        retprobe: bool,
        ref_ctr_offset: u64,
        source: std::io::Error,
    },
    /// A hit count could not be read.
    #[error("reading the hit count of probe #{index} failed: {source}")]
    ProbeRead { index: usize, source: std::io::Error },
    /// `AttachMode::ExecStop` could not set up the path pointer or its helpers.
    #[error("attaching probes at the exec stop failed: {0}")]
    Attach(String),
    /// The forked child failed while preparing to exec.
    #[error("child setup step `{step}` failed before exec: {source}")]
    ChildSetup { step: &'static str, source: std::io::Error },
    /// `execve` of the ELF failed (e.g. ENOEXEC, EACCES).
    #[error("execve of {path} failed: {source}")]
    Exec { path: PathBuf, source: std::io::Error },
    /// A ptrace request failed.
    #[error("ptrace {what} failed: {source}")]
    Ptrace { what: &'static str, source: std::io::Error },
    /// The output/deadline thread could not be spawned or failed.
    #[error("output reader thread failed: {0}")]
    Thread(String),
}

impl HostError {
    /// The OS errno behind this error, if there is one.
    pub fn errno(&self) -> Option<i32> {
        match self {
            HostError::Elf { source, .. }
            | HostError::Stdin { source, .. }
            | HostError::Sys { source, .. }
            | HostError::ProbeOpen { source, .. }
            | HostError::ProbeRead { source, .. }
            | HostError::ChildSetup { source, .. }
            | HostError::Exec { source, .. }
            | HostError::Ptrace { source, .. } => source.raw_os_error(),
            _ => None,
        }
    }
}

fn errno_hint(e: &std::io::Error) -> &'static str {
    match e.raw_os_error() {
        Some(524) => " (ENOTSUPP: uprobes cannot handle this instruction)",
        Some(5) => " (EIO: could not read the instruction, e.g. offset at end of file)",
        Some(22) => " (EINVAL: offset beyond the file, or misaligned ref_ctr_offset)",
        _ => "",
    }
}

/// `Ok(())` when real uprobes can be used here; `Err(reason)` otherwise
/// (not Linux x86-64, not root, no uprobe PMU).
pub fn availability() -> Result<(), String> {
    imp::availability().map(|_| ())
}

/// Run `req` natively under real uprobes with [`RunOptions::default`].
pub fn run(req: &RealRequest) -> Result<RealOutcome, HostError> {
    run_with_options(req, &RunOptions::default())
}

/// Run `req` natively under real uprobes.
pub fn run_with_options(req: &RealRequest, opts: &RunOptions) -> Result<RealOutcome, HostError> {
    imp::run(req, opts)
}

#[cfg(not(all(target_os = "linux", target_arch = "x86_64")))]
mod imp {
    use super::*;

    pub(super) fn availability() -> Result<u32, String> {
        Err("real uprobes need Linux on x86-64".to_string())
    }

    pub(super) fn run(_req: &RealRequest, _opts: &RunOptions) -> Result<RealOutcome, HostError> {
        Err(HostError::Unavailable("real uprobes need Linux on x86-64".to_string()))
    }
}

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod imp {
    use super::*;
    use std::ffi::CString;
    use std::fs::File;
    use std::io;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::fs::FileExt;
    use std::path::Path;
    use std::time::{Duration, Instant};

    use libc::{c_char, c_int, c_long, pid_t};

    const PTRACE_CONT: c_long = 7;
    const PTRACE_DETACH: c_long = 17;
    const PTRACE_SEIZE: c_long = 0x4206;
    const PTRACE_LISTEN: c_long = 0x4208;
    const PTRACE_O_TRACEEXEC: c_long = 0x10;
    const PTRACE_O_TRACEEXIT: c_long = 0x40;
    const PTRACE_O_EXITKILL: c_long = 0x10_0000;
    const PTRACE_EVENT_EXEC: c_int = 4;
    const PTRACE_EVENT_EXIT: c_int = 6;
    const PTRACE_EVENT_STOP: c_int = 128;
    const PERF_FLAG_FD_CLOEXEC: c_long = 1 << 3;
    const CLOSE_RANGE_CLOEXEC: c_long = 1 << 2;
    const ATTR_DISABLED: u64 = 1 << 0;
    const ATTR_INHERIT: u64 = 1 << 1;
    const ATTR_ENABLE_ON_EXEC: u64 = 1 << 12;
    const AT_EXECFN: u64 = 31;
    const PAGE: u64 = 4096;
    /// Exit status of the child when it gives up before exec (barrier EOF).
    const CHILD_ABANDONED: c_int = 126;
    /// Exit status of the child after reporting a setup/exec error.
    const CHILD_FAILED: c_int = 127;

    /// `struct perf_event_attr`, PERF_ATTR_SIZE_VER8 (136 bytes).
    #[repr(C)]
    #[derive(Default, Clone)]
    struct PerfEventAttr {
        type_: u32,
        size: u32,
        config: u64,
        sample_period: u64,
        sample_type: u64,
        read_format: u64,
        flags: u64,
        wakeup_events: u32,
        bp_type: u32,
        config1: u64,
        config2: u64,
        branch_sample_type: u64,
        sample_regs_user: u64,
        sample_stack_user: u32,
        clockid: i32,
        sample_regs_intr: u64,
        aux_watermark: u32,
        sample_max_stack: u16,
        reserved_2: u16,
        aux_sample_size: u32,
        reserved_3: u32,
        sig_data: u64,
        config3: u64,
    }
    const _: () = assert!(std::mem::size_of::<PerfEventAttr>() == 136);

    /// Child-side steps, reported through the error pipe as an index.
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
    const STEP_EXECVE: u32 = 6;

    fn errno() -> c_int {
        io::Error::last_os_error().raw_os_error().unwrap_or(0)
    }

    fn sys(what: &'static str) -> HostError {
        HostError::Sys { what, source: io::Error::last_os_error() }
    }

    pub(super) fn availability() -> Result<u32, String> {
        // SAFETY: geteuid has no preconditions and cannot fail.
        let euid = unsafe { libc::geteuid() };
        if euid != 0 {
            return Err(format!("not running as root (euid {euid})"));
        }
        let type_path = format!("{UPROBE_PMU_DIR}/type");
        let text = std::fs::read_to_string(&type_path)
            .map_err(|e| format!("no uprobe PMU ({type_path}: {e})"))?;
        text.trim()
            .parse::<u32>()
            .map_err(|_| format!("unparsable uprobe PMU type {:?} in {type_path}", text.trim()))
    }

    fn cstring(what: &str, bytes: &[u8]) -> Result<CString, HostError> {
        CString::new(bytes).map_err(|_| HostError::InvalidRequest(format!("{what} contains a NUL byte")))
    }

    /// Pipe with both ends close-on-exec.
    fn pipe_pair() -> Result<(OwnedFd, OwnedFd), HostError> {
        let mut fds = [-1 as c_int; 2];
        // SAFETY: `fds` is a valid, writable array of two c_ints as pipe2 requires.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
            return Err(sys("pipe2"));
        }
        // SAFETY: pipe2 succeeded, so both fds are open and owned by nobody else.
        Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
    }

    /// Unix stream socket pair, close-on-exec (written with MSG_NOSIGNAL).
    fn socket_pair() -> Result<(OwnedFd, OwnedFd), HostError> {
        let mut fds = [-1 as c_int; 2];
        // SAFETY: `fds` is a valid, writable array of two c_ints as socketpair requires.
        let r = unsafe {
            libc::socketpair(libc::AF_UNIX, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0, fds.as_mut_ptr())
        };
        if r != 0 {
            return Err(sys("socketpair"));
        }
        // SAFETY: socketpair succeeded, so both fds are open and owned by nobody else.
        Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
    }

    /// Make sure `fd` is not 0, 1 or 2, so the child's dup2 onto 0..=2 can
    /// never clobber a source fd it still needs.
    fn above_stdio(fd: OwnedFd) -> Result<OwnedFd, HostError> {
        if fd.as_raw_fd() > 2 {
            return Ok(fd);
        }
        // SAFETY: F_DUPFD_CLOEXEC on an fd we own; the result is a new fd or -1.
        let new = unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_DUPFD_CLOEXEC, 3) };
        if new < 0 {
            return Err(sys("fcntl(F_DUPFD_CLOEXEC)"));
        }
        // SAFETY: fcntl returned a fresh fd that nobody else owns.
        Ok(unsafe { OwnedFd::from_raw_fd(new) })
    }

    /// When traced, the clock restarts at the exec stop; until then this much
    /// extra time is allowed (fork, exec, helper forks, perf_event_open).
    const PRE_EXEC_SLACK: Duration = Duration::from_secs(10);

    /// Message on the control socket to the I/O thread: restart the clock.
    const MSG_RESTART_CLOCK: u8 = b'R';
    /// Message on the control socket to the I/O thread: the child is reaped.
    const MSG_REAPED: u8 = b'D';

    /// Send one byte on a socket without risking SIGPIPE.
    fn send_byte(fd: &OwnedFd, byte: u8) -> io::Result<()> {
        let b = [byte];
        loop {
            // SAFETY: `b` is a valid 1-byte buffer; `fd` is an open socket.
            let r = unsafe { libc::send(fd.as_raw_fd(), b.as_ptr().cast(), 1, libc::MSG_NOSIGNAL) };
            if r == 1 {
                return Ok(());
            }
            let e = io::Error::last_os_error();
            if r < 0 && e.kind() == io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
    }

    fn ptrace(req: c_long, pid: pid_t, addr: c_long, data: c_long) -> io::Result<()> {
        // SAFETY: the requests used here (SEIZE, CONT, LISTEN, DETACH) take
        // integer arguments only and do not access memory through addr/data.
        let r = unsafe { libc::syscall(libc::SYS_ptrace, req, pid as c_long, addr, data) };
        if r < 0 {
            Err(io::Error::last_os_error())
        } else {
            Ok(())
        }
    }

    fn pidfd_open(pid: pid_t) -> Result<OwnedFd, HostError> {
        // SAFETY: pidfd_open takes integer arguments; returns a new fd or -1.
        let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid as c_long, 0 as c_long) };
        if fd < 0 {
            return Err(sys("pidfd_open"));
        }
        // SAFETY: pidfd_open returned a fresh fd (always close-on-exec) we own.
        Ok(unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
    }

    /// Waits for `pid` to terminate (EINTR-safe), continuing any ptrace stop.
    fn reap(pid: pid_t) -> Option<c_int> {
        loop {
            let mut status = 0;
            // SAFETY: waitpid on our own child with a valid status pointer.
            let r = unsafe { libc::waitpid(pid, &mut status, libc::__WALL) };
            if r < 0 {
                if errno() == libc::EINTR {
                    continue;
                }
                return None;
            }
            if libc::WIFEXITED(status) || libc::WIFSIGNALED(status) {
                return Some(status);
            }
            if libc::WIFSTOPPED(status) {
                let _ = ptrace(PTRACE_CONT, pid, 0, 0);
            }
        }
    }

    /// Kills (process and process group) and reaps a child unless it has
    /// been reaped already.
    struct ChildGuard {
        pid: pid_t,
        group: bool,
        reaped: bool,
    }

    impl Drop for ChildGuard {
        fn drop(&mut self) {
            if self.reaped {
                return;
            }
            // SAFETY: the pid is our unreaped child, so it cannot have been
            // reused; SIGKILL to it (and to its own process group, whose id
            // cannot be reused while the child exists) is intended.
            unsafe {
                libc::kill(self.pid, libc::SIGKILL);
                if self.group {
                    libc::kill(-self.pid, libc::SIGKILL);
                }
            }
            reap(self.pid);
            self.reaped = true;
        }
    }

    // ---------------------------------------------------------------- child

    /// Everything the forked child needs, as raw values; it must not allocate.
    struct ChildSpec {
        stdin_fd: RawFd,
        out_fd: RawFd,
        err_fd: RawFd,
        barrier_fd: RawFd,
        errpipe_fd: RawFd,
        path: *const c_char,
        argv: *const *const c_char,
        envp: *const *const c_char,
        parent_pid: pid_t,
        no_aslr: bool,
    }

    /// Runs in the forked child: only async-signal-safe calls, no allocation,
    /// no panics. Never returns.
    fn child_main(s: &ChildSpec) -> ! {
        let fail = |step: u32, err: c_int| -> ! {
            let mut msg = [0u8; 8];
            let (a, b) = msg.split_at_mut(4);
            a.copy_from_slice(&step.to_ne_bytes());
            b.copy_from_slice(&(err as u32).to_ne_bytes());
            // SAFETY: writing 8 bytes from a stack buffer to our error pipe,
            // then terminating without running any parent-process cleanup.
            unsafe {
                libc::write(s.errpipe_fd, msg.as_ptr().cast(), msg.len());
                libc::_exit(CHILD_FAILED)
            }
        };
        // SAFETY: every call below is an async-signal-safe system call made
        // with valid arguments (stack-local sigset/sigaction, fds that are
        // open in this process, NUL-terminated strings and NULL-terminated
        // pointer arrays that the parent keeps alive across the fork).
        unsafe {
            // Own process group so a deadline kill also reaches descendants.
            if libc::setpgid(0, 0) != 0 {
                fail(STEP_SETPGID, errno());
            }
            // Die with the parent thread; close the race with its death.
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong, 0, 0, 0) != 0 {
                fail(STEP_PDEATHSIG, errno());
            }
            if libc::getppid() != s.parent_pid {
                libc::_exit(CHILD_ABANDONED);
            }
            if s.no_aslr {
                let cur = libc::personality(0xffff_ffff);
                if cur < 0 || libc::personality((cur | libc::ADDR_NO_RANDOMIZE) as libc::c_ulong) < 0 {
                    fail(STEP_PERSONALITY, errno());
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
            // All source fds are > 2 (see `above_stdio`); dup2 clears CLOEXEC.
            if libc::dup2(s.stdin_fd, 0) < 0 {
                fail(STEP_DUP_STDIN, errno());
            }
            if libc::dup2(s.out_fd, 1) < 0 {
                fail(STEP_DUP_STDOUT, errno());
            }
            if libc::dup2(s.err_fd, 2) < 0 {
                fail(STEP_DUP_STDERR, errno());
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
            libc::execve(s.path, s.argv, s.envp);
            fail(STEP_EXECVE, errno())
        }
    }

    // ------------------------------------------------------------- helpers

    /// Most attach helpers (and legacy opener threads) run in parallel.
    /// `perf_event_open` of a uprobe costs ~85 ms here and parallelises well.
    const MAX_OPENERS: usize = 16;

    /// What an attach helper needs, as raw values; it must not allocate.
    struct HelperSpec {
        attrs: *const PerfEventAttr,
        n: usize,
        first: usize,
        step: usize,
        map_start: usize,
        map_len: usize,
        dst: *mut u8,
        src: *const u8,
        src_len: usize,
        guest: pid_t,
        report_fd: RawFd,
        parent_pid: pid_t,
    }

    /// Report record: (probe index or u32::MAX for the mapping, fd or -errno).
    fn write_record(fd: RawFd, index: u32, v: i32) {
        let mut b = [0u8; 8];
        let (a, c) = b.split_at_mut(4);
        a.copy_from_slice(&index.to_ne_bytes());
        c.copy_from_slice(&v.to_ne_bytes());
        loop {
            // SAFETY: writing an 8-byte stack buffer to a pipe; writes of at
            // most PIPE_BUF bytes are atomic, so records never interleave.
            let r = unsafe { libc::write(fd, b.as_ptr().cast(), b.len()) };
            if r < 0 && errno() == libc::EINTR {
                continue;
            }
            return;
        }
    }

    /// Runs in a forked attach helper: maps a private page range at the
    /// guest's `AT_EXECFN` address, copies the path there, opens the perf
    /// events `first, first+step, ...` for the guest, reports each fd number
    /// (or -errno), closes its end of the report pipe and waits to be killed
    /// once the parent has taken the fds with `pidfd_getfd`.
    /// Only async-signal-safe calls; never returns.
    fn helper_main(s: &HelperSpec) -> ! {
        // SAFETY: the parent checked that [map_start, map_start+map_len) does
        // not overlap `attrs`, `src` or this thread's live stack; replacing
        // whatever this throwaway copy of the parent had there is harmless.
        // All other calls are plain system calls on valid buffers.
        unsafe {
            // Drop every inherited fd but the report pipe: a copy of another
            // concurrent run's pipe end kept alive here would stall it.
            let rfd = s.report_fd as c_long;
            if rfd > 3 {
                libc::syscall(libc::SYS_close_range, 3 as c_long, rfd - 1, 0 as c_long);
            }
            libc::syscall(libc::SYS_close_range, rfd + 1, c_long::from(u32::MAX), 0 as c_long);
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong, 0, 0, 0);
            if libc::getppid() != s.parent_pid {
                libc::_exit(1);
            }
            let m = libc::mmap(
                s.map_start as *mut libc::c_void,
                s.map_len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED,
                -1,
                0,
            );
            if m == libc::MAP_FAILED {
                write_record(s.report_fd, u32::MAX, -errno());
                libc::_exit(1);
            }
            std::ptr::copy_nonoverlapping(s.src, s.dst, s.src_len);
            let mut i = s.first;
            while i < s.n {
                let fd = libc::syscall(
                    libc::SYS_perf_event_open,
                    s.attrs.add(i),
                    s.guest as c_long,
                    -1 as c_long,
                    -1 as c_long,
                    PERF_FLAG_FD_CLOEXEC,
                );
                write_record(s.report_fd, i as u32, if fd < 0 { -errno() } else { fd as i32 });
                i = i.saturating_add(s.step);
            }
            libc::close(s.report_fd);
            loop {
                libc::pause();
            }
        }
    }

    fn read_exact_fd(fd: &OwnedFd, buf: &mut [u8]) -> bool {
        let mut done = 0;
        while done < buf.len() {
            let rest = match buf.get_mut(done..) {
                Some(r) => r,
                None => return false,
            };
            // SAFETY: reading into the live slice `rest` from a pipe we own.
            let r = unsafe { libc::read(fd.as_raw_fd(), rest.as_mut_ptr().cast(), rest.len()) };
            if r < 0 && errno() == libc::EINTR {
                continue;
            }
            if r <= 0 {
                return false;
            }
            done += r as usize;
        }
        true
    }

    /// A failed perf_event_open for probe `index`: fatal, or recorded.
    fn probe_failed(
        index: usize,
        p: &RealProbe,
        errno: i32,
        tolerate: bool,
        errors: &mut [Option<i32>],
    ) -> Result<(), HostError> {
        if tolerate {
            if let Some(slot) = errors.get_mut(index) {
                *slot = Some(errno);
            }
            return Ok(());
        }
        Err(HostError::ProbeOpen {
            index,
            file_offset: p.file_offset,
            retprobe: p.retprobe,
            ref_ctr_offset: p.ref_ctr_offset,
            source: io::Error::from_raw_os_error(errno),
        })
    }

    fn overlaps(a0: u64, a1: u64, b0: u64, b1: u64) -> bool {
        a0 < b1 && b0 < a1
    }

    /// Open the probes for the guest stopped at its exec stop, with config1
    /// pointing at the guest's own copy of the exec path (see module docs).
    fn attach_at_exec_stop(
        pid: pid_t,
        c_path: &CString,
        base: &[PerfEventAttr],
        probes: &[RealProbe],
        tolerate: bool,
        errors: &mut [Option<i32>],
    ) -> Result<Vec<Option<OwnedFd>>, HostError> {
        if base.is_empty() {
            return Ok(Vec::new());
        }
        let attach = |m: String| HostError::Attach(m);
        // Where is the guest's AT_EXECFN string?
        let auxv = std::fs::read(format!("/proc/{pid}/auxv"))
            .map_err(|e| attach(format!("reading /proc/{pid}/auxv: {e}")))?;
        let mut execfn = None;
        for pair in auxv.chunks_exact(16) {
            let k = u64::from_ne_bytes(pair.get(..8).and_then(|b| b.try_into().ok()).unwrap_or([0; 8]));
            let v = u64::from_ne_bytes(pair.get(8..).and_then(|b| b.try_into().ok()).unwrap_or([0; 8]));
            if k == AT_EXECFN {
                execfn = Some(v);
            }
        }
        let x = execfn.ok_or_else(|| attach("no AT_EXECFN in the guest's auxv".into()))?;
        let want = c_path.as_bytes_with_nul();
        let mem = File::open(format!("/proc/{pid}/mem"))
            .map_err(|e| attach(format!("opening /proc/{pid}/mem: {e}")))?;
        match read_mem(&mem, x, want.len()) {
            Some(got) if got == want => {}
            got => {
                return Err(attach(format!(
                    "AT_EXECFN string at {x:#x} is {:?}, expected the exec path",
                    got.map(|g| String::from_utf8_lossy(&g).into_owned())
                )))
            }
        }
        drop(mem);
        let end = x
            .checked_add(want.len() as u64)
            .ok_or_else(|| attach(format!("AT_EXECFN {x:#x} overflows")))?;
        let map_start = x & !(PAGE - 1);
        let map_end = end
            .div_ceil(PAGE)
            .checked_mul(PAGE)
            .ok_or_else(|| attach(format!("AT_EXECFN {x:#x} overflows")))?;

        let attrs: Vec<PerfEventAttr> = base.iter().map(|a| PerfEventAttr { config1: x, ..a.clone() }).collect();
        let path_buf: Vec<u8> = want.to_vec();
        // A helper replaces [map_start, map_end) in its copy of our address
        // space; make sure nothing it still uses lives there.
        let stack_probe = 0u8;
        let sp = &stack_probe as *const u8 as u64;
        let attrs_lo = attrs.as_ptr() as u64;
        let attrs_hi = attrs_lo.saturating_add((attrs.len().saturating_mul(std::mem::size_of::<PerfEventAttr>())) as u64);
        let src_lo = path_buf.as_ptr() as u64;
        let src_hi = src_lo.saturating_add(path_buf.len() as u64);
        if overlaps(map_start, map_end, sp.saturating_sub(256 << 10), sp.saturating_add(16 << 10))
            || overlaps(map_start, map_end, attrs_lo, attrs_hi)
            || overlaps(map_start, map_end, src_lo, src_hi)
        {
            return Err(attach(format!(
                "the guest's AT_EXECFN page {map_start:#x} collides with memory this thread is using \
                 (is ASLR disabled for this process?); retry or use AttachMode::EnableOnExec"
            )));
        }

        let (report_r, report_w) = pipe_pair()?;
        let helpers = attrs.len().min(MAX_OPENERS);
        let mut guards = Vec::with_capacity(helpers);
        let mut pidfds = Vec::with_capacity(helpers);
        // SAFETY: getpid has no preconditions.
        let parent_pid = unsafe { libc::getpid() };
        for k in 0..helpers {
            let spec = HelperSpec {
                attrs: attrs.as_ptr(),
                n: attrs.len(),
                first: k,
                step: helpers,
                map_start: map_start as usize,
                map_len: map_end.saturating_sub(map_start) as usize,
                dst: x as *mut u8,
                src: path_buf.as_ptr(),
                src_len: path_buf.len(),
                guest: pid,
                report_fd: report_w.as_raw_fd(),
                parent_pid,
            };
            // SAFETY: the helper only runs `helper_main` (async-signal-safe
            // system calls on data prepared above) and never returns.
            let hpid = unsafe { libc::fork() };
            if hpid < 0 {
                return Err(sys("fork (attach helper)"));
            }
            if hpid == 0 {
                helper_main(&spec);
            }
            guards.push(ChildGuard { pid: hpid, group: false, reaped: false });
            pidfds.push(pidfd_open(hpid)?);
        }
        drop(report_w);

        // Every helper closes its copy of the write end when done (or dies),
        // so EOF means all records are in.
        let mut got: Vec<Option<i32>> = vec![None; attrs.len()];
        let mut rec = [0u8; 8];
        while read_exact_fd(&report_r, &mut rec) {
            let index = u32::from_ne_bytes([rec[0], rec[1], rec[2], rec[3]]);
            let v = i32::from_ne_bytes([rec[4], rec[5], rec[6], rec[7]]);
            if index == u32::MAX {
                return Err(attach(format!(
                    "an attach helper could not map {map_start:#x}: {}",
                    io::Error::from_raw_os_error(v.saturating_neg())
                )));
            }
            if let Some(slot) = got.get_mut(index as usize) {
                *slot = Some(v);
            }
        }
        let mut fds = Vec::with_capacity(attrs.len());
        for (index, (p, v)) in probes.iter().zip(got.iter()).enumerate() {
            let v = v.ok_or_else(|| attach(format!("an attach helper died before opening probe #{index}")))?;
            if v < 0 {
                probe_failed(index, p, v.saturating_neg(), tolerate, errors)?;
                fds.push(None);
                continue;
            }
            let hpidfd = pidfds
                .get(index % helpers)
                .ok_or_else(|| attach(format!("no helper for probe #{index}")))?;
            // SAFETY: pidfd_getfd duplicates fd `v` of the live (pausing)
            // helper into this process; returns a new fd or -1.
            let fd = unsafe {
                libc::syscall(libc::SYS_pidfd_getfd, hpidfd.as_raw_fd() as c_long, v as c_long, 0 as c_long)
            };
            if fd < 0 {
                return Err(sys("pidfd_getfd"));
            }
            // SAFETY: pidfd_getfd returned a fresh close-on-exec fd we own.
            fds.push(Some(unsafe { OwnedFd::from_raw_fd(fd as RawFd) }));
        }
        drop(guards); // SIGKILL + reap every helper
        Ok(fds)
    }

    /// Opens a disabled, non-inherited software dummy event on `pid`.
    ///
    /// Kernel quirk: when every event of a task's perf context is inherited,
    /// a forked child's context is a "clone" of the parent's, and the
    /// scheduler may swap the two contexts between parent and child on a
    /// context switch (perf_event_context_sched_out). Uprobe perf events
    /// filter hits by `event->hw.target->mm`, so after a swap neither task's
    /// hits match the events that are scheduled for it and they are lost
    /// (observed: 0 instead of 15 hits, depending on scheduling). One event
    /// without `inherit` in the context clears `inherited_all` in
    /// inherit_task_group, so child contexts are never clones and never swapped.
    fn open_unclone_pin(pid: pid_t) -> Result<OwnedFd, HostError> {
        let attr = PerfEventAttr {
            type_: 1,  // PERF_TYPE_SOFTWARE
            config: 9, // PERF_COUNT_SW_DUMMY
            size: std::mem::size_of::<PerfEventAttr>() as u32,
            flags: ATTR_DISABLED,
            ..Default::default()
        };
        // SAFETY: `attr` is a fully initialised perf_event_attr whose `size`
        // matches its layout; no pointers are passed in it.
        let fd = unsafe {
            libc::syscall(
                libc::SYS_perf_event_open,
                &attr as *const PerfEventAttr,
                pid as c_long,
                -1 as c_long,
                -1 as c_long,
                PERF_FLAG_FD_CLOEXEC,
            )
        };
        if fd < 0 {
            return Err(sys("perf_event_open (non-inherited dummy event)"));
        }
        // SAFETY: perf_event_open returned a fresh fd we own.
        Ok(unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
    }

    /// Open the probes before exec (enable_on_exec), config1 in our memory.
    fn attach_before_exec(
        pid: pid_t,
        attrs: &[PerfEventAttr],
        probes: &[RealProbe],
        tolerate: bool,
        errors: &mut [Option<i32>],
    ) -> Result<Vec<Option<OwnedFd>>, HostError> {
        let open_one = |attr: &PerfEventAttr| -> Result<OwnedFd, i32> {
            // SAFETY: `attr` is a fully initialised perf_event_attr whose
            // `size` matches its layout; config1 points at the caller's
            // NUL-terminated path, which outlives the call.
            let fd = unsafe {
                libc::syscall(
                    libc::SYS_perf_event_open,
                    attr as *const PerfEventAttr,
                    pid as c_long,
                    -1 as c_long,
                    -1 as c_long,
                    PERF_FLAG_FD_CLOEXEC,
                )
            };
            if fd < 0 {
                return Err(errno());
            }
            // SAFETY: perf_event_open returned a fresh fd we own.
            Ok(unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
        };
        // Open in parallel (each open costs tens of ms in the kernel).
        let threads = attrs.len().min(MAX_OPENERS);
        let mut results: Vec<Option<Result<OwnedFd, i32>>> = (0..attrs.len()).map(|_| None).collect();
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|k| {
                    std::thread::Builder::new().spawn_scoped(scope, move || {
                        attrs
                            .iter()
                            .enumerate()
                            .skip(k)
                            .step_by(threads)
                            .map(|(i, a)| (i, open_one(a)))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            for h in handles {
                // A thread that could not be spawned or panicked leaves its
                // slots empty; they are opened inline below.
                if let Ok(Ok(list)) = h.map(|h| h.join()) {
                    for (i, r) in list {
                        if let Some(slot) = results.get_mut(i) {
                            *slot = Some(r);
                        }
                    }
                }
            }
        });
        let mut fds = Vec::with_capacity(attrs.len());
        for (index, ((attr, p), r)) in attrs.iter().zip(probes.iter()).zip(results).enumerate() {
            match r.unwrap_or_else(|| open_one(attr)) {
                Ok(fd) => fds.push(Some(fd)),
                Err(e) => {
                    probe_failed(index, p, e, tolerate, errors)?;
                    fds.push(None);
                }
            }
        }
        Ok(fds)
    }

    // ------------------------------------------------------------ I/O thread

    struct IoResult {
        stdout: Vec<u8>,
        stderr: Vec<u8>,
        truncated: bool,
        killed_at_deadline: bool,
    }

    struct IoSetup {
        out: OwnedFd,
        err: OwnedFd,
        cancel: OwnedFd,
        pidfd: OwnedFd,
        pgid: pid_t,
        timeout: Duration,
        /// Extra time allowed before the first clock restart (exec stop),
        /// so that slow probe attachment never eats into the guest's time.
        pre_exec_slack: Duration,
        max: usize,
        grace: Duration,
    }

    fn kill_all(pidfd: &OwnedFd, pgid: pid_t) {
        // SAFETY: pidfd_send_signal on a pidfd we own (it can never hit a
        // reused pid); kill(-pgid): a process group id cannot be reallocated
        // while any member exists, and the group is the child's own.
        unsafe {
            libc::syscall(
                libc::SYS_pidfd_send_signal,
                pidfd.as_raw_fd() as c_long,
                libc::SIGKILL as c_long,
                0 as c_long,
                0 as c_long,
            );
            libc::kill(-pgid, libc::SIGKILL);
        }
    }

    fn ms_until(t: Instant) -> c_int {
        let d = t.saturating_duration_since(Instant::now());
        let ms = d.as_millis().saturating_add(u128::from(!d.subsec_nanos().is_multiple_of(1_000_000)));
        c_int::try_from(ms).unwrap_or(c_int::MAX)
    }

    /// Reads both output pipes to EOF and enforces the deadline. Ends when
    /// both pipes are closed and the main thread has reaped the child
    /// (signalled through `cancel`), or after the post-kill grace period.
    fn io_loop(s: IoSetup) -> Result<IoResult, HostError> {
        let r = io_loop_inner(&s);
        if r.is_err() {
            kill_all(&s.pidfd, s.pgid);
        }
        r
    }

    fn io_loop_inner(s: &IoSetup) -> Result<IoResult, HostError> {
        let mut res = IoResult { stdout: Vec::new(), stderr: Vec::new(), truncated: false, killed_at_deadline: false };
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
                        kill_all(&s.pidfd, s.pgid);
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
            for (i, fd) in [&s.out, &s.err, &s.cancel].into_iter().enumerate() {
                let wanted = if i == 2 { !cancelled } else { open.get(i).copied().unwrap_or(false) };
                if let (true, Some(p), Some(w)) = (wanted, pfds.get_mut(n), which.get_mut(n)) {
                    *p = libc::pollfd { fd: fd.as_raw_fd(), events: libc::POLLIN, revents: 0 };
                    *w = i;
                    n += 1;
                }
            }
            let timeout = wake.map_or(-1, ms_until);
            // SAFETY: `pfds[..n]` are initialised pollfd structs (n <= 3).
            let r = unsafe { libc::poll(pfds.as_mut_ptr(), n as libc::nfds_t, timeout) };
            if r < 0 {
                if errno() == libc::EINTR {
                    continue;
                }
                return Err(sys("poll"));
            }
            for (p, &w) in pfds.iter().zip(which.iter()).take(n) {
                if p.revents == 0 {
                    continue;
                }
                if w == 2 {
                    let mut msgs = [0u8; 16];
                    // SAFETY: reading into a live 16-byte stack buffer from our socket.
                    let got = unsafe { libc::read(p.fd, msgs.as_mut_ptr().cast(), msgs.len()) };
                    if got < 0 && errno() == libc::EINTR {
                        continue;
                    }
                    if got <= 0 {
                        cancelled = true; // main thread gone: stop waiting for it
                        continue;
                    }
                    for &m in msgs.iter().take(got as usize) {
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
                // SAFETY: reading into `chunk`, a live buffer of chunk.len() bytes.
                let got = unsafe { libc::read(p.fd, chunk.as_mut_ptr().cast(), chunk.len()) };
                if got < 0 {
                    let e = errno();
                    if e != libc::EINTR && e != libc::EAGAIN {
                        if let Some(o) = open.get_mut(w) {
                            *o = false;
                        }
                    }
                    continue;
                }
                if got == 0 {
                    if let Some(o) = open.get_mut(w) {
                        *o = false;
                    }
                    continue;
                }
                let data = chunk.get(..got as usize).unwrap_or(&[]);
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

    // ------------------------------------------------------------- tracing

    /// Read `len` bytes at `addr` of the stopped tracee; None unless complete.
    fn read_mem(mem: &File, addr: u64, len: usize) -> Option<Vec<u8>> {
        let mut out = Vec::new();
        out.try_reserve_exact(len).ok()?;
        out.resize(len, 0);
        let mut done = 0usize;
        while done < len {
            let off = addr.checked_add(done as u64)?;
            if off > i64::MAX as u64 {
                return None;
            }
            match mem.read_at(out.get_mut(done..)?, off) {
                Ok(0) => return None,
                Ok(k) => done += k,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => return None,
            }
        }
        Some(out)
    }

    fn capture_exit_state(pid: pid_t, req: &RealRequest, out: &mut RealOutcome) {
        out.exit_stop_seen = true;
        if let Ok(mem) = File::open(format!("/proc/{pid}/mem")) {
            for (slot, &(addr, len)) in out.memory_at_exit.iter_mut().zip(req.read_at_exit.iter()) {
                *slot = read_mem(&mem, addr, len);
            }
        }
        if let Ok(bytes) = std::fs::read(format!("/proc/{pid}/maps")) {
            out.maps_at_exit = Some(String::from_utf8_lossy(&bytes).into_owned());
        }
    }

    struct Waiter<'a> {
        pid: pid_t,
        req: &'a RealRequest,
        opts: &'a RunOptions,
        c_path: &'a CString,
        attrs: &'a [PerfEventAttr],
        traced: bool,
        attached: bool,
        perf_fds: Vec<Option<OwnedFd>>,
        pin_fd: Option<OwnedFd>,
        control: &'a OwnedFd,
    }

    impl Waiter<'_> {
        /// Wait for the child to terminate, handling ptrace stops.
        fn wait(&mut self, out: &mut RealOutcome) -> Result<(), HostError> {
            loop {
                let mut status: c_int = 0;
                // SAFETY: waitpid on our own child with a valid status pointer.
                let r = unsafe { libc::waitpid(self.pid, &mut status, libc::__WALL) };
                if r < 0 {
                    if errno() == libc::EINTR {
                        continue;
                    }
                    return Err(sys("waitpid"));
                }
                if libc::WIFEXITED(status) {
                    out.exit_code = Some(libc::WEXITSTATUS(status));
                    return Ok(());
                }
                if libc::WIFSIGNALED(status) {
                    out.signal = Some(libc::WTERMSIG(status));
                    return Ok(());
                }
                if !(self.traced && libc::WIFSTOPPED(status)) {
                    continue;
                }
                let sig = libc::WSTOPSIG(status);
                let event = (status >> 16) & 0xff;
                let (what, request, data) = match event {
                    PTRACE_EVENT_EXEC => {
                        if !self.attached {
                            self.attached = true;
                            if self.opts.attach == AttachMode::ExecStop && !self.attrs.is_empty() {
                                if self.opts.inherit {
                                    self.pin_fd = Some(open_unclone_pin(self.pid)?);
                                }
                                self.perf_fds = attach_at_exec_stop(
                                    self.pid,
                                    self.c_path,
                                    self.attrs,
                                    &self.req.probes,
                                    self.opts.tolerate_probe_errors,
                                    &mut out.probe_errors,
                                )?;
                            }
                            // The guest starts now: the timeout counts from here.
                            let _ = send_byte(self.control, MSG_RESTART_CLOCK);
                        }
                        if self.opts.trace_exit {
                            ("PTRACE_CONT", PTRACE_CONT, 0)
                        } else {
                            self.traced = false;
                            ("PTRACE_DETACH", PTRACE_DETACH, 0)
                        }
                    }
                    PTRACE_EVENT_EXIT => {
                        capture_exit_state(self.pid, self.req, out);
                        ("PTRACE_CONT", PTRACE_CONT, 0)
                    }
                    PTRACE_EVENT_STOP => {
                        if matches!(sig, libc::SIGSTOP | libc::SIGTSTP | libc::SIGTTIN | libc::SIGTTOU) {
                            // Group stop: stay stopped, as an untraced process would.
                            ("PTRACE_LISTEN", PTRACE_LISTEN, 0)
                        } else {
                            ("PTRACE_CONT", PTRACE_CONT, 0)
                        }
                    }
                    // Signal-delivery stop: deliver the signal unchanged.
                    0 => ("PTRACE_CONT", PTRACE_CONT, sig as c_long),
                    _ => ("PTRACE_CONT", PTRACE_CONT, 0),
                };
                if let Err(source) = ptrace(request, self.pid, 0, data) {
                    // ESRCH: the tracee was killed meanwhile (e.g. by the deadline).
                    if source.raw_os_error() != Some(libc::ESRCH) {
                        return Err(HostError::Ptrace { what, source });
                    }
                }
            }
        }
    }

    // ----------------------------------------------------------------- run

    pub(super) fn run(req: &RealRequest, opts: &RunOptions) -> Result<RealOutcome, HostError> {
        let pmu_type = availability().map_err(HostError::Unavailable)?;

        for (i, &(_, len)) in req.read_at_exit.iter().enumerate() {
            if len > MAX_READ_AT_EXIT {
                return Err(HostError::InvalidRequest(format!(
                    "read_at_exit[{i}] length {len} exceeds {MAX_READ_AT_EXIT}"
                )));
            }
        }
        for (i, p) in req.probes.iter().enumerate() {
            if p.ref_ctr_offset > u64::from(u32::MAX) {
                return Err(HostError::InvalidRequest(format!(
                    "probes[{i}].ref_ctr_offset {:#x} does not fit in 32 bits",
                    p.ref_ctr_offset
                )));
            }
        }

        let path = std::fs::canonicalize(&req.elf)
            .map_err(|source| HostError::Elf { path: req.elf.clone(), source })?;
        let meta = std::fs::metadata(&path).map_err(|source| HostError::Elf { path: path.clone(), source })?;
        if !meta.is_file() {
            return Err(HostError::Elf {
                path,
                source: io::Error::new(io::ErrorKind::InvalidInput, "not a regular file"),
            });
        }
        let c_path = cstring("ELF path", path.as_os_str().as_bytes())?;
        let c_argv = req
            .argv
            .iter()
            .enumerate()
            .map(|(i, a)| cstring(&format!("argv[{i}]"), a.as_bytes()))
            .collect::<Result<Vec<_>, _>>()?;
        let c_envp = req
            .envp
            .iter()
            .enumerate()
            .map(|(i, a)| cstring(&format!("envp[{i}]"), a.as_bytes()))
            .collect::<Result<Vec<_>, _>>()?;
        let mut argv_ptrs: Vec<*const c_char> = c_argv.iter().map(|c| c.as_ptr()).collect();
        argv_ptrs.push(std::ptr::null());
        let mut envp_ptrs: Vec<*const c_char> = c_envp.iter().map(|c| c.as_ptr()).collect();
        envp_ptrs.push(std::ptr::null());

        let stdin_path: &Path = req.stdin.as_deref().unwrap_or(Path::new("/dev/null"));
        let stdin_file = File::open(stdin_path)
            .map_err(|source| HostError::Stdin { path: stdin_path.to_path_buf(), source })?;
        let stdin_fd = above_stdio(OwnedFd::from(stdin_file))?;
        let (out_r, out_w) = pipe_pair()?;
        let out_w = above_stdio(out_w)?;
        let (err_r, err_w) = pipe_pair()?;
        let err_w = above_stdio(err_w)?;
        let (errpipe_r, errpipe_w) = pipe_pair()?;
        let errpipe_w = above_stdio(errpipe_w)?;
        let (barrier_parent, barrier_child) = socket_pair()?;
        let barrier_child = above_stdio(barrier_child)?;
        let (cancel_r, cancel_w) = socket_pair()?;

        let exec_stop = opts.attach == AttachMode::ExecStop;
        let mut flags = if opts.inherit { ATTR_INHERIT } else { 0 };
        if !exec_stop {
            flags |= ATTR_DISABLED | ATTR_ENABLE_ON_EXEC;
        }
        let attrs: Vec<PerfEventAttr> = req
            .probes
            .iter()
            .map(|p| PerfEventAttr {
                type_: pmu_type,
                size: std::mem::size_of::<PerfEventAttr>() as u32,
                config: u64::from(p.retprobe) | (p.ref_ctr_offset << 32),
                flags,
                config1: c_path.as_ptr() as u64,
                config2: p.file_offset,
                ..Default::default()
            })
            .collect();

        let spec = ChildSpec {
            stdin_fd: stdin_fd.as_raw_fd(),
            out_fd: out_w.as_raw_fd(),
            err_fd: err_w.as_raw_fd(),
            barrier_fd: barrier_child.as_raw_fd(),
            errpipe_fd: errpipe_w.as_raw_fd(),
            path: c_path.as_ptr(),
            argv: argv_ptrs.as_ptr(),
            envp: envp_ptrs.as_ptr(),
            // SAFETY: getpid has no preconditions.
            parent_pid: unsafe { libc::getpid() },
            no_aslr: opts.no_aslr,
        };

        // SAFETY: the child only runs `child_main`, which makes
        // async-signal-safe system calls on data prepared above and never
        // returns (exec or _exit), so the multi-threaded parent's state (locks,
        // allocator) is never touched in the child.
        let pid = unsafe { libc::fork() };
        if pid < 0 {
            return Err(sys("fork"));
        }
        if pid == 0 {
            child_main(&spec);
        }
        let mut guard = ChildGuard { pid, group: true, reaped: false };
        drop((stdin_fd, out_w, err_w, errpipe_w, barrier_child));
        // SAFETY: plain syscall; harmless if it fails (the child does it too).
        unsafe { libc::setpgid(pid, pid) };
        let pidfd = pidfd_open(pid)?;

        let traced = exec_stop || opts.trace_exit;
        if traced {
            ptrace(PTRACE_SEIZE, pid, 0, PTRACE_O_TRACEEXIT | PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL)
                .map_err(|source| HostError::Ptrace { what: "PTRACE_SEIZE", source })?;
        }
        let mut probe_errors = vec![None; req.probes.len()];
        let mut early_pin = None;
        let early_fds = if exec_stop || attrs.is_empty() {
            Vec::new()
        } else {
            if opts.inherit {
                early_pin = Some(open_unclone_pin(pid)?);
            }
            attach_before_exec(pid, &attrs, &req.probes, opts.tolerate_probe_errors, &mut probe_errors)?
        };

        let setup = IoSetup {
            out: out_r,
            err: err_r,
            cancel: cancel_r,
            pidfd,
            pgid: pid,
            timeout: Duration::from_millis(req.timeout_ms),
            pre_exec_slack: if traced { PRE_EXEC_SLACK } else { Duration::ZERO },
            max: opts.max_output_bytes,
            grace: Duration::from_millis(opts.kill_grace_ms),
        };
        let io_thread = std::thread::Builder::new()
            .name("probesim-host-io".into())
            .spawn(move || io_loop(setup))
            .map_err(|e| HostError::Thread(format!("spawn: {e}")))?;

        // Release the child. If it already died, the wait below finds out why.
        let _ = send_byte(&barrier_parent, 1);
        drop(barrier_parent);

        let mut out = RealOutcome {
            hits: vec![0; req.probes.len()],
            memory_at_exit: vec![None; req.read_at_exit.len()],
            probe_errors,
            ..Default::default()
        };
        let mut waiter = Waiter {
            pid,
            req,
            opts,
            c_path: &c_path,
            attrs: &attrs,
            traced,
            attached: false,
            perf_fds: early_fds,
            pin_fd: early_pin,
            control: &cancel_w,
        };
        let wait_result = waiter.wait(&mut out);
        if wait_result.is_ok() {
            guard.reaped = true;
        } else {
            drop(guard); // kill + reap, so the I/O thread can finish
        }
        // Tell the I/O thread the child is gone (fails only if it already ended).
        let _ = send_byte(&cancel_w, MSG_REAPED);
        let io = io_thread.join();
        wait_result?;
        let io = io.map_err(|_| HostError::Thread("panicked".into()))??;

        // Did the child fail before (or at) exec?
        let mut msg = [0u8; 8];
        // SAFETY: reading up to 8 bytes into a stack buffer from our pipe;
        // every write end is closed (child reaped), so this cannot block.
        let got = unsafe { libc::read(errpipe_r.as_raw_fd(), msg.as_mut_ptr().cast(), msg.len()) };
        if got == 8 {
            let step = u32::from_ne_bytes([msg[0], msg[1], msg[2], msg[3]]);
            let err = u32::from_ne_bytes([msg[4], msg[5], msg[6], msg[7]]) as i32;
            let source = io::Error::from_raw_os_error(err);
            if step == STEP_EXECVE {
                return Err(HostError::Exec { path, source });
            }
            let step = STEPS.get(step as usize).copied().unwrap_or("unknown");
            return Err(HostError::ChildSetup { step, source });
        }

        for (index, fd) in waiter.perf_fds.iter().enumerate() {
            let Some(fd) = fd else { continue };
            let mut v = [0u8; 8];
            // SAFETY: reading 8 bytes into a stack buffer from a perf fd we own.
            let r = unsafe { libc::read(fd.as_raw_fd(), v.as_mut_ptr().cast(), 8) };
            if r != 8 {
                let source = if r < 0 {
                    io::Error::last_os_error()
                } else {
                    io::Error::new(io::ErrorKind::UnexpectedEof, format!("short read of {r} bytes"))
                };
                return Err(HostError::ProbeRead { index, source });
            }
            if let Some(h) = out.hits.get_mut(index) {
                *h = u64::from_ne_bytes(v);
            }
        }

        out.stdout = io.stdout;
        out.stderr = io.stderr;
        out.output_truncated = io.truncated;
        if io.killed_at_deadline {
            if out.signal == Some(libc::SIGKILL) {
                out.timed_out = true;
            } else {
                out.descendants_killed = true;
            }
        }
        // The child used these across the fork; keep them alive until here.
        drop((argv_ptrs, envp_ptrs, c_argv, c_envp));
        Ok(out)
    }
}

#[cfg(all(test, target_os = "linux", target_arch = "x86_64"))]
mod tests;
