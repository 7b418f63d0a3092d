//! Audio: every sound the app refers to decodes; with no audio device the app runs; a
//! corrupt sound is told once and plays as silence.

mod common;

use std::time::{Duration, Instant};

use common::kit;
use deputy::app::Screen;
use deputy::core::cue::{Cue, Fx, Voice};
use deputy::core::game::GameKind;
use deputy::games;
use deputy::i18n::Language;
use deputy::services::audio::{AudioOut, AudioStatus, DecodedSounds, Levels, RodioAudio, decode};
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
