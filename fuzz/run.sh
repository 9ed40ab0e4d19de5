#!/usr/bin/env bash
# Builds probesim's fuzz targets with coverage instrumentation and runs them under
# libFuzzer, on the stable toolchain: the flags are the sanitizer-coverage ones that
# cargo-fuzz passes (stable `-C` options), without a sanitizer (AddressSanitizer needs
# nightly; the code under test is safe Rust, and the engine's C is not instrumented).
#
#   fuzz/run.sh [SECONDS] [TARGET...]
#
# CARGO_TARGET_DIR may point at an existing target directory (the instrumented build goes
# to its own TARGET-triple subdirectory there, beside the plain builds).
# Runs each TARGET (default: every fuzz_targets/*.rs) for SECONDS (default 60), starting
# from the seeds in fuzz/corpus/TARGET (kept in git) and the inputs earlier runs found in
# fuzz/work/TARGET (not kept), where the run adds the new ones. A finding (a panic) is
# written to fuzz/artifacts/TARGET/ and fails the script; to keep it as a regression
# seed, copy it into fuzz/corpus/TARGET/.
# FUZZ_JOBS=N runs N targets at a time (default 2: each fuzzer is one thread), each one's
# output in work/TARGET.log, printed when it ends. CI runs `fuzz/run.sh 60`, the
# acceptance run.
set -euo pipefail
cd "$(dirname "$0")"
secs="${1:-60}"
shift || true
if [ "$#" -gt 0 ]; then
  targets=("$@")
else
  targets=()
  for f in fuzz_targets/*.rs; do targets+=("$(basename "$f" .rs)"); done
fi
host="$(rustc -vV | sed -n 's/^host: //p')"
# --target keeps the flags off build scripts and proc macros, which must not be
# instrumented.
export RUSTFLAGS="--cfg fuzzing -Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares -Cdebug-assertions -Coverflow-checks"
cargo build --release --locked --target "$host" --bins
# The binaries are where cargo put them: CARGO_TARGET_DIR when set, else fuzz/target.
bindir="${CARGO_TARGET_DIR:-target}/$host/release"
jobs="${FUZZ_JOBS:-2}"
# One target: its output to work/TARGET.log, printed when it ends.
fuzz_one() {
  local t=$1
  mkdir -p "work/$t" "artifacts/$t"
  # -rss_limit_mb bounds the host memory of one input; -timeout one input's time.
  if "$bindir/$t" "work/$t" "corpus/$t" -max_total_time="$secs" -rss_limit_mb=2048 -timeout=20 \
    -artifact_prefix="artifacts/$t/" -print_final_stats=1 > "work/$t.log" 2>&1; then
    status=0
  else
    status=$?
  fi
  echo "fuzz: $t for ${secs}s: exit $status"
  tail -n 20 "work/$t.log"
  return "$status"
}
pids=()
names=()
failed=0
for t in "${targets[@]}"; do
  # At most $jobs at once: wait for the oldest before starting another.
  if [ "${#pids[@]}" -ge "$jobs" ]; then
    wait "${pids[0]}" || { echo "fuzz: ${names[0]} FAILED (see fuzz/artifacts/${names[0]}/)"; failed=1; }
    pids=("${pids[@]:1}")
    names=("${names[@]:1}")
  fi
  echo "fuzz: $t for ${secs}s"
  fuzz_one "$t" &
  pids+=("$!")
  names+=("$t")
done
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || { echo "fuzz: ${names[$i]} FAILED (see fuzz/artifacts/${names[$i]}/)"; failed=1; }
done
exit "$failed"
