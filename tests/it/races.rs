//! The races the probe designs argue about, explored (issue #16, point 5): each pairs the
//! kernel's design with the variant its argument rejects, shows the design correct over
//! the campaign and the variant broken within the default schedule budget, and replays
//! the counterexample's token to the same outcome. Plus the determinism of tokens and
//! `probesim explore` itself (the same report for any `--jobs`, shards that add up).

use std::process::Command;

use probesim::explore::token::ScheduleToken;
use probesim::explore::{ExploreReport, Group, Plan, Strategy, DEFAULT_SCHEDULES};
use probesim::guests::races;
use probesim::kernel::preset::Variants;
use probesim::kernel::sched::{KernelStep, SchedPoint};
use probesim::machine::Preset;
use probesim::probe_script::ProbeScript;
use probesim::session::{self, RunRequest};
use probesim::target::Target;

/// Budget per schedule: the programs run a few thousand instructions; a broken schedule
/// that loops ends here (a violation, not a hang).
const BUDGET: u64 = 2_000_000;

fn request(program: sim_programs::Program, preset: Preset, probes: &[&str], schedule: &str) -> RunRequest {
    let name = program.name.clone();
    let mut r = RunRequest::new(Target::from(program), probes.iter().map(|p| p.replace("PATH", &name)).collect());
    r.preset = preset;
    r.max_insns = BUDGET;
    if !schedule.is_empty() {
        r.probe_script = Some(ProbeScript::parse("races", &schedule.replace("PATH", &name)).unwrap());
    }
    r
}

/// The default campaign of `probesim explore --strategy bounded`.
fn bounded() -> Plan {
    Plan { strategy: Strategy::Bounded { preemptions: 2 }, schedules: DEFAULT_SCHEDULES, ..Plan::default() }
}

/// The outcome of one run of `req` under `token`, as exploration groups it.
fn replay(req: &RunRequest, token: &ScheduleToken) -> probesim::explore::Outcome {
    let req = RunRequest { interleaving: Some(token.clone()), ..req.clone() };
    let (_, report) = session::simulate(&req).unwrap();
    probesim::explore::Outcome::of(&report, None)
}

/// The groups of `r` whose outcome `good` refuses.
fn bad<'a>(r: &'a ExploreReport, good: impl Fn(&Group) -> bool + 'a) -> impl Iterator<Item = &'a Group> + 'a {
    r.outcomes.iter().filter(move |g| !good(g))
}

/// Asserts that every schedule of the design's campaign is good, that the variant's has
/// a bad one, and that its token replays to the same outcome.
fn design_holds_and_variant_breaks(design: &RunRequest, variant: &RunRequest, good: impl Fn(&Group) -> bool + Copy) {
    let plan = bounded();
    let ok = session::explore(design, &plan).unwrap();
    assert!(ok.schedules > 1, "{}", ok.text());
    assert_eq!(bad(&ok, good).count(), 0, "the design broke:\n{}", ok.text());
    let broken = session::explore(variant, &plan).unwrap();
    let first = bad(&broken, good).next().unwrap_or_else(|| panic!("the variant survived:\n{}", broken.text()));
    assert!(broken.outcomes[0].first == 0 && good(&broken.outcomes[0]), "the default schedule is good");
    assert_eq!(replay(variant, &first.token), first.outcome, "token {}", first.token);
}

#[test]
fn jmpslot_never_reassigns_a_slot_and_eager_reuse_resumes_a_parked_thread_at_the_wrong_probe() {
    let design = request(
        races::slot_reuse(4),
        Preset::JmpSlot2026,
        &["uprobe:PATH:site_a"],
        "at control 1: detach uprobe:PATH:site_a\nat control 1: attach uprobe:PATH:site_b\n",
    );
    let variant = RunRequest { variants: Variants { eager_slot_reuse: true, ..Variants::default() }, ..design.clone() };
    // Every call of site_a returns 1: a thread resumed at site_b's `mov eax, 2` adds 2.
    let good = |g: &Group| g.outcome.exit == "exited with code 0" && g.outcome.stdout == "sum=4\n";
    design_holds_and_variant_breaks(&design, &variant, good);
}

#[test]
fn nop10_unoptimize_keeps_the_call_and_a_naive_restore_breaks_a_thread_between_lea_and_call() {
    let design = request(
        races::nop10_unoptimize(4),
        Preset::Nop10_2026,
        &["uprobe:PATH:site"],
        "at control 1: detach uprobe:PATH:site\n",
    );
    let variant = RunRequest { variants: Variants { naive_restore: true, ..Variants::default() }, ..design.clone() };
    let good = |g: &Group| g.outcome.exit == "exited with code 0" && g.outcome.stdout == "sum=4\n";
    design_holds_and_variant_breaks(&design, &variant, good);
}

#[test]
fn the_618_int3_first_rewrite_never_shows_a_thread_a_torn_instruction() {
    let req = request(races::rewrite(3), Preset::V6_18, &["uprobe:PATH:site"], "");
    // The rewrite's three steps are scheduling points of the default run, so the
    // enumeration branches at each of them.
    let (_, report) = session::simulate(&req).unwrap();
    for step in [KernelStep::RewriteInt3, KernelStep::RewriteTail, KernelStep::RewriteHead] {
        assert!(
            report.decisions.iter().any(|d| d.point == SchedPoint::Kernel(step)),
            "{step:?}: {:?}",
            report.decisions
        );
    }
    let r = session::explore(&req, &bounded()).unwrap();
    // Every interleaving: the site executed only as the nop5, the int3 or the call (a
    // torn instruction would fault or skip a hit), every call counted. The outcomes
    // differ only in the red-zone writes (6.18's bug: one per optimized hit, and which
    // hits are optimized depends on when the rewrite finished).
    assert!(r.schedules > 10, "{}", r.text());
    for g in &r.outcomes {
        let o = &g.outcome;
        let got = (o.exit.as_str(), o.stdout.as_str(), o.hits[0].hits, &o.violation);
        assert_eq!(got, ("exited with code 0", "sum=6\n", 6, &None), "{}", r.text());
    }
}

#[test]
fn uprobe_race_attach_and_detach_with_a_semaphore_while_threads_hit_it() {
    for (preset, nop10) in [(Preset::V6_18, false), (Preset::JmpSlot2026, false), (Preset::Nop10_2026, true)] {
        let program = races::uprobe_race(nop10, 6, 2);
        let spec = "usdt:PATH:probesim:race";
        let schedule = (1..=4)
            .map(|n| format!("at control {n}: {} {spec}\n", if n % 2 == 1 { "attach" } else { "detach" }))
            .collect::<String>();
        let req = request(program, preset, &[], &schedule);
        for plan in [bounded(), Plan { strategy: Strategy::Random, schedules: 100, quantum: 40, ..Plan::default() }] {
            let r = session::explore(&req, &plan).unwrap();
            for g in &r.outcomes {
                let o = &g.outcome;
                assert_eq!(
                    (o.exit.as_str(), o.stdout.as_str(), &o.violation),
                    ("exited with code 0", "sum=16\nsemaphore=0\n", &None),
                    "{preset}: {}",
                    r.text()
                );
            }
            // The schedules differ in when the hitters ran: some saw the probe, some not.
            assert!(r.outcomes.len() > 1 || plan.strategy != Strategy::Random, "{preset}: {}", r.text());
        }
    }
}

#[test]
fn the_same_token_gives_byte_identical_json_and_trace() {
    let mut req = request(
        races::slot_reuse(4),
        Preset::JmpSlot2026,
        &["uprobe:PATH:site_a"],
        "at control 1: detach uprobe:PATH:site_a\nat control 1: attach uprobe:PATH:site_b\n",
    );
    req.variants.eager_slot_reuse = true;
    let r = session::explore(&req, &Plan { schedules: 30, quantum: 20, seed: 9, ..Plan::default() }).unwrap();
    req.record_trace = true;
    for g in &r.outcomes {
        let run = |req: &RunRequest| {
            let req = RunRequest { interleaving: Some(g.token.clone()), ..req.clone() };
            let (_, report) = session::simulate(&req).unwrap();
            // The run records the token it replayed.
            assert_eq!(report.schedule_token.as_ref(), Some(&g.token));
            let trace: Vec<String> = report.trace.iter().flatten().map(|e| e.to_string()).collect();
            (serde_json::to_string(&report).unwrap(), trace)
        };
        let (a, b) = (run(&req), run(&req));
        assert!(!a.1.is_empty());
        assert_eq!(a, b, "token {}", g.token);
    }
}

fn probesim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_probesim")).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn explore_cli_is_deterministic_for_any_jobs_shards_merge_and_the_reproducer_replays() {
    let dir = tempfile::tempdir().unwrap();
    let elf = dir.path().join("race-slot-reuse");
    std::fs::write(&elf, races::slot_reuse(4).to_elf()).unwrap();
    let elf = elf.display().to_string();
    let sched = dir.path().join("sched");
    std::fs::write(
        &sched,
        format!("at control 1: detach uprobe:{elf}:site_a\nat control 1: attach uprobe:{elf}:site_b\n"),
    )
    .unwrap();
    let sched = sched.display().to_string();
    let probe = format!("uprobe:{elf}:site_a");
    let base = [
        "explore",
        &elf,
        "--kernel",
        "jmpslot-2026",
        "--variant",
        "eager-reuse",
        "--probe",
        &probe,
        "--probe-script",
        &sched,
        "--max-insns",
        "2000000",
        "--schedules",
        "40",
        "--quantum",
        "30",
        "--seed",
        "5",
    ];
    let with = |extra: &[&str]| -> Vec<String> { base.iter().chain(extra).map(|s| s.to_string()).collect() };
    let run = |args: Vec<String>| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = probesim(&args);
        assert_eq!(code, 0, "{err}");
        out
    };
    let one = run(with(&["--jobs", "1", "--json"]));
    let two = run(with(&["--jobs", "2", "--json"]));
    assert_eq!(one, two);
    assert_eq!(one, run(with(&["--jobs", "2", "--json"])));
    // Shards' JSON merge to the whole campaign's outcomes.
    let mut files = Vec::new();
    for k in 0..2 {
        let shard = format!("{k}/2");
        let path = dir.path().join(format!("shard{k}.json"));
        std::fs::write(&path, run(with(&["--shard", &shard, "--json"]))).unwrap();
        files.push(path.display().to_string());
    }
    let (code, merged, err) = probesim(&["explore-merge", &files[0], &files[1], "--json"]);
    assert_eq!(code, 0, "{err}");
    let whole: ExploreReport = serde_json::from_str(&one).unwrap();
    let merged: ExploreReport = serde_json::from_str(&merged).unwrap();
    assert_eq!((merged.schedules, &merged.outcomes), (whole.schedules, &whole.outcomes));
    // `--shard auto` from a Slurm job array's variables, and `auto/N` from a Kubernetes
    // Indexed Job's: the same shards, so the same merge.
    let with_env = |env: &[(&str, String)], shard: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_probesim"))
            .args(with(&["--shard", shard, "--json"]))
            .env_remove("SLURM_ARRAY_TASK_ID")
            .env_remove("JOB_COMPLETION_INDEX")
            .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    for (k, file) in files.iter().enumerate() {
        let slurm = [
            ("SLURM_ARRAY_TASK_ID", (k + 1).to_string()),
            ("SLURM_ARRAY_TASK_MIN", "1".to_string()),
            ("SLURM_ARRAY_TASK_COUNT", "2".to_string()),
        ];
        let k8s = [("JOB_COMPLETION_INDEX", k.to_string())];
        let want = std::fs::read_to_string(file).unwrap();
        assert_eq!(with_env(&slurm, "auto"), want, "slurm shard {k}");
        assert_eq!(with_env(&k8s, "auto/2"), want, "kubernetes shard {k}");
    }
    let out = Command::new(env!("CARGO_BIN_EXE_probesim"))
        .args(with(&["--shard", "auto"]))
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("JOB_COMPLETION_INDEX")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("--shard auto needs SLURM_ARRAY_TASK_ID") && err.lines().count() == 1, "{err}");
    // Each outcome's reproducer replays it.
    let text = run(with(&[]));
    let repro: Vec<&str> = text.lines().filter_map(|l| l.trim().strip_prefix("reproduce: ")).collect();
    assert_eq!(repro.len(), whole.outcomes.len(), "{text}");
    for (line, g) in repro.iter().zip(&whole.outcomes) {
        let args: Vec<&str> = line.split(' ').skip(1).chain(["--json"]).collect();
        let (code, json, err) = probesim(&args);
        assert_eq!(code, 0, "{line}: {err}");
        let report: probesim::machine::Report = serde_json::from_str(&json).unwrap();
        assert_eq!(probesim::explore::Outcome::of(&report, None), g.outcome, "{line}");
    }
    // Bad input is one line and exit 2.
    for (args, needle) in [
        (with(&["--strategy", "dfs"]), "unknown --strategy `dfs`"),
        (with(&["--shard", "2/2"]), "--shard wants K/N"),
        (with(&["--variant", "eager"]), "unknown --variant `eager`"),
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = probesim(&args);
        assert_eq!((code, out.as_str()), (2, ""), "{err}");
        assert!(err.contains(needle) && err.lines().count() == 1, "{err}");
    }
    let (code, _, err) = probesim(&["run", &elf, "--schedule", "s1-zzzz"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.starts_with("probesim: bad schedule token `s1-zzzz`"), "{err}");
    let token = whole.outcomes[0].token.to_string();
    for cmd in [&["run", "--real"][..], &["diff"]] {
        let args: Vec<&str> = cmd.iter().copied().chain([elf.as_str(), "--schedule", &token]).collect();
        let (code, out, err) = probesim(&args);
        assert_eq!((code, out.as_str()), (2, ""), "{err}");
        assert!(err.contains("does not take --schedule TOKEN"), "{err}");
    }
}

#[test]
fn explain_replays_a_token() {
    let req = request(races::rewrite(3), Preset::V6_18, &["uprobe:PATH:site"], "");
    let r = session::explore(&req, &Plan { strategy: Strategy::Bounded { preemptions: 1 }, ..bounded() }).unwrap();
    // An interleaving in which fewer hits took the optimized path than by default.
    let other = r.outcomes.iter().find(|g| g.outcome.red_zone_writes != r.outcomes[0].outcome.red_zone_writes);
    let other = other.unwrap_or_else(|| panic!("{}", r.text()));
    let with = RunRequest { interleaving: Some(other.token.clone()), ..req.clone() };
    let json = |req: &RunRequest| serde_json::to_string(&probesim::explain::explain(req, 4).unwrap()).unwrap();
    assert_eq!(json(&with), json(&with));
    assert_ne!(json(&with), json(&req), "token {}", other.token);
}

/// Processes share the threads' scheduler (#27): after `fork` the chooser says who runs
/// first (the parent by default, as on Linux), so a `wait4(WNOHANG)` race has two
/// outcomes, each of whose tokens replays it; with a uretprobe pending across the fork,
/// every order still returns through the trampoline in both processes.
#[test]
fn explore_interleaves_processes_and_each_token_replays() {
    let req = RunRequest::new(Target::parse("sim:fork-race").unwrap(), vec![]);
    let (_, report) = session::simulate(&req).unwrap();
    assert_eq!(report.stdout, "at once: running\nchild done\nchild status=1792\n");
    assert!(report.decisions.iter().any(|d| d.point == SchedPoint::Fork), "{:?}", report.decisions);
    let r = session::explore(&req, &bounded()).unwrap();
    let stdouts: Vec<&str> = r.outcomes.iter().map(|g| g.outcome.stdout.as_str()).collect();
    assert!(stdouts.contains(&"at once: running\nchild done\nchild status=1792\n"), "{}", r.text());
    assert!(stdouts.contains(&"child done\nat once: reaped\nchild status=1792\n"), "{}", r.text());
    for g in &r.outcomes {
        assert_eq!(replay(&req, &g.token), g.outcome, "{}", r.text());
    }
    // A uretprobe pending across the fork: both processes return through it in every
    // order (the child's return is counted once, system-wide).
    let pending = RunRequest::new(
        Target::parse("sim:fork-pending").unwrap(),
        vec!["uretprobe:sim:fork-pending:parent_fn".into()],
    );
    let r = session::explore(&pending, &bounded()).unwrap();
    assert!(r.schedules > 1, "{}", r.text());
    for g in &r.outcomes {
        assert_eq!(g.outcome.exit, "exited with code 0", "{}", r.text());
        assert_eq!(g.outcome.stdout, "parent_fn returned\nchild status=0\n", "{}", r.text());
    }
}

/// The probe-path stamps that `bounded` places its preemptions by
/// (`KernelConfig::record_stamps`, without a trace) are exactly the stamps of the trace's
/// traps and handlers, on every catalog program with every probe attached (forks,
/// threads and signals among them).
#[test]
fn probe_path_stamps_are_the_traces_trap_and_handler_stamps() {
    use probesim::kernel::KernelConfig;
    use probesim::machine::{Machine, RunConfig};
    use probesim::trace::EventKind;
    let run = |p: &sim_programs::Program, kernel: KernelConfig| {
        let mut m = Machine::from_program(p, RunConfig { kernel, ..RunConfig::default() }).unwrap();
        for t in &p.probe_targets {
            m.attach(&format!("uprobe:{}:{t}", p.name)).unwrap();
        }
        for t in &p.ret_probe_targets {
            m.attach(&format!("uretprobe:{}:{t}", p.name)).unwrap();
        }
        let _ = m.run();
        let report = m.report(&p.name).unwrap();
        (report, m.probe_path_stamps())
    };
    let mut some = 0;
    for p in sim_programs::catalog() {
        let (traced, none) = run(&p, KernelConfig { record_trace: true, ..KernelConfig::default() });
        assert!(none.is_empty(), "{}: stamps kept without record_stamps", p.name);
        let want: Vec<u64> = traced
            .trace
            .iter()
            .flatten()
            .filter(|e| matches!(e.kind(), EventKind::Trap | EventKind::Handler))
            .map(|e| e.insn)
            .collect();
        let (stamped, got) = run(&p, KernelConfig { record_stamps: true, ..KernelConfig::default() });
        assert!(stamped.trace.is_none());
        assert_eq!(got, want, "{}", p.name);
        assert_eq!(stamped.instructions, traced.instructions, "{}", p.name);
        some += usize::from(!got.is_empty());
    }
    assert!(some > 10, "{some} programs with probe-path events");
}
