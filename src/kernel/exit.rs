//! How a process ends and how its parent learns of it: `do_exit()` and `do_wait()`
//! (`kernel/exit.c`).

use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize};

use crate::abi::errno::{ECHILD, EFAULT, EINVAL};
use crate::abi::flags::WNOHANG;
use crate::abi::Signal;
use crate::cpu::GuestCpu;

use super::{neg, Kernel};

/// How a process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// `exit`/`exit_group` with this status (0 to 255).
    Exited(i32),
    /// Killed by a signal.
    Signaled(Signal),
    /// Killed by a signal whose default action dumps core, with the core dumped
    /// (`WCOREDUMP`: the wait status's 0x80 flag).
    Dumped(Signal),
}

/// In words: `exited with code 0`, `killed by signal 11 (SIGSEGV)`, `killed by signal 6
/// (SIGABRT), core dumped`.
impl std::fmt::Display for Exit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exit::Exited(c) => write!(f, "exited with code {c}"),
            Exit::Signaled(s) => write!(f, "killed by signal {} ({s})", s.number()),
            Exit::Dumped(s) => write!(f, "killed by signal {} ({s}), core dumped", s.number()),
        }
    }
}

impl Exit {
    /// The exit status of a normal exit.
    pub fn code(&self) -> Option<i32> {
        match self {
            Exit::Exited(c) => Some(*c),
            Exit::Signaled(_) | Exit::Dumped(_) => None,
        }
    }

    /// Whether a core was dumped.
    pub fn core_dumped(&self) -> bool {
        matches!(self, Exit::Dumped(_))
    }

    /// The signal's number for a death by signal.
    pub fn signal(&self) -> Option<i32> {
        match self {
            Exit::Exited(_) => None,
            Exit::Signaled(s) | Exit::Dumped(s) => Some(s.number()),
        }
    }

    /// The `wait4` status word (`WIFEXITED`/`WIFSIGNALED` encoding).
    pub fn wait_status(&self) -> u32 {
        match self {
            Exit::Exited(c) => ((*c as u32) & 0xff) << 8,
            Exit::Signaled(s) => s.number() as u32 & 0x7f,
            Exit::Dumped(s) => (s.number() as u32 & 0x7f) | 0x80,
        }
    }

    /// Serializes an optional exit as `{code, signal}` (both null when the process has
    /// not ended), with `core_dumped: true` after them when a core was dumped.
    pub fn serialize_opt<S: serde::Serializer>(e: &Option<Exit>, s: S) -> Result<S::Ok, S::Error> {
        let dumped = e.is_some_and(|e| e.core_dumped());
        let mut st = s.serialize_struct("Exit", 2 + usize::from(dumped))?;
        st.serialize_field("code", &e.and_then(|e| e.code()))?;
        st.serialize_field("signal", &e.and_then(|e| e.signal()))?;
        if dumped {
            st.serialize_field("core_dumped", &true)?;
        }
        st.end()
    }

    /// Deserializes what [`Exit::serialize_opt`] writes: `{code, signal}`, both null for
    /// `None`; both set is an error.
    pub fn deserialize_opt<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Exit>, D::Error> {
        /// The JSON form.
        #[derive(Deserialize)]
        struct Form {
            code: Option<i32>,
            signal: Option<i32>,
            #[serde(default)]
            core_dumped: bool,
        }
        match Form::deserialize(d)? {
            Form { code: Some(c), signal: None, core_dumped: false } => Ok(Some(Exit::Exited(c))),
            Form { code: None, signal: Some(n), core_dumped: false } => {
                Ok(Some(Exit::Signaled(Signal::from_number(n))))
            }
            Form { code: None, signal: Some(n), core_dumped: true } => Ok(Some(Exit::Dumped(Signal::from_number(n)))),
            Form { code: None, signal: None, core_dumped: false } => Ok(None),
            Form { core_dumped: true, .. } => Err(serde::de::Error::custom("only a death by signal dumps core")),
            Form { code: Some(_), signal: Some(_), .. } => {
                Err(serde::de::Error::custom("an exit has a code or a signal, not both"))
            }
        }
    }
}

impl Serialize for Exit {
    /// `{code, signal}`, one of them null.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Exit::serialize_opt(&Some(*self), s)
    }
}

impl<'de> Deserialize<'de> for Exit {
    /// `{code, signal}`, exactly one of them set (see [`Exit::deserialize_opt`]).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Exit, D::Error> {
        Exit::deserialize_opt(d)?.ok_or_else(|| serde::de::Error::custom("an exit needs a code or a signal"))
    }
}

/// A process-table entry, as `wait4` sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProcEntry {
    /// Parent pid.
    pub ppid: u32,
    /// Set when the process has exited (a zombie until reaped).
    pub exit: Option<Exit>,
    /// Reaped by `wait4`.
    pub reaped: bool,
}

impl Kernel {
    /// The task ends (`do_exit()`): `uprobe_free_utask()`, and the process becomes a
    /// zombie for its parent's `wait4`, which `exit_notify()` → `do_notify_parent()`
    /// tells with `SIGCHLD`.
    pub(crate) fn do_exit(&mut self, exit: Exit) {
        self.exit = Some(exit);
        self.uprobe_free_utask();
        self.exit_threads();
        self.exit_files();
        if let Some(e) = self.shared.borrow_mut().procs.get_mut(&self.pid) {
            e.exit = Some(exit);
        }
        self.do_notify_parent(exit);
    }

    /// `exit(int error_code)` and `exit_group(int error_code)`: the low 8 bits are the
    /// status. The process's last instructions go into the system clock (`time.rs`).
    pub(crate) fn sys_exit_group(&mut self, cpu: &mut dyn GuestCpu, status: u64) -> Option<u64> {
        self.clock_sync(cpu);
        self.do_exit(Exit::Exited(status as i32 & 0xff));
        cpu.request_stop();
        None
    }

    /// Models `wait4(pid_t upid, int *stat_addr, int options, struct rusage *ru)` →
    /// `kernel_wait4()` → `do_wait()` against the shared process table. `upid` and
    /// `options` are `int`s: only their low 32 bits count, so `-1` passed as `0xffffffff`
    /// is "any child". `upid` < -1 waits for a child in process group `-upid`, -1 for
    /// any child, 0 for one in the caller's group, > 0 for that child. Options other than
    /// `WNOHANG`, `WUNTRACED`, `WCONTINUED`, `__WNOTHREAD`, `__WCLONE` and `__WALL` are
    /// -EINVAL, as is `upid` `INT_MIN`. `rusage`, if given, is written as zeros.
    ///
    /// With live children and no zombie the caller sleeps ([`super::fs::BlockOn::Child`])
    /// until one exits (0 at once with `WNOHANG`).
    ///
    /// # Differs from Linux
    /// - A child's process group is its parent's (children cannot change theirs after
    ///   they are gone, which is when the parent waits).
    /// - The resource usage is all zeros (user and system time included).
    pub(crate) fn sys_wait4(&mut self, cpu: &mut dyn GuestCpu, upid: u64, wstatus: u64, options: u64, ru: u64) -> u64 {
        /// `WNOHANG | WUNTRACED | WCONTINUED | __WNOTHREAD | __WCLONE | __WALL`.
        const WAIT_VALID: u32 = 0x1 | 0x2 | 0x8 | 0x2000_0000 | 0x8000_0000 | 0x4000_0000;
        let (upid, options) = (upid as i32, options as u32);
        if options & !WAIT_VALID != 0 || upid == i32::MIN {
            return neg(EINVAL);
        }
        // Every child is in the caller's process group (see above).
        let group = self.sys.pgid;
        let wanted = |p: u32| match upid {
            -1 => true,
            0 => true,
            n if n < -1 => n.unsigned_abs() == group,
            n => i64::from(n) == i64::from(p),
        };
        let found = {
            let sh = self.shared.borrow();
            let mine: Vec<(u32, &ProcEntry)> = sh
                .procs
                .iter()
                .filter(|(p, e)| e.ppid == self.pid && !e.reaped && wanted(**p))
                .map(|(p, e)| (*p, e))
                .collect();
            if mine.is_empty() {
                return neg(ECHILD);
            }
            mine.iter().find(|(_, e)| e.exit.is_some()).map(|(p, e)| (*p, e.exit))
        };
        let Some((child, Some(exit))) = found else {
            if options & (WNOHANG as u32) == 0 {
                self.block(cpu, crate::abi::syscall::SYS_WAIT4, super::fs::BlockOn::Child, 0);
            }
            return 0;
        };
        let status = exit.wait_status();
        if wstatus != 0 && !self.copy_to_user(cpu, wstatus, &status.to_le_bytes()) {
            return neg(EFAULT);
        }
        // `struct rusage`: two timevals and fourteen longs.
        if ru != 0 && !self.copy_to_user(cpu, ru, &[0u8; 144]) {
            return neg(EFAULT);
        }
        if let Some(e) = self.shared.borrow_mut().procs.get_mut(&child) {
            e.reaped = true;
        }
        u64::from(child)
    }
}
