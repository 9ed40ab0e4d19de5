//! The x87 and SSE state as a 512-byte `fxsave` image, read from and written to the
//! engine's registers ([`crate::cpu::CpuCore::fxsave`], `fxrstor`).
//!
//! Unicorn 2.1.5 facts this relies on (its `target/i386/unicorn.c`): `ST0`-`ST7` are
//! stack-relative (`ST(i)`, 10 bytes each), as the image stores them; `FPSW` carries the
//! top-of-stack field; `FPTAG` is the full tag word (2 bits per physical register, 3 =
//! empty), which the image abridges to one bit per register (1 = not empty), and a
//! write only distinguishes empty from not. The FPU opcode and the instruction and data
//! pointers are not kept (they read 0).

use unicorn_engine::RegisterX86;

use super::Engine;

/// The `fxsave` image of the engine's x87 and SSE registers.
pub(super) fn fxsave<H>(uc: &Engine<'_, H>) -> [u8; 512] {
    let mut img = [0u8; 512];
    let rd = |r: RegisterX86| uc.reg_read(r).unwrap_or(0);
    img[0..2].copy_from_slice(&(rd(RegisterX86::FPCW) as u16).to_le_bytes());
    img[2..4].copy_from_slice(&(rd(RegisterX86::FPSW) as u16).to_le_bytes());
    let full = rd(RegisterX86::FPTAG);
    img[4] = (0..8).filter(|i| (full >> (2 * i)) & 3 != 3).fold(0u8, |t, i| t | (1 << i));
    img[24..28].copy_from_slice(&(rd(RegisterX86::MXCSR) as u32).to_le_bytes());
    // MXCSR_MASK: the bits this CPU implements (qemu's fxsave writes 0xffff).
    img[28..32].copy_from_slice(&0xffffu32.to_le_bytes());
    for i in 0..8 {
        if let Ok(v) = uc.reg_read_long(st(i)) {
            let n = v.len().min(10);
            img[32 + 16 * i..32 + 16 * i + n].copy_from_slice(&v[..n]);
        }
    }
    for i in 0..16 {
        if let Ok(v) = uc.reg_read_long(xmm(i)) {
            let n = v.len().min(16);
            img[160 + 16 * i..160 + 16 * i + n].copy_from_slice(&v[..n]);
        }
    }
    img
}

/// Loads the engine's x87 and SSE registers from an `fxsave` image.
pub(super) fn fxrstor<H>(uc: &mut Engine<'_, H>, img: &[u8; 512]) {
    let w16 = |o: usize| u64::from(u16::from_le_bytes([img[o], img[o + 1]]));
    // The status word first: it sets the top of stack, which ST(i) is relative to.
    let _ = uc.reg_write(RegisterX86::FPSW, w16(2));
    let _ = uc.reg_write(RegisterX86::FPCW, w16(0));
    let full = (0..8).fold(0u64, |t, i| t | (if img[4] & (1 << i) != 0 { 0 } else { 3 } << (2 * i)));
    let _ = uc.reg_write(RegisterX86::FPTAG, full);
    let mxcsr = u32::from_le_bytes([img[24], img[25], img[26], img[27]]);
    let _ = uc.reg_write(RegisterX86::MXCSR, u64::from(mxcsr));
    for i in 0..8 {
        let _ = uc.reg_write_long(st(i), &img[32 + 16 * i..32 + 16 * i + 10]);
    }
    for i in 0..16 {
        let _ = uc.reg_write_long(xmm(i), &img[160 + 16 * i..160 + 16 * i + 16]);
    }
}

/// `ST(i)`.
fn st(i: usize) -> RegisterX86 {
    [
        RegisterX86::ST0,
        RegisterX86::ST1,
        RegisterX86::ST2,
        RegisterX86::ST3,
        RegisterX86::ST4,
        RegisterX86::ST5,
        RegisterX86::ST6,
        RegisterX86::ST7,
    ][i]
}

/// `xmm(i)`.
fn xmm(i: usize) -> RegisterX86 {
    [
        RegisterX86::XMM0,
        RegisterX86::XMM1,
        RegisterX86::XMM2,
        RegisterX86::XMM3,
        RegisterX86::XMM4,
        RegisterX86::XMM5,
        RegisterX86::XMM6,
        RegisterX86::XMM7,
        RegisterX86::XMM8,
        RegisterX86::XMM9,
        RegisterX86::XMM10,
        RegisterX86::XMM11,
        RegisterX86::XMM12,
        RegisterX86::XMM13,
        RegisterX86::XMM14,
        RegisterX86::XMM15,
    ][i]
}
