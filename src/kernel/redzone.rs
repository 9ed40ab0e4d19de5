//! The red-zone watchdog: every write into `[sp-128, sp)` of the interrupted context
//! made by the probe mechanism, i.e. by the instructions of an optimized probe site, by
//! trampoline instructions, or by kernel-side code writing user memory (`sys_uprobe`'s
//! frame write-back). Each write is an event with the address, the old and new values
//! and the instruction; the report counts them.
//!
//! The interrupted context's sp is the sp at the first instruction of the optimized site.
//!
//! # Differs from Linux
//! - Not a kernel feature: a simulator instrument. It watches the uprobe (entry)
//!   optimized paths; the uretprobe trampoline's pushes land below the *caller's* sp
//!   right after a `ret`, which no compiler keeps live across a call, so they are not
//!   counted.

use iced_x86::{Decoder, DecoderOptions, Formatter, IntelFormatter, Mnemonic, OpKind};
use serde::Serialize;

use crate::cpu::{GuestCpu, Reg};
use crate::trace::EventKind;

use super::optimize::RED_ZONE;
use super::Kernel;

/// How many writes the report lists in full.
pub const LISTED: usize = 16;

/// One write into the red zone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RedZoneWrite {
    /// Instructions started when it happened.
    pub insn: u64,
    /// The interrupted context's sp (at the probe site).
    pub site_sp: String,
    /// Written address.
    pub addr: String,
    /// The 8 bytes there before.
    pub old: String,
    /// The 8 bytes written.
    pub new: String,
    /// The instruction (with its address), or the kernel function.
    pub by: String,
}

/// Watchdog state and totals.
#[derive(Clone, Debug, Default, Serialize)]
pub struct RedZone {
    /// Writes seen.
    pub writes: u64,
    /// The first [`LISTED`] writes.
    pub first: Vec<RedZoneWrite>,
    /// The current interrupted context's sp.
    #[serde(skip)]
    ctx_sp: Option<u64>,
    /// Decoded watched instructions: address → (is a site start, stack write kind).
    #[serde(skip)]
    decoded: crate::fastmap::FastMap<u64, (bool, Write)>,
}

/// What a watched instruction writes to the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Write {
    None,
    Push(Reg),
    Call(u64),
}

impl RedZone {
    /// Forgets decoded instructions (a watched site was rewritten).
    pub(super) fn forget_decoded(&mut self) {
        self.decoded.clear();
    }
}

fn reg_of(r: iced_x86::Register) -> Option<Reg> {
    let n = r.full_register();
    let idx = [
        iced_x86::Register::RAX,
        iced_x86::Register::RCX,
        iced_x86::Register::RDX,
        iced_x86::Register::RBX,
        iced_x86::Register::RSP,
        iced_x86::Register::RBP,
        iced_x86::Register::RSI,
        iced_x86::Register::RDI,
        iced_x86::Register::R8,
        iced_x86::Register::R9,
        iced_x86::Register::R10,
        iced_x86::Register::R11,
        iced_x86::Register::R12,
        iced_x86::Register::R13,
        iced_x86::Register::R14,
        iced_x86::Register::R15,
    ]
    .iter()
    .position(|x| *x == n)?;
    Some(Reg::GPR_BY_ENCODING[idx])
}

impl Kernel {
    /// Starts watching `[begin, end)` (a trampoline page or an optimized site).
    pub(super) fn watch_red_zone(&mut self, cpu: &mut dyn GuestCpu, begin: u64, end: u64) {
        cpu.watch_code(begin, end);
    }

    fn record_red_zone(&mut self, cpu: &dyn GuestCpu, site_sp: u64, addr: u64, new: u64, by: impl FnOnce() -> String) {
        if !(site_sp.wrapping_sub(RED_ZONE) <= addr && addr < site_sp) {
            return;
        }
        self.red_zone.writes += 1;
        if self.red_zone.first.len() >= LISTED && !self.trace.recording() {
            // Counted; the details are only built when they are kept.
            self.trace.emit(cpu.insn_count(), addr, EventKind::RedZone, String::new);
            return;
        }
        let mut old = [0u8; 8];
        cpu.read(addr, &mut old);
        let old = u64::from_le_bytes(old);
        let insn_no = cpu.insn_count();
        let w = RedZoneWrite {
            insn: insn_no,
            site_sp: format!("{site_sp:#x}"),
            addr: format!("{addr:#x}"),
            old: format!("{old:#018x}"),
            new: format!("{new:#018x}"),
            by: by(),
        };
        if self.red_zone.first.len() < LISTED {
            self.red_zone.first.push(w.clone());
        }
        self.trace.emit(insn_no, addr, EventKind::RedZone, || {
            format!(
                "red-zone write at {} (sp {} - {}): {} -> {} by {}",
                w.addr,
                w.site_sp,
                site_sp - addr,
                w.old,
                w.new,
                w.by
            )
        });
    }

    /// A kernel-side write of user memory on behalf of the interrupted context whose sp
    /// is `site_sp` (`copy_to_user`), checked by the watchdog first.
    pub(super) fn kernel_write_user(&mut self, cpu: &mut dyn GuestCpu, addr: u64, data: &[u8], who: &str, site_sp: u64) -> bool {
        for (i, chunk) in data.chunks(8).enumerate() {
            let mut v = [0u8; 8];
            v[..chunk.len()].copy_from_slice(chunk);
            self.record_red_zone(cpu, site_sp, addr + 8 * i as u64, u64::from_le_bytes(v), || format!("kernel: {who}"));
        }
        self.copy_to_user(cpu, addr, data)
    }

    /// A watched instruction is about to run: note the context at a site, and check
    /// the stack write of a push or call.
    pub(super) fn red_zone_watched(&mut self, cpu: &mut dyn GuestCpu, addr: u64) {
        let (site, write) = match self.red_zone.decoded.get(&addr) {
            Some(d) => *d,
            None => {
                let mut bytes = [0u8; 16];
                cpu.read(addr, &mut bytes);
                let insn = Decoder::with_ip(64, &bytes, addr, DecoderOptions::NONE).decode();
                let write = match insn.mnemonic() {
                    Mnemonic::Push if insn.op0_kind() == OpKind::Register => {
                        reg_of(insn.op0_register()).map_or(Write::None, Write::Push)
                    }
                    Mnemonic::Call => Write::Call(insn.next_ip()),
                    _ => Write::None,
                };
                let d = (self.uprobes.index_at(addr).is_some(), write);
                self.red_zone.decoded.insert(addr, d);
                d
            }
        };
        let rsp = cpu.reg(Reg::Rsp);
        if site {
            self.red_zone.ctx_sp = Some(rsp);
        }
        let Some(site_sp) = self.red_zone.ctx_sp else { return };
        let new = match write {
            Write::None => return,
            Write::Push(r) => cpu.reg(r),
            Write::Call(next) => next,
        };
        self.record_red_zone(cpu, site_sp, rsp.wrapping_sub(8), new, || {
            let mut bytes = [0u8; 16];
            cpu.read(addr, &mut bytes);
            let insn = Decoder::with_ip(64, &bytes, addr, DecoderOptions::NONE).decode();
            let mut text = String::new();
            IntelFormatter::new().format(&insn, &mut text);
            format!("`{text}` at {addr:#x}")
        });
    }
}
