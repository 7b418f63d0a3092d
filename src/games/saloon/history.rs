//! Saloon's history sentences, and the lines of a blow's computation the resolver shows
//! before it is applied (the same messages, so the preview and the history agree).

use crate::core::game::Describe;
use crate::core::message::Message;

use super::rules::{
    Blow, DefenceEffect, EventCard, Saloon, SaloonAction, SaloonEvent, SaloonState, Status, Step,
};

impl Describe for Saloon {
    fn describe(
        before: &SaloonState,
        action: &SaloonAction,
        events: &[SaloonEvent],
    ) -> Vec<Message> {
        describe(before, action, events)
    }
}

/// A card's name as a message.
fn card(id: &'static str) -> Message {
    Message::new(id)
}

/// What a brawler's status makes of them, as the end of a sentence that starts with
/// their name: "is stunned for a turn", "cannot attack next turn" (`on`), or "is no
/// longer stunned", "may attack again" (not `on`).
#[must_use]
pub fn state(status: Status, on: bool) -> Message {
    Message::new(match (status, on) {
        (Status::Stunned, true) => "saloon-state-stunned",
        (Status::CannotAttack, true) => "saloon-state-cannot-attack",
        (Status::Distracted, true) => "saloon-state-distracted",
        (Status::Table, true) => "saloon-state-table",
        (Status::Stunned, false) => "saloon-state-off-stunned",
        (Status::CannotAttack, false) => "saloon-state-off-cannot-attack",
        (Status::Distracted, false) => "saloon-state-off-distracted",
        (Status::Table, false) => "saloon-state-off-table",
    })
}

/// Who has the turn: "Cid attacks!", or, for an aggressor a status keeps from attacking,
/// "Cid is stunned: no attack this turn" (never announced as attacking).
#[must_use]
pub fn turn_message(name: &str, barred: Option<Status>) -> Message {
    Message::new(match barred {
        None | Some(Status::Table) => "saloon-caption-attacks",
        Some(Status::Stunned) => "saloon-no-attack-stunned",
        Some(Status::CannotAttack) => "saloon-no-attack-cannot-attack",
        Some(Status::Distracted) => "saloon-no-attack-distracted",
    })
    .text("name", name.to_owned())
}

/// "a, b, c" from messages, as one nested message (`saloon-list`).
#[must_use]
pub fn list(mut items: Vec<Message>) -> Message {
    match items.len() {
        0 => Message::new("saloon-none"),
        1 => items.remove(0),
        _ => {
            let head = items.remove(0);
            Message::new("saloon-list")
                .message("head", head)
                .message("tail", list(items))
        }
    }
}

/// The cards of the attacker's side of a blow: the attack, the object, the follow-up.
#[must_use]
pub fn attack_cards(blow: &Blow) -> Message {
    let mut cards = vec![card(blow.attack.message_id())];
    if let Some(object) = blow.object {
        cards.push(card(object.message_id()));
    }
    if let Some(follow) = blow.follow_up {
        cards.push(card(follow.message_id()));
    }
    list(cards)
}

/// One line of a blow's computation. `before` is the state the blow starts from (for the
/// names and the attacker).
#[must_use]
pub fn step_message(before: &SaloonState, step: &Step) -> Message {
    let name = |i: usize| before.name(i);
    let attacker = name(before.aggressor);
    match *step {
        Step::Attack { card: c, damage } => Message::new("saloon-step-attack")
            .message("card", card(c.message_id()))
            .number("damage", damage),
        Step::Object {
            card: c,
            thrown,
            total,
        } => Message::new(if thrown {
            "saloon-step-object-thrown"
        } else {
            "saloon-step-object"
        })
        .message("card", card(c.message_id()))
        .number("damage", c.damage())
        .number("total", total),
        Step::Doubled { total } => Message::new("saloon-step-berserker").number("total", total),
        Step::Partner {
            brawler,
            card: c,
            damage,
        } => Message::new("saloon-step-partner")
            .text("name", name(brawler))
            .message("card", card(c.message_id()))
            .number("damage", damage),
        Step::Tripped { helper, damage } => Message::new("saloon-step-tripped")
            .text("helper", name(helper))
            .text("attacker", attacker)
            .number("damage", damage),
        Step::TripDodged { helper } => Message::new("saloon-step-trip-dodged")
            .text("helper", name(helper))
            .text("attacker", attacker),
        Step::NoDefence { brawler, why } => Message::new("saloon-step-no-defence")
            .text("name", name(brawler))
            .message("why", card(why.message_id())),
        Step::Defence {
            brawler,
            card: c,
            effect,
            before: from,
            after,
        } => {
            let id = match effect {
                DefenceEffect::Reduced => "saloon-step-block",
                DefenceEffect::Cancelled => "saloon-step-cancelled",
                DefenceEffect::NoEffect => "saloon-step-no-effect",
                DefenceEffect::Countered => "saloon-step-counter",
                DefenceEffect::Shielded(_) => "saloon-step-shield",
            };
            let shield = match effect {
                DefenceEffect::Shielded(s) => name(s),
                _ => String::new(),
            };
            Message::new(id)
                .text("name", name(brawler))
                .message("card", card(c.message_id()))
                .number("before", from)
                .number("after", after)
                .text("attacker", attacker)
                .text("shield", shield)
        }
        Step::Unparried {
            attacker: who,
            card: c,
            damage,
        } => Message::new("saloon-step-unparried")
            .text("name", name(who))
            .message("card", card(c.message_id()))
            .number("damage", damage),
        Step::TableStops { brawler } => {
            Message::new("saloon-step-table").text("name", name(brawler))
        }
        Step::Loss {
            brawler,
            points,
            from,
            to,
        } => Message::new("saloon-step-loss")
            .text("name", name(brawler))
            .number("points", points)
            .number("from", from)
            .number("to", to),
        Step::KnockedOut { brawler } => {
            Message::new("saloon-step-knocked-out").text("name", name(brawler))
        }
        Step::StatusSet { brawler, status } => Message::new("saloon-step-status")
            .text("name", name(brawler))
            .message("state", state(status, true)),
        Step::SpitCards { brawler } => Message::new("saloon-step-spit")
            .text("attacker", attacker)
            .text("name", name(brawler)),
        Step::Cursing => Message::new("saloon-step-cursing").text("attacker", attacker),
        Step::Window { brawler } => Message::new("saloon-step-window")
            .text("attacker", attacker)
            .text("name", name(brawler)),
        Step::Next { brawler } => Message::new("saloon-step-next").text("name", name(brawler)),
    }
}

/// "Turn 3: Alice attacks Bob (kick, berserker): 4".
#[must_use]
pub fn blow_headline(before: &SaloonState, blow: &Blow, steps: &[Step]) -> Message {
    // The damage before help and defence: the last figure of the attacker's lines.
    let damage = steps
        .iter()
        .filter_map(|s| match *s {
            Step::Attack { damage, .. } => Some(damage),
            Step::Object { total, .. } | Step::Doubled { total } => Some(total),
            _ => None,
        })
        .next_back()
        .unwrap_or(0);
    Message::new("saloon-history-blow")
        .number("turn", i64::from(before.turn))
        .text("attacker", before.name(before.aggressor))
        .text("defender", before.name(blow.defender))
        .message("cards", attack_cards(blow))
        .number("damage", damage)
}

/// The history lines of one accepted action.
#[must_use]
pub fn describe(
    before: &SaloonState,
    action: &SaloonAction,
    events: &[SaloonEvent],
) -> Vec<Message> {
    let name = |i: usize| before.name(i);
    let turn = i64::from(before.turn);
    let mut lines = Vec::new();
    let mut from_steps = false;
    for event in events {
        match event {
            SaloonEvent::Adjusted { brawler, from, to } => lines.push(
                Message::new("saloon-history-adjust")
                    .number("turn", turn)
                    .text("name", name(*brawler))
                    .number("from", *from)
                    .number("to", *to),
            ),
            SaloonEvent::Struck { blow, steps, .. } => {
                from_steps = true;
                lines.push(blow_headline(before, blow, steps));
                lines.extend(
                    steps
                        .iter()
                        .filter(|s| {
                            !matches!(
                                s,
                                Step::Attack { .. } | Step::Object { .. } | Step::Doubled { .. }
                            )
                        })
                        .map(|s| step_message(before, s)),
                );
            }
            SaloonEvent::EventPlayed { player, card: c } => lines.push(
                Message::new("saloon-history-event")
                    .number("turn", turn)
                    .text("name", name(*player))
                    .message("card", card(c.message_id())),
            ),
            SaloonEvent::Healed { brawler, from, to } => lines.push(
                Message::new("saloon-history-healed")
                    .text("name", name(*brawler))
                    .number("from", *from)
                    .number("to", *to),
            ),
            SaloonEvent::BarkeeperHit { brawler, from, to } => lines.push(
                Message::new("saloon-history-barkeeper-hit")
                    .text("name", name(*brawler))
                    .number("from", *from)
                    .number("to", *to),
            ),
            SaloonEvent::CardGiven { from, to } => lines.push(
                Message::new("saloon-history-give")
                    .number("turn", turn)
                    .text("from", name(*from))
                    .text("to", name(*to)),
            ),
            SaloonEvent::StatusChanged {
                brawler,
                status,
                on,
            } => lines.push(
                Message::new(if *on {
                    "saloon-history-status-on"
                } else {
                    "saloon-history-status-off"
                })
                .text("name", name(*brawler))
                .message("state", state(*status, *on)),
            ),
            SaloonEvent::KnockedOut { brawler, order } if !from_steps => lines.push(
                Message::new("saloon-history-knocked-out")
                    .text("name", name(*brawler))
                    .number("order", *order as i64),
            ),
            SaloonEvent::NextAggressor { brawler, .. } if !from_steps => {
                let id = if matches!(action, SaloonAction::SetAggressor { .. }) {
                    "saloon-history-aggressor"
                } else {
                    "saloon-step-next"
                };
                lines.push(Message::new(id).text("name", name(*brawler)));
                if matches!(
                    action,
                    SaloonAction::PlayEvent {
                        card: EventCard::CanCan,
                        ..
                    }
                ) {
                    lines.push(
                        Message::new("saloon-step-status")
                            .text("name", name(*brawler))
                            .message("state", state(Status::Distracted, true)),
                    );
                }
            }
            SaloonEvent::Over { winner: Some(w) } => {
                lines.push(Message::new("saloon-history-winner").text("name", name(*w)));
            }
            SaloonEvent::Over { winner: None } => {
                lines.push(Message::new("saloon-history-no-winner"));
            }
            SaloonEvent::KnockedOut { .. } | SaloonEvent::NextAggressor { .. } => {}
        }
    }
    lines
}
