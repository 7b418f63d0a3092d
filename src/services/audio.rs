//! The audio service: one output opened at start, every sound made ready at start
//! (16-bit files are played from their embedded bytes, anything else is decoded into
//! memory), voice and effects volumes, mute. With no audio device Deputy runs silently.
//!
//! The output is opened and the sounds decoded on a background thread, so the first
//! frame never waits for the sound card. Effects go straight to the mixer and may
//! overlap; voice lines go to it too, each delayed until the line before it ends. A cue
//! is a clone of a ready [`Sound`] (a slice or a reference count), so nothing is decoded
//! or opened per cue. The output stream is paused while nothing plays (an idle table
//! costs no CPU) and resumed before the next cue.

use std::cell::Cell;
use std::collections::HashMap;
use std::io::Cursor;
use std::num::{NonZeroU16, NonZeroU32};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
fn pcm16(bytes: &'static [u8]) -> Option<(NonZeroU16, NonZeroU32, &'static [u8])> {
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

/// Where cues play: a rodio mixer, the time the voice lines already handed to it end,
/// and every sound made ready once. Playing a cue clones ready [`Sound`]s (a slice or a
/// reference count) and hands them over; nothing is decoded or opened per cue.
pub struct MixerOutput {
    mixer: rodio::mixer::Mixer,
    sounds: DecodedSounds,
    /// When the last voice line queued so far ends.
    voice_until: Cell<Instant>,
    /// Told, before a cue is handed over, until when sound will play (see
    /// [`keep_output`]); `None` for an output that is never paused.
    busy: Option<Sender<Instant>>,
}

impl MixerOutput {
    /// An output on `mixer`.
    #[must_use]
    pub fn new(mixer: rodio::mixer::Mixer, sounds: DecodedSounds) -> Self {
        Self {
            mixer,
            sounds,
            voice_until: Cell::new(Instant::now()),
            busy: None,
        }
    }

    /// The same, telling `busy` until when sound will play before each cue is handed
    /// over, so that a paused device is resumed first.
    #[must_use]
    fn with_busy(mixer: rodio::mixer::Mixer, sounds: DecodedSounds, busy: Sender<Instant>) -> Self {
        Self {
            busy: Some(busy),
            ..Self::new(mixer, sounds)
        }
    }

    /// Plays a cue: its effects start at once on the mixer, its voice lines one after
    /// another, after any line still playing. Nothing plays when muted; a missing sound
    /// is silent.
    ///
    /// Voice lines go to the mixer too, each delayed until the line before it ends (by
    /// the lines' lengths): a queue of its own would play silence while empty and start
    /// a new line only at its next check, which made a lone call about 14 ms later than
    /// an effect (`benches/cue_latency.sh`). The lines of one cue follow each other to
    /// the sample; a line of a later cue, placed by time, may start up to one output
    /// buffer (5.8 ms) early or late against the line before it.
    pub fn play(&self, cue: &Cue, language: Language, levels: Levels) {
        if levels.mute {
            return;
        }
        let fx: Vec<&Sound> = cue.fx.iter().filter_map(|&f| self.sounds.fx(f)).collect();
        let voice: Vec<&Sound> = cue
            .voice
            .iter()
            .filter_map(|&v| self.sounds.voice(language, v))
            .collect();
        if fx.is_empty() && voice.is_empty() {
            return;
        }
        let now = Instant::now();
        let length = |b: &Sound| b.total_duration().unwrap_or_default();
        let fx_until = now + fx.iter().map(|b| length(b)).max().unwrap_or_default();
        let voice_from = self.voice_until.get().max(now);
        let voice_until = voice_from + voice.iter().map(|b| length(b)).sum();
        self.voice_until.set(voice_until);
        if let Some(busy) = &self.busy {
            let _ = busy.send(fx_until.max(voice_until));
        }
        for buffer in fx {
            self.mixer.add(buffer.clone().amplify(levels.fx));
        }
        let mut at = voice_from;
        for buffer in voice {
            self.mixer
                .add(buffer.clone().amplify(levels.voice).delay(at - now));
            at += length(buffer);
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

/// The output buffer sizes tried, smallest first, in frames (5.8, 11.6 and 23.2 ms at
/// 44.1 kHz). rodio's own default is about 50 ms; a cue waits for at most one buffer,
/// so the smallest size the device accepts is taken (see README.md, "cue latency").
pub const BUFFER_FRAMES: [u32; 3] = [256, 512, 1024];

/// An output that is open: a mixer, and what keeps its sound going.
enum Opened {
    /// Deputy's own stream on the default device, which [`keep_output`] pauses while
    /// nothing plays.
    Own(rodio::mixer::Mixer, rodio::cpal::Stream),
    /// rodio's default sink (its own configuration, or any other device), which keeps
    /// running.
    Rodio(rodio::MixerDeviceSink),
}

/// Opens the default output with the smallest buffer it accepts (from
/// [`BUFFER_FRAMES`], within the device's own range when it gives one), falling back to
/// rodio's default configuration and then to any other device.
///
/// # Errors
/// No device can be opened.
fn open_output() -> Result<Opened, rodio::DeviceSinkError> {
    use rodio::cpal::traits::{DeviceTrait, HostTrait};
    let host = rodio::cpal::default_host();
    let default = host.default_output_device().and_then(|device| {
        let supported = device.default_output_config().ok()?;
        Some((device, supported))
    });
    if let Some((device, supported)) = default {
        let range = match supported.buffer_size() {
            rodio::cpal::SupportedBufferSize::Range { min, max } => Some((*min, *max)),
            rodio::cpal::SupportedBufferSize::Unknown => None,
        };
        for frames in BUFFER_FRAMES {
            if let Some((min, max)) = range
                && !(min..=max).contains(&frames)
            {
                continue;
            }
            match open_stream(&device, &supported, frames) {
                Ok((mixer, stream)) => {
                    log::info!(
                        "audio output opened with a buffer of {frames} frames (device range {range:?})"
                    );
                    return Ok(Opened::Own(mixer, stream));
                }
                Err(e) => log::debug!("a buffer of {frames} frames refused: {e}"),
            }
        }
    }
    DeviceSinkBuilder::open_default_sink().map(|mut sink| {
        sink.log_on_drop(false);
        Opened::Rodio(sink)
    })
}

/// Opens `device` in its default format `supported` with a buffer of `frames` frames,
/// playing a new mixer's output.
///
/// # Errors
/// The device refuses the configuration, or its sample format is not one of f32, i16,
/// i32 and u16.
fn open_stream(
    device: &rodio::cpal::Device,
    supported: &rodio::cpal::SupportedStreamConfig,
    frames: u32,
) -> Result<(rodio::mixer::Mixer, rodio::cpal::Stream), String> {
    use rodio::cpal::traits::StreamTrait;
    use rodio::cpal::{BufferSize, SampleFormat, StreamConfig};
    let config = StreamConfig {
        channels: supported.channels(),
        sample_rate: supported.sample_rate(),
        buffer_size: BufferSize::Fixed(frames),
    };
    let channels = NonZeroU16::new(config.channels).ok_or("no channels")?;
    let rate = NonZeroU32::new(config.sample_rate).ok_or("no sample rate")?;
    let (mixer, source) = rodio::mixer::mixer(channels, rate);
    let stream = match supported.sample_format() {
        SampleFormat::F32 => build_stream::<f32>(device, config, source),
        SampleFormat::I16 => build_stream::<i16>(device, config, source),
        SampleFormat::I32 => build_stream::<i32>(device, config, source),
        SampleFormat::U16 => build_stream::<u16>(device, config, source),
        other => return Err(format!("sample format {other} not handled")),
    }
    .map_err(|e| e.to_string())?;
    stream.play().map_err(|e| e.to_string())?;
    Ok((mixer, stream))
}

/// An output stream of samples of type `T` that plays `source`, silence when it has
/// nothing.
fn build_stream<T>(
    device: &rodio::cpal::Device,
    config: rodio::cpal::StreamConfig,
    mut source: rodio::mixer::MixerSource,
) -> Result<rodio::cpal::Stream, rodio::cpal::Error>
where
    T: rodio::cpal::SizedSample + rodio::cpal::FromSample<f32>,
{
    use rodio::cpal::traits::DeviceTrait;
    device.build_output_stream::<T, _, _>(
        config,
        move |data: &mut [T], _| {
            for sample in data.iter_mut() {
                *sample = source.next().map_or(T::EQUILIBRIUM, T::from_sample);
            }
        },
        |e| match e.kind() {
            // A short gap in the sound (at start, or on a loaded machine): ALSA recovers.
            rodio::cpal::ErrorKind::Xrun => log::debug!("audio output: {e}"),
            _ => log::warn!("audio output: {e}"),
        },
        None,
    )
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
                let opened = open_output();
                #[cfg(target_os = "linux")]
                if let Some(errors) = &alsa_errors {
                    let text = errors.borrow().to_string();
                    if !text.is_empty() {
                        log::debug!("ALSA said: {}", text.trim_end());
                    }
                }
                let opened = match opened {
                    Ok(opened) => opened,
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
                let (busy_tx, busy_rx) = mpsc::channel();
                let output = match &opened {
                    Opened::Own(mixer, _) => MixerOutput::with_busy(mixer.clone(), sounds, busy_tx),
                    Opened::Rodio(sink) => MixerOutput::new(sink.mixer().clone(), sounds),
                };
                let _ = tx.send(Ok(output));
                ready();
                // The output must live as long as the app: this thread keeps it.
                match opened {
                    Opened::Own(_, stream) => keep_output(&stream, &busy_rx, KEEP_RUNNING_AFTER),
                    Opened::Rodio(_sink) => loop {
                        std::thread::park();
                    },
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
