//! Uprobes on files other than the program's own (shared libraries, the interpreter):
//! registration by file and offset, and the breakpoint's life as the file is mapped and
//! unmapped (`uprobe_register()` on an inode, `register_for_each_vma()`,
//! `uprobe_mmap()`, `uprobe_munmap()` in `kernel/events/uprobes.c`).
//!
//! A uprobe of this kind names its file ([`FileSite`]) and its offset in it. It is
//! registered whether or not the file is mapped: a probe on a library that the program
//! has not loaded yet (or never loads) stays registered with no breakpoint, as the
//! kernel keeps it. Every mapping of the file made later (`mmap` of the file by the
//! dynamic loader, `dlopen`) installs the breakpoint at the address the offset has
//! there, and unmapping (`munmap`, `dlclose`, a `MAP_FIXED` mapping over it) forgets
//! the address.
//!
//! # Differs from Linux
//! - One mapping per file per process holds the breakpoint: the newest one. Linux
//!   installs it in every VMA of the file (the loader maps a library once, so this
//!   matters only for a program that maps the same file twice itself).
//! - The file's identity is its canonical host path (Linux: the inode), so two host
//!   paths of one file through a symlink are one file, as in Linux, but a hard link is
//!   another.
//! - The instruction is analysed at registration, from the file's bytes (Linux's
//!   `prepare_uprobe()` runs at the first install); a refusal is reported then.

use std::rc::Rc;

use crate::cpu::GuestCpu;
use crate::trace::{EventKind, TraceEvent};

use super::super::mm::Vma;
use super::super::Kernel;
use super::{ConsumerId, ConsumerKind, Uprobe, UprobeConsumer};

/// The file of a uprobe on a file other than the program's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileSite {
    /// The file's identity, as [`crate::kernel::mm::VmaFile::id`] has it.
    pub id: Rc<str>,
    /// Whether the offset is mapped in this process now (then the uprobe's `vaddr` is
    /// where, and the address index has it).
    pub mapped: bool,
    /// `ref_ctr_offset`: the file offset of the USDT semaphore, in the same file.
    pub ref_ctr: Option<u64>,
}

/// Where `offset` of file `id` is in `v`, if `v` is a place for a reference counter
/// (`valid_ref_ctr_vma()`: a private, writable mapping of the file covering it).
fn ref_ctr_in(v: &Vma, id: &str, offset: u64) -> Option<u64> {
    let f = v.file.as_ref()?;
    let len = v.end - v.start;
    (!f.shared && v.prot.write && &*f.id == id && offset >= f.pgoff && offset - f.pgoff < len)
        .then(|| v.start + (offset - f.pgoff))
}

/// Where `offset` of file `id` is mapped in `v`, if `v` maps it as `valid_vma()` wants
/// (a private file mapping; `VM_MAYEXEC` always holds in the view).
fn vaddr_in(v: &Vma, id: &str, offset: u64) -> Option<u64> {
    let f = v.file.as_ref()?;
    let len = v.end - v.start;
    (!f.shared && &*f.id == id && offset >= f.pgoff && offset - f.pgoff < len).then(|| v.start + (offset - f.pgoff))
}

impl Kernel {
    /// Models `uprobe_register(inode, offset, ref_ctr_offset, uc)` for a file other
    /// than the program's: find or create the uprobe at (`id`, `offset`), whose
    /// instruction is `insn` (up to 16 bytes of the file from `offset`), prepend the
    /// consumer, and (`register_for_each_vma()`) install the breakpoint where this
    /// process maps the file, if it does and the consumer wants it.
    pub fn uprobe_register_file(
        &mut self,
        cpu: &mut dyn GuestCpu,
        id: Rc<str>,
        offset: u64,
        insn: &[u8],
        consumer: Box<dyn UprobeConsumer>,
        ref_ctr: Option<u64>,
    ) -> ConsumerId {
        let idx = match self.uprobes.by_file.get(&(id.clone(), offset)) {
            Some(&i) if !self.uprobes.probes[i].freed => i,
            _ => self.push_file_uprobe(id, offset, insn, ref_ctr),
        };
        let kind = ConsumerKind::of(consumer.as_ref());
        let wants = !kind.filter || consumer.filter(self.pid);
        let id = self.shared.borrow_mut().push_consumer(idx, consumer, kind, None);
        self.consumer_add(idx, id);
        let p = &self.uprobes.probes[idx];
        let (vaddr, mapped) = (p.vaddr, p.file.as_ref().is_some_and(|f| f.mapped));
        if let Err(r) = &p.arch {
            let why = r.to_string();
            self.event(cpu, vaddr, EventKind::Probe, || TraceEvent::Refused { why });
        } else if wants && mapped {
            self.install_breakpoint(cpu, idx);
        }
        id
    }

    /// A new uprobe at (`id`, `offset`), placed where this process maps that offset
    /// now, if it does.
    fn push_file_uprobe(&mut self, id: Rc<str>, offset: u64, bytes: &[u8], ref_ctr: Option<u64>) -> usize {
        let at = self.mm.vmas().find_map(|v| vaddr_in(v, &id, offset));
        // Analysed at the address it has, or at the offset: a mapping keeps the offset
        // within the page, which is all the analysis looks at besides the bytes.
        let vaddr = at.unwrap_or(offset);
        let arch = self.prepare_uprobe(bytes, vaddr);
        let idx = self.uprobes.probes.len();
        let file = FileSite { id: id.clone(), mapped: at.is_some(), ref_ctr };
        self.uprobes.probes.push(Uprobe::new(vaddr, offset, arch, None, Some(file)));
        self.uprobes.by_file.insert((id, offset), idx);
        if at.is_some() {
            self.uprobes.by_vaddr.insert(vaddr, idx);
        }
        idx
    }

    /// Models `uprobe_mmap()`: `[start, end)` was just mapped. Every uprobe on a file
    /// that a VMA there maps, at an offset it covers, gets its address in this process,
    /// and its breakpoint if a consumer wants the process (`filter_chain()`).
    pub(crate) fn uprobe_mmap(&mut self, cpu: &mut dyn GuestCpu, start: u64, end: u64) {
        if self.uprobes.by_file.is_empty() {
            return;
        }
        let vmas: Vec<Vma> = self.mm.vmas_in(start, end).filter(|v| v.file.is_some()).cloned().collect();
        if !self.uprobes.delayed.is_empty() {
            for v in &vmas {
                self.delayed_ref_ctr_inc(cpu, v);
            }
        }
        for v in vmas {
            let Some(f) = v.file.as_ref().filter(|f| !f.shared) else { continue };
            let lo = (f.id.clone(), f.pgoff);
            let hi = (f.id.clone(), f.pgoff + (v.end - v.start));
            let found: Vec<usize> = self.uprobes.by_file.range(lo..hi).map(|(_, i)| *i).collect();
            for idx in found {
                let Some(vaddr) = vaddr_in(&v, &f.id, self.uprobes.probes[idx].offset) else { continue };
                if self.uprobes.probes[idx].freed {
                    continue;
                }
                self.uprobe_place(idx, vaddr);
                if self.uprobes.probes[idx].arch.is_ok() && self.filter_chain(idx) {
                    self.install_breakpoint(cpu, idx);
                }
            }
        }
    }

    /// Gives file uprobe `idx` its address in this process.
    fn uprobe_place(&mut self, idx: usize, vaddr: u64) {
        let p = &mut self.uprobes.probes[idx];
        if let Some(f) = &mut p.file {
            f.mapped = true;
        }
        p.installed = false;
        if p.vaddr != vaddr {
            p.vaddr = vaddr;
            if let Ok(a) = &mut p.arch {
                Rc::make_mut(a).vaddr = vaddr;
            }
        }
        self.uprobes.by_vaddr.insert(vaddr, idx);
    }

    /// Models `uprobe_munmap()` (and what unmapping leaves of a breakpoint: nothing):
    /// `[start, end)` is about to be unmapped. The file uprobes placed there lose
    /// their address in this process; a later mapping of the file places them again.
    pub(crate) fn uprobe_munmap(&mut self, cpu: &mut dyn GuestCpu, start: u64, end: u64) {
        if self.uprobes.by_file.is_empty() {
            return;
        }
        // The file uprobes of each file VMA in the range, by its offsets there.
        let mut gone = Vec::new();
        for v in self.mm.vmas_in(start, end) {
            let Some(f) = v.file.as_ref() else { continue };
            let (lo, hi) = (start.max(v.start), end.min(v.end));
            let offsets = (f.id.clone(), f.pgoff + (lo - v.start))..(f.id.clone(), f.pgoff + (hi - v.start));
            gone.extend(self.uprobes.by_file.range(offsets).map(|(_, i)| *i).filter(|&i| {
                let p = &self.uprobes.probes[i];
                p.file.as_ref().is_some_and(|f| f.mapped) && (lo..hi).contains(&p.vaddr)
            }));
        }
        for idx in gone {
            let p = &mut self.uprobes.probes[idx];
            let vaddr = p.vaddr;
            if let Some(f) = &mut p.file {
                f.mapped = false;
            }
            p.installed = false;
            self.uprobes.by_vaddr.remove(&vaddr);
            self.fast.sites.remove(&vaddr);
            cpu.unshadow(vaddr);
        }
    }

    /// The uprobe side of `exec_mmap()` (the old mm goes): no uprobe is placed any more,
    /// and the `[uprobes]` area, the trampolines and the jmp slots of the old mm are gone
    /// with it (`uprobe_clear_state()`).
    pub(crate) fn uprobe_exec_mmap(&mut self) {
        for p in &mut self.uprobes.probes {
            p.installed = false;
            if let Some(f) = &mut p.file {
                f.mapped = false;
            }
        }
        self.uprobes.by_vaddr.clear();
        self.uprobes.delayed.clear();
        self.uprobes.xol = None;
        self.uprobes.trampolines.clear();
        self.uprobes.slots.clear();
        self.uprobes.has_uprobes = false;
        self.fast.forget_addresses();
    }

    /// The program's own file was exec'd again: its uprobes are placed where they were
    /// (the same file maps at the same addresses), and installed where a consumer wants
    /// the process (what `uprobe_mmap()` does for them on Linux).
    pub(crate) fn uprobe_replace_own(&mut self, cpu: &mut dyn GuestCpu) {
        for idx in 0..self.uprobes.probes.len() {
            let p = &self.uprobes.probes[idx];
            if p.freed || p.file.is_some() {
                continue;
            }
            self.uprobes.by_vaddr.insert(p.vaddr, idx);
            if self.uprobes.probes[idx].arch.is_ok() && self.filter_chain(idx) {
                self.install_breakpoint(cpu, idx);
            }
        }
    }

    /// Where uprobe `idx`'s reference counter is in this process: its `ref_ctr` address
    /// for a uprobe on the program, the address of its file's counter offset in a
    /// writable private mapping of the file for one on another file (`find_ref_ctr_vma()`),
    /// or `None` if no mapping has it (yet).
    pub(crate) fn ref_ctr_vaddr(&self, idx: usize) -> Option<u64> {
        let p = &self.uprobes.probes[idx];
        match &p.file {
            None => p.ref_ctr,
            Some(f) => {
                let off = f.ref_ctr?;
                self.mm.vmas().find_map(|v| ref_ctr_in(v, &f.id, off))
            }
        }
    }

    /// Whether uprobe `idx` has a reference counter at all.
    pub(crate) fn has_ref_ctr(&self, idx: usize) -> bool {
        let p = &self.uprobes.probes[idx];
        p.ref_ctr.is_some() || p.file.as_ref().is_some_and(|f| f.ref_ctr.is_some())
    }

    /// Models `delayed_uprobe_add()`: the counter of uprobe `idx` is to be raised when
    /// its mapping appears in this process.
    pub(crate) fn delayed_uprobe_add(&mut self, idx: usize) {
        if !self.uprobes.delayed.contains(&idx) {
            self.uprobes.delayed.push(idx);
        }
    }

    /// Models `delayed_uprobe_remove()` for this process.
    pub(crate) fn delayed_uprobe_remove(&mut self, idx: usize) {
        self.uprobes.delayed.retain(|i| *i != idx);
    }

    /// Models `delayed_ref_ctr_inc()`: `v` was just mapped; every delayed counter it
    /// holds is raised now, and leaves the list.
    fn delayed_ref_ctr_inc(&mut self, cpu: &mut dyn GuestCpu, v: &Vma) {
        let due: Vec<(usize, u64)> = self
            .uprobes
            .delayed
            .iter()
            .filter_map(|&i| {
                let f = self.uprobes.probes[i].file.as_ref()?;
                Some((i, ref_ctr_in(v, &f.id, f.ref_ctr?)?))
            })
            .collect();
        for (idx, addr) in due {
            self.delayed_uprobe_remove(idx);
            self.update_ref_ctr_at(cpu, idx, addr, 1);
        }
    }
}
