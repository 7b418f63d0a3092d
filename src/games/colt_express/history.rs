//! Colt Express's history sentences: what each accepted action did, as messages.

use crate::core::game::Describe;
use crate::core::message::Message;

use super::cards::{CardName, TurnKind};
use super::rules::{ColtAction, ColtEvent, ColtExpress, ColtState, LootKind, Standing, Tally};

impl Describe for ColtExpress {
    fn describe(before: &ColtState, action: &ColtAction, events: &[ColtEvent]) -> Vec<Message> {
        describe(before, action, events)
    }
}

/// A card's printed name, as a message.
#[must_use]
pub fn card_message(card: CardName) -> Message {
    Message::new(card.message_id())
}

/// "Turn 2, tunnel: face down" (the caller adds `order`).
#[must_use]
pub fn turn_message(turn: usize, kind: TurnKind) -> Message {
    Message::new("colt-express-caption-turn")
        .number("turn", (turn + 1) as i64)
        .message("kind", Message::new(turn_kind_id(kind)))
}

/// The message id of a turn kind ("tunnel: face down").
#[must_use]
pub fn turn_kind_id(kind: TurnKind) -> &'static str {
    match kind {
        TurnKind::Normal => "colt-express-turn-normal",
        TurnKind::Tunnel => "colt-express-turn-tunnel",
        TurnKind::SpeedUp => "colt-express-turn-speed-up",
        TurnKind::Switch => "colt-express-turn-switch",
    }
}

/// A player's name with their bandits: "Ann (Belle)", "Ann (Tuco and Cheyenne)".
#[must_use]
pub fn player_label(state: &ColtState, seat: usize) -> String {
    let name = state.players.get(seat).cloned().unwrap_or_default();
    let bandits: Vec<&str> = state
        .bandits_of(seat)
        .map(|b| state.bandits[b].bandit.name())
        .collect();
    if bandits.is_empty() {
        name
    } else {
        format!("{name} ({})", bandits.join(" & "))
    }
}

/// The players of `order` as "Ann (Belle), Bob (Doc), Cy (Tuco)".
#[must_use]
pub fn names_in_order(state: &ColtState, order: &[usize]) -> String {
    order
        .iter()
        .map(|&s| player_label(state, s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The players of `order` as the table calls them: their bandits' names ("Belle, Doc,
/// Tuco"), or with two players (two bandits each) the players' names.
#[must_use]
pub fn short_names(state: &ColtState, order: &[usize]) -> String {
    order
        .iter()
        .map(|&s| {
            if state.two_player {
                state.players.get(s).cloned().unwrap_or_default()
            } else {
                state
                    .bandits_of(s)
                    .map(|b| state.bandits[b].bandit.name().to_owned())
                    .next()
                    .unwrap_or_default()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A bandit's printed name.
fn bandit(state: &ColtState, i: usize) -> String {
    state
        .bandits
        .get(i)
        .map_or_else(String::new, |b| b.bandit.name().to_owned())
}

/// The message id of a kind of loot ("a jewel").
#[must_use]
pub fn loot_id(kind: LootKind) -> &'static str {
    match kind {
        LootKind::Purse => "colt-express-loot-purse",
        LootKind::Jewel => "colt-express-loot-jewel",
        LootKind::Strongbox => "colt-express-loot-strongbox",
    }
}

/// The message id of a figure of the final count sheet.
#[must_use]
pub fn tally_id(tally: Tally) -> &'static str {
    match tally {
        Tally::Jewels => "colt-express-tally-jewels",
        Tally::Strongboxes => "colt-express-tally-strongboxes",
        Tally::Fired => "colt-express-tally-fired",
        Tally::Received => "colt-express-tally-received",
    }
}

/// One player's line of the standings: "1. Cy (Doc): $2250 (loot $1250, bonus $1000,
/// 1 bullet received)".
#[must_use]
pub fn standing_message(state: &ColtState, standing: &Standing) -> Message {
    Message::new("colt-express-history-standing")
        .number("place", standing.place as i64)
        .text("name", player_label(state, standing.seat))
        .number("total", i64::from(standing.total()))
        .number("loot", i64::from(standing.loot))
        .number("bonus", i64::from(standing.bonus))
        .number("received", i64::from(standing.received))
}

/// The history lines of one accepted action.
#[must_use]
pub fn describe(before: &ColtState, action: &ColtAction, events: &[ColtEvent]) -> Vec<Message> {
    let round = (before.round + 1) as i64;
    let line = |id| Message::new(id).number("round", round);
    let mut lines = Vec::new();
    match action {
        ColtAction::PlayCard => {
            if let Some(seat) = before.current_seat() {
                let face_down = before.turn_kind() == Some(TurnKind::Tunnel);
                lines.push(
                    line("colt-express-history-played")
                        .text("name", player_label(before, seat))
                        .text("face", if face_down { "down" } else { "up" }),
                );
            }
        }
        ColtAction::DrawThree => {
            if let Some(seat) = before.current_seat() {
                lines.push(
                    line("colt-express-history-drew").text("name", player_label(before, seat)),
                );
            }
        }
        ColtAction::ResolveCard => {
            if let Some(p) = before.resolved().and_then(|r| before.planned.get(r)) {
                lines.push(
                    line("colt-express-history-resolved")
                        .text("name", player_label(before, p.seat))
                        .number("turn", (p.turn + 1) as i64),
                );
            }
        }
        ColtAction::RecordShot { shooter, target } => lines.push(
            line("colt-express-history-shot")
                .text("shooter", bandit(before, *shooter))
                .text("target", bandit(before, *target)),
        ),
        ColtAction::RecordPunch {
            puncher,
            victim,
            kind,
            ..
        } => lines.push(
            line("colt-express-history-punch")
                .text("puncher", bandit(before, *puncher))
                .text("victim", bandit(before, *victim))
                .text(
                    "kind",
                    match kind {
                        None => "none",
                        Some(LootKind::Purse) => "purse",
                        Some(LootKind::Jewel) => "jewel",
                        Some(LootKind::Strongbox) => "strongbox",
                    },
                ),
        ),
        ColtAction::EndActions => lines.push(line("colt-express-history-actions-done")),
        ColtAction::EnterPurse { bandit: b, .. } => {
            // The value stays hidden until the reveal.
            lines.push(
                Message::new("colt-express-history-purse-entered")
                    .text("bandit", bandit(before, *b)),
            );
        }
        ColtAction::RemovePurse { bandit: b, .. } => lines.push(
            Message::new("colt-express-history-purse-removed").text("bandit", bandit(before, *b)),
        ),
        ColtAction::ForgetPurse { bandit: b } => lines.push(
            Message::new("colt-express-history-purse-forgotten").text("bandit", bandit(before, *b)),
        ),
        ColtAction::SetTally {
            bandit: b,
            tally,
            value,
        } => lines.push(
            Message::new("colt-express-history-tally")
                .text("bandit", bandit(before, *b))
                .message("tally", Message::new(tally_id(*tally)))
                .number("value", i64::from(*value)),
        ),
        ColtAction::RevealRoundCard { .. }
        | ColtAction::RecordMarshal { .. }
        | ColtAction::TakeLoot { .. }
        | ColtAction::LoseLoot { .. }
        | ColtAction::ApplyEvent { .. }
        | ColtAction::Reveal => {}
    }
    for event in events {
        match event {
            ColtEvent::RoundStarted {
                round,
                card: Some(card),
            } => lines.push(
                Message::new("colt-express-caption-round")
                    .number("round", (*round + 1) as i64)
                    .message("card", card_message(card.card)),
            ),
            ColtEvent::RoundStarted { round, card: None } => lines.push(
                Message::new("colt-express-caption-round-reveal")
                    .number("round", (*round + 1) as i64),
            ),
            ColtEvent::TurnStarted {
                turn, kind, order, ..
            } => {
                lines.push(turn_message(*turn, *kind).text("order", names_in_order(before, order)))
            }
            ColtEvent::ActionsStarted { cards } => {
                lines.push(line("colt-express-history-actions").number("count", *cards as i64))
            }
            ColtEvent::MarshalShot { bandit: b, bullet } => lines.push(
                line(if *bullet {
                    "colt-express-history-marshal"
                } else {
                    "colt-express-history-marshal-empty"
                })
                .text("bandit", bandit(before, *b)),
            ),
            ColtEvent::Loot {
                bandit: b,
                kind,
                taken,
                ..
            } => {
                // "a purse", never its value: values stay hidden until the reveal.
                let what = Message::new(loot_id(*kind));
                lines.push(
                    line(if *taken {
                        "colt-express-history-took"
                    } else {
                        "colt-express-history-lost"
                    })
                    .text("bandit", bandit(before, *b))
                    .message("loot", what),
                );
            }
            ColtEvent::EventApplied {
                event,
                affected,
                untouched,
            } => {
                let names: Vec<String> = affected.iter().map(|&b| bandit(before, b)).collect();
                lines.push(
                    line("colt-express-history-event")
                        .message("card", card_message(event.card()))
                        .text("names", names.join(", "))
                        .number("count", names.len() as i64),
                );
                if !untouched.is_empty() {
                    let names: Vec<String> = untouched.iter().map(|&b| bandit(before, b)).collect();
                    lines.push(
                        line("colt-express-history-untouched")
                            .text("names", names.join(", "))
                            .number("count", names.len() as i64),
                    );
                }
            }
            ColtEvent::FinalCountStarted => {
                lines.push(Message::new("colt-express-caption-final-count"));
            }
            ColtEvent::Revealed { standings } => {
                for s in standings {
                    lines.push(standing_message(before, s));
                }
            }
            _ => {}
        }
    }
    lines
}
