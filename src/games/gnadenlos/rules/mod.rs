//! Gnadenlos!'s rules, as Deputy keeps them (`shared/spec/gnadenlos.md`). Pure: no UI,
//! sound, randomness, clock or files.
//!
//! Deputy is the bank, the market and the die: it holds every nugget, the debt cards
//! not yet handed in and those in the market, the vultures, the undertaker and the hats.
//! The players keep their adventurer cards, the event cards and the board.
//!
//! Terms (the rule text's words): nugget « pépite », debt card « carte Dette », market
//! « marché » (six die columns), payday « Jour de paye » (Zahltag), vulture « vautour »
//! (Geier), undertaker « croque-mort » (Bestatter), RIP « RIP » (the cemetery space), hat
//! « pion chapeau », prestige « prestige », prestige track « fers à cheval », finish
//! « Arrivée », adventurer « aventurier », event « évènement », gold rush « ruée vers
//! l'or », High Noon « règlement de compte » (duel), poker « poker », recruitment
//! « recrutement », bid « mise », the active player's revolver « pion revolver ».
//!
//! Readings where the rule text is silent (from the spec):
//! - ties at an event: every player tied for the highest wins, every player tied for the
//!   lowest loses; when everyone ties, everyone wins and nobody loses; a lone holder of
//!   adventurers wins without a reveal and nobody loses; with no holder the event does
//!   nothing. At a gold rush the second place (each tied second) takes the second payout
//!   only when first place is not tied;
//! - at payday the revealed card leaves the market back to its owner's hand, paid or
//!   not; an owner who cannot pay pays nothing, takes a vulture and moves back
//!   [`GnadenlosOptions::vulture_setback`] spaces; the market keeps its holes until the
//!   payday ends, then is compacted (placement order kept, laid again from column 1);
//! - at a recruitment every bidder who recruits nobody (the lowest, or any bidder left
//!   without an adventurer when fewer were revealed) takes the bid back;
//! - the game ends at once, in the middle of a payday or a High Noon, when a hat reaches
//!   the finish, the undertaker reaches RIP or a player takes a third vulture; the
//!   standings count only the hats, less [`GnadenlosOptions::vulture_final_cost`] per
//!   vulture, so with the default cost of 0 the player whose third vulture ended the
//!   game can still win (Setup says so beside the setting);
//! - a game begun without Deputy is taken over at the start of the first player's turn
//!   ([`UnderWay`]): every debt card of a colour is then in its owner's hand or in the
//!   market, so the hand and the market together must make the colour's split exactly;
//!   a third vulture, a hat on the finish or the undertaker at RIP would have ended the
//!   game, so none is accepted.
//!
//! By topic: `options.rs` (the variants and box values), `take_over.rs` (a game begun
//! without Deputy), `market.rs` (the market, the picks, the bids and payday),
//! `events.rs` (an event's reveal and outcome), `end.rs` (what ends the game, the
//! standings); this file keeps the state, the actions, the refusals and events, and
//! `apply`.

use serde::{Deserialize, Serialize};

use crate::core::chance::{Awaited, Draw, Drawn};
use crate::core::game::{Applied, GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::core::pips::{DieFace, Pips};
use crate::core::players::{PlayerColour, Seating, SeatingError};

mod end;
mod events;
mod market;
mod options;
mod take_over;

pub use end::EndReason;
pub use events::{EventKind, Ranking, rank};
pub use market::{MarketCard, PlacedBid, possible_sums};
pub use options::{GnadenlosOptions, OptionsProblem, Section};
pub use take_over::{
    CardCount, MAX_TAKEN_ADVENTURERS, MAX_TAKEN_NUGGETS, TakeOverProblem, UnderWay,
};

/// The fewest players the box allows.
pub const MIN_PLAYERS: usize = 3;
/// The most players the box allows.
pub const MAX_PLAYERS: usize = 4;
/// Nuggets each player starts with [box].
pub const START_NUGGETS: u32 = 10;
/// Adventurer cards each player starts with.
pub const START_ADVENTURERS: u8 = 2;
/// The vulture that ends the game (« troisième vautour »).
pub const LAST_VULTURE: u8 = 3;
/// The most nuggets the active player may spend on prestige in one turn.
pub const MAX_PRESTIGE: u8 = 5;
/// The market's columns, one per die face.
pub const COLUMNS: usize = 6;
/// Debt cards in a bid: at least 1, at most 3.
pub const MAX_BID_CARDS: usize = 3;
/// The event cards in the deck; after the seventh they are shuffled and used again.
pub const EVENT_CARDS: u32 = 7;
/// The highest value a debt card may have [box: 0 to 4].
pub const MAX_DEBT_VALUE: u8 = 4;
/// The highest gold rush payout Deputy accepts.
pub const MAX_PAYOUT: u8 = 20;

/// The rules of Gnadenlos!, as a [`Rules`] implementation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Gnadenlos;

/// The value of a debt card (« carte Dette »), 0 to [`MAX_DEBT_VALUE`]. In JSON a plain
/// number; a number out of range is a deserialisation error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct DebtValue(u8);

impl DebtValue {
    /// A card worth nothing (a bid of it is worth 0).
    pub const ZERO: DebtValue = DebtValue(0);

    /// A value from 0 to [`MAX_DEBT_VALUE`]; `None` above.
    #[must_use]
    pub const fn new(value: u8) -> Option<Self> {
        if value <= MAX_DEBT_VALUE {
            Some(Self(value))
        } else {
            None
        }
    }

    /// The value, 0 to [`MAX_DEBT_VALUE`].
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Every value, ascending.
    pub fn all() -> impl DoubleEndedIterator<Item = DebtValue> {
        (0..=MAX_DEBT_VALUE).map(DebtValue)
    }
}

impl TryFrom<u8> for DebtValue {
    type Error = String;

    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Self::new(value).ok_or_else(|| format!("a debt card of {value} is not 0 to 4"))
    }
}

impl From<DebtValue> for u8 {
    fn from(value: DebtValue) -> Self {
        value.0
    }
}

/// A debt card's count per value, indexed by value (0 to [`MAX_DEBT_VALUE`]): a hand,
/// or the split of a colour's 13 cards.
pub type DebtCounts = [u8; MAX_DEBT_VALUE as usize + 1];

/// Everything fixed before the first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GnadenlosSetup {
    /// Players in seating order (clockwise); the first player is active first.
    pub seating: Seating,
    /// The box values and variants.
    pub options: GnadenlosOptions,
    /// The order the debt cards handed in at setup are laid in the market, drawn by
    /// Deputy: a permutation of `0..2 × players`, where card `2p` is player `p`'s 1 and
    /// card `2p + 1` their 2.
    pub opening_market: Vec<usize>,
    /// A game begun without Deputy and taken over as it lies on the table (the market,
    /// each player's books, the undertaker); `None` for a new game. Entered at Setup
    /// ("Take over a game under way") or written in a save's header; the tests use it to
    /// lay the spec's worked example.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub under_way: Option<UnderWay>,
}

/// One player's books.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Books {
    /// The player's name.
    pub name: String,
    /// The player's colour.
    pub colour: PlayerColour,
    /// Nuggets (« pépites »), never below 0.
    pub nuggets: u32,
    /// Debt cards still in hand, counted per value.
    pub hand: DebtCounts,
    /// Adventurer cards in hand (the real cards are the player's; Deputy counts them).
    pub adventurers: u8,
    /// Vultures taken, 0 to [`LAST_VULTURE`].
    pub vultures: u8,
    /// The hat's space on the prestige track, 1 to the finish.
    pub hat: u8,
}

impl Books {
    /// The number of debt cards in hand.
    #[must_use]
    pub fn cards_in_hand(&self) -> u32 {
        self.hand.iter().map(|&c| u32::from(c)).sum()
    }
}

/// The phase of the active player's turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Phase 1: the event card is flipped; Deputy waits for its kind and the strengths.
    Event,
    /// After a High Noon: the winners, from the active player clockwise, each pick cards
    /// from the market; `pickers[next]` picks now.
    HighNoonPicks {
        /// The winners in picking order.
        pickers: Vec<usize>,
        /// Index into `pickers` of who picks now.
        next: usize,
    },
    /// Phase 2: the active player may spend 0 to 5 nuggets.
    Prestige,
    /// Phase 3: the active player (under 3 adventurers) may start a recruitment.
    RecruitmentChoice,
    /// Phase 3: the bids, from the active player clockwise.
    Bidding {
        /// Adventurer cards revealed (players − 1, fewer if the pile ran short).
        revealed: u8,
        /// The bids so far, in bidding order.
        bids: Vec<PlacedBid>,
    },
    /// Phase 4: payday; Deputy waits for a die roll (Space, or a typed face).
    Payday,
    /// The game is over.
    Over {
        /// Why.
        reason: EndReason,
        /// The winners (the most advanced hats after vulture costs).
        winners: Vec<usize>,
    },
}

/// The state of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GnadenlosState {
    /// The box values and variants.
    pub options: GnadenlosOptions,
    /// The players, in seating order.
    pub players: Vec<Books>,
    /// The active player (who holds the revolver).
    pub active: usize,
    /// The turn number, from 1.
    pub turn: u32,
    /// Event cards flipped so far (the deck of 7 is used again after the seventh).
    pub events_flipped: u32,
    /// The undertaker's steps toward RIP (RIP at `options.undertaker_spaces`).
    pub undertaker: u8,
    /// The market in placement order: slot `i` lies in column `i mod 6 + 1`, row
    /// `i div 6 + 1`; `None` is a hole left by a card revealed this payday (or picked this
    /// High Noon), closed when the market is compacted.
    pub market: Vec<Option<MarketCard>>,
    /// The phase.
    pub phase: Phase,
}

/// Something a person tells Deputy, or a chance result drawn by the shell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GnadenlosAction {
    /// The event card flipped and each player's revealed strength for its symbol
    /// (`None`: the player holds no adventurer; a lone holder's may be `None`).
    ResolveEvent {
        /// The kind of event and, for a gold rush, its payouts.
        kind: EventKind,
        /// One entry per player, in seating order.
        strengths: Vec<Option<Pips>>,
    },
    /// The picking winner of a High Noon takes these market slots back (2, or what is
    /// left), clicked on the grid or drawn at random by Deputy.
    PickCards {
        /// Market slot indices, distinct.
        slots: Vec<usize>,
    },
    /// Prestige: the active player spends 0 to 5 nuggets, the hat moves as many spaces.
    BuyPrestige {
        /// Nuggets spent.
        nuggets: u8,
    },
    /// The active player starts a recruitment with this many adventurers revealed.
    StartRecruitment {
        /// Adventurer cards revealed, 1 to players − 1.
        revealed: u8,
    },
    /// The active player does not recruit.
    SkipRecruitment,
    /// The next bidder puts down 1 to 3 debt cards, in this order.
    Bid {
        /// The cards' values.
        cards: Vec<DebtValue>,
    },
    /// The next bidder has no card or no free sum, and passes.
    Pass,
    /// The payday die shows this face (rolled by Deputy, or read from the real die).
    RollDie {
        /// The face.
        face: DieFace,
    },
}

/// What happened, for cues, captions and history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GnadenlosEvent {
    /// An event was resolved: its kind and who won, came second and lost.
    EventResolved {
        /// The kind.
        kind: EventKind,
        /// The ranking.
        ranking: Ranking,
    },
    /// A player took nuggets from the bank (gold rush).
    NuggetsWon {
        /// The player.
        player: usize,
        /// How many.
        nuggets: u32,
    },
    /// A hat moved.
    HatMoved {
        /// The player.
        player: usize,
        /// The space before.
        from: u8,
        /// The space after.
        to: u8,
    },
    /// The undertaker walked one space.
    UndertakerMoved {
        /// Steps walked so far.
        steps: u8,
    },
    /// A High Noon winner took cards back from the market.
    CardsPicked {
        /// The winner.
        player: usize,
        /// The cards taken, which went back to their owners.
        cards: Vec<MarketCard>,
    },
    /// Prestige bought.
    PrestigeBought {
        /// The player.
        player: usize,
        /// Nuggets spent.
        nuggets: u8,
    },
    /// A recruitment started.
    RecruitmentStarted {
        /// Adventurers revealed.
        revealed: u8,
    },
    /// A bid was placed (`sum` `None`: a pass).
    BidPlaced {
        /// The bidder.
        player: usize,
        /// The bid's worth.
        sum: Option<u32>,
    },
    /// A bidder recruited an adventurer; their bid went into the market.
    Recruited {
        /// The player.
        player: usize,
    },
    /// A bidder recruited nobody and took the bid back.
    BidReturned {
        /// The player.
        player: usize,
    },
    /// Payday begins (the market holds enough rows).
    PaydayStarted {
        /// Rows counted.
        rows: usize,
    },
    /// The die shows a face.
    DieRolled {
        /// The face.
        face: DieFace,
    },
    /// The card at the bottom of the column was paid.
    Paid {
        /// The owner.
        player: usize,
        /// The card's value.
        value: DebtValue,
        /// The column (1 to 6).
        column: u8,
    },
    /// The owner could not pay the card.
    CannotPay {
        /// The owner.
        player: usize,
        /// The card's value.
        value: DebtValue,
        /// The column (1 to 6).
        column: u8,
    },
    /// The column rolled is empty: the payday ends.
    EmptyColumn {
        /// The column (1 to 6).
        column: u8,
    },
    /// A player took a vulture.
    VultureTaken {
        /// The player.
        player: usize,
        /// Vultures now.
        vultures: u8,
    },
    /// The payday ended and the market was compacted.
    PaydayEnded {
        /// Rows after compaction.
        rows: usize,
    },
    /// The turn passed clockwise.
    TurnPassed {
        /// The new active player.
        player: usize,
        /// The new turn number.
        turn: u32,
    },
    /// The game ended.
    GameOver {
        /// Why.
        reason: EndReason,
        /// The winners.
        winners: Vec<usize>,
    },
}

/// What the turn waits for now, named in a refusal ("Not now: …").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// The event.
    Event,
    /// High Noon picks.
    Picks,
    /// Prestige.
    Prestige,
    /// Recruit or not.
    RecruitmentChoice,
    /// A bid.
    Bid,
    /// A die roll.
    Die,
}

impl Waiting {
    /// The message id of what is awaited.
    #[must_use]
    pub fn message_id(self) -> &'static str {
        match self {
            Self::Event => "gnadenlos-waiting-event",
            Self::Picks => "gnadenlos-waiting-picks",
            Self::Prestige => "gnadenlos-waiting-prestige",
            Self::RecruitmentChoice => "gnadenlos-waiting-recruitment",
            Self::Bid => "gnadenlos-waiting-bid",
            Self::Die => "gnadenlos-waiting-die",
        }
    }
}

/// Why an action was refused. Each explains itself in one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GnadenlosRefusal {
    /// The seating is not valid for Gnadenlos!.
    Seating(SeatingError),
    /// The options cannot make a game.
    Options(OptionsProblem),
    /// The opening market order is not a shuffle of the cards handed in.
    OpeningMarket,
    /// A game taken over cannot be (the first problem found).
    UnderWay(TakeOverProblem),
    /// The game is over.
    GameOver,
    /// Not what the turn waits for.
    NotNow(Waiting),
    /// One strength per player is needed.
    StrengthCount,
    /// A player holding adventurers revealed no strength.
    StrengthMissing(String),
    /// A player without adventurers cannot reveal one.
    NoAdventurer(String),
    /// A gold rush payout above the most Deputy accepts.
    Payout,
    /// More nuggets than prestige allows.
    PrestigeTooMuch,
    /// The player has fewer nuggets than that.
    NotEnoughNuggets {
        /// The player.
        name: String,
        /// Nuggets held.
        nuggets: u32,
    },
    /// The active player holds 3 or more adventurers: no recruitment.
    RecruitmentBarred {
        /// The player.
        name: String,
        /// Adventurers held.
        adventurers: u8,
    },
    /// The number revealed must be 1 to players − 1.
    Revealed {
        /// The most.
        max: u8,
    },
    /// A bid has 1 to 3 cards.
    BidSize,
    /// The bidder does not hold these cards.
    NotInHand {
        /// The bidder.
        name: String,
        /// The value missing.
        value: u8,
    },
    /// The sum is already bid; the sums taken.
    SumTaken {
        /// The sum refused.
        sum: u32,
        /// Every sum already bid, ascending.
        taken: Vec<u32>,
    },
    /// The bidder can still bid a free sum, so may not pass.
    MustBid {
        /// The bidder.
        name: String,
    },
    /// The picker must take this many cards.
    PickCount {
        /// Cards to take.
        want: usize,
    },
    /// A picked slot holds no card, or is picked twice.
    NoSuchCard,
}

impl Refusal for GnadenlosRefusal {
    fn message(&self) -> Message {
        match self {
            Self::Seating(e) => e.message(),
            Self::Options(p) => p.message(),
            Self::OpeningMarket => Message::new("gnadenlos-refuse-opening"),
            Self::UnderWay(problem) => problem.message(),
            Self::GameOver => Message::new("gnadenlos-refuse-over"),
            Self::NotNow(w) => Message::new("gnadenlos-refuse-not-now")
                .message("now", Message::new(w.message_id())),
            Self::StrengthCount => Message::new("gnadenlos-refuse-strength-count"),
            Self::StrengthMissing(n) => {
                Message::new("gnadenlos-refuse-strength-missing").text("name", n.clone())
            }
            Self::NoAdventurer(n) => {
                Message::new("gnadenlos-refuse-no-adventurer").text("name", n.clone())
            }
            Self::Payout => {
                Message::new("gnadenlos-refuse-payout").number("max", i64::from(MAX_PAYOUT))
            }
            Self::PrestigeTooMuch => {
                Message::new("gnadenlos-refuse-prestige").number("max", i64::from(MAX_PRESTIGE))
            }
            Self::NotEnoughNuggets { name, nuggets } => Message::new("gnadenlos-refuse-nuggets")
                .text("name", name.clone())
                .number("nuggets", i64::from(*nuggets)),
            Self::RecruitmentBarred { name, adventurers } => {
                Message::new("gnadenlos-refuse-recruitment")
                    .text("name", name.clone())
                    .number("count", i64::from(*adventurers))
            }
            Self::Revealed { max } => {
                Message::new("gnadenlos-refuse-revealed").number("max", i64::from(*max))
            }
            Self::BidSize => Message::new("gnadenlos-refuse-bid-size"),
            Self::NotInHand { name, value } => Message::new("gnadenlos-refuse-not-in-hand")
                .text("name", name.clone())
                .number("value", i64::from(*value)),
            Self::SumTaken { sum, taken } => Message::new("gnadenlos-refuse-sum-taken")
                .number("sum", i64::from(*sum))
                .text(
                    "taken",
                    taken
                        .iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            Self::MustBid { name } => {
                Message::new("gnadenlos-refuse-must-bid").text("name", name.clone())
            }
            Self::PickCount { want } => {
                Message::new("gnadenlos-refuse-pick-count").number("count", *want as i64)
            }
            Self::NoSuchCard => Message::new("gnadenlos-refuse-no-card"),
        }
    }
}

impl GnadenlosState {
    /// What the turn waits for, as a refusal.
    fn not_now(&self) -> GnadenlosRefusal {
        GnadenlosRefusal::NotNow(match self.phase {
            Phase::Event => Waiting::Event,
            Phase::HighNoonPicks { .. } => Waiting::Picks,
            Phase::Prestige => Waiting::Prestige,
            Phase::RecruitmentChoice => Waiting::RecruitmentChoice,
            Phase::Bidding { .. } => Waiting::Bid,
            Phase::Payday => Waiting::Die,
            Phase::Over { .. } => return GnadenlosRefusal::GameOver,
        })
    }

    /// Moves a hat by `delta` spaces, never below 1 nor past the finish.
    fn move_hat(&mut self, player: usize, delta: i32, events: &mut Vec<GnadenlosEvent>) {
        let finish = i32::from(self.options.finish());
        let from = self.players[player].hat;
        let to = (i32::from(from) + delta).clamp(1, finish);
        let to = u8::try_from(to).unwrap_or(from);
        if to != from {
            self.players[player].hat = to;
            events.push(GnadenlosEvent::HatMoved { player, from, to });
        }
    }

    /// After prestige: the recruitment choice, or straight on if it is barred.
    fn after_prestige(&mut self, events: &mut Vec<GnadenlosEvent>) {
        if self.players[self.active].adventurers < 3 {
            self.phase = Phase::RecruitmentChoice;
        } else {
            self.payday_or_next_turn(events);
        }
    }

    fn apply(
        &self,
        action: &GnadenlosAction,
    ) -> Result<Applied<GnadenlosState, GnadenlosEvent>, GnadenlosRefusal> {
        if matches!(self.phase, Phase::Over { .. }) {
            return Err(GnadenlosRefusal::GameOver);
        }
        let mut next = self.clone();
        let mut events = Vec::new();
        match action {
            GnadenlosAction::ResolveEvent { kind, strengths } => {
                next.resolve_event(*kind, strengths, &mut events)?;
            }
            GnadenlosAction::PickCards { slots } => {
                let mut sorted = slots.clone();
                sorted.sort_unstable();
                sorted.dedup();
                if sorted.len() != slots.len() {
                    return Err(GnadenlosRefusal::NoSuchCard);
                }
                next.pick(slots, &mut events)?;
            }
            GnadenlosAction::BuyPrestige { nuggets } => {
                if self.phase != Phase::Prestige {
                    return Err(self.not_now());
                }
                if *nuggets > MAX_PRESTIGE {
                    return Err(GnadenlosRefusal::PrestigeTooMuch);
                }
                let b = &self.players[self.active];
                if b.nuggets < u32::from(*nuggets) {
                    return Err(GnadenlosRefusal::NotEnoughNuggets {
                        name: b.name.clone(),
                        nuggets: b.nuggets,
                    });
                }
                let active = self.active;
                next.players[active].nuggets -= u32::from(*nuggets);
                events.push(GnadenlosEvent::PrestigeBought {
                    player: active,
                    nuggets: *nuggets,
                });
                next.move_hat(active, i32::from(*nuggets), &mut events);
                if !next.check_end(&mut events) {
                    next.after_prestige(&mut events);
                }
            }
            GnadenlosAction::StartRecruitment { revealed } => {
                self.may_recruit()?;
                let max = u8::try_from(self.players.len() - 1).unwrap_or(u8::MAX);
                if *revealed == 0 || *revealed > max {
                    return Err(GnadenlosRefusal::Revealed { max });
                }
                next.phase = Phase::Bidding {
                    revealed: *revealed,
                    bids: Vec::new(),
                };
                events.push(GnadenlosEvent::RecruitmentStarted {
                    revealed: *revealed,
                });
            }
            GnadenlosAction::SkipRecruitment => {
                if self.phase != Phase::RecruitmentChoice {
                    return Err(self.not_now());
                }
                next.payday_or_next_turn(&mut events);
            }
            GnadenlosAction::Bid { cards } => {
                self.check_bid(cards)?;
                next.place_bid(cards.clone(), &mut events);
            }
            GnadenlosAction::Pass => {
                let bidder = self.bidder().ok_or_else(|| self.not_now())?;
                if !self.free_sums(bidder).is_empty() {
                    return Err(GnadenlosRefusal::MustBid {
                        name: self.players[bidder].name.clone(),
                    });
                }
                next.place_bid(Vec::new(), &mut events);
            }
            GnadenlosAction::RollDie { face } => {
                if self.phase != Phase::Payday {
                    return Err(self.not_now());
                }
                next.roll(*face, &mut events);
            }
        }
        Ok(Applied {
            state: next,
            events,
        })
    }
}

impl Rules for Gnadenlos {
    const GAME: GameKind = GameKind::Gnadenlos;
    const PLAYERS: (usize, usize) = (MIN_PLAYERS, MAX_PLAYERS);
    type Setup = GnadenlosSetup;
    type State = GnadenlosState;
    type Action = GnadenlosAction;
    type Event = GnadenlosEvent;
    type Refusal = GnadenlosRefusal;

    fn start(setup: &GnadenlosSetup) -> Result<GnadenlosState, GnadenlosRefusal> {
        setup
            .seating
            .validate(MIN_PLAYERS, MAX_PLAYERS)
            .map_err(GnadenlosRefusal::Seating)?;
        setup.options.check().map_err(GnadenlosRefusal::Options)?;
        let n = setup.seating.players.len();
        if !crate::core::chance::is_permutation(&setup.opening_market, 2 * n) {
            return Err(GnadenlosRefusal::OpeningMarket);
        }
        let names = Self::player_names(setup);
        let table = setup.under_way.clone().unwrap_or_else(|| UnderWay {
            market: setup
                .opening_market
                .iter()
                .map(|&card| MarketCard {
                    owner: card / 2,
                    value: DebtValue(if card % 2 == 0 { 1 } else { 2 }),
                })
                .collect(),
            ..UnderWay::default()
        });
        if let Some(problem) = table.problems(&setup.options, &names).into_iter().next() {
            return Err(GnadenlosRefusal::UnderWay(problem));
        }
        let players = setup
            .seating
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| Books {
                name: names[i].clone(),
                colour: p.colour,
                nuggets: table.nuggets.get(i).copied().unwrap_or(START_NUGGETS),
                hand: table.hand(i, &setup.options),
                adventurers: table
                    .adventurers
                    .get(i)
                    .copied()
                    .unwrap_or(START_ADVENTURERS),
                vultures: table.vultures.get(i).copied().unwrap_or(0),
                hat: table
                    .hats
                    .get(i)
                    .copied()
                    .unwrap_or(setup.options.start_space),
            })
            .collect();
        let market = table.market.into_iter().map(Some).collect();
        Ok(GnadenlosState {
            options: setup.options.clone(),
            players,
            active: setup.seating.first,
            turn: 1,
            events_flipped: table.events_flipped,
            undertaker: table.undertaker,
            market,
            phase: Phase::Event,
        })
    }

    fn apply(
        state: &GnadenlosState,
        action: &GnadenlosAction,
    ) -> Result<Applied<GnadenlosState, GnadenlosEvent>, GnadenlosRefusal> {
        state.apply(action)
    }

    fn is_over(state: &GnadenlosState) -> bool {
        matches!(state.phase, Phase::Over { .. })
    }

    fn summary(state: &GnadenlosState) -> Message {
        let names = |ps: &[usize]| {
            ps.iter()
                .filter_map(|&p| state.players.get(p).map(|b| b.name.clone()))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match &state.phase {
            Phase::Over { winners, .. } => {
                Message::new("gnadenlos-summary-won").text("names", names(winners))
            }
            _ => Message::new("gnadenlos-summary-turn")
                .number("turn", i64::from(state.turn))
                .text("name", names(&[state.active])),
        }
    }

    fn seating(setup: &GnadenlosSetup) -> &Seating {
        &setup.seating
    }

    fn player_names(setup: &GnadenlosSetup) -> Vec<String> {
        setup
            .seating
            .players
            .iter()
            .map(|p| p.name.trim().to_owned())
            .collect()
    }

    /// A payday waits for a die (rolled on request, or typed); a High Noon pick may be
    /// drawn at random for the picker ("pick for me").
    fn awaited(state: &GnadenlosState) -> Option<Awaited> {
        match &state.phase {
            Phase::Payday => Some(Awaited::on_request(Draw::Die)),
            Phase::HighNoonPicks { .. } => {
                let (_, take) = state.picker()?;
                let of = state.market_cards().count();
                Some(Awaited::on_request(Draw::Sample { of, take }))
            }
            _ => None,
        }
    }

    fn drawn(state: &GnadenlosState, drawn: &Drawn) -> Option<GnadenlosAction> {
        match (&state.phase, drawn) {
            (Phase::Payday, Drawn::Die(face)) => Some(GnadenlosAction::RollDie { face: *face }),
            (Phase::HighNoonPicks { .. }, Drawn::Order(order)) => {
                // The draw indexes the cards still in the market, in placement order.
                let slots: Vec<usize> = state
                    .market
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.is_some())
                    .map(|(i, _)| i)
                    .collect();
                let picked: Option<Vec<usize>> =
                    order.iter().map(|&k| slots.get(k).copied()).collect();
                picked.map(|slots| GnadenlosAction::PickCards { slots })
            }
            _ => None,
        }
    }
}
