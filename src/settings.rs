//! The user's settings, saved as `settings.json` in the data directory. Every field has a
//! default, so an older or partial file still loads.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::core::game::GameKind;
use crate::core::players::Player;
use crate::i18n::Language;
pub use crate::kit::theme::Theme;
use crate::services::audio::{Levels, SoundMode};

/// The narrowest window, in logical pixels (points at zoom 1), on which the history panel
/// shows by default: on a laptop's 1280 or 1366 px the table needs the width.
pub const HISTORY_AUTO_MIN_WIDTH: f32 = 1440.0;

/// A game's preferences that an older Deputy kept at the top level of the settings: the
/// game's name (`duel`), and each key's old name there and its name in the game's
/// preferences (see [`crate::host::GameDef::LEGACY_PREFS`]).
pub type LegacyPrefs = (&'static str, &'static [(&'static str, &'static str)]);

/// Everything the Settings screen changes, plus what Setup remembers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language; `None` follows the system locale.
    pub language: Option<Language>,
    /// Voice volume, 0.0 to 1.0.
    pub voice_volume: f32,
    /// Effects volume, 0.0 to 1.0.
    pub fx_volume: f32,
    /// Mute all sound.
    pub mute: bool,
    /// The output chosen in Settings: a sound server sink's name; `None` is the system
    /// default (`PULSE_SINK` where it is set, else the server's default). One that is
    /// gone falls back to the default, with a note in the sound menu, and is kept.
    pub output: Option<String>,
    /// The microphone chosen in Settings, for recording the table's caller: a sound
    /// server source's name; `None` is the system default. One that is gone records
    /// from the default, and is kept.
    pub input: Option<String>,
    /// Text size, as a zoom factor (0.8 to 1.6).
    pub text_scale: f32,
    /// The theme.
    pub theme: Theme,
    /// Keep the screen awake while a game is on the table.
    pub keep_awake: bool,
    /// The history panel on the table, as the user last chose it with its button: shown
    /// or hidden. `None` (never chosen) shows it only on windows at least
    /// [`HISTORY_AUTO_MIN_WIDTH`] wide. (An older Deputy's `show_history`, which was
    /// never a choice, is ignored.)
    pub history: Option<bool>,
    /// The players of the last game set up (names and colours), for the next Setup.
    pub last_players: Vec<Player>,
    /// What each game plays ("voice and sounds" when not set), by the game's name
    /// (`duel`).
    pub sound_modes: BTreeMap<String, SoundMode>,
    /// Each game's own preferences (its options last chosen, a caller's tempo), by the
    /// game's name (`duel`), in the game's own shape: see [`crate::host::GameDef::Prefs`].
    pub games: BTreeMap<String, serde_json::Value>,
    /// Each shared game's token and port, by save file name, so that its phones find it
    /// again after a restart (see [`crate::share`]).
    pub share: crate::share::ShareMemory,
    /// The caller's voice in each language: the folder name of a voice pack under
    /// `voices/` ([`crate::services::voice_pack`]); a language not here (or whose pack
    /// is gone) speaks with the built-in voice. A line the pack lacks is the built-in one.
    pub voice_packs: BTreeMap<Language, String>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            language: None,
            voice_volume: 1.0,
            fx_volume: 0.8,
            mute: false,
            output: None,
            input: None,
            text_scale: 1.0,
            theme: Theme::Dark,
            keep_awake: true,
            history: None,
            last_players: Vec::new(),
            sound_modes: BTreeMap::new(),
            games: BTreeMap::new(),
            share: crate::share::ShareMemory::default(),
            voice_packs: BTreeMap::new(),
        }
    }
}

impl Settings {
    /// Reads settings from JSON; values out of range are brought into range, and a game's
    /// preferences that an older Deputy kept at the top level (each game's
    /// [`crate::host::GameDef::LEGACY_PREFS`], in `legacy`) move to their place among the
    /// games. The shell, which knows the games, passes them (its `Settings::from_json`,
    /// in `src/shell/mod.rs`).
    ///
    /// # Errors
    /// The text is not a settings object.
    pub fn from_json_with(text: &str, legacy: &[LegacyPrefs]) -> Result<Self, serde_json::Error> {
        let mut value: serde_json::Value = serde_json::from_str(text)?;
        if let Some(object) = value.as_object_mut() {
            for (slug, pairs) in legacy {
                let mut moved = serde_json::Map::new();
                for (old, new) in *pairs {
                    if let Some(v) = object.remove(*old) {
                        moved.insert((*new).to_owned(), v);
                    }
                }
                if moved.is_empty() {
                    continue;
                }
                let games = object
                    .entry("games")
                    .or_insert_with(|| serde_json::Value::Object(serde_json::Map::new()));
                if let Some(games) = games.as_object_mut() {
                    games
                        .entry(*slug)
                        .or_insert(serde_json::Value::Object(moved));
                }
            }
        }
        let mut s: Self = serde_json::from_value(value)?;
        s.voice_volume = s.voice_volume.clamp(0.0, 1.0);
        s.fx_volume = s.fx_volume.clamp(0.0, 1.0);
        s.text_scale = s.text_scale.clamp(0.8, 1.6);
        Ok(s)
    }

    /// Whether the history panel shows on a window `window_width` logical pixels wide:
    /// the user's choice if made, else only from [`HISTORY_AUTO_MIN_WIDTH`] up.
    #[must_use]
    pub fn history_shown(&self, window_width: f32) -> bool {
        self.history
            .unwrap_or(window_width >= HISTORY_AUTO_MIN_WIDTH)
    }

    /// The volumes for the audio service, and the sound mode of `game` (the one on the
    /// table; Home, Setup and Settings play everything).
    #[must_use]
    pub fn levels(&self, game: Option<GameKind>) -> Levels {
        Levels {
            voice: self.voice_volume,
            fx: self.fx_volume,
            mute: self.mute,
            mode: game.map_or(SoundMode::VoiceAndSounds, |g| self.sound_mode(g)),
        }
    }

    /// What `game` plays.
    #[must_use]
    pub fn sound_mode(&self, game: GameKind) -> SoundMode {
        self.sound_modes
            .get(game.slug())
            .copied()
            .unwrap_or_default()
    }

    /// Sets what `game` plays.
    pub fn set_sound_mode(&mut self, game: GameKind, mode: SoundMode) {
        self.sound_modes.insert(game.slug().to_owned(), mode);
    }

    /// A game's preferences as JSON (`null` when none were kept yet).
    #[must_use]
    pub fn game_prefs(&self, kind: GameKind) -> &serde_json::Value {
        static NONE: serde_json::Value = serde_json::Value::Null;
        self.games.get(kind.slug()).unwrap_or(&NONE)
    }

    /// Keeps a game's preferences, in the game's typed shape.
    pub fn set_game_prefs(&mut self, kind: GameKind, prefs: &impl Serialize) {
        match serde_json::to_value(prefs) {
            Ok(value) => {
                self.games.insert(kind.slug().to_owned(), value);
            }
            Err(e) => log::warn!("{} preferences not kept: {e}", kind.slug()),
        }
    }
}
