//! Fast West's rules, as Deputy keeps them. Pure: no UI, sound, randomness, clock or files.
//!
//! Terms (the rule text's words): cowboy « cow-boy » (a player), bullet « balle » (a
//! numbered wooden die, 1 to 8), tenderfoot token « jeton pied tendre », cactus card
//! « carte cactus », event card « carte événement », sheriff « shérif », bandits
//! « bandits », Indians « indiens », cavalry « cavalerie », Russian roulette « roulette
//! russe », cactus with child « cactus avec enfant », the cowboy face of a card « face
//! cow-boy », round « manche », the final duel « duel final ».
//!
//! Deputy is the card deck (or, in the real-cards mode, is told every flip). Readings
//! where the rule text is silent (from `shared/spec/fast-west.md`):
//! - the rule text gives no deal for 3 players: Deputy uses the 4-to-6 column;
//! - rounds 1 to 3 deal from the whole event deck (32 cards, gathered and shuffled);
//!   from round 4 on each player's same 4 cards of round 3 are shuffled again;
//! - each round starts with the first player and with no visible card;
//! - Indians: when nobody holds a bullet, nobody is "the most": everyone takes one;
//! - in the final duel the tokens given come from the supply, not from the giver, and
//!   the cap of 5 does not apply; a tie for the fewest tokens goes to the lowest bullet,
//!   and Deputy says that the bullet broke the tie (history and caption);
//! - a "grabbed too early" while a child is visible costs 1, capped at 5 like every
//!   penalty outside the duel.
//!
//! By topic: `cards.rs` (the cards, the piles and the deal, a flip), `outcome.rs` (an
//! event's outcome and the tokens), `duel.rs` (the final duel); this file keeps the
//! state, the actions, the refusals and events, and `apply`.

use serde::{Deserialize, Serialize};

use crate::core::chance::{Awaited, Draw, Drawn, is_permutation};
use crate::core::game::{Applied, GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::core::players::{Seating, SeatingError};

mod cards;
mod duel;
mod outcome;

pub use cards::{Card, EventKind, Visible, card_name, deal_for, event_deck};
pub use duel::{DuelHand, DuelResult, resolve_duel};
pub use outcome::{Outcome, TokenChange};

/// The fewest cowboys.
pub const MIN_PLAYERS: usize = 3;
/// The most cowboys (and bullets: 8 numbered dice in the box).
pub const MAX_PLAYERS: usize = 8;
/// The most tenderfoot tokens a cowboy holds outside the final duel.
pub const TOKEN_CAP: u8 = 5;
/// Cactus cards in the box.
pub const CACTUS_CARDS: usize = 32;
/// Cards a pile holds from round 3 on (3 cactus + 1 event), reshuffled from round 4.
pub const LATE_PILE: usize = 4;

/// How the cards are flipped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Deputy is the deck: it deals, and Space flips the current cowboy's card.
    #[default]
    Deck,
    /// The group flips its real cards and tells Deputy each flip with one key.
    RealCards,
}

/// The options chosen at setup.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct FastWestOptions {
    /// Deputy's deck, or the real cards.
    pub mode: Mode,
}

/// Everything fixed before the first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FastWestSetup {
    /// Cowboys in clockwise order, and the first player.
    pub seating: Seating,
    /// The options.
    #[serde(default)]
    pub options: FastWestOptions,
    /// The bullet circle: the numbers 2 to N (N = the number of cowboys) in circle
    /// order, drawn at setup; number 1 lies in the centre.
    pub circle: Vec<u8>,
}

/// A cowboy's books.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cowboy {
    /// The name.
    pub name: String,
    /// Tenderfoot tokens « pied tendre » held (0 to 5 outside the final duel).
    pub tokens: u8,
}

/// Where a round stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Waiting for the round's deal (drawn by the shell at once; Deputy's deck only).
    Dealing,
    /// Cards are flipped in turn.
    Flipping,
    /// An event waits for its outcome.
    Outcome {
        /// The event.
        event: EventKind,
        /// The cowboy who flipped it.
        flipper: usize,
        /// The roulette's named number, once drawn or entered.
        number: Option<u8>,
    },
    /// Every visible card is a cactus: bullets and targets are entered.
    Duel,
    /// The final duel is resolved.
    Over(DuelResult),
}

/// The state of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FastWestState {
    /// How the cards are flipped.
    pub mode: Mode,
    /// The cowboys, in seating order.
    pub cowboys: Vec<Cowboy>,
    /// The bullet circle, numbers 2 to N in order (1 in the centre).
    pub circle: Vec<u8>,
    /// The first player of every round.
    pub first: usize,
    /// The round, from 1.
    pub round: u32,
    /// The phase.
    pub phase: Phase,
    /// Whose turn it is to flip.
    pub turn: usize,
    /// This round's piles as dealt, top card first (Deputy's deck; empty piles in the
    /// real-cards mode, where the cards are not known before they are flipped).
    pub piles: Vec<Vec<Card>>,
    /// The cards flipped this round, per cowboy, in order.
    pub flipped: Vec<Vec<Card>>,
    /// The cards of each cowboy's round-3 pile, shuffled again from round 4 on.
    pub kept: Vec<Vec<Card>>,
    /// What lies face up in front of each cowboy.
    pub visible: Vec<Visible>,
}

/// Something a person tells Deputy, or a chance result drawn by the shell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FastWestAction {
    /// The round's deal (drawn by the shell): rounds 1 to 3, the event deck's order then
    /// each pile's; from round 4, each pile's new order.
    Deal {
        /// The permutations drawn ([`Draw::Shuffles`]).
        orders: Vec<Vec<usize>>,
    },
    /// Flips the current cowboy's top card (Deputy's deck).
    Flip,
    /// Tells the card the current cowboy just flipped (real cards).
    TellFlip(Card),
    /// Names the roulette's number (offered at random by Deputy, or chosen).
    NameNumber(u8),
    /// Enters the event's outcome; the tokens are applied.
    Resolve(Outcome),
    /// A cowboy grabbed a bullet while a child was visible: 1 token.
    GrabbedTooEarly {
        /// The cowboy.
        player: usize,
    },
    /// Enters every cowboy's bullet and target, in seat order, and resolves the duel.
    ResolveDuel {
        /// One hand per cowboy.
        hands: Vec<DuelHand>,
    },
}

/// What happened, for cues, captions and history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FastWestEvent {
    /// A round was dealt (or, with real cards, started).
    RoundStarted {
        /// The round.
        round: u32,
    },
    /// A card was flipped.
    Flipped {
        /// The cowboy.
        player: usize,
        /// The card.
        card: Card,
    },
    /// The roulette's number was named.
    NumberNamed(u8),
    /// Tokens changed after an event or a penalty.
    Tokens(Vec<TokenChange>),
    /// Every visible card is a cactus: the final duel, now.
    DuelCalled,
    /// Every pile is empty; the round is over.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// The final duel was resolved.
    DuelResolved(DuelResult),
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FastWestRefusal {
    /// The seating is not valid.
    Seating(SeatingError),
    /// The bullet circle is not the numbers 2 to N once each.
    BadCircle,
    /// No cowboy has this index.
    NoSuchPlayer,
    /// The game is over.
    GameOver,
    /// The deal is being made.
    Dealing,
    /// The deal does not have the shape the round needs.
    BadDeal,
    /// An event waits for its outcome first.
    OutcomeFirst(EventKind),
    /// Nothing waits for an outcome.
    NoEventWaiting,
    /// The outcome given is for another kind of event.
    WrongOutcome(EventKind),
    /// The final duel is on: enter the bullets and targets.
    DuelFirst,
    /// The final duel is not on.
    NoDuel,
    /// Deputy's deck: flips are made with Space, not told.
    DeckMode,
    /// Real cards: tell Deputy which card was flipped.
    RealCardsMode,
    /// The cowboy's pile cannot hold this card this round.
    NotInPile {
        /// The cowboy.
        name: String,
        /// The card told.
        card: Card,
    },
    /// Every card of this kind is already out this round.
    KindUsedUp(EventKind),
    /// A roulette number outside 1 to N.
    NumberOutOfRange {
        /// The number of bullets.
        bullets: u8,
    },
    /// The roulette's number is not named yet.
    NoNumber,
    /// Bandits: with as many bullets as cowboys, at least one cowboy has none or holds 1.
    NoBanditLoser,
    /// A cowboy named twice.
    Repeated(String),
    /// Indians: the cowboys hold more bullets than exist.
    TooManyBullets {
        /// Bullets held in all.
        held: u32,
        /// Bullets on the table.
        bullets: u8,
    },
    /// Indians: not one count per cowboy.
    WrongCount,
    /// No child is visible.
    NoChild,
    /// Duel: not one hand per cowboy.
    HandsMissing,
    /// Duel: the bullet numbers are not 1 to N each once.
    BadBullets {
        /// The number of bullets.
        bullets: u8,
    },
    /// Duel: a cowboy aims at himself.
    AimsAtSelf(String),
    /// Duel: the bullet entered is already another cowboy's (each number is held once).
    BulletTaken {
        /// The number.
        bullet: u8,
        /// The cowboy already holding it.
        name: String,
    },
}

impl Refusal for FastWestRefusal {
    fn message(&self) -> Message {
        let named = |id, name: &String| Message::new(id).text("name", name.clone());
        let kind = |id, k: &EventKind| Message::new(id).message("kind", Message::new(k.name_id()));
        match self {
            Self::Seating(e) => e.message(),
            Self::BadCircle => Message::new("fast-west-refuse-circle"),
            Self::NoSuchPlayer => Message::new("fast-west-refuse-no-such-player"),
            Self::GameOver => Message::new("fast-west-refuse-over"),
            Self::Dealing => Message::new("fast-west-refuse-dealing"),
            Self::BadDeal => Message::new("fast-west-refuse-bad-deal"),
            Self::OutcomeFirst(k) => kind("fast-west-refuse-outcome-first", k),
            Self::NoEventWaiting => Message::new("fast-west-refuse-no-event"),
            Self::WrongOutcome(k) => kind("fast-west-refuse-wrong-outcome", k),
            Self::DuelFirst => Message::new("fast-west-refuse-duel-first"),
            Self::NoDuel => Message::new("fast-west-refuse-no-duel"),
            Self::DeckMode => Message::new("fast-west-refuse-deck-mode"),
            Self::RealCardsMode => Message::new("fast-west-refuse-real-mode"),
            Self::NotInPile { name, card } => {
                named("fast-west-refuse-not-in-pile", name).message("card", card_name(*card))
            }
            Self::KindUsedUp(k) => kind("fast-west-refuse-used-up", k),
            Self::NumberOutOfRange { bullets } => {
                Message::new("fast-west-refuse-number").number("bullets", i64::from(*bullets))
            }
            Self::NoNumber => Message::new("fast-west-refuse-no-number"),
            Self::NoBanditLoser => Message::new("fast-west-refuse-bandits"),
            Self::Repeated(n) => named("fast-west-refuse-repeated", n),
            Self::TooManyBullets { held, bullets } => Message::new("fast-west-refuse-indians")
                .number("held", i64::from(*held))
                .number("bullets", i64::from(*bullets)),
            Self::WrongCount => Message::new("fast-west-refuse-count"),
            Self::NoChild => Message::new("fast-west-refuse-no-child"),
            Self::HandsMissing => Message::new("fast-west-refuse-hands"),
            Self::BadBullets { bullets } => {
                Message::new("fast-west-refuse-bullets").number("bullets", i64::from(*bullets))
            }
            Self::AimsAtSelf(n) => named("fast-west-refuse-self", n),
            Self::BulletTaken { bullet, name } => {
                named("fast-west-refuse-bullet-taken", name).number("bullet", i64::from(*bullet))
            }
        }
    }
}

/// The rules of Fast West, as a [`Rules`] implementation.
#[derive(Clone, Copy, Debug, Default)]
pub struct FastWest;

impl FastWestState {
    /// The number of bullets on the table: one per cowboy.
    #[must_use]
    pub fn bullets(&self) -> u8 {
        self.cowboys.len() as u8
    }

    /// Whether a child is visible in front of any cowboy.
    #[must_use]
    pub fn child_visible(&self) -> bool {
        self.visible.contains(&Visible::Child)
    }

    /// After a flip or a resolution: the duel if due, else the round's end if every
    /// pile is empty and nothing waits.
    fn after_step(&mut self, events: &mut Vec<FastWestEvent>) {
        if self.duel_due() {
            self.phase = Phase::Duel;
            events.push(FastWestEvent::DuelCalled);
            return;
        }
        if self.phase != Phase::Flipping {
            return;
        }
        let n = self.cowboys.len();
        if (0..n).all(|p| self.left(p) == 0) {
            events.push(FastWestEvent::RoundEnded { round: self.round });
            if self.round == 3 {
                self.kept = match self.mode {
                    Mode::Deck => self.piles.clone(),
                    Mode::RealCards => self.flipped.clone(),
                };
            }
            self.round += 1;
            self.start_round(events);
        }
    }

    fn apply(
        &self,
        action: &FastWestAction,
    ) -> Result<Applied<FastWestState, FastWestEvent>, FastWestRefusal> {
        let mut next = self.clone();
        let mut events = Vec::new();
        match action {
            FastWestAction::Deal { orders } => {
                if self.phase != Phase::Dealing {
                    return Err(self.busy());
                }
                next.piles = self.piles_of(orders)?;
                next.phase = Phase::Flipping;
                events.push(FastWestEvent::RoundStarted { round: self.round });
            }
            FastWestAction::Flip => {
                if self.mode == Mode::RealCards {
                    return Err(FastWestRefusal::RealCardsMode);
                }
                self.may_flip()?;
                let p = self.turn;
                let card = self.piles[p]
                    .get(self.flipped[p].len())
                    .copied()
                    .ok_or(FastWestRefusal::BadDeal)?;
                next.flip(card, &mut events);
            }
            FastWestAction::TellFlip(card) => {
                self.may_tell(*card)?;
                next.flip(*card, &mut events);
            }
            FastWestAction::NameNumber(value) => {
                let Phase::Outcome {
                    event: EventKind::Roulette,
                    ..
                } = self.phase
                else {
                    return Err(match &self.phase {
                        Phase::Outcome { event, .. } => FastWestRefusal::WrongOutcome(*event),
                        _ => self.busy_or(FastWestRefusal::NoEventWaiting),
                    });
                };
                if !(1..=self.bullets()).contains(value) {
                    return Err(FastWestRefusal::NumberOutOfRange {
                        bullets: self.bullets(),
                    });
                }
                if let Phase::Outcome { number, .. } = &mut next.phase {
                    *number = Some(*value);
                }
                events.push(FastWestEvent::NumberNamed(*value));
            }
            FastWestAction::Resolve(outcome) => {
                self.check_outcome(outcome)?;
                let Phase::Outcome { flipper, .. } = self.phase else {
                    return Err(FastWestRefusal::NoEventWaiting);
                };
                let changes = next.apply_tokens(&self.asked(outcome));
                events.push(FastWestEvent::Tokens(changes));
                next.visible[flipper] = Visible::CowboyFace;
                next.phase = Phase::Flipping;
                next.after_step(&mut events);
            }
            FastWestAction::GrabbedTooEarly { player } => {
                match self.phase {
                    Phase::Flipping | Phase::Outcome { .. } => {}
                    _ => return Err(self.busy_or(FastWestRefusal::NoChild)),
                }
                if *player >= self.cowboys.len() {
                    return Err(FastWestRefusal::NoSuchPlayer);
                }
                if !self.child_visible() {
                    return Err(FastWestRefusal::NoChild);
                }
                let changes = next.apply_tokens(&[(*player, 1)]);
                events.push(FastWestEvent::Tokens(changes));
            }
            FastWestAction::ResolveDuel { hands } => {
                if self.phase != Phase::Duel {
                    return Err(self.busy_or(FastWestRefusal::NoDuel));
                }
                let result = resolve_duel(&self.cowboys, hands)?;
                for (c, &t) in next.cowboys.iter_mut().zip(&result.tokens) {
                    c.tokens = t;
                }
                next.phase = Phase::Over(result.clone());
                events.push(FastWestEvent::DuelResolved(result));
            }
        }
        Ok(Applied {
            state: next,
            events,
        })
    }

    /// The refusal for an action that does not fit the phase.
    fn busy(&self) -> FastWestRefusal {
        self.busy_or(FastWestRefusal::BadDeal)
    }

    fn busy_or(&self, otherwise: FastWestRefusal) -> FastWestRefusal {
        match &self.phase {
            Phase::Over(_) => FastWestRefusal::GameOver,
            Phase::Duel => FastWestRefusal::DuelFirst,
            Phase::Dealing => FastWestRefusal::Dealing,
            Phase::Outcome { event, .. } => FastWestRefusal::OutcomeFirst(*event),
            Phase::Flipping => otherwise,
        }
    }
}

impl Rules for FastWest {
    const GAME: GameKind = GameKind::FastWest;
    const PLAYERS: (usize, usize) = (MIN_PLAYERS, MAX_PLAYERS);
    type Setup = FastWestSetup;
    type State = FastWestState;
    type Action = FastWestAction;
    type Event = FastWestEvent;
    type Refusal = FastWestRefusal;

    fn start(setup: &FastWestSetup) -> Result<FastWestState, FastWestRefusal> {
        setup
            .seating
            .validate(MIN_PLAYERS, MAX_PLAYERS)
            .map_err(FastWestRefusal::Seating)?;
        let n = setup.seating.players.len();
        let circle: Vec<usize> = setup
            .circle
            .iter()
            .map(|&b| usize::from(b).wrapping_sub(2))
            .collect();
        if !is_permutation(&circle, n - 1) {
            return Err(FastWestRefusal::BadCircle);
        }
        let mut state = FastWestState {
            mode: setup.options.mode,
            cowboys: setup
                .seating
                .players
                .iter()
                .map(|p| Cowboy {
                    name: p.name.trim().to_owned(),
                    tokens: 0,
                })
                .collect(),
            circle: setup.circle.clone(),
            first: setup.seating.first,
            round: 1,
            phase: Phase::Dealing,
            turn: setup.seating.first,
            piles: Vec::new(),
            flipped: Vec::new(),
            kept: Vec::new(),
            visible: Vec::new(),
        };
        state.start_round(&mut Vec::new());
        Ok(state)
    }

    fn apply(
        state: &FastWestState,
        action: &FastWestAction,
    ) -> Result<Applied<FastWestState, FastWestEvent>, FastWestRefusal> {
        state.apply(action)
    }

    fn is_over(state: &FastWestState) -> bool {
        matches!(state.phase, Phase::Over(_))
    }

    fn summary(state: &FastWestState) -> Message {
        match &state.phase {
            Phase::Over(result) => Message::new("fast-west-summary-won").text(
                "name",
                state
                    .cowboys
                    .get(result.winner)
                    .map_or_else(String::new, |c| c.name.clone()),
            ),
            Phase::Duel => Message::new("fast-west-summary-duel"),
            _ => Message::new("fast-west-summary-round").number("round", i64::from(state.round)),
        }
    }

    fn seating(setup: &FastWestSetup) -> &Seating {
        &setup.seating
    }

    fn player_names(setup: &FastWestSetup) -> Vec<String> {
        setup
            .seating
            .players
            .iter()
            .map(|p| p.name.trim().to_owned())
            .collect()
    }

    /// Deputy's deck waits for the round's deal, drawn at once by the shell; the
    /// roulette waits for its number, offered at random at once.
    fn awaited(state: &FastWestState) -> Option<Awaited> {
        match &state.phase {
            Phase::Dealing => Some(Awaited::at_once(state.deal_draw())),
            Phase::Outcome {
                event: EventKind::Roulette,
                number: None,
                ..
            } => Some(Awaited::at_once(Draw::Number {
                min: 1,
                max: u32::from(state.bullets()),
            })),
            _ => None,
        }
    }

    fn drawn(state: &FastWestState, drawn: &Drawn) -> Option<FastWestAction> {
        match (&state.phase, drawn) {
            (Phase::Dealing, Drawn::Orders(orders)) => Some(FastWestAction::Deal {
                orders: orders.clone(),
            }),
            (Phase::Outcome { .. }, Drawn::Number(n)) => {
                u8::try_from(*n).ok().map(FastWestAction::NameNumber)
            }
            _ => None,
        }
    }
}
