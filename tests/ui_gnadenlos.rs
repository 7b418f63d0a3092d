//! Gnadenlos! driven headless by accessible labels (egui_kittest): the spec's payday
//! worked example clicked and typed through the whole app with the cues recorded, a new
//! game started from Home, and a die roll undone and redone.

mod common;

use std::path::Path;

use common::kit::{self, click};
use deputy::app::{DeputyApp, StartOptions};
use deputy::core::cue::{Fx, NUMBERS};
use deputy::core::game::GameKind;
use deputy::core::players::Seating;
use deputy::core::save::{self, FORMAT_VERSION, SaveHeader};
use deputy::games::gnadenlos::GnadenlosGame;
use deputy::games::gnadenlos::cues::{CANNOT_PAY, COLUMN, DIE_ROLL, PAYDAY, POKER, VULTURE};
use deputy::games::gnadenlos::rules::{
    DebtValue, GnadenlosOptions, GnadenlosSetup, GnadenlosState, MarketCard, Phase, UnderWay,
};
use deputy::i18n::Language;
use deputy::services::audio::{Played, RecordingAudio};
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::ScriptedChance;
use deputy::services::clock::ManualClock;
use deputy::services::storage::Storage;
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

const NAMES: [&str; 3] = ["Ann", "Bob", "Cid"];

/// The worked example's market: "A1 B2 C1 A2 B1 C2 A3 B0 C2 A1 B4 C3 A2 B1".
fn worked_market() -> Vec<MarketCard> {
    "A1 B2 C1 A2 B1 C2 A3 B0 C2 A1 B4 C3 A2 B1"
        .split_whitespace()
        .map(|c| MarketCard {
            owner: usize::from(c.as_bytes()[0] - b'A'),
            value: DebtValue::new(c.as_bytes()[1] - b'0').expect("0 to 4"),
        })
        .collect()
}

/// Writes a game taken over with the worked example's market and purses (A 3, B 1,
/// C 5), at the event of Ann's first turn.
fn write_worked_example(data: &Path) {
    let storage = Storage::open(data).expect("storage");
    let setup = GnadenlosSetup {
        seating: Seating::from_names(&NAMES),
        options: GnadenlosOptions::default(),
        opening_market: (0..6).collect(),
        under_way: Some(UnderWay::new(worked_market(), vec![3, 1, 5])),
    };
    let header = SaveHeader {
        format: FORMAT_VERSION,
        game: GameKind::Gnadenlos,
        app_version: "test".into(),
        created_unix_secs: 0,
        setup: serde_json::to_value(setup).expect("setup to JSON"),
    };
    let text = save::header_line(&header).expect("header");
    std::fs::write(storage.games_dir().join("gnadenlos-worked.jsonl"), text).expect("write");
}

fn app(
    data: &Path,
    audio: &RecordingAudio,
    chance: ScriptedChance,
    resume: bool,
) -> Harness<'static, DeputyApp> {
    kit::harness(
        data,
        Box::new(audio.clone()),
        Box::new(chance),
        ManualClock::new(),
        Settings {
            language: Some(Language::En),
            ..Settings::default()
        },
        StartOptions {
            resume,
            ..StartOptions::default()
        },
        Box::new(NoKeepAwake),
    )
}

fn state(h: &Harness<'_, DeputyApp>) -> GnadenlosState {
    kit::state::<GnadenlosGame>(h)
}

/// Asserts that some text on screen (a caption, a history line) contains `text`.
fn shown(h: &Harness<'_, DeputyApp>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_some(),
        "nothing on screen says {text:?}"
    );
}

fn count(played: &[Played], want: &Played) -> usize {
    played.iter().filter(|p| *p == want).count()
}

#[test]
fn payday_worked_example_through_the_ui() {
    let dir = tempfile::tempdir().expect("tempdir");
    write_worked_example(dir.path());
    let audio = RecordingAudio::new();
    // The first roll is Deputy's (Space): a 6. The others are typed from a real die.
    let mut h = app(dir.path(), &audio, ScriptedChance::dice(&[6]), true);
    h.get_by_label("Market: rows 3 / 3");
    h.get_by_label("Column 6, row 2: Cid's card");

    // Event: a poker where everyone reveals 3 (all tie: everyone wins, nobody loses).
    click(&mut h, "Poker");
    for name in NAMES {
        click(&mut h, &format!("Strength of {name} 3"));
    }
    click(&mut h, "Resolve the Poker");
    click(&mut h, "No prestige");
    click(&mut h, "No recruitment");
    assert_eq!(state(&h).phase, Phase::Payday);
    let played = audio.played();
    assert_eq!(count(&played, &Played::Voice(POKER, Language::En, 1.0)), 1);
    assert_eq!(count(&played, &Played::Voice(PAYDAY, Language::En, 1.0)), 1);
    assert_eq!(count(&played, &Played::Fx(Fx::BELL, 0.8)), 1);

    // 6 rolled by Deputy: the die sound plays with the roll itself.
    let before = audio.played().len();
    kit::key(&mut h, egui::Key::Space);
    let played = audio.played();
    let this_roll = &played[before..];
    assert!(
        this_roll.contains(&Played::Fx(DIE_ROLL, 0.8)),
        "{this_roll:?}"
    );
    assert!(this_roll.contains(&Played::Voice(COLUMN, Language::En, 1.0)));
    assert!(this_roll.contains(&Played::Voice(NUMBERS[6], Language::En, 1.0)));
    assert!(
        kit::table::<GnadenlosGame>(&h)
            .view()
            .die_rolling(std::time::Duration::ZERO),
        "the sound came with the action, while the die still tumbles"
    );
    assert_eq!(state(&h).players[2].nuggets, 2, "Cid paid 3");
    shown(&h, "Column 6: Cid pays 3");

    // 2, 2 and 5 typed from the real die.
    kit::key(&mut h, egui::Key::Num2);
    assert_eq!(state(&h).players[1].nuggets, 0, "Bob paid 1");
    kit::key(&mut h, egui::Key::Num2);
    shown(&h, "Column 2: Bob pays 0");
    assert_eq!(state(&h).phase, Phase::Payday);
    kit::key(&mut h, egui::Key::Num5);
    shown(&h, "Column 5: Bob cannot pay 4");

    let s = state(&h);
    assert_eq!(
        s.players.iter().map(|b| b.nuggets).collect::<Vec<_>>(),
        [3, 0, 2]
    );
    assert_eq!(s.players[1].vultures, 1);
    assert_eq!(s.market.len(), 10, "compacted");
    assert_eq!(s.rows(), 2);
    assert_eq!(s.phase, Phase::Event, "payday over, the turn passed");
    assert_eq!(s.active, 1);
    h.get_by_label("Market: rows 2 / 3");
    h.get_by_label("Vultures 1/3");
    h.get_by_label("Column 2, row 2: Cid's card");
    let played = audio.played();
    assert_eq!(count(&played, &Played::Fx(DIE_ROLL, 0.8)), 4);
    assert_eq!(
        count(&played, &Played::Voice(CANNOT_PAY, Language::En, 1.0)),
        1
    );
    assert_eq!(count(&played, &Played::Fx(VULTURE, 0.8)), 1);
    assert_eq!(
        count(&played, &Played::Fx(Fx::COINS, 0.8)),
        2,
        "3 and 1 paid; 0 is silent"
    );

    // Undo walks back over the last roll; redo gives the same face again.
    h.get_by_label("Undo").click();
    h.run_steps(2);
    let undone = state(&h);
    assert_eq!(undone.phase, Phase::Payday);
    assert_eq!(undone.players[1].vultures, 0);
    h.get_by_label("Redo").click();
    h.run_steps(2);
    assert_eq!(state(&h), s);
}

#[test]
fn a_new_game_starts_from_home_with_each_players_1_and_2_in_the_market() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = app(dir.path(), &audio, ScriptedChance::new([]), false);
    kit::start_game(&mut h, GameKind::Gnadenlos, &NAMES);
    let s = state(&h);
    assert_eq!(s.market.len(), 6);
    assert_eq!(s.phase, Phase::Event);
    h.get_by_label("Market: rows 1 / 3");
    // Keys: P (poker), then strengths typed in seating order, Space resolves.
    for key in [
        egui::Key::P,
        egui::Key::Num5,
        egui::Key::Num2,
        egui::Key::Num2,
    ] {
        kit::key(&mut h, key);
    }
    kit::key(&mut h, egui::Key::Space);
    let s = state(&h);
    assert_eq!(s.phase, Phase::Prestige);
    assert_eq!(s.players[0].adventurers, 1, "Ann won and discards");
    assert!(
        s.players[0].hat > s.players[1].hat,
        "Ann moved forward, Bob and Cid back"
    );
    // Prestige 4 with the keys, then the sum-taken refusal shown where the bid was tried.
    kit::key(&mut h, egui::Key::Num4);
    kit::key(&mut h, egui::Key::Space);
    assert_eq!(state(&h).players[0].nuggets, 6);
    click(&mut h, "Recruit");
    click(&mut h, "Add a 3 (3 in hand)");
    click(&mut h, "Bid 3");
    click(&mut h, "Add a 3 (3 in hand)");
    kit::key(&mut h, egui::Key::Space);
    shown(&h, "A bid of 3 is taken. Sums already bid: 3.");
    assert_eq!(state(&h).sums_taken(), [3]);
}

/// Clicks the widget with this accessible label through AccessKit (it may lie below the
/// fold of Setup's scrolling page) and lets the app settle.
fn press(h: &mut Harness<'_, DeputyApp>, label: &str) {
    h.get_by_label(label).click_accesskit();
    h.run();
}

/// Sets the number field with this accessible label and lets the app settle.
fn set(h: &mut Harness<'_, DeputyApp>, label: &str, value: f64) {
    h.get_by_label(label).set_value_accesskit(value);
    h.run();
}

/// Issue 17, points 10 and 12, then 11: a game begun without Deputy taken over from
/// Setup's form (the worked example's market laid card by card, the purses, a vulture,
/// a hat, the undertaker), an impossible entry refused beside its field, the note beside
/// the vulture's final cost; then the table: a gold rush whose preview shows both
/// payouts, and a payday whose "column is empty" stays on screen until the next action.
#[test]
fn a_game_taken_over_from_setup_then_a_gold_rush_and_a_payday() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let clock = ManualClock::new();
    let mut h = kit::harness(
        dir.path(),
        Box::new(audio.clone()),
        Box::new(ScriptedChance::dice(&[6, 3])),
        clock.clone(),
        // The history panel hidden: what stays on screen is the table's own.
        Settings {
            language: Some(Language::En),
            history: Some(false),
            ..Settings::default()
        },
        StartOptions::default(),
        Box::new(NoKeepAwake),
    );
    click(&mut h, "New Gnadenlos!");
    for (i, name) in NAMES.iter().enumerate() {
        let seat = format!("Player {}", i + 1);
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    // Point 12: the note beside "Spaces each vulture costs at the end".
    press(&mut h, "Box values (check your box)");
    shown(
        &h,
        "A third vulture ends the game at once, and at 0 spaces it costs nothing",
    );

    // Point 10: the form.
    press(&mut h, "Take over a game begun without Deputy");
    shown(&h, "Deputy takes the game over at the start of Ann's turn");
    for (name, nuggets) in [("Ann", 3.0), ("Bob", 1.0), ("Cid", 5.0)] {
        set(&mut h, &format!("{name}'s nuggets"), nuggets);
    }
    set(&mut h, "Bob's vultures", 3.0);
    shown(
        &h,
        "A third vulture ends the game: Bob can hold at most 2 in a game under way.",
    );
    set(&mut h, "Bob's vultures", 1.0);
    assert!(
        h.query_all_by_label_contains("A third vulture ends the game: Bob")
            .next()
            .is_none(),
        "the sentence goes once the entry is possible"
    );
    set(&mut h, "Cid's hat space", 9.0);
    set(&mut h, "Ann's adventurers", 3.0);
    set(&mut h, "The undertaker's steps", 2.0);
    for (k, card) in worked_market().iter().enumerate() {
        press(&mut h, &format!("Lay {}'s cards", NAMES[card.owner]));
        press(&mut h, &format!("Card value {}", card.value.get()));
        let label = format!(
            "Column {}, row {}: lay {}'s {} here",
            k % 6 + 1,
            k / 6 + 1,
            NAMES[card.owner],
            card.value.get()
        );
        press(&mut h, &label);
    }
    shown(&h, "14 cards, 3 rows for 3 players");
    // A colour has two 4s: Bob's two 4s laid, a third is refused beside the grid.
    press(&mut h, "Lay Bob's cards");
    press(&mut h, "Card value 4");
    press(&mut h, "Column 3, row 3: lay Bob's 4 here");
    shown(&h, "Column 4, row 3: lay Bob's 4 here");
    assert!(
        h.get_by_label("Column 4, row 3: lay Bob's 4 here")
            .accesskit_node()
            .is_disabled()
    );
    shown(
        &h,
        "Bob has no more debt cards of 4 to lay: a colour has 2, all in the market.",
    );
    press(&mut h, "Take back the last card");
    // More debt cards in Cid's hand than a colour has: the sentence beside his hand.
    set(&mut h, "Cid's debt cards of 2 in hand", 3.0);
    shown(
        &h,
        "Cid: 3 in hand and 2 in the market make 5 debt cards of 2, but a colour has 3.",
    );
    press(&mut h, "Start Gnadenlos!");
    assert_eq!(h.state().screen(), deputy::app::Screen::Setup, "refused");
    press(&mut h, "Follow the market");
    press(&mut h, "Start Gnadenlos!");
    assert_eq!(h.state().screen(), deputy::app::Screen::Table);
    let s = state(&h);
    assert_eq!(
        s.market.iter().flatten().copied().collect::<Vec<_>>(),
        worked_market()
    );
    assert_eq!(
        s.players.iter().map(|b| b.nuggets).collect::<Vec<_>>(),
        [3, 1, 5]
    );
    assert_eq!(
        (
            s.players[1].vultures,
            s.players[2].hat,
            s.players[0].adventurers
        ),
        (1, 9, 3)
    );
    assert_eq!(s.undertaker, 2);
    assert_eq!(
        s.players[2].hand,
        [2, 2, 1, 2, 2],
        "13 less Cid's C1 C2 C2 C3"
    );
    h.get_by_label("Market: rows 3 / 3");

    // Point 11: a gold rush; the preview shows both payouts before anything moves.
    click(&mut h, "Gold rush");
    for (name, strength) in [("Ann", 5), ("Bob", 3), ("Cid", 2)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
    }
    h.get_by_label("Ann takes 4 nuggets");
    h.get_by_label("Bob takes 2 nuggets");
    assert_eq!(state(&h).players[1].nuggets, 1, "nothing applied yet");
    click(&mut h, "Resolve the Gold rush");
    assert_eq!(
        state(&h)
            .players
            .iter()
            .map(|b| b.nuggets)
            .collect::<Vec<_>>(),
        [7, 3, 5]
    );
    click(&mut h, "No prestige");
    click(&mut h, "No recruitment");
    assert_eq!(state(&h).phase, Phase::Payday);
    // While the payday goes on, no row count that reads as its end.
    h.get_by_label("Payday under way");
    kit::key(&mut h, egui::Key::Space);
    shown(&h, "Column 6: Cid pays 3");
    assert!(h.query_by_label("Market: rows 3 / 3").is_none());
    // 6 typed from the real die: Cid's 2 (row 1); 6 again: the column is empty.
    kit::key(&mut h, egui::Key::Num6);
    assert_eq!(state(&h).players[2].nuggets, 0);
    assert_eq!(state(&h).phase, Phase::Payday);
    kit::key(&mut h, egui::Key::Num6);
    assert_eq!(
        state(&h).phase,
        Phase::Event,
        "column 6 emptied, the payday ended"
    );
    // Long after the caption has gone, the sentence stays by the die…
    clock.advance(std::time::Duration::from_secs(10));
    h.run();
    h.get_by_label("Column 6 is empty: the payday ends");
    // …until the next action.
    click(&mut h, "Poker");
    for name in ["Ann", "Bob", "Cid"] {
        click(&mut h, &format!("Strength of {name} 1"));
    }
    click(&mut h, "Resolve the Poker");
    assert!(
        h.query_by_label("Column 6 is empty: the payday ends")
            .is_none()
    );

    // The next Setup offers a new game again.
    h.get_by_label("Home").click();
    h.run();
    click(&mut h, "New Gnadenlos!");
    assert!(
        h.query_by_label("Lay Ann's cards").is_none(),
        "the form was for that game only"
    );
}
