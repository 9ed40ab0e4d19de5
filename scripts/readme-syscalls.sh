#!/usr/bin/env bash
# Regenerates README.md's list of unmodelled system calls (the lines between
# `<!-- syscalls:begin -->` and `<!-- syscalls:end -->`) from the code, with
# `probesim syscalls --markdown`. tests/it (`syscall_list`) fails while it is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
grep -q '^<!-- syscalls:begin -->$' README.md && grep -q '^<!-- syscalls:end -->$' README.md ||
    { echo "README.md has no syscalls:begin/end markers" >&2; exit 2; }
list=$(mktemp)
trap 'rm -f "$list" README.md.new' EXIT
cargo run -q --bin probesim -- syscalls --markdown >"$list"
awk -v list="$list" '
    /^<!-- syscalls:end -->$/ { skip = 0 }
    !skip { print }
    /^<!-- syscalls:begin -->$/ { while ((getline line < list) > 0) print line; skip = 1 }
' README.md >README.md.new
mv README.md.new README.md
