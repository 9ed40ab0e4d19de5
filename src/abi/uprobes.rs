//! The uprobe consumer interface's return values (`include/linux/uprobes.h`).

/// What a consumer's handler returns (`UPROBE_HANDLER_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HandlerResult {
    /// 0: keep going.
    #[default]
    Keep,
    /// `UPROBE_HANDLER_REMOVE` (1): remove the breakpoint from this mm if no other
    /// consumer wants it.
    Remove,
    /// `UPROBE_HANDLER_IGNORE` (2): no return handler for this hit (6.13+).
    Ignore,
}

/// A handler that returns nothing keeps the probe (a closure consumer's `()`).
impl From<()> for HandlerResult {
    fn from((): ()) -> HandlerResult {
        HandlerResult::Keep
    }
}
