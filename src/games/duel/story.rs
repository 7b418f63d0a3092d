//! Duel's story ([`Tell`]): every duelist's bullets and wounds at the end of each
//! round, the standings (the last one standing wins, the others share second place),
//! the shot with the widest margin and the shots each fired.

use crate::core::message::Message;
use crate::core::story::{Placing, Step, Tell};

use super::rules::{Duel, DuelEvent, DuelSetup, DuelState, Effect, Phase};

impl Tell for Duel {
    const AXIS: &'static str = "story-axis-round";
    const FIGURES: &'static [&'static str] = &["story-figure-bullets", "story-figure-wounds"];
    const SCORE: &'static str = "story-figure-wounds";

    fn closes_point(before: &DuelState, events: &[DuelEvent], after: &DuelState) -> bool {
        after.round != before.round
            || events
                .iter()
                .any(|e| matches!(e, DuelEvent::RoundEnded { .. } | DuelEvent::DuelOver { .. }))
    }

    fn figures(state: &DuelState, _: &DuelState) -> Vec<Vec<f64>> {
        vec![
            state
                .duelists
                .iter()
                .map(|d| f64::from(d.bullets))
                .collect(),
            state.duelists.iter().map(|d| f64::from(d.wounds)).collect(),
        ]
    }

    /// `duel.md`: the last duelist standing wins; everyone out shares second place (and
    /// when the last ones fall together, nobody wins and they all share first).
    fn standings(end: &DuelState) -> Vec<Placing> {
        let winner = match end.phase {
            Phase::Over { winner } => winner,
            _ => None,
        };
        let mut rows: Vec<Placing> = end
            .duelists
            .iter()
            .enumerate()
            .map(|(seat, d)| Placing {
                seat,
                place: if winner.is_none() || winner == Some(seat) {
                    1
                } else {
                    2
                },
                score: i64::from(d.wounds),
                winner: winner == Some(seat),
            })
            .collect();
        rows.sort_by_key(|p| (p.place, p.seat));
        rows
    }

    fn ranking_rule(end: &DuelState) -> Message {
        match end.phase {
            Phase::Over { winner: None } => Message::new("duel-story-rule-nobody"),
            _ => Message::new("duel-story-rule"),
        }
    }

    fn highlights(_: &DuelSetup, steps: &[Step<Self>], end: &DuelState) -> Vec<Message> {
        let name = |seat: usize| {
            end.duelists
                .get(seat)
                .map_or_else(String::new, |d| d.name.clone())
        };
        let mut fired = vec![0_i64; end.duelists.len()];
        let mut best: Option<(i16, usize, usize, u32)> = None;
        for step in steps {
            for event in &step.events {
                let DuelEvent::ShotResolved(result) = event else {
                    continue;
                };
                if let Some(count) = fired.get_mut(result.shot.shooter) {
                    *count += 1;
                }
                let hit = !matches!(result.effect, Effect::Miss) && !result.already_down;
                if hit && best.is_none_or(|b| result.margin > b.0) {
                    best = Some((
                        result.margin,
                        result.shot.shooter,
                        result.shot.target,
                        step.before.round,
                    ));
                }
            }
        }
        let mut lines = Vec::new();
        if let Some((margin, shooter, target, round)) = best {
            lines.push(
                Message::new("duel-story-best-shot")
                    .text("shooter", name(shooter))
                    .text("target", name(target))
                    .number("margin", i64::from(margin))
                    .number("round", i64::from(round)),
            );
        }
        if let Some((seat, &shots)) = fired
            .iter()
            .enumerate()
            .max_by_key(|&(seat, &n)| (n, std::cmp::Reverse(seat)))
            .filter(|(_, n)| **n > 0)
        {
            lines.push(
                Message::new("duel-story-most-shots")
                    .text("name", name(seat))
                    .number("shots", shots),
            );
        }
        lines
    }
}
