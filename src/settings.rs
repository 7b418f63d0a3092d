//! The user's settings, saved as `settings.json` in the data directory. Every field has a
//! default, so an older or partial file still loads.

use serde::{Deserialize, Serialize};

use crate::core::players::Player;
use crate::games::duel::caller::{DEFAULT_TEMPO_MS, clamp_tempo_ms};
use crate::games::duel::rules::DuelOptions;
use crate::i18n::Language;
use crate::services::audio::Levels;

/// Light or dark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Dark (default: readable in a dim room).
    #[default]
    Dark,
    /// Light.
    Light,
}

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
    /// Duel caller tempo, in milliseconds per tier (500 to 6,000).
    pub caller_tempo_ms: u64,
    /// Duel caller: a small random jitter so nobody can count ahead.
    pub caller_jitter: bool,
    /// Duel caller: manual (Space calls each tier).
    pub caller_manual: bool,
    /// Text size, as a zoom factor (0.8 to 1.6).
    pub text_scale: f32,
    /// The theme.
    pub theme: Theme,
    /// Keep the screen awake while a game is on the table.
    pub keep_awake: bool,
    /// Show the history panel on the table.
    pub show_history: bool,
    /// The players of the last game set up (names and colours), for the next Setup.
    pub last_players: Vec<Player>,
    /// The Duel variants last chosen.
    pub duel_options: DuelOptions,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            language: None,
            voice_volume: 1.0,
            fx_volume: 0.8,
            mute: false,
            caller_tempo_ms: DEFAULT_TEMPO_MS,
            caller_jitter: false,
            caller_manual: false,
            text_scale: 1.0,
            theme: Theme::Dark,
            keep_awake: true,
            show_history: true,
            last_players: Vec::new(),
            duel_options: DuelOptions::default(),
        }
    }
}

impl Settings {
    /// Reads settings from JSON; values out of range are brought into range.
    ///
    /// # Errors
    /// The text is not a settings object.
    pub fn from_json(text: &str) -> Result<Self, serde_json::Error> {
        let mut s: Self = serde_json::from_str(text)?;
        s.voice_volume = s.voice_volume.clamp(0.0, 1.0);
        s.fx_volume = s.fx_volume.clamp(0.0, 1.0);
        s.text_scale = s.text_scale.clamp(0.8, 1.6);
        s.caller_tempo_ms = clamp_tempo_ms(s.caller_tempo_ms);
        Ok(s)
    }

    /// The volumes for the audio service.
    #[must_use]
    pub fn levels(&self) -> Levels {
        Levels {
            voice: self.voice_volume,
            fx: self.fx_volume,
            mute: self.mute,
        }
    }
}
