//! How a process ends and how its parent learns of it: `do_exit()` and `do_wait()`
//! (`kernel/exit.c`).

use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize};

use crate::abi::errno::{ECHILD, EFAULT};
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
        if let Some(e) = self.shared.borrow_mut().procs.get_mut(&self.pid) {
            e.exit = Some(exit);
        }
        self.do_notify_parent(exit);
    }

    /// `exit(status)` and `exit_group(status)`: the low 8 bits are the status.
    pub(crate) fn sys_exit_group(&mut self, cpu: &mut dyn GuestCpu, status: u64) -> Option<u64> {
        self.do_exit(Exit::Exited(status as i32 & 0xff));
        cpu.request_stop();
        None
    }

    /// `wait4(pid, wstatus, options, rusage)` against the shared process table.
    ///
    /// # Differs from Linux
    /// Children run to completion before the parent resumes, so a wait never blocks:
    /// with no zombie child it is -ECHILD (0 with `WNOHANG`). `rusage` is not written.
    pub(crate) fn sys_wait4(&mut self, cpu: &mut dyn GuestCpu, pid: i64, wstatus: u64, options: u64) -> u64 {
        let found = {
            let sh = self.shared.borrow();
            let mine: Vec<(u32, &ProcEntry)> = sh
                .procs
                .iter()
                .filter(|(p, e)| e.ppid == self.pid && !e.reaped && (pid == -1 || pid == i64::from(**p)))
                .map(|(p, e)| (*p, e))
                .collect();
            if mine.is_empty() {
                return neg(ECHILD);
            }
            mine.iter().find(|(_, e)| e.exit.is_some()).map(|(p, e)| (*p, e.exit))
        };
        let Some((child, Some(exit))) = found else {
            return if options & WNOHANG != 0 { 0 } else { neg(ECHILD) };
        };
        let status = exit.wait_status();
        if wstatus != 0 && !self.copy_to_user(cpu, wstatus, &status.to_le_bytes()) {
            return neg(EFAULT);
        }
        if let Some(e) = self.shared.borrow_mut().procs.get_mut(&child) {
            e.reaped = true;
        }
        u64::from(child)
    }
}
