//! Duel's public face: what the whole table sees (the phones' page). Pure.
//!
//! Everything a duel's books hold is public: bullets, wounds, hats and who is still
//! standing are on the table or said aloud. The cards of the shots recorded at a tier
//! are not repeated here, only who fires at whom: the page says what happens, the
//! history says how.

use serde::Serialize;

use crate::core::message::Message;
use crate::core::public::{
    Face, Figure, Item, PlayerFace, Public, Seat, Section, Spotlight, Tag, Tone,
};

use super::rules::{CYLINDER, Condition, Duel, DuelSetup, DuelState, FATAL_WOUNDS, Phase};

/// The phase of a duel, as the page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DuelPhase {
    /// Cards are dealt and laid; reloads and jams are recorded.
    Preparation,
    /// The tiers are called.
    Shooting,
    /// The duel is over.
    Over,
}

/// Whether a player is in the duel, as the page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DuelistCondition {
    /// In the duel.
    Standing,
    /// Killed.
    Dead,
    /// Disarmed (soft-hearted variant).
    Disarmed,
}

/// One player as the whole table sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DuelistView {
    /// Name, colour and badge.
    #[serde(flatten)]
    pub seat: Seat,
    /// Bullets in the cylinder, 0 to 6.
    pub bullets: u8,
    /// Wounds, 0 to 3.
    pub wounds: u8,
    /// Whether the hat is still on.
    pub hat: bool,
    /// In or out of the duel.
    pub condition: DuelistCondition,
    /// Reloading this round (cannot fire).
    pub reloading: bool,
    /// Jammed this round (one shot, at tier 0).
    pub jammed: bool,
    /// No bullet and no reload recorded yet (preparation).
    pub must_reload: bool,
}

/// A shot recorded at the tier being called, not yet applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ShotView {
    /// The shooter (player index).
    pub shooter: usize,
    /// The target (player index).
    pub target: usize,
}

/// Duel's public view (the `view` of the page's events for `"game": "duel"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DuelView {
    /// The round, from 1.
    pub round: u32,
    /// The phase.
    pub phase: DuelPhase,
    /// The tier last called (6 down to 0), in the shooting phase.
    pub tier: Option<u8>,
    /// The shots recorded at that tier, waiting to be applied together.
    pub shots: Vec<ShotView>,
    /// The winner, once the duel is over (`None` then: nobody is left standing).
    pub winner: Option<usize>,
    /// The players, in seating order.
    pub players: Vec<DuelistView>,
}

impl Public for Duel {
    type View = DuelView;

    fn public(setup: &DuelSetup, state: &DuelState, _peek: bool) -> DuelView {
        duel_view(setup, state)
    }

    fn face(view: &DuelView) -> Face {
        duel_face(view)
    }
}

/// Duel's public view of `state`.
#[must_use]
pub fn duel_view(setup: &DuelSetup, state: &DuelState) -> DuelView {
    let players = state
        .duelists
        .iter()
        .zip(Seat::all(&setup.seating))
        .map(|(d, seat)| DuelistView {
            seat,
            bullets: d.bullets,
            wounds: d.wounds,
            hat: d.hat,
            condition: match d.condition {
                Condition::Standing => DuelistCondition::Standing,
                Condition::Dead => DuelistCondition::Dead,
                Condition::Disarmed => DuelistCondition::Disarmed,
            },
            reloading: d.round.reload.is_some(),
            jammed: d.round.jam.is_some(),
            must_reload: d.must_reload(),
        })
        .collect();
    let (phase, winner) = match state.phase {
        Phase::Preparation => (DuelPhase::Preparation, None),
        Phase::Shooting { .. } => (DuelPhase::Shooting, None),
        Phase::Over { winner } => (DuelPhase::Over, winner),
    };
    DuelView {
        round: state.round,
        phase,
        tier: state.tier().map(super::rules::Tier::get),
        shots: state
            .pending()
            .iter()
            .map(|s| ShotView {
                shooter: s.shooter,
                target: s.target,
            })
            .collect(),
        winner,
        players,
    }
}

/// The page's layout of Duel's view: the tier very large while the tiers are called.
#[must_use]
pub fn duel_face(view: &DuelView) -> Face {
    let round = i64::from(view.round);
    let name = |i: usize| {
        view.players
            .get(i)
            .map_or_else(String::new, |p| p.seat.name.clone())
    };
    let (status, spotlight, prompt) = match view.phase {
        DuelPhase::Preparation => {
            let must: Vec<String> = view
                .players
                .iter()
                .filter(|p| p.must_reload)
                .map(|p| p.seat.name.clone())
                .collect();
            let prompt = if must.is_empty() {
                Message::new("duel-public-prepare")
            } else {
                Message::new("duel-history-must-reload").text("names", must.join(", "))
            };
            (
                Message::new("duel-phase-preparation").number("round", round),
                None,
                Some(prompt),
            )
        }
        DuelPhase::Shooting => (
            Message::new("duel-phase-shooting").number("round", round),
            Some(Spotlight {
                label: Message::new("duel-public-tier"),
                value: view
                    .tier
                    .map_or_else(|| "–".to_owned(), |t| t.to_string())
                    .into(),
                tone: Tone::Accent,
            }),
            None,
        ),
        DuelPhase::Over => (
            Message::new("duel-phase-over"),
            Some(Spotlight {
                label: Message::new("duel-public-winner"),
                value: view.winner.map_or_else(
                    || Message::new("duel-summary-no-winner").into(),
                    |w| name(w).into(),
                ),
                tone: Tone::Accent,
            }),
            None,
        ),
    };
    let players = view
        .players
        .iter()
        .map(|p| {
            let mut tags = Vec::new();
            match p.condition {
                DuelistCondition::Standing => {}
                DuelistCondition::Dead => {
                    tags.push(Tag::new(Message::new("duel-public-dead"), Tone::Danger));
                }
                DuelistCondition::Disarmed => {
                    tags.push(Tag::new(Message::new("duel-public-disarmed"), Tone::Danger));
                }
            }
            tags.push(if p.hat {
                Tag::new(Message::new("duel-public-hat-on"), Tone::Good)
            } else {
                Tag::new(Message::new("duel-public-hat-off"), Tone::Danger)
            });
            if p.reloading {
                tags.push(Tag::new(
                    Message::new("duel-public-reloading"),
                    Tone::Accent,
                ));
            }
            if p.jammed {
                tags.push(Tag::new(Message::new("duel-public-jammed"), Tone::Accent));
            }
            if p.must_reload {
                tags.push(Tag::new(
                    Message::new("duel-public-must-reload"),
                    Tone::Danger,
                ));
            }
            PlayerFace {
                out: p.condition != DuelistCondition::Standing,
                tags,
                figures: vec![
                    Figure::of("duel-bullets", p.bullets, CYLINDER),
                    Figure::of("duel-public-wounds", p.wounds, FATAL_WOUNDS),
                ],
                ..PlayerFace::new(&p.seat)
            }
        })
        .collect();
    let sections = if view.shots.is_empty() {
        Vec::new()
    } else {
        vec![Section::List {
            title: Message::new("duel-public-shots"),
            items: view
                .shots
                .iter()
                .map(|s| Item {
                    player: Some(s.shooter),
                    text: Message::new("duel-public-shot")
                        .text("shooter", name(s.shooter))
                        .text("target", name(s.target))
                        .into(),
                    current: false,
                })
                .collect(),
        }]
    };
    Face {
        status: vec![status],
        spotlight,
        turn: Vec::new(),
        prompt,
        players,
        sections,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::journal::Journal;
    use crate::core::pips::Pips;
    use crate::core::players::PlayerColour;
    use crate::core::players::Seating;
    use crate::core::public::Text;
    use crate::games::duel::rules::{DuelAction, DuelOptions, Shot};

    fn p(v: u8) -> Pips {
        Pips::new(v).expect("1 to 6")
    }

    fn act(j: &mut Journal<Duel>, action: DuelAction) {
        j.act(action).expect("accepted");
    }

    fn call_to(j: &mut Journal<Duel>, tier: u8) {
        while j.state().tier().map(super::super::rules::Tier::get) != Some(tier) {
            act(j, DuelAction::CallNextTier);
        }
    }

    fn shot(shooter: usize, target: usize, s: u8, d: u8) -> DuelAction {
        DuelAction::RecordShot(Shot {
            shooter,
            target,
            shot: p(s),
            dodge: p(d),
        })
    }

    fn view(j: &Journal<Duel>) -> DuelView {
        Duel::public(j.setup(), j.state(), false)
    }

    /// The rule text's example (`duel.md`): Clint and Reno, as the page follows it.
    #[test]
    fn the_page_follows_clint_and_reno() {
        let setup = DuelSetup {
            seating: Seating::from_names(&["Clint", "Reno"]),
            options: DuelOptions::default(),
        };
        let mut j = Journal::<Duel>::new(setup).expect("valid");
        let v = view(&j);
        assert_eq!(
            (v.phase, v.round, v.tier),
            (DuelPhase::Preparation, 1, None)
        );
        assert_eq!(v.players[0].seat.badge, "C");
        assert_eq!(v.players[1].seat.colour, PlayerColour::Blue);
        assert!(
            duel_face(&v).spotlight.is_none(),
            "no tier before the shooting"
        );

        act(&mut j, DuelAction::StartShooting);
        call_to(&mut j, 3);
        act(&mut j, shot(0, 1, 5, 4));
        let v = view(&j);
        assert_eq!(v.tier, Some(3));
        assert_eq!(
            v.shots,
            [ShotView {
                shooter: 0,
                target: 1
            }]
        );
        let face = duel_face(&v);
        let spot = face.spotlight.expect("the tier, very large");
        assert_eq!(spot.value, Text::Plain("3".into()));
        assert_eq!(face.sections.len(), 1, "the shot waiting to be applied");

        act(&mut j, DuelAction::ResolveTier);
        assert!(!view(&j).players[1].hat, "Reno's hat flew at tier 3");
        call_to(&mut j, 2);
        act(&mut j, shot(1, 0, 4, 3));
        act(&mut j, DuelAction::ResolveTier);
        call_to(&mut j, 1);
        act(&mut j, shot(0, 1, 6, 4));
        act(&mut j, DuelAction::ResolveTier);
        let v = view(&j);
        assert!(!v.players[0].hat && !v.players[1].hat);
        assert_eq!((v.players[0].wounds, v.players[1].wounds), (0, 2));
        let reno = &duel_face(&v).players[1];
        assert_eq!(
            reno.figures[1].value,
            crate::core::public::Text::from("2/3")
        );
        assert!(reno.tags.iter().any(|t| t.text.id == "duel-public-hat-off"));

        call_to(&mut j, 0);
        act(&mut j, DuelAction::EndRound);
        let v = view(&j);
        assert_eq!((v.phase, v.round), (DuelPhase::Preparation, 2));
        assert_eq!((v.players[0].bullets, v.players[1].bullets), (4, 5));
        assert_eq!(
            duel_face(&v).players[0].figures[0].value,
            crate::core::public::Text::from("4/6")
        );
    }

    #[test]
    fn the_winner_is_very_large_at_the_end() {
        let setup = DuelSetup {
            seating: Seating::from_names(&["Clint", "Reno"]),
            options: DuelOptions::default(),
        };
        let mut j = Journal::<Duel>::new(setup).expect("valid");
        act(&mut j, DuelAction::StartShooting);
        call_to(&mut j, 6);
        act(&mut j, shot(0, 1, 6, 1));
        act(&mut j, DuelAction::ResolveTier);
        let v = view(&j);
        assert_eq!((v.phase, v.winner), (DuelPhase::Over, Some(0)));
        assert_eq!(v.players[1].condition, DuelistCondition::Dead);
        let face = duel_face(&v);
        assert_eq!(
            face.spotlight.map(|s| s.value),
            Some(Text::Plain("Clint".into()))
        );
        assert!(face.players[1].out);
    }
}
