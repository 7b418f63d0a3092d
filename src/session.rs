//! A game in play: its journal plus the save file it appends to after every change.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::core::game::Describe;
use crate::core::journal::Journal;
use crate::core::save::{self, FORMAT_VERSION, Loaded, Record, SaveError, SaveHeader};
use crate::services::storage::{SaveFile, SaveNews, Storage, unix_secs_now};

/// Where a session's records go.
#[derive(Debug)]
enum Saving {
    /// Nowhere: a game kept in memory by design (tests, benchmarks).
    Memory,
    /// To its save file, which heals by itself when the disk fails.
    File(SaveFile),
    /// Nowhere: the save at this path is open in another Deputy window and only viewed
    /// here; no action is taken.
    ReadOnly(PathBuf),
}

/// A journal that saves itself: every accepted action, undo and redo is appended to the
/// save file before the call returns. If the disk fails, the game goes on in memory, the
/// records wait, and the save file writes them as soon as it can ([`SaveFile`]);
/// [`Session::take_save_news`] tells each change once.
#[derive(Debug)]
pub struct Session<R: Describe> {
    journal: Journal<R>,
    saving: Saving,
}

impl<R: Describe> Session<R> {
    /// Starts a new game and creates its save file (if `storage` is given).
    ///
    /// # Errors
    /// The rules refuse the setup. A storage failure is not an error: the save keeps
    /// trying, and [`Session::take_save_news`] tells it.
    pub fn create(storage: Option<&Storage>, setup: R::Setup) -> Result<Self, R::Refusal> {
        let journal = Journal::<R>::new(setup)?;
        let saving = match storage {
            None => Saving::Memory,
            Some(storage) => {
                let header = SaveHeader {
                    format: FORMAT_VERSION,
                    game: R::GAME,
                    app_version: env!("CARGO_PKG_VERSION").to_owned(),
                    created_unix_secs: unix_secs_now(),
                    setup: serde_json::to_value(journal.setup()).unwrap_or_default(),
                };
                match save::header_line(&header) {
                    Ok(line) => Saving::File(storage.create_save(R::GAME, &line)),
                    Err(e) => {
                        log::error!("the header cannot be written: {e}");
                        Saving::Memory
                    }
                }
            }
        };
        Ok(Self { journal, saving })
    }

    /// Continues a saved game: takes the save's lock, reads the file, replays it, drops
    /// an incomplete last line from the file and goes on appending to it. Returns the
    /// session and the 1-based number of the incomplete last line dropped, if any.
    ///
    /// # Errors
    /// [`SaveError::InUse`] when another Deputy window has the game open (see
    /// [`Session::view`]); any other error when the file cannot be read or replayed
    /// (the caller sets it aside).
    pub fn resume(storage: &Storage, path: &Path) -> Result<(Self, Option<usize>), SaveError> {
        let mut file = storage.open_save(path)?;
        let text = storage.read_save(path)?;
        let Loaded {
            journal,
            dropped_line,
            sound_len,
            ..
        } = save::load::<R>(&text)?;
        file.resume(&text[..sound_len]);
        let session = Self {
            journal,
            saving: Saving::File(file),
        };
        Ok((session, dropped_line))
    }

    /// Opens a saved game to look at it only, without its lock: nothing is ever written
    /// to the file, and the table refuses every action. For a game open in another
    /// Deputy window.
    ///
    /// # Errors
    /// The file cannot be read or replayed.
    pub fn view(storage: &Storage, path: &Path) -> Result<(Self, Option<usize>), SaveError> {
        let text = storage.read_save(path)?;
        let loaded = save::load::<R>(&text)?;
        let session = Self {
            journal: loaded.journal,
            saving: Saving::ReadOnly(path.to_path_buf()),
        };
        Ok((session, loaded.dropped_line))
    }

    fn write(&mut self, record: &Record<R::Action>) {
        let Saving::File(file) = &mut self.saving else {
            return;
        };
        match save::record_line(record) {
            Ok(line) => file.append(&line),
            Err(e) => log::error!("a record cannot be written: {e}"),
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

    /// The save file, if the game is saved (or viewed).
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        match &self.saving {
            Saving::Memory => None,
            Saving::File(file) => file.path(),
            Saving::ReadOnly(path) => Some(path),
        }
    }

    /// Whether the game is only viewed ([`Session::view`]): the table then takes no
    /// action, undo or redo.
    #[must_use]
    pub fn read_only(&self) -> bool {
        matches!(self.saving, Saving::ReadOnly(_))
    }

    /// The save file, if the game is saved.
    #[must_use]
    pub fn save_file(&self) -> Option<&SaveFile> {
        match &self.saving {
            Saving::File(file) => Some(file),
            _ => None,
        }
    }

    /// The save file, to retry it or save the game elsewhere.
    pub fn save_file_mut(&mut self) -> Option<&mut SaveFile> {
        match &mut self.saving {
            Saving::File(file) => Some(file),
            _ => None,
        }
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

    /// The frame's call with the monotonic time: while saving fails, retries every few
    /// seconds. Returns how long until the next retry (`None` while saving works).
    pub fn tick_save(&mut self, now: Duration) -> Option<Duration> {
        self.save_file_mut().and_then(|file| file.tick(now))
    }

    /// What happened to saving since last asked (it failed, or works again), once.
    pub fn take_save_news(&mut self) -> Option<SaveNews> {
        self.save_file_mut().and_then(SaveFile::take_news)
    }
}
