//! The sound files, embedded in the binary at build time from `sounds/`, one set per
//! game plus the `common` set every game shares.
//!
//! A set is declared once with [`sound_set!`](crate::sound_set), which embeds its files
//! (`sounds/voice/<lang>/<set>/<id>.wav`, `sounds/fx/<set>/<id>.wav`); a missing file is
//! a build error. The voice lines and effects of a set are named in code by their path,
//! `Voice::new("duel/hold")`.

use crate::core::cue::{Fx, Voice};
use crate::i18n::Language;

/// A voice line's files: its id within the set, the English and the French WAV bytes.
pub type VoiceFiles = (&'static str, &'static [u8], &'static [u8]);
/// An effect's file: its id within the set and its WAV bytes.
pub type FxFile = (&'static str, &'static [u8]);

/// The sound files of one set (a game, or `common`).
#[derive(Clone, Copy, Debug)]
pub struct SoundSet {
    /// The set's folder name (`duel`, `common`).
    pub folder: &'static str,
    /// Its voice lines.
    pub voices: &'static [VoiceFiles],
    /// Its effects.
    pub fx: &'static [FxFile],
    /// The text of its voice lines (`sounds/lines/<set>.txt`: `id|English|French`, one
    /// a line, `#` comments), what the "Record our caller" screen shows.
    pub lines: &'static str,
}

/// Declares a [`SoundSet`], embedding its files:
/// `sound_set!("duel", voices: ["hold", "hit"], fx: ["ricochet"])`.
#[macro_export]
macro_rules! sound_set {
    ($folder:literal, voices: [$($voice:literal),* $(,)?], fx: [$($fx:literal),* $(,)?] $(,)?) => {
        $crate::services::sounds::SoundSet {
            folder: $folder,
            voices: &[$((
                $voice,
                include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/sounds/voice/en/", $folder, "/", $voice, ".wav")),
                include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/sounds/voice/fr/", $folder, "/", $voice, ".wav")),
            )),*],
            fx: &[$((
                $fx,
                include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/sounds/fx/", $folder, "/", $fx, ".wav")),
            )),*],
            lines: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/sounds/lines/", $folder, ".txt")),
        }
    };
}

/// The sounds every game shares: the numbers, "first player", "the winner is", the
/// colours (a player's name where no synthesiser speaks it), the gunshot, the drum roll,
/// the bell, the coins and the two tones of "sounds only" mode.
pub const COMMON: SoundSet = crate::sound_set!(
    "common",
    voices: [
        "number_0", "number_1", "number_2", "number_3", "number_4", "number_5", "number_6",
        "number_7", "number_8", "number_9", "number_10", "number_11", "number_12",
        "first_player", "winner_is", "colour_red", "colour_blue", "colour_yellow",
        "colour_green", "colour_purple", "colour_orange", "colour_white", "colour_black",
    ],
    fx: ["gunshot", "drum_roll", "bell", "coins", "tone", "tone_kept"],
);

impl SoundSet {
    /// Every voice line of the set, as the paths code names them by.
    pub fn voice_paths(&self) -> impl Iterator<Item = String> + '_ {
        self.voices
            .iter()
            .map(|(id, _, _)| format!("{}/{id}", self.folder))
    }

    /// Every effect of the set, as paths.
    pub fn fx_paths(&self) -> impl Iterator<Item = String> + '_ {
        self.fx
            .iter()
            .map(|(id, _)| format!("{}/{id}", self.folder))
    }

    /// The WAV bytes of a voice line of this set, if `path` names one.
    #[must_use]
    pub fn voice_file(&self, language: Language, path: &str) -> Option<&'static [u8]> {
        let id = path.strip_prefix(self.folder)?.strip_prefix('/')?;
        self.voices
            .iter()
            .find(|(v, _, _)| *v == id)
            .map(|&(_, en, fr)| match language {
                Language::En => en,
                Language::Fr => fr,
            })
    }

    /// The text of the voice line `id` of this set in `language`, from
    /// `sounds/lines/<set>.txt`.
    #[must_use]
    pub fn line_text(&self, id: &str, language: Language) -> Option<&'static str> {
        self.lines.lines().find_map(|line| {
            let mut fields = line.split('|');
            if fields.next()?.trim() != id {
                return None;
            }
            let en = fields.next()?;
            let fr = fields.next()?;
            Some(match language {
                Language::En => en.trim(),
                Language::Fr => fr.trim(),
            })
        })
    }

    /// The WAV bytes of an effect of this set, if `path` names one.
    #[must_use]
    pub fn fx_file(&self, path: &str) -> Option<&'static [u8]> {
        let id = path.strip_prefix(self.folder)?.strip_prefix('/')?;
        self.fx
            .iter()
            .find(|(f, _)| *f == id)
            .map(|&(_, bytes)| bytes)
    }
}

/// The WAV bytes of a voice line in a language, from whichever set holds it.
#[must_use]
pub fn voice_file(sets: &[&SoundSet], language: Language, voice: Voice) -> Option<&'static [u8]> {
    sets.iter()
        .find_map(|set| set.voice_file(language, voice.path()))
}

/// The WAV bytes of an effect, from whichever set holds it.
#[must_use]
pub fn fx_file(sets: &[&SoundSet], fx: Fx) -> Option<&'static [u8]> {
    sets.iter().find_map(|set| set.fx_file(fx.path()))
}
