#!/usr/bin/env bash
# The patched Unicorn engine as a patch series. The crates.io crates, unmodified
# (vendor/baseline/*.crate, checked against vendor/baseline/SHA256SUMS), plus
# vendor/patches/NNNN-name.patch applied in order with `patch -p1`, make
# vendor/unicorn-engine-sys and vendor/unicorn-engine. The series' index (what each patch
# does and why) is vendor/unicorn-engine-sys/PROBESIM-PATCHES.md; it is not part of the
# series: `apply` copies it in, so `check` leaves it out of the comparison in effect.
#
#   bash scripts/engine-patches.sh apply DIR   unpack the baseline into DIR (as
#                                              DIR/unicorn-engine-sys and DIR/unicorn-engine;
#                                              DIR new or empty) and apply the series
#   bash scripts/engine-patches.sh check       apply into a temporary directory and compare
#                                              with vendor/ byte for byte (diff -r, and the
#                                              executable bits): exit 1, listing the
#                                              differing paths, if they differ or a patch
#                                              does not apply (CI runs this)
#   bash scripts/engine-patches.sh diff        print what vendor/ has that baseline + series
#                                              has not, as a patch in the series' format
#
# Needs coreutils, tar, gzip, GNU diff and GNU patch (no build, a few seconds). The patches
# are git-style unified diffs with paths a/unicorn-engine-sys/... and a/unicorn-engine/...
# (b/... for the new side), applied with --fuzz=0: each applies exactly on the tree the
# patches before it make. `git apply` accepts them too.
#
# Refresh: the vendored trees are what the engine builds from, so change them first, then
# make the series say the same.
#   - A new patch: edit vendor/unicorn-engine-sys (or vendor/unicorn-engine), marking each
#     changed place with a comment `probesim patch <name>` (its short name, never a
#     number). Then
#       bash scripts/engine-patches.sh diff > /tmp/new.patch
#     and make it vendor/patches/NNNN-name.patch (NNNN the next number) with a header
#     before its first `diff` line: `Subject: [PATCH NN/MM] name: what it does`, a blank
#     line, and why, in a few sentences (no header line may start with `---`, `+++`, `@@`,
#     `diff` or a digit). Add its entry to PROBESIM-PATCHES.md.
#   - A change to an existing patch NNNN: make it in vendor/ as above, then regenerate
#     NNNN and the patches after it: move the later ones aside, `apply` the series up to
#     NNNN into a scratch directory, make the change there as well, and make each patch
#     again from the tree before it to the tree after it (`diff -u --label a/P --label b/P`
#     per file, as `diff` does). Where no later patch touches the same lines, putting the
#     hunks of `diff`'s output into NNNN is enough.
#   - Then `bash scripts/engine-patches.sh check` must pass.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
baseline=$root/vendor/baseline
patches=$root/vendor/patches
index=unicorn-engine-sys/PROBESIM-PATCHES.md
crates=(unicorn-engine-sys unicorn-engine)

die() { echo "engine-patches: $*" >&2; exit 2; }

# The baseline unpacked into $1 (new or empty) and the series applied; prints the number of
# patches.
apply_into() {
  local dir=$1 p n=0
  command -v patch >/dev/null 2>&1 || die "GNU patch is needed (apt-get install patch)"
  mkdir -p "$dir"
  [ -z "$(ls -A "$dir")" ] || die "$dir is not empty"
  (cd "$baseline" && sha256sum --quiet --strict -c SHA256SUMS) || die "vendor/baseline: checksum mismatch"
  tar -xzf "$baseline/unicorn-engine-sys-2.1.5.crate" -C "$dir"
  tar -xzf "$baseline/unicorn-engine-2.1.5.crate" -C "$dir"
  mv "$dir/unicorn-engine-sys-2.1.5" "$dir/unicorn-engine-sys"
  mv "$dir/unicorn-engine-2.1.5" "$dir/unicorn-engine"
  for p in "$patches"/[0-9][0-9][0-9][0-9]-*.patch; do
    [ -e "$p" ] || die "no patches in vendor/patches"
    patch -d "$dir" -p1 -s -f -N --fuzz=0 --no-backup-if-mismatch -r - <"$p" >&2 \
      || die "$(basename "$p") does not apply"
    n=$((n + 1))
  done
  cp "$root/vendor/$index" "$dir/$index"
  echo "$n"
}

case "${1:-}" in
  apply)
    [ $# -eq 2 ] || die "usage: $0 apply DIR"
    n=$(apply_into "$2")
    echo "engine-patches: baseline + $n patches applied in $2"
    ;;
  check)
    [ $# -eq 1 ] || die "usage: $0 check"
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/engine-patches.XXXXXX")
    trap 'rm -rf "$tmp"' EXIT
    n=$(apply_into "$tmp/tree") || exit 1
    status=0
    for c in "${crates[@]}"; do
      if ! diff -rq "$tmp/tree/$c" "vendor/$c" >"$tmp/diff" 2>&1; then
        status=1
        sed "s|$tmp/tree/|baseline+series:|g" "$tmp/diff" >&2
      fi
      # diff -r ignores modes: the executable bit must agree too
      (cd "$tmp/tree" && find "$c" -type f -perm -u+x | LC_ALL=C sort) >"$tmp/x1"
      (cd vendor && find "$c" -type f -perm -u+x | LC_ALL=C sort) >"$tmp/x2"
      if ! cmp -s "$tmp/x1" "$tmp/x2"; then
        status=1
        diff "$tmp/x1" "$tmp/x2" | sed -n 's/^< /executable in baseline+series only: /p; s/^> /executable in vendor only: /p' >&2
      fi
    done
    if [ $status -ne 0 ]; then
      echo "engine-patches: vendor/baseline + vendor/patches is not vendor/ at the paths above;" \
        "see the header of $0 (\`diff\` prints the difference)" >&2
      exit 1
    fi
    echo "engine-patches: check ok: vendor/baseline + $n patches = vendor/${crates[0]}, vendor/${crates[1]}"
    ;;
  diff)
    [ $# -eq 1 ] || die "usage: $0 diff"
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/engine-patches.XXXXXX")
    trap 'rm -rf "$tmp"' EXIT
    apply_into "$tmp/tree" >/dev/null
    { (cd "$tmp/tree" && find "${crates[@]}" -type f); (cd vendor && find "${crates[@]}" -type f); } \
      | LC_ALL=C sort -u | while IFS= read -r f; do
        [ "$f" != "$index" ] || continue
        old=$tmp/tree/$f new=vendor/$f
        if [ -f "$old" ] && [ -f "$new" ]; then
          ! cmp -s "$old" "$new" || continue
          echo "diff --git a/$f b/$f"
          diff -u --label "a/$f" --label "b/$f" "$old" "$new" || true
        elif [ -f "$new" ]; then
          echo "diff --git a/$f b/$f"
          if [ -x "$new" ]; then echo "new file mode 100755"; else echo "new file mode 100644"; fi
          diff -u --label /dev/null --label "b/$f" /dev/null "$new" || true
        else
          echo "diff --git a/$f b/$f"
          if [ -x "$old" ]; then echo "deleted file mode 100755"; else echo "deleted file mode 100644"; fi
          diff -u --label "a/$f" --label /dev/null "$old" /dev/null || true
        fi
      done
    ;;
  *)
    die "usage: $0 apply DIR | check | diff"
    ;;
esac
