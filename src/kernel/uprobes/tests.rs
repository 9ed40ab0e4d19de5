//! The uprobe mechanisms on [`FakeCpu`]: XOL slots, reference counters and the
//! return-instance stack with its hprobe states, each driven directly and read back
//! from the kernel and the CPU, with no engine and no guest code run.

use crate::abi::mm::PAGE_SIZE;
use crate::cpu::fake::FakeCpu;
use crate::cpu::{CpuCore, Prot, Reg};
use crate::kernel::preset::Preset;
use crate::kernel::task::HprobeState;
use crate::kernel::{Kernel, KernelConfig};
use crate::loader::Image;

use super::uretprobe::{MAX_URETPROBE_DEPTH, RI_TIMER_PERIOD_INSNS};
use super::xol::{UPROBE_XOL_SLOT_BYTES, XOL_SLOTS, XOL_VADDR};

/// A stack page, read-write, and the return-address slot in it.
const STACK: u64 = 0x7fff_0000_0000;
const SLOT: u64 = STACK + PAGE_SIZE - 0x100;
/// The probed function's address, and the return address its caller pushed.
const FUNC: u64 = 0x40_1000;
const RET: u64 = 0x40_2345;

/// The kernel of the demo program under `preset`, not mapped anywhere yet, and a CPU
/// with one stack page.
fn setup(preset: Preset) -> (Kernel, FakeCpu) {
    let image = Image::parse(crate::guests::find("demo").expect("demo").to_elf()).expect("parses");
    let mut k = Kernel::new(image, &KernelConfig::default(), preset);
    let mut cpu = FakeCpu::new();
    k.mm.map(&mut cpu, STACK, PAGE_SIZE, Prot::RW, "[stack]").unwrap();
    (k, cpu)
}

/// An analysed `nop` (what a probe on the demo's `compute` copies to its slot).
fn nop() -> crate::kernel::arch::x86::insn::ArchUprobe {
    crate::kernel::arch::x86::insn::analyze(&[0x90; 16], FUNC).expect("nop analyses")
}

#[test]
fn xol_slots_are_taken_lowest_first_and_slot_0_is_the_trampoline() {
    let (mut k, mut cpu) = setup(Preset::V6_11);
    let arch = nop();
    let (first, n) = k.xol_get_insn_slot(&mut cpu, &arch).expect("a slot");
    // The area is created at the hint, execute-only, with the trampoline in slot 0.
    assert_eq!((first, n), (XOL_VADDR + UPROBE_XOL_SLOT_BYTES, 1));
    assert_eq!(cpu.prot_at(XOL_VADDR), Some(Prot::X));
    let tramp = k.arch_uprobe_trampoline().code;
    let mut b = vec![0u8; tramp.len()];
    assert!(cpu.read(XOL_VADDR, &mut b) && b == tramp);
    let mut ixol = [0u8; 16];
    assert!(cpu.read(first, &mut ixol) && ixol == arch.ixol);
    // Every other slot, then none.
    for want in 2..XOL_SLOTS {
        assert_eq!(k.xol_get_insn_slot(&mut cpu, &arch).map(|s| s.1), Some(want));
    }
    assert_eq!(k.xol_get_insn_slot(&mut cpu, &arch), None, "all {XOL_SLOTS} slots taken");
    // A freed slot is the next one taken; slot 0 is never freed.
    k.xol_free_insn_slot(XOL_VADDR + 5 * UPROBE_XOL_SLOT_BYTES);
    k.xol_free_insn_slot(XOL_VADDR);
    assert_eq!(k.xol_get_insn_slot(&mut cpu, &arch).map(|s| s.1), Some(5));
    assert_eq!(k.xol_get_insn_slot(&mut cpu, &arch), None);
}

#[test]
fn an_unchanged_xol_slot_is_not_rewritten() {
    let (mut k, mut cpu) = setup(Preset::V6_11);
    let arch = nop();
    let (slot, _) = k.xol_get_insn_slot(&mut cpu, &arch).unwrap();
    k.xol_free_insn_slot(slot);
    let patches = cpu.patches.len();
    assert_eq!(k.xol_get_insn_slot(&mut cpu, &arch).map(|s| s.0), Some(slot));
    assert_eq!(cpu.patches.len(), patches, "the same bytes again: no patch, no lost translations");
}

#[test]
fn the_xol_area_goes_below_the_hint_when_the_hint_is_taken() {
    let (mut k, mut cpu) = setup(Preset::V6_11);
    k.mm.map(&mut cpu, XOL_VADDR, PAGE_SIZE, Prot::RW, "taken").unwrap();
    // Exec puts the mmap base below the stack; the area takes the highest free page
    // under it.
    k.mm.mmap_base = STACK;
    let area = k.get_xol_area(&mut cpu).expect("an area");
    assert_eq!(area, STACK - PAGE_SIZE);
    assert_eq!(cpu.prot_at(area), Some(Prot::X));
    assert_eq!(k.get_xol_area(&mut cpu), Some(area), "created once");
}

#[test]
fn the_ref_ctr_counts_up_and_down_and_never_below_zero() {
    let (mut k, mut cpu) = setup(Preset::V6_18);
    let sem = STACK + 0x10;
    let idx = k.alloc_uprobe(FUNC, Some(sem));
    let read = |cpu: &FakeCpu| {
        let mut b = [0u8; 2];
        assert!(cpu.read(sem, &mut b));
        i16::from_le_bytes(b)
    };
    k.update_ref_ctr(&mut cpu, idx, 1);
    k.update_ref_ctr(&mut cpu, idx, 1);
    assert_eq!(read(&cpu), 2);
    k.update_ref_ctr(&mut cpu, idx, -1);
    k.update_ref_ctr(&mut cpu, idx, -1);
    assert_eq!(read(&cpu), 0);
    assert!(k.shared.borrow().dmesg.is_empty());
    // Going negative is refused, and logged.
    k.update_ref_ctr(&mut cpu, idx, -1);
    assert_eq!(read(&cpu), 0);
    let dmesg = k.shared.borrow().dmesg.clone();
    assert_eq!(dmesg, [format!("ref_ctr going negative. vaddr: {sem:#x}, curr val: 0, delta: -1")]);
    // A semaphore in memory the mm does not let it write is left alone, and logged.
    k.mm.map(&mut cpu, STACK + PAGE_SIZE, PAGE_SIZE, Prot::R, "ro").unwrap();
    let ro = k.alloc_uprobe(FUNC + 1, Some(STACK + PAGE_SIZE));
    k.update_ref_ctr(&mut cpu, ro, 1);
    assert!(k.shared.borrow().dmesg[1].starts_with("ref_ctr increment failed"), "{:?}", k.shared.borrow().dmesg);
}

#[test]
fn the_return_address_is_hijacked_and_the_stack_stops_at_64() {
    let (mut k, mut cpu) = setup(Preset::V6_11);
    let idx = k.alloc_uprobe(FUNC, None);
    assert!(cpu.write(SLOT, &RET.to_le_bytes()));
    cpu.set_reg(Reg::Rip, FUNC);
    cpu.set_reg(Reg::Rsp, SLOT);
    k.prepare_uretprobe(&mut cpu, idx, Vec::new());
    let tramp = k.uprobe_get_trampoline_vaddr().expect("the XOL area exists");
    let mut word = [0u8; 8];
    assert!(cpu.read(SLOT, &mut word));
    assert_eq!(u64::from_le_bytes(word), tramp, "the slot now returns to the trampoline");
    let ri = &k.task.utask.return_instances[0];
    assert_eq!((ri.func, ri.stack, ri.orig_ret_vaddr, ri.chained), (FUNC, SLOT, RET, false));
    assert_eq!(ri.hprobe, HprobeState::Stable, "before 6.13 an instance holds a reference");
    // A tail call: the slot already holds the trampoline, so the new instance chains to
    // the one below and returns where it would have.
    k.prepare_uretprobe(&mut cpu, idx, Vec::new());
    let top = k.task.utask.return_instances.last().unwrap();
    assert_eq!((top.chained, top.orig_ret_vaddr), (true, RET));
    // Deeper calls, each with a frame lower down, up to the limit; then nothing more.
    for d in 2..MAX_URETPROBE_DEPTH as u64 + 3 {
        cpu.set_reg(Reg::Rsp, SLOT - 16 * d);
        assert!(cpu.write(SLOT - 16 * d, &RET.to_le_bytes()));
        k.prepare_uretprobe(&mut cpu, idx, Vec::new());
    }
    assert_eq!(k.task.utask.return_instances.len(), MAX_URETPROBE_DEPTH);
    assert_eq!(k.ri_stats.omitted_by_depth, 3);
    let pid = k.pid;
    assert!(k
        .shared
        .borrow()
        .dmesg
        .contains(&format!("uprobe: omit uretprobe due to nestedness limit pid/tgid={pid}/{pid}")));
    assert_eq!(k.ri_stats.max_depth, MAX_URETPROBE_DEPTH as u64);
}

#[test]
fn a_return_instance_leases_its_uprobe_until_the_timer_expires_the_lease() {
    let (mut k, cpu, idx) = leased(true);
    assert_eq!(k.task.utask.return_instances[0].hprobe, HprobeState::Leased);
    assert_eq!(k.uprobes.probes[idx].refs, 1, "a lease takes no reference: the registration's is the only one");
    // The timer is not due yet: nothing changes.
    k.ri_timer_run(cpu.insn_count() + RI_TIMER_PERIOD_INSNS - 1);
    assert_eq!(k.task.utask.return_instances[0].hprobe, HprobeState::Leased);
    // Due: the lease becomes a reference.
    k.ri_timer_run(cpu.insn_count() + RI_TIMER_PERIOD_INSNS);
    assert_eq!(k.task.utask.return_instances[0].hprobe, HprobeState::Stable);
    assert_eq!(k.uprobes.probes[idx].refs, 2);
    assert_eq!(k.task.utask.ri_timer, None, "the timer fired once");
    // A uprobe unregistered while leased (its last reference put) is gone by then.
    let (mut k, cpu, idx) = leased(false);
    k.ri_timer_run(cpu.insn_count() + RI_TIMER_PERIOD_INSNS);
    assert_eq!(k.task.utask.return_instances[0].hprobe, HprobeState::Gone);
    assert_eq!(k.uprobes.probes[idx].refs, 0);
}

/// A 6.18 kernel with one return instance pending on a uprobe that holds its
/// registration's reference (`registered`) or none any more.
fn leased(registered: bool) -> (Kernel, FakeCpu, usize) {
    let (mut k, mut cpu) = setup(Preset::V6_18);
    let idx = k.alloc_uprobe(FUNC, None);
    k.uprobes.probes[idx].refs = u32::from(registered);
    assert!(cpu.write(SLOT, &RET.to_le_bytes()));
    cpu.set_reg(Reg::Rip, FUNC);
    cpu.set_reg(Reg::Rsp, SLOT);
    k.prepare_uretprobe(&mut cpu, idx, Vec::new());
    (k, cpu, idx)
}

#[test]
fn a_return_through_the_trampoline_drops_the_instance_a_longjmp_skipped() {
    let (mut k, mut cpu) = setup(Preset::V6_11);
    let idx = k.alloc_uprobe(FUNC, None);
    let refs = k.uprobes.probes[idx].refs;
    // An outer call, then an inner one deeper in the stack, each hijacked.
    let inner = SLOT - 0x40;
    for (slot, ret) in [(SLOT, RET), (inner, RET + 0x100)] {
        assert!(cpu.write(slot, &ret.to_le_bytes()));
        cpu.set_reg(Reg::Rip, FUNC);
        cpu.set_reg(Reg::Rsp, slot);
        k.prepare_uretprobe(&mut cpu, idx, Vec::new());
    }
    assert_eq!(k.task.utask.return_instances.len(), 2);
    assert_eq!(k.uprobes.probes[idx].refs, refs + 2, "before 6.13 each instance holds a reference");
    // The outer function returns (sp just above its slot): the inner frame is gone, as
    // after a longjmp. Its instance is dropped and the outer one's return taken.
    cpu.set_reg(Reg::Rsp, SLOT + 8);
    assert!(k.uprobe_handle_trampoline(&mut cpu));
    assert_eq!(cpu.reg(Reg::Rip), RET, "back to the outer caller");
    assert!(k.task.utask.return_instances.is_empty());
    assert_eq!((k.ri_stats.cleaned_stale, k.ri_stats.trampoline_returns), (1, 1));
    assert_eq!(k.uprobes.probes[idx].refs, refs, "both references put");
    // With no instance left, a return through the trampoline is the SIGILL path.
    assert!(!k.uprobe_handle_trampoline(&mut cpu));
}
