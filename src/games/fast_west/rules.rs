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

use serde::{Deserialize, Serialize};

use crate::core::chance::{Awaited, Draw, Drawn, is_permutation};
use crate::core::game::{Applied, GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::core::players::{Seating, SeatingError};

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

/// What an event card shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// Sheriff « shérif »: grab a bullet, hide it, both hands up; the slowest takes 1.
    Sheriff,
    /// Bandits « bandits »: grab one bullet but not number 1; who has none or holds 1
    /// takes 1.
    Bandits,
    /// Indians « indiens »: grab as many bullets as possible.
    Indians,
    /// Cavalry « cavalerie »: grab a bullet, lay it number hidden, salute; the slowest
    /// takes 1.
    Cavalry,
    /// Russian roulette « roulette russe »: a number is named, the bullets are drawn
    /// face down; who draws it takes 1.
    Roulette,
    /// Cactus with child « cactus avec enfant »: no action; blocks the final duel while
    /// visible.
    Child,
}

impl EventKind {
    /// Every kind, in the order the box lists them.
    pub const ALL: [EventKind; 6] = [
        Self::Sheriff,
        Self::Bandits,
        Self::Indians,
        Self::Cavalry,
        Self::Roulette,
        Self::Child,
    ];

    /// How many cards of this kind the event deck holds (32 in all).
    #[must_use]
    pub const fn in_box(self) -> usize {
        match self {
            Self::Child => 12,
            _ => 4,
        }
    }

    /// Whether the event asks for an outcome step (every kind but the child).
    #[must_use]
    pub const fn has_outcome(self) -> bool {
        !matches!(self, Self::Child)
    }

    /// The message id of the kind's name ("Sheriff").
    #[must_use]
    pub const fn name_id(self) -> &'static str {
        match self {
            Self::Sheriff => "fast-west-kind-sheriff",
            Self::Bandits => "fast-west-kind-bandits",
            Self::Indians => "fast-west-kind-indians",
            Self::Cavalry => "fast-west-kind-cavalry",
            Self::Roulette => "fast-west-kind-roulette",
            Self::Child => "fast-west-kind-child",
        }
    }
}

/// The event deck of the box, in a fixed order (a deal shuffles indices into it).
#[must_use]
pub fn event_deck() -> Vec<EventKind> {
    EventKind::ALL
        .iter()
        .flat_map(|&k| std::iter::repeat_n(k, k.in_box()))
        .collect()
}

/// A card of a pile: a cactus, or an event card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    /// A plain cactus « cactus ».
    Cactus,
    /// An event card « événement » (the child is one of them).
    Event(EventKind),
}

/// What lies face up in front of a cowboy: the last card flipped this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Visible {
    /// No card flipped yet this round.
    Nothing,
    /// A cactus: the only card that lets the final duel happen.
    Cactus,
    /// A cactus with child: blocks the final duel while visible.
    Child,
    /// An event whose outcome is not entered yet (blocks the duel).
    Waiting(EventKind),
    /// An event already resolved, turned to its cowboy face « face cow-boy » (blocks
    /// the duel).
    CowboyFace,
}

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

/// The deal of one round for `players` cowboys: (cactus, events) per pile.
///
/// Source: the rule text's deals (3 + 5, 3 + 3 for 4 to 6 cowboys; 4 + 4, 3 + 2 for 7
/// or 8; 3 + 1 for everyone in round 3 and later); 3 cowboys use the 4-to-6 column.
#[must_use]
pub const fn deal_for(players: usize, round: u32) -> (usize, usize) {
    let large = players >= 7;
    match round {
        0 | 1 if large => (4, 4),
        0 | 1 => (3, 5),
        2 if large => (3, 2),
        2 => (3, 3),
        _ => (3, 1),
    }
}

/// A cowboy's books.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cowboy {
    /// The name.
    pub name: String,
    /// Tenderfoot tokens « pied tendre » held (0 to 5 outside the final duel).
    pub tokens: u8,
}

/// One cowboy's bullet and target in the final duel, as the operator enters them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelHand {
    /// The number of the bullet held, 1 to N.
    pub bullet: u8,
    /// The cowboy pointed at (an index, never oneself).
    pub target: usize,
}

/// The final duel, step by step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuelResult {
    /// Each mutual pair: (the winner, who holds the lower number; the one hit).
    pub pairs: Vec<(usize, usize)>,
    /// Tokens given by every cowboy still pointing: (giver, target, tokens), lowest
    /// bullet first.
    pub gifts: Vec<(usize, usize, u8)>,
    /// Every cowboy's tokens after the duel.
    pub tokens: Vec<u8>,
    /// Every cowboy's bullet, as entered.
    pub bullets: Vec<u8>,
    /// The winner: the fewest tokens, a tie to the lowest bullet.
    pub winner: usize,
    /// The cowboys tied with the winner for the fewest tokens, the winner first, then by
    /// bullet; empty when the winner has fewer tokens than anyone (the tie was not
    /// broken by the bullets).
    pub tied: Vec<usize>,
}

/// The outcome of an event, as the operator enters it in one step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Sheriff or cavalry: the slowest cowboy.
    Slowest {
        /// The slowest.
        player: usize,
    },
    /// Bandits: every cowboy with no bullet or with number 1 (at least one).
    Bandits {
        /// The losers.
        losers: Vec<usize>,
    },
    /// Indians: how many bullets each cowboy holds, in seat order.
    Indians {
        /// Bullets held per cowboy; the total is at most the number of bullets.
        held: Vec<u8>,
    },
    /// Russian roulette: who drew the named number.
    Roulette {
        /// The cowboy who drew it.
        drew: usize,
    },
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

/// A change of a cowboy's tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TokenChange {
    /// The cowboy.
    pub player: usize,
    /// What the rule asks: +1 taken, −1 or −2 discarded.
    pub asked: i8,
    /// What was applied after the cap of 5 and the floor of 0.
    pub applied: i8,
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

/// The message of a card's name ("cactus", "Sheriff").
#[must_use]
pub fn card_name(card: Card) -> Message {
    match card {
        Card::Cactus => Message::new("fast-west-card-cactus"),
        Card::Event(k) => Message::new(k.name_id()),
    }
}

/// The rules of Fast West, as a [`Rules`] implementation.
#[derive(Clone, Copy, Debug, Default)]
pub struct FastWest;

/// Resolves the final duel from each cowboy's hand, given the tokens before it.
///
/// Source: `fast-west.md`, "The final duel": mutual pairs first (the lower number
/// wins, the other is hit and lowers the hand); every cowboy still pointing gives his
/// target 3 (the lowest number still pointing), 2 (the second lowest) or 1 (all
/// others), from the supply, with no cap; the fewest tokens wins, a tie to the lowest
/// bullet.
///
/// # Errors
/// Not one hand per cowboy, bullets that are not 1 to N each once, a target out of
/// range, or a cowboy aiming at himself.
pub fn resolve_duel(cowboys: &[Cowboy], hands: &[DuelHand]) -> Result<DuelResult, FastWestRefusal> {
    let n = cowboys.len();
    if hands.len() != n {
        return Err(FastWestRefusal::HandsMissing);
    }
    let bullets = n as u8;
    let order: Vec<usize> = hands
        .iter()
        .map(|h| usize::from(h.bullet).wrapping_sub(1))
        .collect();
    if !is_permutation(&order, n) {
        return Err(FastWestRefusal::BadBullets { bullets });
    }
    for (i, h) in hands.iter().enumerate() {
        if h.target >= n {
            return Err(FastWestRefusal::NoSuchPlayer);
        }
        if h.target == i {
            return Err(FastWestRefusal::AimsAtSelf(cowboys[i].name.clone()));
        }
    }
    let mut hit = vec![false; n];
    let mut pairs = Vec::new();
    for i in 0..n {
        let j = hands[i].target;
        if j > i && hands[j].target == i {
            let (winner, loser) = if hands[i].bullet < hands[j].bullet {
                (i, j)
            } else {
                (j, i)
            };
            hit[loser] = true;
            pairs.push((winner, loser));
        }
    }
    let mut pointing: Vec<usize> = (0..n).filter(|&i| !hit[i]).collect();
    pointing.sort_by_key(|&i| hands[i].bullet);
    let mut tokens: Vec<u8> = cowboys.iter().map(|c| c.tokens).collect();
    let mut gifts = Vec::new();
    for (rank, &giver) in pointing.iter().enumerate() {
        let amount = match rank {
            0 => 3,
            1 => 2,
            _ => 1,
        };
        let target = hands[giver].target;
        tokens[target] = tokens[target].saturating_add(amount);
        gifts.push((giver, target, amount));
    }
    let winner = (0..n)
        .min_by_key(|&i| (tokens[i], hands[i].bullet))
        .unwrap_or(0);
    let mut tied: Vec<usize> = (0..n).filter(|&i| tokens[i] == tokens[winner]).collect();
    tied.sort_by_key(|&i| hands[i].bullet);
    if tied.len() < 2 {
        tied.clear();
    }
    Ok(DuelResult {
        pairs,
        gifts,
        tokens,
        bullets: hands.iter().map(|h| h.bullet).collect(),
        winner,
        tied,
    })
}

impl FastWestState {
    /// The number of bullets on the table: one per cowboy.
    #[must_use]
    pub fn bullets(&self) -> u8 {
        self.cowboys.len() as u8
    }

    /// The size of every pile this round.
    #[must_use]
    pub fn pile_size(&self) -> usize {
        let (c, e) = deal_for(self.cowboys.len(), self.round);
        c + e
    }

    /// Cards left to flip in a cowboy's pile this round.
    #[must_use]
    pub fn left(&self, player: usize) -> usize {
        let done = self.flipped.get(player).map_or(0, Vec::len);
        self.pile_size().saturating_sub(done)
    }

    /// Whether `player` may be entered as holding `bullet` in the final duel, given the
    /// bullets entered so far for every cowboy (`None`: not entered yet), so that a
    /// form refuses a wrong number at once instead of at the end.
    ///
    /// Source: `fast-west.md`, "The final duel": the numbers are exactly 1 to the number
    /// of cowboys, each held once.
    ///
    /// # Errors
    /// No such cowboy, a number outside 1 to N, or a number another cowboy holds.
    pub fn may_hold(
        &self,
        entered: &[Option<u8>],
        player: usize,
        bullet: u8,
    ) -> Result<(), FastWestRefusal> {
        if player >= self.cowboys.len() {
            return Err(FastWestRefusal::NoSuchPlayer);
        }
        if !(1..=self.bullets()).contains(&bullet) {
            return Err(FastWestRefusal::NumberOutOfRange {
                bullets: self.bullets(),
            });
        }
        match entered
            .iter()
            .enumerate()
            .find(|&(i, b)| i != player && *b == Some(bullet))
        {
            Some((holder, _)) => Err(FastWestRefusal::BulletTaken {
                bullet,
                name: self.cowboys[holder].name.clone(),
            }),
            None => Ok(()),
        }
    }

    /// Whether every visible card is a plain cactus (the final duel's condition).
    #[must_use]
    pub fn duel_due(&self) -> bool {
        self.visible.iter().all(|v| *v == Visible::Cactus)
    }

    /// Whether a child is visible in front of any cowboy.
    #[must_use]
    pub fn child_visible(&self) -> bool {
        self.visible.contains(&Visible::Child)
    }

    /// Whether a flip (Space, or a flip told) may be made now, and if not, why.
    ///
    /// # Errors
    /// The refusal a flip would get in this phase.
    pub fn may_flip(&self) -> Result<(), FastWestRefusal> {
        match &self.phase {
            Phase::Flipping => Ok(()),
            Phase::Dealing => Err(FastWestRefusal::Dealing),
            Phase::Outcome { event, .. } => Err(FastWestRefusal::OutcomeFirst(*event)),
            Phase::Duel => Err(FastWestRefusal::DuelFirst),
            Phase::Over(_) => Err(FastWestRefusal::GameOver),
        }
    }

    /// Whether `card` may be told as the current cowboy's flip (real cards), and if
    /// not, why: a pile holds this round's cactus and event counts, the box only so
    /// many cards of a kind, and from round 4 only the cowboy's cards of round 3.
    ///
    /// # Errors
    /// The refusal [`FastWestAction::TellFlip`] would get.
    pub fn may_tell(&self, card: Card) -> Result<(), FastWestRefusal> {
        if self.mode == Mode::Deck {
            return Err(FastWestRefusal::DeckMode);
        }
        self.may_flip()?;
        let p = self.turn;
        let name = || self.cowboys[p].name.clone();
        let not_in_pile = || FastWestRefusal::NotInPile { name: name(), card };
        let mine = &self.flipped[p];
        if self.round > 3 && self.kept[p].len() == LATE_PILE {
            let total = self.kept[p].iter().filter(|&&c| c == card).count();
            let used = mine.iter().filter(|&&c| c == card).count();
            return if used < total {
                Ok(())
            } else {
                Err(not_in_pile())
            };
        }
        let (cactus, events) = deal_for(self.cowboys.len(), self.round);
        let is_cactus = |c: &&Card| **c == Card::Cactus;
        match card {
            Card::Cactus if mine.iter().filter(is_cactus).count() >= cactus => Err(not_in_pile()),
            Card::Event(_) if mine.iter().filter(|c| !is_cactus(c)).count() >= events => {
                Err(not_in_pile())
            }
            Card::Event(k) => {
                let out = self
                    .flipped
                    .iter()
                    .flatten()
                    .filter(|&&c| c == card)
                    .count();
                if out >= k.in_box() {
                    Err(FastWestRefusal::KindUsedUp(k))
                } else {
                    Ok(())
                }
            }
            Card::Cactus => Ok(()),
        }
    }

    /// Checks an outcome against the waiting event, without applying it.
    ///
    /// # Errors
    /// Nothing waits, the outcome is for another kind, or it cannot happen (a player out
    /// of range or named twice, no bandit loser, more bullets held than exist, the
    /// roulette's number not named).
    pub fn check_outcome(&self, outcome: &Outcome) -> Result<(), FastWestRefusal> {
        let Phase::Outcome { event, number, .. } = &self.phase else {
            return Err(match self.phase {
                Phase::Over(_) => FastWestRefusal::GameOver,
                Phase::Duel => FastWestRefusal::DuelFirst,
                _ => FastWestRefusal::NoEventWaiting,
            });
        };
        let n = self.cowboys.len();
        let player = |i: usize| {
            if i < n {
                Ok(())
            } else {
                Err(FastWestRefusal::NoSuchPlayer)
            }
        };
        match (event, outcome) {
            (EventKind::Sheriff | EventKind::Cavalry, Outcome::Slowest { player: p }) => player(*p),
            (EventKind::Bandits, Outcome::Bandits { losers }) => {
                if losers.is_empty() {
                    return Err(FastWestRefusal::NoBanditLoser);
                }
                for (k, &l) in losers.iter().enumerate() {
                    player(l)?;
                    if losers[..k].contains(&l) {
                        return Err(FastWestRefusal::Repeated(self.cowboys[l].name.clone()));
                    }
                }
                Ok(())
            }
            (EventKind::Indians, Outcome::Indians { held }) => {
                if held.len() != n {
                    return Err(FastWestRefusal::WrongCount);
                }
                let total: u32 = held.iter().map(|&h| u32::from(h)).sum();
                if total > u32::from(self.bullets()) {
                    return Err(FastWestRefusal::TooManyBullets {
                        held: total,
                        bullets: self.bullets(),
                    });
                }
                Ok(())
            }
            (EventKind::Roulette, Outcome::Roulette { drew }) => {
                if number.is_none() {
                    return Err(FastWestRefusal::NoNumber);
                }
                player(*drew)
            }
            (event, _) => Err(FastWestRefusal::WrongOutcome(*event)),
        }
    }

    /// What an outcome asks of each cowboy (+1 takes, −1 / −2 discards), before the cap.
    #[must_use]
    pub fn asked(&self, outcome: &Outcome) -> Vec<(usize, i8)> {
        match outcome {
            Outcome::Slowest { player } | Outcome::Roulette { drew: player } => vec![(*player, 1)],
            Outcome::Bandits { losers } => losers.iter().map(|&l| (l, 1)).collect(),
            Outcome::Indians { held } => {
                let most = held.iter().copied().max().unwrap_or(0);
                held.iter()
                    .enumerate()
                    .map(|(i, &h)| match h {
                        0 => (i, 1),
                        h if h == most => (i, -2),
                        _ => (i, -1),
                    })
                    .collect()
            }
        }
    }

    /// Applies token changes in place: at most [`TOKEN_CAP`], never below 0.
    fn apply_tokens(&mut self, asked: &[(usize, i8)]) -> Vec<TokenChange> {
        asked
            .iter()
            .map(|&(player, asked)| {
                let tokens = &mut self.cowboys[player].tokens;
                let before = *tokens;
                let amount = asked.unsigned_abs();
                *tokens = if asked > 0 {
                    before.saturating_add(amount).min(TOKEN_CAP.max(before))
                } else {
                    before.saturating_sub(amount)
                };
                let applied = i16::from(*tokens) - i16::from(before);
                TokenChange {
                    player,
                    asked,
                    applied: applied as i8,
                }
            })
            .collect()
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

    /// Clears the table for a new round: the first player, no visible card; with real
    /// cards the round starts at once, Deputy's deck waits for the deal.
    fn start_round(&mut self, events: &mut Vec<FastWestEvent>) {
        let n = self.cowboys.len();
        self.turn = self.first;
        self.visible = vec![Visible::Nothing; n];
        self.flipped = vec![Vec::new(); n];
        self.piles = vec![Vec::new(); n];
        match self.mode {
            Mode::Deck => self.phase = Phase::Dealing,
            Mode::RealCards => {
                self.phase = Phase::Flipping;
                events.push(FastWestEvent::RoundStarted { round: self.round });
            }
        }
    }

    /// The shape of the deal this round waits for.
    #[must_use]
    pub fn deal_draw(&self) -> Draw {
        let n = self.cowboys.len();
        if self.round > 3 {
            Draw::Shuffles {
                lens: vec![LATE_PILE; n],
            }
        } else {
            let mut lens = vec![event_deck().len()];
            lens.extend(std::iter::repeat_n(self.pile_size(), n));
            Draw::Shuffles { lens }
        }
    }

    /// The piles a deal's orders give.
    fn piles_of(&self, orders: &[Vec<usize>]) -> Result<Vec<Vec<Card>>, FastWestRefusal> {
        let n = self.cowboys.len();
        let draw = self.deal_draw();
        if !draw.fits(&Drawn::Orders(orders.to_vec())) {
            return Err(FastWestRefusal::BadDeal);
        }
        if self.round > 3 {
            if self.kept.len() != n || self.kept.iter().any(|k| k.len() != LATE_PILE) {
                return Err(FastWestRefusal::BadDeal);
            }
            return Ok(self
                .kept
                .iter()
                .zip(orders)
                .map(|(cards, order)| order.iter().map(|&i| cards[i]).collect())
                .collect());
        }
        let deck = event_deck();
        let (cactus, events) = deal_for(n, self.round);
        let dealt = &orders[0];
        if events * n > deck.len() || cactus * n > CACTUS_CARDS {
            return Err(FastWestRefusal::BadDeal);
        }
        Ok((0..n)
            .map(|p| {
                let mut base = vec![Card::Cactus; cactus];
                base.extend(
                    dealt[p * events..(p + 1) * events]
                        .iter()
                        .map(|&i| Card::Event(deck[i])),
                );
                orders[p + 1].iter().map(|&i| base[i]).collect()
            })
            .collect())
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

    /// Flips `card` for the current cowboy, in place.
    fn flip(&mut self, card: Card, events: &mut Vec<FastWestEvent>) {
        let p = self.turn;
        self.flipped[p].push(card);
        events.push(FastWestEvent::Flipped { player: p, card });
        self.turn = (p + 1) % self.cowboys.len();
        match card {
            Card::Cactus => self.visible[p] = Visible::Cactus,
            Card::Event(EventKind::Child) => self.visible[p] = Visible::Child,
            Card::Event(event) => {
                self.visible[p] = Visible::Waiting(event);
                self.phase = Phase::Outcome {
                    event,
                    flipper: p,
                    number: None,
                };
            }
        }
        self.after_step(events);
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
