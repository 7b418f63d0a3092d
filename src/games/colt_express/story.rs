//! Colt Express's story ([`Tell`]): every player's loot (in dollars, the player's
//! bandits together) at the end of each round, shown only once the count is revealed;
//! the standings of the final count ([`ColtState::standings`]: the richest first, then
//! the fewer bullets received, the Gunslinger bonus counted), the richest round and the
//! Gunslinger.
//!
//! The books keep a purse's value only when the table said it; a purse held without
//! one counts, in the plot, at the average of the values its bandit's purses of unknown
//! value showed at the count ($250, the smallest purse, when none did). The last point
//! is the count itself.

use crate::core::message::Message;
use crate::core::story::{Placing, Step, Tell};

use super::rules::{
    ColtEvent, ColtExpress, ColtSetup, ColtState, JEWEL_VALUE, Phase, PurseValue, STRONGBOX_VALUE,
};

/// The value a purse of unknown value counts for bandit `bandit` in the plot.
fn unknown_purse(end: &ColtState, bandit: usize) -> f64 {
    let entered = end
        .sheets()
        .and_then(|sheets| sheets.get(bandit))
        .map(|s| {
            let from = s.counted.min(s.purses.len());
            let to = (s.counted + s.unknown).min(s.purses.len());
            s.purses[from..to].to_vec()
        })
        .unwrap_or_default();
    if entered.is_empty() {
        f64::from(PurseValue::MIN.get())
    } else {
        entered.iter().map(|p| f64::from(p.get())).sum::<f64>() / entered.len() as f64
    }
}

impl Tell for ColtExpress {
    const AXIS: &'static str = "story-axis-round";
    const FIGURES: &'static [&'static str] = &["story-figure-loot"];
    const SCORE: &'static str = "colt-express-story-score";

    fn closes_point(before: &ColtState, _: &[ColtEvent], after: &ColtState) -> bool {
        after.round != before.round
            || (matches!(after.phase, Phase::FinalCount { .. })
                && !matches!(before.phase, Phase::FinalCount { .. }))
            || (matches!(after.phase, Phase::Over { .. })
                && !matches!(before.phase, Phase::Over { .. }))
    }

    fn figures(state: &ColtState, end: &ColtState) -> Vec<Vec<f64>> {
        // Values only after the reveal: nothing to plot before.
        if !matches!(end.phase, Phase::Over { .. }) {
            return vec![Vec::new()];
        }
        let mut loot = vec![0.0; state.player_count()];
        if let Phase::Over { sheets, .. } = &state.phase {
            for (sheet, books) in sheets.iter().zip(&state.bandits) {
                if let Some(l) = loot.get_mut(books.owner) {
                    *l += f64::from(sheet.loot());
                }
            }
            return vec![loot];
        }
        for (bandit, books) in state.bandits.iter().enumerate() {
            let purses: f64 = books
                .purses
                .iter()
                .map(|p| p.map_or_else(|| unknown_purse(end, bandit), |v| f64::from(v.get())))
                .sum();
            if let Some(l) = loot.get_mut(books.owner) {
                *l += purses
                    + f64::from(u32::from(books.jewels) * JEWEL_VALUE)
                    + f64::from(u32::from(books.strongboxes) * STRONGBOX_VALUE);
            }
        }
        vec![loot]
    }

    fn standings(end: &ColtState) -> Vec<Placing> {
        let winners_place = 1;
        end.standings()
            .iter()
            .map(|s| Placing {
                seat: s.seat,
                place: s.place,
                score: i64::from(s.total()),
                winner: matches!(end.phase, Phase::Over { .. }) && s.place == winners_place,
            })
            .collect()
    }

    fn ranking_rule(end: &ColtState) -> Message {
        if end.two_player {
            Message::new("colt-express-story-rule-two")
        } else {
            Message::new("colt-express-story-rule")
        }
    }

    fn highlights(_: &ColtSetup, steps: &[Step<Self>], end: &ColtState) -> Vec<Message> {
        let mut lines = Vec::new();
        if !matches!(end.phase, Phase::Over { .. }) {
            return lines;
        }
        let name = |seat: usize| end.players.get(seat).cloned().unwrap_or_default();
        // The richest round: the most loot a player gained between two round ends.
        let mut points: Vec<&ColtState> = Vec::new();
        for pair in steps.windows(2) {
            if Self::closes_point(&pair[0].before, &[], &pair[1].before) {
                points.push(&pair[1].before);
            }
        }
        let mut best: Option<(f64, usize, usize)> = None;
        let mut last = steps.first().map(|s| Self::figures(&s.before, end));
        for state in points {
            if matches!(state.phase, Phase::FinalCount { .. } | Phase::Over { .. }) {
                break;
            }
            let now = Self::figures(state, end);
            if let (Some(was), Some(now_loot)) = (last.as_ref(), now.first()) {
                for (seat, (&a, &b)) in was[0].iter().zip(now_loot).enumerate() {
                    if b - a > 0.0 && best.is_none_or(|x| b - a > x.0) {
                        best = Some((b - a, seat, state.round));
                    }
                }
            }
            last = Some(now);
        }
        if let Some((dollars, seat, round)) = best {
            lines.push(
                Message::new("colt-express-story-richest-round")
                    .text("name", name(seat))
                    .number("dollars", dollars.round() as i64)
                    .number("round", round as i64),
            );
        }
        let most = end.bandits.iter().map(|b| b.fired).max().unwrap_or(0);
        if !end.two_player && most > 0 {
            let gunslingers: Vec<String> = end
                .bandits
                .iter()
                .filter(|b| b.fired == most)
                .map(|b| name(b.owner))
                .collect();
            lines.push(
                Message::new("colt-express-story-gunslinger")
                    .text("names", gunslingers.join(", "))
                    .number("bullets", i64::from(most)),
            );
        }
        lines
    }
}
