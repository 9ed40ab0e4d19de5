//! Prints one line per catalog program: its name, then the `--probe` specs that the
//! real-kernel trials attach (uprobes on `probe_targets`, uretprobes on
//! `ret_probe_targets`, USDT probes on `usdt_targets`), separated by spaces.
//! `scripts/golden.sh` runs every program with these probes under every preset.
fn main() {
    for p in sim_programs::catalog() {
        let n = &p.name;
        let specs = p
            .probe_targets
            .iter()
            .map(|t| format!("uprobe:sim:{n}:{t}"))
            .chain(p.ret_probe_targets.iter().map(|t| format!("uretprobe:sim:{n}:{t}")))
            .chain(p.usdt_targets.iter().map(|t| format!("usdt:sim:{n}:{t}")));
        let line: Vec<String> = std::iter::once(n.clone()).chain(specs).collect();
        println!("{}", line.join(" "));
    }
}
