//! The report types as test material: reports compare (`PartialEq`) and come back from
//! their JSON byte for byte; registers are hex in JSON; presets parse and print; library
//! errors name library settings (the CLI names its flags); a panicking consumer is
//! blamed as such.

use std::process::Command;

use probesim::abi::Signal;
use probesim::cpu::{CpuError, Reg, Regs};
use probesim::kernel::uprobes::{HandlerResult, ProbeContext, UprobeConsumer};
use probesim::kernel::{Exit, KernelConfig};
use probesim::loader::Image;
use probesim::machine::{Machine, Preset, Report, RunConfig, SimError};
use probesim::session::{self, RealReport, RunError, RunRequest};
use probesim::spec::ProbeSpec;
use probesim::target::Target;

use crate::common::probed_machine;

/// Runs catalog program `name` under `preset` with its standard probes (entry and return).
fn report(name: &str, preset: Preset, trace: bool) -> Report {
    let p = sim_programs::find(name).unwrap();
    let cfg = RunConfig {
        preset,
        kernel: KernelConfig { record_trace: trace, ..KernelConfig::default() },
        ..RunConfig::default()
    };
    let mut m = probed_machine(&p, cfg, true);
    m.run().unwrap_or_else(|e| panic!("{name}: {e}"));
    m.report(name).unwrap()
}

/// JSON → report → JSON, compact and pretty (the CLI's form): the same bytes, and the
/// same report.
fn assert_round_trip(r: &Report, what: &str) {
    for pretty in [false, true] {
        let json = if pretty { serde_json::to_string_pretty(r) } else { serde_json::to_string(r) }.unwrap();
        let back: Report = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{what}: {e}\n{json}"));
        let again = if pretty { serde_json::to_string_pretty(&back) } else { serde_json::to_string(&back) }.unwrap();
        assert_eq!(json, again, "{what}");
        assert_eq!(&back, r, "{what}");
    }
}

#[test]
fn every_catalog_report_comes_back_from_its_json() {
    for p in sim_programs::catalog() {
        assert_round_trip(&report(&p.name, Preset::default(), false), &p.name);
    }
}

#[test]
fn reports_under_every_preset_come_back_and_only_the_trace_is_dropped() {
    let names = ["demo", "red-zone", "recursion-65", "fork-pending", "fault-segv", "longjmp-cleanup", "nop5-300"];
    for preset in Preset::iter() {
        for name in names {
            let what = format!("{name} on {preset}");
            let plain = report(name, preset, false);
            assert_round_trip(&plain, &what);
            // With a trace: everything but the trace comes back.
            let traced = report(name, preset, true);
            assert!(traced.trace.as_ref().is_some_and(|t| !t.is_empty()), "{what}");
            let back: Report = serde_json::from_str(&serde_json::to_string(&traced).unwrap()).unwrap();
            assert_eq!(back.trace, None, "{what}");
            assert_eq!(back, plain, "{what}");
        }
    }
}

#[test]
fn a_signal_exit_and_an_unfinished_run_come_back() {
    let r = report("fault-segv", Preset::default(), false);
    assert_eq!(r.exit, Some(Exit::Signaled(Signal::Sigsegv)));
    let v: serde_json::Value = serde_json::to_value(&r).unwrap();
    assert_eq!(v["exit"], serde_json::json!({"code": null, "signal": 11}));
    // A report made after the budget ran out: no exit, `{code: null, signal: null}`.
    let p = sim_programs::find("demo").unwrap();
    let kernel = KernelConfig { record_trace: false, ..KernelConfig::default() };
    let mut m = probed_machine(&p, RunConfig { max_insns: 50, kernel, ..RunConfig::default() }, true);
    assert!(matches!(m.run(), Err(SimError::Budget { .. })));
    let r = m.report("demo").unwrap();
    assert_eq!(r.exit, None);
    assert_round_trip(&r, "demo, budget exhausted");
}

#[test]
fn exit_json_is_code_or_signal() {
    let cases = [
        (Exit::Exited(3), r#"{"code":3,"signal":null}"#),
        (Exit::Signaled(Signal::Sigill), r#"{"code":null,"signal":4}"#),
        (Exit::Signaled(Signal::Other(40)), r#"{"code":null,"signal":40}"#),
    ];
    for (exit, json) in cases {
        assert_eq!(serde_json::to_string(&exit).unwrap(), json);
        assert_eq!(serde_json::from_str::<Exit>(json).unwrap(), exit);
    }
    assert!(serde_json::from_str::<Exit>(r#"{"code":null,"signal":null}"#).is_err());
    assert!(serde_json::from_str::<Exit>(r#"{"code":1,"signal":9}"#).is_err());
}

#[test]
fn a_real_report_comes_back_from_its_json() {
    let json = r#"{
  "target": "sim:demo",
  "kernel": "host",
  "cpu": "haswell",
  "masked_features": [
    "AVX",
    "AVX2"
  ],
  "glibc_tunables": "glibc.cpu.hwcaps=-AVX,-AVX2",
  "exit": {
    "code": 0,
    "signal": null
  },
  "stdout": "demo result=193978694585455\n",
  "stderr": "",
  "probes": [
    {
      "spec": "uprobe:sim:demo:compute",
      "address": "0x40104b",
      "installed": true,
      "reason": null,
      "hits": 10,
      "site_bytes": "cc 8d 44 7f 07"
    },
    {
      "spec": "uprobe:sim:demo:checksum",
      "address": "0x401052",
      "installed": false,
      "reason": "perf_event_open: EINVAL",
      "hits": 0,
      "site_bytes": null
    }
  ]
}"#;
    let r: RealReport = serde_json::from_str(json).unwrap();
    assert_eq!(r.probes[0].address, 0x40104b);
    assert_eq!((r.cpu.as_str(), r.masked_features.len()), ("haswell", 2));
    assert_eq!(r.probes[0].site_bytes.as_deref(), Some(&[0xcc, 0x8d, 0x44, 0x7f, 0x07][..]));
    assert_eq!(serde_json::to_string_pretty(&r).unwrap(), json);
}

#[test]
fn bad_hex_in_a_report_is_an_error() {
    let r = report("demo", Preset::default(), false);
    let json = serde_json::to_string(&r).unwrap();
    let address = format!("\"address\":\"{:#x}\"", r.probes[0].address);
    assert!(json.contains(&address), "{json}");
    for bad in ["\"address\":\"40104b\"", "\"address\":\"0x\"", "\"address\":\"0x+1\"", "\"address\":4198475"] {
        let broken = json.replacen(&address, bad, 1);
        assert!(serde_json::from_str::<Report>(&broken).is_err(), "{bad} accepted");
    }
    let bytes = "\"site_bytes\":\"";
    let broken = json.replacen(bytes, "\"site_bytes\":\"c ", 1);
    assert!(serde_json::from_str::<Report>(&broken).is_err());
}

#[test]
fn output_bytes_are_kept_beside_the_text() {
    // Valid UTF-8: the bytes are the text's.
    let r = report("demo", Preset::default(), false);
    assert_eq!(r.stdout_bytes(), r.stdout.as_bytes());
    assert_eq!(r.stderr_bytes(), b"");
    // Not valid UTF-8: the text is lossy, the bytes are exact, and the JSON holds both
    // (the bytes in base64, as a native report does), so it reads back equal.
    let mut r = Report::default();
    r.set_output(b"ok \xff\xfe\n", b"\xc3");
    assert_eq!(r.stdout, "ok \u{fffd}\u{fffd}\n");
    assert_eq!(r.stdout_bytes(), b"ok \xff\xfe\n");
    assert_eq!(r.stderr_bytes(), b"\xc3");
    assert_eq!((r.stdout_len, r.stderr_len), (6, 1), "the lengths count bytes");
    let json = serde_json::to_string(&r).unwrap();
    assert!(json.contains("\"stdout_raw\":\"b2sg//4K\""), "{json}");
    assert!(json.contains("\"stderr_raw\":\"ww==\""), "{json}");
    let back: Report = serde_json::from_str(&json).unwrap();
    assert_eq!(serde_json::to_string(&back).unwrap(), json);
    assert_eq!(back.stdout_bytes(), b"ok \xff\xfe\n");
    assert_eq!(back, r, "the exact bytes are in the JSON");
    // Valid UTF-8 output has no raw field.
    let mut r = Report::default();
    r.set_output(b"ok\n", b"");
    assert!(!serde_json::to_string(&r).unwrap().contains("_raw"));
}

#[test]
fn regs_are_hex_in_json() {
    let mut regs = Regs::default();
    for (i, r) in Reg::ALL.into_iter().enumerate() {
        regs.set(r, (i as u64 + 1) * 0x0101_0101_0101_0101);
    }
    regs.rip = 0x401000;
    let json = serde_json::to_string(&regs).unwrap();
    assert!(json.starts_with(r#"{"rax":"0x0101010101010101","rbx":"0x0202020202020202","#), "{json}");
    assert!(json.contains(r#""rip":"0x0000000000401000""#), "{json}");
    assert!(json.ends_with(r#""gs_base":"0x1414141414141414"}"#), "{json}");
    let map: serde_json::Map<String, serde_json::Value> = serde_json::from_str(&json).unwrap();
    assert!(map.keys().map(String::as_str).eq(Reg::ALL.map(Reg::name)), "{json}");
    assert_eq!(serde_json::from_str::<Regs>(&json).unwrap(), regs);
    let missing = json.replace(r#""rbx":"0x0202020202020202","#, "");
    assert!(serde_json::from_str::<Regs>(&missing).unwrap_err().to_string().contains("rbx"));
    let unknown = json.replace(r#""rbx""#, r#""rbz""#);
    assert!(serde_json::from_str::<Regs>(&unknown).unwrap_err().to_string().contains("rbz"));
    let decimal = json.replace(r#""0x0202020202020202""#, r#""144680345676153346""#);
    assert!(serde_json::from_str::<Regs>(&decimal).is_err());
}

#[test]
fn presets_iterate_parse_and_print() {
    let names: Vec<String> = Preset::iter().map(|p| p.to_string()).collect();
    assert_eq!(names, ["6.10", "6.11", "6.18", "jmpslot-2026", "nop10-2026"]);
    assert_eq!(Preset::iter().len(), Preset::ALL.len());
    for (p, doc) in Preset::ALL {
        assert_eq!(p.description(), doc);
        assert_eq!(p.name().parse::<Preset>(), Ok(p));
        assert_eq!(Preset::parse(&p.to_string()), Some(p));
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(json, format!("\"{}\"", p.name()));
        assert_eq!(serde_json::from_str::<Preset>(&json).unwrap(), p);
    }
    let e = "6.99".parse::<Preset>().unwrap_err();
    assert_eq!(e.name, "6.99");
    assert_eq!(e.to_string(), "unknown kernel preset `6.99` (valid: 6.10, 6.11, 6.18, jmpslot-2026, nop10-2026)");
}

#[test]
fn library_errors_name_settings_not_flags() {
    // The budget.
    let p = sim_programs::find("demo").unwrap();
    let mut m =
        Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig { max_insns: 10, ..RunConfig::default() }).unwrap();
    let e = m.run().unwrap_err();
    assert!(matches!(e, SimError::Budget { budget: 10, .. }), "{e:?}");
    let text = e.to_string();
    assert!(text.ends_with("(raise `RunConfig::max_insns`)"), "{text}");
    assert!(!text.contains("--"), "{text}");
    // A spec that only `allow_unsafe` would accept.
    let image = Image::parse(sim_programs::find("bench-push").unwrap().to_elf()).unwrap();
    let spec = ProbeSpec::parse("uprobe:x:uprobe_target_push+2").unwrap();
    let e = spec.resolve(&image, false).unwrap_err();
    assert!(e.needs_allow_unsafe, "{e:?}");
    assert_eq!(e.why, "0x401040 is not an instruction boundary of `uprobe_target_push`");
    assert_eq!(
        e.to_string(),
        "bad probe spec `uprobe:x:uprobe_target_push+2`: 0x401040 is not an instruction boundary of \
         `uprobe_target_push` (set `RunConfig::allow_unsafe` to probe it anyway)"
    );
    assert!(spec.resolve(&image, true).is_ok());
    // Other spec errors have no such hint.
    let e = ProbeSpec::parse("uprobe:x:no_such").unwrap().resolve(&image, false).unwrap_err();
    assert!(!e.needs_allow_unsafe && !e.to_string().contains("allow_unsafe"), "{e}");
    // explain without a probe.
    let req = RunRequest::new(Target::parse("sim:demo").unwrap(), Vec::new());
    let e = probesim::explain::explain(&req, 1).unwrap_err();
    assert!(matches!(e, RunError::NoProbe("explain")), "{e:?}");
    assert_eq!(e.to_string(), "explain needs at least one probe (`RunRequest::probes` is empty)");
    // Nothing else in a session error names a flag.
    let req = RunRequest { max_insns: 10, ..RunRequest::new(Target::parse("sim:demo").unwrap(), Vec::new()) };
    assert!(!session::run_sim(&req).unwrap_err().to_string().contains("--"));
}

fn cli_stderr(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_probesim")).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn the_cli_names_its_flags() {
    assert_eq!(
        cli_stderr(&["run", "sim:demo", "--max-insns", "10"]),
        (3, "probesim: instruction budget of 10 exhausted at rip=0x401052 (raise it with --max-insns)\n".to_string())
    );
    assert_eq!(
        cli_stderr(&["run", "sim:bench-push", "--probe", "uprobe:sim:bench-push:uprobe_target_push+2"]),
        (
            2,
            "probesim: bad probe spec `uprobe:sim:bench-push:uprobe_target_push+2`: 0x401040 is not an instruction \
             boundary of `uprobe_target_push` (use --unsafe to probe it anyway)\n"
                .to_string()
        )
    );
    assert_eq!(
        cli_stderr(&["explain", "sim:demo"]),
        (1, "probesim: real run failed: explain needs at least one --probe\n".to_string())
    );
    assert_eq!(
        cli_stderr(&["run", "sim:demo", "--kernel", "6.99"]),
        (2, "probesim: unknown kernel preset `6.99` (see `probesim presets`)\n".to_string())
    );
}

/// A consumer that panics in one of its methods.
struct Panicking {
    /// `handler`, `ret_handler` or `filter`.
    method: &'static str,
    /// Calls of `filter` so far (the first, at registration, does not panic).
    filters: std::cell::Cell<u32>,
}

impl UprobeConsumer for Panicking {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        match self.method {
            "handler" => panic!("consumer bug"),
            "filter" => HandlerResult::Remove,
            _ => HandlerResult::Keep,
        }
    }
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, func: u64) {
        if self.method == "ret_handler" {
            panic!("consumer bug at {func:#x}");
        }
    }
    fn has_ret_handler(&self) -> bool {
        self.method == "ret_handler"
    }
    fn filter(&self, _pid: u32) -> bool {
        self.filters.set(self.filters.get() + 1);
        if self.method == "filter" && self.filters.get() > 1 {
            panic!("consumer bug");
        }
        true
    }
}

#[test]
fn a_panicking_consumer_is_blamed() {
    let p = sim_programs::find("demo").unwrap();
    for method in ["handler", "ret_handler", "filter"] {
        let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig::default()).unwrap();
        m.attach("uprobe:x:checksum").unwrap();
        let consumer = Box::new(Panicking { method, filters: Default::default() });
        let id = m.attach_with("uprobe:x:compute", consumer).unwrap();
        let vaddr = m.attached()[1].address;
        let e = m.run().unwrap_err();
        let SimError::Cpu(CpuError::ConsumerPanicked { consumer, method: m_, vaddr: at, message }) = &e else {
            panic!("{method}: expected ConsumerPanicked, got {e:?}");
        };
        assert_eq!((*consumer, *m_, *at), (id.id().0, method, vaddr), "{e}");
        let expected =
            if method == "ret_handler" { format!("consumer bug at {vaddr:#x}") } else { "consumer bug".into() };
        assert_eq!(message, &expected);
        let text = e.to_string();
        assert_eq!(
            text,
            format!("uprobe consumer {} panicked in its `{method}` (probe at {vaddr:#x}): {expected}", id.id().0)
        );
        assert!(!text.contains("internal error"), "{text}");
    }
}

/// A consumer whose filter refuses every process, declared or not (`has_filter`).
struct Unfiltered {
    /// What `has_filter` says.
    declared: bool,
    /// Calls of `filter`.
    asked: std::rc::Rc<std::cell::Cell<u32>>,
    /// Calls of `handler`.
    hits: std::rc::Rc<std::cell::Cell<u32>>,
}

impl UprobeConsumer for Unfiltered {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.hits.set(self.hits.get() + 1);
        HandlerResult::Keep
    }
    fn has_filter(&self) -> bool {
        self.declared
    }
    fn filter(&self, _pid: u32) -> bool {
        self.asked.set(self.asked.get() + 1);
        false
    }
}

/// A consumer that says it has no filter (`uc->filter` NULL) is never asked, at
/// registration or at a hit, and wants every process: its handler runs at every hit a
/// counting probe at the same place sees. Saying it has one, its filter is asked and
/// refuses the process: no breakpoint, no hit.
#[test]
fn a_consumer_without_a_filter_is_never_asked_for_one() {
    let p = sim_programs::find("demo").unwrap();
    let mut plain = Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig::default()).unwrap();
    plain.attach("uprobe:x:compute").unwrap();
    plain.run().unwrap();
    let expected = plain.report("demo").unwrap().probes[0].hits;
    assert!(expected > 0);
    for declared in [false, true] {
        let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), RunConfig::default()).unwrap();
        let asked = std::rc::Rc::new(std::cell::Cell::new(0u32));
        let hits = std::rc::Rc::new(std::cell::Cell::new(0u32));
        let c = Unfiltered { declared, asked: std::rc::Rc::clone(&asked), hits: std::rc::Rc::clone(&hits) };
        m.attach_with("uprobe:x:compute", Box::new(c)).unwrap();
        m.run().unwrap();
        if declared {
            assert!(asked.get() > 0, "a declared filter is asked");
            assert_eq!(hits.get(), 0, "the filter refuses the process");
        } else {
            assert_eq!(asked.get(), 0, "no filter, never asked");
            assert_eq!(u64::from(hits.get()), expected);
        }
    }
}
