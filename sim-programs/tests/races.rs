//! The race programs run natively (real threads on real CPUs) and print what their docs
//! say: their outcome does not depend on the schedule.

mod common;

use common::run_native;
use sim_programs::races;

#[test]
fn race_programs_run_natively_with_their_documented_output() {
    let cases = [
        (races::slot_reuse(5), "sum=5\n"),
        (races::nop10_unoptimize(5), "sum=5\n"),
        (races::rewrite(5), "sum=10\n"),
        (races::uprobe_race(false, 20, 2), "sum=44\nsemaphore=0\n"),
        (races::uprobe_race(true, 20, 2), "sum=44\nsemaphore=0\n"),
    ];
    for (p, want) in cases {
        // Many times: a native run interleaves differently each time.
        for _ in 0..20 {
            let got = run_native(&p, b"");
            assert_eq!((got.stdout.as_str(), got.exit_code, got.signal), (want, Some(0), None), "{}", p.name);
        }
    }
}
