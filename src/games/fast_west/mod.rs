//! Fast West (3 to 8 cowboys, a reflex game): Deputy is the card deck. It deals each
//! round, flips the cards turn by turn with a cue the whole table hears at once, knows
//! every visible card, calls the final duel the moment it is due, keeps the tenderfoot
//! tokens « pied tendre » and judges the duel. A second mode lets a group flip its real
//! cards and tell Deputy each flip with one key.
//! `rules`, `history` and `cues` are pure; only `ui` draws.

pub mod cues;
pub mod history;
pub mod public;
pub mod rules;
pub mod story;
pub mod ui;

use serde::{Deserialize, Serialize};

use crate::core::chance::{Draw, Drawn};
use crate::core::cue::Cue;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{Entry, GameDef, HelpSection, Strings};
use crate::services::chance::Chance;
use crate::services::sounds::SoundSet;

pub use rules::{
    Card, DuelHand, EventKind, FastWest, FastWestAction, FastWestEvent, FastWestOptions,
    FastWestRefusal, FastWestSetup, FastWestState, Mode, Outcome, Phase, Visible,
};

/// Fast West in the registry.
pub static ENTRY: Entry<FastWestGame> = Entry::new();

/// Fast West as the host plays it.
#[derive(Clone, Copy, Debug, Default)]
pub struct FastWestGame;

/// What Deputy remembers of Fast West: the options last chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct FastWestPrefs {
    /// The options last chosen at Setup.
    pub options: FastWestOptions,
}

/// Fast West's voice lines and effects (`sounds/lines/fast_west.txt`,
/// `sounds/effects/fast_west.sh`).
pub const SOUNDS: SoundSet = crate::sound_set!(
    "fast_west",
    voices: ["sheriff", "bandits", "indians", "cavalry", "roulette", "child", "duel", "round"],
    fx: ["card_flip", "whistle", "bugle", "war_drums", "cylinder", "rattle"],
);

/// The bullet circle for `players` cowboys from a drawn order of `0..players − 1`: the
/// numbers 2 to N in circle order (number 1 lies in the centre).
#[must_use]
pub fn circle_of(order: &[usize]) -> Vec<u8> {
    order
        .iter()
        .map(|&i| u8::try_from(i + 2).unwrap_or(u8::MAX))
        .collect()
}

impl GameDef for FastWestGame {
    type Rules = FastWest;
    type Prefs = FastWestPrefs;
    type View = ui::FastWestView;

    const ICON_PNG: &'static [u8] = include_bytes!("../../../icons/fast-west.png");
    const DESCRIPTION: &'static str = "fast-west-description";
    const STRINGS: Strings = Strings {
        en: include_str!("en.ftl"),
        fr: include_str!("fr.ftl"),
    };
    const SOUNDS: SoundSet = SOUNDS;
    const HELP: &'static [HelpSection] = &[
        HelpSection {
            title: "fast-west-help-goal-title",
            body: "fast-west-help-goal",
        },
        HelpSection {
            title: "fast-west-help-setup-title",
            body: "fast-west-help-setup",
        },
        HelpSection {
            title: "fast-west-help-flip-title",
            body: "fast-west-help-flip",
        },
        HelpSection {
            title: "fast-west-help-events-title",
            body: "fast-west-help-events",
        },
        HelpSection {
            title: "fast-west-help-real-title",
            body: "fast-west-help-real",
        },
        HelpSection {
            title: "fast-west-help-duel-title",
            body: "fast-west-help-duel",
        },
    ];

    /// Draws the bullet circle (numbers 2 to N in a random order around number 1).
    fn setup(
        seating: Seating,
        prefs: &FastWestPrefs,
        chance: &mut dyn Chance,
    ) -> Result<FastWestSetup, Message> {
        let n = seating.players.len();
        let order = match chance.draw(&Draw::Shuffle {
            len: n.saturating_sub(1),
        }) {
            Drawn::Order(order) => order,
            _ => (0..n.saturating_sub(1)).collect(),
        };
        Ok(FastWestSetup {
            seating,
            options: prefs.options,
            circle: circle_of(&order),
        })
    }

    fn cues(before: &FastWestState, events: &[FastWestEvent]) -> Vec<Cue> {
        cues::cues(before, events)
    }

    /// With real cards nothing is dealt, so the first round is called here; Deputy's
    /// deck calls it with its deal.
    fn opening_cues(state: &FastWestState) -> Vec<Cue> {
        match state.mode {
            Mode::RealCards => vec![cues::round(state.round)],
            Mode::Deck => Vec::new(),
        }
    }

    fn arbitrary_action(
        state: &FastWestState,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> FastWestAction {
        let n = state.cowboys.len();
        let player = |pick: &mut dyn FnMut(usize) -> usize| pick(n + 1).min(n);
        let card = |pick: &mut dyn FnMut(usize) -> usize| match pick(EventKind::ALL.len() + 3) {
            k if k < EventKind::ALL.len() => Card::Event(EventKind::ALL[k]),
            _ => Card::Cactus,
        };
        match pick(20) {
            0..=6 => {
                if (state.mode == Mode::Deck) == (pick(8) != 0) {
                    FastWestAction::Flip
                } else {
                    FastWestAction::TellFlip(card(pick))
                }
            }
            7..=11 => {
                let event = match &state.phase {
                    Phase::Outcome { event, .. } if pick(6) != 0 => *event,
                    _ => EventKind::ALL[pick(EventKind::ALL.len())],
                };
                FastWestAction::Resolve(match event {
                    EventKind::Bandits => Outcome::Bandits {
                        losers: (0..n).filter(|_| pick(3) == 0).collect(),
                    },
                    EventKind::Indians => Outcome::Indians {
                        held: (0..n).map(|_| u8::try_from(pick(3)).unwrap_or(0)).collect(),
                    },
                    EventKind::Roulette => Outcome::Roulette { drew: player(pick) },
                    _ => Outcome::Slowest {
                        player: player(pick),
                    },
                })
            }
            12 => FastWestAction::NameNumber(u8::try_from(pick(n + 2)).unwrap_or(0)),
            13 | 14 => FastWestAction::GrabbedTooEarly {
                player: player(pick),
            },
            15..=18 => {
                let mut bullets: Vec<u8> = (1..=n).map(|b| u8::try_from(b).unwrap_or(0)).collect();
                for i in 0..n {
                    let j = i + pick(n - i);
                    bullets.swap(i, j);
                }
                if pick(8) == 0 {
                    bullets[0] = bullets[n - 1];
                }
                let hands = bullets
                    .iter()
                    .enumerate()
                    .map(|(i, &bullet)| rules::DuelHand {
                        bullet,
                        target: if pick(12) == 0 {
                            i
                        } else {
                            (i + 1 + pick(n - 1)) % n
                        },
                    })
                    .collect();
                FastWestAction::ResolveDuel { hands }
            }
            _ => FastWestAction::Deal {
                orders: vec![(0..pick(5)).collect()],
            },
        }
    }
}
