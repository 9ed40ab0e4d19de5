//! The x86-64 user address space as the simulated kernel lays it out.

/// Page size of the guest.
pub const PAGE_SIZE: u64 = 0x1000;
/// `TASK_SIZE` on x86-64 with 4-level paging.
pub const TASK_SIZE: u64 = 0x7fff_ffff_f000;
/// Top of the initial stack. Linux randomizes it well below `TASK_SIZE`, which leaves
/// the `[uprobes]` hint (`TASK_SIZE - PAGE_SIZE`) free; we pick a fixed such address.
pub const STACK_TOP: u64 = 0x7fff_fffd_e000;
/// Size of the stack mapping (the default 8 MiB `RLIMIT_STACK`).
pub const STACK_SIZE: u64 = 8 << 20;
/// Top of the mmap area (top-down allocation starts here).
pub const MMAP_BASE: u64 = 0x7fff_f7ff_f000;
/// The red zone below rsp that the SysV x86-64 ABI lets a leaf function use.
pub const RED_ZONE: u64 = 128;
/// Name of the XOL mapping (`[uprobes]`).
pub const XOL_MAPPING_NAME: &str = "[uprobes]";
/// Name of the 6.18 uprobe trampoline mapping.
pub const TRAMPOLINE_MAPPING_NAME: &str = "[uprobes-trampoline]";

/// Rounds down to a page boundary.
pub const fn page_down(a: u64) -> u64 {
    a & !(PAGE_SIZE - 1)
}

/// Rounds up to a page boundary (saturating at the top of the address space).
pub const fn page_up(a: u64) -> u64 {
    a.saturating_add(PAGE_SIZE - 1) & !(PAGE_SIZE - 1)
}
