//! A take from the microphone made into a voice line (issue 31): pure signal
//! processing, no I/O, no clock. What [`crate::services::audio::input`] captured goes
//! in; a take ready for a voice pack comes out, or a refusal that says why.
//!
//! The rules are the built-in voice's (`sounds/README.md`, "Format"), so a recorded
//! line sits beside espeak-ng's at the same level:
//! 1. resampled to [`TAKE_RATE_HZ`] (22 050 Hz) mono, the built-in voice's rate;
//! 2. the silence before and after trimmed at 0.1 % of the take's peak (or above the
//!    room's noise, where a real microphone hears more than 0.1 %: see [`threshold`]);
//! 3. a 1 ms fade-in and a 5 ms fade-out (linear, as SoX's `fade`);
//! 4. normalised so its peak is −1 dBFS (0.891 of full scale), as `sox norm -1`: never
//!    clipped;
//! 5. 16-bit signed samples.
//!
//! A take is refused, with its reason, when it is too quiet (a peak under
//! [`MIN_SPEECH_PEAK`], −30 dBFS: normalising would raise the room's noise with it),
//! clipped (the microphone's full scale reached on consecutive samples: the words are
//! distorted and no processing mends them) or too long (a line at most
//! [`Kind::Line`]'s 10 s, a name [`Kind::Name`]'s 2.5 s). The caller keeps the earlier
//! take on a refusal.
//!
//! [`Listener`] follows a recording as it arrives: the level for the meter, and when to
//! stop (a second of silence after speech, or the length limit).

/// The rate of every take, in frames per second: the built-in voice's.
pub const TAKE_RATE_HZ: u32 = 22_050;

/// The peak of a processed take: −1 dBFS (`sox norm -1`), as a fraction of full scale.
pub const PEAK: f32 = 0.891_250_9;

/// The quietest peak a take may have, as a fraction of full scale (−30 dBFS): a
/// quieter one is refused (too quiet), and the [`Listener`] does not take a sound under
/// it for speech.
pub const MIN_SPEECH_PEAK: f32 = 0.031_6;

/// The trim threshold, as a fraction of the take's peak: 0.1 % (`silence … 0.1%`).
pub const TRIM_FRACTION: f32 = 0.001;

/// A sample at least this loud (a fraction of full scale) is at the microphone's full
/// scale: [`CLIPPED_RUN`] of them in a row is a clipped take.
pub const CLIP_LEVEL: f32 = 0.99;

/// How many samples in a row at [`CLIP_LEVEL`] make a take clipped (one alone is a
/// loud peak the converter still measured).
pub const CLIPPED_RUN: usize = 3;

/// The fade-in, in milliseconds.
pub const FADE_IN_MS: u32 = 1;

/// The fade-out, in milliseconds.
pub const FADE_OUT_MS: u32 = 5;

/// How long the silence after speech lasts before a recording stops by itself, in
/// milliseconds.
pub const SILENCE_STOP_MS: u32 = 1_000;

/// How long a recording waits for speech before it stops by itself, in milliseconds.
pub const WAIT_FOR_SPEECH_MS: u32 = 8_000;

/// The window the [`Listener`] and the noise estimate measure over, in milliseconds.
const WINDOW_MS: u32 = 10;

/// What is recorded: a voice line or a player's name; they differ in their length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A voice line (`duel/hold`): at most 10 s once trimmed.
    Line,
    /// A player's name: about 2 s, at most 2.5 s once trimmed.
    Name,
}

impl Kind {
    /// The longest take kept, in milliseconds (after trimming).
    #[must_use]
    pub const fn max_ms(self) -> u32 {
        match self {
            Self::Line => 10_000,
            Self::Name => 2_500,
        }
    }

    /// The longest recording, in milliseconds, after which it stops by itself: the
    /// longest take, the silence that ends it and a little before.
    #[must_use]
    pub const fn max_recording_ms(self) -> u32 {
        self.max_ms() + SILENCE_STOP_MS + 1_000
    }
}

/// A processed take: mono, 16-bit, at [`TAKE_RATE_HZ`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Processed {
    /// Frames per second ([`TAKE_RATE_HZ`]).
    pub rate_hz: u32,
    /// The samples.
    pub samples: Vec<i16>,
}

impl Processed {
    /// Its length, in milliseconds.
    #[must_use]
    pub fn duration_ms(&self) -> u64 {
        self.samples.len() as u64 * 1_000 / u64::from(self.rate_hz.max(1))
    }

    /// Its peak, as a fraction of full scale.
    #[must_use]
    pub fn peak(&self) -> f32 {
        self.samples
            .iter()
            .map(|s| f32::from(s.unsigned_abs().min(32_767) as i16) / 32_767.0)
            .fold(0.0, f32::max)
    }
}

/// Why a take was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Nothing, or nothing louder than [`MIN_SPEECH_PEAK`].
    TooQuiet,
    /// The microphone's full scale was reached ([`CLIPPED_RUN`] samples in a row).
    Clipped,
    /// Longer than the kind allows, once trimmed.
    TooLong {
        /// The longest allowed, in milliseconds.
        max_ms: u32,
    },
}

impl Refusal {
    /// The message id of the reason, for the person recording (`record-refused-…`).
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::TooQuiet => "record-refused-quiet",
            Self::Clipped => "record-refused-clipped",
            Self::TooLong { .. } => "record-refused-long",
        }
    }
}

/// Mixes interleaved frames of `channels` down to mono (the mean of the channels).
#[must_use]
pub fn to_mono(interleaved: &[f32], channels: usize) -> Vec<f32> {
    if channels <= 1 {
        return interleaved.to_vec();
    }
    interleaved
        .chunks_exact(channels)
        .map(|frame| frame.iter().sum::<f32>() / channels as f32)
        .collect()
}

/// Whether `samples` reach [`CLIP_LEVEL`] on [`CLIPPED_RUN`] consecutive samples.
#[must_use]
pub fn is_clipped(samples: &[f32]) -> bool {
    let mut run = 0;
    for s in samples {
        if s.abs() >= CLIP_LEVEL {
            run += 1;
            if run >= CLIPPED_RUN {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// The level under which a sample is silence, for trimming: 0.1 % of `peak` (the
/// built-in voice's rule), or twice the room's noise where the microphone hears more
/// than that (the peak of the quietest 10 ms of the take at `rate_hz`), so that a real
/// room's hiss is trimmed too, but never above a tenth of the peak (−20 dB: a take
/// with no silence at all keeps its words). Digital silence has no noise: the rule is
/// then 0.1 %.
#[must_use]
pub fn threshold(samples: &[f32], rate_hz: u32, peak: f32) -> f32 {
    let window = (rate_hz * WINDOW_MS / 1_000).max(1) as usize;
    let noise = samples
        .chunks(window)
        .filter(|w| w.len() == window)
        .map(|w| w.iter().fold(0.0f32, |m, s| m.max(s.abs())))
        .fold(f32::INFINITY, f32::min);
    let noise = if noise.is_finite() { noise } else { 0.0 };
    (peak * TRIM_FRACTION).max((noise * 2.0).min(peak * 0.1))
}

/// Resamples mono `samples` from `from_hz` to `to_hz` with a windowed-sinc filter
/// (16 zero crossings each side, a Hann window), low-passed below the lower rate's
/// Nyquist frequency, so nothing folds back. The same rate returns the samples as
/// they are.
#[must_use]
pub fn resample(samples: &[f32], from_hz: u32, to_hz: u32) -> Vec<f32> {
    if from_hz == to_hz || samples.is_empty() || from_hz == 0 || to_hz == 0 {
        return samples.to_vec();
    }
    let ratio = f64::from(to_hz) / f64::from(from_hz);
    // The cut-off, in cycles per input sample: just below the lower Nyquist frequency.
    let cutoff = 0.5 * ratio.min(1.0) * 0.95;
    let half = (16.0 / (2.0 * cutoff)).ceil() as i64;
    let len = samples.len() as i64;
    let out_len = (samples.len() as f64 * ratio).round() as usize;
    let mut out = Vec::with_capacity(out_len);
    for j in 0..out_len {
        let t = j as f64 / ratio;
        let centre = t.floor() as i64;
        let mut acc = 0.0f64;
        for k in (centre - half + 1).max(0)..=(centre + half).min(len - 1) {
            let u = t - k as f64;
            let x = 2.0 * cutoff * u;
            let sinc = if x.abs() < 1e-12 {
                1.0
            } else {
                (std::f64::consts::PI * x).sin() / (std::f64::consts::PI * x)
            };
            let w = 0.5 + 0.5 * (std::f64::consts::PI * u / half as f64).cos();
            acc += f64::from(samples[k as usize]) * 2.0 * cutoff * sinc * w;
        }
        out.push(acc as f32);
    }
    out
}

/// Makes a take of `samples` (mono, −1.0 to 1.0, at `rate_hz`) ready for a voice pack:
/// resampled, trimmed, faded, normalised, 16-bit (the module's rules).
///
/// # Errors
/// [`Refusal::Clipped`] when the microphone's full scale was reached,
/// [`Refusal::TooQuiet`] when its peak is under [`MIN_SPEECH_PEAK`] (or it is empty),
/// [`Refusal::TooLong`] when what is kept is longer than `kind` allows.
pub fn process(samples: &[f32], rate_hz: u32, kind: Kind) -> Result<Processed, Refusal> {
    if is_clipped(samples) {
        return Err(Refusal::Clipped);
    }
    let samples = resample(samples, rate_hz, TAKE_RATE_HZ);
    let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if peak.is_nan() || peak < MIN_SPEECH_PEAK {
        return Err(Refusal::TooQuiet);
    }
    let level = threshold(&samples, TAKE_RATE_HZ, peak);
    let loud = |s: &f32| s.abs() > level;
    let (Some(first), Some(last)) = (
        samples.iter().position(loud),
        samples.iter().rposition(loud),
    ) else {
        return Err(Refusal::TooQuiet);
    };
    let kept = &samples[first..=last];
    let max_samples = (u64::from(kind.max_ms()) * u64::from(TAKE_RATE_HZ) / 1_000) as usize;
    if kept.len() > max_samples {
        return Err(Refusal::TooLong {
            max_ms: kind.max_ms(),
        });
    }
    let fade_in = (TAKE_RATE_HZ * FADE_IN_MS / 1_000) as usize;
    let fade_out = (TAKE_RATE_HZ * FADE_OUT_MS / 1_000) as usize;
    let n = kept.len();
    let gain = PEAK / peak;
    let out = kept
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let mut g = gain;
            if i < fade_in {
                g *= i as f32 / fade_in as f32;
            }
            let from_end = n - 1 - i;
            if from_end < fade_out {
                g *= from_end as f32 / fade_out as f32;
            }
            // Never clipped: the peak is 0.891 of full scale, and the clamp is a guard.
            (s * g * 32_767.0).round().clamp(-32_767.0, 32_767.0) as i16
        })
        .collect();
    Ok(Processed {
        rate_hz: TAKE_RATE_HZ,
        samples: out,
    })
}

/// Why a recording stopped by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// A second of silence after speech.
    Silence,
    /// The longest recording of its kind was reached.
    Limit,
    /// No speech at all for [`WAIT_FOR_SPEECH_MS`].
    NothingHeard,
}

/// Follows a recording as its samples arrive: the level for the meter, whether speech
/// was heard, and when to stop. Pure: it counts samples, never reads a clock.
#[derive(Clone, Debug)]
pub struct Listener {
    rate_hz: u32,
    kind: Kind,
    window: usize,
    /// The peak of the window being filled, and how many samples it holds.
    window_peak: f32,
    window_len: usize,
    /// The peak of the last whole window (the meter's level).
    level: f32,
    /// The loudest window so far.
    loudest: f32,
    heard: bool,
    /// Samples of silence since the last loud window, once speech was heard.
    quiet: u64,
    total: u64,
}

impl Listener {
    /// A listener for a recording of `kind` at `rate_hz`.
    #[must_use]
    pub fn new(rate_hz: u32, kind: Kind) -> Self {
        Self {
            rate_hz: rate_hz.max(1),
            kind,
            window: (rate_hz * WINDOW_MS / 1_000).max(1) as usize,
            window_peak: 0.0,
            window_len: 0,
            level: 0.0,
            loudest: 0.0,
            heard: false,
            quiet: 0,
            total: 0,
        }
    }

    /// Takes in the next mono `samples`; `Some` when the recording should stop now.
    pub fn feed(&mut self, samples: &[f32]) -> Option<Stop> {
        for s in samples {
            self.window_peak = self.window_peak.max(s.abs());
            self.window_len += 1;
            self.total += 1;
            if self.window_len == self.window {
                self.window_done();
            }
        }
        let ms = |samples: u64| samples * 1_000 / u64::from(self.rate_hz);
        if self.heard && ms(self.quiet) >= u64::from(SILENCE_STOP_MS) {
            Some(Stop::Silence)
        } else if ms(self.total) >= u64::from(self.kind.max_recording_ms()) {
            Some(Stop::Limit)
        } else if !self.heard && ms(self.total) >= u64::from(WAIT_FOR_SPEECH_MS) {
            Some(Stop::NothingHeard)
        } else {
            None
        }
    }

    fn window_done(&mut self) {
        let peak = self.window_peak;
        self.level = peak;
        self.window_peak = 0.0;
        self.window_len = 0;
        if peak >= MIN_SPEECH_PEAK {
            self.heard = true;
        }
        self.loudest = self.loudest.max(peak);
        // Silence: under a tenth of the loudest so far (−20 dB), and under the
        // threshold of speech.
        let quiet = peak < (self.loudest * 0.1).max(MIN_SPEECH_PEAK * 0.5);
        if self.heard && quiet {
            self.quiet += self.window as u64;
        } else {
            self.quiet = 0;
        }
    }

    /// The level of the last 10 ms, as a fraction of full scale (the meter's).
    #[must_use]
    pub fn level(&self) -> f32 {
        self.level
    }

    /// Whether speech was heard.
    #[must_use]
    pub fn heard_speech(&self) -> bool {
        self.heard
    }
}

/// A level (a fraction of full scale) on the meter's scale: 0.0 at −60 dBFS and below,
/// 1.0 at full scale.
#[must_use]
pub fn meter_fraction(level: f32) -> f32 {
    if level <= 0.001 {
        return 0.0;
    }
    ((20.0 * level.log10() + 60.0) / 60.0).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATE: u32 = TAKE_RATE_HZ;

    /// `ms` of a sine of `hz` at `amp`, at `rate`.
    fn tone(ms: u32, hz: f32, amp: f32, rate: u32) -> Vec<f32> {
        let n = (rate * ms / 1_000) as usize;
        (0..n)
            .map(|i| amp * (std::f32::consts::TAU * hz * i as f32 / rate as f32).sin())
            .collect()
    }

    fn silence(ms: u32, rate: u32) -> Vec<f32> {
        vec![0.0; (rate * ms / 1_000) as usize]
    }

    /// Deterministic noise of peak `amp` (a linear congruential generator).
    fn noise(ms: u32, amp: f32, rate: u32) -> Vec<f32> {
        let mut x: u32 = 12_345;
        (0..(rate * ms / 1_000))
            .map(|_| {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                amp * ((x >> 16) as f32 / 32_768.0 - 1.0)
            })
            .collect()
    }

    #[test]
    fn silence_is_trimmed_to_the_speech_within_a_sample_and_the_peak_is_minus_one_dbfs() {
        // 300 ms of silence, 400 ms of "speech" at 0.3, 700 ms of silence.
        let mut take = silence(300, RATE);
        take.extend(tone(400, 220.0, 0.3, RATE));
        take.extend(silence(700, RATE));
        let out = process(&take, RATE, Kind::Line).expect("kept");
        assert_eq!(out.rate_hz, RATE);
        // The tone starts at 0 (sin 0): its first sample above 0.1 % comes one
        // sample later; it ends within a sample of 400 ms.
        let n = out.samples.len() as i64;
        assert!(
            (n - i64::from(RATE * 400 / 1_000)).abs() <= 2,
            "{n} samples"
        );
        let peak = out
            .samples
            .iter()
            .map(|s| s.unsigned_abs())
            .max()
            .unwrap_or(0);
        assert!(
            (f32::from(peak) / 32_767.0 - PEAK).abs() < 0.001,
            "peak {peak}"
        );
        assert!(peak < 32_767, "never clipped");
    }

    #[test]
    fn the_ends_fade_in_over_one_ms_and_out_over_five() {
        // A constant level: the fades are the only shape.
        let mut take = silence(100, RATE);
        take.extend(vec![0.5; (RATE / 10) as usize]);
        take.extend(silence(100, RATE));
        let out = process(&take, RATE, Kind::Line).expect("kept");
        let s = &out.samples;
        let full = (PEAK * 32_767.0).round() as i16;
        assert_eq!(s[0], 0, "the fade-in starts from nothing");
        let fade_in = (RATE / 1_000) as usize;
        assert!(s[fade_in / 2] > 0 && s[fade_in / 2] < full);
        assert_eq!(s[fade_in], full, "full level after 1 ms");
        assert_eq!(
            *s.last().expect("samples"),
            0,
            "the fade-out ends at nothing"
        );
        let fade_out = (RATE * 5 / 1_000) as usize;
        assert_eq!(
            s[s.len() - 1 - fade_out],
            full,
            "full level 5 ms before the end"
        );
        assert!(s[s.len() - 1 - fade_out / 2] < full);
    }

    #[test]
    fn a_take_too_quiet_clipped_or_too_long_is_refused_with_its_reason() {
        let quiet = tone(500, 220.0, 0.01, RATE);
        assert_eq!(process(&quiet, RATE, Kind::Line), Err(Refusal::TooQuiet));
        assert_eq!(process(&[], RATE, Kind::Line), Err(Refusal::TooQuiet));
        assert_eq!(
            process(&silence(500, RATE), RATE, Kind::Line),
            Err(Refusal::TooQuiet)
        );
        // A square wave at full scale: the microphone's converter clipped.
        let clipped: Vec<f32> = tone(500, 110.0, 1.0, RATE)
            .into_iter()
            .map(|s| s.signum())
            .collect();
        assert_eq!(process(&clipped, RATE, Kind::Line), Err(Refusal::Clipped));
        // A single loud sample is not clipping.
        let mut one = tone(300, 220.0, 0.3, RATE);
        one[100] = 1.0;
        assert!(process(&one, RATE, Kind::Line).is_ok());
        // 3 s of speech: a line, not a name.
        let long = tone(3_000, 220.0, 0.3, RATE);
        assert!(process(&long, RATE, Kind::Line).is_ok());
        assert_eq!(
            process(&long, RATE, Kind::Name),
            Err(Refusal::TooLong { max_ms: 2_500 })
        );
        let longer = tone(10_100, 220.0, 0.3, RATE);
        assert_eq!(
            process(&longer, RATE, Kind::Line),
            Err(Refusal::TooLong { max_ms: 10_000 })
        );
    }

    #[test]
    fn a_rooms_noise_is_trimmed_too() {
        // Hiss at 1 % of full scale around the speech (a real microphone): at 0.1 %
        // of the peak nothing would be trimmed.
        let mut take = noise(400, 0.01, RATE);
        let speech_from = take.len();
        take.extend(
            tone(300, 220.0, 0.4, RATE)
                .iter()
                .zip(noise(300, 0.01, RATE))
                .map(|(a, b)| a + b),
        );
        take.extend(noise(600, 0.01, RATE));
        let out = process(&take, RATE, Kind::Line).expect("kept");
        let ms = out.duration_ms();
        assert!(
            (295..=305).contains(&ms),
            "kept {ms} ms of a 300 ms tone ({speech_from})"
        );
    }

    #[test]
    fn a_take_at_another_rate_is_resampled_to_22050_mono() {
        let rate = 48_000;
        let mut take = silence(200, rate);
        take.extend(tone(500, 440.0, 0.5, rate));
        take.extend(silence(200, rate));
        let out = process(&take, rate, Kind::Line).expect("kept");
        assert_eq!(out.rate_hz, TAKE_RATE_HZ);
        let ms = out.duration_ms() as i64;
        assert!((ms - 500).abs() <= 2, "{ms} ms");
        // The tone keeps its pitch: count its zero crossings (440 Hz: 880 a second).
        let crossings = out
            .samples
            .windows(2)
            .filter(|w| (w[0] < 0) != (w[1] < 0))
            .count();
        assert!(
            (435..=445).contains(&crossings),
            "{crossings} crossings in 0.5 s"
        );
    }

    #[test]
    fn resampling_keeps_a_tone_and_drops_what_is_above_the_new_nyquist() {
        let rate = 44_100;
        let low = resample(&tone(200, 1_000.0, 0.5, rate), rate, 22_050);
        let middle = &low[500..low.len() - 500];
        let peak = middle.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!(
            (peak - 0.5).abs() < 0.01,
            "a 1 kHz tone keeps its level: {peak}"
        );
        // 15 kHz cannot exist at 22 050 Hz: it must not fold back to 7 kHz.
        let high = resample(&tone(200, 15_000.0, 0.5, rate), rate, 22_050);
        let middle = &high[500..high.len() - 500];
        let peak = middle.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!(peak < 0.02, "15 kHz folded back at {peak}");
    }

    #[test]
    fn stereo_is_mixed_to_mono() {
        assert_eq!(to_mono(&[0.2, 0.4, -1.0, 0.0], 2), vec![0.3, -0.5]);
        assert_eq!(to_mono(&[0.1, 0.2], 1), vec![0.1, 0.2]);
    }

    #[test]
    fn the_recording_stops_after_a_second_of_silence_after_speech() {
        let mut l = Listener::new(RATE, Kind::Line);
        // Silence first: it waits for speech, however long under 8 s.
        assert_eq!(l.feed(&silence(3_000, RATE)), None);
        assert!(!l.heard_speech());
        assert_eq!(l.feed(&tone(500, 220.0, 0.3, RATE)), None);
        assert!(l.heard_speech());
        assert!(
            meter_fraction(l.level()) > 0.8,
            "the meter shows the speech"
        );
        // A short pause between words does not stop it.
        assert_eq!(l.feed(&silence(600, RATE)), None);
        assert_eq!(l.feed(&tone(300, 220.0, 0.3, RATE)), None);
        assert_eq!(l.feed(&silence(990, RATE)), None);
        assert_eq!(l.feed(&silence(20, RATE)), Some(Stop::Silence));
        assert_eq!(meter_fraction(l.level()), 0.0);
    }

    #[test]
    fn the_recording_stops_at_its_limit_or_when_nothing_is_said() {
        let mut l = Listener::new(RATE, Kind::Name);
        assert_eq!(l.feed(&tone(4_000, 220.0, 0.3, RATE)), None);
        assert_eq!(l.feed(&tone(600, 220.0, 0.3, RATE)), Some(Stop::Limit));
        let mut l = Listener::new(RATE, Kind::Line);
        // Hiss under the speech threshold is not speech.
        assert_eq!(l.feed(&noise(7_990, 0.01, RATE)), None);
        assert_eq!(l.feed(&noise(20, 0.01, RATE)), Some(Stop::NothingHeard));
    }
}
