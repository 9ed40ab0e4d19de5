//! Fuzz target: the probe-script parser and its checks ([`probesim_fuzz::schedule`]).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| probesim_fuzz::schedule(data));
