//! Empty: this package exists for its dependencies' sources (see its Cargo.toml).
