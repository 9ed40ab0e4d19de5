//! Pictures of an explained event: the stack and red zone (SVG), a sequence diagram of
//! the user ↔ kernel transitions with a lane for the program, the `[uprobes]` XOL page,
//! the `[uprobes-trampoline]` page and the kernel (SVG), and the step-through page
//! ([`page`]). Deterministic: fixed layout, no timestamps, no network. The drawings are
//! sized by their `viewBox` and scale with the page (`width="100%"`), so they stay
//! readable at a README's width.

pub mod page;

use crate::explain::{Comparison, Explanation, Step};

pub use page::{compare_html, html};

pub(crate) fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The drawings' logical width.
const W: usize = 960;
/// Pixels per character of the 12px monospace text, for wrapping.
const CHAR: usize = 7;

/// `s` cut into lines of at most `width` characters, at spaces where it can be.
fn wrap(s: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    for word in s.split(' ') {
        let mut word = word.to_string();
        while word.chars().count() > width {
            if !line.is_empty() {
                out.push(std::mem::take(&mut line));
            }
            let head: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            out.push(head);
        }
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

fn svg_open(h: usize, label: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {W} {h}\" width=\"100%\" preserveAspectRatio=\"xMinYMin meet\" font-family=\"ui-monospace, monospace\" font-size=\"12\" role=\"img\" aria-label=\"{}\">\n",
        esc(label)
    )
}

/// The stack around the interrupted context's sp: 8-byte slots from sp+16 down to
/// sp-128 (the whole red zone, 16 slots), with the value before the event and after the
/// window, every write to it (all of them, with who made each), and a hijacked return
/// slot marked.
pub fn stack_svg(e: &Explanation) -> String {
    let sp = e.site_sp;
    let rows: Vec<u64> = (0..19).map(|i| sp.wrapping_add(16).wrapping_sub(8 * i)).collect();
    let writes_at = |a: u64| -> Vec<(usize, &crate::explain::Write)> {
        e.steps
            .iter()
            .flat_map(|s| s.writes.iter().map(move |w| (s.index, w)))
            .filter(|(_, w)| w.addr == format!("{a:#x}"))
            .collect()
    };
    // One line per row, plus one per extra write.
    let extra: usize = rows.iter().map(|a| writes_at(*a).len().saturating_sub(1)).sum();
    let (rh, lh, top) = (22, 15, 48);
    let h = top + rh * rows.len() + lh * extra + 60;
    let mut out = svg_open(h, &format!("stack and red zone, {} {}", e.kernel, e.probe));
    out.push_str(&format!(
        "  <text x=\"10\" y=\"18\" font-size=\"14\">Stack at the event ({} {}); sp = {sp:#x}; red zone = [sp-128, sp), 16 slots</text>\n  <text x=\"10\" y=\"36\" fill=\"#555\">address        slot       writes in the window (step: old -&gt; new, by)</text>\n",
        esc(&e.kernel),
        esc(&e.probe)
    ));
    let mut y = top;
    let mut total = 0;
    for a in &rows {
        let in_rz = *a < sp && *a >= sp.wrapping_sub(128);
        let ws = writes_at(*a);
        let hijacked = e.hijack.filter(|h| h.0 == *a);
        let rz_written = in_rz && e.red_zone_writes.iter().any(|w| w.0 == *a);
        let fill = if rz_written {
            "#f4b4b4"
        } else if hijacked.is_some() {
            "#f8e0a0"
        } else if in_rz {
            "#e8eef8"
        } else {
            "#ffffff"
        };
        let height = rh + lh * ws.len().saturating_sub(1);
        out.push_str(&format!(
            "  <rect x=\"120\" y=\"{y}\" width=\"90\" height=\"{height}\" fill=\"{fill}\" stroke=\"#555\"/>\n  <text x=\"10\" y=\"{}\">{a:#014x}</text>\n",
            y + 15
        ));
        let off = (*a as i64).wrapping_sub(sp as i64);
        out.push_str(&format!("  <text x=\"128\" y=\"{}\">sp{off:+}</text>\n", y + 15));
        let mut notes: Vec<String> = Vec::new();
        if let Some((_, orig, tramp)) = hijacked {
            notes.push(format!("return address {orig:#x} hijacked -> trampoline {tramp:#x}"));
        }
        for (i, w) in &ws {
            notes.push(format!(
                "{i}: {} -> {} by {}",
                w.old.trim_start_matches("0x"),
                w.new.trim_start_matches("0x"),
                w.by
            ));
        }
        total += ws.len();
        for (k, n) in notes.iter().enumerate() {
            let n: String =
                if n.chars().count() > 100 { n.chars().take(99).collect::<String>() + "~" } else { n.clone() };
            out.push_str(&format!("  <text x=\"220\" y=\"{}\">{}</text>\n", y + 15 + lh * k, esc(&n)));
        }
        y += height;
    }
    out.push_str(&format!(
        "  <text x=\"10\" y=\"{}\">{} red-zone write(s) in this hit; {total} write(s) to these slots in the window</text>\n",
        y + 24,
        e.red_zone_writes.len()
    ));
    out.push_str(&format!(
        "  <rect x=\"10\" y=\"{0}\" width=\"12\" height=\"12\" fill=\"#e8eef8\" stroke=\"#555\"/><text x=\"26\" y=\"{1}\">red zone</text><rect x=\"110\" y=\"{0}\" width=\"12\" height=\"12\" fill=\"#f4b4b4\" stroke=\"#555\"/><text x=\"126\" y=\"{1}\">red zone written</text><rect x=\"270\" y=\"{0}\" width=\"12\" height=\"12\" fill=\"#f8e0a0\" stroke=\"#555\"/><text x=\"286\" y=\"{1}\">hijacked return slot</text>\n</svg>\n",
        y + 36,
        y + 46
    ));
    out
}

/// Lane x positions: program, XOL page, trampoline page, kernel.
const LANES: [(&str, usize); 4] =
    [("user text", 14), ("[uprobes] XOL", 300), ("[uprobes-trampoline]", 500), ("kernel", 700)];

fn lane_x(lane: &str) -> usize {
    match lane {
        "xol" => LANES[1].1,
        "trampoline" => LANES[2].1,
        _ => LANES[0].1,
    }
}

/// Which steps the diagram draws: every step with kernel work or a write, and the
/// plain runs between them cut to their two first and two last (the rest as one
/// "⋮ N instructions" row).
fn drawn(steps: &[Step]) -> Vec<Result<usize, (usize, usize)>> {
    let plain = |s: &Step| s.kernel.is_empty() && s.writes.is_empty() && !s.focus && s.lane == "user";
    let mut out = Vec::new();
    let mut i = 0;
    while i < steps.len() {
        if !plain(&steps[i]) {
            out.push(Ok(i));
            i += 1;
            continue;
        }
        let mut j = i;
        while j < steps.len() && plain(&steps[j]) {
            j += 1;
        }
        if j - i > 6 {
            out.extend([Ok(i), Ok(i + 1), Err((i + 2, j - 2)), Ok(j - 2), Ok(j - 1)]);
        } else {
            out.extend((i..j).map(Ok));
        }
        i = j;
    }
    out
}

/// A sequence diagram of the window: a lane for the program, the XOL page, the
/// trampoline page and the kernel; one row per instruction, in the lane it ran in;
/// each kernel entry an arrow into the kernel lane (labelled with how it entered), the
/// kernel's steps there, and the return an arrow back labelled iret or sysret with
/// its target; each write named beside the instruction that made it. Every element of
/// step `i` carries `data-seq="{side}-{i}"` for the page's linked views.
pub fn sequence_svg(e: &Explanation) -> String {
    sequence_svg_side(e, 0)
}

fn sequence_svg_side(e: &Explanation, side: usize) -> String {
    let rows = drawn(&e.steps);
    let kw = (W - LANES[3].1 - 14) / CHAR;
    let uw = (LANES[1].1 - LANES[0].1 - 16) / CHAR;
    let lh = 15;
    // Lay out first, to know the height.
    let mut body = String::new();
    let mut y = 66;
    let mut prev: Option<(usize, usize)> = None; // (x, y) of the last instruction
    for r in &rows {
        match r {
            Err((a, b)) => {
                let seq: Vec<String> = (*a..*b).map(|i| format!("{side}-{i}")).collect();
                body.push_str(&format!(
                    "  <g data-seq=\"{}\"><text x=\"{}\" y=\"{y}\" fill=\"#777\">\u{22ee} {} instructions</text></g>\n",
                    seq.join(" "),
                    LANES[0].1 + 14,
                    b - a
                ));
                prev = Some((LANES[0].1, y));
                y += lh + 3;
            }
            Ok(i) => {
                let s = &e.steps[*i];
                let x = lane_x(s.lane);
                let id = format!("{side}-{i}");
                body.push_str(&format!(
                    "  <g data-seq=\"{id}\" class=\"step{}\">\n",
                    if s.focus { " focus" } else { "" }
                ));
                if let Some((px, py)) = prev {
                    if px != x {
                        body.push_str(&format!(
                            "    <line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#999\" marker-end=\"url(#ah-grey)\"/>\n",
                            px + 4,
                            py + 2,
                            x + 4,
                            y - 8
                        ));
                    }
                }
                let label = format!("{} {}", s.addr, s.text);
                let width = if s.lane == "user" { uw } else { (LANES[2].1 - LANES[1].1 - 16) / CHAR };
                let label: String = if label.chars().count() > width {
                    label.chars().take(width - 1).collect::<String>() + "~"
                } else {
                    label
                };
                if s.focus {
                    body.push_str(&format!(
                        "    <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#fff2a8\"/>\n",
                        x,
                        y - 12,
                        label.chars().count() * CHAR + 16,
                        lh
                    ));
                }
                body.push_str(&format!(
                    "    <circle cx=\"{}\" cy=\"{}\" r=\"3\" fill=\"#333\"/>\n    <text x=\"{}\" y=\"{y}\"{}>{}</text>\n",
                    x + 4,
                    y - 4,
                    x + 12,
                    if s.focus { " font-weight=\"bold\"" } else { "" },
                    esc(&label)
                ));
                let mut ly = y;
                // Writes made by the instruction itself, beside it.
                for w in s.writes.iter().filter(|w| w.by.starts_with('`')) {
                    ly += lh;
                    let rz = w.what.starts_with("red zone");
                    let v = u64::from_str_radix(w.new.trim_start_matches("0x"), 16)
                        .map_or(w.new.clone(), |v| format!("{v:#x}"));
                    let t = format!("writes {v} to {}", w.what);
                    for part in wrap(&t, width) {
                        body.push_str(&format!(
                            "    <text x=\"{}\" y=\"{ly}\" fill=\"{}\">{}</text>\n",
                            x + 12,
                            if rz { "#c00" } else { "#555" },
                            esc(&part)
                        ));
                        ly += lh - 2;
                    }
                    ly -= lh - 2;
                }
                let entered = s.ret.is_some();
                if entered {
                    // Into the kernel.
                    let how = if s.text.starts_with("int3") {
                        "int3: #BP"
                    } else if s.text == "syscall" {
                        "syscall"
                    } else if s.kernel.iter().any(|k| k.contains("#DB")) {
                        "#DB (TF)"
                    } else {
                        "exception"
                    };
                    ly += lh;
                    body.push_str(&format!(
                        "    <line x1=\"{}\" y1=\"{ly}\" x2=\"{}\" y2=\"{ly}\" stroke=\"#c33\" marker-end=\"url(#ah-red)\"/>\n    <text x=\"{}\" y=\"{}\" fill=\"#c33\">{how}</text>\n",
                        x + 4,
                        LANES[3].1 - 2,
                        LANES[3].1 - 12 - how.len() * CHAR,
                        ly - 3
                    ));
                    // The kernel's steps, but its red-zone writes as a count (each is
                    // drawn by the instruction or named in the narrative).
                    let mut lines: Vec<String> = Vec::new();
                    let mut rz = 0;
                    for k in &s.kernel {
                        if k.starts_with("[red_zone]") {
                            rz += 1;
                            continue;
                        }
                        let k = k.split_once("] ").map_or(k.as_str(), |(_, r)| r);
                        lines.extend(wrap(k, kw));
                    }
                    if rz > 0 {
                        lines.push(format!("+ {rz} write(s) in the red zone"));
                    }
                    for (n, l) in lines.iter().enumerate() {
                        body.push_str(&format!(
                            "    <text x=\"{}\" y=\"{}\" fill=\"#222\">{}</text>\n",
                            LANES[3].1 + 8,
                            ly + 14 + lh * n,
                            esc(l)
                        ));
                    }
                    ly += 14 + lh * lines.len().max(1);
                    // And back.
                    let back = s.ret.as_deref().unwrap_or_default();
                    let to = e.steps.get(i + 1).map_or(x, |n| lane_x(n.lane));
                    body.push_str(&format!(
                        "    <line x1=\"{}\" y1=\"{ly}\" x2=\"{}\" y2=\"{ly}\" stroke=\"#33c\" stroke-dasharray=\"5 3\" marker-end=\"url(#ah-blue)\"/>\n    <text x=\"{}\" y=\"{}\" fill=\"#33c\">{}</text>\n",
                        LANES[3].1,
                        to + 8,
                        LANES[3].1 - 10 - back.chars().count() * CHAR,
                        ly - 3,
                        esc(back)
                    ));
                    prev = Some((to, ly));
                } else {
                    prev = Some((x, ly));
                }
                body.push_str("  </g>\n");
                y = ly + lh + 4;
            }
        }
    }
    let h = y + 30;
    let mut out = svg_open(h, &format!("sequence diagram, {} {}", e.kernel, e.event));
    out.push_str("  <defs>\n");
    for (id, colour) in [("ah-red", "#c33"), ("ah-blue", "#33c"), ("ah-grey", "#999")] {
        out.push_str(&format!(
            "    <marker id=\"{id}\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"{colour}\"/></marker>\n"
        ));
    }
    out.push_str("  </defs>\n");
    for (name, x) in LANES {
        out.push_str(&format!(
            "  <text x=\"{x}\" y=\"18\" font-size=\"13\" font-weight=\"bold\">{}</text>\n  <line x1=\"{}\" y1=\"26\" x2=\"{}\" y2=\"{}\" stroke=\"#ccc\"/>\n",
            esc(name),
            x + 4,
            x + 4,
            h - 24
        ));
    }
    // The legend.
    out.push_str(&format!(
        "  <g font-size=\"11\"><line x1=\"14\" y1=\"40\" x2=\"44\" y2=\"40\" stroke=\"#c33\" marker-end=\"url(#ah-red)\"/><text x=\"50\" y=\"44\">into the kernel</text><line x1=\"170\" y1=\"40\" x2=\"200\" y2=\"40\" stroke=\"#33c\" stroke-dasharray=\"5 3\" marker-end=\"url(#ah-blue)\"/><text x=\"206\" y=\"44\">back (iret/sysret to ip)</text><text x=\"400\" y=\"44\" fill=\"#c00\">red: a red-zone write</text><rect x=\"560\" y=\"33\" width=\"12\" height=\"12\" fill=\"#fff2a8\"/><text x=\"578\" y=\"44\">the event ({})</text></g>\n",
        esc(&e.event.chars().take(40).collect::<String>())
    ));
    out.push_str(&body);
    out.push_str("</svg>\n");
    out
}

/// Both pictures in one SVG document, the stack above the sequence diagram.
pub fn svg(e: &Explanation) -> String {
    stack_then(&[stack_svg(e), sequence_svg(e)])
}

/// Drawings stacked in one SVG document of width [`W`].
fn stack_then(parts: &[String]) -> String {
    let height = |s: &str| -> usize {
        s.split("viewBox=\"0 0 ")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .and_then(|v| v.split(' ').nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    let total: usize = parts.iter().map(|p| height(p)).sum();
    let mut out = svg_open(total, "probesim explain");
    let mut y = 0;
    for p in parts {
        let h = height(p);
        out.push_str(
            &p.replacen("<svg ", &format!("<svg x=\"0\" y=\"{y}\" width=\"{W}\" height=\"{h}\" "), 1).replacen(
                "width=\"100%\" ",
                "",
                1,
            ),
        );
        y += h;
    }
    out.push_str("</svg>\n");
    out
}

/// `--compare` as one SVG: the two sequence diagrams one above the other, each under
/// a title, and the aligned rows in a table beside the first divergence.
pub fn compare_svg(c: &Comparison) -> String {
    let title = |e: &Explanation| {
        format!(
            "{}<text x=\"10\" y=\"20\" font-size=\"15\" font-weight=\"bold\">{} - {}</text>\n</svg>\n",
            svg_open(30, "title"),
            esc(&e.kernel),
            esc(&e.event)
        )
    };
    let rows = {
        let lh = 15;
        let h = 40 + lh * c.rows.len() + 10;
        let mut s = svg_open(h, "aligned steps");
        let div = c
            .first_divergence
            .map_or("no divergence in the window".to_string(), |r| format!("first divergence: aligned row {r}"));
        s.push_str(&format!(
            "<text x=\"10\" y=\"18\" font-size=\"14\">Aligned: {} | {}; {}</text>\n",
            esc(&c.a.kernel),
            esc(&c.b.kernel),
            esc(&div)
        ));
        for (n, (x, y)) in c.rows.iter().enumerate() {
            let side = |e: &Explanation, i: &Option<usize>| {
                i.map_or("-".to_string(), |i| {
                    let t = format!("{} {}", e.steps[i].addr, e.steps[i].text);
                    t.chars().take(62).collect()
                })
            };
            let differ = match (x, y) {
                (Some(x), Some(y)) => {
                    c.a.steps[*x].text != c.b.steps[*y].text || c.a.steps[*x].kernel != c.b.steps[*y].kernel
                }
                _ => true,
            };
            let yy = 40 + lh * n;
            if differ {
                s.push_str(&format!(
                    "<rect x=\"0\" y=\"{}\" width=\"{W}\" height=\"{lh}\" fill=\"#fde2e2\"/>\n",
                    yy - 11
                ));
            }
            s.push_str(&format!(
                "<text x=\"10\" y=\"{yy}\">{}</text><text x=\"490\" y=\"{yy}\">{}</text>\n",
                esc(&side(&c.a, x)),
                esc(&side(&c.b, y))
            ));
        }
        s.push_str("</svg>\n");
        s
    };
    stack_then(&[rows, title(&c.a), sequence_svg_side(&c.a, 0), title(&c.b), sequence_svg_side(&c.b, 1)])
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wrap_cuts_at_spaces_and_splits_long_words() {
        assert_eq!(wrap("aaa bbb ccc", 7), vec!["aaa bbb", "ccc"]);
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 4), Vec::<String>::new());
    }
}
