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
//!
//! The USDT triggers (`trig-usdt-nop`, `-nop5`, `-nop10` of the newer bench scripts) add, after
//! those functions, three functions with a USDT site inside (not at the entry), each with a
//! `stapsdt` note (provider `probesim`, no semaphore, no arguments):
//!
//! | Function | Body | USDT probe ([`Trigger::usdt_site`]) |
//! |---|---|---|
//! | `usdt_target_nop` | `mov eax,1; 90; ret` | `probesim:bench_nop` |
//! | `usdt_target_nop5` | `mov eax,1; 0f 1f 44 00 00; ret` | `probesim:bench_nop5` (optimized on 6.18) |
//! | `usdt_target_nop10` | `mov eax,1; 66 2e 0f 1f 84 00 00 00 00 00; ret` | `probesim:bench_nop10` (refused on 6.18: CS prefix) |
//!
//! There is no symbol at a USDT site: attach by note ([`Program::usdt_note`] with the spec
//! of [`Trigger::usdt_site`], as listed in [`Program::usdt_targets`]).

use crate::builder::{build, Asm, AsmResult, Meta};
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
    /// Loop calling `usdt_target_nop`, whose USDT site is a `nop` (`trig-usdt-nop`).
    UsdtNop,
    /// Loop calling `usdt_target_nop5`, whose USDT site is a nop5 (optimized on 6.18).
    UsdtNop5,
    /// Loop calling `usdt_target_nop10`, whose USDT site is the nop10 of the 2026 fix B
    /// (`66 2e 0f 1f 84 …`; a uprobe on it is refused on 6.18).
    UsdtNop10,
}

impl Trigger {
    /// All triggers, in the order of `run_bench_uprobes.sh`, then the USDT triggers.
    pub const ALL: [Trigger; 9] = [
        Trigger::UsermodeCount,
        Trigger::SyscallCount,
        Trigger::Nop,
        Trigger::Push,
        Trigger::Ret,
        Trigger::Nop5,
        Trigger::UsdtNop,
        Trigger::UsdtNop5,
        Trigger::UsdtNop10,
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
            Trigger::UsdtNop => "bench-usdt-nop",
            Trigger::UsdtNop5 => "bench-usdt-nop5",
            Trigger::UsdtNop10 => "bench-usdt-nop10",
        }
    }

    /// The function the loop calls, if any. For the uprobe triggers a probe is attached
    /// to its entry; for the USDT triggers the probe goes at the USDT site inside it (see
    /// [`Trigger::usdt_site`]), not at this symbol.
    pub fn target(self) -> Option<&'static str> {
        match self {
            Trigger::UsermodeCount | Trigger::SyscallCount => None,
            Trigger::Nop => Some("uprobe_target_nop"),
            Trigger::Push => Some("uprobe_target_push"),
            Trigger::Ret => Some("uprobe_target_ret"),
            Trigger::Nop5 => Some("uprobe_target_nop5"),
            Trigger::UsdtNop => Some("usdt_target_nop"),
            Trigger::UsdtNop5 => Some("usdt_target_nop5"),
            Trigger::UsdtNop10 => Some("usdt_target_nop10"),
        }
    }

    /// The USDT probe `(provider, name)` a USDT trigger fires once per iteration (its note
    /// is in the program's [`Program::usdt`]; the spec `provider:name` is its only
    /// [`Program::usdt_targets`] entry). `None` for the other triggers.
    pub fn usdt_site(self) -> Option<(&'static str, &'static str)> {
        match self {
            Trigger::UsdtNop => Some((crate::usdt::PROVIDER, "bench_nop")),
            Trigger::UsdtNop5 => Some((crate::usdt::PROVIDER, "bench_nop5")),
            Trigger::UsdtNop10 => Some((crate::usdt::PROVIDER, "bench_nop10")),
            _ => None,
        }
    }

    fn summary(self) -> &'static str {
        match self {
            Trigger::UsermodeCount => "bench trigger: plain counting loop, no call (loop-cost ceiling)",
            Trigger::SyscallCount => "bench trigger: loop calling getpgid(0) (kernel-entry baseline)",
            Trigger::Nop => "bench trigger: loop calling uprobe_target_nop (`nop; ret`, emulated)",
            Trigger::Push => "bench trigger: loop calling uprobe_target_push (`push rbp` first, emulated)",
            Trigger::Ret => "bench trigger: loop calling uprobe_target_ret (`ret`, single-stepped)",
            Trigger::Nop5 => "bench trigger: loop calling uprobe_target_nop5 (nop5, optimized on 6.18)",
            Trigger::UsdtNop => "bench trigger: loop calling usdt_target_nop (USDT site `90`, emulated)",
            Trigger::UsdtNop5 => "bench trigger: loop calling usdt_target_nop5 (USDT site nop5, optimized on 6.18)",
            Trigger::UsdtNop10 => "bench trigger: loop calling usdt_target_nop10 (USDT site nop10, refused on 6.18)",
        }
    }
}

/// Iterations of the catalog versions.
pub const CATALOG_ITERATIONS: u64 = 1000;

/// The catalog versions (1000 iterations each).
pub(crate) fn all() -> Vec<Program> {
    Trigger::ALL.iter().map(|t| trigger(*t, CATALOG_ITERATIONS)).collect()
}

fn emit_targets(b: &mut Asm) -> AsmResult {
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

/// The USDT trigger targets (only in the USDT triggers, after [`emit_targets`], so the
/// other triggers keep their layout): `mov eax, 1; <site>; ret` for each width.
fn emit_usdt_targets(b: &mut Asm) -> AsmResult {
    use crate::usdt::{usdt_site, NOP1, NOP10, NOP5};
    use iced_x86::code_asm::*;
    for (func, probe, site) in [
        ("usdt_target_nop", "bench_nop", NOP1),
        ("usdt_target_nop5", "bench_nop5", NOP5),
        ("usdt_target_nop10", "bench_nop10", NOP10),
    ] {
        b.func(func)?;
        b.mov(eax, 1u32)?;
        usdt_site(b, probe, "", false, site)?;
        b.ret()?;
    }
    Ok(())
}

/// A trigger loop of `iterations` iterations (embedded as an immediate).
///
/// Must print `count=<iterations>\n` and exit 0. With a uprobe on the trigger's target the
/// probe fires exactly `iterations` times (for `Push`, a probe on `uprobe_target_push+0x1`
/// too). The USDT triggers carry the three USDT notes and set `usdt_targets` to
/// [`Trigger::usdt_site`]: a uprobe at that note's pc fires `iterations` times (measured on
/// Linux 6.18 for `UsdtNop` and `UsdtNop5`; for `UsdtNop10` the kernel refuses the probe,
/// `ENOTSUPP`, 0 hits).
pub fn trigger(t: Trigger, iterations: u64) -> Program {
    let usdt_doc = match t.usdt_site() {
        Some((provider, name)) => format!(
            " The loop calls `{}`, whose body is `mov eax, 1; <site>; ret`; the site is USDT \
             probe `{provider}:{name}` (a `stapsdt` note, no semaphore). The program also has \
             `usdt_target_nop`, `_nop5` and `_nop10` with their notes (`{provider}:bench_nop`, \
             `bench_nop5`, `bench_nop10`), so every USDT trigger has the same layout. Measured \
             on Linux 6.18 with a uprobe at the note's pc: `bench_nop` and `bench_nop5` fire \
             once per iteration (the nop5 is optimized after the first hit); a uprobe on the \
             nop10 is refused (`ENOTSUPP`, CS prefix), 0 hits. The output never changes.",
            t.target().unwrap_or_default()
        ),
        None => String::new(),
    };
    let doc = format!(
        "{}.\n\nRuns {iterations} iterations, then prints `count={iterations}` and exits 0. A probe on the \
         called target fires once per iteration. All four targets of the kernel bench are present \
         (`uprobe_target_nop`, `_push`, `_ret`, `_nop5`, plus `opaque_noop_func`), so the layout is \
         the same for every trigger.{usdt_doc}",
        t.summary()
    );
    let p = build(
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

            emit_targets(b)?;
            if t.usdt_site().is_some() {
                emit_usdt_targets(b)?;
            }
            Ok(())
        },
        |_| Expected::exit(0, format!("count={iterations}\n")),
    );
    // The real-kernel comparison also attaches a uretprobe on the called target, so the
    // uretprobe rows (including one on an optimized nop5) are compared too.
    let mut p = p;
    if let Some(target) = t.target() {
        p.ret_probe_targets = vec![target.to_string()];
    }
    match t.usdt_site() {
        Some((provider, name)) => crate::usdt::with_usdt_targets(p, &[&format!("{provider}:{name}")]),
        None => p,
    }
}
