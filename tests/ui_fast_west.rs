//! Fast West driven headless by accessible labels (egui_kittest): the spec's worked
//! example of the final duel clicked through with the real cards, and Deputy's deck
//! flipping a card with Space, its cue played in the same frame.

mod common;

use common::kit::{self, click};
use deputy::app::{DeputyApp, Screen, StartOptions};
use deputy::core::cue::{Fx, Voice};
use deputy::games::fast_west::FastWestGame;
use deputy::games::fast_west::cues::{BUGLE, CARD_FLIP, DUEL, WHISTLE, flip};
use deputy::games::fast_west::rules::{FastWestState, Phase, Visible};
use deputy::i18n::Language;
use deputy::services::audio::{Played, RecordingAudio};
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn state(h: &Harness<'_, DeputyApp>) -> FastWestState {
    kit::state::<FastWestGame>(h)
}

/// Home → Fast West's Setup → these players → `mode` ("Real cards" or "Deputy is the
/// deck") → the table.
fn start(h: &mut Harness<'_, DeputyApp>, names: &[&str], mode: &str) {
    click(h, "New Fast West");
    assert_eq!(h.state().screen(), Screen::Setup);
    for (i, name) in names.iter().enumerate() {
        let seat = format!("Player {}", i + 1);
        if h.query_by_label(&seat).is_none() {
            click(h, "+ Add a player");
        }
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    click(h, mode);
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
    h.get_by_label("Round 1: Ann's turn");
    h.get_by_label_contains("Bullet circle: 1 in the centre");

    // Ann flips the bandits (key B): Ann, Bob, Cid and Dan had no bullet or number 1.
    kit::key(&mut h, egui::Key::B);
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
    kit::key(&mut h, egui::Key::Enter);
    // Cid and Dan flip the sheriff, Bob the slowest each time; Eve the cavalry, Dan.
    kit::key(&mut h, egui::Key::S);
    click(&mut h, "Slowest: Bob");
    kit::key(&mut h, egui::Key::S);
    kit::key(&mut h, egui::Key::Num2); // Bob, by seat
    kit::key(&mut h, egui::Key::V);
    click(&mut h, "Slowest: Dan");
    assert_eq!(tokens(&h), [2, 4, 1, 3, 0]);
    assert_eq!(state(&h).visible, [Visible::CowboyFace; 5]);

    // Five cactus: the last one calls the duel.
    for _ in 0..4 {
        kit::key(&mut h, egui::Key::C);
    }
    assert_eq!(state(&h).phase, Phase::Flipping);
    click(&mut h, "Cactus (C)");
    assert_eq!(state(&h).phase, Phase::Duel);
    h.get_by_label("The final duel!");

    // Bullets A 3, B 1, C 5, D 2, E 4; targets A→B, B→A, C→A, D→E, E→D.
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
    // Every step is shown before it is applied.
    h.get_by_label("Bob and Ann aim at each other: Bob holds the lower bullet, Ann is hit");
    h.get_by_label("Dan gives 2 tokens to Eve");
    h.get_by_label("Resolve the duel").scroll_to_me();
    h.run();
    click(&mut h, "Resolve the duel");

    let s = state(&h);
    let Phase::Over(result) = &s.phase else {
        panic!("over: {:?}", s.phase);
    };
    assert_eq!(result.winner, 2);
    assert_eq!(tokens(&h), [6, 4, 1, 3, 2]);
    h.get_by_label("Cid wins Fast West");
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
    h.get_by_label("Bob and Ann aim at each other: Bob holds the lower bullet, Ann is hit");
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
    h.key_press(egui::Key::Space);
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
}

/// The final duel entered with the keys only, seat after seat: the bullet, then the
/// seat aimed at. A cowboy aiming at himself is refused with the reason; Backspace steps
/// back. A tie for the fewest tokens broken by the lower bullet is said so; Ctrl+Z
/// brings the form back as it was entered, and Enter resolves it again.
#[test]
fn the_final_duel_by_keys_only_then_undone() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start(&mut h, &["Ann", "Bob", "Cid"], "Real cards");
    for _ in 0..3 {
        kit::key(&mut h, egui::Key::C);
    }
    assert_eq!(state(&h).phase, Phase::Duel);
    h.get_by_label("Ann: which bullet? Type 1 to 3");
    // Ann holds 2 and aims at seat 2, Bob.
    kit::key(&mut h, egui::Key::Num2);
    h.get_by_label("Ann aims at: type the seat, 1 to 3 (not 1)");
    kit::key(&mut h, egui::Key::Num2);
    // Bob holds 1; a slip: he aims at seat 2, himself.
    kit::key(&mut h, egui::Key::Num1);
    kit::key(&mut h, egui::Key::Num2);
    h.get_by_label("! Bob cannot aim at himself.");
    h.get_by_label("Bob aims at: type the seat, 1 to 3 (not 2)");
    kit::key(&mut h, egui::Key::Num1);
    assert!(
        h.query_by_label("! Bob cannot aim at himself.").is_none(),
        "corrected"
    );
    // Cid: 4 is no bullet with three cowboys; a wrong 1, taken back with Backspace.
    kit::key(&mut h, egui::Key::Num4);
    h.get_by_label("! The number must be between 1 and 3.");
    kit::key(&mut h, egui::Key::Num1);
    kit::key(&mut h, egui::Key::Backspace);
    h.get_by_label("Cid: which bullet? Type 1 to 3");
    kit::key(&mut h, egui::Key::Num3);
    kit::key(&mut h, egui::Key::Num1);
    // Ann and Bob aim at each other: Bob (1) hits Ann. Bob gives Ann 3, Cid 2: Bob and
    // Cid tie at 0, Bob's bullet 1 wins the tie.
    h.get_by_label("Bob and Ann aim at each other: Bob holds the lower bullet, Ann is hit");
    kit::key(&mut h, egui::Key::Enter);
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
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(state(&h).phase, Phase::Duel);
    h.get_by_label("Every bullet and target is entered: Enter resolves the duel");
    h.get_by_label("Bob and Ann aim at each other: Bob holds the lower bullet, Ann is hit");
    // Up chooses the last cowboy; retyping his bullet leaves nothing to ask.
    kit::key(&mut h, egui::Key::ArrowUp);
    h.get_by_label("Cid: which bullet? Type 1 to 3");
    kit::key(&mut h, egui::Key::Num3);
    h.get_by_label("Every bullet and target is entered: Enter resolves the duel");

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
    kit::key(&mut h, egui::Key::Enter);
    let s = state(&h);
    let Phase::Over(again) = &s.phase else {
        panic!("over again: {:?}", s.phase);
    };
    assert_eq!(again, result);
}
