//! Kernel presets: which version's (or design's) probe mechanics to simulate.

use serde::Serialize;

/// A kernel version or design.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize)]
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
}

/// The mechanics a preset switches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// 6.11+: slot 0 holds the uretprobe syscall trampoline (else a single int3).
    pub uretprobe_syscall: bool,
    /// 6.16+: every canonical `x86_nops[len]` is emulated (610f6e14c29d); before, only
    /// opcode 0x90 (with prefixes) was.
    pub emulate_x86_nops: bool,
    /// 6.18: nop5 → call optimization and syscall 336.
    pub optimize_nop5: bool,
    /// 6.18 (4363264111e12): a handler that changed ip skips the probed instruction.
    pub skip_on_ip_change: bool,
}

impl Preset {
    /// Every preset with a one-line description.
    pub const ALL: [(Preset, &'static str); 3] = [
        (Preset::V6_10, "Linux 6.10: int3 uprobes; uretprobe trampoline = int3 in XOL slot 0"),
        (Preset::V6_11, "Linux 6.11: uretprobe syscall 335 trampoline (sys_uretprobe)"),
        (Preset::V6_18, "Linux 6.18 (default, this host): + nop5 -> call optimization, uprobe syscall 336"),
    ];

    /// Parses a preset name.
    pub fn parse(s: &str) -> Option<Preset> {
        Preset::ALL.iter().map(|(p, _)| *p).find(|p| p.name() == s)
    }

    /// The preset's name.
    pub fn name(self) -> &'static str {
        match self {
            Preset::V6_10 => "6.10",
            Preset::V6_11 => "6.11",
            Preset::V6_18 => "6.18",
        }
    }

    /// What it switches on.
    pub fn features(self) -> Features {
        match self {
            Preset::V6_10 => Features {
                uretprobe_syscall: false,
                emulate_x86_nops: false,
                optimize_nop5: false,
                skip_on_ip_change: false,
            },
            Preset::V6_11 => Features {
                uretprobe_syscall: true,
                emulate_x86_nops: false,
                optimize_nop5: false,
                skip_on_ip_change: false,
            },
            Preset::V6_18 => Features {
                uretprobe_syscall: true,
                emulate_x86_nops: true,
                optimize_nop5: true,
                skip_on_ip_change: true,
            },
        }
    }
}
