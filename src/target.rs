//! Targets: a path to a static ELF, or `sim:NAME` for a bundled sim-program.

use std::path::{Path, PathBuf};

use crate::loader::{Image, LoadError};

/// What to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A bundled program from the `sim-programs` catalog.
    Sim(String),
    /// An ELF file on disk.
    File(PathBuf),
}

/// A bad target.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TargetError {
    /// No such sim-program.
    #[error("unknown sim-program `{0}` (see `probesim programs`)")]
    UnknownProgram(String),
    /// The file cannot be read.
    #[error("cannot read `{path}`: {why}")]
    Io {
        /// Path.
        path: String,
        /// OS error.
        why: String,
    },
    /// The file is not a loadable executable.
    #[error("`{path}`: {err}")]
    Load {
        /// Path.
        path: String,
        /// Why.
        err: LoadError,
    },
}

impl Target {
    /// Parses `sim:NAME` or a path.
    pub fn parse(s: &str) -> Result<Target, TargetError> {
        match s.strip_prefix("sim:") {
            Some(name) => {
                if sim_programs::find(name).is_none() {
                    return Err(TargetError::UnknownProgram(name.to_string()));
                }
                Ok(Target::Sim(name.to_string()))
            }
            None => Ok(Target::File(PathBuf::from(s))),
        }
    }

    /// The target as the user wrote it.
    pub fn display(&self) -> String {
        match self {
            Target::Sim(n) => format!("sim:{n}"),
            Target::File(p) => p.display().to_string(),
        }
    }

    /// The ELF bytes.
    pub fn elf_bytes(&self) -> Result<Vec<u8>, TargetError> {
        match self {
            Target::Sim(n) => {
                sim_programs::find(n).map(|p| p.to_elf()).ok_or_else(|| TargetError::UnknownProgram(n.clone()))
            }
            Target::File(p) => {
                std::fs::read(p).map_err(|e| TargetError::Io { path: p.display().to_string(), why: e.to_string() })
            }
        }
    }

    /// The parsed image.
    pub fn image(&self) -> Result<Image, TargetError> {
        Image::parse(self.elf_bytes()?).map_err(|err| TargetError::Load { path: self.display(), err })
    }

    /// `argv[0]` for the guest: the file name, as a shell would pass it.
    pub fn argv0(&self) -> String {
        match self {
            Target::Sim(n) => n.clone(),
            Target::File(p) => p.display().to_string(),
        }
    }

    /// A path on disk holding the ELF (sim-programs are written to `dir`).
    pub fn materialize(&self, dir: &Path) -> Result<PathBuf, TargetError> {
        match self {
            Target::File(p) => Ok(p.clone()),
            Target::Sim(n) => {
                let path = dir.join(format!("{n}.elf"));
                let bytes = self.elf_bytes()?;
                let io = |e: std::io::Error| TargetError::Io { path: path.display().to_string(), why: e.to_string() };
                std::fs::write(&path, bytes).map_err(io)?;
                #[cfg(unix)]
                {
                    use std::os::unix::fs::PermissionsExt;
                    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).map_err(io)?;
                }
                Ok(path)
            }
        }
    }

    /// Whether a spec's PATH names this target.
    pub fn matches_path(&self, path: &str) -> bool {
        match self {
            Target::Sim(n) => path == format!("sim:{n}") || path == n || path.ends_with(&format!("/{n}.elf")),
            Target::File(p) => {
                let canon = |x: &Path| std::fs::canonicalize(x).ok();
                Path::new(path) == p.as_path()
                    || (canon(Path::new(path)).is_some() && canon(Path::new(path)) == canon(p))
            }
        }
    }
}
