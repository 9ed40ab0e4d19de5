//! The layers of the library: which top-level module may name which.
//!
//! [`LAYERS`] is the table of allowed dependencies between the modules under `src/`. The
//! test reads every module's source (comments and `#[cfg(test)]` items left out: a doc
//! link or a test is no dependency), finds each `crate::NAME` it names, and fails when
//! a module names one its row does not allow, when a module has no row, or when the
//! table itself has a cycle. A new dependency is a change to this table, made on
//! purpose and seen in review.

use std::collections::BTreeMap;
use std::path::Path;

/// Each top-level module, lowest layer first, with the modules it may name.
const LAYERS: &[(&str, &[&str])] = &[
    ("abi", &[]),
    ("fmt", &[]),
    ("fastmap", &[]),
    ("cpu", &["abi", "fastmap", "fmt"]),
    ("loader", &["abi", "cpu"]),
    ("trace", &["abi", "cpu", "fmt"]),
    ("spec", &["loader"]),
    // USDT argument specs and how a consumer reads them.
    ("usdt", &["cpu"]),
    ("target", &["loader"]),
    ("kernel", &["abi", "cpu", "fastmap", "fmt", "loader", "trace"]),
    ("attach", &["abi", "cpu", "kernel", "loader"]),
    ("consumers", &["cpu", "fmt", "kernel"]),
    ("cost", &["kernel"]),
    ("probe_script", &["spec"]),
    // What a run produced: above the kernel, below everything that drives runs.
    ("report", &["fmt", "kernel", "probe_script", "trace"]),
    (
        "machine",
        &[
            "abi",
            "attach",
            "consumers",
            "cpu",
            "fmt",
            "kernel",
            "loader",
            "probe_script",
            "report",
            "spec",
            "target",
            "trace",
        ],
    ),
    ("explore", &["kernel", "report", "trace"]),
    (
        "session",
        &[
            "abi",
            "consumers",
            "explore",
            "fmt",
            "kernel",
            "loader",
            "machine",
            "probe_script",
            "report",
            "spec",
            "target",
            "trace",
        ],
    ),
    ("diff", &["abi", "fmt", "report", "session", "trace"]),
    (
        "explain",
        &["abi", "cpu", "fmt", "kernel", "loader", "machine", "report", "session", "spec", "target", "trace", "usdt"],
    ),
    ("render", &["explain"]),
    (
        "bpftrace",
        &["abi", "attach", "cpu", "kernel", "loader", "machine", "report", "session", "spec", "target", "usdt"],
    ),
    ("testing", &["explore", "kernel", "loader", "machine", "report", "trace"]),
    // The CPU differential tester: the CPU model's claims, and runs through the machine.
    ("cpudiff", &["kernel", "machine"]),
    ("probediff", &["consumers", "diff", "machine", "session", "target"]),
    ("bench", &["abi", "cost", "cpu", "kernel", "loader", "machine", "report", "session", "spec", "target", "trace"]),
];

/// The top-level modules of `src/` (`lib.rs` and `main.rs` are the roots, not modules).
fn modules(src: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(src)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?.to_string();
            if p.is_dir() {
                Some(name)
            } else {
                name.strip_suffix(".rs").map(str::to_string)
            }
        })
        .filter(|n| n != "lib" && n != "main")
        .collect();
    names.sort();
    names
}

/// The `.rs` files of one module.
fn files(src: &Path, module: &str) -> Vec<std::path::PathBuf> {
    let file = src.join(format!("{module}.rs"));
    let mut out = Vec::new();
    if file.is_file() {
        out.push(file);
    }
    let mut dirs = vec![src.join(module)];
    while let Some(d) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// `text` without `//` comments (doc comments and their links included).
fn strip_comments(text: &str) -> String {
    text.lines().map(|l| l.find("//").map_or(l, |i| &l[..i])).collect::<Vec<_>>().join("\n")
}

/// `text` without its `#[cfg(test)]` items (a test module may drive the run from above).
fn strip_test_items(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let (brace, semi) = (item.find('{'), item.find(';'));
        let end = match (brace, semi) {
            (_, Some(s)) if brace.is_none_or(|b| s < b) => s + 1,
            (Some(b), _) => {
                let mut depth = 0usize;
                let mut end = item.len();
                for (i, c) in item[b..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = b + i + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            _ => item.len(),
        };
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The first path segment after each `crate::` in `code`, with those of a
/// `crate::{a, b::c}` group.
fn named_modules(code: &str) -> Vec<String> {
    let ident = |s: &str| -> String { s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect() };
    let mut out = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let after = &code[at + "crate::".len()..];
        if let Some(group) = after.strip_prefix('{') {
            let mut depth = 1usize;
            let mut start = 0usize;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' | ',' if depth == 1 => {
                        out.push(ident(group[start..i].trim_start()));
                        start = i + 1;
                        if c == '}' {
                            break;
                        }
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
        } else {
            out.push(ident(after));
        }
    }
    out
}

/// The dependencies of each module on the others, as its source names them.
fn actual(src: &Path) -> BTreeMap<String, Vec<String>> {
    let mods = modules(src);
    let mut deps = BTreeMap::new();
    for m in &mods {
        let mut named = Vec::new();
        for f in files(src, m) {
            let code = strip_test_items(&strip_comments(&std::fs::read_to_string(&f).unwrap()));
            named.extend(named_modules(&code).into_iter().filter(|d| d != m && mods.contains(d)));
        }
        named.sort();
        named.dedup();
        deps.insert(m.clone(), named);
    }
    deps
}

/// A cycle in `table`, as the path that closes it, if there is one.
fn cycle(table: &[(&str, &[&str])]) -> Option<Vec<String>> {
    let row = |m: &str| table.iter().find(|(n, _)| *n == m).map_or(&[][..], |(_, d)| *d);
    // 0: not seen, 1: on the current path, 2: done.
    let mut state: BTreeMap<&str, u8> = BTreeMap::new();
    fn visit<'a>(
        m: &'a str,
        row: &dyn Fn(&str) -> &'a [&'a str],
        state: &mut BTreeMap<&'a str, u8>,
        path: &mut Vec<&'a str>,
    ) -> Option<Vec<String>> {
        match state.get(m) {
            Some(2) => return None,
            Some(1) => {
                let from = path.iter().position(|p| *p == m).unwrap();
                let mut c: Vec<String> = path[from..].iter().map(|s| s.to_string()).collect();
                c.push(m.to_string());
                return Some(c);
            }
            _ => {}
        }
        state.insert(m, 1);
        path.push(m);
        for d in row(m) {
            if let Some(c) = visit(d, row, state, path) {
                return Some(c);
            }
        }
        path.pop();
        state.insert(m, 2);
        None
    }
    table.iter().find_map(|(m, _)| visit(m, &row, &mut state, &mut Vec::new()))
}

/// Every way `deps` breaks `table`, one line each.
fn violations(table: &[(&str, &[&str])], deps: &BTreeMap<String, Vec<String>>) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(c) = cycle(table) {
        out.push(format!("the table has a cycle: {}", c.join(" -> ")));
    }
    for (m, named) in deps {
        let Some((_, allowed)) = table.iter().find(|(n, _)| n == m) else {
            out.push(format!("src/{m} has no row in LAYERS"));
            continue;
        };
        for d in named {
            if !allowed.contains(&d.as_str()) {
                out.push(format!("{m} names crate::{d}, which its row does not allow"));
            }
        }
    }
    out
}

#[test]
fn top_level_modules_keep_to_their_layers() {
    // LAYERS_SRC checks another tree's `src/` against this table (an older checkout's).
    let src = std::env::var_os("LAYERS_SRC")
        .map_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), std::path::PathBuf::from);
    let v = violations(LAYERS, &actual(&src));
    assert!(v.is_empty(), "module layering broken:\n{}", v.join("\n"));
}

#[test]
fn the_check_finds_a_cycle_and_an_unlisted_dependency() {
    let table: &[(&str, &[&str])] = &[("machine", &["diff"]), ("diff", &["session"]), ("session", &["machine"])];
    assert_eq!(cycle(table), Some(vec!["machine".into(), "diff".into(), "session".into(), "machine".into()]));
    let deps = BTreeMap::from([("report".to_string(), vec!["machine".to_string()])]);
    let v = violations(&[("report", &[])], &deps);
    assert_eq!(v, ["report names crate::machine, which its row does not allow"]);
}

#[test]
fn sources_are_read_without_comments_and_tests() {
    let code = "use crate::{abi::Signal, cpu::{Reg, Regs},\n kernel};\n/// [`crate::session`]\nfn f() { crate::fmt::hex(1) }\n#[cfg(test)]\nmod tests { use crate::diff; }\n#[cfg(test)]\nuse crate::bench;\n";
    let code = strip_test_items(&strip_comments(code));
    assert_eq!(named_modules(&code), ["abi", "cpu", "kernel", "fmt"]);
}
