//! Saloon's sound cues: which voice line, effect and caption each event gets
//! (`shared/spec/saloon.md`, "Sound"): a punch per blow (heavier for 3 or more), a glass
//! breaking for a bottle, a chair crash (chairs, barrels, broken tables), a piano
//! phrase, a bell on a knock-out; the voice says "knocked out", who attacks ("Bob attacks!") and the winner.

use crate::core::cue::{Cue, Fx, Voice};
use crate::core::message::Message;

use super::history::{step_message, turn_message};
use super::rules::{EventCard, ObjectCard, SaloonEvent, SaloonState, Step};

/// "Knocked out!"
pub const KNOCKED_OUT: Voice = Voice::new("saloon/knocked_out");
/// "attacks!", said after the next aggressor's name ("Bob attacks!", the spec's "X
/// attacks"), with the name as the caption.
pub const ATTACK: Voice = Voice::new("saloon/attack");
/// "Barkeeper!"
pub const BARKEEPER: Voice = Voice::new("saloon/barkeeper");
/// "Nobody is left standing."
pub const NO_WINNER: Voice = Voice::new("saloon/no_winner");
/// A punch landing (a blow of 1 or 2, a quick −1).
pub const PUNCH: Fx = Fx::new("saloon/punch");
/// A heavy punch (a blow of 3 or more).
pub const HEAVY_PUNCH: Fx = Fx::new("saloon/heavy_punch");
/// A bottle breaking.
pub const BOTTLE: Fx = Fx::new("saloon/bottle");
/// Wood crashing: a chair, a barrel, a table broken.
pub const CHAIR: Fx = Fx::new("saloon/chair");
/// A short honky-tonk piano phrase.
pub const PIANO: Fx = Fx::new("saloon/piano");

/// The points at which a blow sounds heavy.
pub const HEAVY: u8 = 3;

/// The cues for the events of one action, given the state before it (for names).
#[must_use]
pub fn cues(before: &SaloonState, events: &[SaloonEvent]) -> Vec<Cue> {
    let name = |i: usize| before.name(i);
    let mut cues = Vec::new();
    for event in events {
        match event {
            SaloonEvent::Adjusted { from, to, .. } if to < from => cues.push(Cue::fx(PUNCH)),
            SaloonEvent::Adjusted { .. } => {}
            SaloonEvent::Struck {
                blow,
                steps,
                heaviest,
                ..
            } => {
                let mut cue = Cue::default();
                if *heaviest >= HEAVY {
                    cue.fx.push(HEAVY_PUNCH);
                } else if *heaviest > 0 {
                    cue.fx.push(PUNCH);
                }
                match blow.object {
                    Some(ObjectCard::Whiskey) => cue.fx.push(BOTTLE),
                    Some(ObjectCard::Chair | ObjectCard::BeerBarrel) => cue.fx.push(CHAIR),
                    _ => {}
                }
                if steps.iter().any(|s| matches!(s, Step::TableStops { .. }))
                    && !cue.fx.contains(&CHAIR)
                {
                    cue.fx.push(CHAIR);
                }
                // The caption: what the blow cost its main victim.
                cue.caption = steps
                    .iter()
                    .find(|s| matches!(s, Step::Loss { .. }))
                    .map(|s| step_message(before, s));
                cues.push(cue);
            }
            SaloonEvent::EventPlayed { card, .. } => match card {
                EventCard::Pianist => cues.push(Cue::fx(PIANO)),
                EventCard::Barkeeper => cues.push(Cue::say(
                    BARKEEPER,
                    Message::new("saloon-caption-barkeeper"),
                )),
                EventCard::Whiskey => cues.push(Cue::fx(BOTTLE)),
                EventCard::Table => cues.push(Cue::fx(CHAIR)),
                EventCard::CanCan | EventCard::Doctor => {}
            },
            SaloonEvent::BarkeeperHit { .. } => cues.push(Cue::fx(PUNCH)),
            SaloonEvent::KnockedOut { brawler, .. } => cues.push(
                Cue::say(
                    KNOCKED_OUT,
                    Message::new("saloon-step-knocked-out").text("name", name(*brawler)),
                )
                .with_fx(Fx::BELL)
                .kept(),
            ),
            SaloonEvent::NextAggressor { brawler, barred } => {
                let next = turn_message(&name(*brawler), *barred);
                // An aggressor who may not attack (stunned, distracted) is not told to.
                let mut cue = match barred {
                    // "Bob attacks!": the name (spoken by the system's voice, or the
                    // seat's colour), then the line.
                    None => Cue::say_all(
                        Voice::seat(*brawler).into_iter().chain([ATTACK]),
                        next.clone(),
                    ),
                    Some(_) => Cue {
                        caption: Some(next.clone()),
                        ..Cue::default()
                    },
                };
                // What a blow cost, or who fell, stays on screen with the next
                // aggressor (only the last caption shows): one caption for both.
                if let Some(before) = cues.iter_mut().rev().find_map(|c| c.caption.take()) {
                    cue.caption = Some(
                        Message::new("saloon-caption-then")
                            .message("before", before)
                            .message("next", next),
                    );
                }
                cues.push(cue);
            }
            SaloonEvent::Over { winner: Some(w) } => cues.push(Cue::winners(
                &[*w],
                Message::new("saloon-history-winner").text("name", name(*w)),
            )),
            SaloonEvent::Over { winner: None } => {
                cues.push(Cue::say(NO_WINNER, Message::new("saloon-history-no-winner")).kept())
            }
            SaloonEvent::Healed { .. }
            | SaloonEvent::CardGiven { .. }
            | SaloonEvent::StatusChanged { .. } => {}
        }
    }
    cues
}
