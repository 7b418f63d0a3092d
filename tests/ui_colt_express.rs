//! Colt Express driven headless by accessible labels (egui_kittest): the spec's worked
//! example of the final count clicked through, the caller's turns with the keyboard,
//! an event's ticks, and the help panel.

mod common;

use common::kit::{self, click};
use deputy::app::{DeputyApp, Screen};
use deputy::core::cue::{Fx, Voice};
use deputy::games::colt_express::cards::EventEffect;
use deputy::games::colt_express::cues::{FINAL_COUNT, MARSHAL_MOVES, RESOLVE_ACTIONS, WHISTLE};
use deputy::games::colt_express::{ColtExpressGame, ColtState, Phase};
use deputy::i18n::Language;
use deputy::services::audio::{Played, RecordingAudio, SilentAudio};
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn colt(h: &Harness<'_, DeputyApp>) -> ColtState {
    kit::state::<ColtExpressGame>(h)
}

/// The app in English with no sound card, its data in `data`.
fn silent(data: &std::path::Path) -> Harness<'static, DeputyApp> {
    kit::english(
        data,
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
    )
}

/// Home → Setup: the players typed in, each one's bandit clicked, then Start.
fn start(h: &mut Harness<'_, DeputyApp>, players: &[(&str, &str)]) {
    start_with(h, players, false);
}

/// As [`start`]; `by_hand`: the round cards are told one by one from the real deck.
fn start_with(h: &mut Harness<'_, DeputyApp>, players: &[(&str, &str)], by_hand: bool) {
    click(h, "New Colt Express");
    assert_eq!(h.state().screen(), Screen::Setup);
    for (i, (name, _)) in players.iter().enumerate() {
        let seat = format!("Player {}", i + 1);
        if h.query_by_label(&seat).is_none() {
            click(h, "+ Add a player");
        }
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    for (name, bandit) in players {
        click(h, &format!("{name}: {bandit}"));
    }
    if by_hand {
        click(
            h,
            "We deal the round cards from the real deck (tell Deputy each card)",
        );
    }
    click(h, "Start Colt Express");
    assert_eq!(h.state().screen(), Screen::Table, "the game started");
}

/// Scrolls the widget with this label into view (the sheets of six bandits do not fit
/// a laptop's height), then clicks it.
fn click_seen(h: &mut Harness<'_, DeputyApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    click(h, label);
}

/// Presses Space until `stop` holds (at most 300 times).
fn space_until(h: &mut Harness<'_, DeputyApp>, stop: impl Fn(&ColtState) -> bool) {
    for _ in 0..300 {
        if stop(&colt(h)) {
            return;
        }
        kit::key(h, egui::Key::Space);
    }
    panic!("Space never reached the state: {:?}", colt(h).phase);
}

#[test]
fn the_worked_example_of_the_final_count_clicked_through() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start(
        &mut h,
        &[
            ("Ann", "Belle"),
            ("Bob", "Cheyenne"),
            ("Cy", "Doc"),
            ("Di", "Tuco"),
        ],
    );
    let bandits: Vec<&str> = colt(&h).bandits.iter().map(|b| b.bandit.name()).collect();
    assert_eq!(bandits, ["Belle", "Cheyenne", "Doc", "Tuco"]);
    h.get_by_label_contains("Round 1 of 5");

    // Five rounds called with Space: every card played, resolved, every event applied.
    space_until(&mut h, |s| matches!(s.phase, Phase::FinalCount { .. }));
    assert!(h.get_all_by_label("The final count").count() >= 1);
    kit::key(&mut h, egui::Key::Space);
    assert!(
        matches!(colt(&h).phase, Phase::FinalCount { .. }),
        "a Space too many does not reveal"
    );

    for (bandit, purses) in [
        ("Belle", &[450][..]),
        ("Cheyenne", &[300, 500]),
        ("Tuco", &[250, 350, 400]),
    ] {
        for v in purses {
            click_seen(&mut h, &format!("Add a ${v} purse for {bandit}"));
        }
    }
    let more = |h: &mut Harness<'_, DeputyApp>, bandit: &str, what: &str, times: usize| {
        for _ in 0..times {
            click_seen(h, &format!("{bandit}'s {what}: one more"));
        }
    };
    more(&mut h, "Belle", "Jewels", 1);
    more(&mut h, "Belle", "Bullets fired", 3);
    more(&mut h, "Belle", "Bullets received", 2);
    more(&mut h, "Cheyenne", "Bullets fired", 5);
    more(&mut h, "Cheyenne", "Bullets received", 4);
    more(&mut h, "Doc", "Strongboxes", 1);
    more(&mut h, "Doc", "Bullets fired", 5);
    more(&mut h, "Doc", "Bullets received", 1);
    more(&mut h, "Tuco", "Bullets fired", 2);
    more(&mut h, "Tuco", "Bullets received", 3);

    // The books' starting purses are counted once; the values added stay hidden until
    // the reveal: only counts show.
    assert_eq!(h.get_all_by_label("Already counted: $250").count(), 4);
    h.get_by_label("3 purses added beyond the books");
    h.get_by_label("2 purses added beyond the books");
    h.get_by_label("1 purse added beyond the books");
    assert!(h.query_by_label_contains("$2250").is_none());

    click(&mut h, "Reveal the standings");
    let s = colt(&h);
    let Phase::Over { standings, .. } = &s.phase else {
        panic!("over after the reveal: {:?}", s.phase);
    };
    let totals: Vec<(usize, u32)> = standings.iter().map(|r| (r.seat, r.total())).collect();
    assert_eq!(totals, [(2, 2250), (1, 2050), (3, 1250), (0, 1200)]);
    assert!(h.get_all_by_label("The winner is Cy (Doc)!").count() >= 1);
    h.get_by_label("$2250");
    h.get_by_label("$2050");
    assert_eq!(h.get_all_by_label("+$1000").count(), 2, "two Gunslingers");

    // What the table heard: a whistle each round, "resolve the actions" each round,
    // the final count, the winner.
    let played = audio.played();
    let fx = |f: Fx| {
        played
            .iter()
            .filter(|p| matches!(p, Played::Fx(x, _) if *x == f))
            .count()
    };
    let voice = |v: Voice| {
        played
            .iter()
            .filter(|p| matches!(p, Played::Voice(x, Language::En, _) if *x == v))
            .count()
    };
    assert_eq!(fx(WHISTLE), 5);
    assert_eq!(voice(RESOLVE_ACTIONS), 5);
    assert_eq!(voice(FINAL_COUNT), 1);
    assert_eq!(voice(Voice::WINNER_IS), 1);
    assert_eq!(fx(Fx::DRUM_ROLL), 1);

    // Undo takes the reveal back; redo brings it again.
    click(&mut h, "Undo");
    assert!(matches!(colt(&h).phase, Phase::FinalCount { .. }));
    click(&mut h, "Redo");
    assert!(matches!(colt(&h).phase, Phase::Over { .. }));
}

#[test]
fn the_caller_calls_each_turn_and_d_draws_three_cards() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    start(&mut h, &[("Ann", "Ghost"), ("Bob", "Belle"), ("Cy", "Doc")]);
    let s = colt(&h);
    assert_eq!(s.current_seat(), Some(0));
    h.get_by_label("Ghost may play this first card face down.");
    h.get_by_label("Ann (Ghost) plays a card");
    assert!(
        h.state()
            .captions()
            .iter()
            .any(|c| c.starts_with("Turn 1, face up: Ghost, Belle, Doc")),
        "{:?}",
        h.state().captions()
    );
    kit::key(&mut h, egui::Key::D);
    assert_eq!(colt(&h).draws.len(), 1);
    assert_eq!(colt(&h).current_seat(), Some(1));
    click(&mut h, "Card played");
    assert_eq!(colt(&h).current_seat(), Some(2));
    assert_eq!(colt(&h).planned.len(), 1);
    // A shot recorded from Doc's card.
    click(&mut h, "Doc shoots…");
    click(&mut h, "Target Belle");
    click(&mut h, "Confirm");
    let s = colt(&h);
    assert_eq!((s.bandits[2].fired, s.bandits[1].received), (1, 1));
    h.get_by_label_contains("Doc shoots Belle");
}

#[test]
fn an_event_applies_to_the_bandits_ticked() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    start(&mut h, &[("Ann", "Ghost"), ("Bob", "Belle"), ("Cy", "Doc")]);
    // Up to the first round whose event touches the books.
    for _ in 0..5 {
        space_until(&mut h, |s| s.phase == Phase::Event);
        let s = colt(&h);
        let books = s.event().map(|e| e.effect());
        if books != Some(EventEffect::BoardOnly) {
            break;
        }
        kit::key(&mut h, egui::Key::Space);
    }
    let s = colt(&h);
    let event = s.event().expect("an event");
    let before = s.bandits.clone();
    // Tick Belle, then apply.
    let label = if event.effect() == EventEffect::LosePurse {
        "Belle (Bob): loses $250"
    } else {
        "Belle (Bob)"
    };
    click(&mut h, label);
    click(&mut h, "Apply the event");
    let after = colt(&h);
    assert_ne!(
        after.bandits[1], before[1],
        "{event:?} changed Belle's books"
    );
    assert_eq!(after.bandits[0], before[0], "Ghost was not ticked");
}

#[test]
fn f1_explains_the_phases() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    start(&mut h, &[("Ann", "Ghost"), ("Bob", "Belle"), ("Cy", "Doc")]);
    kit::key(&mut h, egui::Key::F1);
    h.get_by_label("Schemin': planning");
    h.get_by_label("The final count");
}

/// The bandit's purses in the books (`None`: value unknown).
fn purses(h: &Harness<'_, DeputyApp>, bandit: usize) -> Vec<Option<u32>> {
    colt(h).bandits[bandit]
        .purses
        .iter()
        .map(|p| p.map(|v| v.get()))
        .collect()
}

/// Records loot taken by `bandit` through the dialog: a purse, of `value` if told.
fn take_purse(h: &mut Harness<'_, DeputyApp>, bandit: &str, value: Option<u32>) {
    click(h, &format!("{bandit} takes loot…"));
    click(h, "a purse");
    if let Some(v) = value {
        click(h, &format!("${v}"));
    }
    click(h, "Confirm");
}

/// Every history line shown so far, in English.
fn history(h: &Harness<'_, DeputyApp>) -> Vec<String> {
    let i18n = deputy::games::i18n(Language::En);
    kit::table::<ColtExpressGame>(h)
        .session()
        .journal()
        .history()
        .iter()
        .flatten()
        .map(|m| i18n.tr(m))
        .collect()
}

/// A game told card by card, through Marshal's Revenge: Belle holds her starting $250
/// and a purse of unknown value (a $450 on the table) and drops the $250; Cheyenne
/// punches Ghost's $400 loose and keeps it; Ghost, left with a $300 and a purse of
/// unknown value, says which drops. The final count asks only for what the books lack:
/// Belle's $450 counts once, $450, not $700.
#[test]
fn marshals_revenge_a_punch_and_the_final_count_clicked_through() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start_with(
        &mut h,
        &[("Ann", "Ghost"), ("Bob", "Belle"), ("Cy", "Cheyenne")],
        true,
    );
    click(&mut h, "Angry Marshal");
    // Round 1: the loot as it happens on the train.
    take_purse(&mut h, "Belle", None);
    take_purse(&mut h, "Ghost", Some(300));
    take_purse(&mut h, "Ghost", Some(400));
    take_purse(&mut h, "Ghost", None);
    click(&mut h, "Ghost loses loot…");
    click(&mut h, "a purse");
    click(&mut h, "Ghost drops the $250 purse");
    click(&mut h, "Confirm");
    assert_eq!(purses(&h, 0), [Some(300), Some(400), None]);
    // Cheyenne punches Ghost and chooses the $400 purse: she keeps it.
    click(&mut h, "Cheyenne punches…");
    click(&mut h, "Punched Ghost");
    click(&mut h, "a purse");
    h.get_by_label("Ghost drops a purse of unknown value");
    click(&mut h, "Ghost drops the $400 purse");
    click(&mut h, "Confirm");
    assert_eq!(purses(&h, 0), [Some(300), None]);
    assert_eq!(purses(&h, 2), [Some(250), Some(400)]);
    // The angry Marshal's exception is said and read.
    space_until(&mut h, |s| s.phase == Phase::Event);
    h.get_by_label_contains("unless he is already in the caboose");
    let said = audio.played();
    assert!(
        said.contains(&Played::Voice(MARSHAL_MOVES, Language::En, 1.0)),
        "{said:?}"
    );
    for card in ["Braking", "Swivel Arm", "Take It All", "Marshal's Revenge"] {
        space_until(&mut h, |s| s.phase == Phase::RoundCard);
        click(&mut h, card);
    }
    space_until(&mut h, |s| s.phase == Phase::Event);

    // Marshal's Revenge: Belle's $250 goes; Ghost's least valuable only Ann knows.
    // By keys first: rows 2 and 1 ticked, Space refused, K (his known $300), Space.
    kit::key(&mut h, egui::Key::Num2);
    kit::key(&mut h, egui::Key::Num1);
    kit::key(&mut h, egui::Key::Space);
    assert_eq!(colt(&h).phase, Phase::Event, "Deputy does not guess");
    h.get_by_label_contains("Say which purse Ghost drops");
    kit::key(&mut h, egui::Key::K);
    kit::key(&mut h, egui::Key::Space);
    assert_eq!(purses(&h, 0), [None], "the known $300 went");
    assert_eq!(purses(&h, 1), [None]);
    // Ann remembers: it was the other one. Undo (the ticks start afresh), and the mouse
    // this time.
    click(&mut h, "Undo");
    assert_eq!(colt(&h).phase, Phase::Event);
    click(&mut h, "Belle (Bob): loses $250");
    click(
        &mut h,
        "Ghost (Ann): drops the least valuable purse; which one?",
    );
    click(&mut h, "Ghost drops a purse of unknown value");
    click(&mut h, "Apply the event");
    assert_eq!(purses(&h, 1), [None], "the $250 went, not the unknown one");
    assert_eq!(purses(&h, 0), [Some(300)]);
    assert!(matches!(colt(&h).phase, Phase::FinalCount { .. }));

    // The final count: what the books know is listed and counted once.
    h.get_by_label("No purse of known value in the books");
    h.get_by_label("Purse of unknown value in the books: 0 of 1 added");
    h.get_by_label("Already counted: $250, $400");
    h.get_by_label("Already counted: $300");
    h.get_by_label(
        "Belle: 1 purse of unknown value still to add (or click \"Belle does not hold one\").",
    );
    click(&mut h, "Reveal the standings");
    assert!(
        matches!(colt(&h).phase, Phase::FinalCount { .. }),
        "the reveal waits for Belle's purse"
    );
    click(&mut h, "Add a $450 purse for Belle");
    h.get_by_label("Purse of unknown value in the books: 1 of 1 added");
    // Hidden until the reveal: no value in the history or a caption.
    for line in history(&h).iter().chain(h.state().captions().iter()) {
        assert!(!line.contains('$'), "a value shown: {line}");
    }
    assert!(history(&h).contains(&"Round 1: Cheyenne takes a purse".to_owned()));
    click(&mut h, "Reveal the standings");
    let Phase::Over { standings, .. } = colt(&h).phase else {
        panic!("revealed");
    };
    let loot: Vec<(usize, u32)> = standings.iter().map(|r| (r.seat, r.loot)).collect();
    assert_eq!(
        loot,
        [(2, 650), (1, 450), (0, 300)],
        "Belle: $450, not $700"
    );
}

/// The final count's correction: a purse of unknown value the bandit no longer holds.
#[test]
fn a_purse_the_books_hold_but_the_bandit_does_not_is_said_so() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    start(&mut h, &[("Ann", "Ghost"), ("Bob", "Belle"), ("Cy", "Doc")]);
    take_purse(&mut h, "Doc", None);
    space_until(&mut h, |s| matches!(s.phase, Phase::FinalCount { .. }));
    h.get_by_label("Purse of unknown value in the books: 0 of 1 added");
    click(&mut h, "Doc does not hold one");
    assert!(colt(&h).purses_to_enter().is_empty());
    click(&mut h, "Reveal the standings");
    assert!(matches!(colt(&h).phase, Phase::Over { .. }));
}
