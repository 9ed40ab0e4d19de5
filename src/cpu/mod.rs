//! The CPU layer: a small, engine-independent view of an x86-64 user-mode CPU.
//!
//! The simulated kernel only ever sees [`GuestCpu`] (registers and memory) and implements
//! [`TrapHandler`] (what happens on int3, #DB, syscall, #UD and memory faults).
//! [`GuestCpu`] is two traits: [`CpuCore`], what every kernel path needs, and
//! [`FastPathCpu`], what the simulator's fast paths add (each method with a default
//! that any CPU may keep). The one engine behind it is Unicorn, in the `unicorn` module,
//! the only one that names the Unicorn crate and the only one allowed `unsafe` code;
//! [`fake::FakeCpu`] implements [`CpuCore`] alone, without an engine, for the kernel's
//! unit tests.
//!
//! Architecture invariants:
//! - Trap handling runs *inside* the engine's hooks, through this trait, so a probe hit
//!   costs no `emu_start` restart: a step driven from the host between two runs measured
//!   314 ns a hit against 212 ns inside the hooks, and a run started from inside a hook
//!   ends the outer run.
//! - Every trap handler call runs under `catch_unwind`; a host panic becomes
//!   [`CpuError::HookPanicked`], or [`CpuError::ConsumerPanicked`] when it came from a
//!   uprobe consumer (the kernel runs consumers under [`ConsumerPanic::guard`]).
//! - `emu_start` is always called with `until = 0`, no timeout, and count 0 in
//!   native-count mode (the default, [`Cpu::set_native_count`]), a non-zero count
//!   otherwise.

#[allow(unsafe_code)]
mod unicorn;

#[doc(hidden)]
pub mod fake;

pub use unicorn::{bare_seconds, spare_engines, Cpu, EngineWork, FileBytes, Snapshot};

use std::fmt;

/// The registers the kernel's `struct pt_regs` exposes on x86-64, plus the fs/gs bases.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reg {
    Rax,
    Rbx,
    Rcx,
    Rdx,
    Rsi,
    Rdi,
    Rbp,
    Rsp,
    R8,
    R9,
    R10,
    R11,
    R12,
    R13,
    R14,
    R15,
    Rip,
    Rflags,
    FsBase,
    GsBase,
}

impl Reg {
    /// Every register, in [`Regs`] field order.
    pub const ALL: [Reg; 20] = [
        Reg::Rax,
        Reg::Rbx,
        Reg::Rcx,
        Reg::Rdx,
        Reg::Rsi,
        Reg::Rdi,
        Reg::Rbp,
        Reg::Rsp,
        Reg::R8,
        Reg::R9,
        Reg::R10,
        Reg::R11,
        Reg::R12,
        Reg::R13,
        Reg::R14,
        Reg::R15,
        Reg::Rip,
        Reg::Rflags,
        Reg::FsBase,
        Reg::GsBase,
    ];

    /// A system call's argument registers, in the x86-64 calling convention's order.
    pub const SYSCALL_ARGS: [Reg; 6] = [Reg::Rdi, Reg::Rsi, Reg::Rdx, Reg::R10, Reg::R8, Reg::R9];

    /// The 16 general-purpose registers in hardware encoding order (rax=0 … r15=15).
    pub const GPR_BY_ENCODING: [Reg; 16] = [
        Reg::Rax,
        Reg::Rcx,
        Reg::Rdx,
        Reg::Rbx,
        Reg::Rsp,
        Reg::Rbp,
        Reg::Rsi,
        Reg::Rdi,
        Reg::R8,
        Reg::R9,
        Reg::R10,
        Reg::R11,
        Reg::R12,
        Reg::R13,
        Reg::R14,
        Reg::R15,
    ];

    /// Lower-case name as used by the kernel and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Reg::Rax => "rax",
            Reg::Rbx => "rbx",
            Reg::Rcx => "rcx",
            Reg::Rdx => "rdx",
            Reg::Rsi => "rsi",
            Reg::Rdi => "rdi",
            Reg::Rbp => "rbp",
            Reg::Rsp => "rsp",
            Reg::R8 => "r8",
            Reg::R9 => "r9",
            Reg::R10 => "r10",
            Reg::R11 => "r11",
            Reg::R12 => "r12",
            Reg::R13 => "r13",
            Reg::R14 => "r14",
            Reg::R15 => "r15",
            Reg::Rip => "rip",
            Reg::Rflags => "rflags",
            Reg::FsBase => "fs_base",
            Reg::GsBase => "gs_base",
        }
    }
}

/// A full register file, laid out like `struct pt_regs` plus fs/gs base. In JSON (serde)
/// an object with one `0x` and 16 hex digits string per register, in [`Reg::ALL`] order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct Regs {
    pub rax: u64,
    pub rbx: u64,
    pub rcx: u64,
    pub rdx: u64,
    pub rsi: u64,
    pub rdi: u64,
    pub rbp: u64,
    pub rsp: u64,
    pub r8: u64,
    pub r9: u64,
    pub r10: u64,
    pub r11: u64,
    pub r12: u64,
    pub r13: u64,
    pub r14: u64,
    pub r15: u64,
    pub rip: u64,
    pub rflags: u64,
    pub fs_base: u64,
    pub gs_base: u64,
}

impl Regs {
    /// Reads one register.
    pub fn get(&self, r: Reg) -> u64 {
        *self.slot(r)
    }

    /// Writes one register.
    pub fn set(&mut self, r: Reg, v: u64) {
        *self.slot_mut(r) = v;
    }

    fn slot(&self, r: Reg) -> &u64 {
        match r {
            Reg::Rax => &self.rax,
            Reg::Rbx => &self.rbx,
            Reg::Rcx => &self.rcx,
            Reg::Rdx => &self.rdx,
            Reg::Rsi => &self.rsi,
            Reg::Rdi => &self.rdi,
            Reg::Rbp => &self.rbp,
            Reg::Rsp => &self.rsp,
            Reg::R8 => &self.r8,
            Reg::R9 => &self.r9,
            Reg::R10 => &self.r10,
            Reg::R11 => &self.r11,
            Reg::R12 => &self.r12,
            Reg::R13 => &self.r13,
            Reg::R14 => &self.r14,
            Reg::R15 => &self.r15,
            Reg::Rip => &self.rip,
            Reg::Rflags => &self.rflags,
            Reg::FsBase => &self.fs_base,
            Reg::GsBase => &self.gs_base,
        }
    }

    fn slot_mut(&mut self, r: Reg) -> &mut u64 {
        match r {
            Reg::Rax => &mut self.rax,
            Reg::Rbx => &mut self.rbx,
            Reg::Rcx => &mut self.rcx,
            Reg::Rdx => &mut self.rdx,
            Reg::Rsi => &mut self.rsi,
            Reg::Rdi => &mut self.rdi,
            Reg::Rbp => &mut self.rbp,
            Reg::Rsp => &mut self.rsp,
            Reg::R8 => &mut self.r8,
            Reg::R9 => &mut self.r9,
            Reg::R10 => &mut self.r10,
            Reg::R11 => &mut self.r11,
            Reg::R12 => &mut self.r12,
            Reg::R13 => &mut self.r13,
            Reg::R14 => &mut self.r14,
            Reg::R15 => &mut self.r15,
            Reg::Rip => &mut self.rip,
            Reg::Rflags => &mut self.rflags,
            Reg::FsBase => &mut self.fs_base,
            Reg::GsBase => &mut self.gs_base,
        }
    }
}

impl fmt::Display for Regs {
    /// Four registers per line, 16 hex digits each: the layout of register snapshots.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for chunk in Reg::ALL.chunks(4) {
            let line: Vec<String> = chunk.iter().map(|r| format!("{:>7}={:016x}", r.name(), self.get(*r))).collect();
            writeln!(f, "{}", line.join(" "))?;
        }
        Ok(())
    }
}

impl serde::Serialize for Regs {
    /// `{"rax": "0x0000000000000000", …}`, in [`Reg::ALL`] order.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Regs", Reg::ALL.len())?;
        for r in Reg::ALL {
            st.serialize_field(r.name(), &format!("{:#018x}", self.get(r)))?;
        }
        st.end()
    }
}

impl<'de> serde::Deserialize<'de> for Regs {
    /// The form `Serialize` writes: every register once, each a `0x…` string.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Regs, D::Error> {
        use serde::de::Error;
        let map = std::collections::BTreeMap::<String, String>::deserialize(d)?;
        if let Some(k) = map.keys().find(|k| !Reg::ALL.iter().any(|r| r.name() == k.as_str())) {
            return Err(D::Error::custom(format!("unknown register `{k}`")));
        }
        let mut regs = Regs::default();
        for r in Reg::ALL {
            let text = map.get(r.name()).ok_or_else(|| D::Error::missing_field(r.name()))?;
            let v = crate::fmt::parse_hex(text)
                .ok_or_else(|| D::Error::custom(format!("{}: expected a 0x… hex number, got `{text}`", r.name())))?;
            regs.set(r, v);
        }
        Ok(regs)
    }
}

/// Page permissions of a guest mapping.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub struct Prot {
    pub read: bool,
    pub write: bool,
    pub exec: bool,
}

impl Prot {
    /// No access.
    pub const NONE: Prot = Prot { read: false, write: false, exec: false };
    /// `r--`.
    pub const R: Prot = Prot { read: true, write: false, exec: false };
    /// `rw-`.
    pub const RW: Prot = Prot { read: true, write: true, exec: false };
    /// `r-x`.
    pub const RX: Prot = Prot { read: true, write: false, exec: true };
    /// `--x`: the `[uprobes]` XOL page.
    pub const X: Prot = Prot { read: false, write: false, exec: true };

    /// From the `PROT_*` bits of mmap/mprotect.
    pub fn from_linux(bits: u64) -> Prot {
        Prot { read: bits & 1 != 0, write: bits & 2 != 0, exec: bits & 4 != 0 }
    }
}

impl fmt::Display for Prot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            if self.read { 'r' } else { '-' },
            if self.write { 'w' } else { '-' },
            if self.exec { 'x' } else { '-' }
        )
    }
}

/// The kind of a guest memory access that faulted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    /// A data read.
    Read,
    /// A data write.
    Write,
    /// An instruction fetch.
    Fetch,
}

/// Why a fault hook fired: the address was unmapped, or the page forbids the access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FaultKind {
    /// No mapping at the address (SEGV_MAPERR).
    Unmapped,
    /// The mapping forbids this access (SEGV_ACCERR).
    Protection,
}

/// Why [`Cpu::run`] handed control back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// A trap handler asked to stop (process exit, fatal signal, …).
    Requested,
    /// The instruction budget is spent.
    BudgetExhausted,
    /// The guest executed `hlt` at this address (a #GP on Linux, since user code is CPL3).
    Halted {
        /// Address of the `hlt`.
        at: u64,
    },
}

/// Host-side failures of the CPU layer. Guest misbehaviour never produces these.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CpuError {
    /// The engine rejected an operation.
    #[error("cpu engine error during {op}: {code}")]
    Engine {
        /// What we were doing.
        op: &'static str,
        /// The engine's error code, as text.
        code: String,
    },
    /// A trap handler panicked; the panic was caught at the hook boundary.
    #[error("internal error: trap handler panicked: {0}")]
    HookPanicked(String),
    /// A uprobe consumer (code registered with the simulator, not the simulator's own)
    /// panicked while the trap handler ran it; the panic was caught at the hook
    /// boundary. See [`ConsumerPanic`].
    #[error("uprobe consumer {consumer} panicked in its `{method}` (probe at {vaddr:#x}): {message}")]
    ConsumerPanicked {
        /// The consumer's registration number (`ConsumerId`'s value).
        consumer: usize,
        /// The `UprobeConsumer` method that panicked: `handler`, `ret_handler` or `filter`.
        method: &'static str,
        /// The probe address.
        vaddr: u64,
        /// The panic's message.
        message: String,
    },
    /// An invariant of the CPU layer did not hold: a bug here, never the guest's doing.
    #[error("internal error: cpu invariant broken: {0}")]
    Invariant(&'static str),
    /// The engine stopped for a reason nobody requested.
    #[error("internal error: cpu stopped unexpectedly at rip={rip:#x} ({detail})")]
    Unexpected {
        /// Where it stopped.
        rip: u64,
        /// What the engine said.
        detail: String,
    },
}

impl CpuError {
    /// The error for a panic caught at the hook boundary: [`CpuError::ConsumerPanicked`]
    /// for a [`ConsumerPanic`] payload, else [`CpuError::HookPanicked`].
    pub(crate) fn from_panic(payload: Box<dyn std::any::Any + Send>) -> CpuError {
        match payload.downcast::<ConsumerPanic>() {
            Ok(p) => {
                let ConsumerPanic { consumer, method, vaddr, message } = *p;
                CpuError::ConsumerPanicked { consumer, method, vaddr, message }
            }
            Err(other) => CpuError::HookPanicked(panic_message(other.as_ref())),
        }
    }
}

/// The message of a caught panic.
pub(crate) fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "non-string panic payload".to_string()
    }
}

/// The payload a panic of a uprobe consumer unwinds with, past the kernel to the hook
/// boundary, so that the run's error blames the consumer
/// ([`CpuError::ConsumerPanicked`]) and not the simulator.
#[derive(Debug)]
pub struct ConsumerPanic {
    /// The consumer's registration number.
    pub consumer: usize,
    /// The method that panicked.
    pub method: &'static str,
    /// The probe address.
    pub vaddr: u64,
    /// The original panic's message.
    pub message: String,
}

impl ConsumerPanic {
    /// Runs `f`, a call of consumer `consumer`'s `method` at probe `vaddr`. A panic in it
    /// goes on unwinding with a [`ConsumerPanic`] payload (without running the panic hook
    /// a second time).
    #[inline]
    pub fn guard<R>(consumer: usize, method: &'static str, vaddr: u64, f: impl FnOnce() -> R) -> R {
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
            Ok(r) => r,
            Err(p) => {
                let message = panic_message(p.as_ref());
                std::panic::resume_unwind(Box::new(ConsumerPanic { consumer, method, vaddr, message }))
            }
        }
    }
}

/// A thread's register context: what the kernel saves when it switches the CPU from one
/// thread of a process to another (`switch_to()`: the general registers, rip and rflags
/// as the thread's `pt_regs`, the fs and gs bases, and the x87/SSE state in `fxsave`
/// layout, as `switch_fpu()` saves it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuContext {
    /// The registers, fs and gs bases included.
    pub regs: Regs,
    /// The x87 and SSE state ([`CpuCore::fxsave`]'s image).
    pub fpu: Box<[u8; 512]>,
}

/// Reads `buf.len()` bytes of `file` from `at`, or as many as there are (to the file's
/// end, or as far as the host reads): how many. What a file's pages in guest memory hold.
pub(crate) fn read_file_at(file: &std::fs::File, at: u64, buf: &mut [u8]) -> usize {
    use std::os::unix::fs::FileExt;
    let mut done = 0;
    while done < buf.len() {
        match file.read_at(&mut buf[done..], at + done as u64) {
            Ok(0) => break,
            Ok(n) => done += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    done
}

/// [`CpuCore::fill`] through a buffer: the bytes `fill` wrote are written to guest memory.
pub(crate) fn fill_by_copy<C: CpuCore + ?Sized>(
    cpu: &mut C,
    addr: u64,
    len: usize,
    fill: &mut dyn FnMut(&mut [u8]) -> usize,
) -> bool {
    let mut probe = [0u8; 1];
    let last = addr.saturating_add(len as u64).saturating_sub(1);
    if len > 0 && (!cpu.read(addr, &mut probe) || !cpu.read(last, &mut probe)) {
        return false;
    }
    let mut buf = vec![0u8; len];
    let n = fill(&mut buf).min(len);
    cpu.write(addr, &buf[..n])
}

/// Registers and memory of the running guest, as the simulated kernel sees them: what
/// every kernel path needs (registers, memory, code patches, mappings, the instruction
/// clock, watched code, a thread's saved context). The fast paths ask for more
/// ([`FastPathCpu`]); the kernel takes both as [`GuestCpu`].
///
/// Inside a syscall hook the view is normalized to what the kernel sees at syscall
/// entry: `rip` is the address after the `syscall` instruction, and `rcx`/`r11` hold
/// `rip`/`rflags` as the SYSCALL instruction leaves them.
pub trait CpuCore {
    /// Reads a register.
    fn reg(&self, r: Reg) -> u64;
    /// Writes a register. Writing `rip` redirects execution when the handler returns.
    fn set_reg(&mut self, r: Reg, v: u64);
    /// Reads every register.
    fn regs(&self) -> Regs {
        let mut regs = Regs::default();
        for r in Reg::ALL {
            regs.set(r, self.reg(r));
        }
        regs
    }
    /// Writes every register that differs from the current value.
    fn set_regs(&mut self, regs: &Regs) {
        let old = self.regs();
        for r in Reg::ALL {
            if old.get(r) != regs.get(r) {
                self.set_reg(r, regs.get(r));
            }
        }
    }
    /// Reads guest memory, ignoring page permissions. `false` if any byte is unmapped.
    fn read(&self, addr: u64, buf: &mut [u8]) -> bool;
    /// Writes guest data memory, ignoring page permissions. `false` if unmapped.
    /// Does not drop translated code: use [`CpuCore::patch_code`] for instructions.
    fn write(&mut self, addr: u64, data: &[u8]) -> bool;
    /// [`CpuCore::write`] of `file[from..from + len]`, bytes of a file that stay shared
    /// (an executable exec maps): the engine may remember where the range came from, so
    /// that a snapshot refers to the file's bytes instead of copying them.
    fn write_file(&mut self, addr: u64, file: &FileBytes, from: usize, len: usize) -> bool {
        file.get(from..from.saturating_add(len)).is_some_and(|d| self.write(addr, d))
    }
    /// Writes `[addr, addr + len)` of guest data memory through `fill`, which is given
    /// the range's bytes and returns how many of them (from the first) it wrote: a
    /// file's bytes read straight into guest memory. `false`, writing nothing, if any
    /// byte is unmapped. The engine gives `fill` the guest's pages themselves where the
    /// range lies in one block; the default fills a buffer and writes it (`fill` is not
    /// called where the first or last byte is unmapped).
    fn fill(&mut self, addr: u64, len: usize, fill: &mut dyn FnMut(&mut [u8]) -> usize) -> bool {
        fill_by_copy(self, addr, len, fill)
    }
    /// Makes `[addr, addr + len)` of guest data memory (page aligned, every page mapped)
    /// hold `file`'s bytes from `off` (page aligned), zero past the file's end: the
    /// engine maps the host file's pages there read-only, read when the guest first
    /// touches them (as `qemu-x86_64` maps a guest's files), instead of reading them
    /// all. The caller makes sure no page of the range lies wholly past the file's end
    /// now (a host access there would be the host's SIGBUS). `false`, writing nothing,
    /// where it cannot (the default): the caller then writes the bytes itself.
    fn map_file_pages(&mut self, addr: u64, len: usize, file: &std::sync::Arc<std::fs::File>, off: u64) -> bool {
        let _ = (addr, len, file, off);
        false
    }
    /// Writes instruction bytes and drops every translated block that covers them.
    fn patch_code(&mut self, addr: u64, data: &[u8]) -> bool;
    /// Makes `[addr, addr+len)` of guest data memory zero, ignoring page permissions,
    /// as `MADV_DONTNEED` leaves private anonymous memory. `false`, changing nothing, if
    /// any byte is unmapped. Does not drop translated code. The default writes zeros a
    /// page at a time; the engine gives whole pages back to the host instead.
    fn zero(&mut self, addr: u64, len: u64) -> bool {
        let end = addr.saturating_add(len);
        let mut probe = [0u8; 1];
        let mut at = addr;
        while at < end {
            if !self.read(at, &mut probe) {
                return false;
            }
            at = (at | (crate::abi::mm::PAGE_SIZE - 1)).saturating_add(1);
        }
        let zeros = [0u8; crate::abi::mm::PAGE_SIZE as usize];
        let mut at = addr;
        while at < end {
            let n = (crate::abi::mm::PAGE_SIZE - at % crate::abi::mm::PAGE_SIZE).min(end - at);
            self.write(at, &zeros[..n as usize]);
            at += n;
        }
        true
    }
    /// Maps fresh zeroed pages.
    fn map(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError>;
    /// Unmaps pages (every page in the range must be mapped).
    fn unmap(&mut self, addr: u64, len: u64) -> Result<(), CpuError>;
    /// Changes page permissions (drops translated code in the range).
    fn protect(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError>;
    /// Guest instructions started so far (the simulator's clock).
    fn insn_count(&self) -> u64;
    /// Counts `n` guest instructions whose effects the handler applied itself instead
    /// of running them (a fast path), so the clock reads as if they had run.
    fn account_insns(&mut self, n: u64);
    /// From now on, call [`TrapHandler::watched`] before every instruction in
    /// `[begin, end)`. Only for code not yet translated, or patched since (patching
    /// drops translations), such as new trampoline pages and optimized probe sites.
    fn watch_code(&mut self, begin: u64, end: u64);
    /// Stops calling [`TrapHandler::watched`] for `[begin, end)`, watched before by
    /// [`CpuCore::watch_code`] with exactly these bounds (nothing otherwise). Inside a
    /// hook it takes effect when the hook returns; the code is translated again without
    /// the hook.
    fn unwatch_code(&mut self, begin: u64, end: u64);
    /// Stops the CPU once the current handler returns.
    fn request_stop(&mut self);
    /// The x87 and SSE state in the 512-byte layout `fxsave` writes in 64-bit mode
    /// (control, status and abridged tag words, mxcsr, st0-st7 in stack order, xmm0-xmm15);
    /// the FPU opcode and instruction/data pointers read 0. What the kernel's signal
    /// frames save (`copy_fpstate_to_sigframe()`).
    fn fxsave(&self) -> [u8; 512];
    /// Loads the x87 and SSE state from a 512-byte `fxsave` image (as `fxrstor`; the
    /// pointers and opcode are ignored, the reserved bytes too). What `rt_sigreturn`
    /// restores.
    fn fxrstor(&mut self, image: &[u8; 512]);
    /// Whether a trap hook is running (the kernel was entered from guest code), rather
    /// than the machine calling the kernel between two runs.
    fn in_hook(&self) -> bool {
        false
    }
    /// Saves the register context of the thread on the CPU (between runs, or in a
    /// hook: then the registers are what the handler sees).
    fn save_context(&self) -> CpuContext {
        CpuContext { regs: self.regs(), fpu: Box::new(self.fxsave()) }
    }
    /// Puts a saved register context back on the CPU: the thread goes on from there.
    fn restore_context(&mut self, ctx: &CpuContext) {
        self.set_regs(&ctx.regs);
        self.fxrstor(&ctx.fpu);
    }
}

/// What the simulator's fast paths ask of a CPU beyond [`CpuCore`]: deferred and batched
/// register reads, the memory-write sequence, code-patch batches, the lazily mapped
/// stack, the budget left, shadow translations, TF without reading the flags. Every
/// method has a default that is right for any CPU (built from [`CpuCore`], or "cannot",
/// so the fast path takes the plain one), so a CPU that has none of these implements
/// the trait empty, as [`fake::FakeCpu`] does; the engine overrides them for speed.
pub trait FastPathCpu: CpuCore {
    /// Sets `r` to rflags, as `syscall` and a sysret's preparation set r11. An
    /// implementation may defer reading the flags (the costliest register: the lazily
    /// computed arithmetic flags) until `r` is read, as long as every read of `r` gives
    /// the flags as they were at this call.
    fn set_reg_to_rflags(&mut self, r: Reg) {
        let flags = self.reg(Reg::Rflags);
        self.set_reg(r, flags);
    }
    /// Reads a system call's six argument registers ([`Reg::SYSCALL_ARGS`]): one call
    /// where six of `reg` would be six (the system call entry reads them on every call).
    fn syscall_args(&self) -> [u64; 6] {
        Reg::SYSCALL_ARGS.map(|r| self.reg(r))
    }
    /// A token of the guest memory writes made through this CPU ([`CpuCore::write`],
    /// [`CpuCore::patch_code`] and the like): two equal tokens mean no such write
    /// happened between them. `None` (the default): not known, so a caller must assume
    /// one did.
    fn write_seq(&self) -> Option<u64> {
        None
    }
    /// Whether no guest memory write made through this CPU since [`FastPathCpu::write_seq`]
    /// gave `seq` touched `[addr, addr + len)`. An implementation may answer false when
    /// it does not know (the default always does).
    fn untouched_since(&self, _seq: u64, _addr: u64, _len: u64) -> bool {
        false
    }
    /// Writes the 8-byte little-endian word `new` at `addr` and returns the word that
    /// was there, ignoring page permissions, as [`CpuCore::read`] then
    /// [`CpuCore::write`] of the same word (the default) would; `None`, having changed
    /// nothing, if any byte is unmapped. An implementation may find the word once for
    /// both.
    fn exchange_word(&mut self, addr: u64, new: u64) -> Option<u64> {
        let mut old = [0u8; 8];
        if !self.read(addr, &mut old) {
            return None;
        }
        self.write(addr, &new.to_le_bytes()).then_some(u64::from_le_bytes(old))
    }
    /// Starts a batch of code patches (attaching or detaching many probes; nothing if
    /// one is open): until [`FastPathCpu::end_patch_batch`], [`CpuCore::patch_code`]
    /// writes at once, but the engine may do what it does per write (making read-only
    /// code writable, dropping stale translations) once for the batch. Reads see every
    /// write. No guest code runs in a batch: running ends it.
    fn begin_patch_batch(&mut self) {}
    /// Ends the batch, if one is open: everything is as if each patch had been made
    /// alone.
    fn end_patch_batch(&mut self) {}
    /// Maps fresh zeroed pages for a large region the kernel reads and writes often and
    /// the guest touches little of (the stack): looked up first, costing nothing until
    /// touched, and zeroed rather than compared by a snapshot's restore. At most one such
    /// region; later calls fall back to [`CpuCore::map`].
    fn map_host(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        self.map(addr, len, prot)
    }
    /// Inside a run: the instructions it may still start before its budget stops it
    /// (the run's budget less [`CpuCore::insn_count`]); `u64::MAX` where no budget is
    /// enforced. A fast path that would account more takes the real code instead, so
    /// that no budget is overshot and it stops where the real code would.
    fn insns_left(&self) -> u64 {
        u64::MAX
    }
    /// Shadow translation, a simulator fast path for kernel-owned code: from now on,
    /// reaching `addr` with TF clear (by a branch or from the instruction before: the
    /// engine ends blocks before a shadowed address) runs `stub` (a `jmp rel8`,
    /// `jmp rel32`, `jmp qword [rsp+disp8]` or `jmp qword [rsp+disp32]`, as if written at
    /// `addr`; the engine pads it to 15
    /// bytes, a length real code at such an address never has) instead of memory's
    /// bytes, which stay as they are; [`TrapHandler::shadowed`] runs
    /// just before it. The handler applies the effect of the real code itself and lets
    /// the stub branch on, so there is neither a trap nor a rip write. Patching the
    /// bytes, [`FastPathCpu::unshadow`] or a flushed code cache drop the shadow, and the
    /// real code runs again. Returns false (nothing changed) if the engine cannot.
    fn shadow(&mut self, _addr: u64, _stub: &[u8]) -> bool {
        false
    }
    /// Drops the shadow at `addr`. From inside [`TrapHandler::shadowed`] for `addr`, the
    /// real code at `addr` runs next (and the stub's instruction is uncounted).
    fn unshadow(&mut self, _addr: u64) {}
    /// Content-keyed code, a simulator fast path for kernel-owned code that is rewritten
    /// over and over with a few contents (the XOL slots, where each hit of a
    /// single-stepped probe copies its instruction): from now on, code in `[begin, end)`
    /// (within one page) may be rewritten with [`CpuCore::write`], without dropping
    /// translations, and runs as memory holds it; each content keeps the translation
    /// made for it. Returns false (nothing changed: rewrite with
    /// [`CpuCore::patch_code`]) if the engine cannot.
    fn key_code_by_content(&mut self, _begin: u64, _end: u64) -> bool {
        false
    }
    /// From inside [`TrapHandler::shadowed`] for `addr`: the real code at `addr` runs
    /// this time (the stub's instruction is uncounted), and the shadow is made again at
    /// the start of a later run with rip elsewhere.
    fn bypass_shadow(&mut self, addr: u64) {
        self.unshadow(addr);
    }
    /// Whether RFLAGS.TF is set: single-stepping. May avoid reading the flags, which
    /// costs more than any other register (the lazily computed arithmetic flags).
    fn tf_set(&self) -> bool {
        self.reg(Reg::Rflags) & 0x100 != 0
    }
}

/// The CPU the kernel takes: [`CpuCore`] and [`FastPathCpu`], implemented for every
/// type with both, and usable as `dyn GuestCpu`.
pub trait GuestCpu: CpuCore + FastPathCpu {}

impl<C: CpuCore + FastPathCpu + ?Sized> GuestCpu for C {}

/// The CPU as the system call entry and the fast paths take it: `dyn GuestCpu`, or the
/// engine hook's view itself ([`TrapHandler::syscall_direct`],
/// [`TrapHandler::shadowed_direct`]), whose register reads and writes then
/// need no virtual call. The table and everything after it take `dyn GuestCpu`.
pub(crate) trait EntryCpu: GuestCpu {
    /// The same CPU as `dyn GuestCpu`.
    fn as_dyn(&mut self) -> &mut dyn GuestCpu;
    /// The same CPU as `&dyn GuestCpu`.
    fn as_dyn_ref(&self) -> &dyn GuestCpu;
}

impl<C: GuestCpu> EntryCpu for C {
    #[inline(always)]
    fn as_dyn(&mut self) -> &mut dyn GuestCpu {
        self
    }

    #[inline(always)]
    fn as_dyn_ref(&self) -> &dyn GuestCpu {
        self
    }
}

impl EntryCpu for dyn GuestCpu + '_ {
    #[inline(always)]
    fn as_dyn(&mut self) -> &mut dyn GuestCpu {
        self
    }

    #[inline(always)]
    fn as_dyn_ref(&self) -> &dyn GuestCpu {
        self
    }
}

/// The simulated kernel's entry points, called from inside the engine's hooks.
///
/// Every method must leave the CPU either redirected (rip changed) or stopped
/// ([`CpuCore::request_stop`]); a fault handler that does neither would re-fault.
pub trait TrapHandler {
    /// An interrupt or exception with this vector: 1 = #DB (single-step), 3 = #BP (int3,
    /// rip is one past the int3), 0 = #DE, 13 = #GP, others = `int n`.
    fn interrupt(&mut self, cpu: &mut dyn GuestCpu, vector: u32);
    /// A `syscall` instruction (see [`GuestCpu`] for the normalized view).
    fn syscall(&mut self, cpu: &mut dyn GuestCpu);
    /// [`TrapHandler::syscall`] with the view's own type, which the engine's syscall hook
    /// calls: a handler may read the number and arguments and write the result without
    /// a virtual call each (a third of a simple call's cost in the handler). The default
    /// calls [`TrapHandler::syscall`].
    fn syscall_direct<C: GuestCpu>(&mut self, cpu: &mut C)
    where
        Self: Sized,
    {
        self.syscall(cpu);
    }
    /// An undefined opcode (#UD); rip is the instruction.
    fn invalid_opcode(&mut self, cpu: &mut dyn GuestCpu);
    /// A memory fault; rip is the faulting instruction (or the fetch target).
    fn mem_fault(&mut self, cpu: &mut dyn GuestCpu, access: Access, kind: FaultKind, addr: u64);
    /// An instruction in a range given to [`CpuCore::watch_code`] is about to run.
    fn watched(&mut self, _cpu: &mut dyn GuestCpu, _addr: u64) {}
    /// The shadow stub at `addr` is about to run (see [`FastPathCpu::shadow`]); rip reads
    /// `addr`. Leaving rip there runs the stub; setting it elsewhere continues there.
    fn shadowed(&mut self, _cpu: &mut dyn GuestCpu, _addr: u64) {}
    /// [`TrapHandler::shadowed`] with the view's own type, which the engine's shadow
    /// hook calls (as [`TrapHandler::syscall_direct`] is for syscalls): the fast paths
    /// behind a shadow read and write registers without a virtual call each. The
    /// default calls [`TrapHandler::shadowed`].
    fn shadowed_direct<C: GuestCpu>(&mut self, cpu: &mut C, addr: u64)
    where
        Self: Sized,
    {
        self.shadowed(cpu, addr);
    }
    /// A `cpuid` with `leaf` (eax) and `subleaf` (ecx): the new eax, ebx, ecx and edx.
    /// The engine's own answer (the host's or its built-in model) is never used.
    fn cpuid(&mut self, leaf: u32, subleaf: u32) -> [u32; 4];
    /// An `rdtsc` or `rdtscp` that is the `insns`-th guest instruction: the time stamp
    /// counter (edx:eax) and `IA32_TSC_AUX` (ecx, for `rdtscp`).
    fn rdtsc(&mut self, insns: u64) -> (u64, u32);
    /// An `rdrand` (`seed` false) or `rdseed`: the random bits for its destination
    /// (truncated to the operand size). The engine sets CF and clears OF, SF, ZF, AF and
    /// PF, as a successful one does.
    fn hw_random(&mut self, seed: bool) -> u64;
}
