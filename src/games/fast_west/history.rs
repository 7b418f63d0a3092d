//! Fast West's history sentences: what each accepted action did, as messages.

use crate::core::game::Describe;
use crate::core::message::Message;

use super::rules::{
    Card, DuelResult, FastWest, FastWestAction, FastWestEvent, FastWestState, Mode, Outcome,
    TokenChange, card_name, deal_for,
};

impl Describe for FastWest {
    fn describe(
        before: &FastWestState,
        action: &FastWestAction,
        events: &[FastWestEvent],
    ) -> Vec<Message> {
        describe(before, action, events)
    }
}

/// A cowboy's name, or nothing for an index out of range.
fn name_of(s: &FastWestState, i: usize) -> String {
    s.cowboys
        .get(i)
        .map_or_else(String::new, |c| c.name.clone())
}

/// The history lines of one accepted action.
#[must_use]
pub fn describe(
    before: &FastWestState,
    action: &FastWestAction,
    events: &[FastWestEvent],
) -> Vec<Message> {
    let name = |i: usize| name_of(before, i);
    let round = i64::from(before.round);
    let line = |id| Message::new(id).number("round", round);
    let waiting = match &before.phase {
        super::rules::Phase::Outcome { event, number, .. } => Some((*event, *number)),
        _ => None,
    };
    let kind = || {
        waiting.map_or_else(
            || Message::new("fast-west-card-cactus"),
            |(k, _)| Message::new(k.name_id()),
        )
    };
    let mut lines = Vec::new();
    match action {
        FastWestAction::Deal { .. } | FastWestAction::ResolveDuel { .. } => {}
        FastWestAction::Flip | FastWestAction::TellFlip(_) => {}
        FastWestAction::NameNumber(n) => {
            lines.push(line("fast-west-history-number").number("number", i64::from(*n)));
        }
        FastWestAction::Resolve(outcome) => {
            let said = match outcome {
                Outcome::Slowest { player } => {
                    Message::new("fast-west-outcome-slowest").text("name", name(*player))
                }
                Outcome::Bandits { losers } => Message::new("fast-west-outcome-bandits").text(
                    "names",
                    losers
                        .iter()
                        .map(|&l| name(l))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
                Outcome::Indians { held } => Message::new("fast-west-outcome-indians").text(
                    "held",
                    held.iter()
                        .enumerate()
                        .map(|(i, h)| format!("{} {h}", name(i)))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
                Outcome::Roulette { drew } => Message::new("fast-west-outcome-roulette")
                    .text("name", name(*drew))
                    .number("number", i64::from(waiting.and_then(|w| w.1).unwrap_or(0))),
            };
            // One line: "Round 1, Sheriff: Reno was the slowest".
            lines.push(
                line("fast-west-history-outcome")
                    .message("kind", kind())
                    .message("outcome", said),
            );
        }
        FastWestAction::GrabbedTooEarly { player } => {
            lines.push(line("fast-west-history-too-early").text("name", name(*player)));
        }
    }
    for event in events {
        match event {
            FastWestEvent::Flipped { player, card } => lines.push(
                line(match card {
                    Card::Cactus => "fast-west-history-flip-cactus",
                    Card::Event(_) => "fast-west-history-flip-event",
                })
                .text("name", name(*player))
                .message("card", card_name(*card)),
            ),
            FastWestEvent::Tokens(changes) => {
                lines.extend(changes.iter().map(|c| change_line(before, c)));
            }
            FastWestEvent::DuelCalled => lines.push(line("fast-west-history-duel-called")),
            FastWestEvent::RoundEnded { round } => lines.push(
                Message::new("fast-west-history-round-ended").number("round", i64::from(*round)),
            ),
            FastWestEvent::RoundStarted { round } => {
                let (cactus, events) = deal_for(before.cowboys.len(), *round);
                let id = match before.mode {
                    Mode::Deck => "fast-west-history-dealt",
                    Mode::RealCards => "fast-west-history-deal-real",
                };
                lines.push(
                    Message::new(id)
                        .number("round", i64::from(*round))
                        .number("cactus", cactus as i64)
                        .number("events", events as i64)
                        .number("reshuffled", i64::from(*round > 3)),
                );
            }
            FastWestEvent::NumberNamed(_) => {}
            FastWestEvent::DuelResolved(result) => {
                if let FastWestAction::ResolveDuel { hands } = action {
                    for (i, h) in hands.iter().enumerate() {
                        lines.push(
                            Message::new("fast-west-history-hand")
                                .text("name", name(i))
                                .number("bullet", i64::from(h.bullet))
                                .text("target", name(h.target)),
                        );
                    }
                }
                lines.extend(duel_lines(before, result));
            }
        }
    }
    lines
}

/// "Reno takes a token (now 3)", "Clint discards 2 tokens (now 0)", "Eli already holds 5".
#[must_use]
pub fn change_line(s: &FastWestState, change: &TokenChange) -> Message {
    let kind = match (change.asked > 0, change.applied) {
        (true, 0) => "capped",
        (true, _) => "take",
        (false, 0) => "none",
        (false, _) => "discard",
    };
    let now = s
        .cowboys
        .get(change.player)
        .map_or(0, |c| i64::from(c.tokens) + i64::from(change.applied));
    Message::new("fast-west-change")
        .text("name", name_of(s, change.player))
        .text("kind", kind)
        .number("count", i64::from(change.applied.unsigned_abs()))
        .number("tokens", now)
}

/// The steps of the final duel: who was hit, who gave how many to whom, the standings
/// and the winner.
#[must_use]
pub fn duel_lines(s: &FastWestState, result: &DuelResult) -> Vec<Message> {
    let name = |i: usize| name_of(s, i);
    let mut lines = Vec::new();
    for &(winner, loser) in &result.pairs {
        lines.push(
            Message::new("fast-west-duel-pair")
                .text("winner", name(winner))
                .text("loser", name(loser)),
        );
    }
    for &(giver, target, amount) in &result.gifts {
        lines.push(
            Message::new("fast-west-duel-gift")
                .text("giver", name(giver))
                .text("target", name(target))
                .number("count", i64::from(amount)),
        );
    }
    let standings = result
        .tokens
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{} {t}", name(i)))
        .collect::<Vec<_>>()
        .join(", ");
    lines.push(Message::new("fast-west-duel-standings").text("standings", standings));
    if let Some(line) = tie_line(s, result) {
        lines.push(line);
    }
    lines.push(
        Message::new("fast-west-duel-winner")
            .text("name", name(result.winner))
            .number(
                "tokens",
                i64::from(result.tokens.get(result.winner).copied().unwrap_or(0)),
            ),
    );
    lines
}

/// "Ann and Bob both hold 2 tokens: Ann holds the lower bullet (1) and wins", when the
/// fewest tokens are tied and the lowest bullet breaks the tie; `None` otherwise.
#[must_use]
pub fn tie_line(s: &FastWestState, result: &DuelResult) -> Option<Message> {
    if result.tied.len() < 2 {
        return None;
    }
    let names: Vec<String> = result.tied.iter().map(|&i| name_of(s, i)).collect();
    Some(
        Message::new("fast-west-duel-tie")
            .text("names", names.join(", "))
            .number("count", names.len() as i64)
            .number(
                "tokens",
                i64::from(result.tokens.get(result.winner).copied().unwrap_or(0)),
            )
            .text("name", name_of(s, result.winner))
            .number(
                "bullet",
                i64::from(result.bullets.get(result.winner).copied().unwrap_or(0)),
            ),
    )
}

/// "The winner is Ann!", or "The winner is Ann, by the lower bullet (1)!" when the lowest
/// bullet broke a tie for the fewest tokens: the caption and the table's title.
#[must_use]
pub fn winner_message(s: &FastWestState, result: &DuelResult) -> Message {
    let id = if result.tied.is_empty() {
        "fast-west-caption-winner"
    } else {
        "fast-west-caption-winner-bullet"
    };
    Message::new(id)
        .text("name", name_of(s, result.winner))
        .number(
            "bullet",
            i64::from(result.bullets.get(result.winner).copied().unwrap_or(0)),
        )
}
