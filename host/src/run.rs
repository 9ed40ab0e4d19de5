//! One run, in four steps: [`prepare`] (validate the request and allocate
//! everything the child needs), [`spawn`] (fork, trace, release the child
//! to exec), [`supervise`] (handle its ptrace stops until it is reaped and
//! the I/O thread is done) and [`collect`] (child failures, hit counts,
//! output). A schedule ([`crate::RealSchedule`]) adds syscall stops to the
//! supervision: at a control point's entry [`Running::control_point`] opens and
//! closes probes while the guest is stopped.

use std::ffi::CString;
use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;
use std::thread::JoinHandle;
use std::time::Duration;

use libc::pid_t;

use crate::child::{self, GuestSpec};
use crate::contain::{Tree, TreeGuard};
use crate::io::{self as pipes, ChildEnds, IoResult, IoSetup, ParentEnds};
use crate::perf::{self, Attached};
use crate::sys::{
    self, cstring, CStrArray, ChildGuard, PerfEventAttr, PtraceRequest, PTRACE_EVENT_EXEC, PTRACE_EVENT_EXIT,
    PTRACE_EVENT_STOP,
};
use crate::{ptrace, AttachMode, HostError, RealOutcome, RealProbe, RealRequest, RunOptions, MAX_READ_AT_EXIT};

/// `Ok(uprobe PMU type)` when real uprobes can be used here: running as root
/// (`geteuid(2)`) and the uprobe PMU exists.
pub(crate) fn availability() -> Result<u32, String> {
    let euid = sys::geteuid();
    if euid != 0 {
        return Err(format!("not running as root (euid {euid})"));
    }
    perf::uprobe_pmu_type()
}

/// Runs `req` natively under real uprobes.
pub(crate) fn run(req: &RealRequest, opts: &RunOptions) -> Result<RealOutcome, HostError> {
    let Prepared { plan, child_ends, parent_ends } = prepare(req, opts)?;
    let running = spawn(&plan, child_ends, parent_ends, req, opts)?;
    let finished = supervise(running, &plan, req, opts)?;
    collect(finished, &plan)
}

/// What [`prepare`] produces.
struct Prepared {
    plan: Plan,
    child_ends: ChildEnds,
    parent_ends: ParentEnds,
}

/// The validated request in the form the system calls take, borrowed by
/// every later step.
struct Plan {
    /// The canonical ELF path: executed and probed.
    path: PathBuf,
    c_path: CString,
    argv: CStrArray,
    envp: CStrArray,
    /// One per probe; `config1` points at `c_path`, or at the probe's entry of
    /// `lib_paths`.
    attrs: Vec<PerfEventAttr>,
    /// The canonical paths of the probes on other files ([`RealProbe::path`]), one per
    /// probe (`None` for the ELF's own), kept alive for `attrs`.
    #[allow(dead_code)]
    lib_paths: Vec<Option<CString>>,
    exec_stop: bool,
    /// The child is ptraced (at least until the exec stop).
    traced: bool,
    /// The schedule has actions: the child is resumed with `PTRACE_SYSCALL` and
    /// stays traced to the end.
    syscall_stops: bool,
}

/// Checks the request, resolves the ELF, and builds the C strings, the
/// perf event attributes, the stdin fd and the pipes, all before `fork`.
fn prepare(req: &RealRequest, opts: &RunOptions) -> Result<Prepared, HostError> {
    let pmu_type = availability().map_err(HostError::Unavailable)?;

    for (i, &(_, len)) in req.read_at_exit.iter().enumerate() {
        if len > MAX_READ_AT_EXIT {
            return Err(HostError::InvalidRequest(format!(
                "read_at_exit[{i}] length {len} exceeds {MAX_READ_AT_EXIT}"
            )));
        }
    }
    let n = req.probes.len();
    if req.schedule.start_detached.iter().chain(req.schedule.actions.iter().map(|a| &a.probe)).any(|i| *i >= n) {
        return Err(HostError::InvalidRequest(format!("a schedule names a probe index past the {n} probes")));
    }
    let syscall_stops = !req.schedule.actions.is_empty() || opts.trace_syscalls;
    if syscall_stops && opts.attach != AttachMode::ExecStop {
        return Err(HostError::InvalidRequest("a schedule needs AttachMode::ExecStop".to_string()));
    }
    if opts.trace_syscalls && !req.schedule.is_empty() {
        return Err(HostError::InvalidRequest("tracing the system calls is not done with a schedule".to_string()));
    }
    for (i, p) in req.probes.iter().enumerate() {
        if p.ref_ctr_offset > u64::from(u32::MAX) {
            return Err(HostError::InvalidRequest(format!(
                "probes[{i}].ref_ctr_offset {:#x} does not fit in 32 bits",
                p.ref_ctr_offset
            )));
        }
    }

    let path = std::fs::canonicalize(&req.elf).map_err(|source| HostError::Elf { path: req.elf.clone(), source })?;
    let meta = std::fs::metadata(&path).map_err(|source| HostError::Elf { path: path.clone(), source })?;
    if !meta.is_file() {
        return Err(HostError::Elf { path, source: io::Error::new(io::ErrorKind::InvalidInput, "not a regular file") });
    }
    let c_path = cstring("ELF path", path.as_os_str().as_bytes())?;
    let c_strings = |what: &str, list: &[String]| {
        list.iter()
            .enumerate()
            .map(|(i, a)| cstring(&format!("{what}[{i}]"), a.as_bytes()))
            .collect::<Result<Vec<_>, _>>()
            .map(CStrArray::new)
    };
    let argv = c_strings("argv", &req.argv)?;
    let envp = c_strings("envp", &req.envp)?;

    let (child_ends, parent_ends) = pipes::open_channels(req.stdin.as_deref())?;

    let exec_stop = opts.attach == AttachMode::ExecStop;
    if opts.system_wide && !exec_stop {
        return Err(HostError::InvalidRequest("system_wide probes need AttachMode::ExecStop".into()));
    }
    let inherit = opts.inherit && !opts.system_wide;
    let mut attrs = perf::probe_attrs(pmu_type, &req.probes, &c_path, exec_stop, inherit);
    let mut lib_paths = Vec::with_capacity(req.probes.len());
    for (i, p) in req.probes.iter().enumerate() {
        let Some(lib) = &p.path else {
            lib_paths.push(None);
            continue;
        };
        if !opts.system_wide {
            return Err(HostError::InvalidRequest(format!(
                "probes[{i}] is on another file ({}): that needs RunOptions::system_wide",
                lib.display()
            )));
        }
        let canon = std::fs::canonicalize(lib).map_err(|source| HostError::Elf { path: lib.clone(), source })?;
        let c = cstring(&format!("probes[{i}].path"), canon.as_os_str().as_bytes())?;
        // The CString's heap buffer does not move when the CString does.
        if let Some(a) = attrs.get_mut(i) {
            a.config1 = c.as_ptr() as u64;
        }
        lib_paths.push(Some(c));
    }
    let traced = exec_stop || opts.trace_exit;
    Ok(Prepared {
        plan: Plan { path, c_path, argv, envp, attrs, lib_paths, exec_stop, traced, syscall_stops },
        child_ends,
        parent_ends,
    })
}

/// A child that was released to exec, and its state while it runs.
struct Running {
    guard: ChildGuard,
    /// The guest's cgroups: dropped after `guard`, so the tree outlives the reap.
    tree: TreeGuard,
    io_thread: JoinHandle<Result<IoResult, HostError>>,
    /// The main thread's end of the control socket to the I/O thread.
    control: OwnedFd,
    errpipe: OwnedFd,
    /// Still ptraced.
    traced: bool,
    /// The exec stop was handled (probes attached at most once).
    exec_seen: bool,
    probes: Attached,
    out: RealOutcome,
}

/// Forks the child, closes its fd ends here, makes it a process group
/// leader, `PTRACE_SEIZE`s it when traced, attaches the probes now for
/// `AttachMode::EnableOnExec`, starts the I/O thread, and releases it.
fn spawn(
    plan: &Plan,
    child_ends: ChildEnds,
    parent_ends: ParentEnds,
    req: &RealRequest,
    opts: &RunOptions,
) -> Result<Running, HostError> {
    let spec = GuestSpec {
        stdin_fd: child_ends.stdin.as_raw_fd(),
        out_fd: child_ends.stdout.as_raw_fd(),
        err_fd: child_ends.stderr.as_raw_fd(),
        barrier_fd: child_ends.barrier.as_raw_fd(),
        errpipe_fd: child_ends.errpipe.as_raw_fd(),
        path: &plan.c_path,
        argv: &plan.argv,
        envp: &plan.envp,
        parent_pid: sys::getpid(),
        no_aslr: opts.no_aslr,
    };
    let tree = TreeGuard(Tree::new(opts.max_tasks));
    let pid = child::spawn_guest(&spec, child_ends, &parent_ends.barrier)
        .map_err(|source| HostError::Sys { what: "fork", source })?;
    let guard = ChildGuard { pid, group: true, reaped: false };
    sys::make_group_leader(pid);
    // Into its cgroups before it is released: its first instruction runs contained.
    tree.0.enter(pid)?;
    let pidfd = sys::pidfd_open(pid)?;

    if plan.traced {
        ptrace::seize(pid, plan.syscall_stops, opts.trace_syscalls)?;
    }
    let mut probe_errors = vec![None; req.probes.len()];
    let mut probes = Attached::default();
    if !plan.exec_stop && !plan.attrs.is_empty() {
        if opts.inherit {
            probes.pin = Some(perf::open_unclone_pin(pid)?);
        }
        probes.fds =
            perf::attach_before_exec(pid, &plan.attrs, &req.probes, opts.tolerate_probe_errors, &mut probe_errors)?;
    }

    let ParentEnds { stdout, stderr, errpipe, barrier, control_rx, control_tx } = parent_ends;
    let io_thread = pipes::spawn_io_thread(IoSetup {
        out: stdout,
        err: stderr,
        control: control_rx,
        pidfd,
        pgid: pid,
        timeout: Duration::from_millis(req.timeout_ms),
        pre_exec_slack: if plan.traced { pipes::PRE_EXEC_SLACK } else { Duration::ZERO },
        max: opts.max_output_bytes,
        grace: Duration::from_millis(opts.kill_grace_ms),
        tree: std::sync::Arc::clone(&tree.0),
    })?;

    // Release the child. If it already died, the wait finds out why.
    let _ = pipes::send_byte(&barrier, 1);
    drop(barrier);

    Ok(Running {
        guard,
        tree,
        io_thread,
        control: control_tx,
        errpipe,
        traced: plan.traced,
        exec_seen: false,
        probes,
        out: RealOutcome {
            hits: vec![0; req.probes.len()],
            memory_at_exit: vec![None; req.read_at_exit.len()],
            probe_errors,
            actions_applied: vec![None; req.schedule.actions.len()],
            ..Default::default()
        },
    })
}

/// A child that was reaped, with everything still to be collected.
struct Finished {
    tree: TreeGuard,
    errpipe: OwnedFd,
    probes: Attached,
    io: IoResult,
    out: RealOutcome,
}

/// Waits for the child to terminate, handling its ptrace stops; then (on
/// error after killing and reaping it) tells the I/O thread and joins it.
fn supervise(mut running: Running, plan: &Plan, req: &RealRequest, opts: &RunOptions) -> Result<Finished, HostError> {
    let waited = running.wait(plan, req, opts);
    let Running { mut guard, tree, io_thread, control, errpipe, probes, out, .. } = running;
    if waited.is_ok() {
        guard.reaped = true;
    } else {
        guard.kill_and_reap(); // so the I/O thread can finish
    }
    // Tell the I/O thread the child is gone (fails only if it already ended).
    let _ = pipes::send_byte(&control, pipes::MSG_REAPED);
    let io = io_thread.join();
    waited?;
    let io = io.map_err(|_| HostError::Thread { what: "panicked", source: None })??;
    Ok(Finished { tree, errpipe, probes, io, out })
}

impl Running {
    fn pid(&self) -> pid_t {
        self.guard.pid
    }

    /// `waitpid` until the child exits or is killed, resuming it from every
    /// ptrace stop: the exec stop attaches the probes (`AttachMode::ExecStop`)
    /// and restarts the clock, signal-delivery stops pass the signal on
    /// unchanged, group stops stay stopped (`PTRACE_LISTEN`), and the exit
    /// stop reads the requested memory.
    fn wait(&mut self, plan: &Plan, req: &RealRequest, opts: &RunOptions) -> Result<(), HostError> {
        if opts.trace_syscalls {
            return self.wait_tracing_syscalls(plan, req, opts);
        }
        loop {
            let status = sys::waitpid(self.pid()).map_err(|source| HostError::Sys { what: "waitpid", source })?;
            if libc::WIFEXITED(status) {
                self.out.exit_code = Some(libc::WEXITSTATUS(status));
                return Ok(());
            }
            if libc::WIFSIGNALED(status) {
                self.out.signal = Some(libc::WTERMSIG(status));
                return Ok(());
            }
            if !(self.traced && libc::WIFSTOPPED(status)) {
                continue;
            }
            let sig = libc::WSTOPSIG(status);
            let event = (status >> 16) & 0xff;
            if plan.syscall_stops && event == 0 && ptrace::is_syscall_stop(sig) {
                self.control_point(plan, req, opts)?;
                ptrace::resume(self.pid(), PtraceRequest::Syscall(0))?;
                continue;
            }
            let request = match event {
                PTRACE_EVENT_EXEC => self.exec_stop(plan, req, opts)?,
                PTRACE_EVENT_EXIT => {
                    ptrace::capture_exit_state(self.pid(), &req.read_at_exit, &mut self.out);
                    PtraceRequest::Cont(0)
                }
                PTRACE_EVENT_STOP => {
                    if matches!(sig, libc::SIGSTOP | libc::SIGTSTP | libc::SIGTTIN | libc::SIGTTOU) {
                        // Group stop: stay stopped, as an untraced process would.
                        PtraceRequest::Listen
                    } else {
                        PtraceRequest::Cont(0)
                    }
                }
                // Signal-delivery stop: deliver the signal unchanged.
                0 => PtraceRequest::Cont(sig),
                _ => PtraceRequest::Cont(0),
            };
            let request = match request {
                PtraceRequest::Cont(sig) if plan.syscall_stops => PtraceRequest::Syscall(sig),
                other => other,
            };
            ptrace::resume(self.pid(), request)?;
        }
    }

    /// [`Running::wait`] with [`RunOptions::trace_syscalls`]: every task of the guest's
    /// process group is waited for (`waitpid(-pgid, __WALL)`), until none is left, and
    /// each system call a task makes after the exec stop is recorded from its entry and
    /// exit stops. A call whose exit stop never comes is recorded only for `exit` and
    /// `exit_group`: any other (a thread asleep when its process ended) never returned
    /// to the program either.
    fn wait_tracing_syscalls(&mut self, plan: &Plan, req: &RealRequest, opts: &RunOptions) -> Result<(), HostError> {
        let main = self.pid();
        let mut entered: std::collections::BTreeMap<pid_t, (u64, [u64; 6])> = Default::default();
        let record = |out: &mut RealOutcome, tid: pid_t, nr: u64, args: [u64; 6], ret: Option<i64>| {
            if out.syscalls.len() < crate::MAX_SYSCALLS {
                out.syscalls.push(crate::HostSyscall { tid, nr, args, ret, handler: None });
            } else {
                out.syscalls_dropped += 1;
            }
        };
        loop {
            let (tid, status) = match sys::waitpid_group(main) {
                Ok(x) => x,
                Err(e) if e.raw_os_error() == Some(libc::ECHILD) => return Ok(()),
                Err(source) => return Err(HostError::Sys { what: "waitpid", source }),
            };
            if libc::WIFEXITED(status) || libc::WIFSIGNALED(status) {
                if let Some((nr, args)) = entered.remove(&tid) {
                    if nr == libc::SYS_exit as u64 || nr == libc::SYS_exit_group as u64 {
                        record(&mut self.out, tid, nr, args, None);
                    }
                }
                if tid == main {
                    if libc::WIFEXITED(status) {
                        self.out.exit_code = Some(libc::WEXITSTATUS(status));
                    } else {
                        self.out.signal = Some(libc::WTERMSIG(status));
                    }
                }
                continue;
            }
            if !libc::WIFSTOPPED(status) {
                continue;
            }
            let sig = libc::WSTOPSIG(status);
            let event = (status >> 16) & 0xff;
            if event == 0 && ptrace::is_syscall_stop(sig) {
                match ptrace::syscall_stop(tid) {
                    Ok(ptrace::SyscallStop::Entry { nr, args }) if self.exec_seen => {
                        entered.insert(tid, (nr, args));
                    }
                    Ok(ptrace::SyscallStop::Exit { rval }) => {
                        if let Some((nr, args)) = entered.remove(&tid) {
                            record(&mut self.out, tid, nr, args, Some(rval));
                        }
                    }
                    // Before the exec, a seccomp stop, or a task killed meanwhile.
                    _ => {}
                }
                ptrace::resume(tid, PtraceRequest::Syscall(0))?;
                continue;
            }
            let request = match event {
                PTRACE_EVENT_EXEC if tid == main && !self.exec_seen => self.exec_stop(plan, req, opts)?,
                PTRACE_EVENT_EXIT if tid == main => {
                    ptrace::capture_exit_state(main, &req.read_at_exit, &mut self.out);
                    PtraceRequest::Cont(0)
                }
                PTRACE_EVENT_STOP if matches!(sig, libc::SIGSTOP | libc::SIGTSTP | libc::SIGTTIN | libc::SIGTTOU) => {
                    PtraceRequest::Listen
                }
                // A signal-delivery stop: the signal goes on unchanged, and a handler
                // it runs is logged.
                0 => {
                    if let Some(h) = ptrace::handler_entry(tid, sig).filter(|_| self.exec_seen) {
                        if self.out.syscalls.len() < crate::MAX_SYSCALLS {
                            let mark = crate::HostSyscall { tid, nr: 0, args: [0; 6], ret: None, handler: Some(h) };
                            self.out.syscalls.push(mark);
                        }
                    }
                    PtraceRequest::Cont(sig)
                }
                // Another event (a new task's first stop, fork, clone, exec, exit).
                _ => PtraceRequest::Cont(0),
            };
            let request = match request {
                PtraceRequest::Cont(sig) => PtraceRequest::Syscall(sig),
                other => other,
            };
            ptrace::resume(tid, request)?;
        }
    }

    /// At the (first) exec stop no instruction of the new image has run:
    /// attach the probes for `AttachMode::ExecStop`, restart the guest's
    /// clock, and continue, or detach when `trace_exit` is off.
    fn exec_stop(&mut self, plan: &Plan, req: &RealRequest, opts: &RunOptions) -> Result<PtraceRequest, HostError> {
        if !self.exec_seen {
            self.exec_seen = true;
            if (opts.system_wide || plan.exec_stop) && !plan.attrs.is_empty() {
                if opts.inherit && !opts.system_wide && opts.consumer == crate::Consumer::PerfEvents {
                    self.probes.pin = Some(perf::open_unclone_pin(self.pid())?);
                }
                let held_back = &req.schedule.start_detached;
                let now: Vec<usize> = (0..req.probes.len()).filter(|i| !held_back.contains(i)).collect();
                self.probes.fds = (0..req.probes.len()).map(|_| None).collect();
                self.probes.per_cpu = (0..req.probes.len()).map(|_| Vec::new()).collect();
                self.open_probes(plan, req, opts, &now)?;
            }
            // The guest starts now: the timeout counts from here.
            let _ = pipes::send_byte(&self.control, pipes::MSG_RESTART_CLOCK);
        }
        if opts.trace_exit || plan.syscall_stops {
            Ok(PtraceRequest::Cont(0))
        } else {
            self.traced = false;
            Ok(PtraceRequest::Detach)
        }
    }
}

impl Running {
    /// Opens the perf events of probes `which` (indices into `req.probes`) for the
    /// stopped guest, as at the exec stop, into their slots of `self.probes.fds`.
    fn open_probes(
        &mut self,
        plan: &Plan,
        req: &RealRequest,
        opts: &RunOptions,
        which: &[usize],
    ) -> Result<(), HostError> {
        let attrs: Vec<PerfEventAttr> = which.iter().filter_map(|i| plan.attrs.get(*i).cloned()).collect();
        let probes: Vec<RealProbe> = which.iter().filter_map(|i| req.probes.get(*i).cloned()).collect();
        let mut errors = vec![None; which.len()];
        // A failed probe's index is one of `which`'s: name the probe's own.
        let rename = |e| match e {
            HostError::ProbeOpen { index, file_offset, retprobe, ref_ctr_offset, source } => HostError::ProbeOpen {
                index: which.get(index).copied().unwrap_or(index),
                file_offset,
                retprobe,
                ref_ctr_offset,
                source,
            },
            e => e,
        };
        if opts.consumer == crate::Consumer::BpfMulti {
            if opts.system_wide || !req.schedule.is_empty() || which.len() != req.probes.len() {
                return Err(HostError::InvalidRequest(
                    "BPF uprobe_multi counting attaches every probe once, for the guest's task: not system-wide, \
                     not with a schedule"
                        .into(),
                ));
            }
            let mut errors = vec![None; req.probes.len()];
            let counters =
                crate::bpf::Counters::attach(self.pid(), &req.elf, &req.probes, &opts.expect_refused, &mut errors)
                    .map_err(|e| HostError::Attach { reason: e.what, source: Some(e.source) })?;
            self.probes.bpf = Some(counters);
            for (i, e) in errors.into_iter().enumerate() {
                let Some(errno) = e else { continue };
                if let (false, Some(p)) = (opts.tolerate_probe_errors, req.probes.get(i)) {
                    let (file_offset, retprobe, ref_ctr_offset) = (p.file_offset, p.retprobe, p.ref_ctr_offset);
                    let source = std::io::Error::from_raw_os_error(errno);
                    return Err(HostError::ProbeOpen { index: i, file_offset, retprobe, ref_ctr_offset, source });
                }
                if let Some(slot) = self.out.probe_errors.get_mut(i) {
                    *slot = Some(errno);
                }
            }
            return Ok(());
        }
        if opts.system_wide {
            // System-wide events count in the guest's cgroup only, where the run has a
            // cgroup v2 directory: another process running the same file (a library,
            // or a program the guest execs, which the host runs too) is not counted.
            // Probes on other files need it.
            let cgroup = self.tree.0.perf_cgroup();
            if cgroup.is_none() && probes.iter().any(|p| p.path.is_some()) {
                return Err(HostError::InvalidRequest(
                    "probes on another file need a cgroup v2 directory for the run, and none could be made".into(),
                ));
            }
            let per_cpu = perf::attach_system_wide(
                &attrs,
                &probes,
                cgroup.as_ref().map(std::os::fd::AsRawFd::as_raw_fd),
                opts.tolerate_probe_errors,
                &mut errors,
            )
            .map_err(rename)?;
            for (i, fds) in which.iter().zip(per_cpu) {
                if let Some(slot) = self.probes.per_cpu.get_mut(*i) {
                    *slot = fds;
                }
            }
        } else {
            let fds = perf::attach_at_exec_stop(
                self.pid(),
                &plan.c_path,
                &attrs,
                &probes,
                opts.tolerate_probe_errors,
                &mut errors,
            )
            .map_err(rename)?;
            for (i, fd) in which.iter().zip(fds) {
                if let Some(slot) = self.probes.fds.get_mut(*i) {
                    *slot = fd;
                }
            }
        }
        for (i, err) in which.iter().zip(errors) {
            if let (Some(slot), Some(e)) = (self.out.probe_errors.get_mut(*i), err) {
                *slot = Some(e);
            }
        }
        Ok(())
    }

    /// Closes probe `i`'s perf event (the kernel unregisters its consumer, and frees the
    /// uprobe if it was the last), adding the hits it counted to `out.hits[i]`.
    fn close_probe(&mut self, i: usize) -> Result<(), HostError> {
        let task = self.probes.fds.get_mut(i).and_then(Option::take);
        let cpus = self.probes.per_cpu.get_mut(i).map(std::mem::take).unwrap_or_default();
        let fds: Vec<OwnedFd> = task.into_iter().chain(cpus).collect();
        let mut hits = 0u64;
        let mut read = Ok(());
        for fd in &fds {
            let mut v = [0u8; 8];
            match sys::read(fd, &mut v) {
                Ok(8) => hits = hits.saturating_add(u64::from_ne_bytes(v)),
                Ok(r) => {
                    let source = io::Error::new(io::ErrorKind::UnexpectedEof, format!("short read of {r} bytes"));
                    read = Err(HostError::ProbeRead { index: i, source });
                    break;
                }
                Err(source) => {
                    read = Err(HostError::ProbeRead { index: i, source });
                    break;
                }
            }
        }
        // The detach itself: the last reference to each event, so the uprobe is
        // unregistered (its int3 gone) before the guest is resumed.
        sys::close_finally(fds);
        read?;
        if let Some(h) = self.out.hits.get_mut(i) {
            *h = h.saturating_add(hits);
        }
        Ok(())
    }

    /// At a syscall stop: if it is a control point's entry, count it and apply the
    /// schedule's actions due there (each at the first time its control point is
    /// reached, in order; attaching an open probe or detaching a closed one does
    /// nothing).
    fn control_point(&mut self, plan: &Plan, req: &RealRequest, opts: &RunOptions) -> Result<(), HostError> {
        let Some(n) = ptrace::control_point(self.pid())? else { return Ok(()) };
        self.out.control_points = self.out.control_points.saturating_add(1);
        let ordinal = self.out.control_points;
        for (k, a) in req.schedule.actions.iter().enumerate() {
            match self.out.actions_applied.get_mut(k) {
                Some(slot @ None) if a.control == n => *slot = Some(ordinal),
                _ => continue,
            }
            let open = self.probes.fds.get(a.probe).is_some_and(Option::is_some)
                || self.probes.per_cpu.get(a.probe).is_some_and(|v| !v.is_empty());
            if a.attach && !open {
                self.open_probes(plan, req, opts, &[a.probe])?;
            } else if !a.attach && open {
                self.close_probe(a.probe)?;
            }
        }
        Ok(())
    }
}

/// Turns a reaped child into the outcome: a setup or exec failure the child
/// reported, else its hit counts and output.
fn collect(f: Finished, plan: &Plan) -> Result<RealOutcome, HostError> {
    let Finished { tree, errpipe, probes, io, mut out } = f;
    // Did the child fail before (or at) exec? Every write end is closed
    // (the child is reaped), so this read cannot block.
    let mut msg = [0u8; 8];
    if let Ok(8) = sys::read(&errpipe, &mut msg) {
        let (step, err) = child::decode_record(msg);
        let source = io::Error::from_raw_os_error(err as i32);
        if step == child::STEP_EXECVE {
            return Err(HostError::Exec { path: plan.path.clone(), source });
        }
        return Err(HostError::ChildSetup { step: child::step_name(step), source });
    }

    // A probe's hits add up over its attach periods: those it was closed at are in already.
    let mut last = vec![0; out.hits.len()];
    probes.read_hits(&mut last)?;
    for (h, l) in out.hits.iter_mut().zip(last) {
        *h = h.saturating_add(l);
    }

    out.stdout = io.stdout;
    out.stderr = io.stderr;
    out.stdout_len = io.stdout_len;
    out.stderr_len = io.stderr_len;
    out.output_truncated = io.truncated;
    if io.killed_at_deadline {
        if out.signal == Some(libc::SIGKILL) {
            out.timed_out = true;
        } else {
            out.descendants_killed = true;
        }
    }
    // The guest is reaped and its output read: whatever of its tree still runs is killed
    // now (dropping `tree`), and said so.
    if tree.0.populated() {
        out.descendants_killed = true;
    }
    out.containment = tree.0.containment();
    drop(tree);
    Ok(out)
}
