//! Cue latency and caller cadence (`shared/spec/performance.md`).
//!
//! - **cue latency**: from an accepted action to its sound handed to the audio mixer.
//!   `GameTable::act` (rules, history line, autosave, cue mapping) then the cues drained into an
//!   [`AudioOut`], as the shell's `play_cues` does at the end of the frame. Two sinks:
//!   `RecordingAudio`, and `MixerAudio` below, which is `RodioAudio`'s own `MixerOutput`
//!   (clone a `Sound` made ready once at start, `amplify`, hand it to one mixer opened
//!   once, voice lines queued on Deputy's voice queue in it) but on a rodio mixer with
//!   no device behind it. Variants
//!   without a save file and with one (the autosave append, `sync_data` included, sits
//!   on the path between the action and its cue). Target: under 5 ms.
//! - **caller cadence on a real clock**: a Duel `GameTable` ticked against the monotonic
//!   clock at the fastest tempo allowed (500 ms, `caller::MIN_TEMPO_MS`) for a full
//!   6-to-0 count, once polling every millisecond and once sleeping exactly the wait
//!   `tick` asks for (what `request_repaint_after` does in the app). Reports how late each
//!   call reached the mixer against `start + k × tempo`. Target: under 2 ms late per tier.
//!   Printed after the criterion groups; skipped when `DEPUTY_NO_CADENCE` is set.
//!
//! Run: `cargo bench --bench cues`.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use deputy::core::cue::{Cue, Fx, NUMBERS, Voice};
use deputy::core::message::Message;
use deputy::core::pips::Pips;
use deputy::core::players::Seating;
use deputy::games::duel::caller::MIN_TEMPO_MS;
use deputy::games::duel::cues::{MISSED, RICOCHET};
use deputy::games::duel::rules::{Duel, DuelAction, DuelOptions, DuelSetup, NextCall, Phase, Shot};
use deputy::games::duel::{DuelGame, DuelPrefs};
use deputy::games::sound_sets;
use deputy::host::{GameTable, ShellCx, Table};
use deputy::i18n::{I18n, Language};
use deputy::services::audio::{
    AudioOut, AudioStatus, DecodedSounds, Levels, MixerOutput, RecordingAudio, Sound,
};
use deputy::services::chance::RandChance;
use deputy::services::clock::{Clock, ManualClock, MonotonicClock};
use deputy::services::storage::Storage;
use deputy::session::Session;
use deputy::settings::Settings;
use rodio::Source;

/// `RodioAudio`'s own output ([`MixerOutput`]) on a mixer with no device behind it.
/// Sounds are made ready once, before any cue.
struct MixerAudio {
    output: MixerOutput,
    _mix: deputy::services::audio::Mix,
}

impl MixerAudio {
    fn new(sounds: DecodedSounds) -> Self {
        let (output, mix) = MixerOutput::new(
            std::num::NonZero::new(2).expect("2"),
            std::num::NonZero::new(44_100).expect("44100"),
            sounds,
        );
        Self { output, _mix: mix }
    }
}

impl AudioOut for MixerAudio {
    fn play(&mut self, cues: &[Cue], language: Language, levels: Levels) {
        self.output.play(cues, language, levels);
    }

    fn status(&mut self) -> AudioStatus {
        AudioStatus::On
    }
}

fn setup(players: usize) -> DuelSetup {
    let names = ["Clint", "Reno", "Lee", "Eli", "Gian"];
    DuelSetup {
        seating: Seating::from_names(&names[..players]),
        options: DuelOptions::default(),
    }
}

/// A duel table with what the shell would hand it each frame.
struct Rig {
    table: GameTable<DuelGame>,
    clock: Box<dyn Clock>,
    settings: Settings,
    i18n: I18n,
    chance: RandChance,
    cues: Vec<Cue>,
}

impl Rig {
    fn new(storage: Option<&Storage>, clock: Box<dyn Clock>, tempo_ms: u64) -> Self {
        let session = Session::<Duel>::create(storage, setup(2)).expect("valid setup");
        let settings = Settings {
            language: Some(Language::En),
            ..Settings::default()
        };
        let prefs = DuelPrefs {
            caller_tempo_ms: tempo_ms,
            ..DuelPrefs::default()
        };
        Self {
            table: GameTable::new(session, prefs, false),
            clock,
            settings,
            i18n: deputy::games::i18n(Language::En),
            chance: RandChance::seeded(1),
            cues: Vec::new(),
        }
    }

    fn with<R>(&mut self, f: impl FnOnce(&mut GameTable<DuelGame>, &mut ShellCx<'_>) -> R) -> R {
        let mut cx = ShellCx {
            i18n: &self.i18n,
            now: self.clock.now(),
            chance: &mut self.chance,
            cues: &mut self.cues,
        };
        f(&mut self.table, &mut cx)
    }

    /// The shell's `play_cues`: every queued cue to the output.
    fn drain(&mut self, audio: &mut dyn AudioOut) {
        let levels = self
            .settings
            .levels(Some(deputy::core::game::GameKind::Duel));
        audio.play(&self.cues, Language::En, levels);
        self.cues.clear();
    }

    fn act(&mut self, action: DuelAction) {
        assert!(
            self.with(|t, cx| t.act(action.clone(), cx)),
            "{action:?} refused"
        );
    }

    fn next_call(&self) -> Option<NextCall> {
        self.table.state().next_call()
    }
}

/// Times `act(CallNextTier)` + drain, going round after round (the end of a round and
/// the next start are not timed).
fn tier_call_latency(rig: &mut Rig, audio: &mut dyn AudioOut, iters: u64) -> Duration {
    let mut total = Duration::ZERO;
    let mut done = 0;
    while done < iters {
        match rig.next_call() {
            Some(NextCall::Tier(_)) => {
                let t0 = Instant::now();
                let accepted = rig.with(|t, cx| t.act(DuelAction::CallNextTier, cx));
                rig.drain(audio);
                total += t0.elapsed();
                assert!(black_box(accepted));
                done += 1;
            }
            Some(NextCall::EndOfRound) => {
                rig.act(DuelAction::EndRound);
                rig.cues.clear();
            }
            None => {
                rig.act(DuelAction::StartShooting);
                rig.cues.clear();
            }
        }
    }
    total
}

/// Times `act(ResolveTier)` of a missed shot (gunshot, ricochet, "Missed!") + drain;
/// the shot is recorded before and both are undone after, untimed.
fn shot_latency(rig: &mut Rig, audio: &mut dyn AudioOut, iters: u64) -> Duration {
    let p = |v| Pips::new(v).expect("1 to 6");
    let shot = Shot {
        shooter: 0,
        target: 1,
        shot: p(1),
        dodge: p(6),
    };
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        rig.act(DuelAction::RecordShot(shot));
        let t0 = Instant::now();
        let accepted = rig.with(|t, cx| t.act(DuelAction::ResolveTier, cx));
        rig.drain(audio);
        total += t0.elapsed();
        assert!(black_box(accepted));
        rig.with(|t, cx| {
            t.undo(cx);
            t.undo(cx);
        });
    }
    total
}

fn shooting_rig(storage: Option<&Storage>) -> Rig {
    let mut rig = Rig::new(storage, Box::new(ManualClock::new()), 2_000);
    rig.act(DuelAction::StartShooting);
    rig.act(DuelAction::CallNextTier);
    rig.cues.clear();
    rig
}

fn storage_in(dir: &Path) -> Storage {
    Storage::open(dir).expect("storage")
}

fn cue_latency(c: &mut Criterion) {
    let t0 = Instant::now();
    let sets = sound_sets();
    let sounds = DecodedSounds::decode_all(&sets);
    let decode_time = t0.elapsed();
    assert!(sounds.problems.is_empty(), "{:?}", sounds.problems);
    let (samples, decoded) = sounds.sample_count();
    println!(
        "sounds made ready once at start in {decode_time:?}: {samples} samples, {decoded} of them decoded into memory ({:.1} MiB; the rest are read from the embedded 16-bit files)",
        (decoded * 4) as f64 / (1024.0 * 1024.0)
    );
    // Saves live in the target directory (a real disk, so sync_data really syncs).
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("temp dir");
    let storage = storage_in(dir.path());

    let mut group = c.benchmark_group("cue latency");
    group.bench_function("tier call -> RecordingAudio, no save", |b| {
        let mut rig = shooting_rig(None);
        b.iter_custom(|iters| tier_call_latency(&mut rig, &mut RecordingAudio::new(), iters));
    });
    group.bench_function("tier call -> mixer, no save", |b| {
        let mut rig = shooting_rig(None);
        b.iter_custom(|iters| {
            let mut audio = MixerAudio::new(sounds.clone());
            tier_call_latency(&mut rig, &mut audio, iters)
        });
    });
    group.bench_function("tier call -> mixer, autosave", |b| {
        let mut rig = shooting_rig(Some(&storage));
        b.iter_custom(|iters| {
            let mut audio = MixerAudio::new(sounds.clone());
            tier_call_latency(&mut rig, &mut audio, iters)
        });
    });
    group.bench_function("missed shot resolved -> mixer, autosave", |b| {
        let mut rig = shooting_rig(Some(&storage));
        b.iter_custom(|iters| {
            let mut audio = MixerAudio::new(sounds.clone());
            shot_latency(&mut rig, &mut audio, iters)
        });
    });
    group.finish();

    let mut group = c.benchmark_group("audio play");
    let tier = Cue::say(NUMBERS[3], Message::new("duel-caption-tier"));
    let shot = Cue::say(MISSED, Message::new("duel-caption-tier"))
        .with_fx(Fx::GUNSHOT)
        .with_fx(RICOCHET);
    for (name, cue) in [("tier cue", &tier), ("shot cue (2 fx + voice)", &shot)] {
        group.bench_function(format!("MixerAudio::play, {name}"), |b| {
            b.iter_custom(|iters| {
                let mut audio = MixerAudio::new(sounds.clone());
                let levels = Levels::default();
                let t0 = Instant::now();
                for _ in 0..iters {
                    audio.play(black_box(std::slice::from_ref(cue)), Language::En, levels);
                }
                t0.elapsed()
            });
        });
    }
    group.bench_function("Sound clone + amplify", |b| {
        let buffer: &Sound = sounds.voice(Language::En, NUMBERS[3]).expect("three");
        b.iter(|| black_box(buffer.clone().amplify(black_box(0.8))));
    });
    group.finish();
}

/// How late each call of one full count reached the mixer, in milliseconds.
fn cadence_run(sounds: &DecodedSounds, poll: Option<Duration>) -> Vec<f64> {
    let mut rig = Rig::new(None, Box::new(MonotonicClock::new()), MIN_TEMPO_MS);
    let mut audio = MixerAudio::new(sounds.clone());
    let tempo = Duration::from_millis(MIN_TEMPO_MS);
    let start = rig.clock.now();
    // Start exactly as the app does: the action at `now`, the first call due then.
    rig.with(|t, cx| {
        assert!(t.act(DuelAction::StartShooting, cx));
    });
    rig.drain(&mut audio);
    let mut late = Vec::new();
    while rig.table.state().phase != Phase::Preparation {
        let wait = rig.with(|t, cx| t.tick(cx));
        let had_tier = rig
            .cues
            .iter()
            .filter(|c| c.huge)
            .filter_map(|c| c.voice.first().and_then(|v| tier_of(*v)))
            .next_back();
        rig.drain(&mut audio);
        let heard = rig.clock.now();
        if let Some(t) = had_tier {
            let k = u32::from(6 - t);
            let due = start + tempo * k;
            late.push(heard.saturating_sub(due).as_secs_f64() * 1e3);
        }
        match (poll, wait) {
            (Some(p), _) => std::thread::sleep(p),
            (None, Some(w)) => std::thread::sleep(w),
            (None, None) => break,
        }
    }
    late
}

/// The tier a spoken number calls (0 to 6), if it is one.
fn tier_of(voice: Voice) -> Option<u8> {
    NUMBERS[..=6]
        .iter()
        .position(|&n| n == voice)
        .and_then(|t| u8::try_from(t).ok())
}

fn cadence() {
    let sounds = DecodedSounds::decode_all(&sound_sets());
    println!(
        "\ncaller cadence on a real clock, tempo {MIN_TEMPO_MS} ms, lateness of each call (tier 6..0) at the mixer vs start + k*tempo"
    );
    for (label, poll) in [
        ("poll every 1 ms", Some(Duration::from_millis(1))),
        ("sleep the asked wait", None),
    ] {
        let mut all = Vec::new();
        for _ in 0..3 {
            let late = cadence_run(&sounds, poll);
            assert_eq!(late.len(), 7, "a full count is 7 calls");
            all.extend(late);
        }
        let max = all.iter().copied().fold(0.0, f64::max);
        let mean = all.iter().sum::<f64>() / all.len() as f64;
        let list: Vec<String> = all.iter().map(|l| format!("{l:.3}")).collect();
        println!(
            "caller cadence ({label}, 3 counts, {} calls): max {max:.3} ms late, mean {mean:.3} ms [{}] target < 2 ms: {}",
            all.len(),
            list.join(" "),
            if max < 2.0 { "PASS" } else { "FAIL" }
        );
    }
}

criterion_group!(benches, cue_latency);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    // `cargo bench -- --list` and `cargo test --benches` (`--test`) must stay quick.
    let quick = std::env::args().any(|a| a == "--list" || a == "--test")
        || std::env::var_os("DEPUTY_NO_CADENCE").is_some();
    if !quick {
        cadence();
    }
}
