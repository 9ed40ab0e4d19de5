//! The machine: CPU + simulated kernel + the loaded program, and the run report.
//!
//! `Machine::new` does what `execve` does for a static binary (map the segments, build
//! the initial stack), `Machine::attach` registers probes, `Machine::run` runs to exit.
//! `Machine::reset` puts the machine back to just after `execve`, on the same CPU engine,
//! for suites that run many cases of one program.
//!
//! Invariant: a reset machine and a fresh one built from the same image and
//! configuration are indistinguishable to everything after them (attach, run, report);
//! a test compares their reports byte for byte over the catalog and every preset.

use indexmap::IndexMap;
use serde::Serialize;

use crate::abi::mm::{page_down, page_up, STACK_SIZE, STACK_TOP};
use crate::abi::Signal;
use crate::cpu::{Cpu, CpuError, Prot, Reg, Snapshot, StopReason};
use crate::kernel::mm::Mm;
use crate::kernel::uprobes::uretprobe::RiStats;
use crate::kernel::uprobes::{ConsumerId, CountingConsumer, CountingRetConsumer, UprobeConsumer};
use crate::kernel::{Exit, Kernel, KernelConfig, SeededRandom};
use crate::loader::{Image, LoadError};
use crate::spec::ProbeKind;
use crate::spec::{ProbeSpec, SpecError};
use crate::trace::EventKind;
use crate::trace::SignalCause;

/// Default instruction budget.
pub const DEFAULT_MAX_INSNS: u64 = 2_000_000_000;

/// Everything that can go wrong on the host side of a run.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// The executable could not be loaded.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// A probe spec is bad.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// The CPU layer failed.
    #[error(transparent)]
    Cpu(#[from] CpuError),
    /// The guest ran past the budget.
    #[error("instruction budget of {budget} exhausted at rip={rip:#x} (raise it with --max-insns)")]
    Budget {
        /// The budget.
        budget: u64,
        /// Where the guest was.
        rip: u64,
    },
    /// Anything else about the setup.
    #[error("{0}")]
    Setup(String),
}

pub use crate::kernel::preset::Preset;

/// Run configuration.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Kernel preset.
    pub preset: Preset,
    /// Instruction budget.
    pub max_insns: u64,
    /// Allow probes at non-boundary offsets.
    pub allow_unsafe: bool,
    /// argv (`argv[0]` included).
    pub argv: Vec<String>,
    /// envp.
    pub envp: Vec<String>,
    /// Kernel settings (stdin, seed, trace recording).
    pub kernel: KernelConfig,
    /// Engine native-count mode (budget enforced per block, no per-instruction count
    /// hook): about 3x faster straight-line code; used by `probesim bench`.
    pub native_count: bool,
    /// Count guest instructions (default). Off only takes effect with `native_count`:
    /// guest code then runs with no hook at all, at Unicorn's own speed; the report's
    /// `instructions` and every instruction stamp (trace, red-zone writes) are 0, and
    /// `max_insns` is not enforced. Everything else is the same. For guests known to
    /// end: `probesim bench` runs its triggers this way.
    pub count_insns: bool,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            preset: Preset::default(),
            max_insns: DEFAULT_MAX_INSNS,
            allow_unsafe: false,
            argv: vec!["prog".to_string()],
            envp: Vec::new(),
            kernel: KernelConfig::default(),
            native_count: false,
            count_insns: true,
        }
    }
}

/// A probe attached by spec, for the report.
#[derive(Clone, Debug)]
pub struct AttachedProbe {
    /// The spec as given.
    pub spec: String,
    /// Resolved address.
    pub address: u64,
    /// File offset.
    pub offset: u64,
    /// The consumer.
    pub consumer: ConsumerId,
    /// Entry or return probe.
    pub kind: ProbeKind,
}

/// One probe in the report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProbeReport {
    /// As given.
    pub spec: String,
    /// The probe address (`0x…` in JSON).
    #[serde(serialize_with = "crate::fmt::ser_hex")]
    pub address: u64,
    /// Whether the breakpoint was ever written.
    pub installed: bool,
    /// Why not, if not.
    pub reason: Option<String>,
    /// Handler runs (return-handler runs for a uretprobe).
    pub hits: u64,
    /// The 5 bytes at the probe address when the process ended (`cc …` for an int3,
    /// `e8 …` for an optimized nop5; hex in JSON).
    #[serde(serialize_with = "crate::fmt::ser_opt_bytes")]
    pub site_bytes: Option<Vec<u8>>,
}

/// Bytes read at each probe site at exit.
pub const SITE_BYTES: usize = 5;

/// The JSON report of a run.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The target as given.
    pub target: String,
    /// The kernel preset.
    pub kernel: String,
    /// How the process ended (`None`: it had not, when the report was made).
    #[serde(serialize_with = "Exit::serialize_opt")]
    pub exit: Option<Exit>,
    /// Guest stdout.
    pub stdout: String,
    /// Guest stderr.
    pub stderr: String,
    /// Probes.
    pub probes: Vec<ProbeReport>,
    /// Events per kind.
    pub counts: IndexMap<String, u64>,
    /// Instructions started.
    pub instructions: u64,
    /// Unknown syscalls (number → count).
    pub unknown_syscalls: IndexMap<String, u64>,
    /// Return-probe statistics.
    pub return_instances: RiStats,
    /// Processes that ran (1 + children).
    pub processes: u64,
    /// Optimized-path statistics (first process).
    pub optimized: OptimizedStats,
    /// Red-zone watchdog: writes by the probe mechanism into the interrupted context's
    /// red zone (first process).
    pub red_zone: crate::kernel::redzone::RedZone,
    /// Every event, when the run recorded them (`--trace`), process by process.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<Vec<crate::trace::Event>>,
}

/// What the optimized probe paths did.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct OptimizedStats {
    /// `[uprobes-trampoline]` pages, oldest first (`0x…` in JSON).
    #[serde(serialize_with = "crate::fmt::ser_hex_list")]
    pub trampoline_pages: Vec<u64>,
    /// `sys_uprobe` returns through sysret.
    pub sysret_returns: u64,
    /// `sys_uprobe` returns through iret.
    pub iret_returns: u64,
    /// Probes with `ARCH_UPROBE_FLAG_OPTIMIZE_FAIL` set.
    pub optimize_failed: u64,
}

/// A loaded program ready to run.
#[derive(Debug)]
pub struct Machine {
    /// The first process.
    cpu: Cpu<Kernel>,
    /// Processes it (or they) created, in creation order.
    children: Vec<Cpu<Kernel>>,
    cfg: RunConfig,
    probes: Vec<AttachedProbe>,
    /// The state just after `execve`, for [`Machine::reset`].
    execed: Execed,
}

/// What `execve` left that [`Machine::reset`] cannot rebuild from the configuration:
/// the CPU's state, and the kernel's address space and random stream.
#[derive(Debug)]
struct Execed {
    cpu: Snapshot,
    mm: Mm,
    random: SeededRandom,
}

/// Runs one process until it exits, running every child it creates to completion first.
fn run_process(cpu: &mut Cpu<Kernel>, children: &mut Vec<Cpu<Kernel>>, cfg: &RunConfig) -> Result<Exit, SimError> {
    loop {
        if let Some(exit) = cpu.handler().exit {
            return Ok(exit);
        }
        match cpu.run(cfg.max_insns)? {
            StopReason::Requested => {
                let fork = cpu.with_handler(|k, _| k.pending_fork.take());
                if let Some(req) = fork {
                    let mut child = spawn_child(cpu, req, cfg)?;
                    run_process(&mut child, children, cfg)?;
                    if req.vfork {
                        copy_memory(&child, cpu, &cpu.handler().mm.vmas().cloned().collect::<Vec<_>>(), false)?;
                    }
                    let pid = child.handler().pid;
                    cpu.set_reg(Reg::Rax, u64::from(pid));
                    children.push(child);
                }
            }
            StopReason::BudgetExhausted => {
                return Err(SimError::Budget { budget: cfg.max_insns, rip: cpu.reg(Reg::Rip) })
            }
            StopReason::Halted { at } => {
                // hlt at CPL3 is #GP → SIGSEGV.
                cpu.with_handler(|k, cpu| {
                    cpu.set_reg(Reg::Rip, at);
                    k.force_sig(cpu, Signal::Sigsegv, at, SignalCause::Kernel("hlt in user mode (#GP)"));
                });
            }
        }
    }
}

/// Copies the contents of `vmas` from `from` to `to` (mapping them in `to` first when
/// `map` is set).
fn copy_memory(
    from: &Cpu<Kernel>,
    to: &mut Cpu<Kernel>,
    vmas: &[crate::kernel::mm::Vma],
    map: bool,
) -> Result<(), SimError> {
    for v in vmas {
        let len = v.end - v.start;
        if map {
            to.map(v.start, len, v.prot)?;
        }
        let mut buf = vec![0u8; usize::try_from(len).map_err(|_| SimError::Setup("mapping too large".into()))?];
        if from.read(v.start, &mut buf) {
            to.patch_code(v.start, &buf);
        }
    }
    Ok(())
}

/// Creates the child of a fork/vfork/clone: kernel state from `Kernel::fork_child`, a
/// copy of every inherited mapping, and the parent's registers with rax = 0.
fn spawn_child(
    parent: &mut Cpu<Kernel>,
    req: crate::kernel::ForkRequest,
    cfg: &RunConfig,
) -> Result<Cpu<Kernel>, SimError> {
    let k = parent.handler();
    let pid = crate::kernel::PID + k.shared.borrow().procs.len() as u32;
    let child_kernel = k.fork_child(pid);
    k.shared.borrow_mut().procs.insert(pid, crate::kernel::ProcEntry { ppid: k.pid, exit: None, reaped: false });
    let mut child = Cpu::new(child_kernel)?;
    child.set_native_count(cfg.native_count);
    child.set_counting(cfg.count_insns);
    let vmas: Vec<_> = child.handler().mm.vmas().cloned().collect();
    copy_memory(parent, &mut child, &vmas, true)?;
    let mut regs = parent.regs();
    regs.rax = 0;
    if req.child_stack != 0 {
        regs.rsp = req.child_stack;
    }
    child.set_regs(&regs);
    child.set_reg(Reg::Rip, regs.rip);
    Ok(child)
}

fn push_bytes(cpu: &mut Cpu<Kernel>, sp: &mut u64, data: &[u8]) -> u64 {
    *sp -= data.len() as u64;
    cpu.write(*sp, data);
    *sp
}

impl Machine {
    /// Loads `image` like `execve`: maps segments and the stack, builds argv, envp and
    /// auxv, and sets the registers as `ELF_PLAT_INIT` + `start_thread` do.
    pub fn new(image: Image, mut cfg: RunConfig) -> Result<Machine, SimError> {
        cfg.kernel.preset = cfg.preset;
        let kernel = Kernel::new(image, &cfg.kernel);
        let mut cpu = Cpu::new(kernel)?;
        cpu.set_native_count(cfg.native_count);
        cpu.set_counting(cfg.count_insns);
        let image = cpu.handler().image.clone();
        let name = cfg.argv.first().cloned().unwrap_or_default();
        cpu.with_handler(|k, cpu| -> Result<(), SimError> {
            for s in &image.segments {
                let start = page_down(s.vaddr);
                let end = page_up(s.vaddr + s.memsz);
                k.mm.map(cpu, start, end - start, s.prot, &name)?;
                let file_start = s.offset - (s.vaddr - start);
                let file_end = s.offset + s.filesz;
                let bytes = image.file.get(file_start as usize..file_end as usize).unwrap_or(&[]);
                cpu.write(start, bytes);
            }
            k.mm.start_brk = image.end();
            k.mm.brk = image.end();
            k.mm.mmap_base = crate::abi::mm::MMAP_BASE;
            k.mm.map_host(cpu, STACK_TOP - STACK_SIZE, STACK_SIZE, Prot::RW, "[stack]")?;
            Ok(())
        })?;
        let mut random = [0u8; 16];
        cpu.with_handler(|k, _| k.random.fill(&mut random));
        // create_elf_tables(): strings at the top, then AT_RANDOM, then the vectors.
        let mut sp = STACK_TOP - 8;
        let str_addr = |cpu: &mut Cpu<Kernel>, sp: &mut u64, s: &str| {
            let mut b = s.as_bytes().to_vec();
            b.push(0);
            push_bytes(cpu, sp, &b)
        };
        let execfn = str_addr(&mut cpu, &mut sp, &name);
        let envp: Vec<u64> = cfg.envp.iter().map(|s| str_addr(&mut cpu, &mut sp, s)).collect::<Vec<_>>();
        let argv: Vec<u64> = cfg.argv.iter().map(|s| str_addr(&mut cpu, &mut sp, s)).collect::<Vec<_>>();
        let platform = str_addr(&mut cpu, &mut sp, "x86_64");
        sp &= !15;
        let at_random = push_bytes(&mut cpu, &mut sp, &random);
        sp &= !15;
        use crate::abi::auxv::*;
        let auxv: Vec<(u64, u64)> = vec![
            (AT_HWCAP, 0),
            (AT_PAGESZ, crate::abi::mm::PAGE_SIZE),
            (AT_CLKTCK, 100),
            (AT_PHDR, image.phdr),
            (AT_PHENT, image.phent),
            (AT_PHNUM, image.phnum),
            (AT_BASE, 0),
            (AT_FLAGS, 0),
            (AT_ENTRY, image.entry),
            (AT_UID, 0),
            (AT_EUID, 0),
            (AT_GID, 0),
            (AT_EGID, 0),
            (AT_SECURE, 0),
            (AT_RANDOM, at_random),
            (AT_EXECFN, execfn),
            (AT_PLATFORM, platform),
            (AT_NULL, 0),
        ];
        let mut words: Vec<u64> = vec![argv.len() as u64];
        words.extend(&argv);
        words.push(0);
        words.extend(&envp);
        words.push(0);
        for (k, v) in &auxv {
            words.push(*k);
            words.push(*v);
        }
        if words.len() % 2 == 1 {
            sp -= 8;
        }
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let rsp = push_bytes(&mut cpu, &mut sp, &bytes);
        for r in crate::cpu::Reg::ALL {
            cpu.set_reg(r, 0);
        }
        cpu.set_reg(Reg::Rsp, rsp);
        cpu.set_reg(Reg::Rip, image.entry);
        cpu.set_reg(Reg::Rflags, 0x202);
        let execed =
            Execed { cpu: cpu.snapshot()?, mm: cpu.handler().mm.clone(), random: cpu.handler().random.clone() };
        let mut m = Machine { cpu, children: Vec::new(), cfg, probes: Vec::new(), execed };
        m.start();
        Ok(m)
    }

    /// The last step of both [`Machine::new`] and [`Machine::reset`]: the process table's
    /// first entry, and explain mode's instruction log.
    fn start(&mut self) {
        if self.cfg.kernel.log_insns {
            // Explain mode: every instruction goes through the kernel's log.
            self.cpu.watch_code(1, u64::MAX);
        }
        let pid = self.cpu.handler().pid;
        self.cpu
            .handler()
            .shared
            .borrow_mut()
            .procs
            .insert(pid, crate::kernel::ProcEntry { ppid: 0, exit: None, reaped: false });
    }

    /// Puts the machine back to the moment [`Machine::new`] returned, just after
    /// `execve`: memory, registers, instruction count and kernel state as they were, no
    /// probe attached, no child process. The CPU engine is kept, with the translations
    /// of every page that did not change (pages a probe or the guest changed are
    /// restored and translated again), so a reset costs a fraction of a new machine.
    ///
    /// Everything after it (attach, run, report) is what it would be on a fresh
    /// `Machine::new` of the same image and configuration, byte for byte. For a suite of
    /// cases over one program: one machine, and per case `reset`, attach the case's
    /// probes again and run. Consumers attached before are dropped, not reset (they are
    /// the caller's objects); per-probe hits live in the kernel and start at 0.
    pub fn reset(&mut self) -> Result<(), SimError> {
        self.children.clear();
        self.probes.clear();
        self.cpu.restore(&self.execed.cpu)?;
        let mut kernel = Kernel::new(self.image().clone(), &self.cfg.kernel);
        kernel.mm = self.execed.mm.clone();
        kernel.random = self.execed.random.clone();
        self.cpu.replace_handler(kernel);
        self.start();
        Ok(())
    }

    /// The simulated kernel.
    pub fn kernel(&self) -> &Kernel {
        self.cpu.handler()
    }

    /// The loaded image.
    pub fn image(&self) -> &Image {
        &self.cpu.handler().image
    }

    /// Registers `consumer` at `addr` (an already resolved address).
    pub fn register(&mut self, addr: u64, consumer: Box<dyn UprobeConsumer>) -> ConsumerId {
        self.register_with_ref_ctr(addr, consumer, None)
    }

    /// Registers `consumer` at `addr` with a USDT semaphore (`ref_ctr_offset`).
    pub fn register_with_ref_ctr(
        &mut self,
        addr: u64,
        consumer: Box<dyn UprobeConsumer>,
        ref_ctr: Option<u64>,
    ) -> ConsumerId {
        self.cpu.with_handler(|k, cpu| k.uprobe_register(cpu, addr, consumer, ref_ctr))
    }

    /// Unregisters a consumer.
    pub fn unregister(&mut self, id: ConsumerId) {
        self.cpu.with_handler(|k, cpu| k.uprobe_unregister(cpu, id));
    }

    /// Parses, resolves and attaches a spec with a counting consumer (entry or return,
    /// as the spec says).
    pub fn attach(&mut self, spec: &str) -> Result<ConsumerId, SimError> {
        let kind = ProbeSpec::parse(spec)?.kind;
        let consumer: Box<dyn UprobeConsumer> = match kind {
            ProbeKind::Uprobe | ProbeKind::Usdt => Box::new(CountingConsumer),
            ProbeKind::Uretprobe => Box::new(CountingRetConsumer),
        };
        self.attach_with(spec, consumer)
    }

    /// Parses, resolves and attaches a spec with `consumer`.
    pub fn attach_with(&mut self, spec: &str, consumer: Box<dyn UprobeConsumer>) -> Result<ConsumerId, SimError> {
        let parsed = ProbeSpec::parse(spec)?;
        let address = parsed.resolve(self.image(), self.cfg.allow_unsafe)?;
        let offset = self.image().file_offset(address).unwrap_or(0);
        let sema = parsed.semaphore(self.image());
        let id = self.register_with_ref_ctr(address, consumer, sema);
        self.probes.push(AttachedProbe { spec: spec.to_string(), address, offset, consumer: id, kind: parsed.kind });
        Ok(id)
    }

    /// Probes attached by spec.
    pub fn attached(&self) -> &[AttachedProbe] {
        &self.probes
    }

    /// Reads a register (between runs).
    pub fn reg(&self, r: Reg) -> u64 {
        self.cpu.reg(r)
    }

    /// Reads guest memory (between runs).
    pub fn read(&self, addr: u64, buf: &mut [u8]) -> bool {
        self.cpu.read(addr, buf)
    }

    /// Runs until the first process exits. Running past the budget (per process) is an
    /// error.
    ///
    /// Scheduling policy (deterministic): a child created by fork, vfork or clone runs
    /// to completion before its parent resumes, so `wait4` always finds it a zombie. A
    /// vfork child shares its parent's memory: the parent sees the child's writes.
    pub fn run(&mut self) -> Result<Exit, SimError> {
        run_process(&mut self.cpu, &mut self.children, &self.cfg)
    }

    /// Builds the report after [`Machine::run`].
    pub fn report(&self, target: &str) -> Report {
        let k = self.kernel();
        let sh = k.shared.borrow();
        let procs: Vec<&Cpu<Kernel>> = std::iter::once(&self.cpu).chain(self.children.iter()).collect();
        let probes = self
            .probes
            .iter()
            .map(|p| {
                let up = k.uprobes.at(p.address);
                let slot = &sh.consumers[p.consumer.0];
                let reason =
                    slot.refused.clone().or_else(|| up.and_then(|u| u.arch.as_ref().err().map(|r| r.to_string())));
                ProbeReport {
                    spec: p.spec.clone(),
                    address: p.address,
                    installed: reason.is_none(),
                    reason,
                    hits: match p.kind {
                        ProbeKind::Uprobe | ProbeKind::Usdt => slot.hits,
                        ProbeKind::Uretprobe => slot.ret_hits,
                    },
                    site_bytes: {
                        let mut b = [0u8; SITE_BYTES];
                        self.cpu.read(p.address, &mut b).then(|| b.to_vec())
                    },
                }
            })
            .collect();
        let counts = EventKind::ALL
            .iter()
            .map(|kind| (kind.name().to_string(), procs.iter().map(|c| c.handler().trace.count(*kind)).sum()))
            .collect();
        let mut ri = k.ri_stats.clone();
        for c in &self.children {
            ri.merge(&c.handler().ri_stats);
        }
        Report {
            target: target.to_string(),
            kernel: self.cfg.preset.name().to_string(),
            exit: k.exit,
            stdout: String::from_utf8_lossy(&sh.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&sh.stderr).into_owned(),
            probes,
            counts,
            instructions: procs.iter().map(|c| c.insn_count()).sum(),
            unknown_syscalls: sh.unknown_syscalls.iter().map(|(n, c)| (n.to_string(), *c)).collect(),
            return_instances: ri,
            trace: k
                .trace
                .recording()
                .then(|| procs.iter().flat_map(|c| c.handler().trace.events().iter().cloned()).collect()),
            processes: procs.len() as u64,
            red_zone: k.red_zone.clone(),
            optimized: OptimizedStats {
                trampoline_pages: k.uprobes.trampolines.iter().rev().copied().collect(),
                sysret_returns: k.uprobes.sysret_returns,
                iret_returns: k.uprobes.iret_returns,
                optimize_failed: k.uprobes.probes.iter().filter(|p| p.optimize_fail).count() as u64,
            },
        }
    }
}
