#!/usr/bin/env bash
# The real-kernel trials under load: runs `tests/real` (or the trials FILTER names) N
# times in a row while a CPU load runs beside it, and reports every failure with its
# trial name. Exit 0 only if no round failed.
#
#   scripts/stress-real.sh N [FILTER]
#
# FILTER is a substring of trial names, as `cargo test --test real -- FILTER` takes it
# (several, separated by spaces, select their union, one run of the harness each), e.g.
# `schedule::pattern_and_replaced_uretprobe probed::recursion-65`. A filter word that
# starts with `host::` selects the host crate's own real-kernel tests instead
# (`host::tests::timeouts` runs `cargo test -p probesim-host tests::timeouts`).
#
# LOAD picks what runs beside the trials (default `busy`):
#   busy    2 busy loops per core (the suite's own threads compete with them for every core)
#   build   a debug build of the workspace in a target directory of its own, again and again
#   none    nothing
# Needs root and the uprobe PMU (the trials fail rather than skip: CI is set).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:?usage: scripts/stress-real.sh N [FILTER]}
shift
filter=("$@")
load=${LOAD:-busy}
[[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "stress-real: N must be a positive integer, not '$n'" >&2; exit 2; }
case "$load" in busy|build|none) ;; *) echo "stress-real: LOAD must be busy, build or none, not '$load'" >&2; exit 2 ;; esac

real=() host=()
for f in "${filter[@]}"; do
  if [[ "$f" == host::* ]]; then host+=("${f#host::}"); else real+=("$f"); fi
done
# No filter: the whole of tests/real. Only host filters: no tests/real round.
run_real=1
if [ ${#filter[@]} -gt 0 ] && [ ${#real[@]} -eq 0 ]; then run_real=0; fi

export CI=1
echo "stress-real: building the test binaries" >&2
cargo test --test real --no-run 2>&1 | tail -1 >&2
[ ${#host[@]} -eq 0 ] || cargo test -p probesim-host --lib --no-run 2>&1 | tail -1 >&2

work=$(mktemp -d)
pids=()
stop_load() {
  for p in "${pids[@]}"; do kill -- -"$p" 2>/dev/null || kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap 'stop_load; rm -rf "$work"' EXIT
cores=$(nproc)
case "$load" in
  busy)
    for _ in $(seq $((2 * cores))); do
      setsid bash -c 'while :; do :; done' & pids+=($!)
    done
    what="$((2 * cores)) busy loops on $cores cores" ;;
  build)
    setsid bash -c "while :; do cargo build --workspace --all-targets --target-dir '$work/target' -q >/dev/null 2>&1; \
      rm -rf '$work/target'; done" & pids+=($!)
    what="a workspace debug build, repeated, in its own target directory" ;;
  none) what="no load" ;;
esac
echo "stress-real: $n round(s), load: $what" >&2

failures=0
declare -A failed_trials=()
t0=$(date +%s)
for round in $(seq "$n"); do
  r0=$(date +%s)
  log="$work/round-$round.log"
  : >"$log"
  ok=1
  if [ "$run_real" = 1 ] && [ ${#real[@]} -eq 0 ]; then
    cargo test -q --test real >>"$log" 2>&1 || ok=0
  fi
  # One run a filter word: the trials' harness takes one filter.
  for f in "${real[@]}"; do
    cargo test -q --test real -- "$f" >>"$log" 2>&1 || ok=0
  done
  for h in "${host[@]}"; do
    cargo test -q -p probesim-host --lib -- "$h" >>"$log" 2>&1 || ok=0
  done
  # Failed trials: `test NAME ... FAILED` lines, and the last `failures:` list.
  names=$( { sed -nE 's/^test (.+[^ ]) +\.\.\. FAILED$/\1/p' "$log"
             awk '/^failures:$/ { n = 0; f = 1; next }
                  f && /^    [^ ]+$/ { l[n++] = $1; next }
                  f && !/^$/ { f = 0 }
                  END { for (i = 0; i < n; i++) print l[i] }' "$log"; } | sort -u)
  if [ "$ok" = 1 ]; then
    echo "round $round/$n: ok ($(( $(date +%s) - r0 )) s)"
  else
    failures=$((failures + 1))
    if [ -z "$names" ]; then names="(no trial named; the log begins: $(grep -m1 -E 'error|panicked' "$log"))"; fi
    echo "round $round/$n: FAILED ($(( $(date +%s) - r0 )) s):"
    while IFS= read -r t; do
      echo "  $t"
      failed_trials["$t"]=$(( ${failed_trials["$t"]:-0} + 1 ))
    done <<<"$names"
    cp "$log" "stress-real-round-$round.log"
    echo "  (output kept in stress-real-round-$round.log)"
  fi
done
echo "stress-real: $n round(s) in $(( $(date +%s) - t0 )) s with $what: $failures failed"
for t in "${!failed_trials[@]}"; do echo "  $t: failed in ${failed_trials[$t]} round(s)"; done
[ "$failures" = 0 ]
