//! Integration tests: one binary, one module per area.

// Test code: a failed unwrap is a failed test, which is what it should be.
#![allow(clippy::unwrap_used)]

mod attach;
mod bpftrace;
#[path = "../support/cbuild.rs"]
mod cbuild;

mod bench;
mod common;
mod consumers;
mod cpu_model;
mod determinism;
mod dynamic;
mod exact_count;
mod explain;
mod fast_paths;
mod files;
mod guests;
mod hostile;
mod layers;
mod library;
mod live;
mod malformed;
mod mm_scale;
mod parity;
mod props;
mod races;
mod red_zone;
mod reset;
mod ri_model;
mod scale;
mod schedule;
mod selftests;
mod sessions;
mod signals;
mod snapshots;
mod syscall_list;
mod syscalls;
mod threads;
mod types;
mod uretprobe;
mod vdso;
