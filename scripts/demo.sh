#!/usr/bin/env bash
# One command for a new user: install build dependencies, build, and run the bundled
# demo program with two uprobes attached, printing the report.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --release --bin probesim
./target/release/probesim run sim:demo \
  --probe uprobe:sim:demo:compute \
  --probe uprobe:sim:demo:checksum
