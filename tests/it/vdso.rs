//! The vDSO (`kernel::vdso`): the checked-in image is what its source builds, and its
//! clocks agree with the system calls across sleeps and processes without making any.

use probesim::kernel::vdso::IMAGE;
use probesim::session::{self, RunRequest};
use probesim::target::Target;
use probesim::trace::TraceEvent;

use crate::cbuild::{self, Libc};

#[test]
fn the_image_is_what_its_source_builds() {
    let have = |tool: &str| std::process::Command::new(tool).arg("--version").output().is_ok();
    if !have("as") || !have("ld") {
        eprintln!("SKIPPED: no binutils");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("image.so");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/vdso.sh");
    let st = std::process::Command::new("sh").arg(script).arg(&out).status().unwrap();
    assert!(st.success());
    assert!(std::fs::read(&out).unwrap() == IMAGE, "src/kernel/vdso/image.so is stale: run scripts/vdso.sh");
}

fn clocks(libc: Libc) {
    if !libc.available() {
        eprintln!("SKIPPED: no {libc:?} toolchain");
        return;
    }
    let elf = cbuild::build(libc, "vdso_clocks.c", &["-O1"]).unwrap();
    let mut req = RunRequest::new(Target::parse(&elf.display().to_string()).unwrap(), Vec::new());
    req.record_trace = true;
    let (_, r) = session::simulate(&req).unwrap();
    let want = "ehdr: 1\nordered: 1\nsame_offset: 1\nslept: 1\nchild: 1\nafter_child: 1\ntime_matches: 1\ncpu: 0\n";
    assert_eq!(r.stdout, want);
    let calls = |nr: u64| {
        r.trace
            .as_ref()
            .unwrap()
            .iter()
            .filter(|e| matches!(e.what, TraceEvent::Syscall { nr: n, .. } if n == nr))
            .count()
    };
    // Only the program's own `syscall(SYS_clock_gettime, ...)` (8 + 2) enter the kernel.
    assert_eq!((calls(228), calls(96), calls(201), calls(309)), (10, 0, 0, 0));
}

#[test]
fn glibc_clocks_agree_with_the_calls_without_making_them() {
    clocks(Libc::Glibc);
}

#[test]
fn musl_clocks_agree_with_the_calls_without_making_them() {
    clocks(Libc::Musl);
}

#[test]
fn a_reset_machine_keeps_its_vdso_up_to_date() {
    // The sleep moves the clock under the vDSO: a reset machine must still refresh the
    // data page, or the read after the sleep is a second behind.
    if !Libc::Glibc.available() {
        eprintln!("SKIPPED: no C toolchain");
        return;
    }
    let elf = cbuild::build(Libc::Glibc, "vdso_clocks.c", &["-O1"]).unwrap();
    let cfg = probesim::machine::RunConfig { argv: vec![elf.display().to_string()], ..Default::default() };
    let mut m = probesim::machine::Machine::from_elf_bytes(std::fs::read(&elf).unwrap(), cfg).unwrap();
    m.run().unwrap();
    let first = m.report("vdso_clocks").unwrap().stdout;
    assert!(first.contains("slept: 1\n"), "{first}");
    m.reset().unwrap();
    m.run().unwrap();
    assert_eq!(m.report("vdso_clocks").unwrap().stdout, first);
}
