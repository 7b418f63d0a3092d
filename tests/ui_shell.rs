//! The shell's promises that belong to no game: what the command line changes for one run
//! and what Settings remembers.

mod common;

use common::kit::{self, click};
use common::{fit, layout};
use deputy::app::StartOptions;
use deputy::core::game::GameKind;
use deputy::core::message::Message;
use deputy::i18n::Language;
use deputy::services::audio::{AudioOut, RecordingAudio, SilentAudio};
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::settings::Settings;
use egui_kittest::kittest::{NodeT, Queryable};

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

/// The app in `language` at 1280×800 ([`kit::READING_WINDOW`]), on Home.
fn reading_window(
    dir: &std::path::Path,
    language: Language,
) -> egui_kittest::Harness<'static, deputy::app::DeputyApp> {
    kit::sized(
        dir,
        Box::new(SilentAudio::new("no card")),
        Settings {
            language: Some(language),
            ..Settings::default()
        },
        kit::READING_WINDOW,
    )
}

/// A message in the app's language.
fn tr(h: &egui_kittest::Harness<'static, deputy::app::DeputyApp>, message: &Message) -> String {
    h.state().i18n().tr(message)
}

/// Home → `kind`'s Setup, then players added up to the game's largest table.
fn setup_at_largest_table(
    h: &mut egui_kittest::Harness<'static, deputy::app::DeputyApp>,
    kind: GameKind,
) {
    use egui_kittest::kittest::NodeT;
    let new = tr(h, &Message::new("home-new").text("game", kind.title()));
    click(h, &new);
    let add = tr(h, &Message::new("setup-add-player"));
    for _ in 0..12 {
        if h.get_by_label(&add).accesskit_node().is_disabled() {
            break;
        }
        click(h, &add);
    }
}

/// Setup's Start button, in the app's language.
fn start_label(
    h: &egui_kittest::Harness<'static, deputy::app::DeputyApp>,
    kind: GameKind,
) -> String {
    h.state()
        .i18n()
        .tr(&Message::new("setup-start").text("game", kind.title()))
}

/// Setup of every game at its largest table fits 1280×800, in English and in French
/// (longer words): its Start button in view, nothing below the fold, no scroll bar
/// (issue 27, item 6).
#[test]
fn setup_of_every_game_fits_1280_by_800_at_its_largest_table_in_both_languages() {
    let mut failed = Vec::new();
    for language in [Language::En, Language::Fr] {
        for kind in GameKind::ALL {
            let dir = tempfile::tempdir().expect("tempdir");
            let mut h = reading_window(dir.path(), language);
            setup_at_largest_table(&mut h, kind);
            let start = start_label(&h, kind);
            let beyond = fit::beyond_the_window(&h, &[&start]);
            if !beyond.is_empty() {
                failed.push(format!("{} in {language:?}: {beyond:#?}", kind.title()));
            }
        }
    }
    assert!(failed.is_empty(), "beyond 1280×800: {failed:#?}");
}

/// Setup of every game at its largest table (Colt Express's six players with each one's
/// bandit, Fast West's eight) fits the smaller laptops, 1366×768 and 1280×768, in English
/// and in French: every option (Colt Express's real deck) and Start in view, nothing to
/// scroll (issue 27, item 6: Colt Express's real-deck option lay below the fold at
/// 1366×768 in French).
#[test]
fn setup_of_every_game_fits_1366_by_768_and_1280_by_768_in_both_languages() {
    let mut failed = Vec::new();
    for window in [kit::LAPTOP_WIDE, egui::vec2(1280.0, 768.0)] {
        for language in [Language::En, Language::Fr] {
            for kind in GameKind::ALL {
                let dir = tempfile::tempdir().expect("tempdir");
                let mut h = reading_window(dir.path(), language);
                setup_at_largest_table(&mut h, kind);
                kit::keep_window(&mut h, window);
                let start = start_label(&h, kind);
                let beyond = fit::beyond_the_window(&h, &[&start]);
                if !beyond.is_empty() {
                    failed.push(format!(
                        "{} in {language:?} at {window:?}: {beyond:#?}",
                        kind.title()
                    ));
                }
            }
        }
    }
    assert!(failed.is_empty(), "beyond the window: {failed:#?}");
}

/// Setup's "Add a player" stands beside the players where the window leaves room, at
/// 1280 px too in French: it stays where it was as players are added (it went down a row
/// with each one, under the pointer), and so does the first-player draw.
#[test]
fn adding_players_moves_no_setup_button() {
    for (window, language) in [
        (kit::READING_WINDOW, Language::Fr),
        (kit::LAPTOP_WIDE, Language::En),
    ] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = reading_window(dir.path(), language);
        kit::keep_window(&mut h, window);
        let new = tr(
            &h,
            &Message::new("home-new").text("game", GameKind::ColtExpress.title()),
        );
        click(&mut h, &new);
        let add = tr(&h, &Message::new("setup-add-player"));
        let draw = tr(&h, &Message::new("setup-random-first"));
        let before = (h.get_by_label(&add).rect(), h.get_by_label(&draw).rect());
        for n in 0..4 {
            click(&mut h, &add);
            let after = (h.get_by_label(&add).rect(), h.get_by_label(&draw).rect());
            assert_eq!(
                after,
                before,
                "{language:?} at {window:?}: after {} players added",
                n + 1
            );
        }
        let last = tr(&h, &Message::new("setup-seat").number("seat", 6));
        assert!(h.query_by_label(&last).is_some(), "six players now");
    }
}

/// Settings fits 1280×800 in English and French: its Back button in view, nothing
/// below the fold.
#[test]
fn settings_fit_1280_by_800_in_both_languages() {
    for language in [Language::En, Language::Fr] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = reading_window(dir.path(), language);
        let settings = tr(&h, &Message::new("settings"));
        click(&mut h, &settings);
        let back = tr(&h, &Message::new("settings-back"));
        fit::assert_nothing_scrolls(&h, &format!("Settings in {language:?}"), &[&back]);
    }
}

/// Gnadenlos!'s Setup at its largest table, the four players named and the take-over
/// ticked, in `language` at 1280×800: still on the players' page.
fn take_over_ticked(
    dir: &std::path::Path,
    language: Language,
) -> egui_kittest::Harness<'static, deputy::app::DeputyApp> {
    let names = ["Ann", "Bob", "Cid", "Dee"];
    let mut h = reading_window(dir, language);
    setup_at_largest_table(&mut h, GameKind::Gnadenlos);
    for (i, name) in names.iter().enumerate() {
        let seat = tr(
            &h,
            &Message::new("setup-seat").number("seat", (i + 1) as i64),
        );
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    let take_over = tr(&h, &Message::new("gnadenlos-take-over"));
    click(&mut h, &take_over);
    h
}

/// [`take_over_ticked`], then "Next": Setup's page of the game under way.
fn take_over_form(
    dir: &std::path::Path,
    language: Language,
) -> egui_kittest::Harness<'static, deputy::app::DeputyApp> {
    let mut h = take_over_ticked(dir, language);
    let next = tr(&h, &Message::new("setup-next-under-way"));
    click(&mut h, &next);
    h
}

/// Gnadenlos!'s game under way, on Setup's second page: every entry that cannot be
/// keeps Start waiting with its sentence beside Start, in view, and marks its field;
/// entering, laying cards and choosing whose card moves no control (Start, "Back", every
/// field, the market's buttons); the sentence goes once the field is fixed and Start
/// starts (issue 27, items 1 and 6), in English and French.
#[test]
fn the_game_under_way_keeps_its_controls_still_and_start_beside_its_reasons() {
    use egui_kittest::kittest::NodeT;
    for language in [Language::En, Language::Fr] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = take_over_form(dir.path(), language);
        let when = format!("the game under way in {language:?}");
        let start = start_label(&h, GameKind::Gnadenlos);
        let window = h.ctx.content_rect();
        let opened = layout::Layout::of_screen(&h);
        assert!(
            opened.control(&start).is_some(),
            "{when}: Start in view: {:?}",
            opened.controls
        );
        let back = tr(&h, &Message::new("setup-back"));
        assert!(opened.control(&back).is_some(), "{when}: Back in view");
        assert!(
            !h.get_by_label(&start).accesskit_node().is_disabled(),
            "{when}: Start is ready with what the form holds at first"
        );
        // More debt cards of 2 in Cid's hand than a colour has.
        let field = tr(
            &h,
            &Message::new("gnadenlos-take-over-hand-of")
                .text("name", "Cid")
                .number("value", 2),
        );
        h.get_by_label(&field).set_value_accesskit(9.0);
        h.run();
        // Three cards laid, the owner and the value chosen in between.
        for (k, (owner, value)) in [("Bob", 1), ("Dee", 3), ("Ann", 0)].iter().enumerate() {
            let whose = tr(
                &h,
                &Message::new("gnadenlos-take-over-owner-of").text("name", *owner),
            );
            click(&mut h, &whose);
            let caption = tr(&h, &Message::new("gnadenlos-take-over-value"));
            click(&mut h, &format!("{caption} {value}"));
            let lay = tr(
                &h,
                &Message::new("gnadenlos-take-over-lay")
                    .number("column", k as i64 + 1)
                    .number("row", 1)
                    .text("name", *owner)
                    .number("value", *value),
            );
            h.get_by_label(&lay).click();
            h.run();
        }
        layout::Layout::of_screen(&h).assert_kept(&opened, &format!("{when}, after the entries"));
        assert!(
            h.get_by_label(&start).accesskit_node().is_disabled(),
            "{when}: Start waits while Cid's hand cannot be"
        );
        click(&mut h, &start);
        assert_eq!(
            h.state().screen(),
            deputy::app::Screen::Setup,
            "{when}: not started"
        );
        let reasons =
            |h: &egui_kittest::Harness<'static, deputy::app::DeputyApp>| -> Vec<egui::Rect> {
                h.query_all_by_label_contains("Cid")
                    .filter(|n| {
                        let ak = n.accesskit_node();
                        ak.label()
                            .or_else(|| ak.value())
                            .is_some_and(|t| t.contains('9') && t != field)
                    })
                    .map(|n| n.rect())
                    .collect()
            };
        let shown = reasons(&h);
        assert!(
            shown.iter().any(|r| window.contains_rect(*r)),
            "{when}: the reason in view: {shown:?} in {window:?}"
        );
        fit::assert_nothing_scrolls(&h, &when, &[&start, &back]);
        // Fixed: the reason goes, Start starts.
        let follow = tr(
            &h,
            &Message::new("gnadenlos-take-over-follow-market").text("name", "Cid"),
        );
        click(&mut h, &follow);
        assert!(
            reasons(&h).is_empty(),
            "{when}: the reason stayed after the field was fixed"
        );
        layout::Layout::of_screen(&h).assert_kept(&opened, &format!("{when}, fixed"));
        click(&mut h, &start);
        assert_eq!(
            h.state().screen(),
            deputy::app::Screen::Table,
            "{when}: started"
        );
    }
}

/// However many entries of the game under way cannot be, the page keeps its room: the
/// first sentences stand beside Start, the rest counted in one line, nothing scrolls and
/// Start stays where it was (issue 27, items 1 and 6).
#[test]
fn many_wrong_entries_never_push_the_game_under_way_out_of_view() {
    use egui_kittest::kittest::NodeT;
    for language in [Language::En, Language::Fr] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = take_over_form(dir.path(), language);
        let when = format!("the game under way in {language:?}, every seat wrong");
        let start = start_label(&h, GameKind::Gnadenlos);
        let back = tr(&h, &Message::new("setup-back"));
        let opened = layout::Layout::of_screen(&h);
        for name in ["Ann", "Bob", "Cid", "Dee"] {
            for (id, value) in [
                ("gnadenlos-take-over-vultures-of", 3.0),
                ("gnadenlos-take-over-nuggets-of", 999.0),
                ("gnadenlos-take-over-adventurers-of", 99.0),
            ] {
                let field = tr(&h, &Message::new(id).text("name", name));
                h.get_by_label(&field).set_value_accesskit(value);
                h.run();
            }
        }
        assert!(
            h.get_by_label(&start).accesskit_node().is_disabled(),
            "{when}: Start waits"
        );
        let more = tr(&h, &Message::new("setup-more-problems").number("count", 1));
        let more = more.split(['1']).next().unwrap_or_default().to_owned();
        assert!(
            h.query_all_by_label_contains(&more).next().is_some(),
            "{when}: the sentences that do not fit are counted in one line ({more:?})"
        );
        layout::Layout::of_screen(&h).assert_kept(&opened, &when);
        fit::assert_nothing_scrolls(&h, &when, &[&start, &back]);
    }
}

/// Gnadenlos!'s take-over fits 1280×800 whole, in English and French: the players' page
/// with "Next" in view, then the page of the game under way with every field, the
/// market's grid, Start and "Back" in view, nothing to scroll (issue 27, item 6).
#[test]
fn the_take_over_fits_1280_by_800_in_both_languages() {
    for language in [Language::En, Language::Fr] {
        let dir = tempfile::tempdir().expect("tempdir");
        let h = take_over_ticked(dir.path(), language);
        let next = tr(&h, &Message::new("setup-next-under-way"));
        fit::assert_nothing_scrolls(
            &h,
            &format!("Setup with the take-over in {language:?}"),
            &[&next],
        );
        let h = take_over_form(dir.path(), language);
        let start = start_label(&h, GameKind::Gnadenlos);
        let back = tr(&h, &Message::new("setup-back"));
        fit::assert_nothing_scrolls(
            &h,
            &format!("the game under way in {language:?}"),
            &[&start, &back],
        );
        // Back keeps what was entered and shows the players again.
        let mut h = h;
        click(&mut h, &back);
        assert!(
            h.query_by_label(&next).is_some(),
            "{language:?}: back on the players' page"
        );
    }
}

/// A double click on "Next" opens the game under way once: its second click does not
/// start the game with Start, which stands where "Next" was (issue 27, item 2).
#[test]
fn a_double_click_on_next_does_not_start_the_game_under_way() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = take_over_ticked(dir.path(), Language::En);
    let next = h.get_by_label("Next: the game under way").rect().center();
    let from = kit::input_time(&h) + 1.0;
    let last = kit::double_click(&mut h, next, from);
    assert_eq!(
        h.state().screen(),
        deputy::app::Screen::Setup,
        "not started"
    );
    let start = h.get_by_label("Start Gnadenlos!").rect();
    assert!(start.contains(next), "Start stands where Next was");
    // A deliberate click later starts it.
    kit::timed_click(&mut h, next, last + 0.6);
    h.run();
    assert_eq!(h.state().screen(), deputy::app::Screen::Table);
}

/// Gnadenlos!'s box values open in a window over Setup that fits 1280×800 in English
/// and French with the most track sections, "Done" in view; adding sections up to the
/// most moves no control of the window (the room of the sections is kept), and a double
/// click on the button opens it once and leaves it open (issue 27, items 1, 2 and 6).
#[test]
fn the_box_values_window_fits_and_keeps_its_controls_still() {
    for language in [Language::En, Language::Fr] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut h = reading_window(dir.path(), language);
        setup_at_largest_table(&mut h, GameKind::Gnadenlos);
        let when = format!("the box values in {language:?}");
        let open = tr(&h, &Message::new("gnadenlos-option-box-open"));
        let button = h.get_by_label(&open).rect().center();
        let from = kit::input_time(&h) + 1.0;
        kit::double_click(&mut h, button, from);
        let done = tr(&h, &Message::new("gnadenlos-option-box-done"));
        assert!(
            h.query_by_label(&done).is_some(),
            "{when}: a double click leaves the window open"
        );
        let opened = layout::Layout::of_screen(&h);
        let add = tr(&h, &Message::new("gnadenlos-option-add-section"));
        let sections = |h: &egui_kittest::Harness<'static, deputy::app::DeputyApp>| {
            let first = tr(
                h,
                &Message::new("gnadenlos-option-section").number("section", 1),
            );
            let prefix = first.trim_end_matches('1').to_owned();
            h.query_all_by_label_contains(&prefix).count()
        };
        let before = sections(&h);
        for _ in 0..12 {
            use egui_kittest::kittest::NodeT;
            if h.get_by_label(&add).accesskit_node().is_disabled() {
                break;
            }
            click(&mut h, &add);
        }
        assert!(sections(&h) > before, "{when}: sections added");
        layout::Layout::of_screen(&h).assert_kept(&opened, &format!("{when}, sections added"));
        fit::assert_nothing_scrolls(&h, &when, &[&done]);
        click(&mut h, &done);
        assert!(h.query_by_label(&done).is_none(), "{when}: Done closes it");
    }
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

/// On a laptop the history lies over the table's right side, where the help window
/// opens too: the help, opened last, is on top of it and takes the clicks (it opened
/// under the history, its text hidden, found in a real window).
#[test]
fn the_help_opens_over_the_history_on_a_laptop() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = reading_window(dir.path(), Language::En);
    kit::start_game(&mut h, GameKind::Duel, &["Anna", "Ben"]);
    if !h.state().history_visible() {
        kit::click(&mut h, "History");
    }
    let history = h
        .state()
        .history_over_table()
        .expect("the history lies over the table at 1280 px");
    kit::key(&mut h, egui::Key::F1);
    let help = h
        .ctx
        .memory(|m| m.area_rect(egui::Id::unique("help-window")))
        .expect("the help window shows");
    let both = help.intersect(history);
    assert!(
        both.is_positive(),
        "the help {help:?} opens where the history is ({history:?})"
    );
    let on_top = h.ctx.layer_id_at(both.center()).expect("a layer");
    assert_eq!(
        on_top.id,
        egui::Id::unique("help-window"),
        "the help is on top of the history where both lie"
    );
    // A click on the help's Close closes the help, not something under it.
    kit::click(&mut h, "Close");
    assert!(!h.state().help_shown(), "Close closed the help");
}

/// Opens the history in a laptop's window (it lies over the table's right side) and
/// returns the players' cards before and after, and where the history lies.
fn cards_around_the_history(
    h: &mut egui_kittest::Harness<'static, deputy::app::DeputyApp>,
) -> (Vec<egui::Rect>, Vec<egui::Rect>, egui::Rect) {
    assert!(
        !h.state().history_visible(),
        "hidden at first below 1440 px"
    );
    let before = kit::frame_report(h).cards;
    kit::click(h, "History");
    let history = h
        .state()
        .history_over_table()
        .expect("the history lies over the table");
    (before, kit::frame_report(h).cards, history)
}

/// Issue 27: opening the history never makes the cards less readable. Below 1440 px it
/// lies over the table's right side; where the players' cards read as well left of it
/// (Duel's five, Saloon's six), they reflow there, every key figure in sight and its
/// digits 40 px high at 1280×800; where they would not (Colt Express's six bandits),
/// they keep their place and size, the history over the rightmost ones.
#[test]
fn the_cards_make_room_for_the_history_where_they_read_as_well() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (kind, names, key) in [
        (
            GameKind::Duel,
            &["Ann", "Bob", "Cid", "Dan", "Eve"][..],
            "'s bullets: ",
        ),
        (
            GameKind::Saloon,
            &["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"][..],
            ": 10 KO points",
        ),
    ] {
        let mut h = reading_window(&dir.path().join(kind.slug()), Language::En);
        kit::start_game(&mut h, kind, names);
        let (before, after, history) = cards_around_the_history(&mut h);
        assert_eq!(after.len(), names.len());
        assert_ne!(before, after, "{kind:?}: the cards made room");
        for card in &after {
            assert!(
                card.right() <= history.left(),
                "{kind:?}: a card at {card:?} under the history at {history:?}"
            );
        }
        let keys: Vec<String> = h
            .query_all_by_label_contains(key)
            .filter_map(|n| {
                let node = n.accesskit_node();
                node.value().or_else(|| node.label())
            })
            .collect();
        assert_eq!(keys.len(), names.len(), "{kind:?}: {keys:?}");
        kit::assert_readable(&h, &keys, &[], &[]);
        // Closed again (the top bar's button, above the panel's title), the cards are
        // back in their place.
        h.query_all_by_label("History")
            .min_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
            .expect("the top bar's History")
            .click();
        h.run();
        assert_eq!(kit::frame_report(&h).cards, before, "{kind:?}: closed");
    }
    let mut h = reading_window(&dir.path().join("colt"), Language::En);
    kit::start_game(
        &mut h,
        GameKind::ColtExpress,
        &["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"],
    );
    let (before, after, _) = cards_around_the_history(&mut h);
    assert_eq!(
        before, after,
        "Colt Express's cards would not read beside it"
    );
}
