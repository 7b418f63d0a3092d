//! Gnadenlos!'s history sentences: what each accepted action did, as messages.

use crate::core::game::Describe;
use crate::core::message::Message;

use super::rules::{
    EndReason, EventKind, Gnadenlos, GnadenlosAction, GnadenlosEvent, GnadenlosState,
};

impl Describe for Gnadenlos {
    fn describe(
        before: &GnadenlosState,
        action: &GnadenlosAction,
        events: &[GnadenlosEvent],
    ) -> Vec<Message> {
        describe(before, action, events)
    }
}

/// A player's name in `state` ("" for an index out of range).
#[must_use]
pub fn name(state: &GnadenlosState, player: usize) -> String {
    state
        .players
        .get(player)
        .map_or_else(String::new, |b| b.name.clone())
}

/// Names joined with commas.
#[must_use]
pub fn names(state: &GnadenlosState, players: &[usize]) -> String {
    players
        .iter()
        .map(|&p| name(state, p))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The message id of an event kind's name ("Gold rush").
#[must_use]
pub fn kind_id(kind: EventKind) -> &'static str {
    match kind {
        EventKind::GoldRush { .. } => "gnadenlos-kind-gold-rush",
        EventKind::HighNoon => "gnadenlos-kind-high-noon",
        EventKind::Poker => "gnadenlos-kind-poker",
    }
}

/// Why the game ended, as a sentence.
#[must_use]
pub fn end_reason(state: &GnadenlosState, reason: EndReason) -> Message {
    match reason {
        EndReason::Finish(p) => Message::new("gnadenlos-end-finish").text("name", name(state, p)),
        EndReason::Undertaker => Message::new("gnadenlos-end-undertaker"),
        EndReason::ThirdVulture(p) => {
            Message::new("gnadenlos-end-vulture").text("name", name(state, p))
        }
    }
}

/// The sentence of one event, if it has one (some events only make sound).
#[must_use]
pub fn event_line(before: &GnadenlosState, event: &GnadenlosEvent) -> Option<Message> {
    let n = |p: usize| name(before, p);
    Some(match event {
        GnadenlosEvent::EventResolved { kind, ranking } => {
            let kind = Message::new(kind_id(*kind));
            if ranking.winners.is_empty() {
                Message::new("gnadenlos-history-event-nobody").message("kind", kind)
            } else if ranking.losers.is_empty() {
                Message::new("gnadenlos-history-event-won")
                    .message("kind", kind)
                    .text("winners", names(before, &ranking.winners))
                    .number("wins", ranking.winners.len() as i64)
            } else {
                // The counts make the verbs agree ("Anna, Ben gagnent").
                Message::new("gnadenlos-history-event")
                    .message("kind", kind)
                    .text("winners", names(before, &ranking.winners))
                    .number("wins", ranking.winners.len() as i64)
                    .text("losers", names(before, &ranking.losers))
                    .number("loses", ranking.losers.len() as i64)
            }
        }
        GnadenlosEvent::NuggetsWon { player, nuggets } => Message::new("gnadenlos-history-gold")
            .text("name", n(*player))
            .number("nuggets", i64::from(*nuggets)),
        GnadenlosEvent::HatMoved { player, from, to } => Message::new("gnadenlos-history-hat")
            .text("name", n(*player))
            .number("from", i64::from(*from))
            .number("to", i64::from(*to)),
        GnadenlosEvent::UndertakerMoved { steps } => Message::new("gnadenlos-history-undertaker")
            .number("steps", i64::from(*steps))
            .number("rip", i64::from(before.options.undertaker_spaces)),
        GnadenlosEvent::CardsPicked { player, cards } => {
            let owners: Vec<usize> = cards.iter().map(|c| c.owner).collect();
            Message::new("gnadenlos-history-picked")
                .text("name", n(*player))
                .number("count", cards.len() as i64)
                .text("owners", names(before, &owners))
        }
        GnadenlosEvent::PrestigeBought { player, nuggets } => {
            Message::new("gnadenlos-history-prestige")
                .text("name", n(*player))
                .number("nuggets", i64::from(*nuggets))
        }
        GnadenlosEvent::RecruitmentStarted { revealed } => {
            Message::new("gnadenlos-history-recruitment")
                .text("name", n(before.active))
                .number("revealed", i64::from(*revealed))
        }
        GnadenlosEvent::BidPlaced {
            player,
            sum: Some(sum),
        } => Message::new("gnadenlos-history-bid")
            .text("name", n(*player))
            .number("sum", i64::from(*sum)),
        GnadenlosEvent::BidPlaced { player, sum: None } => {
            Message::new("gnadenlos-history-pass").text("name", n(*player))
        }
        GnadenlosEvent::Recruited { player } => {
            Message::new("gnadenlos-history-recruited").text("name", n(*player))
        }
        GnadenlosEvent::BidReturned { player } => {
            Message::new("gnadenlos-history-bid-back").text("name", n(*player))
        }
        GnadenlosEvent::PaydayStarted { rows } => Message::new("gnadenlos-history-payday")
            .number("rows", *rows as i64)
            .number("players", before.players.len() as i64),
        GnadenlosEvent::DieRolled { .. } => return None,
        GnadenlosEvent::Paid {
            player,
            value,
            column,
        } => Message::new("gnadenlos-history-paid")
            .number("column", i64::from(*column))
            .text("name", n(*player))
            .number("value", i64::from(value.get())),
        GnadenlosEvent::CannotPay {
            player,
            value,
            column,
        } => Message::new("gnadenlos-history-cannot-pay")
            .number("column", i64::from(*column))
            .text("name", n(*player))
            .number("value", i64::from(value.get())),
        GnadenlosEvent::EmptyColumn { column } => {
            Message::new("gnadenlos-history-empty").number("column", i64::from(*column))
        }
        GnadenlosEvent::VultureTaken { player, vultures } => {
            Message::new("gnadenlos-history-vulture")
                .text("name", n(*player))
                .number("vultures", i64::from(*vultures))
        }
        GnadenlosEvent::PaydayEnded { rows } => {
            Message::new("gnadenlos-history-payday-ended").number("rows", *rows as i64)
        }
        GnadenlosEvent::TurnPassed { player, turn } => Message::new("gnadenlos-history-turn")
            .number("turn", i64::from(*turn))
            .text("name", n(*player)),
        GnadenlosEvent::GameOver { reason, winners } => Message::new("gnadenlos-history-over")
            .message("reason", end_reason(before, *reason))
            .text("names", names(before, winners))
            .number("count", winners.len() as i64),
    })
}

/// The history lines of one accepted action: one line for the action when its events
/// do not say it (a die roll), then one per event that has a sentence.
#[must_use]
pub fn describe(
    before: &GnadenlosState,
    action: &GnadenlosAction,
    events: &[GnadenlosEvent],
) -> Vec<Message> {
    let mut lines = Vec::new();
    if let GnadenlosAction::RollDie { face } = action {
        lines.push(
            Message::new("gnadenlos-history-roll")
                .text("name", name(before, before.active))
                .number("face", i64::from(face.get())),
        );
    }
    if *action == GnadenlosAction::SkipRecruitment {
        lines.push(
            Message::new("gnadenlos-history-no-recruitment")
                .text("name", name(before, before.active)),
        );
    }
    lines.extend(events.iter().filter_map(|e| event_line(before, e)));
    lines
}
