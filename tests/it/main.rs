//! Integration tests: one binary, one module per area.

// Test code: a failed unwrap is a failed test, which is what it should be.
#![allow(clippy::unwrap_used)]

mod attach;
#[path = "../support/cprogs.rs"]
mod cprogs;
#[path = "../support/labels.rs"]
mod labels_build;

mod bench;
mod common;
mod determinism;
mod explain;
mod fast_paths;
mod guests;
mod library;
mod live;
mod malformed;
mod parity;
mod props;
mod red_zone;
mod reset;
mod ri_model;
mod selftests;
mod sessions;
mod signals;
mod snapshots;
mod types;
mod uretprobe;
