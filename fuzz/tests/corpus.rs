//! Replays every seed (and every input a fuzzing run added) in `corpus/TARGET/` through
//! the target's body, uninstrumented: what `cargo test` can check of the fuzz targets on
//! any toolchain. Also checks that each corpus directory has a target and has seeds.

use std::path::Path;

/// A target's body.
type Body = fn(&[u8]);

/// The targets, by corpus directory name.
const TARGETS: &[(&str, Body)] =
    &[("elf", probesim_fuzz::elf), ("spec", probesim_fuzz::spec), ("schedule", probesim_fuzz::schedule)];

#[test]
fn every_corpus_input_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut dirs: Vec<String> =
        std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    dirs.sort();
    for dir in &dirs {
        let (_, body) = TARGETS
            .iter()
            .find(|(name, _)| name == dir)
            .unwrap_or_else(|| panic!("corpus/{dir} has no target in TARGETS"));
        let mut inputs: Vec<_> = std::fs::read_dir(root.join(dir)).unwrap().map(|e| e.unwrap().path()).collect();
        inputs.sort();
        assert!(!inputs.is_empty(), "corpus/{dir} is empty");
        for input in inputs {
            let data = std::fs::read(&input).unwrap();
            let caught = std::panic::catch_unwind(|| body(&data));
            assert!(caught.is_ok(), "{} fails its target", input.display());
        }
    }
    for (name, _) in TARGETS {
        assert!(dirs.iter().any(|d| d == name), "target {name} has no corpus/{name}");
    }
}
