//! USDT (SystemTap SDT / libbpf `usdt.h`) programs: probe sites that are NOPs of the widths
//! tracers have used (`90`, the kernel-selftest nop5, libbpf's `nop; nop10` combo), each
//! with a `stapsdt` note in `.note.stapsdt` ([`Program::usdt`]), some with a semaphore in
//! `.probes` that the kernel increments while a uprobe with `ref_ctr_offset` is installed
//! (`USDT_SEMA_IS_ACTIVE`), and the red-zone test of the 2026 fixes with a nop5 and a nop10
//! site.
//!
//! Every program sets [`Program::usdt_targets`] (the `provider:name` probes the
//! kernel-comparison test attaches: a uprobe at the note's `pc`, with `ref_ctr_offset` =
//! the semaphore's file offset when there is one) besides the usual `probe_targets`.
//! Programs with a semaphore keep their USDT site out of `probe_targets`: the kernel has one
//! `struct uprobe` per (inode, offset), and registering the same offset once with and once
//! without a `ref_ctr_offset` fails with `EINVAL` ("ref_ctr_offset mismatch").
//!
//! Outcomes quoted in the docs were measured on the host (Linux 6.18, real uprobes through
//! `perf_event_open` on the uprobe PMU, `config` bits 32–63 = the semaphore's file offset,
//! one event per probe, attached at the exec stop).

use crate::builder::{Asm, AsmResult, ProgramBuilder};
use crate::{Expected, Program};
pub(crate) use crate::{NOP1, NOP10, NOP5};

/// Provider of every USDT site in this crate.
pub(crate) const PROVIDER: &str = "probesim";

/// Name and builder of every program of this module, in catalog order.
pub(crate) const PROGRAMS: [(&str, crate::misc::BuildFn); 5] = [
    ("usdt-nop", usdt_nop),
    ("usdt-nop5", usdt_nop5),
    ("usdt-nop-nop10", usdt_nop_nop10),
    ("red-zone-usdt", red_zone_usdt_nop5),
    ("red-zone-nop10", red_zone_nop10),
];

pub(crate) fn all() -> Vec<Program> {
    PROGRAMS.iter().map(|(_, f)| f()).collect()
}

/// Sets `usdt_targets`; every target must name a note of the program.
pub(crate) fn with_usdt_targets(mut p: Program, specs: &[&str]) -> Program {
    for s in specs {
        assert!(p.usdt_note(s).is_some(), "{}: USDT target {s} has no note", p.name);
    }
    p.usdt_targets = specs.iter().map(|s| s.to_string()).collect();
    p
}

/// Emits a USDT site `PROVIDER:name` at the next instruction: the note's `pc` is the first
/// byte of `bytes` (the whole site is one `db`).
pub(crate) fn usdt_site(b: &mut Asm, name: &str, args: &str, semaphore: bool, bytes: &[u8]) -> AsmResult {
    b.usdt(PROVIDER, name, args, semaphore, bytes)
}

// ---------------------------------------------------------------------------------------
// usdt-nop / usdt-nop5 / usdt-nop-nop10: semaphore loops
// ---------------------------------------------------------------------------------------

/// Iterations of the catalog's semaphore loops.
const SEMA_ITERATIONS: u32 = 100;

/// The USDT site of [`usdt_semaphore_loop`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UsdtSite {
    /// `90` ([`crate::NOP1`]), note `probesim:nop`: emulated.
    Nop,
    /// The nop5 ([`crate::NOP5`]), note `probesim:nop5`: optimized on 6.18.
    Nop5,
    /// libbpf's 2026 `nop; nop10`: `90` then [`crate::NOP10`], note `probesim:nop_nop10`
    /// at the `90`; the nop10 (pc + 1) is an extra probe target. A uprobe on the nop10 is
    /// refused on 6.18 (CS prefix).
    NopNop10,
}

impl UsdtSite {
    /// The note's probe name (provider `probesim`).
    pub fn probe(self) -> &'static str {
        match self {
            UsdtSite::Nop => "nop",
            UsdtSite::Nop5 => "nop5",
            UsdtSite::NopNop10 => "nop_nop10",
        }
    }
}

/// Program `usdt-SITE-ITERATIONS` (e.g. `usdt-nop5-100`): a loop that counts how often a
/// USDT semaphore is active, around a USDT site with that semaphore.
///
/// `_start` loops `iterations` times (`iterations` ≥ 1): reads the semaphore
/// `probesim_<probe>_semaphore` (`movzx eax, word [sema]`, in `.probes`), counts the
/// iterations where it is non-zero (`USDT_SEMA_IS_ACTIVE`), then runs the USDT site
/// (note `probesim:<probe>`, args `8@%r12 2@%ax`: the iteration index and the semaphore
/// value just read). Then prints `sema-active=N` and `semaphore=V` (read after the loop)
/// and exits 0. Unprobed: both 0. USDT target: `probesim:<probe>` (kept out of
/// `probe_targets`: the kernel refuses a second uprobe at the same offset with a different
/// `ref_ctr_offset`).
///
/// With a uprobe at the note's pc and `ref_ctr_offset` = the semaphore's file offset (as
/// `usdt:PATH:probesim:<probe>` attaches): `iterations` hits, `sema-active=<iterations>`,
/// `semaphore=1`. The catalog's `usdt-nop`, `usdt-nop5`, `usdt-nop-nop10` are the three
/// sites with 100 iterations.
///
/// # Panics
/// If `iterations` is 0.
pub fn usdt_semaphore_loop(site: UsdtSite, iterations: u32) -> Program {
    assert!(iterations >= 1, "usdt_semaphore_loop: iterations must be at least 1");
    let name = format!("usdt-{}-{iterations}", site.probe().replace('_', "-"));
    sema_loop(&name, site, iterations)
        .summary(&format!("USDT site {} with a semaphore, {iterations} iterations", site.probe()))
        .done()
}

/// `_start` loops `iterations` times: reads the semaphore (`movzx eax, word
/// [sema]`), counts the iterations where it is non-zero, then runs the USDT site (args
/// `8@%r12 2@%ax`: the iteration index and the semaphore value just read). Then prints
/// `sema-active=N` and `semaphore=V` (the value read after the loop) and exits 0.
fn sema_loop(name: &str, site: UsdtSite, iterations: u32) -> ProgramBuilder {
    let probe = site.probe();
    let spec = format!("{PROVIDER}:{probe}");
    Program::builder(name)
        .code(|b| {
            use iced_x86::code_asm::*;
            let sema = b.usdt_semaphore(PROVIDER, probe);
            b.func("_start")?;
            b.xor(r12d, r12d)?;
            b.xor(r13d, r13d)?;
            let mut top = b.create_label();
            b.set_label(&mut top)?;
            b.movzx(eax, word_ptr(sema))?;
            b.xor(ecx, ecx)?;
            b.test(eax, eax)?;
            b.setnz(cl)?;
            b.add(r13, rcx)?;
            let args = "8@%r12 2@%ax";
            match site {
                UsdtSite::Nop => {
                    usdt_site(b, probe, args, true, NOP1)?;
                    b.probe_here()?;
                }
                UsdtSite::Nop5 => {
                    usdt_site(b, probe, args, true, NOP5)?;
                    b.probe_here()?;
                }
                UsdtSite::NopNop10 => {
                    usdt_site(b, probe, args, true, NOP1)?;
                    // The nop10 (pc + 1): where a nop10-aware tracer would attach.
                    b.probe_here()?;
                    b.db(NOP10)?;
                }
            }
            b.inc(r12d)?;
            b.cmp(r12d, iterations as i32)?;
            b.jb(top)?;
            b.movzx(ebx, word_ptr(sema))?;
            b.print_dec("sema-active=", r13)?;
            b.print_dec("semaphore=", rbx)?;
            b.exit(0)
        })
        .expect(Expected::exit(0, "sema-active=0\nsemaphore=0\n"))
        .usdt_targets(&[&spec])
}

/// A USDT site that is a single `nop` (`90`, classic `sys/sdt.h`), with a semaphore.
///
/// `_start` loops 100 times; each iteration reads the semaphore `probesim_nop_semaphore`
/// (`.probes`) and counts the iterations that saw it > 0 (`USDT_SEMA_IS_ACTIVE`), then
/// runs the site (note `probesim:nop`, args `8@%r12 2@%ax`). Prints `sema-active=N` and
/// `semaphore=V` (read after the loop), exits 0.
///
/// Unprobed: `sema-active=0`, `semaphore=0`. Measured on Linux 6.18 with a uprobe at the
/// note's pc: with `ref_ctr_offset` = the semaphore's file offset, 100 hits and
/// `sema-active=100`, `semaphore=1` (the kernel increments the counter once when it
/// installs the breakpoint into the mm); without `ref_ctr_offset`, 100 hits and
/// `sema-active=0`, `semaphore=0`. The `90` is emulated (one trap per hit). Two uprobes
/// with the same `ref_ctr_offset` (at pc and pc + 1): 100 hits each, `semaphore=2` (+1 per
/// installed breakpoint). A uprobe at pc with and another at pc without `ref_ctr_offset`:
/// the second `perf_event_open` fails with `EINVAL` (one `struct uprobe` per offset, and its
/// `ref_ctr_offset` must match), so USDT sites with a semaphore are not in `probe_targets`.
pub fn usdt_nop() -> Program {
    let doc = "A USDT site that is a single `nop` (`90`, classic `sys/sdt.h`), with a semaphore. `_start` loops 100 times; each iteration reads the semaphore `probesim_nop_semaphore` (`.probes`) and counts the iterations that saw it > 0 (`USDT_SEMA_IS_ACTIVE`), then runs the site (note `probesim:nop`, args `8@%r12 2@%ax`). Prints `sema-active=N` and `semaphore=V` (read after the loop), exits 0. Unprobed: `sema-active=0`, `semaphore=0`. Measured on Linux 6.18 with a uprobe at the note's pc: with `ref_ctr_offset` = the semaphore's file offset, 100 hits and `sema-active=100`, `semaphore=1` (the kernel increments the counter once when it installs the breakpoint into the mm); without `ref_ctr_offset`, 100 hits and `sema-active=0`, `semaphore=0`. The `90` is emulated (one trap per hit). Two uprobes with the same `ref_ctr_offset` (at pc and pc + 1): 100 hits each, `semaphore=2` (+1 per installed breakpoint). A uprobe at pc with and another at pc without `ref_ctr_offset`: the second `perf_event_open` fails with `EINVAL` (one `struct uprobe` per offset, and its `ref_ctr_offset` must match), so USDT sites with a semaphore are not in `probe_targets`.";
    sema_loop("usdt-nop", UsdtSite::Nop, SEMA_ITERATIONS)
        .summary("USDT site `90` with a semaphore, 100 iterations counting USDT_SEMA_IS_ACTIVE")
        .doc(doc)
        .done()
}

/// The same loop as `usdt-nop` with the site a nop5 (`0f 1f 44 00 00`, the kernel
/// selftests' `USDT_NOP`), note `probesim:nop5`, semaphore `probesim_nop5_semaphore`.
///
/// Unprobed: `sema-active=0`, `semaphore=0`. Measured on Linux 6.18 with a uprobe at the
/// note's pc: with the semaphore's `ref_ctr_offset`, 100 hits, `sema-active=100`,
/// `semaphore=1`; without, 100 hits, `sema-active=0`, `semaphore=0`. The site is optimized
/// after the first hit (it reads `e8 rel32` at exit: a call into `[uprobes-trampoline]`);
/// the loop keeps nothing below rsp, so the `call` is harmless here.
pub fn usdt_nop5() -> Program {
    let doc = "The same loop as `usdt-nop` with the site a nop5 (`0f 1f 44 00 00`, the kernel selftests' `USDT_NOP`), note `probesim:nop5`, semaphore `probesim_nop5_semaphore`. Unprobed: `sema-active=0`, `semaphore=0`. Measured on Linux 6.18 with a uprobe at the note's pc: with the semaphore's `ref_ctr_offset`, 100 hits, `sema-active=100`, `semaphore=1`; without, 100 hits, `sema-active=0`, `semaphore=0`. The site is optimized after the first hit (it reads `e8 rel32` at exit: a call into `[uprobes-trampoline]`); the loop keeps nothing below rsp, so the `call` is harmless here.";
    sema_loop("usdt-nop5", UsdtSite::Nop5, SEMA_ITERATIONS)
        .summary("USDT site nop5 with a semaphore, 100 iterations (optimized on 6.18)")
        .doc(doc)
        .done()
}

/// The same loop with libbpf's 2026 `nop; nop10` site: `90` then `66 2e 0f 1f 84 00 00 00
/// 00 00`; the note (`probesim:nop_nop10`, semaphore `probesim_nop_nop10_semaphore`)
/// points at the `90`, as libbpf `usdt.h` emits it. Old tracers attach at the `90`; a
/// nop10-aware tracer attaches at pc + 1 (the nop10, `_start+OFF` in `probe_targets`).
///
/// Unprobed: `sema-active=0`, `semaphore=0`. Measured on Linux 6.18: a uprobe at the
/// note's pc (the `90`, emulated) with the semaphore's `ref_ctr_offset` → 100 hits,
/// `sema-active=100`, `semaphore=1` (without it: 100 hits, 0, 0). A uprobe at pc + 1 (the
/// nop10): the kernel refuses the CS-prefixed instruction (`ENOTSUPP`, 524) when it tries
/// to install the breakpoint. Opened at the exec stop (the file already mapped), the
/// `perf_event_open` itself fails with 524; opened before the exec (`enable_on_exec`), it
/// succeeds but the breakpoint is never installed. Either way 0 hits, the site keeps its
/// bytes, and with the semaphore's `ref_ctr_offset` the semaphore stays 0
/// (`sema-active=0`, `semaphore=0`).
pub fn usdt_nop_nop10() -> Program {
    let doc = "The same loop with libbpf's 2026 `nop; nop10` site: `90` then `66 2e 0f 1f 84 00 00 00 00 00`; the note (`probesim:nop_nop10`, semaphore `probesim_nop_nop10_semaphore`) points at the `90`, as libbpf `usdt.h` emits it. Old tracers attach at the `90`; a nop10-aware tracer attaches at pc + 1 (the nop10, the `_start+OFF` probe target). Unprobed: `sema-active=0`, `semaphore=0`. Measured on Linux 6.18: a uprobe at the note's pc (the `90`, emulated) with the semaphore's `ref_ctr_offset` gives 100 hits, `sema-active=100`, `semaphore=1` (without it: 100 hits, 0, 0). A uprobe at pc + 1 (the nop10): the kernel refuses the CS-prefixed instruction (`ENOTSUPP`, 524) when it tries to install the breakpoint. Opened at the exec stop (the file already mapped), the `perf_event_open` itself fails with 524; opened before the exec (`enable_on_exec`), it succeeds but the breakpoint is never installed. Either way 0 hits, the site keeps its bytes, and with the semaphore's `ref_ctr_offset` the semaphore stays 0 (`sema-active=0`, `semaphore=0`).";
    sema_loop("usdt-nop-nop10", UsdtSite::NopNop10, SEMA_ITERATIONS)
        .summary("USDT site `90` + nop10 (note at the `90`) with a semaphore; the nop10 is refused on 6.18")
        .doc(doc)
        .done()
}

// ---------------------------------------------------------------------------------------
// red-zone-usdt / red-zone-nop10
// ---------------------------------------------------------------------------------------

/// Calls of `leaf` in the catalog's red-zone programs.
const RED_ZONE_CALLS: u32 = 1000;
/// What `leaf` keeps at `[rsp-8]`, `[rsp-16]`, `[rsp-24]` (the selftest's values).
const RED_ZONE_VALUES: [u64; 3] = [0x1111_1111_1111_1111, 0x2222_2222_2222_2222, 0x3333_3333_3333_3333];

/// `leaf` (no frame) stores [`RED_ZONE_VALUES`] at `[rsp-8]`/`[rsp-16]`/`[rsp-24]`, runs
/// the USDT site, reads them back and returns a bit mask of the clobbered slots (bit 0 =
/// `rsp-8`, bit 1 = `rsp-16`, bit 2 = `rsp-24`). `_start` calls it `calls`
/// times and prints `corrupted=N` (calls with any slot clobbered), then per slot
/// `rsp-8=N`, `rsp-16=N`, `rsp-24=N`, and exits 0.
fn red_zone_program(name: &str, probe: &str, site: &[u8], calls: u32) -> ProgramBuilder {
    let spec = format!("{PROVIDER}:{probe}");
    Program::builder(name)
        .code(|b| {
            use iced_x86::code_asm::*;
            let leaf = b.sym("leaf");
            b.func("_start")?;
            b.xor(r12d, r12d)?;
            b.xor(r13d, r13d)?;
            b.xor(r14d, r14d)?;
            b.xor(r15d, r15d)?;
            b.xor(ebx, ebx)?;
            let mut top = b.create_label();
            b.set_label(&mut top)?;
            b.call(leaf)?;
            for (shift, acc) in [(0u32, r14), (1, r15), (2, rbx)] {
                b.mov(ecx, eax)?;
                if shift > 0 {
                    b.shr(ecx, shift)?;
                }
                b.and(ecx, 1)?;
                b.add(acc, rcx)?;
            }
            b.xor(ecx, ecx)?;
            b.test(eax, eax)?;
            b.setnz(cl)?;
            b.add(r13, rcx)?;
            b.inc(r12d)?;
            b.cmp(r12d, calls as i32)?;
            b.jb(top)?;
            b.print_dec("corrupted=", r13)?;
            b.print_dec("rsp-8=", r14)?;
            b.print_dec("rsp-16=", r15)?;
            b.print_dec("rsp-24=", rbx)?;
            b.exit(0)?;

            b.func("leaf")?;
            b.mov(rax, RED_ZONE_VALUES[0])?;
            b.mov(qword_ptr(rsp - 8), rax)?;
            b.mov(rax, RED_ZONE_VALUES[1])?;
            b.mov(qword_ptr(rsp - 16), rax)?;
            b.mov(rax, RED_ZONE_VALUES[2])?;
            b.mov(qword_ptr(rsp - 24), rax)?;
            b.probe_here()?;
            usdt_site(b, probe, "8@-8(%rsp) 8@-16(%rsp) 8@-24(%rsp)", false, site)?;
            b.xor(eax, eax)?;
            b.xor(edx, edx)?;
            b.mov(rcx, RED_ZONE_VALUES[0])?;
            b.cmp(qword_ptr(rsp - 8), rcx)?;
            b.setne(al)?;
            b.mov(rcx, RED_ZONE_VALUES[1])?;
            b.cmp(qword_ptr(rsp - 16), rcx)?;
            b.setne(dl)?;
            b.lea(eax, dword_ptr(rax + rdx * 2))?;
            b.mov(rcx, RED_ZONE_VALUES[2])?;
            b.cmp(qword_ptr(rsp - 24), rcx)?;
            b.setne(dl)?;
            b.lea(eax, dword_ptr(rax + rdx * 4))?;
            b.ret()?;
            Ok(())
        })
        .expect(Expected::exit(0, "corrupted=0\nrsp-8=0\nrsp-16=0\nrsp-24=0\n"))
        .usdt_targets(&[&spec])
}

/// Program `red-zone-usdt-PROBE-CALLS`: a leaf that keeps three values in the red zone
/// across a USDT site, called `calls` times.
///
/// `leaf` (no frame) writes `0x1111…`, `0x2222…`, `0x3333…` to `-8/-16/-24(%rsp)`, runs
/// the USDT site `site` (note `probesim:<probe>`, no semaphore, args `8@-8(%rsp)
/// 8@-16(%rsp) 8@-24(%rsp)`; also the `leaf+0x2d` probe target), reads the slots back and
/// returns a bit mask of the clobbered ones. `_start` calls it `calls` times (`calls` ≥ 1),
/// prints `corrupted=N` (calls with any slot clobbered) and per slot `rsp-8=N`,
/// `rsp-16=N`, `rsp-24=N`, exits 0. Unprobed: all 0. USDT target: `probesim:<probe>`.
///
/// With [`crate::NOP5`] as the site and a uprobe on it on Linux 6.18, every hit after the
/// first goes through the optimized `call`, which clobbers all three slots:
/// `corrupted=<calls - 1>`. With [`crate::NOP10`], 6.18 refuses the probe; the proposed
/// fix B optimizes it without touching the red zone. The catalog's `red-zone-usdt` and
/// `red-zone-nop10` are (`red_zone`, nop5, 1000) and (`red_zone_nop10`, nop10, 1000).
///
/// # Panics
/// If `calls` is 0.
pub fn red_zone_usdt(probe: &str, site: &[u8], calls: u32) -> Program {
    assert!(calls >= 1, "red_zone_usdt: calls must be at least 1");
    let name = format!("red-zone-usdt-{}-{calls}", probe.replace('_', "-"));
    red_zone_program(&name, probe, site, calls)
        .summary(&format!("leaf keeps -8/-16/-24(%rsp) across USDT site {probe}, {calls} calls"))
        .done()
}

/// The red-zone test (the 6.18 nop5 clobber) with a USDT nop5 site.
///
/// `leaf` (a leaf, no frame) writes `0x1111…`, `0x2222…`, `0x3333…` to `-8/-16/-24(%rsp)`,
/// runs a USDT nop5 (`0f 1f 44 00 00`, note `probesim:red_zone`, no semaphore, args
/// `8@-8(%rsp) 8@-16(%rsp) 8@-24(%rsp)`; also the `leaf+OFF` probe target), reads the
/// slots back and returns a bit mask of the clobbered ones. `_start` calls it 1000 times,
/// prints `corrupted=N` (calls with any slot clobbered) and per slot `rsp-8=N`, `rsp-16=N`,
/// `rsp-24=N`, exits 0.
///
/// Unprobed: all 0. Measured on Linux 6.18 with a uprobe at the site: 1000 hits,
/// `corrupted=999`, `rsp-8=999`, `rsp-16=999`, `rsp-24=999`. The first hit traps (int3,
/// nothing written below rsp) and optimizes the site; from then on the site's `call` into
/// the trampoline writes the return address at `rsp-8`, the trampoline pushes rcx/r11/rax
/// at `rsp-16/-24/-32`, and `sys_uprobe` writes them back.
pub fn red_zone_usdt_nop5() -> Program {
    let doc = "The red-zone test with a USDT nop5 site. `leaf` (a leaf, no frame) writes `0x1111…`, `0x2222…`, `0x3333…` to `-8/-16/-24(%rsp)`, runs a USDT nop5 (`0f 1f 44 00 00`, note `probesim:red_zone`, no semaphore, args `8@-8(%rsp) 8@-16(%rsp) 8@-24(%rsp)`; also the `leaf+OFF` probe target), reads the slots back and returns a bit mask of the clobbered ones. `_start` calls it 1000 times, prints `corrupted=N` (calls with any slot clobbered) and per slot `rsp-8=N`, `rsp-16=N`, `rsp-24=N`, exits 0. Unprobed: all 0. Measured on Linux 6.18 with a uprobe at the site: 1000 hits, `corrupted=999`, `rsp-8=999`, `rsp-16=999`, `rsp-24=999`. The first hit traps (int3, nothing written below rsp) and optimizes the site; from then on the site's `call` into the trampoline writes the return address at `rsp-8`, the trampoline pushes rcx/r11/rax at `rsp-16/-24/-32`, and `sys_uprobe` writes them back.";
    red_zone_program("red-zone-usdt", "red_zone", NOP5, RED_ZONE_CALLS)
        .summary("leaf keeps -8/-16/-24(%rsp) across a USDT nop5 (6.18 optimized call clobbers them)")
        .doc(doc)
        .done()
}

/// The same red-zone leaf with a nop10 site (`66 2e 0f 1f 84 00 00 00 00 00`, note
/// `probesim:red_zone_nop10`, pc at the nop10), the encoding of the 2026 fix B, which
/// optimizes it to `lea -0x80(%rsp),%rsp; call` so the red zone survives.
///
/// Unprobed: all 0. Measured on Linux 6.18: the kernel refuses a uprobe on the nop10 (CS
/// prefix, `ENOTSUPP` = 524: `perf_event_open` fails when opened at the exec stop, and
/// succeeds without installing anything when opened before the exec): no breakpoint, 0
/// hits, output as unprobed. With fix B the expected outcome is 1000 hits and all counts 0
/// (inferred, not measured).
pub fn red_zone_nop10() -> Program {
    let doc = "The same red-zone leaf with a nop10 site (`66 2e 0f 1f 84 00 00 00 00 00`, note `probesim:red_zone_nop10`, pc at the nop10), the encoding of the 2026 fix B, which optimizes it to `lea -0x80(%rsp),%rsp; call` so the red zone survives. Unprobed: all 0. Measured on Linux 6.18: the kernel refuses a uprobe on the nop10 (CS prefix, `ENOTSUPP` = 524: `perf_event_open` fails when opened at the exec stop, and succeeds without installing anything when opened before the exec): no breakpoint, 0 hits, output as unprobed. With fix B the expected outcome is 1000 hits and all counts 0 (inferred, not measured).";
    red_zone_program("red-zone-nop10", "red_zone_nop10", NOP10, RED_ZONE_CALLS)
        .summary("red-zone leaf with a USDT nop10 site (cs prefix: refused on 6.18)")
        .doc(doc)
        .done()
}
