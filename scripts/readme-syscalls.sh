#!/usr/bin/env bash
# Regenerates docs/syscalls.md's list of unmodelled system calls (the lines between
# `<!-- syscalls:begin -->` and `<!-- syscalls:end -->`) from the code, with
# `probesim syscalls --markdown`. tests/it (`syscall_list`) fails while it is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
doc=docs/syscalls.md
grep -q '^<!-- syscalls:begin -->$' "$doc" && grep -q '^<!-- syscalls:end -->$' "$doc" ||
    { echo "$doc has no syscalls:begin/end markers" >&2; exit 2; }
list=$(mktemp)
trap 'rm -f "$list" "$doc.new"' EXIT
cargo run -q --bin probesim -- syscalls --markdown >"$list"
awk -v list="$list" '
    /^<!-- syscalls:end -->$/ { skip = 0 }
    !skip { print }
    /^<!-- syscalls:begin -->$/ { while ((getline line < list) > 0) print line; skip = 1 }
' "$doc" >"$doc.new"
mv "$doc.new" "$doc"
