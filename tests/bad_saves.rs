//! The corpus of bad save files in `tests/bad_saves/`, each put beside a good save and
//! run against the real start-up (the whole app, headless): Deputy starts, Home names
//! the file and the reason in the user's language with the first bad line, the file is
//! kept (set aside, or left in place for a game this build lacks, or recovered up to an
//! incomplete last line), and the good save still opens. docs/saves.md gives the table.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::kit::{self, click};
use deputy::app::{DeputyApp, Screen};
use deputy::core::save::{self, MAX_SAVE_BYTES};
use deputy::games::duel::DuelGame;
use deputy::games::duel::rules::Duel;
use deputy::i18n::Language;
use deputy::services::audio::SilentAudio;
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// What Deputy must do with a bad file.
enum Expect {
    /// Moved to `set-aside/`, Home's notice containing this text.
    SetAside(&'static str),
    /// Left in `games/`, Home's notice containing this text.
    LeftInPlace(&'static str),
    /// Listed beside the good save; opened, its incomplete last line is dropped (see
    /// `a_save_cut_in_its_last_entry_opens_with_everything_before_it`).
    Recovered,
}

/// The corpus: each file and what Home says of it in English.
const CASES: &[(&str, Expect)] = &[
    ("empty.jsonl", Expect::SetAside("the file is empty")),
    ("truncated.jsonl", Expect::Recovered),
    (
        "flipped-byte.jsonl",
        Expect::SetAside("line 4 cannot be read (key must be a string"),
    ),
    (
        "not-utf8.jsonl",
        Expect::SetAside("line 3 cannot be read (not UTF-8 text)"),
    ),
    (
        "newer-format.jsonl",
        Expect::SetAside(
            "it was written by a newer Deputy (save format 2; this version reads format 1)",
        ),
    ),
    (
        "unknown-game.jsonl",
        Expect::LeftInPlace("holds a game of “poker”, which this version of Deputy does not play"),
    ),
    (
        "deeply-nested.jsonl",
        Expect::SetAside("line 1 cannot be read (recursion limit exceeded"),
    ),
    (
        "refused-action.jsonl",
        Expect::SetAside("line 6 was refused when the game was replayed: There is no such player."),
    ),
    (
        "refused-setup.jsonl",
        Expect::SetAside("line 1 was refused when the game was replayed: "),
    ),
    (
        "too-large.jsonl",
        Expect::SetAside("the file is too large (64 MiB)"),
    ),
];

fn corpus(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bad_saves")
        .join(file)
}

/// A data directory holding the good save and the bad file (the too-large one is made
/// here, sparse, rather than kept in the repository). Returns the bad file's path.
fn data_with(dir: &Path, file: &str) -> PathBuf {
    let games = dir.join("games");
    fs::create_dir_all(&games).expect("games/");
    fs::copy(corpus("good.jsonl"), games.join("duel-1795400000-0.jsonl")).expect("good save");
    let bad = games.join(file);
    if file == "too-large.jsonl" {
        let f = fs::File::create(&bad).expect("create");
        f.set_len(MAX_SAVE_BYTES + 1).expect("sparse file");
    } else {
        fs::copy(corpus(file), &bad).expect("bad save");
    }
    bad
}

fn app(dir: &Path, language: Language) -> Harness<'static, DeputyApp> {
    kit::in_language(
        dir,
        Box::new(SilentAudio::new("test")),
        Settings::default(),
        language,
    )
}

fn good_state() -> deputy::games::duel::rules::DuelState {
    let text = fs::read_to_string(corpus("good.jsonl")).expect("good");
    save::load::<Duel>(&text)
        .expect("loads")
        .journal
        .state()
        .clone()
}

#[test]
fn every_bad_file_is_named_kept_and_the_good_save_still_opens() {
    for (file, expect) in CASES {
        let dir = tempfile::tempdir().expect("tempdir");
        let bad = data_with(dir.path(), file);
        let bytes = fs::read(&bad).expect("read");
        let mut h = app(dir.path(), Language::En);
        assert_eq!(
            h.state().screen(),
            Screen::Home,
            "{file}: Deputy starts on Home"
        );
        match expect {
            Expect::SetAside(reason) => {
                h.get_by_label_contains(&format!("The save {file} could not be read: {reason}"));
                assert!(!bad.exists(), "{file}: moved out of games/");
                let kept = dir.path().join("set-aside").join(file);
                assert_eq!(
                    fs::read(&kept).expect("kept"),
                    bytes,
                    "{file}: kept as it was"
                );
            }
            Expect::LeftInPlace(reason) => {
                h.get_by_label_contains(&format!("{file} {reason}"));
                assert_eq!(
                    fs::read(&bad).expect("in place"),
                    bytes,
                    "{file}: untouched"
                );
            }
            Expect::Recovered => {
                assert_eq!(
                    h.get_all_by_label("Continue").count(),
                    2,
                    "{file}: both listed"
                );
                assert!(h.state().set_aside.is_empty(), "{file}: nothing set aside");
                continue;
            }
        }
        let refused = &h.state().set_aside;
        for aside in refused {
            let said = h.state().i18n().tr(&aside.reason);
            for debug in ["NoSuchPlayer", "Seating", "BadLine", "Refused", "TooFew"] {
                assert!(!said.contains(debug), "{file}: a Debug name in {said:?}");
            }
        }
        click(&mut h, "Continue");
        assert_eq!(
            h.state().screen(),
            Screen::Table,
            "{file}: the good save opens"
        );
        assert_eq!(
            kit::state::<DuelGame>(&h),
            good_state(),
            "{file}: the good save's state"
        );
    }
}

#[test]
fn a_save_cut_in_its_last_entry_opens_with_everything_before_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let games = dir.path().join("games");
    fs::create_dir_all(&games).expect("games/");
    let bad = games.join("truncated.jsonl");
    fs::copy(corpus("truncated.jsonl"), &bad).expect("copy");
    let mut h = app(dir.path(), Language::En);
    click(&mut h, "Continue");
    assert_eq!(h.state().screen(), Screen::Table);
    // Said as what is known: half written, by a full disk or a stop, not blamed on a kill.
    h.get_by_label_contains(
        "truncated.jsonl: its last action (line 7) was only half written, because the disk was full, or Deputy or the computer stopped while saving",
    );
    // The first five actions of the good save: everything before the cut line.
    let text = fs::read_to_string(corpus("good.jsonl")).expect("good");
    let five: String = text.split_inclusive('\n').take(6).collect();
    let expected = save::load::<Duel>(&five).expect("loads");
    assert_eq!(&kit::state::<DuelGame>(&h), expected.journal.state());
    assert_eq!(
        fs::read_to_string(&bad).expect("file"),
        five,
        "the cut line is dropped"
    );
}

#[test]
fn home_names_a_refusal_in_french_with_the_tables_sentence() {
    let dir = tempfile::tempdir().expect("tempdir");
    data_with(dir.path(), "refused-action.jsonl");
    let h = app(dir.path(), Language::Fr);
    let table = deputy::games::i18n(Language::Fr).text("duel-refuse-no-such-player");
    h.get_by_label_contains(&format!(
        "La sauvegarde refused-action.jsonl n’a pas pu être lue\u{a0}: la ligne 6 a été refusée en rejouant la partie\u{a0}: {table}"
    ));
}
