//! exec: a machine made from an image (`Machine::new`), as `execve` does it, and put back to
//! that state (`Machine::reset`).

use crate::abi::mm::{page_down, page_up, STACK_SIZE, STACK_TOP};
use crate::cpu::{Cpu, Prot, Reg};
use crate::kernel::Kernel;
use crate::loader::{Image, LoadError, Placement};

use super::{Execed, Machine, RunConfig, SimError};

fn push_bytes(cpu: &mut Cpu<Kernel>, sp: &mut u64, data: &[u8]) -> u64 {
    *sp -= data.len() as u64;
    cpu.write(*sp, data);
    *sp
}

/// Maps the `PT_LOAD` segments of `image` as `elf_load()` does: each one's file pages
/// as a private mapping of the file (named `name`, identity `id`), the rest of its
/// memory (`.bss` past the file's last page) anonymous.
fn map_image_files(
    k: &mut Kernel,
    cpu: &mut dyn crate::cpu::GuestCpu,
    image: &Image,
    name: &str,
    id: &std::rc::Rc<str>,
) -> Result<(), SimError> {
    use crate::kernel::fs::view::VIEW_DEV;
    let ino = crate::kernel::fs::view::ino_of(name);
    for s in &image.segments {
        let start = page_down(s.vaddr);
        let file_end = page_up(s.vaddr + s.filesz);
        let end = page_up(s.vaddr + s.memsz);
        let pgoff = s.offset - (s.vaddr - start);
        let err = |e: crate::cpu::CpuError| LoadError::Exec {
            errno: "ENOMEM",
            why: format!("cannot map PT_LOAD at {:#x} of {name}: {e}", s.vaddr),
        };
        if file_end > start {
            let bytes = image.file.get(pgoff as usize..(s.offset + s.filesz) as usize).unwrap_or(&[]);
            let vf = crate::kernel::mm::VmaFile { id: id.clone(), pgoff, shared: false, dev: VIEW_DEV, ino };
            k.mm.map_file(cpu, (start, file_end - start), s.prot, (name, vf, bytes)).map_err(err)?;
        }
        if end > file_end.max(start) {
            let from = file_end.max(start);
            k.mm.map(cpu, from, end - from, s.prot, "").map_err(err)?;
        }
    }
    Ok(())
}

/// Models `load_elf_interp()`: the interpreter `path`, read from the view, mapped where
/// `mmap` puts its whole span (top-down below the mmap base, as without
/// randomization); its base and entry. A missing interpreter, or one that is not an
/// ELF Linux would load, is the load error `execve` gives.
fn load_interp(k: &mut Kernel, cpu: &mut dyn crate::cpu::GuestCpu, path: &str) -> Result<(u64, u64), SimError> {
    use crate::kernel::fs::view::Found;
    let found = k.shared.borrow().view.lookup(path, true);
    let host = match found {
        Ok(Found::Host { path: host, .. }) => host,
        _ => {
            return Err(LoadError::Exec {
                errno: "ENOENT",
                why: format!("the interpreter {path} is not in the guest's file view (--root)"),
            }
            .into())
        }
    };
    let bytes = std::fs::read(&host)
        .map_err(|e| LoadError::Exec { errno: "ENOENT", why: format!("cannot read the interpreter {path}: {e}") })?;
    let probe = Image::parse_as(bytes, Placement::Unplaced)
        .map_err(|e| LoadError::Exec { errno: "ELIBBAD", why: format!("the interpreter {path}: {e}") })?;
    if probe.interp.is_some() || !probe.pie {
        return Err(LoadError::Exec {
            errno: "ELIBBAD",
            why: format!("the interpreter {path} is not a shared object without an interpreter"),
        }
        .into());
    }
    let span = probe.span();
    let base =
        k.mm.unmapped_area_topdown(span)
            .ok_or_else(|| LoadError::Exec { errno: "ENOMEM", why: format!("no room for the interpreter {path}") })?;
    let image = Image::parse_as(probe.file, Placement::At(base))?;
    let sh = k.shared.borrow();
    let name = sh.view.guest_path_of(&host).unwrap_or_else(|| path.to_string());
    drop(sh);
    let id: std::rc::Rc<str> = host.to_string_lossy().into();
    map_image_files(k, cpu, &image, &name, &id)?;
    Ok((base, image.entry))
}

impl Machine {
    /// Loads `image` like `execve`: maps segments and the stack, builds argv, envp and
    /// auxv, and sets the registers as `ELF_PLAT_INIT` + `start_thread` do.
    pub fn new(image: Image, cfg: RunConfig) -> Result<Machine, SimError> {
        let kernel = Kernel::new(image, &cfg.kernel, cfg.preset);
        let mut cpu = Cpu::new(kernel)?;
        cpu.set_native_count(cfg.native_count);
        cpu.set_counting(cfg.count_insns);
        let image = cpu.handler().image.clone();
        let name = cfg.argv.first().cloned().unwrap_or_default();
        let mut interp_at: Option<(u64, u64)> = None;
        cpu.with_handler(|k, cpu| -> Result<(), SimError> {
            if image.interp.is_some() {
                let id: std::rc::Rc<str> = format!("exe:{name}").into();
                map_image_files(k, cpu, &image, &name, &id)?;
                k.mm.start_brk = image.end();
                k.mm.brk = image.end();
                k.mm.mmap_base = crate::abi::mm::MMAP_BASE;
                k.mm.map_host(cpu, STACK_TOP - STACK_SIZE, STACK_SIZE, Prot::RW, "[stack]")?;
                interp_at = Some(load_interp(k, cpu, image.interp.as_deref().unwrap_or_default())?);
                return Ok(());
            }
            for s in &image.segments {
                let start = page_down(s.vaddr);
                let end = page_up(s.vaddr + s.memsz);
                // The loader refuses what Linux cannot map; what the host still cannot
                // is a load error too (ENOMEM), not the run's.
                k.mm.map(cpu, start, end - start, s.prot, &name).map_err(|e| LoadError::Exec {
                    errno: "ENOMEM",
                    why: format!("cannot map PT_LOAD at {:#x}: {e}", s.vaddr),
                })?;
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
            // ELF_HWCAP: the CPU's cpuid leaf 1 edx.
            (AT_HWCAP, u64::from(cfg.kernel.cpu.cpuid(1, 0)[3])),
            (AT_PAGESZ, crate::abi::mm::PAGE_SIZE),
            (AT_CLKTCK, 100),
            (AT_PHDR, image.phdr),
            (AT_PHENT, image.phent),
            (AT_PHNUM, image.phnum),
            (AT_BASE, interp_at.map_or(0, |(base, _)| base)),
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
        cpu.set_reg(Reg::Rip, interp_at.map_or(image.entry, |(_, entry)| entry));
        cpu.set_reg(Reg::Rflags, 0x202);
        // The FPU as exec leaves it (`fpu_flush_thread()`): the engine's own reset state
        // has a control word and MXCSR of 0 (24-bit x87 precision, SSE exceptions
        // unmasked), which changes what `long double` and SSE code compute.
        cpu.fxrstor(&crate::kernel::signal::init_fpstate());
        let execed =
            Execed { cpu: cpu.snapshot()?, mm: cpu.handler().mm.clone(), random: cpu.handler().random.clone() };
        let mut m = Machine {
            cpu,
            children: Vec::new(),
            cfg,
            probes: Vec::new(),
            execed,
            ran: false,
            finished: false,
            budget_exhausted: false,
            target: None,
            running: Vec::new(),
            deadlock: Vec::new(),
        };
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
        let mut sh = self.cpu.handler().shared.borrow_mut();
        sh.procs.insert(pid, crate::kernel::ProcEntry { ppid: 0, exit: None, reaped: false });
        sh.sched = crate::kernel::sched::Scheduler { chooser: self.cfg.chooser.make(), taken: Vec::new() };
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
        self.children.clear();
        self.probes.clear();
        self.running.clear();
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
