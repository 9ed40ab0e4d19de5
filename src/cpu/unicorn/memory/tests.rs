//! The page permissions this module gives the engine: faults with their exact
//! address and kind, protection changes that reach translated code, unmapped pages
//! that come back zero, and many mappings in few engine regions.

use super::super::tests::Recorder;
use super::super::Cpu;
use crate::cpu::{Access, FaultKind, Prot, Reg};

/// The code page.
const CODE: u64 = 0x40_0000;
/// A data page.
const DATA: u64 = 0x40_1000;
/// A page never mapped (inside the same reservation).
const HOLE: u64 = 0x40_3000;

/// A CPU with `code` at [`CODE`] (read and exec), [`DATA`] with `data`, rip at the code.
fn cpu(code: &[u8], data: Prot) -> Cpu<Recorder> {
    let mut cpu = Cpu::new(Recorder::default()).expect("engine opens");
    cpu.map(CODE, 0x1000, Prot::RX).expect("code maps");
    cpu.map(DATA, 0x1000, data).expect("data maps");
    assert!(cpu.write(CODE, code));
    cpu.set_reg(Reg::Rip, CODE);
    cpu
}

/// `mov rax, [addr]` (absolute 32-bit address).
fn load(addr: u64) -> Vec<u8> {
    let mut v = vec![0x48, 0x8b, 0x04, 0x25];
    v.extend_from_slice(&u32::try_from(addr).expect("low address").to_le_bytes());
    v
}

/// `mov [addr], al`.
fn store(addr: u64) -> Vec<u8> {
    let mut v = vec![0x88, 0x04, 0x25];
    v.extend_from_slice(&u32::try_from(addr).expect("low address").to_le_bytes());
    v
}

#[test]
fn untouched_since_sees_every_write_into_the_range() {
    let mut cpu = cpu(&[0x90], Prot::RW);
    let frame = DATA + 0x100;
    let seq = cpu.write_seq().expect("the engine counts its writes");
    assert!(cpu.untouched_since(seq, frame, 32));
    // One write elsewhere (below, and just past the end) leaves the range untouched.
    assert!(cpu.write(frame + 32, &[1; 8]));
    assert!(cpu.untouched_since(seq, frame, 32));
    assert!(cpu.untouched_since(seq, frame - 8, 8));
    // A second write, even elsewhere, is not tracked: not known, so false.
    assert!(cpu.write(frame - 64, &[2; 8]));
    assert!(!cpu.untouched_since(seq, frame, 32));
    // One write that overlaps by a byte, at either end, or a patch of code bytes.
    for (addr, len) in [(frame + 31, 1), (frame - 7, 8), (frame + 8, 8)] {
        let seq = cpu.write_seq().expect("counts");
        assert!(cpu.write(addr, &vec![3; len]));
        assert!(!cpu.untouched_since(seq, frame, 32), "a write at {addr:#x}+{len}");
    }
    let seq = cpu.write_seq().expect("counts");
    assert!(cpu.patch_code(frame, &[0xcc]));
    assert!(!cpu.untouched_since(seq, frame, 32));
    let seq = cpu.write_seq().expect("counts");
    assert!(cpu.exchange_word(frame + 24, 7).is_some());
    assert!(!cpu.untouched_since(seq, frame, 32));
    assert!(cpu.untouched_since(seq, frame, 24));
}

#[test]
fn faults_give_the_exact_address_and_whether_the_page_is_mapped() {
    type Fault = (Access, FaultKind, u64);
    let cases: [(Vec<u8>, Prot, Fault); 5] = [
        (store(DATA + 0x10), Prot::R, (Access::Write, FaultKind::Protection, DATA + 0x10)),
        (store(CODE + 0x123), Prot::RW, (Access::Write, FaultKind::Protection, CODE + 0x123)),
        (load(HOLE + 8), Prot::RW, (Access::Read, FaultKind::Unmapped, HOLE + 8)),
        (load(DATA + 0x20), Prot::NONE, (Access::Read, FaultKind::Protection, DATA + 0x20)),
        // jmp DATA (rel32 from CODE + 5)
        (vec![0xe9, 0xfb, 0x0f, 0x00, 0x00], Prot::RW, (Access::Fetch, FaultKind::Protection, DATA)),
    ];
    for (code, data, want) in cases {
        let mut cpu = cpu(&code, data);
        cpu.run(100).expect("runs");
        assert_eq!(cpu.handler().faults, vec![want], "{code:02x?} with data {data:?}");
    }
    // A fetch from a page never mapped, far from any reservation.
    let mut cpu = cpu(&[0xff, 0xe0], Prot::RW); // jmp rax
    cpu.set_reg(Reg::Rax, 0x7000_1234_5000);
    cpu.run(100).expect("runs");
    assert_eq!(cpu.handler().faults, vec![(Access::Fetch, FaultKind::Unmapped, 0x7000_1234_5000)]);
}

#[test]
fn a_protection_change_reaches_the_next_access_and_translated_code() {
    // mov rax, [DATA]; int3
    let mut code = load(DATA);
    code.push(0xcc);
    let mut cpu = cpu(&code, Prot::RW);
    assert!(cpu.write(DATA, &5u64.to_le_bytes()));
    cpu.run(100).expect("runs");
    assert_eq!(cpu.handler().rax, vec![5]);
    // The code page without exec: its translation no longer runs.
    cpu.protect(CODE, 0x1000, Prot::RW).expect("protect");
    cpu.set_reg(Reg::Rip, CODE);
    cpu.run(100).expect("runs");
    assert_eq!(cpu.handler().faults, vec![(Access::Fetch, FaultKind::Protection, CODE)]);
    // Exec again, and the data page unreadable: the load faults (its TLB entry is gone).
    cpu.protect(CODE, 0x1000, Prot::RX).expect("protect");
    cpu.protect(DATA, 0x1000, Prot::NONE).expect("protect");
    cpu.set_reg(Reg::Rip, CODE);
    cpu.run(100).expect("runs");
    assert_eq!(cpu.handler().faults[1], (Access::Read, FaultKind::Protection, DATA));
    // Readable again: the same translation loads.
    cpu.protect(DATA, 0x1000, Prot::R).expect("protect");
    cpu.set_reg(Reg::Rip, CODE);
    cpu.run(100).expect("runs");
    assert_eq!(cpu.handler().rax, vec![5, 5]);
    // Protecting a page that is not mapped fails, as the engine's protect did.
    assert!(cpu.protect(HOLE, 0x1000, Prot::R).is_err());
}

#[test]
fn exchange_word_reads_the_old_word_and_writes_the_new_one_or_changes_nothing() {
    let mut cpu = cpu(&[0xcc], Prot::RW);
    cpu.map(DATA + 0x1000, 0x1000, Prot::R).expect("second data page maps");
    let word = |cpu: &Cpu<Recorder>, at: u64| {
        let mut b = [0u8; 8];
        cpu.read(at, &mut b).then(|| u64::from_le_bytes(b))
    };
    // Inside one page, and across the boundary of two mapped pages (page by page);
    // the guest's permissions do not matter (the second page is read-only).
    for at in [DATA + 8, DATA + 0xffc] {
        assert!(cpu.write(at, &0x1122_3344_5566_7788u64.to_le_bytes()));
        assert_eq!(cpu.exchange_word(at, 0x99aa_bbcc_ddee_ff00), Some(0x1122_3344_5566_7788), "at {at:#x}");
        assert_eq!(word(&cpu, at), Some(0x99aa_bbcc_ddee_ff00), "at {at:#x}");
    }
    // Into the hole after the second page: nothing is written.
    let at = HOLE - 4;
    assert!(cpu.write(at, &[1, 2, 3, 4]));
    assert_eq!(cpu.exchange_word(at, u64::MAX), None);
    let mut b = [0u8; 4];
    assert!(cpu.read(at, &mut b));
    assert_eq!(b, [1, 2, 3, 4]);
    assert_eq!(cpu.exchange_word(HOLE + 8, 1), None);
}

#[test]
fn an_unmapped_page_faults_and_comes_back_zero() {
    // mov rax, [DATA]; int3
    let mut code = load(DATA);
    code.push(0xcc);
    let mut cpu = cpu(&code, Prot::RW);
    assert!(cpu.write(DATA, &9u64.to_le_bytes()));
    cpu.run(100).expect("runs");
    cpu.unmap(DATA, 0x1000).expect("unmap");
    let mut b = [0u8; 8];
    assert!(!cpu.read(DATA, &mut b), "the host cannot read it either");
    cpu.set_reg(Reg::Rip, CODE);
    cpu.run(100).expect("runs");
    assert_eq!(cpu.handler().faults, vec![(Access::Read, FaultKind::Unmapped, DATA)]);
    cpu.map(DATA, 0x1000, Prot::R).expect("maps again");
    assert!(cpu.map(DATA, 0x1000, Prot::R).is_err(), "mapped once");
    cpu.set_reg(Reg::Rip, CODE);
    cpu.run(100).expect("runs");
    assert_eq!(cpu.handler().rax, vec![9, 0]);
}

#[test]
fn the_page_cache_sees_unmap_map_and_protect() {
    let mut cpu = cpu(&[0xcc], Prot::RW);
    assert!(cpu.write(DATA + 8, &7u64.to_le_bytes()));
    let mut b = [0u8; 8];
    assert!(cpu.read(DATA + 8, &mut b) && u64::from_le_bytes(b) == 7);
    cpu.unmap(DATA, 0x1000).expect("unmap");
    assert!(!cpu.read(DATA + 8, &mut b), "the cached page is gone");
    assert!(!cpu.write(DATA + 8, &[1]), "for writes too");
    cpu.map(DATA, 0x1000, Prot::R).expect("maps again");
    assert!(cpu.read(DATA + 8, &mut b) && b == [0; 8], "a fresh page");
    // Host writes ignore permissions: a protected page stays writable to the host.
    cpu.protect(DATA, 0x1000, Prot::NONE).expect("protect");
    assert!(cpu.write(DATA + 8, &[3]) && cpu.read(DATA + 8, &mut b) && b[0] == 3);
    cpu.unmap(DATA, 0x1000).expect("unmap");
    assert!(!cpu.read(DATA, &mut b));
}

#[test]
fn the_page_cache_holds_pages_of_several_blocks() {
    // Two pages in two reservations and one in the first, read in turns (each read
    // either from the cache or not), then the far one unmapped.
    let far = 0x7f00_0000_0000u64;
    let mut cpu = cpu(&[0xcc], Prot::RW);
    cpu.map(far, 0x1000, Prot::RW).expect("maps");
    for (at, v) in [(DATA, 1u8), (far, 2), (CODE + 0x100, 3)] {
        assert!(cpu.write(at, &[v]));
    }
    let mut b = [0u8; 1];
    for _ in 0..3 {
        for (at, v) in [(DATA, 1u8), (far, 2), (CODE + 0x100, 3), (far, 2)] {
            assert!(cpu.read(at, &mut b) && b[0] == v, "{at:#x}");
        }
    }
    cpu.unmap(far, 0x1000).expect("unmap");
    assert!(!cpu.read(far, &mut b));
    assert!(cpu.read(DATA, &mut b) && b[0] == 1);
    // A new reservation made after the cache was filled.
    let farther = 0x7e00_0000_0000u64;
    cpu.map(farther, 0x1000, Prot::R).expect("maps");
    assert!(cpu.write(farther + 1, &[5]) && cpu.read(farther + 1, &mut b) && b[0] == 5);
    assert!(cpu.read(DATA, &mut b) && b[0] == 1);
}

#[test]
fn the_page_cache_sees_a_snapshot_restore() {
    let mut cpu = cpu(&[0xcc], Prot::RW);
    assert!(cpu.write(DATA, &[4]));
    let snap = cpu.snapshot().expect("snapshot");
    // Unmapped after the snapshot (and read from the cache before): the restore maps
    // it again with its bytes.
    let mut b = [0u8; 1];
    assert!(cpu.read(DATA, &mut b) && b[0] == 4);
    cpu.unmap(DATA, 0x1000).expect("unmap");
    assert!(!cpu.read(DATA, &mut b));
    cpu.restore(&snap).expect("restore");
    assert!(cpu.read(DATA, &mut b) && b[0] == 4);
    // Mapped after the snapshot (and cached): the restore unmaps it.
    cpu.map(HOLE, 0x1000, Prot::RW).expect("maps");
    assert!(cpu.write(HOLE, &[6]) && cpu.read(HOLE, &mut b) && b[0] == 6);
    cpu.restore(&snap).expect("restore");
    assert!(!cpu.read(HOLE, &mut b), "the restore unmapped the cached page");
    assert!(!cpu.write(HOLE, &[1]));
}

#[test]
fn an_access_across_pages_needs_every_page_and_fails_whole() {
    let mut cpu = cpu(&[0xcc], Prot::RW);
    cpu.map(DATA + 0x1000, 0x1000, Prot::R).expect("maps the next page");
    let at = DATA + 0x1000 - 8;
    let word: Vec<u8> = (1..=16).collect();
    assert!(cpu.write(at, &word));
    let mut b = [0u8; 16];
    assert!(cpu.read(at, &mut b) && b.as_slice() == word.as_slice());
    cpu.unmap(DATA + 0x1000, 0x1000).expect("unmap");
    let mut b = [9u8; 16];
    assert!(!cpu.read(at, &mut b) && b == [9; 16], "a failed read leaves the buffer");
    assert!(!cpu.write(at, &[0xee; 16]), "a write that ends on an unmapped page");
    let mut first = [0u8; 8];
    assert!(cpu.read(at, &mut first) && first.as_slice() == &word[..8], "changes nothing");
    // Past the end of the address space.
    assert!(!cpu.read(u64::MAX - 3, &mut b[..8]));
}

#[test]
fn many_mappings_and_protections_stay_few_engine_regions() {
    let mut cpu = cpu(&[0xcc], Prot::RW);
    let base = 0x7f00_0000_0000u64;
    for i in 0..2000u64 {
        cpu.map(base + i * 0x2000, 0x1000, Prot::RW).expect("maps");
    }
    for i in (0..2000u64).step_by(2) {
        cpu.protect(base + i * 0x2000, 0x1000, Prot::R).expect("protects");
    }
    assert!(cpu.write(base + 3 * 0x2000, &[1]));
    assert!(!cpu.write(base + 0x1000, &[1]), "the gaps stay unmapped");
    // The window, the code's reservation and one for the 16 MiB of pages.
    let regions = cpu.uc().mem_regions().expect("regions").len();
    assert_eq!(regions, 3);
}

#[test]
fn zero_makes_a_range_zero_in_whole_and_partial_pages_and_refuses_a_hole() {
    let mut cpu = Cpu::new(Recorder::default()).expect("engine opens");
    // 40 pages across a reservation's boundary (64 MiB), and one page past a hole.
    let base = (64 << 20) - 0x14000;
    cpu.map(base, 40 * 0x1000, Prot::RW).expect("maps");
    let ones = vec![0xa5u8; 40 * 0x1000];
    assert!(cpu.write(base, &ones));
    let seq = cpu.write_seq().expect("counted");
    // From the middle of page 1 to the middle of page 38.
    let (from, to) = (base + 0x1800, base + 38 * 0x1000 + 0x321);
    assert!(cpu.zero(from, to - from));
    assert!(!cpu.untouched_since(seq, from, 1), "a zeroed range is not untouched");
    let mut back = vec![0u8; 40 * 0x1000];
    assert!(cpu.read(base, &mut back));
    for (i, b) in back.iter().enumerate() {
        let at = base + i as u64;
        let want = if (from..to).contains(&at) { 0 } else { 0xa5 };
        assert_eq!(*b, want, "at {at:#x}");
    }
    // A range with an unmapped page changes nothing.
    cpu.map(base + 41 * 0x1000, 0x1000, Prot::RW).expect("maps");
    assert!(cpu.write(base + 41 * 0x1000, &[7]));
    assert!(!cpu.zero(base + 39 * 0x1000, 3 * 0x1000));
    let mut b = [0u8; 1];
    assert!(cpu.read(base + 39 * 0x1000, &mut b) && b[0] == 0xa5);
    assert!(cpu.read(base + 41 * 0x1000, &mut b) && b[0] == 7);
}

#[test]
fn zero_of_a_large_range_reads_no_untouched_page() {
    // An 8 MiB thread stack whose top page was used, advised away (what glibc does at a
    // thread's exit): the host gives a frame to no page of it.
    let mut cpu = Cpu::new(Recorder::default()).expect("engine opens");
    let (base, len) = (0x7f00_0000_0000u64, 8u64 << 20);
    cpu.map(base, len, Prot::RW).expect("maps");
    assert!(cpu.write(base + len - 0x1000, &[1; 64]));
    assert!(cpu.zero(base, len));
    let mem = &cpu.uc().get_data().memory;
    let block = mem.blocks.iter().find(|b| b.start <= base && base < b.end()).expect("a block");
    let (from, to) = ((base - block.start) as usize, (base - block.start + len) as usize);
    let Some(touched) = super::host_pages::host_touched(&block.pages, from / super::PAGE, to / super::PAGE) else {
        return; // the host does not say
    };
    assert!(touched.len() <= 1, "{} of {} pages given a frame", touched.len(), len / 0x1000);
    let mut b = [9u8; 64];
    assert!(cpu.read(base + len - 0x1000, &mut b) && b == [0; 64]);
}

#[test]
fn fill_writes_in_place_or_through_a_copy_and_refuses_a_hole() {
    let mut cpu = Cpu::new(Recorder::default()).expect("engine opens");
    // Four pages across a reservation's boundary (64 MiB): a range inside one block is
    // filled in place, one across the boundary through a copy.
    let base = (64 << 20) - 0x2000;
    cpu.map(base, 4 * 0x1000, Prot::RW).expect("maps");
    for (at, len) in [(base + 0x100, 0x1800), (base + 0x1f00, 0x400)] {
        let seq = cpu.write_seq().expect("counted");
        // Writes all but the last 5 bytes it is given, and says so.
        let mut pattern = |buf: &mut [u8]| {
            let n = buf.len() - 5;
            for (i, b) in buf[..n].iter_mut().enumerate() {
                *b = (i % 251) as u8 + 1;
            }
            n
        };
        assert!(cpu.fill(at, len, &mut pattern));
        assert!(!cpu.untouched_since(seq, at, 1), "a filled range is not untouched");
        let mut back = vec![0u8; len];
        assert!(cpu.read(at, &mut back));
        for (i, b) in back.iter().enumerate() {
            let want = if i < len - 5 { (i % 251) as u8 + 1 } else { 0 };
            assert_eq!(*b, want, "byte {i} of the fill at {at:#x}");
        }
    }
    // A range with an unmapped page: nothing is written and `fill` is not called.
    let mut called = false;
    assert!(!cpu.fill(base + 3 * 0x1000, 0x2000, &mut |_| {
        called = true;
        0
    }));
    assert!(!called);
}

/// A host file holding `len` bytes of a pattern (never zero), open, and the bytes.
fn host_file(len: usize) -> (std::sync::Arc<std::fs::File>, Vec<u8>) {
    use std::io::Write;
    let bytes: Vec<u8> = (0..len).map(|i| (i % 251) as u8 + 1).collect();
    let mut f = tempfile::tempfile().expect("a temporary file");
    f.write_all(&bytes).expect("written");
    (std::sync::Arc::new(f), bytes)
}

/// The first `len` bytes of `file`, as the host has them.
fn on_disk(file: &std::fs::File, len: usize) -> Vec<u8> {
    use std::os::unix::fs::FileExt;
    let mut out = vec![0u8; len];
    file.read_exact_at(&mut out, 0).expect("read back");
    out
}

#[test]
fn file_pages_read_as_the_file_and_are_written_privately_and_zeroed_for_good() {
    let mut cpu = Cpu::new(Recorder::default()).expect("engine opens");
    let (file, bytes) = host_file(3 * 0x1000 + 100);
    let base = 0x40_0000;
    cpu.map(base, 5 * 0x1000, Prot::R).expect("maps");
    // Four pages (the last holds the file's end), the fifth stays anonymous.
    assert!(cpu.map_file_pages(base, 4 * 0x1000, &file, 0));
    let mut want = bytes.clone();
    want.resize(5 * 0x1000, 0);
    let mut back = vec![0u8; 5 * 0x1000];
    assert!(cpu.read(base, &mut back));
    assert!(back == want, "the guest reads the file's bytes, zero past its end");
    // A write (the host's: the guest cannot) reaches guest memory only.
    assert!(cpu.write(base + 0x1000 + 7, &[0]));
    want[0x1000 + 7] = 0;
    assert!(cpu.read(base, &mut back) && back == want);
    assert!(on_disk(&file, bytes.len()) == bytes, "the file keeps its bytes");
    // So does one after the guest may write: the pages are its own, the file's bytes.
    assert!(cpu.map_file_pages(base, 2 * 0x1000, &file, 0));
    want[0x1000 + 7] = bytes[0x1000 + 7];
    cpu.protect(base, 0x1000, Prot::RW).expect("protects");
    assert!(cpu.read(base, &mut back) && back == want);
    assert!(!cpu.map_file_pages(base, 0x1000, &file, 0), "refused: the guest may write page 0");
    cpu.protect(base, 0x1000, Prot::R).expect("protects");
    // Zeroed (MADV_DONTNEED) and unmapped pages are zero afterwards, not the file's
    // bytes again: one large range (given back to the host), then one page.
    assert!(cpu.map_file_pages(base, 4 * 0x1000, &file, 0));
    assert!(cpu.zero(base, 3 * 0x1000));
    let mut page = vec![0u8; 0x1000];
    for p in 0..3u64 {
        assert!(cpu.read(base + p * 0x1000, &mut page) && page.iter().all(|&b| b == 0), "page {p} zeroed");
    }
    cpu.unmap(base + 3 * 0x1000, 0x1000).expect("unmaps");
    cpu.map(base + 3 * 0x1000, 0x1000, Prot::R).expect("maps again");
    assert!(cpu.read(base + 3 * 0x1000, &mut page) && page.iter().all(|&b| b == 0), "unmapped, then mapped: zero");
    // Refused (the caller copies): a range not page aligned, one with an unmapped page.
    assert!(!cpu.map_file_pages(base + 0x10, 0x1000, &file, 0));
    assert!(!cpu.map_file_pages(base + 4 * 0x1000, 2 * 0x1000, &file, 0));
}

#[test]
fn fork_copies_file_pages_the_guest_never_touched() {
    let (file, bytes) = host_file(2 * 0x1000);
    let base = 0x40_0000;
    let mut parent = Cpu::new(Recorder::default()).expect("engine opens");
    parent.map(base, 2 * 0x1000, Prot::R).expect("maps");
    assert!(parent.map_file_pages(base, 2 * 0x1000, &file, 0));
    let mut child = Cpu::new(Recorder::default()).expect("engine opens");
    child.map(base, 2 * 0x1000, Prot::RW).expect("maps");
    // Neither page has a frame in the parent: the host has not read them yet.
    child.copy_pages_from(&parent, base, base + 2 * 0x1000, false);
    let mut back = vec![0u8; 2 * 0x1000];
    assert!(child.read(base, &mut back));
    assert!(back == bytes, "the child has the file's bytes");
}
