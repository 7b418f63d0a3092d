//! The whole app driven headless by accessible labels (egui_kittest): the rule text's
//! Clint and Reno example clicked through, language switching, no audio device, and a
//! duel closed mid-round found again exactly where it was.

mod common;

use std::path::Path;

use common::fit;
use common::kit::{self, click};
use common::layout;
use deputy::app::{DeputyApp, Screen, StartOptions};
use deputy::core::cue::{Fx, NUMBERS};
use deputy::core::game::GameKind;
use deputy::games::duel::DuelGame;
use deputy::games::duel::cues::{DEAD, END_OF_ROUND, HAT_FLIP, HIT};
use deputy::games::duel::rules::Phase;
use deputy::i18n::Language;
use deputy::services::audio::{AudioOut, Played, RecordingAudio, SilentAudio};
use deputy::services::awake::{KeepAwake, NoKeepAwake, RecordingAwake};
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

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
    common::duel_caller_settings(manual)
}

fn duel(h: &Harness<'_, DeputyApp>) -> deputy::games::duel::rules::DuelState {
    kit::state::<DuelGame>(h)
}

/// Home → Setup with two named players → the table.
fn start_clint_and_reno(h: &mut Harness<'_, DeputyApp>) {
    kit::start_game(h, GameKind::Duel, &["Clint", "Reno"]);
}

/// Records `shooter`'s shot at `target` in the open tier (not resolved).
fn shoot_at(h: &mut Harness<'_, DeputyApp>, shooter: &str, target: &str, shot: u8, dodge: u8) {
    click(h, &format!("{shooter} fires"));
    click(h, &format!("Target {target}"));
    click(h, &format!("Shot {shot}"));
    click(h, &format!("Dodge {dodge}"));
    click(h, "Add the shot");
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
    h.get_by_label("Clint's bullets: 4/6");
    h.get_by_label("Reno's bullets: 5/6");
    h.get_by_label("Reno's wounds: 2/3");
    h.get_by_label("Clint's hat: lost");
    h.get_by_label("Reno's hat: lost");
    h.get_by_label_contains("−2 on every card");

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
    h.get_by_label("No sound");
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
    h.get_by_label("Reno is dead");
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
         règles des jeux appartiennent à leurs éditeurs ; Deputy n’en donne que des \
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
    // And where the whole guide is.
    h.get_by_label_contains("docs/games/duel.md");
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

const FIVE: [&str; 5] = ["Clint", "Reno", "Tuco", "Angel", "Blondie"];

/// Every duelist's key figures, by their accessible labels, in English or French.
fn figures_in(h: &Harness<'_, DeputyApp>, language: Language) -> Vec<String> {
    let s = duel(h);
    s.duelists
        .iter()
        .flat_map(|d| {
            let (b, w) = (d.bullets, d.wounds);
            let n = &d.name;
            match language {
                // The hat (or the condition) is a text row now, not a key figure.
                Language::En => vec![
                    format!("{n}'s bullets: {b}/6"),
                    format!("{n}'s wounds: {w}/3"),
                ],
                Language::Fr => vec![
                    format!("Balles {}\u{a0}: {b}/6", deputy::i18n::elide("de", n)),
                    format!("Blessures {}\u{a0}: {w}/3", deputy::i18n::elide("de", n)),
                ],
            }
        })
        .collect()
}

fn figures(h: &Harness<'_, DeputyApp>) -> Vec<String> {
    figures_in(h, Language::En)
}

/// Asserts the table fits with `actions` visible, every figure and name readable, in
/// English; and in French too (its words are longer), then back to English.
fn fits(h: &mut Harness<'_, DeputyApp>, actions: &[&str]) {
    fits_in_english(h, actions);
    click(h, "Français");
    let figures = figures_in(h, Language::Fr);
    kit::assert_fits(h, &[], &figures);
    let (keys, others) = kit::key_first(&figures, 3);
    kit::assert_readable(h, &keys, &others, &FIVE);
    click(h, "English");
}

fn fits_in_english(h: &Harness<'_, DeputyApp>, actions: &[&str]) {
    let figures = figures(h);
    let report = kit::frame_report(h);
    println!(
        "{:?}: dock {:.0}, players {:.0}, figure {:?}",
        duel(h).phase,
        report.dock.height(),
        report.players.height(),
        report.sizes.map(|s| (s.figure, s.name, s.columns, s.rows))
    );
    kit::assert_fits(h, actions, &figures);
    let (keys, others) = kit::key_first(&figures, 3);
    kit::assert_readable(h, &keys, &others, &FIVE);
}

/// Five duelists on the table in a window of `window` logical pixels, manual calling.
fn five_at(data: &Path, window: egui::Vec2) -> Harness<'static, DeputyApp> {
    let mut h = kit::sized(
        data,
        Box::new(SilentAudio::new("no card")),
        english_manual(),
        window,
    );
    kit::start_game(&mut h, GameKind::Duel, &FIVE);
    h
}

#[test]
fn five_duelists_fit_1280_by_720_in_every_phase() {
    five_duelists_fit_in_every_phase(kit::LAPTOP);
}

/// The same at 1280×800, where every figure must read from across the table: the key
/// figures' digits 40 px high, the others' 24 (issue 27).
#[test]
fn five_duelists_fit_1280_by_800_in_every_phase() {
    five_duelists_fit_in_every_phase(kit::READING_WINDOW);
}

fn five_duelists_fit_in_every_phase(window: egui::Vec2) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = five_at(dir.path(), window);
    fits(&mut h, &["Start shooting"]);
    click(&mut h, "Start shooting");
    fits(&mut h, &["Call tier 6"]);
    h.get_by_label("Current tier –");
    click(&mut h, "Call tier 6");
    fits(&mut h, &["Call tier 5", "Current tier 6"]);
    // The shot form, with four shots recorded and the fifth being entered.
    for (shooter, target) in [
        ("Clint", "Reno"),
        ("Reno", "Tuco"),
        ("Tuco", "Angel"),
        ("Angel", "Blondie"),
    ] {
        click(&mut h, &format!("{shooter} fires"));
        click(&mut h, &format!("Target {target}"));
        click(&mut h, "Shot 2");
        click(&mut h, "Dodge 6");
        fits(&mut h, &["Add the shot", "Resolve tier 6"]);
        click(&mut h, "Add the shot");
    }
    click(&mut h, "Shooter Blondie");
    fits(
        &mut h,
        &[
            "Add the shot",
            "Resolve tier 6",
            "Shooter Blondie",
            "Target Clint",
            "Shot 6",
            "Dodge 6",
        ],
    );
    click(&mut h, "Resolve tier 6");
    for tier in [5, 4, 3, 2, 1, 0] {
        click(&mut h, &format!("Call tier {tier}"));
    }
    fits(&mut h, &["End the round"]);
    click(&mut h, "End the round");
    // Round 2: everyone fired once, so everyone may reload.
    click(&mut h, "Reload Clint…");
    fits(&mut h, &["Confirm", "Cancel", "Bullets 1", "Dodge 6"]);
    click(&mut h, "Cancel");
    click(&mut h, "Clint jammed…");
    fits(&mut h, &["Confirm", "Cancel", "Dodge 6"]);
    click(&mut h, "Cancel");
    // Clint kills the four others, one a tier.
    click(&mut h, "Start shooting");
    for (tier, target) in [(6, "Reno"), (5, "Tuco"), (4, "Angel"), (3, "Blondie")] {
        click(&mut h, &format!("Call tier {tier}"));
        click(&mut h, "Clint fires");
        click(&mut h, &format!("Target {target}"));
        click(&mut h, "Shot 6");
        click(&mut h, "Dodge 1");
        click(&mut h, "Add the shot");
        click(&mut h, &format!("Resolve tier {tier}"));
    }
    assert!(matches!(duel(&h).phase, Phase::Over { winner: Some(0) }));
    fits(&mut h, &["The winner is Clint!"]);
}

fn cursor(h: &Harness<'_, DeputyApp>) -> usize {
    kit::table::<DuelGame>(h).session().journal().cursor()
}

fn caller_running(h: &Harness<'_, DeputyApp>) -> bool {
    kit::table::<DuelGame>(h).view().caller_running()
}

fn chord(h: &mut Harness<'_, DeputyApp>, modifiers: egui::Modifiers, key: egui::Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

#[test]
fn every_documented_key_does_what_the_readme_says() {
    use egui::{Key, Modifiers};
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = harness(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        with_caller(false),
        StartOptions::default(),
    );
    start_clint_and_reno(&mut h);
    // Space: start shooting (the caller calls 6 at once).
    kit::key(&mut h, Key::Space);
    assert_eq!(duel(&h).tier(), deputy::games::duel::rules::Tier::new(6));
    assert!(caller_running(&h));
    // Esc pauses the running caller; Space resumes it; Space again holds it.
    kit::key(&mut h, Key::Escape);
    assert!(!caller_running(&h), "Esc pauses");
    kit::key(&mut h, Key::Space);
    assert!(caller_running(&h), "Space resumes");
    kit::key(&mut h, Key::Space);
    assert!(!caller_running(&h), "Space holds");
    h.get_by_label("Add the shot");
    // Left/Right choose the shooter, Up/Down the target, digits the cards, Enter adds.
    kit::key(&mut h, Key::ArrowRight); // Clint
    kit::key(&mut h, Key::ArrowRight); // Reno
    kit::key(&mut h, Key::ArrowUp); // Clint, the only target
    kit::key(&mut h, Key::Num5);
    kit::key(&mut h, Key::Num4);
    kit::key(&mut h, Key::Enter);
    let pending = duel(&h).pending().to_vec();
    assert_eq!(pending.len(), 1);
    assert_eq!((pending[0].shooter, pending[0].target), (1, 0));
    assert_eq!((pending[0].shot.get(), pending[0].dodge.get()), (5, 4));
    // Space resolves the tier.
    kit::key(&mut h, Key::Space);
    assert!(duel(&h).pending().is_empty());
    assert!(!duel(&h).duelists[0].hat, "margin 1: Clint's hat flies");
    let after = cursor(&h);
    // Ctrl+Z undoes; Ctrl+Shift+Z redoes (not a second undo); Ctrl+Y redoes too.
    chord(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(cursor(&h), after - 1, "Ctrl+Z undoes once");
    chord(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(cursor(&h), after, "Ctrl+Shift+Z redoes");
    chord(&mut h, Modifiers::COMMAND, Key::Z);
    chord(&mut h, Modifiers::COMMAND, Key::Y);
    assert_eq!(cursor(&h), after, "Ctrl+Y redoes");
    // F1 opens the help, Esc closes it; F11 toggles full screen.
    kit::key(&mut h, Key::F1);
    assert!(h.state().help_shown());
    kit::key(&mut h, Key::Escape);
    assert!(!h.state().help_shown());
    kit::key(&mut h, Key::F11);
    assert!(h.state().is_fullscreen());
    kit::key(&mut h, Key::F11);
    assert!(!h.state().is_fullscreen());
    // Esc leaves Settings.
    click(&mut h, "Settings");
    assert_eq!(h.state().screen(), Screen::Settings);
    kit::key(&mut h, Key::Escape);
    assert_eq!(h.state().screen(), Screen::Table);

    // Manual calling: Space calls the next tier, then ends the round.
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    start_clint_and_reno(&mut h);
    kit::key(&mut h, Key::Space); // start shooting
    kit::key(&mut h, Key::Space); // call 6
    assert_eq!(duel(&h).tier(), deputy::games::duel::rules::Tier::new(6));
    click(&mut h, "Clint fires");
    for k in [Key::Num2, Key::Num6, Key::Enter, Key::Space] {
        kit::key(&mut h, k); // a shot that misses, added and resolved
    }
    assert_eq!(duel(&h).duelists[0].round.shots_fired, 1);
    for _ in [5, 4, 3, 2, 1, 0] {
        kit::key(&mut h, Key::Space);
    }
    assert_eq!(duel(&h).tier(), deputy::games::duel::rules::Tier::new(0));
    kit::key(&mut h, Key::Space); // end the round
    assert_eq!(duel(&h).round, 2);
    // Round 2: digits fill the reload form and Enter confirms it; Esc closes the jam form.
    click(&mut h, "Reload Clint…");
    kit::key(&mut h, Key::Num1);
    kit::key(&mut h, Key::Num3);
    kit::key(&mut h, Key::Enter);
    let reload = duel(&h).duelists[0].round.reload.expect("Clint reloads");
    assert_eq!((reload.bullets.get(), reload.dodge.get()), (1, 3));
    click(&mut h, "Reno jammed…");
    h.get_by_label("Reno is jammed");
    kit::key(&mut h, Key::Escape);
    assert!(
        h.query_by_label("Reno is jammed").is_none(),
        "Esc closes the form"
    );
}

#[test]
fn a_digit_that_is_no_card_is_refused_beside_the_form_until_the_form_closes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path());
    start_clint_and_reno(&mut h);
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    click(&mut h, "Clint fires");
    let before = (duel(&h), cursor(&h));
    kit::key(&mut h, egui::Key::Num7);
    let refusal = "! 7 cannot be entered here: type 1 to 6.";
    let dock = kit::frame_report(&h).dock;
    let rect = h.get_by_label(refusal).rect();
    assert!(
        dock.contains_rect(rect),
        "beside the form: {rect:?} in {dock:?}"
    );
    assert_eq!((duel(&h), cursor(&h)), before, "nothing changed");
    // Enter with no cards: what is missing, in the same place.
    kit::key(&mut h, egui::Key::Enter);
    h.get_by_label("! Choose the shooter, the target, the shot card and the dodge card.");
    // The reason a choice is greyed is also said beside the form.
    click(&mut h, "Shot 5");
    click(&mut h, "Dodge 4");
    kit::key(&mut h, egui::Key::Enter);
    assert_eq!(duel(&h).pending().len(), 1);
    let why = "Clint already fired at this tier: a second shot needs a lower speed.";
    assert!(dock.contains_rect(h.get_by_label(why).rect()));
    // A new step drops the refusals of the last one: closing the form, or opening it.
    kit::key(&mut h, egui::Key::Num0);
    h.get_by_label("! 0 cannot be entered here: type 1 to 6.");
    click(&mut h, "Resolve tier 6");
    assert!(h.query_by_label_contains("cannot be entered").is_none());
    click(&mut h, "Call tier 5");
    click(&mut h, "Reno fires");
    assert!(h.query_by_label_contains("cannot be entered").is_none());
    kit::key(&mut h, egui::Key::Num9);
    h.get_by_label("! 9 cannot be entered here: type 1 to 6.");
    kit::key(&mut h, egui::Key::Escape); // back to the empty form: Esc with nothing recorded goes on
    assert!(h.query_by_label_contains("cannot be entered").is_none());
    // In the user's language.
    click(&mut h, "Reno fires");
    click(&mut h, "Français");
    kit::key(&mut h, egui::Key::Num8);
    h.get_by_label("! 8 ne peut pas être saisi ici\u{a0}: tapez de 1 à 6.");
}

#[test]
fn the_confirm_buttons_stay_put_as_the_form_fills_and_refuses() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = five_at(dir.path(), kit::LAPTOP);
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    click(&mut h, "Clint fires");
    let places = |h: &Harness<'_, DeputyApp>| {
        (
            h.get_by_label("Add the shot").rect(),
            h.get_by_label("Resolve tier 6").rect(),
        )
    };
    let first = places(&h);
    kit::key(&mut h, egui::Key::Enter); // a refusal appears
    assert_eq!(places(&h), first, "a refusal moves nothing");
    click(&mut h, "Target Reno");
    click(&mut h, "Shot 5");
    click(&mut h, "Dodge 6");
    assert_eq!(places(&h), first, "filling the form moves nothing");
    click(&mut h, "Add the shot");
    click(&mut h, "Shooter Tuco");
    assert_eq!(places(&h), first, "a shot recorded moves nothing");
    // The reload form's confirm row, in round 2.
    click(&mut h, "Resolve tier 6");
    for tier in [5, 4, 3, 2, 1, 0] {
        click(&mut h, &format!("Call tier {tier}"));
    }
    click(&mut h, "End the round");
    click(&mut h, "Reload Clint…");
    let confirm = h.get_by_label("Confirm").rect();
    kit::key(&mut h, egui::Key::Enter);
    h.get_by_label("! Choose every card first.");
    click(&mut h, "Bullets 2");
    assert_eq!(h.get_by_label("Confirm").rect(), confirm);
}

#[test]
fn a_wider_laptop_and_a_tv_show_the_same_table_larger() {
    let figure = "Clint's bullets: 6/6";
    let mut high = Vec::new();
    for window in [kit::LAPTOP, kit::LAPTOP_WIDE, kit::TV] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = five_at(dir.path(), window);
        click(&mut h, "Start shooting");
        click(&mut h, "Call tier 6");
        click(&mut h, "Clint fires");
        kit::keep_window(&mut h, window);
        fits(
            &mut h,
            &["Add the shot", "Resolve tier 6", "Current tier 6"],
        );
        high.push((kit::pixels_high(&h, figure), kit::pixels_high(&h, "Clint")));
    }
    println!("figure and name heights at 1280×720, 1366×768, 1920×1080: {high:?}");
    assert!(
        high[2].0 > high[0].0 * 1.1,
        "a TV shows larger figures: {high:?}"
    );
    assert!(high[2].1 > high[0].1 * 1.1, "and larger names: {high:?}");
}

#[test]
fn the_history_is_hidden_on_a_laptop_until_asked_and_the_choice_is_kept() {
    let dir = tempfile::tempdir().expect("tempdir");
    let open = |window| {
        let mut h = kit::sized(
            dir.path(),
            Box::new(SilentAudio::new("no card")),
            deputy::settings::Settings::from_json(
                &std::fs::read_to_string(dir.path().join("settings.json"))
                    .unwrap_or_else(|_| "{}".into()),
            )
            .expect("settings"),
            window,
        );
        h.run();
        h
    };
    let mut h = open(kit::LAPTOP);
    start_clint_and_reno(&mut h);
    assert!(!h.state().history_visible(), "hidden below 1440 px");
    assert_eq!(h.get_all_by_label("History").count(), 1, "only its button");
    click(&mut h, "History");
    assert!(h.state().history_visible());
    assert_eq!(
        h.get_all_by_label("History").count(),
        2,
        "the button and the panel"
    );
    drop(h);
    // The choice is remembered, at any width.
    let h = open(kit::LAPTOP);
    assert!(h.state().settings.history == Some(true));
    drop(h);
    // With no choice made, a wide window shows it.
    std::fs::remove_file(dir.path().join("settings.json")).expect("settings written");
    let mut h = open(egui::vec2(1600.0, 900.0));
    start_clint_and_reno(&mut h);
    assert!(h.state().history_visible(), "shown from 1440 px");
}

#[test]
fn lang_applies_to_one_run_and_the_language_chosen_in_settings_is_kept() {
    let dir = tempfile::tempdir().expect("tempdir");
    let saved = || std::fs::read_to_string(dir.path().join("settings.json")).unwrap_or_default();
    let start = StartOptions {
        language: Some(Language::Fr),
        ..StartOptions::default()
    };
    let mut h = harness(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        english_manual(),
        start,
    );
    h.get_by_label("Nouveau Duel");
    // Another setting changed: the settings are saved, with the language of the file.
    click(&mut h, "Réglages");
    click(&mut h, "Clair");
    assert!(saved().contains("\"language\": \"en\""), "{}", saved());
    // The language chosen in Settings is what is kept.
    click(&mut h, "Français");
    assert!(saved().contains("\"language\": \"fr\""), "{}", saved());
}

#[test]
fn the_setup_pages_scroll_does_not_carry_over_into_the_table() {
    // Gnadenlos!'s setup, its box values opened and closed, scrolled to its Start button.
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = kit::sized(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        english_manual(),
        kit::LAPTOP,
    );
    click(&mut h, "New Gnadenlos!");
    for (i, name) in ["Ann", "Bob", "Cid", "Dee"].iter().enumerate() {
        let seat = format!("Player {}", i + 1);
        if h.query_by_label(&seat).is_none() {
            click(&mut h, "+ Add a player");
        }
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    click(&mut h, "Box values (check your box)…");
    click(&mut h, "Done");
    h.get_by_label("Start Gnadenlos!").scroll_to_me();
    h.run();
    let start = h.get_by_label("Start Gnadenlos!").rect();
    click(&mut h, "Start Gnadenlos!");
    assert_eq!(h.state().screen(), Screen::Table);
    let title = h.get_by_label_contains("Turn 1").rect();
    assert!(
        (0.0..120.0).contains(&title.top()),
        "the table opens at its top ({title:?}; the setup's button was at {start:?})"
    );
}

/// The window issue 27 measures in: a 1280×800 laptop.
const LAPTOP_800: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// The digits' ink height of a figure, in pixels: its row (1.15 × the font size, as
/// egui lays it out) times the digit's share of the font size (0.7 for egui's font).
fn digits_high(h: &Harness<'_, DeputyApp>, label: &str) -> f32 {
    kit::pixels_high(h, label) / 1.15 * 0.7
}

/// Asserts every duelist's bullets and wounds read from across the table: digits at
/// least 40 pixels high (issue 27).
fn assert_key_digits(h: &Harness<'_, DeputyApp>, what: &str) {
    for d in duel(h).duelists {
        let n = &d.name;
        for figure in [
            format!("{n}'s bullets: {}/6", d.bullets),
            format!("{n}'s wounds: {}/3", d.wounds),
        ] {
            let high = digits_high(h, &figure);
            assert!(
                high >= 40.0,
                "{what}: {figure:?} has digits {high:.1} px high, less than 40"
            );
        }
    }
}

/// The target buttons are every duelist in seating order, always: once a shooter is
/// picked he is greyed, not taken away, and the dead are greyed too, so a click never
/// lands on another name (issue 27: a click killed the wrong player).
#[test]
fn the_target_buttons_keep_their_place_once_a_shooter_is_picked() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = five_at(dir.path(), LAPTOP_800);
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    // Clint kills Reno.
    click(&mut h, "Clint fires");
    click(&mut h, "Target Reno");
    click(&mut h, "Shot 6");
    click(&mut h, "Dodge 1");
    click(&mut h, "Add the shot");
    click(&mut h, "Resolve tier 6");
    assert!(!duel(&h).duelists[1].is_standing(), "Reno is dead");
    click(&mut h, "Call tier 5");
    click(&mut h, "Record a shot");
    let targets: Vec<String> = FIVE.iter().map(|n| format!("Target {n}")).collect();
    let rects: Vec<egui::Rect> = targets.iter().map(|t| h.get_by_label(t).rect()).collect();
    assert!(
        rects.windows(2).all(|w| w[0].left() < w[1].left()),
        "in seating order: {rects:?}"
    );
    for shooter in ["Tuco", "Angel"] {
        click(&mut h, &format!("Shooter {shooter}"));
        for (t, rect) in targets.iter().zip(&rects) {
            assert_eq!(h.get_by_label(t).rect(), *rect, "{t} stays where it was");
        }
        let enabled = |l: &str| !h.get_by_label(l).accesskit_node().is_disabled();
        assert!(
            !enabled(&format!("Target {shooter}")),
            "the shooter is greyed"
        );
        assert!(!enabled("Target Reno"), "the dead are greyed");
        assert!(!enabled("Shooter Reno"));
        assert!(enabled("Target Clint"));
    }
}

/// Issue 27's layout stability for Duel: the shot form opens, fills, adds shots and
/// closes without moving a card, the dock or a control, the cards' grid and figures
/// keep their size, and the bullets and wounds read from across the table all along.
#[test]
fn the_shot_form_keeps_the_table_still() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = five_at(dir.path(), LAPTOP_800);
    assert_key_digits(&h, "the preparation");
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    let idle = layout::Layout::of(&h);
    let sizes = kit::frame_report(&h).sizes;
    println!(
        "1280×800, shooting: {sizes:?}, bullets' digits {:.1} px",
        digits_high(&h, "Clint's bullets: 6/6")
    );
    assert_key_digits(&h, "shooting");
    click(&mut h, "Record a shot");
    let mut before = layout::Layout::of(&h);
    before.assert_regions_kept(&idle, "the shot form opened");
    assert_eq!(kit::frame_report(&h).sizes, sizes, "the shot form opened");
    assert_key_digits(&h, "the shot form open");
    for label in [
        "Shooter Clint",
        "Target Reno",
        "Shot 2",
        "Dodge 6",
        "Add the shot",
        "Shooter Reno",
        "Target Tuco",
        "Shot 3",
        "Dodge 5",
        "Add the shot",
        "Withdraw Clint's shot",
        "Shooter Tuco",
    ] {
        click(&mut h, label);
        let now = layout::Layout::of(&h);
        now.assert_kept(&before, &format!("after {label:?}"));
        assert_eq!(kit::frame_report(&h).sizes, sizes, "after {label:?}");
        before = now;
    }
    click(&mut h, "Resolve tier 6");
    layout::Layout::of(&h).assert_regions_kept(&idle, "the tier resolved");
    assert_eq!(kit::frame_report(&h).sizes, sizes, "the tier resolved");
}

/// Issue 27 with the history open at 1280×800, where it lies over the table: the dock
/// keeps one height in every state, so the shot form never scrolls inside it; the
/// history ends above the dock, so every control stays in reach; nothing moves
/// from step to step; the figures stay readable (the history never shrinks the cards).
#[test]
fn the_shot_form_fits_beside_the_open_history_at_1280_by_800() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = five_at(dir.path(), LAPTOP_800);
    click(&mut h, "History");
    kit::keep_window(&mut h, LAPTOP_800);
    assert!(h.state().history_visible(), "the history is open");
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    let idle = layout::Layout::of(&h);
    let sizes = kit::frame_report(&h).sizes;
    let fits = |h: &Harness<'_, DeputyApp>, when: &str| {
        let report = kit::frame_report(h);
        assert!(report.fits(), "{when}: {:#?}", report.overflow);
        fit::assert_nothing_scrolls(h, when, &[]);
        if matches!(
            duel(h).phase,
            deputy::games::duel::rules::Phase::Shooting { .. }
        ) {
            assert_eq!(report.sizes, sizes, "{when}: the cards kept their size");
        }
        assert_key_digits(h, when);
    };
    fits(&h, "shooting");
    click(&mut h, "Record a shot");
    let mut before = layout::Layout::of(&h);
    before.assert_regions_kept(&idle, "the shot form opened");
    fits(&h, "the shot form open");
    for label in [
        "Shooter Clint",
        "Target Reno",
        "Shot 2",
        "Dodge 6",
        "Add the shot",
        "Shooter Reno",
        "Target Tuco",
        "Shot 3",
        "Dodge 5",
        "Add the shot",
        "Shooter Tuco",
        "Target Angel",
        "Shot 4",
        "Dodge 2",
        "Add the shot",
        "Withdraw Clint's shot",
        "Shooter Blondie",
    ] {
        click(&mut h, label);
        let now = layout::Layout::of(&h);
        now.assert_kept(&before, &format!("after {label:?}"));
        fits(&h, &format!("after {label:?}"));
        before = now;
    }
    click(&mut h, "Resolve tier 6");
    layout::Layout::of(&h).assert_regions_kept(&idle, "the tier resolved");
    fits(&h, "the tier resolved");
    // The next round's reload form, from a card, keeps the dock too.
    for tier in [5, 4, 3, 2, 1, 0] {
        click(&mut h, &format!("Call tier {tier}"));
    }
    click(&mut h, "End the round");
    let preparation = layout::Layout::of(&h);
    click(&mut h, "Reload Clint…");
    layout::Layout::of(&h).assert_regions_kept(&preparation, "the reload form opened");
    fits(&h, "the reload form open");
}

/// The playtester's five duelists (issue 27: "Chapeau p…" on their cards).
const PLAYTEST: [&str; 5] = ["Anna", "Ben", "Cleo", "Dmitri", "Emilienne"];

/// At 1280×800 in French, the hat's row reads whole on every card while the tiers are
/// called (the aside narrows the cards), and the reload form keeps its rows of cards on
/// one line each (issue 27: "Chapeau p…"; "Esquive 6" on a second line).
#[test]
fn the_hat_reads_whole_and_the_reload_form_keeps_one_line_at_1280_by_800() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = kit::sized(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        english_manual(),
        kit::READING_WINDOW,
    );
    kit::start_game(&mut h, GameKind::Duel, &PLAYTEST);
    let uncut = |h: &Harness<'_, DeputyApp>, when: &str| {
        let cut = kit::cut_texts(h);
        assert!(cut.is_empty(), "{when}: cut short: {cut:?}");
    };
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    uncut(&h, "tier 6 called");
    click(&mut h, "Français");
    uncut(&h, "tier 6 called, in French");
    click(&mut h, "English");
    click(&mut h, "Anna fires");
    click(&mut h, "Target Ben");
    click(&mut h, "Shot 2");
    click(&mut h, "Dodge 1");
    click(&mut h, "Add the shot");
    click(&mut h, "Resolve tier 6");
    assert!(!duel(&h).duelists[1].hat, "Ben's hat flew");
    click(&mut h, "Français");
    uncut(&h, "a hat lost, in French");
    click(&mut h, "English");
    for tier in [5, 4, 3, 2, 1, 0] {
        click(&mut h, &format!("Call tier {tier}"));
    }
    click(&mut h, "End the round");
    click(&mut h, "Reload Anna…");
    for french in [false, true] {
        if french {
            click(&mut h, "Français");
        }
        let prefix = if french {
            ("Balles", "Esquive")
        } else {
            ("Bullets", "Dodge")
        };
        for row in [prefix.0, prefix.1] {
            let tops: Vec<f32> = (1..=6)
                .map(|k| h.get_by_label(&format!("{row} {k}")).rect().top())
                .collect();
            assert!(
                tops.iter().all(|t| (t - tops[0]).abs() < 0.5),
                "{row} 1 to 6 on one line: {tops:?}"
            );
        }
        // The cards' own buttons ("Jammed…") are cut by design, whole on hover.
        let cut: Vec<String> = kit::cut_texts(&h)
            .into_iter()
            .filter(|t| !["Reload…", "Jammed…", "Recharge…", "Enrayage…"].contains(&t.as_str()))
            .collect();
        assert!(cut.is_empty(), "the reload form: cut short: {cut:?}");
    }
}

/// Issue 27: a refusal beside two greyed buttons' reasons (a player reloading, one who
/// already fired at this tier) in the fixed dock at 1280×800: the messages take only the
/// room the buttons leave, so "Resolve tier 6" keeps its place, whole in the dock (it
/// was pushed half out of the window, found in a real window).
#[test]
fn messages_beside_the_form_never_push_the_main_action_down() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = five_at(dir.path(), kit::READING_WINDOW);
    // Round 1: Clint fires once (a miss); he reloads in round 2.
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    shoot_at(&mut h, "Clint", "Reno", 5, 6);
    click(&mut h, "Resolve tier 6");
    for tier in [5, 4, 3, 2, 1, 0] {
        click(&mut h, &format!("Call tier {tier}"));
    }
    click(&mut h, "End the round");
    click(&mut h, "Reload Clint…");
    click(&mut h, "Bullets 2");
    click(&mut h, "Dodge 3");
    click(&mut h, "Confirm");
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    click(&mut h, "Reno fires");
    let resolve = h.get_by_label("Resolve tier 6").rect();
    click(&mut h, "Target Tuco");
    click(&mut h, "Shot 6");
    click(&mut h, "Dodge 1");
    click(&mut h, "Add the shot");
    kit::key(&mut h, egui::Key::Enter); // an incomplete shot: refused
    let dock = kit::frame_report(&h).dock;
    h.get_by_label("! Choose the shooter, the target, the shot card and the dodge card.");
    let now = h.get_by_label("Resolve tier 6").rect();
    assert_eq!(now, resolve, "the main action stays put");
    assert!(
        dock.contains_rect(now),
        "{now:?} whole in the dock {dock:?}"
    );
    common::fit::assert_nothing_scrolls(&h, "the refusal beside two reasons", &["Resolve tier 6"]);
}

/// Issue 27: the cards' buttons read whole with five players at 1280×800, in French
/// too ("Recharger…", "Enrayage…", "Pas d’enrayage" were cut to "Rechar…", "Enraya…",
/// "Pas d’e…"): their text is drawn smaller to fit before it is ever cut.
#[test]
fn the_cards_buttons_read_whole_in_french() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = five_at(dir.path(), kit::READING_WINDOW);
    click(&mut h, "Clint jammed…");
    click(&mut h, "Dodge 2");
    click(&mut h, "Confirm");
    h.get_by_label("Clint not jammed");
    let cut = kit::cut_texts(&h);
    assert!(cut.is_empty(), "in English: cut short: {cut:?}");
    click(&mut h, "Français");
    h.get_by_label("Pas d’enrayage pour Clint");
    let cut = kit::cut_texts(&h);
    assert!(cut.is_empty(), "in French: cut short: {cut:?}");
}

/// Issue 27: the players' cards keep their place and size from the preparation to the
/// shooting and through a tier held, resolved and called (the tier beside them is there
/// in every phase; they moved 228 px and narrowed when the shooting began, found in a
/// real window).
#[test]
fn the_cards_keep_their_place_from_one_phase_to_the_next() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = five_at(dir.path(), kit::READING_WINDOW);
    let cards = kit::frame_report(&h).cards;
    for step in ["Start shooting", "Call tier 6", "Clint fires"] {
        click(&mut h, step);
        assert_eq!(kit::frame_report(&h).cards, cards, "after {step:?}");
    }
    click(&mut h, "Target Reno");
    click(&mut h, "Shot 6");
    click(&mut h, "Dodge 6");
    click(&mut h, "Add the shot");
    let cut = kit::cut_texts(&h);
    assert!(cut.is_empty(), "a shot recorded: cut short: {cut:?}");
    click(&mut h, "Resolve tier 6");
    assert_eq!(
        kit::frame_report(&h).cards,
        cards,
        "after the tier resolved"
    );
}

/// A shot's caption says whose shot it was and at whom, then what came of it (a playtest
/// read only "raté" in the header after a miss).
#[test]
fn a_shots_caption_names_the_shooter_and_the_target() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = five_at(dir.path(), kit::READING_WINDOW);
    click(&mut h, "Start shooting");
    click(&mut h, "Call tier 6");
    shoot_at(&mut h, "Clint", "Reno", 1, 6);
    click(&mut h, "Resolve tier 6");
    h.run_steps(1);
    assert!(
        h.state()
            .captions()
            .iter()
            .any(|c| c == "Clint at Reno: missed"),
        "{:?}",
        h.state().captions()
    );
}
