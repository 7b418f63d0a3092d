//! The round deck and the caller: the round cards in play, each turn's order and slots
//! (a tunnel, a speed-up, a switch), the planning phase's call of every card, the action
//! phase's checklist, and the round's event.

use super::*;

/// A card planned in the planning phase, for the action phase's checklist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Planned {
    /// The player (seat) who played it.
    pub seat: usize,
    /// The turn (0-based) it was played on.
    pub turn: usize,
    /// Whether it was played face down (a tunnel turn).
    pub face_down: bool,
}

/// The players (seats) of a turn of `kind`, in play order, from `first` among
/// `players`: clockwise, or counter-clockwise on a switch, always from `first`. A
/// speed-up turn has the normal order (see [`turn_slots`] for its two cards each).
#[must_use]
pub fn turn_order(kind: TurnKind, first: usize, players: usize) -> Vec<usize> {
    if players == 0 {
        return Vec::new();
    }
    (0..players)
        .map(|k| match kind {
            TurnKind::Switch => (first + players - k % players) % players,
            _ => (first + k) % players,
        })
        .collect()
}

/// The cards of a turn, in play order, as the seat who plays each: a speed-up turn
/// gives each player two cards in a row.
#[must_use]
pub fn turn_slots(kind: TurnKind, first: usize, players: usize) -> Vec<usize> {
    let order = turn_order(kind, first, players);
    if kind == TurnKind::SpeedUp {
        order.iter().flat_map(|&s| [s, s]).collect()
    } else {
        order
    }
}

impl ColtState {
    /// This round's card, if revealed.
    #[must_use]
    pub fn card(&self) -> Option<&RoundCard> {
        self.deck.get(self.round)
    }

    /// Whether this is the last round.
    #[must_use]
    pub fn last_round(&self) -> bool {
        self.round + 1 == ROUNDS
    }

    /// The seats of a turn's cards, in play order.
    #[must_use]
    pub fn slots(&self, turn: usize) -> Vec<usize> {
        self.card()
            .and_then(|c| c.turns.get(turn))
            .map_or_else(Vec::new, |&kind| {
                turn_slots(kind, self.first, self.player_count())
            })
    }

    /// The kind of the current planning turn.
    #[must_use]
    pub fn turn_kind(&self) -> Option<TurnKind> {
        match self.phase {
            Phase::Planning { turn, .. } => self.card()?.turns.get(turn).copied(),
            _ => None,
        }
    }

    /// The player whose card it is now (planning phase).
    #[must_use]
    pub fn current_seat(&self) -> Option<usize> {
        match self.phase {
            Phase::Planning { turn, step } => self.slots(turn).get(step).copied(),
            _ => None,
        }
    }

    /// Whether Ghost may play the current card face down: his player's first card of
    /// the round.
    #[must_use]
    pub fn ghost_may_hide(&self) -> bool {
        let Phase::Planning { turn: 0, step } = self.phase else {
            return false;
        };
        let Some(seat) = self.current_seat() else {
            return false;
        };
        let slots = self.slots(0);
        let first_card = slots.iter().position(|&s| s == seat) == Some(step);
        first_card
            && self
                .index_of(Bandit::Ghost)
                .is_some_and(|g| self.bandits[g].owner == seat)
    }

    /// The planned cards not yet resolved (action phase), from the next one on.
    #[must_use]
    pub fn resolved(&self) -> Option<usize> {
        match self.phase {
            Phase::Action { resolved } => Some(resolved),
            _ => None,
        }
    }

    /// The round's event, if it has one.
    #[must_use]
    pub fn event(&self) -> Option<RoundEvent> {
        self.card().and_then(|c| c.event)
    }

    /// The cards the operator may reveal now (deck picked by hand): the unused cards
    /// of the player-count set, or station cards for the last round.
    #[must_use]
    pub fn revealable(&self) -> Vec<CardRef> {
        let Ok(all) = cards::catalogue() else {
            return Vec::new();
        };
        let set = self.set_for_round();
        all.iter()
            .filter(|c| c.id.set == set && !self.deck.iter().any(|d| d.id == c.id))
            .map(|c| c.id)
            .collect()
    }

    /// Every card the operator picks from for this round (deck picked by hand): the
    /// whole player-count set, those already dealt this game among them, or the station
    /// cards for the last round, in the catalogue's order. The picker keeps each card in
    /// its place from round to round and greys those [`ColtState::may_reveal`] refuses.
    #[must_use]
    pub fn round_card_choices(&self) -> Vec<CardRef> {
        let Ok(all) = cards::catalogue() else {
            return Vec::new();
        };
        let set = self.set_for_round();
        all.iter()
            .filter(|c| c.id.set == set)
            .map(|c| c.id)
            .collect()
    }

    /// Whether `card` may be revealed as this round's card, and if not, why (already
    /// dealt this game, of another set): the UI greys its button with the reason.
    ///
    /// # Errors
    /// The refusal [`ColtAction::RevealRoundCard`] would give.
    pub fn may_reveal(&self, card: CardRef) -> Result<(), ColtRefusal> {
        self.apply(&ColtAction::RevealRoundCard { card })
            .map(|_| ())
    }

    pub(super) fn set_for_round(&self) -> CardSet {
        if self.round >= ROUND_CARDS {
            CardSet::Station
        } else {
            CardSet::for_players(self.player_count())
        }
    }

    /// Whether the round's event may be applied to `affected` with `drops` (see
    /// [`ColtAction::ApplyEvent`]), and if not, why: the UI disables its button with
    /// the reason.
    ///
    /// # Errors
    /// The refusal [`ColtAction::ApplyEvent`] would give.
    pub fn may_apply_event(
        &self,
        affected: &[usize],
        drops: Option<&[PurseDrop]>,
    ) -> Result<(), ColtRefusal> {
        self.apply(&ColtAction::ApplyEvent {
            affected: affected.to_vec(),
            drops: drops.map(<[PurseDrop]>::to_vec),
        })
        .map(|_| ())
    }

    /// Starts the planning of the current round (its card known): the first turn.
    pub(super) fn start_planning(&mut self, events: &mut Vec<ColtEvent>) {
        self.planned.clear();
        self.draws.clear();
        self.phase = Phase::Planning { turn: 0, step: 0 };
        self.announce_turn(0, events);
    }

    fn announce_turn(&self, turn: usize, events: &mut Vec<ColtEvent>) {
        if let Some(&kind) = self.card().and_then(|c| c.turns.get(turn)) {
            events.push(ColtEvent::TurnStarted {
                turn,
                kind,
                order: turn_order(kind, self.first, self.player_count()),
                ghost: turn == 0 && self.index_of(Bandit::Ghost).is_some(),
            });
        }
    }

    /// Starts round `round` (its card dealt, or to be told).
    pub(super) fn start_round(&mut self, events: &mut Vec<ColtEvent>) {
        self.planned.clear();
        self.draws.clear();
        let card = self.card().map(|c| c.id);
        events.push(ColtEvent::RoundStarted {
            round: self.round,
            card,
        });
        if card.is_some() {
            self.start_planning(events);
        } else {
            self.phase = Phase::RoundCard;
        }
    }

    /// The round is done: the first player passes clockwise and the next round starts,
    /// or the final count after the last.
    pub(super) fn end_round(&mut self, events: &mut Vec<ColtEvent>) {
        if self.last_round() {
            self.planned.clear();
            self.draws.clear();
            self.phase = Phase::FinalCount {
                sheets: self
                    .bandits
                    .iter()
                    .map(|b| Sheet {
                        purses: b.purses.iter().flatten().copied().collect(),
                        counted: b.purses.iter().flatten().count(),
                        unknown: b.purses.iter().filter(|p| p.is_none()).count(),
                        jewels: b.jewels,
                        strongboxes: b.strongboxes,
                        fired: b.fired,
                        received: b.received,
                    })
                    .collect(),
            };
            events.push(ColtEvent::FinalCountStarted);
        } else {
            self.round += 1;
            self.first = (self.first + 1) % self.player_count().max(1);
            self.start_round(events);
        }
    }

    /// A card slot of the planning phase is filled (played, or three cards drawn).
    pub(super) fn fill_slot(
        &mut self,
        drew: bool,
        events: &mut Vec<ColtEvent>,
    ) -> Result<(), ColtRefusal> {
        let Phase::Planning { turn, step } = self.phase else {
            return Err(self.wrong_phase());
        };
        let slots = self.slots(turn);
        let kind = self.turn_kind().unwrap_or(TurnKind::Normal);
        let Some(&seat) = slots.get(step) else {
            return Err(ColtRefusal::WrongPhase);
        };
        let planned = Planned {
            seat,
            turn,
            face_down: kind == TurnKind::Tunnel,
        };
        if drew {
            self.draws.push(planned);
            events.push(ColtEvent::DrewThree { seat });
        } else {
            self.planned.push(planned);
        }
        if step + 1 < slots.len() {
            self.phase = Phase::Planning {
                turn,
                step: step + 1,
            };
            events.push(ColtEvent::NextPlayer {
                seat: slots[step + 1],
                second: slots[step + 1] == seat,
            });
        } else if turn + 1 < self.card().map_or(0, |c| c.turns.len()) {
            self.phase = Phase::Planning {
                turn: turn + 1,
                step: 0,
            };
            self.announce_turn(turn + 1, events);
        } else {
            self.phase = Phase::Action { resolved: 0 };
            events.push(ColtEvent::ActionsStarted {
                cards: self.planned.len(),
            });
        }
        Ok(())
    }
}

/// Checks a dealt deck: four distinct cards of the player-count set, then a station
/// card, every one in the catalogue; returns the cards.
pub(super) fn resolve_deck(
    deck: &[CardRef],
    players: usize,
    all: &[RoundCard],
) -> Result<Vec<RoundCard>, ColtRefusal> {
    if deck.is_empty() {
        return Ok(Vec::new());
    }
    if deck.len() != ROUNDS {
        return Err(ColtRefusal::BadDeck);
    }
    let set = CardSet::for_players(players);
    let mut cards = Vec::new();
    for (i, id) in deck.iter().enumerate() {
        let want = if i < ROUND_CARDS {
            set
        } else {
            CardSet::Station
        };
        if id.set != want || deck[..i].contains(id) {
            return Err(ColtRefusal::BadDeck);
        }
        cards.push(cards::find(all, *id).ok_or(ColtRefusal::BadDeck)?.clone());
    }
    Ok(cards)
}
