//! Fast user-space mutexes: `futex(2)` with `FUTEX_WAIT`, `FUTEX_WAKE`,
//! `FUTEX_WAIT_BITSET` and `FUTEX_WAKE_BITSET`, private and shared, with timeouts on
//! the virtual clock (`kernel/futex/syscalls.c`, `waitwake.c`, `core.c`).
//!
//! A waiter is a [`FutexQ`] in the process's queue, in the order the waits came (the
//! hash bucket's priority list, every thread of one priority); its thread sleeps
//! ([`ThreadState::Futex`]) until a wake takes it off the queue or its timeout passes.
//!
//! # Differs from Linux
//! - The key of a shared futex is its address in the process, as for a private one:
//!   processes share no memory here (fork copies it), so a shared key could only ever
//!   match waiters of the same mm.
//! - The other commands (`FUTEX_REQUEUE`, `FUTEX_CMP_REQUEUE`, `FUTEX_WAKE_OP`, the PI
//!   and `futex_waitv` family) are -ENOSYS, as for an unknown command.
//! - A waiter is never woken by a signal (no -EINTR), and never spuriously.

use crate::abi::errno::{EAGAIN, EFAULT, EINVAL, ENOSYS, ETIMEDOUT};
use crate::abi::flags::{
    FUTEX_BITSET_MATCH_ANY, FUTEX_CLOCK_REALTIME, FUTEX_PRIVATE_FLAG, FUTEX_WAIT, FUTEX_WAIT_BITSET, FUTEX_WAKE,
    FUTEX_WAKE_BITSET,
};
use crate::cpu::GuestCpu;

use super::thread::{FutexQ, ThreadState};
use super::time::{BOOT_UPTIME_NS, EPOCH_SECS, NSEC_PER_SEC};
use super::{neg, Kernel};

impl Kernel {
    /// Models `futex(u32 *uaddr, int op, u32 val, const struct __kernel_timespec
    /// *utime, u32 *uaddr2, u32 val3)` → `do_futex()`. `FUTEX_WAIT`'s timeout is
    /// relative, `FUTEX_WAIT_BITSET`'s absolute on `CLOCK_MONOTONIC` (or
    /// `CLOCK_REALTIME` with `FUTEX_CLOCK_REALTIME`, which other commands refuse with
    /// -ENOSYS); a bad timespec is -EINVAL, an unreadable one -EFAULT.
    pub(crate) fn sys_futex(
        &mut self,
        cpu: &mut dyn GuestCpu,
        uaddr: u64,
        op: u64,
        val: u64,
        utime: u64,
        val3: u64,
    ) -> u64 {
        let (op, val, val3) = (op as u32, val as u32, val3 as u32);
        let cmd = op & !(FUTEX_PRIVATE_FLAG | FUTEX_CLOCK_REALTIME);
        let private = op & FUTEX_PRIVATE_FLAG != 0;
        let realtime = op & FUTEX_CLOCK_REALTIME != 0;
        if realtime && cmd != FUTEX_WAIT && cmd != FUTEX_WAIT_BITSET {
            return neg(ENOSYS);
        }
        match cmd {
            FUTEX_WAIT | FUTEX_WAIT_BITSET => {
                // futex_init_timeout(): a relative FUTEX_WAIT timeout becomes absolute.
                let deadline = if utime == 0 {
                    None
                } else {
                    let t = match self.read_timespec(cpu, utime) {
                        Ok(t) => t,
                        Err(e) => return neg(e),
                    };
                    let now = self.clock_sync(cpu);
                    Some(if cmd == FUTEX_WAIT {
                        now.saturating_add(t)
                    } else {
                        let base = if realtime { EPOCH_SECS * NSEC_PER_SEC + BOOT_UPTIME_NS } else { BOOT_UPTIME_NS };
                        t.saturating_sub(base)
                    })
                };
                let bitset = if cmd == FUTEX_WAIT { FUTEX_BITSET_MATCH_ANY } else { val3 };
                self.futex_wait(cpu, uaddr, private, val, deadline, bitset)
            }
            FUTEX_WAKE | FUTEX_WAKE_BITSET => {
                let bitset = if cmd == FUTEX_WAKE { FUTEX_BITSET_MATCH_ANY } else { val3 };
                if bitset == 0 {
                    return neg(EINVAL);
                }
                if let Err(e) = self.get_futex_key(uaddr, private) {
                    return neg(e);
                }
                self.futex_wake(uaddr, val as i32, bitset)
            }
            _ => neg(ENOSYS),
        }
    }

    /// Models `get_futex_key()`: the word must be 4-byte aligned (-EINVAL); a shared
    /// key needs the page mapped (-EFAULT, `get_user_pages_fast()` failing).
    fn get_futex_key(&self, uaddr: u64, private: bool) -> Result<(), i64> {
        if !uaddr.is_multiple_of(4) {
            return Err(EINVAL);
        }
        if !private && !self.mm.access_ok(uaddr, 4, |p| p.read) {
            return Err(EFAULT);
        }
        Ok(())
    }

    /// Models `futex_wait()` → `futex_wait_setup()` + `futex_wait_queue()`: -EINVAL for
    /// a zero bitset or a misaligned word, -EFAULT if the word cannot be read,
    /// -EAGAIN (`EWOULDBLOCK`) if it does not hold `val`, -ETIMEDOUT if the deadline
    /// has passed; else the thread is queued and sleeps (the call returns 0 when a wake
    /// takes it, -ETIMEDOUT when its deadline passes first).
    fn futex_wait(
        &mut self,
        cpu: &mut dyn GuestCpu,
        uaddr: u64,
        private: bool,
        val: u32,
        deadline: Option<u64>,
        bitset: u32,
    ) -> u64 {
        if bitset == 0 {
            return neg(EINVAL);
        }
        if let Err(e) = self.get_futex_key(uaddr, private) {
            return neg(e);
        }
        let Some(word) = self.read_user::<4>(cpu, uaddr) else { return neg(EFAULT) };
        if u32::from_le_bytes(word) != val {
            return neg(EAGAIN);
        }
        if deadline.is_some_and(|d| d <= self.clock_sync(cpu)) {
            return neg(ETIMEDOUT);
        }
        self.threads.futex_q.push(FutexQ { tid: self.task.tid, uaddr, bitset });
        self.block_current(cpu, ThreadState::Futex { uaddr, bitset, deadline });
        0
    }

    /// Models `futex_wake()`: wakes waiters on `uaddr` whose bitset meets `bitset`,
    /// oldest first, at most `nr_wake` of them (and at least one, as the kernel's loop
    /// counts); returns how many.
    pub(crate) fn futex_wake(&mut self, uaddr: u64, nr_wake: i32, bitset: u32) -> u64 {
        let mut woken = Vec::new();
        for q in &self.threads.futex_q {
            if q.uaddr != uaddr || q.bitset & bitset == 0 {
                continue;
            }
            woken.push(q.tid);
            if woken.len() as i64 >= i64::from(nr_wake) {
                break;
            }
        }
        self.threads.futex_q.retain(|q| !woken.contains(&q.tid));
        for tid in &woken {
            if let Some(t) = self.threads.others.get_mut(tid) {
                t.state = ThreadState::Running;
            }
        }
        woken.len() as u64
    }
}
