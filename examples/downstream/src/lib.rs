//! Nothing here: the crate exists for its tests (`tests/`), which use probesim as a
//! downstream crate would, through its public API only.
