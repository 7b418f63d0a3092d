//! The market and payday: the debt cards placed in the market's columns, high-noon
//! picks, recruitment bids, and the payday die that pays out a row.

use super::*;

/// A debt card in the market: its owner's colour (shown) and its value (face down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarketCard {
    /// The owner's index.
    pub owner: usize,
    /// The value the owner pays at payday.
    pub value: DebtValue,
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

    /// Closes the market's holes: the cards keep their placement order.
    pub(super) fn compact(&mut self) {
        self.market.retain(Option::is_some);
    }

    /// After recruitment: payday if the market calls for it, otherwise the next turn.
    pub(super) fn payday_or_next_turn(&mut self, events: &mut Vec<GnadenlosEvent>) {
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

    /// Ends the picks when nobody is left to pick or the market is empty (compacting it).
    pub(super) fn skip_empty_picks(&mut self) {
        if let Phase::HighNoonPicks { pickers, next } = &self.phase
            && (*next >= pickers.len() || self.market_cards().next().is_none())
        {
            self.compact();
            self.phase = Phase::Prestige;
        }
    }

    pub(super) fn pick(
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

    pub(super) fn roll(&mut self, face: DieFace, events: &mut Vec<GnadenlosEvent>) {
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

    /// Records the bidder's bid (a pass when `cards` is empty); closes the recruitment
    /// after the last bidder.
    pub(super) fn place_bid(&mut self, cards: Vec<DebtValue>, events: &mut Vec<GnadenlosEvent>) {
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
