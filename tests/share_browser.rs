//! The phones' page in a real browser: headless Chromium, phone-sized (390×844), driven
//! through WebDriver (chromedriver, fantoccini) on the loopback, follows a worked
//! example of each game live from the running app (headless), never shows a hidden
//! value, says "reconnecting…" when Deputy is closed and catches up by itself when it
//! is started again with `--resume` and sharing, and gets the bare 404 with a wrong
//! token.
//!
//! Needs Debian's `chromium` and `chromium-driver`; where they are missing the test
//! says so and passes without running (CI installs them). With
//! `DEPUTY_SCREENSHOT_DIR=DIR`, it saves the page of each game there as
//! `share-<game>.png`.

mod common;

use std::io::Write as _;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::kit;
use deputy::app::DeputyApp;
use deputy::core::game::GameKind;
use deputy::host::{ActionOf, GameDef, GameTable};
use deputy::i18n::Language;
use deputy::services::audio::SilentAudio;
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::services::storage::Storage;
use deputy::settings::Settings;
use deputy::share::token::Token;
use egui_kittest::Harness;
use fantoccini::wd::Capabilities;
use serde_json::{Value, json};

/// A program on the `PATH`.
fn find(program: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(program))
            .find(|p| p.is_file())
    })
}

/// Writes a line to the test run's output even though the harness captures what a
/// passing test prints: the harness captures only `print!` and `eprint!`, so a write
/// to the standard error handle itself reaches the output, through the same file
/// description as cargo's own lines (a pipe or a file alike).
fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// Chromium under WebDriver, phone-sized.
struct Browser {
    runtime: tokio::runtime::Runtime,
    client: Option<fantoccini::Client>,
    driver: Child,
    _profile: tempfile::TempDir,
}

impl Browser {
    /// Starts chromedriver and a headless Chromium session the size of a phone (390×844),
    /// or `None` (saying why) when they are not installed.
    fn start() -> Option<Self> {
        Self::start_sized(390, 844, true)
    }

    /// [`Browser::start`] with a screen of `width`×`height` CSS pixels (`touch`: a
    /// phone's).
    fn start_sized(width: u32, height: u32, touch: bool) -> Option<Self> {
        let (Some(chromium), Some(chromedriver)) = (find("chromium"), find("chromedriver")) else {
            say(
                "share_browser SKIPPED: chromium and chromedriver not found \
                 (apt-get install chromium chromium-driver)",
            );
            return None;
        };
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let driver = Command::new(chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let start = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "chromedriver never listened"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        let profile = tempfile::tempdir().expect("a profile directory");
        let mut caps = Capabilities::new();
        caps.insert(
            "goog:chromeOptions".into(),
            json!({
                "binary": chromium,
                "mobileEmulation": {
                    "deviceMetrics": { "width": width, "height": height, "pixelRatio": 1.0, "touch": touch },
                },
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--lang=en-US",
                    format!("--user-data-dir={}", profile.path().display()),
                ],
            }),
        );
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = runtime
            .block_on(
                fantoccini::ClientBuilder::new(connector)
                    .capabilities(caps)
                    .connect(&format!("http://127.0.0.1:{port}")),
            )
            .expect("a WebDriver session");
        Some(Self {
            runtime,
            client: Some(client),
            driver,
            _profile: profile,
        })
    }

    fn client(&self) -> &fantoccini::Client {
        self.client.as_ref().expect("a session")
    }

    fn goto(&self, url: &str) {
        self.runtime
            .block_on(self.client().goto(url))
            .expect("the page loads");
    }

    /// Runs a script in the page; its `return` value.
    fn js(&self, script: &str) -> Value {
        self.runtime
            .block_on(self.client().execute(script, Vec::new()))
            .expect("the script runs")
    }

    /// The text of the first element matching `css` ("" when there is none).
    fn text(&self, css: &str) -> String {
        let script = format!(
            "const e = document.querySelector({}); return e ? e.textContent : '';",
            json!(css)
        );
        self.js(&script).as_str().unwrap_or_default().to_owned()
    }

    /// Waits (30 s at most: a bound for a loaded machine, not a measure) until the script
    /// returns true.
    fn wait(&self, what: &str, condition: &str) {
        let start = Instant::now();
        while self.js(&format!("return !!({condition});")) != Value::Bool(true) {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the page never showed: {what}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Starts keeping every state of the table the page shows (to search it later).
    fn record(&self) {
        self.js("const t = document.getElementById('table');
             window.__seen = [t.innerHTML];
             new MutationObserver(() => window.__seen.push(t.innerHTML))
                 .observe(t, {childList: true, subtree: true, characterData: true});
             return true;");
    }

    /// Everything the page showed since [`Browser::record`].
    fn seen(&self) -> String {
        self.js("return window.__seen.join('\\n');")
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    fn screenshot(&self, name: &str) {
        let Some(dir) = std::env::var_os("DEPUTY_SCREENSHOT_DIR") else {
            return;
        };
        let png = self
            .runtime
            .block_on(self.client().screenshot())
            .expect("a screenshot");
        std::fs::write(Path::new(&dir).join(format!("share-{name}.png")), png)
            .expect("the screenshot is written");
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            let _ = self.runtime.block_on(client.close());
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// The app, headless, sharing on the loopback; `resume` continues the last game, with
/// the settings the last run saved (each game's token and port among them).
fn app(dir: &Path, resume: bool) -> Harness<'static, DeputyApp> {
    let saved = Storage::open(dir)
        .ok()
        .and_then(|s| s.read_settings().ok().flatten())
        .and_then(|text| Settings::from_json(&text).ok())
        .unwrap_or_default();
    let mut settings = Settings {
        language: Some(Language::En),
        ..saved
    };
    settings
        .games
        .insert("duel".into(), json!({ "caller_manual": true }));
    settings.games.insert(
        "fast-west".into(),
        json!({ "options": { "mode": "real_cards" } }),
    );
    kit::harness(
        dir,
        Box::new(SilentAudio::new("test")),
        Box::new(RandChance::seeded(19)),
        ManualClock::new(),
        settings,
        common::http::sharing_on_loopback(resume),
        Box::new(NoKeepAwake),
    )
}

/// The page's address.
fn url(h: &Harness<'_, DeputyApp>) -> String {
    h.state().sharing().url().expect("sharing runs")
}

fn listening(h: &Harness<'_, DeputyApp>) -> SocketAddr {
    h.state().sharing().listening().expect("sharing runs")
}

/// Applies `action` on the table as the operator's keys would, lets the app draw, and
/// waits until the page shows the event that followed.
fn act<G: GameDef>(h: &mut Harness<'_, DeputyApp>, browser: &Browser, action: ActionOf<G>) {
    let before = browser.js("return document.body.dataset.id;");
    let accepted = h
        .state_mut()
        .with_table(|table, cx| {
            table
                .as_any_mut()
                .downcast_mut::<GameTable<G>>()
                .expect("the game expected")
                .act(action.clone(), cx)
        })
        .expect("a table");
    assert!(accepted, "{action:?} refused");
    h.run();
    browser.wait(
        &format!("the event after {action:?}"),
        &format!("document.body.dataset.id !== {before}"),
    );
}

/// Parses an action from its save-file JSON (the shape every version of Deputy reads).
fn action<G: GameDef>(value: Value) -> ActionOf<G> {
    serde_json::from_value(value).expect("an action")
}

fn figure(browser: &Browser, player: usize, label: &str) -> String {
    browser.text(&format!(
        "article[data-player=\"{player}\"] [data-figure=\"{label}\"] dd"
    ))
}

/// Opens the page of the game on the table, phone-sized, and starts recording it.
fn open(h: &Harness<'_, DeputyApp>, browser: &Browser) {
    browser.goto(&format!("{}?lang=en", url(h)));
    browser.wait(
        "the table",
        "document.querySelector('article[data-player]')",
    );
    assert_eq!(browser.js("return window.innerWidth;"), json!(390));
    browser.record();
}

fn duel(browser: &Browser) {
    use deputy::games::duel::DuelGame;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = app(dir.path(), false);
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    open(&h, browser);
    assert_eq!(figure(browser, 0, "duel-bullets"), "6/6");
    // The page's language switch: French, then English again, with no reload.
    browser.js("document.getElementById('lang').click(); return true;");
    browser.wait(
        "the page in French",
        "document.documentElement.lang === 'fr' && document.body.textContent.includes('Balles')",
    );
    assert_eq!(browser.text("#lang"), "English");
    browser.js("document.getElementById('lang').click(); return true;");
    browser.wait(
        "the page in English",
        "document.documentElement.lang === 'en' && document.body.textContent.includes('Bullets')",
    );
    browser.record();
    let act = |h: &mut Harness<'_, DeputyApp>, value| {
        act::<DuelGame>(h, browser, action::<DuelGame>(value))
    };
    let shot = |shooter: usize, target: usize, shot: u8, dodge: u8| json!({ "record_shot": { "shooter": shooter, "target": target, "shot": shot, "dodge": dodge } });
    act(&mut h, json!("start_shooting"));
    for tier in ["6", "5", "4", "3"] {
        act(&mut h, json!("call_next_tier"));
        assert_eq!(browser.text("#spot"), tier, "the tier, very large");
    }
    assert_eq!(
        browser.text("#caption").trim_start_matches("Deputy said"),
        "3"
    );
    act(&mut h, shot(0, 1, 5, 4));
    browser.screenshot("duel");
    act(&mut h, json!("resolve_tier"));
    assert!(
        browser
            .text("article[data-player=\"1\"] .tags")
            .contains("Hat lost")
    );
    act(&mut h, json!("call_next_tier"));
    act(&mut h, shot(1, 0, 4, 3));
    act(&mut h, json!("resolve_tier"));
    act(&mut h, json!("call_next_tier"));
    act(&mut h, shot(0, 1, 6, 4));
    act(&mut h, json!("resolve_tier"));
    assert_eq!(figure(browser, 1, "duel-public-wounds"), "2/3");
    act(&mut h, json!("call_next_tier"));
    act(&mut h, json!("end_round"));
    assert_eq!(
        figure(browser, 0, "duel-bullets"),
        "4/6",
        "Clint fired twice"
    );
    assert_eq!(figure(browser, 1, "duel-bullets"), "5/6", "Reno once");

    // Deputy closed: the page says so, and finds the game again by itself when Deputy
    // is started again with --resume and sharing, on the same address and token.
    let address = url(&h);
    drop(h);
    browser.wait(
        "reconnecting",
        "document.getElementById('conn').classList.contains('reconnecting')",
    );
    assert_eq!(
        browser.text("#conn"),
        "Reconnecting, the figures may be out of date"
    );
    // Unmissable: the banner spans the page and the whole table dims under it.
    assert_eq!(
        browser.js("return document.body.classList.contains('stale')"),
        json!(true)
    );
    assert_eq!(
        browser.js("return getComputedStyle(document.getElementById('table')).opacity"),
        json!("0.35")
    );
    assert_eq!(
        browser.js(
            "const r = document.getElementById('conn').getBoundingClientRect(); \
             return r.width >= window.innerWidth - 1 && r.height >= 60"
        ),
        json!(true),
        "the banner spans the page"
    );
    let started = Instant::now();
    let h = app(dir.path(), true);
    assert_eq!(url(&h), address, "the same address and token");
    browser.wait(
        "the table again",
        "document.getElementById('conn').classList.contains('live')",
    );
    // Live again: the banner is gone and the table bright.
    assert_eq!(
        browser.js("return document.body.classList.contains('stale')"),
        json!(false)
    );
    assert_eq!(
        browser.js("return getComputedStyle(document.getElementById('conn')).display"),
        json!("none")
    );
    say(&format!(
        "share_browser: the page found Deputy again {} ms after it was started",
        started.elapsed().as_millis()
    ));
    assert_eq!(figure(browser, 0, "duel-bullets"), "4/6");

    // A wrong token: the bare 404.
    let wrong = format!("http://{}/{}/", listening(&h), Token::generate());
    browser.goto(&wrong);
    assert_eq!(browser.text("body").trim(), "Not found");
}

fn saloon(browser: &Browser) {
    use deputy::games::saloon::SaloonGame;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = app(dir.path(), false);
    kit::start_game(&mut h, GameKind::Saloon, &["A", "B", "C"]);
    open(&h, browser);
    assert_eq!(figure(browser, 1, "saloon-public-ko"), "10");
    let act = |h: &mut Harness<'_, DeputyApp>, value| {
        act::<SaloonGame>(h, browser, action::<SaloonGame>(value))
    };
    // The worked example of saloon.md, steps 1 to 3.
    act(
        &mut h,
        json!({ "strike": { "defender": 1, "attack": "kick", "follow_up": "berserker", "defence": "block" } }),
    );
    assert_eq!(figure(browser, 1, "saloon-public-ko"), "8");
    assert_eq!(browser.text("#spot"), "B", "B attacks next");
    act(
        &mut h,
        json!({ "strike": { "defender": 0, "attack": "punch", "object": "chair", "help": { "helper": 2, "card": "hold_defender" } } }),
    );
    assert_eq!(figure(browser, 0, "saloon-public-ko"), "7");
    act(
        &mut h,
        json!({ "strike": { "defender": 2, "attack": "punch", "object": "beer_barrel", "defence": "tough_guy" } }),
    );
    assert_eq!(figure(browser, 2, "saloon-public-ko"), "10");
    assert_eq!(browser.text("#spot"), "C");
    assert_eq!(
        browser.js(
            "return document.querySelectorAll('article[data-player=\"0\"] .meter i.on').length;"
        ),
        json!(7),
        "A's KO track"
    );
    browser.screenshot("saloon");

    // Back to Home: the page says so. A new game: the page follows it by itself.
    let first = url(&h);
    kit::click(&mut h, "Home");
    browser.wait(
        "Home",
        "document.getElementById('conn').classList.contains('home')",
    );
    assert_eq!(browser.text("#conn"), "Deputy is back at Home");
    assert!(browser.text("main").contains("The game is saved"));
    kit::start_game(&mut h, GameKind::Saloon, &["Ann", "Bob", "Cy"]);
    let second = url(&h);
    assert_ne!(second, first, "a new game, a new token");
    let path = second
        .split_once("//")
        .and_then(|(_, rest)| rest.split_once('/'))
        .map(|(_, p)| format!("/{p}"))
        .expect("a path");
    browser.wait(
        "the new game",
        &format!(
            "location.pathname === {} && document.body.textContent.includes('Ann')",
            json!(path)
        ),
    );
}

fn fast_west(browser: &Browser) {
    use deputy::games::fast_west::FastWestGame;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = app(dir.path(), false);
    kit::start_game(&mut h, GameKind::FastWest, &["A", "B", "C", "D", "E"]);
    open(&h, browser);
    let act = |h: &mut Harness<'_, DeputyApp>, value| {
        act::<FastWestGame>(h, browser, action::<FastWestGame>(value))
    };
    // The worked example of the final duel (fast-west.md), the cards told one by one.
    let event = |kind: &str| json!({ "tell_flip": { "event": kind } });
    let slowest = |player: usize| json!({ "resolve": { "slowest": { "player": player } } });
    act(&mut h, event("bandits"));
    assert_eq!(browser.text("#spot"), "Bandits", "the card, very large");
    act(
        &mut h,
        json!({ "resolve": { "bandits": { "losers": [0, 1, 2, 3] } } }),
    );
    act(&mut h, event("bandits"));
    act(
        &mut h,
        json!({ "resolve": { "bandits": { "losers": [0, 1, 3] } } }),
    );
    act(&mut h, event("sheriff"));
    act(&mut h, slowest(1));
    act(&mut h, event("sheriff"));
    act(&mut h, slowest(1));
    act(&mut h, event("cavalry"));
    act(&mut h, slowest(3));
    for _ in 0..5 {
        act(&mut h, json!({ "tell_flip": "cactus" }));
    }
    let tokens: Vec<String> = (0..5)
        .map(|p| figure(browser, p, "fast-west-public-tokens"))
        .collect();
    assert_eq!(tokens, ["2/5", "4/5", "1/5", "3/5", "0/5"]);
    browser.screenshot("fast-west");
    let hands = json!([
        { "bullet": 3, "target": 1 }, { "bullet": 1, "target": 0 },
        { "bullet": 5, "target": 0 }, { "bullet": 2, "target": 4 },
        { "bullet": 4, "target": 3 }
    ]);
    act(&mut h, json!({ "resolve_duel": { "hands": hands } }));
    assert_eq!(browser.text("#spot"), "C", "the winner");
    assert_eq!(figure(browser, 0, "fast-west-public-tokens"), "6");
}

fn gnadenlos(browser: &Browser) {
    use deputy::games::gnadenlos::GnadenlosGame;
    let dir = tempfile::tempdir().expect("tempdir");
    // The payday worked example (gnadenlos.md): a game taken over with this market and
    // these purses (A 3, B 1, C 5).
    let storage = Storage::open(dir.path()).expect("storage");
    let market: Vec<Value> = "A1 B2 C1 A2 B1 C2 A3 B0 C2 A1 B4 C3 A2 B1"
        .split_whitespace()
        .map(|c| json!({ "owner": c.as_bytes()[0] - b'A', "value": c.as_bytes()[1] - b'0' }))
        .collect();
    let header = json!({
        "format": 1, "game": "gnadenlos", "app_version": "test", "created_unix_secs": 0,
        "setup": {
            "seating": { "players": [
                { "name": "Ann", "colour": "red" }, { "name": "Bob", "colour": "blue" },
                { "name": "Cid", "colour": "yellow" }
            ], "first": 0 },
            "options": {},
            "opening_market": [0, 1, 2, 3, 4, 5],
            "under_way": { "market": market, "nuggets": [3, 1, 5] }
        }
    });
    std::fs::write(
        storage.games_dir().join("gnadenlos-worked.jsonl"),
        format!("{header}\n"),
    )
    .expect("the save is written");
    let mut h = app(dir.path(), true);
    open(&h, browser);
    let cards = "document.querySelectorAll('.grid td .badge').length";
    assert_eq!(browser.js(&format!("return {cards};")), json!(14));
    let act = |h: &mut Harness<'_, DeputyApp>, value| {
        act::<GnadenlosGame>(h, browser, action::<GnadenlosGame>(value))
    };
    act(
        &mut h,
        json!({ "resolve_event": { "kind": "poker", "strengths": [3, 3, 3] } }),
    );
    act(&mut h, json!({ "buy_prestige": { "nuggets": 0 } }));
    act(&mut h, json!("skip_recruitment"));
    assert_eq!(
        browser.text("#spot"),
        "Payday under way",
        "the payday, as the laptop says it"
    );
    for face in [6, 2, 2, 5] {
        act(&mut h, json!({ "roll_die": { "face": face } }));
    }
    let nuggets: Vec<String> = (0..3)
        .map(|p| figure(browser, p, "gnadenlos-public-nuggets"))
        .collect();
    assert_eq!(nuggets, ["3", "0", "2"]);
    assert_eq!(figure(browser, 1, "gnadenlos-public-vultures"), "1/3");
    assert_eq!(browser.js(&format!("return {cards};")), json!(10));
    // The market's values were never on the page: no card showed a value.
    assert!(!browser.seen().contains("<b>"), "a market value was shown");
    browser.screenshot("gnadenlos");
}

fn colt_express(browser: &Browser) {
    use deputy::games::colt_express::ColtExpressGame;
    use deputy::games::colt_express::rules::{ColtState, Phase};
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = app(dir.path(), false);
    kit::start_game(&mut h, GameKind::ColtExpress, &["Ann", "Bob", "Cy", "Di"]);
    open(&h, browser);
    let state = |h: &Harness<'_, DeputyApp>| -> ColtState { kit::state::<ColtExpressGame>(h) };
    let act = |h: &mut Harness<'_, DeputyApp>, value| {
        act::<ColtExpressGame>(h, browser, action::<ColtExpressGame>(value))
    };
    // The turn caller: whose card it is, very large, and the turn's order.
    let first = state(&h).current_seat().expect("a player");
    let names = ["Ann", "Bob", "Cy", "Di"];
    assert_eq!(browser.text("#spot"), names[first]);
    assert!(browser.text(".list li.current").contains(names[first]));
    act(&mut h, json!("play_card"));
    let next = state(&h).current_seat().expect("a player");
    assert_eq!(browser.text("#spot"), names[next]);
    // Five rounds: every card played and resolved, no event touching anyone.
    for _ in 0..2_000 {
        let value = match &state(&h).phase {
            Phase::FinalCount { .. } => break,
            Phase::Planning { .. } => json!("play_card"),
            Phase::Action { resolved } if *resolved < state(&h).planned.len() => {
                json!("resolve_card")
            }
            Phase::Action { .. } => json!("end_actions"),
            Phase::Event => json!({ "apply_event": { "affected": [] } }),
            other => panic!("cannot go on from {other:?}"),
        };
        act(&mut h, value);
    }
    // The final count of colt-express.md, entered bandit by bandit: hidden until the
    // reveal.
    let tally = |bandit: usize, tally: &str, value: u8| json!({ "set_tally": { "bandit": bandit, "tally": tally, "value": value } });
    let purse =
        |bandit: usize, value: u32| json!({ "enter_purse": { "bandit": bandit, "value": value } });
    for value in [
        purse(0, 450),
        tally(0, "jewels", 1),
        tally(0, "fired", 3),
        tally(0, "received", 2),
        purse(1, 300),
        purse(1, 500),
        tally(1, "fired", 5),
        tally(1, "received", 4),
        tally(2, "strongboxes", 1),
        tally(2, "fired", 5),
        tally(2, "received", 1),
        purse(3, 250),
        purse(3, 350),
        purse(3, 400),
        tally(3, "fired", 2),
        tally(3, "received", 3),
    ] {
        act(&mut h, value);
    }
    let before_reveal = browser.seen();
    assert!(
        !before_reveal.contains('$'),
        "no dollar amount before the reveal"
    );
    act(&mut h, json!("reveal"));
    let winner = state(&h).bandits[2].owner;
    assert_eq!(browser.text("#spot"), names[winner], "Doc's player, $2250");
    assert!(browser.text(".list li.current").contains("2250"));
    browser.screenshot("colt-express");
}

#[test]
fn a_phone_sized_chromium_follows_every_game_live() {
    let Some(browser) = Browser::start() else {
        return;
    };
    duel(&browser);
    saloon(&browser);
    fast_west(&browser);
    gnadenlos(&browser);
    colt_express(&browser);
}

/// The page on a TV (1920×1080, landscape): the whole table fits the screen without
/// scrolling, for the tallest pages: Gnadenlos! with four players and a full market at a
/// payday, Colt Express with six players (the turn caller's order, Stealin', the
/// reveal), each with a full history.
#[test]
fn a_tv_shows_the_whole_table_without_scrolling() {
    use deputy::games::colt_express::ColtExpressGame;
    use deputy::games::colt_express::rules::Phase as ColtPhase;
    use deputy::games::gnadenlos::GnadenlosGame;
    let Some(browser) = Browser::start_sized(1920, 1080, false) else {
        return;
    };
    let fits = |h: &Harness<'_, DeputyApp>, what: &str| {
        browser.goto(&format!("{}?lang=fr", url(h)));
        browser.wait(
            "the table",
            "document.querySelector('article[data-player]')",
        );
        assert_eq!(browser.js("return window.innerWidth;"), json!(1920));
        let tall = browser.js("return document.documentElement.scrollHeight;");
        let screen = browser.js("return window.innerHeight;");
        browser.screenshot(&format!("tv-{what}"));
        assert!(
            tall.as_u64() <= screen.as_u64(),
            "{what}: the page is {tall} px tall on a screen of {screen}"
        );
    };
    let apply = |h: &mut Harness<'_, DeputyApp>,
                 act: &mut dyn FnMut(
        &mut dyn deputy::host::Table,
        &mut deputy::host::ShellCx<'_>,
    ) -> bool| {
        let accepted = h
            .state_mut()
            .with_table(|t, cx| act(t, cx))
            .expect("a table");
        assert!(accepted, "refused");
        h.run();
    };

    // Gnadenlos!: four players, four rows in the market: a payday.
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    let market: Vec<Value> =
        "A1 B2 C1 D1 A2 B1 C2 D2 A3 B0 C2 D0 A1 B4 C3 D3 A2 B1 C1 D2 A0 B3 C4 D1"
            .split_whitespace()
            .map(|c| json!({ "owner": c.as_bytes()[0] - b'A', "value": c.as_bytes()[1] - b'0' }))
            .collect();
    let header = json!({
        "format": 1, "game": "gnadenlos", "app_version": "test", "created_unix_secs": 0,
        "setup": {
            "seating": { "players": [
                { "name": "Annabelle", "colour": "red" }, { "name": "Bartholomew", "colour": "blue" },
                { "name": "Cidonie", "colour": "yellow" }, { "name": "Dorothea", "colour": "green" }
            ], "first": 0 },
            "options": {},
            "opening_market": [0, 1, 2, 3, 4, 5, 6, 7],
            "under_way": { "market": market, "nuggets": [3, 1, 5, 2] }
        }
    });
    std::fs::write(
        storage.games_dir().join("gnadenlos-tv.jsonl"),
        format!("{header}\n"),
    )
    .expect("the save is written");
    let mut h = app(dir.path(), true);
    fits(&h, "gnadenlos-start");
    for value in [
        json!({ "resolve_event": { "kind": "poker", "strengths": [3, 3, 3, 3] } }),
        json!({ "buy_prestige": { "nuggets": 0 } }),
        json!("skip_recruitment"),
        json!({ "roll_die": { "face": 6 } }),
    ] {
        let action = action::<GnadenlosGame>(value);
        apply(&mut h, &mut |t, cx| {
            t.as_any_mut()
                .downcast_mut::<GameTable<GnadenlosGame>>()
                .expect("Gnadenlos!")
                .act(action.clone(), cx)
        });
    }
    fits(&h, "gnadenlos-payday");
    drop(h);

    // Colt Express: six players, every bandit of the box.
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    let card = |set: &str, card: &str| json!({ "set": set, "card": card });
    let header = json!({
        "format": 1, "game": "colt-express", "app_version": "test", "created_unix_secs": 0,
        "setup": {
            "seating": { "players": [
                { "name": "Annabelle", "colour": "red" }, { "name": "Bartholomew", "colour": "blue" },
                { "name": "Cidonie", "colour": "yellow" }, { "name": "Dorothea", "colour": "green" },
                { "name": "Eustace", "colour": "purple" }, { "name": "Ferdinand", "colour": "orange" }
            ], "first": 0 },
            "bandits": ["ghost", "belle", "cheyenne", "tuco", "django", "doc"],
            "deck": [
                card("large", "angry-marshal"), card("large", "take-it-all"),
                card("large", "passengers-rebellion"), card("large", "tunnel"),
                card("station", "pickpocketing")
            ]
        }
    });
    std::fs::write(
        storage.games_dir().join("colt-express-tv.jsonl"),
        format!("{header}\n"),
    )
    .expect("the save is written");
    let mut h = app(dir.path(), true);
    let (mut seen_planning, mut seen_action) = (false, false);
    for _ in 0..2_000 {
        let state = kit::state::<ColtExpressGame>(&h);
        let value = match &state.phase {
            ColtPhase::FinalCount { .. } => break,
            ColtPhase::Planning { turn: 1, step: 0 } if state.round == 0 && !seen_planning => {
                seen_planning = true;
                fits(&h, "colt-express-planning");
                json!("play_card")
            }
            ColtPhase::Planning { .. } => json!("play_card"),
            ColtPhase::Action { resolved } if *resolved < state.planned.len() => {
                if !seen_action && *resolved == 2 {
                    seen_action = true;
                    fits(&h, "colt-express-stealin");
                }
                json!("resolve_card")
            }
            ColtPhase::Action { .. } => json!("end_actions"),
            ColtPhase::Event => json!({ "apply_event": { "affected": [] } }),
            other => panic!("cannot go on from {other:?}"),
        };
        let action = action::<ColtExpressGame>(value);
        apply(&mut h, &mut |t, cx| {
            t.as_any_mut()
                .downcast_mut::<GameTable<ColtExpressGame>>()
                .expect("Colt Express")
                .act(action.clone(), cx)
        });
    }
    assert!(
        seen_planning && seen_action,
        "Schemin' and Stealin' were seen"
    );
    fits(&h, "colt-express-count");
    let reveal = action::<ColtExpressGame>(json!("reveal"));
    apply(&mut h, &mut |t, cx| {
        t.as_any_mut()
            .downcast_mut::<GameTable<ColtExpressGame>>()
            .expect("Colt Express")
            .act(reveal.clone(), cx)
    });
    fits(&h, "colt-express-reveal");
}
