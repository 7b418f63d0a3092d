//! The shell's promises that belong to no game: what the command line changes for one run
//! and what Settings remembers.

mod common;

use common::kit::{self, click};
use deputy::app::StartOptions;
use deputy::services::audio::RecordingAudio;
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use egui_kittest::kittest::Queryable;

fn saved(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("settings.json")).unwrap_or_default()
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
    click(&mut h, "Sound muted");
    assert!(
        saved(dir.path()).contains("\"mute\": false"),
        "{}",
        saved(dir.path())
    );
    click(&mut h, "Sound on");
    h.get_by_label("Sound muted");
    assert!(
        saved(dir.path()).contains("\"mute\": true"),
        "{}",
        saved(dir.path())
    );
}
