//! The budget at a fast path's entry. **No kernel counterpart**: a simulator instrument.
//!
//! A fast path ([`super::fastpath`]) applies several guest instructions at once: a
//! trampoline's pushes up to its `syscall`, and after the call its pops and `ret`. A run's
//! budget (`RunConfig::max_insns`, a thread's quantum, `Until::Insns`) that ends among
//! them would be passed by the fast path, where the real code stops at exactly the
//! budget's instruction. So at its entry a fast path that does not fit in what the run
//! has left takes the real code instead, this once ([`FastPathCpu::bypass_shadow`]), and
//! the run stops where it stops without fast paths, in the same state.

use crate::abi::trampoline::{Trampoline, JMP_SLOT, UPROBE_SYSCALL, UPROBE_SYSCALL_NOP10, URETPROBE_SYSCALL};
use crate::cpu::EntryCpu;

use super::preset::OptDesign;
use super::Kernel;

/// What the fast path over `code` applies beyond the stub's one instruction.
const fn applied(code: &Trampoline) -> u64 {
    code.head_insns - 1 + code.tail_insns
}

/// What the fast path of a shadowed 6.18 site applies beyond the stub's one instruction
/// (the site's `call`): the whole trampoline.
const SITE_APPLIED: u64 = UPROBE_SYSCALL.insns();

/// The most any fast path applies at once.
const MOST_APPLIED: u64 = {
    let codes = [&URETPROBE_SYSCALL, &UPROBE_SYSCALL, &UPROBE_SYSCALL_NOP10, &JMP_SLOT];
    let (mut most, mut i) = (SITE_APPLIED, 0);
    while i < codes.len() {
        if applied(codes[i]) > most {
            most = applied(codes[i]);
        }
        i += 1;
    }
    most
};

impl Kernel {
    /// At the shadow of `addr`, entered (its stub counted as the code's first
    /// instruction): true if the fast path there would apply more instructions than the
    /// run has left, and then the real code runs this time instead; false if it fits
    /// (or no budget is enforced).
    pub(crate) fn fastpath_over_budget<C: EntryCpu + ?Sized>(&self, cpu: &mut C, addr: u64) -> bool {
        let left = cpu.insns_left();
        // Most hits are far from the budget: no lookups then.
        if left >= MOST_APPLIED {
            return false;
        }
        let applied = if Some(addr) == self.uprobe_get_trampoline_vaddr() {
            applied(&URETPROBE_SYSCALL)
        } else if self.fast.sites.contains_key(&addr) {
            SITE_APPLIED
        } else if self.uprobes.by_vaddr.contains_key(&addr) {
            // A uprobe's entry shadow: the stub stands for the int3, one instruction.
            return false;
        } else {
            let code: &Trampoline = match self.features.optimize {
                OptDesign::None => return false,
                OptDesign::Nop5Call => &UPROBE_SYSCALL,
                OptDesign::Nop10 => &UPROBE_SYSCALL_NOP10,
                OptDesign::JmpSlot => &JMP_SLOT,
            };
            applied(code)
        };
        if applied <= left {
            return false;
        }
        cpu.bypass_shadow(addr);
        true
    }
}
