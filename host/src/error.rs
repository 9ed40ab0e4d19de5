//! [`HostError`]: every way a run under real uprobes can fail.

use std::io;
use std::path::PathBuf;

/// Every way running under real uprobes can fail. All messages are one line;
/// the underlying OS error, where there is one, is also the error's
/// [`source`](std::error::Error::source) and its [`errno`](HostError::errno).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum HostError {
    /// Not Linux x86-64, not root, or no uprobe PMU.
    #[error("real uprobes unavailable: {0}")]
    Unavailable(String),
    /// The request cannot be executed as given (NUL in a string, oversized range, ...).
    #[error("invalid request: {0}")]
    InvalidRequest(String),
    /// The ELF path does not resolve to a regular file.
    #[error("cannot use ELF {path}: {source}")]
    Elf {
        /// The path as given, or canonicalised once that succeeded.
        path: PathBuf,
        /// Why it cannot be used.
        #[source]
        source: io::Error,
    },
    /// The stdin file cannot be opened.
    #[error("cannot open stdin file {path}: {source}")]
    Stdin {
        /// The stdin file (`/dev/null` when none was given).
        path: PathBuf,
        /// Why `open(2)` failed.
        #[source]
        source: io::Error,
    },
    /// A system call in the driver failed.
    #[error("{what} failed: {source}")]
    Sys {
        /// The system call (and what it was for).
        what: &'static str,
        /// The error it returned.
        #[source]
        source: io::Error,
    },
    /// The kernel refused a probe (see `RunOptions::tolerate_probe_errors`).
    #[error(
        "perf_event_open for probe #{index} (file offset {file_offset:#x}, retprobe {retprobe}, \
         ref_ctr_offset {ref_ctr_offset:#x}) failed: {source}{}",
        errno_hint(source)
    )]
    ProbeOpen {
        /// Index of the probe in `RealRequest::probes`.
        index: usize,
        /// Its `RealProbe::file_offset`.
        file_offset: u64,
        /// Its `RealProbe::retprobe`.
        retprobe: bool,
        /// Its `RealProbe::ref_ctr_offset`.
        ref_ctr_offset: u64,
        /// The error `perf_event_open(2)` returned.
        #[source]
        source: io::Error,
    },
    /// A hit count could not be read.
    #[error("reading the hit count of probe #{index} failed: {source}")]
    ProbeRead {
        /// Index of the probe in `RealRequest::probes`.
        index: usize,
        /// Why `read(2)` of its perf fd failed or came up short.
        #[source]
        source: io::Error,
    },
    /// `AttachMode::ExecStop` could not set up the path pointer or its helpers.
    #[error("attaching probes at the exec stop failed: {reason}{}", colon_source(source))]
    Attach {
        /// What went wrong.
        reason: String,
        /// The OS error behind it, if any.
        #[source]
        source: Option<io::Error>,
    },
    /// The forked child failed while preparing to exec.
    #[error("child setup step `{step}` failed before exec: {source}")]
    ChildSetup {
        /// The failed step (`setpgid`, `dup2(stdout)`, ...).
        step: &'static str,
        /// The error it returned.
        #[source]
        source: io::Error,
    },
    /// `execve` of the ELF failed (e.g. ENOEXEC, EACCES).
    #[error("execve of {path} failed: {source}")]
    Exec {
        /// The canonical path that was executed.
        path: PathBuf,
        /// The error `execve(2)` returned.
        #[source]
        source: io::Error,
    },
    /// A ptrace request failed.
    #[error("ptrace {what} failed: {source}")]
    Ptrace {
        /// The request (`PTRACE_SEIZE`, `PTRACE_CONT`, ...).
        what: &'static str,
        /// The error `ptrace(2)` returned.
        #[source]
        source: io::Error,
    },
    /// The output/deadline thread could not be spawned or failed.
    #[error("output reader thread failed: {what}{}", colon_source(source))]
    Thread {
        /// What went wrong (`spawn`, `panicked`).
        what: &'static str,
        /// The OS error behind it, if any.
        #[source]
        source: Option<io::Error>,
    },
}

impl HostError {
    /// The OS errno behind this error, if there is one.
    pub fn errno(&self) -> Option<i32> {
        match self {
            HostError::Elf { source, .. }
            | HostError::Stdin { source, .. }
            | HostError::Sys { source, .. }
            | HostError::ProbeOpen { source, .. }
            | HostError::ProbeRead { source, .. }
            | HostError::ChildSetup { source, .. }
            | HostError::Exec { source, .. }
            | HostError::Ptrace { source, .. } => source.raw_os_error(),
            HostError::Attach { source, .. } | HostError::Thread { source, .. } => {
                source.as_ref().and_then(io::Error::raw_os_error)
            }
            HostError::Unavailable(_) | HostError::InvalidRequest(_) => None,
        }
    }
}

/// What a `perf_event_open` errno means for a uprobe.
fn errno_hint(e: &io::Error) -> &'static str {
    match e.raw_os_error() {
        Some(524) => " (ENOTSUPP: uprobes cannot handle this instruction)",
        Some(5) => " (EIO: could not read the instruction, e.g. offset at end of file)",
        Some(22) => " (EINVAL: offset beyond the file, or misaligned ref_ctr_offset)",
        _ => "",
    }
}

/// `": {source}"`, or nothing without a source.
fn colon_source(source: &Option<io::Error>) -> String {
    source.as_ref().map(|e| format!(": {e}")).unwrap_or_default()
}
