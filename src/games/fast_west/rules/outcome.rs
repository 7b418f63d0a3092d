//! An event's outcome: what the operator enters for the card flipped, the tokens each
//! cowboy gains or gives, and the tokens held when the Indians attack.

use super::*;

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

impl FastWestState {
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
    pub(super) fn apply_tokens(&mut self, asked: &[(usize, i8)]) -> Vec<TokenChange> {
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
}
