//! Guests from Rust and C, in memory: programs from the sim-programs builder and its
//! generators run through `Machine::from_program` and in-memory `Target`s (run sessions
//! and explain), with the hit counts each generator documents; a C guest compiled with the
//! system compiler at test time runs through `Machine::from_elf_bytes`.

use std::path::PathBuf;
use std::process::Command;

use probesim::explain;
use probesim::kernel::Exit;
use probesim::machine::{Machine, Preset, Report, RunConfig};
use probesim::session::{self, RunError, RunRequest};
use probesim::target::Target;
use sim_programs::generators::{
    call_chain, longjmp, longjmp_shallow_after_deep, recursion, red_zone_leaf, setjmp_depth, tail_call,
};
use sim_programs::{Program, NOP1, NOP5};

/// Runs `p` under `preset` with `specs` attached (PATH = the program's name) and checks
/// that the output is the program's expected one when `unchanged` is set.
fn run(p: &Program, preset: Preset, specs: &[String]) -> Report {
    let cfg = RunConfig { preset, ..RunConfig::default() };
    let mut m = Machine::from_program(p, cfg).unwrap();
    for s in specs {
        m.attach(s).unwrap();
    }
    m.run().unwrap();
    m.report(&p.name).unwrap()
}

fn hits(p: &Program, specs: &[String]) -> Vec<u64> {
    let r = run(p, Preset::V6_18, specs);
    assert_eq!(Some(r.stdout.as_str()), p.expected.stdout.as_deref(), "{}: stdout", p.name);
    assert_eq!(r.exit, Some(Exit::Exited(0)), "{}", p.name);
    r.probes.iter().map(|p| p.hits).collect()
}

fn uret(p: &Program, funcs: &[&str]) -> Vec<u64> {
    hits(p, &funcs.iter().map(|f| format!("uretprobe:{}:{f}", p.name)).collect::<Vec<_>>())
}

#[test]
fn generators_fire_as_documented() {
    for depth in [1, 10, 64, 65, 200] {
        let p = recursion(depth);
        assert_eq!(hits(&p, &[format!("uprobe:{}:recurse", p.name)]), [u64::from(depth)]);
        assert_eq!(uret(&p, &["recurse"]), [u64::from(depth.min(64))], "recursion({depth})");
    }
    for (dive, after) in [(1, 1), (9, 17), (81, 17), (63, 70), (64, 5), (30, 81)] {
        let want = if dive < 64 { u64::from(after.min(64)) } else { 0 };
        assert_eq!(uret(&longjmp(dive, after), &["uretprobe_longjmp"]), [want], "longjmp({dive}, {after})");
    }
    for (frames, want) in [(10, [15, 3]), (63, [15, 3]), (64, [0, 0]), (70, [0, 0])] {
        assert_eq!(uret(&setjmp_depth(frames), &["walk", "leaf"]), want, "setjmp_depth({frames})");
    }
    for (frames, calls, want) in [(40, 30, 35), (10, 7, 12), (64, 3, 0)] {
        let p = longjmp_shallow_after_deep(frames, calls);
        assert_eq!(uret(&p, &["walk"]), [want], "longjmp_shallow_after_deep({frames}, {calls})");
    }
    assert_eq!(uret(&tail_call(7), &["f", "g"]), [7, 7]);
    let chain = call_chain(70, 4);
    let levels: Vec<&str> = chain.ret_probe_targets.iter().map(String::as_str).collect();
    let want: Vec<u64> = (1..=70).map(|k| if k <= 64 { 4 } else { 0 }).collect();
    assert_eq!(uret(&chain, &levels), want);
}

#[test]
fn red_zone_leaf_finds_the_6_18_clobber() {
    let p = red_zone_leaf(&[(1, 0x1111), (6, 0x6666)], &[NOP1, NOP5], 10);
    let spec = |site: &str| format!("uprobe:{}:{}", p.name, p.site(site).unwrap().location());
    let specs = [spec("site0"), spec("site1")];
    let plain = run(&p, Preset::V6_18, &[]);
    assert_eq!(Some(plain.stdout.as_str()), p.expected.stdout.as_deref());
    let r = run(&p, Preset::V6_18, &specs);
    assert_eq!(r.stdout, "corrupted=9\n");
    assert!(r.red_zone.writes > 0);
    assert_eq!(r.probes.iter().map(|p| p.hits).collect::<Vec<_>>(), [10, 10]);
    for preset in [Preset::V6_11, Preset::JmpSlot2026] {
        let r = run(&p, preset, &specs);
        assert_eq!((r.stdout.as_str(), r.red_zone.writes), ("corrupted=0\n", 0), "{}", preset.name());
    }
    // A slot below the trampoline's pushes survives even on 6.18.
    let deep = red_zone_leaf(&[(6, 0x6666)], &[NOP5], 10);
    let s = format!("uprobe:{}:{}", deep.name, deep.site("site0").unwrap().location());
    assert_eq!(run(&deep, Preset::V6_18, &[s]).stdout, "corrupted=0\n");
}

#[test]
fn in_memory_targets_run_in_sessions() {
    let p = recursion(5);
    let target = Target::from(p.clone());
    assert_eq!(target.display(), "recursion-5");
    assert_eq!(target.argv0(), "recursion-5");
    for path in ["recursion-5", "sim:recursion-5", "/tmp/x/recursion-5.elf", "./recursion-5"] {
        let req = RunRequest::new(target.clone(), vec![format!("uprobe:{path}:recurse")]);
        let (_, r) = session::simulate(&req).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!((r.target.as_str(), r.probes[0].hits), ("recursion-5", 5), "{path}");
    }
    let req = RunRequest::new(target.clone(), vec!["uprobe:recursion-6:recurse".into()]);
    assert!(matches!(session::simulate(&req), Err(RunError::Sim(probesim::machine::SimError::PathMismatch { .. }))));

    // The same bytes as ELF, under another name: the same report but for the name.
    let elf = Target::elf("my guest", p.to_elf());
    assert!(elf.matches_path("/tmp/my_guest.elf") && elf.matches_path("my guest"));
    let (_, a) = session::simulate(&RunRequest::new(elf, vec!["uprobe:my guest:recurse".into()])).unwrap();
    let (_, b) = session::simulate(&RunRequest::new(target, vec!["uprobe:recursion-5:recurse".into()])).unwrap();
    assert_eq!((a.target.as_str(), b.target.as_str()), ("my guest", "recursion-5"));
    assert_eq!((a.stdout, a.instructions, &a.counts), (b.stdout, b.instructions, &b.counts));
}

#[test]
fn explain_takes_an_in_memory_program() {
    let probe = |path: &str| vec![format!("uprobe:{path}:leaf+0xa")];
    let mut from_catalog = RunRequest::new(Target::parse("sim:red-zone").unwrap(), probe("sim:red-zone"));
    let mut in_memory = RunRequest::new(Target::from(sim_programs::find("red-zone").unwrap()), probe("red-zone"));
    from_catalog.preset = Preset::V6_18;
    in_memory.preset = Preset::V6_18;
    let a = explain::explain(&from_catalog, 2).unwrap().text();
    let b = explain::explain(&in_memory, 2).unwrap().text();
    assert_eq!(a.replace("sim:red-zone", "red-zone"), b);
    assert!(b.starts_with("explain: red-zone  kernel 6.18  hit 2"), "{b}");
}

/// An in-memory target runs natively too (written to a temporary file for the run).
#[test]
fn in_memory_target_runs_under_real_uprobes() {
    if let Err(why) = probesim::host::availability() {
        println!("skipped: real uprobes are unavailable here: {why}");
        return;
    }
    let p = tail_call(4);
    let req = RunRequest::new(Target::from(p.clone()), vec![format!("uprobe:{}:f", p.name)]);
    let real = session::real(&req).unwrap();
    assert_eq!(Some(real.stdout.as_str()), p.expected.stdout.as_deref());
    assert_eq!(real.probes[0].hits, 4);
}

/// The C guest of sim-programs/README.md ("C guests"), byte for byte.
const C_GUEST: &str = r#"static long syscall3(long n, long a, long b, long c) {
    long ret;
    __asm__ volatile("syscall" : "=a"(ret) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return ret;
}

static void print(const char *s, long len) { syscall3(1, 1, (long)s, len); }

static void print_dec(unsigned long v) {
    char buf[24];
    int i = sizeof buf;
    buf[--i] = '\n';
    do {
        buf[--i] = '0' + v % 10;
        v /= 10;
    } while (v);
    print(buf + i, sizeof buf - i);
}

__attribute__((noinline)) long square(long x) { return x * x; }

void cmain(void) {
    long sum = 0;
    for (long i = 1; i <= 10; i++)
        sum += square(i);
    print("sum=", 4);
    print_dec(sum);
    syscall3(231, 0, 0, 0); /* exit_group(0) */
}

/* The entry point: the kernel leaves rsp 16-byte aligned; a C function expects it 8 off. */
__asm__(".globl _start\n"
        "_start:\n"
        "    xor %ebp, %ebp\n"
        "    and $-16, %rsp\n"
        "    call cmain\n"
        "    ud2\n");
"#;

/// The compiler flags of the README's "C guests", after `cc`.
const C_FLAGS: [&str; 10] = [
    "-static",
    "-nostdlib",
    "-ffreestanding",
    "-fno-pie",
    "-no-pie",
    "-O2",
    "-fno-stack-protector",
    "-fcf-protection=none",
    "-fno-asynchronous-unwind-tables",
    "-Wl,--build-id=none",
];

#[test]
fn readme_shows_the_c_guest_of_the_test() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/sim-programs/README.md")).unwrap();
    assert!(readme.contains(C_GUEST), "sim-programs/README.md's C guest differs from tests/it/guests.rs");
    assert!(readme.contains(&format!("cc {} -o guest guest.c", C_FLAGS.join(" "))), "compile command");
}

/// Compiles `source` with the system C compiler (`$CC`, else `cc`), or says why not.
fn compile_c(source: &str) -> Result<Vec<u8>, String> {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    match Command::new(&cc).arg("--version").output() {
        Ok(o) if o.status.success() => {}
        Ok(o) => return Err(format!("`{cc} --version` failed: {}", String::from_utf8_lossy(&o.stderr))),
        Err(e) => return Err(format!("no C compiler `{cc}`: {e}")),
    }
    let dir: PathBuf = std::env::temp_dir().join(format!("probesim-c-guest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, out) = (dir.join("guest.c"), dir.join("guest"));
    std::fs::write(&src, source).unwrap();
    let o = Command::new(&cc).args(C_FLAGS).arg("-o").arg(&out).arg(&src).output().unwrap();
    assert!(o.status.success(), "{cc} failed:\n{}", String::from_utf8_lossy(&o.stderr));
    let bytes = std::fs::read(&out).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    Ok(bytes)
}

#[test]
fn c_guest_compiled_at_test_time() {
    let elf = match compile_c(C_GUEST) {
        Ok(elf) => elf,
        Err(why) => {
            println!("skipped: {why}");
            return;
        }
    };
    let mut m = Machine::from_elf_bytes(elf.clone(), RunConfig::default()).unwrap();
    let square = m.image().symbols.iter().find(|s| s.name == "square").cloned().unwrap();
    assert!(square.is_func && square.size > 0);
    m.attach("uprobe:guest:square").unwrap();
    m.attach("uretprobe:guest:square").unwrap();
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    let r = m.report("guest").unwrap();
    assert_eq!(r.stdout, "sum=385\n");
    assert_eq!(r.probes.iter().map(|p| (p.address, p.hits)).collect::<Vec<_>>(), [(square.addr, 10); 2]);

    // The same bytes through a run session, under every preset: same output.
    for preset in [Preset::V6_10, Preset::V6_11, Preset::V6_18] {
        let mut req = RunRequest::new(Target::elf("guest", elf.clone()), vec!["uretprobe:./guest:square".into()]);
        req.preset = preset;
        let (_, r) = session::simulate(&req).unwrap();
        assert_eq!((r.stdout.as_str(), r.probes[0].hits), ("sum=385\n", 10), "{}", preset.name());
    }
}
