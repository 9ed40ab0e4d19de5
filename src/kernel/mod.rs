//! The simulated Linux kernel: one process with one thread, its address space, the
//! system calls of issue #2, signals, and uprobes.
//!
//! It runs entirely inside the CPU's trap hooks through [`GuestCpu`]; it never names
//! the CPU engine.
//!
//! # Differs from Linux
//! - Fatal signals only: a signal ends the process (no handlers, no sigreturn).
//! - The pid is fixed ([`PID`]) and equals the tid.
//! - Privileged instructions that Unicorn runs at CPL0 (`cli`, `in`, …) are not
//!   turned into SIGSEGV; only `hlt` is.

pub mod insn;
pub mod mm;
pub mod optimize;
pub mod preset;
pub mod redzone;
pub mod uprobes;
pub mod uretprobes;

use std::collections::BTreeMap;

use crate::cpu::{Access, FaultKind, GuestCpu, Prot, Reg, TrapHandler};
use crate::loader::{page_up, Image, PAGE_SIZE};
use crate::trace::{EventKind, Trace};

use mm::Mm;
use uprobes::Uprobes;

/// The simulated pid (and tid) of the first process; children count up from here.
pub const PID: u32 = 1000;
/// Most processes a run may create (fork returns -EAGAIN beyond).
pub const MAX_PROCS: usize = 64;
/// SIGILL.
pub const SIGILL: i32 = 4;
/// SIGTRAP.
pub const SIGTRAP: i32 = 5;
/// SIGFPE.
pub const SIGFPE: i32 = 8;
/// SIGSEGV.
pub const SIGSEGV: i32 = 11;

const ENOENT: i64 = 2;
const EBADF: i64 = 9;
const ENOMEM: i64 = 12;
const EFAULT: i64 = 14;
const EEXIST: i64 = 17;
const EINVAL: i64 = 22;
const ENODEV: i64 = 19;
const ENOSYS: i64 = 38;

/// How the process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Exit {
    /// Exit status for a normal exit.
    pub code: Option<i32>,
    /// Signal number for a death by signal.
    pub signal: Option<i32>,
}

/// Kernel configuration chosen by the user.
#[derive(Clone, Debug)]
pub struct KernelConfig {
    /// Keep every event (counts are always kept).
    pub record_trace: bool,
    /// Seed for AT_RANDOM and getrandom.
    pub seed: u64,
    /// stdin contents.
    pub stdin: Vec<u8>,
    /// Kernel version/design.
    pub preset: preset::Preset,
    /// Return-instance allocation design.
    pub ri_alloc: uretprobes::RiAlloc,
    /// Record the registers right after each probed instruction completed
    /// (emulated or stepped), into [`Kernel::post_states`].
    pub capture_post_state: bool,
    /// Log every guest instruction with the registers before it (explain mode).
    pub log_insns: bool,
    /// Simulator fast paths, same results (on by default; off in explain mode): hits
    /// at emulated nops delivered through a shadow translation instead of the int3 trap
    /// (`Kernel::entry_shadowed`), and the uretprobe syscall trampoline run natively
    /// (`Kernel::uretprobe_trampoline_fast`).
    pub fast_paths: bool,
}

impl Default for KernelConfig {
    fn default() -> Self {
        KernelConfig {
            record_trace: true,
            seed: 0x5eed,
            stdin: Vec::new(),
            preset: preset::Preset::default(),
            ri_alloc: uretprobes::RiAlloc::default(),
            log_insns: false,
            capture_post_state: false,
            fast_paths: true,
        }
    }
}

/// A deterministic splitmix64 stream for AT_RANDOM and getrandom.
#[derive(Clone, Debug)]
pub struct SeededRandom(u64);

impl SeededRandom {
    /// A stream from `seed`.
    pub fn new(seed: u64) -> Self {
        SeededRandom(seed)
    }
    /// Fills `buf`.
    pub fn fill(&mut self, buf: &mut [u8]) {
        for chunk in buf.chunks_mut(8) {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^= z >> 31;
            chunk.copy_from_slice(&z.to_le_bytes()[..chunk.len()]);
        }
    }
}

/// One guest instruction in explain mode's log.
#[derive(Clone, Debug)]
pub struct LoggedInsn {
    /// Its address.
    pub addr: u64,
    /// Up to 16 bytes there.
    pub bytes: [u8; 16],
    /// Registers before it ran.
    pub regs: crate::cpu::Regs,
    /// The return-instance stack before it ran.
    pub ri: Vec<uretprobes::ReturnInstance>,
}

/// A process creation requested by fork, vfork or clone, carried out by the machine
/// (which owns the CPUs) right after the syscall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForkRequest {
    /// `CLONE_VFORK`: the parent waits and the child shares its memory.
    pub vfork: bool,
    /// The new stack pointer for the child (clone's `stack`), 0 = same as the parent.
    pub child_stack: u64,
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

/// State shared by every process of a run: what Linux keeps globally (the uprobe
/// consumers and their counts, the process table) or shares through inherited file
/// descriptors (stdout, stderr).
#[derive(Debug, Default)]
pub struct Shared {
    /// Registered consumers (global, like the kernel's uprobe registry).
    pub consumers: Vec<uprobes::ConsumerSlot>,
    /// Captured fd 1 (shared by every process).
    pub stdout: Vec<u8>,
    /// Captured fd 2.
    pub stderr: Vec<u8>,
    /// Simulated dmesg lines.
    pub dmesg: Vec<String>,
    /// Unknown syscalls by number, with how often each was made.
    pub unknown_syscalls: BTreeMap<u64, u64>,
    /// Every process, by pid.
    pub procs: BTreeMap<u32, ProcEntry>,
}

/// The shared state, owned jointly by every process's kernel.
pub type SharedRef = std::rc::Rc<std::cell::RefCell<Shared>>;

/// The simulated kernel.
pub struct Kernel {
    /// The executable (the kernel reads probed instructions from the file).
    pub image: Image,
    /// pid = tid.
    pub pid: u32,
    /// The address space.
    pub mm: Mm,
    /// uprobe state.
    pub uprobes: Uprobes,
    /// Every transition.
    pub trace: Trace,
    /// Set once the process is gone.
    pub exit: Option<Exit>,
    /// State shared with the other processes of the run.
    pub shared: SharedRef,
    /// Parent pid (0 for the first process).
    pub ppid: u32,
    /// A fork/vfork/clone waiting for the machine to create the child.
    pub pending_fork: Option<ForkRequest>,
    stdin: Vec<u8>,
    stdin_pos: usize,
    /// The seeded random stream.
    pub random: SeededRandom,
    /// `set_tid_address` value.
    pub clear_child_tid: u64,
    /// What the preset switches on.
    pub features: preset::Features,
    /// The red-zone watchdog.
    pub red_zone: redzone::RedZone,
    /// Explain mode: every instruction run, with the registers and the return-instance
    /// depth before it.
    pub insn_log: Option<Vec<LoggedInsn>>,
    /// Return-probe statistics.
    pub ri_stats: uretprobes::RiStats,
    /// With `capture_post_state`: (probe address, registers after the probed instruction).
    pub post_states: Vec<(u64, crate::cpu::Regs)>,
    capture_post_state: bool,
    /// See [`KernelConfig::fast_paths`] (off in explain mode).
    fast_paths: bool,
    /// Returns that took `Kernel::uretprobe_trampoline_fast`. Not part of any
    /// report (the reports are the same either way); tests read it.
    pub fast_trampoline_returns: u64,
    /// Uprobe hits delivered through an entry shadow (`Kernel::entry_shadowed`). Not
    /// part of any report either.
    pub shadow_entry_hits: u64,
}

impl std::fmt::Debug for Kernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kernel").field("pid", &self.pid).field("exit", &self.exit).finish()
    }
}

fn neg(errno: i64) -> u64 {
    (-errno) as u64
}

/// Name of a syscall for traces.
pub fn syscall_name(nr: u64) -> &'static str {
    match nr {
        0 => "read",
        1 => "write",
        9 => "mmap",
        10 => "mprotect",
        11 => "munmap",
        12 => "brk",
        24 => "sched_yield",
        39 => "getpid",
        56 => "clone",
        57 => "fork",
        58 => "vfork",
        60 => "exit",
        61 => "wait4",
        63 => "uname",
        102 => "getuid",
        110 => "getppid",
        121 => "getpgid",
        158 => "arch_prctl",
        186 => "gettid",
        218 => "set_tid_address",
        231 => "exit_group",
        318 => "getrandom",
        335 => "uretprobe",
        336 => "uprobe",
        _ => "unknown",
    }
}

impl Kernel {
    /// A kernel for `image` (not yet mapped: see [`crate::machine::Machine`]).
    pub fn new(image: Image, cfg: &KernelConfig) -> Kernel {
        Kernel {
            image,
            pid: PID,
            mm: Mm::default(),
            uprobes: Uprobes::default(),
            trace: Trace::new(cfg.record_trace),
            exit: None,
            shared: SharedRef::default(),
            ppid: 0,
            pending_fork: None,
            stdin: cfg.stdin.clone(),
            stdin_pos: 0,
            random: SeededRandom::new(cfg.seed),
            clear_child_tid: 0,
            post_states: Vec::new(),
            features: cfg.preset.features(),
            red_zone: redzone::RedZone::default(),
            insn_log: cfg.log_insns.then(Vec::new),
            ri_stats: uretprobes::RiStats {
                alloc: uretprobes::RiAccounting::new(cfg.ri_alloc),
                ..Default::default()
            },
            capture_post_state: cfg.capture_post_state,
            fast_paths: cfg.fast_paths && !cfg.log_insns,
            fast_trampoline_returns: 0,
            shadow_entry_hits: 0,
        }
    }

    /// Ends the process with a fatal signal (`force_sig`). If an out-of-line step is
    /// active it is aborted first, so the signal is reported at the probe address.
    pub fn force_sig(&mut self, cpu: &mut dyn GuestCpu, signo: i32, at: u64, why: &str) {
        let at = self.abort_sstep_if_active(cpu).unwrap_or(at);
        let insn_no = cpu.insn_count();
        self.trace.emit(insn_no, at, EventKind::Signal, || format!("{} at {at:#x}: {why}", signal_name(signo)));
        self.set_exit(Exit { code: None, signal: Some(signo) });
        cpu.request_stop();
    }

    /// The task ends: `uprobe_free_utask()`, and the process becomes a zombie.
    fn set_exit(&mut self, exit: Exit) {
        self.exit = Some(exit);
        self.free_utask();
        if let Some(e) = self.shared.borrow_mut().procs.get_mut(&self.pid) {
            e.exit = Some(exit);
        }
    }

    /// Records the state after a probed instruction completed, if asked to.
    pub(crate) fn note_post_state(&mut self, cpu: &dyn GuestCpu, vaddr: u64) {
        if self.capture_post_state {
            self.post_states.push((vaddr, cpu.regs()));
        }
    }

    /// The task's `comm`: the executable's file name, at most 15 bytes.
    pub fn comm(&self) -> String {
        "prog".to_string()
    }

    fn exit_process(&mut self, cpu: &mut dyn GuestCpu, code: i32) {
        self.set_exit(Exit { code: Some(code), signal: None });
        cpu.request_stop();
    }

    /// Models `copy_process()` for a child with its own (copied) mm: `dup_mmap()` minus
    /// the `VM_DONTCOPY` mappings (`[uprobes]`, `[uprobes-trampoline]`), the breakpoint
    /// bytes inherited as memory, and `uprobe_copy_process()` → `dup_utask()`: pending
    /// return instances are copied and the XOL area is recreated at the same address
    /// (`dup_xol_work`). The caller (the machine) copies memory and registers.
    ///
    /// # Differs from Linux
    /// - The XOL area is recreated immediately rather than from task work on the
    ///   child's first return to user mode; nothing can observe the difference.
    /// - Consumers are shared by all processes. A perf event with `inherit` is really one
    ///   consumer per task; we model that only where it is observable: a perf-style
    ///   consumer ([`uprobes::UprobeConsumer::is_perf_event`]) is not counted at a
    ///   child's return through an instance inherited from its parent (the instance
    ///   records the parent's consumer, whose event is not active in the child). The
    ///   6.18 host shows exactly this (fork-pending: 1 hit, not 2) [I].
    pub fn fork_child(&self, pid: u32) -> Kernel {
        let mut mm = self.mm.clone();
        // Fix B maps its trampoline without VM_DONTCOPY (its fork selftest).
        let keep_tramp = self.features.optimize == preset::OptDesign::Nop10;
        mm.retain(|v| v.name != "[uprobes]" && (keep_tramp || v.name != optimize::TRAMPOLINE_NAME));
        let mut uprobes = Uprobes::default();
        uprobes.probes = self.uprobes.probes.clone();
        uprobes.rebuild_index();
        uprobes.has_uprobes = self.uprobes.has_uprobes;
        if keep_tramp {
            uprobes.trampolines = self.uprobes.trampolines.clone();
        }
        if !self.uprobes.return_instances.is_empty() {
            uprobes.return_instances = self.uprobes.return_instances.clone();
            for ri in &mut uprobes.return_instances {
                ri.inherited = true;
            }
            if let Some(area) = &self.uprobes.xol {
                uprobes.xol = Some(uprobes::XolArea { vaddr: area.vaddr, bitmap: 1 });
                if let Some(v) = self.mm.find(area.vaddr) {
                    mm.insert(v.clone());
                }
            }
        }
        let mut random = self.random.clone();
        let mut seed = [0u8; 8];
        random.fill(&mut seed);
        Kernel {
            image: self.image.clone(),
            pid,
            mm,
            uprobes,
            trace: Trace::new(self.trace.recording()),
            exit: None,
            stdin: self.stdin.clone(),
            stdin_pos: self.stdin_pos,
            random: SeededRandom::new(u64::from_le_bytes(seed) ^ u64::from(pid)),
            clear_child_tid: 0,
            post_states: Vec::new(),
            capture_post_state: self.capture_post_state,
            fast_paths: self.fast_paths,
            fast_trampoline_returns: 0,
            shadow_entry_hits: 0,
            features: self.features,
            red_zone: redzone::RedZone::default(),
            insn_log: None,
            ri_stats: uretprobes::RiStats {
                alloc: uretprobes::RiAccounting::new(self.ri_stats.alloc.design),
                ..Default::default()
            },
            shared: self.shared.clone(),
            ppid: self.pid,
            pending_fork: None,
        }
    }

    /// `wait4(pid, wstatus, options, rusage)` against the shared process table.
    fn sys_wait4(&mut self, cpu: &mut dyn GuestCpu, pid: i64, wstatus: u64, options: u64) -> u64 {
        const WNOHANG: u64 = 1;
        const ECHILD: i64 = 10;
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
            // Children run to completion before the parent resumes, so a live child
            // cannot exist here; a blocking wait would never end.
            return if options & WNOHANG != 0 { 0 } else { neg(ECHILD) };
        };
        let status: u32 = match (exit.code, exit.signal) {
            (Some(c), _) => ((c as u32) & 0xff) << 8,
            (None, Some(sig)) => sig as u32 & 0x7f,
            _ => 0,
        };
        if wstatus != 0 && !self.copy_to_user(cpu, wstatus, &status.to_le_bytes()) {
            return neg(EFAULT);
        }
        if let Some(e) = self.shared.borrow_mut().procs.get_mut(&child) {
            e.reaped = true;
        }
        u64::from(child)
    }

    pub(crate) fn copy_from_user(&self, cpu: &dyn GuestCpu, addr: u64, len: u64) -> Option<Vec<u8>> {
        if len > (1 << 30) || !self.mm.access_ok(addr, len, |p| p.read) {
            return None;
        }
        let mut buf = vec![0u8; usize::try_from(len).ok()?];
        cpu.read(addr, &mut buf).then_some(buf)
    }

    /// `copy_from_user` of a fixed-size block, without allocating (hot paths).
    pub(crate) fn read_user<const N: usize>(&self, cpu: &dyn GuestCpu, addr: u64) -> Option<[u8; N]> {
        if !self.mm.access_ok(addr, N as u64, |p| p.read) {
            return None;
        }
        let mut buf = [0u8; N];
        cpu.read(addr, &mut buf).then_some(buf)
    }

    pub(crate) fn copy_to_user(&self, cpu: &mut dyn GuestCpu, addr: u64, data: &[u8]) -> bool {
        self.mm.access_ok(addr, data.len() as u64, |p| p.write) && cpu.write(addr, data)
    }

    fn do_syscall(&mut self, cpu: &mut dyn GuestCpu, nr: u64, at: u64) -> Option<u64> {
        if nr == uprobes::NR_URETPROBE || nr == uprobes::NR_UPROBE {
            // The hot probe paths: they take no arguments, so skip reading them.
            return self.sys_uprobe_family(cpu, nr, at);
        }
        let a = |r| cpu.reg(r);
        let (a0, a1, a2, a3, a4) = (a(Reg::Rdi), a(Reg::Rsi), a(Reg::Rdx), a(Reg::R10), a(Reg::R8));
        let ret = match nr {
            0 => {
                if a0 != 0 {
                    neg(EBADF)
                } else {
                    let left = &self.stdin[self.stdin_pos..];
                    let n = left.len().min(usize::try_from(a2).unwrap_or(usize::MAX));
                    let chunk = left[..n].to_vec();
                    if n > 0 && !self.copy_to_user(cpu, a1, &chunk) {
                        neg(EFAULT)
                    } else {
                        self.stdin_pos += n;
                        n as u64
                    }
                }
            }
            1 => match (a0, self.copy_from_user(cpu, a1, a2)) {
                (1 | 2, None) => neg(EFAULT),
                (1, Some(d)) => {
                    self.shared.borrow_mut().stdout.extend_from_slice(&d);
                    a2
                }
                (2, Some(d)) => {
                    self.shared.borrow_mut().stderr.extend_from_slice(&d);
                    a2
                }
                _ => neg(EBADF),
            },
            9 => self.sys_mmap(cpu, a0, a1, a2, a3, a4),
            10 => {
                if a0 % PAGE_SIZE != 0 {
                    neg(EINVAL)
                } else {
                    let end = a0.saturating_add(page_up(a1));
                    match self.mm.protect(cpu, a0, end, Prot::from_linux(a2)) {
                        Ok(true) => 0,
                        Ok(false) => neg(ENOMEM),
                        Err(_) => neg(ENOMEM),
                    }
                }
            }
            11 => {
                if a0 % PAGE_SIZE != 0 || a1 == 0 {
                    neg(EINVAL)
                } else {
                    let end = a0.saturating_add(page_up(a1));
                    // The XOL page is a special mapping the program may unmap; fine.
                    match self.mm.unmap(cpu, a0, end) {
                        Ok(()) => 0,
                        Err(_) => neg(EINVAL),
                    }
                }
            }
            12 => self.sys_brk(cpu, a0),
            24 => 0,
            39 | 121 | 186 => u64::from(self.pid),
            110 => u64::from(if self.ppid == 0 { 1 } else { self.ppid }),
            56..=58 => {
                const CLONE_VM: u64 = 0x100;
                const CLONE_VFORK: u64 = 0x4000;
                let (vfork, stack) = match nr {
                    57 => (false, 0),
                    58 => (true, 0),
                    _ => (a0 & CLONE_VFORK != 0, a1),
                };
                if nr == 56 && a0 & CLONE_VM != 0 && a0 & CLONE_VFORK == 0 {
                    // A new thread: not modelled (one thread per process).
                    *self.shared.borrow_mut().unknown_syscalls.entry(nr).or_insert(0) += 1;
                    neg(ENOSYS)
                } else if self.shared.borrow().procs.len() >= MAX_PROCS {
                    neg(11) // -EAGAIN
                } else {
                    self.pending_fork = Some(ForkRequest { vfork, child_stack: stack });
                    cpu.request_stop();
                    return None; // the machine creates the child and sets rax
                }
            }
            61 => self.sys_wait4(cpu, a0 as i64, a1, a2),
            102 => 0,
            60 | 231 => {
                self.exit_process(cpu, a0 as i32 & 0xff);
                return None;
            }
            63 => {
                let mut uts = [0u8; 65 * 6];
                for (i, s) in ["Linux", "probesim", "6.18.0-probesim", "#1 SMP PREEMPT_DYNAMIC", "x86_64", "(none)"]
                    .iter()
                    .enumerate()
                {
                    uts[i * 65..i * 65 + s.len()].copy_from_slice(s.as_bytes());
                }
                if self.copy_to_user(cpu, a0, &uts) {
                    0
                } else {
                    neg(EFAULT)
                }
            }
            158 => match a0 {
                0x1002 => {
                    cpu.set_reg(Reg::FsBase, a1);
                    0
                }
                0x1001 => {
                    cpu.set_reg(Reg::GsBase, a1);
                    0
                }
                0x1003 | 0x1004 => {
                    let v = cpu.reg(if a0 == 0x1003 { Reg::FsBase } else { Reg::GsBase });
                    if self.copy_to_user(cpu, a1, &v.to_le_bytes()) {
                        0
                    } else {
                        neg(EFAULT)
                    }
                }
                _ => neg(EINVAL),
            },
            218 => {
                self.clear_child_tid = a0;
                u64::from(self.pid)
            }
            318 => {
                let n = a1.min(1 << 25);
                let mut buf = vec![0u8; n as usize];
                self.random.fill(&mut buf);
                if self.copy_to_user(cpu, a0, &buf) {
                    n
                } else {
                    neg(EFAULT)
                }
            }
            _ => {
                *self.shared.borrow_mut().unknown_syscalls.entry(nr).or_insert(0) += 1;
                neg(ENOSYS)
            }
        };
        Some(ret)
    }

    fn sys_brk(&mut self, cpu: &mut dyn GuestCpu, want: u64) -> u64 {
        let cur = self.mm.brk;
        if want < self.mm.start_brk {
            return cur;
        }
        let (old_top, new_top) = (page_up(cur), page_up(want));
        if new_top > old_top {
            if !self.mm.is_free(old_top, new_top) || self.mm.map(cpu, old_top, new_top - old_top, Prot::RW, "[heap]").is_err() {
                return cur;
            }
        } else if new_top < old_top && self.mm.unmap(cpu, new_top, old_top).is_err() {
            return cur;
        }
        self.mm.brk = want;
        want
    }

    fn sys_mmap(&mut self, cpu: &mut dyn GuestCpu, addr: u64, len: u64, prot: u64, flags: u64, fd: u64) -> u64 {
        const MAP_FIXED: u64 = 0x10;
        const MAP_ANONYMOUS: u64 = 0x20;
        const MAP_FIXED_NOREPLACE: u64 = 0x10_0000;
        if flags & MAP_ANONYMOUS == 0 {
            return neg(if fd as i64 == -1 { EBADF } else { ENODEV });
        }
        let Some(len) = mm::page_len(len) else { return neg(EINVAL) };
        if addr % PAGE_SIZE != 0 && flags & (MAP_FIXED | MAP_FIXED_NOREPLACE) != 0 {
            return neg(EINVAL);
        }
        let start = if flags & (MAP_FIXED | MAP_FIXED_NOREPLACE) != 0 {
            if !self.mm.is_free(addr, addr.saturating_add(len)) {
                if flags & MAP_FIXED_NOREPLACE != 0 {
                    return neg(EEXIST);
                }
                if self.mm.unmap(cpu, addr, addr + len).is_err() {
                    return neg(ENOMEM);
                }
            }
            addr
        } else if addr != 0 && addr % PAGE_SIZE == 0 && self.mm.is_free(addr, addr.saturating_add(len)) {
            addr
        } else {
            match self.mm.unmapped_area_topdown(len) {
                Some(a) => a,
                None => return neg(ENOMEM),
            }
        };
        match self.mm.map(cpu, start, len, Prot::from_linux(prot), "") {
            Ok(()) => start,
            Err(_) => neg(ENOMEM),
        }
    }
}

/// The conventional name of a signal.
pub fn signal_name(signo: i32) -> &'static str {
    match signo {
        SIGILL => "SIGILL",
        SIGTRAP => "SIGTRAP",
        SIGFPE => "SIGFPE",
        SIGSEGV => "SIGSEGV",
        7 => "SIGBUS",
        9 => "SIGKILL",
        _ => "signal",
    }
}

impl TrapHandler for Kernel {
    fn interrupt(&mut self, cpu: &mut dyn GuestCpu, vector: u32) {
        let rip = cpu.reg(Reg::Rip);
        match vector {
            3 => self.handle_swbp(cpu),
            1 => {
                if !self.handle_singlestep(cpu) {
                    self.force_sig(cpu, SIGTRAP, rip, "single-step trap (user TF)");
                }
            }
            0 => self.force_sig(cpu, SIGFPE, rip, "#DE divide error"),
            0x80 => cpu.set_reg(Reg::Rax, neg(ENOSYS)),
            _ => self.force_sig(cpu, SIGSEGV, rip, &format!("exception vector {vector} (#GP)")),
        }
    }

    fn syscall(&mut self, cpu: &mut dyn GuestCpu) {
        let nr = cpu.reg(Reg::Rax);
        let next = cpu.reg(Reg::Rip);
        let at = next.wrapping_sub(2);
        let ret = self.do_syscall(cpu, nr, at);
        if let Some(ret) = ret {
            cpu.set_reg(Reg::Rax, ret);
        }
        let insn_no = cpu.insn_count();
        self.trace.emit(insn_no, at, EventKind::Syscall, || match ret {
            Some(r) => format!("{}({nr}) = {:#x}", syscall_name(nr), r),
            None => format!("{}({nr})", syscall_name(nr)),
        });
    }

    fn invalid_opcode(&mut self, cpu: &mut dyn GuestCpu) {
        let rip = cpu.reg(Reg::Rip);
        self.force_sig(cpu, SIGILL, rip, "#UD invalid opcode");
    }

    fn watched(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        if let Some(log) = self.insn_log.as_mut() {
            let mut bytes = [0u8; 16];
            cpu.read(addr, &mut bytes);
            log.push(LoggedInsn {
                addr,
                bytes,
                regs: cpu.regs(),
                ri: self.uprobes.return_instances.clone(),
            });
            self.trace.step = log.len();
        }
        self.red_zone_watched(cpu, addr);
    }

    fn shadowed(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        if Some(addr) == self.trampoline_vaddr() {
            if !self.uretprobe_trampoline_fast(cpu) {
                // The real trampoline must run (see uretprobe_trampoline_fast).
                cpu.unshadow(addr);
            }
            return;
        }
        self.entry_shadowed(cpu, addr);
    }

    fn mem_fault(&mut self, cpu: &mut dyn GuestCpu, access: Access, kind: FaultKind, addr: u64) {
        let rip = cpu.reg(Reg::Rip);
        let what = match kind {
            FaultKind::Unmapped => "unmapped",
            FaultKind::Protection => "protection",
        };
        self.force_sig(cpu, SIGSEGV, rip, &format!("{access:?} fault ({what}) at {addr:#x}"));
    }
}

/// Errno names used in reports.
pub fn errno_name(e: i64) -> &'static str {
    match e {
        ENOENT => "ENOENT",
        ENOMEM => "ENOMEM",
        EFAULT => "EFAULT",
        EINVAL => "EINVAL",
        ENOSYS => "ENOSYS",
        _ => "E?",
    }
}
