//! The tracee side: attaching with `PTRACE_SEIZE`, resuming it from its
//! stops, and reading its memory while it is stopped, through
//! `/proc/PID/mem`, `/proc/PID/maps` and `/proc/PID/auxv` (which a ptrace
//! tracer may read): the requested ranges and the maps at the exit stop
//! (`PTRACE_EVENT_EXIT`, the mm is still alive), and the `AT_EXECFN` path
//! string at the exec stop. With a schedule ([`crate::RealSchedule`]) the tracee also
//! stops at its system calls (`PTRACE_SYSCALL`, `PTRACE_O_TRACESYSGOOD`), and
//! [`control_point`] tells a control point's syscall-entry stop from the others.

use std::fs::File;
use std::io;
use std::os::unix::fs::FileExt;

use libc::pid_t;

use crate::sys::{
    self, PtraceRequest, AT_EXECFN, PTRACE_GET_SYSCALL_INFO, PTRACE_O_EXITKILL, PTRACE_O_TRACECLONE,
    PTRACE_O_TRACEEXEC, PTRACE_O_TRACEEXIT, PTRACE_O_TRACEFORK, PTRACE_O_TRACESYSGOOD, PTRACE_O_TRACEVFORK,
};
use crate::{HostError, RealOutcome, PROBESIM_CONTROL};

/// `PTRACE_SEIZE` the child with `PTRACE_O_TRACEEXEC | PTRACE_O_TRACEEXIT |
/// PTRACE_O_EXITKILL`: stops at exec and at exit, and the tracee dies if
/// this process does. With `syscall_stops`, also `PTRACE_O_TRACESYSGOOD`, so
/// that the syscall stops of a `PTRACE_SYSCALL` resume are told apart from
/// signal stops ([`is_syscall_stop`]). With `follow`, also `PTRACE_O_TRACEFORK`,
/// `PTRACE_O_TRACEVFORK` and `PTRACE_O_TRACECLONE`: every process and thread the guest
/// creates is traced from its first instruction, with the same options.
pub(crate) fn seize(pid: pid_t, syscall_stops: bool, follow: bool) -> Result<(), HostError> {
    let sysgood = if syscall_stops { PTRACE_O_TRACESYSGOOD } else { 0 };
    let follow = if follow { PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK | PTRACE_O_TRACECLONE } else { 0 };
    let request = PtraceRequest::Seize(PTRACE_O_TRACEEXIT | PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL | sysgood | follow);
    sys::ptrace(pid, request).map_err(|source| HostError::Ptrace { what: request.name(), source })
}

/// The stop signal of a syscall stop under `PTRACE_O_TRACESYSGOOD`.
const SYSCALL_STOP_SIG: i32 = libc::SIGTRAP | 0x80;

/// `PTRACE_SYSCALL_INFO_ENTRY`: the `op` of a syscall-entry stop.
const PTRACE_SYSCALL_INFO_ENTRY: u8 = 1;

/// `PTRACE_SYSCALL_INFO_EXIT`: the `op` of a syscall-exit stop.
const PTRACE_SYSCALL_INFO_EXIT: u8 = 2;

/// Whether `WSTOPSIG` `sig` (with no event) is a syscall stop.
pub(crate) fn is_syscall_stop(sig: i32) -> bool {
    sig == SYSCALL_STOP_SIG
}

/// `struct ptrace_syscall_info` (`<linux/ptrace.h>`): the header, then the union of
/// `entry` (`nr`, `args[6]`) and `exit` (`rval`, `is_error`) as seven words.
#[repr(C)]
#[derive(Default)]
#[allow(dead_code)] // the layout is the kernel's; `op` and the union are read
struct SyscallInfo {
    op: u8,
    pad: [u8; 3],
    arch: u32,
    instruction_pointer: u64,
    stack_pointer: u64,
    words: [u64; 7],
}

/// What a syscall stop is, from `PTRACE_GET_SYSCALL_INFO`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SyscallStop {
    /// The entry of call `nr` with `args`.
    Entry { nr: u64, args: [u64; 6] },
    /// The exit of the call, which returned `rval`.
    Exit { rval: i64 },
    /// Neither (a seccomp stop).
    Other,
}

/// At a syscall stop of the tracee `pid`: which stop it is.
pub(crate) fn syscall_stop(pid: pid_t) -> Result<SyscallStop, HostError> {
    let mut info = SyscallInfo::default();
    let size = std::mem::size_of::<SyscallInfo>();
    // SAFETY: PTRACE_GET_SYSCALL_INFO writes at most `size` bytes (its `addr`) to the
    // buffer at `data`, which is `info`, live, writable and exactly that large; every
    // bit pattern is a valid `SyscallInfo`.
    let r = unsafe {
        libc::syscall(
            libc::SYS_ptrace,
            PTRACE_GET_SYSCALL_INFO,
            libc::c_long::from(pid),
            size as libc::c_long,
            &mut info as *mut SyscallInfo,
        )
    };
    if r < 0 {
        let source = io::Error::last_os_error();
        return Err(HostError::Ptrace { what: "PTRACE_GET_SYSCALL_INFO", source });
    }
    let w = info.words;
    Ok(match info.op {
        PTRACE_SYSCALL_INFO_ENTRY => SyscallStop::Entry { nr: w[0], args: [w[1], w[2], w[3], w[4], w[5], w[6]] },
        PTRACE_SYSCALL_INFO_EXIT => SyscallStop::Exit { rval: w[0] as i64 },
        _ => SyscallStop::Other,
    })
}

/// At a syscall stop of the tracee: `Some(n)` when it is the entry of a control point,
/// `syscall(PROBESIM_CONTROL, n)`; `None` for any other stop (an exit, another call).
pub(crate) fn control_point(pid: pid_t) -> Result<Option<u64>, HostError> {
    Ok(match syscall_stop(pid)? {
        SyscallStop::Entry { nr, args } if nr == PROBESIM_CONTROL => Some(args[0]),
        _ => None,
    })
}

/// At a signal-delivery stop of the tracee `tid` for `sig`: the handler it is about to
/// run, or `None` when the signal has none (ignored, or its default action) or the task
/// is gone. A caught signal is one `/proc/TID/status` lists in `SigCgt`; its `si_code`
/// and `si_pid` come from `PTRACE_GETSIGINFO`, and `si_pid` is compared with the
/// status's `Tgid`.
pub(crate) fn handler_entry(tid: pid_t, sig: i32) -> Option<crate::HostHandler> {
    let status = std::fs::read_to_string(format!("/proc/{tid}/status")).ok()?;
    let field = |name: &str| status.lines().find_map(|l| l.strip_prefix(name)).map(str::trim).map(str::to_string);
    let caught = u64::from_str_radix(&field("SigCgt:")?, 16).ok()?;
    if !(1..=64).contains(&sig) || caught & (1u64 << (sig - 1)) == 0 {
        return None;
    }
    let tgid: i32 = field("Tgid:")?.parse().ok()?;
    // SAFETY: `siginfo_t` is plain data, for which all zeroes is a valid value.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    // SAFETY: PTRACE_GETSIGINFO writes one `siginfo_t` to `data`, which points to
    // `info`, live and writable.
    let r = unsafe {
        libc::ptrace(
            libc::PTRACE_GETSIGINFO,
            tid,
            std::ptr::null_mut::<libc::c_void>(),
            &mut info as *mut libc::siginfo_t,
        )
    };
    if r < 0 {
        return None;
    }
    // SAFETY: `si_pid` reads the union's first word, which every siginfo layout has.
    let pid = unsafe { info.si_pid() };
    Some(crate::HostHandler { signo: sig, code: info.si_code, from_self: pid == tgid })
}

/// Resumes the stopped tracee with `request`. `ESRCH` (the tracee was killed
/// meanwhile, e.g. by the deadline) is not an error.
pub(crate) fn resume(pid: pid_t, request: PtraceRequest) -> Result<(), HostError> {
    match sys::ptrace(pid, request) {
        Err(source) if source.raw_os_error() != Some(libc::ESRCH) => {
            Err(HostError::Ptrace { what: request.name(), source })
        }
        _ => Ok(()),
    }
}

/// Reads `len` bytes at `addr` of the stopped tracee from its open
/// `/proc/PID/mem`; `None` unless all of them could be read.
pub(crate) fn read_mem(mem: &File, addr: u64, len: usize) -> Option<Vec<u8>> {
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

/// At the exit stop: record that it was seen, read every `(vaddr, len)` of
/// `ranges` into `out.memory_at_exit` and `/proc/PID/maps` into
/// `out.maps_at_exit`. What cannot be read stays `None`.
pub(crate) fn capture_exit_state(pid: pid_t, ranges: &[(u64, usize)], out: &mut RealOutcome) {
    out.exit_stop_seen = true;
    if let Ok(mem) = File::open(format!("/proc/{pid}/mem")) {
        for (slot, &(addr, len)) in out.memory_at_exit.iter_mut().zip(ranges.iter()) {
            *slot = read_mem(&mem, addr, len);
        }
    }
    if let Ok(bytes) = std::fs::read(format!("/proc/{pid}/maps")) {
        out.maps_at_exit = Some(String::from_utf8_lossy(&bytes).into_owned());
    }
}

/// At the exec stop: the address of the tracee's `AT_EXECFN` string (from
/// `/proc/PID/auxv`), checked to hold exactly `want` (the exec path with its NUL).
pub(crate) fn execfn_address(pid: pid_t, want: &[u8]) -> Result<u64, HostError> {
    let attach = |reason: String, source: Option<io::Error>| HostError::Attach { reason, source };
    let auxv =
        std::fs::read(format!("/proc/{pid}/auxv")).map_err(|e| attach(format!("reading /proc/{pid}/auxv"), Some(e)))?;
    let mut execfn = None;
    for pair in auxv.chunks_exact(16) {
        let word = |r: std::ops::Range<usize>| {
            u64::from_ne_bytes(pair.get(r).and_then(|b| b.try_into().ok()).unwrap_or([0; 8]))
        };
        if word(0..8) == AT_EXECFN {
            execfn = Some(word(8..16));
        }
    }
    let x = execfn.ok_or_else(|| attach("no AT_EXECFN in the guest's auxv".into(), None))?;
    let mem =
        File::open(format!("/proc/{pid}/mem")).map_err(|e| attach(format!("opening /proc/{pid}/mem"), Some(e)))?;
    match read_mem(&mem, x, want.len()) {
        Some(got) if got == want => Ok(x),
        got => Err(attach(
            format!(
                "AT_EXECFN string at {x:#x} is {:?}, expected the exec path",
                got.map(|g| String::from_utf8_lossy(&g).into_owned())
            ),
            None,
        )),
    }
}
