//! The events (« évènements »): the card flipped, the strengths the holders reveal, who
//! wins and loses, and what it pays or costs.

use super::*;

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

impl GnadenlosState {
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

    pub(super) fn resolve_event(
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
}
