//! The games, one folder each. Each has pure rules and a UI (`ui.rs`) that the shell
//! hosts through [`crate::table::Table`].

pub mod duel;

use std::path::Path;

use crate::core::game::{GameKind, Rules};
use crate::core::message::Message;
use crate::core::save::{self, SaveError};

/// What Home shows of a saved game.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedSummary {
    /// The game.
    pub kind: GameKind,
    /// Players' names in seating order.
    pub players: Vec<String>,
    /// Where the game stands.
    pub summary: Message,
    /// The last history line, if any action was taken.
    pub last: Option<Message>,
    /// Whether the game is over.
    pub over: bool,
}

fn summarise_as<R: Rules>(text: &str) -> Result<SavedSummary, SaveError> {
    let loaded = save::load::<R>(text)?;
    let journal = &loaded.journal;
    Ok(SavedSummary {
        kind: R::GAME,
        players: R::player_names(journal.setup()),
        summary: R::summary(journal.state()),
        last: journal
            .history()
            .iter()
            .rev()
            .find_map(|lines| lines.last().cloned()),
        over: R::is_over(journal.state()),
    })
}

/// Reads a save's text and summarises it for Home.
///
/// # Errors
/// The save cannot be read, or its game is not available in this version.
pub fn summarise(text: &str) -> Result<SavedSummary, SaveError> {
    let header = save::read_header(text)?;
    match header.game {
        GameKind::Duel => summarise_as::<duel::Duel>(text),
        other => Err(SaveError::UnknownGame {
            game: other.slug().to_owned(),
        }),
    }
}

/// The file name shown for a save.
#[must_use]
pub fn file_label(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}
