//! The signal ABI of x86-64 Linux as user space sees it: `struct sigaction` as the
//! `rt_sigaction` system call takes it (`include/linux/signal_types.h`, the kernel's
//! `struct sigaction` with `sa_restorer`), `stack_t`, `siginfo_t`, and the frame the
//! kernel builds on the user stack to run a handler (`struct rt_sigframe` of
//! `arch/x86/include/asm/sigframe.h`: `pretcode`, `struct ucontext` with its
//! `struct sigcontext`, `siginfo`, then the FPU state), with the flag and code numbers.
//!
//! The structs are `#[repr(C)]` with the kernel's field order and sizes, pinned by the
//! unit tests below (`size_of`, `offset_of`), and go to and from guest memory as
//! little-endian bytes ([`Frame`]).

use std::mem::{offset_of, size_of};

/// `SIG_DFL`: the default action.
pub const SIG_DFL: u64 = 0;
/// `SIG_IGN`: ignore the signal.
pub const SIG_IGN: u64 = 1;

/// `SA_NOCLDSTOP`.
pub const SA_NOCLDSTOP: u64 = 0x0000_0001;
/// `SA_NOCLDWAIT`.
pub const SA_NOCLDWAIT: u64 = 0x0000_0002;
/// `SA_SIGINFO`: the handler takes `(sig, siginfo_t *, ucontext_t *)`.
pub const SA_SIGINFO: u64 = 0x0000_0004;
/// `SA_UNSUPPORTED` (5.11+): a bit user space sets to probe for flag support.
pub const SA_UNSUPPORTED: u64 = 0x0000_0400;
/// `SA_EXPOSE_TAGBITS` (5.11+).
pub const SA_EXPOSE_TAGBITS: u64 = 0x0000_0800;
/// `SA_RESTORER`: `sa_restorer` is the return address of the handler (x86-64 requires it).
pub const SA_RESTORER: u64 = 0x0400_0000;
/// `SA_ONSTACK`: run the handler on the alternate stack.
pub const SA_ONSTACK: u64 = 0x0800_0000;
/// `SA_RESTART`: restart a system call the signal interrupted.
pub const SA_RESTART: u64 = 0x1000_0000;
/// `SA_NODEFER`: do not block the signal while its handler runs.
pub const SA_NODEFER: u64 = 0x4000_0000;
/// `SA_RESETHAND`: the action goes back to `SIG_DFL` once the handler is entered.
pub const SA_RESETHAND: u64 = 0x8000_0000;
/// The flags `rt_sigaction` keeps (`UAPI_SA_FLAGS` plus the x86 `SA_RESTORER`):
/// unknown bits are cleared from what a later `rt_sigaction` reads back (5.11+).
pub const SA_KNOWN: u64 = SA_NOCLDSTOP
    | SA_NOCLDWAIT
    | SA_SIGINFO
    | SA_ONSTACK
    | SA_RESTART
    | SA_NODEFER
    | SA_RESETHAND
    | SA_EXPOSE_TAGBITS
    | SA_RESTORER;

/// `SIG_BLOCK`.
pub const SIG_BLOCK: u64 = 0;
/// `SIG_UNBLOCK`.
pub const SIG_UNBLOCK: u64 = 1;
/// `SIG_SETMASK`.
pub const SIG_SETMASK: u64 = 2;

/// `SS_ONSTACK`: `sigaltstack` reports the task running on the alternate stack.
pub const SS_ONSTACK: u32 = 1;
/// `SS_DISABLE`: no alternate stack.
pub const SS_DISABLE: u32 = 2;
/// `SS_AUTODISARM`: the alternate stack is disarmed while a handler runs on it.
pub const SS_AUTODISARM: u32 = 1 << 31;
/// `MINSIGSTKSZ` (x86: 2048; the kernel checks against its own, larger, sigframe size
/// when AVX-512 is present).
pub const MINSIGSTKSZ: u64 = 2048;

/// `_NSIG`: signals are numbered 1 to 64.
pub const NSIG: i32 = 64;
/// The size of a kernel `sigset_t` (`_NSIG / 8`): what `rt_sigaction` and
/// `rt_sigprocmask` check their `sigsetsize` against.
pub const SIGSET_SIZE: u64 = 8;

/// `si_code` `SI_USER`: sent by `kill`.
pub const SI_USER: i32 = 0;
/// `si_code` `SI_KERNEL`: sent by the kernel (`force_sig()`).
pub const SI_KERNEL: i32 = 0x80;
/// `si_code` `SI_TKILL`: sent by `tkill` or `tgkill`.
pub const SI_TKILL: i32 = -6;
/// `SIGILL` `si_code` `ILL_ILLOPN`: illegal operand (what #UD sends).
pub const ILL_ILLOPN: i32 = 2;
/// `SIGFPE` `si_code` `FPE_INTDIV`: integer divide by zero.
pub const FPE_INTDIV: i32 = 1;
/// `SIGSEGV` `si_code` `SEGV_MAPERR`: address not mapped.
pub const SEGV_MAPERR: i32 = 1;
/// `SIGSEGV` `si_code` `SEGV_ACCERR`: invalid permissions for a mapped object.
pub const SEGV_ACCERR: i32 = 2;
/// `SIGTRAP` `si_code` `TRAP_BRKPT`: breakpoint.
pub const TRAP_BRKPT: i32 = 1;
/// `SIGTRAP` `si_code` `TRAP_TRACE`: single-step trap.
pub const TRAP_TRACE: i32 = 2;
/// `SIGCHLD` `si_code` `CLD_EXITED`.
pub const CLD_EXITED: i32 = 1;
/// `SIGCHLD` `si_code` `CLD_KILLED`.
pub const CLD_KILLED: i32 = 2;
/// `SIGCHLD` `si_code` `CLD_DUMPED`.
pub const CLD_DUMPED: i32 = 3;

/// The kernel-internal restart codes a system call returns when a signal interrupted
/// it (`include/linux/errno.h`); `handle_signal()` turns them into `-EINTR` or a
/// restart, and user space never sees them.
pub const ERESTARTSYS: i64 = 512;
/// See [`ERESTARTSYS`]: restart whatever the handler's flags.
pub const ERESTARTNOINTR: i64 = 513;
/// See [`ERESTARTSYS`]: restart only if no handler ran.
pub const ERESTARTNOHAND: i64 = 514;
/// See [`ERESTARTSYS`]: restart through `restart_syscall`.
pub const ERESTART_RESTARTBLOCK: i64 = 516;

/// `uc_flags` `UC_FP_XSTATE`: the FPU state is in XSAVE format.
pub const UC_FP_XSTATE: u64 = 0x1;
/// `uc_flags` `UC_SIGCONTEXT_SS`: `sigcontext.ss` is meaningful.
pub const UC_SIGCONTEXT_SS: u64 = 0x2;
/// `uc_flags` `UC_STRICT_RESTORE_SS`: `rt_sigreturn` restores `ss` as saved.
pub const UC_STRICT_RESTORE_SS: u64 = 0x4;

/// `__USER_CS` of x86-64 (GDT entry 6, RPL 3).
pub const USER_CS: u16 = 0x33;
/// `__USER_DS` of x86-64 (GDT entry 5, RPL 3).
pub const USER_DS: u16 = 0x2b;

/// `FP_XSTATE_MAGIC1`, in `sw_reserved` of the fxsave area: an XSAVE image follows.
pub const FP_XSTATE_MAGIC1: u32 = 0x4650_5853;
/// `FP_XSTATE_MAGIC2`, the 4 bytes right after the XSAVE image.
pub const FP_XSTATE_MAGIC2: u32 = 0x4650_5845;
/// The legacy fxsave area (`struct fxregs_state`): 512 bytes.
pub const FXSAVE_SIZE: usize = 512;
/// The XSAVE header that follows it (`struct xstate_header`): 64 bytes.
pub const XSAVE_HEADER_SIZE: usize = 64;
/// The user XSAVE image of x87 and SSE state only (`fpstate->user_size` with XCR0 = 3).
pub const XSTATE_USER_SIZE: usize = FXSAVE_SIZE + XSAVE_HEADER_SIZE;
/// The XSAVE features the image holds: x87 and SSE (`XFEATURE_MASK_FPSSE`).
pub const XFEATURE_MASK_FPSSE: u64 = 0x3;
/// The whole signal-frame FPU area: the image and `FP_XSTATE_MAGIC2`
/// (`xstate_sigframe_size()`).
pub const FPSTATE_SIGFRAME_SIZE: usize = XSTATE_USER_SIZE + 4;
/// Offset of `sw_reserved` (`struct _fpx_sw_bytes`) in the fxsave area.
pub const FX_SW_BYTES_OFFSET: usize = 464;
/// Offset of `mxcsr` in the fxsave area.
pub const FX_MXCSR_OFFSET: usize = 24;
/// `MXCSR` after `fninit`-style reset (`fpu__clear_user_states()`): every exception masked.
pub const MXCSR_DEFAULT: u32 = 0x1f80;
/// The x87 control word after reset.
pub const FCW_DEFAULT: u16 = 0x037f;

/// A value that goes to and from guest memory as its little-endian bytes.
pub trait Frame: Sized + Copy + Default {
    /// Its size in guest memory.
    const SIZE: usize = size_of::<Self>();
    /// The bytes in guest memory.
    fn to_bytes(&self) -> Vec<u8>;
    /// From the bytes in guest memory (at least [`Frame::SIZE`] of them).
    fn from_bytes(b: &[u8]) -> Self;
}

/// Little-endian field reader over a byte slice.
struct Rd<'a>(&'a [u8], usize);

impl Rd<'_> {
    fn u64(&mut self) -> u64 {
        let v = u64::from_le_bytes(self.0[self.1..self.1 + 8].try_into().unwrap_or([0; 8]));
        self.1 += 8;
        v
    }
    fn u32(&mut self) -> u32 {
        let v = u32::from_le_bytes(self.0[self.1..self.1 + 4].try_into().unwrap_or([0; 4]));
        self.1 += 4;
        v
    }
    fn u16(&mut self) -> u16 {
        let v = u16::from_le_bytes(self.0[self.1..self.1 + 2].try_into().unwrap_or([0; 2]));
        self.1 += 2;
        v
    }
}

/// `struct sigaction` as `rt_sigaction` reads and writes it on x86-64 (the kernel's
/// layout: handler, flags, restorer, mask; glibc and musl translate theirs to it).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KSigaction {
    /// `sa_handler` / `sa_sigaction`, or `SIG_DFL` / `SIG_IGN`.
    pub handler: u64,
    /// `sa_flags`.
    pub flags: u64,
    /// `sa_restorer`: where the handler returns (a `rt_sigreturn` stub in libc).
    pub restorer: u64,
    /// `sa_mask`: signals blocked while the handler runs (bit `n - 1` for signal `n`).
    pub mask: u64,
}

impl Frame for KSigaction {
    fn to_bytes(&self) -> Vec<u8> {
        [self.handler, self.flags, self.restorer, self.mask].iter().flat_map(|v| v.to_le_bytes()).collect()
    }
    fn from_bytes(b: &[u8]) -> Self {
        let mut r = Rd(b, 0);
        KSigaction { handler: r.u64(), flags: r.u64(), restorer: r.u64(), mask: r.u64() }
    }
}

/// `stack_t` (`sigaltstack`, `uc_stack`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StackT {
    /// `ss_sp`.
    pub sp: u64,
    /// `ss_flags`.
    pub flags: u32,
    /// Padding to the next 8-byte field.
    pub _pad: u32,
    /// `ss_size`.
    pub size: u64,
}

impl Frame for StackT {
    fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(24);
        b.extend_from_slice(&self.sp.to_le_bytes());
        b.extend_from_slice(&self.flags.to_le_bytes());
        b.extend_from_slice(&0u32.to_le_bytes());
        b.extend_from_slice(&self.size.to_le_bytes());
        b
    }
    fn from_bytes(b: &[u8]) -> Self {
        let mut r = Rd(b, 0);
        let sp = r.u64();
        let flags = r.u32();
        let _ = r.u32();
        StackT { sp, flags, _pad: 0, size: r.u64() }
    }
}

/// `siginfo_t` (128 bytes): `si_signo`, `si_errno`, `si_code`, then the union, of
/// which the fields used here are `si_addr` (faults, at offset 16), `si_pid` and
/// `si_uid` (kill, at 16 and 20) and `si_status` (SIGCHLD, at 24).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Siginfo {
    /// `si_signo`.
    pub signo: i32,
    /// `si_errno`.
    pub errno: i32,
    /// `si_code`.
    pub code: i32,
    /// Padding before the union (8-byte aligned on x86-64).
    pub _pad: i32,
    /// The union (`_sifields`), as 112 bytes.
    pub fields: [u8; 112],
}

impl Default for Siginfo {
    fn default() -> Self {
        Siginfo { signo: 0, errno: 0, code: 0, _pad: 0, fields: [0; 112] }
    }
}

impl Siginfo {
    /// A siginfo with signal `signo` and code `code`, the union zeroed.
    pub fn new(signo: i32, code: i32) -> Siginfo {
        Siginfo { signo, code, ..Siginfo::default() }
    }
    /// Sets `si_addr` (`_sigfault._addr`).
    pub fn with_addr(mut self, addr: u64) -> Siginfo {
        self.fields[0..8].copy_from_slice(&addr.to_le_bytes());
        self
    }
    /// Sets `si_pid` and `si_uid` (`_kill`, `_sigchld`).
    pub fn with_sender(mut self, pid: u32, uid: u32) -> Siginfo {
        self.fields[0..4].copy_from_slice(&pid.to_le_bytes());
        self.fields[4..8].copy_from_slice(&uid.to_le_bytes());
        self
    }
    /// Sets `si_status` (`_sigchld`).
    pub fn with_status(mut self, status: i32) -> Siginfo {
        self.fields[8..12].copy_from_slice(&status.to_le_bytes());
        self
    }
    /// `si_addr`.
    pub fn addr(&self) -> u64 {
        u64::from_le_bytes(self.fields[0..8].try_into().unwrap_or([0; 8]))
    }
}

impl Frame for Siginfo {
    fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(128);
        for v in [self.signo, self.errno, self.code, 0] {
            b.extend_from_slice(&v.to_le_bytes());
        }
        b.extend_from_slice(&self.fields);
        b
    }
    fn from_bytes(b: &[u8]) -> Self {
        let mut r = Rd(b, 0);
        let (signo, errno, code) = (r.u32() as i32, r.u32() as i32, r.u32() as i32);
        let mut fields = [0u8; 112];
        fields.copy_from_slice(&b[16..128]);
        Siginfo { signo, errno, code, _pad: 0, fields }
    }
}

/// `struct sigcontext` of x86-64 (`arch/x86/include/uapi/asm/sigcontext.h`): the
/// interrupted registers, as `uc_mcontext`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)] // the registers by their names
pub struct Sigcontext {
    pub r8: u64,
    pub r9: u64,
    pub r10: u64,
    pub r11: u64,
    pub r12: u64,
    pub r13: u64,
    pub r14: u64,
    pub r15: u64,
    pub rdi: u64,
    pub rsi: u64,
    pub rbp: u64,
    pub rbx: u64,
    pub rdx: u64,
    pub rax: u64,
    pub rcx: u64,
    pub rsp: u64,
    pub rip: u64,
    pub eflags: u64,
    pub cs: u16,
    pub gs: u16,
    pub fs: u16,
    pub ss: u16,
    /// The hardware error code of the last trap (`thread.error_code`).
    pub err: u64,
    /// The last trap's vector (`thread.trap_nr`).
    pub trapno: u64,
    /// The first word of the interrupted mask.
    pub oldmask: u64,
    /// The faulting address of the last page fault (`thread.cr2`).
    pub cr2: u64,
    /// Where the FPU state is (0: none, the handler's return resets the FPU).
    pub fpstate: u64,
    /// `reserved1[8]`.
    pub reserved: [u64; 8],
}

impl Sigcontext {
    /// The 18 8-byte registers, in layout order.
    fn words(&self) -> [u64; 18] {
        [
            self.r8,
            self.r9,
            self.r10,
            self.r11,
            self.r12,
            self.r13,
            self.r14,
            self.r15,
            self.rdi,
            self.rsi,
            self.rbp,
            self.rbx,
            self.rdx,
            self.rax,
            self.rcx,
            self.rsp,
            self.rip,
            self.eflags,
        ]
    }
}

impl Frame for Sigcontext {
    fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(256);
        for w in self.words() {
            b.extend_from_slice(&w.to_le_bytes());
        }
        for s in [self.cs, self.gs, self.fs, self.ss] {
            b.extend_from_slice(&s.to_le_bytes());
        }
        for w in [self.err, self.trapno, self.oldmask, self.cr2, self.fpstate] {
            b.extend_from_slice(&w.to_le_bytes());
        }
        for w in self.reserved {
            b.extend_from_slice(&w.to_le_bytes());
        }
        b
    }
    fn from_bytes(b: &[u8]) -> Self {
        let mut r = Rd(b, 0);
        let mut w = [0u64; 18];
        for x in &mut w {
            *x = r.u64();
        }
        let (cs, gs, fs, ss) = (r.u16(), r.u16(), r.u16(), r.u16());
        let (err, trapno, oldmask, cr2, fpstate) = (r.u64(), r.u64(), r.u64(), r.u64(), r.u64());
        let mut reserved = [0u64; 8];
        for x in &mut reserved {
            *x = r.u64();
        }
        Sigcontext {
            r8: w[0],
            r9: w[1],
            r10: w[2],
            r11: w[3],
            r12: w[4],
            r13: w[5],
            r14: w[6],
            r15: w[7],
            rdi: w[8],
            rsi: w[9],
            rbp: w[10],
            rbx: w[11],
            rdx: w[12],
            rax: w[13],
            rcx: w[14],
            rsp: w[15],
            rip: w[16],
            eflags: w[17],
            cs,
            gs,
            fs,
            ss,
            err,
            trapno,
            oldmask,
            cr2,
            fpstate,
            reserved,
        }
    }
}

/// `struct ucontext` of x86-64 (`arch/x86/include/uapi/asm/ucontext.h` with the
/// kernel's 8-byte `sigset_t`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ucontext {
    /// `uc_flags` (`UC_FP_XSTATE | UC_SIGCONTEXT_SS | UC_STRICT_RESTORE_SS`).
    pub flags: u64,
    /// `uc_link` (0).
    pub link: u64,
    /// `uc_stack`: the alternate stack as it was.
    pub stack: StackT,
    /// `uc_mcontext`.
    pub mcontext: Sigcontext,
    /// `uc_sigmask`: the mask to restore.
    pub sigmask: u64,
}

impl Frame for Ucontext {
    fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(304);
        b.extend_from_slice(&self.flags.to_le_bytes());
        b.extend_from_slice(&self.link.to_le_bytes());
        b.extend(self.stack.to_bytes());
        b.extend(self.mcontext.to_bytes());
        b.extend_from_slice(&self.sigmask.to_le_bytes());
        b
    }
    fn from_bytes(b: &[u8]) -> Self {
        let mut r = Rd(b, 0);
        let (flags, link) = (r.u64(), r.u64());
        let stack = StackT::from_bytes(&b[16..40]);
        let mcontext = Sigcontext::from_bytes(&b[40..296]);
        let sigmask = u64::from_le_bytes(b[296..304].try_into().unwrap_or([0; 8]));
        Ucontext { flags, link, stack, mcontext, sigmask }
    }
}

/// `struct rt_sigframe` of x86-64 (`arch/x86/include/asm/sigframe.h`): at the handler's
/// rsp, so `pretcode` is the handler's return address; the FPU state follows, at the
/// 64-byte aligned address in `uc.mcontext.fpstate`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RtSigframe {
    /// `pretcode`: `sa_restorer`.
    pub pretcode: u64,
    /// `uc`.
    pub uc: Ucontext,
    /// `info`.
    pub info: Siginfo,
}

impl Frame for RtSigframe {
    fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(440);
        b.extend_from_slice(&self.pretcode.to_le_bytes());
        b.extend(self.uc.to_bytes());
        b.extend(self.info.to_bytes());
        b
    }
    fn from_bytes(b: &[u8]) -> Self {
        let pretcode = u64::from_le_bytes(b[0..8].try_into().unwrap_or([0; 8]));
        RtSigframe { pretcode, uc: Ucontext::from_bytes(&b[8..312]), info: Siginfo::from_bytes(&b[312..440]) }
    }
}

/// Offset of `uc` in [`RtSigframe`] (the handler's third argument is `frame + UC_OFFSET`).
pub const RT_SIGFRAME_UC: u64 = offset_of!(RtSigframe, uc) as u64;
/// Offset of `info` in [`RtSigframe`] (the handler's second argument).
pub const RT_SIGFRAME_INFO: u64 = offset_of!(RtSigframe, info) as u64;

#[cfg(test)]
mod tests {
    use super::*;

    /// The sizes and offsets of the kernel's structs (x86-64, as `pahole` prints them).
    #[test]
    fn layouts_are_the_kernels() {
        assert_eq!(size_of::<KSigaction>(), 32);
        assert_eq!(size_of::<StackT>(), 24);
        assert_eq!(size_of::<Siginfo>(), 128);
        assert_eq!(size_of::<Sigcontext>(), 256);
        assert_eq!(offset_of!(Sigcontext, rip), 128);
        assert_eq!(offset_of!(Sigcontext, cs), 144);
        assert_eq!(offset_of!(Sigcontext, fpstate), 184);
        assert_eq!(size_of::<Ucontext>(), 304);
        assert_eq!(offset_of!(Ucontext, mcontext), 40);
        assert_eq!(offset_of!(Ucontext, sigmask), 296);
        assert_eq!(size_of::<RtSigframe>(), 440);
        assert_eq!((RT_SIGFRAME_UC, RT_SIGFRAME_INFO), (8, 312));
    }

    /// Each struct's bytes are its `repr(C)` layout and read back to the same value.
    #[test]
    fn bytes_round_trip() {
        let mut f = RtSigframe { pretcode: 0x401000, ..Default::default() };
        f.uc.flags = 7;
        f.uc.stack = StackT { sp: 0x1000, flags: SS_DISABLE, _pad: 0, size: 0x2000 };
        f.uc.mcontext.rip = 0x4011aa;
        f.uc.mcontext.r8 = 8;
        f.uc.mcontext.ss = USER_DS;
        f.uc.mcontext.fpstate = 0x7fff_0000;
        f.uc.sigmask = 1 << 9;
        f.info = Siginfo::new(11, SEGV_MAPERR).with_addr(0xdead);
        let b = f.to_bytes();
        assert_eq!(b.len(), RtSigframe::SIZE);
        assert_eq!(&b[8 + 40 + 128..8 + 40 + 136], &0x4011aau64.to_le_bytes());
        assert_eq!(&b[8 + 40..8 + 48], &8u64.to_le_bytes());
        assert_eq!(&b[312 + 16..312 + 24], &0xdeadu64.to_le_bytes());
        assert_eq!(RtSigframe::from_bytes(&b), f);
        let a = KSigaction { handler: 1, flags: SA_RESTORER, restorer: 3, mask: 4 };
        assert_eq!(KSigaction::from_bytes(&a.to_bytes()), a);
    }
}
