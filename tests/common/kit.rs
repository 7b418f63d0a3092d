//! The test kit every game uses: a property test of random play generic over any
//! registered game, a UI harness that starts a game by its accessible labels and reads
//! the recorded cues and the game's state, and the layout checks of the table frame.
//!
//! # Proving that a game's table fits a laptop
//! Every game's table must fit a 1280×720 window at its largest player count, in every
//! phase and with every form open; at 1280×800 ([`READING_WINDOW`]) the digits of each
//! player's key figure at least 40 px high, those of the other figures 24, and its names
//! 24 (issues 16 and 27). A game's UI test does it like this (Duel's is `tests/ui_duel.rs`,
//! `five_duelists_fit_1280_by_720_in_every_phase`):
//!
//! ```ignore
//! let mut h = kit::sized(dir.path(), Box::new(SilentAudio::new("no card")), settings, kit::LAPTOP);
//! kit::start_game(&mut h, GameKind::Saloon, &["Ann", "Bob", "Cid", "Dee", "Eve", "Flo"]);
//! // In each phase, with each form open: the main action and every player's key
//! // figure, by their accessible labels.
//! let figures: Vec<String> = names.iter().map(|n| format!("{n}: 10 KO points")).collect();
//! kit::assert_fits(&h, &["Blow…"], &figures);
//! kit::assert_readable(&h, &figures, &[], &names);
//! ```
//!
//! [`assert_fits`] fails when the frame reports a region that overflowed (which would
//! have needed scrolling: `FrameReport::overflow` says which and by how much), or when a
//! label's rectangle leaves the window. [`assert_readable`] checks the digits' heights
//! (from the label's row and the font's digit ratio). Name each figure for screen
//! readers and tests with `widgets::card_key_figure` (the key figure) or
//! `widgets::card_figure` ("Bob: 10 KO points"); a label must be unique on screen.
//!
//! Issue 27's targets (a key figure's digits at least 40 px, any other figure's 24,
//! every label's contrast 4.5:1) are also measured on what is painted by
//! `common::readability` (`digit_px`, `lowest_contrast`), and for every game by
//! `tests/readability.rs` and `benches/readability.sh`.

use std::collections::BTreeSet;
use std::path::Path;

use deputy::app::{DeputyApp, Screen, Services, StartOptions};
use deputy::core::cue::Cue;
use deputy::core::game::{GameKind, Rules};
use deputy::core::journal::Journal;
use deputy::core::save::{self, Record, SaveHeader};
use deputy::games;
use deputy::host::{FrameReport, GameDef, GameTable, SetupOf, ShellCx, StateOf, Table};
use deputy::i18n::Language;
use deputy::services::audio::AudioOut;
use deputy::services::awake::{KeepAwake, NoKeepAwake};
use deputy::services::chance::{Chance, RandChance};
use deputy::services::clock::ManualClock;
use deputy::services::storage::Storage;
use deputy::session::Session;
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use proptest::prelude::*;
use rand::RngExt;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// One step of random play.
#[derive(Clone, Debug)]
pub enum Step {
    /// An action from the game's `arbitrary_action`, built from this seed.
    Act(u64),
    /// The draw the game awaits now, if any, drawn with this seed (a die rolled).
    Draw(u64),
    /// Undo.
    Undo,
    /// Redo.
    Redo,
}

/// Random steps, mostly actions, up to `max` of them.
pub fn steps(max: usize) -> impl Strategy<Value = Vec<Step>> {
    let step = prop_oneof![
        12 => any::<u64>().prop_map(Step::Act),
        3 => any::<u64>().prop_map(Step::Draw),
        2 => Just(Step::Undo),
        2 => Just(Step::Redo),
    ];
    prop::collection::vec(step, 0..max)
}

/// Every voice and effect path the build embeds.
fn sound_paths() -> BTreeSet<String> {
    games::sound_sets()
        .iter()
        .flat_map(|set| set.voice_paths().chain(set.fx_paths()))
        .collect()
}

/// Checks that every sound of `cues` is a file the build embeds, or a player's name
/// (spoken at run time, or said by the seat's colour, which is a file).
pub fn check_cues(cues: &[Cue], known: &BTreeSet<String>) -> Result<(), String> {
    for cue in cues {
        for path in cue
            .voice
            .iter()
            .filter(|v| v.seat_of().is_none())
            .map(|v| v.path())
            .chain(cue.fx.iter().map(|f| f.path()))
        {
            if !known.contains(path) {
                return Err(format!("a cue names {path}, which is no sound file"));
            }
        }
    }
    Ok(())
}

/// Plays `steps` on a table of game `G` from `setup`, through the real generic table
/// (undo and redo, automatic draws, cues), and checks after every step that a refusal
/// changed nothing, that every cue names a real sound file, and the game's own
/// `invariants`; at the end, that the journal replayed and the save format read back
/// both equal the live state.
///
/// # Errors
/// The first broken promise.
pub fn random_play<G: GameDef>(
    setup: SetupOf<G>,
    steps: &[Step],
    invariants: impl Fn(&StateOf<G>) -> Result<(), String>,
) -> Result<(), TestCaseError> {
    let known = sound_paths();
    let i18n = deputy::games::i18n(Language::En);
    let mut chance = RandChance::seeded(steps.len() as u64);
    let mut cues = Vec::new();
    let session = Session::<G::Rules>::create(None, setup.clone())
        .map_err(|r| TestCaseError::fail(format!("setup refused: {r:?}")))?;
    let mut table = GameTable::<G>::new(session, G::Prefs::default(), false);
    table.settle(&mut chance, &mut cues);
    for step in steps {
        let before = table.state().clone();
        let cursor = table.session().journal().cursor();
        let mut cx = ShellCx {
            i18n: &i18n,
            now: std::time::Duration::ZERO,
            chance: &mut chance,
            cues: &mut cues,
        };
        match step {
            Step::Act(seed) => {
                let mut rng = StdRng::seed_from_u64(*seed);
                let action = G::arbitrary_action(&before, &mut |n| {
                    if n == 0 { 0 } else { rng.random_range(0..n) }
                });
                if !table.act(action.clone(), &mut cx) {
                    prop_assert_eq!(
                        table.state(),
                        &before,
                        "a refusal of {:?} changed the state",
                        action
                    );
                    prop_assert_eq!(table.session().journal().cursor(), cursor);
                }
            }
            Step::Draw(seed) => {
                if let Some(awaited) = G::Rules::awaited(&before) {
                    let drawn = RandChance::seeded(*seed).draw(&awaited.draw);
                    let action = G::Rules::drawn(&before, &drawn);
                    prop_assert!(
                        action.is_some(),
                        "{:?} does not answer {:?}",
                        drawn,
                        awaited
                    );
                    if let Some(action) = action {
                        prop_assert!(
                            table.act(action.clone(), &mut cx),
                            "a drawn {:?} refused",
                            action
                        );
                    }
                }
            }
            Step::Undo => table.undo(&mut cx),
            Step::Redo => table.redo(&mut cx),
        }
        check_cues(&cues, &known).map_err(TestCaseError::fail)?;
        cues.clear();
        invariants(table.state()).map_err(TestCaseError::fail)?;
    }
    let journal = table.session().journal();
    let replayed =
        Journal::<G::Rules>::replay(setup.clone(), journal.actions().to_vec(), journal.cursor())
            .map_err(|e| TestCaseError::fail(format!("replay refused action {}", e.index)))?;
    prop_assert_eq!(
        replayed.state(),
        journal.state(),
        "replay differs from the live state"
    );
    let loaded = save::load::<G::Rules>(&save_text::<G>(&setup, journal))
        .map_err(|e| TestCaseError::fail(format!("the save does not load: {e}")))?;
    prop_assert_eq!(
        loaded.journal.state(),
        journal.state(),
        "the save differs from the live state"
    );
    prop_assert_eq!(loaded.journal.cursor(), journal.cursor());
    prop_assert_eq!(loaded.journal.actions(), journal.actions());
    Ok(())
}

/// The save file of a journal: its header, every action, then undos back to the cursor.
pub fn save_text<G: GameDef>(setup: &SetupOf<G>, journal: &Journal<G::Rules>) -> String {
    let header = SaveHeader {
        format: save::FORMAT_VERSION,
        game: G::Rules::GAME,
        app_version: "test".into(),
        created_unix_secs: 0,
        setup: serde_json::to_value(setup).expect("a setup serialises"),
    };
    let mut text = save::header_line(&header).expect("header");
    for action in journal.actions() {
        text.push_str(&save::record_line(&Record::Act(action.clone())).expect("record"));
    }
    for _ in journal.cursor()..journal.actions().len() {
        text.push_str(&save::record_line(&Record::<()>::Undo).expect("undo"));
    }
    text
}

/// The window every table must fit: the common laptop's 1280×720 logical pixels.
pub const LAPTOP: egui::Vec2 = egui::vec2(1280.0, 720.0);
/// The other common laptop window, 1366×768.
pub const LAPTOP_WIDE: egui::Vec2 = egui::vec2(1366.0, 768.0);
/// A TV, 1920×1080: Deputy zooms the same layout by 1.5.
pub const TV: egui::Vec2 = egui::vec2(1920.0, 1080.0);
/// The size the kit's harnesses have unless told otherwise: wide enough that the
/// history panel shows by default.
pub const DEFAULT_WINDOW: egui::Vec2 = egui::vec2(1440.0, 900.0);

/// The app under egui_kittest with these services, opening on Home (or as `start` says).
pub fn harness(
    data: &Path,
    audio: Box<dyn AudioOut>,
    chance: Box<dyn Chance>,
    clock: ManualClock,
    settings: Settings,
    start: StartOptions,
    awake: Box<dyn KeepAwake>,
) -> Harness<'static, DeputyApp> {
    let storage = Storage::open(data).expect("storage");
    harness_on(storage, audio, chance, clock, settings, start, awake)
}

/// The app under egui_kittest on this storage (a data directory, or one whose saves go
/// through a test double), opening on Home (or as `start` says).
pub fn harness_on(
    storage: Storage,
    audio: Box<dyn AudioOut>,
    chance: Box<dyn Chance>,
    clock: ManualClock,
    settings: Settings,
    start: StartOptions,
    awake: Box<dyn KeepAwake>,
) -> Harness<'static, DeputyApp> {
    harness_on_sized(
        storage,
        audio,
        chance,
        clock,
        settings,
        start,
        awake,
        DEFAULT_WINDOW,
    )
}

/// [`harness`] in a window of `window` logical pixels.
#[allow(clippy::too_many_arguments)]
pub fn harness_sized(
    data: &Path,
    audio: Box<dyn AudioOut>,
    chance: Box<dyn Chance>,
    clock: ManualClock,
    settings: Settings,
    start: StartOptions,
    awake: Box<dyn KeepAwake>,
    window: egui::Vec2,
) -> Harness<'static, DeputyApp> {
    let storage = Storage::open(data).expect("storage");
    harness_on_sized(
        storage, audio, chance, clock, settings, start, awake, window,
    )
}

/// [`harness_on`] in a window of `window` logical pixels.
#[allow(clippy::too_many_arguments)]
fn harness_on_sized(
    storage: Storage,
    audio: Box<dyn AudioOut>,
    chance: Box<dyn Chance>,
    clock: ManualClock,
    settings: Settings,
    start: StartOptions,
    awake: Box<dyn KeepAwake>,
    window: egui::Vec2,
) -> Harness<'static, DeputyApp> {
    let services = Services {
        audio,
        clock: Box::new(clock),
        chance,
        storage: Some(storage),
        storage_problem: None,
    };
    let mut h = Harness::builder()
        .with_size(window)
        .build_eframe(move |_cc| DeputyApp::new(services, settings, start).with_keep_awake(awake));
    // The games' table tests look at the final table: the results screen (issue 32,
    // tests/ui_story.rs turns it back on) would take its place at the end.
    h.state_mut().set_results_screen(false);
    keep_window(&mut h, window);
    h.run();
    h
}

/// The app in `settings`' language (English if none) with a seeded chance and a manual
/// clock, opening on Home, in a window of `window` logical pixels ([`LAPTOP`], [`TV`]).
pub fn sized(
    data: &Path,
    audio: Box<dyn AudioOut>,
    settings: Settings,
    window: egui::Vec2,
) -> Harness<'static, DeputyApp> {
    harness_sized(
        data,
        audio,
        Box::new(RandChance::seeded(11)),
        ManualClock::new(),
        Settings {
            language: settings.language.or(Some(Language::En)),
            ..settings
        },
        StartOptions::default(),
        Box::new(NoKeepAwake),
        window,
    )
}

/// Keeps the harness a window of `window` logical pixels as Deputy zooms (a TV zooms by
/// 1.5): a real window gives the app its size in points, its pixels divided by the
/// zoom, where egui_kittest keeps the size it was given. Call it after a step that may
/// change the zoom (the first frame, the history shown or hidden).
pub fn keep_window(h: &mut Harness<'_, DeputyApp>, window: egui::Vec2) {
    // Frame by frame, so the zoom never sees a window larger than the real one; done
    // when a frame left the zoom as it was and the size already matched it.
    for _ in 0..16 {
        let zoom = h.ctx.zoom_factor();
        let points = window / zoom;
        let matched = (h.ctx.content_rect().size() - points).length() < 0.5;
        h.set_size(points);
        h.step();
        if matched && h.ctx.zoom_factor() == zoom {
            break;
        }
    }
    h.run();
}

/// The table frame's report of the last frame (where each region went, what overflowed).
///
/// # Panics
/// No game on the table, or a game not in the frame.
pub fn frame_report(h: &Harness<'_, DeputyApp>) -> FrameReport {
    h.state()
        .table()
        .and_then(Table::frame_report)
        .cloned()
        .expect("a game in the table frame")
}

/// Asserts that the table fits the window: the top bar is one row, the frame needed no
/// scrolling and nothing overflowed its region, every player's card lies inside the
/// window, every widget on screen lies inside it and no scroll area hides content
/// ([`super::fit::assert_nothing_scrolls`]), and each of `actions` (the main action, the form's confirm) and `figures`
/// (each player's key figures), by accessible label, lies wholly inside the window
/// (every widget with that label, at least one).
///
/// # Panics
/// When something does not fit, saying what.
pub fn assert_fits(h: &Harness<'_, DeputyApp>, actions: &[&str], figures: &[String]) {
    let report = frame_report(h);
    assert!(
        report.fits(),
        "the table does not fit {:?}: {:#?}",
        h.state().window_size(),
        report.overflow
    );
    let window = h.ctx.content_rect().expand(0.5);
    for (i, card) in report.cards.iter().enumerate() {
        assert!(
            window.contains_rect(*card),
            "player card {} at {card:?} leaves the window {window:?}",
            i + 1
        );
    }
    assert!(
        window.contains_rect(report.dock),
        "the dock leaves the window"
    );
    assert_top_bar_one_row(h);
    // Every widget inside the window and no scroll area hiding content (the history's
    // list excepted): what a user at 1280×800 reaches without scrolling.
    super::fit::assert_nothing_scrolls(h, "the table", &[]);
    for label in actions
        .iter()
        .copied()
        .chain(figures.iter().map(String::as_str))
    {
        let mut found = 0;
        for node in h.get_all_by_label(label) {
            let rect = node.rect();
            assert!(
                window.contains_rect(rect),
                "{label:?} at {rect:?} is not wholly inside the window {window:?}"
            );
            found += 1;
        }
        assert!(found > 0, "{label:?} is not on screen");
    }
}

/// Asserts that the top bar is one row: its last button (Home) level with its first
/// (Undo). A wrapped bar takes a row from the table.
///
/// # Panics
/// When the bar wraps, or either button is not on screen.
pub fn assert_top_bar_one_row(h: &Harness<'_, DeputyApp>) {
    let i18n = h.state().i18n();
    let (undo, home) = (i18n.text("undo"), i18n.text("back-home"));
    // The topmost of each name: a form may have its own "Annuler" (cancel).
    let topmost = |label: &str| {
        h.get_all_by_label(label)
            .map(|node| node.rect())
            .min_by(|a, b| a.top().total_cmp(&b.top()))
            .unwrap_or_else(|| panic!("no {label:?} on screen"))
    };
    let (first, last) = (topmost(&undo), topmost(&home));
    assert!(
        (last.center().y - first.center().y).abs() < 1.0,
        "the top bar wraps in {:?}: {home:?} at {last:?}, {undo:?} at {first:?}",
        h.state().window_size()
    );
}

/// The window whose largest table the readability minimums are set for: 1280×800
/// (issue 27, measured across the table).
pub const READING_WINDOW: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// How high the digits of a label's text are as the screen shows them, in pixels: its
/// row's height gives its font size (`theme::ROW_PER_POINT`), the font the digits' ink
/// (`theme::DIGIT_PER_POINT`, measured on the glyphs by `tests/widgets.rs`), times the
/// zoom.
///
/// # Panics
/// No widget, or more than one, with that label.
pub fn digits_high(h: &Harness<'_, DeputyApp>, label: &str) -> f32 {
    use deputy::kit::theme::{DIGIT_PER_POINT, ROW_PER_POINT};
    h.get_by_label(label).rect().height() / ROW_PER_POINT * DIGIT_PER_POINT * h.ctx.zoom_factor()
}

/// Asserts that the table reads from across it: the digits of every one of
/// `key_figures` (each player's key figure: KO points, nuggets, tokens, bullets) at
/// least `theme::MIN_KEY_DIGITS` (40) pixels high, those of `figures` (the cards' other
/// figures) at least `theme::MIN_FIGURE_DIGITS` (24), and every name's row 24, as the
/// screen shows them ([`digits_high`]). The minimums hold in a window of
/// [`READING_WINDOW`] (1280×800) or larger; in a smaller one (1280×720, 1366×768) the
/// key figures' digits must reach 24 px and the others' 16.
///
/// # Panics
/// A figure or a name too small, saying which.
pub fn assert_readable(
    h: &Harness<'_, DeputyApp>,
    key_figures: &[String],
    figures: &[String],
    names: &[&str],
) {
    use deputy::kit::theme::{MIN_FIGURE_DIGITS, MIN_KEY_DIGITS};
    let window = h.ctx.content_rect().size() * h.ctx.zoom_factor();
    // Below 1280×800 (a 1280×720 laptop) the table reads at arm's length: the key
    // figures at the other figures' minimum, the others at two thirds of it.
    let reading = window.x >= READING_WINDOW.x - 0.5 && window.y >= READING_WINDOW.y - 0.5;
    let (key_least, least) = if reading {
        (MIN_KEY_DIGITS, MIN_FIGURE_DIGITS)
    } else {
        (MIN_FIGURE_DIGITS, MIN_FIGURE_DIGITS * 2.0 / 3.0)
    };
    for (list, least, what) in [
        (key_figures, key_least, "key figure"),
        (figures, least, "figure"),
    ] {
        for figure in list {
            let high = digits_high(h, figure);
            assert!(
                high >= least - 0.01,
                "the {what} {figure:?}'s digits are {high:.1} px high in a {window:?} window, \
                 less than {least:.1}"
            );
        }
    }
    let zoom = h.ctx.zoom_factor();
    for name in names {
        let high = h.get_by_label(name).rect().height() * zoom;
        assert!(
            high >= 24.0,
            "the name {name:?} is {high:.1} px high, less than 24"
        );
    }
}

/// The height of a label as the screen shows it, in pixels.
pub fn pixels_high(h: &Harness<'_, DeputyApp>, label: &str) -> f32 {
    h.get_by_label(label).rect().height() * h.ctx.zoom_factor()
}

/// The app in English with a seeded chance and a manual clock, opening on Home.
pub fn english(
    data: &Path,
    audio: Box<dyn AudioOut>,
    settings: Settings,
) -> Harness<'static, DeputyApp> {
    in_language(data, audio, settings, Language::En)
}

/// The app in `language` with a seeded chance and a manual clock, opening on Home.
pub fn in_language(
    data: &Path,
    audio: Box<dyn AudioOut>,
    settings: Settings,
    language: Language,
) -> Harness<'static, DeputyApp> {
    harness(
        data,
        audio,
        Box::new(RandChance::seeded(11)),
        ManualClock::new(),
        Settings {
            language: Some(language),
            ..settings
        },
        StartOptions::default(),
        Box::new(NoKeepAwake),
    )
}

/// Clicks the widget with this accessible label and lets the app settle.
pub fn click(h: &mut Harness<'_, DeputyApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Presses a key and lets the app settle.
pub fn key(h: &mut Harness<'_, DeputyApp>, key: egui::Key) {
    h.key_press(key);
    h.run();
}

/// Home → the game's Setup → these players (typed in, added as needed) → the table,
/// by the labels a person reads (in English).
pub fn start_game(h: &mut Harness<'_, DeputyApp>, kind: GameKind, names: &[&str]) {
    click(h, &format!("New {}", kind.title()));
    assert_eq!(h.state().screen(), Screen::Setup);
    for (i, name) in names.iter().enumerate() {
        let seat = format!("Player {}", i + 1);
        if h.query_by_label(&seat).is_none() {
            click(h, "+ Add a player");
        }
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    click(h, &format!("Start {}", kind.title()));
    assert_eq!(h.state().screen(), Screen::Table, "the game started");
}

/// The game of type `G` on the table.
pub fn table<'a, G: GameDef>(h: &'a Harness<'_, DeputyApp>) -> &'a GameTable<G> {
    h.state()
        .table()
        .expect("a game on the table")
        .as_any()
        .downcast_ref::<GameTable<G>>()
        .expect("the game expected")
}

/// The state of the game of type `G` on the table.
pub fn state<G: GameDef>(h: &Harness<'_, DeputyApp>) -> StateOf<G> {
    table::<G>(h).state().clone()
}

/// Whether the table can undo (for tests that walk back).
pub fn can_undo(h: &Harness<'_, DeputyApp>) -> bool {
    h.state().table().is_some_and(Table::can_undo)
}

/// Splits the players' figures, `per` consecutive labels for each player with the key
/// figure first, into the key figures and the others (for [`assert_readable`]).
pub fn key_first(figures: &[String], per: usize) -> (Vec<String>, Vec<String>) {
    let per = per.max(1);
    let (mut keys, mut others) = (Vec::new(), Vec::new());
    for player in figures.chunks(per) {
        if let Some((key, rest)) = player.split_first() {
            keys.push(key.clone());
            others.extend(rest.iter().cloned());
        }
    }
    (keys, others)
}

/// Every text the last frame painted cut short with "…" (a label truncated to its
/// room): what a table must not show (issue 27: "Aucune carte · à …").
pub fn cut_texts(h: &Harness<'_, DeputyApp>) -> Vec<String> {
    h.output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Text(text) if text.galley.elided => Some(text.galley.text().to_owned()),
            _ => None,
        })
        .collect()
}

/// Every text of more than one line the last frame painted justified: egui spreads a
/// wrapped line's letters apart to fill the width ("p e r s o n n e  d ’ a u t r e",
/// found in a real window), which a table must not show.
pub fn stretched_texts(h: &Harness<'_, DeputyApp>) -> Vec<String> {
    h.output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Text(text) if text.galley.job.justify && text.galley.rows.len() > 1 => {
                Some(text.galley.text().to_owned())
            }
            _ => None,
        })
        .collect()
}

/// Every text the last frame painted that contains `part`, with its number of lines.
pub fn texts_painted(h: &Harness<'_, DeputyApp>, part: &str) -> Vec<(String, usize)> {
    h.output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Text(text) if text.galley.text().contains(part) => {
                Some((text.galley.text().to_owned(), text.galley.rows.len()))
            }
            _ => None,
        })
        .collect()
}

/// Holds `key` down while the system sends `repeats` auto-repeats of it (egui marks
/// every press after the first, the key still down, a repeat), one frame each, then
/// releases it and lets the app settle.
pub fn hold_key(h: &mut Harness<'_, DeputyApp>, key: egui::Key, repeats: usize) {
    for _ in 0..=repeats {
        h.key_down(key);
        h.step();
    }
    h.key_up(key);
    h.run();
}

/// egui's input time of the last frame, in seconds.
pub fn input_time(h: &Harness<'_, DeputyApp>) -> f64 {
    h.ctx.input(|i| i.time)
}

/// One frame at egui input time `time` (seconds) with these events (none: a frame with
/// no input); the time then runs on by itself from there.
pub fn frame_at(h: &mut Harness<'_, DeputyApp>, time: f64, events: &[egui::Event]) {
    h.input_mut().time = Some(time);
    h.input_mut().events.extend(events.iter().cloned());
    h.step();
    h.input_mut().time = None;
}

/// The primary button pressed (`true`) or released at `pos`.
pub fn button_event(pos: egui::Pos2, pressed: bool) -> egui::Event {
    egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    }
}

/// A click at `pos` as a hand makes it, one frame per event from input time `from`
/// (seconds): the pointer there, pressed 20 ms later, released 60 ms after that.
/// Returns the time of the release.
pub fn timed_click(h: &mut Harness<'_, DeputyApp>, pos: egui::Pos2, from: f64) -> f64 {
    frame_at(h, from, &[egui::Event::PointerMoved(pos)]);
    frame_at(h, from + 0.02, &[button_event(pos, true)]);
    frame_at(h, from + 0.08, &[button_event(pos, false)]);
    from + 0.08
}

/// A double click at `pos` from input time `from`: two [`timed_click`]s, the second
/// pressed 120 ms after the first release (well within the 300 ms egui counts as a
/// double click); then the app settles. Returns the time of the last release.
pub fn double_click(h: &mut Harness<'_, DeputyApp>, pos: egui::Pos2, from: f64) -> f64 {
    let first = timed_click(h, pos, from);
    frame_at(h, first + 0.12, &[button_event(pos, true)]);
    frame_at(h, first + 0.18, &[button_event(pos, false)]);
    h.run();
    first + 0.18
}
