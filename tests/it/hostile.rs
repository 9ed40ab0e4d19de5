//! Hostile guests and inputs, one class each, with the outcome Linux gives (or the
//! documented one-line error): faults that stay guest faults (a fetch from address 0,
//! an entry point of 0), executables `execve` refuses (too many or odd-sized program
//! headers: ENOEXEC; segments that cannot be placed: ENOMEM), an empty `PT_LOAD` (mapped
//! as nothing, as Linux does), a spec offset that would wrap around the address space, a
//! uprobe in a writable data segment (`valid_vma()`), and the real-kernel runner's temp
//! directory. The cases that compare with the real kernel are in `tests/real`.

use std::process::Command;

use probesim::abi::Signal;
use probesim::kernel::Exit;
use probesim::loader::{Image, LoadError, MAX_PHDR_BYTES};
use probesim::machine::{Machine, RunConfig, SimError};
use probesim::trace::TraceEvent;
use sim_programs::Program;

use crate::malformed::temp;

/// `mov eax, 60; mov edi, 7; syscall`: exit(7).
const EXIT7: [u8; 12] = [0xb8, 60, 0, 0, 0, 0xbf, 7, 0, 0, 0, 0x0f, 0x05];

/// One program header of a hand-made ELF.
#[derive(Clone, Copy)]
struct Phdr {
    p_type: u32,
    flags: u32,
    offset: u64,
    vaddr: u64,
    filesz: u64,
    memsz: u64,
}

const PT_NULL: u32 = 0;
const PT_LOAD: u32 = 1;

/// A minimal ELF64 x86-64 executable: the header, `extra` program headers after a first
/// `PT_LOAD` that maps the whole file read-execute at `base`, then [`EXIT7`]. The entry
/// point is the code's address unless `entry` says otherwise; `memsz` sizes the first
/// segment (default: the file's size).
struct Elf {
    etype: u16,
    base: u64,
    entry: Option<u64>,
    memsz: Option<u64>,
    phentsize: u16,
    extra: Vec<Phdr>,
}

impl Default for Elf {
    fn default() -> Elf {
        Elf { etype: 2, base: 0x400000, entry: None, memsz: None, phentsize: 56, extra: Vec::new() }
    }
}

impl Elf {
    fn bytes(&self) -> Vec<u8> {
        let phnum = 1 + self.extra.len() as u64;
        let code_off = 64 + 56 * phnum;
        let file_len = code_off + EXIT7.len() as u64;
        let mut out = Vec::new();
        out.extend_from_slice(b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0");
        out.extend_from_slice(&self.etype.to_le_bytes());
        out.extend_from_slice(&62u16.to_le_bytes()); // EM_X86_64
        out.extend_from_slice(&1u32.to_le_bytes());
        out.extend_from_slice(&self.entry.unwrap_or(self.base + code_off).to_le_bytes());
        out.extend_from_slice(&64u64.to_le_bytes()); // e_phoff
        out.extend_from_slice(&0u64.to_le_bytes()); // e_shoff
        out.extend_from_slice(&0u32.to_le_bytes());
        out.extend_from_slice(&64u16.to_le_bytes());
        out.extend_from_slice(&self.phentsize.to_le_bytes());
        out.extend_from_slice(&(phnum as u16).to_le_bytes());
        out.extend_from_slice(&[64, 0, 0, 0, 0, 0]); // e_shentsize, e_shnum, e_shstrndx
        let first = Phdr {
            p_type: PT_LOAD,
            flags: 5,
            offset: 0,
            vaddr: self.base,
            filesz: file_len,
            memsz: self.memsz.unwrap_or(file_len),
        };
        for p in std::iter::once(&first).chain(&self.extra) {
            out.extend_from_slice(&p.p_type.to_le_bytes());
            out.extend_from_slice(&p.flags.to_le_bytes());
            for w in [p.offset, p.vaddr, p.vaddr, p.filesz, p.memsz, 0x1000] {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
        out.extend_from_slice(&EXIT7);
        out
    }
}

/// An empty segment (`p_filesz = p_memsz = 0`) at `vaddr`.
fn empty_load(vaddr: u64) -> Phdr {
    Phdr { p_type: PT_LOAD, flags: 4, offset: 0, vaddr, filesz: 0, memsz: 0 }
}

/// The outcome of running `elf` in the simulator.
fn run(elf: Vec<u8>) -> Result<Exit, SimError> {
    Machine::from_elf_bytes(elf, RunConfig::default())?.run()
}

/// The `execve` errno a load refusal names.
fn exec_errno(elf: Vec<u8>) -> &'static str {
    match Image::parse(elf) {
        Err(LoadError::Exec { errno, why }) => {
            assert!(!why.contains('\n'), "{why}");
            errno
        }
        other => panic!("expected an execve refusal, got {:?}", other.map(|i| i.entry)),
    }
}

/// `probesim ARGS`: exit code, stdout, stderr.
fn cli(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_probesim")).args(args).output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

/// The CLI refuses the file `elf` with one line naming `needle`, exit 2.
fn cli_refuses(elf: &[u8], needle: &str) {
    let (_dir, p) = temp("guest", elf);
    let (code, stdout, stderr) = cli(&["run", &p]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty(), "{stdout}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains(needle), "`{needle}` not in {stderr}");
}

#[test]
fn the_hand_made_elf_runs() {
    // The baseline every case below changes one thing of.
    assert_eq!(run(Elf::default().bytes()).unwrap(), Exit::Exited(7));
}

#[test]
fn entry_point_zero_is_sigsegv() {
    let elf = Elf { entry: Some(0), ..Elf::default() }.bytes();
    assert_eq!(run(elf.clone()).unwrap(), Exit::Signaled(Signal::Sigsegv));
    let (_dir, p) = temp("entry0", &elf);
    let (code, stdout, stderr) = cli(&["run", &p]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("SIGSEGV"), "{stdout}");
}

#[test]
fn call_ret_and_jump_to_address_zero_are_sigsegv() {
    use iced_x86::code_asm::*;
    type Body = fn(&mut sim_programs::Asm) -> Result<(), IcedError>;
    let cases: [(&str, Body); 3] = [
        ("call", |a| {
            a.xor(eax, eax)?;
            a.call(rax)
        }),
        ("ret", |a| {
            a.push(0)?;
            a.ret()
        }),
        ("jmp", |a| {
            a.xor(ecx, ecx)?;
            a.jmp(rcx)
        }),
    ];
    for (name, body) in cases {
        let p = Program::new(&format!("to-zero-{name}"), |a| {
            a.func("_start")?;
            body(a)?;
            Ok(())
        })
        .unwrap();
        let mut m = Machine::from_program(&p, RunConfig { kernel: trace_on(), ..RunConfig::default() }).unwrap();
        assert_eq!(m.run().unwrap(), Exit::Signaled(Signal::Sigsegv), "{name}");
        // The fault is the fetch at 0, with rip there.
        let r = m.report(&p.name).unwrap();
        let at = r.trace.as_deref().unwrap_or(&[]).iter().find_map(|e| match &e.what {
            TraceEvent::Signal { at, .. } => Some(*at),
            _ => None,
        });
        assert_eq!(at, Some(0), "{name}");
    }
}

fn trace_on() -> probesim::kernel::KernelConfig {
    probesim::kernel::KernelConfig { record_trace: true, ..Default::default() }
}

#[test]
fn empty_pt_load_is_skipped() {
    // As `gcc -static-pie -nostdlib` lays out a program with no read-only data: an
    // empty PT_LOAD between text and data, in a PIE and in an ET_EXEC, overlapping the
    // first segment's page or not.
    for (etype, base) in [(3u16, 0u64), (2, 0x400000)] {
        for at in [base, base + 0x2000, base + 0x1000_0000] {
            let elf = Elf { etype, base, extra: vec![empty_load(at)], ..Elf::default() }.bytes();
            let image = Image::parse(elf.clone()).unwrap();
            assert_eq!(image.segments.len(), 1, "the empty segment maps nothing");
            // It still counts for where brk starts.
            assert!(image.end() >= at + image.load_bias, "{:#x}", image.end());
            assert_eq!(run(elf).unwrap(), Exit::Exited(7), "type {etype} at {at:#x}");
        }
    }
    // An empty segment's offset is never read: misaligned or past the end of the file.
    for offset in [0x123, 1 << 40] {
        let odd = Phdr { offset, ..empty_load(0x500000) };
        assert_eq!(run(Elf { extra: vec![odd], ..Elf::default() }.bytes()).unwrap(), Exit::Exited(7), "{offset:#x}");
    }
    // Only empty segments: nothing to run.
    let only = Elf { memsz: Some(0), ..Elf::default() };
    let mut bytes = only.bytes();
    bytes[64 + 32..64 + 40].copy_from_slice(&0u64.to_le_bytes()); // p_filesz of the first
    assert!(matches!(Image::parse(bytes), Err(LoadError::Malformed(_))));
}

/// `gcc -static-pie -nostdlib` of an `_start` that exits with 7, or `None` (with the
/// reason printed) where there is no compiler; under CI that is a failure.
pub(crate) fn static_pie_exit7() -> Option<Vec<u8>> {
    let dir = tempfile::tempdir().unwrap();
    let (src, out) = (dir.path().join("exit7.S"), dir.path().join("exit7"));
    std::fs::write(&src, ".globl _start\n_start:\n mov $60, %eax\n mov $7, %edi\n syscall\n").unwrap();
    match Command::new("cc").args(["-static-pie", "-nostdlib", "-o"]).arg(&out).arg(&src).output() {
        Ok(o) if o.status.success() => Some(std::fs::read(&out).unwrap()),
        other if std::env::var_os("CI").is_some() => panic!("cc -static-pie failed: {other:?}"),
        other => {
            eprintln!("SKIPPED: cc -static-pie failed: {other:?}");
            None
        }
    }
}

#[test]
fn gcc_static_pie_runs() {
    // gcc's default -static-pie layout, compiled now: the empty PT_LOAD it emits used to
    // fail with a raw engine error.
    let Some(elf) = static_pie_exit7() else { return };
    let image = Image::parse(elf.clone()).unwrap();
    assert!(image.pie);
    assert_eq!(run(elf).unwrap(), Exit::Exited(7));
}

#[test]
fn too_many_program_headers_are_enoexec() {
    // load_elf_phdrs(): at most 64 KiB of program headers. The 8,000 PT_LOADs
    // are refused before any is read; 1,170 headers (65,520 bytes) are read.
    let max = (MAX_PHDR_BYTES / 56) as usize;
    let nulls = |n: usize| vec![Phdr { p_type: PT_NULL, flags: 0, offset: 0, vaddr: 0, filesz: 0, memsz: 0 }; n];
    assert_eq!(run(Elf { extra: nulls(max - 1), ..Elf::default() }.bytes()).unwrap(), Exit::Exited(7));
    assert_eq!(exec_errno(Elf { extra: nulls(max), ..Elf::default() }.bytes()), "ENOEXEC");
    let loads: Vec<Phdr> = (0..7999u64)
        .map(|i| Phdr { p_type: PT_LOAD, flags: 4, offset: 0, vaddr: 0x1000_0000 + i * 0x1000, filesz: 0, memsz: 8 })
        .collect();
    let many = Elf { extra: loads, ..Elf::default() }.bytes();
    assert_eq!(exec_errno(many.clone()), "ENOEXEC");
    cli_refuses(&many, "execve fails with ENOEXEC: 8000 program headers");
}

#[test]
fn odd_program_header_size_is_enoexec() {
    for phentsize in [0u16, 32, 64] {
        assert_eq!(exec_errno(Elf { phentsize, ..Elf::default() }.bytes()), "ENOEXEC", "{phentsize}");
    }
    cli_refuses(&Elf { phentsize: 32, ..Elf::default() }.bytes(), "e_phentsize is 32");
}

#[test]
fn segments_that_cannot_be_placed_are_enomem() {
    // A bss of 1 TiB (Linux: ENOMEM from vm_brk_flags(), or not, by the host's memory;
    // here by the fixed limit), a PIE whose span does not fit below the mmap base, and a
    // segment where the simulated stack sits.
    let huge = Elf { memsz: Some(1 << 40), ..Elf::default() }.bytes();
    assert_eq!(exec_errno(huge.clone()), "ENOMEM");
    cli_refuses(&huge, "execve fails with ENOMEM");
    let wide =
        Elf { etype: 3, base: 0, extra: vec![Phdr { memsz: 8, ..empty_load(0x7fff_fff0_0000) }], ..Elf::default() };
    assert_eq!(exec_errno(wide.bytes()), "ENOMEM");
    let on_stack = Elf { base: 0x7fff_ff80_0000, ..Elf::default() }.bytes();
    assert_eq!(exec_errno(on_stack.clone()), "ENOMEM");
    cli_refuses(&on_stack, "simulated stack");
    // Below the limit a bss maps and runs.
    assert_eq!(run(Elf { memsz: Some(64 << 20), ..Elf::default() }.bytes()).unwrap(), Exit::Exited(7));
}

#[test]
fn spec_offset_overflow_is_a_spec_error() {
    // trig_nop is a label without a size: an offset that wraps around the address space
    // used to land in the function below it.
    let Some(path) = crate::attach::labels_elf() else { return };
    let p = path.display().to_string();
    let image = Image::parse(std::fs::read(&path).unwrap()).unwrap();
    let sym = image.symbol("trig_nop").unwrap();
    assert_eq!(sym.size, 0);
    let wrap = 0u64.wrapping_sub(0x10);
    let spec = probesim::spec::ProbeSpec::parse(&format!("uprobe:{p}:trig_nop+{wrap:#x}")).unwrap();
    let e = spec.resolve(&image, true).unwrap_err();
    assert!(e.why.contains("overflows"), "{e}");
    let (code, stdout, stderr) = cli(&["run", &p, "--unsafe", "--probe", &format!("uprobe:{p}:trig_nop+{wrap:#x}")]);
    assert_eq!((code, stdout.as_str(), stderr.lines().count()), (2, "", 1), "{stderr}");
    assert!(stderr.contains("overflows"), "{stderr}");
}

#[test]
fn uprobe_in_writable_data_is_not_written() {
    // valid_vma(): no breakpoint in a VMA with VM_WRITE. The registration stands (the
    // host's perf_event_open succeeds), the data keeps its bytes, the probe never fires.
    use iced_x86::code_asm::*;
    let p = Program::builder("data-probe")
        .data("msg", b"\x90\x90\x90\n")
        .function("_start", |a| {
            let msg = a.sym("msg");
            let write_str = a.sym("write_str");
            a.lea(rsi, qword_ptr(msg))?;
            a.mov(edx, 4)?;
            a.call(write_str)?;
            a.exit(0)
        })
        .build()
        .unwrap();
    let cfg = RunConfig { kernel: trace_on(), ..RunConfig::default() };
    let mut m = Machine::from_program(&p, cfg).unwrap();
    m.attach("uprobe:data-probe:msg").unwrap();
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    let r = m.report(&p.name).unwrap();
    assert_eq!(r.stdout_bytes(), b"\x90\x90\x90\n");
    let probe = &r.probes[0];
    assert!(probe.installed && probe.reason.is_none(), "{probe:?}");
    assert_eq!(probe.hits, 0);
    assert_eq!(probe.site_bytes.as_deref().map(|b| &b[..4]), Some(&b"\x90\x90\x90\n"[..]));
    let trace = r.trace.as_deref().unwrap_or(&[]);
    assert!(trace.iter().any(|e| matches!(e.what, TraceEvent::VmaSkipped)));
    assert!(!trace.iter().any(|e| matches!(e.what, TraceEvent::SetSwbp { .. })));
    // Text still takes the breakpoint.
    let mut m = Machine::from_program(&p, RunConfig::default()).unwrap();
    let h = m.attach("uprobe:data-probe:_start").unwrap();
    m.run().unwrap();
    assert_eq!(m.hits(&h), 1);
}

#[test]
fn real_runner_leaves_nothing_in_the_temp_dir() {
    // `run --real` on a file made a `probesim-<pid>-<n>` directory and left it. With
    // TMPDIR pointing at an empty directory, the directory stays empty, whether or not
    // the real kernel is usable here (exit 4 when not).
    let (_guest_dir, guest) = temp("hello", &sim_programs::find("hello").unwrap().to_elf());
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&guest, std::fs::Permissions::from_mode(0o755)).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_probesim"))
        .args(["run", "--real", &guest, "--probe", &format!("uprobe:{guest}:_start")])
        .env("TMPDIR", tmp.path())
        .output()
        .unwrap();
    assert!(matches!(out.status.code(), Some(0 | 4)), "{}", String::from_utf8_lossy(&out.stderr));
    let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.is_empty(), "left in the temp dir: {left:?}");
}
