//! The native run under real uprobes: [`real`].

use crate::abi::Signal;
use crate::host;
use crate::kernel::arch::x86::cpuid;
use crate::kernel::Exit;
use crate::report::{raw_unless_utf8, ProbeReport, RealContainment, RealReport, SITE_BYTES};
use crate::spec::ProbeKind;

use super::script::{never_attached, probe_sites, real_schedule, NEVER_ATTACHED};
use super::{RunError, RunRequest};

/// Runs natively under real uprobes (root and the uprobe PMU), as [`run_real`](super::run_real), and
/// returns the report itself.
pub fn real(req: &RunRequest) -> Result<RealReport, RunError> {
    real_with(req, host::Consumer::PerfEvents, &[])
}

/// [`real`] with the hits counted by `consumer`. With [`host::Consumer::BpfMulti`] (one BPF
/// `uprobe_multi` link per file and direction: a run ends in milliseconds where perf events
/// take 100 ms per probe to close) the request may have no probe script and must be scoped to
/// the process; a probe the kernel refuses is reported as not installed, as with perf events.
/// `expect_refused` (indices into the request's probes, e.g. those the simulator refused)
/// makes finding refused probes cheaper with BPF (see `host::RunOptions::expect_refused`).
pub fn real_with(req: &RunRequest, consumer: host::Consumer, expect_refused: &[usize]) -> Result<RealReport, RunError> {
    real_run(req, consumer, expect_refused, false).map(|(report, _)| report)
}

/// [`real`] with every system call of the guest's processes and threads traced (ptrace):
/// the report, and the calls in the simulator's form ([`crate::trace::SyscallLog`], with
/// the host's task ids), as `probesim diff --syscalls` compares them.
pub fn real_syscalls(req: &RunRequest) -> Result<(RealReport, crate::trace::SyscallLog), RunError> {
    if req.probe_script.is_some() {
        return Err(RunError::Host("the system calls are not traced with a probe script".into()));
    }
    real_run(req, host::Consumer::PerfEvents, &[], true)
}

/// [`real_with`], and with `trace_syscalls` the guest's system calls.
fn real_run(
    req: &RunRequest,
    consumer: host::Consumer,
    expect_refused: &[usize],
    trace_syscalls: bool,
) -> Result<(RealReport, crate::trace::SyscallLog), RunError> {
    let bpf = consumer == host::Consumer::BpfMulti;
    if bpf && (req.probe_script.is_some() || req.scope == crate::consumers::Scope::System) {
        return Err(RunError::Host("BPF counting takes no probe script and counts the guest's process only".into()));
    }
    host::availability().map_err(RunError::Unavailable)?;
    let image = req.target.image()?;
    let mut probes = Vec::new();
    let mut reports = Vec::new();
    let entries = probe_sites(req, &image)?;
    for e in &entries {
        let (spec, addr) = (&e.spec, e.address);
        // A probe on a library is at an offset of the library's file.
        let within = e.library.as_ref().map_or(&image, |l| &*l.image);
        let offset = within.file_offset(addr).unwrap_or(0);
        let retprobe = spec.kind == ProbeKind::Uretprobe;
        let ref_ctr_offset = spec.semaphore(within).and_then(|a| within.file_offset(a)).unwrap_or(0);
        let path = e.library.as_ref().map(|l| l.host.clone());
        probes.push(host::RealProbe { file_offset: offset, retprobe, ref_ctr_offset, path });
        reports.push(ProbeReport {
            spec: e.name.clone(),
            address: addr,
            installed: true,
            reason: None,
            hits: 0,
            site_bytes: None,
            group: e.group.clone(),
        });
    }
    let schedule = req.probe_script.as_ref().map(|s| real_schedule(req, s, &entries)).unwrap_or_default();
    // A private copy's directory, removed with the copy when the run ends, and when
    // probesim is interrupted (`host::install_termination_cleanup`).
    let scratch = host::ScratchDir::new().map_err(RunError::TempDir)?;
    let path = req.target.materialize(scratch.path())?;
    // The same CPU as the simulator's, as far as glibc can be told (see `native_view`).
    let view = cpuid::native_view(req.cpu, host::cpuid);
    let request = host::RealRequest {
        elf: path,
        argv: req.argv(),
        envp: req.envp(),
        stdin: req.stdin_path.clone(),
        probes,
        // The site's bytes at exit, where its address is known before the run: not in a
        // PIE (placed by the kernel) or a library (placed by the loader).
        read_at_exit: if image.pie {
            Vec::new()
        } else {
            reports
                .iter()
                .zip(&entries)
                .filter(|(_, e)| e.library.is_none())
                .map(|(r, _)| (r.address, SITE_BYTES))
                .collect()
        },
        timeout_ms: 60_000,
        schedule: host::RealSchedule::default(),
    };
    // The real kernel refuses some probes at perf_event_open time (e.g. -ENOTSUPP for a
    // lock prefix): such a probe is reported as not installed, and the run is retried
    // without it, like a tracer that skips the probe.
    let mut active: Vec<usize> = (0..request.probes.len()).collect();
    let all_probes = request.probes.clone();
    let mut busy = 0;
    let out = loop {
        let attempt = host::RealRequest {
            probes: active.iter().map(|i| all_probes[*i].clone()).collect(),
            schedule: schedule.only(&active),
            ..request.clone()
        };
        let opts = host::RunOptions {
            system_wide: req.scope == crate::consumers::Scope::System,
            // The simulator's process limit, as pids.max: a fork past it is -EAGAIN in both.
            max_tasks: Some(crate::kernel::MAX_PROCS as u32),
            // Addresses as the simulator has them: no randomization (a dynamic
            // program's loader, libraries and mappings land where the simulator puts
            // them).
            no_aslr: true,
            consumer,
            // Each refused site is found by the attach itself (see `host::Consumer::BpfMulti`).
            tolerate_probe_errors: bpf,
            expect_refused: expect_refused.iter().filter_map(|i| active.iter().position(|a| a == i)).collect(),
            trace_syscalls,
            ..Default::default()
        };
        match host::run_with_options(&attempt, &opts) {
            // ETXTBSY: another thread's child, forked while our ELF was still open for
            // writing and not yet exec'd, briefly holds the write fd. Try again.
            Err(host::HostError::Exec { source, .. }) if source.raw_os_error() == Some(libc::ETXTBSY) && busy < 50 => {
                busy += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(host::HostError::ProbeOpen { index, source, .. }) if index < active.len() => {
                let which = active.remove(index);
                if let Some(g) = &reports[which].group {
                    // A pattern attaches all or nothing, as its uprobe_multi link does.
                    let site = &reports[which].spec;
                    break Err(RunError::Host(format!("`{g}`: perf_event_open refused site `{site}`: {source}")));
                }
                reports[which].installed = false;
                reports[which].reason = Some(format!("perf_event_open: {source}"));
            }
            other => break other.map_err(RunError::HostRun),
        }
    };
    let out = out?;
    if out.timed_out {
        return Err(RunError::Host("the program did not finish within 60 s".into()));
    }
    for (i, h) in active.iter().zip(&out.hits) {
        reports[*i].hits = *h;
    }
    for (i, e) in active.iter().zip(&out.probe_errors) {
        if let Some(errno) = e {
            let r = &mut reports[*i];
            if let Some(g) = &r.group {
                let source = std::io::Error::from_raw_os_error(*errno);
                return Err(RunError::Host(format!("`{g}`: the kernel refused site `{}`: {source}", r.spec)));
            }
            r.installed = false;
            r.reason = Some(format!("uprobe_multi link: {}", std::io::Error::from_raw_os_error(*errno)));
        }
    }
    let read = reports.iter_mut().zip(&entries).filter(|(_, e)| e.library.is_none()).map(|(r, _)| r);
    for (r, m) in read.zip(&out.memory_at_exit) {
        r.site_bytes = m.clone();
    }
    let schedule = req.probe_script.as_ref().map(|s| {
        let applied = schedule.applied(s, &active, &out.actions_applied);
        for (i, r) in reports.iter_mut().enumerate() {
            if never_attached(req, s, &entries[i], &applied) {
                r.installed = false;
                r.reason = Some(NEVER_ATTACHED.to_string());
            }
        }
        s.report(out.control_points, &applied)
    });
    let syscalls = crate::trace::SyscallLog {
        records: out
            .syscalls
            .iter()
            .map(|c| crate::trace::SyscallRecord {
                tid: c.tid as u32,
                nr: c.nr,
                args: c.args,
                ret: c.ret.map(|r| r as u64),
                handler: c.handler.map(|h| crate::trace::HandlerEntry {
                    signo: h.signo,
                    code: h.code,
                    from_self: h.from_self,
                }),
            })
            .collect(),
        dropped: out.syscalls_dropped,
    };
    let report = RealReport {
        target: req.target.display(),
        kernel: "host".to_string(),
        cpu: req.cpu.name().to_string(),
        masked_features: view.masked.iter().map(|s| s.to_string()).collect(),
        glibc_tunables: view.tunables,
        exit: match (out.exit_code, out.signal) {
            (Some(c), _) => Some(Exit::Exited(c)),
            (None, Some(s)) => Some(Exit::Signaled(Signal::from_number(s))),
            (None, None) => None,
        },
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        stdout_raw: raw_unless_utf8(&out.stdout),
        stderr_raw: raw_unless_utf8(&out.stderr),
        stdout_len: out.stdout_len,
        stderr_len: out.stderr_len,
        output_truncated: out.output_truncated,
        containment: RealContainment {
            kill: out.containment.kill.clone(),
            task_limit: out.containment.task_limit,
            task_limit_how: out.containment.task_limit_how.clone(),
            task_limit_hits: out.containment.task_limit_hits,
        },
        probes: reports,
        probe_script: schedule,
    };
    Ok((report, syscalls))
}
