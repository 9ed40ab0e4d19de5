//! `probesim probe-diff` at a fixed seed: generated programs with random uprobes,
//! uretprobes and USDT probes, run natively (hits counted by BPF `uprobe_multi` links) and
//! under the 6.18 preset, with no difference. And the BPF counting itself: on programs
//! with a refused probe, recursion past the return-instance limit and a USDT semaphore,
//! it counts exactly what perf events count.

use libtest_mimic::{Failed, Trial};

use probesim::consumers::Scope;
use probesim::host::Consumer;
use probesim::probediff::{self, Config};
use probesim::session::{self, RunRequest};
use probesim::target::Target;

/// The seed and count CI runs (about 10 s).
const SEED: u64 = 1;
const CASES: u64 = 300;

fn probe_diff() -> Result<(), Failed> {
    let cfg = Config {
        seed: SEED,
        cases: CASES,
        batch: probediff::BATCH,
        first_batch: 0,
        keep: 5,
        pie: false,
        jobs: 8,
        save: None,
    };
    let s = probediff::run(&cfg).map_err(|e| e.to_string())?;
    if s.unexplained > 0 || !s.batch_differences.is_empty() {
        return Err(s.text().into());
    }
    // The generator reaches what it is for: refused probes, and hits in the thousands.
    if s.refused == 0 || s.hits < 10 * CASES {
        return Err(format!("too little was probed:\n{}", s.text()).into());
    }
    Ok(())
}

/// The same program and probes counted by perf events and by BPF links.
fn consumers_agree(name: &str, probes: &[String]) -> Result<(), Failed> {
    let target = Target::parse(&format!("sim:{name}")).map_err(|e| e.to_string())?;
    let mut req = RunRequest::new(target, probes.to_vec());
    req.scope = Scope::Process;
    let perf = session::real(&req).map_err(|e| format!("perf events: {e}"))?;
    let bpf = session::real_with(&req, Consumer::BpfMulti, &[]).map_err(|e| format!("BPF links: {e}"))?;
    let mut d = Vec::new();
    if (&perf.exit, &perf.stdout) != (&bpf.exit, &bpf.stdout) {
        d.push(format!("exit/stdout: perf {:?} {:?} / bpf {:?} {:?}", perf.exit, perf.stdout, bpf.exit, bpf.stdout));
    }
    for (p, b) in perf.probes.iter().zip(&bpf.probes) {
        if (p.hits, p.installed, &p.site_bytes) != (b.hits, b.installed, &b.site_bytes) {
            d.push(format!(
                "{}: perf {} hits installed {} / bpf {} hits installed {}",
                p.spec, p.hits, p.installed, b.hits, b.installed
            ));
        }
    }
    if perf.probes.iter().all(|p| p.hits == 0) {
        d.push("no probe was hit".into());
    }
    if d.is_empty() {
        Ok(())
    } else {
        Err(d.join("\n").into())
    }
}

/// Two probes at one USDT site, a plain uprobe first, then the USDT probe with its
/// reference counter: the kernel refuses the second (`ref_ctr_offset` mismatch), and
/// `diff --bpf` must register them in that order even though the simulator's refusal makes
/// the USDT probe go in a link of its own (probe-diff's first finding, from the harness).
fn refused_pair_keeps_its_order() -> Result<(), Failed> {
    let target = Target::parse("sim:usdt-nop").map_err(|e| e.to_string())?;
    let probes = vec!["uprobe:sim:usdt-nop:_start+0x17".to_string(), "usdt:sim:usdt-nop:probesim:nop".to_string()];
    let mut req = RunRequest::new(target, probes);
    req.scope = Scope::Process;
    let d = probesim::diff::run_bpf(&req).map_err(|e| e.to_string())?;
    if !d.differences.is_empty() {
        return Err(d.differences.join("\n").into());
    }
    match (d.real.probes.first(), d.real.probes.get(1)) {
        (Some(a), Some(b)) if a.installed && !b.installed && a.hits > 0 => Ok(()),
        _ => Err(format!("expected the uprobe installed and hit, the USDT probe refused: {:?}", d.real.probes).into()),
    }
}

/// The trials.
pub fn trials(unavailable: bool) -> Vec<Trial> {
    let consumers: [(&str, &str, &[&str]); 3] = [
        ("recursion", "recursion", &["uprobe:sim:recursion:recurse", "uretprobe:sim:recursion:recurse"]),
        ("refused", "insn-lock-add", &["uprobe:sim:insn-lock-add:target", "uprobe:sim:insn-lock-add:_start"]),
        ("usdt", "usdt-nop", &["usdt:sim:usdt-nop:probesim:nop", "uretprobe:sim:usdt-nop:put_dec"]),
    ];
    let mut v = vec![
        Trial::test("probe-diff::fixed-seed", probe_diff).with_ignored_flag(unavailable),
        Trial::test("bpf-consumer::refused-pair-order", refused_pair_keeps_its_order).with_ignored_flag(unavailable),
    ];
    for (what, program, probes) in consumers {
        let probes: Vec<String> = probes.iter().map(|p| p.to_string()).collect();
        v.push(
            Trial::test(format!("bpf-consumer::{what}"), move || consumers_agree(program, &probes))
                .with_ignored_flag(unavailable),
        );
    }
    v
}
