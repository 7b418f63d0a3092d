//! The Duel caller's schedule, driven through the real table with a manual clock:
//! tiers 6 to 0 at exact times, hold and resume, pause, and no drift.

use std::time::Duration;

use deputy::core::cue::{Cue, NUMBERS};
use deputy::core::pips::Pips;
use deputy::core::players::{Player, PlayerColour, Seating};
use deputy::games::duel::caller::Caller;
use deputy::games::duel::rules::{
    Duel, DuelAction, DuelOptions, DuelSetup, DuelState, Phase, Shot,
};
use deputy::games::duel::ui::DuelView;
use deputy::games::duel::{DuelGame, DuelPrefs};
use deputy::host::{GameTable, ShellCx, Table, ViewCx};
use deputy::i18n::{I18n, Language};
use deputy::services::chance::RandChance;
use deputy::services::clock::{Clock, ManualClock};
use deputy::session::Session;

const TEMPO: Duration = Duration::from_millis(2_000);

struct Rig {
    table: GameTable<DuelGame>,
    clock: ManualClock,
    i18n: I18n,
    chance: RandChance,
    cues: Vec<Cue>,
    /// (time, tier) of every tier call heard.
    calls: Vec<(Duration, u8)>,
}

impl Rig {
    fn new() -> Self {
        let setup = DuelSetup {
            seating: Seating {
                players: vec![
                    Player {
                        name: "Clint".into(),
                        colour: PlayerColour::Red,
                    },
                    Player {
                        name: "Reno".into(),
                        colour: PlayerColour::Blue,
                    },
                ],
                first: 0,
            },
            options: DuelOptions::default(),
        };
        let session = Session::<Duel>::create(None, setup).expect("valid setup");
        let prefs = DuelPrefs {
            caller_tempo_ms: 2_000,
            ..DuelPrefs::default()
        };
        Self {
            table: GameTable::new(session, prefs, false),
            clock: ManualClock::new(),
            i18n: deputy::games::i18n(Language::En),
            chance: RandChance::seeded(1),
            cues: Vec::new(),
            calls: Vec::new(),
        }
    }

    fn with<R>(&mut self, f: impl FnOnce(&mut GameTable<DuelGame>, &mut ShellCx<'_>) -> R) -> R {
        let now = self.clock.now();
        let mut cx = ShellCx {
            i18n: &self.i18n,
            now,
            chance: &mut self.chance,
            cues: &mut self.cues,
        };
        let r = f(&mut self.table, &mut cx);
        for cue in self.cues.drain(..) {
            // A tier call is the spoken number, shown huge.
            if cue.huge
                && let Some(tier) = cue
                    .voice
                    .first()
                    .and_then(|v| NUMBERS.iter().position(|n| n == v))
            {
                self.calls.push((now, tier as u8));
            }
        }
        r
    }

    /// Runs `f` on the view as a frame of the table would, then applies what it asked.
    fn view(&mut self, f: impl FnOnce(&mut DuelView, &DuelState, &mut ViewCx<'_, DuelGame>)) {
        self.with(|t, cx| t.drive(cx, f));
    }

    /// One frame: the shell ticks the table at the clock's time.
    fn frame(&mut self) -> Option<Duration> {
        self.with(|t, cx| t.tick(cx))
    }

    /// Frames woken exactly when the caller asks, until `tier` is called.
    fn run_to_tier(&mut self, tier: u8) {
        loop {
            let wait = self.frame().expect("the caller is running");
            if self.tier() == Some(tier) {
                return;
            }
            self.clock.advance(wait);
        }
    }

    fn tier(&self) -> Option<u8> {
        self.table.state().tier().map(|t| t.get())
    }

    fn act(&mut self, action: DuelAction) {
        assert!(
            self.with(|t, cx| t.act(action.clone(), cx)),
            "{action:?} refused"
        );
    }
}

fn at(ms: u64) -> Duration {
    Duration::from_millis(ms)
}

#[test]
fn tiers_are_called_at_exact_multiples_of_the_tempo() {
    let mut rig = Rig::new();
    rig.clock.set(at(10_000));
    rig.act(DuelAction::StartShooting);
    // Wake exactly when the caller asks, as eframe does with request_repaint_after.
    for _ in 0..20 {
        let Some(wait) = rig.frame() else { break };
        rig.clock.advance(wait);
    }
    let expected: Vec<(Duration, u8)> = (0..=6u8)
        .map(|k| (at(10_000) + TEMPO * u32::from(k), 6 - k))
        .collect();
    assert_eq!(rig.calls, expected);
    // After tier 0 and one more tempo, the round ends by itself.
    assert_eq!(rig.table.state().phase, Phase::Preparation);
    assert_eq!(rig.table.state().round, 2);
}

#[test]
fn a_tier_is_not_called_a_nanosecond_early() {
    let mut rig = Rig::new();
    rig.act(DuelAction::StartShooting);
    rig.frame();
    assert_eq!(rig.tier(), Some(6));
    rig.clock.set(TEMPO - Duration::from_nanos(1));
    rig.frame();
    assert_eq!(rig.tier(), Some(6));
    rig.clock.set(TEMPO);
    rig.frame();
    assert_eq!(rig.tier(), Some(5));
}

#[test]
fn frame_times_never_accumulate_into_drift() {
    let mut rig = Rig::new();
    rig.act(DuelAction::StartShooting);
    // Frames at an irregular 16.7 ms: each call lands on the first frame at or after
    // its exact time, so no call is later than one frame, however many came before.
    let frame = Duration::from_micros(16_700);
    while rig.table.state().phase != Phase::Preparation {
        rig.frame();
        rig.clock.advance(frame);
    }
    assert_eq!(rig.calls.len(), 7);
    for (k, (time, tier)) in rig.calls.iter().enumerate() {
        let exact = TEMPO * k as u32;
        assert_eq!(*tier, 6 - k as u8);
        assert!(
            *time >= exact && *time - exact < frame,
            "tier {tier} at {time:?}, due {exact:?}"
        );
    }
}

#[test]
fn hold_stops_at_the_tier_and_resolving_resumes_a_tempo_later() {
    let mut rig = Rig::new();
    rig.act(DuelAction::StartShooting);
    rig.run_to_tier(3);
    assert_eq!(rig.clock.now(), TEMPO * 3);
    rig.clock.set(TEMPO * 3 + at(300));
    rig.view(|v, s, cx| v.hold(Some(0), s, cx));
    assert!(!rig.table.view().caller_running());
    // Long after the next tier was due, the caller still holds at 3.
    rig.clock.set(TEMPO * 20);
    assert_eq!(rig.frame(), None);
    assert_eq!(rig.tier(), Some(3));
    let shot = Shot {
        shooter: 0,
        target: 1,
        shot: Pips::new(5).expect("5"),
        dodge: Pips::new(4).expect("4"),
    };
    rig.act(DuelAction::RecordShot(shot));
    rig.view(|v, _, cx| v.resolve(cx));
    assert!(rig.table.view().caller_running());
    assert_eq!(
        rig.frame(),
        Some(TEMPO),
        "the next tier comes one full tempo after the hold"
    );
    rig.clock.set(TEMPO * 21 - at(1));
    rig.frame();
    assert_eq!(rig.tier(), Some(3));
    rig.clock.set(TEMPO * 21);
    rig.frame();
    assert_eq!(rig.tier(), Some(2));
}

#[test]
fn a_pause_shifts_the_rest_of_the_count_by_its_length() {
    let mut rig = Rig::new();
    rig.act(DuelAction::StartShooting);
    rig.frame();
    rig.clock.set(TEMPO + at(500)); // tier 5 was due at 2 s: called late on this frame
    rig.frame();
    assert_eq!(rig.tier(), Some(5));
    rig.with(|t, cx| t.pause(cx)); // 1.5 s before tier 4
    rig.clock.set(at(60_000));
    assert_eq!(rig.frame(), None, "a paused caller asks for no frame");
    rig.view(|v, s, cx| v.main_action(s, cx)); // Space resumes
    assert_eq!(rig.frame(), Some(at(1_500)));
    rig.clock.set(at(61_500));
    rig.frame();
    assert_eq!(rig.tier(), Some(4));
    rig.clock.set(at(63_500));
    rig.frame();
    assert_eq!(rig.tier(), Some(3));
}

#[test]
fn jitter_moves_calls_but_keeps_them_in_order() {
    let mut caller = Caller::new(2_000);
    caller.set_jitter_ms([0, 900, -900, 400, -400, 100, 0, 0]);
    caller.start(Duration::ZERO, 0);
    let dues: Vec<Duration> = (0..8u8).filter_map(|k| caller.due(k)).collect();
    assert_eq!(dues.len(), 8);
    assert!(dues.windows(2).all(|w| w[0] < w[1]), "{dues:?}");
    // Clamped to a quarter of the tempo: 900 ms becomes 500 ms.
    assert_eq!(dues[1], at(2_500));
    assert_eq!(dues[2], at(3_500));
}
