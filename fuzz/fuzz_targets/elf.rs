//! Fuzz target: the ELF loader and `execve` ([`probesim_fuzz::elf`]).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| probesim_fuzz::elf(data));
