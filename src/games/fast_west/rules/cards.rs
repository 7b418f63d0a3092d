//! The cards and the deal: the box's cactus and event cards, each round's piles (dealt by
//! Deputy or told from the real cards), and a flip.

use super::*;

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

/// The message of a card's name ("cactus", "Sheriff").
#[must_use]
pub fn card_name(card: Card) -> Message {
    match card {
        Card::Cactus => Message::new("fast-west-card-cactus"),
        Card::Event(k) => Message::new(k.name_id()),
    }
}

impl FastWestState {
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

    /// Clears the table for a new round: the first player, no visible card; with real
    /// cards the round starts at once, Deputy's deck waits for the deal.
    pub(super) fn start_round(&mut self, events: &mut Vec<FastWestEvent>) {
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
    pub(super) fn piles_of(
        &self,
        orders: &[Vec<usize>],
    ) -> Result<Vec<Vec<Card>>, FastWestRefusal> {
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

    /// Flips `card` for the current cowboy, in place.
    pub(super) fn flip(&mut self, card: Card, events: &mut Vec<FastWestEvent>) {
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
}
