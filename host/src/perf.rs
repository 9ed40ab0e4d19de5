//! The probes: `perf_event_open(2)` of uprobe and uretprobe events on the
//! uprobe PMU (type from `/sys/bus/event_source/devices/uprobe/type`), in
//! the two attach modes, and reading their hit counters.
//!
//! A uprobe perf event is `type = <uprobe PMU>`, `config = retprobe bit 0 |
//! ref_ctr_offset << 32`, `config1 = pointer to the path`, `config2 = file
//! offset`, as the kernel's `perf_uprobe_init` reads them.

use std::ffi::CStr;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};

use libc::{c_long, pid_t};

use crate::child::{self, HelperSpec, RECORD_MAPPING};
use crate::sys::{
    self, ChildGuard, PerfEventAttr, ATTR_DISABLED, ATTR_ENABLE_ON_EXEC, ATTR_INHERIT, PAGE, PERF_COUNT_SW_DUMMY,
    PERF_FLAG_FD_CLOEXEC, PERF_TYPE_SOFTWARE,
};
use crate::{io as pipes, ptrace, HostError, RealProbe, UPROBE_PMU_DIR};

/// Most attach helpers (and legacy opener threads) run in parallel.
/// `perf_event_open` of a uprobe costs ~85 ms (6.18 VM) and parallelises well.
const MAX_OPENERS: usize = 16;

/// The dynamic PMU type of the uprobe PMU, from `UPROBE_PMU_DIR/type`.
pub(crate) fn uprobe_pmu_type() -> Result<u32, String> {
    let type_path = format!("{UPROBE_PMU_DIR}/type");
    let text = std::fs::read_to_string(&type_path).map_err(|e| format!("no uprobe PMU ({type_path}: {e})"))?;
    text.trim().parse::<u32>().map_err(|_| format!("unparsable uprobe PMU type {:?} in {type_path}", text.trim()))
}

/// One event attribute per probe, `config1` pointing at `path` (valid in
/// this process; [`attach_at_exec_stop`] repoints it). With `exec_stop`
/// off the events start disabled and are enabled by the guest's `execve`.
pub(crate) fn probe_attrs(
    pmu_type: u32,
    probes: &[RealProbe],
    path: &CStr,
    exec_stop: bool,
    inherit: bool,
) -> Vec<PerfEventAttr> {
    let mut flags = if inherit { ATTR_INHERIT } else { 0 };
    if !exec_stop {
        flags |= ATTR_DISABLED | ATTR_ENABLE_ON_EXEC;
    }
    probes
        .iter()
        .map(|p| PerfEventAttr {
            type_: pmu_type,
            size: std::mem::size_of::<PerfEventAttr>() as u32,
            config: u64::from(p.retprobe) | (p.ref_ctr_offset << 32),
            flags,
            config1: path.as_ptr() as u64,
            config2: p.file_offset,
            ..Default::default()
        })
        .collect()
}

/// `perf_event_open(attr, pid, cpu -1, group -1, PERF_FLAG_FD_CLOEXEC)`;
/// the errno on failure.
pub(crate) fn open(attr: &PerfEventAttr, pid: pid_t) -> Result<OwnedFd, i32> {
    open_on(attr, pid, -1)
}

/// `perf_event_open(attr, pid, cpu, group -1, PERF_FLAG_FD_CLOEXEC)`; the errno on
/// failure.
fn open_on(attr: &PerfEventAttr, pid: pid_t, cpu: i32) -> Result<OwnedFd, i32> {
    open_with(attr, pid, cpu, PERF_FLAG_FD_CLOEXEC)
}

/// `PERF_FLAG_PID_CGROUP`: `pid` is the fd of a cgroup directory.
const PERF_FLAG_PID_CGROUP: c_long = 1 << 2;

/// `perf_event_open(attr, pid, cpu, group -1, flags)`; the errno on failure.
fn open_with(attr: &PerfEventAttr, pid: pid_t, cpu: i32, flags: impl Into<c_long>) -> Result<OwnedFd, i32> {
    let flags: c_long = flags.into();
    // SAFETY: `attr` is a live, fully initialised perf_event_attr whose
    // `size` matches its layout. The only pointer in it, `config1`, is read
    // by the kernel with strndup_user, which fails with EFAULT rather than
    // touching invalid memory.
    let fd = unsafe {
        libc::syscall(
            libc::SYS_perf_event_open,
            attr as *const PerfEventAttr,
            c_long::from(pid),
            c_long::from(cpu),
            -1 as c_long,
            flags,
        )
    };
    if fd < 0 {
        return Err(sys::errno());
    }
    // SAFETY: perf_event_open returned `fd` (a c_int, so the cast is
    // lossless) as a new descriptor, which nothing else owns.
    Ok(unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
}

/// The perf fds of a run.
#[derive(Default)]
pub(crate) struct Attached {
    /// One per probe, `None` for a probe the kernel refused (tolerated).
    pub(crate) fds: Vec<Option<OwnedFd>>,
    /// System-wide events ([`attach_system_wide`]): one per online CPU for each probe
    /// (empty for a refused one); a probe's hits are their sum.
    pub(crate) per_cpu: Vec<Vec<OwnedFd>>,
    /// See [`open_unclone_pin`].
    pub(crate) pin: Option<OwnedFd>,
    /// [`crate::Consumer::BpfMulti`]: every probe's counter.
    pub(crate) bpf: Option<crate::bpf::Counters>,
}

impl Attached {
    /// Adds every probe's hit count (a `u64`, `read_format` 0) to `hits` (zeros): its
    /// task event's, or the sum of its per-CPU events'.
    pub(crate) fn read_hits(&self, hits: &mut [u64]) -> Result<(), HostError> {
        let task = self.fds.iter().enumerate().filter_map(|(i, fd)| fd.as_ref().map(|fd| (i, fd)));
        let cpus = self.per_cpu.iter().enumerate().flat_map(|(i, fds)| fds.iter().map(move |fd| (i, fd)));
        for (index, fd) in task.chain(cpus) {
            let mut v = [0u8; 8];
            match sys::read(fd, &mut v) {
                Ok(8) => {}
                Ok(r) => {
                    let source = io::Error::new(io::ErrorKind::UnexpectedEof, format!("short read of {r} bytes"));
                    return Err(HostError::ProbeRead { index, source });
                }
                Err(source) => return Err(HostError::ProbeRead { index, source }),
            }
            if let Some(h) = hits.get_mut(index) {
                *h += u64::from_ne_bytes(v);
            }
        }
        if let Some(c) = &self.bpf {
            c.read(hits).map_err(|source| HostError::ProbeRead { index: 0, source })?;
        }
        Ok(())
    }
}

impl Drop for Attached {
    /// The run's end: every probe still attached is closed as [`Running::close_probe`]
    /// closes one, with no child of this process holding a copy (`sys::close_finally`).
    ///
    /// [`Running::close_probe`]: crate::run
    fn drop(&mut self) {
        let bpf = self.bpf.take().map(crate::bpf::Counters::into_fds).unwrap_or_default();
        let fds = (std::mem::take(&mut self.fds), std::mem::take(&mut self.per_cpu), self.pin.take(), bpf);
        if !fds.0.is_empty() || !fds.1.is_empty() || fds.2.is_some() || !fds.3.is_empty() {
            sys::close_finally(fds);
        }
    }
}

/// A failed `perf_event_open` for probe `index`: fatal, or recorded.
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

/// Opens a disabled, non-inherited software dummy event on `pid`.
///
/// Kernel quirk: when every event of a task's perf context is inherited,
/// a forked child's context is a "clone" of the parent's, and the
/// scheduler may swap the two contexts between parent and child on a
/// context switch (`perf_event_context_sched_out`). Uprobe perf events
/// filter hits by `event->hw.target->mm`, so after a swap neither task's
/// hits match the events that are scheduled for it and they are lost
/// (observed: 0 instead of 15 hits, depending on scheduling). One event
/// without `inherit` in the context clears `inherited_all` in
/// `inherit_task_group`, so child contexts are never clones and never swapped.
pub(crate) fn open_unclone_pin(pid: pid_t) -> Result<OwnedFd, HostError> {
    let attr = PerfEventAttr {
        type_: PERF_TYPE_SOFTWARE,
        config: PERF_COUNT_SW_DUMMY,
        size: std::mem::size_of::<PerfEventAttr>() as u32,
        flags: ATTR_DISABLED,
        ..Default::default()
    };
    open(&attr, pid).map_err(|e| HostError::Sys {
        what: "perf_event_open (non-inherited dummy event)",
        source: io::Error::from_raw_os_error(e),
    })
}

/// [`AttachMode::EnableOnExec`](crate::AttachMode::EnableOnExec): opens the
/// probes for `pid` before its exec, in parallel threads, with `config1`
/// pointing into this process.
pub(crate) fn attach_before_exec(
    pid: pid_t,
    attrs: &[PerfEventAttr],
    probes: &[RealProbe],
    tolerate: bool,
    errors: &mut [Option<i32>],
) -> Result<Vec<Option<OwnedFd>>, HostError> {
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
                        .map(|(i, a)| (i, open(a, pid)))
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
        match r.unwrap_or_else(|| open(attr, pid)) {
            Ok(fd) => fds.push(Some(fd)),
            Err(e) => {
                probe_failed(index, p, e, tolerate, errors)?;
                fds.push(None);
            }
        }
    }
    Ok(fds)
}

/// [`AttachMode::ExecStop`](crate::AttachMode::ExecStop): opens the probes
/// for the guest `pid` stopped at its exec stop, with `config1` pointing at
/// the guest's own copy of the exec path (its `AT_EXECFN` string).
///
/// The events are opened by up to [`MAX_OPENERS`] forked helpers (see
/// [`crate::child`]) that map that same address and copy the path there, so
/// the pointer is valid both in the opener and in the guest, where the kernel
/// re-reads it whenever an inherited event is re-created at a `fork`. Each
/// helper reports its fd numbers through a pipe and the parent takes the fds
/// with `pidfd_getfd(2)`.
pub(crate) fn attach_at_exec_stop(
    pid: pid_t,
    c_path: &CStr,
    base: &[PerfEventAttr],
    probes: &[RealProbe],
    tolerate: bool,
    errors: &mut [Option<i32>],
) -> Result<Vec<Option<OwnedFd>>, HostError> {
    if base.is_empty() {
        return Ok(Vec::new());
    }
    let attach = |reason: String| HostError::Attach { reason, source: None };
    let want = c_path.to_bytes_with_nul();
    let x = ptrace::execfn_address(pid, want)?;
    let end = x.checked_add(want.len() as u64).ok_or_else(|| attach(format!("AT_EXECFN {x:#x} overflows")))?;
    let map_start = x & !(PAGE - 1);
    let map_end = end.div_ceil(PAGE).checked_mul(PAGE).ok_or_else(|| attach(format!("AT_EXECFN {x:#x} overflows")))?;

    let attrs: Vec<PerfEventAttr> = base.iter().map(|a| PerfEventAttr { config1: x, ..a.clone() }).collect();
    let path_buf: Vec<u8> = want.to_vec();
    // Until every helper is reaped (`guards` dropped, below): the helpers hold the
    // parent's descriptors from their fork until their first system call.
    let _gate = sys::fork_window();
    let (report_r, report_w) = pipes::pipe_pair()?;
    let helpers = attrs.len().min(MAX_OPENERS);
    let mut guards = Vec::with_capacity(helpers);
    let mut pidfds = Vec::with_capacity(helpers);
    let parent_pid = sys::getpid();
    for k in 0..helpers {
        let spec = HelperSpec {
            attrs: &attrs,
            first: k,
            step: helpers,
            map_start,
            map_end,
            dst: x,
            path: &path_buf,
            guest: pid,
            report_fd: report_w.as_raw_fd(),
            parent_pid,
        };
        let hpid = child::spawn_helper_clear_of_stack(&spec)?;
        guards.push(ChildGuard { pid: hpid, group: false, reaped: false });
        pidfds.push(sys::pidfd_open(hpid)?);
    }
    drop(report_w);

    // Every helper closes its copy of the write end when done (or dies),
    // so EOF means all records are in.
    let mut got: Vec<Option<i32>> = vec![None; attrs.len()];
    let mut rec = [0u8; 8];
    while sys::read_exact(&report_r, &mut rec) {
        let (index, v) = child::decode_record(rec);
        let v = v as i32;
        if index == RECORD_MAPPING {
            return Err(HostError::Attach {
                reason: format!("an attach helper could not map {map_start:#x}"),
                source: Some(io::Error::from_raw_os_error(v.saturating_neg())),
            });
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
        let hpidfd = pidfds.get(index % helpers).ok_or_else(|| attach(format!("no helper for probe #{index}")))?;
        fds.push(Some(sys::pidfd_getfd(hpidfd, v)?));
    }
    drop(guards); // SIGKILL + reap every helper
    Ok(fds)
}

/// The online CPUs, from `/sys/devices/system/cpu/online` (a list such as `0-3,6`).
fn online_cpus() -> Result<Vec<i32>, HostError> {
    let path = "/sys/devices/system/cpu/online";
    let bad = |why: String| HostError::Attach { reason: format!("{path}: {why}"), source: None };
    let text = std::fs::read_to_string(path)
        .map_err(|e| HostError::Attach { reason: format!("cannot read {path}"), source: Some(e) })?;
    let mut cpus = Vec::new();
    for part in text.trim().split(',').filter(|p| !p.is_empty()) {
        let (lo, hi) = part.split_once('-').unwrap_or((part, part));
        let num = |s: &str| s.parse::<i32>().map_err(|_| bad(format!("unparsable CPU list {:?}", text.trim())));
        let (lo, hi) = (num(lo)?, num(hi)?);
        if hi < lo || hi - lo > 4096 {
            return Err(bad(format!("unparsable CPU list {:?}", text.trim())));
        }
        cpus.extend(lo..=hi);
    }
    if cpus.is_empty() {
        return Err(bad("no online CPU".into()));
    }
    Ok(cpus)
}

/// System-wide probes, as bpftrace and BPF links attach: for each probe, one event per
/// online CPU with pid -1 (every task that runs the probed file, its forked children
/// included: no `inherit`, no per-task event), enabled at once, with `config1`
/// pointing into this process (the kernel reads the path only here). Opened in
/// parallel threads, up to [`MAX_OPENERS`]. Call it with the guest held at its exec
/// stop. With the guest's `cgroup`, the events are opened on it instead of pid -1
/// (`PERF_FLAG_PID_CGROUP`): they count only while a task of the guest's cgroup runs, so
/// a file the rest of the host runs too ([`RealProbe::path`], a library, or a program
/// the guest execs) counts the guest's hits alone.
pub(crate) fn attach_system_wide(
    attrs: &[PerfEventAttr],
    probes: &[RealProbe],
    cgroup: Option<RawFd>,
    tolerate: bool,
    errors: &mut [Option<i32>],
) -> Result<Vec<Vec<OwnedFd>>, HostError> {
    let cpus = online_cpus()?;
    let attrs: Vec<PerfEventAttr> = attrs
        .iter()
        .map(|a| PerfEventAttr { flags: a.flags & !(ATTR_INHERIT | ATTR_DISABLED | ATTR_ENABLE_ON_EXEC), ..a.clone() })
        .collect();
    // Probe `i` on `cpu`: pid -1, or the guest's cgroup for a probe on another file.
    let open_for = |a: &PerfEventAttr, _i: usize, cpu: i32| match cgroup {
        Some(cg) => open_with(a, cg, cpu, PERF_FLAG_FD_CLOEXEC | PERF_FLAG_PID_CGROUP),
        None => open_on(a, -1, cpu),
    };
    let jobs: Vec<(usize, i32)> = (0..attrs.len()).flat_map(|i| cpus.iter().map(move |&c| (i, c))).collect();
    let threads = jobs.len().clamp(1, MAX_OPENERS);
    let mut results: Vec<Option<Result<OwnedFd, i32>>> = (0..jobs.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let (attrs, jobs) = (&attrs, &jobs);
        let handles: Vec<_> = (0..threads)
            .map(|k| {
                std::thread::Builder::new().spawn_scoped(scope, move || {
                    jobs.iter()
                        .enumerate()
                        .skip(k)
                        .step_by(threads)
                        .filter_map(|(j, &(i, cpu))| attrs.get(i).map(|a| (j, open_for(a, i, cpu))))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for h in handles {
            // A thread that could not be spawned or panicked leaves its slots empty;
            // they are opened inline below.
            if let Ok(Ok(list)) = h.map(|h| h.join()) {
                for (j, r) in list {
                    if let Some(slot) = results.get_mut(j) {
                        *slot = Some(r);
                    }
                }
            }
        }
    });
    let mut per_probe: Vec<Vec<OwnedFd>> = (0..attrs.len()).map(|_| Vec::new()).collect();
    let mut failed: Vec<Option<i32>> = vec![None; attrs.len()];
    for (&(i, cpu), r) in jobs.iter().zip(results) {
        let r = match r {
            Some(r) => r,
            None => match attrs.get(i) {
                Some(a) => open_for(a, i, cpu),
                None => continue,
            },
        };
        match r {
            Ok(fd) => {
                if let Some(v) = per_probe.get_mut(i) {
                    v.push(fd);
                }
            }
            Err(e) => {
                if let Some(f) = failed.get_mut(i) {
                    f.get_or_insert(e);
                }
            }
        }
    }
    for (index, (p, f)) in probes.iter().zip(&failed).enumerate() {
        if let Some(errno) = *f {
            // A probe is attached on every CPU or on none.
            if let Some(v) = per_probe.get_mut(index) {
                v.clear();
            }
            probe_failed(index, p, errno, tolerate, errors)?;
        }
    }
    Ok(per_probe)
}
