//! Colt Express's rules, as Deputy keeps them. Pure: no UI, sound, randomness, clock or
//! files (the card data is embedded text, see [`super::cards`]).
//!
//! Terms (the rule text's words): bandit « bandit », round « manche », turn « tour »,
//! round card « carte manche », train station card « carte gare », planning phase
//! (Schemin') « le plan », action phase (Stealin') « l'action », tunnel « tunnel »,
//! speed-up « accélération », switch « aiguillage », draw three cards « piocher trois
//! cartes », purse « bourse », jewel « bijou », strongbox « cagnotte », neutral bullet
//! « balle neutre », Gunslinger « As de la gâchette », first player « premier joueur ».
//!
//! Deputy is the conductor's voice and the cashier: it calls every turn of the planning
//! phase, offers the planned cards as a checklist in the action phase, keeps the books
//! (purses, jewels, strongboxes, bullets fired and received) as the table tells it,
//! applies the end-of-round events to them, and makes the final count.
//!
//! Readings where the rule text is silent (from `shared/spec/colt-express.md`):
//! - the turn order goes by player: with two players each plays for two bandits, so a
//!   turn has one card (two on a speed-up) per player, not per bandit;
//! - on a speed-up turn each of a player's two cards may be a card played or "draw three
//!   cards instead", each noted on its own;
//! - Marshal's Revenge takes the least valuable purse (« le moins précieux »). Every
//!   purse is worth $250 to $500, so a purse the books know at $250 is always a least
//!   valuable one and goes first. Otherwise, when the bandit holds a purse of unknown
//!   value beside purses of known value, only his player knows which is the least
//!   valuable: Deputy asks (the known one, or one of unknown value) and refuses to
//!   guess. Purses of unknown value are alike in the books, so a bandit who
//!   holds only such purses simply has one fewer: there is nothing to choose;
//! - a punch (« coup de poing ») drops the loot the puncher chooses: the kind, and for
//!   a purse which one of the victim's (known at its value, or one of unknown value);
//!   Cheyenne takes that very purse;
//! - purse values stay hidden until the reveal: history, captions and voice say "a
//!   purse", never its value; the books keep the value for the count;
//! - the final count starts from the books: the purses of known value are already
//!   counted (each sheet lists them, the starting $250 among them, so that they are set
//!   aside and never added twice); the sheet asks for the value of each purse the books
//!   hold without one, then for any purse they missed. A purse of unknown value not
//!   entered counts $0 (the table's reveal waits until each is entered or said not
//!   held);
//! - Angry Marshal: the Marshal moves one car toward the caboose unless he is in it
//!   already; Deputy only reads this (the pawns are on the table);
//! - a journal written before Deputy asked which purse drops (an `apply_event` without
//!   `drops`, a `record_punch` without `purse`) keeps the reading it was played with: a
//!   purse of unknown value counted as the least valuable;
//! - the Gunslinger bonus goes to every bandit tied for the most bullets fired, if that
//!   most is at least one; none in the two-player game;
//! - the richest player wins; a tie goes to the one who received fewer bullets; a tie on
//!   both is shared. With two players, a player's bandits are summed.
//!
//! By topic: `deck.rs` (the round deck, each turn's order, the caller's planning and
//! the action phase's checklist), `loot.rs` (loot and bullets, Marshal's Revenge),
//! `count.rs` (the final count and the standings); this file keeps the state, the
//! actions, the refusals and events, and `apply`.

use serde::{Deserialize, Serialize};

use crate::core::game::{Applied, GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::core::players::{Seating, SeatingError};

use super::cards::{
    self, CardName, CardRef, CardSet, CardsError, EventEffect, ROUND_CARDS, ROUNDS, RoundCard,
    RoundEvent, TurnKind,
};

mod count;
mod deck;
mod loot;

pub use count::{Sheet, Standing, Tally, standings};
use deck::resolve_deck;
pub use deck::{Planned, turn_order, turn_slots};
pub use loot::{
    LootKind, PurseDrop, RevengeDrop, least_valuable_purse, may_drop_at_revenge, revenge_drop,
};

/// The fewest players.
pub const MIN_PLAYERS: usize = 2;
/// The most players.
pub const MAX_PLAYERS: usize = 6;
/// Bullet cards each bandit has (« cartes balle »).
pub const BULLETS: u8 = 6;
/// Neutral bullets in the box (the Marshal's and the events').
pub const NEUTRAL_BULLETS: u8 = 13;
/// Jewels in the box, each worth [`JEWEL_VALUE`].
pub const JEWELS: u8 = 6;
/// Strongboxes in the box, each worth [`STRONGBOX_VALUE`].
pub const STRONGBOXES: u8 = 2;
/// A jewel's value, in dollars.
pub const JEWEL_VALUE: u32 = 500;
/// A strongbox's value, in dollars.
pub const STRONGBOX_VALUE: u32 = 1000;
/// The Gunslinger bonus (« As de la gâchette »), in dollars.
pub const GUNSLINGER_BONUS: u32 = 1000;
/// Cards a bandit draws at the start of a round (Doc: one more).
pub const HAND: u8 = 6;

/// The rules of Colt Express, as a [`Rules`] implementation.
#[derive(Clone, Copy, Debug, Default)]
pub struct ColtExpress;

/// The six bandits of the box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bandit {
    /// Ghost: may play his first card of a round face down.
    Ghost,
    /// Belle: cannot be targeted while another target is possible.
    Belle,
    /// Cheyenne: takes the purse she punches loose.
    Cheyenne,
    /// Tuco: shoots through the roof.
    Tuco,
    /// Django: his shot pushes the target one car.
    Django,
    /// Doc: draws seven cards instead of six.
    Doc,
}

impl Bandit {
    /// Every bandit, in the order Setup offers them.
    pub const ALL: [Bandit; 6] = [
        Self::Ghost,
        Self::Belle,
        Self::Cheyenne,
        Self::Tuco,
        Self::Django,
        Self::Doc,
    ];

    /// The printed name (the same in every language).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Ghost => "Ghost",
            Self::Belle => "Belle",
            Self::Cheyenne => "Cheyenne",
            Self::Tuco => "Tuco",
            Self::Django => "Django",
            Self::Doc => "Doc",
        }
    }

    /// The message id of the bandit's ability.
    #[must_use]
    pub fn ability_id(self) -> &'static str {
        match self {
            Self::Ghost => "colt-express-ability-ghost",
            Self::Belle => "colt-express-ability-belle",
            Self::Cheyenne => "colt-express-ability-cheyenne",
            Self::Tuco => "colt-express-ability-tuco",
            Self::Django => "colt-express-ability-django",
            Self::Doc => "colt-express-ability-doc",
        }
    }
}

/// A purse's value (« bourse »): $250 to $500 in steps of $50, as printed on its back.
/// In JSON a plain number; any other number is a deserialisation error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub struct PurseValue(u32);

impl PurseValue {
    /// The smallest purse, and the hostage ransom: $250.
    pub const MIN: PurseValue = PurseValue(250);
    /// The largest purse: $500.
    pub const MAX: PurseValue = PurseValue(500);

    /// A purse of `dollars`; `None` unless 250 to 500 in steps of 50.
    #[must_use]
    pub const fn new(dollars: u32) -> Option<Self> {
        if dollars >= 250 && dollars <= 500 && dollars.is_multiple_of(50) {
            Some(Self(dollars))
        } else {
            None
        }
    }

    /// The value in dollars.
    #[must_use]
    pub const fn get(self) -> u32 {
        self.0
    }

    /// The six printed values, ascending.
    pub fn all() -> impl Iterator<Item = PurseValue> {
        (0..6).map(|i| PurseValue(250 + 50 * i))
    }
}

impl TryFrom<u32> for PurseValue {
    type Error = String;

    fn try_from(value: u32) -> Result<Self, Self::Error> {
        Self::new(value).ok_or_else(|| format!("${value} is not a purse (250 to 500, by 50)"))
    }
}

impl From<PurseValue> for u32 {
    fn from(value: PurseValue) -> Self {
        value.0
    }
}

/// Everything fixed before the first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColtSetup {
    /// Players in seating order (clockwise); `first` plays first in round 1.
    pub seating: Seating,
    /// The bandits, one per player; with two players, two each: player 1's are the
    /// first two, player 2's the next two.
    pub bandits: Vec<Bandit>,
    /// The round deck dealt by Deputy: four round cards of the player-count set, then a
    /// station card. Empty: the operator tells Deputy each card as it is revealed.
    #[serde(default)]
    pub deck: Vec<CardRef>,
}

/// How many bandits a game of `players` players has (two each with two players).
#[must_use]
pub fn bandit_count(players: usize) -> usize {
    if players == 2 { 4 } else { players }
}

/// One bandit's books.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Books {
    /// Which bandit.
    pub bandit: Bandit,
    /// The player (seat index) who plays this bandit.
    pub owner: usize,
    /// Purses held: their values when told, `None` when not.
    pub purses: Vec<Option<PurseValue>>,
    /// Jewels held.
    pub jewels: u8,
    /// Strongboxes held.
    pub strongboxes: u8,
    /// Bullets this bandit fired, 0 to [`BULLETS`].
    pub fired: u8,
    /// Bullets received (other bandits' and neutral ones).
    pub received: u8,
}

/// The phase of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The round card is revealed: the operator tells Deputy which (deck picked by hand).
    RoundCard,
    /// The planning phase (« le plan »): turn `turn` (0-based), the `step`-th card of
    /// the turn (see [`turn_slots`]).
    Planning {
        /// The turn, 0-based.
        turn: usize,
        /// The card of the turn, 0-based, in [`turn_slots`] order.
        step: usize,
    },
    /// The action phase (« l'action »): the first `resolved` planned cards are done.
    Action {
        /// How many planned cards were resolved.
        resolved: usize,
    },
    /// The round's event is read; the operator ticks who it affects.
    Event,
    /// The final count: one sheet per bandit.
    FinalCount {
        /// The sheets, one per bandit.
        sheets: Vec<Sheet>,
    },
    /// The game is over.
    Over {
        /// The sheets as revealed.
        sheets: Vec<Sheet>,
        /// The standings, best first.
        standings: Vec<Standing>,
    },
}

/// The state of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColtState {
    /// Players' names in seating order.
    pub players: Vec<String>,
    /// The bandits' books.
    pub bandits: Vec<Books>,
    /// Whether this is the two-player game (two bandits each, no Gunslinger bonus).
    pub two_player: bool,
    /// The round cards revealed so far (all five from the start when Deputy dealt them).
    pub deck: Vec<RoundCard>,
    /// Whether the operator tells Deputy each round card.
    pub by_hand: bool,
    /// The round, 0-based (0 to 4).
    pub round: usize,
    /// The round's first player (seat).
    pub first: usize,
    /// Neutral bullets still in the box.
    pub neutral_left: u8,
    /// This round's planned cards, in play order.
    pub planned: Vec<Planned>,
    /// This round's "draw three cards instead" (seat and turn).
    pub draws: Vec<Planned>,
    /// The phase.
    pub phase: Phase,
}

/// Something the operator tells Deputy (or a chance result).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColtAction {
    /// The round card just revealed (deck picked by hand).
    RevealRoundCard {
        /// Which card.
        card: CardRef,
    },
    /// The current player played a card (Space).
    PlayCard,
    /// The current player draws three cards instead of playing.
    DrawThree,
    /// The next planned card is resolved (Space, in the action phase).
    ResolveCard,
    /// A shot: the shooter's bullet goes to the target.
    RecordShot {
        /// The shooter (bandit index).
        shooter: usize,
        /// The target (bandit index).
        target: usize,
    },
    /// The Marshal (his card, or entering his car) gives a bandit a neutral bullet.
    RecordMarshal {
        /// The bandit (index).
        bandit: usize,
    },
    /// A bandit takes loot (a robbery, a purse picked up).
    TakeLoot {
        /// The bandit (index).
        bandit: usize,
        /// What.
        kind: LootKind,
        /// A purse's value, if told.
        #[serde(default)]
        value: Option<PurseValue>,
    },
    /// A bandit loses loot (dropped, punched loose). A purse is the one at `purse` in the
    /// books (the least valuable if not given).
    LoseLoot {
        /// The bandit (index).
        bandit: usize,
        /// What.
        kind: LootKind,
        /// Which purse (index into the books' purses).
        #[serde(default)]
        purse: Option<usize>,
    },
    /// A punch: the victim drops the loot the puncher chooses (Cheyenne keeps a purse
    /// she punches loose).
    RecordPunch {
        /// Who punches.
        puncher: usize,
        /// Who is punched.
        victim: usize,
        /// What the victim drops, if anything.
        #[serde(default)]
        kind: Option<LootKind>,
        /// For a purse, which one (index into the victim's purses). Absent in journals
        /// of older versions: the least valuable, a purse of unknown value first.
        /// Ignored for a jewel or a strongbox.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        purse: Option<usize>,
    },
    /// Every planned card is done: the round's event (or the next round).
    EndActions,
    /// Applies the round's event to the bandits ticked.
    ApplyEvent {
        /// The bandits it affects (indices).
        affected: Vec<usize>,
        /// Marshal's Revenge: the purse each bandit drops where Deputy cannot tell his
        /// least valuable one ([`RevengeDrop::Ask`]); may name any purse
        /// [`may_drop_at_revenge`] allows. Absent in journals of older versions (and for
        /// the other events): a purse of unknown value counts as the least valuable.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        drops: Option<Vec<PurseDrop>>,
    },
    /// Final count: a purse's value, read from its back.
    EnterPurse {
        /// The bandit.
        bandit: usize,
        /// The value.
        value: PurseValue,
    },
    /// Final count: removes a purse entered.
    RemovePurse {
        /// The bandit.
        bandit: usize,
        /// The purse's index on the sheet.
        index: usize,
    },
    /// Final count: the bandit does not hold one of the purses the books hold without a
    /// value (the books were wrong): one fewer to enter.
    ForgetPurse {
        /// The bandit.
        bandit: usize,
    },
    /// Final count: sets a figure of a bandit's sheet.
    SetTally {
        /// The bandit.
        bandit: usize,
        /// Which figure.
        tally: Tally,
        /// Its value.
        value: u8,
    },
    /// Final count: reveals the standings; the game is over.
    Reveal,
}

/// Something that happened, for cues, captions and history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColtEvent {
    /// A round begins with this card (`None`: waiting for the operator to tell it).
    RoundStarted {
        /// The round, 0-based.
        round: usize,
        /// The card, if known.
        card: Option<CardRef>,
    },
    /// A turn of the planning phase begins.
    TurnStarted {
        /// The turn, 0-based.
        turn: usize,
        /// Its kind.
        kind: TurnKind,
        /// The players (seats) in play order.
        order: Vec<usize>,
        /// Ghost may play this card face down (his first card of the round).
        ghost: bool,
    },
    /// It is this player's card now (within a turn).
    NextPlayer {
        /// The seat.
        seat: usize,
        /// The player's second card of a speed-up turn.
        second: bool,
    },
    /// A player drew three cards instead of playing.
    DrewThree {
        /// The seat.
        seat: usize,
    },
    /// The action phase begins.
    ActionsStarted {
        /// How many cards were planned.
        cards: usize,
    },
    /// A planned card was resolved.
    CardResolved {
        /// Its index in the checklist.
        index: usize,
    },
    /// A shot was recorded.
    Shot {
        /// Shooter.
        shooter: usize,
        /// Target.
        target: usize,
    },
    /// The Marshal gave a bandit a neutral bullet (`false`: none was left).
    MarshalShot {
        /// The bandit.
        bandit: usize,
        /// Whether a bullet was given.
        bullet: bool,
    },
    /// Loot changed hands.
    Loot {
        /// The bandit.
        bandit: usize,
        /// What.
        kind: LootKind,
        /// Taken (`true`) or lost.
        taken: bool,
        /// A purse's value, if known.
        value: Option<PurseValue>,
    },
    /// The round's event is read out.
    EventRead {
        /// The event.
        event: RoundEvent,
    },
    /// The round's event was applied.
    EventApplied {
        /// The event.
        event: RoundEvent,
        /// The bandits affected.
        affected: Vec<usize>,
        /// Of those, the ones it could not touch (no purse to lose, no neutral bullet).
        untouched: Vec<usize>,
    },
    /// The final count begins.
    FinalCountStarted,
    /// The standings are revealed.
    Revealed {
        /// Best first.
        standings: Vec<Standing>,
    },
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColtRefusal {
    /// The seating cannot make a game.
    Seating(SeatingError),
    /// The card file cannot be read.
    Cards(CardsError),
    /// Not as many bandits as the game needs.
    BanditCount {
        /// How many are needed.
        needed: usize,
    },
    /// A bandit is chosen twice.
    BanditTwice(Bandit),
    /// The dealt deck is not four cards of the right set then a station card.
    BadDeck,
    /// No bandit with that number.
    NoSuchBandit,
    /// Not in this phase.
    WrongPhase,
    /// The game is over.
    Over,
    /// A round card was already used in this game.
    CardUsed(CardName),
    /// A round card of the wrong set (or not a station card for the last round).
    WrongSet,
    /// Every planned card is resolved already.
    AllResolved,
    /// Planned cards remain to be resolved.
    CardsLeft(usize),
    /// A bandit cannot shoot or punch himself.
    SameBandit,
    /// The shooter has no bullet card left.
    NoBulletLeft(Bandit),
    /// The bandit holds no loot of that kind.
    NoSuchLoot(Bandit, LootKind),
    /// Every jewel or strongbox is held already.
    NoneLeft(LootKind),
    /// A bandit is ticked twice.
    TickedTwice,
    /// A figure out of its range.
    TallyTooHigh {
        /// The most it can be.
        max: u8,
    },
    /// No purse at that place on the sheet.
    NoSuchPurse,
    /// Marshal's Revenge: Deputy cannot tell this bandit's least valuable purse; the
    /// operator must say which he drops.
    WhichPurse(Bandit),
    /// Marshal's Revenge: that purse is not this bandit's least valuable one.
    NotLeastValuable(Bandit),
    /// Marshal's Revenge: a purse dropped by a bandit not ticked, or named twice.
    DropNotTicked(Bandit),
    /// Final count: every purse of unknown value of this bandit is entered already.
    NothingToEnter(Bandit),
}

impl Refusal for ColtRefusal {
    fn message(&self) -> Message {
        let loot_id = |kind: &LootKind| match kind {
            LootKind::Purse => "purse",
            LootKind::Jewel => "jewel",
            LootKind::Strongbox => "strongbox",
        };
        match self {
            Self::Seating(e) => e.message(),
            Self::Cards(e) => e.message(),
            Self::BanditCount { needed } => {
                Message::new("colt-express-refuse-bandit-count").number("needed", *needed as i64)
            }
            Self::BanditTwice(b) => {
                Message::new("colt-express-refuse-bandit-twice").text("bandit", b.name())
            }
            Self::BadDeck => Message::new("colt-express-refuse-deck"),
            Self::NoSuchBandit => Message::new("colt-express-refuse-no-bandit"),
            Self::WrongPhase => Message::new("colt-express-refuse-phase"),
            Self::Over => Message::new("colt-express-refuse-over"),
            Self::CardUsed(card) => Message::new("colt-express-refuse-card-used")
                .message("card", Message::new(card.message_id())),
            Self::WrongSet => Message::new("colt-express-refuse-wrong-set"),
            Self::AllResolved => Message::new("colt-express-refuse-all-resolved"),
            Self::CardsLeft(n) => {
                Message::new("colt-express-refuse-cards-left").number("count", *n as i64)
            }
            Self::SameBandit => Message::new("colt-express-refuse-same-bandit"),
            Self::NoBulletLeft(b) => {
                Message::new("colt-express-refuse-no-bullet").text("bandit", b.name())
            }
            Self::NoSuchLoot(b, kind) => Message::new("colt-express-refuse-no-loot")
                .text("bandit", b.name())
                .text("kind", loot_id(kind)),
            Self::NoneLeft(kind) => {
                Message::new("colt-express-refuse-none-left").text("kind", loot_id(kind))
            }
            Self::TickedTwice => Message::new("colt-express-refuse-ticked-twice"),
            Self::TallyTooHigh { max } => {
                Message::new("colt-express-refuse-tally").number("max", i64::from(*max))
            }
            Self::NoSuchPurse => Message::new("colt-express-refuse-no-purse"),
            Self::WhichPurse(b) => {
                Message::new("colt-express-refuse-which-purse").text("bandit", b.name())
            }
            Self::NotLeastValuable(b) => {
                Message::new("colt-express-refuse-not-least").text("bandit", b.name())
            }
            Self::DropNotTicked(b) => {
                Message::new("colt-express-refuse-drop-not-ticked").text("bandit", b.name())
            }
            Self::NothingToEnter(b) => {
                Message::new("colt-express-refuse-nothing-to-enter").text("bandit", b.name())
            }
        }
    }
}

impl ColtState {
    /// The number of players.
    #[must_use]
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// The bandits a player plays (one, or two in the two-player game).
    pub fn bandits_of(&self, seat: usize) -> impl Iterator<Item = usize> + '_ {
        self.bandits
            .iter()
            .enumerate()
            .filter(move |(_, b)| b.owner == seat)
            .map(|(i, _)| i)
    }

    /// The bandit index of `bandit`, if in play.
    #[must_use]
    pub fn index_of(&self, bandit: Bandit) -> Option<usize> {
        self.bandits.iter().position(|b| b.bandit == bandit)
    }

    fn books(&self, bandit: usize) -> Result<&Books, ColtRefusal> {
        self.bandits.get(bandit).ok_or(ColtRefusal::NoSuchBandit)
    }

    /// Loot, shots and the Marshal can be recorded during the planning and action
    /// phases and while an event is applied (the books of the round).
    fn in_play(&self) -> Result<(), ColtRefusal> {
        match self.phase {
            Phase::Planning { .. } | Phase::Action { .. } | Phase::Event | Phase::RoundCard => {
                Ok(())
            }
            Phase::FinalCount { .. } => Err(ColtRefusal::WrongPhase),
            Phase::Over { .. } => Err(ColtRefusal::Over),
        }
    }

    fn wrong_phase(&self) -> ColtRefusal {
        match self.phase {
            Phase::Over { .. } => ColtRefusal::Over,
            _ => ColtRefusal::WrongPhase,
        }
    }

    fn apply(&self, action: &ColtAction) -> Result<Applied<ColtState, ColtEvent>, ColtRefusal> {
        let mut next = self.clone();
        let mut events = Vec::new();
        match action {
            ColtAction::RevealRoundCard { card } => {
                if self.phase != Phase::RoundCard {
                    return Err(self.wrong_phase());
                }
                if self.deck.iter().any(|d| d.id == *card) {
                    return Err(ColtRefusal::CardUsed(card.card));
                }
                if card.set != self.set_for_round() {
                    return Err(ColtRefusal::WrongSet);
                }
                let all = cards::catalogue().map_err(ColtRefusal::Cards)?;
                let found = cards::find(all, *card).ok_or(ColtRefusal::WrongSet)?;
                next.deck.push(found.clone());
                events.push(ColtEvent::RoundStarted {
                    round: self.round,
                    card: Some(*card),
                });
                next.start_planning(&mut events);
            }
            ColtAction::PlayCard => next.fill_slot(false, &mut events)?,
            ColtAction::DrawThree => next.fill_slot(true, &mut events)?,
            ColtAction::ResolveCard => {
                let Phase::Action { resolved } = self.phase else {
                    return Err(self.wrong_phase());
                };
                if resolved >= self.planned.len() {
                    return Err(ColtRefusal::AllResolved);
                }
                next.phase = Phase::Action {
                    resolved: resolved + 1,
                };
                events.push(ColtEvent::CardResolved { index: resolved });
            }
            ColtAction::RecordShot { shooter, target } => {
                self.may_shoot(*shooter)?;
                self.books(*target)?;
                if shooter == target {
                    return Err(ColtRefusal::SameBandit);
                }
                next.bandits[*shooter].fired += 1;
                let t = &mut next.bandits[*target];
                t.received = t.received.saturating_add(1);
                events.push(ColtEvent::Shot {
                    shooter: *shooter,
                    target: *target,
                });
            }
            ColtAction::RecordMarshal { bandit } => {
                self.in_play()?;
                self.books(*bandit)?;
                let bullet = next.give_neutral(*bandit);
                events.push(ColtEvent::MarshalShot {
                    bandit: *bandit,
                    bullet,
                });
            }
            ColtAction::TakeLoot {
                bandit,
                kind,
                value,
            } => {
                self.may_take(*bandit, *kind)?;
                let b = &mut next.bandits[*bandit];
                match kind {
                    LootKind::Purse => b.purses.push(*value),
                    LootKind::Jewel => b.jewels += 1,
                    LootKind::Strongbox => b.strongboxes += 1,
                }
                events.push(ColtEvent::Loot {
                    bandit: *bandit,
                    kind: *kind,
                    taken: true,
                    value: if *kind == LootKind::Purse {
                        *value
                    } else {
                        None
                    },
                });
            }
            ColtAction::LoseLoot {
                bandit,
                kind,
                purse,
            } => {
                self.may_lose(*bandit, *kind)?;
                let value = next.lose(*bandit, *kind, *purse)?;
                events.push(ColtEvent::Loot {
                    bandit: *bandit,
                    kind: *kind,
                    taken: false,
                    value,
                });
            }
            ColtAction::RecordPunch {
                puncher,
                victim,
                kind,
                purse,
            } => {
                self.in_play()?;
                let p = self.books(*puncher)?.bandit;
                self.books(*victim)?;
                if puncher == victim {
                    return Err(ColtRefusal::SameBandit);
                }
                if let Some(kind) = kind {
                    self.may_lose(*victim, *kind)?;
                    let value = next.lose(*victim, *kind, *purse)?;
                    events.push(ColtEvent::Loot {
                        bandit: *victim,
                        kind: *kind,
                        taken: false,
                        value,
                    });
                    if p == Bandit::Cheyenne && *kind == LootKind::Purse {
                        next.bandits[*puncher].purses.push(value);
                        events.push(ColtEvent::Loot {
                            bandit: *puncher,
                            kind: LootKind::Purse,
                            taken: true,
                            value,
                        });
                    }
                }
            }
            ColtAction::EndActions => {
                let Phase::Action { resolved } = self.phase else {
                    return Err(self.wrong_phase());
                };
                if resolved < self.planned.len() {
                    return Err(ColtRefusal::CardsLeft(self.planned.len() - resolved));
                }
                match self.event() {
                    Some(event) => {
                        next.phase = Phase::Event;
                        events.push(ColtEvent::EventRead { event });
                    }
                    None => next.end_round(&mut events),
                }
            }
            ColtAction::ApplyEvent { affected, drops } => {
                if self.phase != Phase::Event {
                    return Err(self.wrong_phase());
                }
                let Some(event) = self.event() else {
                    return Err(ColtRefusal::WrongPhase);
                };
                for (i, &b) in affected.iter().enumerate() {
                    self.books(b)?;
                    if affected[..i].contains(&b) {
                        return Err(ColtRefusal::TickedTwice);
                    }
                }
                let revenge = if event.effect() == EventEffect::LosePurse {
                    self.revenge_purses(affected, drops.as_deref())?
                } else {
                    Vec::new()
                };
                let mut untouched = Vec::new();
                for (k, &b) in affected.iter().enumerate() {
                    let touched = match event.effect() {
                        EventEffect::NeutralBullet => next.give_neutral(b),
                        EventEffect::LosePurse => match revenge.get(k).copied().flatten() {
                            Some(i) => {
                                next.bandits[b].purses.remove(i);
                                true
                            }
                            None => false,
                        },
                        EventEffect::TakePurse => {
                            next.bandits[b].purses.push(None);
                            true
                        }
                        EventEffect::TakeRansom => {
                            next.bandits[b].purses.push(Some(PurseValue::MIN));
                            true
                        }
                        EventEffect::BoardOnly => true,
                    };
                    if !touched {
                        untouched.push(b);
                    }
                }
                events.push(ColtEvent::EventApplied {
                    event,
                    affected: affected.clone(),
                    untouched,
                });
                next.end_round(&mut events);
            }
            ColtAction::EnterPurse { bandit, value } => {
                next.sheet_mut(*bandit)?.purses.push(*value);
            }
            ColtAction::RemovePurse { bandit, index } => {
                let sheet = next.sheet_mut(*bandit)?;
                if *index >= sheet.purses.len() {
                    return Err(ColtRefusal::NoSuchPurse);
                }
                sheet.purses.remove(*index);
                if *index < sheet.counted {
                    sheet.counted -= 1;
                }
            }
            ColtAction::ForgetPurse { bandit } => {
                let name = self.books(*bandit)?.bandit;
                let sheet = next.sheet_mut(*bandit)?;
                if sheet.to_enter() == 0 {
                    return Err(ColtRefusal::NothingToEnter(name));
                }
                sheet.unknown -= 1;
            }
            ColtAction::SetTally {
                bandit,
                tally,
                value,
            } => {
                let max = tally.max(self.bandits.len());
                let sheet = next.sheet_mut(*bandit)?;
                if *value > max {
                    return Err(ColtRefusal::TallyTooHigh { max });
                }
                match tally {
                    Tally::Jewels => sheet.jewels = *value,
                    Tally::Strongboxes => sheet.strongboxes = *value,
                    Tally::Fired => sheet.fired = *value,
                    Tally::Received => sheet.received = *value,
                }
            }
            ColtAction::Reveal => {
                let Phase::FinalCount { sheets } = &self.phase else {
                    return Err(self.wrong_phase());
                };
                let standings = self.standings();
                next.phase = Phase::Over {
                    sheets: sheets.clone(),
                    standings: standings.clone(),
                };
                events.push(ColtEvent::Revealed { standings });
            }
        }
        Ok(Applied {
            state: next,
            events,
        })
    }
}

impl Rules for ColtExpress {
    const GAME: GameKind = GameKind::ColtExpress;
    const PLAYERS: (usize, usize) = (MIN_PLAYERS, MAX_PLAYERS);
    type Setup = ColtSetup;
    type State = ColtState;
    type Action = ColtAction;
    type Event = ColtEvent;
    type Refusal = ColtRefusal;

    fn start(setup: &ColtSetup) -> Result<ColtState, ColtRefusal> {
        setup
            .seating
            .validate(MIN_PLAYERS, MAX_PLAYERS)
            .map_err(ColtRefusal::Seating)?;
        let players = setup.seating.players.len();
        let needed = bandit_count(players);
        if setup.bandits.len() != needed {
            return Err(ColtRefusal::BanditCount { needed });
        }
        for (i, b) in setup.bandits.iter().enumerate() {
            if setup.bandits[..i].contains(b) {
                return Err(ColtRefusal::BanditTwice(*b));
            }
        }
        let all = cards::catalogue().map_err(ColtRefusal::Cards)?;
        let deck = resolve_deck(&setup.deck, players, all)?;
        let two_player = players == 2;
        let mut state = ColtState {
            players: setup
                .seating
                .players
                .iter()
                .map(|p| p.name.trim().to_owned())
                .collect(),
            bandits: setup
                .bandits
                .iter()
                .enumerate()
                .map(|(i, &bandit)| Books {
                    bandit,
                    owner: if two_player { i / 2 } else { i },
                    purses: vec![Some(PurseValue::MIN)],
                    jewels: 0,
                    strongboxes: 0,
                    fired: 0,
                    received: 0,
                })
                .collect(),
            two_player,
            by_hand: deck.is_empty(),
            deck,
            round: 0,
            first: setup.seating.first,
            neutral_left: NEUTRAL_BULLETS,
            planned: Vec::new(),
            draws: Vec::new(),
            phase: Phase::RoundCard,
        };
        let mut events = Vec::new();
        state.start_round(&mut events);
        Ok(state)
    }

    fn apply(
        state: &ColtState,
        action: &ColtAction,
    ) -> Result<Applied<ColtState, ColtEvent>, ColtRefusal> {
        state.apply(action)
    }

    fn is_over(state: &ColtState) -> bool {
        matches!(state.phase, Phase::Over { .. })
    }

    fn summary(state: &ColtState) -> Message {
        match &state.phase {
            Phase::Over { standings, .. } => {
                let names: Vec<&str> = standings
                    .iter()
                    .filter(|s| s.place == 1)
                    .filter_map(|s| state.players.get(s.seat).map(String::as_str))
                    .collect();
                Message::new("colt-express-summary-won")
                    .text("names", names.join(", "))
                    .number("count", names.len() as i64)
            }
            Phase::FinalCount { .. } => Message::new("colt-express-summary-count"),
            _ => Message::new("colt-express-summary-round")
                .number("round", (state.round + 1) as i64)
                .number("rounds", ROUNDS as i64),
        }
    }

    fn seating(setup: &ColtSetup) -> &Seating {
        &setup.seating
    }

    fn player_names(setup: &ColtSetup) -> Vec<String> {
        setup
            .seating
            .players
            .iter()
            .map(|p| p.name.trim().to_owned())
            .collect()
    }
}
