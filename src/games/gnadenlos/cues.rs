//! Gnadenlos!'s sound cues: which voice line, effect and caption each event gets
//! (`shared/spec/gnadenlos.md`, "Sound"). The die's rattle is played with the roll's
//! action itself, before the animation shows the face.

use crate::core::cue::{Cue, Fx, Voice};
use crate::core::message::Message;

use super::history::{end_reason, event_line, kind_id, names};
use super::rules::{EventKind, GnadenlosEvent, GnadenlosState};

/// "Payday!"
pub const PAYDAY: Voice = Voice::new("gnadenlos/payday");
/// "Column…" (followed by the number).
pub const COLUMN: Voice = Voice::new("gnadenlos/column");
/// "…pays…" (followed by the number).
pub const PAYS: Voice = Voice::new("gnadenlos/pays");
/// "Cannot pay!"
pub const CANNOT_PAY: Voice = Voice::new("gnadenlos/cannot_pay");
/// "Empty column!"
pub const EMPTY_COLUMN: Voice = Voice::new("gnadenlos/empty_column");
/// "Gold rush!"
pub const GOLD_RUSH: Voice = Voice::new("gnadenlos/gold_rush");
/// "High noon!"
pub const HIGH_NOON: Voice = Voice::new("gnadenlos/high_noon");
/// "Poker!"
pub const POKER: Voice = Voice::new("gnadenlos/poker");
/// "Game over!"
pub const GAME_OVER: Voice = Voice::new("gnadenlos/game_over");
/// The die rattling in the hand and landing on the table.
pub const DIE_ROLL: Fx = Fx::new("gnadenlos/die_roll");
/// A vulture's cry.
pub const VULTURE: Fx = Fx::new("gnadenlos/vulture");

/// The cues for the events of one action, given the state before it (for names).
#[must_use]
pub fn cues(before: &GnadenlosState, events: &[GnadenlosEvent]) -> Vec<Cue> {
    let mut cues = Vec::new();
    let number = |n: u32| Voice::number(n);
    for event in events {
        let caption = event_line(before, event);
        match event {
            GnadenlosEvent::EventResolved { kind, .. } => {
                let (voice, fx) = match kind {
                    EventKind::GoldRush { .. } => (GOLD_RUSH, Some(Fx::COINS)),
                    EventKind::HighNoon => (HIGH_NOON, Some(Fx::GUNSHOT)),
                    EventKind::Poker => (POKER, None),
                };
                let mut cue = Cue::say(
                    voice,
                    caption.unwrap_or_else(|| Message::new(kind_id(*kind))),
                );
                cue.fx.extend(fx);
                cues.push(cue);
            }
            GnadenlosEvent::PaydayStarted { .. } => {
                cues.push(
                    Cue::say(PAYDAY, Message::new("gnadenlos-caption-payday"))
                        .with_fx(Fx::BELL)
                        .kept(),
                );
            }
            GnadenlosEvent::DieRolled { face } => {
                let mut cue = Cue::fx(DIE_ROLL);
                cue.voice.push(COLUMN);
                cue.voice.extend(number(u32::from(face.get())));
                cue.caption = Some(
                    Message::new("gnadenlos-caption-column")
                        .number("column", i64::from(face.get())),
                );
                cues.push(cue.kept());
            }
            GnadenlosEvent::Paid { player, value, .. } => {
                // "Ben pays four": who pays, then how much.
                let mut cue = Cue::say_all(
                    Voice::seat(*player).into_iter().chain([PAYS]),
                    caption.unwrap_or_else(|| Message::new("gnadenlos-caption-payday")),
                )
                .kept();
                cue.voice.extend(number(u32::from(value.get())));
                if value.get() > 0 {
                    cue.fx.push(Fx::COINS);
                }
                cues.push(cue);
            }
            GnadenlosEvent::CannotPay { player, .. } => {
                cues.push(
                    Cue::say_all(
                        Voice::seat(*player).into_iter().chain([CANNOT_PAY]),
                        caption.unwrap_or_else(|| Message::new("gnadenlos-caption-payday")),
                    )
                    .kept(),
                );
            }
            GnadenlosEvent::VultureTaken { .. } => cues.push(Cue::fx(VULTURE)),
            GnadenlosEvent::EmptyColumn { .. } => cues.push(
                Cue::say(
                    EMPTY_COLUMN,
                    caption.unwrap_or_else(|| Message::new("gnadenlos-caption-payday")),
                )
                .kept(),
            ),
            GnadenlosEvent::NuggetsWon { .. } => {}
            GnadenlosEvent::GameOver { reason, winners } => {
                let caption = Message::new("gnadenlos-caption-over")
                    .message("reason", end_reason(before, *reason))
                    .text("names", names(before, winners))
                    .number("count", winners.len() as i64);
                let mut cue = Cue::winners(winners, caption).with_fx(Fx::BELL);
                cue.voice.insert(0, GAME_OVER);
                cues.push(cue);
            }
            GnadenlosEvent::TurnPassed { .. } => {
                if let Some(caption) = caption {
                    cues.push(Cue {
                        caption: Some(caption),
                        ..Cue::default()
                    });
                }
            }
            _ => {}
        }
    }
    cues
}
