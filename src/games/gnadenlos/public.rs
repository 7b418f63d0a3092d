//! Gnadenlos!'s public face: what the whole table sees (the phones' page). Pure.
//!
//! Face down at the table, so never sent: the values of the debt cards in the market
//! (« au hasard »: only the owners' colours show), unless the operator has "Peek at the
//! values" on for the whole table; and what each player holds in hand (only how many
//! debt cards). Public: nuggets, vultures, hats, adventurer counts, the undertaker, the
//! sums bid at a recruitment (said aloud), and the cards a payday reveals (they leave
//! the market face up).

use serde::Serialize;

use crate::core::message::Message;
use crate::core::public::{
    Cell, Face, Figure, Item, PlayerFace, Public, Seat, Section, Spotlight, Tag, Tone,
};

use super::rules::{
    COLUMNS, EVENT_CARDS, EndReason, Gnadenlos, GnadenlosSetup, GnadenlosState, LAST_VULTURE, Phase,
};

/// The phase of the active player's turn, as the page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GnadenlosPhase {
    /// The event card.
    Event,
    /// High Noon's winners take cards back from the market.
    HighNoonPicks,
    /// Prestige.
    Prestige,
    /// Recruit or not.
    Recruitment,
    /// The bids of a recruitment.
    Bidding,
    /// Payday: the die.
    Payday,
    /// The game is over.
    Over,
}

/// One player as the whole table sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GnadenlosPlayerView {
    /// Name, colour and badge.
    #[serde(flatten)]
    pub seat: Seat,
    /// Nuggets.
    pub nuggets: u32,
    /// Vultures, 0 to 3.
    pub vultures: u8,
    /// The hat's space on the prestige track.
    pub hat: u8,
    /// Adventurer cards in hand.
    pub adventurers: u8,
    /// How many debt cards the player holds (not their values).
    pub debt_cards: u32,
}

/// A debt card in the market: its owner's colour shows, its value only with peek.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MarketCardView {
    /// The owner (player index).
    pub owner: usize,
    /// The value, only while the operator peeks for the whole table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<u8>,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GnadenlosEnd {
    /// This player's hat reached the finish.
    Finish {
        /// The player.
        player: usize,
    },
    /// The undertaker reached RIP.
    Undertaker,
    /// This player took a third vulture.
    ThirdVulture {
        /// The player.
        player: usize,
    },
}

/// A bid of the recruitment in progress: the sum said aloud, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BidView {
    /// The bidder.
    pub player: usize,
    /// The sum (`None`: a pass).
    pub sum: Option<u32>,
}

/// Gnadenlos!'s public view (the `view` of the page's events for `"game": "gnadenlos"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GnadenlosView {
    /// The turn, from 1.
    pub turn: u32,
    /// The active player (who holds the revolver).
    pub active: usize,
    /// The phase.
    pub phase: GnadenlosPhase,
    /// Who must act now (the picker at High Noon, the bidder), if not the active one.
    pub acting: Option<usize>,
    /// Event cards flipped so far.
    pub events_flipped: u32,
    /// The undertaker's steps, and the steps to RIP.
    pub undertaker: (u8, u8),
    /// The finish space of the prestige track.
    pub finish: u8,
    /// The market in placement order: slot `i` lies in column `i mod 6 + 1`, row
    /// `i div 6 + 1`; `None` is a hole.
    pub market: Vec<Option<MarketCardView>>,
    /// The rows counted toward payday, and the rows a payday needs (the players).
    pub rows: (usize, usize),
    /// Whether the market's values are shown (the operator's peek).
    pub peek: bool,
    /// The bids of the recruitment in progress.
    pub bids: Vec<BidView>,
    /// The winners, once the game is over.
    pub winners: Vec<usize>,
    /// Why the game ended, once it is over.
    pub end: Option<GnadenlosEnd>,
    /// The players, in seating order.
    pub players: Vec<GnadenlosPlayerView>,
}

impl Public for Gnadenlos {
    type View = GnadenlosView;

    fn public(setup: &GnadenlosSetup, state: &GnadenlosState, peek: bool) -> GnadenlosView {
        gnadenlos_view(setup, state, peek)
    }

    fn face(view: &GnadenlosView) -> Face {
        gnadenlos_face(view)
    }
}

/// Gnadenlos!'s public view of `state`; the market's values only with `peek`.
#[must_use]
pub fn gnadenlos_view(setup: &GnadenlosSetup, state: &GnadenlosState, peek: bool) -> GnadenlosView {
    let (phase, acting, winners) = match &state.phase {
        Phase::Event => (GnadenlosPhase::Event, None, Vec::new()),
        Phase::HighNoonPicks { .. } => (
            GnadenlosPhase::HighNoonPicks,
            state.picker().map(|(p, _)| p),
            Vec::new(),
        ),
        Phase::Prestige => (GnadenlosPhase::Prestige, None, Vec::new()),
        Phase::RecruitmentChoice => (GnadenlosPhase::Recruitment, None, Vec::new()),
        Phase::Bidding { .. } => (GnadenlosPhase::Bidding, state.bidder(), Vec::new()),
        Phase::Payday => (GnadenlosPhase::Payday, None, Vec::new()),
        Phase::Over { winners, .. } => (GnadenlosPhase::Over, None, winners.clone()),
    };
    let end = match &state.phase {
        Phase::Over { reason, .. } => Some(match *reason {
            EndReason::Finish(player) => GnadenlosEnd::Finish { player },
            EndReason::Undertaker => GnadenlosEnd::Undertaker,
            EndReason::ThirdVulture(player) => GnadenlosEnd::ThirdVulture { player },
        }),
        _ => None,
    };
    let bids = match &state.phase {
        Phase::Bidding { bids, .. } => bids
            .iter()
            .map(|b| BidView {
                player: b.player,
                sum: b.sum(),
            })
            .collect(),
        _ => Vec::new(),
    };
    GnadenlosView {
        turn: state.turn,
        active: state.active,
        phase,
        acting,
        events_flipped: state.events_flipped,
        undertaker: (state.undertaker, state.options.undertaker_spaces),
        finish: state.options.finish(),
        market: state
            .market
            .iter()
            .map(|slot| {
                slot.map(|card| MarketCardView {
                    owner: card.owner,
                    value: peek.then_some(card.value.get()),
                })
            })
            .collect(),
        rows: (state.rows(), state.players.len()),
        peek,
        bids,
        winners,
        end,
        players: state
            .players
            .iter()
            .zip(Seat::all(&setup.seating))
            .map(|(b, seat)| GnadenlosPlayerView {
                seat,
                nuggets: b.nuggets,
                vultures: b.vultures,
                hat: b.hat,
                adventurers: b.adventurers,
                debt_cards: b.cards_in_hand(),
            })
            .collect(),
    }
}

/// The message id of a phase's name.
fn phase_id(phase: GnadenlosPhase) -> &'static str {
    match phase {
        GnadenlosPhase::Event => "gnadenlos-phase-event",
        GnadenlosPhase::HighNoonPicks => "gnadenlos-phase-picks",
        GnadenlosPhase::Prestige => "gnadenlos-phase-prestige",
        GnadenlosPhase::Recruitment | GnadenlosPhase::Bidding => "gnadenlos-phase-recruitment",
        GnadenlosPhase::Payday => "gnadenlos-phase-payday",
        GnadenlosPhase::Over => "gnadenlos-phase-over",
    }
}

/// The page's layout of Gnadenlos!'s view: the players' books, then the market face
/// down under the die's columns.
#[must_use]
pub fn gnadenlos_face(view: &GnadenlosView) -> Face {
    let name = |i: usize| {
        view.players
            .get(i)
            .map_or_else(String::new, |p| p.seat.name.clone())
    };
    let names = |ps: &[usize]| ps.iter().map(|&p| name(p)).collect::<Vec<_>>().join(", ");
    let over = view.phase == GnadenlosPhase::Over;
    let status = vec![
        Message::new("gnadenlos-public-turn").number("turn", i64::from(view.turn)),
        // The phase as the laptop's header names it (the event card counted in its deck).
        if view.phase == GnadenlosPhase::Event {
            Message::new("gnadenlos-phase-event-card")
                .number("card", i64::from(view.events_flipped % EVENT_CARDS + 1))
        } else {
            Message::new(phase_id(view.phase))
        },
        Message::new("gnadenlos-undertaker")
            .number("steps", i64::from(view.undertaker.0))
            .number("rip", i64::from(view.undertaker.1)),
    ];
    let spotlight = if over {
        Some(Spotlight {
            label: Message::new("gnadenlos-public-winners"),
            value: names(&view.winners).into(),
            tone: Tone::Accent,
        })
    } else if view.phase == GnadenlosPhase::Payday {
        // As the laptop's market says: the rows are counted again when the payday ends,
        // so a count now would read as its end.
        Some(Spotlight {
            label: Message::new("gnadenlos-public-rows"),
            value: Message::new("gnadenlos-rows-payday").into(),
            tone: Tone::Accent,
        })
    } else {
        Some(Spotlight {
            label: Message::new("gnadenlos-public-rows"),
            value: format!("{} / {}", view.rows.0, view.rows.1).into(),
            tone: if view.rows.0 >= view.rows.1 {
                Tone::Accent
            } else {
                Tone::Plain
            },
        })
    };
    // Whose turn, as the laptop's header names it: the revolver's holder (the prompt
    // names who picks or bids now).
    let turn = (!over).then_some(view.active).into_iter().collect();
    let prompt = if let Some(end) = view.end {
        Some(match end {
            GnadenlosEnd::Finish { player } => {
                Message::new("gnadenlos-end-finish").text("name", name(player))
            }
            GnadenlosEnd::Undertaker => Message::new("gnadenlos-end-undertaker"),
            GnadenlosEnd::ThirdVulture { player } => {
                Message::new("gnadenlos-end-vulture").text("name", name(player))
            }
        })
    } else if over {
        None
    } else {
        Some(match (view.phase, view.acting) {
            (GnadenlosPhase::HighNoonPicks, Some(p)) => {
                Message::new("gnadenlos-public-picks").text("name", name(p))
            }
            (GnadenlosPhase::Bidding, Some(p)) => {
                Message::new("gnadenlos-public-bids").text("name", name(p))
            }
            _ => Message::new("gnadenlos-public-revolver").text("name", name(view.active)),
        })
    };
    let players =
        view.players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let mut tags = Vec::new();
                if i == view.active && !over {
                    tags.push(Tag::new(Message::new("gnadenlos-revolver"), Tone::Accent));
                }
                if view.winners.contains(&i) {
                    tags.push(Tag::new(
                        Message::new("gnadenlos-public-winner"),
                        Tone::Accent,
                    ));
                }
                if let Some(bid) = view.bids.iter().find(|b| b.player == i) {
                    tags.push(Tag::new(
                        match bid.sum {
                            Some(sum) => Message::new("gnadenlos-history-bid")
                                .text("name", p.seat.name.clone())
                                .number("sum", i64::from(sum)),
                            None => Message::new("gnadenlos-history-pass")
                                .text("name", p.seat.name.clone()),
                        },
                        Tone::Plain,
                    ));
                }
                PlayerFace {
                    tags,
                    figures: vec![
                        Figure::new("gnadenlos-public-nuggets", p.nuggets),
                        Figure::of("gnadenlos-public-vultures", p.vultures, LAST_VULTURE),
                        Figure::of("gnadenlos-public-hat", p.hat, view.finish),
                        Figure::new("gnadenlos-public-adventurers", p.adventurers),
                        Figure::new("gnadenlos-public-debts", p.debt_cards),
                    ],
                    ..PlayerFace::new(&p.seat)
                }
            })
            .collect();
    let rows = view
        .market
        .chunks(COLUMNS)
        .map(|row| {
            let mut cells: Vec<Option<Cell>> = row
                .iter()
                .map(|slot| {
                    slot.map(|card| Cell {
                        owner: card.owner,
                        value: card.value.map(|v| v.to_string()),
                    })
                })
                .collect();
            cells.resize(COLUMNS, None);
            cells
        })
        .collect();
    let mut sections = vec![Section::Grid {
        title: Message::new(if view.peek {
            "gnadenlos-public-market-peek"
        } else {
            "gnadenlos-public-market"
        }),
        columns: (1..=COLUMNS).map(|c| c.to_string()).collect(),
        rows,
    }];
    if over {
        let mut order: Vec<usize> = (0..view.players.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(view.players[i].hat));
        sections.push(Section::List {
            title: Message::new("gnadenlos-public-standings"),
            items: order
                .into_iter()
                .map(|i| Item {
                    player: Some(i),
                    text: Message::new("gnadenlos-public-standing")
                        .text("name", name(i))
                        .number("space", i64::from(view.players[i].hat))
                        .number("vultures", i64::from(view.players[i].vultures))
                        .into(),
                    current: view.winners.contains(&i),
                })
                .collect(),
        });
    }
    Face {
        status,
        spotlight,
        turn,
        prompt,
        players,
        sections,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Rules;
    use crate::core::pips::Pips;
    use crate::core::players::Seating;
    use crate::games::gnadenlos::rules::{
        DebtValue, GnadenlosAction, GnadenlosOptions, MarketCard,
    };

    fn setup() -> GnadenlosSetup {
        GnadenlosSetup {
            seating: Seating::from_names(&["A", "B", "C"]),
            options: GnadenlosOptions::default(),
            opening_market: (0..6).collect(),
            under_way: None,
        }
    }

    /// The spec's payday example: 3 players, this market, nuggets A 3, B 1, C 5.
    fn at_payday(values: &[(usize, u8)]) -> GnadenlosState {
        let mut s = Gnadenlos::start(&setup()).expect("start");
        s.market = values
            .iter()
            .map(|&(owner, v)| {
                Some(MarketCard {
                    owner,
                    value: DebtValue::new(v).expect("0 to 4"),
                })
            })
            .collect();
        for (b, n) in s.players.iter_mut().zip([3, 1, 5]) {
            b.nuggets = n;
        }
        s.phase = Phase::Payday;
        s
    }

    const EXAMPLE: [(usize, u8); 14] = [
        (0, 1),
        (1, 2),
        (2, 1),
        (0, 2),
        (1, 1),
        (2, 2),
        (0, 3),
        (1, 0),
        (2, 2),
        (0, 1),
        (1, 4),
        (2, 3),
        (0, 2),
        (1, 1),
    ];

    fn roll(s: &GnadenlosState, face: u8) -> GnadenlosState {
        let face = Pips::new(face).expect("1 to 6");
        Gnadenlos::apply(s, &GnadenlosAction::RollDie { face })
            .expect("rolled")
            .state
    }

    #[test]
    fn the_page_follows_the_payday_example_with_the_values_face_down() {
        let s = at_payday(&EXAMPLE);
        let v = gnadenlos_view(&setup(), &s, false);
        assert_eq!(v.phase, GnadenlosPhase::Payday);
        assert_eq!(v.rows, (3, 3));
        assert_eq!(v.market.len(), 14);
        assert!(v.market.iter().flatten().all(|c| c.value.is_none()));
        assert_eq!(v.market[10].map(|c| c.owner), Some(1), "B4's colour shows");
        let face = gnadenlos_face(&v);
        let Section::Grid { rows, .. } = &face.sections[0] else {
            panic!("the market grid first");
        };
        assert_eq!(rows.len(), 3);
        assert!(rows.iter().flatten().flatten().all(|c| c.value.is_none()));
        // During the payday the page says so, as the laptop's market does, not a count
        // of rows that would read as its end.
        assert_eq!(
            face.spotlight.map(|s| s.value),
            Some(crate::core::public::Text::Message(Message::new(
                "gnadenlos-rows-payday"
            )))
        );

        // 6, 2, 2, 5: C pays 3, B pays 1, B pays 0, B cannot pay 4 (a vulture).
        let s = [6, 2, 2, 5].iter().fold(s, |s, &f| roll(&s, f));
        let v = gnadenlos_view(&setup(), &s, false);
        let nuggets: Vec<u32> = v.players.iter().map(|p| p.nuggets).collect();
        assert_eq!(nuggets, [3, 0, 2]);
        assert_eq!(v.players[1].vultures, 1);
        assert_eq!(v.market.len(), 10);
        assert_eq!(v.rows, (2, 3));
        assert_eq!(v.phase, GnadenlosPhase::Event);
        assert_eq!(v.active, 1, "the turn passed to B");
        let face = gnadenlos_face(&v);
        assert_eq!(
            face.players[1].figures[1].value,
            crate::core::public::Text::from("1/3")
        );
        assert_eq!(face.turn, [1]);
    }

    #[test]
    fn peek_shows_the_values_to_the_whole_table() {
        let s = at_payday(&EXAMPLE);
        let v = gnadenlos_view(&setup(), &s, true);
        let values: Vec<Option<u8>> = v.market.iter().map(|c| c.and_then(|c| c.value)).collect();
        assert_eq!(values[10], Some(4));
        assert!(values.iter().all(Option::is_some));
    }

    #[test]
    fn the_market_values_are_never_sent_without_peek() {
        // Two markets alike but for their values give the same view, byte for byte.
        let mut other = EXAMPLE;
        for card in &mut other {
            card.1 = 4 - card.1;
        }
        let a = serde_json::to_string(&gnadenlos_view(&setup(), &at_payday(&EXAMPLE), false))
            .expect("serialises");
        let b = serde_json::to_string(&gnadenlos_view(&setup(), &at_payday(&other), false))
            .expect("serialises");
        assert_eq!(a, b);
        assert!(!a.contains("\"value\""), "no value field in {a}");
    }
}
