//! The speed-tier caller's schedule (« le donneur annonce tout haut les paliers »).
//!
//! Pure timing: the caller is given the time (`now`, a [`Duration`] from any fixed
//! origin of a monotonic clock) and says when the next call is due. Call `k` of a run
//! is due at `anchor + (k − anchor_step) × tempo + jitter[k]`; a pause or hold moves the
//! anchor by its length, so the schedule is `start + k × tempo` plus pauses, and never
//! accumulates frame times: it cannot drift.
//!
//! Steps: 0 calls tier 6, …, 6 calls tier 0, 7 ends the round. The caller does not
//! track which step comes next: the rules say that (`DuelState::next_call`), so undo,
//! redo and a resumed save can never put the two out of step.

use std::time::Duration;

/// The default tempo, in milliseconds per tier.
pub const DEFAULT_TEMPO_MS: u64 = 2_000;
/// The slowest tempo allowed, in milliseconds per tier.
pub const MAX_TEMPO_MS: u64 = 6_000;
/// The fastest tempo allowed, in milliseconds per tier.
pub const MIN_TEMPO_MS: u64 = 500;
/// The largest jitter, as a fraction of the tempo (either way).
pub const JITTER_FRACTION: f64 = 0.25;
/// Steps in a round: tiers 6 to 0, then the end of the round.
pub const STEPS: usize = 8;

/// Clamps a tempo to the allowed range.
#[must_use]
pub fn clamp_tempo_ms(tempo_ms: u64) -> u64 {
    tempo_ms.clamp(MIN_TEMPO_MS, MAX_TEMPO_MS)
}

/// Why the caller is not running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Not started (preparation, or manual mode).
    Idle,
    /// Paused by the operator (Esc) or by a dialog.
    Paused,
    /// Holding at the current tier while shots are resolved.
    Held,
}

/// The caller's running state.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Run {
    Stopped {
        why: Stop,
        /// Time left until the next call when it stopped, if it was running.
        remaining: Option<Duration>,
    },
    Running {
        anchor: Duration,
        anchor_step: u8,
    },
}

/// The schedule of calls for one round.
#[derive(Clone, Debug, PartialEq)]
pub struct Caller {
    tempo: Duration,
    /// Offsets per step, in milliseconds (all 0 without jitter).
    jitter_ms: [i64; STEPS],
    run: Run,
}

impl Caller {
    /// A stopped caller at `tempo_ms` per tier (clamped to the allowed range).
    #[must_use]
    pub fn new(tempo_ms: u64) -> Self {
        Self {
            tempo: Duration::from_millis(clamp_tempo_ms(tempo_ms)),
            jitter_ms: [0; STEPS],
            run: Run::Stopped {
                why: Stop::Idle,
                remaining: None,
            },
        }
    }

    /// The tempo, per tier.
    #[must_use]
    pub fn tempo(&self) -> Duration {
        self.tempo
    }

    /// Changes the tempo; takes effect from the next start or resume.
    pub fn set_tempo_ms(&mut self, tempo_ms: u64) {
        self.tempo = Duration::from_millis(clamp_tempo_ms(tempo_ms));
    }

    /// Sets per-step offsets in milliseconds, each clamped to ±[`JITTER_FRACTION`] of
    /// the tempo so calls stay in order. Drawn by the shell (the caller draws nothing).
    pub fn set_jitter_ms(&mut self, offsets: [i64; STEPS]) {
        let limit = (self.tempo.as_millis() as f64 * JITTER_FRACTION) as i64;
        self.jitter_ms = offsets.map(|o| o.clamp(-limit, limit));
    }

    /// Starts (or restarts) running so that `step` is due at `now`.
    pub fn start(&mut self, now: Duration, step: u8) {
        self.run = Run::Running {
            anchor: now,
            anchor_step: step,
        };
    }

    /// Whether the caller is running.
    #[must_use]
    pub fn is_running(&self) -> bool {
        matches!(self.run, Run::Running { .. })
    }

    /// Why the caller is stopped; `None` while running.
    #[must_use]
    pub fn stop_reason(&self) -> Option<Stop> {
        match self.run {
            Run::Stopped { why, .. } => Some(why),
            Run::Running { .. } => None,
        }
    }

    fn jitter(&self, step: u8) -> i64 {
        self.jitter_ms[usize::from(step).min(STEPS - 1)]
    }

    /// When call `step` is due, while running.
    #[must_use]
    pub fn due(&self, step: u8) -> Option<Duration> {
        let Run::Running {
            anchor,
            anchor_step,
        } = self.run
        else {
            return None;
        };
        let base = anchor + self.tempo * u32::from(step.saturating_sub(anchor_step));
        // The anchor step is due at the anchor itself; later steps shift by the
        // difference of their offsets.
        let shift = self.jitter(step) - self.jitter(anchor_step);
        Some(if shift >= 0 {
            base + Duration::from_millis(shift.unsigned_abs())
        } else {
            base.saturating_sub(Duration::from_millis(shift.unsigned_abs()))
        })
    }

    /// Whether call `step` is due at `now`.
    #[must_use]
    pub fn is_due(&self, step: u8, now: Duration) -> bool {
        self.due(step).is_some_and(|due| now >= due)
    }

    /// How long until call `step` is due (zero if overdue); `None` when stopped.
    #[must_use]
    pub fn wait(&self, step: u8, now: Duration) -> Option<Duration> {
        self.due(step).map(|due| due.saturating_sub(now))
    }

    /// Stops the caller (pause or hold), remembering how long was left before `step`.
    pub fn stop(&mut self, why: Stop, step: u8, now: Duration) {
        let remaining = self.wait(step, now).or(match self.run {
            Run::Stopped { remaining, .. } => remaining,
            Run::Running { .. } => None,
        });
        self.run = Run::Stopped { why, remaining };
    }

    /// Resumes after a pause: `step` becomes due after the time that was left when the
    /// caller stopped (a full tempo after a hold, or if nothing was left over).
    pub fn resume(&mut self, step: u8, now: Duration) {
        let left = match self.run {
            Run::Running { .. } => return,
            Run::Stopped {
                why: Stop::Held, ..
            }
            | Run::Stopped {
                remaining: None, ..
            } => self.tempo,
            Run::Stopped {
                remaining: Some(left),
                ..
            } => left,
        };
        self.run = Run::Running {
            anchor: now + left,
            anchor_step: step,
        };
    }

    /// Stops for good (end of the shooting phase).
    pub fn reset(&mut self) {
        self.run = Run::Stopped {
            why: Stop::Idle,
            remaining: None,
        };
    }
}
