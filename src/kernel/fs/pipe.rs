//! Pipes: `struct pipe_inode_info` and its two ends (`fs/pipe.c`).
//!
//! # Differs from Linux
//! - The buffer is a byte queue of [`PIPE_DEF_SIZE`] bytes, not 16 page-sized slots; a
//!   write of up to `PIPE_BUF` bytes is still atomic, and a reader sees the bytes in
//!   the order they were written, as with Linux's slots.
//! - Readers and writers wait by blocking in the system call; the machine picks another
//!   process and retries the call when it next considers the blocked one (no wait
//!   queues: a single CPU runs one process at a time).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use crate::abi::fs::{PIPE_BUF, PIPE_DEF_SIZE};

/// Models `struct pipe_inode_info`: the buffered bytes and how many open file
/// descriptions read and write it.
#[derive(Debug)]
pub struct Pipe {
    /// Bytes written and not yet read.
    pub buf: VecDeque<u8>,
    /// Open read ends (`pipe->readers`).
    pub readers: u32,
    /// Open write ends (`pipe->writers`).
    pub writers: u32,
    /// The pipe's inode number (pipefs numbers them in creation order).
    pub ino: u64,
}

/// A pipe shared by its ends.
pub type PipeRef = Rc<RefCell<Pipe>>;

/// What a read of a pipe can do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PipeRead {
    /// This many bytes are there to read (at least one).
    Data(usize),
    /// Empty, and no writer is left: end of file.
    Eof,
    /// Empty with a writer: the reader waits.
    Wait,
}

/// What a write to a pipe can do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PipeWrite {
    /// This many of the bytes fit now (at least one).
    Room(usize),
    /// No reader is left: `EPIPE` and `SIGPIPE`.
    Broken,
    /// Not enough room: the writer waits.
    Wait,
}

impl Pipe {
    /// A new pipe, no end open yet.
    pub fn new(ino: u64) -> PipeRef {
        Rc::new(RefCell::new(Pipe { buf: VecDeque::new(), readers: 0, writers: 0, ino }))
    }

    /// `pipe_read()`'s decision for a read of up to `want` bytes (`want > 0`).
    pub fn can_read(&self, want: usize) -> PipeRead {
        if !self.buf.is_empty() {
            PipeRead::Data(want.min(self.buf.len()))
        } else if self.writers == 0 {
            PipeRead::Eof
        } else {
            PipeRead::Wait
        }
    }

    /// `pipe_write()`'s decision for a write of `left` more bytes out of a write of
    /// `total` (`left > 0`): a write of up to `PIPE_BUF` bytes goes in whole or waits.
    pub fn can_write(&self, left: usize, total: usize) -> PipeWrite {
        if self.readers == 0 {
            return PipeWrite::Broken;
        }
        let room = PIPE_DEF_SIZE - self.buf.len();
        if room == 0 || (total <= PIPE_BUF && room < left) {
            PipeWrite::Wait
        } else {
            PipeWrite::Room(room.min(left))
        }
    }
}

/// Which end of a pipe an open file description is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// `fd[0]`.
    Read,
    /// `fd[1]`.
    Write,
}

/// One open end of a pipe. Opening counts it in the pipe's readers or writers, and
/// dropping it (the last descriptor of its open file description closed) uncounts it,
/// as `pipe_release()` does.
#[derive(Debug)]
pub struct PipeEnd {
    /// The pipe.
    pub pipe: PipeRef,
    /// Which end.
    pub end: End,
}

impl PipeEnd {
    /// Opens `end` of `pipe`.
    pub fn open(pipe: &PipeRef, end: End) -> PipeEnd {
        {
            let mut p = pipe.borrow_mut();
            match end {
                End::Read => p.readers += 1,
                End::Write => p.writers += 1,
            }
        }
        PipeEnd { pipe: pipe.clone(), end }
    }
}

impl Drop for PipeEnd {
    /// Models `pipe_release()`: one reader or writer fewer.
    fn drop(&mut self) {
        let mut p = self.pipe.borrow_mut();
        match self.end {
            End::Read => p.readers = p.readers.saturating_sub(1),
            End::Write => p.writers = p.writers.saturating_sub(1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ends_count_and_uncount() {
        let p = Pipe::new(1);
        let r = PipeEnd::open(&p, End::Read);
        let w = PipeEnd::open(&p, End::Write);
        assert_eq!((p.borrow().readers, p.borrow().writers), (1, 1));
        assert_eq!(p.borrow().can_read(10), PipeRead::Wait);
        drop(w);
        assert_eq!(p.borrow().can_read(10), PipeRead::Eof);
        drop(r);
        assert_eq!(p.borrow().can_write(1, 1), PipeWrite::Broken);
    }

    #[test]
    fn small_writes_are_atomic() {
        let p = Pipe::new(1);
        let _r = PipeEnd::open(&p, End::Read);
        p.borrow_mut().buf.extend(std::iter::repeat_n(0u8, PIPE_DEF_SIZE - 10));
        assert_eq!(p.borrow().can_write(11, 11), PipeWrite::Wait);
        assert_eq!(p.borrow().can_write(10, 10), PipeWrite::Room(10));
        // A large write takes what fits.
        assert_eq!(p.borrow().can_write(9000, 9000), PipeWrite::Room(10));
    }
}
