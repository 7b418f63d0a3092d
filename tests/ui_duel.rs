//! The whole app driven headless by accessible labels (egui_kittest): the rule text's
//! Clint and Reno example clicked through, language switching, no audio device, and a
//! duel closed mid-round found again exactly where it was.

use std::path::Path;

use deputy::app::{DeputyApp, Screen, Services, StartOptions};
use deputy::core::cue::{Fx, Voice};
use deputy::games::duel::rules::Phase;
use deputy::games::duel::ui::DuelTable;
use deputy::i18n::Language;
use deputy::services::audio::{AudioOut, Played, RecordingAudio, SilentAudio};
use deputy::services::awake::{KeepAwake, NoKeepAwake, RecordingAwake};
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::services::storage::Storage;
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(
    data: &Path,
    audio: Box<dyn AudioOut>,
    settings: Settings,
    start: StartOptions,
) -> Harness<'static, DeputyApp> {
    harness_awake(data, audio, settings, start, Box::new(NoKeepAwake))
}

fn harness_awake(
    data: &Path,
    audio: Box<dyn AudioOut>,
    settings: Settings,
    start: StartOptions,
    awake: Box<dyn KeepAwake>,
) -> Harness<'static, DeputyApp> {
    let services = Services {
        audio,
        clock: Box::new(ManualClock::new()),
        chance: Box::new(RandChance::seeded(11)),
        storage: Some(Storage::open(data).expect("storage")),
        storage_problem: None,
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |_cc| DeputyApp::new(services, settings, start).with_keep_awake(awake));
    h.run();
    h
}

/// The app with a recording sound output, English, manual calling, opening on Home.
fn recorded(data: &Path) -> (Harness<'static, DeputyApp>, RecordingAudio) {
    let audio = RecordingAudio::new();
    let h = harness(
        data,
        Box::new(audio.clone()),
        english_manual(),
        StartOptions::default(),
    );
    (h, audio)
}

/// The app with no sound card, English, manual calling, opening on Home.
fn silent(data: &Path) -> Harness<'static, DeputyApp> {
    harness(
        data,
        Box::new(SilentAudio::new("no card")),
        english_manual(),
        StartOptions::default(),
    )
}

fn english_manual() -> Settings {
    Settings {
        language: Some(Language::En),
        caller_manual: true,
        ..Settings::default()
    }
}

fn click(h: &mut Harness<'_, DeputyApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

fn duel(h: &Harness<'_, DeputyApp>) -> deputy::games::duel::rules::DuelState {
    let table = h
        .state()
        .table()
        .expect("a table")
        .as_any()
        .downcast_ref::<DuelTable>()
        .expect("a duel");
    table.session().state().clone()
}

/// Home → Setup with two named players → the table.
fn start_clint_and_reno(h: &mut Harness<'_, DeputyApp>) {
    click(h, "New Duel");
    for (seat, name) in [("Player 1", "Clint"), ("Player 2", "Reno")] {
        h.get_by_label(seat).click();
        h.run_steps(1);
        h.get_by_label(seat).type_text(name);
        h.run_steps(1);
    }
    click(h, "Start Duel");
    assert_eq!(h.state().screen(), Screen::Table);
}

fn shoot(h: &mut Harness<'_, DeputyApp>, shooter: &str, shot: u8, dodge: u8, tier: u8) {
    click(h, &format!("{shooter} fires"));
    click(h, &format!("Shot {shot}"));
    click(h, &format!("Dodge {dodge}"));
    click(h, "Add the shot");
    click(h, &format!("Resolve tier {tier}"));
}

#[test]
fn clint_and_reno_clicked_through_the_ui() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut h, audio) = recorded(dir.path());
    start_clint_and_reno(&mut h);
    h.get_by_label("Round 1: preparation");

    click(&mut h, "Start shooting");
    for tier in [6, 5, 4, 3] {
        click(&mut h, &format!("Call tier {tier}"));
    }
    h.get_by_label("Current tier 3");
    shoot(&mut h, "Clint", 5, 4, 3);
    h.get_by_label_contains("Clint shot Reno, 5 against dodge 4 (margin 1): Reno's hat flies");

    click(&mut h, "Call tier 2");
    shoot(&mut h, "Reno", 4, 3, 2);
    h.get_by_label_contains("Reno shot Clint, 4 against dodge 3 (margin 1): Clint's hat flies");

    click(&mut h, "Call tier 1");
    shoot(&mut h, "Clint", 6, 4, 1);
    h.get_by_label_contains("Clint shot Reno, 6 against dodge 4 (margin 2): Reno takes 2 wounds");

    click(&mut h, "Call tier 0");
    click(&mut h, "End the round");

    // What the screen shows after the round.
    h.get_by_label("Round 2: preparation");
    h.get_by_label("4/6");
    h.get_by_label("5/6");
    h.get_by_label("Wounds 2/3");
    assert_eq!(h.get_all_by_label("Hat lost").count(), 2);
    h.get_by_label("−2 on every card");

    let s = duel(&h);
    assert_eq!((s.duelists[0].bullets, s.duelists[1].bullets), (4, 5));
    assert_eq!((s.duelists[0].wounds, s.duelists[1].wounds), (0, 2));
    assert_eq!(s.phase, Phase::Preparation);

    // What the table heard: the tiers in order, three shots, two hats, one hit.
    let played = audio.played();
    let tiers: Vec<u8> = played
        .iter()
        .filter_map(|p| match p {
            Played::Voice(Voice::Tier(t), Language::En, _) => Some(*t),
            _ => None,
        })
        .collect();
    assert_eq!(tiers, [6, 5, 4, 3, 2, 1, 0]);
    let count = |want: &Played| {
        played
            .iter()
            .filter(|p| std::mem::discriminant(*p) == std::mem::discriminant(want) && *p == want)
            .count()
    };
    assert_eq!(count(&Played::Fx(Fx::Gunshot, 0.8)), 3);
    assert_eq!(count(&Played::Fx(Fx::HatFlip, 0.8)), 2);
    assert_eq!(count(&Played::Voice(Voice::Hit, Language::En, 1.0)), 1);
    assert!(played.contains(&Played::Voice(Voice::EndOfRound, Language::En, 1.0)));

    // Undo walks back through the round end; redo brings it again.
    h.get_by_label("Undo").click();
    h.run_steps(2);
    assert_eq!(
        duel(&h).phase,
        Phase::Shooting {
            tier: deputy::games::duel::rules::Tier::new(0),
            pending: vec![]
        }
    );
    h.get_by_label("Redo").click();
    h.run_steps(2);
    assert_eq!(duel(&h).round, 2);
}

#[test]
fn the_shell_starts_with_no_audio_device_and_says_so() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    h.get_by_label("No sound: no audio device");
    h.get_by_label("New Duel");
    // Captions still show every spoken line: the table starts with "prepare your shots".
    start_clint_and_reno(&mut h);
    h.run_steps(1);
    assert!(
        h.state()
            .captions()
            .iter()
            .any(|c| c == "Round 1: prepare your shots"),
        "{:?}",
        h.state().captions()
    );
}

#[test]
fn switching_the_language_takes_effect_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    click(&mut h, "Français");
    h.get_by_label("Nouveau Duel");
    assert!(h.query_by_label("New Duel").is_none());
    click(&mut h, "English");
    h.get_by_label("New Duel");
    assert!(
        h.query_by_label("English").is_none(),
        "one switch, naming the other language"
    );
}

#[test]
fn a_duel_closed_mid_round_is_found_exactly_where_it_was() {
    let dir = tempfile::tempdir().expect("tempdir");
    let before = {
        let mut h = silent(dir.path());
        start_clint_and_reno(&mut h);
        click(&mut h, "Start shooting");
        for tier in [6, 5, 4, 3] {
            click(&mut h, &format!("Call tier {tier}"));
        }
        // A shot recorded but not yet resolved when Deputy is closed.
        click(&mut h, "Clint fires");
        click(&mut h, "Shot 5");
        click(&mut h, "Dodge 4");
        click(&mut h, "Add the shot");
        duel(&h)
    };
    let start = StartOptions {
        resume: true,
        ..StartOptions::default()
    };
    let mut h = harness(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        english_manual(),
        start,
    );
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Table);
    assert_eq!(duel(&h), before);
    // The pending shot's dialog is open again, ready to resolve.
    click(&mut h, "Resolve tier 3");
    assert!(!duel(&h).duelists[1].hat);
}

#[test]
fn the_screen_is_kept_awake_only_while_a_game_is_on_the_table() {
    let dir = tempfile::tempdir().expect("tempdir");
    let awake = RecordingAwake::default();
    let mut h = harness_awake(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        english_manual(),
        StartOptions::default(),
        Box::new(awake.clone()),
    );
    assert!(!h.state().keeps_screen_awake(), "not on Home");
    start_clint_and_reno(&mut h);
    assert!(h.state().keeps_screen_awake());
    click(&mut h, "Home");
    assert!(!h.state().keeps_screen_awake(), "released on Home");
    assert_eq!(*awake.requests.lock().expect("lock"), vec![true, false]);
}

#[test]
fn the_winner_is_announced_and_the_duel_kept_among_finished_games() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut h, audio) = recorded(dir.path());
    start_clint_and_reno(&mut h);
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    // Margin 5: lethal, hat or not.
    shoot(&mut h, "Clint", 6, 1, 6);
    // On the table and in the history.
    assert!(h.get_all_by_label("The winner is Clint!").count() >= 2);
    h.get_by_label("DEAD");
    assert!(matches!(duel(&h).phase, Phase::Over { winner: Some(0) }));
    assert!(
        audio
            .played()
            .contains(&Played::Voice(Voice::Dead, Language::En, 1.0))
    );
    assert!(
        audio
            .played()
            .contains(&Played::Voice(Voice::WinnerIs, Language::En, 1.0))
    );
    click(&mut h, "Home");
    h.get_by_label("Finished games (1)");
    assert!(
        h.query_by_label("Continue").is_none(),
        "a finished duel is not offered to continue"
    );
}

#[test]
fn settings_change_at_once_and_every_control_has_a_name() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    click(&mut h, "Settings");
    // kittest's accessibility check runs on every settled frame: an unnamed slider fails.
    assert!(!h.state().settings.caller_jitter);
    click(&mut h, "Small random jitter, so nobody can count ahead");
    assert!(h.state().settings.caller_jitter);
    click(&mut h, "Light");
    assert_eq!(h.state().settings.theme, deputy::settings::Theme::Light);
    click(&mut h, "Back");
    assert_eq!(h.state().screen(), Screen::Home);
    let saved = std::fs::read_to_string(dir.path().join("settings.json")).expect("settings saved");
    assert!(saved.contains("\"caller_jitter\": true"), "{saved}");
}

#[test]
fn a_shot_is_entered_from_the_keyboard_alone() {
    let dir = tempfile::tempdir().expect("tempdir");
    let settings = Settings {
        caller_manual: false,
        ..english_manual()
    };
    let mut h = harness(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        settings,
        StartOptions::default(),
    );
    start_clint_and_reno(&mut h);
    let key = |h: &mut Harness<'_, DeputyApp>, k: egui::Key| {
        h.key_press(k);
        h.run();
    };
    key(&mut h, egui::Key::Space); // start shooting: the caller calls 6 at once
    assert_eq!(duel(&h).tier(), deputy::games::duel::rules::Tier::new(6));
    key(&mut h, egui::Key::Space); // hold
    key(&mut h, egui::Key::ArrowRight); // shooter: Clint (Reno is then the only target)
    key(&mut h, egui::Key::Num5); // shot 5
    key(&mut h, egui::Key::Num4); // dodge 4
    key(&mut h, egui::Key::Enter); // add the shot
    assert_eq!(duel(&h).pending().len(), 1);
    key(&mut h, egui::Key::Space); // resolve
    let s = duel(&h);
    assert!(!s.duelists[1].hat, "margin 1: Reno's hat flies");
    assert!(s.pending().is_empty());
}
