//! `probesim bpftrace`: bpftrace programs on the simulator. The program is parsed
//! ([`parse`]), its attach points expanded as bpftrace expands them (wildcards over the
//! file's functions, library names, USDT `provider:name`), each attached through the
//! simulated kernel exactly as `--probe` attaches a spec, with a consumer that runs the
//! block in one [`interp::Runtime`]. BEGIN runs before the command starts and END after
//! it ends; then every map is printed as bpftrace prints it ([`print`](mod@print)).
//!
//! Deterministic: the same program, command and preset give byte-identical output,
//! the script's and the command's interleaved in the order they were written.
//!
//! # Differs from bpftrace
//! - Probe types: `uprobe`, `uretprobe`, `usdt`, `BEGIN`, `END` (no kprobes,
//!   tracepoints, profile or interval probes: the simulator has no kernel to trace and
//!   no timer). `-p PID` does not exist: the command is the only process.
//! - A program with probes and no command attaches them (reporting what bpftrace
//!   reports) and ends after BEGIN and END; bpftrace would wait for a process.
//! - See [`interp`] and [`check`] for the language's differences, and `docs/bpftrace.md`.

pub mod ast;
pub mod check;
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
    /// The program's types do not agree ([`check`]).
    #[error("{0}")]
    Semantic(String),
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

/// The files a program's attach points name, each parsed once, by path.
type Images = RefCell<std::collections::BTreeMap<String, Rc<crate::loader::Image>>>;

/// One attach point expanded to the probesim specs it attaches, with its [`Site`].
fn expand(ap: &AttachPoint, block: usize, req: &RunRequest, images: &Images) -> Result<Vec<(String, Site)>, Error> {
    let ret = ap.kind == ProbeType::Uretprobe;
    let kind = ap.kind.name();
    let image_of = |path: &str| -> Result<Rc<crate::loader::Image>, Error> {
        if let Some(image) = images.borrow().get(path) {
            return Ok(Rc::clone(image));
        }
        let image = if req.target.matches_path(path) {
            req.target.image().map(Rc::new).map_err(|e| Error::Attach(e.to_string()))?
        } else {
            match crate::target::Library::open(path) {
                Some(Ok(lib)) => lib.image,
                Some(Err(e)) => return Err(Error::Attach(format!("{path}: {e}"))),
                None => return Err(Error::Attach(format!("Could not resolve address: {path}:{}", ap.func))),
            }
        };
        images.borrow_mut().insert(path.to_string(), Rc::clone(&image));
        Ok(image)
    };
    // A library named bare (`libc`) is its path from here on, as bpftrace names it.
    let resolved;
    let command = req.target.display();
    let target = if ap.target.is_empty() {
        &command
    } else if ap.target.contains('/') || req.target.matches_path(&ap.target) {
        &ap.target
    } else {
        resolved = crate::target::Library::find(&ap.target).map(|p| p.display().to_string());
        resolved.as_ref().unwrap_or(&ap.target)
    };
    if ap.kind == ProbeType::Usdt {
        return expand_usdt(ap, block, if ap.target.is_empty() { "" } else { target }, req, &image_of);
    }
    if let Some(o) = ap.offset {
        let image = image_of(target)?;
        if let Some(sym) = image.symbol(&ap.func).filter(|s| s.size > 0 && o >= s.size) {
            return Err(Error::Attach(format!(
                "ERROR: Offset outside the function bounds ('{}' size is {})",
                ap.func, sym.size
            )));
        }
    }
    let off = ap.offset.map_or(String::new(), |o| format!("+{o:#x}"));
    // A number for a function is an address, in decimal or hex (bpftrace names it in hex).
    let func_text = match ap.func.parse::<u64>() {
        Ok(a) => format!("{a:#x}"),
        Err(_) => ap.func.clone(),
    };
    let spec_text = format!("{kind}:{target}:{func_text}{off}");
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
                let site = Site { block, probe: format!("{kind}:{target}:{n}"), func: n.clone(), ret, usdt: None };
                (format!("{kind}:{target}:{n}"), site)
            })
            .collect());
    }
    if matches!(spec.location, Location::Symbol { .. }) {
        let image = image_of(target)?;
        spec.resolve(&image, false).map_err(|e| Error::Attach(format!("ERROR: {e}")))?;
    }
    let func = match &spec.location {
        Location::Address(a) => {
            // bpftrace attaches an address only inside a function it knows.
            let image = image_of(target)?;
            if image.function_at(a.wrapping_add(image.load_bias)).is_none() {
                return Err(Error::Attach(format!("ERROR: Could not resolve address: {target}:{func_text}")));
            }
            format!("{a:#x}")
        }
        _ => ap.func.clone(),
    };
    let probe = match ap.offset {
        Some(o) => format!("{kind}:{target}:{}+{o}", ap.func),
        None => format!("{kind}:{target}:{}", ap.func),
    };
    Ok(vec![(spec_text, Site { block, probe, func, ret, usdt: None })])
}

/// The files an attach point's target names: the command's binary when empty (as
/// bpftrace takes `-p`'s), every match of a `*` pattern in its directory, else itself.
fn target_files(target: &str, req: &RunRequest) -> Vec<String> {
    if target.is_empty() {
        return vec![req.target.display()];
    }
    if !target.contains('*') {
        return vec![target.to_string()];
    }
    let (dir, pat) = target.rsplit_once('/').unwrap_or((".", target));
    let Ok(glob) = crate::spec::Glob::parse(pat) else { return Vec::new() };
    let mut out: Vec<String> = std::fs::read_dir(if dir.is_empty() { "/" } else { dir })
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| glob.matches(n))
        .map(|n| format!("{dir}/{n}"))
        .collect();
    out.sort();
    out
}

/// A USDT attach point: `usdt:PATH:[PROVIDER:]NAME`, with `*` in the path, the
/// provider and the name, and an empty path for the command; one probe per location
/// of each matching note, as bpftrace attaches them.
fn expand_usdt(
    ap: &AttachPoint,
    block: usize,
    target: &str,
    req: &RunRequest,
    image_of: &dyn Fn(&str) -> Result<Rc<crate::loader::Image>, Error>,
) -> Result<Vec<(String, Site)>, Error> {
    let (prov, name) = match ap.func.split_once(':') {
        Some((p, n)) => (p, n),
        None => ("*", ap.func.as_str()),
    };
    let prov = if prov.is_empty() { "*" } else { prov };
    let glob = |p: &str| crate::spec::Glob::parse(p).map_err(Error::Attach);
    let (gp, gn) = (glob(prov)?, glob(name)?);
    let mut out = Vec::new();
    for file in target_files(target, req) {
        let image = image_of(&file)?;
        let mut seen: Vec<(String, String)> = Vec::new();
        for n in image.usdt.iter().filter(|n| gp.matches(&n.provider) && gn.matches(&n.name)) {
            let key = (n.provider.clone(), n.name.clone());
            // The first location through the USDT spec (its semaphore raised); the
            // others at their addresses.
            let spec = if seen.contains(&key) {
                format!("uprobe:{file}:{:#x}", n.pc.wrapping_sub(image.load_bias))
            } else {
                seen.push(key);
                format!("usdt:{file}:{}:{}", n.provider, n.name)
            };
            let args = crate::usdt::Arg::parse_all(&n.args)
                .into_iter()
                .collect::<Result<Vec<_>, _>>()
                .map_err(Error::Attach)?;
            let probe = format!("usdt:{file}:{}:{}", n.provider, n.name);
            out.push((spec, Site { block, probe, func: n.name.clone(), ret: false, usdt: Some(args) }));
        }
    }
    if out.is_empty() {
        return Err(Error::Attach(format!("ERROR: usdt probe {}:{} not found", target, ap.func)));
    }
    Ok(out)
}

/// `bpftrace -l PATTERN`: the probes a pattern names, one `TYPE:PATH:NAME` line each,
/// in bpftrace's order (uprobes by function name, then USDT probes). `TYPE` may be
/// `uprobe`, `uretprobe`, `usdt` or `*`; `PATH` may hold `*`; with a command
/// (`command`, standing for `-p`'s process) and no pattern, every probe of its binary.
pub fn list(pattern: &str, command: Option<&RunRequest>) -> Result<Vec<String>, Error> {
    let (kind, rest) = pattern.split_once(':').unwrap_or((pattern, ""));
    let (path, what) = rest.split_once(':').unwrap_or((rest, "*"));
    let kinds: Vec<&str> = match kind {
        "" | "*" => vec!["uprobe", "usdt"],
        "uprobe" | "u" => vec!["uprobe"],
        "uretprobe" | "ur" => vec!["uretprobe"],
        "usdt" | "U" => vec!["usdt"],
        other => {
            return Err(Error::Attach(format!(
                "ERROR: listing {other} probes is not supported (uprobe, uretprobe, usdt)"
            )))
        }
    };
    let files = match (path, command) {
        ("" | "*", Some(req)) => vec![req.target.display()],
        ("", None) => return Err(Error::Attach("ERROR: -l needs a probe pattern with a path, or -p".to_string())),
        (p, _) => {
            let dummy = RunRequest::new(crate::target::Target::File(p.into()), Vec::new());
            let resolved = if p.contains('/') {
                p.to_string()
            } else {
                crate::target::Library::find(p).map_or(p.to_string(), |x| x.display().to_string())
            };
            target_files(&resolved, &dummy)
        }
    };
    let glob = crate::spec::Glob::parse(if what.is_empty() { "*" } else { what }).map_err(Error::Attach)?;
    let mut out = Vec::new();
    for file in files {
        let Ok(bytes) = std::fs::read(&file) else { continue };
        let Ok(image) = crate::loader::Image::parse_as(bytes, crate::loader::Placement::Unplaced) else { continue };
        for k in &kinds {
            if *k == "usdt" {
                let mut names: Vec<String> = image
                    .usdt
                    .iter()
                    .map(|n| format!("{}:{}", n.provider, n.name))
                    .filter(|pn| glob.matches(pn) || pn.split_once(':').is_some_and(|(_, n)| glob.matches(n)))
                    .collect();
                names.dedup();
                out.extend(names.into_iter().map(|pn| format!("usdt:{file}:{pn}")));
            } else {
                let mut names: Vec<&str> = image
                    .symbols
                    .iter()
                    .filter(|s| s.is_func && glob.matches(&s.name))
                    .map(|s| s.name.as_str())
                    .collect();
                names.sort_unstable();
                names.dedup();
                out.extend(names.into_iter().map(|n| format!("{k}:{file}:{n}")));
            }
        }
    }
    Ok(out)
}

/// The probesim specs of `prog` with their sites, in bpftrace's order (blocks in
/// source order, each attach point's expansion in address order).
pub fn sites(prog: &Program, req: &RunRequest) -> Result<Vec<(String, Site)>, Error> {
    let mut out = Vec::new();
    let images = Images::default();
    for (i, p) in prog.probes.iter().enumerate() {
        for ap in &p.attach {
            if matches!(ap.kind, ProbeType::Begin | ProbeType::End) {
                continue;
            }
            out.extend(expand(ap, i, req, &images)?);
        }
    }
    Ok(out)
}

/// `program` parsed and checked, with its count of BEGIN and END probes.
fn prepare(program: &str) -> Result<(Program, usize), Error> {
    let prog = parse::parse(program)?;
    check::check(&prog).map_err(Error::Semantic)?;
    let specials = prog
        .probes
        .iter()
        .flat_map(|p| &p.attach)
        .filter(|a| matches!(a.kind, ProbeType::Begin | ProbeType::End))
        .count();
    Ok((prog, specials))
}

/// Runs `program` with `req`'s command under the simulator, printing the script's
/// output (and the command's stdout, in order) to `out`; `json` for `-f json`.
pub fn run(program: &str, req: &RunRequest, json: bool, out: Box<dyn Write>) -> Result<Finished, Error> {
    let (prog, specials) = prepare(program)?;
    let sites = sites(&prog, req)?;
    let out: Out = Rc::new(RefCell::new(out));
    let rt = Rc::new(RefCell::new(Runtime::new(prog, out.clone(), json)));
    let req = RunRequest { probes: Vec::new(), ..req.clone() };
    let mut m = crate::session::build_machine(&req, |_| {})?;
    rt.borrow_mut().cpid = m.kernel().pid;
    m.set_output_sink(crate::kernel::fs::file::Stream::Stdout, Box::new(SharedWriter(out.clone())));
    // Newest first is the order the kernel runs a uprobe's consumers in
    // (`consumer_add()` adds at the head), so bpftrace attaches its probes last to
    // first: the first block in the program runs first.
    for (spec, site) in sites.iter().rev() {
        m.attach_with(spec, Box::new(ScriptConsumer { rt: rt.clone(), site: site.clone() }))
            .map_err(|e| Error::Attach(e.to_string()))?;
    }
    let attached = sites.len() + specials;
    begin(&rt, &out, json, attached)?;
    let ran = match m.run() {
        // After exit() bpftrace has gone: a command that runs on forever is not ours.
        Err(crate::machine::SimError::Budget { .. }) if rt.borrow().exited => Ok(crate::kernel::exit::Exit::Exited(0)),
        other => other,
    };
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
    r.ending = true;
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
    let (prog, specials) = prepare(program)?;
    // Probes with no command: attached (and checked) on their files, as bpftrace
    // attaches them system-wide, but nothing runs to hit them. bpftrace would wait for
    // a process; this ends after BEGIN and END.
    let mut attached = specials;
    if let Some(first) = prog
        .probes
        .iter()
        .flat_map(|p| &p.attach)
        .find(|a| !a.target.is_empty() && a.kind != ProbeType::Begin && a.kind != ProbeType::End)
    {
        let path = match crate::target::Library::find(&first.target) {
            Some(p) if !first.target.contains('/') => p.display().to_string(),
            _ => first.target.replace('*', ""),
        };
        let files =
            target_files(&first.target, &RunRequest::new(crate::target::Target::File(path.clone().into()), Vec::new()));
        let file = files.first().cloned().unwrap_or(path);
        let req =
            RunRequest::new(crate::target::Target::parse(&file).map_err(|e| Error::Attach(e.to_string()))?, Vec::new());
        attached += sites(&prog, &req)?.len();
    } else if prog.probes.iter().flat_map(|p| &p.attach).any(|a| a.kind != ProbeType::Begin && a.kind != ProbeType::End)
    {
        return Err(Error::Attach("a probe without a file needs a command to trace: -c 'CMD ARGS'".to_string()));
    }
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
