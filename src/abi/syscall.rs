//! x86-64 system call numbers (`arch/x86/entry/syscalls/syscall_64.tbl`), for the calls
//! the simulated kernel implements or names in traces.

#![allow(missing_docs)] // each constant is the kernel's `__NR_*` of the same name

pub const SYS_READ: u64 = 0;
pub const SYS_WRITE: u64 = 1;
pub const SYS_MMAP: u64 = 9;
pub const SYS_MPROTECT: u64 = 10;
pub const SYS_MUNMAP: u64 = 11;
pub const SYS_BRK: u64 = 12;
pub const SYS_RT_SIGACTION: u64 = 13;
pub const SYS_RT_SIGPROCMASK: u64 = 14;
pub const SYS_RT_SIGRETURN: u64 = 15;
pub const SYS_SCHED_YIELD: u64 = 24;
pub const SYS_GETPID: u64 = 39;
pub const SYS_CLONE: u64 = 56;
pub const SYS_FORK: u64 = 57;
pub const SYS_VFORK: u64 = 58;
pub const SYS_EXIT: u64 = 60;
pub const SYS_WAIT4: u64 = 61;
pub const SYS_KILL: u64 = 62;
pub const SYS_UNAME: u64 = 63;
pub const SYS_GETUID: u64 = 102;
pub const SYS_GETPPID: u64 = 110;
pub const SYS_GETPGID: u64 = 121;
pub const SYS_RT_SIGPENDING: u64 = 127;
pub const SYS_RT_SIGSUSPEND: u64 = 130;
pub const SYS_SIGALTSTACK: u64 = 131;
pub const SYS_ARCH_PRCTL: u64 = 158;
pub const SYS_GETTID: u64 = 186;
pub const SYS_TKILL: u64 = 200;
pub const SYS_SET_TID_ADDRESS: u64 = 218;
pub const SYS_EXIT_GROUP: u64 = 231;
pub const SYS_TGKILL: u64 = 234;
pub const SYS_GETRANDOM: u64 = 318;
/// `__NR_uretprobe` (6.11+): only the uretprobe trampoline may make it.
pub const SYS_URETPROBE: u64 = 335;
/// `__NR_uprobe` (6.18+): only the uprobe trampoline may make it.
pub const SYS_UPROBE: u64 = 336;

/// probesim's control point: a number no Linux assigns (it returns -ENOSYS), which a
/// test program makes to let the caller act mid-run (`Machine::run_until`).
pub const SYS_PROBESIM_CONTROL: u64 = 0x5052_4f42;

/// `int $0x80`: the 32-bit entry, which the simulated kernel answers with -ENOSYS.
pub const INT80_VECTOR: u32 = 0x80;
