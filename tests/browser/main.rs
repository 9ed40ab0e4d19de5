//! The `explain --format html` pages in a real browser: each page in [`PAGES`] is made by
//! the probesim binary and opened in headless Chromium, driven through ChromeDriver
//! (WebDriver over HTTP, [`webdriver`]), at each viewport width in [`WIDTHS`]. A page's
//! script only runs in a browser, so this is where a script error, a layout that
//! scrolls sideways on a laptop screen, or a step-through that does not step is caught.
//!
//! Per page and width:
//! - a. the console has no message of level SEVERE (a script error, an uncaught
//!   exception, a resource that failed to load);
//! - b. the page does not scroll sideways (`scrollWidth` of the root within its
//!   `clientWidth`); the failure names the element reaching furthest right;
//! - c. the page steps: ArrowRight and ArrowLeft, and the `#next` and `#prev` buttons,
//!   move `body[data-step]` by one (within `body[data-steps]`), the `#regs` view changes
//!   with it and comes back, and the `#slider` range has `max` = steps - 1 and follows the
//!   step;
//! - d. values are shown: `#regs [data-reg="rip"] .val` is a hex number, and some
//!   `#stack .cell .val` is;
//! - e. a screenshot of the whole page goes to `target/browser-artifacts/NAME-WIDTH.png`
//!   (under `CARGO_TARGET_DIR` where that is set), to look at.
//!
//! A compare page (`--compare`) without `body[data-steps]` (it may have no single
//! step-through) gets a, b and e only; any other page without it fails.
//!
//! Needs `/usr/bin/chromium` and `/usr/bin/chromedriver` (Debian's `chromium` and
//! `chromium-driver`, which `scripts/setup.sh` installs). Without them the test prints
//! why and passes, except under CI (`CI` set), where it fails. Every page is checked
//! and every failure listed before the test fails.

mod webdriver;

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Value};

use webdriver::{Session, ARROW_LEFT, ARROW_RIGHT};

/// The pages: a name (for messages and screenshot files) and the arguments of
/// `probesim explain` before `--format html -o FILE`.
const PAGES: &[(&str, &[&str])] = &[
    (
        "int3-emulated",
        &["sim:bench-nop", "--probe", "uprobe:sim:bench-nop:uprobe_target_nop", "--kernel", "6.18", "--hit", "1"],
    ),
    (
        "int3-single-step",
        &["sim:bench-ret", "--probe", "uprobe:sim:bench-ret:uprobe_target_ret", "--kernel", "6.18", "--hit", "1"],
    ),
    (
        "uretprobe-int3-trampoline",
        &["sim:bench-nop", "--probe", "uretprobe:sim:bench-nop:uprobe_target_nop", "--kernel", "6.10", "--hit", "1"],
    ),
    (
        "uretprobe-syscall-trampoline",
        &["sim:bench-nop", "--probe", "uretprobe:sim:bench-nop:uprobe_target_nop", "--kernel", "6.11", "--hit", "1"],
    ),
    (
        "nop5-first-hit",
        &["sim:bench-nop5", "--probe", "uprobe:sim:bench-nop5:uprobe_target_nop5", "--kernel", "6.18", "--hit", "1"],
    ),
    (
        "nop5-optimized-hit",
        &["sim:bench-nop5", "--probe", "uprobe:sim:bench-nop5:uprobe_target_nop5", "--kernel", "6.18", "--hit", "2"],
    ),
    (
        "red-zone-clobber",
        &["sim:red-zone", "--probe", "uprobe:sim:red-zone:leaf+0xa", "--kernel", "6.18", "--hit", "2"],
    ),
    (
        "red-zone-jmpslot",
        &["sim:red-zone", "--probe", "uprobe:sim:red-zone:leaf+0xa", "--kernel", "jmpslot-2026", "--hit", "2"],
    ),
    (
        "red-zone-nop10",
        &[
            "sim:red-zone-nop10",
            "--probe",
            "usdt:sim:red-zone-nop10:probesim:red_zone_nop10",
            "--kernel",
            "nop10-2026",
            "--hit",
            "2",
        ],
    ),
    (
        "longjmp-stale-cleaned",
        &[
            "sim:longjmp-once",
            "--probe",
            "uretprobe:sim:longjmp-once:uretprobe_longjmp",
            "--kernel",
            "6.18",
            "--hit",
            "1",
        ],
    ),
    (
        "depth-limit",
        &[
            "sim:recursion-65",
            "--probe",
            "uprobe:sim:recursion-65:recurse",
            "--probe",
            "uretprobe:sim:recursion-65:recurse",
            "--hit",
            "65",
        ],
    ),
    ("fix-call", &["sim:insn-call-reg", "--probe", "uprobe:sim:insn-call-reg:target"]),
    ("usdt-semaphore", &["sim:usdt-nop", "--probe", "usdt:sim:usdt-nop:probesim:nop"]),
    ("red-zone-usdt", &["sim:red-zone-usdt", "--probe", "usdt:sim:red-zone-usdt:probesim:red_zone", "--hit", "2"]),
    (
        "hijack-never-returns",
        &["sim:longjmp-once", "--probe", "uretprobe:sim:longjmp-once:uretprobe_longjmp", "--at", "hijack"],
    ),
    ("fatal-signal", &["sim:fault-segv", "--at", "signal"]),
    (
        "compare-red-zone",
        &["sim:red-zone", "--probe", "uprobe:sim:red-zone:leaf+0xa", "--hit", "2", "--compare", "6.18,jmpslot-2026"],
    ),
    (
        "compare-red-zone-6.10",
        &["sim:red-zone", "--probe", "uprobe:sim:red-zone:leaf+0xa", "--hit", "2", "--compare", "6.10,6.18"],
    ),
];

/// The viewport widths each page is checked at: a desktop window, and a laptop's
/// half-screen one.
const WIDTHS: [i64; 2] = [1400, 900];

/// The window's height while checking (screenshots take the whole page).
const HEIGHT: i64 = 1000;

/// The tallest screenshot taken, in CSS pixels (Chromium's capture limit is 16384).
const MAX_SHOT_HEIGHT: i64 = 16000;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

#[test]
fn explain_pages_in_chromium() {
    if !browser_available() {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temporary directory");
    let artifacts = artifacts_dir();
    std::fs::create_dir_all(&artifacts).expect("creating target/browser-artifacts");

    let driver = webdriver::Driver::start(Path::new(CHROMEDRIVER), &tmp.path().join("chromedriver.log"))
        .expect("chromedriver starts");
    let session = driver.session(capabilities(&tmp.path().join("profile"))).expect("a headless Chromium session");
    // The console is read through ChromeDriver's log endpoint; that it answers at all is
    // checked once here, so a ChromeDriver without it fails loudly rather than finding
    // no errors on every page.
    session.browser_log().expect("ChromeDriver's browser log (POST /session/{id}/se/log)");

    let mut failures = Vec::new();
    for (name, args) in PAGES {
        let page = tmp.path().join(format!("{name}.html"));
        if let Err(e) = generate(args, &page) {
            failures.push(format!("{name}: {e}"));
            continue;
        }
        for width in WIDTHS {
            let shot = artifacts.join(format!("{name}-{width}.png"));
            // A screenshot from an earlier run would pass for this one's; none is fine.
            let _ = std::fs::remove_file(&shot);
            let compare = args.contains(&"--compare");
            for f in check_page(&session, &page, compare, width, &shot) {
                failures.push(format!("{name} at {width} px: {f}"));
            }
        }
    }
    println!("browser test screenshots: {}", artifacts.display());
    assert!(failures.is_empty(), "{} failure(s):\n- {}", failures.len(), failures.join("\n- "));
}

/// Whether Chromium and ChromeDriver are installed; without them, a skip line (a failure
/// under CI, whose setup installs them).
fn browser_available() -> bool {
    let missing: Vec<&str> = [CHROMIUM, CHROMEDRIVER].into_iter().filter(|p| !Path::new(p).exists()).collect();
    if missing.is_empty() {
        return true;
    }
    let why = format!("no {} (scripts/setup.sh installs Debian's chromium and chromium-driver)", missing.join(" or "));
    assert!(std::env::var_os("CI").is_none(), "browser tests cannot run under CI: {why}");
    eprintln!("SKIPPED: browser tests: {why}");
    false
}

/// Where screenshots go: `browser-artifacts` in the target directory.
fn artifacts_dir() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| manifest.join("target"), |t| manifest.join(t));
    target.join("browser-artifacts")
}

/// Headless Chromium, quiet (no network of its own), a fresh profile in `profile`, and
/// the console kept for [`Session::browser_log`].
fn capabilities(profile: &Path) -> Value {
    json!({
        "browserName": "chrome",
        "goog:chromeOptions": {
            "binary": CHROMIUM,
            "args": [
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                format!("--user-data-dir={}", profile.display()),
            ],
        },
        "goog:loggingPrefs": { "browser": "ALL" },
    })
}

/// Runs `probesim explain ARGS --format html -o out`.
fn generate(args: &[&str], out: &Path) -> Result<(), String> {
    let o = Command::new(env!("CARGO_BIN_EXE_probesim"))
        .arg("explain")
        .args(args)
        .args(["--format", "html", "-o"])
        .arg(out)
        .output()
        .map_err(|e| format!("running probesim: {e}"))?;
    if !o.status.success() {
        return Err(format!(
            "`probesim explain {} --format html` failed ({}): {}",
            args.join(" "),
            o.status,
            String::from_utf8_lossy(&o.stderr).trim()
        ));
    }
    Ok(())
}

/// Checks a to e (the module's doc) on `page` at viewport `width` (a compare page, made
/// with `--compare`, may lack the step-through); the failures, each a line. A WebDriver
/// error ends the checks of this page and width, and is one of them.
fn check_page(s: &Session<'_>, page: &Path, compare: bool, width: i64, shot: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    if let Err(e) = check_page_steps(s, page, compare, width, shot, &mut failures) {
        failures.push(format!("WebDriver: {e}"));
    }
    failures
}

/// [`check_page`]'s work: assertion failures into `failures`, a WebDriver error returned.
fn check_page_steps(
    s: &Session<'_>,
    page: &Path,
    compare: bool,
    width: i64,
    shot: &Path,
    failures: &mut Vec<String>,
) -> Result<(), String> {
    let window_width = set_viewport(s, width)?;
    s.browser_log()?; // the last page's messages, dropped
    s.navigate(&file_url(page))?;

    // a. The console.
    let log = s.browser_log()?;
    if log.iter().any(|m| m["level"] == "SEVERE") {
        let lines: Vec<String> = log
            .iter()
            .map(|m| format!("  [{}] {}", m["level"].as_str().unwrap_or("?"), m["message"].as_str().unwrap_or("?")))
            .collect();
        failures.push(format!("console has SEVERE messages:\n{}", lines.join("\n")));
    }

    // b. No sideways scrolling.
    let o = s.execute(OVERFLOW_JS, &[])?;
    if o["scroll"].as_i64() > o["client"].as_i64() {
        failures.push(format!(
            "scrolls sideways: document scrollWidth {} > clientWidth {} (innerWidth {}); furthest right: {}",
            o["scroll"], o["client"], o["inner"], o["widest"]
        ));
    }

    // c and d, where the page has a step-through: every page but a compare page must.
    let state = State::read(s)?;
    match state.steps {
        Some(_) => {
            check_stepping(s, &state, failures)?;
            check_values(s, failures)?;
        }
        None if compare => println!("{}: a compare page without body[data-steps]: c and d skipped", page.display()),
        None => failures.push("no body[data-steps]: not a step-through page".into()),
    }

    // e. A screenshot of the whole page: the viewport made as tall as the page (headless
    // Chromium's window is wider than its viewport by nothing, but taller by a frame).
    let v =
        s.execute("return [document.documentElement.scrollHeight, window.outerHeight - window.innerHeight]", &[])?;
    let (page_height, frame) = (v[0].as_i64().unwrap_or(HEIGHT), v[1].as_i64().unwrap_or(0));
    s.set_window_size(window_width, page_height.min(MAX_SHOT_HEIGHT) + frame)?;
    let png = s.screenshot()?;
    std::fs::write(shot, png).map_err(|e| format!("writing {}: {e}", shot.display()))?;
    Ok(())
}

/// Sizes the window so that the viewport (`window.innerWidth`) is `width` wide, whatever
/// the window's frame takes; the window's width.
fn set_viewport(s: &Session<'_>, width: i64) -> Result<i64, String> {
    let inner = || s.execute("return window.innerWidth", &[]).map(|v| v.as_i64());
    s.set_window_size(width, HEIGHT)?;
    let Some(got) = inner()? else { return Err("window.innerWidth is not a number".into()) };
    if got == width {
        return Ok(width);
    }
    let window = width + (width - got);
    s.set_window_size(window, HEIGHT)?;
    match inner()? {
        Some(w) if w == width => Ok(window),
        w => Err(format!("cannot size the viewport to {width} px: window {window} px gives {w:?}")),
    }
}

/// A `file://` URL for `path` (absolute; the temporary directory's names need no
/// escaping beyond spaces).
fn file_url(path: &Path) -> String {
    format!("file://{}", path.display().to_string().replace(' ', "%20"))
}

/// The root's widths, and where they differ the element reaching furthest right that
/// no scrolling box of its own clips (the last such in document order, so the innermost
/// of equals).
const OVERFLOW_JS: &str = r##"
var de = document.documentElement;
var out = { inner: window.innerWidth, client: de.clientWidth, scroll: de.scrollWidth, widest: null };
if (de.scrollWidth <= de.clientWidth) return out;
function clipped(e) {
  for (var p = e.parentElement; p && p !== document.body && p !== de; p = p.parentElement) {
    if (getComputedStyle(p).overflowX !== "visible") return true;
  }
  return false;
}
function name(e) {
  var s = e.tagName.toLowerCase();
  if (e.id) s += "#" + e.id;
  var c = e.getAttribute("class");
  if (c) s += "." + c.trim().split(/\s+/).join(".");
  return s;
}
var best = null, right = -1;
var all = document.body.getElementsByTagName("*");
for (var i = 0; i < all.length; i++) {
  var r = all[i].getBoundingClientRect().right + window.scrollX;
  if (r >= right && r > de.clientWidth && !clipped(all[i])) { right = r; best = all[i]; }
}
if (best) {
  var path = [];
  for (var e = best; e && e !== de; e = e.parentElement) path.unshift(name(e));
  out.widest = path.join(" > ") + " (right edge at " + Math.round(right) + " px)";
}
return out;
"##;

/// What the step-through shows: `body[data-step]`, `body[data-steps]`, the `#regs` text
/// and the `#slider`'s attributes.
#[derive(Debug)]
struct State {
    step: Option<String>,
    steps: Option<String>,
    regs: Option<String>,
    slider: Value,
}

impl State {
    fn read(s: &Session<'_>) -> Result<State, String> {
        let v = s.execute(
            r##"var b = document.body.dataset, r = document.querySelector("#regs"), sl = document.querySelector("#slider");
            return { step: b.step === undefined ? null : b.step, steps: b.steps === undefined ? null : b.steps,
                     regs: r ? r.innerText : null,
                     slider: sl ? { type: sl.type, max: sl.max, value: sl.value } : null };"##,
            &[],
        )?;
        let text = |k: &str| v[k].as_str().map(str::to_string);
        Ok(State { step: text("step"), steps: text("steps"), regs: text("regs"), slider: v["slider"].clone() })
    }

    fn step(&self) -> Option<i64> {
        self.step.as_deref().and_then(|s| s.parse().ok())
    }
}

/// c: the keys, the buttons and the slider.
fn check_stepping(s: &Session<'_>, start: &State, failures: &mut Vec<String>) -> Result<(), String> {
    let Some(steps) = start.steps.as_deref().and_then(|n| n.parse::<i64>().ok()) else {
        failures.push(format!("body[data-steps] is not a number: {:?}", start.steps));
        return Ok(());
    };
    let Some(step) = start.step().filter(|i| (0..steps).contains(i)) else {
        failures.push(format!("body[data-step] is not a step in 0..{steps}: {:?}", start.step));
        return Ok(());
    };
    if steps < 2 {
        failures.push(format!("only {steps} step(s): nothing to step through"));
        return Ok(());
    }
    if start.regs.is_none() {
        failures.push("no #regs".into());
    }
    let mut fails = Vec::new();
    check_slider(&start.slider, steps, step, &mut fails);

    // Forward from the start, then back (backward first where it starts on the last
    // step): with the keys, then with the buttons. A move that lands wrong ends its pair.
    let forward = step + 1 < steps;
    let ahead = if forward { step + 1 } else { step - 1 };
    let (right, left) = (("ArrowRight", Move::Key(ARROW_RIGHT)), ("ArrowLeft", Move::Key(ARROW_LEFT)));
    let (next, prev) = (("#next", Move::Click("#next")), ("#prev", Move::Click("#prev")));
    let pairs = if forward { [(right, left), (next, prev)] } else { [(left, right), (prev, next)] };
    for (there, back) in pairs {
        for ((what, how), want) in [(there, ahead), (back, step)] {
            let before = State::read(s)?;
            match how {
                Move::Key(k) => s.press(k)?,
                Move::Click(css) => s.click(css)?,
            }
            let after = State::read(s)?;
            if after.step() != Some(want) {
                fails.push(format!("{what}: data-step {:?} -> {:?}, expected {want}", before.step, after.step));
                break;
            }
            if after.regs == before.regs {
                fails.push(format!("{what}: #regs unchanged from step {:?} to step {want}", before.step));
            }
            if want == step && after.regs != start.regs {
                fails.push(format!("{what}: back on step {step}, #regs differs from what it showed first"));
            }
            check_slider(&after.slider, steps, want, &mut fails);
        }
    }
    fails.dedup();
    failures.extend(fails);
    Ok(())
}

/// A way to move the step-through.
#[derive(Clone, Copy)]
enum Move {
    /// Press this key (a WebDriver key code).
    Key(&'static str),
    /// Click the element this selects.
    Click(&'static str),
}

/// The `#slider` is a range input with `max` = `steps` - 1 and value `step`.
fn check_slider(slider: &Value, steps: i64, step: i64, failures: &mut Vec<String>) {
    if slider.is_null() {
        failures.push("no #slider".into());
    } else if slider["type"] != "range" || number(&slider["max"]) != Some(steps - 1) {
        failures.push(format!("#slider should be type=range max={}: {slider}", steps - 1));
    } else if number(&slider["value"]) != Some(step) {
        failures.push(format!("#slider value {} on step {step}", slider["value"]));
    }
}

/// An attribute's value as an integer.
fn number(v: &Value) -> Option<i64> {
    v.as_str().and_then(|s| s.parse().ok())
}

/// d: hex values in the register and stack views.
fn check_values(s: &Session<'_>, failures: &mut Vec<String>) -> Result<(), String> {
    let v = s.execute(
        r##"var rip = document.querySelector('#regs [data-reg="rip"] .val');
        return { rip: rip ? rip.innerText.trim() : null,
                 stack: Array.from(document.querySelectorAll("#stack .cell .val"), function (e) { return e.innerText.trim(); }) };"##,
        &[],
    )?;
    match v["rip"].as_str() {
        Some(rip) if is_hex(rip) => {}
        rip => failures.push(format!("#regs [data-reg=\"rip\"] .val should be 0x and hex digits: {rip:?}")),
    }
    let stack: Vec<&str> =
        v["stack"].as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
    if !stack.iter().any(|c| is_hex(c)) {
        failures.push(format!("no hex value among the {} `#stack .cell .val`: {stack:?}", stack.len()));
    }
    Ok(())
}

/// `0x` and lower-case hex digits.
fn is_hex(s: &str) -> bool {
    s.strip_prefix("0x")
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)))
}
