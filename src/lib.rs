//! probesim: a deterministic x86-64 machine simulator of Linux uprobe mechanics.
//!
//! A static or dynamic ELF runs on a Unicorn-backed CPU under a simulated kernel that
//! implements the uprobe paths of a chosen Linux version or design ([`presets`]); the
//! run ends in a [`report::Report`]. Same inputs, byte-identical outputs.
//!
//! **What is promised** to a crate that depends on this one: [`prelude`] (one `use` for
//! most tests); [`machine`]'s [`Machine`](machine::Machine),
//! [`ProbeHandle`](machine::ProbeHandle), [`RunConfig`](machine::RunConfig),
//! [`Until`](machine::Until), [`Stop`](machine::Stop) and
//! [`SimError`](machine::SimError); [`consumers`] (the
//! [`UprobeConsumer`](consumers::UprobeConsumer) trait, its
//! [`ProbeContext`](consumers::ProbeContext), closures as consumers, the
//! [`Recorder`](consumers::Recorder)); [`report`]; [`presets`]; [`guests`] (programs to
//! run, and a builder for your own); `testing` (feature `testing`: proptest strategies,
//! `differences` between reports, exploration for tests, insta
//! settings); [`explore`]'s `Plan`, `Strategy` and `ExploreReport`; and, to run a file or
//! a command as the CLI does, [`session::RunRequest`] with [`target::Target`] and
//! [`explain::explain`]. The rest ([`abi`], [`attach`], [`loader`] beyond `Image`, and the
//! modules these docs hide: `kernel`, `cpu`, `fastmap`, `fmt`, `render`, `cost`, `bench`,
//! `cpudiff`, [`Machine::kernel`](machine::Machine)) is public for the command-line tool,
//! `explain` and this crate's own tests, and may change.
//!
//! The default feature `cli` builds what only the command-line tool needs: the binary,
//! the native runs under real uprobes (`host`, `session::real`, `session::run_real`),
//! `diff`, `bench` and `cost`, with the `probesim-host` and `real-programs` crates. A
//! crate that uses the simulator as a library depends on probesim with
//! `default-features = false`.
//!
//! Most tests need only the [`prelude`]. The how-tos below are doctests: they run.
//!
//! # Attach a probe and count its hits
//!
//! ```
//! use probesim::prelude::*;
//!
//! let program = probesim::guests::find("demo").unwrap(); // a bundled guest
//! let image = Image::parse(program.to_elf()).unwrap();
//! let mut m = Machine::new(image, RunConfig::default()).unwrap();
//! let compute = m.attach("uprobe:demo:compute").unwrap();
//! let exit = m.run().unwrap();
//! assert_eq!(exit, Exit::Exited(0));
//! assert_eq!(m.hits(&compute), 10);
//! let report = m.report("demo").unwrap();
//! assert_eq!(report.probes[0].hits, 10);
//! ```
//!
//! # Write a consumer that checks registers
//!
//! A consumer is any `'static` type implementing [`consumers::UprobeConsumer`]; the
//! handle that [`machine::Machine::attach_consumer`] returns gives it back, typed, after
//! the run.
//!
//! ```
//! use probesim::prelude::*;
//!
//! #[derive(Default)]
//! struct StackAligned { bad: u32 }
//! impl UprobeConsumer for StackAligned {
//!     fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
//!         // At a function's entry the return address was just pushed: sp = 8 mod 16.
//!         if ctx.reg(Reg::Rsp) % 16 != 8 {
//!             self.bad += 1;
//!         }
//!         HandlerResult::Keep
//!     }
//! }
//!
//! let image = Image::parse(probesim::guests::find("nested-calls").unwrap().to_elf()).unwrap();
//! let mut m = Machine::new(image, RunConfig::default()).unwrap();
//! let h = m.attach_consumer("uprobe:nested-calls:level2", StackAligned::default()).unwrap();
//! m.run().unwrap();
//! assert!(m.hits(&h) > 0);
//! assert_eq!(m.consumer(&h).bad, 0);
//! ```
//!
//! # Snapshot the registers at every hit
//!
//! [`consumers::Recorder`] keeps a [`consumers::HitRecord`] per hit (entry or return,
//! address, instruction stamp, pid, tid, every register); it serializes for insta.
//!
//! ```
//! use probesim::prelude::*;
//!
//! let image = Image::parse(probesim::guests::find("bench-ret").unwrap().to_elf()).unwrap();
//! for preset in [Preset::V6_10, Preset::V6_18] {
//!     let mut m = Machine::new(image.clone(), RunConfig { preset, ..RunConfig::default() }).unwrap();
//!     let h = m.attach_consumer("uretprobe:bench-ret:uprobe_target_ret", Recorder::ret()).unwrap();
//!     m.run().unwrap();
//!     let hits = &m.consumer(&h).hits;
//!     assert!(!hits.is_empty());
//!     // At the return, ip is the caller's address after the call: never the trampoline.
//!     let json = serde_json::to_string(&hits[0]).unwrap();
//!     assert!(json.contains("\"at\":\"return\""));
//! }
//! ```
//!
//! # Build a guest
//!
//! Guests are x86-64 code assembled with iced-x86 (`code_asm`) through
//! [`guests::Program::builder`], with runtime routines for printing, exit,
//! setjmp/longjmp and fork; nothing is written to disk.
//!
//! ```
//! use probesim::guests::prelude::*;
//! use probesim::prelude::*;
//!
//! let program = Program::builder("square")
//!     .function("_start", |a| {
//!         a.mov(edi, 7)?;
//!         a.call_sym("square")?;
//!         a.print_dec("square=", rax)?;
//!         a.exit(0)
//!     })
//!     .function("square", |a| {
//!         a.mov(rax, rdi)?;
//!         a.imul_2(rax, rdi)?;
//!         a.ret()?;
//!         Ok(())
//!     })
//!     .build()
//!     .unwrap();
//! let mut m = Machine::from_program(&program, RunConfig::default()).unwrap();
//! let h = m.attach("uretprobe:square:square").unwrap();
//! m.run().unwrap();
//! assert_eq!(m.hits(&h), 1);
//! assert_eq!(m.report("square").unwrap().stdout, "square=49\n");
//! ```
//!
//! # A uretprobe depth property
//!
//! Linux keeps at most 64 pending return instances per task (`MAX_URETPROBE_DEPTH`): a
//! recursion `d` deep gets `min(d, 64)` return-handler runs.
//!
//! ```
//! use probesim::prelude::*;
//!
//! for (name, depth) in [("recursion-63", 63), ("recursion-64", 64), ("recursion-65", 65), ("recursion", 101)] {
//!     let program = probesim::guests::find(name).unwrap();
//!     let mut m = Machine::new(Image::parse(program.to_elf()).unwrap(), RunConfig::default()).unwrap();
//!     let h = m.attach(&format!("uretprobe:{name}:recurse")).unwrap();
//!     m.run().unwrap();
//!     assert_eq!(m.hits(&h), depth.min(64));
//! }
//! ```
//!
//! # Compare two presets
//!
//! ```
//! use probesim::prelude::*;
//!
//! // The 6.18 nop5 optimization writes into the red zone; the jmp-slot design does not.
//! let image = Image::parse(probesim::guests::find("red-zone").unwrap().to_elf()).unwrap();
//! let run = |preset| {
//!     let mut m = Machine::new(image.clone(), RunConfig { preset, ..RunConfig::default() }).unwrap();
//!     m.attach("uprobe:red-zone:leaf+0xa").unwrap();
//!     m.run().unwrap();
//!     m.report("red-zone").unwrap()
//! };
//! let (a, b) = (run(Preset::V6_18), run(Preset::JmpSlot2026));
//! assert!(a.red_zone.writes > 0);
//! assert_eq!(b.red_zone.writes, 0);
//! assert_ne!(a.stdout, b.stdout);
//! ```
//!
//! # Explain a hit from code
//!
//! ```
//! use probesim::session::RunRequest;
//! use probesim::target::Target;
//!
//! let req = RunRequest::new(Target::parse("sim:bench-ret").unwrap(), vec!["uprobe:sim:bench-ret:uprobe_target_ret".into()]);
//! let e = probesim::explain::explain(&req, 1).unwrap();
//! let text = e.text();
//! assert!(text.contains("handle_singlestep"));
//! ```

pub mod abi;
pub mod attach;
#[cfg(feature = "cli")]
#[doc(hidden)]
pub mod bench;
pub mod bpftrace;
pub mod consumers;
#[cfg(feature = "cli")]
#[doc(hidden)]
pub mod cost;
#[doc(hidden)]
pub mod cpu;
#[doc(hidden)]
pub mod cpudiff;
#[cfg(feature = "cli")]
pub mod diff;
pub mod explain;
pub mod explore;
#[doc(hidden)]
pub mod fastmap;
#[doc(hidden)]
pub mod fmt;
#[doc(hidden)]
pub mod kernel;
pub mod loader;
pub mod machine;
pub mod probe_script;
#[cfg(feature = "cli")]
pub mod probediff;
#[doc(hidden)]
pub mod render;
pub mod report;
pub mod session;
pub mod spec;
pub mod target;
#[cfg(feature = "testing")]
pub mod testing;
pub mod trace;
pub mod usdt;

/// The real-kernel oracle (crate `probesim-host`; feature `cli`).
#[cfg(feature = "cli")]
pub use probesim_host as host;

/// Guest programs: the bundled catalog (`find`, `catalog`) and its generators, written
/// with iced-x86 and exported as static ELF files.
pub use sim_programs as guests;

/// The kernel versions and designs a machine can simulate.
pub mod presets {
    pub use crate::kernel::preset::{Features, OptDesign, Preset};
}

/// What most tests need, in one `use`.
pub mod prelude {
    pub use crate::consumers::{
        on_entry, on_entry_with, on_return, on_return_with, HandlerResult, HitAt, HitRecord, ProbeContext, Recorder,
        UprobeConsumer,
    };
    pub use crate::cpu::{Reg, Regs};
    pub use crate::kernel::exit::Exit;
    pub use crate::kernel::KernelConfig;
    pub use crate::loader::Image;
    pub use crate::machine::{Machine, ProbeHandle, RunConfig, SimError, Stop, Until};
    pub use crate::presets::Preset;
    pub use crate::report::Report;
}
