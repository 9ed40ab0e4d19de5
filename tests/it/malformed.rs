//! Bad user input gets a clear one-line error and exit code 2.

use std::process::Command;

fn probesim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_probesim")).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn assert_clean_error(args: &[&str], needle: &str) {
    let (code, stdout, stderr) = probesim(args);
    assert_eq!(code, 2, "{args:?}: stderr={stderr}");
    assert!(stdout.is_empty(), "{args:?}: {stdout}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: one line expected, got {stderr}");
    assert!(stderr.contains(needle), "{args:?}: `{needle}` not in {stderr}");
}

/// `bytes` as file `name` in a new temporary directory, removed when the returned guard
/// drops.
pub(crate) fn temp(name: &str, bytes: &[u8]) -> (tempfile::TempDir, String) {
    let dir = tempfile::Builder::new().prefix("probesim-test-").tempdir().unwrap();
    let p = dir.path().join(name);
    std::fs::write(&p, bytes).unwrap();
    (dir, p.display().to_string())
}

#[test]
fn truncated_elf_is_refused() {
    let elf = sim_programs::find("hello").unwrap().to_elf();
    for cut in [3, 40, 64, 200, elf.len() / 2] {
        let (_dir, p) = temp(&format!("trunc{cut}"), &elf[..cut]);
        let (code, _, stderr) = probesim(&["run", &p]);
        assert_eq!(code, 2, "cut {cut}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}

#[test]
fn random_bytes_are_refused() {
    let bytes: Vec<u8> = (0..4096u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8).collect();
    let (_dir, p) = temp("random", &bytes);
    assert_clean_error(&["run", &p], "not a valid ELF");
}

#[test]
fn dynamic_executable_without_its_interpreter_is_refused() {
    // Any dynamically linked system binary has PT_INTERP; in a root without the
    // interpreter (or with a text file there) execve fails, and so does the run.
    let Some(path) = ["/bin/true", "/usr/bin/true"].into_iter().find(|p| std::path::Path::new(p).exists()) else {
        return;
    };
    let (root, _) = temp("true", &std::fs::read(path).unwrap());
    let root_s = root.path().display().to_string();
    let exe = format!("{root_s}/true");
    assert_clean_error(&["run", "--root", &root_s, &exe], "is not in the guest's file view");
    let interp = root.path().join("lib64");
    std::fs::create_dir_all(&interp).unwrap();
    std::fs::write(interp.join("ld-linux-x86-64.so.2"), b"#!/bin/sh\n").unwrap();
    assert_clean_error(&["run", "--root", &root_s, &exe], "ELIBBAD");
}

#[test]
fn unknown_symbol_is_refused() {
    assert_clean_error(&["run", "sim:hello", "--probe", "uprobe:sim:hello:no_such_function"], "unknown symbol");
}

#[test]
fn non_boundary_offset_is_refused_without_unsafe() {
    // uprobe_target_push starts with push rbp (1 byte) then mov rbp,rsp (3 bytes): +2 is inside.
    assert_clean_error(
        &["run", "sim:bench-push", "--probe", "uprobe:sim:bench-push:uprobe_target_push+2"],
        "not an instruction boundary",
    );
    let (code, _, stderr) =
        probesim(&["run", "sim:bench-push", "--unsafe", "--probe", "uprobe:sim:bench-push:uprobe_target_push+1"]);
    assert_eq!(code, 0, "{stderr}");
}

#[test]
fn bad_spec_and_target_are_refused() {
    assert_clean_error(&["run", "sim:hello", "--probe", "kprobe:x:y"], "unknown probe type");
    assert_clean_error(&["run", "sim:no-such-program"], "unknown sim-program");
    assert_clean_error(&["run", "/no/such/file"], "cannot read");
    assert_clean_error(&["run", "sim:hello", "--kernel", "9.99"], "unknown kernel preset");
}

#[test]
fn budget_exhaustion_is_a_clear_error() {
    let (code, _, stderr) = probesim(&["run", "sim:demo", "--max-insns", "10"]);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("instruction budget of 10 exhausted"), "{stderr}");
}

#[test]
fn bench_attach_of_no_probes_is_refused() {
    assert_clean_error(&["bench", "--attach", "0"], "--attach needs at least one probe");
}

#[test]
fn cpu_diff_bad_input_is_one_line() {
    assert_clean_error(&["cpu-diff", "--class", "avx"], "unknown --class `avx`");
    assert_clean_error(&["cpu-diff", "--count", "0"], "--count must be at least 1");
    assert_clean_error(&["cpu-diff", "--cpu", "zen"], "unknown --cpu `zen`");
}
