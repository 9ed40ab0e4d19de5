//! `probesim explain`: narrate one event of a run step by step: the guest instructions
//! around it (address, bytes, disassembly, the whole register file and the stack before
//! and after each), each kernel transition with the kernel function it models and why
//! it went that way, every memory write, the probe site's bytes over time, the
//! return-instance stack, the probe mappings with the code that ran there, and every
//! red-zone write.
//!
//! The event is a probe hit by default; `At` also picks a uretprobe's hijack (whose
//! return may never come), a signal, an exec or the end of the run.
//!
//! Everything comes from one deterministic run in explain mode (every instruction
//! logged with its registers and the stack around sp) and its trace; nothing is
//! re-derived. [`crate::render`] draws it: the step-through page, the diagram.

mod compare;
mod why;

use iced_x86::{Decoder, DecoderOptions, Formatter, IntelFormatter};
use serde::Serialize;

use crate::abi::mm::{TRAMPOLINE_MAPPING_NAME, XOL_MAPPING_NAME};
use crate::abi::syscall::{SYS_EXECVE, SYS_EXECVEAT, SYS_EXIT, SYS_EXIT_GROUP};
use crate::abi::x86::UPROBE_SWBP_INSN;
use crate::cpu::{Reg, Regs};
use crate::fmt::hex_bytes;
use crate::kernel::uprobes::uretprobe::ReturnInstance;
use crate::kernel::{InsnLog, LoggedInsn};
use crate::machine::SimError;
use crate::session::{RunError, RunRequest};
use crate::trace::{Event, EventKind, TraceEvent};

pub use compare::{compare, compare_with, Comparison};

/// Instructions shown before and after the event, by default.
pub const BEFORE: usize = 6;
/// See [`BEFORE`].
pub const AFTER: usize = 10;
/// Most instructions from a return probe's entry (its hijack) to its hit that are shown
/// as one window.
const MAX_SPAN: usize = 4096;
/// Most stack cells drawn.
const MAX_CELLS: u64 = 64;

/// Which event of the run is explained.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum At {
    /// A hit of the first probe (its entry or return handler ran).
    #[default]
    Hit,
    /// A return address hijacked by `prepare_uretprobe()` (or an instance omitted at
    /// the depth limit): the entry half of a uretprobe, whether its return comes or not.
    Hijack,
    /// A signal sent to the program (a fault, a fatal signal, a signal during a probe).
    Signal,
    /// An `execve` or `execveat`.
    Exec,
    /// The end of the run: the last instructions and how it ended.
    Exit,
}

impl At {
    /// Parses `hit`, `hijack`, `signal`, `exec` or `exit`.
    pub fn parse(s: &str) -> Option<At> {
        Some(match s {
            "hit" => At::Hit,
            "hijack" => At::Hijack,
            "signal" => At::Signal,
            "exec" => At::Exec,
            "exit" => At::Exit,
            _ => return None,
        })
    }

    /// The name [`At::parse`] takes.
    pub fn name(self) -> &'static str {
        match self {
            At::Hit => "hit",
            At::Hijack => "hijack",
            At::Signal => "signal",
            At::Exec => "exec",
            At::Exit => "exit",
        }
    }
}

/// What to explain and how much around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The kind of event.
    pub at: At,
    /// Which one of that kind (1-based).
    pub nth: usize,
    /// Instructions before it.
    pub before: usize,
    /// Instructions after it.
    pub after: usize,
}

impl Options {
    /// Hit `nth` of the first probe, with the default window.
    pub fn hit(nth: usize) -> Options {
        Options { at: At::Hit, nth, before: BEFORE, after: AFTER }
    }
}

/// One memory write of a step: by the instruction, or by the kernel after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Write {
    /// Address (8-aligned for stack cells).
    pub addr: String,
    /// What was there.
    pub old: String,
    /// What was written.
    pub new: String,
    /// The instruction or kernel function that wrote.
    pub by: String,
    /// What the cell is: `red zone sp-8`, `hijacked return address`, `saved rax`, ...
    pub what: String,
}

/// One guest instruction of the window, with the kernel's work after it.
#[derive(Clone, Debug, Serialize)]
pub struct Step {
    /// Index in the run's instruction log.
    pub index: usize,
    /// Address.
    pub addr: String,
    /// Its bytes.
    pub bytes: String,
    /// Intel syntax.
    pub text: String,
    /// The mapping it runs in: the program's or a library's file name, `[uprobes]`,
    /// `[uprobes-trampoline]`.
    pub mapping: String,
    /// The diagram lane: `user`, `xol` or `trampoline`.
    pub lane: &'static str,
    /// Kernel transitions between this instruction and the next.
    pub kernel: Vec<String>,
    /// The kernel entry in one line: how it entered and which branch each step took.
    pub summary: Option<String>,
    /// Why, in plain words: a sentence for each decision, naming its kernel function.
    pub why: Vec<String>,
    /// How the kernel went back to user mode: `iret to 0x…` or `sysret to 0x…`.
    pub ret: Option<String>,
    /// Registers changed by it (and by the kernel after it): `name old -> new`.
    pub changed: Vec<String>,
    /// Registers before it, in [`REG_NAMES`] order.
    pub regs: Vec<String>,
    /// The stack cells before it (see [`Explanation::stack_top`]; `None`: not logged).
    pub stack: Vec<Option<String>>,
    /// Memory it (and the kernel after it) wrote.
    pub writes: Vec<Write>,
    /// The probe site's bytes before it.
    pub site: Option<String>,
    /// The USDT semaphore's value before it.
    pub semaphore: Option<u16>,
    /// Whether this is the explained event's step.
    pub focus: bool,
}

/// The state after the window's last step.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Tail {
    /// Registers.
    pub regs: Vec<String>,
    /// Stack cells.
    pub stack: Vec<Option<String>>,
    /// The site's bytes.
    pub site: Option<String>,
    /// The semaphore.
    pub semaphore: Option<u16>,
}

/// A USDT probe as its note describes it and as a consumer reads it at the event.
#[derive(Clone, Debug, Serialize)]
pub struct UsdtExplained {
    /// Provider.
    pub provider: String,
    /// Name.
    pub name: String,
    /// The site.
    pub pc: String,
    /// The note's argument string.
    pub args: String,
    /// The semaphore's address, if the probe has one.
    pub semaphore: Option<String>,
    /// Its value in the file (before any attach).
    pub semaphore_in_file: Option<u16>,
    /// Its value at the window's first step (after the attach raised it).
    pub semaphore_at_start: Option<u16>,
    /// Each argument as a consumer reads it at the event: `arg0 = -4@%edi = 0x…`.
    pub values: Vec<String>,
}

/// The probe site's bytes over the window: (what, bytes).
pub type SiteHistory = Vec<(String, String)>;

/// The narrative of one event.
#[derive(Clone, Debug, Serialize)]
pub struct Explanation {
    /// Target.
    pub target: String,
    /// Preset.
    pub kernel: String,
    /// The probe explained (the first spec).
    pub probe: String,
    /// Which event of its kind (1-based).
    pub hit: usize,
    /// The kind of event explained: `hit`, `hijack`, `signal`, `exec`, `exit`.
    pub at: &'static str,
    /// The event in words.
    pub event: String,
    /// Its step, as an index into `steps`.
    pub focus: usize,
    /// Steps.
    pub steps: Vec<Step>,
    /// Registers and stack after the last step.
    pub tail: Tail,
    /// The address of the top (highest) stack cell drawn; cells go down 8 bytes each.
    pub stack_top: String,
    /// What each drawn cell is, where it is something (`red zone sp-8`, `hijacked return
    /// address`, `saved rax`), top first.
    pub stack_names: Vec<String>,
    /// The probe site's address.
    pub site_addr: Option<String>,
    /// The site's bytes: in the file, then each change in the window.
    pub site_history: SiteHistory,
    /// The USDT note, for a USDT probe.
    pub usdt: Option<UsdtExplained>,
    /// Return instances before the window (oldest first).
    pub ri_before: Vec<String>,
    /// Return instances after the window.
    pub ri_after: Vec<String>,
    /// Instances pushed (chained or not), omitted at the depth limit, or cleaned as
    /// stale during the window, in order.
    pub ri_changes: Vec<String>,
    /// Instances still pending when the run ended, and where their trampoline address
    /// is found in memory then (a moved stack shows here).
    pub pending: Vec<String>,
    /// Probe mappings and the code in them that ran.
    pub mappings: Vec<String>,
    /// The address space at the end of the run: `start-end prot name`.
    pub maps: Vec<String>,
    /// Writes into the interrupted context's red zone during the window.
    pub red_zone: Vec<String>,
    /// The interrupted context's sp at the hit (for the stack picture).
    pub site_sp: u64,
    /// Red-zone writes as (address, old, new, by) for the picture.
    pub red_zone_writes: Vec<(u64, String, String, String)>,
    /// How the run ended.
    pub exit: String,
    /// The guest's stderr: its first lines and its last.
    pub stderr_tail: Vec<String>,
    /// Event counts of the explained run (same as the plain run's report).
    pub counts: indexmap::IndexMap<String, u64>,
    /// Hits of every probe in the explained run.
    pub hits: Vec<u64>,
    /// The return-address slot at the hit, if a return address was hijacked:
    /// (slot, original return address, trampoline).
    pub hijack: Option<(u64, u64, u64)>,
}

/// The register names of [`Step::regs`], in order.
pub const REG_NAMES: [&str; 20] = [
    "rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
    "rip", "rflags", "fs_base", "gs_base",
];

fn disasm(addr: u64, bytes: &[u8]) -> (String, usize) {
    let mut d = Decoder::with_ip(64, bytes, addr, DecoderOptions::NONE);
    let insn = d.decode();
    let mut text = String::new();
    IntelFormatter::new().format(&insn, &mut text);
    (text, insn.len().max(1))
}

fn ri_lines(ri: &[ReturnInstance]) -> Vec<String> {
    ri.iter()
        .enumerate()
        .map(|(i, r)| {
            format!(
                "#{i}: func {:#x}  stack {:#x}  returns to {:#x}{}",
                r.func,
                r.stack,
                r.orig_ret_vaddr,
                if r.chained { "  (chained)" } else { "" }
            )
        })
        .collect()
}

fn reg_changes(a: &Regs, b: &Regs, seq_next: u64) -> Vec<String> {
    Reg::ALL
        .iter()
        .filter(|r| a.get(**r) != b.get(**r))
        .filter(|r| !(**r == Reg::Rip && b.rip == seq_next))
        .map(|r| format!("{} {:#x} -> {:#x}", r.name(), a.get(*r), b.get(*r)))
        .collect()
}

fn reg_values(r: &Regs) -> Vec<String> {
    Reg::ALL.iter().map(|x| format!("{:#x}", r.get(*x))).collect()
}

/// The events of kind `at` that can be explained, in order (the first probe's `first`
/// names the hits).
fn candidates(at: At, events: &[Event]) -> Vec<&Event> {
    events
        .iter()
        .filter(|e| match (&e.what, at) {
            (w, At::Hit) => w.consumer() == Some(0),
            (TraceEvent::Hijacked { .. } | TraceEvent::DepthLimit { .. }, At::Hijack) => true,
            (TraceEvent::Signal { .. }, At::Signal) => true,
            (TraceEvent::Syscall { nr: SYS_EXECVE | SYS_EXECVEAT, .. }, At::Exec) => true,
            _ => false,
        })
        .collect()
}

/// The step (instructions logged before it) of the explained event, among the trace's
/// `events` (`dropped` more were not kept), and the event when there is one.
fn find<'a>(
    first: &str,
    o: &Options,
    events: &'a [Event],
    dropped: u64,
    logged: usize,
) -> Result<(usize, Option<&'a Event>), RunError> {
    if o.at == At::Exit {
        let end =
            events.iter().rev().find(|e| matches!(e.what, TraceEvent::Syscall { nr: SYS_EXIT | SYS_EXIT_GROUP, .. }));
        return Ok((end.map_or(logged, |e| e.step), end));
    }
    let found = candidates(o.at, events);
    match found.get(o.nth.saturating_sub(1)) {
        Some(e) => Ok((e.step, Some(*e))),
        None => {
            let cut = if dropped > 0 {
                format!(" in the trace's first {} events (raise --trace-limit)", events.len())
            } else {
                String::new()
            };
            let probe = match o.at {
                At::Hit => first.to_string(),
                other => format!("the run's {} events", other.name()),
            };
            Err(RunError::NoSuchHit { probe, hits: found.len(), cut, hit: o.nth })
        }
    }
}

/// The instructions narrated for the event at `step`: `[lo, hi)` by index in the log of
/// `logged`.
fn window(events: &[Event], step: usize, h: Option<&Event>, logged: usize, o: &Options) -> (usize, usize) {
    // Events are stamped with the number of instructions logged before them: an event
    // with step s happened while instruction s-1 ran (or right after it).
    // A return-handler hit starts at its entry: the hijack that set it up.
    // (Unless that entry is more than MAX_SPAN instructions back: then the return alone.)
    let start = if h.is_some_and(|h| matches!(h.what, TraceEvent::RetHandlerRan { .. })) {
        events
            .iter()
            .filter(|e| e.step <= step && matches!(e.what, TraceEvent::Hijacked { .. }))
            .map(|e| e.step)
            .next_back()
            .filter(|s| step - s <= MAX_SPAN)
            .unwrap_or(step)
    } else {
        step
    };
    (start.saturating_sub(o.before + 1), (step + o.after).min(logged))
}

/// Runs `req` in explain mode and narrates hit `hit` (1-based) of its first probe.
pub fn explain(req: &RunRequest, hit: usize) -> Result<Explanation, RunError> {
    explain_with(req, &Options::hit(hit))
}

/// What the first run learns: the window, the event's step, and what to watch.
struct Plan {
    lo: usize,
    hi: usize,
    site: Option<u64>,
    site_len: usize,
    semaphore: Option<u64>,
    /// The USDT note and its semaphore's value in the file.
    usdt: Option<(crate::loader::UsdtNote, Option<u16>)>,
}

/// Runs `req` in explain mode and narrates the event `o` picks.
pub fn explain_with(req: &RunRequest, o: &Options) -> Result<Explanation, RunError> {
    let first = req.probes.first().map(String::as_str).unwrap_or("");
    if req.probes.is_empty() && o.at == At::Hit {
        return Err(RunError::NoProbe("explain"));
    }
    // Two runs of the same deterministic program: the first counts the instructions
    // (keeping no entry) and finds the window; the second keeps the window's entries
    // only. Host memory is the window's, however long the run.
    let plan = {
        let quiet = RunRequest { stdout_file: None, stderr_file: None, ..req.clone() };
        let (m, report) = crate::session::simulate_with(&quiet, |k| {
            k.record_trace = true;
            k.log_insns = true;
            k.log_window = Some(0..0);
        })?;
        let k = m.kernel();
        let logged = k.insn_log.as_ref().map_or(0, |l| l.len());
        let (step, h) = find(first, o, k.trace.events(), k.trace.dropped(), logged)?;
        let (lo, hi) = window(k.trace.events(), step, h, logged, o);
        let site = report.probes.first().map(|p| p.address).filter(|a| *a != 0);
        let site_len = site
            .and_then(|a| k.uprobes.at(a))
            .and_then(|u| u.arch.as_ref().ok())
            .map_or(5, |a| usize::from(a.ilen).clamp(5, 16));
        let usdt = usdt_note(req, site);
        let semaphore = usdt.as_ref().and_then(|(n, _)| n.semaphore);
        Plan { lo, hi, site, site_len, semaphore, usdt }
    };
    let Plan { lo, hi, site, site_len, semaphore, usdt } = plan;
    let (m, report) = crate::session::simulate_with(req, |k| {
        k.record_trace = true;
        k.log_insns = true;
        // One more than shown: the registers after the last step.
        k.log_window = Some(lo..hi + 1);
        k.log_watch = site.into_iter().chain(semaphore).collect();
    })?;
    let k = m.kernel();
    let empty = InsnLog::default();
    let log: &InsnLog = k.insn_log.as_ref().unwrap_or(&empty);
    let events: &[Event] = k.trace.events();
    let (step, h) = find(first, o, events, k.trace.dropped(), log.len())?;
    let entry = |i: usize| {
        log.get(i).ok_or_else(|| RunError::Sim(SimError::Setup(format!("explain: instruction {i} was not logged"))))
    };
    let watched = |l: &LoggedInsn, i: usize| l.watched.get(i).copied().flatten();
    let site_bytes = |l: &LoggedInsn| site.and(watched(l, 0)).map(|b| hex_bytes(&b[..site_len]));
    let sema_value = |l: &LoggedInsn| {
        semaphore.and(watched(l, usize::from(site.is_some()))).map(|b| u16::from_le_bytes([b[0], b[1]]))
    };
    let vma_name = |addr: u64| {
        k.mm.find(addr).map_or_else(String::new, |v| {
            if v.name.starts_with('[') {
                v.name.clone()
            } else {
                v.name.rsplit('/').next().unwrap_or_default().to_string()
            }
        })
    };

    // The interrupted context's sp: sp at the site's instruction (int3 or call) last
    // run at or before the event, else at the event.
    let focus_i = step.saturating_sub(1).clamp(lo, hi.saturating_sub(1).max(lo));
    let at_site = site.and_then(|s| (lo..=focus_i).rev().filter_map(|i| log.get(i)).find(|l| l.addr == s));
    let site_sp = events
        .iter()
        .filter(|e| e.step > lo && e.step <= hi)
        .find_map(|e| match e.what {
            TraceEvent::RedZoneWrite { site_sp, .. } => Some(site_sp),
            _ => None,
        })
        .or_else(|| at_site.map(|l| l.regs.rsp))
        .or_else(|| log.get(focus_i).map(|l| l.regs.rsp))
        .unwrap_or(0);
    let hijack = events.iter().filter(|e| e.step > lo && e.step <= hi).find_map(|e| match e.what {
        TraceEvent::Hijacked { slot, orig, trampoline, .. } => Some((slot, orig, trampoline)),
        _ => None,
    });

    // The stack drawn: from over the site's sp (and the hijacked slot) down past the red
    // zone and the lowest sp of the window, at most MAX_CELLS cells.
    let min_sp = (lo..=hi).filter_map(|i| log.get(i)).map(|l| l.regs.rsp).min().unwrap_or(site_sp);
    let top = (site_sp & !7).saturating_add(40).max(hijack.map_or(0, |h| h.0 + 8));
    let bottom = (site_sp & !7).saturating_sub(128).min(min_sp & !7).saturating_sub(16);
    let cells = ((top - bottom.min(top)) / 8 + 1).min(MAX_CELLS);
    let cell_addrs: Vec<u64> = (0..cells).map(|i| top - 8 * i).collect();
    let stack_of = |l: &LoggedInsn| -> Vec<Option<String>> {
        cell_addrs.iter().map(|a| l.stack_cell(*a).map(|v| format!("{v:#018x}"))).collect()
    };

    // Each red-zone write goes with the instruction that made it: the trace stamps the
    // user's own (the site's `call`, the trampoline's pushes) at the next kernel entry.
    let rz_at: Vec<(usize, &Event)> = events
        .iter()
        .filter(|e| e.step > lo && e.step <= hi)
        .filter_map(|e| match &e.what {
            TraceEvent::RedZoneWrite { addr, new, by, .. } => {
                let own = e.step - 1;
                // The push or call that moved sp onto the address, else the last
                // instruction that changed it to the value written.
                let (b, a) = (|j: usize| log.get(j), |j: usize| log.get(j + 1));
                let pushed = (lo..own)
                    .rev()
                    .find(|j| a(*j).zip(b(*j)).is_some_and(|(a, b)| a.regs.rsp == *addr && b.regs.rsp == addr + 8));
                let changed = || {
                    (lo..own).rev().find(|j| {
                        let (x, y) = (b(*j).and_then(|l| l.stack_cell(*addr)), a(*j).and_then(|l| l.stack_cell(*addr)));
                        x != y && y == Some(*new)
                    })
                };
                let made = pushed.or_else(changed).filter(|_| !by.starts_with("kernel"));
                Some((made.unwrap_or(own), e))
            }
            _ => None,
        })
        .collect();
    let watches: Vec<(u64, &'static str)> =
        site.map(|a| (a, "the probe site")).into_iter().chain(semaphore.map(|a| (a, "the USDT semaphore"))).collect();
    let mut names = why::CellNames::new(site_sp, hijack.map(|h| h.0));
    let mut steps = Vec::new();
    for i in lo..hi {
        let l = entry(i)?;
        let (mut text, len) = disasm(l.addr, &l.bytes);
        let arch = k.uprobes.at(l.addr).and_then(|u| u.arch.as_ref().ok()).map(|a| &**a);
        if l.bytes[0] == UPROBE_SWBP_INSN {
            if let Some(a) = arch {
                text = format!("int3    ; uprobe breakpoint over `{}`", a.text());
            }
        }
        let here: Vec<&Event> = events
            .iter()
            .filter(|e| e.step == i + 1 && e.kind() != EventKind::RedZone)
            .chain(rz_at.iter().filter(|(j, _)| *j == i).map(|(_, e)| *e))
            .collect();
        let kernel: Vec<String> = here.iter().map(|e| format!("[{}] {}", e.kind().name(), e.what)).collect();
        let mapping = vma_name(l.addr);
        let next = log.get(i + 1);
        let ctx =
            why::Ctx { addr: l.addr, text: &text, mapping: &mapping, events: &here, next, arch, watches: &watches };
        let summary = why::summarize(&ctx);
        let ret = why::return_path(&ctx);
        let writes = match next {
            Some(n) => why::writes(&ctx, l, n, &mut names),
            None => Vec::new(),
        };
        let why = why::sentences(&ctx, &writes);
        let changed = match next {
            Some(n) => reg_changes(&l.regs, &n.regs, l.addr + len as u64),
            None => Vec::new(),
        };
        let lane = if mapping == XOL_MAPPING_NAME {
            "xol"
        } else if mapping == TRAMPOLINE_MAPPING_NAME {
            "trampoline"
        } else {
            "user"
        };
        steps.push(Step {
            index: i,
            addr: format!("{:#x}", l.addr),
            bytes: hex_bytes(&l.bytes[..len]),
            text,
            mapping,
            lane,
            kernel,
            summary,
            why,
            ret,
            changed,
            regs: reg_values(&l.regs),
            stack: stack_of(l),
            writes,
            site: site_bytes(l),
            semaphore: sema_value(l),
            focus: i + 1 == step || (o.at == At::Exit && i + 1 == hi && step >= hi),
        });
    }
    let focus = steps.iter().position(|s| s.focus).unwrap_or(steps.len().saturating_sub(1));
    let tail = log
        .get(hi)
        .map(|l| Tail { regs: reg_values(&l.regs), stack: stack_of(l), site: site_bytes(l), semaphore: sema_value(l) })
        .unwrap_or_default();

    let ri_before = log.get(lo).map(|l| ri_lines(&l.ri)).unwrap_or_default();
    let ri_after = log.get(hi.saturating_sub(1)).map(|l| ri_lines(&l.ri)).unwrap_or_default();
    let ri_changes = events
        .iter()
        .filter(|e| e.kind() == EventKind::Uretprobe && e.step > lo && e.step <= hi)
        .map(|e| {
            let what = match e.what {
                TraceEvent::DepthLimit { .. } => "OMITTED",
                TraceEvent::StaleDropped { .. } | TraceEvent::StaleChainSkipped { .. } => "CLEANED",
                TraceEvent::Hijacked { chained: true, .. } => "CHAINED",
                TraceEvent::Hijacked { chained: false, .. } => "PUSHED",
                _ => "NOTE",
            };
            format!("{what}: {}", e.what)
        })
        .collect();
    let mut mappings = Vec::new();
    for v in k.mm.vmas().filter(|v| v.name == XOL_MAPPING_NAME || v.name == TRAMPOLINE_MAPPING_NAME) {
        mappings.push(format!("{:#x}-{:#x} {}p {}", v.start, v.end, v.prot, v.name));
        // The code that ran there, in address order, once per instruction.
        let mut ran: Vec<u64> =
            (lo..hi).filter_map(|i| log.get(i)).map(|l| l.addr).filter(|a| *a >= v.start && *a < v.end).collect();
        ran.sort_unstable();
        ran.dedup();
        for a in ran {
            let mut b = [0u8; 16];
            m.read(a, &mut b);
            let (text, len) = disasm(a, &b);
            mappings.push(format!("    {a:#x}: {:<24} {text}", hex_bytes(&b[..len])));
        }
    }
    let maps = k.mm.vmas().map(|v| format!("{:#x}-{:#x} {}p {}", v.start, v.end, v.prot, v.name)).collect();
    // The red-zone writes of the window, as numbers for the pictures.
    let rz: Vec<(u64, u64, u64, &str)> = events
        .iter()
        .filter(|e| e.step > lo && e.step <= hi)
        .filter_map(|e| match &e.what {
            TraceEvent::RedZoneWrite { addr, old, new, by, .. } => Some((*addr, *old, *new, &**by)),
            _ => None,
        })
        .collect();
    let red_zone = events
        .iter()
        .filter(|e| e.kind() == EventKind::RedZone && e.step > lo && e.step <= hi)
        .map(|e| e.what.to_string())
        .collect();
    let red_zone_writes = rz
        .iter()
        .map(|(addr, old, new, by)| (*addr, format!("{old:#018x}"), format!("{new:#018x}"), by.to_string()))
        .collect();
    let stderr = String::from_utf8_lossy(report.stderr_bytes()).into_owned();
    let stderr_tail = {
        let lines: Vec<&str> = stderr.lines().collect();
        if lines.len() <= 8 {
            lines.iter().map(|l| l.to_string()).collect()
        } else {
            let mut v: Vec<String> = lines[..4].iter().map(|l| l.to_string()).collect();
            v.push(format!("... ({} lines)", lines.len() - 7));
            v.extend(lines[lines.len() - 3..].iter().map(|l| l.to_string()));
            v
        }
    };
    let last_ri = log.get(hi).or_else(|| log.get(hi.saturating_sub(1))).map_or(&[][..], |l| &l.ri[..]);
    let trampoline = events.iter().find_map(|e| match e.what {
        TraceEvent::Hijacked { trampoline, .. } => Some(trampoline),
        _ => None,
    });
    let pending = if o.at == At::Hit { Vec::new() } else { why::pending(&m, last_ri, trampoline, &stderr) };
    let site_history = why::site_history(k, site, site_len, &steps);
    let usdt = usdt.map(|(n, in_file)| {
        // As a consumer reads it: the registers at the probe, the memory at the event.
        let regs = at_site.or_else(|| log.get(focus_i)).map(|l| l.regs).unwrap_or_default();
        let at = log.get(focus_i);
        why::usdt(
            &n,
            in_file,
            steps.first().and_then(|s| s.semaphore),
            |r| regs.get(r),
            |a, size| read_logged(at, a, size),
        )
    });
    let exit = report.exit.as_ref().map_or_else(|| "still running".to_string(), ToString::to_string);
    let event = match (o.at, h) {
        (At::Hit, _) => format!("hit {} of {first}", o.nth),
        (At::Exit, _) => format!("the end of the run ({exit})"),
        (at, Some(e)) => format!("{} {}: {}", at.name(), o.nth, e.what),
        (at, None) => format!("{} {}", at.name(), o.nth),
    };
    Ok(Explanation {
        target: req.target.display(),
        kernel: req.preset.name().to_string(),
        probe: first.to_string(),
        hit: o.nth,
        at: o.at.name(),
        event,
        focus,
        steps,
        tail,
        stack_top: format!("{top:#x}"),
        stack_names: cell_addrs.iter().map(|a| names.name(*a)).collect(),
        site_addr: site.map(|s| format!("{s:#x}")),
        site_history,
        usdt,
        ri_before,
        ri_after,
        ri_changes,
        pending,
        mappings,
        maps,
        red_zone,
        site_sp,
        red_zone_writes,
        exit,
        stderr_tail,
        counts: report.counts.clone(),
        hits: report.probes.iter().map(|p| p.hits).collect(),
        hijack,
    })
}

/// `size` bytes at `a` as `l`'s logged stack cells hold them.
fn read_logged(l: Option<&LoggedInsn>, a: u64, size: usize) -> Option<u64> {
    let l = l?;
    let lo = l.stack_cell(a & !7)?.to_le_bytes();
    let hi = l.stack_cell((a & !7) + 8).map(u64::to_le_bytes);
    let mut bytes = lo.to_vec();
    bytes.extend_from_slice(&hi.unwrap_or_default());
    let at = (a & 7) as usize;
    if at + size > 8 && hi.is_none() {
        return None;
    }
    let mut v = [0u8; 8];
    v[..size].copy_from_slice(bytes.get(at..at + size)?);
    Some(u64::from_le_bytes(v))
}

/// The USDT note of `req`'s first probe, if it is a USDT spec on the program itself
/// (whose site is at `site`), and its semaphore's value in the file.
fn usdt_note(req: &RunRequest, site: Option<u64>) -> Option<(crate::loader::UsdtNote, Option<u16>)> {
    let spec = crate::spec::ProbeSpec::parse(req.probes.first()?).ok()?;
    let crate::spec::Location::Usdt { provider, name } = &spec.location else { return None };
    let image = req.target.image().ok()?;
    let note = image.usdt(provider, name).filter(|n| Some(n.pc) == site)?.clone();
    let in_file = note.semaphore.and_then(|s| image.file_bytes_at(s, 2)).map(|b| u16::from_le_bytes([b[0], b[1]]));
    Some((note, in_file))
}

impl Explanation {
    /// The narrative as text.
    pub fn text(&self) -> String {
        let mut out = format!("explain: {}  kernel {}  {}\n\n", self.target, self.kernel, self.event);
        for s in &self.steps {
            let place = if s.mapping.starts_with('[') { format!("  {}", s.mapping) } else { String::new() };
            let mark = if s.focus { format!("   <== {} {}", self.at, self.hit) } else { String::new() };
            out.push_str(&format!("{:>7}  {:>18}  {:<24} {}{place}{mark}\n", s.index, s.addr, s.bytes, s.text));
            if let Some(sum) = &s.summary {
                out.push_str(&format!("{:>9}=> {sum}\n", ""));
            }
            for kline in &s.kernel {
                out.push_str(&format!("{:>9}kernel: {kline}\n", ""));
            }
            for w in &s.why {
                out.push_str(&format!("{:>9}why: {w}\n", ""));
            }
            if let Some(r) = &s.ret {
                out.push_str(&format!("{:>9}return: {r}\n", ""));
            }
            for w in &s.writes {
                out.push_str(&format!(
                    "{:>9}wrote: [{}] {} -> {} by {} ({})\n",
                    "", w.addr, w.old, w.new, w.by, w.what
                ));
            }
            if !s.changed.is_empty() {
                out.push_str(&format!("{:>9}changed: {}\n", "", s.changed.join(", ")));
            }
        }
        if let Some(u) = &self.usdt {
            out.push_str(&format!("\nUSDT {}:{} at {}: args \"{}\"\n", u.provider, u.name, u.pc, u.args));
            if let Some(s) = &u.semaphore {
                out.push_str(&format!(
                    "    semaphore at {s}: {} in the file, {} at the window's start\n",
                    u.semaphore_in_file.map_or("?".to_string(), |v| v.to_string()),
                    u.semaphore_at_start.map_or("?".to_string(), |v| v.to_string())
                ));
            }
            for v in &u.values {
                out.push_str(&format!("    {v}\n"));
            }
        }
        if self.site_history.len() > 1 {
            out.push_str(&format!("\nprobe site {} over time:\n", self.site_addr.as_deref().unwrap_or("?")));
            for (what, bytes) in &self.site_history {
                out.push_str(&format!("    {bytes:<30} {what}\n"));
            }
        }
        out.push_str("\nreturn instances before:\n");
        push_list(&mut out, &self.ri_before);
        out.push_str("return instances after:\n");
        push_list(&mut out, &self.ri_after);
        out.push_str("return-instance changes in the window (pushed, chained, omitted, cleaned):\n");
        push_list(&mut out, &self.ri_changes);
        if !self.pending.is_empty() {
            out.push_str("return instances still pending when the run ended:\n");
            push_list(&mut out, &self.pending);
        }
        out.push_str("probe mappings (and the code in them that ran):\n");
        push_list(&mut out, &self.mappings);
        out.push_str("red-zone writes:\n");
        push_list(&mut out, &self.red_zone);
        if self.at != "hit" {
            out.push_str(&format!("the run ended: {}\n", self.exit));
            for l in &self.stderr_tail {
                out.push_str(&format!("    stderr: {l}\n"));
            }
        }
        out
    }
}

fn push_list(out: &mut String, items: &[String]) {
    if items.is_empty() {
        out.push_str("    (none)\n");
    }
    for i in items {
        out.push_str(&format!("    {i}\n"));
    }
}

/// One canonical path: (title, what to look at, target, probes, preset, hit).
pub type GuidePath = (&'static str, &'static str, &'static str, &'static [&'static str], crate::machine::Preset, usize);

use crate::machine::Preset;

/// The canonical paths of `docs/probe-paths.md`: (title, what to look at, target,
/// probes, preset, hit).
pub const GUIDE: [GuidePath; 11] = [
    ("int3 with emulation", "The int3 traps; handle_swbp finds the uprobe, runs the consumer and emulates the 1-byte nop (ip += 1): one trap, no single-step.", "sim:bench-nop", &["uprobe:sim:bench-nop:uprobe_target_nop"], Preset::V6_18, 1),
    ("int3 with single-step out of line", "`ret` cannot be emulated: it is copied to an XOL slot of `[uprobes]`, run there with TF set, and the #DB after it comes back to handle_singlestep; `ret` set ip itself, so arch_uprobe_post_xol has nothing to fix.", "sim:bench-ret", &["uprobe:sim:bench-ret:uprobe_target_ret"], Preset::V6_18, 1),
    ("uretprobe through the int3 trampoline (6.10)", "At entry the return address is hijacked; the function's `ret` lands on the int3 in XOL slot 0, handle_swbp sees the trampoline's address and calls uprobe_handle_trampoline, which sets ip to the real return address.", "sim:bench-nop", &["uretprobe:sim:bench-nop:uprobe_target_nop"], Preset::V6_10, 1),
    ("uretprobe through the syscall trampoline (6.11+)", "Slot 0 holds push rax/rcx/r11; mov rax,335; syscall; pop; pop; ret. sys_uretprobe runs the handlers, writes the real return address into the saved rax slot and sysrets to the trampoline's pops, whose `ret` returns there.", "sim:bench-nop", &["uretprobe:sim:bench-nop:uprobe_target_nop"], Preset::V6_11, 1),
    ("nop5: the first hit", "The first hit still traps on int3; after the handlers, arch_uprobe_optimize rewrites the site into `call [uprobes-trampoline]` (int3 first, then bytes 1-4, then byte 0).", "sim:bench-nop5", &["uprobe:sim:bench-nop5:uprobe_target_nop5"], Preset::V6_18, 1),
    ("nop5: an optimized hit", "The site's `call` and the trampoline's pushes lead to syscall 336; sys_uprobe runs the handlers with ip at the probe and returns through sysret.", "sim:bench-nop5", &["uprobe:sim:bench-nop5:uprobe_target_nop5"], Preset::V6_18, 2),
    ("the red-zone clobber (6.18)", "The leaf keeps values at [rsp-8] and [rsp-16]; the optimized `call` and pushes overwrite them (marked red-zone writes).", "sim:red-zone", &["uprobe:sim:red-zone:leaf+0xa"], Preset::V6_18, 2),
    ("fix A: jmp to a 16-byte slot", "The site is `jmp slot`; the slot moves rsp 128 bytes down before pushing, and sys_uprobe returns through iret: no red-zone write.", "sim:red-zone", &["uprobe:sim:red-zone:leaf+0xa"], Preset::JmpSlot2026, 2),
    ("fix B: nop10 with lea -0x80(%rsp) + call", "The nop10 site becomes `lea -0x80(%rsp),%rsp; call`, the trampoline ends with `ret $0x80`: no red-zone write.", "sim:red-zone-nop10", &["usdt:sim:red-zone-nop10:probesim:red_zone_nop10"], Preset::Nop10_2026, 2),
    ("a longjmp leaves a stale instance, cleaned at the next entry", "The first call longjmps out, leaving its return instance behind; the second call from the same stack level drops it in cleanup_return_instances (RP_CHECK_CALL) before pushing its own.", "sim:longjmp-once", &["uretprobe:sim:longjmp-once:uretprobe_longjmp"], Preset::V6_18, 1),
    ("the depth limit", "At the 65th nested entry, depth is already 64: prepare_uretprobe omits the instance (and logs it) before any hijack or cleanup.", "sim:recursion-65", &["uprobe:sim:recursion-65:recurse", "uretprobe:sim:recursion-65:recurse"], Preset::V6_18, 65),
];

/// Regenerates `docs/probe-paths.md` from explain runs of [`GUIDE`].
pub fn guide() -> Result<String, RunError> {
    let mut out = String::from(
        "# Probe paths, step by step\n\n\
         Generated by `probesim explain` (a test regenerates it and fails when it is out of date:\n\
         `PROBESIM_BLESS=1 cargo test --test it explain` rewrites it). Each section shows the\n\
         command, then the guest instructions around the hit with their bytes and\n\
         disassembly, the kernel transitions between them (the kernel function each models),\n\
         why the kernel took each branch, how it returned to user mode, the memory it wrote,\n\
         the registers each step changed, the return-instance stack, the probe mappings with\n\
         the code that ran there, and every write into the interrupted context's red zone.\n\
         `--format html` gives the same as a page to step through.\n",
    );
    for (title, why, target, probes, preset, hit) in GUIDE {
        let mut req =
            RunRequest::new(crate::target::Target::parse(target)?, probes.iter().map(|p| p.to_string()).collect());
        req.preset = preset;
        let e = explain(&req, hit)?;
        let args: Vec<String> = probes.iter().map(|p| format!("--probe {p}")).collect();
        out.push_str(&format!(
            "\n## {title}\n\n{why}\n\n```\nprobesim explain {target} {} --kernel {} --hit {hit}\n```\n\n```\n{}```\n",
            args.join(" "),
            preset.name(),
            e.text()
        ));
    }
    Ok(out)
}
