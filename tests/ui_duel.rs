//! The whole app driven headless by accessible labels (egui_kittest): the rule text's
//! Clint and Reno example clicked through, language switching, no audio device, and a
//! duel closed mid-round found again exactly where it was.

mod common;

use std::path::Path;

use common::kit::{self, click};
use deputy::app::{DeputyApp, Screen, StartOptions};
use deputy::core::cue::{Fx, NUMBERS};
use deputy::core::game::GameKind;
use deputy::games::duel::cues::{DEAD, END_OF_ROUND, HAT_FLIP, HIT};
use deputy::games::duel::rules::Phase;
use deputy::games::duel::{DuelGame, DuelPrefs};
use deputy::i18n::Language;
use deputy::services::audio::{AudioOut, Played, RecordingAudio, SilentAudio};
use deputy::services::awake::{KeepAwake, NoKeepAwake, RecordingAwake};
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
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
    kit::harness(
        data,
        audio,
        Box::new(RandChance::seeded(11)),
        ManualClock::new(),
        settings,
        start,
        awake,
    )
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

/// English, with Duel's caller in manual mode.
fn english_manual() -> Settings {
    with_caller(true)
}

fn with_caller(manual: bool) -> Settings {
    let mut settings = Settings {
        language: Some(Language::En),
        ..Settings::default()
    };
    settings.set_game_prefs(
        GameKind::Duel,
        &DuelPrefs {
            caller_manual: manual,
            ..DuelPrefs::default()
        },
    );
    settings
}

fn duel(h: &Harness<'_, DeputyApp>) -> deputy::games::duel::rules::DuelState {
    kit::state::<DuelGame>(h)
}

/// Home → Setup with two named players → the table.
fn start_clint_and_reno(h: &mut Harness<'_, DeputyApp>) {
    kit::start_game(h, GameKind::Duel, &["Clint", "Reno"]);
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
            Played::Voice(v, Language::En, _) => {
                NUMBERS.iter().position(|n| n == v).map(|t| t as u8)
            }
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
    assert_eq!(count(&Played::Fx(Fx::GUNSHOT, 0.8)), 3);
    assert_eq!(count(&Played::Fx(HAT_FLIP, 0.8)), 2);
    assert_eq!(count(&Played::Voice(HIT, Language::En, 1.0)), 1);
    assert!(played.contains(&Played::Voice(END_OF_ROUND, Language::En, 1.0)));

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
            .contains(&Played::Voice(DEAD, Language::En, 1.0))
    );
    assert!(audio.played().contains(&Played::Voice(
        deputy::core::cue::Voice::WINNER_IS,
        Language::En,
        1.0
    )));
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
    let jitter = |h: &Harness<'_, DeputyApp>| {
        h.state().settings.game_prefs(GameKind::Duel)["caller_jitter"] == true
    };
    assert!(!jitter(&h));
    click(&mut h, "Small random jitter, so nobody can count ahead");
    assert!(jitter(&h));
    click(&mut h, "Light");
    assert_eq!(h.state().settings.theme, deputy::settings::Theme::Light);
    click(&mut h, "Back");
    assert_eq!(h.state().screen(), Screen::Home);
    let saved = std::fs::read_to_string(dir.path().join("settings.json")).expect("settings saved");
    assert!(saved.contains("\"caller_jitter\": true"), "{saved}");
}

#[test]
fn settings_end_with_the_about_line_in_the_users_language() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    click(&mut h, "Settings");
    let version = env!("CARGO_PKG_VERSION");
    h.get_by_label("About");
    h.get_by_label(&format!(
        "Deputy {version} · Licence: MIT OR Apache-2.0 (sounds and icons: CC0-1.0) · The \
         games' rules belong to their publishers; Deputy gives only summaries of them, in \
         its own words."
    ));
    click(&mut h, "Back");
    click(&mut h, "Français");
    click(&mut h, "Réglages");
    h.get_by_label("À propos");
    h.get_by_label(&format!(
        "Deputy {version} · Licence : MIT OR Apache-2.0 (sons et icônes : CC0-1.0) · Les \
         règles des jeux appartiennent à leurs éditeurs ; Deputy n'en donne que des \
         résumés, dans ses propres mots."
    ));
}

#[test]
fn a_shot_is_entered_from_the_keyboard_alone() {
    let dir = tempfile::tempdir().expect("tempdir");
    let settings = with_caller(false);
    let mut h = harness(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        settings,
        StartOptions::default(),
    );
    start_clint_and_reno(&mut h);
    let key = kit::key;
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

#[test]
fn f1_opens_the_games_help_and_esc_closes_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    start_clint_and_reno(&mut h);
    assert!(h.query_by_label("Entering a shot").is_none());
    kit::key(&mut h, egui::Key::F1);
    h.get_by_label("Entering a shot");
    h.get_by_label_contains("Deputy calls the tiers aloud from 6 down to 0");
    kit::key(&mut h, egui::Key::Escape);
    assert!(h.query_by_label("Entering a shot").is_none());
    click(&mut h, "Help");
    h.get_by_label("Preparation");
    assert!(h.state().help_shown());
    click(&mut h, "Close");
    assert!(!h.state().help_shown());
    assert!(h.query_by_label("Preparation").is_none());
}

#[test]
fn a_long_history_line_wraps_instead_of_being_cut() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    start_clint_and_reno(&mut h);
    click(&mut h, "Start shooting");
    for tier in [6, 5, 4, 3] {
        click(&mut h, &format!("Call tier {tier}"));
    }
    shoot(&mut h, "Clint", 5, 4, 3);
    let line = "Round 1, tier 3: Clint shot Reno, 5 against dodge 4 (margin 1): Reno's hat flies";
    let short = h.get_by_label("Round 1: tier 6").rect();
    let long = h.get_by_label(line).rect();
    assert!(
        long.height() > 1.8 * short.height(),
        "the line takes several rows: {long:?} against {short:?}"
    );
}
