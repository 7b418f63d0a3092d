//! The sharing server: HTTP/1.1 (hyper) on one thread of its own running a tokio
//! runtime, serving the phones' page of one game and its event stream.
//!
//! What it answers (`TOKEN` is the game's [`Token`]; anything else gets the same bare
//! 404, whatever the method):
//!
//! | path | answer |
//! |---|---|
//! | `/TOKEN/` | the page, the table already drawn in it (`?lang=en\|fr`, else the browser's language) |
//! | `/TOKEN/events` | the event stream (server-sent events): the table now, then at every change |
//! | `/TOKEN/view.json` | the table now, as one event's JSON |
//! | `/TOKEN/page.js`, `/TOKEN/icon.png` | the page's script and icon, embedded in Deputy |
//!
//! GET only (405 otherwise), no request body (413), headers up to 8 KiB (431), no
//! cookie, nothing read from disk. At most [`MAX_CONNECTIONS`] connections at once, and
//! nobody without the link can hold them: a connection that has not sent a request
//! bearing the token within [`AUTH_TIMEOUT`] is closed, and at the limit a new
//! connection takes the place of the oldest one that has not shown the token; only
//! when every place is held by connections that showed it (pages, their streams) is a
//! new one refused (503). The token of an earlier game of this run sends its pages to
//! the current game (a `moved` event, or a redirect). Stopping the server (sharing turned off, Home,
//! Deputy closed) drops its runtime, which closes the listening socket and every open
//! connection.

use std::collections::VecDeque;
use std::convert::Infallible;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bytes::Bytes;
use http_body::Frame;
use hyper::body::Incoming;
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::sync::{Notify, mpsc, watch};

use super::page::{self, PageWords, Rendered, Shown};
use super::token::Token;
use crate::i18n::{I18n, Language};

/// The most connections served at once (8 phones need 8 streams and a few short
/// requests). At the limit a new connection takes the place of the oldest one that has
/// not shown the token; when all have shown it, the new one is refused (503).
pub const MAX_CONNECTIONS: usize = 32;
/// How long a new connection has to send a request bearing the token (its request line
/// and headers) before it is closed: a phone's browser sends it at once, so nobody
/// without the link holds a connection longer than this.
pub const AUTH_TIMEOUT: Duration = Duration::from_secs(1);
/// The largest request accepted: its request line and headers, in bytes (hyper's
/// smallest buffer; a longer request gets 431 and the connection is closed).
pub const MAX_REQUEST_BYTES: usize = 8192;
/// The most headers a request may carry.
pub const MAX_HEADERS: usize = 64;
/// How long a connection may take to send its request's headers.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// A `ping` event is sent on a quiet stream this often, so that a page (and the
/// server) notices a connection that died without a word.
pub const PING_INTERVAL: Duration = Duration::from_secs(15);
/// How soon a page's browser reconnects after losing the stream (the stream's `retry`).
pub const RETRY_MS: u64 = 1000;
/// How long the server waits, at Home, for the pages to receive the `home` event before
/// it closes.
pub const HOME_GRACE: Duration = Duration::from_millis(500);

/// What the server is started with.
pub struct Config {
    /// The socket, already listening (see [`super::net::bind`]).
    pub listener: std::net::TcpListener,
    /// The game's token.
    pub token: Token,
    /// Tokens of the games shared earlier in this run: their pages follow to this one.
    pub followed: Vec<Token>,
    /// Told the number of pages watching whenever it changes (from the server's thread;
    /// the shell asks for a repaint).
    pub on_watchers: Box<dyn Fn(usize) + Send + Sync>,
    /// How long a new connection has to show the token ([`AUTH_TIMEOUT`]; tests make it
    /// longer to prove the limit holds without it).
    pub auth_timeout: Duration,
}

enum Command {
    Show(Box<Shown>),
    Home,
    Stop,
}

/// A running server. Dropping it stops it and closes every connection.
pub struct Server {
    addr: SocketAddr,
    commands: mpsc::UnboundedSender<Command>,
    watchers: Arc<AtomicUsize>,
    thread: Option<JoinHandle<()>>,
}

impl Server {
    /// Starts serving `shown` on `config`'s socket, on a thread of its own.
    ///
    /// # Errors
    /// The socket cannot be used, or the thread cannot start.
    pub fn start(config: Config, shown: Shown) -> io::Result<Self> {
        let addr = config.listener.local_addr()?;
        config.listener.set_nonblocking(true)?;
        let (commands, receiver) = mpsc::unbounded_channel();
        let watchers = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&watchers);
        let thread = std::thread::Builder::new()
            .name("deputy-share".into())
            .spawn(move || run(config, shown, receiver, counted))?;
        Ok(Self {
            addr,
            commands,
            watchers,
            thread: Some(thread),
        })
    }

    /// The address the server listens on.
    #[must_use]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Shows `shown` to every page, as the next event.
    pub fn show(&self, shown: Shown) {
        let _ = self.commands.send(Command::Show(Box::new(shown)));
    }

    /// How many pages follow the stream now.
    #[must_use]
    pub fn watching(&self) -> usize {
        self.watchers.load(Ordering::Relaxed)
    }

    /// Tells every page that Deputy went back to Home, then closes the server and every
    /// connection (within [`HOME_GRACE`], without waiting here).
    pub fn home(mut self) {
        let _ = self.commands.send(Command::Home);
        // Detached: the thread ends by itself once the pages have the news.
        self.thread = None;
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(thread) = self.thread.take() {
            let _ = self.commands.send(Command::Stop);
            if thread.join().is_err() {
                log::error!("the sharing server's thread panicked");
            }
        }
    }
}

fn run(
    config: Config,
    shown: Shown,
    commands: mpsc::UnboundedReceiver<Command>,
    watchers: Arc<AtomicUsize>,
) {
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            log::error!("sharing stopped: no runtime: {e}");
            return;
        }
    };
    runtime.block_on(serve(config, shown, commands, watchers));
    // Dropping the runtime drops every connection's task, which closes its socket.
}

/// The table drawn in both languages, with its event id.
struct Current {
    id: u64,
    home: bool,
    en: Rendered,
    fr: Rendered,
}

impl Current {
    fn draw(shown: &Shown, id: u64, i18n: &mut I18n) -> Self {
        Self {
            id,
            home: matches!(shown, Shown::Home),
            en: page::render(shown, id, i18n, Language::En),
            fr: page::render(shown, id, i18n, Language::Fr),
        }
    }

    fn in_language(&self, language: Language) -> &Rendered {
        match language {
            Language::En => &self.en,
            Language::Fr => &self.fr,
        }
    }

    /// The event, as the stream sends it.
    fn event(&self, language: Language) -> Bytes {
        let kind = if self.home { "home" } else { "table" };
        Bytes::from(format!(
            "id: {}\nevent: {kind}\ndata: {}\n\n",
            self.id,
            self.in_language(language).json
        ))
    }
}

/// Event ids: milliseconds since 1970 at the event, made strictly increasing, so that a
/// page can tell an event it has from one it lacks, across restarts of Deputy too.
struct Ids {
    last: u64,
}

impl Ids {
    fn next(&mut self) -> u64 {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
        self.last = now.max(self.last + 1);
        self.last
    }
}

/// What every connection reads.
struct Shared {
    token: Token,
    followed: Vec<Token>,
    current: watch::Receiver<Arc<Current>>,
    words: PageWords,
    watchers: Arc<AtomicUsize>,
    on_watchers: Box<dyn Fn(usize) + Send + Sync>,
    auth_timeout: Duration,
    slots: Mutex<Slots>,
}

/// The connections open now, oldest first, each with whether it showed the token and
/// how to close it.
#[derive(Default)]
struct Slots {
    next: u64,
    open: VecDeque<Slot>,
}

struct Slot {
    id: u64,
    shown: Arc<AtomicBool>,
    close: Arc<Notify>,
}

impl Slots {
    /// Makes room for a new connection: at the limit, closes the oldest connection that
    /// has not shown the token. Returns the new connection's slot, or `None` when every
    /// place is held by connections that showed it.
    fn take(&mut self) -> Option<(u64, Arc<AtomicBool>, Arc<Notify>)> {
        if self.open.len() >= MAX_CONNECTIONS {
            let oldest = self
                .open
                .iter()
                .position(|s| !s.shown.load(Ordering::Relaxed))?;
            if let Some(slot) = self.open.remove(oldest) {
                slot.close.notify_one();
            }
        }
        self.next += 1;
        let slot = Slot {
            id: self.next,
            shown: Arc::new(AtomicBool::new(false)),
            close: Arc::new(Notify::new()),
        };
        let taken = (slot.id, Arc::clone(&slot.shown), Arc::clone(&slot.close));
        self.open.push_back(slot);
        Some(taken)
    }

    fn free(&mut self, id: u64) {
        self.open.retain(|s| s.id != id);
    }
}

async fn serve(
    config: Config,
    shown: Shown,
    mut commands: mpsc::UnboundedReceiver<Command>,
    watchers: Arc<AtomicUsize>,
) {
    let listener = match tokio::net::TcpListener::from_std(config.listener) {
        Ok(listener) => listener,
        Err(e) => {
            log::error!("sharing stopped: {e}");
            return;
        }
    };
    let mut i18n = crate::games::i18n(Language::En);
    let mut ids = Ids { last: 0 };
    let words = PageWords::new(&mut i18n);
    let first = Current::draw(&shown, ids.next(), &mut i18n);
    let (publish, current) = watch::channel(Arc::new(first));
    let shared = Arc::new(Shared {
        token: config.token,
        followed: config.followed,
        current,
        words,
        watchers,
        on_watchers: config.on_watchers,
        auth_timeout: config.auth_timeout,
        slots: Mutex::new(Slots::default()),
    });
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => accept(stream, &shared),
                Err(e) => log::warn!("sharing: a connection failed: {e}"),
            },
            command = commands.recv() => match command {
                Some(Command::Show(shown)) => {
                    publish.send_replace(Arc::new(Current::draw(&shown, ids.next(), &mut i18n)));
                }
                Some(Command::Home) => {
                    drop(listener);
                    publish.send_replace(Arc::new(Current::draw(&Shown::Home, ids.next(), &mut i18n)));
                    let deadline = tokio::time::Instant::now() + HOME_GRACE;
                    while shared.watchers.load(Ordering::Relaxed) > 0
                        && tokio::time::Instant::now() < deadline
                    {
                        tokio::time::sleep(Duration::from_millis(10)).await;
                    }
                    // The last chunk of each stream is written after its feeder ends.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    return;
                }
                Some(Command::Stop) | None => return,
            },
        }
    }
}

/// Holds a connection's slot while it lives.
struct Connection {
    shared: Arc<Shared>,
    id: u64,
}

impl Drop for Connection {
    fn drop(&mut self) {
        lock(&self.shared.slots).free(self.id);
    }
}

/// The slots, even if a thread panicked while holding them (they stay consistent: each
/// change is one call).
fn lock(slots: &Mutex<Slots>) -> std::sync::MutexGuard<'_, Slots> {
    slots
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn accept(stream: tokio::net::TcpStream, shared: &Arc<Shared>) {
    let Some((id, shown, close)) = lock(&shared.slots).take() else {
        // Every place is held by pages that showed the token: a short refusal, written
        // without waiting, then closed.
        let _ = stream.try_write(
            b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        );
        return;
    };
    let guard = Connection {
        shared: Arc::clone(shared),
        id,
    };
    let shared = Arc::clone(shared);
    tokio::spawn(async move {
        let _guard = guard;
        let timeout = shared.auth_timeout;
        let marked = Arc::clone(&shown);
        let service = hyper::service::service_fn(move |request| {
            let response = route(&request, &shared, &marked);
            async move { Ok::<_, Infallible>(response) }
        });
        let mut builder = hyper::server::conn::http1::Builder::new();
        builder
            .timer(TokioTimer::new())
            .header_read_timeout(HEADER_TIMEOUT)
            .max_buf_size(MAX_REQUEST_BYTES)
            .max_headers(MAX_HEADERS);
        let connection = builder.serve_connection(TokioIo::new(stream), service);
        // Closed (the task ends, its socket with it) when it has not shown the token in
        // time, or when a newer connection took its place.
        let deadline = async {
            tokio::time::sleep(timeout).await;
            if shown.load(Ordering::Relaxed) {
                std::future::pending::<()>().await;
            }
        };
        tokio::select! {
            ended = connection => if let Err(e) = ended {
                log::debug!("sharing: a connection ended: {e}");
            },
            () = deadline => log::debug!("sharing: a connection closed: no token in time"),
            () = close.notified() => log::debug!("sharing: a connection closed: its place was taken"),
        }
    });
}

/// A response's body: whole, or a stream of events.
pub enum Body {
    /// The whole body (taken once sent).
    Full(Option<Bytes>),
    /// Events, as they come; ends when the sender is dropped.
    Stream(mpsc::Receiver<Bytes>),
}

impl http_body::Body for Body {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        match self.get_mut() {
            Self::Full(bytes) => Poll::Ready(bytes.take().map(|b| Ok(Frame::data(b)))),
            Self::Stream(events) => events.poll_recv(cx).map(|b| b.map(|b| Ok(Frame::data(b)))),
        }
    }

    fn is_end_stream(&self) -> bool {
        matches!(self, Self::Full(None))
    }

    fn size_hint(&self) -> http_body::SizeHint {
        match self {
            Self::Full(bytes) => {
                http_body::SizeHint::with_exact(bytes.as_ref().map_or(0, |b| b.len() as u64))
            }
            Self::Stream(_) => http_body::SizeHint::default(),
        }
    }
}

/// A response with the headers every answer carries: no caching, no sniffing, no
/// referrer (the address holds the token), no framing by another page.
fn respond(status: StatusCode, content_type: &'static str, body: Body) -> Response<Body> {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

fn full(status: StatusCode, content_type: &'static str, body: impl Into<Bytes>) -> Response<Body> {
    respond(status, content_type, Body::Full(Some(body.into())))
}

/// The one answer for anything without the token: it says nothing else.
fn not_found() -> Response<Body> {
    full(
        StatusCode::NOT_FOUND,
        "text/plain; charset=utf-8",
        "Not found\n",
    )
}

fn redirect(status: StatusCode, location: &str) -> Response<Body> {
    let mut response = full(status, "text/plain; charset=utf-8", Bytes::new());
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

/// The page's Content-Security-Policy: its own script and icon, its stream, inline
/// styles; nothing else.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; \
img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// One query parameter's value.
fn query_value<'a>(query: Option<&'a str>, name: &str) -> Option<&'a str> {
    query?
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// The page's language: `?lang=`, else the first of English or French in the browser's
/// `Accept-Language`, else English.
#[must_use]
pub fn language_of(query: Option<&str>, accept_language: Option<&str>) -> Language {
    if let Some(language) = query_value(query, "lang").and_then(Language::from_code) {
        return language;
    }
    accept_language
        .into_iter()
        .flat_map(|header| header.split(','))
        .filter_map(|range| Language::from_code(range.split(';').next()?.trim()))
        .next()
        .unwrap_or(Language::En)
}

/// Answers a request; marks the connection `shown` when it bears a token this server
/// knows.
fn route(request: &Request<Incoming>, shared: &Arc<Shared>, shown: &AtomicBool) -> Response<Body> {
    let path = request.uri().path();
    let (token_text, rest) = match path.trim_start_matches('/').split_once('/') {
        Some((token, rest)) => (token, Some(rest)),
        None => (path.trim_start_matches('/'), None),
    };
    let current = shared.token.matches(token_text);
    if !current && !shared.followed.iter().any(|t| t.matches(token_text)) {
        return not_found();
    }
    shown.store(true, Ordering::Relaxed);
    if request.method() != Method::GET {
        let mut response = full(
            StatusCode::METHOD_NOT_ALLOWED,
            "text/plain; charset=utf-8",
            "GET only\n",
        );
        response
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET"));
        return response;
    }
    let has_body = request.headers().contains_key(header::TRANSFER_ENCODING)
        || request
            .headers()
            .get(header::CONTENT_LENGTH)
            .is_some_and(|v| v.as_bytes() != b"0");
    if has_body {
        return full(
            StatusCode::PAYLOAD_TOO_LARGE,
            "text/plain; charset=utf-8",
            "No request body\n",
        );
    }
    let query = request.uri().query();
    let accept = request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let language = language_of(query, accept);
    let home = format!("/{}/", shared.token);
    if !current {
        // An earlier game of this run: its pages follow to the game now shared.
        return if rest == Some("events") {
            let event = format!(
                "retry: {RETRY_MS}\nevent: moved\ndata: {}\n\n",
                serde_json::json!({ "url": home })
            );
            full(StatusCode::OK, "text/event-stream; charset=utf-8", event)
        } else {
            redirect(StatusCode::TEMPORARY_REDIRECT, &home)
        };
    }
    match rest {
        None => redirect(StatusCode::PERMANENT_REDIRECT, &home),
        Some("") => {
            let now = Arc::clone(&shared.current.borrow());
            let html = page::page_html(
                now.in_language(language),
                now.id,
                now.home,
                language,
                &shared.words,
            );
            let mut response = full(StatusCode::OK, "text/html; charset=utf-8", html);
            response.headers_mut().insert(
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(CSP),
            );
            response
        }
        Some("events") => {
            let last = request
                .headers()
                .get("last-event-id")
                .and_then(|v| v.to_str().ok())
                .or_else(|| query_value(query, "last"))
                .and_then(|v| v.parse::<u64>().ok());
            events(shared, language, last)
        }
        Some("view.json") => {
            let now = Arc::clone(&shared.current.borrow());
            let json = now.in_language(language).json.clone();
            full(StatusCode::OK, "application/json", json)
        }
        Some("page.js") => full(
            StatusCode::OK,
            "text/javascript; charset=utf-8",
            page::SCRIPT,
        ),
        Some("icon.png") => full(StatusCode::OK, "image/png", page::ICON_PNG),
        Some(_) => not_found(),
    }
}

/// Counts a page on the stream while it lives, and tells the shell.
struct Watching(Arc<Shared>);

impl Watching {
    fn new(shared: &Arc<Shared>) -> Self {
        let now = shared.watchers.fetch_add(1, Ordering::Relaxed) + 1;
        (shared.on_watchers)(now);
        Self(Arc::clone(shared))
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        let now = self.0.watchers.fetch_sub(1, Ordering::Relaxed) - 1;
        (self.0.on_watchers)(now);
    }
}

/// The event stream: the table now (unless the page already has it: `last`), then each
/// change, with a ping on a quiet stream. Ends at Home, or when the page goes.
fn events(shared: &Arc<Shared>, language: Language, last: Option<u64>) -> Response<Body> {
    let (sender, receiver) = mpsc::channel::<Bytes>(16);
    let shared = Arc::clone(shared);
    tokio::spawn(async move {
        let _watching = Watching::new(&shared);
        let mut current = shared.current.clone();
        let retry = Bytes::from(format!("retry: {RETRY_MS}\n\n"));
        if sender.send(retry).await.is_err() {
            return;
        }
        let mut sent = last;
        loop {
            let now = Arc::clone(&current.borrow_and_update());
            if sent != Some(now.id) {
                if sender.send(now.event(language)).await.is_err() {
                    return;
                }
                sent = Some(now.id);
            }
            if now.home {
                return;
            }
            tokio::select! {
                () = sender.closed() => return,
                changed = current.changed() => if changed.is_err() {
                    return;
                },
                () = tokio::time::sleep(PING_INTERVAL) => {
                    let ping = Bytes::from_static(b"event: ping\ndata: {}\n\n");
                    if sender.send(ping).await.is_err() {
                        return;
                    }
                }
            }
        }
    });
    respond(
        StatusCode::OK,
        "text/event-stream; charset=utf-8",
        Body::Stream(receiver),
    )
}

#[cfg(test)]
mod tests {
    use super::language_of;
    use crate::i18n::Language;

    #[test]
    fn the_language_follows_the_address_then_the_browser() {
        assert_eq!(language_of(Some("lang=fr"), Some("en-GB")), Language::Fr);
        assert_eq!(
            language_of(None, Some("de-DE,fr-CH;q=0.9,en;q=0.8")),
            Language::Fr
        );
        assert_eq!(language_of(Some("last=3"), Some("en-US,en")), Language::En);
        assert_eq!(language_of(None, Some("de")), Language::En);
        assert_eq!(language_of(Some("lang=xx"), None), Language::En);
    }
}
