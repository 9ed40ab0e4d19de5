//! A [`GuestCpu`](super::GuestCpu) without an engine: registers in an array, memory in 4 KiB pages with
//! their protections, and a log of what the kernel asked of it. It runs no guest code.
//! It exists so that the kernel's mechanisms (XOL slots, the return-instance stack,
//! reference counters, breakpoint writes) can be unit-tested without Unicorn, and their
//! effects on the CPU read back exactly.
//!
//! What it models: [`CpuCore::read`] and [`CpuCore::write`] honour the guest's
//! protections as the engine's user accesses do (a write needs `w`, a read `r` or `x`);
//! [`CpuCore::patch_code`] writes any mapped page, as the kernel's own writes do; mapping
//! zero-fills. The instruction count only moves by [`CpuCore::account_insns`].

use std::collections::BTreeMap;

use crate::abi::mm::PAGE_SIZE;

use super::{CpuCore, CpuError, FastPathCpu, Prot, Reg};

/// One guest page.
#[derive(Clone, Debug)]
struct Page {
    bytes: Box<[u8]>,
    prot: Prot,
}

/// A CPU that runs nothing (see the module doc).
#[derive(Clone, Debug)]
pub struct FakeCpu {
    regs: [u64; Reg::ALL.len()],
    pages: BTreeMap<u64, Page>,
    insns: u64,
    fx: Box<[u8; 512]>,
    /// Every `patch_code` call, in order: (address, bytes).
    pub patches: Vec<(u64, Vec<u8>)>,
    /// Code ranges being watched (`watch_code`), begin → end.
    pub watched: BTreeMap<u64, u64>,
    /// Times `request_stop` was called.
    pub stops_requested: u64,
}

impl Default for FakeCpu {
    fn default() -> Self {
        FakeCpu {
            regs: [0; Reg::ALL.len()],
            pages: BTreeMap::new(),
            insns: 0,
            fx: Box::new([0; 512]),
            patches: Vec::new(),
            watched: BTreeMap::new(),
            stops_requested: 0,
        }
    }
}

impl FakeCpu {
    /// A CPU with no memory and every register 0.
    pub fn new() -> FakeCpu {
        FakeCpu::default()
    }

    /// The protection of the page holding `addr`, if it is mapped.
    pub fn prot_at(&self, addr: u64) -> Option<Prot> {
        self.pages.get(&(addr & !(PAGE_SIZE - 1))).map(|p| p.prot)
    }

    /// Copies between guest memory and `buf` page by page, if every page is mapped and
    /// `allowed` by its protection.
    fn access(&self, addr: u64, len: usize, allowed: impl Fn(Prot) -> bool) -> Option<Vec<(u64, usize, usize)>> {
        let mut chunks = Vec::new();
        let mut done = 0usize;
        while done < len {
            let at = addr.checked_add(done as u64)?;
            let page = at & !(PAGE_SIZE - 1);
            let p = self.pages.get(&page)?;
            if !allowed(p.prot) {
                return None;
            }
            let off = (at - page) as usize;
            let n = (PAGE_SIZE as usize - off).min(len - done);
            chunks.push((page, off, n));
            done += n;
        }
        Some(chunks)
    }

    /// Writes `data` at `addr` where `allowed`; false (and nothing written) otherwise.
    fn store(&mut self, addr: u64, data: &[u8], allowed: impl Fn(Prot) -> bool) -> bool {
        let Some(chunks) = self.access(addr, data.len(), allowed) else { return false };
        let mut from = 0;
        for (page, off, n) in chunks {
            let p = self.pages.get_mut(&page).expect("checked above");
            p.bytes[off..off + n].copy_from_slice(&data[from..from + n]);
            from += n;
        }
        true
    }

    /// The pages of `[addr, addr + len)`, or an error naming `op` if it is not page
    /// aligned.
    fn pages_of(addr: u64, len: u64, op: &'static str) -> Result<impl Iterator<Item = u64>, CpuError> {
        if !addr.is_multiple_of(PAGE_SIZE) || !len.is_multiple_of(PAGE_SIZE) || addr.checked_add(len).is_none() {
            return Err(CpuError::Engine { op, code: format!("unaligned range {addr:#x}+{len:#x}") });
        }
        Ok((addr..addr + len).step_by(PAGE_SIZE as usize))
    }
}

impl CpuCore for FakeCpu {
    fn reg(&self, r: Reg) -> u64 {
        self.regs[r as usize]
    }

    fn set_reg(&mut self, r: Reg, v: u64) {
        self.regs[r as usize] = v;
    }

    fn read(&self, addr: u64, buf: &mut [u8]) -> bool {
        let Some(chunks) = self.access(addr, buf.len(), |p| p.read || p.exec) else { return false };
        let mut to = 0;
        for (page, off, n) in chunks {
            buf[to..to + n].copy_from_slice(&self.pages[&page].bytes[off..off + n]);
            to += n;
        }
        true
    }

    fn write(&mut self, addr: u64, data: &[u8]) -> bool {
        self.store(addr, data, |p| p.write)
    }

    fn patch_code(&mut self, addr: u64, data: &[u8]) -> bool {
        self.patches.push((addr, data.to_vec()));
        self.store(addr, data, |_| true)
    }

    fn map(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        for page in Self::pages_of(addr, len, "map")? {
            self.pages.insert(page, Page { bytes: vec![0; PAGE_SIZE as usize].into_boxed_slice(), prot });
        }
        Ok(())
    }

    fn unmap(&mut self, addr: u64, len: u64) -> Result<(), CpuError> {
        for page in Self::pages_of(addr, len, "unmap")? {
            self.pages.remove(&page);
        }
        Ok(())
    }

    fn protect(&mut self, addr: u64, len: u64, prot: Prot) -> Result<(), CpuError> {
        for page in Self::pages_of(addr, len, "protect")? {
            if let Some(p) = self.pages.get_mut(&page) {
                p.prot = prot;
            }
        }
        Ok(())
    }

    fn insn_count(&self) -> u64 {
        self.insns
    }

    fn account_insns(&mut self, n: u64) {
        self.insns += n;
    }

    fn watch_code(&mut self, begin: u64, end: u64) {
        self.watched.insert(begin, end);
    }

    fn unwatch_code(&mut self, begin: u64, _end: u64) {
        self.watched.remove(&begin);
    }

    fn request_stop(&mut self) {
        self.stops_requested += 1;
    }

    fn fxsave(&self) -> [u8; 512] {
        *self.fx
    }

    fn fxrstor(&mut self, image: &[u8; 512]) {
        *self.fx = *image;
    }
}

/// Every fast-path method keeps its default: no deferred flags, no write sequence, no
/// shadows, no budget. The kernel's fast paths then take their plain paths.
impl FastPathCpu for FakeCpu {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_keeps_to_its_protections_and_patches_write_through_them() {
        let mut cpu = FakeCpu::new();
        cpu.map(0x1000, 2 * PAGE_SIZE, Prot::RW).unwrap();
        // A write across the page boundary reads back whole.
        assert!(cpu.write(0x1ffe, &[1, 2, 3, 4]));
        let mut b = [0u8; 4];
        assert!(cpu.read(0x1ffe, &mut b));
        assert_eq!(b, [1, 2, 3, 4]);
        // Unmapped and read-only memory refuse user writes; the kernel's patch does not.
        assert!(!cpu.write(0x3000, &[0]));
        cpu.protect(0x2000, PAGE_SIZE, Prot::R).unwrap();
        assert!(!cpu.write(0x1fff, &[9, 9]), "a write that crosses into a read-only page");
        assert!(cpu.read(0x1ffe, &mut b) && b == [1, 2, 3, 4], "a refused write changes nothing");
        assert!(cpu.patch_code(0x2000, &[0xcc]));
        assert!(cpu.read(0x2000, &mut b[..1]) && b[0] == 0xcc);
        assert_eq!(cpu.patches, [(0x2000, vec![0xcc])]);
        assert!(cpu.map(0x1001, PAGE_SIZE, Prot::RW).is_err());
    }
}
