//! Sharing to phones, over HTTP on the loopback: the page and its token, the limits,
//! the event stream and its catching up, Home and a new game, and what is never sent;
//! then the running app (headless) sharing a game as it is played.

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::http::{self, Events};
use common::kit;
use deputy::app::{DeputyApp, Screen};
use deputy::core::game::{Describe, GameKind};
use deputy::core::journal::Journal;
use deputy::core::message::Message;
use deputy::core::players::Seating;
use deputy::core::public::Public;
use deputy::games::duel::rules::Duel;
use deputy::host::public::snapshot;
use deputy::i18n::Language;
use deputy::services::audio::{AudioOut, RecordingAudio, SilentAudio};
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::settings::Settings;
use deputy::share::net;
use deputy::share::page::{PageWords, Shown, TablePage, page_html, render};
use deputy::share::server::{AUTH_TIMEOUT, Config, MAX_CONNECTIONS, Server};
use deputy::share::token::Token;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The page of a journal's table: its public face and its recent history.
fn shown<R: Public + Describe>(journal: &Journal<R>, peek: bool) -> Shown {
    Shown::Table(Box::new(TablePage {
        snapshot: snapshot::<R>(journal.setup(), journal.state(), peek),
        caption: None,
        history: journal
            .history()
            .iter()
            .rev()
            .flat_map(|lines| lines.iter().rev())
            .take(8)
            .cloned()
            .collect(),
        story: None,
    }))
}

fn duel(names: &[&str]) -> Journal<Duel> {
    use deputy::games::duel::rules::{DuelOptions, DuelSetup};
    Journal::new(DuelSetup {
        seating: Seating::from_names(names),
        options: DuelOptions::default(),
    })
    .expect("a valid duel")
}

fn duel_page(names: &[&str]) -> Shown {
    let journal = duel(names);
    Shown::Table(Box::new(TablePage {
        snapshot: snapshot::<Duel>(journal.setup(), journal.state(), false),
        caption: Some(Message::new("duel-caption-tier").number("tier", 4)),
        history: vec![Message::new("duel-history-start").number("round", 1)],
        story: None,
    }))
}

/// The page in each language, through its one render (moved from src/share/page.rs:
/// a test in the shell names no game).
#[test]
fn the_page_holds_the_table_in_the_language_asked_for() {
    let mut i18n = deputy::games::i18n(Language::En);
    let page = duel_page(&["Clint", "Reno"]);
    let en = render(&page, 7, &mut i18n, Language::En);
    assert!(
        en.html.contains("Clint") && en.html.contains("Bullets"),
        "{}",
        en.html
    );
    assert!(en.html.contains("6/6"));
    assert!(en.html.contains("Round 1: the shooting starts"));
    let fr = render(&page, 7, &mut i18n, Language::Fr);
    assert!(fr.html.contains("Balles"), "{}", fr.html);
    let json: serde_json::Value = serde_json::from_str(&en.json).expect("JSON");
    assert_eq!(json["id"], 7);
    assert_eq!(json["game"], "duel");
    assert_eq!(json["state"], "table");
    assert_eq!(json["caption"], "4");
    assert_eq!(json["view"]["players"][0]["bullets"], 6);
    let words = PageWords::new(&mut i18n);
    let whole = page_html(&en, 7, false, Language::En, &words);
    assert!(whole.starts_with("<!doctype html>"));
    assert!(whole.contains("data-id=\"7\"") && whole.contains(&en.html));
}

#[test]
fn a_players_name_cannot_inject_markup() {
    let mut i18n = deputy::games::i18n(Language::En);
    let page = duel_page(&["<b>Clint", "Reno\"'&"]);
    let html = render(&page, 1, &mut i18n, Language::En).html;
    assert!(!html.contains("<b>Clint"), "{html}");
    assert!(html.contains("&lt;b&gt;Clint") && html.contains("Reno&quot;&#39;&amp;"));
}

/// A server on the loopback, any free port.
fn serve(page: Shown, followed: Vec<Token>) -> (Server, Token) {
    serve_with(page, followed, AUTH_TIMEOUT)
}

/// [`serve`] giving a new connection `auth_timeout` to show the token.
fn serve_with(page: Shown, followed: Vec<Token>, auth_timeout: Duration) -> (Server, Token) {
    let token = Token::generate();
    let listener = net::bind(Some("127.0.0.1:0".parse().expect("addr")), &[]).expect("bound");
    let server = Server::start(
        Config {
            listener,
            token,
            followed,
            on_watchers: Box::new(|_| {}),
            auth_timeout,
        },
        page,
    )
    .expect("started");
    (server, token)
}

/// Waits (20 s at most: a bound for a loaded machine, not a measure) until `done` holds.
fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(20), "never: {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_first_answer_holds_the_table_and_sets_no_cookie() {
    let (server, token) = serve(shown(&duel(&["Clint", "Reno"]), false), Vec::new());
    let page = http::get(server.addr(), &format!("/{token}/"));
    assert_eq!(page.status, 200);
    assert!(
        page.header("content-type")
            .is_some_and(|v| v.starts_with("text/html"))
    );
    assert!(page.body.contains("Clint") && page.body.contains("Reno"));
    assert!(page.body.contains("data-figure=\"duel-bullets\""));
    assert!(
        page.body.contains("6/6"),
        "the figures are in the first answer"
    );
    assert!(page.header("set-cookie").is_none());
    assert!(page.header("content-security-policy").is_some());
    assert_eq!(page.header("cache-control").as_deref(), Some("no-store"));
    // The browser's language, or the one asked for.
    let fr = http::get_with(
        server.addr(),
        &format!("/{token}/"),
        "Accept-Language: fr-FR,fr;q=0.9\r\n",
    );
    assert!(fr.body.contains("<html lang=\"fr\"") && fr.body.contains("Balles"));
    let en = http::get_with(
        server.addr(),
        &format!("/{token}/?lang=en"),
        "Accept-Language: fr-FR\r\n",
    );
    assert!(en.body.contains("Bullets"));
    // Its script and icon, embedded.
    let script = http::get(server.addr(), &format!("/{token}/page.js"));
    assert_eq!(script.status, 200);
    assert!(script.body.contains("EventSource"));
    assert_eq!(
        http::get(server.addr(), &format!("/{token}/icon.png")).status,
        200
    );
    // Without the trailing slash: sent to the page.
    let bare = http::get(server.addr(), &format!("/{token}"));
    assert_eq!(bare.status, 308);
    assert_eq!(bare.header("location"), Some(format!("/{token}/")));
}

#[test]
fn without_the_token_everything_is_the_same_bare_404() {
    let (server, token) = serve(shown(&duel(&["Clint", "Reno"]), false), Vec::new());
    let addr = server.addr();
    let wrong = Token::generate();
    let text = token.to_string();
    let paths = [
        "/".to_owned(),
        "/favicon.ico".to_owned(),
        format!("/{wrong}/"),
        format!("/{wrong}/events"),
        format!("/{}/", &text[..31]),
        format!("/{text}0/"),
        format!("/{token}/../etc/passwd"),
        format!("/{token}/src/main.rs"),
        "/page.js".to_owned(),
    ];
    let first = http::get(addr, &paths[0]);
    assert_eq!(first.status, 404);
    for path in &paths {
        let reply = http::get(addr, path);
        assert_eq!(reply.status, 404, "{path}");
        assert_eq!(reply.body, first.body, "{path} says nothing more");
        assert!(!reply.body.contains("Clint"));
    }
    // Any method without the token: 404 too, saying nothing about GET.
    let post = http::request(
        addr,
        b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(
        (post.status, post.body.as_str()),
        (404, first.body.as_str())
    );
}

#[test]
fn get_only_no_body_and_small_requests() {
    let (server, token) = serve(shown(&duel(&["Clint", "Reno"]), false), Vec::new());
    let addr = server.addr();
    for method in ["POST", "PUT", "DELETE", "HEAD", "OPTIONS"] {
        let reply = http::request(
            addr,
            format!("{method} /{token}/ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                .as_bytes(),
        );
        assert_eq!(reply.status, 405, "{method}");
        assert_eq!(reply.header("allow").as_deref(), Some("GET"));
    }
    let with_body = http::request(
        addr,
        format!("GET /{token}/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello")
            .as_bytes(),
    );
    assert_eq!(with_body.status, 413);
    let huge = "a".repeat(20_000);
    let too_long = http::get_with(addr, &format!("/{token}/"), &format!("X-Big: {huge}\r\n"));
    assert_eq!(too_long.status, 431, "{}", too_long.head);
    // The server still answers.
    assert_eq!(http::get(addr, &format!("/{token}/")).status, 200);
}

/// Pages that showed the token keep their places: with every place held by event
/// streams, one more connection is refused; a place is free again once a page goes.
#[test]
fn connections_are_limited_and_pages_keep_their_places() {
    let (server, token) = serve(shown(&duel(&["Clint", "Reno"]), false), Vec::new());
    let addr = server.addr();
    let mut streams: Vec<Events> = (0..MAX_CONNECTIONS)
        .map(|_| {
            let mut stream = Events::open(addr, &format!("/{token}/events"), "");
            stream.next_news().expect("the table");
            stream
        })
        .collect();
    let refused = http::get(addr, &format!("/{token}/"));
    assert_eq!(refused.status, 503, "{}", refused.head);
    // Idle connections without the token take no place from them either.
    let idle: Vec<std::net::TcpStream> = (0..10)
        .map(|_| std::net::TcpStream::connect(addr).expect("a connection"))
        .collect();
    assert_eq!(http::get(addr, &format!("/{token}/")).status, 503);
    drop(idle);
    streams.pop();
    wait_for("a place is free again", || {
        http::get(addr, &format!("/{token}/")).status == 200
    });
}

/// A connection that sends nothing is closed once its time to show the token is over
/// (the client would wait fifteen seconds for an answer: it reads the end instead).
#[test]
fn a_connection_that_sends_nothing_is_closed() {
    use std::io::Read as _;
    let (server, _token) = serve(shown(&duel(&["Clint", "Reno"]), false), Vec::new());
    let mut idle = std::net::TcpStream::connect(server.addr()).expect("a connection");
    idle.set_read_timeout(Some(http::READ_TIMEOUT))
        .expect("a timeout");
    let mut buf = [0u8; 64];
    let read = idle.read(&mut buf);
    assert!(
        matches!(read, Ok(0))
            || read
                .as_ref()
                .is_err_and(|e| e.kind() == std::io::ErrorKind::ConnectionReset),
        "closed by the server, not left open: {read:?}"
    );
    // One that asks without the token is closed the same way once answered.
    let mut wrong = std::net::TcpStream::connect(server.addr()).expect("a connection");
    wrong
        .set_read_timeout(Some(http::READ_TIMEOUT))
        .expect("a timeout");
    std::io::Write::write_all(&mut wrong, b"GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n")
        .expect("sent");
    let mut answer = Vec::new();
    let end = wrong.read_to_end(&mut answer);
    assert!(
        end.is_ok()
            || end
                .as_ref()
                .is_err_and(|e| e.kind() == std::io::ErrorKind::ConnectionReset),
        "closed, not left open: {end:?}"
    );
    assert!(String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 404"));
}

/// Nobody without the link can hold the places: 200 idle connections on the loopback
/// (more than six times the limit), and a page with the token still loads at once. The
/// server is given a minute to close an idle connection, so only the rule "a new
/// connection takes the place of the oldest one without the token" can let the page
/// in; the client waits fifteen seconds at most for each answer.
#[test]
fn two_hundred_idle_connections_do_not_keep_a_page_out() {
    let (server, token) = serve_with(
        shown(&duel(&["Clint", "Reno"]), false),
        Vec::new(),
        Duration::from_secs(60),
    );
    let addr = server.addr();
    // A page's stream that showed the token before the flood keeps its place.
    let mut stream = Events::open(addr, &format!("/{token}/events"), "");
    stream.next_news().expect("the table");
    let idle: Vec<std::net::TcpStream> = (0..200)
        .map(|_| {
            std::net::TcpStream::connect_timeout(&addr, http::READ_TIMEOUT).expect("a connection")
        })
        .collect();
    let started = Instant::now();
    let page = http::get(addr, &format!("/{token}/"));
    assert_eq!(page.status, 200, "{}", page.head);
    assert!(page.body.contains("Clint"));
    eprintln!(
        "the page loaded in {:?} past 200 idle connections",
        started.elapsed()
    );
    server.show(shown(&duel(&["Clint", "Reno"]), true));
    assert!(
        stream.next_news().is_some(),
        "the stream kept its place and goes on"
    );
    drop(idle);
}

#[test]
fn every_change_reaches_the_stream_with_a_new_id_and_a_lost_page_catches_up() {
    use deputy::games::duel::rules::DuelAction;
    let mut journal = duel(&["Clint", "Reno"]);
    let (server, token) = serve(shown(&journal, false), Vec::new());
    let addr = server.addr();
    let path = format!("/{token}/events?lang=en");
    let mut stream = Events::open(addr, &path, "");
    assert_eq!(stream.status, 200);
    assert!(stream.head.contains("text/event-stream"));
    let retry = stream.next().expect("the retry delay first");
    assert_eq!(retry.retry, Some(1000));
    let first = stream.next_news().expect("the table now");
    assert_eq!(first.kind, "table");
    let json = first.json();
    assert_eq!(json["game"], "duel");
    assert_eq!(json["state"], "table");
    assert_eq!(json["view"]["phase"], "preparation");
    assert_eq!(json["id"].to_string(), first.id.clone().expect("an id"));
    wait_for("one page watching", || server.watching() == 1);

    journal.act(DuelAction::StartShooting).expect("accepted");
    server.show(shown(&journal, false));
    let second = stream.next_news().expect("the change");
    assert_eq!(second.json()["view"]["phase"], "shooting");
    let (a, b) = (first.json()["id"].as_u64(), second.json()["id"].as_u64());
    assert!(b > a, "ids grow: {a:?} then {b:?}");

    // A page that saw the last event gets nothing again on reconnecting…
    let last = second.id.clone().expect("an id");
    let mut again = Events::open(addr, &path, &format!("Last-Event-ID: {last}\r\n"));
    assert_eq!(again.next().and_then(|e| e.retry), Some(1000));
    // …until the next change; one that missed it gets the table at once.
    let mut behind = Events::open(addr, &path, "Last-Event-ID: 1\r\n");
    let caught_up = behind.next_news().expect("caught up at once");
    assert_eq!(caught_up.id.as_deref(), Some(last.as_str()));
    journal.act(DuelAction::CallNextTier).expect("accepted");
    server.show(shown(&journal, false));
    let third = again.next_news().expect("the next change");
    assert_eq!(third.json()["view"]["tier"], 6);
    // The same id given in the address (a page's first connection) works the same.
    let mut fresh = Events::open(
        addr,
        &format!("{path}&last={}", third.id.clone().expect("id")),
        "",
    );
    assert_eq!(fresh.next().and_then(|e| e.retry), Some(1000));
    drop((stream, again, behind, fresh));
    wait_for("nobody watching", || server.watching() == 0);
}

#[test]
fn the_view_as_json_follows_the_schema() {
    let (server, token) = serve(shown(&duel(&["Clint", "Reno"]), false), Vec::new());
    let reply = http::get(server.addr(), &format!("/{token}/view.json?lang=fr"));
    assert_eq!(reply.status, 200);
    let json: serde_json::Value = serde_json::from_str(&reply.body).expect("JSON");
    for field in [
        "id", "state", "game", "title", "lang", "caption", "history", "view", "html",
    ] {
        assert!(json.get(field).is_some(), "{field} missing: {json}");
    }
    assert_eq!(json["lang"], "fr");
    assert_eq!(json["view"]["players"][1]["name"], "Reno");
    assert_eq!(json["view"]["players"][1]["colour"], "blue");
}

#[test]
fn home_tells_the_pages_then_closes_and_a_new_game_takes_them_along() {
    let (server, token) = serve(shown(&duel(&["Clint", "Reno"]), false), Vec::new());
    let addr = server.addr();
    let mut stream = Events::open(addr, &format!("/{token}/events"), "");
    stream.next_news().expect("the table");
    server.home();
    let home = stream.next_news().expect("the news");
    assert_eq!(home.kind, "home");
    assert_eq!(home.json()["state"], "home");
    assert!(stream.next_news().is_none(), "the stream ends");
    wait_for("the server closed", || {
        std::net::TcpStream::connect(addr).is_err()
    });

    // The next game, on the same port: the old token's pages are sent to it.
    let listener = net::bind(Some(addr), &[]).expect("the same port again");
    let new_token = Token::generate();
    let next = Server::start(
        Config {
            listener,
            token: new_token,
            followed: vec![token],
            on_watchers: Box::new(|_| {}),
            auth_timeout: AUTH_TIMEOUT,
        },
        shown(&duel(&["Ann", "Bob"]), false),
    )
    .expect("started");
    let mut old = Events::open(addr, &format!("/{token}/events"), "");
    let moved = old.next_news().expect("moved");
    assert_eq!(moved.kind, "moved");
    assert_eq!(moved.json()["url"], format!("/{new_token}/"));
    let page = http::get(addr, &format!("/{token}/"));
    assert_eq!(page.status, 307);
    assert_eq!(page.header("location"), Some(format!("/{new_token}/")));
    assert!(
        http::get(addr, &format!("/{new_token}/"))
            .body
            .contains("Ann")
    );
    drop(next);
}

#[test]
fn stopping_closes_every_connection() {
    let (server, token) = serve(shown(&duel(&["Clint", "Reno"]), false), Vec::new());
    let addr = server.addr();
    let mut stream = Events::open(addr, &format!("/{token}/events"), "");
    stream.next_news().expect("the table");
    drop(server);
    assert!(stream.next_news().is_none(), "the stream is closed");
    assert!(
        std::net::TcpStream::connect(addr).is_err(),
        "nobody listens"
    );
}

/// Every text the server sends for `page`: the page in both languages, the event
/// stream's first event and the JSON view.
fn everything_sent(page: Shown) -> String {
    let (server, token) = serve(page, Vec::new());
    let addr = server.addr();
    let mut all = String::new();
    for lang in ["en", "fr"] {
        all.push_str(&http::get(addr, &format!("/{token}/?lang={lang}")).body);
        all.push_str(&http::get(addr, &format!("/{token}/view.json?lang={lang}")).body);
        let mut events = Events::open(addr, &format!("/{token}/events?lang={lang}"), "");
        all.push_str(&events.next_news().expect("an event").data);
    }
    // The token is random hex, digits among letters: not what the table keeps hidden,
    // so it is left out of what the tests search.
    let all = all.replace(&format!("{token}"), "TOKEN");
    // Every text is translated: no message id shows (the figures' ids are attributes).
    let text = all.replace("data-figure=\"", "");
    for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
        let id = [
            "duel-",
            "gnadenlos-",
            "fast-west-",
            "saloon-",
            "colt-express-",
            "share-",
        ]
        .iter()
        .any(|p| word.starts_with(p));
        assert!(
            !id || all.contains(&format!("data-figure=\"{word}\"")),
            "{word} untranslated"
        );
    }
    all
}

#[test]
fn colt_express_purse_values_are_never_sent_before_the_reveal() {
    use deputy::games::colt_express::cards::{CardName, CardRef, CardSet};
    use deputy::games::colt_express::rules::{
        Bandit, ColtAction, ColtExpress, ColtSetup, LootKind, Phase, PurseValue,
    };
    let card = |set, card| CardRef { set, card };
    let mut j = Journal::<ColtExpress>::new(ColtSetup {
        seating: Seating::from_names(&["Ann", "Bob", "Cy"]),
        bandits: vec![Bandit::Belle, Bandit::Cheyenne, Bandit::Doc],
        deck: vec![
            card(CardSet::Small, CardName::AngryMarshal),
            card(CardSet::Small, CardName::TakeItAll),
            card(CardSet::Small, CardName::Braking),
            card(CardSet::Small, CardName::Tunnel),
            card(CardSet::Station, CardName::Pickpocketing),
        ],
    })
    .expect("setup");
    while !matches!(j.state().phase, Phase::Action { .. }) {
        j.act(ColtAction::PlayCard).expect("a card played");
    }
    for (bandit, value) in [(0, 450), (1, 350), (2, 500)] {
        j.act(ColtAction::TakeLoot {
            bandit,
            kind: LootKind::Purse,
            value: PurseValue::new(value),
        })
        .expect("a purse taken");
    }
    let sent = everything_sent(shown(&j, false));
    // Whole numbers only: an event id (milliseconds since 1970) may hold "350" among
    // its thirteen digits.
    let numbers: Vec<&str> = sent
        .split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .collect();
    for value in ["450", "350", "500"] {
        assert!(!numbers.contains(&value), "${value} was sent");
    }
    assert!(sent.contains("Cheyenne"), "the page itself was sent");
}

#[test]
fn gnadenlos_market_values_are_sent_only_while_the_operator_peeks() {
    use deputy::games::gnadenlos::rules::{Gnadenlos, GnadenlosOptions, GnadenlosSetup};
    let j = Journal::<Gnadenlos>::new(GnadenlosSetup {
        seating: Seating::from_names(&["Ann", "Bob", "Cy"]),
        options: GnadenlosOptions::default(),
        opening_market: vec![5, 0, 3, 1, 4, 2],
        under_way: None,
    })
    .expect("setup");
    let market = |sent: &str| -> Vec<serde_json::Value> {
        let start = sent.find("{\"id\"").expect("an event's JSON");
        let json: serde_json::Value = serde_json::Deserializer::from_str(&sent[start..])
            .into_iter()
            .next()
            .expect("one")
            .expect("JSON");
        json["view"]["market"]
            .as_array()
            .expect("the market")
            .clone()
    };
    let (server, token) = serve(shown(&j, false), Vec::new());
    let hidden = http::get(server.addr(), &format!("/{token}/view.json")).body;
    let cards = market(&hidden);
    assert_eq!(cards.len(), 6, "the six opening cards");
    assert!(cards.iter().all(|c| c.get("value").is_none()), "{hidden}");
    assert!(!hidden.contains("\"value\""));
    server.show(shown(&j, true));
    wait_for("the peek reaches the page", || {
        let now = http::get(server.addr(), &format!("/{token}/view.json")).body;
        market(&now).iter().all(|c| c.get("value").is_some())
    });
}

#[test]
fn fast_west_undealt_cards_are_never_sent() {
    use deputy::games::fast_west::rules::{
        FastWest, FastWestAction, FastWestOptions, FastWestSetup, Mode,
    };
    let setup = FastWestSetup {
        seating: Seating::from_names(&["A", "B", "C", "D"]),
        options: FastWestOptions { mode: Mode::Deck },
        circle: vec![2, 3, 4],
    };
    let deal = |deck: Vec<usize>| {
        let mut j = Journal::<FastWest>::new(setup.clone()).expect("setup");
        let mut orders = vec![deck];
        orders.extend(std::iter::repeat_n((0..8).collect::<Vec<usize>>(), 4));
        j.act(FastWestAction::Deal { orders }).expect("dealt");
        j.act(FastWestAction::Flip).expect("flipped");
        j
    };
    // Two deals that differ only below the first card of each pile.
    let forward: Vec<usize> = (0..32).collect();
    let mut other = forward.clone();
    other[1..].reverse();
    let (a, b) = (deal(forward), deal(other));
    assert_ne!(a.state().piles, b.state().piles, "the undealt cards differ");
    let strip_ids = |s: String| -> String {
        s.split("\"id\":")
            .map(|part| part.trim_start_matches(|c: char| c.is_ascii_digit()))
            .collect::<Vec<_>>()
            .join("")
            .split("data-id=\"")
            .map(|part| part.trim_start_matches(|c: char| c.is_ascii_digit()))
            .collect()
    };
    assert_eq!(
        strip_ids(everything_sent(shown(&a, false))),
        strip_ids(everything_sent(shown(&b, false))),
        "the pages cannot tell the two deals apart"
    );
}

/// The app, headless, sharing on the loopback from the start.
fn sharing_app(dir: &std::path::Path) -> Harness<'static, DeputyApp> {
    sharing_app_with(dir, Box::new(SilentAudio::new("test")), kit::DEFAULT_WINDOW)
}

/// [`sharing_app`] with this audio output, in a window of `window` logical pixels.
fn sharing_app_with(
    dir: &std::path::Path,
    audio: Box<dyn AudioOut>,
    window: egui::Vec2,
) -> Harness<'static, DeputyApp> {
    kit::harness_sized(
        dir,
        audio,
        Box::new(RandChance::seeded(5)),
        ManualClock::new(),
        Settings {
            language: Some(Language::En),
            ..Settings::default()
        },
        http::sharing_on_loopback(false),
        Box::new(NoKeepAwake),
        window,
    )
}

fn address(h: &Harness<'_, DeputyApp>) -> (SocketAddr, String) {
    let url = h.state().sharing().url().expect("sharing runs");
    let rest = url.strip_prefix("http://").expect("http");
    let (host, path) = rest.split_once('/').expect("a path");
    (host.parse().expect("an address"), format!("/{path}"))
}

#[test]
fn the_app_shares_each_action_undo_and_redo_then_home_then_the_next_game() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = sharing_app(dir.path());
    assert!(
        h.state().sharing().url().is_none(),
        "nothing shared at Home"
    );
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    let (addr, page) = address(&h);
    assert!(addr.ip().is_loopback());
    assert!(http::get(addr, &page).body.contains("Clint"));
    let mut stream = Events::open(addr, &format!("{page}events"), "");
    stream.next_news().expect("the table");

    let phase =
        |phase: &'static str| move |json: &serde_json::Value| json["view"]["phase"] == phase;
    // The panel hidden: nothing on the table acts behind it (issue 27).
    let before = kit::state::<deputy::games::duel::DuelGame>(&h);
    kit::key(&mut h, egui::Key::Space);
    assert!(
        kit::state::<deputy::games::duel::DuelGame>(&h) == before,
        "Space acted behind the sharing panel"
    );
    h.state_mut().sharing_mut().set_panel_open(false);
    h.run();
    kit::key(&mut h, egui::Key::Space); // start shooting
    stream.until(phase("shooting"));
    while kit::can_undo(&h) {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
    }
    stream.until(phase("preparation"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    let redo = stream.until(phase("shooting"));
    assert!(!redo["history"].as_array().expect("history").is_empty());

    // Home: the page is told, the server closes.
    kit::click(&mut h, "Home");
    assert_eq!(h.state().screen(), Screen::Home);
    assert_eq!(stream.next_news().expect("home").kind, "home");
    wait_for("the server closed", || {
        std::net::TcpStream::connect(addr).is_err()
    });

    // A new game: shared again; the first game's pages follow it.
    kit::start_game(&mut h, GameKind::Saloon, &["Ann", "Bob", "Cy"]);
    let (addr2, page2) = address(&h);
    assert_ne!(page2, page, "a new token for a new game");
    assert_eq!(addr2, addr, "on the same port");
    let mut old = Events::open(addr, &format!("{page}events"), "");
    assert_eq!(old.next_news().expect("moved").json()["url"], page2);
    let saloon = http::get(addr2, &format!("{page2}view.json")).body;
    assert!(saloon.contains("\"game\":\"saloon\""), "{saloon}");
}

#[test]
fn turning_sharing_off_closes_the_server() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = sharing_app(dir.path());
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    let (addr, page) = address(&h);
    let mut stream = Events::open(addr, &format!("{page}events"), "");
    stream.next_news().expect("the table");
    wait_for("the page counted", || h.state().sharing().watching() == 1);
    h.run();
    // Started with sharing on: the panel is open, and counts the page.
    assert!(h.query_by_label("1 phone watching").is_some());
    // The top bar's switch closes the panel and opens it again.
    kit::click(&mut h, "Sharing: 1 phone");
    assert!(h.query_by_label("Stop sharing").is_none());
    kit::click(&mut h, "Sharing: 1 phone");
    kit::click(&mut h, "Stop sharing");
    assert!(!h.state().sharing().is_on());
    assert!(stream.next_news().is_none(), "the connection is closed");
    assert!(std::net::TcpStream::connect(addr).is_err());
}

#[test]
fn every_games_page_is_translated_in_both_languages() {
    use deputy::games::gnadenlos::rules::{Gnadenlos, GnadenlosOptions, GnadenlosSetup};
    use deputy::games::saloon::rules::{Saloon, SaloonSetup};
    let names = ["Ann", "Bob", "Cy"];
    let saloon = Journal::<Saloon>::new(SaloonSetup {
        seating: Seating::from_names(&names),
    })
    .expect("setup");
    let gnadenlos = Journal::<Gnadenlos>::new(GnadenlosSetup {
        seating: Seating::from_names(&names),
        options: GnadenlosOptions::default(),
        opening_market: (0..6).collect(),
        under_way: None,
    })
    .expect("setup");
    // `everything_sent` fails on a message id left untranslated.
    for sent in [
        everything_sent(shown(&duel(&names[..2]), false)),
        everything_sent(shown(&saloon, false)),
        everything_sent(shown(&gnadenlos, true)),
    ] {
        assert!(sent.contains("Ann"));
    }
}

/// With a sound device (the sound menu named "Voice and sounds") and sharing on
/// ("Sharing: 0 phones", longer than "Share to phones"), every game's top bar is still
/// one row at 1280×720, in English and in French.
#[test]
fn the_top_bar_with_sound_and_sharing_on_is_one_row_on_a_laptop_in_both_languages() {
    for kind in GameKind::ALL {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = sharing_app_with(dir.path(), Box::new(RecordingAudio::new()), kit::LAPTOP);
        kit::start_game(&mut h, kind, &["Ann", "Bob", "Cid"]);
        kit::keep_window(&mut h, kit::LAPTOP);
        assert!(h.state().sharing().url().is_some(), "{kind:?} is shared");
        kit::assert_top_bar_one_row(&h);
        // The sharing panel (open since the start) lies over the table's right side in
        // a laptop's window, above the dock: the table keeps its size and the dock its
        // main action as when the panel is hidden; the cards keep theirs, or move left
        // of the panel where they read as well there (issue 27).
        assert!(h.state().sharing().panel_open());
        let report = kit::frame_report(&h);
        assert!(
            report.fits(),
            "{kind:?} under the panel: {:#?}",
            report.overflow
        );
        let over = h
            .state()
            .share_over_table()
            .expect("the panel lies over the table");
        assert!(
            over.bottom() <= report.dock.top() + 1.0,
            "{kind:?}: the panel {over:?} covers the dock {:?}",
            report.dock
        );
        h.state_mut().sharing_mut().set_panel_open(false);
        h.run();
        let hidden = kit::frame_report(&h);
        assert_eq!(
            (report.area, report.dock),
            (hidden.area, hidden.dock),
            "{kind:?}: the table moved when the panel opened"
        );
        if report.cards != hidden.cards {
            for card in &report.cards {
                assert!(
                    card.right() <= over.left(),
                    "{kind:?}: the cards moved, yet {card:?} lies under the panel {over:?}"
                );
            }
            let (beside, whole) = (report.sizes.expect("sizes"), hidden.sizes.expect("sizes"));
            let digits = |points: f32| points * deputy::kit::theme::DIGIT_PER_POINT;
            assert!(
                digits(beside.key)
                    >= digits(whole.key).min(deputy::kit::theme::MIN_KEY_DIGITS) - 0.01,
                "{kind:?}: beside the panel the key figures are {beside:?}, were {whole:?}"
            );
        }
        h.state_mut().sharing_mut().set_panel_open(true);
        h.run();
        kit::click(&mut h, "Français");
        kit::keep_window(&mut h, kit::LAPTOP);
        assert_eq!(h.state().i18n().language(), Language::Fr);
        kit::assert_top_bar_one_row(&h);
    }
}

/// The settings file holds each shared game's token (the key to its page): Deputy writes
/// it readable by its owner only, even over a file that allowed more.
#[cfg(unix)]
#[test]
fn the_file_holding_the_tokens_is_readable_by_its_owner_only() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("settings.json");
    std::fs::write(&path, "{}").expect("an older settings file");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).expect("0644");
    let mut h = sharing_app(dir.path());
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    h.run();
    let (_, page) = address(&h);
    let token = page.trim_matches('/');
    let text = std::fs::read_to_string(&path).expect("the settings");
    assert!(text.contains(token), "the token is remembered: {text}");
    let mode = std::fs::metadata(&path)
        .expect("metadata")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600, "settings.json is {:o}", mode & 0o777);
}
