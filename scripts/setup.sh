#!/usr/bin/env bash
# Installs what the build needs on a fresh Debian machine with Rust: cmake, libclang-dev
# (bindgen for the unicorn-engine crate), pkg-config and a C compiler; and for the tests,
# musl-gcc (musl-tools) and a static busybox (busybox-static); make for dash's build in
# tests/real's real programs (built with glibc and with musl); qemu-user (qemu-x86_64, the
# interpreter row of `probesim bench --real` runs beside it); patch (GNU patch, for
# scripts/engine-patches.sh; build-essential brings it, a bare cc may not); Go (golang-go,
# for tests/real's Go program, built at test time); perl, python3, sqlite3 and tcl
# (tests/real's dynamic programs); bpftrace (the host's, which tests/real's bpftrace
# trials compare `probesim bpftrace` with) and systemtap-sdt-dev (sys/sdt.h, for the USDT
# probes of tests/data/bpftrace's test programs); chromium and chromium-driver (Debian's headless browser
# and its ChromeDriver, /usr/bin/chromium and /usr/bin/chromedriver, for tests/browser:
# nothing downloads a browser). Idempotent.
set -euo pipefail
need=()
command -v cmake >/dev/null 2>&1 || need+=(cmake)
command -v cc >/dev/null 2>&1 || need+=(build-essential)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
dpkg -s libclang-dev >/dev/null 2>&1 || need+=(libclang-dev)
command -v musl-gcc >/dev/null 2>&1 || need+=(musl-tools)
dpkg -s busybox-static >/dev/null 2>&1 || need+=(busybox-static)
command -v make >/dev/null 2>&1 || need+=(make)
command -v patch >/dev/null 2>&1 || need+=(patch)
command -v qemu-x86_64 >/dev/null 2>&1 || need+=(qemu-user)
command -v go >/dev/null 2>&1 || need+=(golang-go)
command -v perl >/dev/null 2>&1 || need+=(perl)
[ -x /usr/bin/python3 ] || need+=(python3)
[ -x /usr/bin/sqlite3 ] || need+=(sqlite3)
[ -x /usr/bin/tclsh ] || need+=(tcl)
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromedriver ] || need+=(chromium-driver)
command -v bpftrace >/dev/null 2>&1 || need+=(bpftrace)
[ -e /usr/include/x86_64-linux-gnu/sys/sdt.h ] || [ -e /usr/include/sys/sdt.h ] || need+=(systemtap-sdt-dev)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "setup: installing ${need[*]}" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
