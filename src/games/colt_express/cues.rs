//! Colt Express's sound cues: which voice lines, effects and caption each event gets
//! (`shared/spec/colt-express.md`, "Sound"): a whistle at each round, the turn kind and
//! the order spoken at each turn (with a tunnel rumble, a speed-up clatter or a switch
//! clank), the event's name (Angry Marshal's with his move and its exception), a gunshot
//! for a shot, coins for loot. No cue ever says a purse's value.

use crate::core::cue::{Cue, Fx, Lines, Voice};
use crate::core::message::Message;

use super::cards::{CardName, RoundEvent, TurnKind};
use super::history::{card_message, short_names, turn_message};
use super::rules::{Bandit, ColtEvent, ColtState, Phase};

/// "Round" (followed by its number).
pub const ROUND: Voice = Voice::new("colt_express/round");
/// "Last round!"
pub const LAST_ROUND: Voice = Voice::new("colt_express/last_round");
/// "Turn" (followed by its number).
pub const TURN: Voice = Voice::new("colt_express/turn");
/// "Face up."
pub const FACE_UP: Voice = Voice::new("colt_express/face_up");
/// "Tunnel: face down."
pub const TUNNEL: Voice = Voice::new("colt_express/tunnel");
/// "Speed-up: two cards each."
pub const SPEED_UP: Voice = Voice::new("colt_express/speed_up");
/// "Switch: reverse order."
pub const SWITCH: Voice = Voice::new("colt_express/switch");
/// "Ghost may play face down."
pub const GHOST_HIDDEN: Voice = Voice::new("colt_express/ghost_hidden");
/// "Three cards drawn."
pub const DRAW_THREE: Voice = Voice::new("colt_express/draw_three");
/// "Resolve the actions."
pub const RESOLVE_ACTIONS: Voice = Voice::new("colt_express/resolve_actions");
/// "One car back, unless he is in the caboose." (after Angry Marshal's name)
pub const MARSHAL_MOVES: Voice = Voice::new("colt_express/marshal_moves");
/// "Final count."
pub const FINAL_COUNT: Voice = Voice::new("colt_express/final_count");
/// "A shared victory!"
pub const SHARED: Voice = Voice::new("colt_express/shared");
/// A steam whistle: a new round.
pub const WHISTLE: Fx = Fx::new("colt_express/whistle");
/// A rumble: a tunnel turn.
pub const TUNNEL_FX: Fx = Fx::new("colt_express/tunnel");
/// Wheels clattering faster: a speed-up turn.
pub const SPEED_UP_FX: Fx = Fx::new("colt_express/speed_up");
/// A rail switch's clank: a switch turn.
pub const SWITCH_FX: Fx = Fx::new("colt_express/switch");

/// A bandit's name, spoken.
#[must_use]
pub fn bandit_voice(bandit: Bandit) -> Voice {
    Voice::new(match bandit {
        Bandit::Ghost => "colt_express/ghost",
        Bandit::Belle => "colt_express/belle",
        Bandit::Cheyenne => "colt_express/cheyenne",
        Bandit::Tuco => "colt_express/tuco",
        Bandit::Django => "colt_express/django",
        Bandit::Doc => "colt_express/doc",
    })
}

/// An event's name, spoken.
#[must_use]
pub fn event_voice(event: RoundEvent) -> Voice {
    Voice::new(match event {
        RoundEvent::AngryMarshal => "colt_express/angry_marshal",
        RoundEvent::SwivelArm => "colt_express/swivel_arm",
        RoundEvent::Braking => "colt_express/braking",
        RoundEvent::TakeItAll => "colt_express/take_it_all",
        RoundEvent::PassengersRebellion => "colt_express/passengers_rebellion",
        RoundEvent::MarshalsRevenge => "colt_express/marshals_revenge",
        RoundEvent::Pickpocketing => "colt_express/pickpocketing",
        RoundEvent::HostageTaking => "colt_express/hostage_taking",
    })
}

/// The spoken line and the effect of a turn kind.
#[must_use]
pub fn turn_sound(kind: TurnKind) -> (Voice, Option<Fx>) {
    match kind {
        TurnKind::Normal => (FACE_UP, None),
        TurnKind::Tunnel => (TUNNEL, Some(TUNNEL_FX)),
        TurnKind::SpeedUp => (SPEED_UP, Some(SPEED_UP_FX)),
        TurnKind::Switch => (SWITCH, Some(SWITCH_FX)),
    }
}

/// The bandit who speaks for a seat: the player's one bandit; `None` with two players
/// (a player plays for two, and a name cannot be spoken).
fn seat_voice(state: &ColtState, seat: usize) -> Option<Voice> {
    if state.two_player {
        return None;
    }
    state
        .bandits_of(seat)
        .next()
        .map(|b| bandit_voice(state.bandits[b].bandit))
}

/// A round's whistle and announcement ("Round 3: Braking"; "Last round!").
#[must_use]
pub fn round_cue(round: usize, card: Option<CardName>) -> Cue {
    let mut voice = vec![ROUND];
    voice.extend(Voice::number(round as u32 + 1));
    if round + 1 == super::cards::ROUNDS {
        voice.push(LAST_ROUND);
    }
    let caption = match card {
        Some(card) => Message::new("colt-express-caption-round")
            .number("round", (round + 1) as i64)
            .message("card", card_message(card)),
        None => {
            Message::new("colt-express-caption-round-reveal").number("round", (round + 1) as i64)
        }
    };
    Cue {
        voice,
        fx: vec![WHISTLE],
        caption: Some(caption),
        huge: false,
        lines: Lines::Kept,
    }
}

/// A turn's announcement: its number and kind, then the bandits in play order.
#[must_use]
pub fn turn_cue(
    state: &ColtState,
    turn: usize,
    kind: TurnKind,
    order: &[usize],
    ghost: bool,
) -> Cue {
    let (line, fx) = turn_sound(kind);
    let mut voice = vec![TURN];
    voice.extend(Voice::number(turn as u32 + 1));
    voice.push(line);
    voice.extend(order.iter().filter_map(|&s| seat_voice(state, s)));
    if ghost {
        voice.push(GHOST_HIDDEN);
    }
    let caption = turn_message(turn, kind).text("order", short_names(state, order));
    Cue {
        voice,
        fx: fx.into_iter().collect(),
        caption: Some(caption),
        huge: false,
        lines: Lines::Passing,
    }
}

/// The cues of a new game reaching the table: the first round, and its first turn.
#[must_use]
pub fn opening(state: &ColtState) -> Vec<Cue> {
    let mut cues = vec![round_cue(0, state.card().map(|c| c.id.card))];
    if let (Some(kind), Some(_)) = (state.turn_kind(), state.card()) {
        cues.push(turn_cue(
            state,
            0,
            kind,
            &super::rules::turn_order(kind, state.first, state.player_count()),
            state.index_of(Bandit::Ghost).is_some(),
        ));
    }
    cues
}

/// The cues for the events of one action, given the state before it (for names).
#[must_use]
pub fn cues(before: &ColtState, events: &[ColtEvent]) -> Vec<Cue> {
    let player = |seat: usize| before.players.get(seat).cloned().unwrap_or_default();
    let mut cues = Vec::new();
    for event in events {
        match event {
            ColtEvent::RoundStarted { round, card } => {
                let mut cue = round_cue(*round, card.map(|c| c.card));
                if before.phase == Phase::RoundCard {
                    // The card told by hand: the round was already whistled in.
                    cue.voice.clear();
                    cue.fx.clear();
                }
                cues.push(cue);
            }
            ColtEvent::TurnStarted {
                turn,
                kind,
                order,
                ghost,
            } => {
                // The state after a new round has a new first player: the order is in
                // the event; names come from the seats.
                cues.push(turn_cue(before, *turn, *kind, order, *ghost));
            }
            ColtEvent::NextPlayer { seat, second } => {
                let caption = Message::new(if *second {
                    "colt-express-caption-second"
                } else {
                    "colt-express-caption-next"
                })
                .text("name", short_names(before, &[*seat]));
                let voice: Vec<Voice> = seat_voice(before, *seat).into_iter().collect();
                cues.push(Cue {
                    voice,
                    caption: Some(caption),
                    ..Cue::default()
                });
            }
            ColtEvent::DrewThree { seat } => cues.push(Cue::say(
                DRAW_THREE,
                Message::new("colt-express-caption-drew")
                    .text("name", short_names(before, &[*seat])),
            )),
            ColtEvent::ActionsStarted { .. } => cues.push(
                Cue::say(
                    RESOLVE_ACTIONS,
                    Message::new("colt-express-caption-actions"),
                )
                .kept(),
            ),
            ColtEvent::Shot { .. } | ColtEvent::MarshalShot { bullet: true, .. } => {
                cues.push(Cue::fx(Fx::GUNSHOT));
            }
            ColtEvent::Loot { taken: true, .. } => cues.push(Cue::fx(Fx::COINS)),
            ColtEvent::EventRead { event } => {
                let mut cue = Cue::say(
                    event_voice(*event),
                    Message::new("colt-express-event-at-end")
                        .message("card", card_message(event.card())),
                )
                .kept();
                if *event == RoundEvent::AngryMarshal {
                    // The exception is said too: he stays in the caboose.
                    cue = cue.then_say(MARSHAL_MOVES);
                }
                cues.push(cue);
            }
            ColtEvent::EventApplied { affected, .. } if !affected.is_empty() => {
                let effect = event_fx(events);
                cues.extend(effect.map(Cue::fx));
            }
            ColtEvent::FinalCountStarted => cues.push(
                Cue::say(
                    FINAL_COUNT,
                    Message::new("colt-express-caption-final-count"),
                )
                .kept(),
            ),
            ColtEvent::Revealed { standings } => {
                let winners: Vec<usize> = standings
                    .iter()
                    .filter(|s| s.place == 1)
                    .map(|s| s.seat)
                    .collect();
                let names: Vec<String> = winners.iter().map(|&s| player(s)).collect();
                let mut voice = vec![Voice::WINNER_IS];
                if winners.len() > 1 {
                    voice = vec![SHARED];
                } else if let Some(&seat) = winners.first() {
                    // The player's name, as the caption shows it (the standings go by
                    // player, not by bandit).
                    voice.extend(Voice::seat(seat));
                }
                cues.push(Cue {
                    voice,
                    fx: vec![Fx::DRUM_ROLL],
                    caption: Some(
                        Message::new("colt-express-caption-winner")
                            .text("names", names.join(", "))
                            .number("count", names.len() as i64),
                    ),
                    huge: false,
                    lines: Lines::Kept,
                });
            }
            _ => {}
        }
    }
    cues
}

/// The effect of an applied event: a gunshot for bullets, coins for purses.
fn event_fx(events: &[ColtEvent]) -> Option<Fx> {
    events.iter().find_map(|e| match e {
        ColtEvent::EventApplied { event, .. } => match event.effect() {
            super::cards::EventEffect::NeutralBullet => Some(Fx::GUNSHOT),
            super::cards::EventEffect::TakePurse | super::cards::EventEffect::TakeRansom => {
                Some(Fx::COINS)
            }
            _ => None,
        },
        _ => None,
    })
}
