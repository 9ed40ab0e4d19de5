//! Process attributes: `prctl`, resource limits, ids, `sysinfo`, the robust-futex list,
//! `rseq` and CPU affinity (`kernel/sys.c`, `kernel/futex/syscalls.c`, `kernel/rseq.c`,
//! `kernel/sched/syscalls.c`).
//!
//! Every value is fixed, so that runs are deterministic: the credentials are root's
//! (uid, gid and their effective and saved copies 0), the machine has one CPU, 4 GiB of
//! RAM and no swap, and the resource limits are those of a default Linux login
//! ([`default_rlimits`]).
//!
//! # Differs from Linux
//! - The task's name (`PR_GET_NAME`) starts as [`super::task::COMM`], not the
//!   executable's base name; `PR_SET_NAME` changes it (and the kernel's messages).
//! - Resource limits are recorded and reported, not enforced (the stack is mapped at
//!   8 MiB whatever `RLIMIT_STACK` says).
//! - `setpgid` and `getsid`/`getpgid` of another process only know the caller and its
//!   children; other pids are -ESRCH.
//! - An `rseq` area is written at registration only: with one CPU and no preemption the
//!   CPU never changes, and a critical section is never aborted.

use crate::abi::errno::{EBUSY, EFAULT, EINVAL, EPERM, ESRCH};
use crate::cpu::GuestCpu;

use super::{neg, Kernel};

/// `TASK_COMM_LEN`.
pub const TASK_COMM_LEN: usize = 16;
/// `RLIM_NLIMITS`.
pub const RLIM_NLIMITS: usize = 16;
/// `RLIM_INFINITY` (`~0UL`).
pub const RLIM_INFINITY: u64 = u64::MAX;
/// `sysctl_nr_open`: the most `RLIMIT_NOFILE` may be raised to.
pub const NR_OPEN: u64 = 1 << 20;
/// The session of the first process: not its own (it was started by another process,
/// which made it the leader of its own process group, as `probesim run --real` does).
pub const FIRST_SID: u32 = 1;
/// RAM the machine reports (`sysinfo`).
pub const TOTAL_RAM: u64 = 4 << 30;
/// Free RAM the machine reports.
pub const FREE_RAM: u64 = 3 << 30;
/// `cpumask_size()`: `NR_CPUS` (256) bits.
pub const CPUMASK_SIZE: u64 = 256 / 8;

// prctl options (`include/uapi/linux/prctl.h`).
const PR_SET_PDEATHSIG: i32 = 1;
const PR_GET_PDEATHSIG: i32 = 2;
const PR_GET_DUMPABLE: i32 = 3;
const PR_SET_DUMPABLE: i32 = 4;
const PR_SET_NAME: i32 = 15;
const PR_GET_NAME: i32 = 16;
const PR_SET_NO_NEW_PRIVS: i32 = 38;
const PR_GET_NO_NEW_PRIVS: i32 = 39;
const PR_GET_TID_ADDRESS: i32 = 40;
const PR_SET_VMA: i32 = 0x53564d41;
/// `_NSIG`.
const NSIG: u64 = 64;

// rseq (`include/uapi/linux/rseq.h`, `kernel/rseq.c`).
/// `ORIG_RSEQ_SIZE`: the size of the original `struct rseq`.
const ORIG_RSEQ_SIZE: u32 = 32;
/// `__alignof__(struct rseq)`.
const RSEQ_ALIGN: u64 = 32;
const RSEQ_FLAG_UNREGISTER: i32 = 1;
/// `RSEQ_CPU_ID_UNINITIALIZED`.
const RSEQ_CPU_ID_UNINITIALIZED: u32 = u32::MAX;

/// `sizeof(struct robust_list_head)`.
const ROBUST_LIST_HEAD_SIZE: u64 = 24;

/// A registered rseq area: `current->rseq`, `rseq_len`, `rseq_sig`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rseq {
    /// The area.
    pub addr: u64,
    /// Its registered length.
    pub len: u32,
    /// The abort signature.
    pub sig: u32,
}

/// The process attributes this file keeps (parts of `task_struct` and `signal_struct`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SysState {
    /// Process group id.
    pub pgid: u32,
    /// Session id.
    pub sid: u32,
    /// `signal->rlim`: (soft, hard) per resource.
    pub rlim: [(u64, u64); RLIM_NLIMITS],
    /// `robust_list` head and length.
    pub robust_list: (u64, u64),
    /// The registered rseq area.
    pub rseq: Option<Rseq>,
    /// `pdeath_signal`.
    pub pdeath_signal: u64,
    /// `mm->dumpable`'s user-visible value.
    pub dumpable: u64,
    /// `no_new_privs`.
    pub no_new_privs: bool,
    /// The instruction count up to which this process's time is in the system clock
    /// (see `time.rs`).
    pub clock_insns: u64,
    /// The arguments the process was exec'd with, each NUL-terminated
    /// (`/proc/PID/cmdline`).
    pub cmdline: Vec<u8>,
    /// Its environment, likewise (`/proc/PID/environ`).
    pub environ: Vec<u8>,
    /// Its auxiliary vector as exec wrote it (`/proc/PID/auxv`).
    pub auxv: Vec<u8>,
    /// The program it runs, as its path in the view (`/proc/PID/exe`), once it exec'd
    /// one or started a dynamic one; empty: the view's own answer.
    pub exe_path: String,
}

/// The default limits of a Linux login (`INIT_RLIMITS` with a login's usual stack,
/// core, nofile and memlock settings), by resource number.
pub fn default_rlimits() -> [(u64, u64); RLIM_NLIMITS] {
    const INF: (u64, u64) = (RLIM_INFINITY, RLIM_INFINITY);
    [
        INF,                      // RLIMIT_CPU
        INF,                      // RLIMIT_FSIZE
        INF,                      // RLIMIT_DATA
        (8 << 20, RLIM_INFINITY), // RLIMIT_STACK
        (0, RLIM_INFINITY),       // RLIMIT_CORE
        INF,                      // RLIMIT_RSS
        (15_515, 15_515),         // RLIMIT_NPROC
        (1024, 4096),             // RLIMIT_NOFILE
        (8 << 20, 8 << 20),       // RLIMIT_MEMLOCK
        INF,                      // RLIMIT_AS
        INF,                      // RLIMIT_LOCKS
        (15_515, 15_515),         // RLIMIT_SIGPENDING
        (819_200, 819_200),       // RLIMIT_MSGQUEUE
        (0, 0),                   // RLIMIT_NICE
        (0, 0),                   // RLIMIT_RTPRIO
        INF,                      // RLIMIT_RTTIME
    ]
}

impl SysState {
    /// The first process's attributes: the leader of process group `pid` in another
    /// session.
    pub fn new(pid: u32) -> SysState {
        SysState {
            pgid: pid,
            sid: FIRST_SID,
            rlim: default_rlimits(),
            robust_list: (0, 0),
            rseq: None,
            pdeath_signal: 0,
            dumpable: 1,
            no_new_privs: false,
            clock_insns: 0,
            cmdline: Vec::new(),
            environ: Vec::new(),
            auxv: Vec::new(),
            exe_path: String::new(),
        }
    }

    /// A forked child's copy (`copy_process()`): everything inherited but the robust
    /// list (`p->robust_list = NULL`) and the parent-death signal; the rseq registration
    /// stays (`rseq_fork()` without `CLONE_VM`); the child's clock starts at its own
    /// first instruction.
    pub fn fork_copy(&self) -> SysState {
        SysState { robust_list: (0, 0), pdeath_signal: 0, clock_insns: 0, ..self.clone() }
    }
}

impl Kernel {
    /// `pid` as the caller names itself: 0 or its own pid.
    fn is_self(&self, pid: i32) -> bool {
        pid == 0 || i64::from(pid) == i64::from(self.pid)
    }

    /// The process group and session of `pid` (0: the caller): the caller, or one of its
    /// children, which kept what they had when they were forked from it.
    fn pgid_sid_of(&self, pid: i32) -> Option<(u32, u32)> {
        if self.is_self(pid) {
            return Some((self.sys.pgid, self.sys.sid));
        }
        let sh = self.shared.borrow();
        let e = sh.procs.get(&u32::try_from(pid).ok()?)?;
        (e.ppid == self.pid && !e.reaped).then_some((self.sys.pgid, self.sys.sid))
    }

    /// Models `getpgid(pid_t pid)`.
    pub(crate) fn sys_getpgid(&mut self, pid: u64) -> u64 {
        self.pgid_sid_of(pid as i32).map_or(neg(ESRCH), |(g, _)| u64::from(g))
    }

    /// Models `getpgrp()`: `getpgid(0)`.
    pub(crate) fn sys_getpgrp(&mut self) -> u64 {
        u64::from(self.sys.pgid)
    }

    /// Models `getsid(pid_t pid)`.
    pub(crate) fn sys_getsid(&mut self, pid: u64) -> u64 {
        self.pgid_sid_of(pid as i32).map_or(neg(ESRCH), |(_, s)| u64::from(s))
    }

    /// Models `setpgid(pid_t pid, pid_t pgid)` for the caller itself: `pgid` 0 means its
    /// own pid; a session leader cannot move (-EPERM), and the group must be the
    /// caller's own pid or its current group (no other group exists in its session).
    pub(crate) fn sys_setpgid(&mut self, pid: u64, pgid: u64) -> u64 {
        let (pid, pgid) = (pid as i32, pgid as i32);
        if pgid < 0 {
            return neg(EINVAL);
        }
        if !self.is_self(pid) {
            return neg(ESRCH);
        }
        let pgid = if pgid == 0 { self.pid } else { pgid as u32 };
        if self.sys.sid == self.pid {
            return neg(EPERM);
        }
        if pgid != self.pid && pgid != self.sys.pgid {
            return neg(EPERM);
        }
        self.sys.pgid = pgid;
        0
    }

    /// Models `setsid()`: -EPERM for a process group leader, else a new session and
    /// group, both the caller's pid.
    pub(crate) fn sys_setsid(&mut self) -> u64 {
        if self.sys.pgid == self.pid {
            return neg(EPERM);
        }
        self.sys.pgid = self.pid;
        self.sys.sid = self.pid;
        u64::from(self.pid)
    }

    /// Models `getresuid(uid_t *ruid, uid_t *euid, uid_t *suid)` and `getresgid()`:
    /// three 32-bit zeros (root).
    pub(crate) fn sys_getres_ids(&mut self, cpu: &mut dyn GuestCpu, a: u64, b: u64, c: u64) -> u64 {
        for p in [a, b, c] {
            if !self.copy_to_user(cpu, p, &0u32.to_le_bytes()) {
                return neg(EFAULT);
            }
        }
        0
    }

    /// Models `do_prlimit()`: reads and optionally replaces limit `resource` of the
    /// caller. Raising a hard limit is allowed (root has `CAP_SYS_RESOURCE`), but not
    /// `RLIMIT_NOFILE` beyond `sysctl_nr_open` (-EPERM).
    fn do_prlimit(&mut self, resource: u32, new: Option<(u64, u64)>) -> Result<(u64, u64), i64> {
        let Some(&old) = self.sys.rlim.get(resource as usize) else { return Err(EINVAL) };
        if let Some((cur, max)) = new {
            if cur > max {
                return Err(EINVAL);
            }
            if resource == 7 && max > NR_OPEN {
                return Err(EPERM);
            }
            self.sys.rlim[resource as usize] = (cur, max);
        }
        Ok(old)
    }

    /// Reads a `struct rlimit` (two 64-bit words).
    fn read_rlimit(&self, cpu: &dyn GuestCpu, at: u64) -> Result<(u64, u64), i64> {
        let b: [u8; 16] = self.read_user(cpu, at).ok_or(EFAULT)?;
        let w = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().unwrap_or_default());
        Ok((w(0), w(8)))
    }

    /// Writes a `struct rlimit`.
    fn write_rlimit(&self, cpu: &mut dyn GuestCpu, at: u64, (cur, max): (u64, u64)) -> bool {
        let mut b = [0u8; 16];
        b[..8].copy_from_slice(&cur.to_le_bytes());
        b[8..].copy_from_slice(&max.to_le_bytes());
        self.copy_to_user(cpu, at, &b)
    }

    /// Models `getrlimit(unsigned int resource, struct rlimit *rlim)`.
    pub(crate) fn sys_getrlimit(&mut self, cpu: &mut dyn GuestCpu, resource: u64, rlim: u64) -> u64 {
        match self.do_prlimit(resource as u32, None) {
            Ok(old) if self.write_rlimit(cpu, rlim, old) => 0,
            Ok(_) => neg(EFAULT),
            Err(e) => neg(e),
        }
    }

    /// Models `setrlimit(unsigned int resource, struct rlimit *rlim)`.
    pub(crate) fn sys_setrlimit(&mut self, cpu: &mut dyn GuestCpu, resource: u64, rlim: u64) -> u64 {
        match self.read_rlimit(cpu, rlim).and_then(|new| self.do_prlimit(resource as u32, Some(new))) {
            Ok(_) => 0,
            Err(e) => neg(e),
        }
    }

    /// Models `prlimit64(pid_t pid, unsigned int resource, const struct rlimit64
    /// *new_rlim, struct rlimit64 *old_rlim)`: the caller only (pid 0 or its own); either
    /// pointer may be NULL. The new limit is read before anything changes.
    pub(crate) fn sys_prlimit64(&mut self, cpu: &mut dyn GuestCpu, pid: u64, resource: u64, new: u64, old: u64) -> u64 {
        let new = if new == 0 {
            None
        } else {
            match self.read_rlimit(cpu, new) {
                Ok(n) => Some(n),
                Err(e) => return neg(e),
            }
        };
        if !self.is_self(pid as i32) {
            return neg(ESRCH);
        }
        match self.do_prlimit(resource as u32, new) {
            Ok(prev) if old == 0 || self.write_rlimit(cpu, old, prev) => 0,
            Ok(_) => neg(EFAULT),
            Err(e) => neg(e),
        }
    }

    /// Models `set_robust_list(struct robust_list_head *head, size_t len)`: recorded
    /// (never walked: one task, and no futex wake-ups at exit).
    pub(crate) fn sys_set_robust_list(&mut self, head: u64, len: u64) -> u64 {
        if len != ROBUST_LIST_HEAD_SIZE {
            return neg(EINVAL);
        }
        self.sys.robust_list = (head, len);
        0
    }

    /// Models `get_robust_list(int pid, struct robust_list_head **head_ptr, size_t
    /// *len_ptr)` for the caller.
    pub(crate) fn sys_get_robust_list(&mut self, cpu: &mut dyn GuestCpu, pid: u64, head_ptr: u64, len_ptr: u64) -> u64 {
        if !self.is_self(pid as i32) {
            return neg(ESRCH);
        }
        let (head, len) = self.sys.robust_list;
        let len = if head == 0 { ROBUST_LIST_HEAD_SIZE } else { len };
        if !self.copy_to_user(cpu, len_ptr, &len.to_le_bytes())
            || !self.copy_to_user(cpu, head_ptr, &head.to_le_bytes())
        {
            return neg(EFAULT);
        }
        0
    }

    /// Models `sys_rseq(struct rseq *rseq, u32 rseq_len, int flags, u32 sig)` (6.3+
    /// checks): unregistering needs the same area, length and signature; a second
    /// registration of the same area is -EBUSY (another area or length -EINVAL, another
    /// signature -EPERM); a new area is the original 32 bytes aligned on 32, or at
    /// least the supported fields (28 bytes, so 32 too) aligned on 32. On registration the kernel
    /// updates the area on the way back to user space (`rseq_handle_notify_resume()`):
    /// `cpu_id_start` and `cpu_id` 0 (the one CPU), `node_id` and `mm_cid` 0; a fault
    /// there is SIGSEGV. Unregistering resets `cpu_id` to `RSEQ_CPU_ID_UNINITIALIZED`.
    ///
    /// glibc 2.35 and later register an area of `__rseq_size` (at least 32) with
    /// signature `0x53053053` at startup and read `cpu_id` for `sched_getcpu`; since
    /// the call succeeds as on a real kernel, glibc's `__rseq_size` and `__rseq_offset`
    /// are those of a real run.
    pub(crate) fn sys_rseq(&mut self, cpu: &mut dyn GuestCpu, addr: u64, len: u64, flags: u64, sig: u64) -> u64 {
        let (len, flags, sig) = (len as u32, flags as i32, sig as u32);
        if flags & RSEQ_FLAG_UNREGISTER != 0 {
            if flags & !RSEQ_FLAG_UNREGISTER != 0 {
                return neg(EINVAL);
            }
            let Some(r) = self.sys.rseq else { return neg(EINVAL) };
            if r.addr != addr || r.len != len {
                return neg(EINVAL);
            }
            if r.sig != sig {
                return neg(EPERM);
            }
            if !self.rseq_write_ids(cpu, addr, 0, RSEQ_CPU_ID_UNINITIALIZED) {
                return neg(EFAULT);
            }
            self.sys.rseq = None;
            return 0;
        }
        if flags != 0 {
            return neg(EINVAL);
        }
        if let Some(r) = self.sys.rseq {
            if r.addr != addr || r.len != len {
                return neg(EINVAL);
            }
            if r.sig != sig {
                return neg(EPERM);
            }
            return neg(EBUSY);
        }
        // The original size aligned on itself, or a longer area (at least the supported
        // fields) aligned as `struct rseq`: both 32 here.
        if len < ORIG_RSEQ_SIZE || !addr.is_multiple_of(RSEQ_ALIGN) {
            return neg(EINVAL);
        }
        // access_ok(): the range is in user space (whether it is mapped shows when the
        // area is written, below).
        if addr.checked_add(u64::from(len)).is_none_or(|end| end > crate::abi::mm::TASK_SIZE) {
            return neg(EFAULT);
        }
        self.sys.rseq = Some(Rseq { addr, len, sig });
        if !self.rseq_write_ids(cpu, addr, 0, 0) {
            let rip = cpu.reg(crate::cpu::Reg::Rip);
            self.force_sig(
                cpu,
                crate::abi::Signal::Sigsegv,
                rip,
                crate::trace::SignalCause::Kernel("rseq area not writable on return to user space"),
            );
            return 0;
        }
        0
    }

    /// `rseq_update_cpu_node_id()` / `rseq_reset_rseq_cpu_node_id()`: writes
    /// `cpu_id_start`, `cpu_id`, `node_id` and `mm_cid`.
    fn rseq_write_ids(&self, cpu: &mut dyn GuestCpu, addr: u64, start: u32, id: u32) -> bool {
        self.copy_to_user(cpu, addr, &start.to_le_bytes())
            && self.copy_to_user(cpu, addr + 4, &id.to_le_bytes())
            && self.copy_to_user(cpu, addr + 20, &[0u8; 8])
    }

    /// Models `sysinfo(struct sysinfo *info)` with fixed values: uptime from the
    /// monotonic clock (rounded up, as the kernel does), no load, [`TOTAL_RAM`] and
    /// [`FREE_RAM`], no swap, the live processes, `mem_unit` 1.
    pub(crate) fn sys_sysinfo(&mut self, cpu: &mut dyn GuestCpu, info: u64) -> u64 {
        let up = super::time::BOOT_UPTIME_NS + self.clock_sync(cpu);
        let uptime = up.div_ceil(super::time::NSEC_PER_SEC);
        let procs = {
            let sh = self.shared.borrow();
            sh.procs.values().filter(|e| e.exit.is_none()).count().max(1) as u16
        };
        let mut b = [0u8; 112];
        let mut put = |at: usize, v: &[u8]| b[at..at + v.len()].copy_from_slice(v);
        put(0, &uptime.to_le_bytes());
        put(32, &TOTAL_RAM.to_le_bytes());
        put(40, &FREE_RAM.to_le_bytes());
        put(80, &procs.to_le_bytes());
        put(104, &1u32.to_le_bytes());
        if self.copy_to_user(cpu, info, &b) {
            0
        } else {
            neg(EFAULT)
        }
    }

    /// Models `sched_getaffinity(pid_t pid, unsigned int len, unsigned long
    /// *user_mask_ptr)`: CPU 0 only. `len` must be a multiple of 8 covering `nr_cpu_ids`
    /// (1, so not 0); the call writes and returns `min(len, cpumask_size())`, which is
    /// [`CPUMASK_SIZE`] (`NR_CPUS=256`, the host's configuration).
    pub(crate) fn sys_sched_getaffinity(&mut self, cpu: &mut dyn GuestCpu, pid: u64, len: u64, mask: u64) -> u64 {
        let len = u64::from(len as u32);
        if len == 0 || !len.is_multiple_of(8) {
            return neg(EINVAL);
        }
        if !self.is_self(pid as i32) {
            return neg(ESRCH);
        }
        let n = len.min(CPUMASK_SIZE);
        let mut bits = [0u8; CPUMASK_SIZE as usize];
        bits[0] = 1;
        if !self.copy_to_user(cpu, mask, &bits[..n as usize]) {
            return neg(EFAULT);
        }
        n
    }

    /// Models `prctl(int option, unsigned long arg2, …)` for the options glibc and musl
    /// use: `PR_SET_NAME`/`PR_GET_NAME`, `PR_SET_VMA` (glibc's `glibc.mem.decorate_maps`
    /// names its mappings with it; -EINVAL, as on a kernel built without
    /// `CONFIG_ANON_VMA_NAME` such as the host's), the dumpable flag, the parent-death
    /// signal, `no_new_privs` and `PR_GET_TID_ADDRESS`. Every other option is -EINVAL.
    pub(crate) fn sys_prctl(&mut self, cpu: &mut dyn GuestCpu, option: u64, a: [u64; 4]) -> u64 {
        let [arg2, arg3, arg4, arg5] = a;
        match option as i32 {
            PR_SET_NAME => {
                let mut name = Vec::new();
                while name.len() < TASK_COMM_LEN - 1 {
                    let Some([c]) = self.read_user::<1>(cpu, arg2 + name.len() as u64) else { return neg(EFAULT) };
                    if c == 0 {
                        break;
                    }
                    name.push(c);
                }
                self.task.comm = String::from_utf8_lossy(&name).into();
                0
            }
            PR_GET_NAME => {
                let mut comm = [0u8; TASK_COMM_LEN];
                let n = self.task.comm.len().min(TASK_COMM_LEN - 1);
                comm[..n].copy_from_slice(&self.task.comm.as_bytes()[..n]);
                if self.copy_to_user(cpu, arg2, &comm) {
                    0
                } else {
                    neg(EFAULT)
                }
            }
            PR_GET_DUMPABLE => self.sys.dumpable,
            PR_SET_DUMPABLE if arg2 <= 1 => {
                self.sys.dumpable = arg2;
                0
            }
            PR_SET_PDEATHSIG if arg2 <= NSIG => {
                self.sys.pdeath_signal = arg2;
                0
            }
            PR_GET_PDEATHSIG => {
                let sig = self.sys.pdeath_signal as u32;
                if self.copy_to_user(cpu, arg2, &sig.to_le_bytes()) {
                    0
                } else {
                    neg(EFAULT)
                }
            }
            PR_SET_NO_NEW_PRIVS if arg2 == 1 && arg3 == 0 && arg4 == 0 && arg5 == 0 => {
                self.sys.no_new_privs = true;
                0
            }
            PR_GET_NO_NEW_PRIVS if arg2 == 0 && arg3 == 0 && arg4 == 0 && arg5 == 0 => u64::from(self.sys.no_new_privs),
            PR_GET_TID_ADDRESS => {
                let tid = self.task.clear_child_tid;
                if self.copy_to_user(cpu, arg2, &tid.to_le_bytes()) {
                    0
                } else {
                    neg(EFAULT)
                }
            }
            // `prctl_set_vma()` without `CONFIG_ANON_VMA_NAME` (the host's 6.18 config):
            // -EINVAL, which glibc's `glibc.mem.decorate_maps` ignores.
            PR_SET_VMA => neg(EINVAL),
            _ => neg(EINVAL),
        }
    }
}
