//! The report of a native run under real uprobes.

use serde::{Deserialize, Serialize};

use super::output::{base64_bytes, is_zero};
use super::{Exit, ProbeReport, ProbeScriptReport};

/// A report of a real run: the fields the host can know. Deserializes from its JSON,
/// which it writes back byte for byte.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct RealReport {
    /// Target.
    pub target: String,
    /// Always `"host"`.
    pub kernel: String,
    /// The CPU model the run was shown (through glibc; see [`RealReport::glibc_tunables`]).
    #[serde(default)]
    pub cpu: String,
    /// Host CPU features the model lacks, masked for glibc (`glibc.cpu.hwcaps=-NAME`).
    #[serde(default)]
    pub masked_features: Vec<String>,
    /// The `GLIBC_TUNABLES` the native run got, which makes its glibc see the model.
    #[serde(default)]
    pub glibc_tunables: String,
    /// How it ended.
    #[serde(serialize_with = "Exit::serialize_opt", deserialize_with = "Exit::deserialize_opt")]
    pub exit: Option<Exit>,
    /// stdout, as UTF-8 (invalid sequences replaced; [`RealReport::stdout_bytes`] has
    /// the bytes). Only a prefix of [`RealReport::stdout_len`] bytes when the host
    /// truncated it ([`RealReport::output_truncated`]).
    pub stdout: String,
    /// stderr, as UTF-8 (as `stdout`).
    pub stderr: String,
    /// stdout's bytes when `stdout` is not exactly them (base64 in JSON; absent when
    /// it is).
    #[serde(default, skip_serializing_if = "Option::is_none", with = "base64_bytes")]
    pub stdout_raw: Option<Vec<u8>>,
    /// stderr's bytes when `stderr` is not exactly them (base64 in JSON).
    #[serde(default, skip_serializing_if = "Option::is_none", with = "base64_bytes")]
    pub stderr_raw: Option<Vec<u8>>,
    /// Bytes the guest wrote to stdout in all, kept or not (absent in JSON when 0, as in
    /// reports from before it was recorded: then the kept bytes are the whole).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub stdout_len: u64,
    /// Bytes the guest wrote to stderr in all, kept or not (as `stdout_len`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub stderr_len: u64,
    /// The host kept only a prefix of the output (its cap per stream,
    /// `crate::host::RunOptions::max_output_bytes`); the lengths are the whole.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub output_truncated: bool,
    /// How the native guest's process tree was contained (cgroup, process limit; absent
    /// in JSON from before it was recorded).
    #[serde(default, skip_serializing_if = "RealContainment::is_unknown")]
    pub containment: RealContainment,
    /// Probes with hits.
    pub probes: Vec<ProbeReport>,
    /// What the probe script did, for a run with one; absent otherwise. JSON key
    /// `probe_script` (`schedule`, its old name, is read too).
    #[serde(default, skip_serializing_if = "Option::is_none", alias = "schedule")]
    pub probe_script: Option<ProbeScriptReport>,
}

/// How a native run's process tree was contained (`probesim_host::Containment`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct RealContainment {
    /// How the tree is killed at the end, at the deadline, and when probesim is
    /// interrupted (`cgroup v2 cgroup.kill`, `cgroup v1 pids`, `process group only`).
    pub kill: String,
    /// The process-count limit (`pids.max`), or none.
    pub task_limit: Option<u32>,
    /// Where the limit is, or why there is none.
    pub task_limit_how: String,
    /// Times a `fork`/`clone` of the tree failed at the limit.
    pub task_limit_hits: u64,
}

impl RealContainment {
    /// Nothing is known (a report from before containment was recorded).
    fn is_unknown(&self) -> bool {
        *self == RealContainment::default()
    }
}

impl RealReport {
    /// The guest's stdout exactly as the host kept it (`stdout` is this, when valid
    /// UTF-8).
    pub fn stdout_bytes(&self) -> &[u8] {
        self.stdout_raw.as_deref().unwrap_or(self.stdout.as_bytes())
    }

    /// The guest's stderr exactly as the host kept it.
    pub fn stderr_bytes(&self) -> &[u8] {
        self.stderr_raw.as_deref().unwrap_or(self.stderr.as_bytes())
    }

    /// The line saying that the host kept only a prefix of the output, if it did.
    pub fn truncation_text(&self) -> Option<String> {
        self.output_truncated.then(|| {
            format!(
                "host output truncated: kept stdout {} of {} bytes, stderr {} of {} bytes\n",
                self.stdout_bytes().len(),
                self.stdout_len,
                self.stderr_bytes().len(),
                self.stderr_len
            )
        })
    }

    /// The lines saying which CPU the run was shown, and how.
    pub fn cpu_text(&self) -> String {
        let masked = if self.masked_features.is_empty() { "none".to_string() } else { self.masked_features.join(",") };
        format!(
            "cpu: {} (host features masked for glibc: {masked})\nGLIBC_TUNABLES={}\n",
            self.cpu, self.glibc_tunables
        )
    }
}
