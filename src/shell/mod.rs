//! The shell's screens, the ones that list the games: Home, Setup, Settings, the saving
//! views, the history and help panels, the sound mode menu. (The widgets every game draws
//! with are in [`crate::kit`], below the games.)
//!
//! Screens never act on the shell directly: they push [`Command`]s, drained once per
//! frame after drawing (as in rerun's viewer and notedeck). The app (`app.rs`) imports
//! the screens; the screens never import the app.

pub mod help;
pub mod history;
pub mod home;
pub mod our_table;
pub mod recorder;
pub mod results;
pub mod saving;
pub mod settings;
pub mod setup;
pub mod sound_mode;
pub mod voice_packs;

use std::path::PathBuf;

use crate::core::cue::Cue;
use crate::core::game::GameKind;
use crate::core::players::Seating;
use crate::games;
use crate::i18n::Language;
use crate::settings::Settings;

/// Something a screen asks the shell to do after the frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Open the setup of a game.
    OpenSetup(GameKind),
    /// Start a game with these players and the game's options (its preferences, as
    /// kept in the settings).
    Start {
        /// The game.
        kind: GameKind,
        /// The players in seating order, and the first player.
        seating: Seating,
        /// The game's options.
        prefs: serde_json::Value,
    },
    /// Continue a saved game.
    Continue(PathBuf),
    /// View a saved game that is open in another Deputy window, without playing it.
    View(PathBuf),
    /// Delete a saved game (finished or abandoned).
    Delete(PathBuf),
    /// Back to Home (the game stays saved).
    Home,
    /// Open Settings.
    OpenSettings,
    /// Leave Settings.
    CloseSettings,
    /// Switch the language.
    SetLanguage(Language),
    /// Toggle full screen.
    ToggleFullscreen,
    /// Undo on the table.
    Undo,
    /// Redo on the table.
    Redo,
    /// Show or hide the history panel.
    ToggleHistory,
    /// Show or hide the help panel.
    ToggleHelp,
    /// Play a cue (a setup animation, a sound test).
    Play(Cue),
    /// Open "Record our caller" (from Settings).
    OpenRecorder,
    /// Leave "Record our caller", back to Settings.
    CloseRecorder,
    /// Record a player's name in their own voice (from Setup).
    RecordName(String),
    /// Play a recorded take back (at the voice's volume).
    PlayTake(crate::services::voice_take::Processed),
    /// Show the table of a finished game instead of its results.
    HideResults,
    /// Show the results of the finished game on the table again.
    ShowResults,
    /// Save the report of the finished game on the table (through the system's dialog).
    SaveReport,
    /// Open "Our table", the table's record across evenings.
    OpenOurTable,
}

impl Settings {
    /// Reads settings from JSON with every registered game's old top-level preferences
    /// moved to their place ([`Settings::from_json_with`] and [`games::legacy_prefs`]):
    /// the settings file knows no game, the shell passes them.
    ///
    /// # Errors
    /// The text is not a settings object.
    pub fn from_json(text: &str) -> Result<Self, serde_json::Error> {
        Self::from_json_with(text, &games::legacy_prefs())
    }
}
