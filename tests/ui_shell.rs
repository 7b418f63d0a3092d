//! The shell's promises that belong to no game: what the command line changes for one run
//! and what Settings remembers.

mod common;

use common::kit::{self, click};
use deputy::app::StartOptions;
use deputy::core::game::GameKind;
use deputy::services::audio::{AudioOut, RecordingAudio, SilentAudio};
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::settings::Settings;
use egui_kittest::kittest::Queryable;

fn saved(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("settings.json")).unwrap_or_default()
}

/// Ticks or unticks "Mute" in the top bar's sound menu, opening the menu (named `menu`)
/// when it is closed.
fn toggle_mute(h: &mut egui_kittest::Harness<'static, deputy::app::DeputyApp>, menu: &str) {
    if h.query_by_label("Mute").is_none() {
        click(h, menu);
    }
    click(h, "Mute");
}

#[test]
fn mute_on_the_command_line_holds_for_one_run_and_is_never_remembered() {
    let dir = tempfile::tempdir().expect("tempdir");
    let start = StartOptions {
        mute: true,
        ..StartOptions::default()
    };
    let mut h = kit::harness(
        dir.path(),
        Box::new(RecordingAudio::new()),
        Box::new(RandChance::seeded(3)),
        ManualClock::new(),
        common::duel_caller_settings(true),
        start,
        Box::new(NoKeepAwake),
    );
    h.run();
    h.get_by_label("Sound muted");
    // Another setting changed while muted by the flag: the file keeps the sound on.
    click(&mut h, "Settings");
    click(&mut h, "Light");
    assert!(
        saved(dir.path()).contains("\"mute\": false"),
        "{}",
        saved(dir.path())
    );
    click(&mut h, "Back");
    h.get_by_label("Sound muted");
    // Switching the sound on ends the run's mute; muting again is the user's choice, kept.
    toggle_mute(&mut h, "Sound muted");
    assert!(
        saved(dir.path()).contains("\"mute\": false"),
        "{}",
        saved(dir.path())
    );
    h.get_by_label("Sound on");
    toggle_mute(&mut h, "Sound on");
    h.get_by_label("Sound muted");
    assert!(
        saved(dir.path()).contains("\"mute\": true"),
        "{}",
        saved(dir.path())
    );
}

#[test]
fn the_top_bar_keeps_to_one_row_at_1280_px_in_both_languages_with_or_without_sound() {
    let muted = Settings {
        mute: true,
        ..common::duel_caller_settings(true)
    };
    let cases: [(&str, Box<dyn AudioOut>, Settings); 2] = [
        (
            "no device",
            Box::new(SilentAudio::new("no card")),
            Settings::default(),
        ),
        ("muted", Box::new(RecordingAudio::new()), muted),
    ];
    for (case, audio, settings) in cases {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = kit::sized(dir.path(), audio, settings, kit::LAPTOP);
        kit::start_game(
            &mut h,
            GameKind::ColtExpress,
            &["Annabelle", "Bartholomew", "Cid"],
        );
        for (undo, home) in [("Undo", "Home"), ("Annuler", "Accueil")] {
            if h.query_by_label(undo).is_none() {
                click(&mut h, "Français");
            }
            let first = h.get_by_label(undo).rect();
            let last = h.get_by_label(home).rect();
            assert!(
                (last.center().y - first.center().y).abs() < 2.0,
                "{case}, {home}: the bar wraps ({first:?} then {last:?})"
            );
        }
    }
}
