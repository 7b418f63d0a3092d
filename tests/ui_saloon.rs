//! Saloon's table driven headless by accessible labels (egui_kittest): the worked example
//! of `saloon.md` clicked through the blow resolver, with its cues and the undo of its
//! last step; quick tracking by mouse and keys; the help panel.

mod common;

use common::kit::{self, click};
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
    // Ann is stunned: her blow button says why.
    assert!(!enabled(&h, "Ann's blow…"));

    // What the table heard: a punch per blow that hurt (heavy for 3 or more), and who
    // attacks after each.
    let played = audio.played();
    let count = |want: &Played| played.iter().filter(|p| *p == want).count();
    assert_eq!(count(&Played::Fx(PUNCH, 0.8)), 1, "{played:?}");
    assert_eq!(count(&Played::Fx(HEAVY_PUNCH, 0.8)), 2, "{played:?}");
    assert_eq!(
        count(&Played::Voice(ATTACK, Language::En, 1.0)),
        5,
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
    let mut h = kit::english(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
    );
    start(&mut h, &["Ann", "Bob", "Cat"]);
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
    let mut h = kit::english(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
    );
    start(&mut h, &["Ann", "Bob", "Cat"]);
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
    let mut h = kit::english(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
    );
    start(&mut h, &["Ann", "Bob", "Cat", "Dan"]);

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
        h.query_by_label("Attacker's defence Counter-attack")
            .is_none(),
        "the box has one counter-attack"
    );
    click(&mut h, "Attacker's defence Block");
    h.get_by_label("Bob: Counter-attack, the 4 turn on Ann");
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
        "Parry Dan's Punch",
        "Parry Bob's Head-butt",
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
        h.query_by_label("Defence Block").is_none(),
        "no defence is asked against a table"
    );
    h.get_by_label("Bob is behind a table: it stops this blow whole, so no defence is played.");
    h.get_by_label("Bob's table stops the whole blow and breaks");
    click(&mut h, "Apply the blow");
    let s = saloon(&h);
    assert_eq!(s.brawlers[1].ko.get(), 10);
    assert!(s.brawlers[1].statuses().is_empty());
}
