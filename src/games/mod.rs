//! The games, one folder each, and the registry: the one list of the games this build
//! plays. A game is available when it is in [`GAMES`]; adding a game is adding its
//! folder and one line here (see docs/contributing.md, "Adding a game").

pub mod colt_express;
pub mod duel;
pub mod fast_west;
pub mod gnadenlos;
pub mod saloon;

use std::path::Path;

use crate::core::game::GameKind;
use crate::core::save::{self, SaveError};
use crate::host::{Game, Strings};
use crate::i18n::{I18n, Language};
use crate::services::sounds::{self, SoundSet};

pub use crate::host::SavedSummary;

/// Every game this build plays, in the order Home shows them.
pub static GAMES: &[&dyn Game] = &[
    &duel::ENTRY,
    &gnadenlos::ENTRY,
    &fast_west::ENTRY,
    &saloon::ENTRY,
    &colt_express::ENTRY,
];

/// The registry entry of a game, if this build plays it.
#[must_use]
pub fn find(kind: GameKind) -> Option<&'static dyn Game> {
    GAMES.iter().copied().find(|g| g.kind() == kind)
}

/// Whether this build plays `kind`.
#[must_use]
pub fn is_available(kind: GameKind) -> bool {
    find(kind).is_some()
}

/// The sound sets to decode: `common` and every game's.
#[must_use]
pub fn sound_sets() -> Vec<&'static SoundSet> {
    std::iter::once(&sounds::COMMON)
        .chain(GAMES.iter().map(|g| g.sounds()))
        .collect()
}

/// Every game's messages, in registry order.
#[must_use]
pub fn strings() -> Vec<Strings> {
    GAMES.iter().map(|g| g.strings()).collect()
}

/// Every game's preferences that an older Deputy kept at the top level of the settings:
/// the game's name (`duel`) and its [`crate::host::GameDef::LEGACY_PREFS`], in registry
/// order (what [`crate::settings::Settings::from_json_with`] moves).
#[must_use]
pub fn legacy_prefs() -> Vec<(&'static str, &'static [(&'static str, &'static str)])> {
    GAMES
        .iter()
        .map(|g| (g.kind().slug(), g.legacy_prefs()))
        .collect()
}

/// The translations with the shell's messages and every registered game's, `language`
/// current: what the shell uses, and what tests use to read a game's sentences.
#[must_use]
pub fn i18n(language: Language) -> I18n {
    I18n::new(language, &strings())
}

/// Reads a save's text and summarises it for Home.
///
/// # Errors
/// The save cannot be read; a save of a game this build does not play is
/// [`SaveError::UnknownGame`] (left where it is, never set aside).
pub fn summarise(text: &str) -> Result<SavedSummary, SaveError> {
    let header = save::read_header(text)?;
    match find(header.game) {
        Some(game) => game.summarise(text),
        None => Err(SaveError::UnknownGame {
            game: header.game.slug().to_owned(),
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
