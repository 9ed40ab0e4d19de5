//! Parametric programs: each function builds a whole program from a few parameters, with
//! the same conventions as the catalog (an `_start` that prints its result and exits 0,
//! [`Program::expected`] derived independently, probe targets at every function entry,
//! uretprobe or USDT targets where they matter). The catalog's fixed programs are instances
//! of these with the parameters named in each function's doc, byte for byte.
//!
//! | Generator | Parameters | Exercises |
//! |---|---|---|
//! | [`recursion`] | depth | the uretprobe depth limit (`MAX_URETPROBE_DEPTH` = 64) |
//! | [`call_chain`] | depth, calls | nested return instances, one function per level |
//! | [`tail_call`] | calls | chained return instances (`f` tail-jumps into `g`) |
//! | [`longjmp`] | frames abandoned, frames after | stale return instances and their cleanup |
//! | [`setjmp_depth`] | frames | a longjmp out of a dive past the depth limit |
//! | [`longjmp_shallow_after_deep`] | frames, calls | stale instances kept by calls from deeper in the stack |
//! | [`red_zone`] | calls | the 6.18 nop5 optimization clobbering `[rsp-8]` |
//! | [`red_zone_leaf`] | red-zone slots, NOP sites, calls | any red-zone layout across any sites (property tests) |
//! | [`red_zone_usdt`] | probe name, site bytes, calls | the red-zone test at a USDT site |
//! | [`usdt_semaphore_loop`] | site, iterations | USDT semaphores (`ref_ctr_offset`) |
//! | [`trigger`] | bench trigger, iterations | the rows of the kernel's `run_bench_uprobes.sh` |
//! | [`harness`] | instruction class, register inputs | one probed instruction, registers in and out |
//! | [`live_control`] | iterations, attach iteration, outer calls | control points for live attach and detach (schedule files) |
//! | [`threads`] | threads, calls | threads made with `clone`, joined with `futex`, each calling one probed function |
//! | [`thread_recursion`] | depth, longjmp | two threads recursing in one uretprobed function: per-thread return instances |
//!
//! ```
//! use sim_programs::generators::{recursion, red_zone_leaf};
//! use sim_programs::NOP5;
//!
//! let p = recursion(70);
//! assert_eq!(p.name, "recursion-70");
//! assert_eq!(p.expected.stdout.as_deref(), Some("sum=2485\n"));
//! assert_eq!(p.ret_probe_targets, ["recurse"]);
//! assert!(p.probe_targets.contains(&"recurse+0x11".to_string()));
//!
//! // A leaf keeping [rsp-8] and [rsp-32] across a nop5, called 10 times.
//! let leaf = red_zone_leaf(&[(1, 0x1111), (4, 0x4444)], &[NOP5], 10);
//! let site = leaf.site("site0").unwrap();
//! assert_eq!(site.location(), "leaf+0x1e"); // 2 x (mov rax, imm64; mov [rsp-8k], rax)
//! assert_eq!(leaf.expected.stdout.as_deref(), Some("corrupted=0\n"));
//! ```

use crate::builder::ProgramBuilder;
use crate::{Expected, Program};

pub use crate::bench::{trigger, Trigger};
pub use crate::classes::harness;
pub use crate::misc::{recursion, red_zone};
pub use crate::retprobe::{longjmp, longjmp_shallow_after_deep, setjmp_depth, tail_call};
pub use crate::threads::{thread_recursion, threads};
pub use crate::usdt::{red_zone_usdt, usdt_semaphore_loop, UsdtSite};

/// Program `call-chain-DEPTH-CALLS`: `_start` calls a chain of `depth` functions `calls`
/// times.
///
/// `level1` … `level<depth - 1>` each have a `push rbp; mov rbp, rsp` frame, call the next
/// level and add 1 to its result; `level<depth>` (a leaf) returns its argument. So
/// `level1(x) = x + depth - 1`. `_start` calls `level1(0)` … `level1(calls - 1)` and prints
/// `sum=<the sum>`, exits 0. Uretprobe targets: every level.
///
/// With a uprobe or uretprobe on every level, each fires `calls` times as long as
/// `depth` ≤ 64; deeper levels are past `MAX_URETPROBE_DEPTH`, so a uretprobe on level
/// `k` > 64 never fires (and the 64 outer ones still do).
///
/// # Panics
/// If `depth` or `calls` is 0.
pub fn call_chain(depth: u32, calls: u32) -> Program {
    assert!(depth >= 1 && calls >= 1, "call_chain: depth and calls must be at least 1");
    let levels: Vec<String> = (1..=depth).map(|k| format!("level{k}")).collect();
    let (d, n) = (u64::from(depth), u64::from(calls));
    let sum = n * (n - 1) / 2 + n * (d - 1);
    let mut b = Program::builder(&format!("call-chain-{depth}-{calls}"))
        .summary(&format!("a chain of {depth} nested calls (level1..level{depth}), {calls} times"))
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            let mut top = a.create_label();
            a.xor(ebx, ebx)?;
            a.xor(r13d, r13d)?;
            a.set_label(&mut top)?;
            a.mov(rdi, r13)?;
            a.call_sym("level1")?;
            a.add(rbx, rax)?;
            a.inc(r13d)?;
            a.cmp(r13d, calls as i32)?;
            a.jb(top)?;
            a.print_dec("sum=", rbx)?;
            a.exit(0)
        });
    for (k, name) in levels.iter().enumerate() {
        let next = levels.get(k + 1);
        b = b.function(name, |a| {
            use iced_x86::code_asm::*;
            match next {
                Some(next) => {
                    a.push(rbp)?;
                    a.mov(rbp, rsp)?;
                    a.call_sym(next)?;
                    a.inc(rax)?;
                    a.pop(rbp)?;
                }
                None => a.mov(rax, rdi)?,
            }
            a.ret()?;
            Ok(())
        });
    }
    let targets: Vec<&str> = levels.iter().map(String::as_str).collect();
    b.ret_probe_targets(&targets).expect(Expected::exit(0, format!("sum={sum}\n"))).done()
}

/// Program `red-zone-leaf`: a leaf function keeps values in its red zone across NOP sites;
/// `_start` calls it `calls` times and counts the calls that saw a value change.
///
/// `leaf` (no frame) stores each `(k, value)` of `slots` at `[rsp - 8k]` in order
/// (`mov rax, value; mov [rsp - 8k], rax`; `k` in 1..=16, the 128-byte red zone; a later
/// slot with the same `k` overwrites), then runs each of `sites` (raw instruction bytes,
/// usually [`crate::NOP1`], [`crate::NOP5`] or [`crate::NOP10`]; they must not touch rax,
/// r12–r14 or the red zone), then returns the xor of `[rsp - 8k]` over `slots`. `_start`
/// compares each result with the value it must have, prints `corrupted=<calls that
/// differed>` and exits 0. Unprobed: `corrupted=0`.
///
/// Site `i` is a probe target and the named site `site<i>` ([`Program::site`] gives its
/// `leaf+0xOFF`). On Linux 6.18 a probed nop5 is optimized after its first hit into a
/// `call` to the uprobe trampoline, whose pushes land in `[rsp-8]` … `[rsp-32]`: a slot
/// there then reads back changed on every later call. Other presets and sites leave the
/// red zone alone.
///
/// # Panics
/// If `calls` is 0 or a slot's `k` is not in 1..=16.
pub fn red_zone_leaf<S: AsRef<[u8]>>(slots: &[(u8, u64)], sites: &[S], calls: u32) -> Program {
    assert!(calls >= 1, "red_zone_leaf: calls must be at least 1");
    assert!(slots.iter().all(|(k, _)| (1..=16).contains(k)), "red_zone_leaf: slot k must be in 1..=16");
    let mut memory = [0u64; 17];
    for (k, v) in slots {
        memory[usize::from(*k)] = *v;
    }
    let want = slots.iter().fold(0u64, |acc, (k, _)| acc ^ memory[usize::from(*k)]);
    let disp = |k: u8| -8 * i32::from(k);
    leaf_builder(calls, want)
        .function("leaf", |a| {
            use iced_x86::code_asm::*;
            for (k, v) in slots {
                a.mov(rax, *v)?;
                a.mov(qword_ptr(rsp + disp(*k)), rax)?;
            }
            for (i, site) in sites.iter().enumerate() {
                a.site(&format!("site{i}"))?;
                a.probe_here()?;
                a.db(site.as_ref())?;
            }
            a.xor(eax, eax)?;
            for (k, _) in slots {
                a.xor(rax, qword_ptr(rsp + disp(*k)))?;
            }
            a.ret()?;
            Ok(())
        })
        .done()
}

/// `red-zone-leaf`'s `_start`: `calls` calls of `leaf`, each result compared with `want`.
fn leaf_builder(calls: u32, want: u64) -> ProgramBuilder {
    Program::builder("red-zone-leaf")
        .summary("a leaf keeps values in its red zone across NOP sites")
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            let mut top = a.create_label();
            a.xor(r12d, r12d)?;
            a.xor(r13d, r13d)?;
            a.mov(r14, want)?;
            a.set_label(&mut top)?;
            a.call_sym("leaf")?;
            a.xor(ecx, ecx)?;
            a.cmp(rax, r14)?;
            a.setne(cl)?;
            a.add(r13, rcx)?;
            a.inc(r12d)?;
            a.cmp(r12d, calls as i32)?;
            a.jb(top)?;
            a.print_dec("corrupted=", r13)?;
            a.exit(0)
        })
        .expect(Expected::exit(0, "corrupted=0\n"))
}

/// Program `live-control-ITERATIONS-AT-CALLS`: control points ([`crate::Asm::control_point`]) where
/// a caller attaches and detaches probes mid-run: in the middle of a loop, and inside a
/// function whose return a uretprobe may be waiting for.
///
/// `step(x) = 2x + 1` (a leaf starting with `lea`). `_start` calls `step(i)` for `i` in
/// `0..iterations`, reaching control point 1 at the top of iteration `attach_at` (before
/// that iteration's call; no control point 1 if `attach_at >= iterations`), then control
/// point 2 after the loop. It then calls `outer(3 + k)` for `k` in `0..calls`: `outer(n)`
/// sets up a frame, reaches control point `n` (its return address is on the stack, so a
/// return instance is pending if a uretprobe was there at its entry), and returns
/// `step(100)` = 201. `_start` prints `sum=<iterations² + 201 · calls>` and exits 0.
/// Uretprobe target: `outer`.
///
/// The catalog's `live-control` is `live_control(10, 4, 3)`: a uprobe on `step` attached
/// at control point 1 counts the 6 loop iterations from 4 on (and the calls from `outer`
/// while it stays).
///
/// # Panics
/// If `iterations` or `calls` is 0.
pub fn live_control(iterations: u32, attach_at: u32, calls: u32) -> Program {
    assert!(iterations >= 1 && calls >= 1, "live_control: iterations and calls must be at least 1");
    let sum = u64::from(iterations) * u64::from(iterations) + 201 * u64::from(calls);
    let name = if (iterations, attach_at, calls) == (10, 4, 3) {
        "live-control".to_string()
    } else {
        format!("live-control-{iterations}-{attach_at}-{calls}")
    };
    Program::builder(&name)
        .summary("control points in a loop and inside a probed function, for probe scripts")
        .doc(&format!(
            "Control points where a caller attaches and detaches probes mid-run. `_start` calls `step(i) = 2i + 1` \
             for i in 0..{iterations}, reaching control point 1 at the top of iteration {attach_at} and 2 after the \
             loop, then calls `outer(3 + k)` for k in 0..{calls}, which reaches control point 3 + k with its return \
             pending and returns `step(100)`. Prints `sum={sum}` and exits 0."
        ))
        .function("_start", |a| {
            use iced_x86::code_asm::*;
            let (mut top, mut skip, mut outer_top) = (a.create_label(), a.create_label(), a.create_label());
            a.xor(ebx, ebx)?;
            a.xor(r13d, r13d)?;
            a.set_label(&mut top)?;
            a.cmp(r13d, attach_at as i32)?;
            a.jne(skip)?;
            a.control_point(1)?;
            a.set_label(&mut skip)?;
            a.mov(rdi, r13)?;
            a.call_sym("step")?;
            a.add(rbx, rax)?;
            a.inc(r13d)?;
            a.cmp(r13d, iterations as i32)?;
            a.jb(top)?;
            a.control_point(2)?;
            a.xor(r14d, r14d)?;
            a.set_label(&mut outer_top)?;
            a.lea(edi, dword_ptr(r14 + 3))?;
            a.call_sym("outer")?;
            a.add(rbx, rax)?;
            a.inc(r14d)?;
            a.cmp(r14d, calls as i32)?;
            a.jb(outer_top)?;
            a.print_dec("sum=", rbx)?;
            a.exit(0)
        })
        .function("step", |a| {
            use iced_x86::code_asm::*;
            a.lea(rax, qword_ptr(rdi + rdi + 1))?;
            a.ret()?;
            Ok(())
        })
        .function("outer", |a| {
            use iced_x86::code_asm::*;
            a.push(rbp)?;
            a.mov(rbp, rsp)?;
            // Control point `n`, n in edi already.
            a.mov(eax, crate::rt::nr::PROBESIM_CONTROL)?;
            a.syscall()?;
            a.mov(edi, 100u32)?;
            a.call_sym("step")?;
            a.pop(rbp)?;
            a.ret()?;
            Ok(())
        })
        .ret_probe_targets(&["outer"])
        .expect(Expected::exit(0, format!("sum={sum}\n")))
        .done()
}
