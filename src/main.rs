//! The `probesim` command line: a thin layer over the library.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use probesim::diff;
use probesim::session::{self, RunRequest};
use probesim::machine::Preset;
use probesim::target::Target;

#[derive(Parser, Debug)]
#[command(name = "probesim", version, about = "Deterministic x86-64 simulator of Linux uprobe mechanics")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(clap::Args, Debug, Clone)]
struct RunArgs {
    /// A static ELF path, or sim:NAME for a bundled program.
    target: String,
    /// Probe spec, repeatable: uprobe:PATH:SYMBOL[+OFFSET], uprobe:PATH:0xADDR,
    /// uretprobe:PATH:SYMBOL[+OFFSET], usdt:PATH:PROVIDER:NAME.
    #[arg(long = "probe", short = 'p')]
    probes: Vec<String>,
    /// Kernel preset (see `probesim presets`).
    #[arg(long = "kernel", default_value = "6.18")]
    kernel: String,
    /// File to use as the guest's stdin (default: empty).
    #[arg(long)]
    stdin: Option<std::path::PathBuf>,
    /// Instruction budget.
    #[arg(long, default_value_t = probesim::machine::DEFAULT_MAX_INSNS)]
    max_insns: u64,
    /// Allow probes at offsets that are not instruction boundaries.
    #[arg(long = "unsafe")]
    allow_unsafe: bool,
    /// Print the JSON report (exactly one object on stdout).
    #[arg(long)]
    json: bool,
    /// return_instance allocation: pool (6.14+, default), per-instance (before 6.14),
    /// array64 (the 2024 proposal).
    #[arg(long, default_value = "pool")]
    ri_alloc: String,
    /// Also print every kernel event (text mode).
    #[arg(long)]
    trace: bool,
    /// Extra arguments passed to the guest.
    #[arg(last = true)]
    args: Vec<String>,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Run a program under the simulator (or, with --real, under the real kernel).
    Run {
        #[command(flatten)]
        run: RunArgs,
        /// Run natively under real uprobes instead (needs root and the uprobe PMU).
        #[arg(long)]
        real: bool,
    },
    /// Run under both the simulator and the real kernel and print every difference.
    Diff {
        #[command(flatten)]
        run: RunArgs,
    },
    /// Narrate one hit of the first probe step by step: instructions, kernel
    /// transitions, registers, return instances, probe mappings, red-zone writes.
    Explain {
        #[command(flatten)]
        run: RunArgs,
        /// Which hit of the first probe (1-based).
        #[arg(long, default_value_t = 1)]
        hit: usize,
        /// Output format: text, json, svg (stack picture then sequence diagram), html.
        #[arg(long, default_value = "text")]
        format: String,
        /// The same hit under two presets, e.g. `6.18,jmpslot-2026`.
        #[arg(long)]
        compare: Option<String>,
        /// Write to this file instead of stdout.
        #[arg(short = 'o', long)]
        output: Option<std::path::PathBuf>,
    },
    /// List the bundled sim-programs.
    Programs,
    /// Write a sim-program as a static ELF.
    Export {
        /// Program name.
        name: String,
        /// Output file.
        #[arg(short = 'o', long)]
        output: std::path::PathBuf,
    },
    /// List the kernel presets.
    Presets,
    /// Run the rows of the kernel's run_bench_uprobes.sh: exact transitions per hit,
    /// modelled throughput, the simulator's own throughput (and the real kernel's).
    Bench {
        /// Kernel preset.
        #[arg(long = "kernel", default_value = "6.18")]
        kernel: String,
        /// CPU profile for the modelled column (see `probesim profiles`), or `host`.
        #[arg(long, default_value = "jiri-2026")]
        profile: String,
        /// Also measure the real kernel on this machine.
        #[arg(long)]
        real: bool,
        /// Iterations per simulator row.
        #[arg(long, default_value_t = 300_000)]
        iterations: u64,
        /// JSON output.
        #[arg(long)]
        json: bool,
    },
    /// Show every CPU profile: fitted costs and the fit against its published table.
    Profiles {
        /// JSON output.
        #[arg(long)]
        json: bool,
    },
    /// Measure the bench rows on the real kernel here and fit a `host` profile.
    Calibrate,
    /// List the function symbols and USDT notes of a target.
    List {
        /// A static ELF path, or sim:NAME.
        target: String,
    },
}

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("probesim: {msg}");
    ExitCode::from(2)
}

fn request(args: &RunArgs) -> Result<RunRequest, String> {
    let target = Target::parse(&args.target).map_err(|e| e.to_string())?;
    let preset = Preset::parse(&args.kernel).ok_or_else(|| format!("unknown kernel preset `{}` (see `probesim presets`)", args.kernel))?;
    let stdin = match &args.stdin {
        Some(p) => Some(std::fs::read(p).map_err(|e| format!("cannot read stdin file `{}`: {e}", p.display()))?),
        None => None,
    };
    Ok(RunRequest {
        target,
        probes: args.probes.clone(),
        preset,
        stdin,
        stdin_path: args.stdin.clone(),
        max_insns: args.max_insns,
        allow_unsafe: args.allow_unsafe,
        extra_args: args.args.clone(),
        record_trace: args.trace,
        ri_alloc: probesim::kernel::uretprobes::RiAlloc::parse(&args.ri_alloc)
            .ok_or_else(|| format!("unknown --ri-alloc `{}` (pool, per-instance, array64)", args.ri_alloc))?,
    })
}

#[allow(clippy::print_stdout)] // the CLI is the one place that prints
fn main() -> ExitCode {
    // Die quietly on a closed pipe (`probesim profiles | head`), like other CLI tools.
    // SAFETY: called once at start-up, before any other thread exists; SIG_DFL is a
    // valid disposition for SIGPIPE.
    #[allow(unsafe_code)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = Cli::parse();
    match cli.cmd {
        Cmd::Run { run, real } => {
            let req = match request(&run) {
                Ok(r) => r,
                Err(e) => return fail(e),
            };
            let result = if real { session::run_real(&req) } else { session::run_sim(&req) };
            match result {
                Ok(out) => {
                    if run.json {
                        println!("{}", out.json());
                    } else {
                        print!("{}", out.text());
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("probesim: {e}");
                    ExitCode::from(e.exit_code())
                }
            }
        }
        Cmd::Diff { run } => {
            let req = match request(&run) {
                Ok(r) => r,
                Err(e) => return fail(e),
            };
            match diff::run(&req) {
                Ok(d) => {
                    if run.json {
                        println!("{}", d.json());
                    } else {
                        print!("{}", d.text());
                    }
                    if d.differences.is_empty() {
                        ExitCode::SUCCESS
                    } else {
                        ExitCode::from(1)
                    }
                }
                Err(e) => {
                    eprintln!("probesim: {e}");
                    ExitCode::from(e.exit_code())
                }
            }
        }
        Cmd::Explain { run, hit, format, compare, output } => {
            let req = match request(&run) {
                Ok(r) => r,
                Err(e) => return fail(e),
            };
            let text = match (compare, format.as_str()) {
                (Some(pair), _) => {
                    let Some((a, b)) = pair.split_once(',').and_then(|(a, b)| Some((Preset::parse(a)?, Preset::parse(b)?)))
                    else {
                        return fail(format!("--compare wants PRESET,PRESET, got `{pair}`"));
                    };
                    probesim::explain::compare(&req, hit, a, b)
                }
                (None, "text") => probesim::explain::explain(&req, hit).map(|e| e.text()),
                (None, "json") => probesim::explain::explain(&req, hit)
                    .map(|e| serde_json::to_string_pretty(&e).unwrap_or_default() + "\n"),
                (None, "svg") => probesim::explain::explain(&req, hit)
                    .map(|e| probesim::render::svg(&e)),
                (None, "html") => probesim::explain::explain(&req, hit).map(|e| probesim::render::html(&e)),
                (None, other) => return fail(format!("unknown --format `{other}` (text, json, svg, html)")),
            };
            match text {
                Ok(t) => match output {
                    Some(p) => {
                        if let Err(e) = std::fs::write(&p, t) {
                            return fail(format!("cannot write `{}`: {e}", p.display()));
                        }
                    }
                    None => print!("{t}"),
                },
                Err(e) => {
                    eprintln!("probesim: {e}");
                    return ExitCode::from(e.exit_code());
                }
            }
            ExitCode::SUCCESS
        }
        Cmd::Programs => {
            for p in sim_programs::catalog() {
                println!("{:<28} {}", p.name, p.summary);
            }
            ExitCode::SUCCESS
        }
        Cmd::Export { name, output } => {
            let Some(p) = sim_programs::find(&name) else {
                return fail(format!("unknown sim-program `{name}` (see `probesim programs`)"));
            };
            if let Err(e) = std::fs::write(&output, p.to_elf()) {
                return fail(format!("cannot write `{}`: {e}", output.display()));
            }
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                let _ = std::fs::set_permissions(&output, std::fs::Permissions::from_mode(0o755));
            }
            ExitCode::SUCCESS
        }
        Cmd::Presets => {
            for (p, doc) in Preset::ALL {
                println!("{:<14} {doc}", p.name());
            }
            ExitCode::SUCCESS
        }
        Cmd::Bench { kernel, profile, real, iterations, json } => {
            let Some(preset) = Preset::parse(&kernel) else {
                return fail(format!("unknown kernel preset `{kernel}` (see `probesim presets`)"));
            };
            let profile = match probesim::bench::profile(&profile) {
                Ok(p) => p,
                Err(e) => return fail(e),
            };
            let rows = probesim::bench::rows(preset);
            let bar = indicatif::ProgressBar::new(rows.len() as u64);
            bar.set_style(
                indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}")
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
            );
            let result = probesim::bench::run(preset, &profile, iterations, real, |row| {
                bar.set_message(row.to_string());
                bar.inc(1);
            });
            bar.finish_and_clear();
            match result {
                Ok(r) if json => println!("{}", serde_json::to_string_pretty(&r).unwrap_or_default()),
                Ok(r) => print!("{}", r.text()),
                Err(e) => {
                    eprintln!("probesim: {e}");
                    return ExitCode::from(1);
                }
            }
            ExitCode::SUCCESS
        }
        Cmd::Profiles { json } => match probesim::bench::profiles() {
            Ok(ps) if json => {
                println!("{}", serde_json::to_string_pretty(&ps).unwrap_or_default());
                ExitCode::SUCCESS
            }
            Ok(ps) => {
                for p in ps {
                    println!("{}", p.text());
                }
                match probesim::bench::uretprobe_prediction() {
                    Ok(p) => println!("uretprobe rows predicted from the uprobe rows only:\n{}", p.text()),
                    Err(e) => eprintln!("probesim: {e}"),
                }
                ExitCode::SUCCESS
            }
            Err(e) => fail(e),
        },
        Cmd::Calibrate => match probesim::bench::calibrate() {
            Ok(p) => {
                print!("{}", p.text());
                println!("written to {}", probesim::cost::HOST_PROFILE);
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("probesim: {e}");
                ExitCode::from(4)
            }
        },
        Cmd::List { target } => {
            let image = match Target::parse(&target).and_then(|t| t.image()) {
                Ok(i) => i,
                Err(e) => return fail(e),
            };
            for s in image.symbols.iter().filter(|s| s.is_func) {
                println!("{:#018x} {:>6} {}", s.addr, s.size, s.name);
            }
            for n in &image.usdt {
                let sema = n.semaphore.map_or("-".to_string(), |a| format!("{a:#x}"));
                println!("{:#018x}   usdt {}:{}  semaphore {sema}  args {:?}", n.pc, n.provider, n.name, n.args);
            }
            ExitCode::SUCCESS
        }
    }
}
