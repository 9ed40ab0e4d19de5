//! Writes programs as ELF files for manual runs, `readelf` or `objdump`:
//!
//! `cargo run --example dump -- DIR [NAME...]` writes the named catalog programs (all when
//! none are named); a name `harness-<class>` writes that class's harness with a fixed input
//! pattern. Next to each ELF, `NAME.probes` lists its probe targets with their file
//! offsets (what `perf_event_open`'s `config2` wants), and `NAME.retprobes` (only for
//! programs that have any) its uretprobe targets in the same format, and `NAME.usdt` (only
//! for programs with USDT targets) one line per USDT target: `provider:name PC_OFFSET
//! SEMAPHORE_OFFSET` (file offsets; the semaphore's is `perf_event_open`'s
//! `config >> 32`, 0 when the note has none).
fn main() {
    let mut args = std::env::args().skip(1);
    let dir = std::path::PathBuf::from(args.next().unwrap_or_else(|| ".".into()));
    let names: Vec<String> = args.collect();
    let mut programs: Vec<sim_programs::Program> =
        sim_programs::catalog().into_iter().filter(|p| names.is_empty() || names.contains(&p.name)).collect();
    let mut inputs = [0u64; 16];
    for (i, v) in inputs.iter_mut().enumerate() {
        *v = 0x0123_4567_89ab_cdef_u64.rotate_left(i as u32 * 5) ^ (i as u64 * 0x1111);
    }
    for n in &names {
        if let Some(class) = n.strip_prefix("harness-") {
            programs.extend(sim_programs::classes::harness(class, &inputs));
        }
    }
    for p in programs {
        let path = dir.join(&p.name);
        std::fs::write(&path, p.to_elf()).expect("write");
        // Sidecar: one probe target per line with its file offset (vaddr - image base).
        let base = if p.pie { 0 } else { 0x40_0000 };
        let sidecar = |targets: &[String]| {
            let mut probes = String::new();
            for t in targets {
                let (sym, off) = t.split_once('+').unwrap_or((t, "0x0"));
                let off = u64::from_str_radix(off.trim_start_matches("0x"), 16).expect("hex");
                let addr = p.symbol(sym).expect("symbol").addr + off;
                probes.push_str(&format!("{t} {:#x}\n", addr - base));
            }
            probes
        };
        std::fs::write(dir.join(format!("{}.probes", p.name)), sidecar(&p.probe_targets)).expect("write");
        if !p.ret_probe_targets.is_empty() {
            std::fs::write(dir.join(format!("{}.retprobes", p.name)), sidecar(&p.ret_probe_targets)).expect("write");
        }
        if !p.usdt_targets.is_empty() {
            let mut lines = String::new();
            for spec in &p.usdt_targets {
                let n = p.usdt_note(spec).expect("USDT note");
                let sema = n.semaphore.map_or(0, |s| p.file_offset(s).expect("semaphore offset"));
                let pc = p.file_offset(n.pc).expect("pc offset");
                lines.push_str(&format!("{spec} {pc:#x} {sema:#x}\n"));
            }
            std::fs::write(dir.join(format!("{}.usdt", p.name)), lines).expect("write");
        }
        println!("{}", path.display());
    }
}
