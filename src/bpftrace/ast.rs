//! The syntax tree of a bpftrace program: probe blocks with their attach points,
//! predicates and statements. It mirrors bpftrace's own `ast/ast.h` for the subset
//! that uprobe users write.

/// A parsed program.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// The probe blocks, in source order.
    pub probes: Vec<Probe>,
}

/// One probe block: `ATTACH[, ATTACH...] /PRED/ { STMTS }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Probe {
    /// Its attach points.
    pub attach: Vec<AttachPoint>,
    /// The predicate, if any.
    pub pred: Option<Expr>,
    /// The statements.
    pub body: Vec<Stmt>,
}

/// Which kind of probe an attach point is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProbeType {
    /// `BEGIN`.
    Begin,
    /// `END`.
    End,
    /// `uprobe`, `u`.
    Uprobe,
    /// `uretprobe`, `ur`.
    Uretprobe,
    /// `usdt`, `U`.
    Usdt,
}

impl ProbeType {
    /// bpftrace's long name.
    pub fn name(self) -> &'static str {
        match self {
            ProbeType::Begin => "BEGIN",
            ProbeType::End => "END",
            ProbeType::Uprobe => "uprobe",
            ProbeType::Uretprobe => "uretprobe",
            ProbeType::Usdt => "usdt",
        }
    }
}

/// One attach point as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttachPoint {
    /// The kind.
    pub kind: ProbeType,
    /// The binary (a path, a library name such as `libc`, or a wildcard); empty for
    /// BEGIN and END.
    pub target: String,
    /// The function, USDT `provider:name` or `name`, or address, as written (may hold
    /// `*` wildcards).
    pub func: String,
    /// `+OFFSET` after the function.
    pub offset: Option<u64>,
    /// The whole attach point as written (bpftrace's `probe` builtin, long form).
    pub text: String,
}

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// An expression evaluated for its effect (a call).
    Expr(Expr),
    /// `@map[keys] = value` (`value` may be an aggregation call such as `count()`).
    MapAssign {
        /// The map.
        map: MapRef,
        /// The value.
        value: Expr,
    },
    /// `$var = value`.
    VarAssign {
        /// The variable's name (without `$`).
        name: String,
        /// The value.
        value: Expr,
    },
    /// `if (cond) { .. } else { .. }`.
    If {
        /// The condition.
        cond: Expr,
        /// Then.
        then: Vec<Stmt>,
        /// Else (empty without).
        otherwise: Vec<Stmt>,
    },
    /// `unroll (N) { .. }`.
    Unroll {
        /// How many times.
        times: u64,
        /// The body.
        body: Vec<Stmt>,
    },
    /// `return;` ends the probe's action.
    Return,
}

/// A map with its key: `@name`, `@name[k1, k2]`, `@[k]`.
#[derive(Clone, Debug, PartialEq)]
pub struct MapRef {
    /// `@name` (`@` for the anonymous map).
    pub name: String,
    /// The key expressions (empty: no key).
    pub keys: Vec<Expr>,
}

/// Binary operators, as C has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Mod,
    /// `&`
    BitAnd,
    /// `|`
    BitOr,
    /// `^`
    BitXor,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&&`
    And,
    /// `||`
    Or,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `!`
    Not,
    /// `~`
    BitNot,
    /// `-`
    Neg,
}

/// An expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// An integer literal.
    Int(i64),
    /// A string literal (escapes resolved).
    Str(String),
    /// A builtin variable: `pid`, `arg0`, `retval`, `comm`, ...
    Builtin(String),
    /// `$name`.
    Var(String),
    /// A map read.
    Map(MapRef),
    /// `f(args)`.
    Call {
        /// The function's name.
        name: String,
        /// Its arguments.
        args: Vec<Expr>,
    },
    /// `a OP b`.
    Binary {
        /// The operator.
        op: BinOp,
        /// Left.
        lhs: Box<Expr>,
        /// Right.
        rhs: Box<Expr>,
    },
    /// `OP a`.
    Unary {
        /// The operator.
        op: UnOp,
        /// The operand.
        arg: Box<Expr>,
    },
    /// `c ? a : b`.
    Ternary {
        /// Condition.
        cond: Box<Expr>,
        /// If true.
        then: Box<Expr>,
        /// If false.
        otherwise: Box<Expr>,
    },
    /// `(a, b, ...)`.
    Tuple(Vec<Expr>),
    /// `x.0`: a tuple's field.
    Field {
        /// The tuple.
        of: Box<Expr>,
        /// The index.
        index: usize,
    },
}
