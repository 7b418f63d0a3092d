//! Saloon's story ([`Tell`]): every brawler's KO points after each change (a blow, the
//! barkeeper, a whiskey, a quick adjustment), the standings of the brawl (the last one
//! standing first, then the knocked-out by their fall, the later the better) and the
//! heaviest blow.

use crate::core::message::Message;
use crate::core::story::{Placing, Step, Tell};

use super::rules::{Saloon, SaloonEvent, SaloonSetup, SaloonState};

impl Tell for Saloon {
    const AXIS: &'static str = "story-axis-blow";
    const FIGURES: &'static [&'static str] = &["story-figure-ko"];
    const SCORE: &'static str = "story-figure-ko";

    fn closes_point(before: &SaloonState, _: &[SaloonEvent], after: &SaloonState) -> bool {
        before
            .brawlers
            .iter()
            .zip(&after.brawlers)
            .any(|(b, a)| b.ko != a.ko)
    }

    fn figures(state: &SaloonState, _: &SaloonState) -> Vec<Vec<f64>> {
        vec![
            state
                .brawlers
                .iter()
                .map(|b| f64::from(b.ko.get()))
                .collect(),
        ]
    }

    /// The brawl's order (`saloon.md`): the last brawler standing wins; the others by
    /// their fall ([`SaloonState::knock_out_place`], those knocked out by one action
    /// share it), the later the better.
    fn standings(end: &SaloonState) -> Vec<Placing> {
        let winner = end.over.flatten();
        let fall = |seat: usize| end.knock_out_place(seat);
        let mut rows: Vec<Placing> = (0..end.brawlers.len())
            .map(|seat| {
                let better = (0..end.brawlers.len())
                    .filter(|&other| match (fall(other), fall(seat)) {
                        (None, Some(_)) => true,
                        (Some(o), Some(s)) => o > s,
                        _ => false,
                    })
                    .count();
                Placing {
                    seat,
                    place: better + 1,
                    score: i64::from(end.brawlers[seat].ko.get()),
                    winner: winner == Some(seat),
                }
            })
            .collect();
        rows.sort_by_key(|p| (p.place, p.seat));
        rows
    }

    fn ranking_rule(end: &SaloonState) -> Message {
        if end.over == Some(None) {
            Message::new("saloon-story-rule-nobody")
        } else {
            Message::new("saloon-story-rule")
        }
    }

    fn highlights(_: &SaloonSetup, steps: &[Step<Self>], end: &SaloonState) -> Vec<Message> {
        let name = |seat: usize| {
            end.brawlers
                .get(seat)
                .map_or_else(String::new, |b| b.name.clone())
        };
        let mut lines = Vec::new();
        let heaviest = steps
            .iter()
            .flat_map(|s| {
                s.events.iter().filter_map(move |e| match e {
                    SaloonEvent::Struck {
                        attacker,
                        blow,
                        heaviest,
                        ..
                    } => Some((*heaviest, *attacker, blow.defender, s.before.turn)),
                    _ => None,
                })
            })
            .max_by_key(|&(points, _, _, turn)| (points, std::cmp::Reverse(turn)));
        if let Some((points, attacker, defender, turn)) = heaviest.filter(|h| h.0 > 0) {
            lines.push(
                Message::new("saloon-story-heaviest")
                    .text("attacker", name(attacker))
                    .text("defender", name(defender))
                    .number("points", i64::from(points))
                    .number("turn", i64::from(turn)),
            );
        }
        if let Some(&first) = end.knocked_out.first() {
            let turn = steps
                .iter()
                .find(|s| {
                    s.events
                        .iter()
                        .any(|e| matches!(e, SaloonEvent::KnockedOut { brawler, .. } if *brawler == first))
                })
                .map_or(0, |s| s.before.turn);
            lines.push(
                Message::new("saloon-story-first-out")
                    .text("name", name(first))
                    .number("turn", i64::from(turn)),
            );
        }
        lines
    }
}
