//! The speed of Unicorn itself, for `probesim bench`'s baseline: a bare engine with no
//! handler, no counting and no view. It shares nothing with [`super::Cpu`].

use unicorn_engine::unicorn_const::{Arch, Mode, Prot as UcProt};
use unicorn_engine::{RegisterX86, Unicorn, X86Insn};

use super::eng;
use crate::cpu::CpuError;

/// The speed of Unicorn itself: runs code on a bare engine with no hook but one that
/// stops at the first `syscall`, and returns the wall-clock seconds of that run. The
/// baseline `probesim bench` puts next to the simulator's unprobed loop. `regions` are
/// (address, length, bytes) to map read-write-execute; rsp starts at `sp`.
pub fn bare_seconds(regions: &[(u64, u64, Vec<u8>)], entry: u64, sp: u64) -> Result<f64, CpuError> {
    let mut uc = Unicorn::new(Arch::X86, Mode::MODE_64).map_err(eng("open"))?;
    for (addr, len, bytes) in regions {
        uc.mem_map(*addr, *len, UcProt::ALL).map_err(eng("mem_map"))?;
        uc.mem_write(*addr, bytes).map_err(eng("mem_write"))?;
    }
    uc.add_insn_sys_hook(X86Insn::SYSCALL, 1, 0, |uc| {
        let _ = uc.emu_stop();
    })
    .map_err(eng("hook syscall"))?;
    uc.reg_write(RegisterX86::RSP, sp).map_err(eng("write rsp"))?;
    let start = std::time::Instant::now();
    uc.emu_start(entry, 0, 0, 0).map_err(eng("emu_start"))?;
    Ok(start.elapsed().as_secs_f64())
}
