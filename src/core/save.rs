//! The save format: JSON Lines, one header then one record per line.
//!
//! ```text
//! {"format":1,"game":"duel","app_version":"0.1.0","created_unix_secs":1795000000,"setup":{…}}
//! {"act":"start_shooting"}
//! {"act":"call_next_tier"}
//! "undo"
//! "redo"
//! ```
//!
//! Each record is appended as one line with one write, so a kill at any moment leaves
//! at most one incomplete last line. [`load`] drops such a line and recovers everything
//! before it; any other bad line makes the whole file unreadable, and the caller sets it
//! aside. This module only parses and formats text; reading and writing files is the
//! storage service's job.

use serde::{Deserialize, Serialize};

use super::game::{Describe, GameKind, Refusal};
use super::journal::Journal;
use super::message::Message;

/// The format version this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// The largest save file Deputy reads, in bytes (64 MiB: about a million actions).
pub const MAX_SAVE_BYTES: u64 = 64 * 1024 * 1024;

/// The first line of a save file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveHeader {
    /// The save format version ([`FORMAT_VERSION`] when written by this build).
    pub format: u32,
    /// Which game the file holds.
    pub game: GameKind,
    /// The version of Deputy that created the file.
    pub app_version: String,
    /// When the game was created, in seconds since the Unix epoch.
    pub created_unix_secs: u64,
    /// The game's setup, in the game's own shape.
    pub setup: serde_json::Value,
}

/// One line after the header.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Record<A> {
    /// A new action at the cursor (drops the redo branch).
    Act(A),
    /// The cursor steps back one action.
    Undo,
    /// The cursor steps forward one action.
    Redo,
}

/// Why a save file cannot be read. Line numbers are 1-based, as a text editor shows them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// The file holds nothing.
    #[error("the file is empty")]
    Empty,
    /// The file is larger than [`MAX_SAVE_BYTES`].
    #[error("the file is too large ({bytes} bytes)")]
    TooLarge {
        /// The file's size.
        bytes: u64,
    },
    /// The file was written by a newer Deputy.
    #[error("save format {found} is newer than this version reads ({supported})")]
    NewerFormat {
        /// The file's format version.
        found: u32,
        /// The version this build reads.
        supported: u32,
    },
    /// The game named in the header is not the one expected, or not available.
    #[error("the game {game} cannot be opened by this version")]
    UnknownGame {
        /// The game's name as stored.
        game: String,
    },
    /// A line cannot be understood.
    #[error("line {line}: {reason}")]
    BadLine {
        /// 1-based line number.
        line: usize,
        /// What is wrong, in the parser's words.
        reason: String,
    },
    /// The rules refused a stored action when the game was replayed (a file edited by
    /// hand, or written by a Deputy whose rules differ).
    #[error("line {line}: refused on replay ({})", message.id)]
    Refused {
        /// 1-based line number.
        line: usize,
        /// The refusal's sentence, the same one the table shows.
        message: Message,
    },
    /// The file could not be read at all.
    #[error("the file cannot be read: {0}")]
    Io(String),
    /// Another Deputy window has the game open (it holds the save's lock): it may only
    /// be viewed here. Not a fault of the file, which stays where it is.
    #[error("the game is open in another Deputy window")]
    InUse,
}

impl SaveError {
    /// The reason as a message for Home.
    #[must_use]
    pub fn message(&self) -> Message {
        match self {
            Self::Empty => Message::new("save-error-empty"),
            Self::TooLarge { bytes } => {
                Message::new("save-error-too-large").number("mib", (*bytes / (1024 * 1024)) as i64)
            }
            Self::NewerFormat { found, supported } => Message::new("save-error-newer")
                .number("found", i64::from(*found))
                .number("supported", i64::from(*supported)),
            Self::UnknownGame { game } => Message::new("save-error-game").text("game", game),
            Self::BadLine { line, reason } => Message::new("save-error-line")
                .number("line", *line as i64)
                .text("reason", reason),
            Self::Refused { line, message } => Message::new("save-error-refused")
                .number("line", *line as i64)
                .message("reason", message.clone()),
            Self::Io(reason) => Message::new("save-error-io").text("reason", reason),
            Self::InUse => Message::new("save-error-in-use"),
        }
    }
}

/// A save file read back.
#[derive(Clone, Debug)]
pub struct Loaded<R: Describe> {
    /// The header.
    pub header: SaveHeader,
    /// The journal rebuilt by replay, with the cursor where it was.
    pub journal: Journal<R>,
    /// The 1-based number of an incomplete last line that was dropped, if any.
    pub dropped_line: Option<usize>,
    /// How many bytes of the file are sound; a dropped tail starts here. The storage
    /// truncates the file to this length before appending to it again.
    pub sound_len: usize,
}

/// Formats the header line (with its newline).
///
/// # Errors
/// Only if serialisation fails, which plain data never does.
pub fn header_line(header: &SaveHeader) -> Result<String, serde_json::Error> {
    serde_json::to_string(header).map(|mut s| {
        s.push('\n');
        s
    })
}

/// Formats one record line (with its newline).
///
/// # Errors
/// Only if serialisation fails, which plain data never does.
pub fn record_line<A: Serialize>(record: &Record<A>) -> Result<String, serde_json::Error> {
    serde_json::to_string(record).map(|mut s| {
        s.push('\n');
        s
    })
}

/// Splits a file into lines with their 1-based numbers and whether each ended with a
/// newline.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str, bool, usize)> {
    let mut offset = 0;
    text.split_inclusive('\n').enumerate().map(move |(i, raw)| {
        let complete = raw.ends_with('\n');
        offset += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        (i + 1, line, complete, offset)
    })
}

/// Reads just the header (the first line).
///
/// # Errors
/// The file is empty, the first line is not a header, or the format is newer.
pub fn read_header(text: &str) -> Result<SaveHeader, SaveError> {
    let first = text.lines().next().ok_or(SaveError::Empty)?;
    if first.trim().is_empty() {
        return Err(SaveError::Empty);
    }
    // Check the version before the rest, so a newer file is named as such even if its
    // header has other fields.
    let value: serde_json::Value = serde_json::from_str(first).map_err(|e| SaveError::BadLine {
        line: 1,
        reason: e.to_string(),
    })?;
    let found = value
        .get("format")
        .and_then(serde_json::Value::as_u64)
        .ok_or_else(|| SaveError::BadLine {
            line: 1,
            reason: "no format version".into(),
        })?;
    if found > u64::from(FORMAT_VERSION) {
        return Err(SaveError::NewerFormat {
            found: u32::try_from(found).unwrap_or(u32::MAX),
            supported: FORMAT_VERSION,
        });
    }
    if let Some(game) = value.get("game").and_then(serde_json::Value::as_str)
        && GameKind::from_slug(game).is_none()
    {
        return Err(SaveError::UnknownGame {
            game: game.to_owned(),
        });
    }
    serde_json::from_value(value).map_err(|e| SaveError::BadLine {
        line: 1,
        reason: e.to_string(),
    })
}

/// Reads a whole save of game `R`: header, records, replay.
///
/// An incomplete last line (no newline at its end) that cannot be parsed is dropped and
/// reported in [`Loaded::dropped_line`]; everything before it is recovered.
///
/// # Errors
/// See [`SaveError`]; a record the rules refuse is a [`SaveError::BadLine`] naming it.
pub fn load<R: Describe>(text: &str) -> Result<Loaded<R>, SaveError> {
    let header = read_header(text)?;
    if header.game != R::GAME {
        return Err(SaveError::UnknownGame {
            game: header.game.slug().to_owned(),
        });
    }
    let setup: R::Setup =
        serde_json::from_value(header.setup.clone()).map_err(|e| SaveError::BadLine {
            line: 1,
            reason: e.to_string(),
        })?;

    let mut actions: Vec<R::Action> = Vec::new();
    let mut action_lines: Vec<usize> = Vec::new();
    let mut cursor = 0usize;
    let mut dropped_line = None;
    let mut sound_len = 0;
    let mut header_done = false;
    for (number, line, complete, end) in lines(text) {
        if !header_done {
            header_done = true;
            if complete {
                sound_len = end;
            } else {
                // A header without its newline: sound, but the next append needs one.
                sound_len = text.len();
            }
            continue;
        }
        if line.trim().is_empty() {
            if complete {
                sound_len = end;
            }
            continue;
        }
        let record: Record<R::Action> = match serde_json::from_str(line) {
            Ok(record) => record,
            Err(_) if !complete => {
                dropped_line = Some(number);
                break;
            }
            Err(e) => {
                return Err(SaveError::BadLine {
                    line: number,
                    reason: e.to_string(),
                });
            }
        };
        match record {
            Record::Act(action) => {
                actions.truncate(cursor);
                action_lines.truncate(cursor);
                actions.push(action);
                action_lines.push(number);
                cursor += 1;
            }
            Record::Undo if cursor > 0 => cursor -= 1,
            Record::Redo if cursor < actions.len() => cursor += 1,
            Record::Undo | Record::Redo => {
                return Err(SaveError::BadLine {
                    line: number,
                    reason: "nothing to undo or redo here".into(),
                });
            }
        }
        sound_len = if complete { end } else { text.len() };
    }
    let journal = Journal::<R>::replay(setup, actions, cursor).map_err(|e| {
        let line = action_lines.get(e.index).copied().unwrap_or(1);
        SaveError::Refused {
            line,
            message: e.refusal.message(),
        }
    })?;
    Ok(Loaded {
        header,
        journal,
        dropped_line,
        sound_len,
    })
}
