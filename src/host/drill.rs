//! Random play for tests, fuzzing and the kill drill, generic over any game.
//!
//! [`random_step`] picks the next move of a random game the way a careless table would:
//! the draw the rules wait for (always when it is automatic, sometimes when a person
//! could type it), otherwise any action of the game, legal or not. [`drill_play`] plays
//! such a game through a real [`Session`], saving after every move as Deputy does, and
//! reports each record once it is saved; [`drill_check`] reads the save back as Deputy
//! does at start and compares it with the records reported (issue 10's kill drill:
//! every record acknowledged before a `SIGKILL` must be there after the restart).

use std::path::{Path, PathBuf};

use super::{ActionOf, GameDef, StateOf};
use crate::core::game::Rules;
use crate::core::journal::Journal;
use crate::core::players::Seating;
use crate::core::save::{self, Record};
use crate::services::chance::{Chance, RandChance};
use crate::services::storage::Storage;
use crate::session::Session;

/// The next move of a random game of `G`: the draw the rules await (always when it is
/// automatic, one time in four otherwise), else [`GameDef::arbitrary_action`].
///
/// # Errors
/// The rules refuse to turn their own awaited draw into an action (a bug of the game).
pub fn random_step<G: GameDef>(
    state: &StateOf<G>,
    chance: &mut RandChance,
) -> Result<ActionOf<G>, String> {
    match G::Rules::awaited(state) {
        Some(awaited) if awaited.automatic || chance.index(4) == 0 => {
            let drawn = chance.draw(&awaited.draw);
            G::Rules::drawn(state, &drawn)
                .ok_or_else(|| format!("{drawn:?} does not answer {awaited:?}"))
        }
        _ => Ok(G::arbitrary_action(state, &mut |n| chance.index(n))),
    }
}

/// A seating of `count` players named "Player 1"…
#[must_use]
pub fn numbered_seating(count: usize) -> Seating {
    let names: Vec<String> = (1..=count).map(|i| format!("Player {i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    Seating::from_names(&names)
}

/// Plays up to `steps` random moves of game `G` (actions and draws, with an undo one time
/// in ten and a redo one time in twenty) through a saving [`Session`], as the kill drill's
/// child process does. Continues the save at `resume` unless that game is over or
/// unreadable, else starts a new game of a random player count in `storage`.
/// `opened` is told the save file once; `saved` is told each record's line (as written
/// in the file, without its newline) after the session has saved it. Stops early when
/// the game is over.
///
/// # Errors
/// The setup is refused, the game cannot be saved, or the rules break a promise.
pub fn drill_play<G: GameDef>(
    storage: &Storage,
    resume: Option<&Path>,
    seed: u64,
    steps: usize,
    opened: &mut dyn FnMut(&Path),
    saved: &mut dyn FnMut(&str),
) -> Result<(), String> {
    let mut chance = RandChance::seeded(seed);
    let resumed = resume
        .and_then(|path| Session::<G::Rules>::resume(storage, path).ok())
        .map(|(session, _)| session)
        .filter(|session| !G::Rules::is_over(session.state()));
    let mut session = match resumed {
        Some(session) => session,
        None => {
            let (least, most) = G::Rules::PLAYERS;
            let count = least + chance.index(most - least + 1);
            let setup = G::setup(numbered_seating(count), &G::Prefs::default(), &mut chance)
                .map_err(|m| format!("setup refused: {}", m.id))?;
            Session::<G::Rules>::create(Some(storage), setup)
                .map_err(|r| format!("start refused: {r:?}"))?
        }
    };
    let path: PathBuf = session.path().ok_or("the game is not saved")?.to_path_buf();
    opened(&path);
    let line = |record: &Record<ActionOf<G>>| {
        save::record_line(record)
            .map(|l| l.trim_end().to_owned())
            .map_err(|e| e.to_string())
    };
    for _ in 0..steps {
        if G::Rules::is_over(session.state()) {
            break;
        }
        let record = match chance.index(20) {
            0 | 1 => session.undo().then_some(Record::Undo),
            2 => session.redo().map(|_| Record::Redo),
            _ => {
                let action = random_step::<G>(session.state(), &mut chance)?;
                session
                    .act(action.clone())
                    .ok()
                    .map(|_| Record::Act(action))
            }
        };
        if let Some(failure) = session.save_file().and_then(|f| f.failure()) {
            return Err(format!("cannot save: {}", failure.detail));
        }
        if let Some(record) = record {
            saved(&line(&record)?);
        }
    }
    Ok(())
}

/// Checks a save of game `G` against the records acknowledged as saved (`acked`, lines
/// without their newline): the file loads as Deputy loads it at start, its records begin
/// with exactly `acked` and hold at most one more (written, not yet acknowledged when
/// the process died), and the loaded state equals the state of the same records applied
/// one by one to a fresh game. Returns the records in the file (complete lines).
///
/// # Errors
/// The first broken promise, in words.
pub fn drill_check<G: GameDef>(text: &str, acked: &[String]) -> Result<Vec<String>, String> {
    let loaded =
        save::load::<G::Rules>(text).map_err(|e| format!("the save fails to load: {e}"))?;
    let records: Vec<String> = text
        .split_inclusive('\n')
        .skip(1)
        .filter(|l| l.ends_with('\n') && !l.trim().is_empty())
        .map(|l| l.trim_end().to_owned())
        .collect();
    if records.len() < acked.len() || records[..acked.len()] != *acked {
        let kept = records
            .iter()
            .zip(acked)
            .take_while(|(a, b)| a == b)
            .count();
        return Err(format!(
            "lost: {} acknowledged records, the file keeps the first {kept} of them",
            acked.len()
        ));
    }
    if records.len() > acked.len() + 1 {
        return Err(format!(
            "{} records in the file that were never made",
            records.len() - acked.len()
        ));
    }
    let setup = loaded.journal.setup().clone();
    let mut live = Journal::<G::Rules>::new(setup).map_err(|r| format!("{r:?}"))?;
    for (i, text) in records.iter().enumerate() {
        let record: Record<ActionOf<G>> =
            serde_json::from_str(text).map_err(|e| format!("record {}: {e}", i + 1))?;
        let applied = match record {
            Record::Act(action) => live.act(action).is_ok(),
            Record::Undo => live.undo(),
            Record::Redo => matches!(live.redo(), Some(Ok(_))),
        };
        if !applied {
            return Err(format!("record {} is refused when applied live", i + 1));
        }
    }
    if live.state() != loaded.journal.state() || live.cursor() != loaded.journal.cursor() {
        return Err("the loaded state differs from the same records applied live".into());
    }
    Ok(records)
}

/// Plays a whole game of `G` at random, through the library's own actions, until it is
/// over: a fresh game of `names` (in seating order, the default options), then
/// [`random_step`]s (only accepted actions are kept; no undo) from a generator seeded
/// with `seed`, at most `max_steps` of them. Returns the finished game's save file
/// (header dated `created_unix_secs`, one record per action): what a finished game
/// leaves in the data directory. For fixtures, tests and benchmarks.
///
/// # Errors
/// The setup is refused, the rules break a promise, or the game is not over after
/// `max_steps` steps (try another seed).
pub fn finished_save<G: GameDef>(
    names: &[&str],
    seed: u64,
    max_steps: usize,
    created_unix_secs: u64,
) -> Result<String, String> {
    let mut chance = RandChance::seeded(seed);
    let setup = G::setup(
        Seating::from_names(names),
        &G::Prefs::default(),
        &mut chance,
    )
    .map_err(|m| format!("setup refused: {}", m.id))?;
    let mut journal =
        Journal::<G::Rules>::new(setup.clone()).map_err(|r| format!("start refused: {r:?}"))?;
    for _ in 0..max_steps {
        if G::Rules::is_over(journal.state()) {
            break;
        }
        let action = random_step::<G>(journal.state(), &mut chance)?;
        let _ = journal.act(action);
    }
    if !G::Rules::is_over(journal.state()) {
        return Err(format!("not over after {max_steps} steps"));
    }
    let header = save::SaveHeader {
        format: save::FORMAT_VERSION,
        game: G::Rules::GAME,
        app_version: env!("CARGO_PKG_VERSION").to_owned(),
        created_unix_secs,
        setup: serde_json::to_value(&setup).map_err(|e| e.to_string())?,
    };
    let mut text = save::header_line(&header).map_err(|e| e.to_string())?;
    for action in journal.actions() {
        text.push_str(&save::record_line(&Record::Act(action.clone())).map_err(|e| e.to_string())?);
    }
    Ok(text)
}
