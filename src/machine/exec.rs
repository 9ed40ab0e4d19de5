//! exec: a machine made from an image (`Machine::new`), as `execve` does it, and put back to
//! that state (`Machine::reset`).

use crate::cpu::Cpu;
use crate::kernel::Kernel;
use crate::loader::Image;

use super::{Execed, Machine, RunConfig, SimError};

impl Machine {
    /// Loads `image` like `execve`: maps segments and the stack, builds argv, envp and
    /// auxv, and sets the registers as `ELF_PLAT_INIT` + `start_thread` do.
    ///
    /// A machine of the same image and configuration that this thread dropped is taken
    /// and reset instead, when there is one (see [`Machine::reset`]: nothing after it
    /// differs from a new machine's, byte for byte), at the cost of a reset.
    pub fn new(image: Image, cfg: RunConfig) -> Result<Machine, SimError> {
        if let Some(spare) = super::spare::take(&image, &cfg) {
            let mut m = Machine::assemble(spare.cpu, spare.execed, cfg.clone());
            if m.reset().is_ok() {
                return Ok(m);
            }
            // Not kept again: a new machine is made.
            m.spare = false;
        }
        let kernel = Kernel::new(image, &cfg.kernel, cfg.preset);
        // An engine this thread's last machines left, if one is spare: a fresh machine
        // per case costs a tenth of a new engine's.
        let mut cpu = Cpu::with_modes(kernel, cfg.native_count, cfg.count_insns)?;
        let image = cpu.handler().image.clone();
        let name = cfg.argv.first().cloned().unwrap_or_default();
        let plan = crate::kernel::exec::first_plan(cpu.handler(), image, &name, &cfg.argv, &cfg.envp)?;
        cpu.with_handler(|k, cpu| k.exec_binary(cpu, &plan)).map_err(|e| match e {
            crate::kernel::exec::ExecError::Load(e) => SimError::Load(e),
            crate::kernel::exec::ExecError::Cpu(e) => SimError::Cpu(e),
        })?;
        let execed = Execed {
            cpu: cpu.snapshot()?,
            mm: cpu.handler().mm.clone(),
            random: cpu.handler().random.clone(),
            comm: cpu.handler().task.comm.clone(),
            vdso: cpu.handler().vdso,
        };
        let mut m = Machine::assemble(cpu, std::rc::Rc::new(execed), cfg);
        m.start();
        Ok(m)
    }

    /// A machine of `cpu` just after its `execve` (`execed`), before [`Machine::start`].
    fn assemble(cpu: Cpu<Kernel>, execed: std::rc::Rc<Execed>, cfg: RunConfig) -> Machine {
        Machine {
            cpu: super::spare::Held::new(cpu),
            children: Vec::new(),
            cfg,
            probes: Vec::new(),
            execed,
            ran: false,
            finished: false,
            budget_exhausted: false,
            target: None,
            running: Vec::new(),
            on: crate::kernel::PID,
            on_tid: crate::kernel::PID,
            slice_end: None,
            deadlock: Vec::new(),
            other_files: std::collections::BTreeMap::new(),
            stamp: super::HandleStamp::fresh(),
            record: None,
            spare: true,
        }
    }

    /// The last step of both [`Machine::new`] and [`Machine::reset`]: the process table's
    /// first entry, and explain mode's instruction log.
    fn start(&mut self) {
        if self.cfg.kernel.log_insns {
            // Explain mode: every instruction goes through the kernel's log.
            self.cpu.watch_code(1, u64::MAX);
        }
        let pid = self.cpu.handler().pid;
        let mut sh = self.cpu.handler().shared.borrow_mut();
        sh.procs.insert(pid, crate::kernel::ProcEntry { ppid: 0, exit: None, reaped: false });
        let (chooser, record) = self.recorded(self.cfg.chooser.make());
        self.record = Some(record);
        sh.sched = crate::kernel::sched::Scheduler { chooser, taken: Vec::new(), others_insns: 0 };
        if sh.view.exe.is_empty() {
            // /proc/self/exe: the program as argv[0] names it, from `/`.
            let argv0 = self.cfg.argv.first().map_or("", String::as_str);
            sh.view.exe = if argv0.starts_with('/') { argv0.to_string() } else { format!("/{argv0}") };
        }
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
        // Every handle made so far is stale from here on.
        self.stamp.generation += 1;
        self.children.clear();
        self.probes.clear();
        self.running.clear();
        self.on = crate::kernel::PID;
        self.on_tid = crate::kernel::PID;
        self.slice_end = None;
        self.deadlock.clear();
        self.ran = false;
        self.finished = false;
        self.budget_exhausted = false;
        self.cpu.restore(&self.execed.cpu)?;
        let mut kernel = Kernel::new(self.image().clone(), &self.cfg.kernel, self.cfg.preset);
        // The output sinks are the caller's: they stay.
        {
            let (mut old, mut new) = (self.kernel().shared.borrow_mut(), kernel.shared.borrow_mut());
            if let Some(sink) = old.stdout.take_sink() {
                new.stdout.set_sink(sink);
            }
            if let Some(sink) = old.stderr.take_sink() {
                new.stderr.set_sink(sink);
            }
        }
        kernel.mm = self.execed.mm.clone();
        kernel.random = self.execed.random.clone();
        // What exec recorded of the image (for /proc/self), as it was just after it.
        {
            let old = self.kernel();
            kernel.sys.cmdline = old.sys.cmdline.clone();
            kernel.sys.environ = old.sys.environ.clone();
            kernel.sys.auxv = old.sys.auxv.clone();
            kernel.task.comm = self.execed.comm.clone();
        }
        kernel.vdso = self.execed.vdso;
        self.cpu.replace_handler(kernel);
        self.start();
        Ok(())
    }

    /// Names the program this machine runs, so that every spec's PATH must name it too
    /// (`uprobe:sim:demo:f` or `uprobe:demo:f` for `sim:demo`; the file's path for a
    /// file). Without a name, a machine made from a bare [`Image`] takes any PATH.
    pub fn with_target(mut self, target: crate::target::Target) -> Machine {
        self.target = Some(target);
        self
    }

    /// Loads a static ELF from memory, as [`Machine::new`] does; nothing is written to disk.
    ///
    /// For a C guest compiled at test time, or any ELF a test has in hand. Probes then
    /// attach by the ELF's own symbols (`.symtab`) and USDT notes. A bad file is a
    /// [`SimError::Load`].
    pub fn from_elf_bytes(elf: Vec<u8>, cfg: RunConfig) -> Result<Machine, SimError> {
        Machine::new(Image::parse(elf)?, cfg)
    }

    /// Loads a [`sim_programs::Program`] (built with its builder, a generator or from the
    /// catalog) from memory: its ELF bytes ([`sim_programs::Program::to_elf`]), as
    /// [`Machine::from_elf_bytes`].
    ///
    /// Probe specs name the program in their PATH: `uprobe:NAME:FUNC`,
    /// `uprobe:NAME:FUNC+0xOFF`, `uretprobe:NAME:FUNC`, `usdt:NAME:PROVIDER:PROBE`, where
    /// NAME is the program's name: the machine knows it ([`Machine::with_target`]) and
    /// accepts `NAME`, `sim:NAME`, `…/NAME` and `…/NAME.elf`; a spec naming another
    /// program is [`SimError::PathMismatch`].
    ///
    /// ```
    /// use probesim::machine::{Machine, RunConfig};
    /// use sim_programs::generators::recursion;
    ///
    /// let p = recursion(70);
    /// let mut m = Machine::from_program(&p, RunConfig::default())?;
    /// m.attach("uprobe:recursion-70:recurse")?;
    /// m.attach("uretprobe:recursion-70:recurse")?;
    /// m.run()?;
    /// let report = m.report(&p.name)?;
    /// assert_eq!(Some(report.stdout.as_str()), p.expected.stdout.as_deref());
    /// // 70 entries; only 64 returns are hijacked (MAX_URETPROBE_DEPTH).
    /// assert_eq!(report.probes.iter().map(|p| p.hits).collect::<Vec<_>>(), [70, 64]);
    /// # Ok::<(), probesim::machine::SimError>(())
    /// ```
    pub fn from_program(program: &sim_programs::Program, cfg: RunConfig) -> Result<Machine, SimError> {
        let target = crate::target::Target::from(program.clone());
        Ok(Machine::from_elf_bytes(program.to_elf(), cfg)?.with_target(target))
    }
}
