//! A small HTTP/1.1 client over the loopback for the sharing tests: whole answers, and
//! a server-sent event stream read event by event. Every read times out, so a test
//! never hangs on a server that says nothing.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// How long a read may wait.
pub const READ_TIMEOUT: Duration = Duration::from_secs(15);

/// A whole answer.
#[derive(Debug)]
pub struct Reply {
    /// The status code.
    pub status: u16,
    /// The status line and headers, as sent.
    pub head: String,
    /// The body (chunks joined).
    pub body: String,
}

impl Reply {
    /// A header's value (the first, name without case).
    pub fn header(&self, name: &str) -> Option<String> {
        self.head.lines().skip(1).find_map(|line| {
            let (n, v) = line.split_once(':')?;
            n.trim()
                .eq_ignore_ascii_case(name)
                .then(|| v.trim().to_owned())
        })
    }
}

fn connect(addr: SocketAddr) -> TcpStream {
    let stream = TcpStream::connect_timeout(&addr, READ_TIMEOUT).expect("the server answers");
    stream
        .set_read_timeout(Some(READ_TIMEOUT))
        .expect("a timeout");
    stream
}

/// Reads a status line and headers.
fn read_head(reader: &mut BufReader<TcpStream>) -> (u16, String) {
    let mut head = String::new();
    loop {
        let mut line = String::new();
        let n = reader.read_line(&mut line).expect("the head arrives");
        if n == 0 || line == "\r\n" {
            break;
        }
        head.push_str(&line);
    }
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, head)
}

/// Sends `raw` (a whole request) and reads the answer to the end of its body.
pub fn request(addr: SocketAddr, raw: &[u8]) -> Reply {
    let mut stream = connect(addr);
    stream.write_all(raw).expect("the request is sent");
    let mut reader = BufReader::new(stream);
    let (status, head) = read_head(&mut reader);
    let mut body = Vec::new();
    let head_request = raw.starts_with(b"HEAD ");
    let reply = Reply {
        status,
        head: head.clone(),
        body: String::new(),
    };
    if head_request {
        // A HEAD answer has no body, whatever its headers say.
    } else if reply
        .header("transfer-encoding")
        .is_some_and(|v| v.contains("chunked"))
    {
        while let Some(chunk) = read_chunk(&mut reader) {
            body.extend(chunk);
        }
    } else if let Some(len) = reply
        .header("content-length")
        .and_then(|v| v.parse::<usize>().ok())
    {
        body.resize(len, 0);
        reader.read_exact(&mut body).expect("the body arrives");
    } else {
        let _ = reader.read_to_end(&mut body);
    }
    Reply {
        status,
        head,
        body: String::from_utf8_lossy(&body).into_owned(),
    }
}

/// GET `path` with these extra header lines (each ending in `\r\n`).
pub fn get_with(addr: SocketAddr, path: &str, headers: &str) -> Reply {
    request(
        addr,
        format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{headers}\r\n")
            .as_bytes(),
    )
}

/// GET `path`.
pub fn get(addr: SocketAddr, path: &str) -> Reply {
    get_with(addr, path, "")
}

/// One chunk of a chunked body; `None` at the last (empty) chunk or the end.
fn read_chunk(reader: &mut BufReader<TcpStream>) -> Option<Vec<u8>> {
    let mut size = String::new();
    if reader.read_line(&mut size).ok()? == 0 {
        return None;
    }
    let len = usize::from_str_radix(size.trim(), 16).ok()?;
    if len == 0 {
        return None;
    }
    let mut chunk = vec![0; len + 2];
    reader.read_exact(&mut chunk).ok()?;
    chunk.truncate(len);
    Some(chunk)
}

/// A server-sent event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Event {
    /// `id:`, if any.
    pub id: Option<String>,
    /// `event:` (`message` when none).
    pub kind: String,
    /// `data:` lines, joined.
    pub data: String,
    /// `retry:`, if any.
    pub retry: Option<u64>,
}

impl Event {
    /// The data as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.data).expect("the event's data is JSON")
    }
}

/// An open event stream.
pub struct Events {
    /// The answer's status code.
    pub status: u16,
    /// The answer's head.
    pub head: String,
    reader: BufReader<TcpStream>,
    pending: String,
    chunked: bool,
}

impl Events {
    /// Opens `path` as a stream, with these extra header lines.
    pub fn open(addr: SocketAddr, path: &str, headers: &str) -> Self {
        let mut stream = connect(addr);
        stream
            .write_all(
                format!(
                    "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n{headers}\r\n"
                )
                .as_bytes(),
            )
            .expect("the request is sent");
        let mut reader = BufReader::new(stream);
        let (status, head) = read_head(&mut reader);
        let chunked = head
            .to_ascii_lowercase()
            .contains("transfer-encoding: chunked");
        Self {
            status,
            head,
            reader,
            pending: String::new(),
            chunked,
        }
    }

    /// The next event (a `retry:`-only block counts as one), or `None` when the stream
    /// ends or nothing comes within the read timeout.
    pub fn next(&mut self) -> Option<Event> {
        loop {
            if let Some(end) = self.pending.find("\n\n") {
                let block: String = self.pending.drain(..end + 2).collect();
                return Some(parse(&block));
            }
            let chunk = if self.chunked {
                read_chunk(&mut self.reader)?
            } else {
                // A whole body (a `moved` answer): what comes until the end.
                let mut buf = vec![0; 4096];
                let n = self.reader.read(&mut buf).ok().filter(|&n| n > 0)?;
                buf.truncate(n);
                buf
            };
            self.pending.push_str(&String::from_utf8_lossy(&chunk));
        }
    }

    /// The data of the first event (not a ping) whose JSON satisfies `wanted`, among the
    /// next ten.
    pub fn until(&mut self, wanted: impl Fn(&serde_json::Value) -> bool) -> serde_json::Value {
        for _ in 0..10 {
            let event = self.next_news().expect("an event");
            let json = event.json();
            if wanted(&json) {
                return json;
            }
        }
        panic!("the event awaited never came");
    }

    /// The next event that is not a ping or a bare `retry:`.
    pub fn next_news(&mut self) -> Option<Event> {
        loop {
            let event = self.next()?;
            if event.kind != "ping" && !event.data.is_empty() {
                return Some(event);
            }
        }
    }
}

fn parse(block: &str) -> Event {
    let mut event = Event {
        kind: "message".into(),
        ..Event::default()
    };
    let mut data = Vec::new();
    for line in block.lines() {
        let (field, value) = line.split_once(':').unwrap_or((line, ""));
        let value = value.strip_prefix(' ').unwrap_or(value);
        match field {
            "id" => event.id = Some(value.to_owned()),
            "event" => event.kind = value.to_owned(),
            "data" => data.push(value),
            "retry" => event.retry = value.parse().ok(),
            _ => {}
        }
    }
    event.data = data.join("\n");
    event
}

/// The app's start options for the sharing tests: sharing on the loopback, any free
/// port (or the one a resumed game was shared on), continuing the last game if `resume`.
pub fn sharing_on_loopback(resume: bool) -> deputy::app::StartOptions {
    deputy::app::StartOptions {
        resume,
        share: deputy::share::ShareStart {
            on: true,
            listen: Some("127.0.0.1:0".parse().expect("an address")),
            print: false,
        },
        ..deputy::app::StartOptions::default()
    }
}
