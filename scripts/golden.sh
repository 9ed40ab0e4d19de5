#!/usr/bin/env bash
# Writes the observable output of every bundled program under every preset into OUTDIR:
# `run --json --trace` and `run --trace` (text), each with the probes the real-kernel trials
# attach, plus an unprobed `--json` run. Two trees from two builds compare with `diff -r`:
#   scripts/golden.sh /tmp/before && (change) && scripts/golden.sh /tmp/after && diff -r /tmp/before /tmp/after
# A refactoring that changes no behaviour leaves no difference.
set -euo pipefail
out=${1:?usage: scripts/golden.sh OUTDIR}
cd "$(dirname "$0")/.."
cargo build --release -q --bin probesim -p probesim
cargo build --release -q -p sim-programs --example probe_args
bin=target/release/probesim
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
echo "golden: $(ls "$out" | wc -l) files in $out"
