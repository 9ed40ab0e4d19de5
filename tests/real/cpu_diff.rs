//! `probesim cpu-diff` at a fixed seed: snippets of every class the CPU model claims, run
//! on the host CPU and in the simulator, with no unexplained difference. Needs no uprobes:
//! the native side is a plain child process.

use libtest_mimic::{Failed, Trial};

use probesim::cpudiff::{self, Class, Config};
use probesim::kernel::arch::x86::cpuid::CpuModel;

/// The seed and count CI runs (about 10 s in a debug test build).
const SEED: u64 = 1;
const COUNT: u64 = 16_000;

fn cpu_diff() -> Result<(), Failed> {
    let cfg = Config { seed: SEED, count: COUNT, classes: Vec::new(), model: CpuModel::Haswell, keep: 5 };
    let s = cpudiff::run(&cfg).map_err(|e| e.to_string())?;
    if s.unexplained > 0 {
        return Err(s.text().into());
    }
    let mut generated = s.classes.iter().filter(|(c, _)| *c != Class::Start);
    if let Some((c, _)) = generated.find(|(_, f)| f.snippets < COUNT / 10) {
        return Err(format!("class {} ran too few snippets:\n{}", c.name(), s.text()).into());
    }
    Ok(())
}

/// The trials.
pub fn trials() -> Vec<Trial> {
    vec![Trial::test("cpu::diff", cpu_diff)]
}
