//! The end: what ends the game (a hat at the finish, the undertaker at RIP, a third
//! vulture) and the final standings.

use super::*;

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

impl GnadenlosState {
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

    /// The players one unpaid card from the end of the game: two vultures (one short of
    /// [`LAST_VULTURE`]) and, in the market, a card of theirs worth more than their
    /// nuggets (with an empty purse, any card above 0). A payday that turns that card
    /// over gives them the third vulture, which ends the game at once. In seating order.
    #[must_use]
    pub fn one_unpaid_card_from_the_end(&self) -> Vec<usize> {
        (0..self.players.len())
            .filter(|&p| {
                let b = &self.players[p];
                b.vultures + 1 == LAST_VULTURE
                    && self
                        .market_cards()
                        .any(|c| c.owner == p && u32::from(c.value.get()) > b.nuggets)
            })
            .collect()
    }

    pub(super) fn winners(&self) -> Vec<usize> {
        let s = self.standings();
        let best = s.first().map_or(0, |x| x.1);
        s.iter().filter(|x| x.1 == best).map(|x| x.0).collect()
    }

    /// Ends the game if a condition holds (a hat at the finish, the undertaker at RIP, a
    /// third vulture). Returns whether it ended.
    pub(super) fn check_end(&mut self, events: &mut Vec<GnadenlosEvent>) -> bool {
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
}
