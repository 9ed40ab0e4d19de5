//! The run's captured output streams (the far end of fd 1 and fd 2, which every process
//! inherits): a sink, not a buffer. A stream keeps a prefix of what the guest wrote (the
//! report's `stdout`/`stderr`, [`DEFAULT_OUTPUT_KEEP`] bytes unless configured), its
//! total length and a SHA-256 of all of it (so two runs' outputs compare whole), and
//! passes every byte on to a host writer when one is set (the CLI's `--stdout-file`).
//! Host memory is the prefix, whatever the guest writes.
//!
//! A simulator instrument: on Linux the other end of the pipe is whoever reads it.

use sha2::{Digest, Sha256};

/// Bytes of each output stream kept in the report by default (1 MiB).
pub const DEFAULT_OUTPUT_KEEP: usize = 1 << 20;

/// Where a stream's bytes go on the host, besides the kept prefix.
pub type OutputSink = Box<dyn std::io::Write>;

/// One captured output stream.
pub struct OutputStream {
    /// The first `keep` bytes written.
    kept: Vec<u8>,
    /// How many bytes to keep.
    keep: usize,
    /// Bytes written in all.
    total: u64,
    /// SHA-256 of every byte written.
    hash: Sha256,
    /// The host writer, if any.
    sink: Option<OutputSink>,
    /// The sink's first failure: the sink is dropped then, the stream goes on.
    sink_error: Option<std::io::Error>,
}

impl std::fmt::Debug for OutputStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OutputStream")
            .field("kept", &self.kept.len())
            .field("keep", &self.keep)
            .field("total", &self.total)
            .field("sink", &self.sink.is_some())
            .field("sink_error", &self.sink_error)
            .finish()
    }
}

impl Default for OutputStream {
    fn default() -> Self {
        OutputStream::new(DEFAULT_OUTPUT_KEEP)
    }
}

impl OutputStream {
    /// An empty stream that keeps the first `keep` bytes.
    pub fn new(keep: usize) -> OutputStream {
        OutputStream { kept: Vec::new(), keep, total: 0, hash: Sha256::new(), sink: None, sink_error: None }
    }

    /// Sends every byte written from now on to `sink` too (replacing any sink).
    pub fn set_sink(&mut self, sink: OutputSink) {
        self.sink = Some(sink);
    }

    /// Takes the sink away (for a machine reset, which carries it over).
    pub fn take_sink(&mut self) -> Option<OutputSink> {
        self.sink.take()
    }

    /// The guest wrote `data`.
    pub fn write(&mut self, data: &[u8]) {
        let room = self.keep.saturating_sub(self.kept.len());
        self.kept.extend_from_slice(&data[..room.min(data.len())]);
        self.total += data.len() as u64;
        self.hash.update(data);
        if let Some(sink) = self.sink.as_mut() {
            if let Err(e) = sink.write_all(data) {
                self.sink_error = Some(e);
                self.sink = None;
            }
        }
    }

    /// The kept prefix.
    pub fn kept(&self) -> &[u8] {
        &self.kept
    }

    /// Bytes written in all.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Whether more was written than kept.
    pub fn truncated(&self) -> bool {
        self.total > self.kept.len() as u64
    }

    /// SHA-256 of everything written.
    pub fn sha256(&self) -> [u8; 32] {
        self.hash.clone().finalize().into()
    }

    /// Flushes the sink; the sink's first failure, if it had one (once).
    pub fn flush(&mut self) -> Result<(), std::io::Error> {
        if let Some(sink) = self.sink.as_mut() {
            if let Err(e) = sink.flush() {
                self.sink = None;
                return Err(e);
            }
        }
        self.sink_error.take().map_or(Ok(()), Err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sink the test can read back.
    #[derive(Clone, Default)]
    struct Shared(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

    impl std::io::Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn keeps_the_prefix_counts_all_and_passes_all_on() {
        let mut s = OutputStream::new(4);
        let sink = Shared::default();
        s.set_sink(Box::new(sink.clone()));
        s.write(b"abc");
        s.write(b"defg");
        assert_eq!(s.kept(), b"abcd");
        assert_eq!(s.total(), 7);
        assert!(s.truncated());
        assert_eq!(&*sink.0.borrow(), b"abcdefg");
        assert_eq!(s.sha256(), <[u8; 32]>::from(Sha256::digest(b"abcdefg")));
        assert!(s.flush().is_ok());
    }

    #[test]
    fn a_failing_sink_is_reported_once_and_the_stream_goes_on() {
        struct Full;
        impl std::io::Write for Full {
            fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
                Err(std::io::Error::other("disk full"))
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let mut s = OutputStream::new(2);
        s.set_sink(Box::new(Full));
        s.write(b"xyz");
        s.write(b"w");
        assert_eq!(s.total(), 4);
        assert_eq!(s.flush().map_err(|e| e.to_string()), Err("disk full".to_string()));
        assert!(s.flush().is_ok());
        assert!(!OutputStream::new(8).truncated());
    }
}
