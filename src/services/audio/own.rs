//! The table's own voice (issue 31): a recorded pack's lines and the players' names in
//! their own voices, ready in memory, preferred to the built-in lines line by line.
//!
//! What the caller says for a line, in order:
//! - a line: the chosen pack's recording of it (the pack chosen for the language in
//!   Settings), else the built-in line;
//! - a player's name ([`Voice::seat`]): the name recorded at Setup (`names/<key>.wav`),
//!   else the speech synthesiser's, else the seat's colour (itself a line: the pack's
//!   recording of it, else the built-in one).
//!
//! Everything is read from the disk on the app's thread when it is chosen (a pack when
//! Settings chooses it or at start, the names when a game's players are known) and
//! handed to the output as ready [`Sound`]s: the audio thread never reads a file.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use crate::core::cue::Voice;
use crate::core::players::Player;
use crate::i18n::Language;
use crate::services::voice_pack::{self, Take};

use super::{AudioOut, Samples, Sound};

impl Sound {
    /// A sound of a recorded take (mono), decoded into shared samples.
    #[must_use]
    pub fn from_take(take: &Take) -> Option<Self> {
        if take.samples.is_empty() {
            return None;
        }
        let samples: Arc<[f32]> = take
            .samples
            .iter()
            .map(|&s| f32::from(s) / 32768.0)
            .collect();
        Some(Self {
            samples: Samples::Decoded(samples),
            channels: std::num::NonZeroU16::MIN,
            rate: std::num::NonZeroU32::new(take.rate_hz)?,
            at: 0,
        })
    }
}

/// Where the caller's sound for a line comes from ([`OwnVoices::source`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineSource {
    /// The chosen pack's recording of the line.
    Pack,
    /// Deputy's built-in line.
    BuiltIn,
    /// A player's name, recorded in their own voice.
    RecordedName,
    /// A player's name, from the speech synthesiser.
    SpokenName,
    /// A player's seat colour (its line, from the pack or built in, is the second
    /// value of [`OwnVoices::source`]).
    Colour,
}

/// A line as the caller says it: the line asked for, the line said (the colour's for a
/// name said by its colour) and where its sound comes from. What
/// [`super::RecordingAudio::heard`] records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heard {
    /// The line the cue asked for.
    pub voice: Voice,
    /// The language.
    pub language: Language,
    /// Where the sound comes from.
    pub source: LineSource,
    /// For [`LineSource::Colour`]: whether the colour's line is the pack's.
    pub colour_from_pack: bool,
}

/// The recordings the caller prefers to its built-in voice: per language, the chosen
/// pack's lines; and the players' recorded names, by [`voice_pack::name_key`]. Cheap to
/// clone (the samples are shared).
#[derive(Clone, Debug, Default)]
pub struct OwnVoices {
    /// Per language (English, French): the pack's slug and its lines by path.
    packs: [Option<(String, HashMap<String, Sound>)>; 2],
    /// Recorded names by key.
    names: HashMap<String, Sound>,
}

fn slot(language: Language) -> usize {
    super::slot(language)
}

impl OwnVoices {
    /// Uses `pack`'s lines for `language` (`None`: the built-in voice).
    pub fn set_pack(&mut self, language: Language, pack: Option<&voice_pack::Pack>) {
        self.packs[slot(language)] = pack.map(|pack| {
            let lines = pack
                .lines
                .iter()
                .filter_map(|(path, take)| Some((path.clone(), Sound::from_take(take)?)))
                .collect();
            (pack.slug.clone(), lines)
        });
    }

    /// The slug of the pack used for `language`, if any.
    #[must_use]
    pub fn pack(&self, language: Language) -> Option<&str> {
        self.packs[slot(language)]
            .as_ref()
            .map(|(slug, _)| slug.as_str())
    }

    /// Uses these recorded names (name, take), replacing the earlier ones.
    pub fn set_names(&mut self, names: &[(String, Take)]) {
        self.names = names
            .iter()
            .filter_map(|(name, take)| Some((voice_pack::name_key(name), Sound::from_take(take)?)))
            .collect();
    }

    /// The pack's recording of a line, if the pack chosen for `language` has it.
    #[must_use]
    pub fn line(&self, language: Language, path: &str) -> Option<&Sound> {
        self.packs[slot(language)].as_ref()?.1.get(path)
    }

    /// A player's name in their own voice, if recorded.
    #[must_use]
    pub fn name(&self, name: &str) -> Option<&Sound> {
        self.names.get(&voice_pack::name_key(name))
    }

    /// Where the sound of `voice` comes from, for `players` at the table; `spoken` says
    /// whether the synthesiser's name of a seat is ready. `None` for a name past the
    /// last seat.
    pub fn source(
        &self,
        voice: Voice,
        language: Language,
        players: &[Player],
        spoken: impl Fn(usize) -> bool,
    ) -> Option<Heard> {
        let heard = |source, colour_from_pack| Heard {
            voice,
            language,
            source,
            colour_from_pack,
        };
        let Some(seat) = voice.seat_of() else {
            let source = if self.line(language, voice.path()).is_some() {
                LineSource::Pack
            } else {
                LineSource::BuiltIn
            };
            return Some(heard(source, false));
        };
        let player = players.get(seat)?;
        if self.name(&player.name).is_some() {
            return Some(heard(LineSource::RecordedName, false));
        }
        if spoken(seat) {
            return Some(heard(LineSource::SpokenName, false));
        }
        let colour = Voice::colour(player.colour);
        Some(heard(
            LineSource::Colour,
            self.line(language, colour.path()).is_some(),
        ))
    }
}

/// The players' names, each with its recording's time and size (`None`: not recorded).
type NameFiles = Vec<(String, Option<(SystemTime, u64)>)>;

/// Keeps an output's own voices in step with the packs chosen in Settings and the
/// players at the table: reads a pack only when its choice changes (or [`Self::reload`]
/// asks), a name only when the players' names or their recordings' files change (a
/// name recorded at Setup is heard at the table); on the app's thread, never the audio
/// thread's.
#[derive(Debug, Default)]
pub struct OwnVoiceKeeper {
    voices: OwnVoices,
    /// The data directory and the packs chosen, as last loaded.
    packs_for: Option<(PathBuf, BTreeMap<Language, String>)>,
    /// The names last loaded, with their recordings' size and time (none if not
    /// recorded).
    names_for: Option<NameFiles>,
    /// Why a chosen pack could not be read, once (for a notice).
    problem: Option<voice_pack::PackError>,
}

impl OwnVoiceKeeper {
    /// Loads what changed and hands the voices to `audio` if anything did: the packs
    /// `chosen` per language in the data directory `data`, and the recorded names of
    /// `players`. Without a data directory, only the built-in voice.
    pub fn update(
        &mut self,
        data: Option<&Path>,
        chosen: &BTreeMap<Language, String>,
        players: &[Player],
        audio: &mut dyn AudioOut,
    ) {
        let mut changed = false;
        let packs_for = data.map(|d| (d.to_path_buf(), chosen.clone()));
        if packs_for != self.packs_for {
            for language in Language::ALL {
                let pack = data.zip(chosen.get(&language)).and_then(|(data, slug)| {
                    match voice_pack::load_pack(data, slug) {
                        Ok(pack) => Some(pack),
                        Err(e) => {
                            log::warn!("voice pack {slug} not used: {e}");
                            self.problem = Some(e);
                            None
                        }
                    }
                });
                self.voices.set_pack(language, pack.as_ref());
            }
            self.packs_for = packs_for;
            changed = true;
        }
        // One look at each player's file (its size and time): cheap, and a name recorded
        // since is read.
        let names: NameFiles = players
            .iter()
            .map(|p| {
                let file = data
                    .and_then(|data| voice_pack::name_path(data, &p.name))
                    .and_then(|path| std::fs::metadata(path).ok())
                    .map(|m| (m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.len()));
                (p.name.clone(), file)
            })
            .collect();
        if self.names_for.as_ref() != Some(&names) {
            let recorded: Vec<(String, Take)> = data
                .map(|data| {
                    names
                        .iter()
                        .filter(|(_, file)| file.is_some())
                        .filter_map(|(n, _)| Some((n.clone(), voice_pack::load_name(data, n)?)))
                        .collect()
                })
                .unwrap_or_default();
            self.voices.set_names(&recorded);
            self.names_for = Some(names);
            changed = true;
        }
        if changed {
            audio.set_own_voices(self.voices.clone());
        }
    }

    /// Reads the packs and names again at the next [`Self::update`] (a line was
    /// recorded into a pack).
    pub fn reload(&mut self) {
        self.packs_for = None;
        self.names_for = None;
    }

    /// Why a chosen pack could not be read, once.
    pub fn take_problem(&mut self) -> Option<voice_pack::PackError> {
        self.problem.take()
    }

    /// The voices as last loaded.
    #[must_use]
    pub fn voices(&self) -> &OwnVoices {
        &self.voices
    }
}

#[cfg(test)]
mod tests {
    use std::num::{NonZeroU16, NonZeroU32};

    use super::*;
    use crate::core::cue::{Cue, NUMBERS};
    use crate::core::message::Message;
    use crate::core::players::PlayerColour;
    use crate::services::audio::{DecodedSounds, Levels, MixerOutput};
    use crate::services::sounds::COMMON;
    use crate::services::voice::HEADROOM as HEADROOM_FOR_TESTS;
    use crate::services::voice_pack::{PACK_RATE_HZ, Pack};

    fn take(value: i16, len: usize) -> Take {
        Take {
            rate_hz: PACK_RATE_HZ,
            samples: vec![value; len],
        }
    }

    /// The real output (mono at the packs' rate, so nothing is resampled) with the
    /// common set built in.
    fn output() -> (MixerOutput, crate::services::audio::Mix) {
        MixerOutput::new(
            NonZeroU16::MIN,
            NonZeroU32::new(PACK_RATE_HZ).expect("rate"),
            DecodedSounds::decode_all(&[&COMMON]),
        )
    }

    /// The first `n` sounding samples the output plays.
    fn heard(mix: &mut crate::services::audio::Mix, n: usize) -> Vec<f32> {
        mix.by_ref()
            .take(PACK_RATE_HZ as usize)
            .skip_while(|s| *s == 0.0)
            .take(n)
            .collect()
    }

    fn pack(lines: &[(&str, Take)]) -> Pack {
        Pack {
            slug: "ours".into(),
            name: "Ours".into(),
            language: Some(Language::En),
            lines: lines
                .iter()
                .map(|(l, t)| ((*l).to_owned(), t.clone()))
                .collect(),
        }
    }

    #[test]
    fn the_output_plays_the_packs_line_and_the_built_in_one_where_the_pack_has_none() {
        let (mut out, mut mix) = output();
        let mut own = OwnVoices::default();
        own.set_pack(
            Language::En,
            Some(&pack(&[("common/number_6", take(16_384, 400))])),
        );
        out.set_own_voices(own);
        let say = |voice| [Cue::say(voice, Message::new("x"))];
        out.play(&say(NUMBERS[6]), Language::En, Levels::default());
        let six = heard(&mut mix, 400);
        assert_eq!(six.len(), 400);
        assert!(
            six.iter()
                .all(|s| (s - 0.5 * HEADROOM_FOR_TESTS).abs() < 1e-4),
            "the pack's take: {:?}",
            &six[..8]
        );
        // The built-in "five": not the pack's constant.
        out.play(&say(NUMBERS[5]), Language::En, Levels::default());
        let five = heard(&mut mix, 400);
        assert!(
            five.iter()
                .any(|s| (s - 0.5 * HEADROOM_FOR_TESTS).abs() > 0.01),
            "the built-in line"
        );
        // In French, no pack: the built-in "six".
        out.play(&say(NUMBERS[6]), Language::Fr, Levels::default());
        let six_fr = heard(&mut mix, 400);
        assert!(
            six_fr
                .iter()
                .any(|s| (s - 0.5 * HEADROOM_FOR_TESTS).abs() > 0.01)
        );
    }

    #[test]
    fn a_name_is_said_recorded_first_then_by_its_colour_from_the_pack() {
        let (mut out, mut mix) = output();
        out.set_players(&[
            Player {
                name: "Ann".into(),
                colour: PlayerColour::Red,
            },
            Player {
                name: "Bob".into(),
                colour: PlayerColour::Blue,
            },
        ]);
        let mut own = OwnVoices::default();
        own.set_pack(
            Language::En,
            Some(&pack(&[("common/colour_blue", take(8_192, 300))])),
        );
        own.set_names(&[(" ann ".into(), take(-16_384, 300))]);
        out.set_own_voices(own.clone());
        let seat = |s| [Cue::say(Voice::seat(s).expect("seat"), Message::new("x"))];
        out.play(&seat(0), Language::En, Levels::default());
        let ann = heard(&mut mix, 300);
        assert!(
            ann.iter()
                .all(|s| (s + 0.5 * HEADROOM_FOR_TESTS).abs() < 1e-4),
            "Ann's own voice: {:?}",
            &ann[..8]
        );
        out.play(&seat(1), Language::En, Levels::default());
        let bob = heard(&mut mix, 300);
        assert!(
            bob.iter()
                .all(|s| (s - 0.25 * HEADROOM_FOR_TESTS).abs() < 1e-4),
            "Bob's colour in the pack's voice: {:?}",
            &bob[..8]
        );
        let players = [
            Player {
                name: "ANN".into(),
                colour: PlayerColour::Red,
            },
            Player {
                name: "Bob".into(),
                colour: PlayerColour::Blue,
            },
        ];
        let source = |seat| {
            own.source(
                Voice::seat(seat).expect("seat"),
                Language::En,
                &players,
                |_| true,
            )
            .map(|h| h.source)
        };
        assert_eq!(source(0), Some(LineSource::RecordedName));
        assert_eq!(source(1), Some(LineSource::SpokenName));
        assert_eq!(source(2), None, "no third player");
    }
}
