//! Deputy's output to a PulseAudio server (or PipeWire's PulseAudio server), over the
//! server's own protocol with the `pulseaudio` crate (pure Rust, the one cpal's
//! `pulseaudio` host is built on; issue 28).
//!
//! cpal's host finds the server only through `PULSE_SERVER`, `PULSE_RUNTIME_PATH` and
//! `XDG_RUNTIME_DIR`, always plays into the server's default sink, and keeps the
//! stream's timing to itself. Deputy needs the server found the way libpulse finds it
//! ([`super::server`]), the sink the user chose (`PULSE_SINK`, or Settings' "Output"),
//! and the stream's underruns: so it opens the stream itself, the way cpal does (the
//! same buffer attributes: two buffers of the requested size queued at the server, one
//! asked for at a time; started corked).

use std::cell::Cell;
use std::ffi::CString;
use std::path::Path;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use pulseaudio::protocol;

use super::output::Pausable;

/// How long connecting to a server may take before Deputy gives up on it (the server
/// is stuck): as cpal's.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

use super::OutputDevice as Sink;

/// A connection to a sound server.
#[derive(Clone)]
pub struct Server {
    client: pulseaudio::Client,
}

impl Server {
    /// Connects to the server listening on `path`, sending `cookie`.
    ///
    /// # Errors
    /// The server does not answer (within 2 s) or refuses the client.
    pub fn connect(path: &Path, cookie: Option<Vec<u8>>) -> Result<Self, String> {
        let socket = std::os::unix::net::UnixStream::connect(path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let (tx, rx) = mpsc::channel();
        // The handshake blocks with no timeout of its own; a stuck server leaves this
        // thread behind, as cpal does.
        std::thread::spawn(move || {
            let _ = tx.send(pulseaudio::Client::new_unix(c"Deputy", socket, cookie));
        });
        match rx.recv_timeout(CONNECT_TIMEOUT) {
            Ok(Ok(client)) => Ok(Self { client }),
            Ok(Err(e)) => Err(describe(&e)),
            Err(_) => Err(format!("{} did not answer", path.display())),
        }
    }

    /// The server's sinks (monitors are sources, so none of them is listed).
    ///
    /// # Errors
    /// The server does not answer.
    pub fn sinks(&self) -> Result<Vec<Sink>, String> {
        let sinks = pollster::block_on(self.client.list_sinks()).map_err(|e| describe(&e))?;
        Ok(sinks
            .into_iter()
            .map(|info| Sink::named(&info.name, info.description.as_deref()))
            .collect())
    }

    /// Opens a stream on sink `sink` (the server's default sink when `None`), as 32-bit
    /// floats in `format` (channels, frames per second; the sink's own when `None`),
    /// with a buffer of `frames` frames; it starts corked, and `render` fills each
    /// buffer the server asks for (interleaved samples), on the client's socket thread.
    ///
    /// # Errors
    /// No such sink, a format of more than two channels the sink does not have, or the
    /// server refuses the stream.
    pub fn open(
        &self,
        sink: Option<&str>,
        frames: u32,
        format: Option<(u8, u32)>,
        render: impl FnMut(&mut [f32]) + Send + 'static,
    ) -> Result<PulseStream, String> {
        let name = match sink {
            Some(name) => CString::new(name).map_err(|e| e.to_string())?,
            None => protocol::DEFAULT_SINK.to_owned(),
        };
        let info =
            pollster::block_on(self.client.sink_info_by_name(name)).map_err(|e| describe(&e))?;
        let (channels, rate) = format.unwrap_or((
            info.channel_map.num_channels().max(1),
            info.sample_spec.sample_rate,
        ));
        let channel_map = if channels == info.channel_map.num_channels() {
            info.channel_map
        } else if channels == 1 {
            protocol::ChannelMap::mono()
        } else if channels == 2 {
            protocol::ChannelMap::stereo()
        } else {
            return Err(format!("{channels} channels on a sink of another layout"));
        };
        let sample_spec = protocol::SampleSpec {
            format: protocol::SampleFormat::Float32Le,
            channels,
            sample_rate: rate,
        };
        let len = frames.saturating_mul(u32::from(channels) * 4);
        let mut props = protocol::Props::new();
        props.set(protocol::Prop::MediaName, c"Deputy's calls and sounds");
        props.set(protocol::Prop::MediaRole, c"game");
        let params = protocol::PlaybackStreamParams {
            sink_index: Some(info.index),
            sample_spec,
            channel_map,
            buffer_attr: protocol::stream::BufferAttr {
                max_length: len.saturating_mul(2),
                target_length: len.saturating_mul(2),
                minimum_request_length: len,
                ..Default::default()
            },
            flags: protocol::stream::StreamFlags {
                start_corked: true,
                adjust_latency: true,
                ..Default::default()
            },
            props,
            ..Default::default()
        };
        let mut render = Renderer::new(render);
        let source = pulseaudio::AsPlaybackSource::as_playback_source(move |buf: &mut [u8]| {
            render.fill(buf)
        });
        let stream = pollster::block_on(self.client.create_playback_stream(params, source))
            .map_err(|e| describe(&e))?;
        Ok(PulseStream {
            stream,
            sink: info.name.to_string_lossy().into_owned(),
            rate,
            channels,
            last: Cell::new(None),
        })
    }
}

impl Server {
    /// The server's sources that are inputs (a microphone, a line in, a virtual one):
    /// the monitors of its sinks are left out.
    ///
    /// # Errors
    /// The server does not answer.
    pub fn sources(&self) -> Result<Vec<Sink>, String> {
        let sources = pollster::block_on(self.client.list_sources()).map_err(|e| describe(&e))?;
        Ok(sources
            .into_iter()
            .filter(|info| info.monitor_of_sink_index.is_none())
            .map(|info| Sink::named(&info.name, info.description.as_deref()))
            .collect())
    }

    /// Opens a record stream on source `source` (the server's default source when
    /// `None`), mono 32-bit floats at `rate_hz` (the server converts), handed to
    /// `take` in blocks of about 20 ms, on the client's socket thread. Returns the
    /// stream (deleted when dropped) and its rate.
    ///
    /// # Errors
    /// No such source, or the server refuses the stream.
    pub fn record(
        &self,
        source: Option<&str>,
        rate_hz: u32,
        mut take: impl FnMut(&[f32]) + Send + 'static,
    ) -> Result<RecordStream, String> {
        let name = match source {
            Some(name) => CString::new(name).map_err(|e| e.to_string())?,
            None => protocol::DEFAULT_SOURCE.to_owned(),
        };
        let info =
            pollster::block_on(self.client.source_info_by_name(name)).map_err(|e| describe(&e))?;
        let sample_spec = protocol::SampleSpec {
            format: protocol::SampleFormat::Float32Le,
            channels: 1,
            sample_rate: rate_hz,
        };
        let mut props = protocol::Props::new();
        props.set(protocol::Prop::MediaName, c"Deputy records a voice line");
        props.set(protocol::Prop::MediaRole, c"production");
        let params = protocol::RecordStreamParams {
            source_index: Some(info.index),
            sample_spec,
            channel_map: protocol::ChannelMap::mono(),
            buffer_attr: protocol::stream::BufferAttr {
                // About 20 ms a block, so the meter moves.
                fragment_size: rate_hz / 50 * 4,
                ..Default::default()
            },
            flags: protocol::stream::StreamFlags {
                adjust_latency: true,
                ..Default::default()
            },
            props,
            ..Default::default()
        };
        let mut carry: Vec<u8> = Vec::new();
        let mut samples: Vec<f32> = Vec::new();
        let sink = move |bytes: &[u8]| {
            carry.extend_from_slice(bytes);
            let whole = carry.len() / 4 * 4;
            samples.clear();
            samples.extend(
                carry[..whole]
                    .chunks_exact(4)
                    .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            );
            carry.drain(..whole);
            take(&samples);
        };
        let stream = pollster::block_on(self.client.create_record_stream(params, sink))
            .map_err(|e| describe(&e))?;
        let spec = stream.sample_spec();
        if spec.format != protocol::SampleFormat::Float32Le || spec.channels != 1 {
            return Err(format!(
                "the server records in {:?} with {} channels",
                spec.format, spec.channels
            ));
        }
        Ok(RecordStream {
            rate_hz: spec.sample_rate,
            source: info.name.to_string_lossy().into_owned(),
            stream,
        })
    }
}

/// A record stream on a server: ended at the server when dropped.
pub struct RecordStream {
    stream: pulseaudio::RecordStream,
    /// The stream's rate, in frames per second.
    pub rate_hz: u32,
    /// The source's name.
    pub source: String,
}

impl Drop for RecordStream {
    fn drop(&mut self) {
        let stream = self.stream.clone();
        drop(futures_now(stream.delete()));
    }
}

/// Turns an `FnMut(&mut [f32])` into the byte callback the client calls: samples as
/// little-endian bytes, a sample cut across two requests carried over.
struct Renderer<F> {
    render: F,
    samples: Vec<f32>,
    /// Bytes of the last sample that did not fit the previous request.
    carry: Vec<u8>,
}

impl<F: FnMut(&mut [f32])> Renderer<F> {
    fn new(render: F) -> Self {
        Self {
            render,
            samples: Vec::new(),
            carry: Vec::new(),
        }
    }

    fn fill(&mut self, buf: &mut [u8]) -> usize {
        let carried = self.carry.len().min(buf.len());
        buf[..carried].copy_from_slice(&self.carry[..carried]);
        self.carry.drain(..carried);
        let rest = &mut buf[carried..];
        let count = rest.len().div_ceil(4);
        self.samples.clear();
        self.samples.resize(count, 0.0);
        (self.render)(&mut self.samples);
        for (chunk, sample) in rest.chunks_mut(4).zip(&self.samples) {
            let bytes = sample.to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
            self.carry.extend_from_slice(&bytes[chunk.len()..]);
        }
        // Returning 0 would end the stream.
        buf.len().max(1)
    }
}

/// A playback stream on a server: corked while nothing plays ([`Pausable`]).
pub struct PulseStream {
    stream: pulseaudio::PlaybackStream,
    /// The sink's name.
    pub sink: String,
    /// The stream's rate, in frames per second.
    pub rate: u32,
    /// The stream's channels.
    pub channels: u8,
    /// The last timing data, and when it came (`None` after a resume).
    last: Cell<Option<(Instant, Timing)>>,
}

/// The server's counts for a stream, from its timing data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Timing {
    /// Bytes played since the stream's queue last ran dry (the server starts again
    /// from zero after each underrun).
    pub playing_for: u64,
    /// Bytes of silence the server has played since the queue ran dry, while it is
    /// dry (0 while the stream is fed).
    pub underrun_for: u64,
}

impl PulseStream {
    /// The server's counts for this stream.
    ///
    /// # Errors
    /// The server does not answer.
    pub fn timing(&self) -> Result<Timing, String> {
        let t = pollster::block_on(self.stream.timing_info()).map_err(|e| describe(&e))?;
        Ok(Timing {
            playing_for: t.playing_for,
            underrun_for: if t.underrun_for == u64::MAX {
                0
            } else {
                t.underrun_for
            },
        })
    }
}

/// How far, in time, the server's count of bytes played may lag behind the clock
/// without it being taken for an underrun (the sink takes the stream's data in blocks).
const TIMING_SLACK: Duration = Duration::from_millis(60);

/// Whether the stream's queue ran dry between two samples of its timing data taken
/// `elapsed` apart, at `bytes_per_sec`: the server counts the bytes played since the
/// queue last ran dry, and starts again from zero when it does, so a count that grew
/// by less than the time between (minus [`TIMING_SLACK`]) means it ran dry; one that is
/// dry now (silence played since) is an underrun too. A stream that was dry at the
/// first sample was counted then.
#[must_use]
pub fn ran_dry(before: Timing, now: Timing, elapsed: Duration, bytes_per_sec: f64) -> bool {
    if before.underrun_for > 0 || (now.playing_for == 0 && now.underrun_for == 0) {
        // Dry already (counted then), or nothing played yet (a stream just started).
        return false;
    }
    if now.underrun_for > 0 {
        return true;
    }
    let expected = elapsed.saturating_sub(TIMING_SLACK).as_secs_f64() * bytes_per_sec;
    (now.playing_for as f64) < before.playing_for as f64 + expected
}

impl Pausable for PulseStream {
    fn resume(&self) -> Result<(), String> {
        self.last.set(None);
        pollster::block_on(self.stream.uncork()).map_err(|e| describe(&e))
    }

    fn underruns(&mut self) -> u64 {
        let Ok(now) = self.timing() else { return 0 };
        let at = Instant::now();
        let bytes_per_sec = f64::from(self.rate) * f64::from(self.channels) * 4.0;
        let dry = self
            .last
            .get()
            .is_some_and(|(then, before)| ran_dry(before, now, at - then, bytes_per_sec));
        log::trace!(
            target: "deputy::audio::timing",
            "playing for {} bytes, dry for {}{}",
            now.playing_for,
            now.underrun_for,
            if dry { ": ran dry" } else { "" }
        );
        self.last.set(Some((at, now)));
        u64::from(dry)
    }

    fn broken(&mut self) -> bool {
        self.timing().is_err()
    }

    fn pause(&self) -> Result<(), String> {
        pollster::block_on(self.stream.cork()).map_err(|e| describe(&e))
    }
}

impl Drop for PulseStream {
    fn drop(&mut self) {
        // Ends the stream at the server without waiting for its answer.
        let stream = self.stream.clone();
        drop(futures_now(stream.delete()));
    }
}

/// Polls a future once (the command is queued when it is first polled), without
/// waiting for the server.
fn futures_now<F: std::future::Future>(future: F) -> Option<F::Output> {
    let mut future = std::pin::pin!(future);
    let waker = std::task::Waker::noop();
    let mut cx = std::task::Context::from_waker(waker);
    match future.as_mut().poll(&mut cx) {
        std::task::Poll::Ready(out) => Some(out),
        std::task::Poll::Pending => None,
    }
}

/// A client error as a person reads it.
fn describe(error: &pulseaudio::ClientError) -> String {
    match error {
        pulseaudio::ClientError::ServerError(e) => format!("the sound server said: {e}"),
        pulseaudio::ClientError::Io(e) => format!("the sound server's socket: {e}"),
        other => format!("the sound server: {other}"),
    }
}

/// Whether an error from [`Server::open`] says the sink does not exist.
#[must_use]
pub fn is_no_such_sink(error: &str) -> bool {
    error.contains(&protocol::PulseError::NoEntity.to_string())
}

/// The mix shared between the stream that plays it and the one that replaces it when
/// the output is reopened.
pub type SharedMix = Arc<Mutex<super::Mix>>;

impl Sink {
    /// A device of the server (a sink or a source) by its name, described by its
    /// description or, without one, its name.
    fn named(name: &std::ffi::CStr, description: Option<&std::ffi::CStr>) -> Self {
        let name = name.to_string_lossy().into_owned();
        Self {
            description: description
                .map_or_else(|| name.clone(), |d| d.to_string_lossy().into_owned()),
            name,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{Renderer, Timing, ran_dry};

    #[test]
    fn a_queue_that_ran_dry_shows_in_the_servers_counts() {
        let rate = 1000.0;
        let t = |playing_for, underrun_for| Timing {
            playing_for,
            underrun_for,
        };
        let ms = Duration::from_millis;
        // Fed all along: 250 ms later, 250 bytes more (at 1000 bytes a second), or a
        // little less (the sink takes blocks).
        assert!(!ran_dry(t(1000, 0), t(1250, 0), ms(250), rate));
        assert!(!ran_dry(t(1000, 0), t(1200, 0), ms(250), rate));
        // The count started again from zero: it ran dry in between.
        assert!(ran_dry(t(1000, 0), t(150, 0), ms(250), rate));
        // Even when it started from zero just after the first sample.
        assert!(ran_dry(t(0, 0), t(100, 0), ms(250), rate));
        // Nothing played yet (a stream just started): no underrun.
        assert!(!ran_dry(t(0, 0), t(0, 0), ms(250), rate));
        // Dry now: counted once, not again when it is fed again.
        assert!(ran_dry(t(1000, 0), t(0, 40), ms(250), rate));
        assert!(!ran_dry(t(0, 40), t(200, 0), ms(250), rate));
    }

    #[test]
    fn samples_cut_across_requests_arrive_whole() {
        let mut next = 0.0f32;
        let mut renderer = Renderer::new(move |out: &mut [f32]| {
            for s in out {
                next += 0.25;
                *s = next;
            }
        });
        let mut bytes = Vec::new();
        for len in [6, 3, 7, 8] {
            let mut buf = vec![0u8; len];
            assert_eq!(renderer.fill(&mut buf), len);
            bytes.extend(buf);
        }
        let samples: Vec<f32> = bytes
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        // Every sample once, in order, whatever the requests' lengths (a sample
        // rendered for a request it did not fit in is carried to the next).
        assert_eq!(samples[..5], [0.25, 0.5, 0.75, 1.0, 1.25]);
    }
}
