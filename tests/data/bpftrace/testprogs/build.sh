#!/usr/bin/env bash
# Build the restated bpftrace runtime-test programs.
#   bash build.sh OUTDIR
# Produces OUTDIR/<prog> for every testprogs/*.c and OUTDIR/testlibs/lib*.so.
# In cases.tsv, {testprogs} = OUTDIR and {testlibs} = OUTDIR/testlibs.
#
# Flags follow upstream bpftrace v0.17.0 tests/CMakeLists.txt:
#   programs:  -g -O0, linked -no-pie, dynamically (never -static),
#              -DHAVE_SYSTEMTAP_SYS_SDT_H when <sys/sdt.h> exists
#              (Debian: apt-get install systemtap-sdt-dev);
#              usdt_lib links libusdt_tp.so (found via an $ORIGIN rpath here;
#              upstream relies on CMake's build rpath).
#   libraries: -g -O0 -fPIC -shared, then chmod -x (non-executable .so).
# No -fno-omit-frame-pointer upstream; usdt_args.c forces -O1 itself with a
# GCC pragma. CC may be overridden (default cc).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
libsrc="$here/../testlibs"
out="${1:?usage: build.sh OUTDIR}"
mkdir -p "$out/testlibs"
out="$(cd "$out" && pwd)"
CC="${CC:-cc}"

defs=()
if echo '#include <sys/sdt.h>' | "$CC" -E -x c - >/dev/null 2>&1; then
  defs+=(-DHAVE_SYSTEMTAP_SYS_SDT_H)
else
  echo "build.sh: warning: <sys/sdt.h> not found, USDT probes compiled out" >&2
fi

for src in "$libsrc"/*.c; do
  name="$(basename "$src" .c)"
  "$CC" -g -O0 -fPIC -shared "${defs[@]}" -o "$out/testlibs/lib$name.so" "$src"
  chmod -x "$out/testlibs/lib$name.so"
done

for src in "$here"/*.c; do
  name="$(basename "$src" .c)"
  extra=()
  if [ "$name" = usdt_lib ]; then
    extra=(-I"$libsrc" -L"$out/testlibs" -lusdt_tp -Wl,-rpath,'$ORIGIN/testlibs')
  fi
  "$CC" -g -O0 "${defs[@]}" -o "$out/$name" "$src" -no-pie "${extra[@]}"
done
echo "built into $out"
