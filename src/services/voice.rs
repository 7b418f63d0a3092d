//! What the audio output mixes: the voice queue, whose waiting lines can be dropped, and
//! the limiter that keeps the mix below full scale.
//!
//! Effects go to rodio's mixer as they come and overlap. Voice lines go to one
//! [`VoiceQueue`], a source that stays in the mixer for the app's life: it speaks its
//! lines one after another, to the sample, and plays silence when it has none. A new
//! action's lines may drop the lines of earlier cues that still wait (see
//! [`crate::core::cue::Lines`]); the line being spoken is always finished. The mixer's
//! sum goes through a [`Limiter`]: a fixed headroom, then a peak limiter, so overlapping
//! effects and voice never reach full scale.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, TryLockError};
use std::time::{Duration, Instant};

use rodio::source::UniformSourceIterator;
use rodio::{ChannelCount, SampleRate, Source};

use crate::core::cue::Lines;

/// The gain applied to the whole mix before the limiter: 0.8 (−1.9 dB). A single sound
/// (normalised to −1 dBFS, peak 0.891) then peaks at 0.71, under the limiter's ceiling:
/// the limiter only acts where sounds overlap.
pub const HEADROOM: f32 = 0.8;

/// The highest sample the mix reaches (−0.45 dBFS): the limiter lowers the gain at once
/// wherever the headroom is not enough, so the output never reaches full scale.
pub const CEILING: f32 = 0.95;

/// How fast the limiter gives the gain back after a peak, in seconds (time constant).
pub const RELEASE_SECS: f32 = 0.08;

/// One voice line ready to speak: its samples in the output's format.
struct Line {
    samples: Box<dyn Iterator<Item = f32> + Send>,
    /// How long it lasts.
    length: Duration,
    /// The cue it belongs to (a counter), so that the lines of one cue stay together.
    cue: u64,
    /// Whether it gives way to a later action's lines.
    lines: Lines,
}

/// What the queue holds, shared between the app's thread (which adds and drops lines)
/// and the audio thread (which speaks them).
#[derive(Default)]
struct Waiting {
    lines: VecDeque<Line>,
    /// The line being spoken: its cue, its kind and when it started and ends.
    speaking: Option<(u64, Lines, Instant, Duration)>,
    /// Cues handed over so far (numbers the next one).
    cues: u64,
}

/// The app's side of the voice queue: adds an action's lines, dropping what they
/// supersede. Cheap to clone.
#[derive(Clone)]
pub struct VoiceHandle {
    waiting: Arc<Mutex<Waiting>>,
    /// Set when lines were added, so the audio thread looks at the queue without taking
    /// its lock on every sample.
    added: Arc<AtomicBool>,
    channels: ChannelCount,
    rate: SampleRate,
}

/// What a call to [`VoiceHandle::speak`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spoken {
    /// Waiting lines dropped because the new ones supersede them.
    pub dropped: usize,
    /// When the last line now queued ends (from now, as far as the app's thread knows).
    pub until: Duration,
}

impl VoiceHandle {
    /// Queues the lines of one action: `cues` holds, per cue, its lines (a source each)
    /// and whether they give way. If any line comes, the waiting lines of earlier
    /// passing cues are dropped first; the line being spoken is finished.
    pub fn speak<S>(&self, cues: Vec<(Vec<S>, Lines)>) -> Spoken
    where
        S: Source + Send + 'static,
    {
        let Ok(mut waiting) = self.waiting.lock() else {
            return Spoken::default();
        };
        let mut spoken = Spoken::default();
        if cues.iter().any(|(lines, _)| !lines.is_empty()) {
            let before = waiting.lines.len();
            waiting.lines.retain(|l| l.lines == Lines::Kept);
            spoken.dropped = before - waiting.lines.len();
        }
        for (lines, kind) in cues {
            if lines.is_empty() {
                continue;
            }
            waiting.cues += 1;
            let cue = waiting.cues;
            for line in lines {
                let length = line.total_duration().unwrap_or_default();
                let samples = UniformSourceIterator::new(line, self.channels, self.rate);
                waiting.lines.push_back(Line {
                    samples: Box::new(samples),
                    length,
                    cue,
                    lines: kind,
                });
            }
        }
        let left = waiting
            .speaking
            .map_or(Duration::ZERO, |(_, _, since, length)| {
                length.saturating_sub(since.elapsed())
            });
        spoken.until = left + waiting.lines.iter().map(|l| l.length).sum::<Duration>();
        drop(waiting);
        self.added.store(true, Ordering::Release);
        spoken
    }

    /// Drops every waiting line, kept ones too (an action was taken back: they tell what
    /// is no longer so); the line being spoken is finished. Returns how many were
    /// dropped.
    pub fn drop_waiting(&self) -> usize {
        let Ok(mut waiting) = self.waiting.lock() else {
            return 0;
        };
        let dropped = waiting.lines.len();
        waiting.lines.clear();
        dropped
    }

    /// How many lines wait (not counting the one being spoken).
    #[must_use]
    pub fn waiting(&self) -> usize {
        self.waiting.lock().map_or(0, |w| w.lines.len())
    }
}

/// The audio thread's side: a never-ending source that speaks the queued lines one
/// after another and is silent in between.
pub struct VoiceQueue {
    waiting: Arc<Mutex<Waiting>>,
    added: Arc<AtomicBool>,
    channels: ChannelCount,
    rate: SampleRate,
    current: Option<Box<dyn Iterator<Item = f32> + Send>>,
    /// The position within the frame (0 to channels − 1): a line starts on a frame's
    /// first channel.
    phase: u16,
    /// Whether to look at the queue at the next frame's start (a line just ended).
    look: bool,
}

/// A voice queue for an output of `channels` at `rate`: the handle that fills it and
/// the source to add to the mixer.
#[must_use]
pub fn voice_queue(channels: ChannelCount, rate: SampleRate) -> (VoiceHandle, VoiceQueue) {
    let waiting = Arc::new(Mutex::new(Waiting::default()));
    let added = Arc::new(AtomicBool::new(false));
    (
        VoiceHandle {
            waiting: waiting.clone(),
            added: added.clone(),
            channels,
            rate,
        },
        VoiceQueue {
            waiting,
            added,
            channels,
            rate,
            current: None,
            phase: 0,
            look: false,
        },
    )
}

impl VoiceQueue {
    /// Takes the next waiting line, if any, and notes it as spoken. Returns false when
    /// the app's thread holds the queue (it is adding lines): the audio thread, which may
    /// run at a real-time priority ([`super::priority`]), never waits for it, and looks
    /// again at the next frame.
    fn next_line(&mut self) -> bool {
        let mut waiting = match self.waiting.try_lock() {
            Ok(waiting) => waiting,
            Err(TryLockError::WouldBlock) => return false,
            Err(TryLockError::Poisoned(_)) => {
                self.current = None;
                return true;
            }
        };
        self.current = None;
        waiting.speaking = None;
        if let Some(line) = waiting.lines.pop_front() {
            waiting.speaking = Some((line.cue, line.lines, Instant::now(), line.length));
            self.current = Some(line.samples);
        }
        true
    }
}

impl Iterator for VoiceQueue {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        let frame_start = self.phase == 0;
        self.phase = (self.phase + 1) % self.channels.get();
        if let Some(line) = &mut self.current {
            if let Some(sample) = line.next() {
                return Some(sample);
            }
            // The line ended: look for the next one at the next frame's start.
            self.current = None;
            self.look = true;
        }
        if frame_start && (self.look || self.added.swap(false, Ordering::AcqRel)) {
            if !self.next_line() {
                self.look = true;
                return Some(0.0);
            }
            self.look = self.current.is_some();
            if let Some(sample) = self.current.as_mut().and_then(Iterator::next) {
                return Some(sample);
            }
        }
        Some(0.0)
    }
}

impl Source for VoiceQueue {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> ChannelCount {
        self.channels
    }

    fn sample_rate(&self) -> SampleRate {
        self.rate
    }

    fn total_duration(&self) -> Option<Duration> {
        None
    }
}

/// The mix as the device receives it: `HEADROOM` applied, then a peak limiter with an
/// instant attack (no sample above `CEILING`) and a smooth release. Never ends: silence
/// when the mixer has nothing.
pub struct Limiter<S> {
    inner: S,
    /// The peak envelope of the mix after the headroom.
    envelope: f32,
    /// How much of the envelope stays from one sample to the next (the release).
    keep: f32,
}

impl<S: Source> Limiter<S> {
    /// Limits `inner`.
    #[must_use]
    pub fn new(inner: S) -> Self {
        let per_second = f32::from(inner.channels().get()) * inner.sample_rate().get() as f32;
        Self {
            inner,
            envelope: 0.0,
            keep: (-1.0 / (RELEASE_SECS * per_second)).exp(),
        }
    }
}

impl<S: Source> Iterator for Limiter<S> {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        let x = self.inner.next().unwrap_or(0.0) * HEADROOM;
        self.envelope = x.abs().max(self.envelope * self.keep);
        // The envelope is at least |x|, so |x| × CEILING / envelope ≤ CEILING.
        Some(if self.envelope > CEILING {
            x * CEILING / self.envelope
        } else {
            x
        })
    }
}

impl<S: Source> Source for Limiter<S> {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> ChannelCount {
        self.inner.channels()
    }

    fn sample_rate(&self) -> SampleRate {
        self.inner.sample_rate()
    }

    fn total_duration(&self) -> Option<Duration> {
        None
    }
}

#[cfg(test)]
mod tests {
    use std::num::{NonZeroU16, NonZeroU32};

    use rodio::buffer::SamplesBuffer;

    use super::*;

    fn line(value: f32, count: usize) -> SamplesBuffer {
        SamplesBuffer::new(
            NonZeroU16::MIN,
            NonZeroU32::new(1000).expect("1 kHz"),
            vec![value; count],
        )
    }

    fn queue() -> (VoiceHandle, VoiceQueue) {
        voice_queue(NonZeroU16::MIN, NonZeroU32::new(1000).expect("1 kHz"))
    }

    #[test]
    fn lines_follow_each_other_to_the_sample_and_silence_fills_the_rest() {
        let (handle, mut out) = queue();
        handle.speak(vec![(vec![line(0.25, 3), line(0.5, 2)], Lines::Passing)]);
        let heard: Vec<f32> = out.by_ref().take(7).collect();
        assert_eq!(heard, [0.25, 0.25, 0.25, 0.5, 0.5, 0.0, 0.0]);
    }

    #[test]
    fn the_audio_side_never_waits_while_the_app_side_holds_the_queue() {
        let (handle, mut out) = queue();
        handle.speak(vec![(vec![line(0.5, 3)], Lines::Kept)]);
        let held = handle.waiting.lock().expect("the queue");
        let (tx, rx) = std::sync::mpsc::channel();
        let audio = std::thread::spawn(move || {
            let first: Vec<f32> = out.by_ref().take(2).collect();
            let _ = tx.send(first);
            out
        });
        let first = rx
            .recv_timeout(Duration::from_secs(5))
            .expect("the audio side played on while the app side held the queue");
        assert_eq!(first, [0.0, 0.0], "silence until the queue is free");
        drop(held);
        let mut out = audio.join().expect("the audio side");
        let heard: Vec<f32> = out.by_ref().take(4).collect();
        assert_eq!(heard, [0.5, 0.5, 0.5, 0.0], "then the line, whole");
    }

    #[test]
    fn a_new_action_drops_waiting_passing_lines_but_finishes_the_spoken_one() {
        let (handle, mut out) = queue();
        handle.speak(vec![(vec![line(0.3, 2)], Lines::Kept)]);
        handle.speak(vec![(vec![line(0.1, 4), line(0.2, 4)], Lines::Passing)]);
        // Both are waiting when the third action comes: the passing ones go, the kept
        // one stays.
        let spoken = handle.speak(vec![(vec![line(0.4, 2)], Lines::Passing)]);
        assert_eq!(spoken.dropped, 2);
        let heard: Vec<f32> = out.by_ref().take(5).collect();
        assert_eq!(heard, [0.3, 0.3, 0.4, 0.4, 0.0]);

        // A line being spoken is finished; what waits behind it of its own cue is not.
        handle.speak(vec![(vec![line(0.1, 3), line(0.2, 3)], Lines::Passing)]);
        assert_eq!(out.next(), Some(0.1));
        let spoken = handle.speak(vec![(vec![line(0.5, 1)], Lines::Passing)]);
        assert_eq!(spoken.dropped, 1);
        let heard: Vec<f32> = out.by_ref().take(4).collect();
        assert_eq!(heard, [0.1, 0.1, 0.5, 0.0]);
    }

    #[test]
    fn an_action_taken_back_drops_every_waiting_line_but_finishes_the_spoken_one() {
        let (handle, mut out) = queue();
        handle.speak(vec![(vec![line(0.1, 2), line(0.2, 2)], Lines::Kept)]);
        handle.speak(vec![(vec![line(0.3, 2)], Lines::Kept)]);
        assert_eq!(out.next(), Some(0.1), "the first line is being spoken");
        assert_eq!(handle.drop_waiting(), 2, "kept lines go too");
        let heard: Vec<f32> = out.by_ref().take(3).collect();
        assert_eq!(heard, [0.1, 0.0, 0.0]);
        assert_eq!(handle.waiting(), 0);
        assert_eq!(handle.drop_waiting(), 0, "nothing left to drop");
    }

    #[test]
    fn an_action_without_lines_drops_nothing_and_one_actions_cues_keep_each_other() {
        let (handle, mut out) = queue();
        handle.speak(vec![
            (vec![line(0.1, 1)], Lines::Passing),
            (vec![line(0.2, 1)], Lines::Passing),
        ]);
        let spoken = handle.speak::<SamplesBuffer>(vec![(vec![], Lines::Passing)]);
        assert_eq!(spoken.dropped, 0);
        let heard: Vec<f32> = out.by_ref().take(3).collect();
        assert_eq!(heard, [0.1, 0.2, 0.0]);
    }

    #[test]
    fn the_limiter_keeps_every_sample_under_the_ceiling_and_leaves_quiet_sound_alone() {
        let loud = SamplesBuffer::new(
            NonZeroU16::MIN,
            NonZeroU32::new(8000).expect("8 kHz"),
            (0..8000)
                .map(|i| if i % 2 == 0 { 1.8 } else { -1.7 })
                .collect::<Vec<f32>>(),
        );
        let peak = Limiter::new(loud)
            .take(8000)
            .fold(0.0f32, |m, s| m.max(s.abs()));
        assert!(peak <= CEILING + 1e-6, "{peak}");
        assert!(
            peak > 0.9,
            "the limiter lowers peaks, not everything: {peak}"
        );

        let quiet = line(0.5, 100);
        let out: Vec<f32> = Limiter::new(quiet).take(100).collect();
        assert!(
            out.iter().all(|&s| (s - 0.5 * HEADROOM).abs() < 1e-6),
            "{out:?}"
        );
    }
}
