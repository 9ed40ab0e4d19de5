//! Shared helpers.

use probesim::loader::Image;
use probesim::machine::{Machine, Report, RunConfig};
use probesim::session::{self, RunRequest};
use probesim::target::Target;

/// Runs a sim-program under the simulator with the given probe targets (SYMBOL[+OFF]).
pub fn sim(name: &str, targets: &[String]) -> Report {
    let req = request(name, targets);
    session::simulate(&req).map(|(_, r)| r).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A request for `sim:NAME` with probes on `targets`.
pub fn request(name: &str, targets: &[String]) -> RunRequest {
    let probes = targets.iter().map(|t| format!("uprobe:sim:{name}:{t}")).collect();
    RunRequest::new(Target::parse(&format!("sim:{name}")).unwrap(), probes)
}

/// Insta settings with snapshots under the crate's `snapshots/`.
pub fn insta_settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s
}

/// A machine for a catalog program with its standard probes attached, as the
/// real-kernel trials attach them: uprobes on `probe_targets` (unless `entry_probes` is
/// false) and uretprobes on `ret_probe_targets`.
pub fn probed_machine(p: &sim_programs::Program, cfg: RunConfig, entry_probes: bool) -> Machine {
    let mut m = Machine::new(Image::parse(p.to_elf()).unwrap(), cfg).unwrap();
    for t in p.probe_targets.iter().filter(|_| entry_probes) {
        m.attach(&format!("uprobe:x:{t}")).unwrap();
    }
    for t in &p.ret_probe_targets {
        m.attach(&format!("uretprobe:x:{t}")).unwrap();
    }
    m
}

/// The `clone` of a thread (libc's flags) on the top of the program's `stacks` bss
/// (8 KiB), its tid in `tids` (set, and cleared at its exit): both threads go on after
/// the `syscall`, rax 0 in the new one.
pub fn clone_thread(a: &mut sim_programs::prelude::Asm) -> sim_programs::prelude::AsmResult {
    use iced_x86::code_asm::*;
    let (tids, stacks) = (a.sym("tids"), a.sym("stacks"));
    a.mov(eax, sim_programs::rt::nr::CLONE)?;
    a.mov(edi, sim_programs::threads::THREAD_FLAGS)?;
    a.lea(rsi, qword_ptr(stacks))?;
    a.add(rsi, 8192)?;
    a.lea(rdx, qword_ptr(tids))?;
    a.mov(r10, rdx)?;
    a.xor(r8d, r8d)?;
    a.syscall()?;
    Ok(())
}
