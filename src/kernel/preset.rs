//! Kernel presets: which version's (or design's) probe mechanics to simulate.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A kernel version or design. Its text form ([`fmt::Display`], [`FromStr`], serde) is
/// its [`Preset::name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Preset {
    /// Linux 6.10: the uretprobe trampoline is an int3 in XOL slot 0.
    #[serde(rename = "6.10")]
    V6_10,
    /// Linux 6.11: the uretprobe syscall (335) trampoline.
    #[serde(rename = "6.11")]
    V6_11,
    /// Linux 6.18 (this machine's kernel): adds the nop5 → call optimization and the
    /// uprobe syscall (336), emulation of every `x86_nops[]` form, and skipping the
    /// probed instruction when a handler changed ip.
    #[default]
    #[serde(rename = "6.18")]
    V6_18,
    /// 6.18 with Fix A of the red-zone bug (Andrii Nakryiko, posted 2026-05-08): `jmp`
    /// to a per-probe 16-byte slot that moves rsp below the red zone first. Source: the
    /// posted patch description; details not in it (slot placement, errno) are
    /// inferred.
    #[serde(rename = "jmpslot-2026")]
    JmpSlot2026,
    /// 6.18 with Fix B (Jiri Olsa, nop10, posted 2026-05-10/11): nop10 sites become
    /// `lea -0x80(%rsp),%rsp; call` and the trampoline ends with `ret $0x80`. Source: the
    /// posted series and its selftests (not confirmed on a kernel); nop5 sites are not
    /// optimized (inferred).
    #[serde(rename = "nop10-2026")]
    Nop10_2026,
}

impl fmt::Display for Preset {
    /// The name: `6.18`, `jmpslot-2026`, …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Preset {
    type Err = UnknownPreset;

    /// A preset by name; the error lists the valid names.
    fn from_str(s: &str) -> Result<Preset, UnknownPreset> {
        Preset::parse(s).ok_or_else(|| UnknownPreset { name: s.to_string() })
    }
}

/// A name that is no preset's (from [`Preset`]'s [`FromStr`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown kernel preset `{name}` (valid: {})", Preset::iter().map(Preset::name).collect::<Vec<_>>().join(", "))]
#[non_exhaustive]
pub struct UnknownPreset {
    /// The name given.
    pub name: String,
}

/// Which optimized probe path a preset has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptDesign {
    /// No optimization: every hit traps.
    None,
    /// 6.18: nop5 → `call` into `[uprobes-trampoline]`.
    Nop5Call,
    /// Fix A: nop5 → `jmp` into a per-probe 16-byte slot.
    JmpSlot,
    /// Fix B: nop10 → `lea -0x80(%rsp),%rsp; call`, trampoline `ret $0x80`.
    Nop10,
}

/// Design variants that the arguments for the 2026 designs reject, switched on over a
/// preset (options, not presets: `--variant`, [`crate::kernel::KernelConfig::variants`]).
/// Each exists to show, by exploration, the race its design avoids; none is a kernel's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variants {
    /// `jmpslot-2026` only: a detached probe's trampoline slot goes back to the free
    /// slots at once, so the next optimized probe gets it. The posted design never
    /// reassigns a slot, "because a thread can remain in a trampoline for an unbounded
    /// time": a thread parked between `jmp slot_N` and its `syscall` then resumes at the
    /// new probe's site.
    pub eager_slot_reuse: bool,
    /// `nop10-2026` only: unoptimize writes back all ten original bytes, not only the
    /// 5-byte NOP prefix (which leaves the old `call rel32` as the nop10's SIB and
    /// displacement), so a thread between the `lea` and the `call` resumes in the
    /// middle of the restored NOP with rsp 128 bytes down.
    pub naive_restore: bool,
}

impl Variants {
    /// The variant named `name` (`eager-reuse`, `naive-restore`) switched on in `self`;
    /// `None` for an unknown name.
    pub fn with(self, name: &str) -> Option<Variants> {
        match name {
            "eager-reuse" => Some(Variants { eager_slot_reuse: true, ..self }),
            "naive-restore" => Some(Variants { naive_restore: true, ..self }),
            _ => None,
        }
    }

    /// The names of the variants switched on, in the order `--variant` lists them.
    pub fn names(self) -> Vec<&'static str> {
        let mut v = Vec::new();
        if self.eager_slot_reuse {
            v.push("eager-reuse");
        }
        if self.naive_restore {
            v.push("naive-restore");
        }
        v
    }
}

/// The mechanics a preset switches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// 6.11+: slot 0 holds the uretprobe syscall trampoline (else a single int3).
    pub uretprobe_syscall: bool,
    /// 6.16+: every canonical `x86_nops[len]` is emulated (610f6e14c29d); before, only
    /// opcode 0x90 (with prefixes) was.
    pub emulate_x86_nops: bool,
    /// The optimized path (and syscall 336) if any.
    pub optimize: OptDesign,
    /// 6.18 (4363264111e12): a handler that changed ip skips the probed instruction.
    pub skip_on_ip_change: bool,
    /// 6.13+: a return instance holds an SRCU lease on its uprobe (`struct hprobe`),
    /// expired by `ri_timer` and by `uprobe_unregister_sync()`, and a uprobe lives as
    /// long as its refcount (else: it leaves the tree with its last consumer).
    pub hprobe: bool,
    /// 6.12+ (d4148aeab412): only an anonymous private mapping whose length is a
    /// multiple of `PMD_SIZE`, with no address hint, is THP-aligned (before: any of at
    /// least `PMD_SIZE`); 6.13+: a THP-aligned search that gets its hint keeps it.
    pub thp_align_limited: bool,
    /// Rejected design variants switched on (none in any preset).
    pub variants: Variants,
}

impl Preset {
    /// Every preset with a one-line description.
    pub const ALL: [(Preset, &'static str); 5] = [
        (Preset::V6_10, "Linux 6.10: int3 uprobes; uretprobe trampoline = int3 in XOL slot 0"),
        (Preset::V6_11, "Linux 6.11: uretprobe syscall 335 trampoline (sys_uretprobe)"),
        (Preset::V6_18, "Linux 6.18 (default, this host): + nop5 -> call optimization, uprobe syscall 336"),
        (Preset::JmpSlot2026, "6.18 + Fix A (2026-05-08): nop5 -> jmp to a 16-byte slot below the red zone, iret"),
        (Preset::Nop10_2026, "6.18 + Fix B (2026-05): nop10 -> lea -0x80(%rsp) + call, trampoline ret $0x80"),
    ];

    /// Every preset, in [`Preset::ALL`] order.
    pub fn iter() -> impl ExactSizeIterator<Item = Preset> + Clone {
        Preset::ALL.into_iter().map(|(p, _)| p)
    }

    /// The one-line description (as `probesim presets` prints it).
    pub fn description(self) -> &'static str {
        Preset::ALL.iter().find(|(p, _)| *p == self).map_or("", |(_, d)| d)
    }

    /// Parses a preset name (`None` for an unknown one; [`FromStr`] says which exist).
    pub fn parse(s: &str) -> Option<Preset> {
        Preset::iter().find(|p| p.name() == s)
    }

    /// The preset's name.
    pub fn name(self) -> &'static str {
        match self {
            Preset::V6_10 => "6.10",
            Preset::V6_11 => "6.11",
            Preset::V6_18 => "6.18",
            Preset::JmpSlot2026 => "jmpslot-2026",
            Preset::Nop10_2026 => "nop10-2026",
        }
    }

    /// What it switches on.
    pub fn features(self) -> Features {
        match self {
            Preset::V6_10 => Features {
                uretprobe_syscall: false,
                emulate_x86_nops: false,
                optimize: OptDesign::None,
                skip_on_ip_change: false,
                hprobe: false,
                thp_align_limited: false,
                variants: Variants::default(),
            },
            Preset::V6_11 => Features {
                uretprobe_syscall: true,
                emulate_x86_nops: false,
                optimize: OptDesign::None,
                skip_on_ip_change: false,
                hprobe: false,
                thp_align_limited: false,
                variants: Variants::default(),
            },
            Preset::V6_18 => Features {
                uretprobe_syscall: true,
                emulate_x86_nops: true,
                optimize: OptDesign::Nop5Call,
                skip_on_ip_change: true,
                hprobe: true,
                thp_align_limited: true,
                variants: Variants::default(),
            },
            Preset::JmpSlot2026 => Features { optimize: OptDesign::JmpSlot, ..Preset::V6_18.features() },
            Preset::Nop10_2026 => Features { optimize: OptDesign::Nop10, ..Preset::V6_18.features() },
        }
    }
}
