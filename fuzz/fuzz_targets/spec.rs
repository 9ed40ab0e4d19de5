//! Fuzz target: the probe-spec parser and resolver ([`probesim_fuzz::spec`]).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| probesim_fuzz::spec(data));
