//! Audio: every sound the app refers to decodes; with no audio device the app runs.

use std::time::{Duration, Instant};

use deputy::core::cue::{Cue, Fx, Voice};
use deputy::i18n::Language;
use deputy::services::audio::{AudioOut, AudioStatus, DecodedSounds, Levels, RodioAudio, decode};
use deputy::services::sounds;

#[test]
fn every_sound_the_app_refers_to_decodes() {
    let decoded = DecodedSounds::decode_all();
    assert!(decoded.problems.is_empty(), "{:?}", decoded.problems);
    for language in Language::ALL {
        for voice in Voice::ALL {
            let buffer = decoded
                .voice(language, voice)
                .unwrap_or_else(|| panic!("{language:?} {voice:?}"));
            let duration =
                rodio::Source::total_duration(buffer).expect("a buffer knows its length");
            assert!(
                duration > Duration::from_millis(150) && duration < Duration::from_secs(3),
                "{voice:?}: {duration:?}"
            );
        }
    }
    for fx in Fx::ALL {
        assert!(decoded.fx(fx).is_some(), "{fx:?}");
    }
}

#[test]
fn every_sound_is_audible_and_does_not_clip() {
    let all = sounds::VOICE_EN
        .iter()
        .chain(sounds::VOICE_FR)
        .chain(sounds::FX);
    for (id, bytes) in all {
        let buffer = decode(bytes).unwrap_or_else(|e| panic!("{id}: {e}"));
        let peak = buffer.fold(0.0f32, |m, s| m.max(s.abs()));
        assert!(peak > 0.3, "{id} is nearly silent: peak {peak}");
        assert!(peak < 0.999, "{id} clips: peak {peak}");
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
    let mut audio = RodioAudio::start(|| {});
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
        &Cue::say(Voice::Tier(6), deputy::core::message::Message::new("x")),
        Language::Fr,
        Levels::default(),
    );
}
