//! The bodies of probesim's fuzz targets, one function per target, shared by the
//! libFuzzer binaries in `fuzz_targets/` (built with coverage instrumentation by
//! `fuzz/run.sh`) and by the corpus replay in `tests/corpus.rs` (plain `cargo test`).
//!
//! Each body states the property it checks; a panic is a finding. Hostile input may be
//! refused, but only as the library's typed errors with a one-line message, never as
//! an internal error, a raw engine error or a host panic.
//!
//! Adding a target: a function here, a two-line binary `fuzz_targets/NAME.rs` calling it, a `[[bin]]` in
//! `Cargo.toml`, and seeds in `corpus/NAME/`. `run.sh` and the corpus test pick up
//! every directory under `corpus/` that has a binary of the same name.

// A fuzz harness asserts by panicking: that is how libFuzzer sees a finding.
#![allow(clippy::panic, clippy::unwrap_used)]

use probesim::loader::{Image, LoadError};
use probesim::machine::{Machine, RunConfig, SimError};
use probesim::spec::ProbeSpec;

/// The instruction budget of one fuzzed run: enough to get through an entry point and
/// a few system calls, small enough for hundreds of runs a second.
pub const FUZZ_MAX_INSNS: u64 = 20_000;

/// The largest image (segment bytes) the ELF target runs; larger ones are only parsed.
pub const MAX_RUN_IMAGE_BYTES: u64 = 16 << 20;

/// Asserts that an error message is one line.
fn one_line(what: &str, msg: &str) {
    assert!(!msg.contains('\n'), "{what}: error message is more than one line: {msg:?}");
}

/// The ELF loader and `execve`: `data` as an executable file. It is refused with a
/// [`LoadError`], or it loads, and then runs up to [`FUZZ_MAX_INSNS`] instructions,
/// ending in an exit, a signal or the budget: never a CPU-layer error (an internal
/// error or the engine refusing a mapping), never a panic. The report of a run that
/// ended serializes.
pub fn elf(data: &[u8]) {
    let image = match Image::parse(data.to_vec()) {
        Ok(image) => image,
        Err(e) => {
            one_line("load", &e.to_string());
            let _: &LoadError = &e;
            return;
        }
    };
    for s in &image.segments {
        assert!(s.memsz > 0, "an empty PT_LOAD was kept: {s:?}");
    }
    // Setting up a large image costs time in proportion to its size (host pages): such
    // inputs are parsed, not run, so that one input never nears libFuzzer's timeout.
    let mapped: u64 = image.segments.iter().map(|s| s.memsz).sum();
    if mapped > MAX_RUN_IMAGE_BYTES {
        return;
    }
    let cfg = RunConfig { max_insns: FUZZ_MAX_INSNS, ..RunConfig::default() };
    let mut m = match Machine::new(image, cfg) {
        Ok(m) => m,
        Err(SimError::Load(e)) => return one_line("load", &e.to_string()),
        Err(e) => panic!("execve of a loaded image failed outside the loader: {e}"),
    };
    match m.run() {
        Ok(_) => {
            let report = m.report("fuzz").unwrap();
            serde_json::to_string(&report).unwrap();
        }
        Err(SimError::Budget { .. }) => {}
        Err(e) => panic!("guest run failed on the host side: {e}"),
    }
}

/// The image the spec target resolves against: a catalog program with functions,
/// labels, data and USDT notes.
fn spec_image() -> &'static Image {
    static IMAGE: std::sync::OnceLock<Image> = std::sync::OnceLock::new();
    IMAGE.get_or_init(|| {
        let p = sim_programs::find("demo").expect("sim-program demo");
        Image::parse(p.to_elf()).expect("demo loads")
    })
}

/// The spec parser and resolver: the first line of `data` (lossy UTF-8) as a probe
/// spec. Parsing gives a spec or a one-line [`probesim::spec::SpecError`]; a parsed spec
/// resolves against a fixed image (with and without `allow_unsafe`) to sites inside
/// the file's segments, or to a one-line error. Never a panic (an arithmetic overflow
/// included: the harness builds with overflow checks).
pub fn spec(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let text = text.lines().next().unwrap_or("");
    let spec = match ProbeSpec::parse(text) {
        Ok(s) => s,
        Err(e) => return one_line("parse", &e.to_string()),
    };
    assert_eq!(spec.text, text);
    let image = spec_image();
    for allow_unsafe in [false, true] {
        match spec.resolve_sites(image, allow_unsafe) {
            Ok(sites) => {
                for site in sites {
                    assert!(
                        image.file_offset(site.addr).is_some(),
                        "`{text}` resolved to {:#x}, not backed by the file",
                        site.addr
                    );
                    let _ = spec.site_spec(&site);
                }
            }
            Err(e) => one_line("resolve", &e.to_string()),
        }
        let _ = spec.semaphore(image);
    }
}

/// The probe-script parser and its checks: `data` (lossy UTF-8) as a probe script. Parsing
/// gives a script or a one-line [`probesim::probe_script::ProbeScriptError`] naming the
/// file; a parsed script has an action per non-comment line, each with a spec that parses,
/// and its check against no initial probe (and against every spec it names as initial)
/// passes or fails with a one-line error. Its report lists every action. Never a panic.
pub fn schedule(data: &[u8]) {
    use probesim::probe_script::ProbeScript;
    let text = String::from_utf8_lossy(data);
    let s = match ProbeScript::parse("fuzz.sched", &text) {
        Ok(s) => s,
        Err(e) => {
            let msg = e.to_string();
            assert!(msg.starts_with("fuzz.sched"), "error does not name the file: {msg:?}");
            return one_line("schedule", &msg);
        }
    };
    assert!(!s.actions.is_empty(), "a parsed schedule has no action");
    for a in &s.actions {
        assert!(a.line >= 1 && a.line <= text.lines().count(), "action line {} out of range", a.line);
        ProbeSpec::parse(&a.spec).unwrap();
    }
    let named: Vec<String> = s.actions.iter().map(|a| a.spec.clone()).collect();
    for initial in [Vec::new(), named] {
        if let Err(e) = s.check(&initial) {
            one_line("check", &e.to_string());
        }
        let later = s.attached_later(&initial);
        assert!(later.iter().all(|l| !initial.contains(l)), "attached_later repeats an initial spec");
    }
    let applied = vec![Some(1); s.actions.len()];
    let report = s.report(1, &applied);
    assert_eq!(report.actions.len(), s.actions.len());
    let _ = s.due(s.actions[0].control, &vec![None; s.actions.len()]);
}
