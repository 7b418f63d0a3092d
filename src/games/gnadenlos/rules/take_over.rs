//! A game begun without Deputy, taken over where it stands: the market, the hands and
//! the tracks as the table has them, and what does not add up.

use super::*;

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
    /// The event cards already flipped from the deck in play, 0 to [`EVENT_CARDS`] − 1
    /// (after the seventh the deck is shuffled and used again, so a new deck is 0).
    #[serde(default)]
    pub events_flipped: u32,
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
    /// More event cards flipped than the deck in play holds (a used-up deck is
    /// shuffled again: enter 0).
    EventCards {
        /// The most a deck in play may have had flipped.
        last: u32,
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
            Self::Entries { .. }
            | Self::NoSuchOwner { .. }
            | Self::Undertaker { .. }
            | Self::EventCards { .. } => None,
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
            Self::EventCards { last } => {
                Message::new("gnadenlos-take-over-events-max").number("last", i64::from(*last))
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
        if self.events_flipped >= EVENT_CARDS {
            problems.push(TakeOverProblem::EventCards {
                last: EVENT_CARDS - 1,
            });
        }
        problems
    }
}
