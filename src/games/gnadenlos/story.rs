//! Gnadenlos!'s story ([`Tell`]): every player's nuggets and debts (the values of the
//! player's cards in the market) at the end of each turn, the standings of the rules
//! ([`GnadenlosState::standings`]: the hat's space less the vultures' cost, equal
//! scores sharing the win), the largest payday, the richest gold rush and the longest
//! run of events won.

use crate::core::message::Message;
use crate::core::story::{Placing, Step, Tell, competition_places, longest_run};

use super::rules::{Gnadenlos, GnadenlosEvent, GnadenlosSetup, GnadenlosState, Phase};

impl Tell for Gnadenlos {
    const AXIS: &'static str = "story-axis-turn";
    const FIGURES: &'static [&'static str] = &["story-figure-nuggets", "story-figure-debts"];
    const SCORE: &'static str = "gnadenlos-story-score";

    fn closes_point(before: &GnadenlosState, _: &[GnadenlosEvent], after: &GnadenlosState) -> bool {
        after.turn != before.turn
            || (matches!(after.phase, Phase::Over { .. })
                && !matches!(before.phase, Phase::Over { .. }))
    }

    fn figures(state: &GnadenlosState, _: &GnadenlosState) -> Vec<Vec<f64>> {
        let mut debts = vec![0.0; state.players.len()];
        for card in state.market_cards() {
            if let Some(d) = debts.get_mut(card.owner) {
                *d += f64::from(card.value.get());
            }
        }
        vec![
            state.players.iter().map(|b| f64::from(b.nuggets)).collect(),
            debts,
        ]
    }

    fn standings(end: &GnadenlosState) -> Vec<Placing> {
        let rows = end.standings();
        let winners: Vec<usize> = match &end.phase {
            Phase::Over { winners, .. } => winners.clone(),
            _ => Vec::new(),
        };
        let places = competition_places(&rows, |a, b| a.1 == b.1);
        rows.iter()
            .zip(places)
            .map(|(&(seat, score), place)| Placing {
                seat,
                place,
                score: i64::from(score),
                winner: winners.contains(&seat),
            })
            .collect()
    }

    fn ranking_rule(end: &GnadenlosState) -> Message {
        Message::new("gnadenlos-story-rule")
            .number("cost", i64::from(end.options.vulture_final_cost))
    }

    fn highlights(_: &GnadenlosSetup, steps: &[Step<Self>], end: &GnadenlosState) -> Vec<Message> {
        let name = |seat: usize| {
            end.players
                .get(seat)
                .map_or_else(String::new, |b| b.name.clone())
        };
        let mut lines = Vec::new();
        // Paydays: the nuggets paid from PaydayStarted to its end.
        let mut largest: Option<(u32, u32)> = None;
        let mut current: Option<(u32, u32)> = None;
        let mut rush: Option<(u32, usize, u32)> = None;
        let mut event_winners: Vec<Option<usize>> = Vec::new();
        for step in steps {
            for event in &step.events {
                match event {
                    GnadenlosEvent::PaydayStarted { .. } => current = Some((0, step.before.turn)),
                    GnadenlosEvent::Paid { value, .. } => {
                        if let Some(c) = current.as_mut() {
                            c.0 += u32::from(value.get());
                        }
                    }
                    GnadenlosEvent::PaydayEnded { .. } | GnadenlosEvent::GameOver { .. } => {
                        if let Some(c) = current.take()
                            && largest.is_none_or(|l| c.0 > l.0)
                        {
                            largest = Some(c);
                        }
                    }
                    GnadenlosEvent::NuggetsWon { player, nuggets }
                        if rush.is_none_or(|r| *nuggets > r.0) =>
                    {
                        rush = Some((*nuggets, *player, step.before.turn));
                    }
                    GnadenlosEvent::EventResolved { ranking, .. } => {
                        event_winners.push(match ranking.winners.as_slice() {
                            [one] => Some(*one),
                            _ => None,
                        });
                    }
                    _ => {}
                }
            }
        }
        if let Some((nuggets, turn)) = largest.filter(|l| l.0 > 0) {
            lines.push(
                Message::new("gnadenlos-story-payday")
                    .number("nuggets", i64::from(nuggets))
                    .number("turn", i64::from(turn)),
            );
        }
        if let Some((nuggets, seat, turn)) = rush.filter(|r| r.0 > 0) {
            lines.push(
                Message::new("gnadenlos-story-rush")
                    .text("name", name(seat))
                    .number("nuggets", i64::from(nuggets))
                    .number("turn", i64::from(turn)),
            );
        }
        if let Some((seat, run, _)) = longest_run(&event_winners) {
            lines.push(
                Message::new("story-run")
                    .text("name", name(seat))
                    .number("count", run as i64),
            );
        }
        lines
    }
}
