//! The machine: CPU + simulated kernel + the loaded program, and the run report.
//!
//! `Machine::new` does what `execve` does for a static binary (map the segments, build
//! the initial stack), `Machine::attach` registers probes, `Machine::run` runs to exit.

use indexmap::IndexMap;
use serde::Serialize;

use crate::cpu::{Cpu, CpuError, GuestCpu, Prot, Reg, StopReason};
use crate::kernel::uprobes::{ConsumerId, CountingConsumer, CountingRetConsumer, UprobeConsumer};
use crate::kernel::uretprobes::RiStats;
use crate::spec::ProbeKind;
use crate::kernel::{Exit, Kernel, KernelConfig, SIGSEGV};
use crate::loader::{page_down, page_up, Image, LoadError, STACK_SIZE, STACK_TOP};
use crate::spec::{ProbeSpec, SpecError};
use crate::trace::EventKind;

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
    /// argv (argv[0] included).
    pub argv: Vec<String>,
    /// envp.
    pub envp: Vec<String>,
    /// Kernel settings (stdin, seed, trace recording).
    pub kernel: KernelConfig,
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
    /// `0x…`.
    pub address: String,
    /// Whether the breakpoint was ever written.
    pub installed: bool,
    /// Why not, if not.
    pub reason: Option<String>,
    /// Handler runs (return-handler runs for a uretprobe).
    pub hits: u64,
    /// The 5 bytes at the probe address when the process ended (`cc …` for an int3,
    /// `e8 …` for an optimized nop5), hex.
    pub site_bytes: Option<String>,
}

/// Lower-case hex bytes separated by spaces.
pub fn hex_bytes(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect::<Vec<_>>().join(" ")
}

/// Bytes read at each probe site at exit.
pub const SITE_BYTES: usize = 5;

/// The JSON report of a run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The target as given.
    pub target: String,
    /// The kernel preset.
    pub kernel: String,
    /// How the process ended.
    pub exit: Exit,
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
    /// Every event, when the run recorded them (`--trace`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<Vec<crate::trace::Event>>,
}

/// A loaded program ready to run.
#[derive(Debug)]
pub struct Machine {
    cpu: Cpu<Kernel>,
    cfg: RunConfig,
    probes: Vec<AttachedProbe>,
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
            k.mm.mmap_base = crate::loader::MMAP_BASE;
            k.mm.map(cpu, STACK_TOP - STACK_SIZE, STACK_SIZE, Prot::RW, "[stack]")?;
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
        let auxv: Vec<(u64, u64)> = vec![
            (16, 0),            // AT_HWCAP
            (6, 0x1000),        // AT_PAGESZ
            (17, 100),          // AT_CLKTCK
            (3, image.phdr),    // AT_PHDR
            (4, image.phent),   // AT_PHENT
            (5, image.phnum),   // AT_PHNUM
            (7, 0),             // AT_BASE
            (8, 0),             // AT_FLAGS
            (9, image.entry),   // AT_ENTRY
            (11, 0),            // AT_UID
            (12, 0),            // AT_EUID
            (13, 0),            // AT_GID
            (14, 0),            // AT_EGID
            (23, 0),            // AT_SECURE
            (25, at_random),    // AT_RANDOM
            (31, execfn),       // AT_EXECFN
            (15, platform),     // AT_PLATFORM
            (0, 0),             // AT_NULL
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
        Ok(Machine { cpu, cfg, probes: Vec::new() })
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
        self.cpu.with_handler(|k, cpu| k.uprobe_register(cpu, addr, consumer))
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
            ProbeKind::Uprobe => Box::new(CountingConsumer),
            ProbeKind::Uretprobe => Box::new(CountingRetConsumer),
        };
        self.attach_with(spec, consumer)
    }

    /// Parses, resolves and attaches a spec with `consumer`.
    pub fn attach_with(&mut self, spec: &str, consumer: Box<dyn UprobeConsumer>) -> Result<ConsumerId, SimError> {
        let parsed = ProbeSpec::parse(spec)?;
        let address = parsed.resolve(self.image(), self.cfg.allow_unsafe)?;
        let offset = self.image().file_offset(address).unwrap_or(0);
        let id = self.register(address, consumer);
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

    /// Runs until the process exits. Running past the budget is an error.
    pub fn run(&mut self) -> Result<Exit, SimError> {
        loop {
            if let Some(exit) = self.kernel().exit {
                return Ok(exit);
            }
            match self.cpu.run(self.cfg.max_insns)? {
                StopReason::Requested => {
                    if let Some(exit) = self.kernel().exit {
                        return Ok(exit);
                    }
                }
                StopReason::BudgetExhausted => {
                    return Err(SimError::Budget { budget: self.cfg.max_insns, rip: self.cpu.reg(Reg::Rip) })
                }
                StopReason::Halted { at } => {
                    // hlt at CPL3 is #GP → SIGSEGV.
                    self.cpu.with_handler(|k, cpu| {
                        cpu.set_reg(Reg::Rip, at);
                        k.force_sig(cpu, SIGSEGV, at, "hlt in user mode (#GP)");
                    });
                }
            }
        }
    }

    /// Builds the report after [`Machine::run`].
    pub fn report(&self, target: &str) -> Report {
        let k = self.kernel();
        let probes = self
            .probes
            .iter()
            .map(|p| {
                let up = k.uprobes.at(p.address);
                let slot = &k.uprobes.consumers[p.consumer.0];
                let reason = up.and_then(|u| u.arch.as_ref().err().map(|r| r.to_string()));
                ProbeReport {
                    spec: p.spec.clone(),
                    address: format!("{:#x}", p.address),
                    installed: reason.is_none(),
                    reason,
                    hits: match p.kind {
                        ProbeKind::Uprobe => slot.hits,
                        ProbeKind::Uretprobe => slot.ret_hits,
                    },
                    site_bytes: {
                        let mut b = [0u8; SITE_BYTES];
                        self.cpu.read(p.address, &mut b).then(|| hex_bytes(&b))
                    },
                }
            })
            .collect();
        let counts = EventKind::ALL.iter().map(|k2| (k2.name().to_string(), k.trace.count(*k2))).collect();
        Report {
            target: target.to_string(),
            kernel: self.cfg.preset.name().to_string(),
            exit: k.exit.unwrap_or(Exit { code: None, signal: None }),
            stdout: String::from_utf8_lossy(&k.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&k.stderr).into_owned(),
            probes,
            counts,
            instructions: self.cpu.insn_count(),
            unknown_syscalls: k.unknown_syscalls.iter().map(|(n, c)| (n.to_string(), *c)).collect(),
            return_instances: k.ri_stats.clone(),
            trace: k.trace.recording().then(|| k.trace.events().to_vec()),
        }
    }
}
