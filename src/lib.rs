//! probesim: a deterministic x86-64 machine simulator of Linux uprobe mechanics.
//!
//! A static ELF runs on a Unicorn-backed CPU ([`cpu`]); a simulated kernel ([`kernel`])
//! implements the uprobe paths of a chosen Linux version; [`machine`] ties them together
//! and produces a [`machine::Report`]. [`host`] runs the same ELF under real uprobes.
//!
//! ```no_run
//! use probesim::machine::{Machine, RunConfig};
//! use probesim::target::Target;
//! let target = Target::parse("sim:demo").unwrap();
//! let mut m = Machine::new(target.image().unwrap(), RunConfig::default()).unwrap();
//! m.attach("uprobe:sim:demo:compute").unwrap();
//! let exit = m.run().unwrap();
//! println!("{exit:?} {:?}", m.report("sim:demo").probes);
//! ```

pub mod abi;
pub mod bench;
pub mod cost;
pub mod cpu;
pub mod diff;
pub mod explain;
pub mod fastmap;
pub mod fmt;
pub mod kernel;
pub mod loader;
pub mod machine;
pub mod render;
pub mod session;
pub mod spec;
pub mod target;
pub mod trace;

pub use probesim_host as host;
