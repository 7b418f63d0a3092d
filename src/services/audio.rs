//! The audio service: one output opened at start, every sound decoded into memory at
//! start, voice and effects volumes, mute. With no audio device Deputy runs silently.
//!
//! The output is opened and the sounds decoded on a background thread, so the first
//! frame never waits for the sound card. Voice lines queue one after another on one
//! player; effects go straight to the mixer and may overlap. A cue is a clone of a
//! decoded buffer (a reference count), so nothing is decoded or opened per cue.

use std::collections::HashMap;
use std::io::Cursor;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

use rodio::buffer::SamplesBuffer;
use rodio::{Decoder, DeviceSinkBuilder, Source};

use crate::core::cue::{Cue, Fx, Voice};
use crate::i18n::Language;

use super::sounds::SoundSet;

/// Volumes and mute, from Settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Levels {
    /// Voice volume, 0.0 to 1.0.
    pub voice: f32,
    /// Effects volume, 0.0 to 1.0.
    pub fx: f32,
    /// Mute both.
    pub mute: bool,
}

impl Default for Levels {
    fn default() -> Self {
        Self {
            voice: 1.0,
            fx: 0.8,
            mute: false,
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
    /// Plays a cue's voice line (queued after any line still playing) and effects.
    fn play(&mut self, cue: &Cue, language: Language, levels: Levels);
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
}

impl AudioOut for RecordingAudio {
    fn play(&mut self, cue: &Cue, language: Language, levels: Levels) {
        if levels.mute {
            return;
        }
        if let Ok(mut played) = self.played.lock() {
            played.extend(
                cue.voice
                    .iter()
                    .map(|&voice| Played::Voice(voice, language, levels.voice)),
            );
            played.extend(cue.fx.iter().map(|&fx| Played::Fx(fx, levels.fx)));
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
    fn play(&mut self, _cue: &Cue, _language: Language, _levels: Levels) {}

    fn status(&mut self) -> AudioStatus {
        AudioStatus::NoDevice(self.reason.clone())
    }
}

/// Every sound decoded into sample buffers, keyed by path (`duel/hold`).
#[derive(Clone, Default)]
pub struct DecodedSounds {
    /// Voice lines, English then French.
    voices: [HashMap<String, SamplesBuffer>; 2],
    fx: HashMap<String, SamplesBuffer>,
    /// Files that are missing or failed to decode, with the reason.
    pub problems: Vec<String>,
}

fn slot(language: Language) -> usize {
    match language {
        Language::En => 0,
        Language::Fr => 1,
    }
}

/// Decodes one WAV file into a buffer.
///
/// # Errors
/// The bytes are not a WAV file rodio can decode.
pub fn decode(bytes: &'static [u8]) -> Result<SamplesBuffer, String> {
    let decoder = Decoder::new_wav(Cursor::new(bytes)).map_err(|e| e.to_string())?;
    let channels = decoder.channels();
    let rate = decoder.sample_rate();
    let samples: Vec<f32> = decoder.collect();
    if samples.is_empty() {
        return Err("no samples".into());
    }
    Ok(SamplesBuffer::new(channels, rate, samples))
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

    /// How many samples are held in memory, over every sound (4 bytes each).
    #[must_use]
    pub fn sample_count(&self) -> usize {
        self.voices
            .iter()
            .flat_map(HashMap::values)
            .chain(self.fx.values())
            .map(|b| b.clone().count())
            .sum()
    }

    /// The buffer of a voice line.
    #[must_use]
    pub fn voice(&self, language: Language, voice: Voice) -> Option<&SamplesBuffer> {
        self.voices[slot(language)].get(voice.path())
    }

    /// The buffer of an effect.
    #[must_use]
    pub fn fx(&self, fx: Fx) -> Option<&SamplesBuffer> {
        self.fx.get(fx.path())
    }
}

/// Where cues play: a rodio mixer, one queue for voice lines on it, and every sound
/// decoded once. Playing a cue clones decoded buffers (a reference count) and hands them
/// over; nothing is decoded or opened per cue.
pub struct MixerOutput {
    mixer: rodio::mixer::Mixer,
    voice: rodio::Player,
    sounds: DecodedSounds,
}

impl MixerOutput {
    /// An output on `mixer`, with a voice queue connected to it.
    #[must_use]
    pub fn new(mixer: rodio::mixer::Mixer, sounds: DecodedSounds) -> Self {
        let voice = rodio::Player::connect_new(&mixer);
        Self {
            mixer,
            voice,
            sounds,
        }
    }

    /// Plays a cue: its effects start at once on the mixer, its voice line queues after
    /// any line still playing. Nothing plays when muted; a missing sound is silent.
    pub fn play(&self, cue: &Cue, language: Language, levels: Levels) {
        if levels.mute {
            return;
        }
        for &fx in &cue.fx {
            if let Some(buffer) = self.sounds.fx(fx) {
                self.mixer.add(buffer.clone().amplify(levels.fx));
            }
        }
        for &voice in &cue.voice {
            if let Some(buffer) = self.sounds.voice(language, voice) {
                self.voice.append(buffer.clone().amplify(levels.voice));
            }
        }
    }
}

/// The output buffer sizes tried, smallest first, in frames (5.8, 11.6 and 23.2 ms at
/// 44.1 kHz). rodio's own default is about 50 ms; a cue waits for at most one buffer,
/// so the smallest size the device accepts is taken (see README.md, "cue latency").
pub const BUFFER_FRAMES: [u32; 3] = [256, 512, 1024];

/// Opens the default output with the smallest buffer it accepts (from
/// [`BUFFER_FRAMES`], within the device's own range when it gives one), falling back to
/// rodio's default configuration and then to any other device.
///
/// # Errors
/// No device can be opened.
fn open_sink() -> Result<rodio::MixerDeviceSink, rodio::DeviceSinkError> {
    use rodio::cpal::traits::DeviceTrait;
    let range = DeviceSinkBuilder::from_default_device().ok().and_then(|_| {
        let host = rodio::cpal::default_host();
        let device = rodio::cpal::traits::HostTrait::default_output_device(&host)?;
        match device.default_output_config().ok()?.buffer_size() {
            rodio::cpal::SupportedBufferSize::Range { min, max } => Some((*min, *max)),
            rodio::cpal::SupportedBufferSize::Unknown => None,
        }
    });
    for frames in BUFFER_FRAMES {
        if let Some((min, max)) = range
            && !(min..=max).contains(&frames)
        {
            continue;
        }
        let opened = DeviceSinkBuilder::from_default_device().and_then(|b| {
            b.with_buffer_size(rodio::cpal::BufferSize::Fixed(frames))
                .open_stream()
        });
        match opened {
            Ok(sink) => {
                log::info!(
                    "audio output opened with a buffer of {frames} frames (device range {range:?})"
                );
                return Ok(sink);
            }
            Err(e) => log::debug!("a buffer of {frames} frames refused: {e}"),
        }
    }
    DeviceSinkBuilder::open_default_sink()
}

/// The real output, through rodio.
pub struct RodioAudio {
    pending: Option<Receiver<Result<MixerOutput, String>>>,
    output: Option<MixerOutput>,
    status: AudioStatus,
    sound_problem: Option<String>,
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
                // alsa-lib prints its own error lines on the terminal when there is no
                // sound card; on this thread they go to a buffer instead, logged at
                // debug level. Deputy's one-line notice says the rest.
                #[cfg(target_os = "linux")]
                let alsa_errors = alsa::Output::local_error_handler().ok();
                let opened = open_sink();
                #[cfg(target_os = "linux")]
                if let Some(errors) = &alsa_errors {
                    let text = errors.borrow().to_string();
                    if !text.is_empty() {
                        log::debug!("ALSA said: {}", text.trim_end());
                    }
                }
                let sink = match opened {
                    Ok(mut sink) => {
                        sink.log_on_drop(false);
                        sink
                    }
                    Err(e) => {
                        let _ = tx.send(Err(e.to_string()));
                        ready();
                        return;
                    }
                };
                let sounds = DecodedSounds::decode_all(&sets);
                for problem in &sounds.problems {
                    log::warn!("sound {problem}: it will be silent");
                }
                let _ = tx.send(Ok(MixerOutput::new(sink.mixer().clone(), sounds)));
                ready();
                // The device sink must live as long as the app: park this thread with it.
                loop {
                    std::thread::park();
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
        }
    }

    fn poll(&mut self) {
        let Some(rx) = &self.pending else { return };
        match rx.try_recv() {
            Ok(Ok(output)) => {
                let problems = &output.sounds.problems;
                self.sound_problem = (!problems.is_empty()).then(|| problems.join("; "));
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
    fn play(&mut self, cue: &Cue, language: Language, levels: Levels) {
        self.poll();
        if let Some(out) = &self.output {
            out.play(cue, language, levels);
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
