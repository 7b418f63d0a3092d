//! Saving: a saved game reloads equal to the live one; a kill mid-write loses at most
//! the line being written; unreadable saves are set aside, never deleted.

mod common;

use std::fs;

use common::{duel_setup, p};
use deputy::app::{DeputyApp, Services, StartOptions};
use deputy::core::save::{self, SaveError};
use deputy::games::duel::rules::{Duel, DuelAction, Shot};
use deputy::services::audio::SilentAudio;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::services::storage::Storage;
use deputy::session::Session;
use deputy::settings::Settings;

/// A session with a few actions, an undo and a redo, saved in `storage`.
fn played(storage: &Storage) -> Session<Duel> {
    let mut s =
        Session::<Duel>::create(Some(storage), duel_setup(&["Clint", "Reno"])).expect("setup");
    s.act(DuelAction::StartShooting).expect("start");
    for _ in 0..4 {
        s.act(DuelAction::CallNextTier).expect("call");
    }
    s.act(DuelAction::RecordShot(Shot {
        shooter: 0,
        target: 1,
        shot: p(5),
        dodge: p(4),
    }))
    .expect("shot");
    s.act(DuelAction::ResolveTier).expect("resolve");
    assert!(s.undo());
    assert!(s.redo().is_some());
    s.act(DuelAction::CallNextTier).expect("call 2");
    assert!(s.undo());
    s
}

#[test]
fn a_saved_game_reloads_equal_to_the_live_one() {
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    let session = played(&storage);
    let path = session.path().expect("saved").to_path_buf();
    let live = session.journal().clone();
    // Closed (its lock goes with it), then opened again.
    drop(session);
    let (loaded, dropped) = Session::<Duel>::resume(&storage, &path).expect("resume");
    assert_eq!(dropped, None);
    assert_eq!(loaded.state(), live.state());
    assert_eq!(loaded.journal().cursor(), live.cursor());
    assert_eq!(loaded.journal().actions(), live.actions());
    assert_eq!(loaded.journal().history(), live.history());
    assert!(
        loaded.journal().can_redo(),
        "the redo branch survives a reload"
    );
}

#[test]
fn a_save_cut_anywhere_in_its_last_line_recovers_everything_before_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    let mut live = played(&storage);
    let before_last = live.state().clone();
    let cursor = live.journal().cursor();
    live.act(DuelAction::CallNextTier).expect("the last action");
    let path = live.path().expect("saved").to_path_buf();
    let full = fs::read(&path).expect("read");
    let last_start = full[..full.len() - 1]
        .iter()
        .rposition(|&b| b == b'\n')
        .expect("lines")
        + 1;
    // A kill during the write of the last record leaves any prefix of it. (The whole
    // record without its newline is complete, and is kept: see the next check.)
    for cut in last_start + 1..full.len() - 1 {
        let text = std::str::from_utf8(&full[..cut]).expect("ASCII");
        let loaded = save::load::<Duel>(text).expect("recovered");
        assert_eq!(loaded.journal.state(), &before_last, "cut at byte {cut}");
        assert_eq!(loaded.journal.cursor(), cursor);
        assert_eq!(loaded.dropped_line, Some(text.lines().count()));
    }
    let whole = std::str::from_utf8(&full[..full.len() - 1]).expect("ASCII");
    assert_eq!(
        save::load::<Duel>(whole)
            .expect("complete record")
            .journal
            .cursor(),
        cursor + 1
    );
    // Resuming a cut file truncates the partial line, and the next action appends cleanly.
    drop(live);
    fs::write(&path, &full[..full.len() - 5]).expect("cut");
    let (mut resumed, dropped) = Session::<Duel>::resume(&storage, &path).expect("resume");
    assert!(dropped.is_some());
    assert_eq!(resumed.state(), &before_last);
    resumed.act(DuelAction::CallNextTier).expect("again");
    let state = resumed.state().clone();
    drop(resumed);
    let (reloaded, dropped) = Session::<Duel>::resume(&storage, &path).expect("reload");
    assert_eq!(dropped, None);
    assert_eq!(reloaded.state(), &state);
}

#[test]
fn a_bad_line_in_the_middle_is_named_by_its_number() {
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    let live = played(&storage);
    let path = live.path().expect("saved");
    let text = fs::read_to_string(path).expect("read");
    let mut lines: Vec<&str> = text.lines().collect();
    lines[3] = "{\"act\":\"fly_to_the_moon\"}";
    let broken = lines.join("\n") + "\n";
    match save::load::<Duel>(&broken) {
        Err(SaveError::BadLine { line, .. }) => assert_eq!(line, 4),
        other => panic!("expected a bad line 4, got {other:?}"),
    }
}

#[test]
fn a_newer_format_is_refused_naming_both_versions() {
    let text = "{\"format\":7,\"game\":\"duel\",\"app_version\":\"9.0\",\"created_unix_secs\":0,\"setup\":{}}\n";
    let error = save::load::<Duel>(text).expect_err("newer");
    assert_eq!(
        error,
        SaveError::NewerFormat {
            found: 7,
            supported: save::FORMAT_VERSION
        }
    );
    let i18n = deputy::games::i18n(deputy::i18n::Language::En);
    let sentence = i18n.tr(&error.message());
    assert!(
        sentence.contains('7') && sentence.contains(&save::FORMAT_VERSION.to_string()),
        "{sentence}"
    );
}

#[test]
fn unreadable_saves_are_set_aside_at_start_and_the_rest_are_listed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    let good = played(&storage);
    let good_path = good.path().expect("saved").to_path_buf();
    let bad_path = storage.games_dir().join("duel-1-0.jsonl");
    fs::write(
        &bad_path,
        "{\"format\":1,\"game\":\"duel\"\nnot json at all\n",
    )
    .expect("write bad");
    let services = Services {
        audio: Box::new(SilentAudio::new("test")),
        clock: Box::new(ManualClock::new()),
        chance: Box::new(RandChance::seeded(3)),
        storage: Some(storage.clone()),
        storage_problem: None,
    };
    let app = DeputyApp::new(services, Settings::default(), StartOptions::default());
    assert_eq!(app.saves.len(), 1);
    assert_eq!(app.saves[0].path, good_path);
    assert_eq!(app.set_aside.len(), 1);
    assert_eq!(app.set_aside[0].file, "duel-1-0.jsonl");
    assert!(!bad_path.exists(), "moved out of games/");
    let moved = storage.set_aside_dir().join("duel-1-0.jsonl");
    assert!(moved.exists(), "kept, not deleted");
    let reason = fs::read_to_string(storage.set_aside_dir().join("duel-1-0.jsonl.reason.txt"))
        .expect("reason");
    assert!(reason.contains("line 1"), "{reason}");
}

#[test]
fn an_unwritable_data_directory_lets_the_game_go_on_in_memory_until_it_can_be_saved() {
    use deputy::services::storage::{SaveCause, SaveNews};
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    fs::remove_dir_all(storage.games_dir()).expect("remove games/");
    // A file where the games directory should be: nothing can be created there.
    fs::write(storage.games_dir(), b"not a directory").expect("block");
    let mut s = Session::<Duel>::create(Some(&storage), duel_setup(&["A", "B"])).expect("setup");
    assert!(s.path().is_none());
    match s.take_save_news() {
        Some(SaveNews::Failed(failure)) => assert_eq!(failure.cause, SaveCause::FolderRemoved),
        other => panic!("told: {other:?}"),
    }
    assert!(s.take_save_news().is_none(), "and only once");
    s.act(DuelAction::StartShooting).expect("the game goes on");
    assert!(
        s.take_save_news().is_none(),
        "the same cause is not told again"
    );
    // The folder is back: the next action saves the whole game.
    fs::remove_file(storage.games_dir()).expect("unblock");
    s.act(DuelAction::CallNextTier).expect("call");
    assert_eq!(
        s.take_save_news(),
        Some(SaveNews::Healed { rewritten: false })
    );
    let path = s.path().expect("saved now").to_path_buf();
    let state = s.state().clone();
    drop(s);
    let (loaded, _) = Session::<Duel>::resume(&storage, &path).expect("resume");
    assert_eq!(loaded.state(), &state);
    assert_eq!(loaded.journal().cursor(), 2);
}

#[test]
fn a_save_refused_on_replay_names_the_refusal_in_the_tables_words() {
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    let live = played(&storage);
    let path = live.path().expect("saved").to_path_buf();
    drop(live);
    // A shot by a player who does not exist, after tier 3 is called: valid JSON, refused
    // by the rules on line 7.
    let text = fs::read_to_string(&path).expect("read");
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    lines.insert(
        6,
        r#"{"act":{"record_shot":{"shooter":7,"target":1,"shot":5,"dodge":4}}}"#.to_owned(),
    );
    fs::write(&path, lines.join("\n") + "\n").expect("write");
    let error = save::load::<Duel>(&fs::read_to_string(&path).expect("read")).expect_err("refused");
    let i18n = deputy::games::i18n(deputy::i18n::Language::En);
    let table_sentence = i18n.text("duel-refuse-no-such-player");
    let home_sentence = i18n.tr(&error.message());
    assert!(home_sentence.contains("line 7"), "{home_sentence}");
    assert!(home_sentence.contains(&table_sentence), "{home_sentence}");
    assert!(
        !home_sentence.contains("NoSuchPlayer"),
        "no Debug name: {home_sentence}"
    );
}

#[test]
fn a_save_of_a_game_this_build_lacks_stays_where_it_is_and_is_listed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    let good = played(&storage);
    let good_path = good.path().expect("saved").to_path_buf();
    let other = storage.games_dir().join("poker-1-0.jsonl");
    let text = "{\"format\":1,\"game\":\"poker\",\"app_version\":\"9.0\",\"created_unix_secs\":0,\"setup\":{}}\n{\"act\":\"deal\"}\n";
    fs::write(&other, text).expect("write");
    let services = Services {
        audio: Box::new(SilentAudio::new("test")),
        clock: Box::new(ManualClock::new()),
        chance: Box::new(RandChance::seeded(3)),
        storage: Some(storage.clone()),
        storage_problem: None,
    };
    let app = DeputyApp::new(services, Settings::default(), StartOptions::default());
    assert_eq!(app.saves.len(), 1);
    assert_eq!(app.saves[0].path, good_path);
    assert!(app.set_aside.is_empty(), "not set aside");
    assert_eq!(app.other_version.len(), 1);
    assert_eq!(app.other_version[0].game, "poker");
    assert_eq!(
        fs::read_to_string(&other).expect("still there"),
        text,
        "left untouched"
    );
}

#[test]
fn duel_preferences_kept_by_deputy_0_1_move_under_the_game() {
    let old = r#"{"caller_tempo_ms": 1500, "caller_manual": true,
                  "duel_options": {"hat_rule": false, "soft_hearted": true}}"#;
    let s = Settings::from_json(old).expect("old settings load");
    let duel = s.game_prefs(deputy::core::game::GameKind::Duel);
    assert_eq!(duel["caller_tempo_ms"], 1500);
    assert_eq!(duel["caller_manual"], true);
    assert_eq!(duel["options"]["soft_hearted"], true);
    let prefs: deputy::games::duel::DuelPrefs =
        serde_json::from_value(duel.clone()).expect("Duel reads them");
    assert_eq!(prefs.caller_tempo_ms, 1500);
    assert!(!prefs.options.hat_rule);
}

#[test]
fn the_app_says_that_saving_stopped_and_the_game_goes_on_in_memory() {
    use deputy::core::game::GameKind;
    use deputy::games::duel::DuelGame;
    use deputy::games::duel::rules::Phase;
    use egui_kittest::kittest::Queryable;

    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = common::kit::english(
        dir.path(),
        Box::new(SilentAudio::new("test")),
        Settings::default(),
    );
    // The data directory stops being writable after start: a file where games go.
    let games = dir.path().join("games");
    fs::remove_dir_all(&games).expect("remove games/");
    fs::write(&games, b"not a directory").expect("block");
    common::kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    h.get_by_label_contains("Saving stopped working: the folder was removed (");
    common::kit::click(&mut h, "Start shooting");
    for _ in 0..3 {
        h.run();
    }
    // Said once, above the table, for as long as it lasts: no notice piles up.
    assert_eq!(
        h.get_all_by_label_contains("Saving stopped working")
            .count(),
        1
    );
    let played = common::kit::table::<DuelGame>(&h)
        .session()
        .journal()
        .cursor();
    assert!(played >= 1);
    h.get_by_label_contains(&format!(
        "The game goes on in memory ({played} action{} wait",
        if played == 1 { "" } else { "s" }
    ));
    assert!(h.state().notices.is_empty(), "{:?}", h.state().notices);
    let state = common::kit::state::<DuelGame>(&h);
    assert!(
        matches!(state.phase, Phase::Shooting { .. }),
        "the game went on in memory"
    );
}
