#!/usr/bin/env bash
# A crate outside this workspace, made as a new user makes one, that depends on probesim
# with exactly what the README's "Using probesim from your tests" section says: its TOML
# block appended to a fresh `cargo new` manifest (the path pointed at this checkout) and
# its Rust block as the body of a test. Runs that crate's `cargo test` in the default
# debug profile; fails if it does not build, link or pass.
#
#   scripts/downstream-check.sh [README]
#   DOWNSTREAM_SPEED=1 scripts/downstream-check.sh
#
# README (default: this checkout's README.md) lets a changed copy be tried, e.g. one with
# a line of the snippet removed. With DOWNSTREAM_SPEED=1 the crate also times the bench's
# `cases/s` case (probesim::bench::cases_throughput, 6.18) in its debug profile, with the
# README's settings, and in release: the figures docs/benchmarks.md quotes for a
# dependent crate.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
readme=$(realpath "${1:-README.md}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The section's first ```toml and first ```rust blocks.
python3 - "$readme" "$work" <<'EOF'
import re, sys
text = open(sys.argv[1]).read()
start = text.find("## Using probesim from your tests")
if start < 0:
    sys.exit("downstream-check: no '## Using probesim from your tests' section in the README")
section = text[start:]
end = section.find("\n## ", 3)
section = section if end < 0 else section[:end]
blocks = {}
for lang, body in re.findall(r"```(toml|rust)\n(.*?)```", section, re.S):
    blocks.setdefault(lang, body)
if set(blocks) != {"toml", "rust"}:
    sys.exit("downstream-check: the section needs a ```toml and a ```rust block")
open(sys.argv[2] + "/snippet.toml", "w").write(blocks["toml"])
open(sys.argv[2] + "/snippet.rs", "w").write(blocks["rust"])
EOF

(cd "$work" && cargo new --quiet --lib probe-user)
crate="$work/probe-user"
# The snippet's path placeholder is this checkout.
sed "s|path = \"[^\"]*probesim\"|path = \"$root\"|" "$work/snippet.toml" >>"$crate/Cargo.toml"
mkdir -p "$crate/tests"
{
  echo "#[test]"
  echo "fn the_readme_snippet() {"
  cat "$work/snippet.rs"
  echo "}"
} >"$crate/tests/readme.rs"
echo "downstream-check: $crate/Cargo.toml:" >&2
cat "$crate/Cargo.toml" >&2
# Its own target directory: nothing of this workspace's build is reused.
(cd "$crate" && CARGO_TARGET_DIR="$work/target" cargo test --quiet 2>&1) | tail -15
echo "downstream-check: ok (a crate outside the workspace built, linked and passed with the README's snippet)" >&2
if [ "${DOWNSTREAM_SPEED:-}" = 1 ]; then
  mkdir -p "$crate/examples"
  cat >"$crate/examples/cases.rs" <<'RS'
fn main() {
    let r = probesim::bench::cases_throughput(probesim::presets::Preset::V6_18).unwrap();
    println!("{:.0} cases/s with reset, {:.0} cases/s with a fresh Machine", r.with_reset, r.fresh);
}
RS
  for profile in dev release; do
    echo "downstream-check: cases/s in the dependent crate's $profile profile:" >&2
    (cd "$crate" && CARGO_TARGET_DIR="$work/target" cargo run --quiet --profile "$profile" --example cases)
  done
fi
