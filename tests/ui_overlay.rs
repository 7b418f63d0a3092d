//! Every overlay pauses the Duel caller (issue 27, item 4; duel.md: "the caller never
//! runs on behind an open dialog"): the help panel (F1), Settings, the sharing panel,
//! the question before leaving a game that is not saved, and the system's dialog saving
//! it elsewhere. The whole app driven headless
//! with a manual clock: while the overlay is open the clock runs on and no tier is
//! called; once it closes the caller stays paused, says so and how to resume, and Space
//! resumes it.

mod common;

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::faulty_disk::{Fault, FaultyDisk};
use common::kit::{self, click};
use deputy::app::{DeputyApp, Screen, StartOptions};
use deputy::core::game::GameKind;
use deputy::games::duel::DuelGame;
use deputy::services::audio::SilentAudio;
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::services::file_dialog::SaveAsDialog;
use deputy::services::storage::Storage;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Well beyond the default tempo (2 s a tier): a caller running on would call tiers.
const LONG: Duration = Duration::from_secs(9);

fn tier(h: &Harness<'_, DeputyApp>) -> Option<u8> {
    kit::state::<DuelGame>(h).tier().map(|t| t.get())
}

fn caller_running(h: &Harness<'_, DeputyApp>) -> bool {
    kit::table::<DuelGame>(h).view().caller_running()
}

/// The app on `storage` with the caller on (2 s a tier), English, a duel of two started
/// and its shooting begun: the caller has called tier 6 and runs.
fn shooting(storage: Storage, start: StartOptions) -> (Harness<'static, DeputyApp>, ManualClock) {
    let clock = ManualClock::new();
    let mut h = kit::harness_on(
        storage,
        Box::new(SilentAudio::new("no card")),
        Box::new(RandChance::seeded(3)),
        clock.clone(),
        common::duel_caller_settings(false),
        start,
        Box::new(NoKeepAwake),
    );
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    (h, clock)
}

fn begin_shooting(h: &mut Harness<'_, DeputyApp>, clock: &ManualClock) {
    click(h, "Start shooting");
    assert_eq!(tier(h), Some(6));
    assert!(caller_running(h));
    // The caller runs on the clock: tier 5 two seconds later.
    clock.advance(Duration::from_secs(2));
    h.run();
    assert_eq!(tier(h), Some(5), "the caller runs");
}

/// With the overlay open (`open` done), the clock runs on and nothing is called; closed
/// (`close` done), the caller stays paused and says how to resume; Space resumes it.
/// (Behind a panel the table still shows: see [`covered`].)
fn pauses_behind(
    h: &mut Harness<'_, DeputyApp>,
    clock: &ManualClock,
    open: impl FnOnce(&mut Harness<'_, DeputyApp>),
    close: impl FnOnce(&mut Harness<'_, DeputyApp>),
) {
    open(h);
    for _ in 0..3 {
        clock.advance(LONG);
        h.run();
    }
    assert_eq!(tier(h), Some(5), "no tier called behind the overlay");
    assert!(!caller_running(h));
    close(h);
    assert_eq!(h.state().screen(), Screen::Table);
    clock.advance(LONG);
    h.run();
    assert_eq!(tier(h), Some(5), "still paused once the overlay closed");
    assert!(!caller_running(h));
    h.get_by_label("Paused: Space resumes");
    h.get_by_label("Resume calling");
    kit::key(h, egui::Key::Space);
    assert!(caller_running(h), "Space resumes");
    clock.advance(Duration::from_secs(2));
    h.run();
    assert_eq!(tier(h), Some(4), "the caller goes on from where it paused");
}

/// Behind a panel the table still shows: the header says why the caller waits, and
/// Space does not resume it (refused beside the form, saying why).
fn covered(h: &mut Harness<'_, DeputyApp>) {
    h.get_by_label("Paused while a panel or dialog is open");
    kit::key(h, egui::Key::Space);
    assert!(!caller_running(h), "Space does not resume behind the panel");
    h.get_by_label_contains("Close the help, the panel or the dialog first");
}

fn real(dir: &std::path::Path) -> Storage {
    Storage::open(dir).expect("storage")
}

#[test]
fn the_help_panel_pauses_the_caller() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut h, clock) = shooting(real(dir.path()), StartOptions::default());
    begin_shooting(&mut h, &clock);
    pauses_behind(
        &mut h,
        &clock,
        |h| {
            kit::key(h, egui::Key::F1);
            assert!(h.state().help_shown());
            covered(h);
        },
        |h| {
            kit::key(h, egui::Key::Escape);
            assert!(!h.state().help_shown());
        },
    );
}

#[test]
fn settings_pause_the_caller() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut h, clock) = shooting(real(dir.path()), StartOptions::default());
    begin_shooting(&mut h, &clock);
    pauses_behind(
        &mut h,
        &clock,
        |h| {
            click(h, "Settings");
            assert_eq!(h.state().screen(), Screen::Settings);
        },
        |h| kit::key(h, egui::Key::Escape),
    );
}

#[test]
fn the_sharing_panel_pauses_the_caller() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut h, clock) = shooting(real(dir.path()), common::http::sharing_on_loopback(false));
    // `--share` opens the panel with the first game: closed to play, then opened again.
    assert!(h.state().overlay_open(&h.ctx));
    h.get_by_label_contains("Sharing:").click();
    h.run();
    assert!(!h.state().sharing().panel_open());
    begin_shooting(&mut h, &clock);
    pauses_behind(
        &mut h,
        &clock,
        |h| {
            h.get_by_label_contains("Sharing:").click();
            h.run();
            assert!(h.state().sharing().panel_open());
            covered(h);
        },
        |h| {
            h.get_by_label_contains("Sharing:").click();
            h.run();
            assert!(!h.state().sharing().panel_open());
        },
    );
}

#[test]
fn the_question_before_leaving_an_unsaved_game_pauses_the_caller() {
    let dir = tempfile::tempdir().expect("tempdir");
    let disk = FaultyDisk::new(&dir.path().join("games"), Vec::new());
    let storage = Storage::with_disk(dir.path(), Arc::new(disk.clone()));
    let (mut h, clock) = shooting(storage, StartOptions::default());
    begin_shooting(&mut h, &clock);
    // The folder turns read-only: the next calls are kept in memory only.
    disk.plan([Some(Fault::ReadOnly); 1000]);
    clock.advance(Duration::from_secs(2));
    h.run();
    assert_eq!(tier(&h), Some(4));
    // Back at the same point of the round as the other tests: tier 4 instead of 5.
    pauses_behind_at(&mut h, &clock, 4);
}

/// As [`pauses_behind`], for the question before leaving (a modal dialog), from `tier`.
fn pauses_behind_at(h: &mut Harness<'_, DeputyApp>, clock: &ManualClock, at: u8) {
    click(h, "Home");
    assert!(h.state().asking_to_leave(), "the question is open");
    for _ in 0..3 {
        clock.advance(LONG);
        h.run();
    }
    assert_eq!(tier(h), Some(at), "no tier called behind the question");
    click(h, "Keep playing");
    assert!(!h.state().asking_to_leave());
    clock.advance(LONG);
    h.run();
    assert_eq!(tier(h), Some(at), "still paused once the question closed");
    h.get_by_label("Paused: Space resumes");
    kit::key(h, egui::Key::Space);
    clock.advance(Duration::from_secs(2));
    h.run();
    assert_eq!(tier(h), Some(at - 1), "Space resumes");
}

/// A "save as" dialog that stays open until the test answers it.
struct OpenUntilAnswered(Mutex<Receiver<Option<PathBuf>>>);

impl SaveAsDialog for OpenUntilAnswered {
    fn ask(&self, _title: &str, _file_name: &str) -> Option<PathBuf> {
        self.0.lock().ok().and_then(|r| r.recv().ok()).flatten()
    }
}

#[test]
fn the_dialog_saving_the_game_elsewhere_pauses_the_caller() {
    let dir = tempfile::tempdir().expect("tempdir");
    let disk = FaultyDisk::new(&dir.path().join("games"), Vec::new());
    let storage = Storage::with_disk(dir.path(), Arc::new(disk.clone()));
    let (answer, gate): (Sender<Option<PathBuf>>, _) = channel();
    let (mut h, clock) = shooting(storage, StartOptions::default());
    h.state_mut()
        .set_save_as(Arc::new(OpenUntilAnswered(Mutex::new(gate))));
    begin_shooting(&mut h, &clock);
    disk.plan([Some(Fault::ReadOnly); 1000]);
    clock.advance(Duration::from_secs(2));
    h.run();
    assert_eq!(tier(&h), Some(4));
    click(&mut h, "Save the game elsewhere…");
    assert!(
        h.state().overlay_open(&h.ctx),
        "the system's dialog is open"
    );
    for _ in 0..3 {
        clock.advance(LONG);
        h.run();
    }
    assert_eq!(tier(&h), Some(4), "no tier called behind the dialog");
    // The user cancels the dialog.
    answer.send(None).expect("the dialog waits");
    for _ in 0..500 {
        if !h.state().overlay_open(&h.ctx) {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    assert!(!h.state().overlay_open(&h.ctx), "the dialog closed");
    clock.advance(LONG);
    h.run();
    assert_eq!(tier(&h), Some(4), "still paused once the dialog closed");
    h.get_by_label("Paused: Space resumes");
    kit::key(&mut h, egui::Key::Space);
    clock.advance(Duration::from_secs(2));
    h.run();
    assert_eq!(tier(&h), Some(3), "Space resumes");
}
