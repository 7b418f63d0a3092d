//! What the listener lost, and an output thread that spins (issue 28).
//!
//! [`Losses`] counts, over the evening, the cues that had a gap (the server's queue ran
//! dry while they played: an underrun in the stream's own timing data), the cues that
//! started late, and the times the output was reopened; the top bar's sound menu shows
//! "Sound: all whole" or how many cues had a gap ([`Report`]).
//!
//! [`Watchdog`] notices an output that spins: its threads using most of a core for
//! seconds on end (Deputy's mix needs well under 5 % of one, playing), or its error
//! callback called hundreds of times a second (a driver's loop retrying at once, as
//! cpal's ALSA loop did on ALSA's `pulse` plugin: issue 28). The audio thread then
//! reopens the output once, never paused again, and logs one line.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Counts of what the listener lost, shared between the app's side and the audio
/// threads.
#[derive(Debug, Default)]
pub struct Losses {
    cues: AtomicU64,
    gapped_cues: AtomicU64,
    /// The number of the last cue counted in `gapped_cues` (so a cue with two gaps
    /// counts once).
    last_gapped: AtomicU64,
    underruns: AtomicU64,
    late_starts: AtomicU64,
    reopenings: AtomicU64,
    errors: AtomicU64,
    /// When the last cue was handed over and not rendered yet: microseconds since
    /// [`EPOCH`], 0 for none.
    handed: AtomicU64,
}

/// The instant [`Losses`] counts its times from.
static EPOCH: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

fn micros(at: Instant) -> u64 {
    let epoch = *EPOCH.get_or_init(Instant::now);
    u64::try_from(at.saturating_duration_since(epoch).as_micros())
        .unwrap_or(u64::MAX)
        .max(1)
}

/// A summary of [`Losses`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Cues played.
    pub cues: u64,
    /// Cues with a gap inside them (the server played silence while they played).
    pub gapped_cues: u64,
    /// Underruns of the server's queue for Deputy's stream, heard or not (one between
    /// two cues plays silence as silence).
    pub underruns: u64,
    /// Cues whose first sound reached the output later than [`LATE_START`] after the
    /// action.
    pub late_starts: u64,
    /// Times the output was reopened (after it spun, or lost its device).
    pub reopenings: u64,
}

impl Report {
    /// Whether every cue was heard whole and on time.
    #[must_use]
    pub const fn all_whole(&self) -> bool {
        self.gapped_cues == 0 && self.late_starts == 0
    }

    /// The counts since `earlier` (a game's share of the evening).
    #[must_use]
    pub const fn since(&self, earlier: &Self) -> Self {
        Self {
            cues: self.cues.saturating_sub(earlier.cues),
            gapped_cues: self.gapped_cues.saturating_sub(earlier.gapped_cues),
            underruns: self.underruns.saturating_sub(earlier.underruns),
            late_starts: self.late_starts.saturating_sub(earlier.late_starts),
            reopenings: self.reopenings.saturating_sub(earlier.reopenings),
        }
    }
}

/// A cue whose first sound is rendered later than this after the action started late:
/// two of the largest buffers Deputy asks for and the time to resume a paused output,
/// with room to spare (the measured worst start under load is 48 ms).
pub const LATE_START: Duration = Duration::from_millis(80);

impl Losses {
    /// A cue was handed to the output at `at`: its number.
    pub fn cue(&self, at: Instant) -> u64 {
        // The first cue of an action counts its start; one handed over before the
        // last was rendered starts with it.
        let _ = self
            .handed
            .compare_exchange(0, micros(at), Ordering::Relaxed, Ordering::Relaxed);
        self.cues.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// The output renders a buffer at `now`: a cue handed over since the last one
    /// starts in it ([`Self::started`]).
    pub fn rendering(&self, now: Instant) {
        let handed = self.handed.swap(0, Ordering::Relaxed);
        if handed != 0 {
            let delay = micros(now).saturating_sub(handed);
            self.started(Duration::from_micros(delay));
        }
    }

    /// The server's queue ran dry; `during_cue` is the number of the cue playing then,
    /// if one was.
    pub fn underrun(&self, during_cue: Option<u64>) {
        self.underruns.fetch_add(1, Ordering::Relaxed);
        if let Some(cue) = during_cue
            && self.last_gapped.swap(cue, Ordering::Relaxed) != cue
        {
            self.gapped_cues.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// A cue's first sound reached the output `delay` after the action.
    pub fn started(&self, delay: Duration) {
        if delay > LATE_START {
            self.late_starts.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// The output was reopened.
    pub fn reopened(&self) {
        self.reopenings.fetch_add(1, Ordering::Relaxed);
    }

    /// The output's error callback was called.
    pub fn error(&self) {
        self.errors.fetch_add(1, Ordering::Relaxed);
    }

    /// How many times the output's error callback was called.
    #[must_use]
    pub fn errors(&self) -> u64 {
        self.errors.load(Ordering::Relaxed)
    }

    /// The counts so far.
    #[must_use]
    pub fn report(&self) -> Report {
        Report {
            cues: self.cues.load(Ordering::Relaxed),
            gapped_cues: self.gapped_cues.load(Ordering::Relaxed),
            underruns: self.underruns.load(Ordering::Relaxed),
            late_starts: self.late_starts.load(Ordering::Relaxed),
            reopenings: self.reopenings.load(Ordering::Relaxed),
        }
    }
}

/// The share of one core above which the audio threads spin, measured over at least
/// [`SPIN_WINDOW`].
pub const SPIN_SHARE: f64 = 0.5;

/// How long the audio threads must keep spinning before the output is reopened.
pub const SPIN_WINDOW: Duration = Duration::from_secs(3);

/// Errors per second from the output above which it is taken to spin.
pub const ERROR_BURST_PER_SEC: f64 = 200.0;

/// Why the output was found spinning.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Spin {
    /// Its threads used this share of one core over the window.
    Cpu(f64),
    /// Its error callback was called this many times a second.
    Errors(f64),
}

impl std::fmt::Display for Spin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Cpu(share) => write!(f, "its threads used {:.0} % of a core", share * 100.0),
            Self::Errors(rate) => write!(f, "it reported {rate:.0} errors a second"),
        }
    }
}

/// Notices an output that spins, from samples of its threads' CPU time and of its
/// error count against the wall clock.
#[derive(Debug)]
pub struct Watchdog {
    start: Option<(Instant, Duration, u64)>,
    window: Duration,
}

impl Default for Watchdog {
    fn default() -> Self {
        Self::over(SPIN_WINDOW)
    }
}

impl Watchdog {
    /// A watchdog over windows of `window` (tests use short ones).
    #[must_use]
    pub const fn over(window: Duration) -> Self {
        Self {
            start: None,
            window,
        }
    }

    /// Takes a sample at `now`: `cpu` is the audio threads' CPU time so far, `errors`
    /// the output's error count so far. Returns why the output spins once a window of
    /// at least its window ([`SPIN_WINDOW`]) shows it (and starts a new window).
    pub fn sample(&mut self, now: Instant, cpu: Duration, errors: u64) -> Option<Spin> {
        let Some((t0, cpu0, errors0)) = self.start else {
            self.start = Some((now, cpu, errors));
            return None;
        };
        let wall = now.duration_since(t0);
        if wall < self.window {
            return None;
        }
        self.start = Some((now, cpu, errors));
        let secs = wall.as_secs_f64();
        let share = cpu.saturating_sub(cpu0).as_secs_f64() / secs;
        let rate = errors.saturating_sub(errors0) as f64 / secs;
        if rate > ERROR_BURST_PER_SEC {
            Some(Spin::Errors(rate))
        } else if share > SPIN_SHARE {
            Some(Spin::Cpu(share))
        } else {
            None
        }
    }
}

/// The CPU time (user and system) the threads `threads` of this process have used;
/// threads that have ended count nothing.
#[must_use]
pub fn threads_cpu(threads: &[i64]) -> Duration {
    // SAFETY: sysconf has no preconditions.
    let ticks_per_sec = u64::try_from(unsafe { libc::sysconf(libc::_SC_CLK_TCK) })
        .unwrap_or(100)
        .max(1);
    let ticks: u64 = threads
        .iter()
        .filter_map(|tid| std::fs::read_to_string(format!("/proc/self/task/{tid}/stat")).ok())
        .filter_map(|stat| {
            // The fields after the command name (which may hold spaces), from the
            // third: utime and stime are the 14th and 15th.
            let after = stat.rsplit_once(')')?.1;
            let fields: Vec<&str> = after.split_whitespace().collect();
            let utime: u64 = fields.get(11)?.parse().ok()?;
            let stime: u64 = fields.get(12)?.parse().ok()?;
            Some(utime + stime)
        })
        .sum();
    Duration::from_millis(ticks * 1000 / ticks_per_sec)
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::{Losses, Report, Spin, Watchdog};

    #[test]
    fn a_cue_with_two_gaps_counts_once_and_silence_between_cues_is_not_a_gap() {
        let losses = Losses::default();
        let t0 = Instant::now();
        let first = losses.cue(t0);
        losses.rendering(t0 + Duration::from_millis(20));
        losses.underrun(Some(first));
        losses.underrun(Some(first));
        losses.underrun(None);
        let second = losses.cue(t0 + Duration::from_secs(1));
        losses.underrun(Some(second));
        // Rendered 300 ms after the action: late.
        losses.rendering(t0 + Duration::from_millis(1300));
        losses.rendering(t0 + Duration::from_millis(1400));
        let report = losses.report();
        assert_eq!(
            report,
            Report {
                cues: 2,
                gapped_cues: 2,
                underruns: 4,
                late_starts: 1,
                reopenings: 0
            }
        );
        assert!(!report.all_whole());
        let later = losses.report();
        losses.cue(t0);
        assert!(losses.report().since(&later).all_whole());
        assert_eq!(losses.report().since(&later).cues, 1);
    }

    #[test]
    fn the_watchdog_tells_a_spinning_output_from_a_playing_one() {
        let mut dog = Watchdog::default();
        let t0 = Instant::now();
        let s = Duration::from_secs;
        assert_eq!(dog.sample(t0, s(0), 0), None);
        // Playing: 40 ms of CPU a second, a few errors (underruns told once each).
        assert_eq!(dog.sample(t0 + s(1), Duration::from_millis(40), 1), None);
        assert_eq!(dog.sample(t0 + s(3), Duration::from_millis(120), 3), None);
        // Spinning: a whole core for three seconds.
        assert_eq!(
            dog.sample(t0 + s(6), Duration::from_millis(3100), 3),
            Some(Spin::Cpu(2980.0 / 3000.0))
        );
        // An error loop that sleeps between tries spins without the CPU showing it.
        assert_eq!(
            dog.sample(t0 + s(9), Duration::from_millis(3200), 3003),
            Some(Spin::Errors(1000.0))
        );
    }

    #[test]
    fn a_busy_threads_cpu_time_is_read() {
        let (tx, rx) = std::sync::mpsc::channel();
        let busy = std::thread::spawn(move || {
            let _ = tx.send(crate::services::priority::current_thread());
            let start = Instant::now();
            let mut x = 0u64;
            // Spin until the thread has at least 50 ms of CPU time (its own clock).
            while super::threads_cpu(&[crate::services::priority::current_thread()])
                < Duration::from_millis(50)
                && start.elapsed() < Duration::from_secs(30)
            {
                x = x.wrapping_add(1);
            }
            (x, start.elapsed())
        });
        let tid = rx.recv().expect("tid");
        let (_, spun) = busy.join().expect("the busy thread");
        assert!(
            spun < Duration::from_secs(30),
            "its CPU time was never read"
        );
        // The thread has ended, so it counts nothing.
        assert_eq!(super::threads_cpu(&[tid]), Duration::ZERO);
    }
}
