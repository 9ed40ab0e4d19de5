//! exec: `execve` and `execveat` (`fs/exec.c`: `do_execveat_common()`,
//! `bprm_execve()`, `begin_new_exec()`), the ELF loader after its checks
//! (`fs/binfmt_elf.c`: `load_elf_binary()`, `load_elf_interp()`, `create_elf_tables()`)
//! and `#!` scripts (`fs/binfmt_script.c`). The machine's first image goes through the
//! same code ([`Kernel::exec_binary`]).
//!
//! An `execve` runs in two steps, as Linux's does around its point of no return. The
//! system call checks everything that can fail with an errno and returns it (the
//! process goes on); what it found is left as [`Kernel::pending_exec`], and the run
//! stops so that the machine can end a vfork parent's wait (the parent gets the address
//! space as the child left it before the exec). Then [`Kernel::exec_commit`] replaces
//! the process image: other threads end, pending return instances and the `[uprobes]`
//! area go with the old mm (`mm_release()` → `uprobe_free_utask()`), every mapping goes,
//! handlers are reset, close-on-exec descriptors close, and the new image is mapped,
//! where `uprobe_mmap()` installs the breakpoints of the uprobes on its files.
//!
//! # Differs from Linux
//! - Other threads are dropped at once (`de_thread()` kills them and waits): their
//!   `clear_child_tid` and robust lists are not processed.
//! - No set-user-ID, capabilities or `AT_SECURE`: every process is root.
//! - The limits on arguments are `MAX_ARG_STRLEN` per string and a quarter of the
//!   default 8 MiB stack for all of them (`bprm_stack_limits()`).
//! - `execveat` of a descriptor (`AT_EMPTY_PATH` with an empty name, as `fexecve()`
//!   makes it) is -ENOENT, and so is an exec of `/proc/self/fd/N`.

use std::rc::Rc;

use crate::abi::errno::{E2BIG, EACCES, EFAULT, ELOOP, ENOENT, ENOEXEC, ENOMEM};
use crate::abi::fs::{S_IFMT, S_IFREG};
use crate::abi::mm::{page_down, page_up, MMAP_BASE, STACK_SIZE, STACK_TOP};
use crate::cpu::{GuestCpu, Prot, Reg};
use crate::loader::{Image, LoadError, Placement};

use super::fs::view::{Found, VIEW_DEV};
use super::mm::VmaFile;
use super::{neg, Kernel};

/// `MAX_ARG_STRLEN`: the longest argument or environment string (32 pages).
const MAX_ARG_STRLEN: usize = 32 * 4096;
/// What all strings may take: a quarter of the default stack limit.
const MAX_ARG_TOTAL: usize = (8 << 20) / 4;
/// `BINPRM_BUF_SIZE`: the bytes of a file `#!` is looked for in.
const BINPRM_BUF_SIZE: usize = 256;
/// How many `#!` levels an exec follows (`exec_binprm()`: more is -ELOOP).
const MAX_SCRIPT_DEPTH: usize = 5;
/// The largest file `execve` reads here.
const MAX_EXEC_FILE: u64 = 1 << 30;

/// A file of a new image: its bytes parsed, its identity and its name.
#[derive(Debug)]
pub struct ExecFile {
    /// The file, parsed (the executable placed as `load_elf_binary()` places it; the
    /// interpreter not yet placed).
    pub image: Image,
    /// Its identity, as [`VmaFile::id`] has it (the canonical host path).
    pub id: Rc<str>,
    /// The name its mappings have (`/proc/PID/maps`).
    pub name: String,
}

/// Everything an exec needs after its point of no return.
#[derive(Debug)]
pub struct ExecPlan {
    /// The executable.
    pub exe: ExecFile,
    /// Its interpreter, for a dynamic one.
    pub interp: Option<ExecFile>,
    /// The arguments.
    pub argv: Vec<Vec<u8>>,
    /// The environment.
    pub envp: Vec<Vec<u8>>,
    /// `AT_EXECFN`: the file name as the exec was given it.
    pub execfn: Vec<u8>,
}

/// Why an image could not be mapped: what `execve` would refuse, or the host's engine
/// failing.
#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    /// A load error, with the errno `execve` gives.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// The CPU engine failed.
    #[error(transparent)]
    Cpu(#[from] crate::cpu::CpuError),
}

/// Why the first image could not be set up: the load error `execve` would give.
pub(crate) fn load_error(errno: &'static str, why: String) -> LoadError {
    LoadError::Exec { errno, why }
}

/// The errno name of `e`, for a load error.
fn errno_name(e: i64) -> &'static str {
    match e {
        ENOENT => "ENOENT",
        EACCES => "EACCES",
        ENOMEM => "ENOMEM",
        ENOEXEC => "ENOEXEC",
        _ => "EIO",
    }
}

/// The errno of a load error (`execve`'s return for a file it cannot run).
fn errno_of(e: &LoadError) -> i64 {
    match e {
        LoadError::Exec { errno: "ENOMEM", .. } => ENOMEM,
        LoadError::Exec { errno: "ENOENT", .. } => ENOENT,
        LoadError::Exec { errno: "ELIBBAD", .. } => ELIBBAD,
        _ => ENOEXEC,
    }
}

/// `ELIBBAD`: an interpreter that is not one (`load_elf_binary()`).
const ELIBBAD: i64 = 80;

/// Parses a `#!` line (`load_script()`): the interpreter and its optional single
/// argument, or -ENOEXEC when the interpreter's name is cut by the buffer's end.
fn parse_shebang(head: &[u8]) -> Result<(Vec<u8>, Option<Vec<u8>>), i64> {
    let buf = &head[2..head.len().min(BINPRM_BUF_SIZE)];
    let line_end = buf.iter().position(|b| *b == b'\n');
    let line = &buf[..line_end.unwrap_or(buf.len())];
    let is_space = |b: &u8| *b == b' ' || *b == b'\t';
    let start = line.iter().position(|b| !is_space(b)).ok_or(ENOEXEC)?;
    let line = &line[start..];
    let name_end = line.iter().position(is_space).unwrap_or(line.len());
    if line_end.is_none() && name_end == line.len() && head.len() >= BINPRM_BUF_SIZE {
        return Err(ENOEXEC); // the name may go on past the buffer
    }
    let interp = line[..name_end].to_vec();
    let rest = &line[name_end..];
    let arg_start = rest.iter().position(|b| !is_space(b));
    let arg = arg_start.map(|a| {
        let r = &rest[a..];
        let end = r.iter().rposition(|b| !is_space(b)).map_or(0, |e| e + 1);
        r[..end].to_vec()
    });
    Ok((interp, arg.filter(|a| !a.is_empty())))
}

impl Kernel {
    /// The file at guest path `path`, as `open_exec()` + `prepare_binprm()` find it: a
    /// regular file with an execute bit (-EACCES otherwise), read whole.
    fn open_exec(&self, path: &str) -> Result<(Found, Vec<u8>, Option<std::fs::File>), i64> {
        let sh = self.shared.borrow();
        let found = sh.view.lookup(path, true)?;
        if found.mode() & S_IFMT != S_IFREG || found.mode() & 0o111 == 0 {
            return Err(EACCES);
        }
        let (bytes, host) = sh.view.read_whole(&found, MAX_EXEC_FILE)?;
        Ok((found, bytes, host))
    }

    /// The identity and maps name of a file found in the view.
    fn file_identity(&self, found: &Found, path: &str) -> (Rc<str>, String) {
        match found {
            Found::Host { path: host, .. } => {
                let name = self.shared.borrow().view.guest_path_of(host).unwrap_or_else(|| path.to_string());
                (host.to_string_lossy().into(), name)
            }
            _ => (format!("overlay:{path}").into(), path.to_string()),
        }
    }

    /// The interpreter `path` of a dynamic executable, read and checked as
    /// `load_elf_binary()` checks it: -ENOENT if it is not there, -ELIBBAD if it is not
    /// an ELF shared object without an interpreter of its own.
    pub(crate) fn open_interp(&self, path: &str) -> Result<ExecFile, (i64, String)> {
        // An interpreter needs no execute bit: only that it can be opened and read.
        // PT_INTERP is any bytes: messages show it escaped, on one line.
        let shown = path.escape_debug().to_string();
        let read = || {
            let sh = self.shared.borrow();
            let found = sh.view.lookup(path, true)?;
            let (bytes, host) = sh.view.read_whole(&found, MAX_EXEC_FILE)?;
            Ok::<_, i64>((found, bytes, host))
        };
        let (found, bytes, host) =
            read().map_err(|e| (e, format!("the interpreter {shown} is not in the guest's file view (--root)")))?;
        let image = Image::parse_as(bytes, Placement::Unplaced)
            .map_err(|e| (ELIBBAD, format!("ELIBBAD: the interpreter {shown}: {e}")))?;
        let image = with_host(image, host);
        if image.interp.is_some() || !image.pie {
            return Err((ELIBBAD, format!("ELIBBAD: the interpreter {shown} is not a shared object")));
        }
        let (id, name) = self.file_identity(&found, path);
        Ok(ExecFile { image, id, name })
    }

    /// Reads a NULL-terminated array of string pointers (`copy_strings()`): -EFAULT,
    /// -E2BIG past the limits. `total` counts the bytes so far.
    fn read_strings(&self, cpu: &dyn GuestCpu, mut at: u64, total: &mut usize) -> Result<Vec<Vec<u8>>, i64> {
        let mut out = Vec::new();
        if at == 0 {
            return Ok(out);
        }
        loop {
            let p = u64::from_le_bytes(self.read_user::<8>(cpu, at).ok_or(EFAULT)?);
            if p == 0 {
                return Ok(out);
            }
            let mut s = Vec::new();
            let mut a = p;
            loop {
                let page_left = 4096 - (a & 4095);
                let chunk = self.copy_from_user(cpu, a, page_left).ok_or(EFAULT)?;
                match chunk.iter().position(|b| *b == 0) {
                    Some(z) => {
                        s.extend_from_slice(&chunk[..z]);
                        break;
                    }
                    None => s.extend_from_slice(&chunk),
                }
                if s.len() > MAX_ARG_STRLEN {
                    return Err(E2BIG);
                }
                a += page_left;
            }
            if s.len() + 1 > MAX_ARG_STRLEN {
                return Err(E2BIG);
            }
            *total += s.len() + 1 + 8;
            if *total > MAX_ARG_TOTAL {
                return Err(E2BIG);
            }
            out.push(s);
            at += 8;
        }
    }

    /// `execve(filename, argv, envp)`.
    pub(crate) fn sys_execve(&mut self, cpu: &mut dyn GuestCpu, filename: u64, argv: u64, envp: u64) -> Option<u64> {
        self.sys_execveat(cpu, crate::abi::fs::AT_FDCWD as u64, filename, argv, envp, 0)
    }

    /// `execveat(dfd, filename, argv, envp, flags)`: models `do_execveat_common()` up
    /// to the point of no return. A failure is the errno, and the process goes on;
    /// else the exec is left for the machine ([`Kernel::pending_exec`]) and the run
    /// stops (no return value: the new image starts with rax 0).
    pub(crate) fn sys_execveat(
        &mut self,
        cpu: &mut dyn GuestCpu,
        dfd: u64,
        filename: u64,
        argv: u64,
        envp: u64,
        flags: u64,
    ) -> Option<u64> {
        /// `AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH`.
        const VALID: u64 = 0x100 | 0x1000;
        if flags & !VALID != 0 {
            return Some(neg(crate::abi::errno::EINVAL));
        }
        match self.prepare_exec(cpu, dfd as u32 as i32, filename, argv, envp) {
            Ok(plan) => {
                self.pending_exec = Some(Box::new(plan));
                cpu.request_stop();
                None
            }
            Err(e) => Some(neg(e)),
        }
    }

    /// The checks of `do_execveat_common()` and `bprm_execve()`: the file found and
    /// read, `#!` scripts followed, the ELF (and its interpreter) parsed.
    fn prepare_exec(&self, cpu: &dyn GuestCpu, dfd: i32, filename: u64, argv: u64, envp: u64) -> Result<ExecPlan, i64> {
        let name = self.getname(cpu, filename)?;
        if name.is_empty() {
            return Err(ENOENT);
        }
        let (path, _) = self.path_of(cpu, dfd, filename)?;
        let mut total = 0;
        let mut argv = self.read_strings(cpu, argv, &mut total)?;
        let envp = self.read_strings(cpu, envp, &mut total)?;
        if argv.is_empty() {
            // Since 5.18 an empty argv gets an empty argv[0].
            argv.push(Vec::new());
        }
        let mut path = path;
        let mut shown = name.clone();
        for _ in 0..=MAX_SCRIPT_DEPTH {
            let (found, bytes, host) = self.open_exec(&path)?;
            if bytes.starts_with(b"#!") {
                let (interp, arg) = parse_shebang(&bytes)?;
                // argv[0] is replaced by the interpreter, its argument and the script's
                // file name.
                let mut new = vec![interp.clone()];
                new.extend(arg);
                new.push(shown.clone());
                new.extend(argv.into_iter().skip(1));
                argv = new;
                let interp = String::from_utf8_lossy(&interp).into_owned();
                path = if interp.starts_with('/') { interp } else { format!("{}/{interp}", self.fs.cwd) };
                shown = path.clone().into_bytes();
                continue;
            }
            let image = with_host(Image::parse(bytes).map_err(|e| errno_of(&e))?, host);
            let interp = match &image.interp {
                Some(p) => Some(self.open_interp(p).map_err(|(e, _)| e)?),
                None => None,
            };
            let (id, exe_name) = self.file_identity(&found, &path);
            return Ok(ExecPlan { exe: ExecFile { image, id, name: exe_name }, interp, argv, envp, execfn: name });
        }
        Err(ELOOP)
    }

    /// Models `begin_new_exec()` and the rest of `load_elf_binary()` after the point of
    /// no return: the old image goes, `plan`'s comes. A failure to map the new image
    /// kills the process with SIGSEGV, as Linux does past that point.
    pub fn exec_commit(&mut self, cpu: &mut dyn GuestCpu, plan: ExecPlan) {
        // de_thread(): the other threads end.
        self.threads.others.clear();
        self.threads.futex_q.clear();
        // mm_release() → uprobe_free_utask(): pending return instances go.
        self.task.utask.return_instances.clear();
        self.task.clear_child_tid = 0;
        // exec_mmap(): the old mm and everything of the uprobes that was in it.
        let old: Vec<(u64, u64)> = self.mm.vmas().map(|v| (v.start, v.end)).collect();
        for (start, end) in old {
            self.uprobe_munmap(cpu, start, end);
            let _ = cpu.unmap(start, end - start);
        }
        self.uprobe_exec_mmap();
        self.mm = super::mm::Mm::default();
        // flush_signal_handlers(): handled signals go back to their default action.
        for a in &mut self.sig.actions {
            if a.handler != crate::abi::sigframe::SIG_IGN {
                *a = crate::abi::sigframe::KSigaction::default();
            }
        }
        self.sig.sas_sp = 0;
        self.sig.sas_size = 0;
        self.sig.sas_flags = 0;
        self.sys.robust_list = (0, 0);
        self.sys.rseq = None;
        self.fs.files.close_on_exec();
        self.sys.exe_path = plan.exe.name.clone();
        // __set_task_comm(): the file name's last component.
        let base = plan.exe.name.rsplit('/').next().unwrap_or_default();
        self.task.comm = base.chars().take(15).collect::<String>().into();
        if let Err(e) = self.exec_binary(cpu, &plan) {
            let why = format!("execve past its point of no return: {e}");
            self.shared.borrow_mut().dmesg.push(why);
            let rip = cpu.reg(Reg::Rip);
            let cause = crate::trace::SignalCause::Kernel("execve failed past its point of no return");
            self.force_sig(cpu, crate::abi::Signal::Sigsegv, rip, cause);
            return;
        }
        // uprobe_mmap() for the new image's mappings; the program's own uprobes come
        // back when the program itself is exec'd again.
        self.uprobe_mmap(cpu, 0, u64::MAX);
        if *plan.exe.id == *self.shared.borrow().view.exe {
            self.uprobe_replace_own(cpu);
        }
    }

    /// Maps `plan`'s image (and interpreter), builds the initial stack (`create_elf_tables()`)
    /// and sets the registers (`ELF_PLAT_INIT`, `start_thread()`) and the FPU
    /// (`fpu_flush_thread()`). The mm must be empty.
    pub fn exec_binary(&mut self, cpu: &mut dyn GuestCpu, plan: &ExecPlan) -> Result<(), ExecError> {
        let image = &plan.exe.image;
        let name = plan.exe.name.as_str();
        let mut interp_at = None;
        self.map_image_files(cpu, image, name, &plan.exe.id)?;
        self.mm.start_brk = image.end();
        self.mm.brk = image.end();
        self.mm.mmap_base = MMAP_BASE;
        self.mm.map_host(cpu, STACK_TOP - STACK_SIZE, STACK_SIZE, Prot::RW, "[stack]")?;
        if let Some(interp) = &plan.interp {
            let span = interp.image.span();
            let base = self.mm.unmapped_area_topdown(span).ok_or_else(|| {
                load_error("ENOMEM", format!("no room for the interpreter {}", interp.name.escape_debug()))
            })?;
            let placed = Image::parse_as(interp.image.file.clone(), Placement::At(base))?;
            let placed = Image { host: interp.image.host.clone(), ..placed };
            self.map_image_files(cpu, &placed, &interp.name, &interp.id)?;
            interp_at = Some((base, placed.entry));
            // __set_task_comm(): the file name's last component.
            let base_name = plan.exe.name.rsplit('/').next().unwrap_or_default();
            self.task.comm = base_name.chars().take(15).collect::<String>().into();
        }
        // arch_setup_additional_pages(), for every image.
        let vdso = self.map_vdso(cpu)?;
        let mut random = [0u8; 16];
        self.random.fill(&mut random);
        // create_elf_tables(): strings at the top, then AT_RANDOM, then the vectors.
        let mut sp = STACK_TOP - 8;
        let mut push = |cpu: &mut dyn GuestCpu, data: &[u8]| {
            sp -= data.len() as u64;
            cpu.write(sp, data);
            sp
        };
        let cstr = |s: &[u8]| {
            let mut b = s.to_vec();
            b.push(0);
            b
        };
        // copy_strings() copies an array's last string first, downwards: the strings lie
        // in the array's order, argv's below envp's below the file name. (glibc's
        // GLIBC_TUNABLES parser reads past its string's end into the next ones.)
        let execfn = push(cpu, &cstr(&plan.execfn));
        let mut envp: Vec<u64> = plan.envp.iter().rev().map(|s| push(cpu, &cstr(s))).collect();
        envp.reverse();
        let mut argv: Vec<u64> = plan.argv.iter().rev().map(|s| push(cpu, &cstr(s))).collect();
        argv.reverse();
        let platform = push(cpu, b"x86_64\0");
        sp &= !15;
        let mut push = |cpu: &mut dyn GuestCpu, data: &[u8]| {
            sp -= data.len() as u64;
            cpu.write(sp, data);
            sp
        };
        let at_random = push(cpu, &random);
        sp &= !15;
        use crate::abi::auxv::*;
        let auxv: Vec<(u64, u64)> = vec![
            // ARCH_DLINFO comes first.
            (AT_SYSINFO_EHDR, vdso),
            // ELF_HWCAP: the CPU's cpuid leaf 1 edx.
            (AT_HWCAP, u64::from(self.cpu.cpuid(1, 0)[3])),
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
        let joined = |v: &[Vec<u8>]| v.iter().flat_map(|s| s.iter().copied().chain([0])).collect::<Vec<u8>>();
        self.sys.cmdline = joined(&plan.argv);
        self.sys.environ = joined(&plan.envp);
        self.sys.auxv = auxv.iter().flat_map(|(k, v)| k.to_le_bytes().into_iter().chain(v.to_le_bytes())).collect();
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        sp -= bytes.len() as u64;
        cpu.write(sp, &bytes);
        for r in Reg::ALL {
            cpu.set_reg(r, 0);
        }
        cpu.set_reg(Reg::Rsp, sp);
        cpu.set_reg(Reg::Rip, interp_at.map_or(image.entry, |(_, entry)| entry));
        cpu.set_reg(Reg::Rflags, 0x202);
        // The FPU as exec leaves it (`fpu_flush_thread()`): the engine's own reset state
        // has a control word and MXCSR of 0 (24-bit x87 precision, SSE exceptions
        // unmasked), which changes what `long double` and SSE code compute.
        cpu.fxrstor(&super::signal::init_fpstate());
        Ok(())
    }

    /// Maps the `PT_LOAD` segments of `image` as `elf_load()` does: each one's file
    /// pages as a private mapping of the file (named `name`, identity `id`), the rest of
    /// its memory (`.bss` past the file's last page) anonymous.
    fn map_image_files(
        &mut self,
        cpu: &mut dyn GuestCpu,
        image: &Image,
        name: &str,
        id: &Rc<str>,
    ) -> Result<(), LoadError> {
        let ino = super::fs::view::ino_of(name);
        let contents = super::mm::FileContents::Bytes(image.file.clone());
        for s in &image.segments {
            let start = page_down(s.vaddr);
            let file_end = page_up(s.vaddr + s.filesz);
            let end = page_up(s.vaddr + s.memsz);
            let pgoff = s.offset - (s.vaddr - start);
            let err = |e: crate::cpu::CpuError| {
                load_error("ENOMEM", format!("cannot map PT_LOAD at {:#x} of {name}: {e}", s.vaddr))
            };
            if file_end > start {
                // `elf_map()` maps the file's whole pages, so the last one shows the bytes
                // past `p_filesz` (zeroed below where the segment has more memory).
                let from = pgoff as usize;
                let to = (from as u64).saturating_add(file_end - start).min(image.file.len() as u64) as usize;
                let n = to.saturating_sub(from);
                // Pages the guest cannot write are the host file's own (read when first
                // touched); writable ones copies, which a snapshot shares with the image.
                let bytes = match image.host_file() {
                    Some(host) if !s.prot.write => super::mm::MapBytes::Host(host, pgoff, n as u64),
                    _ => super::mm::MapBytes::Shared(&image.file, from, n),
                };
                let vf =
                    VmaFile { id: id.clone(), pgoff, shared: false, dev: VIEW_DEV, ino, contents: contents.clone() };
                self.mm.map_file(cpu, (start, file_end - start), s.prot, (name, vf, bytes)).map_err(err)?;
                // `padzero()`: the rest of the last file page, if the segment is longer
                // than its file part; an error there is ignored unless it is writable, so
                // a read-only segment keeps the file's bytes.
                let zero_from = s.vaddr + s.filesz;
                if s.memsz > s.filesz && s.prot.write && zero_from < file_end {
                    cpu.write(zero_from, &vec![0; (file_end - zero_from) as usize]);
                }
            }
            if end > file_end.max(start) {
                let from = file_end.max(start);
                self.mm.map(cpu, from, end - from, s.prot, "").map_err(err)?;
            }
        }
        Ok(())
    }
}

/// The plan of the machine's first image: `image` under `name`, with its interpreter
/// read from the kernel's view; a missing or bad interpreter is the load error `execve`
/// would give.
pub fn first_plan(
    k: &Kernel,
    image: Image,
    name: &str,
    argv: &[String],
    envp: &[String],
) -> Result<ExecPlan, LoadError> {
    let interp = match &image.interp {
        Some(p) => Some(
            k.open_interp(p)
                .map_err(|(e, why)| load_error(if e == ELIBBAD { "ELIBBAD" } else { errno_name(e) }, why))?,
        ),
        None => None,
    };
    let exe = k.shared.borrow().view.exe.clone();
    let id: Rc<str> = if exe.is_empty() { format!("exe:{name}").into() } else { exe.clone().into() };
    // A dynamic program's mappings are named by its path in the view, as `d_path()`
    // names them (a static one's by its name, as before).
    let shown = match &interp {
        Some(_) => k.shared.borrow().view.guest_path_of(std::path::Path::new(&exe)),
        None => None,
    };
    Ok(ExecPlan {
        exe: ExecFile { image, id, name: shown.unwrap_or_else(|| name.to_string()) },
        interp,
        argv: argv.iter().map(|s| s.as_bytes().to_vec()).collect(),
        envp: envp.iter().map(|s| s.as_bytes().to_vec()).collect(),
        // `bprm->filename`: the path the run was started with, which the native runner
        // gives `execve` as the program's canonical host path.
        execfn: if exe.is_empty() { name.as_bytes().to_vec() } else { exe.as_bytes().to_vec() },
    })
}

/// `image` with `host` as the host file its bytes were read from, if there is one.
fn with_host(image: Image, host: Option<std::fs::File>) -> Image {
    match host {
        Some(f) => image.with_host_file(std::sync::Arc::new(f)),
        None => image,
    }
}

#[cfg(test)]
mod tests {
    use super::parse_shebang;

    #[test]
    fn shebang_lines_split_as_load_script_splits_them() {
        let p = |s: &str| {
            parse_shebang(s.as_bytes())
                .map(|(i, a)| (String::from_utf8(i).unwrap(), a.map(|a| String::from_utf8(a).unwrap())))
        };
        assert_eq!(p("#!/bin/sh\necho"), Ok(("/bin/sh".into(), None)));
        assert_eq!(p("#! /usr/bin/env  python3 -u  \n"), Ok(("/usr/bin/env".into(), Some("python3 -u".into()))));
        assert_eq!(p("#!\t/bin/dash -e"), Ok(("/bin/dash".into(), Some("-e".into()))));
        assert_eq!(p("#!\n"), Err(crate::abi::errno::ENOEXEC));
    }
}
