//! Duel's sound cues: which voice line, effect and caption each event gets
//! (`shared/spec/duel.md`, "Sound").

use crate::core::cue::{Cue, Fx, Voice};
use crate::core::message::Message;

use super::history::{must_reload_message, result_message};
use super::rules::{Condition, DuelEvent, DuelState, Effect};

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
            DuelEvent::TierCalled(t) => {
                let mut cue = Cue::say(
                    Voice::Tier(t.get()),
                    Message::new("duel-caption-tier").number("tier", i64::from(t.get())),
                );
                cue.huge = true;
                cues.push(cue);
            }
            DuelEvent::ShotResolved(result) => {
                let mut cue = Cue {
                    fx: vec![Fx::Gunshot],
                    caption: Some(result_message(before, result)),
                    ..Cue::default()
                };
                if !result.already_down {
                    match result.effect {
                        Effect::Miss => {
                            cue.fx.push(Fx::Ricochet);
                            cue.voice = Some(Voice::Missed);
                        }
                        Effect::HatOnly => {
                            cue.fx.push(Fx::HatFlip);
                            cue.voice = Some(Voice::Hat);
                        }
                        Effect::Wounds { hat, .. } => {
                            if hat {
                                cue.fx.push(Fx::HatFlip);
                            }
                            cue.voice = Some(Voice::Hit);
                        }
                        Effect::Lethal => {}
                    }
                    match result.out {
                        Some(Condition::Dead) => cue.voice = Some(Voice::Dead),
                        Some(Condition::Disarmed) => cue.voice = Some(Voice::Disarmed),
                        _ => {}
                    }
                }
                cues.push(cue);
            }
            DuelEvent::RoundEnded { round, must_reload } => {
                cues.push(Cue::say(
                    Voice::EndOfRound,
                    Message::new("duel-caption-round-ended").number("round", i64::from(*round)),
                ));
                if !must_reload.is_empty() {
                    cues.push(Cue::say(
                        Voice::Reload,
                        must_reload_message(before, must_reload),
                    ));
                }
            }
            DuelEvent::RoundStarted { round } => cues.push(Cue::say(
                Voice::PrepareShots,
                Message::new("duel-caption-prepare").number("round", i64::from(*round)),
            )),
            DuelEvent::DuelOver { winner: Some(w) } => cues.push(Cue::say(
                Voice::WinnerIs,
                Message::new("duel-caption-winner").text("name", name(*w)),
            )),
            DuelEvent::DuelOver { winner: None } => {
                cues.push(Cue::say(
                    Voice::NoWinner,
                    Message::new("duel-history-no-winner"),
                ));
            }
            DuelEvent::ReloadRecorded { .. } => cues.push(Cue::fx(Fx::RevolverClick)),
            DuelEvent::ShootingStarted
            | DuelEvent::JamMarked { .. }
            | DuelEvent::ShotRecorded { .. } => {}
        }
    }
    cues
}
