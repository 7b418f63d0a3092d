//! The microphone (issue 31): the inputs the user may choose, and a capture that runs
//! off the UI thread and hands its samples over as they come.
//!
//! The sound server is found the way the output finds it ([`super::server::find`]):
//! where one answers, Deputy records from the source the user chose (else the server's
//! default source) with a record stream over the server's own protocol
//! ([`super::pulse::Server::record`]), mono at [`TAKE_RATE_HZ`] (the server converts).
//! Without a server, ALSA's default input through cpal, in the device's own format
//! (mixed to mono here, resampled by [`crate::services::voice_take`]). Without either,
//! there is no microphone: Settings and the recording screen say so, and nothing else
//! in Deputy changes.
//!
//! Nothing here blocks the caller: listing the inputs and opening a capture both run
//! on threads of their own, and the UI polls ([`Microphone::inputs`],
//! [`Capture::take`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::services::voice_take::{TAKE_RATE_HZ, to_mono};

/// An input the user can choose in Settings: one of the sound server's sources.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputDevice {
    /// Its name, as the server knows it (what the settings hold).
    pub name: String,
    /// Its description, for people ("Built-in Audio Analog Stereo").
    pub description: String,
}

/// The inputs there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inputs {
    /// Still being listed.
    Listing,
    /// A microphone can record: the system default, and these to choose from (empty
    /// where there is no choice, as through ALSA).
    Found(Vec<InputDevice>),
    /// No microphone, and why (for the log; the user reads a note).
    None(String),
}

/// How a capture is going.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaptureState {
    /// The input is being opened.
    Opening,
    /// Samples come, mono, at this many frames per second.
    Running {
        /// Frames per second.
        rate_hz: u32,
    },
    /// The input could not be opened, or stopped: why.
    Failed(String),
}

/// A recording in progress; it stops when dropped.
pub trait Capture {
    /// Moves the samples that came since the last call (mono, −1.0 to 1.0) to the end
    /// of `out`, and says how the capture is going.
    fn take(&mut self, out: &mut Vec<f32>) -> CaptureState;
}

/// Where recordings come from.
pub trait Microphone {
    /// The inputs there are (listed in the background; [`Inputs::Listing`] until then).
    fn inputs(&mut self) -> Inputs;
    /// Lists the inputs again (Settings opened: a headset plugged in since).
    fn refresh(&mut self) {}
    /// Starts recording from the input named `input` (the system default for `None`,
    /// or where it is gone). Returns at once; the capture opens in the background.
    fn open(&mut self, input: Option<&str>) -> Box<dyn Capture>;
}

/// No microphone at all (tests, or a machine with none).
#[derive(Clone, Debug)]
pub struct NoMicrophone(pub String);

impl Microphone for NoMicrophone {
    fn inputs(&mut self) -> Inputs {
        Inputs::None(self.0.clone())
    }

    fn open(&mut self, _input: Option<&str>) -> Box<dyn Capture> {
        Box::new(Failed(self.0.clone()))
    }
}

/// A capture that failed before it began.
struct Failed(String);

impl Capture for Failed {
    fn take(&mut self, _out: &mut Vec<f32>) -> CaptureState {
        CaptureState::Failed(self.0.clone())
    }
}

/// What a capture's threads share with it.
#[derive(Debug)]
struct Shared {
    samples: Vec<f32>,
    state: CaptureState,
}

type SharedCapture = Arc<Mutex<Shared>>;

/// A capture fed by a thread: the sound server's client thread or cpal's.
struct Threaded {
    shared: SharedCapture,
    /// Set when the capture is dropped: the thread that opened it lets go.
    stop: Arc<AtomicBool>,
    /// The server's record stream, once open (dropped with the capture: it ends the
    /// stream at the server).
    #[cfg(target_os = "linux")]
    stream: Arc<Mutex<Option<super::pulse::RecordStream>>>,
}

impl Capture for Threaded {
    fn take(&mut self, out: &mut Vec<f32>) -> CaptureState {
        match self.shared.lock() {
            Ok(mut shared) => {
                out.append(&mut shared.samples);
                shared.state.clone()
            }
            Err(_) => CaptureState::Failed("the capture thread stopped".into()),
        }
    }
}

impl Drop for Threaded {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        #[cfg(target_os = "linux")]
        if let Ok(mut stream) = self.stream.lock() {
            stream.take();
        }
    }
}

/// The system's microphone: the sound server's sources, else ALSA's default input.
pub struct SystemMicrophone {
    listing: Option<Receiver<(Inputs, Option<ServerLink>)>>,
    inputs: Inputs,
    server: Option<ServerLink>,
    /// Whether the inputs were ever asked for.
    listed: bool,
}

/// A connection to the sound server.
#[cfg(target_os = "linux")]
#[derive(Clone)]
struct ServerLink {
    server: super::pulse::Server,
}

#[cfg(not(target_os = "linux"))]
#[derive(Clone)]
struct ServerLink;

impl Default for SystemMicrophone {
    fn default() -> Self {
        Self::new()
    }
}

impl SystemMicrophone {
    /// The system's microphone; its inputs are listed (in the background) when first
    /// asked for, so nothing is opened at start.
    #[must_use]
    pub fn new() -> Self {
        Self {
            listing: None,
            inputs: Inputs::Listing,
            server: None,
            listed: false,
        }
    }

    fn poll(&mut self) {
        let Some(rx) = &self.listing else { return };
        match rx.try_recv() {
            Ok((inputs, server)) => {
                if let Inputs::None(why) = &inputs {
                    log::info!("no microphone: {why}");
                }
                self.inputs = inputs;
                self.server = server;
                self.listing = None;
            }
            Err(mpsc::TryRecvError::Empty) => {}
            Err(mpsc::TryRecvError::Disconnected) => {
                self.inputs = Inputs::None("the thread listing the inputs stopped".into());
                self.listing = None;
            }
        }
    }
}

/// Lists the inputs: the sound server's sources where one answers, else whether ALSA
/// has a default input.
fn list_inputs() -> (Inputs, Option<ServerLink>) {
    #[cfg(target_os = "linux")]
    {
        let env = super::server::Environment::of_process();
        if let Some((path, how)) = super::server::find(&env) {
            match super::pulse::Server::connect(&path, super::server::cookie(&env)) {
                Ok(server) => match server.sources() {
                    Ok(sources) if !sources.is_empty() => {
                        let inputs = sources
                            .into_iter()
                            .map(|s| InputDevice {
                                name: s.name,
                                description: s.description,
                            })
                            .collect();
                        return (Inputs::Found(inputs), Some(ServerLink { server }));
                    }
                    Ok(_) => log::info!(
                        "the sound server at {} (found through {}) has no input",
                        path.display(),
                        how.describe()
                    ),
                    Err(e) => log::info!("the sound server's inputs could not be listed: {e}"),
                },
                Err(e) => log::info!("the sound server refused the microphone: {e}"),
            }
        }
    }
    match alsa_default_input() {
        Ok(()) => (Inputs::Found(Vec::new()), None),
        Err(why) => (Inputs::None(why), None),
    }
}

/// The default input device through cpal (ALSA on Linux) and its configuration.
fn default_input() -> Result<(rodio::cpal::Device, rodio::cpal::SupportedStreamConfig), String> {
    use rodio::cpal::traits::{DeviceTrait, HostTrait};
    #[cfg(target_os = "linux")]
    let host = rodio::cpal::host_from_id(rodio::cpal::HostId::Alsa)
        .unwrap_or_else(|_| rodio::cpal::default_host());
    #[cfg(not(target_os = "linux"))]
    let host = rodio::cpal::default_host();
    let device = host
        .default_input_device()
        .ok_or("no input device (no sound server, no ALSA capture device)")?;
    let config = device.default_input_config().map_err(|e| e.to_string())?;
    Ok((device, config))
}

fn alsa_default_input() -> Result<(), String> {
    // alsa-lib prints its own errors when there is no card; they go to the log.
    #[cfg(target_os = "linux")]
    let _errors = alsa::Output::local_error_handler().ok();
    default_input().map(|_| ())
}

impl Microphone for SystemMicrophone {
    fn inputs(&mut self) -> Inputs {
        if !self.listed {
            self.refresh();
        }
        self.poll();
        self.inputs.clone()
    }

    fn refresh(&mut self) {
        self.listed = true;
        if self.listing.is_some() {
            return;
        }
        let (tx, rx) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("mic-list".into())
            .spawn(move || {
                let _ = tx.send(list_inputs());
            });
        match spawned {
            Ok(_) => self.listing = Some(rx),
            Err(e) => self.inputs = Inputs::None(e.to_string()),
        }
    }

    fn open(&mut self, input: Option<&str>) -> Box<dyn Capture> {
        self.poll();
        let shared: SharedCapture = Arc::new(Mutex::new(Shared {
            samples: Vec::new(),
            state: CaptureState::Opening,
        }));
        let stop = Arc::new(AtomicBool::new(false));
        #[cfg(target_os = "linux")]
        let stream = Arc::new(Mutex::new(None));
        let capture = Threaded {
            shared: shared.clone(),
            stop: stop.clone(),
            #[cfg(target_os = "linux")]
            stream: stream.clone(),
        };
        let input = input.map(str::to_owned);
        let server = self.server.clone();
        let spawned = std::thread::Builder::new()
            .name("mic".into())
            .spawn(move || {
                #[cfg(target_os = "linux")]
                if let Some(link) = server {
                    record_from_server(&link, input.as_deref(), &shared, &stop, &stream);
                    return;
                }
                #[cfg(not(target_os = "linux"))]
                let _ = (server, input);
                record_from_device(&shared, &stop);
            });
        if let Err(e) = spawned {
            return Box::new(Failed(e.to_string()));
        }
        Box::new(capture)
    }
}

fn set_state(shared: &SharedCapture, state: CaptureState) {
    if let Ok(mut s) = shared.lock() {
        s.state = state;
    }
}

/// Records from the server's source `input` (its default where `None` or gone).
#[cfg(target_os = "linux")]
fn record_from_server(
    link: &ServerLink,
    input: Option<&str>,
    shared: &SharedCapture,
    stop: &Arc<AtomicBool>,
    slot: &Arc<Mutex<Option<super::pulse::RecordStream>>>,
) {
    let feed = {
        let shared = shared.clone();
        move |samples: &[f32]| {
            if let Ok(mut s) = shared.lock() {
                s.samples.extend_from_slice(samples);
            }
        }
    };
    let opened = match link.server.record(input, TAKE_RATE_HZ, feed.clone()) {
        Err(e) if input.is_some() => {
            log::info!(
                "the input {} did not open ({e}): recording from the default one",
                input.unwrap_or_default()
            );
            link.server.record(None, TAKE_RATE_HZ, feed)
        }
        other => other,
    };
    match opened {
        Ok(stream) => {
            log::info!(
                "recording from {} at {} Hz through the sound server",
                stream.source,
                stream.rate_hz
            );
            set_state(
                shared,
                CaptureState::Running {
                    rate_hz: stream.rate_hz,
                },
            );
            if stop.load(Ordering::SeqCst) {
                // Dropped while it opened: the stream ends here.
                return;
            }
            if let Ok(mut s) = slot.lock() {
                *s = Some(stream);
            }
        }
        Err(e) => {
            log::info!("the microphone did not open: {e}");
            set_state(shared, CaptureState::Failed(e));
        }
    }
}

/// Records from the default input device through cpal until `stop`.
fn record_from_device(shared: &SharedCapture, stop: &Arc<AtomicBool>) {
    use rodio::cpal::traits::{DeviceTrait, StreamTrait};
    use rodio::cpal::{FromSample, SampleFormat, SizedSample};

    fn build<T>(
        device: &rodio::cpal::Device,
        config: &rodio::cpal::StreamConfig,
        shared: SharedCapture,
    ) -> Result<rodio::cpal::Stream, rodio::cpal::Error>
    where
        T: SizedSample,
        f32: FromSample<T>,
    {
        let channels = usize::from(config.channels.max(1));
        let failed = shared.clone();
        device.build_input_stream::<T, _, _>(
            *config,
            move |data: &[T], _| {
                let floats: Vec<f32> = data.iter().map(|s| f32::from_sample_(*s)).collect();
                if let Ok(mut s) = shared.lock() {
                    s.samples.extend(to_mono(&floats, channels));
                }
            },
            move |e| {
                log::info!("the microphone stopped: {e}");
                set_state(&failed, CaptureState::Failed(e.to_string()));
            },
            None,
        )
    }

    #[cfg(target_os = "linux")]
    let _errors = alsa::Output::local_error_handler().ok();
    let (device, supported) = match default_input() {
        Ok(found) => found,
        Err(e) => {
            set_state(shared, CaptureState::Failed(e));
            return;
        }
    };
    let config = supported.config();
    let built = match supported.sample_format() {
        SampleFormat::F32 => build::<f32>(&device, &config, shared.clone()),
        SampleFormat::I16 => build::<i16>(&device, &config, shared.clone()),
        SampleFormat::I32 => build::<i32>(&device, &config, shared.clone()),
        SampleFormat::U16 => build::<u16>(&device, &config, shared.clone()),
        other => {
            set_state(
                shared,
                CaptureState::Failed(format!("sample format {other} not handled")),
            );
            return;
        }
    };
    let stream = match built.and_then(|s| s.play().map(|()| s)) {
        Ok(stream) => stream,
        Err(e) => {
            set_state(shared, CaptureState::Failed(e.to_string()));
            return;
        }
    };
    log::info!(
        "recording from the default input device at {} Hz, {} channels",
        config.sample_rate,
        config.channels
    );
    set_state(
        shared,
        CaptureState::Running {
            rate_hz: config.sample_rate,
        },
    );
    // cpal's stream lives on the thread that made it: kept until the capture goes.
    while !stop.load(Ordering::SeqCst) {
        std::thread::park_timeout(Duration::from_millis(50));
    }
    drop(stream);
}

/// A microphone for tests: its inputs are given, and every capture plays `samples`
/// (mono at `rate_hz`), `block` samples at each [`Capture::take`], then silence, so a
/// test steps a recording frame by frame, whatever the machine's speed.
#[derive(Clone, Debug)]
pub struct FakeMicrophone {
    /// The inputs listed.
    pub inputs: Vec<InputDevice>,
    /// What each capture hears.
    pub samples: Arc<Mutex<Vec<f32>>>,
    /// Its rate.
    pub rate_hz: u32,
    /// Samples handed over at each take.
    pub block: usize,
    /// The inputs opened, in order (`None` for the system default).
    pub opened: Arc<Mutex<Vec<Option<String>>>>,
}

impl FakeMicrophone {
    /// A microphone that hears `samples` at `rate_hz`, 20 ms at each frame.
    #[must_use]
    pub fn new(samples: Vec<f32>, rate_hz: u32) -> Self {
        Self {
            inputs: Vec::new(),
            samples: Arc::new(Mutex::new(samples)),
            rate_hz,
            block: (rate_hz / 50) as usize,
            opened: Arc::new(Mutex::new(Vec::new())),
        }
    }
}

impl Microphone for FakeMicrophone {
    fn inputs(&mut self) -> Inputs {
        Inputs::Found(self.inputs.clone())
    }

    fn open(&mut self, input: Option<&str>) -> Box<dyn Capture> {
        if let Ok(mut opened) = self.opened.lock() {
            opened.push(input.map(str::to_owned));
        }
        let samples = self.samples.lock().map(|s| s.clone()).unwrap_or_default();
        Box::new(FakeCapture {
            samples,
            at: 0,
            rate_hz: self.rate_hz,
            block: self.block.max(1),
        })
    }
}

struct FakeCapture {
    samples: Vec<f32>,
    at: usize,
    rate_hz: u32,
    block: usize,
}

impl Capture for FakeCapture {
    fn take(&mut self, out: &mut Vec<f32>) -> CaptureState {
        let end = self.at + self.block;
        for i in self.at..end {
            out.push(self.samples.get(i).copied().unwrap_or(0.0));
        }
        self.at = end;
        CaptureState::Running {
            rate_hz: self.rate_hz,
        }
    }
}
