//! "Record our caller" through the UI harness (issue 31), with a fake microphone that
//! hands over 20 ms of a made-up recording at each frame: Settings' microphone row, a
//! line recorded by Space (held: it records once), stopped by itself on silence,
//! saved, played back; a refused take keeps the earlier one; back and next; nothing
//! moves under the pointer; no microphone changes nothing else.

mod common;

use common::{fit, kit};
use deputy::app::{DeputyApp, Screen, Services, StartOptions};
use deputy::i18n::Language;
use deputy::services::audio::RecordingAudio;
use deputy::services::audio::input::{FakeMicrophone, InputDevice, NoMicrophone};
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::services::storage::Storage;
use deputy::services::voice_take::TAKE_RATE_HZ;
use deputy::settings::Settings;
use deputy::shell::recorder::MemoryStore;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

const RATE: u32 = TAKE_RATE_HZ;

/// `ms` of silence, then `ms_tone` of a 220 Hz tone at `amp`, then `ms_after` of silence.
fn said(ms: u32, ms_tone: u32, amp: f32, ms_after: u32) -> Vec<f32> {
    let n = |ms: u32| (RATE * ms / 1_000) as usize;
    let mut out = vec![0.0; n(ms)];
    out.extend(
        (0..n(ms_tone))
            .map(|i| amp * (std::f32::consts::TAU * 220.0 * i as f32 / RATE as f32).sin()),
    );
    out.extend(vec![0.0; n(ms_after)]);
    out
}

struct Table {
    h: Harness<'static, DeputyApp>,
    mic: FakeMicrophone,
    store: MemoryStore,
    audio: RecordingAudio,
    _dir: tempfile::TempDir,
}

fn app(settings: Settings, mic: Option<FakeMicrophone>) -> Table {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let store = MemoryStore::default();
    let services = Services {
        audio: Box::new(audio.clone()),
        clock: Box::new(ManualClock::new()),
        chance: Box::new(RandChance::seeded(3)),
        storage: Some(Storage::open(dir.path()).expect("storage")),
        storage_problem: None,
    };
    let fake = mic
        .clone()
        .unwrap_or_else(|| FakeMicrophone::new(Vec::new(), RATE));
    let (given, takes) = (mic, store.clone());
    let settings = Settings {
        language: settings.language.or(Some(Language::En)),
        ..settings
    };
    let mut h = Harness::builder()
        .with_size(kit::READING_WINDOW)
        .build_eframe(move |_cc| {
            let app = DeputyApp::new(services, settings, StartOptions::default());
            match given {
                Some(mic) => app.with_microphone(Box::new(mic), Box::new(takes)),
                None => {
                    app.with_microphone(Box::new(NoMicrophone("no card".into())), Box::new(takes))
                }
            }
        });
    kit::keep_window(&mut h, kit::READING_WINDOW);
    h.run();
    Table {
        h,
        mic: fake,
        store,
        audio,
        _dir: dir,
    }
}

/// Frames until the take being recorded ends (at most `frames`); how many it took.
fn until_stopped(h: &mut Harness<'static, DeputyApp>, frames: usize) -> usize {
    for i in 0..frames {
        h.step();
        if h.query_by_label("Stop").is_none() {
            h.run();
            return i;
        }
    }
    panic!("the take never stopped by itself");
}

/// A node's accessible label.
fn label_of(node: &egui_kittest::Node<'_>) -> String {
    use egui_kittest::kittest::NodeT;
    node.accesskit_node()
        .label()
        .map(|l| l.to_string())
        .unwrap_or_default()
}

/// The start button's label: "Record N lines".
fn start_label(t: &Table) -> String {
    t.h.query_all_by_label_contains(" lines")
        .map(|n| label_of(&n))
        .find(|l| l.starts_with("Record ") && l.ends_with(" lines"))
        .expect("the start button")
}

fn open_recorder(t: &mut Table) {
    kit::click(&mut t.h, "Settings");
    kit::click(&mut t.h, "Record our caller…");
    assert_eq!(t.h.state().screen(), Screen::Recorder);
}

#[test]
fn a_line_is_recorded_by_space_stops_on_silence_and_is_saved_and_played_back() {
    let mut mic = FakeMicrophone::new(said(300, 500, 0.3, 1_400), RATE);
    mic.inputs = vec![InputDevice {
        name: "usb_mic".into(),
        description: "USB microphone".into(),
    }];
    let mut t = app(Settings::default(), Some(mic));
    kit::click(&mut t.h, "Settings");
    // The microphone row: "System default" first, then the inputs by their
    // descriptions; the choice is remembered.
    kit::click(&mut t.h, "Microphone");
    t.h.get_by_label("System default");
    kit::click(&mut t.h, "USB microphone");
    assert_eq!(
        t.h.get_by_label("Microphone").value().as_deref(),
        Some("USB microphone")
    );
    let saved = std::fs::read_to_string(t._dir.path().join("settings.json")).expect("saved");
    assert!(saved.contains("\"input\": \"usb_mic\""), "{saved}");
    kit::click(&mut t.h, "Record our caller…");
    assert_eq!(t.h.state().screen(), Screen::Recorder);
    // All games, the common set first.
    let start = start_label(&t);
    kit::click(&mut t.h, &start);
    assert!(
        t.h.query_by_label("Zero!").is_some(),
        "the first line is 'Zero!'"
    );
    let record_at = t.h.get_by_label("Record").rect();

    // Space held down: one take.
    kit::hold_key(&mut t.h, Key::Space, 4);
    assert!(t.h.query_by_label("Stop").is_some(), "recording");
    assert_eq!(
        t.h.get_by_label("Stop").rect(),
        record_at,
        "the button keeps its place"
    );
    let frames = until_stopped(&mut t.h, 400);
    // 2.2 s of recording, 20 ms a frame: it stopped a second into the silence, not at
    // the end of what the microphone heard.
    assert!(
        (80..=100).contains(&frames),
        "stopped after {frames} frames"
    );
    assert_eq!(
        t.mic.opened.lock().expect("opened").clone(),
        vec![Some("usb_mic".to_owned())],
        "one take, from the input chosen"
    );
    let saved = t.store.lines.lock().expect("lines").clone();
    let take = saved
        .iter()
        .find(|((_, line), _)| line == "common/number_0")
        .map(|(_, take)| take.clone())
        .expect("saved as common/number_0");
    assert!(
        (495..=505).contains(&take.duration_ms()),
        "{} ms",
        take.duration_ms()
    );
    assert!(t.h.query_by_label_contains("Saved (").is_some());
    assert!(t.h.query_by_label_contains("· 1 recorded").is_some());
    assert_eq!(t.h.get_by_label("Record again").rect(), record_at);

    // Played back, by the button and by P.
    kit::click(&mut t.h, "Play back");
    kit::key(&mut t.h, Key::P);
    assert_eq!(t.audio.takes_played(), vec![take.clone(), take.clone()]);

    // The next line; a take too quiet is refused with its reason, nothing saved.
    kit::key(&mut t.h, Key::ArrowRight);
    assert!(t.h.query_by_label("One!").is_some());
    *t.mic.samples.lock().expect("samples") = said(300, 500, 0.01, 9_000);
    kit::key(&mut t.h, Key::Space);
    until_stopped(&mut t.h, 600);
    assert!(t.h.query_by_label_contains("Too quiet").is_some());
    assert_eq!(t.store.lines.lock().expect("lines").len(), 1);
    assert_eq!(t.h.get_by_label("Record").rect(), record_at);

    // Back: the first line, still recorded; a clipped take keeps it.
    kit::key(&mut t.h, Key::ArrowLeft);
    assert!(t.h.query_by_label("Zero!").is_some());
    let clipped: Vec<f32> = said(300, 500, 1.0, 1_400)
        .into_iter()
        .map(|s| if s.abs() > 0.5 { s.signum() } else { s })
        .collect();
    *t.mic.samples.lock().expect("samples") = clipped;
    kit::key(&mut t.h, Key::Space);
    until_stopped(&mut t.h, 400);
    assert!(t.h.query_by_label_contains("Too loud").is_some());
    let kept = t.store.lines.lock().expect("lines").clone();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        kept.values().next(),
        Some(&take),
        "the earlier take is kept"
    );
}

#[test]
fn space_again_ends_the_take_and_esc_leaves_without_keeping_it() {
    let mic = FakeMicrophone::new(said(100, 4_000, 0.3, 2_000), RATE);
    let mut t = app(Settings::default(), Some(mic));
    open_recorder(&mut t);
    let start = start_label(&t);
    kit::click(&mut t.h, &start);
    kit::key(&mut t.h, Key::Space);
    for _ in 0..30 {
        t.h.step();
    }
    // Space again: what was said so far is the take.
    kit::key(&mut t.h, Key::Space);
    assert!(t.h.query_by_label("Stop").is_none());
    let lines = t.store.lines.lock().expect("lines").clone();
    assert_eq!(lines.len(), 1, "kept when stopped by hand");
    // Esc during a take ends it unkept; Esc again back to choosing, then Settings.
    kit::key(&mut t.h, Key::ArrowRight);
    kit::key(&mut t.h, Key::Space);
    t.h.step();
    kit::key(&mut t.h, Key::Escape);
    assert!(t.h.query_by_label("Stop").is_none());
    assert_eq!(t.store.lines.lock().expect("lines").len(), 1);
    kit::key(&mut t.h, Key::Escape);
    kit::key(&mut t.h, Key::Escape);
    assert_eq!(t.h.state().screen(), Screen::Settings);
}

#[test]
fn without_a_microphone_settings_says_so_and_nothing_can_record() {
    let mut t = app(Settings::default(), None);
    kit::click(&mut t.h, "Settings");
    assert!(t.h.query_by_label("No microphone found").is_some());
    assert!(t.h.query_by_label("Record our caller…").is_none());
    // The rest of Settings is as before, and fits.
    assert!(t.h.query_by_label("Output").is_some());
    assert!(t.h.query_by_label("Back").is_some());
}

#[test]
fn a_players_name_is_recorded_at_setup_and_every_row_still_fits() {
    use deputy::core::game::GameKind;
    use egui_kittest::kittest::NodeT;
    let mic = FakeMicrophone::new(said(200, 600, 0.3, 1_300), RATE);
    let mut t = app(Settings::default(), Some(mic));
    kit::click(&mut t.h, &format!("New {}", GameKind::Saloon.title()));
    for _ in 0..12 {
        if t.h
            .query_by_label("+ Add a player")
            .is_none_or(|b| b.accesskit_node().is_disabled())
        {
            break;
        }
        kit::click(&mut t.h, "+ Add a player");
    }
    let window = t.h.ctx.content_rect().expand(0.5);
    let buttons: Vec<egui::Rect> =
        t.h.query_all_by_label_contains("Record the name of player")
            .map(|n| n.rect())
            .collect();
    assert!(buttons.len() >= 4, "one per player: {}", buttons.len());
    for rect in &buttons {
        assert!(window.contains_rect(*rect), "{rect:?} leaves {window:?}");
    }
    // A name typed, then recorded in its own window: it records at once and stops on
    // the silence.
    t.h.get_by_label("Player 1").click();
    t.h.run_steps(1);
    t.h.get_by_label("Player 1").type_text("Ann");
    t.h.run_steps(1);
    kit::click(&mut t.h, "Record the name of player 1");
    assert!(
        t.h.query_by_label("Ann").is_some(),
        "the name, in large letters"
    );
    until_stopped(&mut t.h, 200);
    let names = t.store.names.lock().expect("names").clone();
    let take = &names.get("Ann").expect("Ann's name saved").clone();
    assert!(
        (595..=605).contains(&take.duration_ms()),
        "{} ms",
        take.duration_ms()
    );
    // Space records again (and types nothing into the name), Esc closes unkept.
    kit::key(&mut t.h, Key::Space);
    assert!(t.h.query_by_label("Stop").is_some(), "recording again");
    assert_eq!(t.h.get_by_label("Player 1").value().as_deref(), Some("Ann"));
    kit::key(&mut t.h, Key::Escape);
    assert_eq!(t.h.state().screen(), Screen::Setup);
    assert!(t.h.query_by_label("Record again").is_none(), "closed");
    assert!(t.h.query_by_label("Stop").is_none(), "closed");
    assert_eq!(t.store.names.lock().expect("names").get("Ann"), Some(take));
}

#[test]
fn with_a_microphone_settings_fit_1280_by_800_in_both_languages() {
    // The microphone row holds the list and "Record our caller…" beside it: the widest
    // row of the left column, and About lies under it.
    for language in [Language::En, Language::Fr] {
        let settings = Settings {
            language: Some(language),
            ..Settings::default()
        };
        let mut t = app(settings, Some(FakeMicrophone::new(Vec::new(), RATE)));
        let text = |id: &str| t.h.state().i18n().text(id);
        let (open, back, record, voice) = (
            text("settings"),
            text("settings-back"),
            text("settings-record-caller"),
            text("voice-pack-heading"),
        );
        kit::click(&mut t.h, &open);
        fit::assert_nothing_scrolls(
            &t.h,
            &format!("Settings in {language:?}"),
            &[&back, &record],
        );
        // The row's widgets stay in the left column: nothing of it reaches the right one,
        // whose caller's voice row starts at its left edge.
        let record = t.h.get_by_label(&record).rect();
        let voice =
            t.h.query_all_by_label(&voice)
                .map(|n| n.rect().min.x)
                .fold(f32::INFINITY, f32::min);
        assert!(
            record.max.x <= voice,
            "{language:?}: {record:?} runs into the right column at x {voice}"
        );
    }
}
