//! The engine's own contract, on a two-instruction guest: what a handler and the
//! [`Cpu`]'s view see of each other's register writes, and a handler's panic reported
//! as an error.

use super::Cpu;
use crate::cpu::{Access, CpuError, FaultKind, GuestCpu, Prot, Reg, StopReason, TrapHandler};

/// Where the test guest's code goes.
const CODE: u64 = 0x1000;

/// A handler that stops at the first int3, after recording rax and setting rcx (or
/// panics there).
#[derive(Default)]
struct StopAtInt3 {
    panic: bool,
    hits: u32,
    rax: Option<u64>,
}

impl TrapHandler for StopAtInt3 {
    fn interrupt(&mut self, cpu: &mut dyn GuestCpu, _vector: u32) {
        self.hits += 1;
        if self.panic {
            panic!("boom");
        }
        self.rax = Some(cpu.reg(Reg::Rax));
        cpu.set_reg(Reg::Rcx, 9);
        cpu.request_stop();
    }
    fn syscall(&mut self, cpu: &mut dyn GuestCpu) {
        cpu.request_stop();
    }
    fn invalid_opcode(&mut self, cpu: &mut dyn GuestCpu) {
        cpu.request_stop();
    }
    fn mem_fault(&mut self, cpu: &mut dyn GuestCpu, _access: Access, _kind: FaultKind, _addr: u64) {
        cpu.request_stop();
    }
}

/// A CPU with `code` at [`CODE`] and rip there.
fn cpu_with(code: &[u8], handler: StopAtInt3) -> Cpu<StopAtInt3> {
    let mut cpu = Cpu::new(handler).expect("engine opens");
    cpu.map(CODE, 0x1000, Prot::RX).expect("code page maps");
    assert!(cpu.write(CODE, code));
    cpu.set_reg(Reg::Rip, CODE);
    cpu
}

#[test]
fn register_writes_cross_between_the_cpu_and_the_handler() {
    // mov rax, rbx; int3
    let mut cpu = cpu_with(&[0x48, 0x89, 0xd8, 0xcc], StopAtInt3::default());
    cpu.set_reg(Reg::Rbx, 7);
    assert_eq!(cpu.reg(Reg::Rbx), 7);
    assert_eq!(cpu.run(1000).expect("runs"), StopReason::Requested);
    assert_eq!(cpu.handler().rax, Some(7));
    assert_eq!(cpu.reg(Reg::Rcx), 9);
    assert_eq!(cpu.reg(Reg::Rip), CODE + 4);
    assert_eq!(cpu.insn_count(), 2);
    cpu.with_handler(|h, cpu| {
        assert_eq!(h.hits, 1);
        assert_eq!(cpu.reg(Reg::Rcx), 9);
    });
}

#[test]
fn a_panicking_handler_is_an_error_and_keeps_the_cpu() {
    let mut cpu = cpu_with(&[0xcc], StopAtInt3 { panic: true, ..StopAtInt3::default() });
    match cpu.run(1000) {
        Err(CpuError::HookPanicked(m)) => assert_eq!(m, "boom"),
        other => panic!("expected HookPanicked, got {other:?}"),
    }
    assert_eq!(cpu.handler().hits, 1);
}

#[test]
fn hlt_stops_the_run() {
    let mut cpu = cpu_with(&[0xf4], StopAtInt3::default());
    assert_eq!(cpu.run(1000).expect("runs"), StopReason::Halted { at: CODE });
}
