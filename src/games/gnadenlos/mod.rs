//! Gnadenlos! (Kosmos, 2001, Klaus Teuber; 3 to 4 players): Deputy is the bank, the
//! payday market and its die, the vultures, the undertaker and the hats.
//!
//! `rules`, `history` and `cues` are pure; only `ui` draws (with `ui::take_over`, Setup's
//! form for a game begun without Deputy).

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
use crate::core::pips::Pips;
use crate::core::players::Seating;
use crate::host::{Entry, GameDef, HelpSection, Strings};
use crate::services::chance::Chance;
use crate::services::sounds::SoundSet;

pub use rules::{
    DebtValue, EventKind, Gnadenlos, GnadenlosAction, GnadenlosEvent, GnadenlosOptions,
    GnadenlosRefusal, GnadenlosSetup, GnadenlosState, MarketCard, Phase, UnderWay,
};

/// Gnadenlos! in the registry.
pub static ENTRY: Entry<GnadenlosGame> = Entry::new();

/// Gnadenlos! as the host plays it.
#[derive(Clone, Copy, Debug, Default)]
pub struct GnadenlosGame;

/// What Deputy remembers of Gnadenlos!: the box values and variants last chosen, and a
/// game to take over while it is being entered (cleared once that game starts).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GnadenlosPrefs {
    /// The box values and variants last chosen at Setup.
    pub options: GnadenlosOptions,
    /// A game begun without Deputy, as entered on Setup's form.
    pub take_over: TakeOverForm,
}

/// A game begun without Deputy, as entered on Setup's "take over" form: each seat's
/// books, the undertaker and the market laid card by card. [`TakeOverForm::under_way`]
/// turns it into the setup's [`UnderWay`], which the rules check.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TakeOverForm {
    /// Take over a game under way (off: a new game).
    pub on: bool,
    /// Each seat's books, in seating order. It may hold more entries than there are
    /// players: a seat removed on Setup keeps what was entered for it.
    pub seats: Vec<SeatBooks>,
    /// The undertaker's steps toward RIP.
    pub undertaker: u8,
    /// The event cards already flipped from the deck in play (0 to 6).
    pub events_flipped: u32,
    /// The market, in placement order.
    pub market: Vec<MarketCard>,
    /// The card the next click on the grid lays: its owner's seat…
    pub lay_owner: usize,
    /// …and its value, 0 to 4.
    pub lay_value: u8,
}

/// One seat's books on the "take over" form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeatBooks {
    /// Nuggets.
    pub nuggets: u32,
    /// Vultures.
    pub vultures: u8,
    /// The hat's space (`None`: the start space).
    pub hat: Option<u8>,
    /// Adventurer cards in hand.
    pub adventurers: u8,
    /// Debt cards in hand per value (`None`: the colour's cards not in the market).
    pub hand: Option<rules::DebtCounts>,
}

impl Default for SeatBooks {
    fn default() -> Self {
        Self {
            nuggets: rules::START_NUGGETS,
            vultures: 0,
            hat: None,
            adventurers: rules::START_ADVENTURERS,
            hand: None,
        }
    }
}

impl TakeOverForm {
    /// Seat `i`'s books as entered (the defaults if nothing was).
    #[must_use]
    pub fn seat(&self, i: usize) -> SeatBooks {
        self.seats.get(i).cloned().unwrap_or_default()
    }

    /// Seat `i`'s books to edit (created with the defaults).
    pub fn seat_mut(&mut self, i: usize) -> &mut SeatBooks {
        if self.seats.len() <= i {
            self.seats.resize(i + 1, SeatBooks::default());
        }
        &mut self.seats[i]
    }

    /// The table to take over with `players` players: every list one entry per player,
    /// a hand not entered being the colour's cards not in the market.
    #[must_use]
    pub fn under_way(&self, options: &GnadenlosOptions, players: usize) -> UnderWay {
        let market_only = UnderWay::new(self.market.clone(), Vec::new());
        let seats: Vec<SeatBooks> = (0..players).map(|i| self.seat(i)).collect();
        UnderWay {
            market: self.market.clone(),
            nuggets: seats.iter().map(|s| s.nuggets).collect(),
            hands: seats
                .iter()
                .enumerate()
                .map(|(i, s)| s.hand.unwrap_or_else(|| market_only.hand(i, options)))
                .collect(),
            adventurers: seats.iter().map(|s| s.adventurers).collect(),
            vultures: seats.iter().map(|s| s.vultures).collect(),
            hats: seats
                .iter()
                .map(|s| s.hat.unwrap_or(options.start_space))
                .collect(),
            undertaker: self.undertaker,
            events_flipped: self.events_flipped,
        }
    }
}

/// Gnadenlos!'s voice lines and effects (`sounds/lines/gnadenlos.txt`,
/// `sounds/effects/gnadenlos.sh`).
pub const SOUNDS: SoundSet = crate::sound_set!(
    "gnadenlos",
    voices: [
        "payday", "column", "pays", "cannot_pay", "empty_column", "gold_rush", "high_noon",
        "poker", "game_over",
    ],
    fx: ["die_roll", "vulture"],
);

impl GameDef for GnadenlosGame {
    type Rules = Gnadenlos;
    type Prefs = GnadenlosPrefs;
    type View = ui::GnadenlosView;

    const ICON_PNG: &'static [u8] = include_bytes!("../../../icons/gnadenlos.png");
    const DESCRIPTION: &'static str = "gnadenlos-description";
    const STRINGS: Strings = Strings {
        en: include_str!("en.ftl"),
        fr: include_str!("fr.ftl"),
    };
    const SOUNDS: SoundSet = SOUNDS;
    const HELP: &'static [HelpSection] = &[
        HelpSection {
            title: "gnadenlos-help-goal-title",
            body: "gnadenlos-help-goal",
        },
        HelpSection {
            title: "gnadenlos-help-setup-title",
            body: "gnadenlos-help-setup",
        },
        HelpSection {
            title: "gnadenlos-help-event-title",
            body: "gnadenlos-help-event",
        },
        HelpSection {
            title: "gnadenlos-help-prestige-title",
            body: "gnadenlos-help-prestige",
        },
        HelpSection {
            title: "gnadenlos-help-recruitment-title",
            body: "gnadenlos-help-recruitment",
        },
        HelpSection {
            title: "gnadenlos-help-payday-title",
            body: "gnadenlos-help-payday",
        },
        HelpSection {
            title: "gnadenlos-help-end-title",
            body: "gnadenlos-help-end",
        },
    ];

    /// Checks the options and draws the order of the debt cards handed in (each
    /// player's 1 and 2), which the setup keeps; with the "take over" form on, the setup
    /// holds the table entered there instead, checked by the rules (the first problem is
    /// the sentence Setup shows).
    fn setup(
        seating: Seating,
        prefs: &GnadenlosPrefs,
        chance: &mut dyn Chance,
    ) -> Result<GnadenlosSetup, Message> {
        prefs
            .options
            .check()
            .map_err(rules::OptionsProblem::message)?;
        seating
            .validate(rules::MIN_PLAYERS, rules::MAX_PLAYERS)
            .map_err(|e| e.message())?;
        let len = 2 * seating.players.len();
        let opening_market = match chance.draw(&Draw::Shuffle { len }) {
            Drawn::Order(order) => order,
            _ => (0..len).collect(),
        };
        let take_over = &prefs.take_over;
        let under_way = take_over
            .on
            .then(|| take_over.under_way(&prefs.options, seating.players.len()));
        let setup = GnadenlosSetup {
            seating,
            options: prefs.options.clone(),
            opening_market,
            under_way,
        };
        <Gnadenlos as crate::core::game::Rules>::start(&setup).map_err(|r| r.message())?;
        Ok(setup)
    }

    /// A game taken over is entered for one game: the next Setup offers a new one.
    fn after_start(prefs: &mut GnadenlosPrefs) {
        prefs.take_over = TakeOverForm::default();
    }

    fn cues(before: &GnadenlosState, events: &[GnadenlosEvent]) -> Vec<Cue> {
        cues::cues(before, events)
    }

    fn arbitrary_action(
        state: &GnadenlosState,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> GnadenlosAction {
        let n = state.players.len();
        let face = |pick: &mut dyn FnMut(usize) -> usize| {
            Pips::new(u8::try_from(pick(6)).unwrap_or(0) + 1).unwrap_or(Pips::MIN)
        };
        let small =
            |pick: &mut dyn FnMut(usize) -> usize, n: usize| u8::try_from(pick(n)).unwrap_or(0);
        // Mostly what the phase waits for; sometimes anything (a refusal to test).
        let wild = pick(10) == 0;
        let phase = if wild { pick(7) } else { usize::MAX };
        match (&state.phase, phase) {
            (Phase::Event, usize::MAX) | (_, 0) => {
                let kind = match pick(3) {
                    0 => EventKind::GoldRush {
                        first: small(pick, 7),
                        second: small(pick, 4),
                    },
                    1 => EventKind::HighNoon,
                    _ => EventKind::Poker,
                };
                let strengths = (0..n + usize::from(pick(20) == 0))
                    .map(|i| {
                        let holds = state.players.get(i).is_some_and(|b| b.adventurers > 0);
                        (holds != (pick(20) == 0)).then(|| face(pick))
                    })
                    .collect();
                GnadenlosAction::ResolveEvent { kind, strengths }
            }
            (Phase::HighNoonPicks { .. }, usize::MAX) | (_, 1) => {
                let len = state.market.len().max(1) + 1;
                let take = if pick(8) == 0 { pick(3) } else { 2 };
                GnadenlosAction::PickCards {
                    slots: (0..take).map(|_| pick(len)).collect(),
                }
            }
            (Phase::Prestige, usize::MAX) | (_, 2) => GnadenlosAction::BuyPrestige {
                nuggets: small(pick, 7),
            },
            (Phase::RecruitmentChoice, usize::MAX) | (_, 3) => {
                if pick(3) == 0 {
                    GnadenlosAction::SkipRecruitment
                } else {
                    GnadenlosAction::StartRecruitment {
                        revealed: small(pick, n + 1),
                    }
                }
            }
            (Phase::Bidding { .. }, usize::MAX) | (_, 4) => {
                if pick(6) == 0 {
                    GnadenlosAction::Pass
                } else {
                    let most = if pick(10) == 0 { 4 } else { 3 };
                    let count = 1 + pick(most);
                    GnadenlosAction::Bid {
                        cards: (0..count)
                            .map(|_| DebtValue::new(small(pick, 5)).unwrap_or(DebtValue::ZERO))
                            .collect(),
                    }
                }
            }
            _ => GnadenlosAction::RollDie { face: face(pick) },
        }
    }
}
