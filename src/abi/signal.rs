//! Signals (`arch/x86/include/uapi/asm/signal.h`).

use std::fmt;

/// A signal, with its x86-64 number: the 31 standard signals, and the real-time ones
/// by number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Signal {
    /// `SIGHUP` (1): Hangup.
    Sighup,
    /// `SIGINT` (2): Interrupt.
    Sigint,
    /// `SIGQUIT` (3): Quit.
    Sigquit,
    /// `SIGILL` (4): Illegal instruction: #UD, and the uretprobe paths' `force_sig(SIGILL)`.
    Sigill,
    /// `SIGTRAP` (5): Trace trap: a bare int3, or a single-step the user asked for.
    Sigtrap,
    /// `SIGABRT` (6): Abort.
    Sigabrt,
    /// `SIGBUS` (7): Bus error.
    Sigbus,
    /// `SIGFPE` (8): Arithmetic exception (#DE).
    Sigfpe,
    /// `SIGKILL` (9): Kill.
    Sigkill,
    /// `SIGUSR1` (10): User signal 1.
    Sigusr1,
    /// `SIGSEGV` (11): Invalid memory reference (#PF, #GP).
    Sigsegv,
    /// `SIGUSR2` (12): User signal 2.
    Sigusr2,
    /// `SIGPIPE` (13): Broken pipe.
    Sigpipe,
    /// `SIGALRM` (14): Alarm clock.
    Sigalrm,
    /// `SIGTERM` (15): Termination.
    Sigterm,
    /// `SIGSTKFLT` (16): Stack fault.
    Sigstkflt,
    /// `SIGCHLD` (17): Child stopped or exited.
    Sigchld,
    /// `SIGCONT` (18): Continue.
    Sigcont,
    /// `SIGSTOP` (19): Stop.
    Sigstop,
    /// `SIGTSTP` (20): Terminal stop.
    Sigtstp,
    /// `SIGTTIN` (21): Background read from the terminal.
    Sigttin,
    /// `SIGTTOU` (22): Background write to the terminal.
    Sigttou,
    /// `SIGURG` (23): Urgent data on a socket.
    Sigurg,
    /// `SIGXCPU` (24): CPU time limit exceeded.
    Sigxcpu,
    /// `SIGXFSZ` (25): File size limit exceeded.
    Sigxfsz,
    /// `SIGVTALRM` (26): Virtual alarm clock.
    Sigvtalrm,
    /// `SIGPROF` (27): Profiling timer.
    Sigprof,
    /// `SIGWINCH` (28): Window size change.
    Sigwinch,
    /// `SIGIO` (29): I/O possible.
    Sigio,
    /// `SIGPWR` (30): Power failure.
    Sigpwr,
    /// `SIGSYS` (31): Bad system call.
    Sigsys,
    /// A real-time signal (`SIGRTMIN` = 34 to `SIGRTMAX` = 64), or any other number.
    Other(i32),
}

impl Signal {
    /// The signal's number.
    pub const fn number(self) -> i32 {
        match self {
            Signal::Sighup => 1,
            Signal::Sigint => 2,
            Signal::Sigquit => 3,
            Signal::Sigill => 4,
            Signal::Sigtrap => 5,
            Signal::Sigabrt => 6,
            Signal::Sigbus => 7,
            Signal::Sigfpe => 8,
            Signal::Sigkill => 9,
            Signal::Sigusr1 => 10,
            Signal::Sigsegv => 11,
            Signal::Sigusr2 => 12,
            Signal::Sigpipe => 13,
            Signal::Sigalrm => 14,
            Signal::Sigterm => 15,
            Signal::Sigstkflt => 16,
            Signal::Sigchld => 17,
            Signal::Sigcont => 18,
            Signal::Sigstop => 19,
            Signal::Sigtstp => 20,
            Signal::Sigttin => 21,
            Signal::Sigttou => 22,
            Signal::Sigurg => 23,
            Signal::Sigxcpu => 24,
            Signal::Sigxfsz => 25,
            Signal::Sigvtalrm => 26,
            Signal::Sigprof => 27,
            Signal::Sigwinch => 28,
            Signal::Sigio => 29,
            Signal::Sigpwr => 30,
            Signal::Sigsys => 31,
            Signal::Other(n) => n,
        }
    }

    /// The signal with number `n`.
    pub const fn from_number(n: i32) -> Signal {
        match n {
            1 => Signal::Sighup,
            2 => Signal::Sigint,
            3 => Signal::Sigquit,
            4 => Signal::Sigill,
            5 => Signal::Sigtrap,
            6 => Signal::Sigabrt,
            7 => Signal::Sigbus,
            8 => Signal::Sigfpe,
            9 => Signal::Sigkill,
            10 => Signal::Sigusr1,
            11 => Signal::Sigsegv,
            12 => Signal::Sigusr2,
            13 => Signal::Sigpipe,
            14 => Signal::Sigalrm,
            15 => Signal::Sigterm,
            16 => Signal::Sigstkflt,
            17 => Signal::Sigchld,
            18 => Signal::Sigcont,
            19 => Signal::Sigstop,
            20 => Signal::Sigtstp,
            21 => Signal::Sigttin,
            22 => Signal::Sigttou,
            23 => Signal::Sigurg,
            24 => Signal::Sigxcpu,
            25 => Signal::Sigxfsz,
            26 => Signal::Sigvtalrm,
            27 => Signal::Sigprof,
            28 => Signal::Sigwinch,
            29 => Signal::Sigio,
            30 => Signal::Sigpwr,
            31 => Signal::Sigsys,
            n => Signal::Other(n),
        }
    }

    /// The conventional name (`SIGSEGV`); `signal` for a number without one.
    pub const fn name(self) -> &'static str {
        match self {
            Signal::Sighup => "SIGHUP",
            Signal::Sigint => "SIGINT",
            Signal::Sigquit => "SIGQUIT",
            Signal::Sigill => "SIGILL",
            Signal::Sigtrap => "SIGTRAP",
            Signal::Sigabrt => "SIGABRT",
            Signal::Sigbus => "SIGBUS",
            Signal::Sigfpe => "SIGFPE",
            Signal::Sigkill => "SIGKILL",
            Signal::Sigusr1 => "SIGUSR1",
            Signal::Sigsegv => "SIGSEGV",
            Signal::Sigusr2 => "SIGUSR2",
            Signal::Sigpipe => "SIGPIPE",
            Signal::Sigalrm => "SIGALRM",
            Signal::Sigterm => "SIGTERM",
            Signal::Sigstkflt => "SIGSTKFLT",
            Signal::Sigchld => "SIGCHLD",
            Signal::Sigcont => "SIGCONT",
            Signal::Sigstop => "SIGSTOP",
            Signal::Sigtstp => "SIGTSTP",
            Signal::Sigttin => "SIGTTIN",
            Signal::Sigttou => "SIGTTOU",
            Signal::Sigurg => "SIGURG",
            Signal::Sigxcpu => "SIGXCPU",
            Signal::Sigxfsz => "SIGXFSZ",
            Signal::Sigvtalrm => "SIGVTALRM",
            Signal::Sigprof => "SIGPROF",
            Signal::Sigwinch => "SIGWINCH",
            Signal::Sigio => "SIGIO",
            Signal::Sigpwr => "SIGPWR",
            Signal::Sigsys => "SIGSYS",
            Signal::Other(_) => "signal",
        }
    }
}

impl fmt::Display for Signal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Signal;

    #[test]
    fn numbers_round_trip() {
        for n in 1..=64 {
            assert_eq!(Signal::from_number(n).number(), n);
        }
        assert_eq!(Signal::from_number(11), Signal::Sigsegv);
        assert_eq!(Signal::Sigill.name(), "SIGILL");
    }
}
