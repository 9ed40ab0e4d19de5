//! Containment of a guest's process tree: every process the guest creates is in a cgroup
//! of the run's own (when this machine has one to give), under a process-count limit,
//! and the whole tree is killed when the run ends, at its deadline, or when this process
//! gets SIGINT, SIGTERM or SIGHUP ([`install_termination_cleanup`]), even the processes
//! that left the guest's process group (`setsid`, `setpgid`). Scratch directories made
//! with [`ScratchDir`] are removed on the same paths.
//!
//! # What is used, in order of preference
//!
//! - **Kill**: a cgroup v2 directory's `cgroup.kill` (Linux 5.14), which kills every
//!   process in it atomically; else, with only a cgroup v1 `pids` hierarchy, its
//!   `pids.max` is set to 0 (no more forks) and every pid in `cgroup.procs` is killed
//!   until none is left; and always `kill(-pgid, SIGKILL)` on the guest's process group.
//! - **Process-count limit** ([`crate::RunOptions::max_tasks`]): `pids.max` of the pids
//!   controller, in the cgroup v2 directory when the controller is enabled there, else
//!   in a cgroup v1 `pids` hierarchy. A guest past it gets `EAGAIN` from `fork`/`clone`,
//!   as in the simulator past its process limit. `RLIMIT_NPROC` is no substitute: it
//!   counts per user, and is not enforced for root (`CAP_SYS_RESOURCE`,
//!   `CAP_SYS_ADMIN`), which the oracle needs to be. Without a pids controller the run
//!   has no process-count limit, and [`Containment::task_limit`] says so.
//!
//! The cgroups are made below this process's own (from `/proc/self/cgroup` and
//! `/proc/self/mountinfo`), named `probesim-PID-N`; the guest is moved into them by the
//! parent after `fork` and before the child is released to `execve`, so the guest's
//! first instruction already runs inside. They are removed when the run ends. A
//! SIGKILL of this process cannot be handled: then the guest itself dies
//! (`PR_SET_PDEATHSIG`, `PTRACE_O_EXITKILL`) but descendants and the cgroup directories
//! stay, until the next run in the same cgroup: its first [`Tree::new`] reaps every
//! `probesim-PID-N` directory there whose `PID` is no longer a live process
//! ([`reap_stale`]): what is left in it is killed as above, and the directory is
//! removed. A pid reused by another process before that keeps its directories until
//! that process is gone too.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use libc::{c_int, pid_t};

use crate::sys;
use crate::{Containment, HostError};

/// Where this machine's cgroup hierarchies are, found once.
#[derive(Clone, Debug, Default)]
struct Hierarchies {
    /// This process's cgroup v2 directory, if writable there.
    v2: Option<PathBuf>,
    /// This process's cgroup v1 `pids` directory.
    v1_pids: Option<PathBuf>,
}

fn hierarchies() -> &'static Hierarchies {
    static H: OnceLock<Hierarchies> = OnceLock::new();
    H.get_or_init(|| {
        let mounts = fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
        let own = fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
        let mut h = Hierarchies::default();
        for line in mounts.lines() {
            // mountinfo: ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTS... - FSTYPE SOURCE SUPEROPTS
            let (pre, post) = line.split_once(" - ").unwrap_or((line, ""));
            let pre: Vec<&str> = pre.split(' ').collect();
            let post: Vec<&str> = post.split(' ').collect();
            let (Some(root), Some(point), Some(fstype)) = (pre.get(3), pre.get(4), post.first()) else { continue };
            let superopts = post.get(2).copied().unwrap_or("");
            let dir = |controller_field: &dyn Fn(&str) -> bool| {
                own.lines().find_map(|l| {
                    let mut f = l.splitn(3, ':');
                    let (_, ctl, path) = (f.next()?, f.next()?, f.next()?);
                    controller_field(ctl).then(|| {
                        let rel = path.strip_prefix(root).unwrap_or(path).trim_start_matches('/');
                        Path::new(point).join(rel)
                    })
                })
            };
            if *fstype == "cgroup2" && h.v2.is_none() {
                h.v2 = dir(&|ctl| ctl.is_empty());
            } else if *fstype == "cgroup" && superopts.split(',').any(|o| o == "pids") && h.v1_pids.is_none() {
                h.v1_pids = dir(&|ctl| ctl.split(',').any(|c| c == "pids"));
            }
        }
        h
    })
}

/// One run's cgroups (v2 and/or v1 `pids`), made by [`Tree::new`] and removed when it
/// is dropped, after killing whatever is left in them.
#[derive(Debug)]
pub(crate) struct Tree {
    /// The guest's process group (its pid), once forked; 0 before.
    pgid: AtomicI32,
    v2: Option<PathBuf>,
    v1_pids: Option<PathBuf>,
    /// Where `pids.max` was set (one of the two), with the limit.
    limit: Option<(PathBuf, u32)>,
    limit_why: String,
    /// The registry's key.
    id: u64,
}

/// Makes a cgroup directory `name` under `parent`, `None` if that fails.
fn make_cgroup(parent: &Path, name: &str) -> Option<PathBuf> {
    let dir = parent.join(name);
    fs::create_dir(&dir).ok()?;
    Some(dir)
}

/// Whether the v2 directory `parent` can give its children a pids controller
/// (enabling it in `cgroup.subtree_control` if needed).
fn v2_pids_enabled(parent: &Path) -> bool {
    let has = |file: &str| {
        fs::read_to_string(parent.join(file)).map(|s| s.split_whitespace().any(|c| c == "pids")).unwrap_or(false)
    };
    if !has("cgroup.controllers") {
        return false;
    }
    has("cgroup.subtree_control") || fs::write(parent.join("cgroup.subtree_control"), "+pids").is_ok()
}

/// The owner pid of a cgroup directory named by this scheme (`probesim-PID-N`).
fn owner_of(name: &str) -> Option<pid_t> {
    let (pid, n) = name.strip_prefix("probesim-")?.split_once('-')?;
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (all_digits(pid) && all_digits(n)).then(|| pid.parse().ok()).flatten()
}

/// Whether `pid` is a live process of this pid namespace (a zombie is not: it has
/// exited, and will clean nothing up).
fn alive(pid: pid_t) -> bool {
    let Ok(stat) = fs::read_to_string(format!("/proc/{pid}/stat")) else { return false };
    // PID (COMM) STATE ...: COMM may hold anything, so the state follows the last ')'.
    let state = stat.rsplit_once(')').and_then(|(_, rest)| rest.trim_start().chars().next());
    !matches!(state, None | Some('Z' | 'X'))
}

/// Writes `text` to the file `path` if it exists (a cgroup's control file; never makes
/// one).
fn write_existing(path: &Path, text: &str) {
    if let Ok(mut f) = fs::OpenOptions::new().write(true).open(path) {
        let _ = io::Write::write_all(&mut f, text.as_bytes());
    }
}

/// Kills every process in the cgroup directory `dir` and below it, then removes the
/// directories, deepest first. Best effort, bounded in time: what cannot be removed
/// (a process that will not die) stays for a later run.
fn kill_and_remove_dir(dir: &Path) {
    // v2: one write kills the whole subtree; v1: no more forks, then each pid.
    write_existing(&dir.join("cgroup.kill"), "1");
    write_existing(&dir.join("pids.max"), "0");
    let children: Vec<PathBuf> = fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok).filter(|e| e.file_type().is_ok_and(|t| t.is_dir())).map(|e| e.path()).collect()
        })
        .unwrap_or_default();
    for child in &children {
        kill_and_remove_dir(child);
    }
    for _ in 0..2000 {
        let procs = fs::read_to_string(dir.join("cgroup.procs")).unwrap_or_default();
        let pids: Vec<pid_t> = procs.split_whitespace().filter_map(|p| p.parse().ok()).collect();
        for p in &pids {
            sys::kill(*p, libc::SIGKILL);
        }
        match fs::remove_dir(dir) {
            // Busy while a killed task is still leaving.
            Err(e) if e.raw_os_error() == Some(libc::EBUSY) => std::thread::sleep(Duration::from_millis(1)),
            _ => break,
        }
    }
}

/// Reaps the directories a SIGKILLed probesim left under the cgroup directory `parent`:
/// each `probesim-PID-N` whose `PID` is not a live process other than this one
/// ([`owner_of`], [`alive`]) has its processes killed and is removed
/// ([`kill_and_remove_dir`]). Returns the directories it removed.
fn reap_stale(parent: &Path) -> Vec<PathBuf> {
    let me = sys::getpid();
    let Ok(entries) = fs::read_dir(parent) else { return Vec::new() };
    let mut stale: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .filter(|e| e.file_name().to_str().and_then(owner_of).is_some_and(|pid| pid != me && !alive(pid)))
        .map(|e| e.path())
        .collect();
    stale.sort();
    stale.retain(|dir| {
        kill_and_remove_dir(dir);
        !dir.exists()
    });
    stale
}

/// Reaps stale directories ([`reap_stale`]) in this process's cgroup hierarchies, once
/// per process (the first run's [`Tree::new`]).
fn reap_stale_once() {
    static DONE: OnceLock<()> = OnceLock::new();
    DONE.get_or_init(|| {
        let h = hierarchies();
        for parent in [&h.v2, &h.v1_pids].into_iter().flatten() {
            reap_stale(parent);
        }
    });
}

impl Tree {
    /// Makes the run's cgroups and sets the process-count limit (`max_tasks`; `None`:
    /// none). Never fails: what cannot be made is left out, and [`Tree::containment`]
    /// says what there is.
    pub(crate) fn new(max_tasks: Option<u32>) -> Arc<Tree> {
        static N: AtomicU64 = AtomicU64::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let name = format!("probesim-{}-{n}", sys::getpid());
        reap_stale_once();
        let h = hierarchies();
        let v2_parent = h.v2.as_deref();
        let v2_pids = v2_parent.is_some_and(v2_pids_enabled);
        let v2 = v2_parent.and_then(|p| make_cgroup(p, &name));
        // A v1 pids directory only where v2 cannot limit.
        let v1_pids =
            if v2_pids && v2.is_some() { None } else { h.v1_pids.as_deref().and_then(|p| make_cgroup(p, &name)) };
        let (mut limit, mut limit_why) = (None, String::new());
        let candidates = [(v2.as_ref().filter(|_| v2_pids), "cgroup v2"), (v1_pids.as_ref(), "cgroup v1")];
        match max_tasks {
            None => limit_why = "no limit requested".into(),
            Some(max) => {
                for (dir, which) in candidates {
                    let Some(dir) = dir else { continue };
                    if fs::write(dir.join("pids.max"), max.to_string()).is_ok() {
                        limit_why = format!("pids.max in {which} {}", dir.display());
                        limit = Some((dir.clone(), max));
                        break;
                    }
                }
                if limit.is_none() {
                    limit_why = "none: no pids controller to use here (RLIMIT_NPROC does not bind root)".into();
                }
            }
        }
        let tree = Tree { pgid: AtomicI32::new(0), v2, v1_pids, limit, limit_why, id: 0 };
        registry::add(tree)
    }

    /// The run's cgroup v2 directory, opened for `perf_event_open`'s
    /// `PERF_FLAG_PID_CGROUP` (the v2 hierarchy carries the perf_event controller).
    pub(crate) fn perf_cgroup(&self) -> Option<std::os::fd::OwnedFd> {
        self.v2.as_ref().and_then(|d| fs::File::open(d).ok()).map(std::os::fd::OwnedFd::from)
    }

    /// Puts the forked (not yet released) guest `pid` into the run's cgroups; it leads
    /// its own process group. A failed move leaves that cgroup out (the guest is then
    /// contained by what is left).
    pub(crate) fn enter(&self, pid: pid_t) -> Result<(), HostError> {
        self.pgid.store(pid, Ordering::SeqCst);
        for dir in [&self.v2, &self.v1_pids].into_iter().flatten() {
            fs::write(dir.join("cgroup.procs"), pid.to_string())
                .map_err(|source| HostError::Sys { what: "moving the guest into its cgroup", source })?;
        }
        if registry::terminating() {
            self.kill();
        }
        Ok(())
    }

    /// How the run is contained.
    pub(crate) fn containment(&self) -> Containment {
        let kill = if self.v2.is_some() {
            "cgroup v2 cgroup.kill"
        } else if self.v1_pids.is_some() {
            "cgroup v1 pids"
        } else {
            "process group only"
        };
        let hits = self
            .limit
            .as_ref()
            .and_then(|(dir, _)| fs::read_to_string(dir.join("pids.events")).ok())
            .and_then(|s| s.lines().find_map(|l| l.strip_prefix("max ").and_then(|n| n.trim().parse::<u64>().ok())))
            .unwrap_or(0);
        Containment {
            kill: kill.to_string(),
            task_limit: self.limit.as_ref().map(|(_, m)| *m),
            task_limit_how: self.limit_why.clone(),
            task_limit_hits: hits,
        }
    }

    /// Whether a process of the tree is still alive (for the process group alone: a
    /// member of it).
    pub(crate) fn populated(&self) -> bool {
        if let Some(dir) = &self.v2 {
            if let Ok(ev) = fs::read_to_string(dir.join("cgroup.events")) {
                return ev.lines().any(|l| l == "populated 1");
            }
        }
        if let Some(dir) = &self.v1_pids {
            return fs::read_to_string(dir.join("cgroup.procs")).map(|s| !s.trim().is_empty()).unwrap_or(false);
        }
        let pgid = self.pgid.load(Ordering::SeqCst);
        pgid > 0 && sys::kill_checked(-pgid, 0)
    }

    /// SIGKILLs every process of the tree (see the module docs). Safe to call at any
    /// time, any number of times, from any thread.
    pub(crate) fn kill(&self) {
        let pgid = self.pgid.load(Ordering::SeqCst);
        if pgid <= 0 {
            return;
        }
        if let Some(dir) = &self.v2 {
            let _ = fs::write(dir.join("cgroup.kill"), "1");
        } else if let Some(dir) = &self.v1_pids {
            let _ = fs::write(dir.join("pids.max"), "0");
            for _ in 0..1000 {
                let procs = fs::read_to_string(dir.join("cgroup.procs")).unwrap_or_default();
                let pids: Vec<pid_t> = procs.split_whitespace().filter_map(|p| p.parse().ok()).collect();
                if pids.is_empty() {
                    break;
                }
                for p in pids {
                    sys::kill(p, libc::SIGKILL);
                }
            }
        }
        sys::kill(-pgid, libc::SIGKILL);
    }

    /// Kills the tree, waits (up to `limit`) for it to be gone, and removes the cgroups.
    fn kill_and_remove(&self, limit: Duration) {
        self.kill();
        let end = Instant::now().checked_add(limit);
        while self.populated() && end.is_some_and(|e| Instant::now() < e) {
            std::thread::sleep(Duration::from_millis(1));
        }
        for dir in [&self.v2, &self.v1_pids].into_iter().flatten() {
            // A killed task leaves its cgroup a moment after it is gone from cgroup.procs.
            for _ in 0..1000 {
                match fs::remove_dir(dir) {
                    Err(e) if e.raw_os_error() == Some(libc::EBUSY) => std::thread::sleep(Duration::from_millis(1)),
                    _ => break,
                }
            }
        }
    }
}

/// The handle a run holds: when dropped, the tree is killed and its cgroups removed.
pub(crate) struct TreeGuard(pub(crate) Arc<Tree>);

impl Drop for TreeGuard {
    fn drop(&mut self) {
        self.0.kill_and_remove(Duration::from_secs(5));
        registry::remove_tree(self.0.id);
    }
}

/// A private temporary directory (made by the tempfile crate, `probesim-*` under
/// `$TMPDIR`) that is removed with its contents when dropped, and also when this
/// process ends on a signal that [`install_termination_cleanup`] handles.
#[derive(Debug)]
pub struct ScratchDir {
    dir: Option<tempfile::TempDir>,
    id: u64,
}

impl ScratchDir {
    /// Makes the directory.
    pub fn new() -> io::Result<ScratchDir> {
        let dir = tempfile::Builder::new().prefix("probesim-").tempdir()?;
        let id = registry::add_scratch(dir.path().to_path_buf());
        Ok(ScratchDir { dir: Some(dir), id })
    }

    /// Its path.
    pub fn path(&self) -> &Path {
        self.dir.as_ref().map_or(Path::new(""), |d| d.path())
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        registry::remove_scratch(self.id);
        if let Some(d) = self.dir.take() {
            let _ = d.close();
        }
    }
}

/// The live trees and scratch directories, for the termination cleanup.
mod registry {
    use super::*;

    #[derive(Default)]
    struct Registry {
        next: u64,
        trees: Vec<Arc<Tree>>,
        scratch: Vec<(u64, PathBuf)>,
    }

    static REGISTRY: Mutex<Option<Registry>> = Mutex::new(None);
    static TERMINATING: AtomicBool = AtomicBool::new(false);

    fn lock() -> MutexGuard<'static, Option<Registry>> {
        REGISTRY.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn with<T>(f: impl FnOnce(&mut Registry) -> T) -> T {
        let mut g = lock();
        f(g.get_or_insert_with(Registry::default))
    }

    pub(super) fn terminating() -> bool {
        TERMINATING.load(Ordering::SeqCst)
    }

    pub(super) fn add(mut tree: Tree) -> Arc<Tree> {
        with(|r| {
            r.next += 1;
            tree.id = r.next;
            let t = Arc::new(tree);
            r.trees.push(Arc::clone(&t));
            t
        })
    }

    pub(super) fn remove_tree(id: u64) {
        with(|r| r.trees.retain(|t| t.id != id));
    }

    pub(super) fn add_scratch(path: PathBuf) -> u64 {
        with(|r| {
            r.next += 1;
            r.scratch.push((r.next, path));
            r.next
        })
    }

    pub(super) fn remove_scratch(id: u64) {
        with(|r| r.scratch.retain(|(i, _)| *i != id));
    }

    /// Kills every live tree, removes its cgroups and every scratch directory. Later
    /// runs' guests are killed as soon as they are forked.
    pub(super) fn terminate_all() {
        TERMINATING.store(true, Ordering::SeqCst);
        let (trees, scratch) = with(|r| (r.trees.clone(), r.scratch.clone()));
        for t in &trees {
            t.kill();
        }
        for t in &trees {
            t.kill_and_remove(Duration::from_secs(2));
        }
        for (_, dir) in scratch {
            let _ = fs::remove_dir_all(dir);
        }
    }
}

/// Kills every guest tree of this process's live runs (and removes their cgroups) and
/// removes every live [`ScratchDir`]; a run started afterwards has its guest killed at
/// once. What [`install_termination_cleanup`]'s handler does before the process dies.
pub fn terminate_all_runs() {
    registry::terminate_all();
}

/// The write end of the self-pipe the signal handler writes to; -1 before installation.
static SIGNAL_PIPE: AtomicI32 = AtomicI32::new(-1);

/// The signals [`install_termination_cleanup`] handles.
const TERMINATION_SIGNALS: [c_int; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

extern "C" fn on_termination_signal(sig: c_int) {
    // Only async-signal-safe calls: errno is saved and restored around one `write`.
    // SAFETY: `__errno_location` returns this thread's errno slot, valid for the
    // thread's life; `write` of one byte from a local to a pipe fd (or -1, which fails
    // harmlessly) is async-signal-safe.
    unsafe {
        let errno = libc::__errno_location();
        let saved = *errno;
        let b = sig as u8;
        libc::write(SIGNAL_PIPE.load(Ordering::SeqCst), (&b as *const u8).cast(), 1);
        *errno = saved;
    }
}

/// Installs handlers for SIGINT, SIGTERM and SIGHUP that, in a thread of their own (a
/// self-pipe: the handler only writes the signal number to a pipe), kill every live
/// guest tree, remove the runs' cgroups and scratch directories ([`terminate_all_runs`]),
/// and then end this process with the same signal (default disposition, re-raised), so
/// its parent sees it die of that signal as it would have without the handler.
/// Idempotent; for programs (probesim's CLI), not for libraries.
pub fn install_termination_cleanup() -> Result<(), HostError> {
    static DONE: OnceLock<Result<(), String>> = OnceLock::new();
    let r = DONE.get_or_init(|| {
        let (rx, tx) = crate::io::pipe_pair().map_err(|e| e.to_string())?;
        std::thread::Builder::new()
            .name("probesim-host-signals".into())
            .spawn(move || {
                let mut b = [0u8; 1];
                loop {
                    match sys::read(&rx, &mut b) {
                        Ok(1) => break,
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                        _ => return,
                    }
                }
                terminate_all_runs();
                let sig = c_int::from(b[0]);
                // SAFETY: resetting a signal's disposition to the default with a zeroed
                // sigaction (SIG_DFL, empty mask), unblocking it, and raising it; all take
                // integers or pointers to locals.
                unsafe {
                    let mut dfl: libc::sigaction = std::mem::zeroed();
                    dfl.sa_sigaction = libc::SIG_DFL;
                    libc::sigaction(sig, &dfl, std::ptr::null_mut());
                    let mut set: libc::sigset_t = std::mem::zeroed();
                    libc::sigemptyset(&mut set);
                    libc::sigaddset(&mut set, sig);
                    libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
                    libc::raise(sig);
                    libc::_exit(128 + sig);
                }
            })
            .map_err(|e| e.to_string())?;
        SIGNAL_PIPE.store(std::os::fd::IntoRawFd::into_raw_fd(tx), Ordering::SeqCst);
        for sig in TERMINATION_SIGNALS {
            // SAFETY: installing a handler that only makes async-signal-safe calls, with a
            // zeroed sigaction (empty mask) and SA_RESTART.
            unsafe {
                let mut act: libc::sigaction = std::mem::zeroed();
                act.sa_sigaction = on_termination_signal as extern "C" fn(c_int) as usize;
                act.sa_flags = libc::SA_RESTART;
                libc::sigemptyset(&mut act.sa_mask);
                if libc::sigaction(sig, &act, std::ptr::null_mut()) != 0 {
                    return Err(io::Error::last_os_error().to_string());
                }
            }
        }
        Ok(())
    });
    r.clone()
        .map_err(|why| HostError::Sys { what: "installing the termination handlers", source: io::Error::other(why) })
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn the_owner_is_in_the_name() {
        assert_eq!(owner_of("probesim-123-0"), Some(123));
        assert_eq!(owner_of("probesim-7-42"), Some(7));
        for other in ["probesim-123", "probesim--1", "probesim-x-1", "probesim-1-", "probesim-1-2-3", "other-1-2"] {
            assert_eq!(owner_of(other), None, "{other}");
        }
    }

    #[test]
    fn a_dead_pid_is_not_alive() {
        assert!(alive(sys::getpid()));
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id() as pid_t;
        child.wait().unwrap();
        assert!(!alive(pid));
        assert!(!alive(-1));
    }

    #[test]
    fn only_directories_of_dead_owners_are_reaped() {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        let parent = tempfile::tempdir().unwrap();
        let me = std::process::id();
        let names = [
            format!("probesim-{dead}-0"),
            format!("probesim-{dead}-1"),
            format!("probesim-{me}-0"),
            "probesim-1-0".into(),
            "probesim-x-0".into(),
            "other".into(),
        ];
        for n in &names {
            fs::create_dir(parent.path().join(n)).unwrap();
        }
        // A cgroup made by the guest below a stale one goes too.
        fs::create_dir(parent.path().join(&names[1]).join("inner")).unwrap();
        let reaped = reap_stale(parent.path());
        assert_eq!(reaped, [parent.path().join(&names[0]), parent.path().join(&names[1])]);
        let mut left: Vec<String> =
            fs::read_dir(parent.path()).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        left.sort();
        assert_eq!(left, ["other", "probesim-1-0", &names[2], "probesim-x-0"]);
    }
}
