//! Flag bits of the system calls the simulated kernel implements.

#![allow(missing_docs)] // each constant is the uapi flag of the same name

// clone(2) (`include/uapi/linux/sched.h`).
pub const CLONE_VM: u64 = 0x100;
pub const CLONE_VFORK: u64 = 0x4000;

// mmap(2) (`include/uapi/asm-generic/mman-common.h`, `mman.h`).
pub const PROT_READ: u64 = 0x1;
pub const PROT_WRITE: u64 = 0x2;
pub const PROT_EXEC: u64 = 0x4;
pub const MAP_FIXED: u64 = 0x10;
pub const MAP_ANONYMOUS: u64 = 0x20;
pub const MAP_FIXED_NOREPLACE: u64 = 0x10_0000;

// wait4(2) (`include/uapi/linux/wait.h`).
pub const WNOHANG: u64 = 1;

// arch_prctl(2) (`arch/x86/include/uapi/asm/prctl.h`).
pub const ARCH_SET_GS: u64 = 0x1001;
pub const ARCH_SET_FS: u64 = 0x1002;
pub const ARCH_GET_FS: u64 = 0x1003;
pub const ARCH_GET_GS: u64 = 0x1004;
