//! What attaching and detaching uprobes costs the real kernel: the ELF is started and
//! held at its exec stop (`PTRACE_TRACEME`, so its mm maps the file and no user
//! instruction has run), one `perf_event_open(2)` per probe is timed (each registers
//! the uprobe and writes its breakpoint into that mm), then closing every fd
//! (unregistering), then the process is killed.

use std::ffi::CString;
use std::os::fd::OwnedFd;
use std::path::Path;
use std::time::Instant;

use crate::sys::{self, CStrArray, ChildGuard};
use crate::{perf, AttachCost, HostError, RealProbe};

/// Starts `elf`, holds it at its exec stop, and times opening and then closing one
/// uprobe perf event per probe on it (no `inherit`, enabled at once).
pub(crate) fn attach_cost(elf: &Path, probes: &[RealProbe]) -> Result<AttachCost, HostError> {
    let pmu = crate::run::availability().map_err(HostError::Unavailable)?;
    let path = std::fs::canonicalize(elf).map_err(|source| HostError::Elf { path: elf.to_path_buf(), source })?;
    let c_path: CString = sys::cstring("ELF path", path.as_os_str().as_encoded_bytes())?;
    let argv = CStrArray::new(vec![c_path.clone()]);
    let envp = CStrArray::new(Vec::new());
    // Until the exec stop: the child holds this process's descriptors until it execs.
    let gate = sys::fork_window();
    // SAFETY: fork in a process whose other threads may hold locks: the child only
    // makes async-signal-safe system calls (ptrace, execve, _exit) on memory prepared
    // before the fork.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(sys::last_error("fork"));
    }
    if pid == 0 {
        // SAFETY: async-signal-safe calls only, with pointers into memory prepared
        // before the fork (valid in the child's copy).
        unsafe {
            libc::ptrace(libc::PTRACE_TRACEME, 0, 0, 0);
            libc::execve(c_path.as_ptr(), argv.as_ptr(), envp.as_ptr());
            libc::_exit(127);
        }
    }
    let mut guard = ChildGuard { pid, group: false, reaped: false };
    let status = sys::waitpid(pid).map_err(|source| HostError::Sys { what: "waitpid (exec stop)", source })?;
    drop(gate);
    if !libc::WIFSTOPPED(status) {
        let reason = format!("{} did not stop at its exec (status {status:#x})", path.display());
        return Err(HostError::Attach { reason, source: None });
    }
    let attrs = perf::probe_attrs(pmu, probes, &c_path, true, false);
    let mut fds: Vec<OwnedFd> = Vec::with_capacity(attrs.len());
    let mut refused = 0;
    let t0 = Instant::now();
    for a in &attrs {
        match perf::open(a, pid) {
            Ok(fd) => fds.push(fd),
            Err(_) => refused += 1,
        }
    }
    let attach = t0.elapsed();
    // Each close waits for an RCU grace period in the kernel (uprobe_unregister_sync),
    // about 90 ms on a 6.18 VM; closing from many threads was measured no faster.
    let t1 = Instant::now();
    sys::close_finally(fds);
    let detach = t1.elapsed();
    guard.kill_and_reap();
    Ok(AttachCost { attach, detach, refused })
}
