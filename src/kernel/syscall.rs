//! The system call table: one `sys_*` function per call, dispatched by number from
//! [`crate::abi::syscall`] (the layout of Miri's Linux syscall shims). Calls not in the
//! table return `-ENOSYS` and are counted in [`super::Shared::unknown_syscalls`].
//!
//! Calls live in the file of the subsystem they belong to: memory calls in [`super::mm`],
//! process creation in [`super::fork`], exit and wait in [`super::exit`], clocks in
//! [`super::time`], process attributes in [`super::sys`], the uprobe calls in
//! [`super::arch::x86`]. The simple ones are here.
//!
//! An argument the kernel declares `int` or `unsigned int` is cut to 32 bits before it
//! is looked at, as the kernel's `SYSCALL_DEFINE` wrappers do (a C caller may leave the
//! upper half of the register undefined: `-1` arrives as `0xffffffff`).
//!
//! The file calls are in [`super::fs`].
//!
//! # Differs from Linux
//! - `uname` reports a fixed `6.18.0-probesim` whatever the preset.
//! - The `get*id` family answers root (see [`super::sys`]).

use crate::abi::errno::{EFAULT, EINVAL, ENOSYS};
use crate::abi::flags::{ARCH_GET_FS, ARCH_GET_GS, ARCH_SET_FS, ARCH_SET_GS};
use crate::abi::fs::{AT_FDCWD, AT_REMOVEDIR, AT_SYMLINK_NOFOLLOW};
use crate::abi::syscall::*;
use crate::cpu::{EntryCpu, GuestCpu, Reg};
use crate::trace::{EventKind, TraceEvent};

use super::preset::OptDesign;
use super::{neg, Kernel};

/// A system call's six arguments, in the x86-64 calling convention's order.
#[derive(Clone, Copy, Debug)]
pub struct Args(pub [u64; 6]);

/// Models which entries of the kernel's `sys_call_table` (x86-64) are not
/// `sys_ni_syscall`.
///
/// The x86-64 calls the system call table (`do_syscall`) models, ascending: every other
/// number returns `-ENOSYS` and is counted in [`super::Shared::unknown_syscalls`]. The
/// one source for `probesim syscalls` and docs/syscalls.md's list of unmodelled calls (a unit
/// test runs every number through the table and checks that exactly these are not
/// counted). probesim's own control point ([`SYS_PROBESIM_CONTROL`]) is not a Linux
/// number and is not listed.
///
/// # Differs from Linux
/// `uretprobe` and `uprobe` are modelled where the preset has them (6.11+ and 6.18+);
/// under an older preset they are `sys_ni_syscall`, as on that kernel.
pub const MODELLED: &[u64] = &[
    SYS_READ,
    SYS_WRITE,
    SYS_OPEN,
    SYS_CLOSE,
    SYS_STAT,
    SYS_FSTAT,
    SYS_LSTAT,
    SYS_POLL,
    SYS_LSEEK,
    SYS_MMAP,
    SYS_MPROTECT,
    SYS_MUNMAP,
    SYS_BRK,
    SYS_RT_SIGACTION,
    SYS_RT_SIGPROCMASK,
    SYS_RT_SIGRETURN,
    SYS_IOCTL,
    SYS_PREAD64,
    SYS_PWRITE64,
    SYS_READV,
    SYS_WRITEV,
    SYS_ACCESS,
    SYS_PIPE,
    SYS_SELECT,
    SYS_SCHED_YIELD,
    SYS_MREMAP,
    SYS_MADVISE,
    SYS_DUP,
    SYS_DUP2,
    SYS_NANOSLEEP,
    SYS_GETPID,
    SYS_SOCKET,
    SYS_CONNECT,
    SYS_GETSOCKNAME,
    SYS_GETPEERNAME,
    SYS_CLONE,
    SYS_FORK,
    SYS_VFORK,
    SYS_EXECVE,
    SYS_EXIT,
    SYS_WAIT4,
    SYS_KILL,
    SYS_UNAME,
    SYS_FCNTL,
    SYS_GETCWD,
    SYS_CHDIR,
    SYS_FCHDIR,
    SYS_MKDIR,
    SYS_RMDIR,
    SYS_UNLINK,
    SYS_READLINK,
    SYS_UMASK,
    SYS_GETTIMEOFDAY,
    SYS_GETRLIMIT,
    SYS_SYSINFO,
    SYS_GETUID,
    SYS_GETGID,
    SYS_GETEUID,
    SYS_GETEGID,
    SYS_SETPGID,
    SYS_GETPPID,
    SYS_GETPGRP,
    SYS_SETSID,
    SYS_GETRESUID,
    SYS_GETRESGID,
    SYS_GETPGID,
    SYS_GETSID,
    SYS_RT_SIGPENDING,
    SYS_RT_SIGSUSPEND,
    SYS_SIGALTSTACK,
    SYS_STATFS,
    SYS_FSTATFS,
    SYS_PRCTL,
    SYS_ARCH_PRCTL,
    SYS_SETRLIMIT,
    SYS_GETTID,
    SYS_TKILL,
    SYS_TIME,
    SYS_FUTEX,
    SYS_SCHED_GETAFFINITY,
    SYS_GETDENTS64,
    SYS_SET_TID_ADDRESS,
    SYS_FADVISE64,
    SYS_CLOCK_GETTIME,
    SYS_CLOCK_GETRES,
    SYS_CLOCK_NANOSLEEP,
    SYS_EXIT_GROUP,
    SYS_TGKILL,
    SYS_OPENAT,
    SYS_MKDIRAT,
    SYS_NEWFSTATAT,
    SYS_UNLINKAT,
    SYS_READLINKAT,
    SYS_FACCESSAT,
    SYS_PSELECT6,
    SYS_PPOLL,
    SYS_SET_ROBUST_LIST,
    SYS_GET_ROBUST_LIST,
    SYS_DUP3,
    SYS_PIPE2,
    SYS_PRLIMIT64,
    SYS_GETRANDOM,
    SYS_EXECVEAT,
    SYS_STATX,
    SYS_RSEQ,
    SYS_URETPROBE,
    SYS_UPROBE,
    SYS_CLONE3,
    SYS_FACCESSAT2,
];

/// Whether [`MODELLED`] lists `nr`: the table's entry for `nr` is not `sys_ni_syscall`.
pub fn is_modelled(nr: u64) -> bool {
    MODELLED.binary_search(&nr).is_ok()
}

/// Whether `nr` is one of the uprobe calls ([`Kernel::probe_syscall`]).
#[inline(always)]
fn is_probe_syscall(nr: u64) -> bool {
    nr == SYS_URETPROBE || nr == SYS_UPROBE
}

impl Kernel {
    /// The `syscall` instruction's entry (`entry_SYSCALL_64` → `do_syscall_64()`): rip
    /// is after the instruction, rcx and r11 as SYSCALL set them. Runs the call, puts
    /// its return value in rax and records the event.
    ///
    /// The number is the low 32 bits of rax: `do_syscall_64()` takes it as an `int` and
    /// `do_syscall_x64()` indexes the table with it as `unsigned int` (since 5.x), so
    /// `rax = 0x1_0000_0027` is `getpid` and `0xffff_ffff` (-1) is -ENOSYS.
    #[inline(always)]
    pub(crate) fn entry_syscall<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C) {
        let nr = cpu.reg(Reg::Rax) & 0xffff_ffff;
        let at = cpu.reg(Reg::Rip).wrapping_sub(2);
        self.sig.in_syscall = true;
        let ret = if is_probe_syscall(nr) {
            // The hot probe paths take no arguments: none is read.
            self.probe_syscall(cpu.as_dyn(), nr, at)
        } else {
            let args = Args(cpu.syscall_args());
            self.do_syscall(cpu.as_dyn(), nr, at, args)
        };
        self.sig.in_syscall = false;
        self.syscall_return(cpu, nr, at, ret);
    }

    /// The rest of [`Kernel::entry_syscall`] once the call `nr` at `at` returned `ret`
    /// (the simulator's trampoline fast paths enter the call itself directly): the
    /// return value, the event, `syscall_exit_to_user_mode()`.
    #[inline(always)]
    pub(crate) fn syscall_return<C: EntryCpu + ?Sized>(&mut self, cpu: &mut C, nr: u64, at: u64, ret: Option<u64>) {
        if self.fs.blocked.is_some() {
            return; // asleep in the call: it finishes (and is recorded) when retried
        }
        if let Some(ret) = ret {
            cpu.set_reg(Reg::Rax, ret);
        }
        self.syscall_exit(cpu.as_dyn(), nr, at, ret);
    }

    /// [`Kernel::entry_syscall`] after the call: the event, the way back to user mode
    /// (`syscall_exit_to_user_mode()`) and a stop asked for at this call.
    #[inline(always)]
    fn syscall_exit(&mut self, cpu: &mut dyn GuestCpu, nr: u64, at: u64, ret: Option<u64>) {
        if self.trace.recording() {
            self.event(cpu, at, EventKind::Syscall, || TraceEvent::Syscall { nr, ret });
        } else {
            self.trace.tally(EventKind::Syscall); // no event kept: no instruction count read
        }
        if self.trace.logs_syscalls() && !is_probe_syscall(nr) {
            self.log_syscall(cpu, nr, ret);
        }
        if self.pending_fork.is_none()
            && self.pending_exec.is_none()
            && self.threads.state != super::thread::ThreadState::Dead
        {
            self.syscall_exit_to_user_mode(cpu, nr);
        }
        if self.stop_when == super::StopWhen::Syscall(nr) && self.exit.is_none() {
            self.stop_for(cpu, super::KernelStop::Syscall(nr));
        }
    }

    /// Logs the call `nr` that returned `ret` ([`crate::trace::SyscallLog`]). The argument
    /// registers still hold what the call was given. An `execve` that passed its checks
    /// returns 0, as it does on Linux once the new image is in place.
    #[cold]
    fn log_syscall(&mut self, cpu: &mut dyn GuestCpu, nr: u64, ret: Option<u64>) {
        let ret = match ret {
            None if self.pending_exec.is_some() => Some(0),
            r => r,
        };
        let record = crate::trace::SyscallRecord::call(self.task.tid, nr, cpu.syscall_args(), ret);
        self.trace.log_syscall(record);
    }

    /// Whether [`Kernel::syscall_return`] of `nr` would do no more than set rax and
    /// count the call: the task goes on, no trace records, no stop waits for `nr`, the
    /// call did not sleep, and the exit to user mode delivers no signal (this takes the
    /// signals other processes posted, as that exit would). The simulator's trampoline
    /// fast paths then skip it, and the sysret's registers, which the trampoline's pops
    /// overwrite.
    pub(crate) fn syscall_return_is_plain(&mut self, nr: u64) -> bool {
        self.exit.is_none()
            && self.fs.blocked.is_none()
            && !self.trace.recording()
            && self.stop_when != super::StopWhen::Syscall(nr)
            && self.pending_fork.is_none()
            && self.pending_exec.is_none()
            && self.threads.state != super::thread::ThreadState::Dead
            && !self.exit_to_user_mode_work()
    }

    /// The table. `at` is the `syscall` instruction. `None`: no return value (the task
    /// ended, or the machine finishes the call, as for fork). Inlined into the entry:
    /// a call of its own cost 30 host instructions a syscall (its frame, the arguments).
    #[inline(always)]
    fn do_syscall(&mut self, cpu: &mut dyn GuestCpu, nr: u64, at: u64, args: Args) -> Option<u64> {
        let Args([a0, a1, a2, a3, a4, a5]) = args;
        Some(match nr {
            SYS_URETPROBE | SYS_UPROBE => return self.probe_syscall(cpu, nr, at),
            SYS_READ => self.sys_read(cpu, a0, a1, a2),
            SYS_WRITE => self.sys_write(cpu, a0, a1, a2),
            SYS_OPEN => self.sys_open(cpu, a0, a1, a2),
            SYS_OPENAT => self.sys_openat(cpu, a0, a1, a2, a3),
            SYS_CLOSE => self.sys_close(a0),
            SYS_STAT => self.sys_newfstatat(cpu, AT_FDCWD as u64, a0, a1, 0),
            SYS_LSTAT => self.sys_newfstatat(cpu, AT_FDCWD as u64, a0, a1, u64::from(AT_SYMLINK_NOFOLLOW)),
            SYS_FSTAT => self.sys_fstat(cpu, a0, a1),
            SYS_NEWFSTATAT => self.sys_newfstatat(cpu, a0, a1, a2, a3),
            SYS_STATX => self.sys_statx(cpu, a0, a1, a2, a3, a4),
            SYS_LSEEK => self.sys_lseek(a0, a1, a2),
            SYS_PREAD64 => self.sys_pread64(cpu, a0, a1, a2, a3),
            SYS_PWRITE64 => self.sys_pwrite64(cpu, a0, a1, a2, a3),
            SYS_READV => self.sys_readv(cpu, a0, a1, a2),
            SYS_WRITEV => self.sys_writev(cpu, a0, a1, a2),
            SYS_IOCTL => self.sys_ioctl(cpu, a0, a1, a2),
            SYS_FCNTL => self.sys_fcntl(a0, a1, a2),
            SYS_DUP => self.sys_dup(a0),
            SYS_DUP2 => self.sys_dup2(a0, a1),
            SYS_DUP3 => self.sys_dup3(a0, a1, a2),
            SYS_PIPE => self.sys_pipe2(cpu, a0, 0),
            SYS_PIPE2 => self.sys_pipe2(cpu, a0, a1),
            SYS_GETCWD => self.sys_getcwd(cpu, a0, a1),
            SYS_READLINK => self.sys_readlinkat(cpu, AT_FDCWD as u64, a0, a1, a2),
            SYS_READLINKAT => self.sys_readlinkat(cpu, a0, a1, a2, a3),
            SYS_ACCESS => self.sys_faccessat2(cpu, AT_FDCWD as u64, a0, a1, 0),
            SYS_FACCESSAT => self.sys_faccessat2(cpu, a0, a1, a2, 0),
            SYS_FACCESSAT2 => self.sys_faccessat2(cpu, a0, a1, a2, a3),
            SYS_GETDENTS64 => self.sys_getdents64(cpu, a0, a1, a2),
            SYS_UNLINK => self.sys_unlinkat(cpu, AT_FDCWD as u64, a0, 0),
            SYS_RMDIR => self.sys_unlinkat(cpu, AT_FDCWD as u64, a0, u64::from(AT_REMOVEDIR)),
            SYS_UNLINKAT => self.sys_unlinkat(cpu, a0, a1, a2),
            SYS_MKDIR => self.sys_mkdirat(cpu, AT_FDCWD as u64, a0, a1),
            SYS_MKDIRAT => self.sys_mkdirat(cpu, a0, a1, a2),
            SYS_CHDIR => self.sys_chdir(cpu, a0),
            SYS_FCHDIR => self.sys_fchdir(a0),
            SYS_UMASK => self.sys_umask(a0),
            SYS_POLL => self.sys_poll(cpu, a0, a1, a2),
            SYS_PPOLL => self.sys_ppoll(cpu, a0, a1, a2),
            SYS_SELECT => self.sys_select(cpu, a0, [a1, a2, a3], a4),
            SYS_PSELECT6 => self.sys_pselect6(cpu, a0, [a1, a2, a3], a4),
            SYS_MMAP => self.sys_mmap(cpu, a0, a1, a2, a3, a4, a5),
            SYS_MPROTECT => self.sys_mprotect(cpu, a0, a1, a2),
            SYS_MUNMAP => self.sys_munmap(cpu, a0, a1),
            SYS_BRK => self.sys_brk(cpu, a0),
            SYS_MREMAP => self.sys_mremap(cpu, a0, a1, a2, a3, a4),
            SYS_MADVISE => self.sys_madvise(cpu, a0, a1, a2),
            SYS_SCHED_YIELD => self.sys_sched_yield(cpu),
            SYS_GETPID => u64::from(self.pid),
            SYS_GETPGID => self.sys_getpgid(a0),
            SYS_GETPGRP => self.sys_getpgrp(),
            SYS_GETSID => self.sys_getsid(a0),
            SYS_SETPGID => self.sys_setpgid(a0, a1),
            SYS_SETSID => self.sys_setsid(),
            SYS_GETTID => u64::from(self.task.tid),
            SYS_GETPPID => u64::from(if self.ppid == 0 { 1 } else { self.ppid }),
            SYS_GETUID | SYS_GETEUID | SYS_GETGID | SYS_GETEGID => 0,
            SYS_GETRESUID | SYS_GETRESGID => self.sys_getres_ids(cpu, a0, a1, a2),
            // clone's flags are read as `lower_32_bits(clone_flags)`.
            SYS_CLONE => self.sys_clone(cpu, u64::from(a0 as u32), a1, a2, a3, a4)?,
            SYS_CLONE3 => self.sys_clone3(cpu, a0, a1)?,
            SYS_FORK => self.sys_fork(cpu)?,
            SYS_VFORK => self.sys_vfork(cpu)?,
            SYS_EXECVE => self.sys_execve(cpu, a0, a1, a2)?,
            SYS_EXECVEAT => self.sys_execveat(cpu, a0, a1, a2, a3, a4)?,
            SYS_WAIT4 => self.sys_wait4(cpu, a0, a1, a2, a3),
            SYS_EXIT => return self.sys_exit(cpu, a0),
            SYS_EXIT_GROUP => return self.sys_exit_group(cpu, a0),
            SYS_UNAME => self.sys_uname(cpu, a0),
            SYS_ARCH_PRCTL => self.sys_arch_prctl(cpu, a0, a1),
            SYS_SET_TID_ADDRESS => self.sys_set_tid_address(a0),
            SYS_GETRANDOM => self.sys_getrandom(cpu, a0, a1, a2),
            SYS_GETSOCKNAME | SYS_GETPEERNAME => self.sys_getpeername(a0),
            SYS_SOCKET => self.sys_socket(a0, a1),
            SYS_CONNECT => self.sys_connect(cpu, a0, a1, a2),
            SYS_STATFS => self.sys_statfs(cpu, a0, a1),
            SYS_FSTATFS => self.sys_fstatfs(cpu, a0, a1),
            SYS_FADVISE64 => self.sys_fadvise64(a0, a3),
            SYS_PRCTL => self.sys_prctl(cpu, a0, [a1, a2, a3, a4]),
            SYS_GETRLIMIT => self.sys_getrlimit(cpu, a0, a1),
            SYS_SETRLIMIT => self.sys_setrlimit(cpu, a0, a1),
            SYS_PRLIMIT64 => self.sys_prlimit64(cpu, a0, a1, a2, a3),
            SYS_SET_ROBUST_LIST => self.sys_set_robust_list(a0, a1),
            SYS_GET_ROBUST_LIST => self.sys_get_robust_list(cpu, a0, a1, a2),
            SYS_RSEQ => self.sys_rseq(cpu, a0, a1, a2, a3),
            SYS_SYSINFO => self.sys_sysinfo(cpu, a0),
            SYS_SCHED_GETAFFINITY => self.sys_sched_getaffinity(cpu, a0, a1, a2),
            SYS_CLOCK_GETTIME => self.sys_clock_gettime(cpu, a0, a1),
            SYS_CLOCK_GETRES => self.sys_clock_getres(cpu, a0, a1),
            SYS_CLOCK_NANOSLEEP => self.sys_clock_nanosleep(cpu, a0, a1, a2, a3),
            SYS_GETTIMEOFDAY => self.sys_gettimeofday(cpu, a0, a1),
            SYS_TIME => self.sys_time(cpu, a0),
            SYS_FUTEX => self.sys_futex(cpu, a0, a1, a2, a3, a5),
            SYS_NANOSLEEP => self.sys_nanosleep(cpu, a0, a1),
            SYS_PROBESIM_CONTROL => self.sys_control_point(cpu, a0),
            SYS_RT_SIGACTION => self.sys_rt_sigaction(cpu, a0, a1, a2, a3),
            SYS_RT_SIGPROCMASK => self.sys_rt_sigprocmask(cpu, a0, a1, a2, a3),
            SYS_RT_SIGRETURN => self.sys_rt_sigreturn(cpu),
            SYS_RT_SIGPENDING => self.sys_rt_sigpending(cpu, a0, a1),
            SYS_SIGALTSTACK => self.sys_sigaltstack(cpu, a0, a1),
            SYS_RT_SIGSUSPEND => self.sys_rt_sigsuspend(cpu, a0, a1),
            SYS_KILL => self.sys_kill(cpu, a0, a1),
            SYS_TKILL => self.sys_tgkill(cpu, None, a0, a1),
            SYS_TGKILL => self.sys_tgkill(cpu, Some(a0), a1, a2),
            _ => self.sys_ni_syscall(nr),
        })
    }

    /// The uprobe calls (`uretprobe`, `uprobe`), which take no arguments: `sys_ni_syscall`
    /// where the preset has not got them. Inlined: the probe fast paths enter here on
    /// every hit.
    #[inline(always)]
    fn probe_syscall(&mut self, cpu: &mut dyn GuestCpu, nr: u64, at: u64) -> Option<u64> {
        match nr {
            SYS_URETPROBE if self.features.uretprobe_syscall => self.sys_uretprobe(cpu, at),
            SYS_UPROBE if self.features.optimize != OptDesign::None => self.sys_uprobe(cpu, at),
            _ => Some(self.sys_ni_syscall(nr)),
        }
    }

    /// A guest control point (`syscall(SYS_PROBESIM_CONTROL, n)`): a place where a test
    /// program lets its caller act (attach, detach) mid-run. Linux has no such call and
    /// returns -ENOSYS, and so does this, so the guest runs the same either way; it is
    /// not counted as an unknown call.
    ///
    /// # Differs from Linux
    /// The call exists; on Linux the same marker is seen by a tracer (ptrace) instead.
    fn sys_control_point(&mut self, cpu: &mut dyn GuestCpu, n: u64) -> u64 {
        if matches!(self.stop_when, super::StopWhen::ControlPoint(want) if want.is_none_or(|w| w == n)) {
            self.stop_for(cpu, super::KernelStop::ControlPoint(n));
        }
        neg(ENOSYS)
    }

    /// `sys_ni_syscall()`: not in this kernel's table.
    pub(crate) fn sys_ni_syscall(&mut self, nr: u64) -> u64 {
        self.shared.borrow_mut().count_unknown_syscall(nr);
        neg(ENOSYS)
    }

    /// `uname(buf)`: six 65-byte fields.
    fn sys_uname(&mut self, cpu: &mut dyn GuestCpu, buf: u64) -> u64 {
        let mut uts = [0u8; 65 * 6];
        let fields = ["Linux", "probesim", "6.18.0-probesim", "#1 SMP PREEMPT_DYNAMIC", "x86_64", "(none)"];
        for (i, s) in fields.iter().enumerate() {
            uts[i * 65..i * 65 + s.len()].copy_from_slice(s.as_bytes());
        }
        if self.copy_to_user(cpu, buf, &uts) {
            0
        } else {
            neg(EFAULT)
        }
    }

    /// `arch_prctl(int option, unsigned long arg2)`: the fs and gs bases.
    fn sys_arch_prctl(&mut self, cpu: &mut dyn GuestCpu, code: u64, addr: u64) -> u64 {
        let code = u64::from(code as u32);
        match code {
            ARCH_SET_FS => cpu.set_reg(Reg::FsBase, addr),
            ARCH_SET_GS => cpu.set_reg(Reg::GsBase, addr),
            ARCH_GET_FS | ARCH_GET_GS => {
                let v = cpu.reg(if code == ARCH_GET_FS { Reg::FsBase } else { Reg::GsBase });
                if !self.copy_to_user(cpu, addr, &v.to_le_bytes()) {
                    return neg(EFAULT);
                }
            }
            _ => return neg(EINVAL),
        }
        0
    }

    /// `set_tid_address(tidptr)`.
    fn sys_set_tid_address(&mut self, tidptr: u64) -> u64 {
        self.task.clear_child_tid = tidptr;
        u64::from(self.task.tid)
    }

    /// `getrandom(char *buf, size_t count, unsigned int flags)`: from the run's seeded
    /// stream (at most 32 MiB a call). Flags other than `GRND_NONBLOCK`, `GRND_RANDOM`
    /// and `GRND_INSECURE`, or the last two together, are -EINVAL.
    fn sys_getrandom(&mut self, cpu: &mut dyn GuestCpu, buf: u64, count: u64, flags: u64) -> u64 {
        let flags = flags as u32;
        if flags & !7 != 0 || flags & 6 == 6 {
            return neg(EINVAL);
        }
        let n = count.min(1 << 25);
        let mut bytes = vec![0u8; n as usize];
        self.random.fill(&mut bytes);
        if self.copy_to_user(cpu, buf, &bytes) {
            n
        } else {
            neg(EFAULT)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::abi::syscall_names::{LAST_SYSCALL, SYSCALL_NAMES};
    use crate::loader::Image;
    use crate::machine::{Machine, Preset, RunConfig};

    #[test]
    fn the_list_ascends_and_names_only_assigned_numbers() {
        assert!(MODELLED.windows(2).all(|w| w[0] < w[1]));
        assert!(MODELLED.iter().all(|nr| crate::abi::syscall_names::syscall_name(*nr).is_some()));
    }

    #[test]
    fn exactly_the_unlisted_numbers_are_unknown() {
        // Every number of the kernel's table and the unassigned ones between, each on a
        // fresh machine (a call may end the task or fork), with every argument zero.
        let image = Image::parse(crate::guests::find("demo").unwrap().to_elf()).unwrap();
        assert!(SYSCALL_NAMES.len() > MODELLED.len());
        let mut unknown = Vec::new();
        for nr in 0..=LAST_SYSCALL + 1 {
            let cfg = RunConfig { preset: Preset::V6_18, ..RunConfig::default() };
            let mut m = Machine::new(image.clone(), cfg).unwrap();
            m.with_kernel(|k, cpu| {
                for r in [Reg::Rdi, Reg::Rsi, Reg::Rdx, Reg::R10, Reg::R8, Reg::R9] {
                    cpu.set_reg(r, 0);
                }
                let at = cpu.reg(Reg::Rip);
                k.do_syscall(cpu, nr, at, Args([0; 6]));
                if k.shared.borrow().unknown_syscalls.contains_key(&nr) {
                    unknown.push(nr);
                }
            });
        }
        let want: Vec<u64> = (0..=LAST_SYSCALL + 1).filter(|nr| !is_modelled(*nr)).collect();
        assert_eq!(unknown, want);
    }
}
