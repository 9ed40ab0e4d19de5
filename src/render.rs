//! Pictures of an explained hit: the stack and red zone (SVG), a sequence diagram of the
//! user ↔ kernel transitions (SVG), and one self-contained HTML page holding the
//! narrative and both pictures. Deterministic: fixed layout, no timestamps, no scripts,
//! no network.

use crate::explain::Explanation;

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The stack around the interrupted context's sp: 8-byte slots from sp+16 down to
/// sp-128 (the red zone), with every red-zone write and a hijacked return slot marked.
pub fn stack_svg(e: &Explanation) -> String {
    let sp = e.site_sp;
    let rows: Vec<u64> = (0..18).map(|i| sp.wrapping_add(16).wrapping_sub(8 * i)).collect();
    let (w, rh, top) = (1400, 22, 40);
    let h = top + rh * rows.len() + 40;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"monospace\" font-size=\"12\">\n"
    );
    out.push_str(&format!(
        "  <text x=\"10\" y=\"20\" font-size=\"14\">Stack at the hit ({} {}): sp = {sp:#x}; red zone = [sp-128, sp)</text>\n",
        esc(&e.kernel),
        esc(&e.probe)
    ));
    for (i, a) in rows.iter().enumerate() {
        let y = top + i * rh;
        let in_rz = *a < sp && *a >= sp.wrapping_sub(128);
        let writes: Vec<&(u64, String, String, String)> = e.red_zone_writes.iter().filter(|w| w.0 == *a).collect();
        let hijacked = e.hijack.filter(|h| h.0 == *a);
        let fill = if !writes.is_empty() {
            "#f4b4b4"
        } else if hijacked.is_some() {
            "#f8e0a0"
        } else if in_rz {
            "#e8eef8"
        } else {
            "#ffffff"
        };
        out.push_str(&format!(
            "  <rect x=\"170\" y=\"{y}\" width=\"160\" height=\"{rh}\" fill=\"{fill}\" stroke=\"#555\"/>\n  <text x=\"10\" y=\"{}\">{a:#014x}</text>\n",
            y + 15
        ));
        let off = (*a as i64).wrapping_sub(sp as i64);
        out.push_str(&format!("  <text x=\"180\" y=\"{}\">sp{off:+}</text>\n", y + 15));
        let mut note = String::new();
        if let Some((_, orig, tramp)) = hijacked {
            note = format!("return address {orig:#x} hijacked -> trampoline {tramp:#x}");
        }
        if let Some(wr) = writes.first() {
            note = format!("{} write(s): {} -> {} by {}", writes.len(), wr.1, wr.2, wr.3);
        }
        if !note.is_empty() {
            out.push_str(&format!("  <text x=\"345\" y=\"{}\">{}</text>\n", y + 15, esc(&note)));
        }
    }
    out.push_str(&format!(
        "  <text x=\"10\" y=\"{}\">{} red-zone write(s) in this hit</text>\n</svg>\n",
        h - 15,
        e.red_zone_writes.len()
    ));
    out
}

/// A sequence diagram of the hit: the user lane on the left, the kernel lane on the
/// right, one arrow pair per kernel entry with the instruction that entered and the
/// transitions inside.
pub fn sequence_svg(e: &Explanation) -> String {
    let entries: Vec<_> = e.steps.iter().filter(|s| !s.kernel.is_empty()).collect();
    let lines: usize = entries.iter().map(|s| s.kernel.len() + 2).sum();
    let (w, lh, top) = (1500, 16, 50);
    let h = top + lh * lines + 30;
    let (ux, kx) = (120, 420);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"monospace\" font-size=\"11\">\n"
    );
    out.push_str(&format!(
        "  <text x=\"{}\" y=\"20\" font-size=\"13\">user</text>\n  <text x=\"{}\" y=\"20\" font-size=\"13\">kernel</text>\n",
        ux - 15,
        kx - 20
    ));
    out.push_str(&format!(
        "  <line x1=\"{ux}\" y1=\"30\" x2=\"{ux}\" y2=\"{}\" stroke=\"#888\"/>\n  <line x1=\"{kx}\" y1=\"30\" x2=\"{kx}\" y2=\"{}\" stroke=\"#888\"/>\n",
        h - 10,
        h - 10
    ));
    let mut y = top;
    for s in entries {
        out.push_str(&format!(
            "  <line x1=\"{ux}\" y1=\"{y}\" x2=\"{kx}\" y2=\"{y}\" stroke=\"#c33\"/>\n  <text x=\"{}\" y=\"{}\">{} {}</text>\n",
            ux + 5,
            y - 3,
            esc(&s.addr),
            esc(&s.text)
        ));
        for k in &s.kernel {
            y += lh;
            out.push_str(&format!("  <text x=\"{}\" y=\"{y}\">{}</text>\n", kx + 8, esc(k)));
        }
        y += lh;
        out.push_str(&format!(
            "  <line x1=\"{kx}\" y1=\"{y}\" x2=\"{ux}\" y2=\"{y}\" stroke=\"#33c\" stroke-dasharray=\"4 2\"/>\n"
        ));
        y += lh;
    }
    out.push_str("</svg>\n");
    out
}

/// One self-contained page (no network, no scripts): the narrative and both pictures.
pub fn html(e: &Explanation) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>probesim explain: {}</title>\n<style>body {{ font-family: sans-serif; margin: 2em; }} pre {{ background: #f6f6f6; padding: 1em; overflow-x: auto; }}</style>\n</head>\n<body>\n<h1>probesim explain</h1>\n<p>{} under kernel {}, hit {} of <code>{}</code>.</p>\n<h2>Stack and red zone</h2>\n{}<h2>User and kernel</h2>\n{}<h2>Narrative</h2>\n<pre>{}</pre>\n</body>\n</html>\n",
        esc(&e.target),
        esc(&e.target),
        esc(&e.kernel),
        e.hit,
        esc(&e.probe),
        stack_svg(e),
        sequence_svg(e),
        esc(&e.text())
    )
}

/// Both pictures in one SVG document, the stack above the sequence diagram.
pub fn svg(e: &Explanation) -> String {
    let a = stack_svg(e);
    let b = sequence_svg(e);
    let height = |s: &str| -> usize {
        s.split("height=\"").nth(1).and_then(|r| r.split('"').next()).and_then(|n| n.parse().ok()).unwrap_or(0)
    };
    let (ha, hb) = (height(&a), height(&b));
    let shift = |s: &str, y: usize| s.replacen("<svg ", &format!("<svg y=\"{y}\" "), 1);
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1500\" height=\"{}\" viewBox=\"0 0 1500 {}\">\n{}{}</svg>\n",
        ha + hb,
        ha + hb,
        shift(&a, 0),
        shift(&b, ha)
    )
}
