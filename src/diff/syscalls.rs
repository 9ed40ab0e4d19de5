//! `probesim diff --syscalls`: the system calls of a run compared with the host's, thread
//! by thread.
//!
//! Both sides give a log of calls, each with its thread, number, six arguments and
//! result: the simulator's from its kernel (`KernelConfig::record_syscalls`), the host's
//! from ptrace (`PTRACE_GET_SYSCALL_INFO` at each entry and exit stop, every task
//! followed). Threads are matched by creation order: the ids of each side, sorted, are
//! task 0, 1, 2, … (Linux and the simulator both hand out ids in increasing order).
//! Each thread's calls are compared in its own order. Threads run at the same time on
//! the host, so the order between threads is not compared.
//!
//! A call is compared as far as it can be: its number, the arguments that are values
//! (a descriptor, a length, flags) but not those that are addresses (the two address
//! spaces are laid out apart: the stack, the `[uprobes]` page), and its result, which for
//! an address (`mmap`, `brk`) is only compared for failing or not, and for a task id
//! (`fork`, `gettid`, `wait4`) is compared as the task it names. Left out on both sides:
//! `futex` and `sched_yield`, whose number depends on how the host's threads met,
//! `rt_sigreturn`, and the uprobe calls 335 and 336, which are the probe mechanics' own.
//! Calls are compared as the program saw them (`as_seen`: a restart code a tracer sees
//! is the restarted call or `-EINTR`), and a run of reads or writes on one descriptor as
//! one call (`coalesce`: how a pipe's bytes are cut depends on timing).
//!
//! Both logs also mark where a signal was delivered to a handler. A handler the thread
//! made run itself (a fault, a signal its process sent itself) is compared where it ran.
//! Any other (a child's `SIGCHLD`, a timer, another process's `kill`) runs wherever the
//! other tasks' timing put it, so its calls, from the mark to the handler's
//! `rt_sigreturn`, are taken out of the thread's calls and compared after them, handler
//! by handler (`split_handlers`). The call the handler interrupted is then seen
//! restarted, as the program sees it.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::abi::syscall_names::syscall_name;
use crate::trace::{HandlerEntry, SyscallLog, SyscallRecord};

/// Calls shown before a divergence.
pub const CONTEXT_BEFORE: usize = 5;
/// Calls shown from a divergence on, on each side.
pub const CONTEXT_AFTER: usize = 4;

/// How an argument is compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arg {
    /// As a number.
    Value,
    /// Not at all (an address, or unused).
    Skip,
    /// As the task it names (a pid or tid; 0 and negative values as numbers).
    Task,
}

/// How a result is compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ret {
    /// As a number.
    Value,
    /// Failed (and with which errno) or not: an address.
    Address,
    /// As the task it names, or as a number when it failed or is 0.
    Task,
    /// Not at all.
    Skip,
}

/// The arguments and result of `nr`, as they are compared: `v` a value, `p` skipped (an
/// address), `i` a task id, per argument; then the result's `v`, `a`, `i` or `x`. A call
/// not listed is compared by number and result only.
fn shape(nr: u64) -> (&'static str, Ret) {
    let (args, ret) = match syscall_name(nr).unwrap_or("") {
        "read" | "write" | "readv" | "writev" => ("vpp", 'v'),
        "getdents64" => ("vpv", 'v'),
        "pread64" | "pwrite64" => ("vpvv", 'v'),
        "open" => ("pvv", 'v'),
        "openat" => ("vpvv", 'v'),
        "close" | "fchdir" | "dup" | "umask" => ("v", 'v'),
        "dup2" => ("vv", 'v'),
        "dup3" | "lseek" | "fcntl" => ("vvv", 'v'),
        "stat" | "lstat" => ("pp", 'v'),
        "fstat" => ("vp", 'v'),
        "newfstatat" => ("vppv", 'v'),
        "statx" => ("vpvvp", 'v'),
        "ioctl" => ("vvp", 'v'),
        "pipe" => ("p", 'v'),
        "pipe2" => ("pv", 'v'),
        // A link's length depends on the host: `pipe:[INODE]`, the program's path; the
        // working directory's on where the simulator's view has its root.
        "getcwd" => ("pv", 'a'),
        "readlink" => ("ppv", 'a'),
        "readlinkat" => ("vppv", 'a'),
        "access" => ("pv", 'v'),
        "faccessat" => ("vpv", 'v'),
        "faccessat2" => ("vpvv", 'v'),
        "unlink" | "rmdir" | "chdir" => ("p", 'v'),
        "unlinkat" | "mkdirat" => ("vpv", 'v'),
        "mkdir" => ("pv", 'v'),
        "poll" => ("pvv", 'v'),
        "ppoll" => ("pvppv", 'v'),
        "select" => ("vpppp", 'v'),
        "pselect6" => ("vppppp", 'v'),
        "mmap" => ("pvvvvv", 'a'),
        "mprotect" | "madvise" | "msync" | "mincore" => ("pvv", 'v'),
        "munmap" => ("pv", 'v'),
        "brk" => ("p", 'a'),
        "mremap" => ("pvvvp", 'a'),
        "getpid" | "gettid" | "getpgrp" | "setsid" | "fork" | "vfork" => ("", 'i'),
        "getppid" => ("", 'x'),
        "getpgid" | "getsid" => ("i", 'i'),
        "setpgid" => ("ii", 'v'),
        "getuid" | "geteuid" | "getgid" | "getegid" => ("", 'v'),
        "getresuid" | "getresgid" => ("ppp", 'v'),
        "clone" => ("vpppp", 'i'),
        "clone3" => ("pv", 'i'),
        "execve" => ("ppp", 'v'),
        "execveat" => ("vpppv", 'v'),
        "wait4" => ("ipvp", 'i'),
        "exit" | "exit_group" => ("v", 'v'),
        "kill" | "tkill" => ("iv", 'v'),
        "tgkill" => ("iiv", 'v'),
        "uname" | "sysinfo" => ("p", 'v'),
        "arch_prctl" => ("vp", 'v'),
        "set_tid_address" => ("p", 'i'),
        "getrandom" => ("pvv", 'v'),
        "prctl" => ("v", 'v'),
        "getrlimit" | "setrlimit" => ("vp", 'v'),
        "prlimit64" => ("ivpp", 'v'),
        "set_robust_list" => ("pv", 'v'),
        "rseq" => ("pvvv", 'v'),
        "rt_sigaction" | "rt_sigprocmask" => ("vppv", 'v'),
        "rt_sigreturn" => ("", 'x'),
        "sigaltstack" => ("pp", 'v'),
        "rt_sigsuspend" => ("pv", 'v'),
        "nanosleep" => ("pp", 'v'),
        "clock_nanosleep" => ("vvpp", 'v'),
        "clock_gettime" | "clock_getres" => ("vp", 'v'),
        "time" => ("p", 'x'),
        "sched_getaffinity" | "sched_setaffinity" => ("ivp", 'v'),
        "fadvise64" => ("vvvv", 'v'),
        _ => ("", 'v'),
    };
    let ret = match ret {
        'a' => Ret::Address,
        'i' => Ret::Task,
        'x' => Ret::Skip,
        _ => Ret::Value,
    };
    (args, ret)
}

fn arg_class(c: u8) -> Arg {
    match c {
        b'v' => Arg::Value,
        b'i' => Arg::Task,
        _ => Arg::Skip,
    }
}

/// Whether a record is compared at all (see the module docs): a handler's mark is.
fn compared(r: &SyscallRecord) -> bool {
    r.handler.is_some()
        || !matches!(syscall_name(r.nr), Some("futex" | "sched_yield" | "uretprobe" | "uprobe" | "rt_sigreturn"))
}

/// Whether the call `r` is `nr` (a handler's mark is no call).
fn is_call(r: &SyscallRecord, nr: u64) -> bool {
    r.handler.is_none() && r.nr == nr
}

/// Whether a handler ran where another task's timing put it (see the module docs): all
/// but a fault's (`si_code` > 0 for `SIGILL`, `SIGTRAP`, `SIGBUS`, `SIGFPE`, `SIGSEGV`)
/// and a signal the process sent itself (`si_code` <= 0: `kill`, `tgkill`, `sigqueue`).
fn floats(h: &HandlerEntry) -> bool {
    let fault = h.code > 0 && matches!(h.signo, 4 | 5 | 7 | 8 | 11);
    let own = h.code <= 0 && h.from_self;
    !(fault || own)
}

/// One task's records as they are compared (see the module docs): its calls outside
/// floating handlers, then each signal's floating handlers, then (when it catches
/// `SIGCHLD` in one) the children it reaped.
fn normalize(records: Vec<SyscallRecord>) -> Vec<SyscallRecord> {
    let tidy = |c: Vec<SyscallRecord>| {
        reap_order(coalesce(as_seen(c).into_iter().filter(|r| compared(r) && !idle_wait(r)).collect()))
    };
    let (mut main, mut blocks) = split_handlers(records);
    // Where a task that catches SIGCHLD reaps a child (in the handler or after it, in a
    // wait of its own) depends on when the child ended: its wait4 calls are compared
    // only as the children they reaped, in creation order. So is whether it had to wait
    // for one: its rt_sigsuspend calls and the signal-mask changes around its waits
    // (rt_sigprocmask) are left out.
    let catches_sigchld = blocks.iter().any(|b| b[0].handler.is_some_and(|h| h.signo == SIGCHLD));
    let mut reaps = Vec::new();
    if catches_sigchld {
        for calls in std::iter::once(&mut main).chain(blocks.iter_mut()) {
            for r in calls.extract_if(.., |r| [WAIT4, RT_SIGSUSPEND, RT_SIGPROCMASK].iter().any(|nr| is_call(r, *nr))) {
                if !is_call(&r, WAIT4) {
                    continue;
                }
                if r.ret.is_some_and(|v| (v as i64) > 0) {
                    let args = [r.args[0], 0, r.args[2] & !WNOHANG, r.args[3], 0, 0];
                    reaps.push(SyscallRecord { args, ..r });
                }
            }
        }
        reaps.sort_by_key(|r| r.ret);
    }
    let mut out = tidy(main);
    // A standard signal sent while one is pending is merged into it, so how many times
    // a handler ran is timing as well: each signal's handlers are compared as one,
    // under the first one's mark.
    let mut by_signal: BTreeMap<i32, Vec<SyscallRecord>> = BTreeMap::new();
    for block in blocks {
        let signo = block[0].handler.map_or(0, |h| h.signo);
        let calls = by_signal.entry(signo).or_default();
        let skip = usize::from(!calls.is_empty());
        calls.extend(block.into_iter().skip(skip));
    }
    for calls in by_signal.into_values() {
        out.extend(tidy(calls));
    }
    out.extend(reaps);
    out
}

/// Whether `r` is a `wait4` that changed nothing: `WNOHANG` with no child ended yet (0),
/// or no child to wait for (`-ECHILD`). Whether a program polls for a child depends on
/// when it learned of an exit (a shell's SIGCHLD flag, set by a handler whose place is
/// timing, is inherited by the children it forks next), so such calls are not compared;
/// one that reaped a child on one side only still is.
fn idle_wait(r: &SyscallRecord) -> bool {
    const ECHILD: u64 = (-crate::abi::errno::ECHILD) as u64;
    is_call(r, WAIT4) && (r.ret == Some(ECHILD) || (r.args[2] & WNOHANG != 0 && r.ret == Some(0)))
}

/// `calls` with each run of `wait4(-1, …)` calls that reaped a child in the order the
/// children were made: which of several ended children a `wait4` for any child gets
/// first is timing. Both sides number tasks in creation order, so the ids sort so.
fn reap_order(mut calls: Vec<SyscallRecord>) -> Vec<SyscallRecord> {
    let reaped =
        |r: &SyscallRecord| is_call(r, WAIT4) && r.args[0] as u32 as i32 == -1 && r.ret.is_some_and(|v| (v as i64) > 0);
    let mut i = 0;
    while i < calls.len() {
        let run = calls[i..].iter().take_while(|r| reaped(r)).count();
        calls[i..i + run].sort_by_key(|r| r.ret);
        i += run.max(1);
    }
    calls
}

/// One task's records, parted into the calls it made outside floating handlers ([`floats`])
/// and, for each floating handler in the order they began, its mark and calls up to and
/// with its `rt_sigreturn` (a handler it interrupted in turn is its own block). A handler
/// that stays in place keeps its mark and calls where they ran.
fn split_handlers(records: Vec<SyscallRecord>) -> (Vec<SyscallRecord>, Vec<Vec<SyscallRecord>>) {
    let mut main = Vec::with_capacity(records.len());
    let mut blocks: Vec<Vec<SyscallRecord>> = Vec::new();
    // The handlers running, innermost last: the block of each floating one.
    let mut open: Vec<Option<usize>> = Vec::new();
    for r in records {
        let into = open.iter().rev().find_map(|b| *b);
        let ends = is_call(&r, RT_SIGRETURN);
        match r.handler {
            Some(h) if floats(&h) => {
                open.push(Some(blocks.len()));
                blocks.push(vec![r]);
                continue;
            }
            Some(_) => open.push(None),
            None => {}
        }
        match into {
            Some(b) => blocks[b].push(r),
            None => main.push(r),
        }
        if ends {
            open.pop();
        }
    }
    (main, blocks)
}

/// `rt_sigreturn`'s number.
const RT_SIGRETURN: u64 = 15;
/// `wait4`'s number.
const WAIT4: u64 = 61;
/// `rt_sigprocmask`'s number.
const RT_SIGPROCMASK: u64 = 14;
/// `rt_sigsuspend`'s number.
const RT_SIGSUSPEND: u64 = 130;
/// `wait4`'s `WNOHANG`.
const WNOHANG: u64 = 1;
/// `SIGCHLD`.
const SIGCHLD: i32 = 17;
/// `restart_syscall`'s number: how `-ERESTART_RESTARTBLOCK` calls are restarted.
const RESTART_SYSCALL: u64 = 219;

/// Whether `ret` is one of the kernel-internal restart codes a tracer sees at the exit of
/// a call a signal interrupted (`-ERESTARTSYS`, `-ERESTARTNOINTR`, `-ERESTARTNOHAND`,
/// `-ERESTART_RESTARTBLOCK`): the program never sees them.
fn restart_code(ret: Option<u64>) -> bool {
    ret.is_some_and(|r| matches!(r as i64, -516 | -514 | -513 | -512))
}

/// Whether `nr` moves bytes through a descriptor as a stream (`read`, `write`, `readv`,
/// `writev`).
fn streams(nr: u64) -> bool {
    matches!(syscall_name(nr), Some("read" | "write" | "readv" | "writev"))
}

/// Runs of the same stream call on the same descriptor, each succeeding, as one call
/// that moved all their bytes: how a pipe's bytes are cut into reads and writes depends
/// on when the other end ran, on the host.
fn coalesce(calls: Vec<SyscallRecord>) -> Vec<SyscallRecord> {
    let ok = |r: &SyscallRecord| r.ret.is_some_and(|v| (v as i64) >= 0);
    let mut out: Vec<SyscallRecord> = Vec::with_capacity(calls.len());
    for r in calls {
        if let Some(last) = out.last_mut() {
            if r.handler.is_none()
                && last.handler.is_none()
                && streams(r.nr)
                && last.nr == r.nr
                && last.args[0] == r.args[0]
                && ok(last)
                && ok(&r)
            {
                last.ret = Some(last.ret.unwrap_or(0) + r.ret.unwrap_or(0));
                continue;
            }
        }
        out.push(r);
    }
    out
}

/// One task's calls as the program saw them. A call a signal interrupted shows its
/// restart code to a tracer; the program sees the call again (restarted, after the
/// handler's `rt_sigreturn` if a handler ran) or `-EINTR`. So a restart code followed
/// by the same call (or `restart_syscall`) is dropped, and any other becomes `-EINTR`.
/// The numbers are taken as `do_syscall_64()` takes them: their low 32 bits.
fn as_seen(calls: Vec<SyscallRecord>) -> Vec<SyscallRecord> {
    let calls: Vec<SyscallRecord> = calls.into_iter().map(|r| SyscallRecord { nr: r.nr & 0xffff_ffff, ..r }).collect();
    let mut out = Vec::with_capacity(calls.len());
    for (i, r) in calls.iter().enumerate() {
        if r.handler.is_some() || !restart_code(r.ret) {
            out.push(r.clone());
            continue;
        }
        let again = |j: usize| calls.get(j).is_some_and(|n| is_call(n, r.nr) || is_call(n, RESTART_SYSCALL));
        let after_handler = calls[i + 1..].iter().position(|n| is_call(n, RT_SIGRETURN)).map(|k| i + 1 + k + 1);
        if again(i + 1) || after_handler.is_some_and(again) {
            continue;
        }
        out.push(SyscallRecord { ret: Some((-crate::abi::errno::EINTR) as u64), ..r.clone() });
    }
    out
}

/// A value as compared: a number, or the task (by creation order) an id names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Num(u64),
    Task(usize),
    /// An id that names no task of the run (the host runner's pid, say).
    Outside,
    Ok,
    Any,
}

/// One side's calls, per task in creation order, and its tids.
struct Side {
    tids: Vec<u32>,
    calls: Vec<Vec<SyscallRecord>>,
}

impl Side {
    fn new(log: &SyscallLog) -> Side {
        let mut ids: Vec<u32> = log.records.iter().map(|r| r.tid).collect();
        for r in &log.records {
            let made_task = matches!(syscall_name(r.nr & 0xffff_ffff), Some("fork" | "vfork" | "clone" | "clone3"));
            if let (true, Some(ret)) = (made_task, r.ret) {
                if (1..=i32::MAX as u64).contains(&ret) {
                    ids.push(ret as u32);
                }
            }
        }
        ids.sort_unstable();
        ids.dedup();
        let index: BTreeMap<u32, usize> = ids.iter().enumerate().map(|(i, t)| (*t, i)).collect();
        let mut calls = vec![Vec::new(); ids.len()];
        for r in &log.records {
            calls[index[&r.tid]].push(r.clone());
        }
        let calls = calls.into_iter().map(normalize).collect();
        Side { tids: ids, calls }
    }

    /// The task a pid argument or result names (a `pid_t`: its low 32 bits, signed).
    fn task(&self, id: u64) -> Key {
        let id = id as u32 as i32;
        if id <= 0 {
            return Key::Num(id as i64 as u64);
        }
        self.tids.binary_search(&(id as u32)).map_or(Key::Outside, Key::Task)
    }

    /// What of `r` is compared.
    fn key(&self, r: &SyscallRecord) -> (u64, Vec<Key>, Key) {
        if let Some(h) = r.handler {
            return (u64::MAX, vec![Key::Num(h.signo as u64), Key::Num(h.code as u64)], Key::Any);
        }
        let (args, ret_shape) = shape(r.nr);
        let args = args
            .bytes()
            .zip(r.args)
            .map(|(c, a)| match arg_class(c) {
                Arg::Value => Key::Num(a),
                Arg::Task => self.task(a),
                Arg::Skip => Key::Any,
            })
            .collect();
        let failed = |v: u64| (v as i64) < 0 && (v as i64) > -4096;
        let ret = match (r.ret, ret_shape) {
            (None, _) => Key::Any,
            (_, Ret::Skip) => Key::Any,
            (Some(v), Ret::Value) => Key::Num(v),
            (Some(v), _) if failed(v) => Key::Num(v),
            (Some(_), Ret::Address) => Key::Ok,
            (Some(v), Ret::Task) => self.task(v),
        };
        (r.nr, args, ret)
    }

    /// `r` as a line: `name(args) = result`, the addresses in hex, the task ids as
    /// `task N`.
    fn show(&self, r: &SyscallRecord) -> String {
        if let Some(h) = r.handler {
            let name = crate::abi::signal::Signal::from_number(h.signo).name();
            let place = if floats(&h) { "compared apart: its place is timing" } else { "in place" };
            return format!("--- {name} handler (si_code {}; {place}) ---", h.code);
        }
        let (shape_args, ret_shape) = shape(r.nr);
        let name = syscall_name(r.nr).map_or_else(|| format!("syscall_{}", r.nr), str::to_string);
        let arg = |c: u8, a: u64| match arg_class(c) {
            Arg::Task => match self.task(a) {
                Key::Task(t) => format!("task {t}"),
                _ => (a as u32 as i32).to_string(),
            },
            Arg::Value if a < 1 << 16 => a.to_string(),
            Arg::Skip if a < 4096 => a.to_string(),
            _ => format!("{a:#x}"),
        };
        let args: Vec<String> = shape_args.bytes().zip(r.args).map(|(c, a)| arg(c, a)).collect();
        let ret = match r.ret {
            None => "?".to_string(),
            Some(v) if (v as i64) < 0 && (v as i64) > -4096 => {
                let e = -(v as i64);
                let text = std::io::Error::from_raw_os_error(e as i32).to_string();
                let text = text.split(" (os error").next().unwrap_or_default().to_string();
                format!("-{e} ({text})")
            }
            Some(v) if ret_shape == Ret::Task => arg(b'i', v),
            Some(v) if v < 1 << 16 => v.to_string(),
            Some(v) => format!("{v:#x}"),
        };
        format!("{name}({}) = {ret}", args.join(", "))
    }
}

/// The first place the two logs part, with the calls around it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Divergence {
    /// The task, by creation order (0: the first process).
    pub task: usize,
    /// Its id on each side.
    pub sim_tid: Option<u32>,
    /// Its id on the host.
    pub host_tid: Option<u32>,
    /// The index of the first differing call in the task's calls.
    pub call: usize,
    /// The calls before it, which agree (as the simulator shows them).
    pub before: Vec<String>,
    /// The simulator's calls from the divergence on (empty: it made no more).
    pub sim: Vec<String>,
    /// The host's.
    pub host: Vec<String>,
}

/// The comparison of two system-call logs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SyscallDiff {
    /// Tasks that made calls, in the simulator and on the host.
    pub tasks: [usize; 2],
    /// Calls compared (the left-out ones not counted), in the simulator and on the host.
    pub calls: [usize; 2],
    /// Calls neither log kept (past its limit), in the simulator and on the host.
    pub dropped: [u64; 2],
    /// The first divergence: of the first task (by creation order) whose calls differ.
    pub divergence: Option<Divergence>,
}

impl SyscallDiff {
    /// The report's difference line, when the logs differ.
    pub fn difference(&self) -> Option<String> {
        if let Some(d) = &self.divergence {
            let first = |v: &[String]| v.first().cloned().unwrap_or_else(|| "(no more calls)".to_string());
            return Some(format!(
                "syscalls: task {} call #{}: simulator {} / host {}",
                d.task,
                d.call,
                first(&d.sim),
                first(&d.host)
            ));
        }
        if self.tasks[0] != self.tasks[1] {
            return Some(format!("syscalls: simulator {} tasks / host {}", self.tasks[0], self.tasks[1]));
        }
        None
    }

    /// The divergence with its context, as text (empty when there is none).
    pub fn text(&self) -> String {
        let Some(d) = &self.divergence else {
            return format!("syscalls: {} calls in {} task(s) agree\n", self.calls[0], self.tasks[0]);
        };
        let id = |t: Option<u32>| t.map_or("-".to_string(), |t| t.to_string());
        let mut out = format!(
            "syscalls: task {} (simulator tid {}, host tid {}) parts at its call #{}\n",
            d.task,
            id(d.sim_tid),
            id(d.host_tid),
            d.call
        );
        for (i, c) in d.before.iter().enumerate() {
            out.push_str(&format!("  #{:<5} both       {c}\n", d.call - d.before.len() + i));
        }
        for (side, calls) in [("simulator", &d.sim), ("host", &d.host)] {
            if calls.is_empty() {
                out.push_str(&format!("  #{:<5} {side:<10} (no more calls)\n", d.call));
            }
            for (i, c) in calls.iter().enumerate() {
                out.push_str(&format!("  #{:<5} {side:<10} {c}\n", d.call + i));
            }
        }
        out
    }
}

/// Compares the simulator's log with the host's.
pub fn compare(sim: &SyscallLog, host: &SyscallLog) -> SyscallDiff {
    let (s, h) = (Side::new(sim), Side::new(host));
    let count = |x: &Side| x.calls.iter().map(Vec::len).sum();
    let mut divergence = None;
    for task in 0..s.calls.len().max(h.calls.len()) {
        let none = Vec::new();
        let (a, b) = (s.calls.get(task).unwrap_or(&none), h.calls.get(task).unwrap_or(&none));
        let same = |i: usize| match (a.get(i), b.get(i)) {
            (Some(x), Some(y)) => s.key(x) == h.key(y),
            (None, None) => true,
            _ => false,
        };
        let Some(call) = (0..a.len().max(b.len())).find(|&i| !same(i)) else { continue };
        let from = call.saturating_sub(CONTEXT_BEFORE);
        let after = |x: &Side, v: &[SyscallRecord]| {
            v.iter().skip(call).take(CONTEXT_AFTER).map(|r| x.show(r)).collect::<Vec<_>>()
        };
        divergence = Some(Divergence {
            task,
            sim_tid: s.tids.get(task).copied(),
            host_tid: h.tids.get(task).copied(),
            call,
            before: a[from..call].iter().map(|r| s.show(r)).collect(),
            sim: after(&s, a),
            host: after(&h, b),
        });
        break;
    }
    SyscallDiff {
        tasks: [s.tids.len(), h.tids.len()],
        calls: [count(&s), count(&h)],
        dropped: [sim.dropped, host.dropped],
        divergence,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(tid: u32, nr: u64, args: [u64; 6], ret: i64) -> SyscallRecord {
        SyscallRecord::call(tid, nr, args, Some(ret as u64))
    }

    fn log(records: Vec<SyscallRecord>) -> SyscallLog {
        SyscallLog { records, dropped: 0 }
    }

    #[test]
    fn addresses_and_ids_compare_by_meaning() {
        // write(1, buf, 3) = 3; mmap(…) = an address; fork() = the child; the child's
        // exit_group(0).
        let sim = log(vec![
            rec(1000, 1, [1, 0x4000, 3, 0, 0, 0], 3),
            rec(1000, 9, [0, 4096, 3, 0x22, u64::MAX, 0], 0x7fff_f7ff_0000),
            rec(1000, 57, [0; 6], 1001),
            rec(1001, 231, [0; 6], 0),
        ]);
        let host = log(vec![
            rec(4321, 1, [1, 0x5000, 3, 0, 0, 0], 3),
            rec(4321, 9, [0, 4096, 3, 0x22, u64::MAX, 0], 0x7fff_f7fd_0000),
            rec(4321, 57, [0; 6], 4330),
            rec(4330, 231, [0; 6], 0),
        ]);
        let d = compare(&sim, &host);
        assert_eq!(d.divergence, None, "{}", d.text());
        assert_eq!((d.tasks, d.calls), ([2, 2], [4, 4]));
    }

    #[test]
    fn the_first_divergence_is_named_with_its_context() {
        let mut calls: Vec<SyscallRecord> = (0..8).map(|i| rec(1000, 8, [0, i, 0, 0, 0, 0], i as i64)).collect();
        let mut host = calls.clone();
        for r in &mut host {
            r.tid = 77;
        }
        calls.push(rec(1000, 25, [0x1000, 4096, 8192, 1, 0, 0], -14));
        host.push(rec(77, 25, [0x2000, 4096, 8192, 1, 0, 0], 0x7000_0000));
        let d = compare(&log(calls), &log(host));
        let div = d.divergence.clone().unwrap();
        assert_eq!((div.task, div.call, div.before.len()), (0, 8, CONTEXT_BEFORE));
        assert_eq!(div.sim, vec!["mremap(0x1000, 4096, 8192, 1, 0) = -14 (Bad address)".to_string()]);
        assert_eq!(div.host, vec!["mremap(0x2000, 4096, 8192, 1, 0) = 0x70000000".to_string()]);
        assert!(d.difference().unwrap().starts_with("syscalls: task 0 call #8: simulator mremap"));
        assert!(d.text().contains("#3     both       lseek(0, 3, 0) = 3"), "{}", d.text());
    }

    #[test]
    fn interrupted_calls_are_seen_as_the_program_saw_them() {
        let sigreturn = rec(9, 15, [0; 6], 0);
        // wait4 interrupted by SIGCHLD, its handler, and wait4 restarted: as one wait4.
        let host = log(vec![
            rec(9, 61, [u64::MAX, 0, 0, 0, 0, 0], -512),
            rec(9, 1, [2, 0, 1, 0, 0, 0], 1),
            sigreturn.clone(),
            rec(9, 61, [u64::MAX, 0, 0, 0, 0, 0], 10),
            rec(10, 60, [0; 6], 0),
            // pause() ends with -ERESTARTNOHAND, which the handler's return makes -EINTR.
            rec(9, 34, [0; 6], -514),
            sigreturn,
            rec(9, 1 | (1 << 32), [2, 0, 1, 0, 0, 0], 1),
        ]);
        let sim = log(vec![
            rec(1000, 1, [2, 0, 1, 0, 0, 0], 1),
            rec(1000, 61, [u64::MAX, 0, 0, 0, 0, 0], 1001),
            rec(1001, 60, [0; 6], 0),
            rec(1000, 34, [0; 6], -4),
            rec(1000, 1, [2, 0, 1, 0, 0, 0], 1),
        ]);
        let d = compare(&sim, &host);
        assert_eq!(d.divergence, None, "{}", d.text());
        assert_eq!(d.calls, [5, 5]);
        // Any result is data: the most negative one is no restart code.
        let odd = log(vec![rec(1, 9, [0; 6], i64::MIN), rec(1, 1 | (9 << 32), [0; 6], -1)]);
        assert!(compare(&odd, &odd).divergence.is_none());
    }

    #[test]
    fn a_stream_cut_differently_is_the_same_stream() {
        let sim = log(vec![
            rec(1, 0, [3, 0, 4096, 0, 0, 0], 4096),
            rec(1, 0, [3, 0, 4096, 0, 0, 0], 904),
            rec(1, 3, [3, 0, 0, 0, 0, 0], 0),
        ]);
        let host = log(vec![
            rec(2, 0, [3, 0, 4096, 0, 0, 0], 3000),
            rec(2, 0, [3, 0, 4096, 0, 0, 0], 2000),
            rec(2, 0, [3, 0, 4096, 0, 0, 0], 0),
            rec(2, 3, [3, 0, 0, 0, 0, 0], 0),
        ]);
        assert_eq!(compare(&sim, &host).divergence, None);
        let short = log(vec![rec(2, 0, [3, 0, 4096, 0, 0, 0], 4999), rec(2, 3, [3, 0, 0, 0, 0, 0], 0)]);
        assert!(compare(&sim, &short).divergence.is_some());
    }

    fn handler(tid: u32, signo: i32, code: i32, from_self: bool) -> SyscallRecord {
        let h = HandlerEntry { signo, code, from_self };
        SyscallRecord { handler: Some(h), ..SyscallRecord::call(tid, 0, [0; 6], None) }
    }

    #[test]
    fn a_childs_sigchld_handler_is_compared_apart_from_where_it_ran() {
        const CLD_EXITED: i32 = 1;
        let any = u64::MAX; // wait4(-1, …)
        let sigreturn = |t| rec(t, 15, [0; 6], 0);
        // The simulator: both children ended before the parent ran again; one SIGCHLD,
        // whose handler reaps both, between two reads of a pipe.
        let sim = log(vec![
            rec(1000, 57, [0; 6], 1001),
            rec(1000, 57, [0; 6], 1002),
            rec(1001, 60, [0; 6], 0),
            rec(1002, 60, [0; 6], 0),
            rec(1000, 0, [3, 0, 4096, 0, 0, 0], 4),
            handler(1000, 17, CLD_EXITED, false),
            rec(1000, 61, [any, 0, 1, 0, 0, 0], 1001),
            rec(1000, 61, [any, 0, 1, 0, 0, 0], 1002),
            rec(1000, 61, [any, 0, 1, 0, 0, 0], -10),
            sigreturn(1000),
            rec(1000, 0, [3, 0, 4096, 0, 0, 0], 0),
            rec(1000, 3, [3, 0, 0, 0, 0, 0], 0),
        ]);
        // The host: the second child ended first and was reaped by a blocking wait of
        // the parent's own; the handler ran twice, once finding nothing, once after the
        // close.
        let host = log(vec![
            rec(50, 57, [0; 6], 51),
            rec(50, 57, [0; 6], 52),
            rec(52, 60, [0; 6], 0),
            rec(50, 0, [3, 0, 4096, 0, 0, 0], 4),
            rec(50, 0, [3, 0, 4096, 0, 0, 0], 0),
            handler(50, 17, CLD_EXITED, false),
            rec(50, 61, [any, 0, 1, 0, 0, 0], 52),
            rec(50, 61, [any, 0, 1, 0, 0, 0], 0),
            sigreturn(50),
            rec(50, 3, [3, 0, 0, 0, 0, 0], 0),
            rec(51, 60, [0; 6], 0),
            rec(50, 61, [any, 0, 0, 0, 0, 0], -512),
            handler(50, 17, CLD_EXITED, false),
            sigreturn(50),
            rec(50, 61, [any, 0, 0, 0, 0, 0], 51),
        ]);
        let d = compare(&sim, &host);
        assert_eq!(d.divergence, None, "{}", d.text());
        // A handler the other side never ran is still a divergence, named as such.
        let none = log(sim.records.iter().filter(|r| r.handler.is_none() && r.nr != 61).cloned().collect());
        let d = compare(&none, &host);
        let div = d.divergence.clone().expect("a handler only the host ran");
        assert!(div.host[0].contains("SIGCHLD handler"), "{}", d.text());
    }

    #[test]
    fn a_wait_that_changed_nothing_is_not_compared() {
        let (any, wnohang) = (u64::MAX, 1);
        let write = |t| rec(t, 1, [1, 0, 4, 0, 0, 0], 4);
        // A subshell polls for children it never had (-ECHILD) and for one not ended
        // yet (0) on one side only.
        let sim = log(vec![rec(1000, 61, [any, 0, wnohang, 0, 0, 0], -10), write(1000)]);
        let host = log(vec![rec(7, 61, [any, 0, wnohang, 0, 0, 0], 0), write(7)]);
        let d = compare(&sim, &host);
        assert_eq!(d.divergence, None, "{}", d.text());
        // A wait that reaped a child on one side only is still a divergence.
        let reaped = log(vec![rec(7, 57, [0; 6], 8), rec(7, 61, [any, 0, wnohang, 0, 0, 0], 8), write(7)]);
        let not_yet = log(vec![rec(1000, 57, [0; 6], 1001), rec(1000, 61, [any, 0, wnohang, 0, 0, 0], 0), write(1000)]);
        assert!(compare(&not_yet, &reaped).divergence.is_some());
    }

    #[test]
    fn a_fault_or_a_signal_sent_to_itself_is_handled_in_place() {
        let sigreturn = rec(7, 15, [0; 6], 0);
        let kill = rec(7, 62, [7, 10, 0, 0, 0, 0], 0);
        let getpid = rec(7, 39, [0; 6], 7);
        let write = rec(7, 1, [1, 0, 2, 0, 0, 0], 2);
        // kill(SIGUSR1), its handler's getpid, and a write: the handler right after the
        // kill, or after the write.
        let run = |from_self: bool, early: bool| {
            let h = handler(7, 10, 0, from_self);
            log(if early {
                vec![kill.clone(), h, getpid.clone(), sigreturn.clone(), write.clone()]
            } else {
                vec![kill.clone(), write.clone(), h, getpid.clone(), sigreturn.clone()]
            })
        };
        // Sent by the process itself: where the handler ran is compared.
        assert!(compare(&run(true, true), &run(true, false)).divergence.is_some());
        // Sent by another: it is not.
        let d = compare(&run(false, true), &run(false, false));
        assert_eq!(d.divergence, None, "{}", d.text());
        // A segfault's handler (SEGV_MAPERR, si_addr not the pid) stays in place too.
        assert!(!floats(&HandlerEntry { signo: 11, code: 1, from_self: false }));
        assert!(floats(&HandlerEntry { signo: 10, code: 0, from_self: false }));
        assert!(floats(&HandlerEntry { signo: 14, code: 0x80, from_self: false }));
    }

    #[test]
    fn a_missing_call_and_left_out_calls() {
        let sim = log(vec![rec(1000, 202, [0; 6], 0), rec(1000, 39, [0; 6], 1000)]);
        let host = log(vec![rec(9, 39, [0; 6], 9), rec(9, 24, [0; 6], 0), rec(9, 60, [0; 6], 0)]);
        let d = compare(&sim, &host);
        let div = d.divergence.unwrap();
        assert_eq!(div.call, 1);
        assert!(div.sim.is_empty());
        assert_eq!(div.host, vec!["exit(0) = 0".to_string()]);
    }
}
