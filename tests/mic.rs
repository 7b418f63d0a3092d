//! The microphone heard for real (issue 31, item 6): a virtual microphone fed a known
//! recording is recorded through Deputy's real input path, and the take is checked.
//!
//! The test starts its OWN PulseAudio server (never the session's): a private
//! `HOME` and `XDG_RUNTIME_DIR` in a temporary directory, no default script (`-n`),
//! only the native protocol on a socket in that directory, a null sink, and a
//! `module-pipe-source` named `virtual_mic`, the default source, fed from a FIFO. Deputy
//! reaches it through `PULSE_SERVER` (the first place its server discovery looks). The
//! server is stopped by its own process id at the end.
//!
//! The recording: `tests/fixtures/six.wav`, espeak-ng 1.51 saying "six" (voice
//! `en-us`), padded by SoX with 0.5 s of silence before and 1.5 s after, 16-bit mono at
//! 22 050 Hz (`espeak-ng -v en-us -w six_raw.wav six; sox -R -D six_raw.wav -b 16 -e
//! signed-integer -c 1 -r 22050 six.wav pad 0.5 1.5`; CC0-1.0 like the sounds). Where the
//! speech lies in it was measured by SoX's own trimming at 0.1 % (`silence 1 0.01 0.1%`
//! at both ends, the rule of `sounds/README.md`), independently of Deputy's code: from
//! sample 11 289 to sample 20 475 (9 186 samples).
//!
//! The take is then saved in a voice pack (read back: a 16-bit mono WAV at 22 050 Hz,
//! the same samples) and the caller, on Deputy's real output with that pack chosen,
//! plays it for "six" instead of the built-in line.
//!
//! Nothing depends on wall time: the FIFO delivers the file as fast as it is written,
//! the take stops on a second of silence counted in samples, and every position is the
//! file's. Wall time only bounds how long the test waits before it fails.
//!
//! Without a `pulseaudio` binary the test says `mic SKIPPED` and passes; `.ci/run`
//! installs PulseAudio and fails if that line shows, so in CI it always runs.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use std::num::{NonZeroU16, NonZeroU32};

use deputy::core::cue::{Cue, NUMBERS};
use deputy::core::message::Message;
use deputy::i18n::Language;
use deputy::services::audio::input::{Inputs, Microphone, SystemMicrophone};
use deputy::services::audio::{DecodedSounds, Levels, MixerOutput, OwnVoices};
use deputy::services::sounds::COMMON;
use deputy::services::voice::HEADROOM;
use deputy::services::voice_pack;
use deputy::services::voice_take::{PEAK, TAKE_RATE_HZ};
use deputy::shell::recorder::{PackStore, TakeEnd, TakeRecorder, TakeStore};

/// Where SoX found the speech in the fixture (first sample, one past the last).
const SPEECH: (usize, usize) = (11_289, 20_475);

/// 10 ms at 22 050 Hz: how far the kept sound may start or end from the speech.
const TEN_MS: usize = 221;

/// How long the test waits for the server or the take before it fails (a bound, never
/// a measurement).
const PATIENCE: Duration = Duration::from_secs(60);

/// A line on the terminal even where the test's output is captured (`.ci/run` looks
/// for it).
fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// The fixture's samples (16-bit mono at 22 050 Hz).
fn fixture() -> Vec<i16> {
    let bytes = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/six.wav"))
        .expect("tests/fixtures/six.wav");
    assert_eq!(&bytes[0..4], b"RIFF");
    // The canonical 44-byte header SoX writes: check the format, then the data chunk.
    let le16 = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
    let le32 = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    assert_eq!((le16(20), le16(22), le32(24), le16(34)), (1, 1, 22_050, 16));
    let mut at = 12;
    while &bytes[at..at + 4] != b"data" {
        at += 8 + le32(at + 4) as usize;
    }
    let len = le32(at + 4) as usize;
    bytes[at + 8..at + 8 + len]
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect()
}

/// A PulseAudio server of the test's own, stopped when dropped.
struct PrivatePulse {
    child: Child,
    socket: PathBuf,
    fifo: PathBuf,
    _dir: tempfile::TempDir,
}

impl PrivatePulse {
    /// Starts the server; `None` where there is no `pulseaudio` binary.
    fn start() -> Option<Self> {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = dir.path();
        let (home, run) = (d.join("home"), d.join("run"));
        std::fs::create_dir_all(&home).expect("home");
        std::fs::create_dir_all(&run).expect("run");
        let socket = d.join("native");
        let fifo = d.join("mic.fifo");
        let script = d.join("test.pa");
        std::fs::write(
            &script,
            format!(
                "load-module module-native-protocol-unix auth-anonymous=1 socket={}\n\
                 load-module module-null-sink sink_name=table\n\
                 load-module module-pipe-source source_name=virtual_mic file={} format=s16le rate=22050 channels=1\n\
                 set-default-source virtual_mic\n\
                 set-default-sink table\n",
                socket.display(),
                fifo.display()
            ),
        )
        .expect("script");
        let child = Command::new("pulseaudio")
            .args([
                "-n",
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--use-pid-file=no",
            ])
            .args(["--disable-shm=yes", "--log-target=stderr", "-F"])
            .arg(&script)
            .env("HOME", &home)
            .env("XDG_RUNTIME_DIR", &run)
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env_remove("PULSE_SERVER")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let child = match child {
            Ok(child) => child,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
            Err(e) => panic!("pulseaudio did not start: {e}"),
        };
        let mut server = Self {
            child,
            socket,
            fifo,
            _dir: dir,
        };
        let began = Instant::now();
        while std::os::unix::net::UnixStream::connect(&server.socket).is_err() {
            if let Ok(Some(status)) = server.child.try_wait() {
                panic!("the private pulseaudio stopped: {status}");
            }
            assert!(
                began.elapsed() < PATIENCE,
                "the private pulseaudio never answered"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Some(server)
    }
}

impl Drop for PrivatePulse {
    fn drop(&mut self) {
        // Our own server, by its process id.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn a_word_said_into_a_virtual_microphone_is_kept_trimmed_and_normalised() {
    let Some(pulse) = PrivatePulse::start() else {
        say("mic SKIPPED: no pulseaudio binary (apt-get install pulseaudio)");
        return;
    };
    // SAFETY: this test binary runs this one test; no other thread reads the
    // environment while it is set.
    unsafe {
        std::env::set_var("PULSE_SERVER", format!("unix:{}", pulse.socket.display()));
    }
    let mut mic = SystemMicrophone::new();
    // The inputs, as Settings lists them: the virtual microphone, not the null sink's
    // monitor (and this is our server: no other has a `virtual_mic`).
    let began = Instant::now();
    let inputs = loop {
        match mic.inputs() {
            Inputs::Listing => {
                assert!(began.elapsed() < PATIENCE, "the inputs were never listed");
                std::thread::sleep(Duration::from_millis(20));
            }
            other => break other,
        }
    };
    let Inputs::Found(inputs) = inputs else {
        panic!("no microphone on the private server: {inputs:?}");
    };
    let names: Vec<&str> = inputs.iter().map(|i| i.name.as_str()).collect();
    assert_eq!(names, ["virtual_mic"], "the monitor is not an input");

    let mut take = TakeRecorder::start(&mut mic, None, deputy::services::voice_take::Kind::Line);
    // The capture is open (nothing written yet): then the word is fed.
    let began = Instant::now();
    while !take.running() {
        if let Some(end) = take.poll() {
            panic!("the take ended before the word: {end:?}");
        }
        assert!(began.elapsed() < PATIENCE, "the capture never opened");
        std::thread::sleep(Duration::from_millis(10));
    }
    let samples = fixture();
    let fifo = pulse.fifo.clone();
    let bytes: Vec<u8> = samples.iter().flat_map(|s| s.to_le_bytes()).collect();
    let writer = std::thread::spawn(move || {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .open(&fifo)
            .expect("the FIFO");
        f.write_all(&bytes).expect("fed");
        // A little more silence after the file, in case the source holds back a block.
        f.write_all(&vec![0u8; 22_050]).expect("fed");
    });
    let began = Instant::now();
    let end = loop {
        if let Some(end) = take.poll() {
            break end;
        }
        assert!(
            began.elapsed() < PATIENCE,
            "the take never stopped by itself"
        );
        std::thread::sleep(Duration::from_millis(10));
    };
    writer.join().expect("writer");
    let TakeEnd::Kept(kept) = end else {
        panic!("the take was not kept: {end:?}");
    };

    // Its format: mono 16-bit at 22 050 Hz (the type holds mono 16-bit).
    assert_eq!(kept.rate_hz, TAKE_RATE_HZ);
    // Its peak: −1 dBFS, never clipped.
    let peak = kept.peak();
    assert!((peak - PEAK).abs() < 0.002, "peak {peak}");
    assert!(kept.samples.iter().all(|s| *s > i16::MIN && *s < i16::MAX));

    // Where it lies in the file: the offset at which the kept samples match the
    // file's, scaled by the normalising gain (past the 1 ms fade-in).
    let file_peak = samples
        .iter()
        .map(|s| f32::from(s.unsigned_abs().min(32_767) as i16))
        .fold(0.0, f32::max);
    let gain = PEAK * 32_767.0 / file_peak;
    let compare = 30..kept.samples.len().min(3_000);
    let error_at = |offset: usize| -> f32 {
        compare
            .clone()
            .map(|i| (f32::from(kept.samples[i]) - gain * f32::from(samples[offset + i])).abs())
            .sum::<f32>()
            / compare.len() as f32
    };
    let (start, error) = (SPEECH.0 - 2 * TEN_MS..SPEECH.0 + 2 * TEN_MS)
        .map(|o| (o, error_at(o)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .expect("offsets");
    assert!(
        error < 2.0,
        "the kept sound is the file's speech (mean error {error} at {start})"
    );
    let end = start + kept.samples.len();
    assert!(
        start.abs_diff(SPEECH.0) <= TEN_MS,
        "starts at sample {start}, the speech at {}",
        SPEECH.0
    );
    assert!(
        end.abs_diff(SPEECH.1) <= TEN_MS,
        "ends at sample {end}, the speech at {}",
        SPEECH.1
    );
    say(&format!(
        "mic: kept samples {start}..{end} (speech {}..{}), peak {peak:.4}, {} ms",
        SPEECH.0,
        SPEECH.1,
        kept.duration_ms()
    ));

    // Saved into a voice pack as the recording screen saves it: a 16-bit mono WAV at
    // 22 050 Hz on disk, the same samples, found again by the pack's name.
    let data = tempfile::tempdir().expect("data");
    let mut store = PackStore::new(data.path().to_path_buf());
    let slug = store.pack("Our table", Language::En).expect("pack");
    store
        .save_line(&slug, "common/number_6", &kept)
        .expect("saved");
    assert_eq!(store.pack("Our table", Language::En), Ok(slug.clone()));
    let wav = std::fs::read(
        data.path()
            .join(format!("voices/{slug}/common/number_6.wav")),
    )
    .expect("the line's file");
    let le16 = |i: usize| u16::from_le_bytes([wav[i], wav[i + 1]]);
    let le32 = |i: usize| u32::from_le_bytes([wav[i], wav[i + 1], wav[i + 2], wav[i + 3]]);
    assert_eq!((&wav[0..4], &wav[8..12]), (&b"RIFF"[..], &b"WAVE"[..]));
    assert_eq!(
        (le16(20), le16(22), le32(24), le16(34)),
        (1, 1, 22_050, 16),
        "PCM, mono, 22 050 Hz, 16-bit"
    );
    let on_disk: Vec<i16> = wav[44..]
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    assert_eq!(on_disk, kept.samples);

    // The caller then says it: the pack read back as Settings chooses it, on Deputy's
    // real output (mono at 22 050 Hz, so nothing is resampled), "six" is the take,
    // sample for sample through the mix's headroom, not the built-in line.
    let pack = voice_pack::load_pack(data.path(), &slug).expect("the pack");
    let mut own = OwnVoices::default();
    own.set_pack(Language::En, Some(&pack));
    let (mut out, mut mix) = MixerOutput::new(
        NonZeroU16::MIN,
        NonZeroU32::new(TAKE_RATE_HZ).expect("rate"),
        DecodedSounds::decode_all(&[&COMMON]),
    );
    out.set_own_voices(own);
    out.play(
        &[Cue::say(NUMBERS[6], Message::new("six"))],
        Language::En,
        Levels::default(),
    );
    // The take begins at 0 (its fade-in): the mix is compared from its first sound.
    let first = kept.samples.iter().position(|s| *s != 0).expect("sound");
    let expected = &kept.samples[first..];
    let played: Vec<f32> = mix
        .by_ref()
        .take(TAKE_RATE_HZ as usize * 2)
        .skip_while(|s| *s == 0.0)
        .take(expected.len())
        .collect();
    assert_eq!(played.len(), expected.len(), "the whole take played");
    let worst = played
        .iter()
        .zip(expected)
        .map(|(p, k)| (p - f32::from(*k) / 32_768.0 * HEADROOM).abs())
        .fold(0.0f32, f32::max);
    assert!(
        worst < 1e-4,
        "the caller plays the recorded take (off by {worst})"
    );
    drop(take);
    drop(mic);
    drop(pulse);
}
