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
use sim_programs::rt::nr;
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

/// Peak resident memory every `probesim` run of this suite stays under (bytes).
const MAX_RSS: u64 = 200 << 20;

/// `probesim ARGS`: exit code, stdout, stderr; and the run's host memory is bounded: its
/// peak RSS (see [`cli_rss`]) is under [`MAX_RSS`].
fn cli(args: &[&str]) -> (i32, String, String) {
    let (code, stdout, stderr, rss) = cli_rss(args);
    assert!(rss < MAX_RSS, "probesim {args:?} peaked at {} MiB resident", rss >> 20);
    (code, stdout, stderr)
}

/// `probesim ARGS` as a grandchild, under `tests/data/maxrss.c`: exit code, stdout,
/// stderr, and its peak resident set in bytes (`RUSAGE_CHILDREN` of the small process in
/// between, whose only child it is). Where `maxrss` cannot be built (no C compiler; a
/// failure under CI) the run is not measured: 0.
fn cli_rss(args: &[&str]) -> (i32, String, String, u64) {
    let bin = env!("CARGO_BIN_EXE_probesim");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    let Some(maxrss) = crate::cbuild::build_or_skip(crate::cbuild::Libc::Glibc, "maxrss.c", &["-O1"]) else {
        let out = Command::new(bin).args(args).output().unwrap();
        return (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr), 0);
    };
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("maxrss");
    let out = Command::new(maxrss).arg(&report).arg(bin).args(args).output().unwrap();
    let kib: u64 = std::fs::read_to_string(&report).unwrap().trim().parse().unwrap();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr), kib * 1024)
}

/// Runs the ELF `elf` through the CLI (`probesim run FILE ARGS`), its RSS checked by
/// [`cli`]: exit code, stdout, stderr.
fn cli_elf(name: &str, elf: &[u8], args: &[&str]) -> (i32, String, String) {
    let (_dir, p) = temp(name, elf);
    let mut all = vec!["run", p.as_str()];
    all.extend_from_slice(args);
    cli(&all)
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
    let (code, stdout, stderr) = cli_elf("baseline", &Elf::default().bytes(), &[]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("exited with code 7"), "{stdout}");
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

/// An entry point at or above TASK_SIZE, and one whose sum with a PIE's load bias
/// overflows (a fuzz finding: the sum panicked in a checked build). Linux adds them in
/// unsigned long arithmetic and fails `BAD_ADDR()` past execve's point of no return:
/// execve returns -EINVAL and the process is killed by SIGSEGV (measured on this host's
/// 6.x kernel with strace). Here the first fetch faults: SIGSEGV, no instruction run.
#[test]
fn entry_point_at_or_above_task_size_is_sigsegv() {
    for (etype, base, entry) in
        [(2u16, 0x400000u64, 0xffff_ffff_0000_1000u64), (3, 0, 0xffff_ffff_0000_1000), (2, 0x400000, 0x7fff_ffff_f000)]
    {
        let elf = Elf { etype, base, entry: Some(entry), ..Elf::default() }.bytes();
        assert_eq!(run(elf).unwrap(), Exit::Signaled(Signal::Sigsegv), "type {etype} entry {entry:#x}");
    }
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
        let (code, stdout, stderr) = cli_elf(name, &p.to_elf(), &[]);
        assert_eq!(code, 0, "{stderr}");
        assert!(stdout.contains("SIGSEGV"), "{stdout}");
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
            assert_eq!(run(elf.clone()).unwrap(), Exit::Exited(7), "type {etype} at {at:#x}");
            let (code, stdout, stderr) = cli_elf("empty-load", &elf, &[]);
            assert_eq!(code, 0, "{stderr}");
            assert!(stdout.contains("exited with code 7"), "{stdout}");
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
    assert_eq!(run(elf.clone()).unwrap(), Exit::Exited(7));
    let (code, stdout, stderr) = cli_elf("static-pie", &elf, &[]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("exited with code 7"), "{stdout}");
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
    let bss = Elf { memsz: Some(64 << 20), ..Elf::default() }.bytes();
    assert_eq!(run(bss.clone()).unwrap(), Exit::Exited(7));
    let (code, stdout, stderr) = cli_elf("bss", &bss, &[]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("exited with code 7"), "{stdout}");
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
    let (_dir, path) = temp("data-probe", &p.to_elf());
    let (code, stdout, stderr) = cli(&["run", &path, "--probe", &format!("uprobe:{path}:msg")]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("hits=0"), "{stdout}");
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

/// A guest that writes `n` MiB to stdout, 1 MiB (of `0xab` bytes) a call, then exits 0.
fn writer(n: u32) -> Program {
    use iced_x86::code_asm::*;
    Program::builder("writer")
        .data("buf", &[0xab; 1 << 20])
        .function("_start", move |a| {
            let buf = a.sym("buf");
            let write_str = a.sym("write_str");
            a.mov(r13d, n)?;
            let mut again = a.create_label();
            a.set_label(&mut again)?;
            a.lea(rsi, qword_ptr(buf))?;
            a.mov(edx, 1 << 20)?;
            a.call(write_str)?;
            a.dec(r13d)?;
            a.jnz(again)?;
            a.exit(0)
        })
        .build()
        .unwrap()
}

#[test]
fn a_gib_of_stdout_goes_to_the_sink_in_bounded_memory() {
    // Guest stdout used to be held whole, at about 7x its size (1 GiB cost 7.35 GB).
    // Now the report keeps a prefix, counts it all and hashes it, and the sink gets it
    // all; the run's peak RSS stays under MAX_RSS.
    let (_dir, path) = temp("writer", &writer(1024).to_elf());
    let (code, stdout, stderr) = cli(&["run", &path, "--json", "--stdout-file", "/dev/null", "--output-keep", "4096"]);
    assert_eq!(code, 0, "{stderr}");
    let r: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(r["stdout_len"], 1u64 << 30);
    assert_eq!(r["stdout_truncated"], true);
    assert_eq!(r["stdout"].as_str().map(str::len), Some(4096 * 3), "each 0xab is a U+FFFD, 3 bytes of text");
    assert_eq!(r["stdout_sha256"].as_str().map(str::len), Some(64));
}

#[test]
fn the_sink_gets_every_byte_and_the_report_says_it_kept_a_prefix() {
    let (dir, path) = temp("writer", &writer(3).to_elf());
    let file = dir.path().join("out");
    let file = file.to_str().unwrap();
    let (code, stdout, stderr) = cli(&["run", &path, "--stdout-file", file, "--output-keep", "100"]);
    assert_eq!(code, 0, "{stderr}");
    let all = std::fs::read(file).unwrap();
    assert_eq!(all.len(), 3 << 20);
    assert!(all.iter().all(|b| *b == 0xab));
    assert!(stdout.contains("guest stdout: 3145728 bytes in all, the report kept the first 100"), "{stdout}");
    // The library: the prefix, the total, and the digest of all of it.
    let cfg = RunConfig {
        kernel: probesim::kernel::KernelConfig { output_keep: 100, ..Default::default() },
        ..RunConfig::default()
    };
    let mut m = Machine::from_program(&writer(3), cfg).unwrap();
    m.run().unwrap();
    let r = m.report("writer").unwrap();
    assert_eq!(r.stdout_bytes(), &[0xab; 100][..]);
    assert_eq!((r.stdout_len, r.stdout_truncated), (3 << 20, true));
    // Compared whole with the same bytes, and with one byte changed past the prefix.
    let same = probesim::diff::OutputSummary::whole(&all);
    assert_eq!(probesim::diff::output_difference("stdout", &r.stdout_summary(), &same), None);
    let mut changed = all.clone();
    changed[2 << 20] = 0;
    let other = probesim::diff::OutputSummary::whole(&changed);
    let line = probesim::diff::output_difference("stdout", &r.stdout_summary(), &other).unwrap();
    assert!(line.contains("different after (sha256"), "{line}");
    // An unwritable sink is a one-line error, exit 2.
    let (code, _, stderr) = cli(&["run", &path, "--stdout-file", "/nonexistent/dir/out"]);
    assert_eq!((code, stderr.lines().count()), (2, 1), "{stderr}");
    // --json prints one object, so it cannot share stdout with the guest.
    let (code, stdout, stderr) = cli(&["run", &path, "--json", "--stdout-file", "-"]);
    assert_eq!((code, stdout.as_str(), stderr.lines().count()), (2, "", 1), "{stderr}");
    // `-` streams it to this stdout.
    let (_d, small) = temp("hello", &sim_programs::find("hello").unwrap().to_elf());
    let (code, stdout, _) = cli(&["run", &small, "--stdout-file", "-", "--output-keep", "0"]);
    assert_eq!(code, 0);
    assert!(stdout.starts_with("Hello from probesim!\n"), "{stdout}");
}

/// A guest that writes `n` times 64 KiB of `e` to stderr, then exits 0.
fn stderr_writer(n: u32) -> Program {
    use iced_x86::code_asm::*;
    Program::builder("stderr-writer")
        .data("buf", &[b'e'; 64 << 10])
        .function("_start", move |a| {
            let buf = a.sym("buf");
            a.mov(r13d, n)?;
            let mut again = a.create_label();
            a.set_label(&mut again)?;
            a.mov(edi, 2)?;
            a.lea(rsi, qword_ptr(buf))?;
            a.mov(edx, 64 << 10)?;
            a.mov(eax, nr::WRITE)?;
            a.syscall()?;
            a.dec(r13d)?;
            a.jnz(again)?;
            a.exit(0)
        })
        .build()
        .unwrap()
}

/// A real report of a run that exited 0 with `stderr` kept of `stderr_len` bytes.
fn real_report(stderr: &[u8], stderr_len: u64) -> probesim::session::RealReport {
    let json = serde_json::json!({
        "target": "stderr-writer", "kernel": "host", "exit": {"code": 0, "signal": null},
        "stdout": "", "stderr": String::from_utf8(stderr.to_vec()).unwrap(), "stderr_len": stderr_len,
        "output_truncated": (stderr.len() as u64) < stderr_len, "probes": [],
    });
    serde_json::from_value(json).unwrap()
}

#[test]
fn diff_compares_stderr_whole_as_it_does_stdout() {
    // The simulator keeps 100 bytes of 192 KiB of stderr (with the length and digest);
    // the host report has every byte.
    let cfg = RunConfig {
        kernel: probesim::kernel::KernelConfig { output_keep: 100, ..Default::default() },
        ..RunConfig::default()
    };
    let mut m = Machine::from_program(&stderr_writer(3), cfg).unwrap();
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    let sim = m.report("stderr-writer").unwrap();
    assert_eq!((sim.stderr_len, sim.stderr_truncated, sim.stderr_bytes().len()), (3 << 16, true, 100));
    let all = vec![b'e'; 3 << 16];
    assert_eq!(probesim::diff::compare(&sim, &real_report(&all, all.len() as u64)), Vec::<String>::new());
    // A byte changed past the simulator's prefix: found by the digest.
    let mut changed = all.clone();
    changed[1 << 16] = b'f';
    let lines = probesim::diff::compare(&sim, &real_report(&changed, all.len() as u64));
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].starts_with("stderr: simulator 196608 bytes / host 196608 bytes, equal in the first 100 bytes, which both kept, different after (sha256"), "{}", lines[0]);
    // One byte fewer on the host.
    let lines = probesim::diff::compare(&sim, &real_report(&all[..all.len() - 1], all.len() as u64 - 1));
    assert_eq!(
        lines,
        ["stderr: simulator 196608 bytes / host 196607 bytes, equal in the first 100 bytes, which both kept"]
    );
    // The host kept a prefix too (its cap): what cannot be compared is said.
    let lines = probesim::diff::compare(&sim, &real_report(&all[..50], all.len() as u64));
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].ends_with("the rest cannot be compared (no digest of it)"), "{}", lines[0]);
    // Short outputs are quoted whole, as stdout's are.
    let mut small = sim.clone();
    small.set_output(b"", b"sim\n");
    assert_eq!(
        probesim::diff::compare(&small, &real_report(b"host\n", 5)),
        ["stderr: simulator \"sim\\n\" / host \"host\\n\""]
    );
}

#[test]
fn fifos_and_devices_are_refused_as_target_and_stdin() {
    // Read until memory ran out (`/dev/zero`), or forever (a FIFO with no writer).
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let fifo = fifo.to_str().unwrap();
    for (args, needle) in [
        (vec!["run", fifo], "is a FIFO, not a regular file"),
        (vec!["run", "/dev/zero"], "is a character device, not a regular file"),
        (vec!["run", "sim:hello", "--stdin", fifo], "is a FIFO, not a regular file"),
        (vec!["run", "sim:hello", "--stdin", "/dev/zero"], "is a character device"),
        (vec!["run", "sim:hello", "--stdin", "/tmp"], "is a directory"),
    ] {
        let (code, stdout, stderr) = cli(&args);
        assert_eq!((code, stdout.as_str(), stderr.lines().count()), (2, "", 1), "{args:?}: {stderr}");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
    }
    // Too large: refused by its size, before it is read.
    let big = dir.path().join("big");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(probesim::target::MAX_STDIN_BYTES + 1).unwrap();
    let (code, _, stderr) = cli(&["run", "sim:hello", "--stdin", big.to_str().unwrap()]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("larger than the limit"), "{stderr}");
    f.set_len(probesim::target::MAX_TARGET_BYTES + 1).unwrap();
    let (code, _, stderr) = cli(&["run", big.to_str().unwrap()]);
    assert_eq!((code, stderr.lines().count()), (2, 1), "{stderr}");
    assert!(
        stderr.contains(&format!("larger than the limit of {} bytes", probesim::target::MAX_TARGET_BYTES)),
        "{stderr}"
    );
}

#[test]
fn host_files_of_any_size_are_read_in_bounded_memory() {
    // The file view (`--root`) read a host file whole into memory at its open. Now it
    // reads by range as the guest reads: a 3 GiB file is read to its end in one read's
    // worth of host memory; a write to a file past the copy-up limit is -EFBIG; a FIFO
    // and a device are -ENXIO (ENXIO 6) and a symlink out of the view (to /dev/zero)
    // -EACCES (13), instead of being read for ever.
    let Some(readall) = crate::cbuild::build_or_skip(crate::cbuild::Libc::Glibc, "readall.c", &["-O1"]) else {
        return;
    };
    let root = tempfile::tempdir().unwrap();
    let at = |n: &str| root.path().join(n);
    std::fs::write(at("small"), "hello\n").unwrap();
    let big = probesim::kernel::fs::view::MAX_HOST_FILE + 1;
    std::fs::write(at("big"), "x").unwrap();
    std::fs::File::options().write(true).open(at("big")).unwrap().set_len(big).unwrap();
    std::fs::File::create(at("sparse")).unwrap().set_len(3 << 30).unwrap();
    std::os::unix::fs::symlink("/dev/zero", at("zero")).unwrap();
    assert!(Command::new("mkfifo").arg(at("fifo")).status().unwrap().success());
    // A device node in the view itself (root may make one; elsewhere it is left out).
    let dev = Command::new("mknod").arg(at("chardev")).args(["c", "1", "5"]).status().is_ok_and(|s| s.success());
    let mut names = vec!["/small", "/big", "/sparse", "/zero", "/fifo", "/missing", "/dev/null"];
    if dev {
        names.push("/chardev");
    }
    let mut args = vec!["run", "--root", root.path().to_str().unwrap(), readall.to_str().unwrap(), "--"];
    args.extend(&names);
    let (code, stdout, stderr) = cli(&args);
    assert_eq!(code, 0, "{stderr}");
    let mut want = vec![
        "/small: read 6 sum 104 errno 0 end 6 write 1 errno 0".to_string(),
        format!("/big: read {big} sum 120 errno 0 end {big} write -1 errno 27"),
        format!("/sparse: read {} sum 0 errno 0 end {} write -1 errno 27", 3u64 << 30, 3u64 << 30),
        "/zero: open errno 13".into(),
        "/fifo: open errno 6".into(),
        "/missing: open errno 2".into(),
        "/dev/null: read 0 sum 0 errno 0 end 0 write 1 errno 0".into(),
    ];
    if dev {
        want.push("/chardev: open errno 6".into());
    }
    let got: Vec<&str> = stdout.lines().filter(|l| l.starts_with('/')).collect();
    assert_eq!(got, want, "{stdout}");
    // The host is as it was.
    assert_eq!(std::fs::read(at("small")).unwrap(), b"hello\n");
    assert_eq!(std::fs::metadata(at("sparse")).unwrap().len(), 3 << 30);
}

#[test]
fn a_gib_written_at_once_costs_only_what_is_kept() {
    // One write(2) of a 1 GiB buffer copied all of it from the guest first, whatever the
    // file did with it: to /dev/null it cost 2.1 GB of host memory and 31 s. Now
    // /dev/null reads none of it (as `write_null()`), a pipe copies what fits (64 KiB,
    // non-blocking), and a file in the view is refused by its room before any copy
    // (ENOSPC 28: the overlay's limit, a documented difference).
    let Some(bigwrite) = crate::cbuild::build_or_skip(crate::cbuild::Libc::Glibc, "bigwrite.c", &["-O1"]) else {
        return;
    };
    let (code, stdout, stderr) = cli(&["run", bigwrite.to_str().unwrap(), "--json", "--", "/out"]);
    assert_eq!(code, 0, "{stderr}");
    let r: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(r["stdout"], "null: 1073741824\npipe: 65536\nfile: errno 28\n");
}

/// A guest whose processes each spin `n` loop iterations (3 instructions each) and exit,
/// after forking `depth` times (both sides go on forking: up to 2^depth processes).
fn fork_spinners(depth: u32, n: u32) -> Program {
    use iced_x86::code_asm::*;
    Program::new("fork-spinners", move |a| {
        a.func("_start")?;
        a.mov(r14d, depth)?;
        let mut forks = a.create_label();
        a.set_label(&mut forks)?;
        a.fork()?;
        a.dec(r14d)?;
        a.jnz(forks)?;
        a.mov(ecx, n)?;
        let mut spin = a.create_label();
        a.set_label(&mut spin)?;
        a.nop()?;
        a.dec(ecx)?;
        a.jnz(spin)?;
        a.exit(0)
    })
    .unwrap()
}

#[test]
fn max_insns_is_one_budget_for_every_process() {
    // 64 processes of about 3M instructions each: 192M in all. A 10M budget used to be
    // per process (each ran its 3M); now the run stops at 10M summed over all of them.
    let p = fork_spinners(6, 1_000_000);
    let cfg = RunConfig { max_insns: 10_000_000, ..RunConfig::default() };
    let mut m = Machine::from_program(&p, cfg).unwrap();
    assert!(matches!(m.run(), Err(SimError::Budget { budget: 10_000_000, .. })));
    let r = m.report(&p.name).unwrap();
    assert!(r.budget_exhausted);
    assert!(r.processes >= 4, "{} processes", r.processes);
    assert!(r.instructions <= 10_000_000, "{} instructions", r.instructions);
    assert!(r.instructions > 9_000_000, "{} instructions", r.instructions);
    // The same through the CLI: exit 3, one JSON object with the state so far. (32
    // processes: every one is alive at once, interleaved a quantum at a time, and each
    // holds an engine until it exits.)
    let (_dir, path) = temp("fork-spinners", &fork_spinners(5, 1_000_000).to_elf());
    let (code, stdout, stderr) = cli(&["run", &path, "--json", "--max-insns", "10000000"]);
    assert_eq!(code, 3, "{stderr}");
    let j: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert!(j["instructions"].as_u64().unwrap() <= 10_000_000, "{}", j["instructions"]);
    // With room for all of it, it all runs.
    let cfg = RunConfig { max_insns: 400_000_000, ..RunConfig::default() };
    let mut m = Machine::from_program(&fork_spinners(3, 10_000), cfg).unwrap();
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    assert_eq!(m.report("fork-spinners").unwrap().processes, 8);
}

#[test]
fn unknown_syscall_numbers_fill_a_bounded_table() {
    // Every number from 10,000 up, 5,000 of them: the table keeps the first
    // MAX_UNKNOWN_SYSCALLS numbers and counts the rest.
    use iced_x86::code_asm::*;
    let p = Program::new("nosys", |a| {
        a.func("_start")?;
        a.mov(r13d, 10_000)?;
        let mut again = a.create_label();
        a.set_label(&mut again)?;
        a.mov(rax, r13)?;
        a.syscall()?;
        a.inc(r13d)?;
        a.cmp(r13d, 15_000)?;
        a.jne(again)?;
        a.exit(0)
    })
    .unwrap();
    let mut m = Machine::from_program(&p, RunConfig::default()).unwrap();
    assert_eq!(m.run().unwrap(), Exit::Exited(0));
    let r = m.report(&p.name).unwrap();
    let max = probesim::kernel::MAX_UNKNOWN_SYSCALLS;
    assert_eq!(r.unknown_syscalls.len(), max);
    assert_eq!(r.unknown_syscalls_other, 5_000 - max as u64);
    let (code, stdout, _) = cli_elf("nosys", &p.to_elf(), &[]);
    assert_eq!(code, 0);
    assert!(
        stdout.contains(&format!("unknown syscalls beyond the table's {max} numbers: {}", 5_000 - max)),
        "{stdout}"
    );
}

#[test]
fn the_trace_keeps_its_first_events_and_says_it_was_cut() {
    let p = fork_spinners(2, 10);
    let kernel = probesim::kernel::KernelConfig { record_trace: true, trace_limit: 5, ..Default::default() };
    let mut m = Machine::from_program(&p, RunConfig { kernel, ..RunConfig::default() }).unwrap();
    m.run().unwrap();
    let r = m.report(&p.name).unwrap();
    let events: u64 = r.counts.values().sum();
    assert_eq!(r.trace.as_ref().map(Vec::len), Some(5));
    assert_eq!(r.trace_dropped, events - 5, "every event is counted, kept or not");
    let (_dir, path) = temp("fork-spinners", &p.to_elf());
    let (code, stdout, _) = cli(&["run", &path, "--trace", "--trace-limit", "5"]);
    assert_eq!(code, 0);
    assert!(
        stdout.contains(&format!("(trace cut: the first 5 events kept, {} later ones dropped", events - 5)),
        "{stdout}"
    );
}

#[test]
fn explain_keeps_only_the_window_it_narrates() {
    // explain logged every instruction with its registers and return instances: over
    // 2.6 GB for a 100k-deep recursion. Now it counts them all and keeps the window.
    let p = sim_programs::generators::recursion(100_000);
    let (_dir, path) = temp("recursion-100000", &p.to_elf());
    let spec = format!("uprobe:{path}:recurse");
    let (code, stdout, stderr) = cli(&["explain", &path, "--probe", &spec, "--hit", "60000"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("hit 60000 of"), "{stdout}");
    assert!(stdout.contains("uprobe breakpoint over `push rbp`"), "{stdout}");
    // A hit past the trace's limit is named as such.
    let (code, _, stderr) = cli(&["explain", &path, "--probe", &spec, "--hit", "99999", "--trace-limit", "1000"]);
    assert_ne!(code, 0);
    assert!(
        stderr.contains("in the trace's first 1000 events (raise --trace-limit); there is no hit 99999"),
        "{stderr}"
    );
}
