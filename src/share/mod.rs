//! Sharing to phones: Deputy serves the game's public face to the browsers on the
//! table's network, live, with nothing to install.
//!
//! Off by default. "Share to phones" on the top bar (or `--share`) starts a small web
//! server ([`server`]) for the game on the table; its address is shown as text and as a
//! QR code ([`ui`]), with the number of phones watching. The page ([`page`]) is drawn
//! from the game's [`crate::core::public::Public`] view, so it never holds a value the
//! table keeps face down. The shell calls [`Sharing::after_frame`] once per frame, the
//! one place that publishes: every accepted action, undo, redo and new caption reaches
//! the pages as the next event; going back to Home tells the pages so and closes the
//! server; a new game is served again on the same port, its pages following. Turning
//! sharing off, or closing Deputy, closes the server and every connection.
//!
//! Each game's token is remembered in the settings by its save file's name, with its
//! port, so that Deputy restarted with `--resume --share` is found again by the pages
//! left open (never in the save itself).

pub mod net;
pub mod page;
pub mod server;
pub mod token;
pub mod ui;

use std::collections::BTreeMap;
use std::io::Write as _;
use std::net::{IpAddr, SocketAddr};

use serde::{Deserialize, Serialize};

use crate::core::message::Message;
use crate::host::Table;
use page::{HISTORY_LINES, Shown, TablePage};
use server::{Config, Server};
use token::Token;

/// What the command line asks of sharing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShareStart {
    /// Share from the start (`--share`, `--share-addr`).
    pub on: bool,
    /// Where to listen (`--share-addr ADDR:PORT`); every interface, near port 7878,
    /// when `None`.
    pub listen: Option<SocketAddr>,
    /// Print `Sharing at http://ADDRESS:PORT/TOKEN/` on standard output whenever a
    /// game is shared (`--share`).
    pub print: bool,
}

/// A shared game, as remembered in the settings: its token and port.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SharedGame {
    /// The token (32 hex digits).
    pub token: String,
    /// The port it was served on.
    pub port: u16,
}

/// What the settings remember of shared games: each one's token and port, by the name
/// of its save file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ShareMemory {
    /// By save file name.
    pub games: BTreeMap<String, SharedGame>,
}

/// How soon the shell draws again when the number of pages watching changes.
const WATCHERS_REPAINT: std::time::Duration = std::time::Duration::from_millis(15);

/// A server running for the game on the table.
struct Running {
    server: Server,
    token: Token,
    addresses: Vec<IpAddr>,
    chosen: usize,
    changes: u64,
    caption: Option<Message>,
}

/// Sharing, as the shell holds it: whether it is wanted, the server of the game on the
/// table, and the panel's state.
pub struct Sharing {
    wanted: bool,
    listen: Option<SocketAddr>,
    print: bool,
    running: Option<Running>,
    /// Why the server could not start for this table (shown in the panel; not retried
    /// every frame).
    problem: Option<Message>,
    tried: bool,
    /// Tokens of the games shared earlier in this run: their pages follow.
    followed: Vec<Token>,
    /// The port of the last server of this run: the next game is served on it again.
    last_port: Option<u16>,
    panel_open: bool,
    qr: Option<(String, egui::TextureHandle)>,
}

impl Sharing {
    /// Sharing as the command line asks (off by default).
    #[must_use]
    pub fn new(start: ShareStart) -> Self {
        Self {
            wanted: start.on,
            listen: start.listen,
            print: start.print,
            running: None,
            problem: None,
            tried: false,
            followed: Vec::new(),
            last_port: None,
            // `--share`: the address and its code are on screen as the first game opens.
            panel_open: start.on,
            qr: None,
        }
    }

    /// Whether sharing is on (the server runs while a game is on the table).
    #[must_use]
    pub fn is_on(&self) -> bool {
        self.wanted
    }

    /// Turns sharing on (opening the panel) or off (closing the server and every
    /// connection at the end of the frame).
    pub fn set_on(&mut self, on: bool) {
        self.wanted = on;
        self.panel_open = on;
        self.tried = false;
        self.problem = None;
    }

    /// Whether the panel with the address and its code shows (while sharing is on).
    #[must_use]
    pub fn panel_open(&self) -> bool {
        self.panel_open
    }

    /// Shows or hides the panel with the address and its code; sharing goes on either
    /// way (the top bar's "Sharing: N phones" toggles it).
    pub fn set_panel_open(&mut self, open: bool) {
        self.panel_open = open;
    }

    /// The page's address as shown (the interface chosen), while the server runs.
    #[must_use]
    pub fn url(&self) -> Option<String> {
        let running = self.running.as_ref()?;
        let ip = running.addresses.get(running.chosen).copied()?;
        Some(url(ip, running.server.addr().port(), running.token))
    }

    /// The address the server listens on, while it runs.
    #[must_use]
    pub fn listening(&self) -> Option<SocketAddr> {
        self.running.as_ref().map(|r| r.server.addr())
    }

    /// How many phones follow the page now.
    #[must_use]
    pub fn watching(&self) -> usize {
        self.running.as_ref().map_or(0, |r| r.server.watching())
    }

    /// Why the server could not start, if it could not.
    #[must_use]
    pub fn problem(&self) -> Option<&Message> {
        self.problem.as_ref()
    }

    /// The publishing hook, called by the shell once per frame after the commands and
    /// cues: starts the server when a game is on the table and sharing is on, shows the
    /// table again when it changed (an action, undo, redo, the operator's peek) or its
    /// caption did, tells the pages when Deputy went back to Home and closes, closes when
    /// sharing is turned off. Everything the page shows comes from `table` as the laptop
    /// shows it now: its public face, its history and the caption of its header (which
    /// belongs to the journal's step: an undo clears it, a redo brings it back); `memory`
    /// keeps each game's token.
    pub fn after_frame(
        &mut self,
        ctx: &egui::Context,
        table: Option<&dyn Table>,
        memory: &mut ShareMemory,
    ) {
        let Some(table) = table else {
            if let Some(running) = self.running.take() {
                self.followed.push(running.token);
                running.server.home();
            }
            self.tried = false;
            self.problem = None;
            return;
        };
        if !self.wanted {
            if let Some(running) = self.running.take() {
                self.followed.push(running.token);
                drop(running);
            }
            return;
        }
        let Some(running) = &mut self.running else {
            if !self.tried {
                self.tried = true;
                self.start(ctx, table, memory);
            }
            return;
        };
        if table.changes() != running.changes || table.caption() != running.caption.as_ref() {
            running.changes = table.changes();
            running.caption = table.caption().cloned();
            running.server.show(Shown::Table(Box::new(page_of(table))));
        }
    }

    fn start(&mut self, ctx: &egui::Context, table: &dyn Table, memory: &mut ShareMemory) {
        let key = table
            .save_path()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned());
        let remembered = key.as_ref().and_then(|k| memory.games.get(k));
        let token = remembered
            .and_then(|g| Token::parse(&g.token))
            .unwrap_or_else(Token::generate);
        let preferred: Vec<u16> = remembered
            .map(|g| g.port)
            .into_iter()
            .chain(self.last_port)
            .collect();
        let listener = match net::bind(self.listen, &preferred) {
            Ok(listener) => listener,
            Err(e) => {
                log::warn!("sharing: cannot listen: {e}");
                self.problem = Some(Message::new("share-problem").text("reason", e.to_string()));
                return;
            }
        };
        self.followed.retain(|t| *t != token);
        let repaint = ctx.clone();
        // The panel's "3 phones watching" is drawn again within a frame's time; a delayed
        // repaint, not an immediate one, so that a page arriving or leaving never lengthens
        // the frame being drawn (nor a test's run of frames).
        let config = Config {
            listener,
            token,
            followed: self.followed.clone(),
            on_watchers: Box::new(move |_| repaint.request_repaint_after(WATCHERS_REPAINT)),
            auth_timeout: server::AUTH_TIMEOUT,
        };
        let server = match Server::start(config, Shown::Table(Box::new(page_of(table)))) {
            Ok(server) => server,
            Err(e) => {
                log::warn!("sharing: cannot start: {e}");
                self.problem = Some(Message::new("share-problem").text("reason", e.to_string()));
                return;
            }
        };
        let addr = server.addr();
        self.last_port = Some(addr.port());
        if let (Some(key), Some(path)) = (key, table.save_path()) {
            // Forget the games whose save is gone; remember this one.
            if let Some(dir) = path.parent() {
                memory.games.retain(|name, _| dir.join(name).exists());
            }
            memory.games.insert(
                key,
                SharedGame {
                    token: token.to_string(),
                    port: addr.port(),
                },
            );
        }
        let addresses = net::addresses(addr.ip());
        let running = Running {
            server,
            token,
            addresses,
            chosen: 0,
            changes: table.changes(),
            caption: table.caption().cloned(),
        };
        self.problem = None;
        self.running = Some(running);
        if self.print
            && let Some(url) = self.url()
        {
            // The one line `--share` promises on standard output.
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "Sharing at {url}");
            let _ = out.flush();
        }
        log::info!("sharing on {addr}");
    }
}

/// The page's address for `ip`.
fn url(ip: IpAddr, port: u16, token: Token) -> String {
    match ip {
        IpAddr::V4(v4) => format!("http://{v4}:{port}/{token}/"),
        IpAddr::V6(v6) => format!("http://[{v6}]:{port}/{token}/"),
    }
}

/// The table as the page shows it, all from the table as the laptop shows it now: its
/// public face, the caption of its header, the recent history (newest first).
fn page_of(table: &dyn Table) -> TablePage {
    TablePage {
        snapshot: table.public(),
        caption: table.caption().cloned(),
        history: table
            .history()
            .iter()
            .rev()
            .flat_map(|lines| lines.iter().rev())
            .take(HISTORY_LINES)
            .cloned()
            .collect(),
        story: if table.is_over() { table.story() } else { None },
    }
}
