//! The harness: a batch of snippets as one static, no-libc x86-64 ELF, run natively as a
//! child process and in the simulator, and the state records it writes read back.
//!
//! The ELF's text is one block per snippet, in order, then a loop that writes the output
//! records to stdout and `exit_group(0)`. A block:
//!
//! 1. points rsp at the snippet's input [`State`] record (`mov rsp, imm64`), copies the
//!    record's scratch bytes to the scratch area, loads the x87/SSE state with
//!    `fxrstor64`, pops the fifteen GPRs and `popfq`s rflags;
//! 2. points rsp at a stack of its own (`mov rsp, imm64`: no flag changes);
//! 3. runs the snippet;
//! 4. points rsp past the GPRs of its output record, `pushfq`s and pushes the GPRs,
//!    `fxsave64`s and copies the scratch area out.
//!
//! Nothing between the `popfq` and the `pushfq` but the snippet touches a flag, a GPR
//! other than rsp, or the FPU. The first record of every batch is the start-of-process
//! state: the save sequence alone, at the entry point, before anything has run.
//!
//! Addresses are fixed (an `ET_EXEC` at 0x400000, data at [`DATA_BASE`], the records at
//! [`OUT_BASE`]), so a snippet's RIP-relative operand and every result computed from an
//! address are the same on both sides.

use iced_x86::{Code, Encoder, Instruction, MemoryOperand, Register};

use crate::machine::{Machine, RunConfig};

/// Where the text starts (the page after the ELF header's).
pub const TEXT_BASE: u64 = 0x40_1000;
/// The data segment: the scratch area, the stack, then the input records.
pub const DATA_BASE: u64 = 0x1000_0000;
/// The scratch area snippets' memory operands point into.
pub const SCRATCH: u64 = DATA_BASE;
/// Bytes of the scratch area.
pub const SCRATCH_BYTES: usize = 256;
/// The top of the 4 KiB stack rsp holds while a snippet runs.
pub const STACK_TOP: u64 = DATA_BASE + 0x2000;
/// The first input record.
const INPUT_BASE: u64 = DATA_BASE + 0x2000;
/// The output records (zero-filled, not in the file).
pub const OUT_BASE: u64 = 0x2000_0000;

/// Bytes of one state record: 15 GPRs, rflags, the `fxsave64` image, the scratch area.
pub const RECORD: usize = 128 + 512 + SCRATCH_BYTES;
/// Offset of rflags in a record.
const RFLAGS_AT: usize = 120;
/// Offset of the `fxsave64` image in a record.
const FX_AT: usize = 128;
/// Offset of the scratch bytes in a record.
const MEM_AT: usize = 640;

/// The GPRs of a record, in record order (rsp is not kept: the harness owns it).
pub const GPRS: [Register; 15] = [
    Register::RAX,
    Register::RCX,
    Register::RDX,
    Register::RBX,
    Register::RBP,
    Register::RSI,
    Register::RDI,
    Register::R8,
    Register::R9,
    Register::R10,
    Register::R11,
    Register::R12,
    Register::R13,
    Register::R14,
    Register::R15,
];

/// The architectural state a record holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// The GPRs, in [`GPRS`] order.
    pub gpr: [u64; 15],
    /// rflags.
    pub rflags: u64,
    /// The `fxsave64` image: FCW, FSW, the abridged tag, FOP, FIP, FDP, MXCSR and its
    /// mask, ST0-7, XMM0-15.
    pub fx: [u8; 512],
    /// The scratch area.
    pub mem: [u8; SCRATCH_BYTES],
}

impl Default for State {
    fn default() -> State {
        State { gpr: [0; 15], rflags: 0x202, fx: [0; 512], mem: [0; SCRATCH_BYTES] }
    }
}

impl State {
    /// The record's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(RECORD);
        for g in self.gpr {
            b.extend_from_slice(&g.to_le_bytes());
        }
        b.extend_from_slice(&self.rflags.to_le_bytes());
        b.extend_from_slice(&self.fx);
        b.extend_from_slice(&self.mem);
        b
    }

    /// The state in a record's bytes (`RECORD` of them).
    pub fn from_bytes(b: &[u8]) -> Option<State> {
        if b.len() != RECORD {
            return None;
        }
        let word = |at: usize| b.get(at..at + 8).and_then(|w| w.try_into().ok()).map(u64::from_le_bytes);
        let mut s = State::default();
        for (i, g) in s.gpr.iter_mut().enumerate() {
            *g = word(i * 8)?;
        }
        s.rflags = word(RFLAGS_AT)?;
        s.fx.copy_from_slice(b.get(FX_AT..MEM_AT)?);
        s.mem.copy_from_slice(b.get(MEM_AT..)?);
        Some(s)
    }

    /// A little-endian field of the `fxsave64` image.
    pub fn fx_u64(&self, at: usize, len: usize) -> u64 {
        let mut v = [0u8; 8];
        v[..len].copy_from_slice(&self.fx[at..at + len]);
        u64::from_le_bytes(v)
    }

    /// Writes a little-endian field of the `fxsave64` image.
    pub fn set_fx(&mut self, at: usize, len: usize, value: u64) {
        self.fx[at..at + len].copy_from_slice(&value.to_le_bytes()[..len]);
    }
}

/// Offsets in the `fxsave64` image.
pub mod fx {
    /// The x87 control word (16 bits).
    pub const FCW: usize = 0;
    /// The x87 status word (16 bits).
    pub const FSW: usize = 2;
    /// The abridged tag word (8 bits: one valid bit per physical register).
    pub const FTW: usize = 4;
    /// The last x87 opcode (11 bits).
    pub const FOP: usize = 6;
    /// The last x87 instruction pointer (64 bits).
    pub const FIP: usize = 8;
    /// The last x87 data pointer (64 bits).
    pub const FDP: usize = 16;
    /// MXCSR (32 bits).
    pub const MXCSR: usize = 24;
    /// MXCSR_MASK (32 bits).
    pub const MXCSR_MASK: usize = 28;
    /// ST(i) at `ST + 16 * i`, 10 bytes (80-bit extended precision).
    pub const ST: usize = 32;
    /// XMMi at `XMM + 16 * i`, 16 bytes.
    pub const XMM: usize = 160;
}

/// One snippet as the harness runs it.
#[derive(Clone, Debug)]
pub struct Block {
    /// The instructions; RIP-relative operands hold their absolute target.
    pub insns: Vec<Instruction>,
    /// The state loaded before them.
    pub input: State,
}

/// Why a batch could not be built or run.
#[derive(Debug, thiserror::Error)]
pub enum HarnessError {
    /// iced-x86 could not encode an instruction of the harness or a snippet.
    #[error("encoding {what}: {why}")]
    Encode {
        /// The instruction.
        what: String,
        /// iced-x86's message.
        why: String,
    },
    /// The native run could not be started or did not end with exit code 0.
    #[error("native run: {0}")]
    Native(String),
    /// The simulated run failed or did not end with exit code 0.
    #[error("simulated run: {0}")]
    Sim(String),
    /// A run wrote output of the wrong length.
    #[error("{side} run wrote {got} bytes, expected {want}")]
    Output {
        /// "native" or "simulated".
        side: &'static str,
        /// Bytes written.
        got: usize,
        /// Bytes expected.
        want: usize,
    },
}

/// Text, instruction by instruction, at known addresses.
struct Text {
    enc: Encoder,
    ip: u64,
}

impl Text {
    fn new() -> Text {
        Text { enc: Encoder::new(64), ip: TEXT_BASE }
    }

    fn emit(&mut self, i: Instruction) -> Result<(), HarnessError> {
        let n = self
            .enc
            .encode(&i, self.ip)
            .map_err(|e| HarnessError::Encode { what: format!("{i}"), why: e.to_string() })?;
        self.ip += n as u64;
        Ok(())
    }

    fn emit_all(
        &mut self,
        list: impl IntoIterator<Item = Result<Instruction, iced_x86::IcedError>>,
    ) -> Result<(), HarnessError> {
        for i in list {
            let i = i.map_err(|e| HarnessError::Encode { what: "harness".into(), why: e.to_string() })?;
            self.emit(i)?;
        }
        Ok(())
    }

    fn bytes(&mut self) -> Vec<u8> {
        self.enc.take_buffer()
    }
}

fn mov_rsp(value: u64) -> Result<Instruction, iced_x86::IcedError> {
    Instruction::with2(Code::Mov_r64_imm64, Register::RSP, value)
}

fn rsp_at(off: i64) -> MemoryOperand {
    MemoryOperand::with_base_displ(Register::RSP, off)
}

fn scratch_at(off: u64) -> MemoryOperand {
    MemoryOperand::with_base_displ(Register::RIP, (SCRATCH + off) as i64)
}

/// The save sequence: the state after a snippet into the record at `out`.
fn save(t: &mut Text, out: u64) -> Result<(), HarnessError> {
    t.emit_all([mov_rsp(out + RFLAGS_AT as u64 + 8), Ok(Instruction::with(Code::Pushfq))])?;
    for r in GPRS.iter().rev() {
        t.emit_all([Instruction::with1(Code::Push_r64, *r)])?;
    }
    t.emit_all([Instruction::with1(Code::Fxsave64_m512byte, rsp_at(FX_AT as i64))])?;
    for k in (0..SCRATCH_BYTES as u64).step_by(16) {
        t.emit_all([
            Instruction::with2(Code::Movups_xmm_xmmm128, Register::XMM0, scratch_at(k)),
            Instruction::with2(Code::Movups_xmmm128_xmm, rsp_at(MEM_AT as i64 + k as i64), Register::XMM0),
        ])?;
    }
    Ok(())
}

/// The load sequence: the record at `input` becomes the state.
fn load(t: &mut Text, input: u64) -> Result<(), HarnessError> {
    t.emit_all([mov_rsp(input)])?;
    for k in (0..SCRATCH_BYTES as u64).step_by(16) {
        t.emit_all([
            Instruction::with2(Code::Movups_xmm_xmmm128, Register::XMM0, rsp_at(MEM_AT as i64 + k as i64)),
            Instruction::with2(Code::Movups_xmmm128_xmm, scratch_at(k), Register::XMM0),
        ])?;
    }
    t.emit_all([Instruction::with1(Code::Fxrstor64_m512byte, rsp_at(FX_AT as i64))])?;
    for r in GPRS {
        t.emit_all([Instruction::with1(Code::Pop_r64, r)])?;
    }
    t.emit_all([Ok(Instruction::with(Code::Popfq)), mov_rsp(STACK_TOP)])
}

/// `exit_group(code)`.
fn exit(t: &mut Text, code: u32) -> Result<(), HarnessError> {
    t.emit_all([
        Instruction::with2(Code::Mov_r32_imm32, Register::EAX, 231u32),
        Instruction::with2(Code::Mov_r32_imm32, Register::EDI, code),
        Ok(Instruction::with(Code::Syscall)),
    ])
}

/// A batch as an ELF: the start-of-process record, then one record per block. Output:
/// `(1 + blocks.len()) * RECORD` bytes on stdout.
pub fn build(blocks: &[Block]) -> Result<Vec<u8>, HarnessError> {
    let mut t = Text::new();
    // A failed write: exit 1 (placed first so that the write loop reaches it backwards).
    let fail = t.ip;
    exit(&mut t, 1)?;
    let entry = t.ip;
    save(&mut t, OUT_BASE)?;
    let mut data = Vec::with_capacity(0x2000 + blocks.len() * RECORD);
    data.resize(0x2000, 0);
    for (i, b) in blocks.iter().enumerate() {
        let input = INPUT_BASE + (i * RECORD) as u64;
        data.extend_from_slice(&b.input.to_bytes());
        load(&mut t, input)?;
        for insn in &b.insns {
            t.emit(*insn)?;
        }
        save(&mut t, OUT_BASE + ((i + 1) * RECORD) as u64)?;
    }
    // write(1, OUT_BASE, len) until all is written.
    let len = ((blocks.len() + 1) * RECORD) as u64;
    t.emit_all([
        mov_rsp(STACK_TOP),
        Instruction::with2(Code::Mov_r64_imm64, Register::R12, OUT_BASE),
        Instruction::with2(Code::Mov_r64_imm64, Register::R13, len),
    ])?;
    let top = t.ip;
    t.emit_all([
        Instruction::with2(Code::Mov_r32_imm32, Register::EAX, 1u32),
        Instruction::with2(Code::Mov_r32_imm32, Register::EDI, 1u32),
        Instruction::with2(Code::Mov_r64_rm64, Register::RSI, Register::R12),
        Instruction::with2(Code::Mov_r64_rm64, Register::RDX, Register::R13),
        Ok(Instruction::with(Code::Syscall)),
        Instruction::with2(Code::Test_rm64_r64, Register::RAX, Register::RAX),
        Instruction::with_branch(Code::Jle_rel32_64, fail),
        Instruction::with2(Code::Add_rm64_r64, Register::R12, Register::RAX),
        Instruction::with2(Code::Sub_rm64_r64, Register::R13, Register::RAX),
        Instruction::with_branch(Code::Jne_rel32_64, top),
    ])?;
    exit(&mut t, 0)?;
    let text = t.bytes();
    Ok(elf(entry, &text, &data, len))
}

/// A static `ET_EXEC`: the header page and the text at 0x400000 (R+X), the data at
/// [`DATA_BASE`] (R+W), `out_len` zero bytes at [`OUT_BASE`] (R+W), and a non-executable
/// stack.
fn elf(entry: u64, text: &[u8], data: &[u8], out_len: u64) -> Vec<u8> {
    const PAGE: u64 = 0x1000;
    let text_off = PAGE;
    let data_off = (text_off + text.len() as u64).div_ceil(PAGE) * PAGE;
    let mut f = Vec::with_capacity((data_off as usize) + data.len());
    let phnum: u16 = 4;
    // ELF header.
    f.extend_from_slice(b"\x7fELF\x02\x01\x01\x00");
    f.extend_from_slice(&[0; 8]);
    f.extend_from_slice(&2u16.to_le_bytes()); // ET_EXEC
    f.extend_from_slice(&62u16.to_le_bytes()); // EM_X86_64
    f.extend_from_slice(&1u32.to_le_bytes());
    f.extend_from_slice(&entry.to_le_bytes());
    f.extend_from_slice(&64u64.to_le_bytes()); // e_phoff
    f.extend_from_slice(&0u64.to_le_bytes()); // e_shoff
    f.extend_from_slice(&0u32.to_le_bytes());
    f.extend_from_slice(&64u16.to_le_bytes());
    f.extend_from_slice(&56u16.to_le_bytes());
    f.extend_from_slice(&phnum.to_le_bytes());
    f.extend_from_slice(&64u16.to_le_bytes());
    f.extend_from_slice(&0u16.to_le_bytes());
    f.extend_from_slice(&0u16.to_le_bytes());
    let phdr = |f: &mut Vec<u8>, kind: u32, flags: u32, off: u64, vaddr: u64, filesz: u64, memsz: u64| {
        f.extend_from_slice(&kind.to_le_bytes());
        f.extend_from_slice(&flags.to_le_bytes());
        f.extend_from_slice(&off.to_le_bytes());
        f.extend_from_slice(&vaddr.to_le_bytes());
        f.extend_from_slice(&vaddr.to_le_bytes());
        f.extend_from_slice(&filesz.to_le_bytes());
        f.extend_from_slice(&memsz.to_le_bytes());
        f.extend_from_slice(&PAGE.to_le_bytes());
    };
    let text_end = text_off + text.len() as u64;
    // PT_LOAD R+X, R+W, R+W; PT_GNU_STACK R+W.
    phdr(&mut f, 1, 5, 0, TEXT_BASE - PAGE, text_end, text_end);
    phdr(&mut f, 1, 6, data_off, DATA_BASE, data.len() as u64, data.len() as u64);
    phdr(&mut f, 1, 6, 0, OUT_BASE, 0, out_len.max(1));
    phdr(&mut f, 0x6474_e551, 6, 0, 0, 0, 0);
    f.resize(text_off as usize, 0);
    f.extend_from_slice(text);
    f.resize(data_off as usize, 0);
    f.extend_from_slice(data);
    f
}

/// The records a run wrote: the start record, then one per block.
fn records(side: &'static str, out: &[u8], blocks: usize) -> Result<Vec<State>, HarnessError> {
    let want = (blocks + 1) * RECORD;
    if out.len() != want {
        return Err(HarnessError::Output { side, got: out.len(), want });
    }
    Ok(out.chunks(RECORD).filter_map(State::from_bytes).collect())
}

/// Runs the batch's ELF on the host CPU, as a child process with an empty environment.
pub fn run_native(elf: &[u8], blocks: usize, dir: &std::path::Path, name: &str) -> Result<Vec<State>, HarnessError> {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    let native = |e: std::io::Error| HarnessError::Native(format!("{}: {e}", path.display()));
    std::fs::write(&path, elf).map_err(native)?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o700)).map_err(native)?;
    // Another thread's fork may hold the file open for writing until its exec (ETXTBSY):
    // try again.
    let mut out = Err(std::io::Error::from_raw_os_error(libc::ETXTBSY));
    for _ in 0..100 {
        out = std::process::Command::new(&path).env_clear().stdin(std::process::Stdio::null()).output();
        match &out {
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) => {
                std::thread::sleep(std::time::Duration::from_millis(10))
            }
            _ => break,
        }
    }
    let _ = std::fs::remove_file(&path);
    let out = out.map_err(native)?;
    if !out.status.success() {
        return Err(HarnessError::Native(format!("{} ended with {}", path.display(), out.status)));
    }
    records("native", &out.stdout, blocks)
}

/// Runs the batch's ELF in the simulator (the default preset and CPU model).
pub fn run_sim(elf: Vec<u8>, blocks: usize) -> Result<Vec<State>, HarnessError> {
    let mut cfg = RunConfig::default();
    cfg.kernel.output_keep = (blocks + 1) * RECORD;
    cfg.count_insns = false;
    let sim = |e: crate::machine::SimError| HarnessError::Sim(e.to_string());
    let mut m = Machine::from_elf_bytes(elf, cfg).map_err(sim)?;
    let exit = m.run().map_err(sim)?;
    if exit != crate::kernel::Exit::Exited(0) {
        return Err(HarnessError::Sim(format!("ended with {exit:?}")));
    }
    let report = m.report("cpu-diff").map_err(sim)?;
    records("simulated", report.stdout_bytes(), blocks)
}
