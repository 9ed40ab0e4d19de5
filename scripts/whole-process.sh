#!/usr/bin/env bash
# Whole-process timing: `probesim run` (exact instruction counting, the default mode)
# against the real kernel running the same trigger binary with the same probe
# (`probesim run --real`), on bench triggers of N hits (default 2,000,000).
#
#   scripts/whole-process.sh [RUNS] [ITERATIONS]
#
# Runs the two commands in turn, A B A B ..., RUNS times each (default 5), and prints per
# row the median wall time of each and the median of the pairwise ratios real/sim (the
# machine's speed drifts; a ratio taken pair by pair holds). Needs root and the uprobe
# PMU for the real side. Uses target/release/probesim (build it first).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
iters=${2:-2000000}
bin=target/release/probesim
[ -x "$bin" ] || { echo "whole-process: build first: cargo build --release --bin probesim" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Wall time of one run of "$@" in nanoseconds; its output is dropped, a failure is fatal.
wall_ns() {
  local t0 t1
  t0=$(date +%s%N)
  "$@" >/dev/null 2>&1 || { echo "whole-process: failed: $*" >&2; exit 1; }
  t1=$(date +%s%N)
  echo $((t1 - t0))
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '%-16s %12s %12s %10s\n' row "sim wall s" "real wall s" "real/sim"
for row in uprobe-nop:nop:uprobe uretprobe-nop:nop:uretprobe uprobe-nop5:nop5:uprobe; do
  IFS=: read -r name trigger kind <<<"$row"
  elf="$dir/$trigger"
  [ -e "$elf" ] || "$bin" export "bench-$trigger" --iterations "$iters" -o "$elf"
  spec="$kind:$elf:uprobe_target_$trigger"
  : >"$dir/sim" && : >"$dir/real" && : >"$dir/ratio"
  for _ in $(seq "$runs"); do
    s=$(wall_ns "$bin" run --probe "$spec" "$elf")
    r=$(wall_ns "$bin" run --real --probe "$spec" "$elf")
    echo "$s" >>"$dir/sim"
    echo "$r" >>"$dir/real"
    awk -v s="$s" -v r="$r" 'BEGIN { print r / s }' >>"$dir/ratio"
  done
  printf '%-16s %12.3f %12.3f %9.2fx\n' "$name" \
    "$(median <"$dir/sim" | awk '{ print $1 / 1e9 }')" \
    "$(median <"$dir/real" | awk '{ print $1 / 1e9 }')" \
    "$(median <"$dir/ratio")"
done
echo "($runs pairs per row, $iters hits per run; medians)"
