//! Hit counting through BPF `uprobe_multi` links ([`crate::Consumer::BpfMulti`]).
//!
//! A perf uprobe event costs its closer an RCU grace period, about 100 ms on a 6.18 VM, and
//! closes are serialized machine-wide (`perf_trace_destroy` holds `event_mutex` across
//! `tracepoint_synchronize_unregister`), so a run with N probes takes N × 100 ms to end
//! whatever the threads. A `uprobe_multi` link (Linux 6.6, `bpf_uprobe_multi_link_attach`)
//! registers any number of sites of one file with one consumer each and unregisters them
//! all with one `uprobe_unregister_sync` when it is closed: a run costs one grace period
//! per link (one for entry probes and one for return probes of each file).
//!
//! The consumer is a ten-instruction BPF program, written here as bytecode (no compiler,
//! no libbpf): it takes the site's cookie (its probe index) with `bpf_get_attach_cookie`
//! and adds 1 to that slot of an array map with an atomic add. The links are restricted to
//! the guest's pid, as a perf task event is. What the kernel does at the site (the
//! breakpoint, single-step or emulation, the return instance, the reference counter) is
//! the same as for a perf consumer: only the handler differs.

use std::ffi::{CStr, CString};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::path::Path;

use libc::{c_long, pid_t};

use crate::RealProbe;

const BPF_MAP_CREATE: c_long = 0;
const BPF_MAP_LOOKUP_ELEM: c_long = 1;
const BPF_PROG_LOAD: c_long = 5;
const BPF_LINK_CREATE: c_long = 28;
const BPF_MAP_TYPE_ARRAY: u32 = 2;
const BPF_PROG_TYPE_KPROBE: u32 = 2;
/// `enum bpf_attach_type`'s `BPF_TRACE_UPROBE_MULTI`.
const BPF_TRACE_UPROBE_MULTI: u32 = 48;
/// `link_create.uprobe_multi.flags`: return probes.
const BPF_F_UPROBE_MULTI_RETURN: u32 = 1;
/// Helper numbers.
const BPF_FUNC_MAP_LOOKUP_ELEM: i32 = 1;
const BPF_FUNC_GET_ATTACH_COOKIE: i32 = 174;
/// Size of the attribute block passed (the kernel checks that any tail it does not know is
/// zero, and reads no more than it knows).
const ATTR_SIZE: usize = 128;

/// One BPF instruction (`struct bpf_insn`).
#[derive(Clone, Copy)]
struct Insn {
    code: u8,
    /// dst in the low nibble, src in the high one.
    regs: u8,
    off: i16,
    imm: i32,
}

const fn insn(code: u8, dst: u8, src: u8, off: i16, imm: i32) -> Insn {
    Insn { code, regs: (src << 4) | dst, off, imm }
}

/// The counting program for the array map `map_fd`:
///
/// ```text
/// call bpf_get_attach_cookie        ; r1 = ctx on entry
/// *(u32 *)(r10 - 4) = r0            ; the key: the probe's index
/// r2 = r10; r2 += -4
/// r1 = map_fd ll                    ; BPF_PSEUDO_MAP_FD
/// call bpf_map_lookup_elem
/// if r0 == 0 goto +2
/// r1 = 1
/// lock *(u64 *)(r0 + 0) += r1
/// r0 = 0
/// exit
/// ```
fn program(map_fd: RawFd) -> Vec<Insn> {
    vec![
        insn(0x85, 0, 0, 0, BPF_FUNC_GET_ATTACH_COOKIE),
        insn(0x63, 10, 0, -4, 0),
        insn(0xbf, 2, 10, 0, 0),
        insn(0x07, 2, 0, 0, -4),
        insn(0x18, 1, 1, 0, map_fd),
        insn(0x00, 0, 0, 0, 0),
        insn(0x85, 0, 0, 0, BPF_FUNC_MAP_LOOKUP_ELEM),
        insn(0x15, 0, 0, 2, 0),
        insn(0xb7, 1, 0, 0, 1),
        insn(0xdb, 0, 1, 0, 0),
        insn(0xb7, 0, 0, 0, 0),
        insn(0x95, 0, 0, 0, 0),
    ]
}

/// An attribute block being filled.
struct Attr([u8; ATTR_SIZE]);

impl Attr {
    fn new() -> Attr {
        Attr([0; ATTR_SIZE])
    }
    /// Stores `bytes` at `at` (every offset used is a constant inside the block).
    fn put(&mut self, at: usize, bytes: &[u8]) -> &mut Attr {
        if let Some(dst) = self.0.get_mut(at..at + bytes.len()) {
            dst.copy_from_slice(bytes);
        }
        self
    }
    fn u32(&mut self, at: usize, v: u32) -> &mut Attr {
        self.put(at, &v.to_ne_bytes())
    }
    fn u64(&mut self, at: usize, v: u64) -> &mut Attr {
        self.put(at, &v.to_ne_bytes())
    }
    fn ptr<T>(&mut self, at: usize, p: *const T) -> &mut Attr {
        self.u64(at, p as usize as u64)
    }
}

/// `bpf(cmd, attr)`: the result, or the errno.
fn bpf(cmd: c_long, attr: &mut Attr) -> io::Result<c_long> {
    // SAFETY: `attr` is a live, writable block of ATTR_SIZE bytes, and every pointer
    // stored in it points at memory that outlives the call (the callers' locals).
    let r = unsafe { libc::syscall(libc::SYS_bpf, cmd, attr.0.as_mut_ptr(), ATTR_SIZE as libc::c_uint) };
    if r < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(r)
    }
}

fn fd_of(r: c_long) -> OwnedFd {
    // SAFETY: a successful map, program or link creation returns a new descriptor that
    // nothing else owns.
    unsafe { OwnedFd::from_raw_fd(r as RawFd) }
}

/// The sites of one link: one file, one direction.
struct Site<'a> {
    prog: &'a OwnedFd,
    path: &'a CStr,
    ret: bool,
    pid: pid_t,
    probes: &'a [RealProbe],
}

impl Site<'_> {
    /// One link for the probes `which`.
    fn link(&self, which: &[usize]) -> io::Result<OwnedFd> {
        let sites = || which.iter().filter_map(|i| self.probes.get(*i));
        let offsets: Vec<u64> = sites().map(|p| p.file_offset).collect();
        let ref_ctrs: Vec<u64> = sites().map(|p| p.ref_ctr_offset).collect();
        let cookies: Vec<u64> = which.iter().map(|i| *i as u64).collect();
        let mut a = Attr::new();
        a.u32(0, self.prog.as_raw_fd() as u32)
            .u32(8, BPF_TRACE_UPROBE_MULTI)
            .ptr(16, self.path.as_ptr())
            .ptr(24, offsets.as_ptr())
            .ptr(32, ref_ctrs.as_ptr())
            .ptr(40, cookies.as_ptr())
            .u32(48, which.len() as u32)
            .u32(52, if self.ret { BPF_F_UPROBE_MULTI_RETURN } else { 0 })
            .u32(56, self.pid as u32);
        bpf(BPF_LINK_CREATE, &mut a).map(fd_of)
    }

    /// Links `which`, splitting a refused set in halves down to the refused probes
    /// (see [`Counters::attach`]).
    fn link_each(&self, which: &[usize], links: &mut Vec<OwnedFd>, errors: &mut [Option<i32>]) {
        match self.link(which) {
            Ok(fd) => links.push(fd),
            Err(e) if which.len() == 1 => {
                if let Some(slot) = which.first().and_then(|i| errors.get_mut(*i)) {
                    *slot = Some(e.raw_os_error().unwrap_or(libc::EINVAL));
                }
            }
            Err(_) => {
                let (a, b) = which.split_at(which.len() / 2);
                self.link_each(a, links, errors);
                self.link_each(b, links, errors);
            }
        }
    }
}

/// The counters of a run: the map, the program and the links that feed it.
pub(crate) struct Counters {
    map: OwnedFd,
    /// Kept open until the links are closed.
    prog: OwnedFd,
    links: Vec<OwnedFd>,
    len: usize,
}

/// Why attaching failed: the step, and the kernel's answer.
#[derive(Debug)]
pub(crate) struct BpfError {
    pub what: String,
    pub source: io::Error,
}

impl Counters {
    /// Attaches `probes` (indices = their slots) for process `pid`: one link per file and
    /// direction. `exe` is the file of the probes without a path of their own.
    ///
    /// A probe the kernel refuses (`prepare_uprobe` fails for an instruction it will not
    /// probe, such as a `lock` prefix) fails its whole link, which names no site: the
    /// sites are then linked in halves, and halves of those, until each refused probe is
    /// alone. Its errno goes to `errors[i]` (it counts 0), and every other probe is
    /// still counted, by one of the links that succeeded. Each failed attempt costs a grace
    /// period (the sites registered before the refused one are unregistered), so the
    /// probes in `alone` (expected to be refused) are each tried in a link of their own,
    /// which costs nothing when the kernel refuses them, between links of the probes
    /// before and after them.
    pub(crate) fn attach(
        pid: pid_t,
        exe: &Path,
        probes: &[RealProbe],
        alone: &[usize],
        errors: &mut [Option<i32>],
    ) -> Result<Counters, BpfError> {
        let fail = |what: &str| {
            let what = what.to_string();
            move |source| BpfError { what, source }
        };
        let len = probes.len().max(1);
        let mut a = Attr::new();
        a.u32(0, BPF_MAP_TYPE_ARRAY).u32(4, 4).u32(8, 8).u32(12, len as u32);
        let map = fd_of(bpf(BPF_MAP_CREATE, &mut a).map_err(fail("creating the counter map"))?);

        let insns = program(map.as_raw_fd());
        let raw: Vec<u8> = insns
            .iter()
            .flat_map(|i| [[i.code, i.regs], i.off.to_ne_bytes()].concat().into_iter().chain(i.imm.to_ne_bytes()))
            .collect();
        let license = c"GPL";
        let mut log = vec![0u8; 4096];
        let mut a = Attr::new();
        a.u32(0, BPF_PROG_TYPE_KPROBE)
            .u32(4, insns.len() as u32)
            .ptr(8, raw.as_ptr())
            .ptr(16, license.as_ptr())
            .u32(24, 1)
            .u32(28, log.len() as u32)
            .ptr(32, log.as_mut_ptr())
            .u32(68, BPF_TRACE_UPROBE_MULTI);
        let prog = match bpf(BPF_PROG_LOAD, &mut a) {
            Ok(fd) => fd_of(fd),
            Err(source) => {
                let text =
                    CStr::from_bytes_until_nul(&log).map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                let last = text.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").to_string();
                return Err(BpfError { what: format!("loading the counting program ({last})"), source });
            }
        };

        // One link per (file, direction), its sites in probe order.
        let mut groups: Vec<(Option<&Path>, bool, Vec<usize>)> = Vec::new();
        for (i, p) in probes.iter().enumerate() {
            let key = (p.path.as_deref(), p.retprobe);
            match groups.iter_mut().find(|g| (g.0, g.1) == key) {
                Some(g) => g.2.push(i),
                None => groups.push((key.0, key.1, vec![i])),
            }
        }
        let mut links = Vec::with_capacity(groups.len());
        for (path, ret, which) in groups {
            let path = path.unwrap_or(exe);
            let c_path = CString::new(path.as_os_str().as_encoded_bytes()).map_err(|_| BpfError {
                what: format!("the probe path {} has a NUL byte", path.display()),
                source: io::ErrorKind::InvalidInput.into(),
            })?;
            let site = Site { prog: &prog, path: &c_path, ret, pid, probes };
            // In probe order, as the kernel registers a link's sites: the order decides
            // which of two probes at one address with different reference counters the
            // kernel refuses.
            for run in which.chunk_by(|a, b| !alone.contains(a) && !alone.contains(b)) {
                site.link_each(run, &mut links, errors);
            }
        }
        Ok(Counters { map, prog, links, len: probes.len() })
    }

    /// Adds each probe's count to `hits[i]`.
    pub(crate) fn read(&self, hits: &mut [u64]) -> io::Result<()> {
        for (i, h) in hits.iter_mut().enumerate().take(self.len) {
            let key = i as u32;
            let mut value = 0u64;
            let mut a = Attr::new();
            a.u32(0, self.map.as_raw_fd() as u32).ptr(8, &key).ptr(16, &mut value as *mut u64);
            bpf(BPF_MAP_LOOKUP_ELEM, &mut a)?;
            *h += value;
        }
        Ok(())
    }

    /// The descriptors, links first (closing a link unregisters its sites).
    pub(crate) fn into_fds(self) -> Vec<OwnedFd> {
        let mut v = self.links;
        v.push(self.prog);
        v.push(self.map);
        v
    }
}
