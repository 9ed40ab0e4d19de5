//! `probesim explain`: narrate one probe hit step by step: the guest instructions around
//! it (address, bytes, disassembly, registers changed), each kernel transition with the
//! kernel function it models, the return-instance stack before and after, the probe
//! mappings with the code that ran there, and every red-zone write.
//!
//! Everything comes from one deterministic run in explain mode (every instruction
//! logged) and its trace; nothing is re-derived.

use iced_x86::{Decoder, DecoderOptions, Formatter, IntelFormatter};
use serde::Serialize;

use crate::abi::mm::{TRAMPOLINE_MAPPING_NAME, XOL_MAPPING_NAME};
use crate::abi::syscall::{SYS_UPROBE, SYS_URETPROBE};
use crate::abi::x86::UPROBE_SWBP_INSN;
use crate::cpu::{Reg, Regs};
use crate::fmt::hex_bytes;
use crate::kernel::uprobes::uretprobe::ReturnInstance;
use crate::kernel::InsnLog;
use crate::machine::{Preset, SimError};
use crate::session::{RunError, RunRequest};
use crate::trace::{Event, EventKind, TraceEvent};

/// Instructions shown before and after the hit.
const BEFORE: usize = 6;
const AFTER: usize = 10;
/// Most instructions from a return probe's entry (its hijack) to its hit that are shown
/// as one window.
const MAX_SPAN: usize = 4096;

/// One guest instruction of the window.
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
    /// Where it runs: the program, `[uprobes]` or `[uprobes-trampoline]`.
    pub mapping: String,
    /// Kernel transitions between this instruction and the next.
    pub kernel: Vec<String>,
    /// The kernel entry in one line: how it entered and which branch each step took.
    pub summary: Option<String>,
    /// Registers changed by it (and by the kernel after it): `name old -> new`.
    pub changed: Vec<String>,
}

/// The narrative of one hit.
#[derive(Clone, Debug, Serialize)]
pub struct Explanation {
    /// Target.
    pub target: String,
    /// Preset.
    pub kernel: String,
    /// The probe explained (the first spec).
    pub probe: String,
    /// Which hit (1-based).
    pub hit: usize,
    /// Steps.
    pub steps: Vec<Step>,
    /// Return instances before the window (oldest first).
    pub ri_before: Vec<String>,
    /// Return instances after the window.
    pub ri_after: Vec<String>,
    /// Instances pushed (chained or not), omitted at the depth limit, or cleaned as
    /// stale during the window, in order.
    pub ri_changes: Vec<String>,
    /// Probe mappings and the code in them that ran.
    pub mappings: Vec<String>,
    /// Writes into the interrupted context's red zone during the window.
    pub red_zone: Vec<String>,
    /// The interrupted context's sp at the hit (for the stack picture).
    pub site_sp: u64,
    /// Red-zone writes as (address, old, new, by) for the picture.
    pub red_zone_writes: Vec<(u64, String, String, String)>,
    /// Event counts of the explained run (same as the plain run's report).
    pub counts: indexmap::IndexMap<String, u64>,
    /// Hits of every probe in the explained run.
    pub hits: Vec<u64>,
    /// The return-address slot at the hit, if a return address was hijacked:
    /// (slot, original return address, trampoline).
    pub hijack: Option<(u64, u64, u64)>,
}

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

/// The event of hit `hit` (1-based) of the first probe's consumer (entry or return
/// handler runs), among the trace's `events` (`dropped` more were not kept).
fn nth_hit<'a>(first: &str, events: &'a [Event], dropped: u64, hit: usize) -> Result<&'a Event, RunError> {
    let hits: Vec<&Event> = events.iter().filter(|e| e.what.consumer() == Some(0)).collect();
    hits.get(hit.saturating_sub(1)).copied().ok_or_else(|| {
        let cut = if dropped > 0 {
            format!(" in the trace's first {} events (raise --trace-limit)", events.len())
        } else {
            String::new()
        };
        RunError::NoSuchHit { probe: first.to_string(), hits: hits.len(), cut, hit }
    })
}

/// The instructions narrated for hit `h`: `[lo, hi)` by index in the log of `logged`.
fn window(events: &[Event], h: &Event, logged: usize) -> (usize, usize) {
    // Events are stamped with the number of instructions logged before them: an event
    // with step s happened while instruction s-1 ran (or right after it).
    // A return-handler hit starts at its entry: the hijack that set it up.
    // (Unless that entry is more than MAX_SPAN instructions back: then the return alone.)
    let start = if matches!(h.what, TraceEvent::RetHandlerRan { .. }) {
        events
            .iter()
            .filter(|e| e.step <= h.step && matches!(e.what, TraceEvent::Hijacked { .. }))
            .map(|e| e.step)
            .next_back()
            .filter(|s| h.step - s <= MAX_SPAN)
            .unwrap_or(h.step)
    } else {
        h.step
    };
    (start.saturating_sub(BEFORE + 1), (h.step + AFTER).min(logged))
}

/// Runs `req` in explain mode and narrates hit `hit` (1-based) of its first probe.
pub fn explain(req: &RunRequest, hit: usize) -> Result<Explanation, RunError> {
    let first = req.probes.first().ok_or(RunError::NoProbe("explain"))?;
    // Two runs of the same deterministic program: the first counts the instructions
    // (keeping no entry) and finds the window; the second keeps the window's entries
    // only. Host memory is the window's, however long the run.
    let (lo, hi) = {
        let quiet = RunRequest { stdout_file: None, stderr_file: None, ..req.clone() };
        let (m, _) = crate::session::simulate_with(&quiet, |k| {
            k.record_trace = true;
            k.log_insns = true;
            k.log_window = Some(0..0);
        })?;
        let k = m.kernel();
        let h = nth_hit(first, k.trace.events(), k.trace.dropped(), hit)?;
        window(k.trace.events(), h, k.insn_log.as_ref().map_or(0, |l| l.len()))
    };
    let (m, report) = crate::session::simulate_with(req, |k| {
        k.record_trace = true;
        k.log_insns = true;
        // One more than shown: the registers after the last step.
        k.log_window = Some(lo..hi + 1);
    })?;
    let k = m.kernel();
    let empty = InsnLog::default();
    let log: &InsnLog = k.insn_log.as_ref().unwrap_or(&empty);
    let events: &[Event] = k.trace.events();
    let h = nth_hit(first, events, k.trace.dropped(), hit)?;
    let entry = |i: usize| {
        log.get(i).ok_or_else(|| RunError::Sim(SimError::Setup(format!("explain: instruction {i} was not logged"))))
    };
    let mapping_of = |addr: u64| {
        k.mm.find(addr).map_or(String::new(), |v| if v.name.starts_with('[') { v.name.clone() } else { String::new() })
    };
    let mut steps = Vec::new();
    for i in lo..hi {
        let l = entry(i)?;
        let (mut text, len) = disasm(l.addr, &l.bytes);
        if l.bytes[0] == UPROBE_SWBP_INSN {
            if let Some(Ok(a)) = k.uprobes.at(l.addr).map(|u| &u.arch) {
                text = format!("int3    ; uprobe breakpoint over `{}`", a.text());
            }
        }
        let kernel: Vec<String> =
            events.iter().filter(|e| e.step == i + 1).map(|e| format!("[{}] {}", e.kind().name(), e.what)).collect();
        let summary = summarize(l.addr, &text, &events.iter().filter(|e| e.step == i + 1).collect::<Vec<_>>());
        let changed = match log.get(i + 1) {
            Some(next) => reg_changes(&l.regs, &next.regs, l.addr + len as u64),
            None => Vec::new(),
        };
        steps.push(Step {
            index: i,
            addr: format!("{:#x}", l.addr),
            bytes: hex_bytes(&l.bytes[..len]),
            text,
            mapping: mapping_of(l.addr),
            kernel,
            summary,
            changed,
        });
    }
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
    // The red-zone writes of the window, as numbers for the pictures.
    let rz: Vec<(u64, u64, u64, u64, &str)> = events
        .iter()
        .filter(|e| e.step > lo && e.step <= hi)
        .filter_map(|e| match &e.what {
            TraceEvent::RedZoneWrite { addr, site_sp, old, new, by } => Some((*addr, *site_sp, *old, *new, &**by)),
            _ => None,
        })
        .collect();
    let red_zone = events
        .iter()
        .filter(|e| e.kind() == EventKind::RedZone && e.step > lo && e.step <= hi)
        .map(|e| e.what.to_string())
        .collect();
    let site_sp =
        rz.first().map(|w| w.1).or_else(|| log.get(h.step.saturating_sub(1)).map(|l| l.regs.rsp)).unwrap_or(0);
    let red_zone_writes = rz
        .iter()
        .map(|(addr, _, old, new, by)| (*addr, format!("{old:#018x}"), format!("{new:#018x}"), by.to_string()))
        .collect();
    let hijack = events.iter().filter(|e| e.step > lo && e.step <= hi).find_map(|e| match e.what {
        TraceEvent::Hijacked { slot, orig, trampoline, .. } => Some((slot, orig, trampoline)),
        _ => None,
    });
    Ok(Explanation {
        target: req.target.display(),
        kernel: req.preset.name().to_string(),
        probe: first.clone(),
        hit,
        steps,
        ri_before,
        ri_after,
        ri_changes,
        mappings,
        red_zone,
        site_sp,
        red_zone_writes,
        counts: report.counts.clone(),
        hits: report.probes.iter().map(|p| p.hits).collect(),
        hijack,
    })
}

impl Explanation {
    /// The narrative as text.
    pub fn text(&self) -> String {
        let mut out =
            format!("explain: {}  kernel {}  hit {} of {}\n\n", self.target, self.kernel, self.hit, self.probe);
        for s in &self.steps {
            let place = if s.mapping.is_empty() { String::new() } else { format!("  {}", s.mapping) };
            out.push_str(&format!("{:>7}  {:>18}  {:<24} {}{}\n", s.index, s.addr, s.bytes, s.text, place));
            if let Some(sum) = &s.summary {
                out.push_str(&format!("{:>9}=> {sum}\n", ""));
            }
            for kline in &s.kernel {
                out.push_str(&format!("{:>9}kernel: {kline}\n", ""));
            }
            if !s.changed.is_empty() {
                out.push_str(&format!("{:>9}changed: {}\n", "", s.changed.join(", ")));
            }
        }
        out.push_str("\nreturn instances before:\n");
        push_list(&mut out, &self.ri_before);
        out.push_str("return instances after:\n");
        push_list(&mut out, &self.ri_after);
        out.push_str("return-instance changes in the window (pushed, chained, omitted, cleaned):\n");
        push_list(&mut out, &self.ri_changes);
        out.push_str("probe mappings (and the code in them that ran):\n");
        push_list(&mut out, &self.mappings);
        out.push_str("red-zone writes:\n");
        push_list(&mut out, &self.red_zone);
        out
    }
}

/// One line for a kernel entry, in the order the kernel took its branches.
fn summarize(addr: u64, text: &str, events: &[&Event]) -> Option<String> {
    let first = events.first()?;
    let mut parts = Vec::new();
    match first.kind() {
        EventKind::Trap => parts.push(format!("int3 at {addr:#x} -> handle_swbp")),
        EventKind::SstepTrap => parts.push(format!("#DB after `{text}` -> handle_singlestep")),
        _ if text == "syscall" => parts.push(format!("syscall at {addr:#x}")),
        _ => {}
    }
    let consumers = events.iter().filter(|e| e.kind() == EventKind::Handler).count();
    let mut said_consumers = false;
    for e in events {
        let part = match &e.what {
            TraceEvent::HandlerRan { .. } | TraceEvent::RetHandlerRan { .. } if !said_consumers => {
                said_consumers = true;
                let ret = if matches!(e.what, TraceEvent::RetHandlerRan { .. }) { "return " } else { "" };
                Some(format!("probe found -> {consumers} consumer {ret}handler(s) ran"))
            }
            TraceEvent::Emulated { how, insn } => Some(format!("{how}: `{insn}` -> no single-step")),
            TraceEvent::XolStepped { .. } => {
                Some("cannot be emulated -> copied to an XOL slot, TF set, single-step".to_string())
            }
            TraceEvent::PostXol { ip } => Some(format!("arch_uprobe_post_xol fixed ip to {ip:#x}")),
            TraceEvent::Syscall { nr: SYS_UPROBE, ret } => Some(format!(
                "sys_uprobe from the trampoline returned {}",
                ret.map_or_else(|| "?".to_string(), |r| format!("{r:#x}"))
            )),
            TraceEvent::Syscall { nr: SYS_URETPROBE, .. } => {
                Some("sys_uretprobe: ip set to the real return address".to_string())
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
    let rz = events.iter().filter(|e| e.kind() == EventKind::RedZone).count();
    if rz > 0 {
        parts.push(format!("{rz} write(s) into the red zone"));
    }
    Some(parts.join(" -> "))
}

fn push_list(out: &mut String, items: &[String]) {
    if items.is_empty() {
        out.push_str("    (none)\n");
    }
    for i in items {
        out.push_str(&format!("    {i}\n"));
    }
}

/// The same hit under two presets, with the first divergence called out.
pub fn compare(req: &RunRequest, hit: usize, a: Preset, b: Preset) -> Result<String, RunError> {
    let ea = explain(&RunRequest { preset: a, ..req.clone() }, hit)?;
    let eb = explain(&RunRequest { preset: b, ..req.clone() }, hit)?;
    let flat = |e: &Explanation| -> Vec<String> {
        e.steps
            .iter()
            .flat_map(|s| std::iter::once(format!("{} {}", s.addr, s.text)).chain(s.kernel.iter().cloned()))
            .collect()
    };
    let (fa, fb) = (flat(&ea), flat(&eb));
    let mut out = String::new();
    match fa.iter().zip(&fb).position(|(x, y)| x != y) {
        Some(i) => out.push_str(&format!(
            "first divergence (step {i} of the window):\n  {}: {}\n  {}: {}\n",
            a.name(),
            fa[i],
            b.name(),
            fb[i]
        )),
        None if fa.len() != fb.len() => out.push_str("the windows differ only in length\n"),
        None => out.push_str("no divergence in the window\n"),
    }
    out.push_str(&format!(
        "red-zone writes in the window: {} under {}, {} under {}\n",
        ea.red_zone.len(),
        a.name(),
        eb.red_zone.len(),
        b.name()
    ));
    for w in ea.red_zone.iter().take(4) {
        out.push_str(&format!("  {}: {w}\n", a.name()));
    }
    for w in eb.red_zone.iter().take(4) {
        out.push_str(&format!("  {}: {w}\n", b.name()));
    }
    out.push_str(&format!("\n===== {} =====\n{}", a.name(), ea.text()));
    out.push_str(&format!("\n===== {} =====\n{}", b.name(), eb.text()));
    Ok(out)
}

/// One canonical path: (title, what to look at, target, probes, preset, hit).
pub type GuidePath = (&'static str, &'static str, &'static str, &'static [&'static str], Preset, usize);

/// The canonical paths of `docs/probe-paths.md`: (title, what to look at, target,
/// probes, preset, hit).
pub const GUIDE: [GuidePath; 11] = [
    ("int3 with emulation", "The int3 traps; handle_swbp finds the uprobe, runs the consumer and emulates the 1-byte nop (ip += 1): one trap, no single-step.", "sim:bench-nop", &["uprobe:sim:bench-nop:uprobe_target_nop"], Preset::V6_18, 1),
    ("int3 with single-step out of line", "`ret` cannot be emulated: it is copied to an XOL slot of `[uprobes]`, run there with TF set, and the #DB after it lets handle_singlestep fix ip up.", "sim:bench-ret", &["uprobe:sim:bench-ret:uprobe_target_ret"], Preset::V6_18, 1),
    ("uretprobe through the int3 trampoline (6.10)", "At entry the return address is hijacked; the function's `ret` lands on the int3 in XOL slot 0, and the trampoline handler restores ip to the real return address.", "sim:bench-nop", &["uretprobe:sim:bench-nop:uprobe_target_nop"], Preset::V6_10, 1),
    ("uretprobe through the syscall trampoline (6.11+)", "Slot 0 holds push rax/rcx/r11; mov rax,335; syscall; pop; pop; ret. sys_uretprobe runs the handlers and rewrites the saved rax slot with the real return address for the trampoline's `ret`.", "sim:bench-nop", &["uretprobe:sim:bench-nop:uprobe_target_nop"], Preset::V6_11, 1),
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
         the registers each step changed, the return-instance stack, the probe mappings with\n\
         the code that ran there, and every write into the interrupted context's red zone.\n",
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
