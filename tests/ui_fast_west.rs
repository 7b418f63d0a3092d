//! Fast West driven headless by accessible labels (egui_kittest): the spec's worked
//! example of the final duel clicked through with the real cards, Deputy's deck
//! flipping a card with Space (its cue played in the same frame), the final duel by keys
//! alone, the table of 8 cowboys fitting 1280×720 and 1366×768 in every phase and form
//! (in English and in French), and the refusals said beside the form at once.

mod common;

use std::path::Path;

use common::kit::{self, click};
use deputy::app::{DeputyApp, Screen, StartOptions};
use deputy::core::cue::{Fx, Voice};
use deputy::core::message::Message;
use deputy::games::fast_west::FastWestGame;
use deputy::games::fast_west::cues::{BUGLE, CARD_FLIP, DUEL, WHISTLE, flip};
use deputy::games::fast_west::history::winner_message;
use deputy::games::fast_west::rules::{EventKind, FastWestState, Phase, Visible, card_name};
use deputy::i18n::Language;
use deputy::services::audio::{Played, RecordingAudio, SilentAudio};
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::settings::Settings;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn state(h: &Harness<'_, DeputyApp>) -> FastWestState {
    kit::state::<FastWestGame>(h)
}

fn cursor(h: &Harness<'_, DeputyApp>) -> usize {
    kit::table::<FastWestGame>(h).session().journal().cursor()
}

/// Home → Fast West's Setup → these players → `mode` ("Real cards" or "Deputy is the
/// deck") → the table.
fn start(h: &mut Harness<'_, DeputyApp>, names: &[&str], mode: &str) {
    click(h, "New Fast West");
    assert_eq!(h.state().screen(), Screen::Setup);
    // On a small window the setup page of eight scrolls: each control is brought into
    // view before it is used.
    let shown = |h: &mut Harness<'_, DeputyApp>, label: &str| {
        h.get_by_label(label).scroll_to_me();
        h.run();
    };
    for (i, name) in names.iter().enumerate() {
        let seat = format!("Player {}", i + 1);
        if h.query_by_label(&seat).is_none() {
            shown(h, "+ Add a player");
            click(h, "+ Add a player");
        }
        shown(h, &seat);
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    shown(h, mode);
    click(h, mode);
    shown(h, "Start Fast West");
    click(h, "Start Fast West");
    assert_eq!(h.state().screen(), Screen::Table, "the game started");
}

fn tokens(h: &Harness<'_, DeputyApp>) -> Vec<u8> {
    state(h).cowboys.iter().map(|c| c.tokens).collect()
}

#[test]
fn the_worked_example_of_the_final_duel_clicked_through() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start(&mut h, &["Ann", "Bob", "Cid", "Dan", "Eve"], "Real cards");
    assert!(h.get_all_by_label("Round 1").count() >= 1);
    h.get_by_label("Ann's turn");
    h.get_by_label_contains("Bullet circle: 1 in the centre");

    // Ann flips the bandits (key B): Ann, Bob, Cid and Dan had no bullet or number 1.
    kit::key(&mut h, Key::B);
    h.get_by_label("Round 1: Bandits");
    for name in ["Ann", "Bob", "Cid", "Dan"] {
        click(&mut h, &format!("No bullet or number 1: {name}"));
    }
    click(&mut h, "Apply the tokens");
    assert_eq!(tokens(&h), [1, 1, 1, 1, 0]);
    assert_eq!(state(&h).phase, Phase::Flipping);
    // Bob flips the bandits too (the button this time): Ann, Bob and Dan.
    click(&mut h, "Bandits (B)");
    for name in ["Ann", "Bob", "Dan"] {
        click(&mut h, &format!("No bullet or number 1: {name}"));
    }
    kit::key(&mut h, Key::Enter);
    // Cid and Dan flip the sheriff, Bob the slowest each time; Eve the cavalry, Dan.
    kit::key(&mut h, Key::S);
    click(&mut h, "Slowest: Bob");
    kit::key(&mut h, Key::S);
    kit::key(&mut h, Key::Num2); // Bob, by seat
    kit::key(&mut h, Key::V);
    click(&mut h, "Slowest: Dan");
    assert_eq!(tokens(&h), [2, 4, 1, 3, 0]);
    assert_eq!(state(&h).visible, [Visible::CowboyFace; 5]);
    h.get_by_label("Bob's tokens: 4");
    h.get_by_label("In front of Eve: Cowboy face");

    // Five cactus: the last one calls the duel.
    for _ in 0..4 {
        kit::key(&mut h, Key::C);
    }
    assert_eq!(state(&h).phase, Phase::Flipping);
    click(&mut h, "Cactus (C)");
    assert_eq!(state(&h).phase, Phase::Duel);
    h.get_by_label("The final duel!");

    // Bullets A 3, B 1, C 5, D 2, E 4; targets A→B, B→A, C→A, D→E, E→D. Each entry made
    // moves the form on to the next: the clicks go seat after seat.
    for (who, bullet, target) in [
        ("Ann", 3, "Bob"),
        ("Bob", 1, "Ann"),
        ("Cid", 5, "Ann"),
        ("Dan", 2, "Eve"),
        ("Eve", 4, "Dan"),
    ] {
        click(&mut h, &format!("{who}'s bullet {bullet}"));
        click(&mut h, &format!("{who} aims at {target}"));
    }
    // Every step is shown on the cowboys' cards before it is applied, the winner beside
    // the button.
    h.get_by_label("aims at Bob · hit by Bob");
    h.get_by_label("aims at Eve · gives 2 tokens");
    h.get_by_label("Cid wins with 1 token");
    click(&mut h, "Resolve the duel");

    let s = state(&h);
    let Phase::Over(result) = &s.phase else {
        panic!("over: {:?}", s.phase);
    };
    assert_eq!(result.winner, 2);
    assert_eq!(tokens(&h), [6, 4, 1, 3, 2]);
    h.get_by_label("Cid wins Fast West");
    h.get_by_label("Cid's tokens: 1");
    h.get_by_label("aims at Ann · gives 1 token · winner");
    assert!(
        h.get_all_by_label("Tokens after the duel: Ann 6, Bob 4, Cid 1, Dan 3, Eve 2")
            .count()
            >= 1
    );
    assert!(h.get_all_by_label("The winner is Cid!").count() >= 1);

    // What the table heard: each event's own cue, the duel's bell, the winner.
    let played = audio.played();
    let has = |p: &Played| played.contains(p);
    assert_eq!(
        played
            .iter()
            .filter(|p| **p == Played::Fx(Fx::GUNSHOT, 0.8))
            .count(),
        3,
        "two bandits and the duel's shot"
    );
    assert_eq!(
        played
            .iter()
            .filter(|p| **p == Played::Fx(WHISTLE, 0.8))
            .count(),
        2
    );
    assert!(has(&Played::Fx(BUGLE, 0.8)));
    assert_eq!(
        played
            .iter()
            .filter(|p| **p == Played::Fx(CARD_FLIP, 0.8))
            .count(),
        5
    );
    assert!(has(&Played::Fx(Fx::BELL, 0.8)));
    assert!(has(&Played::Voice(DUEL, Language::En, 1.0)));
    assert!(has(&Played::Voice(Voice::WINNER_IS, Language::En, 1.0)));

    // Undo takes the duel back, with the form as it was entered; redo brings the same
    // result.
    h.get_by_label("Undo").click();
    h.run_steps(2);
    assert_eq!(state(&h).phase, Phase::Duel);
    h.get_by_label("aims at Bob · hit by Bob");
    h.get_by_label("Every bullet and target is entered: Enter resolves the duel");
    h.get_by_label("Redo").click();
    h.run_steps(2);
    assert_eq!(tokens(&h), [6, 4, 1, 3, 2]);
}

#[test]
fn space_flips_the_current_card_and_its_cue_plays_in_the_same_frame() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start(&mut h, &["Ann", "Bob", "Cid"], "Deputy is the deck");
    let s = state(&h);
    assert_eq!(s.phase, Phase::Flipping, "dealt at once");
    assert_eq!(s.piles.len(), 3);
    let top = s.piles[0][0];
    let heard = audio.played().len();
    h.key_press(Key::Space);
    h.run_steps(1);
    let s = state(&h);
    assert_eq!(s.flipped[0], [top], "Ann's top card");
    let cue = flip(top);
    let played = audio.played()[heard..].to_vec();
    for fx in &cue.fx {
        assert!(
            played.contains(&Played::Fx(*fx, 0.8)),
            "{fx:?} in {played:?}"
        );
    }
    h.run();
    // The card is shown large, with whose it is.
    h.get_by_label_contains("Ann's card: ");
    h.get_by_label("Ann's card");
}

/// The final duel entered with the keys only, seat after seat: the bullet, then the
/// seat aimed at. A cowboy aiming at himself and a bullet another cowboy holds are
/// refused with the reason; Backspace steps back. A tie for the fewest tokens broken by
/// the lower bullet is said so; Ctrl+Z brings the form back as it was entered, and
/// Enter resolves it again.
#[test]
fn the_final_duel_by_keys_only_then_undone() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start(&mut h, &["Ann", "Bob", "Cid"], "Real cards");
    for _ in 0..3 {
        kit::key(&mut h, Key::C);
    }
    assert_eq!(state(&h).phase, Phase::Duel);
    h.get_by_label("Ann: which bullet? Type 1 to 3");
    // Ann holds 2 and aims at seat 2, Bob.
    kit::key(&mut h, Key::Num2);
    h.get_by_label("Ann aims at: type the seat, 1 to 3 (not 1)");
    kit::key(&mut h, Key::Num2);
    // Bob: a slip, Ann's bullet 2, refused; then 1. Another slip: he aims at seat 2,
    // himself.
    kit::key(&mut h, Key::Num2);
    h.get_by_label("! Ann already holds bullet 2: each number is held once.");
    h.get_by_label("Bob: which bullet? Type 1 to 3");
    kit::key(&mut h, Key::Num1);
    assert!(
        h.query_by_label_contains("already holds").is_none(),
        "the next entry drops the refusal"
    );
    kit::key(&mut h, Key::Num2);
    h.get_by_label("! Bob cannot aim at himself.");
    h.get_by_label("Bob aims at: type the seat, 1 to 3 (not 2)");
    kit::key(&mut h, Key::Num1);
    assert!(
        h.query_by_label("! Bob cannot aim at himself.").is_none(),
        "corrected"
    );
    // Cid: 4 is no bullet with three cowboys; a wrong 3 for his target, taken back
    // with Backspace... then his bullet 3 and seat 1.
    kit::key(&mut h, Key::Num4);
    h.get_by_label("! The number must be between 1 and 3.");
    kit::key(&mut h, Key::Num3);
    kit::key(&mut h, Key::Backspace);
    h.get_by_label("Cid: which bullet? Type 1 to 3");
    kit::key(&mut h, Key::Num3);
    kit::key(&mut h, Key::Num1);
    // Ann and Bob aim at each other: Bob (1) hits Ann. Bob gives Ann 3, Cid 2: Bob and
    // Cid tie at 0, Bob's bullet 1 wins the tie.
    h.get_by_label("aims at Bob · hit by Bob");
    kit::key(&mut h, Key::Enter);
    let s = state(&h);
    let Phase::Over(result) = &s.phase else {
        panic!("over: {:?}", s.phase);
    };
    assert_eq!((result.winner, result.tokens.clone()), (1, vec![5, 0, 0]));
    assert!(
        h.state()
            .captions()
            .iter()
            .any(|c| c == "The winner is Bob, by the lower bullet (1)!"),
        "{:?}",
        h.state().captions()
    );
    assert!(
        h.get_all_by_label(
            "Bob, Cid tie with 0 tokens: Bob holds the lower bullet (1) and wins the tie"
        )
        .count()
            >= 1
    );

    // Ctrl+Z: the duel is back, with every bullet and target as entered.
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(state(&h).phase, Phase::Duel);
    h.get_by_label("Every bullet and target is entered: Enter resolves the duel");
    h.get_by_label("aims at Bob · hit by Bob");
    // Up chooses the last cowboy; retyping his bullet leaves nothing to ask.
    kit::key(&mut h, Key::ArrowUp);
    h.get_by_label("Cid: which bullet? Type 1 to 3");
    kit::key(&mut h, Key::Num3);
    h.get_by_label("Every bullet and target is entered: Enter resolves the duel");
    // A click on a card chooses that cowboy too.
    click(&mut h, "Enter Ann's bullet and target");
    h.get_by_label("Ann: which bullet? Type 1 to 3");
    kit::key(&mut h, Key::Num2);

    // Closed there and resumed: the form is still as entered.
    drop(h);
    let mut h = kit::harness(
        dir.path(),
        Box::new(audio.clone()),
        Box::new(RandChance::seeded(1)),
        ManualClock::new(),
        Settings {
            language: Some(Language::En),
            ..Settings::default()
        },
        StartOptions {
            resume: true,
            ..StartOptions::default()
        },
        Box::new(NoKeepAwake),
    );
    h.run();
    assert_eq!(state(&h).phase, Phase::Duel);
    h.get_by_label("Every bullet and target is entered: Enter resolves the duel");
    kit::key(&mut h, Key::Enter);
    let s = state(&h);
    let Phase::Over(again) = &s.phase else {
        panic!("over again: {:?}", s.phase);
    };
    assert_eq!(again, result);
}

const EIGHT: [&str; 8] = ["Ann", "Bob", "Cid", "Dan", "Eve", "Flo", "Gus", "Hal"];

/// Every cowboy's key figures by their accessible labels, in `language`: his tokens; the
/// card in front of him and his cards left; in the duel and after it, his bullet.
fn figures_in(h: &Harness<'_, DeputyApp>, language: Language) -> Vec<String> {
    let s = state(h);
    let mut i18n = deputy::games::i18n(language);
    i18n.set_language(language);
    let bullets: Vec<Option<u8>> = match &s.phase {
        Phase::Over(result) => result.bullets.iter().copied().map(Some).collect(),
        _ => kit::table::<FastWestGame>(h).view().duel_bullets().to_vec(),
    };
    let duel = matches!(s.phase, Phase::Duel | Phase::Over(_));
    s.cowboys
        .iter()
        .enumerate()
        .flat_map(|(i, c)| {
            let named = |m: Message| i18n.tr(&m.text("name", c.name.clone()));
            let mut figures = vec![named(
                Message::new("fast-west-figure-tokens").number("tokens", i64::from(c.tokens)),
            )];
            if duel {
                figures.push(named(match bullets[i] {
                    Some(b) => {
                        Message::new("fast-west-figure-bullet").number("bullet", i64::from(b))
                    }
                    None => Message::new("fast-west-figure-no-bullet"),
                }));
            } else {
                let card = match s.visible[i] {
                    Visible::Nothing => Message::new("fast-west-visible-nothing"),
                    Visible::Cactus => card_name(deputy::games::fast_west::Card::Cactus),
                    Visible::Child => Message::new(EventKind::Child.name_id()),
                    Visible::Waiting(k) => Message::new(k.name_id()),
                    Visible::CowboyFace => Message::new("fast-west-visible-cowboy"),
                };
                figures.push(named(
                    Message::new("fast-west-visible-accessible").message("card", card),
                ));
                figures.push(named(
                    Message::new("fast-west-figure-left").number("left", s.left(i) as i64),
                ));
            }
            figures
        })
        .collect()
}

/// Asserts the table fits with `actions` visible, every figure and name readable, in
/// English; and in French too (its words are longer), with `french` visible, then back
/// to English.
fn fits(h: &mut Harness<'_, DeputyApp>, actions: &[&str], french: &[&str]) {
    fits_in_english(h, actions);
    click(h, "Français");
    let figures = figures_in(h, Language::Fr);
    kit::assert_fits(h, french, &figures);
    let (keys, others) = kit::key_first(&figures, figures.len() / names(h).len());
    kit::assert_readable(h, &keys, &others, &names(h));
    click(h, "English");
}

fn names(h: &Harness<'_, DeputyApp>) -> Vec<&'static str> {
    EIGHT[..state(h).cowboys.len()].to_vec()
}

fn fits_in_english(h: &Harness<'_, DeputyApp>, actions: &[&str]) {
    let figures = figures_in(h, Language::En);
    kit::assert_fits(h, actions, &figures);
    let (keys, others) = kit::key_first(&figures, figures.len() / names(h).len());
    kit::assert_readable(h, &keys, &others, &names(h));
}

/// `names` on the table in a window of `window` logical pixels, in `mode`.
fn table_at(
    data: &Path,
    names: &[&str],
    mode: &str,
    window: egui::Vec2,
) -> Harness<'static, DeputyApp> {
    let mut h = kit::sized(
        data,
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
        window,
    );
    start(&mut h, names, mode);
    kit::keep_window(&mut h, window);
    h
}

/// Eight cowboys with the real cards, told card by card, through every form: the cards
/// to tell, a child visible ("too early"), each event's outcome with the child still
/// visible, the duel's form empty and full, and the result, at 1280×720.
#[test]
fn eight_cowboys_fit_1280_by_720_in_every_phase_with_real_cards() {
    eight_cowboys_fit_in_every_phase_with_real_cards(kit::LAPTOP);
}

/// The same at 1280×800, where every figure must read from across the table: the key
/// figures' digits 40 px high, the others' 24 (issue 27).
#[test]
fn eight_cowboys_fit_1280_by_800_in_every_phase_with_real_cards() {
    eight_cowboys_fit_in_every_phase_with_real_cards(kit::READING_WINDOW);
}

fn eight_cowboys_fit_in_every_phase_with_real_cards(window: egui::Vec2) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(dir.path(), &EIGHT, "Real cards", window);
    assert!(!h.state().history_visible(), "hidden below 1440 px");
    fits(
        &mut h,
        &["Cactus (C)", "Russian roulette (R)"],
        &["Roulette russe (R)"],
    );
    kit::key(&mut h, Key::K); // Ann: a child
    fits(
        &mut h,
        &["Cactus (C)", "Ann too early", "Hal too early"],
        &["Hal trop tôt"],
    );
    kit::key(&mut h, Key::S); // Bob: the sheriff
    fits(
        &mut h,
        &["Slowest: Ann", "Slowest: Hal", "Hal too early"],
        &["En dernier\u{a0}: Hal"],
    );
    click(&mut h, "Slowest: Cid");
    kit::key(&mut h, Key::V); // Cid: the cavalry
    fits(&mut h, &["Slowest: Hal", "Ann too early"], &[]);
    kit::key(&mut h, Key::Num4);
    kit::key(&mut h, Key::B); // Dan: the bandits
    fits(
        &mut h,
        &[
            "Apply the tokens",
            "No bullet or number 1: Hal",
            "Hal too early",
        ],
        &["Appliquer les jetons"],
    );
    kit::key(&mut h, Key::Num1);
    kit::key(&mut h, Key::Enter);
    kit::key(&mut h, Key::I); // Eve: the Indians, with Ann's child still visible
    fits(
        &mut h,
        &[
            "Apply the tokens",
            "Bullets held by Ann: one more",
            "Bullets held by Hal: one more",
            "Bullets held by Hal: 0",
            "Hal too early",
        ],
        &[
            "Appliquer les jetons",
            "Balles tenues par Hal\u{a0}: une de plus",
        ],
    );
    for k in [Key::Num2, Key::Num1, Key::Num0, Key::Num0, Key::Num3] {
        kit::key(&mut h, k);
    }
    kit::key(&mut h, Key::Enter);
    kit::key(&mut h, Key::R); // Flo: the roulette, its number drawn at once
    fits(
        &mut h,
        &["Number named 8", "Drew it: Hal", "Hal too early"],
        &["L’a tiré\u{a0}: Hal"],
    );
    click(&mut h, "Drew it: Gus");
    // Eight cactus, Gus to Flo: the duel.
    for _ in 0..8 {
        kit::key(&mut h, Key::C);
    }
    assert_eq!(state(&h).phase, Phase::Duel);
    fits(
        &mut h,
        &[
            "Resolve the duel",
            "Ann's bullet 8",
            "Ann aims at Hal",
            "Enter Hal's bullet and target",
        ],
        &["Résoudre le duel"],
    );
    // Seat after seat: bullet k + 1, aiming at the next seat.
    for k in 0..8u8 {
        let digit = |d: u8| {
            [
                Key::Num1,
                Key::Num2,
                Key::Num3,
                Key::Num4,
                Key::Num5,
                Key::Num6,
                Key::Num7,
                Key::Num8,
            ][usize::from(d)]
        };
        kit::key(&mut h, digit(k));
        kit::key(&mut h, digit((k + 1) % 8));
    }
    h.get_by_label("Every bullet and target is entered: Enter resolves the duel");
    fits(&mut h, &["Resolve the duel"], &["Résoudre le duel"]);
    kit::key(&mut h, Key::Enter);
    assert!(matches!(state(&h).phase, Phase::Over(_)));
    let s = state(&h);
    let Phase::Over(result) = &s.phase else {
        unreachable!()
    };
    let winner = h.state().i18n().tr(&winner_message(&s, result));
    fits(&mut h, &[&winner], &[]);
}

/// Eight cowboys with Deputy's deck: the whole first round flipped with Space, every
/// outcome entered by keys, the table checked after every step at 1280×720 (in French
/// too at the first of each kind of step).
#[test]
fn eight_cowboys_fit_1280_by_720_through_a_round_of_deputys_deck() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(dir.path(), &EIGHT, "Deputy is the deck", kit::LAPTOP);
    let mut seen = std::collections::BTreeSet::new();
    let flip = |s: &FastWestState| format!("Flip {}'s card", EIGHT[s.turn]);
    let mut steps = 0;
    while state(&h).round == 1 && state(&h).phase != Phase::Duel {
        let s = state(&h);
        let (kind, action) = match &s.phase {
            Phase::Flipping => (format!("flipping, child {}", s.child_visible()), flip(&s)),
            Phase::Outcome { event, .. } => (
                format!("{event:?}, child {}", s.child_visible()),
                match event {
                    EventKind::Sheriff | EventKind::Cavalry => "Slowest: Hal".to_owned(),
                    EventKind::Roulette => "Drew it: Hal".to_owned(),
                    _ => "Apply the tokens".to_owned(),
                },
            ),
            other => panic!("{other:?}"),
        };
        if seen.insert(kind) {
            fits(&mut h, &[&action], &[]);
        } else {
            fits_in_english(&h, &[&action]);
        }
        match &s.phase {
            Phase::Outcome {
                event: EventKind::Bandits,
                ..
            } => {
                kit::key(&mut h, Key::Num1);
                kit::key(&mut h, Key::Enter);
            }
            Phase::Outcome {
                event: EventKind::Indians,
                ..
            } => kit::key(&mut h, Key::Enter),
            Phase::Outcome { .. } => kit::key(&mut h, Key::Num8),
            _ => kit::key(&mut h, Key::Space),
        }
        steps += 1;
        assert!(steps < 200, "the round goes on");
    }
    assert!(seen.len() >= 4, "several kinds of step: {seen:?}");
}

/// Six cowboys: the Indians' form that ran off the bottom fits, with the child visible.
#[test]
fn six_cowboys_fit_the_indians_form_at_1280_by_720() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(dir.path(), &EIGHT[..6], "Real cards", kit::LAPTOP);
    kit::key(&mut h, Key::K);
    kit::key(&mut h, Key::I);
    fits(
        &mut h,
        &[
            "Apply the tokens",
            "Bullets held by Flo: one more",
            "Flo too early",
        ],
        &["Appliquer les jetons"],
    );
    // Fewer cowboys, figures never smaller than with eight (as large as the room beside
    // the open form allows: with the form open, the height is what limits both).
    let six = kit::pixels_high(&h, "Ann's tokens: 0");
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(dir.path(), &EIGHT, "Real cards", kit::LAPTOP);
    kit::key(&mut h, Key::K);
    kit::key(&mut h, Key::I);
    let eight = kit::pixels_high(&h, "Ann's tokens: 0");
    assert!(six >= eight, "six {six} against eight {eight}");
}

/// Eight cowboys with the History shown at 1280×720 (the table narrower): the Indians'
/// form with a child visible, and the duel's form, still fit, in both languages.
#[test]
fn eight_cowboys_fit_the_indians_form_with_the_history_shown() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(dir.path(), &EIGHT, "Real cards", kit::LAPTOP);
    click(&mut h, "History");
    kit::keep_window(&mut h, kit::LAPTOP);
    assert!(h.state().history_visible());
    kit::key(&mut h, Key::K);
    kit::key(&mut h, Key::I);
    fits(
        &mut h,
        &[
            "Apply the tokens",
            "Bullets held by Hal: one more",
            "Hal too early",
        ],
        &["Appliquer les jetons", "Hal trop tôt"],
    );
    kit::key(&mut h, Key::Enter);
    for _ in 0..8 {
        kit::key(&mut h, Key::C);
    }
    assert_eq!(state(&h).phase, Phase::Duel);
    fits(
        &mut h,
        &["Resolve the duel", "Ann's bullet 8"],
        &["Résoudre le duel"],
    );
    assert!(h.state().history_visible(), "still shown");
}

/// The same forms at 1366×768 (zoom 1, more room) and on a TV (zoomed).
#[test]
fn eight_cowboys_fit_1366_by_768_and_a_tv() {
    for window in [kit::LAPTOP_WIDE, kit::TV] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = table_at(dir.path(), &EIGHT, "Real cards", window);
        kit::key(&mut h, Key::K);
        fits_in_english(&h, &["Cactus (C)", "Hal too early"]);
        kit::key(&mut h, Key::I);
        fits(
            &mut h,
            &["Apply the tokens", "Bullets held by Hal: one more"],
            &[],
        );
        kit::key(&mut h, Key::Enter);
        for _ in 0..8 {
            kit::key(&mut h, Key::C);
        }
        assert_eq!(state(&h).phase, Phase::Duel);
        fits(&mut h, &["Resolve the duel", "Ann's bullet 8"], &[]);
    }
}

/// The refusals of issue 16, said at once beside the form, in the user's language, and
/// changing nothing: an Indians total above the bullets in play (by a click and by a
/// key), a digit out of range, a bullet another cowboy holds in the duel (by a key and by
/// a click), a seat that does not exist.
#[test]
fn refusals_are_said_beside_the_form_at_once_and_change_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(dir.path(), &EIGHT[..3], "Real cards", kit::LAPTOP);
    let in_dock = |h: &Harness<'_, DeputyApp>, label: &str| {
        let dock = kit::frame_report(h).dock;
        let rect = h.get_by_label(label).rect();
        assert!(
            dock.contains_rect(rect),
            "{label:?} at {rect:?} beside the form {dock:?}"
        );
    };
    let held = |h: &Harness<'_, DeputyApp>| kit::table::<FastWestGame>(h).view().held().to_vec();

    // The Indians: Ann holds all three bullets; one more for Bob is refused.
    kit::key(&mut h, Key::I);
    let before = (state(&h), cursor(&h));
    kit::key(&mut h, Key::Num3);
    assert_eq!(held(&h), [3, 0, 0]);
    click(&mut h, "Bullets held by Bob: one more");
    in_dock(&h, "! 4 bullets are held, but only 3 are on the table.");
    assert_eq!(held(&h), [3, 0, 0], "the form unchanged");
    h.get_by_label("Bullets held by Bob: 0");
    // The keys: Bob's 1 is refused the same way; a 7 is no count with three bullets.
    kit::key(&mut h, Key::Num1);
    in_dock(&h, "! 4 bullets are held, but only 3 are on the table.");
    kit::key(&mut h, Key::Num7);
    in_dock(&h, "! 7 cannot be entered here: type 0 to 3.");
    assert_eq!(held(&h), [3, 0, 0]);
    assert_eq!((state(&h), cursor(&h)), before, "the game unchanged");
    // In French too.
    click(&mut h, "Français");
    kit::key(&mut h, Key::Num2);
    in_dock(
        &h,
        "! 5 balles tenues, mais il n’y en a que 3 sur la table.",
    );
    click(&mut h, "English");
    // Bob 0, Cid 0: applied; the refusal is gone with its step.
    kit::key(&mut h, Key::Num0);
    assert!(h.query_by_label_contains("bullets are held").is_none());
    kit::key(&mut h, Key::Num0);
    kit::key(&mut h, Key::Enter);
    assert_eq!(tokens(&h), [0, 1, 1]);

    // A seat that does not exist: the slowest at the sheriff.
    kit::key(&mut h, Key::S);
    let before = (state(&h), cursor(&h));
    kit::key(&mut h, Key::Num5);
    in_dock(&h, "! 5 cannot be entered here: type 1 to 3.");
    kit::key(&mut h, Key::Num0);
    in_dock(&h, "! 0 cannot be entered here: type 1 to 3.");
    assert_eq!((state(&h), cursor(&h)), before);
    kit::key(&mut h, Key::Num1);
    assert!(h.query_by_label_contains("cannot be entered").is_none());

    // The duel: a bullet Ann holds, typed then clicked for Bob.
    for _ in 0..3 {
        kit::key(&mut h, Key::C);
    }
    assert_eq!(state(&h).phase, Phase::Duel);
    kit::key(&mut h, Key::Num1);
    kit::key(&mut h, Key::Num2);
    let before = (state(&h), cursor(&h));
    kit::key(&mut h, Key::Num1);
    in_dock(
        &h,
        "! Ann already holds bullet 1: each number is held once.",
    );
    click(&mut h, "Bob's bullet 1");
    in_dock(
        &h,
        "! Ann already holds bullet 1: each number is held once.",
    );
    assert_eq!(
        kit::table::<FastWestGame>(&h).view().duel_bullets(),
        [Some(1), None, None]
    );
    h.get_by_label("Bob's bullet: not entered");
    assert_eq!((state(&h), cursor(&h)), before);
    click(&mut h, "Bob's bullet 2");
    assert!(h.query_by_label_contains("already holds").is_none());
    h.get_by_label("Bob's bullet: 2");
}

/// A "Child!" caption, in the header, leaves when the next card is flipped (the step
/// rule); so does the roulette's number once its outcome is entered.
#[test]
fn a_child_caption_leaves_when_the_next_card_is_flipped() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(dir.path(), &EIGHT[..3], "Real cards", kit::LAPTOP);
    let caption = |h: &Harness<'_, DeputyApp>| {
        kit::table::<FastWestGame>(h)
            .caption()
            .map(|m| h.state().i18n().tr(m))
    };
    kit::key(&mut h, Key::K);
    assert_eq!(caption(&h).as_deref(), Some("Child!"));
    h.get_by_label("Child!");
    kit::key(&mut h, Key::C);
    assert_eq!(caption(&h), None, "a cactus has no caption of its own");
    assert!(h.query_by_label("Child!").is_none());
    kit::key(&mut h, Key::R);
    assert!(
        caption(&h).is_some_and(|c| c.starts_with("Number ")),
        "{:?}",
        caption(&h)
    );
    kit::key(&mut h, Key::Num1);
    assert_eq!(caption(&h), None);
}

/// Eight cowboys at 1280×800 in French (the longer words), through the Indians' form and
/// the duel's: nothing moves under the pointer as a form opens, fills and closes (the
/// cards, the dock, every control), and no text is cut ("Aucune carte · à retourner",
/// the names in the Indians' form).
#[test]
fn fast_wests_forms_keep_everything_in_place_and_cut_no_text() {
    use common::layout::Layout;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(dir.path(), &LONG_NAMES, "Real cards", kit::READING_WINDOW);
    click(&mut h, "Français");
    let uncut = |h: &Harness<'_, DeputyApp>, when: &str| {
        let cut = kit::cut_texts(h);
        assert!(cut.is_empty(), "{when}: cut short: {cut:?}");
    };
    uncut(&h, "the first flip");
    kit::key(&mut h, Key::K); // the first cowboy: a child
    let flipping = Layout::of(&h);
    uncut(&h, "a child");
    kit::key(&mut h, Key::I); // the second: the Indians
    let opened = Layout::of(&h);
    opened.assert_regions_kept(&flipping, "the Indians' form opened");
    uncut(&h, "the Indians' form");
    for k in [Key::Num2, Key::Num1, Key::Num0] {
        kit::key(&mut h, k);
        Layout::of(&h).assert_same_controls(&opened, "a count typed in the Indians' form");
    }
    kit::key(&mut h, Key::Enter);
    Layout::of(&h).assert_regions_kept(&opened, "the Indians' form closed");
    uncut(&h, "after the Indians");
    for _ in 0..16 {
        if state(&h).phase == Phase::Duel {
            break;
        }
        kit::key(&mut h, Key::C);
    }
    assert_eq!(state(&h).phase, Phase::Duel);
    let duel = Layout::of(&h);
    uncut(&h, "the duel's form");
    for (bullet, target) in [(Key::Num1, Key::Num2), (Key::Num2, Key::Num3)] {
        kit::key(&mut h, bullet);
        Layout::of(&h).assert_same_controls(&duel, "a bullet typed in the duel's form");
        kit::key(&mut h, target);
        Layout::of(&h).assert_same_controls(&duel, "a target typed in the duel's form");
        uncut(&h, "the duel's form, filling");
    }
}

/// Eight cowboys with long names (issue 27: the names were cut in the Indians' form).
const LONG_NAMES: [&str; 8] = [
    "Anastasia",
    "Bartholomew",
    "Cassandra",
    "Dominique",
    "Evangeline",
    "Florentin",
    "Guillaume",
    "Henriette",
];

/// The playtester's eight cowboys (issue 27: their names ran the dock off the window).
const PLAYTEST_NAMES: [&str; 8] = [
    "Anna",
    "Bartholomew",
    "Cleo",
    "Dmitri",
    "Emilienne",
    "Fanny",
    "Gustave",
    "Hortense",
];

/// Eight cowboys at 1280×800, a child visible and the Indians flipped, a count refused:
/// the whole form fits the dock, its total, the refusal and "Apply the tokens" in the
/// window, nothing cut, in English and in French (issue 27: "0 of 8 bullets he…",
/// "Apply the to…", "! 9 bullets are he… table.").
#[test]
fn the_indians_form_of_eight_fits_1280_by_800_with_its_refusal() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(
        dir.path(),
        &PLAYTEST_NAMES,
        "Real cards",
        kit::READING_WINDOW,
    );
    kit::key(&mut h, Key::K);
    kit::key(&mut h, Key::I);
    for k in [
        Key::Num2,
        Key::Num1,
        Key::Num1,
        Key::Num0,
        Key::Num1,
        Key::Num1,
        Key::Num1,
        Key::Num2,
    ] {
        kit::key(&mut h, k);
    }
    let refusal = "! 9 bullets are held, but only 8 are on the table.";
    let check = |h: &Harness<'_, DeputyApp>, what: &str, confirm: &[&str]| {
        common::fit::assert_nothing_scrolls(h, what, confirm);
        let cut = kit::cut_texts(h);
        assert!(cut.is_empty(), "{what}: cut short: {cut:?}");
        let dock = kit::frame_report(h).dock;
        for label in confirm {
            let rect = h.get_by_label(label).rect();
            assert!(
                dock.contains_rect(rect),
                "{what}: {label:?} at {rect:?} in {dock:?}"
            );
        }
    };
    check(
        &h,
        "the Indians' form of eight",
        &["Apply the tokens", "7 of 8 bullets held", refusal],
    );
    click(&mut h, "Français");
    kit::key(&mut h, Key::Num2);
    check(
        &h,
        "the Indians' form of eight in French",
        &[
            "Appliquer les jetons",
            "! 9 balles tenues, mais il n’y en a que 8 sur la table.",
        ],
    );
}

/// "Grabbed too early" keeps one place and one form (names or initials) through every
/// form a child may be visible in: the cards to tell, the sheriff, the cavalry, the
/// bandits, the Indians and the roulette (issue 27: it jumped between 632 and 764 px and
/// switched between names and initials).
#[test]
fn the_too_early_row_keeps_its_place_through_every_form() {
    use common::layout::Layout;
    for (names, history) in [
        (&PLAYTEST_NAMES, false),
        (&EIGHT, false),
        (&LONG_NAMES, false),
        (&LONG_NAMES, true),
    ] {
        let dir = tempfile::tempdir().expect("tempdir");
        let window = if history {
            kit::LAPTOP
        } else {
            kit::READING_WINDOW
        };
        let mut h = table_at(dir.path(), names, "Real cards", window);
        if history {
            click(&mut h, "History");
            kit::keep_window(&mut h, window);
        }
        let labels: Vec<String> = names.iter().map(|n| format!("{n} too early")).collect();
        kit::key(&mut h, Key::K); // the first cowboy: a child, visible from now on
        let rects = |h: &Harness<'_, DeputyApp>, when: &str| -> Vec<egui::Rect> {
            let layout = Layout::of(h);
            let row: Vec<egui::Rect> = labels
                .iter()
                .map(|l| {
                    layout
                        .control(l)
                        .unwrap_or_else(|| panic!("{when}: no {l:?}"))
                })
                .collect();
            // Nothing of the form above lies over the row.
            for (label, rect) in &layout.controls {
                if !labels.contains(label) && layout.dock.contains_rect(*rect) {
                    assert!(
                        row.iter().all(|r| !r.intersects(rect.shrink(0.5))),
                        "{when}: {label:?} at {rect:?} over the too-early row {row:?}"
                    );
                }
            }
            row
        };
        let first = rects(&h, "the cards to tell");
        let mut seen = vec![("the cards to tell", first.clone())];
        for (key, when) in [
            (Key::S, "the sheriff"),
            (Key::V, "the cavalry"),
            (Key::B, "the bandits"),
            (Key::I, "the Indians"),
            (Key::R, "the roulette"),
        ] {
            kit::key(&mut h, key);
            assert!(matches!(state(&h).phase, Phase::Outcome { .. }), "{when}");
            assert!(state(&h).child_visible(), "{when}");
            seen.push((when, rects(&h, when)));
            match when {
                "the bandits" => {
                    kit::key(&mut h, Key::Num1);
                    kit::key(&mut h, Key::Enter);
                }
                "the Indians" => kit::key(&mut h, Key::Enter),
                _ => kit::key(&mut h, Key::Num8),
            }
            assert_eq!(state(&h).phase, Phase::Flipping, "{when} resolved");
            seen.push(("the cards to tell again", rects(&h, "after")));
        }
        for (when, r) in &seen {
            assert_eq!(r, &first, "{names:?}: {when} moved the too-early row");
        }
    }
}

/// With Deputy's deck the main action, "Flip X's card", keeps one rectangle whoever's
/// card it is, on one line, nothing cut, in French with long names too (issue 27: it
/// wrapped to two lines and moved up, and widened with long names).
#[test]
fn the_flip_button_keeps_its_rectangle_for_every_cowboy() {
    for (names, french) in [(&LONG_NAMES, true), (&PLAYTEST_NAMES, false)] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = table_at(dir.path(), names, "Deputy is the deck", kit::READING_WINDOW);
        if french {
            click(&mut h, "Français");
        }
        let mut rects: Vec<(String, egui::Rect)> = Vec::new();
        let mut steps = 0;
        while rects.len() < names.len() && state(&h).phase != Phase::Duel {
            let s = state(&h);
            match &s.phase {
                Phase::Flipping => {
                    let name = names[s.turn];
                    let label = if french {
                        let i18n = h.state().i18n();
                        i18n.tr(&Message::new("fast-west-flip").text("name", name))
                    } else {
                        format!("Flip {name}'s card")
                    };
                    let rect = h.get_by_label(&label).rect();
                    let cut = kit::cut_texts(&h);
                    assert!(cut.is_empty(), "{label}: cut short: {cut:?}");
                    if !rects.iter().any(|(l, _)| *l == label) {
                        rects.push((label, rect));
                    }
                    kit::key(&mut h, Key::Space);
                }
                Phase::Outcome {
                    event: EventKind::Bandits,
                    ..
                } => {
                    kit::key(&mut h, Key::Num1);
                    kit::key(&mut h, Key::Enter);
                }
                Phase::Outcome {
                    event: EventKind::Indians,
                    ..
                } => kit::key(&mut h, Key::Enter),
                Phase::Outcome { .. } => kit::key(&mut h, Key::Num8),
                other => panic!("{other:?}"),
            }
            steps += 1;
            assert!(steps < 200, "the round goes on");
        }
        assert!(rects.len() >= 4, "several cowboys flipped: {rects:?}");
        let (first_label, first) = &rects[0];
        assert!(first.height() <= 64.5, "{first_label}: one line, {first:?}");
        for (label, rect) in &rects {
            assert_eq!(rect, first, "{label} against {first_label}");
        }
    }
}

/// With eight cowboys on two rows, each cell of the Indians' form keeps its name inside
/// its own frame: the name lies between the frame's top (the row above's buttons, the
/// two frames' strokes and the gap between them) and its own buttons (issue 27: the
/// names stood a few pixels over the row above's frame).
#[test]
fn the_indians_form_keeps_each_name_inside_its_cell() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = table_at(
        dir.path(),
        &PLAYTEST_NAMES,
        "Real cards",
        kit::READING_WINDOW,
    );
    kit::key(&mut h, Key::I);
    let columns = PLAYTEST_NAMES.len() / 2;
    for (i, name) in PLAYTEST_NAMES.iter().enumerate() {
        let label = h.get_by_label(&format!("{} {name}", i + 1)).rect();
        let fewer = h
            .get_by_label(&format!("Bullets held by {name}: one fewer"))
            .rect();
        assert!(
            label.bottom() <= fewer.top(),
            "{name}'s name {label:?} reaches their buttons {fewer:?}"
        );
        if i >= columns {
            let above = PLAYTEST_NAMES[i - columns];
            let upper = h
                .get_by_label(&format!("Bullets held by {above}: one fewer"))
                .rect();
            // The upper frame's stroke (2), the gap (3), this frame's stroke (2).
            assert!(
                label.top() >= upper.bottom() + 7.0,
                "{name}'s name {label:?} stands over {above}'s frame (buttons {upper:?})"
            );
        }
    }
}
