//! Fast West's sound cues: every event kind its own effect and spoken name, a soft flip
//! for a cactus, and the loudest cue, a bell with "Duel!", for the final duel
//! (`shared/spec/fast-west.md`, "Sound"). A flip's cue comes from the flip's own event,
//! so it is played in the frame of the key press.

use crate::core::cue::{Cue, Fx, Voice};
use crate::core::message::Message;

use super::history::winner_message;
use super::rules::{Card, EventKind, FastWestEvent, FastWestState};

/// "Sheriff!"
pub const SHERIFF: Voice = Voice::new("fast_west/sheriff");
/// "Bandits!"
pub const BANDITS: Voice = Voice::new("fast_west/bandits");
/// "Indians!"
pub const INDIANS: Voice = Voice::new("fast_west/indians");
/// "Cavalry!"
pub const CAVALRY: Voice = Voice::new("fast_west/cavalry");
/// "Russian roulette!"
pub const ROULETTE: Voice = Voice::new("fast_west/roulette");
/// "A child!"
pub const CHILD: Voice = Voice::new("fast_west/child");
/// "Duel!"
pub const DUEL: Voice = Voice::new("fast_west/duel");
/// "Round…" (followed by the number).
pub const ROUND: Voice = Voice::new("fast_west/round");
/// A card flipped onto the table (a cactus).
pub const CARD_FLIP: Fx = Fx::new("fast_west/card_flip");
/// The sheriff's whistle.
pub const WHISTLE: Fx = Fx::new("fast_west/whistle");
/// The cavalry's bugle.
pub const BUGLE: Fx = Fx::new("fast_west/bugle");
/// War drums (the Indians).
pub const WAR_DRUMS: Fx = Fx::new("fast_west/war_drums");
/// A revolver's cylinder spun, then a click (the roulette).
pub const CYLINDER: Fx = Fx::new("fast_west/cylinder");
/// A child's rattle.
pub const RATTLE: Fx = Fx::new("fast_west/rattle");

/// The effect and the spoken name of an event kind.
#[must_use]
pub const fn sounds_of(kind: EventKind) -> (Fx, Voice) {
    match kind {
        EventKind::Sheriff => (WHISTLE, SHERIFF),
        EventKind::Bandits => (Fx::GUNSHOT, BANDITS),
        EventKind::Indians => (WAR_DRUMS, INDIANS),
        EventKind::Cavalry => (BUGLE, CAVALRY),
        EventKind::Roulette => (CYLINDER, ROULETTE),
        EventKind::Child => (RATTLE, CHILD),
    }
}

/// The cue of a flipped card: a soft flip for a cactus; the event's own effect, its
/// name spoken and shown for an event.
#[must_use]
pub fn flip(card: Card) -> Cue {
    match card {
        Card::Cactus => Cue::fx(CARD_FLIP),
        Card::Event(kind) => {
            let (fx, voice) = sounds_of(kind);
            Cue::say(
                voice,
                Message::new("fast-west-caption-event")
                    .message("kind", Message::new(kind.name_id())),
            )
            .with_fx(fx)
        }
    }
}

/// "Round N", spoken and shown.
#[must_use]
pub fn round(round: u32) -> Cue {
    let caption = Message::new("fast-west-caption-round").number("round", i64::from(round));
    let mut cue = Cue::say(ROUND, caption).kept();
    if let Some(n) = Voice::number(round) {
        cue = cue.then_say(n);
    }
    cue
}

/// The cues for the events of one action, given the state before it (for names).
#[must_use]
pub fn cues(before: &FastWestState, events: &[FastWestEvent]) -> Vec<Cue> {
    let mut cues = Vec::new();
    for event in events {
        match event {
            FastWestEvent::Flipped { card, .. } => cues.push(flip(*card)),
            FastWestEvent::RoundStarted { round: r } => cues.push(round(*r)),
            FastWestEvent::NumberNamed(n) => {
                let caption =
                    Message::new("fast-west-caption-number").number("number", i64::from(*n));
                cues.push(match Voice::number(u32::from(*n)) {
                    Some(voice) => Cue::say(voice, caption),
                    None => Cue {
                        caption: Some(caption),
                        ..Cue::default()
                    },
                });
            }
            FastWestEvent::DuelCalled => cues.push(
                Cue::say(DUEL, Message::new("fast-west-caption-duel"))
                    .with_fx(Fx::BELL)
                    .huge()
                    .kept(),
            ),
            FastWestEvent::DuelResolved(result) => cues.push(
                Cue::winners(&[result.winner], winner_message(before, result)).with_fx(Fx::GUNSHOT),
            ),
            FastWestEvent::Tokens(_) | FastWestEvent::RoundEnded { .. } => {}
        }
    }
    cues
}
