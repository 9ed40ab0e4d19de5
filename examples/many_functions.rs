//! Writes a static ELF of N functions (`f_000000`, …, each `push rbp` first) whose
//! `_start` calls every one once, for timing a pattern that attaches them all:
//!
//! ```sh
//! cargo run --example many_functions -- 100000 /tmp/many
//! probesim run /tmp/many --probe 'uprobe:/tmp/many:f_*'
//! ```
//!
//! docs/benchmarks.md ("Attach at scale") shows the numbers.

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(n), Some(out)) = (args.next().and_then(|n| n.parse::<usize>().ok()), args.next()) else {
        eprintln!("usage: many_functions N OUT");
        std::process::exit(2);
    };
    let elf = sim_programs::many::many_functions_called(n, sim_programs::many::Entry::Push).to_elf();
    if let Err(e) = std::fs::write(&out, elf) {
        eprintln!("many_functions: {out}: {e}");
        std::process::exit(2);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o755));
    }
}
