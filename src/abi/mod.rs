//! The Linux x86-64 user ABI that the simulated kernel speaks: definitions only, no logic.
//!
//! Raw numbers live here and nowhere else, as `object` keeps its `elf.rs` definitions
//! apart from the code that reads them: syscall numbers ([`syscall`]) and names
//! ([`syscall_names`]), errnos
//! ([`errno`]), signals ([`signal`]) and their frames ([`sigframe`]), flag bits of the calls the kernel implements
//! ([`flags`]), the file-system ABI ([`fs`]), the uprobe handlers' return values ([`uprobes`]), the auxiliary vector ([`auxv`]), the address-space layout ([`mm`]), x86
//! instruction and register bits ([`x86`]), and the code and stack frames of the probe
//! trampolines ([`trampoline`]).

pub mod auxv;
pub mod errno;
pub mod flags;
pub mod fs;
pub mod mm;
pub mod sigframe;
pub mod signal;
pub mod syscall;
pub mod syscall_names;
pub mod trampoline;
pub mod uprobes;
pub mod x86;

pub use signal::Signal;
