//! The checks bpftrace's semantic analyser makes before a program runs, for what the
//! subset has types for: a map is used with one key shape (how many keys, each an
//! integer or a string) and holds one kind of value (an integer, a string, an
//! aggregation), and a variable keeps the type its first assignment gave it. bpftrace
//! refuses such a program with an error and runs nothing; so does this.
//!
//! # Differs from bpftrace
//! The types are coarse: integers of every width are one type (bpftrace also refuses
//! some mixes of widths and signedness), and an expression whose type the subset
//! cannot tell (a map read, a ternary of two kinds) matches anything.

use std::collections::BTreeMap;

use super::ast::*;

/// A coarse static type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Int,
    Str,
    Tuple,
    Stack,
    /// Not known statically.
    Any,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::Int => "int64",
            Ty::Str => "string",
            Ty::Tuple => "tuple",
            Ty::Stack => "ustack",
            Ty::Any => "any",
        }
    }

    fn fits(self, other: Ty) -> bool {
        self == Ty::Any || other == Ty::Any || self == other
    }
}

/// The static type of `e`, as far as the subset can tell.
fn ty(e: &Expr, vars: &BTreeMap<String, Ty>) -> Ty {
    match e {
        Expr::Int(_) | Expr::Unary { .. } | Expr::Binary { .. } => Ty::Int,
        Expr::Str(_) => Ty::Str,
        Expr::Tuple(_) => Ty::Tuple,
        Expr::Var(v) => vars.get(v).copied().unwrap_or(Ty::Any),
        Expr::Builtin(b) => match b.as_str() {
            "comm" | "func" | "probe" => Ty::Str,
            "ustack" => Ty::Stack,
            _ => Ty::Int,
        },
        Expr::Call { name, .. } => match name.as_str() {
            "str" | "buf" | "usym" | "strftime" => Ty::Str,
            "ustack" => Ty::Stack,
            _ => Ty::Int,
        },
        Expr::Map(_) | Expr::Ternary { .. } | Expr::Field { .. } => Ty::Any,
    }
}

/// What the checks know of one map.
struct MapUse {
    keys: Vec<Ty>,
    value: Option<&'static str>,
}

/// Checks `prog`; the first error as bpftrace words it.
pub fn check(prog: &Program) -> Result<(), String> {
    let mut maps: BTreeMap<String, MapUse> = BTreeMap::new();
    for p in &prog.probes {
        let mut vars = BTreeMap::new();
        if let Some(pred) = &p.pred {
            expr(pred, &vars, &mut maps)?;
        }
        stmts(&p.body, &mut vars, &mut maps)?;
    }
    Ok(())
}

fn key_types(m: &MapRef, vars: &BTreeMap<String, Ty>) -> Vec<Ty> {
    m.keys.iter().map(|k| ty(k, vars)).collect()
}

fn list(t: &[Ty]) -> String {
    format!("[{}]", t.iter().map(|t| t.name()).collect::<Vec<_>>().join(", "))
}

/// Records a use of `m` with its keys, refusing another shape than the first.
fn use_map(m: &MapRef, vars: &BTreeMap<String, Ty>, maps: &mut BTreeMap<String, MapUse>) -> Result<(), String> {
    let keys = key_types(m, vars);
    match maps.get_mut(&m.name) {
        None => {
            maps.insert(m.name.clone(), MapUse { keys, value: None });
        }
        Some(u) => {
            let same = u.keys.len() == keys.len() && u.keys.iter().zip(&keys).all(|(a, b)| a.fits(*b));
            if !same {
                return Err(format!(
                    "ERROR: Argument mismatch for {}: trying to access with arguments: {} when map expects arguments: {}",
                    m.name,
                    list(&keys),
                    list(&u.keys)
                ));
            }
            // What is known now stands for later uses.
            for (a, b) in u.keys.iter_mut().zip(keys) {
                if *a == Ty::Any {
                    *a = b;
                }
            }
        }
    }
    Ok(())
}

fn expr(e: &Expr, vars: &BTreeMap<String, Ty>, maps: &mut BTreeMap<String, MapUse>) -> Result<(), String> {
    match e {
        Expr::Map(m) => {
            use_map(m, vars, maps)?;
            for k in &m.keys {
                expr(k, vars, maps)?;
            }
        }
        // `clear(@m)`, `zero(@m)` and `print(@m)` name the whole map, not an entry.
        Expr::Call { name, args } if ["clear", "zero", "print"].contains(&name.as_str()) => {
            for a in args {
                if !matches!(a, Expr::Map(m) if m.keys.is_empty()) {
                    expr(a, vars, maps)?;
                }
            }
        }
        Expr::Call { args, .. } | Expr::Tuple(args) => {
            for a in args {
                expr(a, vars, maps)?;
            }
        }
        Expr::Binary { lhs, rhs, .. } => {
            expr(lhs, vars, maps)?;
            expr(rhs, vars, maps)?;
        }
        Expr::Unary { arg, .. } | Expr::Field { of: arg, .. } => expr(arg, vars, maps)?,
        Expr::Ternary { cond, then, otherwise } => {
            expr(cond, vars, maps)?;
            expr(then, vars, maps)?;
            expr(otherwise, vars, maps)?;
        }
        Expr::Int(_) | Expr::Str(_) | Expr::Builtin(_) | Expr::Var(_) => {}
    }
    Ok(())
}

/// The aggregation functions: each is a kind of map value of its own.
const AGGREGATIONS: [&str; 8] = ["count", "sum", "min", "max", "avg", "stats", "hist", "lhist"];

/// The kind of value an assignment puts in a map.
fn value_kind(value: &Expr, vars: &BTreeMap<String, Ty>) -> &'static str {
    match value {
        Expr::Call { name, .. } if AGGREGATIONS.contains(&name.as_str()) => {
            AGGREGATIONS.iter().copied().find(|a| *a == name).unwrap_or("any")
        }
        other => match ty(other, vars) {
            Ty::Str => "string",
            Ty::Tuple => "tuple",
            Ty::Stack => "ustack",
            Ty::Int => "int64",
            Ty::Any => "any",
        },
    }
}

fn stmts(body: &[Stmt], vars: &mut BTreeMap<String, Ty>, maps: &mut BTreeMap<String, MapUse>) -> Result<(), String> {
    for s in body {
        match s {
            Stmt::Expr(e) => expr(e, vars, maps)?,
            Stmt::VarAssign { name, value } => {
                expr(value, vars, maps)?;
                let t = ty(value, vars);
                match vars.get(name) {
                    Some(old) if !old.fits(t) => {
                        return Err(format!(
                            "ERROR: Type mismatch for ${name}: trying to assign value of type '{}' when variable already contains a value of type '{}'",
                            t.name(),
                            old.name()
                        ));
                    }
                    Some(_) => {}
                    None => {
                        vars.insert(name.clone(), t);
                    }
                }
            }
            Stmt::MapAssign { map, value } => {
                use_map(map, vars, maps)?;
                expr(value, vars, maps)?;
                for k in &map.keys {
                    expr(k, vars, maps)?;
                }
                let kind = value_kind(value, vars);
                if let Some(u) = maps.get_mut(&map.name) {
                    // An integer assignment to an aggregation (`@x = 0` after
                    // `count()`) is refused by bpftrace too; `++` reads as `+`.
                    let increment = matches!(value, Expr::Binary { lhs, .. } if matches!(&**lhs, Expr::Map(m) if m.name == map.name));
                    match u.value {
                        Some(old) if old != kind && kind != "any" && old != "any" && !increment => {
                            return Err(format!(
                                "ERROR: Type mismatch for {}: trying to assign value of type '{kind}' when map already contains a value of type '{old}'",
                                map.name
                            ));
                        }
                        None | Some("any") => u.value = Some(kind),
                        _ => {}
                    }
                }
            }
            Stmt::If { cond, then, otherwise } => {
                expr(cond, vars, maps)?;
                stmts(then, vars, maps)?;
                stmts(otherwise, vars, maps)?;
            }
            Stmt::Unroll { body, .. } => stmts(body, vars, maps)?,
            Stmt::Return => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bpftrace::parse::parse;

    fn checked(src: &str) -> Result<(), String> {
        check(&parse(src).unwrap())
    }

    #[test]
    fn a_map_keeps_its_key_shape_and_value_kind() {
        assert!(
            checked("u:/t:f { @[comm] = count(); @[probe] = count(); @x[1, \"a\"] = 1; @x[2, \"b\"] = 3; }").is_ok()
        );
        let e = checked("u:/t:f { @[comm] = count(); } u:/t:g { @[arg0] = count(); }").unwrap_err();
        assert_eq!(e, "ERROR: Argument mismatch for @: trying to access with arguments: [int64] when map expects arguments: [string]");
        assert!(checked("u:/t:f { @x[1] = 1; @x[1, 2] = 1; }").is_err());
        let e = checked("u:/t:f { @x = 1; @x = \"s\"; }").unwrap_err();
        assert!(e.starts_with("ERROR: Type mismatch for @x: trying to assign value of type 'string'"), "{e}");
        assert!(checked("u:/t:f { @c = count(); @c = sum(1); }").is_err());
        assert!(checked("u:/t:f { @n++; @n += 2; @m = @n; }").is_ok());
        assert!(checked("u:/t:f { @a[arg0] = 1; delete(@a[1]); } END { clear(@a); print(@a); zero(@a); }").is_ok());
    }

    #[test]
    fn a_variable_keeps_its_type() {
        assert!(checked("u:/t:f { $x = 1; $x = $x + 1; }").is_ok());
        assert!(checked("u:/t:f { $x = 1; $x = comm; }").is_err());
    }
}
