//! Architecture hooks of the uprobe code (`arch/*/kernel/uprobes.c`). Only x86-64 is
//! modelled.

pub mod x86;
