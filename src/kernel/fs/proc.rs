//! The synthesized `/proc` and `/sys` (`fs/proc/`, `drivers/base/cpu.c`): what a program
//! reads about itself and the machine comes from the simulated process and CPU model,
//! never from the host (with `--root /` the host's own `/proc` would describe probesim).
//!
//! Files: `/proc/{self,thread-self,PID}/{maps,cmdline,environ,comm,status,stat,statm,auxv}`
//! (`show_map_vma()`, `proc_pid_cmdline_read()`, `environ_read()`, `proc_pid_status()`,
//! `do_task_stat()`, `proc_pid_statm()`, `proc_pid_auxv()`), `/proc/cpuinfo`
//! (`show_cpuinfo()`), `/proc/meminfo`, and `/sys/devices/system/cpu/{online,possible,present}`.
//! `/proc/filesystems` and a few `/proc/sys` values (`kernel/osrelease`,
//! `kernel/ngroups_max`, `kernel/pid_max`, `vm/overcommit_memory`). `/proc/self/exe` is
//! the program's path in the view. `/proc/PID/fd` lists the open descriptors, each a link
//! to the path it was opened by (`pipe:[INO]` for a pipe), and `/proc/PID/task` the
//! threads, each with `comm`, `stat` and `status`. Every directory lists what it has;
//! every other path under `/proc` or `/sys` does not exist (-ENOENT).
//!
//! # Differs from Linux
//! - A file's contents are made when it is opened (Linux makes them as they are read).
//! - `PID` is the calling process's own pid only: another process's files are -ENOENT,
//!   and `/proc` lists no other pid.
//! - `cmdline` and `environ` are the strings the process was exec'd with (Linux reads
//!   the process's memory, so a program that rewrites its arguments shows the change).
//! - In `maps`, the device and inode of a file mapping are the view's (`08:01` and a
//!   hash of the path), not the host's.
//! - `maps` shows adjacent unnamed anonymous mappings with equal permissions as one
//!   (the simulator does not merge VMAs; Linux would have merged them).
//! - `status` has the fields programs read (names, ids, threads, memory sizes); the
//!   rest of Linux's are left out. `stat` has its fields, with times and faults 0.

use super::super::Kernel;
use super::file::FileKind;
use super::view::{DirEntry, Found, Inode};
use crate::abi::errno::ENOENT;
use crate::abi::fs::{DT_DIR, DT_LNK, DT_REG, S_IFDIR, S_IFREG};
use crate::abi::mm::PAGE_SIZE;

/// What a path under `/proc` or `/sys` is.
pub(crate) enum ProcNode {
    /// Not one of ours: the view answers.
    NotProc,
    /// A directory (that lists nothing).
    Dir,
    /// A file with these contents.
    File(Vec<u8>),
}

/// `/proc/filesystems` (`filesystems_proc_show()`) of a Debian x86-64 6.18 kernel build
/// (libselinux reads it at start-up, looking for `selinuxfs`; `ls` and dash read it).
const FILESYSTEMS: &str = "nodev\tsysfs\nnodev\ttmpfs\nnodev\tproc\nnodev\tcgroup\nnodev\tcgroup2\nnodev\tcpuset\n\
nodev\tdevtmpfs\nnodev\tbinfmt_misc\nnodev\tdebugfs\nnodev\ttracefs\nnodev\tsecurityfs\n\
nodev\tsockfs\nnodev\tbpf\nnodev\tpipefs\nnodev\tramfs\nnodev\thugetlbfs\nnodev\tdevpts\n\
\text3\n\text2\n\text4\n\tsquashfs\n\tfuseblk\nnodev\tfuse\nnodev\tfusectl\nnodev\toverlay\n\
\txfs\n\terofs\nnodev\tmqueue\n\tbtrfs\nnodev\tpstore\n";

/// A synthesized file with `s` in it.
fn file_of(s: String) -> Result<ProcNode, i64> {
    Ok(ProcNode::File(s.into_bytes()))
}

/// `/proc/PID/maps`'s gate line: the vsyscall page every x86-64 process shows.
const VSYSCALL_LINE: &str = "ffffffffff600000-ffffffffff601000 --xp 00000000 00:00 0                  [vsyscall]\n";

impl Kernel {
    /// The synthesized node at normalized guest path `path`, if it is under `/proc` or
    /// `/sys`.
    pub(crate) fn proc_node(&self, path: &str) -> Result<ProcNode, i64> {
        let under = |root: &str| path == root || path.starts_with(&format!("{root}/"));
        if !under("/proc") && !under("/sys") {
            return Ok(ProcNode::NotProc);
        }
        let file = file_of;
        match path {
            "/proc" | "/sys" | "/sys/devices" | "/sys/devices/system" | "/sys/devices/system/cpu" => {
                return Ok(ProcNode::Dir)
            }
            "/proc/cpuinfo" => return file(self.cpuinfo()),
            "/proc/filesystems" => return file(FILESYSTEMS.into()),
            "/proc/sys/kernel/osrelease" => return file("6.18.0-probesim\n".into()),
            "/proc/sys/kernel/ngroups_max" => return file("65536\n".into()),
            "/proc/sys/kernel/pid_max" => return file("4194304\n".into()),
            "/proc/sys/vm/overcommit_memory" => return file("0\n".into()),
            "/proc/sys" | "/proc/sys/kernel" | "/proc/sys/vm" => return Ok(ProcNode::Dir),
            "/proc/meminfo" => return file(self.meminfo()),
            "/sys/devices/system/cpu/online"
            | "/sys/devices/system/cpu/possible"
            | "/sys/devices/system/cpu/present" => return file("0\n".into()),
            // HPAGE_PMD_SIZE (`hpage_pmd_size_show()`): the Go runtime reads it at start-up.
            "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size" => return file("2097152\n".into()),
            "/sys/kernel" | "/sys/kernel/mm" | "/sys/kernel/mm/transparent_hugepage" => return Ok(ProcNode::Dir),
            _ => {}
        }
        let rest = path.strip_prefix("/proc/").unwrap_or_default();
        let (who, what) = rest.split_once('/').unwrap_or((rest, ""));
        let mine = who == "self" || who == "thread-self" || who.parse::<u32>().ok() == Some(self.pid);
        if !mine {
            return Err(ENOENT);
        }
        if let Some(task) = what.strip_prefix("task/") {
            // /proc/PID/task/TID: a thread of this process.
            let (tid, file) = task.split_once('/').unwrap_or((task, ""));
            let comm = tid.parse::<u32>().ok().and_then(|t| self.thread_comm(t)).ok_or(ENOENT)?;
            return match file {
                "" => Ok(ProcNode::Dir),
                "comm" => file_of(format!("{comm}\n")),
                "stat" => file_of(self.stat_line()),
                "status" => file_of(self.status()),
                _ => Err(ENOENT),
            };
        }
        match what {
            "" | "fd" | "task" => Ok(ProcNode::Dir),
            "maps" => file(self.maps()),
            "cmdline" => Ok(ProcNode::File(self.sys.cmdline.clone())),
            "environ" => Ok(ProcNode::File(self.sys.environ.clone())),
            "comm" => file(format!("{}\n", self.task.comm)),
            "status" => file(self.status()),
            "stat" => file(self.stat_line()),
            "statm" => {
                let pages = self.mm.vmas().map(|v| (v.end - v.start) / PAGE_SIZE).sum::<u64>();
                file(format!("{pages} 0 0 0 0 0 0\n"))
            }
            "auxv" => Ok(ProcNode::File(self.sys.auxv.clone())),
            _ => Err(ENOENT),
        }
    }

    /// The entries of the synthesized directory `path` (`proc_root_readdir()`,
    /// `proc_pident_readdir()`, `proc_readfd()`, `proc_task_readdir()`), if it is one.
    pub(crate) fn proc_list(&self, path: &str) -> Option<Vec<DirEntry>> {
        if !matches!(self.proc_node(path), Ok(ProcNode::Dir)) {
            return None;
        }
        let entry = |name: &str, dtype: u8| DirEntry {
            name: name.as_bytes().to_vec(),
            ino: super::view::ino_of(&format!("{path}/{name}")),
            dtype,
        };
        let files = |names: &[&str]| names.iter().map(|n| entry(n, DT_REG)).collect::<Vec<_>>();
        let rest = path.strip_prefix("/proc/").unwrap_or_default();
        let (who, what) = rest.split_once('/').unwrap_or((rest, ""));
        Some(match (path, what) {
            ("/proc", _) => {
                let mut v = files(&["cpuinfo", "filesystems", "meminfo"]);
                v.extend([entry("self", DT_LNK), entry("thread-self", DT_LNK), entry("sys", DT_DIR)]);
                v.push(entry(&self.pid.to_string(), DT_DIR));
                v
            }
            ("/proc/sys", _) => vec![entry("kernel", DT_DIR), entry("vm", DT_DIR)],
            ("/proc/sys/kernel", _) => files(&["ngroups_max", "osrelease", "pid_max"]),
            ("/proc/sys/vm", _) => files(&["overcommit_memory"]),
            ("/sys", _) => vec![entry("devices", DT_DIR), entry("kernel", DT_DIR)],
            ("/sys/kernel", _) => vec![entry("mm", DT_DIR)],
            ("/sys/kernel/mm", _) => vec![entry("transparent_hugepage", DT_DIR)],
            ("/sys/kernel/mm/transparent_hugepage", _) => files(&["hpage_pmd_size"]),
            ("/sys/devices", _) => vec![entry("system", DT_DIR)],
            ("/sys/devices/system", _) => vec![entry("cpu", DT_DIR)],
            ("/sys/devices/system/cpu", _) => files(&["online", "possible", "present"]),
            _ if who.is_empty() => Vec::new(),
            (_, "") => {
                let mut v = files(&["auxv", "cmdline", "comm", "environ", "maps", "stat", "statm", "status"]);
                v.extend([entry("exe", DT_LNK), entry("fd", DT_DIR), entry("task", DT_DIR)]);
                v
            }
            (_, "fd") => self.fs.files.fds().map(|(fd, _)| entry(&fd.to_string(), DT_LNK)).collect(),
            (_, "task") => {
                let tids = std::iter::once(self.task.tid).chain(self.threads.others.keys().copied());
                let mut tids: Vec<u32> = tids.collect();
                tids.sort_unstable();
                tids.into_iter().map(|t| entry(&t.to_string(), DT_DIR)).collect()
            }
            _ => files(&["comm", "stat", "status"]),
        })
    }

    /// The name of this process's thread `tid`, if it has one.
    fn thread_comm(&self, tid: u32) -> Option<std::rc::Rc<str>> {
        if tid == self.task.tid {
            return Some(self.task.comm.clone());
        }
        self.threads.others.get(&tid).map(|t| t.task.comm.clone())
    }

    /// What `/proc/PID/fd/N` links to (`proc_fd_link()` → `d_path()`): the path the file
    /// was opened by, `pipe:[INO]` for a pipe or a captured stream; `None` if `path` is
    /// not such a link or the descriptor is not open.
    pub(crate) fn proc_fd_link(&self, path: &str) -> Option<Result<Vec<u8>, i64>> {
        let rest = path.strip_prefix("/proc/")?;
        let (who, fd) = rest.split_once("/fd/")?;
        let mine = who == "self" || who == "thread-self" || who.parse::<u32>().ok() == Some(self.pid);
        let fd: i32 = fd.parse().ok()?;
        if !mine {
            return None;
        }
        Some(
            self.fs
                .files
                .get(fd)
                .map(|f| {
                    let f = f.borrow();
                    match &f.kind {
                        FileKind::Pipe(_) | FileKind::Output(_) => {
                            format!("pipe:[{}]", f.stat(&self.shared.borrow().view).ino).into_bytes()
                        }
                        FileKind::Socket(ino) => format!("socket:[{ino}]").into_bytes(),
                        _ => f.path.clone().into_bytes(),
                    }
                })
                .map_err(|_| ENOENT),
        )
    }

    /// [`Kernel::proc_node`] as the view's lookup answers: a file is an in-memory inode
    /// (read-only), a directory an empty one.
    pub(crate) fn proc_lookup(&self, path: &str) -> Option<Result<Found, i64>> {
        match self.proc_node(path) {
            Ok(ProcNode::NotProc) => None,
            Ok(ProcNode::Dir) => Some(Ok(Found::OverlayDir(S_IFDIR | 0o555))),
            Ok(ProcNode::File(data)) => {
                let ino = super::view::ino_of(path);
                let inode = Inode { synthetic: true, ..Inode::in_memory(data, S_IFREG | 0o444, ino) };
                Some(Ok(Found::File(std::rc::Rc::new(std::cell::RefCell::new(inode)))))
            }
            Err(e) => Some(Err(e)),
        }
    }

    /// Models `show_map_vma()` over the mm, then the gate VMA. Adjacent anonymous
    /// mappings without a name and with the same permissions are shown as one, as
    /// Linux's `vma_merge()` would have made them one VMA.
    fn maps(&self) -> String {
        let mut out = String::new();
        let mut vmas: Vec<super::super::mm::Vma> = Vec::new();
        for v in self.mm.vmas() {
            match vmas.last_mut() {
                Some(last)
                    if last.end == v.start
                        && last.file.is_none()
                        && v.file.is_none()
                        && last.name.is_empty()
                        && v.name.is_empty()
                        && last.prot == v.prot =>
                {
                    last.end = v.end
                }
                _ => vmas.push(v.clone()),
            }
        }
        for v in &vmas {
            let (pgoff, dev, ino) = v.file.as_ref().map_or((0, 0, 0), |f| (f.pgoff, f.dev, f.ino));
            let line = format!(
                "{:08x}-{:08x} {}{}{}{} {:08x} {:02x}:{:02x} {} ",
                v.start,
                v.end,
                if v.prot.read { 'r' } else { '-' },
                if v.prot.write { 'w' } else { '-' },
                if v.prot.exec { 'x' } else { '-' },
                if v.file.as_ref().is_some_and(|f| f.shared) { 's' } else { 'p' },
                pgoff,
                (dev >> 8) & 0xfff,
                dev & 0xff,
                ino
            );
            out.push_str(&line);
            if !v.name.is_empty() {
                // seq_pad(): the name starts after column 72.
                for _ in line.len()..72 {
                    out.push(' ');
                }
                out.push(' ');
                out.push_str(&v.name);
            }
            out.push('\n');
        }
        out.push_str(VSYSCALL_LINE);
        out
    }

    /// The part of `proc_pid_status()` programs read.
    fn status(&self) -> String {
        let kib = |b: u64| b / 1024;
        let size: u64 = self.mm.vmas().map(|v| v.end - v.start).sum();
        let threads = 1 + self.threads.others.len();
        format!(
            "Name:\t{comm}\nUmask:\t{umask:04o}\nState:\tR (running)\nTgid:\t{pid}\nNgid:\t0\nPid:\t{pid}\nPPid:\t{ppid}\n\
             TracerPid:\t0\nUid:\t0\t0\t0\t0\nGid:\t0\t0\t0\t0\nFDSize:\t64\nGroups:\t0\nVmPeak:\t{vm:8} kB\n\
             VmSize:\t{vm:8} kB\nVmRSS:\t{vm:8} kB\nThreads:\t{threads}\nSigQ:\t0/0\nSigBlk:\t{blk:016x}\n\
             Cpus_allowed:\t1\nCpus_allowed_list:\t0\n",
            comm = self.task.comm,
            umask = self.fs.umask,
            pid = self.pid,
            // As getppid() answers: the first process's parent is init.
            ppid = self.ppid.max(1),
            vm = kib(size),
            blk = self.sig.blocked,
        )
    }

    /// `do_task_stat()`: 52 fields, times and fault counts 0.
    fn stat_line(&self) -> String {
        let size: u64 = self.mm.vmas().map(|v| v.end - v.start).sum();
        let threads = 1 + self.threads.others.len();
        let mut f: Vec<String> = vec![
            self.pid.to_string(),
            format!("({})", self.task.comm),
            "R".into(),
            self.ppid.max(1).to_string(),
            self.sys.pgid.to_string(),
            self.sys.sid.to_string(),
        ];
        f.extend(["0", "-1", "4194304"].map(String::from)); // tty_nr, tpgid, flags
        f.extend(["0"; 10].map(String::from)); // faults, times
        f.extend(["20", "0", &threads.to_string(), "0", "0"].map(String::from)); // prio, nice, threads, itreal, starttime
        f.push(size.to_string());
        f.push((size / PAGE_SIZE).to_string());
        f.extend(std::iter::repeat_n("0".to_string(), 52 - f.len()));
        format!("{}\n", f.join(" "))
    }

    /// `show_cpuinfo()` for the one CPU of the model.
    fn cpuinfo(&self) -> String {
        let l1 = self.cpu.cpuid(1, 0);
        let brand: Vec<u8> = (0x8000_0002..=0x8000_0004u32)
            .flat_map(|leaf| self.cpu.cpuid(leaf, 0))
            .flat_map(u32::to_le_bytes)
            .take_while(|b| *b != 0)
            .collect();
        let vendor: Vec<u8> = {
            let w = self.cpu.cpuid(0, 0);
            [w[1], w[3], w[2]].into_iter().flat_map(u32::to_le_bytes).collect()
        };
        let family = ((l1[0] >> 8) & 0xf) + ((l1[0] >> 20) & 0xff);
        let model = ((l1[0] >> 4) & 0xf) | (((l1[0] >> 16) & 0xf) << 4);
        format!(
            "processor\t: 0\nvendor_id\t: {}\ncpu family\t: {family}\nmodel\t\t: {model}\nmodel name\t: {}\n\
             stepping\t: {}\ncpu MHz\t\t: 1000.000\nphysical id\t: 0\nsiblings\t: 1\ncore id\t\t: 0\n\
             cpu cores\t: 1\napicid\t\t: 0\nfpu\t\t: yes\ncpuid level\t: {}\nflags\t\t: {}\n\
             clflush size\t: 64\ncache_alignment\t: 64\naddress sizes\t: 48 bits physical, 48 bits virtual\n\n",
            String::from_utf8_lossy(&vendor),
            String::from_utf8_lossy(&brand).trim(),
            l1[0] & 0xf,
            self.cpu.cpuid(0, 0)[0],
            self.cpu_flags().join(" "),
        )
    }

    /// The `/proc/cpuinfo` flag names of the model's cpuid bits (leaf 1 and leaf 7).
    fn cpu_flags(&self) -> Vec<&'static str> {
        const EDX1: [(u32, &str); 12] = [
            (0, "fpu"),
            (4, "tsc"),
            (5, "msr"),
            (8, "cx8"),
            (15, "cmov"),
            (19, "clflush"),
            (23, "mmx"),
            (24, "fxsr"),
            (25, "sse"),
            (26, "sse2"),
            (11, "sep"),
            (13, "pge"),
        ];
        const ECX1: [(u32, &str); 12] = [
            (0, "pni"),
            (1, "pclmulqdq"),
            (9, "ssse3"),
            (12, "fma"),
            (13, "cx16"),
            (19, "sse4_1"),
            (20, "sse4_2"),
            (22, "movbe"),
            (23, "popcnt"),
            (25, "aes"),
            (28, "avx"),
            (30, "rdrand"),
        ];
        const EBX7: [(u32, &str); 5] = [(3, "bmi1"), (5, "avx2"), (8, "bmi2"), (9, "erms"), (18, "rdseed")];
        let l1 = self.cpu.cpuid(1, 0);
        let l7 = self.cpu.cpuid(7, 0);
        let on = |word: u32, bits: &[(u32, &'static str)]| -> Vec<&'static str> {
            bits.iter().filter(|(b, _)| word & (1 << b) != 0).map(|(_, n)| *n).collect()
        };
        let mut flags = on(l1[3], &EDX1);
        flags.extend(on(l1[2], &ECX1));
        flags.extend(on(l7[1], &EBX7));
        flags
    }

    /// `meminfo_proc_show()`'s first lines, from the run's memory limit.
    fn meminfo(&self) -> String {
        let total = self.shared.borrow().mem_limit / 1024;
        let used = self.mm.committed() / 1024;
        let free = total.saturating_sub(used);
        format!(
            "MemTotal:       {total:8} kB\nMemFree:        {free:8} kB\nMemAvailable:   {free:8} kB\n\
             Buffers:               0 kB\nCached:                0 kB\nSwapCached:            0 kB\n\
             SwapTotal:             0 kB\nSwapFree:              0 kB\n"
        )
    }
}
