//! The step-through page (`explain --format html`): one offline file, no network.
//! Prev/Next, the arrow keys and a slider move through the window one instruction (and
//! the kernel's work after it) at a time; at each step the page shows the whole
//! register file before and after with the changes marked and rflags decoded, the
//! stack as 8-byte cells with their values before and after (the red zone, the saved
//! registers and the hijacked slot named), every memory write with who made it, the
//! probe site's bytes over time, the mapping, the kernel's steps with why, the
//! narrative row and the diagram's element, both highlighted; clicking either moves
//! there. The state is embedded as JSON, drawn by a small script.
//!
//! `--compare` gives the same page with two sides, stepped together over the aligned
//! rows.

use serde::Serialize;

use super::{esc, sequence_svg_side, stack_svg};
use crate::explain::{Comparison, Explanation, REG_NAMES};

const CSS: &str = include_str!("page.css");
const JS: &str = include_str!("page.js");

/// What the script reads.
#[derive(Serialize)]
struct Data<'a> {
    sides: Vec<&'a Explanation>,
    rows: Vec<Vec<Option<usize>>>,
    focus: usize,
    regs: &'static [&'static str],
}

/// JSON safe inside a `<script>` element and in XML: `<`, `>` and `&` escaped.
fn script_json(d: &Data<'_>) -> String {
    serde_json::to_string(d)
        .unwrap_or_else(|_| "{}".to_string())
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

fn narrative(e: &Explanation) -> String {
    let mut out = String::from("<ol class=\"narrative\">\n");
    for (i, s) in e.steps.iter().enumerate() {
        let k = if s.kernel.is_empty() {
            String::new()
        } else {
            format!(" <span class=\"k\">\u{2192} kernel ({})</span>", s.kernel.len())
        };
        let place = if s.mapping.starts_with('[') { format!(" {}", esc(&s.mapping)) } else { String::new() };
        let mark = if s.focus { format!(" \u{25c0} {} {}", esc(e.at), e.hit) } else { String::new() };
        out.push_str(&format!(
            "<li data-i=\"{i}\"{}>{:>6} {} {}{place}{k}{mark}</li>\n",
            if s.focus { " class=\"focus\"" } else { "" },
            s.index,
            esc(&s.addr),
            esc(&s.text)
        ));
    }
    out.push_str("</ol>\n");
    out
}

/// One side's panes; side 0's tables also carry the ids `regs` and `stack`.
fn panes(e: &Explanation, side: usize) -> String {
    let id = |name: &str| if side == 0 { format!(" id=\"{name}\"") } else { format!(" id=\"{name}-{side}\"") };
    format!(
        "<section data-side=\"{side}\">\n<h2>{} \u{2014} narrative</h2>\n{}<h2>Kernel, and why</h2>\n<div class=\"kernel\"></div>\n<div class=\"grid\">\n<div>\n<h2>Registers</h2>\n<table class=\"regs\"{}></table>\n<p class=\"flags mono\"></p>\n</div>\n<div>\n<h2>Stack</h2>\n<p class=\"moment\"></p>\n<table class=\"stack\"{}></table>\n</div>\n</div>\n<h2>Memory written by this step</h2>\n<ul class=\"writes\"></ul>\n<h2>Probe site</h2>\n<div class=\"site\"></div>\n</section>\n",
        esc(&e.kernel),
        narrative(e),
        id("regs"),
        id("stack")
    )
}

fn lists(e: &Explanation) -> String {
    let list = |title: &str, items: &[String]| {
        let body = if items.is_empty() {
            "(none)".to_string()
        } else {
            items.iter().map(|i| esc(i)).collect::<Vec<_>>().join("\n")
        };
        format!("<h2>{title}</h2>\n<pre>{body}</pre>\n")
    };
    let mut out = String::new();
    if let Some(u) = &e.usdt {
        let mut lines = vec![format!("{}:{} at {}, args \"{}\"", u.provider, u.name, u.pc, u.args)];
        if let Some(s) = &u.semaphore {
            lines.push(format!(
                "semaphore at {s}: {} in the file, {} at the window's start (the attach raised it)",
                u.semaphore_in_file.map_or("?".to_string(), |v| v.to_string()),
                u.semaphore_at_start.map_or("?".to_string(), |v| v.to_string())
            ));
        }
        lines.extend(u.values.iter().cloned());
        out.push_str(&list("USDT note, and the arguments as a consumer reads them", &lines));
    }
    out.push_str(&list("Return instances before the window", &e.ri_before));
    out.push_str(&list("Return instances after the window", &e.ri_after));
    out.push_str(&list("Return-instance changes (pushed, chained, omitted, cleaned)", &e.ri_changes));
    if !e.pending.is_empty() {
        out.push_str(&list("Return instances still pending when the run ended", &e.pending));
    }
    out.push_str(&list("Probe mappings, and the code that ran there", &e.mappings));
    out.push_str(&list("Red-zone writes", &e.red_zone));
    let mut end = vec![e.exit.clone()];
    end.extend(e.stderr_tail.iter().map(|l| format!("stderr: {l}")));
    out.push_str(&list("How the run ended", &end));
    out.push_str(&list("Address space at the end of the run", &e.maps));
    out
}

fn page(title: &str, intro: &str, data: &Data<'_>, main: &str) -> String {
    let n = data.rows.len();
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>{}</title>\n<style>\n{CSS}</style>\n</head>\n<body data-step=\"{}\" data-steps=\"{n}\">\n<h1>probesim explain</h1>\n{intro}<nav>\n<button id=\"prev\" type=\"button\">\u{25c0} Prev</button>\n<input id=\"slider\" type=\"range\" min=\"0\" max=\"{}\" value=\"{}\" aria-label=\"step\"/>\n<button id=\"next\" type=\"button\">Next \u{25b6}</button>\n<button id=\"focus\" type=\"button\">the event</button>\n<span id=\"pos\"></span>\n<div id=\"now\" class=\"now\"></div>\n</nav>\n<p class=\"legend\">Keys: \u{2190} \u{2192} step, Home/End. Yellow: changed by this step; blue: the red zone; red: the red zone written.</p>\n{main}<script type=\"application/json\" id=\"data\">{}</script>\n<script>\n//<![CDATA[\n{JS}//]]>\n</script>\n</body>\n</html>\n",
        esc(title),
        data.focus,
        n.saturating_sub(1),
        data.focus,
        script_json(data)
    )
}

/// The step-through page of one explanation.
pub fn html(e: &Explanation) -> String {
    let data = Data {
        sides: vec![e],
        rows: (0..e.steps.len()).map(|i| vec![Some(i)]).collect(),
        focus: e.focus,
        regs: &REG_NAMES,
    };
    let intro = format!("<p><code>{}</code> under kernel {}: {}.</p>\n", esc(&e.target), esc(&e.kernel), esc(&e.event));
    let main = format!(
        "{}<section class=\"diagram\">\n<h2>User and kernel</h2>\n{}</section>\n<section class=\"diagram\">\n<h2>Stack and red zone at the event</h2>\n{}</section>\n{}",
        panes(e, 0),
        sequence_svg_side(e, 0),
        stack_svg(e),
        lists(e)
    );
    page(&format!("probesim explain: {}", e.target), &intro, &data, &main)
}

/// The `--compare` page: two sides stepped together over the aligned rows.
pub fn compare_html(c: &Comparison) -> String {
    let rows: Vec<Vec<Option<usize>>> = c.rows.iter().map(|(a, b)| vec![*a, *b]).collect();
    let focus = c.rows.iter().position(|(a, _)| *a == Some(c.a.focus)).unwrap_or(0);
    let data = Data { sides: vec![&c.a, &c.b], rows, focus, regs: &REG_NAMES };
    let div = match c.first_divergence {
        Some(r) => {
            let side = |e: &Explanation, i: Option<usize>| {
                i.map_or("(no counterpart)".to_string(), |i| format!("{} {}", e.steps[i].addr, e.steps[i].text))
            };
            let (x, y) = c.rows[r];
            format!(
                "<p class=\"divergence\">First divergence at aligned row {} of {}: {} <code>{}</code> | {} <code>{}</code></p>\n",
                r + 1,
                c.rows.len(),
                esc(&c.a.kernel),
                esc(&side(&c.a, x)),
                esc(&c.b.kernel),
                esc(&side(&c.b, y))
            )
        }
        None => "<p>No divergence in the window.</p>\n".to_string(),
    };
    let intro = format!(
        "<p><code>{}</code>: {} under {} and under {}, side by side.</p>\n{div}",
        esc(&c.a.target),
        esc(&c.a.event),
        esc(&c.a.kernel),
        esc(&c.b.kernel)
    );
    let mut table = String::from("<h2>Aligned steps</h2>\n<table class=\"aligned mono\">\n");
    for (n, (x, y)) in c.rows.iter().enumerate() {
        let cell = |e: &Explanation, i: &Option<usize>| {
            i.map_or("\u{2014}".to_string(), |i| {
                let s = &e.steps[i];
                format!(
                    "{} {}{}",
                    esc(&s.addr),
                    esc(&s.text),
                    if s.kernel.is_empty() { "" } else { " \u{2192} kernel" }
                )
            })
        };
        let differ = match (x, y) {
            (Some(x), Some(y)) => {
                c.a.steps[*x].text != c.b.steps[*y].text || c.a.steps[*x].kernel != c.b.steps[*y].kernel
            }
            _ => true,
        };
        table.push_str(&format!(
            "<tr{}><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            if differ { " class=\"row-differs\"" } else { "" },
            n + 1,
            cell(&c.a, x),
            cell(&c.b, y)
        ));
    }
    table.push_str("</table>\n");
    let main = format!(
        "<div class=\"sides\">\n{}{}</div>\n{table}<div class=\"sides\">\n<section class=\"diagram\">\n<h2>{}</h2>\n{}</section>\n<section class=\"diagram\">\n<h2>{}</h2>\n{}</section>\n</div>\n",
        panes(&c.a, 0),
        panes(&c.b, 1),
        esc(&c.a.kernel),
        sequence_svg_side(&c.a, 0),
        esc(&c.b.kernel),
        sequence_svg_side(&c.b, 1)
    );
    page(&format!("probesim explain --compare: {}", c.a.target), &intro, &data, &main)
}
