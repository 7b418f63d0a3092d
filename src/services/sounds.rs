//! The sound files, embedded in the binary at build time from `sounds/`.

use crate::core::cue::{Fx, Voice};
use crate::i18n::Language;

macro_rules! embed {
    ($dir:literal, $($id:literal),* $(,)?) => {
        &[$(($id, include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/sounds/", $dir, "/", $id, ".wav")) as &[u8])),*]
    };
}

macro_rules! voices {
    ($lang:literal) => {
        embed!(
            $lang,
            "tier_6",
            "tier_5",
            "tier_4",
            "tier_3",
            "tier_2",
            "tier_1",
            "tier_0",
            "prepare_shots",
            "fire",
            "hold",
            "end_of_round",
            "reload",
            "hat",
            "hit",
            "dead",
            "disarmed",
            "missed",
            "winner_is",
            "no_winner",
            "first_player",
        )
    };
}

/// English voice files: (line id, WAV bytes).
pub const VOICE_EN: &[(&str, &[u8])] = voices!("voice/en");
/// French voice files: (line id, WAV bytes).
pub const VOICE_FR: &[(&str, &[u8])] = voices!("voice/fr");
/// Effect files: (effect id, WAV bytes).
pub const FX: &[(&str, &[u8])] = embed!(
    "fx",
    "gunshot",
    "ricochet",
    "hat_flip",
    "drum_roll",
    "revolver_click"
);

/// The WAV bytes of a voice line in a language, if the file exists.
#[must_use]
pub fn voice_file(language: Language, voice: Voice) -> Option<&'static [u8]> {
    let table = match language {
        Language::En => VOICE_EN,
        Language::Fr => VOICE_FR,
    };
    table
        .iter()
        .find(|(id, _)| *id == voice.id())
        .map(|(_, bytes)| *bytes)
}

/// The WAV bytes of an effect, if the file exists.
#[must_use]
pub fn fx_file(fx: Fx) -> Option<&'static [u8]> {
    FX.iter()
        .find(|(id, _)| *id == fx.id())
        .map(|(_, bytes)| *bytes)
}
