//! Fast West's public face: what the whole table sees (the phones' page). Pure.
//!
//! Face down at the table, so never sent: the cards not yet flipped (Deputy's deck
//! deals every pile at the start of a round; only how many cards each cowboy has left
//! is public). Public: the card each cowboy shows, the last card flipped, the tokens,
//! the bullet circle and the final duel's result.

use serde::Serialize;

use crate::core::message::Message;
use crate::core::public::{Face, Figure, PlayerFace, Public, Seat, Spotlight, Tag, Tone};

use super::rules::{
    Card, EventKind, FastWest, FastWestSetup, FastWestState, Phase, TOKEN_CAP, Visible, card_name,
};

/// What lies face up in front of a cowboy, as the page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardShown {
    /// No card flipped yet this round.
    Nothing,
    /// A plain cactus.
    Cactus,
    /// A cactus with child.
    Child,
    /// The sheriff, waiting for its outcome.
    Sheriff,
    /// The bandits, waiting for their outcome.
    Bandits,
    /// The Indians, waiting for their outcome.
    Indians,
    /// The cavalry, waiting for its outcome.
    Cavalry,
    /// The Russian roulette, waiting for its outcome.
    Roulette,
    /// An event already resolved, turned to its cowboy face.
    CowboyFace,
}

impl CardShown {
    fn of(visible: Visible) -> Self {
        match visible {
            Visible::Nothing => Self::Nothing,
            Visible::Cactus => Self::Cactus,
            Visible::Child | Visible::Waiting(EventKind::Child) => Self::Child,
            Visible::Waiting(EventKind::Sheriff) => Self::Sheriff,
            Visible::Waiting(EventKind::Bandits) => Self::Bandits,
            Visible::Waiting(EventKind::Indians) => Self::Indians,
            Visible::Waiting(EventKind::Cavalry) => Self::Cavalry,
            Visible::Waiting(EventKind::Roulette) => Self::Roulette,
            Visible::CowboyFace => Self::CowboyFace,
        }
    }

    /// The card's name, as a message.
    #[must_use]
    pub fn name(self) -> Message {
        let event = |kind| card_name(Card::Event(kind));
        match self {
            Self::Nothing => Message::new("fast-west-visible-nothing"),
            Self::Cactus => card_name(Card::Cactus),
            Self::Child => event(EventKind::Child),
            Self::Sheriff => event(EventKind::Sheriff),
            Self::Bandits => event(EventKind::Bandits),
            Self::Indians => event(EventKind::Indians),
            Self::Cavalry => event(EventKind::Cavalry),
            Self::Roulette => event(EventKind::Roulette),
            Self::CowboyFace => Message::new("fast-west-visible-cowboy"),
        }
    }

    fn tone(self) -> Tone {
        match self {
            Self::Nothing | Self::CowboyFace => Tone::Muted,
            Self::Cactus => Tone::Good,
            Self::Child => Tone::Accent,
            _ => Tone::Danger,
        }
    }
}

/// The card shown big: the event waiting for its outcome, else the last card flipped
/// this round, and whose it is (`None` before the round's first flip).
#[must_use]
pub fn shown_card(s: &FastWestState) -> Option<(Visible, usize)> {
    if let Phase::Outcome { flipper, .. } = s.phase {
        return s.visible.get(flipper).map(|&v| (v, flipper));
    }
    let n = s.cowboys.len();
    let last = (s.turn + n - 1) % n;
    match s.visible.get(last) {
        Some(Visible::Nothing) | None => None,
        Some(&v) => Some((v, last)),
    }
}

/// Where a round stands, as the page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FastWestPhase {
    /// The round is being dealt.
    Dealing,
    /// Cards are flipped in turn.
    Flipping,
    /// An event waits for its outcome.
    Outcome,
    /// The final duel: bullets and targets are entered.
    Duel,
    /// The final duel is resolved.
    Over,
}

/// One cowboy as the whole table sees him.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CowboyView {
    /// Name, colour and badge.
    #[serde(flatten)]
    pub seat: Seat,
    /// Tenderfoot tokens.
    pub tokens: u8,
    /// The card face up in front of him.
    pub visible: CardShown,
    /// Cards left to flip in his pile this round (how many, never which).
    pub cards_left: usize,
}

/// The last card flipped, and whose it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LastCard {
    /// The card.
    pub card: CardShown,
    /// The cowboy (player index).
    pub owner: usize,
}

/// Fast West's public view (the `view` of the page's events for `"game": "fast-west"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FastWestView {
    /// The round, from 1.
    pub round: u32,
    /// The phase.
    pub phase: FastWestPhase,
    /// Whose turn it is to flip (player index).
    pub turn: usize,
    /// The last card flipped (or the event waiting for its outcome).
    pub last_card: Option<LastCard>,
    /// The Russian roulette's named number, once named.
    pub roulette_number: Option<u8>,
    /// The bullet circle: numbers 2 to N around number 1.
    pub circle: Vec<u8>,
    /// The winner of the final duel.
    pub winner: Option<usize>,
    /// The cowboys, in seating order.
    pub players: Vec<CowboyView>,
}

impl Public for FastWest {
    type View = FastWestView;

    fn public(setup: &FastWestSetup, state: &FastWestState, _peek: bool) -> FastWestView {
        fast_west_view(setup, state)
    }

    fn face(view: &FastWestView) -> Face {
        fast_west_face(view)
    }
}

/// Fast West's public view of `state`.
#[must_use]
pub fn fast_west_view(setup: &FastWestSetup, state: &FastWestState) -> FastWestView {
    let (phase, roulette_number, winner) = match &state.phase {
        Phase::Dealing => (FastWestPhase::Dealing, None, None),
        Phase::Flipping => (FastWestPhase::Flipping, None, None),
        Phase::Outcome { number, .. } => (FastWestPhase::Outcome, *number, None),
        Phase::Duel => (FastWestPhase::Duel, None, None),
        Phase::Over(result) => (FastWestPhase::Over, None, Some(result.winner)),
    };
    FastWestView {
        round: state.round,
        phase,
        turn: state.turn,
        last_card: shown_card(state).map(|(v, owner)| LastCard {
            card: CardShown::of(v),
            owner,
        }),
        roulette_number,
        circle: state.circle.clone(),
        winner,
        players: state
            .cowboys
            .iter()
            .zip(Seat::all(&setup.seating))
            .enumerate()
            .map(|(i, (c, seat))| CowboyView {
                seat,
                tokens: c.tokens,
                visible: state
                    .visible
                    .get(i)
                    .map_or(CardShown::Nothing, |&v| CardShown::of(v)),
                cards_left: state.left(i),
            })
            .collect(),
    }
}

/// The page's layout of Fast West's view: the last card very large, then every
/// cowboy's card and tokens.
#[must_use]
pub fn fast_west_face(view: &FastWestView) -> Face {
    let name = |i: usize| {
        view.players
            .get(i)
            .map_or_else(String::new, |p| p.seat.name.clone())
    };
    let round = i64::from(view.round);
    let status = match view.phase {
        FastWestPhase::Over => Message::new("fast-west-phase-over")
            .text("name", view.winner.map(name).unwrap_or_default()),
        FastWestPhase::Duel => Message::new("fast-west-phase-duel"),
        _ => Message::new("fast-west-summary-round").number("round", round),
    };
    let spotlight = match (view.phase, view.winner, view.last_card) {
        (FastWestPhase::Over, Some(w), _) => Some(Spotlight {
            label: Message::new("fast-west-public-winner"),
            value: name(w).into(),
            tone: Tone::Accent,
        }),
        (FastWestPhase::Duel, ..) => Some(Spotlight {
            label: Message::new("fast-west-public-duel"),
            value: Message::new("fast-west-duel-title").into(),
            tone: Tone::Danger,
        }),
        (_, _, Some(last)) => Some(Spotlight {
            label: Message::new("fast-west-public-last-card").text("name", name(last.owner)),
            value: last.card.name().into(),
            tone: last.card.tone(),
        }),
        _ => Some(Spotlight {
            label: Message::new("fast-west-public-last-card-none"),
            value: "–".into(),
            tone: Tone::Muted,
        }),
    };
    let prompt = match view.phase {
        FastWestPhase::Flipping => {
            Some(Message::new("fast-west-public-flips").text("name", name(view.turn)))
        }
        FastWestPhase::Outcome => Some(match view.roulette_number {
            Some(n) => Message::new("fast-west-caption-number").number("number", i64::from(n)),
            None => Message::new("fast-west-public-outcome"),
        }),
        FastWestPhase::Dealing => Some(Message::new("fast-west-dealing")),
        FastWestPhase::Duel | FastWestPhase::Over => None,
    };
    let players = view
        .players
        .iter()
        .map(|p| PlayerFace {
            tags: vec![Tag::new(p.visible.name(), p.visible.tone())],
            figures: vec![
                if view.phase == FastWestPhase::Over {
                    Figure::new("fast-west-public-tokens", p.tokens)
                } else {
                    Figure::of("fast-west-public-tokens", p.tokens, TOKEN_CAP)
                },
                Figure::new("fast-west-public-left", p.cards_left),
            ],
            ..PlayerFace::new(&p.seat)
        })
        .collect();
    Face {
        status: vec![status],
        spotlight,
        turn: matches!(view.phase, FastWestPhase::Flipping)
            .then_some(view.turn)
            .into_iter()
            .collect(),
        prompt,
        players,
        sections: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::journal::Journal;
    use crate::core::players::Seating;
    use crate::core::public::Text;
    use crate::games::fast_west::rules::{
        DuelHand, FastWestAction, FastWestOptions, Mode, Outcome,
    };

    fn setup(names: &[&str], mode: Mode) -> FastWestSetup {
        FastWestSetup {
            seating: Seating::from_names(names),
            options: FastWestOptions { mode },
            circle: (2..=names.len() as u8).collect(),
        }
    }

    fn act(j: &mut Journal<FastWest>, action: FastWestAction) {
        j.act(action.clone())
            .unwrap_or_else(|r| panic!("{action:?} refused: {r:?}"));
    }

    fn view(j: &Journal<FastWest>) -> FastWestView {
        FastWest::public(j.setup(), j.state(), false)
    }

    /// The spec's worked example of the final duel (`fast-west.md`), real cards.
    #[test]
    fn the_page_follows_the_worked_example_of_the_final_duel() {
        let mut j = Journal::<FastWest>::new(setup(&["A", "B", "C", "D", "E"], Mode::RealCards))
            .expect("setup");
        let tell = |j: &mut Journal<FastWest>, c| act(j, FastWestAction::TellFlip(c));
        let v = view(&j);
        assert!(v.last_card.is_none());
        assert_eq!(fast_west_face(&v).turn, [0], "A flips first");

        tell(&mut j, Card::Event(EventKind::Bandits));
        let v = view(&j);
        assert_eq!(v.phase, FastWestPhase::Outcome);
        assert_eq!(
            v.last_card,
            Some(LastCard {
                card: CardShown::Bandits,
                owner: 0
            })
        );
        let spot = fast_west_face(&v).spotlight.expect("the card, very large");
        assert_eq!(
            spot.value,
            Text::Message(Message::new("fast-west-kind-bandits"))
        );
        act(
            &mut j,
            FastWestAction::Resolve(Outcome::Bandits {
                losers: vec![0, 1, 2, 3],
            }),
        );
        assert_eq!(view(&j).players[0].visible, CardShown::CowboyFace);
        tell(&mut j, Card::Event(EventKind::Bandits));
        act(
            &mut j,
            FastWestAction::Resolve(Outcome::Bandits {
                losers: vec![0, 1, 3],
            }),
        );
        for slowest in [1, 1, 3] {
            let kind = if slowest == 3 {
                EventKind::Cavalry
            } else {
                EventKind::Sheriff
            };
            tell(&mut j, Card::Event(kind));
            act(
                &mut j,
                FastWestAction::Resolve(Outcome::Slowest { player: slowest }),
            );
        }
        for _ in 0..5 {
            tell(&mut j, Card::Cactus);
        }
        let v = view(&j);
        assert_eq!(v.phase, FastWestPhase::Duel);
        let tokens: Vec<u8> = v.players.iter().map(|p| p.tokens).collect();
        assert_eq!(tokens, [2, 4, 1, 3, 0]);
        assert!(v.players.iter().all(|p| p.visible == CardShown::Cactus));

        let hands = [(3, 1), (1, 0), (5, 0), (2, 4), (4, 3)]
            .iter()
            .map(|&(bullet, target)| DuelHand { bullet, target })
            .collect();
        act(&mut j, FastWestAction::ResolveDuel { hands });
        let v = view(&j);
        assert_eq!((v.phase, v.winner), (FastWestPhase::Over, Some(2)));
        let face = fast_west_face(&v);
        assert_eq!(
            face.players[0].figures[0].value,
            crate::core::public::Text::from("6"),
            "no cap in the duel"
        );
        assert_eq!(
            face.spotlight.map(|s| s.value),
            Some(Text::Plain("C".into()))
        );
    }

    /// A round of Deputy's deck, dealt: the piles lie face down.
    fn dealt() -> Journal<FastWest> {
        let mut j =
            Journal::<FastWest>::new(setup(&["A", "B", "C", "D"], Mode::Deck)).expect("setup");
        let deck: Vec<usize> = (0..32).collect();
        let pile: Vec<usize> = (0..8).collect();
        let mut orders = vec![deck];
        orders.extend(std::iter::repeat_n(pile, 4));
        act(&mut j, FastWestAction::Deal { orders });
        act(&mut j, FastWestAction::Flip);
        j
    }

    #[test]
    fn undealt_cards_are_never_sent() {
        let j = dealt();
        let before = serde_json::to_string(&view(&j)).expect("serialises");
        // The same table with every pile's unflipped cards in another order: the view
        // cannot tell them apart.
        let mut state = j.state().clone();
        for (pile, flipped) in state.piles.iter_mut().zip(&state.flipped) {
            pile[flipped.len()..].reverse();
            pile[flipped.len()..].rotate_left(1);
        }
        assert_ne!(&state, j.state(), "the hidden cards differ");
        let after =
            serde_json::to_string(&FastWest::public(j.setup(), &state, false)).expect("serialises");
        assert_eq!(before, after);
        assert!(!before.contains("pile"), "{before}");
        let v = view(&j);
        assert_eq!(v.players[0].cards_left, 7, "only how many are left");
    }
}
