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

/// What lies outside the window (it would need scrolling to be reached), and whether
/// `confirm` is on screen and inside it: empty when everything fits.
fn beyond_the_window(
    h: &egui_kittest::Harness<'static, deputy::app::DeputyApp>,
    confirm: &str,
) -> Vec<String> {
    use egui_kittest::kittest::NodeT;
    let window = h.ctx.content_rect().expand(0.5);
    let mut beyond: Vec<String> = h
        .root()
        .children_recursive()
        .filter(|node| node.accesskit_node().bounding_box().is_some())
        .filter(|node| {
            let rect = node.rect();
            rect.area() > 0.0 && !window.contains_rect(rect)
        })
        .map(|node| {
            let ak = node.accesskit_node();
            format!("{:?} {:?} at {:?}", ak.role(), ak.label(), node.rect())
        })
        .collect();
    match h.query_by_label(confirm) {
        Some(button) if window.contains_rect(button.rect()) => {}
        Some(button) => beyond.push(format!("{confirm:?} at {:?}", button.rect())),
        None => beyond.push(format!("no {confirm:?}")),
    }
    beyond
}

/// Asserts that every widget on screen lies inside the window, so nothing needs
/// scrolling to be reached, and that `confirm` is on screen.
fn assert_nothing_scrolls(
    h: &egui_kittest::Harness<'static, deputy::app::DeputyApp>,
    what: &str,
    confirm: &str,
) {
    let beyond = beyond_the_window(h, confirm);
    assert!(
        beyond.is_empty(),
        "{what}: outside the window (it would need scrolling): {beyond:#?}"
    );
}

/// Setup of every game at its largest table fits 1280×800: its Start button in view and
/// nothing below the fold (issue 27, item 6).
#[test]
fn setup_of_every_game_fits_1280_by_800_at_its_largest_table() {
    use egui_kittest::kittest::NodeT;
    let mut failed = Vec::new();
    for kind in GameKind::ALL {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = kit::sized(
            dir.path(),
            Box::new(SilentAudio::new("no card")),
            Settings::default(),
            kit::READING_WINDOW,
        );
        click(&mut h, &format!("New {}", kind.title()));
        for _ in 0..12 {
            if h.get_by_label("+ Add a player")
                .accesskit_node()
                .is_disabled()
            {
                break;
            }
            click(&mut h, "+ Add a player");
        }
        let beyond = beyond_the_window(&h, &format!("Start {}", kind.title()));
        if !beyond.is_empty() {
            failed.push(format!("{}: {beyond:#?}", kind.title()));
        }
    }
    assert!(failed.is_empty(), "beyond 1280×800: {failed:#?}");
}

/// Settings fits 1280×800: its Back button in view and nothing below the fold.
#[test]
fn settings_fit_1280_by_800() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = kit::sized(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
        kit::READING_WINDOW,
    );
    click(&mut h, "Settings");
    assert_nothing_scrolls(&h, "Settings", "Back");
}

/// Every colour in Setup's colour picker reads on the picker's background: its name in
/// the theme's text colour (never "Black" in black on grey), beside a framed swatch of
/// the colour, in both themes.
#[test]
fn every_colour_in_the_picker_reads_in_both_themes() {
    use deputy::core::players::PlayerColour;
    use deputy::kit::theme::{self, MIN_TEXT_CONTRAST};
    for light in [false, true] {
        let dir = tempfile::tempdir().expect("tempdir");
        let settings = Settings {
            theme: if light {
                theme::Theme::Light
            } else {
                theme::Theme::Dark
            },
            ..Settings::default()
        };
        let mut h = kit::sized(
            dir.path(),
            Box::new(SilentAudio::new("no card")),
            settings,
            kit::READING_WINDOW,
        );
        click(&mut h, "New Saloon");
        click(&mut h, "Colour of player 1");
        let visuals = h.ctx.global_style().visuals.clone();
        let i18n = h.state().i18n();
        let names: Vec<String> = PlayerColour::ALL
            .iter()
            .map(|c| i18n.text(c.message_id()))
            .collect();
        let mut seen = Vec::new();
        // The filled rectangles painted so far: what lies behind a text.
        let mut fills: Vec<(egui::Rect, egui::Color32)> = Vec::new();
        for clipped in &h.output().shapes {
            let text = match &clipped.shape {
                egui::Shape::Rect(r) => {
                    fills.push((r.rect, r.fill));
                    continue;
                }
                egui::Shape::Text(text) => text,
                _ => continue,
            };
            let middle = text.visual_bounding_rect().center();
            let ground = fills
                .iter()
                .filter(|(r, _)| r.contains(middle))
                .fold(visuals.panel_fill, |under, (_, fill)| {
                    theme::over(*fill, under)
                });
            let shown = text.galley.text();
            if !names.iter().any(|n| n == shown) {
                continue;
            }
            let section = text.galley.job.sections.first().map(|s| s.format.color);
            let colour = text
                .override_text_color
                .or(section.filter(|c| *c != egui::Color32::PLACEHOLDER))
                .unwrap_or(text.fallback_color);
            let ratio = theme::contrast(theme::over(colour, ground), ground);
            assert!(
                ratio >= MIN_TEXT_CONTRAST,
                "light {light}: {shown:?} in {colour:?} reads at {ratio:.2}:1 on the picker"
            );
            seen.push(shown.to_owned());
        }
        for name in &names {
            assert!(
                seen.contains(name),
                "light {light}: {name:?} is in the picker"
            );
        }
    }
}

/// An output with two sinks to choose from, a report and a note to tell, recording the
/// outputs chosen; shares what it records with its clones.
#[derive(Clone, Default)]
struct OutputsAudio {
    chosen: std::sync::Arc<std::sync::Mutex<Vec<Option<String>>>>,
    report: Option<deputy::services::audio::Report>,
    note: Option<String>,
}

impl AudioOut for OutputsAudio {
    fn play(
        &mut self,
        _cues: &[deputy::core::cue::Cue],
        _language: deputy::i18n::Language,
        _levels: deputy::services::audio::Levels,
    ) {
    }

    fn status(&mut self) -> deputy::services::audio::AudioStatus {
        deputy::services::audio::AudioStatus::On
    }

    fn report(&mut self) -> Option<deputy::services::audio::Report> {
        self.report
    }

    fn output_note(&mut self) -> Option<String> {
        self.note.clone()
    }

    fn outputs(&mut self) -> Vec<deputy::services::audio::OutputDevice> {
        ["speakers", "headphones"]
            .map(|name| deputy::services::audio::OutputDevice {
                name: format!("alsa_output.{name}"),
                description: format!("Test {name}"),
            })
            .to_vec()
    }

    fn choose_output(&mut self, name: Option<String>) {
        if let Ok(mut chosen) = self.chosen.lock() {
            chosen.push(name);
        }
    }
}

#[test]
fn the_output_chosen_in_settings_is_played_on_and_remembered() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = OutputsAudio::default();
    let mut h = kit::sized(
        dir.path(),
        Box::new(audio.clone()),
        Settings::default(),
        kit::LAPTOP,
    );
    click(&mut h, "Settings");
    // "System default" first, then the server's outputs by their descriptions.
    click(&mut h, "Output");
    h.get_by_label("System default");
    click(&mut h, "Test headphones");
    assert_eq!(
        *audio.chosen.lock().expect("chosen"),
        [Some("alsa_output.headphones".to_owned())]
    );
    assert!(
        saved(dir.path()).contains("\"output\": \"alsa_output.headphones\""),
        "{}",
        saved(dir.path())
    );
    assert_eq!(
        h.get_by_label("Output").value().as_deref(),
        Some("Test headphones")
    );
    click(&mut h, "Output");
    click(&mut h, "System default");
    assert_eq!(
        *audio.chosen.lock().expect("chosen"),
        [Some("alsa_output.headphones".to_owned()), None]
    );
    assert!(
        saved(dir.path()).contains("\"output\": null"),
        "{}",
        saved(dir.path())
    );
}

#[test]
fn the_sound_menu_says_whether_every_cue_was_heard_whole_and_which_output_is_gone() {
    use deputy::services::audio::Report;
    let whole = Report {
        cues: 12,
        ..Report::default()
    };
    let gaps = Report {
        cues: 12,
        gapped_cues: 2,
        late_starts: 1,
        underruns: 3,
        reopenings: 0,
    };
    let cases = [
        (Some(whole), None, vec!["Sound: all whole"]),
        (
            Some(gaps),
            Some("usb-speaker".to_owned()),
            vec![
                "2 cues had a gap",
                "1 cue started late",
                "The output “usb-speaker” is gone: playing on the system default",
            ],
        ),
    ];
    for (report, note, lines) in cases {
        let dir = tempfile::tempdir().expect("tempdir");
        let audio = OutputsAudio {
            report,
            note,
            ..OutputsAudio::default()
        };
        let mut h = kit::sized(
            dir.path(),
            Box::new(audio),
            Settings::default(),
            kit::LAPTOP,
        );
        click(&mut h, "Sound on");
        for line in &lines {
            h.get_by_label(line);
        }
        if lines.len() > 1 {
            assert!(h.query_by_label("Sound: all whole").is_none());
        }
    }
}
