//! A small WebDriver client for the browser tests: ChromeDriver started on a free
//! localhost port (and killed when dropped, a failed test included), one session with
//! headless Chromium, and the few commands the tests use, spoken as JSON over a
//! hand-written HTTP/1.1 client on `std::net::TcpStream` (ChromeDriver listens on
//! localhost only, so there is no TLS, and no async runtime is needed).
//!
//! Errors are strings naming the command and what ChromeDriver answered: they end up in a
//! test's failure message.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// The key in a WebDriver element reference (W3C).
const ELEMENT_KEY: &str = "element-6066-11e4-a52e-4f735466cecf";

/// How long one HTTP exchange with ChromeDriver may take (a navigation waits for the page
/// to load).
const HTTP_TIMEOUT: Duration = Duration::from_secs(60);

/// A running `chromedriver`, killed on drop.
pub struct Driver {
    child: Child,
    port: u16,
    log: PathBuf,
}

impl Driver {
    /// Starts `binary` on a free localhost port, logging to `log`, and waits until its
    /// `/status` says it is ready.
    pub fn start(binary: &Path, log: &Path) -> Result<Driver, String> {
        // Port 0 asks the kernel for a free port; it is released just before ChromeDriver
        // binds it, a window nothing else on a test machine races for.
        let port = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("finding a free port: {e}"))?
            .port();
        let child = Command::new(binary)
            .arg(format!("--port={port}"))
            .arg(format!("--log-path={}", log.display()))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("starting {}: {e}", binary.display()))?;
        let mut driver = Driver { child, port, log: log.to_path_buf() };
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Ok(Some(status)) = driver.child.try_wait() {
                return Err(format!("{} exited at start ({status}){}", binary.display(), driver.log_tail()));
            }
            if let Ok(v) = driver.call("GET", "/status", None) {
                if v["ready"] == Value::Bool(true) {
                    return Ok(driver);
                }
            }
            if Instant::now() > deadline {
                return Err(format!("{} not ready after 20 s on port {port}{}", binary.display(), driver.log_tail()));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The last lines of ChromeDriver's log, for an error message.
    pub fn log_tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        let tail = lines[lines.len().saturating_sub(20)..].join("\n");
        if tail.is_empty() {
            String::new()
        } else {
            format!("\nchromedriver log ({}):\n{tail}", self.log.display())
        }
    }

    /// Opens a session with `capabilities` (the `alwaysMatch` object).
    pub fn session(&self, capabilities: Value) -> Result<Session<'_>, String> {
        let v = self
            .call("POST", "/session", Some(&json!({ "capabilities": { "alwaysMatch": capabilities } })))
            .map_err(|e| format!("{e}{}", self.log_tail()))?;
        let id = v["sessionId"].as_str().ok_or_else(|| format!("new session: no sessionId in {v}"))?;
        Ok(Session { driver: self, id: id.to_string() })
    }

    /// One command: `method path` with `body` as JSON; the answer's `value`, or an error
    /// with the WebDriver error code and message.
    fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
        let what = format!("{method} {path}");
        let (status, text) = http(self.port, method, path, body).map_err(|e| format!("{what}: {e}"))?;
        let v: Value = serde_json::from_slice(&text)
            .map_err(|e| format!("{what}: HTTP {status}, not JSON ({e}): {}", String::from_utf8_lossy(&text)))?;
        let value = v.get("value").cloned().unwrap_or(Value::Null);
        if status != 200 {
            return Err(format!(
                "{what}: HTTP {status}: {}: {}",
                value["error"].as_str().unwrap_or("?"),
                value["message"].as_str().unwrap_or("?")
            ));
        }
        Ok(value)
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // Already gone is fine; nothing else can be done about a failed kill in a drop.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A WebDriver session; deleted (the browser closed) on drop.
pub struct Session<'d> {
    driver: &'d Driver,
    id: String,
}

impl Session<'_> {
    fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
        self.driver.call(method, &format!("/session/{}{path}", self.id), body)
    }

    /// Goes to `url` and waits for it to load.
    pub fn navigate(&self, url: &str) -> Result<(), String> {
        self.call("POST", "/url", Some(&json!({ "url": url }))).map(drop)
    }

    /// Sets the outer window's size.
    pub fn set_window_size(&self, width: i64, height: i64) -> Result<(), String> {
        self.call("POST", "/window/rect", Some(&json!({ "width": width, "height": height }))).map(drop)
    }

    /// Runs `script` (a function body; `arguments` holds `args`) and returns its result.
    pub fn execute(&self, script: &str, args: &[Value]) -> Result<Value, String> {
        self.call("POST", "/execute/sync", Some(&json!({ "script": script, "args": args })))
    }

    /// Presses and releases `key` (a WebDriver key code such as [`ARROW_RIGHT`]) in the
    /// focused element, then releases the input state.
    pub fn press(&self, key: &str) -> Result<(), String> {
        let actions = json!({ "actions": [{ "type": "key", "id": "keyboard", "actions": [
            { "type": "keyDown", "value": key },
            { "type": "keyUp", "value": key },
        ]}]});
        self.call("POST", "/actions", Some(&actions))?;
        self.call("DELETE", "/actions", None).map(drop)
    }

    /// Clicks the element `css` selects (ChromeDriver scrolls it into view first; it is an
    /// error if something else would receive the click).
    pub fn click(&self, css: &str) -> Result<(), String> {
        let v = self.call("POST", "/element", Some(&json!({ "using": "css selector", "value": css })))?;
        let id = v[ELEMENT_KEY].as_str().ok_or_else(|| format!("find {css}: no element reference in {v}"))?;
        self.call("POST", &format!("/element/{id}/click"), Some(&json!({}))).map(drop)
    }

    /// The viewport as a PNG.
    pub fn screenshot(&self) -> Result<Vec<u8>, String> {
        let v = self.call("GET", "/screenshot", None)?;
        let text = v.as_str().ok_or_else(|| format!("screenshot: not a string: {v:.80}"))?;
        base64_decode(text).ok_or_else(|| "screenshot: not base64".to_string())
    }

    /// The browser console's messages since the last call (each `{level, message,
    /// timestamp, source}`), through ChromeDriver's log endpoint; needs the capability
    /// `goog:loggingPrefs: {"browser": "ALL"}`.
    pub fn browser_log(&self) -> Result<Vec<Value>, String> {
        match self.call("POST", "/se/log", Some(&json!({ "type": "browser" })))? {
            Value::Array(entries) => Ok(entries),
            v => Err(format!("browser log: not a list: {v:.200}")),
        }
    }
}

impl Drop for Session<'_> {
    fn drop(&mut self) {
        // The browser goes with ChromeDriver anyway; this only closes it tidily.
        let _ = self.driver.call("DELETE", &format!("/session/{}", self.id), None);
    }
}

/// The WebDriver code of the right-arrow key.
pub const ARROW_RIGHT: &str = "\u{E014}";
/// The WebDriver code of the left-arrow key.
pub const ARROW_LEFT: &str = "\u{E012}";

/// One HTTP/1.1 exchange with `127.0.0.1:port` on a connection of its own: the status
/// code and the body. ChromeDriver keeps a connection open whatever `Connection: close`
/// says, so the body is read by its `Content-Length` (or its chunks), not to the end of
/// the stream.
fn http(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<(u16, Vec<u8>), String> {
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut stream = TcpStream::connect((Ipv4Addr::LOCALHOST, port)).map_err(|e| e.to_string())?;
    stream.set_read_timeout(Some(HTTP_TIMEOUT)).map_err(|e| e.to_string())?;
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: localhost:{port}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(body.as_bytes())).map_err(|e| e.to_string())?;
    let mut r = BufReader::new(stream);
    let mut status_line = String::new();
    r.read_line(&mut status_line).map_err(|e| format!("reading the status line: {e}"))?;
    let status = status_line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no status in {status_line:?}"))?;
    let (mut length, mut chunked) = (None, false);
    loop {
        let mut line = String::new();
        r.read_line(&mut line).map_err(|e| format!("reading the headers: {e}"))?;
        let line = line.trim_end().to_ascii_lowercase();
        if line.is_empty() {
            break;
        }
        if let Some(v) = line.strip_prefix("content-length:") {
            length = Some(v.trim().parse::<usize>().map_err(|e| format!("{line:?}: {e}"))?);
        } else if line.starts_with("transfer-encoding:") && line.contains("chunked") {
            chunked = true;
        }
    }
    let mut body = Vec::new();
    if chunked {
        loop {
            let mut size = String::new();
            r.read_line(&mut size).map_err(|e| format!("reading a chunk size: {e}"))?;
            let n = size
                .split(';')
                .next()
                .and_then(|s| usize::from_str_radix(s.trim(), 16).ok())
                .ok_or_else(|| format!("bad chunk size {size:?}"))?;
            let mut chunk = vec![0; n + 2]; // the chunk and its CRLF
            r.read_exact(&mut chunk).map_err(|e| format!("reading a chunk: {e}"))?;
            if n == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..n]);
        }
    } else if let Some(n) = length {
        body.resize(n, 0);
        r.read_exact(&mut body).map_err(|e| format!("reading the body: {e}"))?;
    } else {
        r.read_to_end(&mut body).map_err(|e| format!("reading the body: {e}"))?;
    }
    Ok((status, body))
}

/// Decodes standard padded base64 (RFC 4648), as WebDriver sends screenshots; `None` for
/// anything else.
fn base64_decode(s: &str) -> Option<Vec<u8>> {
    let digit = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let s = s.trim_end_matches('=').as_bytes();
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for &c in s {
        acc = acc << 6 | u32::from(digit(c)?);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::base64_decode;

    #[test]
    fn base64_decodes_rfc4648_vectors() {
        for (text, bytes) in [("", ""), ("Zg==", "f"), ("Zm8=", "fo"), ("Zm9v", "foo"), ("Zm9vYmFy", "foobar")] {
            assert_eq!(base64_decode(text).as_deref(), Some(bytes.as_bytes()), "{text}");
        }
        assert_eq!(base64_decode("Zm9v!"), None);
    }
}
