//! Session consumers, cookies and pid filters, against the kernel's own selftests
//! (`tools/testing/selftests/bpf/prog_tests/uprobe_multi_test.c` with the programs
//! `uprobe_multi_session*.c`), restated on the catalog programs. Each test names the
//! kernel test it mirrors and derives its numbers from the kernel's.

use probesim::prelude::*;

fn machine(name: &str, preset: Preset) -> Machine {
    let image = Image::parse(probesim::guests::find(name).unwrap().to_elf()).unwrap();
    Machine::new(image, RunConfig { preset, ..RunConfig::default() }).unwrap()
}

/// The presets with sessions: entry and return handlers on one consumer, and
/// `UPROBE_HANDLER_IGNORE` (6.13+), which is what each preset from 6.18 on has. The
/// older presets run the same consumer model, so they are checked too.
const PRESETS: [Preset; 5] = [Preset::V6_10, Preset::V6_11, Preset::V6_18, Preset::JmpSlot2026, Preset::Nop10_2026];

/// A BPF session program: counts its runs (entry and return) and returns `keep` or
/// IGNORE at entry, as `uprobe_multi_check()` returns 0 or 1.
struct Session {
    runs: u64,
    keep: bool,
}

impl UprobeConsumer for Session {
    fn handler(&mut self, _ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.runs += 1;
        if self.keep {
            HandlerResult::Keep
        } else {
            HandlerResult::Ignore
        }
    }
    fn ret_handler(&mut self, _ctx: &mut ProbeContext<'_>, _func: u64) {
        self.runs += 1;
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
}

/// `session`: two session programs (`uprobe`, `uprobe_sleepable`) on each of three
/// functions; only func_2's entries return 0, so only func_2's returns run. The kernel
/// calls each function once: `[2, 4, 2]`. nested-calls calls each level 3 times: 3×.
#[test]
fn session_matches_uprobe_multi_test_session() {
    for preset in PRESETS {
        let mut m = machine("nested-calls", preset);
        let mut hs = Vec::new();
        for (f, keep) in [("level1", false), ("level2", true), ("level3", false)] {
            for _ in 0..2 {
                hs.push(m.attach_consumer(&format!("uprobe:nested-calls:{f}"), Session { runs: 0, keep }).unwrap());
            }
        }
        m.run().unwrap();
        let per_fn: Vec<u64> = hs.chunks(2).map(|c| c.iter().map(|h| m.consumer(h).runs).sum()).collect();
        assert_eq!(per_fn, [2 * 3, 4 * 3, 2 * 3], "{}", preset.name());
    }
}

/// `session_single`: three sessions on func_1; only consumer 1 returns 0. The kernel
/// calls func_1 once: `[1, 2, 1]`; level1 runs 3 times here.
#[test]
fn session_single_matches_uprobe_multi_test_session_single() {
    for preset in PRESETS {
        let mut m = machine("nested-calls", preset);
        let hs: Vec<_> = [false, true, false]
            .into_iter()
            .map(|keep| m.attach_consumer("uprobe:nested-calls:level1", Session { runs: 0, keep }).unwrap())
            .collect();
        m.run().unwrap();
        let runs: Vec<u64> = hs.iter().map(|h| m.consumer(h).runs).collect();
        assert_eq!(runs, [3, 6, 3], "{}", preset.name());
    }
}

/// Sets the cookie to `val` at entry; at return records whether it came back.
struct Cookie {
    val: u64,
    seen: Vec<u64>,
}

impl UprobeConsumer for Cookie {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        assert_eq!(ctx.cookie(), 0, "a cookie starts at 0");
        ctx.set_cookie(self.val);
        HandlerResult::Keep
    }
    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, _func: u64) {
        self.seen.push(if ctx.cookie() == self.val { self.val } else { 0 });
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
}

/// `session_cookie`: the cookie set at entry (1, 2, 3 on func_1/2/3) is read at the
/// return: results 1, 2, 3. Nested here (level1 → level2 → level3), so each return
/// must find its own call's cookie under the others.
#[test]
fn session_cookie_matches_uprobe_multi_test_session_cookie() {
    for preset in PRESETS {
        let mut m = machine("nested-calls", preset);
        let hs: Vec<_> = [("level1", 1), ("level2", 2), ("level3", 3)]
            .into_iter()
            .map(|(f, val)| {
                m.attach_consumer(&format!("uprobe:nested-calls:{f}"), Cookie { val, seen: Vec::new() }).unwrap()
            })
            .collect();
        m.run().unwrap();
        for (h, val) in hs.iter().zip([1, 2, 3]) {
            assert_eq!(m.consumer(h).seen, vec![val; 3], "{}", preset.name());
        }
    }
}

/// `uprobe_session_recursive`'s program: entry `i` (outermost first) sets the cookie
/// `entry[i]` and returns `i % 2` (IGNORE for odd entries); past six entries it returns
/// IGNORE; each return records its cookie.
struct Recursive {
    entry: [u64; 6],
    idx_entry: usize,
    returns: Vec<u64>,
}

impl UprobeConsumer for Recursive {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        if self.idx_entry >= self.entry.len() {
            return HandlerResult::Ignore;
        }
        ctx.set_cookie(self.entry[self.idx_entry]);
        self.idx_entry += 1;
        if (self.idx_entry - 1) % 2 == 1 {
            HandlerResult::Ignore
        } else {
            HandlerResult::Keep
        }
    }
    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, _func: u64) {
        if self.returns.len() < 3 {
            self.returns.push(ctx.cookie());
        }
    }
    fn has_ret_handler(&self) -> bool {
        true
    }
}

/// `session_cookie_recursive`: cookies 1..6 on the first six nested entries, odd ones
/// ignored: 6 entries, 3 returns, cookies `[5, 3, 1]` (innermost first). The kernel
/// recurses 6 deep; recursion-63 recurses deeper, which past the sixth entry changes
/// nothing (those entries return IGNORE and push no instance).
#[test]
fn session_cookie_recursive_matches_uprobe_multi_test() {
    for preset in PRESETS {
        let mut m = machine("recursion-63", preset);
        let h = m
            .attach_consumer(
                "uprobe:recursion-63:recurse",
                Recursive { entry: [1, 2, 3, 4, 5, 6], idx_entry: 0, returns: Vec::new() },
            )
            .unwrap();
        m.run().unwrap();
        let c = m.consumer(&h);
        assert_eq!(c.idx_entry, 6, "{}", preset.name());
        assert_eq!(c.returns, [5, 3, 1], "{}", preset.name());
    }
}

/// Counts entry hits in the process `pid` only (a pid-filtered link).
struct OnlyPid {
    pid: u32,
    hits: u64,
}

impl UprobeConsumer for OnlyPid {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        assert_eq!(ctx.pid, self.pid, "a filtered consumer runs only in its process");
        self.hits += 1;
        HandlerResult::Keep
    }
    fn filter(&self, pid: u32) -> bool {
        pid == self.pid
    }
}

/// `filter_fork`: each pid-filtered consumer fires only in its own process.
/// fork-pending-child-call calls `parent_fn` twice in the parent (pid 1000) and once in
/// the forked child (pid 1001); the 6.18 host counts 3 entry hits for an unfiltered
/// probe (parent 2, child 1).
#[test]
fn filter_fork_each_consumer_fires_only_in_its_process() {
    for preset in PRESETS {
        let mut m = machine("fork-pending-child-call", preset);
        let all = m.attach("uprobe:fork-pending-child-call:parent_fn").unwrap();
        let parent =
            m.attach_consumer("uprobe:fork-pending-child-call:parent_fn", OnlyPid { pid: 1000, hits: 0 }).unwrap();
        let child =
            m.attach_consumer("uprobe:fork-pending-child-call:parent_fn", OnlyPid { pid: 1001, hits: 0 }).unwrap();
        m.run().unwrap();
        assert_eq!(m.hits(&all), 3, "{}", preset.name());
        assert_eq!((m.consumer(&parent).hits, m.consumer(&child).hits), (2, 1), "{}", preset.name());
    }
}

/// A consumer that wants only pid 1000 used to count the forked child's hit too. Now the
/// child's hit runs no handler and, as `uprobe_perf_func()` returns REMOVE for a process
/// its filter does not want, takes the breakpoint out of the child's mm.
#[test]
fn a_pid_filter_keeps_out_a_forked_child() {
    for preset in PRESETS {
        let mut m = machine("fork-pending-child-call", preset);
        let h = m.attach_consumer("uprobe:fork-pending-child-call:parent_fn", OnlyPid { pid: 1000, hits: 0 }).unwrap();
        let exit = m.run().unwrap();
        assert_eq!(exit, Exit::Exited(0), "{}", preset.name());
        assert_eq!(m.consumer(&h).hits, 2, "{}", preset.name());
        assert_eq!(m.hits(&h), 2);
    }
}
