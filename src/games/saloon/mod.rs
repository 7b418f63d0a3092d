//! Saloon (Sienholz & Sandfuchs, 2001; 3 to 6 brawlers): the KO tracks, the blow
//! resolver, the statuses and who attacks next, until the last brawler standing.
//!
//! Deputy is the KO track the box lacks (« un marqueur est posé sur le chiffre 10 »),
//! the arithmetic of each blow and the memory of who is stunned, who cannot attack, who
//! hides behind a table and who attacks next. `rules`, `history` and `cues` are pure;
//! only `ui` draws.

pub mod cues;
pub mod history;
pub mod public;
pub mod rules;
pub mod story;
pub mod ui;

use serde::{Deserialize, Serialize};

use crate::core::cue::{Cue, Voice};
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{Entry, GameDef, HelpSection, Strings};
use crate::services::chance::Chance;
use crate::services::sounds::SoundSet;

pub use rules::{
    AttackCard, Blow, DefenceCard, EventCard, FollowUpCard, Help, HelpCard, ObjectCard, Saloon,
    SaloonAction, SaloonEvent, SaloonRefusal, SaloonSetup, SaloonState, Second, Status,
};

/// Saloon in the registry.
pub static ENTRY: Entry<SaloonGame> = Entry::new();

/// Saloon as the host plays it.
#[derive(Clone, Copy, Debug, Default)]
pub struct SaloonGame;

/// What Deputy remembers of Saloon between games: nothing yet (the box has no variant);
/// kept as a type so that options can be added without touching the settings format.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SaloonPrefs {}

/// Saloon's voice lines and effects (`sounds/lines/saloon.txt`, `sounds/effects/saloon.sh`).
pub const SOUNDS: SoundSet = crate::sound_set!(
    "saloon",
    voices: ["knocked_out", "attack", "barkeeper", "no_winner"],
    fx: ["punch", "heavy_punch", "bottle", "chair", "piano"],
);

impl GameDef for SaloonGame {
    type Rules = Saloon;
    type Prefs = SaloonPrefs;
    type View = ui::SaloonView;

    const ICON_PNG: &'static [u8] = include_bytes!("../../../icons/saloon.png");
    const DESCRIPTION: &'static str = "saloon-description";
    const STRINGS: Strings = Strings {
        en: include_str!("en.ftl"),
        fr: include_str!("fr.ftl"),
    };
    const SOUNDS: SoundSet = SOUNDS;
    const HELP: &'static [HelpSection] = &[
        HelpSection {
            title: "saloon-help-goal-title",
            body: "saloon-help-goal",
        },
        HelpSection {
            title: "saloon-help-quick-title",
            body: "saloon-help-quick",
        },
        HelpSection {
            title: "saloon-help-blow-title",
            body: "saloon-help-blow",
        },
        HelpSection {
            title: "saloon-help-order-title",
            body: "saloon-help-order",
        },
        HelpSection {
            title: "saloon-help-turn-title",
            body: "saloon-help-turn",
        },
        HelpSection {
            title: "saloon-help-statuses-title",
            body: "saloon-help-statuses",
        },
        HelpSection {
            title: "saloon-help-end-title",
            body: "saloon-help-end",
        },
    ];

    fn setup(
        seating: Seating,
        _prefs: &SaloonPrefs,
        _chance: &mut dyn Chance,
    ) -> Result<SaloonSetup, Message> {
        Ok(SaloonSetup { seating })
    }

    fn cues(before: &SaloonState, events: &[SaloonEvent]) -> Vec<Cue> {
        cues::cues(before, events)
    }

    fn opening_cues(state: &SaloonState) -> Vec<Cue> {
        // "Ann attacks!": the first aggressor's name (recorded, spoken or the seat's
        // colour: the audio output's choice), then the line, as after every blow.
        vec![Cue::say_all(
            Voice::seat(state.aggressor)
                .into_iter()
                .chain([cues::ATTACK]),
            history::turn_message(&state.name(state.aggressor), state.attack_barred()),
        )]
    }

    fn arbitrary_action(state: &SaloonState, pick: &mut dyn FnMut(usize) -> usize) -> SaloonAction {
        arbitrary_action(state, pick)
    }
}

/// An action for random play, legal or not: mostly blows and quick changes, with every
/// card of the catalogue reachable.
pub fn arbitrary_action(state: &SaloonState, pick: &mut dyn FnMut(usize) -> usize) -> SaloonAction {
    let n = state.brawlers.len() + 1; // one past the last brawler: a refusal to test
    // A brawler, mostly one standing other than the aggressor.
    let other = |pick: &mut dyn FnMut(usize) -> usize| {
        let standing: Vec<usize> = state.standing().filter(|&i| i != state.aggressor).collect();
        if standing.is_empty() || pick(5) == 0 {
            pick(n)
        } else {
            standing[pick(standing.len())]
        }
    };
    fn maybe<T: Copy>(
        pick: &mut dyn FnMut(usize) -> usize,
        all: &[T],
        none_in: usize,
    ) -> Option<T> {
        if pick(none_in) == 0 {
            Some(all[pick(all.len())])
        } else {
            None
        }
    }
    match pick(16) {
        0..=3 => SaloonAction::Adjust {
            brawler: other(pick),
            delta: match pick(5) {
                0 => 1,
                1 => 3,
                _ => -1,
            },
        },
        4..=10 => {
            let attack = AttackCard::ALL[pick(AttackCard::ALL.len())];
            let mut blow = Blow::new(other(pick), attack);
            blow.object = if attack.takes_object() || pick(8) == 0 {
                maybe(pick, &ObjectCard::ALL, 2)
            } else {
                None
            };
            blow.follow_up = maybe(pick, &FollowUpCard::ALL, 3);
            if blow.follow_up.is_some_and(FollowUpCard::needs_second) || pick(10) == 0 {
                let defence = maybe(pick, &DefenceCard::ALL, 2);
                blow.second = Some(Second {
                    brawler: other(pick),
                    attack: maybe(pick, &AttackCard::ALL, 1),
                    defence,
                    parried: pick(3) == 0,
                    shield: (defence == Some(DefenceCard::HumanShield) || pick(10) == 0)
                        .then(|| other(pick)),
                });
            }
            if pick(3) == 0 {
                blow.help = Some(Help {
                    helper: other(pick),
                    card: HelpCard::ALL[pick(HelpCard::ALL.len())],
                    dodged: pick(3) == 0,
                });
            }
            blow.defence = maybe(pick, &DefenceCard::ALL, 2);
            if blow.defence == Some(DefenceCard::HumanShield) || pick(10) == 0 {
                blow.shield = Some(other(pick));
            }
            if blow.countered() || pick(12) == 0 {
                blow.counter_defence = maybe(pick, &DefenceCard::ALL, 2);
                if blow.counter_defence == Some(DefenceCard::HumanShield) || pick(12) == 0 {
                    blow.counter_shield = Some(other(pick));
                }
            }
            SaloonAction::Strike(blow)
        }
        11 | 12 => {
            let card = EventCard::ALL[pick(EventCard::ALL.len())];
            let hit = if card == EventCard::Barkeeper {
                (0..pick(3)).map(|_| other(pick)).collect()
            } else {
                Vec::new()
            };
            SaloonAction::PlayEvent {
                card,
                hit,
                next: if pick(6) == 0 {
                    None
                } else {
                    Some(other(pick))
                },
            }
        }
        13 => SaloonAction::GiveCard { to: other(pick) },
        14 => SaloonAction::SetStatus {
            brawler: other(pick),
            status: Status::ALL[pick(Status::ALL.len())],
            on: pick(2) == 0,
        },
        _ => SaloonAction::SetAggressor {
            brawler: other(pick),
        },
    }
}
