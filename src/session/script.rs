//! Runs with a probe script: the probe sites it names, the simulated run that applies
//! its actions at control points, and the plan a native run follows.

#[cfg(feature = "cli")]
use crate::host;
use crate::kernel::sched::Chooser;
use crate::kernel::KernelConfig;
use crate::machine::{Machine, SimError, Stop, Until};
use crate::probe_script::{Op, ProbeScript};
use crate::report::{ProbeReport, Report, SITE_BYTES};
use crate::spec::{ProbeKind, ProbeSpec};

use super::{build_machine, finish_output, set_req_chooser, set_token, RunError, RunRequest};

/// The reason given for a scheduled probe whose `attach` never applied.
pub(super) const NEVER_ATTACHED: &str = "never attached: its control point was not reached";

/// One probe site a run can have (one report entry): a site of a `--probe` spec or of a
/// schedule's `attach` line, in that order (`--probe` order, then file order).
pub(super) struct ProbeSite {
    /// The report entry's name: the spec, or for a pattern the site's own spec.
    pub(super) name: String,
    /// The pattern spec, for a site of one.
    pub(super) group: Option<String>,
    /// The spec as given (what `attach` and `detach` lines name).
    pub(super) source: String,
    /// It, parsed.
    pub(super) spec: ProbeSpec,
    /// The probe address (in the library's own addresses, for a probe on one).
    pub(super) address: u64,
    /// The library the spec names, when it is not the target.
    #[cfg_attr(not(feature = "cli"), allow(dead_code))] // read by the native run only
    pub(super) library: Option<std::rc::Rc<crate::target::Library>>,
}

/// Every probe site of `req` (its `--probe` specs, then the specs its schedule attaches
/// later), resolved in `image`. A schedule's own faults (its checks, a spec that does not
/// resolve) are [`ProbeScriptError`]s naming the line.
pub(super) fn probe_sites(req: &RunRequest, image: &crate::loader::Image) -> Result<Vec<ProbeSite>, RunError> {
    let mut specs: Vec<(String, Option<&crate::probe_script::Action>)> =
        req.probes.iter().map(|p| (p.clone(), None)).collect();
    if let Some(s) = &req.probe_script {
        s.check(&req.probes)?;
        for later in s.attached_later(&req.probes) {
            let line = s.actions.iter().find(|a| a.spec == later);
            specs.push((later, line));
        }
    }
    let mut out = Vec::new();
    for (p, line) in specs {
        let resolved = req.checked_spec(&p).and_then(|spec| {
            let library = match req.target.matches_path(&spec.path) {
                true => None,
                false => {
                    crate::target::Library::open(&spec.path).transpose().map_err(SimError::from)?.map(std::rc::Rc::new)
                }
            };
            let within = library.as_ref().map_or(image, |l| &*l.image);
            let sites = spec.resolve_sites(within, req.allow_unsafe).map_err(SimError::from)?;
            Ok((spec, sites, library))
        });
        let (spec, sites, library) = match (resolved, line, &req.probe_script) {
            (Ok(x), _, _) => x,
            (Err(e), Some(a), Some(s)) => {
                let why = match e {
                    RunError::Sim(SimError::Spec(e)) => e.why,
                    RunError::Sim(SimError::PathMismatch { path, target, .. }) => {
                        format!("names `{path}`, but the target is `{target}`")
                    }
                    e => e.to_string(),
                };
                return Err(s.spec_error(a, why).into());
            }
            (Err(e), _, _) => return Err(e),
        };
        for site in sites {
            let (name, group) =
                if spec.is_glob() { (spec.site_spec(&site), Some(p.clone())) } else { (p.clone(), None) };
            out.push(ProbeSite {
                name,
                group,
                source: p.clone(),
                spec: spec.clone(),
                address: site.addr,
                library: library.clone(),
            });
        }
    }
    Ok(out)
}

/// Whether `site` is one of a spec that only the schedule attaches, and no `attach` of it
/// applied (`applied` per action, as [`ProbeScript::report`] takes it).
#[cfg(feature = "cli")]
pub(super) fn never_attached(req: &RunRequest, s: &ProbeScript, site: &ProbeSite, applied: &[Option<u64>]) -> bool {
    !req.probes.contains(&site.source)
        && !s.actions.iter().zip(applied).any(|(a, at)| a.op == Op::Attach && a.spec == site.source && at.is_some())
}

/// The host's form of schedule `s`: the sites only the schedule attaches start detached,
/// and each line is one host action per site of its spec.
#[cfg(feature = "cli")]
pub(super) fn real_schedule(req: &RunRequest, s: &ProbeScript, sites: &[ProbeSite]) -> RealPlan {
    let start_detached = (0..sites.len()).filter(|i| !req.probes.contains(&sites[*i].source)).collect();
    let mut actions = Vec::new();
    let mut line_of = Vec::new();
    for (k, a) in s.actions.iter().enumerate() {
        for (i, _) in sites.iter().enumerate().filter(|(_, site)| site.source == a.spec) {
            actions.push(host::RealAction { control: a.control, probe: i, attach: a.op == Op::Attach });
            line_of.push(k);
        }
    }
    RealPlan { schedule: host::RealSchedule { start_detached, actions }, line_of }
}

/// A schedule as the host runs it, and which schedule action each host action is of.
#[cfg(feature = "cli")]
#[derive(Default)]
pub(super) struct RealPlan {
    pub(super) schedule: host::RealSchedule,
    pub(super) line_of: Vec<usize>,
}

#[cfg(feature = "cli")]
impl RealPlan {
    /// The schedule for a run with only the probes `active` (indices into all of them;
    /// their position is the index in that run).
    pub(super) fn only(&self, active: &[usize]) -> host::RealSchedule {
        let at = |i: usize| active.iter().position(|a| *a == i);
        host::RealSchedule {
            start_detached: self.schedule.start_detached.iter().filter_map(|i| at(*i)).collect(),
            actions: self
                .schedule
                .actions
                .iter()
                .filter_map(|a| Some(host::RealAction { probe: at(a.probe)?, ..*a }))
                .collect(),
        }
    }

    /// Per action of `s`: when it applied, from the host's `applied` of the run with
    /// `active` probes (an action applies at once for all sites of its spec).
    pub(super) fn applied(&self, s: &ProbeScript, active: &[usize], applied: &[Option<u64>]) -> Vec<Option<u64>> {
        let mut out = vec![None; s.actions.len()];
        let kept = self.schedule.actions.iter().zip(&self.line_of).filter(|(a, _)| active.contains(&a.probe));
        for ((_, line), at) in kept.zip(applied) {
            if out[*line].is_none() {
                out[*line] = *at;
            }
        }
        out
    }
}

/// The consumer of a perf uretprobe event, as `perf_event_open` makes it (a
/// `trace_uprobe` with `uprobe_dispatcher` as its handler, which returns 0 for a return
/// probe, and `uretprobe_dispatcher` as its return handler): with both handlers it is a
/// session consumer, so its return handler runs only for a call whose entry it saw. A
/// uretprobe attached in the middle of a call misses that call's return even when a
/// return instance is pending for another consumer (measured on the host, 6.18).
///
/// # Differs from Linux
/// Before 6.13 (no sessions) a return consumer ran at every return of an instance,
/// whoever pushed it; the model applies the session rule on every preset.
pub(super) struct PerfUretprobe;

impl crate::consumers::UprobeConsumer for PerfUretprobe {
    fn handler(&mut self, _ctx: &mut crate::consumers::ProbeContext<'_>) -> crate::consumers::HandlerResult {
        crate::consumers::HandlerResult::Keep
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
    fn is_perf_event(&self) -> bool {
        true
    }
}

/// A simulated run of `req` with `schedule`: the machine stops at every control point of
/// the first process and applies the actions due there; the report has one entry per
/// site ([`probe_sites`]), with the hits of all its attach periods, and the schedule's
/// report.
pub(super) fn simulate_schedule(
    req: &RunRequest,
    schedule: &ProbeScript,
    tweak: impl FnOnce(&mut KernelConfig),
    chooser: Option<Box<dyn Chooser>>,
) -> Result<(Machine, Report), RunError> {
    let sites = probe_sites(req, &req.target.image()?)?;
    let mut m = build_machine(&RunRequest { probes: Vec::new(), ..req.clone() }, tweak)?;
    let record = set_req_chooser(&mut m, req, chooser);
    // Which site each consumer counts for, and the consumers of each attached spec.
    let mut owner: Vec<(crate::consumers::ConsumerId, usize)> = Vec::new();
    let mut active: Vec<(String, Vec<crate::consumers::ConsumerId>)> = Vec::new();
    let mut attach = |m: &mut Machine, spec: &str, active: &mut Vec<_>| -> Result<(), RunError> {
        let mut ids = Vec::new();
        for (i, site) in sites.iter().enumerate().filter(|(_, s)| s.source == spec) {
            // Site by site, each its own consumer, as the host opens one perf event per
            // site (and a uprobe_multi link is attached only before the run).
            let h = match site.spec.kind {
                ProbeKind::Uretprobe => m.attach_with(&site.name, Box::new(PerfUretprobe))?,
                ProbeKind::Uprobe | ProbeKind::Usdt => m.attach(&site.name)?,
            };
            owner.push((h.id(), i));
            ids.push(h.id());
        }
        active.push((spec.to_string(), ids));
        Ok(())
    };
    for p in &req.probes {
        attach(&mut m, p, &mut active)?;
    }
    let first = m.kernel().pid;
    let mut applied = vec![None; schedule.actions.len()];
    let mut reached = 0;
    loop {
        let stop = m.run_until(Until::ControlPoint);
        if !matches!(stop, Ok(Stop::ControlPoint { .. })) {
            finish_output(&mut m, req)?;
        }
        let Stop::ControlPoint { n, pid } = stop? else { break };
        if pid != first {
            continue;
        }
        reached += 1;
        for k in schedule.due(n, &applied) {
            applied[k] = Some(reached);
            let a = &schedule.actions[k];
            let at = active.iter().position(|(s, _)| *s == a.spec);
            match (a.op, at) {
                (Op::Attach, None) => attach(&mut m, &a.spec, &mut active)?,
                (Op::Detach, Some(at)) => {
                    for id in active.remove(at).1 {
                        m.unregister(id);
                    }
                }
                _ => {}
            }
        }
    }
    let mut report = m.report(&req.target.display())?;
    let mut merged: Vec<Option<ProbeReport>> = vec![None; sites.len()];
    for (a, p) in m.attached().iter().zip(std::mem::take(&mut report.probes)) {
        let Some(&(_, i)) = owner.iter().find(|(id, _)| *id == a.consumer) else { continue };
        match &mut merged[i] {
            Some(acc) => acc.hits += p.hits,
            slot @ None => {
                *slot = Some(ProbeReport { spec: sites[i].name.clone(), group: sites[i].group.clone(), ..p })
            }
        }
    }
    report.probes = merged
        .into_iter()
        .zip(&sites)
        .map(|(p, site)| {
            p.unwrap_or_else(|| {
                let mut b = [0u8; SITE_BYTES];
                ProbeReport {
                    spec: site.name.clone(),
                    address: site.address,
                    installed: false,
                    reason: Some(NEVER_ATTACHED.to_string()),
                    hits: 0,
                    site_bytes: m.read(site.address, &mut b).then(|| b.to_vec()),
                    group: site.group.clone(),
                }
            })
        })
        .collect();
    report.probe_script = Some(schedule.report(reached, &applied));
    set_token(&mut report, &record);
    Ok((m, report))
}
