//! Integration tests: one binary, one module per area.

// Test code: a failed unwrap is a failed test, which is what it should be.
#![allow(clippy::unwrap_used)]

mod bench;
mod common;
mod determinism;
mod explain;
mod fast_paths;
mod malformed;
mod props;
mod red_zone;
mod reset;
mod ri_model;
mod selftests;
mod snapshots;
mod uretprobe;
