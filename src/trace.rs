//! The trace: every kernel transition, stamped with the guest instruction count.
//!
//! Events are past-tense facts. Counts per kind are always kept; the event list itself
//! can be switched off for long benchmark runs.

use serde::Serialize;

/// The kinds of events, in report order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// A #BP (int3) trap was taken.
    Trap,
    /// A consumer's handler ran.
    Handler,
    /// The probed instruction was emulated (no single-step).
    Emulate,
    /// The probed instruction was started out of line in an XOL slot with TF set.
    XolStep,
    /// The #DB trap after an out-of-line step was taken and fixed up.
    SstepTrap,
    /// A system call was made.
    Syscall,
    /// A signal was generated.
    Signal,
    /// A breakpoint was written or removed, or a probe was refused.
    Probe,
    /// A return-probe transition: hijack, omission at the depth limit, cleanup of a
    /// stale instance.
    Uretprobe,
    /// The probe mechanism wrote into the interrupted context's red zone.
    RedZone,
}

impl EventKind {
    /// Every kind, in report order.
    pub const ALL: [EventKind; 10] = [
        EventKind::Trap,
        EventKind::Handler,
        EventKind::Emulate,
        EventKind::XolStep,
        EventKind::SstepTrap,
        EventKind::Syscall,
        EventKind::Signal,
        EventKind::Probe,
        EventKind::Uretprobe,
        EventKind::RedZone,
    ];

    /// Name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Trap => "trap",
            EventKind::Handler => "handler",
            EventKind::Emulate => "emulate",
            EventKind::XolStep => "xol_step",
            EventKind::SstepTrap => "sstep_trap",
            EventKind::Syscall => "syscall",
            EventKind::Signal => "signal",
            EventKind::Probe => "probe",
            EventKind::Uretprobe => "uretprobe",
            EventKind::RedZone => "red_zone",
        }
    }
}

/// One transition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Event {
    /// Guest instructions started before this event.
    pub insn: u64,
    /// The user rip the event concerns (the probe address, the syscall site, …).
    pub rip: u64,
    /// The kind.
    pub kind: EventKind,
    /// Human-readable detail, naming the kernel function modelled.
    pub detail: String,
    /// With an instruction log (explain): how many instructions were logged before it.
    #[serde(skip)]
    pub step: usize,
}

/// Append-only event log plus per-kind counters.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    events: Vec<Event>,
    counts: [u64; EventKind::ALL.len()],
    record: bool,
    /// Instructions logged so far (explain mode), stamped on each event.
    pub step: usize,
}

impl Trace {
    /// A trace that records events when `record` is true (counts are always kept).
    pub fn new(record: bool) -> Trace {
        Trace { events: Vec::new(), counts: [0; EventKind::ALL.len()], record, step: 0 }
    }

    /// Whether full events are kept.
    pub fn recording(&self) -> bool {
        self.record
    }

    /// Counts an event and, when recording, stores it. `detail` is only built when
    /// recording, so the hot path allocates nothing.
    #[inline]
    pub fn emit(&mut self, insn: u64, rip: u64, kind: EventKind, detail: impl FnOnce() -> String) {
        self.counts[kind as usize] += 1;
        if self.record {
            let step = self.step;
            self.events.push(Event { insn, rip, kind, detail: detail(), step });
        }
    }

    /// The events so far.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// How many events of `kind` happened.
    pub fn count(&self, kind: EventKind) -> u64 {
        self.counts[kind as usize]
    }

    /// Renders the event list, one line per event: `insn#  rip  kind  detail`.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for e in &self.events {
            out.push_str(&format!("{:>10}  {:016x}  {:<10}  {}\n", e.insn, e.rip, e.kind.name(), e.detail));
        }
        out
    }
}
