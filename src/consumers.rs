//! Uprobe consumers: the trait a probe's handlers implement, the built-in counting
//! consumers that `Machine::attach` uses, and [`Recorder`], which keeps a
//! [`HitRecord`] (registers included) of every hit.
//!
//! ```
//! use probesim::prelude::*;
//!
//! let program = probesim::guests::find("demo").unwrap();
//! let image = probesim::loader::Image::parse(program.to_elf()).unwrap();
//! let mut m = Machine::new(image, RunConfig::default()).unwrap();
//! let h = m.attach_consumer("uprobe:demo:compute", Recorder::entry()).unwrap();
//! m.run().unwrap();
//! let rec = m.consumer(&h);
//! assert_eq!(rec.hits.len() as u64, m.hits(&h));
//! assert!(rec.hits.iter().all(|r| r.ip == r.probe && r.at == HitAt::Entry));
//! ```

use serde::{Deserialize, Serialize};

use crate::cpu::Regs;
pub use crate::kernel::uprobes::{
    ConsumerId, CountingConsumer, CountingRetConsumer, HandlerResult, ProbeContext, Scope, UprobeConsumer,
};

/// Whether a hit was at the probed function's entry or at its return.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HitAt {
    /// The entry handler ran (ip at the probe address).
    Entry,
    /// The return handler ran (ip at the return address, the return value in rax).
    Return,
}

/// One hit, as a consumer saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HitRecord {
    /// Entry or return.
    pub at: HitAt,
    /// The probe address (for a return: the probed function's entry); hex in JSON.
    #[serde(serialize_with = "crate::fmt::ser_hex", deserialize_with = "crate::fmt::de_hex")]
    pub probe: u64,
    /// ip when the handler ran: the probe address, or the address returned to; hex in
    /// JSON.
    #[serde(serialize_with = "crate::fmt::ser_hex", deserialize_with = "crate::fmt::de_hex")]
    pub ip: u64,
    /// Guest instructions started before the hit.
    pub insn: u64,
    /// The process.
    pub pid: u32,
    /// The thread.
    pub tid: u32,
    /// Every register, as `struct pt_regs` holds them.
    pub regs: Regs,
}

/// A consumer that records every hit. Attach it to an entry probe
/// ([`Recorder::entry`]), a return probe ([`Recorder::ret`]), or both at once as a
/// session consumer ([`Recorder::session`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recorder {
    /// The hits, in order.
    pub hits: Vec<HitRecord>,
    entry: bool,
    ret: bool,
}

impl Recorder {
    /// Records entry hits only (for `uprobe:` and `usdt:` specs).
    pub fn entry() -> Recorder {
        Recorder { hits: Vec::new(), entry: true, ret: false }
    }

    /// Records return hits only (for `uretprobe:` specs).
    pub fn ret() -> Recorder {
        Recorder { hits: Vec::new(), entry: false, ret: true }
    }

    /// Records both, as a session consumer: each entry hit is followed by its return
    /// hit (unless the return never happens: a longjmp, the depth limit).
    pub fn session() -> Recorder {
        Recorder { hits: Vec::new(), entry: true, ret: true }
    }

    fn record(&mut self, at: HitAt, probe: u64, ctx: &ProbeContext<'_>) {
        let regs = ctx.regs();
        self.hits.push(HitRecord { at, probe, ip: regs.rip, insn: ctx.insn, pid: ctx.pid, tid: ctx.tid, regs });
    }
}

impl UprobeConsumer for Recorder {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.record(HitAt::Entry, ctx.vaddr, ctx);
        HandlerResult::Keep
    }

    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, func: u64) {
        self.record(HitAt::Return, func, ctx);
    }

    fn has_handler(&self) -> bool {
        self.entry
    }

    fn has_ret_handler(&self) -> bool {
        self.ret
    }
}
