//! The test kit every game uses: a property test of random play generic over any
//! registered game, and a UI harness that starts a game by its accessible labels and
//! reads the recorded cues and the game's state.

use std::collections::BTreeSet;
use std::path::Path;

use deputy::app::{DeputyApp, Screen, Services, StartOptions};
use deputy::core::cue::Cue;
use deputy::core::game::{GameKind, Rules};
use deputy::core::journal::Journal;
use deputy::core::save::{self, Record, SaveHeader};
use deputy::games;
use deputy::host::{GameDef, GameTable, SetupOf, ShellCx, StateOf, Table};
use deputy::i18n::{I18n, Language};
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
    let i18n = I18n::new(Language::En);
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
    let services = Services {
        audio,
        clock: Box::new(clock),
        chance,
        storage: Some(Storage::open(data).expect("storage")),
        storage_problem: None,
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |_cc| DeputyApp::new(services, settings, start).with_keep_awake(awake));
    h.run();
    h
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
