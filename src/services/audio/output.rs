//! The output device: how it is opened, kept paused while nothing plays, watched for a
//! thread that spins, and reopened (issues 15 and 28).
//!
//! Where a PulseAudio server (or PipeWire's PulseAudio server) answers, found the way
//! libpulse finds it ([`super::server`]), Deputy talks to it over its own protocol
//! ([`super::pulse`]), on the sink the user chose (Settings' "Output", else
//! `PULSE_SINK`, else the server's default), and corks the stream while nothing plays,
//! so an idle table costs no CPU. Through ALSA's `pulse` plugin (cpal's ALSA host), the
//! same pause made the stream stall, spin and flood the log: the plugin has no pause
//! (ALSA's pause only stops the client writing, so the server's stream runs dry and the
//! resume is an underrun), every underrun reconnects the server's stream, and until the
//! new stream has timing data the plugin answers `snd_pcm_avail_delay` with EIO
//! (alsa-plugins issue 65), which cpal's ALSA loop retried at once, holding the
//! plugin's lock in a busy loop: 100 % of a core, tens of thousands of log lines, and
//! the rest of a cue up to 2 s late. So where only the ALSA host is left, its default
//! device is asked of alsa-lib, and a sound server's plugin is never paused
//! ([`is_server_plugin`]). Whatever the path, an output whose threads spin, or whose
//! errors come in a burst, is reopened once, never paused again, with one log line
//! ([`super::health::Watchdog`]). An output error is logged once, then counted
//! ([`ErrorTally`]).

use std::collections::HashMap;
use std::num::{NonZeroU16, NonZeroU32};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rodio::DeviceSinkBuilder;

use super::health::{Losses, Watchdog};
use super::{DecodedSounds, MixerOutput};

/// How long the output keeps running after the last sound has ended, before it is
/// paused: long enough that a caller's next tier or a quick run of flips finds it
/// running, short enough that an idle table costs no CPU.
pub const KEEP_RUNNING_AFTER: Duration = Duration::from_secs(3);

/// How often the audio threads' CPU time and the output's errors are sampled for the
/// [`Watchdog`]: a read of a few files in `/proc`, a few microseconds a second.
pub const WATCH_EVERY: Duration = Duration::from_secs(1);

/// How often, while sound plays, the server is asked for the stream's timing (to count
/// its underruns).
pub const TIMING_EVERY: Duration = Duration::from_millis(250);

/// What the app's side tells the thread that keeps the output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tell {
    /// Sound will play until then: a paused output is resumed first.
    Until(Instant),
    /// Play on this output from now on (a sink's name; `None`: the system default).
    Output(Option<String>),
}

/// A stream that can be paused and resumed: the device's output stream (a fake in
/// tests).
pub trait Pausable {
    /// Resumes a paused stream.
    ///
    /// # Errors
    /// The device or server refuses.
    fn resume(&self) -> Result<(), String>;
    /// Pauses the stream.
    ///
    /// # Errors
    /// The device cannot pause.
    fn pause(&self) -> Result<(), String>;
    /// Underruns of the stream since the last call, where the stream tells them (its
    /// server's timing data); 0 elsewhere.
    fn underruns(&mut self) -> u64 {
        0
    }
    /// Whether the stream is gone (its connection to the sound server broken: a
    /// laptop's suspend, a server restarted), so that it must be opened again.
    fn broken(&mut self) -> bool {
        false
    }
}

impl Pausable for rodio::cpal::Stream {
    fn resume(&self) -> Result<(), String> {
        rodio::cpal::traits::StreamTrait::play(self).map_err(|e| e.to_string())
    }

    fn pause(&self) -> Result<(), String> {
        rodio::cpal::traits::StreamTrait::pause(self).map_err(|e| e.to_string())
    }
}

/// Opens the output again: on the sink named (the default one for `None`). Returns the
/// stream and the sink it plays on.
pub type Reopen<S> = Box<dyn FnMut(Option<&str>) -> Result<S, String> + Send>;

/// Keeps an output: pauses it while nothing plays (where it may be paused) and resumes
/// it before a cue, counts its underruns while sound plays, moves it to the output the
/// user chooses, and reopens it once if it spins. Runs on the thread that owns the
/// stream, until the app closes (the [`Tell`] channel disconnected).
pub struct Keeper<S: Pausable> {
    stream: Option<S>,
    reopen: Reopen<S>,
    losses: Arc<Losses>,
    /// Whether the output may be paused (not a sound server's ALSA plugin, nor an
    /// output that spun once).
    pausable: bool,
    /// The CPU time of the audio threads so far (read from `/proc`; a fake in tests).
    cpu: Box<dyn FnMut() -> Duration + Send>,
    /// `None` once the output has been reopened after spinning: it is done once.
    watchdog: Option<Watchdog>,
    watch_every: Duration,
    /// Why the output plays elsewhere than where the user chose, for the sound menu.
    note: Arc<Mutex<Option<String>>>,
    /// The sink the stream plays on (`None`: the default).
    sink: Option<String>,
    /// Whether the log already says the output is lost and does not open again.
    lost_told: bool,
}

impl<S: Pausable> Keeper<S> {
    /// A keeper of `stream`, which `reopen` opens again; `pausable` is false for a
    /// device that must keep running.
    #[must_use]
    pub fn new(stream: S, reopen: Reopen<S>, losses: Arc<Losses>, pausable: bool) -> Self {
        Self {
            stream: Some(stream),
            reopen,
            losses,
            pausable,
            cpu: Box::new(audio_threads_cpu),
            watchdog: Some(Watchdog::default()),
            watch_every: WATCH_EVERY,
            note: Arc::new(Mutex::new(None)),
            sink: None,
            lost_told: false,
        }
    }

    /// The same, watched with `watchdog` every `every`, the threads' CPU time read by
    /// `cpu` (for tests).
    #[must_use]
    pub fn watched(
        mut self,
        watchdog: Watchdog,
        every: Duration,
        cpu: Box<dyn FnMut() -> Duration + Send>,
    ) -> Self {
        self.watchdog = Some(watchdog);
        self.watch_every = every;
        self.cpu = cpu;
        self
    }

    /// The sink the stream was opened on (`None`: the default), to open it there again.
    #[must_use]
    pub fn on_sink(mut self, sink: Option<String>) -> Self {
        self.sink = sink;
        self
    }

    /// Where the keeper writes why the output plays elsewhere than chosen.
    #[must_use]
    pub fn with_note(mut self, note: Arc<Mutex<Option<String>>>) -> Self {
        self.note = note;
        self
    }

    /// Runs until `tell` disconnects; pauses `after` the last sound.
    pub fn run(mut self, tell: &Receiver<Tell>, after: Duration) {
        let mut until = Instant::now();
        let mut paused = false;
        let mut next_watch = Instant::now();
        let mut last_timing: Option<Instant> = None;
        loop {
            let now = Instant::now();
            let timing = !paused && now < until + TIMING_EVERY * 2;
            let mut deadline: Option<Instant> = self.watchdog.as_ref().map(|_| next_watch);
            let mut sooner = |at: Instant| {
                deadline = Some(deadline.map_or(at, |d| d.min(at)));
            };
            if !paused && self.pausable {
                sooner(until + after);
            }
            if timing {
                sooner(now + TIMING_EVERY);
            }
            let next = match deadline {
                Some(at) => tell.recv_timeout(at.saturating_duration_since(now)),
                None => tell.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match next {
                Ok(Tell::Until(instant)) => {
                    until = until.max(instant);
                    if paused {
                        match self.stream.as_ref().map(Pausable::resume) {
                            Some(Err(e)) => {
                                if self.mend(&e) {
                                    paused = false;
                                    last_timing = None;
                                }
                            }
                            _ => {
                                paused = false;
                                last_timing = None;
                            }
                        }
                    }
                }
                Ok(Tell::Output(name)) => {
                    self.switch(name.as_deref());
                    paused = false;
                    last_timing = None;
                }
                Err(RecvTimeoutError::Disconnected) => return,
                Err(RecvTimeoutError::Timeout) => {}
            }
            let now = Instant::now();
            if !paused
                && let Some(stream) = &mut self.stream
                && last_timing.is_none_or(|t| now >= t + TIMING_EVERY)
                && now < until + TIMING_EVERY * 2
            {
                // Sound played since the last sample: an underrun in between was heard
                // as a gap in the latest cue.
                let playing = last_timing.is_some_and(|t| until > t);
                for _ in 0..stream.underruns() {
                    let cue = self.losses.report().cues;
                    self.losses.underrun(playing.then_some(cue));
                }
                last_timing = Some(now);
            }
            if let Some(dog) = &mut self.watchdog
                && now >= next_watch
            {
                next_watch = now + self.watch_every;
                if let Some(spin) = dog.sample(now, (self.cpu)(), self.losses.errors()) {
                    self.watchdog = None;
                    self.pausable = false;
                    paused = false;
                    self.stream = None;
                    match self.open(None) {
                        Ok(()) => log::warn!(
                            "the audio output spun ({spin}): it was reopened, and keeps running from now on"
                        ),
                        Err(e) => log::warn!(
                            "the audio output spun ({spin}) and could not be reopened ({e}): sound is off"
                        ),
                    }
                    self.losses.reopened();
                }
            }
            if self.pausable && !paused && now >= until + after {
                match self.stream.as_ref().map(Pausable::pause) {
                    Some(Ok(())) => paused = true,
                    Some(Err(e)) => {
                        if self.stream.as_mut().is_some_and(Pausable::broken) {
                            self.mend(&e);
                        } else {
                            log::info!("the audio output cannot pause ({e}): it keeps running");
                            self.pausable = false;
                        }
                    }
                    None => paused = true,
                }
            }
        }
    }

    /// After `error` from a stream that is gone ([`Pausable::broken`]), opens it again
    /// on the same output, running; says so once in the log, and once if it cannot.
    /// Returns whether it runs again.
    fn mend(&mut self, error: &str) -> bool {
        if !self.stream.as_mut().is_some_and(Pausable::broken) {
            log::warn!("the audio output did not resume: {error}");
            return false;
        }
        self.stream = None;
        let sink = self.sink.clone();
        match self.open(sink.as_deref()) {
            Ok(()) => {
                log::warn!("the audio output was lost ({error}): it was opened again");
                self.losses.reopened();
                self.lost_told = false;
                true
            }
            Err(e) => {
                if !self.lost_told {
                    log::warn!(
                        "the audio output was lost ({error}) and does not open again ({e}): sound is off"
                    );
                    self.lost_told = true;
                }
                false
            }
        }
    }

    /// Opens the output again (the old stream already dropped) on `sink`, running.
    fn open(&mut self, sink: Option<&str>) -> Result<(), String> {
        let stream = (self.reopen)(sink)?;
        self.sink = sink.map(str::to_owned);
        stream.resume()?;
        self.stream = Some(stream);
        Ok(())
    }

    /// Moves the output to `sink` (the default for `None`); where it cannot open, to
    /// the default, with a note for the sound menu.
    fn switch(&mut self, sink: Option<&str>) {
        self.stream = None;
        let note = match self.open(sink) {
            Ok(()) => None,
            Err(e) => {
                log::info!(
                    "the audio output {} did not open ({e}): playing on the default one",
                    sink.unwrap_or("(default)")
                );
                if let Err(e) = self.open(None) {
                    log::warn!("the default audio output did not open either ({e}): sound is off");
                }
                sink.map(str::to_owned)
            }
        };
        if let Ok(mut slot) = self.note.lock() {
            *slot = note;
        }
    }
}

/// The CPU time of Deputy's audio threads ([`AUDIO_THREAD_NAMES`]).
fn audio_threads_cpu() -> Duration {
    super::health::threads_cpu(&super::super::priority::threads_named(AUDIO_THREAD_NAMES))
}

/// Whether alsa-lib's description of a PCM (`snd_pcm_dump`) is a sound server's
/// plugin: PulseAudio's, PipeWire's or JACK's I/O plugin, whose first line names the
/// server ("ALSA <-> PulseAudio PCM I/O Plugin").
#[must_use]
pub fn is_server_plugin(dump: &str) -> bool {
    dump.lines().next().is_some_and(|first| {
        ["PulseAudio", "PipeWire", "JACK"]
            .iter()
            .any(|server| first.contains(server))
    })
}

/// Asks alsa-lib what the PCM `name` is (`snd_pcm_dump`) and whether it is a sound
/// server's plugin ([`is_server_plugin`]); `false` where it does not open.
#[cfg(target_os = "linux")]
#[must_use]
pub fn pcm_is_server_plugin(name: &str) -> bool {
    let Ok(pcm) = alsa::PCM::new(name, alsa::Direction::Playback, true) else {
        return false;
    };
    let Ok(mut out) = alsa::Output::buffer_open() else {
        return false;
    };
    pcm.dump(&mut out).is_ok() && {
        let text = out.to_string();
        log::debug!("ALSA's {name} PCM: {}", text.lines().next().unwrap_or(""));
        is_server_plugin(&text)
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
struct LoggedTally(ErrorTally, Arc<Losses>);

impl LoggedTally {
    fn note(&mut self, error: &rodio::cpal::Error) {
        self.1.error();
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

/// The buffer sizes to try: [`SERVER_BUFFER_FRAMES`] through a sound server (other
/// systems' cpal hosts also play through theirs), else [`BUFFER_FRAMES`]; or the one size in the environment variable
/// `DEPUTY_AUDIO_FRAMES` (for measuring: `benches/cue_latency.sh`).
fn buffer_frames(server: bool) -> Vec<u32> {
    let ladder = if server {
        SERVER_BUFFER_FRAMES
    } else {
        BUFFER_FRAMES
    };
    std::env::var("DEPUTY_AUDIO_FRAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or_else(|| ladder.to_vec(), |frames| vec![frames])
}

/// The names Deputy's audio threads go by: the `audio` thread and every thread the
/// audio stack starts from it (they take its name), and cpal's ALSA output thread.
pub const AUDIO_THREAD_NAMES: &[&str] = &["audio", "cpal_alsa_out"];

/// An output that is open.
pub struct Opened {
    /// The app's side.
    pub output: MixerOutput,
    /// The sound server, where Deputy talks to one (to list its sinks).
    pub server: Option<super::pulse::Server>,
    /// Keeps the output until the app closes; `None` for rodio's own sink, which keeps
    /// running by itself (held in `_sink`).
    pub keep: Option<Box<dyn FnOnce(Receiver<Tell>) + Send>>,
    /// rodio's own sink, kept open.
    pub sink: Option<rodio::MixerDeviceSink>,
    /// Why the output plays elsewhere than chosen, written by the keeper.
    pub note: Arc<Mutex<Option<String>>>,
}

/// Fills `out` from `mix`, telling `losses` when a cue's first sound is rendered.
fn render(mix: &super::pulse::SharedMix, losses: &Losses, out: &mut [f32]) {
    losses.rendering(Instant::now());
    match mix.lock() {
        Ok(mut mix) => {
            for sample in out {
                *sample = mix.next().unwrap_or(0.0);
            }
        }
        Err(_) => out.fill(0.0),
    }
}

/// Opens the output: on the sound server where one answers ([`super::server::find`]),
/// on the sink `chosen` (else `PULSE_SINK`, else the server's default), with the
/// smallest buffer it accepts from [`SERVER_BUFFER_FRAMES`]; else on ALSA's default
/// device (from [`BUFFER_FRAMES`], within the device's own range when it gives one);
/// else rodio's default configuration or any other device. `sounds` are ready.
///
/// # Errors
/// No device can be opened.
pub fn open_output(sounds: DecodedSounds, chosen: Option<String>) -> Result<Opened, String> {
    let note = Arc::new(Mutex::new(None));
    #[cfg(target_os = "linux")]
    if let Some(opened) = open_server(&sounds, chosen, &note) {
        return Ok(opened);
    }
    #[cfg(not(target_os = "linux"))]
    let _ = chosen;
    use rodio::cpal::traits::{DeviceTrait, HostTrait};
    #[cfg(target_os = "linux")]
    let host = rodio::cpal::host_from_id(rodio::cpal::HostId::Alsa)
        .unwrap_or_else(|_| rodio::cpal::default_host());
    #[cfg(not(target_os = "linux"))]
    let host = rodio::cpal::default_host();
    #[cfg(target_os = "linux")]
    let pausable = host.id() != rodio::cpal::HostId::Alsa || !pcm_is_server_plugin("default");
    #[cfg(not(target_os = "linux"))]
    let pausable = true;
    let default = host.default_output_device().and_then(|device| {
        let supported = device.default_output_config().ok()?;
        Some((device, supported))
    });
    if let Some((device, supported)) = default {
        let range = match supported.buffer_size() {
            rodio::cpal::SupportedBufferSize::Range { min, max } => Some((*min, *max)),
            rodio::cpal::SupportedBufferSize::Unknown => None,
        };
        let channels = NonZeroU16::new(supported.channels()).ok_or("no channels")?;
        let rate = NonZeroU32::new(supported.sample_rate()).ok_or("no sample rate")?;
        let (output, mix) = MixerOutput::new(channels, rate, sounds.clone());
        let mix = Arc::new(Mutex::new(mix));
        let losses = output.losses();
        for frames in buffer_frames(host.id() != rodio::cpal::HostId::Alsa) {
            if let Some((min, max)) = range
                && !(min..=max).contains(&frames)
            {
                continue;
            }
            match open_stream(&device, &supported, frames, &mix, &losses) {
                Ok(stream) => {
                    log::info!(
                        "audio output opened on {:?} with a buffer of {frames} frames (device range {range:?}){}",
                        host.id(),
                        if pausable {
                            ""
                        } else {
                            "; kept running (a sound server's ALSA plugin)"
                        }
                    );
                    let (device, supported, mix, losses2) =
                        (device.clone(), supported, mix.clone(), losses.clone());
                    let reopen: Reopen<rodio::cpal::Stream> =
                        Box::new(move |_| open_stream(&device, &supported, frames, &mix, &losses2));
                    let keeper =
                        Keeper::new(stream, reopen, losses, pausable).with_note(note.clone());
                    return Ok(Opened {
                        output,
                        server: None,
                        keep: Some(Box::new(move |tell| keeper.run(&tell, KEEP_RUNNING_AFTER))),
                        sink: None,
                        note,
                    });
                }
                Err(e) => log::debug!("a buffer of {frames} frames refused: {e}"),
            }
        }
    }
    let mut sink = DeviceSinkBuilder::open_default_sink().map_err(|e| e.to_string())?;
    sink.log_on_drop(false);
    let config = sink.config();
    let (output, mix) = MixerOutput::new(config.channel_count(), config.sample_rate(), sounds);
    sink.mixer().add(mix);
    Ok(Opened {
        output,
        server: None,
        keep: None,
        sink: Some(sink),
        note,
    })
}

/// The sink to play on: the one chosen in Settings, else `PULSE_SINK` (as libpulse
/// reads it for a program that names none), else `None` (the server's default).
#[must_use]
pub fn sink_to_use(chosen: Option<String>, pulse_sink: Option<String>) -> Option<String> {
    chosen.or(pulse_sink.filter(|s| !s.is_empty()))
}

/// Opens the output on the sound server, if one answers.
#[cfg(target_os = "linux")]
fn open_server(
    sounds: &DecodedSounds,
    chosen: Option<String>,
    note: &Arc<Mutex<Option<String>>>,
) -> Option<Opened> {
    use super::pulse::{PulseStream, Server};
    let env = super::server::Environment::of_process();
    let (path, how) = super::server::find(&env)?;
    let cookie = super::server::cookie(&env);
    let server = match Server::connect(&path, cookie.clone()) {
        Ok(server) => server,
        Err(e) => {
            log::info!(
                "the sound server at {} (found through {}) refused Deputy: {e}",
                path.display(),
                how.describe()
            );
            return None;
        }
    };
    let wanted = sink_to_use(chosen, std::env::var("PULSE_SINK").ok());
    for frames in buffer_frames(true) {
        let slot: Arc<Mutex<Option<super::pulse::SharedMix>>> = Arc::new(Mutex::new(None));
        let losses = Arc::new(Losses::default());
        // The stream's format is the first sink's own; the mix keeps it, and a stream
        // opened again (on another sink) is opened in it.
        let format: Arc<Mutex<Option<(u8, u32)>>> = Arc::new(Mutex::new(None));
        let mut make = {
            let (mut server, slot, losses) = (server.clone(), slot.clone(), losses.clone());
            let (format, path, cookie) = (format.clone(), path.clone(), cookie.clone());
            move |sink: Option<&str>| -> Result<PulseStream, String> {
                let renderer = || {
                    let (slot, losses) = (slot.clone(), losses.clone());
                    move |out: &mut [f32]| {
                        let mix = slot.lock().ok().and_then(|m| m.clone());
                        match mix {
                            Some(mix) => render(&mix, &losses, out),
                            None => out.fill(0.0),
                        }
                    }
                };
                let fixed = format.lock().ok().and_then(|f| *f);
                match server.open(sink, frames, fixed, renderer()) {
                    // The connection is gone (a suspend, the server restarted): connect
                    // again, once.
                    Err(e) if !super::pulse::is_no_such_sink(&e) => {
                        log::debug!("opening a stream failed ({e}): connecting again");
                        server = Server::connect(&path, cookie.clone())?;
                        server.open(sink, frames, fixed, renderer())
                    }
                    other => other,
                }
            }
        };
        let mut fell_back = false;
        let first = match make(wanted.as_deref()) {
            Err(e) if wanted.is_some() => {
                log::info!(
                    "the audio output {} did not open ({e}): playing on the default one",
                    wanted.as_deref().unwrap_or("(default)")
                );
                fell_back = true;
                make(None)
            }
            other => other,
        };
        match first {
            Ok(stream) => {
                let channels = NonZeroU16::new(u16::from(stream.channels))?;
                let rate = NonZeroU32::new(stream.rate)?;
                if let Ok(mut f) = format.lock() {
                    *f = Some((stream.channels, stream.rate));
                }
                let (output, mix) = MixerOutput::new(channels, rate, sounds.clone());
                let output = output.with_losses(losses.clone());
                if let Ok(mut s) = slot.lock() {
                    *s = Some(Arc::new(Mutex::new(mix)));
                }
                log::info!(
                    "audio output opened on the sound server at {} (found through {}), sink {}, with a buffer of {frames} frames",
                    path.display(),
                    how.describe(),
                    stream.sink
                );
                if fell_back && let Ok(mut n) = note.lock() {
                    *n = wanted.clone();
                }
                let keeper =
                    Keeper::new(stream, Box::new(make), losses, true).with_note(note.clone());
                return Some(Opened {
                    output,
                    server: Some(server),
                    keep: Some(Box::new(move |tell| keeper.run(&tell, KEEP_RUNNING_AFTER))),
                    sink: None,
                    note: note.clone(),
                });
            }
            Err(e) => log::debug!("a buffer of {frames} frames refused: {e}"),
        }
    }
    None
}

/// Opens `device` in its default format `supported` with a buffer of `frames` frames,
/// playing `mix`.
///
/// # Errors
/// The device refuses the configuration, or its sample format is not one of f32, i16,
/// i32 and u16.
fn open_stream(
    device: &rodio::cpal::Device,
    supported: &rodio::cpal::SupportedStreamConfig,
    frames: u32,
    mix: &super::pulse::SharedMix,
    losses: &Arc<Losses>,
) -> Result<rodio::cpal::Stream, String> {
    use rodio::cpal::traits::StreamTrait;
    use rodio::cpal::{BufferSize, SampleFormat, StreamConfig};
    let config = StreamConfig {
        channels: supported.channels(),
        sample_rate: supported.sample_rate(),
        buffer_size: BufferSize::Fixed(frames),
    };
    let (mix, losses) = (mix.clone(), losses.clone());
    let stream = match supported.sample_format() {
        SampleFormat::F32 => build_stream::<f32>(device, config, mix, losses),
        SampleFormat::I16 => build_stream::<i16>(device, config, mix, losses),
        SampleFormat::I32 => build_stream::<i32>(device, config, mix, losses),
        SampleFormat::U16 => build_stream::<u16>(device, config, mix, losses),
        other => return Err(format!("sample format {other} not handled")),
    }
    .map_err(|e| e.to_string())?;
    stream.play().map_err(|e| e.to_string())?;
    Ok(stream)
}

/// An output stream of samples of type `T` that plays `mix`.
fn build_stream<T>(
    device: &rodio::cpal::Device,
    config: rodio::cpal::StreamConfig,
    mix: super::pulse::SharedMix,
    losses: Arc<Losses>,
) -> Result<rodio::cpal::Stream, rodio::cpal::Error>
where
    T: rodio::cpal::SizedSample + rodio::cpal::FromSample<f32>,
{
    use rodio::cpal::traits::DeviceTrait;
    let mut tally = LoggedTally(ErrorTally::default(), losses.clone());
    let mut floats = Vec::new();
    device.build_output_stream::<T, _, _>(
        config,
        move |data: &mut [T], _| {
            floats.resize(data.len(), 0.0);
            render(&mix, &losses, &mut floats);
            for (sample, f) in data.iter_mut().zip(&floats) {
                *sample = T::from_sample(*f);
            }
        },
        move |e| tally.note(&e),
        None,
    )
}

/// Raises the priority of every thread of the audio output ([`super::super::priority`]):
/// the `audio` thread, which resumes the output at each cue's start, and every thread
/// the audio stack started from it, which all take its name (the sound server client's
/// socket thread, which renders the mix), or cpal's ALSA output thread. Asks from a
/// thread of its own (RealtimeKit takes a D-Bus call); logs what was granted at info
/// level.
pub fn raise_audio_threads() {
    let spawned = std::thread::Builder::new()
        .name("audio-priority".into())
        .spawn(|| {
            let threads = super::super::priority::threads_named(AUDIO_THREAD_NAMES);
            let mut granted = Vec::new();
            for thread in &threads {
                match super::super::priority::raise_thread(*thread) {
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

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    use std::sync::mpsc;
    use std::sync::{Arc, Mutex};
    use std::time::{Duration, Instant};

    use super::super::health::{Losses, Watchdog};
    use super::{Keeper, Pausable, Reopen, Tell, is_server_plugin, sink_to_use};

    /// Records what the keeper asked of the streams it was given; shared by every
    /// stream it opens again.
    #[derive(Clone, Default)]
    struct Calls(Arc<Mutex<Vec<String>>>);

    impl Calls {
        fn push(&self, call: impl Into<String>) {
            if let Ok(mut calls) = self.0.lock() {
                calls.push(call.into());
            }
        }

        fn get(&self) -> Vec<String> {
            self.0.lock().map(|c| c.clone()).unwrap_or_default()
        }

        /// Waits (up to 10 s) until the calls are `want`.
        fn wait_for(&self, want: &[&str]) {
            let started = Instant::now();
            while self.get() != want && started.elapsed() < Duration::from_secs(10) {
                std::thread::sleep(Duration::from_millis(5));
            }
            assert_eq!(self.get(), want);
        }
    }

    struct FakeStream {
        calls: Calls,
        can_pause: bool,
        underruns: Arc<AtomicU64>,
        /// The connection is gone: resuming fails (shared with the streams opened
        /// again, which are fine).
        broken: Arc<AtomicBool>,
    }

    impl Pausable for FakeStream {
        fn resume(&self) -> Result<(), String> {
            if self.broken.load(Ordering::Relaxed) {
                return Err("disconnected".into());
            }
            self.calls.push("resume");
            Ok(())
        }

        fn broken(&mut self) -> bool {
            self.broken.load(Ordering::Relaxed)
        }

        fn pause(&self) -> Result<(), String> {
            if !self.can_pause {
                return Err("cannot pause".into());
            }
            self.calls.push("pause");
            Ok(())
        }

        fn underruns(&mut self) -> u64 {
            self.underruns.swap(0, Ordering::Relaxed)
        }
    }

    /// A keeper of a fake stream, whose reopenings are recorded as "open <sink>"; the
    /// sink named "gone" does not open.
    fn keeper(calls: &Calls, can_pause: bool, losses: Arc<Losses>) -> Keeper<FakeStream> {
        let underruns = Arc::new(AtomicU64::new(0));
        let stream = FakeStream {
            calls: calls.clone(),
            can_pause,
            underruns: underruns.clone(),
            broken: Arc::new(AtomicBool::new(false)),
        };
        let reopen: Reopen<FakeStream> = {
            let calls = calls.clone();
            Box::new(move |sink| {
                calls.push(format!("open {}", sink.unwrap_or("default")));
                if sink == Some("gone") {
                    return Err("no such sink".into());
                }
                Ok(FakeStream {
                    calls: calls.clone(),
                    can_pause,
                    underruns: underruns.clone(),
                    broken: Arc::new(AtomicBool::new(false)),
                })
            })
        };
        Keeper::new(stream, reopen, losses, can_pause)
    }

    #[test]
    fn the_output_pauses_after_the_last_sound_and_resumes_before_the_next() {
        let calls = Calls::default();
        let keeper = keeper(&calls, true, Arc::default());
        let (tell, rx) = mpsc::channel();
        let thread = std::thread::spawn(move || keeper.run(&rx, Duration::from_millis(100)));
        // Nothing plays after opening: paused after the grace time.
        calls.wait_for(&["pause"]);
        // A cue of 300 ms: resumed at once, paused again only after it and the grace.
        let sent = Instant::now();
        tell.send(Tell::Until(sent + Duration::from_millis(300)))
            .expect("keeper");
        calls.wait_for(&["pause", "resume"]);
        calls.wait_for(&["pause", "resume", "pause"]);
        assert!(
            sent.elapsed() >= Duration::from_millis(400),
            "paused before the sound and the grace were over"
        );
        // A second cue while running keeps it running: no second resume.
        tell.send(Tell::Until(Instant::now())).expect("keeper");
        tell.send(Tell::Until(Instant::now())).expect("keeper");
        calls.wait_for(&["pause", "resume", "pause", "resume", "pause"]);
        drop(tell);
        thread.join().expect("the keeper ends when the app closes");
    }

    #[test]
    fn a_device_that_cannot_pause_keeps_running_until_the_app_closes() {
        let calls = Calls::default();
        let keeper = keeper(&calls, false, Arc::default());
        let (tell, rx) = mpsc::channel();
        let thread = std::thread::spawn(move || keeper.run(&rx, Duration::from_millis(10)));
        std::thread::sleep(Duration::from_millis(50));
        tell.send(Tell::Until(Instant::now()))
            .expect("still listening");
        drop(tell);
        thread.join().expect("the keeper ends when the app closes");
        assert!(calls.get().is_empty(), "{:?}", calls.get());
    }

    #[test]
    fn an_output_whose_errors_come_in_a_loop_is_reopened_once_and_never_paused_again() {
        let calls = Calls::default();
        let losses = Arc::new(Losses::default());
        let keeper = keeper(&calls, true, losses.clone()).watched(
            Watchdog::over(Duration::from_millis(100)),
            Duration::from_millis(20),
            Box::new(|| Duration::ZERO),
        );
        let (tell, rx) = mpsc::channel();
        let thread = std::thread::spawn(move || keeper.run(&rx, Duration::from_millis(30)));
        calls.wait_for(&["pause"]);
        // The stream's error callback, called in a loop (a driver retrying at once),
        // until the output has been opened again.
        let stop = Arc::new(AtomicBool::new(false));
        let errors = {
            let (losses, stop) = (losses.clone(), stop.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    losses.error();
                    std::thread::yield_now();
                }
            })
        };
        calls.wait_for(&["pause", "open default", "resume"]);
        stop.store(true, Ordering::Relaxed);
        errors.join().expect("the error loop");
        // Reopened once, counted, and it keeps running from now on (no pause after the
        // grace time), even though more errors would come.
        assert_eq!(losses.report().reopenings, 1);
        tell.send(Tell::Until(Instant::now())).expect("keeper");
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(calls.get(), ["pause", "open default", "resume"]);
        drop(tell);
        thread.join().expect("the keeper ends");
    }

    #[test]
    fn an_output_that_spins_a_core_is_reopened() {
        let calls = Calls::default();
        // The audio threads' CPU time: a whole core's worth of the wall time.
        let t0 = Instant::now();
        let keeper = keeper(&calls, true, Arc::default()).watched(
            Watchdog::over(Duration::from_millis(100)),
            Duration::from_millis(20),
            Box::new(move || t0.elapsed()),
        );
        let (tell, rx) = mpsc::channel();
        let thread = std::thread::spawn(move || keeper.run(&rx, Duration::from_secs(60)));
        calls.wait_for(&["open default", "resume"]);
        drop(tell);
        thread.join().expect("the keeper ends");
    }

    #[test]
    fn a_chosen_output_that_is_gone_falls_back_to_the_default_with_a_note() {
        let calls = Calls::default();
        let note = Arc::new(Mutex::new(None));
        let keeper = keeper(&calls, false, Arc::default()).with_note(note.clone());
        let (tell, rx) = mpsc::channel();
        let thread = std::thread::spawn(move || keeper.run(&rx, Duration::from_secs(60)));
        tell.send(Tell::Output(Some("headphones".into())))
            .expect("keeper");
        calls.wait_for(&["open headphones", "resume"]);
        tell.send(Tell::Output(Some("gone".into())))
            .expect("keeper");
        calls.wait_for(&[
            "open headphones",
            "resume",
            "open gone",
            "open default",
            "resume",
        ]);
        drop(tell);
        thread.join().expect("the keeper ends");
        assert_eq!(
            note.lock().map(|n| n.clone()).ok().flatten().as_deref(),
            Some("gone")
        );
    }

    #[test]
    fn underruns_while_a_cue_plays_are_gaps_and_between_cues_are_not() {
        let calls = Calls::default();
        let losses = Arc::new(Losses::default());
        let keeper = keeper(&calls, false, losses.clone());
        let underruns = keeper
            .stream
            .as_ref()
            .map(|s| s.underruns.clone())
            .expect("a stream");
        let (tell, rx) = mpsc::channel();
        let thread = std::thread::spawn(move || keeper.run(&rx, Duration::from_secs(60)));
        // A cue of 10 s plays: the server's queue runs dry once in it.
        losses.cue(Instant::now());
        tell.send(Tell::Until(Instant::now() + Duration::from_secs(10)))
            .expect("keeper");
        // Let the keeper take its first sample of the timing, then the underrun.
        std::thread::sleep(Duration::from_millis(300));
        underruns.store(1, Ordering::Relaxed);
        let started = Instant::now();
        while losses.report().underruns == 0 && started.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(5));
        }
        drop(tell);
        thread.join().expect("the keeper ends");
        let report = losses.report();
        assert_eq!((report.underruns, report.gapped_cues), (1, 1), "{report:?}");
    }

    #[test]
    fn a_stream_whose_connection_is_gone_is_opened_again_on_the_same_output() {
        let calls = Calls::default();
        let losses = Arc::new(Losses::default());
        let keeper = keeper(&calls, true, losses.clone()).on_sink(Some("headphones".into()));
        let broken = keeper
            .stream
            .as_ref()
            .map(|s| s.broken.clone())
            .expect("a stream");
        let (tell, rx) = mpsc::channel();
        let thread = std::thread::spawn(move || keeper.run(&rx, Duration::from_millis(30)));
        calls.wait_for(&["pause"]);
        // A laptop's suspend cut the connection while the output was paused.
        broken.store(true, Ordering::Relaxed);
        tell.send(Tell::Until(Instant::now())).expect("keeper");
        calls.wait_for(&["pause", "open headphones", "resume", "pause"]);
        assert_eq!(losses.report().reopenings, 1);
        drop(tell);
        thread.join().expect("the keeper ends");
    }

    #[test]
    fn a_sound_servers_alsa_plugin_is_told_from_a_device() {
        assert!(is_server_plugin(
            "ALSA <-> PulseAudio PCM I/O Plugin\nIts setup is:\n  stream       : PLAYBACK\n"
        ));
        assert!(is_server_plugin("ALSA <-> PipeWire PCM I/O Plugin\n"));
        assert!(!is_server_plugin(
            "Plug PCM: Linear Integer <-> Linear Float conversion PCM (S16_LE)\nIts setup is:\n"
        ));
        assert!(!is_server_plugin(
            "Hardware PCM card 0 'HDA Intel PCH' device 0 subdevice 0\n"
        ));
        // A later line that names a server (a slave's description) is not the device.
        assert!(!is_server_plugin(
            "Direct Stream Mixing PCM\nSlave: PulseAudio\n"
        ));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn alsa_lib_is_asked_what_a_device_is() {
        // alsa-lib's own "null" device is no sound server's plugin; a name it does not
        // know is not one either.
        assert!(!super::pcm_is_server_plugin("null"));
        assert!(!super::pcm_is_server_plugin("no_such_device_here"));
    }

    #[test]
    fn the_chosen_output_comes_before_pulse_sink() {
        let s = |v: &str| Some(v.to_owned());
        assert_eq!(sink_to_use(s("usb"), s("hdmi")), s("usb"));
        assert_eq!(sink_to_use(None, s("hdmi")), s("hdmi"));
        assert_eq!(sink_to_use(None, s("")), None);
        assert_eq!(sink_to_use(None, None), None);
    }
}
