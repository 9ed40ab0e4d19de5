include!(concat!(env!("OUT_DIR"), "/bindings.rs"));
