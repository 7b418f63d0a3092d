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

use serde::{Deserialize, Serialize};

use crate::core::chance::{Awaited, Draw, Drawn};
use crate::core::game::{Applied, GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::core::pips::{DieFace, Pips};
use crate::core::players::{PlayerColour, Seating, SeatingError};

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

/// One coloured section of the prestige track (« fers à cheval » of one colour) and the
/// poker value printed on the roof cards beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    /// How many spaces the section has (at least 1).
    pub spaces: u8,
    /// How many spaces a poker win moves a hat standing in it.
    pub poker: u8,
}

/// The box values no public source gives, and the variants: settings with editable
/// defaults, marked "check your box" on Setup, remembered between games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GnadenlosOptions {
    /// The 13 debt cards of a colour: how many of each value 0 to 4 (at least one 1 and
    /// one 2, handed in at setup).
    pub debt_split: DebtCounts,
    /// The prestige track's sections from the start end to the finish; the track has as
    /// many spaces as the sections together (35 in the box) and the finish is its last.
    pub sections: Vec<Section>,
    /// The space the hats start on, 1 to the finish − 1 [box, one source: 6].
    pub start_space: u8,
    /// How many spaces the undertaker walks to reach RIP (count them on the board).
    pub undertaker_spaces: u8,
    /// The gold rush payouts offered when an event is entered: first place, second place.
    pub gold_rush: (u8, u8),
    /// Hat spaces back for a vulture taken at payday (the German rules say the bad payer
    /// loses prestige; the amount is not known).
    pub vulture_setback: u8,
    /// Hat spaces each vulture costs in the final standings.
    pub vulture_final_cost: u8,
    /// A poker loser moves back by the value of their section (the German rules); off:
    /// poker only moves winners forward.
    pub poker_losers_back: bool,
    /// Payday counts only complete rows of six (off: a started row counts).
    pub complete_rows_only: bool,
}

impl Default for GnadenlosOptions {
    fn default() -> Self {
        Self {
            debt_split: [2, 3, 3, 3, 2],
            sections: vec![
                Section {
                    spaces: 6,
                    poker: 4,
                },
                Section {
                    spaces: 6,
                    poker: 3,
                },
                Section {
                    spaces: 6,
                    poker: 3,
                },
                Section {
                    spaces: 6,
                    poker: 2,
                },
                Section {
                    spaces: 6,
                    poker: 2,
                },
                Section {
                    spaces: 5,
                    poker: 1,
                },
            ],
            start_space: 6,
            undertaker_spaces: 6,
            gold_rush: (4, 2),
            vulture_setback: 0,
            vulture_final_cost: 0,
            poker_losers_back: true,
            complete_rows_only: false,
        }
    }
}

/// Why the options cannot make a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsProblem {
    /// A colour needs at least one debt card of 1 and one of 2, and at most 20 cards.
    DebtSplit,
    /// The track needs 2 to 60 spaces, in sections of at least 1 space.
    Track,
    /// The start space must lie before the finish.
    StartSpace,
    /// The undertaker needs 1 to 30 spaces to RIP.
    Undertaker,
    /// A payout is above [`MAX_PAYOUT`].
    Payout,
}

impl GnadenlosOptions {
    /// The finish space (the last), the number of spaces on the track.
    #[must_use]
    pub fn finish(&self) -> u8 {
        let total: u32 = self.sections.iter().map(|s| u32::from(s.spaces)).sum();
        u8::try_from(total).unwrap_or(u8::MAX)
    }

    /// The section of `space` (1-based), as an index into `sections`.
    #[must_use]
    pub fn section_of(&self, space: u8) -> usize {
        let mut end = 0u32;
        for (i, s) in self.sections.iter().enumerate() {
            end += u32::from(s.spaces);
            if u32::from(space) <= end {
                return i;
            }
        }
        self.sections.len().saturating_sub(1)
    }

    /// The poker value of the section `space` lies in.
    #[must_use]
    pub fn poker_value(&self, space: u8) -> u8 {
        self.sections
            .get(self.section_of(space))
            .map_or(0, |s| s.poker)
    }

    /// The debt cards of one colour.
    #[must_use]
    pub fn cards_per_colour(&self) -> u32 {
        self.debt_split.iter().map(|&c| u32::from(c)).sum()
    }

    /// Checks the options.
    ///
    /// # Errors
    /// The first value that cannot make a game.
    pub fn check(&self) -> Result<(), OptionsProblem> {
        let cards = self.cards_per_colour();
        if self.debt_split[1] == 0 || self.debt_split[2] == 0 || cards > 20 {
            return Err(OptionsProblem::DebtSplit);
        }
        let total: u32 = self.sections.iter().map(|s| u32::from(s.spaces)).sum();
        if self.sections.iter().any(|s| s.spaces == 0) || !(2..=60).contains(&total) {
            return Err(OptionsProblem::Track);
        }
        if self.start_space == 0 || self.start_space >= self.finish() {
            return Err(OptionsProblem::StartSpace);
        }
        if !(1..=30).contains(&self.undertaker_spaces) {
            return Err(OptionsProblem::Undertaker);
        }
        if self.gold_rush.0 > MAX_PAYOUT || self.gold_rush.1 > MAX_PAYOUT {
            return Err(OptionsProblem::Payout);
        }
        Ok(())
    }
}

impl OptionsProblem {
    /// The sentence that explains the problem.
    #[must_use]
    pub fn message(self) -> Message {
        Message::new(match self {
            Self::DebtSplit => "gnadenlos-options-debt-split",
            Self::Track => "gnadenlos-options-track",
            Self::StartSpace => "gnadenlos-options-start",
            Self::Undertaker => "gnadenlos-options-undertaker",
            Self::Payout => "gnadenlos-options-payout",
        })
    }
}

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

/// The most nuggets a player of a game taken over may hold (far more than a game sees).
pub const MAX_TAKEN_NUGGETS: u32 = 999;
/// The most adventurer cards a player of a game taken over may hold (far more than a
/// game sees: recruiting stops at 3 for the active player).
pub const MAX_TAKEN_ADVENTURERS: u8 = 9;

/// The table of a game begun without Deputy, taken over at the start of the first
/// player's turn (the seating's first player holds the revolver): the market in
/// placement order, each player's books and the undertaker.
///
/// Every per-player list is in seating order and either empty (a save written before
/// the list existed, or a table that does not say: the default) or one entry per player.
/// In JSON the lists added later (`hands`, `adventurers`, `vultures`, `hats`,
/// `undertaker`) may be absent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnderWay {
    /// The market's cards, in placement order (column 1, row 1 first).
    pub market: Vec<MarketCard>,
    /// Each player's nuggets, 0 to [`MAX_TAKEN_NUGGETS`] (empty: 10 each).
    pub nuggets: Vec<u32>,
    /// Each player's debt cards in hand, per value; with the player's cards in the
    /// market they make the colour's split exactly (empty: every card of the colour not
    /// in the market).
    #[serde(default)]
    pub hands: Vec<DebtCounts>,
    /// Each player's adventurer cards in hand, 0 to [`MAX_TAKEN_ADVENTURERS`] (empty: 2
    /// each).
    #[serde(default)]
    pub adventurers: Vec<u8>,
    /// Each player's vultures, 0 to 2 (a third ends the game; empty: none).
    #[serde(default)]
    pub vultures: Vec<u8>,
    /// Each player's hat space, 1 to the space before the finish (empty: the start
    /// space).
    #[serde(default)]
    pub hats: Vec<u8>,
    /// The undertaker's steps toward RIP, 0 to one before RIP.
    #[serde(default)]
    pub undertaker: u8,
}

/// Why a game taken over cannot be: each problem names the player or the field, so the
/// Setup form shows it beside that field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeOverProblem {
    /// A per-player list has not one entry per player.
    Entries {
        /// The entries given.
        entries: usize,
        /// The players at the table.
        players: usize,
    },
    /// A market card belongs to nobody at the table.
    NoSuchOwner {
        /// The card's place in the market, from 0.
        slot: usize,
    },
    /// More debt cards of a value than a colour has.
    TooManyCards(CardCount),
    /// Fewer debt cards of a value than a colour has.
    MissingCards(CardCount),
    /// Nuggets above [`MAX_TAKEN_NUGGETS`].
    Nuggets {
        /// The player.
        player: usize,
        /// Their name.
        name: String,
    },
    /// Adventurers above [`MAX_TAKEN_ADVENTURERS`].
    Adventurers {
        /// The player.
        player: usize,
        /// Their name.
        name: String,
    },
    /// A third vulture (it ends the game).
    Vultures {
        /// The player.
        player: usize,
        /// Their name.
        name: String,
    },
    /// A hat off the track or on the finish (which ends the game).
    Hat {
        /// The player.
        player: usize,
        /// Their name.
        name: String,
        /// The last space a hat may stand on in a game under way.
        last: u8,
    },
    /// The undertaker at or past RIP (which ends the game).
    Undertaker {
        /// The most steps a game under way allows.
        last: u8,
    },
}

/// One player's debt cards of one value: in hand, in the market, and how many a colour
/// has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardCount {
    /// The player.
    pub player: usize,
    /// Their name.
    pub name: String,
    /// The value.
    pub value: u8,
    /// In hand.
    pub in_hand: u8,
    /// In the market.
    pub in_market: u8,
    /// A colour's cards of this value ([`GnadenlosOptions::debt_split`]).
    pub per_colour: u8,
}

impl TakeOverProblem {
    /// The player the problem is about, if one.
    #[must_use]
    pub fn player(&self) -> Option<usize> {
        match self {
            Self::TooManyCards(c) | Self::MissingCards(c) => Some(c.player),
            Self::Nuggets { player, .. }
            | Self::Adventurers { player, .. }
            | Self::Vultures { player, .. }
            | Self::Hat { player, .. } => Some(*player),
            Self::Entries { .. } | Self::NoSuchOwner { .. } | Self::Undertaker { .. } => None,
        }
    }

    /// The sentence that explains the problem.
    #[must_use]
    pub fn message(&self) -> Message {
        let count = |id: &'static str, c: &CardCount| {
            Message::new(id)
                .text("name", c.name.clone())
                .number("value", i64::from(c.value))
                .number("hand", i64::from(c.in_hand))
                .number("market", i64::from(c.in_market))
                .number("total", i64::from(c.in_hand) + i64::from(c.in_market))
                .number("colour", i64::from(c.per_colour))
        };
        match self {
            Self::Entries { entries, players } => Message::new("gnadenlos-take-over-entries")
                .number("entries", *entries as i64)
                .number("players", *players as i64),
            Self::NoSuchOwner { slot } => Message::new("gnadenlos-take-over-owner")
                .number("column", (slot % COLUMNS + 1) as i64)
                .number("row", (slot / COLUMNS + 1) as i64),
            Self::TooManyCards(c) => count("gnadenlos-take-over-too-many", c),
            Self::MissingCards(c) => count("gnadenlos-take-over-missing", c),
            Self::Nuggets { name, .. } => Message::new("gnadenlos-take-over-nuggets-max")
                .text("name", name.clone())
                .number("max", i64::from(MAX_TAKEN_NUGGETS)),
            Self::Adventurers { name, .. } => Message::new("gnadenlos-take-over-adventurers-max")
                .text("name", name.clone())
                .number("max", i64::from(MAX_TAKEN_ADVENTURERS)),
            Self::Vultures { name, .. } => Message::new("gnadenlos-take-over-vultures-max")
                .text("name", name.clone())
                .number("max", i64::from(LAST_VULTURE - 1)),
            Self::Hat { name, last, .. } => Message::new("gnadenlos-take-over-hat-max")
                .text("name", name.clone())
                .number("last", i64::from(*last)),
            Self::Undertaker { last } => {
                Message::new("gnadenlos-take-over-undertaker-max").number("last", i64::from(*last))
            }
        }
    }
}

impl UnderWay {
    /// A market and purses, every other list left to its default.
    #[must_use]
    pub fn new(market: Vec<MarketCard>, nuggets: Vec<u32>) -> Self {
        Self {
            market,
            nuggets,
            ..Self::default()
        }
    }

    /// How many debt cards of each value `player` has in the market.
    #[must_use]
    pub fn in_market(&self, player: usize) -> DebtCounts {
        let mut counts = DebtCounts::default();
        for card in self.market.iter().filter(|c| c.owner == player) {
            counts[usize::from(card.value.get())] += 1;
        }
        counts
    }

    /// `player`'s hand: as given, or the colour's cards not in the market.
    #[must_use]
    pub fn hand(&self, player: usize, options: &GnadenlosOptions) -> DebtCounts {
        if let Some(hand) = self.hands.get(player) {
            return *hand;
        }
        let market = self.in_market(player);
        let mut hand = options.debt_split;
        for (h, m) in hand.iter_mut().zip(market) {
            *h = h.saturating_sub(m);
        }
        hand
    }

    /// Every reason the table cannot be taken over with these `options` by players
    /// named `names` (seating order), in the order of the form: the lists, the market,
    /// each player, the undertaker. Empty: the table can be taken over.
    #[must_use]
    pub fn problems(&self, options: &GnadenlosOptions, names: &[String]) -> Vec<TakeOverProblem> {
        let n = names.len();
        let mut problems = Vec::new();
        let lists = [
            self.nuggets.len(),
            self.hands.len(),
            self.adventurers.len(),
            self.vultures.len(),
            self.hats.len(),
        ];
        if let Some(&entries) = lists.iter().find(|&&len| len != 0 && len != n) {
            problems.push(TakeOverProblem::Entries {
                entries,
                players: n,
            });
            return problems;
        }
        for (slot, card) in self.market.iter().enumerate() {
            if card.owner >= n {
                problems.push(TakeOverProblem::NoSuchOwner { slot });
            }
        }
        let last_space = options.finish().saturating_sub(1);
        for (player, name) in names.iter().enumerate() {
            let name = name.clone();
            let hand = self.hand(player, options);
            let market = self.in_market(player);
            for value in 0..=MAX_DEBT_VALUE {
                let v = usize::from(value);
                let count = CardCount {
                    player,
                    name: name.clone(),
                    value,
                    in_hand: hand[v],
                    in_market: market[v],
                    per_colour: options.debt_split[v],
                };
                let total = u32::from(hand[v]) + u32::from(market[v]);
                match total.cmp(&u32::from(options.debt_split[v])) {
                    std::cmp::Ordering::Greater => {
                        problems.push(TakeOverProblem::TooManyCards(count));
                    }
                    std::cmp::Ordering::Less => problems.push(TakeOverProblem::MissingCards(count)),
                    std::cmp::Ordering::Equal => {}
                }
            }
            if self
                .nuggets
                .get(player)
                .is_some_and(|&x| x > MAX_TAKEN_NUGGETS)
            {
                problems.push(TakeOverProblem::Nuggets {
                    player,
                    name: name.clone(),
                });
            }
            if self
                .adventurers
                .get(player)
                .is_some_and(|&x| x > MAX_TAKEN_ADVENTURERS)
            {
                problems.push(TakeOverProblem::Adventurers {
                    player,
                    name: name.clone(),
                });
            }
            if self
                .vultures
                .get(player)
                .is_some_and(|&x| x >= LAST_VULTURE)
            {
                problems.push(TakeOverProblem::Vultures {
                    player,
                    name: name.clone(),
                });
            }
            if self
                .hats
                .get(player)
                .is_some_and(|&x| x == 0 || x > last_space)
            {
                problems.push(TakeOverProblem::Hat {
                    player,
                    name,
                    last: last_space,
                });
            }
        }
        if self.undertaker >= options.undertaker_spaces {
            problems.push(TakeOverProblem::Undertaker {
                last: options.undertaker_spaces.saturating_sub(1),
            });
        }
        problems
    }
}

/// A debt card in the market: its owner's colour (shown) and its value (face down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarketCard {
    /// The owner's index.
    pub owner: usize,
    /// The value the owner pays at payday.
    pub value: DebtValue,
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

/// The kind of event card flipped (« évènement »), with what the card prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// Gold rush (« ruée vers l'or »): nuggets from the bank.
    GoldRush {
        /// Nuggets for each first place.
        first: u8,
        /// Nuggets for each second place (when first place is not tied).
        second: u8,
    },
    /// High Noon (« règlement de compte »): winners take back debt cards.
    HighNoon,
    /// Poker: winners move forward, losers back.
    Poker,
}

/// Who won and lost an event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ranking {
    /// The winners (each tied first).
    pub winners: Vec<usize>,
    /// Each tied second, when first place is not tied.
    pub seconds: Vec<usize>,
    /// The losers (each tied last).
    pub losers: Vec<usize>,
}

/// Ranks revealed strengths (`None`: the player sits the event out), per the spec's ties.
#[must_use]
pub fn rank(strengths: &[Option<Pips>]) -> Ranking {
    let shown: Vec<(usize, u8)> = strengths
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.map(|s| (i, s.get())))
        .collect();
    let (Some(high), Some(low)) = (
        shown.iter().map(|&(_, s)| s).max(),
        shown.iter().map(|&(_, s)| s).min(),
    ) else {
        return Ranking::default();
    };
    let at = |v: u8| -> Vec<usize> {
        shown
            .iter()
            .filter(|&&(_, s)| s == v)
            .map(|&(i, _)| i)
            .collect()
    };
    let winners = at(high);
    if high == low {
        return Ranking {
            winners,
            ..Ranking::default()
        };
    }
    let seconds = if winners.len() == 1 {
        shown
            .iter()
            .map(|&(_, s)| s)
            .filter(|&s| s < high)
            .max()
            .map(at)
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    Ranking {
        winners,
        seconds,
        losers: at(low),
    }
}

/// A bid at a recruitment (« mise »): the cards put down, in the order entered, or a pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedBid {
    /// The bidder.
    pub player: usize,
    /// The cards, in the order entered; empty for a pass.
    pub cards: Vec<DebtValue>,
}

impl PlacedBid {
    /// The bid's worth: the sum of its cards (`None` for a pass).
    #[must_use]
    pub fn sum(&self) -> Option<u32> {
        (!self.cards.is_empty()).then(|| self.cards.iter().map(|c| u32::from(c.get())).sum())
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// A hat reached the finish (« Arrivée »).
    Finish(usize),
    /// The undertaker reached RIP.
    Undertaker,
    /// A player took a third vulture.
    ThirdVulture(usize),
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

/// Removes `cards` from `hand`.
///
/// # Errors
/// The first value the hand does not hold enough of.
fn take_from(hand: &mut DebtCounts, cards: &[DebtValue]) -> Result<(), u8> {
    for card in cards {
        let slot = &mut hand[usize::from(card.get())];
        *slot = slot.checked_sub(1).ok_or(card.get())?;
    }
    Ok(())
}

/// Every sum a hand can make with 1 to 3 of its cards, ascending, without repeats.
#[must_use]
pub fn possible_sums(hand: &DebtCounts) -> Vec<u32> {
    let mut sums = std::collections::BTreeSet::new();
    let values: Vec<u8> = DebtValue::all()
        .flat_map(|v| std::iter::repeat_n(v.get(), usize::from(hand[usize::from(v.get())].min(3))))
        .collect();
    for i in 0..values.len() {
        sums.insert(u32::from(values[i]));
        for j in i + 1..values.len() {
            sums.insert(u32::from(values[i] + values[j]));
            for k in j + 1..values.len() {
                sums.insert(u32::from(values[i] + values[j] + values[k]));
            }
        }
    }
    sums.into_iter().collect()
}

impl GnadenlosState {
    /// The rows the market counts toward payday: started rows, or complete rows only
    /// (setting).
    #[must_use]
    pub fn rows(&self) -> usize {
        let cards = self.market.iter().flatten().count();
        if self.options.complete_rows_only {
            cards / COLUMNS
        } else {
            cards.div_ceil(COLUMNS)
        }
    }

    /// Whether the (compact) market calls for a payday: at least as many rows as players.
    #[must_use]
    pub fn payday_due(&self) -> bool {
        self.rows() >= self.players.len()
    }

    /// The market's cards (holes left out), in placement order.
    pub fn market_cards(&self) -> impl Iterator<Item = &MarketCard> {
        self.market.iter().flatten()
    }

    /// The slot of the card at the bottom of `column` (1 to 6), the one a payday roll
    /// reveals; `None` when the column is empty.
    #[must_use]
    pub fn last_in_column(&self, column: u8) -> Option<usize> {
        let c = usize::from(column).checked_sub(1)?;
        (0..self.market.len())
            .rev()
            .find(|&i| i % COLUMNS == c && self.market[i].is_some())
    }

    /// The player who picks cards now at a High Noon, and how many they must take.
    #[must_use]
    pub fn picker(&self) -> Option<(usize, usize)> {
        match &self.phase {
            Phase::HighNoonPicks { pickers, next } => pickers
                .get(*next)
                .map(|&p| (p, 2.min(self.market_cards().count()))),
            _ => None,
        }
    }

    /// The bidder whose bid is awaited now.
    #[must_use]
    pub fn bidder(&self) -> Option<usize> {
        match &self.phase {
            Phase::Bidding { bids, .. } => Some((self.active + bids.len()) % self.players.len()),
            _ => None,
        }
    }

    /// The sums already bid in this recruitment, ascending.
    #[must_use]
    pub fn sums_taken(&self) -> Vec<u32> {
        let mut taken: Vec<u32> = match &self.phase {
            Phase::Bidding { bids, .. } => bids.iter().filter_map(PlacedBid::sum).collect(),
            _ => Vec::new(),
        };
        taken.sort_unstable();
        taken
    }

    /// The sums `player` could still bid, ascending (empty: the player passes).
    #[must_use]
    pub fn free_sums(&self, player: usize) -> Vec<u32> {
        let taken = self.sums_taken();
        self.players.get(player).map_or_else(Vec::new, |b| {
            possible_sums(&b.hand)
                .into_iter()
                .filter(|s| !taken.contains(s))
                .collect()
        })
    }

    /// Whether a bid of `cards` by the bidder would be accepted, and if not, why.
    ///
    /// # Errors
    /// The refusal [`GnadenlosAction::Bid`] would give.
    pub fn check_bid(&self, cards: &[DebtValue]) -> Result<(), GnadenlosRefusal> {
        let bidder = self.bidder().ok_or_else(|| self.not_now())?;
        if cards.is_empty() || cards.len() > MAX_BID_CARDS {
            return Err(GnadenlosRefusal::BidSize);
        }
        let books = &self.players[bidder];
        let mut hand = books.hand;
        take_from(&mut hand, cards).map_err(|value| GnadenlosRefusal::NotInHand {
            name: books.name.clone(),
            value,
        })?;
        let sum: u32 = cards.iter().map(|c| u32::from(c.get())).sum();
        let taken = self.sums_taken();
        if taken.contains(&sum) {
            return Err(GnadenlosRefusal::SumTaken { sum, taken });
        }
        Ok(())
    }

    /// Whether the active player may start a recruitment, and if not, why.
    ///
    /// # Errors
    /// The refusal [`GnadenlosAction::StartRecruitment`] would give.
    pub fn may_recruit(&self) -> Result<(), GnadenlosRefusal> {
        if self.phase != Phase::RecruitmentChoice {
            return Err(self.not_now());
        }
        let b = &self.players[self.active];
        if b.adventurers >= 3 {
            return Err(GnadenlosRefusal::RecruitmentBarred {
                name: b.name.clone(),
                adventurers: b.adventurers,
            });
        }
        Ok(())
    }

    /// The outcome of an event as it would resolve now, without applying it.
    ///
    /// # Errors
    /// The refusal [`GnadenlosAction::ResolveEvent`] would give.
    pub fn preview_event(
        &self,
        kind: EventKind,
        strengths: &[Option<Pips>],
    ) -> Result<Ranking, GnadenlosRefusal> {
        if self.phase != Phase::Event {
            return Err(self.not_now());
        }
        if strengths.len() != self.players.len() {
            return Err(GnadenlosRefusal::StrengthCount);
        }
        if let EventKind::GoldRush { first, second } = kind
            && (first > MAX_PAYOUT || second > MAX_PAYOUT)
        {
            return Err(GnadenlosRefusal::Payout);
        }
        let holders: Vec<usize> = self.holders().collect();
        for (b, s) in self.players.iter().zip(strengths) {
            if b.adventurers == 0 && s.is_some() {
                return Err(GnadenlosRefusal::NoAdventurer(b.name.clone()));
            }
            if holders.len() > 1 && b.adventurers > 0 && s.is_none() {
                return Err(GnadenlosRefusal::StrengthMissing(b.name.clone()));
            }
        }
        Ok(match holders.as_slice() {
            [] => Ranking::default(),
            [lone] => Ranking {
                winners: vec![*lone],
                ..Ranking::default()
            },
            _ => rank(strengths),
        })
    }

    /// What resolving the event would do, without applying it: its events (who won and
    /// lost, every payout of a gold rush, first and second places alike, every hat that
    /// moves, the undertaker's step, the end of the game), which the event form shows
    /// before it is resolved.
    ///
    /// # Errors
    /// The refusal [`GnadenlosAction::ResolveEvent`] would give.
    pub fn event_outcome(
        &self,
        kind: EventKind,
        strengths: &[Option<Pips>],
    ) -> Result<Vec<GnadenlosEvent>, GnadenlosRefusal> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.resolve_event(kind, strengths, &mut events)?;
        Ok(events)
    }

    /// The players holding adventurers (who take part in an event).
    pub fn holders(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.players.len()).filter(|&i| self.players[i].adventurers > 0)
    }

    /// The final standings: players by score (hat space minus vulture costs), best
    /// first, with their scores.
    #[must_use]
    pub fn standings(&self) -> Vec<(usize, i32)> {
        let cost = i32::from(self.options.vulture_final_cost);
        let mut s: Vec<(usize, i32)> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, b)| (i, i32::from(b.hat) - cost * i32::from(b.vultures)))
            .collect();
        s.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        s
    }

    fn winners(&self) -> Vec<usize> {
        let s = self.standings();
        let best = s.first().map_or(0, |x| x.1);
        s.iter().filter(|x| x.1 == best).map(|x| x.0).collect()
    }

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

    /// Ends the game if a condition holds (a hat at the finish, the undertaker at RIP, a
    /// third vulture). Returns whether it ended.
    fn check_end(&mut self, events: &mut Vec<GnadenlosEvent>) -> bool {
        let finish = self.options.finish();
        let reason = if let Some(p) =
            (0..self.players.len()).find(|&p| self.players[p].vultures >= LAST_VULTURE)
        {
            Some(EndReason::ThirdVulture(p))
        } else if self.undertaker >= self.options.undertaker_spaces {
            Some(EndReason::Undertaker)
        } else {
            (0..self.players.len())
                .find(|&p| self.players[p].hat >= finish)
                .map(EndReason::Finish)
        };
        let Some(reason) = reason else {
            return false;
        };
        self.compact();
        let winners = self.winners();
        self.phase = Phase::Over {
            reason,
            winners: winners.clone(),
        };
        events.push(GnadenlosEvent::GameOver { reason, winners });
        true
    }

    /// Closes the market's holes: the cards keep their placement order.
    fn compact(&mut self) {
        self.market.retain(Option::is_some);
    }

    /// After recruitment: payday if the market calls for it, otherwise the next turn.
    fn payday_or_next_turn(&mut self, events: &mut Vec<GnadenlosEvent>) {
        if self.payday_due() {
            self.phase = Phase::Payday;
            events.push(GnadenlosEvent::PaydayStarted { rows: self.rows() });
        } else {
            self.active = (self.active + 1) % self.players.len();
            self.turn += 1;
            self.phase = Phase::Event;
            events.push(GnadenlosEvent::TurnPassed {
                player: self.active,
                turn: self.turn,
            });
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

    fn resolve_event(
        &mut self,
        kind: EventKind,
        strengths: &[Option<Pips>],
        events: &mut Vec<GnadenlosEvent>,
    ) -> Result<(), GnadenlosRefusal> {
        let ranking = self.preview_event(kind, strengths)?;
        self.events_flipped += 1;
        events.push(GnadenlosEvent::EventResolved {
            kind,
            ranking: ranking.clone(),
        });
        if ranking.winners.is_empty() {
            self.phase = Phase::Prestige;
            return Ok(());
        }
        // Winners discard the adventurer played; at High Noon so do the losers.
        for &w in &ranking.winners {
            self.players[w].adventurers = self.players[w].adventurers.saturating_sub(1);
        }
        if kind == EventKind::HighNoon {
            for &l in &ranking.losers {
                self.players[l].adventurers = self.players[l].adventurers.saturating_sub(1);
            }
        }
        match kind {
            EventKind::GoldRush { first, second } => {
                for (group, amount) in [(&ranking.winners, first), (&ranking.seconds, second)] {
                    for &p in group {
                        self.players[p].nuggets += u32::from(amount);
                        events.push(GnadenlosEvent::NuggetsWon {
                            player: p,
                            nuggets: u32::from(amount),
                        });
                    }
                }
                self.phase = Phase::Prestige;
            }
            EventKind::Poker => {
                for &w in &ranking.winners {
                    let v = self.options.poker_value(self.players[w].hat);
                    self.move_hat(w, i32::from(v), events);
                }
                if self.options.poker_losers_back {
                    for &l in &ranking.losers {
                        let v = self.options.poker_value(self.players[l].hat);
                        self.move_hat(l, -i32::from(v), events);
                    }
                }
                if !self.check_end(events) {
                    self.phase = Phase::Prestige;
                }
            }
            EventKind::HighNoon => {
                self.undertaker = self.undertaker.saturating_add(1);
                events.push(GnadenlosEvent::UndertakerMoved {
                    steps: self.undertaker,
                });
                if self.check_end(events) {
                    return Ok(());
                }
                let n = self.players.len();
                let pickers: Vec<usize> = (0..n)
                    .map(|k| (self.active + k) % n)
                    .filter(|p| ranking.winners.contains(p))
                    .collect();
                self.phase = Phase::HighNoonPicks { pickers, next: 0 };
                self.skip_empty_picks();
            }
        }
        Ok(())
    }

    /// Ends the picks when nobody is left to pick or the market is empty (compacting it).
    fn skip_empty_picks(&mut self) {
        if let Phase::HighNoonPicks { pickers, next } = &self.phase
            && (*next >= pickers.len() || self.market_cards().next().is_none())
        {
            self.compact();
            self.phase = Phase::Prestige;
        }
    }

    fn pick(
        &mut self,
        slots: &[usize],
        events: &mut Vec<GnadenlosEvent>,
    ) -> Result<(), GnadenlosRefusal> {
        let (player, want) = self.picker().ok_or_else(|| self.not_now())?;
        if slots.len() != want {
            return Err(GnadenlosRefusal::PickCount { want });
        }
        let mut cards = Vec::new();
        for &slot in slots {
            let card = self
                .market
                .get_mut(slot)
                .and_then(Option::take)
                .ok_or(GnadenlosRefusal::NoSuchCard)?;
            self.players[card.owner].hand[usize::from(card.value.get())] += 1;
            cards.push(card);
        }
        events.push(GnadenlosEvent::CardsPicked { player, cards });
        if let Phase::HighNoonPicks { next, .. } = &mut self.phase {
            *next += 1;
        }
        self.skip_empty_picks();
        Ok(())
    }

    fn finish_bidding(
        &mut self,
        revealed: u8,
        bids: Vec<PlacedBid>,
        events: &mut Vec<GnadenlosEvent>,
    ) {
        // Ranked by worth, highest first; passes count as the lowest.
        let mut ranked: Vec<&PlacedBid> = bids.iter().filter(|b| b.sum().is_some()).collect();
        ranked.sort_by_key(|b| std::cmp::Reverse(b.sum()));
        let passes = bids.len() - ranked.len();
        // Without a pass, the lowest bid recruits nobody.
        let recruiting = if passes == 0 {
            ranked.len().saturating_sub(1)
        } else {
            ranked.len()
        }
        .min(usize::from(revealed));
        let recruits: Vec<usize> = ranked.iter().take(recruiting).map(|b| b.player).collect();
        for bid in &bids {
            if recruits.contains(&bid.player) {
                self.players[bid.player].adventurers += 1;
                events.push(GnadenlosEvent::Recruited { player: bid.player });
                self.market.extend(bid.cards.iter().map(|&value| {
                    Some(MarketCard {
                        owner: bid.player,
                        value,
                    })
                }));
            } else if !bid.cards.is_empty() {
                for c in &bid.cards {
                    self.players[bid.player].hand[usize::from(c.get())] += 1;
                }
                events.push(GnadenlosEvent::BidReturned { player: bid.player });
            }
        }
        self.payday_or_next_turn(events);
    }

    fn roll(&mut self, face: DieFace, events: &mut Vec<GnadenlosEvent>) {
        events.push(GnadenlosEvent::DieRolled { face });
        let column = face.get();
        let Some(slot) = self.last_in_column(column) else {
            events.push(GnadenlosEvent::EmptyColumn { column });
            self.end_payday(events);
            return;
        };
        let Some(card) = self.market[slot].take() else {
            return;
        };
        let books = &mut self.players[card.owner];
        books.hand[usize::from(card.value.get())] += 1;
        let value = u32::from(card.value.get());
        if books.nuggets >= value {
            books.nuggets -= value;
            events.push(GnadenlosEvent::Paid {
                player: card.owner,
                value: card.value,
                column,
            });
        } else {
            books.vultures = (books.vultures + 1).min(LAST_VULTURE);
            let vultures = books.vultures;
            events.push(GnadenlosEvent::CannotPay {
                player: card.owner,
                value: card.value,
                column,
            });
            events.push(GnadenlosEvent::VultureTaken {
                player: card.owner,
                vultures,
            });
            let back = i32::from(self.options.vulture_setback);
            self.move_hat(card.owner, -back, events);
            if !self.check_end(events) {
                self.end_payday(events);
            }
        }
    }

    /// Ends a payday: compaction, then payday again while the market calls for it.
    fn end_payday(&mut self, events: &mut Vec<GnadenlosEvent>) {
        self.compact();
        events.push(GnadenlosEvent::PaydayEnded { rows: self.rows() });
        if self.payday_due() {
            self.phase = Phase::Payday;
            events.push(GnadenlosEvent::PaydayStarted { rows: self.rows() });
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

    /// Records the bidder's bid (a pass when `cards` is empty); closes the recruitment
    /// after the last bidder.
    fn place_bid(&mut self, cards: Vec<DebtValue>, events: &mut Vec<GnadenlosEvent>) {
        let Some(player) = self.bidder() else {
            return;
        };
        let n = self.players.len();
        // Checked by the caller: the cards are in hand.
        let _ = take_from(&mut self.players[player].hand, &cards);
        let bid = PlacedBid { player, cards };
        events.push(GnadenlosEvent::BidPlaced {
            player,
            sum: bid.sum(),
        });
        if let Phase::Bidding { revealed, bids } = &mut self.phase {
            bids.push(bid);
            if bids.len() == n {
                let (revealed, bids) = (*revealed, std::mem::take(bids));
                self.finish_bidding(revealed, bids, events);
            }
        }
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
            events_flipped: 0,
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
