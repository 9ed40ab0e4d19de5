//! Integration tests: one binary, one module per area.

mod common;
mod determinism;
mod malformed;
mod props;
mod snapshots;
mod uretprobe;
