//! Integration tests: one binary, one module per area.

mod bench;
mod common;
mod determinism;
mod explain;
mod fast_paths;
mod malformed;
mod props;
mod red_zone;
mod ri_model;
mod selftests;
mod snapshots;
mod uretprobe;
