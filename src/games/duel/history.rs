//! Duel's history sentences: what each accepted action did, as messages.

use crate::core::game::Describe;
use crate::core::message::Message;

use super::rules::{Condition, Duel, DuelAction, DuelEvent, DuelState, Effect, ShotResult};

impl Describe for Duel {
    fn describe(before: &DuelState, action: &DuelAction, events: &[DuelEvent]) -> Vec<Message> {
        describe(before, action, events)
    }
}

/// The history lines of one accepted action.
#[must_use]
pub fn describe(before: &DuelState, action: &DuelAction, events: &[DuelEvent]) -> Vec<Message> {
    let name = |i: usize| {
        before
            .duelists
            .get(i)
            .map_or_else(String::new, |d| d.name.clone())
    };
    let round = i64::from(before.round);
    let tier = before.tier().map_or(0, |t| i64::from(t.get()));
    let line = |id| Message::new(id).number("round", round);
    let mut lines = match action {
        DuelAction::RecordReload {
            player,
            bullets,
            dodge,
        } => vec![
            line("duel-history-reload")
                .text("name", name(*player))
                .number("bullets", i64::from(bullets.get()))
                .number("dodge", i64::from(dodge.get())),
        ],
        DuelAction::CancelReload { player } => {
            vec![line("duel-history-cancel-reload").text("name", name(*player))]
        }
        DuelAction::MarkJam { player, dodge } => vec![
            line("duel-history-jam")
                .text("name", name(*player))
                .number("dodge", i64::from(dodge.get())),
        ],
        DuelAction::ClearJam { player } => {
            vec![line("duel-history-clear-jam").text("name", name(*player))]
        }
        DuelAction::StartShooting => vec![line("duel-history-start")],
        DuelAction::CallNextTier => events
            .iter()
            .filter_map(|e| match e {
                DuelEvent::TierCalled(t) => {
                    Some(line("duel-history-tier").number("tier", i64::from(t.get())))
                }
                _ => None,
            })
            .collect(),
        DuelAction::RecordShot(shot) => vec![
            line("duel-history-shot-recorded")
                .number("tier", tier)
                .text("shooter", name(shot.shooter))
                .text("target", name(shot.target))
                .number("shot", i64::from(shot.shot.get()))
                .number("dodge", i64::from(shot.dodge.get())),
        ],
        DuelAction::WithdrawShot { index } => {
            let shooter = before.pending().get(*index).map_or(0, |s| s.shooter);
            vec![
                line("duel-history-withdraw")
                    .number("tier", tier)
                    .text("shooter", name(shooter)),
            ]
        }
        DuelAction::ResolveTier | DuelAction::EndRound => Vec::new(),
    };
    for event in events {
        match event {
            DuelEvent::ShotResolved(result) => lines.push(shot_line(before, result)),
            DuelEvent::RoundEnded { round, must_reload } => {
                lines.push(
                    Message::new("duel-history-round-ended").number("round", i64::from(*round)),
                );
                if !must_reload.is_empty() {
                    lines.push(must_reload_message(before, must_reload));
                }
            }
            DuelEvent::DuelOver { winner: Some(w) } => {
                lines.push(Message::new("duel-history-winner").text("name", name(*w)));
            }
            DuelEvent::DuelOver { winner: None } => {
                lines.push(Message::new("duel-history-no-winner"))
            }
            _ => {}
        }
    }
    lines
}

/// "Reno and Tuco must reload": the players (indices) with no bullet after a round.
#[must_use]
pub fn must_reload_message(before: &DuelState, players: &[usize]) -> Message {
    let names: Vec<&str> = players
        .iter()
        .filter_map(|&i| before.duelists.get(i).map(|d| d.name.as_str()))
        .collect();
    Message::new("duel-history-must-reload")
        .text("names", names.join(", "))
        .number("count", names.len() as i64)
}

/// The result part of a resolved shot ("Reno's hat flies", "two wounds: Reno is dead").
#[must_use]
pub fn result_message(before: &DuelState, result: &ShotResult) -> Message {
    let target = before
        .duelists
        .get(result.shot.target)
        .map_or_else(String::new, |d| d.name.clone());
    let out = |id| {
        Message::new(id).text("name", target.clone()).text(
            "out",
            if result.out == Some(Condition::Disarmed) {
                "disarmed"
            } else {
                "dead"
            },
        )
    };
    if result.already_down {
        return Message::new("duel-result-already-down").text("name", target.clone());
    }
    match (result.effect, result.out) {
        (Effect::Miss, _) => Message::new("duel-result-missed"),
        (Effect::HatOnly, _) => Message::new("duel-result-hat").text("name", target.clone()),
        (Effect::Lethal, _) => out("duel-result-lethal"),
        (Effect::Wounds { count, .. }, Some(_)) => {
            out("duel-result-fatal-wound").number("count", i64::from(count))
        }
        (Effect::Wounds { count, hat: true }, None) => Message::new("duel-result-wound-hat")
            .text("name", target.clone())
            .number("count", i64::from(count)),
        (Effect::Wounds { count, hat: false }, None) => Message::new("duel-result-wounds")
            .text("name", target.clone())
            .number("count", i64::from(count)),
    }
}

fn shot_line(before: &DuelState, result: &ShotResult) -> Message {
    let name = |i: usize| {
        before
            .duelists
            .get(i)
            .map_or_else(String::new, |d| d.name.clone())
    };
    Message::new("duel-history-shot")
        .number("round", i64::from(before.round))
        .number("tier", i64::from(result.tier.get()))
        .text("shooter", name(result.shot.shooter))
        .text("target", name(result.shot.target))
        .number("shot", i64::from(result.shot_value))
        .number("dodge", i64::from(result.dodge_value))
        .number("margin", i64::from(result.margin))
        .message("result", result_message(before, result))
}
