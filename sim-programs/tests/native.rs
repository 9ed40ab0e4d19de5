//! Every program runs natively on this Linux machine and does what `expected` says.

mod common;

use common::{check_expected, harness_inputs, run_native};

#[test]
fn catalog_programs_run_natively() {
    let mut failures = Vec::new();
    for p in sim_programs::catalog() {
        let stdin: &[u8] = if p.name == "echo-stdin" { b"first line\nsecond line\n" } else { b"" };
        let got = run_native(&p, stdin);
        if let Err(e) = check_expected(&p, &got) {
            failures.push(e);
        }
        if p.name == "echo-stdin" && got.stdout != "first line\nsecond line\n" {
            failures.push(format!("echo-stdin echoed {:?}", got.stdout));
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn echo_stdin_copies_a_large_input() {
    let p = sim_programs::find("echo-stdin").expect("echo-stdin exists");
    let input: Vec<u8> = (0..100_000u32).map(|i| b'a' + (i % 26) as u8).collect();
    let got = run_native(&p, &input);
    assert_eq!(got.exit_code, Some(0));
    assert_eq!(got.stdout.as_bytes(), &input[..]);
}

#[test]
fn harnesses_run_natively() {
    let mut failures = Vec::new();
    for name in sim_programs::classes::names() {
        for inputs in harness_inputs() {
            let p = sim_programs::classes::harness(name, &inputs).expect("known class");
            let got = run_native(&p, b"");
            if let Err(e) = check_expected(&p, &got) {
                failures.push(format!("inputs {inputs:x?}: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn bench_triggers_count_their_iterations() {
    use sim_programs::bench::{trigger, Trigger};
    for t in Trigger::ALL {
        for n in [0, 1, 12345] {
            let p = trigger(t, n);
            let got = run_native(&p, b"");
            assert_eq!(got.exit_code, Some(0), "{t:?} {n}");
            assert_eq!(got.stdout, format!("count={n}\n"), "{t:?} {n}");
            check_expected(&p, &got).expect("matches expected");
        }
    }
}

/// More inputs than the fixed ones, from a fixed-seed generator: the reference model and
/// the CPU agree on every class, including flag results and branch conditions.
#[test]
fn harnesses_match_the_model_on_pseudo_random_inputs() {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        // xorshift64*
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    let mut failures = Vec::new();
    for name in sim_programs::classes::names() {
        for _ in 0..16 {
            let mut inputs = [0u64; 16];
            for v in &mut inputs {
                *v = next();
            }
            let p = sim_programs::classes::harness(name, &inputs).expect("known class");
            if let Err(e) = check_expected(&p, &run_native(&p, b"")) {
                failures.push(format!("inputs {inputs:x?}: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
