//! The real kernel's columns: bench triggers run natively under real uprobes.

use std::time::Instant;

use sim_programs::bench::trigger;

use super::{BenchError, Fastest, Row, ROUNDS};
use crate::host;
use crate::loader::Image;
use crate::spec::{ProbeKind, ProbeSpec};

/// The real kernel's throughput on a row (M iterations per second): the fastest of
/// [`ROUNDS`] rounds of native runs at two lengths, a tenth of `iterations` and all of
/// them, whose difference gives the rate (process start-up and probe attach/detach cancel).
pub fn real_throughput(row: &Row, iterations: u64) -> Result<f64, BenchError> {
    let native = NativeRuns::new()?;
    let mut t = Fastest::new(iterations);
    for _ in 0..ROUNDS {
        t.round(|n| native.seconds(row, n))?;
    }
    Ok(t.mps())
}

/// Native runs of bench triggers under real uprobes, their ELFs in a directory of their
/// own (removed on drop).
pub(super) struct NativeRuns {
    dir: std::path::PathBuf,
}

impl NativeRuns {
    pub(super) fn new() -> Result<NativeRuns, BenchError> {
        host::availability().map_err(BenchError::Unavailable)?;
        let dir = std::env::temp_dir().join(format!("probesim-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(BenchError::Io)?;
        Ok(NativeRuns { dir })
    }

    /// Seconds of one native run of `row`'s trigger for `n` iterations, with the row's
    /// probes attached for real.
    pub(super) fn seconds(&self, row: &Row, n: u64) -> Result<f64, BenchError> {
        let prog = trigger(row.trigger, n);
        let path = self.dir.join(format!("{}-{n}.elf", prog.name));
        std::fs::write(&path, prog.to_elf()).map_err(BenchError::Io)?;
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).map_err(BenchError::Io)?;
        }
        let image = Image::parse(prog.to_elf()).map_err(BenchError::Load)?;
        let mut probes = Vec::new();
        for s in row.specs() {
            let parsed = ProbeSpec::parse(&s).map_err(BenchError::Spec)?;
            let addr = parsed.resolve(&image, false).map_err(BenchError::Spec)?;
            probes.push(host::RealProbe {
                file_offset: image.file_offset(addr).unwrap_or(0),
                retprobe: parsed.kind == ProbeKind::Uretprobe,
                ref_ctr_offset: 0,
                path: None,
            });
        }
        let req = host::RealRequest {
            elf: path,
            argv: vec![prog.name.clone()],
            envp: Vec::new(),
            stdin: None,
            probes,
            read_at_exit: Vec::new(),
            timeout_ms: 120_000,
            schedule: Default::default(),
        };
        let start = Instant::now();
        let out = host::run(&req).map_err(BenchError::Host)?;
        if out.exit_code != Some(0) {
            return Err(BenchError::TriggerFailed {
                program: prog.name.clone(),
                code: out.exit_code,
                signal: out.signal,
            });
        }
        Ok(start.elapsed().as_secs_f64())
    }
}

impl Drop for NativeRuns {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
