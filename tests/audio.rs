//! Audio: every sound the app refers to decodes; voice lines play one after another and
//! effects at once; with no audio device the app runs; a corrupt sound is told once and
//! plays as silence.

mod common;

use std::time::{Duration, Instant};

use common::kit;
use deputy::app::Screen;
use deputy::core::cue::{Cue, Fx, Voice};
use deputy::core::game::GameKind;
use deputy::games;
use deputy::i18n::Language;
use deputy::services::audio::{
    AudioOut, AudioStatus, DecodedSounds, Levels, MixerOutput, RodioAudio, decode,
};
use deputy::services::sounds::SoundSet;
use deputy::settings::Settings;
use egui_kittest::kittest::Queryable;

#[test]
fn every_sound_the_app_refers_to_decodes() {
    let sets = games::sound_sets();
    let decoded = DecodedSounds::decode_all(&sets);
    assert!(decoded.problems.is_empty(), "{:?}", decoded.problems);
    for set in &sets {
        for (id, _, _) in set.voices {
            let path: &'static str = Box::leak(format!("{}/{id}", set.folder).into_boxed_str());
            for language in Language::ALL {
                let buffer = decoded
                    .voice(language, Voice::new(path))
                    .unwrap_or_else(|| panic!("{language:?} {path}"));
                let duration =
                    rodio::Source::total_duration(buffer).expect("a buffer knows its length");
                assert!(
                    duration > Duration::from_millis(150) && duration < Duration::from_secs(3),
                    "{path}: {duration:?}"
                );
            }
        }
        for (id, _) in set.fx {
            let path: &'static str = Box::leak(format!("{}/{id}", set.folder).into_boxed_str());
            assert!(decoded.fx(Fx::new(path)).is_some(), "{path}");
        }
    }
}

#[test]
fn every_sound_is_audible_and_does_not_clip() {
    for set in games::sound_sets() {
        let files = set
            .voices
            .iter()
            .flat_map(|(id, en, fr)| [(*id, *en), (*id, *fr)])
            .chain(set.fx.iter().copied());
        for (id, bytes) in files {
            let buffer = decode(bytes).unwrap_or_else(|e| panic!("{}/{id}: {e}", set.folder));
            let peak = buffer.fold(0.0f32, |m, s| m.max(s.abs()));
            assert!(
                peak > 0.3,
                "{}/{id} is nearly silent: peak {peak}",
                set.folder
            );
            assert!(peak < 0.999, "{}/{id} clips: peak {peak}", set.folder);
        }
    }
}

#[test]
fn a_missing_or_broken_file_is_an_error_not_a_panic() {
    assert!(decode(b"RIFF-not-really-a-wav").is_err());
    assert!(decode(b"").is_err());
}

#[test]
fn with_no_audio_device_the_output_says_so_and_stays_silent() {
    // On a machine without a sound card (CI), opening fails and the status says so;
    // on one with a card, it turns on. Either way nothing panics and playing is safe.
    let mut audio = RodioAudio::start(games::sound_sets(), || {});
    let started = Instant::now();
    let status = loop {
        match audio.status() {
            AudioStatus::Starting if started.elapsed() < Duration::from_secs(20) => {
                std::thread::sleep(Duration::from_millis(20));
            }
            other => break other,
        }
    };
    assert_ne!(
        status,
        AudioStatus::Starting,
        "the output answered within 20 s"
    );
    audio.play(
        &Cue::say(
            Voice::FIRST_PLAYER,
            deputy::core::message::Message::new("x"),
        ),
        Language::Fr,
        Levels::default(),
    );
}

/// A set whose one effect is not a WAV file (as a corrupt file in `sounds/` would be).
static BROKEN: SoundSet = SoundSet {
    folder: "broken",
    voices: &[],
    fx: &[("crash", b"RIFF-not-really-a-wav")],
};

#[test]
fn a_corrupt_sound_is_listed_and_the_rest_still_decode() {
    let sounds = DecodedSounds::decode_all(&[&BROKEN, games::sound_sets()[0]]);
    assert_eq!(sounds.problems.len(), 1, "{:?}", sounds.problems);
    assert!(
        sounds.problems[0].contains("fx/broken/crash.wav"),
        "{:?}",
        sounds.problems
    );
}

/// An output whose sounds could not all be decoded: it says so once, like RodioAudio.
struct BrokenSounds(Option<String>);

impl AudioOut for BrokenSounds {
    fn play(&mut self, _cue: &Cue, _language: Language, _levels: Levels) {}
    fn status(&mut self) -> AudioStatus {
        AudioStatus::On
    }
    fn take_sound_problem(&mut self) -> Option<String> {
        self.0.take()
    }
}

#[test]
fn a_corrupt_sound_is_told_once_and_deputy_plays_on() {
    let dir = tempfile::tempdir().expect("tempdir");
    let sounds = DecodedSounds::decode_all(&[&BROKEN]);
    let problem = sounds.problems.join("; ");
    let mut h = kit::english(
        dir.path(),
        Box::new(BrokenSounds(Some(problem))),
        Settings::default(),
    );
    h.get_by_label_contains("Some sounds cannot be played (fx/broken/crash.wav");
    for _ in 0..3 {
        h.run();
    }
    assert_eq!(
        h.state().notices.len(),
        1,
        "told once: {:?}",
        h.state().notices
    );
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    assert_eq!(h.state().screen(), Screen::Table, "the game goes on");
}

/// A mono 16-bit WAV file at 8 kHz holding `count` samples of `value` (of 32,768).
fn wav(count: usize, value: i16) -> &'static [u8] {
    let data = u32::try_from(count * 2).expect("small");
    let mut bytes = Vec::new();
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    for field in [
        16u32.to_le_bytes(),
        [1, 0, 1, 0],
        8000u32.to_le_bytes(),
        16000u32.to_le_bytes(),
        [2, 0, 16, 0],
    ] {
        bytes.extend_from_slice(&field);
    }
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data.to_le_bytes());
    for _ in 0..count {
        bytes.extend_from_slice(&value.to_le_bytes());
    }
    Box::leak(bytes.into_boxed_slice())
}

#[test]
fn voice_lines_follow_one_another_and_effects_start_at_once() {
    // Two lines of 100 ms and 50 ms, an effect of 25 ms, as constant levels so that
    // every output sample tells which sounds it mixes.
    let set: &'static SoundSet = Box::leak(Box::new(SoundSet {
        folder: "t",
        voices: Box::leak(Box::new([
            ("long", wav(800, 8192), wav(800, 8192)),
            ("short", wav(400, 16384), wav(400, 16384)),
        ])),
        fx: Box::leak(Box::new([("tick", wav(200, 4096))])),
    }));
    let sounds = DecodedSounds::decode_all(&[set]);
    assert!(sounds.problems.is_empty(), "{:?}", sounds.problems);
    let (mixer, mut out) = rodio::mixer::mixer(
        std::num::NonZeroU16::MIN,
        std::num::NonZeroU32::new(8000).expect("8 kHz"),
    );
    let output = MixerOutput::new(mixer, sounds);
    let levels = Levels {
        voice: 1.0,
        fx: 1.0,
        mute: false,
    };
    let mut first = Cue::default();
    first.voice.push(Voice::new("t/long"));
    first.fx.push(Fx::new("t/tick"));
    let mut second = Cue::default();
    second.voice.push(Voice::new("t/short"));
    output.play(&first, Language::En, levels);
    // The second cue comes while the first line still plays: it waits for it.
    output.play(&second, Language::En, levels);

    let samples: Vec<f32> = out.by_ref().take(1400).collect();
    let level = |at: usize| (samples[at] * 8.0).round() / 8.0;
    // The effect over the first line, then the first line alone, then the second alone
    // (a sample or two of slack where the lines meet: they are placed by time).
    assert!((0..200).all(|i| level(i) == 0.375), "{:?}", &samples[..200]);
    assert!(
        (202..798).all(|i| level(i) == 0.25),
        "{:?}",
        &samples[200..800]
    );
    assert!(
        (802..1198).all(|i| level(i) == 0.5),
        "{:?}",
        &samples[800..1200]
    );
    let overlapping = samples.iter().filter(|&&s| s > 0.7).count();
    assert!(
        overlapping <= 2,
        "the two lines overlapped for {overlapping} samples"
    );

    // Muted: nothing reaches the mixer.
    output.play(
        &first,
        Language::En,
        Levels {
            mute: true,
            ..levels
        },
    );
    assert_eq!(out.by_ref().skip(200).find(|&s| s != 0.0), None);
}

/// A 16-bit WAV file with a chunk of odd length (and its pad byte) before its samples,
/// and the same samples as 8-bit PCM.
fn wav_with_junk_chunk(samples: &[i16]) -> (&'static [u8], &'static [u8]) {
    let plain = wav(0, 0).to_vec();
    let mut sixteen = plain[..36].to_vec();
    sixteen.extend_from_slice(b"JUNK");
    sixteen.extend_from_slice(&3u32.to_le_bytes());
    sixteen.extend_from_slice(b"abc\0"); // 3 bytes and the pad byte
    sixteen.extend_from_slice(b"data");
    sixteen.extend_from_slice(
        &u32::try_from(samples.len() * 2)
            .expect("small")
            .to_le_bytes(),
    );
    for s in samples {
        sixteen.extend_from_slice(&s.to_le_bytes());
    }
    let riff = u32::try_from(sixteen.len() - 8).expect("small");
    sixteen[4..8].copy_from_slice(&riff.to_le_bytes());

    let mut eight = plain[..36].to_vec();
    eight[32..36].copy_from_slice(&[1, 0, 8, 0]); // block align 1, 8 bits
    eight[28..32].copy_from_slice(&8000u32.to_le_bytes()); // byte rate
    eight.extend_from_slice(b"data");
    eight.extend_from_slice(&u32::try_from(samples.len()).expect("small").to_le_bytes());
    for s in samples {
        eight.push(u8::try_from((i32::from(*s) >> 8) + 128).expect("8 bits"));
    }
    let riff = u32::try_from(eight.len() - 8).expect("small");
    eight[4..8].copy_from_slice(&riff.to_le_bytes());
    (
        Box::leak(sixteen.into_boxed_slice()),
        Box::leak(eight.into_boxed_slice()),
    )
}

#[test]
fn sixteen_bit_files_play_in_place_and_others_are_decoded_to_the_same_samples() {
    let samples: Vec<i16> = (0..500i32)
        .map(|i| i16::try_from(((i * 131) % 512 - 256) * 128).expect("16 bits"))
        .collect();
    let (sixteen, eight) = wav_with_junk_chunk(&samples);
    let in_place = decode(sixteen).expect("16-bit PCM");
    assert!(in_place.is_in_place());
    let by_rodio: Vec<f32> = rodio::Decoder::new_wav(std::io::Cursor::new(sixteen))
        .expect("rodio reads it")
        .collect();
    assert_eq!(in_place.clone().collect::<Vec<f32>>(), by_rodio);
    assert_eq!(
        rodio::Source::total_duration(&in_place),
        Some(Duration::from_micros(62_500))
    );

    let decoded = decode(eight).expect("8-bit PCM");
    assert!(!decoded.is_in_place(), "8-bit samples are decoded");
    let decoded: Vec<f32> = decoded.collect();
    assert_eq!(decoded.len(), samples.len());
    for (a, b) in decoded.iter().zip(in_place) {
        assert!((a - b).abs() < 1.0 / 128.0, "{a} against {b}");
    }
}

#[test]
fn every_sound_of_deputy_plays_from_its_embedded_file() {
    let sounds = DecodedSounds::decode_all(&games::sound_sets());
    let (all, decoded) = sounds.sample_count();
    assert!(all > 1_000_000, "{all} samples");
    assert_eq!(decoded, 0, "no sound is copied into memory");
}
