//! Fast West's story ([`Tell`]): every cowboy's tenderfoot tokens at the end of each
//! round and after the final duel, the standings (the fewest tokens wins, a tie to the
//! lowest bullet, the others by their tokens) and the worst round.

use crate::core::message::Message;
use crate::core::story::{Placing, Step, Tell, competition_places};

use super::rules::{FastWest, FastWestEvent, FastWestSetup, FastWestState, Phase};

impl Tell for FastWest {
    const AXIS: &'static str = "story-axis-round";
    const FIGURES: &'static [&'static str] = &["story-figure-tokens"];
    const SCORE: &'static str = "story-figure-tokens";

    fn closes_point(before: &FastWestState, _: &[FastWestEvent], after: &FastWestState) -> bool {
        after.round != before.round
            || (matches!(after.phase, Phase::Over(_)) && !matches!(before.phase, Phase::Over(_)))
    }

    fn figures(state: &FastWestState, _: &FastWestState) -> Vec<Vec<f64>> {
        vec![state.cowboys.iter().map(|c| f64::from(c.tokens)).collect()]
    }

    /// `fast-west.md`, "The final duel": the winner is the rules' (the fewest tokens,
    /// a tie to the lowest bullet); the others follow by their tokens after the duel,
    /// fewer first, equal tokens sharing a place.
    fn standings(end: &FastWestState) -> Vec<Placing> {
        let (winner, tokens): (Option<usize>, Vec<u8>) = match &end.phase {
            Phase::Over(result) => (Some(result.winner), result.tokens.clone()),
            _ => (None, end.cowboys.iter().map(|c| c.tokens).collect()),
        };
        let mut order: Vec<usize> = (0..end.cowboys.len()).collect();
        order.sort_by_key(|&seat| (Some(seat) != winner, tokens.get(seat).copied(), seat));
        let places = competition_places(&order, |&a, &b| {
            Some(a) != winner && Some(b) != winner && tokens.get(a) == tokens.get(b)
        });
        order
            .iter()
            .zip(places)
            .map(|(&seat, place)| Placing {
                seat,
                place,
                score: i64::from(tokens.get(seat).copied().unwrap_or_default()),
                winner: Some(seat) == winner,
            })
            .collect()
    }

    fn ranking_rule(end: &FastWestState) -> Message {
        match &end.phase {
            Phase::Over(result) if !result.tied.is_empty() => {
                Message::new("fast-west-story-rule-bullet")
            }
            _ => Message::new("fast-west-story-rule"),
        }
    }

    fn highlights(_: &FastWestSetup, steps: &[Step<Self>], end: &FastWestState) -> Vec<Message> {
        let name = |seat: usize| {
            end.cowboys
                .get(seat)
                .map_or_else(String::new, |c| c.name.clone())
        };
        // Tokens taken in each round: the figure at its end minus at its start.
        let mut worst: Option<(i64, usize, u32)> = None;
        let mut start: Option<&FastWestState> = None;
        for step in steps {
            let before = &step.before;
            let first = *start.get_or_insert(before);
            if first.round == before.round {
                continue;
            }
            // `before` is the first state of a new round: the round `first` began ended
            // just before it.
            for (seat, (was, now)) in first.cowboys.iter().zip(&before.cowboys).enumerate() {
                let taken = i64::from(now.tokens) - i64::from(was.tokens);
                if taken > 0 && worst.is_none_or(|w| taken > w.0) {
                    worst = Some((taken, seat, first.round));
                }
            }
            start = Some(before);
        }
        let mut lines = Vec::new();
        if let Some((tokens, seat, round)) = worst {
            lines.push(
                Message::new("fast-west-story-worst-round")
                    .text("name", name(seat))
                    .number("tokens", tokens)
                    .number("round", i64::from(round)),
            );
        }
        if let Phase::Over(result) = &end.phase {
            lines.push(
                Message::new("fast-west-story-duel")
                    .text("name", name(result.winner))
                    .number(
                        "tokens",
                        i64::from(
                            result
                                .tokens
                                .get(result.winner)
                                .copied()
                                .unwrap_or_default(),
                        ),
                    )
                    .number(
                        "bullet",
                        i64::from(
                            result
                                .bullets
                                .get(result.winner)
                                .copied()
                                .unwrap_or_default(),
                        ),
                    ),
            );
        }
        lines
    }
}
