//! The interpreter: a bpftrace program's actions run at each hit as a probesim
//! consumer (not BPF bytecode: no verifier, no maps in the kernel). One [`Runtime`]
//! holds the maps, the variables' types as the program uses them, and the output; each
//! attach point becomes a consumer that evaluates its block with the probe's context.
//!
//! # Differs from bpftrace
//! - Values are 64-bit integers (signed or unsigned), strings and tuples; casts keep
//!   the low bits of the named width. There are no pointers, structs or `kstack`.
//! - `nsecs` is the simulator's virtual time (instructions); `cpu` is 0; `cgroup` is 0.
//! - `ustack`, `usym` and `func` are symbolized when the probe fires, from the files
//!   mapped then. bpftrace symbolizes when it prints, which for a `-c` command that has
//!   exited often gives bare addresses.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::Write;
use std::rc::Rc;

use indexmap::IndexMap;

use super::ast::*;
use super::print;
use super::value::{Agg, Map, MapKind, Value};
use crate::cpu::Reg;
use crate::kernel::uprobes::{HandlerResult, ProbeContext, UprobeConsumer};

/// How long after `exit()` the probes stay attached, in virtual ns: bpftrace reads the
/// exit event from its ring buffer, then detaches. The BPF programs run meanwhile
/// (their map updates count; their printf events are not read any more).
pub const EXIT_LATENCY_NS: u64 = 1_000_000;

/// bpftrace's default string length (`BPFTRACE_STRLEN`).
pub const STRLEN: usize = 64;

/// Where the script's output goes: shared with the guest's stdout, so the two
/// interleave in the order they were written.
pub type Out = Rc<RefCell<Box<dyn Write>>>;

/// A runtime error in an action: bpftrace's semantic errors, found when the action
/// first runs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct RtError(pub String);

fn err<T>(msg: impl Into<String>) -> Result<T, RtError> {
    Err(RtError(msg.into()))
}

/// One attach point as attached: its block and what the `probe` and `func` builtins
/// give there.
#[derive(Clone, Debug)]
pub struct Site {
    /// The probe block's index.
    pub block: usize,
    /// `probe`: the attach point's long form (each wildcard site its own).
    pub probe: String,
    /// `func`: the function's name.
    pub func: String,
    /// A uretprobe.
    pub ret: bool,
    /// A USDT site's argument specs: `argN` reads these, not registers.
    pub usdt: Option<Vec<crate::usdt::Arg>>,
}

/// The state of a running program.
pub struct Runtime {
    prog: Rc<Program>,
    /// The maps, in the order they were first written.
    pub maps: IndexMap<String, Map>,
    out: Out,
    json: bool,
    /// `exit()` ran: from then on printf output is dropped (bpftrace stops reading
    /// its events), and once [`EXIT_LATENCY_NS`] of virtual time has passed the probes
    /// are detached and the command gets SIGTERM.
    pub exited: bool,
    /// When `exit()` ran.
    exit_ns: u64,
    /// The command was sent SIGTERM.
    terminated: bool,
    /// END is running: output is printed again.
    pub ending: bool,
    /// The first error an action met (the run goes on; it is reported at the end).
    pub error: Option<RtError>,
    /// Virtual time at `BEGIN`, for `elapsed`.
    start_ns: u64,
    /// Parsed files for symbolizing, by path.
    files: BTreeMap<String, Option<Rc<crate::loader::Image>>>,
    /// `cpid`: the command's pid.
    pub cpid: u32,
}

/// What an action needs from the probe: its context (none in BEGIN and END).
struct Frame<'f, 'c> {
    ctx: Option<&'f mut ProbeContext<'c>>,
    site: Option<&'f Site>,
    vars: BTreeMap<String, Value>,
}

enum Flow {
    Next,
    Return,
}

impl Runtime {
    /// A runtime for `prog`, printing to `out` (JSON lines with `json`).
    pub fn new(prog: Program, out: Out, json: bool) -> Runtime {
        // bpftrace creates every map the program names before it runs, of the kind
        // its first assignment gives (a keyless `count()` map with its entry at 0:
        // `@c: 0` prints even when nothing counted; an untouched map prints its blank
        // line).
        let mut maps: IndexMap<String, Map> = IndexMap::new();
        fn walk(body: &[Stmt], maps: &mut IndexMap<String, Map>) {
            for s in body {
                match s {
                    Stmt::MapAssign { map, value } => {
                        let kind = match value {
                            Expr::Call { name, args } => {
                                let consts: Vec<Value> = args
                                    .iter()
                                    .map(|a| if let Expr::Int(v) = a { Value::Int(*v) } else { Value::Int(0) })
                                    .collect();
                                MapKind::of_call(name, &consts)
                            }
                            _ => MapKind::Scalar,
                        };
                        maps.entry(map.name.clone()).or_insert_with(|| Map::new(&map.name, kind, !map.keys.is_empty()));
                    }
                    Stmt::If { then, otherwise, .. } => {
                        walk(then, maps);
                        walk(otherwise, maps);
                    }
                    Stmt::Unroll { body, .. } => walk(body, maps),
                    _ => {}
                }
            }
        }
        for p in &prog.probes {
            walk(&p.body, &mut maps);
        }
        Runtime {
            prog: Rc::new(prog),
            maps,
            out,
            json,
            exited: false,
            exit_ns: 0,
            terminated: false,
            ending: false,
            error: None,
            start_ns: 0,
            files: BTreeMap::new(),
            cpid: 0,
        }
    }

    /// The program.
    pub fn program(&self) -> &Program {
        &self.prog
    }

    fn write(&mut self, s: &str) {
        if self.exited && !self.ending {
            return;
        }
        let mut o = self.out.borrow_mut();
        // The output is the user's terminal or a file: a failed write has nowhere to go.
        let _ = o.write_all(s.as_bytes());
    }

    /// Prints `s` as printf output.
    fn emit(&mut self, s: &str) {
        if self.json {
            let line = print::json_printf(s);
            self.write(&line);
        } else {
            self.write(s);
        }
    }

    /// Runs every block of `kind` (BEGIN or END) in order.
    pub fn run_special(&mut self, kind: ProbeType, now_ns: u64) {
        if kind == ProbeType::Begin {
            self.start_ns = now_ns;
        }
        for i in 0..self.prog.probes.len() {
            if self.prog.probes[i].attach.iter().any(|a| a.kind == kind) {
                let mut f = Frame { ctx: None, site: None, vars: BTreeMap::new() };
                self.run_block(i, &mut f);
            }
        }
    }

    /// Runs block `site.block` for a hit.
    pub fn fire(&mut self, site: &Site, ctx: &mut ProbeContext<'_>) {
        if self.exited && now_ns(ctx).saturating_sub(self.exit_ns) > EXIT_LATENCY_NS {
            // Detached: bpftrace has ended, and it terminates the command it started.
            if !self.terminated {
                self.terminated = true;
                ctx.send_signal(crate::abi::Signal::Sigterm);
            }
            return;
        }
        let mut f = Frame { ctx: Some(ctx), site: Some(site), vars: BTreeMap::new() };
        self.run_block(site.block, &mut f);
    }

    fn run_block(&mut self, i: usize, f: &mut Frame<'_, '_>) {
        // The program is shared, not copied: each hit only takes a reference count.
        let prog = Rc::clone(&self.prog);
        let probe = &prog.probes[i];
        let go = match &probe.pred {
            Some(p) => match self.eval(p, f) {
                Ok(v) => truthy(&v),
                Err(e) => {
                    self.fail(e);
                    false
                }
            },
            None => true,
        };
        if go {
            if let Err(e) = self.stmts(&probe.body, f) {
                self.fail(e);
            }
        }
    }

    fn fail(&mut self, e: RtError) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    fn stmts(&mut self, body: &[Stmt], f: &mut Frame<'_, '_>) -> Result<Flow, RtError> {
        for s in body {
            if let Flow::Return = self.stmt(s, f)? {
                return Ok(Flow::Return);
            }
        }
        Ok(Flow::Next)
    }

    fn stmt(&mut self, s: &Stmt, f: &mut Frame<'_, '_>) -> Result<Flow, RtError> {
        match s {
            Stmt::Expr(e) => {
                self.eval(e, f)?;
            }
            Stmt::VarAssign { name, value } => {
                let v = self.eval(value, f)?;
                f.vars.insert(name.clone(), v);
            }
            Stmt::MapAssign { map, value } => self.assign(map, value, f)?,
            Stmt::If { cond, then, otherwise } => {
                let c = self.eval(cond, f)?;
                let body = if truthy(&c) { then } else { otherwise };
                return self.stmts(body, f);
            }
            Stmt::Unroll { times, body } => {
                for _ in 0..*times {
                    if let Flow::Return = self.stmts(body, f)? {
                        return Ok(Flow::Return);
                    }
                }
            }
            Stmt::Return => return Ok(Flow::Return),
        }
        Ok(Flow::Next)
    }

    fn keys(&mut self, map: &MapRef, f: &mut Frame<'_, '_>) -> Result<Vec<Value>, RtError> {
        let mut out = Vec::new();
        for k in &map.keys {
            out.push(self.eval(k, f)?);
        }
        Ok(out)
    }

    fn map_mut(&mut self, name: &str, keyed: bool) -> &mut Map {
        self.maps.entry(name.to_string()).or_insert_with(|| Map::new(name, MapKind::Scalar, keyed))
    }

    /// `@map[keys] = value`, an aggregation's update when `value` is one.
    fn assign(&mut self, map: &MapRef, value: &Expr, f: &mut Frame<'_, '_>) -> Result<(), RtError> {
        let keys = self.keys(map, f)?;
        let keyed = !map.keys.is_empty();
        if let Expr::Call { name, args } = value {
            if MapKind::of_call(name, &[]) != MapKind::Scalar {
                let mut vals = Vec::new();
                for a in args {
                    vals.push(self.eval(a, f)?);
                }
                let want = match name.as_str() {
                    "count" => 0,
                    "lhist" => 4,
                    _ => 1,
                };
                if vals.len() != want {
                    return err(format!("{name}() should take {want} arguments ({} provided)", vals.len()));
                }
                if name == "lhist" {
                    let (min, max, step) = (as_i64(&vals[1])?, as_i64(&vals[2])?, as_i64(&vals[3])?);
                    if step <= 0 || max <= min || min < 0 {
                        return err("lhist() step must be >= 1, and min < max with min >= 0");
                    }
                }
                return self.map_mut(&map.name, keyed).aggregate(keys, name, &vals).map_err(RtError);
            }
        }
        let v = self.eval(value, f)?;
        self.map_mut(&map.name, keyed).assign(keys, v);
        Ok(())
    }

    fn eval(&mut self, e: &Expr, f: &mut Frame<'_, '_>) -> Result<Value, RtError> {
        Ok(match e {
            Expr::Int(v) => Value::Int(*v),
            Expr::Str(s) => Value::Str(s.clone()),
            Expr::Var(name) => match f.vars.get(name) {
                Some(v) => v.clone(),
                None => return err(format!("Undefined or undeclared variable: ${name}")),
            },
            Expr::Builtin(name) => self.builtin(name, f)?,
            Expr::Map(m) => {
                let keys = self.keys(m, f)?;
                match self.maps.get(&m.name).and_then(|map| map.entries.get(&keys)) {
                    Some(a) => agg_value(a),
                    None => Value::Int(0),
                }
            }
            Expr::Tuple(items) => {
                let mut out = Vec::new();
                for i in items {
                    out.push(self.eval(i, f)?);
                }
                Value::Tuple(out)
            }
            Expr::Field { of, index } => match self.eval(of, f)? {
                Value::Tuple(mut items) if *index < items.len() => items.swap_remove(*index),
                _ => return err(format!("no field {index} of a non-tuple")),
            },
            Expr::Ternary { cond, then, otherwise } => {
                let c = self.eval(cond, f)?;
                self.eval(if truthy(&c) { then } else { otherwise }, f)?
            }
            Expr::Unary { op, arg } => {
                let v = self.eval(arg, f)?;
                match op {
                    UnOp::Not => Value::Int(i64::from(!truthy(&v))),
                    UnOp::BitNot => match v {
                        Value::UInt(u) => Value::UInt(!u),
                        other => Value::Int(!as_i64(&other)?),
                    },
                    UnOp::Neg => Value::Int(as_i64(&v)?.wrapping_neg()),
                }
            }
            Expr::Binary { op: BinOp::And, lhs, rhs } => {
                let l = self.eval(lhs, f)?;
                Value::Int(i64::from(truthy(&l) && truthy(&self.eval(rhs, f)?)))
            }
            Expr::Binary { op: BinOp::Or, lhs, rhs } => {
                let l = self.eval(lhs, f)?;
                Value::Int(i64::from(truthy(&l) || truthy(&self.eval(rhs, f)?)))
            }
            Expr::Binary { op, lhs, rhs } => {
                let (l, r) = (self.eval(lhs, f)?, self.eval(rhs, f)?);
                binary(*op, &l, &r)?
            }
            Expr::Call { name, args } => self.call(name, args, f)?,
        })
    }

    fn arg(&self, f: &Frame<'_, '_>, i: usize) -> Result<u64, RtError> {
        const ARGS: [Reg; 6] = [Reg::Rdi, Reg::Rsi, Reg::Rdx, Reg::Rcx, Reg::R8, Reg::R9];
        let ctx = f.ctx.as_ref().ok_or_else(|| RtError(format!("arg{i} is not available in BEGIN or END")))?;
        if f.site.is_some_and(|s| s.ret) {
            return err(format!("The arg{i} builtin can not be used with 'uretprobe' probes"));
        }
        if let Some(args) = f.site.and_then(|s| s.usdt.as_ref()) {
            // A USDT argument: as the note's spec says, from the registers and memory.
            let a = args.get(i).ok_or_else(|| RtError(format!("usdt probe has no arg{i}")))?;
            let mem = |addr: u64, size: usize| {
                let mut b = [0u8; 8];
                ctx.read_user(addr, &mut b[..size]).then(|| u64::from_le_bytes(b))
            };
            return Ok(a.read(|r| ctx.reg(r), mem).unwrap_or(0) as u64);
        }
        Ok(ctx.reg(ARGS[i]))
    }

    fn builtin(&mut self, name: &str, f: &mut Frame<'_, '_>) -> Result<Value, RtError> {
        if let Some(n) = name.strip_prefix("sarg").and_then(|n| n.parse::<u64>().ok()) {
            // A stack argument: the word `n + 1` above sp at a function's entry.
            let c = f.ctx.as_deref().ok_or_else(|| RtError(format!("sarg{n} is not available in BEGIN or END")))?;
            let mut b = [0u8; 8];
            c.read_user(c.reg(Reg::Rsp).wrapping_add(8 * (n + 1)), &mut b);
            return Ok(Value::UInt(u64::from_le_bytes(b)));
        }
        if let Some(n) = name.strip_prefix("arg").and_then(|n| n.parse::<usize>().ok()) {
            if n >= 6 && f.site.is_none_or(|s| s.usdt.is_none()) {
                return err(format!("arg{n}: only arg0 to arg5 are passed in registers"));
            }
            if let Some(Some(a)) = f.site.and_then(|s| s.usdt.as_ref()).map(|a| a.get(n)) {
                // Signed USDT arguments print signed.
                let v = self.arg(f, n)?;
                return Ok(if a.signed { Value::Int(v as i64) } else { Value::UInt(v) });
            }
            return Ok(Value::UInt(self.arg(f, n)?));
        }
        let ctx = f.ctx.as_deref();
        let need = |what: &str| RtError(format!("{what} is not available in BEGIN or END"));
        Ok(match name {
            "pid" => Value::UInt(u64::from(ctx.map_or(0, |c| c.pid))),
            "tid" => Value::UInt(u64::from(ctx.map_or(0, |c| c.tid))),
            "uid" | "gid" | "cpu" | "cgroup" => Value::UInt(0),
            "cpid" => Value::UInt(u64::from(self.cpid)),
            "nsecs" => Value::UInt(ctx.map_or(self.start_ns, now_ns)),
            "elapsed" => Value::UInt(ctx.map_or(self.start_ns, now_ns).saturating_sub(self.start_ns)),
            "comm" => Value::Str(ctx.map_or_else(|| "bpftrace".to_string(), |c| c.comm().to_string())),
            "retval" => {
                if !f.site.is_some_and(|s| s.ret) {
                    return err(
                        "The retval builtin can only be used with 'kretprobe' and 'uretprobe' and 'kfunc' probes",
                    );
                }
                Value::UInt(ctx.ok_or_else(|| need("retval"))?.reg(Reg::Rax))
            }
            "func" => match f.site {
                Some(s) => Value::Str(s.func.clone()),
                None => Value::Str(String::new()),
            },
            "probe" => match f.site {
                Some(s) => Value::Str(s.probe.clone()),
                None => Value::Str(String::new()),
            },
            "ustack" => {
                let c = ctx.ok_or_else(|| need("ustack"))?;
                self.ustack(c, usize::MAX)
            }
            other => return err(format!("Unknown identifier: '{other}'")),
        })
    }

    fn call(&mut self, name: &str, args: &[Expr], f: &mut Frame<'_, '_>) -> Result<Value, RtError> {
        let mut vals = Vec::new();
        // `clear(@m)` and the like take the map itself, not its value.
        let map_arg = |i: usize| match args.get(i) {
            Some(Expr::Map(m)) => Ok(m.clone()),
            _ => err(format!("{name}() expects a map argument")),
        };
        match name {
            "clear" | "zero" => {
                let m = map_arg(0)?;
                if let Some(map) = self.maps.get_mut(&m.name) {
                    if name == "clear" {
                        map.clear();
                    } else {
                        map.zero();
                    }
                }
                return Ok(Value::Int(0));
            }
            "delete" => {
                let m = map_arg(0)?;
                let keys = self.keys(&m, f)?;
                if let Some(map) = self.maps.get_mut(&m.name) {
                    map.delete(&keys);
                }
                return Ok(Value::Int(0));
            }
            "print" => {
                if let Some(Expr::Map(m)) = args.first() {
                    if m.keys.is_empty() {
                        let top = match args.get(1) {
                            Some(e) => as_i64(&self.eval(e, f)?)?.max(0) as usize,
                            None => 0,
                        };
                        let div = match args.get(2) {
                            Some(e) => as_i64(&self.eval(e, f)?)?.max(1) as u64,
                            None => 1,
                        };
                        let text = match self.maps.get(&m.name) {
                            Some(map) if self.json => print::json_map_top(map, top, div),
                            Some(map) => print::map_text(map, top, div),
                            None => String::new(),
                        };
                        self.write(&text);
                        return Ok(Value::Int(0));
                    }
                }
                let v = match args.first() {
                    Some(e) => self.eval(e, f)?,
                    None => return err("print() expects an argument"),
                };
                let s = format!("{}\n", print::value_text(&v));
                self.emit(&s);
                return Ok(Value::Int(0));
            }
            _ => {}
        }
        for a in args {
            vals.push(self.eval(a, f)?);
        }
        let ctx = f.ctx.as_deref();
        Ok(match name {
            "printf" => {
                let Some(Value::Str(fmt)) = vals.first() else { return err("printf() expects a format string first") };
                let s = print::printf(fmt, &vals[1..]).map_err(RtError)?;
                self.emit(&s);
                Value::Int(0)
            }
            "exit" => {
                if !self.exited {
                    self.exited = true;
                    self.exit_ns = ctx.map_or(self.start_ns, now_ns);
                }
                Value::Int(0)
            }
            "signal" => {
                let c = ctx.ok_or_else(|| RtError("signal() needs a probe's context".into()))?;
                use crate::abi::Signal;
                let sig = match vals.first() {
                    Some(Value::Str(name)) => {
                        let want = format!("SIG{}", name.trim_start_matches("SIG"));
                        (1..=31).map(Signal::from_number).find(|s| s.name() == want)
                    }
                    Some(v) => Some(Signal::from_number(as_i64(v)? as i32))
                        .filter(|_| (1..=64).contains(&as_i64(v).unwrap_or(0))),
                    None => None,
                };
                c.send_signal(sig.ok_or_else(|| RtError("signal(): unknown signal".into()))?);
                Value::Int(0)
            }
            "time" => {
                let fmt = match vals.first() {
                    Some(Value::Str(f)) => f.clone(),
                    _ => "%H:%M:%S\n".to_string(),
                };
                let ns = ctx.map_or(self.start_ns, now_ns);
                let s = strftime(&fmt, wall_ns(ns));
                self.emit(&s);
                Value::Int(0)
            }
            "strftime" => {
                let (Some(Value::Str(fmt)), Some(t)) = (vals.first(), vals.get(1)) else {
                    return err("strftime(fmt, nsecs)");
                };
                Value::Str(strftime(fmt, wall_ns(as_u64(t)?)))
            }
            "str" => {
                let c = ctx.ok_or_else(|| RtError("str() needs a probe's context".into()))?;
                let addr = as_u64(vals.first().ok_or_else(|| RtError("str() expects an argument".into()))?)?;
                let max = match vals.get(1) {
                    Some(v) => (as_u64(v)? as usize).min(STRLEN),
                    None => STRLEN,
                };
                Value::Str(read_cstr(c, addr, max))
            }
            "buf" => {
                let c = ctx.ok_or_else(|| RtError("buf() needs a probe's context".into()))?;
                let addr = as_u64(vals.first().ok_or_else(|| RtError("buf() expects an argument".into()))?)?;
                let len = as_u64(vals.get(1).ok_or_else(|| RtError("buf() expects a length".into()))?)? as usize;
                let mut b = vec![0u8; len.min(STRLEN)];
                c.read_user(addr, &mut b);
                Value::Str(b.iter().map(|x| format!("\\x{x:02x}")).collect())
            }
            "usym" => {
                let c = ctx.ok_or_else(|| RtError("usym() needs a probe's context".into()))?;
                let addr = as_u64(vals.first().ok_or_else(|| RtError("usym() expects an argument".into()))?)?;
                Value::Str(self.symbolize(c, addr, false))
            }
            "reg" => {
                let c = ctx.ok_or_else(|| RtError("reg() needs a probe's context".into()))?;
                let Some(Value::Str(r)) = vals.first() else { return err("reg() expects a register name") };
                let reg = match r.as_str() {
                    "ip" => Reg::Rip,
                    "sp" => Reg::Rsp,
                    "bp" => Reg::Rbp,
                    "ax" => Reg::Rax,
                    "bx" => Reg::Rbx,
                    "cx" => Reg::Rcx,
                    "dx" => Reg::Rdx,
                    "si" => Reg::Rsi,
                    "di" => Reg::Rdi,
                    "r8" => Reg::R8,
                    "r9" => Reg::R9,
                    "r10" => Reg::R10,
                    "r11" => Reg::R11,
                    "r12" => Reg::R12,
                    "r13" => Reg::R13,
                    "r14" => Reg::R14,
                    "r15" => Reg::R15,
                    "flags" => Reg::Rflags,
                    other => return err(format!("'{other}' is not a valid register")),
                };
                Value::UInt(c.reg(reg))
            }
            "ustack" => {
                let c = ctx.ok_or_else(|| RtError("ustack() needs a probe's context".into()))?;
                let n = match vals.last() {
                    Some(v @ (Value::Int(_) | Value::UInt(_))) => as_u64(v)? as usize,
                    _ => usize::MAX,
                };
                self.ustack(c, n)
            }
            "strncmp" => {
                let (Some(Value::Str(a)), Some(Value::Str(b)), Some(n)) = (vals.first(), vals.get(1), vals.get(2))
                else {
                    return err("strncmp(str, str, n)");
                };
                let n = as_u64(n)? as usize;
                let (a, b): (Vec<u8>, Vec<u8>) = (a.bytes().take(n).collect(), b.bytes().take(n).collect());
                Value::Int(i64::from(a != b))
            }
            "strlen" => {
                let Some(Value::Str(s)) = vals.first() else { return err("strlen() expects a string") };
                Value::UInt(s.len() as u64)
            }
            "sizeof" => return err("sizeof() is not supported"),
            "count" | "sum" | "min" | "max" | "avg" | "stats" | "hist" | "lhist" => {
                return err(format!("{name}() should be directly assigned to a map"))
            }
            "int8" | "int16" | "int32" | "int64" | "uint8" | "uint16" | "uint32" | "uint64" => {
                let v = vals.first().ok_or_else(|| RtError(format!("{name}() expects an argument")))?;
                cast(name, v)?
            }
            other => return err(format!("Unknown function: '{other}'")),
        })
    }

    /// The user stack as bpftrace prints it: one frame a line (`sym+off`, or the
    /// address), at most `n` frames.
    fn ustack(&mut self, c: &ProbeContext<'_>, n: usize) -> Value {
        let frames: Vec<String> = c.user_stack().into_iter().take(n).map(|a| self.symbolize(c, a, true)).collect();
        Value::Stack(frames)
    }

    /// `addr` as `symbol+offset` (`with_offset`) or `symbol`, from the file mapped there;
    /// the address in hex where no symbol covers it.
    pub fn symbolize(&mut self, c: &ProbeContext<'_>, addr: u64, with_offset: bool) -> String {
        let hex = format!("0x{addr:x}");
        let Some((path, off)) = c.file_at(addr) else { return hex };
        let image = self
            .files
            .entry(path.to_string())
            .or_insert_with(|| {
                let bytes = std::fs::read(path).ok()?;
                crate::loader::Image::parse_as(bytes, crate::loader::Placement::Unplaced).ok().map(Rc::new)
            })
            .clone();
        let Some(image) = image else { return hex };
        let Some(vaddr) = crate::attach::offset_to_vaddr(&image, off) else { return hex };
        match image.function_at(vaddr) {
            Some(s) if with_offset => format!("{}+{}", s.name, vaddr - s.addr),
            Some(s) => s.name.clone(),
            None => hex,
        }
    }
}

/// `CLOCK_REALTIME` at monotonic time `ns` of the simulated machine.
fn wall_ns(ns: u64) -> u64 {
    use crate::kernel::time::{EPOCH_SECS, NSEC_PER_SEC};
    (EPOCH_SECS * NSEC_PER_SEC).saturating_add(ns)
}

/// `strftime(3)` in UTC for the conversions bpftrace's tools use: `%H %M %S %Y %m %d
/// %y %j %T %D %F %s %%`, and bpftrace's own `%f` (microseconds).
pub fn strftime(fmt: &str, wall_ns: u64) -> String {
    let secs = wall_ns / 1_000_000_000;
    let (days, rem) = (secs / 86_400, secs % 86_400);
    let (h, m, s) = (rem / 3600, rem % 3600 / 60, rem % 60);
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let mo = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(mo <= 2);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let before: [i64; 12] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
    let yday = before[(mo - 1) as usize] + d + i64::from(leap && mo > 2);
    let mut out = String::new();
    let mut it = fmt.chars();
    while let Some(c) = it.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('H') => out.push_str(&format!("{h:02}")),
            Some('M') => out.push_str(&format!("{m:02}")),
            Some('S') => out.push_str(&format!("{s:02}")),
            Some('Y') => out.push_str(&format!("{y}")),
            Some('y') => out.push_str(&format!("{:02}", y % 100)),
            Some('m') => out.push_str(&format!("{mo:02}")),
            Some('d') => out.push_str(&format!("{d:02}")),
            Some('j') => out.push_str(&format!("{yday:03}")),
            Some('T') => out.push_str(&format!("{h:02}:{m:02}:{s:02}")),
            Some('D') => out.push_str(&format!("{mo:02}/{d:02}/{:02}", y % 100)),
            Some('F') => out.push_str(&format!("{y}-{mo:02}-{d:02}")),
            Some('s') => out.push_str(&secs.to_string()),
            Some('f') => out.push_str(&format!("{:06}", wall_ns / 1000 % 1_000_000)),
            Some('%') => out.push('%'),
            Some(other) => {
                out.push('%');
                out.push(other);
            }
            None => out.push('%'),
        }
    }
    out
}

/// The virtual time of a hit, in ns.
fn now_ns(c: &ProbeContext<'_>) -> u64 {
    c.insn.saturating_mul(crate::kernel::time::NS_PER_INSN)
}

fn read_cstr(c: &ProbeContext<'_>, addr: u64, max: usize) -> String {
    let mut out = Vec::new();
    let mut b = [0u8; 1];
    // `max` counts the terminating NUL, as bpftrace's str() does.
    while out.len() + 1 < max && c.read_user(addr + out.len() as u64, &mut b) && b[0] != 0 {
        out.push(b[0]);
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A value as a condition: non-zero integers and non-empty strings are true.
fn truthy(v: &Value) -> bool {
    match v {
        Value::Int(i) => *i != 0,
        Value::UInt(u) => *u != 0,
        Value::Str(s) => !s.is_empty(),
        _ => true,
    }
}

fn as_i64(v: &Value) -> Result<i64, RtError> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::UInt(u) => Ok(*u as i64),
        other => err(format!("expected an integer, got {}", print::value_text(other))),
    }
}

fn as_u64(v: &Value) -> Result<u64, RtError> {
    as_i64(v).map(|i| i as u64)
}

/// `(intN)v`: the low bits, sign- or zero-extended.
fn cast(ty: &str, v: &Value) -> Result<Value, RtError> {
    let raw = as_u64(v)?;
    Ok(match ty {
        "int8" => Value::Int(i64::from(raw as i8)),
        "int16" => Value::Int(i64::from(raw as i16)),
        "int32" => Value::Int(i64::from(raw as i32)),
        "int64" => Value::Int(raw as i64),
        "uint8" => Value::UInt(u64::from(raw as u8)),
        "uint16" => Value::UInt(u64::from(raw as u16)),
        "uint32" => Value::UInt(u64::from(raw as u32)),
        _ => Value::UInt(raw),
    })
}

/// A map entry read as a value.
fn agg_value(a: &Agg) -> Value {
    match a {
        Agg::Scalar(v) => v.clone(),
        Agg::Count(c) => Value::UInt(*c),
        Agg::Sum(s) | Agg::Max(s) => Value::Int(*s),
        Agg::Min(raw) => Value::Int(Agg::min_value(*raw)),
        Agg::Avg { sum, count } | Agg::Stats { sum, count } => {
            Value::Int(if *count == 0 { 0 } else { sum / *count as i64 })
        }
        _ => Value::Int(0),
    }
}

fn binary(op: BinOp, l: &Value, r: &Value) -> Result<Value, RtError> {
    if let (Value::Str(a), Value::Str(b)) = (l, r) {
        return match op {
            BinOp::Eq => Ok(Value::Int(i64::from(a == b))),
            BinOp::Ne => Ok(Value::Int(i64::from(a != b))),
            _ => err("strings only compare with == and !="),
        };
    }
    let unsigned = matches!(l, Value::UInt(_)) || matches!(r, Value::UInt(_));
    let (a, b) = (as_i64(l)?, as_i64(r)?);
    let (ua, ub) = (a as u64, b as u64);
    let cmp = |x: bool| Value::Int(i64::from(x));
    Ok(match op {
        BinOp::Eq => cmp(a == b),
        BinOp::Ne => cmp(a != b),
        BinOp::Lt => cmp(if unsigned { ua < ub } else { a < b }),
        BinOp::Le => cmp(if unsigned { ua <= ub } else { a <= b }),
        BinOp::Gt => cmp(if unsigned { ua > ub } else { a > b }),
        BinOp::Ge => cmp(if unsigned { ua >= ub } else { a >= b }),
        _ => {
            // BPF's arithmetic: wrapping, division by zero gives 0 (and modulo the
            // dividend).
            let v = match op {
                BinOp::Add => ua.wrapping_add(ub),
                BinOp::Sub => ua.wrapping_sub(ub),
                BinOp::Mul => ua.wrapping_mul(ub),
                BinOp::Div if b == 0 => 0,
                BinOp::Div if unsigned => ua / ub,
                BinOp::Div => a.wrapping_div(b) as u64,
                BinOp::Mod if b == 0 => ua,
                BinOp::Mod if unsigned => ua % ub,
                BinOp::Mod => a.wrapping_rem(b) as u64,
                BinOp::BitAnd => ua & ub,
                BinOp::BitOr => ua | ub,
                BinOp::BitXor => ua ^ ub,
                BinOp::Shl => ua.wrapping_shl(ub as u32),
                BinOp::Shr if unsigned => ua.wrapping_shr(ub as u32),
                BinOp::Shr => a.wrapping_shr(ub as u32) as u64,
                _ => 0,
            };
            if unsigned {
                Value::UInt(v)
            } else {
                Value::Int(v as i64)
            }
        }
    })
}

/// One attach point's consumer: runs its block in the shared runtime at each hit.
pub struct ScriptConsumer {
    /// The runtime.
    pub rt: Rc<RefCell<Runtime>>,
    /// Where it is attached.
    pub site: Site,
}

impl UprobeConsumer for ScriptConsumer {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.rt.borrow_mut().fire(&self.site, ctx);
        HandlerResult::Keep
    }

    fn ret_handler(&mut self, ctx: &mut ProbeContext<'_>, _func: u64) {
        self.rt.borrow_mut().fire(&self.site, ctx);
    }

    fn has_handler(&self) -> bool {
        !self.site.ret
    }

    fn has_ret_handler(&self) -> bool {
        self.site.ret
    }

    fn has_filter(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::strftime;

    #[test]
    fn strftime_formats_utc_dates() {
        // 2026-01-01T00:00:00Z plus 1 day, 1 h, 2 min, 3.5 s.
        let ns = (1_767_225_600 + 86_400 + 3723) * 1_000_000_000 + 500_000_000;
        assert_eq!(strftime("%Y-%m-%d %H:%M:%S.%f %j", ns), "2026-01-02 01:02:03.500000 002");
        assert_eq!(strftime("%F %T %%", 951_782_400 * 1_000_000_000), "2000-02-29 00:00:00 %");
    }
}
