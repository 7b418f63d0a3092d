//! Duel's sound cues: which voice line, effect and caption each event gets
//! (`shared/spec/duel.md`, "Sound").

use crate::core::cue::{Cue, Fx, Voice};
use crate::core::message::Message;

use super::history::{must_reload_message, result_message};
use super::rules::{Condition, DuelEvent, DuelState, Effect};

/// "Prepare your shots."
pub const PREPARE_SHOTS: Voice = Voice::new("duel/prepare_shots");
/// "Fire!" (optional in `duel.md`; not played).
pub const FIRE: Voice = Voice::new("duel/fire");
/// "Hold!"
pub const HOLD: Voice = Voice::new("duel/hold");
/// "End of round."
pub const END_OF_ROUND: Voice = Voice::new("duel/end_of_round");
/// "Reload!"
pub const RELOAD: Voice = Voice::new("duel/reload");
/// "Hat!"
pub const HAT: Voice = Voice::new("duel/hat");
/// "Hit!"
pub const HIT: Voice = Voice::new("duel/hit");
/// "Dead!"
pub const DEAD: Voice = Voice::new("duel/dead");
/// "Disarmed!"
pub const DISARMED: Voice = Voice::new("duel/disarmed");
/// "Missed!"
pub const MISSED: Voice = Voice::new("duel/missed");
/// "Nobody is left standing."
pub const NO_WINNER: Voice = Voice::new("duel/no_winner");
/// A bullet's ricochet (a miss).
pub const RICOCHET: Fx = Fx::new("duel/ricochet");
/// A hat flying off.
pub const HAT_FLIP: Fx = Fx::new("duel/hat_flip");
/// A revolver's cylinder click (a reload).
pub const REVOLVER_CLICK: Fx = Fx::new("duel/revolver_click");

/// "Round N: prepare your shots", spoken and shown.
#[must_use]
pub fn prepare(round: u32) -> Cue {
    Cue::say(
        PREPARE_SHOTS,
        Message::new("duel-caption-prepare").number("round", i64::from(round)),
    )
}

/// A tier's call: the number spoken and shown huge.
#[must_use]
pub fn tier(tier: u8) -> Cue {
    let caption = Message::new("duel-caption-tier").number("tier", i64::from(tier));
    match Voice::number(u32::from(tier)) {
        Some(voice) => Cue::say(voice, caption),
        None => Cue {
            caption: Some(caption),
            ..Cue::default()
        },
    }
    .huge()
}

/// The cues for the events of one action, given the state before it (for names).
#[must_use]
pub fn cues(before: &DuelState, events: &[DuelEvent]) -> Vec<Cue> {
    let name = |i: usize| {
        before
            .duelists
            .get(i)
            .map_or_else(String::new, |d| d.name.clone())
    };
    let mut cues = Vec::new();
    for event in events {
        match event {
            DuelEvent::TierCalled(t) => cues.push(tier(t.get())),
            DuelEvent::ShotResolved(result) => {
                // Who shot whom, then what came of it: "missed" alone said nothing of
                // whose shot it was.
                let caption = Message::new("duel-caption-shot")
                    .text("shooter", name(result.shot.shooter))
                    .text("target", name(result.shot.target))
                    .message("result", result_message(before, result));
                let mut cue = Cue {
                    fx: vec![Fx::GUNSHOT],
                    caption: Some(caption),
                    ..Cue::default()
                };
                if !result.already_down {
                    match result.effect {
                        Effect::Miss => {
                            cue.fx.push(RICOCHET);
                            cue.voice = vec![MISSED];
                        }
                        Effect::HatOnly => {
                            cue.fx.push(HAT_FLIP);
                            cue.voice = vec![HAT];
                        }
                        Effect::Wounds { hat, .. } => {
                            if hat {
                                cue.fx.push(HAT_FLIP);
                            }
                            cue.voice = vec![HIT];
                        }
                        Effect::Lethal => {}
                    }
                    match result.out {
                        Some(Condition::Dead) => cue.voice = vec![DEAD],
                        Some(Condition::Disarmed) => cue.voice = vec![DISARMED],
                        _ => {}
                    }
                }
                cues.push(cue.kept());
            }
            DuelEvent::RoundEnded { round, must_reload } => {
                cues.push(
                    Cue::say(
                        END_OF_ROUND,
                        Message::new("duel-caption-round-ended").number("round", i64::from(*round)),
                    )
                    .kept(),
                );
                if !must_reload.is_empty() {
                    cues.push(Cue::say(RELOAD, must_reload_message(before, must_reload)).kept());
                }
            }
            DuelEvent::RoundStarted { round } => cues.push(prepare(*round)),
            DuelEvent::DuelOver { winner: Some(w) } => cues.push(Cue::winners(
                &[*w],
                Message::new("duel-caption-winner").text("name", name(*w)),
            )),
            DuelEvent::DuelOver { winner: None } => {
                cues.push(Cue::say(NO_WINNER, Message::new("duel-history-no-winner")).kept());
            }
            DuelEvent::ReloadRecorded { .. } => cues.push(Cue::fx(REVOLVER_CLICK)),
            DuelEvent::ShootingStarted
            | DuelEvent::JamMarked { .. }
            | DuelEvent::ShotRecorded { .. } => {}
        }
    }
    cues
}
