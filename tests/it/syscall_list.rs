//! The list of system calls the kernel models (`probesim syscalls`), the list of the
//! others in docs/syscalls.md, and what a guest sees when it makes one of those.

use std::process::Command;

use probesim::abi::syscall_names::{syscall_name, SYSCALL_NAMES};
use probesim::kernel::syscall::{is_modelled, MODELLED};
use probesim::machine::{Machine, Preset, Report, RunConfig};

fn probesim(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_probesim")).args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn docs_list_the_unmodelled_calls_of_the_code() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/syscalls.md")).unwrap();
    let (_, rest) = doc.split_once("<!-- syscalls:begin -->\n").expect("docs/syscalls.md: no syscalls:begin marker");
    let (section, _) = rest.split_once("<!-- syscalls:end -->").expect("docs/syscalls.md: no syscalls:end marker");
    assert!(
        section == probesim(&["syscalls", "--markdown"]),
        "docs/syscalls.md's list of unmodelled system calls is stale: run scripts/readme-syscalls.sh"
    );
    for (nr, name) in SYSCALL_NAMES {
        assert_eq!(section.contains(&format!("`{name}` ({nr})")), !is_modelled(*nr), "{name} ({nr})");
    }
}

#[test]
fn json_lists_partition_the_kernel_table() {
    let all: serde_json::Value = serde_json::from_str(&probesim(&["syscalls", "--json"])).unwrap();
    let numbers = |v: &serde_json::Value| -> Vec<u64> {
        v.as_array().unwrap().iter().map(|c| c["nr"].as_u64().unwrap()).collect()
    };
    assert_eq!(numbers(&all["modelled"]), MODELLED);
    let unmodelled = numbers(&all["unmodelled"]);
    assert_eq!(unmodelled.len() + MODELLED.len(), SYSCALL_NAMES.len());
    assert!(unmodelled.iter().all(|nr| syscall_name(*nr).is_some() && !is_modelled(*nr)));
    assert_eq!(all["unmodelled"][0]["name"], "msync");
    let only: serde_json::Value = serde_json::from_str(&probesim(&["syscalls", "--unmodelled", "--json"])).unwrap();
    assert_eq!((only.get("modelled"), &only["unmodelled"]), (None, &all["unmodelled"]));
    let text = probesim(&["syscalls", "--unmodelled"]);
    assert_eq!(text.lines().count(), unmodelled.len());
    assert!(text.lines().all(|l| l.ends_with("-ENOSYS")), "{text}");
}

fn run(name: &str, preset: Preset) -> Report {
    let mut m =
        Machine::from_program(&probesim::guests::find(name).unwrap(), RunConfig { preset, ..RunConfig::default() })
            .unwrap();
    m.run().unwrap();
    m.report(name).unwrap()
}

#[test]
fn an_unmodelled_call_is_enosys_and_reported() {
    // `uprobe` (336) is not in 6.10's table: the guest prints what the call returned.
    let r = run("stray-uprobe-syscall", Preset::V6_10);
    assert!(r.stdout.contains("uprobe syscall=-38"), "{}", r.stdout);
    assert_eq!(r.unknown_syscalls.iter().collect::<Vec<_>>(), [(&"336".to_string(), &1)]);
    let text = probesim(&["run", "sim:stray-uprobe-syscall", "--kernel", "6.10"]);
    assert!(text.contains("unknown syscalls (-ENOSYS): uprobe(336)×1\n"), "{text}");
    // 6.18 models it: nothing unknown.
    let r = run("stray-uprobe-syscall", Preset::V6_18);
    assert!(r.unknown_syscalls.is_empty() && r.stdout.contains("uprobe syscall=-6"), "{:?}", r.unknown_syscalls);
}
