//! Audio: every sound the app refers to decodes; voice lines play one after another and
//! effects at once; a brisk Colt Express table is never more than about a second ahead
//! of the voice; overlapping cues never clip; the sound modes; with no audio device the
//! app runs; a corrupt sound is told once and plays as silence.

mod common;

use std::time::{Duration, Instant};

use common::kit;
use deputy::app::Screen;
use deputy::core::cue::{Cue, Fx, Voice};
use deputy::core::game::GameKind;
use deputy::games;
use deputy::i18n::Language;
use deputy::services::audio::{
    AudioOut, AudioStatus, DecodedSounds, Levels, MixerOutput, RodioAudio, SoundMode, decode,
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
        &[Cue::say(
            Voice::FIRST_PLAYER,
            deputy::core::message::Message::new("x"),
        )],
        Language::Fr,
        Levels::default(),
    );
}

/// A set whose one effect is not a WAV file (as a corrupt file in `sounds/` would be).
static BROKEN: SoundSet = SoundSet {
    folder: "broken",
    voices: &[],
    fx: &[("crash", b"RIFF-not-really-a-wav")],
    lines: "",
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
    fn play(&mut self, _cues: &[Cue], _language: Language, _levels: Levels) {}
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

/// The output's gain before its limiter: a sample of `x` in the mix is heard as
/// `x × HEADROOM`.
const H: f32 = deputy::services::voice::HEADROOM;

fn mono(rate: u32) -> (std::num::NonZeroU16, std::num::NonZeroU32) {
    (
        std::num::NonZeroU16::MIN,
        std::num::NonZeroU32::new(rate).expect("a rate"),
    )
}

const FULL: Levels = Levels {
    voice: 1.0,
    fx: 1.0,
    mute: false,
    mode: SoundMode::VoiceAndSounds,
};

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
        lines: "",
    }));
    let sounds = DecodedSounds::decode_all(&[set]);
    assert!(sounds.problems.is_empty(), "{:?}", sounds.problems);
    let (channels, rate) = mono(8000);
    let (output, mut out) = MixerOutput::new(channels, rate, sounds);
    let mut first = Cue::default();
    first.voice.push(Voice::new("t/long"));
    first.fx.push(Fx::new("t/tick"));
    let mut second = Cue::default();
    second.voice.push(Voice::new("t/short"));
    // Two cues of one action: the second's line follows the first's, to the sample.
    output.play(&[first.clone(), second], Language::En, FULL);

    let samples: Vec<f32> = out.by_ref().take(1400).collect();
    let level = |at: usize| (samples[at] / H * 8.0).round() / 8.0;
    assert!((0..200).all(|i| level(i) == 0.375), "{:?}", &samples[..200]);
    assert!(
        (200..800).all(|i| level(i) == 0.25),
        "{:?}",
        &samples[200..800]
    );
    assert!(
        (800..1200).all(|i| level(i) == 0.5),
        "{:?}",
        &samples[800..1200]
    );
    assert!((1200..1400).all(|i| samples[i] == 0.0), "then silence");

    // Muted or silent: nothing reaches the mixer.
    for levels in [
        Levels { mute: true, ..FULL },
        Levels {
            mode: SoundMode::Silent,
            ..FULL
        },
    ] {
        output.play(std::slice::from_ref(&first), Language::En, levels);
        assert_eq!(out.by_ref().take(1000).find(|&s| s != 0.0), None);
    }
}

#[test]
fn sounds_only_plays_the_effect_or_a_tone_instead_of_the_voice() {
    let with_fx =
        Cue::say(Voice::WINNER_IS, deputy::core::message::Message::new("x")).with_fx(Fx::GUNSHOT);
    let voice_only = Cue::say(
        Voice::FIRST_PLAYER,
        deputy::core::message::Message::new("x"),
    );
    let kept = voice_only.clone().kept();
    let mode = SoundMode::SoundsOnly;
    assert_eq!(mode.shape(&with_fx), (vec![], vec![Fx::GUNSHOT]));
    assert_eq!(mode.shape(&voice_only), (vec![], vec![Fx::TONE]));
    assert_eq!(mode.shape(&kept), (vec![], vec![Fx::TONE_KEPT]));
    assert_eq!(mode.shape(&Cue::default()), (vec![], vec![]));
    assert_eq!(
        SoundMode::VoiceAndSounds.shape(&with_fx),
        (vec![Voice::WINNER_IS], vec![Fx::GUNSHOT])
    );
    assert_eq!(SoundMode::Silent.shape(&with_fx), (vec![], vec![]));

    // And the real output plays the tone's samples, not the line's.
    let sounds = DecodedSounds::decode_all(&games::sound_sets());
    let tone: Vec<f32> = sounds.fx(Fx::TONE).expect("the tone").clone().collect();
    let (channels, rate) = mono(22_050);
    let (output, mut out) = MixerOutput::new(channels, rate, sounds);
    output.play(&[voice_only], Language::En, Levels { mode, ..FULL });
    let heard: Vec<f32> = out.by_ref().take(tone.len() + 100).collect();
    for (i, (h, t)) in heard.iter().zip(&tone).enumerate() {
        assert!(
            (h - t * H).abs() < 1e-4,
            "sample {i}: {h} against {}",
            t * H
        );
    }
    assert!(heard[tone.len()..].iter().all(|&s| s == 0.0));
}

#[test]
fn overlapping_effects_and_voice_never_reach_full_scale() {
    // The loudest overlaps Deputy makes: Saloon's knock-out after a heavy blow with a
    // chair (bell, punch, crash and "Knocked out!"), and Gnadenlos!'s payday (bell,
    // coins, die and the lines), at full volume, all started together.
    use deputy::games::gnadenlos::cues as gn;
    use deputy::games::saloon::cues as sa;
    let sounds = DecodedSounds::decode_all(&games::sound_sets());
    let (channels, rate) = mono(44_100);
    let (output, mut out) = MixerOutput::new(channels, rate, sounds.clone());
    let mut knock = Cue::say(sa::KNOCKED_OUT, deputy::core::message::Message::new("x"));
    knock.fx = vec![Fx::BELL, sa::HEAVY_PUNCH, sa::CHAIR];
    let mut payday = Cue::say(gn::PAYDAY, deputy::core::message::Message::new("x"));
    payday.fx = vec![Fx::BELL, Fx::COINS, gn::DIE_ROLL];
    let everything = Levels {
        voice: 1.0,
        fx: 1.0,
        mute: false,
        mode: SoundMode::VoiceAndSounds,
    };
    output.play(&[knock, payday], Language::En, everything);
    let heard: Vec<f32> = out.by_ref().take(44_100 * 3).collect();
    let peak = heard.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    // Without headroom and limiter these sum far past full scale.
    let raw: f32 = [
        Fx::BELL,
        sa::HEAVY_PUNCH,
        sa::CHAIR,
        Fx::COINS,
        gn::DIE_ROLL,
    ]
    .iter()
    .map(|&f| {
        sounds
            .fx(f)
            .expect("fx")
            .clone()
            .fold(0.0f32, |m, s| m.max(s.abs()))
    })
    .sum();
    assert!(raw > 2.0, "the test mixes loud sounds: {raw}");
    assert!(
        peak <= deputy::services::voice::CEILING + 1e-6,
        "the mix peaks at {peak}"
    );
    assert!(peak > 0.5, "and is still heard: {peak}");
}

/// A mono 16-bit WAV file at 22,050 Hz holding `count` samples of `value`.
fn wav22(count: usize, value: i16) -> &'static [u8] {
    let mut bytes = wav(count, value).to_vec();
    bytes[24..28].copy_from_slice(&22_050u32.to_le_bytes());
    bytes[28..32].copy_from_slice(&44_100u32.to_le_bytes());
    Box::leak(bytes.into_boxed_slice())
}

#[test]
fn a_brisk_colt_express_table_is_never_more_than_a_second_ahead_of_the_voice() {
    use deputy::core::game::Rules;
    use deputy::games::colt_express::cards::{CardName, CardRef, CardSet};
    use deputy::games::colt_express::{
        Bandit, ColtAction, ColtExpress, ColtExpressGame, ColtSetup,
    };
    use deputy::host::GameDef;

    // Every voice line and effect of the game, as the real files' lengths, but each a
    // constant level of its own: a voice line k at (k + 1) / 1024, an effect at 0.25.
    // Every output sample then tells which line is heard and how many effects.
    let real = DecodedSounds::decode_all(&games::sound_sets());
    let length = |d: Option<Duration>| (d.expect("a length").as_secs_f64() * 22_050.0) as usize;
    let mut voices = Vec::new();
    let mut names = Vec::new();
    for set in games::sound_sets() {
        for (id, _, _) in set.voices {
            let path: &'static str = Box::leak(format!("{}/{id}", set.folder).into_boxed_str());
            let sound = real.voice(Language::En, Voice::new(path)).expect("a line");
            let level = i16::try_from(32 * (names.len() + 1)).expect("few lines");
            let bytes = wav22(length(rodio::Source::total_duration(sound)), level);
            voices.push((*id, bytes, bytes));
            names.push(path);
        }
    }
    let mut sets = Vec::new();
    for set in games::sound_sets() {
        let mine: Vec<_> = voices
            .iter()
            .zip(&names)
            .filter(|(_, n)| n.starts_with(&format!("{}/", set.folder)))
            .map(|(v, _)| *v)
            .collect();
        let fx: Vec<_> = set
            .fx
            .iter()
            .map(|(id, _)| {
                let path = format!("{}/{id}", set.folder);
                let sound = real
                    .fx(Fx::new(Box::leak(path.into_boxed_str())))
                    .expect("fx");
                (
                    *id,
                    wav22(length(rodio::Source::total_duration(sound)), 8192),
                )
            })
            .collect();
        sets.push(&*Box::leak(Box::new(SoundSet {
            folder: set.folder,
            voices: Box::leak(mine.into_boxed_slice()),
            fx: Box::leak(fx.into_boxed_slice()),
            lines: set.lines,
        })));
    }
    let sounds = DecodedSounds::decode_all(&sets);
    assert!(sounds.problems.is_empty(), "{:?}", sounds.problems);
    const RATE: usize = 22_050;
    let (channels, rate) = mono(RATE as u32);
    let (output, mut out) = MixerOutput::new(channels, rate, sounds);

    // Six bandits, the round deck dealt; the opening cues (the round's whistle and
    // call, the first turn's call and order), then a card played every second.
    let setup = ColtSetup {
        seating: deputy::core::players::Seating::from_names(&[
            "Ann", "Bob", "Cid", "Dan", "Eve", "Fay",
        ]),
        bandits: vec![
            Bandit::Ghost,
            Bandit::Belle,
            Bandit::Cheyenne,
            Bandit::Tuco,
            Bandit::Django,
            Bandit::Doc,
        ],
        deck: [
            CardName::TakeItAll,
            CardName::AngryMarshal,
            CardName::Braking,
            CardName::Bridge,
        ]
        .into_iter()
        .map(|card| CardRef {
            set: CardSet::Large,
            card,
        })
        .chain([CardRef {
            set: CardSet::Station,
            card: CardName::HostageTaking,
        }])
        .collect(),
    };
    let mut state = ColtExpress::start(&setup).expect("a legal setup");
    let mut sent: Vec<(usize, Vec<Cue>)> = Vec::new();
    let opening = ColtExpressGame::opening_cues(&state);
    sent.push((0, opening.clone()));
    output.play(&opening, Language::En, FULL);
    let mut heard: Vec<f32> = Vec::new();
    let mut cards = 0;
    while cards < 20 {
        heard.extend(out.by_ref().take(RATE));
        let action = if ColtExpress::awaited(&state).is_some() {
            None
        } else {
            Some(ColtAction::PlayCard)
        };
        let Some(action) = action else {
            panic!(
                "the game waits for a draw: {:?}",
                ColtExpress::awaited(&state)
            );
        };
        let applied = ColtExpress::apply(&state, &action).expect("a card is played");
        let cues = ColtExpressGame::cues(&state, &applied.events);
        state = applied.state;
        sent.push((heard.len(), cues.clone()));
        output.play(&cues, Language::En, FULL);
        cards += 1;
    }
    heard.extend(out.by_ref().take(RATE * 8));

    // What was heard: runs of one line (a level), with the effects' share taken off.
    let line_at = |s: f32| {
        let x = (s / H * 32_768.0).round() as i32;
        let voice = x.rem_euclid(8192);
        (voice > 0).then(|| names[usize::try_from(voice / 32 - 1).expect("a line")])
    };
    let mut runs: Vec<(usize, usize, &str)> = Vec::new(); // start, end, line
    for (i, &s) in heard.iter().enumerate() {
        let line = line_at(s);
        match (runs.last_mut(), line) {
            (Some(last), Some(l)) if last.2 == l && last.1 == i => last.1 = i + 1,
            (_, Some(l)) => runs.push((i, i + 1, l)),
            _ => {}
        }
    }
    let secs = |i: usize| i as f64 / RATE as f64;

    // 1. Every line heard is heard whole, from its start, without a gap (a line said
    //    twice in a row is one run of twice its length).
    for &(start, end, line) in &runs {
        let whole = real
            .voice(Language::En, Voice::new(line))
            .and_then(rodio::Source::total_duration)
            .map(|d| length(Some(d)))
            .expect("a line");
        assert!(
            (end - start) % whole == 0,
            "{line} at {:.2} s heard for {} of {whole} samples",
            secs(start),
            end - start
        );
    }
    // 2. Every line heard started within about a second of the action that sent it
    //    (the latest one before it that has that line): the line being spoken is
    //    finished first, and what waited behind it was dropped for the newer action.
    for &(start, _, line) in &runs {
        let (at, _) = sent
            .iter()
            .rev()
            .find(|(at, cues)| {
                *at <= start
                    && cues
                        .iter()
                        .any(|c| c.voice.iter().any(|v| v.path() == line))
            })
            .unwrap_or_else(|| panic!("{line} heard at {:.2} s was never sent", secs(start)));
        assert!(
            secs(start - at) <= 1.05,
            "{line} sent at {:.2} s heard {:.2} s later",
            secs(*at),
            secs(start - at)
        );
    }
    // Kept lines (the round's call) and the last card's lines are all heard.
    for (i, (at, cues)) in sent.iter().enumerate() {
        for cue in cues {
            if cue.lines != deputy::core::cue::Lines::Kept && i + 1 < sent.len() {
                continue;
            }
            for voice in &cue.voice {
                assert!(
                    runs.iter().any(|r| r.0 >= *at && r.2 == voice.path()),
                    "{} sent at {:.2} s was dropped",
                    voice.path(),
                    secs(*at)
                );
            }
        }
    }
    let last_sent = sent.last().expect("cards").0;
    let voice_end = runs.last().expect("lines").1;
    assert!(
        secs(voice_end.saturating_sub(last_sent)) <= 1.0 + 0.6,
        "the voice ran {:.2} s past the last card",
        secs(voice_end - last_sent)
    );
    // 3. The lines of one cue follow each other without a gap, in order; a turn's call
    //    that a card came after was cut short after a whole line, not in the middle.
    let turn = deputy::games::colt_express::cues::TURN.path();
    let calls = runs.iter().filter(|r| r.2 == turn).count();
    assert!(calls >= 2, "at least two turns were called: {calls}");
    for pair in runs.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if a.2 == turn {
            assert_eq!(a.1, b.0, "the turn's number follows \"turn\" at once");
        }
    }
    // 4. Effects are never dropped: every effect sent is heard (a level of 0.25 more)
    //    from the sample it was sent at.
    for (at, cues) in &sent {
        for _ in cues.iter().flat_map(|c| &c.fx) {
            let x = (heard[*at] / H * 32_768.0).round() as i32;
            assert!(
                x >= 8192,
                "an effect sent at {:.2} s is not heard",
                secs(*at)
            );
        }
    }
    // And the waiting lines that the cards superseded were dropped: fewer lines were
    // heard than sent.
    let sent_lines: usize = sent
        .iter()
        .flat_map(|(_, c)| c)
        .map(|c| c.voice.len())
        .sum();
    assert!(
        runs.len() < sent_lines,
        "{} heard of {sent_lines}",
        runs.len()
    );
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

#[test]
fn the_top_bar_sets_what_the_game_on_the_table_plays_and_settings_keep_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let audio = deputy::services::audio::RecordingAudio::new();
    let mut h = kit::english(dir.path(), Box::new(audio), Settings::default());
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    assert_eq!(
        h.state().settings.sound_mode(GameKind::Duel),
        SoundMode::VoiceAndSounds
    );
    kit::click(&mut h, "Voice and sounds");
    kit::click(&mut h, "Sounds only");
    assert_eq!(
        h.state().settings.sound_mode(GameKind::Duel),
        SoundMode::SoundsOnly
    );
    assert_eq!(
        h.state().settings.sound_mode(GameKind::Saloon),
        SoundMode::VoiceAndSounds,
        "per game"
    );
    let saved = std::fs::read_to_string(dir.path().join("settings.json")).expect("settings saved");
    assert!(saved.contains("\"duel\": \"sounds_only\""), "{saved}");
    let again = Settings::from_json(&saved).expect("settings read back");
    assert_eq!(again.sound_mode(GameKind::Duel), SoundMode::SoundsOnly);
}

#[test]
fn a_players_name_is_said_by_the_seats_colour_where_no_synthesiser_speaks_it() {
    use deputy::core::players::{Player, PlayerColour};
    let sounds = DecodedSounds::decode_all(&games::sound_sets());
    for colour in PlayerColour::ALL {
        for language in Language::ALL {
            assert!(
                sounds.voice(language, Voice::colour(colour)).is_some(),
                "{colour:?} in {language:?}"
            );
        }
    }
    let blue: Vec<f32> = sounds
        .voice(Language::En, Voice::colour(PlayerColour::Blue))
        .expect("blue")
        .clone()
        .collect();
    let (channels, rate) = mono(22_050);
    let (mut output, mut out) = MixerOutput::new(channels, rate, sounds);
    output.set_players(&[
        Player {
            name: "Ann".into(),
            colour: PlayerColour::Red,
        },
        Player {
            name: "Ben".into(),
            colour: PlayerColour::Blue,
        },
    ]);
    let seat = Voice::seat(1).expect("a seat");
    output.play(
        &[Cue::say(seat, deputy::core::message::Message::new("x"))],
        Language::En,
        FULL,
    );
    let heard: Vec<f32> = out.by_ref().take(blue.len()).collect();
    for (h, b) in heard.iter().zip(&blue) {
        assert!((h - b * H).abs() < 1e-4, "{h} against {}", b * H);
    }
}
