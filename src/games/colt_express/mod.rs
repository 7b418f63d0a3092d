//! Colt Express (Ludonaute, 2014; 2 to 6 bandits): the round cards and the turn caller,
//! the end-of-round events, loot, bullets and the final count.
//!
//! Deputy is the conductor's voice and the cashier: it deals the round cards, calls
//! every turn of the planning phase (« le plan »), offers the planned cards as a
//! checklist in the action phase (« l'action »), reads the end-of-round events and
//! applies them to the books, and makes the final count. `cards`, `rules`, `history`
//! and `cues` are pure; only `ui` draws. The round and station cards are data in
//! `cards.txt`, which a group can correct.

pub mod cards;
pub mod cues;
pub mod history;
pub mod public;
pub mod rules;
pub mod story;
pub mod ui;

use serde::{Deserialize, Serialize};

use crate::core::chance::{Draw, Drawn};
use crate::core::cue::Cue;
use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{Entry, GameDef, HelpSection, Strings};
use crate::services::chance::Chance;
use crate::services::sounds::SoundSet;

pub use rules::{
    Bandit, ColtAction, ColtEvent, ColtExpress, ColtRefusal, ColtSetup, ColtState, LootKind, Phase,
    PurseValue, Tally,
};

use cards::{CardRef, CardSet, ROUND_CARDS};
use rules::{MAX_PLAYERS, bandit_count};

/// Colt Express in the registry.
pub static ENTRY: Entry<ColtExpressGame> = Entry::new();

/// Colt Express as the host plays it.
#[derive(Clone, Copy, Debug, Default)]
pub struct ColtExpressGame;

/// What Deputy remembers of Colt Express between games: how the bandits and the round
/// cards were chosen last time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ColtPrefs {
    /// Deputy deals the bandits at random (otherwise each player's choice below).
    pub random_bandits: bool,
    /// The bandits chosen, in seat order (two per player with two players).
    pub bandits: Vec<Bandit>,
    /// The operator tells Deputy each round card as it is revealed from the real deck
    /// (otherwise Deputy deals the round deck at random).
    pub deck_by_hand: bool,
}

impl Default for ColtPrefs {
    fn default() -> Self {
        Self {
            random_bandits: false,
            bandits: Bandit::ALL.to_vec(),
            deck_by_hand: false,
        }
    }
}

impl ColtPrefs {
    /// The bandits chosen for `players` players: the remembered choice, completed with
    /// the bandits not yet chosen, in box order.
    #[must_use]
    pub fn chosen(&self, players: usize) -> Vec<Bandit> {
        let count = bandit_count(players);
        let mut out: Vec<Bandit> = self.bandits.iter().take(count).copied().collect();
        for b in Bandit::ALL {
            if out.len() >= count {
                break;
            }
            if !out.contains(&b) {
                out.push(b);
            }
        }
        out
    }
}

/// Colt Express's voice lines and effects (`sounds/lines/colt_express.txt`,
/// `sounds/effects/colt_express.sh`).
pub const SOUNDS: SoundSet = crate::sound_set!(
    "colt_express",
    voices: [
        "round", "last_round", "turn", "face_up", "tunnel", "speed_up", "switch", "ghost",
        "belle", "cheyenne", "tuco", "django", "doc", "ghost_hidden", "draw_three",
        "resolve_actions", "angry_marshal", "marshal_moves", "swivel_arm", "braking", "take_it_all",
        "passengers_rebellion", "marshals_revenge", "pickpocketing", "hostage_taking",
        "final_count", "shared",
    ],
    fx: ["whistle", "tunnel", "speed_up", "switch"],
);

/// Deals the round deck: four distinct round cards of the set for `players`, then one
/// station card, drawn from `chance`.
///
/// # Errors
/// The card file cannot be read.
pub fn deal_deck(players: usize, chance: &mut dyn Chance) -> Result<Vec<CardRef>, Message> {
    let all = cards::catalogue().map_err(|e| e.message())?;
    let set = cards::cards_of(all, CardSet::for_players(players));
    let stations = cards::cards_of(all, CardSet::Station);
    let picked = match chance.draw(&Draw::Sample {
        of: set.len(),
        take: ROUND_CARDS,
    }) {
        Drawn::Order(order) => order,
        _ => (0..ROUND_CARDS).collect(),
    };
    let mut deck: Vec<CardRef> = picked
        .into_iter()
        .filter_map(|i| set.get(i).map(|c| c.id))
        .collect();
    let station = chance.index(stations.len());
    deck.extend(stations.get(station).map(|c| c.id));
    Ok(deck)
}

impl GameDef for ColtExpressGame {
    type Rules = ColtExpress;
    type Prefs = ColtPrefs;
    type View = ui::ColtView;

    const ICON_PNG: &'static [u8] = include_bytes!("../../../icons/colt-express.png");
    const DESCRIPTION: &'static str = "colt-express-description";
    const STRINGS: Strings = Strings {
        en: include_str!("en.ftl"),
        fr: include_str!("fr.ftl"),
    };
    const SOUNDS: SoundSet = SOUNDS;
    const HELP: &'static [HelpSection] = &[
        HelpSection {
            title: "colt-express-help-goal-title",
            body: "colt-express-help-goal",
        },
        HelpSection {
            title: "colt-express-help-setup-title",
            body: "colt-express-help-setup",
        },
        HelpSection {
            title: "colt-express-help-planning-title",
            body: "colt-express-help-planning",
        },
        HelpSection {
            title: "colt-express-help-action-title",
            body: "colt-express-help-action",
        },
        HelpSection {
            title: "colt-express-help-event-title",
            body: "colt-express-help-event",
        },
        HelpSection {
            title: "colt-express-help-count-title",
            body: "colt-express-help-count",
        },
        HelpSection {
            title: "colt-express-help-keys-title",
            body: "colt-express-help-keys",
        },
    ];

    fn setup(
        seating: Seating,
        prefs: &ColtPrefs,
        chance: &mut dyn Chance,
    ) -> Result<ColtSetup, Message> {
        let players = seating.players.len();
        let count = bandit_count(players.min(MAX_PLAYERS));
        let bandits = if prefs.random_bandits {
            match chance.draw(&Draw::Sample {
                of: Bandit::ALL.len(),
                take: count,
            }) {
                Drawn::Order(order) => order
                    .into_iter()
                    .filter_map(|i| Bandit::ALL.get(i).copied())
                    .collect(),
                _ => prefs.chosen(players),
            }
        } else {
            prefs.chosen(players)
        };
        for (i, b) in bandits.iter().enumerate() {
            if bandits[..i].contains(b) {
                return Err(rules::ColtRefusal::BanditTwice(*b).message());
            }
        }
        let deck = if prefs.deck_by_hand {
            Vec::new()
        } else {
            deal_deck(players, chance)?
        };
        Ok(ColtSetup {
            seating,
            bandits,
            deck,
        })
    }

    fn cues(before: &ColtState, events: &[ColtEvent]) -> Vec<Cue> {
        cues::cues(before, events)
    }

    fn opening_cues(state: &ColtState) -> Vec<Cue> {
        cues::opening(state)
    }

    fn arbitrary_action(state: &ColtState, pick: &mut dyn FnMut(usize) -> usize) -> ColtAction {
        let n = state.bandits.len() + 1; // one past the last bandit: a refusal to test
        let kind = |pick: &mut dyn FnMut(usize) -> usize| match pick(3) {
            0 => LootKind::Purse,
            1 => LootKind::Jewel,
            _ => LootKind::Strongbox,
        };
        let purse = |pick: &mut dyn FnMut(usize) -> usize| {
            PurseValue::all().nth(pick(6)).unwrap_or(PurseValue::MIN)
        };
        // Mostly what the phase expects, so that random play reaches the final count.
        let plausible = match &state.phase {
            Phase::RoundCard => {
                let cards = state.revealable();
                cards
                    .get(pick(cards.len() + 1))
                    .map(|&card| ColtAction::RevealRoundCard { card })
            }
            Phase::Planning { .. } => Some(if pick(6) == 0 {
                ColtAction::DrawThree
            } else {
                ColtAction::PlayCard
            }),
            Phase::Action { .. } => Some(match pick(4) {
                0 => ColtAction::EndActions,
                _ => ColtAction::ResolveCard,
            }),
            Phase::Event => {
                let affected: Vec<usize> =
                    (0..state.bandits.len()).filter(|_| pick(2) == 0).collect();
                // Mostly a purse each where Deputy asks; sometimes none (a refusal) or
                // the older journals' shape.
                let drops = match pick(4) {
                    0 => None,
                    _ => {
                        let mut drops = Vec::new();
                        for &bandit in &affected {
                            if pick(3) > 0 {
                                let purse = pick(state.bandits[bandit].purses.len() + 1);
                                drops.push(rules::PurseDrop { bandit, purse });
                            }
                        }
                        Some(drops)
                    }
                };
                Some(ColtAction::ApplyEvent { affected, drops })
            }
            Phase::FinalCount { .. } => Some(match pick(6) {
                0 => ColtAction::Reveal,
                5 => ColtAction::ForgetPurse { bandit: pick(n) },
                1 => ColtAction::RemovePurse {
                    bandit: pick(n),
                    index: pick(3),
                },
                2 => ColtAction::SetTally {
                    bandit: pick(n),
                    tally: Tally::ALL[pick(4)],
                    value: u8::try_from(pick(8)).unwrap_or(0),
                },
                _ => ColtAction::EnterPurse {
                    bandit: pick(n),
                    value: purse(pick),
                },
            }),
            Phase::Over { .. } => None,
        };
        match (pick(3), plausible) {
            (0 | 1, Some(action)) => action,
            _ => match pick(9) {
                0 => ColtAction::RecordShot {
                    shooter: pick(n),
                    target: pick(n),
                },
                1 => ColtAction::RecordMarshal { bandit: pick(n) },
                2 => ColtAction::TakeLoot {
                    bandit: pick(n),
                    kind: kind(pick),
                    value: (pick(2) == 0).then(|| purse(pick)),
                },
                3 => ColtAction::LoseLoot {
                    bandit: pick(n),
                    kind: kind(pick),
                    purse: (pick(2) == 0).then(|| pick(3)),
                },
                4 => ColtAction::RecordPunch {
                    puncher: pick(n),
                    victim: pick(n),
                    kind: (pick(3) > 0).then(|| kind(pick)),
                    purse: (pick(3) > 0).then(|| pick(4)),
                },
                5 => ColtAction::PlayCard,
                6 => ColtAction::EndActions,
                7 => ColtAction::Reveal,
                _ => ColtAction::ApplyEvent {
                    affected: vec![pick(n), pick(n)],
                    drops: None,
                },
            },
        }
    }
}
