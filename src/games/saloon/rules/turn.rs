//! The turn order: who attacks next after a blow or an event, the knock-outs, and the
//! end of the brawl.

use super::*;

impl SaloonState {
    /// Records a knock-out (KO points already at 0).
    pub(super) fn knock_out(&mut self, who: usize) {
        if !self.knocked_out.contains(&who) {
            self.knocked_out.push(who);
        }
        let b = &mut self.brawlers[who];
        b.stunned = false;
        b.cannot_attack = false;
        b.distracted = false;
        b.table = false;
    }

    /// The first standing brawler clockwise after `from` (`from` itself if alone).
    pub(super) fn next_standing_after(&self, from: usize) -> usize {
        let n = self.brawlers.len();
        (1..=n)
            .map(|k| (from + k) % n)
            .find(|&i| self.brawlers[i].is_standing())
            .unwrap_or(from)
    }

    /// Ends a turn: `named` attacks next, or the one who just acted (`actor`) if `named`
    /// is out, or the next standing clockwise; the brawl ends with one or none standing.
    pub(super) fn end_turn(&mut self, named: usize, actor: usize) {
        self.turn += 1;
        self.settle_aggressor(named, actor);
    }

    /// Puts the aggressor on someone standing, and ends the brawl if one or none stands.
    pub(super) fn settle_aggressor(&mut self, named: usize, fallback: usize) {
        let standing: Vec<usize> = self.standing().collect();
        if standing.len() <= 1 {
            self.over = Some(standing.first().copied());
            self.draw = None;
            return;
        }
        self.aggressor = if self.brawlers[named].is_standing() {
            named
        } else if self.brawlers[fallback].is_standing() {
            fallback
        } else {
            self.next_standing_after(fallback)
        };
    }

    /// The events of moving from `self` to `next` that every action shares: the
    /// knock-outs, the new aggressor, the end.
    pub(super) fn closing_events(&self, next: &SaloonState, events: &mut Vec<SaloonEvent>) {
        for (k, &who) in next.knocked_out.iter().enumerate() {
            if !self.knocked_out.contains(&who) {
                events.push(SaloonEvent::KnockedOut {
                    brawler: who,
                    order: k + 1,
                });
            }
        }
        match next.over {
            Some(winner) if self.over.is_none() => events.push(SaloonEvent::Over { winner }),
            _ => {
                if next.aggressor != self.aggressor || next.turn != self.turn {
                    events.push(SaloonEvent::NextAggressor {
                        brawler: next.aggressor,
                        barred: next.attack_barred(),
                    });
                }
            }
        }
    }
}
