//! Stub (replaced by the formatting module).
use super::value::*;
/// printf
pub fn printf(fmt: &str, args: &[Value]) -> Result<String, String> {
    let mut out = String::new();
    let mut it = args.iter();
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut spec = String::new();
        while let Some(&d) = chars.peek() {
            chars.next();
            if d.is_ascii_alphabetic() || d == '%' {
                spec.push(d);
                break;
            }
            spec.push(d);
        }
        if spec == "%" {
            out.push('%');
            continue;
        }
        let v = it.next().ok_or("printf: too few arguments")?;
        out.push_str(&match spec.chars().last() {
            Some('x') => match v {
                Value::Int(i) => format!("{:x}", i),
                Value::UInt(u) => format!("{u:x}"),
                o => value_text(o),
            },
            _ => value_text(v),
        });
    }
    Ok(out)
}
/// value
pub fn value_text(v: &Value) -> String {
    match v {
        Value::Int(i) => i.to_string(),
        Value::UInt(u) => u.to_string(),
        Value::Str(s) => s.clone(),
        Value::Tuple(t) => format!("({})", t.iter().map(value_text).collect::<Vec<_>>().join(", ")),
        Value::Stack(f) => f.iter().map(|l| format!("\n        {l}")).collect::<String>() + "\n",
    }
}
fn agg_text(a: &Agg) -> String {
    match a {
        Agg::Scalar(v) => value_text(v),
        Agg::Count(c) => c.to_string(),
        Agg::Sum(s) | Agg::Min(s) | Agg::Max(s) => s.to_string(),
        Agg::Avg { sum, count } => (if *count == 0 { 0 } else { sum / *count as i64 }).to_string(),
        Agg::Stats { sum, count } => {
            format!("count {count}, average {}, total {sum}", if *count == 0 { 0 } else { sum / *count as i64 })
        }
        other => format!("{other:?}"),
    }
}
/// map
pub fn map_text(m: &Map, _top: usize, _div: u64) -> String {
    let mut out = String::new();
    for (k, a) in &m.entries {
        let key = if k.is_empty() {
            String::new()
        } else {
            format!("[{}]", k.iter().map(value_text).collect::<Vec<_>>().join(", "))
        };
        out.push_str(&format!("{}{key}: {}\n", m.name, agg_text(a)));
    }
    out
}
/// exit
pub fn maps_at_exit(maps: &[Map]) -> String {
    let mut out = String::from("\n\n");
    for m in maps {
        out.push_str(&map_text(m, 0, 1));
    }
    out
}
/// json
pub fn json_map(m: &Map) -> String {
    format!("{{\"type\": \"map\", \"data\": {:?}}}\n", map_text(m, 0, 1))
}
/// json
pub fn json_printf(s: &str) -> String {
    format!("{{\"type\": \"printf\", \"data\": {:?}}}\n", s)
}
/// json
pub fn json_attached(n: usize) -> String {
    format!("{{\"type\": \"attached_probes\", \"data\": {{\"probes\": {n}}}}}\n")
}
/// text
pub fn attached(n: usize) -> String {
    if n == 1 {
        "Attaching 1 probe...\n".into()
    } else {
        format!("Attaching {n} probes...\n")
    }
}
