//! Gnadenlos! driven headless by accessible labels (egui_kittest): the spec's payday
//! worked example clicked and typed through the whole app with the cues recorded, a new
//! game started from Home, and a die roll undone and redone.

mod common;

use std::path::Path;

use common::kit::{self, click};
use common::layout::Layout;
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

/// Writes a game of `names` taken over as `under_way` says, at the event of the first
/// player's turn, to be resumed from `games/gnadenlos-{stem}.jsonl`.
fn write_taken_over(data: &Path, names: &[&str], under_way: UnderWay, stem: &str) {
    let storage = Storage::open(data).expect("storage");
    let setup = GnadenlosSetup {
        seating: Seating::from_names(names),
        options: GnadenlosOptions::default(),
        opening_market: (0..2 * names.len()).collect(),
        under_way: Some(under_way),
    };
    let header = SaveHeader {
        format: FORMAT_VERSION,
        game: GameKind::Gnadenlos,
        app_version: "test".into(),
        created_unix_secs: 0,
        setup: serde_json::to_value(setup).expect("setup to JSON"),
    };
    let text = save::header_line(&header).expect("header");
    let file = storage.games_dir().join(format!("gnadenlos-{stem}.jsonl"));
    std::fs::write(file, text).expect("write");
}

/// Writes a game taken over with the worked example's market and purses (A 3, B 1,
/// C 5), at the event of Ann's first turn.
fn write_worked_example(data: &Path) {
    let under_way = UnderWay::new(worked_market(), vec![3, 1, 5]);
    write_taken_over(data, &NAMES, under_way, "worked");
}

/// The market's heading and the peek switch share a row: the heading is cut short
/// ("…") before the switch, never drawn under it.
fn heading_clear_of_peek(h: &Harness<'_, DeputyApp>, heading: &str) {
    let text = h.get_by_label(heading).rect();
    let peek = h.get_by_label("Peek at the values").rect();
    assert!(
        text.right() <= peek.left(),
        "the market's heading {text:?} runs under the peek switch {peek:?} in {:?}",
        h.state().window_size()
    );
}

fn app(
    data: &Path,
    audio: &RecordingAudio,
    chance: ScriptedChance,
    resume: bool,
) -> Harness<'static, DeputyApp> {
    app_on(data, audio, chance, resume, &ManualClock::new())
}

/// [`app`] on this clock.
fn app_on(
    data: &Path,
    audio: &RecordingAudio,
    chance: ScriptedChance,
    resume: bool,
    clock: &ManualClock,
) -> Harness<'static, DeputyApp> {
    kit::harness(
        data,
        Box::new(audio.clone()),
        Box::new(chance),
        clock.clone(),
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
    let clock = ManualClock::new();
    let mut h = app_on(dir.path(), &audio, ScriptedChance::dice(&[6]), true, &clock);
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
    // (What the roll did waits for the die to land: see
    // a_rolls_outcome_shows_only_after_the_tumble.)
    clock.advance(std::time::Duration::from_secs(1));
    h.run();
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
    h.get_by_label("Bob's vultures: 1 of 3");
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

    // Undo walks back over the last roll, and the voice drops what it still had to say
    // of it; redo gives the same face again, and takes nothing back.
    assert_eq!(audio.taken_back_count(), 0);
    h.get_by_label("Undo").click();
    h.run_steps(2);
    let undone = state(&h);
    assert_eq!(undone.phase, Phase::Payday);
    assert_eq!(undone.players[1].vultures, 0);
    assert_eq!(audio.taken_back_count(), 1);
    h.get_by_label("Redo").click();
    h.run_steps(2);
    assert_eq!(state(&h), s);
    assert_eq!(audio.taken_back_count(), 1);
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
    press(&mut h, "Box values (check your box)…");
    shown(
        &h,
        "A third vulture ends the game at once, and at 0 spaces it costs nothing",
    );
    press(&mut h, "Done");

    // Point 10: the form.
    press(&mut h, "Take over a game begun without Deputy");
    // The form is Setup's second page: "Next" stands where Start was.
    assert!(
        h.query_by_label("Start Gnadenlos!").is_none(),
        "Start waits for the game under way"
    );
    press(&mut h, "Next: the game under way");
    shown(&h, "Gnadenlos!: the game under way");
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
    // The event deck: 5 of its 7 cards flipped already.
    set(&mut h, "Event cards flipped from the deck", 5.0);
    // Start waits, the reason beside it, until the field is fixed.
    assert!(
        h.get_by_label("Start Gnadenlos!")
            .accesskit_node()
            .is_disabled(),
        "Start waits while an entry cannot be"
    );
    press(&mut h, "Start Gnadenlos!");
    assert_eq!(h.state().screen(), deputy::app::Screen::Setup, "refused");
    press(&mut h, "Cid: count the hand as the cards not in the market");
    assert!(
        h.query_all_by_label_contains("Cid: 3 in hand")
            .next()
            .is_none(),
        "the red reason stayed after the field was fixed"
    );
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
    assert_eq!(s.events_flipped, 5, "the event deck as entered");
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
    heading_clear_of_peek(&h, "Payday under way");
    for window in [kit::LAPTOP, egui::vec2(1280.0, 800.0)] {
        kit::keep_window(&mut h, window);
        heading_clear_of_peek(&h, "Payday under way");
    }
    kit::key(&mut h, egui::Key::Space);
    // What the roll did shows once the die has landed.
    clock.advance(std::time::Duration::from_secs(1));
    h.run();
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

// ---------------------------------------------------------------------------------------
// The table frame (issue 16): four players fit a laptop in every phase, in English and
// in French, and refused input is said beside the form.

/// Gnadenlos!'s largest table.
const FOUR: [&str; 4] = ["Ann", "Bob", "Cid", "Dee"];

/// A market of 19 cards for four players (rows 4 / 4): "A1 B1 C1 D1 A2 B2 C2 D2 A3 B3
/// C3 D3 A1 B1 C1 D1 A2 B2 C2".
fn four_market() -> Vec<MarketCard> {
    (0..19)
        .map(|k| MarketCard {
            owner: k % 4,
            value: DebtValue::new([1, 2, 3, 1, 2][k / 4]).expect("0 to 4"),
        })
        .collect()
}

/// Four players resumed from `under_way` in a window of `window` logical pixels, in
/// English, the die scripted.
fn four_at(
    data: &Path,
    under_way: UnderWay,
    dice: &[u8],
    window: egui::Vec2,
) -> Harness<'static, DeputyApp> {
    four_with_clock(data, under_way, dice, window, &ManualClock::new())
}

/// Four players at the first event of a game taken over with a market of 4 rows, in a
/// 1280×720 window, in English.
fn four_at_the_start(data: &Path) -> Harness<'static, DeputyApp> {
    four_at(
        data,
        UnderWay::new(four_market(), Vec::new()),
        &[],
        kit::LAPTOP,
    )
}

/// [`four_at`] on this clock.
fn four_with_clock(
    data: &Path,
    under_way: UnderWay,
    dice: &[u8],
    window: egui::Vec2,
    clock: &ManualClock,
) -> Harness<'static, DeputyApp> {
    write_taken_over(data, &FOUR, under_way, "four");
    let mut h = kit::harness_sized(
        data,
        Box::new(RecordingAudio::new()),
        Box::new(ScriptedChance::dice(dice)),
        clock.clone(),
        Settings {
            language: Some(Language::En),
            ..Settings::default()
        },
        StartOptions {
            resume: true,
            ..StartOptions::default()
        },
        Box::new(NoKeepAwake),
        window,
    );
    kit::keep_window(&mut h, window);
    assert_eq!(h.state().screen(), deputy::app::Screen::Table);
    h
}

/// Every player's five key figures, by their accessible labels, in `language`.
fn figures_in(h: &Harness<'_, DeputyApp>, language: Language) -> Vec<String> {
    state(h)
        .players
        .iter()
        .flat_map(|b| {
            let n = &b.name;
            let debts = b.cards_in_hand();
            match language {
                Language::En => vec![
                    format!("{n}'s nuggets: {}", b.nuggets),
                    format!("{n}'s vultures: {} of 3", b.vultures),
                    format!("{n}'s hat: space {}", b.hat),
                    format!("{n}'s adventurers: {}", b.adventurers),
                    format!("{n}'s debt cards in hand: {debts}"),
                ],
                Language::Fr => vec![
                    format!(
                        "Pépites {}\u{a0}: {}",
                        deputy::i18n::elide("de", n),
                        b.nuggets
                    ),
                    format!(
                        "Vautours {}\u{a0}: {} sur 3",
                        deputy::i18n::elide("de", n),
                        b.vultures
                    ),
                    format!(
                        "Chapeau {}\u{a0}: case {}",
                        deputy::i18n::elide("de", n),
                        b.hat
                    ),
                    format!(
                        "Aventuriers {}\u{a0}: {}",
                        deputy::i18n::elide("de", n),
                        b.adventurers
                    ),
                    format!(
                        "Cartes Dette en main {}\u{a0}: {debts}",
                        deputy::i18n::elide("de", n)
                    ),
                ],
            }
        })
        .collect()
}

/// Asserts the table fits its window with `actions` visible and every figure and name
/// readable, in English; then in French (longer words), with `french` visible; then back
/// in English.
fn fits(h: &mut Harness<'_, DeputyApp>, actions: &[&str], french: &[&str]) {
    let figures = figures_in(h, Language::En);
    let report = kit::frame_report(h);
    println!(
        "{:?}: dock {:.0}, players {:.0}, aside {:?}, figure {:?}",
        state(h).phase,
        report.dock.height(),
        report.players.height(),
        report
            .aside
            .map(|a| (a.width().round(), a.height().round())),
        report.sizes.map(|s| (s.figure, s.name, s.columns, s.rows))
    );
    kit::assert_fits(h, actions, &figures);
    let (keys, others) = kit::key_first(&figures, 5);
    kit::assert_readable(h, &keys, &others, &FOUR);
    click(h, "Français");
    let figures = figures_in(h, Language::Fr);
    let report = kit::frame_report(h);
    println!(
        "  in French: dock {:.0}, figure {:?}",
        report.dock.height(),
        report.sizes.map(|s| s.figure)
    );
    kit::assert_fits(h, french, &figures);
    let (keys, others) = kit::key_first(&figures, 5);
    kit::assert_readable(h, &keys, &others, &FOUR);
    click(h, "English");
}

/// Asserts that `label` lies inside the dock (beside the form, where the eye is).
fn in_dock(h: &Harness<'_, DeputyApp>, label: &str) {
    let dock = kit::frame_report(h).dock;
    let rect = h.get_by_label(label).rect();
    assert!(
        dock.expand(0.5).contains_rect(rect),
        "{label:?} at {rect:?} is not in the dock {dock:?}"
    );
}

fn cursor(h: &Harness<'_, DeputyApp>) -> usize {
    kit::table::<GnadenlosGame>(h).session().journal().cursor()
}

/// A hand-built game near its end: Ann's hat one space before the finish.
fn near_the_end() -> UnderWay {
    UnderWay {
        hats: vec![34, 20, 12, 6],
        vultures: vec![0, 2, 1, 0],
        ..UnderWay::new(four_market(), vec![3, 0, 12, 25])
    }
}

#[test]
fn four_players_fit_1280_by_720_in_every_phase() {
    four_players_fit_in_every_phase(kit::LAPTOP);
}

/// The same at 1280×800, where every figure must read from across the table: the key
/// figures' digits 40 px high, the others' 24 (issue 27).
#[test]
fn four_players_fit_1280_by_800_in_every_phase() {
    four_players_fit_in_every_phase(kit::READING_WINDOW);
}

fn four_players_fit_in_every_phase(window: egui::Vec2) {
    let dir = tempfile::tempdir().expect("tempdir");
    let clock = ManualClock::new();
    let mut h = four_with_clock(
        dir.path(),
        UnderWay::new(four_market(), Vec::new()),
        &[6, 3],
        window,
        &clock,
    );
    h.get_by_label("Market: rows 4 / 4");
    fits(&mut h, &["Resolve the event"], &["Résoudre l’évènement"]);

    // The event: a gold rush's payouts, then a High Noon with every strength and its
    // preview.
    click(&mut h, "Gold rush");
    click(&mut h, "First place: one nugget more");
    fits(
        &mut h,
        &["Resolve the Gold rush", "First place: one nugget more"],
        &["Première place\u{a0}: une pépite de plus"],
    );
    click(&mut h, "High Noon");
    for (name, strength) in [("Ann", 6), ("Bob", 5), ("Cid", 3), ("Dee", 1)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
    }
    h.get_by_label("The undertaker walks: 1 of 6 spaces to RIP");
    fits(
        &mut h,
        &[
            "Resolve the High Noon",
            "Strength of Ann 1",
            "Strength of Dee 6",
            "The undertaker walks: 1 of 6 spaces to RIP",
        ],
        &["Résoudre\u{a0}: Règlement de compte", "Force de Dee 6"],
    );
    click(&mut h, "Resolve the High Noon");

    // High Noon's picks on the market grid.
    assert!(matches!(state(&h).phase, Phase::HighNoonPicks { .. }));
    fits(
        &mut h,
        &[
            "Pick for me",
            "Give these cards back",
            "Column 6, row 4: empty",
        ],
        &["Choisir pour moi", "Rendre ces cartes"],
    );
    let greyed = |h: &Harness<'_, DeputyApp>| {
        h.get_by_label("Give these cards back")
            .accesskit_node()
            .is_disabled()
    };
    // The two keep their places: "Give these cards back" the lower, at the dock's bottom
    // right, greyed while short; "Pick for me" above it.
    let places = |h: &Harness<'_, DeputyApp>| {
        (
            h.get_by_label("Pick for me").rect(),
            h.get_by_label("Give these cards back").rect(),
        )
    };
    assert!(greyed(&h), "short of picks");
    let before = places(&h);
    assert!(before.1.top() > before.0.top(), "{before:?}");
    click(&mut h, "Column 1, row 1: Ann's card");
    click(&mut h, "Column 2, row 1: Bob's card");
    h.get_by_label("2 of 2 picked");
    assert!(!greyed(&h));
    assert_eq!(places(&h), before, "nothing moved");
    fits(&mut h, &["Give these cards back"], &["Rendre ces cartes"]);
    // Space now gives back the two cards clicked, not two drawn at random.
    let hands = |h: &Harness<'_, DeputyApp>| {
        state(h)
            .players
            .iter()
            .map(|b| b.cards_in_hand())
            .collect::<Vec<_>>()
    };
    let before = hands(&h);
    kit::key(&mut h, egui::Key::Space);
    let after = hands(&h);
    assert_eq!(
        after,
        [before[0] + 1, before[1] + 1, before[2], before[3]],
        "Ann's and Bob's cards went back"
    );

    // Prestige.
    assert_eq!(state(&h).phase, Phase::Prestige);
    fits(
        &mut h,
        &["No prestige", "Nuggets to spend 5"],
        &["Pas de prestige"],
    );
    kit::key(&mut h, egui::Key::Num4);
    h.get_by_label("Ann's hat moves from 6 to 10");
    fits(&mut h, &["Spend 4 nuggets"], &["Dépenser 4 pépites"]);
    kit::key(&mut h, egui::Key::Space);

    // Recruitment, then the bids: a fourth card refused beside the full bid.
    assert_eq!(state(&h).phase, Phase::RecruitmentChoice);
    fits(&mut h, &["Recruit", "No recruitment"], &["Recruter"]);
    click(&mut h, "Recruit");
    for label in [
        "Add a 4 (2 in hand)",
        "Add a 4 (1 in hand)",
        "Add a 3 (2 in hand)",
    ] {
        click(&mut h, label);
    }
    h.get_by_label("Bid: 4 + 4 + 3 = 11");
    click(&mut h, "Add a 3 (1 in hand)");
    in_dock(
        &h,
        "! A bid is at most 3 debt cards, and Ann's bid holds 3: Backspace takes one off.",
    );
    fits(
        &mut h,
        &["Bid 11", "Pass", "Add a 0 (2 in hand)"],
        &["Miser 11", "Passer"],
    );
    kit::key(&mut h, egui::Key::Space);
    for keys in [
        [egui::Key::Num4, egui::Key::Num4, egui::Key::Num2],
        [egui::Key::Num4, egui::Key::Num4, egui::Key::Num0],
    ] {
        for key in keys {
            kit::key(&mut h, key);
        }
        kit::key(&mut h, egui::Key::Space);
    }
    kit::key(&mut h, egui::Key::Num0);
    fits(&mut h, &["Bid 0"], &["Miser 0"]);
    kit::key(&mut h, egui::Key::Space);

    // Payday: the die in the dock, what the last roll did beside it.
    assert_eq!(state(&h).phase, Phase::Payday);
    heading_clear_of_peek(&h, "Payday under way");
    fits(
        &mut h,
        &["Roll the die", "The die, not rolled yet"],
        &["Lancer le dé"],
    );
    kit::key(&mut h, egui::Key::Space);
    let paid = state(&h);
    assert_eq!(paid.phase, Phase::Payday, "{:?}", paid.players);
    clock.advance(std::time::Duration::from_secs(1));
    h.run();
    h.get_by_label("Die: 6");
    fits(
        &mut h,
        &["Roll the die", "Die: 6"],
        &["Lancer le dé", "Dé\u{a0}: 6"],
    );
}

#[test]
fn the_end_fits_1280_by_720_with_its_standings() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = four_at(dir.path(), near_the_end(), &[], kit::LAPTOP);
    // Poker: Ann wins and her hat reaches the finish.
    click(&mut h, "Poker");
    for (name, strength) in [("Ann", 6), ("Bob", 2), ("Cid", 3), ("Dee", 4)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
    }
    h.get_by_label("Ann's hat moves from 34 to 35");
    fits(
        &mut h,
        &["Resolve the Poker", "Ann's hat moves from 34 to 35"],
        &["Résoudre\u{a0}: Poker"],
    );
    click(&mut h, "Resolve the Poker");
    assert!(matches!(state(&h).phase, Phase::Over { .. }));
    h.get_by_label("Ann's hat reached the finish");
    fits(
        &mut h,
        &["1. Ann: 35 (0 vultures)", "4. Dee: 6 (0 vultures)"],
        &["1. Ann\u{a0}: 35 (0 vautour)"],
    );
}

#[test]
fn four_players_fit_1366_by_768_and_a_tv_shows_them_larger() {
    let mut high = Vec::new();
    for window in [kit::LAPTOP, kit::LAPTOP_WIDE, kit::TV] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = four_at(
            dir.path(),
            UnderWay::new(four_market(), Vec::new()),
            &[],
            window,
        );
        click(&mut h, "Gold rush");
        for (name, strength) in [("Ann", 6), ("Bob", 5), ("Cid", 3), ("Dee", 1)] {
            click(&mut h, &format!("Strength of {name} {strength}"));
        }
        kit::keep_window(&mut h, window);
        fits(
            &mut h,
            &[
                "Resolve the Gold rush",
                "Ann takes 4 nuggets",
                "Bob takes 2 nuggets",
            ],
            &["Résoudre\u{a0}: Ruée vers l’or"],
        );
        high.push((
            kit::pixels_high(&h, "Ann's nuggets: 10"),
            kit::pixels_high(&h, "Ann"),
        ));
    }
    println!("nuggets and name heights at 1280×720, 1366×768, 1920×1080: {high:?}");
    assert!(high.iter().all(|(f, _)| *f >= 40.0), "{high:?}");
    assert!(
        high[2].0 > high[0].0 * 1.1,
        "a TV shows larger figures: {high:?}"
    );
}

#[test]
fn a_die_face_of_7_is_refused_beside_the_form_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = four_at_the_start(dir.path());
    // A strength.
    click(&mut h, "Poker");
    kit::key(&mut h, egui::Key::Num5);
    let before = (state(&h), cursor(&h));
    kit::key(&mut h, egui::Key::Num7);
    in_dock(&h, "! 7 cannot be entered here: type 1 to 6.");
    assert_eq!((state(&h), cursor(&h)), before, "nothing changed");
    // The strengths typed after it still fill in order: the 7 took no place; the form
    // changed, so the refusal is gone.
    for key in [egui::Key::Num4, egui::Key::Num3, egui::Key::Num2] {
        kit::key(&mut h, key);
    }
    assert!(h.query_by_label_contains("cannot be entered").is_none());
    kit::key(&mut h, egui::Key::Num0);
    in_dock(&h, "! 0 cannot be entered here: type 1 to 6.");
    h.get_by_label("Ann wins; Dee loses");
    kit::key(&mut h, egui::Key::Space);
    assert!(
        h.query_by_label_contains("cannot be entered").is_none(),
        "a new step drops the refusal"
    );
    assert_eq!(state(&h).phase, Phase::Prestige);
    // A prestige of 6 or more.
    kit::key(&mut h, egui::Key::Num9);
    in_dock(&h, "! 9 cannot be entered here: type 0 to 5.");
    kit::key(&mut h, egui::Key::Space);
    click(&mut h, "No recruitment");
    // The payday face, in French too.
    assert_eq!(state(&h).phase, Phase::Payday);
    let before = (state(&h), cursor(&h));
    kit::key(&mut h, egui::Key::Num7);
    in_dock(&h, "! 7 cannot be entered here: type 1 to 6.");
    kit::key(&mut h, egui::Key::Num0);
    in_dock(&h, "! 0 cannot be entered here: type 1 to 6.");
    assert_eq!((state(&h), cursor(&h)), before, "no roll recorded");
    click(&mut h, "Français");
    kit::key(&mut h, egui::Key::Num8);
    in_dock(&h, "! 8 ne peut pas être saisi ici\u{a0}: tapez de 1 à 6.");
    assert_eq!((state(&h), cursor(&h)), before);
}

#[test]
fn a_fourth_debt_card_and_a_sum_taken_are_refused_beside_the_bid_form() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = four_at_the_start(dir.path());
    poker_by_keys(&mut h);
    kit::key(&mut h, egui::Key::Space); // no prestige
    kit::key(&mut h, egui::Key::R); // recruit
    assert!(matches!(state(&h).phase, Phase::Bidding { .. }));
    // Ann bids 3 with one card.
    kit::key(&mut h, egui::Key::Num3);
    kit::key(&mut h, egui::Key::Space);
    // Bob: three cards, then a fourth by key and by click, refused at once.
    for key in [egui::Key::Num1, egui::Key::Num0, egui::Key::Num2] {
        kit::key(&mut h, key);
    }
    h.get_by_label("Bid: 1 + 0 + 2 = 3");
    let before = (state(&h), cursor(&h));
    let fourth = "! A bid is at most 3 debt cards, and Bob's bid holds 3: Backspace takes one off.";
    kit::key(&mut h, egui::Key::Num4);
    in_dock(&h, fourth);
    h.get_by_label("Bid: 1 + 0 + 2 = 3");
    kit::key(&mut h, egui::Key::Escape);
    assert!(h.query_by_label(fourth).is_none(), "Esc clears the form");
    for key in [egui::Key::Num1, egui::Key::Num0, egui::Key::Num2] {
        kit::key(&mut h, key);
    }
    click(&mut h, "Add a 4 (2 in hand)");
    in_dock(&h, fourth);
    // The sum already bid: the button greyed with its reason beside the form, and
    // Space refused with the sums taken.
    let taken = "A bid of 3 is taken. Sums already bid: 3.";
    in_dock(&h, taken);
    kit::key(&mut h, egui::Key::Space);
    in_dock(&h, &format!("! {taken}"));
    assert_eq!((state(&h), cursor(&h)), before, "nothing changed");
    // A digit that is no debt card, and a value no longer in hand.
    kit::key(&mut h, egui::Key::Backspace);
    kit::key(&mut h, egui::Key::Num5);
    in_dock(&h, "! 5 cannot be entered here: type 0 to 4.");
    h.get_by_label("Bid: 1 + 0 = 1");
    kit::key(&mut h, egui::Key::Num1);
    in_dock(&h, "! Bob holds no more debt cards of 1.");
    assert_eq!((state(&h), cursor(&h)), before);
    // In French.
    click(&mut h, "Français");
    kit::key(&mut h, egui::Key::Num4);
    kit::key(&mut h, egui::Key::Num4);
    in_dock(
        &h,
        "! Une mise a au plus 3 cartes Dette, et celle de Bob en a 3\u{a0}: Retour arrière en retire une.",
    );
}

// ---------------------------------------------------------------------------------------
// Nothing moves under the pointer (issue 27, item 1): each form's steps keep every card,
// the dock and every control where they were.

/// The figure size the card layout chose.
fn figure_size(h: &Harness<'_, DeputyApp>) -> f32 {
    kit::frame_report(h).sizes.expect("card sizes").figure
}

/// Each form of a turn walked step by step at 1280×800 with four players: the event
/// (each kind, a payout, every strength), High Noon's picks, prestige, the bids and the
/// payday's rolls. Within a form nothing moves; from one form to the next the figures
/// keep their size.
#[test]
fn every_form_keeps_its_layout_step_by_step() {
    let dir = tempfile::tempdir().expect("tempdir");
    let clock = ManualClock::new();
    let window = egui::vec2(1280.0, 800.0);
    let mut h = four_with_clock(
        dir.path(),
        UnderWay::new(four_market(), Vec::new()),
        &[6, 3],
        window,
        &clock,
    );
    let figure = figure_size(&h);
    let same_figure = |h: &Harness<'_, DeputyApp>, when: &str| {
        let now = figure_size(h);
        assert!(
            (now - figure).abs() < 0.5,
            "{when}: the figures went from {figure} to {now}"
        );
    };
    // The table as first laid out: the players' cards and the dock keep these
    // rectangles through every phase (issue 27: the cards moved 73 points down from the
    // event to prestige, 37 up to the bids).
    let table = Layout::of(&h);
    // The event form.
    let opened = Layout::of(&h);
    for (i, kind) in ["Gold rush", "Poker", "High Noon", "Gold rush"]
        .into_iter()
        .enumerate()
    {
        click(&mut h, kind);
        Layout::of(&h).assert_kept(&opened, &format!("after choosing {kind} ({i})"));
    }
    click(&mut h, "First place: one nugget more");
    Layout::of(&h).assert_kept(&opened, "after a payout");
    click(&mut h, "First place: one nugget fewer");
    Layout::of(&h).assert_kept(&opened, "after a payout back");
    click(&mut h, "High Noon");
    for (name, strength) in [("Ann", 6), ("Bob", 5), ("Cid", 3), ("Dee", 1)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
        Layout::of(&h).assert_kept(&opened, &format!("after {name}'s strength"));
    }
    click(&mut h, "Poker");
    Layout::of(&h).assert_kept(&opened, "a poker previewed");
    click(&mut h, "High Noon");
    click(&mut h, "Resolve the High Noon");

    // High Noon's picks: "Pick for me" and "Give these cards back" keep their places.
    assert!(matches!(state(&h).phase, Phase::HighNoonPicks { .. }));
    same_figure(&h, "the picks");
    Layout::of(&h).assert_regions_kept(&table, "High Noon's picks");
    let opened = Layout::of(&h);
    click(&mut h, "Column 1, row 1: Ann's card");
    Layout::of(&h).assert_kept(&opened, "after a first pick");
    click(&mut h, "Column 2, row 1: Bob's card");
    Layout::of(&h).assert_kept(&opened, "after the second pick");
    kit::key(&mut h, egui::Key::Space);

    // Prestige.
    assert_eq!(state(&h).phase, Phase::Prestige);
    same_figure(&h, "prestige");
    Layout::of(&h).assert_regions_kept(&table, "prestige");
    let opened = Layout::of(&h);
    kit::key(&mut h, egui::Key::Num4);
    Layout::of(&h).assert_kept(&opened, "4 nuggets to spend");
    kit::key(&mut h, egui::Key::Space);

    // The bids.
    assert_eq!(state(&h).phase, Phase::RecruitmentChoice);
    same_figure(&h, "the recruitment");
    Layout::of(&h).assert_regions_kept(&table, "the recruitment");
    click(&mut h, "Recruit");
    same_figure(&h, "the bids");
    Layout::of(&h).assert_regions_kept(&table, "the bids");
    let opened = Layout::of(&h);
    for label in [
        "Add a 4 (2 in hand)",
        "Add a 4 (1 in hand)",
        "Add a 3 (2 in hand)",
    ] {
        click(&mut h, label);
        Layout::of(&h).assert_kept(&opened, &format!("after {label}"));
    }
    kit::key(&mut h, egui::Key::Space);
    for keys in [
        [egui::Key::Num4, egui::Key::Num4, egui::Key::Num2],
        [egui::Key::Num4, egui::Key::Num4, egui::Key::Num0],
    ] {
        for key in keys {
            kit::key(&mut h, key);
        }
        kit::key(&mut h, egui::Key::Space);
    }
    kit::key(&mut h, egui::Key::Num0);
    kit::key(&mut h, egui::Key::Space);

    // The payday's rolls.
    assert_eq!(state(&h).phase, Phase::Payday);
    same_figure(&h, "the payday");
    Layout::of(&h).assert_regions_kept(&table, "the payday");
    let opened = Layout::of(&h);
    kit::key(&mut h, egui::Key::Space);
    Layout::of(&h).assert_kept(&opened, "the die rolling");
    clock.advance(std::time::Duration::from_secs(1));
    h.run();
    Layout::of(&h).assert_kept(&opened, "the die rolled");
    Layout::of(&h).assert_regions_kept(&table, "the die rolled");
}

/// Issue 27, item 6: a roll Deputy makes tumbles first; what it did (the column, who
/// pays) shows only once the die has landed on its face.
#[test]
fn a_rolls_outcome_shows_only_after_the_tumble() {
    let dir = tempfile::tempdir().expect("tempdir");
    let clock = ManualClock::new();
    let mut h = four_with_clock(
        dir.path(),
        UnderWay::new(four_market(), Vec::new()),
        &[6],
        egui::vec2(1280.0, 800.0),
        &clock,
    );
    click(&mut h, "Poker");
    for (name, strength) in [("Ann", 6), ("Bob", 5), ("Cid", 3), ("Dee", 1)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
    }
    click(&mut h, "Resolve the Poker");
    kit::key(&mut h, egui::Key::Space);
    kit::key(&mut h, egui::Key::N);
    assert_eq!(state(&h).phase, Phase::Payday);
    let outcome = |h: &Harness<'_, DeputyApp>| common::screen::showing(h, &["Column 6:"]);
    kit::key(&mut h, egui::Key::Space);
    h.get_by_label("The die is rolling");
    assert!(
        outcome(&h).is_empty(),
        "shown while tumbling: {:?}",
        outcome(&h)
    );
    clock.advance(std::time::Duration::from_secs(1));
    h.run();
    h.get_by_label("Die: 6");
    assert!(!outcome(&h).is_empty(), "said once landed");
}

/// The end rules, said before the die: Bob holds two vultures and an empty purse, so
/// one card of his the payday turns over ends the game; the payday says so.
#[test]
fn the_payday_warns_that_one_unpaid_card_ends_the_game() {
    let dir = tempfile::tempdir().expect("tempdir");
    let under_way = UnderWay {
        vultures: vec![0, 2, 0, 0],
        ..UnderWay::new(four_market(), vec![10, 0, 10, 10])
    };
    let mut h = four_at(dir.path(), under_way, &[6], egui::vec2(1280.0, 800.0));
    click(&mut h, "Poker");
    for (name, strength) in [("Ann", 6), ("Bob", 5), ("Cid", 3), ("Dee", 1)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
    }
    click(&mut h, "Resolve the Poker");
    kit::key(&mut h, egui::Key::Space);
    kit::key(&mut h, egui::Key::N);
    assert_eq!(state(&h).phase, Phase::Payday);
    let warning = "Bob holds 2 vultures and an empty purse: if this payday turns over a card \
                   Bob cannot pay, the game ends.";
    let dock = kit::frame_report(&h).dock;
    assert!(
        h.query_all_by_label(warning)
            .any(|n| dock.contains_rect(n.rect())),
        "said in the payday's form"
    );
    assert!(
        h.query_by_label_contains("Ann holds 2 vultures").is_none(),
        "only Bob"
    );
}

/// Issue 27, item 6: the same warning stands on Bob's card from the event on, not only
/// at the payday (a real window showed only the tooltip "2 of 3"), and the cards keep
/// their places beside a table where no one is at risk.
#[test]
fn two_vultures_and_an_empty_purse_are_warned_on_the_card_in_every_phase() {
    let window = egui::vec2(1280.0, 800.0);
    let dir = tempfile::tempdir().expect("tempdir");
    let safe = four_at(
        dir.path(),
        UnderWay::new(four_market(), vec![10, 10, 10, 10]),
        &[],
        window,
    );
    let dir = tempfile::tempdir().expect("tempdir");
    let under_way = UnderWay {
        vultures: vec![0, 2, 0, 0],
        ..UnderWay::new(four_market(), vec![10, 0, 10, 10])
    };
    let mut h = four_at(dir.path(), under_way, &[6], window);
    let warning = "Bob holds 2 vultures and an empty purse: if this payday turns over a card \
                   Bob cannot pay, the game ends.";
    let on_bobs_card = |h: &Harness<'_, DeputyApp>, when: &str| {
        let card = kit::frame_report(h).cards[1];
        assert!(
            h.query_all_by_label(warning)
                .any(|n| card.expand(0.5).contains_rect(n.rect())),
            "{when}: the warning is on Bob's card"
        );
    };
    assert_eq!(state(&h).phase, Phase::Event);
    on_bobs_card(&h, "the event");
    // Over the slots themselves (the red "!" included), the tooltip gives the warning
    // after the count (a real window showed the count alone there).
    h.get_by_label("Bob's vultures: 2 of 3").hover();
    h.run();
    let tip = format!("Bob's vultures: 2 of 3\n{warning}");
    assert!(
        h.query_by_label(&tip).is_some(),
        "the slots' tooltip: {:?}",
        h.query_all_by_label_contains("vultures: 2 of 3")
            .map(|n| n.rect())
            .collect::<Vec<_>>()
    );
    Layout::of(&h).assert_regions_kept(&Layout::of(&safe), "beside a safe table");
    assert!(
        h.query_by_label_contains("Ann holds 2 vultures").is_none(),
        "only Bob"
    );
    click(&mut h, "Poker");
    for (name, strength) in [("Ann", 6), ("Bob", 5), ("Cid", 3), ("Dee", 1)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
    }
    click(&mut h, "Resolve the Poker");
    assert_eq!(state(&h).phase, Phase::Prestige);
    on_bobs_card(&h, "prestige");
}

// ---------------------------------------------------------------------------------------
// Issue 27 in a real window (playtest 43): a double click, tied places, Undo at the end,
// the black player, the prestige track.

/// Four players at the bids: a poker resolved, no prestige bought, recruitment chosen.
fn four_at_the_bids(data: &Path) -> Harness<'static, DeputyApp> {
    let mut h = four_at(
        data,
        UnderWay::new(four_market(), Vec::new()),
        &[],
        egui::vec2(1280.0, 800.0),
    );
    click(&mut h, "Poker");
    for (name, strength) in [("Ann", 6), ("Bob", 5), ("Cid", 3), ("Dee", 1)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
    }
    click(&mut h, "Resolve the Poker");
    kit::key(&mut h, egui::Key::Space);
    click(&mut h, "Recruit");
    assert!(matches!(state(&h).phase, Phase::Bidding { .. }));
    h
}

/// A double click on a debt card of the bid adds one card (it added two: "3 + 3").
#[test]
fn a_double_click_on_a_bid_card_adds_one_card() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = four_at_the_bids(dir.path());
    let pos = h.get_by_label("Add a 3 (2 in hand)").rect().center();
    let from = kit::input_time(&h) + 1.0;
    kit::double_click(&mut h, pos, from);
    h.get_by_label("Add a 3 (1 in hand)");
    kit::key(&mut h, egui::Key::Space);
    let Phase::Bidding { bids, .. } = state(&h).phase else {
        panic!("still bidding");
    };
    let cards: Vec<u8> = bids[0].cards.iter().map(|c| c.get()).collect();
    assert_eq!(cards, vec![3], "one card bid");
}

/// Tied scores share their place in the final standings of the table's dock, as on the
/// results page ("1., 2., 2., 2.", not "2., 3., 4.").
#[test]
fn tied_places_in_the_final_standings_are_numbered_alike() {
    let dir = tempfile::tempdir().expect("tempdir");
    let under_way = UnderWay {
        hats: vec![34, 6, 6, 6],
        ..UnderWay::new(four_market(), vec![3, 0, 12, 25])
    };
    let mut h = four_at(dir.path(), under_way, &[], kit::READING_WINDOW);
    click(&mut h, "Poker");
    for (name, strength) in [("Ann", 6), ("Bob", 2), ("Cid", 3), ("Dee", 4)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
    }
    click(&mut h, "Resolve the Poker");
    let s = state(&h);
    assert!(matches!(s.phase, Phase::Over { .. }));
    let scores = s.standings();
    assert!(
        scores.windows(2).any(|w| w[0].1 == w[1].1),
        "a tie to number: {scores:?}"
    );
    for &(p, score) in &scores {
        // Standard competition ranking: one more than the players scoring higher.
        let place = 1 + scores.iter().filter(|&&(_, other)| other > score).count();
        let b = &s.players[p];
        let vultures = if b.vultures == 1 {
            "vulture"
        } else {
            "vultures"
        };
        h.get_by_label(&format!(
            "{place}. {}: {score} ({} {vultures})",
            b.name, b.vultures
        ));
    }
}

/// A mouse click on the top bar's Undo once the game has ended, on the table shown from
/// the results page or on the results page, takes the last action back (three clicks did
/// nothing in a real window; Ctrl+Z did): the host's click guard judged the click by the
/// press that ended the game, the table not having seen the new one yet.
#[test]
fn a_click_on_undo_after_the_game_ended_takes_the_end_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = four_at(dir.path(), near_the_end(), &[], kit::READING_WINDOW);
    h.state_mut().set_results_screen(true);
    click(&mut h, "Poker");
    for (name, strength) in [("Ann", 6), ("Bob", 2), ("Cid", 3), ("Dee", 4)] {
        click(&mut h, &format!("Strength of {name} {strength}"));
    }
    kit::key(&mut h, egui::Key::Space);
    assert!(matches!(state(&h).phase, Phase::Over { .. }));
    assert!(h.state().results_shown(), "the results page");
    let pos = h.get_by_label("See the table").rect().center();
    let from = kit::input_time(&h) + 2.0;
    let at = kit::timed_click(&mut h, pos, from);
    h.run();
    assert!(!h.state().results_shown(), "the table");
    assert!(matches!(state(&h).phase, Phase::Over { .. }));
    let pos = h.get_by_label("Undo").rect().center();
    // As xdotool clicks: the pointer moved there, then pressed and released within one
    // frame.
    kit::frame_at(&mut h, at + 2.0, &[egui::Event::PointerMoved(pos)]);
    kit::frame_at(
        &mut h,
        at + 2.5,
        &[kit::button_event(pos, true), kit::button_event(pos, false)],
    );
    h.run();
    assert_eq!(
        state(&h).phase,
        Phase::Event,
        "the poker that ended the game is taken back"
    );

    // The end again (Redo), and the results page shown again: a click on Undo there,
    // its press and release a frame apart, where the table is not drawn to note the
    // press.
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert!(matches!(state(&h).phase, Phase::Over { .. }));
    assert!(h.state().results_shown(), "the results page again");
    let from = kit::input_time(&h) + 2.0;
    kit::timed_click(&mut h, pos, from);
    h.run();
    assert_eq!(
        state(&h).phase,
        Phase::Event,
        "undone from the results page"
    );
}

/// The take-over page on the dark theme: the black player's owner button and the
/// black cards laid in its market are framed in the light outline, as every black chip
/// is (they had no frame).
#[test]
fn the_black_players_button_and_cards_are_framed_on_the_take_over_page() {
    use deputy::core::players::{Player, PlayerColour};
    use deputy::kit::theme;
    let dir = tempfile::tempdir().expect("tempdir");
    let players = [
        ("Ann", PlayerColour::Red),
        ("Bob", PlayerColour::Black),
        ("Cid", PlayerColour::Yellow),
    ];
    let settings = Settings {
        language: Some(Language::En),
        last_players: players
            .iter()
            .map(|&(name, colour)| Player {
                name: name.to_owned(),
                colour,
            })
            .collect(),
        ..Settings::default()
    };
    let mut h = kit::sized(
        dir.path(),
        Box::new(RecordingAudio::new()),
        settings,
        kit::READING_WINDOW,
    );
    click(&mut h, "New Gnadenlos!");
    press(&mut h, "Take over a game begun without Deputy");
    press(&mut h, "Next: the game under way");
    press(&mut h, "Lay Bob's cards");
    press(&mut h, "Card value 1");
    press(&mut h, "Column 1, row 1: lay Bob's 1 here");
    press(&mut h, "Lay Ann's cards");
    let outline = theme::outline(true);
    let framed = |h: &Harness<'_, DeputyApp>, label: &str| {
        let rect = h.get_by_label(label).rect();
        let found = h
            .output()
            .shapes
            .iter()
            .any(|clipped| match &clipped.shape {
                egui::Shape::Rect(r) => {
                    r.stroke.width >= 1.0
                        && r.stroke.color == outline
                        && (r.rect.center() - rect.center()).length() < 2.0
                        && (r.rect.size() - rect.size()).length() < 8.0
                }
                _ => false,
            });
        assert!(found, "{label:?} at {rect:?} has no light frame");
    };
    framed(&h, "Lay Bob's cards");
    framed(&h, "Column 1, row 1: Bob's 1");
}

/// The prestige track under the market reads: its sections' values at least 14 pixels
/// of digit height (they were about 6), and no hat covers another, even when all four
/// stand on the start space.
#[test]
fn the_prestige_tracks_values_read_and_no_hat_covers_another() {
    use deputy::kit::theme::DIGIT_PER_POINT;
    let dir = tempfile::tempdir().expect("tempdir");
    let under_way = UnderWay {
        hats: vec![6, 6, 7, 8],
        ..UnderWay::new(four_market(), Vec::new())
    };
    let h = four_at(dir.path(), under_way, &[], kit::READING_WINDOW);
    let track = h
        .get_by_label_contains("Prestige track to the finish")
        .rect();
    let zoom = h.ctx.zoom_factor();
    let mut values = 0;
    let mut hats: Vec<(egui::Pos2, f32)> = Vec::new();
    for clipped in &h.output().shapes {
        match &clipped.shape {
            egui::Shape::Text(text) if track.contains(text.pos) => {
                let shown = text.galley.text();
                if shown.chars().all(|c| c.is_ascii_digit()) && !shown.is_empty() {
                    let size = text.galley.job.sections[0].format.font_id.size;
                    let high = size * DIGIT_PER_POINT * zoom;
                    assert!(high >= 14.0, "the track's {shown:?} is {high:.1} px high");
                    values += 1;
                }
            }
            egui::Shape::Circle(c) if track.contains(c.center) && c.radius >= 4.0 => {
                hats.push((c.center, c.radius));
            }
            _ => {}
        }
    }
    assert!(values >= 3, "the sections' values are drawn: {values}");
    assert_eq!(hats.len(), 4, "a hat per player: {hats:?}");
    for (i, a) in hats.iter().enumerate() {
        for b in &hats[i + 1..] {
            let apart = (a.0 - b.0).length();
            assert!(
                apart >= a.1 + b.1 - 0.5,
                "hats at {a:?} and {b:?} overlap ({apart:.1} apart)"
            );
        }
    }
}

/// Issue 27: the players' notes in the event form ("sits the event out", "wins
/// without a reveal"), wrapped on two lines in French, keep their letters' spacing (they
/// were laid out justified, "p e r s o n n e  d ’ a u t r e", found in a real window).
#[test]
fn the_event_forms_notes_wrap_without_stretching() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Ann alone holds adventurers: she wins without a reveal, the others sit out.
    let mut under_way = UnderWay::new(four_market(), Vec::new());
    under_way.adventurers = vec![3, 0, 0, 0];
    let mut h = four_at(dir.path(), under_way, &[], kit::READING_WINDOW);
    click(&mut h, "Français");
    kit::key(&mut h, egui::Key::G);
    let notes = kit::texts_painted(&h, "aventurier");
    assert!(
        notes.iter().any(|(_, lines)| *lines > 1),
        "the notes show, one of them wrapped: {notes:?}"
    );
    let stretched = kit::stretched_texts(&h);
    assert!(stretched.is_empty(), "stretched: {stretched:?}");
}

/// Issue 27 (previews): more nuggets than the purse holds chosen for prestige, the form
/// says why it cannot be (as the greyed "Spend" does) rather than preview a hat move
/// that will not happen ("Cleo's hat moves from 2 to 7" with 2 nuggets, found in a real
/// window).
#[test]
fn prestige_previews_no_move_the_purse_cannot_pay_for() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = four_at(
        dir.path(),
        UnderWay::new(four_market(), vec![1, 1, 1, 1]),
        &[],
        kit::READING_WINDOW,
    );
    poker_by_keys(&mut h);
    assert_eq!(state(&h).phase, Phase::Prestige);
    let purse = state(&h).players[0].nuggets;
    assert!(purse < 5, "Ann has {purse} nuggets");
    kit::key(&mut h, egui::Key::Num5);
    assert!(
        h.query_by_label_contains("hat moves").is_none(),
        "no hat move previewed for 5 nuggets out of {purse}"
    );
    let why = format!("Ann has only {purse} nugget");
    assert!(
        h.query_all_by_label_contains(&why).count() >= 1,
        "{why:?} said"
    );
    let affordable = u8::try_from(purse).expect("small");
    kit::key(
        &mut h,
        [
            egui::Key::Num0,
            egui::Key::Num1,
            egui::Key::Num2,
            egui::Key::Num3,
            egui::Key::Num4,
        ][usize::from(affordable)],
    );
    if affordable > 0 {
        h.get_by_label_contains("hat moves");
    }
}

/// A poker told by keys (strengths 5, 4, 3, 2 in seating order: Ann wins) and resolved
/// with Space.
fn poker_by_keys(h: &mut Harness<'_, DeputyApp>) {
    click(h, "Poker");
    for key in [
        egui::Key::Num5,
        egui::Key::Num4,
        egui::Key::Num3,
        egui::Key::Num2,
    ] {
        kit::key(h, key);
    }
    kit::key(h, egui::Key::Space);
}
