//! The audio service: one output opened at start, every sound made ready at start
//! (16-bit files are played from their embedded bytes, anything else is decoded into
//! memory), voice and effects volumes, mute. With no audio device Deputy runs silently.
//!
//! The output is opened and the sounds decoded on a background thread, so the first
//! frame never waits for the sound card. Effects go straight to the mixer and may
//! overlap; voice lines go to Deputy's own voice queue in the mixer
//! ([`super::voice::VoiceQueue`]), where a new action drops the waiting lines it
//! supersedes; the mix goes through a limiter, so it never reaches full scale. A cue is
//! a clone of a ready [`Sound`] (a slice or a reference count), so nothing is decoded or
//! opened per cue. Each game plays "voice and sounds", "sounds only" or nothing
//! ([`SoundMode`]); players' names are spoken by the system's speech synthesiser
//! ([`super::speech`]) or by their seat colour.
//!
//! The output device, how it is opened and kept, is [`output`]'s; the sound server is
//! found by [`server`] and spoken to by [`pulse`]; what the listener lost is counted by
//! [`health`]. The microphone, for recording the table's own caller, is [`input`].

pub mod health;
pub mod input;
pub mod output;
pub mod own;
#[cfg(target_os = "linux")]
pub mod pulse;
#[cfg(target_os = "linux")]
pub mod server;

pub use health::{Losses, Report};
pub use output::{ErrorTally, KEEP_RUNNING_AFTER, Tell};
pub use own::{Heard, LineSource, OwnVoiceKeeper, OwnVoices};

use std::collections::HashMap;
use std::io::Cursor;
use std::num::{NonZeroU16, NonZeroU32};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rodio::{Decoder, Source};
use serde::{Deserialize, Serialize};

use crate::core::cue::{Cue, Fx, Lines, Voice};
use crate::core::players::Player;
use crate::i18n::Language;

use super::sounds::SoundSet;
use super::speech::Synth;
use super::voice::{Limiter, VoiceHandle, VoiceQueue, voice_queue};

/// What a game plays: chosen per game in Settings and on the top bar. The captions
/// always show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SoundMode {
    /// Voice lines and effects.
    #[default]
    VoiceAndSounds,
    /// Effects only: a cue's spoken lines give way to its effect, or to a short tone
    /// when it has none ([`Fx::TONE`], [`Fx::TONE_KEPT`] for a kept cue).
    SoundsOnly,
    /// Nothing.
    Silent,
}

impl SoundMode {
    /// Every mode, in the order the switches show them.
    pub const ALL: [SoundMode; 3] = [Self::VoiceAndSounds, Self::SoundsOnly, Self::Silent];

    /// The message id of the mode's name.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::VoiceAndSounds => "sound-mode-voice",
            Self::SoundsOnly => "sound-mode-sounds",
            Self::Silent => "sound-mode-silent",
        }
    }

    /// What a cue plays in this mode: its voice lines and its effects.
    #[must_use]
    pub fn shape(self, cue: &Cue) -> (Vec<Voice>, Vec<Fx>) {
        match self {
            Self::VoiceAndSounds => (cue.voice.clone(), cue.fx.clone()),
            Self::SoundsOnly if cue.fx.is_empty() && !cue.voice.is_empty() => {
                let tone = match cue.lines {
                    Lines::Passing => Fx::TONE,
                    Lines::Kept => Fx::TONE_KEPT,
                };
                (Vec::new(), vec![tone])
            }
            Self::SoundsOnly => (Vec::new(), cue.fx.clone()),
            Self::Silent => (Vec::new(), Vec::new()),
        }
    }
}

/// Volumes, mute and the game's sound mode, from Settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Levels {
    /// Voice volume, 0.0 to 1.0.
    pub voice: f32,
    /// Effects volume, 0.0 to 1.0.
    pub fx: f32,
    /// Mute both.
    pub mute: bool,
    /// What the game on the table plays.
    pub mode: SoundMode,
}

impl Default for Levels {
    fn default() -> Self {
        Self {
            voice: 1.0,
            fx: 0.8,
            mute: false,
            mode: SoundMode::VoiceAndSounds,
        }
    }
}

/// Whether sound can be heard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AudioStatus {
    /// The output is being opened.
    Starting,
    /// Sound plays.
    On,
    /// No audio device (or it failed to open): Deputy runs silently.
    NoDevice(String),
}

/// Something that plays cues.
pub trait AudioOut {
    /// Plays the cues of one action (or of one frame): their effects at once, their voice
    /// lines queued after the line being spoken, dropping the waiting lines of earlier
    /// actions' passing cues (see [`crate::core::cue::Lines`]).
    fn play(&mut self, cues: &[Cue], language: Language, levels: Levels);
    /// The players of the game on the table, for [`Voice::seat`]: their names are
    /// prepared for speech (in the background) and their colours said where no
    /// synthesiser can say a name.
    fn set_players(&mut self, players: &[Player]) {
        let _ = players;
    }
    /// The table's own voice: a recorded pack's lines and the players' recorded names,
    /// preferred to the built-in lines line by line ([`own`]). Ready in memory: the
    /// output reads no file.
    fn set_own_voices(&mut self, voices: OwnVoices) {
        let _ = voices;
    }
    /// An action was taken back (undone): the voice lines still waiting are dropped, kept
    /// ones too, since they tell what is no longer so; the line being spoken is finished
    /// and effects play on.
    fn taken_back(&mut self) {}
    /// Whether sound can be heard.
    fn status(&mut self) -> AudioStatus;
    /// Sound files that could not be decoded (they play as silence, their captions still
    /// show), as one line naming them; `Some` once, then `None`.
    fn take_sound_problem(&mut self) -> Option<String> {
        None
    }
    /// What the listener lost over the evening (cues with a gap, late starts,
    /// reopenings); `None` where nothing plays.
    fn report(&mut self) -> Option<Report> {
        None
    }
    /// The output the user chose, where it could not be opened and the default one
    /// plays instead (for a note in the sound menu).
    fn output_note(&mut self) -> Option<String> {
        None
    }
    /// The outputs the user can choose (the sound server's sinks); empty where there is
    /// no choice.
    fn outputs(&mut self) -> Vec<OutputDevice> {
        Vec::new()
    }
    /// Plays on the output named `name` from now on (the system default for `None`).
    fn choose_output(&mut self, name: Option<String>) {
        let _ = name;
    }
    /// Plays a recorded take back ("Record our caller"), at the voice's volume, over
    /// whatever plays; nothing when muted.
    fn play_take(&mut self, take: &crate::services::voice_take::Processed, levels: Levels) {
        let _ = (take, levels);
    }
}

/// A sound as it was handed to the output, for tests and benchmarks.
#[derive(Clone, Debug, PartialEq)]
pub enum Played {
    /// A voice line in a language at a volume.
    Voice(Voice, Language, f32),
    /// An effect at a volume.
    Fx(Fx, f32),
}

/// Records what would be played; shares the record with its clones.
#[derive(Clone, Debug, Default)]
pub struct RecordingAudio {
    played: Arc<Mutex<Vec<Played>>>,
    taken_back: Arc<std::sync::atomic::AtomicUsize>,
    takes: Arc<Mutex<Vec<crate::services::voice_take::Processed>>>,
    /// Each voice line played, with where its sound would come from.
    heard: Arc<Mutex<Vec<Heard>>>,
    /// The players and the own voices told (no synthesiser: names are recorded or
    /// colours).
    table: Arc<Mutex<(Vec<Player>, OwnVoices)>>,
}

impl RecordingAudio {
    /// An empty recorder.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Everything played so far.
    #[must_use]
    pub fn played(&self) -> Vec<Played> {
        self.played.lock().map(|p| p.clone()).unwrap_or_default()
    }

    /// The recorded takes played back so far ([`AudioOut::play_take`]).
    #[must_use]
    pub fn takes_played(&self) -> Vec<crate::services::voice_take::Processed> {
        self.takes.lock().map(|t| t.clone()).unwrap_or_default()
    }

    /// How many times an action was taken back ([`AudioOut::taken_back`]).
    #[must_use]
    pub fn taken_back_count(&self) -> usize {
        self.taken_back.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Every voice line played so far, with where its sound comes from (the pack, the
    /// built-in voice, a recorded name, a colour), as a real output would choose it.
    #[must_use]
    pub fn heard(&self) -> Vec<Heard> {
        self.heard.lock().map(|h| h.clone()).unwrap_or_default()
    }

    /// The own voices told last ([`AudioOut::set_own_voices`]).
    #[must_use]
    pub fn own_voices(&self) -> OwnVoices {
        self.table.lock().map(|t| t.1.clone()).unwrap_or_default()
    }
}

impl AudioOut for RecordingAudio {
    fn play(&mut self, cues: &[Cue], language: Language, levels: Levels) {
        if levels.mute {
            return;
        }
        if let Ok(mut played) = self.played.lock() {
            for cue in cues {
                let (voice, fx) = levels.mode.shape(cue);
                if let (Ok(table), Ok(mut heard)) = (self.table.lock(), self.heard.lock()) {
                    let (players, own) = &*table;
                    heard.extend(
                        voice
                            .iter()
                            .filter_map(|&v| own.source(v, language, players, |_| false)),
                    );
                }
                played.extend(
                    voice
                        .into_iter()
                        .map(|voice| Played::Voice(voice, language, levels.voice)),
                );
                played.extend(fx.into_iter().map(|fx| Played::Fx(fx, levels.fx)));
            }
        }
    }

    fn taken_back(&mut self) {
        self.taken_back
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    fn play_take(&mut self, take: &crate::services::voice_take::Processed, levels: Levels) {
        if levels.mute {
            return;
        }
        if let Ok(mut takes) = self.takes.lock() {
            takes.push(take.clone());
        }
    }

    fn set_players(&mut self, players: &[Player]) {
        if let Ok(mut table) = self.table.lock() {
            table.0 = players.to_vec();
        }
    }

    fn set_own_voices(&mut self, voices: OwnVoices) {
        if let Ok(mut table) = self.table.lock() {
            table.1 = voices;
        }
    }

    fn status(&mut self) -> AudioStatus {
        AudioStatus::On
    }
}

/// Plays nothing and says why.
#[derive(Clone, Debug)]
pub struct SilentAudio {
    reason: String,
}

impl SilentAudio {
    /// Silent, for `reason` (shown in the top bar's tooltip).
    #[must_use]
    pub fn new(reason: impl Into<String>) -> Self {
        Self {
            reason: reason.into(),
        }
    }
}

impl AudioOut for SilentAudio {
    fn play(&mut self, _cues: &[Cue], _language: Language, _levels: Levels) {}

    fn status(&mut self) -> AudioStatus {
        AudioStatus::NoDevice(self.reason.clone())
    }
}

/// A sound ready to play, and a source of its samples from the start (a clone is
/// cheap and plays from where the original is).
///
/// A 16-bit PCM WAV file, as every file in `sounds/` is, is played from its bytes where
/// they already lie, embedded in the binary: nothing is copied or decoded at start or
/// per cue. Any other WAV rodio reads is decoded once into shared samples.
#[derive(Clone, Debug)]
pub struct Sound {
    samples: Samples,
    channels: NonZeroU16,
    rate: NonZeroU32,
    /// The next sample to play.
    at: usize,
}

#[derive(Clone, Debug)]
enum Samples {
    /// Little-endian 16-bit samples (an even number of bytes).
    Pcm16(&'static [u8]),
    /// Decoded samples, -1.0 to 1.0.
    Decoded(Arc<[f32]>),
}

impl Sound {
    /// The number of samples (over every channel).
    #[must_use]
    pub fn len(&self) -> usize {
        match &self.samples {
            Samples::Pcm16(bytes) => bytes.len() / 2,
            Samples::Decoded(samples) => samples.len(),
        }
    }

    /// Whether the sound has no sample (never true of a sound [`decode`] returns).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the samples are read from the file's own bytes (not decoded).
    #[must_use]
    pub fn is_in_place(&self) -> bool {
        matches!(self.samples, Samples::Pcm16(_))
    }
}

impl Iterator for Sound {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        let sample = match &self.samples {
            Samples::Pcm16(bytes) => {
                let pair = bytes.get(self.at * 2..self.at * 2 + 2)?;
                f32::from(i16::from_le_bytes([pair[0], pair[1]])) / 32768.0
            }
            Samples::Decoded(samples) => *samples.get(self.at)?,
        };
        self.at += 1;
        Some(sample)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.len().saturating_sub(self.at);
        (left, Some(left))
    }
}

impl Source for Sound {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> rodio::ChannelCount {
        self.channels
    }

    fn sample_rate(&self) -> rodio::SampleRate {
        self.rate
    }

    fn total_duration(&self) -> Option<Duration> {
        let frames = (self.len() / usize::from(self.channels.get())) as u64;
        Some(Duration::from_nanos(
            frames * 1_000_000_000 / u64::from(self.rate.get()),
        ))
    }
}

/// The format and the samples of a 16-bit PCM WAV file, read from its chunks; `None`
/// for anything else.
fn pcm16(bytes: &[u8]) -> Option<(NonZeroU16, NonZeroU32, &[u8])> {
    let le16 = |b: &[u8], i: usize| Some(u16::from_le_bytes([*b.get(i)?, *b.get(i + 1)?]));
    let le32 = |b: &[u8], i: usize| {
        Some(u32::from_le_bytes([
            *b.get(i)?,
            *b.get(i + 1)?,
            *b.get(i + 2)?,
            *b.get(i + 3)?,
        ]))
    };
    if bytes.get(0..4)? != b"RIFF" || bytes.get(8..12)? != b"WAVE" {
        return None;
    }
    let mut format = None;
    let mut at = 12;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = usize::try_from(le32(bytes, at + 4)?).ok()?;
        // A stream written as it was made (a synthesiser's standard output) gives its
        // data chunk an unknown, too large size: it runs to the end of the bytes.
        let size = if id == b"data" {
            size.min(bytes.len() - (at + 8))
        } else {
            size
        };
        let body = bytes.get(at + 8..(at + 8).checked_add(size)?)?;
        match id {
            b"fmt " => {
                // PCM (1), channels, rate, byte rate, block align, bits per sample.
                if le16(body, 0)? != 1 || le16(body, 14)? != 16 {
                    return None;
                }
                format = Some((
                    NonZeroU16::new(le16(body, 2)?)?,
                    NonZeroU32::new(le32(body, 4)?)?,
                ));
            }
            b"data" => {
                let (channels, rate) = format?;
                let whole = body.len() / (2 * usize::from(channels.get()));
                let samples = &body[..whole * 2 * usize::from(channels.get())];
                return (!samples.is_empty()).then_some((channels, rate, samples));
            }
            _ => {}
        }
        at += 8 + size + size % 2;
    }
    None
}

/// Every sound ready to play, keyed by path (`duel/hold`).
#[derive(Clone, Default)]
pub struct DecodedSounds {
    /// Voice lines, English then French.
    voices: [HashMap<String, Sound>; 2],
    fx: HashMap<String, Sound>,
    /// Files that are missing or failed to decode, with the reason.
    pub problems: Vec<String>,
}

fn slot(language: Language) -> usize {
    match language {
        Language::En => 0,
        Language::Fr => 1,
    }
}

/// Reads one WAV file: a 16-bit PCM file is played from its bytes as they are, any
/// other format rodio reads is decoded into memory.
///
/// # Errors
/// The bytes are not a WAV file rodio can decode, or it holds no sample.
pub fn decode(bytes: &'static [u8]) -> Result<Sound, String> {
    if let Some((channels, rate, samples)) = pcm16(bytes) {
        return Ok(Sound {
            samples: Samples::Pcm16(samples),
            channels,
            rate,
            at: 0,
        });
    }
    let decoder = Decoder::new_wav(Cursor::new(bytes)).map_err(|e| e.to_string())?;
    let channels = decoder.channels();
    let rate = decoder.sample_rate();
    let samples: Arc<[f32]> = decoder.collect();
    if samples.is_empty() {
        return Err("no samples".into());
    }
    Ok(Sound {
        samples: Samples::Decoded(samples),
        channels,
        rate,
        at: 0,
    })
}

/// Reads a 16-bit PCM WAV file made at run time (a name from the speech synthesiser)
/// into memory, its silence at both ends trimmed (at 0.1 % of its peak) and normalised to
/// −1 dBFS like the files in `sounds/`.
///
/// # Errors
/// The bytes are not a 16-bit PCM WAV file, or hold no sound.
pub fn decode_spoken(bytes: &[u8]) -> Result<Sound, String> {
    let (channels, rate, data) = pcm16(bytes).ok_or("not a 16-bit PCM WAV file")?;
    let samples: Vec<f32> = data
        .chunks_exact(2)
        .map(|p| f32::from(i16::from_le_bytes([p[0], p[1]])) / 32768.0)
        .collect();
    let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if peak <= 0.0 {
        return Err("silent".into());
    }
    let width = usize::from(channels.get());
    let loud = |s: &f32| s.abs() > peak * 0.001;
    let first = samples.iter().position(loud).unwrap_or(0) / width * width;
    let last = samples.iter().rposition(loud).unwrap_or(0) / width * width + width;
    let gain = 0.891 / peak;
    let samples: Arc<[f32]> = samples[first..last.min(samples.len())]
        .iter()
        .map(|s| s * gain)
        .collect();
    Ok(Sound {
        samples: Samples::Decoded(samples),
        channels,
        rate,
        at: 0,
    })
}

impl DecodedSounds {
    /// Decodes every voice line in every language and every effect of `sets`. A file
    /// that fails is listed in `problems` and plays as silence.
    #[must_use]
    pub fn decode_all(sets: &[&SoundSet]) -> Self {
        let mut out = Self::default();
        for set in sets {
            for &(id, en, fr) in set.voices {
                for (language, bytes) in [(Language::En, en), (Language::Fr, fr)] {
                    let path = format!("{}/{id}", set.folder);
                    match decode(bytes) {
                        Ok(buffer) => {
                            out.voices[slot(language)].insert(path, buffer);
                        }
                        Err(e) => out
                            .problems
                            .push(format!("voice/{}/{path}.wav: {e}", language.code())),
                    }
                }
            }
            for &(id, bytes) in set.fx {
                let path = format!("{}/{id}", set.folder);
                match decode(bytes) {
                    Ok(buffer) => {
                        out.fx.insert(path, buffer);
                    }
                    Err(e) => out.problems.push(format!("fx/{path}.wav: {e}")),
                }
            }
        }
        out
    }

    /// How many samples every sound holds, and how many of them were decoded into
    /// memory (4 bytes each; the others are read from the embedded files).
    #[must_use]
    pub fn sample_count(&self) -> (usize, usize) {
        let sounds = || {
            self.voices
                .iter()
                .flat_map(HashMap::values)
                .chain(self.fx.values())
        };
        let all = sounds().map(Sound::len).sum();
        let decoded = sounds().filter(|s| !s.is_in_place()).map(Sound::len).sum();
        (all, decoded)
    }

    /// The buffer of a voice line.
    #[must_use]
    pub fn voice(&self, language: Language, voice: Voice) -> Option<&Sound> {
        self.voices[slot(language)].get(voice.path())
    }

    /// The buffer of an effect.
    #[must_use]
    pub fn fx(&self, fx: Fx) -> Option<&Sound> {
        self.fx.get(fx.path())
    }
}

/// The players' names as the synthesiser spoke them, by seat and language.
type Names = Arc<Mutex<HashMap<(usize, Language), Sound>>>;

/// Where cues play: a rodio mixer, Deputy's voice queue in it, and every sound made
/// ready once. Playing a cue clones ready [`Sound`]s (a slice or a reference count) and
/// hands them over; nothing is decoded or opened per cue.
pub struct MixerOutput {
    mixer: rodio::mixer::Mixer,
    voice: VoiceHandle,
    sounds: DecodedSounds,
    players: Vec<Player>,
    names: Names,
    synth: Option<Arc<dyn Synth>>,
    /// The table's own voice, preferred to the built-in lines.
    own: OwnVoices,
    /// Told, before a cue is handed over, until when sound will play (see
    /// [`output::Keeper`]); `None` for an output nothing keeps.
    busy: Option<Sender<Tell>>,
    /// What the listener lost.
    losses: Arc<Losses>,
}

/// The mix an output plays: rodio's mixer (effects, and the voice queue) through the
/// limiter. Never ends.
pub type Mix = Limiter<rodio::mixer::MixerSource>;

impl MixerOutput {
    /// An output of `channels` at `rate` with `sounds` ready: the output, and the mix to
    /// hand to the device (or to pull samples from, in tests).
    #[must_use]
    pub fn new(
        channels: rodio::ChannelCount,
        rate: rodio::SampleRate,
        sounds: DecodedSounds,
    ) -> (Self, Mix) {
        let (mixer, source) = rodio::mixer::mixer(channels, rate);
        let (voice, queue): (VoiceHandle, VoiceQueue) = voice_queue(channels, rate);
        mixer.add(queue);
        let output = Self {
            mixer,
            voice,
            sounds,
            players: Vec::new(),
            names: Arc::new(Mutex::new(HashMap::new())),
            synth: None,
            own: OwnVoices::default(),
            busy: None,
            losses: Arc::new(Losses::default()),
        };
        (output, Limiter::new(source))
    }

    /// The same, with a speech synthesiser for the players' names.
    #[must_use]
    pub fn with_synth(mut self, synth: Option<Arc<dyn Synth>>) -> Self {
        self.synth = synth;
        self
    }

    /// Tells `busy` until when sound will play before each cue is handed over, so that a
    /// paused device is resumed first.
    #[must_use]
    pub fn with_busy(mut self, busy: Sender<Tell>) -> Self {
        self.busy = Some(busy);
        self
    }

    /// The same, counting into `losses` (shared with the stream's threads).
    #[must_use]
    pub fn with_losses(mut self, losses: Arc<Losses>) -> Self {
        self.losses = losses;
        self
    }

    /// What the listener lost, shared with the stream's threads.
    #[must_use]
    pub fn losses(&self) -> Arc<Losses> {
        self.losses.clone()
    }

    /// How many voice lines wait (not counting the one being spoken).
    #[must_use]
    pub fn waiting_lines(&self) -> usize {
        self.voice.waiting()
    }

    /// The players of the game on the table: their names are spoken by the synthesiser
    /// (made ready here, on a background thread, in both languages), or their colours
    /// until then and where there is none.
    pub fn set_players(&mut self, players: &[Player]) {
        if self.players == players {
            return;
        }
        self.players = players.to_vec();
        if let Ok(mut names) = self.names.lock() {
            names.clear();
        }
        let Some(synth) = self.synth.clone() else {
            return;
        };
        let names = self.names.clone();
        let players = self.players.clone();
        let spawned = std::thread::Builder::new()
            .name("speech".into())
            .spawn(move || {
                for language in Language::ALL {
                    for (seat, player) in players.iter().enumerate() {
                        let Some(bytes) = synth.say(&player.name, language) else {
                            continue;
                        };
                        match decode_spoken(&bytes) {
                            Ok(sound) => {
                                if let Ok(mut names) = names.lock() {
                                    names.insert((seat, language), sound);
                                }
                            }
                            Err(e) => log::debug!("the name of seat {seat} not spoken: {e}"),
                        }
                    }
                }
            });
        if let Err(e) = spawned {
            log::debug!("no thread to prepare the players' names: {e}");
        }
    }

    /// The table's own voice from now on: preferred to the built-in lines ([`own`]).
    pub fn set_own_voices(&mut self, voices: OwnVoices) {
        self.own = voices;
    }

    /// The sound of a voice line ([`own`]): the pack's recording or the built-in line;
    /// for a player's name, the recorded name, else the synthesiser's, else the seat's
    /// colour (the pack's or the built-in line).
    fn line(&self, language: Language, voice: Voice) -> Option<Sound> {
        let file = |voice: Voice| {
            self.own
                .line(language, voice.path())
                .or_else(|| self.sounds.voice(language, voice))
                .cloned()
        };
        let Some(seat) = voice.seat_of() else {
            return file(voice);
        };
        let player = self.players.get(seat)?;
        if let Some(recorded) = self.own.name(&player.name) {
            return Some(recorded.clone());
        }
        let spoken = self
            .names
            .lock()
            .ok()
            .and_then(|names| names.get(&(seat, language)).cloned());
        spoken.or_else(|| file(Voice::colour(player.colour)))
    }

    /// Plays the cues of one action: their effects start at once on the mixer, their
    /// voice lines go to the voice queue, where they drop the waiting lines of earlier
    /// actions' passing cues and follow the line being spoken. Nothing plays when muted
    /// or silent; a missing sound is silent.
    pub fn play(&self, cues: &[Cue], language: Language, levels: Levels) {
        if levels.mute {
            return;
        }
        let mut fx: Vec<(Fx, Sound)> = Vec::new();
        let mut voice: Vec<(Vec<rodio::source::Amplify<Sound>>, Lines)> = Vec::new();
        let mut told = Vec::new();
        for cue in cues {
            let (lines, effects) = levels.mode.shape(cue);
            fx.extend(
                effects
                    .into_iter()
                    .filter_map(|f| Some((f, self.sounds.fx(f)?.clone()))),
            );
            let sounds: Vec<Sound> = lines
                .iter()
                .filter_map(|&v| {
                    let sound = self.line(language, v)?;
                    told.push(format!(
                        "{}:{}",
                        v.path(),
                        sound.total_duration().unwrap_or_default().as_millis()
                    ));
                    Some(sound)
                })
                .collect();
            voice.push((
                sounds
                    .into_iter()
                    .map(|s| s.amplify(levels.voice))
                    .collect(),
                cue.lines,
            ));
        }
        if fx.is_empty() && voice.iter().all(|(lines, _)| lines.is_empty()) {
            return;
        }
        let now = Instant::now();
        let fx_until = fx
            .iter()
            .map(|(_, s)| s.total_duration().unwrap_or_default())
            .max()
            .unwrap_or_default();
        // Resume a paused device before anything is handed over: the estimate of the
        // voice's end is sent again below, once the lines are queued.
        if let Some(busy) = &self.busy {
            let _ = busy.send(Tell::Until(now + fx_until));
        }
        self.losses.cue(now);
        log::debug!(
            target: "deputy::cues",
            "play fx={} voice={} fx_volume={} voice_volume={}",
            fx.iter().map(|(f, _)| f.path()).collect::<Vec<_>>().join(","),
            told.join(","),
            levels.fx,
            levels.voice,
        );
        for (_, sound) in fx {
            self.mixer.add(sound.amplify(levels.fx));
        }
        let spoken = self.voice.speak(voice);
        if spoken.dropped > 0 {
            log::debug!(target: "deputy::cues", "dropped {} waiting lines", spoken.dropped);
        }
        if let Some(busy) = &self.busy {
            let _ = busy.send(Tell::Until(now + spoken.until));
        }
    }
}

impl MixerOutput {
    /// Plays a recorded take at once, over whatever plays, at the voice's volume.
    pub fn play_take(&self, take: &crate::services::voice_take::Processed, levels: Levels) {
        if levels.mute || take.samples.is_empty() {
            return;
        }
        let Some(rate) = NonZeroU32::new(take.rate_hz) else {
            return;
        };
        let samples: Arc<[f32]> = take
            .samples
            .iter()
            .map(|s| f32::from(*s) / 32768.0)
            .collect();
        let sound = Sound {
            samples: Samples::Decoded(samples),
            channels: NonZeroU16::MIN,
            rate,
            at: 0,
        };
        let until = sound.total_duration().unwrap_or_default();
        if let Some(busy) = &self.busy {
            let _ = busy.send(Tell::Until(Instant::now() + until));
        }
        self.mixer.add(sound.amplify(levels.voice));
    }
}

/// An output the user can choose in Settings: one of the sound server's sinks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputDevice {
    /// Its name, as the server knows it (what `PULSE_SINK` and the settings hold).
    pub name: String,
    /// Its description, for people ("Built-in Audio Analog Stereo").
    pub description: String,
}

/// What the top bar's sound menu says about the output besides its status.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SoundNews {
    /// What the listener lost over the evening ([`AudioOut::report`]).
    pub report: Option<Report>,
    /// The output chosen that is gone ([`AudioOut::output_note`]).
    pub note: Option<String>,
}

/// What the audio thread hands the app once the output is open.
struct Ready {
    output: MixerOutput,
    tell: Option<Sender<Tell>>,
    #[cfg(target_os = "linux")]
    server: Option<pulse::Server>,
    note: Arc<Mutex<Option<String>>>,
}

/// The real output, through rodio.
pub struct RodioAudio {
    pending: Option<Receiver<Result<Ready, String>>>,
    output: Option<MixerOutput>,
    status: AudioStatus,
    sound_problem: Option<String>,
    /// The players told before the output was ready.
    players: Vec<Player>,
    /// The own voices told (handed to the output once it is ready).
    own: OwnVoices,
    /// Tells the thread that keeps the output which output to play on.
    tell: Option<Sender<Tell>>,
    #[cfg(target_os = "linux")]
    server: Option<pulse::Server>,
    note: Arc<Mutex<Option<String>>>,
    /// The counts when the game on the table began (for its summary line).
    game_began: Report,
}

impl RodioAudio {
    /// Starts opening the default output and decoding every sound of `sets` on a
    /// background thread; `ready` is called from that thread when it is done (to wake the UI).
    #[must_use]
    pub fn start(sets: Vec<&'static SoundSet>, ready: impl FnOnce() + Send + 'static) -> Self {
        Self::start_on(sets, None, ready)
    }

    /// The same, on the output named `chosen` (one of [`AudioOut::outputs`]; the system
    /// default for `None`, or where it is gone).
    #[must_use]
    pub fn start_on(
        sets: Vec<&'static SoundSet>,
        chosen: Option<String>,
        ready: impl FnOnce() + Send + 'static,
    ) -> Self {
        let (tx, rx) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("audio".into())
            .spawn(move || {
                let sounds = DecodedSounds::decode_all(&sets);
                for problem in &sounds.problems {
                    log::warn!("sound {problem}: it will be silent");
                }
                // alsa-lib prints its own error lines on the terminal when there is no
                // sound card; on this thread they go to a buffer instead, logged at
                // debug level. Deputy's one-line notice says the rest.
                #[cfg(target_os = "linux")]
                let alsa_errors = alsa::Output::local_error_handler().ok();
                let opened = output::open_output(sounds, chosen);
                #[cfg(target_os = "linux")]
                if let Some(errors) = &alsa_errors {
                    let text = errors.borrow().to_string();
                    if !text.is_empty() {
                        log::debug!("ALSA said: {}", text.trim_end());
                    }
                }
                let opened = match opened {
                    Ok(opened) => {
                        output::raise_audio_threads();
                        opened
                    }
                    Err(e) => {
                        let _ = tx.send(Err(e));
                        ready();
                        return;
                    }
                };
                let synth = super::speech::system_synth();
                let output::Opened {
                    output,
                    server,
                    keep,
                    sink,
                    note,
                } = opened;
                #[cfg(not(target_os = "linux"))]
                let _ = server;
                let output = output.with_synth(synth);
                match keep {
                    Some(keep) => {
                        let (tell_tx, tell_rx) = mpsc::channel();
                        let _ = tx.send(Ok(Ready {
                            output: output.with_busy(tell_tx.clone()),
                            tell: Some(tell_tx),
                            #[cfg(target_os = "linux")]
                            server,
                            note,
                        }));
                        ready();
                        // The output must live as long as the app: this thread keeps it,
                        // and resumes it at each cue's start, at the priority of the
                        // thread that renders it.
                        keep(tell_rx);
                    }
                    None => {
                        let _ = tx.send(Ok(Ready {
                            output,
                            tell: None,
                            #[cfg(target_os = "linux")]
                            server,
                            note,
                        }));
                        ready();
                        let _sink = sink;
                        loop {
                            std::thread::park();
                        }
                    }
                }
            });
        let status = match spawned {
            Ok(_) => AudioStatus::Starting,
            Err(e) => AudioStatus::NoDevice(e.to_string()),
        };
        Self {
            pending: Some(rx),
            output: None,
            status,
            sound_problem: None,
            players: Vec::new(),
            own: OwnVoices::default(),
            tell: None,
            #[cfg(target_os = "linux")]
            server: None,
            note: Arc::new(Mutex::new(None)),
            game_began: Report::default(),
        }
    }

    fn poll(&mut self) {
        let Some(rx) = &self.pending else { return };
        match rx.try_recv() {
            Ok(Ok(ready)) => {
                let mut output = ready.output;
                let problems = &output.sounds.problems;
                self.sound_problem = (!problems.is_empty()).then(|| problems.join("; "));
                output.set_players(&self.players);
                output.set_own_voices(self.own.clone());
                self.output = Some(output);
                self.tell = ready.tell;
                #[cfg(target_os = "linux")]
                {
                    self.server = ready.server;
                }
                self.note = ready.note;
                self.status = AudioStatus::On;
                self.pending = None;
            }
            Ok(Err(reason)) => {
                log::info!("no audio device ({reason}): running silently");
                self.status = AudioStatus::NoDevice(reason);
                self.pending = None;
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => {
                self.status = AudioStatus::NoDevice("audio thread stopped".into());
                self.pending = None;
            }
        }
    }

    /// Logs, at info level, what the listener lost during the game that ends (one line
    /// per game), and starts counting the next.
    fn game_summary(&mut self) {
        let Some(now) = self.report() else { return };
        let game = now.since(&self.game_began);
        self.game_began = now;
        if game.cues == 0 {
            return;
        }
        log::info!(
            "sound for this game: {} cues, {} with a gap, {} started late; {} underruns, {} reopenings",
            game.cues,
            game.gapped_cues,
            game.late_starts,
            game.underruns,
            game.reopenings
        );
    }
}

impl Drop for RodioAudio {
    fn drop(&mut self) {
        self.game_summary();
    }
}

impl AudioOut for RodioAudio {
    fn play(&mut self, cues: &[Cue], language: Language, levels: Levels) {
        self.poll();
        if let Some(out) = &self.output {
            out.play(cues, language, levels);
        }
    }

    fn set_players(&mut self, players: &[Player]) {
        if self.players == players {
            return;
        }
        self.game_summary();
        self.players = players.to_vec();
        if let Some(out) = &mut self.output {
            out.set_players(players);
        }
    }

    fn set_own_voices(&mut self, voices: OwnVoices) {
        self.poll();
        if let Some(out) = &mut self.output {
            out.set_own_voices(voices.clone());
        }
        self.own = voices;
    }

    fn taken_back(&mut self) {
        self.poll();
        if let Some(out) = &self.output {
            let dropped = out.voice.drop_waiting();
            if dropped > 0 {
                log::debug!(target: "deputy::cues", "dropped {dropped} waiting lines");
            }
        }
    }

    fn status(&mut self) -> AudioStatus {
        self.poll();
        self.status.clone()
    }

    fn take_sound_problem(&mut self) -> Option<String> {
        self.poll();
        self.sound_problem.take()
    }

    fn report(&mut self) -> Option<Report> {
        self.poll();
        self.output.as_ref().map(|out| out.losses.report())
    }

    fn output_note(&mut self) -> Option<String> {
        self.poll();
        self.note.lock().ok().and_then(|n| n.clone())
    }

    fn outputs(&mut self) -> Vec<OutputDevice> {
        self.poll();
        #[cfg(target_os = "linux")]
        if let Some(server) = &self.server {
            return server.sinks().unwrap_or_else(|e| {
                log::info!("the sound server's outputs could not be listed: {e}");
                Vec::new()
            });
        }
        Vec::new()
    }

    fn choose_output(&mut self, name: Option<String>) {
        self.poll();
        if let Some(tell) = &self.tell {
            let _ = tell.send(Tell::Output(name));
        }
    }

    fn play_take(&mut self, take: &crate::services::voice_take::Processed, levels: Levels) {
        self.poll();
        if let Some(out) = &self.output {
            out.play_take(take, levels);
        }
    }
}
