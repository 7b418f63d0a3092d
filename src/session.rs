//! A game in play: its journal plus the save file it appends to after every change.

use std::path::{Path, PathBuf};

use crate::core::game::Describe;
use crate::core::journal::Journal;
use crate::core::save::{self, FORMAT_VERSION, Loaded, Record, SaveError, SaveHeader};
use crate::services::storage::{SaveWriter, Storage, unix_secs_now};

/// A journal that saves itself: every accepted action, undo and redo is appended to the
/// save file before the call returns. If the data directory cannot be written, the game
/// goes on in memory and [`Session::take_save_problem`] says so once.
#[derive(Debug)]
pub struct Session<R: Describe> {
    journal: Journal<R>,
    writer: Option<SaveWriter>,
    path: Option<PathBuf>,
    problem: Option<String>,
    problem_told: bool,
}

impl<R: Describe> Session<R> {
    /// Starts a new game and creates its save file (if `storage` is given).
    ///
    /// # Errors
    /// The rules refuse the setup. A storage failure is not an error: see
    /// [`Session::take_save_problem`].
    pub fn create(storage: Option<&Storage>, setup: R::Setup) -> Result<Self, R::Refusal> {
        let journal = Journal::<R>::new(setup)?;
        let mut session = Self {
            journal,
            writer: None,
            path: None,
            problem: None,
            problem_told: false,
        };
        if let Some(storage) = storage {
            let header = SaveHeader {
                format: FORMAT_VERSION,
                game: R::GAME,
                app_version: env!("CARGO_PKG_VERSION").to_owned(),
                created_unix_secs: unix_secs_now(),
                setup: serde_json::to_value(session.journal.setup()).unwrap_or_default(),
            };
            let created = save::header_line(&header)
                .map_err(|e| e.to_string())
                .and_then(|line| storage.create(R::GAME, &line).map_err(|e| e.to_string()));
            match created {
                Ok(writer) => {
                    session.path = Some(writer.path().to_path_buf());
                    session.writer = Some(writer);
                }
                Err(e) => session.fail(&e),
            }
        }
        Ok(session)
    }

    /// Continues a saved game: reads the file, replays it, drops an incomplete last line
    /// from the file and reopens it for appending.
    ///
    /// # Errors
    /// The file cannot be read or replayed (the caller sets it aside).
    pub fn resume(storage: &Storage, path: &Path) -> Result<(Self, Option<usize>), SaveError> {
        let text = storage.read_save(path)?;
        let Loaded {
            journal,
            dropped_line,
            sound_len,
            ..
        } = save::load::<R>(&text)?;
        let mut session = Self {
            journal,
            writer: None,
            path: Some(path.to_path_buf()),
            problem: None,
            problem_told: false,
        };
        match storage.reopen(path, sound_len) {
            Ok(writer) => session.writer = Some(writer),
            Err(e) => session.fail(&e.to_string()),
        }
        Ok((session, dropped_line))
    }

    fn fail(&mut self, reason: &str) {
        log::error!("cannot save: {reason}");
        self.writer = None;
        if self.problem.is_none() {
            self.problem = Some(reason.to_owned());
        }
    }

    fn write(&mut self, record: &Record<R::Action>) {
        let Some(writer) = &mut self.writer else {
            return;
        };
        let result = save::record_line(record)
            .map_err(|e| e.to_string())
            .and_then(|line| writer.append(&line).map_err(|e| e.to_string()));
        if let Err(e) = result {
            self.fail(&e);
        }
    }

    /// The journal.
    #[must_use]
    pub fn journal(&self) -> &Journal<R> {
        &self.journal
    }

    /// The current state.
    #[must_use]
    pub fn state(&self) -> &R::State {
        self.journal.state()
    }

    /// The save file, if the game is saved.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Applies and saves an action.
    ///
    /// # Errors
    /// The rules refuse it; nothing changes and nothing is written.
    pub fn act(&mut self, action: R::Action) -> Result<Vec<R::Event>, R::Refusal> {
        let events = self.journal.act(action.clone())?;
        self.write(&Record::Act(action));
        Ok(events)
    }

    /// Undoes and saves; `false` when there was nothing to undo.
    pub fn undo(&mut self) -> bool {
        let undone = self.journal.undo();
        if undone {
            self.write(&Record::Undo);
        }
        undone
    }

    /// Redoes and saves; the events of the redone action, or `None` if nothing to redo.
    pub fn redo(&mut self) -> Option<Vec<R::Event>> {
        match self.journal.redo()? {
            Ok(events) => {
                self.write(&Record::Redo);
                Some(events)
            }
            Err(_) => None,
        }
    }

    /// The reason saving stopped working, the first time it is asked for.
    pub fn take_save_problem(&mut self) -> Option<String> {
        if self.problem_told {
            return None;
        }
        let problem = self.problem.clone()?;
        self.problem_told = true;
        Some(problem)
    }
}
