//! Fuzz target: the schedule-file parser and its checks ([`probesim_fuzz::schedule`]).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| probesim_fuzz::schedule(data));
