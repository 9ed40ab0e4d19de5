//! The CPU as the guest sees it: `cpuid` from the fixed model, `rdtsc`/`rdtscp` from the
//! instruction count, `rdrand`/`rdseed` from the seed (apart from getrandom's stream),
//! and instruction counts that stay exact when code is rewritten. The instruction zoo
//! gives byte-identical reports run after run, in another process, and (the snapshot)
//! on any host.

use std::process::Command;

use probesim::abi::Signal;
use probesim::kernel::arch::x86::cpuid::CpuModel;
use probesim::kernel::Exit;
use probesim::machine::{Machine, Report, RunConfig};
use sim_programs::rt::nr;
use sim_programs::{Asm, AsmResult, Program};

use crate::common::insta_settings;

/// Runs `p` with `cfg` and no probes.
fn run_with(p: &Program, cfg: RunConfig) -> Report {
    let mut m = Machine::from_program(p, cfg).unwrap();
    m.run().unwrap();
    m.report(&p.name).unwrap()
}

fn run(p: &Program) -> Report {
    run_with(p, RunConfig::default())
}

/// `syscall(nr, rdi, rsi, rdx, r10)` with immediates (r10 cleared unless given).
fn sys(a: &mut Asm, nr: u32, args: &[u64]) -> AsmResult {
    use iced_x86::code_asm::*;
    let regs = [rdi, rsi, rdx, r10, r8, r9];
    for (r, v) in regs.iter().zip(args) {
        a.mov(*r, *v)?;
    }
    a.mov(eax, nr)?;
    a.syscall()?;
    Ok(())
}

/// Prints `cpuid` of `leaf`.`subleaf`: `prefix` then eax, ebx, ecx, edx.
fn print_cpuid(a: &mut Asm, leaf: u32, subleaf: u32) -> AsmResult {
    use iced_x86::code_asm::*;
    a.mov(eax, leaf)?;
    a.mov(ecx, subleaf)?;
    a.cpuid()?;
    a.mov(r13, rbx)?;
    a.mov(r14, rcx)?;
    a.mov(r15, rdx)?;
    a.print_hex(&format!("cpuid {leaf:#x}.{subleaf} eax="), rax)?;
    a.print_hex("  ebx=", r13)?;
    a.print_hex("  ecx=", r14)?;
    a.print_hex("  edx=", r15)
}

/// Every instruction whose result could come from the host, each printed: `cpuid`
/// (every leaf glibc reads, and one out of range), `rdtsc` twice, `rdtscp`, `rdrand` and
/// `rdseed` at each operand size with their flags, `xgetbv`, `smsw`, `sgdt`; last
/// `rdpid`, which the model lacks (SIGILL).
fn zoo() -> Program {
    Program::builder("cpu-zoo")
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            let leaves = [
                (0, 0),
                (1, 0),
                (2, 0),
                (4, 0),
                (4, 1),
                (4, 2),
                (4, 3),
                (4, 4),
                (7, 0),
                (7, 1),
                (0xd, 0),
                (0xd, 1),
                (0x20, 0),
                (0x8000_0000, 0),
                (0x8000_0001, 0),
                (0x8000_0002, 0),
                (0x8000_0003, 0),
                (0x8000_0004, 0),
                (0x8000_0006, 0),
                (0x8000_0007, 0),
                (0x8000_0008, 0),
            ];
            for (leaf, sub) in leaves {
                print_cpuid(a, leaf, sub)?;
            }
            a.rdtsc()?;
            a.shl(rdx, 32)?;
            a.or(rax, rdx)?;
            a.mov(rbx, rax)?;
            a.rdtsc()?;
            a.shl(rdx, 32)?;
            a.or(rax, rdx)?;
            a.mov(r13, rax)?;
            a.print_dec("rdtsc ", rbx)?;
            a.print_dec("rdtsc again ", r13)?;
            a.mov(ecx, 0x5555_u32)?;
            a.rdtscp()?;
            a.mov(r13, rdx)?;
            a.mov(r14, rcx)?;
            a.print_dec("rdtscp eax=", rax)?;
            a.print_dec("  edx=", r13)?;
            a.print_dec("  ecx=", r14)?;
            for (name, seed) in [("rdrand", false), ("rdseed", true)] {
                a.mov(rbx, -1i64)?;
                a.mov(r13, -1i64)?;
                a.mov(r14, -1i64)?;
                if seed {
                    a.rdseed(rbx)?;
                    a.rdseed(r13d)?;
                    a.rdseed(r14w)?;
                } else {
                    a.rdrand(rbx)?;
                    a.rdrand(r13d)?;
                    a.rdrand(r14w)?;
                }
                a.pushfq()?;
                a.pop(r15)?;
                a.and(r15, 0x8d5)?;
                a.print_hex(&format!("{name} r64="), rbx)?;
                a.print_hex("  r32=", r13)?;
                a.print_hex("  r16=", r14)?;
                a.print_hex("  flags=", r15)?;
            }
            a.xor(ecx, ecx)?;
            a.xgetbv()?;
            a.mov(r13, rdx)?;
            a.print_hex("xgetbv eax=", rax)?;
            a.print_hex("  edx=", r13)?;
            a.mov(rax, -1i64)?;
            a.smsw(eax)?;
            a.print_hex("smsw ", rax)?;
            let buf = a.bss("gdt", 16);
            a.sgdt(qword_ptr(buf))?;
            a.mov(rax, qword_ptr(buf))?;
            a.print_hex("sgdt ", rax)?;
            a.print("rdpid\n")?;
            a.rdpid(rax)?;
            a.exit(0)
        })
        .build()
        .unwrap()
}

#[test]
fn the_instruction_zoo_is_the_same_in_every_run_and_process_and_on_any_host() {
    let p = zoo();
    let a = run(&p);
    assert!(matches!(a.exit, Some(Exit::Signaled(Signal::Sigill))), "rdpid is not in the model: {:?}", a.exit);
    assert_eq!(a.cpu, "haswell");
    let json = serde_json::to_string_pretty(&a).unwrap();
    assert_eq!(serde_json::to_string_pretty(&run(&p)).unwrap(), json, "a second run");

    // Two more processes, through the CLI.
    let elf = std::env::temp_dir().join(format!("probesim-cpu-zoo-{}", std::process::id()));
    std::fs::write(&elf, p.to_elf()).unwrap();
    let cli = || {
        let o = Command::new(env!("CARGO_BIN_EXE_probesim")).arg("run").arg("--json").arg(&elf).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let (one, two) = (cli(), cli());
    let _ = std::fs::remove_file(&elf);
    assert_eq!(one, two, "two processes");
    let from_cli: Report = serde_json::from_str(&one).unwrap();
    assert_eq!((&from_cli.stdout, from_cli.instructions), (&a.stdout, a.instructions));

    // Nothing in it comes from the host: this snapshot holds on every machine.
    insta_settings()
        .bind(|| insta::assert_snapshot!("cpu_zoo", format!("{}\ninstructions: {}\n", a.stdout, a.instructions)));

    // The other model answers the same way every time too, and differently.
    let cfg = || {
        let mut cfg = RunConfig::default();
        cfg.kernel.cpu = CpuModel::X86_64;
        cfg
    };
    let b = run_with(&p, cfg());
    assert_eq!(b.cpu, "x86-64");
    assert_eq!(b.stdout, run_with(&p, cfg()).stdout);
    assert_ne!(b.stdout, a.stdout);
}

/// `rdtsc; <n nops>; rdtsc`, the difference printed.
fn tsc_delta(nops: usize) -> Program {
    Program::builder(&format!("tsc-{nops}"))
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            a.rdtsc()?;
            a.mov(ebx, eax)?;
            for _ in 0..nops {
                a.nop()?;
            }
            a.rdtsc()?;
            a.sub(eax, ebx)?;
            a.print_dec("delta=", rax)?;
            a.exit(0)
        })
        .build()
        .unwrap()
}

#[test]
fn the_tsc_ticks_once_per_instruction() {
    // From one rdtsc to the next: the mov, the nops, the second rdtsc.
    for nops in [0, 1, 5, 100] {
        let r = run(&tsc_delta(nops));
        assert_eq!(r.stdout, format!("delta={}\n", nops + 2), "{nops} nops");
    }
    // The first rdtsc of a program is its first instruction.
    let p = Program::builder("tsc-first")
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            a.rdtsc()?;
            a.print_dec("tsc=", rax)?;
            a.exit(0)
        })
        .build()
        .unwrap();
    assert_eq!(run(&p).stdout, "tsc=1\n");
    // The same in native-count mode (the block hook enforces the budget there).
    let cfg = RunConfig { native_count: true, ..RunConfig::default() };
    assert_eq!(run_with(&tsc_delta(5), cfg).stdout, "delta=7\n");
}

/// getrandom(8) printed, with `rdrand` before it if `rdrand` is set.
fn random_program(rdrand: bool) -> Program {
    Program::builder(&format!("random-{rdrand}"))
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            let buf = a.bss("buf", 8);
            if rdrand {
                a.rdrand(rbx)?;
                a.print_hex("rdrand=", rbx)?;
            }
            a.lea(rdi, qword_ptr(buf))?;
            a.mov(esi, 8)?;
            a.xor(edx, edx)?;
            a.mov(eax, nr::GETRANDOM)?;
            a.syscall()?;
            a.mov(rax, qword_ptr(buf))?;
            a.print_hex("getrandom=", rax)?;
            a.exit(0)
        })
        .build()
        .unwrap()
}

#[test]
fn rdrand_comes_from_the_seed_and_leaves_getrandom_alone() {
    let seeded = |p: &Program, seed: u64| {
        let mut cfg = RunConfig::default();
        cfg.kernel.seed = seed;
        run_with(p, cfg).stdout
    };
    let with = seeded(&random_program(true), 1);
    let without = seeded(&random_program(false), 1);
    let (rand_line, getrandom_line) = with.split_once('\n').unwrap();
    assert_eq!(getrandom_line, without, "getrandom's bytes do not move");
    assert_eq!(with, seeded(&random_program(true), 1));
    let other = seeded(&random_program(true), 2);
    assert_ne!(other.split_once('\n').unwrap().0, rand_line, "another seed, other values");
}

/// A loop body in a writable and executable page (or, with `wx` false, one made
/// writable and executable in turn with mprotect), called `calls` times; then rewritten
/// in place with a body of the same length and fewer instructions, called `calls` times
/// again. Body A: 14 `inc rax` (3 bytes each) + `ret` (15 instructions); body B: 6
/// `lea rax, [rax+1]` (7 bytes each) + `ret` (7 instructions): the same block address
/// and size. Prints the sum (20 per pair of calls).
fn rewriting(calls: u32, wx: bool) -> Program {
    let body_a: Vec<u8> = [0x48, 0xff, 0xc0].repeat(14).into_iter().chain([0xc3]).collect();
    let body_b: Vec<u8> = [0x48, 0x8d, 0x80, 0x01, 0x00, 0x00, 0x00].repeat(6).into_iter().chain([0xc3]).collect();
    assert_eq!(body_a.len(), body_b.len());
    let len = body_a.len() as u32;
    Program::builder(&format!("rewrite-{calls}-{wx}"))
        .data("body_a", &body_a)
        .data("body_b", &body_b)
        .function("_start", move |a| {
            use iced_x86::code_asm::*;
            const MMAP: u32 = 9;
            const MPROTECT: u32 = 10;
            let protect = |a: &mut Asm, prot: u64| -> AsmResult {
                a.mov(rdi, r15)?;
                a.mov(esi, 4096)?;
                a.mov(edx, prot as u32)?;
                a.mov(eax, MPROTECT)?;
                a.syscall()?;
                Ok(())
            };
            // mmap(0, 4096, rwx or rw, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            sys(a, MMAP, &[0, 4096, if wx { 7 } else { 3 }, 0x22, u64::MAX, 0])?;
            a.mov(r15, rax)?;
            a.xor(eax, eax)?;
            a.mov(rbx, rax)?;
            for body in ["body_a", "body_b"] {
                if !wx {
                    protect(a, 3)?;
                }
                let src = a.sym(body);
                a.lea(rsi, qword_ptr(src))?;
                a.mov(rdi, r15)?;
                a.mov(ecx, len)?;
                a.rep().movsb()?;
                if !wx {
                    protect(a, 5)?;
                }
                a.mov(rax, rbx)?;
                a.mov(r13d, calls)?;
                let mut again = a.create_label();
                a.set_label(&mut again)?;
                a.call(r15)?;
                a.dec(r13d)?;
                a.jnz(again)?;
                a.mov(rbx, rax)?;
            }
            a.print_dec("sum=", rbx)?;
            a.exit(0)
        })
        .build()
        .unwrap()
}

#[test]
fn rewritten_code_is_counted_as_it_runs() {
    for wx in [true, false] {
        // (Sums of as many digits: printing them costs the same.)
        let (few, many) = (run(&rewriting(1000, wx)), run(&rewriting(2000, wx)));
        assert_eq!((few.stdout.as_str(), many.stdout.as_str()), ("sum=20000\n", "sum=40000\n"), "wx={wx}");
        // 1000 more calls of each body: call + 15 + dec + jnz, then call + 7 + dec + jnz.
        assert_eq!(many.instructions - few.instructions, 1000 * (18 + 10), "wx={wx}");
        // And in native-count mode.
        let cfg = || RunConfig { native_count: true, ..RunConfig::default() };
        let (few_n, many_n) = (run_with(&rewriting(1000, wx), cfg()), run_with(&rewriting(2000, wx), cfg()));
        assert_eq!(many_n.instructions - few_n.instructions, 1000 * (18 + 10), "native count, wx={wx}");
        assert_eq!(many_n.instructions, many.instructions);
    }
}

/// `rdrand rbx` and `rdseed r13d` in a loop, each at a named site, the sum printed.
fn probed_rand() -> Program {
    Program::builder("probed-rand")
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            let mut again = a.create_label();
            a.xor(r14d, r14d)?;
            a.mov(r15d, 5)?;
            a.set_label(&mut again)?;
            a.site("rdrand")?;
            a.rdrand(rbx)?;
            a.add(r14, rbx)?;
            a.site("rdseed")?;
            a.rdseed(r13d)?;
            a.add(r14, r13)?;
            a.dec(r15d)?;
            a.jnz(again)?;
            a.print_hex("sum=", r14)?;
            a.exit(0)
        })
        .build()
        .unwrap()
}

#[test]
fn a_probed_rdrand_steps_out_of_line_with_the_same_values() {
    let p = probed_rand();
    let plain = run(&p);
    for preset in [probesim::machine::Preset::V6_18, probesim::machine::Preset::V6_10] {
        let cfg = RunConfig { preset, ..RunConfig::default() };
        let mut m = Machine::from_program(&p, cfg).unwrap();
        for site in ["rdrand", "rdseed"] {
            m.attach(&format!("uprobe:{}:{}", p.name, p.site(site).unwrap().location())).unwrap();
        }
        m.run().unwrap();
        let r = m.report(&p.name).unwrap();
        assert_eq!(r.exit, Some(Exit::Exited(0)), "{}", preset.name());
        assert_eq!(r.stdout, plain.stdout, "{}: the seeded values, stepped in the XOL slot", preset.name());
        assert_eq!(r.probes.iter().map(|p| p.hits).collect::<Vec<_>>(), [5, 5], "{}", preset.name());
        assert!(r.counts["xol_step"] >= 10, "{}: {:?}", preset.name(), r.counts);
    }
}

/// Linux starts every program with the x87 control word 0x37f (64-bit precision, every
/// exception masked) and MXCSR 0x1f80 (`fpu_flush_thread()` at exec), and with 0x33 in cs
/// and 0x2b in ss (`start_thread()`); the engine's own reset state had 0 for all four.
/// `tests/data/start_state.S` writes them, the status word, and 1/3 computed by the x87
/// after a reload of the control word (80 bits, a 64-bit mantissa: 0xaaaaaaaaaaaaaaab).
#[test]
fn a_program_starts_with_the_fpu_state_and_selectors_linux_gives_it() {
    let Some(elf) = crate::cbuild::build_or_skip(crate::cbuild::Libc::Glibc, "start_state.S", &["-nostdlib"]) else {
        return;
    };
    let req = probesim::session::RunRequest::new(
        probesim::target::Target::parse(&elf.display().to_string()).unwrap(),
        Vec::new(),
    );
    let (_, r) = probesim::session::simulate(&req).unwrap();
    let want = [
        0x7f, 0x03, 0x00, 0x00, 0x80, 0x1f, 0x00, 0x00, 0xab, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xfd, 0x3f,
        0x33, 0x00, 0x2b, 0x00,
    ];
    assert_eq!(r.stdout_bytes(), want);
}

/// Static glibc and musl programs print what they print natively: 1/3 as double and long
/// double and 20! as long double, after the control word is saved and loaded again.
#[test]
fn static_programs_compute_floats_as_natively() {
    use crate::cbuild::Libc;
    let want = "0.333333 0.333333 2432902008176640000\n";
    for libc in [Libc::Glibc, Libc::Musl] {
        if libc == Libc::Musl && !libc.available() {
            eprintln!("SKIPPED: no musl-gcc (scripts/setup.sh installs it)");
            continue;
        }
        let Some(elf) = crate::cbuild::build_or_skip(libc, "floats.c", &["-O1"]) else { return };
        let req = probesim::session::RunRequest::new(
            probesim::target::Target::parse(&elf.display().to_string()).unwrap(),
            Vec::new(),
        );
        let (_, r) = probesim::session::simulate(&req).unwrap();
        assert_eq!((r.stdout.as_str(), r.exit.and_then(|e| e.code())), (want, Some(0)), "{libc:?}");
    }
}
