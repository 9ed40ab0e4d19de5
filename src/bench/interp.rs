//! The real-program rows: real programs timed whole in the simulator, under
//! `qemu-x86_64` and natively.

use std::time::Instant;

use serde::Serialize;

use super::{BenchError, ROUNDS};
use crate::kernel::KernelConfig;
use crate::loader::Image;
use crate::machine::{Machine, Preset, RunConfig, SimError};

/// Where a real-program row's program comes from.
#[derive(Clone, Copy, Debug)]
pub enum InterpProgram {
    /// Built by the `real-programs` crate, statically with glibc.
    Built(real_programs::Program),
    /// The host's own (dynamically linked) program at this path; the row is skipped
    /// where it is not installed.
    Host(&'static str),
}

/// A real-program row: a real program (an interpreter, a database) on a CPU-bound script,
/// timed whole in the simulator and under `qemu-x86_64`, user-mode QEMU (the same TCG
/// family as Unicorn), side by side. `probesim bench --real` measures them.
#[derive(Clone, Copy, Debug)]
pub struct InterpRow {
    /// The row's name.
    pub name: &'static str,
    /// The program.
    pub program: InterpProgram,
    /// Its arguments (after `argv[0]`).
    pub args: &'static [&'static str],
}

/// The interpreter row: Lua 5.4 on a script that allocates (the collector runs) and
/// computes; about 150 M guest instructions.
pub const INTERP: InterpRow = InterpRow {
    name: "lua-gc",
    program: InterpProgram::Built(real_programs::Program::Lua),
    args: &[
        "-e",
        "local t = {} for i = 1, 40000 do t[i % 1000 + 1] = {i, tostring(i)} end \
         local s = 0 for i = 1, 60000 do s = s + (i * 7) % 13 end print(s, #t)",
    ],
};

/// How a real-program row's run-mode column is timed.
#[derive(Clone, Debug)]
pub enum RunMode {
    /// `probesim run` as a process of its own (this path: the `probesim` executable), as
    /// a user runs it and as `qemu-x86_64` is timed, start-up and set-up included.
    Process(std::path::PathBuf),
    /// In the calling process (a library caller has no `probesim` executable to start):
    /// the engine and the machine the round before left are reused (a spare machine
    /// keeps its translations), so it reads faster than a user's run would.
    InProcess,
}

/// The real-program rows [`super::run`] measures with `real`, and how it times their run
/// mode.
#[derive(Clone, Debug)]
pub struct RealPrograms<'a> {
    /// The rows ([`INTERP_ROWS`] or some of them).
    pub rows: &'a [InterpRow],
    /// How the run-mode column is timed.
    pub mode: RunMode,
}

/// The real-program rows of `bench --real`: [`INTERP`], the host's Python 3 starting up
/// and running a short script (dynamically linked: ld.so, libc and the modules it
/// imports; about 115 M guest instructions), and the SQLite shell on a query (about 131 M).
pub const INTERP_ROWS: [InterpRow; 3] = [
    INTERP,
    InterpRow {
        name: "python-startup",
        program: InterpProgram::Host("/usr/bin/python3"),
        args: &["-c", "import json; print(sum(len(json.dumps({'k': i, 'v': [i, str(i)]})) for i in range(3000)))"],
    },
    InterpRow {
        name: "sqlite-query",
        program: InterpProgram::Built(real_programs::Program::Sqlite),
        args: &[
            ":memory:",
            "CREATE TABLE t(a INTEGER, b TEXT); \
             WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 20000) \
             INSERT INTO t SELECT x, hex(x * 7919) FROM c; \
             CREATE INDEX tb ON t(b); \
             SELECT count(*), sum(a % 97), max(b) FROM t WHERE b LIKE '%A%';",
        ],
    },
];

/// The interpreter row measured: seconds of each whole run (the fastest of [`ROUNDS`]
/// rounds, the columns timed in turn).
#[derive(Clone, Debug, Serialize)]
pub struct InterpReport {
    /// Row name.
    pub name: String,
    /// The command line (the interpreter's path first).
    pub command: Vec<String>,
    /// Guest instructions of the run.
    pub instructions: u64,
    /// `probesim run`'s mode (exact instruction counting), in seconds.
    pub counted_s: f64,
    /// How `counted_s` was timed: `process` (`probesim run` started as a process, as
    /// `qemu-x86_64` is) or `in-process` (see [`RunMode`]).
    pub counted_as: String,
    /// The simulator without instruction accounting, in seconds (`None` for a host
    /// program: the column runs a static image directly).
    pub uncounted_s: Option<f64>,
    /// `qemu-x86_64`, in seconds; `None` if it is not installed.
    pub qemu_s: Option<f64>,
    /// The program natively, in seconds.
    pub native_s: f64,
    /// Why a column is missing.
    pub note: Option<String>,
}

impl InterpReport {
    /// The row as text.
    pub fn text(&self) -> String {
        let rate = |s: f64| self.instructions as f64 / s.max(1e-9) / 1e6;
        let mut out = format!(
            "{} ({} guest instructions): run mode ({}) {:.3} s ({:.0} M insns/s), no accounting {}, native {:.3} s",
            self.name,
            self.instructions,
            self.counted_as,
            self.counted_s,
            rate(self.counted_s),
            self.uncounted_s.map_or("-".to_string(), |s| format!("{s:.3} s")),
            self.native_s
        );
        match self.qemu_s {
            Some(q) => out.push_str(&format!(
                ", qemu-x86_64 {q:.3} s ({:.0} M insns/s): run mode at {:.2}x qemu's speed\n",
                rate(q),
                q / self.counted_s.max(1e-9)
            )),
            None => out.push('\n'),
        }
        if let Some(n) = &self.note {
            out.push_str(&format!("{}: {n}\n", self.name));
        }
        out
    }
}

/// Measures a real-program row ([`INTERP_ROWS`]): builds (or finds) the program, then
/// times whole runs in the simulator (run mode as `mode` says; without accounting, in
/// this process, for a static one), under `qemu-x86_64` and natively, in turn,
/// [`ROUNDS`] times. `None`: the row's host program is not installed.
pub fn interp_throughput(row: &InterpRow, preset: Preset, mode: &RunMode) -> Result<Option<InterpReport>, BenchError> {
    let setup = |e: String| BenchError::Sim(SimError::Setup(e));
    let (path, argv0) = match row.program {
        InterpProgram::Built(program) => {
            let cache = std::env::temp_dir().join("probesim-bench-programs");
            let path = real_programs::binary(program, real_programs::Libc::Glibc, &cache)
                .map_err(|e| setup(format!("building {}: {e}", program.name())))?;
            (path, program.name().to_string())
        }
        InterpProgram::Host(path) => {
            let Ok(path) = std::fs::canonicalize(path) else { return Ok(None) };
            let argv0 = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            (path, argv0)
        }
    };
    let command: Vec<String> =
        std::iter::once(path.display().to_string()).chain(row.args.iter().map(|a| a.to_string())).collect();
    let target = crate::target::Target::parse(&command[0]).map_err(|e| setup(e.to_string()))?;
    let mut req = crate::session::RunRequest::new(target, Vec::new());
    req.preset = preset;
    req.extra_args = command[1..].to_vec();
    let image = Image::parse(std::fs::read(&path).map_err(BenchError::Io)?).map_err(BenchError::Load)?;
    // The column without accounting runs the image directly: a static program's only.
    let direct = image.interp.is_none();
    let uncounted_cfg = RunConfig {
        preset,
        argv: std::iter::once(argv0).chain(req.extra_args.iter().cloned()).collect(),
        envp: req.envp(),
        kernel: KernelConfig { record_trace: false, ..KernelConfig::default() },
        native_count: true,
        count_insns: false,
        ..RunConfig::default()
    };
    let time = |program: &str, args: &[String]| -> std::io::Result<f64> {
        let start = Instant::now();
        let status = std::process::Command::new(program).args(args).stdout(std::process::Stdio::null()).status()?;
        if !status.success() {
            return Err(std::io::Error::other(format!("{program} failed: {status}")));
        }
        Ok(start.elapsed().as_secs_f64())
    };
    let mut qemu = true;
    let mut note = None;
    let mut instructions = 0;
    let (mut counted_s, mut uncounted_s, mut native_s, mut qemu_s) =
        (f64::INFINITY, f64::INFINITY, f64::INFINITY, f64::INFINITY);
    // `probesim run` of the row, as a user types it.
    let run_args: Vec<String> =
        ["run".to_string(), command[0].clone(), "--kernel".into(), preset.name().into(), "--".into()]
            .into_iter()
            .chain(req.extra_args.iter().cloned())
            .collect();
    if let RunMode::Process(_) = mode {
        // The instruction count, from a run not timed.
        instructions = crate::session::simulate(&req).map_err(|e| setup(e.to_string()))?.1.instructions;
    }
    // The four columns timed in turn, round by round (see ROUNDS); each keeps its fastest.
    for _ in 0..ROUNDS {
        match mode {
            RunMode::Process(probesim) => {
                let t = time(&probesim.display().to_string(), &run_args).map_err(BenchError::Io)?;
                counted_s = counted_s.min(t);
            }
            RunMode::InProcess => {
                let start = Instant::now();
                let (_, report) = crate::session::simulate(&req).map_err(|e| setup(e.to_string()))?;
                instructions = report.instructions;
                counted_s = counted_s.min(start.elapsed().as_secs_f64());
            }
        }
        if direct {
            let start = Instant::now();
            Machine::new(image.clone(), uncounted_cfg.clone())?.run()?;
            uncounted_s = uncounted_s.min(start.elapsed().as_secs_f64());
        }
        native_s = native_s.min(time(&command[0], &command[1..]).map_err(BenchError::Io)?);
        if qemu {
            match time("qemu-x86_64", &command) {
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    qemu = false;
                    note = Some("no qemu-x86_64 here (apt-get install qemu-user): its column is skipped".to_string());
                }
                Err(e) => return Err(BenchError::Io(e)),
                Ok(t) => qemu_s = qemu_s.min(t),
            }
        }
    }
    let qemu_s = qemu.then_some(qemu_s);
    let uncounted_s = direct.then_some(uncounted_s);
    Ok(Some(InterpReport {
        name: row.name.into(),
        command,
        instructions,
        counted_s,
        counted_as: match mode {
            RunMode::Process(_) => "process",
            RunMode::InProcess => "in-process",
        }
        .into(),
        uncounted_s,
        qemu_s,
        native_s,
        note,
    }))
}
