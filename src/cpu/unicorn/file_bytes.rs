//! [`FileBytes`]: the bytes of a program file, in memory or mapped from the host file.

use std::ptr::NonNull;
use std::sync::Arc;

/// The bytes of a file an executable image is parsed from and exec maps: held in memory,
/// or a host file's pages mapped shared and read-only, so that a large executable is
/// neither read nor copied before it runs (`qemu-x86_64` maps its guest's executable the
/// same way). Clones share the bytes; it derefs to them, and two are equal when their
/// bytes are.
///
/// A mapping is `MAP_SHARED` of a file opened read-only, not `MAP_PRIVATE`: the host
/// kernel's uprobes act on private mappings of a probed file (`valid_vma()`), and another
/// process's probe on the same file would put its `int3` into these bytes. A host process
/// that truncates the file while it is mapped makes a read of the pages past the new end
/// the host's `SIGBUS` (see `docs/known-differences.md`).
#[derive(Clone)]
pub struct FileBytes(Backing);

#[derive(Clone)]
enum Backing {
    Memory(Arc<[u8]>),
    Mapped(Arc<Mapping>),
}

/// A read-only shared mapping of a whole file, unmapped when dropped.
struct Mapping {
    ptr: NonNull<u8>,
    len: usize,
}

// SAFETY: the mapping is read-only and owned by this value: shared references to its
// bytes may cross threads as a `&[u8]` may.
unsafe impl Send for Mapping {}
// SAFETY: as for `Send`: nothing writes the bytes through this value.
unsafe impl Sync for Mapping {}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: `ptr` and `len` are the mapping `FileBytes::map` made, unmapped only here.
        unsafe {
            libc::munmap(self.ptr.as_ptr().cast(), self.len);
        }
    }
}

impl FileBytes {
    /// The first `len` bytes of `file` (opened for reading), mapped shared and read-only.
    /// `None` where the host cannot map it (an empty file, a file system without `mmap`).
    pub fn map(file: &std::fs::File, len: usize) -> Option<FileBytes> {
        use std::os::fd::AsRawFd;
        if len == 0 {
            return None;
        }
        // SAFETY: a new mapping chosen by the host (no address given), of a file
        // descriptor that is open for the call; the result is checked.
        let p =
            unsafe { libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ, libc::MAP_SHARED, file.as_raw_fd(), 0) };
        if p == libc::MAP_FAILED {
            return None;
        }
        let ptr = NonNull::new(p.cast::<u8>())?;
        Some(FileBytes(Backing::Mapped(Arc::new(Mapping { ptr, len }))))
    }

    /// Whether `a` and `b` are the same bytes (clones of one value), not only equal ones.
    pub fn ptr_eq(a: &FileBytes, b: &FileBytes) -> bool {
        match (&a.0, &b.0) {
            (Backing::Memory(x), Backing::Memory(y)) => Arc::ptr_eq(x, y),
            (Backing::Mapped(x), Backing::Mapped(y)) => Arc::ptr_eq(x, y),
            _ => false,
        }
    }
}

impl std::ops::Deref for FileBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match &self.0 {
            Backing::Memory(b) => b,
            // SAFETY: the mapping is `len` readable bytes, alive as long as `self`.
            Backing::Mapped(m) => unsafe { std::slice::from_raw_parts(m.ptr.as_ptr(), m.len) },
        }
    }
}

impl AsRef<[u8]> for FileBytes {
    fn as_ref(&self) -> &[u8] {
        self
    }
}

impl PartialEq for FileBytes {
    fn eq(&self, other: &FileBytes) -> bool {
        FileBytes::ptr_eq(self, other) || **self == **other
    }
}

impl Eq for FileBytes {}

impl std::fmt::Debug for FileBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = match self.0 {
            Backing::Memory(_) => "in memory",
            Backing::Mapped(_) => "mapped",
        };
        write!(f, "FileBytes({} bytes, {how})", self.len())
    }
}

impl From<Arc<[u8]>> for FileBytes {
    fn from(b: Arc<[u8]>) -> FileBytes {
        FileBytes(Backing::Memory(b))
    }
}

impl From<Vec<u8>> for FileBytes {
    fn from(b: Vec<u8>) -> FileBytes {
        FileBytes(Backing::Memory(b.into()))
    }
}

impl From<&[u8]> for FileBytes {
    fn from(b: &[u8]) -> FileBytes {
        FileBytes(Backing::Memory(b.into()))
    }
}

impl FromIterator<u8> for FileBytes {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> FileBytes {
        FileBytes(Backing::Memory(iter.into_iter().collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mapped_file_reads_as_its_bytes_and_equals_them_in_memory() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        let data: Vec<u8> = (0..10_000u32).map(|i| (i % 253) as u8).collect();
        std::fs::write(&path, &data).unwrap();
        let file = std::fs::File::open(&path).unwrap();
        let mapped = FileBytes::map(&file, data.len()).unwrap();
        assert_eq!(&*mapped, &data[..]);
        let copy = FileBytes::from(data.clone());
        assert_eq!(mapped, copy);
        assert!(!FileBytes::ptr_eq(&mapped, &copy));
        assert!(FileBytes::ptr_eq(&mapped, &mapped.clone()));
        assert!(FileBytes::map(&file, 0).is_none());
        drop(file);
        // The mapping outlives the descriptor it was made from.
        assert_eq!(mapped[9_999], data[9_999]);
    }
}
