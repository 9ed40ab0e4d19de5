//! Clocks in virtual time: `clock_gettime`, `clock_getres`, `gettimeofday`, `time`,
//! `nanosleep` and `clock_nanosleep` (`kernel/time/posix-timers.c`,
//! `kernel/time/posix-cpu-timers.c`, `kernel/time/time.c`, `kernel/time/hrtimer.c`).
//!
//! Time is derived from the instruction count, never from the host: **one guest
//! instruction is one nanosecond** (a 1 GHz CPU that retires one instruction a cycle).
//! The system clock ([`VirtualClock`], shared by every process of a run) advances by each
//! process's instructions and by every sleep:
//! - `CLOCK_MONOTONIC`, `CLOCK_MONOTONIC_RAW` and `CLOCK_BOOTTIME` read
//!   [`BOOT_UPTIME_NS`] (100 s) at the first instruction, plus the system clock;
//! - `CLOCK_REALTIME` and `CLOCK_TAI` read the epoch [`EPOCH_SECS`]
//!   (2026-01-01T00:00:00Z) at boot plus the same (TAI without leap-second offset);
//! - the `*_COARSE` clocks are those truncated to the tick, [`TICK_NS`] (`HZ=250`);
//! - `CLOCK_PROCESS_CPUTIME_ID` and `CLOCK_THREAD_CPUTIME_ID` are the calling process's
//!   own instructions (every thread's, for both), sleeps excluded.
//!
//! The vDSO ([`super::vdso`]) reads the same clocks from a data page and the TSC (which
//! ticks once per instruction), without a system call, as glibc, musl and Go do natively.
//!
//! # Differs from Linux
//! - Time is a function of the instructions run: no clock ever jumps, and a process's
//!   instructions go into the system clock when it reads a clock through a system call,
//!   leaves the CPU or exits. One process runs at a time, so the clock never goes
//!   backwards for anyone.
//! - A lone thread's sleep returns at once, having advanced the system clock by its
//!   length; a thread of a process with others sleeps while they run (the clock advances
//!   with their instructions, and jumps to the earliest wake-up when every thread of
//!   the run sleeps). A sleep is never interrupted, so `rem` is never written.
//! - With `RunConfig::count_insns` off (benchmarks only) only sleeps advance the clocks.
//! - Per-process and per-thread CPU-time clock ids (negative ids from
//!   `clock_getcpuclockid`) and the alarm clocks are refused with -EINVAL.

use crate::abi::errno::{EFAULT, EINVAL, EOPNOTSUPP};
use crate::cpu::GuestCpu;

use super::{neg, Kernel};

/// Nanoseconds per guest instruction.
pub const NS_PER_INSN: u64 = 1;
/// `CLOCK_MONOTONIC` at the first instruction: the machine has been up 100 s.
pub const BOOT_UPTIME_NS: u64 = 100 * NSEC_PER_SEC;
/// `CLOCK_REALTIME` at boot: 2026-01-01T00:00:00Z.
pub const EPOCH_SECS: u64 = 1_767_225_600;
/// One jiffy at `HZ=250`: the resolution of the coarse clocks.
pub const TICK_NS: u64 = 4_000_000;
/// `NSEC_PER_SEC`.
pub const NSEC_PER_SEC: u64 = 1_000_000_000;

// Clock ids (`include/uapi/linux/time.h`).
const CLOCK_REALTIME: i32 = 0;
const CLOCK_MONOTONIC: i32 = 1;
const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
const CLOCK_MONOTONIC_RAW: i32 = 4;
const CLOCK_REALTIME_COARSE: i32 = 5;
const CLOCK_MONOTONIC_COARSE: i32 = 6;
const CLOCK_BOOTTIME: i32 = 7;
const CLOCK_TAI: i32 = 11;
/// `TIMER_ABSTIME`: clock_nanosleep's flag.
const TIMER_ABSTIME: i32 = 1;

/// The system clock of a run: nanoseconds of virtual time since the first instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VirtualClock {
    /// Virtual nanoseconds elapsed (instructions of every process, and sleeps).
    pub ns: u64,
}

/// A `struct __kernel_timespec` as two 64-bit words.
fn timespec_bytes(ns: u64) -> [u8; 16] {
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(&(ns / NSEC_PER_SEC).to_le_bytes());
    b[8..].copy_from_slice(&(ns % NSEC_PER_SEC).to_le_bytes());
    b
}

impl Kernel {
    /// Adds this process's instructions since it last did to the system clock, and
    /// returns the clock (nanoseconds since the first instruction).
    pub(crate) fn clock_sync(&mut self, cpu: &dyn GuestCpu) -> u64 {
        let now = cpu.insn_count();
        let delta = now.saturating_sub(self.sys.clock_insns);
        self.sys.clock_insns = now;
        let mut sh = self.shared.borrow_mut();
        sh.clock.ns = sh.clock.ns.saturating_add(delta.saturating_mul(NS_PER_INSN));
        sh.clock.ns
    }

    /// Models `posix_get_*` / `posix_cpu_clock_get()`: the clock `id` now, in ns, or
    /// -EINVAL for an id this kernel does not have.
    fn clock_read(&mut self, cpu: &dyn GuestCpu, id: i32) -> Result<u64, i64> {
        let since_boot = BOOT_UPTIME_NS + self.clock_sync(cpu);
        let real = EPOCH_SECS * NSEC_PER_SEC + since_boot;
        Ok(match id {
            CLOCK_REALTIME | CLOCK_TAI => real,
            CLOCK_MONOTONIC | CLOCK_MONOTONIC_RAW | CLOCK_BOOTTIME => since_boot,
            CLOCK_REALTIME_COARSE => real - real % TICK_NS,
            CLOCK_MONOTONIC_COARSE => since_boot - since_boot % TICK_NS,
            CLOCK_PROCESS_CPUTIME_ID | CLOCK_THREAD_CPUTIME_ID => cpu.insn_count().saturating_mul(NS_PER_INSN),
            _ => return Err(EINVAL),
        })
    }

    /// Models `clock_gettime(clockid_t which_clock, struct __kernel_timespec *tp)`.
    pub(crate) fn sys_clock_gettime(&mut self, cpu: &mut dyn GuestCpu, id: u64, tp: u64) -> u64 {
        match self.clock_read(cpu, id as i32) {
            Ok(ns) if self.copy_to_user(cpu, tp, &timespec_bytes(ns)) => 0,
            Ok(_) => neg(EFAULT),
            Err(e) => neg(e),
        }
    }

    /// Models `clock_getres(clockid_t which_clock, struct __kernel_timespec *tp)`: 1 ns
    /// for the high-resolution clocks, a tick for the coarse ones; `tp` may be NULL.
    pub(crate) fn sys_clock_getres(&mut self, cpu: &mut dyn GuestCpu, id: u64, tp: u64) -> u64 {
        let id = id as i32;
        if let Err(e) = self.clock_read(cpu, id) {
            return neg(e);
        }
        let res = if matches!(id, CLOCK_REALTIME_COARSE | CLOCK_MONOTONIC_COARSE) { TICK_NS } else { 1 };
        if tp != 0 && !self.copy_to_user(cpu, tp, &timespec_bytes(res)) {
            return neg(EFAULT);
        }
        0
    }

    /// Models `gettimeofday(struct __kernel_old_timeval *tv, struct timezone *tz)`:
    /// `CLOCK_REALTIME` in microseconds; the time zone is UTC (`tz_minuteswest` and
    /// `tz_dsttime` 0). Either pointer may be NULL.
    pub(crate) fn sys_gettimeofday(&mut self, cpu: &mut dyn GuestCpu, tv: u64, tz: u64) -> u64 {
        let ns = self.clock_read(cpu, CLOCK_REALTIME).unwrap_or(0);
        if tv != 0 {
            let mut b = [0u8; 16];
            b[..8].copy_from_slice(&(ns / NSEC_PER_SEC).to_le_bytes());
            b[8..].copy_from_slice(&((ns % NSEC_PER_SEC) / 1000).to_le_bytes());
            if !self.copy_to_user(cpu, tv, &b) {
                return neg(EFAULT);
            }
        }
        if tz != 0 && !self.copy_to_user(cpu, tz, &[0u8; 8]) {
            return neg(EFAULT);
        }
        0
    }

    /// Models `time(__kernel_old_time_t *tloc)`: the seconds of `CLOCK_REALTIME`, also
    /// stored at `tloc` unless it is NULL.
    pub(crate) fn sys_time(&mut self, cpu: &mut dyn GuestCpu, tloc: u64) -> u64 {
        let secs = self.clock_read(cpu, CLOCK_REALTIME).unwrap_or(0) / NSEC_PER_SEC;
        if tloc != 0 && !self.copy_to_user(cpu, tloc, &secs.to_le_bytes()) {
            return neg(EFAULT);
        }
        secs
    }

    /// Reads a `struct __kernel_timespec` and checks it as `timespec64_valid()`: ns, or
    /// the errno.
    pub(crate) fn read_timespec(&self, cpu: &dyn GuestCpu, at: u64) -> Result<u64, i64> {
        let b: [u8; 16] = self.read_user(cpu, at).ok_or(EFAULT)?;
        let sec = i64::from_le_bytes(b[..8].try_into().unwrap_or_default());
        let nsec = i64::from_le_bytes(b[8..].try_into().unwrap_or_default());
        if sec < 0 || !(0..NSEC_PER_SEC as i64).contains(&nsec) {
            return Err(EINVAL);
        }
        Ok((sec as u64).saturating_mul(NSEC_PER_SEC).saturating_add(nsec as u64))
    }

    /// Models `nanosleep(struct __kernel_timespec *rqtp, struct __kernel_timespec *rmtp)`:
    /// the system clock advances by the request; the sleep is never interrupted.
    pub(crate) fn sys_nanosleep(&mut self, cpu: &mut dyn GuestCpu, rqtp: u64, _rmtp: u64) -> u64 {
        match self.read_timespec(cpu, rqtp) {
            Ok(ns) => {
                let now = self.clock_sync(cpu);
                if self.is_threaded() {
                    self.sleep_current(cpu, now.saturating_add(ns));
                    return 0;
                }
                let mut sh = self.shared.borrow_mut();
                sh.clock.ns = sh.clock.ns.saturating_add(ns);
                drop(sh);
                self.vdso_refresh(cpu);
                0
            }
            Err(e) => neg(e),
        }
    }

    /// Models `clock_nanosleep(clockid_t which_clock, int flags, const struct
    /// __kernel_timespec *rqtp, struct __kernel_timespec *rmtp)`: a relative sleep as
    /// [`Kernel::sys_nanosleep`]; with `TIMER_ABSTIME`, the clock advances to the
    /// requested time if that is still ahead. Clocks without `nsleep` (raw, coarse, the
    /// thread's CPU time) are -EOPNOTSUPP; the process's CPU clock is -EINVAL.
    ///
    /// # Differs from Linux
    /// Linux sleeps on the process's own CPU clock until other threads advance it
    /// (forever, for one thread); here that is refused with -EINVAL.
    pub(crate) fn sys_clock_nanosleep(
        &mut self,
        cpu: &mut dyn GuestCpu,
        id: u64,
        flags: u64,
        rqtp: u64,
        rmtp: u64,
    ) -> u64 {
        let (id, flags) = (id as i32, flags as i32);
        let now = match self.clock_read(cpu, id) {
            Ok(_) if id == CLOCK_PROCESS_CPUTIME_ID => return neg(EINVAL),
            Ok(_)
                if matches!(
                    id,
                    CLOCK_THREAD_CPUTIME_ID | CLOCK_REALTIME_COARSE | CLOCK_MONOTONIC_COARSE | CLOCK_MONOTONIC_RAW
                ) =>
            {
                return neg(EOPNOTSUPP)
            }
            Ok(ns) => ns,
            Err(e) => return neg(e),
        };
        if flags & TIMER_ABSTIME == 0 {
            return self.sys_nanosleep(cpu, rqtp, rmtp);
        }
        match self.read_timespec(cpu, rqtp) {
            Ok(target) => {
                let ahead = target.saturating_sub(now);
                if self.is_threaded() {
                    let clock = self.clock_sync(cpu);
                    self.sleep_current(cpu, clock.saturating_add(ahead));
                    return 0;
                }
                let mut sh = self.shared.borrow_mut();
                sh.clock.ns = sh.clock.ns.saturating_add(ahead);
                drop(sh);
                self.vdso_refresh(cpu);
                0
            }
            Err(e) => neg(e),
        }
    }
}
