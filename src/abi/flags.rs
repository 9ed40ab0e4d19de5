//! Flag bits of the system calls the simulated kernel implements.

#![allow(missing_docs)] // each constant is the uapi flag of the same name

// clone(2) (`include/uapi/linux/sched.h`).
pub const CSIGNAL: u64 = 0xff;
pub const CLONE_VM: u64 = 0x100;
pub const CLONE_FS: u64 = 0x200;
pub const CLONE_FILES: u64 = 0x400;
pub const CLONE_SIGHAND: u64 = 0x800;
pub const CLONE_PIDFD: u64 = 0x1000;
pub const CLONE_PTRACE: u64 = 0x2000;
pub const CLONE_VFORK: u64 = 0x4000;
pub const CLONE_PARENT: u64 = 0x8000;
pub const CLONE_THREAD: u64 = 0x1_0000;
pub const CLONE_NEWNS: u64 = 0x2_0000;
pub const CLONE_SYSVSEM: u64 = 0x4_0000;
pub const CLONE_SETTLS: u64 = 0x8_0000;
pub const CLONE_PARENT_SETTID: u64 = 0x10_0000;
pub const CLONE_CHILD_CLEARTID: u64 = 0x20_0000;
pub const CLONE_DETACHED: u64 = 0x40_0000;
pub const CLONE_UNTRACED: u64 = 0x80_0000;
pub const CLONE_CHILD_SETTID: u64 = 0x100_0000;

// futex(2) (`include/uapi/linux/futex.h`).
pub const FUTEX_WAIT: u32 = 0;
pub const FUTEX_WAKE: u32 = 1;
pub const FUTEX_WAIT_BITSET: u32 = 9;
pub const FUTEX_WAKE_BITSET: u32 = 10;
pub const FUTEX_PRIVATE_FLAG: u32 = 128;
pub const FUTEX_CLOCK_REALTIME: u32 = 256;
pub const FUTEX_BITSET_MATCH_ANY: u32 = 0xffff_ffff;

// mmap(2) (`include/uapi/asm-generic/mman-common.h`, `mman.h`).
pub const PROT_READ: u64 = 0x1;
pub const PROT_WRITE: u64 = 0x2;
pub const PROT_EXEC: u64 = 0x4;
pub const MAP_FIXED: u64 = 0x10;
/// `MAP_SHARED`.
pub const MAP_SHARED: u64 = 0x01;
/// `MAP_SHARED_VALIDATE`.
pub const MAP_SHARED_VALIDATE: u64 = 0x03;
pub const MAP_ANONYMOUS: u64 = 0x20;
pub const MAP_FIXED_NOREPLACE: u64 = 0x10_0000;

// wait4(2) (`include/uapi/linux/wait.h`).
pub const WNOHANG: u64 = 1;

// arch_prctl(2) (`arch/x86/include/uapi/asm/prctl.h`).
pub const ARCH_SET_GS: u64 = 0x1001;
pub const ARCH_SET_FS: u64 = 0x1002;
pub const ARCH_GET_FS: u64 = 0x1003;
pub const ARCH_GET_GS: u64 = 0x1004;
