#!/usr/bin/env bash
# Writes the observable output of every bundled program under every preset into OUTDIR:
# `run --json --trace` and `run --trace` (text), each with the probes the real-kernel trials
# attach, plus an unprobed `--json` run. Two trees from two builds compare with `diff -r`:
#   scripts/golden.sh /tmp/before && (change) && scripts/golden.sh /tmp/after && diff -r /tmp/before /tmp/after
# A refactoring that changes no behaviour leaves no difference. It also writes `explain`
# in every format for the canonical paths of docs/probe-paths.md. PROBESIM=BIN uses another
# build's binary (an older checkout's, say) instead of building this tree's.
set -euo pipefail
out=${1:?usage: scripts/golden.sh OUTDIR}
cd "$(dirname "$0")/.."
cargo build --release -q -p sim-programs --example probe_args
if [ -n "${PROBESIM:-}" ]; then
  bin=$PROBESIM
else
  cargo build --release -q --bin probesim -p probesim
  bin=target/release/probesim
fi
mkdir -p "$out"
target/release/examples/probe_args > "$out/programs.txt"
while read -r name specs; do
  probes=()
  for s in $specs; do probes+=(--probe "$s"); done
  for preset in $("$bin" presets | awk '{print $1}'); do
    f="$out/$name.$preset"
    "$bin" run --kernel "$preset" --json --trace "${probes[@]}" "sim:$name" > "$f.json" 2>&1 || echo "exit $?" >> "$f.json"
    "$bin" run --kernel "$preset" --trace "${probes[@]}" "sim:$name" > "$f.txt" 2>&1 || echo "exit $?" >> "$f.txt"
    "$bin" run --kernel "$preset" --json "sim:$name" > "$f.unprobed.json" 2>&1 || echo "exit $?" >> "$f.unprobed.json"
  done
done < "$out/programs.txt"
n=0
while read -r args; do
  n=$((n + 1))
  for f in text json svg html; do
    # shellcheck disable=SC2086
    "$bin" explain $args --format "$f" > "$out/explain-$n.$f" 2>&1 || echo "exit $?" >> "$out/explain-$n.$f"
  done
done <<'PATHS'
sim:bench-nop --probe uprobe:sim:bench-nop:uprobe_target_nop
sim:bench-ret --probe uprobe:sim:bench-ret:uprobe_target_ret
sim:bench-nop --probe uretprobe:sim:bench-nop:uprobe_target_nop --kernel 6.10
sim:bench-nop --probe uretprobe:sim:bench-nop:uprobe_target_nop --kernel 6.11
sim:bench-nop5 --probe uprobe:sim:bench-nop5:uprobe_target_nop5 --hit 2
sim:red-zone --probe uprobe:sim:red-zone:leaf+0xa --hit 2
sim:red-zone --probe uprobe:sim:red-zone:leaf+0xa --hit 2 --kernel jmpslot-2026
sim:red-zone-nop10 --probe usdt:sim:red-zone-nop10:probesim:red_zone_nop10 --kernel nop10-2026 --hit 2
sim:longjmp-once --probe uretprobe:sim:longjmp-once:uretprobe_longjmp
sim:recursion-65 --probe uprobe:sim:recursion-65:recurse --probe uretprobe:sim:recursion-65:recurse --hit 65
sim:red-zone --probe uprobe:sim:red-zone:leaf+0xa --hit 2 --compare 6.18,jmpslot-2026
PATHS
echo "golden: $(ls "$out" | wc -l) files in $out"
