//! The triggers of the kernel's `benchs/run_bench_uprobes.sh` (`bench_trigger.c`).
//!
//! Every trigger program contains all four probe targets of the kernel bench, with the
//! same first instructions, plus `opaque_noop_func`:
//!
//! | Function | Body | Probe at entry is |
//! |---|---|---|
//! | `uprobe_target_nop` | `nop; ret` | emulated (`90`) |
//! | `uprobe_target_push` | `push rbp; mov rbp,rsp; call opaque_noop_func; mov eax,1; pop rbp; ret` | emulated push |
//! | `uprobe_target_ret` | `ret` | single-stepped |
//! | `uprobe_target_nop5` | `0f 1f 44 00 00; ret` | emulated, optimized on 6.18 |
//!
//! `_start` runs `iterations` loop iterations (the count is an immediate), each calling one
//! target (or nothing for `usermode-count`, or `getpgid(0)` for `syscall-count`), then prints
//! `count=N\n` and exits 0.

use crate::builder::{build, AsmResult, Builder, Meta};
use crate::rt::nr;
use crate::{Expected, Program};

/// One trigger of `run_bench_uprobes.sh`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// Plain user-space counting loop (`trig-usermode-count`): the loop-cost ceiling.
    UsermodeCount,
    /// Loop calling `getpgid` (`trig-syscall-count`): the kernel-entry baseline.
    SyscallCount,
    /// Loop calling `uprobe_target_nop` (`trig-uprobe-nop`).
    Nop,
    /// Loop calling `uprobe_target_push` (`trig-uprobe-push`).
    Push,
    /// Loop calling `uprobe_target_ret` (`trig-uprobe-ret`).
    Ret,
    /// Loop calling `uprobe_target_nop5` (`trig-uprobe-nop5`).
    Nop5,
}

impl Trigger {
    /// All triggers, in the order of `run_bench_uprobes.sh`.
    pub const ALL: [Trigger; 6] = [
        Trigger::UsermodeCount,
        Trigger::SyscallCount,
        Trigger::Nop,
        Trigger::Push,
        Trigger::Ret,
        Trigger::Nop5,
    ];

    /// Program name, e.g. `bench-nop5`.
    pub fn program_name(self) -> &'static str {
        match self {
            Trigger::UsermodeCount => "bench-usermode-count",
            Trigger::SyscallCount => "bench-syscall-count",
            Trigger::Nop => "bench-nop",
            Trigger::Push => "bench-push",
            Trigger::Ret => "bench-ret",
            Trigger::Nop5 => "bench-nop5",
        }
    }

    /// The function the loop calls (and a probe would be attached to), if any.
    pub fn target(self) -> Option<&'static str> {
        match self {
            Trigger::UsermodeCount | Trigger::SyscallCount => None,
            Trigger::Nop => Some("uprobe_target_nop"),
            Trigger::Push => Some("uprobe_target_push"),
            Trigger::Ret => Some("uprobe_target_ret"),
            Trigger::Nop5 => Some("uprobe_target_nop5"),
        }
    }

    fn summary(self) -> &'static str {
        match self {
            Trigger::UsermodeCount => {
                "bench trigger: plain counting loop, no call (loop-cost ceiling)"
            }
            Trigger::SyscallCount => {
                "bench trigger: loop calling getpgid(0) (kernel-entry baseline)"
            }
            Trigger::Nop => "bench trigger: loop calling uprobe_target_nop (`nop; ret`, emulated)",
            Trigger::Push => {
                "bench trigger: loop calling uprobe_target_push (`push rbp` first, emulated)"
            }
            Trigger::Ret => "bench trigger: loop calling uprobe_target_ret (`ret`, single-stepped)",
            Trigger::Nop5 => {
                "bench trigger: loop calling uprobe_target_nop5 (nop5, optimized on 6.18)"
            }
        }
    }
}

/// Iterations of the catalog versions.
pub const CATALOG_ITERATIONS: u64 = 1000;

/// The catalog versions (1000 iterations each).
pub(crate) fn all() -> Vec<Program> {
    Trigger::ALL
        .iter()
        .map(|t| trigger(*t, CATALOG_ITERATIONS))
        .collect()
}

fn emit_targets(b: &mut Builder) -> AsmResult {
    use iced_x86::code_asm::*;
    b.func("uprobe_target_nop")?;
    b.nop()?;
    b.ret()?;

    let opaque = b.sym("opaque_noop_func");
    b.func("uprobe_target_push")?;
    b.push(rbp)?;
    b.probe_here()?;
    b.mov(rbp, rsp)?;
    b.call(opaque)?;
    b.mov(eax, 1u32)?;
    b.pop(rbp)?;
    b.ret()?;

    b.func("uprobe_target_ret")?;
    b.ret()?;

    b.func("uprobe_target_nop5")?;
    b.db(&[0x0f, 0x1f, 0x44, 0x00, 0x00])?;
    b.ret()?;

    b.func("opaque_noop_func")?;
    b.ret()?;
    Ok(())
}

/// A trigger loop of `iterations` iterations (embedded as an immediate).
///
/// Must print `count=<iterations>\n` and exit 0. With a uprobe on the trigger's target the
/// probe fires exactly `iterations` times (for `Push`, a probe on `uprobe_target_push+0x1`
/// too).
pub fn trigger(t: Trigger, iterations: u64) -> Program {
    let doc = format!(
        "{}.\n\nRuns {iterations} iterations, then prints `count={iterations}` and exits 0. A probe on the \
         called target fires once per iteration. All four targets of the kernel bench are present \
         (`uprobe_target_nop`, `_push`, `_ret`, `_nop5`, plus `opaque_noop_func`), so the layout is \
         the same for every trigger.",
        t.summary()
    );
    build(
        Meta::new(t.program_name(), t.summary(), &doc),
        false,
        |b| {
            use iced_x86::code_asm::*;
            let target = t.target().map(|name| b.sym(name));
            let (label, len) = b.str("count=");
            let write_str = b.sym("write_str");
            let put_dec = b.sym("put_dec");
            let exit_group = b.sym("exit_group");

            b.func("_start")?;
            b.mov(r12, iterations)?;
            b.xor(r13d, r13d)?;
            let mut top = b.create_label();
            let mut done = b.create_label();
            b.set_label(&mut top)?;
            b.cmp(r13, r12)?;
            b.jae(done)?;
            match (t, target) {
                (Trigger::SyscallCount, _) => {
                    b.mov(eax, nr::GETPGID)?;
                    b.xor(edi, edi)?;
                    b.syscall()?;
                }
                (_, Some(target)) => b.call(target)?,
                (_, None) => {}
            }
            b.inc(r13)?;
            b.jmp(top)?;
            b.set_label(&mut done)?;
            b.lea(rsi, qword_ptr(label))?;
            b.mov(edx, len)?;
            b.call(write_str)?;
            b.mov(rdi, r13)?;
            b.call(put_dec)?;
            b.xor(edi, edi)?;
            b.call(exit_group)?;

            emit_targets(b)
        },
        |_| Expected::exit(0, format!("count={iterations}\n")),
    )
}
