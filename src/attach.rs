//! Attaching many probes at once: the library form of the kernel's `uprobe_multi` BPF
//! link (`bpf_uprobe_multi_link_attach()` in `kernel/trace/bpf_trace.c`), which glob
//! specs (`uprobe:PATH:trig_*`) attach through, as bpftrace does for a wildcard.
//!
//! One link is N file offsets in one executable, each with an optional cookie (the
//! value `bpf_get_attach_cookie()` returns at that site) and an optional
//! `ref_ctr_offset` (a USDT semaphore), an optional pid, and entry or return
//! (`BPF_F_UPROBE_MULTI_RETURN`). It is all or nothing: the sites are registered in
//! order, and if one is refused every site registered before it is unregistered again,
//! so the text, the semaphores and the registry are as they were, and the error names
//! the site and carries the errno the kernel returns.
//!
//! What [`uprobe_multi_link_attach`] checks, in the kernel's order (6.18):
//!
//! | check | errno |
//! |---|---|
//! | `flags` other than `BPF_F_UPROBE_MULTI_RETURN` | `-EINVAL` |
//! | no offsets (`cnt == 0`) | `-EINVAL` |
//! | more than [`MAX_UPROBE_MULTI_CNT`] offsets | `-E2BIG` |
//! | PATH names no file the machine runs (`kern_path()`) | `-ENOENT` |
//! | a pid that names no process (`get_pid_task()`) | `-ESRCH` |
//! | a cookie or ref_ctr array shorter than the offsets (`__get_user()` past its end) | `-EFAULT` |
//! | per site, `uprobe_register()`: offset past the file's end | `-EINVAL` |
//! | per site: `ref_ctr_offset` not 2-byte aligned, or another than the uprobe's | `-EINVAL` |
//! | per site: `prepare_uprobe()` refuses the instruction (an int3, …) | `-ENOTSUPP` etc. |
//!
//! # Differs from Linux
//! - There is no BPF program: each site gets a consumer of the caller's making (by
//!   default a counter), handed the site with its cookie.
//! - One mm: a file offset is mapped to its address through the image's `PT_LOAD`
//!   segments. An offset inside the file but in no segment, which Linux registers
//!   without installing anything (no vma maps it), is refused with `-EINVAL`.
//! - The pid filter is `UprobeConsumer::filter` on the process id (Linux compares the
//!   task's mm, and `uprobe_prog_run()` skips other thread groups).

use crate::abi::errno::{E2BIG, EFAULT, EINVAL, ENOENT, ESRCH};
use crate::cpu::GuestCpu;
use crate::kernel::arch::x86::insn::Refusal;
use crate::kernel::uprobes::{ConsumerId, ProbeContext, UprobeConsumer};
use crate::kernel::Kernel;
use crate::loader::Image;

pub use crate::abi::uprobes::HandlerResult;

/// `BPF_F_UPROBE_MULTI_RETURN`: the link's sites are return probes.
pub const BPF_F_UPROBE_MULTI_RETURN: u32 = 1;

/// `MAX_UPROBE_MULTI_CNT`: the most offsets one link takes (`1 << 20`).
pub const MAX_UPROBE_MULTI_CNT: usize = 1 << 20;

/// What one link asks for: `attr.link_create.uprobe_multi`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UprobeMultiOpts {
    /// The executable (`path`), as a spec's PATH names it (`sim:demo`, a file path).
    /// Empty: the machine's own program.
    pub path: String,
    /// File offsets of the sites (`offsets`, `cnt` of them).
    pub offsets: Vec<u64>,
    /// Per-site `ref_ctr_offset` (file offsets of USDT semaphores; 0 for none).
    pub ref_ctr_offsets: Option<Vec<u64>>,
    /// Per-site cookies.
    pub cookies: Option<Vec<u64>>,
    /// `flags`: 0 or [`BPF_F_UPROBE_MULTI_RETURN`].
    pub flags: u32,
    /// Only this process (0: every process).
    pub pid: u32,
}

/// One site of a link, as its consumer is made for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiSite {
    /// Its position in [`UprobeMultiOpts::offsets`].
    pub index: usize,
    /// File offset.
    pub offset: u64,
    /// The address it maps to.
    pub vaddr: u64,
    /// Its cookie (0 without cookies).
    pub cookie: u64,
    /// The semaphore's address, if any.
    pub ref_ctr: Option<u64>,
    /// A return probe.
    pub retprobe: bool,
}

/// An attached link: its sites and their consumers (same order as the offsets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UprobeMultiLink {
    /// The sites.
    pub sites: Vec<MultiSite>,
    /// Each site's consumer.
    pub consumers: Vec<ConsumerId>,
}

/// Why a link was refused. Nothing of it stays attached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UprobeMultiError {
    /// The positive errno the kernel returns.
    pub errno: i64,
    /// The refused site's index, for a per-site refusal.
    pub site: Option<usize>,
    /// Its file offset.
    pub offset: Option<u64>,
    /// The site's name, where the caller knows one (a pattern spec's site).
    pub name: Option<String>,
    /// What was wrong.
    pub why: String,
}

impl std::fmt::Display for UprobeMultiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "uprobe_multi link refused")?;
        if let Some(i) = self.site {
            write!(f, " at site #{i}")?;
        }
        if let Some(n) = &self.name {
            write!(f, " `{n}`")?;
        }
        if let Some(o) = self.offset {
            write!(f, " (file offset {o:#x})")?;
        }
        write!(f, ": -{} ({}): {}", errno_name(self.errno), self.errno, self.why)
    }
}

impl std::error::Error for UprobeMultiError {}

/// The symbolic name of the errnos this path returns.
pub fn errno_name(errno: i64) -> &'static str {
    match errno {
        EINVAL => "EINVAL",
        E2BIG => "E2BIG",
        ENOENT => "ENOENT",
        ESRCH => "ESRCH",
        EFAULT => "EFAULT",
        crate::abi::errno::ENOEXEC => "ENOEXEC",
        crate::abi::errno::ENOTSUPP => "ENOTSUPP",
        _ => "E?",
    }
}

fn refuse(errno: i64, why: impl Into<String>) -> UprobeMultiError {
    UprobeMultiError { errno, site: None, offset: None, name: None, why: why.into() }
}

/// The address file offset `offset` is mapped at (through the `PT_LOAD` segment whose
/// file bytes hold it).
pub fn offset_to_vaddr(image: &Image, offset: u64) -> Option<u64> {
    image
        .segments
        .iter()
        .find(|s| s.offset <= offset && offset < s.offset + s.filesz)
        .map(|s| s.vaddr + (offset - s.offset))
}

/// A link consumer: counts, and knows its site's cookie. Entry or return as the
/// link's flags say. A BPF link's consumer is one for every process (not a perf event
/// per task), so a forked child's return through an inherited instance counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MultiCounter {
    /// The site's cookie.
    pub cookie: u64,
    /// A return probe.
    pub retprobe: bool,
}

impl UprobeConsumer for MultiCounter {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        HandlerResult::Keep
    }
    fn has_handler(&self) -> bool {
        !self.retprobe
    }
    fn has_ret_handler(&self) -> bool {
        self.retprobe
    }
}

/// A consumer with the link's pid filter (`uprobe_multi_link_filter()`).
struct PidFiltered {
    inner: Box<dyn UprobeConsumer>,
    pid: u32,
}

impl UprobeConsumer for PidFiltered {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.inner.handler(ctx)
    }
    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, func: u64) {
        self.inner.ret_handler(ctx, func)
    }
    fn has_handler(&self) -> bool {
        self.inner.has_handler()
    }
    fn has_ret_handler(&self) -> bool {
        self.inner.has_ret_handler()
    }
    fn is_perf_event(&self) -> bool {
        self.inner.is_perf_event()
    }
    fn filter(&self, pid: u32) -> bool {
        pid == self.pid && self.inner.filter(pid)
    }
}

/// Models `bpf_uprobe_multi_link_attach()`: checks the request, then registers every
/// site in order with a consumer from `make` (wrapped in the pid filter when a pid is
/// given); if a site is refused, the sites before it are unregistered
/// ([`Kernel::uprobe_rollback`]) and the error names the site. `path_ok` says whether
/// [`UprobeMultiOpts::path`] names the machine's program.
///
/// # Differs from Linux
/// See the module documentation.
pub fn uprobe_multi_link_attach(
    k: &mut Kernel,
    cpu: &mut dyn GuestCpu,
    opts: &UprobeMultiOpts,
    path_ok: bool,
    mut make: impl FnMut(&MultiSite) -> Box<dyn UprobeConsumer>,
) -> Result<UprobeMultiLink, UprobeMultiError> {
    if opts.flags & !BPF_F_UPROBE_MULTI_RETURN != 0 {
        return Err(refuse(EINVAL, format!("unknown flags {:#x}", opts.flags & !BPF_F_UPROBE_MULTI_RETURN)));
    }
    let cnt = opts.offsets.len();
    if cnt == 0 {
        return Err(refuse(EINVAL, "no offsets (cnt is 0)"));
    }
    if cnt > MAX_UPROBE_MULTI_CNT {
        return Err(refuse(E2BIG, format!("{cnt} offsets, more than MAX_UPROBE_MULTI_CNT ({MAX_UPROBE_MULTI_CNT})")));
    }
    if !path_ok {
        return Err(refuse(ENOENT, format!("`{}` names no file this machine runs", opts.path)));
    }
    if opts.pid != 0 && opts.pid != k.pid {
        return Err(refuse(ESRCH, format!("no process {}", opts.pid)));
    }
    for (what, v) in [("cookies", &opts.cookies), ("ref_ctr_offsets", &opts.ref_ctr_offsets)] {
        if v.as_ref().is_some_and(|v| v.len() < cnt) {
            return Err(refuse(EFAULT, format!("{what} has fewer than {cnt} entries")));
        }
    }
    let retprobe = opts.flags & BPF_F_UPROBE_MULTI_RETURN != 0;
    let file_len = k.image.file.len() as u64;
    let mark = k.registry_mark();
    k.uprobe_reserve(cnt);
    let mut sites = Vec::with_capacity(cnt);
    let mut consumers = Vec::with_capacity(cnt);
    for (index, &offset) in opts.offsets.iter().enumerate() {
        let ref_off = opts.ref_ctr_offsets.as_ref().map_or(0, |v| v[index]);
        let cookie = opts.cookies.as_ref().map_or(0, |v| v[index]);
        let refused = |errno: i64, why: String| UprobeMultiError {
            errno,
            site: Some(index),
            offset: Some(offset),
            name: None,
            why,
        };
        let result = (|| {
            if offset > file_len {
                return Err(refused(EINVAL, format!("offset is past the end of the file ({file_len:#x} bytes)")));
            }
            let vaddr = offset_to_vaddr(&k.image, offset)
                .ok_or_else(|| refused(EINVAL, "no PT_LOAD segment maps the offset".to_string()))?;
            let ref_ctr =
                if ref_off == 0 {
                    None
                } else if !ref_off.is_multiple_of(2) {
                    return Err(refused(EINVAL, "ref_ctr_offset is not 2-byte aligned".into()));
                } else {
                    Some(offset_to_vaddr(&k.image, ref_off).ok_or_else(|| {
                        refused(EINVAL, format!("no PT_LOAD segment maps ref_ctr_offset {ref_off:#x}"))
                    })?)
                };
            let site = MultiSite { index, offset, vaddr, cookie, ref_ctr, retprobe };
            let mut consumer = make(&site);
            if opts.pid != 0 {
                consumer = Box::new(PidFiltered { inner: consumer, pid: opts.pid });
            }
            let id = k
                .uprobe_register_or_error(cpu, vaddr, consumer, ref_ctr)
                .map_err(|Refusal { errno, why }| refused(errno, why))?;
            Ok((site, id))
        })();
        match result {
            Ok((site, id)) => {
                sites.push(site);
                consumers.push(id);
            }
            Err(e) => {
                // bpf_uprobe_unregister(uprobes, link->cnt = i)
                k.uprobe_rollback(cpu, &consumers, mark);
                return Err(e);
            }
        }
    }
    Ok(UprobeMultiLink { sites, consumers })
}

/// Models `bpf_uprobe_multi_link_release()`: every site's consumer unregistered
/// (the breakpoints and semaphores of sites no other consumer wants go back).
pub fn uprobe_multi_link_release(k: &mut Kernel, cpu: &mut dyn GuestCpu, link: &UprobeMultiLink) {
    for id in &link.consumers {
        k.uprobe_unregister(cpu, *id);
    }
}
