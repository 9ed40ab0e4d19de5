//! Quick wall-clock probe-hit rate of the simulator on the bench triggers
//! (`cargo run --release --example hit_rate [ITERATIONS]`). Criterion benches live in
//! `benches/`; this prints the table format of the mailing-list benchmark postings.

// An example: a failed unwrap ends it with the error, which is what it should say.
#![allow(clippy::unwrap_used)]

use std::time::Instant;

use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};
use sim_programs::bench::{trigger, Trigger};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let iters: u64 = std::env::args().nth(1).map(|s| s.parse()).transpose()?.unwrap_or(1_000_000);
    let rows = [
        ("usermode-count", Trigger::UsermodeCount, None),
        ("uprobe-nop", Trigger::Nop, Some("uprobe_target_nop")),
        ("uprobe-push", Trigger::Push, Some("uprobe_target_push")),
        ("uprobe-ret", Trigger::Ret, Some("uprobe_target_ret")),
        ("uprobe-nop5", Trigger::Nop5, Some("uprobe_target_nop5")),
        ("uretprobe-nop", Trigger::Nop, Some("uretprobe:x:uprobe_target_nop")),
    ];
    let only = std::env::args().nth(2);
    for (name, t, sym) in rows {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let image = Image::parse(trigger(t, iters).to_elf())?;
        let cfg = RunConfig {
            kernel: KernelConfig { record_trace: false, ..KernelConfig::default() },
            native_count: std::env::var_os("PROBESIM_COUNTED").is_none(),
            count_insns: std::env::var_os("PROBESIM_UNCOUNTED").is_none(),
            ..RunConfig::default()
        };
        let mut m = Machine::new(image, cfg)?;
        if let Some(s) = sym {
            if s.contains(':') {
                m.attach(s)?;
            } else {
                m.attach(&format!("uprobe:x:{s}"))?;
            }
        }
        let start = Instant::now();
        m.run()?;
        let secs = start.elapsed().as_secs_f64();
        println!("{name:<16}: {:.3} M/s", iters as f64 / secs / 1e6);
    }
    Ok(())
}
