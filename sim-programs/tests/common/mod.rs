//! Shared helpers: write a program's ELF to a temp file and run it natively.

#![allow(dead_code)]

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use sim_programs::Program;

/// What a native run did.
#[derive(Debug, PartialEq, Eq)]
pub struct Outcome {
    pub exit_code: Option<i32>,
    pub signal: Option<i32>,
    pub stdout: String,
}

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sim-programs-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create temp dir");
    dir
}

/// Writes the ELF to a fresh temp file, executable.
pub fn write_elf(p: &Program) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let path = temp_dir().join(format!("{}-{}", p.name, N.fetch_add(1, Ordering::Relaxed)));
    std::fs::write(&path, p.to_elf()).expect("write ELF");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    path
}

/// Runs the program natively with `stdin` (retrying ETXTBSY: another test thread may have
/// forked while our file was still open for writing).
pub fn run_native(p: &Program, stdin: &[u8]) -> Outcome {
    let path = write_elf(p);
    let mut tries = 0;
    let mut child = loop {
        match Command::new(&path).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn() {
            Ok(c) => break c,
            Err(e) if e.raw_os_error() == Some(26) && tries < 50 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(e) => panic!("{}: spawn failed: {e}", p.name),
        }
    };
    let mut input = child.stdin.take().expect("stdin piped");
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().expect("wait");
    let _ = writer.join();
    let _ = std::fs::remove_file(&path);
    Outcome {
        exit_code: out.status.code(),
        signal: out.status.signal(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
    }
}

/// Checks a native run against `expected` (stdout only when it is `Some`).
pub fn check_expected(p: &Program, got: &Outcome) -> Result<(), String> {
    let e = &p.expected;
    if got.exit_code != e.exit_code || got.signal != e.signal {
        return Err(format!(
            "{}: exit {:?} signal {:?}, expected exit {:?} signal {:?}; stdout {:?}",
            p.name, got.exit_code, got.signal, e.exit_code, e.signal, got.stdout
        ));
    }
    if let Some(want) = &e.stdout {
        if &got.stdout != want {
            return Err(format!("{}: stdout\n{}\nexpected\n{}", p.name, got.stdout, want));
        }
    }
    Ok(())
}

/// Fixed harness inputs: zeros, all ones, and a pattern.
pub fn harness_inputs() -> Vec<[u64; 16]> {
    let mut pattern = [0u64; 16];
    for (i, v) in pattern.iter_mut().enumerate() {
        *v = 0x0123_4567_89ab_cdef_u64.rotate_left(i as u32 * 5) ^ (i as u64 * 0x1111);
    }
    vec![[0; 16], [u64::MAX; 16], pattern]
}
