//! `probesim bpftrace`: bpftrace programs on the simulator. The program is parsed
//! ([`parse`]), its attach points expanded as bpftrace expands them (wildcards over the
//! file's functions, library names, USDT `provider:name`), each attached through the
//! simulated kernel exactly as `--probe` attaches a spec, with a consumer that runs the
//! block in one [`interp::Runtime`]. BEGIN runs before the command starts and END after
//! it ends; then every map is printed as bpftrace prints it ([`print`]).
//!
//! Deterministic: the same program, command and preset give byte-identical output,
//! the script's and the command's interleaved in the order they were written.
//!
//! # Differs from bpftrace
//! - Probe types: `uprobe`, `uretprobe`, `usdt`, `BEGIN`, `END` (no kprobes,
//!   tracepoints, profile or interval probes: the simulator has no kernel to trace and
//!   no timer). `-p PID` does not exist: the command is the only process.
//! - `exit()` stops the actions; the command runs to its end (bpftrace would stop
//!   tracing and leave it running or kill it).
//! - See [`interp`] for the language's differences.

pub mod ast;
pub mod interp;
pub mod parse;
pub mod print;
pub mod real;
pub mod value;

use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

use ast::{AttachPoint, ProbeType, Program};
use interp::{Out, Runtime, ScriptConsumer, Site};

use crate::session::{RunError, RunRequest};
use crate::spec::{Location, ProbeSpec};

/// Why a program could not run.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A syntax error.
    #[error("{0}")]
    Parse(#[from] parse::ParseError),
    /// An attach point names nothing that exists.
    #[error("{0}")]
    Attach(String),
    /// The command could not be run.
    #[error(transparent)]
    Run(#[from] RunError),
    /// An action failed (a semantic error bpftrace finds before running).
    #[error("{0}")]
    Action(#[from] interp::RtError),
}

/// What a run of a program left.
pub struct Finished {
    /// The runtime, with its maps.
    pub runtime: Rc<RefCell<Runtime>>,
    /// The command's report.
    pub report: crate::report::Report,
    /// Probes attached (as "Attaching N probes..." counts them).
    pub attached: usize,
}

/// One attach point expanded to the probesim specs it attaches, with its [`Site`].
fn expand(ap: &AttachPoint, block: usize, req: &RunRequest) -> Result<Vec<(String, Site)>, Error> {
    let ret = ap.kind == ProbeType::Uretprobe;
    let kind = ap.kind.name();
    let image_of = |path: &str| -> Result<Rc<crate::loader::Image>, Error> {
        if req.target.matches_path(path) {
            return req.target.image().map(Rc::new).map_err(|e| Error::Attach(e.to_string()));
        }
        match crate::target::Library::open(path) {
            Some(Ok(lib)) => Ok(lib.image),
            Some(Err(e)) => Err(Error::Attach(format!("{path}: {e}"))),
            None => Err(Error::Attach(format!("Could not resolve address: {path}:{}", ap.func))),
        }
    };
    // A library named bare (`libc`) is its path from here on, as bpftrace names it.
    let resolved;
    let target = if ap.target.contains('/') || req.target.matches_path(&ap.target) {
        &ap.target
    } else {
        resolved = crate::target::Library::find(&ap.target).map(|p| p.display().to_string());
        resolved.as_ref().unwrap_or(&ap.target)
    };
    if ap.kind == ProbeType::Usdt {
        let image = image_of(target)?;
        let (provider, name) = match ap.func.split_once(':') {
            Some((p, n)) => (p.to_string(), n.to_string()),
            None => {
                let n = image
                    .usdt
                    .iter()
                    .find(|n| n.name == ap.func)
                    .ok_or_else(|| Error::Attach(format!("ERROR: usdt probe {}:{} not found", target, ap.func)))?;
                (n.provider.clone(), n.name.clone())
            }
        };
        if image.usdt(&provider, &name).is_none() {
            return Err(Error::Attach(format!("ERROR: usdt probe {target}:{provider}:{name} not found")));
        }
        let site = Site { block, probe: format!("usdt:{target}:{provider}:{name}"), func: name.clone(), ret };
        return Ok(vec![(format!("usdt:{target}:{provider}:{name}"), site)]);
    }
    let off = ap.offset.map_or(String::new(), |o| format!("+{o:#x}"));
    let spec_text = format!("{kind}:{target}:{}{off}", ap.func);
    let spec = ProbeSpec::parse(&spec_text).map_err(|e| Error::Attach(e.to_string()))?;
    if let Location::Glob(_) = &spec.location {
        let image = image_of(target)?;
        let sites = spec
            .resolve_glob_sites(&image, false)
            .unwrap_or(Ok(Vec::new()))
            .map_err(|e| Error::Attach(e.to_string()))?;
        if sites.is_empty() {
            return Err(Error::Attach(format!("ERROR: No probes to attach for {}", ap.text)));
        }
        let mut names: Vec<String> = sites.iter().map(|i| image.symbols[*i].name.clone()).collect();
        names.dedup();
        return Ok(names
            .into_iter()
            .map(|n| {
                let site = Site { block, probe: format!("{kind}:{target}:{n}"), func: n.clone(), ret };
                (format!("{kind}:{target}:{n}"), site)
            })
            .collect());
    }
    let func = match &spec.location {
        Location::Address(a) => format!("{a:#x}"),
        _ => ap.func.clone(),
    };
    let probe = match ap.offset {
        Some(o) => format!("{kind}:{target}:{}+{o}", ap.func),
        None => format!("{kind}:{target}:{}", ap.func),
    };
    Ok(vec![(spec_text, Site { block, probe, func, ret })])
}

/// The probesim specs of `prog` with their sites, in bpftrace's order (blocks in
/// source order, each attach point's expansion in address order).
pub fn sites(prog: &Program, req: &RunRequest) -> Result<Vec<(String, Site)>, Error> {
    let mut out = Vec::new();
    for (i, p) in prog.probes.iter().enumerate() {
        for ap in &p.attach {
            if matches!(ap.kind, ProbeType::Begin | ProbeType::End) {
                continue;
            }
            out.extend(expand(ap, i, req)?);
        }
    }
    Ok(out)
}

/// Runs `program` with `req`'s command under the simulator, printing the script's
/// output (and the command's stdout, in order) to `out`; `json` for `-f json`.
pub fn run(program: &str, req: &RunRequest, json: bool, out: Box<dyn Write>) -> Result<Finished, Error> {
    let prog = parse::parse(program)?;
    let specials = prog
        .probes
        .iter()
        .flat_map(|p| &p.attach)
        .filter(|a| matches!(a.kind, ProbeType::Begin | ProbeType::End))
        .count();
    let sites = sites(&prog, req)?;
    let out: Out = Rc::new(RefCell::new(out));
    let rt = Rc::new(RefCell::new(Runtime::new(prog, out.clone(), json)));
    let req = RunRequest { probes: Vec::new(), ..req.clone() };
    let mut m = crate::session::build_machine(&req, |_| {})?;
    rt.borrow_mut().cpid = m.kernel().pid;
    m.set_output_sink(crate::kernel::fs::file::Stream::Stdout, Box::new(SharedWriter(out.clone())));
    for (spec, site) in &sites {
        m.attach_with(spec, Box::new(ScriptConsumer { rt: rt.clone(), site: site.clone() }))
            .map_err(|e| Error::Attach(e.to_string()))?;
    }
    let attached = sites.len() + specials;
    begin(&rt, &out, json, attached)?;
    let ran = m.run();
    let _ = m.flush_output();
    let ran = ran.map_err(RunError::from);
    let report = m.report(&req.target.display()).map_err(RunError::from)?;
    ran?;
    let end_ns = report.instructions.saturating_mul(crate::kernel::time::NS_PER_INSN);
    end(&rt, &out, json, end_ns)?;
    Ok(Finished { runtime: rt, report, attached })
}

/// "Attaching N probes...", then the BEGIN blocks.
fn begin(rt: &Rc<RefCell<Runtime>>, out: &Out, json: bool, attached: usize) -> Result<(), Error> {
    {
        let line = if json { print::json_attached(attached) } else { print::attached(attached) };
        let mut o = out.borrow_mut();
        let _ = o.write_all(line.as_bytes());
    }
    let mut r = rt.borrow_mut();
    r.run_special(ProbeType::Begin, 0);
    match r.error.take() {
        Some(e) => Err(e.into()),
        None => Ok(()),
    }
}

/// The END blocks, then every map as bpftrace prints them at exit.
fn end(rt: &Rc<RefCell<Runtime>>, out: &Out, json: bool, end_ns: u64) -> Result<(), Error> {
    let mut r = rt.borrow_mut();
    r.exited = false;
    r.run_special(ProbeType::End, end_ns);
    if let Some(e) = r.error.take() {
        return Err(e.into());
    }
    let maps: Vec<value::Map> = r.maps.values().cloned().collect();
    let text = if json { print::maps_at_exit_json(&maps) } else { print::maps_at_exit(&maps) };
    let mut o = out.borrow_mut();
    let _ = o.write_all(text.as_bytes());
    let _ = o.flush();
    Ok(())
}

/// Output kept in memory, readable after the run (the writer [`run`] takes must live
/// as long as the consumers).
#[derive(Clone, Default)]
pub struct Capture(Rc<RefCell<Vec<u8>>>);

impl Capture {
    /// What was written, as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.borrow()).into_owned()
    }
}

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// [`run`] with a command, or without one a program of BEGIN and END blocks only (as
/// `bpftrace -e 'BEGIN { ...; exit(); }'`): `None` then.
pub fn run_or_specials(
    program: &str,
    req: Option<&RunRequest>,
    json: bool,
    out: Box<dyn Write>,
) -> Result<Option<Finished>, Error> {
    if let Some(req) = req {
        return run(program, req, json, out).map(Some);
    }
    let prog = parse::parse(program)?;
    if prog.probes.iter().flat_map(|p| &p.attach).any(|a| !matches!(a.kind, ProbeType::Begin | ProbeType::End)) {
        return Err(Error::Attach("uprobes need a command to trace: -c 'CMD ARGS'".to_string()));
    }
    let attached = prog.probes.iter().map(|p| p.attach.len()).sum();
    let out: Out = Rc::new(RefCell::new(out));
    let rt = Rc::new(RefCell::new(Runtime::new(prog, out.clone(), json)));
    begin(&rt, &out, json, attached)?;
    end(&rt, &out, json, 0)?;
    Ok(None)
}

/// A writer into the shared output.
struct SharedWriter(Out);

impl Write for SharedWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.borrow_mut().flush()
    }
}
