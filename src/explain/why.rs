//! The words of an explanation: a one-line summary of each kernel entry, a sentence of
//! why for each decision (with the kernel function it comes from), how the kernel went
//! back to user mode, who wrote each changed stack cell and what that cell is, the
//! probe site's bytes over time, a USDT note read as a consumer reads it, and the
//! return instances a run left pending.

use std::collections::BTreeMap;

use crate::abi::mm::XOL_MAPPING_NAME;
use crate::abi::syscall::{SYS_EXECVE, SYS_EXECVEAT, SYS_EXIT, SYS_EXIT_GROUP, SYS_UPROBE, SYS_URETPROBE};
use crate::cpu::Reg;
use crate::kernel::arch::x86::insn::{ArchUprobe, XolOps};
use crate::kernel::uprobes::uretprobe::ReturnInstance;
use crate::kernel::LoggedInsn;
use crate::machine::Machine;
use crate::trace::{syscall_name, Emulation, Event, EventKind, TraceEvent, XolFix};

use super::{Step, UsdtExplained, Write};

/// One step as the words see it.
pub(super) struct Ctx<'a> {
    /// The instruction's address.
    pub addr: u64,
    /// Its text.
    pub text: &'a str,
    /// Its mapping's name.
    pub mapping: &'a str,
    /// The kernel's events after it.
    pub events: &'a [&'a Event],
    /// The next instruction's log entry (the state after this one).
    pub next: Option<&'a LoggedInsn>,
    /// The uprobe at the address, if any.
    pub arch: Option<&'a ArchUprobe>,
    /// The log's watched addresses, and what each is.
    pub watches: &'a [(u64, &'static str)],
}

impl Ctx<'_> {
    fn has(&self, f: impl Fn(&TraceEvent) -> bool) -> bool {
        self.events.iter().any(|e| f(&e.what))
    }

    /// The int3 is the 6.10 uretprobe trampoline in the XOL page, not a probe.
    fn at_trampoline(&self) -> bool {
        self.mapping == XOL_MAPPING_NAME && self.has(|w| matches!(w, TraceEvent::Breakpoint))
    }

    /// Whether the kernel was entered after this instruction (a trap or a syscall), as
    /// opposed to events a user instruction raised (a red-zone write).
    fn entered(&self) -> bool {
        self.text == "syscall" || self.events.iter().any(|e| e.kind() != EventKind::RedZone)
    }

    /// The kernel function that did the kernel's writes of this step.
    fn kernel_writer(&self, addr: u64) -> Option<String> {
        for e in self.events {
            let who = match &e.what {
                TraceEvent::Hijacked { slot, .. } if *slot == addr => "prepare_uretprobe",
                TraceEvent::PostXol { fix: XolFix::Call { slot, .. }, .. } if *slot == addr => {
                    "arch_uprobe_post_xol (UPROBE_FIX_CALL)"
                }
                TraceEvent::Syscall { nr: SYS_URETPROBE, .. } => "sys_uretprobe",
                TraceEvent::Syscall { nr: SYS_UPROBE, .. } => "sys_uprobe",
                TraceEvent::Emulated { how: Emulation::Call, .. } => "branch_emulate_op (call)",
                TraceEvent::Emulated { how: Emulation::Push, .. } => "push_emulate_op",
                TraceEvent::Optimized { .. } => "arch_uprobe_optimize",
                TraceEvent::SetSwbp { .. } => "set_swbp",
                TraceEvent::SetOrigInsn { .. } => "set_orig_insn",
                TraceEvent::Signal { .. } => "setup_rt_frame",
                TraceEvent::Syscall { nr, .. } => syscall_name(*nr),
                _ => continue,
            };
            return Some(who.to_string());
        }
        None
    }
}

/// One line for a kernel entry, in the order the kernel took its branches.
pub(super) fn summarize(c: &Ctx<'_>) -> Option<String> {
    let first = c.events.first()?;
    let mut parts = Vec::new();
    match first.kind() {
        EventKind::Trap if c.at_trampoline() => parts.push(format!(
            "int3 at the uretprobe trampoline {:#x} -> handle_swbp: ip is the trampoline -> uprobe_handle_trampoline",
            c.addr
        )),
        EventKind::Trap => parts.push(format!("int3 at {:#x} -> handle_swbp", c.addr)),
        EventKind::SstepTrap => parts.push(format!("#DB after `{}` -> handle_singlestep", c.text)),
        _ if c.text == "syscall" => parts.push(format!("syscall at {:#x}", c.addr)),
        _ => {}
    }
    let consumers = c.events.iter().filter(|e| e.kind() == EventKind::Handler).count();
    let mut said_consumers = false;
    for e in c.events {
        let part = match &e.what {
            TraceEvent::HandlerRan { .. } | TraceEvent::RetHandlerRan { .. } if !said_consumers => {
                said_consumers = true;
                let ret = matches!(e.what, TraceEvent::RetHandlerRan { .. });
                Some(if ret && c.at_trampoline() {
                    format!("{consumers} consumer return handler(s) ran -> ip set to the real return address")
                } else if ret {
                    format!("{consumers} consumer return handler(s) ran")
                } else {
                    format!("probe found -> {consumers} consumer handler(s) ran")
                })
            }
            TraceEvent::Emulated { how, insn } => Some(format!("{how}: `{insn}` -> no single-step")),
            TraceEvent::XolStepped { .. } => {
                Some("cannot be emulated -> copied to an XOL slot, TF set, single-step".to_string())
            }
            TraceEvent::PostXol { ip, fix } => Some(match fix {
                XolFix::Ip { from } => format!("arch_uprobe_post_xol: UPROBE_FIX_IP moved ip from {from:#x} to {ip:#x}"),
                XolFix::Call { slot, pushed, ret } => format!(
                    "arch_uprobe_post_xol: UPROBE_FIX_CALL rewrote the return address at {slot:#x} from {pushed:#x} to {ret:#x}, ip stays at {ip:#x}"
                ),
                XolFix::None => format!("arch_uprobe_post_xol: no ip fixup (the instruction set ip to {ip:#x})"),
                XolFix::Restart => format!("arch_uprobe_post_xol: restart at the probe {ip:#x}"),
            }),
            TraceEvent::Syscall { nr: SYS_UPROBE, ret } => Some(format!(
                "sys_uprobe from the trampoline returned {}",
                ret.map_or_else(|| "?".to_string(), |r| format!("{r:#x}"))
            )),
            TraceEvent::Syscall { nr: SYS_URETPROBE, .. } => {
                Some("sys_uretprobe: return handlers ran, the real return address written into the saved rax slot, back to the trampoline's pops".to_string())
            }
            TraceEvent::Syscall { .. } => Some(format!("syscall {}", e.what)),
            TraceEvent::Signal { .. } => Some(format!("signal: {}", e.what)),
            w if w.kind() == EventKind::Uretprobe || w.kind() == EventKind::Probe => Some(w.to_string()),
            _ => None,
        };
        if let Some(p) = part {
            parts.push(p);
        }
    }
    let rz = c.events.iter().filter(|e| e.kind() == EventKind::RedZone).count();
    if rz > 0 {
        parts.push(format!("{rz} write(s) into the red zone"));
    }
    Some(parts.join(" -> "))
}

/// How the kernel went back to user mode after this step, if it was entered.
pub(super) fn return_path(c: &Ctx<'_>) -> Option<String> {
    if !c.entered() {
        return None;
    }
    let Some(n) = c.next else { return Some("none: the task did not come back".to_string()) };
    let exception = c
        .has(|w| matches!(w, TraceEvent::Breakpoint | TraceEvent::PostXol { .. } | TraceEvent::Signal { .. }))
        || c.text.starts_with("int3");
    let sysret = c.text == "syscall" && !exception && n.regs.rcx == n.regs.rip && n.regs.r11 == n.regs.rflags;
    Some(format!("{} to {:#x}", if sysret { "sysret" } else { "iret" }, n.regs.rip))
}

/// What each stack cell is, as the window shows it: the red zone of the interrupted
/// context, the hijacked slot, and what pushes and calls put there.
pub(super) struct CellNames {
    site_sp: u64,
    names: BTreeMap<u64, String>,
}

impl CellNames {
    pub(super) fn new(site_sp: u64, hijack: Option<u64>) -> CellNames {
        let mut names = BTreeMap::new();
        if let Some(h) = hijack {
            names.insert(h, "return address (hijacked)".to_string());
        }
        CellNames { site_sp, names }
    }

    /// The cell at `addr`: what was put there, and where it is relative to the
    /// interrupted sp.
    pub(super) fn name(&self, addr: u64) -> String {
        match self.names.get(&addr) {
            Some(n) => format!("{}: {n}", self.place(addr)),
            None => self.place(addr),
        }
    }

    /// Where `addr` is relative to the interrupted sp.
    fn place(&self, addr: u64) -> String {
        let off = addr.wrapping_sub(self.site_sp) as i64;
        if (-128..0).contains(&off) {
            format!("red zone sp{off}")
        } else {
            format!("sp{off:+}")
        }
    }

    /// Adds a role the cell took (one cell can be a return address, then a saved
    /// register).
    fn learn(&mut self, addr: u64, what: &str) {
        let n = self.names.entry(addr).or_default();
        if !n.split(", then ").any(|x| x == what) {
            if !n.is_empty() {
                n.push_str(", then ");
            }
            n.push_str(what);
        }
    }
}

/// The memory the step (and the kernel after it) wrote: the logged stack cells and the
/// watched bytes that differ before and after it.
pub(super) fn writes(c: &Ctx<'_>, before: &LoggedInsn, after: &LoggedInsn, names: &mut CellNames) -> Vec<Write> {
    let mut out = Vec::new();
    let lo = before.stack_base.max(after.stack_base);
    let hi = (before.stack_base + 8 * before.stack.len() as u64).min(after.stack_base + 8 * after.stack.len() as u64);
    let mut a = lo;
    while a < hi {
        // A push or call that stores the value already there still wrote.
        let pushes = c.text.starts_with("push") || c.text.starts_with("call");
        let pushed = pushes && !c.entered() && after.regs.rsp == a && before.regs.rsp == a.wrapping_add(8);
        if let (Some(old), Some(new)) = (before.stack_cell(a), after.stack_cell(a)) {
            if old != new || pushed {
                let by = if c.entered() { c.kernel_writer(a) } else { None }.unwrap_or_else(|| format!("`{}`", c.text));
                let learned = match &by {
                    b if b.starts_with("`push ") => {
                        Some(format!("saved {}", b.trim_matches('`').trim_start_matches("push").trim()))
                    }
                    b if b.starts_with("`call ") => Some("return address pushed by the call".to_string()),
                    b if b == "sys_uretprobe" => Some("saved rax slot, now the real return address".to_string()),
                    b if b == "prepare_uretprobe" => Some("return address (hijacked)".to_string()),
                    b if b.contains("FIX_CALL") => Some("return address (fixed after the step)".to_string()),
                    _ => None,
                };
                let what = match &learned {
                    Some(l) => {
                        names.learn(a, l);
                        format!("{}: {l}", names.place(a))
                    }
                    None => names.place(a),
                };
                out.push(Write {
                    addr: format!("{a:#x}"),
                    old: format!("{old:#018x}"),
                    new: format!("{new:#018x}"),
                    by,
                    what,
                });
            }
        }
        a += 8;
    }
    for (i, (b, n)) in before.watched.iter().zip(&after.watched).enumerate() {
        if let (Some(b), Some(n)) = (b, n) {
            if b != n {
                let by = c.kernel_writer(0).unwrap_or_else(|| format!("`{}`", c.text));
                let (addr, what) = c.watches.get(i).copied().unwrap_or((0, "watched bytes"));
                out.push(Write {
                    addr: format!("{addr:#x}"),
                    old: crate::fmt::hex_bytes(&b[..8]),
                    new: crate::fmt::hex_bytes(&n[..8]),
                    by,
                    what: what.to_string(),
                });
            }
        }
    }
    out
}

/// The sentences of why, one per decision the kernel took after this step.
pub(super) fn sentences(c: &Ctx<'_>, writes: &[Write]) -> Vec<String> {
    let mut out = Vec::new();
    let insn = c.arch.map(|a| a.text().to_string()).unwrap_or_else(|| c.text.to_string());
    let mut said_handlers = false;
    for e in c.events {
        let s = match &e.what {
            TraceEvent::Breakpoint if c.at_trampoline() => format!(
                "handle_swbp() first checks whether ip is the uretprobe trampoline (uprobe_get_trampoline_vaddr()): at {:#x} it is, so it calls uprobe_handle_trampoline() and looks up no probe.",
                c.addr
            ),
            TraceEvent::Breakpoint => format!(
                "int3 raises #BP; handle_swbp() looks {:#x} up in the mm's uprobes (find_active_uprobe()) and finds the probe registered there.",
                c.addr
            ),
            TraceEvent::HandlerRan { .. } if !said_handlers => {
                said_handlers = true;
                "handler_chain() runs each consumer's handler with the registers as they were at the probe: ip is the probe address and the probed instruction has not run yet.".to_string()
            }
            TraceEvent::RetHandlerRan { ret, .. } if !said_handlers => {
                said_handlers = true;
                format!(
                    "uprobe_handle_trampoline() pops the newest return instance and runs the return handlers (handle_uretprobe_chain()) as if the function had returned to {ret:#x}."
                )
            }
            TraceEvent::Emulated { how, insn } => match how {
                Emulation::Nop => format!("`{insn}` is a nop: arch_uprobe_skip_sstep() emulates it by moving ip past it, so no out-of-line step is needed."),
                Emulation::Call => format!("`{insn}` is a call rel32: branch_emulate_op() pushes the return address and sets ip to the target, with no single-step."),
                Emulation::BranchTaken | Emulation::BranchNotTaken => format!("`{insn}` is a branch: branch_emulate_op() evaluates its condition against the flags and sets ip, with no single-step."),
                Emulation::Push => format!("`{insn}` pushes a register: push_emulate_op() stores it below sp and moves sp, with no single-step."),
            },
            TraceEvent::XolStepped { insn, slot, addr } => {
                let mut s = format!(
                    "`{insn}` cannot be emulated (default_xol_ops): pre_ssout() copies it into XOL slot {slot} at {addr:#x} in [uprobes] and sets TF, so the CPU traps after that one instruction."
                );
                if let Some(a) = c.arch {
                    if let XolOps::Default { scratch: Some(r), .. } = a.ops {
                        let at = a.insn.iter().zip(&a.ixol).position(|(x, y)| x != y && (x & 0xc7) == 0x05);
                        if let Some(i) = at {
                            s.push_str(&format!(
                                " Its operand is rip-relative, so riprel_analyze() rewrote the copy's modrm {:02x}\u{2192}{:02x}: {} becomes the scratch register, loaded by riprel_pre_xol() with the address after the original instruction, so the displacement still reaches the same data.",
                                a.insn[i],
                                a.ixol[i],
                                r.name()
                            ));
                        }
                    }
                }
                s
            }
            TraceEvent::PostXol { ip, fix } => match fix {
                XolFix::Ip { from } => format!(
                    "After the step ip is {from:#x}, just past the copy in the slot; default_post_xol_op() (UPROBE_FIX_IP) adds vaddr - xol_vaddr, so ip becomes {ip:#x}, just past the original instruction."
                ),
                XolFix::None => format!(
                    "`{insn}` sets ip itself, so default_post_xol_op() has no ip fixup to do (ret and indirect jmp get no UPROBE_FIX_IP): ip stays at {ip:#x}."
                ),
                XolFix::Call { slot, pushed, ret } => format!(
                    "The stepped call pushed a return address into the XOL slot ({pushed:#x}); default_post_xol_op() (UPROBE_FIX_CALL) rewrites it at {slot:#x} to {ret:#x}, just past the original call, and leaves ip at the call's target {ip:#x}."
                ),
                XolFix::Restart => format!("The fixup could not write the stack (-ERESTART): ip goes back to the probe at {ip:#x}, which will hit again."),
            },
            TraceEvent::Hijacked { slot, orig, trampoline, chained: false, depth } => format!(
                "prepare_uretprobe() saves the real return address {orig:#x} from [sp] = {slot:#x} in a return instance (depth now {depth}) and writes the trampoline {trampoline:#x} there, so the function's `ret` comes back to the kernel."
            ),
            TraceEvent::Hijacked { chained: true, .. } => "The return slot already holds the trampoline (a tail call): prepare_uretprobe() chains the new instance to the previous one instead of hijacking twice.".to_string(),
            TraceEvent::DepthLimit { .. } => "64 return instances are pending already (MAX_URETPROBE_DEPTH): prepare_uretprobe() omits this one and logs it, so this call's return will not be seen.".to_string(),
            TraceEvent::StaleDropped { func, stack, sp } => format!(
                "cleanup_return_instances() drops the instance of {func:#x} whose slot {stack:#x} is below sp {sp:#x} (RP_CHECK_CALL): its frame is gone, a longjmp left it."
            ),
            TraceEvent::StaleChainSkipped { func, stack, sp } => format!(
                "uprobe_handle_trampoline() skips the chained instance of {func:#x} at {stack:#x}: its frame is below sp {sp:#x}, gone."
            ),
            TraceEvent::Syscall { nr: SYS_URETPROBE, .. } => {
                let w = writes.iter().find(|w| w.by == "sys_uretprobe");
                let (slot, val) = w.map_or(("the saved rax slot".to_string(), "the real return address".to_string()), |w| {
                    (w.addr.clone(), w.new.trim_start_matches("0x").trim_start_matches('0').to_string())
                });
                format!(
                    "sys_uretprobe() (syscall 335, made only by the trampoline) restores rax, rcx and r11 from the trampoline's pushes, runs uprobe_handle_trampoline(), then writes {} into {slot} and sets ip back to the trampoline's pop, whose `ret` then returns there.",
                    if val.is_empty() { "0".to_string() } else if w.is_some() { format!("0x{val}") } else { val }
                )
            }
            TraceEvent::Syscall { nr: SYS_UPROBE, .. } => "sys_uprobe() (syscall 336 from the trampoline) finds the probe from the return address the site's `call` pushed, runs the handlers with the registers as at the probe, and returns to the trampoline, whose pops and `ret` go on past the site.".to_string(),
            TraceEvent::Syscall { nr: SYS_EXECVE | SYS_EXECVEAT, ret: None } => "execve() passed the point of no return: begin_new_exec() drops the old mm, and with it (mm_release(), uprobe_free_utask()) every pending return instance and the XOL area; the new image is mapped, its probes arrive through uprobe_mmap() as each mapping appears, and start_thread() sets fresh registers at the entry.".to_string(),
            TraceEvent::Syscall { nr: nr @ (SYS_EXIT | SYS_EXIT_GROUP), ret: None } => format!(
                "{}() ends the task: do_exit() frees its uprobe state (uprobe_free_utask()), so return instances still pending are dropped without their handlers running.",
                syscall_name(*nr)
            ),
            TraceEvent::Syscall { nr, ret } => format!(
                "{}({nr}) ran{}.",
                syscall_name(*nr),
                ret.map_or(String::new(), |r| format!(" and returned {r:#x}"))
            ),
            TraceEvent::Optimized { site } => format!(
                "arch_uprobe_optimize(): the probed instruction is a 5-byte nop, so after this first hit the kernel rewrites the site into a call to [uprobes-trampoline] ({}): int3 first, then bytes 1-4, then byte 0, so no thread runs a torn instruction; later hits take the syscall path and never trap.",
                crate::fmt::hex_bytes(site)
            ),
            TraceEvent::OptimizeFailed => "arch_uprobe_optimize() failed and set ARCH_UPROBE_FLAG_OPTIMIZE_FAIL: the site stays int3 for good.".to_string(),
            TraceEvent::SetSwbp { orig } => format!("set_swbp() writes int3 (0xcc) over the first byte ({orig:02x}) in a private copy of the page (__replace_page()), so the file is not changed."),
            TraceEvent::SetOrigInsn { orig } => format!("set_orig_insn() writes the original first byte ({orig:02x}) back."),
            TraceEvent::TrampolinePage { at } => format!("A [uprobes-trampoline] page is mapped at {at:#x}, within reach of a 32-bit call from the site."),
            TraceEvent::RedZoneWrite { addr, site_sp, old, new, by } if by.starts_with("kernel") => format!(
                "{}: [{addr:#x}], {} bytes below the interrupted sp, is in the red zone too ({old:#x} -> {new:#x}).",
                by.trim_start_matches("kernel: "),
                site_sp.wrapping_sub(*addr)
            ),
            TraceEvent::RedZoneWrite { addr, site_sp, old, by, .. } => format!(
                "{by} writes [{addr:#x}], {} bytes below the interrupted sp: inside the 128-byte red zone that a leaf function may use without moving sp, so the value it kept there ({old:#x}) is lost.",
                site_sp.wrapping_sub(*addr)
            ),
            TraceEvent::Signal { sig, cause, .. } => format!("The kernel sends {sig}: {cause}."),
            _ => continue,
        };
        out.push(s);
    }
    if let Some(r) = return_path(c) {
        let s = if r.starts_with("sysret") {
            "It returns through sysret: rcx still equals ip and r11 rflags, as syscall left them, which do_syscall_64() requires for the fast exit.".to_string()
        } else if r.starts_with("none") {
            "The task does not go back to user mode: it ended here.".to_string()
        } else if c.has(|w| matches!(w, TraceEvent::Syscall { nr: SYS_EXECVE | SYS_EXECVEAT, ret: None })) {
            "It returns through iret to the new program's first instruction: start_thread() set ip, sp and rflags, and rcx no longer matches ip.".to_string()
        } else if c.text == "syscall" {
            "It returns through iret: ip or rflags no longer match rcx and r11, so do_syscall_64() cannot take sysret."
                .to_string()
        } else if r.starts_with("iret") {
            "It returns through iret, as every exception (#BP, #DB, a fault) does.".to_string()
        } else {
            r
        };
        out.push(s);
    }
    out
}

/// The probe site's bytes over the window: in the file, at the window's start, after
/// each step that changed them.
pub(super) fn site_history(
    k: &crate::kernel::Kernel,
    site: Option<u64>,
    len: usize,
    steps: &[Step],
) -> super::SiteHistory {
    let mut out = Vec::new();
    let Some(site) = site else { return out };
    if let Some(a) = k.uprobes.at(site).and_then(|u| u.arch.as_ref().ok()) {
        out.push(("in the file".to_string(), crate::fmt::hex_bytes(&a.insn[..len])));
    }
    let mut last: Option<&String> = None;
    for (i, s) in steps.iter().enumerate() {
        let Some(b) = &s.site else { continue };
        if last != Some(b) {
            let what = match last {
                None => format!("at the window's start (step {})", s.index),
                Some(_) => format!("after step {} `{}`", steps[i - 1].index, steps[i - 1].text),
            };
            // arch_uprobe_optimize() writes the call in two steps, int3 kept first
            // until the rest is in place: show the bytes between them too.
            let optimized = i > 0 && steps[i - 1].kernel.iter().any(|k| k.contains("arch_uprobe_optimize: site now"));
            if optimized && b.len() > 2 {
                out.push((
                    "arch_uprobe_optimize: bytes 1-4 first, int3 still at byte 0".to_string(),
                    format!("cc{}", &b[2..]),
                ));
                out.push(("then byte 0: the call is whole".to_string(), b.clone()));
            } else {
                out.push((what, b.clone()));
            }
            last = Some(b);
        }
    }
    out
}

/// A USDT note as a consumer reads it at the event: its arguments from the registers
/// at the probe (`regs`) and the memory at the event (`mem`).
pub(super) fn usdt(
    n: &crate::loader::UsdtNote,
    in_file: Option<u16>,
    at_start: Option<u16>,
    regs: impl Fn(Reg) -> u64 + Copy,
    mem: impl Fn(u64, usize) -> Option<u64> + Copy,
) -> UsdtExplained {
    let values = crate::usdt::Arg::parse_all(&n.args)
        .iter()
        .enumerate()
        .map(|(i, a)| match a {
            Ok(a) => match a.read(regs, mem) {
                Some(v) => format!("arg{i} = {} = {v} ({:#x})", a.text, v as u64),
                None => format!("arg{i} = {} = unreadable (memory not logged)", a.text),
            },
            Err(e) => format!("arg{i}: {e}"),
        })
        .collect();
    UsdtExplained {
        provider: n.provider.clone(),
        name: n.name.clone(),
        pc: format!("{:#x}", n.pc),
        args: n.args.clone(),
        semaphore: n.semaphore.map(|s| format!("{s:#x}")),
        semaphore_in_file: in_file,
        semaphore_at_start: at_start,
        values,
    }
}

/// Return instances still pending at the end of the run, and where the trampoline
/// address is in the writable memory then (a moved stack shows as another address).
pub(super) fn pending(m: &Machine, ri: &[ReturnInstance], trampoline: Option<u64>, stderr: &str) -> Vec<String> {
    let mut out = Vec::new();
    for r in ri {
        let mut b = [0u8; 8];
        let now =
            if m.read(r.stack, &mut b) { format!("{:#x}", u64::from_le_bytes(b)) } else { "unmapped".to_string() };
        out.push(format!(
            "func {:#x}: return slot {:#x} (real return address {:#x}) now holds {now}",
            r.func, r.stack, r.orig_ret_vaddr
        ));
    }
    let Some(t) = trampoline.filter(|_| !ri.is_empty()) else { return out };
    let found = find_word(m, t, 16);
    let slots: Vec<u64> = ri.iter().map(|r| r.stack).collect();
    for a in &found {
        let moved = if slots.contains(a) { "its own slot" } else { "not a pending slot: a copy (the stack moved)" };
        out.push(format!("the trampoline address {t:#x} is at {a:#x} ({moved})"));
    }
    if found.is_empty() {
        out.push(format!("the trampoline address {t:#x} is nowhere in writable memory"));
    }
    if found.iter().any(|a| !slots.contains(a)) {
        out.push(
            "why: the trampoline address is also where the kernel did not put it: the program copied its stack \
             (a Go runtime moves a goroutine's stack when it grows, copying the hijacked return addresses), and \
             uprobe_handle_trampoline() finds no instance for a frame that moved; a runtime that walks its stack \
             meets the trampoline's address instead of a return address into its code"
                .to_string(),
        );
    }
    let hex = format!("{t:#x}");
    if let Some(line) = stderr.lines().find(|l| l.contains(&hex)) {
        out.push(format!("the program met the trampoline address: \"{}\"", line.trim()));
    }
    out
}

/// Up to `most` 8-aligned addresses of writable memory holding `word`.
fn find_word(m: &Machine, word: u64, most: usize) -> Vec<u64> {
    // Bounded: at most 256 MiB scanned, in 64 KiB chunks (an unmapped chunk is skipped).
    const CHUNK: u64 = 64 << 10;
    let mut budget: u64 = 256 << 20;
    let mut out = Vec::new();
    let vmas: Vec<(u64, u64)> = m.kernel().mm.vmas().filter(|v| v.prot.write).map(|v| (v.start, v.end)).collect();
    let mut buf = vec![0u8; CHUNK as usize];
    for (start, end) in vmas {
        let mut a = start;
        while a < end && budget > 0 && out.len() < most {
            let n = CHUNK.min(end - a);
            budget = budget.saturating_sub(n);
            if m.read(a, &mut buf[..n as usize]) {
                for (i, w) in buf[..n as usize].chunks_exact(8).enumerate() {
                    if u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]) == word {
                        out.push(a + 8 * i as u64);
                    }
                }
            }
            a += n;
        }
    }
    out.truncate(most);
    out
}
