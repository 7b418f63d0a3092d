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
//! # The output, and why it is opened the way it is (issue 15)
//!
//! On a desktop with PulseAudio (or PipeWire's PulseAudio server), the output talks to
//! the server over its own protocol (cpal's `pulseaudio` host), and is corked while
//! nothing plays, so an idle table costs no CPU. Through ALSA's `pulse` plugin (cpal's
//! ALSA host, what Deputy used before), the same stream stalled, spun and flooded the
//! log: the plugin has no pause (ALSA's pause only stops the client writing, so the
//! server's stream runs dry and the resume is an underrun), every underrun reconnects
//! the server's stream, and until the new stream has timing data the plugin answers
//! `snd_pcm_avail_delay` with EIO (alsa-plugins issue 65: it compares the error with
//! `PA_ERR_NODATA` instead of `-PA_ERR_NODATA`), which cpal's ALSA loop reports and
//! retries at once, holding the plugin's lock in a busy loop: 100 % of a core, tens of
//! thousands of log lines, and the rest of a cue up to 2 s late. Without a sound server
//! the ALSA host is used, on a real device, and paused the same way; where the ALSA
//! device is a sound server's plugin it keeps running. An output error is logged once,
//! then counted ([`ErrorTally`]).

use std::collections::HashMap;
use std::io::Cursor;
use std::num::{NonZeroU16, NonZeroU32};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rodio::{Decoder, DeviceSinkBuilder, Source};
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

    /// How many times an action was taken back ([`AudioOut::taken_back`]).
    #[must_use]
    pub fn taken_back_count(&self) -> usize {
        self.taken_back.load(std::sync::atomic::Ordering::Relaxed)
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
    /// Told, before a cue is handed over, until when sound will play (see
    /// [`keep_output`]); `None` for an output that is never paused.
    busy: Option<Sender<Instant>>,
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
            busy: None,
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
    fn with_busy(mut self, busy: Sender<Instant>) -> Self {
        self.busy = Some(busy);
        self
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

    /// The sound of a voice line: a file, or a player's name (spoken, or the seat's
    /// colour).
    fn line(&self, language: Language, voice: Voice) -> Option<Sound> {
        let Some(seat) = voice.seat_of() else {
            return self.sounds.voice(language, voice).cloned();
        };
        let spoken = self
            .names
            .lock()
            .ok()
            .and_then(|names| names.get(&(seat, language)).cloned());
        spoken.or_else(|| {
            let colour = self.players.get(seat)?.colour;
            self.sounds.voice(language, Voice::colour(colour)).cloned()
        })
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
            let _ = busy.send(now + fx_until);
        }
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
            let _ = busy.send(now + spoken.until);
        }
    }
}

/// How long the output keeps running after the last sound has ended, before it is
/// paused: long enough that a caller's next tier or a quick run of flips finds it
/// running, short enough that an idle table costs no CPU.
pub const KEEP_RUNNING_AFTER: Duration = Duration::from_secs(3);

/// A stream that can be paused and resumed: the device's output stream (a fake in
/// tests).
trait Pausable {
    /// Resumes a paused stream.
    fn resume(&self) -> Result<(), String>;
    /// Pauses the stream; an error when the device cannot pause.
    fn pause(&self) -> Result<(), String>;
}

impl Pausable for rodio::cpal::Stream {
    fn resume(&self) -> Result<(), String> {
        rodio::cpal::traits::StreamTrait::play(self).map_err(|e| e.to_string())
    }

    fn pause(&self) -> Result<(), String> {
        rodio::cpal::traits::StreamTrait::pause(self).map_err(|e| e.to_string())
    }
}

/// Pauses the output stream while nothing plays and resumes it before a cue, until the
/// app closes (`busy` disconnected). Runs on the thread that owns the stream.
///
/// A running output wakes every buffer (256 frames: 5.8 ms) in Deputy's audio threads
/// and in the sound server, 3 to 5 % of a core with nothing to play; a paused one costs
/// nothing. `busy` brings the instants until which sound plays, sent by
/// [`MixerOutput::play`] before it hands a cue over: each resumes a paused stream, and
/// the stream is paused `after` the last of them. A device that cannot pause keeps
/// running.
fn keep_output(stream: &impl Pausable, busy: &Receiver<Instant>, after: Duration) {
    let mut until = Instant::now();
    let mut paused = false;
    loop {
        let next = if paused {
            busy.recv().map_err(|_| RecvTimeoutError::Disconnected)
        } else {
            busy.recv_timeout((until + after).saturating_duration_since(Instant::now()))
        };
        match next {
            Ok(instant) => {
                until = until.max(instant);
                if paused {
                    match stream.resume() {
                        Ok(()) => paused = false,
                        Err(e) => log::warn!("the audio output did not resume: {e}"),
                    }
                }
            }
            Err(RecvTimeoutError::Timeout) => match stream.pause() {
                Ok(()) => paused = true,
                Err(e) => {
                    log::info!("the audio output cannot pause ({e}): it keeps running");
                    while busy.recv().is_ok() {}
                    return;
                }
            },
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

/// Logs an output's errors without flooding the log: the first of a kind at once, then
/// a count of its repeats at most once a minute, and the count left when the output
/// closes. A stream that fails again within a millisecond (a driver's loop retrying at
/// once) is slowed to one try per 2 ms, so that it cannot spin a core.
#[derive(Default)]
pub struct ErrorTally {
    /// Per kind of error: repeats not yet logged, and when they were last logged.
    seen: HashMap<String, (u64, Instant)>,
    last: Option<Instant>,
}

/// How often repeats of an error are counted in the log.
pub const ERROR_COUNT_EVERY: Duration = Duration::from_secs(60);

impl ErrorTally {
    /// Notes one error: returns the line to log now, if any.
    pub fn note(&mut self, error: &str, now: Instant) -> Option<String> {
        let line = match self.seen.get_mut(error) {
            None => {
                self.seen.insert(error.to_owned(), (0, now));
                Some(format!("audio output: {error} (repeats are counted)"))
            }
            Some((count, logged)) => {
                *count += 1;
                (now.duration_since(*logged) >= ERROR_COUNT_EVERY).then(|| {
                    let line = format!(
                        "audio output: {error}: {count} more times in {} s",
                        now.duration_since(*logged).as_secs()
                    );
                    *count = 0;
                    *logged = now;
                    line
                })
            }
        };
        let again = self
            .last
            .is_some_and(|t| now.duration_since(t) < Duration::from_millis(1));
        self.last = Some(now);
        if again {
            std::thread::sleep(Duration::from_millis(2));
        }
        line
    }

    /// The counts not logged yet, one line per kind.
    pub fn leftover(&mut self) -> Vec<String> {
        self.seen
            .iter_mut()
            .filter(|(_, (count, _))| *count > 0)
            .map(|(error, (count, _))| {
                let line = format!("audio output: {error}: {count} more times");
                *count = 0;
                line
            })
            .collect()
    }
}

/// An [`ErrorTally`] that logs its counts when the stream (and so its error callback)
/// is dropped.
struct LoggedTally(ErrorTally);

impl LoggedTally {
    fn note(&mut self, error: &rodio::cpal::Error) {
        // An underrun on a loaded machine is told once at info level; anything else is a
        // warning.
        let xrun = matches!(error.kind(), rodio::cpal::ErrorKind::Xrun);
        if let Some(line) = self.0.note(&error.to_string(), Instant::now()) {
            if xrun {
                log::info!("{line}");
            } else {
                log::warn!("{line}");
            }
        }
    }
}

impl Drop for LoggedTally {
    fn drop(&mut self) {
        for line in self.0.leftover() {
            log::warn!("{line}");
        }
    }
}

/// The output buffer sizes tried on a device Deputy writes to itself (cpal's ALSA host),
/// in frames: 11.6 and 23.2 ms at 44.1 kHz. rodio's own default is about 50 ms. A cue
/// waits behind what is queued, so a small buffer answers sooner; 256 frames broke up
/// under CPU load, so 512 is the first size tried.
pub const BUFFER_FRAMES: [u32; 2] = [512, 1024];

/// The output buffer sizes tried through a sound server (cpal's PulseAudio host, which
/// also serves PipeWire), in frames: 17.4 and 23.2 ms at 44.1 kHz. The server keeps two
/// buffers queued and asks for the next one when one has played, so the whole chain (its
/// own thread that reads the socket, Deputy's threads that render and send) has one
/// buffer's time to answer. At 512 frames (11.6 ms) a busy 2-core machine now and then
/// missed that: in 280 cues under `LOAD=2`, one had 24 ms of silence inside it, one 3 ms
/// and one two gaps under a millisecond, while Deputy's audio threads ran at a real-time
/// priority. At 768 frames none did (280 cues; starts: median 17 to 19 ms, worst 48 ms),
/// nor at 1024 (median 25 to 30 ms, too close to the 30 ms target). See
/// `benches/cue_latency.sh` and `benches/README.md`.
pub const SERVER_BUFFER_FRAMES: [u32; 2] = [768, 1024];

/// The buffer sizes to try on `host`: [`BUFFER_FRAMES`] on cpal's ALSA host, else
/// [`SERVER_BUFFER_FRAMES`] (the PulseAudio host; other systems' hosts also play through
/// their sound server); or the one size in the environment variable
/// `DEPUTY_AUDIO_FRAMES` (for measuring: `benches/cue_latency.sh`).
fn buffer_frames(host: rodio::cpal::HostId) -> Vec<u32> {
    let ladder = if host == rodio::cpal::HostId::Alsa {
        BUFFER_FRAMES
    } else {
        SERVER_BUFFER_FRAMES
    };
    std::env::var("DEPUTY_AUDIO_FRAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or_else(|| ladder.to_vec(), |frames| vec![frames])
}

/// An output that is open: the app's side, and what keeps its sound going.
enum Opened {
    /// Deputy's own stream on the default device, which [`keep_output`] pauses while
    /// nothing plays (unless `pausable` is false: a sound server's ALSA plugin).
    Own(MixerOutput, rodio::cpal::Stream, bool),
    /// rodio's default sink (its own configuration, or any other device), which keeps
    /// running.
    Rodio(MixerOutput, rodio::MixerDeviceSink),
}

/// Whether a sound server runs for this session (PulseAudio or PipeWire): then an
/// ALSA device is its plugin, which must not be paused.
fn sound_server_runs() -> bool {
    if std::env::var_os("PULSE_SERVER").is_some() {
        return true;
    }
    std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|dir| {
        let dir = std::path::Path::new(&dir);
        dir.join("pulse/native").exists() || dir.join("pipewire-0").exists()
    })
}

/// Opens the default output with the smallest buffer it accepts (from [`BUFFER_FRAMES`]
/// or [`SERVER_BUFFER_FRAMES`], within the device's own range when it gives one),
/// falling back to rodio's default configuration and then to any other device, with
/// `sounds` ready.
///
/// # Errors
/// No device can be opened.
fn open_output(sounds: DecodedSounds) -> Result<Opened, rodio::DeviceSinkError> {
    use rodio::cpal::traits::{DeviceTrait, HostTrait};
    let host = rodio::cpal::default_host();
    let pausable = host.id() != rodio::cpal::HostId::Alsa || !sound_server_runs();
    let default = host.default_output_device().and_then(|device| {
        let supported = device.default_output_config().ok()?;
        Some((device, supported))
    });
    if let Some((device, supported)) = default {
        let range = match supported.buffer_size() {
            rodio::cpal::SupportedBufferSize::Range { min, max } => Some((*min, *max)),
            rodio::cpal::SupportedBufferSize::Unknown => None,
        };
        for frames in buffer_frames(host.id()) {
            if let Some((min, max)) = range
                && !(min..=max).contains(&frames)
            {
                continue;
            }
            match open_stream(&device, &supported, frames, sounds.clone()) {
                Ok((output, stream)) => {
                    log::info!(
                        "audio output opened on {:?} with a buffer of {frames} frames (device range {range:?}){}",
                        host.id(),
                        if pausable {
                            ""
                        } else {
                            "; kept running (a sound server's ALSA plugin)"
                        }
                    );
                    return Ok(Opened::Own(output, stream, pausable));
                }
                Err(e) => log::debug!("a buffer of {frames} frames refused: {e}"),
            }
        }
    }
    DeviceSinkBuilder::open_default_sink().map(|mut sink| {
        sink.log_on_drop(false);
        let config = sink.config();
        let (output, mix) = MixerOutput::new(config.channel_count(), config.sample_rate(), sounds);
        sink.mixer().add(mix);
        Opened::Rodio(output, sink)
    })
}

/// Opens `device` in its default format `supported` with a buffer of `frames` frames,
/// playing a new output's mix.
///
/// # Errors
/// The device refuses the configuration, or its sample format is not one of f32, i16,
/// i32 and u16.
fn open_stream(
    device: &rodio::cpal::Device,
    supported: &rodio::cpal::SupportedStreamConfig,
    frames: u32,
    sounds: DecodedSounds,
) -> Result<(MixerOutput, rodio::cpal::Stream), String> {
    use rodio::cpal::traits::StreamTrait;
    use rodio::cpal::{BufferSize, SampleFormat, StreamConfig};
    let config = StreamConfig {
        channels: supported.channels(),
        sample_rate: supported.sample_rate(),
        buffer_size: BufferSize::Fixed(frames),
    };
    let channels = NonZeroU16::new(config.channels).ok_or("no channels")?;
    let rate = NonZeroU32::new(config.sample_rate).ok_or("no sample rate")?;
    let (output, mix) = MixerOutput::new(channels, rate, sounds);
    let stream = match supported.sample_format() {
        SampleFormat::F32 => build_stream::<f32>(device, config, mix),
        SampleFormat::I16 => build_stream::<i16>(device, config, mix),
        SampleFormat::I32 => build_stream::<i32>(device, config, mix),
        SampleFormat::U16 => build_stream::<u16>(device, config, mix),
        other => return Err(format!("sample format {other} not handled")),
    }
    .map_err(|e| e.to_string())?;
    stream.play().map_err(|e| e.to_string())?;
    Ok((output, stream))
}

/// An output stream of samples of type `T` that plays `mix`.
fn build_stream<T>(
    device: &rodio::cpal::Device,
    config: rodio::cpal::StreamConfig,
    mut mix: Mix,
) -> Result<rodio::cpal::Stream, rodio::cpal::Error>
where
    T: rodio::cpal::SizedSample + rodio::cpal::FromSample<f32>,
{
    use rodio::cpal::traits::DeviceTrait;
    let mut tally = LoggedTally(ErrorTally::default());
    device.build_output_stream::<T, _, _>(
        config,
        move |data: &mut [T], _| {
            for sample in data.iter_mut() {
                *sample = mix.next().map_or(T::EQUILIBRIUM, T::from_sample);
            }
        },
        move |e| tally.note(&e),
        None,
    )
}

/// Raises the priority of every thread of the audio output ([`super::priority`]): the
/// `audio` thread, which resumes the output at each cue's start, and every thread the
/// audio stack started from it, which all take its name (the one that renders the mix,
/// the sound server client's socket thread, cpal's stream threads), or cpal's ALSA
/// output thread. Raising only the one that renders is not enough: it shares the server
/// client's lock with the others, and waits whenever one of them is preempted while
/// holding it. Asks from a thread of its own (RealtimeKit takes a D-Bus call); logs
/// what was granted at info level.
fn raise_audio_threads() {
    let spawned = std::thread::Builder::new()
        .name("audio-priority".into())
        .spawn(|| {
            let threads = super::priority::threads_named(&["audio", "cpal_alsa_out"]);
            let mut granted = Vec::new();
            for thread in &threads {
                match super::priority::raise_thread(*thread) {
                    Ok(how) => granted.push(how),
                    Err(why) => log::info!("audio thread {thread} keeps its priority: {why}"),
                }
            }
            if let Some(how) = granted.first() {
                log::info!(
                    "{} of {} audio threads run at {how}",
                    granted.len(),
                    threads.len()
                );
            }
        });
    if let Err(e) = spawned {
        log::info!("the audio threads keep their priority: {e}");
    }
}

/// The real output, through rodio.
pub struct RodioAudio {
    pending: Option<Receiver<Result<MixerOutput, String>>>,
    output: Option<MixerOutput>,
    status: AudioStatus,
    sound_problem: Option<String>,
    /// The players told before the output was ready.
    players: Vec<Player>,
}

impl RodioAudio {
    /// Starts opening the default output and decoding every sound of `sets` on a
    /// background thread; `ready` is called from that thread when it is done (to wake the UI).
    #[must_use]
    pub fn start(sets: Vec<&'static SoundSet>, ready: impl FnOnce() + Send + 'static) -> Self {
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
                let opened = open_output(sounds);
                #[cfg(target_os = "linux")]
                if let Some(errors) = &alsa_errors {
                    let text = errors.borrow().to_string();
                    if !text.is_empty() {
                        log::debug!("ALSA said: {}", text.trim_end());
                    }
                }
                let opened = match opened {
                    Ok(opened) => {
                        raise_audio_threads();
                        opened
                    }
                    Err(e) => {
                        let _ = tx.send(Err(e.to_string()));
                        ready();
                        return;
                    }
                };
                let synth = super::speech::system_synth();
                let (busy_tx, busy_rx) = mpsc::channel();
                match opened {
                    Opened::Own(output, stream, pausable) => {
                        let output = output.with_synth(synth);
                        let output = if pausable {
                            output.with_busy(busy_tx)
                        } else {
                            output
                        };
                        let _ = tx.send(Ok(output));
                        ready();
                        // The output must live as long as the app: this thread keeps it,
                        // and resumes it at each cue's start, at the priority of the
                        // thread that renders it.
                        keep_output(&stream, &busy_rx, KEEP_RUNNING_AFTER);
                        if !pausable {
                            loop {
                                std::thread::park();
                            }
                        }
                    }
                    Opened::Rodio(output, _sink) => {
                        let _ = tx.send(Ok(output.with_synth(synth)));
                        ready();
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
        }
    }

    fn poll(&mut self) {
        let Some(rx) = &self.pending else { return };
        match rx.try_recv() {
            Ok(Ok(mut output)) => {
                let problems = &output.sounds.problems;
                self.sound_problem = (!problems.is_empty()).then(|| problems.join("; "));
                output.set_players(&self.players);
                self.output = Some(output);
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
        self.players = players.to_vec();
        if let Some(out) = &mut self.output {
            out.set_players(players);
        }
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
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;
    use std::sync::{Arc, Mutex};
    use std::time::{Duration, Instant};

    use super::{Pausable, keep_output};

    /// Records what the keeper asked of the stream.
    #[derive(Clone, Default)]
    struct FakeStream {
        calls: Arc<Mutex<Vec<&'static str>>>,
        can_pause: bool,
    }

    impl FakeStream {
        fn calls(&self) -> Vec<&'static str> {
            self.calls.lock().map(|c| c.clone()).unwrap_or_default()
        }

        /// Waits (up to 5 s) until the calls are `want`.
        fn wait_for(&self, want: &[&str]) {
            let started = Instant::now();
            while self.calls() != want && started.elapsed() < Duration::from_secs(5) {
                std::thread::sleep(Duration::from_millis(5));
            }
            assert_eq!(self.calls(), want);
        }
    }

    impl Pausable for FakeStream {
        fn resume(&self) -> Result<(), String> {
            self.calls.lock().map_err(|e| e.to_string())?.push("resume");
            Ok(())
        }

        fn pause(&self) -> Result<(), String> {
            if !self.can_pause {
                return Err("cannot pause".into());
            }
            self.calls.lock().map_err(|e| e.to_string())?.push("pause");
            Ok(())
        }
    }

    #[test]
    fn the_output_pauses_after_the_last_sound_and_resumes_before_the_next() {
        let stream = FakeStream {
            can_pause: true,
            ..FakeStream::default()
        };
        let (busy, rx) = mpsc::channel();
        let keeper = {
            let stream = stream.clone();
            std::thread::spawn(move || keep_output(&stream, &rx, Duration::from_millis(100)))
        };
        // Nothing plays after opening: paused after the grace time.
        stream.wait_for(&["pause"]);
        // A cue of 300 ms: resumed at once, paused again only after it and the grace.
        let sent = Instant::now();
        busy.send(sent + Duration::from_millis(300))
            .expect("keeper");
        stream.wait_for(&["pause", "resume"]);
        stream.wait_for(&["pause", "resume", "pause"]);
        assert!(
            sent.elapsed() >= Duration::from_millis(400),
            "paused before the sound and the grace were over"
        );
        // A second cue while running keeps it running: no second resume.
        busy.send(Instant::now()).expect("keeper");
        busy.send(Instant::now()).expect("keeper");
        stream.wait_for(&["pause", "resume", "pause", "resume", "pause"]);
        drop(busy);
        keeper.join().expect("the keeper ends when the app closes");
    }

    #[test]
    fn a_device_that_cannot_pause_keeps_running_until_the_app_closes() {
        let stream = FakeStream::default();
        let (busy, rx) = mpsc::channel();
        let keeper = {
            let stream = stream.clone();
            std::thread::spawn(move || keep_output(&stream, &rx, Duration::from_millis(10)))
        };
        std::thread::sleep(Duration::from_millis(50));
        busy.send(Instant::now()).expect("still listening");
        drop(busy);
        keeper.join().expect("the keeper ends when the app closes");
        assert!(stream.calls().is_empty(), "{:?}", stream.calls());
    }
}
