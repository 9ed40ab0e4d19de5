#!/bin/sh
# Rebuilds the simulator's vDSO image (src/kernel/vdso/image.so) from vdso.S and
# vdso.lds. Usage: scripts/vdso.sh [OUT] (default: the checked-in image).
set -eu
dir=$(cd "$(dirname "$0")/../src/kernel/vdso" && pwd)
out=${1:-$dir/image.so}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
as --64 -o "$tmp/vdso.o" "$dir/vdso.S"
ld -shared -nostdlib -s --hash-style=both --build-id=none -soname=linux-vdso.so.1 \
	-z max-page-size=4096 -z noexecstack -z noseparate-code --eh-frame-hdr \
	-T "$dir/vdso.lds" -o "$tmp/image.so" "$tmp/vdso.o"
cp "$tmp/image.so" "$out"
