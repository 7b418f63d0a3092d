//! Colt Express's public face: what the whole table sees (the phones' page). Pure.
//!
//! Face down at the table, so never sent: a purse's value before the reveal (« vous ne
//! pouvez connaître sa valeur »: only how many purses each bandit holds), the values
//! entered on the final count's sheets before the reveal, and the round cards of the
//! rounds not yet reached (Deputy deals all five at the start; each is turned over when
//! its round begins). Public: this round's card, the turn caller's order and current
//! player, bullets fired and received, how many jewels and strongboxes each bandit holds,
//! and after the reveal the standings.

use serde::Serialize;

use crate::core::message::Message;
use crate::core::players::PlayerColour;
use crate::core::public::{Face, Figure, Item, PlayerFace, Public, Seat, Section, Spotlight, Tone};

use super::cards::{CardName, ROUNDS, RoundEvent, TurnKind};
use super::history::turn_kind_id;
use super::rules::{Bandit, ColtExpress, ColtSetup, ColtState, Phase};

/// The phase, as the page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ColtPhase {
    /// The round card is being turned over.
    RoundCard,
    /// Schemin': the cards are played turn by turn.
    Planning,
    /// Stealin': the planned cards are resolved.
    Action,
    /// The round's event.
    Event,
    /// The final count.
    FinalCount,
    /// The reveal: the game is over.
    Over,
}

/// This round's card, turned over at the start of the round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundCardView {
    /// Which card.
    pub card: CardName,
    /// Its turns, in play order.
    pub turns: Vec<TurnKind>,
    /// Its end-of-round event.
    pub event: Option<RoundEvent>,
}

/// One bandit as the whole table sees him.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BanditView {
    /// Which bandit.
    pub bandit: Bandit,
    /// The player (seat) who plays him.
    pub owner: usize,
    /// How many purses he holds (never their values); at the final count, those on his
    /// sheet (entered, and still to enter).
    pub purses: usize,
    /// Jewels held.
    pub jewels: u8,
    /// Strongboxes held.
    pub strongboxes: u8,
    /// Bullets he fired.
    pub fired: u8,
    /// Bullets he received.
    pub received: u8,
    /// His loot's value in dollars, once revealed.
    pub loot: Option<u32>,
}

/// A player's place after the reveal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StandingView {
    /// The player (seat).
    pub seat: usize,
    /// 1-based place (tied players share it).
    pub place: usize,
    /// The loot's value, in dollars.
    pub loot: u32,
    /// The Gunslinger bonus, in dollars.
    pub bonus: u32,
    /// Bullets received.
    pub received: u32,
}

/// Colt Express's public view (the `view` of the page's events for
/// `"game": "colt-express"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColtView {
    /// The round, from 1.
    pub round: usize,
    /// The rounds in a game (5).
    pub rounds: usize,
    /// The phase.
    pub phase: ColtPhase,
    /// This round's card, once turned over.
    pub round_card: Option<RoundCardView>,
    /// The planning turn, from 1.
    pub turn: Option<usize>,
    /// The planning turn's kind.
    pub turn_kind: Option<TurnKind>,
    /// Schemin': the turn caller's order, the seats of this turn's cards in play order;
    /// Stealin': the seats of the round's planned cards, in the order they are resolved.
    pub order: Vec<usize>,
    /// The position in `order` of the card awaited now (to play, or to resolve).
    pub step: Option<usize>,
    /// The player whose card it is now (seat): to play (Schemin') or to resolve next
    /// (Stealin').
    pub current: Option<usize>,
    /// The round's first player (seat).
    pub first: usize,
    /// Cards planned this round, and how many of them are resolved.
    pub planned: usize,
    /// Planned cards resolved (action phase).
    pub resolved: Option<usize>,
    /// The players, in seating order.
    pub players: Vec<Seat>,
    /// The bandits, in the setup's order.
    pub bandits: Vec<BanditView>,
    /// The standings, best first, once revealed.
    pub standings: Vec<StandingView>,
}

impl Public for ColtExpress {
    type View = ColtView;

    fn public(setup: &ColtSetup, state: &ColtState, _peek: bool) -> ColtView {
        colt_view(setup, state)
    }

    fn face(view: &ColtView) -> Face {
        colt_face(view)
    }
}

/// Colt Express's public view of `state`.
#[must_use]
pub fn colt_view(setup: &ColtSetup, state: &ColtState) -> ColtView {
    let (phase, turn, step, standings) = match &state.phase {
        Phase::RoundCard => (ColtPhase::RoundCard, None, None, Vec::new()),
        Phase::Planning { turn, step } => {
            (ColtPhase::Planning, Some(*turn), Some(*step), Vec::new())
        }
        Phase::Action { .. } => (ColtPhase::Action, None, None, Vec::new()),
        Phase::Event => (ColtPhase::Event, None, None, Vec::new()),
        Phase::FinalCount { .. } => (ColtPhase::FinalCount, None, None, Vec::new()),
        Phase::Over { standings, .. } => (
            ColtPhase::Over,
            None,
            None,
            standings
                .iter()
                .map(|s| StandingView {
                    seat: s.seat,
                    place: s.place,
                    loot: s.loot,
                    bonus: s.bonus,
                    received: s.received,
                })
                .collect(),
        ),
    };
    // At the final count the sheets are the books, as the laptop shows them: the counts
    // entered (how many purses, jewels, strongboxes, bullets), never a purse's value
    // before the reveal.
    let (sheets, revealed) = match &state.phase {
        Phase::FinalCount { sheets } => (Some(sheets.as_slice()), false),
        Phase::Over { sheets, .. } => (Some(sheets.as_slice()), true),
        _ => (None, false),
    };
    // Stealin': the planned cards in play order, and whose card is resolved next (the
    // laptop's header names the same player).
    let (order, step, current) = match (&state.phase, turn) {
        (Phase::Action { resolved }, _) => (
            state.planned.iter().map(|p| p.seat).collect(),
            (*resolved < state.planned.len()).then_some(*resolved),
            state.planned.get(*resolved).map(|p| p.seat),
        ),
        (_, Some(t)) => (state.slots(t), step, state.current_seat()),
        (_, None) => (Vec::new(), step, state.current_seat()),
    };
    // Only this round's card: the later ones lie face down in the pile.
    let round_card = state.card().map(|c| RoundCardView {
        card: c.id.card,
        turns: c.turns.clone(),
        event: c.event,
    });
    ColtView {
        round: state.round + 1,
        rounds: ROUNDS,
        phase,
        round_card,
        turn: turn.map(|t| t + 1),
        turn_kind: state.turn_kind(),
        order,
        step,
        current,
        first: state.first,
        planned: state.planned.len(),
        resolved: state.resolved(),
        players: Seat::all(&setup.seating),
        bandits: state
            .bandits
            .iter()
            .enumerate()
            .map(|(i, b)| match sheets.and_then(|sheets| sheets.get(i)) {
                // From the final count on, the count's sheets are the books: the purses
                // held are those entered and those still to enter.
                Some(sheet) => BanditView {
                    bandit: b.bandit,
                    owner: b.owner,
                    purses: sheet.purses.len() + sheet.to_enter(),
                    jewels: sheet.jewels,
                    strongboxes: sheet.strongboxes,
                    fired: sheet.fired,
                    received: sheet.received,
                    loot: revealed.then(|| sheet.loot()),
                },
                None => BanditView {
                    bandit: b.bandit,
                    owner: b.owner,
                    purses: b.purses.len(),
                    jewels: b.jewels,
                    strongboxes: b.strongboxes,
                    fired: b.fired,
                    received: b.received,
                    loot: None,
                },
            })
            .collect(),
        standings,
    }
}

/// The message id of a phase's name.
fn phase_id(phase: ColtPhase) -> &'static str {
    match phase {
        ColtPhase::RoundCard => "colt-express-public-round-card",
        ColtPhase::Planning => "colt-express-phase-planning",
        ColtPhase::Action => "colt-express-phase-action",
        ColtPhase::Event => "colt-express-phase-event",
        ColtPhase::FinalCount => "colt-express-phase-count",
        ColtPhase::Over => "colt-express-phase-over",
    }
}

/// The page's layout of Colt Express's view: the player whose card it is, very large,
/// the turn caller's order, then one card per bandit.
#[must_use]
pub fn colt_face(view: &ColtView) -> Face {
    let player_name = |seat: usize| {
        view.players
            .get(seat)
            .map_or_else(String::new, |p| p.name.clone())
    };
    // The page's players are the bandits; a seat is drawn with its first bandit.
    let bandit_of = |seat: usize| view.bandits.iter().position(|b| b.owner == seat);
    let mut status = vec![
        Message::new("colt-express-summary-round")
            .number("round", view.round as i64)
            .number("rounds", view.rounds as i64),
    ];
    if let Some(card) = &view.round_card {
        status.push(Message::new(card.card.message_id()));
    }
    status.push(Message::new(phase_id(view.phase)));
    let spotlight = match (view.phase, view.current) {
        (ColtPhase::Planning, Some(seat)) => Some(Spotlight {
            label: match (view.turn, view.turn_kind) {
                (Some(turn), Some(kind)) => Message::new("colt-express-turn-title")
                    .number("turn", turn as i64)
                    .message("kind", Message::new(turn_kind_id(kind))),
                _ => Message::new("colt-express-phase-planning"),
            },
            value: player_name(seat).into(),
            tone: Tone::Accent,
        }),
        (ColtPhase::Action, Some(seat)) => Some(Spotlight {
            label: Message::new("colt-express-public-resolve-next")
                .number("card", (view.resolved.unwrap_or(0) + 1) as i64)
                .number("cards", view.planned as i64),
            value: player_name(seat).into(),
            tone: Tone::Accent,
        }),
        (ColtPhase::Action, None) => Some(Spotlight {
            label: Message::new("colt-express-public-resolved"),
            value: format!("{} / {}", view.resolved.unwrap_or(0), view.planned).into(),
            tone: Tone::Accent,
        }),
        (ColtPhase::Over, _) => {
            let winners: Vec<String> = view
                .standings
                .iter()
                .filter(|s| s.place == 1)
                .map(|s| player_name(s.seat))
                .collect();
            Some(Spotlight {
                label: Message::new("colt-express-public-winner"),
                value: winners.join(", ").into(),
                tone: Tone::Accent,
            })
        }
        _ => None,
    };
    let prompt = match view.phase {
        ColtPhase::Event => view
            .round_card
            .as_ref()
            .and_then(|c| c.event)
            .map(|e| Message::new(e.rule_id())),
        ColtPhase::FinalCount => Some(Message::new("colt-express-public-counting")),
        _ => None,
    };
    let players = view
        .bandits
        .iter()
        .map(|b| {
            let owner = view.players.get(b.owner);
            let mut figures = vec![
                Figure::new("colt-express-public-purses", b.purses),
                Figure::new("colt-express-public-jewels", b.jewels),
                Figure::new("colt-express-public-strongboxes", b.strongboxes),
                Figure::new("colt-express-public-fired", b.fired),
                Figure::new("colt-express-public-received", b.received),
            ];
            if let Some(loot) = b.loot {
                figures.push(Figure::message(
                    "colt-express-public-loot",
                    Message::new("colt-express-dollars").number("value", i64::from(loot)),
                ));
            }
            let seat = owner.cloned().unwrap_or(Seat {
                name: String::new(),
                colour: PlayerColour::White,
                badge: String::new(),
            });
            PlayerFace {
                detail: Some(b.bandit.name().into()),
                figures,
                ..PlayerFace::new(&seat)
            }
        })
        .collect();
    let mut sections = Vec::new();
    // Stealin': the next few cards to resolve (a round plans up to twenty).
    let shown = if view.phase == ColtPhase::Action {
        view.step.unwrap_or(view.order.len())..view.order.len().min(view.step.unwrap_or(0) + 6)
    } else {
        0..view.order.len()
    };
    if !shown.is_empty() {
        sections.push(Section::List {
            title: Message::new(if view.phase == ColtPhase::Action {
                "colt-express-public-resolve-order"
            } else {
                "colt-express-public-order"
            }),
            items: view
                .order
                .iter()
                .enumerate()
                .skip(shown.start)
                .take(shown.len())
                .map(|(i, &seat)| Item {
                    player: bandit_of(seat),
                    text: player_name(seat).into(),
                    current: view.step == Some(i),
                })
                .collect(),
        });
    }
    if !view.standings.is_empty() {
        sections.push(Section::List {
            title: Message::new("colt-express-public-standings"),
            items: view
                .standings
                .iter()
                .map(|s| Item {
                    player: bandit_of(s.seat),
                    text: Message::new("colt-express-public-standing")
                        .number("place", s.place as i64)
                        .text("name", player_name(s.seat))
                        .number("total", i64::from(s.loot + s.bonus))
                        .number("bonus", i64::from(s.bonus))
                        .into(),
                    current: s.place == 1,
                })
                .collect(),
        });
    }
    let turn = view
        .current
        .map(|seat| {
            view.bandits
                .iter()
                .enumerate()
                .filter(|(_, b)| b.owner == seat)
                .map(|(i, _)| i)
                .collect()
        })
        .unwrap_or_default();
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
    use crate::core::journal::Journal;
    use crate::core::players::Seating;
    use crate::core::public::Text;
    use crate::games::colt_express::cards::{CardRef, CardSet};
    use crate::games::colt_express::rules::{ColtAction, LootKind, PurseValue};

    fn deck() -> Vec<CardRef> {
        let card = |set, card| CardRef { set, card };
        vec![
            card(CardSet::Small, CardName::AngryMarshal),
            card(CardSet::Small, CardName::TakeItAll),
            card(CardSet::Small, CardName::Braking),
            card(CardSet::Small, CardName::Tunnel),
            card(CardSet::Station, CardName::Pickpocketing),
        ]
    }

    fn journal() -> Journal<ColtExpress> {
        Journal::new(ColtSetup {
            seating: Seating::from_names(&["Ann", "Bob", "Cy", "Di"]),
            bandits: vec![Bandit::Belle, Bandit::Cheyenne, Bandit::Doc, Bandit::Tuco],
            deck: deck(),
        })
        .expect("valid setup")
    }

    fn act(j: &mut Journal<ColtExpress>, action: ColtAction) {
        j.act(action.clone())
            .unwrap_or_else(|r| panic!("{action:?} refused: {r:?}"));
    }

    fn view(j: &Journal<ColtExpress>) -> ColtView {
        ColtExpress::public(j.setup(), j.state(), false)
    }

    /// Plays every card and resolves it, applying no event, until `stop` holds.
    fn play_until(j: &mut Journal<ColtExpress>, stop: impl Fn(&ColtState) -> bool) {
        for _ in 0..1_000 {
            if stop(j.state()) {
                return;
            }
            let action = match &j.state().phase {
                Phase::Planning { .. } => ColtAction::PlayCard,
                Phase::Action { resolved } if *resolved < j.state().planned.len() => {
                    ColtAction::ResolveCard
                }
                Phase::Action { .. } => ColtAction::EndActions,
                Phase::Event => {
                    serde_json::from_value(serde_json::json!({ "apply_event": { "affected": [] } }))
                        .expect("an action")
                }
                other => panic!("cannot go on from {other:?}"),
            };
            act(j, action);
        }
        panic!("never reached the state asked for");
    }

    #[test]
    fn the_page_follows_the_turn_caller_and_the_books() {
        let mut j = journal();
        let v = view(&j);
        assert_eq!((v.round, v.phase), (1, ColtPhase::Planning));
        assert_eq!(
            v.round_card.as_ref().map(|c| c.card),
            Some(CardName::AngryMarshal)
        );
        assert_eq!((v.turn, v.turn_kind), (Some(1), Some(TurnKind::Normal)));
        assert_eq!(v.order, [0, 1, 2, 3]);
        assert_eq!((v.step, v.current), (Some(0), Some(0)));
        let face = colt_face(&v);
        assert_eq!(face.turn, [0]);
        assert_eq!(
            face.spotlight.map(|s| s.value),
            Some(Text::Plain("Ann".into()))
        );
        act(&mut j, ColtAction::PlayCard);
        assert_eq!(view(&j).current, Some(1), "Bob plays next");

        play_until(&mut j, |s| matches!(s.phase, Phase::Action { .. }));
        act(
            &mut j,
            ColtAction::RecordShot {
                shooter: 3,
                target: 0,
            },
        );
        act(
            &mut j,
            ColtAction::TakeLoot {
                bandit: 2,
                kind: LootKind::Strongbox,
                value: None,
            },
        );
        let v = view(&j);
        assert_eq!((v.bandits[3].fired, v.bandits[0].received), (1, 1));
        assert_eq!(v.bandits[2].strongboxes, 1);
        let face = colt_face(&v);
        assert_eq!(face.players[2].detail, Some(Text::Plain("Doc".into())));
        assert_eq!(face.players[3].figures[3].value, Text::from("1"));
    }

    /// The spec's worked example of the final count (`colt-express.md`), to the reveal.
    #[test]
    fn the_page_shows_the_standings_only_after_the_reveal() {
        let mut j = journal();
        play_until(&mut j, |s| matches!(s.phase, Phase::FinalCount { .. }));
        assert!(view(&j).standings.is_empty());
        let tally = |j: &mut Journal<ColtExpress>, bandit, tally, value| {
            act(
                j,
                ColtAction::SetTally {
                    bandit,
                    tally,
                    value,
                },
            );
        };
        use crate::games::colt_express::rules::Tally;
        tally(&mut j, 0, Tally::Jewels, 1);
        tally(&mut j, 0, Tally::Fired, 3);
        tally(&mut j, 0, Tally::Received, 2);
        // The page shows the counts entered, as the laptop's sheet does (never a purse's
        // value before the reveal).
        let v = view(&j);
        assert_eq!(
            (
                v.bandits[0].jewels,
                v.bandits[0].fired,
                v.bandits[0].received
            ),
            (1, 3, 2),
            "the count's figures, as entered"
        );
        assert_eq!(v.bandits[0].loot, None);
        tally(&mut j, 1, Tally::Fired, 5);
        tally(&mut j, 1, Tally::Received, 4);
        tally(&mut j, 2, Tally::Strongboxes, 1);
        tally(&mut j, 2, Tally::Fired, 5);
        tally(&mut j, 2, Tally::Received, 1);
        tally(&mut j, 3, Tally::Fired, 2);
        tally(&mut j, 3, Tally::Received, 3);
        assert!(view(&j).standings.is_empty(), "nothing before the reveal");
        act(&mut j, ColtAction::Reveal);
        let v = view(&j);
        assert_eq!(v.phase, ColtPhase::Over);
        let first = v.standings[0];
        assert_eq!(
            (first.seat, first.place, first.bonus),
            (2, 1, 1000),
            "Doc first"
        );
        assert_eq!(
            v.bandits[2].fired, 5,
            "the count's figures are the books now"
        );
        assert_eq!(v.bandits[2].loot, Some(1250));
        let face = colt_face(&v);
        assert_eq!(
            face.players[2].figures[5].value,
            Text::Message(Message::new("colt-express-dollars").number("value", 1250))
        );
        assert_eq!(
            face.spotlight.map(|s| s.value),
            Some(Text::Plain("Cy".into()))
        );
    }

    #[test]
    fn purse_values_and_later_round_cards_are_never_sent() {
        let take = |value: u32| {
            let mut j = journal();
            play_until(&mut j, |s| matches!(s.phase, Phase::Action { .. }));
            act(
                &mut j,
                ColtAction::TakeLoot {
                    bandit: 1,
                    kind: LootKind::Purse,
                    value: PurseValue::new(value),
                },
            );
            j
        };
        let (a, b) = (take(450), take(300));
        assert_ne!(a.state(), b.state(), "the books know the values");
        let json_a = serde_json::to_string(&view(&a)).expect("serialises");
        let json_b = serde_json::to_string(&view(&b)).expect("serialises");
        assert_eq!(json_a, json_b, "the page cannot tell the purses apart");
        assert!(
            !json_a.contains("450") && !json_a.contains("250"),
            "{json_a}"
        );
        // Round 1's card only: Take It All, Braking and the station lie face down.
        for hidden in ["take-it-all", "braking", "pickpocketing"] {
            assert!(!json_a.contains(hidden), "{hidden} in {json_a}");
        }
        assert_eq!(
            view(&a).bandits[1].purses,
            2,
            "the starting purse and this one"
        );
    }
}
