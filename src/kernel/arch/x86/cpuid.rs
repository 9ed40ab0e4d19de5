//! The simulated CPU as the guest sees it: what `cpuid` answers, the time stamp counter's
//! rate, and the mask a native run needs to see the same CPU through glibc.
//!
//! The answers are a fixed [`CpuModel`], never the host's: the same program takes the same
//! path on every host. The default model, `haswell`, is an Intel Haswell (family 6, model
//! 60) reduced to exactly what the CPU engine executes: its SSE4.2, POPCNT, AES, PCLMULQDQ,
//! MOVBE, BMI1/BMI2, LZCNT, FSGSBASE, XSAVE/XSAVEOPT, RDTSCP and RDRAND, and none of what it
//! cannot run (AVX, AVX2, FMA, F16C, AVX-512, TSX, SHA, RDPID). The `x86-64` model is the
//! psABI baseline (SSE2, and SSE3, which glibc cannot mask on a native run), for a
//! program that must take libc's plainest paths.
//!
//! | leaf | `haswell` | `x86-64` |
//! |---|---|---|
//! | 0 | max leaf 0xd, `GenuineIntel` | max leaf 4, `GenuineIntel` |
//! | 1 | family 6 model 60 stepping 3; one logical CPU (no HTT); SSE3, PCLMULQDQ, SSSE3, CX16, SSE4.1, SSE4.2, MOVBE, POPCNT, AES, XSAVE, OSXSAVE, RDRAND; the x87/MMX/SSE/SSE2 base | family 6 model 60 stepping 3; the base and SSE3 |
//! | 2 | descriptor 0xff: "see leaf 4" | the same |
//! | 4 | L1d 32 KiB 8-way, L1i 32 KiB 8-way, L2 256 KiB 8-way, L3 8 MiB 16-way inclusive, 64-byte lines | the same |
//! | 7.0 | FSGSBASE, BMI1, BMI2 | none |
//! | 0xd | XCR0 may hold x87 and SSE (576-byte area); 0xd.1: XSAVEOPT | (beyond the max leaf) |
//! | 0x8000_0001 | LAHF/SAHF, LZCNT; SYSCALL, NX, RDTSCP, LM | SYSCALL, NX, LM |
//! | 0x8000_0002..4 | brand string `probesim virtual Haswell @ 1.00GHz` | `probesim virtual x86-64 @ 1.00GHz` |
//! | 0x8000_0006 | L2 256 KiB 8-way, 64-byte lines | the same |
//! | 0x8000_0007 | invariant TSC | the same |
//! | 0x8000_0008 | 39 physical, 48 virtual address bits | the same |
//!
//! A leaf above the maximum (basic or extended) answers what the highest basic leaf
//! answers, as Intel CPUs do; subleaves a leaf does not have are zero.
//!
//! glibc 2.36 (`init_cpu_features`, `dl_init_cacheinfo`) reads from this: on `haswell`
//! its IFUNCs pick the SSE2/SSSE3/SSE4 variants (`__strlen_sse2`,
//! `__memmove_sse2_unaligned`), no AVX; cache sizes from leaf 4 (one thread, so the whole
//! L3 is its share) give a data cache of 32 KiB, a shared cache of 8 MiB and a
//! non-temporal threshold of 6 MiB, and with neither AVX nor FSRM the `rep movsb`
//! threshold is 2048. [`native_view`] says how to make the host's glibc see the same.
//!
//! # Differs from real hardware
//! - ERMS (leaf 7 ebx bit 9) is not advertised although `rep movsb` of course runs: it is
//!   a speed hint only, and without it glibc 2.36 takes the `rep movsb`-free `memmove` on
//!   every host, including AMD hosts, where its `rep movsb` upper bound is the host's L2
//!   size, which no tunable sets.
//! - No HYPERVISOR bit, no MONITOR/MWAIT, no leaf 0xb topology: one CPU, no hypervisor.
//! - `xgetbv` is not modelled: it returns the engine's XCR0.

/// Virtual time: guest instructions per virtual second. One instruction is one
/// nanosecond, and the time stamp counter (`rdtsc`, `rdtscp`) ticks once per instruction:
/// a 1 GHz invariant TSC. The one rate constant of the simulator's clocks.
pub const VIRTUAL_HZ: u64 = 1_000_000_000;

/// The TSC value after `insns` guest instructions (see [`VIRTUAL_HZ`]).
pub fn tsc_at(insns: u64) -> u64 {
    // One tick per instruction at VIRTUAL_HZ, which is also the TSC's frequency.
    insns
}

/// The value `rdtscp` leaves in ecx: `IA32_TSC_AUX`, which Linux sets to the CPU number
/// (and node, zero here) of the one CPU.
pub const TSC_AUX: u32 = 0;

/// A named CPU model (`--cpu NAME`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CpuModel {
    /// Intel Haswell as the engine runs it (the default).
    #[default]
    Haswell,
    /// The x86-64 psABI baseline (SSE2) and SSE3.
    X86_64,
}

/// Feature bits, by leaf and register.
mod bit {
    /// Leaf 1 ecx.
    pub const SSE3: u32 = 1 << 0;
    pub const PCLMULQDQ: u32 = 1 << 1;
    pub const SSSE3: u32 = 1 << 9;
    pub const FMA: u32 = 1 << 12;
    pub const CX16: u32 = 1 << 13;
    pub const SSE4_1: u32 = 1 << 19;
    pub const SSE4_2: u32 = 1 << 20;
    pub const MOVBE: u32 = 1 << 22;
    pub const POPCNT: u32 = 1 << 23;
    pub const AES: u32 = 1 << 25;
    pub const XSAVE: u32 = 1 << 26;
    pub const OSXSAVE: u32 = 1 << 27;
    pub const AVX: u32 = 1 << 28;
    pub const RDRAND: u32 = 1 << 30;
    /// Leaf 1 edx: FPU DE PSE TSC MSR PAE MCE CX8 APIC SEP MTRR PGE MCA CMOV PAT PSE36
    /// CLFLUSH MMX FXSR SSE SSE2 (no HTT: one logical CPU).
    pub const BASE_EDX: u32 = 0x078b_fbfd;
    /// Leaf 7 ebx.
    pub const FSGSBASE: u32 = 1 << 0;
    pub const BMI1: u32 = 1 << 3;
    pub const AVX2: u32 = 1 << 5;
    pub const BMI2: u32 = 1 << 8;
    pub const ERMS: u32 = 1 << 9;
    pub const RTM: u32 = 1 << 11;
    pub const AVX512F: u32 = 1 << 16;
    pub const AVX512DQ: u32 = 1 << 17;
    pub const AVX512CD: u32 = 1 << 28;
    pub const AVX512BW: u32 = 1 << 30;
    pub const AVX512VL: u32 = 1 << 31;
    /// Leaf 0x8000_0001 ecx.
    pub const LAHF_LM: u32 = 1 << 0;
    pub const LZCNT: u32 = 1 << 5;
    pub const FMA4: u32 = 1 << 16;
    /// Leaf 0x8000_0001 edx.
    pub const SYSCALL: u32 = 1 << 11;
    pub const NX: u32 = 1 << 20;
    pub const RDTSCP: u32 = 1 << 27;
    pub const LM: u32 = 1 << 29;
    /// Leaf 0xd.1 eax.
    pub const XSAVEOPT: u32 = 1 << 0;
    pub const XSAVEC: u32 = 1 << 1;
}

/// One cache level as leaf 4 describes it.
struct Cache {
    /// 1 data, 2 instruction, 3 unified.
    kind: u32,
    level: u32,
    ways: u32,
    /// Bytes.
    size: u32,
    /// Leaf 4 edx bit 1: inclusive of the lower levels.
    inclusive: bool,
}

/// Bytes per cache line.
const LINE: u32 = 64;

/// The caches of both models (leaf 4 order).
const CACHES: [Cache; 4] = [
    Cache { kind: 1, level: 1, ways: 8, size: 32 << 10, inclusive: false },
    Cache { kind: 2, level: 1, ways: 8, size: 32 << 10, inclusive: false },
    Cache { kind: 3, level: 2, ways: 8, size: 256 << 10, inclusive: false },
    Cache { kind: 3, level: 3, ways: 16, size: 8 << 20, inclusive: true },
];

/// The XSAVE area for x87 and SSE state: the 512-byte legacy region and the 64-byte header.
const XSAVE_BYTES: u32 = 576;

impl CpuModel {
    /// Every model, the default first.
    pub const ALL: [CpuModel; 2] = [CpuModel::Haswell, CpuModel::X86_64];

    /// The model's name, as `--cpu` takes it and the report shows it.
    pub fn name(self) -> &'static str {
        match self {
            CpuModel::Haswell => "haswell",
            CpuModel::X86_64 => "x86-64",
        }
    }

    /// The model called `name`.
    pub fn from_name(name: &str) -> Option<CpuModel> {
        CpuModel::ALL.into_iter().find(|m| m.name() == name)
    }

    /// One line about the model (`probesim cpus`).
    pub fn summary(self) -> &'static str {
        match self {
            CpuModel::Haswell => {
                "Intel Haswell as the engine runs it: SSE4.2, POPCNT, AES, MOVBE, BMI1/2, LZCNT, RDRAND; no AVX (default)"
            }
            CpuModel::X86_64 => "the x86-64 baseline (SSE2) and SSE3; no SSSE3, SSE4, POPCNT, BMI, RDRAND",
        }
    }

    /// The highest basic leaf.
    fn max_basic(self) -> u32 {
        match self {
            CpuModel::Haswell => 0xd,
            CpuModel::X86_64 => 4,
        }
    }

    /// Leaf 1 ecx.
    fn leaf1_ecx(self) -> u32 {
        use bit::*;
        match self {
            CpuModel::Haswell => {
                SSE3 | PCLMULQDQ | SSSE3 | CX16 | SSE4_1 | SSE4_2 | MOVBE | POPCNT | AES | XSAVE | OSXSAVE | RDRAND
            }
            // SSE3 too: glibc 2.36 cannot mask it on a native run, and every x86-64
            // CPU since 2005 has it.
            CpuModel::X86_64 => SSE3,
        }
    }

    /// Leaf 7.0 ebx.
    fn leaf7_ebx(self) -> u32 {
        match self {
            CpuModel::Haswell => bit::FSGSBASE | bit::BMI1 | bit::BMI2,
            CpuModel::X86_64 => 0,
        }
    }

    /// Leaf 0x8000_0001 ecx and edx.
    fn ext1(self) -> (u32, u32) {
        use bit::*;
        match self {
            CpuModel::Haswell => (LAHF_LM | LZCNT, SYSCALL | NX | RDTSCP | LM),
            CpuModel::X86_64 => (0, SYSCALL | NX | LM),
        }
    }

    /// The brand string (leaves 0x8000_0002..4), NUL-padded to 48 bytes.
    fn brand(self) -> [u8; 48] {
        let text = match self {
            CpuModel::Haswell => "probesim virtual Haswell @ 1.00GHz",
            CpuModel::X86_64 => "probesim virtual x86-64 @ 1.00GHz",
        };
        let mut b = [0u8; 48];
        b[..text.len()].copy_from_slice(text.as_bytes());
        b
    }

    /// What `cpuid` returns for `leaf` and `subleaf`: `[eax, ebx, ecx, edx]`.
    ///
    /// Models the CPU's `cpuid` instruction (which Linux lets user space run unfiltered
    /// unless CPUID faulting is on; it is off for ordinary processes).
    pub fn cpuid(self, leaf: u32, subleaf: u32) -> [u32; 4] {
        let max_ext = 0x8000_0008;
        if leaf > self.max_basic() && leaf < 0x8000_0000 || leaf > max_ext {
            // Intel: out-of-range leaves answer as the highest basic leaf.
            return self.cpuid(self.max_basic(), subleaf);
        }
        let words = |s: &[u8]| -> [u32; 4] {
            let w = |i: usize| u32::from_le_bytes([s[i], s[i + 1], s[i + 2], s[i + 3]]);
            [w(0), w(4), w(8), w(12)]
        };
        match leaf {
            // "GenuineIntel" in ebx, edx, ecx.
            0 => [self.max_basic(), 0x756e_6547, 0x6c65_746e, 0x4965_6e69],
            // Family 6, model 0x3c (extended model 3, model 0xc), stepping 3. ebx: CLFLUSH
            // line 8 quadwords, one logical processor, APIC id 0.
            1 => [0x0003_06c3, 0x0001_0800, self.leaf1_ecx(), bit::BASE_EDX],
            // One round; descriptor 0xff: the caches are in leaf 4.
            2 => [0x0000_ff01, 0, 0, 0],
            4 => match CACHES.get(subleaf as usize) {
                Some(c) => {
                    let sets = c.size / (c.ways * LINE);
                    let eax = c.kind | c.level << 5 | 1 << 8;
                    let ebx = (c.ways - 1) << 22 | (LINE - 1);
                    [eax, ebx, sets - 1, u32::from(c.inclusive) << 1]
                }
                None => [0; 4],
            },
            7 if subleaf == 0 => [0, self.leaf7_ebx(), 0, 0],
            0xd if subleaf == 0 => [0x3, XSAVE_BYTES, XSAVE_BYTES, 0],
            0xd if subleaf == 1 => [bit::XSAVEOPT, 0, 0, 0],
            0x8000_0000 => [max_ext, 0, 0, 0],
            0x8000_0001 => {
                let (ecx, edx) = self.ext1();
                [0, 0, ecx, edx]
            }
            0x8000_0002..=0x8000_0004 => {
                let i = (leaf - 0x8000_0002) as usize * 16;
                words(&self.brand()[i..i + 16])
            }
            // L2: size in KiB, associativity code 6 (8-way), line size.
            0x8000_0006 => [0, 0, CACHES[2].size >> 10 << 16 | 0x6 << 12 | LINE, 0],
            // Invariant TSC.
            0x8000_0007 => [0, 0, 0, 1 << 8],
            0x8000_0008 => [0x3027, 0, 0, 0],
            _ => [0; 4],
        }
    }

    /// Whether the model has the feature glibc calls `name` (a [`GLIBC_FEATURES`] entry).
    fn has(self, f: &GlibcFeature) -> bool {
        let max = if f.leaf >= 0x8000_0000 { self.cpuid(0x8000_0000, 0)[0] } else { self.max_basic() };
        if f.leaf > max {
            return false;
        }
        let r = self.cpuid(f.leaf, f.subleaf);
        r[f.reg] & f.bit != 0
    }
}

impl std::fmt::Display for CpuModel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A CPU feature glibc 2.36's `glibc.cpu.hwcaps` tunable can switch off, and where
/// `cpuid` reports it.
struct GlibcFeature {
    /// The name the tunable takes (`sysdeps/x86/include/cpu-features.h`).
    name: &'static str,
    leaf: u32,
    subleaf: u32,
    /// 0 eax, 1 ebx, 2 ecx, 3 edx.
    reg: usize,
    bit: u32,
}

/// The features glibc 2.36 selects IFUNCs by and `glibc.cpu.hwcaps=-NAME` masks
/// (`TUNABLE_CALLBACK (set_hwcaps)` in `sysdeps/x86/cpu-tunables.c`; each one the host
/// has was checked with `ld.so --list-diagnostics`: masked, its `active` bit clears).
/// SSE3 and FSRM are not in 2.36's list.
const GLIBC_FEATURES: [GlibcFeature; 22] = {
    const fn f(name: &'static str, leaf: u32, subleaf: u32, reg: usize, bit: u32) -> GlibcFeature {
        GlibcFeature { name, leaf, subleaf, reg, bit }
    }
    [
        f("SSSE3", 1, 0, 2, bit::SSSE3),
        f("FMA", 1, 0, 2, bit::FMA),
        f("SSE4_1", 1, 0, 2, bit::SSE4_1),
        f("SSE4_2", 1, 0, 2, bit::SSE4_2),
        f("MOVBE", 1, 0, 2, bit::MOVBE),
        f("POPCNT", 1, 0, 2, bit::POPCNT),
        f("XSAVE", 1, 0, 2, bit::XSAVE),
        f("OSXSAVE", 1, 0, 2, bit::OSXSAVE),
        f("AVX", 1, 0, 2, bit::AVX),
        f("BMI1", 7, 0, 1, bit::BMI1),
        f("AVX2", 7, 0, 1, bit::AVX2),
        f("BMI2", 7, 0, 1, bit::BMI2),
        f("ERMS", 7, 0, 1, bit::ERMS),
        f("RTM", 7, 0, 1, bit::RTM),
        f("AVX512F", 7, 0, 1, bit::AVX512F),
        f("AVX512DQ", 7, 0, 1, bit::AVX512DQ),
        f("AVX512CD", 7, 0, 1, bit::AVX512CD),
        f("AVX512BW", 7, 0, 1, bit::AVX512BW),
        f("AVX512VL", 7, 0, 1, bit::AVX512VL),
        f("LZCNT", 0x8000_0001, 0, 2, bit::LZCNT),
        f("FMA4", 0x8000_0001, 0, 2, bit::FMA4),
        f("XSAVEC", 0xd, 1, 0, bit::XSAVEC),
    ]
};

/// glibc's *preferred* flags (`cpu_features->preferred`), which it derives from the
/// vendor, family and model and which select IFUNCs too. Neither model gets any of them
/// from glibc 2.36 (an Intel family 6 CPU without AVX is in no list), so a native run
/// clears them all.
const GLIBC_PREFERRED: [&str; 10] = [
    "AVX_Fast_Unaligned_Load",
    "Fast_Unaligned_Load",
    "Fast_Unaligned_Copy",
    "Fast_Copy_Backward",
    "Fast_Rep_String",
    "Prefer_PMINUB_for_stringop",
    "Prefer_No_VZEROUPPER",
    "Prefer_ERMS",
    "Prefer_FSRM",
    "Slow_BSF",
];

/// How a native run is made to see `model` through glibc: the `GLIBC_TUNABLES` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NativeView {
    /// Host features the model lacks, switched off (`glibc.cpu.hwcaps=-NAME`), in
    /// the order of glibc's feature table here.
    pub masked: Vec<&'static str>,
    /// The `GLIBC_TUNABLES` value: the masked features, every preferred flag cleared, and
    /// the cache sizes and thresholds glibc computes for the model.
    pub tunables: String,
}

/// The `GLIBC_TUNABLES` value that shows glibc `model` on any host: every feature glibc
/// 2.36 uses that `model` lacks masked (a mask of a feature the host lacks changes
/// nothing), glibc's preferred flags cleared, and the cache tunables set to what glibc
/// computes from the model's leaf 4. It depends on the model only, so the simulated run's
/// environment holds the same string as the native run's, on every host.
pub fn glibc_tunables(model: CpuModel) -> String {
    let hwcaps: Vec<String> = GLIBC_FEATURES
        .iter()
        .filter(|f| !model.has(f))
        .map(|f| f.name)
        .chain(GLIBC_PREFERRED.iter().copied())
        .map(|n| format!("-{n}"))
        .collect();
    let data = CACHES[0].size;
    let shared = CACHES[3].size;
    format!(
        "glibc.cpu.hwcaps={}:glibc.cpu.x86_data_cache_size={data}:glibc.cpu.x86_shared_cache_size={shared}:\
         glibc.cpu.x86_non_temporal_threshold={}:glibc.cpu.x86_rep_movsb_threshold=2048:\
         glibc.cpu.x86_rep_stosb_threshold=2048",
        hwcaps.join(","),
        shared / 4 * 3
    )
}

/// The view for a native run on a host whose `cpuid` is `host`: every feature
/// glibc 2.36 uses that the host has and `model` lacks is masked, glibc's preferred flags
/// are cleared, and the cache tunables are set to what glibc computes from the model's
/// leaf 4 (data cache, shared cache, non-temporal threshold = 3/4 of the shared cache,
/// `rep movsb`/`rep stosb` thresholds of a CPU with neither AVX nor FSRM).
///
/// # Differs from the simulator
/// - Features glibc 2.36 does not let a tunable mask (FSRM, whose only effect is the
///   `rep movsb` threshold set here; SHA, VAES and other ones no IFUNC of 2.36 reads)
///   stay visible to the program's own `cpuid`.
/// - Only glibc reads the tunables: musl programs, and a program's own `cpuid`, see the
///   host's CPU.
pub fn native_view(model: CpuModel, host: impl Fn(u32, u32) -> [u32; 4]) -> NativeView {
    let host_max = host(0, 0)[0];
    let host_max_ext = host(0x8000_0000, 0)[0];
    let host_has = |f: &GlibcFeature| {
        let in_range = if f.leaf >= 0x8000_0000 { f.leaf <= host_max_ext } else { f.leaf <= host_max };
        in_range && host(f.leaf, f.subleaf)[f.reg] & f.bit != 0
    };
    let masked: Vec<&'static str> =
        GLIBC_FEATURES.iter().filter(|f| host_has(f) && !model.has(f)).map(|f| f.name).collect();
    let tunables = glibc_tunables(model);
    NativeView { masked, tunables }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_read_as_glibc_reads_them() {
        let m = CpuModel::Haswell;
        let v = m.cpuid(0, 0);
        let mut vendor = Vec::new();
        for r in [v[1], v[3], v[2]] {
            vendor.extend_from_slice(&r.to_le_bytes());
        }
        assert_eq!((v[0], vendor.as_slice()), (0xd, &b"GenuineIntel"[..]));
        // glibc's family/model: family 6 + extended model 3 << 4 | model 0xc.
        let eax = m.cpuid(1, 0)[0];
        assert_eq!(((eax >> 8) & 0xf, ((eax >> 16) & 0xf) << 4 | (eax >> 4) & 0xf), (6, 0x3c));
        // Leaf 4 sizes as `handle_intel` computes them: ways * partitions * line * sets.
        let size = |sub| {
            let [_, b, c, _] = m.cpuid(4, sub);
            ((b >> 22) + 1) * (((b >> 12) & 0x3ff) + 1) * ((b & 0xfff) + 1) * (c + 1)
        };
        assert_eq!([size(0), size(1), size(2), size(3)], [32 << 10, 32 << 10, 256 << 10, 8 << 20]);
        assert_eq!(m.cpuid(4, 4)[0] & 0x1f, 0, "leaf 4 ends with a null type");
        assert_eq!(m.cpuid(0x8000_0006, 0)[2] >> 16, 256);
        let brand: Vec<u8> =
            (0x8000_0002..=0x8000_0004).flat_map(|l| m.cpuid(l, 0)).flat_map(u32::to_le_bytes).collect();
        assert!(brand.starts_with(b"probesim virtual Haswell @ 1.00GHz\0"));
        // Out of range: the highest basic leaf.
        assert_eq!(m.cpuid(0x20, 0), m.cpuid(0xd, 0));
        assert_eq!(m.cpuid(0x8000_0020, 1), m.cpuid(0xd, 1));
        assert_eq!(CpuModel::X86_64.cpuid(7, 0), CpuModel::X86_64.cpuid(4, 0));
    }

    #[test]
    fn no_model_claims_what_the_engine_cannot_run() {
        for m in CpuModel::ALL {
            assert_eq!(m.cpuid(1, 0)[2] & (bit::AVX | bit::FMA), 0, "{m}");
            if m.max_basic() >= 7 {
                assert_eq!(m.cpuid(7, 0)[1] & (bit::AVX2 | bit::AVX512F | bit::RTM | bit::ERMS), 0, "{m}");
                assert_eq!(m.cpuid(7, 0)[3] & 1 << 4, 0, "{m}: no FSRM");
            }
            assert_eq!(CpuModel::from_name(m.name()), Some(m));
        }
        assert_eq!(CpuModel::from_name("skylake"), None);
    }

    #[test]
    fn native_view_masks_what_the_host_has_and_the_model_lacks() {
        // A host with everything: all the model lacks is masked.
        let all = |leaf: u32, _sub: u32| match leaf {
            0 => [0xd, 0, 0, 0],
            0x8000_0000 => [0x8000_0008, 0, 0, 0],
            _ => [u32::MAX; 4],
        };
        let v = native_view(CpuModel::Haswell, all);
        let want = [
            "FMA", "AVX", "AVX2", "ERMS", "RTM", "AVX512F", "AVX512DQ", "AVX512CD", "AVX512BW", "AVX512VL", "FMA4",
            "XSAVEC",
        ];
        assert_eq!(v.masked, want);
        assert!(v.tunables.starts_with("glibc.cpu.hwcaps=-FMA,-AVX,-AVX2,"));
        assert!(v.tunables.contains(":glibc.cpu.x86_non_temporal_threshold=6291456:"));
        // A host with nothing beyond the leaves: nothing of it masked, yet the tunables
        // are the same string (they depend on the model only).
        let bare = |leaf: u32, _sub: u32| if leaf == 0 { [1, 0, 0, 0] } else { [0; 4] };
        let w = native_view(CpuModel::Haswell, bare);
        assert!(w.masked.is_empty());
        assert_eq!(w.tunables, v.tunables);
        assert_eq!(v.tunables, glibc_tunables(CpuModel::Haswell));
        assert!(v.tunables.contains(",-AVX_Fast_Unaligned_Load,"));
        // The baseline masks the SSE4 family too.
        let v = native_view(CpuModel::X86_64, all);
        assert!(v.masked.contains(&"SSE4_2") && v.masked.contains(&"POPCNT") && v.masked.contains(&"BMI2"));
        // A leaf beyond the model's maximum has no features (its words are leaf 4's).
        assert!(v.masked.contains(&"BMI1"));
    }
}
