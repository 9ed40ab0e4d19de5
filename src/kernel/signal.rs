//! Signals: `force_sig()` (`kernel/signal.c`).
//!
//! # Differs from Linux
//! Every signal is fatal: there are no handlers, no masks and no `sigreturn`. The
//! process ends with the signal as its exit reason.

use crate::abi::Signal;
use crate::cpu::GuestCpu;
use crate::trace::{EventKind, SignalCause, TraceEvent};

use super::exit::Exit;
use super::Kernel;

impl Kernel {
    /// Models `force_sig()`: the process ends with `sig`. If an out-of-line step is
    /// active, `uprobe_deny_signal()` aborts it first, so the signal is reported at the
    /// probe address.
    pub fn force_sig(&mut self, cpu: &mut dyn GuestCpu, sig: Signal, at: u64, cause: SignalCause) {
        let at = self.uprobe_deny_signal(cpu).unwrap_or(at);
        self.event(cpu, at, EventKind::Signal, || TraceEvent::Signal { sig, at, cause });
        self.do_exit(Exit::Signaled(sig));
        cpu.request_stop();
    }
}
