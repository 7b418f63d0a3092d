//! Saloon's table driven headless by accessible labels (egui_kittest): the worked example
//! of `saloon.md` clicked through the blow resolver, with its cues and the undo of its
//! last step; quick tracking by mouse and keys; the help panel.

mod common;

use common::kit::{self, click};
use common::layout;
use deputy::app::DeputyApp;
use deputy::core::cue::{Fx, Voice};
use deputy::core::game::GameKind;
use deputy::games::saloon::SaloonGame;
use deputy::games::saloon::cues::{ATTACK, HEAVY_PUNCH, KNOCKED_OUT, PUNCH};
use deputy::games::saloon::rules::SaloonState;
use deputy::i18n::Language;
use deputy::services::audio::{Played, RecordingAudio, SilentAudio};
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

fn saloon(h: &Harness<'_, DeputyApp>) -> SaloonState {
    kit::state::<SaloonGame>(h)
}

fn ko(h: &Harness<'_, DeputyApp>) -> Vec<u8> {
    saloon(h).brawlers.iter().map(|b| b.ko.get()).collect()
}

fn enabled(h: &Harness<'_, DeputyApp>, label: &str) -> bool {
    !h.get_by_label(label).accesskit_node().is_disabled()
}

fn start(h: &mut Harness<'_, DeputyApp>, names: &[&str]) {
    kit::start_game(h, GameKind::Saloon, names);
}

/// A silent brawl of `names` in English, on the table.
fn brawl(data: &std::path::Path, names: &[&str]) -> Harness<'static, DeputyApp> {
    let mut h = kit::english(
        data,
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
    );
    start(&mut h, names);
    h
}

/// Opens the resolver, chooses the cards by their labels, checks the preview, applies.
fn blow(h: &mut Harness<'_, DeputyApp>, attacker: &str, labels: &[&str], preview: &[&str]) {
    click(h, &format!("{attacker}'s blow…"));
    for label in labels {
        click(h, label);
    }
    for line in preview {
        h.get_by_label(line);
    }
    click(h, "Apply the blow");
    assert!(
        h.query_by_label("Apply the blow").is_none(),
        "the resolver closes once the blow is applied"
    );
}

#[test]
fn the_worked_example_clicked_through_the_resolver() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start(&mut h, &["Ann", "Bob", "Cat"]);
    assert!(h.get_all_by_label("Ann attacks!").count() >= 1);
    h.get_by_label("Bob: 10 KO points");

    // 1. Ann kicks Bob with berserker; Bob blocks.
    blow(
        &mut h,
        "Ann",
        &[
            "Defender Bob",
            "Attack Kick",
            "Follow-up Berserker",
            "Defence Block",
        ],
        &[
            "Kick: 2",
            "Berserker: × 2 = 4",
            "Bob: Block, 4 − 2 = 2",
            "Bob loses 2 points: 10 to 8",
        ],
    );
    assert_eq!(ko(&h), [10, 8, 10]);
    h.get_by_label("Bob: 8 KO points");
    // One caption for the loss and the next aggressor (only the last one shows).
    assert!(
        h.state()
            .captions()
            .iter()
            .any(|c| c == "Bob loses 2 points: 10 to 8 – Bob attacks!"),
        "{:?}",
        h.state().captions()
    );

    // 2. Bob punches Ann with a chair; Cat holds Ann (Cat is the only possible helper).
    blow(
        &mut h,
        "Bob",
        &[
            "Defender Ann",
            "Attack Punch",
            "Object Chair",
            "Help Hold the defender",
        ],
        &["+ Chair (2) = 3", "Ann cannot defend (Hold the defender)"],
    );
    assert_eq!(ko(&h), [7, 8, 10]);

    // 3. Ann punches Cat with a beer barrel; Cat is a tough guy.
    blow(
        &mut h,
        "Ann",
        &[
            "Defender Cat",
            "Attack Punch",
            "Object Beer barrel",
            "Defence Tough guy",
        ],
        &["Cat: Tough guy cancels the attack (3 to 0)"],
    );
    assert_eq!(ko(&h), [7, 8, 10]);

    // 4. Cat jumps from the table onto Ann, who does not defend.
    blow(
        &mut h,
        "Cat",
        &["Defender Ann", "Attack Jump from the table"],
        &["Ann loses 3 points: 7 to 4", "Ann is stunned for a turn"],
    );
    let s = saloon(&h);
    assert_eq!(ko(&h), [4, 8, 10]);
    assert!(s.brawlers[0].stunned);
    h.get_by_label("Ann: 4 KO points");
    h.get_by_label("Clear: Ann is stunned for a turn");
    // Ann is stunned: her blow button says why, and she is not announced as attacking.
    assert!(!enabled(&h, "Ann's blow…"));
    assert!(h.query_by_label("Ann attacks!").is_none());
    h.get_by_label("Ann is stunned: no attack this turn");
    assert_eq!(
        h.state().captions().last().map(String::as_str),
        Some("Ann loses 3 points: 7 to 4 – Ann is stunned: no attack this turn")
    );

    // What the table heard: a punch per blow that hurt (heavy for 3 or more), and who
    // attacks after each (but not "attack!" to Ann, stunned by the last one).
    let played = audio.played();
    let count = |want: &Played| played.iter().filter(|p| *p == want).count();
    assert_eq!(count(&Played::Fx(PUNCH, 0.8)), 1, "{played:?}");
    assert_eq!(count(&Played::Fx(HEAVY_PUNCH, 0.8)), 2, "{played:?}");
    assert_eq!(
        count(&Played::Voice(ATTACK, Language::En, 1.0)),
        4,
        "{played:?}"
    );

    // Undo of step 4: Ann back at 7, no longer stunned, Cat attacks again.
    h.get_by_label("Undo").click();
    h.run_steps(2);
    let s = saloon(&h);
    assert_eq!(ko(&h), [7, 8, 10]);
    assert!(!s.brawlers[0].stunned);
    assert_eq!(s.aggressor, 2);
    assert!(h.get_all_by_label("Cat attacks!").count() >= 1);
}

#[test]
fn quick_tracking_by_mouse_and_keys_to_a_knock_out_and_a_winner() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start(&mut h, &["Ann", "Bob", "Cat"]);
    click(&mut h, "Bob −1");
    assert_eq!(ko(&h), [10, 9, 10]);
    click(&mut h, "Bob +1");
    assert_eq!(ko(&h), [10, 10, 10]);
    assert!(!enabled(&h, "Bob +1"), "never above 10");
    // Keys: 2 chooses Bob, − takes points, + gives one back.
    kit::key(&mut h, egui::Key::Num2);
    for _ in 0..3 {
        kit::key(&mut h, egui::Key::Minus);
    }
    kit::key(&mut h, egui::Key::ArrowUp);
    assert_eq!(ko(&h), [10, 8, 10]);
    // Down to 0: Bob is knocked out, with the bell and the voice.
    for _ in 0..8 {
        kit::key(&mut h, egui::Key::ArrowDown);
    }
    assert_eq!(ko(&h), [10, 0, 10]);
    h.get_by_label("KNOCKED OUT (number 1)");
    assert!(audio.played().contains(&Played::Fx(Fx::BELL, 0.8)));
    assert!(
        audio
            .played()
            .contains(&Played::Voice(KNOCKED_OUT, Language::En, 1.0))
    );
    // Cat down to 0 by mouse: Ann wins.
    for _ in 0..10 {
        click(&mut h, "Cat −1");
    }
    assert_eq!(saloon(&h).over, Some(Some(0)));
    assert!(h.get_all_by_label("The winner is Ann!").count() >= 1);
    assert!(
        audio
            .played()
            .contains(&Played::Voice(Voice::WINNER_IS, Language::En, 1.0))
    );
    h.get_by_label("Knocked out, in order: Bob, Cat");
}

#[test]
fn events_and_gifts_pass_the_turn() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = brawl(dir.path(), &["Ann", "Bob", "Cat"]);
    click(&mut h, "Event or whiskey…");
    click(&mut h, "Event Table");
    click(&mut h, "Next Cat");
    click(&mut h, "Play the card");
    let s = saloon(&h);
    assert!(s.brawlers[0].table);
    assert_eq!(s.aggressor, 2);
    h.get_by_label("Clear: Ann is behind a table");
    click(&mut h, "Give a card…");
    click(&mut h, "Give to Bob");
    click(&mut h, "Give the card");
    assert_eq!(saloon(&h).aggressor, 1);
    assert!(h.get_all_by_label("Bob attacks!").count() >= 1);
}

#[test]
fn f1_explains_the_game_in_both_languages() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = brawl(dir.path(), &["Ann", "Bob", "Cat"]);
    kit::key(&mut h, egui::Key::F1);
    h.get_by_label("How a blow is counted");
    kit::key(&mut h, egui::Key::Escape);
    click(&mut h, "Français");
    kit::key(&mut h, egui::Key::F1);
    h.get_by_label("Comment un coup se compte");
    assert!(h.get_all_by_label("Ann attaque\u{a0}!").count() >= 1);
}

/// Issue 17, points 6 to 9 through the resolver, by labels: a counter-attack the
/// attacker blocks, a "come here, pal" where the defender parries the head-butt, a "two
/// at once" that stuns both, and a table that stops a blow with no defence asked.
#[test]
fn counter_pal_two_at_once_and_table_through_the_resolver() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = brawl(dir.path(), &["Ann", "Bob", "Cat", "Dan"]);

    // 6. Ann kicks Bob with berserker (4); Bob counters; Ann blocks her own 4.
    click(&mut h, "Ann's blow…");
    for label in [
        "Defender Bob",
        "Attack Kick",
        "Follow-up Berserker",
        "Defence Counter-attack",
    ] {
        click(&mut h, label);
    }
    assert!(
        h.query_by_label("Ann's defence Counter-attack").is_none(),
        "the box has one counter-attack"
    );
    click(&mut h, "Ann's defence Block");
    h.get_by_label("Bob: Counter-attack, 4 points turned on Ann");
    h.get_by_label("Ann: Block, 4 − 2 = 2");
    click(&mut h, "Apply the blow");
    assert_eq!(ko(&h), [8, 10, 10, 10]);
    assert_eq!(saloon(&h).aggressor, 1, "Bob, who countered, attacks next");

    // 7. Bob head-butts Cat, Dan joins with a punch; Cat blocks the head-butt: the
    // punch lands (1) and nobody is stunned.
    click(&mut h, "Bob's blow…");
    for label in [
        "Defender Cat",
        "Attack Head-butt",
        "Follow-up Come here, pal",
        "Partner Dan",
        "Partner's attack Punch",
        "Defence Block",
        "Parry the partner's attack",
        "Parry the attacker's attack",
    ] {
        click(&mut h, label);
    }
    h.get_by_label("Dan's Punch is not parried: 1");
    click(&mut h, "Apply the blow");
    let s = saloon(&h);
    assert_eq!(ko(&h), [8, 10, 9, 10]);
    assert!(!s.brawlers[2].stunned, "the head-butt was parried");

    // 8. Cat head-butts Ann and Dan at once: both lose 2 and both are stunned.
    click(&mut h, "Cat's blow…");
    for label in [
        "Defender Ann",
        "Attack Head-butt",
        "Follow-up Two at once",
        "Second defender Dan",
    ] {
        click(&mut h, label);
    }
    click(&mut h, "Apply the blow");
    let s = saloon(&h);
    assert_eq!(ko(&h), [6, 10, 9, 8]);
    assert!(s.brawlers[0].stunned && s.brawlers[3].stunned);
    h.get_by_label("Clear: Dan is stunned for a turn");

    // 9. Ann, stunned, gives a card to Bob; Bob plays a table and names Cat; Cat's
    // jump from the table on Bob: no defence asked, nothing lost, no stun.
    click(&mut h, "Give a card…");
    click(&mut h, "Give to Bob");
    click(&mut h, "Give the card");
    click(&mut h, "Event or whiskey…");
    click(&mut h, "Event Table");
    click(&mut h, "Next Cat");
    click(&mut h, "Play the card");
    click(&mut h, "Cat's blow…");
    click(&mut h, "Defender Bob");
    click(&mut h, "Attack Jump from the table");
    assert!(
        !enabled(&h, "Defence Block"),
        "no defence is asked against a table: greyed, not taken away"
    );
    in_dock(
        &h,
        "Bob is behind a table: it stops this blow whole, so no defence is played.",
    );
    h.get_by_label("Bob's table stops the whole blow and breaks");
    click(&mut h, "Apply the blow");
    let s = saloon(&h);
    assert_eq!(s.brawlers[1].ko.get(), 10);
    assert!(s.brawlers[1].statuses().is_empty());
}

const SIX: [&str; 6] = ["Ann", "Bob", "Cid", "Dee", "Eve", "Flo"];

/// Each brawler's KO figure, by its accessible label, in `language`.
fn ko_figures(h: &Harness<'_, DeputyApp>, language: Language) -> Vec<String> {
    saloon(h)
        .brawlers
        .iter()
        .map(|b| {
            let ko = b.ko.get();
            match (language, ko) {
                (Language::En, 1) => format!("{}: 1 KO point", b.name),
                (Language::En, _) => format!("{}: {ko} KO points", b.name),
                (Language::Fr, 0 | 1) => format!("{}\u{a0}: {ko} point de KO", b.name),
                (Language::Fr, _) => format!("{}\u{a0}: {ko} points de KO", b.name),
            }
        })
        .collect()
}

/// Asserts the table fits with `actions` visible and every figure and name readable, in
/// English, then in French (longer words), then back in English.
fn fits(h: &mut Harness<'_, DeputyApp>, what: &str, actions: &[&str]) {
    let report = kit::frame_report(h);
    println!(
        "{what}: dock {:.0}, players {:.0}, figure, name, columns, rows {:?}",
        report.dock.height(),
        report.players.height(),
        report.sizes.map(|s| (s.figure, s.name, s.columns, s.rows))
    );
    let figures = ko_figures(h, Language::En);
    kit::assert_fits(h, actions, &figures);
    kit::assert_readable(h, &figures, &[], &SIX);
    click(h, "Français");
    let figures = ko_figures(h, Language::Fr);
    kit::assert_fits(h, &[], &figures);
    kit::assert_readable(h, &figures, &[], &SIX);
    click(h, "English");
}

fn six_at(data: &std::path::Path, window: egui::Vec2) -> Harness<'static, DeputyApp> {
    brawlers_at(data, &SIX, window)
}

/// `names` at the table in a window of `window` logical pixels, in English.
fn brawlers_at(
    data: &std::path::Path,
    names: &[&str],
    window: egui::Vec2,
) -> Harness<'static, DeputyApp> {
    let mut h = kit::sized(
        data,
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
        window,
    );
    start(&mut h, names);
    h
}

fn clicks(h: &mut Harness<'_, DeputyApp>, labels: &[&str]) {
    for label in labels {
        click(h, label);
    }
}

/// The resolver at its fullest with "come here, pal": a partner, a help and its helper, a
/// counter-attack the defender parries with, and the attacker's shield.
const PAL_AND_COUNTER: [&str; 12] = [
    "Defender Bob",
    "Attack Thrown through a table",
    "Follow-up Come here, pal",
    "Partner Cid",
    "Partner's attack Jump over the bar",
    "Help Oops",
    "Helper Dee",
    "The attacker dodges the trip",
    "Defence Counter-attack",
    "Parry the partner's attack",
    "Cid's defence Human shield",
    "Attacker's shield Eve",
];

/// The resolver at its fullest with "two at once": both defences, a shield, a
/// counter-attack and the attacker's defence.
const TWO_AND_COUNTER: [&str; 11] = [
    "Defender Bob",
    "Attack Thrown through a table",
    "Follow-up Two at once",
    "Second defender Cid",
    "Second defence Human shield",
    "Second shield Dee",
    "Help Oops",
    "Helper Eve",
    "The attacker dodges the trip",
    "Defence Counter-attack",
    "Ann's defence Block",
];

#[test]
fn six_brawlers_fit_1280_by_720_in_every_phase_and_form() {
    six_brawlers_fit_in_every_phase_and_form(kit::LAPTOP);
}

/// The same at 1280×800, where every figure must read from across the table: the key
/// figures' digits 40 px high, the others' 24 (issue 27).
#[test]
fn six_brawlers_fit_1280_by_800_in_every_phase_and_form() {
    six_brawlers_fit_in_every_phase_and_form(kit::READING_WINDOW);
}

fn six_brawlers_fit_in_every_phase_and_form(window: egui::Vec2) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = six_at(dir.path(), window);
    fits(
        &mut h,
        "the start",
        &["Ann's blow…", "Event or whiskey…", "Give a card…"],
    );
    // The resolver: empty, then at its fullest, its preview and Apply in view.
    click(&mut h, "Ann's blow…");
    let apply = h.get_by_label("Apply the blow").rect();
    fits(
        &mut h,
        "the resolver, empty",
        &["Apply the blow", "Cancel", "Defender Flo", "Attack Spit"],
    );
    clicks(&mut h, &PAL_AND_COUNTER);
    h.get_by_label("Cid: Human shield, Eve takes the blow");
    fits(
        &mut h,
        "come here, pal and a counter-attack",
        &[
            "Apply the blow",
            "Attacker's shield Flo",
            "Eve attacks next",
            "Bob: Counter-attack, 2 points turned on Ann",
        ],
    );
    assert_eq!(
        h.get_by_label("Apply the blow").rect(),
        apply,
        "Apply stays put as the resolver fills"
    );
    kit::key(&mut h, egui::Key::Escape);
    kit::key(&mut h, egui::Key::Space);
    clicks(&mut h, &TWO_AND_COUNTER);
    h.get_by_label("Ann: Block, 2 − 2 = 0");
    fits(
        &mut h,
        "two at once and a counter-attack",
        &[
            "Apply the blow",
            "Ann's defence Steely gaze",
            "Second shield Flo",
        ],
    );
    assert_eq!(h.get_by_label("Apply the blow").rect(), apply);
    click(&mut h, "Apply the blow");
    // The events, and the gift.
    click(&mut h, "Event or whiskey…");
    clicks(&mut h, &["Event Barkeeper", "Bob is hit", "Flo is hit"]);
    fits(
        &mut h,
        "the barkeeper",
        &["Play the card", "Cancel", "Next Flo"],
    );
    kit::key(&mut h, egui::Key::Escape);
    kit::key(&mut h, egui::Key::G);
    fits(
        &mut h,
        "a card given",
        &["Give the card", "Cancel", "Give to Flo"],
    );
    kit::key(&mut h, egui::Key::Escape);
    // Statuses on several cards, a stunned aggressor, a knock-out.
    let s = saloon(&h);
    let (a, next) = (s.aggressor, (s.aggressor + 1) % 6);
    click(&mut h, &format!("{}'s blow…", SIX[a]));
    clicks(
        &mut h,
        &[&format!("Defender {}", SIX[next]), "Attack Head-butt"],
    );
    click(&mut h, "Apply the blow");
    for _ in 0..10 {
        click(&mut h, "Flo −1");
    }
    let s = saloon(&h);
    assert!(s.brawlers[next].stunned && s.aggressor == next);
    assert!(s.brawlers[5].ko.get() == 0 && s.brawlers.iter().any(|b| b.cannot_attack));
    fits(&mut h, "statuses and a knock-out", &["Give a card…"]);
    // The end: one brawler left.
    for name in ["Bob", "Cid", "Dee", "Eve"] {
        while saloon(&h)
            .brawlers
            .iter()
            .any(|b| b.name == name && b.is_standing())
        {
            click(&mut h, &format!("{name} −1"));
        }
    }
    assert_eq!(saloon(&h).over, Some(Some(0)));
    fits(&mut h, "the winner", &[]);
    assert!(h.get_all_by_label("The winner is Ann!").count() >= 1);
}

#[test]
fn a_wider_laptop_and_a_tv_show_the_same_table_larger() {
    let mut high = Vec::new();
    for window in [kit::LAPTOP, kit::LAPTOP_WIDE, kit::TV] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = six_at(dir.path(), window);
        kit::keep_window(&mut h, window);
        fits(&mut h, &format!("{window:?}"), &["Ann's blow…"]);
        high.push((
            kit::pixels_high(&h, "Ann: 10 KO points"),
            kit::pixels_high(&h, "Ann"),
        ));
        click(&mut h, "Ann's blow…");
        clicks(&mut h, &PAL_AND_COUNTER);
        fits(
            &mut h,
            &format!("{window:?}, resolver"),
            &["Apply the blow"],
        );
    }
    println!("figure and name heights at 1280×720, 1366×768, 1920×1080: {high:?}");
    assert!(
        high[2].0 > high[0].0 * 1.1,
        "a TV shows larger figures: {high:?}"
    );
    assert!(high[2].1 > high[0].1 * 1.1, "and larger names: {high:?}");
}

fn cursor(h: &Harness<'_, DeputyApp>) -> usize {
    kit::table::<SaloonGame>(h).session().journal().cursor()
}

/// Asserts that `label` is shown inside the dock, beside the form.
fn in_dock(h: &Harness<'_, DeputyApp>, label: &str) {
    let dock = kit::frame_report(h).dock;
    let rect = h.get_by_label(label).rect();
    assert!(
        dock.contains_rect(rect),
        "{label:?} at {rect:?}, not in the dock {dock:?}"
    );
}

/// Issue 16's refusals for Saloon: said beside the form, at once, in the user's
/// language; the game unchanged; gone when the next step starts. A stunned brawler's
/// card is refused before it is played, and a stunned aggressor is never told to attack.
#[test]
fn refusals_are_said_beside_the_form_and_leave_with_their_step() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start(&mut h, &["Ann", "Bob", "Cid", "Dee"]);
    let before = (saloon(&h), cursor(&h));
    // + on Bob at 10, from the keys.
    kit::key(&mut h, egui::Key::Num2);
    kit::key(&mut h, egui::Key::Plus);
    in_dock(&h, "! Bob already has 10 KO points, the most there is.");
    assert_eq!((saloon(&h), cursor(&h)), before, "nothing changed");
    // A digit that is no brawler.
    kit::key(&mut h, egui::Key::Num5);
    in_dock(&h, "! 5 cannot be entered here: type 1 to 4.");
    assert_eq!((saloon(&h), cursor(&h)), before);
    // The next step (the resolver opened) starts clean.
    kit::key(&mut h, egui::Key::Space);
    h.get_by_label("Apply the blow");
    assert!(
        h.query_by_label_contains("10 KO points, the most")
            .is_none()
    );
    assert!(h.query_by_label_contains("cannot be entered").is_none());
    // Enter on an empty resolver: what is missing, beside it.
    kit::key(&mut h, egui::Key::Enter);
    in_dock(&h, "! Choose the defender and the attack card.");
    // Ann head-butts Cid: Cid is stunned and has the turn, not announced as attacking.
    clicks(&mut h, &["Defender Cid", "Attack Head-butt"]);
    let attack = Played::Voice(ATTACK, Language::En, 1.0);
    let said = |audio: &RecordingAudio| audio.played().iter().filter(|&p| *p == attack).count();
    let attacks_before = said(&audio);
    click(&mut h, "Apply the blow");
    assert!(h.query_by_label_contains("Choose the defender").is_none());
    assert!(saloon(&h).brawlers[2].stunned);
    assert!(h.query_by_label("Cid attacks!").is_none());
    h.get_by_label("Cid is stunned: no attack this turn");
    assert_eq!(said(&audio), attacks_before, "no \"Attack!\" for Cid");
    // The blow's reason does not suggest an event Cid may not play.
    in_dock(
        &h,
        "Cid cannot attack this turn (stunned for a turn): give a card to pass the turn on.",
    );
    // E: Cid plays no card, said at once; no event form opens; nothing changes.
    let before = (saloon(&h), cursor(&h));
    kit::key(&mut h, egui::Key::E);
    in_dock(
        &h,
        "! Cid is stunned and plays no card this turn: give a card to pass the turn on.",
    );
    assert!(h.query_by_label("Play the card").is_none());
    assert!(!enabled(&h, "Event or whiskey…"));
    assert_eq!((saloon(&h), cursor(&h)), before);
    // Space: the only thing Cid may do, give a card.
    kit::key(&mut h, egui::Key::Space);
    h.get_by_label("Give the card");
    assert!(
        h.query_by_label_contains("plays no card this turn: give")
            .is_none()
    );
    kit::key(&mut h, egui::Key::Escape);
    // Dee attacks by hand; Cid, stunned, may not help: greyed with the reason, and Bob,
    // the only helper left, is chosen at once.
    click(&mut h, "Dee attacks now");
    click(&mut h, "Dee's blow…");
    clicks(
        &mut h,
        &["Defender Ann", "Attack Punch", "Help Hold the defender"],
    );
    assert!(!enabled(&h, "Helper Cid"));
    in_dock(&h, "Cid is stunned and plays no card this turn.");
    h.get_by_label("Ann cannot defend (Hold the defender)");
    click(&mut h, "Apply the blow");
    let s = saloon(&h);
    assert_eq!(s.brawlers[0].ko.get(), 9);
    // In the user's language.
    click(&mut h, "Français");
    kit::key(&mut h, egui::Key::Num7);
    in_dock(&h, "! 7 ne peut pas être saisi ici\u{a0}: tapez de 1 à 4.");
}

/// A lone possible choice is made at once: the only human shield, the only next
/// aggressor, the only receiver of a card.
#[test]
fn a_lone_possible_choice_is_made_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = brawl(dir.path(), &["Ann", "Bob", "Cat"]);
    // Ann kicks Bob, who puts Cat in front: Cat is the only shield.
    click(&mut h, "Ann's blow…");
    clicks(
        &mut h,
        &["Defender Bob", "Attack Kick", "Defence Human shield"],
    );
    h.get_by_label("Bob: Human shield, Cat takes the blow");
    click(&mut h, "Apply the blow");
    assert_eq!(ko(&h), [10, 10, 8]);
    assert_eq!(saloon(&h).aggressor, 2, "the shield attacks next");
    // Bob is knocked out by hand: Ann is the only next aggressor of Cat's event, and
    // the only defender of her blow.
    for _ in 0..10 {
        click(&mut h, "Bob −1");
    }
    click(&mut h, "Event or whiskey…");
    click(&mut h, "Event Doctor");
    click(&mut h, "Play the card");
    let s = saloon(&h);
    assert_eq!((s.aggressor, s.brawlers[2].ko.get()), (0, 10));
    click(&mut h, "Ann's blow…");
    click(&mut h, "Attack Punch");
    click(&mut h, "Apply the blow");
    assert_eq!(ko(&h), [10, 0, 9]);
    kit::key(&mut h, egui::Key::G);
    click(&mut h, "Give the card");
    assert_eq!(saloon(&h).aggressor, 0, "Cat gave Ann a card");
}

/// The window issue 27 measures in: a 1280×800 laptop.
const LAPTOP_800: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// The digits' ink height of a figure, in pixels: its row (1.15 × the font size, as
/// egui lays it out) times the digit's share of the font size (0.7 for egui's font).
fn digits_high(h: &Harness<'_, DeputyApp>, label: &str) -> f32 {
    kit::pixels_high(h, label) / 1.15 * 0.7
}

/// Asserts every brawler's KO points read from across the table: digits at least 40
/// pixels high (issue 27).
fn assert_ko_digits(h: &Harness<'_, DeputyApp>, what: &str) {
    for figure in ko_figures(h, Language::En) {
        let high = digits_high(h, &figure);
        assert!(
            high >= 40.0,
            "{what}: {figure:?} has digits {high:.1} px high, less than 40"
        );
    }
}

/// The defender buttons are every brawler in seating order, always: the attacker and
/// the knocked-out are greyed with their reason, never left out, so no name moves from
/// one blow to the next (issue 27: Cleo clicked for Ben).
#[test]
fn the_defender_buttons_keep_every_brawler_in_seating_order() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = six_at(dir.path(), LAPTOP_800);
    for _ in 0..10 {
        click(&mut h, "Flo −1");
    }
    click(&mut h, "Ann's blow…");
    let defenders: Vec<String> = SIX.iter().map(|n| format!("Defender {n}")).collect();
    let rects: Vec<egui::Rect> = defenders.iter().map(|d| h.get_by_label(d).rect()).collect();
    assert!(
        rects.windows(2).all(|w| w[0].left() < w[1].left()),
        "in seating order: {rects:?}"
    );
    assert!(!enabled(&h, "Defender Ann"), "the attacker is greyed");
    assert!(!enabled(&h, "Defender Flo"), "the knocked-out is greyed");
    assert!(enabled(&h, "Defender Bob"));
    clicks(&mut h, &["Defender Bob", "Attack Kick"]);
    click(&mut h, "Apply the blow");
    click(&mut h, "Bob's blow…");
    for (d, rect) in defenders.iter().zip(&rects) {
        assert_eq!(h.get_by_label(d).rect(), *rect, "{d} stays where it was");
    }
    assert!(!enabled(&h, "Defender Bob"));
    assert!(enabled(&h, "Defender Ann"));
    // Every other row of brawlers too: the helpers, the shields, who attacks next.
    clicks(&mut h, &["Help Oops", "Defence Human shield"]);
    for row in ["Helper", "Shield"] {
        for n in SIX {
            h.get_by_label(&format!("{row} {n}"));
        }
    }
    kit::key(&mut h, egui::Key::Escape);
    click(&mut h, "Event or whiskey…");
    for n in SIX {
        h.get_by_label(&format!("Next {n}"));
    }
    kit::key(&mut h, egui::Key::Escape);
    kit::key(&mut h, egui::Key::G);
    for n in SIX {
        h.get_by_label(&format!("Give to {n}"));
    }
}

/// Walks `labels` in an open form, asserting after each click that nothing of the
/// frame before moved (the form's own controls may be added below the others).
fn walk(
    h: &mut Harness<'_, DeputyApp>,
    labels: &[&str],
    sizes: Option<deputy::kit::widgets::CardSizes>,
) {
    let mut before = layout::Layout::of(h);
    for label in labels {
        click(h, label);
        let now = layout::Layout::of(h);
        now.assert_kept(&before, &format!("after {label:?}"));
        assert_eq!(kit::frame_report(h).sizes, sizes, "after {label:?}");
        before = now;
    }
}

/// Issue 27's layout stability for Saloon: opening, filling, confirming or cancelling
/// any form moves no card, no dock and no control, and the grid and the KO figures keep
/// their size; the KO figures read from across the table all along, and with the
/// history open.
#[test]
fn every_saloon_form_keeps_the_table_still() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = six_at(dir.path(), LAPTOP_800);
    let idle = layout::Layout::of(&h);
    let sizes = kit::frame_report(&h).sizes;
    println!(
        "1280×800: {sizes:?}, KO digits {:.1} px",
        digits_high(&h, "Ann: 10 KO points")
    );
    assert_ko_digits(&h, "no form");
    let opened = |h: &mut Harness<'_, DeputyApp>, open: &str| {
        click(h, open);
        layout::Layout::of(h).assert_regions_kept(&idle, &format!("{open:?} opened"));
        assert_eq!(kit::frame_report(h).sizes, sizes, "{open:?} opened");
        assert_ko_digits(h, open);
    };
    let closed = |h: &mut Harness<'_, DeputyApp>, what: &str| {
        let now = layout::Layout::of(h);
        now.assert_regions_kept(&idle, what);
        assert_eq!(kit::frame_report(h).sizes, sizes, "{what}");
    };
    opened(&mut h, "Ann's blow…");
    walk(&mut h, &PAL_AND_COUNTER, sizes);
    assert_ko_digits(&h, "the resolver at its fullest");
    click(&mut h, "Cancel");
    closed(&mut h, "the resolver cancelled");
    opened(&mut h, "Ann's blow…");
    walk(&mut h, &TWO_AND_COUNTER, sizes);
    click(&mut h, "Apply the blow");
    closed(&mut h, "the blow applied");
    let s = saloon(&h);
    let next = SIX[s.aggressor];
    opened(&mut h, "Event or whiskey…");
    let hit = SIX[(s.aggressor + 1) % 6];
    let target = SIX[(s.aggressor + 2) % 6];
    walk(
        &mut h,
        &[
            "Event Barkeeper",
            &format!("{hit} is hit"),
            "Event Doctor",
            &format!("Next {target}"),
            "Event Can-can dancer",
            "Event Table",
        ],
        sizes,
    );
    click(&mut h, "Play the card");
    closed(&mut h, &format!("{next}'s table played"));
    opened(&mut h, "Give a card…");
    walk(&mut h, &[&format!("Give to {next}")], sizes);
    click(&mut h, "Cancel");
    closed(&mut h, "the gift cancelled");
    // The history open: the cards reflow, their figures stay readable.
    click(&mut h, "History");
    kit::keep_window(&mut h, LAPTOP_800);
    assert!(h.state().history_visible(), "the history is open");
    println!(
        "1280×800, the history open: {:?}, KO digits {:.1} px",
        kit::frame_report(&h).sizes,
        digits_high(&h, "Ann: 10 KO points")
    );
    assert_ko_digits(&h, "the history open");
    let s = saloon(&h);
    click(&mut h, &format!("{}'s blow…", SIX[s.aggressor]));
    assert_ko_digits(&h, "the history and the resolver open");
}

/// The events are previewed before they apply, as a blow is; the blow that ends the
/// brawl says so, and who wins.
#[test]
fn events_and_the_final_blow_are_previewed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = brawl(dir.path(), &["Ann", "Bob", "Cid"]);
    click(&mut h, "Event or whiskey…");
    clicks(&mut h, &["Event Barkeeper", "Bob is hit"]);
    h.get_by_label("The barkeeper hits Bob: 10 to 8");
    h.get_by_label("Bob attacks next");
    click(&mut h, "Event Doctor");
    click(&mut h, "Next Cid");
    h.get_by_label("Ann gets KO points back: 10 to 10");
    click(&mut h, "Event Can-can dancer");
    h.get_by_label("Cid attacks next");
    kit::key(&mut h, egui::Key::Escape);
    for _ in 0..10 {
        click(&mut h, "Cid −1");
    }
    for _ in 0..8 {
        click(&mut h, "Bob −1");
    }
    click(&mut h, "Ann's blow…");
    clicks(&mut h, &["Defender Bob", "Attack Kick"]);
    h.get_by_label("This blow ends the brawl: Ann wins!");
}

/// The voice says who attacks: the name, then "attacks" (the spec's Saloon sounds).
#[test]
fn the_voice_says_who_attacks() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio.clone()), Settings::default());
    start(&mut h, &["Ann", "Bob", "Cid"]);
    blow(&mut h, "Ann", &["Defender Bob", "Attack Kick"], &[]);
    let played = audio.played();
    let bob = Played::Voice(
        deputy::core::cue::Voice::seat(1).expect("a seat's voice"),
        Language::En,
        1.0,
    );
    let at = played
        .iter()
        .rposition(|p| *p == bob)
        .unwrap_or_else(|| panic!("Bob's name is said: {played:?}"));
    assert_eq!(
        played.get(at + 1),
        Some(&Played::Voice(ATTACK, Language::En, 1.0)),
        "then \"attacks\": {played:?}"
    );
}

/// Choosing a brawler for the keys (a digit) draws a dot on their card's row without
/// shrinking anything there: "Attacks now" keeps its rectangle (issue 27, item 1; it
/// shrank to make room for the dot).
#[test]
fn choosing_a_brawler_by_digit_moves_nothing_on_their_card() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = six_at(dir.path(), LAPTOP_800);
    let s = saloon(&h);
    let other = (s.aggressor + 1) % 6;
    let label = format!("{} attacks now", SIX[other]);
    let before = h.get_by_label(&label).rect();
    let digit = [
        egui::Key::Num1,
        egui::Key::Num2,
        egui::Key::Num3,
        egui::Key::Num4,
        egui::Key::Num5,
        egui::Key::Num6,
    ][other];
    kit::key(&mut h, digit);
    assert!(
        h.query_by_label(&format!("Keys act on {}", SIX[other]))
            .is_some(),
        "the brawler chosen"
    );
    assert_eq!(h.get_by_label(&label).rect(), before, "Attacks now moved");
}

/// The turn's two other actions keep their slots whichever is the main one: the
/// aggressor stunned (no blow possible), "Event or whiskey…" and "Give a card…" stay
/// where they were (issue 27, item 1: they swapped slots).
#[test]
fn the_turns_other_actions_keep_their_slots_when_the_aggressor_is_stunned() {
    use deputy::games::saloon::rules::{SaloonAction, Status};
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = six_at(dir.path(), LAPTOP_800);
    let event = h.get_by_label("Event or whiskey…").rect();
    let give = h.get_by_label("Give a card…").rect();
    let aggressor = saloon(&h).aggressor;
    let accepted = h
        .state_mut()
        .with_table(|table, cx| {
            table
                .as_any_mut()
                .downcast_mut::<deputy::host::GameTable<SaloonGame>>()
                .expect("Saloon")
                .act(
                    SaloonAction::SetStatus {
                        brawler: aggressor,
                        status: Status::Stunned,
                        on: true,
                    },
                    cx,
                )
        })
        .expect("a table");
    assert!(accepted, "the aggressor stunned");
    h.run();
    assert!(saloon(&h).may_attack().is_err(), "no blow possible");
    // Whichever of the two is now the large main action, the other keeps its slot.
    for (label, was) in [("Event or whiskey…", event), ("Give a card…", give)] {
        let now: Vec<egui::Rect> = h.get_all_by_label(label).map(|n| n.rect()).collect();
        assert!(
            now.contains(&was) || now.iter().any(|r| r.height() > was.height() + 8.0),
            "{label:?} left its slot {was:?}: {now:?}"
        );
    }
}

/// The turn's main action keeps its rectangle as the turn passes from a short name to a
/// long one ("Al's blow…", "Maximiliane's blow…"): a pointer resting on its right edge
/// stays on it (issue 27, item 1).
#[test]
fn the_main_action_keeps_its_width_whoever_attacks() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = brawlers_at(dir.path(), &["Al", "Maximiliane", "Cy"], LAPTOP_800);
    let aggressor = saloon(&h).aggressor;
    let names = ["Al", "Maximiliane", "Cy"];
    let before = h
        .get_by_label(&format!("{}'s blow…", names[aggressor]))
        .rect();
    let other = if aggressor == 1 { 0 } else { 1 };
    click(&mut h, &format!("{} attacks now", names[other]));
    let after = h.get_by_label(&format!("{}'s blow…", names[other])).rect();
    assert_eq!(after, before, "the main action changed its rectangle");
}

/// Every row of the resolver from the moment it opens: choosing a follow-up, a defence or
/// a counter-attack greys or ungreys rows in place, never adds or removes one, so no
/// control moves at any step, in English or in French, and the resolver fits 1280×720,
/// 1280×800 and 1440×900 with the history open beside six brawlers without scrolling (issue 27, item 1: the second
/// brawler's row, the parry's and the attacker's own defence were added below the others).
#[test]
fn the_blow_form_shows_every_row_from_the_start() {
    // Each attack, each object, each help, each defence and each follow-up, in turn;
    // then the fullest blows (each brawler row, the parry, the counter-attack).
    let mut steps: Vec<String> = vec!["Defender Bob".to_owned()];
    let cards: [(&str, &[&str]); 5] = [
        (
            "Attack",
            &[
                "Kick",
                "Throw an object",
                "Head-butt",
                "Roundhouse",
                "Jump over the bar",
                "Jump from the table",
                "Thrown through a table",
                "Spit",
                "Punch",
            ],
        ),
        (
            "Object",
            &["Beer barrel", "Whiskey bottle", "Spittoon", "Chair", "none"],
        ),
        ("Help", &["Oops", "Battle cry", "Hold the defender", "none"]),
        (
            "Defence",
            &[
                "Block",
                "Dodge",
                "Counter-attack",
                "Tough guy",
                "Human shield",
                "Steely gaze",
            ],
        ),
        (
            "Follow-up",
            &[
                "Berserker",
                "Cursing",
                "Through the window",
                "Hat over the eyes",
                "none",
            ],
        ),
    ];
    for (row, names) in cards {
        steps.extend(names.iter().map(|n| format!("{row} {n}")));
    }
    let more: [&[&str]; 4] = [
        &PAL_AND_COUNTER,
        &[
            "Parry the attacker's attack",
            "Defence none",
            "Follow-up none",
        ],
        &TWO_AND_COUNTER,
        &[
            "Second defender Dee",
            "Second defence Block",
            "Defence Block",
            "Follow-up Come here, pal",
        ],
    ];
    steps.extend(more.iter().flat_map(|s| s.iter().map(|l| (*l).to_owned())));
    // 1440×900 shows the history beside the table: a narrower form, a taller dock.
    for window in [kit::LAPTOP, LAPTOP_800, kit::DEFAULT_WINDOW] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = six_at(dir.path(), window);
        let idle = layout::Layout::of(&h);
        let sizes = kit::frame_report(&h).sizes;
        click(&mut h, "Ann's blow…");
        let opened = layout::Layout::of(&h);
        opened.assert_regions_kept(&idle, "the resolver opened");
        // The rows a follow-up, a defence or a counter-attack asks for are there,
        // greyed, until then.
        let greyed = [
            "Second brawler Bob",
            "Partner's attack Punch",
            "Second defence Block",
            "Second shield Cid",
            "Helper Cid",
            "Shield Cid",
            "Parry the partner's attack",
            "Ann's defence Block",
            "Attacker's shield Cid",
        ];
        for label in greyed {
            assert!(!enabled(&h, label), "{label:?} greyed at first");
        }
        clicks(&mut h, &["Defender Bob", "Follow-up Come here, pal"]);
        assert!(enabled(&h, "Partner Cid") && enabled(&h, "Partner's attack Punch"));
        assert!(!enabled(&h, "Second defence Block"));
        click(&mut h, "Follow-up Two at once");
        assert!(enabled(&h, "Second defender Cid") && enabled(&h, "Second defence Block"));
        assert!(!enabled(&h, "Partner's attack Punch"));
        kit::key(&mut h, egui::Key::Escape);
        click(&mut h, "Ann's blow…");
        layout::Layout::of(&h).assert_same_controls(&opened, "the resolver opened again");
        click(&mut h, "Français");
        let opened_fr = layout::Layout::of(&h);
        click(&mut h, "English");
        let mut before = opened.clone();
        for step in &steps {
            click(&mut h, step);
            let now = layout::Layout::of(&h);
            let when = format!("{window:?}, after {step:?}");
            now.assert_same_controls(&before, &when);
            now.assert_same_controls(&opened, &when);
            assert_eq!(kit::frame_report(&h).sizes, sizes, "{when}");
            kit::assert_fits(&h, &["Apply the blow", "Cancel"], &[]);
            click(&mut h, "Français");
            layout::Layout::of(&h).assert_same_controls(&opened_fr, &format!("{when}, in French"));
            kit::assert_fits(&h, &[], &[]);
            click(&mut h, "English");
            before = now;
        }
        // Cancelled, then opened again: the same controls where they were; applied.
        kit::key(&mut h, egui::Key::Escape);
        layout::Layout::of(&h).assert_regions_kept(&idle, "the resolver cancelled");
        kit::key(&mut h, egui::Key::Space);
        layout::Layout::of(&h).assert_same_controls(&opened, "the resolver opened again");
        clicks(&mut h, &["Defender Cid", "Attack Kick"]);
        layout::Layout::of(&h).assert_same_controls(&opened, "a plain blow");
        click(&mut h, "Apply the blow");
        layout::Layout::of(&h).assert_regions_kept(&idle, "the blow applied");
        assert_eq!(kit::frame_report(&h).sizes, sizes, "the blow applied");
    }
}

/// Long names use the room their card has: drawn smaller to fit, never cut ("Bartholo…")
/// while the card has room, and no smaller than the smallest name size (issue 27).
#[test]
fn long_names_fit_their_cards_whole() {
    let names = [
        "Bartholomew",
        "Maximilienne",
        "Wilhelmina",
        "Christopher",
        "Evangeline",
        "Gwendolyn",
    ];
    for window in [LAPTOP_800, kit::LAPTOP] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = brawlers_at(dir.path(), &names, window);
        let report = kit::frame_report(&h);
        let cards = report.cards.clone();
        let cut = kit::cut_texts(&h);
        assert!(
            cut.is_empty(),
            "{window:?}: names cut on cards {cards:?}: {cut:?}"
        );
        for (name, card) in names.iter().zip(&cards) {
            let node = h
                .get_all_by_label(name)
                .find(|n| card.contains_rect(n.rect()))
                .unwrap_or_else(|| panic!("{name} on its card"));
            let high = node.rect().height();
            assert!(
                high >= deputy::kit::theme::MIN_NAME,
                "{window:?}: {name} is {high:.1} points high"
            );
        }
        click(&mut h, "Bartholomew's blow…");
        assert!(kit::cut_texts(&h).is_empty(), "{:?}", kit::cut_texts(&h));
    }
}

/// With the blow form open and the history beside the cards at 1280×800, in French,
/// "Attacks now" on each card keeps a readable size (at least 13 points; past that it is
/// cut, whole on hover): it fell to 8 points, found in a real window.
#[test]
fn attacks_now_keeps_a_readable_size_beside_the_history() {
    let names = [
        "Bartholomew",
        "Maximilienne",
        "Christopher",
        "Anastasia",
        "Evangeline",
        "Guillaume",
    ];
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = brawlers_at(dir.path(), &names, LAPTOP_800);
    click(&mut h, "History");
    click(&mut h, "Français");
    kit::key(&mut h, egui::Key::Space);
    let mut seen = 0;
    for name in &names[1..] {
        let label = format!("{name} attaque maintenant");
        let rect = h.get_by_label(&label).rect();
        assert!(
            rect.height() >= 13.0 * deputy::kit::theme::ROW_PER_POINT - 0.5,
            "{label:?} is {rect:?}"
        );
        seen += 1;
    }
    assert_eq!(seen, 5);
    let report = kit::frame_report(&h);
    assert!(report.fits(), "{:#?}", report.overflow);
}

/// The attacker's own defence after a counter-attack belongs to the attacker it was
/// chosen for: once the parry or the follow-up names another attacker, it is cleared
/// rather than carried over to them (a playtest chose it for the partner under "come
/// here, pal", switched to "two at once", and found it standing for the aggressor).
#[test]
fn the_countered_attackers_defence_is_not_carried_over_to_another() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = six_at(dir.path(), kit::READING_WINDOW);
    click(&mut h, "Ann's blow…");
    clicks(
        &mut h,
        &[
            "Defender Bob",
            "Attack Thrown through a table",
            "Follow-up Come here, pal",
            "Partner Cid",
            "Partner's attack Jump over the bar",
            "Defence Counter-attack",
            "Parry the partner's attack",
            "Cid's defence Block",
        ],
    );
    let selected = |h: &Harness<'_, DeputyApp>, label: &str| {
        h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
    };
    assert!(selected(&h, "Cid's defence Block"), "chosen for Cid");
    click(&mut h, "Follow-up Two at once");
    assert!(
        !selected(&h, "Ann's defence Block"),
        "Cid's defence is not Ann's"
    );
}
