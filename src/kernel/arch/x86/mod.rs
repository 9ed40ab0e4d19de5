//! x86-64: `arch/x86/kernel/uprobes.c`.
//!
//! - [`cpuid`]: the CPU model `cpuid` answers from, the TSC rate, and the glibc tunables
//!   that show a native run the same CPU;
//! - [`insn`]: `arch_uprobe_analyze_insn()`, what may be probed and how it runs;
//! - [`uprobes`]: emulation, the out-of-line step's set-up and fix-ups, the return-address
//!   hijack and liveness check, the uretprobe trampoline and `sys_uretprobe`;
//! - [`optimize`]: the 6.18 nop5 → `call` optimization with `sys_uprobe`, and the two
//!   2026 designs proposed against its red-zone bug (jmp slots, nop10).

pub mod cpuid;
pub mod insn;
pub mod optimize;
pub mod uprobes;
