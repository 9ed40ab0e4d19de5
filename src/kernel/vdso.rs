//! The vDSO: what `arch_setup_additional_pages()` maps for every new image on x86-64
//! (`arch/x86/entry/vdso/vma.c`: `map_vdso()`), and the data page its clocks read
//! (`lib/vdso/gettimeofday.c`: `do_hres()`, `do_coarse()`).
//!
//! The image is the simulator's own, built from `vdso/vdso.S` by `scripts/vdso.sh` and
//! checked in as `vdso/image.so` (Linux too embeds a prebuilt image). It has Linux's
//! entry points under version `LINUX_2.6`: `clock_gettime`, `gettimeofday`, `time`,
//! `clock_getres` and `getcpu`, each also as `__vdso_NAME`, so that ld.so, static
//! glibc, musl and Go find them from `AT_SYSINFO_EHDR` and make no system call for
//! them, as natively. They answer from the first page of `[vvar]` and `rdtsc`, which
//! ticks once per instruction, so a clock read in the vDSO gives what the system call
//! would at the same instruction.
//!
//! # Differs from Linux
//! - The data page is the simulator's own layout ([`VvarData`]), not `struct
//!   vdso_time_data`, and there is no sequence count: the kernel writes it only
//!   while the process is off the CPU or in a system call.
//! - There is no `__vdso_getrandom` (6.11) and no `__vdso_sgx_enter_enclave`: glibc
//!   2.41 and later make the `getrandom` system call instead.
//! - `getcpu` answers CPU 0 and node 0 from the code, not from `rdpid` or the
//!   per-CPU segment limit (the machine has one CPU).

use crate::abi::mm::PAGE_SIZE;
use crate::cpu::{GuestCpu, Prot};

use super::exec::ExecError;
use super::time::{BOOT_UPTIME_NS, EPOCH_SECS, NSEC_PER_SEC, TICK_NS};
use super::Kernel;

/// The vDSO image (`vdso/image.so`, from `vdso/vdso.S`).
pub static IMAGE: &[u8] = include_bytes!("vdso/image.so");

/// The special mappings in the order `map_vdso()` makes them on 6.18: name, pages and
/// protection. The image's code finds the data page at `[vvar]`'s start, six pages
/// below itself.
const MAPPINGS: [(&str, u64, Prot); 3] =
    [("[vvar]", 4, Prot::R), ("[vvar_vclock]", 2, Prot::R), ("[vdso]", 2, Prot::RX)];

/// What the vDSO reads at the start of `[vvar]`, as four little-endian words (the
/// offsets `vdso.S` names `VV_*`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VvarData {
    /// `CLOCK_MONOTONIC`, in ns, when the TSC read [`VvarData::cycle_last`].
    pub mono_ns: u64,
    /// The TSC at that moment (the process's instruction count, see
    /// [`crate::kernel::arch::x86::cpuid::tsc_at`]).
    pub cycle_last: u64,
    /// `CLOCK_REALTIME` minus `CLOCK_MONOTONIC`, in ns.
    pub wall_ns: u64,
    /// The tick: the coarse clocks' resolution, in ns.
    pub tick_ns: u64,
}

impl VvarData {
    /// The page's first 32 bytes.
    fn bytes(&self) -> [u8; 32] {
        let mut b = [0u8; 32];
        for (i, w) in [self.mono_ns, self.cycle_last, self.wall_ns, self.tick_ns].into_iter().enumerate() {
            b[i * 8..i * 8 + 8].copy_from_slice(&w.to_le_bytes());
        }
        b
    }
}

/// Where a process's vDSO is (`mm->context.vdso`) and what its data page last held.
#[derive(Clone, Copy, Debug, Default)]
pub struct VdsoState {
    /// The `[vdso]` image's address; 0 when none is mapped.
    pub base: u64,
    /// What the kernel last wrote to the data page.
    written: VvarData,
}

impl Kernel {
    /// Models `map_vdso()`: `[vvar]`, `[vvar_vclock]` and `[vdso]`, top-down below the
    /// other mappings, the image copied in and the data page written. Returns the
    /// image's address, for `AT_SYSINFO_EHDR`.
    pub(crate) fn map_vdso(&mut self, cpu: &mut dyn GuestCpu) -> Result<u64, ExecError> {
        let total = MAPPINGS.iter().map(|(_, n, _)| n * PAGE_SIZE).sum();
        let mut at = self
            .mm
            .unmapped_area_topdown(total)
            .ok_or_else(|| super::exec::load_error("ENOMEM", "no room for the vDSO pages".into()))?;
        for (name, n, prot) in MAPPINGS {
            let len = n * PAGE_SIZE;
            self.mm.map(cpu, at, len, prot, name)?;
            at += len;
        }
        let base = at - MAPPINGS[2].1 * PAGE_SIZE;
        cpu.write(base, IMAGE);
        self.vdso = VdsoState { base, written: VvarData::default() };
        self.vdso_refresh(cpu);
        Ok(base)
    }

    /// Brings the data page up to date with the system clock (`update_vsyscall()`):
    /// called before the process runs, and after a call that moved the clock under it
    /// (a sleep). Writes only when something changed.
    pub(crate) fn vdso_refresh(&mut self, cpu: &mut dyn GuestCpu) {
        if self.vdso.base == 0 {
            return;
        }
        let now = VvarData {
            mono_ns: BOOT_UPTIME_NS + self.shared.borrow().clock.ns,
            cycle_last: super::arch::x86::cpuid::tsc_at(self.sys.clock_insns),
            wall_ns: EPOCH_SECS * NSEC_PER_SEC,
            tick_ns: TICK_NS,
        };
        if now != self.vdso.written {
            let vvar = self.vdso.base - (MAPPINGS[0].1 + MAPPINGS[1].1) * PAGE_SIZE;
            cpu.write(vvar, &now.bytes());
            self.vdso.written = now;
        }
    }
}
