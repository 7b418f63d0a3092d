//! Voice packs through the app (issue 31): a pack exported from Settings and imported
//! on a clean data directory through the real file paths, then heard at the table (a
//! Saloon attack in the pack's voice, the attacker's name in their own); a pack's lines
//! preferred line by line; the first-player draw ending on the drawn player's recorded
//! name; a bad archive refused in the user's language, changing nothing.

mod common;

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use common::kit::{self, click};
use deputy::app::{DeputyApp, Screen, StartOptions};
use deputy::core::cue::Voice;
use deputy::core::game::GameKind;
use deputy::games::saloon::cues::ATTACK;
use deputy::i18n::Language;
use deputy::services::audio::{Heard, LineSource, RecordingAudio};
use deputy::services::awake::NoKeepAwake;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::services::file_dialog::FixedPackDialog;
use deputy::services::voice_pack::{self, PACK_RATE_HZ, Take};
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// A made-up take: `len` samples of a square wave (a recording stands in for it).
fn take(len: usize) -> Take {
    Take {
        rate_hz: PACK_RATE_HZ,
        samples: (0..len)
            .map(|i| if i % 40 < 20 { 12_000 } else { -12_000 })
            .collect(),
    }
}

fn app(
    data: &Path,
    audio: &RecordingAudio,
    settings: Settings,
    language: Language,
    clock: ManualClock,
) -> Harness<'static, DeputyApp> {
    kit::harness(
        data,
        Box::new(audio.clone()),
        Box::new(RandChance::seeded(11)),
        clock,
        Settings {
            language: Some(language),
            ..settings
        },
        StartOptions::default(),
        Box::new(NoKeepAwake),
    )
}

/// Runs frames until the voice pack section has a note (the export or import thread
/// answered), for at most 60 s.
fn until_noted(h: &mut Harness<'_, DeputyApp>) -> String {
    // One frame at a time: while the dialog's thread works the app keeps asking for
    // frames, which `run` (at most a few steps) would take for a UI that never settles.
    for _ in 0..6000 {
        h.step();
        if let Some(note) = h.state().voice_packs().note() {
            return h.state().i18n().tr(note);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the export or import never answered");
}

fn heard_of(audio: &RecordingAudio, voice: Voice) -> Vec<Heard> {
    audio
        .heard()
        .into_iter()
        .filter(|h| h.voice == voice)
        .collect()
}

#[test]
fn an_exported_pack_imports_on_a_clean_data_dir_and_calls_a_saloon_attack() {
    // The table that recorded: a pack with Saloon's "attacks!" and a number.
    let recorded = tempfile::tempdir().expect("tempdir");
    let slug =
        voice_pack::create_pack(recorded.path(), "Our table", Language::En).expect("created");
    voice_pack::save_line(recorded.path(), &slug, "saloon/attack", &take(9000)).expect("line");
    voice_pack::save_line(recorded.path(), &slug, "common/number_6", &take(5000)).expect("line");
    let zip = recorded.path().join("exported").join("our-table.zip");
    std::fs::create_dir_all(zip.parent().expect("folder")).expect("folder");

    // Exported from Settings, through the dialog.
    let audio = RecordingAudio::new();
    let mut settings = Settings::default();
    settings.voice_packs.insert(Language::En, slug.clone());
    let mut h = app(
        recorded.path(),
        &audio,
        settings,
        Language::En,
        ManualClock::new(),
    );
    h.state_mut().set_pack_dialog(Arc::new(FixedPackDialog {
        save: Some(zip.clone()),
        open: None,
    }));
    click(&mut h, "Settings");
    let listed = h.state().voice_packs().packs().to_vec();
    assert_eq!(listed.len(), 1);
    assert_eq!((listed[0].name.as_str(), listed[0].lines), ("Our table", 2));
    h.get_all_by_label("Export…")
        .next()
        .expect("English's export")
        .click();
    let note = until_noted(&mut h);
    assert!(note.starts_with("Voice pack exported to"), "{note}");
    assert!(zip.is_file());
    drop(h);

    // A clean data directory: imported from Settings, chosen for its language.
    let clean = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = app(
        clean.path(),
        &audio,
        Settings::default(),
        Language::En,
        ManualClock::new(),
    );
    h.state_mut().set_pack_dialog(Arc::new(FixedPackDialog {
        save: None,
        open: Some(zip),
    }));
    click(&mut h, "Settings");
    // Clicked without settling: the import answers from its thread.
    h.get_by_label("Import a voice pack…").click();
    h.step();
    let note = until_noted(&mut h);
    assert_eq!(
        note,
        "Voice pack “Our table” imported (2 lines) and chosen."
    );
    assert_eq!(
        h.state()
            .settings
            .voice_packs
            .get(&Language::En)
            .map(String::as_str),
        Some("our-table")
    );
    click(&mut h, "Back");
    // Ann's and Bob's names recorded at Setup (the recording screen's call).
    voice_pack::save_name(clean.path(), "Ann", &take(4000)).expect("name");
    voice_pack::save_name(clean.path(), "Bob", &take(4000)).expect("name");
    kit::start_game(&mut h, GameKind::Saloon, &["Ann", "Bob", "Cat"]);

    // "Ann attacks!": Ann's own voice, then the pack's "attacks!".
    let ann = heard_of(&audio, Voice::seat(0).expect("seat"));
    assert!(!ann.is_empty(), "{:?}", audio.heard());
    assert!(
        ann.iter().all(|h| h.source == LineSource::RecordedName),
        "{ann:?}"
    );
    let attack = heard_of(&audio, ATTACK);
    assert!(!attack.is_empty(), "{:?}", audio.heard());
    assert!(
        attack.iter().all(|h| h.source == LineSource::Pack),
        "{attack:?}"
    );
    let heard = audio.heard();
    let at = heard
        .iter()
        .position(|h| h.voice == ATTACK)
        .expect("attack");
    assert_eq!(
        heard[at - 1].voice,
        Voice::seat(0).expect("seat"),
        "the name right before the line"
    );
}

#[test]
fn a_pack_speaks_the_lines_it_has_and_the_built_in_voice_the_rest() {
    let dir = tempfile::tempdir().expect("tempdir");
    let slug = voice_pack::create_pack(dir.path(), "Maison", Language::Fr).expect("created");
    voice_pack::save_line(dir.path(), &slug, "saloon/attack", &take(3000)).expect("line");
    voice_pack::save_line(dir.path(), &slug, "common/colour_red", &take(3000)).expect("line");
    let audio = RecordingAudio::new();
    let mut settings = Settings::default();
    // Chosen for French only: in English the built-in voice speaks.
    settings.voice_packs.insert(Language::Fr, slug);
    let mut h = app(
        dir.path(),
        &audio,
        settings,
        Language::Fr,
        ManualClock::new(),
    );
    click(&mut h, "Nouveau Saloon");
    assert_eq!(h.state().screen(), Screen::Setup);
    for (i, name) in ["Zoé", "Yves", "Xavier"].iter().enumerate() {
        let seat = format!("Joueur {}", i + 1);
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    click(&mut h, "Lancer Saloon");
    assert_eq!(h.state().screen(), Screen::Table);

    let heard = audio.heard();
    let attack = heard_of(&audio, ATTACK);
    assert!(!attack.is_empty(), "{heard:?}");
    assert!(
        attack
            .iter()
            .all(|h| h.source == LineSource::Pack && h.language == Language::Fr),
        "{attack:?}"
    );
    // No recorded name, no synthesiser here: the seat's colour, from the pack where it
    // has it.
    let first = heard_of(&audio, Voice::seat(0).expect("seat"));
    assert!(!first.is_empty(), "{heard:?}");
    let players = h.state().table().expect("table").players().to_vec();
    let red = players[0].colour == deputy::core::players::PlayerColour::Red;
    assert!(red, "the first seat is red by default");
    assert!(
        first
            .iter()
            .all(|h| h.source == LineSource::Colour && h.colour_from_pack),
        "{first:?} for {:?}",
        players[0].colour
    );
    drop(h);

    // The same pack, English on the table: nothing from it.
    let audio = RecordingAudio::new();
    let mut settings = Settings::default();
    settings.voice_packs.insert(Language::Fr, "maison".into());
    let mut h = app(
        dir.path(),
        &audio,
        settings,
        Language::En,
        ManualClock::new(),
    );
    kit::start_game(&mut h, GameKind::Saloon, &["Ann", "Bob", "Cat"]);
    let attack = heard_of(&audio, ATTACK);
    assert!(
        !attack.is_empty() && attack.iter().all(|h| h.source == LineSource::BuiltIn),
        "{attack:?}"
    );
}

#[test]
fn the_first_player_draw_ends_on_the_drawn_players_recorded_name() {
    let dir = tempfile::tempdir().expect("tempdir");
    for name in ["Ann", "Bob", "Cat"] {
        voice_pack::save_name(dir.path(), name, &take(2000)).expect("name");
    }
    let audio = RecordingAudio::new();
    let clock = ManualClock::new();
    let mut h = app(
        dir.path(),
        &audio,
        Settings::default(),
        Language::En,
        clock.clone(),
    );
    click(&mut h, "New Duel");
    for (i, name) in ["Ann", "Bob", "Cat"].iter().enumerate() {
        let seat = format!("Player {}", i + 1);
        if h.query_by_label(&seat).is_none() {
            click(&mut h, "+ Add a player");
        }
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    click(&mut h, "Draw the first player");
    for _ in 0..10 {
        clock.advance(Duration::from_secs(1));
        h.run();
    }
    let heard = audio.heard();
    let at = heard
        .iter()
        .position(|h| h.voice == Voice::FIRST_PLAYER)
        .expect("the draw was called");
    let name = heard.get(at + 1).expect("a name after 'First player!'");
    assert!(name.voice.seat_of().is_some(), "{heard:?}");
    assert_eq!(name.source, LineSource::RecordedName, "{heard:?}");
}

#[test]
fn a_bad_archive_is_refused_in_the_users_language_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let slug = voice_pack::create_pack(dir.path(), "Kept", Language::Fr).expect("created");
    voice_pack::save_line(dir.path(), &slug, "duel/hold", &take(300)).expect("line");
    let bad = dir.path().join("bad.zip");
    std::fs::write(&bad, b"PK not really a zip").expect("bad");
    let before = voice_pack::list_packs(dir.path());

    let audio = RecordingAudio::new();
    let mut settings = Settings::default();
    settings.voice_packs.insert(Language::Fr, slug.clone());
    let mut h = app(
        dir.path(),
        &audio,
        settings,
        Language::Fr,
        ManualClock::new(),
    );
    h.state_mut().set_pack_dialog(Arc::new(FixedPackDialog {
        save: None,
        open: Some(bad),
    }));
    click(&mut h, "Réglages");
    // Clicked without settling: the import answers from its thread.
    h.get_by_label("Importer une voix…").click();
    h.step();
    let note = until_noted(&mut h);
    assert_eq!(
        note,
        "Ce fichier n’est pas une voix\u{a0}: il ne se lit pas comme une archive zip."
    );
    h.get_by_label(&format!("! {note}"));
    assert_eq!(voice_pack::list_packs(dir.path()), before);
    assert_eq!(
        h.state().settings.voice_packs.get(&Language::Fr),
        Some(&slug),
        "the choice kept"
    );
}

#[test]
fn a_pack_chosen_in_settings_is_remembered_for_its_language() {
    let dir = tempfile::tempdir().expect("tempdir");
    let slug = voice_pack::create_pack(dir.path(), "Our table", Language::En).expect("created");
    voice_pack::save_line(dir.path(), &slug, "duel/hold", &take(300)).expect("line");
    // A French pack is not offered for English.
    voice_pack::create_pack(dir.path(), "Chez nous", Language::Fr).expect("created");
    let audio = RecordingAudio::new();
    let mut h = app(
        dir.path(),
        &audio,
        Settings::default(),
        Language::En,
        ManualClock::new(),
    );
    click(&mut h, "Settings");
    assert_eq!(
        h.get_by_label("Caller's voice").value().as_deref(),
        Some("Built-in voice")
    );
    click(&mut h, "Caller's voice");
    assert!(h.query_by_label("Chez nous (0 lines)").is_none());
    click(&mut h, "Our table (1 line)");
    assert_eq!(
        h.state().settings.voice_packs.get(&Language::En),
        Some(&slug)
    );
    let saved = std::fs::read_to_string(dir.path().join("settings.json")).expect("saved");
    assert!(saved.contains("\"voice_packs\""), "{saved}");
    assert!(saved.contains("\"en\": \"our-table\""), "{saved}");
    // The caller reads it for the next cue: the pack's "hold" is there.
    click(&mut h, "Back");
    assert_eq!(audio.own_voices().pack(Language::En), Some("our-table"));
    assert!(audio.own_voices().line(Language::En, "duel/hold").is_some());
}

#[test]
fn a_name_recorded_at_setup_after_it_was_typed_is_heard_at_the_table() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = RecordingAudio::new();
    let mut h = app(
        dir.path(),
        &audio,
        Settings::default(),
        Language::En,
        ManualClock::new(),
    );
    click(&mut h, "New Saloon");
    for (i, name) in ["Ann", "Bob", "Cat"].iter().enumerate() {
        let seat = format!("Player {}", i + 1);
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    // Recorded now (Setup's "Record the name" writes the file), the names already typed.
    voice_pack::save_name(dir.path(), "Ann", &take(2000)).expect("name");
    click(&mut h, "Start Saloon");
    let ann = heard_of(&audio, Voice::seat(0).expect("seat"));
    assert!(!ann.is_empty(), "{:?}", audio.heard());
    assert!(
        ann.iter().all(|h| h.source == LineSource::RecordedName),
        "{ann:?}"
    );
}
