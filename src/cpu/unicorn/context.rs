//! A thread's register context, saved and restored when the kernel switches the one CPU
//! of a process between its threads ([`crate::cpu::CpuCore::save_context`]).
//!
//! The context is the general registers, rip, rflags, the fs and gs bases (through the
//! register view, so a value a handler wrote and the view still holds is what is saved)
//! and the x87/SSE state as an `fxsave` image (`fpu.rs`). Unicorn's own
//! `context_save`/`context_restore` would carry the segment selectors, control and debug
//! registers as well, which every thread of a process shares, and would bypass the
//! view's cache; it is not used.
//!
//! Invariant: restoring a saved context and saving again gives the same context (a test
//! below checks it, FPU state included, across a run of other code).

use crate::cpu::{CpuContext, GuestCpu, Reg};

/// The context of the thread on the CPU.
pub(super) fn save(cpu: &impl GuestCpu) -> CpuContext {
    CpuContext { regs: cpu.regs(), fpu: Box::new(cpu.fxsave()) }
}

/// Puts `ctx` on the CPU: every register that differs, then the FPU image.
pub(super) fn restore(cpu: &mut impl GuestCpu, ctx: &CpuContext) {
    for r in Reg::ALL {
        let v = ctx.regs.get(r);
        if cpu.reg(r) != v {
            cpu.set_reg(r, v);
        }
    }
    cpu.fxrstor(&ctx.fpu);
}

#[cfg(test)]
mod tests {
    use super::super::Cpu;
    use crate::cpu::{GuestCpu, Prot, Reg, StopReason, TrapHandler};

    /// Stops at every trap.
    struct Stop;

    impl TrapHandler for Stop {
        fn interrupt(&mut self, cpu: &mut dyn GuestCpu, _vector: u32) {
            cpu.request_stop();
        }
        fn syscall(&mut self, cpu: &mut dyn GuestCpu) {
            cpu.request_stop();
        }
        unexpected_traps_stop!();
    }

    #[test]
    fn a_saved_context_comes_back_whole_after_other_code_ran() {
        let mut cpu = Cpu::new(Stop).expect("engine opens");
        cpu.map(0x1000, 0x1000, Prot::RX).expect("code maps");
        // mov rax, 7; movq xmm0, rax; int3; mov rbx, 9; pxor xmm0, xmm0; int3
        let code = [
            0x48, 0xc7, 0xc0, 0x07, 0, 0, 0, 0x66, 0x48, 0x0f, 0x6e, 0xc0, 0xcc, 0x48, 0xc7, 0xc3, 0x09, 0, 0, 0, 0x66,
            0x0f, 0xef, 0xc0, 0xcc,
        ];
        assert!(cpu.write(0x1000, &code));
        cpu.set_reg(Reg::Rip, 0x1000);
        cpu.set_reg(Reg::FsBase, 0x7000);
        assert_eq!(cpu.run(100).expect("runs"), StopReason::Requested);
        let saved = cpu.save_context();
        assert_eq!(saved.fpu[160], 7, "xmm0's low byte");
        assert_eq!(cpu.run(100).expect("runs"), StopReason::Requested);
        cpu.set_reg(Reg::FsBase, 0);
        assert_ne!(cpu.save_context(), saved);
        cpu.restore_context(&saved);
        assert_eq!(cpu.save_context(), saved);
        assert_eq!((cpu.reg(Reg::Rax), cpu.reg(Reg::Rbx), cpu.reg(Reg::FsBase)), (7, 0, 0x7000));
    }
}
