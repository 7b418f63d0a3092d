//! One source of truth: what the phones see is what the laptop shows, at every step.
//!
//! Each game's worked example is played in the running app (headless, sharing on the
//! loopback) with an undo and a redo after every action; after each action, undo and
//! redo, the phone's view (`/TOKEN/view.json`, as a page or any integration reads it)
//! is compared with the laptop's: the caption of the laptop's header (which belongs to
//! the journal's step: an undo clears it, a redo brings it back), the history as the
//! laptop keeps it (newest first), the game's public view of the laptop's state, and
//! whose turn the laptop's header names against the cards the page frames.

mod common;

use std::net::SocketAddr;
use std::path::Path;
use std::time::{Duration, Instant};

use common::{http, kit};
use deputy::app::DeputyApp;
use deputy::core::game::GameKind;
use deputy::host::{ActionOf, GameDef, GameTable, Header, View};
use deputy::i18n::Language;
use deputy::services::audio::SilentAudio;
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::services::storage::Storage;
use deputy::settings::Settings;
use egui_kittest::Harness;
use serde_json::{Value, json};

/// The app, headless, sharing on the loopback, in English (`resume`: the last game).
fn app(dir: &Path, resume: bool) -> Harness<'static, DeputyApp> {
    let mut settings = Settings {
        language: Some(Language::En),
        ..Settings::default()
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
        Box::new(RandChance::seeded(23)),
        ManualClock::new(),
        settings,
        http::sharing_on_loopback(resume),
        Box::new(NoKeepAwake),
    )
}

/// The page's address and its view's path.
fn view_address(h: &Harness<'_, DeputyApp>) -> (SocketAddr, String) {
    let url = h.state().sharing().url().expect("sharing runs");
    let rest = url.strip_prefix("http://").expect("http");
    let (host, path) = rest.split_once('/').expect("a path");
    (
        host.parse().expect("an address"),
        format!("/{path}view.json?lang=en"),
    )
}

/// What the laptop shows now, in the phone's terms: the header's caption, the history
/// (newest first, as many lines as the page shows) and the public view of its state.
fn laptop(h: &Harness<'_, DeputyApp>) -> Value {
    let app = h.state();
    let i18n = app.i18n();
    let table = app.table().expect("a game on the table");
    let history: Vec<String> = table
        .history()
        .iter()
        .rev()
        .flat_map(|lines| lines.iter().rev())
        .take(deputy::share::page::HISTORY_LINES)
        .map(|m| i18n.tr(m))
        .collect();
    json!({
        "caption": table.caption().map(|m| i18n.tr(m)),
        "history": history,
        "view": table.public().view,
    })
}

/// The laptop's header now (whose turn it names).
fn header<G: GameDef>(h: &mut Harness<'_, DeputyApp>) -> Header {
    h.state_mut()
        .with_table(|table, cx| {
            table
                .as_any_mut()
                .downcast_mut::<GameTable<G>>()
                .expect("the game expected")
                .drive(cx, |view, state, vcx| view.header(state, vcx))
                .0
        })
        .expect("a table")
}

/// The names on the page's cards framed as having the turn.
fn framed(html: &str) -> Vec<String> {
    html.split("<article class=\"")
        .skip(1)
        .filter(|card| card.split('"').next().is_some_and(|c| c.contains("turn")))
        .filter_map(|card| {
            let start = card.find("<h2>")? + 4;
            let end = card[start..].find("</h2>")? + start;
            Some(card[start..end].to_owned())
        })
        .collect()
}

/// Lets the app draw (and publish), then waits until the phone's view is the laptop's,
/// and compares them; then whose turn the header names against the framed cards.
fn agree<G: GameDef>(h: &mut Harness<'_, DeputyApp>, step: &str) {
    h.run();
    let wanted = laptop(h);
    let (addr, path) = view_address(h);
    let started = Instant::now();
    let phone = loop {
        let reply = http::get(addr, &path);
        assert_eq!(reply.status, 200, "{step}: {}", reply.head);
        let json: Value = serde_json::from_str(&reply.body).expect("JSON");
        let seen = json!({
            "caption": json["caption"],
            "history": json["history"],
            "view": json["view"],
        });
        if seen == wanted || started.elapsed() > Duration::from_secs(20) {
            break json;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    for field in ["caption", "history", "view"] {
        assert_eq!(
            phone[field], wanted[field],
            "{step}: the phone's {field} is not the laptop's"
        );
    }
    let turn = header::<G>(h).turn.map(|t| t.name);
    let cards = framed(phone["html"].as_str().expect("the page's HTML"));
    match &turn {
        Some(name) => assert!(
            !cards.is_empty() && cards.iter().all(|card| name.contains(card.as_str())),
            "{step}: the laptop names {name:?}, the phone frames {cards:?}"
        ),
        None => assert!(
            cards.is_empty(),
            "{step}: the laptop names nobody, the phone frames {cards:?}"
        ),
    }
}

/// The journal's cursor on the laptop.
fn cursor<G: GameDef>(h: &Harness<'_, DeputyApp>) -> usize {
    kit::table::<G>(h).session().journal().cursor()
}

/// Applies `value` (an action in its save-file JSON) as the operator's keys would,
/// then undoes and redoes it with the keyboard, the phone agreeing with the laptop
/// after each.
fn act<G: GameDef>(h: &mut Harness<'_, DeputyApp>, value: Value) {
    let action: ActionOf<G> = serde_json::from_value(value.clone()).expect("an action");
    let accepted = h
        .state_mut()
        .with_table(|table, cx| {
            table
                .as_any_mut()
                .downcast_mut::<GameTable<G>>()
                .expect("the game expected")
                .act(action, cx)
        })
        .expect("a table");
    assert!(accepted, "{value} refused");
    agree::<G>(h, &format!("after {value}"));
    let after = cursor::<G>(h);
    if !kit::can_undo(h) {
        return;
    }
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(cursor::<G>(h) < after, "{value} undone");
    agree::<G>(h, &format!("after undoing {value}"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(cursor::<G>(h), after, "{value} redone");
    agree::<G>(h, &format!("after redoing {value}"));
}

#[test]
fn duel_the_phone_agrees_with_the_laptop_at_every_step() {
    use deputy::games::duel::DuelGame;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = app(dir.path(), false);
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    agree::<DuelGame>(&mut h, "at the start");
    let shot = |shooter: usize, target: usize, shot: u8, dodge: u8| json!({ "record_shot": { "shooter": shooter, "target": target, "shot": shot, "dodge": dodge } });
    for value in [
        json!("start_shooting"),
        json!("call_next_tier"),
        json!("call_next_tier"),
        json!("call_next_tier"),
        json!("call_next_tier"),
        shot(0, 1, 5, 4),
        json!("resolve_tier"),
        json!("call_next_tier"),
        shot(1, 0, 4, 3),
        json!("resolve_tier"),
        json!("call_next_tier"),
        shot(0, 1, 6, 4),
        json!("resolve_tier"),
        json!("call_next_tier"),
        json!("end_round"),
    ] {
        act::<DuelGame>(&mut h, value);
    }
}

#[test]
fn saloon_the_phone_agrees_with_the_laptop_at_every_step() {
    use deputy::games::saloon::SaloonGame;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = app(dir.path(), false);
    kit::start_game(&mut h, GameKind::Saloon, &["Ann", "Bob", "Cat"]);
    agree::<SaloonGame>(&mut h, "at the start");
    // The worked example of saloon.md.
    for value in [
        json!({ "strike": { "defender": 1, "attack": "kick", "follow_up": "berserker", "defence": "block" } }),
        json!({ "strike": { "defender": 0, "attack": "punch", "object": "chair", "help": { "helper": 2, "card": "hold_defender" } } }),
        json!({ "strike": { "defender": 2, "attack": "punch", "object": "beer_barrel", "defence": "tough_guy" } }),
        json!({ "strike": { "defender": 0, "attack": "jump_from_table" } }),
    ] {
        act::<SaloonGame>(&mut h, value);
    }
}

#[test]
fn fast_west_the_phone_agrees_with_the_laptop_at_every_step() {
    use deputy::games::fast_west::FastWestGame;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = app(dir.path(), false);
    kit::start_game(&mut h, GameKind::FastWest, &["A", "B", "C", "D", "E"]);
    agree::<FastWestGame>(&mut h, "at the start");
    // The worked example of the final duel (fast-west.md), the cards told one by one.
    let event = |kind: &str| json!({ "tell_flip": { "event": kind } });
    let slowest = |player: usize| json!({ "resolve": { "slowest": { "player": player } } });
    let mut steps = vec![
        event("bandits"),
        json!({ "resolve": { "bandits": { "losers": [0, 1, 2, 3] } } }),
        event("bandits"),
        json!({ "resolve": { "bandits": { "losers": [0, 1, 3] } } }),
        event("sheriff"),
        slowest(1),
        event("sheriff"),
        slowest(1),
        event("cavalry"),
        slowest(3),
    ];
    steps.extend(std::iter::repeat_n(json!({ "tell_flip": "cactus" }), 5));
    steps.push(json!({ "resolve_duel": { "hands": [
        { "bullet": 3, "target": 1 }, { "bullet": 1, "target": 0 },
        { "bullet": 5, "target": 0 }, { "bullet": 2, "target": 4 },
        { "bullet": 4, "target": 3 }
    ] } }));
    for value in steps {
        act::<FastWestGame>(&mut h, value);
    }
}

#[test]
fn gnadenlos_the_phone_agrees_with_the_laptop_at_every_step() {
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
    agree::<GnadenlosGame>(&mut h, "at the start");
    let mut payday_seen = false;
    for value in [
        json!({ "resolve_event": { "kind": "poker", "strengths": [3, 3, 3] } }),
        json!({ "buy_prestige": { "nuggets": 0 } }),
        json!("skip_recruitment"),
        json!({ "roll_die": { "face": 6 } }),
        json!({ "roll_die": { "face": 2 } }),
        json!({ "roll_die": { "face": 2 } }),
        json!({ "roll_die": { "face": 5 } }),
    ] {
        act::<GnadenlosGame>(&mut h, value);
        // During the payday the phone says so, as the laptop's market does.
        let phone = laptop(&h);
        if phone["view"]["phase"] == "payday" {
            let (addr, path) = view_address(&h);
            let html = http::get(addr, &path).body;
            assert!(html.contains("Payday under way"), "{html}");
            payday_seen = true;
        }
    }
    assert!(payday_seen, "the example goes through a payday");
}

/// Colt Express: each bandit's figures on the phone are those the laptop's cards draw
/// (found on the laptop's screen by their accessible labels, built from the phone's
/// numbers): purses (while no purse waits to be entered), jewels, strongboxes, bullets
/// fired and received.
fn colt_figures_agree(h: &Harness<'_, DeputyApp>, step: &str) {
    use deputy::core::message::Message;
    use deputy::games::colt_express::ColtExpressGame;
    use egui_kittest::kittest::Queryable as _;
    let state = kit::state::<ColtExpressGame>(h);
    if matches!(
        state.phase,
        deputy::games::colt_express::rules::Phase::Over { .. }
    ) {
        return; // The reveal's cards show the money, compared through the view.
    }
    let (addr, path) = view_address(h);
    let phone: Value = serde_json::from_str(&http::get(addr, &path).body).expect("JSON");
    let i18n = h.state().i18n();
    let counting = phone["view"]["phase"] == "final_count";
    for (i, bandit) in state.bandits.iter().enumerate() {
        let seen = &phone["view"]["bandits"][i];
        let waiting = match &state.phase {
            deputy::games::colt_express::rules::Phase::FinalCount { sheets } => {
                sheets[i].to_enter() > 0
            }
            _ => false,
        };
        let mut figures = vec![
            ("colt-express-figure-jewels", "jewels"),
            ("colt-express-figure-strongboxes", "strongboxes"),
            ("colt-express-figure-fired", "fired"),
            ("colt-express-figure-received", "received"),
        ];
        if !waiting {
            figures.push(("colt-express-figure-purses", "purses"));
        }
        for (id, field) in figures {
            let count = seen[field].as_i64().expect("a count");
            let label = i18n.tr(&Message::new(id)
                .text("bandit", bandit.bandit.name())
                .number("count", count));
            assert!(
                h.query_by_label(&label).is_some(),
                "{step}: the phone says {label:?} (counting: {counting}), the laptop does not"
            );
        }
    }
}

#[test]
fn colt_express_the_phone_agrees_with_the_laptop_at_every_step() {
    use deputy::games::colt_express::ColtExpressGame;
    use deputy::games::colt_express::rules::Phase;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = app(dir.path(), false);
    kit::start_game(&mut h, GameKind::ColtExpress, &["Ann", "Bob", "Cy", "Di"]);
    agree::<ColtExpressGame>(&mut h, "at the start");
    // Five rounds: every card played and resolved, no event touching anyone.
    for _ in 0..2_000 {
        let state = kit::state::<ColtExpressGame>(&h);
        let value = match &state.phase {
            Phase::FinalCount { .. } => break,
            Phase::Planning { .. } => json!("play_card"),
            Phase::Action { resolved } if *resolved < state.planned.len() => {
                json!("resolve_card")
            }
            Phase::Action { .. } => json!("end_actions"),
            Phase::Event => json!({ "apply_event": { "affected": [] } }),
            other => panic!("cannot go on from {other:?}"),
        };
        act::<ColtExpressGame>(&mut h, value.clone());
        colt_figures_agree(&h, &format!("after {value}"));
    }
    // The final count of colt-express.md, entered bandit by bandit.
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
        json!("reveal"),
    ] {
        act::<ColtExpressGame>(&mut h, value.clone());
        colt_figures_agree(&h, &format!("after {value}"));
    }
}
