//! Uprobe consumers: the trait a probe's handlers implement ([`UprobeConsumer`]),
//! closures as consumers ([`on_entry`], [`on_return`] and their `_with` forms), the
//! built-in counting consumers that `Machine::attach` uses, and [`Recorder`], which
//! keeps a [`HitRecord`] (registers included) of every hit.
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
#[doc(inline)]
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

/// An entry consumer made of a closure and a state ([`on_entry`], [`on_entry_with`]):
/// the closure runs at every hit, given the state, which the typed handle reads after
/// the run (`m.consumer(&h).state`).
pub struct OnEntry<S, F> {
    /// What the closure keeps.
    pub state: S,
    f: F,
}

/// A return consumer made of a closure and a state ([`on_return`], [`on_return_with`]).
pub struct OnReturn<S, F> {
    /// What the closure keeps.
    pub state: S,
    f: F,
}

/// A closure as an entry consumer (for `uprobe:` and `usdt:` specs). It returns `()` to
/// keep the probe, or a [`HandlerResult`].
///
/// ```
/// use probesim::consumers::on_entry;
/// use probesim::prelude::*;
/// use std::{cell::Cell, rc::Rc};
///
/// let mut m = Machine::from_program(&probesim::guests::find("demo").unwrap(), RunConfig::default()).unwrap();
/// let args = Rc::new(Cell::new(0));
/// let seen = args.clone();
/// m.attach_consumer("uprobe:demo:compute", on_entry(move |ctx| seen.set(seen.get() + ctx.reg(Reg::Rdi)))).unwrap();
/// m.run().unwrap();
/// assert_eq!(args.get(), (0..10).sum::<u64>());
/// ```
pub fn on_entry<R, F>(mut f: F) -> OnEntry<(), impl FnMut(&mut (), &mut ProbeContext<'_>) -> HandlerResult + 'static>
where
    R: Into<HandlerResult>,
    F: FnMut(&mut ProbeContext<'_>) -> R + 'static,
{
    on_entry_with((), move |(), ctx| f(ctx))
}

/// A closure as an entry consumer with a state of its own, read after the run through
/// the typed handle.
///
/// ```
/// use probesim::consumers::on_entry_with;
/// use probesim::prelude::*;
///
/// let mut m = Machine::from_program(&probesim::guests::find("demo").unwrap(), RunConfig::default()).unwrap();
/// let h = m.attach_consumer("uprobe:demo:compute", on_entry_with(Vec::new(), |args, ctx| args.push(ctx.reg(Reg::Rdi)))).unwrap();
/// m.run().unwrap();
/// assert_eq!(m.consumer(&h).state, (0..10).collect::<Vec<u64>>());
/// ```
pub fn on_entry_with<S, R, F>(
    state: S,
    mut f: F,
) -> OnEntry<S, impl FnMut(&mut S, &mut ProbeContext<'_>) -> HandlerResult + 'static>
where
    S: 'static,
    R: Into<HandlerResult>,
    F: FnMut(&mut S, &mut ProbeContext<'_>) -> R + 'static,
{
    OnEntry { state, f: move |s: &mut S, ctx: &mut ProbeContext<'_>| f(s, ctx).into() }
}

/// A closure as a return consumer (for `uretprobe:` specs), given the context at the
/// return (ip at the return address, the return value in rax) and the probed
/// function's address.
///
/// ```
/// use probesim::consumers::on_return_with;
/// use probesim::prelude::*;
///
/// let mut m = Machine::from_program(&probesim::guests::find("demo").unwrap(), RunConfig::default()).unwrap();
/// let h = m.attach_consumer("uretprobe:demo:compute", on_return_with(Vec::new(), |rets, ctx, _func| rets.push(ctx.reg(Reg::Rax)))).unwrap();
/// m.run().unwrap();
/// // compute(i) = 3i + 7
/// assert_eq!(m.consumer(&h).state, (0..10).map(|i| 3 * i + 7).collect::<Vec<u64>>());
/// ```
pub fn on_return<F>(mut f: F) -> OnReturn<(), impl FnMut(&mut (), &mut ProbeContext<'_>, u64) + 'static>
where
    F: FnMut(&mut ProbeContext<'_>, u64) + 'static,
{
    on_return_with((), move |(), ctx, func| f(ctx, func))
}

/// A closure as a return consumer with a state of its own ([`on_return`]).
pub fn on_return_with<S, F>(state: S, f: F) -> OnReturn<S, F>
where
    S: 'static,
    F: FnMut(&mut S, &mut ProbeContext<'_>, u64) + 'static,
{
    OnReturn { state, f }
}

impl<S: 'static, F: FnMut(&mut S, &mut ProbeContext<'_>) -> HandlerResult + 'static> UprobeConsumer for OnEntry<S, F> {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        (self.f)(&mut self.state, ctx)
    }

    fn has_filter(&self) -> bool {
        false
    }
}

impl<S: 'static, F: FnMut(&mut S, &mut ProbeContext<'_>, u64) + 'static> UprobeConsumer for OnReturn<S, F> {
    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, func: u64) {
        (self.f)(&mut self.state, ctx, func)
    }

    fn has_handler(&self) -> bool {
        false
    }

    fn has_ret_handler(&self) -> bool {
        true
    }

    fn has_filter(&self) -> bool {
        false
    }
}

impl<S: std::fmt::Debug, F> std::fmt::Debug for OnEntry<S, F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OnEntry").field("state", &self.state).finish_non_exhaustive()
    }
}

impl<S: std::fmt::Debug, F> std::fmt::Debug for OnReturn<S, F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OnReturn").field("state", &self.state).finish_non_exhaustive()
    }
}
