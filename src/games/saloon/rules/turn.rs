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

    /// The place of `brawler`'s fall among the knock-outs (1 for the first to fall), if
    /// knocked out: those knocked out by one action share it, and the next fall counts
    /// them all (standard competition ranking: 1, 2, 2, 4).
    #[must_use]
    pub fn knock_out_place(&self, brawler: usize) -> Option<usize> {
        let k = self.knocked_out.iter().position(|&i| i == brawler)?;
        Some(self.fall_places.get(k).copied().unwrap_or(k + 1))
    }

    /// Gives the falls of one action (those after `before`'s) their shared place.
    pub(super) fn place_falls(&mut self, before: &SaloonState) {
        let place = before.knocked_out.len() + 1;
        self.fall_places
            .truncate(before.knocked_out.len().min(self.knocked_out.len()));
        self.fall_places.resize(self.knocked_out.len(), place);
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
        for &who in &next.knocked_out {
            if !self.knocked_out.contains(&who) {
                events.push(SaloonEvent::KnockedOut {
                    brawler: who,
                    order: next.knock_out_place(who).unwrap_or_default(),
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
